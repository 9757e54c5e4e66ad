// Package ordertest puts a shop that takes orders in place for the tests
// of orders and of the domains that follow them (returns, withdrawals, the
// staff commands): carttest's catalogue, the directory and customers
// seeded, and the services an order needs wired on one settable clock
// (customers, catalogue, coupons, payments by bank transfer and the test
// provider, carts, the mail outbox, orders); then helpers that fill a
// cart, place, pay and ship an order, count rows and read the mails. Only
// tests import it.
package ordertest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
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
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// Start is the tests' usual clock: a Tuesday morning in Berlin.
var Start = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

// BaseURL is the shop's address in the tests.
const BaseURL = "https://shop.example"

// DE is the German store view of the shop's site.
var DE = storecode.Store{Site: "shop", Locale: i18n.German}

// Account is the demo bank account of the tests.
var Account = banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE89370400440532013000", BIC: "COBADEFFXXX", BankName: "Commerzbank"}

// DocumentKey signs the tokens of guests' document links in the tests.
var DocumentKey = bytes.Repeat([]byte("d"), 32)

// Munich is a German address: Lena Hofer's, a guest's.
var Munich = order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}

// Customer is a German account, first@example.de (lower case) with the
// password Sattel-2026, and its default address in Munich
// (Leopoldstraße 12).
func Customer(first, last string) customer.SeedAccount {
	return customer.SeedAccount{Locale: i18n.German, Email: strings.ToLower(first) + "@example.de", Password: "Sattel-2026", Firstname: first, Lastname: last,
		Addresses: []customer.SeedAddress{{Firstname: first, Lastname: last, Street: []string{"Leopoldstraße 12"}, Postcode: "80802",
			City: "München", CountryCode: "DE", DefaultBilling: true, DefaultShipping: true}}}
}

// Clock is a settable clock, safe for concurrent use.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock is a clock at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now is the clock's time.
func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// Set puts the clock at t.
func (c *Clock) Set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

// DemoSeller is the shop's legal data in the tests: the demo's.
type DemoSeller struct{}

// Legal is settings.Demo.
func (DemoSeller) Legal(context.Context) (settings.Legal, error) { return settings.Demo, nil }

// Seed puts carttest's catalogue (as of start), the directory and the
// accounts in place.
func Seed(ctx context.Context, d *db.DB, start time.Time, accounts ...customer.SeedAccount) error {
	if _, err := carttest.Seed(ctx, d, start); err != nil {
		return err
	}
	if err := directory.Seed(ctx, d); err != nil {
		return err
	}
	return customer.Seed(ctx, d, accounts)
}

// Options shape a Shop.
type Options struct {
	// Start is the clock's time at first; ordertest's Start when zero.
	Start time.Time
	// Mail are the outbox's options (From, ShopAddress); its logger and
	// clock are the shop's.
	Mail mail.Options
	// DocumentKey is the order service's Key.
	DocumentKey []byte
	// TestProvider is the test payment provider registered beside the
	// bank transfer, made of the shop's testpay provider; that provider
	// itself when nil.
	TestProvider func(*testpay.Provider) payment.Provider
	// Gateway, when set, offers its methods after the shop's own (Mollie
	// on its fake).
	Gateway payment.Gateway
}

// Shop is the services of a seeded database.
type Shop struct {
	Ctx       context.Context
	DB        *db.DB
	Clock     *Clock
	Queue     *jobs.Queue
	Customers customer.Service
	Catalog   catalog.Service
	Coupons   coupon.Service
	TestPay   *testpay.Provider
	Payments  payment.Service
	Limiter   ratelimit.Limiter
	Carts     cart.Service
	Outbox    *mail.Outbox
	Orders    order.Service
	Staff     order.Staff
	// Settings are the shop's settings on the shop's clock: the order
	// limits and bank-transfer caps carts and orders hold to (the legal
	// data the documents name are DemoSeller's).
	Settings settings.Service
}

// Open seeds d with the accounts (Seed, as of the clock's start) and
// wires a Shop on it; its context is context.Background: no client, so a
// test may create more guest carts than a client may.
func Open(t testing.TB, d *db.DB, opts Options, accounts ...customer.SeedAccount) *Shop {
	t.Helper()
	ctx := context.Background()
	if opts.Start.IsZero() {
		opts.Start = Start
	}
	if err := Seed(ctx, d, opts.Start, accounts...); err != nil {
		t.Fatal(err)
	}
	s, err := New(ctx, d, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// New wires a Shop on a seeded database, with the queue's handlers of
// payment status, mail and reindex jobs (a reindex without a search
// engine only empties the read cache).
func New(ctx context.Context, d *db.DB, opts Options) (*Shop, error) {
	if opts.Start.IsZero() {
		opts.Start = Start
	}
	s := &Shop{Ctx: ctx, DB: d, Clock: NewClock(opts.Start)}
	var err error
	if s.Customers, err = customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: s.Clock.Now}); err != nil {
		return nil, err
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	s.Queue = jobs.New(d, logger)
	s.Catalog = catalog.NewService(d, nil, s.Queue)
	s.TestPay = testpay.New(d, BaseURL, s.Clock.Now)
	var test payment.Provider = s.TestPay
	if opts.TestProvider != nil {
		test = opts.TestProvider(s.TestPay)
	}
	registry := payment.NewRegistry().Add(banktransfer.New(Account)).AddTest(test)
	if opts.Gateway != nil {
		registry.AddGateway(opts.Gateway)
	}
	if s.Payments, err = payment.NewService(d, registry, s.Queue, payment.Options{BaseURL: BaseURL, Now: s.Clock.Now}); err != nil {
		return nil, err
	}
	s.Coupons = coupon.NewService(d, s.Clock.Now)
	s.Limiter = ratelimit.NewDB(d, s.Clock.Now)
	s.Settings = settings.NewService(d, settings.Options{Now: s.Clock.Now})
	if s.Carts, err = cart.NewService(d, cart.Dependencies{
		Catalog: s.Catalog, Coupons: s.Coupons, Shipping: shipping.NewService(d, s.Clock.Now),
		Addresses: s.Customers, Limiter: s.Limiter, Payments: s.Payments, Terms: s.Settings,
	}, cart.Options{Now: s.Clock.Now}); err != nil {
		return nil, err
	}
	mailOpts := opts.Mail
	mailOpts.Logger, mailOpts.Now = logger, s.Clock.Now
	if s.Outbox, err = mail.NewOutbox(d, s.Queue, mailOpts); err != nil {
		return nil, err
	}
	if s.Orders, err = order.NewService(d, order.Dependencies{Customers: s.Customers, Carts: s.Carts, Stock: s.Catalog, Coupons: s.Coupons,
		Payments: s.Payments, Mail: s.Outbox, Limiter: s.Limiter, Seller: DemoSeller{}, Jobs: s.Queue, Terms: s.Settings},
		order.Options{BaseURL: BaseURL, Key: opts.DocumentKey, Now: s.Clock.Now}); err != nil {
		return nil, err
	}
	s.Staff = s.Orders.(order.Staff)
	s.Queue.Handle(payment.StatusJobKind, s.Orders.HandlePaymentJob)
	s.Queue.Handle(order.RefundPayJobKind, s.Orders.HandleRefundJob)
	s.Queue.Handle(mail.JobKind, s.Outbox.HandleJob)
	s.Queue.Handle(catalog.ReindexJobKind, func(ctx context.Context, payload json.RawMessage) error {
		if err := s.Catalog.HandleReindexJob(ctx, payload); apperr.KindOf(err) != apperr.Unavailable {
			return err
		}
		return nil
	})
	return s, nil
}

// CustomerID is the id of the account of an email address.
func (s *Shop) CustomerID(t testing.TB, email string) int64 {
	t.Helper()
	var id int64
	if err := s.DB.Read().Get(s.Ctx, &id, `SELECT id FROM customer WHERE email_key = ?`, email); err != nil {
		t.Fatal(err)
	}
	return id
}

// Count answers a counting query.
func (s *Shop) Count(t testing.TB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := s.DB.Read().Get(s.Ctx, &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

// RunJobs runs every due job (ten rounds at most).
func (s *Shop) RunJobs(t testing.TB) {
	t.Helper()
	for range 10 {
		n, err := s.Queue.RunDue(s.Ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

// Mails are the mails of a tag, newest last, after running the due jobs
// (the outbox's among them).
func (s *Shop) Mails(t testing.TB, tag string) []mail.Stored {
	t.Helper()
	s.RunJobs(t)
	all, err := mail.NewMailbox(s.DB).List(s.Ctx, 500)
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

// Item is a cart's item input of a SKU with selected option uids.
func Item(sku string, quantity float64, selected ...string) cart.ItemInput {
	return cart.ItemInput{SKU: sku, Quantity: quantity, SelectedOptions: selected}
}

// Shirt is the club shirt (RVL-TX-1) with its logo embroidered and
// initials typed in: an individualised item.
func (s *Shop) Shirt(t testing.TB, quantity float64) cart.ItemInput {
	t.Helper()
	ps, err := s.Catalog.Products(s.Ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"RVL-TX-1"}})
	if err != nil || len(ps) != 1 {
		t.Fatalf("the shirt: %v %v", ps, err)
	}
	in := Item("RVL-TX-1", quantity)
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

// Add adds items to a cart; a user error fails the test.
func (s *Shop) Add(t testing.TB, ref cart.Ref, items ...cart.ItemInput) cart.Cart {
	t.Helper()
	c, userErrors, err := s.Carts.AddItems(s.Ctx, ref, items)
	if err != nil || len(userErrors) > 0 {
		t.Fatalf("add %+v: %v %+v", items, err, userErrors)
	}
	return c
}

// GuestCart creates a guest cart in the German store holding items.
func (s *Shop) GuestCart(t testing.TB, items ...cart.ItemInput) cart.Ref {
	t.Helper()
	c, err := s.Carts.CreateGuest(s.Ctx, DE)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, Store: DE}
	if len(items) > 0 {
		s.Add(t, ref, items...)
	}
	return ref
}

// CustomerCart is a customer's active cart in the German store, with
// items added.
func (s *Shop) CustomerCart(t testing.TB, customerID int64, items ...cart.ItemInput) cart.Ref {
	t.Helper()
	c, err := s.Carts.ForCustomer(s.Ctx, customerID, DE)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: customerID, Store: DE}
	if len(items) > 0 {
		s.Add(t, ref, items...)
	}
	return ref
}

// Place places the order of a cart.
func (s *Shop) Place(t testing.TB, ref cart.Ref, in order.PlaceInput) order.Placed {
	t.Helper()
	placed, err := s.Orders.Place(s.Ctx, ref, in)
	if err != nil {
		t.Fatal(err)
	}
	return placed
}

// PayByTest has the test provider pay a placed order's payment and the
// order apply it.
func (s *Shop) PayByTest(t testing.TB, placed order.Placed) {
	t.Helper()
	if ok, err := s.TestPay.Decide(s.Ctx, placed.Payment.ProviderRef, payment.Paid); err != nil || !ok {
		t.Fatalf("decide: %v %v", ok, err)
	}
	if _, err := s.Orders.ApplyPayment(s.Ctx, placed.Payment.ID); err != nil {
		t.Fatal(err)
	}
}

// RecordTransfer records an order's bank transfer received in full.
func (s *Shop) RecordTransfer(t testing.TB, number string) order.Order {
	t.Helper()
	o, _, err := s.Staff.RecordBankTransfer(s.Ctx, number)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// Order is an order as it is now.
func (s *Shop) Order(t testing.TB, id int64) order.Order {
	t.Helper()
	o, err := s.Orders.ByID(s.Ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// Ship sends a parcel of an order at the clock's time and, unless
// delivered is zero, records it delivered then, moving the clock there.
func (s *Shop) Ship(t testing.TB, number string, in order.ShipInput, delivered time.Time) order.Shipment {
	t.Helper()
	sh, err := s.Staff.Ship(s.Ctx, number, in)
	if err != nil {
		t.Fatal(err)
	}
	if !delivered.IsZero() {
		s.Clock.Set(delivered)
		if err := s.Staff.Delivered(s.Ctx, sh.Number, delivered); err != nil {
			t.Fatal(err)
		}
	}
	return sh
}
