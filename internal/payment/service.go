package payment

import (
	"context"
	"database/sql"
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
	"paddock/internal/platform/secret"
)

// Registry holds the enabled providers in the order the checkout offers
// them.
type Registry struct {
	order []Provider
	by    map[string]Provider
	test  map[string]bool
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{by: map[string]Provider{}, test: map[string]bool{}} }

// Add enables a provider; a second provider of the same code replaces
// the first.
func (r *Registry) Add(p Provider) *Registry { return r.add(p, false) }

// AddTest enables a provider that takes no money, labelled as a test.
func (r *Registry) AddTest(p Provider) *Registry { return r.add(p, true) }

func (r *Registry) add(p Provider, test bool) *Registry {
	if _, ok := r.by[p.Code()]; !ok {
		r.order = append(r.order, p)
	} else {
		for i, have := range r.order {
			if have.Code() == p.Code() {
				r.order[i] = p
			}
		}
	}
	r.by[p.Code()] = p
	r.test[p.Code()] = test
	return r
}

// Provider is the enabled provider of a code.
func (r *Registry) Provider(code string) (Provider, bool) {
	p, ok := r.by[code]
	return p, ok
}

// Queue enqueues jobs in a transaction (jobs.Queue).
type Queue interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
}

// Options configure the service.
type Options struct {
	// BaseURL is the shop's public address, for return and webhook URLs.
	BaseURL string
	Now     func() time.Time
}

type service struct {
	db       *db.DB
	registry *Registry
	queue    Queue
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
	return &service{db: d, registry: registry, queue: queue, baseURL: opts.BaseURL, now: opts.Now}, nil
}

// tokenLength is the length of a payment token (secret.NewToken).
const tokenLength = 43

func notFound() error { return apperr.New(apperr.NotFound, "payment.notFound") }

func (s *service) method(p Provider, locale i18n.Locale) Method {
	return Method{Code: p.Code(), Title: p.Title(locale), Kind: p.Kind(), Test: s.registry.test[p.Code()]}
}

func (s *service) Methods(locale i18n.Locale) []Method {
	out := make([]Method, 0, len(s.registry.order))
	for _, p := range s.registry.order {
		out = append(out, s.method(p, locale))
	}
	return out
}

func (s *service) Method(code string, locale i18n.Locale) (Method, bool) {
	p, ok := s.registry.Provider(code)
	if !ok {
		return Method{}, false
	}
	return s.method(p, locale), true
}

func (s *service) Instructions(method, orderNumber string, amount catalog.Money) *Instructions {
	prov, ok := s.registry.Provider(method)
	if !ok {
		return nil
	}
	off, ok := prov.(Offliner)
	if !ok {
		return nil
	}
	in := off.Instructions(orderNumber, amount)
	return &in
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
	CreatedAt   time.Time `db:"created_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

const columns = `id, order_id, method, token, provider_ref, redirect_url, status, amount, created_at, updated_at`

func (s *service) payment(r row) Payment {
	p := Payment{ID: r.ID, OrderID: r.OrderID, Method: r.Method, Token: r.Token, ProviderRef: r.ProviderRef,
		RedirectURL: r.RedirectURL, Status: Status(r.Status), Amount: catalog.Money(r.Amount),
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	if r.ProviderRef != "" {
		p.Instructions = s.Instructions(r.Method, r.ProviderRef, p.Amount)
	}
	return p
}

func (s *service) Create(ctx context.Context, in Input) (Payment, error) {
	if _, ok := s.registry.Provider(in.Method); !ok {
		return Payment{}, apperr.New(apperr.Invalid, "payment.method").OnField("payment_method")
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
// storefront's transaction page, which processes the token.
func (s *service) returnURL(locale i18n.Locale, method, token string) string {
	return s.baseURL + "/" + string(locale) + "/checkout/transaction/" + url.PathEscape(method) + "/process?payment_token=" + url.QueryEscape(token)
}

// WebhookPath is where a provider's notifications for method arrive.
func WebhookPath(method string) string { return "/api/payment/" + url.PathEscape(method) + "/webhook" }

func (s *service) Start(ctx context.Context, paymentID int64, in StartInput) (Payment, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return Payment{}, err
	}
	if r.ProviderRef != "" {
		return s.payment(r), nil
	}
	prov, ok := s.registry.Provider(r.Method)
	if !ok {
		return Payment{}, apperr.New(apperr.Unavailable, "payment.unavailable")
	}
	m := i18n.Messages()
	created, err := prov.Create(ctx, Request{
		OrderNumber: in.OrderNumber, Description: m.T(in.Locale, "payment.description", "number", in.OrderNumber),
		Amount: catalog.Money(r.Amount), Locale: in.Locale, Email: in.Email,
		ReturnURL: s.returnURL(in.Locale, r.Method, r.Token), WebhookURL: s.baseURL + WebhookPath(r.Method),
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
	return s.payment(r), nil
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

func (s *service) Notify(ctx context.Context, method, ref string) error {
	if ref == "" || len(ref) > 200 {
		return notFound()
	}
	return s.db.InTx(ctx, func(tx db.Handle) error {
		r, err := s.get(ctx, tx, false, `method = ? AND provider_ref = ?`, method, ref)
		if err != nil {
			return err
		}
		return s.queue.Enqueue(ctx, tx, StatusJobKind, strconv.FormatInt(r.ID, 10), StatusJob{PaymentID: r.ID}, time.Time{})
	})
}

func (s *service) NotifyRequest(ctx context.Context, method string, r *http.Request) error {
	prov, ok := s.registry.Provider(method)
	if !ok {
		return notFound()
	}
	ref, err := prov.Notification(r)
	if err != nil {
		return apperr.New(apperr.Invalid, "payment.notification")
	}
	return s.Notify(ctx, method, ref)
}

func (s *service) ProviderStatus(ctx context.Context, paymentID int64) (Status, error) {
	r, err := s.get(ctx, s.db.Read(), false, `id = ?`, paymentID)
	if err != nil {
		return "", err
	}
	if r.ProviderRef == "" {
		return Open, nil
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

func (s *service) Record(ctx context.Context, paymentID int64, status Status) (Payment, Payment, bool, error) {
	if !status.Valid() {
		return Payment{}, Payment{}, false, fmt.Errorf("payment: record the unknown status %q", status)
	}
	var before, after row
	changed := false
	err := s.db.InTx(ctx, func(tx db.Handle) error {
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
