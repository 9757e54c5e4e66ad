package returns

import (
	"time"

	"paddock/internal/order"
	"paddock/internal/platform/i18n"
)

// berlin is where the return period's days end.
var berlin = i18n.Berlin

// refusal is a refusal with its message in l.
func refusal(code RefusalCode, l i18n.Locale) *Refusal {
	return &Refusal{Code: code, Message: i18n.Messages().T(l, "returns.refusal."+string(code))}
}

// returnableUntil is the last day of the return period of goods
// delivered at: the 30th day after delivery, in Berlin.
func returnableUntil(delivered time.Time) time.Time {
	d := delivered.In(berlin)
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, berlin).AddDate(0, 0, ReturnPeriodDays)
}

// Assess applies SPEC.md section 4's refusals, in the order of the
// RefusalCode constants, to order o, of whose items returned holds how
// many (by order item id) returns that were not refused hold, at now, with
// messages in l (see Service.Information). It reads nothing: the caller
// loads the order and its returns.
func Assess(o order.Order, returned map[int64]int, now time.Time, l i18n.Locale) Information {
	info := Information{Order: o, Items: make([]ItemInformation, 0, len(o.Items))}
	units, inReturns := 0, 0
	for _, it := range o.Items {
		info.Items = append(info.Items, ItemInformation{Item: it, QtyReturned: returned[it.ID]})
		if !it.IsVirtual {
			units += max(it.QtyOrdered-it.QtyCanceled, 0)
			inReturns += returned[it.ID]
		}
	}
	delivered, isDelivered := o.DeliveredAt()
	if isDelivered {
		info.ReturnableUntil = returnableUntil(delivered).Format(time.DateOnly)
	}
	refuse := func(code RefusalCode) Information {
		info.Refusal = refusal(code, l)
		return info
	}
	switch {
	case o.Status != order.Processing && o.Status != order.Complete, units == 0:
		// Nothing to send back: virtual items only, or every physical
		// one cancelled.
		return refuse(StatusNotReturnable)
	case !dataAddsUp(o):
		return refuse(DataUnavailable)
	case inReturns >= units:
		return refuse(AlreadyFullyReturned)
	case o.ShippingAddress == nil || o.ShippingAddress.CountryCode != "DE":
		return refuse(NotGermany)
	case !isDelivered:
		return refuse(NotFullyShipped)
	}
	individual, other := 0, 0
	for _, it := range o.Items {
		if it.IsVirtual || it.QtyOrdered-it.QtyCanceled-returned[it.ID] <= 0 {
			continue
		}
		if it.Individualised {
			individual++
		} else {
			other++
		}
	}
	if other == 0 && individual > 0 {
		return refuse(Individualised)
	}
	if !now.Before(returnableUntil(delivered).AddDate(0, 0, 1)) {
		return refuse(PeriodExpired)
	}
	for i := range info.Items {
		x := &info.Items[i]
		switch {
		case x.Item.IsVirtual:
		case x.Item.Individualised:
			x.Refusal = refusal(Individualised, l)
		default:
			x.QtyReturnable = max(x.Item.QtyOrdered-x.Item.QtyCanceled-x.QtyReturned, 0)
			info.Returnable = info.Returnable || x.QtyReturnable > 0
		}
	}
	return info
}

// InReturns is how many of each order item (by id) returns that were
// not refused hold: what Assess takes, from the returns of an order
// (Service.ForOrders).
func InReturns(rs []Return) map[int64]int {
	out := map[int64]int{}
	for _, r := range rs {
		if r.Status == Refused {
			continue
		}
		for _, it := range r.Items {
			out[it.OrderItemID] += it.Qty
		}
	}
	return out
}

// dataAddsUp reports whether an order's shipments can be told apart from
// its items: a complete order has shipments (orders shipped before
// shipments were recorded have none), and shipments hold no item the order
// does not have and no more of one than was ordered and not cancelled.
func dataAddsUp(o order.Order) bool {
	if o.Status == order.Complete && len(o.Shipments) == 0 {
		return false
	}
	left := map[int64]int{}
	for _, it := range o.Items {
		left[it.ID] = it.QtyOrdered - it.QtyCanceled
		if it.QtyShipped > left[it.ID] {
			return false
		}
	}
	for _, sh := range o.Shipments {
		for _, si := range sh.Items {
			n, ok := left[si.OrderItemID]
			if !ok || si.Qty > n {
				return false
			}
			left[si.OrderItemID] = n - si.Qty
		}
	}
	return true
}
