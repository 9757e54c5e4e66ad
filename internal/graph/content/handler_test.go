package content_test

import (
	"slices"
	"testing"

	"paddock/internal/graph/content"
)

// What the response cache may keep is listed on purpose: reads that depend
// only on the site, the language and the content's revision, each a query
// field of the schema. SalesEvents, which count down by the clock, stay
// out.
func TestCachedFields(t *testing.T) {
	want := []string{"Clubs", "Form", "Page", "Pages", "Site", "Sites"}
	got := slices.Sorted(slices.Values(content.CachedFields))
	if !slices.Equal(got, want) {
		t.Errorf("cached fields %v; want %v", got, want)
	}
	query := content.NewExecutableSchema(content.Config{Resolvers: &content.Resolver{}}).Schema().Query
	for _, f := range got {
		if query.Fields.ForName(f) == nil {
			t.Errorf("%s is no query field", f)
		}
	}
}
