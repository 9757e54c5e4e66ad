package app_test

import (
	"context"
	"encoding/json"
	"html"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/app"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/web"
)

// TestServerRender runs the server renderer's tests on one demo shop
// (seeding and indexing it is most of their time); the page cache's comes
// last, as it changes a price.
func TestServerRender(t *testing.T) {
	t.Parallel()
	a, logs := ssrShop(t)
	t.Run("the public pages", func(t *testing.T) { serverRendersThePublicPages(t, a.Handler(), logs) })
	t.Run("visitor pages left to the browser", func(t *testing.T) { serverRenderLeavesVisitorPagesToTheBrowser(t, a.Handler()) })
	t.Run("the same for every visitor", func(t *testing.T) { serverRenderIsTheSameForEveryVisitor(t, a.Handler()) })
	t.Run("pages kept till what they show changes", func(t *testing.T) { renderedPagesAreKeptTillWhatTheyShowChanges(t, a, logs) })
}

// ssrShop is the demo shop with the server renderer on, and what it
// logged.
func ssrShop(t *testing.T) (*app.App, *syncWriter) {
	t.Helper()
	if _, ok := web.SSRBundle(); !ok {
		t.Skip("the storefront's server renderer is not built (make web)")
	}
	cfg := seededDemo(t, testConfig(t, db.SQLite), db.SQLite)
	cfg.ServerRender = true
	logs := &syncWriter{}
	a, err := app.New(context.Background(), cfg, slog.New(slog.NewJSONHandler(logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	// Serving rebuilds the empty search index, which listings read: wait
	// until a category lists its products.
	serve(t, a)
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		w := get(t, a.Handler(), "GET", "/de/reiter/reitbekleidung/reithosen", "", nil)
		if strings.Contains(w.Body.String(), "inkl. MwSt.") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the category lists no products after a minute")
		}
	}
	logs.Reset()
	return a, logs
}

var (
	rootRe      = regexp.MustCompile(`(?s)<div id="root">(.*)</div>\s*<script type="application/json" id="paddock-state">(.*?)</script>`)
	titleRe     = regexp.MustCompile(`<title>([^<]*)</title>`)
	tagRe       = regexp.MustCompile(`(?s)<[^>]+>`)
	spaceRe     = regexp.MustCompile(`\s+`)
	alternateRe = regexp.MustCompile(`<link rel="alternate" hreflang="(en|fr)" href="https://shop\.example([^"]*)">`)
	scriptRe    = regexp.MustCompile(`<script[^>]*>`)
)

// renderedPage is a page as the server answered it.
type renderedPage struct {
	status int
	title  string
	text   string // the visible text of #root
	head   string
	state  map[string]any
	body   string
}

func getRendered(t *testing.T, h http.Handler, path string) renderedPage {
	t.Helper()
	w := get(t, h, "GET", path, "", nil)
	body := w.Body.String()
	p := renderedPage{status: w.Code, body: body}
	if m := titleRe.FindStringSubmatch(body); m != nil {
		p.title = html.UnescapeString(m[1])
	}
	p.head, _, _ = strings.Cut(body, "</head>")
	m := rootRe.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("%s: no server-rendered #root with its state:\n%.600s", path, body)
	}
	p.text = strings.TrimSpace(spaceRe.ReplaceAllString(html.UnescapeString(tagRe.ReplaceAllString(m[1], " ")), " "))
	if err := json.Unmarshal([]byte(m[2]), &p.state); err != nil {
		t.Fatalf("%s: the state is no JSON: %v", path, err)
	}
	return p
}

// serverRendersThePublicPages: every public route type comes as
// finished HTML in each language, with its head (title, canonical,
// hreflang, JSON-LD on a product), its visible text and the state the
// browser hydrates from; the only scripts are the app's module and that
// state, which the CSP allows.
func serverRendersThePublicPages(t *testing.T, h http.Handler, logs *syncWriter) {
	cases := []struct {
		name, path string
		status     int
		want       []string // in the visible text, German
	}{
		{"home", "/de", 200, []string{"Neu eingetroffen"}},
		{"category", "/de/reiter/reitbekleidung/reithosen", 200, []string{"Reithosen", "inkl. MwSt."}},
		{"product", "/de/kniebesatz-reithose-ella-in-oliv", 200, []string{"Kniebesatz-Reithose Ella", "inkl. MwSt.", "In den Warenkorb"}},
		{"search", "/de/search?q=reithose", 200, []string{"Suchergebnisse für „reithose“", "Treffer"}},
		{"content page", "/de/service/versand", 200, []string{"Versand"}},
		{"club home", "/de/verein/rfv-isartal", 200, []string{"Isartal"}},
		{"cart", "/de/checkout/cart", 200, []string{"Warenkorb"}},
		{"404", "/de/gibt-es-nicht", 404, []string{"nicht gefunden"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := getRendered(t, h, c.path)
			if p.status != c.status {
				t.Fatalf("status %d, want %d", p.status, c.status)
			}
			for _, want := range c.want {
				if !strings.Contains(p.text, want) {
					t.Errorf("the rendered page lacks %q:\n%.1500s", want, p.text)
				}
			}
			if p.title == "" {
				t.Error("no title")
			}
			for _, tag := range scriptRe.FindAllString(p.body, -1) {
				if !strings.Contains(tag, `type="module"`) && !strings.Contains(tag, `type="application/json"`) && !strings.Contains(tag, `type="application/ld+json"`) {
					t.Errorf("an inline script the CSP refuses: %s", tag)
				}
			}
			if _, ok := p.state["queries"]; !ok {
				t.Error("the state carries no queries")
			}
			if c.status != 200 {
				return
			}
			if !strings.Contains(p.head, `<link rel="canonical"`) {
				t.Error("no canonical link")
			}
			if c.name == "product" && !strings.Contains(p.head, `application/ld+json`) {
				t.Error("no JSON-LD on the product page")
			}
			// The same page in English and French, by its hreflang links.
			for _, m := range alternateRe.FindAllStringSubmatch(p.head, -1) {
				other := getRendered(t, h, m[2])
				if other.status != 200 || other.text == "" {
					t.Errorf("%s (%s): status %d, text %q", m[2], m[1], other.status, other.text)
				}
				if !strings.Contains(other.body, `<html lang="`+m[1]+`"`) {
					t.Errorf("%s: not in %s", m[2], m[1])
				}
				if strings.Contains(other.text, "In den Warenkorb") || strings.Contains(other.text, "inkl. MwSt.") {
					t.Errorf("%s: German text in %s:\n%.800s", m[2], m[1], other.text)
				}
			}
		})
	}
	if strings.Contains(logs.String(), "server render failed") {
		t.Errorf("a render failed:\n%s", logs.String())
	}
}

// serverRenderLeavesVisitorPagesToTheBrowser: the customer area, the
// checkout and pages with a token in their URL come as the app's shell.
func serverRenderLeavesVisitorPagesToTheBrowser(t *testing.T, h http.Handler) {
	for _, path := range []string{"/de/customer", "/de/checkout", "/de/account/reset-password?token=x", "/de/preview"} {
		w := get(t, h, "GET", path, "", nil)
		if !strings.Contains(w.Body.String(), `<div id="root"></div>`) || strings.Contains(w.Body.String(), `id="paddock-state"`) {
			t.Errorf("%s was rendered on the server", path)
		}
	}
}

// serverRenderIsTheSameForEveryVisitor: a signed-in customer's and a
// club visitor's cookies change nothing of the rendered page.
func serverRenderIsTheSameForEveryVisitor(t *testing.T, h http.Handler) {
	anonymous := getRendered(t, h, "/de/kniebesatz-reithose-ella-in-oliv")
	w := get(t, h, "GET", "/de/kniebesatz-reithose-ella-in-oliv", "", map[string]string{
		"Cookie": `paddock_session=someone; paddock_club=%7B%22id%22%3A2%2C%22name%22%3A%22Isartal%22%2C%22slug%22%3A%22rfv-isartal%22%2C%22rootCategoryId%22%3A%2212%22%7D`,
	})
	m := rootRe.FindStringSubmatch(w.Body.String())
	if m == nil {
		t.Fatal("no rendered page with cookies")
	}
	text := strings.TrimSpace(spaceRe.ReplaceAllString(html.UnescapeString(tagRe.ReplaceAllString(m[1], " ")), " "))
	if text != anonymous.text {
		t.Errorf("the cookies changed the page:\n%.600s\n%.600s", anonymous.text, text)
	}
}

// syncWriter is a log destination the server's goroutines share.
type syncWriter struct {
	mu sync.Mutex
	b  strings.Builder
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *syncWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

func (w *syncWriter) Reset() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Reset()
}

// renderedPagesAreKeptTillWhatTheyShowChanges: a rendered page is kept
// and answered again without a render (with 304 for the browser that has
// it), for every visitor alike; a price change renders the product's page
// and its category's listing anew, while the other pages are found still
// right by their reads and stay.
func renderedPagesAreKeptTillWhatTheyShowChanges(t *testing.T, a *app.App, logs *syncWriter) {
	h := a.Handler()
	const (
		product  = "/de/kniebesatz-reithose-ella-in-oliv"
		category = "/de/reiter/reitbekleidung/reithosen"
		other    = "/en/hochland-300-turnout-rug"
		content  = "/de/service/versand"
	)
	type answer struct{ state, etag, body string }
	ask := func(path string, header map[string]string) answer {
		t.Helper()
		w := get(t, h, "GET", path, "", header)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d", path, w.Code)
		}
		return answer{w.Header().Get("X-Paddock-Cache"), w.Header().Get("ETag"), w.Body.String()}
	}
	first := map[string]answer{}
	for _, path := range []string{product, category, other, content} {
		first[path] = ask(path, nil)
		if s := first[path].state; s != "miss" && s != "hit" {
			t.Fatalf("%s: cache %q at first", path, s)
		}
		again := ask(path, nil)
		if again.state != "hit" || again.body != first[path].body || again.etag != first[path].etag {
			t.Fatalf("%s asked again: cache %q, the same page %v", path, again.state, again.body == first[path].body)
		}
	}
	// The browser that holds the page gets 304.
	if w := get(t, h, "GET", product, "", map[string]string{"If-None-Match": first[product].etag}); w.Code != http.StatusNotModified || w.Body.Len() != 0 {
		t.Errorf("If-None-Match of the kept page: status %d, %d bytes", w.Code, w.Body.Len())
	}
	// A customer's and a club's cookies get the same kept page.
	withCookies := ask(other, map[string]string{"Cookie": "paddock_session=someone; paddock_club=%7B%22id%22%3A2%7D"})
	if withCookies.state != "hit" || withCookies.body != first[other].body {
		t.Errorf("with cookies: cache %q, the same page %v", withCookies.state, withCookies.body == first[other].body)
	}
	// Gzip for the client that takes it, the same document.
	if w := get(t, h, "GET", product, "", map[string]string{"Accept-Encoding": "gzip"}); w.Header().Get("Content-Encoding") != "gzip" || w.Body.Len() >= len(first[product].body)/2 {
		t.Errorf("gzip: encoding %q, %d bytes of %d", w.Header().Get("Content-Encoding"), w.Body.Len(), len(first[product].body))
	}

	ctx := access.CommandLine(context.Background(), "test")
	route, err := a.Catalog().Route(ctx, i18n.Locale("de"), strings.TrimPrefix(product, "/de/"))
	if err != nil || route.EntityID == 0 {
		t.Fatalf("the product's route: %+v %v", route, err)
	}
	if n, err := a.Catalog().(catalog.StaffProducts).StaffBulk(ctx, []int64{route.EntityID}, catalog.BulkAction{Kind: "price", Amount: 111}); err != nil || n != 1 {
		t.Fatalf("the price change: %d %v", n, err)
	}
	changed := ask(product, nil)
	if changed.state != "miss" || changed.etag == first[product].etag {
		t.Errorf("the product after its price changed: cache %q, a new page %v", changed.state, changed.etag != first[product].etag)
	}
	// The listing shows the new price once the search index has it (a job
	// after the save).
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		listing := ask(category, nil)
		if listing.etag != first[category].etag {
			if listing.state != "miss" {
				t.Errorf("the listing's new page came as %q", listing.state)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the category's page still shows the old price after 30 s")
		}
	}
	for _, path := range []string{other, content} {
		if again := ask(path, nil); again.state != "revalidated" || again.body != first[path].body {
			t.Errorf("%s after another product's price changed: cache %q, the same page %v", path, again.state, again.body == first[path].body)
		}
		if again := ask(path, nil); again.state != "hit" {
			t.Errorf("%s asked once more: cache %q", path, again.state)
		}
	}
	if strings.Contains(logs.String(), "server render failed") {
		t.Errorf("a render failed:\n%s", logs.String())
	}
}
