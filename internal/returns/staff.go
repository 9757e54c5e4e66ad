package returns

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// validReference reports what could be a return's reference: an order
// number, -R and a count.
func validReference(ref string) bool {
	number, n, ok := strings.Cut(ref, "-R")
	return ok && len(number) == order.NumberLength && n != "" && len(n) <= 6 && strings.Trim(n, "0123456789") == ""
}

func (s *service) ByReference(ctx context.Context, reference string) (Return, order.Order, error) {
	if err := s.wired(); err != nil {
		return Return{}, order.Order{}, err
	}
	reference = strings.TrimSpace(reference)
	if !validReference(reference) {
		return Return{}, order.Order{}, notFound()
	}
	r, err := one(ctx, s.db.Read(), `r.reference = ?`, reference)
	if err != nil {
		return Return{}, order.Order{}, err
	}
	o, err := s.Orders.ByID(ctx, r.OrderID)
	if err != nil {
		return Return{}, order.Order{}, err
	}
	return r, o, nil
}

// transition moves a return from one of the statuses from to status under
// its row lock, with the status mail, in one transaction.
func (s *service) transition(ctx context.Context, reference string, to Status, reason string, from ...Status) (Return, error) {
	if err := s.wired(); err != nil {
		return Return{}, err
	}
	reference = strings.TrimSpace(reference)
	if !validReference(reference) {
		return Return{}, notFound()
	}
	var out Return
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := s.db.Write()
		var id int64
		if err := w.GetForUpdate(ctx, &id, `SELECT id FROM sales_return WHERE reference = ?`, reference); err != nil {
			if isNoRows(err) {
				return notFound()
			}
			return fmt.Errorf("returns: lock %s: %w", reference, err)
		}
		r, err := one(ctx, w, `r.id = ?`, id)
		if err != nil {
			return err
		}
		if !slices.Contains(from, r.Status) {
			return apperr.New(apperr.Conflict, "returns.staff.status", "reference", r.Reference, "status", string(r.Status))
		}
		o, err := s.Orders.ByID(ctx, r.OrderID)
		if err != nil {
			return err
		}
		r.RefusalReason = reason
		if err := setStatus(ctx, w, &r, to, s.now().UTC()); err != nil {
			return err
		}
		if err := s.note(ctx, r); err != nil {
			return err
		}
		out = r
		return s.mailStatus(ctx, r, o, nil)
	})
	return out, err
}

func (s *service) Receive(ctx context.Context, reference string) (Return, error) {
	return s.transition(ctx, reference, Received, "", Requested)
}

func (s *service) Refuse(ctx context.Context, reference, reason string) (Return, error) {
	reason = strings.TrimSpace(i18n.StripFormat(reason))
	if utf8.RuneCountInString(reason) > MaxRefusalReason || !apperr.Printable(reason, true) {
		return Return{}, apperr.New(apperr.Invalid, "returns.staff.reason", "max", MaxRefusalReason).OnField("reason")
	}
	return s.transition(ctx, reference, Refused, reason, Requested, Received)
}

// Value is what a return's items cost the customer: each item's unit
// price times the quantity, less that quantity's share of the item's
// discount (rounded to the cent).
func Value(r Return, o order.Order) catalog.Money {
	items := make(map[int64]order.Item, len(o.Items))
	for _, it := range o.Items {
		items[it.ID] = it
	}
	var total catalog.Money
	for _, ri := range r.Items {
		it, ok := items[ri.OrderItemID]
		if !ok || it.QtyOrdered == 0 {
			continue
		}
		qty := catalog.Money(ri.Qty)
		share := (it.Discount*qty*2 + catalog.Money(it.QtyOrdered)) / (2 * catalog.Money(it.QtyOrdered))
		total += it.UnitPrice*qty - share
	}
	return total
}

// Refund claims a received return (set refunded while the provider is
// asked, so two refunds at once pay once), asks the order's refund for
// its value after that has committed, and records the refund; when the
// order refuses, the return goes back to received. A crash between leaves
// it refunded without a refund id, which show names for staff to check.
func (s *service) Refund(ctx context.Context, reference string) (Return, order.Refund, error) {
	r, o, err := s.ByReference(ctx, reference)
	if err != nil {
		return Return{}, order.Refund{}, err
	}
	res, err := s.db.Write().Exec(ctx, `UPDATE sales_return SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'received'`,
		s.now().UTC(), r.ID)
	if err != nil {
		return Return{}, order.Refund{}, fmt.Errorf("returns: claim %s: %w", r.Reference, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return Return{}, order.Refund{}, apperr.New(apperr.Conflict, "returns.staff.status", "reference", r.Reference, "status", string(r.Status))
	}
	amount, reason := Value(r, o), "returns.refund.reason"
	shipping, err := s.shippingBack(ctx, r, o, amount)
	if err == nil && shipping > 0 {
		amount, reason = amount+shipping, "returns.refund.reasonWithShipping"
	}
	if err == nil {
		var refund order.Refund
		refund, err = s.Orders.Refund(ctx, order.RefundInput{Number: o.Number, Amount: amount,
			Reason: i18n.Messages().T(o.Locale, reason, "reference", r.Reference)})
		if err == nil {
			return s.refunded(ctx, r, o, refund)
		}
	}
	if _, undo := s.db.Write().Exec(ctx, `UPDATE sales_return SET status = 'received' WHERE id = ? AND status = 'refunded' AND refund_id IS NULL`,
		r.ID); undo != nil {
		return Return{}, order.Refund{}, fmt.Errorf("returns: give %s back its received status after %w: %w", r.Reference, err, undo)
	}
	return Return{}, order.Refund{}, err
}

// shippingBack is the outbound shipping a return's refund also gives back
// (§357 (2) BGB: on withdrawal from the whole contract the standard
// delivery costs are refunded): what the order paid for shipping when,
// with this return, every shipped item of the order is in a refunded
// return, capped by what is left of the order to refund beside the
// items' value (staff may have refunded it by hand already); 0 otherwise.
func (s *service) shippingBack(ctx context.Context, r Return, o order.Order, value catalog.Money) (catalog.Money, error) {
	if o.Totals.ShippingInclTax <= 0 {
		return 0, nil
	}
	others, err := load(ctx, s.db.Write(), `r.order_id = ? AND r.status = 'refunded' AND r.id <> ?`, o.ID, r.ID)
	if err != nil {
		return 0, err
	}
	back := map[int64]int{}
	for _, ret := range append(others, r) {
		for _, it := range ret.Items {
			back[it.OrderItemID] += it.Qty
		}
	}
	for _, it := range o.Items {
		if !it.IsVirtual && back[it.ID] < it.QtyOrdered-it.QtyCanceled {
			return 0, nil
		}
	}
	refunds, err := s.Orders.Refunds(ctx, o.ID)
	if err != nil {
		return 0, err
	}
	left := o.Totals.GrandTotal - value
	for _, f := range refunds {
		if f.Status != payment.RefundFailed && f.Status != payment.RefundCanceled {
			left -= f.Amount
		}
	}
	return max(0, min(o.Totals.ShippingInclTax, left)), nil
}

// refunded records the order's refund on a return claimed for it, sets it
// refunded, notes it in the order's history and mails the customer.
func (s *service) refunded(ctx context.Context, r Return, o order.Order, refund order.Refund) (Return, order.Refund, error) {
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := s.db.Write()
		if _, err := w.Exec(ctx, `UPDATE sales_return SET refund_id = ? WHERE id = ?`, refund.ID, r.ID); err != nil {
			return fmt.Errorf("returns: record the refund of %s: %w", r.Reference, err)
		}
		r.RefundID = refund.ID
		if err := setStatus(ctx, w, &r, Refunded, s.now().UTC()); err != nil {
			return err
		}
		if err := s.note(ctx, r); err != nil {
			return err
		}
		return s.mailStatus(ctx, r, o, &refund)
	})
	if err != nil {
		return Return{}, order.Refund{}, err
	}
	return r, refund, nil
}

func (s *service) LabelOf(ctx context.Context, reference string) (LabelFile, error) {
	r, o, err := s.ByReference(ctx, reference)
	if err != nil {
		return LabelFile{}, err
	}
	data, err := s.label(ctx, r, o)
	if err != nil {
		return LabelFile{}, err
	}
	return LabelFile{Filename: labelFilename(r, o.Locale), Data: data}, nil
}
