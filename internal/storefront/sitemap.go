package storefront

import (
	"context"
	"encoding/xml"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// SitemapSource lists the pages a sitemap names: every active category and
// visible product with its path in every locale.
type SitemapSource interface {
	SitemapCount(ctx context.Context) (int, error)
	// SitemapEntries returns entries in a stable order: categories, then
	// products.
	SitemapEntries(ctx context.Context, offset, limit int) ([]catalog.SitemapEntry, error)
}

// MaxSitemapURLs is the sitemap protocol's limit per file.
const MaxSitemapURLs = 50000

// Sitemaps serves /{lang}/sitemap.xml and /robots.txt.
type Sitemaps struct {
	source  SitemapSource
	baseURL string
	logger  *slog.Logger
	// perFile is MaxSitemapURLs; tests lower it.
	perFile int
}

// NewSitemaps returns the sitemap handlers.
func NewSitemaps(source SitemapSource, baseURL string, logger *slog.Logger) *Sitemaps {
	return &Sitemaps{source: source, baseURL: baseURL, logger: logger, perFile: MaxSitemapURLs}
}

type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	XMLNS   string       `xml:"xmlns,attr"`
	XHTML   string       `xml:"xmlns:xhtml,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string         `xml:"loc"`
	LastMod string         `xml:"lastmod,omitempty"`
	Links   []alternateRef `xml:"xhtml:link"`
}

type alternateRef struct {
	Rel      string `xml:"rel,attr"`
	Hreflang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

type sitemapIndex struct {
	XMLName  xml.Name       `xml:"sitemapindex"`
	XMLNS    string         `xml:"xmlns,attr"`
	Sitemaps []sitemapEntry `xml:"sitemap"`
}

type sitemapEntry struct {
	Loc string `xml:"loc"`
}

// ServeSitemap answers /{lang}/sitemap.xml: a urlset of the language's
// pages with their alternates, or, beyond MaxSitemapURLs, a sitemap index
// of ?page=1… files.
func (s *Sitemaps) ServeSitemap(w http.ResponseWriter, r *http.Request, lang i18n.Locale) {
	ctx := r.Context()
	total, err := s.source.SitemapCount(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	total++ // the home page
	pages := (total + s.perFile - 1) / s.perFile
	pageParam := r.URL.Query().Get("page")
	if pageParam == "" && pages > 1 {
		index := sitemapIndex{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
		for i := 1; i <= pages; i++ {
			index.Sitemaps = append(index.Sitemaps, sitemapEntry{Loc: fmt.Sprintf("%s/%s/sitemap.xml?page=%d", s.baseURL, lang, i)})
		}
		s.write(w, index)
		return
	}
	page := 1
	if pageParam != "" {
		n, err := strconv.Atoi(pageParam)
		if err != nil || n < 1 || n > pages {
			http.NotFound(w, r)
			return
		}
		page = n
	}
	set := urlset{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9", XHTML: "http://www.w3.org/1999/xhtml"}
	offset, limit := (page-1)*s.perFile, s.perFile
	if page == 1 {
		home := map[i18n.Locale]string{}
		for _, l := range i18n.Locales {
			home[l] = ""
		}
		set.URLs = append(set.URLs, s.entry(lang, catalog.SitemapEntry{Paths: home}))
		limit--
	} else {
		offset-- // the home page took a place on page 1
	}
	entries, err := s.source.SitemapEntries(ctx, offset, limit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for _, e := range entries {
		if _, ok := e.Paths[lang]; ok {
			set.URLs = append(set.URLs, s.entry(lang, e))
		}
	}
	s.write(w, set)
}

func (s *Sitemaps) entry(lang i18n.Locale, e catalog.SitemapEntry) sitemapURL {
	u := sitemapURL{Loc: s.url(lang, e.Paths[lang])}
	if !e.UpdatedAt.IsZero() {
		u.LastMod = e.UpdatedAt.UTC().Format(time.DateOnly)
	}
	for _, l := range i18n.Locales {
		if p, ok := e.Paths[l]; ok {
			u.Links = append(u.Links, alternateRef{Rel: "alternate", Hreflang: string(l), Href: s.url(l, p)})
		}
	}
	if p, ok := e.Paths[i18n.Default]; ok {
		u.Links = append(u.Links, alternateRef{Rel: "alternate", Hreflang: "x-default", Href: s.url(i18n.Default, p)})
	}
	return u
}

func (s *Sitemaps) url(l i18n.Locale, path string) string {
	u := s.baseURL + "/" + string(l)
	if path != "" {
		u += "/" + strings.TrimPrefix(path, "/")
	}
	return u
}

func (s *Sitemaps) write(w http.ResponseWriter, v any) {
	out, err := xml.Marshal(v)
	if err != nil {
		http.Error(w, "sitemap unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write([]byte(xml.Header))
	_, _ = w.Write(out)
}

func (s *Sitemaps) fail(w http.ResponseWriter, r *http.Request, err error) {
	s.logger.ErrorContext(r.Context(), "storefront: sitemap", "error", err)
	http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
}

// ServeRobots answers /robots.txt: crawlers may visit the shop but not the
// APIs, the cart, the checkout, the customer area or search results, and
// learn where the sitemaps are.
func (s *Sitemaps) ServeRobots(w http.ResponseWriter, _ *http.Request) {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n")
	for _, l := range i18n.Locales {
		for _, p := range []string{"checkout", "customer", "account", "search"} {
			fmt.Fprintf(&b, "Disallow: /%s/%s\n", l, p)
		}
	}
	b.WriteString("\n")
	for _, l := range i18n.Locales {
		fmt.Fprintf(&b, "Sitemap: %s/%s/sitemap.xml\n", s.baseURL, l)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write([]byte(b.String()))
}

// PageLister is what the content sitemap needs of the content system.
type PageLister interface {
	PagePaths(ctx context.Context, siteCode string) ([]content.PagePaths, error)
}

// contentSitemap lists a site's published, indexable content pages but
// its home page, which every sitemap names first anyway.
type contentSitemap struct {
	pages PageLister
	site  string
}

// NewContentSitemap returns the sitemap source of siteCode's content pages.
func NewContentSitemap(pages PageLister, siteCode string) SitemapSource {
	return contentSitemap{pages: pages, site: siteCode}
}

func (c contentSitemap) entries(ctx context.Context) ([]catalog.SitemapEntry, error) {
	paths, err := c.pages.PagePaths(ctx, c.site)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.SitemapEntry, 0, len(paths))
	for _, p := range paths {
		if p.URLs[i18n.Default] == "" {
			continue
		}
		out = append(out, catalog.SitemapEntry{ID: p.ID, Paths: p.URLs, UpdatedAt: p.UpdatedAt})
	}
	return out, nil
}

func (c contentSitemap) SitemapCount(ctx context.Context) (int, error) {
	e, err := c.entries(ctx)
	return len(e), err
}

func (c contentSitemap) SitemapEntries(ctx context.Context, offset, limit int) ([]catalog.SitemapEntry, error) {
	e, err := c.entries(ctx)
	if err != nil {
		return nil, err
	}
	offset = min(max(offset, 0), len(e))
	return e[offset:min(offset+max(limit, 0), len(e))], nil
}

// joined lists the entries of several sources one after another.
type joined []SitemapSource

// JoinSitemaps returns a source listing the entries of sources in order.
func JoinSitemaps(sources ...SitemapSource) SitemapSource { return joined(sources) }

func (j joined) SitemapCount(ctx context.Context) (int, error) {
	total := 0
	for _, s := range j {
		n, err := s.SitemapCount(ctx)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

func (j joined) SitemapEntries(ctx context.Context, offset, limit int) ([]catalog.SitemapEntry, error) {
	var out []catalog.SitemapEntry
	for _, s := range j {
		if limit <= 0 {
			break
		}
		n, err := s.SitemapCount(ctx)
		if err != nil {
			return nil, err
		}
		if offset >= n {
			offset -= n
			continue
		}
		e, err := s.SitemapEntries(ctx, offset, limit)
		if err != nil {
			return nil, err
		}
		out = append(out, e...)
		limit -= len(e)
		offset = 0
	}
	return out, nil
}
