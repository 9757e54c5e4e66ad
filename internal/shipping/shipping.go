// Package shipping is how the shop ships: methods with their rates per
// destination country, kept as data (shipping_method, shipping_rate) that
// paddock seed fills with what the shop's shipping page promises and the
// admin will edit later; and the working-day calendar (calendar.go) that
// turns delivery times into dates.
//
// A rate is a gross price (VAT included), free from a goods value when the
// country has a threshold, plus a surcharge for bulky goods (feed sacks
// over 20 kg), and the extra working days a parcel to that country takes
// beyond the delivery time the catalogue gives each product, which is the
// time to a German address (what product pages and the shipping page
// promise). Deliveries outside the EU are marked Export; the cart charges
// them without German VAT once its shipping address is there.
package shipping

import (
	"context"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// DefaultCountry is the shop's home, Germany: where shipping is estimated
// to for a language without a country of its own (LocaleCountry).
const DefaultCountry = "DE"

// LocaleCountry is where a visitor reading locale most likely lives, the
// destination shipping is estimated to (and free shipping promised for)
// while no address says otherwise: German readers in Germany, French
// readers in France. English is the shop's language for everyone else,
// who may live anywhere; their estimate is for the shop's home, Germany,
// and the cart and banner name that country, so nobody abroad takes it
// for theirs.
func LocaleCountry(locale i18n.Locale) string {
	if locale == i18n.French {
		return "FR"
	}
	return DefaultCountry
}

// BulkyKilograms is the content above which a product sold by the kilogram
// travels as bulky goods (feed sacks over 20 kg).
const BulkyKilograms = 20

// IsBulky reports whether a product travels as bulky goods: marked so in
// the catalogue, or sold by the kilogram above BulkyKilograms.
func IsBulky(p catalog.Product) bool {
	return p.Bulky || p.BaseUnit == catalog.Kilogram && p.ContentQuantity > BulkyKilograms
}

// Parcel is what a quote is for.
type Parcel struct {
	// Country is the destination's ISO 3166-1 alpha-2 code.
	Country string
	// Goods is the gross value of what is shipped after discounts, which
	// free-shipping thresholds look at.
	Goods catalog.Money
	// Bulky is set when the parcel holds bulky goods.
	Bulky bool
}

// Quote is what one method costs for a parcel.
type Quote struct {
	CarrierCode  string
	CarrierTitle string
	MethodCode   string
	MethodTitle  string // in the locale asked for
	// Amount is the gross price: Base unless the goods reach FreeFrom,
	// plus BulkySurcharge.
	Amount         catalog.Money
	Base           catalog.Money
	BulkySurcharge catalog.Money
	// FreeFrom is the goods value from which Base is waived; 0 when the
	// country has no such threshold.
	FreeFrom catalog.Money
	// Free reports that the goods reached FreeFrom.
	Free bool
	// ExtraMinDays and ExtraMaxDays are the working days a parcel to the
	// country takes beyond the products' delivery times.
	ExtraMinDays int
	ExtraMaxDays int
	// Export marks a destination outside the EU.
	Export bool
}

// MethodInput creates or updates a shipping method by its carrier and
// method code, with its rate for every country it serves (the countries
// it lists replace the ones it had).
type MethodInput struct {
	CarrierCode  string
	CarrierTitle string
	MethodCode   string
	Title        catalog.Localized
	SortOrder    int
	Active       bool
	Rates        []RateInput
}

// RateInput is a method's rate to one country.
type RateInput struct {
	Country        string
	Price          catalog.Money
	FreeFrom       catalog.Money // 0: no threshold
	BulkySurcharge catalog.Money
	ExtraMinDays   int
	ExtraMaxDays   int
	Export         bool
}

// Service is what other packages may ask of shipping.
type Service interface {
	// Quotes lists what the active methods that serve the parcel's
	// country cost for it, the cheapest first; none when no method
	// serves the country. Titles come in locale.
	Quotes(ctx context.Context, locale i18n.Locale, p Parcel) ([]Quote, error)
	// Export reports whether a delivery to the country is an export (it
	// lies outside the EU): an active method's rate to it is marked so.
	// Such deliveries are charged without German VAT (internal/cart).
	Export(ctx context.Context, country string) (bool, error)
	// Countries lists the countries at least one active method serves.
	Countries(ctx context.Context) ([]string, error)
	// SaveMethod creates or updates a method with its rates. Bad input is
	// an Invalid error on its field.
	SaveMethod(ctx context.Context, in MethodInput) error
}

// ratesTTL bounds how long an instance keeps the rates it read, and
// revisionCheck how long it keeps them without comparing
// shipping_revision: a rate changed by another process is charged here
// within revisionCheck (see load). The cart reads rates on every request,
// and they change rarely.
const (
	ratesTTL      = 5 * time.Minute
	revisionCheck = 2 * time.Second
)
