package cart

import (
	"cmp"
	"slices"

	"paddock/internal/catalog"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// totalsLine is a line as the totals see it.
type totalsLine struct {
	Gross     catalog.Money // unit price × quantity, VAT included (net for TaxFree)
	Rate      vat.Rate      // VAT rate of the product (also for TaxFree: it weighs the shipping)
	Shippable bool          // not virtual
	// TaxFree marks goods exported (shipped outside the EU): Gross is
	// their net price already, and they carry no VAT.
	TaxFree bool
}

// netOf is a gross amount without the VAT of rate, rounded as the VAT is
// (money.Net): what an export is charged.
func netOf(gross catalog.Money, rate vat.Rate) catalog.Money { return money.Net(gross, rate) }

// couponShare is one coupon's discount: its label and what it takes off
// each line, in the lines' order.
type couponShare struct {
	Code, Label string
	Lines       []catalog.Money
}

// computeTotals computes a cart's totals from its lines, the coupons'
// shares of each line and the gross shipping price:
//
//  1. a line's discounted gross is its gross less every coupon's share of
//     it (the coupon package allocated each discount over its lines by
//     the largest-remainder method, so the shares add up to the cent);
//  2. the VAT of the goods is extracted once per rate, from the sum of
//     that rate's discounted gross (not line by line, which would drift by
//     a cent per line);
//  3. the shipping is split over the rates in proportion to the
//     discounted gross of the shippable goods of each rate, again by the
//     largest remainder, and each share's VAT extracted at its rate
//     (standard, the standard rate of the country whose VAT applies, when
//     no shippable goods weigh anything);
//  4. everything else is sums and differences of these, so the totals add
//     up by construction.
//
// An export (export set: the goods go outside the EU) charges no German
// VAT: its TaxFree lines come net already, and each rate's share of the
// shipping is charged without its VAT, so the totals carry no VAT lines
// for them; ShippingInclTax is then the net shipping charged.
func computeTotals(lines []totalsLine, coupons []couponShare, shippingGross catalog.Money, export bool, standard vat.Rate) Totals {
	t := Totals{Export: export}
	gross := map[vat.Rate]catalog.Money{}      // taxed goods before discounts, by rate
	discounted := map[vat.Rate]catalog.Money{} // taxed goods after discounts, by rate
	free := map[vat.Rate]catalog.Money{}       // tax-free goods before discounts, by rate
	freeDisc := map[vat.Rate]catalog.Money{}   // tax-free goods after discounts, by rate
	shippable := map[vat.Rate]catalog.Money{}  // shippable goods after discounts, by rate
	rates := map[vat.Rate]bool{}
	for i, l := range lines {
		net := l.Gross
		for _, c := range coupons {
			net -= c.Lines[i]
		}
		if l.TaxFree {
			free[l.Rate] += l.Gross
			freeDisc[l.Rate] += net
		} else {
			gross[l.Rate] += l.Gross
			discounted[l.Rate] += net
		}
		if l.Shippable {
			shippable[l.Rate] += net
		}
		rates[l.Rate] = true
		t.SubtotalInclTax += l.Gross
	}
	for _, c := range coupons {
		var amount catalog.Money
		for _, share := range c.Lines {
			amount += share
		}
		t.Discounts = append(t.Discounts, DiscountLine{Code: c.Code, Label: c.Label, Amount: amount})
		t.Discount += amount
	}

	// Shipping by the shippable goods' mix of rates (the standard rate
	// when no goods weigh anything).
	weights := map[vat.Rate]catalog.Money{}
	for r := range rates {
		weights[r] = shippable[r]
	}
	shippingByRate := money.SplitByRate(shippingGross, weights, standard)
	for r := range shippingByRate {
		rates[r] = true
	}
	order := make([]vat.Rate, 0, len(rates))
	for r := range rates {
		order = append(order, r)
	}
	slices.SortFunc(order, func(a, b vat.Rate) int { return cmp.Compare(b, a) })

	for _, r := range order {
		goodsVAT := money.IncludedVAT(discounted[r], r)
		shippingVAT := money.IncludedVAT(shippingByRate[r], r)
		t.SubtotalExclTax += gross[r] - money.IncludedVAT(gross[r], r) + free[r]
		t.SubtotalWithDiscountExclTax += discounted[r] - goodsVAT + freeDisc[r]
		t.ShippingExclTax += shippingByRate[r] - shippingVAT
		if export {
			shippingVAT = 0 // exported: the shipping is charged net (ShippingExclTax)
		}
		if gross[r] > 0 || (!export && shippingByRate[r] > 0) {
			t.Taxes = append(t.Taxes, TaxLine{Rate: r, Amount: goodsVAT + shippingVAT, Goods: goodsVAT, Shipping: shippingVAT})
		}
		t.Tax += goodsVAT + shippingVAT
	}
	t.ShippingInclTax = shippingGross
	if export {
		t.ShippingInclTax = t.ShippingExclTax
	}
	t.GrandTotal = t.SubtotalInclTax - t.Discount + t.ShippingInclTax
	t.GrandTotalExclTax = t.SubtotalWithDiscountExclTax + t.ShippingExclTax
	return t
}
