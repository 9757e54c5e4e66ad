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

// A business in another member state buying with its VAT id is charged
// net, as a tax-free intra-community supply (reverse charge): the goods
// and the shipping without VAT, no VAT line; Export stays unset. The
// same address as a consumer's (no company), or with a German VAT id, or
// a VAT id of the wrong form, pays VAT again.
func TestIntraCommunitySupplyIsChargedWithoutVAT(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 1), item("HAFER-20", 1))
		net := func(gross catalog.Money, rate vat.Rate) catalog.Money { return gross - money.IncludedVAT(gross, rate) }
		business := func(id string) cart.AddressInput {
			a := typed("FR", "75001", "Paris")
			a.Company, a.VATID = s("Écurie du Lac SARL"), s(id)
			return cart.AddressInput{Address: a}
		}

		c, err := f.svc.SetShippingAddress(f.ctx, ref, business("FR40303265045"))
		if err != nil {
			t.Fatal(err)
		}
		tot := c.Totals
		if !tot.ReverseCharge || tot.Export || tot.Tax != 0 || len(tot.Taxes) != 0 {
			t.Fatalf("a French business with its VAT id: %+v", tot)
		}
		goods := net(5990, 1900) + net(3990, 700)
		if tot.SubtotalInclTax != goods || tot.ShippingInclTax != tot.ShippingExclTax || tot.GrandTotal != goods+tot.ShippingInclTax ||
			tot.GrandTotalExclTax != tot.GrandTotal {
			t.Errorf("net totals: %+v", tot)
		}
		for _, it := range c.Items {
			if it.TaxRate != 0 {
				t.Errorf("item %s at %s %%", it.Bought().SKU, it.TaxRate)
			}
		}

		for name, in := range map[string]cart.AddressInput{
			"a consumer":      {Address: typed("FR", "75001", "Paris")},
			"a German VAT id": business("DE318457922"),
			"a malformed id":  business("FR123"),
		} {
			c, err := f.svc.SetShippingAddress(f.ctx, ref, in)
			if err != nil {
				t.Fatal(err)
			}
			if c.Totals.ReverseCharge || c.Totals.Tax == 0 || c.Totals.SubtotalInclTax != 5990+3990 {
				t.Errorf("%s pays VAT: %+v", name, c.Totals)
			}
		}
	})
}
