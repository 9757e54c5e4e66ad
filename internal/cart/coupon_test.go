package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestCoupons(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		if _, err := f.svc.ApplyCoupon(f.ctx, ref, "REITEN5"); apperr.As(err).Key != "cart.coupon.invalid" {
			t.Errorf("a coupon on an empty cart: %v", err)
		}
		f.add(t, ref, item("HOSE-1", 1), item("HAFER-20", 1))
		// 59.90 € + 39.90 € (feed at 7 %).
		c, err := f.svc.ApplyCoupon(f.ctx, ref, " willkommen10 ")
		if err != nil {
			t.Fatal(err)
		}
		if len(c.AppliedCoupons) != 1 || c.AppliedCoupons[0].Code != "WILLKOMMEN10" || c.AppliedCoupons[0].Label != "10 % Willkommensrabatt" ||
			c.Totals.Discount != 998 || c.Items[0].Discount != 599 || c.Items[1].Discount != 399 || len(c.Totals.Discounts) != 1 {
			t.Errorf("10 %%: %+v %+v", c.AppliedCoupons, c.Totals)
		}
		// 89.82 € of goods ship free; VAT per rate from the discounted sums.
		if c.Totals.GrandTotal != 9980-998 || c.Shipping.Amount != 0 || len(c.Totals.Taxes) != 2 ||
			c.Totals.Taxes[0].Rate != 1900 || c.Totals.Taxes[0].Amount != 861 || c.Totals.Taxes[1].Rate != 700 || c.Totals.Taxes[1].Amount != 235 {
			t.Errorf("totals %+v", c.Totals)
		}
		// Applying it again changes nothing.
		if again, err := f.svc.ApplyCoupon(f.ctx, ref, "WILLKOMMEN10"); err != nil || len(again.AppliedCoupons) != 1 {
			t.Errorf("again: %+v %v", again.AppliedCoupons, err)
		}
		// A second coupon where the first may not be combined.
		if _, err := f.svc.ApplyCoupon(f.ctx, ref, "REITEN5"); apperr.As(err).Key != "cart.coupon.notCombinable" {
			t.Errorf("not combinable: %v", err)
		}
		// Below the minimum the coupon goes with the next change.
		c, _, _ = f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: c.Items[0].ID, Quantity: 0}})
		if len(c.AppliedCoupons) != 0 || len(c.CouponCodes) != 0 || c.Totals.Discount != 0 {
			t.Errorf("below 50 €: %+v %v", c.AppliedCoupons, c.CouponCodes)
		}
		// Combinable coupons: 5 € off and free shipping.
		for _, code := range []string{"REITEN5", "versandfrei"} {
			if c, err = f.svc.ApplyCoupon(f.ctx, ref, code); err != nil {
				t.Fatal(err)
			}
		}
		if len(c.AppliedCoupons) != 2 || c.Totals.Discount != 500 || !c.Shipping.FreeByCoupon || c.Shipping.Amount != 0 ||
			c.Totals.GrandTotal != 3990-500 || len(c.Totals.Discounts) != 1 || c.Totals.Taxes[0].Rate != 700 {
			t.Errorf("combined: %+v %+v %+v", c.AppliedCoupons, c.Totals, c.Shipping)
		}
		if c, err = f.svc.RemoveCoupons(f.ctx, ref, []string{"reiten5"}); err != nil || len(c.AppliedCoupons) != 1 || c.AppliedCoupons[0].Code != "VERSANDFREI" {
			t.Errorf("remove one: %+v %v", c.AppliedCoupons, err)
		}
		if c, err = f.svc.RemoveCoupons(f.ctx, ref, nil); err != nil || len(c.CouponCodes) != 0 || c.Shipping.Amount != 495 {
			t.Errorf("remove all: %+v %v", c, err)
		}

		// Wrong, expired and unfitting codes answer alike; ten failures
		// lock the cart's tries until the window ends.
		for _, code := range []string{"NIEMALS", "SOMMER2025", "LINDENHOF15", "A B", "", "WILLKOMMEN10"} {
			_, err := f.svc.ApplyCoupon(f.ctx, ref, code)
			if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != "cart.coupon.invalid" || msg(e) != "The coupon code isn't valid for this cart." {
				t.Errorf("%q: %v", code, err)
			}
		}
		for range cart.CouponFailuresPerCart.Limit - 6 {
			_, _ = f.svc.ApplyCoupon(f.ctx, ref, "NIEMALS")
		}
		_, err = f.svc.ApplyCoupon(f.ctx, ref, "REITEN5")
		if e := apperr.As(err); e.Kind != apperr.RateLimited || e.RetryAfter <= 0 {
			t.Errorf("after ten failures: %v", err)
		}
		// Another cart of the same client may still try, until the
		// client's own limit.
		other := f.guest(t)
		f.add(t, other, item("HOSE-1", 1))
		if _, err := f.svc.ApplyCoupon(f.ctx, other, "REITEN5"); err != nil {
			t.Errorf("another cart: %v", err)
		}
		f.clock.add(cart.CouponFailuresPerCart.Window)
		if _, err := f.svc.ApplyCoupon(f.ctx, ref, "REITEN5"); err != nil {
			t.Errorf("after the window: %v", err)
		}
	})
}

func TestCouponsPerCustomerAndClub(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		annas := f.customerCart(t, f.anna)
		f.add(t, annas, f.shirt(2, "RVL"), item("HOSE-1", 1))
		c, err := f.svc.ApplyCoupon(f.ctx, annas, "LINDENHOF15")
		if err != nil {
			t.Fatal(err)
		}
		// 15 % of the club's shirts only.
		if c.Totals.Discount != 747 || c.Items[0].Discount != 747 || c.Items[1].Discount != 0 {
			t.Errorf("club coupon: %+v", c.Items)
		}
		f.used(t, "WILLKOMMEN10", "anna@example.de", f.anna)
		if _, err := f.svc.RemoveCoupons(f.ctx, annas, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ApplyCoupon(f.ctx, annas, "WILLKOMMEN10"); apperr.As(err).Key != "cart.coupon.invalid" {
			t.Errorf("a welcome coupon used before: %v", err)
		}
		camilles := f.customerCart(t, f.camille)
		f.add(t, camilles, item("HOSE-1", 1))
		if _, err := f.svc.ApplyCoupon(f.ctx, camilles, "WILLKOMMEN10"); err != nil {
			t.Errorf("another customer's first use: %v", err)
		}
	})
}

// A "once per customer" coupon is checked, as far as the cart knows whose
// it is, against the uses of the account and of the address's mailbox,
// guests' orders included (issue 23, point 4); placing decides (package
// order).
func TestOncePerCustomerCouponsFollowTheAddress(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		// Anna used the welcome coupon once, as a guest with a +alias.
		f.used(t, "WILLKOMMEN10", "Anna+Probe@Example.de", 0)

		annas := f.customerCart(t, f.anna)
		f.add(t, annas, item("HOSE-1", 1))
		if _, err := f.svc.ApplyCoupon(f.ctx, annas, "WILLKOMMEN10"); apperr.As(err).Key != "cart.coupon.invalid" {
			t.Errorf("her account's cart: %v", err)
		}

		// A guest cart with her address: refused once the address is set,
		// and dropped from a cart that had it before.
		guest := f.guest(t)
		f.add(t, guest, item("HOSE-1", 1))
		if _, err := f.svc.SetGuestEmail(f.ctx, guest, "anna@example.de"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ApplyCoupon(f.ctx, guest, "WILLKOMMEN10"); apperr.As(err).Key != "cart.coupon.invalid" ||
			msg(apperr.As(err)) != "The coupon code isn't valid for this cart." {
			t.Errorf("a guest cart with her address: %v", err)
		}
		before := f.guest(t)
		f.add(t, before, item("HOSE-1", 1))
		if c, err := f.svc.ApplyCoupon(f.ctx, before, "WILLKOMMEN10"); err != nil || len(c.AppliedCoupons) != 1 {
			t.Fatalf("a guest cart without an address yet: %+v %v", c.AppliedCoupons, err)
		}
		c, err := f.svc.SetGuestEmail(f.ctx, before, "ANNA+zwei@example.de")
		if err != nil || len(c.AppliedCoupons) != 0 || len(c.CouponCodes) != 0 || c.Totals.Discount != 0 {
			t.Errorf("her address set after the coupon: %+v %v %v", c.AppliedCoupons, c.CouponCodes, err)
		}

		// Someone else's address and account are not kept from it.
		other := f.guest(t)
		f.add(t, other, item("HOSE-1", 1))
		if _, err := f.svc.SetGuestEmail(f.ctx, other, "carla@example.de"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ApplyCoupon(f.ctx, other, "WILLKOMMEN10"); err != nil {
			t.Errorf("another guest: %v", err)
		}
		camilles := f.customerCart(t, f.camille)
		f.add(t, camilles, item("HOSE-1", 1))
		if c, err := f.svc.ApplyCoupon(f.ctx, camilles, "WILLKOMMEN10"); err != nil || len(f.get(t, camilles).AppliedCoupons) != 1 {
			t.Errorf("another customer: %+v %v", c.AppliedCoupons, err)
		}
	})
}
