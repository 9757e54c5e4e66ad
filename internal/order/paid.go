package order

import (
	"context"
	"io"
	"time"

	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Staff is what the shop's staff do with orders until the back office
// exists (the command line's paddock order). NewService's Service
// implements it.
type Staff interface {
	// OSSReport is the One-Stop-Shop return of a quarter (oss.go): per
	// member state and rate, the net amount and VAT of the distance sales
	// to consumers there, from the invoices and credit notes issued in
	// it, by country and the highest rate first.
	OSSReport(ctx context.Context, q Quarter) ([]OSSLine, error)
	// OrderByNumber is any order by its number, with its payment, for
	// staff: no owner is checked. NotFound when there is none.
	OrderByNumber(ctx context.Context, number string) (Order, payment.Payment, error)
	// RecordBankTransfer records that the money of an order paid by bank
	// transfer arrived, through the path providers' notifications take
	// (the payment recorded paid under its row lock, the order moved to
	// processing with its history and the "payment received" mail, in one
	// transaction). Asked again it changes nothing and reports changed
	// false. NotFound for an unknown number; Conflict for an order paid
	// otherwise ("order.paid.notBankTransfer": its provider reports its
	// payment) or cancelled ("order.paid.canceled").
	RecordBankTransfer(ctx context.Context, number string) (o Order, changed bool, err error)
	// Refund is Service.Refund: money owed back on an order, paid
	// through its payment provider or by a transfer staff make.
	Refund(ctx context.Context, in RefundInput) (Refund, error)
	// Refunds are an order's refunds, oldest first (Service.Refunds).
	Refunds(ctx context.Context, orderID int64) ([]Refund, error)
	// OwedRefunds are the refunds still owed across orders (owed, paying
	// or failed), oldest first, with their orders' numbers; at most
	// MaxOwedRefunds.
	OwedRefunds(ctx context.Context) ([]Refund, error)
	// RetryRefund asks the provider at once for a refund that failed
	// (with a new idempotency key: the refused request made no refund) or
	// that is owed and waits for its next attempt. Attempts at once ask
	// the provider once. Answered without error whatever the provider
	// says (the refund's State); NotFound for an unknown refund, Conflict
	// for one paid, being paid out, dropped
	// ("order.refund.notOwed") or owed by transfer
	// ("order.refund.byTransfer": record it paid).
	RetryRefund(ctx context.Context, id int64) (Refund, error)
	// RecordRefundPaid records that staff paid a refund owed by other
	// means: the bank transfer of an order paid so, or by hand after the
	// provider failed it. Paid, it gets its credit note, the history
	// entry and the customer's mail, and closes an order refunded in full.
	// NotFound for an unknown refund; Conflict for one paid, being paid
	// out by the provider or dropped ("order.refund.notOwed"), or being
	// asked for right now ("order.refund.attempting").
	RecordRefundPaid(ctx context.Context, id int64) (Refund, error)
	// OpenOrdersOf are the numbers of a customer's orders still open
	// (pending payment or processing), oldest first: an account with one
	// cannot be erased yet.
	OpenOrdersOf(ctx context.Context, customerID int64) ([]string, error)
	// AnonymiseCustomer marks the orders of an erased customer anonymised
	// and gives them the account's erased address (email) in place of the
	// customer's, inside ctx's transaction when it holds one; numbers,
	// items, totals and the billing and shipping addresses the documents
	// printed stay (§147 AO). Orders marked already stay as they are. It
	// reports how many it marked. The files the customer uploaded for
	// file options (their orders' and carts') are deleted.
	AnonymiseCustomer(ctx context.Context, customerID int64, email string) (int, error)
	// OrderEmailsOf are the email addresses a customer's orders were
	// placed with (an account's earlier addresses among them), not yet
	// anonymised: their mails go with an erasure.
	OrderEmailsOf(ctx context.Context, customerID int64) ([]string, error)
	// CancelRefund drops a refund that is not owed after all (owed or
	// failed): its amount is free again, the history says so. Refused as
	// RecordRefundPaid.
	CancelRefund(ctx context.Context, id int64) (Refund, error)
	// Documents are the invoices and credit notes of orders
	// (Service.Documents).
	Documents(ctx context.Context, orderIDs []int64) (map[int64][]Document, error)
	// DocumentFile is a document's file (Service.DocumentFile); staff
	// ask with DocumentAccess.Staff.
	DocumentFile(ctx context.Context, publicID, format string, a DocumentAccess) (DocumentFile, error)
	// AddStaffNote writes an internal note on an order (staff_note.go);
	// StaffNotes are an order's notes, newest first.
	AddStaffNote(ctx context.Context, number string, staffID int64, author, body string) (StaffNote, error)
	StaffNotes(ctx context.Context, orderID int64) ([]StaffNote, error)
	// Ship records a parcel sent for an order (shipment.go), in one
	// transaction under the order's row lock: the shipment
	// (<number>-<n>) with its items, the items' shipped quantities, a
	// history entry, the order complete once everything that is neither
	// virtual nor cancelled has shipped, and the "your order has shipped"
	// mail (TagShipped) in the order's language. Refused with nothing
	// changed: NotFound for an unknown number; Conflict for an order
	// pending payment ("order.ship.notPaid"), cancelled, closed, virtual
	// or with nothing left to ship; Invalid for an unknown item, a
	// quantity below one or above what is left of an item, a tracking
	// number that is not 1 to MaxTracking of [A-Za-z0-9-], a bad carrier
	// code or title, a time in the future or before the order.
	// Concurrent calls never ship more than was ordered.
	Ship(ctx context.Context, number string, in ShipInput) (Shipment, error)
	// Delivered records when a shipment (by its number, 000000012-1)
	// arrived, with a history entry; at zero is now. Recorded again with
	// another time, the time is corrected. NotFound
	// ("order.shipment.notFound") for an unknown shipment; Invalid for a
	// time before it left or in the future.
	Delivered(ctx context.Context, shipmentNumber string, at time.Time) error
	// PackingSlip is a shipment's delivery note as a PDF in the order's
	// language (packing_slip.go): the recipient, the parcel's items and
	// quantities, no prices. NotFound ("order.shipment.notFound") for an
	// unknown shipment.
	PackingSlip(ctx context.Context, shipmentNumber string) ([]byte, error)
	// StaffOrders is a page of every customer's orders (staff_list.go):
	// searched by number, email, billing name or SKU, filtered by status,
	// payment status and method, period, country and a club's SKU
	// prefixes, sorted, with the total. Invalid on its field for an
	// unknown status, payment status or sort or a search too long.
	StaffOrders(ctx context.Context, q StaffQuery) (StaffList, error)
	// StaffPaymentMethods are the payment methods orders were placed
	// with, by code (the list's filter's choices).
	StaffPaymentMethods(ctx context.Context) ([]string, error)
	// ExportStaffOrders writes every order q matches as CSV (at most
	// MaxStaffExport), values a spreadsheet would run as formulas
	// defused.
	ExportStaffOrders(ctx context.Context, q StaffQuery, w io.Writer) error
	// StaffFigures are the back office's start page's figures at now
	// (staff_dashboard.go), of the orders with an item of skuPrefixes
	// when there are any.
	StaffFigures(ctx context.Context, now time.Time, skuPrefixes []string) (StaffFigures, error)
	// OptionFile is a file a customer uploaded for a file option, kept on
	// the order orderID (option_files.go); NotFound for none.
	OptionFile(ctx context.Context, orderID, fileID int64) (OptionFile, error)
	// Cancel cancels an order nothing of which has shipped (the
	// customer's wish; a withdrawal declared before shipping), in one
	// transaction under the order's row lock: cancelled with its stock
	// and coupon uses returned, a history entry with the reason, the
	// "cancelled" mail (TagCanceledByShop). A paid order then gets all
	// that is left of its payment owed back, recorded with the
	// cancellation and asked of its provider after the commit (or owed
	// by transfer for a bank transfer), which comes back beside the
	// order; a refund the provider refuses or cannot take stays owed
	// (its State), the order cancelled. Refused with nothing changed: NotFound for an unknown
	// number; Conflict for an order cancelled already, refunded, with a
	// parcel shipped, with a hosted payment still open at its provider
	// or authorized only; Invalid for a reason longer than
	// MaxCancelReason or of several lines.
	Cancel(ctx context.Context, in CancelInput) (Order, *Refund, error)
}

var _ Staff = (*service)(nil)

func (s *service) OrderByNumber(ctx context.Context, number string) (Order, payment.Payment, error) {
	if len(number) != NumberLength {
		return Order{}, payment.Payment{}, notFound()
	}
	o, err := s.load(ctx, s.db.Read(), `increment_id = ?`, number)
	if err != nil {
		return Order{}, payment.Payment{}, err
	}
	pay, err := s.Payments.ByOrder(ctx, o.ID)
	if err != nil {
		return Order{}, payment.Payment{}, err
	}
	return o, pay, nil
}

func (s *service) RecordBankTransfer(ctx context.Context, number string) (Order, bool, error) {
	o, pay, err := s.OrderByNumber(ctx, number)
	if err != nil {
		return Order{}, false, err
	}
	if o.PaymentMethod != banktransfer.Code {
		title := o.PaymentMethod
		if m, ok := s.Payments.Method(o.PaymentMethod, i18n.LocaleFrom(ctx)); ok {
			title = m.Title
		}
		return o, false, apperr.New(apperr.Conflict, "order.paid.notBankTransfer", "number", o.Number, "method", title)
	}
	if pay.Status.Succeeded() {
		return o, false, nil // recorded already
	}
	// An order SettleBankTransfers cancelled is refused here, and, when
	// it is cancelled between this read and the payment's row lock, by
	// applyStatus, which holds the order.
	if o.Status == Canceled {
		return o, false, apperr.New(apperr.Conflict, "order.paid.canceled", "number", o.Number)
	}
	changed, err := s.applyStatus(ctx, pay.ID, payment.Paid)
	if err != nil {
		return Order{}, false, err
	}
	o, _, err = s.OrderByNumber(ctx, number)
	return o, changed, err
}
