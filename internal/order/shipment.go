package order

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
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

// Shipment is the number of the shipment the entry is about (its
// shipping or delivery), "" for other entries.
func (h HistoryEntry) Shipment() string {
	_, query, ok := strings.Cut(h.Comment, "?")
	if !ok {
		return ""
	}
	args, err := url.ParseQuery(query)
	if err != nil {
		return ""
	}
	return args.Get("shipment")
}

// endOfDay is the last moment of a YYYY-MM-DD day in Berlin.
func endOfDay(day string) (time.Time, bool) {
	d, err := time.ParseInLocation(time.DateOnly, day, berlin)
	if err != nil {
		return time.Time{}, false
	}
	return d.AddDate(0, 0, 1).Add(-time.Nanosecond), true
}

// ShipInput is a parcel staff send (Staff.Ship).
type ShipInput struct {
	// Carrier is the carrier's code (dhl) and Title its name (DHL Paket);
	// empty, the order's shipping carrier code and title.
	Carrier string
	Title   string
	// Tracking is the parcel's tracking number: 1 to MaxTracking letters,
	// digits and dashes.
	Tracking string
	// Items are the order items and quantities the parcel holds; empty,
	// everything not yet shipped nor cancelled.
	Items []ShipmentItem
	// ShippedAt is when it left; zero, now. Neither in the future nor
	// before the order was placed.
	ShippedAt time.Time
}

// Bounds of a shipment's texts.
const (
	MaxTracking     = 64
	MaxCarrier      = 32
	MaxCarrierTitle = 100
)

// TagShipped is the "your order has shipped" mail, one per shipment.
const TagShipped = "order.shipped"

// trackingOK reports a tracking number of 1 to MaxTracking of
// [A-Za-z0-9-].
func trackingOK(s string) bool {
	if s == "" || len(s) > MaxTracking {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// carrierOK reports a carrier code of 1 to MaxCarrier of [a-z0-9_-].
func carrierOK(s string) bool {
	if s == "" || len(s) > MaxCarrier {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

func (s *service) Ship(ctx context.Context, number string, in ShipInput) (Shipment, error) {
	number = strings.TrimSpace(number)
	if len(number) != NumberLength {
		return Shipment{}, notFound()
	}
	tracking := strings.TrimSpace(in.Tracking)
	if !trackingOK(tracking) {
		return Shipment{}, apperr.New(apperr.Invalid, "order.ship.tracking", "max", MaxTracking).OnField("tracking")
	}
	carrier := strings.ToLower(strings.TrimSpace(in.Carrier))
	title := strings.TrimSpace(i18n.StripFormat(in.Title))
	if carrier != "" && !carrierOK(carrier) {
		return Shipment{}, apperr.New(apperr.Invalid, "order.ship.carrier", "max", MaxCarrier).OnField("carrier")
	}
	if utf8.RuneCountInString(title) > MaxCarrierTitle || strings.ContainsAny(title, "\r\n") {
		return Shipment{}, apperr.New(apperr.Invalid, "order.ship.title", "max", MaxCarrierTitle).OnField("title")
	}
	now := s.now().UTC()
	at := in.ShippedAt.UTC()
	if in.ShippedAt.IsZero() {
		at = now
	}
	if at.After(now) {
		return Shipment{}, apperr.New(apperr.Invalid, "order.ship.future").OnField("shipped_at")
	}
	var (
		sh Shipment
		o  Order
	)
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if o, err = s.hold(ctx, `increment_id = ?`, number); err != nil {
			return err
		}
		switch {
		case o.IsVirtual:
			return apperr.New(apperr.Conflict, "order.ship.virtual", "number", o.Number)
		case o.Status == PendingPayment:
			return apperr.New(apperr.Conflict, "order.ship.notPaid", "number", o.Number)
		case o.Status == Canceled:
			return apperr.New(apperr.Conflict, "order.ship.canceled", "number", o.Number)
		case o.Status == Closed:
			return apperr.New(apperr.Conflict, "order.ship.closed", "number", o.Number)
		}
		if at.Before(o.CreatedAt) {
			return apperr.New(apperr.Invalid, "order.ship.beforeOrder").OnField("shipped_at")
		}
		parcel, err := parcelOf(o, in.Items)
		if err != nil {
			return err
		}
		if carrier == "" {
			carrier = o.ShippingCarrierCode
		}
		if title == "" {
			title = o.ShippingTitle
		}
		sh = Shipment{Number: fmt.Sprintf("%s-%d", o.Number, len(o.Shipments)+1), Carrier: carrier, Title: title,
			Tracking: tracking, Items: parcel, ShippedAt: at}
		return s.writeShipment(ctx, &o, &sh, now)
	})
	if err != nil {
		return Shipment{}, err
	}
	return sh, nil
}

// parcelOf checks the items staff want to ship against what is left of
// the order's items and answers them in the order's item order; none
// asked, everything left.
func parcelOf(o Order, asked []ShipmentItem) ([]ShipmentItem, error) {
	left := map[int64]int{}
	for _, it := range o.Items {
		if !it.IsVirtual {
			left[it.ID] = it.QtyOrdered - it.QtyCanceled - it.QtyShipped
		}
	}
	want := map[int64]int{}
	if len(asked) == 0 {
		for id, n := range left {
			if n > 0 {
				want[id] = n
			}
		}
		if len(want) == 0 {
			return nil, apperr.New(apperr.Conflict, "order.ship.nothingLeft", "number", o.Number)
		}
	}
	for _, a := range asked {
		if _, ok := left[a.OrderItemID]; !ok {
			return nil, apperr.New(apperr.Invalid, "order.ship.unknownItem").OnField("items")
		}
		if a.Qty <= 0 {
			return nil, apperr.New(apperr.Invalid, "order.ship.qty").OnField("items")
		}
		want[a.OrderItemID] += a.Qty
	}
	var parcel []ShipmentItem
	for _, it := range o.Items {
		n, ok := want[it.ID]
		if !ok {
			continue
		}
		if n > left[it.ID] {
			if left[it.ID] <= 0 {
				return nil, apperr.New(apperr.Invalid, "order.ship.itemDone", "sku", it.SKU).OnField("items")
			}
			return nil, apperr.New(apperr.Invalid, "order.ship.tooMany", "sku", it.SKU, "left", left[it.ID]).OnField("items")
		}
		parcel = append(parcel, ShipmentItem{OrderItemID: it.ID, Qty: n})
	}
	return parcel, nil
}

// writeShipment writes a checked shipment of the held order o: its rows,
// the items' shipped quantities, the history entry (the order complete
// once everything is shipped) and the mail.
func (s *service) writeShipment(ctx context.Context, o *Order, sh *Shipment, now time.Time) error {
	w := s.db.Write()
	if err := w.Get(ctx, &sh.ID, `INSERT INTO sales_shipment (order_id, number, carrier, title, tracking, shipped_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, o.ID, sh.Number, sh.Carrier, sh.Title, sh.Tracking, sh.ShippedAt, now); err != nil {
		return fmt.Errorf("order: insert shipment %s: %w", sh.Number, err)
	}
	shipped := map[int64]int{}
	for _, it := range sh.Items {
		if _, err := w.Exec(ctx, `INSERT INTO sales_shipment_item (shipment_id, order_item_id, qty) VALUES (?, ?, ?)`,
			sh.ID, it.OrderItemID, it.Qty); err != nil {
			return fmt.Errorf("order: insert item of shipment %s: %w", sh.Number, err)
		}
		// The row lock makes this hold already; the condition keeps the
		// database from ever counting more than was ordered.
		res, err := w.Exec(ctx, `UPDATE sales_order_item SET qty_shipped = qty_shipped + ?
			WHERE id = ? AND order_id = ? AND qty_shipped + ? <= qty_ordered - qty_canceled`, it.Qty, it.OrderItemID, o.ID, it.Qty)
		if err != nil {
			return fmt.Errorf("order: ship item %d of %s: %w", it.OrderItemID, o.Number, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n != 1 {
			return apperr.New(apperr.Conflict, "order.ship.nothingLeft", "number", o.Number)
		}
		shipped[it.OrderItemID] = it.Qty
	}
	complete := true
	for i := range o.Items {
		it := &o.Items[i]
		it.QtyShipped += shipped[it.ID]
		if !it.IsVirtual && it.QtyShipped < it.QtyOrdered-it.QtyCanceled {
			complete = false
		}
	}
	o.Shipments = append(o.Shipments, *sh)
	if complete && o.Status != Complete {
		if _, err := w.Exec(ctx, `UPDATE sales_order SET status = ?, updated_at = ? WHERE id = ?`, string(Complete), now, o.ID); err != nil {
			return fmt.Errorf("order: complete %s: %w", o.Number, err)
		}
		o.Status, o.UpdatedAt = Complete, now
	} else if _, err := w.Exec(ctx, `UPDATE sales_order SET updated_at = ? WHERE id = ?`, now, o.ID); err != nil {
		return fmt.Errorf("order: touch %s: %w", o.Number, err)
	}
	h := HistoryEntry{Status: o.Status, CreatedAt: now,
		Comment: historyComment("order.history.shipped", url.Values{"shipment": {sh.Number}, "tracking": {sh.Tracking}})}
	o.History = append(o.History, h)
	if err := s.addHistory(ctx, o.ID, h); err != nil {
		return err
	}
	return s.mailShipped(ctx, *o, *sh, complete)
}

// mailShipped tells the customer a parcel is on its way, in the order's
// language: what it holds, the carrier and tracking number, where it
// goes, whether more follows, and for a customer the order's page.
func (s *service) mailShipped(ctx context.Context, o Order, sh Shipment, complete bool) error {
	l, m := o.Locale, i18n.Messages()
	byID := map[int64]Item{}
	for _, it := range o.Items {
		byID[it.ID] = it
	}
	var fields []mail.Field
	for _, p := range sh.Items {
		it := byID[p.OrderItemID]
		fields = append(fields, mail.Field{Label: itemLabel(it, p.Qty), Value: it.SKU})
	}
	carrier := sh.Title
	if carrier == "" {
		carrier = sh.Carrier
	}
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, "order.mail.shipped.intro", "number", o.Number, "date", i18n.FormatDate(l, sh.ShippedAt.In(berlin))),
		m.T(l, "order.mail.shipped.tracking", "carrier", carrier, "tracking", sh.Tracking, "shipment", sh.Number),
		m.T(l, "order.mail.shipped.contents")}
	var after []string
	if !complete {
		after = append(after, m.T(l, "order.mail.shipped.more"))
	}
	if o.ShippingAddress != nil {
		after = append(after, m.T(l, "order.mail.shipTo")+"\n"+addressText(*o.ShippingAddress, l))
	}
	// The parcel's tracking page is what the mail is about; the account's
	// order page, for a customer, follows below.
	action := s.ordersLink(o)
	if track := TrackingURL(sh.Carrier, sh.Tracking, l); track != "" {
		if action != nil {
			after = append(after, action.Label+": "+action.URL)
		}
		action = &mail.Action{Label: m.T(l, "order.mail.shipped.track"), URL: track}
	}
	return s.send(ctx, o, TagShipped, mail.Content{Title: m.T(l, "order.mail.shipped.subject", "number", o.Number),
		Paragraphs: paras, Fields: fields, After: after, Action: action})
}

func (s *service) Delivered(ctx context.Context, shipmentNumber string, at time.Time) error {
	shipmentNumber = strings.TrimSpace(shipmentNumber)
	number, _, ok := strings.Cut(shipmentNumber, "-")
	if !ok || len(number) != NumberLength || len(shipmentNumber) > NumberLength+8 {
		return apperr.New(apperr.NotFound, "order.shipment.notFound")
	}
	now := s.now().UTC()
	if at.IsZero() {
		at = now
	}
	at = at.UTC()
	if at.After(now) {
		return apperr.New(apperr.Invalid, "order.delivered.future").OnField("delivered_at")
	}
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		o, err := s.hold(ctx, `increment_id = ?`, number)
		if apperr.KindOf(err) == apperr.NotFound {
			return apperr.New(apperr.NotFound, "order.shipment.notFound")
		}
		if err != nil {
			return err
		}
		var sh *Shipment
		for i := range o.Shipments {
			if o.Shipments[i].Number == shipmentNumber {
				sh = &o.Shipments[i]
			}
		}
		if sh == nil {
			return apperr.New(apperr.NotFound, "order.shipment.notFound")
		}
		if at.Before(sh.ShippedAt) {
			return apperr.New(apperr.Invalid, "order.delivered.beforeShipped").OnField("delivered_at")
		}
		if sh.DeliveredAt.Equal(at) {
			return nil // recorded already
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE sales_shipment SET delivered_at = ? WHERE id = ?`, at, sh.ID); err != nil {
			return fmt.Errorf("order: deliver %s: %w", sh.Number, err)
		}
		return s.addHistory(ctx, o.ID, HistoryEntry{Status: o.Status, CreatedAt: now,
			Comment: historyComment("order.history.delivered", url.Values{"shipment": {sh.Number}, "date": {at.In(berlin).Format(time.DateOnly)}})})
	})
}
