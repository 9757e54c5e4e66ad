package search

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// facetCacheSize bounds the cached facet counts; when full, the cache
// starts over rather than tracking use.
const facetCacheSize = 2048

// facetCache keeps the counts of the facets whose own filter is active,
// which need a query of their own. Any write to the index empties it; a
// result computed before a write is not stored after it.
type facetCache struct {
	mu      sync.Mutex
	gen     uint64
	entries map[string]Facets
}

func newFacetCache() *facetCache {
	return &facetCache{entries: map[string]Facets{}}
}

// generation is the state of the index a result is computed for.
func (c *facetCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *facetCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.entries)
}

func (c *facetCache) get(key string) (Facets, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, ok := c.entries[key]
	return f, ok
}

// put stores counts computed at generation gen, unless the index changed
// since.
func (c *facetCache) put(key string, f Facets, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.entries) >= facetCacheSize {
		clear(c.entries)
	}
	c.entries[key] = f
}

// facetKey names the query of facet k: the text (with its locale and
// whether all words must match) and every filter but k's.
func facetKey(q Query, k facetKind, all bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d|%t|", k, all)
	if q.Text != "" {
		fmt.Fprintf(&b, "%s|%q", q.Locale, q.Text)
	}
	ids := func(kind facetKind, v []int64) {
		if kind != k {
			fmt.Fprintf(&b, "|%v", v)
		}
	}
	ids(facetCategory, q.CategoryIDs)
	ids(facetManufacturer, q.ManufacturerIDs)
	ids(facetColor, q.ColorIDs)
	ids(facetSize, q.SizeIDs)
	if k != facetPrice {
		for _, p := range []*int64{q.PriceFrom, q.PriceTo} {
			if p != nil {
				fmt.Fprintf(&b, "|%d", *p)
			} else {
				b.WriteString("|-")
			}
		}
	}
	return b.String()
}

// mergeFacet copies facet k of from into into; copies, so that a caller
// changing its result cannot change the cache.
func mergeFacet(into *Facets, from Facets, k facetKind) {
	switch k {
	case facetCategory:
		into.Categories = maps.Clone(from.Categories)
	case facetManufacturer:
		into.Manufacturers = maps.Clone(from.Manufacturers)
	case facetColor:
		into.Colors = maps.Clone(from.Colors)
	case facetSize:
		into.Sizes = maps.Clone(from.Sizes)
	case facetPrice:
		into.Prices = slices.Clone(from.Prices)
	}
}
