package demo

import "paddock/internal/catalog"

// tierPrices are the demo's quantity prices: stable supplies a yard buys
// by the sack or the box. The curry comb's variants take their parent's.
func tierPrices() map[string][]catalog.TierPrice {
	return map[string][]catalog.TierPrice{
		// Pferdemüsli Alltag, 20 kg at 27.95 €
		"ST-MU-ALLTAG": {{Quantity: 5, Price: 2595}, {Quantity: 10, Price: 2495}},
		// Leckerlis Apfel, 1 kg at 5.95 €
		"ST-LE-APFEL": {{Quantity: 6, Price: 545}, {Quantity: 12, Percent: 15}},
		// Gummistriegel Kreis, every colour
		"ST-PZ-KREIS": {{Quantity: 3, Percent: 10}},
	}
}

// withTierPrices gives the planned products their tier prices.
func withTierPrices(plan []planned) {
	tiers := tierPrices()
	for i := range plan {
		if t, ok := tiers[plan[i].in.SKU]; ok {
			plan[i].in.TierPrices = t
		}
	}
}
