package search

import (
	"maps"
	"slices"
	"strconv"
	"sync"
)

// Sizes of the caches; when one is full it starts over rather than
// tracking use: a shop's listings and popular searches fill it again at
// once.
const (
	facetCacheSize  = 2048
	resultCacheSize = 4096
)

// queryCache keeps what the Bleve engine computed for queries: whole
// results (a page of ids, the total and the facets), and the counts of the
// facets whose own filter is active, which need a query of their own and
// are shared by every page and sort of a listing. Category pages and
// popular searches ask the same queries over and over; the index changes
// seldom. Any write to the index empties the cache, and a result computed
// before a write is not stored after it, so a search never answers what
// the index no longer holds. Only the Bleve engine has it: its index lives
// in this process, so every write passes here. Results do not depend on
// the time: prices that change with a sale are reindexed when it starts
// and ends.
type queryCache struct {
	mu      sync.Mutex
	gen     uint64
	off     bool // results are not kept (benchmarks of the engine itself)
	facets  map[string]Facets
	results map[string]Result
}

func newQueryCache() *queryCache {
	return &queryCache{facets: map[string]Facets{}, results: map[string]Result{}}
}

// generation is the state of the index a result is computed for.
func (c *queryCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *queryCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.facets)
	clear(c.results)
}

func (c *queryCache) facet(key string) (Facets, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, ok := c.facets[key]
	return f, ok
}

// putFacet stores counts computed at generation gen, unless the index
// changed since.
func (c *queryCache) putFacet(key string, f Facets, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || c.off {
		return
	}
	if len(c.facets) >= facetCacheSize {
		clear(c.facets)
	}
	c.facets[key] = f
}

// result returns a copy of the cached result of a query, so that the
// caller may change it.
func (c *queryCache) result(key string) (Result, bool) {
	c.mu.Lock()
	r, ok := c.results[key]
	c.mu.Unlock()
	if !ok {
		return Result{}, false
	}
	return cloneResult(r), true
}

// putResult stores a copy of a result computed at generation gen, unless
// the index changed since.
func (c *queryCache) putResult(key string, r Result, gen uint64) {
	r = cloneResult(r)
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || c.off {
		return
	}
	if len(c.results) >= resultCacheSize {
		clear(c.results)
	}
	c.results[key] = r
}

func (c *queryCache) disable() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.off = true
	clear(c.facets)
	clear(c.results)
}

func cloneResult(r Result) Result {
	out := Result{IDs: slices.Clone(r.IDs), Total: r.Total}
	if r.IDs != nil && out.IDs == nil {
		out.IDs = []int64{}
	}
	if r.Facets.Categories != nil {
		out.Facets = Facets{
			Categories: maps.Clone(r.Facets.Categories), Manufacturers: maps.Clone(r.Facets.Manufacturers),
			Colors: maps.Clone(r.Facets.Colors), Sizes: maps.Clone(r.Facets.Sizes),
			Prices: slices.Clone(r.Facets.Prices),
		}
	}
	return out
}

// appendIDs writes a filter's values, sorted as prepare leaves them.
func appendIDs(b []byte, ids []int64) []byte {
	b = append(b, '[')
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, id, 10)
	}
	return append(b, ']')
}

func appendPrice(b []byte, p *int64) []byte {
	if p == nil {
		return append(b, '-')
	}
	return strconv.AppendInt(b, *p, 10)
}

// resultKey names a prepared query with everything that changes its
// result.
func resultKey(q Query) string {
	b := make([]byte, 0, 96+len(q.Text))
	b = append(b, q.Locale...)
	b = append(b, '|')
	b = append(b, q.Sort...)
	b = strconv.AppendBool(append(b, '|'), q.Descending)
	b = strconv.AppendInt(append(b, '|'), q.PositionCategory, 10)
	b = strconv.AppendInt(append(b, '|'), int64(q.Offset), 10)
	b = strconv.AppendInt(append(b, '|'), int64(q.Limit), 10)
	b = strconv.AppendBool(append(b, '|'), q.Facets)
	b = appendIDs(append(b, '|'), q.CategoryIDs)
	b = appendIDs(b, q.WithinCategoryIDs)
	b = appendIDs(b, q.ManufacturerIDs)
	b = appendIDs(b, q.ColorIDs)
	b = appendIDs(b, q.SizeIDs)
	b = appendPrice(append(b, '|'), q.PriceFrom)
	b = appendPrice(append(b, '|'), q.PriceTo)
	b = strconv.AppendQuote(append(b, '|'), q.Text)
	return string(b)
}

// facetKey names the query of facet k: the text (with its locale and
// whether all words must match) and every filter but k's.
func facetKey(q Query, k facetKind, all bool) string {
	b := make([]byte, 0, 64+len(q.Text))
	b = strconv.AppendInt(b, int64(k), 10)
	b = strconv.AppendBool(append(b, '|'), all)
	b = append(b, '|')
	if q.Text != "" {
		b = append(b, q.Locale...)
		b = strconv.AppendQuote(append(b, '|'), q.Text)
	}
	ids := func(kind facetKind, v []int64) {
		if kind != k {
			b = appendIDs(append(b, '|'), v)
		}
	}
	ids(facetCategory, q.CategoryIDs)
	ids(filterWithin, q.WithinCategoryIDs)
	ids(facetManufacturer, q.ManufacturerIDs)
	ids(facetColor, q.ColorIDs)
	ids(facetSize, q.SizeIDs)
	if k != facetPrice {
		b = appendPrice(append(b, '|'), q.PriceFrom)
		b = appendPrice(append(b, '|'), q.PriceTo)
	}
	return string(b)
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
