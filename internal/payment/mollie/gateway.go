package mollie

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// Name is the gateway's name in return and webhook URLs
// (/{lang}/checkout/transaction/mollie/process, /api/payment/mollie/webhook).
const Name = "mollie"

// CodePrefix starts the code of every Mollie method, as Mollie's Magento
// module names them: mollie_methods_creditcard, mollie_methods_paypal, …
const CodePrefix = "mollie_methods_"

// KnownMethods are the Mollie methods a customer pays on Mollie's hosted
// checkout, by Mollie's id (Mollie's Magento module offers the same): the
// shop offers those of them Mollie's methods list answers for a cart.
var KnownMethods = []string{
	"creditcard", "paypal", "applepay", "googlepay", "klarna", "klarnapaylater", "klarnapaynow", "klarnasliceit",
	"directdebit", "banktransfer", "ideal", "bancontact", "belfius", "kbc", "eps", "przelewy24", "blik", "trustly",
	"paybybank", "twint", "satispay", "bancomatpay", "mybank", "payconiq", "in3", "riverty", "billie", "alma",
	"bizum", "mbway", "multibanco", "mobilepay", "vipps", "swish", "paysafecard", "giftcard", "voucher",
}

// wallets are methods Mollie lists only when asked to (includeWallets).
var wallets = []string{"applepay"}

// GatewayOptions configure a Gateway.
type GatewayOptions struct {
	Client    *Client
	ProfileID string
	// Webhooks sends the webhook URL with each payment. Off, Mollie is not
	// told where to notify: statuses come from the customer's return and
	// from asking about unsettled payments (order.SettleStale). See
	// WebhooksReachable.
	Webhooks bool
	// CacheTTL is how long a methods list is kept (5 minutes when zero);
	// a failed one is kept FailureTTL (30 seconds when zero), so an
	// unreachable Mollie is not asked on every cart view.
	CacheTTL, FailureTTL time.Duration
	// CacheSize bounds the lists kept (512 when zero).
	CacheSize int
	// OfferTimeout bounds asking for a list, retries included (4 s when
	// zero): a cart view waits no longer for Mollie.
	OfferTimeout time.Duration
	Logger       *slog.Logger
	Now          func() time.Time
}

// Gateway is Mollie as the shop's payment gateway: each of KnownMethods is
// a payment.Provider of its own, the methods offered for a cart are
// Mollie's methods list for its amount, language and billing country.
type Gateway struct {
	client       *Client
	profileID    string
	webhooks     bool
	ttl, failTTL time.Duration
	size         int
	offerTimeout time.Duration
	logger       *slog.Logger
	now          func() time.Time
	providers    []payment.Provider

	flight singleflight.Group
	mu     sync.Mutex
	cache  map[listKey]listEntry
	// seen are the names and images the last lists answered, per method,
	// for titles and icons outside a cart (an order's mail, its page).
	seen map[string]seenMethod
}

// listKey is what a methods list depends on; nothing in it names a
// customer.
type listKey struct {
	amount    catalog.Money
	anyAmount bool
	locale    i18n.Locale
	country   string
}

type listEntry struct {
	methods []Method
	err     error
	until   time.Time
}

type seenMethod struct {
	names map[i18n.Locale]string
	image string
}

// NewGateway returns Mollie's gateway on a client.
func NewGateway(opts GatewayOptions) (*Gateway, error) {
	if opts.Client == nil {
		return nil, errors.New("mollie: a client is needed")
	}
	g := &Gateway{client: opts.Client, profileID: opts.ProfileID, webhooks: opts.Webhooks, ttl: opts.CacheTTL, failTTL: opts.FailureTTL,
		size: opts.CacheSize, offerTimeout: opts.OfferTimeout, logger: opts.Logger, now: opts.Now,
		cache: map[listKey]listEntry{}, seen: map[string]seenMethod{}}
	if g.ttl <= 0 {
		g.ttl = 5 * time.Minute
	}
	if g.failTTL <= 0 {
		g.failTTL = 30 * time.Second
	}
	if g.size <= 0 {
		g.size = 512
	}
	if g.offerTimeout <= 0 {
		g.offerTimeout = 4 * time.Second
	}
	if g.logger == nil {
		g.logger = slog.Default()
	}
	if g.now == nil {
		g.now = time.Now
	}
	for _, id := range KnownMethods {
		g.providers = append(g.providers, &Provider{g: g, id: id})
	}
	return g, nil
}

// Name implements payment.Gateway.
func (g *Gateway) Name() string { return Name }

// Providers implements payment.Gateway.
func (g *Gateway) Providers() []payment.Provider { return g.providers }

// Info implements payment.Gateway.
func (g *Gateway) Info() payment.GatewayInfo {
	return payment.GatewayInfo{ProfileID: g.profileID, LiveMode: g.client.LiveMode()}
}

// Locale is Mollie's locale for a shop language.
func Locale(l i18n.Locale) string {
	switch l {
	case i18n.English:
		return "en_US"
	case i18n.French:
		return "fr_FR"
	default:
		return "de_DE"
	}
}

// Offer implements payment.Gateway: Mollie's methods list for q, from the
// cache while it is fresh.
func (g *Gateway) Offer(ctx context.Context, q payment.MethodQuery) ([]payment.Method, error) {
	key, ok := keyOf(q)
	if !ok {
		return nil, nil // nothing to pay: Mollie takes no payment of 0.00
	}
	methods, err := g.list(ctx, key)
	if err != nil {
		return nil, err
	}
	return offered(methods, q.Locale), nil
}

// Cached implements payment.Gateway: Offer's answer while the cache has a
// fresh list for q (a failed one too), without asking Mollie.
func (g *Gateway) Cached(q payment.MethodQuery) ([]payment.Method, bool, error) {
	key, ok := keyOf(q)
	if !ok {
		return nil, true, nil
	}
	g.mu.Lock()
	e, ok := g.cache[key]
	g.mu.Unlock()
	if !ok || !g.now().Before(e.until) {
		return nil, false, nil
	}
	if e.err != nil {
		return nil, true, e.err
	}
	return offered(e.methods, q.Locale), true, nil
}

// keyOf is the list a query needs; false for nothing to pay.
func keyOf(q payment.MethodQuery) (listKey, bool) {
	if !q.AnyAmount && q.Amount <= 0 {
		return listKey{}, false
	}
	key := listKey{amount: q.Amount, anyAmount: q.AnyAmount, locale: q.Locale, country: strings.ToUpper(q.Country)}
	if key.anyAmount {
		key.amount = 0
	}
	return key, true
}

// offered are the methods of a list the shop knows, titled in l.
func offered(methods []Method, l i18n.Locale) []payment.Method {
	out := make([]payment.Method, 0, len(methods))
	for _, m := range methods {
		if !known(m.ID) {
			continue
		}
		title := m.Description
		if title == "" {
			title = fallbackTitle(m.ID, l)
		}
		out = append(out, payment.Method{Code: CodePrefix + m.ID, Title: title, Kind: payment.Hosted, Image: m.Image.SVG, Gateway: Name})
	}
	return out
}

func known(id string) bool {
	for _, k := range KnownMethods {
		if k == id {
			return true
		}
	}
	return false
}

// list is the methods list of key, cached; concurrent asks for one key
// make one request.
func (g *Gateway) list(ctx context.Context, key listKey) ([]Method, error) {
	now := g.now()
	g.mu.Lock()
	e, ok := g.cache[key]
	g.mu.Unlock()
	if ok && now.Before(e.until) {
		return e.methods, e.err
	}
	flightKey := fmt.Sprintf("%d|%t|%s|%s", key.amount, key.anyAmount, key.locale, key.country)
	v, _, _ := g.flight.Do(flightKey, func() (any, error) {
		// The request outlives a caller that gives up, for the others
		// waiting on it, within the offer's own bound.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), g.offerTimeout)
		defer cancel()
		q := MethodsQuery{Locale: Locale(key.locale), BillingCountry: key.country, IncludeWallets: wallets}
		if !key.anyAmount {
			a := EUR(key.amount)
			q.Amount = &a
		}
		methods, err := g.client.Methods(ctx, q)
		entry := listEntry{methods: methods, until: g.now().Add(g.ttl)}
		if err != nil {
			g.logger.WarnContext(ctx, "mollie: methods list unavailable, offering the shop's own methods", "error", err)
			entry = listEntry{err: apperr.New(apperr.Unavailable, "payment.provider.unavailable"), until: g.now().Add(g.failTTL)}
		}
		g.keep(key, entry)
		return entry, nil
	})
	e = v.(listEntry)
	return e.methods, e.err
}

// keep caches a list, dropping expired lists and then the oldest when
// the cache is full, and remembers names and images.
func (g *Gateway) keep(key listKey, e listEntry) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.cache) >= g.size {
		now := g.now()
		for k, v := range g.cache {
			if !now.Before(v.until) {
				delete(g.cache, k)
			}
		}
		for len(g.cache) >= g.size {
			var oldest listKey
			first := true
			for k, v := range g.cache {
				if first || v.until.Before(g.cache[oldest].until) {
					oldest, first = k, false
				}
			}
			delete(g.cache, oldest)
		}
	}
	g.cache[key] = e
	for _, m := range e.methods {
		s := g.seen[m.ID]
		if s.names == nil {
			s.names = map[i18n.Locale]string{}
		}
		if m.Description != "" {
			s.names[key.locale] = m.Description
		}
		if m.Image.SVG != "" {
			s.image = m.Image.SVG
		}
		g.seen[m.ID] = s
	}
}

// CachedLists is how many methods lists are kept (for tests).
func (g *Gateway) CachedLists() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.cache)
}

// title is a method's name in l: the last list's, else the shop's own.
func (g *Gateway) title(id string, l i18n.Locale) string {
	g.mu.Lock()
	name := g.seen[id].names[l]
	g.mu.Unlock()
	if name != "" {
		return name
	}
	return fallbackTitle(id, l)
}

// image is a method's icon: the last list's, else Mollie's published one.
func (g *Gateway) image(id string) string {
	g.mu.Lock()
	img := g.seen[id].image
	g.mu.Unlock()
	if img != "" {
		return img
	}
	return "https://www.mollie.com/external/icons/payment-methods/" + id + ".svg"
}

// fallbackTitle is the shop's own name of a method, for when no list of
// Mollie's named it yet.
func fallbackTitle(id string, l i18n.Locale) string {
	m := i18n.Messages()
	if key := "payment.mollie.method." + id; m.Has(l, key) {
		return m.T(l, key)
	}
	return m.T(l, "payment.mollie.method.other", "id", id)
}

// Provider is one Mollie method: a payment.Provider (hosted on Mollie's
// checkout) and a payment.Refunder.
type Provider struct {
	g  *Gateway
	id string
}

var (
	_ payment.Provider = (*Provider)(nil)
	_ payment.Refunder = (*Provider)(nil)
	_ payment.Imager   = (*Provider)(nil)
	_ payment.Gateway  = (*Gateway)(nil)
)

// Code implements payment.Provider.
func (p *Provider) Code() string { return CodePrefix + p.id }

// Title implements payment.Provider.
func (p *Provider) Title(l i18n.Locale) string { return p.g.title(p.id, l) }

// Kind implements payment.Provider.
func (p *Provider) Kind() payment.Kind { return payment.Hosted }

// Image implements payment.Imager.
func (p *Provider) Image() string { return p.g.image(p.id) }

// Create implements payment.Provider: a Mollie payment of the method,
// with the order's lines when they add up to the amount, and its
// addresses.
func (p *Provider) Create(ctx context.Context, r payment.Request) (payment.Created, error) {
	in := CreatePayment{
		Amount: EUR(r.Amount), Description: r.Description, RedirectURL: r.ReturnURL, Locale: Locale(r.Locale), Method: p.id,
		Metadata: map[string]string{"order_number": r.OrderNumber},
		Lines:    lines(r.Lines, r.Amount), BillingAddress: address(r.BillingAddress, r.Email), ShippingAddress: address(r.ShippingAddress, r.Email),
	}
	if p.g.webhooks {
		in.WebhookURL = r.WebhookURL
	}
	created, err := p.g.client.CreatePayment(ctx, in, r.IdempotencyKey)
	if err != nil {
		return payment.Created{}, customerError(err)
	}
	st := status(created.Status)
	if !st.Valid() {
		st = payment.Open
	}
	return payment.Created{Ref: created.ID, RedirectURL: created.CheckoutURL(), Status: st}, nil
}

// lines are the order's lines in Mollie's shape; none when they do not
// add up to the amount (Mollie would refuse the payment).
func lines(in []payment.Line, amount catalog.Money) []Line {
	if len(in) == 0 {
		return nil
	}
	var sum catalog.Money
	out := make([]Line, 0, len(in))
	for _, l := range in {
		if l.Quantity < 1 || l.UnitPrice*catalog.Money(l.Quantity)-l.Discount != l.Total || l.Name == "" {
			return nil
		}
		line := Line{Type: string(l.Kind), Description: truncate(l.Name, 100), Quantity: l.Quantity, UnitPrice: EUR(l.UnitPrice),
			TotalAmount: EUR(l.Total), VATRate: l.VATRate.Decimal2(), SKU: truncate(l.SKU, 64)}
		vat := EUR(vatOf(l.Total, l.VATRate))
		line.VATAmount = &vat
		if l.Discount != 0 {
			d := EUR(l.Discount)
			line.DiscountAmount = &d
		}
		out = append(out, line)
		sum += l.Total
	}
	if sum != amount {
		return nil
	}
	return out
}

// vatOf is Mollie's VAT of a line: total × rate / (100 + rate) with rate
// in per cent, rounded half away from zero to the cent: the VAT the shop
// computes everywhere (money.IncludedVAT), with the sign of a discount
// line's negative total.
func vatOf(total catalog.Money, rate vat.Rate) catalog.Money {
	if total < 0 {
		return -money.IncludedVAT(-total, rate)
	}
	return money.IncludedVAT(total, rate)
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}

// address is an order's address in Mollie's shape.
func address(a *payment.Address, email string) *Address {
	if a == nil {
		return nil
	}
	out := &Address{OrganizationName: a.Company, GivenName: a.Firstname, FamilyName: a.Lastname, PostalCode: a.Postcode,
		City: a.City, Region: a.Region, Country: strings.ToUpper(a.Country), Email: email, Phone: a.Phone}
	if len(a.Street) > 0 {
		out.StreetAndNumber = a.Street[0]
	}
	if len(a.Street) > 1 {
		out.StreetAdditional = strings.Join(a.Street[1:], ", ")
	}
	if a.Email != "" {
		out.Email = a.Email
	}
	if !strings.HasPrefix(out.Phone, "+") {
		out.Phone = "" // Mollie wants E.164; a local number is left out
	}
	return out
}

// status is a Mollie payment status as the shop's.
func status(s string) payment.Status { return payment.Status(s) }

// Status implements payment.Provider.
func (p *Provider) Status(ctx context.Context, ref string) (payment.Status, error) {
	got, err := p.g.client.GetPayment(ctx, ref)
	if err != nil {
		return "", customerError(err)
	}
	return p.known(ref, got.Status)
}

// Cancel implements payment.Canceler: an open payment Mollie still lets
// go (isCancelable; which are depends on the method) is cancelled; any
// other answers its status as it is (paid meanwhile, or open and not
// cancelable: then its order keeps waiting, since it may still be paid).
func (p *Provider) Cancel(ctx context.Context, ref string) (payment.Status, error) {
	got, err := p.g.client.GetPayment(ctx, ref)
	if err != nil {
		return "", customerError(err)
	}
	if got.Status != string(payment.Open) || !got.IsCancelable {
		return p.known(ref, got.Status)
	}
	canceled, err := p.g.client.CancelPayment(ctx, ref)
	var merr *Error
	if errors.As(err, &merr) && merr.Status == http.StatusUnprocessableEntity {
		// No longer cancelable since it was read: paid or failed meanwhile.
		if got, err = p.g.client.GetPayment(ctx, ref); err != nil {
			return "", customerError(err)
		}
		return p.known(ref, got.Status)
	}
	if err != nil {
		return "", customerError(err)
	}
	return p.known(ref, canceled.Status)
}

// known is a Mollie status as the shop's, refused when the shop does not
// know it.
func (p *Provider) known(ref, s string) (payment.Status, error) {
	st := status(s)
	if !st.Valid() {
		return "", fmt.Errorf("mollie: payment %s has the unknown status %q", ref, s)
	}
	return st, nil
}

// Notification implements payment.Provider: Mollie posts the payment's id
// as the form field id, and nothing else is read.
func (p *Provider) Notification(r *http.Request) (string, error) {
	if err := r.ParseForm(); err != nil {
		return "", fmt.Errorf("mollie: webhook: %w", err)
	}
	id := r.PostForm.Get("id")
	if !ValidPaymentID(id) {
		return "", errors.New("mollie: webhook without a payment id")
	}
	return id, nil
}

// Refund implements payment.Refunder.
func (p *Provider) Refund(ctx context.Context, ref string, r payment.RefundRequest) (payment.ProviderRefund, error) {
	got, err := p.g.client.CreateRefund(ctx, ref, CreateRefund{Amount: EUR(r.Amount), Description: truncate(r.Description, 140)}, r.IdempotencyKey)
	if err != nil {
		return payment.ProviderRefund{}, customerError(err)
	}
	return payment.ProviderRefund{Ref: got.ID, Status: payment.RefundStatus(got.Status)}, nil
}

// RefundStatus implements payment.Refunder.
func (p *Provider) RefundStatus(ctx context.Context, ref, refundRef string) (payment.RefundStatus, error) {
	got, err := p.g.client.GetRefund(ctx, ref, refundRef)
	if err != nil {
		return "", customerError(err)
	}
	return payment.RefundStatus(got.Status), nil
}

// customerError is a failed call as the customer (or staff) reads it;
// the client logged Mollie's own words for the shop.
func customerError(err error) error {
	var e *Error
	if !errors.As(err, &e) {
		return err
	}
	var out *apperr.Error
	switch {
	case e.Temporary(), e.Status == http.StatusUnauthorized, e.Status == http.StatusForbidden:
		out = apperr.New(apperr.Unavailable, "payment.provider.unavailable")
	case e.Status == http.StatusNotFound:
		out = apperr.New(apperr.NotFound, "payment.notFound")
	default:
		out = apperr.New(apperr.Invalid, "payment.provider.refused")
	}
	out.Cause = err
	return out
}

// WebhooksReachable decides whether Mollie is given the webhook URL: a
// public base URL always; a base URL on this machine only when the API is
// not Mollie's own (the local fake can call it, Mollie cannot and refuses
// such payments in live mode).
func WebhooksReachable(baseURL, apiURL string) bool {
	if !loopback(baseURL) {
		return true
	}
	api, err := url.Parse(apiURL)
	return apiURL != "" && err == nil && api.Hostname() != "api.mollie.com"
}

// loopback reports a URL on this machine.
func loopback(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	return strings.HasPrefix(h, "127.") || h == "::1"
}
