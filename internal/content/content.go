// Package content is the content back end: sites and their navigation
// today; pages of blocks, clubs, sales events and forms as it grows. Its
// GraphQL API follows Payload CMS's conventions.
package content

import (
	"context"
	"time"

	"paddock/internal/platform/i18n"
)

// Site is one storefront: its code, the address it answers at, and (as the
// content system grows) its logo, navigation, header and footer.
type Site struct {
	ID        int64     `db:"id"`
	Code      string    `db:"code"`
	BaseURL   string    `db:"base_url"`
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
}

// FindOptions are Payload's collection query arguments.
type FindOptions struct {
	Where *Where
	// Sort is a field name, descending with a leading '-'.
	Sort  string
	Limit int
	Page  int
	// Locale and FallbackLocale choose the language of localised fields;
	// an empty FallbackLocale means German, None means no fallback.
	Locale         i18n.Locale
	FallbackLocale i18n.Locale
	NoFallback     bool
}

// Page is one page of a Payload collection query.
type Page[T any] struct {
	Docs       []T
	TotalDocs  int
	Limit      int
	Page       int
	TotalPages int
}

// HasNextPage reports whether a page follows this one.
func (p Page[T]) HasNextPage() bool { return p.Page < p.TotalPages }

// HasPrevPage reports whether a page precedes this one.
func (p Page[T]) HasPrevPage() bool { return p.Page > 1 }

// Service is what other packages may ask of the content system.
type Service interface {
	// Sites queries the sites collection.
	Sites(ctx context.Context, opts FindOptions) (Page[Site], error)
	// SiteByCode returns a site; a NotFound error when there is none.
	SiteByCode(ctx context.Context, code string) (Site, error)
}
