package catalog

import (
	"math"
	"time"
	_ "time/tzdata" // sale days are Berlin days on every machine, tz database or not

	"paddock/internal/platform/i18n"
)

// MaxPrice is the exclusive upper bound of a price: one million euro.
const MaxPrice Money = 100_000_000

// berlin is the shop's time zone: special price dates are its calendar
// days. The location is read once; it never changes while the program runs.
var berlin = i18n.Berlin

// dayStart is the instant, in UTC, the Berlin day of t begins.
func dayStart(t time.Time) time.Time {
	y, m, d := t.In(berlin).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, berlin).UTC()
}

// nextDayStart is the instant, in UTC, the Berlin day after t's begins.
func nextDayStart(t time.Time) time.Time {
	y, m, d := t.In(berlin).Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, berlin).UTC()
}

// priceSettings are what decides a product's price at a moment; the price
// history keeps one snapshot per change.
type priceSettings struct {
	Price   Money
	Special *Money
	// From and To are the first and last day of the special price, as the
	// instants those Berlin days begin; nil for open.
	From, To *time.Time
}

// reduces reports whether the special price is a reduction at all.
func (s priceSettings) reduces() bool { return s.Special != nil && *s.Special < s.Price }

// windowOpen reports whether now lies within the special price's days.
func (s priceSettings) windowOpen(now time.Time) bool {
	if s.From != nil && now.Before(dayStart(*s.From)) {
		return false
	}
	return s.To == nil || now.Before(nextDayStart(*s.To))
}

// final is the price a customer pays at now.
func (s priceSettings) final(now time.Time) Money {
	if s.reduces() && s.windowOpen(now) {
		return *s.Special
	}
	return s.Price
}

// same reports whether two settings give the same prices on every day.
func (s priceSettings) same(o priceSettings) bool {
	return s.Price == o.Price && equalMoney(s.Special, o.Special) && equalDay(s.From, o.From) && equalDay(s.To, o.To)
}

func equalMoney(a, b *Money) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func equalDay(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return dayStart(*a).Equal(dayStart(*b))
}

// priceSnapshot is one entry of the price history: the settings from At on.
type priceSnapshot struct {
	At time.Time
	priceSettings
}

// lowest30Days computes the reference price of the current or next
// reduction of the newest snapshot in history (sorted by At): the lowest
// price the product had in the 30 days before the reduction began. The
// reduction began when its window opened, or when the special price was set
// if the window was open already. It returns 0 when the newest settings
// reduce nothing, now or later. Without any history before the reduction
// the regular price is the reference, as nothing lower was ever asked.
func lowest30Days(history []priceSnapshot, sales []saleVersion) Money {
	if len(history) == 0 {
		return 0
	}
	cur := history[len(history)-1]
	if !cur.reduces() || (cur.To != nil && !cur.At.Before(nextDayStart(*cur.To))) {
		return 0
	}
	setAt := cur.At
	for i := len(history) - 2; i >= 0; i-- {
		h := history[i]
		if !h.reduces() || *h.Special != *cur.Special || !equalDay(h.From, cur.From) {
			break
		}
		setAt = h.At
	}
	began := setAt
	if cur.From != nil && dayStart(*cur.From).After(began) {
		began = dayStart(*cur.From)
	}
	since := began.In(berlin).AddDate(0, 0, -30).UTC()
	if lowest, ok := lowestBetween(history, sales, since, began); ok {
		return lowest
	}
	return cur.Price
}

func (p Product) settings() priceSettings {
	return priceSettings{Price: p.Price, Special: p.SpecialPrice, From: p.SpecialFrom, To: p.SpecialTo}
}

// Pricing computes the prices shown at now. For a configurable product
// they are those of its active variant with the lowest final price.
func (p Product) Pricing(now time.Time) Pricing {
	if low, _, ok := p.variantRange(now); ok {
		return low
	}
	return p.ownPricing(now)
}

// PriceRange returns the lowest and the highest prices of a configurable
// product's active variants by final price; for other products both are
// its Pricing.
func (p Product) PriceRange(now time.Time) (lowest, highest Pricing) {
	if low, high, ok := p.variantRange(now); ok {
		return low, high
	}
	own := p.ownPricing(now)
	return own, own
}

func (p Product) variantRange(now time.Time) (lowest, highest Pricing, ok bool) {
	if p.Type != Configurable {
		return lowest, highest, false
	}
	for _, v := range p.Variants {
		if !v.IsActive {
			continue
		}
		pr := v.ownPricing(now)
		if !ok || pr.Final < lowest.Final {
			lowest = pr
		}
		if !ok || pr.Final > highest.Final {
			highest = pr
		}
		ok = true
	}
	return lowest, highest, ok
}

// Reference is the price a reduction is stated against, the one struck
// through beside Final and the base of PercentOff (PAngV § 11): the lowest
// price of the 30 days before the reduction. ok is false when Final is not
// below it: then no reduction may be advertised at all, neither a badge
// nor a struck-out price, even while a special price applies.
func (p Pricing) Reference() (price Money, ok bool) {
	if !p.Reduced || p.Lowest30Days <= p.Final {
		return 0, false
	}
	return p.Lowest30Days, true
}

func (p Product) ownPricing(now time.Time) Pricing {
	tax := p.TaxClass
	if tax == "" {
		tax = StandardRate
	}
	s := p.settings()
	pr := Pricing{Regular: p.Price, Final: s.final(now), TaxClass: tax}
	sale, began, onSale := saleAt(p.sales, p.Price, now)
	history := p.history
	if len(history) == 0 && len(p.sales) > 0 {
		// A product without a recorded history had its settings always.
		history = []priceSnapshot{{priceSettings: s}}
	}
	onSale = onSale && sale < pr.Final
	if onSale {
		pr.Final = sale
	}
	if pr.Final < pr.Regular {
		pr.Reduced = true
		pr.Lowest30Days = p.Lowest30Days
		switch {
		case onSale:
			// A sale window's reduction is stated against the lowest price
			// charged in the 30 days before it began, earlier sale prices
			// included.
			pr.Lowest30Days = p.Price
			if lowest, ok := lowestBetween(history, p.sales, began.In(berlin).AddDate(0, 0, -30).UTC(), began); ok {
				pr.Lowest30Days = lowest
			}
		case len(p.sales) > 0:
			pr.Lowest30Days = lowest30Days(history, p.sales)
		}
		if pr.Lowest30Days <= 0 {
			pr.Lowest30Days = p.Price
		}
		if pr.Lowest30Days > pr.Final {
			pr.PercentOff = int((pr.Lowest30Days - pr.Final) * 100 / pr.Lowest30Days)
		}
	}
	if p.ContentQuantity > 0 && p.BaseUnit != "" {
		pr.BasePrice = Money(math.Round(float64(pr.Final) / p.ContentQuantity))
		pr.BaseUnit = p.BaseUnit
	}
	return pr
}
