package order

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// Refunds give money back through the order's payment provider
// (payment.Service.Refund). A refund is first reserved: under the
// order's row lock the amount is checked against what was paid less what
// other refunds reserved (failed and canceled ones give theirs back) and
// a sales_refund row is written with an idempotency key. Only after that
// has committed is the provider asked (a call over the network, never
// inside a transaction). A refusal (not paid, too much, a method that
// cannot refund, the provider's no) deletes the reservation, so nothing
// changed; a provider that could not be reached leaves it to be asked
// again with the same key (SyncRefunds), which never refunds twice. What
// the provider answers (its refund id, its status) is kept on the row and
// followed (SyncRefunds, every RefundSyncEvery and after every payment
// notification, since Mollie notifies refunds on the payment's webhook)
// until it is refunded, failed or canceled. Once refunded, the refund gets
// its credit note (Rechnungskorrektur of the invoice, its own sequence),
// the customer a mail with it, and the order the history entry; an order
// refunded in full is closed. Returns (a later step) call Refund as the
// staff's command does.

// RefundInput asks for money back on an order.
type RefundInput struct {
	// Number is the order's number.
	Number string
	// Amount is what to give back, gross in cents; 0 gives back all that
	// is left.
	Amount catalog.Money
	// Reason is why, in the staff's (or the return's) words: printed on
	// the credit note, at most MaxRefundReason characters.
	Reason string
}

// MaxRefundReason bounds a refund's reason, in characters.
const MaxRefundReason = 300

// Refund is money given back on an order.
type Refund struct {
	ID      int64
	OrderID int64
	Amount  catalog.Money
	Reason  string
	// Status is the provider's: queued, pending or processing while it
	// is paid out, refunded once the money is on its way, failed or
	// canceled when it gave nothing back.
	Status payment.RefundStatus
	// ProviderRef is the provider's refund id; empty while the provider
	// has not answered yet (it could not be reached: SyncRefunds asks
	// again).
	ProviderRef string
	// CreditNote is the refund's credit note, once refunded.
	CreditNote *Document
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// RefundSyncJobKind is the periodic job that runs SyncRefunds.
const RefundSyncJobKind = "order.refunds"

// RefundSyncEvery is how often open refunds are asked about.
const RefundSyncEvery = 10 * time.Minute

// refundRow is a row of sales_refund.
type refundRow struct {
	ID          int64     `db:"id"`
	OrderID     int64     `db:"order_id"`
	PaymentID   int64     `db:"payment_id"`
	Amount      int64     `db:"amount"`
	Reason      string    `db:"reason"`
	Status      string    `db:"status"`
	ProviderRef string    `db:"provider_ref"`
	RequestKey  string    `db:"request_key"`
	CreatedAt   time.Time `db:"created_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

const refundColumns = `id, order_id, payment_id, amount, reason, status, provider_ref, request_key, created_at, updated_at`

func refundOf(r refundRow) Refund {
	return Refund{ID: r.ID, OrderID: r.OrderID, Amount: catalog.Money(r.Amount), Reason: r.Reason, Status: payment.RefundStatus(r.Status),
		ProviderRef: r.ProviderRef, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

// openStatuses are the statuses of refunds still being paid out; with
// refunded they reserve their amount.
var openStatuses = []string{string(payment.RefundQueued), string(payment.RefundPending), string(payment.RefundProcessing)}

func (s *service) Refund(ctx context.Context, in RefundInput) (Refund, error) {
	reason := strings.TrimSpace(i18n.StripFormat(in.Reason))
	if utf8.RuneCountInString(reason) > MaxRefundReason {
		return Refund{}, apperr.New(apperr.Invalid, "order.refund.reason", "max", MaxRefundReason).OnField("reason")
	}
	if in.Amount < 0 {
		return Refund{}, apperr.New(apperr.Invalid, "order.refund.amount").OnField("amount")
	}
	number := strings.TrimSpace(in.Number)
	if len(number) != NumberLength {
		return Refund{}, notFound()
	}
	var (
		r   refundRow
		o   Order
		pay payment.Payment
	)
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if o, err = s.hold(ctx, `increment_id = ?`, number); err != nil {
			return err
		}
		if pay, err = s.Payments.ByOrder(ctx, o.ID); err != nil {
			return err
		}
		if pay.Status != payment.Paid {
			return apperr.New(apperr.Conflict, "order.refund.notPaid", "number", o.Number)
		}
		reserved, err := s.reserved(ctx, o.ID)
		if err != nil {
			return err
		}
		left := pay.Amount - reserved
		amount := in.Amount
		if amount == 0 {
			amount = left
		}
		if left <= 0 {
			return apperr.New(apperr.Conflict, "order.refund.nothingLeft", "number", o.Number)
		}
		if amount > left {
			return apperr.New(apperr.Invalid, "order.refund.tooMuch", "left", money.Format(left, i18n.LocaleFrom(ctx))).OnField("amount")
		}
		if s.Seller != nil {
			// The credit note corrects the invoice: an order paid before
			// invoices were issued gets its invoice now.
			if _, err := s.issueInvoice(ctx, o, pay); err != nil {
				return err
			}
		}
		var key [12]byte
		if _, err := rand.Read(key[:]); err != nil {
			return fmt.Errorf("order: refund key: %w", err)
		}
		now := s.now().UTC()
		r = refundRow{OrderID: o.ID, PaymentID: pay.ID, Amount: int64(amount), Reason: reason, Status: string(payment.RefundQueued),
			RequestKey: "paddock-refund-" + strconv.FormatInt(o.ID, 10) + "-" + base64.RawURLEncoding.EncodeToString(key[:]), CreatedAt: now, UpdatedAt: now}
		return s.db.Write().Get(ctx, &r.ID, `INSERT INTO sales_refund (order_id, payment_id, amount, reason, status, request_key, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.OrderID, r.PaymentID, r.Amount, r.Reason, r.Status, r.RequestKey, now, now)
	})
	if err != nil {
		return Refund{}, err
	}
	answered, err := s.askProvider(ctx, o, r)
	if err != nil {
		if refused(err) {
			// Nothing was refunded: the reservation goes, nothing changed.
			if _, derr := s.db.Write().Exec(ctx, `DELETE FROM sales_refund WHERE id = ? AND provider_ref = ''`, r.ID); derr != nil {
				return Refund{}, errors.Join(err, fmt.Errorf("order: drop refund %d: %w", r.ID, derr))
			}
			return Refund{}, err
		}
		// Not reached, or its answer lost: the reservation stays and is
		// asked again with the same key.
		return refundOf(r), nil
	}
	return s.applyRefund(ctx, r.ID, answered.Ref, answered.Status)
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

// askProvider asks the payment's provider for a reserved refund.
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

// reserved is what an order's refunds took or are taking.
func (s *service) reserved(ctx context.Context, orderID int64) (catalog.Money, error) {
	var sum int64
	if err := s.db.Write().Get(ctx, &sum, `SELECT COALESCE(SUM(amount), 0) FROM sales_refund WHERE order_id = ? AND status NOT IN (?, ?)`,
		orderID, string(payment.RefundFailed), string(payment.RefundCanceled)); err != nil {
		return 0, fmt.Errorf("order: refunds of %d: %w", orderID, err)
	}
	return catalog.Money(sum), nil
}

// applyRefund records what the provider said of a refund, in one
// transaction under the order's row lock: its id and status, the history
// entry of a new status, and once refunded the credit note, the mail and,
// when the order is refunded in full, its closing. A status it had
// already changes nothing.
func (s *service) applyRefund(ctx context.Context, refundID int64, ref string, status payment.RefundStatus) (Refund, error) {
	if !status.Valid() {
		return Refund{}, fmt.Errorf("order: refund %d: unknown status %q", refundID, status)
	}
	var out Refund
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := s.db.Write()
		var orderID int64
		if err := w.Get(ctx, &orderID, `SELECT order_id FROM sales_refund WHERE id = ?`, refundID); err != nil {
			return fmt.Errorf("order: refund %d: %w", refundID, err)
		}
		o, err := s.hold(ctx, `id = ?`, orderID)
		if err != nil {
			return err
		}
		var r refundRow
		if err := w.GetForUpdate(ctx, &r, `SELECT `+refundColumns+` FROM sales_refund WHERE id = ?`, refundID); err != nil {
			return fmt.Errorf("order: hold refund %d: %w", refundID, err)
		}
		prev := payment.RefundStatus(r.Status)
		accepted := r.ProviderRef == "" && ref != ""
		if prev.Final() || (!accepted && prev == status) {
			out = refundOf(r)
			return s.creditNoteOf(ctx, &out)
		}
		now := s.now().UTC()
		if accepted {
			r.ProviderRef = ref
		}
		r.Status, r.UpdatedAt = string(status), now
		if _, err := w.Exec(ctx, `UPDATE sales_refund SET provider_ref = ?, status = ?, updated_at = ? WHERE id = ?`,
			r.ProviderRef, r.Status, now, r.ID); err != nil {
			return fmt.Errorf("order: record refund %d: %w", r.ID, err)
		}
		out = refundOf(r)
		args := url.Values{"amount": {strconv.FormatInt(r.Amount, 10)}}
		if accepted && !status.Final() {
			if err := s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, Comment: historyComment("order.history.refund.requested", args), CreatedAt: now}); err != nil {
				return err
			}
		}
		switch {
		case status == payment.RefundRefunded:
			return s.refunded(ctx, o, &out, args)
		case status.Unsuccessful():
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
			sheet, err := creditNoteSheet(inv.Sheet, previous, r.Amount, r.Reason, now)
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
	if err := s.db.Write().Get(ctx, &refunded, `SELECT COALESCE(SUM(amount), 0) FROM sales_refund WHERE order_id = ? AND status = ?`,
		o.ID, string(payment.RefundRefunded)); err != nil {
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

// syncRefunds asks the providers about open refunds (of one payment, or
// all when paymentID is 0) last changed before before: a refund the
// provider never answered is asked for again with its key, the others'
// status is read; what changed is applied. It reports how many changed.
func (s *service) syncRefunds(ctx context.Context, paymentID int64, before time.Time) (int, error) {
	q := `SELECT ` + refundColumns + ` FROM sales_refund WHERE status IN (?, ?, ?) AND updated_at < ?`
	args := []any{openStatuses[0], openStatuses[1], openStatuses[2], before.UTC()}
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
	o, err := s.load(ctx, s.db.Read(), `id = ?`, r.OrderID)
	if err != nil {
		return false, err
	}
	ref := r.ProviderRef
	var status payment.RefundStatus
	if ref == "" {
		answered, err := s.askProvider(ctx, o, r)
		if err != nil {
			if refused(err) {
				// The provider refuses it now (the payment was refunded
				// elsewhere meanwhile): it failed, its amount is free.
				_, err := s.applyRefund(ctx, r.ID, "", payment.RefundFailed)
				return err == nil, err
			}
			return false, fmt.Errorf("order: ask again for refund %d of %s: %w", r.ID, o.Number, err)
		}
		ref, status = answered.Ref, answered.Status
	} else if status, err = s.Payments.RefundStatus(ctx, r.PaymentID, ref); err != nil {
		return false, fmt.Errorf("order: status of refund %d of %s: %w", r.ID, o.Number, err)
	}
	if ref == r.ProviderRef && string(status) == r.Status {
		return false, nil
	}
	_, err = s.applyRefund(ctx, r.ID, ref, status)
	return err == nil, err
}

// mailRefunded tells the customer the refund was paid out, with the
// credit note attached (and, for a guest, a link to download it again).
func (s *service) mailRefunded(ctx context.Context, o Order, r Refund, note *Document) error {
	l, m := o.Locale, i18n.Messages()
	c := mail.Content{Title: m.T(l, "order.mail.refunded.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.refunded.intro", "number", o.Number, "amount", money.Format(r.Amount, l))},
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
