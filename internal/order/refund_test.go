package order_test

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/pdffont/pdftest"
)

// refundGate stands between the payments and the test provider's
// refunds: with pending set the provider answers a new refund as pending
// (paid out later, when a test says so); with down it cannot be reached;
// with refuse it refuses them (as a provider answers 422). calls counts
// the requests.
type refundGate struct {
	*testpay.Provider
	db      *db.DB
	pending atomic.Bool
	down    atomic.Bool
	refuse  atomic.Bool
	calls   atomic.Int64
}

func (g *refundGate) Refund(ctx context.Context, ref string, r payment.RefundRequest) (payment.ProviderRefund, error) {
	g.calls.Add(1)
	if g.down.Load() {
		return payment.ProviderRefund{}, apperr.New(apperr.Unavailable, "payment.unavailable")
	}
	if g.refuse.Load() {
		return payment.ProviderRefund{}, apperr.New(apperr.Invalid, "payment.provider.refused")
	}
	var had int
	if err := g.db.Write().Get(ctx, &had, `SELECT COUNT(*) FROM payment_test_refund WHERE idempotency_key = ?`, r.IdempotencyKey); err != nil {
		return payment.ProviderRefund{}, err
	}
	out, err := g.Provider.Refund(ctx, ref, r)
	if err == nil && had == 0 && g.pending.Load() {
		if _, err := g.db.Write().Exec(ctx, `UPDATE payment_test_refund SET status = 'pending' WHERE id = ?`, out.Ref); err != nil {
			return payment.ProviderRefund{}, err
		}
		out.Status = payment.RefundPending
	}
	return out, err
}

// history are an order's history entries as the customer reads them.
func (f *fixture) history(t *testing.T, number string) []string {
	t.Helper()
	o, _, err := f.svc.(order.Staff).OrderByNumber(f.Ctx, number)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, h := range o.History {
		out = append(out, h.Text(i18n.German))
	}
	return out
}

// A part, then the rest: each refund paid out gets its credit note and
// mail, the order is closed once all of it is back; more than is left,
// and anything after all of it, is refused and changes nothing.
func TestRefundInPartsThenTheRest(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2), item("HAFER-20", 1))
		inv := f.documents(t, o)[0]

		r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 1000, Reason: "Kulanz: Lieferung verspätet"})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != payment.RefundRefunded || r.ProviderRef == "" || r.Amount != 1000 || r.CreditNote == nil ||
			r.CreditNote.Number != "RK-2026-000001" || r.CreditNote.Sheet.Corrects.Number != inv.Number || r.CreditNote.Sheet.Totals.Gross != 1000 {
			t.Fatalf("partial refund %+v", r)
		}
		names, files, _ := f.mailFiles(t, order.TagRefunded, "lena@example.de")
		if len(names) != 1 || names[0] != "Rechnungskorrektur-RK-2026-000001.pdf" || len(files) != 1 {
			t.Fatalf("refund mail's files %v", names)
		}
		text, err := pdftest.Text(files[0])
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Rechnungskorrektur RK-2026-000001", "Korrektur der Rechnung " + inv.Number, "-10,00\u00a0€", "Grund: Kulanz: Lieferung verspätet"} {
			if !strings.Contains(text, want) {
				t.Errorf("the credit note lacks %q:\n%s", want, text)
			}
		}
		if got, _, _ := f.svc.(order.Staff).OrderByNumber(f.Ctx, o.Number); got.Status != order.Processing {
			t.Errorf("after a part the order is %s", got.Status)
		}

		before := f.Count(t, `SELECT COUNT(*) FROM sales_refund`)
		for name, c := range map[string]struct {
			in   order.RefundInput
			kind apperr.Kind
			key  string
		}{
			"more than is left": {order.RefundInput{Number: o.Number, Amount: o.Totals.GrandTotal - 999}, apperr.Invalid, "order.refund.tooMuch"},
			"a negative amount": {order.RefundInput{Number: o.Number, Amount: -1}, apperr.Invalid, "order.refund.amount"},
			"a reason too long": {order.RefundInput{Number: o.Number, Amount: 1, Reason: strings.Repeat("x", order.MaxRefundReason+1)}, apperr.Invalid, "order.refund.reason"},
			"an unknown order":  {order.RefundInput{Number: "999999999", Amount: 1}, apperr.NotFound, "order.notFound"},
		} {
			if _, err := f.svc.Refund(f.Ctx, c.in); apperr.KindOf(err) != c.kind || apperr.As(err).Key != c.key {
				t.Errorf("%s: %v", name, err)
			}
		}
		if f.Count(t, `SELECT COUNT(*) FROM sales_refund`) != before || f.mails(t, order.TagRefunded) != 1 {
			t.Fatal("a refusal changed something")
		}
		// The refusal's message names what is left, in the reader's language.
		de := i18n.WithLocale(f.Ctx, i18n.German)
		_, err = f.svc.Refund(de, order.RefundInput{Number: o.Number, Amount: o.Totals.GrandTotal})
		if msg := apperr.As(err).Message(de); !strings.Contains(msg, money.Format(o.Totals.GrandTotal-1000, i18n.German)) {
			t.Errorf("message %q", msg)
		}

		rest, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Reason: "Widerruf"})
		if err != nil {
			t.Fatal(err)
		}
		if rest.Amount != o.Totals.GrandTotal-1000 || rest.CreditNote == nil || rest.CreditNote.Number != "RK-2026-000002" {
			t.Fatalf("the rest %+v", rest)
		}
		got, _, _ := f.svc.(order.Staff).OrderByNumber(f.Ctx, o.Number)
		if got.Status != order.Closed {
			t.Errorf("refunded in full the order is %s", got.Status)
		}
		// Both credit notes together are the invoice, rate by rate.
		docs := f.documents(t, o)
		if len(docs) != 3 {
			t.Fatalf("documents %d", len(docs))
		}
		for _, v := range inv.Sheet.VAT {
			var net, tax catalog.Money
			for _, cn := range docs[1:] {
				for _, x := range cn.Sheet.VAT {
					if x.Rate == v.Rate {
						net, tax = net+x.Net, tax+x.Tax
					}
				}
			}
			if net != v.Net || tax != v.Tax {
				t.Errorf("rate %d: credited %d + %d, invoiced %d + %d", v.Rate, net, tax, v.Net, v.Tax)
			}
		}
		if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 1}); apperr.KindOf(err) != apperr.Conflict || apperr.As(err).Key != "order.refund.nothingLeft" {
			t.Errorf("after all of it: %v", err)
		}
		h := strings.Join(f.history(t, o.Number), "\n")
		for _, want := range []string{"10,00\u00a0€ erstattet (Rechnungskorrektur RK-2026-000001)", "erstattet (Rechnungskorrektur RK-2026-000002)", "Vollständig erstattet"} {
			if !strings.Contains(h, want) {
				t.Errorf("history lacks %q:\n%s", want, h)
			}
		}
		refunds, err := f.svc.Refunds(f.Ctx, o.ID)
		if err != nil || len(refunds) != 2 || refunds[0].CreditNote == nil || refunds[1].CreditNote.Number != "RK-2026-000002" {
			t.Errorf("refunds %+v %v", refunds, err)
		}
	})
}

// Refunds asked for at once never give back more than was paid.
func TestConcurrentRefundsNeverExceedThePayment(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2))
		quarter := o.Totals.GrandTotal / 4
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			ok, nope int
		)
		for range 10 {
			wg.Go(func() {
				_, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: quarter})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					ok++
				case apperr.As(err).Key == "order.refund.tooMuch" || apperr.As(err).Key == "order.refund.nothingLeft":
					nope++
				default:
					t.Errorf("refund: %v", err)
				}
			})
		}
		wg.Wait()
		var refunded int64
		if err := d.Read().Get(f.Ctx, &refunded, `SELECT COALESCE(SUM(amount), 0) FROM sales_refund WHERE order_id = ?`, o.ID); err != nil {
			t.Fatal(err)
		}
		if ok != 4 || nope != 6 || catalog.Money(refunded) != 4*quarter || f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE kind = 'credit_note'`) != 4 {
			t.Errorf("%d refunds, %d refused, %d refunded of %d", ok, nope, refunded, o.Totals.GrandTotal)
		}
	})
}

// An order not paid is refused and changes nothing; a bank transfer is
// owed back by the shop's transfer, never asked of a provider; a refund
// the provider pays out later, or could not be asked for, is followed
// until it is paid out and then gets its credit note.
func TestRefundsThroughTheProvider(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)

		unpaid, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: unpaid.Order.Number}); apperr.KindOf(err) != apperr.Conflict || apperr.As(err).Key != "order.refund.notPaid" {
			t.Errorf("an unpaid order: %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_refund`); n != 0 {
			t.Fatalf("a refusal left %d refunds", n)
		}
		// A bank transfer cannot be refunded through a provider: the shop
		// owes it back by its own transfer.
		if _, _, err := staff.RecordBankTransfer(f.Ctx, unpaid.Order.Number); err != nil {
			t.Fatal(err)
		}
		if r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: unpaid.Order.Number}); err != nil || r.Method != order.ByTransfer ||
			r.State != order.RefundOwed || r.Amount != unpaid.Order.Totals.GrandTotal {
			t.Errorf("a bank transfer: %+v %v", r, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM payment_test_refund`); n != 0 {
			t.Fatalf("a transfer asked a provider for %d refunds", n)
		}

		// Paid out later: pending first, the credit note once refunded.
		o := f.payOrder(t, input(""), item("HOSE-1", 1))
		f.refunds.pending.Store(true)
		r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 500})
		if err != nil || r.Status != payment.RefundPending || r.CreditNote != nil || f.mails(t, order.TagRefunded) != 0 {
			t.Fatalf("pending refund %+v %v", r, err)
		}
		if n, err := f.svc.SyncRefunds(f.Ctx); err != nil || n != 0 {
			t.Errorf("nothing new: %d %v", n, err)
		}
		if _, err := d.Write().Exec(f.Ctx, `UPDATE payment_test_refund SET status = 'refunded' WHERE id = ?`, r.ProviderRef); err != nil {
			t.Fatal(err)
		}
		f.Clock.Add(2 * time.Minute)
		if n, err := f.svc.SyncRefunds(f.Ctx); err != nil || n != 1 {
			t.Fatalf("sync: %d %v", n, err)
		}
		refunds, _ := f.svc.Refunds(f.Ctx, o.ID)
		if len(refunds) != 1 || refunds[0].Status != payment.RefundRefunded || refunds[0].CreditNote == nil || f.mails(t, order.TagRefunded) != 1 {
			t.Fatalf("after the sync %+v", refunds)
		}
		if n, err := f.svc.SyncRefunds(f.Ctx); err != nil || n != 0 {
			t.Errorf("synced again: %d %v", n, err)
		}

		// Not reached: reserved, asked again with the same key later.
		f.refunds.pending.Store(false)
		f.refunds.down.Store(true)
		r, err = f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 700})
		if err != nil || r.ProviderRef != "" || r.Status != payment.RefundQueued || r.State != order.RefundOwed || r.Attempts != 1 ||
			r.LastError == "" || r.NextAttemptAt.IsZero() {
			t.Fatalf("unreachable %+v %v", r, err)
		}
		left := o.Totals.GrandTotal - 500 - 700
		if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: left + 1}); apperr.As(err).Key != "order.refund.tooMuch" {
			t.Errorf("the reservation does not hold: %v", err)
		}
		f.refunds.down.Store(false)
		f.Clock.Add(2 * time.Minute)
		if n, err := f.svc.SyncRefunds(f.Ctx); err != nil || n != 1 {
			t.Fatalf("sync: %d %v", n, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM payment_test_refund`); n != 2 {
			t.Errorf("the provider made %d refunds", n)
		}
		refunds, _ = f.svc.Refunds(f.Ctx, o.ID)
		if len(refunds) != 2 || refunds[1].Status != payment.RefundRefunded || refunds[1].CreditNote == nil || refunds[1].ProviderRef == "" {
			t.Fatalf("after the outage %+v", refunds[1])
		}
	})
}
