package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// This file checks what a customer chose of a product (a configurable
// product's values, a customizable option's values or text) for the
// domains that keep such choices: the cart and the wish list. Each of them
// words the problems in its own messages.

// StoredOption is a chosen customizable option as an item (a cart's, a
// wish list's) keeps it: the option's id and either its chosen values' ids
// or its text.
type StoredOption struct {
	OptionID int64   `json:"o"`
	Values   []int64 `json:"v,omitempty"`
	Text     string  `json:"t,omitempty"`
}

// EncodeOptions is the canonical form of chosen options (by option id,
// values sorted) and a key that is equal for equal choices; both empty for
// none.
func EncodeOptions(opts []StoredOption) (string, string) {
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

// DecodeOptions reads what EncodeOptions wrote; an unreadable value (which
// only a hand-edited row could hold) reads as no options.
func DecodeOptions(raw string) []StoredOption {
	if raw == "" {
		return nil
	}
	var out []StoredOption
	if json.Unmarshal([]byte(raw), &out) != nil {
		return nil
	}
	return out
}

// MaxOptionText bounds a field option's text where the option sets no
// limit.
const MaxOptionText = 255

// ShortSKU is an SKU for a message: at most 64 characters of it.
func ShortSKU(sku string) string {
	if utf8.RuneCountInString(sku) <= 64 {
		return sku
	}
	return string([]rune(sku)[:64]) + "…"
}

// EnteredOption is a customizable field option's text as a client sends
// it: the option's uid (CustomOptionUID) and the text.
type EnteredOption struct {
	UID   string
	Value string
}

// Choices are a client's option uids sorted by what they choose.
type Choices struct {
	// Configurable maps a configurable product's attribute code to the
	// chosen value's id.
	Configurable map[string]int64
	// Values are the chosen values' ids of drop-down and checkbox
	// options, by option id.
	Values map[int64][]int64
	// Texts are the entered texts of field options, by option id.
	Texts map[int64]string
}

// ParseChoices sorts selected uids (configurable values, customizable
// options' values) and entered texts; ok is false for a uid that is
// malformed, names an option without a value where one is needed (or a
// value where none is), or repeats an attribute, a value or a field.
func ParseChoices(selected []string, entered []EnteredOption) (c Choices, ok bool) {
	c = Choices{Configurable: map[string]int64{}, Values: map[int64][]int64{}, Texts: map[int64]string{}}
	for _, uid := range selected {
		ref, ok := ParseOptionUID(strings.TrimSpace(uid))
		switch {
		case !ok:
			return Choices{}, false
		case ref.Attribute != "":
			if _, dup := c.Configurable[ref.Attribute]; dup {
				return Choices{}, false
			}
			c.Configurable[ref.Attribute] = ref.OptionID
		case ref.ValueID == 0 || slices.Contains(c.Values[ref.OptionID], ref.ValueID):
			return Choices{}, false
		default:
			c.Values[ref.OptionID] = append(c.Values[ref.OptionID], ref.ValueID)
		}
	}
	for _, e := range entered {
		ref, ok := ParseOptionUID(strings.TrimSpace(e.UID))
		if !ok || ref.Attribute != "" || ref.ValueID != 0 {
			return Choices{}, false
		}
		if _, dup := c.Texts[ref.OptionID]; dup {
			return Choices{}, false
		}
		c.Texts[ref.OptionID] = e.Value
	}
	return c, true
}

// KnowsAttributes reports whether every chosen attribute is one of the
// configurable product's options.
func KnowsAttributes(p Product, chosen map[string]int64) bool {
	for attr := range chosen {
		if !slices.ContainsFunc(p.ConfigurableOptions, func(o ConfigurableOption) bool { return o.AttributeCode == attr }) {
			return false
		}
	}
	return true
}

// VariantHas reports whether a variant of the configurable product p has
// every chosen value (attribute code → value id) among p's options.
func VariantHas(p Product, v Product, chosen map[string]int64) bool {
	for _, o := range p.ConfigurableOptions {
		want, ok := chosen[o.AttributeCode]
		if !ok {
			continue
		}
		var has *Option
		switch o.AttributeCode {
		case AttrColor:
			has = v.Color
		case AttrSize:
			has = v.Size
		}
		if has == nil || has.ID != want {
			return false
		}
	}
	return true
}

// FindVariant is the first of p's variants that has every chosen value;
// nil when none has.
func FindVariant(p Product, chosen map[string]int64) *Product {
	at := slices.IndexFunc(p.Variants, func(v Product) bool { return VariantHas(p, v, chosen) })
	if at < 0 {
		return nil
	}
	return &p.Variants[at]
}

// OptionProblem is why chosen customizable options are refused.
type OptionProblem int

// The problems CheckCustomOptions finds.
const (
	// OptionUnknown: a value or text for an option the product does not
	// have, or a value the option does not have.
	OptionUnknown OptionProblem = iota + 1
	// OptionRequired: a required field option without text.
	OptionRequired
	// OptionChoose: a required drop-down or checkbox option without a
	// value.
	OptionChoose
	// OptionCharacters: a text with characters that cannot be printed.
	OptionCharacters
	// OptionTooLong: a text longer than Max characters.
	OptionTooLong
	// OptionOne: more than one value for a drop-down.
	OptionOne
	// OptionNotWith: a value that needs a value of another option (see
	// CustomOptionValue.Requires) that is not chosen.
	OptionNotWith
)

// OptionError is a refused choice of customizable options: the problem,
// the option's title, for OptionTooLong the limit, and for OptionNotWith
// the value refused, the other option and its values it would need.
type OptionError struct {
	Problem OptionProblem
	Option  string
	Max     int
	Value   string
	Other   string
	Allowed string
}

// Args are the message arguments of the error: none for OptionUnknown,
// "option" (and "max" for OptionTooLong; "value", "other" and "allowed"
// for OptionNotWith) for the others.
func (e *OptionError) Args() []any {
	switch e.Problem {
	case OptionUnknown:
		return nil
	case OptionTooLong:
		return []any{"option", e.Option, "max", e.Max}
	case OptionNotWith:
		return []any{"option", e.Option, "value", e.Value, "other", e.Other, "allowed", e.Allowed}
	}
	return []any{"option", e.Option}
}

// Unmet is the first option whose values v needs (CustomOptionValue.
// Requires) none of which is among chosen (value ids by option id), with
// those values; nil when v is available with the choice. The product's
// options p are the ones v belongs to.
func Unmet(p Product, v CustomOptionValue, chosen map[int64][]int64) (*CustomOption, []CustomOptionValue) {
	if len(v.Requires) == 0 {
		return nil, nil
	}
	for i := range p.CustomOptions {
		o := &p.CustomOptions[i]
		var needed []CustomOptionValue
		met := false
		for _, ov := range o.Values {
			if slices.Contains(v.Requires, ov.ID) {
				needed = append(needed, ov)
				met = met || slices.Contains(chosen[o.ID], ov.ID)
			}
		}
		if len(needed) > 0 && !met {
			return o, needed
		}
	}
	return nil, nil
}

// anyAvailable reports whether some value of o is available with chosen.
func anyAvailable(p Product, o CustomOption, chosen map[int64][]int64) bool {
	return slices.ContainsFunc(o.Values, func(v CustomOptionValue) bool {
		other, _ := Unmet(p, v, chosen)
		return other == nil
	})
}

// CheckCustomOptions checks chosen values and texts against the product's
// customizable options and returns them as kept, in the product's order:
// every option must be the product's and of the right type, every value
// the option's, a drop-down's value one, a text printable (formatting
// stripped, trimmed) and within its limit (MaxOptionText where the option
// sets none), a value only with the values of options above that it needs
// (CustomOptionValue.Requires). With required, a required option left open
// is an error (unless the choices above leave none of its values); without,
// it may stay open.
func CheckCustomOptions(p Product, c Choices, required bool) ([]StoredOption, *OptionError) {
	unknown := &OptionError{Problem: OptionUnknown}
	known := map[int64]CustomOption{}
	for _, o := range p.CustomOptions {
		known[o.ID] = o
	}
	for id := range c.Values {
		if o, ok := known[id]; !ok || !o.Type.Selectable() {
			return nil, unknown
		}
	}
	for id := range c.Texts {
		if o, ok := known[id]; !ok || !(o.Type.Text() || o.Type == FileOption) {
			return nil, unknown
		}
	}
	var out []StoredOption
	for _, o := range p.CustomOptions {
		if o.Type.Text() || o.Type == FileOption {
			text, oe := checkText(o, c.Texts[o.ID], required)
			if oe != nil {
				return nil, oe
			}
			if text != "" {
				out = append(out, StoredOption{OptionID: o.ID, Text: text})
			}
			continue
		}
		picked := c.Values[o.ID]
		switch {
		case len(picked) == 0 && required && o.Required && anyAvailable(p, o, c.Values):
			// A required option none of whose values the choices above
			// allow is not offered, so it is not missing either.
			return nil, &OptionError{Problem: OptionChoose, Option: o.Title}
		case len(picked) == 0:
			continue
		case o.Type.Single() && len(picked) > 1:
			return nil, &OptionError{Problem: OptionOne, Option: o.Title}
		}
		for _, id := range picked {
			at := slices.IndexFunc(o.Values, func(x CustomOptionValue) bool { return x.ID == id })
			if at < 0 {
				return nil, unknown
			}
			if other, needed := Unmet(p, o.Values[at], c.Values); other != nil {
				titles := make([]string, len(needed))
				for i, n := range needed {
					titles[i] = n.Title
				}
				return nil, &OptionError{Problem: OptionNotWith, Option: o.Title, Value: o.Values[at].Title,
					Other: other.Title, Allowed: strings.Join(titles, " / ")}
			}
		}
		out = append(out, StoredOption{OptionID: o.ID, Values: picked})
	}
	return out, nil
}

// checkText checks the text entered for a field, an area (several lines,
// line breaks counted as one character each) or a file option (the
// upload's token, which the cart checks is its own): printable, within
// its limit; "" for none, an error when required and missing.
func checkText(o CustomOption, raw string, required bool) (string, *OptionError) {
	text := strings.TrimSpace(i18n.StripFormat(raw))
	limit := MaxOptionText
	if o.Type == AreaOption {
		text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
		limit = MaxAreaText
	}
	if o.MaxCharacters > 0 && o.MaxCharacters < limit {
		limit = o.MaxCharacters
	}
	switch {
	case text == "" && required && o.Required:
		return "", &OptionError{Problem: OptionRequired, Option: o.Title}
	case text == "":
		return "", nil
	case o.Type == FileOption && !IsFileToken(text):
		return "", &OptionError{Problem: OptionUnknown}
	case !utf8.ValidString(text) || !apperr.Printable(text, o.Type == AreaOption):
		return "", &OptionError{Problem: OptionCharacters, Option: o.Title}
	case utf8.RuneCountInString(text) > limit:
		return "", &OptionError{Problem: OptionTooLong, Option: o.Title, Max: limit}
	}
	return text, nil
}
