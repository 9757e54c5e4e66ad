package search

import (
	"slices"
	"testing"
)

func TestCompoundParts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		word string
		want []string
	}{
		{"Reithandschuhe", []string{"reit", "handschuhe"}},
		{"Reithosen", []string{"reit", "hosen"}},
		{"Kniebesatzreithose", []string{"knie", "besatz", "reit", "hose", "reithose", "besatzreithose"}},
		{"Pferdemüsli", []string{"pferd", "musli"}},
		{"Pferdemuesli", []string{"pferd", "musli"}},
		{"Huföl", []string{"huf", "ol"}},
		{"Sehnenschutzgamaschen", []string{"sehne", "schutz", "gamaschen", "schutzgamaschen"}},
		// Words of the list stay whole, inflected too: no "Schuh" in a glove.
		{"Handschuhe", nil},
		{"Stiefelette", nil},
		{"Hose", nil},
		// No compound of listed words.
		{"Piaffe", nil},
		{"Sattelfest", []string{"sattel", "fest"}},
	} {
		if got := compoundParts(c.word); !slices.Equal(got, c.want) {
			t.Errorf("compoundParts(%q) = %q; want %q", c.word, got, c.want)
		}
	}
}

func TestGermanFold(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Müsli": "musli", "Muesli": "musli", "Größe": "grosse", "Groesse": "grosse",
		"Kräuter": "krauter", "Kraeuter": "krauter", "neue": "neue", "Quelle": "quelle", "weiß": "weiss",
	} {
		if got := germanFold(in); got != want {
			t.Errorf("germanFold(%q) = %q; want %q", in, got, want)
		}
	}
}
