package order_test

import (
	"strings"
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
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
)

const day = 24 * time.Hour

// placeIn places a guest's order of items in a store's language with
// method.
func (f *fixture) placeIn(t *testing.T, store storecode.Store, method string, items ...cart.ItemInput) order.Placed {
	t.Helper()
	c, err := f.Carts.CreateGuest(f.Ctx, store)
	if err != nil {
		t.Fatal(err)
	}
	ref := cart.Ref{MaskedID: c.MaskedID, Store: store}
	f.Add(t, ref, items...)
	f.shipToMunich(t, ref)
	placed, err := f.svc.Place(f.Ctx, ref, another(method))
	if err != nil {
		t.Fatal(err)
	}
	return placed
}

// statusOf is an order's status now.
func (f *fixture) statusOf(t *testing.T, o order.Placed) string {
	t.Helper()
	var s string
	if err := f.DB.Read().Get(f.Ctx, &s, `SELECT status FROM sales_order WHERE id = ?`, o.Order.ID); err != nil {
		t.Fatal(err)
	}
	return s
}

// mailAbout is the subject and text of the one mail of a tag about an
// order.
func (f *fixture) mailAbout(t *testing.T, tag string, o order.Placed) (subject, text, html string) {
	t.Helper()
	var m []struct {
		Subject string `db:"subject"`
		Text    string `db:"text_body"`
		HTML    string `db:"html_body"`
	}
	if err := f.DB.Read().Select(f.Ctx, &m, `SELECT subject, text_body, html_body FROM mail_message WHERE tag = ? AND subject LIKE ?`,
		tag, "%"+o.Order.Number+"%"); err != nil {
		t.Fatal(err)
	}
	if len(m) != 1 {
		t.Fatalf("%d %s mails about %s, want 1", len(m), tag, o.Order.Number)
	}
	return m[0].Subject, m[0].Text, m[0].HTML
}

func (f *fixture) settle(t *testing.T, terms settings.BankTransfer) order.BankTransferRun {
	t.Helper()
	run, err := f.svc.SettleBankTransfers(f.Ctx, terms)
	if err != nil {
		t.Fatal(err)
	}
	return run
}

// An order paid by bank transfer whose money does not come gets one
// reminder after 3 days (the settings' default), in its language with the
// account, amount and purpose, and is cancelled after 7 with its stock
// returned once; paid orders and other methods' orders are left alone.
func TestBankTransferReminderAndCancellation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		fr := storecode.Store{Site: "shop", Locale: i18n.French}
		terms, err := f.Settings.BankTransfer(f.Ctx)
		if err != nil || terms.ReminderDays != 3 || terms.CancelDays != 7 {
			t.Fatalf("the shop's terms %+v, %v", terms, err)
		}
		german := f.placeIn(t, de, banktransfer.Code, item("LETZTE-1", 1), item("HOSE-1", 2))
		french := f.placeIn(t, fr, banktransfer.Code, item("HOSE-1", 1))
		paid := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 1))
		if _, _, err := f.svc.(order.Staff).RecordBankTransfer(f.Ctx, paid.Order.Number); err != nil {
			t.Fatal(err)
		}
		hosted := f.placeIn(t, de, testpay.Code, item("HOSE-1", 1)) // open at its provider
		f.Clock.Add(time.Hour)
		late := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 1)) // an hour younger
		if f.stock(t, "LETZTE-1") != 0 || f.stock(t, "HOSE-1") != 4 {
			t.Fatalf("stock after placing: %d %d", f.stock(t, "LETZTE-1"), f.stock(t, "HOSE-1"))
		}

		f.Clock.Add(terms.ReminderAfter() - time.Hour - time.Minute)
		if run := f.settle(t, terms); run != (order.BankTransferRun{}) || f.mails(t, order.TagPaymentReminder) != 0 {
			t.Fatalf("a minute before 3 days: %+v", run)
		}
		f.Clock.Add(time.Minute)
		if run := f.settle(t, terms); run != (order.BankTransferRun{Reminded: 2}) {
			t.Fatalf("after 3 days: %+v", run)
		}
		subject, text, html := f.mailAbout(t, order.TagPaymentReminder, german)
		for _, want := range []string{"Zahlungserinnerung zu Ihrer Bestellung " + german.Order.Number, "Guten Tag Lena Hofer,",
			"Bitte überweisen Sie den Betrag bis zum 1. Dezember 2026", "IBAN: DE89 3704 0044 0532 0130 00", "Verwendungszweck: " + german.Order.Number,
			"Kontoinhaber: Paddock GmbH", "Haben Sie bereits überwiesen?",
			// The seller at the foot of business mail.
			"Paddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Deutschland", "Amtsgericht Münster, HRB 21873"} {
			if !strings.Contains(subject+"\n"+text, want) {
				t.Errorf("German reminder lacks %q:\n%s\n%s", want, subject, text)
			}
		}
		if !strings.Contains(html, "Geschäftsführung: Anna Brinkmann") {
			t.Errorf("the HTML reminder lacks the seller's foot")
		}
		subject, text, _ = f.mailAbout(t, order.TagPaymentReminder, french)
		for _, want := range []string{"Rappel de paiement pour votre commande " + french.Order.Number, "avant le 1 décembre 2026",
			"IBAN : DE89 3704 0044 0532 0130 00", "Allemagne"} {
			if !strings.Contains(subject+"\n"+text, want) {
				t.Errorf("French reminder lacks %q:\n%s\n%s", want, subject, text)
			}
		}
		// Once: the next run, and the younger order's own turn.
		if run := f.settle(t, terms); run != (order.BankTransferRun{}) {
			t.Fatalf("again: %+v", run)
		}
		f.Clock.Add(time.Hour)
		if run := f.settle(t, terms); run != (order.BankTransferRun{Reminded: 1}) || f.mails(t, order.TagPaymentReminder) != 3 {
			t.Fatalf("the younger order: %+v, %d reminders", run, f.mails(t, order.TagPaymentReminder))
		}

		// The French customer pays after the reminder.
		if _, changed, err := f.svc.(order.Staff).RecordBankTransfer(f.Ctx, french.Order.Number); err != nil || !changed {
			t.Fatalf("record: %v %v", changed, err)
		}

		f.Clock.Add(terms.CancelAfter() - terms.ReminderAfter() - time.Hour - time.Minute)
		if run := f.settle(t, terms); run != (order.BankTransferRun{}) || f.statusOf(t, german) != "pending_payment" {
			t.Fatalf("a minute before 7 days: %+v", run)
		}
		f.Clock.Add(time.Minute)
		if run := f.settle(t, terms); run != (order.BankTransferRun{Canceled: 1}) {
			t.Fatalf("after 7 days: %+v", run)
		}
		if f.statusOf(t, german) != "canceled" || f.statusOf(t, late) != "pending_payment" || f.statusOf(t, paid) != "processing" ||
			f.statusOf(t, french) != "processing" || f.statusOf(t, hosted) != "pending_payment" {
			t.Fatalf("statuses: german %s, late %s, paid %s, french %s, hosted %s", f.statusOf(t, german), f.statusOf(t, late),
				f.statusOf(t, paid), f.statusOf(t, french), f.statusOf(t, hosted))
		}
		if f.stock(t, "LETZTE-1") != 1 || f.stock(t, "HOSE-1") != 6 {
			t.Errorf("stock after the cancellation: %d %d, want 1 6", f.stock(t, "LETZTE-1"), f.stock(t, "HOSE-1"))
		}
		subject, text, _ = f.mailAbout(t, order.TagCanceled, german)
		for _, want := range []string{"Ihre Bestellung " + german.Order.Number + " wurde storniert", "Ihre Überweisung für die Bestellung",
			"vom 24. November 2026", "Wir erstatten Ihnen den Betrag umgehend"} {
			if !strings.Contains(subject+"\n"+text, want) {
				t.Errorf("cancellation lacks %q:\n%s\n%s", want, subject, text)
			}
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 0 {
			t.Errorf("%d payment-failed mails for a bank transfer", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history WHERE order_id = ? AND status = 'canceled'`, german.Order.ID); n != 1 {
			t.Errorf("%d cancellations in the history", n)
		}

		f.Clock.Add(time.Hour)
		if run := f.settle(t, terms); run != (order.BankTransferRun{Canceled: 1}) || f.statusOf(t, late) != "canceled" {
			t.Fatalf("the younger order after 7 days: %+v", run)
		}
		f.Clock.Add(30 * day)
		if run := f.settle(t, terms); run != (order.BankTransferRun{}) || f.mails(t, order.TagCanceled) != 2 || f.stock(t, "HOSE-1") != 7 {
			t.Fatalf("again: %+v, %d cancellations, stock %d", run, f.mails(t, order.TagCanceled), f.stock(t, "HOSE-1"))
		}
		// The money of a cancelled order is refused, so staff refund it.
		if _, _, err := f.svc.(order.Staff).RecordBankTransfer(f.Ctx, german.Order.Number); apperr.As(err).Key != "order.paid.canceled" {
			t.Errorf("paid after the cancellation: %v", err)
		}
	})
}

// An order older than the cancel days that was never reminded (the job
// did not run) is cancelled without a reminder; other terms apply as set.
func TestBankTransferTermsFromTheSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		terms := settings.BankTransfer{ReminderDays: 3, CancelDays: 5}
		first := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 1))
		f.Clock.Add(6 * day)
		second := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 1))
		f.Clock.Add(3 * day)
		if run := f.settle(t, terms); run != (order.BankTransferRun{Reminded: 1, Canceled: 1}) {
			t.Fatalf("run %+v", run)
		}
		if f.statusOf(t, first) != "canceled" || f.mails(t, order.TagPaymentReminder) != 1 {
			t.Errorf("first %s, %d reminders", f.statusOf(t, first), f.mails(t, order.TagPaymentReminder))
		}
		if _, text, _ := f.mailAbout(t, order.TagPaymentReminder, second); !strings.Contains(text, "bis zum 5. Dezember 2026") {
			t.Errorf("the deadline of 5 days:\n%s", text)
		}
		if _, err := f.svc.SettleBankTransfers(f.Ctx, settings.BankTransfer{ReminderDays: 5, CancelDays: 5}); err == nil {
			t.Error("a cancellation before the reminder ran")
		}
	})
}

// Runs at once (several instances, a run retried) remind and cancel each
// order once.
func TestConcurrentBankTransferRunsDoItOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		other, err := wire(f.Ctx, d) // a second instance on the same database
		if err != nil {
			t.Fatal(err)
		}
		terms := settings.DefaultBankTransfer
		var placed []order.Placed
		for range 4 {
			placed = append(placed, f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 2)))
		}
		run := func() order.BankTransferRun {
			var (
				mu    sync.Mutex
				total order.BankTransferRun
				wg    sync.WaitGroup
			)
			for i := range 6 {
				svc := f.svc
				if i%2 == 1 {
					svc = other.svc
				}
				wg.Go(func() {
					r, err := svc.SettleBankTransfers(f.Ctx, terms)
					if err != nil {
						t.Error(err)
					}
					mu.Lock()
					total.Reminded += r.Reminded
					total.Canceled += r.Canceled
					mu.Unlock()
				})
			}
			wg.Wait()
			return total
		}
		advance := func(d time.Duration) { f.Clock.Add(d); other.Clock.Add(d) }
		advance(terms.ReminderAfter())
		if total := run(); total != (order.BankTransferRun{Reminded: 4}) || f.mails(t, order.TagPaymentReminder) != 4 {
			t.Fatalf("reminders: %+v, %d mails", total, f.mails(t, order.TagPaymentReminder))
		}
		advance(terms.CancelAfter() - terms.ReminderAfter())
		if total := run(); total != (order.BankTransferRun{Canceled: 4}) || f.mails(t, order.TagCanceled) != 4 {
			t.Fatalf("cancellations: %+v, %d mails", total, f.mails(t, order.TagCanceled))
		}
		if got := f.stock(t, "HOSE-1"); got != 10 {
			t.Errorf("stock %d, want 10 (returned once per order)", got)
		}
		for _, p := range placed {
			if f.statusOf(t, p) != "canceled" {
				t.Errorf("%s is %s", p.Order.Number, f.statusOf(t, p))
			}
		}
	})
}

// A hosted payment that ends without money mails the customer once, in
// the order's language, with "pay now" and the day until which the order
// waits: the return URL, whose page offers paying again or another method
// (ProcessTransaction); a replayed status mails nothing more, and no
// second (cancellation) mail goes out.
func TestPaymentFailedMailOffersToPayNow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		fr := storecode.Store{Site: "shop", Locale: i18n.French}
		placed := f.placeIn(t, fr, testpay.Code, item("LETZTE-1", 1))
		if ok, err := f.TestPay.Decide(f.Ctx, placed.Payment.ProviderRef, payment.Canceled); err != nil || !ok {
			t.Fatalf("decide: %v %v", ok, err)
		}
		for range 3 {
			if err := f.Payments.Notify(f.Ctx, testpay.Code, placed.Payment.ProviderRef); err != nil {
				t.Fatal(err)
			}
			f.RunJobs(t)
			if _, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil {
				t.Fatal(err)
			}
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 1 {
			t.Fatalf("%d payment-failed mails, want 1", n)
		}
		if n := f.mails(t, order.TagCanceled); n != 0 {
			t.Errorf("%d cancellation mails besides", n)
		}
		subject, text, html := f.mailAbout(t, order.TagPaymentFailed, placed)
		link := baseURL + "/fr/checkout/transaction/" + testpay.Code + "/process?payment_token=" + placed.Payment.Token
		for _, want := range []string{"Le paiement de votre commande " + placed.Order.Number + " n’a pas abouti",
			"a été interrompu", "rien n’a été débité", "Payer maintenant\u00a0:\n" + link,
			"jusqu’au 26 novembre 2026", "Changer de moyen de paiement"} {
			if !strings.Contains(subject+"\n"+text, want) {
				t.Errorf("mail lacks %q:\n%s\n%s", want, subject, text)
			}
		}
		if !strings.Contains(html, `href="`+strings.ReplaceAll(link, "&", "&amp;")+`"`) {
			t.Errorf("the HTML lacks the link")
		}
		// The link's page offers to pay again until the day the mail names.
		tx, err := f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, fr)
		if err != nil || tx.RedirectToCart || tx.Cart != nil || tx.RetryUntil.Day() != 26 {
			t.Fatalf("process: %+v %v", tx, err)
		}
		if n := f.mails(t, order.TagPaymentFailed); n != 1 {
			t.Errorf("%d payment-failed mails after the return", n)
		}
	})
}

// TestConfirmationOfAHostedPaymentLinksToFinishIt: the confirmation of an
// order paid on a provider's page says how to pay it from the mail should
// the customer have left that page (the transaction page, resume=1: "pay
// now" or another method); a bank transfer's names the account instead.
func TestConfirmationOfAHostedPaymentLinksToFinishIt(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		en := storecode.Store{Site: "shop", Locale: i18n.English}
		placed := f.placeIn(t, en, testpay.Code, item("LETZTE-1", 1))
		_, text, html := f.mailAbout(t, order.TagPlaced, placed)
		link := baseURL + "/en/checkout/transaction/" + testpay.Code + "/process?payment_token=" + placed.Payment.Token + "&resume=1"
		if !strings.Contains(text, "this link lets you pay for the order or choose another payment method.\n"+link+"\n") {
			t.Errorf("the confirmation lacks the way to pay:\n%s", text)
		}
		if !strings.Contains(html, `<a href="`+strings.ReplaceAll(link, "&", "&amp;")+`"`) {
			t.Errorf("the HTML does not link it")
		}
		transfer := f.placeIn(t, en, banktransfer.Code, item("HOSE-1", 1))
		if _, text, _ := f.mailAbout(t, order.TagPlaced, transfer); strings.Contains(text, "resume=1") || !strings.Contains(text, "IBAN") {
			t.Errorf("a bank transfer's confirmation:\n%s", text)
		}
	})
}
