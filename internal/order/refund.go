package order

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// Refunds are money the shop owes a customer back, from the moment it is
// decided until it is paid. Whatever decides it (staff's refund, a
// cancellation, a return) writes it in its own transaction, under the
// order's row lock: its amount taken from what the order charged (the
// order's ledger, ledger.go: the units of items returned, the shipping,
// an amount spread over what is left, or all that is left), checked
// against the payment less what other refunds took or hold, kept as a
// sales_refund row (state owed) with its parts and an idempotency key,
// and, for a provider's refund, a RefundPayJobKind job. After the commit
// the caller asks the provider at once (pay), and the job does so again
// should the process have stopped before; an attempt claims the refund
// for a lease first, so attempts at once ask the provider once, and the
// key makes a repeated request answer the same refund. A provider that
// cannot be reached, or answers 429, leaves the refund owed with the
// attempt counted and its error kept, asked again with backoff (the job,
// then SyncRefunds). A provider's refusal, or a refund it later reports
// failed or canceled, leaves it failed: still owed, for staff to retry
// (RetryRefund, with a new key), record paid by other means
// (RecordRefundPaid) or drop (CancelRefund). A refund by bank transfer
// (the order was paid so) is owed until staff record that they made the
// transfer. Once paid out, the refund gets its credit note
// (Rechnungskorrektur of the invoice, its own sequence) made from its
// parts, the customer a mail with it, and the order the history entry; an
// order refunded in full is closed.

// RefundInput asks for money back on an order.
type RefundInput struct {
	// Number is the order's number.
	Number string
	// Amount is what to give back, gross in cents, spread over what is
	// left of everything the order charged; 0 gives back all that is
	// left, or with Items or Shipping what they are worth.
	Amount catalog.Money
	// Items are units of the order's items given back (a return): each
	// worth its units' share of what is left of its line, the last units
	// of a line all of what is left of it.
	Items []RefundItem
	// Shipping gives back all that is left of what the order charged for
	// shipping (with a return of everything, §357 (2) BGB).
	Shipping bool
	// Reason is why, in the staff's (or the return's) words: printed on
	// the credit note, at most MaxRefundReason characters.
	Reason string
}

// RefundItem is units of an order's item given back.
type RefundItem struct {
	ItemID int64
	Units  int
}

// MaxRefundReason bounds a refund's reason, in characters.
const MaxRefundReason = 300

// RefundState is how far money owed back has come.
type RefundState string

// The states of a refund.
const (
	// RefundOwed: decided, not yet accepted by the provider (its first
	// attempt under way, or asked again after an outage), or a bank
	// transfer for staff to make.
	RefundOwed RefundState = "owed"
	// RefundPaying: the provider accepted it and pays it out.
	RefundPaying RefundState = "paying"
	// RefundPaid: paid out (or staff recorded it paid).
	RefundPaid RefundState = "paid"
	// RefundFailed: the provider refused it, or reported it failed or
	// canceled; still owed, for staff to retry or record paid.
	RefundFailed RefundState = "failed"
	// RefundCanceled: not owed after all (staff dropped it); its amount
	// is free again.
	RefundCanceled RefundState = "canceled"
)

// Open reports a refund still owed: owed, paying or failed.
func (s RefundState) Open() bool { return s == RefundOwed || s == RefundPaying || s == RefundFailed }

// RefundMethod is how a refund is paid.
type RefundMethod string

// The methods.
const (
	// ByProvider: through the order's payment provider.
	ByProvider RefundMethod = "provider"
	// ByTransfer: a bank transfer staff make (an order paid by bank
	// transfer, whose method cannot refund) and record
	// (RecordRefundPaid).
	ByTransfer RefundMethod = "transfer"
)

// Refund is money owed back on an order, or given back.
type Refund struct {
	ID      int64
	OrderID int64
	// OrderNumber is the order's number (OwedRefunds fills it).
	OrderNumber string
	Amount      catalog.Money
	Reason      string
	State       RefundState
	Method      RefundMethod
	// Parts are what it gives back of each thing the order charged.
	Parts []RefundPart
	// Status is the provider's: queued until it answered, then queued,
	// pending or processing while it is paid out, refunded once the
	// money is on its way, failed or canceled when it gave nothing back.
	Status payment.RefundStatus
	// ProviderRef is the provider's refund id; empty while the provider
	// has not accepted it.
	ProviderRef string
	// Attempts is how often the provider was asked; LastError what went
	// wrong last (empty once accepted); NextAttemptAt when an owed refund
	// is asked again after an outage (zero: at once).
	Attempts      int
	LastError     string
	NextAttemptAt time.Time
	// CreditNote is the refund's credit note, once paid.
	CreditNote *Document
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// ShippingAmount is what the refund gives back of the shipping.
func (r Refund) ShippingAmount() catalog.Money {
	var sum catalog.Money
	for _, p := range r.Parts {
		if p.Shipping {
			sum += p.Amount
		}
	}
	return sum
}

// RefundSyncJobKind is the periodic job that runs SyncRefunds.
const RefundSyncJobKind = "order.refunds"

// RefundSyncEvery is how often open refunds are asked about.
const RefundSyncEvery = 10 * time.Minute

// RefundPayJobKind is the job, enqueued with the refund it pays, that
// asks the provider for a refund owed after the deciding transaction
// committed (HandleRefundJob); the jobs queue retries it with backoff
// while the provider cannot be reached.
const RefundPayJobKind = "order.refund.pay"

// refundLease is how long an attempt holds a refund: longer than any
// provider call with its retries.
const refundLease = 5 * time.Minute

// retryAfter is how long an owed refund waits after its nth failed
// attempt to reach the provider before SyncRefunds asks again: 30
// seconds, growing with the square of the attempts, at most six hours.
func retryAfter(attempts int) time.Duration {
	return min(time.Duration(attempts*attempts)*30*time.Second, 6*time.Hour)
}

// maxLastError bounds a refund's kept error, in bytes.
const maxLastError = 500

// refundRow is a row of sales_refund.
type refundRow struct {
	ID              int64        `db:"id"`
	OrderID         int64        `db:"order_id"`
	PaymentID       int64        `db:"payment_id"`
	Amount          int64        `db:"amount"`
	Reason          string       `db:"reason"`
	Status          string       `db:"status"`
	ProviderRef     string       `db:"provider_ref"`
	RequestKey      string       `db:"request_key"`
	State           string       `db:"state"`
	Method          string       `db:"method"`
	Parts           string       `db:"parts"`
	Attempts        int          `db:"attempts"`
	LastError       string       `db:"last_error"`
	NextAttemptAt   sql.NullTime `db:"next_attempt_at"`
	AttemptingUntil sql.NullTime `db:"attempting_until"`
	CreatedAt       time.Time    `db:"created_at"`
	UpdatedAt       time.Time    `db:"updated_at"`
}

// refundColumnNames are sales_refund's columns as refundRow reads them.
var refundColumnNames = []string{"id", "order_id", "payment_id", "amount", "reason", "status", "provider_ref", "request_key", "state",
	"method", "parts", "attempts", "last_error", "next_attempt_at", "attempting_until", "created_at", "updated_at"}

// refundColumns are refundRow's columns for a SELECT.
var refundColumns = strings.Join(refundColumnNames, ", ")

func refundOf(r refundRow) Refund {
	out := Refund{ID: r.ID, OrderID: r.OrderID, Amount: catalog.Money(r.Amount), Reason: r.Reason, State: RefundState(r.State),
		Method: RefundMethod(r.Method), Status: payment.RefundStatus(r.Status), ProviderRef: r.ProviderRef, Attempts: r.Attempts,
		LastError: r.LastError, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	if r.NextAttemptAt.Valid {
		out.NextAttemptAt = r.NextAttemptAt.Time.UTC()
	}
	if r.Parts != "" {
		_ = json.Unmarshal([]byte(r.Parts), &out.Parts) // written by owe; a bad one leaves the parts out of a read
	}
	return out
}

// newRefundKey is a fresh idempotency key for asking a provider for an
// order's refund.
func newRefundKey(orderID int64) (string, error) {
	var key [12]byte
	if _, err := rand.Read(key[:]); err != nil {
		return "", fmt.Errorf("order: refund key: %w", err)
	}
	return "paddock-refund-" + strconv.FormatInt(orderID, 10) + "-" + base64.RawURLEncoding.EncodeToString(key[:]), nil
}

// refundReason is a refund's reason as kept: without formatting
// characters, trimmed, at most MaxRefundReason characters.
func refundReason(reason string) (string, error) {
	reason = strings.TrimSpace(i18n.StripFormat(reason))
	if utf8.RuneCountInString(reason) > MaxRefundReason {
		return "", apperr.New(apperr.Invalid, "order.refund.reason", "max", MaxRefundReason).OnField("reason")
	}
	return reason, nil
}

func (s *service) Refund(ctx context.Context, in RefundInput) (Refund, error) {
	reason, err := refundReason(in.Reason)
	if err != nil {
		return Refund{}, err
	}
	if in.Amount < 0 {
		return Refund{}, apperr.New(apperr.Invalid, "order.refund.amount").OnField("amount")
	}
	number := strings.TrimSpace(in.Number)
	if len(number) != NumberLength {
		return Refund{}, notFound()
	}
	var r refundRow
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		o, err := s.hold(ctx, `increment_id = ?`, number)
		if err != nil {
			return err
		}
		pay, err := s.Payments.ByOrder(ctx, o.ID)
		if err != nil {
			return err
		}
		r, err = s.owe(ctx, o, pay, in, reason)
		return err
	})
	if err != nil {
		return Refund{}, err
	}
	return s.settle(ctx, r)
}

// owe records money owed back on order o, which the caller's transaction
// holds (hold), paid by pay: what in asks for, taken from the order's
// ledger, checked against the payment less what the order's other
// refunds took or hold, kept as an owed refund with its parts, its key
// and, for a provider's refund, the job that pays it; a bank transfer's
// is noted in the order's history as owed. Nothing is asked of the
// provider here (settle does, after the commit).
func (s *service) owe(ctx context.Context, o Order, pay payment.Payment, in RefundInput, reason string) (refundRow, error) {
	if pay.Status != payment.Paid {
		return refundRow{}, apperr.New(apperr.Conflict, "order.refund.notPaid", "number", o.Number)
	}
	w := s.db.Write()
	l, rows, err := s.ledger(ctx, w, o, 0)
	if err != nil {
		return refundRow{}, err
	}
	var reserved catalog.Money
	for _, r := range rows {
		if RefundState(r.State) != RefundCanceled {
			reserved += catalog.Money(r.Amount)
		}
	}
	// The payment caps it too: it is the order's total, but an order whose
	// refunds were kept before their parts were may take a cent apart.
	limit := pay.Amount - reserved
	if limit <= 0 {
		return refundRow{}, apperr.New(apperr.Conflict, "order.refund.nothingLeft", "number", o.Number)
	}
	if len(in.Items) == 0 && !in.Shipping && in.Amount == 0 && limit < l.Left() {
		in.Amount = limit
	}
	pieces, err := l.plan(ctx, o, in)
	if err != nil {
		return refundRow{}, err
	}
	if money.Sum(pieces) > limit {
		return refundRow{}, errTooMuch(ctx, limit)
	}
	if s.Seller != nil {
		// The credit note corrects the invoice: an order paid before
		// invoices were issued gets its invoice now.
		if _, err := s.issueInvoice(ctx, o, pay); err != nil {
			return refundRow{}, err
		}
	}
	parts, err := json.Marshal(l.parts(pieces))
	if err != nil {
		return refundRow{}, fmt.Errorf("order: parts of a refund of %s: %w", o.Number, err)
	}
	key, err := newRefundKey(o.ID)
	if err != nil {
		return refundRow{}, err
	}
	now := s.now().UTC()
	r := refundRow{OrderID: o.ID, PaymentID: pay.ID, Amount: int64(money.Sum(pieces)), Reason: reason, Status: string(payment.RefundQueued),
		RequestKey: key, State: string(RefundOwed), Method: string(ByProvider), Parts: string(parts), CreatedAt: now, UpdatedAt: now}
	if o.PaymentMethod == banktransfer.Code {
		r.Method = string(ByTransfer)
	}
	if err := w.Get(ctx, &r.ID, `INSERT INTO sales_refund (order_id, payment_id, amount, reason, status, request_key, state, method, parts,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.OrderID, r.PaymentID, r.Amount, r.Reason, r.Status,
		r.RequestKey, r.State, r.Method, r.Parts, now, now); err != nil {
		return refundRow{}, fmt.Errorf("order: refund of %s: %w", o.Number, err)
	}
	if RefundMethod(r.Method) == ByTransfer {
		owed := url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}}
		return r, s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refundByTransfer", owed), CreatedAt: now})
	}
	if s.Jobs != nil {
		// Due once the deciding request's own attempt had its lease: the
		// request asks the provider right after its commit and answers
		// with the outcome; the job is for a request that died before
		// asking. Due at once, the worker (woken by the commit) took the
		// refund first and the request answered it as still owed.
		if err := s.Jobs.Enqueue(ctx, w, RefundPayJobKind, strconv.FormatInt(r.ID, 10), refundJob{RefundID: r.ID}, now.Add(refundLease)); err != nil {
			return refundRow{}, err
		}
	}
	return r, nil
}

// ledger is order o's ledger with what its refunds took or hold, read
// through h, and those refunds, oldest first; the refund except (0: none)
// is left out.
func (s *service) ledger(ctx context.Context, h db.Handle, o Order, except int64) (*orderLedger, []refundRow, error) {
	var rows []refundRow
	if err := h.Select(ctx, &rows, `SELECT `+refundColumns+` FROM sales_refund WHERE order_id = ? AND id <> ? ORDER BY id`, o.ID, except); err != nil {
		return nil, nil, fmt.Errorf("order: refunds of %s: %w", o.Number, err)
	}
	notes := map[int64]Sheet{}
	for _, r := range rows {
		if r.Parts == "" && RefundState(r.State) == RefundPaid {
			// Kept before refunds kept their parts: their credit notes say.
			docs, err := s.documentsWhere(ctx, h, `order_id = ? AND kind = ?`, o.ID, string(KindCreditNote))
			if err != nil {
				return nil, nil, err
			}
			for _, d := range docs {
				notes[d.RefundID] = d.Sheet
			}
			break
		}
	}
	l := ledgerOf(o)
	if err := l.take(rows, notes); err != nil {
		return nil, nil, err
	}
	return l, rows, nil
}

// RefundQuote is what a refund of in would give back now, without
// keeping anything: the same arithmetic as Refund. It answers Refund's
// refusals alike.
func (s *service) RefundQuote(ctx context.Context, in RefundInput) (Refund, error) {
	o, err := s.load(ctx, s.db.Read(), `increment_id = ?`, strings.TrimSpace(in.Number))
	if err != nil {
		return Refund{}, err
	}
	l, _, err := s.ledger(ctx, s.db.Read(), o, 0)
	if err != nil {
		return Refund{}, err
	}
	pieces, err := l.plan(ctx, o, in)
	if err != nil {
		return Refund{}, err
	}
	return Refund{OrderID: o.ID, OrderNumber: o.Number, Amount: money.Sum(pieces), Parts: l.parts(pieces), State: RefundOwed}, nil
}

// refundJob is RefundPayJobKind's payload.
type refundJob struct {
	RefundID int64 `json:"refund_id"`
}

// HandleRefundJob applies a RefundPayJobKind job: it asks the provider
// for the refund, unless another attempt is under way or it is no longer
// owed. A provider that cannot be reached makes the job fail, so the
// queue tries again later; a refusal is recorded on the refund (failed,
// for staff) and ends the job.
func (s *service) HandleRefundJob(ctx context.Context, payload json.RawMessage) error {
	var job refundJob
	if err := json.Unmarshal(payload, &job); err != nil || job.RefundID <= 0 {
		return fmt.Errorf("order: refund job %s: %w", payload, errors.Join(err, errors.New("no refund named")))
	}
	out, err := s.pay(ctx, job.RefundID)
	switch {
	case err == nil, apperr.KindOf(err) == apperr.NotFound && out.ID == 0:
		return nil
	case out.ID != 0 && refused(err):
		return nil
	}
	return err
}

// settle follows a refund just owed after the deciding transaction
// committed: a provider's is asked for at once (pay). Whatever the
// provider says is recorded on the refund (paid, paying, owed after an
// outage, failed on a refusal) and answered with it, not as the caller's
// error: the money is owed either way.
func (s *service) settle(ctx context.Context, r refundRow) (Refund, error) {
	if RefundMethod(r.Method) == ByTransfer {
		return refundOf(r), nil
	}
	out, err := s.pay(ctx, r.ID)
	if err != nil && out.ID != 0 {
		return out, nil
	}
	return out, err
}

// pay asks the provider for an owed refund, once at a time: it claims the
// refund for refundLease (counting the attempt), asks with the refund's
// key outside any transaction and applies the answer. A refund not owed
// through a provider, or claimed by another attempt, is answered as it
// is. A provider that cannot be reached leaves it owed with its error and
// the time of the next attempt, and is answered as the error beside the
// refund; a refusal leaves it failed.
func (s *service) pay(ctx context.Context, id int64) (Refund, error) {
	now := s.now().UTC()
	res, err := s.db.Write().Exec(ctx, `UPDATE sales_refund SET attempting_until = ?, attempts = attempts + 1, updated_at = ?
		WHERE id = ? AND state = ? AND method = ? AND (attempting_until IS NULL OR attempting_until < ?)`,
		now.Add(refundLease), now, id, string(RefundOwed), string(ByProvider), now)
	if err != nil {
		return Refund{}, fmt.Errorf("order: claim refund %d: %w", id, err)
	}
	r, err := s.refundRow(ctx, s.db.Write(), id)
	if err != nil {
		return Refund{}, err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		out := refundOf(r)
		return out, s.creditNoteOf(ctx, &out)
	}
	o, err := s.load(ctx, s.db.Read(), `id = ?`, r.OrderID)
	if err != nil {
		return Refund{}, err
	}
	answered, err := s.askProvider(ctx, o, r)
	if err != nil {
		return s.attemptFailed(ctx, id, err)
	}
	return s.applyRefund(ctx, id, answered.Ref, answered.Status)
}

// refundRow reads a refund.
func (s *service) refundRow(ctx context.Context, h db.Handle, id int64) (refundRow, error) {
	var r refundRow
	err := h.Get(ctx, &r, `SELECT `+refundColumns+` FROM sales_refund WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return refundRow{}, apperr.New(apperr.NotFound, "order.refund.notFound")
	}
	if err != nil {
		return refundRow{}, fmt.Errorf("order: refund %d: %w", id, err)
	}
	return r, nil
}

// attemptFailed records an attempt the provider did not accept, under the
// order's row lock: an outage leaves the refund owed until retryAfter;
// a refusal makes it failed, with a history entry. The refund is answered
// beside cause.
func (s *service) attemptFailed(ctx context.Context, id int64, cause error) (Refund, error) {
	msg := cause.Error()
	if len(msg) > maxLastError {
		msg = strings.ToValidUTF8(msg[:maxLastError], "")
	}
	var out Refund
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, o, err := s.holdRefund(ctx, id)
		if err != nil {
			return err
		}
		now := s.now().UTC()
		state, next := RefundOwed, sql.NullTime{Time: now.Add(retryAfter(r.Attempts)), Valid: true}
		if refused(cause) {
			state, next = RefundFailed, sql.NullTime{}
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE sales_refund SET state = ?, last_error = ?, next_attempt_at = ?, attempting_until = NULL,
			updated_at = ? WHERE id = ?`, string(state), msg, next, now, id); err != nil {
			return fmt.Errorf("order: record the attempt of refund %d: %w", id, err)
		}
		r.State, r.LastError, r.NextAttemptAt, r.AttemptingUntil, r.UpdatedAt = string(state), msg, next, sql.NullTime{}, now
		out = refundOf(r)
		if state == RefundFailed {
			args := url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}}
			return s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.failed", args), CreatedAt: now})
		}
		return nil
	})
	if err != nil {
		return Refund{}, errors.Join(cause, err)
	}
	return out, cause
}

// holdRefund locks a refund's order's row, then the refund's, in the
// caller's transaction (always in that order, as every refund's change
// does).
func (s *service) holdRefund(ctx context.Context, id int64) (refundRow, Order, error) {
	w := s.db.Write()
	var orderID int64
	if err := w.Get(ctx, &orderID, `SELECT order_id FROM sales_refund WHERE id = ?`, id); errors.Is(err, sql.ErrNoRows) {
		return refundRow{}, Order{}, apperr.New(apperr.NotFound, "order.refund.notFound")
	} else if err != nil {
		return refundRow{}, Order{}, fmt.Errorf("order: refund %d: %w", id, err)
	}
	o, err := s.hold(ctx, `id = ?`, orderID)
	if err != nil {
		return refundRow{}, Order{}, err
	}
	var r refundRow
	if err := w.GetForUpdate(ctx, &r, `SELECT `+refundColumns+` FROM sales_refund WHERE id = ?`, id); err != nil {
		return refundRow{}, Order{}, fmt.Errorf("order: hold refund %d: %w", id, err)
	}
	return r, o, nil
}

// holdOwedRefund holds a refund that staff may settle or drop: owed or
// failed, and not being paid out by the provider right now. It answers
// the refund, its order and the time it was held at.
func (s *service) holdOwedRefund(ctx context.Context, id int64) (refundRow, Order, time.Time, error) {
	r, o, err := s.holdRefund(ctx, id)
	if err != nil {
		return refundRow{}, Order{}, time.Time{}, err
	}
	now := s.now().UTC()
	switch st := RefundState(r.State); {
	case st == RefundOwed && RefundMethod(r.Method) == ByProvider && r.AttemptingUntil.Valid && r.AttemptingUntil.Time.After(now):
		return refundRow{}, Order{}, time.Time{}, apperr.New(apperr.Conflict, "order.refund.attempting", "id", r.ID)
	case st != RefundOwed && st != RefundFailed:
		return refundRow{}, Order{}, time.Time{}, apperr.New(apperr.Conflict, "order.refund.notOwed", "id", r.ID, "state", r.State)
	}
	return r, o, now, nil
}

// refused reports a provider's (or the payment seam's) answer that no
// refund was made: anything but an outage or an internal failure.
func refused(err error) bool {
	switch apperr.KindOf(err) {
	case apperr.Internal, apperr.Unavailable, apperr.RateLimited:
		return false
	}
	return true
}

// askProvider asks the payment's provider for a refund owed.
func (s *service) askProvider(ctx context.Context, o Order, r refundRow) (payment.ProviderRefund, error) {
	return s.Payments.Refund(ctx, r.PaymentID, payment.RefundInput{Amount: catalog.Money(r.Amount),
		Description: i18n.Messages().T(o.Locale, "order.refund.description", "number", o.Number), IdempotencyKey: r.RequestKey})
}

// hold reads and locks an order's row, with everything it holds.
func (s *service) hold(ctx context.Context, where string, args ...any) (Order, error) {
	var row orderRow
	err := s.db.Write().GetForUpdate(ctx, &row, `SELECT `+orderColumns+` FROM sales_order WHERE `+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, notFound()
	}
	if err != nil {
		return Order{}, fmt.Errorf("order: hold: %w", err)
	}
	return s.assemble(ctx, s.db.Write(), row)
}

// stateOf is the state a provider's refund status puts a refund in.
func stateOf(status payment.RefundStatus) RefundState {
	switch {
	case status == payment.RefundRefunded:
		return RefundPaid
	case status.Unsuccessful():
		return RefundFailed
	}
	return RefundPaying
}

// applyRefund records what the provider said of a refund, in one
// transaction under the order's row lock: its id, status and state, the
// history entry of a new status, and once refunded the credit note, the
// mail and, when the order is refunded in full, its closing. A status it
// had already changes nothing; a refund paid, dropped or failed keeps
// its state.
func (s *service) applyRefund(ctx context.Context, refundID int64, ref string, status payment.RefundStatus) (Refund, error) {
	if !status.Valid() {
		return Refund{}, fmt.Errorf("order: refund %d: unknown status %q", refundID, status)
	}
	var out Refund
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := s.db.Write()
		r, o, err := s.holdRefund(ctx, refundID)
		if err != nil {
			return err
		}
		st := RefundState(r.State)
		accepted := r.ProviderRef == "" && ref != "" && st == RefundOwed
		if !accepted && (st != RefundPaying || payment.RefundStatus(r.Status) == status) {
			out = refundOf(r)
			return s.creditNoteOf(ctx, &out)
		}
		now := s.now().UTC()
		if accepted {
			r.ProviderRef, r.LastError = ref, ""
		}
		r.Status, r.State, r.UpdatedAt = string(status), string(stateOf(status)), now
		if stateOf(status) == RefundFailed {
			r.LastError = "the provider reports the refund " + string(status)
		}
		if _, err := w.Exec(ctx, `UPDATE sales_refund SET provider_ref = ?, status = ?, state = ?, last_error = ?, attempting_until = NULL,
			next_attempt_at = NULL, updated_at = ? WHERE id = ?`, r.ProviderRef, r.Status, r.State, r.LastError, now, r.ID); err != nil {
			return fmt.Errorf("order: record refund %d: %w", r.ID, err)
		}
		out = refundOf(r)
		args := url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}}
		if accepted && !status.Final() {
			if err := s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.requested", args), CreatedAt: now}); err != nil {
				return err
			}
		}
		switch stateOf(status) {
		case RefundPaid:
			return s.refunded(ctx, o, &out, args)
		case RefundFailed:
			return s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.failed", args), CreatedAt: now})
		}
		return nil
	})
	return out, err
}

// refunded completes a refund paid out: its credit note, the history
// entry, the mail, and the order closed when nothing is left of it.
func (s *service) refunded(ctx context.Context, o Order, r *Refund, args url.Values) error {
	now := s.now().UTC()
	var note *Document
	if s.Seller != nil {
		inv, ok, err := s.invoiceOf(ctx, s.db.Write(), o.ID)
		if err != nil {
			return err
		}
		if ok {
			docs, err := s.documentsWhere(ctx, s.db.Write(), `corrects_id = ?`, inv.ID)
			if err != nil {
				return err
			}
			previous := make([]Sheet, len(docs))
			for i, d := range docs {
				previous[i] = d.Sheet
			}
			parts := r.Parts
			if len(parts) == 0 {
				// Owed before refunds kept their parts: an amount spread
				// over what the others left.
				l, _, err := s.ledger(ctx, s.db.Write(), o, r.ID)
				if err != nil {
					return err
				}
				pieces, _ := l.Spread(min(r.Amount, l.Left()))
				parts = l.parts(pieces)
			}
			sheet, err := creditNoteSheet(inv.Sheet, previous, o, parts, r.Amount, r.Reason, now)
			if err != nil {
				return fmt.Errorf("order: credit note of %s: %w", o.Number, err)
			}
			d, err := s.issue(ctx, o, sheet, inv.ID, r.ID, now)
			if err != nil {
				return err
			}
			note, r.CreditNote = &d, &d
			args.Set("document", d.Number)
		}
	}
	if err := s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.refunded", args), CreatedAt: now}); err != nil {
		return err
	}
	var refunded int64
	if err := s.db.Write().Get(ctx, &refunded, `SELECT COALESCE(SUM(amount), 0) FROM sales_refund WHERE order_id = ? AND state = ?`,
		o.ID, string(RefundPaid)); err != nil {
		return fmt.Errorf("order: refunded of %s: %w", o.Number, err)
	}
	if catalog.Money(refunded) >= o.Totals.GrandTotal && o.Status != Closed {
		if err := s.setStatus(ctx, &o, Closed, "order.history.closed"); err != nil {
			return err
		}
	}
	return s.mailRefunded(ctx, o, *r, note)
}

// creditNoteOf fills in a refund's credit note, if it has one.
func (s *service) creditNoteOf(ctx context.Context, r *Refund) error {
	var row documentRow
	err := s.db.Write().Get(ctx, &row, `SELECT `+documentColumns+` FROM sales_document WHERE refund_id = ?`, r.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("order: credit note of refund %d: %w", r.ID, err)
	}
	d, err := documentOf(row)
	if err != nil {
		return err
	}
	r.CreditNote = &d
	return nil
}

// Refunds are an order's refunds, oldest first, with their credit notes.
func (s *service) Refunds(ctx context.Context, orderID int64) ([]Refund, error) {
	var rows []refundRow
	if err := s.db.Read().Select(ctx, &rows, `SELECT `+refundColumns+` FROM sales_refund WHERE order_id = ? ORDER BY id`, orderID); err != nil {
		return nil, fmt.Errorf("order: refunds of %d: %w", orderID, err)
	}
	docs, err := s.Documents(ctx, []int64{orderID})
	if err != nil {
		return nil, err
	}
	out := make([]Refund, len(rows))
	for i, row := range rows {
		out[i] = refundOf(row)
		for _, d := range docs[orderID] {
			if d.Kind == KindCreditNote && d.RefundID == row.ID {
				d := d
				out[i].CreditNote = &d
			}
		}
	}
	return out, nil
}

func (s *service) SyncRefunds(ctx context.Context) (int, error) {
	return s.syncRefunds(ctx, 0, s.now().Add(-time.Minute))
}

// syncRefunds follows open refunds (of one payment, or all when
// paymentID is 0): owed ones through a provider whose next attempt is
// due are asked for again (pay), and those the provider pays out, last
// changed before before, have their status read; what changed is
// applied. It reports how many changed.
func (s *service) syncRefunds(ctx context.Context, paymentID int64, before time.Time) (int, error) {
	now := s.now().UTC()
	q := `SELECT ` + refundColumns + ` FROM sales_refund WHERE ((state = ? AND method = ? AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
		AND (attempting_until IS NULL OR attempting_until < ?)) OR (state = ? AND updated_at < ?))`
	args := []any{string(RefundOwed), string(ByProvider), now, now, string(RefundPaying), before.UTC()}
	if paymentID != 0 {
		q += ` AND payment_id = ?`
		args = append(args, paymentID)
	}
	var rows []refundRow
	if err := s.db.Read().Select(ctx, &rows, q+` ORDER BY updated_at, id LIMIT 100`, args...); err != nil {
		return 0, fmt.Errorf("order: open refunds: %w", err)
	}
	changed := 0
	var errs []error
	for _, r := range rows {
		ok, err := s.syncRefund(ctx, r)
		if err != nil {
			errs = append(errs, err) // one refund's trouble keeps no other waiting
			continue
		}
		if ok {
			changed++
		}
	}
	return changed, errors.Join(errs...)
}

// syncRefund asks the provider about one open refund and applies it.
func (s *service) syncRefund(ctx context.Context, r refundRow) (bool, error) {
	if RefundState(r.State) == RefundOwed {
		got, err := s.pay(ctx, r.ID)
		switch {
		case err != nil && got.ID != 0:
			// Asked, and refused or not reached: recorded on the refund.
			return true, nil
		case err != nil:
			return false, err
		}
		return got.State != RefundOwed || got.Attempts != r.Attempts, nil
	}
	status, err := s.Payments.RefundStatus(ctx, r.PaymentID, r.ProviderRef)
	if err != nil {
		return false, fmt.Errorf("order: status of refund %d: %w", r.ID, err)
	}
	if string(status) == r.Status {
		return false, nil
	}
	_, err = s.applyRefund(ctx, r.ID, r.ProviderRef, status)
	return err == nil, err
}

// OwedRefunds are the refunds still owed across orders (owed, paying or
// failed), oldest first, with their orders' numbers: at most
// MaxOwedRefunds.
func (s *service) OwedRefunds(ctx context.Context) ([]Refund, error) {
	var rows []struct {
		refundRow
		Number string `db:"increment_id"`
	}
	cols := "r." + strings.Join(refundColumnNames, ", r.")
	if err := s.db.Read().Select(ctx, &rows, `SELECT `+cols+`, o.increment_id FROM sales_refund r JOIN sales_order o ON o.id = r.order_id
		WHERE r.state IN (?, ?, ?) ORDER BY r.created_at, r.id LIMIT ?`, string(RefundOwed), string(RefundPaying), string(RefundFailed),
		MaxOwedRefunds); err != nil {
		return nil, fmt.Errorf("order: refunds owed: %w", err)
	}
	out := make([]Refund, len(rows))
	for i, row := range rows {
		out[i] = refundOf(row.refundRow)
		out[i].OrderNumber = row.Number
	}
	return out, nil
}

// MaxOwedRefunds bounds OwedRefunds' answer.
const MaxOwedRefunds = 500

// RetryRefund asks the provider again for a refund that failed (with a
// new key: the failed request made no refund) or that is owed and waits
// for its next attempt, at once.
func (s *service) RetryRefund(ctx context.Context, id int64) (Refund, error) {
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, o, err := s.holdRefund(ctx, id)
		if err != nil {
			return err
		}
		switch {
		case RefundMethod(r.Method) == ByTransfer:
			return apperr.New(apperr.Conflict, "order.refund.byTransfer", "id", r.ID)
		case RefundState(r.State) == RefundOwed:
			return nil
		case RefundState(r.State) != RefundFailed:
			return apperr.New(apperr.Conflict, "order.refund.notOwed", "id", r.ID, "state", r.State)
		}
		key, err := newRefundKey(o.ID)
		if err != nil {
			return err
		}
		_, err = s.db.Write().Exec(ctx, `UPDATE sales_refund SET state = ?, status = ?, provider_ref = '', request_key = ?, next_attempt_at = NULL,
			attempting_until = NULL, updated_at = ? WHERE id = ?`, string(RefundOwed), string(payment.RefundQueued), key, s.now().UTC(), id)
		if err != nil {
			return fmt.Errorf("order: retry refund %d: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return Refund{}, err
	}
	out, err := s.pay(ctx, id)
	if err != nil && out.ID != 0 {
		return out, nil // recorded on the refund: refused again, or not reached
	}
	return out, err
}

// RecordRefundPaid records that staff paid a refund owed by other means
// (the bank transfer of an order paid so, or by hand after the provider
// failed it): paid, with its credit note, the history entry, the mail
// and, for an order refunded in full, its closing.
func (s *service) RecordRefundPaid(ctx context.Context, id int64) (Refund, error) {
	var out Refund
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, o, now, err := s.holdOwedRefund(ctx, id)
		if err != nil {
			return err
		}
		r.State, r.Status, r.Method, r.LastError, r.UpdatedAt = string(RefundPaid), string(payment.RefundRefunded), string(ByTransfer), "", now
		if _, err := s.db.Write().Exec(ctx, `UPDATE sales_refund SET state = ?, status = ?, method = ?, last_error = '', next_attempt_at = NULL,
			attempting_until = NULL, updated_at = ? WHERE id = ?`, r.State, r.Status, r.Method, now, id); err != nil {
			return fmt.Errorf("order: record refund %d paid: %w", id, err)
		}
		out = refundOf(r)
		return s.refunded(ctx, o, &out, url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}})
	})
	return out, err
}

// CancelRefund drops a refund that is not owed after all (owed or
// failed, not being paid out): its amount is free again, and the order's
// history says so.
func (s *service) CancelRefund(ctx context.Context, id int64) (Refund, error) {
	var out Refund
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, o, now, err := s.holdOwedRefund(ctx, id)
		if err != nil {
			return err
		}
		r.State, r.UpdatedAt = string(RefundCanceled), now
		if _, err := s.db.Write().Exec(ctx, `UPDATE sales_refund SET state = ?, next_attempt_at = NULL, attempting_until = NULL, updated_at = ?
			WHERE id = ?`, r.State, now, id); err != nil {
			return fmt.Errorf("order: drop refund %d: %w", id, err)
		}
		out = refundOf(r)
		args := url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}}
		return s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.canceled", args), CreatedAt: now})
	})
	return out, err
}

// mailRefunded tells the customer the refund was paid out, with the
// credit note attached (and, for a guest, a link to download it again).
func (s *service) mailRefunded(ctx context.Context, o Order, r Refund, note *Document) error {
	l, m := o.Locale, i18n.Messages()
	intro := "order.mail.refunded.intro" // the way it was paid
	if r.Method == ByTransfer {
		intro = "order.mail.refunded.transfer"
	}
	c := mail.Content{Title: m.T(l, "order.mail.refunded.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, intro, "number", o.Number, "amount", money.Format(r.Amount, l))},
		Action:     s.ordersLink(o)}
	var atts []mail.Attachment
	if note != nil {
		atts = documentAttachments(*note)
		c.Paragraphs = append(c.Paragraphs, s.documentParagraph(o, *note))
		if c.Action == nil {
			c.Action = &mail.Action{Label: m.T(l, "order.mail.document.download."+string(note.Kind)),
				URL: s.DocumentURL(o, *note, FormatPDF, MailLinkValidity)}
		}
	}
	_, err := s.sendWith(ctx, o, TagRefunded, c, atts)
	return err
}

// TagRefunded is the mail of a refund paid out.
const TagRefunded = "order.refunded"

// historyComment is a history entry's message key with its arguments
// (HistoryEntry.Text translates them): key?name=value&….
func historyComment(key string, args url.Values) string {
	if len(args) == 0 {
		return key
	}
	return key + "?" + args.Encode()
}

// Text is the history entry as the reader of l sees it: its message
// translated, an amount (in cents) written as money in l, a date
// (YYYY-MM-DD) as l writes days.
func (h HistoryEntry) Text(l i18n.Locale) string {
	key, query, _ := strings.Cut(h.Comment, "?")
	args, _ := url.ParseQuery(query)
	var params []any
	for name, values := range args {
		v := values[0]
		switch name {
		case "amount":
			if cents, err := strconv.ParseInt(v, 10, 64); err == nil {
				v = money.Format(catalog.Money(cents), l)
			}
		case "date":
			v = i18n.FormatISODate(l, v)
		}
		params = append(params, name, v)
	}
	return i18n.Messages().T(l, key, params...)
}
