// Command load runs Paddock's load scenarios against the real binary: it
// seeds a fresh SQLite data directory (the demo shop, plus -products
// generated products), starts `paddock serve` on it, waits until the search
// index holds every product, drives each scenario with -c concurrent
// connections for -d, and reports requests per second, latency percentiles,
// the server's CPU time per request and its peak resident memory (VmHWM).
//
//	go run ./bench/load -bin bin/paddock -c 32 -d 10s
//	go run ./bench/load -bin bin/paddock -products 100000 -data /tmp/pp/100k
//
// Seeding 100k products takes many minutes; -data keeps the directory, and
// a later run with the same -data and -products starts from it at once.
// The catalogue scenarios send the storefront's own GetProductsByQuery
// (read from web/src/gql/graphql.ts, see -documents) and pick their
// categories and search words from the seeded data when they start,
// through the API, as a visitor would find them:
//
//	graphql-category-listing  a category page's first page: 24 products by
//	                          position with prices, images and facets, of
//	                          several categories with at least 24 products
//	graphql-search            the search page's first page for a few German
//	                          search texts taken in turn (answers repeat, as
//	                          popular searches do)
//	graphql-search-varied     1500 texts × pages 1–3, shuffled: hardly a
//	                          search repeats, what an unseen search costs
//	graphql-product-by-url-key a product page: the storefront's
//	                          GetProductsByUrlKey for products of the
//	                          listings in turn
//	…-uncached                the listing and the product page of a signed-in
//	                          customer: with a session cookie, which the
//	                          response cache never answers
//
// The customer scenarios use a demo customer of paddock seed
// (internal/customer/demo):
//
//	customer-sign-in          POST /api/auth/sign-in with the customer's
//	                          address and password, as the storefront's
//	                          login form: argon2id's cost included, and a
//	                          new session per request
//	customer-query            the customer's data and address book with the
//	                          session cookie of one sign-in at the start: the
//	                          storefront's GetCustomer once it has one
//	                          (see -documents), else customerDocument
//
// With the server's metrics at hand (loopback), each result also says how
// many SQL statements a request cost (paddock_db_statements_total).
//
// The cart scenarios (cart.go) send Magento-shaped documents as PWA
// Studio's talons do: cart-mix adds to and reads guest carts in turn,
// cart-30-items-coupon reads a cart of 30 items with a coupon.
//
// The checkout scenarios (checkout.go) place guest carts by bank transfer:
// checkout-place only placeOrder of carts made ready beforehand,
// checkout-mix every step of the checkout in rounds. Each cart is placed
// once (Scenario.Once), and after the run every product's stock is
// checked against the orders its carts made: nothing oversold
// (Scenario.Check).
//
// The content scenarios send the storefront's content documents (read
// from web/src/gql-content/graphql.ts) in de, en and fr in turn:
//
//	content-site              GetSite: logo, navigation, header and footer,
//	                          which every page's start-up loads first
//	content-home-page         GetPage of the home page: all its blocks
//
// The page scenarios (pages.go) ask for server-rendered product pages,
// from the page cache and rendered anew.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"paddock/internal/customer"
	customerdemo "paddock/internal/customer/demo"
)

// Scenario is one kind of request to measure.
type Scenario struct {
	Name    string
	Method  string
	Path    string
	Body    string
	Headers map[string]string
	// Prepare, when set, builds the request bodies from the seeded data;
	// the workers send them in turn. about describes what was chosen.
	Prepare func(ctx context.Context, c *client) (bodies []string, about string, err error)
	// SignIn, when set, signs the demo customer in once before the run;
	// every request carries its session cookie.
	SignIn bool
	// Once, when set, sends each body once, in order, through the
	// warm-up and the run: the run ends early when none are left.
	Once bool
	// Check, when set, checks the server's state after the run and
	// describes it (checkout: nothing oversold); an error fails the run.
	Check func(ctx context.Context, c *client) (string, error)
	// Paths, when set, makes the prepared bodies the paths asked for
	// (with no body) instead of Path.
	Paths bool
	// Visitor, when set, names the visitor a body is sent for
	// (X-Forwarded-For, which the server trusts from loopback), so that
	// the run stands for many visitors, each with its own limits; none
	// when it answers "".
	Visitor func(body string) string
}

// listingDocument is the GetProductsByQuery document the catalogue
// scenarios send: the storefront's own (storefrontDocument).
var listingDocument string

// documentsFile is where the storefront's documents are read (-documents).
var documentsFile = storefrontDocuments

// graphQLHeaders are what the storefront sends to the commerce API.
var graphQLHeaders = map[string]string{
	"Content-Type": "application/json", "Accept": "application/json", "Store": "shop_de", "Accept-Encoding": "gzip",
}

// sessionHeaders are graphQLHeaders with a session cookie: a signed-in
// customer, whom the response cache never answers.
var sessionHeaders = func() map[string]string {
	h := map[string]string{"Cookie": "paddock_session=load-test"}
	for k, v := range graphQLHeaders {
		h[k] = v
	}
	return h
}()

var scenarios = []Scenario{
	{
		Name: "storefront-home-de", Method: http.MethodGet, Path: "/de",
		Headers: map[string]string{"Accept-Encoding": "gzip", "Accept": "text/html"},
	},
	{
		Name: "graphql-available-stores", Method: http.MethodPost, Path: "/graphql",
		Body:    `{"query":"query GetAvailableStores { availableStores { store_code store_name locale root_category_uid is_default_store } }"}`,
		Headers: graphQLHeaders,
	},
	{
		Name: "graphql-category-listing", Method: http.MethodPost, Path: "/graphql",
		Headers: graphQLHeaders, Prepare: prepareCategoryListing,
	},
	{
		Name: "graphql-category-listing-uncached", Method: http.MethodPost, Path: "/graphql",
		Headers: sessionHeaders, Prepare: prepareCategoryListing,
	},
	{
		Name: "graphql-product-by-url-key", Method: http.MethodPost, Path: "/graphql",
		Headers: graphQLHeaders, Prepare: prepareProductPages,
	},
	{
		Name: "graphql-product-by-url-key-uncached", Method: http.MethodPost, Path: "/graphql",
		Headers: sessionHeaders, Prepare: prepareProductPages,
	},
	{
		Name: "graphql-search", Method: http.MethodPost, Path: "/graphql",
		Headers: graphQLHeaders, Prepare: prepareSearch,
	},
	{
		Name: "graphql-search-varied", Method: http.MethodPost, Path: "/graphql",
		Headers: graphQLHeaders, Prepare: prepareVariedSearch,
	},
	{
		Name: "customer-sign-in", Method: http.MethodPost, Path: customer.SignInPath,
		Headers: map[string]string{"Content-Type": "application/json", "Accept": "application/json", "Store": "shop_de", "Sec-Fetch-Site": "same-origin"},
		Prepare: prepareSignIn,
	},
	{
		Name: "customer-query", Method: http.MethodPost, Path: "/graphql",
		Headers: map[string]string{"Content-Type": "application/json", "Accept": "application/json", "Store": "shop_de", "Accept-Encoding": "gzip",
			"Sec-Fetch-Site": "same-origin"},
		Prepare: prepareCustomerQuery, SignIn: true,
	},
	{
		Name: "content-site", Method: http.MethodPost, Path: contentPath,
		Headers: graphQLHeaders, Prepare: prepareContent("GetSite", "Sites", func(base, locale string) map[string]any {
			return map[string]any{"baseUrl": base, "siteCode": "shop", "locale": locale}
		}),
	},
	{
		Name: "content-home-page", Method: http.MethodPost, Path: contentPath,
		Headers: graphQLHeaders, Prepare: prepareContent("GetPage", "Pages", func(_, locale string) map[string]any {
			return map[string]any{"url": "", "siteCode": "shop", "locale": locale}
		}),
	},
}

// contentPath is the content API's endpoint.
const contentPath = "/api/content/graphql"

// prepareContent builds the storefront's content document name for de, en
// and fr with vars of each language, and checks once that each answers a
// document in collection.
func prepareContent(name, collection string, vars func(base, locale string) map[string]any) func(context.Context, *client) ([]string, string, error) {
	return func(ctx context.Context, c *client) ([]string, string, error) {
		doc, source, err := storefrontDocument(contentDocuments, name)
		if err != nil {
			return nil, "", err
		}
		var bodies []string
		for _, locale := range []string{"de", "en", "fr"} {
			body := request(doc, vars(c.base, locale))
			var res map[string]struct {
				Docs []json.RawMessage `json:"docs"`
			}
			if err := c.post(ctx, contentPath, body, &res); err != nil {
				return nil, "", fmt.Errorf("%s in %s: %w", name, locale, err)
			}
			if len(res[collection].Docs) == 0 {
				return nil, "", fmt.Errorf("%s in %s found nothing", name, locale)
			}
			bodies = append(bodies, body)
		}
		return bodies, fmt.Sprintf("%s from %s, de, en and fr in turn", name, source), nil
	}
}

// Result is what one scenario measured.
type Result struct {
	Scenario    string  `json:"scenario"`
	About       string  `json:"about,omitempty"`
	Connections int     `json:"connections"`
	Seconds     float64 `json:"seconds"`
	Requests    int     `json:"requests"`
	Errors      int     `json:"errors"`
	RPS         float64 `json:"requests_per_second"`
	P50ms       float64 `json:"p50_ms"`
	P90ms       float64 `json:"p90_ms"`
	P99ms       float64 `json:"p99_ms"`
	MaxMs       float64 `json:"max_ms"`
	// ServerCPUms is the server's CPU time (user and system) per request:
	// what a request costs even when other processes share the cores.
	ServerCPUms float64 `json:"server_cpu_ms_per_request,omitempty"`
	// LoadAverage is the machine's one-minute load average at the end.
	LoadAverage float64 `json:"load_average,omitempty"`
	// Statements is the SQL statements per request, from the server's
	// metrics; 0 when they cannot be read.
	Statements float64 `json:"sql_statements_per_request,omitempty"`
	// Checked is what Scenario.Check found after the run.
	Checked string `json:"checked,omitempty"`
}

// serverRun is the server a run started and what preparing it took.
type serverRun struct {
	base         string
	pid          int
	stop         func()
	seedSeconds  float64 // 0 when the data directory was reused
	indexSeconds float64 // from start until the index held every product
	indexed      int
}

func main() {
	bin := flag.String("bin", "bin/paddock", "paddock binary to start")
	target := flag.String("url", "", "measure a running server at this base URL instead of starting one")
	conns := flag.Int("c", 32, "concurrent connections")
	duration := flag.Duration("d", 10*time.Second, "measuring time per scenario")
	warmup := flag.Duration("warmup", 2*time.Second, "warm-up time per scenario, not measured")
	only := flag.String("scenario", "", "run only scenarios whose name contains this")
	out := flag.String("out", "bench/results", "directory for the JSON results")
	products := flag.Int("products", 0, "also generate this many products when seeding (paddock seed -products N)")
	dataDir := flag.String("data", "", "data directory to use and keep; seeded when it holds no database (default: a temporary one)")
	listen := flag.String("listen", "", "address for the server (default: a free port on 127.0.0.1)")
	documents := flag.String("documents", storefrontDocuments, "the storefront's generated GraphQL documents, whose GetProductsByQuery the catalogue scenarios send")
	pid := flag.Int("pid", 0, "with -url: the server's process id, to measure its CPU time and memory")
	flag.Parse()

	doc, source, err := storefrontDocument(*documents, "GetProductsByQuery")
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
	listingDocument, documentsFile = doc, *documents
	fmt.Println("GetProductsByQuery from", source)

	ctx := context.Background()
	run := serverRun{base: *target, pid: *pid, stop: func() {}}
	if run.base == "" {
		var err error
		if run, err = startServer(ctx, *bin, *dataDir, *listen, *products); err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			os.Exit(1)
		}
	}
	defer run.stop()
	if run.seedSeconds > 0 {
		fmt.Printf("seeded the demo shop and %d generated products in %.1f s\n", *products, run.seedSeconds)
	}
	if run.indexed > 0 {
		fmt.Printf("search index ready with %d products %.1f s after start\n", run.indexed, run.indexSeconds)
	}

	c := newClient(run.base)
	var results []Result
	failed := false
	for _, sc := range scenarios {
		if *only != "" && !strings.Contains(sc.Name, *only) {
			continue
		}
		bodies, about := []string{sc.Body}, ""
		if sc.SignIn {
			cookie, err := c.signIn(ctx)
			if err != nil {
				fmt.Fprintf(os.Stderr, "load: %s: %v\n", sc.Name, err)
				failed = true
				continue
			}
			sc.Headers = withHeader(sc.Headers, "Cookie", cookie)
		}
		if sc.Prepare != nil {
			var err error
			if bodies, about, err = sc.Prepare(ctx, c); err != nil {
				fmt.Fprintf(os.Stderr, "load: %s: %v\n", sc.Name, err)
				failed = true
				continue
			}
			fmt.Printf("%s: %s\n", sc.Name, about)
		}
		var next atomic.Uint64
		drive(run.base, sc, bodies, &next, *conns, *warmup, 0)
		before, statementsOK := statements(run.base)
		r := drive(run.base, sc, bodies, &next, *conns, *duration, run.pid)
		if after, ok := statements(run.base); ok && statementsOK && r.Requests > 0 {
			r.Statements = (after - before) / float64(r.Requests)
		}
		r.About = about
		if sc.Check != nil {
			checked, err := sc.Check(ctx, c)
			if err != nil {
				fmt.Fprintf(os.Stderr, "load: %s: check after the run: %v\n", sc.Name, err)
				failed = true
			}
			r.Checked = checked
			fmt.Printf("%s: %s\n", sc.Name, checked)
		}
		results = append(results, r)
		cpu := ""
		if r.ServerCPUms > 0 {
			cpu = fmt.Sprintf("  server cpu %.2f ms/req", r.ServerCPUms)
		}
		fmt.Printf("%-36s c=%d  %8.0f req/s  p50 %6.2f ms  p90 %6.2f ms  p99 %6.2f ms  max %7.2f ms  errors %d/%d%s  sql %.1f/req  load %.1f\n",
			r.Scenario, r.Connections, r.RPS, r.P50ms, r.P90ms, r.P99ms, r.MaxMs, r.Errors, r.Requests, cpu, r.Statements, r.LoadAverage)
	}
	report := map[string]any{"time": time.Now().UTC(), "base_url": run.base, "results": results}
	if *target == "" {
		report["products"] = *products
		report["indexed_products"] = run.indexed
		if run.seedSeconds > 0 {
			report["seed_seconds"] = run.seedSeconds
		}
		report["index_ready_seconds"] = run.indexSeconds
	}
	if run.pid != 0 {
		if rss, err := procStatus(run.pid, "VmHWM:"); err == nil {
			report["server_peak_rss_kb"] = rss
			fmt.Printf("server peak RSS (VmHWM): %.1f MiB\n", float64(rss)/1024)
		}
		if rss, err := procStatus(run.pid, "VmRSS:"); err == nil {
			report["server_rss_kb_at_end"] = rss
		}
	}
	if err := os.MkdirAll(*out, 0o755); err == nil {
		name := filepath.Join(*out, "load-"+time.Now().UTC().Format("20060102-150405")+".json")
		b, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(name, b, 0o644); err == nil {
			fmt.Println("results written to", name)
		}
	}
	if failed {
		run.stop()
		os.Exit(1)
	}
}

// drive runs sc with conns workers for d and measures every request; the
// workers send bodies in turn, counting on next (for a Once scenario they
// stop when it passed the last). With pid set it measures the server's
// CPU time too.
func drive(base string, sc Scenario, bodies []string, next *atomic.Uint64, conns int, d time.Duration, pid int) Result {
	hc := &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns: conns, MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns,
			DisableCompression: true, // the scenario's own Accept-Encoding decides
		},
	}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	latencies := make([][]time.Duration, conns)
	errs := make([]int, conns)
	var wg sync.WaitGroup
	cpu0, _ := cpuTime(pid)
	start := time.Now()
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for ctx.Err() == nil {
				var body io.Reader
				n := next.Add(1) - 1
				if sc.Once && n >= uint64(len(bodies)) {
					return
				}
				path := sc.Path
				if b := bodies[n%uint64(len(bodies))]; sc.Paths {
					path = b
				} else if b != "" {
					body = strings.NewReader(b)
				}
				req, _ := http.NewRequest(sc.Method, base+path, body)
				for k, v := range sc.Headers {
					req.Header.Set(k, v)
				}
				if sc.Visitor != nil {
					if ip := sc.Visitor(bodies[n%uint64(len(bodies))]); ip != "" {
						req.Header.Set("X-Forwarded-For", ip)
					}
				}
				t0 := time.Now()
				res, err := hc.Do(req)
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					_ = res.Body.Close()
				}
				if ctx.Err() != nil {
					return // cut off by the end of the run, not measured
				}
				latencies[w] = append(latencies[w], time.Since(t0))
				if err != nil || res.StatusCode >= 400 {
					errs[w]++
				}
			}
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	cpu1, cpuErr := cpuTime(pid)
	hc.CloseIdleConnections()

	var all []time.Duration
	errors := 0
	for w := range latencies {
		all = append(all, latencies[w]...)
		errors += errs[w]
	}
	slices.Sort(all)
	pct := func(p float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[min(len(all)-1, int(p*float64(len(all))))].Microseconds()) / 1000
	}
	r := Result{
		Scenario: sc.Name, Connections: conns, Seconds: elapsed, Requests: len(all), Errors: errors,
		RPS: float64(len(all)) / elapsed, P50ms: pct(0.50), P90ms: pct(0.90), P99ms: pct(0.99), MaxMs: pct(1),
		LoadAverage: loadAverage(),
	}
	if pid != 0 && cpuErr == nil && len(all) > 0 {
		r.ServerCPUms = float64(cpu1-cpu0) / float64(time.Millisecond) / float64(len(all))
	}
	return r
}

// statements reads the server's count of SQL statements from its metrics.
func statements(base string) (float64, bool) {
	res, err := http.Get(base + "/metrics")
	if err != nil {
		return 0, false
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		return 0, false
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, "paddock_db_statements_total "); ok {
			n, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return n, err == nil
		}
	}
	return 0, false
}

// client asks the commerce API what the scenarios need to know.
type client struct {
	base string
	hc   *http.Client
}

func newClient(base string) *client {
	return &client{base: base, hc: &http.Client{Timeout: 60 * time.Second}}
}

// graphQL posts body (a JSON request) to the commerce API as the
// storefront does and decodes the data into out; GraphQL errors are errors.
func (c *client) graphQL(ctx context.Context, body string, out any) error {
	return c.post(ctx, "/graphql", body, out)
}

// post sends a GraphQL request to the API at path.
func (c *client) post(ctx context.Context, path, body string, out any) error {
	return c.postWith(ctx, path, body, nil, out)
}

// postWith sends a GraphQL request with further headers (a session
// cookie).
func (c *client) postWith(ctx context.Context, path, body string, header map[string]string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	for k, v := range graphQLHeaders {
		req.Header.Set(k, v)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		gz, err := gzip.NewReader(res.Body)
		if err != nil {
			return err
		}
		r = gz
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	var envelope struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(raw, &envelope); err != nil {
		return fmt.Errorf("HTTP %d: %.200s", res.StatusCode, raw)
	}
	if len(envelope.Errors) > 0 {
		return fmt.Errorf("GraphQL error: %s", envelope.Errors[0].Message)
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("HTTP %d", res.StatusCode)
	}
	return json.Unmarshal(envelope.Data, out)
}

func request(query string, variables map[string]any) string {
	b, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		panic(err)
	}
	return string(b)
}

// productsResult is the part of a GetProductsByQuery answer the
// scenarios check.
type productsResult struct {
	Products struct {
		TotalCount int `json:"total_count"`
		Items      []struct {
			SKU    string `json:"sku"`
			Name   string `json:"name"`
			URLKey string `json:"url_key"`
		} `json:"items"`
		Aggregations []struct {
			AttributeCode string `json:"attribute_code"`
		} `json:"aggregations"`
	} `json:"products"`
}

// listingVariables are the variables of a category page's first page.
func listingVariables(uid string) map[string]any {
	return map[string]any{
		"filter": map[string]any{"category_uid": map[string]any{"eq": uid}},
		"sort":   map[string]any{"position": "ASC"}, "pageSize": 24, "currentPage": 1, "withAggregations": true,
	}
}

// searchVariables are the variables of a search page's first page.
func searchVariables(text string) map[string]any {
	return map[string]any{
		"search": text, "filter": map[string]any{}, "sort": map[string]any{"relevance": "DESC"},
		"pageSize": 24, "currentPage": 1, "withAggregations": true,
	}
}

// category is a node of the category tree as the scenarios see it.
type category struct {
	UID          string     `json:"uid"`
	Name         string     `json:"name"`
	Level        int        `json:"level"`
	ProductCount int        `json:"product_count"`
	URLPath      string     `json:"url_path"`
	Children     []category `json:"children"`
}

const treeQuery = `query BenchCategories($uid: String!) { categories(filters: { category_uid: { eq: $uid } }) { items {
  children { ...C children { ...C children { ...C children { ...C } } } } } } }
fragment C on CategoryTree { uid name level product_count url_path }`

// listingCategories returns up to max categories below the top level
// (leaves and the ones between) with at least a page of products, spread
// over the tree; without such categories, the one with the most products.
func listingCategories(ctx context.Context, c *client, max int) ([]category, error) {
	var stores struct {
		AvailableStores []struct {
			StoreCode       string `json:"store_code"`
			RootCategoryUID string `json:"root_category_uid"`
		} `json:"availableStores"`
	}
	if err := c.graphQL(ctx, request(`{ availableStores { store_code root_category_uid } }`, nil), &stores); err != nil {
		return nil, fmt.Errorf("stores: %w", err)
	}
	root := ""
	for _, s := range stores.AvailableStores {
		if s.StoreCode == graphQLHeaders["Store"] {
			root = s.RootCategoryUID
		}
	}
	if root == "" {
		return nil, errors.New("no root category for " + graphQLHeaders["Store"])
	}
	var tree struct {
		Categories struct {
			Items []category `json:"items"`
		} `json:"categories"`
	}
	if err := c.graphQL(ctx, request(treeQuery, map[string]any{"uid": root}), &tree); err != nil {
		return nil, fmt.Errorf("category tree: %w", err)
	}
	var all []category
	var walk func([]category)
	walk = func(cs []category) {
		for _, cat := range cs {
			all = append(all, cat)
			walk(cat.Children)
		}
	}
	for _, it := range tree.Categories.Items {
		walk(it.Children)
	}
	var fit []category
	for _, cat := range all {
		if cat.Level >= 3 && cat.ProductCount >= 24 {
			fit = append(fit, cat)
		}
	}
	if len(fit) == 0 {
		if len(all) == 0 {
			return nil, errors.New("the store has no categories")
		}
		best := slices.MaxFunc(all, func(a, b category) int { return a.ProductCount - b.ProductCount })
		return []category{best}, nil
	}
	if len(fit) <= max {
		return fit, nil
	}
	out := make([]category, 0, max)
	for i := range max {
		out = append(out, fit[i*len(fit)/max])
	}
	return out, nil
}

// prepareCategoryListing takes a category page's first page of several
// categories, as the storefront asks for it.
func prepareCategoryListing(ctx context.Context, c *client) ([]string, string, error) {
	cats, err := listingCategories(ctx, c, 8)
	if err != nil {
		return nil, "", err
	}
	var bodies, names []string
	for _, cat := range cats {
		body := request(listingDocument, listingVariables(cat.UID))
		var res productsResult
		if err := c.graphQL(ctx, body, &res); err != nil {
			return nil, "", fmt.Errorf("listing of %s: %w", cat.URLPath, err)
		}
		if want := min(24, cat.ProductCount); len(res.Products.Items) < want || len(res.Products.Aggregations) == 0 {
			return nil, "", fmt.Errorf("listing of %s: %d products and %d aggregations, want %d and some",
				cat.URLPath, len(res.Products.Items), len(res.Products.Aggregations), want)
		}
		bodies = append(bodies, body)
		names = append(names, fmt.Sprintf("%s (%d)", cat.URLPath, cat.ProductCount))
	}
	return bodies, "first page (24, by position, with aggregations) of " + strings.Join(names, ", "), nil
}

// prepareSearch makes German search texts from the seeded data: category
// names ("regendecken"), a product kind with a colour ("abschwitzdecke
// navy") and a product kind with a model name ("reithose hanna"), taken
// from the listings of several categories.
func prepareSearch(ctx context.Context, c *client) ([]string, string, error) {
	cats, err := listingCategories(ctx, c, 6)
	if err != nil {
		return nil, "", err
	}
	var texts []string
	seen := map[string]bool{}
	add := func(t string) {
		t = strings.ToLower(strings.Join(strings.Fields(t), " "))
		if t != "" && !seen[t] {
			seen[t] = true
			texts = append(texts, t)
		}
	}
	for i, cat := range cats {
		add(strings.Fields(strings.ReplaceAll(cat.Name, "&", " "))[0])
		var res productsResult
		if err := c.graphQL(ctx, request(listingDocument, listingVariables(cat.UID)), &res); err != nil {
			return nil, "", fmt.Errorf("listing of %s: %w", cat.URLPath, err)
		}
		items := res.Products.Items
		if len(items) == 0 {
			continue
		}
		words := strings.Fields(items[(7*i)%len(items)].Name)
		kind := strings.TrimLeft(words[0], "-")
		if j := strings.LastIndex(kind, "-"); j >= 0 && j+1 < len(kind) {
			kind = kind[j+1:] // "Kniebesatz-Reithose" is searched as "Reithose"
		}
		if len(words) >= 2 {
			add(kind + " " + words[1])
		}
		if n := len(words); n >= 3 && words[n-2] == "in" {
			add(kind + " " + words[n-1])
		}
	}
	var bodies []string
	for _, t := range texts {
		body := request(listingDocument, searchVariables(t))
		var res productsResult
		if err := c.graphQL(ctx, body, &res); err != nil {
			return nil, "", fmt.Errorf("search %q: %w", t, err)
		}
		if res.Products.TotalCount == 0 || len(res.Products.Aggregations) == 0 {
			return nil, "", fmt.Errorf("search %q: %d hits, %d aggregations", t, res.Products.TotalCount, len(res.Products.Aggregations))
		}
		bodies = append(bodies, body)
	}
	if len(bodies) == 0 {
		return nil, "", errors.New("no search words found in the catalogue")
	}
	return bodies, fmt.Sprintf("%d texts in turn (24 a page, by relevance, with aggregations): %q", len(texts), texts), nil
}

// prepareVariedSearch makes a few thousand different searches from the
// words of the seeded product names (kind and model, kind and colour, the
// first three pages), so that hardly one repeats in a run: what a search
// costs when the server has not answered it before.
func prepareVariedSearch(ctx context.Context, c *client) ([]string, string, error) {
	cats, err := listingCategories(ctx, c, 12)
	if err != nil {
		return nil, "", err
	}
	kinds, seconds := map[string]bool{}, map[string]bool{}
	for _, cat := range cats {
		for _, dir := range []string{"ASC", "DESC"} {
			v := listingVariables(cat.UID)
			v["sort"], v["pageSize"], v["withAggregations"] = map[string]any{"price": dir}, 100, false
			var res productsResult
			if err := c.graphQL(ctx, request(listingDocument, v), &res); err != nil {
				return nil, "", fmt.Errorf("listing of %s: %w", cat.URLPath, err)
			}
			addWords(res, kinds, seconds)
		}
	}
	var texts []string
	for _, k := range sortedKeys(kinds) {
		for _, w := range sortedKeys(seconds) {
			texts = append(texts, k+" "+w)
		}
	}
	if len(texts) == 0 {
		return nil, "", errors.New("no search words found in the catalogue")
	}
	// Spread the texts so that neighbours differ in both words.
	rng := rand.New(rand.NewPCG(1, 2))
	rng.Shuffle(len(texts), func(i, j int) { texts[i], texts[j] = texts[j], texts[i] })
	texts = texts[:min(len(texts), 1500)]
	var bodies []string
	for page := 1; page <= 3; page++ {
		for _, t := range texts {
			v := searchVariables(t)
			v["currentPage"], v["withAggregations"] = page, page == 1
			bodies = append(bodies, request(listingDocument, v))
		}
	}
	rng.Shuffle(len(bodies), func(i, j int) { bodies[i], bodies[j] = bodies[j], bodies[i] })
	return bodies, fmt.Sprintf("%d searches (%d texts of %d kinds and %d words, pages 1–3, aggregations with page 1), e.g. %q",
		len(bodies), len(texts), len(kinds), len(seconds), texts[:min(5, len(texts))]), nil
}

// addWords takes the product kinds ("reithose" of "Kniebesatz-Reithose
// Hanna in Navy") and the words after them (model, colour) of a listing.
func addWords(res productsResult, kinds, seconds map[string]bool) {
	for _, it := range res.Products.Items {
		words := strings.Fields(strings.ToLower(it.Name))
		if len(words) < 2 {
			continue
		}
		kind := words[0]
		if j := strings.LastIndex(kind, "-"); j >= 0 && j+1 < len(kind) {
			kind = kind[j+1:]
		}
		kinds[kind] = true
		seconds[words[1]] = true
		if n := len(words); n >= 3 && words[n-2] == "in" {
			seconds[words[n-1]] = true
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// seedRecord is what a kept data directory remembers of its seeding.
type seedRecord struct {
	Products    int     `json:"products"`
	SeedSeconds float64 `json:"seed_seconds"`
}

const seedRecordFile = "bench-seed.json"

// startServer seeds the data directory unless it was seeded for the same
// number of products before, starts paddock serve on it and waits until
// the search index holds every product. stop ends the server with SIGTERM
// and removes a temporary directory.
func startServer(ctx context.Context, bin, dir, listen string, products int) (serverRun, error) {
	run := serverRun{}
	keep := dir != ""
	if !keep {
		var err error
		if dir, err = os.MkdirTemp("", "paddock-bench-"); err != nil {
			return run, err
		}
	}
	cleanup := func() {
		if !keep {
			_ = os.RemoveAll(dir)
		}
	}
	if listen == "" {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			cleanup()
			return run, err
		}
		listen = l.Addr().String()
		_ = l.Close()
	}
	// Loopback is a trusted proxy, so the checkout scenarios can make
	// their carts for many visitors (X-Forwarded-For) without meeting the
	// limit of carts one client may create.
	env := append(os.Environ(), "PADDOCK_DATA_DIR="+dir, "PADDOCK_LISTEN="+listen, "PADDOCK_LOG_LEVEL=error",
		"PADDOCK_TRUSTED_PROXIES=127.0.0.1")

	recordPath := filepath.Join(dir, seedRecordFile)
	var record seedRecord
	raw, err := os.ReadFile(recordPath)
	switch {
	case err == nil:
		if err := json.Unmarshal(raw, &record); err != nil {
			cleanup()
			return run, fmt.Errorf("%s: %w", recordPath, err)
		}
		if record.Products != products {
			return run, fmt.Errorf("%s was seeded with %d products, not %d; use another -data", dir, record.Products, products)
		}
		fmt.Printf("reusing %s (seeded with %d products in %.1f s)\n", dir, record.Products, record.SeedSeconds)
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return run, err
		}
		seed := exec.Command(bin, "seed", "-products", strconv.Itoa(products))
		seed.Env, seed.Stderr = env, os.Stderr
		t0 := time.Now()
		if err := seed.Run(); err != nil {
			cleanup()
			return run, fmt.Errorf("seed: %w", err)
		}
		record = seedRecord{Products: products, SeedSeconds: time.Since(t0).Seconds()}
		run.seedSeconds = record.SeedSeconds
		if keep {
			b, _ := json.Marshal(record)
			if err := os.WriteFile(recordPath, b, 0o644); err != nil {
				return run, err
			}
		}
	default:
		cleanup()
		return run, err
	}

	serve := exec.Command(bin, "serve")
	serve.Env, serve.Stderr = env, os.Stderr
	started := time.Now()
	if err := serve.Start(); err != nil {
		cleanup()
		return run, err
	}
	run.base, run.pid = "http://"+listen, serve.Process.Pid
	run.stop = func() {
		if serve.ProcessState == nil {
			_ = serve.Process.Signal(syscall.SIGTERM)
			_ = serve.Wait()
		}
		cleanup()
	}
	if err := waitReady(ctx, run.base, 30*time.Second); err != nil {
		run.stop()
		return run, err
	}
	n, err := waitIndexed(ctx, newClient(run.base), products, 30*time.Minute)
	if err != nil {
		run.stop()
		return run, err
	}
	run.indexed, run.indexSeconds = n, time.Since(started).Seconds()
	return run, nil
}

func waitReady(ctx context.Context, base string, limit time.Duration) error {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/readyz", nil)
		if res, err := http.DefaultClient.Do(req); err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	return fmt.Errorf("paddock did not become ready at %s", base)
}

// waitIndexed waits until the search index holds at least the generated
// products and its count has not changed for three seconds: serve builds
// a missing index in the background.
func waitIndexed(ctx context.Context, c *client, atLeast int, limit time.Duration) (int, error) {
	body := request(`{ products(search: "", pageSize: 1) { total_count } }`, nil)
	last, since := -1, time.Now()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(500 * time.Millisecond) {
		var res productsResult
		if err := c.graphQL(ctx, body, &res); err != nil {
			return 0, fmt.Errorf("count indexed products: %w", err)
		}
		n := res.Products.TotalCount
		if n != last {
			last, since = n, time.Now()
			continue
		}
		if n > 0 && n >= atLeast && time.Since(since) >= 3*time.Second {
			return n, nil
		}
	}
	return 0, fmt.Errorf("the search index did not fill within %v (%d products)", limit, last)
}

// procStatus reads a size field of a process's status in KiB.
func procStatus(pid int, field string) (int, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(line, field) {
			var kb int
			_, err := fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, field)), "%d", &kb)
			return kb, err
		}
	}
	return 0, fmt.Errorf("no %s for pid %d", field, pid)
}

// cpuTime is the CPU time a process has used in user and system mode.
func cpuTime(pid int) (time.Duration, error) {
	if pid == 0 {
		return 0, errors.New("no pid")
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name may hold spaces; the fields after it do not.
	i := bytes.LastIndexByte(raw, ')')
	if i < 0 {
		return 0, errors.New("unexpected /proc stat")
	}
	fields := strings.Fields(string(raw[i+1:]))
	if len(fields) < 13 {
		return 0, errors.New("unexpected /proc stat")
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, errors.New("unexpected /proc stat")
	}
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond, nil
}

func loadAverage() float64 {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f, _ := strconv.ParseFloat(strings.Fields(string(raw))[0], 64)
	return f
}

// listingURLKeys are the url keys of the products of several category
// listings' first pages.
func listingURLKeys(ctx context.Context, c *client) ([]string, error) {
	cats, err := listingCategories(ctx, c, 8)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, cat := range cats {
		var res productsResult
		if err := c.graphQL(ctx, request(listingDocument, listingVariables(cat.UID)), &res); err != nil {
			return nil, fmt.Errorf("listing of %s: %w", cat.URLPath, err)
		}
		for _, it := range res.Products.Items {
			if it.URLKey != "" {
				keys = append(keys, it.URLKey)
			}
		}
	}
	return keys, nil
}

// prepareProductPages asks for the product pages of the products of
// several category listings, as the storefront's product page does.
func prepareProductPages(ctx context.Context, c *client) ([]string, string, error) {
	doc, source, err := storefrontDocument(documentsFile, "GetProductsByUrlKey")
	if err != nil {
		return nil, "", err
	}
	keys, err := listingURLKeys(ctx, c)
	if err != nil {
		return nil, "", err
	}
	var bodies []string
	for _, key := range keys {
		bodies = append(bodies, request(doc, map[string]any{"urlKey": key}))
	}
	if len(bodies) == 0 {
		return nil, "", errors.New("no product with a url key in the listings")
	}
	var check productsResult
	if err := c.graphQL(ctx, bodies[0], &check); err != nil || len(check.Products.Items) != 1 {
		return nil, "", fmt.Errorf("product page: %d products, %v", len(check.Products.Items), err)
	}
	return bodies, fmt.Sprintf("GetProductsByUrlKey from %s for %d products of the listings in turn", source, len(bodies)), nil
}

// customerDocument is what the customer-query scenario asks while the
// storefront has no GetCustomer of its own: the account page's data and
// address book in Magento's shape.
const customerDocument = `query GetCustomer { customer { firstname lastname email date_of_birth is_subscribed default_billing default_shipping
  addresses { id uid firstname lastname company street postcode city country_code region { region region_code region_id }
    telephone vat_id default_billing default_shipping } } }`

// demoCustomer is the seeded account the customer scenarios use: the
// rider with two addresses.
func demoCustomer() customer.SeedAccount { return customerdemo.Accounts()[0] }

func signInBody() string {
	a := demoCustomer()
	b, _ := json.Marshal(map[string]string{"email": a.Email, "password": a.Password})
	return string(b)
}

// signIn signs the demo customer in as the storefront does and returns
// the session cookie ("paddock_session=…").
func (c *client) signIn(ctx context.Context) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+customer.SignInPath, strings.NewReader(signInBody()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	for _, ck := range res.Cookies() {
		if ck.Name == "paddock_session" && ck.Value != "" && res.StatusCode == http.StatusOK {
			return ck.Name + "=" + ck.Value, nil
		}
	}
	return "", fmt.Errorf("sign-in of %s (was the data directory seeded with the demo customers?): HTTP %d %.200s", demoCustomer().Email, res.StatusCode, body)
}

// prepareSignIn checks once that the demo customer signs in.
func prepareSignIn(ctx context.Context, c *client) ([]string, string, error) {
	if _, err := c.signIn(ctx); err != nil {
		return nil, "", err
	}
	return []string{signInBody()}, "POST " + customer.SignInPath + " as " + demoCustomer().Email + " (argon2id, a new session each)", nil
}

// prepareCustomerQuery takes the storefront's GetCustomer, else
// customerDocument, and checks once that it answers the customer's
// address book.
func prepareCustomerQuery(ctx context.Context, c *client) ([]string, string, error) {
	doc, source, err := storefrontDocument(documentsFile, "GetCustomer")
	if err != nil {
		doc, source = customerDocument, "customerDocument (the storefront has no GetCustomer yet)"
	}
	cookie, err := c.signIn(ctx)
	if err != nil {
		return nil, "", err
	}
	body := request(doc, nil)
	var res struct {
		Customer struct {
			Email     string            `json:"email"`
			Addresses []json.RawMessage `json:"addresses"`
		} `json:"customer"`
	}
	if err := c.postWith(ctx, "/graphql", body, map[string]string{"Cookie": cookie}, &res); err != nil {
		return nil, "", err
	}
	if res.Customer.Email != demoCustomer().Email || len(res.Customer.Addresses) == 0 {
		return nil, "", fmt.Errorf("GetCustomer answered %+v", res.Customer)
	}
	return []string{body}, fmt.Sprintf("GetCustomer from %s as %s (%d addresses), session cookie of one sign-in", source,
		demoCustomer().Email, len(res.Customer.Addresses)), nil
}

// withHeader is h with one more header, h itself unchanged.
func withHeader(h map[string]string, key, value string) map[string]string {
	out := map[string]string{key: value}
	for k, v := range h {
		if k != key {
			out[k] = v
		}
	}
	return out
}
