package returns_test

import (
	"strings"
	"testing"

	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/returns"
)

// The refund of the return that brings back the last of an order's items
// also gives back what the order paid for shipping (§357 (2) BGB), says so
// on the credit note and in the mail, and never more than is left of the
// order; earlier returns give back their items' value only.
func TestRefundOfEverythingGivesShippingBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		// refund receives a return of qty of sku and refunds it.
		refund := func(o order.Order, sku string, qty float64) (returns.Return, order.Refund) {
			t.Helper()
			r, err := f.request(o, ask(itemOf(t, o, sku).ID, qty, "too_small"))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.rstaff.Receive(f.Ctx, r.Reference); err != nil {
				t.Fatal(err)
			}
			r, got, err := f.rstaff.Refund(f.Ctx, r.Reference)
			if err != nil {
				t.Fatalf("refund %s: %v", r.Reference, err)
			}
			return r, got
		}

		// A voucher (virtual: nothing to send back) beside goods under the
		// free shipping threshold.
		o := f.delivered(t, item("HEU-25", 2), item("LETZTE-1", 1), item("GS-25", 1))
		shipping := o.Totals.ShippingInclTax
		if shipping <= 0 {
			t.Fatalf("the order ships free (%+v): the test needs shipping costs", o.Totals)
		}
		heu := itemOf(t, o, "HEU-25").UnitPrice // no coupon: a unit is worth its price
		r1, first := refund(o, "HEU-25", 1)
		if first.Amount != heu || first.ShippingAmount() != 0 || strings.Contains(first.Reason, "Versand") {
			t.Errorf("first return: %+v; want its items' value %d only", first, heu)
		}
		if v, err := f.rstaff.Value(f.Ctx, r1, o); err != nil || v != heu {
			t.Errorf("value of the first return %d %v", v, err)
		}
		refund(o, "LETZTE-1", 1)
		_, last := refund(o, "HEU-25", 1)
		if want := heu + shipping; last.Amount != want || last.ShippingAmount() != shipping || !strings.Contains(last.Reason, "Versandkosten") {
			t.Errorf("last return: %+v; want %d with the shipping", last, want)
		}
		var total catalog.Money
		refunds, err := f.Orders.Refunds(f.Ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range refunds {
			total += r.Amount
		}
		if voucher := itemOf(t, o, "GS-25"); total != o.Totals.GrandTotal-voucher.UnitPrice {
			t.Errorf("refunded %d of %d less the voucher's %d", total, o.Totals.GrandTotal, voucher.UnitPrice)
		}
		mails := f.Mails(t, returns.TagRefunded)
		if len(mails) != 3 || strings.Contains(mails[0].Text, "Versandkosten") || !strings.Contains(mails[2].Text, "Versandkosten deiner Bestellung") {
			t.Errorf("refund mails: %d, first %q, last %q", len(mails), mails[0].Text, mails[len(mails)-1].Text)
		}

		// Shipping staff gave back by hand already is not given twice:
		// the last return takes what is left.
		o = f.delivered(t, item("HOSE-1", 1))
		if _, err := f.Orders.Refund(f.Ctx, order.RefundInput{Number: o.Number, Shipping: true, Reason: "Versand"}); err != nil {
			t.Fatal(err)
		}
		_, got := refund(o, "HOSE-1", 1)
		if got.Amount != o.Totals.GrandTotal-o.Totals.ShippingInclTax || got.ShippingAmount() != 0 || strings.Contains(got.Reason, "Versand") {
			t.Errorf("after shipping refunded by hand: %+v; want %d", got, o.Totals.GrandTotal-o.Totals.ShippingInclTax)
		}
	})
}

// Returned one unit at a time, an order with a percentage coupon and free
// shipping gives back exactly what was paid: every return is worth its
// units' share of what their line was charged (its total after the
// coupon's share), so the last one takes exactly what is left instead of
// a cent more (which the order refused: each unit's discount rounded on
// its own added up to more than the line's).
func TestReturnsOneUnitAtATimeGiveBackWhatWasPaid(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.CustomerCart(t, f.anna, item("HOSE-1", 2), item("HAFER-20", 2), item(carttest.Bulk(1), 2), item(carttest.Bulk(2), 3))
		if _, err := f.Carts.ApplyCoupon(f.Ctx, ref, "WILLKOMMEN10"); err != nil {
			t.Fatal(err)
		}
		a := order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}
		placed := f.Place(t, ref, order.PlaceInput{ShippingAddress: &a, BillingAddress: a, PaymentMethod: testpay.Code})
		f.PayByTest(t, placed)
		o := f.ship(t, f.Order(t, placed.Order.ID))
		if o.Totals.Discount == 0 || o.Totals.ShippingInclTax != 0 {
			t.Fatalf("the order needs a discount and free shipping: %+v", o.Totals)
		}
		var refunded catalog.Money
		for _, it := range o.Items {
			for range it.QtyOrdered {
				r, err := f.request(o, ask(it.ID, 1, "too_small"))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := f.rstaff.Receive(f.Ctx, r.Reference); err != nil {
					t.Fatal(err)
				}
				_, got, err := f.rstaff.Refund(f.Ctx, r.Reference)
				if err != nil {
					t.Fatalf("refund of one %s (%s), %d of %d refunded: %v", it.SKU, r.Reference, refunded, o.Totals.GrandTotal, err)
				}
				refunded += got.Amount
			}
		}
		if refunded != o.Totals.GrandTotal {
			t.Errorf("refunded %d of %d paid", refunded, o.Totals.GrandTotal)
		}
		if got := f.Order(t, o.ID); got.Status != order.Closed {
			t.Errorf("everything back, the order is %s", got.Status)
		}
	})
}

// A return's mail says what is true of its refund: for an order paid by
// bank transfer the money is owed and transferred back by the shop, so
// the mail says it will be; the mail that it was refunded, with the
// credit note, follows once staff record the transfer.
func TestReturnRefundMailSaysWhatIsTrue(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.place(t, placing{unpaid: true}, item("HOSE-1", 1), item("HAFER-20", 1))
		f.RecordTransfer(t, o.Number)
		o = f.ship(t, f.Order(t, o.ID))
		r, err := f.request(o, ask(itemOf(t, o, "HOSE-1").ID, 1, "too_small"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.rstaff.Receive(f.Ctx, r.Reference); err != nil {
			t.Fatal(err)
		}
		r, got, err := f.rstaff.Refund(f.Ctx, r.Reference)
		if err != nil || r.Status != returns.Refunded || got.Method != order.ByTransfer || got.State != order.RefundOwed || got.Amount != itemOf(t, o, "HOSE-1").UnitPrice {
			t.Fatalf("refund: %+v %+v %v", r, got, err)
		}
		mails := f.Mails(t, returns.TagRefunded)
		if len(mails) != 1 || !strings.Contains(mails[0].Subject, "wird erstattet") || !strings.Contains(mails[0].Text, "überweisen wir dir 59,90") ||
			strings.Contains(mails[0].Text, "haben dir") {
			t.Errorf("return's mail %q: %q", mails[0].Subject, mails[0].Text)
		}
		if n := len(f.Mails(t, order.TagRefunded)); n != 0 {
			t.Errorf("%d mails say it was refunded before the transfer", n)
		}
		if _, err := f.Staff.RecordRefundPaid(f.Ctx, got.ID); err != nil {
			t.Fatal(err)
		}
		if m := f.Mails(t, order.TagRefunded); len(m) != 1 || !strings.Contains(m[0].Text, "per Überweisung erstattet") {
			t.Errorf("refunded mails %+v", m)
		}
	})
}
