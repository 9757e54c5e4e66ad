package coupon_test

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var now = time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)

type fixture struct {
	ctx       context.Context
	d         *db.DB
	svc       coupon.Service
	feed      int64 // a category
	customers []int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	cat := catalog.NewService(d, nil, nil)
	feed, err := cat.SaveCategory(ctx, catalog.CategoryInput{IsActive: true, Name: catalog.Localized{i18n.German: "Futter"}})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{ctx: ctx, d: d, svc: coupon.NewService(d, func() time.Time { return now }), feed: feed}
	accounts := []customer.SeedAccount{
		{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger"},
		{Locale: i18n.German, Email: "ben@example.de", Password: "Sattel-2026", Firstname: "Ben", Lastname: "Berger"},
	}
	if err := customer.Seed(ctx, d, accounts); err != nil {
		t.Fatal(err)
	}
	for _, a := range accounts {
		var id int64
		if err := d.Read().Get(ctx, &id, `SELECT id FROM customer WHERE email_key = ?`, a.Email); err != nil {
			t.Fatal(err)
		}
		f.customers = append(f.customers, id)
	}
	return f
}

func (f *fixture) save(t *testing.T, in coupon.Input) int64 {
	t.Helper()
	id, err := f.svc.Save(f.ctx, in)
	if err != nil {
		t.Fatalf("save %s: %v", in.Code, err)
	}
	return id
}

func TestSaveAndGet(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		from, to := now.Add(-time.Hour), now.AddDate(0, 1, 0)
		id := f.save(t, coupon.Input{Code: " futter20 ", Type: coupon.Percent, Amount: 2000, MinSubtotal: 3000, ValidFrom: &from, ValidTo: &to,
			UsageLimit: 100, PerCustomerLimit: 2, CategoryIDs: []int64{f.feed}, Active: true,
			Label: catalog.Localized{i18n.German: "20 % auf Futter", i18n.English: "20% off feed"}})
		c, err := f.svc.Get(f.ctx, i18n.French, "Futter20")
		if err != nil {
			t.Fatal(err)
		}
		if c.ID != id || c.Code != "FUTTER20" || c.Type != coupon.Percent || c.Amount != 2000 || c.MinSubtotal != 3000 ||
			!c.ValidFrom.Equal(from) || !c.ValidTo.Equal(to) || c.UsageLimit != 100 || c.PerCustomerLimit != 2 ||
			len(c.CategoryIDs) != 1 || c.CategoryIDs[0] != f.feed || c.Label != "20 % auf Futter" || !c.Active || c.Combinable {
			t.Errorf("coupon %+v", c)
		}
		if c, _ := f.svc.Get(f.ctx, i18n.English, "FUTTER20"); c.Label != "20% off feed" {
			t.Errorf("English label %q", c.Label)
		}
		// Saving the code again updates it in place.
		again := f.save(t, coupon.Input{Code: "FUTTER20", Type: coupon.Fixed, Amount: 500, Combinable: true, Active: true, SKUPrefix: "rvl-"})
		c, _ = f.svc.Get(f.ctx, i18n.German, "futter20")
		if again != id || c.Type != coupon.Fixed || len(c.CategoryIDs) != 0 || c.Label != "FUTTER20" || c.SKUPrefix != "RVL-" || !c.Combinable {
			t.Errorf("updated %d %+v", again, c)
		}
		if _, err := f.svc.Get(f.ctx, i18n.German, "NIEMALS"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown code: %v", err)
		}
		if _, err := f.svc.Get(f.ctx, i18n.German, "A B"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("malformed code: %v", err)
		}
	})
}

func TestSaveRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		valid := func() coupon.Input {
			return coupon.Input{Code: "GUT", Type: coupon.Percent, Amount: 1000, Active: true}
		}
		later := now.Add(time.Hour)
		tests := []struct {
			name   string
			change func(in *coupon.Input)
			field  string
		}{
			{"no code", func(in *coupon.Input) { in.Code = " " }, "code"},
			{"a code with a space", func(in *coupon.Input) { in.Code = "GUT SCHEIN" }, "code"},
			{"a code too long", func(in *coupon.Input) { in.Code = strings.Repeat("A", 33) }, "code"},
			{"unknown type", func(in *coupon.Input) { in.Type = "gift" }, "type"},
			{"0 %", func(in *coupon.Input) { in.Amount = 0 }, "amount"},
			{"above 100 %", func(in *coupon.Input) { in.Amount = 10001 }, "amount"},
			{"a negative fixed amount", func(in *coupon.Input) { in.Type, in.Amount = coupon.Fixed, -1 }, "amount"},
			{"free shipping with an amount", func(in *coupon.Input) { in.Type, in.Amount = coupon.FreeShipping, 5 }, "amount"},
			{"a negative minimum", func(in *coupon.Input) { in.MinSubtotal = -1 }, "minSubtotal"},
			{"ends before it begins", func(in *coupon.Input) { in.ValidFrom, in.ValidTo = &later, &now }, "validTo"},
			{"a negative usage limit", func(in *coupon.Input) { in.UsageLimit = -1 }, "usageLimit"},
			{"a negative customer limit", func(in *coupon.Input) { in.PerCustomerLimit = -2 }, "perCustomerLimit"},
			{"a bad SKU prefix", func(in *coupon.Input) { in.SKUPrefix = "R V" }, "skuPrefix"},
			{"an unknown category", func(in *coupon.Input) { in.CategoryIDs = []int64{f.feed, 99999} }, "categoryIds[1]"},
			{"a category twice", func(in *coupon.Input) { in.CategoryIDs = []int64{f.feed, f.feed} }, "categoryIds[1]"},
			{"a label with a line break", func(in *coupon.Input) { in.Label = catalog.Localized{i18n.German: "a\nb"} }, "label.de"},
			{"a label in another language", func(in *coupon.Input) { in.Label = catalog.Localized{"es": "x"} }, "label"},
		}
		for _, tt := range tests {
			in := valid()
			tt.change(&in)
			_, err := f.svc.Save(f.ctx, in)
			e := apperr.As(err)
			if e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
				continue
			}
			for _, l := range i18n.Locales {
				if msg := i18n.Messages().T(l, e.Key, e.Args...); msg == e.Key || strings.Contains(msg, "{{") {
					t.Errorf("%s: message %q in %s", tt.name, msg, l)
				}
			}
		}
		var n int
		if err := d.Read().Get(f.ctx, &n, `SELECT COUNT(*) FROM coupon`); err != nil || n != 0 {
			t.Errorf("refused saves stored %d coupons (%v)", n, err)
		}
	})
}

func TestEvaluateFromTheDatabase(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.save(t, coupon.Input{Code: "FUTTER", Type: coupon.Percent, Amount: 2000, CategoryIDs: []int64{f.feed}, Active: true,
			Label: catalog.Localized{i18n.German: "Futterrabatt"}})
		f.save(t, coupon.Input{Code: "EINMAL", Type: coupon.Fixed, Amount: 500, PerCustomerLimit: 1, Combinable: true, Active: true})
		f.save(t, coupon.Input{Code: "VERSANDFREI", Type: coupon.FreeShipping, Combinable: true, Active: true})
		lines := []coupon.Line{{SKU: "HAFER", CategoryIDs: []int64{f.feed}, Gross: 2000}, {SKU: "JACKE", Gross: 8000}}

		res, err := f.svc.Evaluate(f.ctx, i18n.English, []string{"futter"}, coupon.Context{Now: now, Lines: lines})
		if err != nil || len(res.Applied) != 1 || res.Applied[0].Amount != 400 || res.Applied[0].Lines[0] != 400 || res.Applied[0].Label != "Futterrabatt" {
			t.Errorf("category coupon: %+v %v", res, err)
		}
		if err := f.svc.RecordUse(f.ctx, []string{"EINMAL"}, f.customers[0]); err != nil {
			t.Fatal(err)
		}
		res, _ = f.svc.Evaluate(f.ctx, i18n.German, []string{"EINMAL", "VERSANDFREI"}, coupon.Context{Now: now, CustomerID: f.customers[0], Lines: lines})
		if len(res.Applied) != 1 || !res.Applied[0].FreeShipping || len(res.Rejected) != 1 || res.Rejected[0].Reason != coupon.UsedByCustomer {
			t.Errorf("used by the customer: %+v", res)
		}
		res, _ = f.svc.Evaluate(f.ctx, i18n.German, []string{"EINMAL", "VERSANDFREI"}, coupon.Context{Now: now, CustomerID: f.customers[1], Lines: lines})
		if len(res.Applied) != 2 || res.Applied[0].Amount != 500 || res.Applied[0].Label != "EINMAL" {
			t.Errorf("another customer: %+v", res)
		}
	})
}

func TestRecordUseHoldsTheLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.save(t, coupon.Input{Code: "FUENF", Type: coupon.Fixed, Amount: 500, UsageLimit: 5, Active: true})
		f.save(t, coupon.Input{Code: "EINMAL", Type: coupon.Fixed, Amount: 500, PerCustomerLimit: 1, Active: true})

		// 20 orders at once: exactly five may use a coupon of five uses.
		var wg sync.WaitGroup
		var mu sync.Mutex
		used, refused := 0, 0
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := d.InTransaction(f.ctx, func(ctx context.Context) error {
					return f.svc.RecordUse(ctx, []string{"fuenf"}, f.customers[i%2])
				})
				mu.Lock()
				defer mu.Unlock()
				switch e := apperr.As(err); {
				case err == nil:
					used++
				case e.Kind == apperr.Conflict && e.Key == "coupon.usedUp":
					refused++
				default:
					t.Errorf("order %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		c, _ := f.svc.Get(f.ctx, i18n.German, "FUENF")
		if used != 5 || refused != 15 || c.TimesUsed != 5 {
			t.Errorf("%d used, %d refused, %d counted; want 5, 15, 5", used, refused, c.TimesUsed)
		}

		// Once per customer; a guest is counted in total only.
		if err := f.svc.RecordUse(f.ctx, []string{"EINMAL"}, f.customers[0]); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.RecordUse(f.ctx, []string{"EINMAL"}, f.customers[0]); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("a second use by the customer: %v", err)
		}
		for range 2 {
			if err := f.svc.RecordUse(f.ctx, []string{"EINMAL"}, 0); err != nil {
				t.Errorf("a guest's use: %v", err)
			}
		}
		// A refused code counts nothing of the others in the same order.
		err := d.InTransaction(f.ctx, func(ctx context.Context) error {
			return f.svc.RecordUse(ctx, []string{"EINMAL", "FUENF"}, f.customers[1])
		})
		if apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("an order with a used-up code: %v", err)
		}
		if c, _ := f.svc.Get(f.ctx, i18n.German, "EINMAL"); c.TimesUsed != 3 {
			t.Errorf("EINMAL used %d times; want 3", c.TimesUsed)
		}
		if err := f.svc.RecordUse(f.ctx, []string{"NIEMALS"}, 0); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("an unknown code: %v", err)
		}

		// A cancelled order gives its uses back.
		if err := f.svc.ReleaseUse(f.ctx, []string{"EINMAL", "FUENF"}, f.customers[0]); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.RecordUse(f.ctx, []string{"EINMAL"}, f.customers[0]); err != nil {
			t.Errorf("the customer's use after a release: %v", err)
		}
		if c, _ := f.svc.Get(f.ctx, i18n.German, "FUENF"); c.TimesUsed != 4 {
			t.Errorf("FUENF used %d times after a release; want 4", c.TimesUsed)
		}
		for range 3 {
			if err := f.svc.ReleaseUse(f.ctx, []string{"EINMAL"}, f.customers[1]); err != nil {
				t.Fatal(err)
			}
		}
		var counts []int
		if err := d.Read().Select(f.ctx, &counts, `SELECT times_used FROM coupon UNION ALL SELECT times_used FROM coupon_usage`); err != nil {
			t.Fatal(err)
		}
		for _, n := range counts {
			if n < 0 {
				t.Errorf("a count below zero: %v", counts)
			}
		}
	})
}
