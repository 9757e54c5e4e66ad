// Package search is the product search engine behind one interface, with
// two implementations: Bleve embedded in the process (one instance) and
// PostgreSQL full-text search (several instances sharing a database).
// It knows nothing of the catalogue's types; the catalogue turns products
// into Documents and search results back into products.
package search

import (
	"context"
	"time"

	"paddock/internal/platform/i18n"
)

// Document is one visible product as the index holds it, with the texts of
// every locale. Variants are folded into their parent: their SKUs, colours
// and sizes are the parent's too.
type Document struct {
	ID   int64
	SKUs []string // the product's SKU first, then its variants'
	// Texts per locale; German fills a locale's gaps before indexing.
	Name         map[i18n.Locale]string
	Description  map[i18n.Locale]string // plain text
	Categories   map[i18n.Locale][]string
	Manufacturer string // the manufacturer's name (the same in every locale)

	CategoryIDs    []int64 // the categories and all their ancestors
	ManufacturerID int64   // 0 for none
	ColorIDs       []int64
	SizeIDs        []int64
	// Price is the lowest final price in cents when indexed; the catalogue
	// reindexes a product when a special price starts or ends.
	Price int64
	// Positions is the product's position in each category it is in.
	Positions map[int64]int
	InStock   bool
	// NewSince is the time ByNewest orders by (descending: newest first).
	NewSince time.Time
	// OffIn are the locales whose store view switched the product off:
	// no query of theirs finds it.
	OffIn []i18n.Locale `json:",omitempty"`
	// NotListed keeps the product out of listings (queries without text),
	// NotSearched out of searches (queries with text): Magento's
	// visibility "Search" and "Catalog".
	NotListed   bool `json:",omitempty"`
	NotSearched bool `json:",omitempty"`
}

// SortField orders results.
type SortField string

// The orders the engines support.
const (
	ByRelevance SortField = "relevance" // text score; without text, like ByPosition
	ByPosition  SortField = "position"  // position in Query.PositionCategory, then name
	ByName      SortField = "name"
	ByPrice     SortField = "price"
	ByNewest    SortField = "new" // ascending: oldest first
)

// Query is a search or a listing. Filters of one kind match any of their
// values; different kinds must all match. A query with text finds the
// products shown in searches, one without those shown in listings, and
// neither the products switched off in its locale.
type Query struct {
	Locale i18n.Locale
	// Text is what the customer typed. An exact SKU ranks first; names,
	// SKUs, manufacturer, description and categories are searched with the
	// locale's stemming and tolerate typos.
	Text string
	// CategoryIDs is the category filter a customer picks (a facet: its
	// counts leave it out).
	CategoryIDs []int64
	// WithinCategoryIDs is the listing's own category: matches must lie in
	// one of these too, and every facet counts within it.
	WithinCategoryIDs []int64
	ManufacturerIDs   []int64
	ColorIDs          []int64
	SizeIDs           []int64
	PriceFrom         *int64 // cents, inclusive
	PriceTo           *int64 // cents, exclusive
	Sort              SortField
	Descending        bool
	// PositionCategory is the category whose positions ByPosition uses.
	PositionCategory int64
	Offset, Limit    int
	// Facets asks for counts of the filters' values among the matches.
	Facets bool
}

// Result is a page of matching product ids with the total and the facets.
type Result struct {
	IDs    []int64
	Total  int
	Facets Facets
}

// Facets count matches per value. A facet's counts ignore the query's own
// filter on that facet, so a customer sees how many they would get by
// choosing another value.
type Facets struct {
	Categories    map[int64]int
	Manufacturers map[int64]int
	Colors        map[int64]int
	Sizes         map[int64]int
	Prices        []PriceBucket
}

// PriceBucket is a price range in cents with its count; To 0 means open.
type PriceBucket struct {
	From, To int64
	Count    int
}

// Engine is a product search index.
type Engine interface {
	// Index adds or replaces documents.
	Index(ctx context.Context, docs ...Document) error
	// Delete removes documents; unknown ids are ignored.
	Delete(ctx context.Context, ids ...int64) error
	Search(ctx context.Context, q Query) (Result, error)
	// Count is the number of indexed documents.
	Count(ctx context.Context) (int, error)
	Close() error
}
