package cart

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// storedOption is a chosen customizable option as a cart item keeps it:
// the option's id and either its chosen values' ids or its text.
type storedOption struct {
	OptionID int64   `json:"o"`
	Values   []int64 `json:"v,omitempty"`
	Text     string  `json:"t,omitempty"`
}

// encodeOptions is the canonical form of chosen options (by option id,
// values sorted) and a key that is equal for equal choices; both empty for
// none.
func encodeOptions(opts []storedOption) (string, string) {
	if len(opts) == 0 {
		return "", ""
	}
	sorted := slices.Clone(opts)
	slices.SortFunc(sorted, func(a, b storedOption) int { return int(a.OptionID - b.OptionID) })
	for i := range sorted {
		sorted[i].Values = slices.Sorted(slices.Values(sorted[i].Values))
	}
	raw, _ := json.Marshal(sorted) // plain structs: cannot fail
	sum := sha256.Sum256(raw)
	return string(raw), hex.EncodeToString(sum[:16])
}

// decodeOptions reads what encodeOptions wrote; an unreadable value (which
// only a hand-edited row could hold) reads as no options.
func decodeOptions(raw string) []storedOption {
	if raw == "" {
		return nil
	}
	var out []storedOption
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

// resolved is an item input checked against the catalogue.
type resolved struct {
	product  catalog.Product  // as added: simple, virtual or configurable
	variant  *catalog.Product // the configurable's chosen variant
	quantity int
	options  []storedOption
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
	quantity, ok := wholeQuantity(in.Quantity)
	if !ok {
		return fail(InvalidParameterValue, "cart.add.quantity", "max", MaxQuantity)
	}
	found, ok := bySKU[sku]
	if !ok {
		return fail(ProductNotFound, "cart.add.productNotFound", "sku", shortSKU(sku))
	}
	var r resolved
	r.quantity = quantity
	switch {
	case found.ParentID != 0:
		// A variant by its own SKU: its configurable product must be the
		// parent named, when one is.
		parent, ok := byID[found.ParentID]
		if !ok || (in.ParentSKU != "" && strings.TrimSpace(in.ParentSKU) != parent.SKU) {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", shortSKU(sku))
		}
		r.product = parent
		for i := range parent.Variants {
			if parent.Variants[i].ID == found.ID {
				r.variant = &parent.Variants[i]
			}
		}
		if r.variant == nil {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", shortSKU(sku))
		}
	case found.Type == catalog.Configurable:
		r.product = found
	default:
		if in.ParentSKU != "" {
			return fail(ProductNotFound, "cart.add.productNotFound", "sku", shortSKU(sku))
		}
		r.product = found
	}

	// Sort the selected uids: configurable values, customizable values.
	chosen := map[string]int64{} // attribute code → option id
	values := map[int64][]int64{}
	for _, uid := range in.SelectedOptions {
		ref, ok := catalog.ParseOptionUID(strings.TrimSpace(uid))
		switch {
		case !ok:
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		case ref.Attribute != "":
			if _, dup := chosen[ref.Attribute]; dup {
				return fail(InvalidParameterValue, "cart.add.optionUnknown")
			}
			chosen[ref.Attribute] = ref.OptionID
		case ref.ValueID == 0:
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		default:
			if slices.Contains(values[ref.OptionID], ref.ValueID) {
				return fail(InvalidParameterValue, "cart.add.optionUnknown")
			}
			values[ref.OptionID] = append(values[ref.OptionID], ref.ValueID)
		}
	}
	texts := map[int64]string{}
	for _, e := range in.EnteredOptions {
		ref, ok := catalog.ParseOptionUID(strings.TrimSpace(e.UID))
		if !ok || ref.Attribute != "" || ref.ValueID != 0 {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
		if _, dup := texts[ref.OptionID]; dup {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
		texts[ref.OptionID] = e.Value
	}

	if r.product.Type == catalog.Configurable {
		if r.variant == nil {
			v, ue := pickVariant(r.product, chosen)
			if ue != nil {
				return resolved{}, ue
			}
			r.variant = v
		} else if len(chosen) > 0 && !variantHas(r.product, *r.variant, chosen) {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
	} else if len(chosen) > 0 {
		return fail(InvalidParameterValue, "cart.add.optionUnknown")
	}

	// Customizable options: every uid must be one of the product's, and
	// every required option chosen.
	known := map[int64]catalog.CustomOption{}
	for _, o := range r.product.CustomOptions {
		known[o.ID] = o
	}
	for id := range values {
		if o, ok := known[id]; !ok || !o.Type.Selectable() {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
	}
	for id := range texts {
		if o, ok := known[id]; !ok || o.Type != catalog.FieldOption {
			return fail(InvalidParameterValue, "cart.add.optionUnknown")
		}
	}
	for _, o := range r.product.CustomOptions {
		switch o.Type {
		case catalog.FieldOption:
			text := strings.TrimSpace(i18n.StripFormat(texts[o.ID]))
			switch {
			case text == "" && o.Required:
				return fail(RequiredParameterMissing, "cart.add.optionRequired", "option", o.Title)
			case text == "":
				continue
			case !utf8.ValidString(text) || !apperr.Printable(text, false):
				return fail(InvalidParameterValue, "cart.add.optionCharacters", "option", o.Title)
			case o.MaxCharacters > 0 && utf8.RuneCountInString(text) > o.MaxCharacters:
				return fail(InvalidParameterValue, "cart.add.optionTooLong", "option", o.Title, "max", o.MaxCharacters)
			case utf8.RuneCountInString(text) > maxOptionText:
				return fail(InvalidParameterValue, "cart.add.optionTooLong", "option", o.Title, "max", maxOptionText)
			}
			r.options = append(r.options, storedOption{OptionID: o.ID, Text: text})
		default:
			picked := values[o.ID]
			switch {
			case len(picked) == 0 && o.Required:
				return fail(RequiredParameterMissing, "cart.add.optionChoose", "option", o.Title)
			case len(picked) == 0:
				continue
			case o.Type == catalog.DropDownOption && len(picked) > 1:
				return fail(InvalidParameterValue, "cart.add.optionOne", "option", o.Title)
			}
			for _, v := range picked {
				if !slices.ContainsFunc(o.Values, func(x catalog.CustomOptionValue) bool { return x.ID == v }) {
					return fail(InvalidParameterValue, "cart.add.optionUnknown")
				}
			}
			r.options = append(r.options, storedOption{OptionID: o.ID, Values: picked})
		}
	}
	return r, nil
}

// maxOptionText bounds a field's text where the option sets no limit.
const maxOptionText = 255

// shortSKU is an SKU for a message: at most 64 characters of it.
func shortSKU(sku string) string {
	if utf8.RuneCountInString(sku) <= 64 {
		return sku
	}
	return string([]rune(sku)[:64]) + "…"
}

// pickVariant finds the active variant of a configurable product whose
// values are the chosen ones, one for each of its options.
func pickVariant(p catalog.Product, chosen map[string]int64) (*catalog.Product, *UserError) {
	for attr := range chosen {
		if !slices.ContainsFunc(p.ConfigurableOptions, func(o catalog.ConfigurableOption) bool { return o.AttributeCode == attr }) {
			return nil, &UserError{Code: InvalidParameterValue, Err: apperr.New(apperr.Invalid, "cart.add.optionUnknown")}
		}
	}
	for _, o := range p.ConfigurableOptions {
		if _, ok := chosen[o.AttributeCode]; !ok {
			return nil, &UserError{Code: RequiredParameterMissing, Err: apperr.New(apperr.Invalid, "cart.add.optionChoose", "option", o.Label)}
		}
	}
	for i := range p.Variants {
		if variantHas(p, p.Variants[i], chosen) {
			return &p.Variants[i], nil
		}
	}
	return nil, &UserError{Code: NotSalable, Err: apperr.New(apperr.Invalid, "cart.add.combination")}
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

// chosenOptions turns stored options into what an item shows, with the
// surcharge of each on base (the product's final price); options or values
// the product no longer has are left out, and ok is false when a required
// option is no longer chosen.
func chosenOptions(p catalog.Product, stored []storedOption, base catalog.Money) (out []ChosenOption, ok bool) {
	byID := map[int64]storedOption{}
	for _, s := range stored {
		byID[s.OptionID] = s
	}
	ok = true
	for _, o := range p.CustomOptions {
		s, has := byID[o.ID]
		c := ChosenOption{Option: o}
		switch {
		case has && o.Type == catalog.FieldOption && s.Text != "":
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
