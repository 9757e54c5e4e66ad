// Package directory is Magento's Directory module for the commerce back
// end: the countries the shop delivers to and their regions. Country names
// come from CLDR in the reader's language; region names are stored per
// locale with German as the fallback.
package directory

import (
	"context"

	"paddock/internal/platform/i18n"
)

// Country is a country the shop delivers to, named in one locale.
type Country struct {
	// Code is the ISO 3166-1 alpha-2 code, e.g. "DE".
	Code string
	// Code3 is the ISO 3166-1 alpha-3 code, e.g. "DEU".
	Code3 string
	// NameLocale is the country's name in the requested locale.
	NameLocale string
	// NameEnglish is the country's English name.
	NameEnglish string
	// Regions are the country's subdivisions a customer picks from, sorted
	// by name; empty for countries without a region list.
	Regions []Region
}

// Region is a subdivision of a country: a German or Austrian state, a Swiss
// canton.
type Region struct {
	ID int64
	// Code is the ISO 3166-2 subdivision code, e.g. "DE-BY", "AT-9", "CH-ZH".
	Code string
	// Name is the name in the requested locale, German where none is stored.
	Name string
}

// Service is what other packages may ask of the directory.
type Service interface {
	// Countries lists the countries the shop delivers to with their
	// regions, sorted by name in the locale's collation order.
	Countries(ctx context.Context, locale i18n.Locale) ([]Country, error)
	// Country returns one country by its alpha-2 code in either case. A
	// code that is not two letters is an Invalid error; a country the shop
	// does not deliver to is a NotFound error.
	Country(ctx context.Context, locale i18n.Locale, code string) (Country, error)
}
