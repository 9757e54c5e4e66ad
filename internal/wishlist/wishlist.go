// Package wishlist is the customers' wish lists, in the shapes of Magento
// 2.4's WishlistGraphQl: one wish list per customer, made on first use,
// holding items that name a product (for a configurable product its
// chosen variant, or none yet), the chosen customizable options, a
// quantity, the customer's description and the unit price with options
// when the item was added. Prices and stock now are never stored: an
// item is described from the catalogue when it is read (Describe), so
// that a price that changed or a product that went out of stock shows.
//
// A wish list is checked less strictly than a cart: required options may
// be left open (the customer chooses when moving the item to the cart),
// but every option given must belong to the product and every text keep
// the option's limit. Adding the same product with the same options again
// raises the item's quantity, as Magento does.
//
// Every method names the customer the session holds; a wish list id that
// is not that customer's answers NotFound ("wishlist.notFound") exactly
// like an unknown one, and nothing changes. The id 0 names the customer's
// own wish list (PWA Studio sends "0" on Magento Open Source).
//
// Every change locks the wish list's row in a transaction
// (db.GetForUpdate), so that two changes at once run one after the other;
// MoveToCart adds to the customer's cart and takes the items added off
// the wish list in one transaction (db.InTransaction), so that an item is
// never in both or in neither.
package wishlist

import (
	"context"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// Wishlist is a customer's wish list.
type Wishlist struct {
	ID         int64
	CustomerID int64
	// ItemsCount is how many items (lines) it holds.
	ItemsCount int
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// Item is a line of a wish list as kept.
type Item struct {
	ID         int64
	WishlistID int64
	// ProductID is the product as added: a simple or virtual product or a
	// configurable one (the catalogue entry the item is read by), 0 once
	// it was deleted; VariantID its chosen variant, 0 when none was
	// chosen (or it was deleted). Kept is what the item showed when
	// added, for when the product is no longer sold (gone.go).
	ProductID int64
	VariantID int64
	Kept      Kept
	// Options are the chosen customizable options, as kept.
	Options  []catalog.StoredOption
	Quantity int
	// Description is the customer's note.
	Description string
	// PriceWhenAdded is the gross unit price with options when the item
	// was added (or added again).
	PriceWhenAdded catalog.Money
	AddedAt        time.Time
}

// View is an item described from the catalogue at one moment.
type View struct {
	// Product is the product now; nil when it is no longer sold.
	Product *catalog.Product
	// Variant is the chosen variant; nil when none was chosen or it is no
	// longer sold. Configurable are its option values.
	Variant      *catalog.Product
	Configurable []cart.ConfigurableChoice
	// Chosen are the chosen options the product still has, with their
	// surcharges on the price now; Complete is false when a required
	// option is still open.
	Chosen   []cart.ChosenOption
	Complete bool
	// UnitPrice is the gross price of one now (the variant's, else the
	// product's lowest, plus the options' surcharges); PriceChanged
	// reports that it differs from the item's PriceWhenAdded.
	UnitPrice    catalog.Money
	PriceChanged bool
	// Unavailable says why an item whose product is no longer sold
	// (Product nil) cannot go to the cart: currently unavailable
	// (disabled) or no longer available (deleted); Shown is then the
	// product to show: the catalogue's, else what the item kept
	// (gone.go). Both nil while it is sold.
	Unavailable *apperr.Error
	Shown       *catalog.Product
}

// ItemInput is a product to add, in the shape of Magento's
// WishlistItemInput.
type ItemInput struct {
	// SKU names the product: a simple or virtual product, a configurable
	// one (its variant chosen by SelectedOptions, or none), or a variant
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
	EnteredOptions []cart.EnteredOption
}

// ItemUpdate changes an item, in the shape of Magento's
// WishlistItemUpdateInput; what is nil stays as it is.
type ItemUpdate struct {
	ItemID      int64
	Quantity    *float64
	Description *string
	// Options, when not nil, replace the item's options (and, with a
	// configurable product's values, its variant).
	Options *OptionsUpdate
}

// OptionsUpdate are an item's new options.
type OptionsUpdate struct {
	SelectedOptions []string
	EnteredOptions  []cart.EnteredOption
}

// UserErrorCode is Magento's WishListUserInputErrorType.
type UserErrorCode string

// The user error codes of adding, changing and removing items.
const (
	ProductNotFound UserErrorCode = "PRODUCT_NOT_FOUND"
	Undefined       UserErrorCode = "UNDEFINED"
)

// UserError is why one item of a request was not added, changed or
// removed; the request's other items were. Err carries the translated
// message; Index is the item's place in the request.
type UserError struct {
	Code  UserErrorCode
	Err   *apperr.Error
	Index int
}

// CartErrorCode is Magento's WishlistCartUserInputErrorType.
type CartErrorCode string

// The codes of items MoveToCart could not add.
const (
	CartProductNotFound          CartErrorCode = "PRODUCT_NOT_FOUND"
	CartRequiredParameterMissing CartErrorCode = "REQUIRED_PARAMETER_MISSING"
	CartNotSalable               CartErrorCode = "NOT_SALABLE"
	CartInsufficientStock        CartErrorCode = "INSUFFICIENT_STOCK"
	CartUndefined                CartErrorCode = "UNDEFINED"
)

// CartError is an item MoveToCart could not add to the cart: it stays in
// the wish list. Err carries the translated message.
type CartError struct {
	Code   CartErrorCode
	Err    *apperr.Error
	ItemID int64
}

// Service is what other packages may ask of wish lists. Every method
// takes the session's customer; a wishlistID that is not that customer's
// wish list (0 names their own) is NotFound ("wishlist.notFound") like an
// unknown id, and nothing changes.
type Service interface {
	// ForCustomer returns the customer's wish list, making it when there
	// is none (two requests at once make one).
	ForCustomer(ctx context.Context, customerID int64) (Wishlist, error)
	// Get returns the customer's wish list by its id.
	Get(ctx context.Context, customerID, wishlistID int64) (Wishlist, error)
	// Items returns a page of the wish list's items, newest first (page
	// from 1, size 1 to MaxPageSize; others are Invalid).
	Items(ctx context.Context, customerID, wishlistID int64, page, size int) ([]Item, error)
	// Add adds products. Each item that cannot be added is a UserError
	// (an unknown or unsold SKU PRODUCT_NOT_FOUND, anything else
	// UNDEFINED); the others are added. An item with the same product
	// and options as one in the list raises its quantity. More than
	// MaxItemsPerRequest items, or none, is Invalid.
	Add(ctx context.Context, customerID, wishlistID int64, locale i18n.Locale, items []ItemInput) (Wishlist, []UserError, error)
	// Update changes items' quantities, descriptions and options. Each
	// update that cannot be made is a UserError; the others are made.
	Update(ctx context.Context, customerID, wishlistID int64, locale i18n.Locale, updates []ItemUpdate) (Wishlist, []UserError, error)
	// Remove removes items; an id the wish list does not hold is a
	// UserError (PRODUCT_NOT_FOUND), the others are removed.
	Remove(ctx context.Context, customerID, wishlistID int64, itemIDs []int64) (Wishlist, []UserError, error)
	// Clear removes every item.
	Clear(ctx context.Context, customerID, wishlistID int64) (Wishlist, error)
	// EraseCustomer empties a customer's wish list for the erasure of
	// their account (GDPR Art. 17), inside ctx's transaction when it
	// holds one, and reports how many items it removed.
	EraseCustomer(ctx context.Context, customerID int64) (int, error)
	// MoveToCart adds the items named (every item when none are) to the
	// customer's active cart in the store's site and removes those added
	// from the wish list, in one transaction. An item that cannot be
	// added (no longer sold, a configurable product without its variant
	// or a required option open, out of stock) stays and is a CartError;
	// an id the wish list does not hold is one too (UNDEFINED).
	MoveToCart(ctx context.Context, customerID, wishlistID int64, store storecode.Store, itemIDs []int64) (Wishlist, []CartError, error)
}

// Limits.
const (
	// MaxItems bounds a wish list's items (distinct lines).
	MaxItems = 100
	// MaxQuantity bounds one item's quantity.
	MaxQuantity = cart.MaxQuantity
	// MaxItemsPerRequest bounds the items of one Add, Update, Remove or
	// MoveToCart.
	MaxItemsPerRequest = 100
	// MaxDescription bounds an item's description, in characters.
	MaxDescription = 255
	// MaxPageSize bounds a page of items.
	MaxPageSize = 100
)

// Catalog is what wish lists need of the catalogue: products with their
// variants and options, by id (visible products) or SKU (any, variants
// too), in one call.
type Catalog interface {
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
}

// Carts is what wish lists need of carts: the customer's active cart and
// adding to it (cart.Service has both).
type Carts interface {
	ForCustomer(ctx context.Context, customerID int64, store storecode.Store) (cart.Cart, error)
	AddItems(ctx context.Context, ref cart.Ref, items []cart.ItemInput) (cart.Cart, []cart.UserError, error)
}
