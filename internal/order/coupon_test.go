package order_test

import (
	"sync"
	"testing"

	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// A "once per customer" coupon counts per person at placing, under the
// coupon's row lock, whatever the cart knew (issue 23, point 4): the
// account's own address, a +alias of it and Gmail's dots are the same
// customer, guest or signed in; two guests placing at once with one
// mailbox get it once; a cancelled order gives it back.
func TestOncePerCustomerCouponsArePlacedOncePerPerson(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guestWith := func(email string) (order.Placed, error) {
			ref := f.GuestCart(t, item("HOSE-1", 1))
			if _, err := f.Carts.ApplyCoupon(f.Ctx, ref, "WILLKOMMEN10"); err != nil {
				t.Fatal(err) // the cart knows no address yet: the coupon applies
			}
			in := input(banktransfer.Code)
			in.Email = email
			return f.svc.Place(f.Ctx, ref, in)
		}

		annas := f.CustomerCart(t, f.anna, item("HOSE-1", 1))
		if _, err := f.Carts.ApplyCoupon(f.Ctx, annas, "WILLKOMMEN10"); err != nil {
			t.Fatal(err)
		}
		in := input(banktransfer.Code)
		in.Email = "" // the account's address
		first := f.Place(t, annas, in)
		if len(first.Order.CouponCodes) != 1 {
			t.Fatalf("Anna's order %+v", first.Order.CouponCodes)
		}
		for _, email := range []string{"anna@example.de", "Anna+zweites@Example.DE"} {
			if _, err := guestWith(email); apperr.As(err).Key != "coupon.usedUp" || apperr.KindOf(err) != apperr.Conflict {
				t.Errorf("a guest checkout with %s: %v", email, err)
			}
		}
		if n := f.Count(t, `SELECT times_used FROM coupon WHERE code = 'WILLKOMMEN10'`); n != 1 {
			t.Errorf("WILLKOMMEN10 counted %d times; want 1", n)
		}

		// Two guests at once, one Gmail mailbox: one order gets it.
		var wg sync.WaitGroup
		var mu sync.Mutex
		placed, refused := 0, 0
		for _, email := range []string{"carla.huber@gmail.com", "CarlaHuber+2@googlemail.com", "c.arla.huber@gmail.com"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := guestWith(email)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					placed++
				case apperr.As(err).Key == "coupon.usedUp":
					refused++
				default:
					t.Errorf("%s: %v", email, err)
				}
			}()
		}
		wg.Wait()
		if placed != 1 || refused != 2 {
			t.Errorf("one mailbox at once: %d placed, %d refused; want 1, 2", placed, refused)
		}

		// Anna's order cancelled: the coupon is hers to use again.
		if _, _, err := f.Staff.Cancel(f.Ctx, order.CancelInput{Number: first.Order.Number}); err != nil {
			t.Fatal(err)
		}
		if _, err := guestWith("anna@example.de"); err != nil {
			t.Errorf("after the cancellation: %v", err)
		}
	})
}
