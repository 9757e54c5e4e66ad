package money

// Ledger is what a sale charged, part by part (each line of goods after
// its share of the discounts, the shipping at each VAT rate), and what
// refunds gave back of each part so far. Every refund is taken from it as
// pieces of parts, so that:
//
//   - no part ever gives back more than it charged, so refunds together
//     never give back more than was paid;
//   - units given back (a return) are worth their share of what is left
//     of their part for the units left (Portion), and the last units of
//     a part take exactly what is left of it: returning a line one unit
//     at a time gives back its charge to the cent;
//   - an amount (a goodwill refund) is spread over what is left of every
//     part in proportion (Allocate), and all that is left is every part's
//     rest, so once everything is given back it comes to what was
//     charged exactly.
//
// A part whose money is all given back has given back all of its units.
type Ledger struct {
	Parts []Part
}

// Part is one thing a sale charged for.
type Part struct {
	// Charged is what it cost, gross; Units how many units that was (a
	// line's quantity; 1 for a charge such as shipping).
	Charged Money
	Units   int
	// Given and UnitsGiven are what refunds took of it so far.
	Given      Money
	UnitsGiven int
}

// Left is what is left of the part to give back.
func (p Part) Left() Money { return max(p.Charged-p.Given, 0) }

// UnitsLeft are the part's units not given back yet.
func (p Part) UnitsLeft() int { return max(p.Units-p.UnitsGiven, 0) }

// Piece is what one refund takes of one part: an amount and, for a
// return, units.
type Piece struct {
	Part   int
	Amount Money
	Units  int
}

// Left is what is left of the whole sale to give back.
func (l Ledger) Left() Money {
	var sum Money
	for _, p := range l.Parts {
		sum += p.Left()
	}
	return sum
}

// Charged is what the whole sale charged.
func (l Ledger) Charged() Money {
	var sum Money
	for _, p := range l.Parts {
		sum += p.Charged
	}
	return sum
}

// ForUnits is the piece that gives back units of part i: their share of
// what is left of it for the units it has left, all of what is left for
// its last units. Units beyond those left are not given twice.
func (l Ledger) ForUnits(i, units int) Piece {
	p := l.Parts[i]
	units = min(max(units, 0), p.UnitsLeft())
	return Piece{Part: i, Amount: Portion(p.Left(), units, p.UnitsLeft()), Units: units}
}

// All is the piece that gives back all that is left of part i, with its
// units.
func (l Ledger) All(i int) Piece {
	p := l.Parts[i]
	return Piece{Part: i, Amount: p.Left(), Units: p.UnitsLeft()}
}

// Spread is amount given back over what is left of every part, in
// proportion (Allocate), without units; ok is false when more than is
// left is asked. Spreading all that is left gives every part's rest.
func (l Ledger) Spread(amount Money) (pieces []Piece, ok bool) {
	if amount < 0 || amount > l.Left() {
		return nil, false
	}
	weights := make([]Money, len(l.Parts))
	for i, p := range l.Parts {
		weights[i] = p.Left()
	}
	for i, a := range Allocate(amount, weights) {
		if a > 0 {
			pieces = append(pieces, Piece{Part: i, Amount: a})
		}
	}
	return pieces, true
}

// Take records pieces as given back. A part whose money is all given back
// has given back all its units too.
func (l *Ledger) Take(pieces ...Piece) {
	for _, pc := range pieces {
		p := &l.Parts[pc.Part]
		p.Given += pc.Amount
		p.UnitsGiven += pc.Units
		if p.Left() == 0 {
			p.UnitsGiven = p.Units
		}
	}
}

// Sum is what pieces give back together.
func Sum(pieces []Piece) Money {
	var sum Money
	for _, pc := range pieces {
		sum += pc.Amount
	}
	return sum
}
