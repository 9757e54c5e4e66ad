package catalog

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// maxParams bounds the parameters of one multi-row INSERT.
const maxParams = 900

// insertRows inserts rows (each with len(cols) values) in as few
// statements as the parameter limit allows.
func insertRows(ctx context.Context, tx db.Handle, table string, cols []string, rows [][]any) error {
	if len(rows) == 0 {
		return nil
	}
	tuple := "(" + db.InList(len(cols)) + ")"
	for _, chunk := range db.Chunks(rows, max(1, maxParams/len(cols))) {
		values := make([]string, len(chunk))
		a := make([]any, 0, len(chunk)*len(cols))
		for i, r := range chunk {
			values[i] = tuple
			a = append(a, r...)
		}
		q := "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES " + strings.Join(values, ", ")
		if _, err := tx.Exec(ctx, q, a...); err != nil {
			return fmt.Errorf("insert into %s: %w", table, err)
		}
	}
	return nil
}

// rowBuffer collects rows for multi-row INSERTs at the end of a save, so
// that a batch of products costs a few statements per table instead of
// several per product. Tables flush in the order they were first used,
// which keeps referenced rows (images) ahead of referencing ones (labels).
type rowBuffer struct {
	order []string
	cols  map[string][]string
	rows  map[string][][]any
}

func (b *rowBuffer) add(table string, cols []string, row ...any) {
	if b.rows == nil {
		b.cols, b.rows = map[string][]string{}, map[string][][]any{}
	}
	if _, ok := b.cols[table]; !ok {
		b.order = append(b.order, table)
		b.cols[table] = cols
	}
	b.rows[table] = append(b.rows[table], row)
}

func (b *rowBuffer) flush(ctx context.Context, tx db.Handle) error {
	for _, table := range b.order {
		if err := insertRows(ctx, tx, table, b.cols[table], b.rows[table]); err != nil {
			return fmt.Errorf("catalog: %w", err)
		}
	}
	b.order, b.cols, b.rows = nil, nil, nil
	return nil
}

// skuRow is a product as far as its SKU's owner matters.
type skuRow struct {
	ID       int64         `db:"id"`
	ParentID sql.NullInt64 `db:"parent_id"`
	SKU      string        `db:"sku"`
	Type     string        `db:"type"`
}

// saveRefs is what the inputs of a save refer to, read once per save.
type saveRefs struct {
	options    optionCodes
	attributes map[string]int64
	categories map[int64]string // id → path, store roots excluded
	skus       map[string]skuRow
	// batch maps the product SKUs of the save to their index.
	batch map[string]int
	// stores are the store views' ids by code.
	stores map[string]int64
}

// savePlan collects what a save affects beyond the rows it writes, and
// the rows it writes at the end.
type savePlan struct {
	rows       rowBuffer
	productIDs []int64
	categories []int64
	// timed are moments a product's price changes by the calendar.
	timed map[time.Time][]int64
}

func (p *savePlan) at(t time.Time, id int64) {
	if p.timed == nil {
		p.timed = map[time.Time][]int64{}
	}
	p.timed[t] = append(p.timed[t], id)
}

func (s *service) SaveProduct(ctx context.Context, in ProductInput) (int64, error) {
	ids, err := s.saveProducts(ctx, []ProductInput{in}, validator{})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// SaveProducts saves many products in one transaction, with the semantics
// of SaveProduct: all are saved, or none when one is refused. Upsells may
// refer to products of the same call. It returns the ids in input order.
func (s *service) SaveProducts(ctx context.Context, ins []ProductInput) ([]int64, error) {
	return s.saveProducts(ctx, ins, validator{prefix: "products"})
}

func (s *service) saveProducts(ctx context.Context, given []ProductInput, v validator) ([]int64, error) {
	if len(given) == 0 {
		return []int64{}, nil
	}
	if len(given) > maxBatch {
		return nil, v.fail("catalog.input.tooMany", "", "max", maxBatch)
	}
	batched := v.prefix != ""
	item := func(i int) validator {
		if batched {
			return v.at(fmt.Sprintf("[%d].", i))
		}
		return v
	}
	ins := make([]ProductInput, len(given))
	copy(ins, given)
	batch := map[string]int{}
	variantSKUs := map[string]bool{}
	for i := range ins {
		if err := validateProductShape(item(i), &ins[i]); err != nil {
			return nil, err
		}
		if _, dup := batch[ins[i].SKU]; dup || variantSKUs[ins[i].SKU] {
			return nil, item(i).fail("catalog.input.duplicate", "sku", "value", ins[i].SKU)
		}
		batch[ins[i].SKU] = i
		for j, vi := range ins[i].Variants {
			if _, dup := batch[vi.SKU]; dup || variantSKUs[vi.SKU] {
				return nil, item(i).fail("catalog.input.duplicate", fmt.Sprintf("variants[%d].sku", j), "value", vi.SKU)
			}
			variantSKUs[vi.SKU] = true
		}
	}
	now := s.now().UTC()
	ids := make([]int64, len(ins))
	var plan savePlan
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		plan = savePlan{} // a run again after an abort starts afresh
		refs, err := loadRefs(ctx, tx, ins)
		if err != nil {
			return err
		}
		refs.batch = batch
		for i := range ins {
			if err := refs.check(item(i), &ins[i]); err != nil {
				return err
			}
		}
		for i := range ins {
			if ids[i], err = s.writeProduct(ctx, tx, now, &ins[i], refs, &plan); err != nil {
				return err
			}
		}
		for i := range ins {
			if err := writeUpsells(ctx, tx, ids[i], ins[i], refs, ids, &plan); err != nil {
				return err
			}
			if err := writeRelated(ctx, tx, ids[i], ins[i], refs, ids, &plan); err != nil {
				return err
			}
			if err := writeStoreOff(ctx, tx, ids[i], ins[i], refs, &plan); err != nil {
				return err
			}
		}
		if err := plan.rows.flush(ctx, tx); err != nil {
			return err
		}
		if err := updateProductCounts(ctx, tx, plan.categories); err != nil {
			return err
		}
		return s.enqueuePlan(ctx, tx, plan, now)
	})
	s.invalidateCache()
	if err != nil {
		return nil, err
	}
	s.reindexWithoutQueue(ctx, plan.productIDs)
	return ids, nil
}

// loadRefs reads the options, categories and SKUs the inputs name.
func loadRefs(ctx context.Context, tx db.Handle, ins []ProductInput) (*saveRefs, error) {
	refs := &saveRefs{categories: map[int64]string{}, skus: map[string]skuRow{}}
	var err error
	if refs.options, refs.attributes, err = loadOptionCodes(ctx, tx); err != nil {
		return nil, err
	}
	var catIDs []int64
	var skus []string
	for _, in := range ins {
		catIDs = append(catIDs, in.CategoryIDs...)
		skus = append(skus, in.SKU)
		skus = append(skus, in.UpsellSKUs...)
		skus = append(skus, in.RelatedSKUs...)
		for _, vi := range in.Variants {
			skus = append(skus, vi.SKU)
		}
	}
	var cats []struct {
		ID   int64  `db:"id"`
		Path string `db:"path"`
	}
	if err := selectByIDs(ctx, tx, &cats, `SELECT id, path FROM category WHERE level > 1 AND id IN (%s)`, nil, uniqueIDs(catIDs)); err != nil {
		return nil, fmt.Errorf("catalog: look up categories: %w", err)
	}
	for _, c := range cats {
		refs.categories[c.ID] = c.Path
	}
	if refs.stores, err = loadStores(ctx, tx); err != nil {
		return nil, err
	}
	for _, chunk := range db.Chunks(skus, db.MaxInList) {
		var rows []skuRow
		if err := tx.Select(ctx, &rows, `SELECT id, parent_id, sku, type FROM product WHERE sku IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return nil, fmt.Errorf("catalog: look up skus: %w", err)
		}
		for _, r := range rows {
			refs.skus[r.SKU] = r
		}
	}
	return refs, nil
}

// option resolves an option code of an attribute; 0 for "".
func (r *saveRefs) option(v validator, field, attribute, code string) (int64, error) {
	if code == "" {
		return 0, nil
	}
	id, ok := r.options[attribute][code]
	if !ok {
		return 0, v.fail("catalog.input.unknownOption", field, "code", code, "attribute", attribute)
	}
	return id, nil
}

// check validates what the input refers to: options, categories, SKUs.
func (r *saveRefs) check(v validator, in *ProductInput) error {
	for _, f := range [][3]string{
		{"manufacturer", AttrManufacturer, in.Manufacturer}, {"color", AttrColor, in.Color}, {"size", AttrSize, in.Size},
	} {
		if _, err := r.option(v, f[0], f[1], f[2]); err != nil {
			return err
		}
	}
	for i, id := range in.CategoryIDs {
		if _, ok := r.categories[id]; !ok {
			return v.fail("catalog.input.unknownCategory", fmt.Sprintf("categoryIds[%d]", i), "id", id)
		}
	}
	existing, exists := r.skus[in.SKU]
	if exists && existing.ParentID.Valid {
		return v.fail("catalog.input.skuTaken", "sku", "sku", in.SKU)
	}
	for i, sku := range in.UpsellSKUs {
		_, inBatch := r.batch[sku]
		row, ok := r.skus[sku]
		if !inBatch && (!ok || row.ParentID.Valid) {
			return v.fail("catalog.input.unknownSku", fmt.Sprintf("upsellSkus[%d]", i), "sku", sku)
		}
	}
	if err := r.checkVisibilityRefs(v, in); err != nil {
		return err
	}
	for i, vi := range in.Variants {
		vv := v.at(fmt.Sprintf("variants[%d].", i))
		if row, ok := r.skus[vi.SKU]; ok && (!exists || !row.ParentID.Valid || row.ParentID.Int64 != existing.ID) {
			return vv.fail("catalog.input.skuTaken", "sku", "sku", vi.SKU)
		}
		if _, inBatch := r.batch[vi.SKU]; inBatch {
			return vv.fail("catalog.input.skuTaken", "sku", "sku", vi.SKU)
		}
		if _, err := r.option(vv, "color", AttrColor, vi.Color); err != nil {
			return err
		}
		if _, err := r.option(vv, "size", AttrSize, vi.Size); err != nil {
			return err
		}
	}
	if m := in.Merchandise; m != nil {
		mv := v.at("merchandise.")
		if _, err := r.option(mv, "logoPosition", AttrLogoPosition, m.LogoPosition); err != nil {
			return err
		}
		if _, err := r.option(mv, "logoType", AttrLogoType, m.LogoType); err != nil {
			return err
		}
		for _, code := range m.SublimationOptions {
			if _, err := r.option(mv, "sublimationOptions", AttrSublimationOptions, code); err != nil {
				return err
			}
		}
		for _, code := range m.SublimationPositions {
			if _, err := r.option(mv, "sublimationPositions", AttrSublimationPositions, code); err != nil {
				return err
			}
		}
	}
	return nil
}

// dayPtr normalises an optional date to the start of its Berlin day.
func dayPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	d := dayStart(*t)
	return &d
}

// productWrite is one row of the product table as a save writes it.
type productWrite struct {
	cols []string
	vals []any
}

func (w *productWrite) set(col string, val any) {
	w.cols = append(w.cols, col)
	w.vals = append(w.vals, val)
}

// upsert updates the row with id, or inserts one when id is 0, and returns
// the row's id.
func (w *productWrite) upsert(ctx context.Context, tx db.Handle, id int64, sku string, at time.Time) (int64, error) {
	if id != 0 {
		sets := make([]string, len(w.cols))
		for i, c := range w.cols {
			sets[i] = c + " = ?"
		}
		// Every save moves the revision a staff save names (StaffSave).
		if _, err := tx.Exec(ctx, `UPDATE product SET `+strings.Join(sets, ", ")+`, revision = revision + 1 WHERE id = ?`, append(w.vals, id)...); err != nil {
			return 0, fmt.Errorf("catalog: update product %s: %w", sku, err)
		}
		return id, nil
	}
	cols := append(append([]string(nil), w.cols...), "sku", "created_at")
	vals := append(append([]any(nil), w.vals...), sku, at)
	if err := tx.Get(ctx, &id, `INSERT INTO product (`+strings.Join(cols, ", ")+`) VALUES (`+db.InList(len(cols))+`) RETURNING id`, vals...); err != nil {
		return 0, fmt.Errorf("catalog: insert product %s: %w", sku, err)
	}
	return id, nil
}

func (s *service) writeProduct(ctx context.Context, tx db.Handle, now time.Time, in *ProductInput, refs *saveRefs, plan *savePlan) (int64, error) {
	at := in.At.UTC()
	if in.At.IsZero() {
		at = now
	}
	existing, exists := refs.skus[in.SKU]
	id := existing.ID
	manufacturer := refs.options[AttrManufacturer][in.Manufacturer]
	from, to := dayPtr(in.SpecialFrom), dayPtr(in.SpecialTo)
	own := priceSettings{Price: in.Price, Special: in.SpecialPrice, From: from, To: to}

	w := productWrite{}
	w.set("type", string(in.Type))
	w.set("is_active", in.IsActive)
	w.set("visibility", int(in.Visibility.orEverywhere()))
	w.set("visible", in.Visibility.orEverywhere() != NotVisibleIndividually)
	w.set("parent_id", nil)
	w.set("position", 0)
	w.set("manufacturer_option_id", nullID(manufacturer))
	w.set("color_option_id", nullID(refs.options[AttrColor][in.Color]))
	w.set("size_option_id", nullID(refs.options[AttrSize][in.Size]))
	w.set("price", int64(in.Price))
	w.set("special_price", nullMoney(in.SpecialPrice))
	w.set("special_from", nullTime(from))
	w.set("special_to", nullTime(to))
	w.set("tax_class", string(in.TaxClass))
	w.set("content_quantity", in.ContentQuantity)
	w.set("base_unit", string(in.BaseUnit))
	w.set("new_from", nullTime(in.NewFrom))
	w.set("new_to", nullTime(in.NewTo))
	w.set("stock_qty", in.StockQty)
	w.set("delivery_min_days", in.DeliveryMinDays)
	w.set("delivery_max_days", in.DeliveryMaxDays)
	w.set("relation_code", in.ProductRelationCode)
	w.set("size_guide", in.SizeGuide)
	w.set("ean", in.EAN)
	w.set("weight_grams", in.WeightGrams)
	w.set("bulky", in.Bulky)
	w.set("low_stock_threshold", nullInt(in.LowStockThreshold))
	m := in.Merchandise
	w.set("is_merchandise", m != nil)
	if m == nil {
		m = &MerchandiseInput{}
	}
	w.set("logo_width_mm", m.LogoWidthMM)
	w.set("logo_position_option_id", nullID(refs.options[AttrLogoPosition][m.LogoPosition]))
	w.set("logo_type_option_id", nullID(refs.options[AttrLogoType][m.LogoType]))
	w.set("safety_name", in.Safety.ManufacturerName)
	w.set("safety_address", in.Safety.ManufacturerAddress)
	w.set("safety_country", in.Safety.ManufacturerCountry)
	w.set("safety_email", in.Safety.ManufacturerEmail)
	w.set("updated_at", now)

	if exists {
		var old []int64
		if err := tx.Select(ctx, &old, `SELECT category_id FROM product_category WHERE product_id = ?`, id); err != nil {
			return 0, fmt.Errorf("catalog: categories of %s: %w", in.SKU, err)
		}
		plan.categories = append(plan.categories, old...)
	} else {
		w.set("lowest_30_days", int64(lowest30Days([]priceSnapshot{{At: at, priceSettings: own}}, nil)))
	}
	id, err := w.upsert(ctx, tx, id, in.SKU, at)
	if err != nil {
		return 0, err
	}
	plan.productIDs = append(plan.productIDs, id)
	plan.categories = append(plan.categories, in.CategoryIDs...)

	if err := s.writeTexts(ctx, tx, now, id, in, exists, plan); err != nil {
		return 0, err
	}
	if err := writeImages(ctx, tx, id, in.Images, exists, plan); err != nil {
		return 0, fmt.Errorf("catalog: images of %s: %w", in.SKU, err)
	}
	if err := writeChildren(ctx, tx, id, in, refs, exists, plan); err != nil {
		return 0, fmt.Errorf("catalog: links of %s: %w", in.SKU, err)
	}
	if err := writeCustomOptions(ctx, tx, id, in.CustomOptions, exists, plan); err != nil {
		return 0, fmt.Errorf("catalog: custom options of %s: %w", in.SKU, err)
	}
	if err := writeTiers(ctx, tx, id, in.TierPrices, exists, plan); err != nil {
		return 0, err
	}
	if err := recordPrice(ctx, tx, id, at, own, exists, plan); err != nil {
		return 0, err
	}
	planTimed(plan, id, own, now)
	if err := s.writeVariants(ctx, tx, now, at, id, in, refs, exists, plan); err != nil {
		return 0, err
	}
	return id, nil
}

// planTimed schedules reindexing for the moments the price changes.
func planTimed(plan *savePlan, id int64, ps priceSettings, now time.Time) {
	if !ps.reduces() {
		return
	}
	if ps.From != nil && dayStart(*ps.From).After(now) {
		plan.at(dayStart(*ps.From), id)
	}
	if ps.To != nil && nextDayStart(*ps.To).After(now) {
		plan.at(nextDayStart(*ps.To), id)
	}
}

// writeTexts stores the texts of every locale, the HTML ones sanitised,
// and gives each locale its url key and path.
func (s *service) writeTexts(ctx context.Context, tx db.Handle, now time.Time, id int64, in *ProductInput, exists bool, plan *savePlan) error {
	if exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_text WHERE product_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: clear texts of %s: %w", in.SKU, err)
		}
	}
	want := make([]pathWant, len(i18n.Locales))
	for i, l := range i18n.Locales {
		key := Slug(in.URLKey[l])
		if key == "" {
			key = Slug(fill(in.Name, l))
		}
		if key == "" {
			key = Slug(in.SKU)
		}
		if key == "" {
			key = "product"
		}
		want[i] = pathWant{Locale: l, Key: key}
	}
	keys, err := claimPaths(ctx, tx, now, ProductRoute, id, want, !exists)
	if err != nil {
		return err
	}
	for i, l := range i18n.Locales {
		plan.rows.add("product_text", []string{
			"product_id", "locale", "name", "url_key", "description", "material_care", "size_info",
			"manufacturer_info", "safety_notes", "meta_title", "meta_description", "meta_keywords",
		},
			id, l, strings.TrimSpace(in.Name[l]), keys[i],
			s.html.Sanitize(in.Description[l]), s.html.Sanitize(in.MaterialCare[l]),
			s.html.Sanitize(in.SizeInfo[l]), s.html.Sanitize(in.ManufacturerInfo[l]),
			s.html.Sanitize(in.Safety.Notes[l]),
			strings.TrimSpace(in.MetaTitle[l]), strings.TrimSpace(in.MetaDescription[l]), strings.TrimSpace(in.MetaKeywords[l]),
		)
	}
	return nil
}

func writeImages(ctx context.Context, tx db.Handle, id int64, images []ImageInput, exists bool, plan *savePlan) error {
	if exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_image WHERE product_id = ?`, id); err != nil {
			return err
		}
	}
	for i, im := range images {
		plan.rows.add("product_image", []string{"product_id", "position", "image_key", "width", "height"},
			id, i, strings.TrimSpace(im.Key), im.Width, im.Height)
		for _, l := range i18n.Locales {
			if label := strings.TrimSpace(im.Label[l]); label != "" {
				plan.rows.add("product_image_label", []string{"product_id", "position", "locale", "label"}, id, i, l, label)
			}
		}
	}
	return nil
}

// writeChildren replaces the category links, configurable attributes and
// multiselect values.
func writeChildren(ctx context.Context, tx db.Handle, id int64, in *ProductInput, refs *saveRefs, exists bool, plan *savePlan) error {
	if exists {
		for _, table := range []string{"product_category", "product_configurable_attribute", "product_multiselect"} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE product_id = ?`, id); err != nil {
				return err
			}
		}
	}
	for i, c := range in.CategoryIDs {
		pos := i
		if in.CategoryPositions != nil {
			pos = in.CategoryPositions[i]
		}
		plan.rows.add("product_category", []string{"product_id", "category_id", "position"}, id, c, pos)
	}
	for i, code := range in.ConfigurableAttributes {
		plan.rows.add("product_configurable_attribute", []string{"product_id", "attribute_id", "position"}, id, refs.attributes[code], i)
	}
	if m := in.Merchandise; m != nil {
		multi := []string{"product_id", "attribute_id", "option_id", "position"}
		for i, code := range m.SublimationOptions {
			plan.rows.add("product_multiselect", multi, id, refs.attributes[AttrSublimationOptions], refs.options[AttrSublimationOptions][code], i)
		}
		for i, code := range m.SublimationPositions {
			plan.rows.add("product_multiselect", multi, id, refs.attributes[AttrSublimationPositions], refs.options[AttrSublimationPositions][code], i)
		}
	}
	return nil
}

// writeCustomOptions updates the options in place by position, so that
// an option keeps its id while it keeps its place, and drops the rest.
func writeCustomOptions(ctx context.Context, tx db.Handle, id int64, opts []CustomOptionInput, exists bool, plan *savePlan) error {
	if exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_custom_option WHERE product_id = ? AND sort_order >= ?`, id, len(opts)); err != nil {
			return err
		}
		// The dependencies are written anew below, between the values as
		// they are now.
		if _, err := tx.Exec(ctx, `DELETE FROM product_custom_option_value_requirement WHERE value_id IN (
			SELECT v.id FROM product_custom_option_value v JOIN product_custom_option o ON o.id = v.option_id
			WHERE o.product_id = ?)`, id); err != nil {
			return err
		}
	}
	valueIDs := make([][]int64, len(opts))
	for i, o := range opts {
		var optID int64
		if err := tx.Get(ctx, &optID, `
			INSERT INTO product_custom_option (product_id, sort_order, type, required, max_characters, price, price_type,
				file_extension, image_size_x, image_size_y)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (product_id, sort_order) DO UPDATE SET type = excluded.type, required = excluded.required,
				max_characters = excluded.max_characters, price = excluded.price, price_type = excluded.price_type,
				file_extension = excluded.file_extension, image_size_x = excluded.image_size_x, image_size_y = excluded.image_size_y
			RETURNING id`, append([]any{id, i, string(o.Type), o.Required, o.MaxCharacters, int64(o.Price), string(o.PriceType)},
			fileColumns(o.File)...)...); err != nil {
			return err
		}
		if exists {
			if _, err := tx.Exec(ctx, `DELETE FROM product_custom_option_title WHERE option_id = ?`, optID); err != nil {
				return err
			}
		}
		for _, l := range i18n.Locales {
			if t := strings.TrimSpace(o.Title[l]); t != "" {
				plan.rows.add("product_custom_option_title", []string{"option_id", "locale", "title"}, optID, l, t)
			}
		}
		var err error
		if valueIDs[i], err = writeOptionValues(ctx, tx, optID, o.Values, exists, plan); err != nil {
			return err
		}
	}
	for i, o := range opts {
		for j, v := range o.Values {
			for _, r := range v.Requires {
				plan.rows.add("product_custom_option_value_requirement", []string{"value_id", "required_value_id"},
					valueIDs[i][j], valueIDs[r.Option][r.Value])
			}
		}
	}
	return nil
}

// fileColumns are a file option's settings as stored: the extensions,
// the largest width and height; empty for the other types.
func fileColumns(f *FileSettings) []any {
	if f == nil {
		return []any{"", 0, 0}
	}
	return []any{JoinExtensions(f.Extensions), f.MaxWidth, f.MaxHeight}
}

// writeOptionValues updates a drop-down's or checkbox's values in place by
// position, as writeCustomOptions does the options: a cart item that chose
// a value keeps it while the value keeps its place.
func writeOptionValues(ctx context.Context, tx db.Handle, optID int64, values []CustomOptionValueInput, exists bool, plan *savePlan) ([]int64, error) {
	if exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_custom_option_value WHERE option_id = ? AND sort_order >= ?`, optID, len(values)); err != nil {
			return nil, err
		}
	}
	ids := make([]int64, len(values))
	for i, v := range values {
		var valueID int64
		if err := tx.Get(ctx, &valueID, `
			INSERT INTO product_custom_option_value (option_id, sort_order, price, price_type) VALUES (?, ?, ?, ?)
			ON CONFLICT (option_id, sort_order) DO UPDATE SET price = excluded.price, price_type = excluded.price_type
			RETURNING id`, optID, i, int64(v.Price), string(v.PriceType)); err != nil {
			return nil, err
		}
		ids[i] = valueID
		if exists {
			if _, err := tx.Exec(ctx, `DELETE FROM product_custom_option_value_title WHERE value_id = ?`, valueID); err != nil {
				return nil, err
			}
		}
		for _, l := range i18n.Locales {
			if t := strings.TrimSpace(v.Title[l]); t != "" {
				plan.rows.add("product_custom_option_value_title", []string{"value_id", "locale", "title"}, valueID, l, t)
			}
		}
	}
	return ids, nil
}

// writeVariants upserts a configurable product's variants and deactivates
// the ones the input no longer lists (they stay, so that carts and orders
// that name them keep their product).
func (s *service) writeVariants(ctx context.Context, tx db.Handle, now, at time.Time, parentID int64, in *ProductInput, refs *saveRefs, exists bool, plan *savePlan) error {
	if exists {
		keep := make([]string, len(in.Variants))
		for i, vi := range in.Variants {
			keep[i] = vi.SKU
		}
		q, a := `UPDATE product SET is_active = FALSE, updated_at = ? WHERE parent_id = ? AND is_active`, []any{now, parentID}
		if len(keep) > 0 {
			q += ` AND sku NOT IN (` + db.InList(len(keep)) + `)`
			a = append(a, db.Args(keep)...)
		}
		if _, err := tx.Exec(ctx, q, a...); err != nil {
			return fmt.Errorf("catalog: deactivate old variants of %s: %w", in.SKU, err)
		}
	}
	from, to := dayPtr(in.SpecialFrom), dayPtr(in.SpecialTo)
	for i, vi := range in.Variants {
		price, special := vi.Price, in.SpecialPrice
		if price == 0 {
			price = in.Price
		}
		if vi.SpecialPrice != nil {
			special = vi.SpecialPrice
		}
		ps := priceSettings{Price: price, Special: special, From: from, To: to}
		row, existed := refs.skus[vi.SKU]
		w := productWrite{}
		w.set("type", string(Simple))
		w.set("is_active", vi.IsActive)
		w.set("visibility", int(NotVisibleIndividually))
		w.set("visible", false)
		w.set("parent_id", parentID)
		w.set("position", i)
		w.set("manufacturer_option_id", nullID(refs.options[AttrManufacturer][in.Manufacturer]))
		w.set("color_option_id", nullID(refs.options[AttrColor][cmp.Or(vi.Color, in.Color)]))
		w.set("size_option_id", nullID(refs.options[AttrSize][cmp.Or(vi.Size, in.Size)]))
		w.set("price", int64(price))
		w.set("special_price", nullMoney(special))
		w.set("special_from", nullTime(from))
		w.set("special_to", nullTime(to))
		w.set("tax_class", string(in.TaxClass))
		w.set("content_quantity", in.ContentQuantity)
		w.set("base_unit", string(in.BaseUnit))
		w.set("new_from", nullTime(in.NewFrom))
		w.set("new_to", nullTime(in.NewTo))
		w.set("stock_qty", vi.StockQty)
		w.set("delivery_min_days", in.DeliveryMinDays)
		w.set("delivery_max_days", in.DeliveryMaxDays)
		w.set("relation_code", "")
		w.set("ean", vi.EAN)
		w.set("weight_grams", cmp.Or(vi.WeightGrams, in.WeightGrams))
		w.set("bulky", in.Bulky)
		w.set("low_stock_threshold", nullInt(in.LowStockThreshold))
		w.set("updated_at", now)
		if !existed {
			w.set("lowest_30_days", int64(lowest30Days([]priceSnapshot{{At: at, priceSettings: ps}}, nil)))
		}
		id, err := w.upsert(ctx, tx, row.ID, vi.SKU, at)
		if err != nil {
			return err
		}
		if err := writeImages(ctx, tx, id, vi.Images, existed, plan); err != nil {
			return fmt.Errorf("catalog: images of variant %s: %w", vi.SKU, err)
		}
		if err := writeTiers(ctx, tx, id, vi.TierPrices, existed, plan); err != nil {
			return err
		}
		if err := recordPrice(ctx, tx, id, at, ps, existed, plan); err != nil {
			return err
		}
		planTimed(plan, parentID, ps, now)
	}
	return nil
}

// recordPrice adds a snapshot to the price history when the settings
// changed, and stores the lowest price of the 30 days before the current
// or next reduction. A new product's first snapshot is buffered; its
// lowest price went into its row already. A back-dated save never goes
// before the newest snapshot, so the history stays in order.
func recordPrice(ctx context.Context, tx db.Handle, id int64, at time.Time, ps priceSettings, exists bool, plan *savePlan) error {
	historyCols := []string{"product_id", "at", "price", "special_price", "special_from", "special_to"}
	if !exists {
		plan.rows.add("product_price_history", historyCols, id, at, int64(ps.Price), nullMoney(ps.Special), nullTime(ps.From), nullTime(ps.To))
		return nil
	}
	var rows []struct {
		At      time.Time     `db:"at"`
		Price   int64         `db:"price"`
		Special sql.NullInt64 `db:"special_price"`
		From    sql.NullTime  `db:"special_from"`
		To      sql.NullTime  `db:"special_to"`
	}
	if err := tx.Select(ctx, &rows, `SELECT at, price, special_price, special_from, special_to
		FROM product_price_history WHERE product_id = ? ORDER BY at, id`, id); err != nil {
		return fmt.Errorf("catalog: price history of %d: %w", id, err)
	}
	history := make([]priceSnapshot, 0, len(rows)+1)
	for _, r := range rows {
		history = append(history, priceSnapshot{At: r.At.UTC(), priceSettings: priceSettings{
			Price: Money(r.Price), Special: moneyPtr(r.Special), From: timePtr(r.From), To: timePtr(r.To),
		}})
	}
	if n := len(history); n > 0 {
		if history[n-1].same(ps) {
			return nil
		}
		if at.Before(history[n-1].At) {
			at = history[n-1].At
		}
	}
	if err := insertRows(ctx, tx, "product_price_history", historyCols,
		[][]any{{id, at, int64(ps.Price), nullMoney(ps.Special), nullTime(ps.From), nullTime(ps.To)}}); err != nil {
		return fmt.Errorf("catalog: record price of %d: %w", id, err)
	}
	history = append(history, priceSnapshot{At: at, priceSettings: ps})
	if _, err := tx.Exec(ctx, `UPDATE product SET lowest_30_days = ? WHERE id = ?`, int64(lowest30Days(history, nil)), id); err != nil {
		return fmt.Errorf("catalog: store lowest price of %d: %w", id, err)
	}
	return nil
}

// writeUpsells replaces a product's upsells; SKUs of the same save resolve
// to the ids just written.
func writeUpsells(ctx context.Context, tx db.Handle, id int64, in ProductInput, refs *saveRefs, batchIDs []int64, plan *savePlan) error {
	if _, exists := refs.skus[in.SKU]; exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_upsell WHERE product_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: clear upsells of %d: %w", id, err)
		}
	}
	for i, sku := range in.UpsellSKUs {
		target := refs.skus[sku].ID
		if j, ok := refs.batch[sku]; ok {
			target = batchIDs[j]
		}
		if target == 0 || target == id {
			return apperr.New(apperr.Invalid, "catalog.input.unknownSku", "field", "upsellSkus", "sku", sku).OnField("upsellSkus")
		}
		plan.rows.add("product_upsell", []string{"product_id", "upsell_id", "position"}, id, target, i)
	}
	return nil
}

// updateProductCounts recomputes the product counts of the categories and
// their ancestors.
func updateProductCounts(ctx context.Context, tx db.Handle, categoryIDs []int64) error {
	categoryIDs = uniqueIDs(categoryIDs)
	if len(categoryIDs) == 0 {
		return nil
	}
	var paths []string
	if err := selectByIDs(ctx, tx, &paths, `SELECT path FROM category WHERE id IN (%s)`, nil, categoryIDs); err != nil {
		return fmt.Errorf("catalog: paths for product counts: %w", err)
	}
	var all []int64
	for _, p := range paths {
		for _, part := range strings.Split(p, "/") {
			var id int64
			if _, err := fmt.Sscan(part, &id); err == nil {
				all = append(all, id)
			}
		}
	}
	for _, chunk := range db.Chunks(uniqueIDs(all), db.MaxInList) {
		if _, err := tx.Exec(ctx, `
			UPDATE category SET product_count = (
				SELECT COUNT(DISTINCT pc.product_id)
				FROM category d
				JOIN product_category pc ON pc.category_id = d.id
				JOIN product p ON p.id = pc.product_id
				WHERE (d.id = category.id OR d.path LIKE (category.path || '/%')) AND p.is_active AND p.visible
					AND p.visibility IN (2, 4))
			WHERE id IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return fmt.Errorf("catalog: update product counts: %w", err)
		}
	}
	return nil
}
