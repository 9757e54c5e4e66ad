package search

// SetBleveLayout overwrites the layout an index records, to test what
// opening an index of another version does.
func SetBleveLayout(e Engine, layout string) error {
	return e.(*bleveEngine).index.SetInternal(layoutKey, []byte(layout))
}

// DisableCache makes a Bleve engine run every query, so that benchmarks
// measure the engine rather than its cache.
func DisableCache(e Engine) {
	e.(*bleveEngine).cache.disable()
}
