package order_test

import (
	"sync/atomic"
	"testing"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// BenchmarkPlace places guest carts of three products at once from
// several goroutines, on each engine, and checks nothing was oversold: the
// orders' quantities and the stock left add up to the stock there was.
func BenchmarkPlace(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			const stock = 1000000
			for i := 1; i <= 3; i++ {
				f.setStock(b, carttest.Bulk(i), stock)
			}
			refs := make([]cart.Ref, b.N)
			for i := range refs {
				refs[i] = f.GuestCart(b, item(carttest.Bulk(1), 1), item(carttest.Bulk(2), 2), item(carttest.Bulk(3), 1))
			}
			var next atomic.Int64
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					ref := refs[next.Add(1)-1]
					if _, err := f.svc.Place(f.Ctx, ref, another(banktransfer.Code)); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.StopTimer()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "orders/s")
			if got := f.stock(b, carttest.Bulk(2)); got != stock-2*b.N {
				b.Fatalf("stock %d after %d orders of 2, want %d", got, b.N, stock-2*b.N)
			}
			if n := f.Count(b, `SELECT COUNT(*) FROM sales_order`); n != b.N {
				b.Fatalf("%d orders, want %d", n, b.N)
			}
		})
	}
}

// BenchmarkCancel cancels paid orders before shipping on each engine: the
// order's row lock, stock and coupon uses back, history, the mail, then
// the refund through the test provider with its credit note (PDF).
func BenchmarkCancel(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			f.setStock(b, carttest.Bulk(1), 1000000)
			staff := f.svc.(order.Staff)
			numbers := make([]string, b.N)
			for i := range numbers {
				numbers[i] = f.payOrder(b, input(""), item(carttest.Bulk(1), 2)).Number
			}
			b.ResetTimer()
			for _, number := range numbers {
				if _, r, err := staff.Cancel(f.Ctx, order.CancelInput{Number: number, Reason: "Kundenwunsch"}); err != nil || r == nil || r.CreditNote == nil {
					b.Fatalf("cancel %s: %+v %v", number, r, err)
				}
			}
			b.StopTimer()
			if n := f.Count(b, `SELECT COUNT(*) FROM sales_order WHERE status = 'closed'`); n != b.N {
				b.Fatalf("%d refunded, want %d", n, b.N)
			}
		})
	}
}
