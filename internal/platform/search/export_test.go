package search

import "context"

// SetBleveLayout overwrites the layout an index records, to test what
// opening an index of another version does.
func SetBleveLayout(e Engine, layout string) error {
	return e.(*bleveEngine).index.SetInternal(layoutKey, []byte(layout))
}

// DisableCache makes an engine run every query, so that benchmarks
// measure the engine rather than its cache.
func DisableCache(e Engine) {
	cacheOf(e).disable()
}

func cacheOf(e Engine) *queryCache {
	switch e := e.(type) {
	case *bleveEngine:
		return e.cache
	case *pgEngine:
		return e.cache
	}
	panic("search: an engine without a cache")
}

// CacheHolds reports what an engine's cache holds: results and facet
// counts, and the bytes each is estimated at.
func CacheHolds(e Engine) (results, resultBytes, facets, facetBytes int) {
	c := cacheOf(e)
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.results), c.resultBytes, len(c.facets), c.facetBytes
}

// LimitCache bounds an engine's cache more tightly than the defaults, to
// test that it stays within its bounds.
func LimitCache(e Engine, results, resultBytes, facets, facetBytes int) {
	c := cacheOf(e)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.limits = cacheLimits{results: results, resultBytes: resultBytes, facets: facets, facetBytes: facetBytes}
	c.clear()
}

// SearchRacing runs q on a PostgreSQL engine as its Search does, with
// write called once the query has run and before its result is kept: a
// write that lands while the search is under way.
func SearchRacing(ctx context.Context, e Engine, q Query, write func()) (Result, error) {
	pg := e.(*pgEngine)
	q, err := prepare(q)
	if err != nil {
		return Result{}, err
	}
	rev, _, err := pg.revision(ctx)
	if err != nil {
		return Result{}, err
	}
	pg.cache.moveTo(rev)
	return pg.cache.answer(resultKey(q), rev, func() (Result, error) {
		out, err := pg.search(ctx, q, rev, true)
		write()
		return out, err
	})
}
