package returns_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
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
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// start is the tests' clock: a Tuesday morning in Berlin.
var start = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }
func (c *clock) set(t time.Time)     { c.mu.Lock(); c.t = t; c.mu.Unlock() }

var de = storecode.Store{Site: "shop", Locale: i18n.German}

const baseURL = "https://shop.example"

// demoSeller is the shop's legal data in the tests: the demo's.
type demoSeller struct{}

func (demoSeller) Legal(context.Context) (settings.Legal, error) { return settings.Demo, nil }

type fixture struct {
	ctx     context.Context
	d       *db.DB
	carts   cart.Service
	catalog catalog.Service
	testpay *testpay.Provider
	queue   *jobs.Queue
	orders  order.Service
	staff   order.Staff
	svc     returns.Service
	rstaff  returns.Staff
	clock   *clock
	// anna and ben are customers with German addresses.
	anna, ben int64
}

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	if _, err := carttest.Seed(ctx, d, start); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	if err := returns.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	address := func(first, last string) []customer.SeedAddress {
		return []customer.SeedAddress{{Firstname: first, Lastname: last, Street: []string{"Leopoldstraße 12"}, Postcode: "80802",
			City: "München", CountryCode: "DE", DefaultBilling: true, DefaultShipping: true}}
	}
	if err := customer.Seed(ctx, d, []customer.SeedAccount{
		{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger", Addresses: address("Anna", "Berger")},
		{Locale: i18n.German, Email: "ben@example.de", Password: "Sattel-2026", Firstname: "Ben", Lastname: "Kaiser", Addresses: address("Ben", "Kaiser")},
	}); err != nil {
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
	f.testpay = testpay.New(d, baseURL, f.clock.now)
	account := banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE89370400440532013000", BIC: "COBADEFFXXX", BankName: "Commerzbank"}
	registry := payment.NewRegistry().Add(banktransfer.New(account)).AddTest(f.testpay)
	payments, err := payment.NewService(d, registry, f.queue, payment.Options{BaseURL: baseURL, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	coupons := coupon.NewService(d, f.clock.now)
	if f.carts, err = cart.NewService(d, cart.Dependencies{
		Catalog: f.catalog, Coupons: coupons, Shipping: shipping.NewService(d, f.clock.now),
		Addresses: customers, Limiter: ratelimit.NewDB(d, f.clock.now), Payments: payments,
	}, cart.Options{Now: f.clock.now}); err != nil {
		t.Fatal(err)
	}
	outbox, err := mail.NewOutbox(d, f.queue, mail.Options{Logger: logger, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	if f.orders, err = order.NewService(d, order.Dependencies{Customers: customers, Carts: f.carts, Stock: f.catalog, Coupons: coupons,
		Payments: payments, Mail: outbox, Limiter: ratelimit.NewDB(d, f.clock.now), Seller: demoSeller{}},
		order.Options{BaseURL: baseURL, Key: bytes.Repeat([]byte("d"), 32), Now: f.clock.now}); err != nil {
		t.Fatal(err)
	}
	f.staff = f.orders.(order.Staff)
	f.svc = returns.NewService(d, returns.Dependencies{Orders: f.orders, Mail: outbox, Seller: demoSeller{}},
		returns.Options{BaseURL: baseURL, Now: f.clock.now})
	f.rstaff = f.svc.(returns.Staff)
	for email, id := range map[string]*int64{"anna@example.de": &f.anna, "ben@example.de": &f.ben} {
		if err := d.Read().Get(ctx, id, `SELECT id FROM customer WHERE email_key = ?`, email); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func item(sku string, quantity float64) cart.ItemInput {
	return cart.ItemInput{SKU: sku, Quantity: quantity}
}

// shirt is the club shirt with its logo embroidered and initials typed
// in: an individualised item.
func (f *fixture) shirt(t testing.TB, quantity float64) cart.ItemInput {
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

// placing is how an order of a test is placed.
type placing struct {
	customerID int64
	// country is where it ships (DE when empty); "" shipping for virtual
	// items only.
	country string
	virtual bool
	// unpaid leaves a bank transfer waiting.
	unpaid bool
}

// place places an order of items and, unless unpaid, pays it with the
// test provider: it is then processing.
func (f *fixture) place(t testing.TB, p placing, items ...cart.ItemInput) order.Order {
	t.Helper()
	customerID := p.customerID
	if customerID == 0 {
		customerID = f.anna
	}
	c, err := f.carts.ForCustomer(f.ctx, customerID, de)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: customerID, Store: de}
	if _, userErrors, err := f.carts.AddItems(f.ctx, ref, items); err != nil || len(userErrors) > 0 {
		t.Fatalf("add %+v: %v %+v", items, err, userErrors)
	}
	a := order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}
	if p.country == "AT" {
		a = order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Mariahilfer Straße 1"}, Postcode: "1060", City: "Wien", CountryCode: "AT"}
		str := func(s string) *string { return &s }
		if _, err := f.carts.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: &customer.AddressInput{Firstname: str(a.Firstname),
			Lastname: str(a.Lastname), Street: a.Street, Postcode: str(a.Postcode), City: str(a.City), CountryCode: str("AT"),
			Telephone: str("+43 1 234567")}}); err != nil {
			t.Fatal(err)
		}
	}
	in := order.PlaceInput{ShippingAddress: &a, BillingAddress: a, PaymentMethod: testpay.Code}
	if p.virtual {
		in.ShippingAddress = nil
	}
	if p.unpaid {
		in.PaymentMethod = banktransfer.Code
	}
	placed, err := f.orders.Place(f.ctx, ref, in)
	if err != nil {
		t.Fatal(err)
	}
	if !p.unpaid {
		if ok, err := f.testpay.Decide(f.ctx, placed.Payment.ProviderRef, payment.Paid); err != nil || !ok {
			t.Fatalf("decide: %v %v", ok, err)
		}
		if _, err := f.orders.ApplyPayment(f.ctx, placed.Payment.ID); err != nil {
			t.Fatal(err)
		}
	}
	return f.order(t, placed.Order.ID)
}

// order is an order as it is now.
func (f *fixture) order(t testing.TB, id int64) order.Order {
	t.Helper()
	o, err := f.orders.ByID(f.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// ship sends items of o (everything left when none) now and records the
// parcel delivered two days later, moving the clock there.
func (f *fixture) ship(t testing.TB, o order.Order, items ...order.ShipmentItem) order.Order {
	t.Helper()
	sh, err := f.staff.Ship(f.ctx, o.Number, order.ShipInput{Tracking: "JJD000" + o.Number, Items: items})
	if err != nil {
		t.Fatal(err)
	}
	f.clock.add(48 * time.Hour)
	if err := f.staff.Delivered(f.ctx, sh.Number, f.clock.now()); err != nil {
		t.Fatal(err)
	}
	return f.order(t, o.ID)
}

// delivered places, pays, ships and delivers an order of anna's to
// Germany.
func (f *fixture) delivered(t testing.TB, items ...cart.ItemInput) order.Order {
	t.Helper()
	return f.ship(t, f.place(t, placing{}, items...))
}

// itemOf is o's item of a SKU.
func itemOf(t testing.TB, o order.Order, sku string) order.Item {
	t.Helper()
	for _, it := range o.Items {
		if it.SKU == sku {
			return it
		}
	}
	t.Fatalf("no %s in %s", sku, o.Number)
	return order.Item{}
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

// request asks for a return of anna's order o.
func (f *fixture) request(o order.Order, items ...returns.RequestItem) (returns.Return, error) {
	return f.svc.Request(f.ctx, returns.RequestInput{Number: o.Number, CustomerID: o.CustomerID, Items: items, Locale: i18n.German})
}

func ask(id int64, qty float64, reason string) returns.RequestItem {
	return returns.RequestItem{OrderItemID: id, Qty: qty, ReasonCode: reason}
}
