package commerce_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const (
	orderFields = `id number order_date status email is_virtual carrier shipping_method order_number increment_id available_actions
  items { id product_name product_sku product_url_key product_type product_sale_price { value currency }
    selected_options { label value } entered_options { label value }
    quantity_ordered quantity_invoiced quantity_shipped quantity_canceled quantity_refunded quantity_returned
    discounts { amount { value } }
    ... on ConfigurableOrderItem { parent_sku } }
  total { subtotal { value } subtotal_incl_tax { value } subtotal_excl_tax { value } total_tax { value } grand_total { value }
    grand_total_excl_tax { value } base_grand_total { value } total_shipping { value } discounts { amount { value } label }
    taxes { amount { value } title rate }
    shipping_handling { total_amount { value } amount_including_tax { value } amount_excluding_tax { value } taxes { amount { value } rate } } }
  shipping_address { firstname lastname street city postcode country_code region telephone }
  billing_address { firstname lastname street city postcode country_code }
  payment_methods { name type additional_data { name value } }
  shipments { id number } invoices { id number } comments { timestamp message } applied_coupons { code }`
	opPlaceOrder = `mutation Place($id: String!, $total: Float) { placeOrder(input: { cart_id: $id, expected_grand_total: $total }) {
  order { order_number order_id mollie_redirect_url mollie_payment_token }
  orderV2 { ` + orderFields + ` }
  errors { code message } } }`
	opProcessTransaction = `mutation Process($token: String!) { mollieProcessTransaction(input: { payment_token: $token }) {
  paymentStatus redirect_to_cart redirect_to_success_page retry_until cart { id total_quantity items { product { sku } quantity } } } }`
	opChangeMethod = `mutation Change($token: String!) { changeOrderPaymentMethod(input: { payment_token: $token }) { cart { id total_quantity items { product { sku } } } } }`
	opRestoreCart  = `mutation Restore($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { id total_quantity items { product { sku } } } } }`
	opGuestOrder   = `query Guest($number: String!, $email: String!, $lastname: String!) { guestOrder(input: { number: $number, email: $email, lastname: $lastname }) { number email status } }`
	opCheckout     = `query CheckoutOrder($id: String!) { checkoutOrder(cart_id: $id) { ` + orderFields + ` } }`
	opCustomerOrds = `query Orders($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages } items { ` + orderFields + ` } } } }`
)

// readyCart fills a cart for placing: a pair of breeches (and a
// configured jacket with items), Lena's address for shipping and billing,
// DHL and the payment method; a guest cart (header nil) gets an email.
func (a *customerAPI) readyCart(t testing.TB, header map[string]string, method string, items ...map[string]any) string {
	t.Helper()
	var id string
	if header == nil {
		id = a.guestCart(t)
	} else {
		id, _ = gqltest.At(a.ok(t, "shop_de", header, opCustomerCart, nil), "customerCart.id").(string)
	}
	if len(items) == 0 {
		items = []map[string]any{{"sku": "HOSE-1", "quantity": 1}}
	}
	list := make([]any, len(items))
	for i, it := range items {
		list[i] = it
	}
	a.ok(t, "shop_de", header, opAddProducts, map[string]any{"id": id, "items": list})
	a.ok(t, "shop_de", header, opSetShipping, map[string]any{"id": id, "addresses": []any{map[string]any{"address": lena()}}})
	a.ok(t, "shop_de", header, opSetMethod, map[string]any{"id": id, "methods": []any{map[string]any{"carrier_code": "dhl", "method_code": "paket"}}})
	a.ok(t, "shop_de", header, opSetBilling, map[string]any{"id": id, "billing": map[string]any{"same_as_shipping": true}})
	if header == nil {
		a.ok(t, "shop_de", nil, opSetGuestEmail, map[string]any{"id": id, "email": "lena@example.de"})
	}
	a.ok(t, "shop_de", header, opSetPayment, map[string]any{"id": id, "code": method})
	return id
}

// place places a ready cart and answers placeOrder's answer, failing the
// test on errors.
func (a *customerAPI) place(t testing.TB, store string, header map[string]string, id string) map[string]any {
	t.Helper()
	data := a.ok(t, store, header, opPlaceOrder, map[string]any{"id": id})
	if errs := list(data, "placeOrder", "errors"); len(errs) > 0 {
		t.Fatalf("placeOrder: %v", errs)
	}
	return at(data, "placeOrder").(map[string]any)
}

// decide makes the test provider answer a payment token's payment so.
func (a *customerAPI) decide(t testing.TB, token string, status payment.Status) {
	t.Helper()
	p, err := a.payments.ByToken(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.testpay.Decide(context.Background(), p.ProviderRef, status); err != nil {
		t.Fatal(err)
	}
}

func TestPlaceOrderThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		jacket := a.uids(t, "JACKE-1")
		id := a.readyCart(t, nil, "paddock_test", map[string]any{"sku": "HOSE-1", "quantity": 2},
			map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []string{jacket["color/Marine"], jacket["size/M"]}})
		cart := a.ok(t, "shop_de", nil, opCart, map[string]any{"id": id})
		grand := at(cart, "cart", "prices", "grand_total", "value").(float64)

		// A total other than the cart's refuses the order and leaves the cart be.
		data := a.ok(t, "shop_en", nil, opPlaceOrder, map[string]any{"id": id, "total": grand + 1})
		want(map[string]any{"placeOrder.order": nil, "placeOrder.orderV2": nil, "placeOrder.errors.0.code": "UNABLE_TO_PLACE_ORDER",
			"placeOrder.errors.0.message": "The total of your order has changed. Please check your order and place it again."})(t, nil, data)

		data = a.ok(t, "shop_de", nil, opPlaceOrder, map[string]any{"id": id, "total": grand})
		p := at(data, "placeOrder").(map[string]any)
		number, _ := at(p, "order", "order_number").(string)
		token, _ := at(p, "order", "mollie_payment_token").(string)
		if len(number) != order.NumberLength || token == "" || len(list(p, "errors")) != 0 ||
			!strings.HasPrefix(at(p, "order", "mollie_redirect_url").(string), "http://shop.test/payment/test/") {
			t.Fatalf("placeOrder %v", p)
		}
		want(map[string]any{"orderV2.number": number, "order.order_id": number, "orderV2.status": "Zahlung ausstehend",
			"orderV2.email": "lena@example.de", "orderV2.is_virtual": false, "orderV2.carrier": "dhl", "orderV2.shipping_method": "DHL Paket",
			"orderV2.total.grand_total.value": grand, "orderV2.total.base_grand_total.value": grand,
			"orderV2.items.0.product_sku": "HOSE-1", "orderV2.items.0.product_type": "simple", "orderV2.items.0.quantity_ordered": 2.0,
			"orderV2.items.0.quantity_canceled": 0.0, "orderV2.items.0.quantity_shipped": 0.0,
			"orderV2.items.1.product_type": "configurable", "orderV2.items.1.parent_sku": "JACKE-1",
			"orderV2.shipping_address.country_code": "DE", "orderV2.shipping_address.street": []any{"Reitweg 3", "Hof 2"},
			"orderV2.billing_address.lastname": "Huber", "orderV2.payment_methods.0.type": "paddock_test",
			"orderV2.payment_methods.0.additional_data": []any{}, "orderV2.shipments": []any{}, "orderV2.invoices": []any{},
			"orderV2.comments.0.message": "Bestellung aufgegeben",
		})(t, nil, p)
		if key, _ := at(p, "orderV2", "items", 0, "product_url_key").(string); key == "" {
			t.Errorf("no url key: %v", at(p, "orderV2", "items", 0))
		}
		if opts := list(p, "orderV2", "items", 1, "selected_options"); len(opts) != 2 {
			t.Errorf("selected options %v", opts)
		}

		// Placed again (a double click, a retry): the same order, once.
		again := a.place(t, "shop_de", nil, id)
		if at(again, "order", "order_number") != number || at(again, "order", "mollie_payment_token") != token {
			t.Errorf("placed again: %v", at(again, "order"))
		}
		var orders int
		if err := d.Read().Get(context.Background(), &orders, `SELECT COUNT(*) FROM sales_order`); err != nil || orders != 1 {
			t.Errorf("%d orders (%v); want 1", orders, err)
		}

		// Bank transfer: no page to go to and no token, the bank details to pay to.
		anna := a.signedIn(t, "anna@example.de")
		bank := a.place(t, "shop_en", anna, a.readyCart(t, anna, "banktransfer"))
		want(map[string]any{"order.mollie_redirect_url": nil, "order.mollie_payment_token": nil, "orderV2.status": "Payment pending",
			"orderV2.email": "anna@example.de", "orderV2.payment_methods.0.type": "banktransfer"})(t, nil, bank)
		details := map[string]any{}
		for _, kv := range list(bank, "orderV2", "payment_methods", 0, "additional_data") {
			details[at(kv, "name").(string)] = at(kv, "value")
		}
		if strings.ReplaceAll(details["iban"].(string), " ", "") != "DE02120300000000202051" || details["account_holder"] != "Paddock GmbH" ||
			!strings.Contains(details["reference"].(string), at(bank, "order", "order_number").(string)) || details["amount"] == "" {
			t.Errorf("bank details %v", details)
		}

		// Refusals: foreign, unknown and empty carts, a guest without email.
		ben := a.signedIn(t, "ben@example.de")
		annas := a.readyCart(t, anna, "banktransfer")
		noEmail := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": noEmail, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		a.ok(t, "shop_de", nil, opSetShipping, map[string]any{"id": noEmail, "addresses": []any{map[string]any{"address": lena()}}})
		a.ok(t, "shop_de", nil, opSetMethod, map[string]any{"id": noEmail, "methods": []any{map[string]any{"carrier_code": "dhl", "method_code": "paket"}}})
		a.ok(t, "shop_de", nil, opSetBilling, map[string]any{"id": noEmail, "billing": map[string]any{"same_as_shipping": true}})
		a.ok(t, "shop_de", nil, opSetPayment, map[string]any{"id": noEmail, "code": "banktransfer"})
		for _, tt := range []struct {
			name, id, code, message string
			header                  map[string]string
		}{
			{"another customer's cart", annas, "CART_NOT_FOUND", "", ben},
			{"a customer's cart without session", annas, "CART_NOT_FOUND", "", nil},
			{"an unknown cart", strings.Repeat("x", 32), "CART_NOT_FOUND", "", nil},
			{"an empty cart", a.guestCart(t), "UNABLE_TO_PLACE_ORDER", "", nil},
			{"a guest without email", noEmail, "GUEST_EMAIL_MISSING", "Please enter a valid email address.", nil},
		} {
			data := a.ok(t, "shop_en", tt.header, opPlaceOrder, map[string]any{"id": tt.id})
			if at(data, "placeOrder", "errors", 0, "code") != tt.code || at(data, "placeOrder", "orderV2") != nil ||
				(tt.message != "" && at(data, "placeOrder", "errors", 0, "message") != tt.message) {
				t.Errorf("%s: %v", tt.name, at(data, "placeOrder"))
			}
		}
		if err := d.Read().Get(context.Background(), &orders, `SELECT COUNT(*) FROM sales_order`); err != nil || orders != 2 {
			t.Errorf("%d orders (%v); want 2", orders, err)
		}
	})
}

func TestMolliePaymentCallsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)

		// Paid: to the success page, no cart.
		paid := a.place(t, "shop_de", nil, a.readyCart(t, nil, "paddock_test"))
		token := at(paid, "order", "mollie_payment_token").(string)
		data := a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		want(map[string]any{"mollieProcessTransaction.paymentStatus": "OPEN", "mollieProcessTransaction.redirect_to_success_page": true,
			"mollieProcessTransaction.redirect_to_cart": false, "mollieProcessTransaction.cart": nil})(t, nil, data)
		a.decide(t, token, payment.Paid)
		data = a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		want(map[string]any{"mollieProcessTransaction.paymentStatus": "PAID", "mollieProcessTransaction.redirect_to_success_page": true,
			"mollieProcessTransaction.redirect_to_cart": false, "mollieProcessTransaction.cart": nil})(t, nil, data)

		// Failed: the order waits; given up for another method, its items
		// are back in a cart.
		id := a.readyCart(t, nil, "paddock_test")
		failed := a.place(t, "shop_de", nil, id)
		token = at(failed, "order", "mollie_payment_token").(string)
		a.decide(t, token, payment.Failed)
		data = a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		want(map[string]any{"mollieProcessTransaction.paymentStatus": "FAILED", "mollieProcessTransaction.redirect_to_success_page": false,
			"mollieProcessTransaction.redirect_to_cart": false, "mollieProcessTransaction.cart": nil})(t, nil, data)
		if until, _ := at(data, "mollieProcessTransaction", "retry_until").(string); until == "" {
			t.Errorf("a failed payment's order waits without retry_until: %v", data)
		}
		data = a.ok(t, "shop_de", nil, opChangeMethod, map[string]any{"token": token})
		want(map[string]any{"changeOrderPaymentMethod.cart.total_quantity": 1.0,
			"changeOrderPaymentMethod.cart.items.0.product.sku": "HOSE-1"})(t, nil, data)
		restored := at(data, "changeOrderPaymentMethod", "cart", "id")
		if restored == id {
			t.Errorf("the closed cart %v was answered", restored)
		}
		// mollieRestoreCart of the order's cart answers the same restored cart.
		data = a.ok(t, "shop_de", nil, opRestoreCart, map[string]any{"id": id})
		want(map[string]any{"mollieRestoreCart.cart.id": restored, "mollieRestoreCart.cart.items.0.product.sku": "HOSE-1"})(t, nil, data)
		// The order shows cancelled, its items too.
		data = a.ok(t, "shop_en", nil, opCheckout, map[string]any{"id": id})
		want(map[string]any{"checkoutOrder.status": "Canceled", "checkoutOrder.items.0.quantity_canceled": 1.0,
			"checkoutOrder.payment_methods.0.additional_data": []any{}})(t, nil, data)

		// A customer's failed payment: the cart only to the customer's session.
		anna := a.signedIn(t, "anna@example.de")
		annas := a.readyCart(t, anna, "paddock_test")
		token = at(a.place(t, "shop_de", anna, annas), "order", "mollie_payment_token").(string)
		a.decide(t, token, payment.Canceled)
		data = a.ok(t, "shop_de", nil, opChangeMethod, map[string]any{"token": token})
		want(map[string]any{"changeOrderPaymentMethod.cart": nil})(t, nil, data)
		data = a.ok(t, "shop_de", anna, opChangeMethod, map[string]any{"token": token})
		want(map[string]any{"changeOrderPaymentMethod.cart.items.0.product.sku": "HOSE-1"})(t, nil, data)

		// A paid order's cart is not given back; unknown tokens and foreign carts are not found.
		paidCart := a.readyCart(t, nil, "paddock_test")
		token = at(a.place(t, "shop_de", nil, paidCart), "order", "mollie_payment_token").(string)
		a.decide(t, token, payment.Paid)
		a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		ben := a.signedIn(t, "ben@example.de")
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a paid order's cart", Store: "shop_en", Query: opRestoreCart, Variables: map[string]any{"id": paidCart},
				Code: "CONFLICT", Message: "has been paid"},
			{Name: "an unknown token", Store: "shop_de", Query: opProcessTransaction, Variables: map[string]any{"token": strings.Repeat("a", 43)},
				Code: "NOT_FOUND"},
			{Name: "another customer's cart", Store: "shop_de", Query: opRestoreCart, Variables: map[string]any{"id": annas},
				Header: ben, Code: "NOT_FOUND"},
			{Name: "a cart that made no order", Store: "shop_de", Query: opRestoreCart, Variables: map[string]any{"id": a.guestCart(t)},
				Code: "NOT_FOUND"},
		})
	})
}

func TestCustomerOrdersThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		var numbers []string
		for i := range 3 {
			p := a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 3 - i}))
			numbers = append(numbers, at(p, "order", "order_number").(string))
			a.clock.add(time.Hour)
		}
		guest := at(a.place(t, "shop_de", nil, a.readyCart(t, nil, "banktransfer")), "order", "order_number").(string)
		ben := a.signedIn(t, "ben@example.de")
		bens := at(a.place(t, "shop_de", ben, a.readyCart(t, ben, "banktransfer")), "order", "order_number").(string)

		numbersOf := func(data map[string]any) []string {
			out := []string{}
			for _, o := range list(data, "customer", "orders", "items") {
				out = append(out, at(o, "number").(string))
			}
			return out
		}
		same := func(name string, got []string, want ...string) {
			t.Helper()
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("%s: %v; want %v", name, got, want)
			}
		}
		// Newest first by default, in pages.
		data := a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{"size": 2})
		same("page 1", numbersOf(data), numbers[2], numbers[1])
		want(map[string]any{"customer.orders.total_count": 3.0, "customer.orders.page_info.total_pages": 2.0,
			"customer.orders.page_info.current_page": 1.0, "customer.orders.page_info.page_size": 2.0,
			"customer.orders.items.0.status": "Zahlung ausstehend"})(t, nil, data)
		same("page 2", numbersOf(a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{"size": 2, "page": 2})), numbers[0])
		same("page 3", numbersOf(a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{"size": 2, "page": 3})))
		same("by number", numbersOf(a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{
			"sort": map[string]any{"sort_field": "NUMBER", "sort_direction": "ASC"}})), numbers...)
		same("oldest first", numbersOf(a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{
			"sort": map[string]any{"sort_field": "CREATED_AT", "sort_direction": "ASC"}})), numbers...)
		same("by total", numbersOf(a.ok(t, "shop_de", anna, opCustomerOrds, map[string]any{
			"sort": map[string]any{"sort_field": "GRAND_TOTAL", "sort_direction": "DESC"}})), numbers...)

		// The number filter finds the customer's own orders only.
		byNumber := func(header map[string]string, filter map[string]any) []string {
			return numbersOf(a.ok(t, "shop_de", header, opCustomerOrds, map[string]any{"filter": map[string]any{"number": filter}}))
		}
		same("own", byNumber(anna, map[string]any{"eq": numbers[1]}), numbers[1])
		same("another customer's", byNumber(anna, map[string]any{"eq": bens}))
		same("a guest's", byNumber(anna, map[string]any{"eq": guest}))
		same("in", byNumber(anna, map[string]any{"in": []any{numbers[0], bens, guest}}), numbers[0])
		same("match", byNumber(anna, map[string]any{"match": strings.TrimLeft(numbers[0], "0")}), numbers[0])
		same("match nothing", byNumber(anna, map[string]any{"match": "%"}))
		same("ben's own", byNumber(ben, map[string]any{"eq": bens}), bens)

		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "without a session", Store: "shop_de", Query: opCustomerOrds, Code: "UNAUTHENTICATED"},
			{Name: "a page size out of range", Store: "shop_en", Query: opCustomerOrds, Header: anna,
				Variables: map[string]any{"size": 1000}, Code: "BAD_USER_INPUT", Field: "pageSize"},
			{Name: "page 0", Store: "shop_en", Query: opCustomerOrds, Header: anna,
				Variables: map[string]any{"page": 0}, Code: "BAD_USER_INPUT", Field: "currentPage"},
		})
	})
}

func TestGuestOrderThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		number := at(a.place(t, "shop_de", nil, a.readyCart(t, nil, "banktransfer")), "order", "order_number").(string)
		anna := a.signedIn(t, "anna@example.de")
		annas := at(a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer")), "order", "order_number").(string)

		data := a.ok(t, "shop_en", nil, opGuestOrder, map[string]any{"number": number, "email": "Lena@Example.DE", "lastname": " huber "})
		want(map[string]any{"guestOrder.number": number, "guestOrder.email": "lena@example.de", "guestOrder.status": "Payment pending"})(t, nil, data)

		var messages []string
		for _, tt := range []struct{ name, number, email, lastname string }{
			{"a wrong last name", number, "lena@example.de", "Hubert"},
			{"a wrong email", number, "lena@example.com", "Huber"},
			{"a wrong number", "999999999", "lena@example.de", "Huber"},
			{"a customer's order", annas, "anna@example.de", "Huber"},
		} {
			res := a.do(t, "shop_en", nil, opGuestOrder, map[string]any{"number": tt.number, "email": tt.email, "lastname": tt.lastname})
			if res.Code() != "NOT_FOUND" || res.Data["guestOrder"] != nil {
				t.Errorf("%s: %+v", tt.name, res)
				continue
			}
			messages = append(messages, res.Errors[0].Message)
		}
		for _, m := range messages {
			if m != messages[0] {
				t.Errorf("messages differ: %q", messages)
			}
		}
		// Sent as GET, the email and last name would land in URLs.
		if res := a.raw(t, http.MethodGet, "shop_de", nil, opGuestOrder, map[string]any{"number": number, "email": "lena@example.de",
			"lastname": "Huber"}); res.Code == http.StatusOK && !strings.Contains(res.Body.String(), "POST") {
			t.Errorf("GET answered %d %s", res.Code, res.Body)
		}

		// Failed lookups are limited per client, as sign-ins are.
		limited := ""
		for range order.GuestLookupsPerIP.Limit + 1 {
			res := a.do(t, "shop_en", nil, opGuestOrder, map[string]any{"number": number, "email": "lena@example.de", "lastname": "X"})
			limited = res.Code()
		}
		if limited != "TOO_MANY_REQUESTS" {
			t.Errorf("after %d failures: %s", order.GuestLookupsPerIP.Limit+1, limited)
		}
		a.clock.add(order.GuestLookupsPerIP.Window)
		a.ok(t, "shop_en", nil, opGuestOrder, map[string]any{"number": number, "email": "lena@example.de", "lastname": "Huber"})

		// The link of the guest's mails opens the order by its token; a
		// bad token is the same NOT_FOUND.
		o, _, err := a.orders.(order.Staff).OrderByNumber(context.Background(), number)
		if err != nil {
			t.Fatal(err)
		}
		_, token, _ := strings.Cut(a.orders.GuestOrderURL(o), "#token=")
		const byToken = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { number email } }`
		data = a.ok(t, "shop_en", nil, byToken, map[string]any{"token": token})
		want(map[string]any{"guestOrderByToken.number": number, "guestOrderByToken.email": "lena@example.de"})(t, nil, data)
		if res := a.do(t, "shop_en", nil, byToken, map[string]any{"token": token[:len(token)-2] + "AA"}); res.Code() != "NOT_FOUND" ||
			res.Errors[0].Message != messages[0] {
			t.Errorf("a forged token: %+v", res)
		}
	})
}

func TestCheckoutOrderThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		guestCart := a.readyCart(t, nil, "banktransfer")
		number := at(a.place(t, "shop_de", nil, guestCart), "order", "order_number")
		anna := a.signedIn(t, "anna@example.de")
		annasCart := a.readyCart(t, anna, "banktransfer")
		annas := at(a.place(t, "shop_de", anna, annasCart), "order", "order_number")
		ben := a.signedIn(t, "ben@example.de")

		want(map[string]any{"checkoutOrder.number": number, "checkoutOrder.payment_methods.0.type": "banktransfer"})(t, nil,
			a.ok(t, "shop_de", nil, opCheckout, map[string]any{"id": guestCart}))
		want(map[string]any{"checkoutOrder.number": annas})(t, nil, a.ok(t, "shop_de", anna, opCheckout, map[string]any{"id": annasCart}))
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "another customer's cart", Store: "shop_de", Query: opCheckout, Variables: map[string]any{"id": annasCart}, Header: ben, Code: "NOT_FOUND"},
			{Name: "a customer's cart without session", Store: "shop_de", Query: opCheckout, Variables: map[string]any{"id": annasCart}, Code: "NOT_FOUND"},
			{Name: "a cart that made no order", Store: "shop_de", Query: opCheckout, Variables: map[string]any{"id": a.guestCart(t)}, Code: "NOT_FOUND"},
			{Name: "an unknown cart", Store: "shop_de", Query: opCheckout, Variables: map[string]any{"id": strings.Repeat("x", 32)}, Code: "NOT_FOUND"},
		})
	})
}

// A page of orders costs the same number of SQL statements whatever its
// size: the orders' items, addresses, history and products are loaded for
// the whole page at once.
func TestOrderPagesTakeAConstantNumberOfStatements(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		jacket := a.uids(t, "JACKE-1")
		a.awaitingTransfers(t, 10)
		for range 10 {
			a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 1},
				map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []string{jacket["color/Marine"], jacket["size/M"]}}))
			a.clock.add(time.Minute)
		}
		statements := func(size int) int64 {
			var n atomic.Int64
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				a.h.ServeHTTP(w, r.WithContext(db.CountStatements(r.Context(), &n)))
			})
			res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: opCustomerOrds, Variables: map[string]any{"size": size},
				Header: map[string]string{"Store": "shop_de", "Authorization": anna["Authorization"]}})
			if len(res.Errors) > 0 || len(list(res.Data, "customer", "orders", "items")) != size {
				t.Fatalf("%d orders: %+v", size, res)
			}
			return n.Load()
		}
		// The store views are read once per process, and the products'
		// URL keys go into the catalogue's read cache: what is compared is
		// what the orders cost.
		statements(10)
		one, ten := statements(1), statements(10)
		t.Logf("%d statements for 1 order, %d for 10", one, ten)
		if one != ten {
			t.Errorf("%d statements for 1 order, %d for 10; want the same", one, ten)
		}
	})
}

// A customer's order shows its parcels (number, tracking, items, history,
// shipping and delivery times) and how much of each item shipped.
func TestOrderShipmentsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		number := at(a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 2},
			map[string]any{"sku": "HAFER-20", "quantity": 1})), "order", "order_number").(string)
		staff, ctx := a.orders.(order.Staff), context.Background()
		o, _, err := staff.RecordBankTransfer(ctx, number)
		if err != nil {
			t.Fatal(err)
		}
		a.clock.add(24 * time.Hour)
		first, err := staff.Ship(ctx, number, order.ShipInput{Carrier: "dhl", Title: "DHL Paket", Tracking: "JJD-1",
			Items: []order.ShipmentItem{{OrderItemID: o.Items[0].ID, Qty: 1}}})
		if err != nil {
			t.Fatal(err)
		}
		shippedAt := a.clock.now().UTC()
		a.clock.add(24 * time.Hour)
		if err := staff.Delivered(ctx, first.Number, time.Time{}); err != nil {
			t.Fatal(err)
		}
		if _, err := staff.Ship(ctx, number, order.ShipInput{Tracking: "JJD-2"}); err != nil {
			t.Fatal(err)
		}
		const query = `query Orders($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  number status items { product_sku quantity_ordered quantity_shipped }
  shipments { id number tracking { title carrier number url } shipped_at delivered_at comments { message timestamp }
    items { id product_name product_sku product_sale_price { value currency } quantity_shipped order_item { product_sku quantity_ordered } } } } } } }`
		data := a.ok(t, "shop_en", anna, query, map[string]any{"number": number})
		ord := at(data, "customer", "orders", "items", 0)
		for path, want := range map[string]any{
			"status": "Shipped", "items.0.quantity_shipped": 2.0, "items.1.quantity_shipped": 1.0,
			"shipments.0.number": number + "-1", "shipments.0.tracking.0.title": "DHL Paket", "shipments.0.tracking.0.carrier": "dhl",
			"shipments.0.tracking.0.number": "JJD-1", "shipments.0.tracking.0.url": "https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD-1", "shipments.0.shipped_at": shippedAt.Format(time.DateTime),
			"shipments.0.delivered_at":         shippedAt.Add(24 * time.Hour).Format(time.DateTime),
			"shipments.0.comments.0.message":   "Shipped: parcel " + number + "-1, tracking number JJD-1",
			"shipments.0.items.0.product_name": "Reithose Klassik",
			"shipments.0.items.0.product_sku":  "HOSE-1", "shipments.0.items.0.quantity_shipped": 1.0,
			"shipments.0.items.0.product_sale_price.value": 59.9, "shipments.0.items.0.order_item.product_sku": "HOSE-1",
			"shipments.0.items.0.order_item.quantity_ordered": 2.0,
			"shipments.1.number":                              number + "-2", "shipments.1.delivered_at": nil, "shipments.1.tracking.0.number": "JJD-2",
			"shipments.1.items.0.quantity_shipped": 1.0, "shipments.1.items.1.product_sku": "HAFER-20",
		} {
			if got := gqltest.At(ord, path); got != want {
				t.Errorf("%s = %v, want %v", path, got, want)
			}
		}
		if n := len(list(ord, "shipments", 0, "comments")); n != 2 {
			t.Errorf("%d comments on the first parcel, want shipped and delivered", n)
		}
		if id0, id1 := gqltest.At(ord, "shipments.0.items.0.id"), gqltest.At(ord, "shipments.1.items.0.id"); id0 == id1 || id0 == "" {
			t.Errorf("shipment item ids %v and %v", id0, id1)
		}
		// In German, the history speaks German.
		de := a.ok(t, "shop_de", anna, query, map[string]any{"number": number})
		if got := gqltest.At(at(de, "customer", "orders", "items", 0), "shipments.0.comments.0.message"); got != "Versandt: Paket "+number+"-1, Sendungsnummer JJD-1" {
			t.Errorf("German comment %v", got)
		}
		// Another customer sees none of it.
		ben := a.signedIn(t, "ben@example.de")
		if n := list(a.ok(t, "shop_en", ben, query, map[string]any{"number": number}), "customer", "orders", "items"); len(n) != 0 {
			t.Errorf("ben sees %v", n)
		}
	})
}
