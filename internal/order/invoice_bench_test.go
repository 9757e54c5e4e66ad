package order_test

import (
	"slices"
	"testing"
	"time"

	"paddock/internal/cart/carttest"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// BenchmarkInvoice records the payment of b.N bank-transfer orders of
// three products, one after the other, on each engine: each is the
// transaction that applies the payment, numbers and issues the invoice
// (its snapshot, the PDF in the order's language) and enqueues the
// payment's mail with it attached. It reports the latency's p50 and p99.
func BenchmarkInvoice(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			for i := 1; i <= 3; i++ {
				f.setStock(b, carttest.Bulk(i), 1000000)
			}
			staff := f.svc.(order.Staff)
			numbers := make([]string, b.N)
			for i := range numbers {
				placed, err := f.svc.Place(f.Ctx, f.GuestCart(b, item(carttest.Bulk(1), 1), item(carttest.Bulk(2), 2), item(carttest.Bulk(3), 1)),
					another(banktransfer.Code))
				if err != nil {
					b.Fatal(err)
				}
				numbers[i] = placed.Order.Number
			}
			took := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for _, number := range numbers {
				start := time.Now()
				if _, changed, err := staff.RecordBankTransfer(f.Ctx, number); err != nil || !changed {
					b.Fatal(changed, err)
				}
				took = append(took, time.Since(start))
			}
			b.StopTimer()
			reportLatency(b, took)
			if n := f.Count(b, `SELECT COUNT(*) FROM sales_document`); n != b.N {
				b.Fatalf("%d invoices for %d orders", n, b.N)
			}
		})
	}
}

// reportLatency reports the 50th and 99th percentile of took.
func reportLatency(b *testing.B, took []time.Duration) {
	if len(took) == 0 {
		return
	}
	slices.Sort(took)
	at := func(p float64) float64 {
		return float64(took[min(len(took)-1, int(p*float64(len(took))))].Microseconds()) / 1000
	}
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}
