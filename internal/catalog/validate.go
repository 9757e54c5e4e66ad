package catalog

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Limits of the inputs.
const (
	maxName          = 255
	maxText          = 10_000
	maxImages        = 50
	maxVariants      = 500
	maxCustomOptions = 20
	maxOptionValues  = 50
	maxMaxCharacters = 1000
	maxImageSide     = 20000
	maxDeliveryDays  = 365
	maxStock         = 1_000_000_000
	maxLogoWidthMM   = 1000
	maxContent       = 1_000_000
	maxBatch         = 1000
	maxWeightGrams   = 1_000_000
	// maxPercent is 100 % in hundredths of a per cent (PercentPrice).
	maxPercent = 10_000
)

// validator builds Invalid errors that name the field, with a prefix for
// nested inputs ("variants[2].").
type validator struct{ prefix string }

func (v validator) at(field string) validator { return validator{prefix: v.prefix + field} }

// fail returns an Invalid error about field with the message key; args
// add name/value pairs to the field's name.
func (v validator) fail(key, field string, args ...any) *apperr.Error {
	f := v.prefix + field
	return apperr.New(apperr.Invalid, key, append([]any{"field", f}, args...)...).OnField(f)
}

// text checks that s is well-formed text of at most max characters: valid
// UTF-8, no NUL or other control characters except tab and line breaks.
func (v validator) text(field, s string, max int) error {
	if !utf8.ValidString(s) || strings.IndexFunc(s, badControl) >= 0 {
		return v.fail("catalog.input.encoding", field)
	}
	if utf8.RuneCountInString(s) > max {
		return v.fail("errors.input.tooLong", field, "max", max)
	}
	return nil
}

func badControl(r rune) bool {
	return (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0x7f
}

// localized checks a text per locale: known locales only, each text
// well-formed and at most max characters, German present when required.
func (v validator) localized(field string, texts Localized, required bool, max int) error {
	for l := range texts {
		if _, ok := i18n.Parse(string(l)); !ok {
			return v.fail("catalog.input.locale", field, "locale", truncate(string(l), 10))
		}
	}
	for _, l := range i18n.Locales {
		if err := v.text(field+"."+string(l), texts[l], max); err != nil {
			return err
		}
	}
	if required && strings.TrimSpace(texts[i18n.German]) == "" {
		return v.fail("catalog.input.required", field+".de")
	}
	return nil
}

// price checks an amount: from 0 to below MaxPrice.
func (v validator) price(field string, m Money) error {
	if m < 0 || m >= MaxPrice {
		return v.fail("catalog.input.price", field)
	}
	return nil
}

// between checks an integer range.
func (v validator) between(field string, n, lo, hi int) error {
	if n < lo || n > hi {
		return v.fail("catalog.input.range", field, "min", lo, "max", hi)
	}
	return nil
}

// validCode reports whether s is 1–64 letters, digits, '.', '_' or '-':
// SKUs, option codes and relation codes.
func validCode(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// validEAN reports whether s is a GTIN-8 or GTIN-13 (EAN) with its check
// digit right.
func validEAN(s string) bool {
	if len(s) != 8 && len(s) != 13 {
		return false
	}
	sum := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if i == len(s)-1 {
			return (10-sum%10)%10 == d
		}
		// weights 3 and 1 from the right, the check digit being weight 1
		if (len(s)-1-i)%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return false
}

// validSwatch reports whether s is a CSS hex colour, #abc or #aabbcc.
func validSwatch(s string) bool {
	if len(s) != 4 && len(s) != 7 || s[0] != '#' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// validateProductShape checks what can be checked without the database.
// It normalises defaults (type, tax class, price type) in place.
func validateProductShape(v validator, in *ProductInput) error {
	if in.Type == "" {
		in.Type = Simple
	}
	switch in.Type {
	case Simple, Configurable, Virtual:
	default:
		return v.fail("catalog.input.invalid", "type")
	}
	if !validCode(in.SKU) {
		return v.fail("catalog.input.sku", "sku", "value", truncate(in.SKU, 64))
	}
	if err := v.localized("name", in.Name, true, maxName); err != nil {
		return err
	}
	if err := v.localized("urlKey", in.URLKey, false, maxName); err != nil {
		return err
	}
	for _, f := range []struct {
		name  string
		texts Localized
	}{
		{"description", in.Description}, {"materialCare", in.MaterialCare}, {"sizeInfo", in.SizeInfo},
		{"manufacturerInfo", in.ManufacturerInfo}, {"metaDescription", in.MetaDescription},
		{"metaKeywords", in.MetaKeywords}, {"safety.notes", in.Safety.Notes},
	} {
		if err := v.localized(f.name, f.texts, false, maxText); err != nil {
			return err
		}
	}
	if err := v.localized("metaTitle", in.MetaTitle, false, maxName); err != nil {
		return err
	}
	if err := v.price("price", in.Price); err != nil {
		return err
	}
	if in.SpecialPrice != nil {
		if err := v.price("specialPrice", *in.SpecialPrice); err != nil {
			return err
		}
	}
	if in.SpecialFrom != nil && in.SpecialTo != nil && dayStart(*in.SpecialTo).Before(dayStart(*in.SpecialFrom)) {
		return v.fail("catalog.input.dateOrder", "specialTo", "from", "specialFrom")
	}
	if in.NewFrom != nil && in.NewTo != nil && in.NewTo.Before(*in.NewFrom) {
		return v.fail("catalog.input.dateOrder", "newTo", "from", "newFrom")
	}
	if in.TaxClass == "" {
		in.TaxClass = StandardRate
	}
	if in.TaxClass != StandardRate && in.TaxClass != ReducedRate {
		return v.fail("catalog.input.invalid", "taxClass")
	}
	if math.IsNaN(in.ContentQuantity) || in.ContentQuantity < 0 || in.ContentQuantity > maxContent {
		return v.fail("catalog.input.invalid", "contentQuantity")
	}
	switch in.BaseUnit {
	case "":
		if in.ContentQuantity > 0 {
			return v.fail("catalog.input.required", "baseUnit")
		}
	case Kilogram, Litre, Metre:
	default:
		return v.fail("catalog.input.invalid", "baseUnit")
	}
	if err := v.between("stockQty", in.StockQty, 0, maxStock); err != nil {
		return err
	}
	if in.LowStockThreshold != nil {
		if err := v.between("lowStockThreshold", *in.LowStockThreshold, 0, maxStock); err != nil {
			return err
		}
	}
	if err := v.between("weightGrams", in.WeightGrams, 0, maxWeightGrams); err != nil {
		return err
	}
	if in.EAN != "" && !validEAN(in.EAN) {
		return v.fail("catalog.input.ean", "ean", "value", truncate(in.EAN, 20))
	}
	if in.EAN != "" && in.Type == Configurable {
		return v.fail("catalog.input.invalid", "ean") // the variants carry theirs
	}
	if err := v.between("deliveryMinDays", in.DeliveryMinDays, 0, maxDeliveryDays); err != nil {
		return err
	}
	if err := v.between("deliveryMaxDays", in.DeliveryMaxDays, in.DeliveryMinDays, maxDeliveryDays); err != nil {
		return err
	}
	if in.ProductRelationCode != "" && !validCode(in.ProductRelationCode) {
		return v.fail("catalog.input.code", "productRelationCode", "value", truncate(in.ProductRelationCode, 64))
	}
	for _, f := range [][2]string{{"manufacturer", in.Manufacturer}, {"color", in.Color}, {"size", in.Size}} {
		if f[1] != "" && !validCode(f[1]) {
			return v.fail("catalog.input.code", f[0], "value", truncate(f[1], 64))
		}
	}
	if in.CategoryPositions != nil && len(in.CategoryPositions) != len(in.CategoryIDs) {
		return v.fail("catalog.input.invalid", "categoryPositions")
	}
	seenCat := map[int64]bool{}
	for i, id := range in.CategoryIDs {
		if seenCat[id] {
			return v.fail("catalog.input.duplicate", fmt.Sprintf("categoryIds[%d]", i), "value", id)
		}
		seenCat[id] = true
	}
	if len(in.UpsellSKUs) > maxFilterValues {
		return v.fail("catalog.input.tooMany", "upsellSkus", "max", maxFilterValues)
	}
	seenUpsell := map[string]bool{}
	for i, sku := range in.UpsellSKUs {
		f := fmt.Sprintf("upsellSkus[%d]", i)
		if !validCode(sku) {
			return v.fail("catalog.input.sku", f, "value", truncate(sku, 64))
		}
		if sku == in.SKU || seenUpsell[sku] {
			return v.fail("catalog.input.duplicate", f, "value", sku)
		}
		seenUpsell[sku] = true
	}
	if err := validateVisibility(v, in); err != nil {
		return err
	}
	if err := validateImages(v.at("images"), in.Images); err != nil {
		return err
	}
	if err := validateVariants(v, in); err != nil {
		return err
	}
	if err := validateTiers(v, in); err != nil {
		return err
	}
	if len(in.CustomOptions) > maxCustomOptions {
		return v.fail("catalog.input.tooMany", "customOptions", "max", maxCustomOptions)
	}
	for i := range in.CustomOptions {
		o := &in.CustomOptions[i]
		ov := v.at(fmt.Sprintf("customOptions[%d].", i))
		if err := ov.localized("title", o.Title, true, maxName); err != nil {
			return err
		}
		if o.Type == "" {
			o.Type = FieldOption
		}
		if o.Type != FileOption && o.File != nil {
			return ov.fail("catalog.input.invalid", "file")
		}
		switch o.Type {
		case FieldOption, AreaOption:
			if len(o.Values) > 0 {
				return ov.fail("catalog.input.invalid", "values")
			}
			if err := ov.between("maxCharacters", o.MaxCharacters, 0, maxMaxCharacters); err != nil {
				return err
			}
		case FileOption:
			if err := validateFileOption(ov, o); err != nil {
				return err
			}
		case DropDownOption, RadioOption, CheckboxOption:
			if o.MaxCharacters != 0 {
				return ov.fail("catalog.input.invalid", "maxCharacters")
			}
			if o.Price != 0 {
				return ov.fail("catalog.input.invalid", "price") // the values carry the prices
			}
			if len(o.Values) == 0 {
				return ov.fail("catalog.input.required", "values")
			}
			if len(o.Values) > maxOptionValues {
				return ov.fail("catalog.input.tooMany", "values", "max", maxOptionValues)
			}
		default:
			return ov.fail("catalog.input.invalid", "type")
		}
		if err := ov.optionPrice(o.Price, &o.PriceType); err != nil {
			return err
		}
		for j := range o.Values {
			val := &o.Values[j]
			vv := ov.at(fmt.Sprintf("values[%d].", j))
			if err := vv.localized("title", val.Title, true, maxName); err != nil {
				return err
			}
			if err := vv.optionPrice(val.Price, &val.PriceType); err != nil {
				return err
			}
			if err := validateRequires(vv, in.CustomOptions, i, val.Requires); err != nil {
				return err
			}
		}
	}
	if m := in.Merchandise; m != nil {
		mv := v.at("merchandise.")
		if err := mv.between("logoWidthMm", m.LogoWidthMM, 0, maxLogoWidthMM); err != nil {
			return err
		}
		for _, f := range []struct {
			name  string
			codes []string
		}{
			{"logoPosition", []string{m.LogoPosition}}, {"logoType", []string{m.LogoType}},
			{"sublimationOptions", m.SublimationOptions}, {"sublimationPositions", m.SublimationPositions},
		} {
			field, codes := f.name, f.codes
			if len(codes) > 100 {
				return mv.fail("catalog.input.tooMany", field, "max", 100)
			}
			seen := map[string]bool{}
			for _, c := range codes {
				if c == "" && len(codes) == 1 && (field == "logoPosition" || field == "logoType") {
					continue
				}
				if !validCode(c) {
					return mv.fail("catalog.input.code", field, "value", truncate(c, 64))
				}
				if seen[c] {
					return mv.fail("catalog.input.duplicate", field, "value", c)
				}
				seen[c] = true
			}
		}
	}
	sv := v.at("safety.")
	if err := sv.text("manufacturerName", in.Safety.ManufacturerName, maxName); err != nil {
		return err
	}
	if err := sv.text("manufacturerAddress", in.Safety.ManufacturerAddress, 1000); err != nil {
		return err
	}
	if c := in.Safety.ManufacturerCountry; c != "" && !isCountryCode(c) {
		return sv.fail("catalog.input.invalid", "manufacturerCountry")
	}
	if err := sv.text("manufacturerEmail", in.Safety.ManufacturerEmail, 254); err != nil {
		return err
	}
	if e := in.Safety.ManufacturerEmail; e != "" && (!strings.Contains(e, "@") || strings.ContainsAny(e, " \t\r\n<>")) {
		return sv.fail("catalog.input.email", "manufacturerEmail")
	}
	return nil
}

func validateImages(v validator, images []ImageInput) error {
	if len(images) > maxImages {
		return v.fail("catalog.input.tooMany", "", "max", maxImages)
	}
	for i, im := range images {
		iv := v.at(fmt.Sprintf("[%d].", i))
		if strings.TrimSpace(im.Key) == "" {
			return iv.fail("catalog.input.required", "key")
		}
		if err := iv.text("key", im.Key, 500); err != nil {
			return err
		}
		if err := iv.localized("label", im.Label, false, maxName); err != nil {
			return err
		}
		if err := iv.between("width", im.Width, 0, 100_000); err != nil {
			return err
		}
		if err := iv.between("height", im.Height, 0, 100_000); err != nil {
			return err
		}
	}
	return nil
}

func validateVariants(v validator, in *ProductInput) error {
	if in.Type != Configurable {
		if len(in.Variants) > 0 {
			return v.fail("catalog.input.variantsOnlyConfigurable", "variants")
		}
		if len(in.ConfigurableAttributes) > 0 {
			return v.fail("catalog.input.variantsOnlyConfigurable", "configurableAttributes")
		}
		return nil
	}
	if len(in.ConfigurableAttributes) == 0 {
		return v.fail("catalog.input.required", "configurableAttributes")
	}
	needs := map[string]bool{}
	for i, a := range in.ConfigurableAttributes {
		f := fmt.Sprintf("configurableAttributes[%d]", i)
		if a != AttrColor && a != AttrSize {
			return v.fail("catalog.input.unknownAttribute", f, "attribute", truncate(a, 64))
		}
		if needs[a] {
			return v.fail("catalog.input.duplicate", f, "value", a)
		}
		needs[a] = true
	}
	if len(in.Variants) > maxVariants {
		return v.fail("catalog.input.tooMany", "variants", "max", maxVariants)
	}
	skus := map[string]bool{in.SKU: true}
	combos := map[string]bool{}
	for i, vi := range in.Variants {
		vv := v.at(fmt.Sprintf("variants[%d].", i))
		if !validCode(vi.SKU) {
			return vv.fail("catalog.input.sku", "sku", "value", truncate(vi.SKU, 64))
		}
		if skus[vi.SKU] {
			return vv.fail("catalog.input.duplicate", "sku", "value", vi.SKU)
		}
		skus[vi.SKU] = true
		if vi.EAN != "" && !validEAN(vi.EAN) {
			return vv.fail("catalog.input.ean", "ean", "value", truncate(vi.EAN, 20))
		}
		if err := vv.between("weightGrams", vi.WeightGrams, 0, maxWeightGrams); err != nil {
			return err
		}
		for _, f := range [][2]string{{AttrColor, vi.Color}, {AttrSize, vi.Size}} {
			field, code := f[0], f[1]
			if code == "" {
				if needs[field] {
					return vv.fail("catalog.input.variantOption", field, "sku", vi.SKU, "attribute", field)
				}
				continue
			}
			if !validCode(code) {
				return vv.fail("catalog.input.code", field, "value", truncate(code, 64))
			}
		}
		combo := ""
		if needs[AttrColor] {
			combo += vi.Color
		}
		combo += "\x00"
		if needs[AttrSize] {
			combo += vi.Size
		}
		if combos[combo] {
			return vv.fail("catalog.input.variantCombination", "sku", "sku", vi.SKU)
		}
		combos[combo] = true
		if err := vv.price("price", vi.Price); err != nil {
			return err
		}
		if vi.SpecialPrice != nil {
			if err := vv.price("specialPrice", *vi.SpecialPrice); err != nil {
				return err
			}
		}
		if err := vv.between("stockQty", vi.StockQty, 0, maxStock); err != nil {
			return err
		}
		if err := validateImages(vv.at("images"), vi.Images); err != nil {
			return err
		}
	}
	return nil
}

// validateCategoryShape checks a category input without the database.
func validateCategoryShape(v validator, in CategoryInput) error {
	if in.ID < 0 || in.ParentID < 0 {
		return v.fail("catalog.input.invalid", "id")
	}
	if err := v.localized("name", in.Name, true, maxName); err != nil {
		return err
	}
	if err := v.localized("urlKey", in.URLKey, false, maxName); err != nil {
		return err
	}
	if err := v.localized("metaTitle", in.MetaTitle, false, maxName); err != nil {
		return err
	}
	for _, f := range []struct {
		name  string
		texts Localized
	}{{"description", in.Description}, {"metaKeywords", in.MetaKeywords}, {"metaDescription", in.MetaDescription}} {
		if err := v.localized(f.name, f.texts, false, maxText); err != nil {
			return err
		}
	}
	if err := v.text("imageKey", in.ImageKey, 500); err != nil {
		return err
	}
	return v.between("position", in.Position, -1_000_000, 1_000_000)
}

// optionPrice checks the surcharge of a customizable option or value: an
// amount for FIXED (the default), at most 100 % for PERCENT.
func (v validator) optionPrice(price Money, pt *PriceType) error {
	if *pt == "" {
		*pt = FixedPrice
	}
	switch *pt {
	case FixedPrice:
		return v.price("price", price)
	case PercentPrice:
		return v.between("price", int(price), 0, maxPercent)
	default:
		return v.fail("catalog.input.invalid", "priceType")
	}
}

// validateFileOption checks a file option's settings: at least one
// extension of OptionFileExtensions, each once (stored lower case, without
// a dot), image sizes from 0 (any) to maxImageSide; no values, no text
// limit.
func validateFileOption(v validator, o *CustomOptionInput) error {
	if len(o.Values) > 0 {
		return v.fail("catalog.input.invalid", "values")
	}
	if o.MaxCharacters != 0 {
		return v.fail("catalog.input.invalid", "maxCharacters")
	}
	if o.File == nil || len(o.File.Extensions) == 0 {
		return v.fail("catalog.input.required", "fileExtension")
	}
	exts := make([]string, 0, len(o.File.Extensions))
	for _, e := range o.File.Extensions {
		e = strings.ToLower(strings.TrimPrefix(strings.TrimSpace(e), "."))
		if !slices.Contains(OptionFileExtensions, e) || slices.Contains(exts, e) {
			return v.fail("catalog.input.fileExtension", "fileExtension", "allowed", strings.Join(OptionFileExtensions, ", "))
		}
		exts = append(exts, e)
	}
	o.File = &FileSettings{Extensions: exts, MaxWidth: o.File.MaxWidth, MaxHeight: o.File.MaxHeight}
	if err := v.between("imageSizeX", o.File.MaxWidth, 0, maxImageSide); err != nil {
		return err
	}
	return v.between("imageSizeY", o.File.MaxHeight, 0, maxImageSide)
}

// validateRequires checks what a value of option at needs: values of
// drop-down or checkbox options above it (so that choosing top down never
// meets a value that waits for one below, and no two values wait for each
// other), each named once.
func validateRequires(v validator, opts []CustomOptionInput, at int, refs []ValueRef) error {
	if len(refs) > maxOptionValues {
		return v.fail("catalog.input.tooMany", "requires", "max", maxOptionValues)
	}
	seen := map[ValueRef]bool{}
	for _, r := range refs {
		if r.Option < 0 || r.Option >= at || !opts[r.Option].Type.Selectable() ||
			r.Value < 0 || r.Value >= len(opts[r.Option].Values) || seen[r] {
			return v.fail("catalog.input.invalid", "requires")
		}
		seen[r] = true
	}
	return nil
}

// isCountryCode reports whether c is an ISO 3166-1 alpha-2 code CLDR
// names: two capital letters of a country, not a made-up or reserved pair.
func isCountryCode(c string) bool {
	if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
		return false
	}
	return i18n.CountryName(i18n.English, c) != c
}
