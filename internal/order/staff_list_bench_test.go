package order_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// staffListOrders is how many orders BenchmarkStaffOrders lists.
const staffListOrders = 100_000

// BenchmarkStaffOrders asks the staff's order list of 100,000 orders (two
// items each, a tenth of them a club's goods, a fifth shipped abroad) what
// the back office asks: the first page, a status newest first, a page
// deep in the list sorted by total, a search by email, a club's orders
// and a country in a month; p50 and p99 per kind, in milliseconds.
func BenchmarkStaffOrders(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			fillOrders(b, f.DB, staffListOrders)
			since := start.AddDate(0, 0, -30)
			queries := []struct {
				name string
				q    order.StaffQuery
			}{
				{"first-page", order.StaffQuery{}},
				{"status", order.StaffQuery{Statuses: []order.Status{order.Processing}}},
				{"deep-by-total", order.StaffQuery{Sort: order.StaffSortGrandTotal, Page: 200, PageSize: 50}},
				{"search-email", order.StaffQuery{Search: "kunde.4711"}},
				{"search-name", order.StaffQuery{Search: "Nummer 4711"}},
				{"search-sku", order.StaffQuery{Search: "rvm-13"}},
				{"club", order.StaffQuery{SKUPrefixes: []string{"RVM-"}, PaymentStatuses: []payment.Status{payment.Paid}}},
				{"country-month", order.StaffQuery{Country: "AT", From: since, To: start}},
			}
			times := make([][]time.Duration, len(queries))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for k, c := range queries {
					t0 := time.Now()
					l, err := f.Staff.StaffOrders(f.Ctx, c.q)
					if err != nil || l.Total == 0 {
						b.Fatalf("%s: %d orders, %v", c.name, l.Total, err)
					}
					times[k] = append(times[k], time.Since(t0))
				}
			}
			b.StopTimer()
			for k, c := range queries {
				slices.Sort(times[k])
				at := func(p float64) float64 {
					return float64(times[k][min(len(times[k])-1, int(p*float64(len(times[k]))))].Microseconds()) / 1000
				}
				b.ReportMetric(at(0.5), c.name+"-p50-ms")
				b.ReportMetric(at(0.99), c.name+"-p99-ms")
			}
		})
	}
}

// fillOrders writes n orders straight into the tables, as placing them
// would leave them, in a few statements.
func fillOrders(b *testing.B, d *db.DB, n int) {
	b.Helper()
	num, pad := "printf('%09d', i)", "printf('kunde.%d@example.de', i)"
	at := "datetime(?, '-' || (i % 400) || ' hours')"
	if d.Dialect() == db.Postgres {
		num, pad = "lpad(i::text, 9, '0')", "'kunde.' || i || '@example.de'"
		at = "?::timestamptz - (i % 400) * interval '1 hour'"
	}
	series := fmt.Sprintf("WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < %d) ", n)
	now := start.UTC().Format("2006-01-02 15:04:05")
	if d.Dialect() == db.Postgres {
		series = fmt.Sprintf("WITH s(i) AS (SELECT generate_series(1, %d)) ", n)
		now = start.UTC().Format(time.RFC3339)
	}
	stmts := []string{
		series + `INSERT INTO sales_order (increment_id, email, email_key, website, locale, status, payment_method, subtotal_incl_tax,
			subtotal_excl_tax, tax, grand_total, grand_total_excl_tax, ship_country, created_at, updated_at)
			SELECT 'B' || ` + num + `, ` + pad + `, ` + pad + `, 'shop', 'de',
			CASE i % 5 WHEN 0 THEN 'pending_payment' WHEN 1 THEN 'processing' WHEN 4 THEN 'canceled' ELSE 'complete' END,
			CASE i % 3 WHEN 0 THEN 'banktransfer' ELSE 'mollie_methods_paypal' END,
			1000 + i % 9000, 840 + i % 7500, 160, 1000 + i % 9000 + 495, 840 + i % 7500 + 416,
			CASE i % 5 WHEN 0 THEN 'AT' ELSE 'DE' END, ` + at + `, ` + at + ` FROM s`,
		`INSERT INTO sales_order_address (order_id, kind, firstname, lastname, street_line1, postcode, city, country_code)
			SELECT id, 'billing', 'Kunde', 'Nummer ' || id, 'Weg 1', '48165', 'Münster', CASE id % 5 WHEN 0 THEN 'AT' ELSE 'DE' END FROM sales_order`,
		`INSERT INTO payment (order_id, method, token, status, amount, created_at, updated_at)
			SELECT id, payment_method, 'tok' || id, CASE status WHEN 'pending_payment' THEN 'open' WHEN 'canceled' THEN 'canceled' ELSE 'paid' END,
			grand_total, created_at, created_at FROM sales_order`,
		`INSERT INTO sales_order_item (order_id, sku, name, qty_ordered, unit_price, regular_unit_price, row_total, tax_rate, position)
			SELECT id, CASE id % 10 WHEN 3 THEN 'RVM-' || (id % 30) ELSE 'HOSE-' || (id % 50) END,
			'Reithose', 1, 1000, 1000, 1000, 1900, 1 FROM sales_order`,
		`INSERT INTO sales_order_item (order_id, sku, name, qty_ordered, unit_price, regular_unit_price, row_total, tax_rate, position)
			SELECT id, 'HAFER-' || (id % 20), 'Hafer', 2, 500, 500, 1000, 700, 2 FROM sales_order`,
	}
	// What the search looks in, as placing the orders writes it
	// (searchText) and migration 00062 wrote it for older ones.
	nl, skus := "char(10)", "(SELECT group_concat(char(10) || char(31) || i.sku, '') FROM (SELECT sku FROM sales_order_item WHERE order_id = sales_order.id ORDER BY position) i)"
	if d.Dialect() == db.Postgres {
		nl, skus = "E'\\n'", "(SELECT string_agg(E'\\n' || chr(31) || i.sku, '' ORDER BY i.position) FROM sales_order_item i WHERE i.order_id = sales_order.id)"
	}
	stmts = append(stmts, `UPDATE sales_order SET search_text = LOWER(increment_id || `+nl+` || email || `+nl+`
		|| (SELECT a.firstname || ' ' || a.lastname FROM sales_order_address a WHERE a.order_id = sales_order.id AND a.kind = 'billing')
		|| COALESCE(`+skus+`, ''))`)
	for k, stmt := range stmts {
		var args []any
		if k == 0 {
			args = []any{now, now}
		}
		if _, err := d.Write().Exec(b.Context(), stmt, args...); err != nil {
			b.Fatalf("fill orders: %v", err)
		}
	}
	if _, err := d.Write().Exec(b.Context(), `ANALYZE`); err != nil {
		b.Fatal(err)
	}
}
