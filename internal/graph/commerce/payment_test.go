package commerce_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart/carttest"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/payment"
	"paddock/internal/payment/mollie"
	"paddock/internal/payment/mollie/molliefake"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// mollieAPIs are the fakes behind the APIs newMollieAPI made.
var mollieAPIs sync.Map // *customerAPI → *mollieSetup

type mollieSetup struct {
	fake *molliefake.Server
	url  string
}

// newMollieAPI is the cart API with Mollie's methods on a local fake
// (profile pfl_fake1234, test mode) before the shop's own.
func newMollieAPI(t testing.TB, d *db.DB) *customerAPI {
	t.Helper()
	fake := molliefake.New(molliefake.Options{})
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	a := newCartAPIWith(t, d, mollieGatewayOn(t, srv.URL))
	mollieAPIs.Store(a, &mollieSetup{fake: fake, url: srv.URL})
	return a
}

func mollieGatewayOn(t testing.TB, url string) *mollie.Gateway {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	client, err := mollie.NewClient(mollie.ClientOptions{APIKey: "test_graphqltests123", BaseURL: url + "/v2", Logger: logger,
		Timeout: time.Second, Attempts: 1})
	if err != nil {
		t.Fatal(err)
	}
	g, err := mollie.NewGateway(mollie.GatewayOptions{Client: client, ProfileID: "pfl_fake1234", Webhooks: true, Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// newCartAPIWith is newCartAPI with a gateway.
func newCartAPIWith(t testing.TB, d *db.DB, g *mollie.Gateway) *customerAPI {
	t.Helper()
	shop, err := carttest.Seed(context.Background(), d, customerStart)
	if err != nil {
		t.Fatal(err)
	}
	a := newAPIWith(t, d, g)
	a.shop = shop
	return a
}

func mollieOf(t testing.TB, a *customerAPI) *mollieSetup {
	t.Helper()
	s, ok := mollieAPIs.Load(a)
	if !ok {
		t.Fatal("not a Mollie API")
	}
	return s.(*mollieSetup)
}

// mollieJourney pays a guest's order with PayPal through Mollie: the
// storefront reads the provider configuration, sees Mollie's methods with
// their icons beside the shop's own, lists the methods for an amount,
// places the order (redirected to Mollie's checkout), comes back before
// paying (open) and after (paid).
func mollieJourney() journey {
	munich := map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Leopoldstraße 12"}, "city": "München",
		"region": "Bayern", "postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567", "save_in_address_book": false}
	token := func(j *journeyState) map[string]any {
		return map[string]any{"input": map[string]any{"payment_token": j.kept["token"]}}
	}
	return journey{name: "mollie", api: newMollieAPI, steps: []step{
		{op: "GetMollieStoreConfig", check: want(map[string]any{"storeConfig.mollie.profile_id": "pfl_fake1234", "storeConfig.mollie.live_mode": false})},
		{op: "createCart", check: func(t *testing.T, j *journeyState, data map[string]any) { j.kept["cart"] = data["cartId"] }},
		{op: "AddProductToCart", vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetGuestShipping", vars: cartVars(map[string]any{"email": "mia.wagner@example.de", "address": munich})},
		{op: "SetShippingMethod", vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}})},
		{op: "setDefaultBillingAddress", vars: cartVars(nil)},
		{op: "getMolliePaymentMethods", vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			base := mollieOf(t, j.api).url
			want(map[string]any{
				"cart.available_payment_methods.0.code":              "mollie_methods_creditcard",
				"cart.available_payment_methods.0.title":             "Kreditkarte",
				"cart.available_payment_methods.0.mollie_meta.image": base + "/icons/creditcard.svg",
				"cart.available_payment_methods.1.code":              "mollie_methods_paypal",
				"cart.available_payment_methods.5.code":              "banktransfer",
				"cart.available_payment_methods.5.mollie_meta.image": nil,
				"cart.available_payment_methods.6.code":              "paddock_test",
				"cart.selected_payment_method.code":                  "",
				"cart.selected_payment_method.mollie_meta.image":     nil,
			})(t, j, data)
		}},
		{op: "setMolliePaymentMethodOnCart", vars: cartVars(map[string]any{"code": "mollie_methods_ideal"}), code: "BAD_USER_INPUT"},
		{op: "setMolliePaymentMethodOnCart", vars: cartVars(map[string]any{"code": "mollie_methods_paypal"}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"setPaymentMethodOnCart.cart.selected_payment_method.code": "mollie_methods_paypal",
				"setPaymentMethodOnCart.cart.selected_payment_method.title":             "PayPal",
				"setPaymentMethodOnCart.cart.selected_payment_method.mollie_meta.image": mollieOf(t, j.api).url + "/icons/paypal.svg"})(t, j, data)
		}},
		{op: "molliePaymentMethods", vars: func(*journeyState) map[string]any { return map[string]any{"amount": 10, "currency": "EUR"} },
			check: func(t *testing.T, j *journeyState, data map[string]any) {
				var codes []string
				for _, m := range gqltest.At(data, "molliePaymentMethods.methods").([]any) {
					codes = append(codes, m.(map[string]any)["code"].(string))
				}
				// By name: Apple Pay, iDEAL, Klarna, Kreditkarte, PayPal,
				// SEPA-Lastschrift (no billing country: iDEAL too).
				if strings.Join(codes, ",") != "applepay,ideal,klarna,creditcard,paypal,directdebit" {
					t.Errorf("methods %v", codes)
				}
			}},
		{op: "placeOrder", vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.kept["token"] = gqltest.At(data, "placeOrder.order.mollie_payment_token")
			redirect, _ := gqltest.At(data, "placeOrder.order.mollie_redirect_url").(string)
			setup := mollieOf(t, j.api)
			if !strings.HasPrefix(redirect, setup.url+"/checkout/tr_") || j.kept["token"] == nil {
				t.Fatalf("redirect %q, token %v", redirect, j.kept["token"])
			}
			j.kept["mollie"] = strings.TrimPrefix(redirect, setup.url+"/checkout/")
			p, _ := setup.fake.Payment(j.kept["mollie"].(string))
			if p.Method != "paypal" || p.Amount != 6485 || p.Locale != "de_DE" || len(p.Lines) != 2 || p.Metadata["order_number"] == "" ||
				!strings.Contains(p.RedirectURL, "/de/checkout/transaction/mollie/process?payment_token=") ||
				p.WebhookURL != "http://shop.test/api/payment/mollie/webhook" {
				t.Errorf("Mollie's payment %+v", p)
			}
		}},
		{op: "MollieProcessTransaction", vars: token, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"mollieProcessTransaction.paymentStatus": "OPEN", "mollieProcessTransaction.redirect_to_success_page": true,
				"mollieProcessTransaction.cart": nil})(t, j, data)
			if err := mollieOf(t, j.api).fake.SetStatus(context.Background(), j.kept["mollie"].(string), "paid", false); err != nil {
				t.Fatal(err)
			}
		}},
		{op: "MollieProcessTransaction", vars: token, check: want(map[string]any{"mollieProcessTransaction.paymentStatus": "PAID",
			"mollieProcessTransaction.redirect_to_success_page": true, "mollieProcessTransaction.redirect_to_cart": false})},
	}}
}

const (
	opMollieStoreConfig = `{ storeConfig { mollie { profile_id live_mode } } }`
	opMollieMethods     = `query($input: MolliePaymentMethodsInput) { molliePaymentMethods(input: $input) { methods { code name image } } }`
	opCartMethods       = `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code mollie_meta { image } } selected_payment_method { code mollie_meta { image } } } }`
)

// Without Mollie, storeConfig.mollie is null, molliePaymentMethods
// offers nothing and the shop's methods have no icon.
func TestMollieOff(t *testing.T) {
	a := newCartAPI(t, dbtest.New(t, db.SQLite))
	if got := gqltest.At(a.ok(t, "shop_de", nil, opMollieStoreConfig, nil), "storeConfig.mollie"); got != nil {
		t.Errorf("mollie %v", got)
	}
	if got := gqltest.At(a.ok(t, "shop_de", nil, opMollieMethods, nil), "molliePaymentMethods.methods"); len(got.([]any)) != 0 {
		t.Errorf("methods %v", got)
	}
	id := a.guestCart(t)
	a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
	data := a.ok(t, "shop_de", nil, opCartMethods, map[string]any{"id": id})
	if gqltest.At(data, "cart.available_payment_methods.0.code") != "banktransfer" || gqltest.At(data, "cart.available_payment_methods.0.mollie_meta.image") != nil ||
		gqltest.At(data, "cart.selected_payment_method.mollie_meta.image") != nil {
		t.Errorf("methods %v", data)
	}
}

func TestMolliePaymentMethodsQuery(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newMollieAPI(t, d)
		setup := mollieOf(t, a)
		codes := func(data map[string]any) string {
			var out []string
			for _, m := range gqltest.At(data, "molliePaymentMethods.methods").([]any) {
				out = append(out, m.(map[string]any)["code"].(string))
			}
			return strings.Join(out, ",")
		}
		cases := []struct {
			name, store string
			input       map[string]any
			want        string
		}{
			{"the default ten euros", "shop_en", nil, "applepay,creditcard,ideal,klarna,paypal,directdebit"},
			{"any amount without a currency", "shop_en", map[string]any{"amount": 5000, "currency": nil}, "applepay,creditcard,ideal,klarna,paypal,directdebit"},
			{"too little for Klarna", "shop_fr", map[string]any{"amount": 0.5, "currency": "EUR"}, "applepay,creditcard,ideal,paypal,directdebit"},
			{"too much for direct debit", "shop_de", map[string]any{"amount": 2000, "currency": "eur"}, "applepay,ideal,klarna,creditcard,paypal"},
			{"another currency", "shop_de", map[string]any{"amount": 10, "currency": "USD"}, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				vars := map[string]any{}
				if c.input != nil {
					vars["input"] = c.input
				}
				if got := codes(a.ok(t, c.store, nil, opMollieMethods, vars)); got != c.want {
					t.Errorf("got %s; want %s", got, c.want)
				}
			})
		}
		data := a.ok(t, "shop_fr", nil, opMollieMethods, nil)
		first := gqltest.At(data, "molliePaymentMethods.methods.1").(map[string]any)
		if first["name"] != "Carte bancaire" || first["image"] != setup.url+"/icons/creditcard.svg" {
			t.Errorf("French %v", first)
		}
		for _, bad := range []any{0, -1, 1e7} {
			res := a.do(t, "shop_de", nil, opMollieMethods, map[string]any{"input": map[string]any{"amount": bad, "currency": "EUR"}})
			if res.Code() != "BAD_USER_INPUT" {
				t.Errorf("amount %v: %+v", bad, res.Errors)
			}
		}
	})
}

// When Mollie cannot be reached the checkout offers the shop's own
// methods, and a Mollie method cannot be chosen.
func TestMollieUnreachableLeavesTheShopsMethods(t *testing.T) {
	a := newMollieAPI(t, dbtest.New(t, db.SQLite))
	setup := mollieOf(t, a)
	setup.fake.Inject(molliefake.Fault{Path: "/v2/methods", Status: 503, Times: -1})
	id := a.guestCart(t)
	a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
	data := a.ok(t, "shop_de", nil, opCartMethods, map[string]any{"id": id})
	methods := gqltest.At(data, "cart.available_payment_methods").([]any)
	if len(methods) != 2 || gqltest.At(data, "cart.available_payment_methods.0.code") != "banktransfer" {
		t.Errorf("methods %v", methods)
	}
	res := a.do(t, "shop_de", nil, `mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "mollie_methods_creditcard"}}) { cart { id } } }`,
		map[string]any{"id": id})
	if res.Code() != "BAD_USER_INPUT" {
		t.Errorf("a Mollie method was chosen: %+v", res.Errors)
	}
	if strings.Contains(a.logs.String(), "test_graphqltests123") {
		t.Error("the key is in the log")
	}
}

// storeConfig is kept in the response cache: its Mollie part is the same
// for every visitor and every store.
func TestMollieStoreConfigIsTheSameForEveryone(t *testing.T) {
	a := newMollieAPI(t, dbtest.New(t, db.SQLite))
	for _, store := range []string{"shop_de", "shop_en", "shop_fr"} {
		data := a.ok(t, store, nil, opMollieStoreConfig, nil)
		if gqltest.At(data, "storeConfig.mollie.profile_id") != "pfl_fake1234" || gqltest.At(data, "storeConfig.mollie.live_mode") != false {
			t.Errorf("%s: %v", store, data)
		}
	}
	signedIn := a.signedIn(t, "rosa@example.de")
	if data := a.ok(t, "shop_de", signedIn, opMollieStoreConfig, nil); gqltest.At(data, "storeConfig.mollie.profile_id") != "pfl_fake1234" {
		t.Errorf("signed in: %v", data)
	}
}

// TestRefunds gives money back through the payments' providers: the test
// provider pays out at once, Mollie's refund is pending until Mollie pays
// it out; the same idempotency key never refunds twice.
func TestRefunds(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newMollieAPI(t, d)
		setup := mollieOf(t, a)
		ctx := context.Background()
		paymentOf := func(t *testing.T, placed map[string]any) payment.Payment {
			t.Helper()
			token, _ := gqltest.At(placed, "order.mollie_payment_token").(string)
			p, err := a.payments.ByToken(ctx, token)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}

		// The test provider.
		placed := a.place(t, "shop_de", nil, a.readyCart(t, nil, "paddock_test"))
		test := paymentOf(t, placed)
		if _, err := a.payments.Refund(ctx, test.ID, payment.RefundInput{Amount: 100, IdempotencyKey: "r-open"}); apperr.KindOf(err) != apperr.Conflict ||
			apperr.As(err).Key != "payment.refund.notPaid" {
			t.Errorf("an open payment refunded: %v", err)
		}
		a.decide(t, test.Token, payment.Paid)
		if _, err := a.orders.ApplyPayment(ctx, test.ID); err != nil {
			t.Fatal(err)
		}
		first, err := a.payments.Refund(ctx, test.ID, payment.RefundInput{Amount: 1000, Description: "Rücksendung", IdempotencyKey: "r-1"})
		if err != nil || !strings.HasPrefix(first.Ref, "re_") || first.Status != payment.RefundRefunded {
			t.Fatalf("refund %+v %v", first, err)
		}
		if again, err := a.payments.Refund(ctx, test.ID, payment.RefundInput{Amount: 1000, IdempotencyKey: "r-1"}); err != nil || again.Ref != first.Ref {
			t.Errorf("the same key again: %+v %v", again, err)
		}
		for _, c := range []struct {
			in   payment.RefundInput
			kind apperr.Kind
			key  string
		}{
			{payment.RefundInput{Amount: 0, IdempotencyKey: "r-2"}, apperr.Invalid, "payment.refund.amount"},
			{payment.RefundInput{Amount: test.Amount + 1, IdempotencyKey: "r-3"}, apperr.Invalid, "payment.refund.amount"},
			{payment.RefundInput{Amount: test.Amount, IdempotencyKey: "r-4"}, apperr.Invalid, "payment.provider.refused"}, // 10.00 refunded already
		} {
			if _, err := a.payments.Refund(ctx, test.ID, c.in); apperr.KindOf(err) != c.kind || apperr.As(err).Key != c.key {
				t.Errorf("%+v: %v", c.in, err)
			}
		}
		if _, err := a.payments.Refund(ctx, test.ID, payment.RefundInput{Amount: 100}); err == nil {
			t.Error("a refund without an idempotency key")
		}
		if st, err := a.payments.RefundStatus(ctx, test.ID, first.Ref); err != nil || st != payment.RefundRefunded {
			t.Errorf("status %s %v", st, err)
		}
		if _, err := a.payments.RefundStatus(ctx, test.ID, "re_unknown"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown refund: %v", err)
		}

		// Bank transfers are refunded by the shop's bank, not here.
		a.place(t, "shop_de", nil, a.readyCart(t, nil, "banktransfer"))
		var transfer int64
		if err := d.Read().Get(ctx, &transfer, `SELECT id FROM payment WHERE method = 'banktransfer' ORDER BY id DESC LIMIT 1`); err != nil {
			t.Fatal(err)
		}
		if _, err := a.payments.Refund(ctx, transfer, payment.RefundInput{Amount: 100, IdempotencyKey: "r-5"}); apperr.KindOf(err) != apperr.Invalid ||
			apperr.As(err).Key != "payment.refund.unsupported" {
			t.Errorf("bank transfer: %v", err)
		}

		// Mollie.
		placed = a.place(t, "shop_de", nil, a.readyCart(t, nil, "mollie_methods_paypal"))
		viaMollie := paymentOf(t, placed)
		if err := setup.fake.SetStatus(ctx, viaMollie.ProviderRef, "paid", false); err != nil {
			t.Fatal(err)
		}
		if _, err := a.orders.ApplyPayment(ctx, viaMollie.ID); err != nil {
			t.Fatal(err)
		}
		refund, err := a.payments.Refund(ctx, viaMollie.ID, payment.RefundInput{Amount: 2500, Description: "Gutschrift 2026-1", IdempotencyKey: "m-1"})
		if err != nil || refund.Status != payment.RefundPending {
			t.Fatalf("Mollie refund %+v %v", refund, err)
		}
		if got, _ := setup.fake.Refund(refund.Ref); got.Amount != 2500 || got.PaymentID != viaMollie.ProviderRef || got.Description != "Gutschrift 2026-1" {
			t.Errorf("Mollie holds %+v", got)
		}
		_ = setup.fake.SetRefundStatus(refund.Ref, "refunded")
		if st, err := a.payments.RefundStatus(ctx, viaMollie.ID, refund.Ref); err != nil || st != payment.RefundRefunded {
			t.Errorf("Mollie refund status %s %v", st, err)
		}
	})
}
