package catalog_test

import (
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestSlug(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Reithose Größe 38", "reithose-groesse-38"},
		{"Äpfel & Öl für Pferde", "aepfel-oel-fuer-pferde"},
		{"Crème réparatrice à l’huile", "creme-reparatrice-a-l-huile"},
		{"Pantalons d'équitation", "pantalons-d-equitation"},
		{"  --Sattel__Pad!!  ", "sattel-pad"},
		{"Œuvre Ærø Straße", "oeuvre-aero-strasse"},
		{"!!!", ""},
		{"日本", ""},
		{strings.Repeat("a", 300), strings.Repeat("a", 100)},
	}
	for _, tt := range tests {
		if got := catalog.Slug(tt.in); got != tt.want {
			t.Errorf("Slug(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestURLKeysClashAndRedirect(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		// A product named like a top category, and two products of one name.
		a := mustSave(t, f, simple("A-1", "Reiter", 100))
		b := mustSave(t, f, simple("B-1", "Gamaschen Set", 100))
		c := mustSave(t, f, simple("C-1", "Gamaschen-Set", 100))
		keys := map[int64]string{}
		for _, id := range []int64{a, b, c} {
			keys[id] = mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}}).URLKey
		}
		if keys[a] != "reiter-2" || keys[b] != "gamaschen-set" || keys[c] != "gamaschen-set-2" {
			t.Errorf("keys %v; want reiter-2, gamaschen-set, gamaschen-set-2", keys)
		}
		// English has no name: the German one gives the key there too.
		if alt, err := f.svc.Alternates(f.ctx, catalog.ProductRoute, b); err != nil || alt[en] != "gamaschen-set" || alt[fr] != "gamaschen-set" || alt[de] != "gamaschen-set" {
			t.Errorf("alternates %v, %v", alt, err)
		}

		// Renaming keeps the old path as a redirect …
		in := simple("B-1", "Gamaschen Set Pro", 100)
		in.Name[en] = "Boot set pro"
		mustSave(t, f, in)
		r, err := f.svc.Route(f.ctx, de, "gamaschen-set")
		if err != nil || r.RedirectCode != 301 || r.RelativeURL != "gamaschen-set-pro" || r.EntityID != b || r.Type != catalog.ProductRoute {
			t.Errorf("old key: %+v, %v", r, err)
		}
		r, err = f.svc.Route(f.ctx, en, "boot-set-pro")
		if err != nil || r.RedirectCode != 0 || r.RelativeURL != "boot-set-pro" {
			t.Errorf("new English key: %+v, %v", r, err)
		}
		// … which stays taken: a new product of the old name gets a suffix.
		e := mustSave(t, f, simple("E-1", "Gamaschen Set", 100))
		if got := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{e}}).URLKey; got != "gamaschen-set-3" {
			t.Errorf("key of a new product on an old path: %q", got)
		}
		// Going back to the first name takes the old path back.
		mustSave(t, f, simple("B-1", "Gamaschen Set", 100))
		r, err = f.svc.Route(f.ctx, de, "gamaschen-set-pro")
		if err != nil || r.RedirectCode != 301 || r.RelativeURL != "gamaschen-set" {
			t.Errorf("after going back: %+v, %v", r, err)
		}
		// An explicit key is a slug too; a category under a top category
		// does not clash with a product of the same key.
		in = simple("F-1", "Irgendwas", 100)
		in.URLKey = texts("Jacken Spezial", "", "")
		if got := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{mustSave(t, f, in)}}).URLKey; got != "jacken-spezial" {
			t.Errorf("explicit key %q", got)
		}
		if got := mustProduct(t, f, de, catalog.ProductFilter{URLKeys: []string{"Jacken-Spezial"}}).SKU; got != "F-1" {
			t.Errorf("by url key: %s", got)
		}
		jacken := mustSave(t, f, simple("G-1", "Jacken", 100))
		if got := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{jacken}}).URLKey; got != "jacken" {
			t.Errorf("a product named like a subcategory: %q; reiter/jacken is another path", got)
		}
	})
}

func TestRoute(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		hose := mustSave(t, f, simple("HOSE-1", "Reithose Basic", 5990, f.breeches))
		off := simple("OFF-1", "Alte Hose", 100)
		off.IsActive = false
		mustSave(t, f, off)
		tests := []struct {
			name   string
			locale i18n.Locale
			path   string
			want   catalog.Route
			kind   apperr.Kind // 0 when found
		}{
			{"category", de, "reiter/reithosen", catalog.Route{Type: catalog.CategoryRoute, EntityID: f.breeches, RelativeURL: "reiter/reithosen"}, 0},
			{"case and slashes", de, "/Reiter/ReitHosen/", catalog.Route{Type: catalog.CategoryRoute, EntityID: f.breeches, RelativeURL: "reiter/reithosen"}, 0},
			{"query string", de, "reithose-basic?color=5", catalog.Route{Type: catalog.ProductRoute, EntityID: hose, RelativeURL: "reithose-basic"}, 0},
			{"French category", fr, "cavalier/pantalons-d-equitation", catalog.Route{Type: catalog.CategoryRoute, EntityID: f.breeches, RelativeURL: "cavalier/pantalons-d-equitation"}, 0},
			{"German path in French", fr, "reiter/reithosen", catalog.Route{}, apperr.NotFound},
			{"unknown", de, "gibt-es-nicht", catalog.Route{}, apperr.NotFound},
			{"empty", de, "///", catalog.Route{}, apperr.NotFound},
			{"inactive product", de, "alte-hose", catalog.Route{}, apperr.NotFound},
			{"invalid bytes", de, "\xff\xfe", catalog.Route{}, apperr.NotFound},
			{"NUL", de, "reiter\x00", catalog.Route{}, apperr.NotFound},
			{"too long", de, strings.Repeat("a", 501), catalog.Route{}, apperr.Invalid},
			{"unknown locale", "xx", "reiter", catalog.Route{}, apperr.Invalid},
		}
		for _, tt := range tests {
			got, err := f.svc.Route(f.ctx, tt.locale, tt.path)
			if tt.kind != 0 {
				if err == nil || apperr.KindOf(err) != tt.kind {
					t.Errorf("%s: %+v, %v; want kind %v", tt.name, got, err, tt.kind)
				}
				continue
			}
			if err != nil || got != tt.want {
				t.Errorf("%s: %+v, %v; want %+v", tt.name, got, err, tt.want)
			}
		}
		// A category below an inactive one is not shown.
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.rider, Position: 1, IsActive: false, Name: texts("Reiter", "", "")}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Route(f.ctx, de, "reiter/reithosen"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("below an inactive category: %v", err)
		}
		if _, err := f.svc.Alternates(f.ctx, catalog.CategoryRoute, f.breeches); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("alternates below an inactive category: %v", err)
		}
		alt, err := f.svc.Alternates(f.ctx, catalog.CategoryRoute, f.thermoRugs)
		if err != nil || alt[de] != "pferd/decken/winterdecken/thermodecken" || alt[en] != "horse/rugs/winter-rugs/thermal-rugs" || alt[fr] != "cheval/couvertures/winterdecken/couvertures-thermiques" {
			t.Errorf("alternates %v, %v", alt, err)
		}
		if _, err := f.svc.Alternates(f.ctx, catalog.ProductRoute, 999999); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("alternates of an unknown product: %v", err)
		}
	})
}
