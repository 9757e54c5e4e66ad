package mollie

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
)

// DefaultBaseURL is Mollie's API.
const DefaultBaseURL = "https://api.mollie.com/v2"

// ClientOptions configure a Client.
type ClientOptions struct {
	// APIKey is the bearer key: test_… or live_…. It is sent to Mollie
	// only, never logged.
	APIKey string
	// BaseURL is the API's address with its version (DefaultBaseURL when
	// empty); tests and browser journeys point it at molliefake.
	BaseURL string
	// HTTP is the HTTP client (a plain one when nil); its own timeout is
	// not used: Timeout bounds each attempt.
	HTTP *http.Client
	// Timeout bounds one attempt (10 s when zero).
	Timeout time.Duration
	// Attempts is how often a request that may be repeated is sent at
	// most (4 when zero): idempotent GETs, and POSTs with an
	// Idempotency-Key, after a network error, a 429 or a 5xx.
	Attempts int
	// Backoff is the first wait between attempts (250 ms when zero),
	// doubled each time up to MaxBackoff (4 s when zero), with jitter; a
	// 429's Retry-After is honoured up to MaxBackoff.
	Backoff, MaxBackoff time.Duration
	// Logger receives a line per failed attempt with Mollie's title and
	// detail, for the shop; slog.Default when nil.
	Logger *slog.Logger
	// Sleep waits between attempts (tests count the waits); it returns
	// early with ctx's error.
	Sleep func(ctx context.Context, d time.Duration) error
}

// Client is a client of Mollie's Payments API v2
// (https://docs.mollie.com/reference): payments, payment methods and
// refunds, authenticated by an API key.
type Client struct {
	key      string
	base     string
	http     *http.Client
	timeout  time.Duration
	attempts int
	backoff  time.Duration
	maxWait  time.Duration
	logger   *slog.Logger
	sleep    func(ctx context.Context, d time.Duration) error
}

// ErrKey is a key that is neither a test nor a live API key.
var ErrKey = errors.New("mollie: the API key must start with test_ or live_")

// CheckKey checks an API key's form: test_ or live_ and at least a few
// characters more.
func CheckKey(key string) error {
	if (!strings.HasPrefix(key, "test_") && !strings.HasPrefix(key, "live_")) || len(key) < 10 || strings.ContainsAny(key, " \t\r\n") {
		return ErrKey
	}
	return nil
}

// NewClient returns a client with the key in opts.
func NewClient(opts ClientOptions) (*Client, error) {
	if err := CheckKey(opts.APIKey); err != nil {
		return nil, err
	}
	base := strings.TrimRight(opts.BaseURL, "/")
	if base == "" {
		base = DefaultBaseURL
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("mollie: the API URL %q is not an http(s) URL", opts.BaseURL)
	}
	c := &Client{key: opts.APIKey, base: base, http: opts.HTTP, timeout: opts.Timeout, attempts: opts.Attempts,
		backoff: opts.Backoff, maxWait: opts.MaxBackoff, logger: opts.Logger, sleep: opts.Sleep}
	if c.http == nil {
		c.http = &http.Client{}
	}
	if c.timeout <= 0 {
		c.timeout = 10 * time.Second
	}
	if c.attempts <= 0 {
		c.attempts = 4
	}
	if c.backoff <= 0 {
		c.backoff = 250 * time.Millisecond
	}
	if c.maxWait <= 0 {
		c.maxWait = 4 * time.Second
	}
	if c.logger == nil {
		c.logger = slog.Default()
	}
	if c.sleep == nil {
		c.sleep = sleep
	}
	return c, nil
}

// LiveMode reports a live key: payments move real money.
func (c *Client) LiveMode() bool { return strings.HasPrefix(c.key, "live_") }

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Amount is Mollie's money: a currency and a decimal string with exactly
// two decimals ("10.00").
type Amount struct {
	Currency string `json:"currency"`
	Value    string `json:"value"`
}

// EUR is cents as a euro Amount.
func EUR(cents catalog.Money) Amount {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return Amount{Currency: "EUR", Value: fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)}
}

// Cents reads an Amount's value as cents.
func (a Amount) Cents() (catalog.Money, error) {
	whole, frac, ok := strings.Cut(a.Value, ".")
	neg := strings.HasPrefix(whole, "-")
	whole = strings.TrimPrefix(whole, "-")
	if !ok || len(frac) != 2 || whole == "" {
		return 0, fmt.Errorf("mollie: amount %q is not a decimal with two places", a.Value)
	}
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil || w < 0 || f < 0 || w > 1e13 {
		return 0, fmt.Errorf("mollie: amount %q is not a number", a.Value)
	}
	c := catalog.Money(w*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}

// Address is a billing or shipping address of a payment (needed by
// Klarna, in3, Riverty, Billie).
type Address struct {
	OrganizationName string `json:"organizationName,omitempty"`
	GivenName        string `json:"givenName,omitempty"`
	FamilyName       string `json:"familyName,omitempty"`
	Email            string `json:"email,omitempty"`
	Phone            string `json:"phone,omitempty"`
	StreetAndNumber  string `json:"streetAndNumber,omitempty"`
	StreetAdditional string `json:"streetAdditional,omitempty"`
	PostalCode       string `json:"postalCode,omitempty"`
	City             string `json:"city,omitempty"`
	Region           string `json:"region,omitempty"`
	Country          string `json:"country,omitempty"`
}

// Line is an order line of a payment: TotalAmount is UnitPrice ×
// Quantity − DiscountAmount, VATAmount is TotalAmount × VATRate / (100 +
// VATRate), all gross.
type Line struct {
	// Type: physical, digital, shipping_fee, discount, surcharge, …
	Type           string  `json:"type,omitempty"`
	Description    string  `json:"description"`
	Quantity       int     `json:"quantity"`
	UnitPrice      Amount  `json:"unitPrice"`
	DiscountAmount *Amount `json:"discountAmount,omitempty"`
	TotalAmount    Amount  `json:"totalAmount"`
	// VATRate is a decimal string with two decimals ("19.00", "25.50").
	VATRate   string  `json:"vatRate,omitempty"`
	VATAmount *Amount `json:"vatAmount,omitempty"`
	SKU       string  `json:"sku,omitempty"`
}

// CreatePayment is the body of POST /payments.
type CreatePayment struct {
	Amount      Amount `json:"amount"`
	Description string `json:"description"`
	RedirectURL string `json:"redirectUrl"`
	// CancelURL is where a customer who cancels is sent (RedirectURL when
	// empty).
	CancelURL  string `json:"cancelUrl,omitempty"`
	WebhookURL string `json:"webhookUrl,omitempty"`
	// Locale: de_DE, en_US, fr_FR, …
	Locale          string            `json:"locale,omitempty"`
	Method          string            `json:"method,omitempty"`
	Metadata        map[string]string `json:"metadata,omitempty"`
	Lines           []Line            `json:"lines,omitempty"`
	BillingAddress  *Address          `json:"billingAddress,omitempty"`
	ShippingAddress *Address          `json:"shippingAddress,omitempty"`
}

// Link is a HAL link.
type Link struct {
	Href string `json:"href"`
	Type string `json:"type,omitempty"`
}

// Payment is a payment as Mollie answers it (the fields the shop reads).
type Payment struct {
	Resource        string            `json:"resource"`
	ID              string            `json:"id"`
	Mode            string            `json:"mode"`
	Status          string            `json:"status"`
	Method          string            `json:"method,omitempty"`
	Description     string            `json:"description"`
	Amount          Amount            `json:"amount"`
	AmountRefunded  *Amount           `json:"amountRefunded,omitempty"`
	AmountRemaining *Amount           `json:"amountRemaining,omitempty"`
	RedirectURL     string            `json:"redirectUrl,omitempty"`
	WebhookURL      string            `json:"webhookUrl,omitempty"`
	Locale          string            `json:"locale,omitempty"`
	Metadata        map[string]string `json:"metadata,omitempty"`
	ProfileID       string            `json:"profileId,omitempty"`
	CreatedAt       time.Time         `json:"createdAt"`
	ExpiresAt       *time.Time        `json:"expiresAt,omitempty"`
	// IsCancelable: whether Mollie still lets the payment be cancelled
	// (DELETE /payments/{id}); which open payments are depends on the method.
	IsCancelable bool `json:"isCancelable"`
	Links        struct {
		Self     *Link `json:"self,omitempty"`
		Checkout *Link `json:"checkout,omitempty"`
	} `json:"_links"`
}

// CheckoutURL is the hosted checkout's address (empty once the payment
// has ended).
func (p Payment) CheckoutURL() string {
	if p.Links.Checkout == nil {
		return ""
	}
	return p.Links.Checkout.Href
}

// Image is a method's icon in three forms.
type Image struct {
	Size1x string `json:"size1x"`
	Size2x string `json:"size2x"`
	SVG    string `json:"svg"`
}

// Method is a payment method of the profile.
type Method struct {
	Resource string `json:"resource"`
	ID       string `json:"id"`
	// Description is the method's name in the asked locale.
	Description   string  `json:"description"`
	MinimumAmount *Amount `json:"minimumAmount,omitempty"`
	MaximumAmount *Amount `json:"maximumAmount,omitempty"`
	Image         Image   `json:"image"`
	Status        string  `json:"status,omitempty"`
}

// MethodsQuery filters GET /methods.
type MethodsQuery struct {
	// Amount limits the list to methods taking it (and its currency).
	Amount *Amount
	// Locale names the methods in that language and orders them for its
	// country.
	Locale string
	// BillingCountry is an ISO 3166-1 alpha-2 code.
	BillingCountry string
	// IncludeWallets lists wallets to include (applepay).
	IncludeWallets []string
	// SequenceType: oneoff (default), first, recurring.
	SequenceType string
}

func (q MethodsQuery) values() url.Values {
	v := url.Values{}
	if q.Amount != nil {
		v.Set("amount[value]", q.Amount.Value)
		v.Set("amount[currency]", q.Amount.Currency)
	}
	if q.Locale != "" {
		v.Set("locale", q.Locale)
	}
	if q.BillingCountry != "" {
		v.Set("billingCountry", q.BillingCountry)
	}
	if len(q.IncludeWallets) > 0 {
		v.Set("includeWallets", strings.Join(q.IncludeWallets, ","))
	}
	if q.SequenceType != "" {
		v.Set("sequenceType", q.SequenceType)
	}
	return v
}

// CreateRefund is the body of POST /payments/{id}/refunds.
type CreateRefund struct {
	Amount      Amount            `json:"amount"`
	Description string            `json:"description,omitempty"`
	Metadata    map[string]string `json:"metadata,omitempty"`
}

// Refund is a refund as Mollie answers it.
type Refund struct {
	Resource string `json:"resource"`
	ID       string `json:"id"`
	// Status: queued, pending, processing, refunded, failed, canceled.
	Status      string    `json:"status"`
	Description string    `json:"description"`
	Amount      Amount    `json:"amount"`
	PaymentID   string    `json:"paymentId"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Error is Mollie's answer to a request it did not carry out
// (application/hal+json: status, title, detail, field), or a failure to
// reach it (Status 0).
type Error struct {
	Status int    `json:"status"`
	Title  string `json:"title"`
	Detail string `json:"detail"`
	Field  string `json:"field,omitempty"`
	// Op is the request: "POST /payments".
	Op string `json:"-"`
	// RetryAfter is a 429's wait.
	RetryAfter time.Duration `json:"-"`
	// Cause is the network error (Status 0).
	Cause error `json:"-"`
}

func (e *Error) Error() string {
	if e.Status == 0 {
		return fmt.Sprintf("mollie: %s: %v", e.Op, e.Cause)
	}
	msg := fmt.Sprintf("mollie: %s: %d %s: %s", e.Op, e.Status, e.Title, e.Detail)
	if e.Field != "" {
		msg += " (field " + e.Field + ")"
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Cause }

// Temporary reports an error worth trying again later: Mollie could not
// be reached, was too busy (429) or failed (5xx).
func (e *Error) Temporary() bool {
	return e.Status == 0 || e.Status == http.StatusTooManyRequests || e.Status >= 500
}

// ids Mollie gives: a prefix, an underscore and letters and digits.
var (
	paymentID = regexp.MustCompile(`^tr_[A-Za-z0-9]{1,64}$`)
	refundID  = regexp.MustCompile(`^re_[A-Za-z0-9]{1,64}$`)
)

// ValidPaymentID reports whether id has the form of a Mollie payment id.
func ValidPaymentID(id string) bool { return paymentID.MatchString(id) }

// CreatePayment creates a payment; idempotencyKey makes a repeated
// request (after a timeout) answer the same payment.
func (c *Client) CreatePayment(ctx context.Context, in CreatePayment, idempotencyKey string) (Payment, error) {
	var p Payment
	err := c.do(ctx, http.MethodPost, "/payments", nil, in, idempotencyKey, &p)
	return p, err
}

// GetPayment reads a payment.
func (c *Client) GetPayment(ctx context.Context, id string) (Payment, error) {
	if !ValidPaymentID(id) {
		return Payment{}, &Error{Op: "GET /payments/{id}", Status: http.StatusNotFound, Title: "Not Found", Detail: "malformed payment id"}
	}
	var p Payment
	err := c.do(ctx, http.MethodGet, "/payments/"+id, nil, nil, "", &p)
	return p, err
}

// CancelPayment cancels a payment that is still cancelable (IsCancelable)
// and answers it as it is afterwards; Mollie refuses (422) one that is not.
func (c *Client) CancelPayment(ctx context.Context, id string) (Payment, error) {
	if !ValidPaymentID(id) {
		return Payment{}, &Error{Op: "DELETE /payments/{id}", Status: http.StatusNotFound, Title: "Not Found", Detail: "malformed payment id"}
	}
	var p Payment
	err := c.do(ctx, http.MethodDelete, "/payments/"+id, nil, nil, "", &p)
	return p, err
}

// Methods lists the profile's enabled methods that q allows, in Mollie's
// order for the locale.
func (c *Client) Methods(ctx context.Context, q MethodsQuery) ([]Method, error) {
	var out struct {
		Count    int `json:"count"`
		Embedded struct {
			Methods []Method `json:"methods"`
		} `json:"_embedded"`
	}
	if err := c.do(ctx, http.MethodGet, "/methods", q.values(), nil, "", &out); err != nil {
		return nil, err
	}
	return out.Embedded.Methods, nil
}

// CreateRefund refunds (part of) a paid payment.
func (c *Client) CreateRefund(ctx context.Context, payment string, in CreateRefund, idempotencyKey string) (Refund, error) {
	if !ValidPaymentID(payment) {
		return Refund{}, &Error{Op: "POST /payments/{id}/refunds", Status: http.StatusNotFound, Title: "Not Found", Detail: "malformed payment id"}
	}
	var r Refund
	err := c.do(ctx, http.MethodPost, "/payments/"+payment+"/refunds", nil, in, idempotencyKey, &r)
	return r, err
}

// GetRefund reads a refund of a payment.
func (c *Client) GetRefund(ctx context.Context, payment, refund string) (Refund, error) {
	if !ValidPaymentID(payment) || !refundID.MatchString(refund) {
		return Refund{}, &Error{Op: "GET /payments/{id}/refunds/{id}", Status: http.StatusNotFound, Title: "Not Found", Detail: "malformed id"}
	}
	var r Refund
	err := c.do(ctx, http.MethodGet, "/payments/"+payment+"/refunds/"+refund, nil, nil, "", &r)
	return r, err
}

// opName names a request without its ids, for logs.
func opName(method, path string) string {
	parts := strings.Split(strings.TrimPrefix(path, "/"), "/")
	for i, p := range parts {
		if strings.Contains(p, "_") {
			parts[i] = "{id}"
		}
	}
	return method + " /" + strings.Join(parts, "/")
}

// maxAnswer bounds what is read of an answer.
const maxAnswer = 4 << 20

// do sends a request, repeating it while that is safe and worth it, and
// decodes the answer into out.
func (c *Client) do(ctx context.Context, method, path string, query url.Values, body any, idempotencyKey string, out any) error {
	op := opName(method, path)
	if db.HoldsTransaction(ctx) {
		// Seconds of waiting on Mollie would hold the transaction's locks
		// (on SQLite the only writer) that long: a caller's mistake.
		return fmt.Errorf("mollie: %s: asked inside a database transaction; call it before or after", op)
	}
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("mollie: %s: encode: %w", op, err)
		}
	}
	target := c.base + path
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	// GET and DELETE are idempotent (a second cancellation answers the
	// cancelled payment); a POST only with its idempotency key.
	repeatable := method == http.MethodGet || method == http.MethodDelete || idempotencyKey != ""
	wait := c.backoff
	for attempt := 1; ; attempt++ {
		err := c.once(ctx, method, target, op, payload, idempotencyKey, out)
		if err == nil {
			return nil
		}
		var merr *Error
		if !errors.As(err, &merr) {
			return err
		}
		last := attempt >= c.attempts || !repeatable || !merr.Temporary() || ctx.Err() != nil
		c.logger.LogAttrs(ctx, levelOf(merr, last), "mollie: request failed", slog.String("op", op), slog.Int("attempt", attempt),
			slog.Int("status", merr.Status), slog.String("title", merr.Title), slog.String("detail", merr.Detail),
			slog.String("field", merr.Field), slog.Bool("final", last), slog.String("error", causeText(merr)))
		if last {
			return merr
		}
		// Full jitter on the doubled wait, so instances that failed
		// together do not come back together.
		d := wait/2 + rand.N(wait/2+1)
		if merr.RetryAfter > 0 {
			if merr.RetryAfter > c.maxWait {
				return merr // longer than this request may wait: try later
			}
			d = merr.RetryAfter
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < d {
			return merr
		}
		if err := c.sleep(ctx, d); err != nil {
			return merr
		}
		wait = min(wait*2, c.maxWait)
	}
}

func causeText(e *Error) string {
	if e.Cause == nil {
		return ""
	}
	return e.Cause.Error()
}

// levelOf is how loud a failed attempt is logged: a repeated one is a
// warning, the last of a refused or failing request an error.
func levelOf(e *Error, last bool) slog.Level {
	switch {
	case !last:
		return slog.LevelWarn
	case e.Status == http.StatusNotFound:
		return slog.LevelInfo
	default:
		return slog.LevelError
	}
}

// once sends one attempt.
func (c *Client) once(ctx context.Context, method, target, op string, payload []byte, idempotencyKey string, out any) error {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	var body io.Reader
	if payload != nil {
		body = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return fmt.Errorf("mollie: %s: %w", op, err)
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Accept", "application/hal+json, application/json")
	req.Header.Set("User-Agent", "Paddock")
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if idempotencyKey != "" {
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return &Error{Op: op, Cause: stripURL(err)}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return &Error{Op: op, Cause: stripURL(err)}
	}
	if res.StatusCode >= 200 && res.StatusCode < 300 {
		if out == nil || len(data) == 0 {
			return nil
		}
		if err := json.Unmarshal(data, out); err != nil {
			return &Error{Op: op, Status: res.StatusCode, Title: "Unreadable answer", Detail: err.Error()}
		}
		return nil
	}
	e := &Error{}
	if json.Unmarshal(data, e) != nil || e.Title == "" {
		e = &Error{Title: http.StatusText(res.StatusCode), Detail: strings.TrimSpace(string(data[:min(len(data), 200)]))}
	}
	e.Op, e.Status = op, res.StatusCode
	if res.StatusCode == http.StatusTooManyRequests {
		e.RetryAfter = retryAfter(res.Header.Get("Retry-After"), time.Now())
	}
	return e
}

// stripURL keeps a transport error's reason without the request's URL.
func stripURL(err error) error {
	var uerr *url.Error
	if errors.As(err, &uerr) {
		return uerr.Err
	}
	return err
}

// retryAfter reads a Retry-After header: seconds or an HTTP date; zero
// when absent or unreadable.
func retryAfter(h string, now time.Time) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	if s, err := strconv.Atoi(h); err == nil {
		if s < 0 {
			return 0
		}
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}
