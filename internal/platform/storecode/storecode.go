// Package storecode parses the Store header that selects the site and the
// language of a GraphQL request: site code, underscore, locale ("shop_de").
package storecode

import (
	"context"
	"strings"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// DefaultSite is the site code used when a request names none.
const DefaultSite = "shop"

// HeaderName is the HTTP header carrying the store code.
const HeaderName = "Store"

// Store is a site in one language.
type Store struct {
	Site   string
	Locale i18n.Locale
}

// Default is the store used when the header is absent: shop in German.
var Default = Store{Site: DefaultSite, Locale: i18n.Default}

// Code returns the store code, e.g. "shop_de".
func (s Store) Code() string { return s.Site + "_" + string(s.Locale) }

// maxLen bounds the header; real codes are a few characters long.
const maxLen = 64

// Parse reads a Store header value. An empty value gives Default. The site
// code is lower-case letters, digits and hyphens; the locale one of the
// supported locales. A malformed value is an Invalid error naming it.
func Parse(value string) (Store, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return Default, nil
	}
	malformed := func() error {
		shown := value
		if len(shown) > maxLen {
			shown = shown[:maxLen] + "…"
		}
		return apperr.New(apperr.Invalid, "errors.store.malformed", "store", shown)
	}
	if len(value) > maxLen {
		return Store{}, malformed()
	}
	i := strings.LastIndexByte(value, '_')
	if i <= 0 {
		return Store{}, malformed()
	}
	site, code := value[:i], value[i+1:]
	locale, ok := i18n.Parse(code)
	if !ok || !validSite(site) {
		return Store{}, malformed()
	}
	return Store{Site: site, Locale: locale}, nil
}

func validSite(s string) bool {
	for i, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' && i > 0) {
			return false
		}
	}
	return s != ""
}

type storeKey struct{}

// With returns a context carrying the store and its locale.
func With(ctx context.Context, s Store) context.Context {
	return i18n.WithLocale(context.WithValue(ctx, storeKey{}, s), s.Locale)
}

// From returns the request's store, or Default.
func From(ctx context.Context) Store {
	if s, ok := ctx.Value(storeKey{}).(Store); ok {
		return s
	}
	return Default
}
