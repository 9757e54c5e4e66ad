package order

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// What an order charged, thing by thing, and what its refunds gave back
// of each: the money.Ledger every refund is taken from (refund.go), so
// that returns and refunds, in any sequence, never give back more than
// was paid and all of them come to what was paid to the cent. Its parts
// are the order's items, each charged its row total less its share of
// the coupons (Item.RowTotal − Item.Discount) for its ordered quantity,
// then the shipping at each VAT category and rate as the invoice splits
// it (shippingSplit). A refund's pieces are kept with it (RefundPart, in
// sales_refund.parts), so the ledger of an order is rebuilt from its
// refunds that are not canceled.

// RefundPart is what a refund gives back of one thing the order charged:
// units of an item (ItemID; Units 0 for a share of an amount given back),
// or the shipping charged at one VAT category and rate.
type RefundPart struct {
	ItemID   int64         `json:"item,omitempty"`
	Units    int           `json:"units,omitempty"`
	Shipping bool          `json:"shipping,omitempty"`
	Category string        `json:"category,omitempty"`
	Rate     vat.Rate      `json:"rate,omitempty"`
	Amount   catalog.Money `json:"amount"`
}

// vatCategory is the EN 16931 VAT category of goods at rate, virtual or
// not, on an order exported or not.
//
// net is the category of goods charged net: CategoryExport for an
// export, CategoryIntraCommunity for a supply to a business in another
// member state (Order.netCategory); "" for neither.
func vatCategory(net string, rate vat.Rate, virtual bool) string {
	switch {
	case rate > 0:
		return CategoryStandard
	case net != "" && !virtual:
		return net
	}
	return CategoryZero
}

// shippingSplit is what an order charged for shipping by VAT category and
// rate: an export's at once, net (category G); anyone else's split over
// the rates of the shippable goods by their gross after discounts, as the
// cart split it (money.SplitByRate; the standard rate of the country
// whose VAT the order carries when no goods weigh anything).
func shippingSplit(o Order) map[bucketKey]catalog.Money {
	out := map[bucketKey]catalog.Money{}
	ship := o.Totals.ShippingInclTax
	if ship <= 0 {
		return out
	}
	if net := o.netCategory(); net != "" {
		out[bucketKey{net, 0}] = ship
		return out
	}
	weights := map[vat.Rate]catalog.Money{}
	for _, it := range o.Items {
		if !it.IsVirtual {
			weights[it.TaxRate] += it.RowTotal - it.Discount
		}
	}
	for r, a := range money.SplitByRate(ship, weights, o.standardRate()) {
		out[bucketKey{vatCategory("", r, false), r}] += a
	}
	return out
}

// orderLedger is an order's ledger with what each of its parts is.
type orderLedger struct {
	money.Ledger
	// items are the order's items, parts 0 to len(items)-1; shipping the
	// shipping's category and rate of the parts after them.
	items    []Item
	shipping []bucketKey
}

// ledgerOf is what order o charged, with nothing given back yet.
func ledgerOf(o Order) *orderLedger {
	l := &orderLedger{items: o.Items}
	for _, it := range o.Items {
		l.Parts = append(l.Parts, money.Part{Charged: it.RowTotal - it.Discount, Units: it.QtyOrdered})
	}
	split := shippingSplit(o)
	for k := range split {
		l.shipping = append(l.shipping, k)
	}
	slices.SortFunc(l.shipping, func(a, b bucketKey) int {
		if c := cmp.Compare(b.rate, a.rate); c != 0 {
			return c
		}
		return cmp.Compare(a.category, b.category)
	})
	for _, k := range l.shipping {
		l.Parts = append(l.Parts, money.Part{Charged: split[k], Units: 1})
	}
	return l
}

// pieces are a refund's parts as pieces of this ledger; an item or a
// shipping the order does not have is an error.
func (l *orderLedger) pieces(parts []RefundPart) ([]money.Piece, error) {
	out := make([]money.Piece, 0, len(parts))
	for _, p := range parts {
		i := l.partOf(p)
		if i < 0 {
			return nil, fmt.Errorf("order: a refund's part %+v names nothing the order charged", p)
		}
		out = append(out, money.Piece{Part: i, Amount: p.Amount, Units: p.Units})
	}
	return out, nil
}

// partOf is the ledger's part a refund's part names; -1 for none.
func (l *orderLedger) partOf(p RefundPart) int {
	if p.Shipping {
		k := slices.Index(l.shipping, bucketKey{p.Category, p.Rate})
		if k < 0 {
			return -1
		}
		return len(l.items) + k
	}
	return slices.IndexFunc(l.items, func(it Item) bool { return it.ID == p.ItemID })
}

// parts are pieces of this ledger as a refund keeps them.
func (l *orderLedger) parts(pieces []money.Piece) []RefundPart {
	out := make([]RefundPart, 0, len(pieces))
	for _, pc := range pieces {
		if pc.Amount == 0 && pc.Units == 0 {
			continue
		}
		if pc.Part < len(l.items) {
			out = append(out, RefundPart{ItemID: l.items[pc.Part].ID, Units: pc.Units, Amount: pc.Amount})
			continue
		}
		k := l.shipping[pc.Part-len(l.items)]
		out = append(out, RefundPart{Shipping: true, Category: k.category, Rate: k.rate, Amount: pc.Amount})
	}
	return out
}

// take records what refunds gave back or hold reserved (all but canceled
// ones), oldest first. A refund from before refunds kept their parts is
// taken as its credit note's VAT lines say when it has one (each rate's
// goods spread over that rate's items, its shipping to that rate's), else
// spread over everything, as an amount.
func (l *orderLedger) take(rows []refundRow, notes map[int64]Sheet) error {
	for _, r := range rows {
		if RefundState(r.State) == RefundCanceled {
			continue
		}
		if r.Parts != "" {
			var parts []RefundPart
			if err := json.Unmarshal([]byte(r.Parts), &parts); err != nil {
				return fmt.Errorf("order: parts of refund %d: %w", r.ID, err)
			}
			pieces, err := l.pieces(parts)
			if err != nil {
				return err
			}
			l.Take(pieces...)
			continue
		}
		if note, ok := notes[r.ID]; ok {
			l.takeNote(note)
			continue
		}
		pieces, _ := l.Spread(min(catalog.Money(r.Amount), l.Left()))
		l.Take(pieces...)
	}
	return nil
}

// takeNote takes a credit note issued before refunds kept their parts:
// each of its VAT lines' goods over the items of that category and rate
// in proportion to what is left of them, its shipping from that rate's
// shipping.
func (l *orderLedger) takeNote(s Sheet) {
	for _, v := range s.VAT {
		var idx []int
		var weights []catalog.Money
		for i, it := range l.items {
			if vatCategory(s.netCategory(), it.TaxRate, it.IsVirtual) == v.Category && it.TaxRate == v.Rate {
				idx, weights = append(idx, i), append(weights, l.Parts[i].Left())
			}
		}
		var sum catalog.Money
		for _, w := range weights {
			sum += w
		}
		for j, a := range money.Allocate(min(v.GoodsGross, sum), weights) {
			l.Take(money.Piece{Part: idx[j], Amount: a})
		}
		if k := slices.Index(l.shipping, bucketKey{v.Category, v.Rate}); k >= 0 {
			i := len(l.items) + k
			l.Take(money.Piece{Part: i, Amount: min(v.ShippingGross, l.Parts[i].Left())})
		}
	}
}

// plan is what a refund of in takes of the ledger: the units of items
// and the shipping asked for (a return), an amount spread over what is
// left, or all that is left (in.Amount 0, or all of it). Refused with a
// translated reason: an item the order lacks or a quantity below one,
// an amount beside items, more than is left, nothing left.
func (l *orderLedger) plan(ctx context.Context, o Order, in RefundInput) ([]money.Piece, error) {
	left := l.Left()
	if left <= 0 {
		return nil, apperr.New(apperr.Conflict, "order.refund.nothingLeft", "number", o.Number)
	}
	var pieces []money.Piece
	switch {
	case len(in.Items) > 0 || in.Shipping:
		if in.Amount != 0 {
			return nil, apperr.New(apperr.Invalid, "order.refund.amountWithItems").OnField("amount")
		}
		seen := map[int]bool{}
		for n, ri := range in.Items {
			i := l.partOf(RefundPart{ItemID: ri.ItemID})
			if i < 0 || seen[i] {
				return nil, apperr.New(apperr.Invalid, "order.refund.item").OnField(fmt.Sprintf("items.%d.item_id", n))
			}
			if ri.Units < 1 {
				return nil, apperr.New(apperr.Invalid, "order.refund.units").OnField(fmt.Sprintf("items.%d.units", n))
			}
			seen[i] = true
			pieces = append(pieces, l.ForUnits(i, ri.Units))
		}
		if in.Shipping {
			for k := range l.shipping {
				pieces = append(pieces, l.All(len(l.items)+k))
			}
		}
	case in.Amount > left:
		return nil, errTooMuch(ctx, left)
	case in.Amount == 0 || in.Amount == left:
		for i := range l.Parts {
			pieces = append(pieces, l.All(i))
		}
	default:
		pieces, _ = l.Spread(in.Amount)
	}
	if money.Sum(pieces) <= 0 {
		return nil, apperr.New(apperr.Conflict, "order.refund.nothingLeft", "number", o.Number)
	}
	return pieces, nil
}

// errTooMuch refuses a refund of more than left, naming left in the
// reader's language.
func errTooMuch(ctx context.Context, left catalog.Money) error {
	return apperr.New(apperr.Invalid, "order.refund.tooMuch", "left", money.Format(left, i18n.LocaleFrom(ctx))).OnField("amount")
}
