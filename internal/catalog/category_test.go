package catalog_test

import (
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func names(cats []catalog.Category) []string {
	out := make([]string, len(cats))
	for i, c := range cats {
		out[i] = c.Name
	}
	return out
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestCategoryTree(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		hidden, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ParentID: f.rider, Position: 0, IsActive: false, Name: texts("Versteckt", "", "")})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ParentID: hidden, IsActive: true, Name: texts("Unter Versteckt", "", "")}); err != nil {
			t.Fatal(err)
		}
		mustSave(t, f, simple("HOSE-1", "Reithose", 5990, f.breeches))
		mustSave(t, f, simple("HOSE-2", "Reithose Kids", 4990, f.breeches, f.rider))
		inactive := simple("HOSE-3", "Alte Reithose", 4990, f.breeches)
		inactive.IsActive = false
		mustSave(t, f, inactive)
		mustSave(t, f, simple("DECKE-1", "Thermodecke", 12990, f.thermoRugs))

		tree, err := f.svc.CategoryTree(f.ctx, en, f.root, 4)
		if err != nil {
			t.Fatal(err)
		}
		if tree.Level != 1 || tree.Name != "Catalog" || tree.ChildrenCount != 2 {
			t.Errorf("root %+v", tree)
		}
		if got := names(tree.Children); !equal(got, []string{"Rider", "Horse"}) {
			t.Errorf("top categories %v; want by position, English", got)
		}
		rider := tree.Children[0]
		if rider.Level != 2 || rider.URLPath != "rider" || !equal(names(rider.Children), []string{"Breeches", "Jackets"}) {
			t.Errorf("rider %+v; inactive children must not show", rider)
		}
		if rider.ChildrenCount != 2 || rider.ProductCount != 2 {
			t.Errorf("rider counts: %d children, %d products; want 2, 2 (the inactive product does not count, a product in two categories once)", rider.ChildrenCount, rider.ProductCount)
		}
		thermo := tree.Children[1].Children[0].Children[0].Children[0]
		if thermo.Name != "Thermal rugs" || thermo.Level != 5 || thermo.URLPath != "horse/rugs/winter-rugs/thermal-rugs" || thermo.ProductCount != 1 {
			t.Errorf("fourth level below the root %+v", thermo)
		}
		if horse := tree.Children[1]; horse.ProductCount != 1 {
			t.Errorf("horse counts the product four levels down: %d", horse.ProductCount)
		}

		shallow, err := f.svc.CategoryTree(f.ctx, de, f.horse, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(shallow.Children) != 1 || len(shallow.Children[0].Children) != 0 || shallow.Children[0].ChildrenCount != 1 {
			t.Errorf("depth 1: %+v; the child still counts its own children", shallow)
		}
		if _, err := f.svc.CategoryTree(f.ctx, de, hidden, 1); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("tree of an inactive category: %v; want NotFound", err)
		}
		if _, err := f.svc.CategoryTree(f.ctx, de, f.root, 11); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("depth 11: %v; want Invalid", err)
		}
		if _, err := f.svc.CategoryTree(f.ctx, "es", f.root, 1); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("locale es: %v; want Invalid", err)
		}

		crumbs, err := f.svc.Breadcrumbs(f.ctx, fr, f.thermoRugs)
		if err != nil {
			t.Fatal(err)
		}
		// Winterdecken has no French name: German fills it.
		if got := names(crumbs); !equal(got, []string{"Cheval", "Couvertures", "Winterdecken"}) {
			t.Errorf("breadcrumbs %v", got)
		}
		if crumbs[2].URLPath != "cheval/couvertures/winterdecken" {
			t.Errorf("French path with German fill: %q", crumbs[2].URLPath)
		}
		if top, _ := f.svc.Breadcrumbs(f.ctx, de, f.rider); len(top) != 0 {
			t.Errorf("breadcrumbs of a top category %v; want none", names(top))
		}
	})
}

func TestCategoriesFilter(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		tests := []struct {
			name   string
			filter catalog.CategoryFilter
			want   []string
		}{
			{"ids", catalog.CategoryFilter{IDs: []int64{f.jacket, f.horse, 999999}}, []string{"Pferd", "Jacken"}}, // by position, then id
			{"url path", catalog.CategoryFilter{URLPath: "/Reiter/Reithosen/"}, []string{"Reithosen"}},
			{"unknown url path", catalog.CategoryFilter{URLPath: "reiter/nichts"}, []string{}},
			{"parent", catalog.CategoryFilter{ParentID: f.rider}, []string{"Reithosen", "Jacken"}},
			{"name, any case", catalog.CategoryFilter{Name: "DECKEN"}, []string{"Decken", "Winterdecken", "Thermodecken"}},
			{"name and parent", catalog.CategoryFilter{Name: "decken", ParentID: f.winterRugs}, []string{"Thermodecken"}},
			{"invalid bytes", catalog.CategoryFilter{URLPath: "\xff\x00"}, []string{}},
		}
		for _, tt := range tests {
			got, err := f.svc.Categories(f.ctx, de, tt.filter)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			if !equal(names(got), tt.want) {
				t.Errorf("%s: %v; want %v", tt.name, names(got), tt.want)
			}
		}
		rider, _ := f.svc.Categories(f.ctx, de, catalog.CategoryFilter{IDs: []int64{f.rider}})
		if len(rider) != 1 || rider[0].ChildrenCount != 2 || rider[0].ParentID != f.root || !rider[0].IncludeInMenu {
			t.Errorf("rider %+v", rider)
		}
	})
}

func TestCategoryMoveKeepsOldPaths(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		mustSave(t, f, simple("DECKE-1", "Thermodecke", 12990, f.thermoRugs))
		// Move Winterdecken (with Thermodecken below) from Pferd › Decken to Reiter.
		moved, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{
			ID: f.winterRugs, ParentID: f.rider, Position: 5, IsActive: true, Name: texts("Winterdecken", "Winter rugs", ""),
		})
		if err != nil || moved != f.winterRugs {
			t.Fatalf("move: %d, %v", moved, err)
		}
		thermo, err := f.svc.Categories(f.ctx, de, catalog.CategoryFilter{IDs: []int64{f.thermoRugs}})
		if err != nil || len(thermo) != 1 {
			t.Fatal(err)
		}
		if thermo[0].URLPath != "reiter/winterdecken/thermodecken" || thermo[0].Level != 4 {
			t.Errorf("moved child %+v", thermo[0])
		}
		route, err := f.svc.Route(f.ctx, de, "pferd/decken/winterdecken/thermodecken")
		if err != nil || route.RedirectCode != 301 || route.RelativeURL != "reiter/winterdecken/thermodecken" || route.EntityID != f.thermoRugs {
			t.Errorf("old path of the child: %+v, %v", route, err)
		}
		route, err = f.svc.Route(f.ctx, en, "horse/rugs/winter-rugs")
		if err != nil || route.RedirectCode != 301 || route.RelativeURL != "rider/winter-rugs" {
			t.Errorf("old English path: %+v, %v", route, err)
		}
		counts, _ := f.svc.Categories(f.ctx, de, catalog.CategoryFilter{IDs: []int64{f.horse, f.rider, f.rugs}})
		for _, c := range counts {
			want := map[int64]int{f.horse: 0, f.rider: 1, f.rugs: 0}[c.ID]
			if c.ProductCount != want {
				t.Errorf("%s counts %d products after the move; want %d", c.Name, c.ProductCount, want)
			}
		}
		crumbs, _ := f.svc.Breadcrumbs(f.ctx, de, f.thermoRugs)
		if !equal(names(crumbs), []string{"Reiter", "Winterdecken"}) {
			t.Errorf("breadcrumbs after the move %v", names(crumbs))
		}
		if doc, ok := f.engine.doc(mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"DECKE-1"}}).ID); !ok || !equal(doc.CategoryIDs, []int64{f.rider, f.winterRugs, f.thermoRugs}) {
			t.Errorf("the index follows the move: %v", doc.CategoryIDs)
		}

		// A renamed key redirects as well, and the children follow it.
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{
			ID: f.rider, IsActive: true, Position: 1, Name: texts("Reiter", "", ""), URLKey: texts("reitsport", "", ""),
		}); err != nil {
			t.Fatal(err)
		}
		route, err = f.svc.Route(f.ctx, de, "reiter/winterdecken/thermodecken")
		if err != nil || route.RedirectCode != 301 || route.RelativeURL != "reitsport/winterdecken/thermodecken" {
			t.Errorf("after renaming the parent: %+v, %v", route, err)
		}
		route, err = f.svc.Route(f.ctx, de, "pferd/decken/winterdecken/thermodecken")
		if err != nil || route.RelativeURL != "reitsport/winterdecken/thermodecken" {
			t.Errorf("the oldest path goes straight to the newest: %+v, %v", route, err)
		}
	})
}

func TestSaveCategoryRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		before := count(t, f, "category") + count(t, f, "category_text") + count(t, f, "url_rewrite")
		tests := []struct {
			name  string
			in    catalog.CategoryInput
			field string
		}{
			{"no German name", catalog.CategoryInput{Name: texts("", "Only English", "")}, "name.de"},
			{"unknown parent", catalog.CategoryInput{ParentID: 999999, Name: texts("X", "", "")}, "parentId"},
			{"unknown id", catalog.CategoryInput{ID: 999999, Name: texts("X", "", "")}, "id"},
			{"the root", catalog.CategoryInput{ID: f.root, Name: texts("X", "", "")}, "id"},
			{"below itself", catalog.CategoryInput{ID: f.rugs, ParentID: f.rugs, Name: texts("X", "", "")}, "parentId"},
			{"below its child", catalog.CategoryInput{ID: f.rugs, ParentID: f.thermoRugs, Name: texts("X", "", "")}, "parentId"},
			{"name too long", catalog.CategoryInput{Name: texts(strings.Repeat("ä", 256), "", "")}, "name.de"},
			{"unknown locale", catalog.CategoryInput{Name: catalog.Localized{"de": "X", "es": "Y"}}, "name"},
			{"control characters", catalog.CategoryInput{Name: texts("X\x00Y", "", "")}, "name.de"},
		}
		for _, tt := range tests {
			_, err := f.svc.SaveCategory(f.ctx, tt.in)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
			}
		}
		if after := count(t, f, "category") + count(t, f, "category_text") + count(t, f, "url_rewrite"); after != before {
			t.Errorf("refused saves changed rows: %d → %d", before, after)
		}
		tree, _ := f.svc.CategoryTree(f.ctx, de, f.horse, 3)
		if tree.Children[0].Name != "Decken" || tree.Children[0].Children[0].Name != "Winterdecken" {
			t.Errorf("the tree changed: %+v", tree)
		}
	})
}
