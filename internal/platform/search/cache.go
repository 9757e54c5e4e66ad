package search

import (
	"maps"
	"slices"
	"strconv"
	"sync"
)

// Bounds of the caches: entries, and an estimate of the bytes they hold
// (ids, facet counts, keys), so that pages of up to MaxLimit ids or the
// facets of a large shop cannot grow one past what an instance can spare.
// When one is full it starts over rather than tracking use: a shop's
// listings and popular searches fill it again at once.
const (
	facetCacheSize   = 2048
	resultCacheSize  = 4096
	facetCacheBytes  = 4 << 20
	resultCacheBytes = 16 << 20
)

// queryCache keeps what an engine computed for queries: whole results (a
// page of ids, the total and the facets), and facet counts that are shared
// by every page and sort of a listing (Bleve: the counts of a facet whose
// own filter is active, which need a query of their own; PostgreSQL: all
// of a query's facets, one statement). Category pages and popular searches
// ask the same queries over and over; the index changes seldom.
//
// Everything kept belongs to one generation of the index, and a result is
// kept only for the generation its engine read before computing it, so a
// search never answers what the index no longer holds and a result
// computed while a write happened is not kept for the state after it. The
// Bleve engine's index lives in this process: every write passes here and
// moves the generation on (invalidate). The PostgreSQL engine's index is
// shared by every instance: its generation is the database's
// catalog_revision, which triggers move on every write to the index from
// any process, read once per search (moveTo). Results do not depend on
// the time: prices that change with a sale are reindexed when it starts
// and ends.
type queryCache struct {
	mu          sync.Mutex
	gen         uint64
	off         bool // results are not kept (benchmarks of the engine itself)
	facets      map[string]Facets
	results     map[string]Result
	facetBytes  int
	resultBytes int
	limits      cacheLimits
}

// cacheLimits bound a queryCache.
type cacheLimits struct {
	facets, facetBytes, results, resultBytes int
}

func newQueryCache() *queryCache {
	return &queryCache{facets: map[string]Facets{}, results: map[string]Result{}, limits: cacheLimits{
		facets: facetCacheSize, facetBytes: facetCacheBytes, results: resultCacheSize, resultBytes: resultCacheBytes,
	}}
}

// generation is the state of the index a result is computed for.
func (c *queryCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// invalidate forgets everything and starts the next generation: after a
// write to an index only this process writes.
func (c *queryCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.clear()
}

// moveTo makes gen, read from where every writer moves it, the cache's
// generation, forgetting everything when it differs from what the cache
// holds. Usually gen is newer; an older one is a search that read it
// before a write another search has seen already, or a database restored
// from a backup, whose revision may climb back to numbers the cache has
// seen with other data: starting over in both cases keeps the rule that
// everything kept was computed after its generation was read, at the cost
// of a few misses right after a write.
func (c *queryCache) moveTo(gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		c.gen = gen
		c.clear()
	}
}

func (c *queryCache) clear() {
	clear(c.facets)
	clear(c.results)
	c.facetBytes, c.resultBytes = 0, 0
}

// facet returns the counts kept under key for generation gen; nobody may
// change them.
func (c *queryCache) facet(key string, gen uint64) (Facets, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, ok := c.facets[key]
	return f, ok && gen == c.gen
}

// putFacet keeps counts computed at generation gen, unless the index
// changed since; nobody may change them afterwards.
func (c *queryCache) putFacet(key string, f Facets, gen uint64) {
	size := facetEntrySize(key, f)
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || c.off || size > c.limits.facetBytes {
		return
	}
	if old, ok := c.facets[key]; ok {
		c.facetBytes -= facetEntrySize(key, old)
	} else if len(c.facets) >= c.limits.facets {
		clear(c.facets)
		c.facetBytes = 0
	}
	if c.facetBytes+size > c.limits.facetBytes {
		clear(c.facets)
		c.facetBytes = 0
	}
	c.facets[key] = f
	c.facetBytes += size
}

// result returns a copy of the result kept under key for generation gen,
// so that the caller may change it.
func (c *queryCache) result(key string, gen uint64) (Result, bool) {
	c.mu.Lock()
	r, ok := c.results[key]
	ok = ok && gen == c.gen
	c.mu.Unlock()
	if !ok {
		return Result{}, false
	}
	return cloneResult(r), true
}

// putResult keeps a copy of a result computed at generation gen, unless
// the index changed since.
func (c *queryCache) putResult(key string, r Result, gen uint64) {
	r = cloneResult(r)
	size := resultEntrySize(key, r)
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || c.off || size > c.limits.resultBytes {
		return
	}
	if old, ok := c.results[key]; ok {
		c.resultBytes -= resultEntrySize(key, old)
	} else if len(c.results) >= c.limits.results {
		clear(c.results)
		c.resultBytes = 0
	}
	if c.resultBytes+size > c.limits.resultBytes {
		clear(c.results)
		c.resultBytes = 0
	}
	c.results[key] = r
	c.resultBytes += size
}

// answer returns the result kept under key for generation gen, or runs
// the query and keeps its result for gen. gen is read before: a write
// while the query runs moves the generation on, and the result is not
// kept.
func (c *queryCache) answer(key string, gen uint64, run func() (Result, error)) (Result, error) {
	if cached, ok := c.result(key, gen); ok {
		return cached, nil
	}
	out, err := run()
	if err != nil {
		return Result{}, err
	}
	c.putResult(key, out, gen)
	return out, nil
}

func (c *queryCache) disable() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.off = true
	c.clear()
}

// Estimates for the byte bounds: what an entry costs besides its ids and
// counts (its map slot, headers), one count with its share of a map, and
// one price bucket.
const (
	entryBytes  = 160
	countBytes  = 32
	bucketBytes = 24
)

func facetsBytes(f Facets) int {
	n := len(f.Categories) + len(f.Manufacturers) + len(f.Colors) + len(f.Sizes)
	return n*countBytes + len(f.Prices)*bucketBytes
}

func facetEntrySize(key string, f Facets) int {
	return entryBytes + len(key) + facetsBytes(f)
}

func resultEntrySize(key string, r Result) int {
	return entryBytes + len(key) + 8*len(r.IDs) + facetsBytes(r.Facets)
}

func cloneResult(r Result) Result {
	out := Result{IDs: slices.Clone(r.IDs), Total: r.Total}
	if r.IDs != nil && out.IDs == nil {
		out.IDs = []int64{}
	}
	if r.Facets.Categories != nil {
		out.Facets = cloneFacets(r.Facets)
	}
	return out
}

// cloneFacets returns a copy of f that shares nothing with it.
func cloneFacets(f Facets) Facets {
	return Facets{
		Categories: maps.Clone(f.Categories), Manufacturers: maps.Clone(f.Manufacturers),
		Colors: maps.Clone(f.Colors), Sizes: maps.Clone(f.Sizes),
		Prices: slices.Clone(f.Prices),
	}
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
// whether all words must match) and every filter but k's; with k
// facetKinds, the query of all facets at once. The locale plays a part
// without text too: a store view may switch products off.
func facetKey(q Query, k facetKind, all bool) string {
	b := make([]byte, 0, 64+len(q.Text))
	b = strconv.AppendInt(b, int64(k), 10)
	b = strconv.AppendBool(append(b, '|'), all)
	b = append(b, '|')
	b = append(b, q.Locale...)
	if q.Text != "" {
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
