package storefront

import (
	"context"
	"strings"

	"paddock/internal/content"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Content is what the pages need of the content system.
type Content interface {
	PageByURL(ctx context.Context, siteCode string, locale i18n.Locale, url string) (content.ContentPage, error)
	ClubBySlug(ctx context.Context, locale i18n.Locale, slug string) (content.Club, error)
	SalesEventBySlug(ctx context.Context, locale i18n.Locale, slug, accessKey string) (content.SalesEvent, error)
}

// ContentPages resolves the content system's pages for the storefront
// handler: content pages by their url (after the catalogue's), sales-event
// splash pages by their slug, and the heads of the named routes that show
// content (home, privacy, club pages).
type ContentPages struct {
	content  Content
	baseURL  string
	siteCode string
}

// NewContentPages returns the resolver of siteCode's pages.
func NewContentPages(c Content, baseURL, siteCode string) *ContentPages {
	return &ContentPages{content: c, baseURL: baseURL, siteCode: siteCode}
}

var _ PageResolver = (*ContentPages)(nil)

// ResolvePage implements PageResolver for paths no route names: a
// content page, else a sales event's splash page (a private sale only with
// the key its link carries).
func (p *ContentPages) ResolvePage(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
	page, found, err := p.page(ctx, lang, rest)
	if found || err != nil {
		return page, found, err
	}
	if rest == "" || strings.Contains(rest, "/") {
		return Page{}, false, nil
	}
	sale, err := p.content.SalesEventBySlug(ctx, lang, rest, QueryFrom(ctx).Get("key"))
	if notThere(err) {
		return Page{}, false, nil
	}
	if err != nil {
		return Page{}, false, err
	}
	head := p.metaHead(lang, sale.Meta, sale.Title, rest)
	head.Alternates = p.sameAddress(rest)
	// A private sale is for those who have its link, not for search
	// engines.
	head.Indexable = !sale.Settings.IsPrivateSale && head.Indexable
	return Page{Head: head}, true, nil
}

// RoutePages returns the resolvers of the named routes whose pages come
// from the content system, for HandlerOptions.RoutePages.
func (p *ContentPages) RoutePages() map[string]PageResolver {
	// A named static route keeps its own head when it has no page yet.
	optional := resolverFunc(p.page)
	// A page below a route with a splat must exist.
	required := resolverFunc(func(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
		page, found, err := p.page(ctx, lang, rest)
		if err == nil && !found {
			err = ErrNoPage
		}
		return page, found, err
	})
	return map[string]PageResolver{
		"home":               optional,
		"privacy":            optional,
		"shipping":           optional,
		"contact":            optional,
		"verein-banner":      optional,
		"verein-banner-slug": required,
		"verein-code":        resolverFunc(p.club),
		"verein-code-slug": resolverFunc(func(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
			if _, _, err := p.club(ctx, lang, clubPath(rest)); err != nil {
				return Page{}, false, err
			}
			return required.ResolvePage(ctx, lang, rest)
		}),
	}
}

// clubPath is the club's home path (verein/{code}) of a path below it.
func clubPath(rest string) string {
	parts := strings.SplitN(rest, "/", 3)
	if len(parts) < 2 {
		return rest
	}
	return parts[0] + "/" + parts[1]
}

// PageRedirects is what a Content may also do: answer where a page's
// former url leads now (content.Service.PageRedirect).
type PageRedirects interface {
	PageRedirect(ctx context.Context, siteCode string, locale i18n.Locale, url string) (string, bool, error)
}

// page resolves the published content page at url rest, or a 301 from a
// url a page had before its slug changed.
func (p *ContentPages) page(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
	page, err := p.content.PageByURL(ctx, p.siteCode, lang, rest)
	if notThere(err) {
		if r, ok := p.content.(PageRedirects); ok {
			to, found, err := r.PageRedirect(ctx, p.siteCode, lang, rest)
			if err != nil || !found {
				return Page{}, false, err
			}
			return Page{RedirectTo: to}, true, nil
		}
		return Page{}, false, nil
	}
	if err != nil {
		return Page{}, false, err
	}
	head := p.metaHead(lang, page.Meta, page.Title, page.URL)
	// An unlisted page (below a draft or a closed club) is for those with
	// the link only.
	head.Indexable = head.Indexable && page.Listed
	if head.Description == "" {
		head.Description = summary(firstText(page.Blocks), 160)
	}
	head.Alternates = map[string]string{}
	for _, a := range page.Alternates {
		head.Alternates[string(a.Locale)] = p.url(a.Locale, a.URL)
		if a.Locale == i18n.Default {
			head.Alternates["x-default"] = p.url(a.Locale, a.URL)
		}
	}
	if len(page.Breadcrumbs) > 1 {
		items := make([]map[string]any, 0, len(page.Breadcrumbs))
		for i, b := range page.Breadcrumbs {
			items = append(items, map[string]any{"@type": "ListItem", "position": i + 1, "name": b.Label, "item": p.url(lang, b.URL)})
		}
		head.JSONLD = append(head.JSONLD, map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items})
	}
	return Page{Head: head}, true, nil
}

// club resolves a club's home (rest is verein/{code}); a club that is not
// there, or is switched off, is no page at all.
func (p *ContentPages) club(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
	slug := strings.TrimPrefix(rest, "verein/")
	club, err := p.content.ClubBySlug(ctx, lang, slug)
	if notThere(err) {
		return Page{}, false, ErrNoPage
	}
	if err != nil {
		return Page{}, false, err
	}
	head := p.metaHead(lang, club.Meta, club.Name, rest)
	if club.Logo != nil && head.OGImage == "" {
		head.OGImage = p.baseURL + media.URL(club.Logo.Key, "large")
	}
	// Only public clubs are listed; the others are for those with the link.
	head.Indexable = head.Indexable && club.Visibility == content.ClubPublic
	head.Alternates = p.sameAddress(rest)
	return Page{Head: head}, true, nil
}

// metaHead is the head of a document with meta data at path.
func (p *ContentPages) metaHead(lang i18n.Locale, meta content.Meta, title, path string) Head {
	head := Head{
		Title:       firstNonEmpty(meta.Title, title),
		Description: strings.TrimSpace(meta.Description),
		Canonical:   p.url(lang, path),
		Indexable:   !strings.Contains(strings.ToLower(meta.Robots), "noindex"),
	}
	if meta.Image.Media != nil {
		head.OGImage = p.baseURL + media.URL(meta.Image.Media.Key, "large")
	}
	return head
}

// sameAddress is the alternates of a path that is the same in every
// language (a club's or a sale's slug).
func (p *ContentPages) sameAddress(path string) map[string]string {
	out := map[string]string{"x-default": p.url(i18n.Default, path)}
	for _, l := range i18n.Locales {
		out[string(l)] = p.url(l, path)
	}
	return out
}

func (p *ContentPages) url(l i18n.Locale, path string) string {
	u := p.baseURL + "/" + string(l)
	if path = strings.Trim(path, "/"); path != "" {
		u += "/" + path
	}
	return u
}

// firstText is the rich text of a page's first intro or text block, for a
// description when the page's meta has none.
func firstText(blocks []content.Block) string {
	for _, b := range blocks {
		switch b := b.(type) {
		case *content.IntroBlock:
			if strings.TrimSpace(b.HTML) != "" {
				return b.HTML
			}
		case *content.RichtextBlock:
			return b.HTML
		}
	}
	return ""
}

// notThere reports an error that means the document does not exist (or
// may not be shown).
func notThere(err error) bool {
	k := apperr.KindOf(err)
	return err != nil && (k == apperr.NotFound || k == apperr.Invalid)
}

// resolverFunc adapts a function to PageResolver.
type resolverFunc func(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error)

func (f resolverFunc) ResolvePage(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
	return f(ctx, lang, rest)
}
