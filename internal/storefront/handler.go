package storefront

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ssr"
)

// HandlerOptions configure the storefront handler.
type HandlerOptions struct {
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
	// Site answers the shop's name ("" for the catalogue's meta.siteName)
	// and default language (for a visitor without one) from the site's
	// settings; nil keeps the catalogue's name and German.
	Site func(ctx context.Context) (name string, defaultLocale i18n.Locale, err error)
	// Renderer renders pages on the server; nil leaves them to the browser.
	Renderer Renderer
	// Cache, when set with a Renderer, keeps the rendered pages (see
	// pageCache).
	Cache *PageCacheOptions
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

// Handler serves the React storefront for every /{lang}/… route, with the
// head, the HTTP status and the language rendered on the server; the
// app's files come through httpx.SPA.
type Handler struct {
	opts     HandlerOptions
	app      *httpx.SPA
	preloads modulePreloads
	cache    *pageCache // nil keeps no page
}

// NewHandler prepares the handler; it fails when index.html lacks the
// markers the head is rendered into.
func NewHandler(opts HandlerOptions) (*Handler, error) {
	app, err := httpx.NewSPA(opts.Assets)
	if err != nil {
		return nil, err
	}
	h := &Handler{opts: opts, app: app, preloads: newModulePreloads(opts.Assets)}
	if opts.Cache != nil && opts.Renderer != nil {
		h.cache = newPageCache(*opts.Cache, opts.Logger)
	}
	return h, nil
}

// Mount adds the storefront's routes to r. API paths are never answered
// with the app.
func (s *Handler) Mount(r chi.Router) {
	r.Get("/", s.redirectToLocale)
	// The privacy policy's German path without a language, as printed
	// matter and older links name it.
	r.Get("/service/datenschutz", s.redirectToLocale)
	s.app.MountAssets(r)
	r.NotFound(s.serve)
	r.MethodNotAllowed(s.methodNotAllowed)
}

// site answers the site's name and default language (the catalogue's name
// and German when it sets none or cannot be read).
func (s *Handler) site(ctx context.Context) (string, i18n.Locale) {
	if s.opts.Site == nil {
		return "", i18n.Default
	}
	name, l, err := s.opts.Site(ctx)
	if err != nil {
		s.opts.Logger.WarnContext(ctx, "storefront: read the site's settings", "error", err)
		return "", i18n.Default
	}
	if _, ok := i18n.Parse(string(l)); !ok {
		l = i18n.Default
	}
	return strings.TrimSpace(name), l
}

// siteName is the shop's name in titles and og:site_name: the site's
// settings', else the catalogue's.
func (s *Handler) siteName(ctx context.Context, lang i18n.Locale) string {
	if name, _ := s.site(ctx); name != "" {
		return name
	}
	return s.opts.UI.T(lang, "meta.siteName")
}

// redirectToLocale sends a visitor without a language in the path to the
// same path under the language of their locale cookie, else their
// browser's languages, else the site's default language (German unless
// its settings say otherwise).
func (s *Handler) redirectToLocale(w http.ResponseWriter, r *http.Request) {
	var cookie string
	if c, err := r.Cookie(i18n.CookieName); err == nil {
		cookie = c.Value
	}
	l, ok := i18n.Parse(cookie)
	if !ok {
		_, fallback := s.site(r.Context())
		l = i18n.NegotiateOr(r.Header.Get("Accept-Language"), fallback)
	}
	target := "/" + string(l)
	if rest := strings.Trim(r.URL.Path, "/"); rest != "" {
		// The path in that language: /service/datenschutz is
		// /en/service/privacy in English.
		segments := strings.Split(rest, "/")
		if route, ok := s.opts.Routes.Match(i18n.Default, segments); ok {
			rest = route.Localize(segments, i18n.Default, l)
		}
		target += "/" + rest
	}
	w.Header().Set("Vary", "Cookie, Accept-Language")
	w.Header().Set("Cache-Control", "private, no-cache")
	httpx.RedirectWithin(w, r, target, http.StatusFound)
}

// serve answers every path no other route took.
func (s *Handler) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case httpx.IsAPIPath(p):
		httpx.WriteAPIError(w, r, apperr.New(apperr.NotFound, "errors.api.notFound", "path", truncatePath(p)))
	case r.Method != http.MethodGet && r.Method != http.MethodHead:
		s.methodNotAllowed(w, r)
	case !httpx.IsPage(p):
		s.app.ServeFile(w, r)
	default:
		s.servePage(w, r)
	}
}

func (s *Handler) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Allow", "GET, HEAD")
	http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
}

// servePage renders /{lang}/… with its head, or the 404 page.
func (s *Handler) servePage(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		httpx.RedirectWithin(w, r, strings.TrimRight(p, "/"), http.StatusMovedPermanently)
		return
	}
	if s.cache != nil {
		fresh, look, ok := s.cache.begin(r)
		if fresh != nil {
			s.cache.write(w, r, fresh, "hit")
			return
		}
		if ok {
			r = r.WithContext(context.WithValue(r.Context(), pageLookupKey{}, look))
		}
	}
	segments := strings.Split(strings.TrimPrefix(p, "/"), "/")
	lang, ok := i18n.Parse(segments[0])
	if !ok {
		s.notFound(w, r, i18n.Choose(cookieValue(r, i18n.CookieName), r.Header.Get("Accept-Language")))
		return
	}
	route, ok := s.opts.Routes.Match(lang, segments[1:])
	if !ok {
		// Another language's path of a route (a German path under /en):
		// permanently to this language's own, the query kept.
		if moved, from, ok := s.opts.Routes.Moved(lang, segments[1:]); ok {
			httpx.RedirectWithin(w, r, "/"+string(lang)+"/"+moved.Localize(segments[1:], from, lang), http.StatusPermanentRedirect)
			return
		}
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
		case found && page.RedirectTo != "":
			httpx.RedirectWithin(w, r, "/"+string(lang)+"/"+strings.TrimPrefix(page.RedirectTo, "/"), http.StatusMovedPermanently)
			return
		case found:
			page.Head.Lang = lang
			page.Head.SiteName = s.siteName(r.Context(), lang)
			s.writePage(w, r, http.StatusOK, page.Head, route.Rendered())
			return
		}
	}
	ui := s.opts.UI
	head := Head{
		Lang:        lang,
		Title:       ui.T(lang, "routes."+route.Name+".title"),
		Description: ui.T(lang, "meta.description"),
		SiteName:    s.siteName(r.Context(), lang),
		Canonical:   s.opts.BaseURL + "/" + string(lang) + rest,
		Alternates:  map[string]string{},
		Indexable:   route.Indexable(),
	}
	if key := "routes." + route.Name + ".description"; ui.Has(lang, key) {
		head.Description = ui.T(lang, key)
	}
	// Each language's own path of the route (service/privacy in English,
	// service/datenschutz in German).
	for _, l := range i18n.Locales {
		head.Alternates[string(l)] = s.url(l, route.Localize(segments[1:], lang, l))
	}
	head.Alternates["x-default"] = head.Alternates[string(i18n.Default)]
	s.writePage(w, r, http.StatusOK, head, route.Rendered())
}

// url is the public address of rest under /{l}.
func (s *Handler) url(l i18n.Locale, rest string) string {
	u := s.opts.BaseURL + "/" + string(l)
	if rest != "" {
		u += "/" + rest
	}
	return u
}

// resolvePage asks the page resolvers for a path the route table does not
// know, and answers its page, a 301 to where it moved, or the 404 page.
func (s *Handler) resolvePage(w http.ResponseWriter, r *http.Request, lang i18n.Locale, rest string) {
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
			httpx.RedirectWithin(w, r, "/"+string(lang)+"/"+strings.TrimPrefix(page.RedirectTo, "/"), http.StatusMovedPermanently)
			return
		}
		page.Head.Lang = lang
		page.Head.SiteName = s.siteName(r.Context(), lang)
		s.writePage(w, r, http.StatusOK, page.Head, true)
		return
	}
	s.notFound(w, r, lang)
}

// notFound answers the 404 page: the app, which shows its 404 screen, with
// status 404 and a head that keeps the page out of search engines.
func (s *Handler) notFound(w http.ResponseWriter, r *http.Request, lang i18n.Locale) {
	s.writePage(w, r, http.StatusNotFound, Head{
		Lang:     lang,
		Title:    s.opts.UI.T(lang, "errors.notFound.title"),
		SiteName: s.siteName(r.Context(), lang),
	}, true)
}

// writePage answers the page with its head, and its body as the server
// renderer made it when render is true (the app's shell when it could
// not).
func (s *Handler) writePage(w http.ResponseWriter, r *http.Request, status int, head Head, render bool) {
	if !render {
		s.app.WriteRendered(w, r, status, head.Lang, head.render, httpx.Rendered{})
		return
	}
	look, _ := r.Context().Value(pageLookupKey{}).(*pageLookup)
	var headSum [sha256.Size]byte
	if look != nil && status == http.StatusOK {
		var b bytes.Buffer
		head.render(&b)
		headSum = sha256.Sum256(b.Bytes())
		// A page kept under older versions that renders from the same
		// answers as then, under the same head, is still right.
		if e := look.stale; e != nil && e.status == status && e.headSum == headSum && s.opts.Renderer.Recheck(r.Context(), e.reads) {
			s.cache.refresh(r.Context(), e, look)
			s.cache.write(w, r, e, "revalidated")
			return
		}
	} else {
		look = nil
	}
	var reads *ssr.Reads
	if look != nil {
		var ctx context.Context
		ctx, reads = ssr.RecordReads(r.Context())
		r = r.WithContext(ctx)
	}
	page, ok := s.render(r)
	if ok && page.Redirect != "" && strings.HasPrefix(page.Redirect, "/") && !strings.HasPrefix(page.Redirect, "//") {
		// A loader sent the visitor on (another language's path of a page).
		code := page.Status
		if code < 300 || code > 399 {
			code = http.StatusFound
		}
		httpx.RedirectWithin(w, r, page.Redirect, code)
		return
	}
	withHints := s.preloads.withHints(head.render, page.pageHints)
	if ok && look != nil && page.Status == status {
		doc := s.app.ComposeRendered(head.Lang, withHints, page.rendered())
		s.cache.write(w, r, s.cache.keep(r.Context(), look, status, head.Lang, doc, headSum, reads.List()), "miss")
		return
	}
	s.app.WriteRendered(w, r, status, head.Lang, withHints, page.rendered())
}

// ErrorPage answers 500 with a plain page in the visitor's language; it
// serves panics, so it depends on nothing that could have failed.
func (s *Handler) ErrorPage(w http.ResponseWriter, r *http.Request) {
	lang, ok := i18n.Parse(strings.Split(strings.TrimPrefix(r.URL.Path, "/"), "/")[0])
	if !ok {
		lang = i18n.Choose(cookieValue(r, i18n.CookieName), r.Header.Get("Accept-Language"))
	}
	msgs := i18n.Messages()
	httpx.WritePlainPage(w, http.StatusInternalServerError, lang, msgs.T(lang, "http.error.title"),
		msgs.T(lang, "http.error.message"), msgs.T(lang, "http.error.home"))
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
