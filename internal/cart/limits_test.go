package cart_test

import (
	"context"
	"fmt"
	"testing"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/settings"
)

// What one order may hold is refused as it is added, in Magento's user
// error shape with a translated message, and the cart keeps what it had
// (issue 23, point 5: one cart of 100 lines and 3,462 units). With the
// shop's default limits: 20 of one product, 50 products, 200 items.
func TestOrderLimitsInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		c := f.add(t, ref, item(carttest.Bulk(1), 20))
		itemID := c.Items[0].ID

		// The probe's cart: 35 of each of many products.
		var probe []cart.ItemInput
		for i := 2; i <= carttest.BulkProducts; i++ {
			probe = append(probe, item(carttest.Bulk(i), 35))
		}
		c, userErrors, err := f.svc.AddItems(f.ctx, ref, probe)
		if err != nil {
			t.Fatal(err)
		}
		if len(userErrors) != len(probe) || len(c.Items) != 1 || c.TotalQuantity != 20 {
			t.Fatalf("35 of each: %d user errors, %d items, %d in all", len(userErrors), len(c.Items), c.TotalQuantity)
		}
		if ue := userErrors[0]; ue.Code != cart.InvalidParameterValue || ue.Err.Key != "cart.add.maxQuantity" ||
			msg(ue.Err) != `The most you may order of "Putzschwamm 2" at once is 20.` {
			t.Errorf("35 of one: %+v %s", ue, msg(ue.Err))
		}

		for _, tt := range []struct {
			name string
			in   cart.ItemInput
			key  string
		}{
			{"one more of a full line", item(carttest.Bulk(1), 1), "cart.add.maxQuantity"},
			{"21 at once", item(carttest.Bulk(2), 21), "cart.add.maxQuantity"},
		} {
			_, userErrors, err := f.svc.AddItems(f.ctx, ref, []cart.ItemInput{tt.in})
			if err != nil || len(userErrors) != 1 || userErrors[0].Code != cart.InvalidParameterValue || userErrors[0].Err.Key != tt.key {
				t.Errorf("%s: %+v %v", tt.name, userErrors, err)
			}
		}
		c, userErrors, err = f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: itemID, Quantity: 21}})
		if err != nil || len(userErrors) != 1 || userErrors[0].Err.Key != "cart.add.maxQuantity" || c.Items[0].Quantity != 20 {
			t.Errorf("updated to 21: %+v %v, quantity %d", userErrors, err, c.Items[0].Quantity)
		}

		// 200 items in all: nine lines of 20 and one of 20 more is 200,
		// and then not one more.
		for i := 2; i <= 10; i++ {
			f.add(t, ref, item(carttest.Bulk(i), 20))
		}
		_, userErrors, _ = f.svc.AddItems(f.ctx, ref, []cart.ItemInput{item(carttest.Bulk(11), 1)})
		if len(userErrors) != 1 || userErrors[0].Code != cart.InvalidParameterValue || userErrors[0].Err.Key != "cart.add.orderQuantity" ||
			msg(userErrors[0].Err) != "An order can hold at most 200 items in all." {
			t.Errorf("the 201st item: %+v", userErrors)
		}
		if c := f.get(t, ref); c.TotalQuantity != 200 || len(c.Items) != 10 {
			t.Errorf("the cart holds %d in %d lines", c.TotalQuantity, len(c.Items))
		}
		// Fewer is always allowed.
		if _, userErrors, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: itemID, Quantity: 1}}); err != nil || len(userErrors) != 0 {
			t.Errorf("fewer: %+v %v", userErrors, err)
		}

		// 50 products: the 51st is refused as a full cart.
		lines := f.guest(t)
		var fifty []cart.ItemInput
		for i := 1; i <= carttest.BulkProducts; i++ {
			fifty = append(fifty, item(carttest.Bulk(i), 1))
		}
		f.add(t, lines, fifty...)
		if err := f.settings.SetOrderLimits(f.ctx, settings.OrderLimits{LineQuantity: 20, Lines: 40, OrderQuantity: 200}); err != nil {
			t.Fatal(err)
		}
		_, userErrors, _ = f.svc.AddItems(f.ctx, lines, []cart.ItemInput{item("HOSE-1", 1)})
		if len(userErrors) != 1 || userErrors[0].Code != cart.Undefined || userErrors[0].Err.Key != "cart.full" ||
			msg(userErrors[0].Err) != "Your cart is full: it holds at most 40 different items." {
			t.Errorf("the 41st product: %+v", userErrors)
		}

		// A limit lowered below what a line holds: the line says so, and
		// may come down to it.
		if err := f.settings.SetOrderLimits(f.ctx, settings.OrderLimits{LineQuantity: 5, Lines: 50, OrderQuantity: 200}); err != nil {
			t.Fatal(err)
		}
		c = f.get(t, ref)
		var over cart.Item
		for _, it := range c.Items {
			if it.Quantity == 20 {
				over = it
			}
		}
		if len(over.Errors) != 1 || over.Errors[0].Code != cart.ItemQuantity || over.Errors[0].Err.Key != "cart.item.maxQuantity" ||
			msg(over.Errors[0].Err) != "You can order at most 5 of this product at once. Please reduce the quantity." {
			t.Errorf("a line above the limit: %+v", over.Errors)
		}
		c, userErrors, err = f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: over.ID, Quantity: 5}})
		if err != nil || len(userErrors) != 0 {
			t.Fatalf("down to 5: %+v %v", userErrors, err)
		}
		for _, it := range c.Items {
			if it.ID == over.ID && (it.Quantity != 5 || len(it.Errors) != 0) {
				t.Errorf("down to 5: %+v", it)
			}
		}
	})
}

// Merging a guest cart keeps within the limits: a line up to its most,
// lines and items in all up to theirs.
func TestMergeKeepsWithinTheOrderLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		annas := f.customerCart(t, f.anna)
		f.add(t, annas, item(carttest.Bulk(1), 15), item(carttest.Bulk(2), 1))
		guest := f.guest(t)
		f.add(t, guest, item(carttest.Bulk(1), 15), item(carttest.Bulk(3), 20), item(carttest.Bulk(4), 20))
		if err := f.settings.SetOrderLimits(f.ctx, settings.OrderLimits{LineQuantity: 20, Lines: 3, OrderQuantity: 35}); err != nil {
			t.Fatal(err)
		}
		c, err := f.svc.Merge(f.ctx, guest.MaskedID, annas)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, it := range c.Items {
			got[it.Product.SKU] = it.Quantity
		}
		// BULK-01 up to 20; BULK-03 what is left of 35 (14); no fourth line.
		if want := map[string]int{carttest.Bulk(1): 20, carttest.Bulk(2): 1, carttest.Bulk(3): 14}; fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("merged %v; want %v", got, want)
		}
		if c.TotalQuantity != 35 {
			t.Errorf("%d in all", c.TotalQuantity)
		}
	})
}

// Bank transfer is not offered for a cart worth more than the shop lets
// wait for a transfer at all (the smaller value cap), nor chosen.
func TestBankTransferIsNotOfferedAboveTheValueCap(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		c := f.add(t, ref, item("HOSE-1", 2)) // 119.80 €
		offers := func(c cart.Cart) bool {
			for _, m := range f.svc.PaymentMethods(f.ctx, c) {
				if m.Code == banktransfer.Code {
					return true
				}
			}
			return false
		}
		if !offers(c) {
			t.Fatal("bank transfer not offered within the caps")
		}
		terms := settings.DefaultBankTransfer
		terms.OpenValuePerClient = 10_000
		if err := f.settings.SetBankTransfer(f.ctx, terms); err != nil {
			t.Fatal(err)
		}
		if offers(c) {
			t.Error("bank transfer offered for 119.80 € with a cap of 100 €")
		}
		if _, err := f.svc.SetPaymentMethod(f.ctx, ref, banktransfer.Code); apperr.As(err).Key != "cart.payment.method" {
			t.Errorf("chosen above the cap: %v", err)
		}
		c, _, _ = f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: c.Items[0].ID, Quantity: 1}})
		if !offers(c) {
			t.Error("bank transfer not offered for 59.90 € (+ shipping) with a cap of 100 €")
		}
		if _, err := f.svc.SetPaymentMethod(f.ctx, ref, banktransfer.Code); err != nil {
			t.Errorf("chosen within the cap: %v", err)
		}
	})
}

// A closed cart given back (its payment failed) fills the customer's
// active cart only as far as the order limits let it.
func TestRestoreKeepsWithinTheOrderLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		placed := f.customerCart(t, f.anna)
		f.add(t, placed, item(carttest.Bulk(1), 15), item(carttest.Bulk(2), 10))
		var closedID int64
		err := d.InTransaction(f.ctx, func(ctx context.Context) error {
			c, _, err := f.svc.Hold(ctx, placed)
			if err != nil {
				return err
			}
			closedID = c.ID
			return f.svc.Close(ctx, c.ID)
		})
		if err != nil {
			t.Fatal(err)
		}
		active := f.customerCart(t, f.anna)
		f.add(t, active, item(carttest.Bulk(1), 10))
		if err := f.settings.SetOrderLimits(f.ctx, settings.OrderLimits{LineQuantity: 20, Lines: 50, OrderQuantity: 25}); err != nil {
			t.Fatal(err)
		}
		var c cart.Cart
		err = d.InTransaction(f.ctx, func(ctx context.Context) error {
			c, err = f.svc.Restore(ctx, closedID, 0, de)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, it := range c.Items {
			got[it.Product.SKU] = it.Quantity
		}
		// BULK-01: 10 + 15, up to 20; BULK-02: what is left of 25 (5).
		if want := map[string]int{carttest.Bulk(1): 20, carttest.Bulk(2): 5}; fmt.Sprint(got) != fmt.Sprint(want) || c.TotalQuantity != 25 {
			t.Errorf("restored %v (%d in all); want %v", got, c.TotalQuantity, want)
		}
	})
}
