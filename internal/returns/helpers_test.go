package returns_test

import (
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/returns"
)

type fixture struct {
	*ordertest.Shop
	svc    returns.Service
	rstaff returns.Staff
	// anna and ben are customers with German addresses.
	anna, ben int64
}

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	shop := ordertest.Open(t, d, ordertest.Options{DocumentKey: ordertest.DocumentKey},
		ordertest.Customer("Anna", "Berger"), ordertest.Customer("Ben", "Kaiser"))
	if err := returns.Seed(shop.Ctx, d); err != nil {
		t.Fatal(err)
	}
	f := &fixture{Shop: shop, anna: shop.CustomerID(t, "anna@example.de"), ben: shop.CustomerID(t, "ben@example.de")}
	f.svc = returns.NewService(d, returns.Dependencies{Orders: f.Orders, Mail: f.Outbox, Seller: ordertest.DemoSeller{}, Stock: f.Catalog},
		returns.Options{BaseURL: ordertest.BaseURL, Now: f.Clock.Now})
	f.rstaff = f.svc.(returns.Staff)
	return f
}

var item = ordertest.Item

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
	ref := f.CustomerCart(t, customerID, items...)
	a := order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}
	if p.country == "AT" {
		a = order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Mariahilfer Straße 1"}, Postcode: "1060", City: "Wien", CountryCode: "AT"}
		str := func(s string) *string { return &s }
		if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: &customer.AddressInput{Firstname: str(a.Firstname),
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
	placed := f.Place(t, ref, in)
	if !p.unpaid {
		f.PayByTest(t, placed)
	}
	return f.Order(t, placed.Order.ID)
}

// ship sends items of o (everything left when none) now and records the
// parcel delivered two days later, moving the clock there.
func (f *fixture) ship(t testing.TB, o order.Order, items ...order.ShipmentItem) order.Order {
	t.Helper()
	f.Ship(t, o.Number, order.ShipInput{Tracking: "JJD000" + o.Number, Items: items}, f.Clock.Now().Add(48*time.Hour))
	return f.Order(t, o.ID)
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

// request asks for a return of anna's order o.
func (f *fixture) request(o order.Order, items ...returns.RequestItem) (returns.Return, error) {
	return f.svc.Request(f.Ctx, returns.RequestInput{Number: o.Number, CustomerID: o.CustomerID, Items: items, Locale: i18n.German})
}

func ask(id int64, qty float64, reason string) returns.RequestItem {
	return returns.RequestItem{OrderItemID: id, Qty: qty, ReasonCode: reason}
}
