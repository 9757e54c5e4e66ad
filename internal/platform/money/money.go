// Package money is the shop's one kernel of money arithmetic: the Money
// type (integer euro cents), rounding, splitting an amount over parts so
// that the parts add up to it exactly (a coupon's discount over lines,
// the shipping over the goods' VAT rates), the VAT a gross amount
// includes, and the Ledger that gives money back from what an order
// charged. Cart totals, invoices, credit notes, returns and refunds all
// compute with it, so they agree to the cent. Amounts are integers of any
// type based on int64; nothing here rounds twice.
package money

import (
	"cmp"
	"slices"
)

// Money is an amount in euro cents, the shop's one currency. Prices are
// gross (VAT included) unless a name says otherwise. catalog.Money is
// this type.
type Money int64

// Allocate splits total over parts in proportion to weights, by the
// largest-remainder method: every part gets the floor of its exact share,
// and the cents left over go one each to the parts with the largest
// remainders (the earlier part on a tie). The parts add up to total
// exactly, and a part is never more than its weight when total is at most
// the sum of the weights. Zero or negative weights get nothing; when no
// weight is positive, or total is not positive, every part is zero.
func Allocate[M ~int64](total M, weights []M) []M {
	out := make([]M, len(weights))
	var sum M
	for _, w := range weights {
		if w > 0 {
			sum += w
		}
	}
	if total <= 0 || sum <= 0 {
		return out
	}
	rems := make([]M, len(weights))
	var given M
	for i, w := range weights {
		if w <= 0 {
			continue
		}
		share := mulDiv(total, w, sum)
		out[i] = share.q
		rems[i] = share.r
		given += share.q
	}
	for left := total - given; left > 0; left-- {
		best := -1
		for i, w := range weights {
			if w > 0 && (best < 0 || rems[i] > rems[best]) {
				best = i
			}
		}
		out[best]++
		rems[best] = -1 // one cent per part at most
	}
	return out
}

// quotient is a division's quotient and remainder.
type quotient[M ~int64] struct{ q, r M }

// mulDiv is a×b / c with its remainder, for non-negative values whose
// product fits (amounts below 10^8 cents do by far).
func mulDiv[M ~int64](a, b, c M) quotient[M] {
	p := a * b
	return quotient[M]{p / c, p % c}
}

// roundDiv is a / b rounded half up, for a ≥ 0 and b > 0.
func roundDiv[M ~int64](a, b M) M { return (2*a + b) / (2 * b) }

// IncludedVAT is the VAT a gross amount includes at rate, given in
// hundredths of a per cent (1900 is 19 %, 2550 is 25.5 %: vat.Rate),
// rounded half up to the cent: gross × rate / (10000 + rate).
func IncludedVAT[M ~int64, R ~int](gross M, rate R) M {
	if gross <= 0 || rate <= 0 {
		return 0
	}
	d := M(10000 + int(rate))
	return (gross*M(rate) + d/2) / d
}

// Net is a gross amount without the VAT it includes at rate (hundredths
// of a per cent; IncludedVAT), rounded as that is.
func Net[M ~int64, R ~int](gross M, rate R) M { return gross - IncludedVAT(gross, rate) }

// AddVAT is a net amount with the VAT of rate (hundredths of a per cent)
// added, the VAT rounded half up to the cent: what a net price costs
// gross in a country of that rate.
func AddVAT[M ~int64, R ~int](net M, rate R) M {
	if net <= 0 || rate <= 0 {
		return max(net, 0)
	}
	return net + (net*M(rate)+5000)/10000
}

// Percent is share per cent of amount, share given in hundredths of a
// per cent (1000 is 10 %), rounded half up to the cent.
func Percent[M ~int64](amount, share M) M {
	if amount <= 0 || share <= 0 {
		return 0
	}
	return (amount*share + 5000) / 10000
}

// Portion is what part of whole units cost when all of them together
// cost total: total × part / whole, rounded half up. It is total exactly
// for part == whole and 0 for part 0; part is taken as at most whole.
func Portion[M ~int64](total M, part, whole int) M {
	if total <= 0 || part <= 0 || whole <= 0 {
		return 0
	}
	if part >= whole {
		return total
	}
	return roundDiv(total*M(part), M(whole))
}

// SplitByRate splits a charge that follows the goods (the shipping, as
// German practice taxes it) over the goods' VAT rates, in proportion to
// weights, the goods' gross per rate (Allocate; the highest rate first,
// also for ties). When no weight is positive all of it is taxed at
// fallback. The shares add up to amount; rates that get nothing are left
// out.
func SplitByRate[M ~int64, R ~int](amount M, weights map[R]M, fallback R) map[R]M {
	out := map[R]M{}
	if amount <= 0 {
		return out
	}
	rates := make([]R, 0, len(weights))
	for r := range weights {
		rates = append(rates, r)
	}
	slices.SortFunc(rates, func(a, b R) int { return cmp.Compare(b, a) })
	w := make([]M, len(rates))
	for i, r := range rates {
		w[i] = weights[r]
	}
	var given M
	for i, share := range Allocate(amount, w) {
		if share > 0 {
			out[rates[i]] += share
			given += share
		}
	}
	if given < amount { // no goods weigh anything
		out[fallback] += amount - given
	}
	return out
}

// VATOfPiece is the VAT of a piece of gross given after before of it was
// given already, when all of gross includes vat: the VAT of everything
// given so far in proportion (rounded half up) less the VAT of what was
// given before. Pieces given one after another so carry VAT that adds up
// to vat exactly once all of gross is given, whatever their sizes.
func VATOfPiece[M ~int64](vat, gross, before, piece M) M {
	if gross <= 0 || vat <= 0 || piece <= 0 {
		return 0
	}
	upTo := func(given M) M { return roundDiv(vat*min(max(given, 0), gross), gross) }
	return upTo(before+piece) - upTo(before)
}
