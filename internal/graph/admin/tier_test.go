package admin_test

import (
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// The product editor's tier prices: saved with a product, read back by
// quantity, refused with the field the editor shows the error on.
func TestTierPricesInTheAdminAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, _ := productsHandler(t, d)
		const save = `mutation($in: ProductInput!) { saveProduct(input: $in) { id
			product { tierPrices { quantity price percent } variants { sku tierPrices { quantity price percent } } } } }`
		product := func(tiers []any) map[string]any {
			return map[string]any{"type": "simple", "sku": "EIMER-1", "enabled": true, "price": 1990, "stockQty": 10,
				"name": map[string]any{"de": "Eimer"}, "tierPrices": tiers}
		}
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a tier above the price", Query: save, Header: as("owner"),
				Variables: map[string]any{"in": product([]any{map[string]any{"quantity": 5, "price": 1990}})},
				Code:      "BAD_USER_INPUT", Field: "tierPrices[0].price", Message: "below the regular price"},
			{Name: "a tier of one piece", Query: save, Header: as("owner"),
				Variables: map[string]any{"in": product([]any{map[string]any{"quantity": 1, "percent": 5}})},
				Code:      "BAD_USER_INPUT", Field: "tierPrices[0].quantity"},
			{Name: "tiers saved and read back by quantity", Query: save, Header: as("owner"),
				Variables: map[string]any{"in": product([]any{map[string]any{"quantity": 10, "percent": 10}, map[string]any{"quantity": 5, "price": 1790}})},
				Data: map[string]any{
					"saveProduct.product.tierPrices.0.quantity": 5.0, "saveProduct.product.tierPrices.0.price": 1790.0,
					"saveProduct.product.tierPrices.0.percent": 0.0, "saveProduct.product.tierPrices.1.quantity": 10.0,
					"saveProduct.product.tierPrices.1.percent": 10.0, "saveProduct.product.tierPrices.1.price": 0.0,
				}},
		})
	})
}
