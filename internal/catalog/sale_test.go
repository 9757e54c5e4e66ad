package catalog_test

import (
	"slices"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/salewindow"
)

// A sale rule reduces its products while a window runs, by SKU and by
// category subtree, states the reduction against the 30-day lowest price,
// and its price counts as charged for the reductions after it.
func TestSaleRulesPriceTheStorefront(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := access.With(f.ctx, access.Principal{Email: "inhalt@paddock.example", Role: access.Content})
		now := berlin(t, "2026-01-20 09:00")
		catalog.SetClock(f.svc, func() time.Time { return now })
		mustSave(t, f, simple("SALE-BY-SKU", "Gerte", 10000, f.breeches))
		mustSave(t, f, simple("SALE-BY-CAT", "Thermodecke", 5000, f.thermoRugs))
		mustSave(t, f, simple("SALE-NOT", "Halfter", 2000, f.jacket))
		rules, err := catalog.NewSaleRules(f.svc)
		if err != nil {
			t.Fatal(err)
		}
		start, end := berlin(t, "2026-03-01 10:00"), berlin(t, "2026-03-01 12:00")
		now = berlin(t, "2026-02-28 09:00")
		rule := catalog.SaleRule{Percent: 20, From: start, To: end, Repeat: salewindow.None,
			SKUs: []string{"SALE-BY-SKU"}, CategoryIDs: []int64{f.rugs}}
		before, _ := f.svc.CacheVersion(ctx)
		if err := rules.SetSaleRule(ctx, 41, &rule); err != nil {
			t.Fatal(err)
		}
		if after, _ := f.svc.CacheVersion(ctx); after == before {
			t.Error("a sale rule must move the catalogue's cache version")
		}
		var revisions int
		if err := d.Read().Get(ctx, &revisions, `SELECT COUNT(*) FROM catalog_sale_scope`); err != nil || revisions != 2 {
			t.Fatalf("scope rows %d, %v; want 2", revisions, err)
		}
		price := func(sku string, at time.Time) catalog.Pricing {
			t.Helper()
			now = at
			p := mustProduct(t, f, "de", catalog.ProductFilter{SKUs: []string{sku}})
			return p.PricingFor(at, 1)
		}
		tests := []struct {
			name       string
			sku        string
			at         time.Time
			final      catalog.Money
			reference  catalog.Money // 0: no reduction may be advertised
			nextChange time.Time
		}{
			{"before the window", "SALE-BY-SKU", start.Add(-time.Minute), 10000, 0, start},
			{"in the window, by SKU", "SALE-BY-SKU", start, 8000, 10000, end},
			{"in the window, by category subtree", "SALE-BY-CAT", start.Add(time.Hour), 4000, 5000, end},
			{"in the window, not reached", "SALE-NOT", start.Add(time.Hour), 2000, 0, end},
			{"after the window", "SALE-BY-SKU", end, 10000, 0, time.Time{}},
		}
		for _, tt := range tests {
			pr := price(tt.sku, tt.at)
			ref, ok := pr.Reference()
			if pr.Final != tt.final || ref != tt.reference || ok != (tt.reference != 0) {
				t.Errorf("%s: final %d, reference %d (%v); want %d, %d", tt.name, pr.Final, ref, ok, tt.final, tt.reference)
			}
			if tt.reference != 0 && pr.PercentOff != 20 {
				t.Errorf("%s: %d %% off; want 20", tt.name, pr.PercentOff)
			}
			next, err := f.svc.AnswersChangeAt(ctx, tt.at)
			if err != nil || !next.Equal(tt.nextChange) {
				t.Errorf("%s: answers change at %v, %v; want %v", tt.name, next, err, tt.nextChange)
			}
		}

		// A special price from the next day on: the sale price was charged
		// within its 30 days, so 90 € is no reduction against 80 €.
		now = berlin(t, "2026-03-01 13:00")
		in := simple("SALE-BY-SKU", "Gerte", 10000, f.breeches)
		in.SpecialPrice, in.SpecialFrom = money(9000), ptrTime(berlin(t, "2026-03-02 00:00"))
		mustSave(t, f, in)
		pr := price("SALE-BY-SKU", berlin(t, "2026-03-02 10:00"))
		if ref, ok := pr.Reference(); pr.Final != 9000 || ok || pr.Lowest30Days != 8000 {
			t.Errorf("special price after the sale: final %d, lowest %d, reference %d %v; want 90 € against 80 €, no reduction",
				pr.Final, pr.Lowest30Days, ref, ok)
		}
		// Later days of the special price keep that reference.
		if pr := price("SALE-BY-SKU", berlin(t, "2026-04-05 10:00")); pr.Lowest30Days != 8000 {
			// The special price began on 2 March: its reference stays.
			t.Errorf("the special price's reference is the lowest before it began: %d", pr.Lowest30Days)
		}

		// The best price wins: a 5 % sale does not beat the 90 € special
		// price; a repeated daily window's second day states its reduction
		// against the first day's sale price.
		now = berlin(t, "2026-04-10 08:00")
		daily := catalog.SaleRule{Percent: 5, From: berlin(t, "2026-04-10 09:00"), To: berlin(t, "2026-04-10 10:00"),
			Repeat: salewindow.Daily, SKUs: []string{"SALE-BY-SKU", "SALE-NOT"}}
		if err := rules.SetSaleRule(ctx, 42, &daily); err != nil {
			t.Fatal(err)
		}
		if pr := price("SALE-BY-SKU", berlin(t, "2026-04-10 09:30")); pr.Final != 9000 {
			t.Errorf("special 90 € against a 5 %% sale: final %d", pr.Final)
		}
		if pr := price("SALE-NOT", berlin(t, "2026-04-10 09:30")); pr.Final != 1900 || pr.PercentOff != 5 {
			t.Errorf("first daily window: %+v; want 19 €, 5 %% off", pr)
		}
		if pr := price("SALE-NOT", berlin(t, "2026-04-11 09:30")); pr.Final != 1900 || pr.Lowest30Days != 1900 {
			t.Errorf("second daily window: %+v; want 19 € against 19 €", pr)
		} else if _, ok := pr.Reference(); ok {
			t.Error("the second day of a daily sale may not be advertised as a reduction against the first")
		}
		if next, _ := f.svc.AnswersChangeAt(ctx, berlin(t, "2026-04-11 10:30")); !next.Equal(berlin(t, "2026-04-12 09:00")) {
			t.Errorf("a daily sale's next window starts the next day: %v", next)
		}

		// An unchanged rule writes nothing; a removed one only ends: its
		// past prices still count.
		var versions int
		if err := rules.SetSaleRule(ctx, 42, &daily); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(ctx, &versions, `SELECT COUNT(*) FROM catalog_sale WHERE event_id = 42`); err != nil || versions != 1 {
			t.Errorf("an unchanged rule wrote a version: %d, %v", versions, err)
		}
		now = berlin(t, "2026-04-12 12:00")
		if err := rules.SetSaleRule(ctx, 42, nil); err != nil {
			t.Fatal(err)
		}
		if pr := price("SALE-NOT", berlin(t, "2026-04-13 09:30")); pr.Final != 2000 {
			t.Errorf("a removed sale still reduces: %+v", pr)
		}
		got, err := rules.SaleRules(ctx, []int64{41, 42})
		if err != nil || len(got) != 1 || got[41].Percent != 20 || !slices.Equal(got[41].SKUs, []string{"SALE-BY-SKU"}) {
			t.Errorf("current rules %+v, %v; want only event 41's", got, err)
		}
	})
}

func TestSaleRulesOverlapsAndChecks(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := access.With(f.ctx, access.Principal{Email: "inhalt@paddock.example", Role: access.Content})
		now := berlin(t, "2026-01-20 09:00")
		catalog.SetClock(f.svc, func() time.Time { return now })
		mustSave(t, f, simple("OVL-RUG", "Decke", 5000, f.thermoRugs))
		mustSave(t, f, simple("OVL-JACKET", "Jacke", 5000, f.jacket))
		rules, _ := catalog.NewSaleRules(f.svc)
		from, to := berlin(t, "2026-02-01 10:00"), berlin(t, "2026-02-01 18:00")
		if err := rules.SetSaleRule(ctx, 1, &catalog.SaleRule{Percent: 10, From: from, To: to, CategoryIDs: []int64{f.winterRugs}}); err != nil {
			t.Fatal(err)
		}
		tests := []struct {
			name string
			rule catalog.SaleRule
			want []int64
		}{
			{"same time, a product in the category", catalog.SaleRule{Percent: 15, From: from.Add(time.Hour), To: to, SKUs: []string{"OVL-RUG"}}, []int64{1}},
			{"same time, the parent category", catalog.SaleRule{Percent: 15, From: from, To: to, CategoryIDs: []int64{f.horse}}, []int64{1}},
			{"same time, other goods", catalog.SaleRule{Percent: 15, From: from, To: to, SKUs: []string{"OVL-JACKET"}}, []int64{}},
			{"same goods, later", catalog.SaleRule{Percent: 15, From: to, To: to.Add(time.Hour), CategoryIDs: []int64{f.thermoRugs}}, []int64{}},
			{"daily from before, meets it", catalog.SaleRule{Percent: 15, From: from.Add(-48 * time.Hour), To: from.Add(-47 * time.Hour),
				Repeat: salewindow.Daily, SKUs: []string{"OVL-RUG"}}, []int64{1}},
		}
		for _, tt := range tests {
			got, err := rules.SaleOverlaps(ctx, 2, tt.rule)
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("%s: %v, %v; want %v", tt.name, got, err, tt.want)
			}
		}
		if got, _ := rules.SaleOverlaps(ctx, 1, catalog.SaleRule{Percent: 15, From: from, To: to, CategoryIDs: []int64{f.horse}}); len(got) != 0 {
			t.Errorf("an event overlaps itself: %v", got)
		}

		bad := []struct {
			name  string
			rule  catalog.SaleRule
			field string
		}{
			{"no percent", catalog.SaleRule{From: from, To: to, SKUs: []string{"OVL-RUG"}}, "percent"},
			{"percent and amount", catalog.SaleRule{Percent: 5, AmountOff: 100, From: from, To: to, SKUs: []string{"OVL-RUG"}}, "percent"},
			{"negative amount", catalog.SaleRule{AmountOff: -100, From: from, To: to, SKUs: []string{"OVL-RUG"}}, "amountOff"},
			{"amount too large", catalog.SaleRule{AmountOff: 10_000_001, From: from, To: to, SKUs: []string{"OVL-RUG"}}, "amountOff"},
			{"end before start", catalog.SaleRule{Percent: 5, From: to, To: from, SKUs: []string{"OVL-RUG"}}, "to"},
			{"no goods", catalog.SaleRule{Percent: 5, From: from, To: to}, "skus"},
			{"unknown SKU", catalog.SaleRule{Percent: 5, From: from, To: to, SKUs: []string{"NOPE"}}, "skus"},
			{"unknown category", catalog.SaleRule{Percent: 5, From: from, To: to, CategoryIDs: []int64{999999}}, "categoryIds"},
		}
		for _, tt := range bad {
			err := rules.SetSaleRule(ctx, 3, &tt.rule)
			if apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Field != tt.field {
				t.Errorf("%s: %v; want Invalid on %s", tt.name, err, tt.field)
			}
		}
		if n := count(t, f, "catalog_sale"); n != 1 {
			t.Errorf("%d rules after refusals; want 1", n)
		}
		if err := rules.SetSaleRule(f.ctx, 3, &catalog.SaleRule{Percent: 5, From: from, To: to, SKUs: []string{"OVL-RUG"}}); apperr.KindOf(err) != apperr.Unauthenticated && apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("without a principal: %v", err)
		}
		ok, err := rules.CategoriesWithin(ctx, []int64{f.thermoRugs, f.winterRugs}, []int64{f.rugs})
		if err != nil || !ok {
			t.Errorf("categories within the rugs: %v %v", ok, err)
		}
		if ok, _ := rules.CategoriesWithin(ctx, []int64{f.thermoRugs, f.jacket}, []int64{f.rugs}); ok {
			t.Error("the jackets are not within the rugs")
		}
	})
}

// A sale by a fixed amount off per piece: dearer goods cost the amount
// less, a product the amount would bring to zero or below keeps its
// regular price (never below a cent), the versions count for the 30-day
// lowest price of a later sale, the windows bound the answers, and the
// customer still pays the lowest of special and sale price.
func TestSaleRulesByAmountOff(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := access.With(f.ctx, access.Principal{Email: "inhalt@paddock.example", Role: access.Content})
		now := berlin(t, "2026-01-20 09:00")
		catalog.SetClock(f.svc, func() time.Time { return now })
		mustSave(t, f, simple("AMT-DEAR", "Sattel", 10000, f.breeches))
		mustSave(t, f, simple("AMT-CHEAP", "Hufkratzer", 500, f.breeches))
		mustSave(t, f, simple("AMT-EXACT", "Striegel", 1000, f.breeches))
		mustSave(t, f, simple("AMT-CENT", "Bürste", 1001, f.breeches))
		special := simple("AMT-SPECIAL", "Gamaschen", 4000, f.breeches)
		special.SpecialPrice = money(2500)
		mustSave(t, f, special)
		rules, _ := catalog.NewSaleRules(f.svc)
		start, end := berlin(t, "2026-03-01 10:00"), berlin(t, "2026-03-01 12:00")
		rule := catalog.SaleRule{AmountOff: 1000, From: start, To: end,
			SKUs: []string{"AMT-DEAR", "AMT-CHEAP", "AMT-EXACT", "AMT-CENT", "AMT-SPECIAL"}}
		before, _ := f.svc.CacheVersion(ctx)
		if err := rules.SetSaleRule(ctx, 51, &rule); err != nil {
			t.Fatal(err)
		}
		if after, _ := f.svc.CacheVersion(ctx); after == before {
			t.Error("a sale rule by amount must move the catalogue's cache version")
		}
		price := func(sku string, at time.Time) catalog.Pricing {
			t.Helper()
			now = at
			p := mustProduct(t, f, "de", catalog.ProductFilter{SKUs: []string{sku}})
			return p.PricingFor(at, 1)
		}
		during := start.Add(time.Hour)
		tests := []struct {
			name       string
			sku        string
			at         time.Time
			final      catalog.Money
			reference  catalog.Money
			percentOff int
		}{
			{"before the window", "AMT-DEAR", start.Add(-time.Second), 10000, 0, 0},
			{"100 € less 10 €", "AMT-DEAR", during, 9000, 10000, 10},
			{"5 € is not given away", "AMT-CHEAP", during, 500, 0, 0},
			{"10 € would cost nothing", "AMT-EXACT", during, 1000, 0, 0},
			{"10,01 € costs a cent", "AMT-CENT", during, 1, 1001, 99},
			{"the special price is lower", "AMT-SPECIAL", during, 2500, 4000, 37},
			{"after the window", "AMT-DEAR", end, 10000, 0, 0},
		}
		for _, tt := range tests {
			pr := price(tt.sku, tt.at)
			ref, ok := pr.Reference()
			if pr.Final != tt.final || ref != tt.reference || ok != (tt.reference != 0) || (ok && pr.PercentOff != tt.percentOff) {
				t.Errorf("%s: final %d, reference %d (%v), %d %% off; want %d, %d, %d %%", tt.name, pr.Final, ref, ok, pr.PercentOff,
					tt.final, tt.reference, tt.percentOff)
			}
		}
		if next, err := f.svc.AnswersChangeAt(ctx, start.Add(-time.Minute)); err != nil || !next.Equal(start) {
			t.Errorf("before: answers change at %v, %v; want the start", next, err)
		}
		if next, err := f.svc.AnswersChangeAt(ctx, during); err != nil || !next.Equal(end) {
			t.Errorf("during: answers change at %v, %v; want the end", next, err)
		}
		got, err := rules.SaleRules(ctx, []int64{51})
		if err != nil || got[51].AmountOff != 1000 || got[51].Percent != 0 {
			t.Errorf("stored rule %+v, %v; want 10 € off", got[51], err)
		}

		// The same rule again writes nothing; another amount is a new
		// version, which the next window charges.
		now = berlin(t, "2026-03-02 09:00")
		if err := rules.SetSaleRule(ctx, 51, &rule); err != nil {
			t.Fatal(err)
		}
		if n := count(t, f, "catalog_sale"); n != 1 {
			t.Errorf("%d versions after an unchanged save; want 1", n)
		}

		// A 5 % sale a week later is no reduction against the 90 € the
		// amount sale charged within its 30 days.
		now = berlin(t, "2026-03-05 09:00")
		later := catalog.SaleRule{Percent: 5, From: berlin(t, "2026-03-08 10:00"), To: berlin(t, "2026-03-08 12:00"), SKUs: []string{"AMT-DEAR"}}
		if err := rules.SetSaleRule(ctx, 52, &later); err != nil {
			t.Fatal(err)
		}
		pr := price("AMT-DEAR", berlin(t, "2026-03-08 11:00"))
		if _, ok := pr.Reference(); pr.Final != 9500 || pr.Lowest30Days != 9000 || ok {
			t.Errorf("5 %% after 10 € off: final %d, lowest %d; want 95 € against 90 €, no reduction", pr.Final, pr.Lowest30Days)
		}

		// Changing the amount closes the version and starts another.
		now = berlin(t, "2026-03-09 09:00")
		rule.From, rule.To, rule.AmountOff = berlin(t, "2026-03-20 10:00"), berlin(t, "2026-03-20 12:00"), 2500
		if err := rules.SetSaleRule(ctx, 51, &rule); err != nil {
			t.Fatal(err)
		}
		if n := count(t, f, "catalog_sale"); n != 3 {
			t.Errorf("%d versions after a changed amount; want 3", n)
		}
		if pr := price("AMT-DEAR", berlin(t, "2026-03-20 11:00")); pr.Final != 7500 {
			t.Errorf("25 € off: final %d; want 75 €", pr.Final)
		}
	})
}
