package catalog

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// maxFilterValues bounds each list of a ProductFilter or CategoryFilter.
const maxFilterValues = 1000

// productRow is a row of the product table.
type productRow struct {
	ID              int64         `db:"id"`
	ParentID        sql.NullInt64 `db:"parent_id"`
	Type            string        `db:"type"`
	SKU             string        `db:"sku"`
	IsActive        bool          `db:"is_active"`
	Visible         bool          `db:"visible"`
	Visibility      int           `db:"visibility"`
	Position        int           `db:"position"`
	ManufacturerID  sql.NullInt64 `db:"manufacturer_option_id"`
	ColorID         sql.NullInt64 `db:"color_option_id"`
	SizeID          sql.NullInt64 `db:"size_option_id"`
	Price           int64         `db:"price"`
	SpecialPrice    sql.NullInt64 `db:"special_price"`
	SpecialFrom     sql.NullTime  `db:"special_from"`
	SpecialTo       sql.NullTime  `db:"special_to"`
	Lowest30Days    int64         `db:"lowest_30_days"`
	TaxClass        string        `db:"tax_class"`
	ContentQuantity float64       `db:"content_quantity"`
	BaseUnit        string        `db:"base_unit"`
	NewFrom         sql.NullTime  `db:"new_from"`
	NewTo           sql.NullTime  `db:"new_to"`
	StockQty        int           `db:"stock_qty"`
	DeliveryMinDays int           `db:"delivery_min_days"`
	DeliveryMaxDays int           `db:"delivery_max_days"`
	RelationCode    string        `db:"relation_code"`
	SizeGuide       string        `db:"size_guide"`
	IsMerchandise   bool          `db:"is_merchandise"`
	LogoWidthMM     int           `db:"logo_width_mm"`
	LogoPositionID  sql.NullInt64 `db:"logo_position_option_id"`
	LogoTypeID      sql.NullInt64 `db:"logo_type_option_id"`
	SafetyName      string        `db:"safety_name"`
	SafetyAddress   string        `db:"safety_address"`
	SafetyCountry   string        `db:"safety_country"`
	SafetyEmail     string        `db:"safety_email"`
	EAN             string        `db:"ean"`
	WeightGrams     int           `db:"weight_grams"`
	Bulky           bool          `db:"bulky"`
	CreatedAt       time.Time     `db:"created_at"`
	UpdatedAt       time.Time     `db:"updated_at"`
}

const productColumns = `p.id, p.parent_id, p.type, p.sku, p.is_active, p.visible, p.visibility, p.position,
	p.manufacturer_option_id, p.color_option_id, p.size_option_id,
	p.price, p.special_price, p.special_from, p.special_to, p.lowest_30_days, p.tax_class,
	p.content_quantity, p.base_unit, p.new_from, p.new_to, p.stock_qty,
	p.delivery_min_days, p.delivery_max_days, p.relation_code, p.size_guide,
	p.is_merchandise, p.logo_width_mm, p.logo_position_option_id, p.logo_type_option_id,
	p.safety_name, p.safety_address, p.safety_country, p.safety_email, p.ean, p.weight_grams, p.bulky,
	p.created_at, p.updated_at`

// owner is the product whose texts, categories and links a row shows: a
// variant shows its parent's.
func (r productRow) owner() int64 {
	if r.ParentID.Valid {
		return r.ParentID.Int64
	}
	return r.ID
}

// textRow is a product's texts in one locale.
type textRow struct {
	ProductID        int64  `db:"product_id"`
	Locale           string `db:"locale"`
	Name             string `db:"name"`
	URLKey           string `db:"url_key"`
	Description      string `db:"description"`
	MaterialCare     string `db:"material_care"`
	SizeInfo         string `db:"size_info"`
	ManufacturerInfo string `db:"manufacturer_info"`
	SafetyNotes      string `db:"safety_notes"`
	MetaTitle        string `db:"meta_title"`
	MetaDescription  string `db:"meta_description"`
	MetaKeywords     string `db:"meta_keywords"`
}

const textColumns = `product_id, locale, name, url_key, description, material_care, size_info,
	manufacturer_info, safety_notes, meta_title, meta_description, meta_keywords`

// filled returns t with its empty fields taken from de.
func (t textRow) filled(de textRow) textRow {
	t.Name = orGerman(t.Name, de.Name)
	t.URLKey = orGerman(t.URLKey, de.URLKey)
	t.Description = orGerman(t.Description, de.Description)
	t.MaterialCare = orGerman(t.MaterialCare, de.MaterialCare)
	t.SizeInfo = orGerman(t.SizeInfo, de.SizeInfo)
	t.ManufacturerInfo = orGerman(t.ManufacturerInfo, de.ManufacturerInfo)
	t.SafetyNotes = orGerman(t.SafetyNotes, de.SafetyNotes)
	t.MetaTitle = orGerman(t.MetaTitle, de.MetaTitle)
	t.MetaDescription = orGerman(t.MetaDescription, de.MetaDescription)
	t.MetaKeywords = orGerman(t.MetaKeywords, de.MetaKeywords)
	return t
}

func (s *service) Products(ctx context.Context, locale i18n.Locale, f ProductFilter) ([]Product, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	for _, l := range []struct {
		field string
		n     int
	}{{"ids", len(f.IDs)}, {"skus", len(f.SKUs)}, {"urlKeys", len(f.URLKeys)}, {"categoryIds", len(f.CategoryIDs)}, {"withinCategoryIds", len(f.WithinCategoryIDs)}} {
		if l.n > maxFilterValues {
			return nil, apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", l.field, "max", maxFilterValues).OnField(l.field)
		}
	}
	conds := []string{"p.is_active", productShownInLocale}
	a := []any{locale}
	if f.IDs != nil {
		conds = append(conds, "p.id IN ("+db.InList(len(f.IDs))+")")
		a = append(a, db.Args(f.IDs)...)
	}
	if f.SKUs != nil {
		skus := matchable(f.SKUs, false)
		// The parent is looked up by its key: an IN over every active
		// product would read them all for each lookup.
		conds = append(conds, "p.sku IN ("+db.InList(len(skus))+")",
			"(p.parent_id IS NULL OR EXISTS (SELECT 1 FROM product pp WHERE pp.id = p.parent_id AND pp.is_active))")
		a = append(a, db.Args(skus)...)
	} else {
		conds = append(conds, "p.visible")
	}
	if f.URLKeys != nil {
		keys := matchable(f.URLKeys, true)
		conds = append(conds, "p.id IN (SELECT product_id FROM product_text WHERE locale = ? AND url_key IN ("+db.InList(len(keys))+"))")
		a = append(a, locale)
		a = append(a, db.Args(keys)...)
	}
	if f.RelationCode != "" {
		conds = append(conds, "p.relation_code = ?")
		a = append(a, strings.ToValidUTF8(strings.ReplaceAll(f.RelationCode, "\x00", ""), ""))
	}
	for _, group := range [][]int64{f.CategoryIDs, f.WithinCategoryIDs} {
		if group == nil {
			continue
		}
		cats, err := s.subtreeIDs(ctx, s.db.Read(), group)
		if err != nil {
			return nil, err
		}
		conds = append(conds, "p.id IN (SELECT product_id FROM product_category WHERE category_id IN ("+db.InList(len(cats))+"))")
		a = append(a, db.Args(cats)...)
	}
	var products []Product
	var err error
	if v := s.readCacheView(ctx); v.on() {
		products, err = s.cachedProducts(ctx, v, locale, f, strings.Join(conds, " AND "), a)
	} else {
		products, err = s.loadProducts(ctx, s.db.Read(), locale, strings.Join(conds, " AND "), a)
	}
	if err != nil {
		return nil, err
	}
	if f.IDs != nil {
		sortByIDs(products, f.IDs)
	}
	return products, nil
}

// matchable keeps the values that can match a stored SKU or url key:
// valid UTF-8 without NUL (PostgreSQL refuses the others as parameters).
func matchable(values []string, lower bool) []string {
	out := make([]string, 0, len(values))
	for _, v := range values {
		if !utf8.ValidString(v) || strings.ContainsRune(v, 0) || len(v) > 1000 {
			continue
		}
		if lower {
			v = strings.ToLower(strings.Trim(strings.TrimSpace(v), "/"))
		}
		out = append(out, v)
	}
	return out
}

// sortByIDs orders products as ids lists them.
func sortByIDs(products []Product, ids []int64) {
	rank := make(map[int64]int, len(ids))
	for i, id := range ids {
		if _, seen := rank[id]; !seen {
			rank[id] = i
		}
	}
	sort.SliceStable(products, func(i, j int) bool { return rank[products[i].ID] < rank[products[j].ID] })
}

// subtreeIDs returns the categories and all their descendants.
func (s *service) subtreeIDs(ctx context.Context, h db.Handle, ids []int64) ([]int64, error) {
	ids = uniqueIDs(ids)
	if len(ids) == 0 {
		return nil, nil
	}
	var paths []string
	if err := h.Select(ctx, &paths, `SELECT path FROM category WHERE id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("catalog: category paths: %w", err)
	}
	out := append([]int64(nil), ids...)
	for _, chunk := range db.Chunks(paths, 100) {
		likes := make([]string, len(chunk))
		a := make([]any, len(chunk))
		for i, p := range chunk {
			likes[i] = "path LIKE ?"
			a[i] = p + "/%"
		}
		var sub []int64
		if err := h.Select(ctx, &sub, `SELECT id FROM category WHERE `+strings.Join(likes, " OR "), a...); err != nil {
			return nil, fmt.Errorf("catalog: category descendants: %w", err)
		}
		out = append(out, sub...)
	}
	return uniqueIDs(out), nil
}

// loadProducts reads the products matching where (over product p) with
// everything a product page shows, ordered by id, in a fixed number of
// queries whatever their count.
func (s *service) loadProducts(ctx context.Context, h db.Handle, locale i18n.Locale, where string, whereArgs []any) ([]Product, error) {
	var rows []productRow
	if err := h.Select(ctx, &rows, `SELECT `+productColumns+` FROM product p WHERE `+where+` ORDER BY p.id`, whereArgs...); err != nil {
		return nil, fmt.Errorf("catalog: list products: %w", err)
	}
	return s.assemble(ctx, h, locale, rows)
}

// selectByIDs runs query, whose IN list is written "(%s)", over ids in
// chunks and appends the rows to dest.
func selectByIDs[T any](ctx context.Context, h db.Handle, dest *[]T, query string, lead []any, ids []int64) error {
	for _, chunk := range db.Chunks(ids, db.MaxInList) {
		var part []T
		a := append(append([]any(nil), lead...), db.Args(chunk)...)
		if err := h.Select(ctx, &part, fmt.Sprintf(query, db.InList(len(chunk))), a...); err != nil {
			return err
		}
		*dest = append(*dest, part...)
	}
	return nil
}

type imageRow struct {
	ProductID int64  `db:"product_id"`
	Position  int    `db:"position"`
	Key       string `db:"image_key"`
	Width     int    `db:"width"`
	Height    int    `db:"height"`
	Label     string `db:"label"`
	LabelDE   string `db:"label_de"`
}

type linkRow struct {
	ProductID int64 `db:"product_id"`
	TargetID  int64 `db:"target_id"`
	Position  int   `db:"position"`
}

type configurableRow struct {
	ProductID   int64  `db:"product_id"`
	AttributeID int64  `db:"attribute_id"`
	Code        string `db:"code"`
	Position    int    `db:"position"`
	Label       string `db:"label"`
	LabelDE     string `db:"label_de"`
}

// customOptionRow is an option, with one of its values when it has any
// (one row per value).
type customOptionRow struct {
	ID             int64          `db:"id"`
	ProductID      int64          `db:"product_id"`
	SortOrder      int            `db:"sort_order"`
	Type           string         `db:"type"`
	Required       bool           `db:"required"`
	MaxCharacters  int            `db:"max_characters"`
	Price          int64          `db:"price"`
	PriceType      string         `db:"price_type"`
	FileExtension  string         `db:"file_extension"`
	ImageSizeX     int            `db:"image_size_x"`
	ImageSizeY     int            `db:"image_size_y"`
	Title          string         `db:"title"`
	TitleDE        string         `db:"title_de"`
	ValueID        sql.NullInt64  `db:"value_id"`
	ValueSortOrder sql.NullInt64  `db:"value_sort_order"`
	ValuePrice     sql.NullInt64  `db:"value_price"`
	ValuePriceType sql.NullString `db:"value_price_type"`
	ValueTitle     string         `db:"value_title"`
	ValueTitleDE   string         `db:"value_title_de"`
}

type multiselectRow struct {
	ProductID int64  `db:"product_id"`
	Attribute string `db:"code"`
	OptionID  int64  `db:"option_id"`
	Position  int    `db:"position"`
}

// productParts is everything loaded beside the product rows.
type productParts struct {
	variants     map[int64][]productRow
	texts        map[int64]textRow
	images       map[int64][]Image
	categories   map[int64][]int64
	upsells      map[int64][]int64
	related      map[int64][]int64
	configurable map[int64][]configurableRow
	custom       map[int64][]CustomOption
	multiselect  map[int64][]multiselectRow
	options      map[int64]optionRow
	tiers        map[int64][]TierPrice
	sales        map[int64][]saleVersion
	history      map[int64][]priceSnapshot
}

func (s *service) assemble(ctx context.Context, h db.Handle, locale i18n.Locale, rows []productRow) ([]Product, error) {
	products := make([]Product, 0, len(rows))
	if len(rows) == 0 {
		return products, nil
	}
	parts := productParts{
		variants: map[int64][]productRow{}, texts: map[int64]textRow{}, images: map[int64][]Image{},
		categories: map[int64][]int64{}, upsells: map[int64][]int64{}, related: map[int64][]int64{}, configurable: map[int64][]configurableRow{},
		custom: map[int64][]CustomOption{}, multiselect: map[int64][]multiselectRow{},
	}
	var configurables, owners []int64
	for _, r := range rows {
		if ProductType(r.Type) == Configurable {
			configurables = append(configurables, r.ID)
		}
		owners = append(owners, r.owner())
	}
	owners = uniqueIDs(owners)

	var variants []productRow
	if err := selectByIDs(ctx, h, &variants, `SELECT `+productColumns+` FROM product p
		WHERE p.is_active AND p.parent_id IN (%s) ORDER BY p.parent_id, p.position, p.id`, nil, configurables); err != nil {
		return nil, fmt.Errorf("catalog: load variants: %w", err)
	}
	all := append([]int64(nil), owners...)
	for _, r := range rows {
		all = append(all, r.ID)
	}
	for _, v := range variants {
		parts.variants[v.ParentID.Int64] = append(parts.variants[v.ParentID.Int64], v)
		all = append(all, v.ID)
	}
	all = uniqueIDs(all)

	if err := s.loadTexts(ctx, h, locale, owners, parts.texts); err != nil {
		return nil, err
	}
	var err error
	if parts.tiers, err = loadTiers(ctx, h, all); err != nil {
		return nil, err
	}
	if parts.sales, parts.history, err = loadSales(ctx, h, all); err != nil {
		return nil, err
	}

	var images []imageRow
	if err := selectByIDs(ctx, h, &images, `
		SELECT i.product_id, i.position, i.image_key, i.width, i.height,
			COALESCE(l.label, '') AS label, COALESCE(d.label, '') AS label_de
		FROM product_image i
		LEFT JOIN product_image_label l ON l.product_id = i.product_id AND l.position = i.position AND l.locale = ?
		LEFT JOIN product_image_label d ON d.product_id = i.product_id AND d.position = i.position AND d.locale = 'de'
		WHERE i.product_id IN (%s) ORDER BY i.product_id, i.position`, []any{locale}, all); err != nil {
		return nil, fmt.Errorf("catalog: load images: %w", err)
	}
	for _, im := range images {
		parts.images[im.ProductID] = append(parts.images[im.ProductID], Image{
			Key: im.Key, Position: im.Position, Label: orGerman(im.Label, im.LabelDE), Width: im.Width, Height: im.Height,
		})
	}

	var cats []linkRow
	if err := selectByIDs(ctx, h, &cats, `SELECT product_id, category_id AS target_id, position
		FROM product_category WHERE product_id IN (%s) ORDER BY product_id, category_id`, nil, owners); err != nil {
		return nil, fmt.Errorf("catalog: load product categories: %w", err)
	}
	for _, c := range cats {
		parts.categories[c.ProductID] = append(parts.categories[c.ProductID], c.TargetID)
	}

	var upsells []linkRow
	if err := selectByIDs(ctx, h, &upsells, `SELECT u.product_id, u.upsell_id AS target_id, u.position
		FROM product_upsell u JOIN product t ON t.id = u.upsell_id AND t.is_active AND t.visible
		WHERE NOT EXISTS (SELECT 1 FROM product_store_off po JOIN store pst ON pst.id = po.store_id
			WHERE po.product_id = t.id AND pst.locale = ?)
			AND u.product_id IN (%s) ORDER BY u.product_id, u.position`, []any{locale}, owners); err != nil {
		return nil, fmt.Errorf("catalog: load upsells: %w", err)
	}
	for _, u := range upsells {
		parts.upsells[u.ProductID] = append(parts.upsells[u.ProductID], u.TargetID)
	}
	if err := loadRelated(ctx, h, locale, owners, parts.related); err != nil {
		return nil, err
	}

	var confs []configurableRow
	if err := selectByIDs(ctx, h, &confs, `
		SELECT c.product_id, c.attribute_id, a.code, c.position,
			COALESCE(l.label, '') AS label, COALESCE(d.label, '') AS label_de
		FROM product_configurable_attribute c
		JOIN attribute a ON a.id = c.attribute_id
		LEFT JOIN attribute_label l ON l.attribute_id = a.id AND l.locale = ?
		LEFT JOIN attribute_label d ON d.attribute_id = a.id AND d.locale = 'de'
		WHERE c.product_id IN (%s) ORDER BY c.product_id, c.position`, []any{locale}, configurables); err != nil {
		return nil, fmt.Errorf("catalog: load configurable attributes: %w", err)
	}
	for _, c := range confs {
		parts.configurable[c.ProductID] = append(parts.configurable[c.ProductID], c)
	}

	// Options and their values in one statement: a listing page costs the
	// same whatever its products offer.
	var customs []customOptionRow
	if err := selectByIDs(ctx, h, &customs, `
		SELECT o.id, o.product_id, o.sort_order, o.type, o.required, o.max_characters, o.price, o.price_type,
			o.file_extension, o.image_size_x, o.image_size_y,
			COALESCE(l.title, '') AS title, COALESCE(d.title, '') AS title_de,
			v.id AS value_id, v.sort_order AS value_sort_order, v.price AS value_price, v.price_type AS value_price_type,
			COALESCE(vl.title, '') AS value_title, COALESCE(vd.title, '') AS value_title_de
		FROM product_custom_option o
		LEFT JOIN product_custom_option_title l ON l.option_id = o.id AND l.locale = ?
		LEFT JOIN product_custom_option_title d ON d.option_id = o.id AND d.locale = 'de'
		LEFT JOIN product_custom_option_value v ON v.option_id = o.id
		LEFT JOIN product_custom_option_value_title vl ON vl.value_id = v.id AND vl.locale = ?
		LEFT JOIN product_custom_option_value_title vd ON vd.value_id = v.id AND vd.locale = 'de'
		WHERE o.product_id IN (%s) ORDER BY o.product_id, o.sort_order, v.sort_order`, []any{locale, locale}, owners); err != nil {
		return nil, fmt.Errorf("catalog: load custom options: %w", err)
	}
	for _, c := range customs {
		list := parts.custom[c.ProductID]
		if n := len(list); n == 0 || list[n-1].ID != c.ID {
			list = append(list, CustomOption{
				ID: c.ID, Type: OptionType(c.Type), Title: orGerman(c.Title, c.TitleDE), Required: c.Required,
				MaxCharacters: c.MaxCharacters, Price: Money(c.Price), PriceType: PriceType(c.PriceType), SortOrder: c.SortOrder,
				File: fileSettings(OptionType(c.Type), c.FileExtension, c.ImageSizeX, c.ImageSizeY),
			})
		}
		if c.ValueID.Valid {
			o := &list[len(list)-1]
			o.Values = append(o.Values, CustomOptionValue{
				ID: c.ValueID.Int64, Title: orGerman(c.ValueTitle, c.ValueTitleDE), Price: Money(c.ValuePrice.Int64),
				PriceType: PriceType(c.ValuePriceType.String), SortOrder: int(c.ValueSortOrder.Int64),
			})
		}
		parts.custom[c.ProductID] = list
	}
	if err := loadRequirements(ctx, h, owners, parts.custom); err != nil {
		return nil, err
	}

	var multis []multiselectRow
	if err := selectByIDs(ctx, h, &multis, `
		SELECT m.product_id, a.code, m.option_id, m.position
		FROM product_multiselect m JOIN attribute a ON a.id = m.attribute_id
		WHERE m.product_id IN (%s) ORDER BY m.product_id, m.position`, nil, owners); err != nil {
		return nil, fmt.Errorf("catalog: load multiselect values: %w", err)
	}
	var optionIDs []int64
	for _, m := range multis {
		parts.multiselect[m.ProductID] = append(parts.multiselect[m.ProductID], m)
		optionIDs = append(optionIDs, m.OptionID)
	}
	for _, list := range [][]productRow{rows, variants} {
		for _, r := range list {
			for _, id := range []sql.NullInt64{r.ManufacturerID, r.ColorID, r.SizeID, r.LogoPositionID, r.LogoTypeID} {
				if id.Valid {
					optionIDs = append(optionIDs, id.Int64)
				}
			}
		}
	}
	if parts.options, err = s.options(ctx, h, locale, optionIDs); err != nil {
		return nil, err
	}

	for _, r := range rows {
		products = append(products, parts.product(r, true))
	}
	return products, nil
}

// loadTexts reads the texts of products in locale, filled from German,
// into out.
func (s *service) loadTexts(ctx context.Context, h db.Handle, locale i18n.Locale, ids []int64, out map[int64]textRow) error {
	var texts []textRow
	if err := selectByIDs(ctx, h, &texts, `SELECT `+textColumns+` FROM product_text
		WHERE locale IN (?, 'de') AND product_id IN (%s)`, []any{locale}, ids); err != nil {
		return fmt.Errorf("catalog: load product texts: %w", err)
	}
	german := map[int64]textRow{}
	for _, t := range texts {
		if t.Locale == string(i18n.German) {
			german[t.ProductID] = t
		}
	}
	for _, t := range texts {
		if t.Locale == string(locale) {
			out[t.ProductID] = t.filled(german[t.ProductID])
		}
	}
	for id, de := range german {
		if _, ok := out[id]; !ok {
			out[id] = de
		}
	}
	return nil
}

// product builds a Product from its row and the loaded parts; withVariants
// is false for the variants themselves.
func (parts productParts) product(r productRow, withVariants bool) Product {
	owner := r.owner()
	t := parts.texts[owner]
	p := Product{
		ID: r.ID, ParentID: r.ParentID.Int64, Type: ProductType(r.Type), SKU: r.SKU,
		IsActive: r.IsActive, Visible: r.Visible, Visibility: Visibility(r.Visibility),
		Name: t.Name, URLKey: t.URLKey, Description: t.Description, MaterialCare: t.MaterialCare,
		SizeInfo: t.SizeInfo, ManufacturerInfo: t.ManufacturerInfo,
		MetaTitle: t.MetaTitle, MetaDescription: t.MetaDescription, MetaKeywords: t.MetaKeywords,
		Manufacturer: optionPtr(parts.options, r.ManufacturerID),
		Color:        optionPtr(parts.options, r.ColorID),
		Size:         optionPtr(parts.options, r.SizeID),
		Price:        Money(r.Price), SpecialPrice: moneyPtr(r.SpecialPrice),
		SpecialFrom: timePtr(r.SpecialFrom), SpecialTo: timePtr(r.SpecialTo),
		Lowest30Days: Money(r.Lowest30Days), TierPrices: tiersOf(parts.tiers, r), TaxClass: TaxClass(r.TaxClass),
		sales: parts.sales[r.ID], history: parts.history[r.ID],
		ContentQuantity: r.ContentQuantity, BaseUnit: BaseUnit(r.BaseUnit),
		NewFrom: timePtr(r.NewFrom), NewTo: timePtr(r.NewTo),
		StockQty: r.StockQty, DeliveryMinDays: r.DeliveryMinDays, DeliveryMaxDays: r.DeliveryMaxDays,
		EAN: r.EAN, WeightGrams: r.WeightGrams, Bulky: r.Bulky,
		ProductRelationCode: r.RelationCode, SizeGuide: r.SizeGuide,
		Images:        nonNil(parts.images[r.ID]),
		CategoryIDs:   nonNil(parts.categories[owner]),
		UpsellIDs:     nonNil(parts.upsells[owner]),
		RelatedIDs:    nonNil(parts.related[owner]),
		CustomOptions: nonNil(parts.custom[owner]),
		Safety: Safety{
			ManufacturerName: r.SafetyName, ManufacturerAddress: r.SafetyAddress, ManufacturerCountry: r.SafetyCountry,
			ManufacturerEmail: r.SafetyEmail, Notes: t.SafetyNotes,
		},
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
		ConfigurableOptions: []ConfigurableOption{},
		Variants:            []Product{},
	}
	if r.IsMerchandise {
		m := &Merchandise{
			LogoWidthMM: r.LogoWidthMM, LogoPosition: optionPtr(parts.options, r.LogoPositionID),
			LogoType:           optionPtr(parts.options, r.LogoTypeID),
			SublimationOptions: []Option{}, SublimationPositions: []Option{},
		}
		for _, ms := range parts.multiselect[owner] {
			o, ok := parts.options[ms.OptionID]
			if !ok {
				continue
			}
			switch ms.Attribute {
			case AttrSublimationOptions:
				m.SublimationOptions = append(m.SublimationOptions, o.option())
			case AttrSublimationPositions:
				m.SublimationPositions = append(m.SublimationPositions, o.option())
			}
		}
		p.Merchandise = m
	}
	if !withVariants || p.Type != Configurable {
		return p
	}
	vrows := parts.variants[r.ID]
	for _, v := range vrows {
		p.Variants = append(p.Variants, parts.product(v, false))
	}
	for _, c := range parts.configurable[r.ID] {
		opt := ConfigurableOption{AttributeCode: c.Code, Label: orGerman(c.Label, c.LabelDE), Position: c.Position, Values: []Option{}}
		seen := map[int64]bool{}
		var used []optionRow
		for _, v := range vrows {
			id := v.ColorID
			if c.Code == AttrSize {
				id = v.SizeID
			}
			if o, ok := parts.options[id.Int64]; id.Valid && ok && !seen[o.ID] {
				seen[o.ID] = true
				used = append(used, o)
			}
		}
		sortOptions(used)
		for _, o := range used {
			opt.Values = append(opt.Values, o.option())
		}
		p.ConfigurableOptions = append(p.ConfigurableOptions, opt)
	}
	return p
}

// nonNil returns s, or an empty slice for nil, so that callers can range
// and encode without nil checks.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// loadRequirements fills in which values of earlier options each value of
// the products' customizable options needs.
func loadRequirements(ctx context.Context, h db.Handle, owners []int64, custom map[int64][]CustomOption) error {
	var reqs []struct {
		ValueID  int64 `db:"value_id"`
		Required int64 `db:"required_value_id"`
	}
	if err := selectByIDs(ctx, h, &reqs, `
		SELECT r.value_id, r.required_value_id
		FROM product_custom_option_value_requirement r
		JOIN product_custom_option_value v ON v.id = r.value_id
		JOIN product_custom_option o ON o.id = v.option_id
		WHERE o.product_id IN (%s) ORDER BY r.value_id, r.required_value_id`, nil, owners); err != nil {
		return fmt.Errorf("catalog: load option requirements: %w", err)
	}
	if len(reqs) == 0 {
		return nil
	}
	values := map[int64]*CustomOptionValue{}
	for _, opts := range custom {
		for i := range opts {
			for j := range opts[i].Values {
				values[opts[i].Values[j].ID] = &opts[i].Values[j]
			}
		}
	}
	for _, r := range reqs {
		if v := values[r.ValueID]; v != nil {
			v.Requires = append(v.Requires, r.Required)
		}
	}
	return nil
}
