package mollie_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/payment/mollie"
	"paddock/internal/payment/mollie/molliefake"
)

const testKey = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"

// harness is a fake Mollie and a client of it whose waits are recorded,
// not slept, and whose log is kept.
type harness struct {
	fake   *molliefake.Server
	srv    *httptest.Server
	client *mollie.Client
	log    *bytes.Buffer

	mu    sync.Mutex
	waits []time.Duration
}

func newHarness(t *testing.T, opts ...func(*mollie.ClientOptions)) *harness {
	t.Helper()
	h := &harness{fake: molliefake.New(molliefake.Options{}), log: &bytes.Buffer{}}
	h.srv = httptest.NewServer(h.fake)
	t.Cleanup(h.srv.Close)
	o := mollie.ClientOptions{APIKey: testKey, BaseURL: h.srv.URL + "/v2", Timeout: 2 * time.Second,
		Logger: slog.New(slog.NewJSONHandler(&lockedWriter{w: h.log}, &slog.HandlerOptions{Level: slog.LevelDebug})),
		Sleep: func(ctx context.Context, d time.Duration) error {
			h.mu.Lock()
			h.waits = append(h.waits, d)
			h.mu.Unlock()
			return ctx.Err()
		}}
	for _, f := range opts {
		f(&o)
	}
	var err error
	if h.client, err = mollie.NewClient(o); err != nil {
		t.Fatal(err)
	}
	return h
}

func (h *harness) recordedWaits() []time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]time.Duration(nil), h.waits...)
}

type lockedWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func eur(v string) mollie.Amount { return mollie.Amount{Currency: "EUR", Value: v} }

func vat(v string) *mollie.Amount { a := eur(v); return &a }

// order is a payment as the shop creates one: two goods lines (one with a
// coupon's discount) and shipping, summing up to the amount.
func order() mollie.CreatePayment {
	return mollie.CreatePayment{
		Amount: eur("62.85"), Description: "Bestellung 000000042", RedirectURL: "https://shop.example/de/checkout/transaction/mollie/process?payment_token=x",
		WebhookURL: "https://shop.example/api/payment/mollie/webhook", Locale: "de_DE", Method: "creditcard",
		Metadata: map[string]string{"order_number": "000000042"},
		Lines: []mollie.Line{
			{Type: "physical", Description: "Halfter Classic", Quantity: 2, UnitPrice: eur("19.95"), TotalAmount: eur("39.90"), VATRate: "19.00", VATAmount: vat("6.37"), SKU: "HALF-1"},
			{Type: "physical", Description: "Pferdemüsli 5 kg", Quantity: 1, UnitPrice: eur("20.00"), DiscountAmount: vat("2.00"), TotalAmount: eur("18.00"), VATRate: "7.00", VATAmount: vat("1.18"), SKU: "FEED-5"},
			{Type: "shipping_fee", Description: "Versand", Quantity: 1, UnitPrice: eur("4.95"), TotalAmount: eur("4.95"), VATRate: "19.00", VATAmount: vat("0.79")},
		},
		BillingAddress: &mollie.Address{GivenName: "Anna", FamilyName: "Berger", StreetAndNumber: "Leopoldstraße 12", PostalCode: "80802", City: "München", Country: "DE", Email: "anna@example.de"},
	}
}

func TestCreatePaymentSendsTheDocumentedRequest(t *testing.T) {
	h := newHarness(t)
	p, err := h.client.CreatePayment(context.Background(), order(), "key-1")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.ID, "tr_") || p.Status != "open" || p.Mode != "test" || p.CheckoutURL() != h.srv.URL+"/checkout/"+p.ID {
		t.Fatalf("answer %+v", p)
	}
	if got, _ := p.Amount.Cents(); got != 6285 {
		t.Errorf("amount %v", p.Amount)
	}
	reqs := h.fake.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	if r.Method != "POST" || r.Path != "/v2/payments" || r.Header.Get("Authorization") != "Bearer "+testKey ||
		r.Header.Get("Content-Type") != "application/json" || r.Header.Get("Idempotency-Key") != "key-1" {
		t.Errorf("request %s %s %v", r.Method, r.Path, r.Header)
	}
	var body map[string]any
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatal(err)
	}
	if body["amount"].(map[string]any)["value"] != "62.85" || body["amount"].(map[string]any)["currency"] != "EUR" ||
		body["locale"] != "de_DE" || body["method"] != "creditcard" || body["metadata"].(map[string]any)["order_number"] != "000000042" ||
		body["redirectUrl"] == nil || body["webhookUrl"] != "https://shop.example/api/payment/mollie/webhook" {
		t.Errorf("body %s", r.Body)
	}
	lines := body["lines"].([]any)
	first := lines[1].(map[string]any)
	if len(lines) != 3 || first["vatRate"] != "7.00" || first["discountAmount"].(map[string]any)["value"] != "2.00" || first["sku"] != "FEED-5" ||
		lines[2].(map[string]any)["type"] != "shipping_fee" {
		t.Errorf("lines %v", lines)
	}
	if _, ok := body["cancelUrl"]; ok {
		t.Error("an empty cancelUrl was sent")
	}
	got, err := h.client.GetPayment(context.Background(), p.ID)
	if err != nil || got.ID != p.ID || got.Status != "open" || got.Metadata["order_number"] != "000000042" {
		t.Fatalf("get %+v %v", got, err)
	}
	if err := h.fake.SetStatus(context.Background(), p.ID, "paid", false); err != nil {
		t.Fatal(err)
	}
	if got, _ = h.client.GetPayment(context.Background(), p.ID); got.Status != "paid" || got.CheckoutURL() != "" {
		t.Errorf("paid: %+v", got)
	}
	if r := h.fake.Requests()[1]; r.Method != "GET" || r.Path != "/v2/payments/"+p.ID {
		t.Errorf("get request %s %s", r.Method, r.Path)
	}
}

func TestIdempotencyKeyAnswersTheSamePayment(t *testing.T) {
	h := newHarness(t)
	a, err := h.client.CreatePayment(context.Background(), order(), "same")
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.client.CreatePayment(context.Background(), order(), "same")
	if err != nil || a.ID != b.ID {
		t.Errorf("%s then %s, %v", a.ID, b.ID, err)
	}
	c, _ := h.client.CreatePayment(context.Background(), order(), "other")
	if c.ID == a.ID {
		t.Error("another key answered the same payment")
	}
}

func TestMethodsAsksForTheCart(t *testing.T) {
	h := newHarness(t)
	amount := eur("150.00")
	methods, err := h.client.Methods(context.Background(), mollie.MethodsQuery{Amount: &amount, Locale: "de_DE", BillingCountry: "DE", IncludeWallets: []string{"applepay"}})
	if err != nil {
		t.Fatal(err)
	}
	q := h.fake.Requests()[0].Query
	if q.Get("amount[value]") != "150.00" || q.Get("amount[currency]") != "EUR" || q.Get("locale") != "de_DE" || q.Get("billingCountry") != "DE" || q.Get("includeWallets") != "applepay" {
		t.Errorf("query %v", q)
	}
	var ids []string
	for _, m := range methods {
		ids = append(ids, m.ID)
		if !strings.HasSuffix(m.Image.SVG, "/icons/"+m.ID+".svg") || m.Image.Size1x == "" || m.Description == "" {
			t.Errorf("method %+v", m)
		}
	}
	if strings.Join(ids, ",") != "creditcard,paypal,applepay,klarna,directdebit" {
		t.Errorf("methods %v", ids)
	}
	if methods[0].Description != "Kreditkarte" {
		t.Errorf("German name %q", methods[0].Description)
	}
	// Over direct debit's maximum, in the Netherlands, without wallets.
	big := eur("2000.00")
	methods, _ = h.client.Methods(context.Background(), mollie.MethodsQuery{Amount: &big, Locale: "en_US", BillingCountry: "NL"})
	ids = nil
	for _, m := range methods {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, ",") != "creditcard,paypal,klarna,ideal" {
		t.Errorf("methods %v", ids)
	}
}

func TestRefunds(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	p, err := h.client.CreatePayment(ctx, order(), "k")
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: eur("10.00")}, "r0")
	var merr *mollie.Error
	if !errors.As(err, &merr) || merr.Status != 422 {
		t.Fatalf("refund of an open payment: %v", err)
	}
	_ = h.fake.SetStatus(ctx, p.ID, "paid", false)
	r, err := h.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: eur("10.00"), Description: "Gutschrift 1"}, "r1")
	if err != nil || !strings.HasPrefix(r.ID, "re_") || r.Status != "pending" || r.PaymentID != p.ID || r.Amount.Value != "10.00" {
		t.Fatalf("refund %+v %v", r, err)
	}
	last := h.fake.Requests()[len(h.fake.Requests())-1]
	if last.Path != "/v2/payments/"+p.ID+"/refunds" || last.Header.Get("Idempotency-Key") != "r1" || !strings.Contains(string(last.Body), `"description":"Gutschrift 1"`) {
		t.Errorf("request %s %v %s", last.Path, last.Header, last.Body)
	}
	_ = h.fake.SetRefundStatus(r.ID, "refunded")
	got, err := h.client.GetRefund(ctx, p.ID, r.ID)
	if err != nil || got.Status != "refunded" {
		t.Fatalf("get %+v %v", got, err)
	}
	_, err = h.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: eur("60.00")}, "r2")
	if !errors.As(err, &merr) || merr.Status != 422 || merr.Field != "amount" {
		t.Errorf("more than remains: %v", err)
	}
	if _, err := h.client.GetRefund(ctx, p.ID, "re_unknown1"); !errors.As(err, &merr) || merr.Status != 404 {
		t.Errorf("unknown refund: %v", err)
	}
}

func TestErrorsAreMollies(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	bad := order()
	bad.Amount = eur("1.00") // the lines add up to more
	_, err := h.client.CreatePayment(ctx, bad, "k")
	var merr *mollie.Error
	if !errors.As(err, &merr) || merr.Status != 422 || merr.Title != "Unprocessable Entity" || merr.Field != "amount" || merr.Detail == "" {
		t.Fatalf("422: %#v", err)
	}
	if _, err = h.client.GetPayment(ctx, "tr_doesnotexist"); !errors.As(err, &merr) || merr.Status != 404 || merr.Temporary() {
		t.Errorf("404: %v", err)
	}
	if _, err = h.client.GetPayment(ctx, "../methods"); !errors.As(err, &merr) || merr.Status != 404 {
		t.Errorf("a malformed id was sent: %v", err)
	}
	if n := len(h.fake.Requests()); n != 2 {
		t.Errorf("%d requests for two refusals: 4xx are not repeated", n)
	}
	strict := molliefake.New(molliefake.Options{APIKey: testKey})
	srv := httptest.NewServer(strict)
	defer srv.Close()
	c, _ := mollie.NewClient(mollie.ClientOptions{APIKey: "test_wrongwrongwrong", BaseURL: srv.URL + "/v2", Logger: slog.New(slog.DiscardHandler)})
	if _, err = c.GetPayment(ctx, "tr_x1"); !errors.As(err, &merr) || merr.Status != 401 || merr.Title != "Unauthorized Request" {
		t.Errorf("401: %v", err)
	}
	if len(strict.Requests()) != 1 {
		t.Errorf("401 repeated: %d", len(strict.Requests()))
	}
}

func TestRetriesTemporaryFailuresWithBackoff(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Backoff = 100 * time.Millisecond; o.MaxBackoff = time.Second })
	ctx := context.Background()
	h.fake.Inject(molliefake.Fault{Method: "GET", Path: "/v2/methods", Status: 503, Times: 2})
	if _, err := h.client.Methods(ctx, mollie.MethodsQuery{Locale: "en_US"}); err != nil {
		t.Fatalf("after two 503: %v", err)
	}
	waits := h.recordedWaits()
	if len(h.fake.Requests()) != 3 || len(waits) != 2 {
		t.Fatalf("%d requests, waits %v", len(h.fake.Requests()), waits)
	}
	// Jitter keeps each wait within [half, whole] of the doubled backoff.
	if waits[0] < 50*time.Millisecond || waits[0] > 100*time.Millisecond || waits[1] < 100*time.Millisecond || waits[1] > 200*time.Millisecond {
		t.Errorf("waits %v", waits)
	}

	// 429 waits as long as Retry-After says.
	h.fake.Inject(molliefake.Fault{Path: "/v2/payments", Status: 429, RetryAfter: 1})
	if _, err := h.client.CreatePayment(ctx, order(), "k429"); err != nil {
		t.Fatal(err)
	}
	if w := h.recordedWaits(); w[len(w)-1] != time.Second {
		t.Errorf("Retry-After not honoured: %v", w)
	}
	// A POST with an idempotency key is repeated after a 500, and the
	// repetition makes one payment.
	before := len(h.fake.Requests())
	h.fake.Inject(molliefake.Fault{Method: "POST", Path: "/v2/payments", Status: 500})
	if _, err := h.client.CreatePayment(ctx, order(), "k500"); err != nil || len(h.fake.Requests())-before != 2 {
		t.Errorf("500 then: %v, %d requests", err, len(h.fake.Requests())-before)
	}
	// Without a key it is not.
	before = len(h.fake.Requests())
	h.fake.Inject(molliefake.Fault{Method: "POST", Path: "/v2/payments", Status: 500})
	if _, err := h.client.CreatePayment(ctx, order(), ""); err == nil || len(h.fake.Requests())-before != 1 {
		t.Errorf("a POST without a key was repeated: %v, %d requests", err, len(h.fake.Requests())-before)
	}
	// It gives up after Attempts.
	before = len(h.fake.Requests())
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Status: 502, Times: -1})
	_, err := h.client.Methods(ctx, mollie.MethodsQuery{})
	var merr *mollie.Error
	if !errors.As(err, &merr) || merr.Status != 502 || !merr.Temporary() || len(h.fake.Requests())-before != 4 {
		t.Errorf("gave up with %v after %d requests", err, len(h.fake.Requests())-before)
	}
}

func TestRetryAfterLongerThanTheBudgetIsNotWaited(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.MaxBackoff = time.Second })
	h.fake.Inject(molliefake.Fault{Path: "/v2/methods", Status: 429, RetryAfter: 30})
	_, err := h.client.Methods(context.Background(), mollie.MethodsQuery{})
	var merr *mollie.Error
	if !errors.As(err, &merr) || merr.Status != 429 || merr.RetryAfter != 30*time.Second || len(h.recordedWaits()) != 0 {
		t.Errorf("%v, waits %v", err, h.recordedWaits())
	}
}

func TestTimeoutsEndEachAttempt(t *testing.T) {
	h := newHarness(t, func(o *mollie.ClientOptions) { o.Timeout = 50 * time.Millisecond; o.Attempts = 2 })
	h.fake.Inject(molliefake.Fault{Path: "/v2/payments/", Delay: time.Second, Times: 2})
	start := time.Now()
	_, err := h.client.GetPayment(context.Background(), "tr_slow1")
	var merr *mollie.Error
	if !errors.As(err, &merr) || merr.Status != 0 || !merr.Temporary() || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("slow answer: %#v", err)
	}
	if len(h.fake.Requests()) != 2 || time.Since(start) > 900*time.Millisecond {
		t.Errorf("%d attempts in %v", len(h.fake.Requests()), time.Since(start))
	}
}

func TestTheKeyIsNeverLogged(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	h.fake.Inject(molliefake.Fault{Status: 503, Times: 3})
	_, _ = h.client.Methods(ctx, mollie.MethodsQuery{})
	_, _ = h.client.GetPayment(ctx, "tr_missing1")
	bad := order()
	bad.Amount = eur("1.00")
	_, _ = h.client.CreatePayment(ctx, bad, "k")
	log := h.log.String()
	if strings.Contains(log, testKey) || strings.Contains(log, "dHar4XY7") || strings.Contains(log, "payment_token") {
		t.Errorf("the log shows a secret:\n%s", log)
	}
	for _, want := range []string{`"title":"Service Unavailable"`, `"title":"Unprocessable Entity"`, `"field":"amount"`, `"op":"GET /payments/{id}"`, `"detail":"The amount of the payment does not match the sum of the lines"`} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %s:\n%s", want, log)
		}
	}
}

func TestKeysAndAmounts(t *testing.T) {
	for key, ok := range map[string]bool{testKey: true, "live_abcdefghij": true, "test_": false, "sk_live_1234567890": false, "": false, "test_abc def ghi": false} {
		if err := mollie.CheckKey(key); (err == nil) != ok {
			t.Errorf("CheckKey(%q) = %v", key, err)
		}
	}
	c, _ := mollie.NewClient(mollie.ClientOptions{APIKey: "live_abcdefghij"})
	if !c.LiveMode() {
		t.Error("a live key is not live")
	}
	if _, err := mollie.NewClient(mollie.ClientOptions{APIKey: testKey, BaseURL: "ftp://x"}); err == nil {
		t.Error("an ftp API URL was taken")
	}
	for cents, want := range map[int64]string{0: "0.00", 5: "0.05", 1000: "10.00", 123456: "1234.56", -250: "-2.50"} {
		a := mollie.EUR(catalog.Money(cents))
		if a.Value != want || a.Currency != "EUR" {
			t.Errorf("EUR(%d) = %v", cents, a)
		}
		if back, err := a.Cents(); err != nil || int64(back) != cents {
			t.Errorf("Cents(%v) = %d, %v", a, back, err)
		}
	}
	for _, v := range []string{"10", "10.0", "10.000", "ten.00", ""} {
		if _, err := (mollie.Amount{Value: v}).Cents(); err == nil {
			t.Errorf("%q read as an amount", v)
		}
	}
}

// Compile-time check that the fake is an http.Handler.
var _ http.Handler = (*molliefake.Server)(nil)
