package coupon_test

import (
	"context"
	"fmt"
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
	"paddock/internal/platform/mail"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var now = time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)

type fixture struct {
	ctx       context.Context
	d         *db.DB
	svc       coupon.Service
	feed      int64 // a category
	customers []int64
	mu        sync.Mutex
	orders    int
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

// order puts an order of email (of customer, 0 for a guest) in place for
// uses to belong to, as package order writes one, and answers its id.
func (f *fixture) order(t *testing.T, email string, customer int64) int64 {
	t.Helper()
	f.mu.Lock()
	f.orders++
	number := f.orders
	f.mu.Unlock()
	var owner any
	if customer != 0 {
		owner = customer
	}
	var id int64
	if err := f.d.Write().Get(f.ctx, &id, `INSERT INTO sales_order (increment_id, customer_id, email, email_key, website, locale, status,
		payment_method, subtotal_incl_tax, subtotal_excl_tax, tax, grand_total, grand_total_excl_tax, created_at, updated_at)
		VALUES (?, ?, ?, ?, 'shop', 'de', 'pending_payment', 'banktransfer', 1000, 840, 160, 1000, 840, ?, ?) RETURNING id`,
		fmt.Sprintf("%09d", number), owner, email, mail.MailboxKey(email), now, now); err != nil {
		t.Fatal(err)
	}
	return id
}

// use records an order's use of codes by a new order of email and
// customer, in a transaction of its own.
func (f *fixture) use(ctx context.Context, t *testing.T, email string, customer int64, codes ...string) error {
	t.Helper()
	id := f.order(t, email, customer)
	return f.d.InTransaction(ctx, func(ctx context.Context) error {
		return f.svc.RecordUse(ctx, coupon.Use{OrderID: id, Codes: codes, CustomerID: customer, Email: email})
	})
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
		if err := f.use(f.ctx, t, "anna@example.de", f.customers[0], "EINMAL"); err != nil {
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
		emails := []string{"anna@example.de", "ben@example.de"}

		// 20 orders at once: exactly five may use a coupon of five uses.
		var wg sync.WaitGroup
		var mu sync.Mutex
		used, refused := 0, 0
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := f.use(f.ctx, t, emails[i%2], f.customers[i%2], "fuenf")
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

		// Once per customer.
		annasOrder := f.order(t, "anna@example.de", f.customers[0])
		if err := f.svc.RecordUse(f.ctx, coupon.Use{OrderID: annasOrder, Codes: []string{"EINMAL"}, CustomerID: f.customers[0], Email: "anna@example.de"}); err != nil {
			t.Fatal(err)
		}
		if err := f.use(f.ctx, t, "anna@example.de", f.customers[0], "EINMAL"); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("a second use by the customer: %v", err)
		}
		// Guests once per mailbox: two strangers may, the same one again may not.
		for _, email := range []string{"carla@example.de", "dora@example.de"} {
			if err := f.use(f.ctx, t, email, 0, "EINMAL"); err != nil {
				t.Errorf("a guest's first use: %v", err)
			}
		}
		if err := f.use(f.ctx, t, "Carla+zweites@Example.de", 0, "EINMAL"); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("a guest's second use under a +alias: %v", err)
		}
		// A refused code counts nothing of the others in the same order.
		if err := f.use(f.ctx, t, "ben@example.de", f.customers[1], "EINMAL", "FUENF"); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("an order with a used-up code: %v", err)
		}
		if c, _ := f.svc.Get(f.ctx, i18n.German, "EINMAL"); c.TimesUsed != 3 {
			t.Errorf("EINMAL used %d times; want 3", c.TimesUsed)
		}
		if err := f.use(f.ctx, t, "eva@example.de", 0, "NIEMALS"); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("an unknown code: %v", err)
		}

		// A cancelled order gives its uses back, once.
		for range 2 {
			if err := f.svc.ReleaseUse(f.ctx, annasOrder); err != nil {
				t.Fatal(err)
			}
		}
		if c, _ := f.svc.Get(f.ctx, i18n.German, "EINMAL"); c.TimesUsed != 2 {
			t.Errorf("EINMAL used %d times after a release (twice); want 2", c.TimesUsed)
		}
		if err := f.use(f.ctx, t, "anna@example.de", f.customers[0], "EINMAL"); err != nil {
			t.Errorf("the customer's use after a release: %v", err)
		}
		var n int
		if err := d.Read().Get(f.ctx, &n, `SELECT COUNT(*) FROM coupon_use u JOIN coupon c ON c.id = u.coupon_id WHERE c.code = 'EINMAL'`); err != nil || n != 3 {
			t.Errorf("%d uses of EINMAL kept (%v); want 3", n, err)
		}
	})
}

// A "once per customer" coupon is once per person: the uses of an account
// and of its address's mailbox count together, whoever placed the order
// (issue 23, point 4: WILLKOMMEN10 again through a guest checkout with the
// account's own address, a +alias of it, or Gmail's dots).
func TestOncePerCustomerCountsTheMailboxForGuestsAndCustomers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.save(t, coupon.Input{Code: "WILLKOMMEN10", Type: coupon.Percent, Amount: 1000, PerCustomerLimit: 1, Active: true})
		lines := []coupon.Line{{SKU: "JACKE", Gross: 8000}}
		anna := f.customers[0] // anna@example.de
		applies := func(c coupon.Context) bool {
			t.Helper()
			c.Now, c.Lines = now, lines
			res, err := f.svc.Evaluate(f.ctx, i18n.German, []string{"WILLKOMMEN10"}, c)
			if err != nil {
				t.Fatal(err)
			}
			return len(res.Applied) == 1
		}

		// Anna used it with her account.
		if err := f.use(f.ctx, t, "anna@example.de", anna, "WILLKOMMEN10"); err != nil {
			t.Fatal(err)
		}
		tries := []struct {
			name     string
			email    string
			customer int64
		}{
			{"her account again", "anna@example.de", anna},
			{"a guest with her address", "anna@example.de", 0},
			{"a guest with her address in capitals", "ANNA@Example.DE", 0},
			{"a guest with a +alias", "anna+neu@example.de", 0},
			{"her account under another address", "anna.neu@example.de", anna},
		}
		for _, tt := range tries {
			if applies(coupon.Context{CustomerID: tt.customer, Email: tt.email}) {
				t.Errorf("%s: the coupon applies when the cart is evaluated", tt.name)
			}
			if err := f.use(f.ctx, t, tt.email, tt.customer, "WILLKOMMEN10"); apperr.As(err).Key != "coupon.usedUp" {
				t.Errorf("%s: placing counts it again: %v", tt.name, err)
			}
		}

		// A guest's use with a Gmail address keeps the account of that
		// mailbox from it too, and other spellings of the mailbox.
		if err := f.use(f.ctx, t, "ben.berger@gmail.com", 0, "WILLKOMMEN10"); err != nil {
			t.Fatal(err)
		}
		for _, email := range []string{"BenBerger@googlemail.com", "b.e.n.berger+x@gmail.com"} {
			if applies(coupon.Context{Email: email}) {
				t.Errorf("%s: applies after ben.berger@gmail.com used it", email)
			}
			if err := f.use(f.ctx, t, email, 0, "WILLKOMMEN10"); apperr.As(err).Key != "coupon.usedUp" {
				t.Errorf("%s: placing counts it again: %v", email, err)
			}
		}

		// Nobody else is kept from it; without an address yet a guest's
		// cart shows it (placing decides with the order's address).
		if !applies(coupon.Context{CustomerID: f.customers[1], Email: "ben@example.de"}) || !applies(coupon.Context{Email: "carla@example.de"}) ||
			!applies(coupon.Context{}) {
			t.Error("the coupon does not apply to someone who never used it")
		}
	})
}

// Migration 00035 keys the orders' addresses as mail.MailboxKey does and
// takes the coupon uses from the orders that still hold them.
func TestMigrationKeysOrdersAndTheirCouponUses(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, migrated *db.DB) {
		ctx := context.Background()
		d := dbtest.NewEmpty(t, migrated.Dialect())
		if _, err := d.MigrateTo(ctx, 34); err != nil {
			t.Fatal(err)
		}
		emails := []string{"Anna.Berger@Example.DE", "anna.berger+shop@example.de", "J.Ana+x@GoogleMail.com", "jana@gmail.com",
			"+49151@example.de", "Jörg@Example.de", "ben@example.de"}
		for _, stmt := range []string{
			`INSERT INTO customer (id, website, email, email_key, firstname, lastname, locale, store_code, password_hash, password_changed_at,
				created_at, updated_at) VALUES (1, 'shop', 'Anna.Berger@Example.DE', 'anna.berger@example.de', 'Anna', 'Berger', 'de', 'shop_de', 'x',
				'2026-11-01 00:00:00', '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO coupon (id, code, type, amount, per_customer_limit, times_used, created_at, updated_at)
				VALUES (1, 'WILLKOMMEN10', 'percent', 1000, 1, 3, '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
				(2, 'VERSANDFREI', 'free_shipping', 0, 0, 2, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO coupon_usage (coupon_id, customer_id, times_used) VALUES (1, 1, 1)`,
		} {
			if _, err := d.Write().Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		codes := []string{"WILLKOMMEN10", "", "WILLKOMMEN10,VERSANDFREI", "", "", "", "WILLKOMMEN10"}
		for i, email := range emails {
			var customer any
			if i == 0 {
				customer = 1
			}
			// The last order was cancelled: its uses were given back.
			if _, err := d.Write().Exec(ctx, `INSERT INTO sales_order (id, increment_id, customer_id, email, website, locale, status,
				payment_method, subtotal_incl_tax, subtotal_excl_tax, tax, grand_total, grand_total_excl_tax, coupon_codes, stock_returned,
				created_at, updated_at) VALUES (?, ?, ?, ?, 'shop', 'de', 'pending_payment', 'banktransfer', 1000, 840, 160, 1000, 840, ?, ?,
				'2026-11-02 00:00:00', '2026-11-02 00:00:00')`, i+1, fmt.Sprintf("%09d", i+1), customer, email, codes[i], i == len(emails)-1); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := d.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var keys []string
		if err := d.Read().Select(ctx, &keys, `SELECT email_key FROM sales_order ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		for i, email := range emails {
			if keys[i] != mail.MailboxKey(email) {
				t.Errorf("%s keyed %q; MailboxKey says %q", email, keys[i], mail.MailboxKey(email))
			}
		}
		var uses []struct {
			Coupon   int64  `db:"coupon_id"`
			Order    int64  `db:"order_id"`
			Customer *int64 `db:"customer_id"`
			Key      string `db:"email_key"`
		}
		if err := d.Read().Select(ctx, &uses, `SELECT coupon_id, order_id, customer_id, email_key FROM coupon_use ORDER BY order_id, coupon_id`); err != nil {
			t.Fatal(err)
		}
		if len(uses) != 3 || uses[0].Order != 1 || uses[0].Coupon != 1 || uses[0].Customer == nil || *uses[0].Customer != 1 ||
			uses[0].Key != "anna.berger@example.de" || uses[1].Order != 3 || uses[1].Coupon != 1 || uses[1].Customer != nil ||
			uses[1].Key != "jana@gmail.com" || uses[2].Order != 3 || uses[2].Coupon != 2 {
			t.Errorf("uses %+v", uses)
		}
		// The coupon service counts them: the +alias's guest checkout is Anna's.
		svc := coupon.NewService(d, func() time.Time { return now })
		res, err := svc.Evaluate(ctx, i18n.German, []string{"WILLKOMMEN10"}, coupon.Context{Now: now, Email: "anna.berger+neu@example.de",
			Lines: []coupon.Line{{SKU: "JACKE", Gross: 8000}}})
		if err != nil || len(res.Applied) != 0 {
			t.Errorf("after the migration: %+v %v", res, err)
		}
	})
}
