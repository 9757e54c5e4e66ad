// Package catalogtest is an in-memory catalogue for tests of what reads
// the catalogue through a narrow interface (storefront pages, demo
// content): categories and products per language, routes, alternates and
// sitemap entries, answered the way catalog.Service answers them.
package catalogtest

import (
	"context"
	"slices"
	"sync"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Catalog keeps what a test adds. The zero Catalog is empty and ready.
type Catalog struct {
	// Fail, when set, is what every read answers.
	Fail error

	mu         sync.Mutex
	categories []map[i18n.Locale]catalog.Category
	products   []map[i18n.Locale]catalog.Product
	routes     map[string]catalog.Route
	alternates map[int64]map[i18n.Locale]string
	entries    []catalog.SitemapEntry
}

// AddCategory adds a category in each language given; a language not
// given answers in German.
func (c *Catalog) AddCategory(byLocale map[i18n.Locale]catalog.Category) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.categories = append(c.categories, byLocale)
}

// AddProduct adds a product in each language given; a language not given
// answers in German.
func (c *Catalog) AddProduct(byLocale map[i18n.Locale]catalog.Product) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.products = append(c.products, byLocale)
}

// AddRoute makes path in l resolve to r.
func (c *Catalog) AddRoute(l i18n.Locale, path string, r catalog.Route) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.routes == nil {
		c.routes = map[string]catalog.Route{}
	}
	c.routes[string(l)+"/"+path] = r
}

// SetAlternates sets the paths of a product or category per language.
func (c *Catalog) SetAlternates(id int64, paths map[i18n.Locale]string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.alternates == nil {
		c.alternates = map[int64]map[i18n.Locale]string{}
	}
	c.alternates[id] = paths
}

// AddSitemapEntries adds entries to the sitemap.
func (c *Catalog) AddSitemapEntries(entries ...catalog.SitemapEntry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = append(c.entries, entries...)
}

func in[T any](byLocale map[i18n.Locale]T, l i18n.Locale) T {
	if v, ok := byLocale[l]; ok {
		return v
	}
	return byLocale[i18n.German]
}

func (c *Catalog) category(l i18n.Locale, id int64) (catalog.Category, bool) {
	for _, byLocale := range c.categories {
		if cat := in(byLocale, l); cat.ID == id {
			return cat, true
		}
	}
	return catalog.Category{}, false
}

// Categories answers the categories the filter's IDs, URLPath or ParentID
// name; all of them with an empty filter.
func (c *Catalog) Categories(_ context.Context, l i18n.Locale, f catalog.CategoryFilter) ([]catalog.Category, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Fail != nil {
		return nil, c.Fail
	}
	var out []catalog.Category
	for _, byLocale := range c.categories {
		cat := in(byLocale, l)
		if (len(f.IDs) == 0 || slices.Contains(f.IDs, cat.ID)) && (f.URLPath == "" || cat.URLPath == f.URLPath) &&
			(f.ParentID == 0 || cat.ParentID == f.ParentID) {
			out = append(out, cat)
		}
	}
	return out, nil
}

// CategoryTree answers a category with its children, depth levels down.
func (c *Catalog) CategoryTree(ctx context.Context, l i18n.Locale, id int64, depth int) (catalog.Category, error) {
	c.mu.Lock()
	if c.Fail != nil {
		c.mu.Unlock()
		return catalog.Category{}, c.Fail
	}
	cat, ok := c.category(l, id)
	var children []int64
	for _, byLocale := range c.categories {
		if child := in(byLocale, l); child.ParentID == id {
			children = append(children, child.ID)
		}
	}
	c.mu.Unlock()
	if !ok {
		return cat, apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
	}
	if depth > 0 {
		for _, child := range children {
			sub, err := c.CategoryTree(ctx, l, child, depth-1)
			if err != nil {
				return cat, err
			}
			cat.Children = append(cat.Children, sub)
		}
	}
	return cat, nil
}

// below reports whether category id lies under ancestor. Call with mu held.
func (c *Catalog) below(id, ancestor int64) bool {
	cat, ok := c.category(i18n.German, id)
	if !ok || cat.ParentID == 0 {
		return false
	}
	return cat.ParentID == ancestor || c.below(cat.ParentID, ancestor)
}

// Products answers the products the filter's IDs, SKUs or CategoryIDs
// (with their subcategories) name; all of them with an empty filter.
func (c *Catalog) Products(_ context.Context, l i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Fail != nil {
		return nil, c.Fail
	}
	var out []catalog.Product
	for _, byLocale := range c.products {
		p := in(byLocale, l)
		ok := len(f.IDs) == 0 && len(f.SKUs) == 0 && len(f.CategoryIDs) == 0
		ok = ok || slices.Contains(f.IDs, p.ID) || slices.Contains(f.SKUs, p.SKU)
		for _, want := range f.CategoryIDs {
			for _, have := range p.CategoryIDs {
				ok = ok || have == want || c.below(have, want)
			}
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}

// Route resolves a path in a language; NotFound when none was added.
func (c *Catalog) Route(_ context.Context, l i18n.Locale, path string) (catalog.Route, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Fail != nil {
		return catalog.Route{}, c.Fail
	}
	r, ok := c.routes[string(l)+"/"+path]
	if !ok {
		return r, apperr.New(apperr.NotFound, "catalog.route.notFound")
	}
	return r, nil
}

// Breadcrumbs answers a category's ancestors below the root (level 1),
// top first.
func (c *Catalog) Breadcrumbs(_ context.Context, l i18n.Locale, id int64) ([]catalog.Category, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Fail != nil {
		return nil, c.Fail
	}
	var trail []catalog.Category
	cat, _ := c.category(l, id)
	for parent, ok := c.category(l, cat.ParentID); ok && parent.Level > 1; parent, ok = c.category(l, parent.ParentID) {
		trail = append([]catalog.Category{parent}, trail...)
	}
	return trail, nil
}

// Alternates answers the paths set for id.
func (c *Catalog) Alternates(_ context.Context, _ catalog.RouteType, id int64) (map[i18n.Locale]string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.alternates[id], c.Fail
}

// SitemapCount answers how many sitemap entries there are.
func (c *Catalog) SitemapCount(context.Context) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries), c.Fail
}

// SitemapEntries answers a slice of the sitemap entries.
func (c *Catalog) SitemapEntries(_ context.Context, offset, limit int) ([]catalog.SitemapEntry, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Fail != nil {
		return nil, c.Fail
	}
	if offset >= len(c.entries) {
		return nil, nil
	}
	return c.entries[offset:min(len(c.entries), offset+limit)], nil
}
