package storefront

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// memContent holds a few published pages, two clubs and two sales events.
type memContent struct {
	pages map[string]content.ContentPage // locale + "/" + url
	clubs map[string]content.Club
	sales map[string]content.SalesEvent
	fail  error
}

func (m *memContent) PageByURL(_ context.Context, site string, l i18n.Locale, url string) (content.ContentPage, error) {
	if m.fail != nil {
		return content.ContentPage{}, m.fail
	}
	p, ok := m.pages[string(l)+"/"+url]
	if !ok || site != "shop" {
		return p, apperr.New(apperr.NotFound, "content.page.notFound")
	}
	return p, nil
}

func (m *memContent) ClubBySlug(_ context.Context, _ i18n.Locale, slug string) (content.Club, error) {
	c, ok := m.clubs[slug]
	if !ok {
		return c, apperr.New(apperr.NotFound, "content.club.notFound")
	}
	return c, nil
}

func (m *memContent) SalesEventBySlug(_ context.Context, _ i18n.Locale, slug, key string) (content.SalesEvent, error) {
	s, ok := m.sales[slug]
	if !ok || (s.Settings.IsPrivateSale && key != s.AccessKey) {
		return s, apperr.New(apperr.NotFound, "content.salesEvent.notFound")
	}
	return s, nil
}

func newMemContent() *memContent {
	privacy := content.ContentPage{Title: "Datenschutzerklärung", URL: "service/datenschutz", Listed: true,
		Alternates:  []content.Alternate{{Locale: "de", URL: "service/datenschutz"}, {Locale: "en", URL: "service/datenschutz"}, {Locale: "fr", URL: "service/datenschutz"}},
		Breadcrumbs: []content.Breadcrumb{{Label: "Service", URL: "service"}, {Label: "Datenschutz", URL: "service/datenschutz"}},
		Blocks:      []content.Block{&content.RichtextBlock{HTML: "<p>Wir schützen Ihre <b>Daten</b>.</p>"}}}
	about := content.ContentPage{Title: "Über uns", URL: "ueber-uns", Listed: true, Meta: content.Meta{Title: "Über Paddock", Description: "Seit 1998 in Verden.", Robots: "noindex, follow"},
		Alternates: []content.Alternate{{Locale: "de", URL: "ueber-uns"}, {Locale: "en", URL: "about-us"}, {Locale: "fr", URL: "a-propos"}}}
	banner := content.ContentPage{Title: "Vereinsbanner", URL: "verein/rv-lindenhof/trikots", Listed: true}
	secret := content.ContentPage{Title: "Über uns", URL: "verein/rfv-geheim/ueber-uns"}
	return &memContent{
		pages: map[string]content.ContentPage{"de/service/datenschutz": privacy, "de/ueber-uns": about, "de/verein/rv-lindenhof/trikots": banner,
			"de/verein/rfv-geheim/ueber-uns": secret},
		clubs: map[string]content.Club{
			"rv-lindenhof": {Name: "RV Lindenhof", Slug: "rv-lindenhof", Visibility: content.ClubPublic, Logo: &content.Media{Key: "abc.png"}},
			"rfv-geheim":   {Name: "RFV Geheim", Slug: "rfv-geheim", Visibility: content.ClubPrivate},
		},
		sales: map[string]content.SalesEvent{
			"winter-sale": {Title: "Winter-Sale", Slug: "winter-sale"},
			"vip-nacht":   {Title: "VIP-Nacht", Slug: "vip-nacht", AccessKey: "k3y", Settings: content.SalesSettings{IsPrivateSale: true}},
		},
	}
}

func TestContentPageHeads(t *testing.T) {
	p := NewContentPages(newMemContent(), "https://shop.example", "shop")
	routes := p.RoutePages()
	withQuery := func(q string) context.Context {
		v, _ := url.ParseQuery(q)
		return ContextWithQuery(context.Background(), v)
	}
	for _, c := range []struct {
		name     string
		resolver PageResolver
		ctx      context.Context
		rest     string
		found    bool
		noPage   bool
		check    func(t *testing.T, h Head)
	}{
		{name: "privacy page with breadcrumbs", resolver: routes["privacy"], rest: "service/datenschutz", found: true, check: func(t *testing.T, h Head) {
			if h.Title != "Datenschutzerklärung" || h.Description != "Wir schützen Ihre Daten." || h.Canonical != "https://shop.example/de/service/datenschutz" ||
				h.Alternates["x-default"] != "https://shop.example/de/service/datenschutz" || !h.Indexable || len(h.JSONLD) != 1 {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "meta wins, alternates by each language's url, robots kept", resolver: p, rest: "ueber-uns", found: true, check: func(t *testing.T, h Head) {
			if h.Title != "Über Paddock" || h.Description != "Seit 1998 in Verden." || h.Alternates["en"] != "https://shop.example/en/about-us" || h.Indexable {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "an unlisted page (a private club's) answers, but not to search engines", resolver: routes["verein-code-slug"], rest: "verein/rfv-geheim/ueber-uns", found: true,
			check: func(t *testing.T, h Head) {
				if h.Title != "Über uns" || h.Indexable {
					t.Errorf("head: %+v", h)
				}
			}},
		{name: "home without a page keeps the route's head", resolver: routes["home"], rest: ""},
		{name: "unknown path is not a content page", resolver: p, rest: "gibt/es/nicht"},
		{name: "public sale", resolver: p, rest: "winter-sale", found: true, check: func(t *testing.T, h Head) {
			if h.Title != "Winter-Sale" || !h.Indexable || h.Alternates["fr"] != "https://shop.example/fr/winter-sale" {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "private sale without its key", resolver: p, rest: "vip-nacht"},
		{name: "private sale with a wrong key", resolver: p, ctx: withQuery("key=nope"), rest: "vip-nacht"},
		{name: "private sale by its link", resolver: p, ctx: withQuery("key=k3y"), rest: "vip-nacht", found: true, check: func(t *testing.T, h Head) {
			if h.Title != "VIP-Nacht" || h.Indexable {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "club home", resolver: routes["verein-code"], rest: "verein/rv-lindenhof", found: true, check: func(t *testing.T, h Head) {
			if h.Title != "RV Lindenhof" || !h.Indexable || h.OGImage != "https://shop.example/media/large/abc" {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "private club is not indexed", resolver: routes["verein-code"], rest: "verein/rfv-geheim", found: true, check: func(t *testing.T, h Head) {
			if h.Indexable {
				t.Errorf("head: %+v", h)
			}
		}},
		{name: "unknown club", resolver: routes["verein-code"], rest: "verein/rv-gibtsnicht", noPage: true},
		{name: "club content page", resolver: routes["verein-code-slug"], rest: "verein/rv-lindenhof/trikots", found: true},
		{name: "club content page that is not there", resolver: routes["verein-code-slug"], rest: "verein/rv-lindenhof/nichts", noPage: true},
		{name: "content page of an unknown club", resolver: routes["verein-code-slug"], rest: "verein/rv-gibtsnicht/trikots", noPage: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := c.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			page, found, err := c.resolver.ResolvePage(ctx, "de", c.rest)
			if c.noPage {
				if !errors.Is(err, ErrNoPage) {
					t.Fatalf("err %v; want ErrNoPage", err)
				}
				return
			}
			if err != nil || found != c.found {
				t.Fatalf("found %v, err %v; want found %v", found, err, c.found)
			}
			if c.check != nil {
				c.check(t, page.Head)
			}
		})
	}

	// A failing content system is an error, not a missing page.
	broken := newMemContent()
	broken.fail = errors.New("database gone")
	if _, _, err := NewContentPages(broken, "https://shop.example", "shop").ResolvePage(context.Background(), "de", "ueber-uns"); err == nil || strings.Contains(err.Error(), "NoPage") {
		t.Errorf("failure: %v", err)
	}
}

func (m *memContent) PagePaths(context.Context, string) ([]content.PagePaths, error) {
	if m.fail != nil {
		return nil, m.fail
	}
	return []content.PagePaths{
		{ID: 1, URLs: map[i18n.Locale]string{"de": "", "en": "", "fr": ""}},
		{ID: 2, URLs: map[i18n.Locale]string{"de": "service/datenschutz", "en": "service/datenschutz", "fr": "service/datenschutz"}},
		{ID: 3, URLs: map[i18n.Locale]string{"de": "ueber-uns", "en": "about-us"}},
	}, nil
}

// The sitemap names content pages (not the home page twice) before the
// catalogue, each once, also across files.
func TestSitemapsJoinContentAndCatalogue(t *testing.T) {
	s := NewSitemaps(JoinSitemaps(NewContentSitemap(newMemContent(), "shop"), newMemCatalog()), "https://shop.example", slog.New(slog.DiscardHandler))
	_, doc := sitemap(t, s, i18n.German, "")
	var locs []string
	for _, u := range doc.URLs {
		locs = append(locs, u.Loc)
	}
	if len(locs) != 10 || locs[0] != "https://shop.example/de" || locs[1] != "https://shop.example/de/service/datenschutz" || locs[2] != "https://shop.example/de/ueber-uns" {
		t.Fatalf("German sitemap: %v", locs)
	}
	if _, doc := sitemap(t, s, i18n.French, ""); len(doc.URLs) != 2 {
		t.Errorf("French: %+v", doc.URLs)
	}
	s.perFile = 4
	seen := map[string]bool{}
	for _, q := range []string{"?page=1", "?page=2", "?page=3"} {
		_, doc := sitemap(t, s, i18n.German, q)
		for _, u := range doc.URLs {
			if seen[u.Loc] {
				t.Errorf("%s listed twice", u.Loc)
			}
			seen[u.Loc] = true
		}
	}
	if len(seen) != 10 {
		t.Errorf("%d of 10 pages listed", len(seen))
	}
}
