package commerce

import (
	"context"
	"encoding/base64"
	"math"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// berlin is where the shop's days begin and end.
var berlin = i18n.Berlin

// magentoDate formats a time as Magento does ("2026-11-21 00:00:00"), in
// the shop's time zone.
func magentoDate(t *time.Time) *string {
	if t == nil {
		return nil
	}
	return ptr(t.In(berlin).Format("2006-01-02 15:04:05"))
}

func euros(m catalog.Money) float64 { return float64(m) / 100 }

func money(m catalog.Money) *model.Money {
	return &model.Money{Value: ptr(euros(m)), Currency: ptr(model.CurrencyEnumEur)}
}

func productPrice(p catalog.Pricing) *model.ProductPrice {
	out := &model.ProductPrice{RegularPrice: money(p.Regular), FinalPrice: money(p.Final)}
	if p.Reduced {
		out.LowestPrice30Days = money(p.Lowest30Days)
		off := p.Lowest30Days - p.Final
		if off < 0 {
			off = 0
		}
		out.Discount = &model.ProductDiscount{AmountOff: ptr(euros(off)), PercentOff: ptr(float64(p.PercentOff))}
	} else {
		out.Discount = &model.ProductDiscount{AmountOff: ptr(0.0), PercentOff: ptr(0.0)}
	}
	if p.BasePrice > 0 {
		out.BasePrice = money(p.BasePrice)
	}
	return out
}

// imageModel describes an image in the storefront's sizes.
func imageModel(img catalog.Image) *model.ProductImage {
	return &model.ProductImage{
		URL:      ptr(media.URL(img.Key, "large")),
		Label:    ptr(img.Label),
		Position: ptr(img.Position),
		Disabled: ptr(false),
		Sizes: &model.ProductImageSizes{
			Small: media.URL(img.Key, "small"), Medium: media.URL(img.Key, "medium"),
			Large: media.URL(img.Key, "large"), Xlarge: media.URL(img.Key, "xlarge"),
		},
		Width:  ptr(img.Width),
		Height: ptr(img.Height),
	}
}

func optionID(o *catalog.Option) *int {
	if o == nil {
		return nil
	}
	return ptr(int(o.ID))
}

func optionValue(o *catalog.Option) *model.AttributeOptionValue {
	if o == nil {
		return nil
	}
	return &model.AttributeOptionValue{Value: int(o.ID), Label: o.Label}
}

func optionValues(os []catalog.Option) []*model.AttributeOptionValue {
	out := make([]*model.AttributeOptionValue, 0, len(os))
	for i := range os {
		out = append(out, optionValue(&os[i]))
	}
	return out
}

// configurableUID encodes a configurable option value as Magento does.
func configurableUID(attribute string, optionID int64) string {
	return catalog.ConfigurableValueUID(attribute, optionID)
}

// customOptionUID encodes a customizable option (its value when entered
// into a cart refers to it) as Magento does.
func customOptionUID(id int64) string { return catalog.CustomOptionUID(id) }

// customOptionValueUID encodes a value of a drop-down or checkbox option
// as Magento does; selected_options of a cart item name values by it.
func customOptionValueUID(optionID, valueID int64) string {
	return catalog.CustomOptionValueUID(optionID, valueID)
}

// contentLabel formats a package content such as 20 kg, 500 ml or 2,5 m in
// the locale's number format, switching to g, ml or cm below one unit.
func contentLabel(qty float64, unit catalog.BaseUnit, locale i18n.Locale) string {
	if qty <= 0 || unit == "" {
		return ""
	}
	u := string(unit)
	if qty < 1 {
		switch unit {
		case catalog.Kilogram:
			qty, u = qty*1000, "g"
		case catalog.Litre:
			qty, u = qty*1000, "ml"
		case catalog.Metre:
			qty, u = qty*100, "cm"
		}
	}
	s := strconv.FormatFloat(math.Round(qty*1000)/1000, 'f', -1, 64)
	if locale != i18n.English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s + " " + u
}

// productFields builds the fields every product type shares.
func (r *Resolver) productFields(ctx context.Context, p catalog.Product, now time.Time) model.ProductFields {
	locale := i18n.LocaleFrom(ctx)
	f := model.ProductFields{
		Product:             p,
		UID:                 catalog.UID(p.ID),
		ID:                  ptr(int(p.ID)),
		Sku:                 ptr(p.SKU),
		Name:                ptr(p.Name),
		TypeID:              ptr(string(p.Type)),
		URLKey:              ptr(p.URLKey),
		URLSuffix:           ptr(""),
		Description:         &model.ComplexTextValue{HTML: p.Description},
		ShortDescription:    &model.ComplexTextValue{HTML: ""},
		MetaTitle:           ptr(p.MetaTitle),
		MetaDescription:     ptr(p.MetaDescription),
		MetaKeyword:         ptr(p.MetaKeywords),
		SpecialFromDate:     magentoDate(p.SpecialFrom),
		SpecialToDate:       magentoDate(p.SpecialTo),
		NewFromDate:         magentoDate(p.NewFrom),
		NewToDate:           magentoDate(p.NewTo),
		Manufacturer:        optionID(p.Manufacturer),
		Color:               optionID(p.Color),
		Size:                optionID(p.Size),
		BmsStockQty:         ptr(float64(p.StockQty)),
		ProductRelationCode: ptr(p.ProductRelationCode),
		MaterialCare:        ptr(p.MaterialCare),
		SizeInfo:            ptr(p.SizeInfo),
		ManufacturerInfo:    ptr(p.ManufacturerInfo),
		HasSizeGuide:        ptr(p.SizeGuide != ""),
		SizeGuide:           optionalString(p.SizeGuide),
		IsNew:               ptr(p.IsNew(now)),
		TaxRate:             ptr(p.TaxClass.RatePercent()),
		ProductSafety: &model.ProductSafety{
			ManufacturerName: ptr(p.Safety.ManufacturerName), ManufacturerAddress: ptr(p.Safety.ManufacturerAddress),
			ManufacturerCountryCode: optionalString(p.Safety.ManufacturerCountry),
			ManufacturerCountry:     countryNameOf(locale, p.Safety.ManufacturerCountry),
			ManufacturerEmail:       ptr(p.Safety.ManufacturerEmail), SafetyNotes: ptr(p.Safety.Notes),
		},
		Type:         ptr(model.URLRewriteEntityTypeEnumProduct),
		RelativeURL:  ptr(p.URLKey),
		CanonicalURL: ptr(r.BaseURL + "/" + string(locale) + "/" + p.URLKey),
	}
	if p.ParentID != 0 {
		// A variant is reached through its parent's page.
		f.RelativeURL, f.CanonicalURL, f.Type = nil, nil, nil
	}
	if p.SpecialPrice != nil {
		f.SpecialPrice = ptr(euros(*p.SpecialPrice))
	}
	if p.DeliveryMaxDays > 0 {
		f.DeliveryTime = &model.DeliveryTime{MinDays: p.DeliveryMinDays, MaxDays: p.DeliveryMaxDays}
	}
	if p.ContentQuantity > 0 {
		f.CareSize = ptr(contentLabel(p.ContentQuantity, p.BaseUnit, locale))
		f.BasePriceUnit = ptr(string(p.BaseUnit))
	}
	stock := model.ProductStockStatusOutOfStock
	if p.InStock() {
		stock = model.ProductStockStatusInStock
	}
	f.StockStatus = &stock

	minPrice, maxPrice := p.PriceRange(now)
	f.PriceRange = &model.PriceRange{MinimumPrice: productPrice(minPrice), MaximumPrice: productPrice(maxPrice)}

	for _, img := range p.Images {
		m := imageModel(img)
		f.MediaGallery = append(f.MediaGallery, m)
		if f.Image == nil {
			f.Image, f.SmallImage, f.Thumbnail = m, m, m
		}
	}
	if f.MediaGallery == nil {
		f.MediaGallery = []model.MediaGalleryInterface{}
	}
	if m := p.Merchandise; m != nil {
		f.Merchandise = &model.MerchandiseAttributes{
			LogoWidthMm: ptr(m.LogoWidthMM), LogoPosition: optionValue(m.LogoPosition), LogoType: optionValue(m.LogoType),
			SublimationOptions: optionValues(m.SublimationOptions), SublimationPositions: optionValues(m.SublimationPositions),
		}
	}
	f.Options = customOptionModels(p)
	f.CustomAttributesV2 = customAttributes(p)
	return f
}

// optionPrice is a surcharge as the API shows it: euros for FIXED, per
// cent for PERCENT (kept in hundredths of a per cent).
func optionPrice(price catalog.Money, pt catalog.PriceType) (*float64, *model.PriceTypeEnum) {
	v := euros(price)
	if pt == catalog.PercentPrice {
		v = float64(price) / 100
	}
	t := model.PriceTypeEnum(pt)
	return &v, &t
}

// customOptionModels lists a product's customizable options in Magento's
// types: text fields and areas, drop-downs, radio buttons, checkboxes and
// files.
func customOptionModels(p catalog.Product) []model.CustomizableOptionInterface {
	out := []model.CustomizableOptionInterface{}
	optionOf := map[int64]int64{} // value id → its option's id
	for _, o := range p.CustomOptions {
		for _, v := range o.Values {
			optionOf[v.ID] = o.ID
		}
	}
	availableWith := func(v catalog.CustomOptionValue) []string {
		uids := make([]string, 0, len(v.Requires))
		for _, id := range v.Requires {
			uids = append(uids, customOptionValueUID(optionOf[id], id))
		}
		return uids
	}
	for _, o := range p.CustomOptions {
		switch o.Type {
		case catalog.DropDownOption:
			m := &model.CustomizableDropDownOption{UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title),
				Required: ptr(o.Required), SortOrder: ptr(o.SortOrder), Value: []*model.CustomizableDropDownValue{}}
			for _, v := range o.Values {
				price, pt := optionPrice(v.Price, v.PriceType)
				m.Value = append(m.Value, &model.CustomizableDropDownValue{UID: customOptionValueUID(o.ID, v.ID),
					OptionTypeID: ptr(int(v.ID)), Title: ptr(v.Title), SortOrder: ptr(v.SortOrder), Sku: ptr(p.SKU), Price: price, PriceType: pt,
					AvailableWith: availableWith(v)})
			}
			out = append(out, m)
		case catalog.CheckboxOption:
			m := &model.CustomizableCheckboxOption{UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title),
				Required: ptr(o.Required), SortOrder: ptr(o.SortOrder), Value: []*model.CustomizableCheckboxValue{}}
			for _, v := range o.Values {
				price, pt := optionPrice(v.Price, v.PriceType)
				m.Value = append(m.Value, &model.CustomizableCheckboxValue{UID: customOptionValueUID(o.ID, v.ID),
					OptionTypeID: ptr(int(v.ID)), Title: ptr(v.Title), SortOrder: ptr(v.SortOrder), Sku: ptr(p.SKU), Price: price, PriceType: pt,
					AvailableWith: availableWith(v)})
			}
			out = append(out, m)
		case catalog.RadioOption, catalog.AreaOption, catalog.FileOption:
			out = append(out, moreCustomOptionModel(p, o, availableWith))
		default:
			price, pt := optionPrice(o.Price, o.PriceType)
			out = append(out, &model.CustomizableFieldOption{
				UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title), Required: ptr(o.Required),
				SortOrder: ptr(o.SortOrder),
				Value: &model.CustomizableFieldValue{
					UID: customOptionUID(o.ID), Sku: ptr(p.SKU), Price: price, PriceType: pt, MaxCharacters: ptr(o.MaxCharacters),
				},
			})
		}
	}
	return out
}

// moreCustomOptionModel is an area, radio or file option in Magento's
// type.
func moreCustomOptionModel(p catalog.Product, o catalog.CustomOption, availableWith func(catalog.CustomOptionValue) []string) model.CustomizableOptionInterface {
	price, pt := optionPrice(o.Price, o.PriceType)
	switch o.Type {
	case catalog.RadioOption:
		m := &model.CustomizableRadioOption{UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title),
			Required: ptr(o.Required), SortOrder: ptr(o.SortOrder), Value: []*model.CustomizableRadioValue{}}
		for _, v := range o.Values {
			price, pt := optionPrice(v.Price, v.PriceType)
			m.Value = append(m.Value, &model.CustomizableRadioValue{UID: customOptionValueUID(o.ID, v.ID),
				OptionTypeID: ptr(int(v.ID)), Title: ptr(v.Title), SortOrder: ptr(v.SortOrder), Sku: ptr(p.SKU), Price: price, PriceType: pt,
				AvailableWith: availableWith(v)})
		}
		return m
	case catalog.AreaOption:
		return &model.CustomizableAreaOption{UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title),
			Required: ptr(o.Required), SortOrder: ptr(o.SortOrder), ProductSku: ptr(p.SKU),
			Value: &model.CustomizableAreaValue{UID: customOptionUID(o.ID), Sku: ptr(p.SKU), Price: price, PriceType: pt,
				MaxCharacters: ptr(o.MaxCharacters)}}
	default:
		f := catalog.FileSettings{}
		if o.File != nil {
			f = *o.File
		}
		return &model.CustomizableFileOption{UID: customOptionUID(o.ID), OptionID: ptr(int(o.ID)), Title: ptr(o.Title),
			Required: ptr(o.Required), SortOrder: ptr(o.SortOrder), ProductSku: ptr(p.SKU),
			Value: &model.CustomizableFileValue{UID: customOptionUID(o.ID), Sku: ptr(p.SKU), Price: price, PriceType: pt,
				FileExtension: ptr(catalog.JoinExtensions(f.Extensions)), ImageSizeX: ptr(f.MaxWidth), ImageSizeY: ptr(f.MaxHeight)}}
	}
}

// customAttributes lists the select attributes with their labels and the
// text attributes, as Magento 2.4.7's custom_attributesV2 does.
func customAttributes(p catalog.Product) *model.ProductCustomAttributes {
	items := []model.AttributeValueInterface{}
	selected := func(code string, opts ...catalog.Option) {
		if len(opts) == 0 {
			return
		}
		var sel []*model.AttributeSelectedOption
		for _, o := range opts {
			sel = append(sel, &model.AttributeSelectedOption{Label: o.Label, Value: strconv.FormatInt(o.ID, 10)})
		}
		items = append(items, &model.AttributeSelectedOptions{Code: code, SelectedOptions: sel})
	}
	one := func(o *catalog.Option) []catalog.Option {
		if o == nil {
			return nil
		}
		return []catalog.Option{*o}
	}
	selected("manufacturer", one(p.Manufacturer)...)
	selected("color", one(p.Color)...)
	selected("size", one(p.Size)...)
	if m := p.Merchandise; m != nil {
		selected("logo_position", one(m.LogoPosition)...)
		selected("logo_type", one(m.LogoType)...)
		selected("sublimation_options", m.SublimationOptions...)
		selected("sublimation_positions", m.SublimationPositions...)
	}
	if p.ProductRelationCode != "" {
		items = append(items, &model.AttributeValue{Code: "product_relation_code", Value: p.ProductRelationCode})
	}
	return &model.ProductCustomAttributes{Items: items}
}

// productModel turns a product into its GraphQL type; a configurable
// product's variants only when withVariants is set, as building them costs
// more than the rest of a product card.
func (r *Resolver) productModel(ctx context.Context, p catalog.Product, now time.Time, withVariants bool) model.ProductInterface {
	fields := r.productFields(ctx, p, now)
	switch p.Type {
	case catalog.Virtual:
		return &model.VirtualProduct{ProductFields: fields}
	case catalog.Configurable:
		return r.configurableModel(ctx, fields, p, now, withVariants)
	default:
		return &model.SimpleProduct{ProductFields: fields}
	}
}

func (r *Resolver) configurableModel(ctx context.Context, fields model.ProductFields, p catalog.Product, now time.Time, withVariants bool) *model.ConfigurableProduct {
	out := &model.ConfigurableProduct{ProductFields: fields}
	for _, o := range p.ConfigurableOptions {
		opt := &model.ConfigurableProductOptions{
			UID: base64.StdEncoding.EncodeToString([]byte("configurable/" + o.AttributeCode)), AttributeCode: ptr(o.AttributeCode),
			AttributeUID: base64.StdEncoding.EncodeToString([]byte(o.AttributeCode)), Label: ptr(o.Label),
			Position: ptr(o.Position), UseDefault: ptr(false),
		}
		for _, v := range o.Values {
			val := &model.ConfigurableProductOptionsValues{
				UID: ptr(configurableUID(o.AttributeCode, v.ID)), ValueIndex: ptr(int(v.ID)),
				Label: ptr(v.Label), DefaultLabel: ptr(v.Label), StoreLabel: ptr(v.Label), UseDefaultValue: ptr(false),
			}
			if v.Swatch != "" {
				val.SwatchData = &model.SwatchData{Value: ptr(v.Swatch)}
			}
			opt.Values = append(opt.Values, val)
		}
		out.ConfigurableOptions = append(out.ConfigurableOptions, opt)
	}
	if !withVariants {
		return out
	}
	for _, v := range p.Variants {
		variant := &model.ConfigurableVariant{Product: &model.SimpleProduct{ProductFields: r.productFields(ctx, v, now)}}
		for _, o := range p.ConfigurableOptions {
			var chosen *catalog.Option
			switch o.AttributeCode {
			case "color":
				chosen = v.Color
			case "size":
				chosen = v.Size
			}
			if chosen == nil {
				continue
			}
			variant.Attributes = append(variant.Attributes, &model.ConfigurableAttributeOption{
				UID: configurableUID(o.AttributeCode, chosen.ID), Code: ptr(o.AttributeCode),
				Label: ptr(chosen.Label), ValueIndex: ptr(int(chosen.ID)),
			})
		}
		out.Variants = append(out.Variants, variant)
	}
	return out
}

// categoryModel turns a category (and the children it holds) into its
// GraphQL type.
func (r *Resolver) categoryModel(ctx context.Context, c catalog.Category) *model.CategoryTree {
	locale := i18n.LocaleFrom(ctx)
	out := &model.CategoryTree{
		Category:        c,
		UID:             catalog.UID(c.ID),
		ID:              ptr(int(c.ID)),
		Name:            ptr(c.Name),
		Level:           ptr(c.Level),
		Position:        ptr(c.Position),
		Path:            ptr(c.Path),
		URLKey:          ptr(c.URLKey),
		URLPath:         ptr(c.URLPath),
		URLSuffix:       ptr(""),
		Description:     ptr(c.Description),
		MetaTitle:       ptr(c.MetaTitle),
		MetaKeywords:    ptr(c.MetaKeywords),
		MetaDescription: ptr(c.MetaDescription),
		IncludeInMenu:   ptr(boolInt(c.IncludeInMenu)),
		IsAnchor:        ptr(1),
		ChildrenCount:   ptr(strconv.Itoa(c.ChildrenCount)),
		ProductCount:    ptr(c.ProductCount),
		Type:            ptr(model.URLRewriteEntityTypeEnumCategory),
		RelativeURL:     ptr(c.URLPath),
		Children:        []*model.CategoryTree{},
	}
	if c.URLPath != "" {
		out.CanonicalURL = ptr(r.BaseURL + "/" + string(locale) + "/" + c.URLPath)
	}
	if c.ImageKey != "" {
		out.Image = ptr(media.URL(c.ImageKey, "large"))
	}
	for _, child := range c.Children {
		out.Children = append(out.Children, r.categoryModel(ctx, child))
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// localizedURLs turns an entity's paths per locale into the alternates list.
func localizedURLs(paths map[i18n.Locale]string) []*model.LocalizedURL {
	out := make([]*model.LocalizedURL, 0, len(paths))
	for _, l := range i18n.Locales {
		if p, ok := paths[l]; ok {
			out = append(out, &model.LocalizedURL{Locale: string(l), RelativeURL: p})
		}
	}
	return out
}

// parseIDs reads the values of a Magento equality filter as ids.
func parseIDs(f *model.FilterEqualTypeInput, uid bool) ([]int64, error) {
	if f == nil {
		return nil, nil
	}
	var raw []string
	if f.Eq != nil {
		raw = append(raw, *f.Eq)
	}
	for _, v := range f.In {
		if v != nil {
			raw = append(raw, *v)
		}
	}
	if len(raw) > 100 {
		return nil, apperr.New(apperr.Invalid, "commerce.filter.tooManyValues", "max", 100)
	}
	ids := make([]int64, 0, len(raw))
	for _, v := range raw {
		var id int64
		var ok bool
		if uid {
			id, ok = catalog.ParseUID(v)
		} else {
			n, err := strconv.ParseInt(v, 10, 64)
			id, ok = n, err == nil && n > 0
		}
		if !ok {
			// Unknown ids match nothing, as in Magento; keep the filter.
			id = -1
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// strings of an equality filter.
func filterStrings(f *model.FilterEqualTypeInput) []string {
	if f == nil {
		return nil
	}
	var out []string
	if f.Eq != nil {
		out = append(out, *f.Eq)
	}
	for _, v := range f.In {
		if v != nil {
			out = append(out, *v)
		}
	}
	return out
}

// optionalString is s, or nil (null) when it is empty.
func optionalString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// countryNameOf names an ISO country code in the Store's language (the
// product-safety address's "Germany" for an English page); nil for none.
func countryNameOf(locale i18n.Locale, code string) *string {
	if code == "" {
		return nil
	}
	return ptr(i18n.CountryName(locale, code))
}
