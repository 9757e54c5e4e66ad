package search

// SetBleveLayout overwrites the layout an index records, to test what
// opening an index of another version does.
func SetBleveLayout(e Engine, layout string) error {
	return e.(*bleveEngine).index.SetInternal(layoutKey, []byte(layout))
}
