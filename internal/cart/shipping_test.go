package cart_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

func TestShippingEstimateAndDeliveryWindow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		day := func(d time.Time) string { return d.Format(time.DateOnly) }

		// A voucher alone ships nothing.
		voucher := f.guest(t)
		c := f.add(t, voucher, item("GS-25", 2))
		if !c.IsVirtual || c.Shipping != nil || c.Delivery != nil || c.Totals.GrandTotal != 5000 || c.Totals.ShippingInclTax != 0 {
			t.Errorf("vouchers only: %+v", c)
		}
		// Bulky feed costs the surcharge even where the goods ship free,
		// and the slowest item sets the window.
		ref := f.guest(t)
		c = f.add(t, ref, item("GS-25", 1), item("HEU-25", 4))
		if c.IsVirtual || c.Shipping.Amount != 690 || c.Shipping.Quote.BulkySurcharge != 690 || !c.Shipping.Quote.Free ||
			c.Totals.GrandTotal != 2500+7960+690 {
			t.Errorf("bulky: %+v %+v", c.Shipping, c.Totals)
		}
		if day(c.Delivery.Earliest) != "2026-11-26" || day(c.Delivery.Latest) != "2026-11-30" {
			t.Errorf("delivery %+v", c.Delivery)
		}
		c = f.add(t, ref, f.shirt(1, "RVL"))
		if c.Delivery.MinDays != 14 || c.Delivery.MaxDays != 21 || day(c.Delivery.Earliest) != "2026-12-14" || day(c.Delivery.Latest) != "2026-12-23" {
			t.Errorf("made to order: %+v", c.Delivery)
		}
		// After the 14:00 cut-off the window starts a working day later.
		f.clock.add(6*time.Hour + 30*time.Minute) // 15:30 in Berlin
		if c := f.get(t, ref); day(c.Delivery.Earliest) != "2026-12-15" || day(c.Delivery.Latest) != "2026-12-24" {
			t.Errorf("after the cut-off: %+v", c.Delivery)
		}

		// A customer's estimate goes to the default shipping address:
		// France, 9.95 € below 150 €, one to two days more.
		camilles := f.customerCart(t, f.camille)
		c = f.add(t, camilles, item("HOSE-1", 1))
		if c.Shipping.Country != "FR" || c.Shipping.Amount != 995 || c.Shipping.AmountToFree != 15000-5990 || c.Shipping.Quote.MethodTitle != "DHL Paket" ||
			c.Delivery.MinDays != 3 || c.Delivery.MaxDays != 6 {
			t.Errorf("France: %+v %+v", c.Shipping, c.Delivery)
		}
		inFrench := camilles
		inFrench.Store = fr
		if c, _ := f.svc.Get(f.ctx, inFrench); c.Shipping.Quote.MethodTitle != "Colis DHL" {
			t.Errorf("the method in French: %+v", c.Shipping)
		}
		// A French-speaking guest's estimate is for France (free from
		// 150 €, not Germany's 75 €), an English-speaking one's for the
		// shop's home, Germany; each names its country.
		for store, want := range map[storecode.Store]struct {
			country        string
			amount, toFree int64
		}{fr: {"FR", 995, 15000 - 5990}, en: {"DE", 495, 7500 - 5990}, de: {"DE", 495, 7500 - 5990}} {
			g := f.guest(t)
			g.Store = store
			c = f.add(t, g, item("HOSE-1", 1))
			if c.Shipping.Country != want.country || int64(c.Shipping.Amount) != want.amount || int64(c.Shipping.AmountToFree) != want.toFree {
				t.Errorf("a guest reading %s: %+v", store.Locale, c.Shipping)
			}
		}
		// Shipping's VAT follows the goods' mix of rates.
		annas := f.customerCart(t, f.anna)
		c = f.add(t, annas, item("HOSE-1", 1), item("HAFER-20", 1))
		if c.Shipping.Amount != 0 {
			t.Fatalf("99.80 € ship free: %+v", c.Shipping)
		}
		c, _, _ = f.svc.UpdateItems(f.ctx, annas, []cart.ItemUpdate{{ItemID: c.Items[0].ID, Quantity: 0}})
		// 39.90 € of feed at 7 %: 4.95 € of shipping all at 7 %.
		if c.Shipping.Amount != 495 || len(c.Totals.Taxes) != 1 || c.Totals.Taxes[0].Rate != 700 || c.Totals.Taxes[0].Shipping != 32 {
			t.Errorf("feed only: %+v", c.Totals)
		}
	})
}

func TestCouponEndsWhileInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		until := start.Add(2 * time.Hour)
		if _, err := coupon.NewService(d, nil).Save(f.ctx, coupon.Input{Code: "HEUTE", Type: coupon.Percent, Amount: 500, ValidTo: &until, Active: true}); err != nil {
			t.Fatal(err)
		}
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 1))
		if _, err := f.svc.ApplyCoupon(f.ctx, ref, "heute"); err != nil {
			t.Fatal(err)
		}
		f.clock.add(3 * time.Hour)
		c := f.get(t, ref)
		if len(c.AppliedCoupons) != 0 || c.Totals.Discount != 0 || len(c.CouponCodes) != 1 {
			t.Errorf("an ended coupon still applies: %+v", c)
		}
		c = f.add(t, ref, item("HOSE-1", 1))
		if len(c.CouponCodes) != 0 {
			t.Errorf("the next change keeps an ended coupon: %v", c.CouponCodes)
		}
	})
}

// A cart costs the same statements whatever its size: its row, its
// items, the catalogue in one call (kept in memory on SQLite), the
// coupons in one or two, the customer's addresses for the estimate.
func TestReadingACartCostsTheSameWhateverItsSize(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		statements := func(items int) int64 {
			ref := f.guest(t)
			var in []cart.ItemInput
			for i := 1; i <= items; i++ {
				in = append(in, item(carttest.Bulk(i), 1))
			}
			f.add(t, ref, in...)
			if _, err := f.svc.ApplyCoupon(f.ctx, ref, "WILLKOMMEN10"); err != nil {
				t.Fatal(err)
			}
			f.get(t, ref) // the catalogue's cache is warm
			var n atomic.Int64
			c, err := f.svc.Get(dbCount(f.ctx, &n), ref)
			if err != nil || len(c.Items) != items || len(c.AppliedCoupons) != 1 {
				t.Fatalf("%d items: %v %+v", items, err, c.AppliedCoupons)
			}
			return n.Load()
		}
		small, large := statements(10), statements(30)
		if small != large {
			t.Errorf("a cart of 10 items costs %d statements, one of 30 %d", small, large)
		}
		if max := int64(map[string]int{"sqlite": 3, "postgres": 12}[string(d.Dialect())]); large > max {
			t.Errorf("a cart of 30 items with a coupon costs %d statements; want at most %d", large, max)
		}
		t.Logf("%s: %d statements for a cart of 30 items with a coupon", d.Dialect(), large)
	})
}

func dbCount(ctx context.Context, n *atomic.Int64) context.Context { return db.CountStatements(ctx, n) }

// Before any goods, a visitor is promised shipping to the country a
// cart's estimate would go to: a French-reading guest France's (9.95 €,
// free from 150 €, one to two days more), a German- or English-reading
// one Germany's (4.95 €, free from 75 €), a customer the default
// shipping address's country whatever the language.
func TestEstimateBeforeAnyGoods(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		if err := customer.Seed(f.ctx, d, []customer.SeedAccount{{Locale: i18n.English, Email: "lena@example.at", Password: "Sattel-2026",
			Firstname: "Lena", Lastname: "Huber", Addresses: []customer.SeedAddress{{Firstname: "Lena", Lastname: "Huber",
				Street: []string{"Maria-Theresien-Straße 1"}, Postcode: "6020", City: "Innsbruck", CountryCode: "AT", DefaultShipping: true}}}}); err != nil {
			t.Fatal(err)
		}
		var lena int64
		if err := d.Read().Get(f.ctx, &lena, `SELECT id FROM customer WHERE email_key = ?`, "lena@example.at"); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name               string
			customer           int64
			locale             i18n.Locale
			country            string
			price, freeFrom    int64
			extraMin, extraMax int
		}{
			{"a French-reading guest", 0, i18n.French, "FR", 995, 15000, 1, 2},
			{"a German-reading guest", 0, i18n.German, "DE", 495, 7500, 0, 0},
			{"an English-reading guest", 0, i18n.English, "DE", 495, 7500, 0, 0},
			{"a customer in Austria", lena, i18n.German, "AT", 995, 15000, 1, 2},
			{"a customer in Munich reading French", f.anna, i18n.French, "DE", 495, 7500, 0, 0},
		} {
			e, err := f.svc.Estimate(f.ctx, tc.customer, tc.locale)
			if err != nil {
				t.Fatal(err)
			}
			q := e.Quote
			if e.Country != tc.country || !e.Available || int64(q.Base) != tc.price || int64(q.Amount) != tc.price || int64(q.FreeFrom) != tc.freeFrom ||
				q.Free || q.ExtraMinDays != tc.extraMin || q.ExtraMaxDays != tc.extraMax {
				t.Errorf("%s: %+v", tc.name, e)
			}
		}
		if e, _ := f.svc.Estimate(f.ctx, 0, i18n.French); e.Quote.MethodTitle != "Colis DHL" {
			t.Errorf("the method in French: %+v", e.Quote)
		}
	})
}
