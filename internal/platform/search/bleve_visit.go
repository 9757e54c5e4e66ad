package search

import (
	"bytes"
	"math"
	"strconv"

	bsearch "github.com/blevesearch/bleve/v2/search"
)

// Sorting and facets read doc values. Bleve decompresses a segment's doc
// values in chunks, field by field, for every search that touches them;
// reading one field per matching document instead of six is what keeps a
// search over 100k products fast. So every search reads one field, "f",
// holding the id and every facet value of a product, and only the sorts
// that need them read one or two more:
//
//	f          "i" ordered id, "c" category, "m" manufacturer, "o" colour,
//	           "s" size, "b" price bucket, each followed by the number in
//	           base 64 (short: this field is read for every match)
//	sort_<l>   SortKey(name in locale l)
//	pos        "<category id>:<ordered position>", one per category with a position
//	new        ordered Unix milliseconds of NewSince
//	psort      ordered price
//
// An ordered number is 16 hex digits of the number with its sign bit
// flipped: the byte order of such terms is the numeric order. The ordered
// id in f is shorter: the count of its base-64 digits, then the digits.
//
// Bleve hands every matching document's doc values to the sorts of a
// request, so the one sort, a docVisitor, also counts the facets. It
// builds a single comparable value per document: the main key
// (complemented when descending), then what breaks ties, ending with the
// product id, always ascending. Bleve itself never learns the direction.
const (
	fieldFacets    = "f"
	fieldSortName  = "sort_"
	fieldPos       = "pos"
	fieldNew       = "new"
	fieldSortPrice = "psort"
	orderedSize    = 16
)

// The prefixes of the terms in fieldFacets.
const (
	prefixID       = 'i'
	prefixCategory = 'c'
	prefixMaker    = 'm'
	prefixColor    = 'o'
	prefixSize     = 's'
	prefixBucket   = 'b'
	prefixStock    = 'a' // "a1" available, "a0" sold out
)

func stockTerm(inStock bool) []byte {
	if inStock {
		return []byte{prefixStock, '1'}
	}
	return []byte{prefixStock, '0'}
}

// ordered encodes n as a term whose byte order is the numeric order.
func ordered(n int64) []byte {
	const digits = "0123456789abcdef"
	u := uint64(n) ^ (1 << 63)
	out := make([]byte, orderedSize)
	for i := orderedSize - 1; i >= 0; i-- {
		out[i] = digits[u&0xf]
		u >>= 4
	}
	return out
}

func posTerm(category int64, position int) []byte {
	t := strconv.AppendInt(nil, category, 10)
	t = append(t, ':')
	return append(t, ordered(int64(position))...)
}

// digits64 are the digits of base 64 in ascending byte order, so that
// numbers of the same length compare like their terms.
const digits64 = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"

func appendBase64(b []byte, n int64) []byte {
	var buf [11]byte
	i := len(buf)
	u := uint64(n)
	for {
		i--
		buf[i] = digits64[u&63]
		u >>= 6
		if u == 0 {
			break
		}
	}
	return append(b, buf[i:]...)
}

// parseBase64 reads what appendBase64 wrote.
func parseBase64(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 11 {
		return 0, false
	}
	var u uint64
	for _, c := range b {
		var d byte
		switch {
		case c == '-':
			d = 0
		case c >= '0' && c <= '9':
			d = c - '0' + 1
		case c >= 'A' && c <= 'Z':
			d = c - 'A' + 11
		case c == '_':
			d = 37
		case c >= 'a' && c <= 'z':
			d = c - 'a' + 38
		default:
			return 0, false
		}
		u = u<<6 | uint64(d)
	}
	return int64(u), true
}

func facetTerm(prefix byte, id int64) []byte {
	return appendBase64([]byte{prefix}, id)
}

// idTerm is the product id in f: the number of digits first, so that
// shorter numbers sort first.
func idTerm(id int64) []byte {
	digits := appendBase64(nil, id)
	return append([]byte{prefixID, digits64[len(digits)]}, digits...)
}

// sortKind is what a docVisitor orders by.
type sortKind int

const (
	sortName sortKind = iota
	sortPosition
	sortPrice
	sortNew
	sortID // only the id: the facet queries' order
	// sortRelevance orders a text search: exact SKUs of products, then of
	// variants, then available before sold-out products, then the score.
	sortRelevance
)

// docVisitor is the Bleve sort of every request: it orders by one of the
// keys above and counts the facets it was asked for.
type docVisitor struct {
	kind      sortKind
	desc      bool
	nameField string // sort_<locale>
	posPrefix []byte // "<category id>:"; nil orders positions by name

	count   [facetKinds]bool
	counts  [facetPrice]map[int64]int // categories, manufacturers, colours, sizes
	buckets [len(priceEdges)]int

	// What the visitor saw of the current document.
	id, name, key []byte
	hasKey        bool
	soldOut       bool
}

func newDocVisitor(kind sortKind, desc bool, locale string, category int64) *docVisitor {
	v := &docVisitor{kind: kind, desc: desc, nameField: fieldSortName + locale}
	if kind == sortPosition && category != 0 {
		v.posPrefix = strconv.AppendInt(nil, category, 10)
		v.posPrefix = append(v.posPrefix, ':')
	}
	return v
}

// countFacet asks the visitor to count facet k.
func (v *docVisitor) countFacet(k facetKind) {
	v.count[k] = true
	if k < facetPrice {
		v.counts[k] = map[int64]int{}
	}
}

// facets returns the counts of the facets asked for into f.
func (v *docVisitor) facets(f *Facets) {
	for k, counts := range []map[int64]int{f.Categories, f.Manufacturers, f.Colors, f.Sizes} {
		if v.count[k] {
			clear(counts)
			for id, n := range v.counts[k] {
				counts[id] = n
			}
		}
	}
	if v.count[facetPrice] {
		counts := map[int]int{}
		for i, n := range v.buckets {
			counts[i] = n
		}
		f.Prices = priceBuckets(counts)
	}
}

// UpdateVisitor takes in one term of the current document.
func (v *docVisitor) UpdateVisitor(field string, term []byte) {
	switch field {
	case fieldFacets:
		if len(term) < 2 {
			return
		}
		var k facetKind
		switch term[0] {
		case prefixID:
			v.id = append(v.id[:0], term[1:]...)
			return
		case prefixStock:
			v.soldOut = term[1] == '0'
			return
		case prefixCategory:
			k = facetCategory
		case prefixMaker:
			k = facetManufacturer
		case prefixColor:
			k = facetColor
		case prefixSize:
			k = facetSize
		case prefixBucket:
			k = facetPrice
		default:
			return
		}
		if !v.count[k] {
			return
		}
		n, ok := parseBase64(term[1:])
		switch {
		case !ok:
		case k == facetPrice:
			if n >= 0 && n < int64(len(v.buckets)) {
				v.buckets[n]++
			}
		default:
			v.counts[k][n]++
		}
	case v.nameField:
		v.name = append(v.name[:0], term...)
	case fieldPos:
		if v.posPrefix != nil && bytes.HasPrefix(term, v.posPrefix) {
			v.key = append(v.key[:0], term[len(v.posPrefix):]...)
			v.hasKey = true
		}
	case fieldSortPrice, fieldNew:
		v.key = append(v.key[:0], term...)
		v.hasKey = true
	}
}

// Value is the document's comparable value; it resets what was seen.
func (v *docVisitor) Value(d *bsearch.DocumentMatch) string {
	var out []byte
	switch v.kind {
	case sortRelevance:
		out = relevanceKey(d.Score, v.soldOut)
	case sortName:
		out = directed(v.name, v.desc)
	case sortPosition:
		if v.posPrefix == nil {
			out = directed(v.name, v.desc)
			break
		}
		if v.hasKey {
			out = directed(v.key, v.desc)
		} else {
			out = []byte{0xff} // without a position: last, either way
		}
		out = append(out, v.name...) // ties by name, ascending
		out = append(out, 0)
	case sortPrice:
		out = directed(v.key, v.desc)
	case sortNew:
		out = directed(v.key, v.desc) // descending: newest first
	}
	out = append(out, v.id...)
	v.id, v.name, v.key, v.hasKey, v.soldOut = v.id[:0], v.name[:0], v.key[:0], false, false
	return string(out)
}

// relevanceKey orders by tier (an exact SKU of the product, of a variant,
// a text match, told by the boosts that only SKU matches reach), then
// available before sold out, then the score, descending.
func relevanceKey(score float64, soldOut bool) []byte {
	tier := byte('2')
	switch {
	case score >= skuBoost:
		tier = '0'
	case score >= variantBoost:
		tier = '1'
	}
	stock := byte('0')
	if soldOut {
		stock = '1'
	}
	out := []byte{tier, stock}
	// Non-negative floats order like their bits; complemented, descending.
	return append(out, ordered(int64(^math.Float64bits(max(score, 0))>>1))...)
}

// directed returns key as it sorts in a direction: descending complements
// every byte, so that the order turns, and ends with 0xff rather than 0,
// so that a key still sorts after the keys it is a prefix of.
func directed(key []byte, desc bool) []byte {
	out := make([]byte, 0, len(key)+2+orderedSize)
	if !desc {
		out = append(out, key...)
		return append(out, 0)
	}
	for _, b := range key {
		out = append(out, ^b)
	}
	return append(out, 0xff)
}

// DecodeValue returns the value as it is.
func (v *docVisitor) DecodeValue(value string) string { return value }

// Descending is false: the value carries the direction.
func (v *docVisitor) Descending() bool { return false }

// RequiresDocID is false: the id comes from doc values.
func (v *docVisitor) RequiresDocID() bool { return false }

// RequiresScoring is false: Bleve would then compare the scores alone,
// while relevance puts the score into its value (the documents are scored
// anyway when the request scores).
func (v *docVisitor) RequiresScoring() bool { return false }

// RequiresFields lists the doc-value fields the visitor reads.
func (v *docVisitor) RequiresFields() []string {
	switch v.kind {
	case sortName:
		return []string{fieldFacets, v.nameField}
	case sortPosition:
		if v.posPrefix != nil {
			return []string{fieldFacets, fieldPos, v.nameField}
		}
		return []string{fieldFacets, v.nameField}
	case sortPrice:
		return []string{fieldFacets, fieldSortPrice}
	case sortNew:
		return []string{fieldFacets, fieldNew}
	}
	return []string{fieldFacets}
}

// Reverse flips the direction.
func (v *docVisitor) Reverse() { v.desc = !v.desc }

// Copy returns a copy that shares nothing that changes.
func (v *docVisitor) Copy() bsearch.SearchSort {
	c := *v
	c.id, c.name, c.key = nil, nil, nil
	for k := range c.counts {
		if c.counts[k] != nil {
			c.counts[k] = map[int64]int{}
		}
	}
	return &c
}
