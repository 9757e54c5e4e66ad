package wishlist

import (
	"strings"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
)

// resolved is an item input checked against the catalogue.
type resolved struct {
	product catalog.Product  // as added: simple, virtual or configurable
	variant *catalog.Product // the configurable's chosen variant, if any
	options []catalog.StoredOption
}

// chosenID is the id of what was chosen: the variant, else the product.
func (r resolved) chosenID() int64 {
	if r.variant != nil {
		return r.variant.ID
	}
	return r.product.ID
}

func userError(code UserErrorCode, key string, args ...any) *UserError {
	return &UserError{Code: code, Err: apperr.New(apperr.Invalid, key, args...)}
}

// find checks a product reference (an SKU, for a variant its parent's)
// against the products found for it: by SKU (variants too) and the parents
// of variants by id.
func find(sku, parentSKU string, bySKU map[string]catalog.Product, byID map[int64]catalog.Product) (resolved, *UserError) {
	sku = strings.TrimSpace(sku)
	if sku == "" {
		return resolved{}, userError(Undefined, "wishlist.add.skuMissing")
	}
	notFound := userError(ProductNotFound, "wishlist.add.productNotFound", "sku", catalog.ShortSKU(sku))
	found, ok := bySKU[sku]
	if !ok {
		return resolved{}, notFound
	}
	parentSKU = strings.TrimSpace(parentSKU)
	var r resolved
	switch {
	case found.ParentID != 0:
		parent, ok := byID[found.ParentID]
		if !ok || (parentSKU != "" && parentSKU != parent.SKU) {
			return resolved{}, notFound
		}
		r.product = parent
		for i := range parent.Variants {
			if parent.Variants[i].ID == found.ID {
				r.variant = &parent.Variants[i]
			}
		}
		if r.variant == nil {
			return resolved{}, notFound
		}
	case parentSKU != "" && parentSKU != found.SKU:
		return resolved{}, notFound
	default:
		r.product = found
	}
	return r, nil
}

// choose applies selected and entered options to a found product: a
// configurable product's values choose its variant (all of them; none
// keep it open or as found), customizable values and texts must be the
// product's and keep their limits. Required options may stay open.
func choose(r resolved, selected []string, entered []cart.EnteredOption) (resolved, *UserError) {
	unknown := userError(Undefined, "wishlist.add.optionUnknown")
	choices, ok := catalog.ParseChoices(selected, entered)
	if !ok {
		return resolved{}, unknown
	}
	if chosen := choices.Configurable; len(chosen) > 0 {
		p := r.product
		if p.Type != catalog.Configurable || !catalog.KnowsAttributes(p, chosen) {
			return resolved{}, unknown
		}
		switch {
		case r.variant != nil:
			if !catalog.VariantHas(p, *r.variant, chosen) {
				return resolved{}, unknown
			}
		case len(chosen) == len(p.ConfigurableOptions):
			if r.variant = catalog.FindVariant(p, chosen); r.variant == nil {
				return resolved{}, userError(Undefined, "wishlist.add.combination")
			}
		}
		// Fewer values than options: the variant stays to be chosen.
	}
	var oe *catalog.OptionError
	if r.options, oe = catalog.CheckCustomOptions(r.product, choices, false); oe != nil {
		return resolved{}, userError(Undefined, optionKeys[oe.Problem], oe.Args()...)
	}
	return r, nil
}

// optionKeys are the wish list's messages for the catalogue's problems
// with chosen customizable options (required options may stay open).
var optionKeys = map[catalog.OptionProblem]string{
	catalog.OptionUnknown:    "wishlist.add.optionUnknown",
	catalog.OptionCharacters: "wishlist.add.optionCharacters",
	catalog.OptionTooLong:    "wishlist.add.optionTooLong",
	catalog.OptionOne:        "wishlist.add.optionOne",
	catalog.OptionNotWith:    "wishlist.add.optionNotWith",
}

// Describe describes an item from its product as the catalogue has it now
// (nil when it is no longer sold): the chosen variant and its values, the
// chosen options the product still has with their surcharges, and the
// unit price now.
func (it Item) Describe(p *catalog.Product, now time.Time) View {
	v := View{Complete: true}
	if p == nil || p.ID != it.ProductID || !catalog.Sellable(*p) {
		return it.unavailable(p)
	}
	v.Product = p
	if it.VariantID != 0 {
		for i := range p.Variants {
			if p.Variants[i].ID == it.VariantID && catalog.Sellable(p.Variants[i]) {
				v.Variant = &p.Variants[i]
			}
		}
	}
	if v.Variant != nil {
		v.Configurable = cart.ConfigurableChoices(*p, *v.Variant)
	}
	priced := *p
	if v.Variant != nil {
		priced = *v.Variant
	}
	base := priced.Pricing(now).Final
	v.UnitPrice = base
	chosen, complete := cart.ChosenOptions(*p, it.Options, base)
	v.Complete = complete
	for _, c := range chosen {
		v.Chosen = append(v.Chosen, c)
		v.UnitPrice += c.Surcharge
	}
	v.PriceChanged = v.UnitPrice != it.PriceWhenAdded
	return v
}

// cartInput is what adding a described item to a cart sends, or the
// reason it cannot be added.
func cartInput(it Item, v View) (cart.ItemInput, *CartError) {
	fail := func(code CartErrorCode, key string, args ...any) (cart.ItemInput, *CartError) {
		return cart.ItemInput{}, &CartError{Code: code, ItemID: it.ID, Err: apperr.New(apperr.Invalid, key, args...)}
	}
	switch {
	case v.Product == nil && it.ProductID == 0:
		return fail(CartProductNotFound, "wishlist.cart.goneNamed", "name", it.Kept.ProductName)
	case v.Product == nil:
		name := it.Kept.ProductName
		if v.Shown != nil {
			name = v.Shown.Name
		}
		return fail(CartNotSalable, "wishlist.cart.unavailable", "name", name)
	case v.Product.Type == catalog.Configurable && v.Variant == nil:
		if it.VariantID != 0 {
			return fail(CartNotSalable, "wishlist.cart.variantGone", "name", v.Product.Name)
		}
		return fail(CartRequiredParameterMissing, "wishlist.cart.chooseVariant", "name", v.Product.Name)
	case !v.Complete:
		return fail(CartRequiredParameterMissing, "wishlist.cart.chooseOptions", "name", v.Product.Name)
	}
	in := cart.ItemInput{SKU: v.Product.SKU, Quantity: float64(it.Quantity)}
	if v.Variant != nil {
		in.SKU, in.ParentSKU = v.Variant.SKU, v.Product.SKU
	}
	for _, o := range v.Chosen {
		if o.Option.Type.Text() || o.Option.Type == catalog.FileOption {
			in.EnteredOptions = append(in.EnteredOptions, cart.EnteredOption{UID: catalog.CustomOptionUID(o.Option.ID), Value: o.Text})
			continue
		}
		for _, val := range o.Values {
			in.SelectedOptions = append(in.SelectedOptions, catalog.CustomOptionValueUID(o.Option.ID, val.ID))
		}
	}
	return in, nil
}

// cartErrorCode is the wish list's code of a cart's user error.
func cartErrorCode(c cart.UserErrorCode) CartErrorCode {
	switch c {
	case cart.ProductNotFound:
		return CartProductNotFound
	case cart.RequiredParameterMissing:
		return CartRequiredParameterMissing
	case cart.NotSalable:
		return CartNotSalable
	case cart.InsufficientStock:
		return CartInsufficientStock
	}
	return CartUndefined
}
