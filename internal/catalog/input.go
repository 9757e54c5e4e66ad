package catalog

import "time"

// CategoryInput creates or updates a category. Texts are per locale; the
// URL key of a locale defaults to a slug of its name.
type CategoryInput struct {
	// ID 0 creates a category.
	ID int64
	// ParentID 0 puts the category at the top, under the stores' root.
	ParentID        int64
	Position        int
	IsActive        bool
	IncludeInMenu   bool
	Name            Localized
	URLKey          Localized
	Description     Localized
	MetaTitle       Localized
	MetaKeywords    Localized
	MetaDescription Localized
	ImageKey        string
}

// ImageInput is a product image already stored as a blob.
type ImageInput struct {
	Key    string
	Label  Localized
	Width  int
	Height int
}

// CustomOptionInput is a customizable option: a text field (the default
// type) with its own price, or a drop-down or checkbox option with values.
type CustomOptionInput struct {
	Type          OptionType
	Title         Localized
	Required      bool
	MaxCharacters int
	Price         Money
	PriceType     PriceType
	Values        []CustomOptionValueInput
	// File is a file option's settings (required for one, nil for the
	// other types).
	File *FileSettings
}

// CustomOptionValueInput is a choice of a drop-down or checkbox option.
type CustomOptionValueInput struct {
	Title     Localized
	Price     Money
	PriceType PriceType
	// Requires names values of drop-down or checkbox options above this
	// one (by position) that this value needs: it is offered only when,
	// for every option named, one of the values named of it is chosen.
	Requires []ValueRef
}

// ValueRef names a value of a product's customizable option by position:
// the option's among the product's options, the value's among the
// option's values.
type ValueRef struct {
	Option int
	Value  int
}

// MerchandiseInput sets the club-merchandise attributes by option code
// (see AttributeOptionInput.Code).
type MerchandiseInput struct {
	LogoWidthMM          int
	LogoPosition         string
	LogoType             string
	SublimationOptions   []string
	SublimationPositions []string
}

// SafetyInput is the GPSR information.
type SafetyInput struct {
	ManufacturerName    string
	ManufacturerAddress string // street and town, lines separated by \n, without the country
	// ManufacturerCountry is the address's country as an ISO 3166-1 alpha-2
	// code ("DE"), kept apart so each language names it ("Germany",
	// "Allemagne") instead of printing the German "Deutschland".
	ManufacturerCountry string
	ManufacturerEmail   string
	Notes               Localized
}

// VariantInput is one variant of a configurable product: its own SKU,
// option values, price, stock and images.
//
// A variant takes the parent's manufacturer, special price dates, tax class
// and base price content; Price 0 means the parent's price.
type VariantInput struct {
	SKU      string
	Color    string // option code, "" when the product has no colour option
	Size     string // option code
	Price    Money
	StockQty int
	Images   []ImageInput
	IsActive bool
	// EAN is the variant's GTIN (EAN-13), "" when it has none.
	EAN string
	// WeightGrams is the variant's own shipping weight; 0 takes the
	// parent's.
	WeightGrams int
	// SpecialPrice, when set, is the variant's own special price within the
	// parent's special dates; nil takes the parent's special price.
	SpecialPrice *Money
	// TierPrices are the variant's own tier prices; none takes the
	// parent's.
	TierPrices []TierPrice
}

// ProductInput creates or updates a product by SKU (the SKU identifies a
// product; saving the same SKU again updates it).
type ProductInput struct {
	Type     ProductType
	SKU      string
	IsActive bool
	// EAN is the product's GTIN (EAN-13), "" when it has none; a
	// configurable product's variants carry their own.
	EAN string

	Name             Localized
	URLKey           Localized // defaults to a slug of the name
	Description      Localized // HTML, sanitised on save
	MaterialCare     Localized
	SizeInfo         Localized
	ManufacturerInfo Localized
	MetaTitle        Localized
	MetaDescription  Localized
	MetaKeywords     Localized

	Manufacturer string // option codes of the select attributes
	Color        string
	Size         string

	Price        Money
	SpecialPrice *Money
	SpecialFrom  *time.Time
	SpecialTo    *time.Time
	TaxClass     TaxClass
	// TierPrices are the quantity prices (tier.go).
	TierPrices []TierPrice

	ContentQuantity float64
	BaseUnit        BaseUnit

	NewFrom *time.Time
	NewTo   *time.Time

	StockQty        int
	DeliveryMinDays int
	DeliveryMaxDays int
	// LowStockThreshold is the stock at or below which the back office
	// lists the product as running out; nil takes the shop's default.
	LowStockThreshold *int

	// WeightGrams is the shipping weight of one piece; Bulky marks goods
	// that travel as bulky goods whatever they weigh (shipping.IsBulky).
	WeightGrams int
	Bulky       bool

	ProductRelationCode string
	// SizeGuide is the identifier of the CMS block with the size guide
	// that fits the product (riding wear, horse rugs); empty for none.
	SizeGuide string

	CategoryIDs []int64
	// CategoryPositions, when set, gives the product's position in each
	// category of CategoryIDs (same order).
	CategoryPositions []int
	UpsellSKUs        []string
	Images            []ImageInput
	// RelatedSKUs are the related products (Magento's related_products),
	// in order; like UpsellSKUs they may name products of the same save.
	RelatedSKUs []string
	// Visibility is where the storefront shows the product; 0 means
	// VisibleEverywhere (Magento's "Catalog, Search").
	Visibility Visibility
	// OffStores, when not nil, are the codes of the store views the
	// product is switched off in (it shows in the others while IsActive);
	// nil leaves them as they are.
	OffStores []string

	// ConfigurableAttributes lists, for a configurable product, the
	// attributes its variants differ in: "color", "size".
	ConfigurableAttributes []string
	Variants               []VariantInput

	CustomOptions []CustomOptionInput
	Merchandise   *MerchandiseInput
	Safety        SafetyInput

	// At is when the change happens, for the price history; zero means
	// now. The demo data back-dates earlier prices with it.
	At time.Time
}

// AttributeOptionInput defines an option of a select attribute. Code is a
// stable identifier ("navy", "xl", "kerbl") used by ProductInput.
type AttributeOptionInput struct {
	Code      string
	Label     Localized
	Swatch    string
	SortOrder int
}
