package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
)

// With OSS on, a consumer's goods sent to another member state carry that
// state's VAT, standard or reduced by the product's tax class, exact to a
// hundredth of a per cent (Finland 25.5 %, Ireland's feed 4.8 %); the
// shipping follows the goods' mix of those rates. Keeping the gross, the
// shopper pays the German price; keeping the net, the price is the German
// net with the destination's VAT. OSS off, Germany, an export and a
// business with a VAT id keep what they had.
func TestDestinationVAT(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 1), item("HAFER-20", 1))
		ship := func(country, postcode, city string) cart.Cart {
			t.Helper()
			c, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: typed(country, postcode, city)})
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		rates := func(c cart.Cart) (out []vat.Rate) {
			for _, it := range c.Items {
				out = append(out, it.TaxRate)
			}
			return out
		}
		// checkGross checks a cart keeping the German gross at the
		// destination's rates: VAT extracted per rate from the goods, and
		// from the shipping split over them.
		checkGross := func(name string, c cart.Cart, country string, standard, reduced vat.Rate) {
			t.Helper()
			tot := c.Totals
			if got := rates(c); len(got) != 2 || got[0] != standard || got[1] != reduced || tot.VATCountry != country {
				t.Fatalf("%s: items at %v, VAT of %q", name, got, tot.VATCountry)
			}
			if c.Items[0].UnitPrice != 5990 || c.Items[1].UnitPrice != 3990 || tot.SubtotalInclTax != 9980 {
				t.Errorf("%s: the gross prices changed: %+v", name, tot)
			}
			if len(tot.Taxes) != 2 || tot.Taxes[0].Rate != standard || tot.Taxes[1].Rate != reduced ||
				tot.Taxes[0].Goods != money.IncludedVAT(catalog.Money(5990), standard) || tot.Taxes[1].Goods != money.IncludedVAT(catalog.Money(3990), reduced) {
				t.Fatalf("%s: taxes %+v", name, tot.Taxes)
			}
			shares := money.SplitByRate(tot.ShippingInclTax, map[vat.Rate]catalog.Money{standard: 5990, reduced: 3990}, standard)
			if tot.Taxes[0].Shipping != money.IncludedVAT(shares[standard], standard) || tot.Taxes[1].Shipping != money.IncludedVAT(shares[reduced], reduced) {
				t.Errorf("%s: shipping's VAT %+v of %d", name, tot.Taxes, tot.ShippingInclTax)
			}
			if tot.GrandTotal != 9980+tot.ShippingInclTax || tot.GrandTotalExclTax+tot.Tax != tot.GrandTotal {
				t.Errorf("%s: totals %+v", name, tot)
			}
		}

		// OSS off (the default): German VAT to France too.
		checkGross("OSS off", ship("FR", "75001", "Paris"), "DE", 1900, 700)

		if err := f.settings.SetTax(f.ctx, settings.Tax{OSS: true, CrossBorder: settings.CrossBorderGross}); err != nil {
			t.Fatal(err)
		}
		fr := ship("FR", "75001", "Paris")
		checkGross("France", fr, "FR", 2000, 1000)
		// The same gross: the breeches' VAT is 59.90 × 20/120.
		if fr.Totals.Taxes[0].Goods != 998 || fr.Totals.ShippingInclTax != 995 {
			t.Errorf("France: %+v", fr.Totals)
		}
		checkGross("Finland", ship("FI", "00100", "Helsinki"), "FI", 2550, 1400)
		checkGross("Ireland", ship("IE", "D02 X285", "Dublin"), "IE", 2300, 480)
		checkGross("Germany", ship("DE", "80802", "München"), "DE", 1900, 700)
		if ch := ship("CH", "8001", "Zürich"); !ch.Totals.Export || ch.Totals.Tax != 0 || ch.Totals.VATCountry != "DE" {
			t.Errorf("an export stays one: %+v", ch.Totals)
		}
		business := typed("FR", "75001", "Paris")
		business.Company, business.VATID = s("Écurie du Lac SARL"), s("FR40303265045")
		c, err := f.svc.SetShippingAddress(f.ctx, ref, cart.AddressInput{Address: business})
		if err != nil {
			t.Fatal(err)
		}
		if !c.Totals.ReverseCharge || c.Totals.Tax != 0 || c.Totals.VATCountry != "DE" || c.Items[0].UnitPrice != money.Net(catalog.Money(5990), 1900) {
			t.Errorf("a business with its VAT id is still charged net (reverse charge): %+v", c.Totals)
		}

		// Keeping the net: 59.90 € is 50.34 € net in Germany, 60.41 € with
		// France's 20 %; 39.90 € of oats 37.29 € net, 41.02 € with 10 %.
		if err := f.settings.SetTax(f.ctx, settings.Tax{OSS: true, CrossBorder: settings.CrossBorderNet}); err != nil {
			t.Fatal(err)
		}
		fr = ship("FR", "75001", "Paris")
		hose, oats := fr.Items[0], fr.Items[1]
		if hose.UnitPrice != 6041 || hose.RowTotal != 6041 || hose.RegularUnitPrice != 6041 || hose.TaxRate != 2000 || oats.UnitPrice != 4102 || oats.TaxRate != 1000 {
			t.Fatalf("net kept: %+v %+v", hose, oats)
		}
		if fr.Totals.SubtotalInclTax != 6041+4102 || fr.Totals.Taxes[0].Goods != 6041-5034 || fr.Totals.Taxes[1].Goods != 4102-3729 {
			t.Errorf("net kept: %+v", fr.Totals)
		}
		if de := ship("DE", "80802", "München"); de.Items[0].UnitPrice != 5990 || de.Items[1].UnitPrice != 3990 {
			t.Errorf("Germany keeps the catalogue's prices: %+v", de.Items)
		}
		if err := f.settings.SetTax(f.ctx, settings.Tax{OSS: true, CrossBorder: "both"}); err == nil {
			t.Error("an unknown cross-border mode was stored")
		}
	})
}
