package wishlist_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/shipping"
	"paddock/internal/wishlist"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var (
	start = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	de    = storecode.Store{Site: "shop", Locale: i18n.German}
)

func msg(e *apperr.Error) string { return i18n.Messages().T(i18n.English, e.Key, e.Args...) }

type fixture struct {
	ctx     context.Context
	d       *db.DB
	shop    carttest.Shop
	catalog catalog.Service
	carts   cart.Service
	svc     wishlist.Service
	// anna and ben are two customers.
	anna, ben int64
}

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	ctx := ratelimit.WithClient(context.Background(), ratelimit.Client{IP: "192.0.2.7"})
	f := &fixture{ctx: ctx, d: d}
	var err error
	if f.shop, err = carttest.Seed(ctx, d, start); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	accounts := []customer.SeedAccount{
		{Locale: i18n.German, Email: "anna@example.de", Password: "Sattel-2026", Firstname: "Anna", Lastname: "Berger"},
		{Locale: i18n.German, Email: "ben@example.de", Password: "Sattel-2026", Firstname: "Ben", Lastname: "Kraus"},
	}
	if err := customer.Seed(ctx, d, accounts); err != nil {
		t.Fatal(err)
	}
	for i, id := range []*int64{&f.anna, &f.ben} {
		if err := d.Read().Get(ctx, id, `SELECT id FROM customer WHERE email_key = ?`, accounts[i].Email); err != nil {
			t.Fatal(err)
		}
	}
	customers, err := customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return start }
	f.catalog = catalog.NewService(d, nil, nil, catalog.WithReadCache(0))
	if f.carts, err = cart.NewService(d, cart.Dependencies{Catalog: f.catalog, Coupons: coupon.NewService(d, now),
		Shipping: shipping.NewService(d, now), Addresses: customers, Limiter: ratelimit.NewDB(d, now)}, cart.Options{Now: now}); err != nil {
		t.Fatal(err)
	}
	if f.svc, err = wishlist.NewService(d, wishlist.Dependencies{Catalog: f.catalog, Carts: f.carts}, wishlist.Options{Now: now}); err != nil {
		t.Fatal(err)
	}
	return f
}

// items reads the first page of a customer's wish list, described now.
func (f *fixture) items(t *testing.T, customerID, wishlistID int64) []described {
	t.Helper()
	items, err := f.svc.Items(f.ctx, customerID, wishlistID, 1, 100)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]described, len(items))
	for i, it := range items {
		found, err := f.catalog.Products(f.ctx, i18n.German, catalog.ProductFilter{IDs: []int64{it.ProductID}})
		if err != nil {
			t.Fatal(err)
		}
		var p *catalog.Product
		if len(found) == 1 {
			p = &found[0]
		}
		out[i] = described{Item: it, View: it.Describe(p, start)}
	}
	return out
}

type described struct {
	wishlist.Item
	wishlist.View
}

func (d described) sku() string {
	switch {
	case d.Variant != nil:
		return d.Variant.SKU
	case d.Product != nil:
		return d.Product.SKU
	}
	return ""
}

func item(sku string, quantity float64, options ...string) wishlist.ItemInput {
	return wishlist.ItemInput{SKU: sku, Quantity: quantity, SelectedOptions: options}
}

func (f *fixture) add(t *testing.T, customerID int64, items ...wishlist.ItemInput) wishlist.Wishlist {
	t.Helper()
	w, userErrors, err := f.svc.Add(f.ctx, customerID, 0, i18n.German, items)
	if err != nil || len(userErrors) > 0 {
		t.Fatalf("add: %v %+v", err, userErrors)
	}
	return w
}

func TestAddMergeAndOptions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		navy := catalog.ConfigurableValueUID(catalog.AttrColor, f.attr(t, "color", "navy"))
		m := catalog.ConfigurableValueUID(catalog.AttrSize, f.attr(t, "size", "m"))
		logo := f.shop.Options["Logo-Art"]
		sublimation := catalog.CustomOptionValueUID(logo.ID, f.shop.Value("Logo-Art", "Sublimation"))

		w := f.add(t, f.anna, item("HOSE-1", 1))
		if w.ID == 0 || w.CustomerID != f.anna || w.ItemsCount != 1 {
			t.Fatalf("first add %+v", w)
		}
		if own, err := f.svc.ForCustomer(f.ctx, f.anna); err != nil || own.ID != w.ID {
			t.Errorf("ForCustomer %+v %v", own, err)
		}
		// Again: the quantity rises, no second item.
		w = f.add(t, f.anna, item("HOSE-1", 2))
		got := f.items(t, f.anna, w.ID)
		if w.ItemsCount != 1 || len(got) != 1 || got[0].Quantity != 3 || got[0].PriceWhenAdded != 5990 || got[0].PriceChanged {
			t.Fatalf("merged %+v %+v", w, got)
		}

		// A configurable without a variant, with one by its values, one by
		// the variant's SKU (the same variant: merged), the club shirt with
		// one option and its required ones left open.
		f.add(t, f.anna, item("JACKE-1", 1))
		f.add(t, f.anna, item("JACKE-1", 1, navy, m), wishlist.ItemInput{SKU: "JACKE-1-NAVY-M", ParentSKU: "JACKE-1", Quantity: 1})
		w = f.add(t, f.anna, wishlist.ItemInput{SKU: "RVL-TX-1", Quantity: 1, SelectedOptions: []string{sublimation},
			EnteredOptions: []cart.EnteredOption{{UID: catalog.CustomOptionUID(f.shop.Options["Name"].ID), Value: " Lotte "}}})
		got = f.items(t, f.anna, w.ID)
		if w.ItemsCount != 4 || len(got) != 4 {
			t.Fatalf("items %+v", got)
		}
		shirt, jacketM, jacket, hose := got[0], got[1], got[2], got[3] // newest first
		if shirt.sku() != "RVL-TX-1" || shirt.Complete || len(shirt.Chosen) != 2 || shirt.Chosen[0].Values[0].Title != "Sublimation" ||
			shirt.Chosen[1].Text != "Lotte" || shirt.UnitPrice != 2490+490+300 || shirt.PriceWhenAdded != 2490+490+300 {
			t.Errorf("shirt %+v", shirt)
		}
		if jacketM.sku() != "JACKE-1-NAVY-M" || jacketM.Quantity != 2 || len(jacketM.Configurable) != 2 || jacketM.UnitPrice != 12900 {
			t.Errorf("jacket in M %+v", jacketM)
		}
		if jacket.sku() != "JACKE-1" || jacket.Variant != nil || jacket.VariantID != 0 || jacket.UnitPrice != 11900 {
			t.Errorf("jacket without a variant %+v", jacket)
		}
		if hose.sku() != "HOSE-1" {
			t.Errorf("oldest %+v", hose)
		}

		// What is refused, each on its own; the good one beside them is
		// added.
		_, userErrors, err := f.svc.Add(f.ctx, f.anna, w.ID, i18n.German, []wishlist.ItemInput{
			item("NOPE-1", 1),
			item("HOSE-1", 1.5),
			item("HOSE-1", 1, navy),
			item("RVL-TX-1", 1, catalog.CustomOptionValueUID(9999, 1)),
			{SKU: "RVL-TX-1", Quantity: 1, EnteredOptions: []cart.EnteredOption{{UID: catalog.CustomOptionUID(f.shop.Options["Name"].ID), Value: "Lotte Charlotte Mustermann"}}},
			{SKU: "JACKE-1-NAVY-M", ParentSKU: "HOSE-1", Quantity: 1},
			item("HAFER-20", 1),
			item("HOSE-1", 999),
		})
		if err != nil {
			t.Fatal(err)
		}
		wantCodes := []struct {
			index int
			code  wishlist.UserErrorCode
			text  string
		}{
			{0, wishlist.ProductNotFound, `Could not find a product with SKU "NOPE-1".`},
			{1, wishlist.Undefined, "Please enter a whole quantity from 1 to 999."},
			{2, wishlist.Undefined, "An option chosen does not belong to this product. Please reload the page and choose again."},
			{3, wishlist.Undefined, "An option chosen does not belong to this product. Please reload the page and choose again."},
			{4, wishlist.Undefined, `"Name" takes at most 15 characters.`},
			{5, wishlist.ProductNotFound, `Could not find a product with SKU "JACKE-1-NAVY-M".`},
			{7, wishlist.Undefined, "Please enter a whole quantity from 1 to 999."},
		}
		if len(userErrors) != len(wantCodes) {
			t.Fatalf("user errors %+v", userErrors)
		}
		for i, w := range wantCodes {
			if ue := userErrors[i]; ue.Index != w.index || ue.Code != w.code || msg(ue.Err) != w.text {
				t.Errorf("user error %d: %+v %q", i, ue, msg(ue.Err))
			}
		}
		if got := f.items(t, f.anna, w.ID); len(got) != 5 || got[0].sku() != "HAFER-20" {
			t.Errorf("after the refusals %+v", got)
		}
		if _, _, err := f.svc.Add(f.ctx, f.anna, w.ID, i18n.German, nil); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("no items: %v", err)
		}
	})
}

func (f *fixture) attr(t *testing.T, attribute, code string) int64 {
	t.Helper()
	var id int64
	if err := f.d.Read().Get(f.ctx, &id, `SELECT o.id FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
		WHERE a.code = ? AND o.code = ?`, attribute, code); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestUpdateRemoveClear(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		w := f.add(t, f.anna, item("HOSE-1", 1), item("JACKE-1", 1), item("HAFER-20", 2))
		got := f.items(t, f.anna, w.ID)
		hafer, jacket, hose := got[0], got[1], got[2]
		qty, note, long := 4.0, "  Für Lotte\nzum Geburtstag ", string(bytes.Repeat([]byte("x"), 256))
		zero := 0.0
		navy := catalog.ConfigurableValueUID(catalog.AttrColor, f.attr(t, "color", "black"))
		m := catalog.ConfigurableValueUID(catalog.AttrSize, f.attr(t, "size", "m"))
		_, userErrors, err := f.svc.Update(f.ctx, f.anna, w.ID, i18n.German, []wishlist.ItemUpdate{
			{ItemID: hose.ID, Quantity: &qty, Description: &note},
			{ItemID: hafer.ID, Quantity: &zero},
			{ItemID: hafer.ID, Description: &long},
			{ItemID: 999999, Quantity: &qty},
			{ItemID: jacket.ID, Options: &wishlist.OptionsUpdate{SelectedOptions: []string{navy, m}}},
		})
		if err != nil || len(userErrors) != 3 || userErrors[0].Index != 1 || userErrors[1].Index != 2 ||
			msg(userErrors[1].Err) != "The note takes at most 255 characters." || userErrors[2].Code != wishlist.ProductNotFound {
			t.Fatalf("update %v %+v", err, userErrors)
		}
		got = f.items(t, f.anna, w.ID)
		if got[2].Quantity != 4 || got[2].Description != "Für Lotte\nzum Geburtstag" || got[0].Quantity != 2 ||
			got[1].sku() != "JACKE-1-BLACK-M" || got[1].PriceWhenAdded != 11900 {
			t.Errorf("after update %+v", got)
		}

		// Another customer's item ids are unknown here; ids not held are
		// user errors, the others go.
		other := f.add(t, f.ben, item("HOSE-1", 1))
		theirs := f.items(t, f.ben, other.ID)[0]
		w, userErrors, err = f.svc.Remove(f.ctx, f.anna, w.ID, []int64{hose.ID, theirs.ID})
		if err != nil || len(userErrors) != 1 || userErrors[0].Index != 1 || w.ItemsCount != 2 {
			t.Errorf("remove %+v %+v %v", w, userErrors, err)
		}
		if n := len(f.items(t, f.ben, other.ID)); n != 1 {
			t.Errorf("ben's item went: %d", n)
		}
		if w, err = f.svc.Clear(f.ctx, f.anna, w.ID); err != nil || w.ItemsCount != 0 {
			t.Errorf("clear %+v %v", w, err)
		}
	})
}

// Another customer's wish list id is NotFound like an unknown one, for
// every method, and nothing changes.
func TestOwnerCheck(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		annas := f.add(t, f.anna, item("HOSE-1", 1))
		item0 := f.items(t, f.anna, annas.ID)[0]
		one := 2.0
		for _, id := range []int64{annas.ID, 999999, -1} {
			checks := map[string]error{}
			_, checks["Get"] = f.svc.Get(f.ctx, f.ben, id)
			_, _, checks["Add"] = f.svc.Add(f.ctx, f.ben, id, i18n.German, []wishlist.ItemInput{item("HAFER-20", 1)})
			_, _, checks["Update"] = f.svc.Update(f.ctx, f.ben, id, i18n.German, []wishlist.ItemUpdate{{ItemID: item0.ID, Quantity: &one}})
			_, _, checks["Remove"] = f.svc.Remove(f.ctx, f.ben, id, []int64{item0.ID})
			_, checks["Clear"] = f.svc.Clear(f.ctx, f.ben, id)
			_, _, checks["MoveToCart"] = f.svc.MoveToCart(f.ctx, f.ben, id, de, nil)
			_, _, checks["no customer"] = f.svc.Add(f.ctx, 0, id, i18n.German, []wishlist.ItemInput{item("HAFER-20", 1)})
			for name, err := range checks {
				if e := apperr.As(err); e.Kind != apperr.NotFound || e.Key != "wishlist.notFound" {
					t.Errorf("%s on %d: %v", name, id, err)
				}
			}
		}
		if items, err := f.svc.Items(f.ctx, f.ben, annas.ID, 1, 20); err != nil || len(items) != 0 {
			t.Errorf("another's items %+v %v", items, err)
		}
		got := f.items(t, f.anna, annas.ID)
		if len(got) != 1 || got[0].Quantity != 1 || got[0].sku() != "HOSE-1" {
			t.Errorf("anna's wish list changed: %+v", got)
		}
		var carts int
		if err := d.Read().Get(f.ctx, &carts, `SELECT COUNT(*) FROM cart`); err != nil || carts != 0 {
			t.Errorf("%d carts %v", carts, err)
		}
	})
}

func TestMoveToCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		navyL := wishlist.ItemInput{SKU: "JACKE-1-NAVY-L", ParentSKU: "JACKE-1", Quantity: 1} // out of stock
		w := f.add(t, f.anna, item("HOSE-1", 2), item("LEER-1", 1), item("JACKE-1", 1), navyL, item("RVL-TX-1", 1), item("LETZTE-1", 3))
		got := f.items(t, f.anna, w.ID)
		byS := map[string]int64{}
		for _, it := range got {
			byS[it.sku()] = it.ID
		}
		// Moving one by name moves only that one.
		w, cartErrors, err := f.svc.MoveToCart(f.ctx, f.anna, w.ID, de, []int64{byS["HOSE-1"]})
		if err != nil || len(cartErrors) != 0 || w.ItemsCount != 5 {
			t.Fatalf("move one %+v %+v %v", w, cartErrors, err)
		}
		// Everything else: the out-of-stock products, the jacket without
		// its variant, the shirt without its required options and more
		// than is in stock stay, each with its reason.
		w, cartErrors, err = f.svc.MoveToCart(f.ctx, f.anna, w.ID, de, nil)
		if err != nil {
			t.Fatal(err)
		}
		reasons := map[int64]string{}
		for _, ce := range cartErrors {
			reasons[ce.ItemID] = string(ce.Code) + ": " + msg(ce.Err)
		}
		wantReasons := map[int64]string{
			byS["LEER-1"]:         `NOT_SALABLE: "Mähnenkamm" is currently out of stock.`,
			byS["JACKE-1"]:        `REQUIRED_PARAMETER_MISSING: Please choose a colour and size of "Reitjacke Nova" first.`,
			byS["JACKE-1-NAVY-L"]: `NOT_SALABLE: "Reitjacke Nova" is currently out of stock.`,
			byS["RVL-TX-1"]:       `REQUIRED_PARAMETER_MISSING: Please choose the options of "Vereinsshirt Lindenhof" first.`,
			byS["LETZTE-1"]:       `INSUFFICIENT_STOCK: Only 1 of "Hufkratzer" are in stock.`,
		}
		if fmt.Sprint(reasons) != fmt.Sprint(wantReasons) || w.ItemsCount != 5 {
			t.Errorf("reasons %v; want %v (%d items)", reasons, wantReasons, w.ItemsCount)
		}
		c, err := f.carts.ForCustomer(f.ctx, f.anna, de)
		if err != nil || len(c.Items) != 1 || c.Items[0].Product.SKU != "HOSE-1" || c.Items[0].Quantity != 2 {
			t.Fatalf("cart %+v %v", c.Items, err)
		}

		// Fixed: the last one in stock moves.
		one := 1.0
		if _, _, err := f.svc.Update(f.ctx, f.anna, w.ID, i18n.German, []wishlist.ItemUpdate{{ItemID: byS["LETZTE-1"], Quantity: &one}}); err != nil {
			t.Fatal(err)
		}
		w, cartErrors, err = f.svc.MoveToCart(f.ctx, f.anna, w.ID, de, []int64{byS["LETZTE-1"], 424242})
		if err != nil || w.ItemsCount != 4 || len(cartErrors) != 1 || cartErrors[0].ItemID != 424242 || cartErrors[0].Code != wishlist.CartUndefined {
			t.Errorf("move the fixed one %+v %+v %v", w, cartErrors, err)
		}
		if c, _ = f.carts.ForCustomer(f.ctx, f.anna, de); len(c.Items) != 2 {
			t.Errorf("cart %+v", c.Items)
		}
	})
}

// Two first adds of one customer at once make one wish list holding both.
func TestConcurrentFirstAdds(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		var wg sync.WaitGroup
		errs := make([]error, 4)
		skus := []string{"HOSE-1", "HAFER-20", "HEU-25", "LETZTE-1"}
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, errs[i] = f.svc.Add(f.ctx, f.anna, 0, i18n.German, []wishlist.ItemInput{item(skus[i], 1)})
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		var lists int
		if err := d.Read().Get(f.ctx, &lists, `SELECT COUNT(*) FROM wishlist WHERE customer_id = ?`, f.anna); err != nil || lists != 1 {
			t.Fatalf("%d wish lists %v", lists, err)
		}
		w, err := f.svc.ForCustomer(f.ctx, f.anna)
		if err != nil || w.ItemsCount != 4 {
			t.Errorf("wish list %+v %v", w, err)
		}
	})
}

func TestLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		var many []wishlist.ItemInput
		for i := 1; i <= carttest.BulkProducts; i++ {
			many = append(many, item(carttest.Bulk(i), 1))
		}
		// 40 bulk products and 8 others; then the same with other options
		// until the list is full.
		f.add(t, f.anna, many...)
		f.add(t, f.anna, item("HOSE-1", 1), item("HAFER-20", 1), item("HEU-25", 1), item("LETZTE-1", 1), item("LEER-1", 1), item("GS-25", 1), item("JACKE-1", 1))
		logo := f.shop.Options["Logo-Art"]
		position := f.shop.Options["Logo-Position"]
		extras := f.shop.Options["Extras"]
		var shirts []wishlist.ItemInput
		for _, l := range logo.Values {
			for _, p := range append(position.Values, catalog.CustomOptionValue{}) {
				for _, e := range append(extras.Values, catalog.CustomOptionValue{}) {
					for n := range 3 {
						opts := []string{catalog.CustomOptionValueUID(logo.ID, l.ID)}
						if p.ID != 0 {
							opts = append(opts, catalog.CustomOptionValueUID(position.ID, p.ID))
						}
						if e.ID != 0 {
							opts = append(opts, catalog.CustomOptionValueUID(extras.ID, e.ID))
						}
						in := item("RVL-TX-1", 1, opts...)
						in.EnteredOptions = []cart.EnteredOption{{UID: catalog.CustomOptionUID(f.shop.Options["Kürzel"].ID), Value: fmt.Sprint("K", n)}}
						shirts = append(shirts, in)
					}
				}
			}
		}
		w, userErrors, err := f.svc.Add(f.ctx, f.anna, 0, i18n.German, shirts[:54])
		if err != nil || w.ItemsCount != wishlist.MaxItems || len(userErrors) != 54-(wishlist.MaxItems-47) ||
			msg(userErrors[0].Err) != "Your wish list is full: it holds at most 100 different items." {
			t.Fatalf("full %d %d %v", w.ItemsCount, len(userErrors), err)
		}
		// Adding to an item held still works; a quantity beyond 999 not.
		_, userErrors, err = f.svc.Add(f.ctx, f.anna, 0, i18n.German, []wishlist.ItemInput{item("HOSE-1", 998), item("HOSE-1", 1)})
		if err != nil || len(userErrors) != 1 || userErrors[0].Index != 1 {
			t.Errorf("quantities %+v %v", userErrors, err)
		}
		if _, err := f.svc.Items(f.ctx, f.anna, w.ID, 1, 101); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("page of 101: %v", err)
		}
		page, err := f.svc.Items(f.ctx, f.anna, w.ID, 5, 24)
		if err != nil || len(page) != 4 {
			t.Errorf("last page %d %v", len(page), err)
		}
	})
}
