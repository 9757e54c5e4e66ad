// Package storefront is the server side of the storefront's catalogue and
// content pages: what a crawler or a shared link sees before any
// JavaScript runs (title, description, canonical and hreflang links per
// entity, og:image, JSON-LD), 301s for moved pages, the sitemaps and
// robots.txt.
package storefront

import (
	"context"
	"fmt"
	"html"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/review"
)

// Catalog is what the pages need of the catalogue.
type Catalog interface {
	Route(ctx context.Context, locale i18n.Locale, path string) (catalog.Route, error)
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
	Categories(ctx context.Context, locale i18n.Locale, f catalog.CategoryFilter) ([]catalog.Category, error)
	Breadcrumbs(ctx context.Context, locale i18n.Locale, id int64) ([]catalog.Category, error)
	Alternates(ctx context.Context, t catalog.RouteType, id int64) (map[i18n.Locale]string, error)
}

// Reviews is what product pages need of the product reviews
// (review.Service has it): the approved reviews' count and average, and the
// newest of them.
type Reviews interface {
	Summaries(ctx context.Context, productIDs []int64) (map[int64]review.Summary, error)
	ForProduct(ctx context.Context, productID int64, page, size int) (review.Page, error)
}

// ldReviews is how many of the newest approved reviews a product's JSON-LD
// carries.
const ldReviews = 10

// CatalogPages resolves category and product pages for the storefront
// handler.
type CatalogPages struct {
	catalog Catalog
	reviews Reviews
	baseURL string
	now     func() time.Time
}

// NewCatalogPages returns the resolver; baseURL is the public address.
func NewCatalogPages(c Catalog, baseURL string) *CatalogPages {
	return &CatalogPages{catalog: c, baseURL: baseURL, now: time.Now}
}

// WithReviews has product pages' JSON-LD carry the approved reviews:
// aggregateRating and the newest ldReviews as review, when there are any.
func (p *CatalogPages) WithReviews(r Reviews) *CatalogPages {
	p.reviews = r
	return p
}

var _ PageResolver = (*CatalogPages)(nil)

// ResolvePage implements PageResolver.
func (p *CatalogPages) ResolvePage(ctx context.Context, lang i18n.Locale, rest string) (Page, bool, error) {
	// One read of the catalogue's revision for the page's reads.
	ctx = catalog.WithReadScope(ctx)
	route, err := p.catalog.Route(ctx, lang, rest)
	if apperr.KindOf(err) == apperr.NotFound || apperr.KindOf(err) == apperr.Invalid {
		return Page{}, false, nil
	}
	if err != nil {
		return Page{}, false, err
	}
	if route.RedirectCode == 301 {
		return Page{RedirectTo: route.RelativeURL}, true, nil
	}
	alternates, err := p.catalog.Alternates(ctx, route.Type, route.EntityID)
	if err != nil {
		return Page{}, false, err
	}
	var head Head
	switch route.Type {
	case catalog.ProductRoute:
		products, err := p.catalog.Products(ctx, lang, catalog.ProductFilter{IDs: []int64{route.EntityID}})
		if err != nil || len(products) == 0 {
			return Page{}, false, err
		}
		head, err = p.productHead(ctx, lang, products[0])
		if err != nil {
			return Page{}, false, err
		}
	case catalog.CategoryRoute:
		cats, err := p.catalog.Categories(ctx, lang, catalog.CategoryFilter{IDs: []int64{route.EntityID}})
		if err != nil || len(cats) == 0 {
			return Page{}, false, err
		}
		head, err = p.categoryHead(ctx, lang, cats[0])
		if err != nil {
			return Page{}, false, err
		}
	default:
		return Page{}, false, fmt.Errorf("storefront: unknown route type %q", route.Type)
	}
	head.Indexable = true
	head.Canonical = p.url(lang, route.RelativeURL)
	head.Alternates = map[string]string{}
	for l, path := range alternates {
		head.Alternates[string(l)] = p.url(l, path)
	}
	if path, ok := alternates[i18n.Default]; ok {
		head.Alternates["x-default"] = p.url(i18n.Default, path)
	}
	return Page{Head: head}, true, nil
}

func (p *CatalogPages) url(l i18n.Locale, path string) string {
	return p.baseURL + "/" + string(l) + "/" + strings.TrimPrefix(path, "/")
}

func (p *CatalogPages) productHead(ctx context.Context, lang i18n.Locale, prod catalog.Product) (Head, error) {
	head := Head{
		Title:       firstNonEmpty(prod.MetaTitle, prod.Name),
		Description: firstNonEmpty(prod.MetaDescription, summary(prod.Description, 160)),
		OGType:      "product",
	}
	canonical := p.url(lang, prod.URLKey)
	var images []string
	for _, img := range prod.Images {
		images = append(images, p.baseURL+media.URL(img.Key, "large"))
	}
	if len(images) > 0 {
		head.OGImage = images[0]
	}
	ld := productLD(prod, canonical, images, p.now())
	if err := p.addReviews(ctx, ld, prod.ID); err != nil {
		return head, err
	}
	head.JSONLD = append(head.JSONLD, ld)

	// The breadcrumb trail runs through the product's first category.
	if len(prod.CategoryIDs) > 0 {
		trail, err := p.catalog.Breadcrumbs(ctx, lang, prod.CategoryIDs[0])
		if err != nil {
			return head, err
		}
		cats, err := p.catalog.Categories(ctx, lang, catalog.CategoryFilter{IDs: prod.CategoryIDs[:1]})
		if err != nil {
			return head, err
		}
		trail = append(trail, cats...)
		head.JSONLD = append(head.JSONLD, p.breadcrumbLD(lang, trail, prod.Name, canonical))
	}
	return head, nil
}

func (p *CatalogPages) categoryHead(ctx context.Context, lang i18n.Locale, c catalog.Category) (Head, error) {
	head := Head{
		Title:       firstNonEmpty(c.MetaTitle, c.Name),
		Description: firstNonEmpty(c.MetaDescription, summary(c.Description, 160)),
	}
	if c.ImageKey != "" {
		head.OGImage = p.baseURL + media.URL(c.ImageKey, "large")
	}
	trail, err := p.catalog.Breadcrumbs(ctx, lang, c.ID)
	if err != nil {
		return head, err
	}
	head.JSONLD = append(head.JSONLD, p.breadcrumbLD(lang, trail, c.Name, p.url(lang, c.URLPath)))
	return head, nil
}

// productLD is schema.org's Product with its Offer (an AggregateOffer when
// the variants' prices differ).
func productLD(prod catalog.Product, canonical string, images []string, now time.Time) map[string]any {
	availability := "https://schema.org/OutOfStock"
	if prod.InStock() {
		availability = "https://schema.org/InStock"
	}
	low, high := prod.PriceRange(now)
	offer := map[string]any{
		"@type":         "Offer",
		"url":           canonical,
		"priceCurrency": "EUR",
		"price":         decimal(low.Final),
		"availability":  availability,
		"itemCondition": "https://schema.org/NewCondition",
	}
	if high.Final != low.Final {
		offer = map[string]any{
			"@type":         "AggregateOffer",
			"url":           canonical,
			"priceCurrency": "EUR",
			"lowPrice":      decimal(low.Final),
			"highPrice":     decimal(high.Final),
			"offerCount":    len(prod.Variants),
			"availability":  availability,
		}
	}
	ld := map[string]any{
		"@context":    "https://schema.org",
		"@type":       "Product",
		"name":        prod.Name,
		"sku":         prod.SKU,
		"description": summary(prod.Description, 5000),
		"offers":      offer,
	}
	if len(images) > 0 {
		ld["image"] = images
	}
	if prod.Manufacturer != nil {
		ld["brand"] = map[string]any{"@type": "Brand", "name": prod.Manufacturer.Label}
	}
	return ld
}

// addReviews adds schema.org's aggregateRating and review of the product's
// approved reviews to its Product, when it has any.
func (p *CatalogPages) addReviews(ctx context.Context, ld map[string]any, productID int64) error {
	if p.reviews == nil {
		return nil
	}
	sums, err := p.reviews.Summaries(ctx, []int64{productID})
	if err != nil {
		return err
	}
	sum := sums[productID]
	if sum.Count == 0 {
		return nil
	}
	ld["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": fmt.Sprintf("%.1f", sum.Average),
		"reviewCount": sum.Count, "bestRating": 5, "worstRating": 1}
	newest, err := p.reviews.ForProduct(ctx, productID, 1, ldReviews)
	if err != nil {
		return err
	}
	list := make([]map[string]any, 0, len(newest.Items))
	for _, r := range newest.Items {
		list = append(list, map[string]any{
			"@type":         "Review",
			"author":        map[string]any{"@type": "Person", "name": r.Nickname},
			"datePublished": r.CreatedAt.In(i18n.Berlin).Format(time.DateOnly),
			"name":          r.Title,
			"reviewBody":    r.Text,
			"reviewRating":  map[string]any{"@type": "Rating", "ratingValue": r.Rating, "bestRating": 5, "worstRating": 1},
		})
	}
	ld["review"] = list
	return nil
}

// breadcrumbLD is schema.org's BreadcrumbList of the trail, ending with the
// page itself.
func (p *CatalogPages) breadcrumbLD(lang i18n.Locale, trail []catalog.Category, name, canonical string) map[string]any {
	items := make([]map[string]any, 0, len(trail)+1)
	for i, c := range trail {
		items = append(items, map[string]any{"@type": "ListItem", "position": i + 1, "name": c.Name, "item": p.url(lang, c.URLPath)})
	}
	if len(trail) == 0 || trail[len(trail)-1].Name != name {
		items = append(items, map[string]any{"@type": "ListItem", "position": len(items) + 1, "name": name, "item": canonical})
	}
	return map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}
}

func decimal(m catalog.Money) string { return fmt.Sprintf("%d.%02d", m/100, m%100) }

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

var (
	// Inline tags go without a trace ("<b>Daten</b>." stays "Daten."),
	// others part words.
	inlineTags = regexp.MustCompile(`(?i)</?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>`)
	tags       = regexp.MustCompile(`<[^>]*>`)
	spaces     = regexp.MustCompile(`\s+`)
)

// summary is the plain text of sanitised HTML, cut at a word boundary to at
// most n characters with an ellipsis.
func summary(htmlText string, n int) string {
	text := strings.TrimSpace(spaces.ReplaceAllString(html.UnescapeString(tags.ReplaceAllString(inlineTags.ReplaceAllString(htmlText, ""), " ")), " "))
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	runes := []rune(text)[:n-1]
	cut := string(runes)
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.-") + "…"
}
