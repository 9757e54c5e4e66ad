package catalog_test

import (
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// berlin returns the instant of a Berlin wall-clock time.
func berlin(t testing.TB, value string) time.Time {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	at, err := time.ParseInLocation("2006-01-02 15:04", value, loc)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

func TestPricingSpecialPriceDates(t *testing.T) {
	p := catalog.Product{
		Type: catalog.Simple, Price: 10000, SpecialPrice: money(8000), Lowest30Days: 9500,
		SpecialFrom: ptrTime(berlin(t, "2025-03-10 00:00")), SpecialTo: ptrTime(berlin(t, "2025-03-12 00:00")),
	}
	tests := []struct {
		at      string
		reduced bool
	}{
		{"2025-03-09 23:59", false}, // the day before
		{"2025-03-10 00:00", true},  // the first day, Berlin time
		{"2025-03-11 12:00", true},
		{"2025-03-12 23:59", true}, // the last day is inclusive
		{"2025-03-13 00:00", false},
	}
	for _, tt := range tests {
		pr := p.Pricing(berlin(t, tt.at))
		if pr.Reduced != tt.reduced {
			t.Errorf("at %s: reduced %v; want %v", tt.at, pr.Reduced, tt.reduced)
			continue
		}
		if tt.reduced && (pr.Final != 8000 || pr.Regular != 10000 || pr.Lowest30Days != 9500 || pr.PercentOff != 15) {
			t.Errorf("at %s: %+v; want 80 € from 95 € lowest, 15 %% off", tt.at, pr)
		}
		if !tt.reduced && (pr.Final != 10000 || pr.Lowest30Days != 0 || pr.PercentOff != 0) {
			t.Errorf("at %s: %+v; want the regular price", tt.at, pr)
		}
	}
	// Summer time: the day starts at 22:00 UTC.
	summer := p
	summer.SpecialFrom, summer.SpecialTo = ptrTime(time.Date(2025, 7, 1, 12, 0, 0, 0, time.UTC)), nil
	if !summer.Pricing(time.Date(2025, 6, 30, 22, 0, 0, 0, time.UTC)).Reduced || summer.Pricing(time.Date(2025, 6, 30, 21, 59, 0, 0, time.UTC)).Reduced {
		t.Error("a summer day must begin at 22:00 UTC")
	}
}

func TestPricingRules(t *testing.T) {
	now := time.Date(2025, 5, 1, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		p    catalog.Product
		want catalog.Pricing
	}{
		{"no special price", catalog.Product{Price: 4990},
			catalog.Pricing{Regular: 4990, Final: 4990, TaxClass: catalog.StandardRate}},
		{"special price not lower", catalog.Product{Price: 4990, SpecialPrice: money(4990)},
			catalog.Pricing{Regular: 4990, Final: 4990, TaxClass: catalog.StandardRate}},
		{"reduction below the 30-day lowest price", catalog.Product{Price: 5000, SpecialPrice: money(3333), Lowest30Days: 4000},
			catalog.Pricing{Regular: 5000, Final: 3333, Reduced: true, Lowest30Days: 4000, PercentOff: 16, TaxClass: catalog.StandardRate}},
		{"reduction not below the 30-day lowest price", catalog.Product{Price: 5000, SpecialPrice: money(4500), Lowest30Days: 4000},
			catalog.Pricing{Regular: 5000, Final: 4500, Reduced: true, Lowest30Days: 4000, TaxClass: catalog.StandardRate}},
		{"feed per kilo", catalog.Product{Price: 2999, TaxClass: catalog.ReducedRate, ContentQuantity: 20, BaseUnit: catalog.Kilogram},
			catalog.Pricing{Regular: 2999, Final: 2999, TaxClass: catalog.ReducedRate, BasePrice: 150, BaseUnit: catalog.Kilogram}},
		{"care product per litre, half a litre", catalog.Product{Price: 1295, ContentQuantity: 0.5, BaseUnit: catalog.Litre},
			catalog.Pricing{Regular: 1295, Final: 1295, TaxClass: catalog.StandardRate, BasePrice: 2590, BaseUnit: catalog.Litre}},
		{"base price of the reduced price", catalog.Product{Price: 1000, SpecialPrice: money(900), Lowest30Days: 1000, ContentQuantity: 3, BaseUnit: catalog.Metre},
			catalog.Pricing{Regular: 1000, Final: 900, Reduced: true, Lowest30Days: 1000, PercentOff: 10, TaxClass: catalog.StandardRate, BasePrice: 300, BaseUnit: catalog.Metre}},
	}
	for _, tt := range tests {
		if got := tt.p.Pricing(now); got != tt.want {
			t.Errorf("%s: %+v; want %+v", tt.name, got, tt.want)
		}
	}
	if catalog.ReducedRate.RatePercent() != 7 || catalog.StandardRate.RatePercent() != 19 {
		t.Error("VAT rates")
	}
}

func TestPriceRangeOfConfigurable(t *testing.T) {
	now := time.Date(2025, 5, 1, 10, 0, 0, 0, time.UTC)
	p := catalog.Product{Type: catalog.Configurable, Price: 9999, Variants: []catalog.Product{
		{IsActive: true, Price: 5000, SpecialPrice: money(4000), Lowest30Days: 5000},
		{IsActive: true, Price: 4500},
		{IsActive: false, Price: 100},
		{IsActive: true, Price: 7000},
	}}
	if pr := p.Pricing(now); pr.Final != 4000 || !pr.Reduced || pr.PercentOff != 20 {
		t.Errorf("Pricing %+v; want the reduced variant at 40 €", pr)
	}
	low, high := p.PriceRange(now)
	if low.Final != 4000 || high.Final != 7000 {
		t.Errorf("range %d–%d; want 4000–7000 (inactive variants do not count)", low.Final, high.Final)
	}
	simple := catalog.Product{Price: 100}
	if l, h := simple.PriceRange(now); l.Final != 100 || h.Final != 100 {
		t.Errorf("simple range %d–%d", l.Final, h.Final)
	}
}

func TestLowest30Days(t *testing.T) {
	day := func(n int) time.Time { return time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC).AddDate(0, 0, n) }
	snap := func(at time.Time, price catalog.Money, special *catalog.Money, from, to *time.Time) catalog.Snapshot {
		return catalog.Snapshot{At: at, Price: price, Special: special, From: from, To: to}
	}
	tests := []struct {
		name    string
		history []catalog.Snapshot
		want    catalog.Money
	}{
		{"no special price", []catalog.Snapshot{snap(day(0), 100, nil, nil, nil)}, 0},
		{"no history before the reduction: the regular price",
			[]catalog.Snapshot{snap(day(0), 100, money(80), nil, nil)}, 100},
		{"the price was raised just before the reduction",
			[]catalog.Snapshot{snap(day(0), 80, nil, nil, nil), snap(day(10), 100, nil, nil, nil), snap(day(15), 100, money(90), nil, nil)}, 80},
		{"a raise more than 30 days before does not count",
			[]catalog.Snapshot{snap(day(0), 80, nil, nil, nil), snap(day(10), 100, nil, nil, nil), snap(day(50), 100, money(90), nil, nil)}, 100},
		{"an earlier sale in the window was lower",
			[]catalog.Snapshot{
				snap(day(0), 100, nil, nil, nil),
				snap(day(1), 100, money(70), ptrTime(day(5)), ptrTime(day(10))),
				snap(day(20), 100, money(80), nil, nil),
			}, 70},
		{"an earlier sale ended before the window",
			[]catalog.Snapshot{
				snap(day(0), 100, nil, nil, nil),
				snap(day(1), 100, money(70), ptrTime(day(2)), ptrTime(day(3))),
				snap(day(40), 100, money(80), nil, nil),
			}, 100},
		{"a future special price: the window ends when it starts",
			[]catalog.Snapshot{snap(day(0), 120, nil, nil, nil), snap(day(20), 100, money(90), ptrTime(day(45)), nil)}, 100},
		{"a price change during the reduction keeps its start",
			[]catalog.Snapshot{snap(day(0), 100, nil, nil, nil), snap(day(40), 100, money(80), nil, nil), snap(day(90), 120, money(80), nil, nil)}, 100},
		{"a new special price starts a new reduction",
			[]catalog.Snapshot{snap(day(0), 100, nil, nil, nil), snap(day(40), 100, money(80), nil, nil), snap(day(50), 100, money(60), nil, nil)}, 80},
		{"a special price whose days are over",
			[]catalog.Snapshot{snap(day(10), 100, money(80), ptrTime(day(1)), ptrTime(day(5)))}, 0},
	}
	for _, tt := range tests {
		if got := catalog.LowestOf(tt.history...); got != tt.want {
			t.Errorf("%s: %d; want %d", tt.name, got, tt.want)
		}
	}
}

// TestPriceHistoryOnSave follows one product through a year of price
// changes saved with back-dated At values, as the demo data does.
func TestPriceHistoryOnSave(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		day := func(n int) time.Time { return time.Date(2025, 2, 1, 9, 0, 0, 0, time.UTC).AddDate(0, 0, n) }
		in := simple("DECKE-1", "Thermodecke", 10000, f.thermoRugs)
		save := func(at time.Time, price catalog.Money, special *catalog.Money, from, to *time.Time) catalog.Product {
			t.Helper()
			in.At, in.Price, in.SpecialPrice, in.SpecialFrom, in.SpecialTo = at, price, special, from, to
			mustSave(t, f, in)
			return mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"DECKE-1"}})
		}
		historyRows := func() int {
			var n int
			if err := d.Read().Get(f.ctx, &n, "SELECT COUNT(*) FROM product_price_history h JOIN product p ON p.id = h.product_id WHERE p.sku = 'DECKE-1'"); err != nil {
				t.Fatal(err)
			}
			return n
		}

		save(day(0), 10000, nil, nil, nil)
		// A sale at 70 € from day 5 to day 9.
		p := save(day(1), 10000, money(7000), ptrTime(day(5)), ptrTime(day(9)))
		if pr := p.Pricing(day(3)); pr.Reduced {
			t.Errorf("before the sale: %+v", pr)
		}
		if pr := p.Pricing(day(6)); !pr.Reduced || pr.Final != 7000 || pr.Lowest30Days != 10000 || pr.PercentOff != 30 {
			t.Errorf("during the sale: %+v", pr)
		}
		if pr := p.Pricing(day(10)); pr.Reduced || pr.Final != 10000 {
			t.Errorf("after the sale: %+v", pr)
		}
		// Saving the same prices again records nothing.
		rows := historyRows()
		in.Description = texts("<p>Neu beschrieben</p>", "", "")
		save(day(2), 10000, money(7000), ptrTime(day(5)), ptrTime(day(9)))
		if historyRows() != rows {
			t.Errorf("an unchanged price added history: %d → %d rows", rows, historyRows())
		}
		// A new reduction to 80 € on day 20: 30 days back, the sale at 70 € counts.
		p = save(day(20), 10000, money(8000), nil, nil)
		if pr := p.Pricing(day(21)); !pr.Reduced || pr.Lowest30Days != 7000 || pr.PercentOff != 0 {
			t.Errorf("reduction after a lower sale: %+v; want lowest 70 €, 0 %% off", pr)
		}
		if historyRows() != rows+1 {
			t.Errorf("history rows %d; want %d", historyRows(), rows+1)
		}
		// Back to 100 €, then a future reduction to 90 € from day 80.
		save(day(30), 10000, nil, nil, nil)
		p = save(day(60), 10000, money(9000), ptrTime(day(80)), nil)
		if pr := p.Pricing(day(70)); pr.Reduced {
			t.Errorf("before a future special price: %+v", pr)
		}
		if pr := p.Pricing(day(80)); !pr.Reduced || pr.Final != 9000 || pr.Lowest30Days != 10000 || pr.PercentOff != 10 {
			t.Errorf("when the future special price starts: %+v", pr)
		}
		// A back-dated save never goes before the newest snapshot.
		p = save(day(-100), 9500, nil, nil, nil)
		var last time.Time
		if err := d.Read().Get(f.ctx, &last, "SELECT h.at FROM product_price_history h JOIN product p ON p.id = h.product_id WHERE p.sku = 'DECKE-1' ORDER BY h.at DESC, h.id DESC LIMIT 1"); err != nil {
			t.Fatal(err)
		}
		if !last.Equal(day(60)) || p.Price != 9500 {
			t.Errorf("back-dated snapshot at %v; want %v", last, day(60))
		}
	})
}

func TestVariantsTakeTheParentsSpecialPrice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := jacketInput(f)
		in.SpecialPrice = money(11000)
		in.Variants[1].SpecialPrice = money(9900)
		mustSave(t, f, in)
		p := mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"JACKE-1"}})
		now := time.Now()
		want := map[string]catalog.Money{"JACKE-1-NAVY-M": 11000, "JACKE-1-NAVY-L": 9900, "JACKE-1-BLACK-S": 11000}
		for _, v := range p.Variants {
			pr := v.Pricing(now)
			if pr.Final != want[v.SKU] || !pr.Reduced || pr.Lowest30Days != v.Price {
				t.Errorf("%s: %+v; want %d reduced from %d", v.SKU, pr, want[v.SKU], v.Price)
			}
		}
		if pr := p.Pricing(now); pr.Final != 9900 || pr.Regular != 13900 || pr.PercentOff != 28 {
			t.Errorf("parent pricing %+v; want the navy L variant at 99 € from 139 €", pr)
		}
	})
}

// TestPricingReference: one rule for every screen (PAngV § 11): a
// reduction is stated, badge and struck-out price alike, against the
// lowest price of the 30 days before it, never against the regular price;
// when the price to pay is not below that, no reduction shows at all.
func TestPricingReference(t *testing.T) {
	now := time.Date(2025, 5, 1, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		p       catalog.Product
		want    catalog.Money
		ok      bool
		percent int
	}{
		{"not reduced", catalog.Product{Price: 4990}, 0, false, 0},
		// The case: 12,95 € after 16,95 €, lowest of 30 days 13,95 €.
		{"30-day low under the regular price", catalog.Product{Price: 1695, SpecialPrice: money(1295), Lowest30Days: 1395}, 1395, true, 7},
		{"30-day low is the regular price", catalog.Product{Price: 1000, SpecialPrice: money(900), Lowest30Days: 1000}, 1000, true, 10},
		{"30-day low not above the price to pay", catalog.Product{Price: 5000, SpecialPrice: money(4500), Lowest30Days: 4000}, 0, false, 0},
	}
	for _, tt := range tests {
		pr := tt.p.Pricing(now)
		got, ok := pr.Reference()
		if got != tt.want || ok != tt.ok || pr.PercentOff != tt.percent {
			t.Errorf("%s: reference %d, %v, %d %%; want %d, %v, %d %%", tt.name, got, ok, pr.PercentOff, tt.want, tt.ok, tt.percent)
		}
	}
}
