package httpx

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Markers in web/index.html where the server puts the head and body data.
const (
	headMarker = "<!--paddock:head-->"
	bodyMarker = "<!--paddock:body-->"
)

// StorefrontOptions configure the storefront handler.
type StorefrontOptions struct {
	// Assets is the built app (index.html, assets/, _build/); nil when the
	// app has not been built, and the server says so on every page.
	Assets fs.FS
	// Routes is the route manifest shared with the React router.
	Routes *RouteTable
	// UI is the storefront's own catalog: page titles and descriptions.
	UI *i18n.Catalog
	// BaseURL is the public address, for canonical and alternate links.
	BaseURL string
	// Pages resolve the paths the route table does not know (catalogue and
	// content pages), in order.
	Pages []PageResolver
	// RoutePages give pages of named routes a head of their own (a club's
	// home, the privacy page), by route name. A resolver that does not find
	// its page leaves the route's own head; one that answers ErrNoPage
	// answers the 404 page (an unknown club).
	RoutePages map[string]PageResolver
	// Logger receives the errors of page resolvers.
	Logger *slog.Logger
}

// PageResolver finds a page the route table does not know: a category, a
// product or a content page.
type PageResolver interface {
	// ResolvePage looks up rest, the path after /{lang}/ without slashes
	// around it. found false means it is not this resolver's page.
	ResolvePage(ctx context.Context, lang i18n.Locale, rest string) (page Page, found bool, err error)
}

// ErrNoPage is what a route page resolver answers for a page that does not
// exist, such as a club that is not there.
var ErrNoPage = errors.New("httpx: no such page")

// queryKey is the context key of the request's query string.
type queryKey struct{}

// ContextWithQuery returns ctx carrying a page request's query string.
func ContextWithQuery(ctx context.Context, q url.Values) context.Context {
	return context.WithValue(ctx, queryKey{}, q)
}

// QueryFrom returns the query string of the page request a resolver works
// for (a private sale's link carries its key there).
func QueryFrom(ctx context.Context) url.Values {
	q, _ := ctx.Value(queryKey{}).(url.Values)
	return q
}

// Page is a resolved page: its head, or a redirect.
type Page struct {
	// Head's Lang and SiteName are filled by the storefront.
	Head Head
	// RedirectTo, when set, is the path under /{lang}/ the page moved to;
	// the visitor is sent there with 301.
	RedirectTo string
}

// Storefront serves the React app for every /{lang}/… route, with the
// head, the HTTP status and the language rendered on the server.
type Storefront struct {
	opts StorefrontOptions
	// index is web/index.html split at the markers: before the head
	// marker, between the markers, after the body marker.
	index [3]string
}

// NewStorefront prepares the handler; it fails when index.html lacks the
// markers the head is rendered into.
func NewStorefront(opts StorefrontOptions) (*Storefront, error) {
	s := &Storefront{opts: opts}
	if opts.Assets == nil {
		return s, nil
	}
	raw, err := fs.ReadFile(opts.Assets, "index.html")
	if err != nil {
		return nil, fmt.Errorf("httpx: read index.html: %w", err)
	}
	page := string(raw)
	before, rest, ok1 := strings.Cut(page, headMarker)
	middle, after, ok2 := strings.Cut(rest, bodyMarker)
	if !ok1 || !ok2 || !strings.HasPrefix(strings.TrimSpace(strings.ToLower(before)), "<!doctype html>") {
		return nil, errors.New("httpx: index.html needs a doctype and the markers " + headMarker + " and " + bodyMarker)
	}
	s.index = [3]string{before, middle, after}
	return s, nil
}

// Mount adds the storefront's routes to r. API paths are never answered
// with the app.
func (s *Storefront) Mount(r chi.Router) {
	r.Get("/", s.redirectToLocale)
	r.Get("/service/datenschutz", s.redirectToLocale)
	r.Get("/assets/*", s.serveFile(immutable))
	r.Get("/_build/*", s.serveFile(noStore))
	r.NotFound(s.serve)
	r.MethodNotAllowed(s.methodNotAllowed)
}

// redirectToLocale sends a visitor without a language in the path to the
// same path under the language of their locale cookie, else their
// browser's languages, else German.
func (s *Storefront) redirectToLocale(w http.ResponseWriter, r *http.Request) {
	var cookie string
	if c, err := r.Cookie(i18n.CookieName); err == nil {
		cookie = c.Value
	}
	l := i18n.Choose(cookie, r.Header.Get("Accept-Language"))
	target := "/" + string(l)
	if r.URL.Path != "/" {
		target += r.URL.Path
	}
	w.Header().Set("Vary", "Cookie, Accept-Language")
	w.Header().Set("Cache-Control", "private, no-cache")
	redirectWithin(w, r, target, http.StatusFound)
}

// redirectWithin redirects to path on this site, keeping the request's
// query. The Location is built from the path cleaned and escaped, never
// from the request's text: a path such as /\evil.example or /<tab>/evil
// would otherwise leave the site, since browsers read a backslash as a
// slash and drop tabs and line breaks. Whatever the path, the Location
// starts with one slash followed by something other than a slash.
func redirectWithin(w http.ResponseWriter, r *http.Request, p string, status int) {
	target := LocalPath(p)
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", target)
	w.WriteHeader(status)
}

// LocalPath is p as a path on this site, for a Location or a link: cleaned
// (no empty, . or .. segments, no trailing slash), its segments escaped,
// so that backslashes, control and format characters stay inside a
// segment.
func LocalPath(p string) string {
	cleaned := path.Clean("/" + p)
	if cleaned == "/" {
		return "/"
	}
	// (&url.URL{Path: …}).EscapedPath escapes what a path must not hold
	// raw; the leading slash is the only one that may start it, and Clean
	// made sure no empty segment follows it.
	return (&url.URL{Path: cleaned}).EscapedPath()
}

// serve answers every path no other route took.
func (s *Storefront) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case IsAPIPath(p):
		WriteAPIError(w, r, apperr.New(apperr.NotFound, "errors.api.notFound", "path", truncatePath(p)))
	case r.Method != http.MethodGet && r.Method != http.MethodHead:
		s.methodNotAllowed(w, r)
	case path.Ext(p) != "":
		// Only extension-less paths are pages; anything else is a file.
		s.serveFile(shortCache)(w, r)
	default:
		s.servePage(w, r)
	}
}

func (s *Storefront) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Allow", "GET, HEAD")
	http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
}

// servePage renders /{lang}/… with its head, or the 404 page.
func (s *Storefront) servePage(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		redirectWithin(w, r, strings.TrimRight(p, "/"), http.StatusMovedPermanently)
		return
	}
	segments := strings.Split(strings.TrimPrefix(p, "/"), "/")
	lang, ok := i18n.Parse(segments[0])
	if !ok {
		s.notFound(w, r, i18n.Choose(cookieValue(r, i18n.CookieName), r.Header.Get("Accept-Language")))
		return
	}
	route, ok := s.opts.Routes.Match(segments[1:])
	if !ok {
		s.resolvePage(w, r, lang, strings.Join(segments[1:], "/"))
		return
	}
	rest := strings.TrimPrefix(p, "/"+string(lang))
	if resolver, ok := s.opts.RoutePages[route.Name]; ok {
		ctx := ContextWithQuery(r.Context(), r.URL.Query())
		page, found, err := resolver.ResolvePage(ctx, lang, strings.Trim(rest, "/"))
		switch {
		case errors.Is(err, ErrNoPage):
			s.notFound(w, r, lang)
			return
		case err != nil:
			s.opts.Logger.ErrorContext(r.Context(), "storefront: resolve page", "lang", lang, "route", route.Name, "error", err)
			s.ErrorPage(w, r)
			return
		case found:
			page.Head.Lang = lang
			page.Head.SiteName = s.opts.UI.T(lang, "meta.siteName")
			s.writePage(w, r, http.StatusOK, page.Head)
			return
		}
	}
	ui := s.opts.UI
	head := Head{
		Lang:        lang,
		Title:       ui.T(lang, "routes."+route.Name+".title"),
		Description: ui.T(lang, "meta.description"),
		SiteName:    ui.T(lang, "meta.siteName"),
		Canonical:   s.opts.BaseURL + "/" + string(lang) + rest,
		Alternates:  map[string]string{},
		Indexable:   route.Indexable(),
	}
	if key := "routes." + route.Name + ".description"; ui.Has(lang, key) {
		head.Description = ui.T(lang, key)
	}
	for _, l := range i18n.Locales {
		head.Alternates[string(l)] = s.opts.BaseURL + "/" + string(l) + rest
	}
	head.Alternates["x-default"] = s.opts.BaseURL + "/" + string(i18n.Default) + rest
	s.writePage(w, r, http.StatusOK, head)
}

// resolvePage asks the page resolvers for a path the route table does not
// know, and answers its page, a 301 to where it moved, or the 404 page.
func (s *Storefront) resolvePage(w http.ResponseWriter, r *http.Request, lang i18n.Locale, rest string) {
	ctx := ContextWithQuery(r.Context(), r.URL.Query())
	for _, resolver := range s.opts.Pages {
		page, found, err := resolver.ResolvePage(ctx, lang, rest)
		if err != nil {
			s.opts.Logger.ErrorContext(r.Context(), "storefront: resolve page", "lang", lang, "path", rest, "error", err)
			s.ErrorPage(w, r)
			return
		}
		if !found {
			continue
		}
		if page.RedirectTo != "" {
			redirectWithin(w, r, "/"+string(lang)+"/"+strings.TrimPrefix(page.RedirectTo, "/"), http.StatusMovedPermanently)
			return
		}
		page.Head.Lang = lang
		page.Head.SiteName = s.opts.UI.T(lang, "meta.siteName")
		s.writePage(w, r, http.StatusOK, page.Head)
		return
	}
	s.notFound(w, r, lang)
}

// notFound answers the 404 page: the app, which shows its 404 screen, with
// status 404 and a head that keeps the page out of search engines.
func (s *Storefront) notFound(w http.ResponseWriter, r *http.Request, lang i18n.Locale) {
	s.writePage(w, r, http.StatusNotFound, Head{
		Lang:     lang,
		Title:    s.opts.UI.T(lang, "errors.notFound.title"),
		SiteName: s.opts.UI.T(lang, "meta.siteName"),
	})
}

func (s *Storefront) writePage(w http.ResponseWriter, r *http.Request, status int, head Head) {
	if s.opts.Assets == nil {
		s.notBuilt(w, head.Lang)
		return
	}
	var b bytes.Buffer
	b.Grow(len(s.index[0]) + len(s.index[1]) + len(s.index[2]) + 2048)
	b.WriteString(setHTMLLang(s.index[0], head.Lang))
	head.render(&b)
	b.WriteString(s.index[1])
	b.WriteString(s.index[2])
	body := b.Bytes()

	sum := sha256.Sum256(body)
	etag := `W/"` + hex.EncodeToString(sum[:12]) + `"`
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", etag)
	h.Set("Content-Language", head.Lang.BCP47())
	if status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// ErrorPage answers 500 with a plain page in the visitor's language; it
// serves panics, so it depends on nothing that could have failed.
func (s *Storefront) ErrorPage(w http.ResponseWriter, r *http.Request) {
	lang, ok := i18n.Parse(strings.Split(strings.TrimPrefix(r.URL.Path, "/"), "/")[0])
	if !ok {
		lang = i18n.Choose(cookieValue(r, i18n.CookieName), r.Header.Get("Accept-Language"))
	}
	msgs := i18n.Messages()
	writePlainPage(w, http.StatusInternalServerError, lang, msgs.T(lang, "http.error.title"),
		msgs.T(lang, "http.error.message"), msgs.T(lang, "http.error.home"))
}

func (s *Storefront) notBuilt(w http.ResponseWriter, lang i18n.Locale) {
	msgs := i18n.Messages()
	writePlainPage(w, http.StatusServiceUnavailable, lang, msgs.T(lang, "http.notBuilt.title"),
		msgs.T(lang, "http.notBuilt.message"), "")
}

func writePlainPage(w http.ResponseWriter, status int, lang i18n.Locale, title, message, home string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	link := ""
	if home != "" {
		link = `<p><a href="/">` + html.EscapeString(home) + `</a></p>`
	}
	_, _ = fmt.Fprintf(w, `<!doctype html><html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>%s</title></head><body><main><h1>%s</h1><p>%s</p>%s</main></body></html>`,
		lang, html.EscapeString(title), html.EscapeString(title), html.EscapeString(message), link)
}

// Cache policies for files.
type cachePolicy string

const (
	immutable  cachePolicy = "public, max-age=31536000, immutable"
	shortCache cachePolicy = "public, max-age=3600"
	noStore    cachePolicy = "no-store"
)

// serveFile serves a file of the built app, from its precompressed .br or
// .gz sibling when the client accepts that encoding.
func (s *Storefront) serveFile(policy cachePolicy) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if s.opts.Assets == nil || name == "" || name == "index.html" || !fs.ValidPath(name) {
			http.NotFound(w, r)
			return
		}
		info, err := fs.Stat(s.opts.Assets, name)
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", string(policy))
		h.Add("Vary", "Accept-Encoding")
		served := name
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.token) {
				if _, err := fs.Stat(s.opts.Assets, name+enc.ext); err == nil {
					h.Set("Content-Encoding", enc.token)
					served = name + enc.ext
					break
				}
			}
		}
		f, err := s.opts.Assets.Open(served)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		content, ok := f.(io.ReadSeeker)
		if !ok {
			http.Error(w, "unreadable file", http.StatusInternalServerError)
			return
		}
		http.ServeContent(w, r, "", time.Time{}, content)
	}
}

// acceptsEncoding reports whether an Accept-Encoding header allows token
// (q=0 refuses it).
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), token) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		c := strings.TrimSpace(candidate)
		if c == "*" || c == etag || c == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}

// truncatePath bounds a path quoted back in a message.
func truncatePath(p string) string {
	if len(p) > 100 {
		return p[:100] + "…"
	}
	return p
}

func cookieValue(r *http.Request, name string) string {
	if c, err := r.Cookie(name); err == nil {
		return c.Value
	}
	return ""
}

// setHTMLLang rewrites the lang attribute of the first <html> tag.
func setHTMLLang(doc string, l i18n.Locale) string {
	start := strings.Index(strings.ToLower(doc), "<html")
	if start < 0 {
		return doc
	}
	end := strings.IndexByte(doc[start:], '>')
	if end < 0 {
		return doc
	}
	return doc[:start] + `<html lang="` + string(l) + `">` + doc[start+end+1:]
}
