// Package blocks is Magento's CMS blocks for the commerce back end: small
// pieces of HTML (return note, delivery note, size guides…) that the
// storefront shows by identifier. Content is sanitised when it is saved, so
// what is served is always safe to put into a page.
package blocks

import (
	"context"

	"paddock/internal/platform/i18n"
)

// The limits of a Blocks request and of a saved block.
const (
	// MaxIdentifiers is how many blocks one request may ask for.
	MaxIdentifiers = 50
	// MaxIdentifierLength is the longest identifier, in characters.
	MaxIdentifierLength = 100
	// MaxTitleLength is the longest title, in characters.
	MaxTitleLength = 255
	// MaxContentLength is the longest content before sanitising, in
	// characters.
	MaxContentLength = 65536
)

// Block is an active block in one locale.
type Block struct {
	Identifier string
	// Title is plain text.
	Title string
	// Content is sanitised HTML.
	Content string
}

// BlockInput creates or replaces a block. Title and content are per locale;
// a locale left out (or empty) falls back to German field by field, so the
// German title is required.
type BlockInput struct {
	// Identifier is lower-case letters, digits, '-' and '_', starting with
	// a letter or digit.
	Identifier string
	// Active blocks are served; inactive ones are kept but never shown.
	Active  bool
	Title   map[i18n.Locale]string
	Content map[i18n.Locale]string
}

// Service is what other packages may ask of the CMS blocks.
type Service interface {
	// Blocks returns the active blocks with the given identifiers in the
	// order asked, each asked-for identifier once. Unknown and inactive
	// identifiers are simply absent, as in Magento. More than MaxIdentifiers
	// identifiers, or one longer than MaxIdentifierLength, is an Invalid
	// error.
	Blocks(ctx context.Context, locale i18n.Locale, identifiers []string) ([]Block, error)
	// Save creates the block or replaces the one with the same identifier:
	// its active flag and all its texts. Content is sanitised first. Bad
	// input is an Invalid error and changes nothing.
	Save(ctx context.Context, in BlockInput) error
}
