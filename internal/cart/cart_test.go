package cart_test

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// msg is an error's message in English.
func msg(e *apperr.Error) string { return i18n.Messages().T(i18n.English, e.Key, e.Args...) }

func TestGuestCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		created, err := f.svc.CreateGuest(f.ctx, en)
		if err != nil {
			t.Fatal(err)
		}
		if len(created.MaskedID) != cart.MaskedIDLength || strings.Trim(created.MaskedID, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" ||
			created.TotalQuantity != 0 || len(created.Items) != 0 || created.Totals.GrandTotal != 0 || created.Shipping != nil ||
			created.Delivery != nil || created.IsVirtual || created.CustomerID != 0 || created.Locale != i18n.English {
			t.Errorf("new cart %+v", created)
		}
		other, _ := f.svc.CreateGuest(f.ctx, de)
		if other.MaskedID == created.MaskedID {
			t.Error("two carts, one id")
		}
		ref := cart.Ref{MaskedID: created.MaskedID, Store: de}

		// Trousers, and the jacket in navy M by its values.
		c := f.add(t, ref, item("HOSE-1", 2), item("JACKE-1", 1, f.colour("navy"), f.size("m")))
		if len(c.Items) != 2 || c.TotalQuantity != 3 || c.Locale != i18n.German {
			t.Fatalf("cart %+v", c)
		}
		hose, jacket := c.Items[0], c.Items[1]
		if hose.Product.SKU != "HOSE-1" || hose.Variant != nil || hose.Quantity != 2 || hose.UnitPrice != 5990 || hose.RowTotal != 11980 ||
			hose.PriceWhenAdded != 5990 || hose.PriceChanged || !hose.Available || hose.Stock != 10 || hose.TaxRate != 1900 {
			t.Errorf("trousers %+v", hose)
		}
		if jacket.Product.SKU != "JACKE-1" || jacket.Variant == nil || jacket.Variant.SKU != "JACKE-1-NAVY-M" || jacket.UnitPrice != 12900 ||
			len(jacket.Configurable) != 2 || jacket.Configurable[0].ValueLabel != "Marine" || jacket.Configurable[1].ValueLabel != "M" {
			t.Errorf("jacket %+v", jacket)
		}
		// 249.80 € in Germany ships free; two to four working days from
		// this Tuesday morning.
		if c.Totals.SubtotalInclTax != 24880 || c.Totals.GrandTotal != 24880 || c.Shipping == nil || c.Shipping.Country != "DE" ||
			!c.Shipping.Quote.Free || c.Shipping.Amount != 0 || c.Shipping.AmountToFree != 0 {
			t.Errorf("totals %+v shipping %+v", c.Totals, c.Shipping)
		}
		if c.Delivery == nil || c.Delivery.Earliest.Format(time.DateOnly) != "2026-11-26" || c.Delivery.Latest.Format(time.DateOnly) != "2026-11-30" {
			t.Errorf("delivery %+v", c.Delivery)
		}
		// The same jacket again by its own SKU and parent: one line.
		c = f.add(t, ref, cart.ItemInput{SKU: "JACKE-1-NAVY-M", ParentSKU: "JACKE-1", Quantity: 1})
		if len(c.Items) != 2 || c.Items[1].Quantity != 2 {
			t.Errorf("the same jacket twice: %+v", c.Items)
		}
		// Update and remove.
		c, userErrors, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: hose.ID, Quantity: 1}, {ItemID: jacket.ID, Quantity: 0}})
		if err != nil || len(userErrors) > 0 || len(c.Items) != 1 || c.Items[0].Quantity != 1 || c.TotalQuantity != 1 {
			t.Fatalf("update: %+v %+v %v", c.Items, userErrors, err)
		}
		if c.Totals.GrandTotal != 5990+495 || c.Shipping.Amount != 495 || c.Shipping.AmountToFree != 7500-5990 {
			t.Errorf("below 75 €: %+v %+v", c.Totals, c.Shipping)
		}
		c, err = f.svc.RemoveItem(f.ctx, ref, hose.ID)
		if err != nil || len(c.Items) != 0 || c.Shipping != nil || c.Totals.GrandTotal != 0 {
			t.Errorf("remove: %+v %v", c, err)
		}
		if _, err := f.svc.RemoveItem(f.ctx, ref, hose.ID); apperr.As(err).Key != "cart.itemNotFound" || apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("remove twice: %v", err)
		}
		// What one reads is what the change answered.
		if again := f.get(t, ref); again.UpdatedAt != c.UpdatedAt || len(again.Items) != 0 {
			t.Errorf("read %+v", again)
		}
	})
}

func TestCartsAreReachableOnlyByTheirOwners(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		annas := f.customerCart(t, f.anna)
		again := f.customerCart(t, f.anna)
		if again.MaskedID != annas.MaskedID {
			t.Errorf("a customer has one active cart: %s, %s", annas.MaskedID, again.MaskedID)
		}
		f.add(t, annas, item("HOSE-1", 1))
		guest := f.guest(t)
		closed := f.guest(t)
		if _, err := d.Write().Exec(f.ctx, `UPDATE cart SET is_active = FALSE WHERE masked_id = ?`, closed.MaskedID); err != nil {
			t.Fatal(err)
		}
		other := storecode.Store{Site: "club", Locale: i18n.German}
		for name, ref := range map[string]cart.Ref{
			"a customer's cart without a session":    {MaskedID: annas.MaskedID, Store: de},
			"a customer's cart with another's":       {MaskedID: annas.MaskedID, CustomerID: f.camille, Store: de},
			"an unknown id":                          {MaskedID: strings.Repeat("A", 32), Store: de},
			"a malformed id":                         {MaskedID: "not a cart", Store: de},
			"an id with a quote":                     {MaskedID: strings.Repeat("'", 32), Store: de},
			"an empty id":                            {Store: de},
			"a closed cart":                          closed,
			"a guest cart from another site":         {MaskedID: guest.MaskedID, Store: other},
			"a customer's cart from another site":    {MaskedID: annas.MaskedID, CustomerID: f.anna, Store: other},
			"a guest cart with a customer's session": {MaskedID: guest.MaskedID, CustomerID: f.camille, Store: de},
		} {
			_, err := f.svc.Get(f.ctx, ref)
			_, _, addErr := f.svc.AddItems(f.ctx, ref, []cart.ItemInput{item("HOSE-1", 1)})
			_, couponErr := f.svc.ApplyCoupon(f.ctx, ref, "REITEN5")
			for _, err := range []error{err, addErr, couponErr} {
				if e := apperr.As(err); e.Kind != apperr.NotFound || e.Key != "cart.notFound" || msg(e) != "Could not find a cart with this ID." {
					t.Errorf("%s: %v", name, err)
				}
			}
		}
		// A guest cart answers to anyone with its id who is not signed in.
		if _, err := f.svc.Get(f.ctx, cart.Ref{MaskedID: guest.MaskedID, Store: fr}); err != nil {
			t.Errorf("a guest cart without a session: %v", err)
		}
		if c := f.get(t, annas); len(c.Items) != 1 || c.CustomerID != f.anna {
			t.Errorf("Anna's cart was changed: %+v", c)
		}
	})
}

// A guest cart is a guest's: with a customer's session every operation
// on it is NotFound, as Magento refuses it ("The current user cannot
// perform operations on cart"), and changes nothing; mergeCarts is how
// it becomes the customer's (issue 23, point 4: a welcome coupon used
// again on a guest cart operated by a signed-in session).
func TestAGuestCartIsNotOperatedWithACustomersSession(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.guest(t)
		c := f.add(t, guest, item("HOSE-1", 1))
		itemID := c.Items[0].ID
		as := cart.Ref{MaskedID: guest.MaskedID, CustomerID: f.anna, Store: de}
		munich := typed("DE", "80802", "München")
		operations := map[string]func() error{
			"Get":      func() error { _, err := f.svc.Get(f.ctx, as); return err },
			"AddItems": func() error { _, _, err := f.svc.AddItems(f.ctx, as, []cart.ItemInput{item("HOSE-1", 1)}); return err },
			"UpdateItems": func() error {
				_, _, err := f.svc.UpdateItems(f.ctx, as, []cart.ItemUpdate{{ItemID: itemID, Quantity: 3}})
				return err
			},
			"RemoveItem":    func() error { _, err := f.svc.RemoveItem(f.ctx, as, itemID); return err },
			"ApplyCoupon":   func() error { _, err := f.svc.ApplyCoupon(f.ctx, as, "WILLKOMMEN10"); return err },
			"RemoveCoupons": func() error { _, err := f.svc.RemoveCoupons(f.ctx, as, nil); return err },
			"SetGuestEmail": func() error { _, err := f.svc.SetGuestEmail(f.ctx, as, "anna@example.de"); return err },
			"SetShippingAddress": func() error {
				_, err := f.svc.SetShippingAddress(f.ctx, as, cart.AddressInput{Address: munich})
				return err
			},
			"SetBillingAddress": func() error {
				_, err := f.svc.SetBillingAddress(f.ctx, as, cart.BillingInput{Address: cart.AddressInput{Address: munich}})
				return err
			},
			"SetShippingMethod": func() error { _, err := f.svc.SetShippingMethod(f.ctx, as, "dhl", "paket"); return err },
			"SetPaymentMethod":  func() error { _, err := f.svc.SetPaymentMethod(f.ctx, as, banktransfer.Code); return err },
			"Merge as destination": func() error {
				other := f.guest(t)
				_, err := f.svc.Merge(f.ctx, other.MaskedID, as)
				return err
			},
			"Hold": func() error {
				return d.InTransaction(f.ctx, func(ctx context.Context) error { _, _, err := f.svc.Hold(ctx, as); return err })
			},
		}
		for name, op := range operations {
			if e := apperr.As(op()); e.Kind != apperr.NotFound || e.Key != "cart.notFound" {
				t.Errorf("%s: %v", name, e)
			}
		}
		c = f.get(t, guest)
		if len(c.Items) != 1 || c.Items[0].Quantity != 1 || len(c.CouponCodes) != 0 || c.Email != "" || c.ShippingAddress != nil || c.CustomerID != 0 {
			t.Errorf("the guest cart changed: %+v", c)
		}
		// Signed in, the customer takes it over with a merge.
		merged, err := f.svc.Merge(f.ctx, guest.MaskedID, cart.Ref{CustomerID: f.anna, Store: de})
		if err != nil || merged.CustomerID != f.anna || merged.TotalQuantity != 1 {
			t.Errorf("merge: %+v %v", merged, err)
		}
	})
}

func TestAddItemsUserErrors(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("LETZTE-1", 1))
		kuerzel := catalog.CustomOptionUID(f.shop.Options["Kürzel"].ID)
		name := catalog.CustomOptionUID(f.shop.Options["Name"].ID)
		withText := func(in cart.ItemInput, uid, text string) cart.ItemInput {
			in.EnteredOptions = append(in.EnteredOptions, cart.EnteredOption{UID: uid, Value: text})
			return in
		}
		tests := []struct {
			name string
			in   cart.ItemInput
			code cart.UserErrorCode
			key  string
		}{
			{"an unknown SKU", item("NIEMALS", 1), cart.ProductNotFound, "cart.add.productNotFound"},
			{"no SKU", item(" ", 1), cart.RequiredParameterMissing, "cart.add.skuMissing"},
			{"no quantity", item("HOSE-1", 0), cart.InvalidParameterValue, "cart.add.quantity"},
			{"half a pair", item("HOSE-1", 1.5), cart.InvalidParameterValue, "cart.add.quantity"},
			{"a thousand", item("HOSE-1", 1000), cart.InvalidParameterValue, "cart.add.quantity"},
			{"sold out", item("LEER-1", 1), cart.NotSalable, "cart.add.outOfStock"},
			{"more than the stock with what the cart holds", item("LETZTE-1", 1), cart.InsufficientStock, "cart.add.insufficientStock"},
			{"a jacket without a size", item("JACKE-1", 1, f.colour("navy")), cart.RequiredParameterMissing, "cart.add.optionChoose"},
			{"a jacket in a combination there is none of", item("JACKE-1", 1, f.colour("black"), f.size("l")), cart.NotSalable, "cart.add.combination"},
			{"a sold-out variant", item("JACKE-1", 1, f.colour("navy"), f.size("l")), cart.NotSalable, "cart.add.outOfStock"},
			{"a variant under another parent", cart.ItemInput{SKU: "JACKE-1-NAVY-M", ParentSKU: "HOSE-1", Quantity: 1}, cart.ProductNotFound, "cart.add.productNotFound"},
			{"a simple product with a parent", cart.ItemInput{SKU: "HOSE-1", ParentSKU: "JACKE-1", Quantity: 1}, cart.ProductNotFound, "cart.add.productNotFound"},
			{"a colour for trousers", item("HOSE-1", 1, f.colour("navy")), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"a made-up option uid", item("HOSE-1", 1, "bm90IGFuIG9wdGlvbg=="), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"another product's option", withText(item("HOSE-1", 1), kuerzel, "RVL"), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"the shirt without its required drop-down", withText(item("RVL-TX-1", 1), kuerzel, "RVL"), cart.RequiredParameterMissing, "cart.add.optionChoose"},
			{"the shirt without its required initials", item("RVL-TX-1", 1, f.value("Logo-Art", "Stick")), cart.RequiredParameterMissing, "cart.add.optionRequired"},
			{"blank initials", f.shirt(1, " \u200b "), cart.RequiredParameterMissing, "cart.add.optionRequired"},
			{"initials too long", f.shirt(1, "LINDEN"), cart.InvalidParameterValue, "cart.add.optionTooLong"},
			{"a line break in a name", withText(f.shirt(1, "RVL"), name, "Lena\nHuber"), cart.InvalidParameterValue, "cart.add.optionCharacters"},
			{"two values of a drop-down", f.shirt(1, "RVL", f.value("Logo-Art", "Sublimation")), cart.InvalidParameterValue, "cart.add.optionOne"},
			{"a value twice", f.shirt(1, "RVL", f.value("Extras", "Vereinsname"), f.value("Extras", "Vereinsname")), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"a field's uid as a value", f.shirt(1, "RVL", name), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"a value's uid as a field", withText(f.shirt(1, "RVL"), f.value("Extras", "Vereinsname"), "x"), cart.InvalidParameterValue, "cart.add.optionUnknown"},
			{"a print place with an embroidered logo", f.shirt(1, "RVL", f.value("Extras", "Vereinsname"), f.value("Druckort", "Vorne")), cart.InvalidParameterValue, "cart.add.optionNotWith"},
			{"a print place without an extra to print", withText(item("RVL-TX-1", 1, f.value("Logo-Art", "Sublimation"), f.value("Druckort", "Vorne")), kuerzel, "RVL"), cart.InvalidParameterValue, "cart.add.optionNotWith"},
			{"a name longer than its limit", withText(f.shirt(1, "RVL"), name, "Lena Huber-Schmidt"), cart.InvalidParameterValue, "cart.add.optionTooLong"},
		}
		inputs := []cart.ItemInput{item("HOSE-1", 1)}
		for _, tt := range tests {
			inputs = append(inputs, tt.in)
		}
		inputs = append(inputs, item("GS-25", 3))
		c, userErrors, err := f.svc.AddItems(f.ctx, ref, inputs)
		if err != nil {
			t.Fatal(err)
		}
		// Everything else was added.
		if len(c.Items) != 3 || c.Items[1].Product.SKU != "HOSE-1" || c.Items[2].Product.SKU != "GS-25" || c.Items[2].Quantity != 3 {
			t.Errorf("items %+v", c.Items)
		}
		if len(userErrors) != len(tests) {
			t.Fatalf("%d user errors; want %d: %+v", len(userErrors), len(tests), userErrors)
		}
		for i, tt := range tests {
			ue := userErrors[i]
			if ue.Index != i+1 || ue.Code != tt.code || ue.Err.Key != tt.key {
				t.Errorf("%s: %+v (%s); want %s %s", tt.name, ue, ue.Err.Key, tt.code, tt.key)
			}
			for _, l := range i18n.Locales {
				if m := i18n.Messages().T(l, ue.Err.Key, ue.Err.Args...); m == ue.Err.Key || strings.Contains(m, "{{") {
					t.Errorf("%s: %q in %s", tt.name, m, l)
				}
			}
		}
		if ue := userErrors[6]; ue.Available != 0 || msg(ue.Err) != `Only 1 of "Hufkratzer" are in stock.` {
			t.Errorf("insufficient stock: %+v %q", ue, msg(ue.Err))
		}
		if m := i18n.Messages().T(i18n.German, userErrors[18].Err.Key, userErrors[18].Err.Args...); m != "„Kürzel“ darf höchstens 5 Zeichen lang sein." {
			t.Errorf("too long in German: %q", m)
		}
		if m := msg(userErrors[24].Err); m != `"Vorne" for "Druckort" is only available with "Logo-Art": Sublimation. Please change your choice.` {
			t.Errorf("a disallowed combination: %q", m)
		}
		if m := msg(userErrors[25].Err); m != `"Vorne" for "Druckort" is only available with "Extras": Vereinsname / Reitername. Please change your choice.` {
			t.Errorf("a combination missing an extra: %q", m)
		}
		if m := msg(userErrors[26].Err); m != `"Name" takes at most 15 characters.` {
			t.Errorf("a name too long: %q", m)
		}
		// A request of no items, or too many, changes nothing.
		for _, n := range []int{0, cart.MaxItemsPerRequest + 1} {
			many := make([]cart.ItemInput, n)
			for i := range many {
				many[i] = item("HOSE-1", 1)
			}
			if _, _, err := f.svc.AddItems(f.ctx, ref, many); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%d items: %v", n, err)
			}
		}
		if c := f.get(t, ref); c.TotalQuantity != 5 {
			t.Errorf("%d items after refused requests; want 5", c.TotalQuantity)
		}
	})
}

func TestOptionsPricesAndChanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		name := catalog.CustomOptionUID(f.shop.Options["Name"].ID)
		full := f.shirt(1, "rvl", f.value("Logo-Position", "Rücken"), f.value("Extras", "Vereinsname"), f.value("Extras", "Reitername"))
		full.EnteredOptions = append(full.EnteredOptions, cart.EnteredOption{UID: name, Value: "  Lena  "})
		c := f.add(t, ref, full, f.shirt(2, "rvl"))
		if len(c.Items) != 2 {
			t.Fatalf("different options are different items: %+v", c.Items)
		}
		// 24.90 € + back 6.90 € + club name 3.90 € + rider's name 10 %
		// (2.49 €) + name 3.00 €.
		rich, plain := c.Items[0], c.Items[1]
		if rich.UnitPrice != 2490+690+390+249+300 || plain.UnitPrice != 2490 || plain.Quantity != 2 {
			t.Errorf("unit prices %d and %d", rich.UnitPrice, plain.UnitPrice)
		}
		var titles []string
		for _, o := range rich.Options {
			v := o.Text
			for _, x := range o.Values {
				v += x.Title + "+"
			}
			titles = append(titles, o.Option.Title+"="+v)
		}
		if strings.Join(titles, " ") != "Logo-Art=Stick+ Logo-Position=Rücken+ Extras=Vereinsname+Reitername+ Name=Lena Kürzel=rvl" {
			t.Errorf("options %v", titles)
		}
		// The same choice in another order adds to its item.
		again := f.shirt(1, "rvl", f.value("Extras", "Reitername"), f.value("Extras", "Vereinsname"), f.value("Logo-Position", "Rücken"))
		again.EnteredOptions = append(again.EnteredOptions, cart.EnteredOption{UID: name, Value: "Lena"})
		c = f.add(t, ref, again)
		if len(c.Items) != 2 || c.Items[0].Quantity != 2 {
			t.Errorf("the same options twice: %+v", c.Items)
		}

		// The price changes: the cart shows the new price and that it
		// changed, until the quantity is changed.
		var hoseID int64
		c = f.add(t, ref, item("HOSE-1", 1))
		hoseID = c.Items[2].ID
		in := catalog.ProductInput{Type: catalog.Simple, SKU: "HOSE-1", IsActive: true, Name: catalog.Localized{i18n.German: "Reithose Klassik"},
			Price: 6490, TaxClass: catalog.StandardRate, StockQty: 10, DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{f.shop.Rider}}
		if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		c = f.get(t, ref)
		if h := c.Items[2]; h.UnitPrice != 6490 || h.PriceWhenAdded != 5990 || !h.PriceChanged {
			t.Errorf("changed price %+v", h)
		}
		c, _, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: hoseID, Quantity: 2}})
		if h := c.Items[2]; err != nil || h.PriceWhenAdded != 6490 || h.PriceChanged || h.RowTotal != 12980 {
			t.Errorf("after the quantity changed %+v %v", h, err)
		}

		// Stock runs low after adding: the item says so, and stays.
		in.StockQty = 1
		if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		h := f.get(t, ref).Items[2]
		if h.Available || len(h.Errors) != 1 || h.Errors[0].Code != cart.ItemQuantity || msg(h.Errors[0].Err) != "Only 1 are in stock. Please reduce the quantity." {
			t.Errorf("low stock %+v", h)
		}
		in.StockQty = 0
		if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		h = f.get(t, ref).Items[2]
		if h.Available || msg(h.Errors[0].Err) != "This product is currently out of stock." {
			t.Errorf("sold out %+v", h)
		}
		_, userErrors, _ := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: hoseID, Quantity: 1}, {ItemID: 999999, Quantity: 1}, {ItemID: c.Items[0].ID, Quantity: 2.5}})
		if len(userErrors) != 3 || userErrors[0].Code != cart.NotSalable || userErrors[1].Code != cart.CouldNotFindCartItem ||
			userErrors[2].Code != cart.InvalidParameterValue {
			t.Errorf("updates refused %+v", userErrors)
		}

		// A product taken off the shop stays in the cart, saying so, also
		// after the cart's next change (gone_test.go has the rest).
		in.IsActive = false
		if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		if c := f.get(t, ref); len(c.Items) != 3 || !c.Items[2].Unavailable {
			t.Errorf("an inactive product is not shown as unavailable: %+v", c.Items)
		}
		f.add(t, ref, item("GS-25", 1))
		var rows int
		if err := d.Read().Get(f.ctx, &rows, `SELECT COUNT(*) FROM cart_item`); err != nil || rows != 4 {
			t.Errorf("%d item rows; want 4 (%v)", rows, err)
		}
	})
}

func TestConcurrentChangesLoseNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		const n = 24
		var wg sync.WaitGroup
		var failed atomic.Int32
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				in := item(carttest.Bulk(1+i%3), 1)
				if _, ue, err := f.svc.AddItems(f.ctx, ref, []cart.ItemInput{in}); err != nil || len(ue) > 0 {
					t.Errorf("add %d: %v %+v", i, err, ue)
					failed.Add(1)
				}
			}()
		}
		wg.Wait()
		c := f.get(t, ref)
		if c.TotalQuantity != n || len(c.Items) != 3 {
			t.Errorf("%d of %d items in %d lines; want %d in 3", c.TotalQuantity, n, len(c.Items), n)
		}
		// Quantities changed at once: the last one wins, none is lost.
		var wg2 sync.WaitGroup
		for i := range 10 {
			wg2.Add(1)
			go func() {
				defer wg2.Done()
				if _, ue, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: c.Items[i%3].ID, Quantity: float64(1 + i)}}); err != nil || len(ue) > 0 {
					t.Errorf("update %d: %v %+v", i, err, ue)
				}
			}()
		}
		wg2.Wait()
		if c := f.get(t, ref); len(c.Items) != 3 || c.TotalQuantity < 3 {
			t.Errorf("after concurrent updates %+v", c.Items)
		}
	})
}

func TestPrune(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		empty := f.guest(t)
		full := f.guest(t)
		f.add(t, full, item("HOSE-1", 1))
		annas := f.customerCart(t, f.anna)
		f.add(t, annas, item("HOSE-1", 1))

		f.clock.add(cart.EmptyGuestLifetime - time.Minute)
		if n, err := f.svc.Prune(f.ctx); err != nil || n != 0 {
			t.Errorf("pruned %d early: %v", n, err)
		}
		f.clock.add(2 * time.Minute)
		if n, err := f.svc.Prune(f.ctx); err != nil || n != 1 {
			t.Errorf("pruned %d empty carts after a day; want 1: %v", n, err)
		}
		if _, err := f.svc.Get(f.ctx, empty); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("the empty cart is still there: %v", err)
		}
		f.clock.add(cart.GuestLifetime - cart.EmptyGuestLifetime - 2*time.Minute)
		f.add(t, full, item("HOSE-1", 1)) // a change keeps it
		f.clock.add(cart.GuestLifetime - time.Minute)
		if n, _ := f.svc.Prune(f.ctx); n != 0 {
			t.Errorf("pruned %d carts changed within 30 days", n)
		}
		f.clock.add(2 * time.Minute)
		if n, _ := f.svc.Prune(f.ctx); n != 1 {
			t.Errorf("pruned %d abandoned carts; want 1", n)
		}
		if c := f.get(t, annas); len(c.Items) != 1 {
			t.Errorf("a customer's cart is kept: %+v", c)
		}
		var items int
		if err := d.Read().Get(f.ctx, &items, `SELECT COUNT(*) FROM cart_item`); err != nil || items != 1 {
			t.Errorf("%d item rows left; want Anna's one (%v)", items, err)
		}
	})
}

func TestCreateGuestIsRateLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		for range cart.CreatePerClient.Limit {
			if _, err := f.svc.CreateGuest(f.ctx, de); err != nil {
				t.Fatal(err)
			}
		}
		_, err := f.svc.CreateGuest(f.ctx, de)
		if e := apperr.As(err); e.Kind != apperr.RateLimited || e.RetryAfter <= 0 || e.Key != "cart.tooManyCarts" {
			t.Errorf("one more: %v", err)
		}
		// Without a client (inside the shop) nothing is counted.
		if _, err := f.svc.CreateGuest(context.Background(), de); err != nil {
			t.Errorf("an internal caller: %v", err)
		}
	})
}
