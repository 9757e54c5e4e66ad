package demo

import "testing"

// The demo's tier prices land on products that exist, below their price,
// and none on a product whose history or special price could beat them.
func TestDemoTierPrices(t *testing.T) {
	plan, err := seedPlan(testNow)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, p := range plan {
		if len(p.in.TierPrices) == 0 {
			continue
		}
		found++
		if len(p.history) > 0 || p.in.SpecialPrice != nil {
			t.Errorf("%s: tiers beside a price history or special price", p.in.SKU)
		}
		for _, tier := range p.in.TierPrices {
			if tier.UnitPrice(p.in.Price) >= p.in.Price {
				t.Errorf("%s: tier %+v not below %d", p.in.SKU, tier, p.in.Price)
			}
		}
	}
	if found != len(tierPrices()) {
		t.Errorf("%d products with tiers; want %d", found, len(tierPrices()))
	}
}
