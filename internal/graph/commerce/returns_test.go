package commerce_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/returns"
)

// returnsJourney: a customer's order paid by bank transfer cannot be
// returned before it has shipped; once the parcel has arrived, the
// customer asks for a return of one of two breeches (more is refused
// with the field), and the order shows the return, what is still
// eligible and nothing returned yet (the parcel has not arrived).
func returnsJourney() journey {
	const (
		email    = "jonas.beck@example.de"
		password = "Steigbuegel-2026"
	)
	number := func(j *journeyState) map[string]any { return map[string]any{"incrementId": j.kept["number"]} }
	requestWith := func(qty float64, reason string) func(j *journeyState) map[string]any {
		return func(j *journeyState) map[string]any {
			return map[string]any{"input": map[string]any{"incrementId": j.kept["number"], "comment": "Zu eng am Knie",
				"items": []any{map[string]any{"order_item_id": j.kept["item"], "quantity": qty, "reason": reason}}}}
		}
	}
	request := func(qty float64) func(j *journeyState) map[string]any { return requestWith(qty, "too_small") }
	return journey{name: "returns", api: func(t testing.TB, d *db.DB) *customerAPI {
		a := newCartAPI(t, d)
		if err := returns.Seed(context.Background(), d); err != nil {
			t.Fatal(err)
		}
		return a
	}, steps: append(purchaseSteps(email, "Jonas", "Beck", password, 2), []step{
		{op: "GetOrderReturnInformation", signedIn: true, vars: number, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"orderReturnInformation.isReturnable": false, "orderReturnInformation.refusal.code": "NOT_FULLY_SHIPPED",
				"orderReturnInformation.returnableUntil": nil, "orderReturnInformation.items.0.qtyOrdered": 2.0,
				"orderReturnInformation.items.0.qtyReturnable": 0.0})(t, j, data)
			if msg, _ := gqltest.At(data, "orderReturnInformation.refusal.message").(string); !strings.Contains(msg, "versendet") {
				t.Errorf("refusal message %q", msg)
			}
			// The parcel leaves and arrives.
			staff, ctx := j.api.orders.(order.Staff), context.Background()
			sh, err := staff.Ship(ctx, j.kept["number"].(string), order.ShipInput{Tracking: "00340434161094042557"})
			if err != nil {
				t.Fatal(err)
			}
			if err := staff.Delivered(ctx, sh.Number, j.api.clock.now()); err != nil {
				t.Fatal(err)
			}
		}},
		{op: "GetOrderReturnInformation", vars: number, code: "UNAUTHENTICATED"},
		{op: "GetOrderReturnInformation", signedIn: true, vars: number, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"orderReturnInformation.isReturnable": true, "orderReturnInformation.refusal": nil,
				// No carrier here: the label is a reference sheet, the postage the customer's.
				"orderReturnInformation.prepaidLabelCarrier":            nil,
				"orderReturnInformation.items.0.order_item.product_sku": "HOSE-1", "orderReturnInformation.items.0.qtyReturnable": 2.0,
				"orderReturnInformation.items.0.refusal": nil})(t, j, data)
			if until, _ := gqltest.At(data, "orderReturnInformation.returnableUntil").(string); len(until) != 10 {
				t.Errorf("returnableUntil %q", until)
			}
			keep("item", "orderReturnInformation.items.0.order_item.id")(t, j, data)
		}},
		{op: "CreateReturnRequest", signedIn: true, vars: request(3), code: "BAD_USER_INPUT", fields: []string{"items.0.quantity"}},
		// Every refused field is an error of its own.
		{op: "CreateReturnRequest", signedIn: true, vars: requestWith(3, "no_such_reason"), code: "BAD_USER_INPUT",
			fields: []string{"items.0.quantity", "items.0.reason"}},
		{op: "CreateReturnRequest", signedIn: true, vars: request(1), check: func(t *testing.T, j *journeyState, data map[string]any) {
			ref := j.kept["number"].(string) + "-R1"
			want(map[string]any{"createReturnRequest.reference": ref, "createReturnRequest.return.number": ref})(t, j, data)
			uid, _ := gqltest.At(data, "createReturnRequest.return.uid").(string)
			if url, _ := gqltest.At(data, "createReturnRequest.return.label_url").(string); url != "https://shop.example/api/returns/labels/"+uid || uid == "" {
				t.Errorf("label_url %q", url)
			}
		}},
		{op: "GetCustomerOrderReturns", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"orderNumber": j.kept["number"]}
		}, check: func(t *testing.T, j *journeyState, data map[string]any) {
			o := "customer.orders.items.0."
			want(map[string]any{o + "items.0.quantity_ordered": 2.0, o + "items.0.quantity_returned": 0.0,
				o + "items_eligible_for_return.0.product_sku": "HOSE-1", o + "returns.total_count": 1.0,
				o + "returns.items.0.number": j.kept["number"].(string) + "-R1", o + "returns.items.0.status": "PENDING",
				o + "returns.items.0.prepaid_label": false, o + "returns.items.0.shipping.tracking": []any{},
				o + "returns.items.0.comments.0.text": "Zu eng am Knie", o + "returns.items.0.comments.0.author_name": "Jonas Beck",
				o + "returns.items.0.items.0.request_quantity": 1.0, o + "returns.items.0.items.0.quantity": 0.0,
				o + "returns.items.0.items.0.status": "PENDING", o + "returns.items.0.items.0.reason.code": "too_small",
				o + "returns.items.0.items.0.reason.label":           "Artikel ist zu klein",
				o + "returns.items.0.items.0.order_item.product_sku": "HOSE-1"})(t, j, data)
		}},
		{op: "CreateReturnRequest", signedIn: true, vars: request(1)},
		{op: "GetOrderReturnInformation", signedIn: true, vars: number, check: want(map[string]any{
			"orderReturnInformation.isReturnable": false, "orderReturnInformation.refusal.code": "ALREADY_FULLY_RETURNED"})},
	}...)}
}

// A page of orders with their returns, the items eligible for return and
// the quantities returned costs the same statements whatever its size.
func TestOrderReturnsTakeAConstantNumberOfStatements(t *testing.T) {
	const query = `query($size: Int!) { customer { orders(pageSize: $size) { items { number
		items { quantity_returned } items_eligible_for_return { id }
		returns { total_count items { number status items { request_quantity reason { code label } order_item { product_sku } } } } } } } }`
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		if err := returns.Seed(context.Background(), d); err != nil {
			t.Fatal(err)
		}
		anna := a.signedIn(t, "anna@example.de")
		a.awaitingTransfers(t, 10)
		for range 10 {
			a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 1}))
			a.clock.add(time.Minute)
		}
		statements := func(size int) int64 {
			var n atomic.Int64
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				a.h.ServeHTTP(w, r.WithContext(db.CountStatements(r.Context(), &n)))
			})
			res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: query, Variables: map[string]any{"size": size},
				Header: map[string]string{"Store": "shop_de", "Authorization": anna["Authorization"]}})
			if len(res.Errors) > 0 || len(list(res.Data, "customer", "orders", "items")) != size {
				t.Fatalf("%d orders: %+v", size, res)
			}
			return n.Load()
		}
		statements(10)
		one, ten := statements(1), statements(10)
		if one != ten {
			t.Errorf("%d statements for 1 order, %d for 10; want the same", one, ten)
		}
	})
}

// An item's quantity_refunded counts what its refunded returns gave back,
// though their credit notes correct amounts, not items.
func TestRefundedReturnsCountAsRefundedItems(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		ctx := context.Background()
		if err := returns.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		anna := a.signedIn(t, "anna@example.de")
		placed := a.place(t, "shop_de", anna, a.readyCart(t, anna, "paddock_test", map[string]any{"sku": "HOSE-1", "quantity": 2}))
		number := at(placed, "order", "order_number").(string)
		a.decide(t, at(placed, "order", "mollie_payment_token").(string), "paid")
		a.ok(t, "shop_de", anna, opProcessTransaction, map[string]any{"token": at(placed, "order", "mollie_payment_token")})
		staff := a.orders.(order.Staff)
		sh, err := staff.Ship(ctx, number, order.ShipInput{Tracking: "JJD0042"})
		if err != nil {
			t.Fatal(err)
		}
		if err := staff.Delivered(ctx, sh.Number, a.clock.now()); err != nil {
			t.Fatal(err)
		}
		o, _, err := staff.OrderByNumber(ctx, number)
		if err != nil {
			t.Fatal(err)
		}
		// Where the returned units are, apart: announced, arrived,
		// refunded; Magento's quantity_returned counts what arrived.
		where := func(requested, received, refunded, returned float64) {
			t.Helper()
			data := a.ok(t, "shop_de", anna, `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
  items { items { quantity_returned quantity_return_requested quantity_return_received quantity_return_refunded } } } } }`,
				map[string]any{"number": number})
			i := "customer.orders.items.0.items.0."
			want(map[string]any{i + "quantity_return_requested": requested, i + "quantity_return_received": received,
				i + "quantity_return_refunded": refunded, i + "quantity_returned": returned})(t, nil, data)
		}
		where(0, 0, 0, 0)
		r, err := a.returns.Request(ctx, returns.RequestInput{Number: number, CustomerID: o.CustomerID, Locale: "de",
			Items: []returns.RequestItem{{OrderItemID: o.Items[0].ID, Qty: 1, ReasonCode: "too_small"}}})
		if err != nil {
			t.Fatal(err)
		}
		where(1, 0, 0, 0)
		rstaff := a.returns.(returns.Staff)
		if _, err := rstaff.Receive(ctx, r.Reference); err != nil {
			t.Fatal(err)
		}
		where(0, 1, 0, 1)
		if _, _, err := rstaff.Refund(ctx, r.Reference); err != nil {
			t.Fatal(err)
		}
		where(0, 0, 1, 1)
		data := a.ok(t, "shop_de", anna, `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
  items { items { quantity_ordered quantity_invoiced quantity_refunded quantity_returned } credit_memos { items { order_item { id } } } } } } }`,
			map[string]any{"number": number})
		want(map[string]any{"customer.orders.items.0.items.0.quantity_invoiced": 2.0, "customer.orders.items.0.items.0.quantity_refunded": 1.0,
			"customer.orders.items.0.items.0.quantity_returned": 1.0, "customer.orders.items.0.credit_memos.0.items.0.order_item.id": catalog.UID(o.Items[0].ID)})(t, nil, data)
	})
}
