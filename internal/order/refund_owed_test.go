package order_test

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// annasPaidOrder is an order of anna's paid with the test provider.
func (f *fixture) annasPaidOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	in := input(testpay.Code)
	in.Email = "anna@example.de"
	placed := f.Place(t, f.CustomerCart(t, f.anna, items...), in)
	f.PayByTest(t, placed)
	return f.Order(t, placed.Order.ID)
}

// owed are the refunds staff see as still owed.
func (f *fixture) owed(t *testing.T) []order.Refund {
	t.Helper()
	refunds, err := f.svc.(order.Staff).OwedRefunds(f.Ctx)
	if err != nil {
		t.Fatal(err)
	}
	return refunds
}

// When the provider refuses the refund of a customer's cancellation, the
// money stays owed on record (not in a log line): the order is cancelled,
// the customer's mail says the money is being refunded (not that it was),
// staff see the refund failed with the provider's reason, the jobs and the
// periodic sync leave it to them, and their retries, however many at
// once, pay it once, with one credit note and one mail.
func TestRefusedRefundOfACancellationStaysOwed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		o := f.annasPaidOrder(t, item("HOSE-1", 2))
		f.refunds.refuse.Store(true)
		ctx := i18n.WithLocale(f.Ctx, i18n.German)
		got, r, err := f.svc.CancelByCustomer(ctx, order.CancelInput{Number: o.Number, Reason: order.CancellationReasons(i18n.German)[0]}, f.anna)
		if err != nil || got.Status != order.Canceled || r == nil || r.State != order.RefundFailed || r.Amount != o.Totals.GrandTotal ||
			r.Method != order.ByProvider || r.LastError == "" || r.Attempts != 1 || r.CreditNote != nil {
			t.Fatalf("cancel: %s %+v %v", got.Status, r, err)
		}
		mails := f.Mails(t, order.TagCanceledByShop) // runs the due jobs, the refund's among them
		if len(mails) != 1 || !strings.Contains(mails[0].Text, "erstatten wir Ihnen über Ihre Zahlungsart") || strings.Contains(mails[0].Text, "erstattet") {
			t.Errorf("the cancellation's mail says %q", mails[0].Text)
		}
		if n := f.mails(t, order.TagRefunded); n != 0 {
			t.Errorf("%d mails say it was refunded", n)
		}
		f.Clock.Add(order.RefundSyncEvery)
		if _, err := f.svc.SyncRefunds(f.Ctx); err != nil {
			t.Fatal(err)
		}
		owed := f.owed(t)
		if len(owed) != 1 || owed[0].ID != r.ID || owed[0].OrderNumber != o.Number || owed[0].State != order.RefundFailed {
			t.Fatalf("owed %+v", owed)
		}
		if calls := f.refunds.calls.Load(); calls != 1 {
			t.Errorf("a refused refund was asked for %d times without staff", calls)
		}
		if h := strings.Join(f.history(t, o.Number), " | "); !strings.Contains(h, "fehlgeschlagen") {
			t.Errorf("history %s", h)
		}

		f.refunds.refuse.Store(false)
		var (
			wg   sync.WaitGroup
			mu   sync.Mutex
			paid int
		)
		for range 6 {
			wg.Go(func() {
				got, err := staff.RetryRefund(f.Ctx, r.ID)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil && got.State == order.RefundPaid:
					paid++
				case err == nil && got.State == order.RefundOwed: // another attempt held it
				case apperr.As(err).Key == "order.refund.notOwed": // paid meanwhile
				default:
					t.Errorf("retry: %+v %v", got, err)
				}
			})
		}
		wg.Wait()
		if paid < 1 || f.refunds.calls.Load() != 2 || f.Count(t, `SELECT COUNT(*) FROM payment_test_refund`) != 1 ||
			f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE kind = 'credit_note'`) != 1 || len(f.Mails(t, order.TagRefunded)) != 1 {
			t.Errorf("%d retries saw it paid, the provider asked %d times, %d refunds, %d credit notes", paid, f.refunds.calls.Load(),
				f.Count(t, `SELECT COUNT(*) FROM payment_test_refund`), f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE kind = 'credit_note'`))
		}
		if got := f.Order(t, o.ID); got.Status != order.Closed || len(f.owed(t)) != 0 {
			t.Errorf("paid back: %s, owed %+v", got.Status, f.owed(t))
		}
		if _, err := staff.RetryRefund(f.Ctx, r.ID); apperr.As(err).Key != "order.refund.notOwed" {
			t.Errorf("a paid refund again: %v", err)
		}
	})
}

// A refund the provider cannot take (down) is owed, not lost: the job
// enqueued with it pays it once the provider is back, and however often
// and at once it is asked for after that (jobs, the sync, retries), the
// provider pays it once.
func TestRefundOwedAfterAnOutageIsPaidOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 1))
		f.refunds.down.Store(true)
		r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 2000, Reason: "Kulanz"})
		if err != nil || r.State != order.RefundOwed || r.Attempts != 1 || !strings.Contains(r.LastError, "payment.unavailable") {
			t.Fatalf("refund while down: %+v %v", r, err)
		}
		if owed := f.owed(t); len(owed) != 1 || owed[0].State != order.RefundOwed {
			t.Fatalf("owed %+v", owed)
		}
		f.RunJobs(t) // the provider still down: the job fails, to run again later
		if refunds, _ := f.svc.Refunds(f.Ctx, o.ID); len(refunds) != 1 || refunds[0].State != order.RefundOwed || refunds[0].Attempts != 2 {
			t.Fatalf("after a failed job %+v", refunds)
		}

		f.refunds.down.Store(false)
		calls := f.refunds.calls.Load()
		f.Clock.Add(order.RefundSyncEvery)
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				var err error
				switch i % 3 {
				case 0:
					_, err = f.svc.SyncRefunds(f.Ctx)
				case 1:
					_, err = f.svc.(order.Staff).RetryRefund(f.Ctx, r.ID)
					if apperr.As(err).Key == "order.refund.notOwed" {
						err = nil
					}
				default:
					err = f.svc.HandleRefundJob(f.Ctx, []byte(`{"refund_id":`+strconv.FormatInt(r.ID, 10)+`}`))
				}
				if err != nil {
					t.Errorf("attempt %d: %v", i, err)
				}
			})
		}
		wg.Wait()
		f.RunJobs(t)
		refunds, err := f.svc.Refunds(f.Ctx, o.ID)
		if err != nil || len(refunds) != 1 || refunds[0].State != order.RefundPaid || refunds[0].CreditNote == nil || refunds[0].LastError != "" {
			t.Fatalf("after the outage %+v %v", refunds, err)
		}
		if n := f.refunds.calls.Load() - calls; n != 1 || f.Count(t, `SELECT COUNT(*) FROM payment_test_refund`) != 1 {
			t.Errorf("the provider was asked %d times for one refund", n)
		}
		if owed := f.owed(t); len(owed) != 0 {
			t.Errorf("still owed %+v", owed)
		}
	})
}

// A bank transfer owed back (a paid transfer's order cancelled) stays
// owed until staff record that they transferred it: no provider, job or
// sync pays it; recorded once (at once from several places), it gets its
// credit note and the customer's mail, and closes the order.
func TestBankTransferOwedUntilStaffRecordIt(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		o := f.annasOrder(t, item("HOSE-1", 1))
		f.RecordTransfer(t, o.Number)
		_, r, err := staff.Cancel(f.Ctx, order.CancelInput{Number: o.Number, Reason: "Kundenwunsch"})
		if err != nil || r == nil || r.Method != order.ByTransfer || r.State != order.RefundOwed || r.Amount != o.Totals.GrandTotal {
			t.Fatalf("cancel %+v %v", r, err)
		}
		f.Clock.Add(order.RefundSyncEvery)
		if _, err := f.svc.SyncRefunds(f.Ctx); err != nil {
			t.Fatal(err)
		}
		f.RunJobs(t)
		if owed := f.owed(t); len(owed) != 1 || owed[0].State != order.RefundOwed || owed[0].Attempts != 0 || f.refunds.calls.Load() != 0 {
			t.Fatalf("owed %+v, provider asked %d times", owed, f.refunds.calls.Load())
		}
		if n := f.mails(t, order.TagRefunded); n != 0 {
			t.Errorf("%d refunded mails before the transfer", n)
		}
		if _, err := staff.RetryRefund(f.Ctx, r.ID); apperr.As(err).Key != "order.refund.byTransfer" {
			t.Errorf("retry of a transfer: %v", err)
		}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			recorded int
		)
		for range 4 {
			wg.Go(func() {
				got, err := staff.RecordRefundPaid(f.Ctx, r.ID)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil && got.State == order.RefundPaid && got.CreditNote != nil:
					recorded++
				case apperr.As(err).Key != "order.refund.notOwed":
					t.Errorf("record: %+v %v", got, err)
				}
			})
		}
		wg.Wait()
		if recorded != 1 || len(f.Mails(t, order.TagRefunded)) != 1 || len(f.owed(t)) != 0 ||
			f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE kind = 'credit_note'`) != 1 {
			t.Errorf("recorded %d times", recorded)
		}
		if got := f.Order(t, o.ID); got.Status != order.Closed {
			t.Errorf("paid back, the order is %s", got.Status)
		}
		if _, err := staff.CancelRefund(f.Ctx, r.ID); apperr.As(err).Key != "order.refund.notOwed" {
			t.Errorf("dropping a paid refund: %v", err)
		}
	})
}

// A refund staff drop is not owed any more: its amount is free again.
func TestDroppedRefundFreesItsAmount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		o := f.payOrder(t, input(""), item("HOSE-1", 1))
		f.refunds.refuse.Store(true)
		r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number})
		if err != nil || r.State != order.RefundFailed {
			t.Fatalf("refused: %+v %v", r, err)
		}
		if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 1}); apperr.As(err).Key != "order.refund.nothingLeft" {
			t.Errorf("a failed refund is still owed: %v", err)
		}
		if got, err := staff.CancelRefund(f.Ctx, r.ID); err != nil || got.State != order.RefundCanceled {
			t.Fatalf("drop: %+v %v", got, err)
		}
		f.refunds.refuse.Store(false)
		if got, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number}); err != nil || got.State != order.RefundPaid || got.Amount != o.Totals.GrandTotal {
			t.Errorf("after the drop: %+v %v", got, err)
		}
		if _, err := staff.RecordRefundPaid(f.Ctx, 999); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown refund: %v", err)
		}
		if h := strings.Join(f.history(t, o.Number), " | "); !strings.Contains(h, "verworfen") {
			t.Errorf("history %s", h)
		}
	})
}
