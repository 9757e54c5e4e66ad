package csvio

import (
	"strings"

	"paddock/internal/catalog"
)

// Tier prices travel in additional_attributes as tier_prices: quantity and
// a unit price in euros or a percentage off the regular price, tiers
// separated by "|" ("tier_prices=5:17.90|10:10%"), on a product's row and
// on a variant's own.

// appendTiers adds a product's or variant's tier prices to the pairs of
// additional_attributes.
func appendTiers(kv [][2]string, tiers []catalog.TierPrice) [][2]string {
	if len(tiers) == 0 {
		return kv
	}
	return append(kv, [2]string{attrTierPrices, catalog.TierPricesText(tiers)})
}

// tiers reads tier_prices of a row's additional_attributes; a value of
// another form is reported, and the catalogue's validation judges the
// tiers themselves.
func (d *decoder) tiers(r row, kv map[string]string) []catalog.TierPrice {
	v := strings.TrimSpace(kv[attrTierPrices])
	if v == "" {
		return nil
	}
	tiers, ok := catalog.ParseTierPrices(v)
	if !ok {
		d.rep.invalid(r.line, colAdditional, attrTierPrices+"="+v, "csvio.tierPrices")
		return nil
	}
	return tiers
}
