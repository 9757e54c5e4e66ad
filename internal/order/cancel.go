package order

import (
	"context"
	"net/url"
	"strings"
	"unicode/utf8"

	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// TagCanceledByShop is the mail of an order the shop cancelled
// (Staff.Cancel).
const TagCanceledByShop = "order.canceled_by_shop"

// MaxCancelReason bounds the reason staff give for a cancellation, in
// characters.
const MaxCancelReason = 300

// CancelInput is staff cancelling an order before it ships.
type CancelInput struct {
	// Number is the order's number.
	Number string
	// Reason is why, in the staff's words (the customer's wish, a
	// withdrawal before shipping): written into the order's history and
	// the customer's mail, at most MaxCancelReason characters; may be
	// empty.
	Reason string
}

// Cancel cancels an order nothing of which has shipped (Staff.Cancel).
func (s *service) Cancel(ctx context.Context, in CancelInput) (Order, *Refund, error) {
	reason := strings.TrimSpace(i18n.StripFormat(in.Reason))
	if utf8.RuneCountInString(reason) > MaxCancelReason || strings.ContainsAny(reason, "\r\n") {
		return Order{}, nil, apperr.New(apperr.Invalid, "order.cancel.reason", "max", MaxCancelReason).OnField("reason")
	}
	number := strings.TrimSpace(in.Number)
	if len(number) != NumberLength {
		return Order{}, nil, notFound()
	}
	var (
		o    Order
		paid bool
	)
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if o, err = s.hold(ctx, `increment_id = ?`, number); err != nil {
			return err
		}
		switch {
		case o.Status == Canceled:
			return apperr.New(apperr.Conflict, "order.cancel.canceled", "number", o.Number)
		case o.Status == Closed:
			return apperr.New(apperr.Conflict, "order.cancel.closed", "number", o.Number)
		case len(o.Shipments) > 0 || o.Status == Complete:
			return apperr.New(apperr.Conflict, "order.cancel.shipped", "number", o.Number)
		}
		pay, err := s.Payments.ByOrder(ctx, o.ID)
		if err != nil {
			return err
		}
		switch {
		case o.PaymentMethod != banktransfer.Code && (pay.Status == payment.Open || pay.Status == payment.Pending):
			// A hosted payment still open may yet be paid at its provider:
			// the order waits for its answer (paid, or cancelled by itself).
			return apperr.New(apperr.Conflict, "order.cancel.paymentOpen", "number", o.Number)
		case pay.Status == payment.Authorized:
			// Reserved, not taken: released at the provider, not refunded.
			return apperr.New(apperr.Conflict, "order.cancel.authorized", "number", o.Number)
		}
		paid = pay.Status == payment.Paid
		comment := "order.history.canceledByShop"
		if reason != "" {
			comment = historyComment("order.history.canceledByShopReason", url.Values{"reason": {reason}})
		}
		if err := s.cancel(ctx, &o, comment); err != nil {
			return err
		}
		return s.mailCanceledByShop(ctx, o, reason, paid)
	})
	if err != nil {
		return Order{}, nil, err
	}
	var refund *Refund
	if paid {
		// After the commit, as every refund: all that is left of the payment.
		r, err := s.Refund(ctx, RefundInput{Number: o.Number,
			Reason: i18n.Messages().T(o.Locale, "order.cancel.refundReason", "number", o.Number)})
		if err != nil {
			return o, nil, err
		}
		refund = &r
	}
	o, err = s.load(ctx, s.db.Write(), `id = ?`, o.ID)
	return o, refund, err
}

// mailCanceledByShop tells the customer that the shop cancelled an order,
// why when staff said, and, when it was paid, that the money comes back.
func (s *service) mailCanceledByShop(ctx context.Context, o Order, reason string, paid bool) error {
	l, m := o.Locale, i18n.Messages()
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, "order.mail.canceledByShop.intro", "number", o.Number)}
	if reason != "" {
		paras = append(paras, m.T(l, "order.mail.canceledByShop.reason", "reason", reason))
	}
	if paid {
		paras = append(paras, m.T(l, "order.mail.canceledByShop.refund", "amount", money.Format(o.Totals.GrandTotal, l)))
	}
	return s.send(ctx, o, TagCanceledByShop, mail.Content{Title: m.T(l, "order.mail.canceled.subject", "number", o.Number),
		Paragraphs: paras, Fields: summary(o)})
}
