package commerce_test

// The Magento conformance test. The commerce API keeps Magento 2.4's
// storefront shapes, so that a Magento storefront's operations run against
// it unchanged. testdata/magento holds operations written in the shapes a
// Magento storefront sends (PWA Studio's talons and newer storefronts:
// the same operation names, arguments, variables and fields), restricted
// to the fields the schema offers. Every operation there is validated
// against the schema and run by a journey against a seeded API, in the
// order a customer would go.
//
// Later capabilities add theirs the same way: a .graphql file of their
// operations in testdata/magento and a journey in magentoJourneys (a cart
// journey, a checkout journey). An operation no journey runs fails the
// test, and so does a step naming an operation that is not there.

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/formatter"
	"github.com/vektah/gqlparser/v2/parser"

	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// magentoDocuments is where the Magento-shaped operations are kept.
const magentoDocuments = "testdata/magento"

// magentoOperations reads every operation of testdata/magento into a
// document of its own (the operation and the fragments it spreads, as a
// storefront sends it) by operation name, and fails the test on a
// document that does not validate against the schema.
func magentoOperations(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(magentoDocuments, "*.graphql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no documents in %s: %v", magentoDocuments, err)
	}
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{}}).Schema()
	ops := map[string]string{}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		// The whole file first: its fragments must all be used.
		if _, errs := gqlparser.LoadQueryWithRules(schema, string(raw), nil); len(errs) > 0 {
			t.Errorf("%s: %v", file, errs)
			continue
		}
		doc, err := parser.ParseQuery(&ast.Source{Name: file, Input: string(raw)})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, op := range doc.Operations {
			if op.Name == "" {
				t.Errorf("%s: an operation without a name", file)
				continue
			}
			if _, dup := ops[op.Name]; dup {
				t.Errorf("%s: operation %s is defined twice", file, op.Name)
			}
			one := &ast.QueryDocument{Operations: ast.OperationList{op}, Fragments: fragmentsOf(doc, op.SelectionSet, nil)}
			var buf bytes.Buffer
			formatter.NewFormatter(&buf).FormatQueryDocument(one)
			if _, errs := gqlparser.LoadQueryWithRules(schema, buf.String(), nil); len(errs) > 0 {
				t.Errorf("%s: %s: %v", file, op.Name, errs)
			}
			ops[op.Name] = buf.String()
		}
	}
	return ops
}

// fragmentsOf adds the fragments a selection spreads, and theirs, to seen.
func fragmentsOf(doc *ast.QueryDocument, set ast.SelectionSet, seen ast.FragmentDefinitionList) ast.FragmentDefinitionList {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			seen = fragmentsOf(doc, s.SelectionSet, seen)
		case *ast.InlineFragment:
			seen = fragmentsOf(doc, s.SelectionSet, seen)
		case *ast.FragmentSpread:
			if seen.ForName(s.Name) != nil {
				continue
			}
			if f := doc.Fragments.ForName(s.Name); f != nil {
				seen = append(seen, f)
				seen = fragmentsOf(doc, f.SelectionSet, seen)
			}
		}
	}
	return seen
}

// journey is what one customer does, step by step, with the operations
// of testdata/magento.
type journey struct {
	name  string
	steps []step
	// api builds the API the journey runs against; newCustomerAPI when
	// nil.
	api func(t testing.TB, d *db.DB) *customerAPI
}

// step runs one operation. vars builds its variables from what earlier
// steps kept; check looks at the answer's data (and may keep values).
// With code set the step must fail with that extensions.code.
type step struct {
	op       string
	signedIn bool
	vars     func(j *journeyState) map[string]any
	code     string
	// fields, with code, are the extensions.field of every error the
	// step must answer, in order: a form shows each beside its field.
	fields []string
	check  func(t *testing.T, j *journeyState, data map[string]any)
}

// journeyState is what the steps of a journey hand on.
type journeyState struct {
	api   *customerAPI
	token string
	kept  map[string]any
}

// magentoJourneys are the journeys the conformance test runs; add the
// next capability's here.
func magentoJourneys() []journey {
	return []journey{customerJourney(), cartJourney(), checkoutJourney(), orderJourney(), mollieJourney(), wishlistJourney(), returnsJourney(), cancelJourney(), reviewJourney()}
}

// cartVars are the variables of a step on the kept cart ("cart") with
// extra ones.
func cartVars(extra map[string]any) func(j *journeyState) map[string]any {
	return func(j *journeyState) map[string]any {
		v := map[string]any{"cartId": j.kept["cart"]}
		for k, x := range extra {
			v[k] = x
		}
		return v
	}
}

// keep keeps what the answer holds at path under name; nothing there
// fails the test.
func keep(name, path string) func(t *testing.T, j *journeyState, data map[string]any) {
	return func(t *testing.T, j *journeyState, data map[string]any) {
		t.Helper()
		if j.kept[name] = gqltest.At(data, path); j.kept[name] == nil {
			t.Fatalf("nothing at %s: %v", path, data)
		}
	}
}

// want fails the step unless data holds v at each dotted path.
func want(paths map[string]any) func(t *testing.T, j *journeyState, data map[string]any) {
	return func(t *testing.T, _ *journeyState, data map[string]any) {
		t.Helper()
		for p, v := range paths {
			if got := gqltest.At(data, p); !jsonEqual(got, v) {
				t.Errorf("%s = %#v; want %#v", p, got, v)
			}
		}
	}
}

func customerJourney() journey {
	const (
		email     = "lena.huber@example.de"
		password  = "Sattel-2026"
		password2 = "Zaumzeug-2026"
		email2    = "lena@huber.example"
		password3 = "Gebiss-2026"
	)
	vars := func(v map[string]any) func(*journeyState) map[string]any {
		return func(*journeyState) map[string]any { return v }
	}
	address := map[string]any{"firstname": "Lena", "lastname": "Huber", "street": []string{"Leopoldstraße 12", "Hinterhaus"},
		"city": "München", "postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567"}
	return journey{name: "customer account", steps: []step{
		{op: "IsEmailAvailable", vars: vars(map[string]any{"email": email}), check: want(map[string]any{"isEmailAvailable.is_email_available": true})},
		{op: "CreateAccount", vars: vars(map[string]any{"email": email, "firstname": "Lena", "lastname": "Huber", "password": password, "is_subscribed": false}),
			check: want(map[string]any{"createCustomer.customer.id": nil})},
		{op: "signIn", vars: vars(map[string]any{"email": email, "password": password}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
			if j.token == "" {
				t.Fatalf("no token: %v", data)
			}
		}},
		{op: "GetCustomerAfterSignIn", signedIn: true, check: want(map[string]any{"customer.email": email, "customer.firstname": "Lena",
			"customer.lastname": "Huber", "customer.is_subscribed": false})},
		{op: "GetCustomerInformation", signedIn: true, check: want(map[string]any{"customer.email": email, "customer.date_of_birth": nil})},
		{op: "SetCustomerInformation", signedIn: true, vars: vars(map[string]any{"customerInput": map[string]any{"firstname": "Lena Marie", "date_of_birth": "1994-04-18"}}),
			check: want(map[string]any{"updateCustomerV2.customer.firstname": "Lena Marie", "updateCustomerV2.customer.date_of_birth": "1994-04-18",
				"updateCustomerV2.customer.lastname": "Huber"})},
		{op: "SetNewsletterSubscription", signedIn: true, vars: vars(map[string]any{"isSubscribed": true}),
			// The double opt-in has begun; subscribed once the mailed link is followed.
			check: want(map[string]any{"updateCustomerV2.customer.is_subscribed": false})},
		{op: "GetCustomerSubscription", signedIn: true, check: want(map[string]any{"customer.is_subscribed": false})},
		{op: "GetCustomerAddressesForAddressBook", signedIn: true, check: func(t *testing.T, _ *journeyState, data map[string]any) {
			countries, _ := gqltest.At(data, "countries").([]any)
			var ids []string
			for _, c := range countries {
				id, _ := gqltest.At(c, "id").(string)
				ids = append(ids, id)
			}
			if !jsonEqual(gqltest.At(data, "customer.addresses"), []any{}) || !slices.Contains(ids, "DE") || !slices.Contains(ids, "FR") {
				t.Errorf("address book %v", data)
			}
		}},
		{op: "GetRegionsForCountry", vars: vars(map[string]any{"countryCode": "DE"}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			regions, _ := gqltest.At(data, "country.available_regions").([]any)
			for _, r := range regions {
				if gqltest.At(r, "code") == "DE-BY" {
					j.kept["bavaria"] = gqltest.At(r, "id")
				}
			}
			if j.kept["bavaria"] == nil {
				t.Fatalf("no Bavaria in %v", data)
			}
		}},
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: func(j *journeyState) map[string]any {
			a := map[string]any{"region": map[string]any{"region_id": j.kept["bavaria"]}}
			for k, v := range address {
				a[k] = v
			}
			return map[string]any{"address": a}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"createCustomerAddress.default_billing": true, "createCustomerAddress.default_shipping": true,
				"createCustomerAddress.region.region_code": "DE-BY", "createCustomerAddress.region.region": "Bayern"})(t, j, data)
			keep("home", "createCustomerAddress.id")(t, j, data)
			keep("homeUID", "createCustomerAddress.uid")(t, j, data)
		}},
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: vars(map[string]any{"address": map[string]any{
			"firstname": "Lena", "lastname": "Huber", "company": "c/o Haras du Rhin", "street": []string{"Rue du Dôme 1"}, "city": "Strasbourg",
			"postcode": "67000", "country_code": "FR", "region": map[string]any{"region": ""},
		}}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"createCustomerAddress.default_billing": false, "createCustomerAddress.region": nil,
				"createCustomerAddress.company": "c/o Haras du Rhin"})(t, j, data)
			keep("stable", "createCustomerAddress.id")(t, j, data)
		}},
		{op: "UpdateCustomerAddressInAddressBook", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"addressId": j.kept["stable"], "updated_address": map[string]any{"default_shipping": true, "telephone": "+33 3 88 00 00 00"}}
		}, check: want(map[string]any{"updateCustomerAddress.default_shipping": true, "updateCustomerAddress.telephone": "+33 3 88 00 00 00",
			"updateCustomerAddress.city": "Strasbourg"})},
		{op: "GetCustomerAddressesForAddressBook", signedIn: true, check: func(t *testing.T, j *journeyState, data map[string]any) {
			id := func(name string) string { return strconv.Itoa(int(j.kept[name].(float64))) }
			want(map[string]any{"customer.default_billing": id("home"), "customer.default_shipping": id("stable"),
				"customer.addresses.0.id": j.kept["home"], "customer.addresses.1.id": j.kept["stable"]})(t, j, data)
		}},
		{op: "UpdateCustomerAddressV2", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"uid": j.kept["homeUID"], "input": map[string]any{"city": "München-Schwabing"}}
		}, check: want(map[string]any{"updateCustomerAddressV2.city": "München-Schwabing", "updateCustomerAddressV2.postcode": "80802"})},
		{op: "DeleteCustomerAddressFromAddressBook", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"addressId": j.kept["stable"]}
		}, check: want(map[string]any{"deleteCustomerAddress": true})},
		{op: "DeleteCustomerAddressV2", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"uid": j.kept["homeUID"]}
		}, check: want(map[string]any{"deleteCustomerAddressV2": true})},
		{op: "ChangeCustomerPassword", signedIn: true, vars: vars(map[string]any{"currentPassword": password, "newPassword": password2}),
			check: want(map[string]any{"changeCustomerPassword.email": email})},
		{op: "SetCustomerEmail", signedIn: true, vars: vars(map[string]any{"email": email2, "password": password2}),
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				// The answer is the customer unchanged; the new address
				// confirms the change with its mailed link (Paddock's
				// confirmCustomerEmailChange, the storefront's page).
				want(map[string]any{"updateCustomerEmail.customer.email": email})(t, j, data)
				mails := j.api.mailsTagged(t, "customer.email-confirm")
				m := regexp.MustCompile(`/account/confirm-email\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(mails[0].Text)
				if len(mails) != 1 || m == nil {
					t.Fatalf("confirmation mails %+v", mails)
				}
				want(map[string]any{"confirmCustomerEmailChange": true})(t, j, j.api.ok(t, "shop_de", nil, opConfirmEmail, map[string]any{"token": m[1]}))
			}},
		{op: "SignOutFromModal", signedIn: true, check: want(map[string]any{"revokeCustomerToken.result": true})},
		{op: "GetCustomerAfterSignIn", signedIn: true, code: "UNAUTHENTICATED"},
		{op: "requestPasswordResetEmail", vars: vars(map[string]any{"email": email2}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"requestPasswordResetEmail": true})(t, j, data)
			mails := j.api.mailsTagged(t, "customer.reset")
			m := regexp.MustCompile(`/account/reset-password\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(mails[0].Text)
			if len(mails) != 1 || m == nil {
				t.Fatalf("reset mails %+v", mails)
			}
			j.kept["reset"] = m[1]
		}},
		{op: "resetPassword", vars: func(j *journeyState) map[string]any {
			return map[string]any{"email": email2, "token": j.kept["reset"], "newPassword": password3}
		}, check: want(map[string]any{"resetPassword": true})},
		{op: "signIn", vars: vars(map[string]any{"email": email2, "password": password2}), code: "AUTHENTICATION_FAILED"},
		{op: "CreateCustomerV2", vars: vars(map[string]any{"input": map[string]any{"firstname": "Emily", "lastname": "Clarke",
			"email": "emily@example.at", "password": password3, "date_of_birth": "1988-09-30", "is_subscribed": false}}),
			check: want(map[string]any{"createCustomerV2.customer.email": "emily@example.at", "createCustomerV2.customer.date_of_birth": "1988-09-30",
				"createCustomerV2.customer.is_subscribed": false})},
		{op: "signIn", vars: vars(map[string]any{"email": "emily@example.at", "password": password3}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
		}},
		{op: "GetCustomerAfterCreate", signedIn: true, check: want(map[string]any{"customer.email": "emily@example.at", "customer.firstname": "Emily"})},
		{op: "signIn", vars: vars(map[string]any{"email": email2, "password": password3}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
		}},
		{op: "GetCustomerInformation", signedIn: true, check: want(map[string]any{"customer.email": email2, "customer.firstname": "Lena Marie"})},
	}}
}

// cartJourney is a guest who picks a jacket and a club shirt on their
// product pages, watches the header's count and the mini cart, changes a
// quantity on the cart page, tries a coupon, removes an item, then signs
// up and in, and takes the guest cart along into the customer's cart.
func cartJourney() journey {
	const (
		email    = "jonas.keller@example.de"
		password = "Trense-2026"
	)
	kept := func(name string) func(j *journeyState) any { return func(j *journeyState) any { return j.kept[name] } }
	cartVars := func(more map[string]func(j *journeyState) any) func(j *journeyState) map[string]any {
		return func(j *journeyState) map[string]any {
			v := map[string]any{"cartId": j.kept["cart"]}
			for k, f := range more {
				v[k] = f(j)
			}
			return v
		}
	}
	// uidOf finds a value's uid among a product's options by their titles.
	uidOf := func(data map[string]any, option, value string) string {
		p := gqltest.At(data, "products.items.0")
		for _, o := range list(p, "configurable_options") {
			for _, v := range list(o, "values") {
				if at(o, "label") == option && at(v, "label") == value {
					return at(v, "uid").(string)
				}
			}
		}
		for _, o := range list(p, "options") {
			if at(o, "title") != option {
				continue
			}
			if value == "" {
				return at(o, "field_value", "uid").(string)
			}
			for _, v := range list(o, "dropdown_value") {
				if at(v, "title") == value {
					return at(v, "uid").(string)
				}
			}
		}
		return ""
	}
	return journey{name: "cart", api: func(t testing.TB, d *db.DB) *customerAPI { return newCartAPI(t, d) }, steps: []step{
		{op: "getProductDetailForProductPage", vars: func(*journeyState) map[string]any { return map[string]any{"urlKey": "reitjacke-nova"} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.kept["navy"], j.kept["m"] = uidOf(data, "Farbe", "Marine"), uidOf(data, "Größe", "M")
				if j.kept["navy"] == "" || j.kept["m"] == "" {
					t.Fatalf("no navy or M: %v", data)
				}
			}},
		{op: "getProductDetailForProductPage", vars: func(*journeyState) map[string]any { return map[string]any{"urlKey": "vereinsshirt-lindenhof"} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.kept["stick"], j.kept["initials"] = uidOf(data, "Logo-Art", "Stick"), uidOf(data, "Kürzel", "")
				if j.kept["stick"] == "" || j.kept["initials"] == "" {
					t.Fatalf("no logo type or initials: %v", data)
				}
			}},
		{op: "createCart", check: keep("cart", "cartId")},
		{op: "getItemCount", vars: cartVars(nil), check: want(map[string]any{"cart.total_quantity": 0.0})},
		{op: "AddProductToCart", vars: cartVars(map[string]func(*journeyState) any{"product": func(j *journeyState) any {
			return []any{map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []any{j.kept["navy"], j.kept["m"]}}}
		}}), check: want(map[string]any{"addProductsToCart.user_errors": []any{}, "addProductsToCart.cart.total_quantity": 1.0,
			"addProductsToCart.cart.items.0.configurable_options.0.value_label": "Marine"})},
		{op: "AddProductToCart", vars: cartVars(map[string]func(*journeyState) any{"product": func(j *journeyState) any {
			return []any{map[string]any{"sku": "RVL-TX-1", "quantity": 2, "selected_options": []any{j.kept["stick"]},
				"entered_options": []any{map[string]any{"uid": j.kept["initials"], "value": "JK"}}}}
		}}), check: want(map[string]any{"addProductsToCart.user_errors": []any{}, "addProductsToCart.cart.total_quantity": 3.0})},
		{op: "AddProductToCart", vars: cartVars(map[string]func(*journeyState) any{"product": func(*journeyState) any {
			return []any{map[string]any{"sku": "RVL-TX-1", "quantity": 1}}
		}}), check: want(map[string]any{"addProductsToCart.user_errors.0.code": "REQUIRED_PARAMETER_MISSING",
			"addProductsToCart.cart.total_quantity": 3.0})},
		{op: "MiniCartQuery", vars: cartVars(nil), check: want(map[string]any{"cart.total_quantity": 3.0,
			"cart.prices.subtotal_including_tax.value": 129.0 + 2*24.9, "cart.items.1.prices.price.value": 24.9})},
		{op: "GetCartDetails", vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"cart.items.0.product.sku": "JACKE-1", "cart.items.1.customizable_options.1.values.0.value": "JK",
				"cart.prices.grand_total.value": 178.8})(t, j, data)
			keep("jacketItem", "cart.items.0.uid")(t, j, data)
			keep("shirtItem", "cart.items.1.uid")(t, j, data)
		}},
		{op: "updateItemQuantity", vars: cartVars(map[string]func(*journeyState) any{"itemId": kept("jacketItem"), "quantity": func(*journeyState) any { return 2 }}),
			check: want(map[string]any{"updateCartItems.cart.total_quantity": 4.0, "updateCartItems.cart.items.0.prices.row_total.value": 258.0})},
		{op: "applyCouponToCart", vars: cartVars(map[string]func(*journeyState) any{"couponCode": func(*journeyState) any { return "WILLKOMMEN10" }}),
			check: want(map[string]any{"applyCouponToCart.cart.applied_coupons.0.code": "WILLKOMMEN10",
				"applyCouponToCart.cart.prices.discounts.0.amount.value": 30.78, "applyCouponToCart.cart.prices.grand_total.value": 277.02})},
		{op: "applyCouponToCart", vars: cartVars(map[string]func(*journeyState) any{"couponCode": func(*journeyState) any { return "FALSCH" }}),
			code: "BAD_USER_INPUT"},
		{op: "getAppliedCoupons", vars: cartVars(nil), check: want(map[string]any{"cart.applied_coupons.0.code": "WILLKOMMEN10"})},
		{op: "removeCouponFromCart", vars: cartVars(nil), check: want(map[string]any{"removeCouponFromCart.cart.applied_coupons": []any{},
			"removeCouponFromCart.cart.prices.grand_total.value": 307.8})},
		{op: "removeItem", vars: cartVars(map[string]func(*journeyState) any{"itemId": kept("shirtItem")}),
			check: want(map[string]any{"removeItemFromCart.cart.total_quantity": 2.0})},
		{op: "CreateAccount", vars: func(*journeyState) map[string]any {
			return map[string]any{"email": email, "firstname": "Jonas", "lastname": "Keller", "password": password, "is_subscribed": false}
		}},
		{op: "signIn", vars: func(*journeyState) map[string]any { return map[string]any{"email": email, "password": password} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
			}},
		// Signed in, the guest cart is not the session's to operate
		// (Magento's GetCartForUser refuses it too): only mergeCarts takes it.
		{op: "getItemCount", signedIn: true, vars: cartVars(nil), code: "NOT_FOUND"},
		{op: "AddProductToCart", signedIn: true, vars: cartVars(map[string]func(*journeyState) any{"product": func(j *journeyState) any {
			return []any{map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []any{j.kept["navy"], j.kept["m"]}}}
		}}), code: "NOT_FOUND"},
		{op: "applyCouponToCart", signedIn: true, vars: cartVars(map[string]func(*journeyState) any{"couponCode": func(*journeyState) any { return "WILLKOMMEN10" }}),
			code: "NOT_FOUND"},
		{op: "GetCustomerCartAfterSignIn", signedIn: true, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"customerCart.items": []any{}})(t, j, data)
			keep("customerCart", "customerCart.id")(t, j, data)
		}},
		{op: "MergeCartsAfterSignIn", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"sourceCartId": j.kept["cart"], "destinationCartId": j.kept["customerCart"]}
		}, check: want(map[string]any{"mergeCarts.total_quantity": 2.0})},
		{op: "getItemCount", vars: cartVars(nil), code: "NOT_FOUND"},
		{op: "getItemCount", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["customerCart"]}
		}, check: want(map[string]any{"cart.total_quantity": 2.0})},
		{op: "getItemCount", vars: func(j *journeyState) map[string]any { return map[string]any{"cartId": j.kept["customerCart"]} }, code: "NOT_FOUND"},
		{op: "createCart", signedIn: true, check: func(t *testing.T, j *journeyState, data map[string]any) {
			if data["cartId"] != j.kept["customerCart"] {
				t.Errorf("createEmptyCart of a customer: %v", data)
			}
		}},
	}}
}

// checkoutJourney is a guest's checkout up to the payment step (address,
// shipping method, billing address) and a customer's with a saved address.
func checkoutJourney() journey {
	const (
		email    = "mia.wagner@example.de"
		password = "Gebiss-2026"
	)
	munich := map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Leopoldstraße 12"}, "city": "München",
		"region": "Bayern", "postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567", "save_in_address_book": false}
	return journey{name: "checkout", api: func(t testing.TB, d *db.DB) *customerAPI { return newCartAPI(t, d) }, steps: []step{
		{op: "createCart", check: func(t *testing.T, j *journeyState, data map[string]any) { j.kept["cart"] = data["cartId"] }},
		{op: "AddProductToCart", vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetGuestShipping", vars: cartVars(map[string]any{"email": email, "address": munich}), check: want(map[string]any{
			"setShippingAddressesOnCart.cart.email":                                                          email,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.city":                                      "München",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.country.label":                             "Deutschland",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.region.code":                               "DE-BY",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.region.label":                              "Bayern",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.amount.value": 4.95,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.method_title": "DHL Paket",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.selected_shipping_method":                  nil,
		})},
		{op: "SetGuestShipping", vars: cartVars(map[string]any{"email": "mia@", "address": munich}), code: "BAD_USER_INPUT"},
		{op: "SetShippingMethod", vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "express"}}),
			code: "BAD_USER_INPUT"},
		{op: "SetShippingMethod", vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}}),
			check: want(map[string]any{"setShippingMethodsOnCart.cart.shipping_addresses.0.selected_shipping_method.method_code": "paket",
				"setShippingMethodsOnCart.cart.prices.grand_total.value": 64.85})},
		{op: "setBillingAddress", vars: cartVars(map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Domkloster 4"},
			"city": "Köln", "region": nil, "postcode": "50667", "country": "DE", "phoneNumber": "+49 221 123456"}),
			check: want(map[string]any{"setBillingAddressOnCart.cart.billing_address.city": "Köln"})},
		{op: "getCheckoutDetails", vars: cartVars(nil), check: want(map[string]any{"cart.email": email, "cart.billing_address.city": "Köln",
			"cart.shipping_addresses.0.city": "München", "cart.shipping_addresses.0.selected_shipping_method.carrier_code": "dhl",
			"cart.prices.grand_total.value": 64.85, "cart.prices.applied_taxes.0.amount.value": 10.35})},
		{op: "setDefaultBillingAddress", vars: cartVars(nil), check: want(map[string]any{"setBillingAddressOnCart.cart.billing_address.city": "München"})},
		{op: "getPaymentMethods", vars: cartVars(nil), check: want(map[string]any{"cart.available_payment_methods.0.code": "banktransfer",
			"cart.available_payment_methods.1.code": "paddock_test", "cart.selected_payment_method.code": ""})},
		{op: "setPaymentMethodOnCart", vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "checkmo"}}), code: "BAD_USER_INPUT"},
		{op: "setPaymentMethodOnCart", vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "banktransfer"}}),
			check: want(map[string]any{"setPaymentMethodOnCart.cart.selected_payment_method.code": "banktransfer"})},
		// A customer ships to an address of the address book.
		{op: "CreateAccount", vars: func(*journeyState) map[string]any {
			return map[string]any{"email": email, "firstname": "Mia", "lastname": "Wagner", "password": password, "is_subscribed": false}
		}},
		{op: "signIn", vars: func(*journeyState) map[string]any { return map[string]any{"email": email, "password": password} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
			}},
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: func(*journeyState) map[string]any {
			return map[string]any{"address": map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Maria-Theresien-Straße 1"},
				"city": "Innsbruck", "postcode": "6020", "country_code": "AT", "telephone": "+43 512 123456"}}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.kept["address"] = gqltest.At(data, "createCustomerAddress.id")
		}},
		{op: "GetCustomerCartAfterSignIn", signedIn: true, check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.kept["cart"] = gqltest.At(data, "customerCart.id")
		}},
		{op: "AddProductToCart", signedIn: true, vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetCustomerAddressOnCart", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": j.kept["address"]}
		}, check: want(map[string]any{"setShippingAddressesOnCart.cart.email": email,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.country.code":                              "AT",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.amount.value": 9.95,
			"setShippingAddressesOnCart.cart.prices.grand_total.value":                                       69.85})},
		{op: "SetCustomerAddressOnCart", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": 999999}
		}, code: "NOT_FOUND"},
		{op: "SetCustomerAddressOnCart", vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": j.kept["address"]}
		}, code: "NOT_FOUND"},
	}}
}

// orderJourney places a guest's order paid with the test provider, whose
// payment fails (the cart comes back, the guest looks the cancelled order
// up), and a customer's order paid by bank transfer, which the
// customer's order history lists.
func orderJourney() journey {
	const (
		guestEmail = "mia.wagner@example.de"
		email      = "paul.schmid@example.de"
		password   = "Hufeisen-2026"
	)
	munich := map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Leopoldstraße 12"}, "city": "München",
		"region": "Bayern", "postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567", "save_in_address_book": false}
	token := func(j *journeyState) map[string]any {
		return map[string]any{"input": map[string]any{"payment_token": j.kept["token"]}}
	}
	return journey{name: "orders", api: func(t testing.TB, d *db.DB) *customerAPI { return newCartAPI(t, d) }, steps: []step{
		{op: "createCart", check: func(t *testing.T, j *journeyState, data map[string]any) { j.kept["cart"] = data["cartId"] }},
		{op: "AddProductToCart", vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetGuestShipping", vars: cartVars(map[string]any{"email": guestEmail, "address": munich})},
		{op: "SetShippingMethod", vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}})},
		{op: "setDefaultBillingAddress", vars: cartVars(nil)},
		{op: "setPaymentMethodOnCart", vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "paddock_test"}})},
		{op: "placeOrder", vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			keep("number", "placeOrder.order.order_number")(t, j, data)
			keep("token", "placeOrder.order.mollie_payment_token")(t, j, data)
			if url, _ := gqltest.At(data, "placeOrder.order.mollie_redirect_url").(string); !strings.HasPrefix(url, "http://shop.test/payment/test/") {
				t.Errorf("redirect url %q", url)
			}
		}},
		// Back from the provider's page before paying: the order waits.
		{op: "MollieProcessTransaction", vars: token, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"mollieProcessTransaction.paymentStatus": "OPEN", "mollieProcessTransaction.redirect_to_success_page": true,
				"mollieProcessTransaction.redirect_to_cart": false, "mollieProcessTransaction.cart": nil})(t, j, data)
			j.api.decide(t, j.kept["token"].(string), payment.Failed)
		}},
		// The payment failed: the order waits for "pay now" or another method.
		{op: "MollieProcessTransaction", vars: token, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"mollieProcessTransaction.paymentStatus": "FAILED", "mollieProcessTransaction.redirect_to_success_page": false,
				"mollieProcessTransaction.redirect_to_cart": false, "mollieProcessTransaction.cart": nil})(t, j, data)
		}},
		// Another method (Mollie's restore of the placed cart): the order
		// is given up, its items back in a cart; asked again, the same cart.
		{op: "MollieRestoreCart", vars: func(j *journeyState) map[string]any {
			return map[string]any{"input": map[string]any{"cart_id": j.kept["cart"]}}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"mollieRestoreCart.cart.total_quantity": 1.0})(t, j, data)
			keep("restored", "mollieRestoreCart.cart.id")(t, j, data)
		}},
		{op: "MollieRestoreCart", vars: func(j *journeyState) map[string]any {
			return map[string]any{"input": map[string]any{"cart_id": j.kept["cart"]}}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"mollieRestoreCart.cart.id": j.kept["restored"], "mollieRestoreCart.cart.total_quantity": 1.0})(t, j, data)
		}},
		{op: "GET_GUEST_ORDER", vars: func(j *journeyState) map[string]any {
			return map[string]any{"input": map[string]any{"number": j.kept["number"], "email": "Mia.Wagner@example.de", "lastname": "Wagner"}}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"guestOrder.number": j.kept["number"], "guestOrder.status": "Storniert", "guestOrder.carrier": "dhl",
				"guestOrder.items.0.product_sku": "HOSE-1", "guestOrder.items.0.quantity_canceled": 1.0,
				"guestOrder.payment_methods.0.type": "paddock_test", "guestOrder.shipping_address.country_code": "DE",
				"guestOrder.total.grand_total.value": 64.85, "guestOrder.total.shipping_handling.amount_including_tax.value": 4.95,
				"guestOrder.shipments": []any{}, "guestOrder.items.0.quantity_shipped": 0.0})(t, j, data)
		}},
		{op: "GET_GUEST_ORDER", vars: func(j *journeyState) map[string]any {
			return map[string]any{"input": map[string]any{"number": j.kept["number"], "email": guestEmail, "lastname": "Weber"}}
		}, code: "NOT_FOUND"},
		// A customer pays by bank transfer and finds the order in the history.
		{op: "CreateAccount", vars: func(*journeyState) map[string]any {
			return map[string]any{"email": email, "firstname": "Paul", "lastname": "Schmid", "password": password, "is_subscribed": false}
		}},
		{op: "signIn", vars: func(*journeyState) map[string]any { return map[string]any{"email": email, "password": password} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
			}},
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: func(*journeyState) map[string]any {
			return map[string]any{"address": map[string]any{"firstname": "Paul", "lastname": "Schmid", "street": []any{"Domkloster 4"},
				"city": "Köln", "postcode": "50667", "country_code": "DE", "telephone": "+49 221 123456"}}
		}, check: keep("address", "createCustomerAddress.id")},
		{op: "GetCustomerCartAfterSignIn", signedIn: true, check: keep("cart", "customerCart.id")},
		{op: "AddProductToCart", signedIn: true, vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 2}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetCustomerAddressOnCart", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": j.kept["address"]}
		}},
		{op: "SetShippingMethod", signedIn: true, vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}})},
		{op: "setDefaultBillingAddress", signedIn: true, vars: cartVars(nil)},
		{op: "setPaymentMethodOnCart", signedIn: true, vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "banktransfer"}})},
		// Another session may not place the customer's cart.
		{op: "PlaceOrderV2", vars: cartVars(nil), check: want(map[string]any{"placeOrder.orderV2": nil,
			"placeOrder.errors.0.code": "CART_NOT_FOUND"})},
		{op: "PlaceOrderV2", signedIn: true, vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"placeOrder.errors": []any{}, "placeOrder.orderV2.email": email, "placeOrder.orderV2.status": "Zahlung ausstehend",
				"placeOrder.orderV2.payment_methods.0.type": "banktransfer", "placeOrder.orderV2.payment_methods.0.additional_data.0.name": "account_holder",
				"placeOrder.orderV2.total.grand_total.value": 119.8}) // free shipping from 75 €(t, j, data)
			keep("customerNumber", "placeOrder.orderV2.number")(t, j, data)
		}},
		// Placed again (a retry): the same order.
		{op: "PlaceOrderV2", signedIn: true, vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"placeOrder.orderV2.number": j.kept["customerNumber"]})(t, j, data)
		}},
		{op: "GetCustomerOrders", signedIn: true, vars: func(*journeyState) map[string]any { return map[string]any{"pageSize": 10} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				want(map[string]any{"customer.orders.total_count": 1.0, "customer.orders.page_info.total_pages": 1.0,
					"customer.orders.items.0.number": j.kept["customerNumber"], "customer.orders.items.0.status": "Zahlung ausstehend",
					"customer.orders.items.0.items.0.quantity_ordered": 2.0, "customer.orders.items.0.shipping_address.city": "Köln",
					"customer.orders.items.0.shipping_method": "DHL Paket", "customer.orders.items.0.invoices": []any{},
					"customer.orders.items.0.shipments": []any{}})(t, j, data)
				// The shop records the transfer and ships the parcel.
				staff, ctx := j.api.orders.(order.Staff), context.Background()
				number := j.kept["customerNumber"].(string)
				if _, _, err := staff.RecordBankTransfer(ctx, number); err != nil {
					t.Fatal(err)
				}
				if _, err := staff.Ship(ctx, number, order.ShipInput{Tracking: "00340434161094042557"}); err != nil {
					t.Fatal(err)
				}
			}},
		{op: "GetCustomerOrders", signedIn: true, vars: func(*journeyState) map[string]any { return map[string]any{"pageSize": 10} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				want(map[string]any{"customer.orders.items.0.status": "Versendet",
					"customer.orders.items.0.shipments.0.tracking.0.number": "00340434161094042557"})(t, j, data)
			}},
		// The guest's order is not the customer's.
		{op: "GetCustomerOrders", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"pageSize": 10, "filter": map[string]any{"number": map[string]any{"eq": j.kept["number"]}}}
		}, check: want(map[string]any{"customer.orders.total_count": 0.0, "customer.orders.items": []any{}})},
		{op: "GetCustomerOrders", vars: func(*journeyState) map[string]any { return map[string]any{"pageSize": 10} }, code: "UNAUTHENTICATED"},
	}}
}

func TestMagentoOperationsConform(t *testing.T) {
	ops := magentoOperations(t)
	run := map[string]bool{}
	for _, j := range magentoJourneys() {
		for _, s := range j.steps {
			if ops[s.op] == "" {
				t.Errorf("journey %q runs %s, which is not in %s", j.name, s.op, magentoDocuments)
			}
			run[s.op] = true
		}
	}
	for name := range ops {
		if !run[name] {
			t.Errorf("%s is in %s but no journey runs it", name, magentoDocuments)
		}
	}
	if t.Failed() {
		return
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		for _, j := range magentoJourneys() {
			t.Run(j.name, func(t *testing.T) {
				newAPI := j.api
				if newAPI == nil {
					newAPI = func(t testing.TB, d *db.DB) *customerAPI { return newCustomerAPI(t, d) }
				}
				state := &journeyState{api: newAPI(t, d), kept: map[string]any{}}
				for i, s := range j.steps {
					var header map[string]string
					if s.signedIn {
						header = bearer(state.token)
					}
					var vars map[string]any
					if s.vars != nil {
						vars = s.vars(state)
					}
					res := state.api.do(t, "shop_de", header, ops[s.op], vars)
					ok := t.Run(strconv.Itoa(i+1)+" "+s.op, func(t *testing.T) {
						switch {
						case s.code != "":
							if res.Code() != s.code {
								t.Errorf("code %q; want %s (%+v)", res.Code(), s.code, res.Errors)
							}
							if s.fields != nil {
								var got []string
								for _, e := range res.Errors {
									f, _ := e.Extensions["field"].(string)
									got = append(got, f)
								}
								if !slices.Equal(got, s.fields) {
									t.Errorf("fields %q; want %q (%+v)", got, s.fields, res.Errors)
								}
							}
						case len(res.Errors) > 0 || res.Status != 200:
							t.Fatalf("%d %+v", res.Status, res.Errors)
						case s.check != nil:
							s.check(t, state, res.Data)
						}
					})
					if !ok {
						return // later steps build on this one
					}
				}
			})
		}
	})
}
