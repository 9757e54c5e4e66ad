package commerce_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Every limit of failures holds when its attempts come at once: N+20
// attempts sent together against a limit of N are evaluated at most N
// times (the answers that say what the evaluation found: a wrong password,
// an unknown code or order), and the others are refused before any work.
// Checking a limit first and counting after the work let every attempt in
// flight pass: 60 sign-ins for one address against a limit of 10 were all
// evaluated.
func TestEveryLimitHoldsAgainstConcurrentAttempts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		// Hashes are not queued here: the limits alone must hold.
		a := newCartAPIOf(t, d, func(o *customer.Options) { o.HashQueue, o.HashPerClient = 1000, 1000 })
		a.register(t, "shop_de", "anna@example.de")
		anna := bearer(a.token(t, "anna@example.de", customerTestPassing))
		a.register(t, "shop_de", "ben@example.de")
		ben := bearer(a.token(t, "ben@example.de", customerTestPassing))
		guestNumber := at(a.place(t, "shop_de", nil, a.readyCart(t, nil, "banktransfer")), "order", "order_number").(string)
		oneCart := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": oneCart, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		var carts []string
		for range cart.CouponFailuresPerClient.Limit + 20 {
			id := a.guestCart(t)
			a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
			carts = append(carts, id)
		}

		for _, tc := range []struct {
			name  string
			limit int
			// attempt is the i-th attempt: its header, operation and
			// variables.
			attempt func(i int) (map[string]string, string, map[string]any)
			// evaluated is the code of an answer the evaluation gave.
			evaluated string
		}{
			{"sign-ins for one address", customer.SignInFailuresPerAccountAndClient.Limit, func(i int) (map[string]string, string, map[string]any) {
				return nil, opSignIn, map[string]any{"email": "anna@example.de", "password": fmt.Sprintf("Falsch-%d", i)}
			}, "AUTHENTICATION_FAILED"},
			{"sign-ins from one client", customer.SignInFailuresPerIP.Limit, func(i int) (map[string]string, string, map[string]any) {
				return nil, opSignIn, map[string]any{"email": fmt.Sprintf("guess%d@example.de", i), "password": "Falsch-2026"}
			}, "AUTHENTICATION_FAILED"},
			{"wrong current passwords", customer.PasswordFailuresPerCustomer.Limit, func(i int) (map[string]string, string, map[string]any) {
				return anna, opChangePassword, map[string]any{"current": fmt.Sprintf("Falsch-%d", i), "next": "Neues-Passwort-1"}
			}, "BAD_USER_INPUT"},
			{"email changes", customer.EmailChangePerCustomer.Limit, func(i int) (map[string]string, string, map[string]any) {
				return ben, opUpdateEmail, map[string]any{"email": fmt.Sprintf("ben%d@example.com", i), "password": fmt.Sprintf("Falsch-%d", i)}
			}, "BAD_USER_INPUT"},
			{"wrong coupon codes on a cart", cart.CouponFailuresPerCart.Limit, func(i int) (map[string]string, string, map[string]any) {
				return nil, opApplyCoupon, map[string]any{"id": oneCart, "code": fmt.Sprintf("FALSCH%d", i)}
			}, "BAD_USER_INPUT"},
			{"wrong coupon codes from one client", cart.CouponFailuresPerClient.Limit, func(i int) (map[string]string, string, map[string]any) {
				return nil, opApplyCoupon, map[string]any{"id": carts[i], "code": fmt.Sprintf("FALSCH%d", i)}
			}, "BAD_USER_INPUT"},
			{"guest order lookups", order.GuestLookupsPerIP.Limit, func(i int) (map[string]string, string, map[string]any) {
				return nil, opGuestOrder, map[string]any{"number": guestNumber, "email": "lena@example.de", "lastname": fmt.Sprintf("Falsch%d", i)}
			}, "NOT_FOUND"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				// Every limit starts with a window of its own.
				a.clock.add(time.Hour)
				n := tc.limit + 20
				codes := make([]string, n)
				start := make(chan struct{})
				var wg sync.WaitGroup
				for i := range n {
					header, op, vars := tc.attempt(i)
					wg.Go(func() {
						<-start
						codes[i] = a.do(t, "shop_de", header, op, vars).Code()
					})
				}
				close(start)
				wg.Wait()
				count := map[string]int{}
				for _, c := range codes {
					count[c]++
				}
				if count[tc.evaluated] > tc.limit || count[tc.evaluated]+count["TOO_MANY_REQUESTS"] != n {
					t.Errorf("%d attempts at once against a limit of %d: %v; want at most %d %s, the rest TOO_MANY_REQUESTS",
						n, tc.limit, count, tc.limit, tc.evaluated)
				}
			})
		}
	})
}
