package cart

import (
	"math"
	"slices"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
)

// WholeQuantity reads a quantity that must be a whole number from 1 to
// MaxQuantity.
func WholeQuantity(q float64) (int, bool) {
	if math.IsNaN(q) || q < 1 || q > MaxQuantity || q != math.Trunc(q) {
		return 0, false
	}
	return int(q), true
}

// resolved is an item input checked against the catalogue.
type resolved struct {
	product  catalog.Product  // as added: simple, virtual or configurable
	variant  *catalog.Product // the configurable's chosen variant
	quantity int
	options  []catalog.StoredOption
}

func (r resolved) bought() catalog.Product {
	if r.variant != nil {
		return *r.variant
	}
	return r.product
}

// resolve checks an item input against the products found for it (by
// SKU, variants too, and the parents of variants, by id) and returns what
// to add, or the user error that keeps it out.
func resolve(in ItemInput, bySKU map[string]catalog.Product, byID map[int64]catalog.Product) (resolved, *UserError) {
	fail := func(code UserErrorCode, key string, args ...any) (resolved, *UserError) {
		return resolved{}, &UserError{Code: code, Err: apperr.New(apperr.Invalid, key, args...)}
	}
	sku := strings.TrimSpace(in.SKU)
	if sku == "" {
		return fail(RequiredParameterMissing, "cart.add.skuMissing")
	}
	quantity, ok := WholeQuantity(in.Quantity)
	if !ok {
		return fail(InvalidParameterValue, "cart.add.quantity", "max", MaxQuantity)
	}
	found, ok := bySKU[sku]
	if !ok {
		return fail(ProductNotFound, "cart.add.productNotFound", "sku", catalog.ShortSKU(sku))
	}
	var r resolved
	r.quantity = quantity
	switch {
	case found.ParentID != 0:
		// A variant by its own SKU: its configurable product must be the
		// parent named, when one is.
		parent, ok := byID[found.ParentID]
		if !ok || (in.ParentSKU != "" && strings.TrimSpace(in.ParentSKU) != parent.SKU) {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", catalog.ShortSKU(sku))
		}
		r.product = parent
		for i := range parent.Variants {
			if parent.Variants[i].ID == found.ID {
				r.variant = &parent.Variants[i]
			}
		}
		if r.variant == nil {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", catalog.ShortSKU(sku))
		}
	case found.Type == catalog.Configurable:
		r.product = found
	default:
		if in.ParentSKU != "" {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", catalog.ShortSKU(sku))
		}
		r.product = found
	}

	// Sort the selected uids: configurable values, customizable values.
	choices, ok := catalog.ParseChoices(in.SelectedOptions, in.EnteredOptions)
	if !ok {
		return fail(InvalidParameterValue, "cart.add.optionUnknown")
	}
	chosen := choices.Configurable

	if r.product.Type == catalog.Configurable {
		if r.variant == nil {
			v, ue := pickVariant(r.product, chosen)
			if ue != nil {
				return resolved{}, ue
			}
			r.variant = v
		} else if len(chosen) > 0 && !catalog.VariantHas(r.product, *r.variant, chosen) {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
	} else if len(chosen) > 0 {
		return fail(InvalidParameterValue, "cart.add.optionUnknown")
	}

	// Customizable options: every uid must be one of the product's, and
	// every required option chosen.
	var oe *catalog.OptionError
	if r.options, oe = catalog.CheckCustomOptions(r.product, choices, true); oe != nil {
		k := optionErrors[oe.Problem]
		return fail(k.code, k.key, oe.Args()...)
	}
	return r, nil
}

// optionErrors are the cart's codes and messages for the catalogue's
// problems with chosen customizable options.
var optionErrors = map[catalog.OptionProblem]struct {
	code UserErrorCode
	key  string
}{
	catalog.OptionUnknown:    {InvalidParameterValue, "cart.add.optionUnknown"},
	catalog.OptionRequired:   {RequiredParameterMissing, "cart.add.optionRequired"},
	catalog.OptionChoose:     {RequiredParameterMissing, "cart.add.optionChoose"},
	catalog.OptionCharacters: {InvalidParameterValue, "cart.add.optionCharacters"},
	catalog.OptionTooLong:    {InvalidParameterValue, "cart.add.optionTooLong"},
	catalog.OptionOne:        {InvalidParameterValue, "cart.add.optionOne"},
	catalog.OptionNotWith:    {InvalidParameterValue, "cart.add.optionNotWith"},
}

// pickVariant finds the active variant of a configurable product whose
// values are the chosen ones, one for each of its options.
func pickVariant(p catalog.Product, chosen map[string]int64) (*catalog.Product, *UserError) {
	if !catalog.KnowsAttributes(p, chosen) {
		return nil, &UserError{Code: InvalidParameterValue, Err: apperr.New(apperr.Invalid, "cart.add.optionUnknown")}
	}
	for _, o := range p.ConfigurableOptions {
		if _, ok := chosen[o.AttributeCode]; !ok {
			return nil, &UserError{Code: RequiredParameterMissing, Err: apperr.New(apperr.Invalid, "cart.add.optionChoose", "option", o.Label)}
		}
	}
	if v := catalog.FindVariant(p, chosen); v != nil {
		return v, nil
	}
	return nil, &UserError{Code: NotSalable, Err: apperr.New(apperr.Invalid, "cart.add.combination")}
}

// ChosenOptions turns stored options into what an item shows, with the
// surcharge of each on base (the product's final price); options or values
// the product no longer has are left out, and ok is false when a required
// option is no longer chosen.
func ChosenOptions(p catalog.Product, stored []catalog.StoredOption, base catalog.Money) (out []ChosenOption, ok bool) {
	byID := map[int64]catalog.StoredOption{}
	for _, s := range stored {
		byID[s.OptionID] = s
	}
	ok = true
	for _, o := range p.CustomOptions {
		s, has := byID[o.ID]
		c := ChosenOption{Option: o}
		switch {
		case has && (o.Type.Text() || o.Type == catalog.FileOption) && s.Text != "":
			c.Text = s.Text
			c.Surcharge = catalog.Surcharge(o.Price, o.PriceType, base)
		case has && o.Type.Selectable():
			for _, v := range o.Values {
				if slices.Contains(s.Values, v.ID) {
					c.Values = append(c.Values, v)
					c.Surcharge += catalog.Surcharge(v.Price, v.PriceType, base)
				}
			}
		}
		if c.Text == "" && len(c.Values) == 0 {
			if o.Required {
				ok = false
			}
			continue
		}
		out = append(out, c)
	}
	return out, ok
}

// ConfigurableChoices are the values a variant of the configurable
// product p has for p's options, in p's order.
func ConfigurableChoices(p catalog.Product, v catalog.Product) []ConfigurableChoice {
	var out []ConfigurableChoice
	for _, o := range p.ConfigurableOptions {
		var val *catalog.Option
		switch o.AttributeCode {
		case catalog.AttrColor:
			val = v.Color
		case catalog.AttrSize:
			val = v.Size
		}
		if val != nil {
			out = append(out, ConfigurableChoice{AttributeCode: o.AttributeCode, Label: o.Label, OptionID: val.ID, ValueLabel: val.Label})
		}
	}
	return out
}
