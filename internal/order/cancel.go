package order

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// TagCanceledByShop is the mail of an order cancelled before it shipped,
// by the shop (Staff.Cancel) or at the customer's request
// (Service.CancelByCustomer).
const TagCanceledByShop = "order.canceled_by_shop"

// MaxCancelReason bounds the reason given for a cancellation, in
// characters.
const MaxCancelReason = 300

// CancelInput is an order to cancel before it ships, and why.
type CancelInput struct {
	// Number is the order's number.
	Number string
	// Reason is why: the staff's words (the customer's wish, a withdrawal
	// before shipping; may be empty), or one of CancellationReasons for a
	// customer. Written into the order's history and the customer's mail,
	// at most MaxCancelReason characters on one line.
	Reason string
}

// CancellationReasons are the reasons a customer picks from when
// cancelling an order, in l.
func CancellationReasons(l i18n.Locale) []string {
	m := i18n.Messages()
	keys := []string{"changedMind", "wrongItems", "tooSlow", "cheaper", "other"}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = m.T(l, "order.cancel.reasons."+k)
	}
	return out
}

// CustomerCancellable reports whether the order's customer may cancel it
// now (available_actions CANCEL): nothing shipped, goods to ship, and paid
// or waiting for a bank transfer (a hosted payment still open may yet be
// paid; one that ended cancelled the order already).
func (o Order) CustomerCancellable() bool {
	if o.IsVirtual || len(o.Shipments) > 0 {
		return false
	}
	return o.Status == Processing || (o.Status == PendingPayment && o.PaymentMethod == banktransfer.Code)
}

// canceller is who cancels: staff, or the order's customer.
type canceller struct {
	// customerID is the customer cancelling their order; 0 for staff.
	customerID int64
}

// Cancel cancels an order nothing of which has shipped (Staff.Cancel).
func (s *service) Cancel(ctx context.Context, in CancelInput) (Order, *Refund, error) {
	return s.cancelBefore(ctx, in, canceller{})
}

// CancelByCustomer cancels a customer's order nothing of which has shipped
// (Service.CancelByCustomer).
func (s *service) CancelByCustomer(ctx context.Context, in CancelInput, customerID int64) (Order, *Refund, error) {
	if customerID <= 0 {
		return Order{}, nil, notFound()
	}
	if !slices.Contains(CancellationReasons(i18n.LocaleFrom(ctx)), strings.TrimSpace(in.Reason)) {
		return Order{}, nil, apperr.New(apperr.Invalid, "order.cancel.reasonUnknown").OnField("reason")
	}
	return s.cancelBefore(ctx, in, canceller{customerID: customerID})
}

// cancelBefore cancels an order before it ships, in one transaction under
// its row lock, which also records what a paid order is owed back (all
// that is left of it, by its provider or, for a bank transfer, by a
// transfer staff make); a provider's refund is asked for after the
// commit.
func (s *service) cancelBefore(ctx context.Context, in CancelInput, by canceller) (Order, *Refund, error) {
	reason := strings.TrimSpace(i18n.StripFormat(in.Reason))
	if utf8.RuneCountInString(reason) > MaxCancelReason || strings.ContainsAny(reason, "\r\n") {
		return Order{}, nil, apperr.New(apperr.Invalid, "order.cancel.reason", "max", MaxCancelReason).OnField("reason")
	}
	number := strings.TrimSpace(in.Number)
	if len(number) != NumberLength {
		return Order{}, nil, notFound()
	}
	var (
		o     Order
		owed  refundRow
		owing bool
	)
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if by.customerID > 0 {
			o, err = s.hold(ctx, `increment_id = ? AND customer_id = ?`, number, by.customerID)
		} else {
			o, err = s.hold(ctx, `increment_id = ?`, number)
		}
		if err != nil {
			return err
		}
		switch {
		case o.Status == Canceled:
			return apperr.New(apperr.Conflict, "order.cancel.canceled", "number", o.Number)
		case o.Status == Closed:
			return apperr.New(apperr.Conflict, "order.cancel.closed", "number", o.Number)
		case len(o.Shipments) > 0 || o.Status == Complete:
			return apperr.New(apperr.Conflict, "order.cancel.shipped", "number", o.Number)
		case by.customerID > 0 && !o.CustomerCancellable():
			// A voucher, or a hosted payment not ended: the shop decides.
			return apperr.New(apperr.Conflict, "order.cancel.notByCustomer", "number", o.Number)
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
			if by.customerID > 0 {
				return apperr.New(apperr.Conflict, "order.cancel.notByCustomer", "number", o.Number)
			}
			return apperr.New(apperr.Conflict, "order.cancel.authorized", "number", o.Number)
		}
		comment := "order.history.canceledByShop"
		switch {
		case by.customerID > 0:
			comment = historyComment("order.history.canceledByCustomer", url.Values{"reason": {reason}})
		case reason != "":
			comment = historyComment("order.history.canceledByShopReason", url.Values{"reason": {reason}})
		}
		if err := s.cancel(ctx, &o, comment); err != nil {
			return err
		}
		if pay.Status == payment.Paid {
			// All that is left of it is owed back, decided here with the
			// cancellation (a transfer's noted in the history as owed).
			owed, err = s.owe(ctx, o, pay, RefundInput{Number: o.Number}, i18n.Messages().T(o.Locale, "order.cancel.refundReason", "number", o.Number))
			switch {
			case err == nil:
				owing = true
			case apperr.As(err).Key == "order.refund.nothingLeft":
				// Refunded already, in parts, before the cancellation.
			default:
				return err
			}
		}
		var mailed *refundRow
		if owing {
			mailed = &owed
		}
		return s.mailCanceledBefore(ctx, o, reason, mailed, by)
	})
	if err != nil {
		return Order{}, nil, err
	}
	var refund *Refund
	if owing {
		// After the commit, as every refund: asked for at once; a provider
		// that refuses or cannot be reached leaves it owed, on record
		// (OwedRefunds), the order cancelled either way.
		r, err := s.settle(ctx, owed)
		if err != nil {
			return Order{}, nil, err
		}
		refund = &r
	}
	o, err = s.load(ctx, s.db.Write(), `id = ?`, o.ID)
	return o, refund, err
}

// mailCanceledBefore tells the customer that an order was cancelled before
// it shipped, why, and, when money is owed back, how much and how it
// comes back (being refunded the way it was paid, with its own mail once
// paid out; or transferred back): what is true when the mail is written.
func (s *service) mailCanceledBefore(ctx context.Context, o Order, reason string, owed *refundRow, by canceller) error {
	l, m := o.Locale, i18n.Messages()
	intro := "order.mail.canceledByShop.intro"
	if by.customerID > 0 {
		intro = "order.mail.canceledByShop.asked"
	}
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, intro, "number", o.Number)}
	if reason != "" {
		paras = append(paras, m.T(l, "order.mail.canceledByShop.reason", "reason", reason))
	}
	switch {
	case owed == nil:
	case RefundMethod(owed.Method) == ByTransfer:
		paras = append(paras, m.T(l, "order.mail.canceledByShop.refundTransfer", "amount", money.Format(catalog.Money(owed.Amount), l)))
	default:
		paras = append(paras, m.T(l, "order.mail.canceledByShop.refund", "amount", money.Format(catalog.Money(owed.Amount), l)))
	}
	return s.send(ctx, o, TagCanceledByShop, mail.Content{Title: m.T(l, "order.mail.canceled.subject", "number", o.Number),
		Paragraphs: paras, Fields: summary(o)})
}
