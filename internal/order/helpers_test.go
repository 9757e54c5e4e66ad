package order_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/shipping"
)

func TestMain(m *testing.M) {
	if os.Getenv(crashChildEnv) != "" {
		os.Exit(crashChild())
	}
	os.Exit(dbtest.Main(m))
}

// start is the tests' clock: a Tuesday morning in Berlin.
var start = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

var de = storecode.Store{Site: "shop", Locale: i18n.German}

const baseURL = "https://shop.example"

// account is the demo bank account of the tests.
var account = banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE89370400440532013000", BIC: "COBADEFFXXX", BankName: "Commerzbank"}

type fixture struct {
	ctx      context.Context
	d        *db.DB
	carts    cart.Service
	catalog  catalog.Service
	coupons  coupon.Service
	payments payment.Service
	testpay  *testpay.Provider
	// refunds stands between the payments and the test provider's
	// refunds (refund_test.go): pending or unreachable on demand.
	refunds *refundGate
	queue   *jobs.Queue
	svc     order.Service
	clock   *clock
	anna    int64
}

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	// No client in the context: the tests create more guest carts than a
	// client may.
	ctx := context.Background()
	if _, err := carttest.Seed(ctx, d, start); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	accounts := []customer.SeedAccount{{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger",
		Addresses: []customer.SeedAddress{{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802",
			City: "München", CountryCode: "DE", DefaultBilling: true, DefaultShipping: true}}}}
	if err := customer.Seed(ctx, d, accounts); err != nil {
		t.Fatal(err)
	}
	f, err := wire(ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Read().Get(ctx, &f.anna, `SELECT id FROM customer WHERE email_key = ?`, "anna@example.de"); err != nil {
		t.Fatal(err)
	}
	return f
}

// wire builds the services on a seeded database.
func wire(ctx context.Context, d *db.DB) (*fixture, error) {
	f := &fixture{ctx: ctx, d: d, clock: &clock{t: start}}
	customers, err := customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: f.clock.now})
	if err != nil {
		return nil, err
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	f.queue = jobs.New(d, logger)
	f.catalog = catalog.NewService(d, nil, f.queue)
	f.testpay = testpay.New(d, baseURL, f.clock.now)
	f.refunds = &refundGate{Provider: f.testpay, db: d}
	registry := payment.NewRegistry().Add(banktransfer.New(account)).AddTest(f.refunds)
	if f.payments, err = payment.NewService(d, registry, f.queue, payment.Options{BaseURL: baseURL, Now: f.clock.now}); err != nil {
		return nil, err
	}
	f.coupons = coupon.NewService(d, f.clock.now)
	if f.carts, err = cart.NewService(d, cart.Dependencies{
		Catalog: f.catalog, Coupons: f.coupons, Shipping: shipping.NewService(d, f.clock.now),
		Addresses: customers, Limiter: ratelimit.NewDB(d, f.clock.now), Payments: f.payments,
	}, cart.Options{Now: f.clock.now}); err != nil {
		return nil, err
	}
	outbox, err := mail.NewOutbox(d, f.queue, mail.Options{Logger: logger, Now: f.clock.now})
	if err != nil {
		return nil, err
	}
	if f.svc, err = order.NewService(d, order.Dependencies{Customers: customers, Carts: f.carts, Stock: f.catalog, Coupons: f.coupons, Payments: f.payments, Mail: outbox,
		Limiter: ratelimit.NewDB(d, f.clock.now), Seller: demoSeller{}},
		order.Options{BaseURL: baseURL, Key: documentKey, Now: f.clock.now}); err != nil {
		return nil, err
	}
	f.queue.Handle(payment.StatusJobKind, f.svc.HandlePaymentJob)
	f.queue.Handle(mail.JobKind, outbox.HandleJob)
	// Without a search engine a reindex only empties the read cache (and
	// says the engine is unavailable, which is no failure here).
	f.queue.Handle(catalog.ReindexJobKind, func(ctx context.Context, payload json.RawMessage) error {
		if err := f.catalog.HandleReindexJob(ctx, payload); apperr.KindOf(err) != apperr.Unavailable {
			return err
		}
		return nil
	})
	return f, nil
}

// guestCart creates a guest cart holding items.
func (f *fixture) guestCart(t testing.TB, items ...cart.ItemInput) cart.Ref {
	t.Helper()
	c, err := f.carts.CreateGuest(f.ctx, de)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, Store: de}
	if len(items) > 0 {
		f.add(t, ref, items...)
	}
	return ref
}

func (f *fixture) add(t testing.TB, ref cart.Ref, items ...cart.ItemInput) cart.Cart {
	t.Helper()
	c, userErrors, err := f.carts.AddItems(f.ctx, ref, items)
	if err != nil || len(userErrors) > 0 {
		t.Fatalf("add %+v: %v %+v", items, err, userErrors)
	}
	return c
}

func item(sku string, quantity float64, selected ...string) cart.ItemInput {
	return cart.ItemInput{SKU: sku, Quantity: quantity, SelectedOptions: selected}
}

// munich is a German address.
var munich = order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}

// input is a guest's checkout with method.
func input(method string) order.PlaceInput {
	a := munich
	return order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a, BillingAddress: munich, PaymentMethod: method}
}

// stock is a product's stock now.
func (f *fixture) stock(t testing.TB, sku string) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, `SELECT stock_qty FROM product WHERE sku = ?`, sku); err != nil {
		t.Fatal(err)
	}
	return n
}

func (f *fixture) productID(t testing.TB, sku string) int64 {
	t.Helper()
	var id int64
	if err := f.d.Read().Get(f.ctx, &id, `SELECT id FROM product WHERE sku = ?`, sku); err != nil {
		t.Fatal(err)
	}
	return id
}

func (f *fixture) setStock(t testing.TB, sku string, n int) {
	t.Helper()
	if _, err := f.d.Write().Exec(f.ctx, `UPDATE product SET stock_qty = ? WHERE sku = ?`, n, sku); err != nil {
		t.Fatal(err)
	}
}

// count answers a counting query.
func (f *fixture) count(t testing.TB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

// mails counts the mails of a tag.
func (f *fixture) mails(t testing.TB, tag string) int {
	return f.count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, tag)
}

// runJobs runs every due job.
func (f *fixture) runJobs(t testing.TB) {
	t.Helper()
	for range 10 {
		n, err := f.queue.RunDue(f.ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}
