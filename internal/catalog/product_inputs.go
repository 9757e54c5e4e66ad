package catalog

import (
	"context"
	"database/sql"
	"fmt"
	"sort"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// ProductInputs reads stored products as the inputs that save them as
// they are: every locale's texts as stored (no German filled in), option
// codes, categories with their positions, upsells by SKU, images with
// their labels, custom options, merchandise and safety data, and a
// configurable product's variants, inactive ones too, in their order. A
// variant's price equal to its parent's comes as 0 and its special price
// equal to its parent's as nil, as VariantInput means them. ids name
// parent products (a variant's id is skipped); unknown ids are skipped.
// The inputs come in the order of ids. This is what the back office
// edits and the CSV export writes; saving one unchanged changes nothing
// the storefront shows.
func (s *service) ProductInputs(ctx context.Context, ids []int64) ([]ProductInput, error) {
	ids = uniqueIDs(ids)
	h := s.db.Read()
	var rows []inputRow
	if err := selectByIDs(ctx, h, &rows, `SELECT `+inputColumns+` FROM product p
		WHERE p.parent_id IS NULL AND p.id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: load products to edit: %w", err)
	}
	if len(rows) == 0 {
		return []ProductInput{}, nil
	}
	var parents []int64
	for _, r := range rows {
		parents = append(parents, r.ID)
	}
	var variants []inputRow
	if err := selectByIDs(ctx, h, &variants, `SELECT `+inputColumns+` FROM product p
		WHERE p.parent_id IN (%s) ORDER BY p.parent_id, p.position, p.id`, nil, parents); err != nil {
		return nil, fmt.Errorf("catalog: load variants to edit: %w", err)
	}
	all := append([]int64(nil), parents...)
	for _, v := range variants {
		all = append(all, v.ID)
	}
	codes, err := optionCodesByID(ctx, h)
	if err != nil {
		return nil, err
	}
	texts, err := inputTexts(ctx, h, parents)
	if err != nil {
		return nil, err
	}
	images, err := inputImages(ctx, h, all)
	if err != nil {
		return nil, err
	}
	links, err := inputLinks(ctx, h, parents)
	if err != nil {
		return nil, err
	}
	options, err := inputCustomOptions(ctx, h, parents)
	if err != nil {
		return nil, err
	}
	tiers, err := loadTiers(ctx, h, all)
	if err != nil {
		return nil, err
	}

	byParent := map[int64][]inputRow{}
	for _, v := range variants {
		byParent[v.ParentID.Int64] = append(byParent[v.ParentID.Int64], v)
	}
	inputs := make(map[int64]ProductInput, len(rows))
	for _, r := range rows {
		in := ProductInput{
			Type: ProductType(r.Type), SKU: r.SKU, IsActive: r.IsActive, EAN: r.EAN,
			Manufacturer: codes[r.ManufacturerID.Int64], Color: codes[r.ColorID.Int64], Size: codes[r.SizeID.Int64],
			Price: Money(r.Price), SpecialPrice: moneyPtr(r.SpecialPrice),
			SpecialFrom: timePtr(r.SpecialFrom), SpecialTo: timePtr(r.SpecialTo), TaxClass: TaxClass(r.TaxClass),
			ContentQuantity: r.ContentQuantity, BaseUnit: BaseUnit(r.BaseUnit),
			NewFrom: timePtr(r.NewFrom), NewTo: timePtr(r.NewTo),
			StockQty: r.StockQty, DeliveryMinDays: r.DeliveryMinDays, DeliveryMaxDays: r.DeliveryMaxDays,
			LowStockThreshold: intPtr(r.LowStockThreshold), WeightGrams: r.WeightGrams, Bulky: r.Bulky,
			ProductRelationCode: r.RelationCode, SizeGuide: r.SizeGuide,
			Images: images[r.ID],
			Safety: SafetyInput{
				ManufacturerName: r.SafetyName, ManufacturerAddress: r.SafetyAddress,
				ManufacturerCountry: r.SafetyCountry, ManufacturerEmail: r.SafetyEmail,
			},
		}
		texts[r.ID].into(&in)
		l := links[r.ID]
		in.CategoryIDs, in.CategoryPositions = l.categories, l.positions
		in.UpsellSKUs, in.ConfigurableAttributes = l.upsells, l.configurable
		in.CustomOptions = options[r.ID]
		in.TierPrices = tiers[r.ID]
		if r.IsMerchandise {
			in.Merchandise = &MerchandiseInput{
				LogoWidthMM: r.LogoWidthMM, LogoPosition: codes[r.LogoPositionID.Int64], LogoType: codes[r.LogoTypeID.Int64],
				SublimationOptions: l.multi[AttrSublimationOptions], SublimationPositions: l.multi[AttrSublimationPositions],
			}
		}
		for _, v := range byParent[r.ID] {
			vi := VariantInput{
				SKU: v.SKU, Color: codes[v.ColorID.Int64], Size: codes[v.SizeID.Int64], StockQty: v.StockQty,
				Images: images[v.ID], IsActive: v.IsActive, EAN: v.EAN, TierPrices: tiers[v.ID],
			}
			if v.Price != r.Price {
				vi.Price = Money(v.Price)
			}
			if v.WeightGrams != r.WeightGrams {
				vi.WeightGrams = v.WeightGrams
			}
			if v.SpecialPrice != r.SpecialPrice {
				vi.SpecialPrice = moneyPtr(v.SpecialPrice)
			}
			in.Variants = append(in.Variants, vi)
		}
		inputs[r.ID] = in
	}
	if err := inputVisibility(ctx, h, parents, inputs); err != nil {
		return nil, err
	}
	out := make([]ProductInput, 0, len(inputs))
	for _, id := range ids {
		if in, ok := inputs[id]; ok {
			out = append(out, in)
		}
	}
	return out, nil
}

// inputRow is a product's row as ProductInputs reads it: what the
// storefront reads and what only staff edit.
type inputRow struct {
	productRow
	LowStockThreshold sql.NullInt64 `db:"low_stock_threshold"`
	Revision          int64         `db:"revision"`
}

const inputColumns = productColumns + `, p.low_stock_threshold, p.revision`

func intPtr(v sql.NullInt64) *int {
	if !v.Valid {
		return nil
	}
	n := int(v.Int64)
	return &n
}

// optionCodesByID maps every attribute option's id to its code.
func optionCodesByID(ctx context.Context, h db.Handle) (map[int64]string, error) {
	var rows []struct {
		ID   int64  `db:"id"`
		Code string `db:"code"`
	}
	if err := h.Select(ctx, &rows, `SELECT id, code FROM attribute_option`); err != nil {
		return nil, fmt.Errorf("catalog: option codes: %w", err)
	}
	out := make(map[int64]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Code
	}
	return out, nil
}

// localizedTexts are a product's texts in every locale.
type localizedTexts struct {
	name, urlKey, description, materialCare, sizeInfo, manufacturerInfo Localized
	safetyNotes, metaTitle, metaDescription, metaKeywords               Localized
}

func (t localizedTexts) into(in *ProductInput) {
	in.Name, in.URLKey, in.Description, in.MaterialCare = t.name, t.urlKey, t.description, t.materialCare
	in.SizeInfo, in.ManufacturerInfo, in.Safety.Notes = t.sizeInfo, t.manufacturerInfo, t.safetyNotes
	in.MetaTitle, in.MetaDescription, in.MetaKeywords = t.metaTitle, t.metaDescription, t.metaKeywords
}

func inputTexts(ctx context.Context, h db.Handle, ids []int64) (map[int64]localizedTexts, error) {
	var rows []textRow
	if err := selectByIDs(ctx, h, &rows, `SELECT `+textColumns+` FROM product_text WHERE product_id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: texts to edit: %w", err)
	}
	out := map[int64]localizedTexts{}
	set := func(m *Localized, l i18n.Locale, v string) {
		if v == "" {
			return
		}
		if *m == nil {
			*m = Localized{}
		}
		(*m)[l] = v
	}
	for _, r := range rows {
		t := out[r.ProductID]
		l := i18n.Locale(r.Locale)
		set(&t.name, l, r.Name)
		set(&t.urlKey, l, r.URLKey)
		set(&t.description, l, r.Description)
		set(&t.materialCare, l, r.MaterialCare)
		set(&t.sizeInfo, l, r.SizeInfo)
		set(&t.manufacturerInfo, l, r.ManufacturerInfo)
		set(&t.safetyNotes, l, r.SafetyNotes)
		set(&t.metaTitle, l, r.MetaTitle)
		set(&t.metaDescription, l, r.MetaDescription)
		set(&t.metaKeywords, l, r.MetaKeywords)
		out[r.ProductID] = t
	}
	return out, nil
}

func inputImages(ctx context.Context, h db.Handle, ids []int64) (map[int64][]ImageInput, error) {
	var rows []struct {
		ProductID int64          `db:"product_id"`
		Position  int            `db:"position"`
		Key       string         `db:"image_key"`
		Width     int            `db:"width"`
		Height    int            `db:"height"`
		Locale    sql.NullString `db:"locale"`
		Label     sql.NullString `db:"label"`
	}
	if err := selectByIDs(ctx, h, &rows, `SELECT i.product_id, i.position, i.image_key, i.width, i.height, l.locale, l.label
		FROM product_image i
		LEFT JOIN product_image_label l ON l.product_id = i.product_id AND l.position = i.position
		WHERE i.product_id IN (%s) ORDER BY i.product_id, i.position, l.locale`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: images to edit: %w", err)
	}
	out := map[int64][]ImageInput{}
	last := map[int64]int{}
	for _, r := range rows {
		list := out[r.ProductID]
		if n := len(list); n == 0 || last[r.ProductID] != r.Position {
			list = append(list, ImageInput{Key: r.Key, Width: r.Width, Height: r.Height})
			last[r.ProductID] = r.Position
		}
		if r.Label.Valid {
			im := &list[len(list)-1]
			if im.Label == nil {
				im.Label = Localized{}
			}
			im.Label[i18n.Locale(r.Locale.String)] = r.Label.String
		}
		out[r.ProductID] = list
	}
	return out, nil
}

// inputLinkSet is what a product links to.
type inputLinkSet struct {
	categories   []int64
	positions    []int
	upsells      []string
	configurable []string
	multi        map[string][]string
}

func inputLinks(ctx context.Context, h db.Handle, ids []int64) (map[int64]*inputLinkSet, error) {
	out := map[int64]*inputLinkSet{}
	get := func(id int64) *inputLinkSet {
		if out[id] == nil {
			out[id] = &inputLinkSet{multi: map[string][]string{}}
		}
		return out[id]
	}
	for _, id := range ids {
		get(id)
	}
	var cats []linkRow
	if err := selectByIDs(ctx, h, &cats, `SELECT product_id, category_id AS target_id, position
		FROM product_category WHERE product_id IN (%s) ORDER BY product_id, category_id`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: categories to edit: %w", err)
	}
	for _, c := range cats {
		l := get(c.ProductID)
		l.categories = append(l.categories, c.TargetID)
		l.positions = append(l.positions, c.Position)
	}
	type codeRow struct {
		ProductID int64  `db:"product_id"`
		Code      string `db:"code"`
		Kind      string `db:"kind"`
	}
	var codes []codeRow
	for _, q := range []string{
		`SELECT u.product_id, t.sku AS code, '' AS kind FROM product_upsell u JOIN product t ON t.id = u.upsell_id
			WHERE u.product_id IN (%s) ORDER BY u.product_id, u.position`,
		`SELECT c.product_id, a.code, 'configurable' AS kind FROM product_configurable_attribute c JOIN attribute a ON a.id = c.attribute_id
			WHERE c.product_id IN (%s) ORDER BY c.product_id, c.position`,
		`SELECT m.product_id, o.code, a.code AS kind FROM product_multiselect m
			JOIN attribute a ON a.id = m.attribute_id JOIN attribute_option o ON o.id = m.option_id
			WHERE m.product_id IN (%s) ORDER BY m.product_id, m.position`,
	} {
		codes = codes[:0]
		if err := selectByIDs(ctx, h, &codes, q, nil, ids); err != nil {
			return nil, fmt.Errorf("catalog: links to edit: %w", err)
		}
		for _, c := range codes {
			l := get(c.ProductID)
			switch c.Kind {
			case "":
				l.upsells = append(l.upsells, c.Code)
			case "configurable":
				l.configurable = append(l.configurable, c.Code)
			default:
				l.multi[c.Kind] = append(l.multi[c.Kind], c.Code)
			}
		}
	}
	return out, nil
}

func inputCustomOptions(ctx context.Context, h db.Handle, ids []int64) (map[int64][]CustomOptionInput, error) {
	var opts []struct {
		ID            int64  `db:"id"`
		ProductID     int64  `db:"product_id"`
		Type          string `db:"type"`
		Required      bool   `db:"required"`
		MaxCharacters int    `db:"max_characters"`
		Price         int64  `db:"price"`
		PriceType     string `db:"price_type"`
		FileExtension string `db:"file_extension"`
		ImageSizeX    int    `db:"image_size_x"`
		ImageSizeY    int    `db:"image_size_y"`
	}
	if err := selectByIDs(ctx, h, &opts, `SELECT id, product_id, type, required, max_characters, price, price_type,
		file_extension, image_size_x, image_size_y
		FROM product_custom_option WHERE product_id IN (%s) ORDER BY product_id, sort_order`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: custom options to edit: %w", err)
	}
	out := map[int64][]CustomOptionInput{}
	if len(opts) == 0 {
		return out, nil
	}
	type place struct {
		optionID      int64
		option, value int
	}
	optionAt := map[int64]place{}
	var optIDs []int64
	for _, o := range opts {
		list := out[o.ProductID]
		optionAt[o.ID] = place{option: len(list)}
		optIDs = append(optIDs, o.ID)
		out[o.ProductID] = append(list, CustomOptionInput{
			Type: OptionType(o.Type), Required: o.Required, MaxCharacters: o.MaxCharacters,
			Price: Money(o.Price), PriceType: PriceType(o.PriceType),
			File: fileSettings(OptionType(o.Type), o.FileExtension, o.ImageSizeX, o.ImageSizeY),
		})
	}
	productOf := map[int64]int64{}
	for _, o := range opts {
		productOf[o.ID] = o.ProductID
	}
	var titles []struct {
		OwnerID int64  `db:"owner_id"`
		Locale  string `db:"locale"`
		Title   string `db:"title"`
	}
	if err := selectByIDs(ctx, h, &titles, `SELECT option_id AS owner_id, locale, title FROM product_custom_option_title
		WHERE option_id IN (%s)`, nil, optIDs); err != nil {
		return nil, fmt.Errorf("catalog: option titles to edit: %w", err)
	}
	for _, t := range titles {
		o := &out[productOf[t.OwnerID]][optionAt[t.OwnerID].option]
		if o.Title == nil {
			o.Title = Localized{}
		}
		o.Title[i18n.Locale(t.Locale)] = t.Title
	}
	var values []struct {
		ID        int64  `db:"id"`
		OptionID  int64  `db:"option_id"`
		Price     int64  `db:"price"`
		PriceType string `db:"price_type"`
	}
	if err := selectByIDs(ctx, h, &values, `SELECT id, option_id, price, price_type FROM product_custom_option_value
		WHERE option_id IN (%s) ORDER BY option_id, sort_order`, nil, optIDs); err != nil {
		return nil, fmt.Errorf("catalog: option values to edit: %w", err)
	}
	valueAt := map[int64]place{}
	var valueIDs []int64
	for _, v := range values {
		p := optionAt[v.OptionID]
		o := &out[productOf[v.OptionID]][p.option]
		valueAt[v.ID] = place{optionID: v.OptionID, option: p.option, value: len(o.Values)}
		valueIDs = append(valueIDs, v.ID)
		o.Values = append(o.Values, CustomOptionValueInput{Price: Money(v.Price), PriceType: PriceType(v.PriceType)})
	}
	if len(valueIDs) == 0 {
		return out, nil
	}
	value := func(id int64) *CustomOptionValueInput {
		p := valueAt[id]
		return &out[productOf[p.optionID]][p.option].Values[p.value]
	}
	titles = titles[:0]
	if err := selectByIDs(ctx, h, &titles, `SELECT value_id AS owner_id, locale, title FROM product_custom_option_value_title
		WHERE value_id IN (%s)`, nil, valueIDs); err != nil {
		return nil, fmt.Errorf("catalog: value titles to edit: %w", err)
	}
	for _, t := range titles {
		v := value(t.OwnerID)
		if v.Title == nil {
			v.Title = Localized{}
		}
		v.Title[i18n.Locale(t.Locale)] = t.Title
	}
	var reqs []struct {
		ValueID  int64 `db:"value_id"`
		Required int64 `db:"required_value_id"`
	}
	if err := selectByIDs(ctx, h, &reqs, `SELECT value_id, required_value_id FROM product_custom_option_value_requirement
		WHERE value_id IN (%s)`, nil, valueIDs); err != nil {
		return nil, fmt.Errorf("catalog: option requirements to edit: %w", err)
	}
	for _, r := range reqs {
		target, ok := valueAt[r.Required]
		if !ok {
			continue
		}
		v := value(r.ValueID)
		v.Requires = append(v.Requires, ValueRef{Option: target.option, Value: target.value})
	}
	for _, list := range out {
		for i := range list {
			for j := range list[i].Values {
				rs := list[i].Values[j].Requires
				sort.Slice(rs, func(a, b int) bool {
					return rs[a].Option < rs[b].Option || rs[a].Option == rs[b].Option && rs[a].Value < rs[b].Value
				})
			}
		}
	}
	return out, nil
}
