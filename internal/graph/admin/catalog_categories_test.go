package admin_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/catalog"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// categoriesHandler is the admin API with the categories' staff side of a
// desktest shop; the club managers' clubs have the root category *clubRoot.
func categoriesHandler(t *testing.T, d *db.DB) (http.Handler, *desktest.Shop, *int64) {
	s := desktest.Open(t, d)
	clubRoot := new(int64)
	cats, err := catalog.NewCategoryStaff(catalog.CategoryStaffOptions{Catalog: s.Catalog, Audit: s.Audit,
		ClubRoots: func(context.Context, []int64) ([]int64, error) { return []int64{*clubRoot}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, CategoryStaff: cats}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	}), s, clubRoot
}

const categoryFields = `id parentId version position isActive missingLocales disabledStoreViews editable fixed texts { locale name urlPath }`

// TestCatalogCategoriesAPI: the owner creates, renames (with the version
// read; an older one is refused as changed meanwhile, in the reader's
// language) and moves categories; a club manager sees only their club's
// subtree; support may not read the tree; a colour gets a swatch.
func TestCatalogCategoriesAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, _, clubRoot := categoriesHandler(t, d)
		do := func(who, query string, vars map[string]any) gqltest.Response {
			t.Helper()
			return gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: query, Variables: vars, Header: as(who)})
		}
		tree := do("owner", `{ catalogCategories { `+categoryFields+` } }`, nil)
		if len(tree.Errors) > 0 {
			t.Fatal(tree.Errors)
		}
		root := gqltest.At(tree.Data, "catalogCategories.0.id").(string)
		text := func(l, name string) map[string]any { return map[string]any{"locale": l, "name": name} }
		create := func(parent string, texts ...map[string]any) map[string]any {
			t.Helper()
			res := do("owner", `mutation($p: ID!, $in: CatalogCategoryInput!) { createCatalogCategory(parentId: $p, input: $in) { `+categoryFields+` } }`,
				map[string]any{"p": parent, "in": map[string]any{"isActive": true, "includeInMenu": true, "texts": texts}})
			if len(res.Errors) > 0 {
				t.Fatal(res.Errors)
			}
			return gqltest.At(res.Data, "createCatalogCategory").(map[string]any)
		}
		club := create(root, text("de", "Vereinsshop"))
		*clubRoot = mustInt(t, club["id"].(string))
		gloves := create(root, text("de", "Handschuhe"), text("en", "Gloves"))
		if got := gloves["missingLocales"].([]any); len(got) != 1 || got[0] != "fr" {
			t.Errorf("missing %v", got)
		}
		update := `mutation($id: ID!, $v: Int!, $in: CatalogCategoryInput!) { updateCatalogCategory(id: $id, version: $v, input: $in) { ` + categoryFields + ` } }`
		in := map[string]any{"isActive": true, "includeInMenu": true, "texts": []any{text("de", "Reithandschuhe"), text("en", "Riding gloves"),
			text("fr", "Gants d'équitation")}}
		res := do("owner", update, map[string]any{"id": gloves["id"], "v": gloves["version"], "in": in})
		if len(res.Errors) > 0 || gqltest.At(res.Data, "updateCatalogCategory.texts.2.urlPath") != "gants-d-equitation" {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		res = do("owner", update, map[string]any{"id": gloves["id"], "v": gloves["version"], "in": in})
		if res.Code() != "CONFLICT" || !strings.Contains(res.Errors[0].Message, "changed this meanwhile") {
			t.Errorf("stale save: %+v", res.Errors)
		}
		fresh := do("owner", `query($id: ID!) { catalogCategory(id: $id) { version } }`, map[string]any{"id": gloves["id"]})
		res = do("owner", `mutation($id: ID!, $v: Int!, $p: ID!) { moveCatalogCategory(id: $id, version: $v, parentId: $p, position: 0) { `+categoryFields+` } }`,
			map[string]any{"id": gloves["id"], "v": gqltest.At(fresh.Data, "catalogCategory.version"), "p": club["id"]})
		if len(res.Errors) > 0 || gqltest.At(res.Data, "moveCatalogCategory.texts.0.urlPath") != "vereinsshop/reithandschuhe" {
			t.Fatalf("move %+v %v", res.Data, res.Errors)
		}
		// Switched off in the French store view.
		views := do("owner", `{ catalogStoreViews { code locale } }`, nil)
		if got := views.Data["catalogStoreViews"].([]any); len(got) != 3 {
			t.Errorf("store views %+v %v", views.Data, views.Errors)
		}
		in["disabledStoreViews"] = []any{"shop_fr"}
		res = do("owner", update, map[string]any{"id": gloves["id"], "v": gqltest.At(res.Data, "moveCatalogCategory.version"), "in": in})
		if len(res.Errors) > 0 || gqltest.At(res.Data, "updateCatalogCategory.disabledStoreViews.0") != "shop_fr" {
			t.Errorf("store view off %+v %v", res.Data, res.Errors)
		}
		// The club manager: the club's subtree only, its root fixed.
		res = do("club", `{ catalogCategories { `+categoryFields+` } }`, nil)
		if got := res.Data["catalogCategories"].([]any); len(got) != 2 || gqltest.At(res.Data, "catalogCategories.0.fixed") != true ||
			gqltest.At(res.Data, "catalogCategories.1.fixed") != false {
			t.Errorf("club manager's tree %+v %v", res.Data, res.Errors)
		}
		if res := do("support", `{ catalogCategories { id } }`, nil); res.Code() != "FORBIDDEN" {
			t.Errorf("support: %+v", res.Errors)
		}
		// A colour with a swatch.
		res = do("owner", `mutation($in: CatalogAttributeOptionInput!) { saveCatalogAttributeOption(code: "color", input: $in) {
			code filterable options { code swatch position labels { locale label } } } }`,
			map[string]any{"in": map[string]any{"code": "bordeaux", "swatch": "#7b1e3a", "position": 0,
				"labels": []any{map[string]any{"locale": "de", "label": "Bordeaux"}, map[string]any{"locale": "en", "label": "Burgundy"}}}})
		if len(res.Errors) > 0 || gqltest.At(res.Data, "saveCatalogAttributeOption.options.0.swatch") != "#7b1e3a" ||
			gqltest.At(res.Data, "saveCatalogAttributeOption.options.0.labels.1.label") != "Burgundy" {
			t.Errorf("option %+v %v", res.Data, res.Errors)
		}
		res = do("owner", `mutation { saveCatalogAttributeOption(code: "color", input: {code: "rot", swatch: "rot", position: 1,
			labels: [{locale: "de", label: "Rot"}]}) { code } }`, nil)
		if res.Code() != "BAD_USER_INPUT" {
			t.Errorf("bad swatch: %+v", res.Errors)
		}
	})
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
