package cart_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// FuzzAddItems feeds AddItems what a client may send in a CartItemInput:
// any SKU, parent SKU, quantity, option uids and texts. Nothing may fail
// but as a user error with one of Magento's codes and a translated
// message, and the cart must still add up. It runs on SQLite (each fuzz
// worker is its own process).
func FuzzAddItems(f *testing.F) {
	fx := newFixture(f, dbtest.New(f, db.SQLite))
	ref := fx.guest(f)
	kuerzel := catalog.CustomOptionUID(fx.shop.Options["Kürzel"].ID)
	for _, seed := range []struct {
		sku, parent             string
		quantity                float64
		selected, entered, text string
	}{
		{"HOSE-1", "", 1, "", "", ""},
		{"RVL-TX-1", "", 2, fx.value("Logo-Art", "Stick"), kuerzel, "RVL"},
		{"JACKE-1", "", 1, fx.colour("navy"), "", ""},
		{"JACKE-1-BLACK-M", "JACKE-1", 1e9, "", "", ""},
		{"\xff\x00", "x", math.NaN(), "%%%", "Y3VzdG9tLW9wdGlvbi8w", strings.Repeat("ä", 300)},
		{"GS-25", "", -1, "Y29uZmlndXJhYmxlL2NvbG9yLzk5OTk5OTk5OTk5OTk5OTk5OTk5", kuerzel, "\u202egrüße"},
	} {
		f.Add(seed.sku, seed.parent, seed.quantity, seed.selected, seed.entered, seed.text)
	}
	codes := []cart.UserErrorCode{cart.ProductNotFound, cart.NotSalable, cart.InsufficientStock, cart.RequiredParameterMissing,
		cart.InvalidParameterValue, cart.Undefined}
	f.Fuzz(func(t *testing.T, sku, parent string, quantity float64, selected, entered, text string) {
		in := cart.ItemInput{SKU: sku, ParentSKU: parent, Quantity: quantity}
		if selected != "" {
			in.SelectedOptions = []string{selected}
		}
		if entered != "" {
			in.EnteredOptions = []cart.EnteredOption{{UID: entered, Value: text}}
		}
		c, userErrors, err := fx.svc.AddItems(fx.ctx, ref, []cart.ItemInput{in})
		if err != nil {
			t.Fatalf("AddItems(%+v): %v", in, err)
		}
		for _, ue := range userErrors {
			if !slices.Contains(codes, ue.Code) || ue.Err == nil || ue.Err.Kind != apperr.Invalid {
				t.Fatalf("AddItems(%+v): user error %+v", in, ue)
			}
			if m := i18n.Messages().T(i18n.French, ue.Err.Key, ue.Err.Args...); m == ue.Err.Key || strings.Contains(m, "{{") {
				t.Fatalf("AddItems(%+v): message %q", in, m)
			}
		}
		tot := c.Totals
		if tot.GrandTotal != tot.SubtotalInclTax-tot.Discount+tot.ShippingInclTax ||
			tot.SubtotalWithDiscountExclTax+tot.ShippingExclTax+tot.Tax != tot.GrandTotal {
			t.Fatalf("totals do not add up: %+v", tot)
		}
		for _, it := range c.Items {
			if it.Quantity < 1 || it.Quantity > cart.MaxQuantity {
				t.Fatalf("an item of %d", it.Quantity)
			}
		}
	})
}
