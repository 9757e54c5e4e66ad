package commerce

import (
	"math"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
)

// priceTiers are a product's tier prices as Magento's price_tiers lists
// them: each tier's unit price, its quantity and its discount against the
// regular price, with Paddock's base price per unit. Only tiers below what
// one piece costs now are listed: a special price at or below a tier makes
// the tier no offer. A configurable product's tiers are priced at its own
// price; each variant lists its own (or inherited) at its price.
func priceTiers(p catalog.Product, now time.Time) []*model.TierPrice {
	out := []*model.TierPrice{}
	if len(p.TierPrices) == 0 {
		return out
	}
	one := p.PricingFor(now, 1).Final
	for _, t := range p.TierPrices {
		unit := t.UnitPrice(p.Price)
		if unit >= one {
			continue
		}
		off := p.Price - unit
		percent := float64(t.Percent)
		if t.Percent == 0 && p.Price > 0 {
			percent = math.Round(float64(off)*10000/float64(p.Price)) / 100
		}
		tier := &model.TierPrice{
			FinalPrice: money(unit),
			Quantity:   ptr(float64(t.Quantity)),
			Discount:   &model.ProductDiscount{AmountOff: ptr(euros(off)), PercentOff: ptr(percent)},
		}
		if base := p.BasePriceOf(unit); base > 0 {
			tier.BasePrice = money(base)
		}
		out = append(out, tier)
	}
	return out
}
