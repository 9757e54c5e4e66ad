package order_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/settings"
)

// english is an error's message as an English reader gets it.
func english(err error) string {
	e := apperr.As(err)
	return i18n.Messages().T(i18n.English, e.Key, e.Args...)
}

// from is the fixture's context with a client at ip.
func (f *fixture) from(ip string) context.Context {
	return ratelimit.WithClient(f.Ctx, ratelimit.Client{IP: ip})
}

// placeAs places a guest cart of items with method and email, from ctx's
// client.
func (f *fixture) placeAs(ctx context.Context, t *testing.T, method, email string, items ...cart.ItemInput) (order.Placed, error) {
	t.Helper()
	in := input(method)
	in.Email = email
	return f.svc.Place(ctx, f.GuestCart(t, items...), in)
}

// totalStock is all the stock of the products whose SKU begins with one
// of prefixes.
func (f *fixture) totalStock(t *testing.T, prefixes ...string) int {
	t.Helper()
	n := 0
	for _, p := range prefixes {
		n += f.Count(t, `SELECT COALESCE(SUM(stock_qty), 0) FROM product WHERE sku LIKE ?`, p+"%")
	}
	return n
}

// The outside probe's order (issue 23, point 5): one anonymous order of
// 100 lines, 3,462 units, by bank transfer (€ 326,939.60 in the shop's
// catalogue, € 212,354.28 in this one), which held a hundred products for
// 14 days. A cart filled while the limits were wide
// (or past them) is refused at placing, with the limits as set then, and
// nothing is taken: no stock, no order, no number.
func TestAHundredLineOrderIsRefused(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := i18n.WithLocale(f.from("198.51.100.23"), i18n.English)
		var category int64
		if err := d.Read().Get(ctx, &category, `SELECT id FROM category WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`); err != nil {
			t.Fatal(err)
		}
		var more []catalog.ProductInput
		for i := 1; i <= 100-carttest.BulkProducts; i++ {
			name := fmt.Sprintf("Satteldecke %d", i)
			more = append(more, catalog.ProductInput{Type: catalog.Simple, SKU: fmt.Sprintf("HORT-%02d", i), IsActive: true,
				Name: catalog.Localized{i18n.German: name}, Price: 9444, TaxClass: catalog.StandardRate, StockQty: 100,
				DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{category}})
		}
		if _, err := f.Catalog.SaveProducts(ctx, more); err != nil {
			t.Fatal(err)
		}
		var items []cart.ItemInput
		units := 0
		for i := 1; i <= carttest.BulkProducts; i++ {
			items = append(items, item(carttest.Bulk(i), 35))
		}
		for _, p := range more {
			q := 35
			if len(items) >= 62 {
				q = 34
			}
			items = append(items, item(p.SKU, float64(q)))
		}
		for _, it := range items {
			units += int(it.Quantity)
		}
		if len(items) != 100 || units != 3462 {
			t.Fatalf("%d lines, %d units", len(items), units)
		}

		// The cart takes it only while the limits allow it.
		wide := settings.OrderLimits{LineQuantity: 999, Lines: 100, OrderQuantity: 99_900}
		if err := f.Settings.SetOrderLimits(ctx, wide); err != nil {
			t.Fatal(err)
		}
		ref := f.GuestCart(t)
		f.Add(t, ref, items[:50]...)
		f.Add(t, ref, items[50:]...)
		before := f.totalStock(t, "BULK-", "HORT-")

		// With the limits a shop has by default, it is refused.
		if err := f.Settings.SetOrderLimits(ctx, settings.DefaultOrderLimits); err != nil {
			t.Fatal(err)
		}
		_, err := f.svc.Place(ctx, ref, input(banktransfer.Code))
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != "order.limits.lines" ||
			english(err) != "An order can hold at most 50 different products. Please remove some, or place a second order." {
			t.Errorf("100 lines: %v (%s)", err, english(err))
		}
		// With the lines allowed, the items in all are too many.
		if err := f.Settings.SetOrderLimits(ctx, settings.OrderLimits{LineQuantity: 20, Lines: 100, OrderQuantity: 200}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Place(ctx, ref, input(banktransfer.Code)); apperr.As(err).Key != "order.limits.quantity" {
			t.Errorf("3,462 items: %v", err)
		}
		// And with every quantity allowed, bank transfer is not for such
		// an order: nobody holds the catalogue with a promise to pay.
		if err := f.Settings.SetOrderLimits(ctx, wide); err != nil {
			t.Fatal(err)
		}
		_, err = f.svc.Place(ctx, ref, input(banktransfer.Code))
		if c, _ := f.Carts.Get(ctx, ref); c.Totals.GrandTotal <= 500_000 {
			t.Errorf("the probe's total is %d", c.Totals.GrandTotal)
		}
		if e := apperr.As(err); e.Key != "order.bankTransfer.value" || e.Field != "payment_method" ||
			english(err) != "Bank transfer is available for orders up to €5,000.00. Please choose another payment method." {
			t.Errorf("the probe's order by bank transfer: %v (%s)", err, english(err))
		}
		if got := f.totalStock(t, "BULK-", "HORT-"); got != before {
			t.Errorf("stock %d after the refusals; was %d", got, before)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != 0 {
			t.Errorf("%d orders after the refusals", n)
		}
		if _, err := f.Carts.Get(ctx, ref); err != nil {
			t.Errorf("the cart after the refusals: %v", err)
		}
		placed, err := f.placeAs(ctx, t, banktransfer.Code, "lena@example.de", item("HOSE-1", 1))
		if err != nil || placed.Order.Number != "000000001" {
			t.Errorf("the next order: %v %v", placed.Order.Number, err)
		}
	})
}

// What one order may hold is checked again at placing, with the settings
// as they are in its transaction (a cart filled before they were lowered).
func TestOrderLimitsAreCheckedAtPlacing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		tests := []struct {
			name   string
			items  []cart.ItemInput
			limits settings.OrderLimits
			key    string
		}{
			{"three lines where two may be", []cart.ItemInput{item(carttest.Bulk(1), 1), item(carttest.Bulk(2), 1), item(carttest.Bulk(3), 1)},
				settings.OrderLimits{LineQuantity: 20, Lines: 2, OrderQuantity: 200}, "order.limits.lines"},
			{"eleven items where ten may be", []cart.ItemInput{item(carttest.Bulk(1), 6), item(carttest.Bulk(2), 5)},
				settings.OrderLimits{LineQuantity: 10, Lines: 50, OrderQuantity: 10}, "order.limits.quantity"},
			{"six of one where five may be", []cart.ItemInput{item(carttest.Bulk(1), 6)},
				settings.OrderLimits{LineQuantity: 5, Lines: 50, OrderQuantity: 200}, "order.limits.lineQuantity"},
		}
		for _, tt := range tests {
			if err := f.Settings.SetOrderLimits(f.Ctx, settings.DefaultOrderLimits); err != nil {
				t.Fatal(err)
			}
			ref := f.GuestCart(t, tt.items...)
			if err := f.Settings.SetOrderLimits(f.Ctx, tt.limits); err != nil {
				t.Fatal(err)
			}
			for _, method := range []string{banktransfer.Code, testpay.Code} {
				if _, err := f.svc.Place(f.Ctx, ref, input(method)); apperr.As(err).Key != tt.key || apperr.KindOf(err) == apperr.Internal {
					t.Errorf("%s, %s: %v", tt.name, method, err)
				}
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != 0 {
			t.Errorf("%d orders after the refusals", n)
		}
	})
}

// Orders awaiting a bank transfer are capped per address (its mailbox:
// +tags and case do not make another) and per client, in number and in
// value; paid or cancelled ones make room; other methods are not capped;
// a refusal says what to do and changes nothing.
func TestBankTransferCapsPerAddressAndClient(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.setStock(t, "HOSE-1", 1000)
		home, other := f.from("198.51.100.7"), f.from("2001:db8:1:2::9")
		var lenas []order.Placed
		for range 3 {
			placed, err := f.placeAs(home, t, banktransfer.Code, "lena.caps@example.de", item("HOSE-1", 1))
			if err != nil {
				t.Fatal(err)
			}
			lenas = append(lenas, placed)
		}
		stock := f.stock(t, "HOSE-1")
		ref := f.GuestCart(t, item("HOSE-1", 1))
		in := input(banktransfer.Code)
		in.Email = "Lena.Caps+noch@Example.DE"
		_, err := f.svc.Place(other, ref, in)
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != "order.bankTransfer.limit" || e.Field != "payment_method" ||
			!strings.Contains(english(err), "Please transfer the amounts of your open orders first, or choose another payment method.") {
			t.Errorf("a fourth order of one address: %v (%s)", err, english(err))
		}
		if f.stock(t, "HOSE-1") != stock || f.Count(t, `SELECT COUNT(*) FROM sales_order`) != 3 {
			t.Error("a refused placement changed something")
		}
		if _, err := f.Carts.Get(f.Ctx, ref); err != nil {
			t.Errorf("the refused cart: %v", err)
		}
		// The customer chooses another method: not capped.
		in.PaymentMethod = testpay.Code
		if _, err := f.svc.Place(other, ref, in); err != nil {
			t.Errorf("paid otherwise: %v", err)
		}
		// A transfer that arrived makes room.
		f.RecordTransfer(t, lenas[0].Order.Number)
		if _, err := f.placeAs(other, t, banktransfer.Code, "lena.caps@example.de", item("HOSE-1", 1)); err != nil {
			t.Errorf("after a payment: %v", err)
		}

		// Per client: home has two of Lena's waiting; five in all.
		for _, email := range []string{"mia@example.de", "ben@example.de", "carla@example.de"} {
			if _, err := f.placeAs(home, t, banktransfer.Code, email, item("HOSE-1", 1)); err != nil {
				t.Fatalf("%s from home: %v", email, err)
			}
		}
		if _, err := f.placeAs(home, t, banktransfer.Code, "dora@example.de", item("HOSE-1", 1)); apperr.As(err).Key != "order.bankTransfer.limit" {
			t.Errorf("a sixth from one client: %v", err)
		}
		if _, err := f.placeAs(other, t, banktransfer.Code, "dora@example.de", item("HOSE-1", 1)); err != nil {
			t.Errorf("dora from another client: %v", err)
		}

		// In value: 100 € per address, an order of 64.85 € and not another.
		terms := settings.DefaultBankTransfer
		terms.OpenValuePerEmail = 10_000
		if err := f.Settings.SetBankTransfer(f.Ctx, terms); err != nil {
			t.Fatal(err)
		}
		if _, err := f.placeAs(other, t, banktransfer.Code, "zoe@example.de", item("HOSE-1", 1)); err != nil {
			t.Fatal(err)
		}
		if _, err := f.placeAs(other, t, banktransfer.Code, "zoe@example.de", item("HOSE-1", 1)); apperr.As(err).Key != "order.bankTransfer.limit" {
			t.Errorf("a second order above 100 €: %v", err)
		}
		// A cart worth more than that alone is not offered bank transfer.
		big := f.GuestCart(t, item("HOSE-1", 2))
		c, err := f.Carts.Get(f.Ctx, big)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range f.Carts.PaymentMethods(f.Ctx, c) {
			if m.Code == banktransfer.Code {
				t.Errorf("bank transfer offered for %d cents", c.Totals.GrandTotal)
			}
		}
		if _, err := f.Carts.SetPaymentMethod(f.Ctx, big, banktransfer.Code); apperr.As(err).Key != "cart.payment.method" {
			t.Errorf("bank transfer chosen for %d cents: %v", c.Totals.GrandTotal, err)
		}
		if _, err := f.placeAs(f.from("203.0.113.5"), t, banktransfer.Code, "yara@example.de", item("HOSE-1", 2)); apperr.As(err).Key != "order.bankTransfer.value" {
			t.Errorf("an order above 100 € by bank transfer: %v", err)
		}

		// Cancelled after the hold, the orders make room again.
		f.Clock.Add(terms.CancelAfter())
		if _, err := f.svc.SettleBankTransfers(f.Ctx, terms); err != nil {
			t.Fatal(err)
		}
		for _, email := range []string{"lena.caps@example.de", "zoe@example.de"} {
			if _, err := f.placeAs(home, t, banktransfer.Code, email, item("HOSE-1", 1)); err != nil {
				t.Errorf("%s after the cancellations: %v", email, err)
			}
		}
		// A client's key is kept only while its order waits.
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE client_key IS NOT NULL AND status <> 'pending_payment'`); n != 0 {
			t.Errorf("%d orders that moved on keep their client", n)
		}
	})
}

// Placements at once cannot pass the caps together: each counts the
// others' orders behind the website's number row lock.
func TestConcurrentPlacementsCannotPassTheCaps(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.setStock(t, "HOSE-1", 1000)
		const n = 12
		run := func(ctxOf func(i int) context.Context, emailOf func(i int) string) (placed, refused int) {
			refs := make([]cart.Ref, n)
			for i := range refs {
				refs[i] = f.GuestCart(t, item("HOSE-1", 1))
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			for i, ref := range refs {
				wg.Go(func() {
					in := input(banktransfer.Code)
					in.Email = emailOf(i)
					_, err := f.svc.Place(ctxOf(i), ref, in)
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						placed++
					case apperr.As(err).Key == "order.bankTransfer.limit":
						refused++
					default:
						t.Errorf("placement %d: %v", i, err)
					}
				})
			}
			wg.Wait()
			return placed, refused
		}
		// One address, twelve clients.
		spellings := []string{"jana.berger@gmail.com", "JanaBerger@googlemail.com", "j.a.n.a.berger+%d@gmail.com"}
		placed, refused := run(func(i int) context.Context { return f.from(fmt.Sprintf("198.51.100.%d", 10+i)) },
			func(i int) string { return strings.ReplaceAll(spellings[i%3], "%d", fmt.Sprint(i)) })
		if placed != 3 || refused != n-3 {
			t.Errorf("one address: %d placed, %d refused; want 3, %d", placed, refused, n-3)
		}
		// One client, twelve addresses.
		placed, refused = run(func(int) context.Context { return f.from("203.0.113.99") },
			func(i int) string { return fmt.Sprintf("kunde%d@example.de", i) })
		if placed != 5 || refused != n-5 {
			t.Errorf("one client: %d placed, %d refused; want 5, %d", placed, refused, n-5)
		}
		if got := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'pending_payment'`); got != 8 {
			t.Errorf("%d orders await a transfer; want 8", got)
		}
	})
}

// How long goods wait for a transfer is the shop's setting: the
// confirmation names the day, the reminder and the cancellation follow it
// (a fake clock, the settings read as the job reads them, at every run).
func TestBankTransferHoldFollowsTheSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		set := settings.DefaultBankTransfer
		set.ReminderDays, set.CancelDays = 2, 4
		if err := f.Settings.SetBankTransfer(f.Ctx, set); err != nil {
			t.Fatal(err)
		}
		stock := f.stock(t, "HOSE-1")
		placed := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 2))
		if _, text, _ := f.mailAbout(t, order.TagPlaced, placed); !strings.Contains(text, "Bitte überweisen Sie den Betrag bis zum 28. November 2026: "+
			"So lange halten wir die Ware für Sie zurück") {
			t.Errorf("the confirmation's deadline:\n%s", text)
		}
		settle := func() order.BankTransferRun {
			t.Helper()
			terms, err := f.Settings.BankTransfer(f.Ctx)
			if err != nil {
				t.Fatal(err)
			}
			return f.settle(t, terms)
		}
		f.Clock.Add(2*day - time.Minute)
		if run := settle(); run != (order.BankTransferRun{}) {
			t.Fatalf("a minute before 2 days: %+v", run)
		}
		f.Clock.Add(time.Minute)
		if run := settle(); run != (order.BankTransferRun{Reminded: 1}) {
			t.Fatalf("after 2 days: %+v", run)
		}
		if _, text, _ := f.mailAbout(t, order.TagPaymentReminder, placed); !strings.Contains(text, "bis zum 28. November 2026") {
			t.Errorf("the reminder's deadline:\n%s", text)
		}
		f.Clock.Add(2*day - time.Minute)
		if run := settle(); run != (order.BankTransferRun{}) || f.stock(t, "HOSE-1") != stock-2 {
			t.Fatalf("a minute before 4 days: %+v", run)
		}
		f.Clock.Add(time.Minute)
		if run := settle(); run != (order.BankTransferRun{Canceled: 1}) || f.statusOf(t, placed) != "canceled" || f.stock(t, "HOSE-1") != stock {
			t.Fatalf("after 4 days: %+v, %s, stock %d", run, f.statusOf(t, placed), f.stock(t, "HOSE-1"))
		}

		// Shortened again, the next order is held a day.
		set.ReminderDays, set.CancelDays = 1, 2
		if err := f.Settings.SetBankTransfer(f.Ctx, set); err != nil {
			t.Fatal(err)
		}
		next := f.placeIn(t, de, banktransfer.Code, item("HOSE-1", 1))
		f.Clock.Add(2 * day)
		if run := settle(); run != (order.BankTransferRun{Canceled: 1}) || f.statusOf(t, next) != "canceled" {
			t.Fatalf("after 2 days: %+v", run)
		}
	})
}
