package order_test

import (
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// A hosted payment that ends without money leaves its order waiting,
// stock held, with one mail however often it is notified; "pay now" makes
// a new attempt for the same order, which pays it: one order, one
// confirmation, whatever the attempts.
func TestFailedPaymentIsPaidAgainForTheSameOrder(t *testing.T) {
	for _, outcome := range []payment.Status{payment.Failed, payment.Canceled, payment.Expired} {
		t.Run(string(outcome), func(t *testing.T) {
			dbtest.Each(t, func(t *testing.T, d *db.DB) {
				f := newFixture(t, d)
				_, placed := f.pay(t, outcome, item("LETZTE-1", 1), item("HOSE-1", 3))
				var wg sync.WaitGroup
				for range 5 {
					wg.Go(func() {
						if err := f.Payments.Notify(f.Ctx, testpay.Code, placed.Payment.ProviderRef); err != nil {
							t.Error(err)
						}
						if _, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil {
							t.Error(err)
						}
					})
				}
				wg.Wait()
				f.RunJobs(t)
				if got := f.stock(t, "LETZTE-1"); got != 0 {
					t.Errorf("stock of LETZTE-1 %d, want 0 (held for the retry)", got)
				}
				if n := f.mails(t, order.TagPaymentFailed); n != 1 {
					t.Errorf("%d payment-failed mails, want 1", n)
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'pending_payment'`); n != 1 {
					t.Errorf("the order does not wait")
				}
				tx, err := f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de)
				if err != nil || tx.Status != outcome || tx.RedirectToCart || tx.RedirectToSuccessPage || tx.Cart != nil || tx.RetryUntil.IsZero() {
					t.Fatalf("process: %+v %v", tx, err)
				}
				if !tx.RetryUntil.After(f.Clock.Now().Add(order.RetryWindow)) {
					t.Errorf("retry until %v, want after %v", tx.RetryUntil, f.Clock.Now().Add(order.RetryWindow))
				}

				again, err := f.svc.PayAgain(f.Ctx, placed.Payment.Token)
				if err != nil {
					t.Fatal(err)
				}
				if again.ID != placed.Payment.ID || again.Attempt != 1 || again.Status != payment.Open ||
					again.ProviderRef == "" || again.ProviderRef == placed.Payment.ProviderRef || again.RedirectURL == "" {
					t.Fatalf("pay again: %+v (first %s)", again, placed.Payment.ProviderRef)
				}
				// Asked twice (a double click), the open attempt is the answer.
				if twice, err := f.svc.PayAgain(f.Ctx, placed.Payment.Token); err != nil || twice.ProviderRef != again.ProviderRef {
					t.Fatalf("pay again twice: %+v %v", twice, err)
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM payment_attempt WHERE payment_id = ? AND provider_ref = ? AND status = ?`,
					placed.Payment.ID, placed.Payment.ProviderRef, string(outcome)); n != 1 {
					t.Errorf("the first attempt is not kept")
				}
				if _, err := f.TestPay.Decide(f.Ctx, again.ProviderRef, payment.Paid); err != nil {
					t.Fatal(err)
				}
				tx, err = f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de)
				if err != nil || tx.Status != payment.Paid || !tx.RedirectToSuccessPage {
					t.Fatalf("process the second attempt: %+v %v", tx, err)
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`); n != 1 {
					t.Errorf("the order is not paid")
				}
				if n := f.mails(t, order.TagPlaced); n != 1 {
					t.Errorf("%d confirmations, want 1", n)
				}
				if n := f.mails(t, order.TagPaid); n != 1 {
					t.Errorf("%d payment mails, want 1", n)
				}
				if _, err := f.svc.PayAgain(f.Ctx, placed.Payment.Token); apperr.As(err).Key != "order.payAgain.paid" {
					t.Errorf("pay a paid order again: %v", err)
				}
				if _, err := f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, 0, de); apperr.As(err).Key != "order.restore.paid" {
					t.Errorf("another method for a paid order: %v", err)
				}
			})
		})
	}
}

// A payment cancelled at its provider because the customer changes the
// method is no failure to tell: the provider's canceled status, read by a
// webhook's job before the order is given up (or by a second request doing
// the same), records the payment without the payment-failed mail.
func TestAPaymentGivenUpSendsNoFailureMail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		_, placed := f.pay(t, payment.Open, item("HOSE-1", 1))
		if st, err := f.Payments.Cancel(f.Ctx, placed.Payment.ID); err != nil || st != payment.Canceled {
			t.Fatalf("cancel at the provider: %s %v", st, err)
		}
		// The webhook's job runs before the customer's request goes on.
		if changed, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil || !changed {
			t.Fatalf("apply the canceled status: %v %v", changed, err)
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 0 {
			t.Errorf("%d payment-failed mails for a payment given up on purpose", n)
		}
		if c, err := f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, 0, de); err != nil || c == nil || c.TotalQuantity != 1 {
			t.Fatalf("change the method: %+v %v", c, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'canceled'`); n != 1 {
			t.Errorf("the order is not canceled")
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 0 {
			t.Errorf("%d payment-failed mails after the change", n)
		}
	})
}

// Another method gives the order up: a payment still open is cancelled at
// its provider, the order is cancelled with its stock returned once, and
// the items come back in a cart; asked again, the same cart. An order
// cancelled so cannot be paid again.
func TestChangePaymentMethodGivesTheOrderUp(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref, placed := f.pay(t, payment.Open, item("LETZTE-1", 1), item("HOSE-1", 3))
		var wg sync.WaitGroup
		carts := make([]*cart.Cart, 3)
		for i := range carts {
			wg.Go(func() {
				c, err := f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, 0, de)
				if err != nil {
					t.Error(err)
				}
				carts[i] = c
			})
		}
		wg.Wait()
		for _, c := range carts {
			if c == nil || c.MaskedID != carts[0].MaskedID || c.TotalQuantity != 4 || c.MaskedID == ref.MaskedID {
				t.Fatalf("carts %+v", carts)
			}
		}
		if st, err := f.TestPay.Status(f.Ctx, placed.Payment.ProviderRef); err != nil || st != payment.Canceled {
			t.Errorf("the open payment at the provider: %s %v", st, err)
		}
		if got := f.stock(t, "LETZTE-1"); got != 1 {
			t.Errorf("stock of LETZTE-1 %d, want 1 (returned once)", got)
		}
		if got := f.stock(t, "HOSE-1"); got != 10 {
			t.Errorf("stock of HOSE-1 %d, want 10", got)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'canceled'`); n != 1 {
			t.Errorf("the order is not canceled")
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 0 {
			t.Errorf("%d payment-failed mails for a payment given up on purpose", n)
		}
		if _, err := f.svc.PayAgain(f.Ctx, placed.Payment.Token); apperr.As(err).Key != "order.payAgain.canceled" {
			t.Errorf("pay a cancelled order: %v", err)
		}
		// mollieRestoreCart on the placed cart is the same way back.
		if c, err := f.svc.RestoreCart(f.Ctx, ref); err != nil || c.MaskedID != carts[0].MaskedID {
			t.Errorf("restore: %+v %v", c, err)
		}
		if _, err := f.svc.PayAgain(f.Ctx, "no-such-token"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown token: %v", err)
		}
		// A bank transfer has no payment page to return to.
		bank, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.PayAgain(f.Ctx, bank.Payment.Token); apperr.As(err).Key != "order.payAgain.offline" {
			t.Errorf("pay a bank transfer again: %v", err)
		}
	})
}

// An order whose payment failed and that is not paid by the deadline the
// mail named is cancelled, its stock returned, and its customer told once.
func TestUnpaidRetryIsCancelledAfterItsDeadline(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		_, placed := f.pay(t, payment.Failed, item("LETZTE-1", 1))
		if _, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil {
			t.Fatal(err)
		}
		tx, err := f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de)
		if err != nil {
			t.Fatal(err)
		}
		f.Clock.Set(tx.RetryUntil.Add(-time.Minute))
		if _, err := f.svc.SettleStale(f.Ctx); err != nil {
			t.Fatal(err)
		}
		if got := f.stock(t, "LETZTE-1"); got != 0 {
			t.Fatalf("cancelled before the deadline")
		}
		f.Clock.Set(tx.RetryUntil.Add(time.Minute))
		for range 2 {
			if _, err := f.svc.SettleStale(f.Ctx); err != nil {
				t.Fatal(err)
			}
		}
		if got := f.stock(t, "LETZTE-1"); got != 1 {
			t.Errorf("stock of LETZTE-1 %d after the deadline, want 1", got)
		}
		if n := f.mails(t, order.TagCanceled); n != 1 {
			t.Errorf("%d cancellation mails, want 1", n)
		}
		if _, err := f.svc.PayAgain(f.Ctx, placed.Payment.Token); apperr.As(err).Key != "order.payAgain.canceled" {
			t.Errorf("pay after the deadline: %v", err)
		}
		// Back from the mail's link, the customer gets the items in a cart.
		tx, err = f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de)
		if err != nil || !tx.RedirectToCart || tx.Cart == nil || tx.Cart.TotalQuantity != 1 {
			t.Fatalf("process after the deadline: %+v %v", tx, err)
		}
	})
}
