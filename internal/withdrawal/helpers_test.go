package withdrawal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"os"
	"strings"
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
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/settings"
	"paddock/internal/shipping"
	"paddock/internal/withdrawal"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// start is the tests' clock: a Tuesday in November, 14:03:12 in Berlin.
var start = time.Date(2026, 11, 24, 13, 3, 12, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) set(t time.Time)     { c.mu.Lock(); c.t = t; c.mu.Unlock() }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

var de = storecode.Store{Site: "shop", Locale: i18n.German}

const baseURL = "https://shop.example"

// demoSeller is the shop's legal data in the tests: the demo's.
type demoSeller struct{}

func (demoSeller) Legal(context.Context) (settings.Legal, error) { return settings.Demo, nil }

// failingMail fails to enqueue mail to one address, as a broken outbox
// would, so that the declaring transaction rolls back.
type failingMail struct {
	mail.Sender
	to string
}

func (m failingMail) Enqueue(ctx context.Context, tx db.Handle, msg mail.Message) error {
	if len(msg.To) > 0 && msg.To[0] == m.to {
		return errors.New("outbox unavailable")
	}
	return m.Sender.Enqueue(ctx, tx, msg)
}

type fixture struct {
	ctx     context.Context
	d       *db.DB
	carts   cart.Service
	catalog catalog.Service
	orders  order.Service
	staff   order.Staff
	queue   *jobs.Queue
	svc     interface {
		withdrawal.Service
		withdrawal.Staff
	}
	clock *clock
	// anna and eve are customers.
	anna, eve int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	if _, err := carttest.Seed(ctx, d, start); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	accounts := []customer.SeedAccount{{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger",
		Addresses: []customer.SeedAddress{{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802",
			City: "München", CountryCode: "DE", DefaultBilling: true, DefaultShipping: true}}},
		{Locale: i18n.German, Email: "eve@example.de", Password: "Sattel-2026", Firstname: "Eve", Lastname: "Muster"}}
	if err := customer.Seed(ctx, d, accounts); err != nil {
		t.Fatal(err)
	}
	f := &fixture{ctx: ctx, d: d, clock: &clock{t: start}}
	customers, err := customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	f.queue = jobs.New(d, logger)
	f.catalog = catalog.NewService(d, nil, f.queue)
	registry := payment.NewRegistry().Add(banktransfer.New(banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE89370400440532013000",
		BIC: "COBADEFFXXX", BankName: "Commerzbank"}))
	payments, err := payment.NewService(d, registry, f.queue, payment.Options{BaseURL: baseURL, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	coupons := coupon.NewService(d, f.clock.now)
	limiter := ratelimit.NewDB(d, f.clock.now)
	if f.carts, err = cart.NewService(d, cart.Dependencies{
		Catalog: f.catalog, Coupons: coupons, Shipping: shipping.NewService(d, f.clock.now),
		Addresses: customers, Limiter: limiter, Payments: payments,
	}, cart.Options{Now: f.clock.now}); err != nil {
		t.Fatal(err)
	}
	outbox, err := mail.NewOutbox(d, f.queue, mail.Options{From: "Paddock <shop@paddock.example>", ShopAddress: "service@paddock.example",
		Logger: logger, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	if f.orders, err = order.NewService(d, order.Dependencies{Customers: customers, Carts: f.carts, Stock: f.catalog, Coupons: coupons,
		Payments: payments, Mail: outbox, Limiter: limiter, Seller: demoSeller{}},
		order.Options{BaseURL: baseURL, Now: f.clock.now}); err != nil {
		t.Fatal(err)
	}
	f.staff = f.orders.(order.Staff)
	f.queue.Handle(mail.JobKind, outbox.HandleJob)
	f.queue.Handle(catalog.ReindexJobKind, func(ctx context.Context, payload json.RawMessage) error {
		if err := f.catalog.HandleReindexJob(ctx, payload); apperr.KindOf(err) != apperr.Unavailable {
			return err
		}
		return nil
	})
	rets := returns.NewService(d, returns.Dependencies{Orders: f.orders, Mail: outbox, Seller: demoSeller{}},
		returns.Options{BaseURL: baseURL, Now: f.clock.now})
	f.svc, err = withdrawal.NewService(withdrawal.Dependencies{DB: d, Orders: f.orders, Returns: rets.(withdrawal.Returns),
		Mail: failingMail{Sender: outbox, to: "broken@example.de"}, Limiter: limiter, Seller: demoSeller{}},
		withdrawal.Options{BaseURL: baseURL, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Read().Get(ctx, &f.anna, `SELECT id FROM customer WHERE email_key = ?`, "anna@example.de"); err != nil {
		t.Fatal(err)
	}
	if err := d.Read().Get(ctx, &f.eve, `SELECT id FROM customer WHERE email_key = ?`, "eve@example.de"); err != nil {
		t.Fatal(err)
	}
	return f
}

func item(sku string, quantity float64) cart.ItemInput {
	return cart.ItemInput{SKU: sku, Quantity: quantity}
}

// shirt is the club shirt with initials typed in: an individualised item.
func (f *fixture) shirt(t *testing.T, quantity float64) cart.ItemInput {
	t.Helper()
	ps, err := f.catalog.Products(f.ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"RVL-TX-1"}})
	if err != nil || len(ps) != 1 {
		t.Fatalf("the shirt: %v %v", ps, err)
	}
	in := item("RVL-TX-1", quantity)
	for _, o := range ps[0].CustomOptions {
		switch o.Title {
		case "Logo-Art":
			in.SelectedOptions = append(in.SelectedOptions, catalog.CustomOptionValueUID(o.ID, o.Values[0].ID))
		case "Kürzel":
			in.EnteredOptions = append(in.EnteredOptions, cart.EnteredOption{UID: catalog.CustomOptionUID(o.ID), Value: "RVL"})
		}
	}
	return in
}

var munich = order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}

// guestOrder places a guest's order (lena@example.de, bank transfer) of
// items, paid.
func (f *fixture) guestOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	c, err := f.carts.CreateGuest(f.ctx, de)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, Store: de}
	if _, userErrors, err := f.carts.AddItems(f.ctx, ref, items); err != nil || len(userErrors) > 0 {
		t.Fatalf("add: %v %+v", err, userErrors)
	}
	a := munich
	placed, err := f.orders.Place(f.ctx, ref, order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a, BillingAddress: munich,
		PaymentMethod: banktransfer.Code})
	if err != nil {
		t.Fatal(err)
	}
	return f.paid(t, placed.Order)
}

// annasOrder places a paid order of the customer anna's.
func (f *fixture) annasOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	c, err := f.carts.ForCustomer(f.ctx, f.anna, de)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: f.anna, Store: de}
	if _, userErrors, err := f.carts.AddItems(f.ctx, ref, items); err != nil || len(userErrors) > 0 {
		t.Fatalf("add: %v %+v", err, userErrors)
	}
	a := munich
	placed, err := f.orders.Place(f.ctx, ref, order.PlaceInput{Email: "anna@example.de", ShippingAddress: &a, BillingAddress: munich,
		PaymentMethod: banktransfer.Code})
	if err != nil {
		t.Fatal(err)
	}
	return f.paid(t, placed.Order)
}

func (f *fixture) paid(t *testing.T, o order.Order) order.Order {
	t.Helper()
	o, _, err := f.staff.RecordBankTransfer(f.ctx, o.Number)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// ship sends everything of an order at the clock's time and, unless
// delivered is zero, records it delivered then, moving the clock there.
func (f *fixture) ship(t *testing.T, o order.Order, delivered time.Time) {
	t.Helper()
	sh, err := f.staff.Ship(f.ctx, o.Number, order.ShipInput{Tracking: "JJD000123"})
	if err != nil {
		t.Fatal(err)
	}
	if !delivered.IsZero() {
		f.clock.set(delivered)
		if err := f.staff.Delivered(f.ctx, sh.Number, delivered); err != nil {
			t.Fatal(err)
		}
	}
}

func (f *fixture) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

// mails are the mails of a tag, newest last, after running the outbox.
func (f *fixture) mails(t *testing.T, tag string) []mail.Stored {
	t.Helper()
	for range 10 {
		n, err := f.queue.RunDue(f.ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	all, err := mail.NewMailbox(f.d).List(f.ctx, 500)
	if err != nil {
		t.Fatal(err)
	}
	var out []mail.Stored
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].Tag == tag {
			out = append(out, all[i])
		}
	}
	return out
}

// client is a visitor's address.
func client(ip string) ratelimit.Client { return ratelimit.Client{IP: ip, UserAgent: "Test"} }

// fieldsOf are the fields a joined Invalid error names, with their keys.
func fieldsOf(err error) map[string]string {
	out := map[string]string{}
	var errs []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	} else if err != nil {
		errs = []error{err}
	}
	for _, e := range errs {
		if a := apperr.As(e); a.Kind == apperr.Invalid {
			out[a.Field] = a.Key
		}
	}
	return out
}

func contains(haystack string, needles ...string) []string {
	var missing []string
	for _, n := range needles {
		if !strings.Contains(haystack, n) {
			missing = append(missing, n)
		}
	}
	return missing
}
