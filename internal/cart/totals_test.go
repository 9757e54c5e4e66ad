package cart

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// A worked example: a jacket and a feed sack with 10 % off and shipping.
func TestTotalsExample(t *testing.T) {
	lines := []totalsLine{{Gross: 12900, Rate: 1900, Shippable: true}, {Gross: 3990, Rate: 700, Shippable: true}}
	tenPercent := couponShare{Code: "ZEHN", Label: "10 %", Lines: []catalog.Money{1290, 399}}
	got := computeTotals(lines, []couponShare{tenPercent}, 495, false, 1900)
	// Goods after discount: 116.10 € at 19 %, 35.91 € at 7 %. Shipping
	// 4.95 € split 116.10 : 35.91 = 3.78 € + 1.17 €.
	want := Totals{
		SubtotalInclTax: 16890,
		SubtotalExclTax: 12900 - 2060 + 3990 - 261,
		Discount:        1689, Discounts: []DiscountLine{{Code: "ZEHN", Label: "10 %", Amount: 1689}},
		SubtotalWithDiscountExclTax: 11610 - 1854 + 3591 - 235,
		ShippingInclTax:             495, ShippingExclTax: 378 - 60 + 117 - 8,
		Tax:        1854 + 60 + 235 + 8,
		Taxes:      []TaxLine{{Rate: 1900, Amount: 1914, Goods: 1854, Shipping: 60}, {Rate: 700, Amount: 243, Goods: 235, Shipping: 8}},
		GrandTotal: 16890 - 1689 + 495, GrandTotalExclTax: 11610 - 1854 + 3591 - 235 + 378 - 60 + 117 - 8,
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("totals\n%+v\nwant\n%+v", got, want)
	}
	// Only a voucher: no shipping, and shipping on no goods is 19 %.
	if got := computeTotals([]totalsLine{{Gross: 2500, Rate: 1900}}, nil, 0, false, 1900); got.GrandTotal != 2500 || got.Tax != 399 || got.ShippingInclTax != 0 {
		t.Errorf("voucher %+v", got)
	}
	if got := computeTotals(nil, nil, 495, false, 1900); len(got.Taxes) != 1 || got.Taxes[0].Rate != 1900 || got.Tax != 79 || got.GrandTotal != 495 {
		t.Errorf("shipping alone %+v", got)
	}
}

// The totals property test: over thousands of random carts (lines at 19 %
// and 7 %, shippable or not), random coupons of every type and rule
// applied through the coupon package's own rules, and random shipping,
// the totals add up to the cent and nothing is negative.
func TestTotalsAddUp(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 2026))
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	prefixes := []string{"", "", "RVL-"}
	for n := range 20000 {
		export := r.IntN(4) == 0 // goods outside the EU: shippable lines net
		count := 1 + r.IntN(30)
		lines := make([]totalsLine, count)
		clines := make([]coupon.Line, count)
		for i := range lines {
			unit := catalog.Money(r.IntN(60000))
			if r.IntN(10) == 0 {
				unit = catalog.Money(r.IntN(5)) // a few cents, for rounding's edges
			}
			qty := 1 + r.IntN(5)
			rate := []vat.Rate{1900, 1900, 700, 2550, 480}[r.IntN(5)] // Germany's, Finland's 25.5 %, Ireland's 4.8 %
			sku := "SKU-" + fmt.Sprint(i)
			if r.IntN(4) == 0 {
				sku = "RVL-" + sku
			}
			lines[i] = totalsLine{Gross: unit * catalog.Money(qty), Rate: rate, Shippable: r.IntN(6) != 0}
			lines[i].TaxFree = export && lines[i].Shippable
			clines[i] = coupon.Line{SKU: sku, CategoryIDs: []int64{int64(1 + r.IntN(4))}, Gross: lines[i].Gross}
		}
		found := map[string]coupon.Coupon{}
		var codes []string
		for k := range r.IntN(4) {
			c := coupon.Coupon{ID: int64(k + 1), Code: fmt.Sprintf("C%d", k), Active: true, Combinable: r.IntN(3) != 0,
				SKUPrefix: prefixes[r.IntN(len(prefixes))], MinSubtotal: catalog.Money(r.IntN(20000))}
			switch r.IntN(3) {
			case 0:
				c.Type, c.Amount = coupon.Percent, catalog.Money(1+r.IntN(10000))
			case 1:
				c.Type, c.Amount = coupon.Fixed, catalog.Money(1+r.IntN(200000))
			default:
				c.Type = coupon.FreeShipping
			}
			if r.IntN(4) == 0 {
				c.CategoryIDs = []int64{int64(1 + r.IntN(4))}
			}
			found[c.Code] = c
			codes = append(codes, c.Code)
		}
		res := coupon.Apply(codes, found, nil, coupon.Context{Now: now, Lines: clines})
		var shares []couponShare
		for _, d := range res.Applied {
			shares = append(shares, couponShare{Code: d.Code, Label: d.Code, Lines: d.Lines})
		}
		shippingGross := catalog.Money(0)
		if r.IntN(3) != 0 {
			shippingGross = catalog.Money(r.IntN(3000))
		}
		tot := computeTotals(lines, shares, shippingGross, export, 1900)
		fail := func(format string, args ...any) {
			t.Helper()
			t.Fatalf("case %d: "+format+"\nlines %+v\ncoupons %+v\nshipping %d\ntotals %+v", append(append([]any{n}, args...), lines, res.Applied, shippingGross, tot)...)
		}

		if tot.GrandTotal != tot.SubtotalInclTax-tot.Discount+tot.ShippingInclTax {
			fail("grand total is not subtotal − discounts + shipping")
		}
		if tot.SubtotalWithDiscountExclTax+tot.ShippingExclTax+tot.Tax != tot.GrandTotal {
			fail("net parts and taxes do not add up to the grand total")
		}
		if tot.GrandTotalExclTax != tot.GrandTotal-tot.Tax {
			fail("grand total without tax")
		}
		var taxes, discounts catalog.Money
		for _, tl := range tot.Taxes {
			taxes += tl.Amount
			if tl.Goods+tl.Shipping != tl.Amount || tl.Amount < 0 || tl.Goods < 0 || tl.Shipping < 0 {
				fail("tax line %+v", tl)
			}
		}
		if taxes != tot.Tax {
			fail("applied taxes add up to %d, not %d", taxes, tot.Tax)
		}
		for _, dl := range tot.Discounts {
			discounts += dl.Amount
		}
		if discounts != tot.Discount {
			fail("discounts add up to %d, not %d", discounts, tot.Discount)
		}
		// Each line's shares of the discounts never exceed it, and what is
		// left of each line adds up to the discounted subtotal.
		var left catalog.Money
		byRate := map[vat.Rate]catalog.Money{}
		for i, l := range lines {
			rest := l.Gross
			for _, s := range shares {
				rest -= s.Lines[i]
			}
			if rest < 0 {
				fail("line %d is discounted below zero", i)
			}
			left += rest
			if !l.TaxFree {
				byRate[l.Rate] += rest
			}
		}
		if left != tot.SubtotalInclTax-tot.Discount {
			fail("the lines' rests add up to %d", left)
		}
		// VAT is extracted once per rate from that rate's discounted sum.
		for _, tl := range tot.Taxes {
			if tl.Goods != money.IncludedVAT(byRate[tl.Rate], tl.Rate) {
				fail("VAT of the goods at %d %%", tl.Rate)
			}
		}
		if export {
			// No VAT on exported goods or on the shipping.
			if tot.ShippingInclTax != tot.ShippingExclTax || !tot.Export {
				fail("export shipping is not charged net")
			}
			for _, tl := range tot.Taxes {
				if tl.Shipping != 0 || !hasTaxed(lines, tl.Rate) {
					fail("export tax line %+v", tl)
				}
			}
		}
		for _, v := range []catalog.Money{tot.SubtotalInclTax, tot.SubtotalExclTax, tot.Discount, tot.SubtotalWithDiscountExclTax,
			tot.ShippingInclTax, tot.ShippingExclTax, tot.Tax, tot.GrandTotal, tot.GrandTotalExclTax} {
			if v < 0 {
				fail("a negative amount")
			}
		}
		if tot.SubtotalExclTax > tot.SubtotalInclTax || tot.SubtotalWithDiscountExclTax > tot.SubtotalExclTax || tot.ShippingExclTax > tot.ShippingInclTax {
			fail("an amount without tax above its gross")
		}
	}
}

// hasTaxed reports whether any line of rate carries VAT.
func hasTaxed(lines []totalsLine, rate vat.Rate) bool {
	for _, l := range lines {
		if l.Rate == rate && !l.TaxFree {
			return true
		}
	}
	return false
}

// An export: the goods come net, the shipping's VAT (split over the goods'
// rates) is left out, and no VAT line is charged.
func TestTotalsExport(t *testing.T) {
	// A jacket of 129.00 € gross is 108.40 € net (12900 − 2060), a feed
	// sack of 39.90 € gross 37.29 € net (3990 − 261); 19.95 € shipping
	// splits 108.40 : 37.29 over the rates: 14.84 € (VAT 2.37) and 5.11 €
	// (VAT 0.33), charged 12.47 € + 4.78 €.
	lines := []totalsLine{{Gross: netOf(12900, 1900), Rate: 1900, Shippable: true, TaxFree: true},
		{Gross: netOf(3990, 700), Rate: 700, Shippable: true, TaxFree: true}}
	if lines[0].Gross != 10840 || lines[1].Gross != 3729 {
		t.Fatalf("net prices %d, %d", lines[0].Gross, lines[1].Gross)
	}
	got := computeTotals(lines, nil, 1995, true, 1900)
	want := Totals{SubtotalInclTax: 14569, SubtotalExclTax: 14569, SubtotalWithDiscountExclTax: 14569,
		ShippingInclTax: 1247 + 478, ShippingExclTax: 1247 + 478, GrandTotal: 14569 + 1725, GrandTotalExclTax: 14569 + 1725, Export: true}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("export totals\n%+v\nwant\n%+v", got, want)
	}
	// A voucher beside exported goods keeps its VAT; the shipping none.
	got = computeTotals(append(lines, totalsLine{Gross: 2500, Rate: 1900}), nil, 1995, true, 1900)
	if len(got.Taxes) != 1 || got.Taxes[0] != (TaxLine{Rate: 1900, Amount: 399, Goods: 399}) || got.GrandTotal != 14569+2500+got.ShippingInclTax {
		t.Errorf("voucher beside an export: %+v", got)
	}
}
