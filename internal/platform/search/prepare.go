package search

import (
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Limits of a query. Text beyond them is cut (a customer's overlong search
// is still answered); paging and filters beyond them are refused.
const (
	// MaxTextRunes is how much of Query.Text is searched.
	MaxTextRunes = 200
	// MaxWords is how many words of Query.Text are searched.
	MaxWords = 10
	// MaxLimit is the largest page.
	MaxLimit = 1000
	// MaxOffset is the deepest page start.
	MaxOffset = 1_000_000
	// MaxFilterValues is the most values one filter may list.
	MaxFilterValues = 500
)

// priceEdges are the lower edges of the price facet's buckets in cents
// (0–25, 25–50, 50–100, 100–200, 200–500 and from 500 euros); fixed so
// that a customer sees the same ranges on every page.
var priceEdges = [...]int64{0, 2500, 5000, 10000, 20000, 50000}

// priceBucket returns the index of the bucket a price falls into.
func priceBucket(price int64) int {
	i := len(priceEdges) - 1
	for i > 0 && price < priceEdges[i] {
		i--
	}
	return i
}

// bucketRange returns the range of bucket i; To 0 means open.
func bucketRange(i int) (from, to int64) {
	from = priceEdges[i]
	if i+1 < len(priceEdges) {
		to = priceEdges[i+1]
	}
	return from, to
}

// newFacets returns empty facets, so that both engines answer maps rather
// than nil when nothing matches.
func newFacets() Facets {
	return Facets{
		Categories:    map[int64]int{},
		Manufacturers: map[int64]int{},
		Colors:        map[int64]int{},
		Sizes:         map[int64]int{},
		Prices:        []PriceBucket{},
	}
}

// facetKind names one facet and its filter.
type facetKind int

const (
	facetCategory facetKind = iota
	facetManufacturer
	facetColor
	facetSize
	facetPrice
	facetKinds
)

// filterWithin is the listing's own category: a filter that is no facet,
// so it stays in every facet's query.
const filterWithin facetKind = -1

// filterShown is what the query's locale and kind show (Document.OffIn,
// NotListed, NotSearched): a filter that is no facet either.
const filterShown facetKind = -2

// active reports which filters q uses; their facets need a query of their
// own that leaves the filter out.
func (q Query) active(k facetKind) bool {
	switch k {
	case facetCategory:
		return len(q.CategoryIDs) > 0
	case facetManufacturer:
		return len(q.ManufacturerIDs) > 0
	case facetColor:
		return len(q.ColorIDs) > 0
	case facetSize:
		return len(q.SizeIDs) > 0
	case facetPrice:
		return q.PriceFrom != nil || q.PriceTo != nil
	}
	return false
}

// prepare checks q and returns it normalised: a known locale and sort, the
// text cleaned and cut, filter values sorted without duplicates. Bad paging
// and filters are apperr Invalid errors.
func prepare(q Query) (Query, error) {
	if _, ok := i18n.Parse(string(q.Locale)); !ok {
		return q, apperr.New(apperr.Invalid, "search.locale.unknown", "locale", clip(string(q.Locale), 20)).OnField("locale")
	}
	switch q.Sort {
	case "":
		q.Sort = ByRelevance
	case ByRelevance, ByPosition, ByName, ByPrice, ByNewest:
	default:
		return q, apperr.New(apperr.Invalid, "search.sort.unknown", "sort", clip(string(q.Sort), 40)).OnField("sort")
	}
	if q.Offset < 0 || q.Offset > MaxOffset {
		return q, apperr.New(apperr.Invalid, "search.page.offset", "max", MaxOffset).OnField("offset")
	}
	if q.Limit < 0 || q.Limit > MaxLimit {
		return q, apperr.New(apperr.Invalid, "search.page.limit", "max", MaxLimit).OnField("limit")
	}
	for _, f := range []struct {
		name string
		ids  *[]int64
	}{
		{"categories", &q.CategoryIDs},
		{"within", &q.WithinCategoryIDs},
		{"manufacturers", &q.ManufacturerIDs},
		{"colors", &q.ColorIDs},
		{"sizes", &q.SizeIDs},
	} {
		if len(*f.ids) > MaxFilterValues {
			return q, apperr.New(apperr.Invalid, "search.filter.tooMany", "filter", f.name, "max", MaxFilterValues).OnField(f.name)
		}
		*f.ids = uniqueIDs(*f.ids)
	}
	if (q.PriceFrom != nil && *q.PriceFrom < 0) || (q.PriceTo != nil && *q.PriceTo < 0) ||
		(q.PriceFrom != nil && q.PriceTo != nil && *q.PriceFrom > *q.PriceTo) {
		return q, apperr.New(apperr.Invalid, "search.price.invalid").OnField("price")
	}
	q.Text = cleanText(q.Text, MaxTextRunes)
	return q, nil
}

// uniqueIDs returns ids sorted without duplicates, in a new slice so that
// the caller's stays untouched.
func uniqueIDs(ids []int64) []int64 {
	if len(ids) == 0 {
		return nil
	}
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// cleanText makes outside text safe for both engines: valid UTF-8, no
// control characters (PostgreSQL refuses NUL bytes), at most maxRunes runes
// and no surrounding space.
func cleanText(s string, maxRunes int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, " ")
	}
	var b strings.Builder
	b.Grow(min(len(s), maxRunes*utf8.UTFMax))
	n := 0
	for _, r := range s {
		if n == maxRunes {
			break
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			r = ' '
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// clip cuts a value quoted back in an error message.
func clip(s string, n int) string { return cleanText(s, n) }

// fuzziness is the edit distance a word of the query tolerates: none for
// short words and numbers, where one letter changes the meaning ("Box",
// size 38), one for 4 to 7 letters, two for longer words.
func fuzziness(word string) int {
	n := 0
	for _, r := range word {
		if unicode.IsDigit(r) {
			return 0
		}
		n++
	}
	switch {
	case n < 4:
		return 0
	case n < 8:
		return 1
	default:
		return 2
	}
}

// fold lowercases s and removes diacritics ("Équitation" → "equitation",
// "Größe" → "grosse"); it makes name sort keys and prefixes typed without
// accents comparable.
func fold(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, strings.ToLower(s))
	if err != nil {
		out = strings.ToLower(s)
	}
	return strings.ReplaceAll(out, "ß", "ss")
}

// SortKey is the key both engines order names by: lowercased, without
// diacritics and with single spaces, compared byte by byte, so that
// "Äpfel" sorts with "Apfel" and both engines agree.
func SortKey(name string) string {
	return fold(strings.Join(strings.Fields(cleanText(name, 200)), " "))
}

// words splits text into lowercased words of letters and digits, at most
// max of them. Apostrophes split too, and one-letter words (French "l'",
// "d'", English "'s") are dropped: both engines' analysers drop them.
func words(text string, max int) []string {
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if utf8.RuneCountInString(f) < 2 {
			continue
		}
		out = append(out, f)
		if len(out) == max {
			break
		}
	}
	return out
}

// levenshtein is the edit distance of a and b in runes, with an early exit
// once it exceeds limit (then it returns limit+1).
func levenshtein(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return min(prev[len(rb)], limit+1)
}

// complete checks a document and returns it with every locale's texts
// filled from German where missing, and every string cleaned, so that the
// engines index the same thing.
func complete(d Document) (Document, error) {
	if d.ID <= 0 {
		return d, apperr.New(apperr.Invalid, "search.document.id", "id", d.ID)
	}
	out := d
	out.Name = fillLocales(d.Name, 1000)
	out.Description = fillLocales(d.Description, 100_000)
	out.Categories = make(map[i18n.Locale][]string, len(i18n.Locales))
	for _, l := range i18n.Locales {
		cats := d.Categories[l]
		if len(cats) == 0 {
			cats = d.Categories[i18n.Default]
		}
		clean := make([]string, 0, len(cats))
		for _, c := range cats {
			if c = cleanText(c, 500); c != "" {
				clean = append(clean, c)
			}
		}
		out.Categories[l] = clean
	}
	out.SKUs = make([]string, 0, len(d.SKUs))
	for _, s := range d.SKUs {
		if s = cleanText(s, 200); s != "" {
			out.SKUs = append(out.SKUs, s)
		}
	}
	out.Manufacturer = cleanText(d.Manufacturer, 500)
	out.CategoryIDs = uniqueIDs(d.CategoryIDs)
	out.ColorIDs = uniqueIDs(d.ColorIDs)
	out.SizeIDs = uniqueIDs(d.SizeIDs)
	// Milliseconds are what Bleve keeps; both engines then order alike.
	out.NewSince = d.NewSince.UTC().Truncate(time.Millisecond)
	return out, nil
}

func fillLocales(texts map[i18n.Locale]string, maxRunes int) map[i18n.Locale]string {
	out := make(map[i18n.Locale]string, len(i18n.Locales))
	for _, l := range i18n.Locales {
		s := cleanText(texts[l], maxRunes)
		if s == "" {
			s = cleanText(texts[i18n.Default], maxRunes)
		}
		out[l] = s
	}
	return out
}

// priceBuckets turns counts per bucket index into price buckets in ascending order, leaving
// out empty ones.
func priceBuckets(counts map[int]int) []PriceBucket {
	out := []PriceBucket{}
	for i := range priceEdges {
		if n := counts[i]; n > 0 {
			from, to := bucketRange(i)
			out = append(out, PriceBucket{From: from, To: to, Count: n})
		}
	}
	return out
}
