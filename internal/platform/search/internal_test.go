package search

import (
	"bytes"
	"math"
	"slices"
	"testing"
	"time"

	"paddock/internal/platform/i18n"
)

func TestBase64RoundTrip(t *testing.T) {
	for _, n := range []int64{0, 1, 63, 64, 4095, 4096, 123456789, math.MaxInt64, -1, math.MinInt64} {
		got, ok := parseBase64(appendBase64(nil, n))
		if !ok || got != n {
			t.Errorf("%d: round trip gave %d, %v", n, got, ok)
		}
	}
	if _, ok := parseBase64([]byte("a!")); ok {
		t.Error("parsed a byte outside the alphabet")
	}
}

func TestTermsKeepNumericOrder(t *testing.T) {
	nums := []int64{math.MinInt64, -1000, -1, 0, 1, 2, 63, 64, 65, 1000, 4096, 1 << 40, math.MaxInt64}
	for i := 1; i < len(nums); i++ {
		if bytes.Compare(ordered(nums[i-1]), ordered(nums[i])) >= 0 {
			t.Errorf("ordered(%d) does not sort before ordered(%d)", nums[i-1], nums[i])
		}
		if nums[i-1] > 0 && bytes.Compare(idTerm(nums[i-1]), idTerm(nums[i])) >= 0 {
			t.Errorf("idTerm(%d) does not sort before idTerm(%d)", nums[i-1], nums[i])
		}
	}
}

func TestDirectedReversesOrder(t *testing.T) {
	keys := [][]byte{[]byte(""), []byte("a"), []byte("ab"), []byte("abc"), []byte("b"), []byte("äpfel")}
	for i := 1; i < len(keys); i++ {
		a, b := keys[i-1], keys[i]
		if bytes.Compare(directed(a, false), directed(b, false)) >= 0 {
			t.Errorf("ascending: %q not before %q", a, b)
		}
		if bytes.Compare(directed(a, true), directed(b, true)) <= 0 {
			t.Errorf("descending: %q not after %q", a, b)
		}
	}
}

func TestFuzziness(t *testing.T) {
	tests := []struct {
		word string
		want int
	}{
		{"", 0}, {"box", 0}, {"gant", 1}, {"trense", 1}, {"reithos", 1}, {"reithose", 2},
		{"fliegenmaske", 2}, {"1001", 0}, {"rh1001", 0}, {"größe", 1}, {"équi", 1},
	}
	for _, tt := range tests {
		if got := fuzziness(tt.word); got != tt.want {
			t.Errorf("fuzziness(%q) = %d; want %d", tt.word, got, tt.want)
		}
	}
}

func TestLevenshtein(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"trense", "trense", 2, 0},
		{"trennse", "trense", 2, 1},
		{"reithsoe", "reithose", 2, 2},
		{"halfter", "halter", 1, 1},
		{"bridel", "bridle", 1, 2},
		{"gant", "gants", 1, 1},
		{"équi", "equi", 1, 1},
		{"a", "abcdef", 2, 3},
		{"", "ab", 2, 2},
	}
	for _, tt := range tests {
		if got := levenshtein(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("levenshtein(%q, %q, %d) = %d; want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
}

func TestCleanText(t *testing.T) {
	tests := []struct {
		in   string
		max  int
		want string
	}{
		{"  Reithose  ", 100, "Reithose"},
		{"Reit\x00hose", 100, "Reit hose"},
		{"\xff\xfeGrip", 100, "Grip"},
		{"Schabracke", 5, "Schab"},
		{"äöüß", 3, "äöü"},
		{"\t\n", 100, ""},
	}
	for _, tt := range tests {
		if got := cleanText(tt.in, tt.max); got != tt.want {
			t.Errorf("cleanText(%q, %d) = %q; want %q", tt.in, tt.max, got, tt.want)
		}
	}
}

func TestSortKey(t *testing.T) {
	names := []string{"Äpfel-Leckerli", "Apfel Leckerli", "Équitation", "Größe", "Zaumzeug"}
	var keys []string
	for _, n := range names {
		keys = append(keys, SortKey(n))
	}
	want := []string{"apfel-leckerli", "apfel leckerli", "equitation", "grosse", "zaumzeug"}
	if !slices.Equal(keys, want) {
		t.Errorf("SortKey: got %q; want %q", keys, want)
	}
}

func TestPriceBuckets(t *testing.T) {
	tests := []struct {
		price int64
		want  int
	}{{0, 0}, {2499, 0}, {2500, 1}, {4999, 1}, {5000, 2}, {19999, 3}, {20000, 4}, {49999, 4}, {50000, 5}, {1 << 40, 5}, {-5, 0}}
	for _, tt := range tests {
		if got := priceBucket(tt.price); got != tt.want {
			t.Errorf("priceBucket(%d) = %d; want %d", tt.price, got, tt.want)
		}
	}
	if got := pgPriceBucket(); got != "CASE WHEN price >= 50000 THEN 5 WHEN price >= 20000 THEN 4 WHEN price >= 10000 THEN 3 WHEN price >= 5000 THEN 2 WHEN price >= 2500 THEN 1 ELSE 0 END" {
		t.Errorf("pgPriceBucket = %s", got)
	}
}

func TestCompleteFillsGapsFromGerman(t *testing.T) {
	d, err := complete(Document{
		ID:          7,
		Name:        map[i18n.Locale]string{"de": "Trense", "fr": "Filet"},
		Categories:  nil,
		SKUs:        []string{" TR-7 ", "", "TR-7-COB"},
		CategoryIDs: []int64{3, 1, 3},
		NewSince:    time.Date(2025, 1, 2, 3, 4, 5, 678901234, time.FixedZone("CET", 3600)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if d.Name["en"] != "Trense" || d.Name["fr"] != "Filet" {
		t.Errorf("names: %v", d.Name)
	}
	if !slices.Equal(d.SKUs, []string{"TR-7", "TR-7-COB"}) || !slices.Equal(d.CategoryIDs, []int64{1, 3}) {
		t.Errorf("skus %q, categories %v", d.SKUs, d.CategoryIDs)
	}
	if d.NewSince.Location() != time.UTC || d.NewSince.Nanosecond() != 678000000 {
		t.Errorf("new since: %v", d.NewSince)
	}
}
