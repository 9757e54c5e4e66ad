package returns_test

import (
	"slices"
	"testing"
	"time"

	"paddock/internal/cart/carttest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// BenchmarkReturns measures, on each engine, what a customer's return
// costs the server: asking whether an order can be returned
// (orderReturnInformation: the order with its items and shipments, the
// returns so far, the rules), requesting a return (one transaction: the
// order's sequence row, the rules again, the return, the order's history
// and the confirmation mail with the label PDF attached) and making the
// label PDF for its download. Requests report their p50 and p99.
func BenchmarkReturns(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			if _, err := f.DB.Write().Exec(f.Ctx, `UPDATE product SET stock_qty = 1000000 WHERE sku IN (?, ?)`,
				carttest.Bulk(1), carttest.Bulk(2)); err != nil {
				b.Fatal(err)
			}
			sample := f.delivered(b, item(carttest.Bulk(1), 2), item(carttest.Bulk(2), 1))
			// Each order is shipped now and delivered two days later; the
			// clock goes back after each, so none runs out of its period.
			now := f.Clock.Now()

			b.Run("information", func(b *testing.B) {
				for b.Loop() {
					info, err := f.svc.Information(f.Ctx, sample.Number, f.anna, i18n.German)
					if err != nil || !info.Returnable {
						b.Fatal(info.Refusal, err)
					}
				}
			})

			b.Run("request", func(b *testing.B) {
				orders := make([]order.Order, b.N)
				for i := range orders {
					orders[i] = f.delivered(b, item(carttest.Bulk(1), 2), item(carttest.Bulk(2), 1))
					f.Clock.Set(now)
				}
				took := make([]time.Duration, 0, b.N)
				b.ResetTimer()
				for _, o := range orders {
					start := time.Now()
					if _, err := f.request(o, ask(o.Items[0].ID, 1, "too_small"), ask(o.Items[1].ID, 1, "other")); err != nil {
						b.Fatal(err)
					}
					took = append(took, time.Since(start))
				}
				b.StopTimer()
				slices.Sort(took)
				b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
			})

			r, err := f.request(sample, ask(sample.Items[0].ID, 1, "too_small"))
			if err != nil {
				b.Fatal(err)
			}
			b.Run("label", func(b *testing.B) {
				for b.Loop() {
					label, err := f.svc.Label(f.Ctx, r.UID, f.anna)
					if err != nil || len(label.Data) == 0 {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
