package storefront_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/go-chi/chi/v5"

	"paddock/internal/storefront"
)

// TestRenderedPageHeadPreloadsItsImagesAndChunks: a rendered page's head
// carries the render's image preloads and a modulepreload link for each of
// its route type's first-load chunks that index.html does not load
// already, before the entry's script; a page of no listed type gets none.
func TestRenderedPageHeadPreloadsItsImagesAndChunks(t *testing.T) {
	assets := builtAssets(t)
	assets[".vite/routes-first-load.json"] = &fstest.MapFile{Data: []byte(`{"routes":{
		"search":{"js":["assets/index-abc123.js","assets/search-111.js","assets/listing-222.js"]},
		"product":{"js":["assets/index-abc123.js","assets/product-333.js"]}}}`)}
	routes, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	hint := `<link rel="preload" as="image" imageSrcSet="/media/small/a 240w, /media/large/a 960w" imageSizes="100vw" fetchPriority="high"/>`
	out, _ := json.Marshal(map[string]any{"status": 200, "html": "<main><h1>Suche</h1></main>", "state": map[string]any{},
		"hints": hint, "page": "search"})
	r := &fakeRenderer{out: string(out)}
	var logs bytes.Buffer
	sf, err := storefront.NewHandler(storefront.HandlerOptions{Assets: assets, Routes: routes, UI: fixtureUI(t), BaseURL: "https://shop.example",
		Pages: []storefront.PageResolver{fixturePages{}}, Logger: slog.New(slog.NewJSONHandler(&logs, nil)), Renderer: r})
	if err != nil {
		t.Fatal(err)
	}
	mux := chi.NewRouter()
	sf.Mount(mux)

	body := do(mux, request{path: "/de/search"}).Body.String()
	head, _, _ := strings.Cut(body, `<script type="module" src="/assets/index-abc123.js">`)
	for _, want := range []string{
		hint,
		`<link rel="modulepreload" crossorigin href="/assets/search-111.js">`,
		`<link rel="modulepreload" crossorigin href="/assets/listing-222.js">`,
	} {
		if !strings.Contains(head, want) {
			t.Errorf("the head lacks %s:\n%s", want, head)
		}
	}
	if strings.Contains(body, `modulepreload crossorigin href="/assets/index-abc123.js"`) || strings.Contains(body, "product-333") {
		t.Errorf("the head preloads the entry or another route's chunk:\n%s", head)
	}
	if !strings.Contains(body, `<div id="root"><main>`) {
		t.Errorf("the markup changed:\n%s", body)
	}

	out, _ = json.Marshal(map[string]any{"status": 200, "html": "<main></main>", "state": map[string]any{}, "page": ""})
	r.out = string(out)
	if body := do(mux, request{path: "/de/search"}).Body.String(); strings.Contains(body, "modulepreload") {
		t.Errorf("a page of no listed type preloads chunks:\n%s", body)
	}
}
