package app_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"paddock/internal/platform/db"
)

// BenchmarkMollieWebhook measures Mollie's webhook on the demo shop, on
// both engines, through the shop's HTTP handler in process:
//
//   - replay: deliveries of the id of a payment already applied (what
//     Mollie's retries and a flood of forged ids cost): read the id, find
//     the payment, keep one waiting status job;
//   - apply: one delivery per paid order and the job it queues: Mollie
//     asked for the status (the local fake over loopback HTTP), the
//     payment and the order recorded paid, the payment-received mail
//     queued and delivered to the local mailbox.
//
// apply places an order per iteration before the timer starts; run it
// with a fixed count: go test -run '^$' -bench MollieWebhook -benchtime 200x ./internal/app
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
		})
	}
}
