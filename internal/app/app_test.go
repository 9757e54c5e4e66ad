package app_test

import (
	"context"
	"encoding/json"
	"fmt"
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
	"paddock/internal/content"
	"paddock/internal/customer"
	customerdemo "paddock/internal/customer/demo"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/storefront"
	"paddock/web"
)

// sharedBlobs holds the images of every test's seed: they are named by
// content, so the tests share them and only the first seed draws.
var sharedBlobs string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "paddock-app-blobs-")
	if err != nil {
		panic(err)
	}
	sharedBlobs = dir
	code := dbtest.Main(m)
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

func testConfig(t *testing.T, dialect db.Dialect) config.Config {
	t.Helper()
	dir := t.TempDir()
	return config.Config{
		Listen: "127.0.0.1:0", DataDir: dir, DatabaseURL: dbtest.URL(t, dialect),
		BaseURL: "https://shop.example", LogFormat: "json", Search: "bleve", BlobURL: "file://" + sharedBlobs,
		PaymentTest: true,
	}
}

func newApp(t *testing.T, dialect db.Dialect) *app.App {
	t.Helper()
	a, _ := newAppWithConfig(t, dialect)
	return a
}

// seededDemo points cfg at a copy of the demo shop, seeded once per test
// process and engine (dbtest.Seeded).
func seededDemo(t testing.TB, cfg config.Config, dialect db.Dialect) config.Config {
	t.Helper()
	cfg.DatabaseURL = dbtest.Seeded(t, dialect, "demo", func(ctx context.Context, rawURL string) error {
		seed := cfg
		seed.DatabaseURL = rawURL
		for range 2 { // seeding twice is safe
			if err := app.Seed(ctx, seed, slog.New(slog.DiscardHandler), app.SeedOptions{ImageSize: 96}); err != nil {
				return err
			}
		}
		return nil
	})
	return cfg
}

func newAppWithConfig(t *testing.T, dialect db.Dialect) (*app.App, config.Config) {
	t.Helper()
	cfg := seededDemo(t, testConfig(t, dialect), dialect)
	logger := slog.New(slog.DiscardHandler)
	ctx := context.Background()
	a, err := app.New(ctx, cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	return a, cfg
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
		t.Run(string(dialect), func(t *testing.T) {
			a, cfg := newAppWithConfig(t, dialect)
			endpointsWired(t, a.Handler(), built)
			paymentsWired(t, a.Handler())
			contentAnswersCached(t, a.Handler(), cfg)
			catalogueAnswersCached(t, a.Handler(), cfg)
			privateClubStaysPrivate(t, a.Handler(), built)
			demoCustomerSignsIn(t, a.Handler())
			demoCartWithCoupons(t, a.Handler(), cfg)
		})
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
	// Without a token the metrics are for the machine itself only.
	if w := get(t, h, "GET", "/metrics", "", nil); w.Code != http.StatusForbidden {
		t.Errorf("/metrics from outside: %d", w.Code)
	}
	local := httptest.NewRequest("GET", "/metrics", nil)
	local.RemoteAddr = "127.0.0.1:40000"
	metrics := httptest.NewRecorder()
	h.ServeHTTP(metrics, local)
	if metrics.Code != 200 || !strings.Contains(metrics.Body.String(), "paddock_http_requests_total") || !strings.Contains(metrics.Body.String(), "paddock_db_statements_total") {
		t.Errorf("/metrics from loopback: %d", metrics.Code)
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

// paymentsWired checks the providers' webhook and the test provider's
// pages are there, answering unknown payments as such.
func paymentsWired(t *testing.T, h http.Handler) {
	t.Helper()
	form := map[string]string{"Content-Type": "application/x-www-form-urlencoded"}
	for _, c := range []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/payment/test/tr_00000000000000000000", "", http.StatusNotFound},
		{"POST", "/payment/test/tr_00000000000000000000", "status=paid", http.StatusNotFound},
		{"POST", "/api/payment/paddock_test/webhook", "id=tr_00000000000000000000", http.StatusNotFound},
		{"POST", "/api/payment/paddock_test/webhook", "id=nothing", http.StatusBadRequest},
		{"POST", "/api/payment/cash/webhook", "id=tr_00000000000000000000", http.StatusNotFound},
	} {
		if w := get(t, h, c.method, c.path, c.body, form); w.Code != c.want {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, w.Code, c.want)
		}
	}
}

// demoCustomerSignsIn signs a seeded demo customer in through the REST
// session calls, reads the customer's address book over GraphQL with the
// cookie, and signs out.
func demoCustomerSignsIn(t *testing.T, h http.Handler) {
	t.Helper()
	camille := customerdemo.Accounts()[1]
	body, _ := json.Marshal(map[string]string{"email": camille.Email, "password": camille.Password})
	w := get(t, h, "POST", customer.SignInPath, string(body), map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"})
	var cookie string
	for _, c := range w.Result().Cookies() {
		if c.Name == "paddock_session" {
			cookie = c.Name + "=" + c.Value
		}
	}
	if w.Code != 200 || cookie == "" || !strings.Contains(w.Body.String(), `"firstname":"Camille"`) {
		t.Fatalf("sign-in of a demo customer: %d %s", w.Code, w.Body.String())
	}
	browser := map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "Store": "shop_fr"}
	if w := get(t, h, "GET", customer.SessionPath, "", map[string]string{"Cookie": cookie, "Accept": "text/json"}); !strings.Contains(w.Body.String(), camille.Email) {
		t.Errorf("session: %d %s", w.Code, w.Body.String())
	}
	w = get(t, h, "POST", "/graphql", `{"query":"{ customer { email addresses { city country_code default_billing } } }"}`, browser)
	if w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" ||
		w.Body.String() != `{"data":{"customer":{"email":"`+camille.Email+`","addresses":[{"city":"Strasbourg","country_code":"FR","default_billing":true}]}}}` {
		t.Errorf("customer query with the cookie: %d %s", w.Code, w.Body.String())
	}
	if w := get(t, h, "DELETE", customer.SessionPath, "", browser); w.Code != 200 || w.Body.String() != "{}\n" {
		t.Errorf("sign-out: %d %s", w.Code, w.Body.String())
	}
	if w := get(t, h, "GET", customer.SessionPath, "", map[string]string{"Cookie": cookie}); w.Body.String() != "{}\n" {
		t.Errorf("after signing out: %s", w.Body.String())
	}
}

// demoCartWithCoupons fills a guest cart with demo feed and applies the
// seeded coupons: the feed coupon and free shipping apply, the expired
// summer coupon does not, and the totals add up.
func demoCartWithCoupons(t *testing.T, h http.Handler, cfg config.Config) {
	t.Helper()
	d, err := app.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	var sku string
	err = d.Read().Get(context.Background(), &sku, `SELECT sku FROM product WHERE sku LIKE 'ST-MU%' AND parent_id IS NULL
		AND is_active AND stock_qty > 1 ORDER BY sku LIMIT 1`)
	_ = d.Close()
	if err != nil {
		t.Fatal(err)
	}
	header := map[string]string{"Content-Type": "application/json", "Store": "shop_de"}
	ask := func(query string, vars map[string]any) map[string]any {
		t.Helper()
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		w := get(t, h, "POST", "/graphql", string(body), header)
		var res struct {
			Data   map[string]any `json:"data"`
			Errors []struct {
				Message string `json:"message"`
			} `json:"errors"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" {
			t.Fatalf("%d %v %s", w.Code, w.Header(), w.Body.String())
		}
		if len(res.Errors) > 0 {
			res.Data = map[string]any{"error": res.Errors[0].Message}
		}
		return res.Data
	}
	id, _ := ask(`mutation { createEmptyCart }`, nil)["createEmptyCart"].(string)
	if len(id) != 32 {
		t.Fatalf("cart id %q", id)
	}
	const prices = `prices { grand_total { value } subtotal_including_tax { value } discounts { amount { value } }
		shipping_including_tax { value } applied_taxes { amount { value } label } } shipping_estimate { amount { value } free_by_coupon }`
	data := ask(`mutation Add($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) {
		cart { total_quantity `+prices+` } user_errors { code message } } }`, map[string]any{"id": id, "sku": sku})
	if fmt.Sprint(data["addProductsToCart"].(map[string]any)["user_errors"]) != "[]" {
		t.Fatalf("add %s: %v", sku, data)
	}
	apply := func(code string) map[string]any {
		return ask(`mutation Apply($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) {
			cart { applied_coupons { code } `+prices+` } } }`, map[string]any{"id": id, "code": code})
	}
	if data := apply("SOMMER2025"); !strings.Contains(fmt.Sprint(data["error"]), "Gutscheincode") {
		t.Errorf("an expired demo coupon: %v", data)
	}
	apply("FUTTER15")
	data = apply("VERSANDFREI")
	got := fmt.Sprint(data)
	if !strings.Contains(got, "code:FUTTER15") || !strings.Contains(got, "code:VERSANDFREI") || !strings.Contains(got, "label:MwSt. 7 %") ||
		!strings.Contains(got, "free_by_coupon:true") {
		t.Errorf("demo coupons: %s", got)
	}
}

// privateClubStaysPrivate replays the probe that found the demo's private
// Ponyclub: its page is in no listing and no sitemap, answers to its exact
// url with a head that search engines must not index, and its form-less
// slug cannot be read off any page list.
func privateClubStaysPrivate(t *testing.T, h http.Handler, built bool) {
	t.Helper()
	header := map[string]string{"Content-Type": "application/json", "Store": "shop_de"}
	const private = "verein/ponyclub-sonnenwiese/ueber-uns"
	for _, where := range []string{`{url: {contains: \"verein/\"}}`, `{url: {like: \"ponyclub\"}}`, `{slug: {equals: \"ueber-uns\"}}`, `{}`} {
		w := get(t, h, "POST", "/api/content/graphql", `{"query":"{ Pages(where: `+where+`, limit: 100) { totalDocs docs { url } } }"}`, header)
		if w.Code != 200 || strings.Contains(w.Body.String(), "ponyclub") || !strings.Contains(w.Body.String(), "totalDocs") {
			t.Errorf("Pages(where: %s): %d %s", where, w.Code, w.Body.String())
		}
	}
	w := get(t, h, "POST", "/api/content/graphql", `{"query":"{ Pages(where: {url: {equals: \"`+private+`\"}}) { docs { url } } }"}`, header)
	if !strings.Contains(w.Body.String(), private) {
		t.Errorf("the page by its url: %s", w.Body.String())
	}
	if w := get(t, h, "GET", "/de/sitemap.xml", "", nil); w.Code != 200 || strings.Contains(w.Body.String(), "ponyclub") {
		t.Errorf("sitemap: %d, ponyclub listed: %v", w.Code, strings.Contains(w.Body.String(), "ponyclub"))
	}
	if built {
		if w := get(t, h, "GET", "/de/"+private, "", nil); w.Code != 200 || !strings.Contains(w.Body.String(), `<meta name="robots" content="noindex`) {
			t.Errorf("the page: %d, indexable", w.Code)
		}
	}
}

// catalogueAnswersCached checks the commerce API's response cache on
// either engine: a listing's answer is kept until the catalogue changes,
// also by a write from another process or instance (the triggers of
// catalog_revision), and never for a customer's session.
func catalogueAnswersCached(t *testing.T, h http.Handler, cfg config.Config) {
	t.Helper()
	header := map[string]string{"Content-Type": "application/json", "Store": "shop_de"}
	query := `{"query":"{ products(search: \"Reithelm\", pageSize: 3) { total_count items { sku name } } }"}`
	ask := func(extra map[string]string) (string, string) {
		t.Helper()
		hdr := map[string]string{}
		for k, v := range header {
			hdr[k] = v
		}
		for k, v := range extra {
			hdr[k] = v
		}
		w := get(t, h, "POST", "/graphql", query, hdr)
		if w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
			t.Fatalf("%d %s", w.Code, w.Body.String())
		}
		return w.Header().Get(gqlserver.CacheHeader), w.Body.String()
	}
	ask(nil)
	if state, _ := ask(nil); state != "hit" {
		t.Errorf("a repeated listing: cache %q", state)
	}
	if state, _ := ask(map[string]string{"Cookie": gqlserver.SessionCookie + "=abc"}); state != "" {
		t.Errorf("a customer's session was answered from the cache: %q", state)
	}
	d, err := app.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if _, err := d.Write().Exec(context.Background(), "UPDATE product SET updated_at = updated_at"); err != nil {
		t.Fatal(err)
	}
	if state, _ := ask(nil); state != "miss" {
		t.Errorf("after another process wrote the catalogue: cache %q", state)
	}
}

// contentAnswersCached checks the content API's response cache: a site's
// answer is kept until the content changes, also by a write from another
// process (as `paddock site` makes); sales events, which count down by the
// clock, are never kept.
func contentAnswersCached(t *testing.T, h http.Handler, cfg config.Config) {
	t.Helper()
	header := map[string]string{"Content-Type": "application/json", "Store": "shop_de"}
	site := `{"query":"{ Sites(where: {code: {equals: \"shop\"}}) { docs { code tracking { googleAnalyticsId } } } }"}`
	ask := func(body string) (string, string) {
		t.Helper()
		w := get(t, h, "POST", "/api/content/graphql", body, header)
		if w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
			t.Fatalf("%d %s", w.Code, w.Body.String())
		}
		return w.Header().Get(gqlserver.CacheHeader), w.Body.String()
	}
	ask(site)
	if state, _ := ask(site); state != "hit" {
		t.Errorf("a repeated site query: cache %q", state)
	}
	d, err := app.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := content.NewService(d, content.Options{}).SetSiteTracking(context.Background(), "shop", content.Tracking{GoogleAnalyticsID: "G-CACHE42"}); err != nil {
		t.Fatal(err)
	}
	if state, body := ask(site); state != "miss" || !strings.Contains(body, `"googleAnalyticsId":"G-CACHE42"`) {
		t.Errorf("after another process changed the site: cache %q, %s", state, body)
	}
	sales := `{"query":"{ SalesEvents { docs { slug countdown { state serverTime } } } }"}`
	ask(sales)
	if state, _ := ask(sales); state != "" {
		t.Errorf("sales events went through the cache: %q", state)
	}
}

func TestUICatalogsCoverTheServersKeys(t *testing.T) {
	ui, err := i18n.LoadCatalog(web.Locales(), "{locale}/common.json")
	if err != nil {
		t.Fatal(err)
	}
	routes, err := storefront.ParseRoutes(web.RoutesJSON())
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

// serve starts a on a free port and returns its base URL; the app stops
// with the test.
func serve(t *testing.T, a *app.App) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	return "http://" + ln.Addr().String()
}

func fetch(t *testing.T, method, url, body string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(data)
}

// TestCatalogueEndToEnd runs the seeded demo catalogue through the served
// app on both configurations: SQLite with Bleve, PostgreSQL with its own
// full-text search. The index starts empty and is rebuilt on start.
func TestCatalogueEndToEnd(t *testing.T) {
	for _, c := range []struct {
		dialect db.Dialect
		search  string
	}{{db.SQLite, "bleve"}, {db.Postgres, "postgres"}} {
		t.Run(string(c.dialect)+"+"+c.search, func(t *testing.T) {
			cfg := seededDemo(t, testConfig(t, c.dialect), c.dialect)
			cfg.Search = c.search
			logger := slog.New(slog.DiscardHandler)
			ctx := context.Background()
			a, err := app.New(ctx, cfg, logger)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = a.Close() })
			catalogueEndToEnd(t, serve(t, a))
		})
	}
}

func catalogueEndToEnd(t *testing.T, base string) {
	gql := func(store, query string) map[string]any {
		t.Helper()
		body, _ := json.Marshal(map[string]any{"query": query})
		_, out := fetch(t, "POST", base+"/graphql", string(body), map[string]string{"Content-Type": "application/json", "Store": store})
		var res struct {
			Data   map[string]any
			Errors []any
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Errors) > 0 {
			t.Fatalf("%s: %v %s", query, err, out)
		}
		return res.Data
	}
	// The index is rebuilt in the background, product by product: wait
	// until the search sees what this test looks for (a first hit may come
	// while the rest is still being indexed).
	var hits, gloves float64
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		data := gql("shop_de", `{ products(search: "Reithosen", pageSize: 24) { total_count items { sku url_key small_image { url } } } }`)
		hits = data["products"].(map[string]any)["total_count"].(float64)
		data = gql("shop_fr", `{ products(search: "gants", pageSize: 5) { total_count } }`)
		gloves = data["products"].(map[string]any)["total_count"].(float64)
		if hits >= 5 && gloves > 0 {
			break
		}
	}
	if hits < 5 {
		t.Fatalf("search for Reithosen found %v products", hits)
	}
	data := gql("shop_fr", `{ products(search: "gants", pageSize: 5) { total_count items { sku name url_key small_image { url } } } }`)
	products := data["products"].(map[string]any)
	items := products["items"].([]any)
	if products["total_count"].(float64) == 0 || !strings.Contains(strings.ToLower(items[0].(map[string]any)["name"].(string)), "gant") {
		t.Fatalf("gants in French: %v", products)
	}
	first := items[0].(map[string]any)
	urlKey := first["url_key"].(string)

	// The product page is rendered with its head in the store's language.
	res, page := fetch(t, "GET", base+"/fr/"+urlKey, "", map[string]string{"Accept": "text/html"})
	if res.StatusCode != 200 {
		t.Fatalf("/fr/%s: %d", urlKey, res.StatusCode)
	}
	for _, want := range []string{`<link rel="canonical" href="https://shop.example/fr/` + urlKey + `"`, `hreflang="de"`, `hreflang="x-default"`,
		`property="og:image" content="https://shop.example/media/large/`, `"@type":"Product"`, `"priceCurrency":"EUR"`, `"@type":"BreadcrumbList"`} {
		if !strings.Contains(page, want) {
			t.Errorf("/fr/%s lacks %s", urlKey, want)
		}
	}
	// Its image is served, as WebP to a browser that takes it, immutable.
	img := first["small_image"].(map[string]any)["url"].(string)
	res, body := fetch(t, "GET", base+img, "", map[string]string{"Accept": "image/avif,image/webp,*/*"})
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/webp" || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") || len(body) == 0 {
		t.Errorf("%s: %d %v", img, res.StatusCode, res.Header)
	}

	// A category page; an unknown slug is a 404.
	res, page = fetch(t, "GET", base+"/de/reiter", "", nil)
	if res.StatusCode != 200 || !strings.Contains(page, `hreflang="en" href="https://shop.example/en/rider"`) {
		t.Errorf("/de/reiter: %d", res.StatusCode)
	}
	if res, _ := fetch(t, "GET", base+"/de/reiter/gibt-es-nicht", "", nil); res.StatusCode != 404 {
		t.Errorf("unknown slug: %d", res.StatusCode)
	}

	// The sitemap names every product with its alternates; robots.txt
	// names the sitemaps.
	res, sitemap := fetch(t, "GET", base+"/en/sitemap.xml", "", nil)
	if res.StatusCode != 200 || strings.Count(sitemap, "<url>") < 170 || !strings.Contains(sitemap, `hreflang="fr" href="https://shop.example/fr/`+urlKey+`"`) {
		t.Errorf("sitemap: %d, %d urls", res.StatusCode, strings.Count(sitemap, "<url>"))
	}
	if _, robots := fetch(t, "GET", base+"/robots.txt", "", nil); !strings.Contains(robots, "Sitemap: https://shop.example/de/sitemap.xml") {
		t.Errorf("robots.txt: %s", robots)
	}
}
