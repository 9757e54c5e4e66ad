package returns_test

import (
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/order"
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
		r1, first := refund(o, "HEU-25", 1)
		if first.Amount != returns.Value(r1, o) || strings.Contains(first.Reason, "Versand") {
			t.Errorf("first return: %+v; want its items' value %d only", first, returns.Value(r1, o))
		}
		refund(o, "LETZTE-1", 1)
		r3, last := refund(o, "HEU-25", 1)
		if want := returns.Value(r3, o) + shipping; last.Amount != want || !strings.Contains(last.Reason, "Versandkosten") {
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

		// Shipping staff gave back by hand already is not given twice.
		o = f.delivered(t, item("HOSE-1", 1))
		if _, err := f.Orders.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: o.Totals.ShippingInclTax, Reason: "Versand"}); err != nil {
			t.Fatal(err)
		}
		r, got := refund(o, "HOSE-1", 1)
		if got.Amount != returns.Value(r, o) {
			t.Errorf("after shipping refunded by hand: %+v; want %d", got, returns.Value(r, o))
		}
	})
}
