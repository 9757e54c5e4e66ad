package catalog

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/db"
)

// TierPrice is a quantity price (Magento's tier price for all customer
// groups): from Quantity pieces of one cart line on, each piece costs
// Price, or Percent per cent less than the regular price. Exactly one of
// Price and Percent is set.
type TierPrice struct {
	// Quantity is the least number of pieces, at least 2.
	Quantity int
	// Price is the gross unit price in cents; 0 for a percentage.
	Price Money
	// Percent is the reduction off the regular price in whole per cent,
	// 1 to 99; 0 for a fixed price.
	Percent int
}

// Limits of tier prices.
const (
	maxTiers        = 20
	minTierQuantity = 2
	maxTierPercent  = 99
)

// UnitPrice is what one piece costs at this tier for a product whose
// regular price is regular: the fixed price, or the regular price less the
// percentage, rounded half up to the cent.
func (t TierPrice) UnitPrice(regular Money) Money {
	if t.Percent > 0 {
		return Money((int64(regular)*int64(100-t.Percent) + 50) / 100)
	}
	return t.Price
}

// TierFor returns the tier that applies to qty pieces: the one with the
// largest quantity not above qty. ok is false when none does.
func (p Product) TierFor(qty int) (tier TierPrice, ok bool) {
	for _, t := range p.TierPrices {
		if t.Quantity <= qty && (!ok || t.Quantity > tier.Quantity) {
			tier, ok = t, true
		}
	}
	return tier, ok
}

// PricingFor is the Pricing of qty pieces of a product that is bought
// itself (a simple or virtual product, a configurable's variant): what it
// costs now, or the tier price for qty when that is lower. A tier price
// is a quantity price, not a reduction: where it wins, Final is the tier's
// price, Reduced is false and no reference price is stated (PAngV § 11
// concerns reductions), and TierQuantity names the tier.
func (p Product) PricingFor(now time.Time, qty int) Pricing {
	pr := p.ownPricing(now)
	t, ok := p.TierFor(qty)
	if !ok {
		return pr
	}
	unit := t.UnitPrice(p.Price)
	if unit >= pr.Final {
		return pr
	}
	pr.Final, pr.TierQuantity = unit, t.Quantity
	pr.Reduced, pr.Lowest30Days, pr.PercentOff = false, 0, 0
	if pr.BaseUnit != "" {
		pr.BasePrice = p.BasePriceOf(unit)
	}
	return pr
}

// BasePriceOf is a unit price per one BaseUnit of the product's content
// (PAngV's Grundpreis), 0 when the product has no content quantity.
func (p Product) BasePriceOf(unit Money) Money {
	if p.ContentQuantity <= 0 || p.BaseUnit == "" {
		return 0
	}
	return Money(math.Round(float64(unit) / p.ContentQuantity))
}

// validateTiers checks a product's tier prices and the variants' own (in
// any order; they are read back by quantity): quantities at least 2 and each once, a
// fixed price above 0 and below the regular price (a variant's own, else
// its parent's), or a percentage from 1 to 99, never both.
func validateTiers(v validator, in *ProductInput) error {
	if err := checkTiers(v, in.TierPrices, in.Price); err != nil {
		return err
	}
	for i := range in.Variants {
		vi := &in.Variants[i]
		regular := vi.Price
		if regular == 0 {
			regular = in.Price
		}
		if err := checkTiers(v.at(fmt.Sprintf("variants[%d].", i)), vi.TierPrices, regular); err != nil {
			return err
		}
	}
	return nil
}

func checkTiers(v validator, tiers []TierPrice, regular Money) error {
	if len(tiers) > maxTiers {
		return v.fail("catalog.input.tooMany", "tierPrices", "max", maxTiers)
	}
	seen := map[int]bool{}
	for i, t := range tiers {
		tv := v.at(fmt.Sprintf("tierPrices[%d].", i))
		if t.Quantity < minTierQuantity || t.Quantity > maxStock {
			return tv.fail("catalog.tier.quantity", "quantity", "min", minTierQuantity)
		}
		if seen[t.Quantity] {
			return tv.fail("catalog.tier.duplicate", "quantity", "quantity", t.Quantity)
		}
		seen[t.Quantity] = true
		switch {
		case t.Percent != 0 && t.Price != 0:
			return tv.fail("catalog.tier.priceOrPercent", "price")
		case t.Percent != 0:
			if t.Percent < 1 || t.Percent > maxTierPercent {
				return tv.fail("catalog.tier.percent", "percent", "min", 1, "max", maxTierPercent)
			}
		case t.Price <= 0 || t.Price >= regular:
			return tv.fail("catalog.tier.price", "price")
		}
	}
	return nil
}

// writeTiers replaces a product's tier prices.
func writeTiers(ctx context.Context, tx db.Handle, id int64, tiers []TierPrice, exists bool, plan *savePlan) error {
	if exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_tier_price WHERE product_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: clear tier prices of %d: %w", id, err)
		}
	}
	for _, t := range tiers {
		plan.rows.add("product_tier_price", []string{"product_id", "quantity", "price", "percent"},
			id, t.Quantity, int64(t.Price), t.Percent)
	}
	return nil
}

// loadTiers reads the tier prices of products by id, by quantity
// ascending; products without any are missing from the map.
func loadTiers(ctx context.Context, h db.Handle, ids []int64) (map[int64][]TierPrice, error) {
	var rows []struct {
		ProductID int64 `db:"product_id"`
		Quantity  int   `db:"quantity"`
		Price     int64 `db:"price"`
		Percent   int   `db:"percent"`
	}
	if err := selectByIDs(ctx, h, &rows, `SELECT product_id, quantity, price, percent FROM product_tier_price
		WHERE product_id IN (%s) ORDER BY product_id, quantity`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: load tier prices: %w", err)
	}
	out := map[int64][]TierPrice{}
	for _, r := range rows {
		out[r.ProductID] = append(out[r.ProductID], TierPrice{Quantity: r.Quantity, Price: Money(r.Price), Percent: r.Percent})
	}
	return out, nil
}

// tiersOf are the tier prices a product row shows: its own, else (for a
// variant) its parent's.
func tiersOf(tiers map[int64][]TierPrice, r productRow) []TierPrice {
	if own := tiers[r.ID]; len(own) > 0 {
		return own
	}
	return nonNil(tiers[r.owner()])
}

// sameTiers reports whether two lists hold the same tiers, in any order.
func sameTiers(a, b []TierPrice) bool {
	return TierPricesText(a) == TierPricesText(b)
}

// TierPricesText writes tiers by quantity ascending as the CSV's
// tier_prices and the audit trail name them: "5:17.90|10:10%", a fixed
// unit price in euros with two decimals or a percentage off; "" for none.
func TierPricesText(tiers []TierPrice) string {
	sorted := slices.Clone(tiers)
	slices.SortFunc(sorted, func(a, b TierPrice) int { return a.Quantity - b.Quantity })
	parts := make([]string, len(sorted))
	for i, t := range sorted {
		if t.Percent > 0 {
			parts[i] = fmt.Sprintf("%d:%d%%", t.Quantity, t.Percent)
		} else {
			parts[i] = fmt.Sprintf("%d:%d.%02d", t.Quantity, t.Price/100, t.Price%100)
		}
	}
	return strings.Join(parts, "|")
}

// ParseTierPrices reads TierPricesText's form ("5:17.90|10:10%"; a price
// may be written with a comma, "17,90"). It answers ok false for text of
// another form; the catalogue's validation judges the values.
func ParseTierPrices(s string) (tiers []TierPrice, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, true
	}
	for _, part := range strings.Split(s, "|") {
		qty, value, found := strings.Cut(strings.TrimSpace(part), ":")
		if !found {
			return nil, false
		}
		n, err := strconv.Atoi(strings.TrimSpace(qty))
		if err != nil {
			return nil, false
		}
		value = strings.TrimSpace(value)
		if pct, isPercent := strings.CutSuffix(value, "%"); isPercent {
			p, err := strconv.Atoi(strings.TrimSpace(pct))
			if err != nil {
				return nil, false
			}
			tiers = append(tiers, TierPrice{Quantity: n, Percent: p})
			continue
		}
		price, ok := parseCents(strings.Replace(value, ",", ".", 1))
		if !ok {
			return nil, false
		}
		tiers = append(tiers, TierPrice{Quantity: n, Price: price})
	}
	return tiers, true
}

// parseCents reads a euro amount with at most two decimals ("17.9",
// "17.90", "18") as cents.
func parseCents(s string) (Money, bool) {
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 || w > int64(MaxPrice/100) {
		return 0, false
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil || f < 0 {
		return 0, false
	}
	return Money(w*100 + f), true
}

// shiftTiers changes the fixed tier prices as a bulk price change changes
// the regular price, so that they stay below it; percentages follow by
// themselves.
func shiftTiers(tiers []TierPrice, change func(Money) Money) []TierPrice {
	out := slices.Clone(tiers)
	for i := range out {
		if out[i].Percent == 0 {
			out[i].Price = change(out[i].Price)
		}
	}
	return out
}
