package shipping_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/shipping"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestSeededRates(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		for range 2 { // seeding again changes nothing
			if err := shipping.Seed(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		svc := shipping.NewService(d, nil)
		countries, err := svc.Countries(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
			"IE", "IT", "LI", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK"}
		if !slices.Equal(countries, want) {
			t.Errorf("countries %v; want the directory's %v", countries, want)
		}
		tests := []struct {
			name   string
			locale i18n.Locale
			parcel shipping.Parcel
			amount catalog.Money
			free   bool
			extra  [2]int
			export bool
			title  string
		}{
			{"Germany", i18n.German, shipping.Parcel{Country: "DE", Goods: 7499}, 495, false, [2]int{0, 0}, false, "DHL Paket"},
			{"Germany from 75 €", i18n.English, shipping.Parcel{Country: "de", Goods: 7500}, 0, true, [2]int{0, 0}, false, "DHL parcel"},
			{"bulky goods in Germany, free otherwise", i18n.French, shipping.Parcel{Country: "DE", Goods: 9000, Bulky: true}, 690, true, [2]int{0, 0}, false, "Colis DHL"},
			{"Austria", i18n.German, shipping.Parcel{Country: "AT", Goods: 14999}, 995, false, [2]int{1, 2}, false, "DHL Paket"},
			{"France from 150 €", i18n.German, shipping.Parcel{Country: "FR", Goods: 15000}, 0, true, [2]int{1, 2}, false, "DHL Paket"},
			{"Italy", i18n.German, shipping.Parcel{Country: "IT", Goods: 19999}, 1495, false, [2]int{2, 4}, false, "DHL Paket"},
			{"Switzerland, never free", i18n.German, shipping.Parcel{Country: "CH", Goods: 100000}, 1995, false, [2]int{2, 5}, true, "DHL Paket"},
			{"the United Kingdom with bulky goods", i18n.German, shipping.Parcel{Country: "GB", Goods: 100, Bulky: true}, 3185, false, [2]int{3, 6}, true, "DHL Paket"},
		}
		for _, tt := range tests {
			quotes, err := svc.Quotes(ctx, tt.locale, tt.parcel)
			if err != nil || len(quotes) != 1 {
				t.Fatalf("%s: %v %v", tt.name, quotes, err)
			}
			q := quotes[0]
			if q.Amount != tt.amount || q.Free != tt.free || q.ExtraMinDays != tt.extra[0] || q.ExtraMaxDays != tt.extra[1] ||
				q.Export != tt.export || q.MethodTitle != tt.title || q.CarrierCode != "dhl" || q.MethodCode != "paket" || q.CarrierTitle != "DHL" {
				t.Errorf("%s: %+v", tt.name, q)
			}
		}
		if quotes, err := svc.Quotes(ctx, i18n.German, shipping.Parcel{Country: "US", Goods: 5000}); err != nil || len(quotes) != 0 {
			t.Errorf("a country the shop does not serve: %v %v", quotes, err)
		}
		// Exports are the seeded countries outside the EU.
		for country, want := range map[string]bool{"CH": true, "li": true, "NO": true, "GB": true, "DE": false, "AT": false, "FR": false, "US": false} {
			if got, err := svc.Export(ctx, country); err != nil || got != want {
				t.Errorf("Export(%s) = %v, %v; want %v", country, got, err, want)
			}
		}
	})
}

func TestSaveMethod(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		clock := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
		svc := shipping.NewService(d, func() time.Time { return clock })
		if err := shipping.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		// A second method: the cheapest comes first.
		express := shipping.MethodInput{CarrierCode: "DHL", CarrierTitle: "DHL", MethodCode: "express", Active: true, SortOrder: 1,
			Title: catalog.Localized{i18n.German: "DHL Express"}, Rates: []shipping.RateInput{{Country: "de", Price: 1290}}}
		if err := svc.SaveMethod(ctx, express); err != nil {
			t.Fatal(err)
		}
		quotes, err := svc.Quotes(ctx, i18n.English, shipping.Parcel{Country: "DE", Goods: 1000})
		if err != nil || len(quotes) != 2 || quotes[0].MethodCode != "paket" || quotes[1].MethodCode != "express" || quotes[1].MethodTitle != "DHL Express" {
			t.Fatalf("quotes %+v %v", quotes, err)
		}
		express.Active = false
		if err := svc.SaveMethod(ctx, express); err != nil {
			t.Fatal(err)
		}
		if quotes, _ := svc.Quotes(ctx, i18n.English, shipping.Parcel{Country: "DE"}); len(quotes) != 1 {
			t.Errorf("an inactive method is quoted: %+v", quotes)
		}

		tests := []struct {
			name   string
			change func(in *shipping.MethodInput)
			field  string
		}{
			{"no carrier code", func(in *shipping.MethodInput) { in.CarrierCode = "" }, "carrierCode"},
			{"a method code with a space", func(in *shipping.MethodInput) { in.MethodCode = "a b" }, "methodCode"},
			{"no carrier title", func(in *shipping.MethodInput) { in.CarrierTitle = " " }, "carrierTitle"},
			{"no German title", func(in *shipping.MethodInput) { in.Title = catalog.Localized{i18n.English: "Express"} }, "title.de"},
			{"a bad country", func(in *shipping.MethodInput) { in.Rates[0].Country = "DEU" }, "rates[0].country"},
			{"a country twice", func(in *shipping.MethodInput) { in.Rates = append(in.Rates, shipping.RateInput{Country: "DE"}) }, "rates[1].country"},
			{"a negative price", func(in *shipping.MethodInput) { in.Rates[0].Price = -1 }, "rates[0].price"},
			{"a negative threshold", func(in *shipping.MethodInput) { in.Rates[0].FreeFrom = -1 }, "rates[0].freeFrom"},
			{"days the wrong way round", func(in *shipping.MethodInput) { in.Rates[0].ExtraMinDays, in.Rates[0].ExtraMaxDays = 3, 1 }, "rates[0].extraMaxDays"},
		}
		for _, tt := range tests {
			in := express
			in.Rates = slices.Clone(express.Rates)
			tt.change(&in)
			err := svc.SaveMethod(ctx, in)
			e := apperr.As(err)
			if e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
			}
			for _, l := range i18n.Locales {
				if msg := i18n.Messages().T(l, e.Key, e.Args...); msg == e.Key || strings.Contains(msg, "{{") {
					t.Errorf("%s: message %q in %s", tt.name, msg, l)
				}
			}
		}
	})
}

func TestIsBulky(t *testing.T) {
	for _, tt := range []struct {
		p    catalog.Product
		want bool
	}{
		{catalog.Product{BaseUnit: catalog.Kilogram, ContentQuantity: 25}, true},
		{catalog.Product{BaseUnit: catalog.Kilogram, ContentQuantity: 20}, false},
		{catalog.Product{BaseUnit: catalog.Litre, ContentQuantity: 30}, false},
		{catalog.Product{}, false},
	} {
		if got := shipping.IsBulky(tt.p); got != tt.want {
			t.Errorf("IsBulky(%g %s) = %v", tt.p.ContentQuantity, tt.p.BaseUnit, got)
		}
	}
}
