package storefront

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/catalog/catalogtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/review"
)

var now = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// newMemCatalog is a catalogue in memory: a category "reiter/reithosen"
// with a configurable product, routes per locale and one old product path.
func newMemCatalog() *catalogtest.Catalog {
	special := catalog.Money(2500)
	from, to := now.AddDate(0, 0, -1), now.AddDate(0, 0, 5)
	variant := func(id int64, sku string, stock int, price catalog.Money) catalog.Product {
		return catalog.Product{ID: id, ParentID: 30, Type: catalog.Simple, SKU: sku, IsActive: true, Price: price, StockQty: stock, TaxClass: catalog.StandardRate}
	}
	m := &catalogtest.Catalog{}
	for path, r := range map[string]catalog.Route{
		"de/reiter":                 {Type: catalog.CategoryRoute, EntityID: 10, RelativeURL: "reiter"},
		"de/reiter/reithosen":       {Type: catalog.CategoryRoute, EntityID: 11, RelativeURL: "reiter/reithosen"},
		"en/rider/breeches":         {Type: catalog.CategoryRoute, EntityID: 11, RelativeURL: "rider/breeches"},
		"de/reithose-celina":        {Type: catalog.ProductRoute, EntityID: 30, RelativeURL: "reithose-celina"},
		"fr/pantalon-celina":        {Type: catalog.ProductRoute, EntityID: 30, RelativeURL: "pantalon-celina"},
		"de/reithose-celina-damals": {Type: catalog.ProductRoute, EntityID: 30, RelativeURL: "reithose-celina", RedirectCode: 301},
	} {
		lang, rest, _ := strings.Cut(path, "/")
		m.AddRoute(i18n.Locale(lang), rest, r)
	}
	for _, c := range []catalog.Category{
		{ID: 1, Level: 1, Name: "Root"},
		{ID: 10, ParentID: 1, Level: 2, Name: "Reiter", URLKey: "reiter", URLPath: "reiter", MetaDescription: "Alles für Reiter."},
		{ID: 11, ParentID: 10, Level: 3, Name: "Reithosen", URLKey: "reithosen", URLPath: "reiter/reithosen",
			Description: "<p>Reithosen mit <b>Vollbesatz</b> &amp; Kniebesatz.</p>", ImageKey: strings.Repeat("b", 64) + ".png"},
	} {
		m.AddCategory(map[i18n.Locale]catalog.Category{i18n.German: c})
	}
	for _, p := range []catalog.Product{
		{ID: 30, Type: catalog.Configurable, SKU: "RH-CELINA", IsActive: true, Visible: true, Name: "Reithose Celina", URLKey: "reithose-celina",
			Description: "<p>Eine Reithose mit Vollbesatz.</p>", Price: 12995, TaxClass: catalog.StandardRate,
			Manufacturer: &catalog.Option{ID: 5, Code: "pikeur", Label: "Pikeur"}, CategoryIDs: []int64{11},
			Images:   []catalog.Image{{Key: strings.Repeat("a", 64) + ".png", Label: "Vorne"}, {Key: strings.Repeat("c", 64) + ".jpg"}},
			Variants: []catalog.Product{variant(31, "RH-CELINA-M", 0, 12995), variant(32, "RH-CELINA-L", 2, 13995)}},
		{ID: 40, Type: catalog.Simple, SKU: "HF-1", IsActive: true, Visible: true, Name: "Müsli", URLKey: "muesli", Price: 3200,
			SpecialPrice: &special, SpecialFrom: &from, SpecialTo: &to, TaxClass: catalog.ReducedRate},
	} {
		m.AddProduct(map[i18n.Locale]catalog.Product{i18n.German: p})
	}
	m.SetAlternates(11, map[i18n.Locale]string{i18n.German: "reiter/reithosen", i18n.English: "rider/breeches", i18n.French: "cavalier/pantalons"})
	m.SetAlternates(30, map[i18n.Locale]string{i18n.German: "reithose-celina", i18n.English: "celina-breeches", i18n.French: "pantalon-celina"})
	for i := range 7 {
		m.AddSitemapEntries(catalog.SitemapEntry{Type: catalog.ProductRoute, ID: int64(100 + i),
			Paths: map[i18n.Locale]string{i18n.German: "p" + string(rune('a'+i)), i18n.English: "e" + string(rune('a'+i))}, UpdatedAt: now})
	}
	return m
}

func pages(m *catalogtest.Catalog) *CatalogPages {
	p := NewCatalogPages(m, "https://shop.example")
	p.now = func() time.Time { return now }
	return p
}

func TestProductPageHead(t *testing.T) {
	page, ok, err := pages(newMemCatalog()).ResolvePage(context.Background(), i18n.French, "pantalon-celina")
	if err != nil || !ok {
		t.Fatalf("resolve: %v %v", ok, err)
	}
	h := page.Head
	if h.Title != "Reithose Celina" || h.Description != "Eine Reithose mit Vollbesatz." || h.OGType != "product" || !h.Indexable {
		t.Errorf("head: %+v", h)
	}
	if h.Canonical != "https://shop.example/fr/pantalon-celina" || h.OGImage != "https://shop.example/media/large/"+strings.Repeat("a", 64) {
		t.Errorf("canonical %s, og:image %s", h.Canonical, h.OGImage)
	}
	want := map[string]string{"de": "https://shop.example/de/reithose-celina", "en": "https://shop.example/en/celina-breeches",
		"fr": "https://shop.example/fr/pantalon-celina", "x-default": "https://shop.example/de/reithose-celina"}
	for k, v := range want {
		if h.Alternates[k] != v {
			t.Errorf("hreflang %s = %q; want %q", k, h.Alternates[k], v)
		}
	}
	if len(h.JSONLD) != 2 {
		t.Fatalf("%d JSON-LD blocks", len(h.JSONLD))
	}
	var product struct {
		Type   string   `json:"@type"`
		SKU    string   `json:"sku"`
		Image  []string `json:"image"`
		Brand  struct{ Name string }
		Offers map[string]any `json:"offers"`
	}
	roundTrip(t, h.JSONLD[0], &product)
	// The variants differ in price and one is in stock.
	if product.Type != "Product" || product.SKU != "RH-CELINA" || len(product.Image) != 2 || product.Brand.Name != "Pikeur" ||
		product.Offers["@type"] != "AggregateOffer" || product.Offers["lowPrice"] != "129.95" || product.Offers["highPrice"] != "139.95" ||
		product.Offers["availability"] != "https://schema.org/InStock" || product.Offers["priceCurrency"] != "EUR" {
		t.Errorf("product: %+v", product)
	}
	var crumbs struct {
		Items []struct {
			Position int
			Name     string
			Item     string
		} `json:"itemListElement"`
	}
	roundTrip(t, h.JSONLD[1], &crumbs)
	if len(crumbs.Items) != 3 || crumbs.Items[0].Name != "Reiter" || crumbs.Items[1].Item != "https://shop.example/fr/reiter/reithosen" ||
		crumbs.Items[2].Position != 3 || crumbs.Items[2].Item != "https://shop.example/fr/reithose-celina" {
		t.Errorf("breadcrumbs: %+v", crumbs)
	}
}

func TestReducedProductOffersItsPriceNow(t *testing.T) {
	m := newMemCatalog()
	m.AddRoute(i18n.German, "muesli", catalog.Route{Type: catalog.ProductRoute, EntityID: 40, RelativeURL: "muesli"})
	page, ok, err := pages(m).ResolvePage(context.Background(), i18n.German, "muesli")
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	var product struct{ Offers map[string]any }
	roundTrip(t, page.Head.JSONLD[0], &product)
	if product.Offers["@type"] != "Offer" || product.Offers["price"] != "25.00" || product.Offers["availability"] != "https://schema.org/OutOfStock" {
		t.Errorf("offer: %v", product.Offers)
	}
	if len(page.Head.JSONLD) != 1 || page.Head.OGImage != "" {
		t.Errorf("a product without category or image: %+v", page.Head)
	}
}

func TestCategoryPageHeadRedirectsAndUnknownPaths(t *testing.T) {
	p := pages(newMemCatalog())
	ctx := context.Background()
	page, ok, err := p.ResolvePage(ctx, i18n.English, "rider/breeches")
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	h := page.Head
	if h.Title != "Reithosen" || h.Description != "Reithosen mit Vollbesatz & Kniebesatz." || h.Canonical != "https://shop.example/en/rider/breeches" ||
		h.Alternates["fr"] != "https://shop.example/fr/cavalier/pantalons" || h.OGImage == "" || h.OGType != "" {
		t.Errorf("category head: %+v", h)
	}
	// An old path redirects to the current one.
	page, ok, err = p.ResolvePage(ctx, i18n.German, "reithose-celina-damals")
	if err != nil || !ok || page.RedirectTo != "reithose-celina" {
		t.Errorf("old path: %+v %v %v", page, ok, err)
	}
	// Unknown paths are not pages; other failures are errors.
	if _, ok, err := p.ResolvePage(ctx, i18n.German, "gibt-es-nicht"); ok || err != nil {
		t.Errorf("unknown: %v %v", ok, err)
	}
	m := newMemCatalog()
	m.Fail = errors.New("database gone")
	if _, ok, err := pages(m).ResolvePage(ctx, i18n.German, "reiter"); ok || err == nil {
		t.Errorf("failure: %v %v", ok, err)
	}
}

func TestSummary(t *testing.T) {
	for in, want := range map[string]string{
		"<p>Kurz.</p>": "Kurz.",
		"<p>Ihre <strong>Daten</strong>.</p><p>Mehr</p>": "Ihre Daten. Mehr",
		"<p>a&amp;b</p>\n\n<ul><li>x</li></ul>":          "a&b x",
		strings.Repeat("Wort ", 50):                      strings.TrimSpace(strings.Repeat("Wort ", 31)) + "…",
		"":                                               "",
	} {
		if got := summary(in, 160); got != want {
			t.Errorf("summary(%.20q) = %q; want %q", in, got, want)
		}
	}
}

type urlsetDoc struct {
	URLs []struct {
		Loc   string `xml:"loc"`
		Links []struct {
			Hreflang string `xml:"hreflang,attr"`
			Href     string `xml:"href,attr"`
		} `xml:"link"`
	} `xml:"url"`
	Sitemaps []struct {
		Loc string `xml:"loc"`
	} `xml:"sitemap"`
}

func sitemap(t *testing.T, s *Sitemaps, lang i18n.Locale, query string) (int, urlsetDoc) {
	t.Helper()
	w := httptest.NewRecorder()
	s.ServeSitemap(w, httptest.NewRequest("GET", "/"+string(lang)+"/sitemap.xml"+query, nil), lang)
	var doc urlsetDoc
	if w.Code == 200 {
		if err := xml.Unmarshal(w.Body.Bytes(), &doc); err != nil {
			t.Fatalf("%s: %v", w.Body.String(), err)
		}
	}
	return w.Code, doc
}

func TestSitemapsListEveryPageWithAlternates(t *testing.T) {
	m := newMemCatalog()
	s := NewSitemaps(m, "https://shop.example", slog.New(slog.DiscardHandler))
	code, doc := sitemap(t, s, i18n.English, "")
	if code != 200 || len(doc.URLs) != 8 || doc.URLs[0].Loc != "https://shop.example/en" || doc.URLs[1].Loc != "https://shop.example/en/ea" {
		t.Fatalf("%d %+v", code, doc)
	}
	links := map[string]string{}
	for _, l := range doc.URLs[1].Links {
		links[l.Hreflang] = l.Href
	}
	if links["de"] != "https://shop.example/de/pa" || links["x-default"] != "https://shop.example/de/pa" || len(links) != 3 {
		t.Errorf("alternates: %v", links)
	}
	// French has no paths here but the home page.
	if _, doc := sitemap(t, s, i18n.French, ""); len(doc.URLs) != 1 {
		t.Errorf("French: %+v", doc)
	}

	// Beyond the limit per file: an index of pages that together list
	// every entry once.
	s.perFile = 3
	code, index := sitemap(t, s, i18n.German, "")
	if code != 200 || len(index.Sitemaps) != 3 || index.Sitemaps[2].Loc != "https://shop.example/de/sitemap.xml?page=3" {
		t.Fatalf("index: %d %+v", code, index)
	}
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
	if len(seen) != 8 {
		t.Errorf("%d of 8 pages listed: %v", len(seen), seen)
	}
	for _, q := range []string{"?page=0", "?page=4", "?page=x", "?page=-1", "?page=99999999999999999999"} {
		if code, _ := sitemap(t, s, i18n.German, q); code != http.StatusNotFound {
			t.Errorf("%s: %d", q, code)
		}
	}
	m.Fail = errors.New("database gone")
	if code, _ := sitemap(t, s, i18n.German, ""); code != http.StatusServiceUnavailable {
		t.Errorf("failure: %d", code)
	}
}

func TestRobotsNamesTheSitemaps(t *testing.T) {
	s := NewSitemaps(newMemCatalog(), "https://shop.example", slog.New(slog.DiscardHandler))
	w := httptest.NewRecorder()
	s.ServeRobots(w, httptest.NewRequest("GET", "/robots.txt", nil))
	body := w.Body.String()
	for _, want := range []string{"Sitemap: https://shop.example/de/sitemap.xml", "Sitemap: https://shop.example/fr/sitemap.xml",
		"Disallow: /graphql", "Disallow: /en/checkout"} {
		if !strings.Contains(body, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "/media/") {
		t.Errorf("robots.txt hides the product images:\n%s", body)
	}
}

func roundTrip(t *testing.T, in any, out any) {
	t.Helper()
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, out); err != nil {
		t.Fatal(err)
	}
}

// fakeReviews holds approved reviews of product 30 (Reithose Celina).
type fakeReviews struct{ items []review.Review }

func (f fakeReviews) Summaries(_ context.Context, ids []int64) (map[int64]review.Summary, error) {
	out := map[int64]review.Summary{}
	for _, id := range ids {
		var sum review.Summary
		for _, r := range f.items {
			if r.ProductID == id {
				sum.Average = (sum.Average*float64(sum.Count) + float64(r.Rating)) / float64(sum.Count+1)
				sum.Count++
			}
		}
		out[id] = sum
	}
	return out, nil
}

func (f fakeReviews) ForProduct(_ context.Context, id int64, page, size int) (review.Page, error) {
	out := review.Page{Page: page, PageSize: size}
	for _, r := range f.items {
		if r.ProductID == id {
			out.Items = append(out.Items, r)
			out.TotalCount++
		}
	}
	return out, nil
}

func TestProductPageHeadCarriesReviews(t *testing.T) {
	written := time.Date(2026, 11, 20, 23, 30, 0, 0, time.UTC) // 21 November in Berlin
	p := pages(newMemCatalog()).WithReviews(fakeReviews{items: []review.Review{
		{ProductID: 30, Nickname: "Jana K.", Title: "Passt perfekt", Text: "Sitzt wie angegossen.", Rating: 4, CreatedAt: written},
		{ProductID: 30, Nickname: "Ben", Title: "Gut", Text: "Gute Hose.", Rating: 5, CreatedAt: written},
	}})
	page, ok, err := p.ResolvePage(context.Background(), i18n.German, "reithose-celina")
	if err != nil || !ok {
		t.Fatalf("resolve: %v %v", ok, err)
	}
	var product struct {
		AggregateRating map[string]any   `json:"aggregateRating"`
		Review          []map[string]any `json:"review"`
	}
	roundTrip(t, page.Head.JSONLD[0], &product)
	if product.AggregateRating["@type"] != "AggregateRating" || product.AggregateRating["ratingValue"] != "4.5" ||
		product.AggregateRating["reviewCount"] != 2.0 || product.AggregateRating["bestRating"] != 5.0 {
		t.Errorf("aggregateRating: %v", product.AggregateRating)
	}
	if len(product.Review) != 2 || product.Review[0]["name"] != "Passt perfekt" || product.Review[0]["datePublished"] != "2026-11-21" ||
		product.Review[0]["author"].(map[string]any)["name"] != "Jana K." ||
		product.Review[0]["reviewRating"].(map[string]any)["ratingValue"] != 4.0 {
		t.Errorf("review: %v", product.Review)
	}
	// Without reviews: neither.
	page, _, err = pages(newMemCatalog()).WithReviews(fakeReviews{}).ResolvePage(context.Background(), i18n.German, "reithose-celina")
	if err != nil {
		t.Fatal(err)
	}
	var bare map[string]any
	roundTrip(t, page.Head.JSONLD[0], &bare)
	if _, has := bare["aggregateRating"]; has {
		t.Errorf("aggregateRating without reviews: %v", bare)
	}
	if _, has := bare["review"]; has {
		t.Errorf("review without reviews: %v", bare)
	}
}
