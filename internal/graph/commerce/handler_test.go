package commerce_test

import (
	"slices"
	"testing"

	"paddock/internal/graph/commerce"
)

// What the response cache may keep is listed on purpose: catalogue reads
// only, each a query field of the schema. A field about a customer, a cart
// or an order added here would serve one customer's answer to another.
func TestCachedFields(t *testing.T) {
	want := []string{"availableStores", "categories", "categoryList", "customAttributeMetadata", "products", "route", "storeConfig"}
	got := slices.Sorted(slices.Values(commerce.CachedFields))
	if !slices.Equal(got, want) {
		t.Errorf("cached fields %v; want %v", got, want)
	}
	query := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{}}).Schema().Query
	for _, f := range got {
		if query.Fields.ForName(f) == nil {
			t.Errorf("%s is no query field", f)
		}
	}
}
