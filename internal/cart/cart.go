// Package cart is the shop's carts: a guest's, reachable by its masked id
// alone, and a signed-in customer's one active cart, reachable only with
// that customer's session. A cart holds items (a product, for a
// configurable product the chosen variant, the chosen customizable option
// values, a quantity and the unit price the customer saw when adding it)
// and the coupon codes applied to it; nothing else is kept. Prices, stock,
// discounts, VAT, the shipping estimate and the delivery window are
// computed from the catalogue, the coupons and the shipping rates every
// time a cart is read (view.go, totals.go), so nothing a browser sends and
// nothing stale is ever trusted.
//
// Every change locks the cart's row in a transaction (db.GetForUpdate), so
// that two changes of one cart at once run one after the other and none
// is lost. The catalogue is read through the narrow interface Catalog, a
// whole cart's products in one call.
//
// Cart ids are credentials: 24 random bytes in base64url (32 characters,
// as long as Magento's masked ids), never in a log line, an error message
// or a URL; the numeric id never leaves the server. A customer's cart id
// sent without that customer's session, or with another's, is NotFound
// exactly like an unknown id; so is a guest cart's id sent with a
// customer's session (Magento's GetCartForUser refuses it too: "The
// current user cannot perform operations on cart"), which Merge alone
// takes, moving the guest cart into the customer's. So a signed-in
// customer's every cart operation is on the customer's own cart, and
// nothing a customer does (a coupon used once per customer, an order)
// passes as a guest's while signed in.
//
// Abandoned guest carts are deleted 30 days after their last change, empty
// ones after a day (Prune, run hourly); a customer's cart stays.
package cart

import (
	"context"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// Ref names a cart for a caller: its masked id, the signed-in customer
// asking (0 for a guest) and the store of the request (its site must be
// the cart's; its language is the language of the answer).
type Ref struct {
	MaskedID   string
	CustomerID int64
	Store      storecode.Store
}

// Cart is a cart as computed at one moment.
type Cart struct {
	// ID never leaves the server; MaskedID is the cart's id for clients.
	ID         int64
	MaskedID   string
	CustomerID int64 // 0 for a guest cart
	Website    string
	Locale     i18n.Locale
	// Email is a guest cart's address once the checkout sets it.
	Email     string
	CreatedAt time.Time
	UpdatedAt time.Time

	Items []Item
	// CouponCodes are the codes applied, in order; AppliedCoupons those
	// of them that apply now (a code that stopped applying is dropped at
	// the cart's next change).
	CouponCodes    []string
	AppliedCoupons []AppliedCoupon
	Totals         Totals
	// Shipping is the estimate for the country of the customer's default
	// shipping address, else Germany; nil when nothing is to be shipped.
	Shipping *ShippingEstimate
	// Delivery is when an order placed now would arrive; nil when nothing
	// is to be shipped.
	Delivery *DeliveryWindow
	// TotalQuantity adds up the items' quantities; IsVirtual is set when
	// every item is virtual (an empty cart is not).
	TotalQuantity int
	IsVirtual     bool

	// What the checkout set (checkout.go): the addresses (nil until set;
	// BillingSameAsShipping when the billing address follows the shipping
	// address), the methods the shipping address's country offers for
	// this cart (none without a shipping address) and the chosen one (nil
	// until chosen).
	ShippingAddress       *Address
	BillingAddress        *Address
	BillingSameAsShipping bool
	ShippingMethods       []MethodQuote
	SelectedShipping      *MethodQuote
	// PaymentQuery is what decides the payment methods the cart may pay
	// with (its grand total, language and billing country: the billing
	// address's, else the shipping address's or estimate's); nil for an
	// empty cart. The methods themselves are PaymentMethods, asked only
	// when wanted, since a gateway answers them over the network.
	// SelectedPayment is the chosen one, nil until chosen or when the
	// shop has disabled it since.
	PaymentQuery    *payment.MethodQuery
	SelectedPayment *payment.Method
}

// Item is a line of a cart.
type Item struct {
	ID int64
	// Product is the product as added: a simple or virtual product, or a
	// configurable one, whose chosen variant is Variant.
	Product catalog.Product
	Variant *catalog.Product
	// Configurable are the chosen variant's option values.
	Configurable []ConfigurableChoice
	Quantity     int
	// Options are the chosen customizable options, in the product's
	// order.
	Options []ChosenOption
	// UnitPrice is the gross price of one: the product's (variant's)
	// final price plus the options' surcharges. RowTotal is UnitPrice ×
	// Quantity; Discount what coupons take off the row, Discounts by
	// coupon.
	UnitPrice catalog.Money
	// RegularUnitPrice is the unit price at the product's regular price
	// (before a special price), with the same options.
	RegularUnitPrice catalog.Money
	// ReferenceUnitPrice is the unit price a reduction is stated against
	// (catalog.Pricing.Reference, PAngV § 11: the lowest price of the 30
	// days before it), with the same options; UnitPrice when no reduction
	// may be shown. The cart strikes this one through, not the regular.
	ReferenceUnitPrice catalog.Money
	RowTotal           catalog.Money
	Discount           catalog.Money
	Discounts          []ItemDiscount
	// PriceWhenAdded is the unit price the customer saw when adding the
	// item (or last changing its quantity); PriceChanged reports that it
	// differs from UnitPrice now.
	PriceWhenAdded catalog.Money
	PriceChanged   bool
	// TaxRate is the VAT rate the price includes, in hundredths of a per
	// cent: the shop's (1900, 700), or with OSS the destination's
	// (Totals.VATCountry: 2000 in France, 2550 in Finland); 0 for goods
	// charged net (Totals.Export, Totals.ReverseCharge).
	TaxRate vat.Rate
	// Stock is what may be bought of the product (for a configurable,
	// its variant); -1 for no limit (virtual products). Available is
	// false when the cart holds more of it than that; Errors say so.
	Stock     int
	Available bool
	// Unavailable is set when the item cannot be bought at all: its
	// product was disabled (catalog.Sellable) or deleted, its chosen
	// variant or a chosen option went away. It stays in the cart as it
	// was added (Product and Variant from what the item kept then, when
	// the catalogue no longer has them), with an UNDEFINED error saying
	// why, left out of the totals, coupons, shipping and payment, and
	// the order is not placed until the shopper removes it (gone.go).
	Unavailable bool
	Errors      []ItemError
	AddedAt     time.Time
}

// Bought is the product the item buys: its variant, or the product itself.
func (it Item) Bought() catalog.Product {
	if it.Variant != nil {
		return *it.Variant
	}
	return it.Product
}

// ConfigurableChoice is a configurable product's option value an item chose.
type ConfigurableChoice struct {
	AttributeCode string
	Label         string // the attribute's label: Farbe
	OptionID      int64
	ValueLabel    string // the value's label: Marine
}

// ChosenOption is a customizable option an item chose, with its values
// (drop-down, checkbox) or its text (field), and what it adds to the unit
// price.
type ChosenOption struct {
	Option    catalog.CustomOption
	Values    []catalog.CustomOptionValue
	Text      string
	Surcharge catalog.Money
	// FileName and FileID are a file option's upload (Text holds its
	// token, which only the cart's own answers may name): the name the
	// customer's file had and its row in cart_option_file.
	FileName string
	FileID   int64
}

// ItemDiscount is what one coupon takes off an item's row.
type ItemDiscount struct {
	Code   string
	Label  string
	Amount catalog.Money
}

// ItemErrorCode is Magento's CartItemErrorType.
type ItemErrorCode string

// The item error codes.
const (
	ItemQuantity  ItemErrorCode = "ITEM_QTY"
	ItemUndefined ItemErrorCode = "UNDEFINED"
)

// ItemError is a problem of an item the customer must solve before
// checking out, with a translated message.
type ItemError struct {
	Code ItemErrorCode
	Err  *apperr.Error
}

// AppliedCoupon is a coupon code that applies to a cart.
type AppliedCoupon struct {
	Code         string
	Label        string
	Amount       catalog.Money
	FreeShipping bool
}

// Totals are a cart's money, German style: gross amounts (VAT included),
// VAT extracted per rate (see totals.go). They add up to the cent:
// GrandTotal = SubtotalInclTax − Discount + ShippingInclTax
// = SubtotalWithDiscountExclTax + ShippingExclTax + Tax.
type Totals struct {
	SubtotalInclTax catalog.Money
	// SubtotalExclTax is the subtotal without VAT, before discounts.
	SubtotalExclTax catalog.Money
	// Discount is the gross amount coupons take off the items; Discounts
	// by coupon.
	Discount                    catalog.Money
	Discounts                   []DiscountLine
	SubtotalWithDiscountExclTax catalog.Money
	ShippingInclTax             catalog.Money
	ShippingExclTax             catalog.Money
	// Tax is all VAT; Taxes by rate, the highest first.
	Tax               catalog.Money
	Taxes             []TaxLine
	GrandTotal        catalog.Money
	GrandTotalExclTax catalog.Money
	// Export is set when the goods go outside the EU (the shipping
	// address's country is marked export, shipping.Service.Export): the
	// shippable items are priced net (their gross less its VAT, rounded
	// per unit as the VAT is), the shipping is charged net, and no VAT
	// is charged on either; virtual items (vouchers sent by email) keep
	// theirs.
	Export bool
	// ReverseCharge is set for a tax-free intra-community supply
	// (vat.ReverseCharge): goods to another member state, billed to a
	// business with a VAT id of valid form from a member state other than
	// the shop's, which owes the VAT itself. The goods and the shipping
	// are charged net as for an export; no VAT is charged.
	ReverseCharge bool
	// VATCountry is the member state whose VAT the items carry: the
	// shop's, or with the OSS setting on (settings.Tax) the consumer's
	// in another member state the goods go to (vat.Destination; for
	// virtual goods only, the billing country). It is known once the
	// checkout has an address; before, the shop's.
	VATCountry string
}

// DiscountLine is what one coupon takes off a cart's items.
type DiscountLine struct {
	Code   string
	Label  string
	Amount catalog.Money
}

// TaxLine is the VAT of one rate: on the goods of that rate (after
// discounts) and on their share of the shipping.
type TaxLine struct {
	Rate     vat.Rate
	Amount   catalog.Money
	Goods    catalog.Money // the VAT of the goods
	Shipping catalog.Money // the VAT of the shipping share
}

// ShippingEstimate is what shipping a cart's goods would cost.
type ShippingEstimate struct {
	Country string
	// Available is false when no method serves the country; the rest is
	// then zero.
	Available bool
	Quote     shipping.Quote
	// Amount is the gross price charged: the quote's, or 0 with a
	// free-shipping coupon (FreeByCoupon).
	Amount       catalog.Money
	FreeByCoupon bool
	// AmountToFree is what the goods lack to ship free; 0 when they ship
	// free already or the country has no threshold.
	AmountToFree catalog.Money
}

// Estimate is what shipping to a visitor's destination costs before any
// goods are chosen (Service.Estimate).
type Estimate struct {
	Country string
	// Available is false when no method serves the country; Quote is
	// then zero.
	Available bool
	// Quote is the cheapest method's for an empty, ordinary parcel: its
	// Base price, its FreeFrom threshold (0: none) and the extra working
	// days abroad.
	Quote shipping.Quote
}

// DeliveryWindow is the first and last day an order placed now arrives,
// in working days after the order's start day (shipping.Window): the
// slowest item's delivery time plus the destination's extra days.
type DeliveryWindow struct {
	Earliest, Latest shipping.Day
	MinDays, MaxDays int
}

// ItemInput is a product to add, in the shape of Magento's CartItemInput.
type ItemInput struct {
	// SKU names the product: a simple or virtual product, a configurable
	// one (its variant then chosen by SelectedOptions), or a variant
	// (with ParentSKU, its configurable product).
	SKU       string
	ParentSKU string
	// Quantity must be a whole number from 1 to MaxQuantity.
	Quantity float64
	// SelectedOptions are uids of a configurable product's values
	// (catalog.ConfigurableValueUID) and of drop-down and checkbox values
	// (catalog.CustomOptionValueUID).
	SelectedOptions []string
	// EnteredOptions are texts for fields, by the field's uid.
	EnteredOptions []EnteredOption
}

// EnteredOption is a text for a customizable field.
type EnteredOption = catalog.EnteredOption

// ItemUpdate sets an item's quantity; 0 or less removes it.
type ItemUpdate struct {
	ItemID   int64
	Quantity float64
}

// UserErrorCode is Magento's CartUserInputErrorType.
type UserErrorCode string

// The user error codes.
const (
	ProductNotFound          UserErrorCode = "PRODUCT_NOT_FOUND"
	NotSalable               UserErrorCode = "NOT_SALABLE"
	InsufficientStock        UserErrorCode = "INSUFFICIENT_STOCK"
	CouldNotFindCartItem     UserErrorCode = "COULD_NOT_FIND_CART_ITEM"
	RequiredParameterMissing UserErrorCode = "REQUIRED_PARAMETER_MISSING"
	InvalidParameterValue    UserErrorCode = "INVALID_PARAMETER_VALUE"
	Undefined                UserErrorCode = "UNDEFINED"
)

// UserError is why one item of a request was not added or changed; the
// request's other items were. Err carries the translated message.
type UserError struct {
	Code UserErrorCode
	Err  *apperr.Error
	// Index is the item's place in the request.
	Index int
	// Available is, for InsufficientStock, how many more may be added.
	Available int
}

// Service is what other packages may ask of carts. Every method that
// names a cart by Ref answers NotFound ("cart.notFound") for an unknown
// id, a cart of another site, a closed cart, a customer's cart asked for
// without that customer's session, and a guest cart asked for with a
// customer's session, alike.
type Service interface {
	// CreateGuest creates an empty guest cart. Too many from one client
	// (ratelimit.ClientFrom) give a RateLimited error.
	CreateGuest(ctx context.Context, store storecode.Store) (Cart, error)
	// ForCustomer returns the customer's active cart, creating it when
	// there is none.
	ForCustomer(ctx context.Context, customerID int64, store storecode.Store) (Cart, error)
	// Get returns a cart.
	Get(ctx context.Context, ref Ref) (Cart, error)
	// AddItems adds products. Each item that cannot be added is a
	// UserError; the others are added. An item with the same product
	// and options as one in the cart adds to its quantity. The order
	// limits of the shop's settings hold (settings.OrderLimits): more of
	// a product than a line may hold, or more items in all than an order
	// may, is INVALID_PARAMETER_VALUE, a line more than an order may hold
	// UNDEFINED ("cart.full"), and the cart stays as it was for that item.
	AddItems(ctx context.Context, ref Ref, items []ItemInput) (Cart, []UserError, error)
	// UpdateItems sets quantities; 0 or less removes an item. Each
	// update that cannot be made is a UserError (the order limits as for
	// AddItems); the others are made.
	UpdateItems(ctx context.Context, ref Ref, updates []ItemUpdate) (Cart, []UserError, error)
	// RemoveItem removes an item; NotFound ("cart.itemNotFound") when the
	// cart has none of that id.
	RemoveItem(ctx context.Context, ref Ref, itemID int64) (Cart, error)
	// ApplyCoupon applies a code. A code that does not apply, for any
	// reason, is one Invalid error ("cart.coupon.invalid") that says
	// nothing of the reason; a second coupon where one may not be
	// combined is Invalid "cart.coupon.notCombinable" (asked only once the
	// code itself applies). Failed tries are rate-limited per cart and
	// per client (CouponFailuresPerCart, CouponFailuresPerClient).
	ApplyCoupon(ctx context.Context, ref Ref, code string) (Cart, error)
	// RemoveCoupons removes the codes given, or every code for none.
	RemoveCoupons(ctx context.Context, ref Ref, codes []string) (Cart, error)
	// Merge moves a guest cart's items into the caller's cart
	// (destination; the customer's active cart when empty): quantities
	// add up for the same product and options, other items are added (as
	// far as the order limits let them: a line up to its most, lines and
	// items in all up to theirs), the destination keeps its coupons (or
	// takes the source's when it has none that apply), and the source
	// cart is deleted. The caller must be
	// a signed-in customer; a source or destination the caller may not
	// reach is NotFound.
	Merge(ctx context.Context, source string, ref Ref) (Cart, error)
	// Estimate is what shipping to the visitor costs before any goods are
	// chosen (the banner's and product page's promise): to the same
	// country a cart's estimate goes to (the customer's default shipping
	// address, else the language's country; 0 for a guest), by the
	// cheapest method serving it.
	Estimate(ctx context.Context, customerID int64, locale i18n.Locale) (Estimate, error)
	// UploadOptionFile keeps a file for a file option of a product in
	// the cart of ref (see option_files.go) and answers its token, which
	// an item added to that cart names in entered_options.
	UploadOptionFile(ctx context.Context, ref Ref, in OptionFileInput) (OptionFile, error)
	// Prune deletes abandoned guest carts: those unchanged for
	// GuestLifetime, and empty ones unchanged for EmptyGuestLifetime. It
	// reports how many went.
	Prune(ctx context.Context) (int, error)
	// Orders is what placing an order asks of carts (placing.go).
	Orders
	// Checkout sets what the checkout needs on a cart.
	Checkout
}

// Limits: what a cart can hold at all. What an order may hold is the
// shop's setting within them (settings.OrderLimits, Terms).
const (
	// MaxQuantity bounds one item's quantity.
	MaxQuantity = settings.MaxLineQuantity
	// MaxItems bounds a cart's items (distinct lines).
	MaxItems = settings.MaxLines
	// MaxItemsPerRequest bounds the items of one AddItems or UpdateItems.
	MaxItemsPerRequest = 50
	// MaskedIDLength is the length of a cart id: 24 random bytes in
	// base64url.
	MaskedIDLength = 32
	// GuestLifetime is how long an abandoned guest cart is kept after its
	// last change.
	GuestLifetime = 30 * 24 * time.Hour
	// EmptyGuestLifetime is how long an empty guest cart is kept: every
	// visitor's browser creates one.
	EmptyGuestLifetime = 24 * time.Hour
)

// Rate limits.
var (
	// CreatePerClient bounds guest carts one client creates.
	CreatePerClient = ratelimit.Rule{Name: "cart.create.ip", Limit: 120, Window: time.Hour}
	// CouponFailuresPerCart bounds wrong coupon codes tried on one cart.
	CouponFailuresPerCart = ratelimit.Rule{Name: "cart.coupon.cart", Limit: 10, Window: 15 * time.Minute}
	// CouponFailuresPerClient bounds wrong coupon codes tried by one client.
	CouponFailuresPerClient = ratelimit.Rule{Name: "cart.coupon.ip", Limit: 30, Window: 15 * time.Minute}
)

// PruneJobKind is the periodic job that runs Prune.
const PruneJobKind = "cart.prune"

// Catalog is what carts need of the catalogue: products with their
// variants and options, by id (visible products) or SKU (any, variants
// too), in one call.
type Catalog interface {
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
}

// Addresses is what carts need of customer accounts: the address book
// (the country of the default shipping address, saved addresses for the
// checkout), the address book's check of a typed address, and the
// account (its email address, which coupons count a customer's uses by).
type Addresses interface {
	Addresses(ctx context.Context, customerID int64) ([]customer.Address, error)
	CheckAddress(ctx context.Context, in customer.AddressInput) (customer.Address, error)
	Get(ctx context.Context, id int64) (customer.Customer, error)
}

// Terms are the shop's settings a cart is held to (settings.Service): how
// much one order may hold, up to what value it may be paid by bank
// transfer, and where the shop is.
type Terms interface {
	OrderLimits(ctx context.Context) (settings.OrderLimits, error)
	// Legal names the shop's country, from which a sale to a business in
	// another member state is an intra-community supply.
	Legal(ctx context.Context) (settings.Legal, error)
	BankTransfer(ctx context.Context) (settings.BankTransfer, error)
	// Tax says whether consumers in other member states pay their
	// country's VAT, and whether the gross or net price then stays.
	Tax(ctx context.Context) (settings.Tax, error)
}

// Dependencies are the services carts use.
type Dependencies struct {
	Catalog   Catalog
	Coupons   coupon.Service
	Shipping  shipping.Service
	Addresses Addresses
	Limiter   ratelimit.Limiter
	// Payments are the payment methods the checkout offers; none when
	// nil.
	Payments PaymentMethods
	// Terms are the shop's settings; the app always gives them, tests of
	// other concerns may leave them out, and then their defaults hold
	// (settings.DefaultOrderLimits, settings.DefaultBankTransfer).
	Terms Terms
	// Images re-encode the pictures uploaded for file options
	// (media.Library.Rewrite); CheckPDF checks their PDFs
	// (content.CheckPDF). Without them file options take no uploads.
	Images   ImageRewriter
	CheckPDF func([]byte) error
}

// PaymentMethods is what carts need of payments: the methods a cart may
// pay with (payment.Service.Available) and one enabled method.
type PaymentMethods interface {
	Available(ctx context.Context, q payment.MethodQuery) []payment.Method
	Method(code string, locale i18n.Locale) (payment.Method, bool)
}
