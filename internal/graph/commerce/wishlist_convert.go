package commerce

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/session"
	"paddock/internal/wishlist"
)

// WishlistFields are the wish list operations: each is about a signed-in
// customer's own list, so none is cached and none may be sent as GET
// (addWishlistItemsToCart, which changes the customer's cart, is among
// CartFields).
var WishlistFields = []string{"addProductsToWishlist", "removeProductsFromWishlist", "updateProductsInWishlist", "clearWishlist"}

// wishlistTime is how Magento writes a wish list's dates: UTC,
// YYYY-MM-DD HH:MM:SS.
const wishlistTime = "2006-01-02 15:04:05"

// wishlistCustomer is the signed-in customer a wish list operation is
// for: session.Require's error without one.
func wishlistCustomer(ctx context.Context) (int64, error) {
	s, err := session.Require(ctx, session.Customer)
	if err != nil {
		return 0, err
	}
	return s.SubjectID, nil
}

// parseWishlistID reads a wish list's id ("0" names the customer's own); one
// that cannot be an id is NotFound like an unknown one.
func parseWishlistID(id string) (int64, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	if err != nil || n < 0 {
		return 0, apperr.New(apperr.NotFound, "wishlist.notFound")
	}
	return n, nil
}

// wishlistTarget is what a wish list mutation is about: the signed-in
// customer (session.Require's error without one) and the wish list the
// id names (NotFound for one that cannot be an id).
func wishlistTarget(ctx context.Context, wishlistID string) (customerID, id int64, err error) {
	if customerID, err = wishlistCustomer(ctx); err != nil {
		return 0, 0, err
	}
	if id, err = parseWishlistID(wishlistID); err != nil {
		return 0, 0, err
	}
	return customerID, id, nil
}

// wishlistItemID reads an item's id; ok is false when it cannot be one.
func wishlistItemID(id string) (int64, bool) {
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	return n, err == nil && n > 0
}

func wishlistModel(w wishlist.Wishlist) *model.Wishlist {
	return &model.Wishlist{View: w, ID: ptr(strconv.FormatInt(w.ID, 10)), ItemsCount: ptr(w.ItemsCount),
		UpdatedAt: ptr(w.UpdatedAt.UTC().Format(wishlistTime))}
}

func enteredOptions(in []*model.EnteredOptionInput) []cart.EnteredOption {
	var out []cart.EnteredOption
	for _, e := range in {
		if e != nil {
			out = append(out, cart.EnteredOption{UID: e.UID, Value: e.Value})
		}
	}
	return out
}

func wishlistItemInputs(in []*model.WishlistItemInput) []wishlist.ItemInput {
	out := make([]wishlist.ItemInput, 0, len(in))
	for _, it := range in {
		out = append(out, wishlist.ItemInput{SKU: it.Sku, ParentSKU: deref(it.ParentSku), Quantity: it.Quantity,
			SelectedOptions: it.SelectedOptions, EnteredOptions: enteredOptions(it.EnteredOptions)})
	}
	return out
}

func wishlistUpdates(in []*model.WishlistItemUpdateInput) []wishlist.ItemUpdate {
	out := make([]wishlist.ItemUpdate, 0, len(in))
	for _, u := range in {
		id, _ := wishlistItemID(u.WishlistItemID) // 0 names no item: a user error
		up := wishlist.ItemUpdate{ItemID: id, Quantity: u.Quantity, Description: u.Description}
		if u.SelectedOptions != nil || u.EnteredOptions != nil {
			up.Options = &wishlist.OptionsUpdate{SelectedOptions: u.SelectedOptions, EnteredOptions: enteredOptions(u.EnteredOptions)}
		}
		out = append(out, up)
	}
	return out
}

func wishlistUserErrors(ctx context.Context, ues []wishlist.UserError) []*model.WishListUserInputError {
	out := make([]*model.WishListUserInputError, 0, len(ues))
	for _, ue := range ues {
		out = append(out, &model.WishListUserInputError{Code: model.WishListUserInputErrorType(ue.Code), Message: ue.Err.Message(ctx)})
	}
	return out
}

// wishlistItemModels describes a page of items with their products, read
// through the request's products loader in one call.
func (r *Resolver) wishlistItemModels(ctx context.Context, items []wishlist.Item) ([]model.WishlistItemInterface, error) {
	out := make([]model.WishlistItemInterface, 0, len(items))
	if len(items) == 0 {
		return out, nil
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = it.ProductID
	}
	l := loadersFrom(ctx, r)
	preload(ctx, l.products, l.fetchProducts, ids)
	products, err := l.products.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	now := r.Now()
	for i, it := range items {
		out = append(out, wishlistItemModel(ctx, it, it.Describe(products[i], now)))
	}
	return out, nil
}

func wishlistItemModel(ctx context.Context, it wishlist.Item, v wishlist.View) model.WishlistItemInterface {
	f := model.WishlistItemFields{Item: it, Described: v, ID: strconv.FormatInt(it.ID, 10), Quantity: float64(it.Quantity),
		Description: optionalString(it.Description), AddedAt: it.AddedAt.UTC().Format(wishlistTime),
		CustomizableOptions: []*model.SelectedCustomizableOption{}, PriceWhenAdded: money(it.PriceWhenAdded), PriceChanged: v.PriceChanged}
	if v.Product != nil {
		f.PriceNow = money(v.UnitPrice)
	}
	if v.Unavailable != nil {
		f.UnavailableMessage = ptr(v.Unavailable.Message(ctx))
	}
	for _, o := range v.Chosen {
		f.CustomizableOptions = append(f.CustomizableOptions, selectedOptionModel(o))
	}
	shown := v.Product
	if shown == nil {
		shown = v.Shown
	}
	switch {
	case it.VariantID != 0 || (shown != nil && shown.Type == catalog.Configurable):
		out := &model.ConfigurableWishlistItem{WishlistItemFields: f, ConfigurableOptions: []*model.SelectedConfigurableOption{}}
		if v.Variant != nil {
			out.ChildSku = v.Variant.SKU
		}
		for _, c := range v.Configurable {
			out.ConfigurableOptions = append(out.ConfigurableOptions, &model.SelectedConfigurableOption{
				ID: attributeNumber(c.AttributeCode), ConfigurableProductOptionUID: base64.StdEncoding.EncodeToString([]byte("configurable/" + c.AttributeCode)),
				OptionLabel: c.Label, ValueID: int(c.OptionID), ConfigurableProductOptionValueUID: configurableUID(c.AttributeCode, c.OptionID),
				ValueLabel: c.ValueLabel,
			})
		}
		return out
	case shown != nil && shown.Type == catalog.Virtual:
		return &model.VirtualWishlistItem{WishlistItemFields: f}
	default:
		return &model.SimpleWishlistItem{WishlistItemFields: f}
	}
}

// wishlistProduct is an item's product in its GraphQL shape: once it is
// no longer sold, as the item kept it (wishlist.View.Shown).
func (r *Resolver) wishlistProduct(ctx context.Context, f model.WishlistItemFields) model.ProductInterface {
	switch {
	case f.Described.Product != nil:
		return r.productModel(ctx, *f.Described.Product, r.Now(), selectsVariants(ctx))
	case f.Described.Shown != nil:
		return r.productModel(ctx, *f.Described.Shown, r.Now(), false)
	}
	return nil
}
