package cart_test

import (
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/shipping"
)

func s(v string) *string { return &v }

// typed is a typed address in the country given.
func typed(country, postcode, city string) *customer.AddressInput {
	return &customer.AddressInput{Firstname: s("Lena"), Lastname: s("Huber"), Street: []string{"Reitweg 3", "Hof 2"},
		Postcode: s(postcode), City: s(city), CountryCode: s(country), Telephone: s("+49 89 123456")}
}

// fieldsOf are the fields an error puts problems on.
func fieldsOf(err error) map[string]bool {
	out := map[string]bool{}
	all := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		all = joined.Unwrap()
	}
	for _, e := range all {
		if ae := apperr.As(e); ae != nil && ae.Field != "" {
			out[ae.Field] = true
		}
	}
	return out
}

func TestGuestEmail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 1))
		for _, bad := range []string{"", "lena", "lena@", "lena@example", string(make([]byte, 300)) + "@example.de"} {
			if _, err := f.svc.SetGuestEmail(f.ctx, ref, bad); apperr.KindOf(err) != apperr.Invalid || !fieldsOf(err)["email"] {
				t.Errorf("%q: %v", bad, err)
			}
		}
		if c := f.get(t, ref); c.Email != "" {
			t.Errorf("a refused address was kept: %q", c.Email)
		}
		c, err := f.svc.SetGuestEmail(f.ctx, ref, "  lena.huber@example.de ")
		if err != nil || c.Email != "lena.huber@example.de" || f.get(t, ref).Email != "lena.huber@example.de" {
			t.Fatalf("set: %q %v", c.Email, err)
		}
		// A customer's cart uses the account's address.
		annas := f.customerCart(t, f.anna)
		if _, err := f.svc.SetGuestEmail(f.ctx, annas, "other@example.de"); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("customer cart: %v", err)
		}
		// Someone else's cart is not found.
		stranger := annas
		stranger.CustomerID = f.camille
		if _, err := f.svc.SetGuestEmail(f.ctx, stranger, "x@example.de"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another customer's cart: %v", err)
		}
		asGuest := annas
		asGuest.CustomerID = 0
		if _, err := f.svc.SetGuestEmail(f.ctx, asGuest, "x@example.de"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a customer's cart without the session: %v", err)
		}
	})
}

func TestShippingAddressAndMethods(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		// A second method, for Germany only.
		if err := shipping.NewService(d, f.clock.now).SaveMethod(f.ctx, shipping.MethodInput{CarrierCode: "dhl", CarrierTitle: "DHL",
			MethodCode: "express", Active: true, Title: catalog.Localized{i18n.German: "DHL Express", i18n.English: "DHL express", i18n.French: "DHL Express"},
			Rates: []shipping.RateInput{{Country: "DE", Price: 1490}}}); err != nil {
			t.Fatal(err)
		}
		ref := f.guest(t)

		// Nothing to ship, nothing to set.
		if _, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("DE", "80802", "München")}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("empty cart: %v", err)
		}
		f.add(t, ref, item("GS-25", 1))
		if _, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("DE", "80802", "München")}); apperr.KindOf(err) != apperr.Invalid ||
			apperr.As(err).Key != "cart.address.virtual" {
			t.Errorf("vouchers only: %v", err)
		}
		f.add(t, ref, item("HOSE-1", 1))

		// A typed address is checked as the address book checks it: every
		// problem on its field, nothing kept.
		bad := typed("DE", "8080", "")
		bad.Street = []string{}
		_, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: bad})
		if got := fieldsOf(err); apperr.KindOf(err) != apperr.Invalid || !got["postcode"] || !got["city"] || !got["street"] {
			t.Errorf("bad address: %v %v", err, got)
		}
		if c := f.get(t, ref); c.ShippingAddress != nil || c.ShippingMethods != nil {
			t.Errorf("a refused address was kept: %+v", c.ShippingAddress)
		}
		if _, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("no address: %v", err)
		}

		// Germany: the region from the directory, two methods, the
		// cheapest first, the estimate from it.
		in := typed("DE", "80802", "München")
		in.Region = &customer.RegionInput{Name: "DE-BY"}
		c, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: in, SaveInAddressBook: true})
		if err != nil {
			t.Fatal(err)
		}
		a := c.ShippingAddress
		if a == nil || a.City != "München" || len(a.Street) != 2 || a.Region == nil || a.Region.Code != "DE-BY" || a.Region.Name != "Bayern" ||
			a.SaveInAddressBook || a.CustomerAddressID != 0 {
			t.Fatalf("address: %+v", a)
		}
		if len(c.ShippingMethods) != 2 || c.ShippingMethods[0].MethodCode != "paket" || c.ShippingMethods[0].Charged != 495 ||
			c.ShippingMethods[1].MethodCode != "express" || c.ShippingMethods[1].ChargedExclTax != 1252 ||
			c.ShippingMethods[0].ChargedExclTax != 416 || c.SelectedShipping != nil || c.Shipping.Country != "DE" {
			t.Errorf("methods: %+v selected %+v", c.ShippingMethods, c.SelectedShipping)
		}
		if got := f.get(t, ref); got.ShippingAddress == nil || got.ShippingAddress.Region.Name != "Bayern" {
			t.Errorf("read back: %+v", got.ShippingAddress)
		}
		enRef := ref
		enRef.Store = en
		if got, _ := f.svc.Get(f.ctx, enRef); got.ShippingAddress.Region.Name != "Bavaria" {
			t.Errorf("the region in English: %+v", got.ShippingAddress.Region)
		}

		// Choosing a method the country does not offer is refused.
		if _, err := f.svc.SetShippingMethod(f.ctx, ref, "dhl", "overnight"); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("unknown method: %v", err)
		}
		c, err = f.svc.SetShippingMethod(f.ctx, ref, "dhl", "express")
		if err != nil {
			t.Fatal(err)
		}
		if c.SelectedShipping == nil || c.SelectedShipping.MethodCode != "express" || c.Totals.ShippingInclTax != 1490 ||
			c.Totals.GrandTotal != 2500+5990+1490 || len(c.ShippingMethods) != 2 {
			t.Errorf("express: %+v %+v", c.SelectedShipping, c.Totals)
		}
		// Austria has no express: the choice goes with the new address,
		// and the estimate is the cheapest method there.
		c, err = f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("AT", "6020", "Innsbruck")})
		if err != nil {
			t.Fatal(err)
		}
		if c.SelectedShipping != nil || c.Shipping.Country != "AT" || c.Totals.ShippingInclTax != 995 || len(c.ShippingMethods) != 1 {
			t.Errorf("Austria: %+v %+v", c.SelectedShipping, c.Totals)
		}
		// A country the shop does not ship to cannot be set at all.
		_, err = f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("US", "10001", "New York")})
		if apperr.KindOf(err) != apperr.Invalid || !fieldsOf(err)["country_code"] {
			t.Errorf("no delivery there: %v", err)
		}
		// Without a shipping address there is no method to choose.
		other := f.guest(t)
		f.add(t, other, item("HOSE-1", 1))
		if _, err := f.svc.SetShippingMethod(f.ctx, other, "dhl", "paket"); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("no address yet: %v", err)
		}
	})
}

func TestSavedAddressesAndBilling(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		annas := f.customerCart(t, f.anna)
		f.add(t, annas, item("HOSE-1", 1))
		var annasAddress, camillesAddress int64
		if err := d.Read().Get(f.ctx, &annasAddress, `SELECT id FROM customer_address WHERE customer_id = ?`, f.anna); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(f.ctx, &camillesAddress, `SELECT id FROM customer_address WHERE customer_id = ?`, f.camille); err != nil {
			t.Fatal(err)
		}
		// Someone else's saved address, or any from a guest, is not found.
		if _, err := f.svc.SetShippingAddress(f.ctx, annas, cart.AddressInput{CustomerAddressID: camillesAddress}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("Camille's address in Anna's cart: %v", err)
		}
		guest := f.guest(t)
		f.add(t, guest, item("HOSE-1", 1))
		if _, err := f.svc.SetShippingAddress(f.ctx, guest, cart.AddressInput{CustomerAddressID: annasAddress}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a saved address in a guest cart: %v", err)
		}
		if _, err := f.svc.SetShippingAddress(f.ctx, annas, cart.AddressInput{CustomerAddressID: annasAddress, Address: typed("DE", "80802", "München")}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("both a saved and a typed address: %v", err)
		}
		c, err := f.svc.SetShippingAddress(f.ctx, annas, cart.AddressInput{CustomerAddressID: annasAddress})
		if err != nil {
			t.Fatal(err)
		}
		if a := c.ShippingAddress; a == nil || a.CustomerAddressID != annasAddress || a.City != "München" || a.ID != 0 || a.DefaultShipping {
			t.Fatalf("saved address: %+v", a)
		}

		// Billing: the same as shipping follows the shipping address.
		if _, err := f.svc.SetBillingAddress(f.ctx, guest, cart.BillingInput{SameAsShipping: true}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("same as a shipping address not set: %v", err)
		}
		c, err = f.svc.SetBillingAddress(f.ctx, annas, cart.BillingInput{SameAsShipping: true})
		if err != nil || !c.BillingSameAsShipping || c.BillingAddress == nil || c.BillingAddress.City != "München" {
			t.Fatalf("same as shipping: %+v %v", c.BillingAddress, err)
		}
		c, err = f.svc.SetShippingAddress(f.ctx, annas, cart.AddressInput{Address: typed("DE", "10115", "Berlin"), SaveInAddressBook: true})
		if err != nil || c.BillingAddress.City != "Berlin" || !c.ShippingAddress.SaveInAddressBook {
			t.Fatalf("the billing address follows: %+v %v", c.BillingAddress, err)
		}
		// A billing address of its own stops following.
		c, err = f.svc.SetBillingAddress(f.ctx, annas, cart.BillingInput{Address: cart.AddressInput{Address: typed("DE", "50667", "Köln")}})
		if err != nil || c.BillingSameAsShipping || c.BillingAddress.City != "Köln" || c.ShippingAddress.City != "Berlin" {
			t.Fatalf("own billing address: %+v %v", c.BillingAddress, err)
		}
		if c, _ = f.svc.SetShippingAddress(f.ctx, annas, cart.AddressInput{CustomerAddressID: annasAddress}); c.BillingAddress.City != "Köln" {
			t.Errorf("the own billing address changed with shipping: %+v", c.BillingAddress)
		}
		// use_for_shipping sets both.
		c, err = f.svc.SetBillingAddress(f.ctx, guest, cart.BillingInput{Address: cart.AddressInput{Address: typed("DE", "20095", "Hamburg")}, UseForShipping: true})
		if err != nil || c.ShippingAddress == nil || c.ShippingAddress.City != "Hamburg" || c.BillingAddress.City != "Hamburg" || !c.BillingSameAsShipping {
			t.Fatalf("use for shipping: %+v %+v %v", c.ShippingAddress, c.BillingAddress, err)
		}
		// A refused billing address changes nothing.
		if _, err := f.svc.SetBillingAddress(f.ctx, guest, cart.BillingInput{Address: cart.AddressInput{Address: typed("DE", "1", "Hamburg")}}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("bad billing address: %v", err)
		}
		if c := f.get(t, guest); c.BillingAddress.Postcode != "20095" || !c.BillingSameAsShipping {
			t.Errorf("after a refused billing address: %+v", c.BillingAddress)
		}
		// A guest cannot ask to save into an address book.
		c, _ = f.svc.SetShippingAddress(f.ctx, guest, cart.AddressInput{Address: typed("DE", "20095", "Hamburg"), SaveInAddressBook: true})
		if c.ShippingAddress.SaveInAddressBook {
			t.Errorf("a guest's address to be saved")
		}
	})
}

// The addresses and method stay with the cart: a merge keeps the
// customer's, and a cart left for days keeps them.
func TestCheckoutDataStays(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 1))
		if _, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("DE", "80802", "München")}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.SetShippingMethod(f.ctx, ref, "dhl", "paket"); err != nil {
			t.Fatal(err)
		}
		f.clock.add(72 * time.Hour)
		c := f.get(t, ref)
		if c.ShippingAddress == nil || c.SelectedShipping == nil || c.SelectedShipping.MethodCode != "paket" || c.Totals.ShippingInclTax != 495 {
			t.Errorf("after three days: %+v %+v", c.ShippingAddress, c.SelectedShipping)
		}
	})
}

func TestPaymentMethod(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		if c := f.get(t, ref); c.PaymentQuery != nil || f.svc.PaymentMethods(f.ctx, c) != nil {
			t.Errorf("an empty cart offers %+v", f.svc.PaymentMethods(f.ctx, c))
		}
		if _, err := f.svc.SetPaymentMethod(f.ctx, ref, "banktransfer"); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("empty cart: %v", err)
		}
		c := f.add(t, ref, item("HOSE-1", 1))
		var codes []string
		for _, m := range f.svc.PaymentMethods(f.ctx, c) {
			codes = append(codes, m.Code)
		}
		if q := c.PaymentQuery; q == nil || q.Amount != c.Totals.GrandTotal || q.Locale != i18n.German || q.Country != "DE" {
			t.Errorf("payment query %+v", q)
		}
		if len(codes) != 2 || c.SelectedPayment != nil {
			t.Fatalf("methods %v, selected %+v", codes, c.SelectedPayment)
		}
		for _, bad := range []string{"", "paypal", "BANKTRANSFER "} {
			if _, err := f.svc.SetPaymentMethod(f.ctx, ref, bad); apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Key != "cart.payment.method" {
				t.Errorf("%q: %v", bad, err)
			}
		}
		if c := f.get(t, ref); c.SelectedPayment != nil {
			t.Errorf("a refused method was kept: %+v", c.SelectedPayment)
		}
		for _, code := range codes {
			c, err := f.svc.SetPaymentMethod(f.ctx, ref, code)
			if err != nil || c.SelectedPayment == nil || c.SelectedPayment.Code != code || f.get(t, ref).SelectedPayment.Code != code {
				t.Errorf("%s: %+v %v", code, c.SelectedPayment, err)
			}
		}
	})
}
