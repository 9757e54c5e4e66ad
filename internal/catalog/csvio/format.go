// Package csvio imports and exports the catalogue as CSV in the columns of
// Magento 2.4's product import and export (README.md, "Catalogue CSV"), so
// that a shop moving from Magento can load its export: a row per product
// and per variant with the German texts (store_view_code empty), a row per
// further store view carrying only the translated texts, variants linked
// by their parent's configurable_variations, Paddock's own fields in
// additional_attributes.
//
// An import is checked whole first (Importer.Check: every row, a report
// of row, column, value and message, nothing written), then applied all
// or nothing in batches (Importer.Import) with progress reported.
package csvio

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// MaxFileBytes is the largest CSV file an import reads: larger ones are
// refused before parsing.
const MaxFileBytes = 50 << 20

// MaxUnpackedBytes is the most a compressed file (gzip, zip) may unpack
// to: 10,000 products with three languages take about 65 MB as CSV, a
// tenth of that compressed.
const MaxUnpackedBytes = 256 << 20

// The columns, as Magento 2.4 names them.
const (
	colSKU              = "sku"
	colStore            = "store_view_code"
	colAttributeSet     = "attribute_set_code"
	colType             = "product_type"
	colCategories       = "categories"
	colWebsites         = "product_websites"
	colName             = "name"
	colDescription      = "description"
	colWeight           = "weight"
	colOnline           = "product_online"
	colTaxClass         = "tax_class_name"
	colVisibility       = "visibility"
	colPrice            = "price"
	colSpecialPrice     = "special_price"
	colSpecialFrom      = "special_price_from_date"
	colSpecialTo        = "special_price_to_date"
	colURLKey           = "url_key"
	colMetaTitle        = "meta_title"
	colMetaKeywords     = "meta_keywords"
	colMetaDescription  = "meta_description"
	colBaseImage        = "base_image"
	colBaseImageLabel   = "base_image_label"
	colNewFrom          = "new_from_date"
	colNewTo            = "new_to_date"
	colAdditional       = "additional_attributes"
	colQty              = "qty"
	colInStock          = "is_in_stock"
	colNotifyStock      = "notify_on_stock_below"
	colUpsells          = "upsell_skus"
	colRelated          = "related_skus"
	colImages           = "additional_images"
	colImageLabels      = "additional_image_labels"
	colCustomOptions    = "custom_options"
	colVariations       = "configurable_variations"
	colVariationLabels  = "configurable_variation_labels"
	defaultAttributeSet = "Default"
	defaultWebsite      = "base"
)

// Columns are the columns an export writes, in order.
var Columns = []string{
	colSKU, colStore, colAttributeSet, colType, colCategories, colWebsites, colName, colDescription,
	colWeight, colOnline, colTaxClass, colVisibility, colPrice, colSpecialPrice, colSpecialFrom, colSpecialTo,
	colURLKey, colMetaTitle, colMetaKeywords, colMetaDescription, colBaseImage, colBaseImageLabel,
	colNewFrom, colNewTo, colAdditional, colQty, colInStock, colNotifyStock, colRelated, colUpsells, colImages, colImageLabels,
	colCustomOptions, colVariations, colVariationLabels,
}

// Keys of additional_attributes: Paddock's own fields.
const (
	attrManufacturer     = "manufacturer"
	attrColor            = "color"
	attrEAN              = "ean"
	attrBulky            = "bulky"
	attrSize             = "size"
	attrMaterialCare     = "material_care"
	attrSizeInfo         = "size_info"
	attrManufacturerInfo = "manufacturer_info"
	attrBaseUnit         = "base_unit"
	attrContent          = "content_quantity"
	attrDeliveryMin      = "delivery_min_days"
	attrDeliveryMax      = "delivery_max_days"
	attrRelation         = "product_relation_code"
	attrSizeGuide        = "size_guide"
	attrCategoryPos      = "category_positions"
	attrGPSRName         = "gpsr_manufacturer_name"
	attrGPSRAddress      = "gpsr_manufacturer_address"
	attrGPSRCountry      = "gpsr_manufacturer_country"
	attrGPSREmail        = "gpsr_manufacturer_email"
	attrSafetyNotes      = "gpsr_safety_notes"
	attrLogoWidth        = "logo_width_mm"
	attrLogoPosition     = "logo_position"
	attrLogoType         = "logo_type"
	attrSublimation      = "sublimation_options"
	attrSublimationPos   = "sublimation_positions"
	attrTierPrices       = "tier_prices"
)

// Visibility as Magento names it.
const (
	visibleBoth    = "Catalog, Search"
	visibleCatalog = "Catalog"
	visibleSearch  = "Search"
	notVisible     = "Not Visible Individually"
)

// visibilityName is Magento's label of a product's visibility.
func visibilityName(v catalog.Visibility) string {
	switch v {
	case catalog.VisibleInCatalog:
		return visibleCatalog
	case catalog.VisibleInSearch:
		return visibleSearch
	case catalog.NotVisibleIndividually:
		return notVisible
	}
	return visibleBoth
}

// parseVisibility reads Magento's labels (any case) and its numbers 1 to
// 4; empty is "Catalog, Search".
func parseVisibility(s string) (catalog.Visibility, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", strings.ToLower(visibleBoth), "4":
		return catalog.VisibleEverywhere, true
	case strings.ToLower(visibleCatalog), "2":
		return catalog.VisibleInCatalog, true
	case strings.ToLower(visibleSearch), "3":
		return catalog.VisibleInSearch, true
	case strings.ToLower(notVisible), "1":
		return catalog.NotVisibleIndividually, true
	}
	return 0, false
}

// Tax classes as Magento names them ("Taxable Goods" is Magento's
// default class); "standard" and "reduced" are taken too.
const (
	taxStandard = "Taxable Goods"
	taxReduced  = "Reduced Rate"
)

func taxClassName(t catalog.TaxClass) string {
	if t == catalog.ReducedRate {
		return taxReduced
	}
	return taxStandard
}

func parseTaxClass(s string) (catalog.TaxClass, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "taxable goods", "standard":
		return catalog.StandardRate, true
	case "reduced rate", "reduced", "reduced goods":
		return catalog.ReducedRate, true
	}
	return "", false
}

// escape keeps sep and backslashes in a value of a list: a backslash
// before each.
func escape(s string, seps string) string {
	if !strings.ContainsAny(s, seps+`\`) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r == '\\' || strings.ContainsRune(seps, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// split cuts s at sep where no backslash escapes it; the parts keep their
// escapes (unescape removes them).
func split(s string, sep rune) []string {
	if s == "" {
		return nil
	}
	var out []string
	start, esc := 0, false
	for i, r := range s {
		switch {
		case esc:
			esc = false
		case r == '\\':
			esc = true
		case r == sep:
			out = append(out, s[start:i])
			start = i + len(string(sep))
		}
	}
	return append(out, s[start:])
}

// unescape removes the backslashes of escape.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	esc := false
	for _, r := range s {
		if !esc && r == '\\' {
			esc = true
			continue
		}
		esc = false
		b.WriteRune(r)
	}
	return b.String()
}

// pairs reads "key=value,key=value" (additional_attributes, one variation
// of configurable_variations, a custom option): keys lower-cased, values
// unescaped; bad is a part without "=".
func pairs(s string) (out map[string]string, order []string, bad string) {
	out = map[string]string{}
	for _, part := range split(s, ',') {
		if strings.TrimSpace(part) == "" {
			continue
		}
		k, v, ok := cutUnescaped(part, '=')
		if !ok {
			return out, order, part
		}
		k = strings.ToLower(strings.TrimSpace(unescape(k)))
		if _, seen := out[k]; !seen {
			order = append(order, k)
		}
		out[k] = unescape(v)
	}
	return out, order, ""
}

// cutUnescaped cuts s at the first sep no backslash escapes.
func cutUnescaped(s string, sep rune) (before, after string, ok bool) {
	esc := false
	for i, r := range s {
		switch {
		case esc:
			esc = false
		case r == '\\':
			esc = true
		case r == sep:
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// joinPairs writes pairs in order; the values come escaped.
func joinPairs(kv [][2]string) string {
	parts := make([]string, 0, len(kv))
	for _, p := range kv {
		parts = append(parts, p[0]+"="+p[1])
	}
	return strings.Join(parts, ",")
}

// formatMoney writes cents as "12.90".
func formatMoney(m catalog.Money) string {
	sign := ""
	if m < 0 {
		sign, m = "-", -m
	}
	return fmt.Sprintf("%s%d.%02d", sign, int64(m)/100, int64(m)%100)
}

// parseMoney reads an amount as Magento writes it ("12.9000") or as a
// German spreadsheet does ("12,90"): at most two decimals that are not
// zero.
func parseMoney(s string) (catalog.Money, bool) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, ",") && !strings.Contains(s, ".") {
		s = strings.Replace(s, ",", ".", 1)
	}
	if s == "" || strings.ContainsAny(s, "eE_xX") {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 1e12 {
		return 0, false
	}
	cents := math.Round(f * 100)
	if math.Abs(f*100-cents) > 1e-6 {
		return 0, false
	}
	return catalog.Money(cents), true
}

// parseInt reads a whole number, also as Magento writes quantities
// ("5.0000").
func parseInt(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(strings.Replace(s, ",", ".", 1), 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e15 || strings.ContainsAny(s, "eE_xX") {
		return 0, false
	}
	return int(f), true
}

// parseBool reads product_online and Magento's flags: 1 is yes; 0 and 2
// (Magento's "disabled") are no.
func parseBool(s string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "yes", "true", "ja", "oui", "enabled":
		return true, true
	case "0", "2", "no", "false", "nein", "non", "disabled":
		return false, true
	}
	return false, false
}

func formatBool(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// onlineValue writes product_online as Magento does: 1 enabled, 2
// disabled.
func onlineValue(b bool) string {
	if b {
		return "1"
	}
	return "2"
}

// dateLayouts are the forms a date is read in: ISO, Magento's export
// (month/day/year), German day.month.year.
var dateLayouts = []string{"2006-01-02", "1/2/06", "1/2/2006", "02.01.2006", "2.1.2006"}

// parseDate reads a date (a Berlin day, at its start) or an RFC 3339
// instant; Magento's ", 12:00 AM" after a date is allowed.
func parseDate(s string) (*time.Time, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, true
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		t = t.UTC()
		return &t, true
	}
	if i := strings.Index(s, ","); i > 0 {
		s = strings.TrimSpace(s[:i])
	} else if i := strings.Index(s, " "); i > 0 {
		s = s[:i]
	}
	for _, layout := range dateLayouts {
		if t, err := time.ParseInLocation(layout, s, i18n.Berlin); err == nil {
			t = t.UTC()
			return &t, true
		}
	}
	return nil, false
}

// formatDate writes a Berlin day's start as its date, any other instant
// in RFC 3339.
func formatDate(t *time.Time) string {
	if t == nil {
		return ""
	}
	b := t.In(i18n.Berlin)
	if b.Hour() == 0 && b.Minute() == 0 && b.Second() == 0 && b.Nanosecond() == 0 {
		return b.Format("2006-01-02")
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// defuse keeps a value a spreadsheet would run as a formula from running
// (OWASP's CSV injection): a leading =, +, -, @, tab or carriage return
// gets a quote before it, and so does a quote before one of them, so that
// restore gives back exactly what was written.
func defuse(v string) string {
	if v == "" {
		return v
	}
	c := v[0]
	if strings.IndexByte("=+-@\t\r", c) >= 0 || c == '\'' && len(v) > 1 && strings.IndexByte("=+-@\t\r'", v[1]) >= 0 {
		return "'" + v
	}
	return v
}

// restore undoes defuse.
func restore(v string) string {
	if len(v) > 1 && v[0] == '\'' && strings.IndexByte("=+-@\t\r'", v[1]) >= 0 {
		return v[1:]
	}
	return v
}

// formatWeight writes grams as kilograms ("0.45"), Magento's weight.
func formatWeight(g int) string {
	if g == 0 {
		return ""
	}
	return strconv.FormatFloat(float64(g)/1000, 'f', -1, 64)
}

// parseWeight reads kilograms into grams.
func parseWeight(s string) (int, bool) {
	s = strings.Replace(strings.TrimSpace(s), ",", ".", 1)
	if s == "" {
		return 0, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 1e9 || strings.ContainsAny(s, "eE_xX") {
		return 0, false
	}
	return int(math.Round(f * 1000)), true
}
