package coupon

import (
	"slices"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/money"
)

// Normalize is a code as stored: trimmed and upper case. ok is false for a
// code that cannot exist: empty, too long, or with characters other than
// letters A–Z, digits, '-' and '_'.
func Normalize(code string) (string, bool) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if code == "" || len(code) > MaxCodeLength {
		return "", false
	}
	for _, r := range code {
		if (r < 'A' || r > 'Z') && (r < '0' || r > '9') && r != '-' && r != '_' {
			return "", false
		}
	}
	return code, true
}

// Apply is Evaluate without the database: it applies the coupons found for
// codes (by normalized code) to the context's lines in order, given the
// uses of each coupon (by coupon id) by the context's customer or its
// email's mailbox.
func Apply(codes []string, found map[string]Coupon, customerUses map[int64]int, c Context) Result {
	var res Result
	left := make([]catalog.Money, len(c.Lines))
	var subtotal catalog.Money
	for i, l := range c.Lines {
		left[i] = max(l.Gross, 0)
		subtotal += left[i]
	}
	seen := map[string]bool{}
	for _, raw := range codes {
		code, ok := Normalize(raw)
		if !ok {
			res.Rejected = append(res.Rejected, Rejection{Code: raw, Reason: Unknown})
			continue
		}
		if seen[code] {
			continue
		}
		seen[code] = true
		cp, ok := found[code]
		reject := func(r Reason) { res.Rejected = append(res.Rejected, Rejection{Code: code, Reason: r}) }
		switch {
		case !ok || !cp.Active:
			reject(Unknown)
			continue
		case cp.ValidFrom != nil && c.Now.Before(*cp.ValidFrom):
			reject(NotYetValid)
			continue
		case cp.ValidTo != nil && !c.Now.Before(*cp.ValidTo):
			reject(Expired)
			continue
		case cp.UsageLimit > 0 && cp.TimesUsed >= cp.UsageLimit:
			reject(UsedUp)
			continue
		case cp.PerCustomerLimit > 0 && c.knowsCustomer() && customerUses[cp.ID] >= cp.PerCustomerLimit:
			reject(UsedByCustomer)
			continue
		case subtotal < cp.MinSubtotal:
			reject(BelowMinimum)
			continue
		}
		weights := make([]catalog.Money, len(c.Lines))
		var base catalog.Money
		matching := false
		for i, l := range c.Lines {
			if cp.matches(l) {
				weights[i] = left[i]
				base += left[i]
				matching = true
			}
		}
		if !matching || (cp.Type != FreeShipping && base <= 0) {
			reject(NoMatchingItem)
			continue
		}
		if len(res.Applied) > 0 && (!cp.Combinable || !allCombinable(res.Applied)) {
			reject(NotCombinable)
			continue
		}
		d := Discount{Code: cp.Code, Label: cp.Label, Type: cp.Type, Combinable: cp.Combinable, Lines: make([]catalog.Money, len(c.Lines))}
		switch cp.Type {
		case Percent:
			d.Amount = money.Percent(base, cp.Amount)
		case Fixed:
			d.Amount = min(cp.Amount, base)
		case FreeShipping:
			d.FreeShipping = true
		}
		d.Lines = money.Allocate(d.Amount, weights)
		for i := range left {
			left[i] -= d.Lines[i]
		}
		res.Applied = append(res.Applied, d)
	}
	return res
}

// knowsCustomer reports whether the context names whose uses a limit per
// customer counts: an account or an address.
func (c Context) knowsCustomer() bool { return c.CustomerID != 0 || c.Email != "" }

func allCombinable(ds []Discount) bool {
	for _, d := range ds {
		if !d.Combinable {
			return false
		}
	}
	return true
}

// matches reports whether the coupon applies to a line: its SKU prefix
// and categories, where it has them.
func (c Coupon) matches(l Line) bool {
	if c.SKUPrefix != "" && !strings.HasPrefix(strings.ToUpper(l.SKU), c.SKUPrefix) {
		return false
	}
	if len(c.CategoryIDs) > 0 && !slices.ContainsFunc(l.CategoryIDs, func(id int64) bool { return slices.Contains(c.CategoryIDs, id) }) {
		return false
	}
	return true
}
