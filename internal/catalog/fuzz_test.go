package catalog_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The fuzz targets run on SQLite: each fuzz worker is its own process and
// would otherwise start its own PostgreSQL cluster. The contract tests feed
// PostgreSQL the same kinds of strange input (invalid UTF-8, NUL).

func FuzzRoute(f *testing.F) {
	fx := newFixture(f, dbtest.New(f, db.SQLite))
	mustSave(f, fx, simple("HOSE-1", "Reithose Basic", 5990, fx.breeches))
	for _, seed := range []struct{ locale, path string }{
		{"de", "reiter/reithosen"}, {"fr", "/Cavalier/"}, {"en", "reithose-basic?x=1#y"}, {"de", "\xff\x00"},
		{"xx", "reiter"}, {"de", strings.Repeat("a/", 300)}, {"de", "%2e%2e/%00"}, {"de", "reiter//reithosen"},
	} {
		f.Add(seed.locale, seed.path)
	}
	f.Fuzz(func(t *testing.T, locale, path string) {
		r, err := fx.svc.Route(fx.ctx, i18n.Locale(locale), path)
		if err != nil {
			if k := apperr.KindOf(err); k != apperr.NotFound && k != apperr.Invalid {
				t.Fatalf("Route(%q, %q): %v", locale, path, err)
			}
			return
		}
		if r.EntityID == 0 || (r.RedirectCode != 0 && r.RedirectCode != 301) || r.RelativeURL == "" {
			t.Fatalf("Route(%q, %q) = %+v", locale, path, r)
		}
		if again, err := fx.svc.Route(fx.ctx, i18n.Locale(locale), r.RelativeURL); err != nil || again.RedirectCode != 0 || again.EntityID != r.EntityID {
			t.Fatalf("the relative URL %q does not lead back: %+v, %v", r.RelativeURL, again, err)
		}
	})
}

func FuzzSaveProductTexts(f *testing.F) {
	fx := newFixture(f, dbtest.New(f, db.SQLite))
	for _, seed := range []struct{ sku, name, key, description string }{
		{"A-1", "Reithose", "", "<p>Text</p>"},
		{"A-2", "Œuvre Ærø", "Äh?", "<script>x</script>"},
		{"", "x", "", ""},
		{"A 3", "x", "", ""},
		{"A-4", "\xff", "", ""},
		{"A-5", "ok", "\x00", "<a href=\"javascript:x\">y</a>"},
		{"A-6", "   ", "", ""},
		{"A-7", "日本語の名前", "", strings.Repeat("<b>", 3000)},
		{"A-8", "!!!", "---", "</p></p></p>"},
	} {
		f.Add(seed.sku, seed.name, seed.key, seed.description)
	}
	f.Fuzz(func(t *testing.T, sku, name, key, description string) {
		in := catalog.ProductInput{
			SKU: sku, IsActive: true, Price: 100,
			Name: texts(name, name, ""), URLKey: texts(key, "", key), Description: texts(description, "", description),
			CategoryIDs: []int64{fx.breeches},
		}
		id, err := fx.svc.SaveProduct(fx.ctx, in)
		if err != nil {
			if apperr.KindOf(err) != apperr.Invalid {
				t.Fatalf("SaveProduct(%q, %q, %q, %q): %v", sku, name, key, description, err)
			}
			return
		}
		p := mustProduct(t, fx, fr, catalog.ProductFilter{IDs: []int64{id}})
		if p.SKU != sku || p.URLKey == "" || !utf8.ValidString(p.Description) || strings.Contains(strings.ToLower(p.Description), "<script") {
			t.Fatalf("saved %q as %+v", sku, p)
		}
		r, err := fx.svc.Route(fx.ctx, fr, p.URLKey)
		if err != nil || r.EntityID != id || r.RedirectCode != 0 {
			t.Fatalf("route of %q: %+v, %v", p.URLKey, r, err)
		}
	})
}

// FuzzParseOptionUID reads whatever a client sends as an option uid: a uid
// it accepts is one the catalogue makes, made again the same.
func FuzzParseOptionUID(f *testing.F) {
	for _, seed := range []string{catalog.ConfigurableValueUID("color", 12), catalog.CustomOptionUID(3), catalog.CustomOptionValueUID(3, 9),
		"Y29uZmlndXJhYmxlLy8x", "Y3VzdG9tLW9wdGlvbi8wMQ==", "", "%%", "Y3VzdG9tLW9wdGlvbi8tMQ=="} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, uid string) {
		ref, ok := catalog.ParseOptionUID(uid)
		if !ok {
			return
		}
		var again string
		switch {
		case ref.Attribute != "":
			again = catalog.ConfigurableValueUID(ref.Attribute, ref.OptionID)
		case ref.ValueID != 0:
			again = catalog.CustomOptionValueUID(ref.OptionID, ref.ValueID)
		default:
			again = catalog.CustomOptionUID(ref.OptionID)
		}
		if again != uid || ref.OptionID <= 0 || ref.ValueID < 0 {
			t.Fatalf("ParseOptionUID(%q) = %+v, made again %q", uid, ref, again)
		}
	})
}
