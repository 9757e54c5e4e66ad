package order_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/settings"
)

// annasOrder places an order of anna's with items.
func (f *fixture) annasOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	in := input(banktransfer.Code)
	in.Email = "Anna@Example.de"
	return f.Place(t, f.CustomerCart(t, f.anna, items...), in).Order
}

// Whether an item is individualised is decided when the order is placed
// and read back by every way orders are read, with the shipments.
func TestOrdersKnowIndividualisedItemsAndShipments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guestRef := f.GuestCart(t, f.Shirt(t, 2), item("HOSE-1", 1))
		placed, err := f.svc.Place(f.Ctx, guestRef, input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		guest := placed.Order
		annas := f.annasOrder(t, item("HOSE-1", 1), f.Shirt(t, 1))
		// A parcel written as Staff.Ship writes it.
		var shipID int64
		if err := d.Write().Get(f.Ctx, &shipID, `INSERT INTO sales_shipment (order_id, number, carrier, title, tracking, shipped_at, created_at)
			VALUES (?, ?, 'dhl', 'DHL Paket', 'JJD0001', ?, ?) RETURNING id`, annas.ID, annas.Number+"-1", start, start); err != nil {
			t.Fatal(err)
		}
		hose := annas.Items[0]
		if _, err := d.Write().Exec(f.Ctx, `INSERT INTO sales_shipment_item (shipment_id, order_item_id, qty) VALUES (?, ?, 1)`, shipID, hose.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.Ctx, `UPDATE sales_order_item SET qty_shipped = 1 WHERE id = ?`, hose.ID); err != nil {
			t.Fatal(err)
		}

		check := func(how string, o order.Order, err error, shirtAt int, shipments int) {
			t.Helper()
			if err != nil {
				t.Fatalf("%s: %v", how, err)
			}
			for i, it := range o.Items {
				if want := i == shirtAt; it.Individualised != want {
					t.Errorf("%s: item %s individualised %v, want %v", how, it.SKU, it.Individualised, want)
				}
			}
			if len(o.Shipments) != shipments {
				t.Fatalf("%s: %d shipments, want %d", how, len(o.Shipments), shipments)
			}
			if shipments == 1 {
				sh := o.Shipments[0]
				if sh.Number != o.Number+"-1" || sh.Tracking != "JJD0001" || sh.Title != "DHL Paket" || !sh.ShippedAt.Equal(start) ||
					!sh.DeliveredAt.IsZero() || len(sh.Items) != 1 || sh.Items[0].OrderItemID != hose.ID || sh.Items[0].Qty != 1 {
					t.Errorf("%s: shipment %+v", how, sh)
				}
				if o.Items[0].QtyShipped != 1 || o.Items[1].QtyShipped != 0 {
					t.Errorf("%s: shipped %d and %d", how, o.Items[0].QtyShipped, o.Items[1].QtyShipped)
				}
			}
		}
		check("placed", guest, nil, 0, 0)
		o, err := f.svc.ByNumber(f.Ctx, annas.Number, f.anna)
		check("ByNumber", o, err, 1, 1)
		o, err = f.svc.ByID(f.Ctx, annas.ID)
		check("ByID", o, err, 1, 1)
		o, err = f.svc.ForWithdrawal(f.Ctx, " "+annas.Number+" ")
		check("ForWithdrawal", o, err, 1, 1)
		list, err := f.svc.List(f.Ctx, order.ListInput{CustomerID: f.anna, Page: 1, PageSize: 10})
		if len(list.Orders) != 1 {
			t.Fatalf("List: %+v %v", list, err)
		}
		check("List", list.Orders[0], err, 1, 1)
		o, _, err = f.svc.(order.Staff).OrderByNumber(f.Ctx, annas.Number)
		check("OrderByNumber", o, err, 1, 1)
		o, err = f.svc.GuestOrder(f.Ctx, order.GuestLookup{Number: guest.Number, Email: "lena@example.de", Lastname: "Hofer"}, ratelimit.Client{})
		check("GuestOrder", o, err, 0, 0)
		o, err = f.svc.ByCart(f.Ctx, guestRef)
		check("ByCart", o, err, 0, 0)
		o, err = f.svc.ByID(f.Ctx, guest.ID)
		check("ByID of a guest's", o, err, 0, 0)
	})
}

func TestByIDAndForWithdrawal(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.placeFor(t, 0, 1)
		annas := f.annasOrder(t, item("HOSE-1", 1))
		if o, err := f.svc.ForWithdrawal(f.Ctx, " "+guest.Number+" "); err != nil || o.ID != guest.ID || o.Email != "lena@example.de" {
			t.Fatalf("the guest's order: %v %v", o.Number, err)
		}
		if o, err := f.svc.ForWithdrawal(f.Ctx, annas.Number); err != nil || o.ID != annas.ID {
			t.Fatalf("anna's order: %v %v", o.Number, err)
		}
		for _, number := range []string{"999999999", "1", "", guest.Number + "0"} {
			if _, err := f.svc.ForWithdrawal(f.Ctx, number); apperr.KindOf(err) != apperr.NotFound || apperr.As(err).Key != "order.notFound" {
				t.Errorf("%q: %v, want order.notFound", number, err)
			}
		}
		for _, id := range []int64{0, -1, annas.ID + 100} {
			if _, err := f.svc.ByID(f.Ctx, id); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("ByID(%d): %v, want NotFound", id, err)
			}
		}
	})
}

// staff is the fixture's service as staff use it.

// shipmentState is what a shipment changes of an order, to see that a
// refusal changed nothing.
func (f *fixture) shipmentState(t *testing.T, o order.Order) string {
	t.Helper()
	return fmt.Sprintf("shipments %d, shipped %d, history %d, status %s, mails %d",
		f.Count(t, `SELECT COUNT(*) FROM sales_shipment WHERE order_id = ?`, o.ID),
		f.Count(t, `SELECT COALESCE(SUM(qty_shipped), 0) FROM sales_order_item WHERE order_id = ?`, o.ID),
		f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history WHERE order_id = ?`, o.ID),
		f.statusOf(t, order.Placed{Order: o}), f.mails(t, order.TagShipped))
}

// shippedMails are the texts of the shipping mails about an order, in
// the order they were enqueued.
func (f *fixture) shippedMails(t *testing.T, o order.Order) []string {
	t.Helper()
	var texts []string
	if err := f.DB.Read().Select(f.Ctx, &texts, `SELECT text_body FROM mail_message WHERE tag = ? AND subject LIKE ? ORDER BY id`,
		order.TagShipped, "%"+o.Number+"%"); err != nil {
		t.Fatal(err)
	}
	return texts
}

func TestShipEverything(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2), item("HAFER-20", 1))
		f.Clock.Add(day)
		sh, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Tracking: " 00340434161094042557 "})
		if err != nil {
			t.Fatal(err)
		}
		if sh.Number != o.Number+"-1" || sh.Tracking != "00340434161094042557" || sh.Carrier != o.ShippingCarrierCode || sh.Title != o.ShippingTitle ||
			sh.Carrier == "" || !sh.ShippedAt.Equal(f.Clock.Now()) || len(sh.Items) != 2 || sh.Items[0].Qty != 2 || sh.Items[1].Qty != 1 {
			t.Fatalf("shipment %+v of %+v", sh, o)
		}
		got, _, err := f.Staff.OrderByNumber(f.Ctx, o.Number)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != order.Complete || len(got.Shipments) != 1 || got.Items[0].QtyShipped != 2 || got.Items[1].QtyShipped != 1 {
			t.Fatalf("order %+v", got)
		}
		last := got.History[len(got.History)-1]
		if last.Status != order.Complete || last.Text(i18n.German) != "Versandt: Paket "+o.Number+"-1, Sendungsnummer 00340434161094042557" ||
			last.Text(i18n.English) != "Shipped: parcel "+o.Number+"-1, tracking number 00340434161094042557" {
			t.Errorf("history %+v: %q", last, last.Text(i18n.German))
		}
		texts := f.shippedMails(t, o)
		if len(texts) != 1 {
			t.Fatalf("%d shipping mails, want 1", len(texts))
		}
		for _, want := range []string{"Ihre Bestellung " + o.Number + " ist unterwegs", "2 × Reithose Klassik", "1 × Hafer 20 kg",
			"Sendungsnummer 00340434161094042557", o.ShippingTitle, "Leopoldstraße 12", settings.Demo.Company} {
			if !strings.Contains(texts[0], want) {
				t.Errorf("the mail lacks %q:\n%s", want, texts[0])
			}
		}
		if strings.Contains(texts[0], "weiteren Paket") || strings.Contains(texts[0], "/customer/orders/") {
			t.Errorf("a guest's complete parcel says more follows or links the account:\n%s", texts[0])
		}
		// The carrier's tracking page is the mail's action.
		if track := "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"; sh.Carrier != "dhl" ||
			!strings.Contains(texts[0], "Sendung verfolgen:\n"+track) {
			t.Errorf("the mail lacks the tracking link of %s:\n%s", sh.Carrier, texts[0])
		}
		if d, ok := got.DeliveredAt(); !ok || d.Before(sh.ShippedAt) {
			t.Errorf("DeliveredAt = %v, %v", d, ok)
		}
	})
}

func TestShipPartlyThenTheRest(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.annasOrder(t, item("HOSE-1", 3), item("HAFER-20", 1))
		if _, _, err := f.Staff.RecordBankTransfer(f.Ctx, o.Number); err != nil {
			t.Fatal(err)
		}
		f.Clock.Add(day)
		hose, oats := o.Items[0], o.Items[1]
		first, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Carrier: "DHL", Title: "DHL Paket", Tracking: "JJD-1",
			Items: []order.ShipmentItem{{OrderItemID: hose.ID, Qty: 1}, {OrderItemID: hose.ID, Qty: 1}}})
		if err != nil {
			t.Fatal(err)
		}
		if first.Number != o.Number+"-1" || first.Carrier != "dhl" || len(first.Items) != 1 || first.Items[0].Qty != 2 {
			t.Fatalf("first %+v", first)
		}
		got, err := f.svc.ByNumber(f.Ctx, o.Number, f.anna)
		if err != nil || got.Status != order.Processing || got.Items[0].QtyShipped != 2 || got.Items[1].QtyShipped != 0 {
			t.Fatalf("after the first parcel %+v %v", got, err)
		}
		if _, ok := got.DeliveredAt(); ok {
			t.Error("a partly shipped order has a delivery time")
		}
		f.Clock.Add(day)
		second, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Tracking: "JJD-2"})
		if err != nil {
			t.Fatal(err)
		}
		if second.Number != o.Number+"-2" || len(second.Items) != 2 || second.Items[0] != (order.ShipmentItem{OrderItemID: hose.ID, Qty: 1}) ||
			second.Items[1] != (order.ShipmentItem{OrderItemID: oats.ID, Qty: 1}) {
			t.Fatalf("second %+v", second)
		}
		got, err = f.svc.ByNumber(f.Ctx, o.Number, f.anna)
		if err != nil || got.Status != order.Complete || len(got.Shipments) != 2 || got.Shipments[1].Tracking != "JJD-2" {
			t.Fatalf("after the second parcel %+v %v", got, err)
		}
		var shipped []string
		for _, h := range got.History {
			if strings.HasPrefix(h.Comment, "order.history.shipped") {
				shipped = append(shipped, string(h.Status)+": "+h.Text(i18n.English))
			}
		}
		want := []string{"processing: Shipped: parcel " + o.Number + "-1, tracking number JJD-1", "complete: Shipped: parcel " + o.Number + "-2, tracking number JJD-2"}
		if strings.Join(shipped, "|") != strings.Join(want, "|") {
			t.Errorf("history %q, want %q", shipped, want)
		}
		texts := f.shippedMails(t, o)
		if len(texts) != 2 {
			t.Fatalf("%d shipping mails, want 2", len(texts))
		}
		if !strings.Contains(texts[0], "2 × Reithose Klassik") || strings.Contains(texts[0], "Hafer") || !strings.Contains(texts[0], "weiteren Paket") ||
			!strings.Contains(texts[0], "JJD-1") || !strings.Contains(texts[0], "DHL Paket") {
			t.Errorf("first mail:\n%s", texts[0])
		}
		if !strings.Contains(texts[1], "1 × Reithose Klassik") || !strings.Contains(texts[1], "1 × Hafer 20 kg") || strings.Contains(texts[1], "weiteren Paket") {
			t.Errorf("second mail:\n%s", texts[1])
		}
		for _, text := range texts {
			if !strings.Contains(text, baseURL+"/de/customer/orders/"+o.Number) {
				t.Errorf("a customer's mail lacks the order page:\n%s", text)
			}
		}
	})
}

func TestShipRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		paid := f.payOrder(t, input(""), item("HOSE-1", 2), item("GS-25", 1))
		pending := f.placeFor(t, 0, 1)
		_, failed := f.pay(t, payment.Open, item("HOSE-1", 1))
		if _, err := f.svc.ChangePaymentMethod(f.Ctx, failed.Payment.Token, 0, de); err != nil {
			t.Fatal(err)
		}
		closed := f.payOrder(t, input(""), item("HOSE-1", 1))
		if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: closed.Number}); err != nil {
			t.Fatal(err)
		}
		virtual := f.payOrder(t, input(""), item("GS-25", 1))
		done := f.payOrder(t, input(""), item("HOSE-1", 1))
		if _, err := f.Staff.Ship(f.Ctx, done.Number, order.ShipInput{Tracking: "X1"}); err != nil {
			t.Fatal(err)
		}
		f.Clock.Add(day)
		hose, voucher := paid.Items[0], paid.Items[1]
		ok := order.ShipInput{Tracking: "JJD1"}
		with := func(edit func(in *order.ShipInput)) order.ShipInput { in := ok; edit(&in); return in }
		cases := []struct {
			name  string
			order order.Order
			in    order.ShipInput
			kind  apperr.Kind
			key   string
		}{
			{"pending payment", pending, ok, apperr.Conflict, "order.ship.notPaid"},
			{"cancelled", failed.Order, ok, apperr.Conflict, "order.ship.canceled"},
			{"refunded", closed, ok, apperr.Conflict, "order.ship.closed"},
			{"virtual", virtual, ok, apperr.Conflict, "order.ship.virtual"},
			{"nothing left", done, ok, apperr.Conflict, "order.ship.nothingLeft"},
			{"an item shipped already", done, with(func(in *order.ShipInput) { in.Items = []order.ShipmentItem{{OrderItemID: done.Items[0].ID, Qty: 1}} }),
				apperr.Invalid, "order.ship.itemDone"},
			{"more than is left", paid, with(func(in *order.ShipInput) { in.Items = []order.ShipmentItem{{OrderItemID: hose.ID, Qty: 3}} }),
				apperr.Invalid, "order.ship.tooMany"},
			{"more than is left in two lines", paid, with(func(in *order.ShipInput) {
				in.Items = []order.ShipmentItem{{OrderItemID: hose.ID, Qty: 2}, {OrderItemID: hose.ID, Qty: 1}}
			}), apperr.Invalid, "order.ship.tooMany"},
			{"another order's item", paid, with(func(in *order.ShipInput) { in.Items = []order.ShipmentItem{{OrderItemID: done.Items[0].ID, Qty: 1}} }),
				apperr.Invalid, "order.ship.unknownItem"},
			{"a virtual item", paid, with(func(in *order.ShipInput) { in.Items = []order.ShipmentItem{{OrderItemID: voucher.ID, Qty: 1}} }),
				apperr.Invalid, "order.ship.unknownItem"},
			{"none of an item", paid, with(func(in *order.ShipInput) { in.Items = []order.ShipmentItem{{OrderItemID: hose.ID, Qty: 0}} }),
				apperr.Invalid, "order.ship.qty"},
			{"no tracking number", paid, with(func(in *order.ShipInput) { in.Tracking = "  " }), apperr.Invalid, "order.ship.tracking"},
			{"a tracking number with a space", paid, with(func(in *order.ShipInput) { in.Tracking = "JJD 1" }), apperr.Invalid, "order.ship.tracking"},
			{"a tracking number with an umlaut", paid, with(func(in *order.ShipInput) { in.Tracking = "JJDÄ1" }), apperr.Invalid, "order.ship.tracking"},
			{"a tracking number too long", paid, with(func(in *order.ShipInput) { in.Tracking = strings.Repeat("1", 65) }), apperr.Invalid, "order.ship.tracking"},
			{"a bad carrier", paid, with(func(in *order.ShipInput) { in.Carrier = "dhl<script>" }), apperr.Invalid, "order.ship.carrier"},
			{"a title on two lines", paid, with(func(in *order.ShipInput) { in.Title = "DHL\nBcc: x@example.com" }), apperr.Invalid, "order.ship.title"},
			{"a title too long", paid, with(func(in *order.ShipInput) { in.Title = strings.Repeat("D", 101) }), apperr.Invalid, "order.ship.title"},
			{"in the future", paid, with(func(in *order.ShipInput) { in.ShippedAt = f.Clock.Now().Add(time.Minute) }), apperr.Invalid, "order.ship.future"},
			{"before the order", paid, with(func(in *order.ShipInput) { in.ShippedAt = paid.CreatedAt.Add(-time.Minute) }), apperr.Invalid, "order.ship.beforeOrder"},
		}
		for _, c := range cases {
			before := f.shipmentState(t, c.order)
			_, err := f.Staff.Ship(f.Ctx, c.order.Number, c.in)
			if apperr.KindOf(err) != c.kind || apperr.As(err).Key != c.key {
				t.Errorf("%s: %v, want %s %s", c.name, err, c.kind.Code(), c.key)
			}
			if msg := apperr.As(err).Message(i18n.WithLocale(f.Ctx, i18n.English)); msg == "" || strings.HasPrefix(msg, "order.") {
				t.Errorf("%s: untranslated %q", c.name, msg)
			}
			if after := f.shipmentState(t, c.order); after != before {
				t.Errorf("%s changed %s to %s", c.name, before, after)
			}
		}
		for _, number := range []string{"999999999", "1", ""} {
			if _, err := f.Staff.Ship(f.Ctx, number, ok); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("Ship(%q): %v, want NotFound", number, err)
			}
		}
		// The paid order still ships: its goods only.
		sh, err := f.Staff.Ship(f.Ctx, paid.Number, ok)
		if err != nil || len(sh.Items) != 1 || sh.Items[0].OrderItemID != hose.ID {
			t.Fatalf("the paid order: %+v %v", sh, err)
		}
		if s := f.statusOf(t, order.Placed{Order: paid}); s != string(order.Complete) {
			t.Errorf("status %s, want complete", s)
		}
	})
}

// Staff shipping the same order twice at once ship it once, and never
// more than was ordered.
func TestConcurrentShipsShipOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2), item("HAFER-20", 3))
		var (
			wg      sync.WaitGroup
			mu      sync.Mutex
			shipped int
			refused []string
		)
		for i := range 4 {
			wg.Go(func() {
				_, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Tracking: fmt.Sprintf("T%d", i)})
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					shipped++
				} else {
					refused = append(refused, apperr.As(err).Key)
				}
			})
		}
		wg.Wait()
		if shipped != 1 || len(refused) != 3 || refused[0] != "order.ship.nothingLeft" {
			t.Fatalf("%d shipped, refused %v", shipped, refused)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_shipment WHERE order_id = ?`, o.ID); n != 1 {
			t.Errorf("%d shipments", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order_item WHERE order_id = ? AND qty_shipped <> qty_ordered`, o.ID); n != 0 {
			t.Errorf("%d items shipped other than ordered", n)
		}
		if n := f.mails(t, order.TagShipped); n != 1 {
			t.Errorf("%d shipping mails", n)
		}
	})
}

func TestDelivered(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 1))
		f.Clock.Add(day)
		sh, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Tracking: "JJD1"})
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.ByID(f.Ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		// Not recorded: the end of the promised latest day (the parcel
		// left before it).
		latest, _ := time.ParseInLocation(time.DateOnly, o.DeliveryLatest, berlinTZ(t))
		if at, ok := got.DeliveredAt(); !ok || !at.Equal(latest.AddDate(0, 0, 1).Add(-time.Nanosecond)) {
			t.Errorf("DeliveredAt before a delivery is recorded = %v, %v (latest %s)", at, ok, o.DeliveryLatest)
		}
		f.Clock.Add(2 * day)
		before := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history WHERE order_id = ?`, o.ID)
		for _, c := range []struct {
			name, number string
			at           time.Time
			kind         apperr.Kind
			key          string
		}{
			{"before it left", sh.Number, sh.ShippedAt.Add(-time.Minute), apperr.Invalid, "order.delivered.beforeShipped"},
			{"in the future", sh.Number, f.Clock.Now().Add(time.Hour), apperr.Invalid, "order.delivered.future"},
			{"an unknown shipment", o.Number + "-2", time.Time{}, apperr.NotFound, "order.shipment.notFound"},
			{"an unknown order", "999999999-1", time.Time{}, apperr.NotFound, "order.shipment.notFound"},
			{"no shipment number", "abc", time.Time{}, apperr.NotFound, "order.shipment.notFound"},
		} {
			if err := f.Staff.Delivered(f.Ctx, c.number, c.at); apperr.KindOf(err) != c.kind || apperr.As(err).Key != c.key {
				t.Errorf("%s: %v, want %s", c.name, err, c.key)
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_shipment WHERE delivered_at IS NOT NULL`); n != 0 {
			t.Errorf("refusals recorded %d deliveries", n)
		}
		arrived := sh.ShippedAt.Add(26 * time.Hour)
		if err := f.Staff.Delivered(f.Ctx, sh.Number, arrived); err != nil {
			t.Fatal(err)
		}
		if err := f.Staff.Delivered(f.Ctx, sh.Number, arrived); err != nil {
			t.Fatal(err)
		}
		got, err = f.svc.ByID(f.Ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		if at, ok := got.DeliveredAt(); !ok || !at.Equal(arrived) || !got.Shipments[0].DeliveredAt.Equal(arrived) {
			t.Errorf("DeliveredAt = %v, %v; want %v", at, ok, arrived)
		}
		last := got.History[len(got.History)-1]
		if len(got.History) != before+1 || !strings.HasPrefix(last.Text(i18n.German), "Zugestellt: Paket "+sh.Number+" am ") {
			t.Errorf("history %d entries (had %d), last %q", len(got.History), before, last.Text(i18n.German))
		}
	})
}

func berlinTZ(t *testing.T) *time.Location {
	t.Helper()
	l, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Known carriers' tracking pages, in the reader's language where they have
// one; unknown carriers and missing numbers have none.
func TestTrackingURL(t *testing.T) {
	for _, c := range []struct {
		carrier, number string
		l               i18n.Locale
		want            string
	}{
		{"dhl", "00340434161094042557", i18n.German, "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"},
		{"DHL", "JJD-1", i18n.French, "https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD-1"},
		{"dpd", "01234567890123", i18n.French, "https://tracking.dpd.de/status/fr_FR/parcel/01234567890123"},
		{"gls", "ZX12", i18n.German, "https://gls-group.com/DE/de/paketverfolgung?match=ZX12"},
		{"hermes", "H1001", i18n.English, "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#H1001"},
		{"ups", "1Z999", i18n.German, "https://www.ups.com/track?loc=de_DE&tracknum=1Z999"},
		{"post-kutsche", "1", i18n.German, ""},
		{"dhl", " ", i18n.German, ""},
	} {
		if got := order.TrackingURL(c.carrier, c.number, c.l); got != c.want {
			t.Errorf("%s %q %s: %q; want %q", c.carrier, c.number, c.l, got, c.want)
		}
	}
}

func TestPackingSlipListsTheParcelWithoutPrices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.annasOrder(t, item("HOSE-1", 3), item("HAFER-20", 1))
		if _, _, err := f.Staff.RecordBankTransfer(f.Ctx, o.Number); err != nil {
			t.Fatal(err)
		}
		hose := o.Items[0]
		first, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Carrier: "DHL", Title: "DHL Paket", Tracking: "JJD-1",
			Items: []order.ShipmentItem{{OrderItemID: hose.ID, Qty: 2}}})
		if err != nil {
			t.Fatal(err)
		}
		pdf, err := f.Staff.PackingSlip(f.Ctx, first.Number)
		if err != nil {
			t.Fatal(err)
		}
		text := slipText(t, pdf)
		for _, want := range []string{"Lieferschein " + first.Number, "Bestellnummer " + o.Number, "DHL Paket", "JJD-1", "Reithose Klassik",
			"Art.-Nr. HOSE-1", "Im Paket Bestellt 1 2 3 Reithose Klassik", "Die übrigen Artikel Ihrer Bestellung senden wir Ihnen separat."} {
			if !strings.Contains(text, want) {
				t.Errorf("the first slip lacks %q:\n%s", want, text)
			}
		}
		for _, absent := range []string{"Hafer", "€", "EUR"} {
			if strings.Contains(text, absent) {
				t.Errorf("the first slip shows %q:\n%s", absent, text)
			}
		}
		second, err := f.Staff.Ship(f.Ctx, o.Number, order.ShipInput{Tracking: "JJD-2"})
		if err != nil {
			t.Fatal(err)
		}
		pdf, err = f.Staff.PackingSlip(f.Ctx, " "+second.Number+" ")
		if err != nil {
			t.Fatal(err)
		}
		if text := slipText(t, pdf); !strings.Contains(text, "1 1 3 Reithose Klassik") || !strings.Contains(text, "2 1 1 Hafer 20 kg") || strings.Contains(text, "übrigen Artikel") {
			t.Errorf("the second slip:\n%s", text)
		}
		for _, unknown := range []string{o.Number + "-3", o.Number, "000000999-1", "x-1", ""} {
			if _, err := f.Staff.PackingSlip(f.Ctx, unknown); apperr.As(err).Key != "order.shipment.notFound" {
				t.Errorf("slip of %q: %v", unknown, err)
			}
		}
	})
}

// slipText is a PDF's text on one line.
func slipText(t *testing.T, pdf []byte) string {
	t.Helper()
	text, err := pdftest.Text(pdf)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(text), " ")
}
