package admin

import (
	"paddock/internal/catalog"
	"paddock/internal/graph/admin/model"
)

// tierPrices are a product's or variant's tier prices as the editor shows
// them.
func tierPrices(tiers []catalog.TierPrice) []*model.ProductTierPrice {
	out := make([]*model.ProductTierPrice, len(tiers))
	for i, t := range tiers {
		out[i] = &model.ProductTierPrice{Quantity: t.Quantity, Price: int(t.Price), Percent: t.Percent}
	}
	return out
}

// tierPricesInput are the editor's tier prices as the catalogue saves
// them; the catalogue's validation judges them.
func tierPricesInput(in []*model.ProductTierPriceInput) []catalog.TierPrice {
	if len(in) == 0 {
		return nil
	}
	out := make([]catalog.TierPrice, len(in))
	for i, t := range in {
		out[i] = catalog.TierPrice{Quantity: t.Quantity, Price: catalog.Money(deref(t.Price, 0)), Percent: deref(t.Percent, 0)}
	}
	return out
}

// withTiers puts the tier prices of a product and its variants into the
// editor's data.
func withTiers(d *model.ProductData, in catalog.ProductInput) *model.ProductData {
	d.TierPrices = tierPrices(in.TierPrices)
	for i, v := range in.Variants {
		if i < len(d.Variants) {
			d.Variants[i].TierPrices = tierPrices(v.TierPrices)
		}
	}
	return d
}

// withTierInputs puts the editor's tier prices of a product and its
// variants into the input the catalogue saves.
func withTierInputs(out *catalog.ProductInput, in model.ProductInput) {
	out.TierPrices = tierPricesInput(in.TierPrices)
	for i, v := range in.Variants {
		if i < len(out.Variants) {
			out.Variants[i].TierPrices = tierPricesInput(v.TierPrices)
		}
	}
}
