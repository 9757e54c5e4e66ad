package catalog

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"paddock/internal/admin/audit"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// A product may be switched off in some store views (product_store_off,
// migration 00069), as a category may (store_views.go): the storefront's
// reads of that store view's language leave it out as they leave out a
// disabled one (product pages, lists, search, upsells and related
// products, a cart's lookup by SKU), its path answers 404 there and leaves
// that language's alternates and sitemap, and the search index leaves
// that locale out. A variant follows its parent.
//
// Visibility is Magento's: a product has a page of its own unless it is
// NotVisibleIndividually (the column visible, false for variants too);
// category listings show the products visible in the catalog, searches
// those visible in search.

// Visibility is where the storefront shows a product, with Magento's
// values (catalog_product_entity_int visibility).
type Visibility int

// The visibilities; the zero value of an input means VisibleEverywhere.
const (
	NotVisibleIndividually Visibility = 1
	VisibleInCatalog       Visibility = 2
	VisibleInSearch        Visibility = 3
	VisibleEverywhere      Visibility = 4
)

// Valid reports whether v is one of Magento's four values.
func (v Visibility) Valid() bool { return v >= NotVisibleIndividually && v <= VisibleEverywhere }

// InCatalog reports whether category listings show the product.
func (v Visibility) InCatalog() bool { return v == VisibleInCatalog || v == VisibleEverywhere }

// InSearch reports whether search results show the product.
func (v Visibility) InSearch() bool { return v == VisibleInSearch || v == VisibleEverywhere }

// orEverywhere is v, or VisibleEverywhere for an input that leaves it out.
func (v Visibility) orEverywhere() Visibility {
	if v == 0 {
		return VisibleEverywhere
	}
	return v
}

// productShownInLocale is the condition that the product p (a variant:
// its parent) is not switched off in the store view of the locale bound
// to its placeholder.
const productShownInLocale = `NOT EXISTS (SELECT 1 FROM product_store_off po JOIN store pst ON pst.id = po.store_id
	WHERE po.product_id = COALESCE(p.parent_id, p.id) AND pst.locale = ?)`

// productsOffIn answers, for each of the products given, the locales whose
// store view switched it off.
func productsOffIn(ctx context.Context, h db.Handle, ids []int64) (map[int64]map[i18n.Locale]bool, error) {
	out := map[int64]map[i18n.Locale]bool{}
	var rows []struct {
		ID     int64  `db:"product_id"`
		Locale string `db:"locale"`
	}
	if err := selectByIDs(ctx, h, &rows, `SELECT o.product_id, st.locale FROM product_store_off o
		JOIN store st ON st.id = o.store_id WHERE o.product_id IN (%s)`, nil, uniqueIDs(ids)); err != nil {
		return nil, fmt.Errorf("catalog: store views that hide products: %w", err)
	}
	for _, r := range rows {
		if l, ok := i18n.Parse(r.Locale); ok {
			if out[r.ID] == nil {
				out[r.ID] = map[i18n.Locale]bool{}
			}
			out[r.ID][l] = true
		}
	}
	return out, nil
}

// productOffStores reads the codes of the store views each product is
// switched off in, sorted.
func productOffStores(ctx context.Context, h db.Handle, ids []int64) (map[int64][]string, error) {
	var rows []struct {
		ID   int64  `db:"product_id"`
		Code string `db:"code"`
	}
	if err := selectByIDs(ctx, h, &rows, `SELECT o.product_id, st.code FROM product_store_off o
		JOIN store st ON st.id = o.store_id WHERE o.product_id IN (%s) ORDER BY o.product_id, st.code`, nil, uniqueIDs(ids)); err != nil {
		return nil, fmt.Errorf("catalog: store views of products: %w", err)
	}
	out := map[int64][]string{}
	for _, r := range rows {
		out[r.ID] = append(out[r.ID], r.Code)
	}
	return out, nil
}

// loadStores reads every store view's id by code, for the refs of a save.
func loadStores(ctx context.Context, h db.Handle) (map[string]int64, error) {
	var stores []struct {
		ID   int64  `db:"id"`
		Code string `db:"code"`
	}
	if err := h.Select(ctx, &stores, `SELECT id, code FROM store`); err != nil {
		return nil, fmt.Errorf("catalog: store views: %w", err)
	}
	out := make(map[string]int64, len(stores))
	for _, st := range stores {
		out[st.Code] = st.ID
	}
	return out, nil
}

// checkVisibilityRefs validates the store views and related products an
// input names (refs.check).
func (r *saveRefs) checkVisibilityRefs(v validator, in *ProductInput) error {
	for i, code := range in.OffStores {
		if _, ok := r.stores[code]; !ok {
			return v.fail("catalog.input.unknownStore", fmt.Sprintf("offStores[%d]", i), "value", truncate(code, 32))
		}
	}
	for i, sku := range in.RelatedSKUs {
		_, inBatch := r.batch[sku]
		row, ok := r.skus[sku]
		if !inBatch && (!ok || row.ParentID.Valid) {
			return v.fail("catalog.input.unknownSku", fmt.Sprintf("relatedSkus[%d]", i), "sku", sku)
		}
	}
	return nil
}

// writeStoreOff replaces the store views a product is switched off in,
// when the input names them (nil leaves them as they are).
func writeStoreOff(ctx context.Context, tx db.Handle, id int64, in ProductInput, refs *saveRefs, plan *savePlan) error {
	if in.OffStores == nil {
		return nil
	}
	stores := []int64{}
	for _, code := range in.OffStores {
		if st, ok := refs.stores[code]; ok && !slices.Contains(stores, st) {
			stores = append(stores, st)
		}
	}
	slices.Sort(stores)
	var before []int64
	if err := tx.Select(ctx, &before, `SELECT store_id FROM product_store_off WHERE product_id = ? ORDER BY store_id`, id); err != nil {
		return fmt.Errorf("catalog: store views of product %d: %w", id, err)
	}
	if slices.Equal(before, stores) {
		return nil
	}
	if _, err := tx.Exec(ctx, `DELETE FROM product_store_off WHERE product_id = ?`, id); err != nil {
		return fmt.Errorf("catalog: store views of product %d: %w", id, err)
	}
	for _, st := range stores {
		plan.rows.add("product_store_off", []string{"product_id", "store_id"}, id, st)
	}
	return nil
}

// writeRelated replaces a product's related products; SKUs of the same
// save resolve to the ids just written.
func writeRelated(ctx context.Context, tx db.Handle, id int64, in ProductInput, refs *saveRefs, batchIDs []int64, plan *savePlan) error {
	if _, exists := refs.skus[in.SKU]; exists {
		if _, err := tx.Exec(ctx, `DELETE FROM product_related WHERE product_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: clear related products of %d: %w", id, err)
		}
	}
	for i, sku := range in.RelatedSKUs {
		target := refs.skus[sku].ID
		if j, ok := refs.batch[sku]; ok {
			target = batchIDs[j]
		}
		if target == 0 || target == id {
			return validator{}.fail("catalog.input.unknownSku", "relatedSkus", "sku", sku)
		}
		plan.rows.add("product_related", []string{"product_id", "related_id", "position"}, id, target, i)
	}
	return nil
}

// validateVisibility checks the visibility, the related products and the
// store views of an input's shape (validateProductShape).
func validateVisibility(v validator, in *ProductInput) error {
	if in.Visibility != 0 && !in.Visibility.Valid() {
		return v.fail("catalog.input.visibility", "visibility", "value", int(in.Visibility))
	}
	if len(in.RelatedSKUs) > maxFilterValues {
		return v.fail("catalog.input.tooMany", "relatedSkus", "max", maxFilterValues)
	}
	seen := map[string]bool{}
	for i, sku := range in.RelatedSKUs {
		f := fmt.Sprintf("relatedSkus[%d]", i)
		if !validCode(sku) {
			return v.fail("catalog.input.sku", f, "value", truncate(sku, 64))
		}
		if sku == in.SKU || seen[sku] {
			return v.fail("catalog.input.duplicate", f, "value", sku)
		}
		seen[sku] = true
	}
	if len(in.OffStores) > maxFilterValues {
		return v.fail("catalog.input.tooMany", "offStores", "max", maxFilterValues)
	}
	return nil
}

// loadRelated reads the related products of the owners that the locale's
// store view shows (active, with a page, not switched off there), in
// order, into out.
func loadRelated(ctx context.Context, h db.Handle, locale i18n.Locale, owners []int64, out map[int64][]int64) error {
	var rows []linkRow
	if err := selectByIDs(ctx, h, &rows, `SELECT r.product_id, r.related_id AS target_id, r.position
		FROM product_related r JOIN product t ON t.id = r.related_id AND t.is_active AND t.visible
		WHERE NOT EXISTS (SELECT 1 FROM product_store_off po JOIN store pst ON pst.id = po.store_id
			WHERE po.product_id = t.id AND pst.locale = ?)
			AND r.product_id IN (%s) ORDER BY r.product_id, r.position`, []any{locale}, owners); err != nil {
		return fmt.Errorf("catalog: load related products: %w", err)
	}
	for _, r := range rows {
		out[r.ProductID] = append(out[r.ProductID], r.TargetID)
	}
	return nil
}

// inputVisibility sets the visibility, the related products (by SKU, in
// order) and the store views switched off (never nil) of the products'
// inputs, for ProductInputs.
func inputVisibility(ctx context.Context, h db.Handle, ids []int64, inputs map[int64]ProductInput) error {
	var vis []struct {
		ID         int64 `db:"id"`
		Visibility int   `db:"visibility"`
	}
	if err := selectByIDs(ctx, h, &vis, `SELECT id, visibility FROM product WHERE id IN (%s)`, nil, ids); err != nil {
		return fmt.Errorf("catalog: visibility to edit: %w", err)
	}
	var related []struct {
		ID  int64  `db:"product_id"`
		SKU string `db:"sku"`
	}
	if err := selectByIDs(ctx, h, &related, `SELECT r.product_id, t.sku FROM product_related r JOIN product t ON t.id = r.related_id
		WHERE r.product_id IN (%s) ORDER BY r.product_id, r.position`, nil, ids); err != nil {
		return fmt.Errorf("catalog: related products to edit: %w", err)
	}
	off, err := productOffStores(ctx, h, ids)
	if err != nil {
		return err
	}
	for _, v := range vis {
		in, ok := inputs[v.ID]
		if !ok {
			continue
		}
		in.Visibility = Visibility(v.Visibility)
		in.OffStores = nonNil(off[v.ID])
		inputs[v.ID] = in
	}
	for _, r := range related {
		if in, ok := inputs[r.ID]; ok {
			in.RelatedSKUs = append(in.RelatedSKUs, r.SKU)
			inputs[r.ID] = in
		}
	}
	return nil
}

// offStoreCondition keeps the staff list's products switched off in the
// store view whose code is bound to its placeholder.
const offStoreCondition = `EXISTS (SELECT 1 FROM product_store_off o JOIN store st ON st.id = o.store_id
	WHERE o.product_id = p.id AND st.code = ?)`

// fillOffStores sets the store views each row of the staff list is
// switched off in.
func fillOffStores(ctx context.Context, h db.Handle, rows []StaffProductRow) error {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	off, err := productOffStores(ctx, h, ids)
	if err != nil {
		return err
	}
	for i := range rows {
		rows[i].OffStores = nonNil(off[rows[i].ID])
	}
	return nil
}

// switchStore returns the store views off with the store switched off
// (off) or on again, sorted, never nil.
func switchStore(stores []string, store string, off bool) []string {
	out := []string{}
	for _, s := range stores {
		if s != store {
			out = append(out, s)
		}
	}
	if off {
		out = append(out, store)
	}
	slices.Sort(out)
	return out
}

// visibilityChanges are the audit trail's changes of the visibility, the
// store views switched off and the related products.
func visibilityChanges(a, b ProductInput) []audit.Change {
	var out []audit.Change
	add := func(field, before, after string) {
		if before != after {
			out = append(out, audit.Change{Field: field, Before: &before, After: &after})
		}
	}
	add("visibility", strconv.Itoa(int(a.Visibility.orEverywhere())), strconv.Itoa(int(b.Visibility.orEverywhere())))
	if b.OffStores != nil {
		add("offStores", strings.Join(a.OffStores, ","), strings.Join(b.OffStores, ","))
	}
	add("relatedSkus", strings.Join(a.RelatedSKUs, ","), strings.Join(b.RelatedSKUs, ","))
	return out
}

// waitsForLater reports whether an import's product names an upsell or a
// related product of the import not saved yet (SaveProductBatches).
func waitsForLater(in ProductInput, all, saved map[string]bool) bool {
	for _, list := range [][]string{in.UpsellSKUs, in.RelatedSKUs} {
		for _, sku := range list {
			if all[sku] && !saved[sku] {
				return true
			}
		}
	}
	return false
}
