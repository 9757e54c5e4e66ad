package app_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/platform/db"
)

// BenchmarkMollieWebhook measures Mollie's webhook on the demo shop, on
// both engines, through the shop's HTTP handler in process:
//
//   - replay: deliveries of the id of a payment already applied (what
//     Mollie's retries and a flood of forged ids cost): read the id, find
//     the payment, keep one waiting status job;
//   - apply: one delivery per paid order and the jobs it queues, one
//     after the other: Mollie asked for the status (the local fake over
//     loopback HTTP), the payment and the order recorded paid, the
//     invoice numbered, the payment-received mail queued, then delivered
//     to the local mailbox with the invoice's PDF made for it;
//   - burst: b.N paid orders notified at once (eight clients posting the
//     webhooks) while the shop's workers run as in serve (jobs.Queue.Run):
//     paid/s is how fast the orders are all recorded paid (each with its
//     invoice numbered and mail queued), mailed/s how fast their
//     payment-received mails, with the PDFs, are all delivered.
//
// apply and burst place an order per iteration before the timer starts;
// run them with a fixed count:
// go test -run '^$' -bench MollieWebhook -benchtime 200x ./internal/app
func BenchmarkMollieWebhook(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			s := newMollieShop(b, dialect)
			ctx := context.Background()
			deliver := func(id string) {
				r := httptest.NewRequest("POST", "/api/payment/mollie/webhook", strings.NewReader("id="+id))
				r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				w := httptest.NewRecorder()
				s.h.ServeHTTP(w, r)
				if w.Code != http.StatusOK {
					b.Fatalf("webhook: %d %s", w.Code, w.Body.String())
				}
			}
			paid := s.place(b, "replay@example.de", "mollie_methods_creditcard")
			if err := s.fake.SetStatus(ctx, paid.mollieID, "paid", false); err != nil {
				b.Fatal(err)
			}
			deliver(paid.mollieID)
			s.runJobs(b)

			b.Run("replay", func(b *testing.B) {
				for b.Loop() {
					deliver(paid.mollieID)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "webhooks/s")
			})
			s.runJobs(b)

			b.Run("apply", func(b *testing.B) {
				orders := make([]placed, b.N)
				for i := range orders {
					orders[i] = s.place(b, "apply@example.de", "mollie_methods_paypal")
					if err := s.fake.SetStatus(ctx, orders[i].mollieID, "paid", false); err != nil {
						b.Fatal(err)
					}
				}
				s.runJobs(b) // the confirmations' deliveries
				b.ResetTimer()
				for _, o := range orders {
					deliver(o.mollieID)
					s.runJobs(b)
				}
				b.StopTimer()
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "webhooks/s")
				if status, _, _ := s.state(b, orders[len(orders)-1]); status != "processing" {
					b.Fatalf("the last order is %s", status)
				}
			})

			b.Run("burst", func(b *testing.B) {
				orders := make([]placed, b.N)
				for i := range orders {
					orders[i] = s.place(b, "burst@example.de", "mollie_methods_paypal")
					if err := s.fake.SetStatus(ctx, orders[i].mollieID, "paid", false); err != nil {
						b.Fatal(err)
					}
				}
				s.runJobs(b) // the confirmations' deliveries
				count := func(q string) int {
					var n int
					if err := s.d.Read().Get(ctx, &n, q); err != nil {
						b.Fatal(err)
					}
					return n
				}
				paidBefore := count(`SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`)
				mailedBefore := count(`SELECT COUNT(*) FROM mail_message WHERE tag = 'order.paid' AND state = 'sent'`)
				workers, stop := context.WithCancel(ctx)
				stopped := make(chan struct{})
				go func() { s.app.RunJobs(workers); close(stopped) }()
				b.ResetTimer()
				var next atomic.Int64
				var clients sync.WaitGroup
				for range 8 {
					clients.Add(1)
					go func() {
						defer clients.Done()
						for i := next.Add(1) - 1; i < int64(len(orders)); i = next.Add(1) - 1 {
							r := httptest.NewRequest("POST", "/api/payment/mollie/webhook", strings.NewReader("id="+orders[i].mollieID))
							r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
							w := httptest.NewRecorder()
							s.h.ServeHTTP(w, r)
							if w.Code != http.StatusOK {
								b.Errorf("webhook: %d %s", w.Code, w.Body.String())
								return
							}
						}
					}()
				}
				clients.Wait()
				wait := func(q string, want int) time.Duration {
					for count(q) < want {
						time.Sleep(2 * time.Millisecond)
					}
					return b.Elapsed()
				}
				paid := wait(`SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`, paidBefore+b.N)
				mailed := wait(`SELECT COUNT(*) FROM mail_message WHERE tag = 'order.paid' AND state = 'sent'`, mailedBefore+b.N)
				b.StopTimer()
				stop()
				<-stopped
				b.ReportMetric(float64(b.N)/paid.Seconds(), "paid/s")
				b.ReportMetric(float64(b.N)/mailed.Seconds(), "mailed/s")
			})
		})
	}
}
