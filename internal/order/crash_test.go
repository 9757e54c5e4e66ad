package order_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// The crash test's child process: it places the carts listed in a file,
// four at a time, until it is killed.
const (
	crashChildEnv = "PADDOCK_ORDER_CRASH_CHILD"
	crashDBEnv    = "PADDOCK_ORDER_CRASH_DB"
	crashCartsEnv = "PADDOCK_ORDER_CRASH_CARTS"
)

// crashStock is the stock of the product every crash cart holds once.
const (
	crashStock = 30
	crashCarts = 60
)

func crashChild() int {
	ctx := context.Background()
	d, err := db.Open(ctx, os.Getenv(crashDBEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	f, err := wire(ctx, d)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	raw, err := os.ReadFile(os.Getenv(crashCartsEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ids := make(chan string)
	go func() {
		for _, id := range strings.Fields(string(raw)) {
			ids <- id
		}
		close(ids)
	}()
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for id := range ids {
				_, _ = f.svc.Place(ctx, cart.Ref{MaskedID: id, Store: de}, another(banktransfer.Code))
			}
		})
	}
	wg.Wait()
	return 0
}

// TestKilledPlacementLeavesStockAndOrdersConsistent kills a process
// placing orders (kill -9) while it places them, and checks that what it
// committed is whole (every sold unit is in an order with its payment,
// mail and closed cart) and what it did not left nothing behind; the carts
// it did not place can then be placed, selling exactly the stock.
func TestKilledPlacementLeavesStockAndOrdersConsistent(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			rawURL := dbtest.URL(t, dialect)
			d, err := db.Open(context.Background(), rawURL)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			f := newFixture(t, d)
			sku, other := carttest.Bulk(3), carttest.Bulk(4)
			var ids []string
			for range crashCarts {
				ids = append(ids, f.GuestCart(t, item(sku, 1), item(other, 2)).MaskedID)
			}
			f.setStock(t, sku, crashStock)
			list := filepath.Join(t.TempDir(), "carts")
			if err := os.WriteFile(list, []byte(strings.Join(ids, "\n")), 0o600); err != nil {
				t.Fatal(err)
			}

			child := exec.Command(os.Args[0], "-test.run=^$")
			child.Env = append(os.Environ(), crashChildEnv+"=1", crashDBEnv+"="+rawURL, crashCartsEnv+"="+list)
			child.Stderr = os.Stderr
			if err := child.Start(); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(60 * time.Second)
			for f.Count(t, `SELECT COUNT(*) FROM sales_order`) < 5 {
				if time.Now().After(deadline) {
					_ = child.Process.Kill()
					t.Fatal("the child placed no orders")
				}
				time.Sleep(2 * time.Millisecond)
			}
			time.Sleep(time.Duration(rand.IntN(20)) * time.Millisecond) // anywhere in a placement
			if err := child.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = child.Wait()

			orders := f.Count(t, `SELECT COUNT(*) FROM sales_order`)
			t.Logf("%d orders committed before the kill", orders)
			check := func(stage string, orders int) {
				t.Helper()
				if got := f.stock(t, sku); got != crashStock-orders {
					t.Errorf("%s: stock of %s %d, want %d", stage, sku, got, crashStock-orders)
				}
				if got := f.stock(t, other); got != 100-2*orders {
					t.Errorf("%s: stock of %s %d, want %d", stage, other, got, 100-2*orders)
				}
				for query, want := range map[string]int{
					`SELECT COALESCE(SUM(qty_ordered), 0) FROM sales_order_item`:                           3 * orders,
					`SELECT COUNT(*) FROM payment`:                                                         orders,
					`SELECT COUNT(*) FROM mail_message WHERE tag = 'order.placed'`:                         orders,
					`SELECT COUNT(*) FROM sales_order_status_history`:                                      orders,
					`SELECT COUNT(*) FROM cart WHERE NOT is_active`:                                        orders,
					`SELECT COUNT(*) FROM cart c JOIN sales_order o ON o.cart_id = c.id WHERE c.is_active`: 0,
					`SELECT COALESCE(MAX(CAST(increment_id AS INTEGER)), 0) FROM sales_order`:              orders,
				} {
					if got := f.Count(t, query); got != want {
						t.Errorf("%s: %s = %d, want %d", stage, query, got, want)
					}
				}
			}
			check("after the kill", orders)

			for _, id := range ids {
				_, err := f.svc.Place(f.Ctx, cart.Ref{MaskedID: id, Store: de}, another(banktransfer.Code))
				if err != nil && apperr.KindOf(err) != apperr.Conflict {
					t.Fatalf("place after the kill: %v", err)
				}
			}
			check("after placing the rest", crashStock)
		})
	}
}
