package admin_test

import (
	"testing"
	"time"

	"paddock/internal/admin/desk/desktest"
	"paddock/internal/cart"
	"paddock/internal/customer"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/shipping"
)

// TestShippingAPI: the owner changes Austria's rate and delivery days; the
// shop's cart, another process with its own cache of the rates, charges
// the new rate and promises the later window once it checked the revision,
// and an Austrian customer's estimate (header, product page) follows;
// a rate switched off is offered no more; bad input answers its fields;
// support may not.
func TestShippingAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := desktest.Open(t, d)
		// The staff's own service: the shop's cart has another (as another process would).
		rates, err := shipping.NewStaff(shipping.NewService(d, s.Clock.Now), s.Audit)
		if err != nil {
			t.Fatal(err)
		}
		h := marketingHandler(t, s, &admin.Resolver{ShippingStaff: rates})
		vienna := order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Ringstraße 1"}, Postcode: "1010", City: "Wien", CountryCode: "AT"}
		str := func(s string) *string { return &s }
		// shipTo gives a new guest cart of oats an address in the country, as the checkout does.
		shipTo := func(country, postcode, city string) (cart.Ref, cart.Cart) {
			t.Helper()
			ref := s.GuestCart(t, ordertest.Item("HAFER-20", 1))
			c, err := s.Carts.SetShippingAddress(s.Ctx, ref, cart.AddressInput{Address: &customer.AddressInput{Firstname: str("Lena"),
				Lastname: str("Hofer"), Street: []string{"Ringstraße 1"}, Postcode: str(postcode), City: str(city), CountryCode: str(country),
				Telephone: str("+43 1 2345678")}})
			if err != nil {
				t.Fatal(err)
			}
			return ref, c
		}
		// An Austrian customer: the storefront's estimate (header, product page) is for their default address's country.
		anna := s.CustomerID(t, "anna@example.de")
		yes := true
		if _, err := s.Customers.CreateAddress(s.Ctx, anna, customer.AddressInput{Firstname: str("Anna"), Lastname: str("Berger"),
			Street: []string{"Ringstraße 1"}, Postcode: str("1010"), City: str("Wien"), CountryCode: str("AT"),
			Telephone: str("+43 1 2345678"), DefaultShipping: &yes, DefaultBilling: &yes}); err != nil {
			t.Fatal(err)
		}
		estimate, err := s.Carts.Estimate(s.Ctx, anna, "de")
		if err != nil || estimate.Country != "AT" || estimate.Quote.Amount != 995 || estimate.Quote.ExtraMaxDays != 2 {
			t.Fatalf("Austria's estimate before: %+v %v", estimate, err)
		}
		_, before := shipTo("AT", "1010", "Wien")
		if before.Shipping == nil || before.Shipping.Amount != 995 || before.Delivery == nil {
			t.Fatalf("Austria before: %+v %+v", before.Shipping, before.Delivery)
		}
		var dhl string
		const save = `mutation($m: ID!, $in: ShippingRateInput!) { saveShippingRate(methodId: $m, input: $in) { id rates { country price freeFrom extraMinDays extraMaxDays active export } } }`
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not", Query: `{ shipping { methods { id } } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "the rates", Query: `{ shipping { countries methods { id carrierTitle title { de en } rates { country price freeFrom bulkySurcharge extraMinDays extraMaxDays export active } } } }`,
				Header: as("content"), Data: map[string]any{"shipping.methods.0.carrierTitle": "DHL", "shipping.methods.0.title.en": "DHL parcel",
					"shipping.methods.0.rates.0.country": "AT", "shipping.methods.0.rates.0.price": 995.0, "shipping.methods.0.rates.0.freeFrom": 15000.0,
					"shipping.methods.0.rates.0.bulkySurcharge": 690.0, "shipping.methods.0.rates.0.extraMaxDays": 2.0, "shipping.countries.0": "AT"},
				Check: func(t *testing.T, res gqltest.Response) {
					dhl, _ = gqltest.At(res.Data, "shipping.methods.0.id").(string)
				}},
		})
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "bad days", Query: save, Header: as("owner"), Variables: map[string]any{"m": dhl, "in": map[string]any{"country": "AT", "price": 1250,
				"freeFrom": 0, "bulkySurcharge": 800, "extraMinDays": 5, "extraMaxDays": 4, "active": true}}, Code: "BAD_USER_INPUT", Field: "extraMaxDays"},
			{Name: "a country the addresses do not know", Query: save, Header: as("owner"), Variables: map[string]any{"m": dhl, "in": map[string]any{
				"country": "US", "price": 1250, "freeFrom": 0, "bulkySurcharge": 0, "extraMinDays": 0, "extraMaxDays": 0, "active": true}},
				Code: "BAD_USER_INPUT", Field: "country"},
			{Name: "Austria changed", Query: save, Header: as("owner"), Variables: map[string]any{"m": dhl, "in": map[string]any{"country": "at", "price": 1250,
				"freeFrom": 0, "bulkySurcharge": 800, "extraMinDays": 4, "extraMaxDays": 6, "active": true}},
				Data: map[string]any{"saveShippingRate.rates.0.country": "AT", "saveShippingRate.rates.0.price": 1250.0, "saveShippingRate.rates.0.extraMaxDays": 6.0}},
			{Name: "Luxembourg switched off", Query: save, Header: as("owner"), Variables: map[string]any{"m": dhl, "in": map[string]any{"country": "LU", "price": 995,
				"freeFrom": 15000, "bulkySurcharge": 690, "extraMinDays": 1, "extraMaxDays": 2, "active": false}}},
			{Name: "the trail", Query: `{ auditEntries(filter: {objectType: "shipping_rate"}) { totalCount items { operation objectId outcome changes { field before after } } } }`,
				Header: as("owner"), Data: map[string]any{"auditEntries.totalCount": 3.0, "auditEntries.items.0.objectId": dhl + "/LU",
					"auditEntries.items.1.objectId": dhl + "/AT", "auditEntries.items.1.changes.0.field": "price",
					"auditEntries.items.1.changes.0.before": "995", "auditEntries.items.1.changes.0.after": "1250",
					"auditEntries.items.2.outcome": "REFUSED"}},
		})
		// The shop's process checks the revision within seconds.
		s.Clock.Add(3 * time.Second)
		if estimate, err = s.Carts.Estimate(s.Ctx, anna, "de"); err != nil || estimate.Quote.Amount != 1250 || estimate.Quote.ExtraMinDays != 4 ||
			estimate.Quote.ExtraMaxDays != 6 {
			t.Errorf("Austria's estimate after: %+v %v", estimate, err)
		}
		ref, after := shipTo("AT", "1010", "Wien")
		if after.Shipping == nil || after.Shipping.Amount != 1250 || after.Shipping.Quote.ExtraMaxDays != 6 {
			t.Errorf("Austria after: %+v", after.Shipping)
		}
		if after.Delivery == nil || after.Delivery.MinDays != before.Delivery.MinDays+3 || after.Delivery.MaxDays != before.Delivery.MaxDays+4 ||
			!after.Delivery.Latest.After(before.Delivery.Latest) {
			t.Errorf("window before %+v, after %+v", before.Delivery, after.Delivery)
		}
		// The order charges it and promises the window.
		a := vienna
		placed := s.Shop.Place(t, ref, order.PlaceInput{Email: "lena@example.at", ShippingAddress: &a, BillingAddress: vienna,
			PaymentMethod: banktransfer.Code}).Order
		if placed.Totals.ShippingInclTax != 1250 || placed.DeliveryLatest != after.Delivery.Latest.Format(time.DateOnly) {
			t.Errorf("order %d %s, want the window's %s", placed.Totals.ShippingInclTax, placed.DeliveryLatest, after.Delivery.Latest)
		}
		if _, lu := shipTo("LU", "1111", "Luxembourg"); lu.Shipping == nil || lu.Shipping.Available {
			t.Errorf("Luxembourg switched off: %+v", lu.Shipping)
		}
	})
}
