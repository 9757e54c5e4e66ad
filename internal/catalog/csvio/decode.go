package csvio

import (
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// product is a product the file describes: its input and where each part
// of it came from, to name the row and column of a problem.
type product struct {
	in catalog.ProductInput
	// line is the row of its default values; lines the rows of the store
	// views that translate it, by locale.
	line  int
	lines map[i18n.Locale]int
	// variantLines are the rows of the variants, in the order of
	// in.Variants; variantStoreLines their store views' rows.
	variantLines      []int
	variantStoreLines []map[i18n.Locale]int
	// images are where the references of in.Images (and each variant's)
	// stand: index 0 is base_image.
	imageRefs        []imageRef
	variantImageRefs [][]imageRef
}

// imageRef is an image reference as the file gives it.
type imageRef struct {
	ref    string
	line   int
	column string
}

// decoder turns rows into product inputs, collecting every problem.
type decoder struct {
	t        *table
	stores   map[string]i18n.Locale
	cats     *categoryIndex
	prefixes []string
	rep      *report
	byLine   map[int]row
	// options maps labels and codes to codes, per attribute (optionLabels).
	options map[string]map[string]string
}

// code is the option code of a value of an attribute: the value itself
// when it is a code, the code of the option it is the label of (a
// Magento export's), else the value, which the check then refuses.
func (d *decoder) code(attribute, v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		return ""
	}
	if c, ok := d.options[attribute][strings.ToLower(v)]; ok {
		return c
	}
	return v
}

// decode builds the products of the table in the order of their rows.
func (d *decoder) decode() []*product {
	type base struct {
		r   row
		sku string
	}
	var defaults []base
	firstRow := map[string]int{}
	var storeRows []row
	for _, r := range d.t.rows {
		sku := strings.TrimSpace(d.t.get(r, colSKU))
		if sku == "" {
			d.rep.invalid(r.line, colSKU, "", "csvio.required")
			continue
		}
		if code := strings.TrimSpace(d.t.get(r, colStore)); code != "" {
			storeRows = append(storeRows, r)
			continue
		}
		if first, dup := firstRow[sku]; dup {
			d.rep.invalid(r.line, colSKU, sku, "csvio.duplicateSku", "first", first)
			continue
		}
		firstRow[sku] = r.line
		defaults = append(defaults, base{r, sku})
	}
	// Variants: the rows a configurable product's configurable_variations
	// names, by SKU.
	rowOf := map[string]row{}
	for _, b := range defaults {
		rowOf[b.sku] = b.r
	}
	childOf := map[string]string{}
	type variation struct {
		sku, color, size string
	}
	variations := map[string][]variation{}
	attrsOf := map[string][]string{}
	for _, b := range defaults {
		raw := d.t.get(b.r, colVariations)
		if strings.TrimSpace(raw) == "" && strings.TrimSpace(d.t.get(b.r, colVariationLabels)) == "" {
			continue
		}
		var attrs []string
		_, order, bad := pairs(d.t.get(b.r, colVariationLabels))
		if bad != "" {
			d.rep.invalid(b.r.line, colVariationLabels, bad, "csvio.pair")
		}
		attrs = append(attrs, order...)
		for _, seg := range split(raw, '|') {
			if strings.TrimSpace(seg) == "" {
				continue
			}
			kv, order, bad := pairs(seg)
			if bad != "" || strings.TrimSpace(kv["sku"]) == "" {
				d.rep.invalid(b.r.line, colVariations, seg, "csvio.variation")
				continue
			}
			v := variation{sku: strings.TrimSpace(kv["sku"]), color: d.code(catalog.AttrColor, kv[attrColor]), size: d.code(catalog.AttrSize, kv[attrSize])}
			for _, k := range order {
				if k != "sku" && !contains(attrs, k) {
					attrs = append(attrs, k)
				}
			}
			if _, ok := rowOf[v.sku]; !ok {
				d.rep.invalid(b.r.line, colVariations, v.sku, "csvio.variantRow")
				continue
			}
			if parent, twice := childOf[v.sku]; twice {
				d.rep.invalid(b.r.line, colVariations, v.sku, "csvio.variantTwice", "parent", parent)
				continue
			}
			childOf[v.sku] = b.sku
			variations[b.sku] = append(variations[b.sku], v)
		}
		attrsOf[b.sku] = attrs
	}
	var out []*product
	bySKU := map[string]*product{}
	for _, b := range defaults {
		if _, isChild := childOf[b.sku]; isChild {
			continue
		}
		p := &product{line: b.r.line, lines: map[i18n.Locale]int{}}
		d.productRow(p, b.r, b.sku)
		if p.in.Type == catalog.Configurable || len(variations[b.sku]) > 0 {
			p.in.ConfigurableAttributes = attrsOf[b.sku]
		}
		for _, v := range variations[b.sku] {
			cr := rowOf[v.sku]
			if strings.EqualFold(strings.TrimSpace(d.t.get(cr, colType)), string(catalog.Configurable)) {
				d.rep.invalid(cr.line, colType, d.t.get(cr, colType), "csvio.variantType")
			}
			vi, refs := d.variantRow(cr, v.sku)
			if v.color != "" {
				vi.Color = v.color
			}
			if v.size != "" {
				vi.Size = v.size
			}
			p.in.Variants = append(p.in.Variants, vi)
			p.variantLines = append(p.variantLines, cr.line)
			p.variantStoreLines = append(p.variantStoreLines, map[i18n.Locale]int{})
			p.variantImageRefs = append(p.variantImageRefs, refs)
		}
		d.checkScope(p)
		out = append(out, p)
		bySKU[b.sku] = p
	}
	for _, r := range storeRows {
		d.storeRow(r, bySKU, childOf)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkScope refuses, for a club manager, SKUs without one of the clubs'
// prefixes.
func (d *decoder) checkScope(p *product) {
	if d.prefixes == nil {
		return
	}
	inScope := func(sku string) bool {
		for _, pre := range d.prefixes {
			if pre != "" && strings.HasPrefix(sku, pre) {
				return true
			}
		}
		return false
	}
	if !inScope(p.in.SKU) {
		d.rep.invalid(p.line, colSKU, p.in.SKU, "csvio.clubScope", "prefixes", strings.Join(d.prefixes, ", "))
	}
	for i, v := range p.in.Variants {
		if !inScope(v.SKU) {
			d.rep.invalid(p.variantLines[i], colSKU, v.SKU, "csvio.clubScope", "prefixes", strings.Join(d.prefixes, ", "))
		}
	}
}

// text is a localized text with German set when v is not empty.
func german(v string) catalog.Localized {
	if v == "" {
		return catalog.Localized{}
	}
	return catalog.Localized{i18n.German: v}
}

// productRow reads a product's default row.
func (d *decoder) productRow(p *product, r row, sku string) {
	get := func(col string) string { return d.t.get(r, col) }
	in := &p.in
	in.SKU = sku
	switch t := strings.ToLower(strings.TrimSpace(get(colType))); t {
	case "", "simple":
		in.Type = catalog.Simple
	case "configurable":
		in.Type = catalog.Configurable
	case "virtual":
		in.Type = catalog.Virtual
	default:
		d.rep.invalid(r.line, colType, get(colType), "csvio.productType")
	}
	in.IsActive = d.flag(r, colOnline, true)
	in.Name = german(get(colName))
	in.Description = german(get(colDescription))
	in.URLKey = german(strings.TrimSpace(get(colURLKey)))
	in.MetaTitle = german(get(colMetaTitle))
	in.MetaKeywords = german(get(colMetaKeywords))
	in.MetaDescription = german(get(colMetaDescription))
	if tc, ok := parseTaxClass(get(colTaxClass)); ok {
		in.TaxClass = tc
	} else {
		d.rep.invalid(r.line, colTaxClass, get(colTaxClass), "csvio.taxClass")
	}
	in.Price = d.money(r, colPrice)
	if strings.TrimSpace(get(colSpecialPrice)) != "" {
		m := d.money(r, colSpecialPrice)
		in.SpecialPrice = &m
	}
	in.SpecialFrom = d.date(r, colSpecialFrom)
	in.SpecialTo = d.date(r, colSpecialTo)
	in.NewFrom = d.date(r, colNewFrom)
	in.NewTo = d.date(r, colNewTo)
	in.StockQty = d.int(r, colQty)
	in.WeightGrams = d.weight(r)
	if v := strings.TrimSpace(get(colNotifyStock)); v != "" {
		n := d.int(r, colNotifyStock)
		in.LowStockThreshold = &n
	}
	in.CategoryIDs = d.categories(r)
	for _, s := range split(get(colUpsells), ',') {
		if s = strings.TrimSpace(unescape(s)); s != "" {
			in.UpsellSKUs = append(in.UpsellSKUs, s)
		}
	}
	in.Images, p.imageRefs = d.images(r)
	d.additional(r, in)
	in.CustomOptions = d.customOptions(r)
	d.visibility(r, in)
}

// variantRow reads a variant's row.
func (d *decoder) variantRow(r row, sku string) (catalog.VariantInput, []imageRef) {
	vi := catalog.VariantInput{SKU: sku, IsActive: d.flag(r, colOnline, true)}
	vi.Price = d.money(r, colPrice)
	if strings.TrimSpace(d.t.get(r, colSpecialPrice)) != "" {
		m := d.money(r, colSpecialPrice)
		vi.SpecialPrice = &m
	}
	vi.StockQty = d.int(r, colQty)
	vi.WeightGrams = d.weight(r)
	var refs []imageRef
	vi.Images, refs = d.images(r)
	kv, _, _ := pairs(d.t.get(r, colAdditional))
	vi.Color, vi.Size = d.code(catalog.AttrColor, kv[attrColor]), d.code(catalog.AttrSize, kv[attrSize])
	vi.EAN = strings.TrimSpace(kv[attrEAN])
	vi.TierPrices = d.tiers(r, kv)
	return vi, refs
}

func (d *decoder) flag(r row, col string, empty bool) bool {
	v := d.t.get(r, col)
	if strings.TrimSpace(v) == "" {
		return empty
	}
	b, ok := parseBool(v)
	if !ok {
		d.rep.invalid(r.line, col, v, "csvio.flag")
	}
	return b
}

func (d *decoder) weight(r row) int {
	v := d.t.get(r, colWeight)
	g, ok := parseWeight(v)
	if !ok {
		d.rep.invalid(r.line, colWeight, v, "csvio.number")
	}
	return g
}

func (d *decoder) money(r row, col string) catalog.Money {
	v := d.t.get(r, col)
	if strings.TrimSpace(v) == "" {
		return 0
	}
	m, ok := parseMoney(v)
	if !ok {
		d.rep.invalid(r.line, col, v, "csvio.amount")
	}
	return m
}

func (d *decoder) int(r row, col string) int {
	v := d.t.get(r, col)
	if strings.TrimSpace(v) == "" {
		return 0
	}
	n, ok := parseInt(v)
	if !ok {
		d.rep.invalid(r.line, col, v, "csvio.number")
	}
	return n
}

func (d *decoder) date(r row, col string) *time.Time {
	v := d.t.get(r, col)
	t, ok := parseDate(v)
	if !ok {
		d.rep.invalid(r.line, col, v, "csvio.date")
	}
	return t
}

// categories resolves the category paths of a row.
func (d *decoder) categories(r row) []int64 {
	var ids []int64
	for _, path := range split(d.t.get(r, colCategories), ',') {
		if strings.TrimSpace(path) == "" {
			continue
		}
		id, ok := d.cats.resolve(path)
		if !ok {
			d.rep.invalid(r.line, colCategories, unescape(path), "csvio.unknownCategory")
			continue
		}
		ids = append(ids, id)
	}
	return ids
}

// images reads base_image and additional_images with their German
// labels; the keys are the references until they are resolved.
func (d *decoder) images(r row) ([]catalog.ImageInput, []imageRef) {
	var ims []catalog.ImageInput
	var refs []imageRef
	base := strings.TrimSpace(d.t.get(r, colBaseImage))
	if base != "" {
		ims = append(ims, catalog.ImageInput{Key: base, Label: german(d.t.get(r, colBaseImageLabel))})
		refs = append(refs, imageRef{ref: base, line: r.line, column: colBaseImage})
	}
	labels := split(d.t.get(r, colImageLabels), ',')
	for i, ref := range split(d.t.get(r, colImages), ',') {
		ref = strings.TrimSpace(unescape(ref))
		if ref == "" {
			continue
		}
		label := ""
		if i < len(labels) {
			label = unescape(labels[i])
		}
		ims = append(ims, catalog.ImageInput{Key: ref, Label: german(label)})
		refs = append(refs, imageRef{ref: ref, line: r.line, column: colImages})
	}
	return ims, refs
}

// additional reads additional_attributes: Paddock's own fields.
func (d *decoder) additional(r row, in *catalog.ProductInput) {
	raw := d.t.get(r, colAdditional)
	kv, _, bad := pairs(raw)
	if bad != "" {
		d.rep.invalid(r.line, colAdditional, bad, "csvio.pair")
	}
	num := func(key string) int {
		v := strings.TrimSpace(kv[key])
		if v == "" {
			return 0
		}
		n, ok := parseInt(v)
		if !ok {
			d.rep.invalid(r.line, colAdditional, key+"="+v, "csvio.number")
		}
		return n
	}
	in.Manufacturer = d.code(catalog.AttrManufacturer, kv[attrManufacturer])
	in.Color = d.code(catalog.AttrColor, kv[attrColor])
	in.Size = d.code(catalog.AttrSize, kv[attrSize])
	in.EAN = strings.TrimSpace(kv[attrEAN])
	if v := kv[attrBulky]; strings.TrimSpace(v) != "" {
		b, ok := parseBool(v)
		if !ok {
			d.rep.invalid(r.line, colAdditional, attrBulky+"="+v, "csvio.flag")
		}
		in.Bulky = b
	}
	in.MaterialCare = german(kv[attrMaterialCare])
	in.SizeInfo = german(kv[attrSizeInfo])
	in.ManufacturerInfo = german(kv[attrManufacturerInfo])
	in.BaseUnit = catalog.BaseUnit(strings.TrimSpace(kv[attrBaseUnit]))
	if v := strings.TrimSpace(kv[attrContent]); v != "" {
		f, err := strconv.ParseFloat(strings.Replace(v, ",", ".", 1), 64)
		if err != nil {
			d.rep.invalid(r.line, colAdditional, attrContent+"="+v, "csvio.number")
		}
		in.ContentQuantity = f
	}
	in.DeliveryMinDays = num(attrDeliveryMin)
	in.DeliveryMaxDays = num(attrDeliveryMax)
	in.TierPrices = d.tiers(r, kv)
	in.ProductRelationCode = strings.TrimSpace(kv[attrRelation])
	in.SizeGuide = strings.TrimSpace(kv[attrSizeGuide])
	if v := strings.TrimSpace(kv[attrCategoryPos]); v != "" {
		for _, s := range strings.Split(v, "|") {
			n, ok := parseInt(s)
			if !ok {
				d.rep.invalid(r.line, colAdditional, attrCategoryPos+"="+v, "csvio.number")
			}
			in.CategoryPositions = append(in.CategoryPositions, n)
		}
	}
	in.Safety = catalog.SafetyInput{
		ManufacturerName: kv[attrGPSRName], ManufacturerAddress: kv[attrGPSRAddress],
		ManufacturerCountry: strings.TrimSpace(kv[attrGPSRCountry]), ManufacturerEmail: strings.TrimSpace(kv[attrGPSREmail]),
		Notes: german(kv[attrSafetyNotes]),
	}
	_, w := kv[attrLogoWidth]
	_, pos := kv[attrLogoPosition]
	_, typ := kv[attrLogoType]
	_, sub := kv[attrSublimation]
	_, subPos := kv[attrSublimationPos]
	if w || pos || typ || sub || subPos {
		in.Merchandise = &catalog.MerchandiseInput{
			LogoWidthMM: num(attrLogoWidth), LogoPosition: d.code(catalog.AttrLogoPosition, kv[attrLogoPosition]),
			LogoType: d.code(catalog.AttrLogoType, kv[attrLogoType]), SublimationOptions: d.codes(catalog.AttrSublimationOptions, kv[attrSublimation]),
			SublimationPositions: d.codes(catalog.AttrSublimationPositions, kv[attrSublimationPos]),
		}
	}
}

// codes reads a multi-select value: codes (or labels) separated by "|".
func (d *decoder) codes(attribute, v string) []string {
	var out []string
	for _, c := range strings.Split(v, "|") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, d.code(attribute, c))
		}
	}
	return out
}

// customOptions reads custom_options: segments separated by "|", each a
// field option or one value of a drop-down or checkbox option (the values
// of one option follow each other under its name).
func (d *decoder) customOptions(r row) []catalog.CustomOptionInput {
	opts, err := parseOptions(d.t.get(r, colCustomOptions))
	if err != "" {
		d.rep.invalid(r.line, colCustomOptions, err, "csvio.customOption")
	}
	out := make([]catalog.CustomOptionInput, 0, len(opts))
	for _, o := range opts {
		in := catalog.CustomOptionInput{
			Type: catalog.OptionType(o.typ), Title: german(o.name), Required: o.required,
			MaxCharacters: o.maxChars, Price: o.price, PriceType: o.priceType, File: o.file,
		}
		for _, v := range o.values {
			in.Values = append(in.Values, catalog.CustomOptionValueInput{Title: german(v.title), Price: v.price, PriceType: v.priceType, Requires: v.requires})
		}
		out = append(out, in)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// option is a customizable option as custom_options writes it.
type option struct {
	name, typ string
	required  bool
	maxChars  int
	price     catalog.Money
	priceType catalog.PriceType
	values    []optionValue
	file      *catalog.FileSettings
}

type optionValue struct {
	title     string
	price     catalog.Money
	priceType catalog.PriceType
	requires  []catalog.ValueRef
}

// parseOptions reads custom_options; bad is the first segment it cannot
// read.
func parseOptions(raw string) (opts []option, bad string) {
	for _, seg := range split(raw, '|') {
		if strings.TrimSpace(seg) == "" {
			continue
		}
		kv, _, badPair := pairs(seg)
		if badPair != "" {
			return opts, seg
		}
		typ := strings.ToLower(strings.TrimSpace(kv["type"]))
		if typ == "" {
			typ = string(catalog.FieldOption)
		}
		price, pt := catalog.Money(0), catalog.PriceType(strings.ToUpper(strings.TrimSpace(kv["price_type"])))
		if v := strings.TrimSpace(kv["price"]); v != "" {
			m, ok := parseMoney(v)
			if !ok {
				return opts, seg
			}
			price = m
		}
		required, _ := parseBool(kv["required"])
		if !catalog.OptionType(typ).Selectable() {
			maxChars := 0
			if v := strings.TrimSpace(kv["max_characters"]); v != "" {
				n, ok := parseInt(v)
				if !ok {
					return opts, seg
				}
				maxChars = n
			}
			o := option{name: kv["name"], typ: typ, required: required, maxChars: maxChars, price: price, priceType: pt}
			if typ == string(catalog.FileOption) {
				if o.file = parseFileSettings(kv); o.file == nil {
					return opts, seg
				}
			}
			opts = append(opts, o)
			continue
		}
		var reqs []catalog.ValueRef
		for _, ref := range strings.Split(kv["requires"], ";") {
			if strings.TrimSpace(ref) == "" {
				continue
			}
			o, v, ok := strings.Cut(ref, ":")
			oi, err1 := strconv.Atoi(strings.TrimSpace(o))
			vi, err2 := strconv.Atoi(strings.TrimSpace(v))
			if !ok || err1 != nil || err2 != nil {
				return opts, seg
			}
			reqs = append(reqs, catalog.ValueRef{Option: oi, Value: vi})
		}
		val := optionValue{title: kv["option_title"], price: price, priceType: pt, requires: reqs}
		if n := len(opts); n > 0 && opts[n-1].name == kv["name"] && opts[n-1].typ == typ {
			opts[n-1].values = append(opts[n-1].values, val)
			continue
		}
		opts = append(opts, option{name: kv["name"], typ: typ, required: required, values: []optionValue{val}})
	}
	return opts, ""
}

// parseFileSettings reads a file option's file_extension (apart by spaces
// or commas), image_size_x and image_size_y; nil for a size that is no
// number. The catalogue checks the extensions.
func parseFileSettings(kv map[string]string) *catalog.FileSettings {
	f := &catalog.FileSettings{Extensions: catalog.SplitExtensions(kv["file_extension"])}
	for _, s := range []struct {
		key string
		to  *int
	}{{"image_size_x", &f.MaxWidth}, {"image_size_y", &f.MaxHeight}} {
		if v := strings.TrimSpace(kv[s.key]); v != "" {
			n, ok := parseInt(v)
			if !ok {
				return nil
			}
			*s.to = n
		}
	}
	return f
}

// storeRow applies a store view's row: the texts in its language.
func (d *decoder) storeRow(r row, bySKU map[string]*product, childOf map[string]string) {
	code := strings.TrimSpace(d.t.get(r, colStore))
	l, ok := d.stores[code]
	if !ok {
		d.rep.invalid(r.line, colStore, code, "csvio.store")
		return
	}
	sku := strings.TrimSpace(d.t.get(r, colSKU))
	get := func(col string) string { return d.t.get(r, col) }
	if parent, isChild := childOf[sku]; isChild {
		p := bySKU[parent]
		if p == nil {
			return
		}
		for i := range p.in.Variants {
			if p.in.Variants[i].SKU == sku {
				p.variantStoreLines[i][l] = r.line
				d.translateImages(r, l, p.in.Variants[i].Images)
			}
		}
		return
	}
	p := bySKU[sku]
	if p == nil {
		d.rep.invalid(r.line, colSKU, sku, "csvio.noDefaultRow")
		return
	}
	if _, twice := p.lines[l]; twice {
		d.rep.invalid(r.line, colStore, code, "csvio.storeTwice", "first", p.lines[l])
		return
	}
	p.lines[l] = r.line
	in := &p.in
	d.storeOnline(r, code, in)
	set := func(texts *catalog.Localized, v string) {
		if v == "" {
			return
		}
		if *texts == nil {
			*texts = catalog.Localized{}
		}
		(*texts)[l] = v
	}
	set(&in.Name, get(colName))
	set(&in.Description, get(colDescription))
	set(&in.URLKey, strings.TrimSpace(get(colURLKey)))
	set(&in.MetaTitle, get(colMetaTitle))
	set(&in.MetaKeywords, get(colMetaKeywords))
	set(&in.MetaDescription, get(colMetaDescription))
	kv, _, bad := pairs(get(colAdditional))
	if bad != "" {
		d.rep.invalid(r.line, colAdditional, bad, "csvio.pair")
	}
	set(&in.MaterialCare, kv[attrMaterialCare])
	set(&in.SizeInfo, kv[attrSizeInfo])
	set(&in.ManufacturerInfo, kv[attrManufacturerInfo])
	set(&in.Safety.Notes, kv[attrSafetyNotes])
	d.translateImages(r, l, in.Images)
	if raw := get(colCustomOptions); strings.TrimSpace(raw) != "" {
		d.translateOptions(r, l, raw, in.CustomOptions)
	}
}

// translateOptions sets the titles of a store view's custom_options on
// the options read from the default row, segment by segment: one for a
// field option, one per value for the others.
func (d *decoder) translateOptions(r row, l i18n.Locale, raw string, opts []catalog.CustomOptionInput) {
	var segs []map[string]string
	for _, seg := range split(raw, '|') {
		if strings.TrimSpace(seg) == "" {
			continue
		}
		kv, _, bad := pairs(seg)
		if bad != "" {
			d.rep.invalid(r.line, colCustomOptions, seg, "csvio.customOption")
			return
		}
		segs = append(segs, kv)
	}
	want := 0
	for _, o := range opts {
		want += max(1, len(o.Values))
	}
	if len(segs) != want {
		d.rep.invalid(r.line, colCustomOptions, raw, "csvio.translationCount")
		return
	}
	set := func(texts *catalog.Localized, v string) {
		if v == "" {
			return
		}
		if *texts == nil {
			*texts = catalog.Localized{}
		}
		(*texts)[l] = v
	}
	at := 0
	for i := range opts {
		set(&opts[i].Title, segs[at]["name"])
		if len(opts[i].Values) == 0 {
			at++
			continue
		}
		for j := range opts[i].Values {
			set(&opts[i].Values[j].Title, segs[at]["option_title"])
			at++
		}
	}
}

// translateImages sets the labels of a store view's row on images read
// from the default row: base_image_label for the first when base_image
// is set, additional_image_labels for the others.
func (d *decoder) translateImages(r row, l i18n.Locale, ims []catalog.ImageInput) {
	setLabel := func(im *catalog.ImageInput, v string) {
		if v == "" {
			return
		}
		if im.Label == nil {
			im.Label = catalog.Localized{}
		}
		im.Label[l] = v
	}
	labels := split(d.t.get(r, colImageLabels), ',')
	baseLabel := d.t.get(r, colBaseImageLabel)
	if len(ims) == 0 {
		if baseLabel != "" || len(labels) > 0 {
			d.rep.invalid(r.line, colImageLabels, d.t.get(r, colImageLabels), "csvio.translationCount")
		}
		return
	}
	setLabel(&ims[0], baseLabel)
	rest := ims[1:]
	if len(labels) > len(rest) {
		d.rep.invalid(r.line, colImageLabels, d.t.get(r, colImageLabels), "csvio.translationCount")
		return
	}
	for i, lab := range labels {
		setLabel(&rest[i], unescape(lab))
	}
}

// locate names the row and column a problem of the catalogue's check is
// about, from its field path ("variants[2].price", "name.en",
// "customOptions[0].values[1].title.fr").
func (p *product) locate(field string) (line int, column string) {
	line = p.line
	stores := p.lines
	if rest, ok := strings.CutPrefix(field, "variants["); ok {
		i, after, _ := strings.Cut(rest, "]")
		n, err := strconv.Atoi(i)
		if err != nil || n < 0 || n >= len(p.variantLines) {
			return p.line, colVariations
		}
		field = strings.TrimPrefix(after, ".")
		switch {
		case field == "color" || field == "size":
			return p.line, colVariations
		case field == "sku" || field == "":
			return p.variantLines[n], colSKU
		}
		line, stores = p.variantLines[n], p.variantStoreLines[n]
	}
	if i := strings.LastIndex(field, "."); i >= 0 {
		if l, ok := i18n.Parse(field[i+1:]); ok && len(field[i+1:]) == 2 {
			if sl, ok := stores[l]; ok && l != i18n.German {
				line = sl
			}
			field = field[:i]
		}
	}
	head := field
	if i := strings.IndexAny(head, ".["); i >= 0 {
		head = head[:i]
	}
	switch head {
	case "images":
		if strings.HasPrefix(field, "images[0]") && p.hasBase(line) {
			if strings.Contains(field, "label") {
				return line, colBaseImageLabel
			}
			return line, colBaseImage
		}
		if strings.Contains(field, "label") {
			return line, colImageLabels
		}
		return line, colImages
	case "customOptions":
		return line, colCustomOptions
	}
	if col, ok := fieldColumns[head]; ok {
		return line, col
	}
	return line, colAdditional
}

// hasBase reports whether the images of the row at line start with a
// base_image.
func (p *product) hasBase(line int) bool {
	refs := p.imageRefs
	for i, l := range p.variantLines {
		if l == line {
			refs = p.variantImageRefs[i]
		}
	}
	return len(refs) > 0 && refs[0].column == colBaseImage
}

// fieldColumns maps the catalogue's field names to columns; the rest are
// in additional_attributes.
var fieldColumns = map[string]string{
	"type": colType, "sku": colSKU, "name": colName, "urlKey": colURLKey, "description": colDescription,
	"metaTitle": colMetaTitle, "metaKeywords": colMetaKeywords, "metaDescription": colMetaDescription,
	"price": colPrice, "specialPrice": colSpecialPrice, "specialFrom": colSpecialFrom, "specialTo": colSpecialTo,
	"newFrom": colNewFrom, "newTo": colNewTo, "taxClass": colTaxClass, "stockQty": colQty,
	"categoryIds": colCategories, "upsellSkus": colUpsells, "configurableAttributes": colVariationLabels,
	"variants": colVariations, "isActive": colOnline, "weightGrams": colWeight, "lowStockThreshold": colNotifyStock,
}

// value is the cell a located problem is about.
func (d *decoder) value(line int, column string) string {
	if d.byLine == nil {
		d.byLine = make(map[int]row, len(d.t.rows))
		for _, r := range d.t.rows {
			d.byLine[r.line] = r
		}
	}
	r, ok := d.byLine[line]
	if !ok {
		return ""
	}
	return d.t.get(r, column)
}

// visibility reads a product row's visibility and related_skus.
func (d *decoder) visibility(r row, in *catalog.ProductInput) {
	v := d.t.get(r, colVisibility)
	if vis, ok := parseVisibility(v); ok {
		in.Visibility = vis
	} else {
		d.rep.invalid(r.line, colVisibility, v, "csvio.visibility")
	}
	for _, s := range split(d.t.get(r, colRelated), ',') {
		if s = strings.TrimSpace(unescape(s)); s != "" {
			in.RelatedSKUs = append(in.RelatedSKUs, s)
		}
	}
}

// storeOnline reads product_online on a store view's row: the product's
// status in that view (0 or 2 off, 1 on). Once a row of the product names
// it, the product's store views are set from its rows (those without
// one on); without any they stay as they are.
func (d *decoder) storeOnline(r row, code string, in *catalog.ProductInput) {
	if strings.TrimSpace(d.t.get(r, colOnline)) == "" {
		return
	}
	if in.OffStores == nil {
		in.OffStores = []string{}
	}
	if !d.flag(r, colOnline, true) {
		in.OffStores = append(in.OffStores, code)
	}
}
