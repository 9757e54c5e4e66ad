package storefront_test

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/i18n"
	"paddock/internal/storefront"
)

const fixtureIndex = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><!--paddock:head--><script type="module" src="/assets/index-abc123.js"></script></head>
<body><!--paddock:body--><div id="root"></div></body>
</html>`

func fixtureUI(t *testing.T) *i18n.Catalog {
	t.Helper()
	fsys := fstest.MapFS{
		"de/common.json": {Data: []byte(`{"meta":{"siteName":"Paddock","description":"Reitsport & Vereinsbedarf"},"routes":{"home":{"title":"Startseite"},"search":{"title":"Suche","description":"Finden Sie Reitsportartikel."},"checkout":{"title":"Kasse"},"verein-code":{"title":"Vereinsshop"},"verein-banner":{"title":"Vereinsbanner"},"verein-banner-slug":{"title":"Vereinsbanner"},"verein-code-slug":{"title":"Verein"},"checkout-transaction":{"title":"Zahlung"}},"errors":{"notFound":{"title":"Seite nicht gefunden"}}}`)},
		"en/common.json": {Data: []byte(`{"meta":{"siteName":"Paddock","description":"Equestrian & club supplies"},"routes":{"home":{"title":"Home"},"search":{"title":"Search"},"checkout":{"title":"Checkout"}},"errors":{"notFound":{"title":"Page not found"}}}`)},
		"fr/common.json": {Data: []byte(`{"meta":{"siteName":"Paddock","description":"Équitation & clubs"},"routes":{"home":{"title":"Accueil"},"search":{"title":"Recherche"},"checkout":{"title":"Caisse"}},"errors":{"notFound":{"title":"Page introuvable"}}}`)},
	}
	c, err := i18n.LoadCatalog(fsys, "{locale}/common.json")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func gz(t *testing.T, s string) []byte {
	t.Helper()
	var b strings.Builder
	w := gzip.NewWriter(&b)
	_, _ = w.Write([]byte(s))
	_ = w.Close()
	return []byte(b.String())
}

func newStorefront(t *testing.T, assets fstest.MapFS) http.Handler {
	t.Helper()
	routes, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	opts := storefront.HandlerOptions{Routes: routes, UI: fixtureUI(t), BaseURL: "https://shop.example",
		Pages: []storefront.PageResolver{fixturePages{}}, RoutePages: map[string]storefront.PageResolver{"verein-code": fixtureClubs{}},
		Logger: slog.New(slog.DiscardHandler)}
	if assets != nil {
		opts.Assets = assets
	}
	sf, err := storefront.NewHandler(opts)
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	r.Get("/graphql", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("api")) })
	sf.Mount(r)
	return r
}

func builtAssets(t *testing.T) fstest.MapFS {
	return fstest.MapFS{
		"index.html":                {Data: []byte(fixtureIndex)},
		"favicon.svg":               {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
		".vite/manifest.json":       {Data: []byte(`{"src/main.tsx":{}}`)},
		"assets/index-abc123.js":    {Data: []byte("console.log('paddock')")},
		"assets/index-abc123.js.gz": {Data: gz(t, "console.log('paddock')")},
		"assets/index-abc123.js.br": {Data: []byte("brotli-bytes")},
		"assets/style-def456.css":   {Data: []byte("body{}")},
		"_build/latest.json":        {Data: []byte(`{"id":"b1","timestamp":1}`)},
	}
}

type request struct {
	method, path string
	header       map[string]string
}

func do(h http.Handler, req request) *httptest.ResponseRecorder {
	if req.method == "" {
		req.method = http.MethodGet
	}
	r := httptest.NewRequest(req.method, req.path, nil)
	for k, v := range req.header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestStorefrontAnswers(t *testing.T) {
	h := newStorefront(t, builtAssets(t))
	tests := []struct {
		name       string
		req        request
		status     int
		location   string
		bodyHas    []string
		bodyHasNot []string
		headers    map[string]string
	}{
		{name: "root redirects by Accept-Language", req: request{path: "/", header: map[string]string{"Accept-Language": "fr-CH,fr;q=0.9"}}, status: 302, location: "/fr",
			headers: map[string]string{"Vary": "Cookie, Accept-Language"}},
		{name: "root redirects by cookie first", req: request{path: "/", header: map[string]string{"Accept-Language": "fr", "Cookie": "paddock_locale=en"}}, status: 302, location: "/en"},
		{name: "root falls back to German", req: request{path: "/", header: map[string]string{"Accept-Language": "es"}}, status: 302, location: "/de"},
		{name: "root keeps the query", req: request{path: "/?utm_source=mail"}, status: 302, location: "/de?utm_source=mail"},
		{name: "privacy shortcut redirects to the language's own path", req: request{path: "/service/datenschutz?x=1", header: map[string]string{"Accept-Language": "en"}}, status: 302, location: "/en/service/privacy?x=1"},
		{name: "privacy shortcut in German", req: request{path: "/service/datenschutz", header: map[string]string{"Accept-Language": "de"}}, status: 302, location: "/de/service/datenschutz"},
		{name: "a German path under /en moves to the English one", req: request{path: "/en/service/datenschutz?x=1"}, status: 308, location: "/en/service/privacy?x=1"},
		{name: "a German path under /fr moves to the French one", req: request{path: "/fr/vertrag-widerrufen/bestaetigen?token=abc"}, status: 308, location: "/fr/retracter-contrat/confirmer?token=abc"},
		{name: "an English path under /de moves to the German one", req: request{path: "/de/withdraw-from-contract"}, status: 308, location: "/de/vertrag-widerrufen"},
		{name: "an unknown path beside them stays unknown", req: request{path: "/en/service/datenschutz/more"}, status: 404},
		{name: "a route with a path per language", req: request{path: "/fr/retracter-contrat"}, status: 200,
			bodyHas: []string{`<link rel="canonical" href="https://shop.example/fr/retracter-contrat">`,
				`<link rel="alternate" hreflang="de" href="https://shop.example/de/vertrag-widerrufen">`,
				`<link rel="alternate" hreflang="en" href="https://shop.example/en/withdraw-from-contract">`,
				`<link rel="alternate" hreflang="fr" href="https://shop.example/fr/retracter-contrat">`,
				`<link rel="alternate" hreflang="x-default" href="https://shop.example/de/vertrag-widerrufen">`,
				`<meta name="robots" content="noindex, follow">`}},
		{name: "the English privacy page", req: request{path: "/en/service/privacy"}, status: 200,
			bodyHas: []string{`<link rel="canonical" href="https://shop.example/en/service/privacy">`,
				`<link rel="alternate" hreflang="fr" href="https://shop.example/fr/service/confidentialite">`}},
		{name: "German home", req: request{path: "/de"}, status: 200,
			bodyHas: []string{`<html lang="de">`, "<title>Startseite | Paddock</title>", `<meta name="description" content="Reitsport &amp; Vereinsbedarf">`,
				`<link rel="canonical" href="https://shop.example/de">`,
				`<link rel="alternate" hreflang="de" href="https://shop.example/de">`,
				`<link rel="alternate" hreflang="en" href="https://shop.example/en">`,
				`<link rel="alternate" hreflang="fr" href="https://shop.example/fr">`,
				`<link rel="alternate" hreflang="x-default" href="https://shop.example/de">`,
				`<meta property="og:locale" content="de_DE">`, `<meta property="og:locale:alternate" content="en_US">`,
				`<meta property="og:locale:alternate" content="fr_FR">`, `<div id="root">`},
			bodyHasNot: []string{"<!--paddock:head-->", "noindex", `<meta property="og:locale:alternate" content="de_DE">`},
			headers:    map[string]string{"Cache-Control": "no-cache", "Content-Language": "de-DE"}},
		{name: "French search with its own description", req: request{path: "/fr/search"}, status: 200,
			bodyHas: []string{`<html lang="fr">`, "<title>Recherche | Paddock</title>", `<link rel="canonical" href="https://shop.example/fr/search">`,
				`hreflang="de" href="https://shop.example/de/search"`, `<meta property="og:locale" content="fr_FR">`}},
		{name: "a route description missing in English gives the English shop description", req: request{path: "/en/search"}, status: 200,
			bodyHas: []string{"<title>Search | Paddock</title>", `<meta name="description" content="Equestrian &amp; club supplies">`}},
		{name: "noindex route", req: request{path: "/en/checkout"}, status: 200, bodyHas: []string{`<meta name="robots" content="noindex, follow">`}},
		{name: "dynamic segment", req: request{path: "/de/verein/rv-musterstadt"}, status: 200, bodyHas: []string{"<title>Vereinsshop | Paddock</title>"}},
		{name: "a route page with a head of its own", req: request{path: "/de/verein/rv-lindenhof"}, status: 200,
			bodyHas: []string{"<title>RV Lindenhof | Paddock</title>", `<link rel="canonical" href="https://shop.example/de/verein/rv-lindenhof">`}},
		{name: "a route page that is not there", req: request{path: "/en/verein/rv-gone"}, status: 404, bodyHas: []string{"<title>Page not found | Paddock</title>", "noindex"}},
		{name: "a route page resolver sees the query", req: request{path: "/de/verein/rv-lindenhof?key=s3cret"}, status: 200,
			bodyHas: []string{"<title>RV Lindenhof (s3cret) | Paddock</title>"}},
		{name: "unknown page under a language", req: request{path: "/en/no-such-page"}, status: 404,
			bodyHas: []string{`<html lang="en">`, "<title>Page not found | Paddock</title>", "noindex", `<div id="root">`}, bodyHasNot: []string{"canonical"}},
		{name: "unknown language prefix", req: request{path: "/es/buscar", header: map[string]string{"Accept-Language": "fr"}}, status: 404,
			bodyHas: []string{`<html lang="fr">`, "<title>Page introuvable | Paddock</title>"}},
		{name: "upper-case language is unknown", req: request{path: "/DE/search"}, status: 404},
		{name: "trailing slash redirects", req: request{path: "/de/search/?q=helm"}, status: 301, location: "/de/search?q=helm"},
		{name: "double slash is not a route", req: request{path: "/de//search"}, status: 404},
		{name: "missing file with an extension is a plain 404", req: request{path: "/de/missing.js"}, status: 404, bodyHasNot: []string{`<div id="root">`}},
		{name: "API paths never fall back", req: request{path: "/api/nothing", header: map[string]string{"Accept-Language": "en"}}, status: 404,
			bodyHas: []string{`"NOT_FOUND"`, "There is no API at /api/nothing."}, bodyHasNot: []string{`<div id="root">`}},
		{name: "GraphQL subpaths never fall back", req: request{path: "/graphql/x"}, status: 404, bodyHasNot: []string{`<div id="root">`}},
		{name: "index.html is not served raw", req: request{path: "/index.html"}, status: 404},
		{name: "POST to a page", req: request{method: http.MethodPost, path: "/de"}, status: 405},
		{name: "the build's manifest is not served", req: request{path: "/.vite/manifest.json"}, status: 404},
		{name: "root file", req: request{path: "/favicon.svg"}, status: 200, bodyHas: []string{"<svg"}, headers: map[string]string{"Cache-Control": "public, max-age=3600", "Content-Type": "image/svg+xml"}},
		{name: "hashed asset, brotli", req: request{path: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip, br"}}, status: 200,
			bodyHas: []string{"brotli-bytes"}, headers: map[string]string{"Content-Encoding": "br", "Cache-Control": "public, max-age=31536000, immutable", "Vary": "Accept-Encoding", "Content-Type": "text/javascript; charset=utf-8"}},
		{name: "hashed asset, gzip", req: request{path: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip, br;q=0"}}, status: 200, headers: map[string]string{"Content-Encoding": "gzip"}},
		{name: "hashed asset, identity", req: request{path: "/assets/index-abc123.js"}, status: 200, bodyHas: []string{"console.log"}, headers: map[string]string{"Content-Encoding": ""}},
		{name: "asset without precompressed sibling", req: request{path: "/assets/style-def456.css", header: map[string]string{"Accept-Encoding": "br"}}, status: 200, headers: map[string]string{"Content-Encoding": ""}},
		{name: "missing asset", req: request{path: "/assets/nope-000.js"}, status: 404},
		{name: "path traversal", req: request{path: "/assets/../index.html"}, status: 404},
		{name: "build file is never cached", req: request{path: "/_build/latest.json"}, status: 200, headers: map[string]string{"Cache-Control": "no-store"}},
		{name: "HEAD of a page", req: request{method: http.MethodHead, path: "/de"}, status: 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := do(h, tt.req)
			if w.Code != tt.status {
				t.Fatalf("status %d; want %d (body %.200s)", w.Code, tt.status, w.Body.String())
			}
			if tt.location != "" && w.Header().Get("Location") != tt.location {
				t.Errorf("Location %q; want %q", w.Header().Get("Location"), tt.location)
			}
			body := w.Body.String()
			for _, s := range tt.bodyHas {
				if !strings.Contains(body, s) {
					t.Errorf("body lacks %s\n%s", s, body)
				}
			}
			for _, s := range tt.bodyHasNot {
				if strings.Contains(body, s) {
					t.Errorf("body has %s", s)
				}
			}
			for k, v := range tt.headers {
				if got := w.Header().Get(k); got != v {
					t.Errorf("header %s = %q; want %q", k, got, v)
				}
			}
		})
	}
}

func TestPagesAnswerNotModifiedForTheirETag(t *testing.T) {
	h := newStorefront(t, builtAssets(t))
	first := do(h, request{path: "/de/search"})
	etag := first.Header().Get("ETag")
	if !strings.HasPrefix(etag, `W/"`) {
		t.Fatalf("ETag %q", etag)
	}
	again := do(h, request{path: "/de/search", header: map[string]string{"If-None-Match": etag}})
	if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
		t.Errorf("revalidation: %d with %d bytes", again.Code, again.Body.Len())
	}
	other := do(h, request{path: "/en/search", header: map[string]string{"If-None-Match": etag}})
	if other.Code != http.StatusOK || other.Header().Get("ETag") == etag {
		t.Errorf("another page matched the ETag: %d", other.Code)
	}
}

func TestUnbuiltStorefrontSaysSo(t *testing.T) {
	h := newStorefront(t, nil)
	w := do(h, request{path: "/en"})
	if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), "make web") {
		t.Errorf("%d %s", w.Code, w.Body.String())
	}
	if w := do(h, request{path: "/assets/x.js"}); w.Code != 404 {
		t.Errorf("asset without a build: %d", w.Code)
	}
}

func TestIndexWithoutMarkersIsRefused(t *testing.T) {
	routes, _ := storefront.ParseRoutes([]byte(fixtureRoutes))
	_, err := storefront.NewHandler(storefront.HandlerOptions{
		Assets: fstest.MapFS{"index.html": {Data: []byte("<!doctype html><html><head></head><body></body></html>")}},
		Routes: routes, UI: fixtureUI(t),
	})
	if err == nil {
		t.Error("an index.html without markers was accepted")
	}
}

func TestHeadEscapesText(t *testing.T) {
	h := storefront.Head{Title: `<script>alert("x")</script>`, SiteName: "Paddock"}
	if got := h.FullTitle(); got != `<script>alert("x")</script> | Paddock` {
		t.Errorf("FullTitle %q", got)
	}
	for title, want := range map[string]string{"Reithose Lena | Paddock": "Reithose Lena | Paddock", "Reithose Lena - Paddock": "Reithose Lena - Paddock", "Paddock": "Paddock", "": "Paddock"} {
		if got := (storefront.Head{Title: title, SiteName: "Paddock"}).FullTitle(); got != want {
			t.Errorf("FullTitle(%q) = %q; want %q", title, got, want)
		}
	}
	// Rendering goes through html.EscapeString; a page title from the
	// catalog with markup must not become markup.
	hdl := newStorefront(t, builtAssets(t))
	body := do(hdl, request{path: "/de"}).Body.String()
	if strings.Count(body, "<title>") != 1 {
		t.Error("more than one title")
	}
}

func BenchmarkStorefrontHome(b *testing.B) {
	t := &testing.T{}
	h := newStorefront(t, builtAssets(t))
	r := httptest.NewRequest(http.MethodGet, "/de", nil)
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		_, _ = io.Copy(io.Discard, w.Body)
	}
}

func FuzzStorefrontPaths(f *testing.F) {
	for _, s := range []string{"/de", "/en/search/", "/fr/verein/x/y", "/xx", "/assets/../index.html", "/de/%00", "//de", "/de/a.b/c"} {
		f.Add(s, "de-DE")
	}
	h := newStorefront(&testing.T{}, builtAssets(&testing.T{}))
	f.Fuzz(func(t *testing.T, path, acceptLanguage string) {
		r, err := http.NewRequest(http.MethodGet, "http://shop.example"+path, nil)
		if err != nil || r.URL.Path == "" {
			return // not a request a client could send
		}
		r.Header.Set("Accept-Language", acceptLanguage)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Fatalf("%q answered %d", path, w.Code)
		}
		if w.Code == http.StatusOK && strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") &&
			!strings.Contains(w.Body.String(), "<title>") {
			t.Fatalf("%q answered a page without a title", path)
		}
	})
}

// fixtureClubs gives one club page a head of its own and knows that
// another is not there.
type fixtureClubs struct{}

func (fixtureClubs) ResolvePage(ctx context.Context, lang i18n.Locale, rest string) (storefront.Page, bool, error) {
	switch rest {
	case "verein/rv-lindenhof":
		title := "RV Lindenhof"
		if key := storefront.QueryFrom(ctx).Get("key"); key != "" {
			title += " (" + key + ")"
		}
		return storefront.Page{Head: storefront.Head{Title: title, Canonical: "https://shop.example/" + string(lang) + "/" + rest, Indexable: true}}, true, nil
	case "verein/rv-gone":
		return storefront.Page{}, false, storefront.ErrNoPage
	}
	return storefront.Page{}, false, nil
}

// fixturePages knows one product page, one moved page and one broken one.
type fixturePages struct{}

func (fixturePages) ResolvePage(_ context.Context, lang i18n.Locale, rest string) (storefront.Page, bool, error) {
	switch rest {
	case "reithose-lena":
		return storefront.Page{Head: storefront.Head{
			Title: "Reithose Lena", Description: "Vollbesatz", Canonical: "https://shop.example/" + string(lang) + "/reithose-lena",
			Indexable: true, OGType: "product", OGImage: "https://shop.example/media/large/abc",
			JSONLD: []any{map[string]any{"@type": "Product", "name": "Reithose </script><script>alert(1)</script>"}},
		}}, true, nil
	case "alte-reithose":
		return storefront.Page{RedirectTo: "reithose-lena"}, true, nil
	case "kaputt":
		return storefront.Page{}, false, errors.New("database gone")
	}
	return storefront.Page{}, false, nil
}

func TestResolvedPages(t *testing.T) {
	h := newStorefront(t, builtAssets(t))
	w := do(h, request{path: "/de/reithose-lena"})
	body := w.Body.String()
	for _, want := range []string{"<title>Reithose Lena | Paddock</title>", `<meta property="og:type" content="product">`,
		`<meta property="og:image" content="https://shop.example/media/large/abc">`, `<script type="application/ld+json">{"@type":"Product"`,
		`\u003c/script\u003e`} {
		if w.Code != 200 || !strings.Contains(body, want) {
			t.Errorf("product page lacks %s (%d)", want, w.Code)
		}
	}
	if strings.Count(body, "</script>") != strings.Count(body, "<script") {
		t.Error("JSON-LD broke out of its script element")
	}
	if w := do(h, request{path: "/fr/alte-reithose?ref=mail"}); w.Code != 301 || w.Header().Get("Location") != "/fr/reithose-lena?ref=mail" {
		t.Errorf("moved page: %d %s", w.Code, w.Header().Get("Location"))
	}
	if w := do(h, request{path: "/en/kaputt"}); w.Code != 500 || strings.Contains(w.Body.String(), "database gone") {
		t.Errorf("failing resolver: %d %s", w.Code, w.Body.String())
	}
	if w := do(h, request{path: "/de/unbekannt"}); w.Code != 404 {
		t.Errorf("unknown page: %d", w.Code)
	}
}

// No redirect leaves the site, whatever the path asked for: backslashes,
// tabs, line breaks and doubled slashes, raw or escaped, stay inside the
// path, read the way a browser reads a Location (WHATWG URL: backslash
// as slash, tabs and line breaks dropped).
func TestRedirectsStayOnTheSite(t *testing.T) {
	h := newStorefront(t, builtAssets(t))
	for _, p := range []string{
		"/%5Cevil.example/", "/%09/evil.example/", "/%5C%5Cevil.example/", "/%2F%2Fevil.example/", "/%2F%5Cevil.example/",
		"/%0D%0ALocation:%20https:%2F%2Fevil.example/", "/%0A/evil.example/", "/%E2%80%AE/evil.example/", "/./%5Cevil.example/",
		"/de/../%5Cevil.example/", "/de/%5C%5Cevil.example/", "/%5C/evil.example/?q=1", "///evil.example/", "/de/search/",
	} {
		w := do(h, request{path: p})
		loc := w.Header().Get("Location")
		if w.Code != http.StatusMovedPermanently {
			t.Errorf("%s: status %d", p, w.Code)
			continue
		}
		browser := strings.NewReplacer("\\", "/", "\t", "", "\n", "", "\r", "").Replace(loc)
		u, err := url.Parse("https://shop.example/de/x")
		if err == nil {
			u, err = u.Parse(browser)
		}
		if err != nil || u.Host != "shop.example" || strings.ContainsAny(loc, "\\\t\r\n") || !strings.HasPrefix(loc, "/") ||
			strings.HasPrefix(loc, "//") || len(loc) > 1 && loc[1] == '/' {
			t.Errorf("%s: Location %q leads to %v (%v)", p, loc, u, err)
		}
	}
	if loc := do(h, request{path: "/%5Cevil.example/?q=1"}).Header().Get("Location"); loc != "/%5Cevil.example?q=1" {
		t.Errorf("Location %q", loc)
	}
}
