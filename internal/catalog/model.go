package catalog

import (
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// Money is an amount in euro cents (money.Money, the shop's money
// kernel's type). Prices are gross (VAT included).
type Money = money.Money

// ProductType is Magento's product type.
type ProductType string

// The product types the shop sells.
const (
	Simple       ProductType = "simple"
	Configurable ProductType = "configurable"
	Virtual      ProductType = "virtual"
)

// TaxClass decides the VAT rate a gross price includes.
type TaxClass string

// The German VAT classes: 19 % for most goods, 7 % for horse feed.
const (
	StandardRate TaxClass = "standard"
	ReducedRate  TaxClass = "reduced"
)

// Rate is the class's rate among a country's rates (vat.RatesOf,
// vat.Destination): its standard rate, or the reduced rate of animal feed.
func (t TaxClass) Rate(r vat.Rates) vat.Rate { return r.Of(t == ReducedRate) }

// RatePercent is the class's German VAT rate in whole per cent: the rate
// catalogue prices include, which product pages name while the visitor's
// destination is not known.
func (t TaxClass) RatePercent() int {
	if t == ReducedRate {
		return 7
	}
	return 19
}

// BaseUnit is the unit a base price is given per (PAngV): kg, l or m.
type BaseUnit string

// The base price units.
const (
	Kilogram BaseUnit = "kg"
	Litre    BaseUnit = "l"
	Metre    BaseUnit = "m"
)

// Option is one value of a select attribute (manufacturer, colour, size,
// logo position…) with its label in the requested locale.
type Option struct {
	ID int64
	// Code is the option's stable identifier (AttributeOptionInput.Code).
	Code  string
	Label string
	// Swatch is a colour's hex value (#1f3d2b), empty for other attributes.
	Swatch string
}

// Category is a node of the category tree in one locale; texts missing in
// that locale are German.
type Category struct {
	ID            int64
	ParentID      int64 // 0 for a store's root
	Level         int   // a store's root is 1, its top categories 2
	Path          string
	Position      int
	IsActive      bool
	IncludeInMenu bool
	Name          string
	URLKey        string
	// URLPath is the url keys from the top category down, "reiter/reithosen";
	// the storefront shows the category at /{lang}/{URLPath}.
	URLPath         string
	Description     string // sanitised HTML
	MetaTitle       string
	MetaKeywords    string
	MetaDescription string
	ImageKey        string // blob key of the category image, "" for none
	ChildrenCount   int
	// ProductCount counts active, visible products in the category and its
	// descendants.
	ProductCount int
	Children     []Category // filled only by calls that ask for a tree
}

// Image is a product image in display order, with its alt text in the
// requested locale.
type Image struct {
	Key      string // blob key of the original
	Position int
	Label    string
	Width    int
	Height   int
}

// ConfigurableOption is an attribute a configurable product's variants
// differ in (colour, size), with the values its variants use.
type ConfigurableOption struct {
	AttributeCode string
	Label         string
	Position      int
	Values        []Option
}

// PriceType says how a customizable option's surcharge is computed.
type PriceType string

// Fixed adds Price; Percent adds Price per cent of the product price, where
// Price holds hundredths of a per cent (1000 = 10 %).
const (
	FixedPrice   PriceType = "FIXED"
	PercentPrice PriceType = "PERCENT"
)

// OptionType is the kind of a customizable option, as Magento names them.
type OptionType string

// The customizable option types the catalogue offers. A field takes a text
// the customer types, an area a text of several lines; a drop-down or a
// radio group one of its values; a checkbox any of its values; a file an
// upload (a club logo) the storefront sends first (see FileOption).
const (
	FieldOption    OptionType = "field"
	AreaOption     OptionType = "area"
	DropDownOption OptionType = "drop_down"
	RadioOption    OptionType = "radio"
	CheckboxOption OptionType = "checkbox"
	FileOption     OptionType = "file"
)

// Selectable reports whether options of the type offer values to choose
// from (drop-down, radio, checkbox) rather than a text to type.
func (t OptionType) Selectable() bool {
	return t == DropDownOption || t == RadioOption || t == CheckboxOption
}

// Single reports whether a selectable option takes one value at most
// (drop-down, radio).
func (t OptionType) Single() bool { return t == DropDownOption || t == RadioOption }

// Text reports whether options of the type take a typed text (field,
// area).
func (t OptionType) Text() bool { return t == FieldOption || t == AreaOption }

// CustomOption is a customizable option of a product: a text field (an
// embroidered name, say), or a drop-down or checkboxes of priced values
// (the logo's type and position, sublimation extras). A field carries its
// surcharge itself; a selectable option's values carry theirs.
type CustomOption struct {
	ID            int64
	Type          OptionType
	Title         string
	Required      bool
	MaxCharacters int // fields and areas only; 0: no limit
	Price         Money
	PriceType     PriceType
	SortOrder     int
	// Values are a drop-down's, radio group's or checkbox's choices, in
	// display order.
	Values []CustomOptionValue
	// File is a file option's settings; nil for other types.
	File *FileSettings
}

// FileSettings are what a file option accepts, as Magento's file option
// names them: the file name extensions (lower case, without dots: png,
// jpg, pdf) and the largest image width and height in pixels (0: any).
// Every upload is at most MaxOptionFileBytes.
type FileSettings struct {
	Extensions []string
	MaxWidth   int
	MaxHeight  int
}

// CustomOptionValue is one choice of a drop-down or checkbox option.
type CustomOptionValue struct {
	ID        int64
	Title     string
	Price     Money
	PriceType PriceType
	SortOrder int
	// Requires are ids of values of options above this one that the value
	// needs: it is available only when, for every option they belong to,
	// one of them is chosen (see Available). Empty: always available.
	Requires []int64
}

// Surcharge is what a price of type pt adds to a product that costs base:
// the amount itself, or for a percentage (in hundredths of a per cent)
// that share of base rounded half up to the cent.
func Surcharge(price Money, pt PriceType, base Money) Money {
	if pt != PercentPrice {
		return price
	}
	return (base*price + 5000) / 10000
}

// Merchandise holds the club-merchandise customisation attributes; nil on
// products that cannot be customised.
type Merchandise struct {
	LogoWidthMM          int
	LogoPosition         *Option
	LogoType             *Option
	SublimationOptions   []Option
	SublimationPositions []Option
}

// Safety is the product-safety information (GPSR) about the manufacturer.
type Safety struct {
	ManufacturerName    string
	ManufacturerAddress string // postal address without the country, lines separated by \n
	ManufacturerCountry string // ISO 3166-1 alpha-2; a page names it in its own language ("" when not given)
	ManufacturerEmail   string
	Notes               string // safety notes in the requested locale
}

// Pricing is everything a price display needs, computed by the server at
// one moment (Product.Pricing).
type Pricing struct {
	Regular Money // the regular gross price
	Final   Money // what the customer pays now
	// Reduced is true while a special price applies (Final < Regular).
	Reduced bool
	// Lowest30Days is the lowest price the product had in the 30 days
	// before the current reduction began (Preisangabenverordnung § 11);
	// set only while Reduced.
	Lowest30Days Money
	// PercentOff is the reduction against Lowest30Days, rounded down; 0
	// when not reduced or when the reduction is not below that price.
	PercentOff int
	TaxClass   TaxClass
	// BasePrice is Final per one BaseUnit when the product has a content
	// quantity (feed per kg, care products per litre, rope per metre).
	BasePrice Money
	BaseUnit  BaseUnit
	// TierQuantity is the quantity of the tier price that set Final
	// (PricingFor), 0 when none did.
	TierQuantity int
}

// Product is a product as the storefront shows it in one locale. Variants
// of a configurable product are Products too, with ParentID set.
type Product struct {
	ID       int64
	ParentID int64 // 0 unless this is a variant
	Type     ProductType
	SKU      string
	IsActive bool
	// Visible is false for variants, which are reached through their
	// parent, and for products NotVisibleIndividually: they have no page.
	Visible bool
	// Visibility is where the storefront shows the product (Magento's).
	Visibility Visibility

	Name             string
	URLKey           string
	Description      string // sanitised HTML
	MaterialCare     string // sanitised HTML
	SizeInfo         string // sanitised HTML
	ManufacturerInfo string // sanitised HTML
	MetaTitle        string
	MetaDescription  string
	MetaKeywords     string

	Manufacturer *Option
	Color        *Option
	Size         *Option

	// Price settings; Pricing computes what applies at a moment.
	Price        Money
	SpecialPrice *Money
	SpecialFrom  *time.Time
	SpecialTo    *time.Time
	// Lowest30Days is the stored reference price of the current or next
	// reduction (see Pricing.Lowest30Days); 0 when none was computed.
	Lowest30Days Money
	TaxClass     TaxClass
	// ContentQuantity is the package content in BaseUnit (20 for a 20 kg
	// sack, 0.5 for 500 ml); 0 when no base price applies.
	ContentQuantity float64
	BaseUnit        BaseUnit

	// TierPrices are the quantity prices, by quantity ascending; a variant
	// without its own carries its parent's (tier.go).
	TierPrices []TierPrice
	// sales are the versions of the sale rules that reach the product
	// (sale.go), history its price history, loaded only with them: the
	// reference price of a sale and of a reduction after one.
	sales   []saleVersion
	history []priceSnapshot

	NewFrom *time.Time
	NewTo   *time.Time

	StockQty        int // bms_stock_qty
	DeliveryMinDays int
	DeliveryMaxDays int

	// EAN is the GTIN (EAN-13 or -8), "" when none is known.
	EAN string
	// WeightGrams is one piece's shipping weight (0: not given); Bulky
	// marks goods that travel as bulky goods whatever they weigh.
	WeightGrams int
	Bulky       bool

	ProductRelationCode string
	// SizeGuide names the CMS block with the product's size guide.
	SizeGuide string

	Images              []Image
	CategoryIDs         []int64
	UpsellIDs           []int64
	ConfigurableOptions []ConfigurableOption
	Variants            []Product
	CustomOptions       []CustomOption
	Merchandise         *Merchandise
	Safety              Safety

	// RelatedIDs are the related products shown in the locale (active,
	// with a page, not switched off in its store view), in order.
	RelatedIDs []int64

	CreatedAt time.Time
	UpdatedAt time.Time
}

// InStock reports whether the product (for a configurable: any variant)
// can be bought.
func (p Product) InStock() bool {
	if p.Type == Configurable {
		for _, v := range p.Variants {
			if v.IsActive && v.StockQty > 0 {
				return true
			}
		}
		return false
	}
	return p.Type == Virtual || p.StockQty > 0
}

// IsNew reports whether now lies in the product's new-from/new-to window.
func (p Product) IsNew(now time.Time) bool {
	if p.NewFrom == nil || now.Before(*p.NewFrom) {
		return false
	}
	return p.NewTo == nil || !now.After(*p.NewTo)
}

// RouteType is what a storefront URL leads to.
type RouteType string

// The catalogue's route types (Magento's UrlRewriteEntityTypeEnum).
const (
	CategoryRoute RouteType = "CATEGORY"
	ProductRoute  RouteType = "PRODUCT"
)

// Route is a resolved storefront path.
type Route struct {
	Type     RouteType
	EntityID int64
	// RelativeURL is the entity's current path; with RedirectCode 301 the
	// requested path is an old one and the client should go here.
	RelativeURL  string
	RedirectCode int
}

// Attribute is an attribute's metadata with labels in one locale.
type Attribute struct {
	Code       string
	Label      string
	InputType  string // "select", "multiselect", "text", "boolean", "price"
	Filterable bool
	Options    []Option
}

// Localized holds a text per locale; German is required where the field is.
type Localized map[i18n.Locale]string
