package admin_test

import (
	"net/http"
	"strconv"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/newsletter"
	"paddock/internal/order/ordertest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/session"
	"paddock/internal/returns"
	"paddock/internal/review"
	"paddock/internal/wishlist"
)

// customersHandler is the admin API with the customer accounts, returns
// and wish lists of a desktest shop.
func customersHandler(t *testing.T, d *db.DB) (http.Handler, *desktest.Shop, wishlist.Service) {
	s := desktest.Open(t, d)
	sessions, err := session.NewManager(d, session.Options{Key: key, Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	news, err := newsletter.NewService(d, s.Outbox, s.Limiter, newsletter.Options{BaseURL: ordertest.BaseURL, Key: key, Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	lists, err := wishlist.NewService(d, wishlist.Dependencies{Catalog: s.Catalog, Carts: s.Carts}, wishlist.Options{Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	reviews, err := review.NewService(review.Dependencies{DB: d, Catalog: s.Catalog, Orders: s.Orders, Limiter: s.Limiter, Audit: s.Audit},
		review.Options{Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	accounts, err := customer.NewService(customer.Dependencies{DB: d, Sessions: sessions, Mail: s.Outbox, Limiter: s.Limiter, Newsletter: news,
		Directory: directory.NewService(d), Jobs: s.Queue, Audit: s.Audit, Orders: s.Staff, Returns: s.Returns.(returns.Staff),
		Wishlists: lists, Reviews: reviews, Mails: mail.NewMailbox(d)}, customer.Options{BaseURL: ordertest.BaseURL, Key: key, Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, CustomerAccounts: accounts.(customer.Staff),
		CustomerReturnsOf: s.Returns.(returns.Staff), CustomerWishlistsOf: lists.(wishlist.Staff)}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	}), s, lists
}

// TestCustomerAddressesReturnsAndWishlist: staff add, change, make default
// and delete a customer's addresses, each checked as the storefront's
// address book checks it and audited with the personal fields masked;
// bad input, another customer's address and a role without the right
// change nothing; the customer's returns and wish list are listed.
func TestCustomerAddressesReturnsAndWishlist(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s, lists := customersHandler(t, d)
		anna := s.CustomerID(t, "anna@example.de")
		id := strconv.FormatInt(anna, 10)
		_, ret := s.Returned(t, "HAFER-20")
		shirt := s.Shirt(t, 1)
		if _, userErrors, err := lists.Add(s.Ctx, anna, 0, i18n.German, []wishlist.ItemInput{{SKU: shirt.SKU, ParentSKU: shirt.ParentSKU,
			Quantity: 1, SelectedOptions: shirt.SelectedOptions}}); err != nil || len(userErrors) > 0 {
			t.Fatal(err, userErrors)
		}
		addresses := func() []map[string]any {
			t.Helper()
			res := gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: `query($id: ID!) { customer(id: $id) { addresses { id street postcode city
				defaultBilling defaultShipping } } }`, Variables: map[string]any{"id": id}, Header: as("support")})
			var out []map[string]any
			for _, a := range gqltest.At(res.Data, "customer.addresses").([]any) {
				out = append(out, a.(map[string]any))
			}
			return out
		}
		first := addresses()
		if len(first) != 1 || first[0]["defaultBilling"] != true {
			t.Fatalf("addresses = %v", first)
		}
		munich := first[0]["id"].(string)
		create := `mutation($c: ID!, $in: CustomerAddressInput!) { createCustomerAddress(customerId: $c, input: $in) { addresses { id city postcode defaultBilling defaultShipping } } }`
		update := `mutation($c: ID!, $a: ID!, $in: CustomerAddressInput!) { updateCustomerAddress(customerId: $c, id: $a, input: $in) { addresses { id city postcode vatId defaultBilling defaultShipping } } }`
		remove := `mutation($c: ID!, $a: ID!) { deleteCustomerAddress(customerId: $c, id: $a) { addresses { id city defaultBilling } } }`
		berlin := map[string]any{"firstname": "Anna", "lastname": "Berger", "street": []any{"Hauptstraße 1"}, "postcode": "10115",
			"city": "Berlin", "countryCode": "DE", "telephone": "030 123456"}
		bad := map[string]any{"firstname": "Anna", "lastname": "Berger", "street": []any{"Hauptstraße 1"}, "postcode": "1011",
			"city": "Berlin", "countryCode": "DE"}
		var berlinID string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a wrong postcode, on its field", Query: create, Variables: map[string]any{"c": id, "in": bad}, Header: as("support"),
				Code: "BAD_USER_INPUT", Field: "postcode", Message: "Please enter a valid postcode for the chosen country."},
			{Name: "in German", Query: create, Variables: map[string]any{"c": id, "in": bad},
				Header: map[string]string{"X-Test-Staff": "support", "Accept-Language": "de"}, Code: "BAD_USER_INPUT", Field: "postcode"},
			{Name: "a content editor adds none", Query: create, Variables: map[string]any{"c": id, "in": berlin}, Header: as("content"),
				Code: "FORBIDDEN"},
			{Name: "nobody signed in", Query: create, Variables: map[string]any{"c": id, "in": berlin},
				Header: map[string]string{"Accept-Language": "en"}, Code: "UNAUTHENTICATED"},
			{Name: "support adds one", Query: create, Variables: map[string]any{"c": id, "in": berlin}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					list, _ := gqltest.At(res.Data, "createCustomerAddress.addresses").([]any)
					if len(list) != 2 {
						t.Fatalf("after adding: %v %v", res.Data, res.Errors)
					}
					for _, a := range list {
						if a.(map[string]any)["city"] == "Berlin" {
							berlinID = a.(map[string]any)["id"].(string)
						}
					}
				}},
		})
		if berlinID == "" {
			t.Fatal("no Berlin address")
		}
		if n := s.Count(t, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ? AND postcode = '1011'`, anna); n != 0 {
			t.Errorf("the bad address was saved")
		}
		// Another customer's address id is not found, for Anna's id
		// with it or its own owner's with Anna's.
		other := s.CustomerID(t, "anna@example.de") + 1000
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the address of another customer", Query: update, Variables: map[string]any{"c": strconv.FormatInt(other, 10), "a": berlinID,
				"in": map[string]any{"city": "Potsdam"}}, Header: as("support"), Code: "NOT_FOUND"},
			{Name: "a bad VAT id changes nothing", Query: update, Variables: map[string]any{"c": id, "a": berlinID,
				"in": map[string]any{"city": "Potsdam", "vatId": "123"}}, Header: as("support"), Code: "BAD_USER_INPUT", Field: "vat_id"},
			{Name: "the default billing and shipping address", Query: update, Variables: map[string]any{"c": id, "a": berlinID,
				"in": map[string]any{"defaultBilling": true, "defaultShipping": true, "postcode": "10117"}}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					for _, a := range gqltest.At(res.Data, "updateCustomerAddress.addresses").([]any) {
						a := a.(map[string]any)
						mine := a["id"] == berlinID
						if a["defaultBilling"] != mine || a["defaultShipping"] != mine || mine && (a["postcode"] != "10117" || a["city"] != "Berlin") {
							t.Errorf("after the defaults: %v", res.Data)
						}
					}
				}},
			{Name: "a club manager deletes none", Query: remove, Variables: map[string]any{"c": id, "a": munich}, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "support deletes Munich", Query: remove, Variables: map[string]any{"c": id, "a": munich}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if list := gqltest.At(res.Data, "deleteCustomerAddress.addresses").([]any); len(list) != 1 || list[0].(map[string]any)["id"] != berlinID {
						t.Errorf("after deleting: %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "the trail, masked", Query: `{ auditEntries(filter: {staffId: "2"}) { items { operation outcome objectId changes { field before after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					items := gqltest.At(res.Data, "auditEntries.items").([]any)
					var ops []string
					for _, it := range items {
						ops = append(ops, it.(map[string]any)["operation"].(string)+":"+it.(map[string]any)["outcome"].(string))
					}
					want := []string{"customer.address.delete:DONE", "customer.address.update:DONE", "customer.address.create:DONE"}
					if len(ops) < 3 || ops[0] != want[0] || ops[1] != want[1] || ops[2] != want[2] {
						t.Fatalf("trail = %v", ops)
					}
					for _, c := range gqltest.At(res.Data, "auditEntries.items.2.changes").([]any) {
						c := c.(map[string]any)
						if c["field"] == "street" && c["after"] == "Hauptstraße 1" {
							t.Errorf("the street is not masked: %v", c)
						}
					}
					changed := map[string]any{}
					for _, c := range gqltest.At(res.Data, "auditEntries.items.1.changes").([]any) {
						changed[c.(map[string]any)["field"].(string)] = c.(map[string]any)["after"]
					}
					if changed["postcode"] != "10117" || changed["default_billing"] != "true" || changed["default_shipping"] != "true" {
						t.Errorf("the update's changes = %v", changed)
					}
				}},
		})
		if got := addresses(); len(got) != 1 || got[0]["postcode"] != "10117" {
			t.Errorf("addresses at the end = %v", got)
		}

		// The customer's returns and wish list.
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the returns", Query: `query($c: ID!) { customerReturns(customerId: $c) { reference orderNumber status createdAt } }`,
				Variables: map[string]any{"c": id}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "customerReturns.0.reference") != ret.Reference || gqltest.At(res.Data, "customerReturns.0.status") != "requested" ||
						gqltest.At(res.Data, "customerReturns.0.orderNumber") == "" {
						t.Errorf("returns %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "the wish list", Query: `query($c: ID!) { customerWishlist(customerId: $c) { name sku quantity addedAt } }`,
				Variables: map[string]any{"c": id}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "customerWishlist.0.sku") != shirt.SKU || gqltest.At(res.Data, "customerWishlist.0.name") == "" {
						t.Errorf("wish list %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "a content editor reads no returns", Query: `query($c: ID!) { customerReturns(customerId: $c) { reference } }`,
				Variables: map[string]any{"c": id}, Header: as("content"), Code: "FORBIDDEN"},
			{Name: "a club manager reads no wish list", Query: `query($c: ID!) { customerWishlist(customerId: $c) { sku } }`,
				Variables: map[string]any{"c": id}, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "a customer without a wish list", Query: `{ customerWishlist(customerId: "999999") { sku } }`, Header: as("support"),
				Data: map[string]any{"customerWishlist": []any{}}},
		})
	})
}
