// Package catalog is the commerce back end's catalogue: store views with
// their root categories, the category tree, products with their variants,
// prices (special prices, the 30-day lowest price, base prices), url
// rewrites, attribute options and the search index kept current by jobs.
// This file holds the types and the Service interface; service.go the
// implementation.
package catalog

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/i18n"
)

// Store is a store view: one site in one language, with the root of the
// category tree it shows. Its code is site code, underscore, locale.
type Store struct {
	ID             int64       `db:"id"`
	Code           string      `db:"code"`
	SiteCode       string      `db:"site_code"`
	Locale         i18n.Locale `db:"locale"`
	Name           string      `db:"name"`
	RootCategoryID int64       `db:"root_category_id"`
	IsDefault      bool        `db:"is_default"`
	SortOrder      int         `db:"sort_order"`
}

// UID encodes an entity id as Magento's uid: the id's decimal digits in
// base64.
func UID(id int64) string {
	return base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(id, 10)))
}

// ParseUID decodes a uid; ok is false when it is not one.
func ParseUID(uid string) (int64, bool) {
	if len(uid) > 32 {
		return 0, false
	}
	raw, err := base64.StdEncoding.DecodeString(uid)
	if err != nil {
		return 0, false
	}
	id, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil || id <= 0 || strconv.FormatInt(id, 10) != string(raw) {
		return 0, false
	}
	return id, true
}

// CategoryFilter selects categories; set fields combine with AND.
type CategoryFilter struct {
	IDs      []int64
	URLPath  string
	ParentID int64
	Name     string // case-insensitive substring
}

// ProductFilter selects visible, active products; set fields combine with
// AND. Search and facets go through Search instead.
type ProductFilter struct {
	IDs          []int64
	SKUs         []string // exact; a variant's SKU finds the variant
	URLKeys      []string
	RelationCode string
	CategoryIDs  []int64 // products in any of these or their descendants
	// WithinCategoryIDs narrows further: products also in any of these or
	// their descendants.
	WithinCategoryIDs []int64
}

// SortField orders product lists.
type SortField string

// The sort orders of product lists (Magento's ProductAttributeSortInput).
const (
	SortRelevance SortField = "relevance"
	SortPosition  SortField = "position"
	SortName      SortField = "name"
	SortPrice     SortField = "price"
	SortNewest    SortField = "new"
)

// ProductQuery is a product listing or search: text, filters, facets,
// sort and page.
type ProductQuery struct {
	Locale i18n.Locale
	// Text is the search string; empty lists without searching.
	Text string
	// CategoryIDs is the category filter a customer picked (Magento's
	// category_id); WithinCategoryIDs the listing's own category
	// (category_uid, category_url_path). A product must match both.
	CategoryIDs       []int64
	WithinCategoryIDs []int64
	Manufacturers     []int64 // option ids
	Colors            []int64
	Sizes             []int64
	PriceFrom         *Money
	PriceTo           *Money
	Sort              SortField
	Descending        bool
	Page              int // from 1
	PageSize          int // 1…100
	// Facets asks for the facets of the whole result; listings without
	// filters leave them out and save the work.
	Facets bool
}

// Facet is one filter a listing offers, with counts.
type Facet struct {
	AttributeCode string // "category_id", "manufacturer", "color", "size", "price"
	Label         string
	Values        []FacetValue
}

// FacetValue is one choice of a facet; for price, Value is "from_to" in
// euros ("50_100", "200_*").
type FacetValue struct {
	Value string
	Label string
	Count int
}

// ProductPage is one page of a listing or search.
type ProductPage struct {
	Items    []Product
	Total    int
	Page     int
	PageSize int
	Facets   []Facet
}

// Service is what other packages may ask of the catalogue. Every read takes
// the locale its texts are wanted in; German fills gaps.
type Service interface {
	// CacheVersion names the catalogue's state for caches of answers built
	// from it: every save and reindex moves it on. ok is false where the
	// service keeps no read cache (PostgreSQL, where another instance's
	// saves go unseen), and answers may then not be kept either.
	CacheVersion(ctx context.Context) (version uint64, ok bool)
	// AnswersChangeAt is the next moment after now at which a product's
	// price or novelty changes by the clock (a special price or a "new"
	// window starts or ends); zero when none is due.
	AnswersChangeAt(ctx context.Context, now time.Time) (time.Time, error)

	AvailableStores(ctx context.Context, siteCode string) ([]Store, error)
	StoreByCode(ctx context.Context, code string) (Store, error)

	// Categories lists active categories matching f, ordered by position.
	Categories(ctx context.Context, locale i18n.Locale, f CategoryFilter) ([]Category, error)
	// CategoryTree returns the category with its active descendants down to
	// depth levels below it, in Children.
	CategoryTree(ctx context.Context, locale i18n.Locale, id int64, depth int) (Category, error)
	// Breadcrumbs returns the category's ancestors below the store root,
	// top first.
	Breadcrumbs(ctx context.Context, locale i18n.Locale, id int64) ([]Category, error)

	// Products returns the products matching f with everything a product
	// page shows, in the order of f.IDs when given, else by id.
	Products(ctx context.Context, locale i18n.Locale, f ProductFilter) ([]Product, error)
	// Search lists products by text and filters, with facets.
	Search(ctx context.Context, q ProductQuery) (ProductPage, error)

	// Route resolves a storefront path (without the language prefix and
	// without slashes around it) in a locale.
	Route(ctx context.Context, locale i18n.Locale, path string) (Route, error)
	// Alternates returns the path of an entity in every locale, for
	// hreflang links.
	Alternates(ctx context.Context, t RouteType, id int64) (map[i18n.Locale]string, error)
	// AlternatesOf returns the paths of several entities of one type at
	// once, by id; an entity that is not shown (inactive, invisible, the
	// root) is missing from the map.
	AlternatesOf(ctx context.Context, t RouteType, ids []int64) (map[int64]map[i18n.Locale]string, error)

	// Attributes returns attribute metadata; all attributes when codes is
	// empty.
	Attributes(ctx context.Context, locale i18n.Locale, codes []string) ([]Attribute, error)

	// SitemapCount counts the visible categories and products.
	SitemapCount(ctx context.Context) (int, error)
	// SitemapEntries lists visible categories, then visible products, each
	// with its current path in every locale, from offset on.
	SitemapEntries(ctx context.Context, offset, limit int) ([]SitemapEntry, error)

	SaveCategory(ctx context.Context, in CategoryInput) (int64, error)
	SaveProduct(ctx context.Context, in ProductInput) (int64, error)
	// SaveProducts saves many products in one transaction with the
	// semantics of SaveProduct: all of them, or none when one is refused.
	// Upsells may name products of the same call. The ids come in input
	// order.
	SaveProducts(ctx context.Context, in []ProductInput) ([]int64, error)
	SaveAttributeOptions(ctx context.Context, attributeCode string, options []AttributeOptionInput) error

	// Indexer keeps the search index following the catalogue.
	Indexer
	// Stock is what orders take from stock and give back (stock.go).
	Stock
}

// SitemapEntry is a page a sitemap names: a category or product with its
// path in every locale.
type SitemapEntry struct {
	Type      RouteType
	ID        int64
	Paths     map[i18n.Locale]string
	UpdatedAt time.Time
}

// ConfigurableValueUID is the uid of a value of a configurable product's
// option (a colour, a size) as Magento makes it: a cart item names the
// variant it wants by the uids of its values (selected_options).
func ConfigurableValueUID(attributeCode string, optionID int64) string {
	return base64.StdEncoding.EncodeToString([]byte("configurable/" + attributeCode + "/" + strconv.FormatInt(optionID, 10)))
}

// CustomOptionUID is the uid of a customizable option as Magento makes
// it; a text entered for a field names the field by it (entered_options).
func CustomOptionUID(optionID int64) string {
	return base64.StdEncoding.EncodeToString([]byte("custom-option/" + strconv.FormatInt(optionID, 10)))
}

// CustomOptionValueUID is the uid of a value of a drop-down or checkbox
// option as Magento makes it (selected_options).
func CustomOptionValueUID(optionID, valueID int64) string {
	return base64.StdEncoding.EncodeToString([]byte("custom-option/" + strconv.FormatInt(optionID, 10) + "/" + strconv.FormatInt(valueID, 10)))
}

// OptionRef is what an option uid names: a configurable product's value
// (Attribute set), or a customizable option (OptionID) and, for a
// drop-down or checkbox, one of its values (ValueID).
type OptionRef struct {
	Attribute string
	OptionID  int64
	ValueID   int64
}

// ParseOptionUID reads a uid made by ConfigurableValueUID, CustomOptionUID
// or CustomOptionValueUID; ok is false for anything else.
func ParseOptionUID(uid string) (OptionRef, bool) {
	if len(uid) > 128 {
		return OptionRef{}, false
	}
	raw, err := base64.StdEncoding.Strict().DecodeString(uid) // one spelling per option
	if err != nil {
		return OptionRef{}, false
	}
	parts := strings.Split(string(raw), "/")
	id := func(s string) (int64, bool) {
		n, err := strconv.ParseInt(s, 10, 64)
		return n, err == nil && n > 0 && strconv.FormatInt(n, 10) == s
	}
	switch {
	case len(parts) == 3 && parts[0] == "configurable" && parts[1] != "":
		n, ok := id(parts[2])
		return OptionRef{Attribute: parts[1], OptionID: n}, ok
	case len(parts) == 2 && parts[0] == "custom-option":
		n, ok := id(parts[1])
		return OptionRef{OptionID: n}, ok
	case len(parts) == 3 && parts[0] == "custom-option":
		o, ok1 := id(parts[1])
		v, ok2 := id(parts[2])
		return OptionRef{OptionID: o, ValueID: v}, ok1 && ok2
	}
	return OptionRef{}, false
}
