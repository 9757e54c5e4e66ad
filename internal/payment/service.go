package payment

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// Registry holds the enabled providers and gateways in the order the
// checkout offers them.
type Registry struct {
	slots     []slot
	order     []Provider
	by        map[string]Provider
	test      map[string]bool
	gateways  map[string]Gateway
	gatewayOf map[string]Gateway
}

// slot is a place in the checkout's order: one provider or one gateway's
// methods.
type slot struct {
	provider Provider
	gateway  Gateway
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{by: map[string]Provider{}, test: map[string]bool{}, gateways: map[string]Gateway{}, gatewayOf: map[string]Gateway{}}
}

// Add enables a provider; a second provider of the same code replaces
// the first.
func (r *Registry) Add(p Provider) *Registry { return r.add(p, false) }

// AddTest enables a provider that takes no money, labelled as a test.
func (r *Registry) AddTest(p Provider) *Registry { return r.add(p, true) }

func (r *Registry) add(p Provider, test bool) *Registry {
	if _, ok := r.by[p.Code()]; !ok {
		r.order = append(r.order, p)
		r.slots = append(r.slots, slot{provider: p})
	} else {
		for i, have := range r.order {
			if have.Code() == p.Code() {
				r.order[i] = p
			}
		}
		for i, have := range r.slots {
			if have.provider != nil && have.provider.Code() == p.Code() {
				r.slots[i].provider = p
			}
		}
	}
	r.by[p.Code()] = p
	r.test[p.Code()] = test
	return r
}

// AddGateway enables a gateway's methods at this place of the checkout's
// order. Its name must not be the code of a provider.
func (r *Registry) AddGateway(g Gateway) *Registry {
	if _, ok := r.gateways[g.Name()]; ok {
		return r
	}
	r.gateways[g.Name()] = g
	r.slots = append(r.slots, slot{gateway: g})
	for _, p := range g.Providers() {
		if _, ok := r.by[p.Code()]; ok {
			continue
		}
		r.order = append(r.order, p)
		r.by[p.Code()] = p
		r.gatewayOf[p.Code()] = g
	}
	return r
}

// Provider is the enabled provider of a code.
func (r *Registry) Provider(code string) (Provider, bool) {
	p, ok := r.by[code]
	return p, ok
}

// route is the segment of a method's return and webhook URLs: its
// gateway's name, else its code.
func (r *Registry) route(code string) string {
	if g, ok := r.gatewayOf[code]; ok {
		return g.Name()
	}
	return code
}

// routed are the codes of the methods a return or webhook URL segment
// names, and the provider that reads its notifications.
func (r *Registry) routed(segment string) ([]string, Provider, bool) {
	if g, ok := r.gateways[segment]; ok {
		var codes []string
		var first Provider
		for _, p := range g.Providers() {
			if r.gatewayOf[p.Code()] == g {
				codes = append(codes, p.Code())
				if first == nil {
					first = p
				}
			}
		}
		return codes, first, first != nil
	}
	if p, ok := r.by[segment]; ok {
		if _, grouped := r.gatewayOf[segment]; !grouped {
			return []string{segment}, p, true
		}
	}
	return nil, nil, false
}

// Queue enqueues jobs in a transaction (jobs.Queue).
type Queue interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
}

// Options configure the service.
type Options struct {
	// BaseURL is the shop's public address, for return and webhook URLs.
	BaseURL string
	// Limiter bounds the webhook deliveries of one client
	// (WebhooksPerClient); without one they are not limited.
	Limiter ratelimit.Limiter
	Now     func() time.Time
}

// WebhooksPerClient bounds the notifications one client may deliver: a
// provider's few addresses send far fewer (one per change of a payment),
// and each delivery costs a job and, for a payment not final yet, a call to
// the provider.
var WebhooksPerClient = ratelimit.Rule{Name: "payment.webhook", Limit: 600, Window: time.Minute}

type service struct {
	db       *db.DB
	registry *Registry
	queue    Queue
	limiter  ratelimit.Limiter
	baseURL  string
	now      func() time.Time
}

// NewService returns the payments kept in d, through the providers of
// registry; notifications are enqueued on queue.
func NewService(d *db.DB, registry *Registry, queue Queue, opts Options) (Service, error) {
	if d == nil || registry == nil || queue == nil {
		return nil, errors.New("payment: a database, a registry and a queue are needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{db: d, registry: registry, queue: queue, limiter: opts.Limiter, baseURL: opts.BaseURL, now: opts.Now}, nil
}

// tokenLength is the length of a payment token (secret.NewToken).
const tokenLength = 43

func notFound() error { return apperr.New(apperr.NotFound, "payment.notFound") }

func (s *service) method(p Provider, locale i18n.Locale) Method {
	m := Method{Code: p.Code(), Title: p.Title(locale), Kind: p.Kind(), Test: s.registry.test[p.Code()]}
	if img, ok := p.(Imager); ok {
		m.Image = img.Image()
	}
	if g, ok := s.registry.gatewayOf[p.Code()]; ok {
		m.Gateway = g.Name()
	}
	return m
}

func (s *service) Available(ctx context.Context, q MethodQuery) []Method {
	out, _ := s.available(ctx, q, db.HoldsTransaction(ctx))
	return out
}

// available are the methods q may pay with; cachedOnly asks the gateways
// only what they know without the network, and unknown names the first
// gateway whose list for q is not known (its methods are left out).
func (s *service) available(ctx context.Context, q MethodQuery, cachedOnly bool) (out []Method, unknown Gateway) {
	for _, sl := range s.registry.slots {
		if sl.provider != nil {
			if a, ok := sl.provider.(Availability); ok {
				if available, err := a.Available(ctx); err != nil || !available {
					continue // bank transfer without an account in the settings
				}
			}
			out = append(out, s.method(sl.provider, q.Locale))
			continue
		}
		var offered []Method
		var err error
		if cachedOnly {
			var cached bool
			if offered, cached, err = sl.gateway.Cached(q); !cached && unknown == nil {
				unknown = sl.gateway
			}
		} else {
			offered, err = sl.gateway.Offer(ctx, q)
		}
		if err != nil {
			continue // the gateway logged it; the shop's own methods remain
		}
		for _, m := range offered {
			if s.registry.gatewayOf[m.Code] != sl.gateway {
				continue
			}
			m.Gateway, m.Kind, m.Test = sl.gateway.Name(), Hosted, false
			out = append(out, m)
		}
	}
	return out, unknown
}

func (s *service) Offers(ctx context.Context, q MethodQuery, code string) (bool, error) {
	if _, ok := s.registry.Provider(code); !ok || code == "" {
		return false, nil
	}
	methods, unknown := s.available(ctx, q, true)
	for _, m := range methods {
		if m.Code == code {
			return true, nil
		}
	}
	if unknown != nil && s.registry.gatewayOf[code] == unknown {
		return false, &UnknownOffer{Gateway: unknown.Name(), Query: q}
	}
	return false, nil
}

func (s *service) Gateway(name string) (GatewayInfo, bool) {
	g, ok := s.registry.gateways[name]
	if !ok {
		return GatewayInfo{}, false
	}
	return g.Info(), true
}

func (s *service) Method(code string, locale i18n.Locale) (Method, bool) {
	p, ok := s.registry.Provider(code)
	if !ok {
		return Method{}, false
	}
	return s.method(p, locale), true
}

func (s *service) Instructions(ctx context.Context, method, orderNumber string, amount catalog.Money) (*Instructions, error) {
	prov, ok := s.registry.Provider(method)
	if !ok {
		return nil, nil
	}
	off, ok := prov.(Offliner)
	if !ok {
		return nil, nil
	}
	in, err := off.Instructions(ctx, orderNumber, amount)
	if err != nil {
		return nil, fmt.Errorf("payment: instructions of %s for %s: %w", method, orderNumber, err)
	}
	return &in, nil
}

// row is a row of the payment table.
type row struct {
	ID          int64     `db:"id"`
	OrderID     int64     `db:"order_id"`
	Method      string    `db:"method"`
	Token       string    `db:"token"`
	ProviderRef string    `db:"provider_ref"`
	RedirectURL string    `db:"redirect_url"`
	Status      string    `db:"status"`
	Amount      int64     `db:"amount"`
	Attempt     int       `db:"attempt"`
	GivenUp     bool      `db:"given_up"`
	CreatedAt   time.Time `db:"created_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

const columns = `id, order_id, method, token, provider_ref, redirect_url, status, amount, attempt, given_up, created_at, updated_at`

func (s *service) payment(r row) Payment {
	return Payment{ID: r.ID, OrderID: r.OrderID, Method: r.Method, Token: r.Token, ProviderRef: r.ProviderRef,
		RedirectURL: r.RedirectURL, Status: Status(r.Status), Amount: catalog.Money(r.Amount), Attempt: r.Attempt,
		GivenUp: r.GivenUp, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

// started is a started payment as Start answers it: with its offline
// instructions.
func (s *service) started(ctx context.Context, r row) (Payment, error) {
	p := s.payment(r)
	if r.ProviderRef == "" {
		return p, nil
	}
	var err error
	p.Instructions, err = s.Instructions(ctx, r.Method, r.ProviderRef, p.Amount)
	return p, err
}

func (s *service) Create(ctx context.Context, in Input) (Payment, error) {
	prov, ok := s.registry.Provider(in.Method)
	if !ok {
		return Payment{}, apperr.New(apperr.Invalid, "payment.method").OnField("payment_method")
	}
	if a, ok := prov.(Availability); ok {
		available, err := a.Available(ctx)
		if err != nil {
			return Payment{}, fmt.Errorf("payment: is %s available: %w", in.Method, err)
		}
		if !available {
			return Payment{}, apperr.New(apperr.Invalid, "payment.unavailable").OnField("payment_method")
		}
	}
	token, err := secret.NewToken()
	if err != nil {
		return Payment{}, err
	}
	now := s.now().UTC()
	r := row{OrderID: in.OrderID, Method: in.Method, Token: token, Status: string(Open), Amount: int64(in.Amount), CreatedAt: now, UpdatedAt: now}
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		return tx.Get(ctx, &r.ID, `INSERT INTO payment (order_id, method, token, status, amount, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.OrderID, r.Method, r.Token, r.Status, r.Amount, now, now)
	})
	if err != nil {
		return Payment{}, fmt.Errorf("payment: create for order %d: %w", in.OrderID, err)
	}
	return s.payment(r), nil
}

func (s *service) get(ctx context.Context, h db.Handle, lock bool, where string, args ...any) (row, error) {
	var r row
	get := h.Get
	if lock {
		get = h.GetForUpdate
	}
	err := get(ctx, &r, `SELECT `+columns+` FROM payment WHERE `+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, notFound()
	}
	if err != nil {
		return row{}, fmt.Errorf("payment: read: %w", err)
	}
	return r, nil
}

// ReturnURL is where a hosted page sends the customer back to: the
// storefront's transaction page, which processes the token. route is the
// method's gateway ("mollie") or the method's code.
func (s *service) ReturnURL(p Payment, locale i18n.Locale) string {
	return s.returnURL(locale, s.registry.route(p.Method), p.Token)
}

func (s *service) ResumeURL(p Payment, locale i18n.Locale) string {
	return s.ReturnURL(p, locale) + "&resume=1"
}

func (s *service) returnURL(locale i18n.Locale, route, token string) string {
	return s.baseURL + "/" + string(locale) + "/checkout/transaction/" + url.PathEscape(route) + "/process?payment_token=" + url.QueryEscape(token)
}

// WebhookPath is where notifications for a route (a gateway's name or a
// method's code) arrive.
func WebhookPath(route string) string { return "/api/payment/" + url.PathEscape(route) + "/webhook" }

// idempotencyKey names an attempt of a payment's creation for its
// provider: derived from the token (which it does not reveal) and the
// attempt, so every Start of one attempt sends the same key, and no two
// attempts nor two payments of any shop share one.
func idempotencyKey(token string, attempt int) string {
	in := "paddock payment create\x00" + token
	if attempt > 0 { // the first attempt keeps the key it always had
		in += "\x00" + strconv.Itoa(attempt)
	}
	sum := sha256.Sum256([]byte(in))
	return "paddock-" + hex.EncodeToString(sum[:16])
}

func (s *service) Start(ctx context.Context, paymentID int64, in StartInput) (Payment, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return Payment{}, err
	}
	if r.ProviderRef != "" {
		return s.started(ctx, r)
	}
	prov, ok := s.registry.Provider(r.Method)
	if !ok {
		return Payment{}, apperr.New(apperr.Unavailable, "payment.unavailable")
	}
	m := i18n.Messages()
	route := s.registry.route(r.Method)
	created, err := prov.Create(ctx, Request{
		OrderNumber: in.OrderNumber, Description: m.T(in.Locale, "payment.description", "number", in.OrderNumber),
		Amount: catalog.Money(r.Amount), Locale: in.Locale, Email: in.Email,
		ReturnURL: s.returnURL(in.Locale, route, r.Token), WebhookURL: s.baseURL + WebhookPath(route),
		Lines: in.Lines, BillingAddress: in.BillingAddress, ShippingAddress: in.ShippingAddress,
		IdempotencyKey: idempotencyKey(r.Token, r.Attempt),
	})
	if err != nil {
		return Payment{}, fmt.Errorf("payment: start %d with %s: %w", paymentID, r.Method, err)
	}
	// Two starts at once: the first to write keeps its payment; the
	// other's is never used and expires at the provider.
	now := s.now().UTC()
	if _, err := s.db.Write().Exec(ctx, `UPDATE payment SET provider_ref = ?, redirect_url = ?, updated_at = ? WHERE id = ? AND provider_ref = ''`,
		created.Ref, created.RedirectURL, now, paymentID); err != nil {
		return Payment{}, fmt.Errorf("payment: keep start of %d: %w", paymentID, err)
	}
	r, err = s.get(ctx, s.db.Write(), false, `id = ?`, paymentID)
	if err != nil {
		return Payment{}, err
	}
	return s.started(ctx, r)
}

func (s *service) Retry(ctx context.Context, paymentID int64) (Payment, error) {
	var r row
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		var err error
		if r, err = s.get(ctx, tx, true, `id = ?`, paymentID); err != nil {
			return err
		}
		switch st := Status(r.Status); {
		case st.Succeeded():
			return apperr.New(apperr.Conflict, "payment.retry.paid")
		case !st.Unsuccessful():
			return nil // still open: the attempt there is the one to finish
		}
		now := s.now().UTC()
		if _, err := tx.Exec(ctx, `INSERT INTO payment_attempt (payment_id, attempt, provider_ref, status, created_at) VALUES (?, ?, ?, ?, ?)`,
			r.ID, r.Attempt, r.ProviderRef, r.Status, now); err != nil {
			return fmt.Errorf("payment: keep attempt %d of %d: %w", r.Attempt, r.ID, err)
		}
		r.Attempt++
		r.ProviderRef, r.RedirectURL, r.Status, r.UpdatedAt = "", "", string(Open), now
		if _, err := tx.Exec(ctx, `UPDATE payment SET attempt = ?, provider_ref = '', redirect_url = '', status = ?, given_up = FALSE, updated_at = ? WHERE id = ?`,
			r.Attempt, r.Status, now, r.ID); err != nil {
			return fmt.Errorf("payment: retry %d: %w", r.ID, err)
		}
		return nil
	})
	if err != nil {
		return Payment{}, err
	}
	return s.payment(r), nil
}

func (s *service) Cancel(ctx context.Context, paymentID int64) (Status, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return "", err
	}
	if r.ProviderRef == "" || Status(r.Status).Final() {
		return Status(r.Status), nil
	}
	prov, ok := s.registry.Provider(r.Method)
	if !ok {
		return "", apperr.New(apperr.Unavailable, "payment.unavailable")
	}
	c, ok := prov.(Canceler)
	if !ok {
		return Status(r.Status), nil
	}
	// Marked before the provider is asked, so whoever reads the canceled
	// status next (a webhook's job, a second request) knows it for the
	// customer's choice.
	if err := s.markGivenUp(ctx, paymentID, true); err != nil {
		return "", err
	}
	st, err := c.Cancel(ctx, r.ProviderRef)
	if err != nil || !st.Final() {
		// The provider keeps it open (or could not be asked): it may still
		// be paid, and a failure then is news to the customer.
		if uerr := s.markGivenUp(ctx, paymentID, false); uerr != nil {
			return "", errors.Join(err, uerr)
		}
	}
	if err != nil {
		return "", fmt.Errorf("payment: cancel %d at %s: %w", paymentID, r.Method, err)
	}
	return st, nil
}

func (s *service) markGivenUp(ctx context.Context, paymentID int64, givenUp bool) error {
	if _, err := s.db.Write().Exec(ctx, `UPDATE payment SET given_up = ? WHERE id = ?`, givenUp, paymentID); err != nil {
		return fmt.Errorf("payment: mark %d given up: %w", paymentID, err)
	}
	return nil
}

func (s *service) ByToken(ctx context.Context, token string) (Payment, error) {
	if len(token) != tokenLength {
		return Payment{}, notFound()
	}
	r, err := s.get(ctx, s.db.Read(), false, `token = ?`, token)
	if err != nil {
		return Payment{}, err
	}
	return s.payment(r), nil
}

func (s *service) Unsettled(ctx context.Context, before time.Time, limit int) ([]Payment, error) {
	var hosted []string
	for _, p := range s.registry.order {
		if p.Kind() == Hosted {
			hosted = append(hosted, p.Code())
		}
	}
	if len(hosted) == 0 {
		return nil, nil
	}
	var rows []row
	args := append(db.Args(hosted), string(Open), string(Pending), before.UTC(), limit)
	if err := s.db.Read().Select(ctx, &rows, `SELECT `+columns+` FROM payment WHERE method IN (`+db.InList(len(hosted))+`)
		AND status IN (?, ?) AND created_at < ? ORDER BY created_at, id LIMIT ?`, args...); err != nil {
		return nil, fmt.Errorf("payment: unsettled: %w", err)
	}
	out := make([]Payment, len(rows))
	for i, r := range rows {
		out[i] = s.payment(r)
	}
	return out, nil
}

func (s *service) ByOrder(ctx context.Context, orderID int64) (Payment, error) {
	r, err := s.get(ctx, s.db.Read(), false, `order_id = ?`, orderID)
	if err != nil {
		return Payment{}, err
	}
	return s.payment(r), nil
}

// Notify takes a notification for a route: a gateway's name ("mollie")
// or a method's code.
func (s *service) Notify(ctx context.Context, route, ref string) error {
	if ref == "" || len(ref) > 200 {
		return notFound()
	}
	codes, _, ok := s.registry.routed(route)
	if !ok {
		return notFound()
	}
	return s.db.InTx(ctx, func(tx db.Handle) error {
		r, err := s.get(ctx, tx, false, `method IN (`+db.InList(len(codes))+`) AND provider_ref = ?`, append(db.Args(codes), ref)...)
		if err != nil {
			return err
		}
		return s.queue.Enqueue(ctx, tx, StatusJobKind, strconv.FormatInt(r.ID, 10), StatusJob{PaymentID: r.ID}, time.Time{})
	})
}

func (s *service) NotifyRequest(ctx context.Context, route string, r *http.Request) error {
	_, prov, ok := s.registry.routed(route)
	if !ok {
		return notFound()
	}
	if s.limiter != nil {
		d, err := s.limiter.Allow(ctx, WebhooksPerClient, ratelimit.IPKey(ratelimit.ClientFrom(ctx).IP))
		if err != nil {
			return apperr.Wrap(err, "payment: webhook limit")
		}
		if err := d.Err("payment.notificationsTooMany"); err != nil {
			return err
		}
	}
	ref, err := prov.Notification(r)
	if err != nil {
		return apperr.New(apperr.Invalid, "payment.notification")
	}
	err = s.Notify(ctx, route, ref)
	if _, gateway := s.registry.gateways[route]; gateway && apperr.KindOf(err) == apperr.NotFound {
		// Mollie wants 200 for an id the shop does not know (a payment of
		// another shop on the account, a test delivery), or it retries.
		return nil
	}
	return err
}

func (s *service) ProviderStatus(ctx context.Context, paymentID int64) (Status, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return "", err
	}
	if r.ProviderRef == "" {
		return Open, nil
	}
	if st := Status(r.Status); st.Final() {
		return st, nil // replayed notifications of a settled payment cost the provider nothing
	}
	prov, ok := s.registry.Provider(r.Method)
	if !ok {
		return Status(r.Status), nil // a method switched off since: nothing new to learn
	}
	if prov.Kind() == Offline {
		return Status(r.Status), nil // what the shop recorded is all there is to know
	}
	st, err := prov.Status(ctx, r.ProviderRef)
	if err != nil {
		return "", fmt.Errorf("payment: status of %d from %s: %w", paymentID, r.Method, err)
	}
	if !st.Valid() {
		return "", fmt.Errorf("payment: %s answered the unknown status %q", r.Method, st)
	}
	return st, nil
}

// refundKeyLength bounds a refund's idempotency key.
const refundKeyLength = 100

// refunder is a paid payment's provider that can refund it.
func (s *service) refunder(ctx context.Context, paymentID int64) (row, Refunder, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return row{}, nil, err
	}
	prov, ok := s.registry.Provider(r.Method)
	if !ok {
		return row{}, nil, apperr.New(apperr.Invalid, "payment.refund.unsupported")
	}
	ref, ok := prov.(Refunder)
	if !ok || r.ProviderRef == "" {
		return row{}, nil, apperr.New(apperr.Invalid, "payment.refund.unsupported")
	}
	return r, ref, nil
}

func (s *service) Refund(ctx context.Context, paymentID int64, in RefundInput) (ProviderRefund, error) {
	if in.IdempotencyKey == "" || len(in.IdempotencyKey) > refundKeyLength {
		return ProviderRefund{}, fmt.Errorf("payment: refund of %d: an idempotency key of 1 to %d characters is needed", paymentID, refundKeyLength)
	}
	r, prov, err := s.refunder(ctx, paymentID)
	if err != nil {
		return ProviderRefund{}, err
	}
	if Status(r.Status) != Paid {
		return ProviderRefund{}, apperr.New(apperr.Conflict, "payment.refund.notPaid")
	}
	if in.Amount <= 0 || int64(in.Amount) > r.Amount {
		return ProviderRefund{}, apperr.New(apperr.Invalid, "payment.refund.amount").OnField("amount")
	}
	out, err := prov.Refund(ctx, r.ProviderRef, RefundRequest(in))
	if err != nil {
		return ProviderRefund{}, fmt.Errorf("payment: refund of %d with %s: %w", paymentID, r.Method, err)
	}
	if out.Ref == "" || !out.Status.Valid() {
		return ProviderRefund{}, fmt.Errorf("payment: %s answered the refund %q with the unknown status %q", r.Method, out.Ref, out.Status)
	}
	return out, nil
}

func (s *service) RefundStatus(ctx context.Context, paymentID int64, refundRef string) (RefundStatus, error) {
	r, prov, err := s.refunder(ctx, paymentID)
	if err != nil {
		return "", err
	}
	if refundRef == "" || len(refundRef) > 200 {
		return "", apperr.New(apperr.NotFound, "payment.refund.notFound")
	}
	st, err := prov.RefundStatus(ctx, r.ProviderRef, refundRef)
	if err != nil {
		return "", fmt.Errorf("payment: refund %s of %d from %s: %w", refundRef, paymentID, r.Method, err)
	}
	if !st.Valid() {
		return "", fmt.Errorf("payment: %s answered the unknown refund status %q", r.Method, st)
	}
	return st, nil
}

func (s *service) Record(ctx context.Context, paymentID int64, status Status) (Payment, Payment, bool, error) {
	if !status.Valid() {
		return Payment{}, Payment{}, false, fmt.Errorf("payment: record the unknown status %q", status)
	}
	var before, after row
	changed := false
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		changed = false // a run again after an abort starts afresh
		var err error
		if before, err = s.get(ctx, tx, true, `id = ?`, paymentID); err != nil {
			return err
		}
		after = before
		if Status(before.Status) == status {
			return nil
		}
		after.Status, after.UpdatedAt = string(status), s.now().UTC()
		if _, err := tx.Exec(ctx, `UPDATE payment SET status = ?, updated_at = ? WHERE id = ?`, after.Status, after.UpdatedAt, paymentID); err != nil {
			return fmt.Errorf("payment: record %s for %d: %w", status, paymentID, err)
		}
		changed = true
		return nil
	})
	if err != nil {
		return Payment{}, Payment{}, false, err
	}
	return s.payment(before), s.payment(after), changed, nil
}
