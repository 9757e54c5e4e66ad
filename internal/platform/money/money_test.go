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
		{11900, 19, 1900}, {10700, 7, 700}, {495, 19, 79}, {1, 19, 0}, {3, 19, 0}, {6, 19, 1}, {0, 19, 0}, {1000, 0, 0}, {-5, 19, 0},
	} {
		if got := money.IncludedVAT(tt.gross, tt.rate); got != tt.want {
			t.Errorf("IncludedVAT(%d, %d) = %d; want %d", tt.gross, tt.rate, got, tt.want)
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
