package storefront_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/ssr"
	"paddock/internal/storefront"
)

// fakeRenderer stands in for the embedded engine: it answers out, or err,
// and keeps what it was asked.
type fakeRenderer struct {
	out   string
	err   error
	asked []string
}

func (f *fakeRenderer) Render(_ context.Context, input []byte) ([]byte, error) {
	f.asked = append(f.asked, string(input))
	return []byte(f.out), f.err
}

// Recheck finds nothing still current: these tests keep no page.
func (f *fakeRenderer) Recheck(context.Context, []ssr.Read) bool { return false }

func renderingStorefront(t *testing.T, r storefront.Renderer, logs *bytes.Buffer) http.Handler {
	t.Helper()
	routes, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	sf, err := storefront.NewHandler(storefront.HandlerOptions{Assets: builtAssets(t), Routes: routes, UI: fixtureUI(t), BaseURL: "https://shop.example",
		Pages: []storefront.PageResolver{fixturePages{}}, Logger: slog.New(slog.NewJSONHandler(logs, nil)), Renderer: r})
	if err != nil {
		t.Fatal(err)
	}
	mux := chi.NewRouter()
	sf.Mount(mux)
	return mux
}

// TestRenderedPageCarriesItsStateEscaped: the rendered markup goes into
// #root, the state after it in a JSON script element whose text cannot end
// the element or a JavaScript string, and the render is asked for the
// path and query only.
func TestRenderedPageCarriesItsStateEscaped(t *testing.T) {
	name := "</script><script>alert(1)</script> \u2028\u2029 <!-- & >"
	state, _ := json.Marshal(map[string]any{"queries": map[string]string{"name": name}})
	out, _ := json.Marshal(map[string]any{"status": 200, "html": "<main><h1>Suche</h1></main>", "state": json.RawMessage(state)})
	r := &fakeRenderer{out: string(out)}
	var logs bytes.Buffer
	h := renderingStorefront(t, r, &logs)
	w := do(h, request{path: "/de/search?q=hose", header: map[string]string{"Cookie": "paddock_session=secret"}})
	body := w.Body.String()
	if w.Code != 200 || !strings.Contains(body, `<div id="root"><main><h1>Suche</h1></main></div>`) {
		t.Fatalf("%d:\n%s", w.Code, body)
	}
	_, script, ok := strings.Cut(body, `<script type="application/json" id="paddock-state">`)
	script, _, ok2 := strings.Cut(script, "</script>")
	if !ok || !ok2 {
		t.Fatalf("no state element:\n%s", body)
	}
	for _, bad := range []string{"<", ">", "&", "\u2028", "\u2029"} {
		if strings.Contains(script, bad) {
			t.Errorf("the state holds %q raw: %s", bad, script)
		}
	}
	var back struct {
		Queries struct{ Name string } `json:"queries"`
	}
	if err := json.Unmarshal([]byte(script), &back); err != nil || back.Queries.Name != name {
		t.Errorf("the state reads back as %q, %v", back.Queries.Name, err)
	}
	if len(r.asked) != 1 || !strings.Contains(r.asked[0], `"url":"/de/search?q=hose"`) || strings.Contains(r.asked[0], "secret") {
		t.Errorf("the renderer was asked %q", r.asked)
	}
}

// TestFailedRenderAnswersTheShell: a render that fails answers the app's
// shell with the page's own status, logged once, never an error page.
func TestFailedRenderAnswersTheShell(t *testing.T) {
	var logs bytes.Buffer
	h := renderingStorefront(t, &fakeRenderer{err: errors.New("ReferenceError: window is not defined")}, &logs)
	for _, c := range []struct {
		path   string
		status int
	}{{"/de/search", 200}, {"/de/gibt-es-nicht", 404}} {
		logs.Reset()
		w := do(h, request{path: c.path})
		if w.Code != c.status || !strings.Contains(w.Body.String(), `<div id="root"></div>`) || strings.Contains(w.Body.String(), "paddock-state") {
			t.Errorf("%s: %d\n%s", c.path, w.Code, w.Body.String())
		}
		if n := strings.Count(logs.String(), "server render failed"); n != 1 {
			t.Errorf("%s: logged %d times:\n%s", c.path, n, logs.String())
		}
	}
	// A render that answers no JSON is a failure too.
	logs.Reset()
	if w := do(renderingStorefront(t, &fakeRenderer{out: "<html>"}, &logs), request{path: "/de/search"}); w.Code != 200 || !strings.Contains(logs.String(), "server render failed") {
		t.Errorf("a broken answer: %d, %s", w.Code, logs.String())
	}
}
