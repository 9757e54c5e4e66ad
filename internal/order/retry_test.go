package order_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// checkoutCart is a guest's cart as the checkout leaves it: items, the
// email, a shipping address the billing address follows, the shipping
// method and the test provider chosen on the cart itself.
func (f *fixture) checkoutCart(t *testing.T, items ...cart.ItemInput) cart.Ref {
	t.Helper()
	ref := f.GuestCart(t, items...)
	str := func(s string) *string { return &s }
	a := &customer.AddressInput{Firstname: str("Lena"), Lastname: str("Hofer"), Street: []string{"Leopoldstraße 12"},
		Postcode: str("80802"), City: str("München"), CountryCode: str("DE"), Telephone: str("+49 89 123456")}
	if _, err := f.Carts.SetGuestEmail(f.Ctx, ref, "lena@example.de"); err != nil {
		t.Fatal(err)
	}
	c, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: a})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Carts.SetBillingAddress(f.Ctx, ref, cart.BillingInput{SameAsShipping: true}); err != nil {
		t.Fatal(err)
	}
	m := c.ShippingMethods[0]
	if _, err := f.Carts.SetShippingMethod(f.Ctx, ref, m.CarrierCode, m.MethodCode); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Carts.SetPaymentMethod(f.Ctx, ref, testpay.Code); err != nil {
		t.Fatal(err)
	}
	return ref
}

// An order given up for another payment method gives the cart back as
// the checkout left it: the shopper does not type the address again nor
// choose the methods anew, and the restored cart places as it is.
func TestRestoredCartKeepsTheCheckoutsChoices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.checkoutCart(t, item("HOSE-1", 1))
		before, err := f.Carts.Get(f.Ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		placed, err := f.svc.Place(f.Ctx, ref, order.PlaceInput{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.TestPay.Decide(f.Ctx, placed.Payment.ProviderRef, payment.Failed); err != nil {
			t.Fatal(err)
		}
		back, err := f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, 0, de)
		if err != nil || back == nil {
			t.Fatalf("another method: %+v %v", back, err)
		}
		c := *back
		if c.ShippingAddress == nil || c.ShippingAddress.City != "München" || c.ShippingAddress.Street[0] != "Leopoldstraße 12" ||
			c.ShippingAddress.SaveInAddressBook {
			t.Fatalf("restored shipping address %+v", c.ShippingAddress)
		}
		if c.BillingAddress == nil || c.BillingAddress.Lastname != "Hofer" || !c.BillingSameAsShipping {
			t.Fatalf("restored billing address %+v same %v", c.BillingAddress, c.BillingSameAsShipping)
		}
		if c.SelectedShipping == nil || c.SelectedShipping.MethodCode != before.SelectedShipping.MethodCode {
			t.Fatalf("restored shipping method %+v", c.SelectedShipping)
		}
		if c.SelectedPayment == nil || c.SelectedPayment.Code != testpay.Code || c.Email != "lena@example.de" {
			t.Fatalf("restored payment method %+v, email %q", c.SelectedPayment, c.Email)
		}
		if c.Totals.GrandTotal != before.Totals.GrandTotal {
			t.Errorf("restored total %d, was %d", c.Totals.GrandTotal, before.Totals.GrandTotal)
		}
		again, err := f.svc.Place(f.Ctx, cart.Ref{MaskedID: c.MaskedID, Store: de}, order.PlaceInput{})
		if err != nil || again.Order.ShippingAddress == nil || again.Order.ShippingAddress.City != "München" {
			t.Fatalf("place the restored cart as it is: %+v %v", again.Order, err)
		}
	})
}
