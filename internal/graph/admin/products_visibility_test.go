package admin_test

import (
	"strconv"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The admin API carries a product's status per store view, visibility
// and related products in its detail, its save and its list, and the
// bulk actions storeOff and storeOn.
func TestProductVisibilityInTheAdminAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s := productsHandler(t, d)
		found, err := s.Catalog.Products(s.Ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"HOSE-1"}})
		if err != nil || len(found) != 1 {
			t.Fatal(found, err)
		}
		hose := strconv.FormatInt(found[0].ID, 10)
		const save = `mutation($in: ProductInput!) {
			saveProduct(input: $in) { id product { visibility disabledStoreViews relatedSkus } } }`
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "defaults", Query: `query($id: ID!) { product(id: $id) { product { visibility disabledStoreViews relatedSkus } } }`,
				Variables: map[string]any{"id": hose}, Header: as("owner"),
				Data: map[string]any{"product.product.visibility": 4.0, "product.product.disabledStoreViews": []any{},
					"product.product.relatedSkus": []any{}}},
			{Name: "a new product off in fr, in search only, related to the trousers", Query: save,
				Variables: map[string]any{"in": map[string]any{"type": "simple", "sku": "NEU-2", "enabled": true, "price": 990,
					"name": map[string]any{"de": "Neu"}, "visibility": 3, "disabledStoreViews": []any{"shop_fr"}, "relatedSkus": []any{"HOSE-1"}}},
				Header: as("owner"), Data: map[string]any{"saveProduct.product.visibility": 3.0,
					"saveProduct.product.disabledStoreViews.0": "shop_fr", "saveProduct.product.relatedSkus.0": "HOSE-1"}},
			{Name: "a visibility that is none", Query: save,
				Variables: map[string]any{"in": map[string]any{"type": "simple", "sku": "NEU-3", "enabled": true, "price": 990,
					"name": map[string]any{"de": "Neu"}, "visibility": 7}},
				Header: as("owner"), Code: "BAD_USER_INPUT", Field: "visibility"},
			{Name: "off in English in bulk", Query: `mutation($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, action: {kind: "storeOff", store: "shop_en"}) }`,
				Variables: map[string]any{"ids": []any{hose}}, Header: as("owner"), Data: map[string]any{"bulkUpdateProducts": 1.0}},
			{Name: "the list filters and shows it", Query: `{ products(filter: {disabledIn: "shop_en"}) { totalCount items { sku disabledStoreViews } } }`,
				Header: as("owner"), Data: map[string]any{"products.totalCount": 1.0, "products.items.0.sku": "HOSE-1",
					"products.items.0.disabledStoreViews.0": "shop_en"}},
		})
	})
}
