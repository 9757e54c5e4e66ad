package catalog_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// Tier prices are saved, read back (a variant without its own carries its
// parent's), read back as inputs, replaced by the next save and moved by
// the catalogue's revision.
func TestTierPricesSaveAndRead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := jacketInput(f)
		in.TierPrices = []catalog.TierPrice{{Quantity: 10, Percent: 10}, {Quantity: 5, Price: 11900}}
		in.Variants[2].TierPrices = []catalog.TierPrice{{Quantity: 3, Price: 9900}}
		id := mustSave(t, f, in)

		jacket := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})
		parent := []catalog.TierPrice{{Quantity: 5, Price: 11900}, {Quantity: 10, Percent: 10}}
		if !reflect.DeepEqual(jacket.TierPrices, parent) {
			t.Errorf("the jacket's tiers %+v; want %+v", jacket.TierPrices, parent)
		}
		for _, v := range jacket.Variants {
			want := parent
			if v.SKU == "JACKE-1-BLACK-S" {
				want = []catalog.TierPrice{{Quantity: 3, Price: 9900}}
			}
			if !reflect.DeepEqual(v.TierPrices, want) {
				t.Errorf("variant %s: tiers %+v; want %+v", v.SKU, v.TierPrices, want)
			}
		}
		// A variant looked up by its own SKU (as a cart does) carries the
		// parent's tiers too.
		alone := mustProduct(t, f, fr, catalog.ProductFilter{SKUs: []string{"JACKE-1-NAVY-L"}})
		if !reflect.DeepEqual(alone.TierPrices, parent) {
			t.Errorf("variant by SKU: tiers %+v; want the parent's", alone.TierPrices)
		}
		hose := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{mustSave(t, f, simple("HOSE-1", "Reithose", 5990, f.breeches))}})
		if hose.TierPrices == nil || len(hose.TierPrices) != 0 {
			t.Errorf("a product without tiers: %#v; want an empty list", hose.TierPrices)
		}

		inputs, err := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id})
		if err != nil || len(inputs) != 1 {
			t.Fatal(inputs, err)
		}
		if !reflect.DeepEqual(inputs[0].TierPrices, parent) {
			t.Errorf("input tiers %+v; want %+v", inputs[0].TierPrices, parent)
		}
		for _, v := range inputs[0].Variants {
			if v.SKU == "JACKE-1-BLACK-S" && !reflect.DeepEqual(v.TierPrices, []catalog.TierPrice{{Quantity: 3, Price: 9900}}) {
				t.Errorf("variant input tiers %+v", v.TierPrices)
			} else if v.SKU != "JACKE-1-BLACK-S" && v.TierPrices != nil {
				t.Errorf("variant %s: own tiers %+v read back; want none (the parent's)", v.SKU, v.TierPrices)
			}
		}

		// A change of tiers alone moves the catalogue's revision (the
		// commerce API's answer cache) and replaces the old ones.
		before, _ := f.svc.CacheVersion(f.ctx)
		var rev0 int64
		if err := d.Read().Get(f.ctx, &rev0, `SELECT n FROM catalog_revision`); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.ctx, `UPDATE product_tier_price SET price = 11800 WHERE product_id = ? AND quantity = 5`, id); err != nil {
			t.Fatal(err)
		}
		var rev1 int64
		if err := d.Read().Get(f.ctx, &rev1, `SELECT n FROM catalog_revision`); err != nil {
			t.Fatal(err)
		}
		if rev1 == rev0 {
			t.Error("a write to product_tier_price left catalog_revision where it was")
		}
		in = inputs[0]
		in.TierPrices = []catalog.TierPrice{{Quantity: 2, Percent: 5}}
		mustSave(t, f, in)
		if after, _ := f.svc.CacheVersion(f.ctx); after == before {
			t.Error("a save of tiers left the cache version")
		}
		jacket = mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})
		if !reflect.DeepEqual(jacket.TierPrices, []catalog.TierPrice{{Quantity: 2, Percent: 5}}) {
			t.Errorf("after the second save: %+v", jacket.TierPrices)
		}
		if n := count(t, f, "product_tier_price"); n != 2 {
			t.Errorf("%d tier rows; want 2 (the jacket's and the black variant's)", n)
		}
		in.TierPrices = nil
		for i := range in.Variants {
			in.Variants[i].TierPrices = nil
		}
		mustSave(t, f, in)
		if n := count(t, f, "product_tier_price"); n != 0 {
			t.Errorf("%d tier rows after removing them all", n)
		}
	})
}

// The catalogue's own validation refuses bad tiers with a translated
// error on the field, and saves nothing.
func TestTierPricesRefused(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		mustSave(t, f, jacketInput(f))
		tests := []struct {
			name   string
			tiers  []catalog.TierPrice
			on     func(in *catalog.ProductInput, tiers []catalog.TierPrice)
			field  string
			wantIn string
		}{
			{"quantity 1", []catalog.TierPrice{{Quantity: 1, Price: 100}}, nil, "tierPrices[0].quantity", "2"},
			{"quantity twice", []catalog.TierPrice{{Quantity: 5, Price: 100}, {Quantity: 5, Percent: 10}}, nil, "tierPrices[1].quantity", "5"},
			{"no price", []catalog.TierPrice{{Quantity: 5}}, nil, "tierPrices[0].price", ""},
			{"the regular price", []catalog.TierPrice{{Quantity: 5, Price: 12900}}, nil, "tierPrices[0].price", ""},
			{"above the regular price", []catalog.TierPrice{{Quantity: 5, Price: 13000}}, nil, "tierPrices[0].price", ""},
			{"negative", []catalog.TierPrice{{Quantity: 5, Price: -1}}, nil, "tierPrices[0].price", ""},
			{"100 %", []catalog.TierPrice{{Quantity: 5, Percent: 100}}, nil, "tierPrices[0].percent", "99"},
			{"negative per cent", []catalog.TierPrice{{Quantity: 5, Percent: -5}}, nil, "tierPrices[0].percent", "1"},
			{"price and per cent", []catalog.TierPrice{{Quantity: 5, Price: 100, Percent: 5}}, nil, "tierPrices[0].price", ""},
			{"a variant's tier above its own price", []catalog.TierPrice{{Quantity: 5, Price: 12000}},
				func(in *catalog.ProductInput, tiers []catalog.TierPrice) { in.Variants[2].TierPrices = tiers }, "variants[2].tierPrices[0].price", ""},
			{"a variant's tier at the parent's price", []catalog.TierPrice{{Quantity: 5, Price: 12900}},
				func(in *catalog.ProductInput, tiers []catalog.TierPrice) { in.Variants[3].TierPrices = tiers }, "variants[3].tierPrices[0].price", ""},
		}
		for _, tt := range tests {
			in := jacketInput(f)
			if tt.on != nil {
				tt.on(&in, tt.tiers)
			} else {
				in.TierPrices = tt.tiers
			}
			_, err := f.svc.SaveProduct(f.ctx, in)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
				continue
			}
			for _, l := range i18n.Locales {
				msg := i18n.Messages().T(l, e.Key, e.Args...)
				if msg == e.Key || strings.Contains(msg, "{{") || !strings.Contains(msg, tt.wantIn) {
					t.Errorf("%s: message %q in %s", tt.name, msg, l)
				}
			}
		}
		if n := count(t, f, "product_tier_price"); n != 0 {
			t.Errorf("refused saves left %d tier rows", n)
		}
		// A variant's own price decides: 11900 is below the variant's 13900.
		in := jacketInput(f)
		in.Variants[1].TierPrices = []catalog.TierPrice{{Quantity: 5, Price: 12900 - 1}}
		mustSave(t, f, in)
	})
}

// PricingFor prices a quantity: the lowest of the regular price, the
// special price and the tier price for the quantity.
func TestPricingForQuantity(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	yesterday := now.AddDate(0, 0, -1)
	special := catalog.Money(1700)
	p := catalog.Product{Type: catalog.Simple, Price: 2000, ContentQuantity: 2.5, BaseUnit: catalog.Kilogram,
		TierPrices: []catalog.TierPrice{{Quantity: 5, Price: 1790}, {Quantity: 10, Percent: 15}}}
	for _, tt := range []struct {
		qty          int
		special      *catalog.Money
		final        catalog.Money
		tierQuantity int
	}{
		{1, nil, 2000, 0}, {4, nil, 2000, 0}, {5, nil, 1790, 5}, {9, nil, 1790, 5}, {10, nil, 1700, 10}, {99, nil, 1700, 10},
		// A special price below the tier wins; one above does not.
		{5, &special, 1700, 0},
		{10, money(1750), 1700, 10},
	} {
		q := p
		if tt.special != nil {
			q.SpecialPrice, q.SpecialFrom = tt.special, &yesterday
		}
		pr := q.PricingFor(now, tt.qty)
		if pr.Final != tt.final || pr.TierQuantity != tt.tierQuantity {
			t.Errorf("%d pieces (special %v): final %d from tier %d; want %d from tier %d", tt.qty, tt.special, pr.Final, pr.TierQuantity, tt.final, tt.tierQuantity)
		}
		if want := catalog.Money((int64(tt.final)*10 + 12) / 25); pr.BasePrice != want {
			t.Errorf("%d pieces: base price %d; want %d per kg", tt.qty, pr.BasePrice, want)
		}
		if pr.TierQuantity > 0 && (pr.Reduced || pr.PercentOff != 0) {
			t.Errorf("%d pieces: a tier price stated as a reduction: %+v", tt.qty, pr)
		}
	}
	// 15 % off 19.99 € is 16.99 € (16.9915 rounded).
	if got := (catalog.TierPrice{Quantity: 2, Percent: 15}).UnitPrice(1999); got != 1699 {
		t.Errorf("15 %% off 1999: %d", got)
	}
}

// A club manager who may not set prices may not change tier prices
// either (a product's or a variant's), but saves a product carrying tiers
// unchanged; the owner's change is in the audit trail.
func TestClubManagersKeepTiersWhereTheyMayNotPrice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		shirt := simple("RVH-SHIRT", "Vereinsshirt", 2500)
		shirt.TierPrices = []catalog.TierPrice{{Quantity: 10, Price: 2200}}
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: shirt})
		if err != nil {
			t.Fatal(err)
		}
		club := f.as(access.Club, "RVH-")
		p, err := f.staff.StaffProduct(club, id)
		if err != nil || p.MayPrice {
			t.Fatalf("the club manager's view: may price %v, %v", p.MayPrice, err)
		}
		edit := p.Input
		edit.Description = texts("<p>Aus Baumwolle.</p>", "", "")
		if _, err := f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit}); err != nil {
			t.Fatalf("a text beside unchanged tiers: %v", err)
		}
		for name, change := range map[string]func(in *catalog.ProductInput){
			"another price": func(in *catalog.ProductInput) { in.TierPrices = []catalog.TierPrice{{Quantity: 10, Price: 1900}} },
			"another tier": func(in *catalog.ProductInput) {
				in.TierPrices = append(in.TierPrices, catalog.TierPrice{Quantity: 20, Percent: 20})
			},
			"none": func(in *catalog.ProductInput) { in.TierPrices = nil },
		} {
			p, _ = f.staff.StaffProduct(club, id)
			edit = p.Input
			edit.TierPrices = slices.Clone(edit.TierPrices)
			change(&edit)
			_, err = f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit})
			wantKind(t, err, apperr.Forbidden, "catalog.staff.pricesNotYours")
			if got, _ := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id}); !reflect.DeepEqual(got[0].TierPrices, shirt.TierPrices) {
				t.Errorf("%s: tiers %+v after a refused save", name, got[0].TierPrices)
			}
		}
		// A variant's tiers are prices too.
		jacket := jacketInput(f.fixture)
		jacket.SKU = "RVH-JACKE"
		for i := range jacket.Variants {
			jacket.Variants[i].SKU = "RVH-" + jacket.Variants[i].SKU
		}
		jid, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: jacket})
		if err != nil {
			t.Fatal(err)
		}
		p, _ = f.staff.StaffProduct(club, jid)
		edit = p.Input
		edit.Variants = slices.Clone(edit.Variants)
		edit.Variants[0].TierPrices = []catalog.TierPrice{{Quantity: 2, Percent: 5}}
		_, err = f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: jid, Revision: p.Revision, Input: edit})
		wantKind(t, err, apperr.Forbidden, "catalog.staff.pricesNotYours")
		// The owner's change of tiers is recorded with before and after.
		p, _ = f.staff.StaffProduct(f.owner, id)
		edit = p.Input
		edit.TierPrices = []catalog.TierPrice{{Quantity: 10, Percent: 12}}
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit}); err != nil {
			t.Fatal(err)
		}
		var changes []string
		if err := d.Read().Select(f.ctx, &changes, `SELECT changes FROM admin_audit WHERE object_id = 'RVH-SHIRT' ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		if last := changes[len(changes)-1]; !strings.Contains(last, "10:22.00") || !strings.Contains(last, "10:12%") {
			t.Errorf("the trail's last entry %s; want the tiers before and after", last)
		}
	})
}

// A bulk price change moves fixed tier prices with the regular price, so
// that a reduction leaves them below it.
func TestBulkPriceChangeMovesFixedTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		in := simple("EIMER-1", "Eimer", 2000)
		in.TierPrices = []catalog.TierPrice{{Quantity: 5, Price: 1900}, {Quantity: 10, Percent: 10}}
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := f.staff.StaffBulk(f.owner, []int64{id}, catalog.BulkAction{Kind: "price", Percent: -1000}); err != nil || n != 1 {
			t.Fatalf("bulk: %d, %v", n, err)
		}
		got, _ := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id})
		if want := []catalog.TierPrice{{Quantity: 5, Price: 1710}, {Quantity: 10, Percent: 10}}; got[0].Price != 1800 || !reflect.DeepEqual(got[0].TierPrices, want) {
			t.Errorf("after 10 %% off: price %d, tiers %+v; want 1800 and %+v", got[0].Price, got[0].TierPrices, want)
		}
	})
}
