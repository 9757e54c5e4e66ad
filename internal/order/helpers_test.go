package order_test

import (
	"context"
	"fmt"
	"os"
	"paddock/internal/cart"
	"paddock/internal/customer"
	"sync/atomic"
	"testing"

	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) {
	if os.Getenv(crashChildEnv) != "" {
		os.Exit(crashChild())
	}
	os.Exit(dbtest.Main(m))
}

var (
	start = ordertest.Start
	de    = ordertest.DE
)

const baseURL = ordertest.BaseURL

type fixture struct {
	*ordertest.Shop
	svc order.Service
	// refunds stands between the payments and the test provider's
	// refunds (refund_test.go): pending or unreachable on demand.
	refunds *refundGate
	anna    int64
}

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	// No client in the context: the tests create more guest carts than a
	// client may.
	ctx := context.Background()
	if err := ordertest.Seed(ctx, d, start, ordertest.Customer("Anna", "Berger")); err != nil {
		t.Fatal(err)
	}
	f, err := wire(ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	f.anna = f.CustomerID(t, "anna@example.de")
	return f
}

// wire builds the services on a seeded database, the test provider's
// refunds behind a gate.
func wire(ctx context.Context, d *db.DB) (*fixture, error) {
	f := &fixture{}
	shop, err := ordertest.New(ctx, d, ordertest.Options{DocumentKey: ordertest.DocumentKey,
		TestProvider: func(p *testpay.Provider) payment.Provider {
			f.refunds = &refundGate{Provider: p, db: d}
			return f.refunds
		}})
	if err != nil {
		return nil, err
	}
	f.Shop, f.svc = shop, shop.Orders
	return f, nil
}

var item = ordertest.Item

// munich is a German address.
var munich = ordertest.Munich

// input is a guest's checkout with method.
func input(method string) order.PlaceInput {
	a := munich
	return order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a, BillingAddress: munich, PaymentMethod: method}
}

// guests numbers the addresses another gives.
var guests atomic.Int64

// another is a guest's checkout with method like input, by a guest of an
// address of their own (lena.<n>@example.de): for tests that place more
// orders awaiting a bank transfer than one address may have waiting
// (settings.BankTransfer; limits_test.go tests those caps).
func another(method string) order.PlaceInput {
	in := input(method)
	in.Email = fmt.Sprintf("lena.%d@example.de", guests.Add(1))
	return in
}

// stock is a product's stock now.
func (f *fixture) stock(t testing.TB, sku string) int {
	t.Helper()
	var n int
	if err := f.DB.Read().Get(f.Ctx, &n, `SELECT stock_qty FROM product WHERE sku = ?`, sku); err != nil {
		t.Fatal(err)
	}
	return n
}

func (f *fixture) productID(t testing.TB, sku string) int64 {
	t.Helper()
	var id int64
	if err := f.DB.Read().Get(f.Ctx, &id, `SELECT id FROM product WHERE sku = ?`, sku); err != nil {
		t.Fatal(err)
	}
	return id
}

func (f *fixture) setStock(t testing.TB, sku string, n int) {
	t.Helper()
	if _, err := f.DB.Write().Exec(f.Ctx, `UPDATE product SET stock_qty = ? WHERE sku = ?`, n, sku); err != nil {
		t.Fatal(err)
	}
}

// mails counts the mails of a tag.
func (f *fixture) mails(t testing.TB, tag string) int {
	return f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, tag)
}

// shipToMunich sets the German address the tests' checkouts give (input)
// as the cart's shipping address, as the checkout does before placing: a
// cart without one estimates its shipping to its language's country
// (France for the French store), and an order is placed only to the
// country its shipping was computed for.
func (f *fixture) shipToMunich(t testing.TB, ref cart.Ref) {
	t.Helper()
	a := munich
	str := func(s string) *string { return &s }
	in := &customer.AddressInput{Firstname: str(a.Firstname), Lastname: str(a.Lastname), Street: a.Street,
		Postcode: str(a.Postcode), City: str(a.City), CountryCode: str(a.CountryCode), Telephone: str(a.Telephone)}
	if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: in}); err != nil {
		t.Fatal(err)
	}
}
