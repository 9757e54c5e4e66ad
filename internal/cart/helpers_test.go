package cart_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/media"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// start is the tests' clock at the start: a Tuesday morning in Berlin,
// on a full hour.
var start = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type fixture struct {
	ctx     context.Context
	d       *db.DB
	shop    carttest.Shop
	svc     cart.Service
	deps    cart.Dependencies
	catalog catalog.Service
	coupons coupon.Service
	// settings are the shop's settings the carts hold to (order limits,
	// the bank-transfer value cap), on the fixture's clock.
	settings settings.Service
	clock    *clock
	// anna lives in Munich, camille in Strasbourg (default shipping
	// addresses).
	anna, camille int64
	// attrOptions are the ids of the colour and size options by
	// "attribute/code".
	attrOptions map[string]int64
}

var (
	de = storecode.Store{Site: "shop", Locale: i18n.German}
	en = storecode.Store{Site: "shop", Locale: i18n.English}
	fr = storecode.Store{Site: "shop", Locale: i18n.French}
)

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	ctx := ratelimit.WithClient(context.Background(), ratelimit.Client{IP: "192.0.2.7"})
	f := &fixture{ctx: ctx, d: d, clock: &clock{t: start}}
	var err error
	if f.shop, err = carttest.Seed(ctx, d, start); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	accounts := []customer.SeedAccount{
		{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger",
			Addresses: []customer.SeedAddress{{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802",
				City: "München", CountryCode: "DE", DefaultBilling: true, DefaultShipping: true}}},
		{Locale: i18n.French, Email: "camille@example.fr", Password: "Sattel-2026", Firstname: "Camille", Lastname: "Muller",
			Addresses: []customer.SeedAddress{{Firstname: "Camille", Lastname: "Muller", Street: []string{"12 Rue du Dôme"}, Postcode: "67000",
				City: "Strasbourg", CountryCode: "FR", DefaultBilling: true, DefaultShipping: true}}},
	}
	if err := customer.Seed(ctx, d, accounts); err != nil {
		t.Fatal(err)
	}
	for i, id := range []*int64{&f.anna, &f.camille} {
		if err := d.Read().Get(ctx, id, `SELECT id FROM customer WHERE email_key = ?`, accounts[i].Email); err != nil {
			t.Fatal(err)
		}
	}
	customers, err := customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	var opts []struct {
		Attribute string `db:"attribute"`
		Code      string `db:"code"`
		ID        int64  `db:"id"`
	}
	if err := d.Read().Select(ctx, &opts, `SELECT a.code AS attribute, o.code, o.id FROM attribute_option o
		JOIN attribute a ON a.id = o.attribute_id`); err != nil {
		t.Fatal(err)
	}
	f.attrOptions = map[string]int64{}
	for _, o := range opts {
		f.attrOptions[o.Attribute+"/"+o.Code] = o.ID
	}
	f.catalog = catalog.NewService(d, nil, nil)
	registry := payment.NewRegistry().Add(banktransfer.New(banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE02120300000000202051"})).
		AddTest(testpay.New(d, "http://shop.test", f.clock.now))
	payments, err := payment.NewService(d, registry, jobs.New(d, nil), payment.Options{BaseURL: "http://shop.test", Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	f.coupons = coupon.NewService(d, f.clock.now)
	f.settings = settings.NewService(d, settings.Options{Now: f.clock.now})
	f.deps = cart.Dependencies{
		Catalog: f.catalog, Coupons: f.coupons, Shipping: shipping.NewService(d, f.clock.now),
		Addresses: customers, Limiter: ratelimit.NewDB(d, f.clock.now), Payments: payments, Terms: f.settings,
		Images: media.NewLibrary(nil, media.Options{}), CheckPDF: content.CheckPDF,
	}
	f.svc, err = cart.NewService(d, f.deps, cart.Options{Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// used records a use of a coupon by an order placed with email (by
// customer, 0 for a guest), as placing an order does.
func (f *fixture) used(t testing.TB, code, email string, customerID int64) {
	t.Helper()
	var owner any
	if customerID != 0 {
		owner = customerID
	}
	err := f.d.InTransaction(f.ctx, func(ctx context.Context) error {
		var n, id int64
		if err := f.d.Write().Get(ctx, &n, `SELECT COUNT(*) + 1 FROM sales_order`); err != nil {
			return err
		}
		if err := f.d.Write().Get(ctx, &id, `INSERT INTO sales_order (increment_id, customer_id, email, email_key, website, locale, status,
			payment_method, subtotal_incl_tax, subtotal_excl_tax, tax, grand_total, grand_total_excl_tax, coupon_codes, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'shop', 'de', 'processing', 'banktransfer', 1000, 840, 160, 1000, 840, ?, ?, ?) RETURNING id`,
			fmt.Sprintf("%09d", n), owner, email, mail.MailboxKey(email), code, start, start); err != nil {
			return err
		}
		return f.coupons.RecordUse(ctx, coupon.Use{OrderID: id, Codes: []string{code}, CustomerID: customerID, Email: email})
	})
	if err != nil {
		t.Fatal(err)
	}
}

// guest creates a guest cart and returns its reference.
func (f *fixture) guest(t testing.TB) cart.Ref {
	t.Helper()
	c, err := f.svc.CreateGuest(f.ctx, de)
	if err != nil {
		t.Fatal(err)
	}
	return cart.Ref{MaskedID: c.MaskedID, Store: de}
}

// customerCart returns the customer's cart's reference.
func (f *fixture) customerCart(t testing.TB, customerID int64) cart.Ref {
	t.Helper()
	c, err := f.svc.ForCustomer(f.ctx, customerID, de)
	if err != nil {
		t.Fatal(err)
	}
	return cart.Ref{MaskedID: c.MaskedID, CustomerID: customerID, Store: de}
}

// add adds items and fails the test on an error or a user error.
func (f *fixture) add(t testing.TB, ref cart.Ref, items ...cart.ItemInput) cart.Cart {
	t.Helper()
	c, userErrors, err := f.svc.AddItems(f.ctx, ref, items)
	if err != nil || len(userErrors) > 0 {
		t.Fatalf("add %+v: %v %+v", items, err, userErrors)
	}
	return c
}

func item(sku string, quantity float64, selected ...string) cart.ItemInput {
	return cart.ItemInput{SKU: sku, Quantity: quantity, SelectedOptions: selected}
}

// shirt is the club shirt with embroidery and the initials given.
func (f *fixture) shirt(quantity float64, initials string, more ...string) cart.ItemInput {
	in := item("RVL-TX-1", quantity, append([]string{f.value("Logo-Art", "Stick")}, more...)...)
	in.EnteredOptions = []cart.EnteredOption{{UID: catalog.CustomOptionUID(f.shop.Options["Kürzel"].ID), Value: initials}}
	return in
}

// value is the uid of a customizable option's value.
func (f *fixture) value(option, value string) string {
	return catalog.CustomOptionValueUID(f.shop.Options[option].ID, f.shop.Value(option, value))
}

// colour and size are the uids of the jacket's values.
func (f *fixture) colour(code string) string {
	return catalog.ConfigurableValueUID(catalog.AttrColor, f.attrOptions[catalog.AttrColor+"/"+code])
}

func (f *fixture) size(code string) string {
	return catalog.ConfigurableValueUID(catalog.AttrSize, f.attrOptions[catalog.AttrSize+"/"+code])
}

func (f *fixture) get(t testing.TB, ref cart.Ref) cart.Cart {
	t.Helper()
	c, err := f.svc.Get(f.ctx, ref)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
