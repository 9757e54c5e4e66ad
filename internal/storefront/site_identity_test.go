package storefront_test

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/i18n"
	"paddock/internal/storefront"
)

// TestSiteNameAndDefaultLanguage: the site's settings name the shop in
// titles and og:site_name (on route pages, resolved pages and the 404),
// and their default language is where / sends a visitor whose cookie and
// browser name none of the shop's; a site without a name keeps the
// catalogue's, and one that cannot be read keeps the catalogue's and
// German.
func TestSiteNameAndDefaultLanguage(t *testing.T) {
	routes, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	build := func(site func(context.Context) (string, i18n.Locale, error)) http.Handler {
		sf, err := storefront.NewHandler(storefront.HandlerOptions{Routes: routes, UI: fixtureUI(t), BaseURL: "https://shop.example",
			Assets: builtAssets(t), Pages: []storefront.PageResolver{fixturePages{}}, Logger: slog.New(slog.DiscardHandler), Site: site})
		if err != nil {
			t.Fatal(err)
		}
		r := chi.NewRouter()
		sf.Mount(r)
		return r
	}
	named := build(func(context.Context) (string, i18n.Locale, error) { return " Reitsport Sonnenhof ", i18n.French, nil })
	for _, c := range []struct{ path, want string }{
		{"/de/search", "<title>Suche | Reitsport Sonnenhof</title>"},
		{"/de/reithose-lena", "<title>Reithose Lena | Reitsport Sonnenhof</title>"},
		{"/de/unbekannt", "<title>Seite nicht gefunden | Reitsport Sonnenhof</title>"},
		{"/en/search", `<meta property="og:site_name" content="Reitsport Sonnenhof">`},
	} {
		if body := do(named, request{path: c.path}).Body.String(); !strings.Contains(body, c.want) {
			t.Errorf("%s lacks %s", c.path, c.want)
		}
	}
	for _, c := range []struct {
		header   map[string]string
		location string
	}{
		{map[string]string{"Accept-Language": "es, it;q=0.8"}, "/fr"},
		{nil, "/fr"},
		{map[string]string{"Accept-Language": "en-GB"}, "/en"},
		{map[string]string{"Accept-Language": "es", "Cookie": "paddock_locale=de"}, "/de"},
	} {
		if w := do(named, request{path: "/", header: c.header}); w.Code != http.StatusFound || w.Header().Get("Location") != c.location {
			t.Errorf("/ with %v: %d %s, want %s", c.header, w.Code, w.Header().Get("Location"), c.location)
		}
	}
	unnamed := build(func(context.Context) (string, i18n.Locale, error) { return "", i18n.English, nil })
	if body := do(unnamed, request{path: "/de/search"}).Body.String(); !strings.Contains(body, "<title>Suche | Paddock</title>") {
		t.Error("a site without a name: not the catalogue's name")
	}
	if w := do(unnamed, request{path: "/", header: map[string]string{"Accept-Language": "es"}}); w.Header().Get("Location") != "/en" {
		t.Errorf("a site's default English: %s", w.Header().Get("Location"))
	}
	broken := build(func(context.Context) (string, i18n.Locale, error) { return "", "", errors.New("database gone") })
	if body := do(broken, request{path: "/de/search"}).Body.String(); !strings.Contains(body, "<title>Suche | Paddock</title>") {
		t.Error("an unreadable site: not the catalogue's name")
	}
	if w := do(broken, request{path: "/", header: map[string]string{"Accept-Language": "es"}}); w.Header().Get("Location") != "/de" {
		t.Errorf("an unreadable site: %s", w.Header().Get("Location"))
	}
}
