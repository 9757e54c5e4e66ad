package app_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/web"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func testConfig(t *testing.T, dialect db.Dialect) config.Config {
	t.Helper()
	return config.Config{
		Listen: "127.0.0.1:0", DataDir: t.TempDir(), DatabaseURL: dbtest.URL(t, dialect),
		BaseURL: "https://shop.example", LogFormat: "json",
	}
}

func newApp(t *testing.T, dialect db.Dialect) *app.App {
	t.Helper()
	cfg := testConfig(t, dialect)
	logger := slog.New(slog.DiscardHandler)
	ctx := context.Background()
	if err := app.Seed(ctx, cfg, logger); err != nil {
		t.Fatal(err)
	}
	if err := app.Seed(ctx, cfg, logger); err != nil { // twice is safe
		t.Fatal(err)
	}
	a, err := app.New(ctx, cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	return a
}

func get(t *testing.T, h http.Handler, method, path, body string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestEveryEndpointIsWired(t *testing.T) {
	_, built := web.Shop()
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) { endpointsWired(t, newApp(t, dialect).Handler(), built) })
	}
}

func endpointsWired(t *testing.T, h http.Handler, built bool) {
	t.Helper()
	json := map[string]string{"Content-Type": "application/json"}

	if w := get(t, h, "GET", "/healthz", "", nil); w.Code != 200 {
		t.Errorf("/healthz: %d", w.Code)
	}
	if w := get(t, h, "GET", "/readyz", "", nil); w.Code != 200 {
		t.Errorf("/readyz: %d", w.Code)
	}
	if w := get(t, h, "GET", "/metrics", "", nil); w.Code != 200 || !strings.Contains(w.Body.String(), "paddock_http_requests_total") {
		t.Errorf("/metrics: %d", w.Code)
	}
	w := get(t, h, "POST", "/graphql", `{"query":"{ availableStores { store_code } }"}`, json)
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"shop_fr"`) {
		t.Errorf("/graphql: %d %s", w.Code, w.Body.String())
	}
	w = get(t, h, "POST", "/api/content/graphql", `{"query":"{ Sites(where: {code: {equals: \"shop\"}}) { docs { id code baseUrl } totalDocs } }"}`, json)
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"baseUrl":"https://shop.example"`) || !strings.Contains(w.Body.String(), `"totalDocs":1`) {
		t.Errorf("/api/content/graphql: %d %s", w.Code, w.Body.String())
	}
	if w := get(t, h, "GET", "/", "", map[string]string{"Accept-Language": "fr"}); w.Code != 302 || w.Header().Get("Location") != "/fr" {
		t.Errorf("/: %d %s", w.Code, w.Header().Get("Location"))
	}
	w = get(t, h, "GET", "/en/search", "", nil)
	if built {
		if w.Code != 200 || !strings.Contains(w.Body.String(), `<html lang="en">`) || !strings.Contains(w.Body.String(), "hreflang=\"fr\"") {
			t.Errorf("/en/search: %d", w.Code)
		}
	} else if w.Code != 503 {
		t.Errorf("/en/search without a build: %d", w.Code)
	}
	if w := get(t, h, "GET", "/en/no-such-page", "", nil); built && w.Code != 404 {
		t.Errorf("/en/no-such-page: %d", w.Code)
	}
	if w := get(t, h, "GET", "/api/unknown", "", nil); w.Code != 404 || strings.Contains(w.Body.String(), "<html") {
		t.Errorf("/api/unknown: %d", w.Code)
	}
	// Every answer carries the security headers and a request id.
	if w.Header().Get("Content-Security-Policy") == "" || w.Header().Get(httpx.RequestIDHeader) == "" {
		t.Errorf("headers %v", w.Header())
	}
}

func TestUICatalogsCoverTheServersKeys(t *testing.T) {
	ui, err := i18n.LoadCatalog(web.Locales(), "{locale}/common.json")
	if err != nil {
		t.Fatal(err)
	}
	routes, err := httpx.ParseRoutes(web.RoutesJSON())
	if err != nil {
		t.Fatal(err)
	}
	keys := []string{"meta.siteName", "meta.description", "errors.notFound.title", "errors.generic.title"}
	for _, name := range routes.Names() {
		keys = append(keys, "routes."+name+".title")
	}
	for _, l := range i18n.Locales {
		for _, k := range keys {
			if !ui.Has(l, k) {
				t.Errorf("web/src/locales/%s/common.json lacks %s", l, k)
			}
		}
	}
}

func TestGracefulShutdownFinishesRequestsInFlight(t *testing.T) {
	a := newApp(t, db.SQLite)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- a.Serve(ctx, ln) }()
	base := "http://" + ln.Addr().String()

	// A request whose body arrives slowly is in flight when shutdown starts.
	body, writer := io.Pipe()
	req, _ := http.NewRequest("POST", base+"/graphql", body)
	req.Header.Set("Content-Type", "application/json")
	answered := make(chan *http.Response, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			answered <- nil
			return
		}
		answered <- res
	}()
	_, _ = writer.Write([]byte(`{"query":"{ availableStores `))
	time.Sleep(200 * time.Millisecond) // let the server start reading the body
	cancel()

	// While draining, readiness turns away new traffic.
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		res, err := http.Get(base + "/readyz")
		if err != nil {
			break // the listener is closed already
		}
		_ = res.Body.Close()
		if res.StatusCode == 503 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}

	_, _ = writer.Write([]byte(`{ store_code } }"}`))
	_ = writer.Close()
	res := <-answered
	if res == nil {
		t.Fatal("the request in flight got no answer")
	}
	var out struct {
		Data struct {
			AvailableStores []struct {
				StoreCode string `json:"store_code"`
			} `json:"availableStores"`
		} `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || len(out.Data.AvailableStores) != 3 {
		t.Errorf("answer of the request in flight: %v %+v", err, out)
	}
	_ = res.Body.Close()
	if err := <-served; err != nil {
		t.Errorf("Serve returned %v", err)
	}
}

func TestOpenReportsABadDatabase(t *testing.T) {
	cfg := testConfig(t, db.SQLite)
	cfg.DatabaseURL = "postgres://nobody@127.0.0.1:1/none?connect_timeout=1"
	_, err := app.New(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err == nil || !strings.Contains(err.Error(), "open database") {
		t.Errorf("error %v", err)
	}
}
