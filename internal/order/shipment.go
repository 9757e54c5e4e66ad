package order

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
)

// shipmentRow is a row of sales_shipment joined with one of its items.
type shipmentRow struct {
	OrderID     int64         `db:"order_id"`
	ID          int64         `db:"id"`
	Number      string        `db:"number"`
	Carrier     string        `db:"carrier"`
	Title       string        `db:"title"`
	Tracking    string        `db:"tracking"`
	ShippedAt   time.Time     `db:"shipped_at"`
	DeliveredAt sql.NullTime  `db:"delivered_at"`
	OrderItemID sql.NullInt64 `db:"order_item_id"`
	Qty         sql.NullInt64 `db:"qty"`
}

// loadShipments fills the orders' shipments with their items, oldest
// first, in one statement for all of them (ids, with in their IN list).
func loadShipments(ctx context.Context, h db.Handle, at map[int64]*Order, in string, ids []int64) error {
	var rows []shipmentRow
	if err := h.Select(ctx, &rows, `SELECT s.order_id, s.id, s.number, s.carrier, s.title, s.tracking, s.shipped_at, s.delivered_at,
		i.order_item_id, i.qty
		FROM sales_shipment s LEFT JOIN sales_shipment_item i ON i.shipment_id = s.id
		LEFT JOIN sales_order_item oi ON oi.id = i.order_item_id
		WHERE s.order_id IN (`+in+`) ORDER BY s.order_id, s.id, oi.position`, db.Args(ids)...); err != nil {
		return fmt.Errorf("order: shipments: %w", err)
	}
	for _, r := range rows {
		o := at[r.OrderID]
		if n := len(o.Shipments); n == 0 || o.Shipments[n-1].ID != r.ID {
			sh := Shipment{ID: r.ID, Number: r.Number, Carrier: r.Carrier, Title: r.Title, Tracking: r.Tracking,
				ShippedAt: r.ShippedAt.UTC(), Items: []ShipmentItem{}}
			if r.DeliveredAt.Valid {
				sh.DeliveredAt = r.DeliveredAt.Time.UTC()
			}
			o.Shipments = append(o.Shipments, sh)
		}
		if r.OrderItemID.Valid {
			sh := &o.Shipments[len(o.Shipments)-1]
			sh.Items = append(sh.Items, ShipmentItem{OrderItemID: r.OrderItemID.Int64, Qty: int(r.Qty.Int64)})
		}
	}
	return nil
}

// individualised reports a cart item made for its customer, which cannot
// be returned (§312g (2) Nr. 1 BGB): a text entered into a text option
// (a name on the back), or club merchandise with the club's logo (a
// product whose merchandise attributes name a logo type). It is the rule
// the checkout's notice before the order button follows
// (web/src/features/checkout/lib/checkout-steps.ts, isIndividualised).
func individualised(it cart.Item) bool {
	for _, p := range []*catalog.Product{&it.Product, it.Variant} {
		if p != nil && p.Merchandise != nil && p.Merchandise.LogoType != nil {
			return true
		}
	}
	for _, op := range it.Options {
		if !op.Option.Type.Selectable() && strings.TrimSpace(op.Text) != "" {
			return true
		}
	}
	return false
}

// DeliveredAt is when the goods arrived, from which the 30-day return
// period and the 14-day withdrawal period run. It is false until every
// item that is neither virtual nor cancelled has shipped (and for an order
// with nothing to ship); then it is the latest shipment's arrival: its
// DeliveredAt when recorded, else the later of when it left and the end
// of the order's promised latest delivery day in Berlin (DeliveryLatest),
// since a parcel is taken to have arrived by the day the shop promised.
func (o Order) DeliveredAt() (time.Time, bool) {
	shippable := false
	for _, it := range o.Items {
		if it.IsVirtual {
			continue
		}
		left := it.QtyOrdered - it.QtyCanceled
		if left <= 0 {
			continue
		}
		shippable = true
		if it.QtyShipped < left {
			return time.Time{}, false
		}
	}
	if !shippable || len(o.Shipments) == 0 {
		return time.Time{}, false
	}
	var latest time.Time
	for _, sh := range o.Shipments {
		at := sh.DeliveredAt
		if at.IsZero() {
			at = sh.ShippedAt
			if end, ok := endOfDay(o.DeliveryLatest); ok && end.After(at) {
				at = end
			}
		}
		if at.After(latest) {
			latest = at
		}
	}
	return latest.UTC(), true
}

// endOfDay is the last moment of a YYYY-MM-DD day in Berlin.
func endOfDay(day string) (time.Time, bool) {
	d, err := time.ParseInLocation(time.DateOnly, day, berlin)
	if err != nil {
		return time.Time{}, false
	}
	return d.AddDate(0, 0, 1).Add(-time.Nanosecond), true
}
