package shipping

import (
	"context"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// zone is a group of countries with one rate.
type zone struct {
	countries          []string
	price, freeFrom    catalog.Money
	extraMin, extraMax int
	export             bool
}

// zones are the rates the shop's shipping page promises (the content
// demo's "Versand und Zahlung", internal/content/demo): Germany 4.95 €,
// free from 75 €; Austria, the Benelux countries and France 9.95 €, free
// from 150 €; the other EU countries 14.95 €, free from 200 €;
// Switzerland and Liechtenstein 19.95 €, Norway and the United Kingdom
// 24.95 €, never free. Bulky goods cost 6.90 € more everywhere. These are
// the countries of the directory (internal/directory).
func zones() []zone {
	return []zone{
		{countries: []string{"DE"}, price: 495, freeFrom: 7500},
		{countries: []string{"AT", "BE", "FR", "LU", "NL"}, price: 995, freeFrom: 15000, extraMin: 1, extraMax: 2},
		{countries: []string{"BG", "CY", "CZ", "DK", "EE", "ES", "FI", "GR", "HR", "HU", "IE", "IT", "LT", "LV", "MT", "PL",
			"PT", "RO", "SE", "SI", "SK"}, price: 1495, freeFrom: 20000, extraMin: 2, extraMax: 4},
		{countries: []string{"CH", "LI"}, price: 1995, extraMin: 2, extraMax: 5, export: true},
		{countries: []string{"GB", "NO"}, price: 2495, extraMin: 3, extraMax: 6, export: true},
	}
}

// BulkySurcharge is what bulky goods cost on top of any rate.
const BulkySurcharge catalog.Money = 690

// Seed puts the shop's shipping method in place: DHL parcels at the rates
// of zones. Running it again sets the same rates.
func Seed(ctx context.Context, d *db.DB) error {
	in := MethodInput{
		CarrierCode: "dhl", CarrierTitle: "DHL", MethodCode: "paket", Active: true,
		Title: catalog.Localized{i18n.German: "DHL Paket", i18n.English: "DHL parcel", i18n.French: "Colis DHL"},
	}
	for _, z := range zones() {
		for _, c := range z.countries {
			in.Rates = append(in.Rates, RateInput{Country: c, Price: z.price, FreeFrom: z.freeFrom, BulkySurcharge: BulkySurcharge,
				ExtraMinDays: z.extraMin, ExtraMaxDays: z.extraMax, Export: z.export})
		}
	}
	return NewService(d, time.Now).SaveMethod(ctx, in)
}
