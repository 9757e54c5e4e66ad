// Package testpay is the shop's built-in test payment provider: a hosted
// page of its own under /payment/test/{id} (server-rendered, in German,
// English or French, clearly labelled as a test payment that takes no
// money) where whoever pays picks the outcome: paid, failed, canceled,
// open or expired. It behaves as a real hosted provider does: the
// checkout sends the customer to the page, the page notifies the shop
// (payment.Service.Notify, through the jobs outbox) and sends the customer
// back to the return URL, and the shop then asks the provider for the
// status. Its payments live in payment_test_transaction, so several
// instances share them. It refunds too (payment.Refunder): a refund is
// paid out at once and kept in payment_test_refund, so the demo can show
// refunds end to end. It is enabled by default only in developer and
// local demo configurations (config.Config.PaymentTest).
package testpay

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

// Code is the method's code.
const Code = "paddock_test"

// Path is where the hosted pages live.
const Path = "/payment/test/"

// Outcomes are the statuses the page offers, in its order.
var Outcomes = []payment.Status{payment.Paid, payment.Failed, payment.Canceled, payment.Open, payment.Expired}

// Provider is the test provider on d.
type Provider struct {
	db      *db.DB
	baseURL string
	now     func() time.Time
}

// New returns the test provider; its pages are at baseURL + Path.
func New(d *db.DB, baseURL string, now func() time.Time) *Provider {
	if now == nil {
		now = time.Now
	}
	return &Provider{db: d, baseURL: baseURL, now: now}
}

// Code implements payment.Provider.
func (p *Provider) Code() string { return Code }

// Title implements payment.Provider.
func (p *Provider) Title(l i18n.Locale) string { return i18n.Messages().T(l, "payment.test.title") }

// Kind implements payment.Provider.
func (p *Provider) Kind() payment.Kind { return payment.Hosted }

// transaction is a row of payment_test_transaction.
type transaction struct {
	ID          string    `db:"id"`
	Amount      int64     `db:"amount"`
	Description string    `db:"description"`
	Locale      string    `db:"locale"`
	ReturnURL   string    `db:"return_url"`
	Status      string    `db:"status"`
	CreatedAt   time.Time `db:"created_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

// newID is a payment id like Mollie's: tr_ and 20 hex digits.
func newID() (string, error) {
	var b [10]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("testpay: random id: %w", err)
	}
	return "tr_" + hex.EncodeToString(b[:]), nil
}

// Create implements payment.Provider.
func (p *Provider) Create(ctx context.Context, r payment.Request) (payment.Created, error) {
	id, err := newID()
	if err != nil {
		return payment.Created{}, err
	}
	now := p.now().UTC()
	if _, err := p.db.Write().Exec(ctx, `INSERT INTO payment_test_transaction (id, amount, description, locale, return_url, status, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, int64(r.Amount), r.Description, string(r.Locale), r.ReturnURL, string(payment.Open), now, now); err != nil {
		return payment.Created{}, fmt.Errorf("testpay: create: %w", err)
	}
	return payment.Created{Ref: id, RedirectURL: p.baseURL + Path + id, Status: payment.Open}, nil
}

func (p *Provider) get(ctx context.Context, id string) (transaction, error) {
	var t transaction
	err := p.db.Read().Get(ctx, &t, `SELECT id, amount, description, locale, return_url, status, created_at, updated_at
		FROM payment_test_transaction WHERE id = ?`, id)
	return t, err
}

// Lifetime is how long a test payment stays open: after it, an open one
// is expired, as a real provider lets an abandoned payment expire.
const Lifetime = time.Hour

// Status implements payment.Provider. An open payment past Lifetime
// expires.
func (p *Provider) Status(ctx context.Context, ref string) (payment.Status, error) {
	t, err := p.get(ctx, ref)
	if err != nil {
		return "", fmt.Errorf("testpay: status of %s: %w", ref, err)
	}
	if payment.Status(t.Status) == payment.Open && p.now().After(t.CreatedAt.Add(Lifetime)) {
		if _, err := p.Decide(ctx, ref, payment.Expired); err != nil {
			return "", err
		}
		return p.Status(ctx, ref)
	}
	return payment.Status(t.Status), nil
}

// Notification implements payment.Provider: Mollie-style, a form with
// the payment's id.
func (p *Provider) Notification(r *http.Request) (string, error) {
	id := r.PostFormValue("id")
	if !strings.HasPrefix(id, "tr_") || len(id) != 23 {
		return "", errors.New("testpay: no payment id")
	}
	return id, nil
}

// Decide sets a payment's outcome while it is open, as the hosted page
// does; it reports false when the payment had an outcome already.
func (p *Provider) Decide(ctx context.Context, id string, status payment.Status) (bool, error) {
	res, err := p.db.Write().Exec(ctx, `UPDATE payment_test_transaction SET status = ?, updated_at = ? WHERE id = ? AND status = ?`,
		string(status), p.now().UTC(), id, string(payment.Open))
	if err != nil {
		return false, fmt.Errorf("testpay: decide %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Cancel implements payment.Canceler: an open test payment is cancelled,
// as Mollie cancels a cancelable one; one decided already keeps its
// outcome.
func (p *Provider) Cancel(ctx context.Context, ref string) (payment.Status, error) {
	if _, err := p.Decide(ctx, ref, payment.Canceled); err != nil {
		return "", err
	}
	return p.Status(ctx, ref)
}

// Notifier tells the shop that a payment changed (payment.Service.Notify
// for this method).
type Notifier func(ctx context.Context, ref string) error

// pageCSP allows the page's own inline style and its form, nothing else.
const pageCSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// Handler serves the hosted pages: GET shows a payment with its outcomes,
// POST (field status) decides it, notifies the shop and sends the
// customer back to the return URL. Cross-site POSTs are refused.
func (p *Provider) Handler(notify Notifier, logger *slog.Logger) http.Handler {
	cop := http.NewCrossOriginProtection()
	return cop.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", pageCSP)
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Referrer-Policy", "no-referrer")
		id := strings.TrimPrefix(r.URL.Path, Path)
		t, err := p.get(r.Context(), id)
		if errors.Is(err, sql.ErrNoRows) || len(id) != 23 {
			http.NotFound(w, r)
			return
		}
		if err != nil {
			logger.ErrorContext(r.Context(), "testpay: read", "error", err)
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		}
		locale, ok := i18n.Parse(r.URL.Query().Get("lang"))
		if !ok {
			locale, _ = i18n.Parse(t.Locale)
		}
		switch r.Method {
		case http.MethodGet, http.MethodHead:
			p.render(w, t, locale)
		case http.MethodPost:
			status := payment.Status(r.PostFormValue("status"))
			known := false
			for _, o := range Outcomes {
				known = known || o == status
			}
			if !known {
				http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
				return
			}
			if status != payment.Open {
				if _, err := p.Decide(r.Context(), id, status); err != nil {
					logger.ErrorContext(r.Context(), "testpay: decide", "error", err)
					http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
					return
				}
				if err := notify(r.Context(), id); err != nil {
					logger.ErrorContext(r.Context(), "testpay: notify", "error", err)
				}
			}
			http.Redirect(w, r, t.ReturnURL, http.StatusSeeOther)
		default:
			w.Header().Set("Allow", "GET, HEAD, POST")
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		}
	}))
}

type pageData struct {
	Lang, Title, Label, Intro, Description, AmountLabel, Amount, StatusLabel, Status, Choose, Submit, Done, Back string
	Open                                                                                                         bool
	Outcomes                                                                                                     []outcome
	ReturnURL                                                                                                    template.URL
}

type outcome struct {
	Value, Label string
	Checked      bool
}

var page = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#1f2a1f}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
.label{display:inline-block;background:#8a1c1c;color:#fff;font-weight:700;padding:.25rem .6rem;border-radius:.25rem;letter-spacing:.05em}
fieldset{border:1px solid #ccc;border-radius:.25rem;margin:1rem 0}label{display:block;padding:.4rem 0;font-size:1.05rem}
button,a.button{font:inherit;background:#1f4d2b;color:#fff;border:0;border-radius:.25rem;padding:.6rem 1.2rem;cursor:pointer;text-decoration:none;display:inline-block}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #c98a00;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}
</style></head>
<body><main>
<p class="label" role="note">{{.Label}}</p>
<h1>{{.Title}}</h1>
<p>{{.Intro}}</p>
<dl><dt>{{.AmountLabel}}</dt><dd>{{.Amount}}</dd><dt>{{.StatusLabel}}</dt><dd>{{.Status}}</dd></dl>
<p>{{.Description}}</p>
{{if .Open}}<form method="post">
<fieldset><legend>{{.Choose}}</legend>
{{range .Outcomes}}<label><input type="radio" name="status" value="{{.Value}}"{{if .Checked}} checked{{end}}> {{.Label}}</label>
{{end}}</fieldset>
<button type="submit">{{.Submit}}</button>
</form>{{else}}<p>{{.Done}}</p><p><a class="button" href="{{.ReturnURL}}">{{.Back}}</a></p>{{end}}
</main></body></html>
`))

func (p *Provider) render(w http.ResponseWriter, t transaction, l i18n.Locale) {
	m := i18n.Messages()
	d := pageData{
		Lang: string(l), Title: m.T(l, "payment.test.page.title"), Label: m.T(l, "payment.test.page.label"),
		Intro: m.T(l, "payment.test.page.intro"), Description: t.Description,
		AmountLabel: m.T(l, "payment.test.page.amount"), Amount: money.Format(t.Amount, l),
		StatusLabel: m.T(l, "payment.test.page.status"), Status: m.T(l, "payment.status."+t.Status),
		Choose: m.T(l, "payment.test.page.choose"), Submit: m.T(l, "payment.test.page.submit"),
		Done: m.T(l, "payment.test.page.done"), Back: m.T(l, "payment.test.page.back"),
		Open: t.Status == string(payment.Open), ReturnURL: template.URL(t.ReturnURL),
	}
	for i, o := range Outcomes {
		d.Outcomes = append(d.Outcomes, outcome{Value: string(o), Label: m.T(l, "payment.status."+string(o)), Checked: i == 0})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := page.Execute(w, d); err != nil {
		slog.Default().Error("testpay: render", "error", err)
	}
}

// Refund implements payment.Refunder: the test provider pays a refund out
// at once (status refunded), up to what its paid payment has left; the
// same idempotency key again answers the refund it made.
func (p *Provider) Refund(ctx context.Context, ref string, r payment.RefundRequest) (payment.ProviderRefund, error) {
	var out payment.ProviderRefund
	err := p.db.InTx(ctx, func(tx db.Handle) error {
		var have struct {
			ID     string `db:"id"`
			Status string `db:"status"`
		}
		err := tx.Get(ctx, &have, `SELECT id, status FROM payment_test_refund WHERE idempotency_key = ?`, r.IdempotencyKey)
		if err == nil {
			out = payment.ProviderRefund{Ref: have.ID, Status: payment.RefundStatus(have.Status)}
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("testpay: refund of %s: %w", ref, err)
		}
		var t transaction
		if err := tx.GetForUpdate(ctx, &t, `SELECT id, amount, description, locale, return_url, status, created_at, updated_at
			FROM payment_test_transaction WHERE id = ?`, ref); errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "payment.notFound")
		} else if err != nil {
			return fmt.Errorf("testpay: refund of %s: %w", ref, err)
		}
		var refunded int64
		if err := tx.Get(ctx, &refunded, `SELECT COALESCE(SUM(amount), 0) FROM payment_test_refund WHERE transaction_id = ? AND status NOT IN (?, ?)`,
			ref, string(payment.RefundFailed), string(payment.RefundCanceled)); err != nil {
			return fmt.Errorf("testpay: refunds of %s: %w", ref, err)
		}
		if payment.Status(t.Status) != payment.Paid || r.Amount <= 0 || int64(r.Amount) > t.Amount-refunded {
			return apperr.New(apperr.Invalid, "payment.provider.refused")
		}
		id, err := newID()
		if err != nil {
			return err
		}
		id = "re_" + strings.TrimPrefix(id, "tr_")
		if _, err := tx.Exec(ctx, `INSERT INTO payment_test_refund (id, transaction_id, amount, description, status, idempotency_key, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, ref, int64(r.Amount), r.Description, string(payment.RefundRefunded), r.IdempotencyKey, p.now().UTC()); err != nil {
			return fmt.Errorf("testpay: refund of %s: %w", ref, err)
		}
		out = payment.ProviderRefund{Ref: id, Status: payment.RefundRefunded}
		return nil
	})
	return out, err
}

// RefundStatus implements payment.Refunder.
func (p *Provider) RefundStatus(ctx context.Context, ref, refundRef string) (payment.RefundStatus, error) {
	var st string
	err := p.db.Read().Get(ctx, &st, `SELECT status FROM payment_test_refund WHERE id = ? AND transaction_id = ?`, refundRef, ref)
	if errors.Is(err, sql.ErrNoRows) {
		return "", apperr.New(apperr.NotFound, "payment.refund.notFound")
	}
	if err != nil {
		return "", fmt.Errorf("testpay: refund %s: %w", refundRef, err)
	}
	return payment.RefundStatus(st), nil
}
