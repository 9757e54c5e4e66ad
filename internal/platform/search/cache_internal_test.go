package search

import (
	"fmt"
	"testing"
)

func bigResult(ids, counts int) Result {
	r := Result{IDs: make([]int64, ids), Total: ids, Facets: newFacets()}
	for i := range counts {
		r.Facets.Categories[int64(i)] = i
	}
	return r
}

// The cache never holds more entries or estimated bytes than its limits,
// its byte count is the sum of what it holds, and an entry larger than
// the whole budget is not kept at all.
func TestQueryCacheStaysWithinItsBounds(t *testing.T) {
	c := newQueryCache()
	c.limits = cacheLimits{results: 10, resultBytes: 20_000, facets: 5, facetBytes: 4_000}
	check := func(step string) {
		t.Helper()
		if len(c.results) > c.limits.results || c.resultBytes > c.limits.resultBytes ||
			len(c.facets) > c.limits.facets || c.facetBytes > c.limits.facetBytes {
			t.Fatalf("%s: %d results (%d bytes), %d facets (%d bytes)", step, len(c.results), c.resultBytes, len(c.facets), c.facetBytes)
		}
		sum := 0
		for k, r := range c.results {
			sum += resultEntrySize(k, r)
		}
		if sum != c.resultBytes {
			t.Fatalf("%s: results counted as %d bytes, hold %d", step, c.resultBytes, sum)
		}
		sum = 0
		for k, f := range c.facets {
			sum += facetEntrySize(k, f)
		}
		if sum != c.facetBytes {
			t.Fatalf("%s: facets counted as %d bytes, hold %d", step, c.facetBytes, sum)
		}
	}
	for i := range 200 {
		key := fmt.Sprintf("q%d", i%37)
		c.putResult(key, bigResult(i%50, i%40), 0)
		check("result " + key)
		c.putFacet(key, bigResult(0, i%60).Facets, 0)
		check("facet " + key)
	}
	if len(c.results) == 0 || len(c.facets) == 0 {
		t.Error("the cache kept nothing")
	}
	c.putResult("huge", bigResult(3000, 0), 0)
	if _, ok := c.result("huge", 0); ok {
		t.Error("a result larger than the budget was kept")
	}
	c.putFacet("huge", bigResult(0, 200).Facets, 0)
	if _, ok := c.facet("huge", 0); ok {
		t.Error("facets larger than the budget were kept")
	}
	check("after the huge ones")
}

// The generation read from the database is the cache's: what was kept
// for another one is never answered, whichever way the revision moved.
func TestQueryCacheMoveTo(t *testing.T) {
	c := newQueryCache()
	c.moveTo(7)
	c.putResult("q", bigResult(3, 2), 7)
	if _, ok := c.result("q", 7); !ok {
		t.Fatal("a result of the current generation was not kept")
	}
	c.putResult("late", bigResult(3, 2), 6)
	if _, ok := c.result("late", 7); ok {
		t.Error("a result computed for an older generation was kept")
	}
	// A search that read the revision before a write another one has seen.
	c.moveTo(5)
	if _, ok := c.result("q", 5); ok || len(c.results) != 0 {
		t.Error("a search of an older generation was answered from a newer one")
	}
	c.putResult("old", bigResult(3, 2), 5)
	// The revision climbs back to 7 (a restored database): nothing of the
	// first 7 remains.
	c.moveTo(7)
	if _, ok := c.result("q", 7); ok || len(c.results) != 0 || c.resultBytes != 0 {
		t.Error("the cache answered what it kept for an earlier generation of the same number")
	}
}
