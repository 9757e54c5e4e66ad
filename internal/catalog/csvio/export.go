package csvio

import (
	"context"
	"encoding/csv"
	"io"
	"slices"
	"strconv"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// ExportCatalog is the catalogue as an export reads it.
type ExportCatalog interface {
	Catalog
	catalog.Export
}

// Filter chooses what an export writes; the zero value writes the whole
// catalogue.
type Filter struct {
	// SKUs, when not nil, are the products to write (at most 1000).
	SKUs []string
	// ClubSKUPrefixes, when not nil, keep only products whose SKU starts
	// with one of them: a club manager's export.
	ClubSKUPrefixes []string
}

// exportPage is how many products an export reads at once.
const exportPage = 200

// Export writes the catalogue's products as CSV to w in Columns (with a
// byte order mark, so that spreadsheets read it as UTF-8) and answers how
// many products it wrote. Texts in German are on each product's row,
// those of the other languages on a row per language with the first store
// view of that language; variants follow their product.
func Export(ctx context.Context, cat ExportCatalog, w io.Writer, f Filter) (int, error) {
	stores, err := cat.AvailableStores(ctx, "")
	if err != nil {
		return 0, err
	}
	storeOf := map[i18n.Locale]string{}
	for _, s := range stores {
		if _, ok := storeOf[s.Locale]; !ok && s.Locale != i18n.German {
			storeOf[s.Locale] = s.Code
		}
	}
	var locales []i18n.Locale
	for _, l := range i18n.Locales {
		if _, ok := storeOf[l]; ok {
			locales = append(locales, l)
		}
	}
	nodes, err := cat.CategoryNodes(ctx)
	if err != nil {
		return 0, err
	}
	cats := newCategoryIndex(nodes)
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return 0, err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(Columns); err != nil {
		return 0, err
	}
	e := exporter{cw: cw, cats: cats, storeOf: storeOf, locales: locales}
	written := 0
	var after int64
	for {
		ids, err := cat.ProductIDsAfter(ctx, after, exportPage, f.SKUs)
		if err != nil {
			return written, err
		}
		if len(ids) == 0 {
			break
		}
		after = ids[len(ids)-1]
		ins, err := cat.ProductInputs(ctx, ids)
		if err != nil {
			return written, err
		}
		for _, in := range ins {
			if f.ClubSKUPrefixes != nil && !hasPrefix(in.SKU, f.ClubSKUPrefixes) {
				continue
			}
			if err := e.product(in); err != nil {
				return written, err
			}
			written++
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			return written, err
		}
		if len(ids) < exportPage || ctx.Err() != nil {
			break
		}
	}
	cw.Flush()
	if err := ctx.Err(); err != nil {
		return written, err
	}
	return written, cw.Error()
}

func hasPrefix(sku string, prefixes []string) bool {
	for _, p := range prefixes {
		if p != "" && strings.HasPrefix(sku, p) {
			return true
		}
	}
	return false
}

type exporter struct {
	cw      *csv.Writer
	cats    *categoryIndex
	storeOf map[i18n.Locale]string
	locales []i18n.Locale
}

// record is a row being written, by column.
type record map[string]string

func (e *exporter) write(r record) error {
	cells := make([]string, len(Columns))
	for i, c := range Columns {
		cells[i] = defuse(r[c])
	}
	return e.cw.Write(cells)
}

func (e *exporter) product(in catalog.ProductInput) error {
	de := i18n.German
	r := record{
		colSKU: in.SKU, colAttributeSet: defaultAttributeSet, colType: string(in.Type), colWebsites: defaultWebsite,
		colName: in.Name[de], colDescription: in.Description[de], colWeight: formatWeight(in.WeightGrams),
		colOnline: onlineValue(in.IsActive), colTaxClass: taxClassName(in.TaxClass), colVisibility: visibilityName(in.Visibility),
		colPrice: formatMoney(in.Price), colSpecialFrom: formatDate(in.SpecialFrom), colSpecialTo: formatDate(in.SpecialTo),
		colURLKey: in.URLKey[de], colMetaTitle: in.MetaTitle[de], colMetaKeywords: in.MetaKeywords[de],
		colMetaDescription: in.MetaDescription[de], colNewFrom: formatDate(in.NewFrom), colNewTo: formatDate(in.NewTo),
		colQty: strconv.Itoa(in.StockQty), colInStock: formatBool(in.Type == catalog.Virtual || in.StockQty > 0 || len(in.Variants) > 0),
		colAdditional: additionalOf(in, de, false),
	}
	if in.SpecialPrice != nil {
		r[colSpecialPrice] = formatMoney(*in.SpecialPrice)
	}
	if in.LowStockThreshold != nil {
		r[colNotifyStock] = strconv.Itoa(*in.LowStockThreshold)
	}
	var paths []string
	for _, id := range in.CategoryIDs {
		if p, ok := e.cats.path(id); ok {
			paths = append(paths, p)
		}
	}
	r[colCategories] = strings.Join(paths, ",")
	ups := make([]string, len(in.UpsellSKUs))
	for i, s := range in.UpsellSKUs {
		ups[i] = escape(s, ",")
	}
	r[colUpsells] = strings.Join(ups, ",")
	r[colRelated] = skuList(in.RelatedSKUs)
	setImages(r, in.Images, de, true)
	r[colCustomOptions] = optionsOf(in.CustomOptions, de)
	if in.Type == catalog.Configurable {
		var vars []string
		for _, v := range in.Variants {
			kv := [][2]string{{"sku", escape(v.SKU, ",=|")}}
			for _, a := range in.ConfigurableAttributes {
				switch a {
				case catalog.AttrColor:
					kv = append(kv, [2]string{attrColor, escape(v.Color, ",=|")})
				case catalog.AttrSize:
					kv = append(kv, [2]string{attrSize, escape(v.Size, ",=|")})
				}
			}
			vars = append(vars, joinPairs(kv))
		}
		r[colVariations] = strings.Join(vars, "|")
		var labels [][2]string
		for _, a := range in.ConfigurableAttributes {
			labels = append(labels, [2]string{a, escape(attributeLabel(a), ",=|")})
		}
		r[colVariationLabels] = joinPairs(labels)
	}
	if err := e.write(r); err != nil {
		return err
	}
	for _, v := range in.Variants {
		if err := e.write(variantRecord(in, v)); err != nil {
			return err
		}
	}
	for _, l := range e.locales {
		sr := record{colSKU: in.SKU, colStore: e.storeOf[l],
			colName: in.Name[l], colDescription: in.Description[l], colURLKey: in.URLKey[l],
			colMetaTitle: in.MetaTitle[l], colMetaKeywords: in.MetaKeywords[l], colMetaDescription: in.MetaDescription[l],
			colAdditional: additionalOf(in, l, true)}
		setImages(sr, in.Images, l, false)
		if slices.Contains(in.OffStores, e.storeOf[l]) {
			sr[colOnline] = onlineValue(false)
		}
		if translatedOptions(in.CustomOptions, l) {
			sr[colCustomOptions] = optionsOf(in.CustomOptions, l)
		}
		if filled(sr) {
			if err := e.write(sr); err != nil {
				return err
			}
		}
		for _, v := range in.Variants {
			vr := record{colSKU: v.SKU, colStore: e.storeOf[l]}
			setImages(vr, v.Images, l, false)
			if filled(vr) {
				if err := e.write(vr); err != nil {
					return err
				}
			}
		}
	}
	return e.offStores(in)
}

// filled reports whether a store view's record carries a translation.
func filled(r record) bool {
	for c, v := range r {
		if c != colSKU && c != colStore && v != "" {
			return true
		}
	}
	return false
}

// attributeLabel is the German name of a configurable attribute, for
// configurable_variation_labels.
func attributeLabel(code string) string {
	switch code {
	case catalog.AttrColor:
		return "Farbe"
	case catalog.AttrSize:
		return "Größe"
	}
	return code
}

// variantRecord is a variant's row: a simple product not visible on its
// own, with its effective price, weight and special price.
func variantRecord(in catalog.ProductInput, v catalog.VariantInput) record {
	de := i18n.German
	price := v.Price
	if price == 0 {
		price = in.Price
	}
	weight := v.WeightGrams
	if weight == 0 {
		weight = in.WeightGrams
	}
	r := record{
		colSKU: v.SKU, colAttributeSet: defaultAttributeSet, colType: string(catalog.Simple), colWebsites: defaultWebsite,
		colName:   strings.TrimSpace(in.Name[de] + " " + strings.Join(nonEmpty(v.Color, v.Size), " ")),
		colWeight: formatWeight(weight), colOnline: onlineValue(v.IsActive), colTaxClass: taxClassName(in.TaxClass),
		colVisibility: notVisible, colPrice: formatMoney(price), colQty: strconv.Itoa(v.StockQty),
		colInStock: formatBool(v.StockQty > 0),
	}
	special := v.SpecialPrice
	if special == nil {
		special = in.SpecialPrice
	}
	if special != nil {
		r[colSpecialPrice] = formatMoney(*special)
		r[colSpecialFrom], r[colSpecialTo] = formatDate(in.SpecialFrom), formatDate(in.SpecialTo)
	}
	var kv [][2]string
	for _, p := range [][2]string{{attrColor, v.Color}, {attrSize, v.Size}, {attrEAN, v.EAN}} {
		if p[1] != "" {
			kv = append(kv, [2]string{p[0], escape(p[1], ",=|")})
		}
	}
	kv = appendTiers(kv, v.TierPrices)
	r[colAdditional] = joinPairs(kv)
	setImages(r, v.Images, de, true)
	return r
}

func nonEmpty(values ...string) []string {
	var out []string
	for _, v := range values {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// setImages writes the images: the first as base_image, the others in
// additional_images, labels in locale l; refs false writes the labels
// only (a store view's row).
func setImages(r record, ims []catalog.ImageInput, l i18n.Locale, refs bool) {
	if len(ims) == 0 {
		return
	}
	if refs {
		r[colBaseImage] = ims[0].Key
	}
	r[colBaseImageLabel] = ims[0].Label[l]
	var keys, labels []string
	anyLabel := false
	for _, im := range ims[1:] {
		keys = append(keys, escape(im.Key, ","))
		labels = append(labels, escape(im.Label[l], ","))
		anyLabel = anyLabel || im.Label[l] != ""
	}
	if refs {
		r[colImages] = strings.Join(keys, ",")
	}
	if anyLabel {
		r[colImageLabels] = strings.Join(labels, ",")
	}
}

// additionalOf writes additional_attributes: on the default row every
// field of Paddock's own, on a store view's row (translated) only the
// translated texts.
func additionalOf(in catalog.ProductInput, l i18n.Locale, translated bool) string {
	var kv [][2]string
	add := func(k, v string) {
		if v != "" {
			kv = append(kv, [2]string{k, escape(v, ",=|")})
		}
	}
	if !translated {
		add(attrManufacturer, in.Manufacturer)
		add(attrColor, in.Color)
		add(attrSize, in.Size)
		add(attrEAN, in.EAN)
	}
	add(attrMaterialCare, in.MaterialCare[l])
	add(attrSizeInfo, in.SizeInfo[l])
	add(attrManufacturerInfo, in.ManufacturerInfo[l])
	add(attrSafetyNotes, in.Safety.Notes[l])
	if translated {
		return joinPairs(kv)
	}
	add(attrBaseUnit, string(in.BaseUnit))
	if in.ContentQuantity != 0 {
		add(attrContent, strconv.FormatFloat(in.ContentQuantity, 'f', -1, 64))
	}
	if in.DeliveryMinDays != 0 {
		add(attrDeliveryMin, strconv.Itoa(in.DeliveryMinDays))
	}
	if in.DeliveryMaxDays != 0 {
		add(attrDeliveryMax, strconv.Itoa(in.DeliveryMaxDays))
	}
	add(attrRelation, in.ProductRelationCode)
	add(attrSizeGuide, in.SizeGuide)
	if len(in.CategoryPositions) > 0 {
		pos := make([]string, len(in.CategoryPositions))
		for i, p := range in.CategoryPositions {
			pos[i] = strconv.Itoa(p)
		}
		kv = append(kv, [2]string{attrCategoryPos, strings.Join(pos, "|")})
	}
	if in.Bulky {
		add(attrBulky, "1")
	}
	kv = appendTiers(kv, in.TierPrices)
	add(attrGPSRName, in.Safety.ManufacturerName)
	add(attrGPSRAddress, in.Safety.ManufacturerAddress)
	add(attrGPSRCountry, in.Safety.ManufacturerCountry)
	add(attrGPSREmail, in.Safety.ManufacturerEmail)
	if m := in.Merchandise; m != nil {
		kv = append(kv, [2]string{attrLogoWidth, strconv.Itoa(m.LogoWidthMM)})
		add(attrLogoPosition, m.LogoPosition)
		add(attrLogoType, m.LogoType)
		if len(m.SublimationOptions) > 0 {
			kv = append(kv, [2]string{attrSublimation, strings.Join(m.SublimationOptions, "|")})
		}
		if len(m.SublimationPositions) > 0 {
			kv = append(kv, [2]string{attrSublimationPos, strings.Join(m.SublimationPositions, "|")})
		}
	}
	return joinPairs(kv)
}

// translatedOptions reports whether any title of the options is set in l.
func translatedOptions(opts []catalog.CustomOptionInput, l i18n.Locale) bool {
	for _, o := range opts {
		if o.Title[l] != "" {
			return true
		}
		for _, v := range o.Values {
			if v.Title[l] != "" {
				return true
			}
		}
	}
	return false
}

// optionsOf writes custom_options as Magento does, titles in l: a
// segment per field, area or file option (with file_extension,
// image_size_x and image_size_y) and per value of a drop-down, radio or
// checkbox option; Paddock's requires names values an option's value needs
// ("0:1;2:0", by position).
func optionsOf(opts []catalog.CustomOptionInput, l i18n.Locale) string {
	var segs []string
	esc := func(s string) string { return escape(s, ",=|") }
	for _, o := range opts {
		required := formatBool(o.Required)
		if !o.Type.Selectable() {
			kv := [][2]string{
				{"name", esc(o.Title[l])}, {"type", esc(string(o.Type))}, {"required", required},
				{"price", formatMoney(o.Price)}, {"price_type", strings.ToLower(string(o.PriceType))},
			}
			if o.File != nil {
				// Magento's file option: the extensions apart by spaces.
				kv = append(kv, [2]string{"file_extension", esc(strings.Join(o.File.Extensions, " "))},
					[2]string{"image_size_x", strconv.Itoa(o.File.MaxWidth)}, [2]string{"image_size_y", strconv.Itoa(o.File.MaxHeight)})
			} else {
				kv = append(kv, [2]string{"max_characters", strconv.Itoa(o.MaxCharacters)})
			}
			segs = append(segs, joinPairs(kv))
			continue
		}
		for _, v := range o.Values {
			kv := [][2]string{
				{"name", esc(o.Title[l])}, {"type", esc(string(o.Type))}, {"required", required},
				{"price", formatMoney(v.Price)}, {"price_type", strings.ToLower(string(v.PriceType))},
				{"option_title", esc(v.Title[l])},
			}
			if len(v.Requires) > 0 {
				refs := make([]string, len(v.Requires))
				for i, r := range v.Requires {
					refs[i] = strconv.Itoa(r.Option) + ":" + strconv.Itoa(r.Value)
				}
				kv = append(kv, [2]string{"requires", strings.Join(refs, ";")})
			}
			segs = append(segs, joinPairs(kv))
		}
	}
	return strings.Join(segs, "|")
}

// skuList is a comma-separated list of SKUs, escaped.
func skuList(skus []string) string {
	out := make([]string, len(skus))
	for i, s := range skus {
		out[i] = escape(s, ",")
	}
	return strings.Join(out, ",")
}

// offStores writes a row with product_online 0 for each store view the
// product is switched off in that has no row of translations (the German
// one, or a second of a language).
func (e *exporter) offStores(in catalog.ProductInput) error {
	for _, code := range in.OffStores {
		if slices.Contains(e.locales, e.localeOf(code)) && e.storeOf[e.localeOf(code)] == code {
			continue
		}
		if err := e.write(record{colSKU: in.SKU, colStore: code, colOnline: onlineValue(false)}); err != nil {
			return err
		}
	}
	return nil
}

// localeOf is the language of the store view whose translations rows
// carry, "" for another.
func (e *exporter) localeOf(code string) i18n.Locale {
	for l, c := range e.storeOf {
		if c == code {
			return l
		}
	}
	return ""
}
