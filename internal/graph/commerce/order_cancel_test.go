package commerce_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
)

// cancelJourney: a customer's order paid by bank transfer offers CANCEL
// until it is cancelled for a reason of the store's list (a reason not on
// it is refused); a second order, shipped, is refused as shipped; an order
// that is not the customer's is not found; a visitor must sign in.
func cancelJourney() journey {
	const (
		email    = "mara.stein@example.de"
		password = "Trensenring-2026"
	)
	j := journey{name: "cancel", api: newCartAPI, steps: purchaseSteps(email, "Mara", "Stein", password, 1)}
	actions := func(j *journeyState) map[string]any { return map[string]any{"orderNumber": j.kept["number"]} }
	cancel := func(reason string) func(j *journeyState) map[string]any {
		return func(j *journeyState) map[string]any {
			if reason == "" {
				reason, _ = j.kept["reason"].(string)
			}
			return map[string]any{"orderId": j.kept["orderId"], "reason": reason}
		}
	}
	o := "customer.orders.items.0."
	j.steps = append(j.steps,
		step{op: "GetStoreConfigOrderCancellation", check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"storeConfig.order_cancellation_enabled": true,
				"storeConfig.order_cancellation_reasons.0.description": "Ich habe es mir anders überlegt"})(t, j, data)
			j.kept["reason"] = gqltest.At(data, "storeConfig.order_cancellation_reasons.2.description")
		}},
		step{op: "GetCustomerOrderActions", signedIn: true, vars: actions, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{o + "available_actions": []any{"CANCEL"}, o + "status": "Bearbeitung"})(t, j, data)
			j.kept["orderId"] = gqltest.At(data, o+"id")
		}},
		step{op: "CancelOrder", vars: cancel(""), code: "UNAUTHENTICATED"},
		step{op: "CancelOrder", signedIn: true, vars: cancel("Weil heute Dienstag ist"), check: want(map[string]any{
			"cancelOrder.errorV2.code": "UNDEFINED", "cancelOrder.errorV2.message": "Bitte wählen Sie einen Grund aus der Liste.",
			"cancelOrder.error": "Bitte wählen Sie einen Grund aus der Liste.", "cancelOrder.order.status": "Bearbeitung",
			"cancelOrder.order.available_actions": []any{"CANCEL"}})},
		step{op: "CancelOrder", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"orderId": "OTk5OTk5", "reason": j.kept["reason"]}
		}, check: want(map[string]any{"cancelOrder.errorV2.code": "ORDER_NOT_FOUND", "cancelOrder.order": nil})},
		step{op: "CancelOrder", signedIn: true, vars: cancel(""), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"cancelOrder.errorV2": nil, "cancelOrder.error": nil, "cancelOrder.order.status": "Storniert",
				"cancelOrder.order.available_actions": []any{}, "cancelOrder.order.items.0.quantity_canceled": 1.0})(t, j, data)
			comments, _ := gqltest.At(data, "cancelOrder.order.comments").([]any)
			var texts []string
			for _, c := range comments {
				texts = append(texts, gqltest.At(c, "message").(string))
			}
			if all := strings.Join(texts, " | "); !strings.Contains(all, "Auf Wunsch der Kundin oder des Kunden storniert: Die Lieferzeit ist mir zu lang") ||
				!strings.Contains(all, "per Überweisung offen") {
				t.Errorf("comments %s", all)
			}
		}},
		step{op: "CancelOrder", signedIn: true, vars: cancel(""), check: want(map[string]any{
			"cancelOrder.errorV2.code": "INVALID_ORDER_STATUS", "cancelOrder.order.status": "Storniert"})},
	)
	// A second order, shipped: RETURN instead of CANCEL, and cancelling is
	// refused as shipped, nothing changed.
	j.steps = append(j.steps, purchaseAgain(1)...)
	j.steps = append(j.steps,
		step{op: "GetCustomerOrderActions", signedIn: true, vars: actions, check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.kept["orderId"] = gqltest.At(data, o+"id")
			if _, err := j.api.orders.(order.Staff).Ship(context.Background(), j.kept["number"].(string), order.ShipInput{Tracking: "JJD0099"}); err != nil {
				t.Fatal(err)
			}
		}},
		step{op: "GetCustomerOrderActions", signedIn: true, vars: actions, check: want(map[string]any{o + "available_actions": []any{"RETURN"}})},
		step{op: "CancelOrder", signedIn: true, vars: cancel(""), check: want(map[string]any{
			"cancelOrder.errorV2.code": "PARTIAL_ORDER_ITEM_SHIPPED", "cancelOrder.order.status": "Versendet"})},
	)
	return j
}

// purchaseSteps open an account (signed in, with an address) and buy qty
// of HOSE-1 by bank transfer, whose money the shop records: the order's
// number is kept as "number", its item's id is not asked.
func purchaseSteps(email, firstname, lastname, password string, qty int) []step {
	return append([]step{
		{op: "CreateAccount", vars: func(*journeyState) map[string]any {
			return map[string]any{"email": email, "firstname": firstname, "lastname": lastname, "password": password, "is_subscribed": false}
		}},
		{op: "signIn", vars: func(*journeyState) map[string]any { return map[string]any{"email": email, "password": password} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
			}},
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: func(*journeyState) map[string]any {
			return map[string]any{"address": map[string]any{"firstname": firstname, "lastname": lastname, "street": []any{"Domkloster 4"},
				"city": "Köln", "postcode": "50667", "country_code": "DE", "telephone": "+49 221 123456"}}
		}, check: keep("address", "createCustomerAddress.id")},
	}, purchaseAgain(qty)...)
}

// purchaseAgain buys qty of HOSE-1 by bank transfer with the signed-in
// customer's kept address, and the shop records the money: the order's
// number is kept as "number".
func purchaseAgain(qty int) []step {
	return []step{
		{op: "GetCustomerCartAfterSignIn", signedIn: true, check: keep("cart", "customerCart.id")},
		{op: "AddProductToCart", signedIn: true, vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": qty}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetCustomerAddressOnCart", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": j.kept["address"]}
		}},
		{op: "SetShippingMethod", signedIn: true, vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}})},
		{op: "setDefaultBillingAddress", signedIn: true, vars: cartVars(nil)},
		{op: "setPaymentMethodOnCart", signedIn: true, vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "banktransfer"}})},
		{op: "PlaceOrderV2", signedIn: true, vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			keep("number", "placeOrder.orderV2.number")(t, j, data)
			// The shop records the transfer.
			if _, _, err := j.api.orders.(order.Staff).RecordBankTransfer(context.Background(), j.kept["number"].(string)); err != nil {
				t.Fatal(err)
			}
		}},
	}
}
