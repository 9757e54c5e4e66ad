package returns

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
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
	r = s.named(r)
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
		if to == Received && s.Stock != nil {
			if err := s.Stock.ReturnStock(ctx, restockLines(r, o), catalog.StockNote{Reason: catalog.StockByReturn, Reference: r.Reference}); err != nil {
				return err
			}
		}
		if err := s.note(ctx, r); err != nil {
			return err
		}
		out = r
		return s.mailStatus(ctx, r, o, nil)
	})
	return out, err
}

// restockLines are the goods of a received return that go back on the
// shelf: every returned unit of a product sold from stock, but none made
// for the customer (individualised goods cannot be sold again).
func restockLines(r Return, o order.Order) []catalog.StockLine {
	items := map[int64]order.Item{}
	for _, it := range o.Items {
		items[it.ID] = it
	}
	var lines []catalog.StockLine
	for _, ri := range r.Items {
		it, ok := items[ri.OrderItemID]
		if !ok || it.ProductID == 0 || it.IsVirtual || it.Individualised || ri.Qty <= 0 {
			continue
		}
		lines = append(lines, catalog.StockLine{ProductID: it.ProductID, Quantity: ri.Qty})
	}
	return lines
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

// refundInput is what a return's refund asks of its order: its items'
// units, each worth its share of what is left of its line (the order's
// ledger), and, when with this return every shipped item of the order is
// in a refunded return (completes), what is left of the shipping (§357
// (2) BGB: on withdrawal from the whole contract the standard delivery
// costs are refunded).
func refundInput(r Return, o order.Order, completes bool) order.RefundInput {
	in := order.RefundInput{Number: o.Number, Shipping: completes}
	at := map[int64]int{}
	for _, it := range r.Items {
		if i, ok := at[it.OrderItemID]; ok {
			in.Items[i].Units += it.Qty
			continue
		}
		at[it.OrderItemID] = len(in.Items)
		in.Items = append(in.Items, order.RefundItem{ItemID: it.OrderItemID, Units: it.Qty})
	}
	return in
}

// Value is what a return gives back: what its refund gave for its items
// once refunded, else what they are worth now (its units' share of what
// is left of their lines, order.Service.RefundQuote), the shipping that
// the return completing the order's returns adds left out.
func (s *service) Value(ctx context.Context, r Return, o order.Order) (catalog.Money, error) {
	if r.RefundID != 0 {
		refunds, err := s.Orders.Refunds(ctx, o.ID)
		if err != nil {
			return 0, err
		}
		for _, f := range refunds {
			if f.ID == r.RefundID {
				return f.Amount - f.ShippingAmount(), nil
			}
		}
	}
	q, err := s.Orders.RefundQuote(ctx, refundInput(r, o, false))
	if apperr.KindOf(err) == apperr.Conflict {
		return 0, nil // nothing left of these items
	}
	return q.Amount, err
}

// Refund claims a received return (set refunded while the order records
// its refund, so two refunds at once give back once), asks the order for
// the refund of its items (and of the shipping, when it completes the
// order's returns) after that has committed, and records the refund;
// when the order refuses (nothing left of the items), the return goes
// back to received. The order records the money as owed and pays it
// through its provider or, for a bank transfer, staff transfer it: the
// mail says which. A crash between leaves it refunded without a refund
// id, which show names for staff to check.
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
	completes, err := s.completes(ctx, r, o)
	if err == nil {
		in := refundInput(r, o, completes)
		if in.Shipping {
			// Only when there is shipping left to give back does the
			// credit note's reason say so.
			q, qerr := s.Orders.RefundQuote(ctx, in)
			in.Shipping = qerr == nil && q.ShippingAmount() > 0
		}
		reason := "returns.refund.reason"
		if in.Shipping {
			reason = "returns.refund.reasonWithShipping"
		}
		in.Reason = i18n.Messages().T(o.Locale, reason, "reference", r.Reference)
		var refund order.Refund
		refund, err = s.Orders.Refund(ctx, in)
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

// completes reports whether, with return r, every shipped item of order
// o is in a refunded return: its refund then gives back the shipping too.
func (s *service) completes(ctx context.Context, r Return, o order.Order) (bool, error) {
	if o.Totals.ShippingInclTax <= 0 {
		return false, nil
	}
	others, err := load(ctx, s.db.Write(), `r.order_id = ? AND r.status = 'refunded' AND r.id <> ?`, o.ID, r.ID)
	if err != nil {
		return false, err
	}
	back := map[int64]int{}
	for _, ret := range append(others, r) {
		for _, it := range ret.Items {
			back[it.OrderItemID] += it.Qty
		}
	}
	for _, it := range o.Items {
		if !it.IsVirtual && back[it.ID] < it.QtyOrdered-it.QtyCanceled {
			return false, nil
		}
	}
	return true, nil
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
	r, _, err := s.ByReference(ctx, reference)
	if err != nil {
		return LabelFile{}, err
	}
	if r, err = s.retryCarrier(ctx, r); err != nil {
		return LabelFile{}, err
	}
	return s.labelFile(ctx, r)
}

// StaffList is a page of returns, newest first, and how many match.
type StaffList struct {
	Returns []Return
	Total   int
}

// MaxStaffPage bounds a page of StaffReturns.
const MaxStaffPage = 100

// StaffReturns is a page (from 1) of the returns in the statuses given
// (all when none), newest first, with the total.
func (s *service) StaffReturns(ctx context.Context, statuses []Status, page, pageSize int) (StaffList, error) {
	for _, st := range statuses {
		if !slices.Contains([]Status{Requested, Received, Refunded, Refused}, st) {
			return StaffList{}, apperr.New(apperr.Invalid, "returns.staff.unknownStatus").OnField("status")
		}
	}
	page, pageSize = max(page, 1), min(max(pageSize, 1), MaxStaffPage)
	where, args := "1 = 1", []any{}
	if len(statuses) > 0 {
		where = `status IN (` + db.InList(len(statuses)) + `)`
		for _, st := range statuses {
			args = append(args, string(st))
		}
	}
	var out StaffList
	h := s.db.Read()
	if err := h.Get(ctx, &out.Total, `SELECT COUNT(*) FROM sales_return WHERE `+where, args...); err != nil {
		return StaffList{}, fmt.Errorf("returns: count: %w", err)
	}
	rs, err := load(ctx, h, `r.id IN (SELECT id FROM sales_return WHERE `+where+` ORDER BY id DESC LIMIT ? OFFSET ?)`,
		append(args, pageSize, (page-1)*pageSize)...)
	if err != nil {
		return StaffList{}, err
	}
	for i := range rs {
		rs[i] = s.named(rs[i])
	}
	out.Returns = rs
	return out, nil
}
