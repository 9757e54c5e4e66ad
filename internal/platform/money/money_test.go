package money_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"paddock/internal/platform/money"
)

func TestAllocate(t *testing.T) {
	tests := []struct {
		name    string
		total   int64
		weights []int64
		want    []int64
	}{
		{"even", 300, []int64{100, 100, 100}, []int64{100, 100, 100}},
		{"a cent left over goes to the largest remainder", 100, []int64{1, 1, 1}, []int64{34, 33, 33}},
		{"proportional", 1000, []int64{1990, 990, 4990}, []int64{250, 124, 626}},
		{"zero weights get nothing", 10, []int64{0, 5, -3, 5}, []int64{0, 5, 0, 5}},
		{"no weight", 10, []int64{0, 0}, []int64{0, 0}},
		{"nothing to split", 0, []int64{4, 5}, []int64{0, 0}},
		{"all of it", 995, []int64{995}, []int64{995}},
	}
	for _, tt := range tests {
		if got := money.Allocate(tt.total, tt.weights); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Allocate(%d, %v) = %v; want %v", tt.name, tt.total, tt.weights, got, tt.want)
		}
	}
}

// Allocate's parts always add up to the total, and no part exceeds its
// weight when the total does not exceed the weights' sum.
func TestAllocateAddsUp(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		n := 1 + r.IntN(12)
		weights := make([]int64, n)
		var sum int64
		for i := range weights {
			weights[i] = r.Int64N(50000)
			sum += weights[i]
		}
		if sum == 0 {
			continue
		}
		total := r.Int64N(sum + 1)
		parts := money.Allocate(total, weights)
		var got int64
		for i, p := range parts {
			if p < 0 || p > weights[i] {
				t.Fatalf("Allocate(%d, %v): part %d is %d", total, weights, i, p)
			}
			got += p
		}
		if got != total {
			t.Fatalf("Allocate(%d, %v) = %v adds up to %d", total, weights, parts, got)
		}
	}
}

func TestIncludedVAT(t *testing.T) {
	for _, tt := range []struct {
		gross int64
		rate  int
		want  int64
	}{
		{11900, 1900, 1900}, {10700, 700, 700}, {495, 1900, 79}, {1, 1900, 0}, {3, 1900, 0}, {6, 1900, 1}, {0, 1900, 0}, {1000, 0, 0}, {-5, 1900, 0},
		// Rates with decimals (Finland 25.5 %, Ireland's feed 4.8 %), exact.
		{12550, 2550, 2550}, {10480, 480, 480}, {1000, 2550, 203},
	} {
		if got := money.IncludedVAT(tt.gross, tt.rate); got != tt.want {
			t.Errorf("IncludedVAT(%d, %d) = %d; want %d", tt.gross, tt.rate, got, tt.want)
		}
	}
}

func TestAddVAT(t *testing.T) {
	for _, tt := range []struct {
		net  int64
		rate int
		want int64
	}{{10000, 2000, 12000}, {5034, 2000, 6041}, {5034, 2550, 6318}, {1000, 0, 1000}, {0, 1900, 0}} {
		if got := money.AddVAT(tt.net, tt.rate); got != tt.want {
			t.Errorf("AddVAT(%d, %d) = %d; want %d", tt.net, tt.rate, got, tt.want)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tt := range []struct{ amount, share, want int64 }{
		{12900, 1000, 1290}, {1995, 1000, 200}, {1994, 1000, 199}, {100, 10000, 100}, {0, 1000, 0}, {500, 0, 0},
	} {
		if got := money.Percent(tt.amount, tt.share); got != tt.want {
			t.Errorf("Percent(%d, %d) = %d; want %d", tt.amount, tt.share, got, tt.want)
		}
	}
}

func TestPortion(t *testing.T) {
	for _, tt := range []struct {
		total       int64
		part, whole int
		want        int64
	}{
		{1550, 1, 3, 517}, {1550, 2, 3, 1033}, {1550, 3, 3, 1550}, {1551, 1, 2, 776}, {100, 0, 3, 0}, {100, 5, 3, 100}, {0, 1, 1, 0}, {100, 1, 0, 0},
	} {
		if got := money.Portion(tt.total, tt.part, tt.whole); got != tt.want {
			t.Errorf("Portion(%d, %d, %d) = %d; want %d", tt.total, tt.part, tt.whole, got, tt.want)
		}
	}
}

func TestSplitByRate(t *testing.T) {
	for _, tt := range []struct {
		name    string
		amount  int64
		weights map[int]int64
		want    map[int]int64
	}{
		{"by the goods' mix", 495, map[int]int64{1900: 3000, 700: 1000}, map[int]int64{1900: 371, 700: 124}},
		{"one rate", 495, map[int]int64{700: 1000}, map[int]int64{700: 495}},
		{"no goods weigh anything: the fallback", 495, map[int]int64{700: 0}, map[int]int64{1900: 495}},
		{"nothing", 0, map[int]int64{1900: 10}, map[int]int64{}},
		{"a tie goes to the higher rate", 1, map[int]int64{1900: 10, 700: 10}, map[int]int64{1900: 1}},
	} {
		got := money.SplitByRate(tt.amount, tt.weights, 1900)
		if len(got) != len(tt.want) {
			t.Errorf("%s: %v; want %v", tt.name, got, tt.want)
		}
		for r, w := range tt.want {
			if got[r] != w {
				t.Errorf("%s: %v; want %v", tt.name, got, tt.want)
			}
		}
	}
}

// VATOfPiece's pieces, of any sizes, carry VAT adding up to the whole's.
func TestVATOfPieceAddsUp(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		gross := 1 + r.Int64N(100000)
		vat := money.IncludedVAT(gross, []int{700, 1900, 2550, 480}[r.IntN(4)])
		var given, sum int64
		for given < gross {
			piece := min(gross-given, 1+r.Int64N(gross))
			v := money.VATOfPiece(vat, gross, given, piece)
			if v < 0 || v > piece {
				t.Fatalf("VATOfPiece(%d, %d, %d, %d) = %d", vat, gross, given, piece, v)
			}
			given, sum = given+piece, sum+v
		}
		if sum != vat {
			t.Fatalf("pieces of %d carry %d VAT, not %d", gross, sum, vat)
		}
	}
}

// Whatever is given back from a ledger, in units or amounts, in any
// order, never exceeds what each part charged, and all of it is what was
// charged to the cent; units given back one at a time from a part take
// exactly its charge.
func TestLedgerGivesBackWhatWasCharged(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var l money.Ledger
		for range 1 + r.IntN(6) {
			units := 1 + r.IntN(5)
			l.Parts = append(l.Parts, money.Part{Charged: money.Money(r.Int64N(int64(units) * 20000)), Units: units})
		}
		charged := l.Charged()
		var given money.Money
		for step := 0; l.Left() > 0; step++ {
			var pieces []money.Piece
			switch k := r.IntN(4); {
			case k == 0 && step < 8:
				pieces, _ = l.Spread(money.Money(r.Int64N(int64(l.Left()) + 1)))
			case k == 1 && step < 8:
				if _, ok := l.Spread(l.Left() + 1); ok {
					t.Fatal("spread more than is left")
				}
				pieces, _ = l.Spread(money.Money(r.Int64N(int64(l.Left())/4 + 1)))
			case step >= 30:
				for i := range l.Parts {
					pieces = append(pieces, l.All(i))
				}
			default:
				i := r.IntN(len(l.Parts))
				pieces = []money.Piece{l.ForUnits(i, 1+r.IntN(2))}
			}
			before := l
			before.Parts = slices.Clone(l.Parts)
			l.Take(pieces...)
			given += money.Sum(pieces)
			for i, p := range l.Parts {
				if p.Given > p.Charged || p.Given < before.Parts[i].Given || p.UnitsGiven > p.Units {
					t.Fatalf("part %d after %+v: %+v", i, pieces, p)
				}
			}
			if given > charged {
				t.Fatalf("gave back %d of %d", given, charged)
			}
		}
		if given != charged {
			t.Fatalf("gave back %d of %d", given, charged)
		}
	}
	// One unit at a time: each unit's share of what is left, the last
	// one all of it.
	l := money.Ledger{Parts: []money.Part{{Charged: 1550, Units: 3}}}
	var got []money.Money
	for range 3 {
		pc := l.ForUnits(0, 1)
		l.Take(pc)
		got = append(got, pc.Amount)
	}
	if !slices.Equal(got, []money.Money{517, 517, 516}) {
		t.Errorf("one at a time: %v", got)
	}
}
