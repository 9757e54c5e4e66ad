package wishlist

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// encodeOptions is the canonical form of chosen options (by option id,
// values sorted) and a key that is equal for equal choices; both empty for
// none.
func encodeOptions(opts []StoredOption) (string, string) {
	if len(opts) == 0 {
		return "", ""
	}
	sorted := slices.Clone(opts)
	slices.SortFunc(sorted, func(a, b StoredOption) int { return int(a.OptionID - b.OptionID) })
	for i := range sorted {
		sorted[i].Values = slices.Sorted(slices.Values(sorted[i].Values))
	}
	raw, _ := json.Marshal(sorted) // plain structs: cannot fail
	sum := sha256.Sum256(raw)
	return string(raw), hex.EncodeToString(sum[:16])
}

// decodeOptions reads what encodeOptions wrote; an unreadable value (which
// only a hand-edited row could hold) reads as no options.
func decodeOptions(raw string) []StoredOption {
	if raw == "" {
		return nil
	}
	var out []StoredOption
	if json.Unmarshal([]byte(raw), &out) != nil {
		return nil
	}
	return out
}

// wholeQuantity reads a quantity that must be a whole number from 1 to
// MaxQuantity.
func wholeQuantity(q float64) (int, bool) {
	if math.IsNaN(q) || q < 1 || q > MaxQuantity || q != math.Trunc(q) {
		return 0, false
	}
	return int(q), true
}

// maxOptionText bounds a field's text where the option sets no limit (as
// the cart does).
const maxOptionText = 255

// shortSKU is an SKU for a message: at most 64 characters of it.
func shortSKU(sku string) string {
	if utf8.RuneCountInString(sku) <= 64 {
		return sku
	}
	return string([]rune(sku)[:64]) + "…"
}

// resolved is an item input checked against the catalogue.
type resolved struct {
	product catalog.Product  // as added: simple, virtual or configurable
	variant *catalog.Product // the configurable's chosen variant, if any
	options []StoredOption
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
	notFound := userError(ProductNotFound, "wishlist.add.productNotFound", "sku", shortSKU(sku))
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
	chosen := map[string]int64{} // attribute code → option id
	values := map[int64][]int64{}
	for _, uid := range selected {
		ref, ok := catalog.ParseOptionUID(strings.TrimSpace(uid))
		switch {
		case !ok:
			return resolved{}, unknown
		case ref.Attribute != "":
			if _, dup := chosen[ref.Attribute]; dup {
				return resolved{}, unknown
			}
			chosen[ref.Attribute] = ref.OptionID
		case ref.ValueID == 0 || slices.Contains(values[ref.OptionID], ref.ValueID):
			return resolved{}, unknown
		default:
			values[ref.OptionID] = append(values[ref.OptionID], ref.ValueID)
		}
	}
	texts := map[int64]string{}
	for _, e := range entered {
		ref, ok := catalog.ParseOptionUID(strings.TrimSpace(e.UID))
		if !ok || ref.Attribute != "" || ref.ValueID != 0 {
			return resolved{}, unknown
		}
		if _, dup := texts[ref.OptionID]; dup {
			return resolved{}, unknown
		}
		texts[ref.OptionID] = e.Value
	}

	if len(chosen) > 0 {
		p := r.product
		if p.Type != catalog.Configurable {
			return resolved{}, unknown
		}
		for attr := range chosen {
			if !slices.ContainsFunc(p.ConfigurableOptions, func(o catalog.ConfigurableOption) bool { return o.AttributeCode == attr }) {
				return resolved{}, unknown
			}
		}
		switch {
		case r.variant != nil:
			if !variantHas(p, *r.variant, chosen) {
				return resolved{}, unknown
			}
		case len(chosen) == len(p.ConfigurableOptions):
			at := slices.IndexFunc(p.Variants, func(v catalog.Product) bool { return variantHas(p, v, chosen) })
			if at < 0 {
				return resolved{}, userError(Undefined, "wishlist.add.combination")
			}
			r.variant = &p.Variants[at]
		}
		// Fewer values than options: the variant stays to be chosen.
	}

	known := map[int64]catalog.CustomOption{}
	for _, o := range r.product.CustomOptions {
		known[o.ID] = o
	}
	for id := range values {
		if o, ok := known[id]; !ok || !o.Type.Selectable() {
			return resolved{}, unknown
		}
	}
	for id := range texts {
		if o, ok := known[id]; !ok || o.Type != catalog.FieldOption {
			return resolved{}, unknown
		}
	}
	r.options = nil
	for _, o := range r.product.CustomOptions {
		if o.Type == catalog.FieldOption {
			text := strings.TrimSpace(i18n.StripFormat(texts[o.ID]))
			switch {
			case text == "":
				continue
			case !utf8.ValidString(text) || !apperr.Printable(text, false):
				return resolved{}, userError(Undefined, "wishlist.add.optionCharacters", "option", o.Title)
			case o.MaxCharacters > 0 && utf8.RuneCountInString(text) > o.MaxCharacters:
				return resolved{}, userError(Undefined, "wishlist.add.optionTooLong", "option", o.Title, "max", o.MaxCharacters)
			case utf8.RuneCountInString(text) > maxOptionText:
				return resolved{}, userError(Undefined, "wishlist.add.optionTooLong", "option", o.Title, "max", maxOptionText)
			}
			r.options = append(r.options, StoredOption{OptionID: o.ID, Text: text})
			continue
		}
		picked := values[o.ID]
		switch {
		case len(picked) == 0:
			continue
		case o.Type == catalog.DropDownOption && len(picked) > 1:
			return resolved{}, userError(Undefined, "wishlist.add.optionOne", "option", o.Title)
		}
		for _, v := range picked {
			if !slices.ContainsFunc(o.Values, func(x catalog.CustomOptionValue) bool { return x.ID == v }) {
				return resolved{}, unknown
			}
		}
		r.options = append(r.options, StoredOption{OptionID: o.ID, Values: picked})
	}
	return r, nil
}

// variantHas reports whether a variant has every chosen value.
func variantHas(p catalog.Product, v catalog.Product, chosen map[string]int64) bool {
	for _, o := range p.ConfigurableOptions {
		want, ok := chosen[o.AttributeCode]
		if !ok {
			continue
		}
		var has *catalog.Option
		switch o.AttributeCode {
		case catalog.AttrColor:
			has = v.Color
		case catalog.AttrSize:
			has = v.Size
		}
		if has == nil || has.ID != want {
			return false
		}
	}
	return true
}

// Describe describes an item from its product as the catalogue has it now
// (nil when it is no longer sold): the chosen variant and its values, the
// chosen options the product still has with their surcharges, and the
// unit price now.
func (it Item) Describe(p *catalog.Product, now time.Time) View {
	v := View{Complete: true}
	if p == nil || p.ID != it.ProductID {
		return View{}
	}
	v.Product = p
	if it.VariantID != 0 {
		for i := range p.Variants {
			if p.Variants[i].ID == it.VariantID {
				v.Variant = &p.Variants[i]
			}
		}
	}
	if v.Variant != nil {
		for _, o := range p.ConfigurableOptions {
			var val *catalog.Option
			switch o.AttributeCode {
			case catalog.AttrColor:
				val = v.Variant.Color
			case catalog.AttrSize:
				val = v.Variant.Size
			}
			if val != nil {
				v.Configurable = append(v.Configurable, cart.ConfigurableChoice{AttributeCode: o.AttributeCode, Label: o.Label,
					OptionID: val.ID, ValueLabel: val.Label})
			}
		}
	}
	priced := *p
	if v.Variant != nil {
		priced = *v.Variant
	}
	base := priced.Pricing(now).Final
	v.UnitPrice = base
	byID := map[int64]StoredOption{}
	for _, s := range it.Options {
		byID[s.OptionID] = s
	}
	for _, o := range p.CustomOptions {
		s, has := byID[o.ID]
		c := cart.ChosenOption{Option: o}
		switch {
		case has && o.Type == catalog.FieldOption && s.Text != "":
			c.Text = s.Text
			c.Surcharge = catalog.Surcharge(o.Price, o.PriceType, base)
		case has && o.Type.Selectable():
			for _, val := range o.Values {
				if slices.Contains(s.Values, val.ID) {
					c.Values = append(c.Values, val)
					c.Surcharge += catalog.Surcharge(val.Price, val.PriceType, base)
				}
			}
		}
		if c.Text == "" && len(c.Values) == 0 {
			if o.Required {
				v.Complete = false
			}
			continue
		}
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
	case v.Product == nil:
		return fail(CartProductNotFound, "wishlist.cart.gone")
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
		if o.Option.Type == catalog.FieldOption {
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
