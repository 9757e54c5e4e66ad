package order_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
)

// shirt is the club shirt with its logo embroidered and initials typed
// in: an individualised item.
func (f *fixture) shirt(t *testing.T, quantity float64) cart.ItemInput {
	t.Helper()
	ps, err := f.catalog.Products(f.ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"RVL-TX-1"}})
	if err != nil || len(ps) != 1 {
		t.Fatalf("the shirt: %v %v", ps, err)
	}
	in := item("RVL-TX-1", quantity)
	for _, o := range ps[0].CustomOptions {
		switch o.Title {
		case "Logo-Art":
			in.SelectedOptions = append(in.SelectedOptions, catalog.CustomOptionValueUID(o.ID, o.Values[0].ID))
		case "Kürzel":
			in.EnteredOptions = append(in.EnteredOptions, cart.EnteredOption{UID: catalog.CustomOptionUID(o.ID), Value: "RVL"})
		}
	}
	return in
}

// annasOrder places an order of anna's with items.
func (f *fixture) annasOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	c, err := f.carts.ForCustomer(f.ctx, f.anna, de)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: f.anna, Store: de}
	f.add(t, ref, items...)
	in := input(banktransfer.Code)
	in.Email = "Anna@Example.de"
	placed, err := f.svc.Place(f.ctx, ref, in)
	if err != nil {
		t.Fatal(err)
	}
	return placed.Order
}

// Whether an item is individualised is decided when the order is placed
// and read back by every way orders are read, with the shipments.
func TestOrdersKnowIndividualisedItemsAndShipments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guestRef := f.guestCart(t, f.shirt(t, 2), item("HOSE-1", 1))
		placed, err := f.svc.Place(f.ctx, guestRef, input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		guest := placed.Order
		annas := f.annasOrder(t, item("HOSE-1", 1), f.shirt(t, 1))
		// A parcel written as Staff.Ship writes it.
		var shipID int64
		if err := d.Write().Get(f.ctx, &shipID, `INSERT INTO sales_shipment (order_id, number, carrier, title, tracking, shipped_at, created_at)
			VALUES (?, ?, 'dhl', 'DHL Paket', 'JJD0001', ?, ?) RETURNING id`, annas.ID, annas.Number+"-1", start, start); err != nil {
			t.Fatal(err)
		}
		hose := annas.Items[0]
		if _, err := d.Write().Exec(f.ctx, `INSERT INTO sales_shipment_item (shipment_id, order_item_id, qty) VALUES (?, ?, 1)`, shipID, hose.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.ctx, `UPDATE sales_order_item SET qty_shipped = 1 WHERE id = ?`, hose.ID); err != nil {
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
		o, err := f.svc.ByNumber(f.ctx, annas.Number, f.anna)
		check("ByNumber", o, err, 1, 1)
		o, err = f.svc.ByID(f.ctx, annas.ID)
		check("ByID", o, err, 1, 1)
		o, err = f.svc.ByNumberAndEmail(f.ctx, annas.Number, " anna@EXAMPLE.de ")
		check("ByNumberAndEmail", o, err, 1, 1)
		list, err := f.svc.List(f.ctx, order.ListInput{CustomerID: f.anna, Page: 1, PageSize: 10})
		if len(list.Orders) != 1 {
			t.Fatalf("List: %+v %v", list, err)
		}
		check("List", list.Orders[0], err, 1, 1)
		o, _, err = f.svc.(order.Staff).OrderByNumber(f.ctx, annas.Number)
		check("OrderByNumber", o, err, 1, 1)
		o, err = f.svc.GuestOrder(f.ctx, order.GuestLookup{Number: guest.Number, Email: "lena@example.de", Lastname: "Hofer"}, ratelimit.Client{})
		check("GuestOrder", o, err, 0, 0)
		o, err = f.svc.ByCart(f.ctx, guestRef)
		check("ByCart", o, err, 0, 0)
		o, err = f.svc.ByID(f.ctx, guest.ID)
		check("ByID of a guest's", o, err, 0, 0)
	})
}

func TestByIDAndByNumberAndEmail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.placeFor(t, 0, 1)
		annas := f.annasOrder(t, item("HOSE-1", 1))
		if o, err := f.svc.ByNumberAndEmail(f.ctx, " "+guest.Number+" ", "LENA@example.de"); err != nil || o.ID != guest.ID {
			t.Fatalf("the guest's order: %v %v", o.Number, err)
		}
		if o, err := f.svc.ByNumberAndEmail(f.ctx, annas.Number, "anna@example.de"); err != nil || o.ID != annas.ID {
			t.Fatalf("anna's order: %v %v", o.Number, err)
		}
		for _, c := range []struct{ name, number, email string }{
			{"the wrong email", guest.Number, "anna@example.de"},
			{"another order's email", annas.Number, "lena@example.de"},
			{"no email", guest.Number, ""},
			{"an unknown number", "999999999", "lena@example.de"},
			{"a short number", "1", "lena@example.de"},
			{"a part of the email", guest.Number, "lena@example"},
		} {
			if _, err := f.svc.ByNumberAndEmail(f.ctx, c.number, c.email); apperr.KindOf(err) != apperr.NotFound || apperr.As(err).Key != "order.notFound" {
				t.Errorf("%s: %v, want order.notFound", c.name, err)
			}
		}
		for _, id := range []int64{0, -1, annas.ID + 100} {
			if _, err := f.svc.ByID(f.ctx, id); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("ByID(%d): %v, want NotFound", id, err)
			}
		}
	})
}
