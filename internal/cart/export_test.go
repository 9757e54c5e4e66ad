package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// Goods shipped outside the EU (Switzerland) are charged net: the
// shippable items without their VAT, the shipping without its VAT, no
// VAT line for them; a voucher beside them keeps its VAT. Back to a
// German address, the cart charges VAT again.
func TestExportIsChargedWithoutVAT(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 2), item("HAFER-20", 1), item("GS-25", 1))
		net := func(gross catalog.Money, rate vat.Rate) catalog.Money { return gross - money.IncludedVAT(gross, rate) }

		c, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("CH", "8001", "Zürich")})
		if err != nil {
			t.Fatal(err)
		}
		if !c.Totals.Export {
			t.Fatalf("a Swiss address is no export: %+v", c.Totals)
		}
		byS := map[string]cart.Item{}
		for _, it := range c.Items {
			byS[it.Bought().SKU] = it
		}
		hose, oats, voucher := byS["HOSE-1"], byS["HAFER-20"], byS["GS-25"]
		if hose.UnitPrice != net(5990, 1900) || hose.RowTotal != 2*net(5990, 1900) || hose.TaxRate != 0 || hose.PriceChanged ||
			hose.RegularUnitPrice != net(5990, 1900) {
			t.Errorf("breeches: %+v", hose)
		}
		if oats.UnitPrice != net(3990, 700) || oats.RowTotal != net(3990, 700) || oats.TaxRate != 0 {
			t.Errorf("oats: %+v", oats)
		}
		if voucher.UnitPrice != 2500 || voucher.TaxRate != 1900 {
			t.Errorf("the voucher is no export: %+v", voucher)
		}
		tot := c.Totals
		goods := 2*net(5990, 1900) + net(3990, 700) + 2500
		if tot.SubtotalInclTax != goods || len(tot.Taxes) != 1 || tot.Taxes[0] != (cart.TaxLine{Rate: 1900, Amount: 399, Goods: 399}) || tot.Tax != 399 {
			t.Errorf("VAT of an export: %+v", tot)
		}
		if tot.ShippingInclTax != tot.ShippingExclTax || tot.ShippingInclTax <= 0 || tot.ShippingInclTax >= 1995 ||
			c.Shipping.Amount != tot.ShippingInclTax || !c.Shipping.Quote.Export {
			t.Errorf("export shipping: %+v %+v", tot, c.Shipping)
		}
		if tot.GrandTotal != goods+tot.ShippingInclTax || tot.GrandTotalExclTax != tot.GrandTotal-399 {
			t.Errorf("grand total %+v", tot)
		}
		if len(c.ShippingMethods) != 1 || c.ShippingMethods[0].Charged != tot.ShippingInclTax || c.ShippingMethods[0].ChargedExclTax != tot.ShippingInclTax {
			t.Errorf("the methods' prices: %+v", c.ShippingMethods)
		}
		c, err = f.svc.SetShippingMethod(f.ctx, ref, "dhl", "paket")
		if err != nil || c.SelectedShipping == nil || c.SelectedShipping.Charged != tot.ShippingInclTax || !sameTotals(c.Totals, tot) {
			t.Errorf("chosen: %+v %v", c.SelectedShipping, err)
		}
		// Read again, the same.
		if got := f.get(t, ref); !sameTotals(got.Totals, tot) {
			t.Errorf("read back %+v", got.Totals)
		}

		// Austria is in the EU: VAT again, on the gross prices (shipping free from 150 €).
		c, err = f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed("AT", "5020", "Salzburg")})
		if err != nil {
			t.Fatal(err)
		}
		if c.Totals.Export || c.Totals.SubtotalInclTax != 2*5990+3990+2500 || len(c.Totals.Taxes) != 2 || c.Shipping.Amount != 0 || !c.Shipping.Quote.Free {
			t.Errorf("Austria: %+v", c.Totals)
		}

		// A cart of vouchers ships nothing: no shipping address, a Swiss
		// billing address changes nothing, VAT stays.
		vouchers := f.guest(t)
		f.add(t, vouchers, item("GS-25", 2))
		c, err = f.svc.SetBillingAddress(f.ctx, vouchers, cart.BillingInput{Address: cart.AddressInput{Address: typed("CH", "8001", "Zürich")}})
		if err != nil {
			t.Fatal(err)
		}
		if !c.IsVirtual || c.Shipping != nil || c.Totals.Export || c.Totals.Tax != money.IncludedVAT(catalog.Money(5000), 1900) || c.Totals.GrandTotal != 5000 {
			t.Errorf("vouchers to a Swiss buyer: %+v %+v", c.Totals, c.Shipping)
		}
	})
}

func sameTotals(a, b cart.Totals) bool {
	if len(a.Taxes) != len(b.Taxes) || len(a.Discounts) != len(b.Discounts) {
		return false
	}
	for i := range a.Taxes {
		if a.Taxes[i] != b.Taxes[i] {
			return false
		}
	}
	a.Taxes, b.Taxes, a.Discounts, b.Discounts = nil, nil, nil, nil
	return a.SubtotalInclTax == b.SubtotalInclTax && a.GrandTotal == b.GrandTotal && a.ShippingInclTax == b.ShippingInclTax &&
		a.Tax == b.Tax && a.Export == b.Export && a.SubtotalExclTax == b.SubtotalExclTax && a.ShippingExclTax == b.ShippingExclTax
}
