package mollie_test

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/payment"
	"paddock/internal/payment/mollie"
	"paddock/internal/payment/mollie/molliefake"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// gatewayOn is Mollie's gateway on h's fake, with a clock of its own and
// a cache of size lists.
func gatewayOn(t *testing.T, h *harness, size int) (*mollie.Gateway, *clock) {
	t.Helper()
	c := &clock{t: time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)}
	g, err := mollie.NewGateway(mollie.GatewayOptions{Client: h.client, ProfileID: "pfl_test1234", Webhooks: true, CacheSize: size,
		Logger: slog.New(slog.NewJSONHandler(&lockedWriter{w: h.log}, nil)), Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	return g, c
}

func codes(ms []payment.Method) string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Code)
	}
	return strings.Join(out, ",")
}

func TestOfferAsksMollieForTheCart(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	got, err := g.Offer(context.Background(), payment.MethodQuery{Amount: 6485, Locale: i18n.French, Country: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if codes(got) != "mollie_methods_creditcard,mollie_methods_paypal,mollie_methods_applepay,mollie_methods_klarna,mollie_methods_directdebit" {
		t.Errorf("offered %s", codes(got))
	}
	if got[0].Title != "Carte bancaire" || got[0].Image != h.srv.URL+"/icons/creditcard.svg" || got[0].Kind != payment.Hosted || got[0].Gateway != "mollie" {
		t.Errorf("first %+v", got[0])
	}
	q := h.fake.Requests()[0].Query
	if q.Get("amount[value]") != "64.85" || q.Get("locale") != "fr_FR" || q.Get("billingCountry") != "DE" || q.Get("includeWallets") != "applepay" {
		t.Errorf("query %v", q)
	}
	// Nothing to pay, nothing to ask.
	if got, err := g.Offer(context.Background(), payment.MethodQuery{Amount: 0, Locale: i18n.German}); err != nil || len(got) != 0 || len(h.fake.Requests()) != 1 {
		t.Errorf("zero: %v %v", got, err)
	}
	// Any amount: no amount sent.
	if _, err := g.Offer(context.Background(), payment.MethodQuery{AnyAmount: true, Locale: i18n.German}); err != nil {
		t.Fatal(err)
	}
	if q := h.fake.Requests()[1].Query; q.Has("amount[value]") || q.Has("billingCountry") {
		t.Errorf("any amount: %v", q)
	}
	// The names and icons seen are the methods' titles and images
	// outside a cart.
	for _, p := range g.Providers() {
		if p.Code() == "mollie_methods_creditcard" {
			if p.Title(i18n.French) != "Carte bancaire" || p.(payment.Imager).Image() != h.srv.URL+"/icons/creditcard.svg" {
				t.Errorf("provider %s %s", p.Title(i18n.French), p.(payment.Imager).Image())
			}
			if p.Title(i18n.English) != "Card" {
				t.Errorf("English fallback %q", p.Title(i18n.English))
			}
		}
		if p.Code() == "mollie_methods_bancontact" && (p.Title(i18n.German) != "Bancontact" ||
			p.(payment.Imager).Image() != "https://www.mollie.com/external/icons/payment-methods/bancontact.svg") {
			t.Errorf("unseen method %q %q", p.Title(i18n.German), p.(payment.Imager).Image())
		}
	}
	if info := g.Info(); info.ProfileID != "pfl_test1234" || info.LiveMode {
		t.Errorf("info %+v", info)
	}
}

func TestOfferCache(t *testing.T) {
	h := newHarness(t)
	g, c := gatewayOn(t, h, 4)
	ctx := context.Background()
	q := payment.MethodQuery{Amount: 1999, Locale: i18n.German, Country: "DE"}
	for range 5 {
		if _, err := g.Offer(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if n := h.fake.MethodLists(); n != 1 {
		t.Errorf("%d lists for one cart asked five times", n)
	}
	// Another amount, language or country is another list; the same
	// country in lower case is not.
	for _, other := range []payment.MethodQuery{{Amount: 2000, Locale: i18n.German, Country: "DE"}, {Amount: 1999, Locale: i18n.English, Country: "DE"},
		{Amount: 1999, Locale: i18n.German, Country: "AT"}, {Amount: 1999, Locale: i18n.German, Country: "de"}} {
		if _, err := g.Offer(ctx, other); err != nil {
			t.Fatal(err)
		}
	}
	if n := h.fake.MethodLists(); n != 4 {
		t.Errorf("%d lists", n)
	}
	// The cache is bounded: a fifth list drops the oldest.
	if _, err := g.Offer(ctx, payment.MethodQuery{Amount: 3000, Locale: i18n.German, Country: "DE"}); err != nil {
		t.Fatal(err)
	}
	if n := g.CachedLists(); n != 4 {
		t.Errorf("the cache holds %d lists, at most 4", n)
	}
	// After five minutes a list is asked again.
	c.add(5*time.Minute + time.Second)
	before := h.fake.MethodLists()
	_, _ = g.Offer(ctx, payment.MethodQuery{Amount: 3000, Locale: i18n.German, Country: "DE"})
	if h.fake.MethodLists() != before+1 {
		t.Error("a stale list was answered")
	}

	// Concurrent asks for one new cart make one request.
	before = h.fake.MethodLists()
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Delay: 100 * time.Millisecond})
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got, err := g.Offer(ctx, payment.MethodQuery{Amount: 4242, Locale: i18n.German, Country: "DE"}); err != nil || len(got) == 0 {
				t.Errorf("%v %v", got, err)
			}
		}()
	}
	wg.Wait()
	if n := h.fake.MethodLists() - before; n != 1 {
		t.Errorf("%d requests for 20 concurrent asks", n)
	}
}

func TestOfferWhileMollieIsDown(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Attempts = 2 })
	g, c := gatewayOn(t, h, 0)
	ctx := context.Background()
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Status: 503, Times: -1})
	q := payment.MethodQuery{Amount: 1999, Locale: i18n.German, Country: "DE"}
	_, err := g.Offer(ctx, q)
	if apperr.KindOf(err) != apperr.Unavailable || apperr.As(err).Key != "payment.provider.unavailable" {
		t.Fatalf("down: %v", err)
	}
	requests := len(h.fake.Requests())
	// The failure is kept half a minute: carts are not kept waiting on
	// Mollie meanwhile.
	for range 5 {
		if _, err := g.Offer(ctx, q); err == nil {
			t.Fatal("answered while down")
		}
	}
	if len(h.fake.Requests()) != requests {
		t.Errorf("asked %d times more while the failure was kept", len(h.fake.Requests())-requests)
	}
	if !strings.Contains(h.log.String(), "methods list unavailable") {
		t.Errorf("not logged:\n%s", h.log.String())
	}
	c.add(31 * time.Second)
	if _, err := g.Offer(ctx, q); err == nil {
		t.Error("still failing Mollie answered")
	}
	if len(h.fake.Requests()) == requests {
		t.Error("not asked again after the failure expired")
	}
}

func TestOfferIsBoundedInTime(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Timeout = 5 * time.Second })
	c := &clock{t: time.Now()}
	g, err := mollie.NewGateway(mollie.GatewayOptions{Client: h.client, OfferTimeout: 100 * time.Millisecond, Now: c.now, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Delay: 2 * time.Second})
	start := time.Now()
	if _, err := g.Offer(context.Background(), payment.MethodQuery{Amount: 100, Locale: i18n.German}); apperr.KindOf(err) != apperr.Unavailable {
		t.Errorf("slow Mollie: %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("a cart waited %v", d)
	}
}

func provider(t *testing.T, g *mollie.Gateway, code string) payment.Provider {
	t.Helper()
	for _, p := range g.Providers() {
		if p.Code() == code {
			return p
		}
	}
	t.Fatalf("no %s", code)
	return nil
}

func TestCreateSendsTheOrder(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_klarna")
	r := payment.Request{OrderNumber: "000000042", Description: "Bestellung 000000042", Amount: 6285, Locale: i18n.German, Email: "anna@example.de",
		ReturnURL: "https://shop.example/de/checkout/transaction/mollie/process?payment_token=x", WebhookURL: "https://shop.example/api/payment/mollie/webhook",
		IdempotencyKey: "paddock-abc",
		Lines: []payment.Line{
			{Kind: payment.Physical, Name: "Halfter Classic", SKU: "HALF-1", Quantity: 2, UnitPrice: 1995, Total: 3990, VATRate: 1900},
			{Kind: payment.Physical, Name: "Pferdemüsli", SKU: "FEED-5", Quantity: 1, UnitPrice: 2000, Discount: 200, Total: 1800, VATRate: 700},
			{Kind: payment.ShippingFee, Name: "DHL Paket", Quantity: 1, UnitPrice: 495, Total: 495, VATRate: 1900},
		},
		BillingAddress: &payment.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12", "Hinterhaus"}, Postcode: "80802",
			City: "München", Country: "de", Phone: "089 1234"},
	}
	created, err := p.Create(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if created.Status != payment.Open || created.RedirectURL != h.srv.URL+"/checkout/"+created.Ref {
		t.Errorf("created %+v", created)
	}
	req := h.fake.Requests()[0]
	if req.Header.Get("Idempotency-Key") != "paddock-abc" {
		t.Errorf("idempotency key %q", req.Header.Get("Idempotency-Key"))
	}
	var body struct {
		Method   string            `json:"method"`
		Locale   string            `json:"locale"`
		Metadata map[string]string `json:"metadata"`
		Webhook  string            `json:"webhookUrl"`
		Lines    []mollie.Line     `json:"lines"`
		Billing  mollie.Address    `json:"billingAddress"`
		Shipping *mollie.Address   `json:"shippingAddress"`
	}
	if err := json.Unmarshal(req.Body, &body); err != nil {
		t.Fatal(err)
	}
	if body.Method != "klarna" || body.Locale != "de_DE" || body.Metadata["order_number"] != "000000042" || body.Webhook != r.WebhookURL {
		t.Errorf("body %s", req.Body)
	}
	if len(body.Lines) != 3 || body.Lines[0].VATAmount.Value != "6.37" || body.Lines[1].VATAmount.Value != "1.18" || body.Lines[1].DiscountAmount.Value != "2.00" ||
		body.Lines[2].Type != "shipping_fee" || body.Lines[2].VATRate != "19.00" {
		t.Errorf("lines %+v", body.Lines)
	}
	if body.Billing.StreetAndNumber != "Leopoldstraße 12" || body.Billing.StreetAdditional != "Hinterhaus" || body.Billing.Country != "DE" ||
		body.Billing.Email != "anna@example.de" || body.Billing.Phone != "" || body.Shipping != nil {
		t.Errorf("billing %+v shipping %+v", body.Billing, body.Shipping)
	}

	// Lines that do not add up to the amount are left out, not refused.
	r.Amount = 9999
	r.IdempotencyKey = "paddock-def"
	if _, err := p.Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(h.fake.Requests()[1].Body), `"lines"`) {
		t.Error("lines that do not add up were sent")
	}

	// Without webhooks (a base URL on this machine and Mollie's API) no
	// webhook URL is sent.
	quiet, err := mollie.NewGateway(mollie.GatewayOptions{Client: h.client, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	r.IdempotencyKey = "paddock-ghi"
	if _, err := provider(t, quiet, "mollie_methods_paypal").Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(h.fake.Requests()[2].Body), "webhookUrl") {
		t.Error("a webhook URL was sent")
	}
}

// Lines at a destination's rate with decimals (Finland's 25.5 %,
// Ireland's 4.8 % for feed) say so with two decimals, and their VAT is
// what Mollie checks (its fake refuses a vatAmount that does not match).
func TestCreateSendsDecimalRates(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_klarna")
	r := payment.Request{OrderNumber: "000000043", Description: "Bestellung 000000043", Amount: 5990 + 3990 + 995, Locale: i18n.English, Email: "aino@example.fi",
		ReturnURL: "https://shop.example/en/checkout/transaction/mollie/process?payment_token=y", WebhookURL: "https://shop.example/api/payment/mollie/webhook",
		IdempotencyKey: "paddock-fi",
		Lines: []payment.Line{
			{Kind: payment.Physical, Name: "Reithose", SKU: "HOSE-1", Quantity: 1, UnitPrice: 5990, Total: 5990, VATRate: 2550},
			{Kind: payment.Physical, Name: "Hafer", SKU: "HAFER-20", Quantity: 1, UnitPrice: 3990, Total: 3990, VATRate: 480},
			{Kind: payment.ShippingFee, Name: "DHL Paket", Quantity: 1, UnitPrice: 995, Total: 995, VATRate: 2550},
		},
		BillingAddress: &payment.Address{Firstname: "Aino", Lastname: "Virtanen", Street: []string{"Mannerheimintie 1"}, Postcode: "00100", City: "Helsinki", Country: "fi"},
	}
	if _, err := p.Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	var body struct {
		Lines []mollie.Line `json:"lines"`
	}
	if err := json.Unmarshal(h.fake.Requests()[0].Body, &body); err != nil {
		t.Fatal(err)
	}
	// 59.90 × 25.5/125.5 = 12.17; 39.90 × 4.8/104.8 = 1.83; 9.95 × 25.5/125.5 = 2.02.
	if len(body.Lines) != 3 || body.Lines[0].VATRate != "25.50" || body.Lines[0].VATAmount.Value != "12.17" ||
		body.Lines[1].VATRate != "4.80" || body.Lines[1].VATAmount.Value != "1.83" || body.Lines[2].VATAmount.Value != "2.02" {
		t.Errorf("lines %+v", body.Lines)
	}
}

func TestProviderErrorsForTheCustomer(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Attempts = 1 })
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_creditcard")
	ctx := context.Background()
	r := payment.Request{OrderNumber: "1", Description: "x", Amount: 100, Locale: i18n.German, ReturnURL: "https://shop.example/r", IdempotencyKey: "k"}
	h.fake.Inject(molliefake.Fault{Path: "/v2/payments", Status: 503})
	if _, err := p.Create(ctx, r); apperr.KindOf(err) != apperr.Unavailable || apperr.As(err).Key != "payment.provider.unavailable" {
		t.Errorf("503: %v", err)
	}
	r.Amount = 0
	if _, err := p.Create(ctx, r); apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Key != "payment.provider.refused" {
		t.Errorf("422: %v", err)
	}
	var merr *mollie.Error
	if _, err := p.Create(ctx, r); !errors.As(err, &merr) || merr.Status != 422 {
		t.Errorf("Mollie's error is kept for the log: %v", err)
	}
	if _, err := p.Status(ctx, "tr_doesnotexist"); apperr.KindOf(err) != apperr.NotFound {
		t.Errorf("404: %v", err)
	}
	// The message a customer reads is the shop's, in the customer's
	// language, not Mollie's English.
	msg := apperr.As(func() error { _, err := p.Create(ctx, r); return err }()).Message(i18n.WithLocale(ctx, i18n.French))
	if !strings.Contains(msg, "service de paiement") {
		t.Errorf("French message %q", msg)
	}
}

func TestNotificationReadsOnlyTheID(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_creditcard")
	for body, want := range map[string]string{
		"id=tr_WDqYK6vllg":                      "tr_WDqYK6vllg",
		"id=tr_WDqYK6vllg&status=paid&amount=1": "tr_WDqYK6vllg",
		"id=re_abc":                             "",
		"id=tr_":                                "",
		"id=tr_a%2F..%2Fmethods":                "",
		"ID=tr_WDqYK6vllg":                      "",
		"":                                      "",
	} {
		r := httptest.NewRequest("POST", "/api/payment/mollie/webhook", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		got, err := p.Notification(r)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("%q: %q %v", body, got, err)
		}
	}
	// An id in the query string is not Mollie's delivery.
	r := httptest.NewRequest("POST", "/api/payment/mollie/webhook?"+url.Values{"id": {"tr_WDqYK6vllg"}}.Encode(), nil)
	if got, err := p.Notification(r); err == nil {
		t.Errorf("query id taken: %q", got)
	}
}

func TestRefundThroughMollie(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_paypal").(payment.Refunder)
	ctx := context.Background()
	created, err := h.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(5000), Description: "x", RedirectURL: "https://shop.example/r"}, "")
	if err != nil {
		t.Fatal(err)
	}
	_ = h.fake.SetStatus(ctx, created.ID, "paid", false)
	got, err := p.Refund(ctx, created.ID, payment.RefundRequest{Amount: 1500, Description: "Retoure", IdempotencyKey: "refund-1"})
	if err != nil || got.Status != payment.RefundPending || !strings.HasPrefix(got.Ref, "re_") {
		t.Fatalf("refund %+v %v", got, err)
	}
	again, _ := p.Refund(ctx, created.ID, payment.RefundRequest{Amount: 1500, Description: "Retoure", IdempotencyKey: "refund-1"})
	if again.Ref != got.Ref {
		t.Errorf("the same key refunded twice: %s, %s", got.Ref, again.Ref)
	}
	_ = h.fake.SetRefundStatus(got.Ref, "refunded")
	if st, err := p.RefundStatus(ctx, created.ID, got.Ref); err != nil || st != payment.RefundRefunded {
		t.Errorf("status %s %v", st, err)
	}
	if _, err := p.Refund(ctx, created.ID, payment.RefundRequest{Amount: 4000, IdempotencyKey: "refund-2"}); apperr.KindOf(err) != apperr.Invalid {
		t.Errorf("more than remains: %v", err)
	}
}

func TestWebhooksReachable(t *testing.T) {
	for _, c := range []struct {
		base, api string
		want      bool
	}{
		{"https://shop.example", "https://api.mollie.com/v2", true},
		{"https://shop.example", "", true},
		{"http://127.0.0.1:8080", "https://api.mollie.com/v2", false},
		{"http://localhost:8080", "", false},
		{"http://127.0.0.1:8080", "http://127.0.0.1:41234/v2", true},
	} {
		if got := mollie.WebhooksReachable(c.base, c.api); got != c.want {
			t.Errorf("%s with %s: %v", c.base, c.api, got)
		}
	}
}

// Cached answers what Offer would from the cache alone, never asking
// Mollie: nothing for a list not asked yet or expired, the list (or its
// failure) while it is kept.
func TestCachedNeverAsksMollie(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Attempts = 1 })
	g, c := gatewayOn(t, h, 0)
	q := payment.MethodQuery{Amount: 1999, Locale: i18n.German, Country: "DE"}
	if got, cached, err := g.Cached(q); cached || len(got) != 0 || err != nil || h.fake.MethodLists() != 0 {
		t.Fatalf("before an ask: %v %v %v, %d lists", got, cached, err, h.fake.MethodLists())
	}
	want, err := g.Offer(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if got, cached, err := g.Cached(q); !cached || err != nil || codes(got) != codes(want) {
		t.Fatalf("kept: %v %v %v; want %s", codes(got), cached, err, codes(want))
	}
	if _, cached, _ := g.Cached(payment.MethodQuery{Amount: 0, Locale: i18n.German}); !cached {
		t.Error("nothing to pay needs no list")
	}
	c.add(5*time.Minute + time.Second)
	if _, cached, _ := g.Cached(q); cached {
		t.Error("an expired list answered")
	}
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Status: 503, Times: -1})
	if _, err := g.Offer(context.Background(), q); err == nil {
		t.Fatal("answered while down")
	}
	if _, cached, err := g.Cached(q); !cached || apperr.KindOf(err) != apperr.Unavailable {
		t.Errorf("a kept failure: %v %v", cached, err)
	}
	if n := len(h.fake.Requests()); n != 2 {
		t.Errorf("Mollie asked %d times; want the two times Offer asked", n)
	}
}

// The client refuses to call Mollie with a context that carries a
// database transaction: the transaction would hold its locks (on SQLite
// the only writer) while Mollie answers.
func TestClientRefusesInsideATransaction(t *testing.T) {
	h := newHarness(t)
	d := dbtest.New(t, db.SQLite)
	err := d.InTransaction(context.Background(), func(ctx context.Context) error {
		_, err := h.client.Methods(ctx, mollie.MethodsQuery{Locale: "de_DE"})
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "inside a database transaction") || len(h.fake.Requests()) != 0 {
		t.Fatalf("inside a transaction: %v, %d requests", err, len(h.fake.Requests()))
	}
	if _, err := h.client.Methods(context.Background(), mollie.MethodsQuery{Locale: "de_DE"}); err != nil {
		t.Fatalf("outside: %v", err)
	}
}

func TestCancelAnOpenPayment(t *testing.T) {
	h := newHarness(t)
	g, _ := gatewayOn(t, h, 0)
	p := provider(t, g, "mollie_methods_paypal").(payment.Canceler)
	ctx := context.Background()
	create := func(method string) string {
		t.Helper()
		created, err := h.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(5000), Description: "x",
			RedirectURL: "https://shop.example/r", Method: method}, "")
		if err != nil {
			t.Fatal(err)
		}
		return created.ID
	}

	open := create("paypal")
	if st, err := p.Cancel(ctx, open); err != nil || st != payment.Canceled {
		t.Fatalf("an open payment: %s %v", st, err)
	}
	if got, _ := h.client.GetPayment(ctx, open); got.Status != "canceled" || got.IsCancelable {
		t.Errorf("at Mollie: %s cancelable %v", got.Status, got.IsCancelable)
	}
	// Cancelled already, or paid: nothing is asked of Mollie but its status.
	if st, err := p.Cancel(ctx, open); err != nil || st != payment.Canceled {
		t.Errorf("twice: %s %v", st, err)
	}
	paid := create("paypal")
	_ = h.fake.SetStatus(ctx, paid, "paid", false)
	before := len(h.fake.Requests())
	if st, err := p.Cancel(ctx, paid); err != nil || st != payment.Paid {
		t.Errorf("a paid payment: %s %v", st, err)
	}
	for _, r := range h.fake.Requests()[before:] {
		if r.Method == "DELETE" {
			t.Errorf("a paid payment was asked to be cancelled")
		}
	}
	// Mollie refuses since it was read (paid meanwhile): its status then.
	raced := create("paypal")
	h.fake.Inject(molliefake.Fault{Method: "DELETE", Path: "/v2/payments/" + raced, Status: 422})
	if st, err := p.Cancel(ctx, raced); err != nil || st != payment.Open {
		t.Errorf("refused: %s %v", st, err)
	}
	if _, err := p.Cancel(ctx, "tr_missing1"); apperr.KindOf(err) != apperr.NotFound {
		t.Errorf("unknown payment: %v", err)
	}
}

func TestCancelAPaymentItsMethodKeepsOpen(t *testing.T) {
	fake := molliefake.New(molliefake.Options{Uncancelable: []string{"creditcard"}})
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	client, err := mollie.NewClient(mollie.ClientOptions{APIKey: testKey, BaseURL: srv.URL + "/v2"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := mollie.NewGateway(mollie.GatewayOptions{Client: client, ProfileID: "pfl_test1234"})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	created, err := client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(5000), Description: "x",
		RedirectURL: "https://shop.example/r", Method: "creditcard"}, "")
	if err != nil {
		t.Fatal(err)
	}
	p := provider(t, g, "mollie_methods_creditcard").(payment.Canceler)
	if st, err := p.Cancel(ctx, created.ID); err != nil || st != payment.Open {
		t.Fatalf("not cancelable: %s %v", st, err)
	}
	for _, r := range fake.Requests() {
		if r.Method == "DELETE" {
			t.Errorf("a payment Mollie marks not cancelable was asked to be cancelled")
		}
	}
}
