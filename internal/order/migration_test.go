package order_test

import (
	"context"
	"strconv"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Migration 00033 gives the refunds kept before it their states as they
// were understood (refunded: paid; failed or canceled: canceled, their
// amount having been given back; not yet answered: owed; answered:
// paying), and turns a paid bank transfer of an order cancelled before it,
// which only the history said was owed back, into a transfer refund owed.
func TestMigrationRecordsRefundsOwed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, migrated *db.DB) {
		ctx := context.Background()
		d := dbtest.NewEmpty(t, migrated.Dialect())
		if _, err := d.MigrateTo(ctx, 31); err != nil {
			t.Fatal(err)
		}
		order := func(id int, status, method string) string {
			return `INSERT INTO sales_order (id, increment_id, email, website, locale, status, payment_method, subtotal_incl_tax, subtotal_excl_tax,
				tax, grand_total, grand_total_excl_tax, created_at, updated_at) VALUES (` + itoa(id) + `, '00000000` + itoa(id) + `', 'a@example.de',
				'shop', 'de', '` + status + `', '` + method + `', 5990, 5034, 956, 5990, 5034, '2026-11-01 00:00:00', '2026-11-02 00:00:00')`
		}
		pay := func(id int, method string) string {
			return `INSERT INTO payment (id, order_id, method, token, status, amount, created_at, updated_at) VALUES (` + itoa(id) + `, ` + itoa(id) +
				`, '` + method + `', 'tok` + itoa(id) + `', 'paid', 5990, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`
		}
		refund := func(id, orderID int, status, ref string) string {
			// No id: the migration's own row takes the next one.
			return `INSERT INTO sales_refund (order_id, payment_id, amount, status, provider_ref, request_key, created_at, updated_at) VALUES (` +
				itoa(orderID) + `, ` + itoa(orderID) + `, 1000, '` + status + `', '` + ref + `', 'key` + itoa(id) +
				`', '2026-11-01 00:00:00', '2026-11-01 00:00:00')`
		}
		for _, stmt := range []string{
			order(1, "processing", "paddock_test"), pay(1, "paddock_test"),
			refund(1, 1, "refunded", "re_1"), refund(2, 1, "failed", "re_2"), refund(3, 1, "queued", ""), refund(4, 1, "pending", "re_4"),
			order(2, "canceled", "banktransfer"), pay(2, "banktransfer"),
			order(3, "canceled", "paddock_test"), pay(3, "paddock_test"),
		} {
			if _, err := d.Write().Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		if _, err := d.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var rows []struct {
			OrderID int64  `db:"order_id"`
			Amount  int64  `db:"amount"`
			State   string `db:"state"`
			Method  string `db:"method"`
		}
		if err := d.Read().Select(ctx, &rows, `SELECT order_id, amount, state, method FROM sales_refund ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		want := []string{"1 1000 paid provider", "1 1000 canceled provider", "1 1000 owed provider", "1 1000 paying provider", "2 5990 owed transfer"}
		if len(rows) != len(want) {
			t.Fatalf("refunds %+v", rows)
		}
		for i, r := range rows {
			if got := itoa(int(r.OrderID)) + " " + itoa(int(r.Amount)) + " " + r.State + " " + r.Method; got != want[i] {
				t.Errorf("refund %d: %s; want %s", i+1, got, want[i])
			}
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }
