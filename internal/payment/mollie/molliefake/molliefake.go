// Package molliefake is a local stand-in for Mollie's Payments API v2, for
// tests and browser journeys only (product code never imports it). It
// answers the calls the shop makes in the shapes of Mollie's public
// documentation (payments with _links.checkout, methods with images,
// refunds, application/hal+json errors 401/404/422), serves the hosted
// checkout page of Mollie's test mode at /checkout/{payment id} (choose
// Paid, Authorized, Failed, Canceled, Expired or Open and Continue: the
// payment takes that status, the webhook is called with its id and the
// browser goes to the redirect URL), and lets tests inject faults (429
// with Retry-After, 500, 503, slow answers) and drive payments from
// outside (POST /_fake/payments/{id}?status=paid sets a status and calls
// the webhook).
//
// The API lives under /v2 of the server's address; give the shop
// PADDOCK_MOLLIE_API_URL=<address>/v2.
package molliefake

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Method is a payment method the fake offers.
type Method struct {
	ID string
	// Names are the method's description by Mollie locale (de_DE, en_US,
	// fr_FR); en_US when the locale asked has none.
	Names map[string]string
	// Min and Max bound the amounts in cents.
	Min, Max int64
	// Countries limits the billing countries (none: every country).
	Countries []string
	// Wallet methods (applepay) are listed only when includeWallets asks.
	Wallet bool
}

// DefaultMethods are the methods a German shop's profile typically has.
func DefaultMethods() []Method {
	return []Method{
		{ID: "creditcard", Names: map[string]string{"de_DE": "Kreditkarte", "en_US": "Card", "fr_FR": "Carte bancaire"}, Min: 1, Max: 1000000},
		{ID: "paypal", Names: map[string]string{"de_DE": "PayPal", "en_US": "PayPal", "fr_FR": "PayPal"}, Min: 1, Max: 800000},
		{ID: "applepay", Names: map[string]string{"de_DE": "Apple Pay", "en_US": "Apple Pay", "fr_FR": "Apple Pay"}, Min: 1, Max: 1000000, Wallet: true},
		{ID: "klarna", Names: map[string]string{"de_DE": "Klarna", "en_US": "Klarna", "fr_FR": "Klarna"}, Min: 100, Max: 500000,
			Countries: []string{"DE", "AT", "NL", "BE", "FR", "FI", "IT", "ES", "CH"}},
		{ID: "directdebit", Names: map[string]string{"de_DE": "SEPA-Lastschrift", "en_US": "SEPA Direct Debit", "fr_FR": "Prélèvement SEPA"}, Min: 1, Max: 100000},
		{ID: "ideal", Names: map[string]string{"de_DE": "iDEAL", "en_US": "iDEAL", "fr_FR": "iDEAL"}, Min: 1, Max: 5000000, Countries: []string{"NL"}},
	}
}

// Options configure a Server.
type Options struct {
	// APIKey is the one key accepted; any test_ or live_ key of ten or
	// more characters when empty.
	APIKey string
	// Methods are the profile's methods (DefaultMethods when nil).
	Methods []Method
	// ProfileID is answered on payments (pfl_fake when empty).
	ProfileID string
	// Logger gets a line per request and webhook call (discarded when nil).
	Logger *slog.Logger
	// HTTP calls webhooks (a client with a 10 s timeout when nil).
	HTTP *http.Client
	// Uncancelable are methods whose open payments cannot be cancelled
	// (isCancelable false, DELETE refused), as Mollie has it for some;
	// every other open payment can be.
	Uncancelable []string
}

// Fault makes matching requests fail or answer late.
type Fault struct {
	// Method and Path select requests: Path is a prefix of the request
	// path ("/v2/methods"); empty matches every request.
	Method, Path string
	// Status answers instead of doing the request (429, 500, 503, …); 0
	// does the request (after Delay).
	Status int
	// RetryAfter is sent with a 429 (seconds).
	RetryAfter int
	// Delay waits before answering (or until the client gives up).
	Delay time.Duration
	// Times is how many requests the fault takes (1 when 0; -1 forever).
	Times int
}

// Request is a request the fake received.
type Request struct {
	Method string
	Path   string
	Query  url.Values
	Header http.Header
	Body   []byte
}

// Webhook is a call the fake made to a webhook URL.
type Webhook struct {
	URL, ID string
	Status  int
	Err     string
}

// Payment is a payment the fake holds.
type Payment struct {
	ID, Mode, Status, Method, Description, Locale string
	Amount, Refunded                              int64
	RedirectURL, CancelURL, WebhookURL            string
	Metadata                                      map[string]string
	Lines                                         []json.RawMessage
	BillingAddress, ShippingAddress               json.RawMessage
	CreatedAt                                     time.Time
}

// Refund is a refund the fake holds.
type Refund struct {
	ID, PaymentID, Status, Description string
	Amount                             int64
	CreatedAt                          time.Time
}

// Server is the fake. Its zero value is not usable; use New.
type Server struct {
	opts   Options
	mux    *http.ServeMux
	logger *slog.Logger
	client *http.Client

	mu        sync.Mutex
	payments  map[string]*Payment
	refunds   map[string]*Refund
	faults    []*Fault
	requests  []Request
	webhooks  []Webhook
	idem      map[string]stored
	listCalls int
}

type stored struct {
	status int
	body   []byte
}

// New returns a fake.
func New(opts Options) *Server {
	if opts.Methods == nil {
		opts.Methods = DefaultMethods()
	}
	if opts.ProfileID == "" {
		opts.ProfileID = "pfl_fake"
	}
	s := &Server{opts: opts, logger: opts.Logger, client: opts.HTTP, payments: map[string]*Payment{}, refunds: map[string]*Refund{}, idem: map[string]stored{}}
	if s.logger == nil {
		s.logger = slog.New(slog.DiscardHandler)
	}
	if s.client == nil {
		s.client = &http.Client{Timeout: 10 * time.Second}
	}
	m := http.NewServeMux()
	m.HandleFunc("POST /v2/payments", s.api(s.createPayment))
	m.HandleFunc("GET /v2/payments/{id}", s.api(s.getPayment))
	m.HandleFunc("DELETE /v2/payments/{id}", s.api(s.cancelPayment))
	m.HandleFunc("GET /v2/methods", s.api(s.listMethods))
	m.HandleFunc("POST /v2/payments/{id}/refunds", s.api(s.createRefund))
	m.HandleFunc("GET /v2/payments/{id}/refunds/{refund}", s.api(s.getRefund))
	m.HandleFunc("/v2/", s.api(func(w http.ResponseWriter, r *http.Request, _ string) {
		problem(w, http.StatusNotFound, "Not Found", "The resource does not exist", "")
	}))
	m.HandleFunc("GET /checkout/{id}", s.checkoutPage)
	m.HandleFunc("POST /checkout/{id}", s.checkoutDecide)
	m.HandleFunc("GET /icons/{name}", s.icon)
	m.HandleFunc("POST /_fake/payments/{id}", s.controlPayment)
	m.HandleFunc("POST /_fake/refunds/{id}", s.controlRefund)
	m.HandleFunc("POST /_fake/faults", s.controlFault)
	m.HandleFunc("GET /_fake/requests", s.controlRequests)
	s.mux = m
	return s
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Inject adds a fault.
func (s *Server) Inject(f Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f.Times == 0 {
		f.Times = 1
	}
	s.faults = append(s.faults, &f)
}

// Requests are the API requests received so far (the hosted page's and
// the control endpoints' left out).
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Webhooks are the webhook calls made so far.
func (s *Server) Webhooks() []Webhook {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Webhook(nil), s.webhooks...)
}

// MethodLists counts the GET /v2/methods requests answered.
func (s *Server) MethodLists() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.listCalls
}

// Payment is a copy of a payment; false when there is none.
func (s *Server) Payment(id string) (Payment, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[id]
	if !ok {
		return Payment{}, false
	}
	return *p, true
}

// Refund is a copy of a refund; false when there is none.
func (s *Server) Refund(id string) (Refund, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.refunds[id]
	if !ok {
		return Refund{}, false
	}
	return *r, true
}

// SetStatus sets a payment's status and, when notify, calls its webhook
// as Mollie does on a change.
func (s *Server) SetStatus(ctx context.Context, id, status string, notify bool) error {
	if !validStatus(status) {
		return fmt.Errorf("molliefake: unknown status %q", status)
	}
	s.mu.Lock()
	p, ok := s.payments[id]
	if ok {
		p.Status = status
	}
	var hook string
	if ok {
		hook = p.WebhookURL
	}
	s.mu.Unlock()
	if !ok {
		return fmt.Errorf("molliefake: no payment %s", id)
	}
	if notify && hook != "" {
		s.Notify(ctx, hook, id)
	}
	return nil
}

// SetRefundStatus sets a refund's status.
func (s *Server) SetRefundStatus(id, status string) error {
	switch status {
	case "queued", "pending", "processing", "refunded", "failed", "canceled":
	default:
		return fmt.Errorf("molliefake: unknown refund status %q", status)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.refunds[id]
	if !ok {
		return fmt.Errorf("molliefake: no refund %s", id)
	}
	if (status == "failed" || status == "canceled") && r.Status != "failed" && r.Status != "canceled" {
		s.payments[r.PaymentID].Refunded -= r.Amount
	}
	r.Status = status
	return nil
}

// Notify posts a webhook call (form field id) as Mollie does.
func (s *Server) Notify(ctx context.Context, hook, id string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, hook, strings.NewReader(url.Values{"id": {id}}.Encode()))
	call := Webhook{URL: hook, ID: id}
	if err == nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("User-Agent", "Mollie HTTP client (molliefake)")
		var res *http.Response
		if res, err = s.client.Do(req); err == nil {
			_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 1<<16))
			_ = res.Body.Close()
			call.Status = res.StatusCode
		}
	}
	if err != nil {
		call.Err = err.Error()
	}
	s.logger.Info("molliefake: webhook", "id", id, "status", call.Status, "error", call.Err)
	s.mu.Lock()
	s.webhooks = append(s.webhooks, call)
	s.mu.Unlock()
}

func validStatus(s string) bool {
	switch s {
	case "open", "pending", "authorized", "paid", "failed", "canceled", "expired":
		return true
	}
	return false
}

// newID is a Mollie-like id: prefix_ and ten letters and digits.
func newID(prefix string) string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	var b [10]byte
	_, _ = rand.Read(b[:])
	for i := range b {
		b[i] = letters[int(b[i])%len(letters)]
	}
	return prefix + "_" + string(b[:])
}

// problem writes Mollie's error shape.
func problem(w http.ResponseWriter, status int, title, detail, field string) {
	body := map[string]any{"status": status, "title": title, "detail": detail,
		"_links": map[string]any{"documentation": map[string]string{"href": "https://docs.mollie.com/overview/handling-errors", "type": "text/html"}}}
	if field != "" {
		body["field"] = field
	}
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/hal+json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// api wraps an API handler: records the request, applies faults, checks
// the key and replays idempotent POSTs.
func (s *Server) api(h func(w http.ResponseWriter, r *http.Request, mode string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		s.mu.Lock()
		s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Header: r.Header.Clone(), Body: body})
		var fault *Fault
		for i, f := range s.faults {
			if (f.Method == "" || f.Method == r.Method) && strings.HasPrefix(r.URL.Path, f.Path) {
				fault = f
				if f.Times > 0 {
					f.Times--
					if f.Times == 0 {
						s.faults = append(s.faults[:i], s.faults[i+1:]...)
					}
				}
				break
			}
		}
		s.mu.Unlock()
		if fault != nil {
			if fault.Delay > 0 {
				select {
				case <-r.Context().Done():
					return
				case <-time.After(fault.Delay):
				}
			}
			if fault.Status != 0 {
				if fault.RetryAfter > 0 {
					w.Header().Set("Retry-After", strconv.Itoa(fault.RetryAfter))
				}
				problem(w, fault.Status, http.StatusText(fault.Status), "Injected by molliefake", "")
				return
			}
		}
		key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || !s.keyOK(key) {
			problem(w, http.StatusUnauthorized, "Unauthorized Request", "Missing authentication, or failed to authenticate", "")
			return
		}
		mode := "test"
		if strings.HasPrefix(key, "live_") {
			mode = "live"
		}
		r.Body = io.NopCloser(strings.NewReader(string(body)))
		idem := r.Header.Get("Idempotency-Key")
		if r.Method != http.MethodPost || idem == "" {
			h(w, r, mode)
			return
		}
		slot := r.URL.Path + " " + idem
		s.mu.Lock()
		prev, seen := s.idem[slot]
		s.mu.Unlock()
		if seen {
			w.Header().Set("Content-Type", "application/hal+json")
			w.WriteHeader(prev.status)
			_, _ = w.Write(prev.body)
			return
		}
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		h(rec, r, mode)
		if rec.status < 500 {
			s.mu.Lock()
			s.idem[slot] = stored{status: rec.status, body: rec.body}
			s.mu.Unlock()
		}
	}
}

type recorder struct {
	http.ResponseWriter
	status int
	body   []byte
}

func (r *recorder) WriteHeader(status int) { r.status = status; r.ResponseWriter.WriteHeader(status) }

func (r *recorder) Write(b []byte) (int, error) {
	r.body = append(r.body, b...)
	return r.ResponseWriter.Write(b)
}

func (s *Server) keyOK(key string) bool {
	if s.opts.APIKey != "" {
		return key == s.opts.APIKey
	}
	return (strings.HasPrefix(key, "test_") || strings.HasPrefix(key, "live_")) && len(key) >= 10
}

// origin is the fake's own address as the request reached it.
func origin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

type amount struct {
	Currency string `json:"currency"`
	Value    string `json:"value"`
}

func cents(a amount) (int64, bool) {
	whole, frac, ok := strings.Cut(a.Value, ".")
	neg := strings.HasPrefix(whole, "-")
	whole = strings.TrimPrefix(whole, "-")
	if !ok || len(frac) != 2 {
		return 0, false
	}
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	if neg {
		return -(w*100 + f), true
	}
	return w*100 + f, true
}

func eur(c int64) amount {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return amount{Currency: "EUR", Value: fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)}
}

type line struct {
	Type           string  `json:"type"`
	Description    string  `json:"description"`
	Quantity       int     `json:"quantity"`
	UnitPrice      amount  `json:"unitPrice"`
	DiscountAmount *amount `json:"discountAmount"`
	TotalAmount    amount  `json:"totalAmount"`
	VATRate        string  `json:"vatRate"`
	VATAmount      *amount `json:"vatAmount"`
}

// loopback reports a URL Mollie could not reach.
func loopback(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return true
	}
	h := u.Hostname()
	return h == "localhost" || strings.HasSuffix(h, ".localhost") || strings.HasPrefix(h, "127.") || h == "::1" || h == "0.0.0.0"
}

func (s *Server) createPayment(w http.ResponseWriter, r *http.Request, mode string) {
	var in struct {
		Amount          amount            `json:"amount"`
		Description     string            `json:"description"`
		RedirectURL     string            `json:"redirectUrl"`
		CancelURL       string            `json:"cancelUrl"`
		WebhookURL      string            `json:"webhookUrl"`
		Locale          string            `json:"locale"`
		Method          string            `json:"method"`
		Metadata        map[string]string `json:"metadata"`
		Lines           []json.RawMessage `json:"lines"`
		BillingAddress  json.RawMessage   `json:"billingAddress"`
		ShippingAddress json.RawMessage   `json:"shippingAddress"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		problem(w, http.StatusBadRequest, "Bad Request", "The request body is not valid JSON", "")
		return
	}
	value, ok := cents(in.Amount)
	switch {
	case !ok || value <= 0:
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The amount contains an invalid value", "amount.value")
		return
	case in.Amount.Currency != "EUR":
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The currency is not supported", "amount.currency")
		return
	case strings.TrimSpace(in.Description) == "":
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The description is empty", "description")
		return
	case in.RedirectURL == "":
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The redirect URL is required", "redirectUrl")
		return
	case in.WebhookURL != "" && mode == "live" && loopback(in.WebhookURL):
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The webhook URL is invalid because it is unreachable from Mollie's point of view. Please use a publicly reachable webhook URL.", "webhookUrl")
		return
	}
	switch in.Locale {
	case "", "en_US", "en_GB", "nl_NL", "nl_BE", "fr_FR", "fr_BE", "de_DE", "de_AT", "de_CH", "es_ES", "ca_ES", "pt_PT", "it_IT", "nb_NO", "sv_SE", "fi_FI", "da_DK", "is_IS", "hu_HU", "pl_PL", "lv_LV", "lt_LT":
	default:
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The locale is invalid", "locale")
		return
	}
	if in.Method != "" {
		if _, ok := s.method(in.Method); !ok {
			problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The payment method is invalid", "method")
			return
		}
	}
	if len(in.Lines) > 0 {
		var sum int64
		for i, raw := range in.Lines {
			var l line
			if err := json.Unmarshal(raw, &l); err != nil {
				problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "A line is invalid", fmt.Sprintf("lines.%d", i))
				return
			}
			unit, ok1 := cents(l.UnitPrice)
			total, ok2 := cents(l.TotalAmount)
			var discount int64
			ok3 := true
			if l.DiscountAmount != nil {
				discount, ok3 = cents(*l.DiscountAmount)
			}
			if !ok1 || !ok2 || !ok3 || l.Quantity < 1 || l.Description == "" || unit*int64(l.Quantity)-discount != total {
				problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The line's totalAmount does not match unitPrice × quantity − discountAmount", fmt.Sprintf("lines.%d.totalAmount", i))
				return
			}
			if l.VATAmount != nil {
				rate, err := strconv.ParseFloat(l.VATRate, 64)
				vat, ok := cents(*l.VATAmount)
				want := float64(total) * rate / (100 + rate)
				if err != nil || !ok || float64(vat) < want-1 || float64(vat) > want+1 {
					problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The line's vatAmount does not match totalAmount × (vatRate / (100 + vatRate))", fmt.Sprintf("lines.%d.vatAmount", i))
					return
				}
			}
			sum += total
		}
		if sum != value {
			problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The amount of the payment does not match the sum of the lines", "amount")
			return
		}
	}
	p := &Payment{ID: newID("tr"), Mode: mode, Status: "open", Method: in.Method, Description: in.Description, Locale: in.Locale,
		Amount: value, RedirectURL: in.RedirectURL, CancelURL: in.CancelURL, WebhookURL: in.WebhookURL, Metadata: in.Metadata,
		Lines: in.Lines, BillingAddress: in.BillingAddress, ShippingAddress: in.ShippingAddress, CreatedAt: time.Now().UTC()}
	s.mu.Lock()
	s.payments[p.ID] = p
	out := s.paymentJSON(p, origin(r))
	s.mu.Unlock()
	writeJSON(w, http.StatusCreated, out)
}

func (s *Server) method(id string) (Method, bool) {
	for _, m := range s.opts.Methods {
		if m.ID == id {
			return m, true
		}
	}
	return Method{}, false
}

// paymentJSON is a payment in Mollie's shape; s.mu is held.
func (s *Server) paymentJSON(p *Payment, base string) map[string]any {
	links := map[string]any{
		"self":          map[string]string{"href": base + "/v2/payments/" + p.ID, "type": "application/hal+json"},
		"dashboard":     map[string]string{"href": base + "/dashboard/payments/" + p.ID, "type": "text/html"},
		"documentation": map[string]string{"href": "https://docs.mollie.com/reference/get-payment", "type": "text/html"},
	}
	if p.Status == "open" {
		links["checkout"] = map[string]string{"href": base + "/checkout/" + p.ID, "type": "text/html"}
	}
	out := map[string]any{
		"resource": "payment", "id": p.ID, "mode": p.Mode, "status": p.Status, "createdAt": p.CreatedAt.Format(time.RFC3339),
		"amount": eur(p.Amount), "description": p.Description, "redirectUrl": p.RedirectURL, "profileId": s.opts.ProfileID,
		"sequenceType": "oneoff", "isCancelable": s.cancelable(p), "_links": links,
	}
	if p.Method != "" {
		out["method"] = p.Method
	} else {
		out["method"] = nil
	}
	if p.WebhookURL != "" {
		out["webhookUrl"] = p.WebhookURL
	}
	if p.CancelURL != "" {
		out["cancelUrl"] = p.CancelURL
	}
	if p.Locale != "" {
		out["locale"] = p.Locale
	}
	if p.Metadata != nil {
		out["metadata"] = p.Metadata
	} else {
		out["metadata"] = nil
	}
	if len(p.Lines) > 0 {
		out["lines"] = p.Lines
	}
	if p.Status == "open" {
		out["expiresAt"] = p.CreatedAt.Add(15 * time.Minute).Format(time.RFC3339)
	}
	if p.Status == "paid" {
		out["paidAt"] = p.CreatedAt.Format(time.RFC3339)
		out["amountRefunded"] = eur(p.Refunded)
		out["amountRemaining"] = eur(p.Amount - p.Refunded)
	}
	return out
}

func (s *Server) getPayment(w http.ResponseWriter, r *http.Request, mode string) {
	s.mu.Lock()
	p, ok := s.payments[r.PathValue("id")]
	var out map[string]any
	if ok && p.Mode == mode {
		out = s.paymentJSON(p, origin(r))
	}
	s.mu.Unlock()
	if out == nil {
		problem(w, http.StatusNotFound, "Not Found", "No payment exists with token "+r.PathValue("id")+".", "")
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// cancelable is Mollie's isCancelable: open, by a method that can be
// cancelled. Called with s.mu held.
func (s *Server) cancelable(p *Payment) bool {
	return p.Status == "open" && !slices.Contains(s.opts.Uncancelable, p.Method)
}

// cancelPayment is DELETE /v2/payments/{id}: a cancelable payment becomes
// canceled (without a webhook call: the merchant asked for it); any other
// is refused with 422, as Mollie does.
func (s *Server) cancelPayment(w http.ResponseWriter, r *http.Request, mode string) {
	s.mu.Lock()
	p, ok := s.payments[r.PathValue("id")]
	ok = ok && p.Mode == mode
	var out map[string]any
	if ok && s.cancelable(p) {
		p.Status = "canceled"
		out = s.paymentJSON(p, origin(r))
	}
	s.mu.Unlock()
	switch {
	case !ok:
		problem(w, http.StatusNotFound, "Not Found", "No payment exists with token "+r.PathValue("id")+".", "")
	case out == nil:
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The payment cannot be canceled", "")
	default:
		writeJSON(w, http.StatusOK, out)
	}
}

func (s *Server) listMethods(w http.ResponseWriter, r *http.Request, _ string) {
	q := r.URL.Query()
	value, hasAmount := int64(0), false
	if q.Has("amount[value]") {
		var ok bool
		if value, ok = cents(amount{Currency: q.Get("amount[currency]"), Value: q.Get("amount[value]")}); !ok || q.Get("amount[currency]") != "EUR" {
			problem(w, http.StatusBadRequest, "Bad Request", "The amount is invalid", "amount")
			return
		}
		hasAmount = true
	}
	locale := q.Get("locale")
	country := strings.ToUpper(q.Get("billingCountry"))
	wallets := strings.Split(q.Get("includeWallets"), ",")
	var list []map[string]any
	base := origin(r)
	for _, m := range s.opts.Methods {
		if m.Wallet && !contains(wallets, m.ID) {
			continue
		}
		if hasAmount && (value < m.Min || value > m.Max) {
			continue
		}
		if country != "" && len(m.Countries) > 0 && !contains(m.Countries, country) {
			continue
		}
		name := m.Names[locale]
		if name == "" {
			name = m.Names["en_US"]
		}
		list = append(list, map[string]any{
			"resource": "method", "id": m.ID, "description": name, "status": "activated",
			"minimumAmount": eur(m.Min), "maximumAmount": eur(m.Max),
			"image": map[string]string{
				"size1x": base + "/icons/" + m.ID + ".png", "size2x": base + "/icons/" + m.ID + "%402x.png", "svg": base + "/icons/" + m.ID + ".svg",
			},
			"_links": map[string]any{"self": map[string]string{"href": base + "/v2/methods/" + m.ID, "type": "application/hal+json"}},
		})
	}
	if list == nil {
		list = []map[string]any{}
	}
	s.mu.Lock()
	s.listCalls++
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"count": len(list), "_embedded": map[string]any{"methods": list},
		"_links": map[string]any{"self": map[string]string{"href": base + r.URL.RequestURI(), "type": "application/hal+json"},
			"documentation": map[string]string{"href": "https://docs.mollie.com/reference/list-methods", "type": "text/html"}}})
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func (s *Server) refundJSON(rf *Refund, base string) map[string]any {
	return map[string]any{"resource": "refund", "id": rf.ID, "amount": eur(rf.Amount), "status": rf.Status, "description": rf.Description,
		"paymentId": rf.PaymentID, "createdAt": rf.CreatedAt.Format(time.RFC3339), "settlementAmount": eur(-rf.Amount),
		"_links": map[string]any{"self": map[string]string{"href": base + "/v2/payments/" + rf.PaymentID + "/refunds/" + rf.ID, "type": "application/hal+json"},
			"payment": map[string]string{"href": base + "/v2/payments/" + rf.PaymentID, "type": "application/hal+json"}}}
}

func (s *Server) createRefund(w http.ResponseWriter, r *http.Request, mode string) {
	var in struct {
		Amount      amount `json:"amount"`
		Description string `json:"description"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		problem(w, http.StatusBadRequest, "Bad Request", "The request body is not valid JSON", "")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[r.PathValue("id")]
	if !ok || p.Mode != mode {
		problem(w, http.StatusNotFound, "Not Found", "No payment exists with token "+r.PathValue("id")+".", "")
		return
	}
	value, ok := cents(in.Amount)
	switch {
	case !ok || value <= 0 || in.Amount.Currency != "EUR":
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The amount is invalid", "amount")
		return
	case p.Status != "paid":
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The payment cannot be refunded because it has not been paid", "")
		return
	case value > p.Amount-p.Refunded:
		problem(w, http.StatusUnprocessableEntity, "Unprocessable Entity", "The amount is higher than the amount remaining for this payment", "amount")
		return
	}
	rf := &Refund{ID: newID("re"), PaymentID: p.ID, Status: "pending", Description: in.Description, Amount: value, CreatedAt: time.Now().UTC()}
	p.Refunded += value
	s.refunds[rf.ID] = rf
	writeJSON(w, http.StatusCreated, s.refundJSON(rf, origin(r)))
}

func (s *Server) getRefund(w http.ResponseWriter, r *http.Request, mode string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rf, ok := s.refunds[r.PathValue("refund")]
	if !ok || rf.PaymentID != r.PathValue("id") || s.payments[rf.PaymentID].Mode != mode {
		problem(w, http.StatusNotFound, "Not Found", "No refund exists with token "+r.PathValue("refund")+".", "")
		return
	}
	writeJSON(w, http.StatusOK, s.refundJSON(rf, origin(r)))
}

// icon is a plain badge with the method's name, standing in for Mollie's
// icons.
func (s *Server) icon(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	id, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimSuffix(name, ".svg"), ".png"), "@")
	if _, ok := s.method(id); !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="24" viewBox="0 0 32 24"><rect width="32" height="24" rx="3" fill="#0a1f44"/><text x="16" y="15" font-size="7" text-anchor="middle" fill="#fff" font-family="sans-serif">%s</text></svg>`,
		template.HTMLEscapeString(strings.ToUpper(id[:min(4, len(id))])))
}

// Outcomes are the hosted page's choices, in its order, as Mollie's test
// mode page names them.
var Outcomes = []struct{ Status, Label string }{
	{"paid", "Paid"}, {"authorized", "Authorized"}, {"failed", "Failed"}, {"canceled", "Canceled"}, {"expired", "Expired"}, {"open", "Open"},
}

var page = template.Must(template.New("checkout").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mollie test payment</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0}main{max-width:30rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem}
label{display:block;padding:.35rem 0}button{font:inherit;background:#0a1f44;color:#fff;border:0;border-radius:.3rem;padding:.6rem 1.4rem}</style></head>
<body><main>
<h1>Test payment</h1>
<p>{{.Description}} · € {{.Amount}}{{if .Method}} · {{.Method}}{{end}}</p>
{{if .Open}}<form method="post">
<fieldset><legend>Select the status of this test payment</legend>
{{range .Outcomes}}<label><input type="radio" name="final_state" value="{{.Status}}"{{if eq .Status "paid"}} checked{{end}}> {{.Label}}</label>
{{end}}</fieldset>
<button type="submit">Continue</button>
</form>{{else}}<p>This payment is {{.Status}}.</p><p><a href="{{.Return}}">Return to the shop</a></p>{{end}}
</main></body></html>
`))

func (s *Server) checkoutPage(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p, ok := s.payments[r.PathValue("id")]
	var data map[string]any
	if ok {
		data = map[string]any{"Description": p.Description, "Amount": eur(p.Amount).Value, "Method": p.Method, "Open": p.Status == "open",
			"Status": p.Status, "Return": template.URL(p.RedirectURL), "Outcomes": Outcomes}
	}
	s.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_ = page.Execute(w, data)
}

func (s *Server) checkoutDecide(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	status := r.PostFormValue("final_state")
	p, ok := s.Payment(id)
	if !ok {
		http.NotFound(w, r)
		return
	}
	if !validStatus(status) {
		http.Error(w, "unknown status", http.StatusBadRequest)
		return
	}
	if p.Status == "open" && status != "open" {
		// Mollie calls the webhook before the customer is back.
		_ = s.SetStatus(r.Context(), id, status, true)
	}
	target := p.RedirectURL
	if status == "canceled" && p.CancelURL != "" {
		target = p.CancelURL
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func (s *Server) controlPayment(w http.ResponseWriter, r *http.Request) {
	id, status := r.PathValue("id"), r.URL.Query().Get("status")
	if err := s.SetStatus(r.Context(), id, status, r.URL.Query().Get("notify") != "false"); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	out := s.paymentJSON(s.payments[id], origin(r))
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) controlRefund(w http.ResponseWriter, r *http.Request) {
	if err := s.SetRefundStatus(r.PathValue("id"), r.URL.Query().Get("status")); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// controlFault injects a fault: method, path, status, retry_after
// (seconds), delay (a Go duration), times.
func (s *Server) controlFault(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := Fault{Method: q.Get("method"), Path: q.Get("path")}
	var err error
	if v := q.Get("status"); v != "" {
		if f.Status, err = strconv.Atoi(v); err != nil {
			http.Error(w, "status", http.StatusBadRequest)
			return
		}
	}
	if v := q.Get("retry_after"); v != "" {
		if f.RetryAfter, err = strconv.Atoi(v); err != nil {
			http.Error(w, "retry_after", http.StatusBadRequest)
			return
		}
	}
	if v := q.Get("delay"); v != "" {
		if f.Delay, err = time.ParseDuration(v); err != nil {
			http.Error(w, "delay", http.StatusBadRequest)
			return
		}
	}
	if v := q.Get("times"); v != "" {
		if f.Times, err = strconv.Atoi(v); err != nil {
			http.Error(w, "times", http.StatusBadRequest)
			return
		}
	}
	s.Inject(f)
	w.WriteHeader(http.StatusNoContent)
}

// controlRequests lists the API requests received (method, path, query),
// without headers.
func (s *Server) controlRequests(w http.ResponseWriter, _ *http.Request) {
	type req struct {
		Method string     `json:"method"`
		Path   string     `json:"path"`
		Query  url.Values `json:"query"`
	}
	var out []req
	for _, r := range s.Requests() {
		out = append(out, req{r.Method, r.Path, r.Query})
	}
	writeJSON(w, http.StatusOK, out)
}
