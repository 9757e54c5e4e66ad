// Package money holds the arithmetic of amounts in cents that several
// domains share: splitting an amount over parts so that the parts add up
// to it exactly, and the VAT a gross amount includes. Amounts are integers
// of any type based on int64 (catalog.Money); nothing here rounds twice.
package money

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

// IncludedVAT is the VAT a gross amount includes at rate per cent,
// rounded half up to the cent: gross × rate / (100 + rate).
func IncludedVAT[M ~int64](gross M, rate int) M {
	if gross <= 0 || rate <= 0 {
		return 0
	}
	d := M(100 + rate)
	return (gross*M(rate) + d/2) / d
}

// Percent is share per cent of amount, share given in hundredths of a
// per cent (1000 is 10 %), rounded half up to the cent.
func Percent[M ~int64](amount, share M) M {
	if amount <= 0 || share <= 0 {
		return 0
	}
	return (amount*share + 5000) / 10000
}
