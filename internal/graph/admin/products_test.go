package admin_test

import (
	"net/http"
	"strconv"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/catalog"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// productsHandler is the admin API with the catalogue of a desktest shop.
func productsHandler(t *testing.T, d *db.DB) (http.Handler, *desktest.Shop) {
	s := desktest.Open(t, d)
	cat := catalog.NewService(d, nil, s.Queue, catalog.WithAudit(s.Audit))
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, CatalogStaff: cat.(catalog.StaffProducts), Catalog: cat},
		gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	}), s
}

// TestProductsInTheAdminAPI: staff find products, open one, change its
// price with the revision they loaded (a second save of the same
// revision is refused), see the 30-day reference of a special price,
// create a product and disable products in bulk; a club manager reaches
// their club's goods only, support none.
func TestProductsInTheAdminAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s := productsHandler(t, d)
		found, err := s.Catalog.Products(s.Ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"HOSE-1"}})
		if err != nil || len(found) != 1 {
			t.Fatal(found, err)
		}
		hose, category := strconv.FormatInt(found[0].ID, 10), strconv.FormatInt(found[0].CategoryIDs[0], 10)
		var revision float64
		const detail = `query($id: ID!) { product(id: $id) { id revision missing paths { locale path }
			product { sku type price stockQty name { de en fr } categoryIds variants { sku } } movements { reason } } }`
		const save = `mutation($id: ID, $rev: Int, $in: ProductInput!, $was: [StockLevelInput!]) {
			saveProduct(id: $id, revision: $rev, input: $in, stockWas: $was) { id revision product { price stockQty } } }`
		input := func(price int) map[string]any {
			return map[string]any{"type": "simple", "sku": "HOSE-1", "enabled": true, "price": price, "stockQty": 1000,
				"name":     map[string]any{"de": "Reithose Klassik", "en": "Reithose Klassik (en)", "fr": "Reithose Klassik (fr)"},
				"taxClass": "standard", "deliveryMinDays": 2, "deliveryMaxDays": 4, "categoryIds": []any{category}}
		}
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support manages no catalogue", Query: `{ products { totalCount } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "found by a part of the name", Query: `{ products(search: "klassik") { totalCount items { sku name stock enabled imageUrl missing } } }`,
				Header: as("owner"), Data: map[string]any{"products.totalCount": 1.0, "products.items.0.sku": "HOSE-1",
					"products.items.0.stock": 1000.0, "products.items.0.enabled": true, "products.items.0.imageUrl": nil}},
			{Name: "a club manager's goods only", Query: `{ products(pageSize: 200) { totalCount items { sku } } }`, Header: as("club"),
				Data: map[string]any{"products.totalCount": 1.0, "products.items.0.sku": "HOSE-1"}},
			{Name: "a bad filter", Query: `{ products(filter: {stock: "plenty"}) { totalCount } }`, Header: as("owner"),
				Code: "BAD_USER_INPUT", Field: "stock"},
			{Name: "one product", Query: detail, Variables: map[string]any{"id": hose}, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
				if gqltest.At(res.Data, "product.product.sku") != "HOSE-1" || gqltest.At(res.Data, "product.product.name.fr") != "Reithose Klassik (fr)" ||
					gqltest.At(res.Data, "product.paths.0.path") != "/de/reithose-klassik" {
					t.Errorf("product %v %v", res.Data, res.Errors)
				}
				revision, _ = gqltest.At(res.Data, "product.revision").(float64)
			}},
			{Name: "another club's product is null", Query: detail, Variables: map[string]any{"id": hose}, Header: as("other club"),
				Data: map[string]any{"product": nil}},
		})
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a new price", Query: save, Variables: map[string]any{"id": hose, "rev": revision, "in": input(6490),
				"was": []any{map[string]any{"sku": "HOSE-1", "qty": 1000}}}, Header: as("owner"),
				Data: map[string]any{"saveProduct.product.price": 6490.0, "saveProduct.product.stockQty": 1000.0}},
			{Name: "the same revision again is refused", Query: save, Variables: map[string]any{"id": hose, "rev": revision, "in": input(6990)},
				Header: as("owner"), Code: "CONFLICT", Message: "changed this product meanwhile"},
			{Name: "the reference of a special price", Query: `query($id: ID) { priceReference(productId: $id, price: 6490, specialPrice: 4990) }`,
				Variables: map[string]any{"id": hose}, Header: as("owner"), Data: map[string]any{"priceReference": 5990.0}},
			{Name: "a bad EAN", Query: save, Variables: map[string]any{"in": map[string]any{"type": "simple", "sku": "NEU-1", "enabled": true,
				"price": 100, "name": map[string]any{"de": "Neu"}, "ean": "4006381333932"}}, Header: as("owner"),
				Code: "BAD_USER_INPUT", Field: "ean", Message: "not a valid EAN"},
			{Name: "a club manager creates no other club's goods", Query: save, Variables: map[string]any{"in": map[string]any{
				"type": "simple", "sku": "SATTEL-9", "enabled": true, "price": 100, "name": map[string]any{"de": "Sattel"}}},
				Header: as("club"), Code: "FORBIDDEN"},
			{Name: "a new product", Query: save, Variables: map[string]any{"in": map[string]any{"type": "simple", "sku": "NEU-1", "enabled": true,
				"price": 1990, "stockQty": 4, "name": map[string]any{"de": "Neu", "en": "New", "fr": "Nouveau"}, "ean": "4006381333931",
				"specialFrom": "2026-12-01", "specialTo": "2026-12-24", "specialPrice": 1490}}, Header: as("owner"),
				Data: map[string]any{"saveProduct.product.price": 1990.0, "saveProduct.product.stockQty": 4.0}},
			{Name: "disabled in bulk", Query: `mutation($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, action: {kind: "disable"}) }`,
				Variables: map[string]any{"ids": []any{hose}}, Header: as("owner"), Data: map[string]any{"bulkUpdateProducts": 1.0}},
			{Name: "the list shows it disabled", Query: `{ products(filter: {status: "disabled"}) { items { sku } } }`, Header: as("owner"),
				Data: map[string]any{"products.items.0.sku": "HOSE-1"}},
			{Name: "the choices", Query: `{ productChoices { categories { id path } attributes { code options { code } } lowStockThreshold } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					if len(gqltest.At(res.Data, "productChoices.categories").([]any)) < 2 || gqltest.At(res.Data, "productChoices.lowStockThreshold") != 5.0 {
						t.Errorf("choices %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "the trail", Query: `{ auditEntries { items { operation objectId } } }`, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
				ops := map[string]bool{}
				for _, e := range gqltest.At(res.Data, "auditEntries.items").([]any) {
					ops[e.(map[string]any)["operation"].(string)+" "+e.(map[string]any)["objectId"].(string)] = true
				}
				for _, want := range []string{"product.update HOSE-1", "product.create NEU-1", "product.bulk.disable HOSE-1", "product.search "} {
					if !ops[want] {
						t.Errorf("trail lacks %q: %v", want, ops)
					}
				}
			}},
		})
	})
}
