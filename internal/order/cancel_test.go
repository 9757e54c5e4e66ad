package order_test

import (
	"strings"
	"sync"
	"testing"

	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// Staff cancel a paid order before it ships: stock comes back, the
// history and the mail say why, all of the payment is refunded with its
// credit note and the order ends refunded; asked again, or at once from
// several places, it is cancelled and refunded once.
func TestCancelAPaidOrderBeforeShipping(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		stock := f.stock(t, "HOSE-1")
		o := f.payOrder(t, input(""), item("HOSE-1", 2))
		in := order.CancelInput{Number: o.Number, Reason: "Widerruf W-2026-000001 vor dem Versand"}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			done     int
			refunded []*order.Refund
		)
		for range 4 {
			wg.Go(func() {
				got, r, err := staff.Cancel(f.Ctx, in)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					done++
					refunded = append(refunded, r)
					if got.Status != order.Closed {
						t.Errorf("cancelled and refunded: %s", got.Status)
					}
				case apperr.KindOf(err) != apperr.Conflict:
					t.Errorf("again: %v", err)
				}
			})
		}
		wg.Wait()
		if done != 1 || refunded[0] == nil || refunded[0].Amount != o.Totals.GrandTotal || refunded[0].CreditNote == nil ||
			refunded[0].Status != payment.RefundRefunded {
			t.Fatalf("%d cancellations, refunds %+v", done, refunded)
		}
		if got := f.stock(t, "HOSE-1"); got != stock {
			t.Errorf("stock %d, want %d back", got, stock)
		}
		history := strings.Join(f.history(t, o.Number), " | ")
		if !strings.Contains(history, "Vom Shop storniert: Widerruf W-2026-000001 vor dem Versand") || !strings.Contains(history, "Vollständig erstattet") {
			t.Errorf("history %s", history)
		}
		mails := f.Mails(t, order.TagCanceledByShop)
		if len(mails) != 1 || !strings.Contains(mails[0].Text, "Grund: Widerruf W-2026-000001") || !strings.Contains(mails[0].Text, "erstatten wir Ihnen") {
			t.Errorf("cancel mails %d: %+v", len(mails), mails)
		}
		if n := f.mails(t, order.TagRefunded); n != 1 {
			t.Errorf("%d refund mails", n)
		}
		if _, _, err := staff.Cancel(f.Ctx, in); apperr.As(err).Key != "order.cancel.closed" {
			t.Errorf("a refunded order again: %v", err)
		}
	})
}

// An unpaid bank transfer is cancelled without a refund; the refusals
// change nothing.
func TestCancelRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		unpaid := f.annasOrder(t, item("HOSE-1", 1))
		got, r, err := staff.Cancel(f.Ctx, order.CancelInput{Number: unpaid.Number})
		if err != nil || r != nil || got.Status != order.Canceled || got.Items[0].QtyCanceled != 1 {
			t.Fatalf("unpaid: %+v %+v %v", got.Status, r, err)
		}
		if h := f.history(t, unpaid.Number); h[len(h)-1] != "Vom Shop storniert" {
			t.Errorf("history %v", h)
		}
		if _, _, err := staff.RecordBankTransfer(f.Ctx, unpaid.Number); apperr.As(err).Key != "order.paid.canceled" {
			t.Errorf("money for a cancelled order: %v", err)
		}

		shipped := f.payOrder(t, input(""), item("HOSE-1", 2))
		if _, err := staff.Ship(f.Ctx, shipped.Number, order.ShipInput{Tracking: "JJD01", Items: []order.ShipmentItem{{OrderItemID: shipped.Items[0].ID, Qty: 1}}}); err != nil {
			t.Fatal(err)
		}
		_, open := f.pay(t, payment.Open, item("HOSE-1", 1))
		long := strings.Repeat("x", order.MaxCancelReason+1)
		before := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history`) + f.mails(t, order.TagCanceledByShop) + f.Count(t, `SELECT COUNT(*) FROM sales_refund`)
		for _, c := range []struct {
			in   order.CancelInput
			kind apperr.Kind
			key  string
		}{
			{order.CancelInput{Number: unpaid.Number}, apperr.Conflict, "order.cancel.canceled"},
			{order.CancelInput{Number: shipped.Number}, apperr.Conflict, "order.cancel.shipped"},
			{order.CancelInput{Number: open.Order.Number}, apperr.Conflict, "order.cancel.paymentOpen"},
			{order.CancelInput{Number: shipped.Number, Reason: long}, apperr.Invalid, "order.cancel.reason"},
			{order.CancelInput{Number: shipped.Number, Reason: "zwei\nZeilen"}, apperr.Invalid, "order.cancel.reason"},
			{order.CancelInput{Number: "999999999"}, apperr.NotFound, "order.notFound"},
			{order.CancelInput{Number: "1"}, apperr.NotFound, "order.notFound"},
		} {
			if _, _, err := staff.Cancel(f.Ctx, c.in); apperr.KindOf(err) != c.kind || apperr.As(err).Key != c.key {
				t.Errorf("%+v: %v; want %s", c.in.Number, err, c.key)
			}
		}
		after := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history`) + f.mails(t, order.TagCanceledByShop) + f.Count(t, `SELECT COUNT(*) FROM sales_refund`)
		if after != before {
			t.Errorf("refusals changed something: %d → %d", before, after)
		}
		if o := f.Order(t, open.Order.ID); o.Status != order.PendingPayment {
			t.Errorf("open payment's order %s", o.Status)
		}
	})
}

// Customers cancel their own orders before shipping, for a reason of the
// list; a transferred payment is owed back by the shop's transfer (a
// refund owed, recorded with the cancellation), not refunded through the
// method; what only the shop may cancel, someone else's order
// and a reason not on the list are refused and change nothing.
func TestCustomerCancelsBeforeShipping(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := i18n.WithLocale(f.Ctx, i18n.German)
		reason := order.CancellationReasons(i18n.German)[1]
		transferred := f.annasOrder(t, item("HOSE-1", 1))
		f.RecordTransfer(t, transferred.Number)
		if !f.Order(t, transferred.ID).CustomerCancellable() {
			t.Fatal("a paid order not shipped is not cancellable")
		}
		voucher := f.annasOrder(t, item("GS-25", 1))
		lenas := f.payOrder(t, input(""), item("HOSE-1", 1))

		before := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history`) + f.mails(t, order.TagCanceledByShop)
		for _, c := range []struct {
			number, reason string
			customer       int64
			key            string
		}{
			{transferred.Number, "Einfach so", f.anna, "order.cancel.reasonUnknown"},
			{transferred.Number, "", f.anna, "order.cancel.reasonUnknown"},
			{lenas.Number, reason, f.anna, "order.notFound"},
			{transferred.Number, reason, 0, "order.notFound"},
			{voucher.Number, reason, f.anna, "order.cancel.notByCustomer"},
		} {
			if _, _, err := f.svc.CancelByCustomer(ctx, order.CancelInput{Number: c.number, Reason: c.reason}, c.customer); apperr.As(err).Key != c.key {
				t.Errorf("%s %q by %d: %v; want %s", c.number, c.reason, c.customer, err, c.key)
			}
		}
		if after := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history`) + f.mails(t, order.TagCanceledByShop); after != before {
			t.Errorf("refusals changed something: %d → %d", before, after)
		}

		got, refund, err := f.svc.CancelByCustomer(ctx, order.CancelInput{Number: transferred.Number, Reason: reason}, f.anna)
		if err != nil || refund == nil || refund.Method != order.ByTransfer || refund.State != order.RefundOwed || refund.Amount != 6485 ||
			got.Status != order.Canceled || got.CustomerCancellable() {
			t.Fatalf("cancel: %s %+v %v", got.Status, refund, err)
		}
		history := strings.Join(f.history(t, transferred.Number), " | ")
		if !strings.Contains(history, "Auf Wunsch der Kundin oder des Kunden storniert: "+reason) ||
			!strings.Contains(history, "Rückzahlung von 64,85\u00a0€ per Überweisung offen") {
			t.Errorf("history %s", history)
		}
		mails := f.Mails(t, order.TagCanceledByShop)
		if len(mails) != 1 || !strings.Contains(mails[0].Text, "wie gewünscht haben wir Ihre Bestellung "+transferred.Number+" storniert") ||
			!strings.Contains(mails[0].Text, "Den überwiesenen Betrag von 64,85") {
			t.Errorf("mails %+v", mails)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_refund WHERE state = 'owed' AND method = 'transfer'`); n != 1 {
			t.Errorf("%d transfers owed", n)
		}
	})
}
