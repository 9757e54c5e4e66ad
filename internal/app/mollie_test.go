package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/mollie/molliefake"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// mollieShop is the demo shop paying through a local fake of Mollie: the
// shop listens on a loopback port (its base URL, which the fake's
// webhooks reach), the fake on another.
type mollieShop struct {
	app  *app.App
	h    http.Handler
	cfg  config.Config
	d    *db.DB
	fake *molliefake.Server
	base string
	sku  string
	// client is the address of the visitor placing the next order: each
	// order comes from another (guest carts are limited per client).
	client int
}

func newMollieShop(t testing.TB, dialect db.Dialect) *mollieShop {
	t.Helper()
	fake := molliefake.New(molliefake.Options{})
	fakeSrv := httptest.NewServer(fake)
	t.Cleanup(fakeSrv.Close)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfigFor(t, dialect)
	cfg.BaseURL = "http://" + ln.Addr().String()
	cfg.Mollie = config.Mollie{APIKey: "test_appwebhooktests", ProfileID: "pfl_apptests1", APIURL: fakeSrv.URL + "/v2"}
	cfg = seededDemo(t, cfg, dialect)
	logger := slog.New(slog.DiscardHandler)
	ctx := context.Background()
	a, err := app.New(ctx, cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	srv := &http.Server{Handler: a.Handler()}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	d, err := app.Open(ctx, cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	s := &mollieShop{app: a, h: a.Handler(), cfg: cfg, d: d, fake: fake, base: cfg.BaseURL}
	if err := d.Read().Get(ctx, &s.sku, `SELECT sku FROM product WHERE sku LIKE 'ST-MU%' AND parent_id IS NULL
		AND is_active AND stock_qty > 10 ORDER BY sku LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	// Enough for every order a benchmark places.
	if _, err := d.Write().Exec(ctx, `UPDATE product SET stock_qty = 100000 WHERE sku = ?`, s.sku); err != nil {
		t.Fatal(err)
	}
	return s
}

// testConfigFor is testConfig for benchmarks too.
func testConfigFor(t testing.TB, dialect db.Dialect) config.Config {
	t.Helper()
	return config.Config{
		Listen: "127.0.0.1:0", DataDir: t.TempDir(), DatabaseURL: dbtest.URL(t, dialect),
		BaseURL: "https://shop.example", LogFormat: "json", Search: "bleve", BlobURL: "file://" + sharedBlobs,
	}
}

// ask sends a GraphQL operation as the storefront does and answers its
// data, failing on errors.
func (s *mollieShop) ask(t testing.TB, query string, vars map[string]any) map[string]any {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	r := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Store", "shop_de")
	r.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:40000", s.client>>16&255, s.client>>8&255, s.client&255)
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	var res struct {
		Data   map[string]any `json:"data"`
		Errors []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || w.Code != 200 || len(res.Errors) > 0 {
		t.Fatalf("%s: %d %s", query[:min(40, len(query))], w.Code, w.Body.String())
	}
	return res.Data
}

// placed is an order placed and paid with a Mollie method: its number,
// payment token and Mollie's payment id.
type placed struct {
	number, token, mollieID, email string
}

// place puts a product in a guest cart, goes through the checkout with a
// Mollie method and places the order, as the storefront does.
func (s *mollieShop) place(t testing.TB, email, method string) placed {
	t.Helper()
	s.client++
	id := s.ask(t, `mutation { createEmptyCart }`, nil)["createEmptyCart"].(string)
	s.ask(t, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 2}]) { cart { id } } }`,
		map[string]any{"id": id, "sku": s.sku})
	address := map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Leopoldstraße 12"}, "city": "München",
		"postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567"}
	s.ask(t, `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }`,
		map[string]any{"id": id, "a": address})
	s.ask(t, `mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }`,
		map[string]any{"id": id})
	s.ask(t, `mutation($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "dhl", method_code: "paket"}]}) { cart { id } } }`,
		map[string]any{"id": id})
	s.ask(t, `mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: $e}) { cart { id } } }`,
		map[string]any{"id": id, "e": email})
	methods := s.ask(t, `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }`, map[string]any{"id": id})
	if !strings.Contains(fmt.Sprint(methods), method) {
		t.Fatalf("%s is not offered: %v", method, methods)
	}
	s.ask(t, `mutation($id: String!, $c: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: $c}}) { cart { id } } }`,
		map[string]any{"id": id, "c": method})
	data := s.ask(t, `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number mollie_redirect_url mollie_payment_token } } }`,
		map[string]any{"id": id})
	o := data["placeOrder"].(map[string]any)["order"].(map[string]any)
	redirect := o["mollie_redirect_url"].(string)
	_, mollieID, ok := strings.Cut(redirect, "/checkout/")
	if !ok {
		t.Fatalf("redirect %q", redirect)
	}
	return placed{number: o["order_number"].(string), token: o["mollie_payment_token"].(string), mollieID: mollieID, email: email}
}

// process is the return page's mollieProcessTransaction.
func (s *mollieShop) process(t testing.TB, token string) map[string]any {
	t.Helper()
	data := s.ask(t, `mutation($t: String!) { mollieProcessTransaction(input: {payment_token: $t}) { paymentStatus redirect_to_success_page redirect_to_cart retry_until cart { id } } }`,
		map[string]any{"t": token})
	return data["mollieProcessTransaction"].(map[string]any)
}

func (s *mollieShop) runJobs(t testing.TB) {
	t.Helper()
	if _, err := s.app.RunDueJobs(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// state is an order's status, how often its history says it was paid,
// and how many payment-received mails its customer got.
func (s *mollieShop) state(t testing.TB, o placed) (status string, paidEntries, paidMails int) {
	t.Helper()
	ctx := context.Background()
	var id int64
	if err := s.d.Read().Get(ctx, &id, `SELECT id FROM sales_order WHERE increment_id = ?`, o.number); err != nil {
		t.Fatal(err)
	}
	if err := s.d.Read().Get(ctx, &status, `SELECT status FROM sales_order WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if err := s.d.Read().Get(ctx, &paidEntries, `SELECT COUNT(*) FROM sales_order_status_history WHERE order_id = ? AND status = 'processing'`, id); err != nil {
		t.Fatal(err)
	}
	if err := s.d.Read().Get(ctx, &paidMails, `SELECT COUNT(*) FROM mail_message WHERE tag = 'order.paid' AND to_addresses LIKE ?`, "%"+o.email+"%"); err != nil {
		t.Fatal(err)
	}
	return status, paidEntries, paidMails
}

// webhook posts a body to the shop's Mollie webhook as Mollie does.
func (s *mollieShop) webhook(t testing.TB, contentType, body string) int {
	t.Helper()
	res, err := http.Post(s.base+"/api/payment/mollie/webhook", contentType, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	return res.StatusCode
}

// asked counts the times the shop asked Mollie for a payment.
func (s *mollieShop) asked(id string) int {
	n := 0
	for _, r := range s.fake.Requests() {
		if r.Method == http.MethodGet && strings.HasSuffix(r.Path, "/payments/"+id) {
			n++
		}
	}
	return n
}

func (s *mollieShop) queued(t testing.TB) int {
	t.Helper()
	var n int
	if err := s.d.Read().Get(context.Background(), &n, `SELECT COUNT(*) FROM job WHERE kind = 'payment.status'`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestMollieWebhook(t *testing.T) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			s := newMollieShop(t, dialect)
			ctx := context.Background()

			// Paid on Mollie's page: the webhook comes before the
			// customer is back; 100 deliveries of the id change the
			// order once and mail once.
			first := s.place(t, "erste@example.de", "mollie_methods_creditcard")
			p, _ := s.fake.Payment(first.mollieID)
			if p.WebhookURL != s.base+"/api/payment/mollie/webhook" || p.Method != "creditcard" || p.Amount <= 0 {
				t.Fatalf("Mollie's payment %+v", p)
			}
			if err := s.fake.SetStatus(ctx, first.mollieID, "paid", true); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			for range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range 10 {
						s.fake.Notify(ctx, p.WebhookURL, first.mollieID)
					}
				}()
			}
			wg.Wait()
			hooks := s.fake.Webhooks()
			if len(hooks) != 101 {
				t.Fatalf("%d webhook calls", len(hooks))
			}
			for _, h := range hooks {
				if h.Status != http.StatusOK {
					t.Fatalf("webhook answered %+v", h)
				}
			}
			if n := s.queued(t); n != 1 {
				t.Errorf("%d status jobs for one payment", n)
			}
			s.runJobs(t)
			asked := s.asked(first.mollieID)
			for range 3 { // late replays after it was applied
				s.fake.Notify(ctx, p.WebhookURL, first.mollieID)
				s.runJobs(t)
			}
			if n := s.asked(first.mollieID) - asked; n != 0 {
				t.Errorf("replays of a paid payment asked Mollie %d times", n)
			}
			if status, entries, mails := s.state(t, first); status != "processing" || entries != 1 || mails != 1 {
				t.Errorf("after 104 deliveries: %s, %d history entries, %d mails", status, entries, mails)
			}
			if got := s.process(t, first.token); got["paymentStatus"] != "PAID" || got["redirect_to_success_page"] != true || got["cart"] != nil {
				t.Errorf("return after the webhook: %v", got)
			}

			// The customer is back before the webhook: the return applies
			// the status, the webhook later changes nothing.
			second := s.place(t, "zweite@example.de", "mollie_methods_paypal")
			if err := s.fake.SetStatus(ctx, second.mollieID, "paid", false); err != nil {
				t.Fatal(err)
			}
			if got := s.process(t, second.token); got["paymentStatus"] != "PAID" || got["redirect_to_success_page"] != true {
				t.Errorf("return before the webhook: %v", got)
			}
			s.fake.Notify(ctx, p.WebhookURL, second.mollieID)
			s.runJobs(t)
			if status, entries, mails := s.state(t, second); status != "processing" || entries != 1 || mails != 1 {
				t.Errorf("webhook after the return: %s, %d entries, %d mails", status, entries, mails)
			}

			// What the webhook takes: only a well-formed id; an unknown one
			// is answered OK and does nothing; a forged status in the body
			// is not read (Mollie says the payment is open).
			third := s.place(t, "dritte@example.de", "mollie_methods_klarna")
			before := s.queued(t)
			form := "application/x-www-form-urlencoded"
			for _, c := range []struct {
				contentType, body string
				want              int
			}{
				{form, "id=tr_unknown12345", http.StatusOK},
				{form, "id=abc", http.StatusBadRequest},
				{form, "", http.StatusBadRequest},
				{form, "id=tr_" + strings.Repeat("a", 100), http.StatusBadRequest},
				{"application/json", `{"id":"` + third.mollieID + `","status":"paid"}`, http.StatusBadRequest},
				{form, "id=" + strings.Repeat("x", 70<<10), http.StatusBadRequest},
			} {
				if got := s.webhook(t, c.contentType, c.body); got != c.want {
					t.Errorf("%.60s: %d, want %d", c.body, got, c.want)
				}
			}
			if n := s.queued(t); n != before {
				t.Errorf("refused deliveries queued %d jobs", n-before)
			}
			if got := s.webhook(t, form, url.Values{"id": {third.mollieID}, "status": {"paid"}, "amount": {"0.01"}}.Encode()); got != http.StatusOK {
				t.Errorf("forged body: %d", got)
			}
			s.runJobs(t)
			if status, entries, mails := s.state(t, third); status != "pending_payment" || entries != 0 || mails != 0 {
				t.Errorf("a forged status changed the order: %s, %d, %d", status, entries, mails)
			}

			// An expired payment leaves the order waiting for "pay now", its
			// stock held; given up for another method, it is cancelled and
			// gives the stock back.
			var stockBefore, stockAfter int
			if err := s.d.Read().Get(ctx, &stockBefore, `SELECT stock_qty FROM product WHERE sku = ?`, s.sku); err != nil {
				t.Fatal(err)
			}
			if err := s.fake.SetStatus(ctx, third.mollieID, "expired", true); err != nil {
				t.Fatal(err)
			}
			s.runJobs(t)
			if status, _, _ := s.state(t, third); status != "pending_payment" {
				t.Errorf("expired: %s", status)
			}
			if back := s.process(t, third.token); back["paymentStatus"] != "EXPIRED" || back["redirect_to_cart"] != false || back["retry_until"] == nil || back["cart"] != nil {
				t.Errorf("return after expiry: %v", back)
			}
			changed := s.ask(t, `mutation($t: String!) { changeOrderPaymentMethod(input: {payment_token: $t}) { cart { id total_quantity } } }`,
				map[string]any{"t": third.token})
			if c, _ := changed["changeOrderPaymentMethod"].(map[string]any)["cart"].(map[string]any); c == nil || c["total_quantity"] != 2.0 {
				t.Errorf("another method after expiry: %v", changed)
			}
			if status, _, _ := s.state(t, third); status != "canceled" {
				t.Errorf("given up: %s", status)
			}
			if err := s.d.Read().Get(ctx, &stockAfter, `SELECT stock_qty FROM product WHERE sku = ?`, s.sku); err != nil || stockAfter != stockBefore+2 {
				t.Errorf("stock %d before, %d after, %v", stockBefore, stockAfter, err)
			}

			// Back from Mollie's page without paying, the customer chooses
			// another method: the payment still open is cancelled at Mollie
			// first, so it cannot be paid after its order is given up.
			fourth := s.place(t, "vierte@example.de", "mollie_methods_paypal")
			changed = s.ask(t, `mutation($t: String!) { changeOrderPaymentMethod(input: {payment_token: $t}) { cart { id total_quantity } } }`,
				map[string]any{"t": fourth.token})
			if c, _ := changed["changeOrderPaymentMethod"].(map[string]any)["cart"].(map[string]any); c == nil || c["total_quantity"] != 2.0 {
				t.Errorf("another method while open: %v", changed)
			}
			if p4, _ := s.fake.Payment(fourth.mollieID); p4.Status != "canceled" {
				t.Errorf("the open payment at Mollie: %s", p4.Status)
			}
			if status, _, _ := s.state(t, fourth); status != "canceled" {
				t.Errorf("given up while open: %s", status)
			}

			// A refund Mollie refuses (422) after staff cancel the paid order
			// stays owed on record, for staff; retried, Mollie pays it once,
			// and its notification completes it with the credit note.
			staff, err := app.OpenStaff(ctx, s.cfg, slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = staff.Close() }()
			refunds := "/v2/payments/" + second.mollieID + "/refunds"
			s.fake.Inject(molliefake.Fault{Method: "POST", Path: refunds, Status: http.StatusUnprocessableEntity})
			_, r, err := staff.Orders.Cancel(ctx, order.CancelInput{Number: second.number, Reason: "Kundenwunsch"})
			if err != nil || r == nil || r.State != order.RefundFailed || !strings.Contains(r.LastError, "payment.provider.refused") {
				t.Fatalf("cancel with the refund refused: %+v %v", r, err)
			}
			s.runJobs(t)
			if owed, err := staff.Orders.OwedRefunds(ctx); err != nil || len(owed) != 1 || owed[0].ID != r.ID || owed[0].State != order.RefundFailed {
				t.Fatalf("owed %+v %v", owed, err)
			}
			got, err := staff.Orders.RetryRefund(ctx, r.ID)
			if err != nil || got.State != order.RefundPaying || got.ProviderRef == "" {
				t.Fatalf("retry: %+v %v", got, err)
			}
			if _, err := staff.Orders.RetryRefund(ctx, r.ID); apperr.As(err).Key != "order.refund.notOwed" {
				t.Errorf("retry while Mollie pays it out: %v", err)
			}
			if p2, _ := s.fake.Payment(second.mollieID); p2.Refunded != p2.Amount {
				t.Errorf("Mollie refunded %d of %d", p2.Refunded, p2.Amount)
			}
			if err := s.fake.SetRefundStatus(got.ProviderRef, "refunded"); err != nil {
				t.Fatal(err)
			}
			s.fake.Notify(ctx, p.WebhookURL, second.mollieID)
			s.runJobs(t)
			if list, err := staff.Orders.Refunds(ctx, got.OrderID); err != nil || len(list) != 1 || list[0].State != order.RefundPaid || list[0].CreditNote == nil {
				t.Errorf("after Mollie paid it out: %+v %v", list, err)
			}
			posts := 0
			for _, req := range s.fake.Requests() {
				if req.Method == "POST" && req.Path == refunds {
					posts++
				}
			}
			if posts != 2 {
				t.Errorf("%d refund requests: the refused one and the retry", posts)
			}

			// One client flooding the webhook is refused once over its
			// budget (two windows' worth at most, should a minute turn
			// meanwhile), and a refused delivery queues nothing.
			refusedAt := 0
			for i := 1; i <= 2*payment.WebhooksPerClient.Limit+10 && refusedAt == 0; i++ {
				if s.webhook(t, form, "id=tr_unknown12345") == http.StatusTooManyRequests {
					refusedAt = i
				}
			}
			if refusedAt == 0 {
				t.Fatal("a flood of deliveries was never refused")
			}
			before = s.queued(t)
			res, err := http.Post(s.base+"/api/payment/mollie/webhook", form, strings.NewReader("id="+third.mollieID))
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close()
			if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" || s.queued(t) != before {
				t.Errorf("over the limit: %d, Retry-After %q, %d jobs queued", res.StatusCode, res.Header.Get("Retry-After"), s.queued(t)-before)
			}
		})
	}
}
