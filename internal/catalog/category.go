package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// MaxTreeDepth bounds CategoryTree's depth.
const MaxTreeDepth = 10

// categoryRow is a category with its texts in one locale, German filling
// the gaps.
type categoryRow struct {
	ID              int64         `db:"id"`
	ParentID        sql.NullInt64 `db:"parent_id"`
	Path            string        `db:"path"`
	Level           int           `db:"level"`
	Position        int           `db:"position"`
	IsActive        bool          `db:"is_active"`
	IncludeInMenu   bool          `db:"include_in_menu"`
	ImageKey        string        `db:"image_key"`
	ProductCount    int           `db:"product_count"`
	Name            string        `db:"name"`
	URLKey          string        `db:"url_key"`
	URLPath         string        `db:"url_path"`
	Description     string        `db:"description"`
	MetaTitle       string        `db:"meta_title"`
	MetaKeywords    string        `db:"meta_keywords"`
	MetaDescription string        `db:"meta_description"`
}

// categorySelect reads categories in a locale: its two placeholders both
// take the locale (the store view's product count, the texts), before
// those of the conditions that follow it.
const categorySelect = `
	SELECT c.id, c.parent_id, c.path, c.level, c.position, c.is_active, c.include_in_menu,
		c.image_key, c.product_count - (
			-- the counted products that the store view switched off
			SELECT COUNT(DISTINCT pc.product_id) FROM product_store_off po
			JOIN store pst ON pst.id = po.store_id
			JOIN product p ON p.id = po.product_id
			JOIN product_category pc ON pc.product_id = p.id
			JOIN category pd ON pd.id = pc.category_id
			WHERE pst.locale = ? AND p.is_active AND p.visible AND p.visibility IN (2, 4)
				AND (pd.id = c.id OR pd.path LIKE (c.path || '/%'))) AS product_count,
		COALESCE(NULLIF(l.name, ''), d.name, '') AS name,
		COALESCE(NULLIF(l.url_key, ''), d.url_key, '') AS url_key,
		COALESCE(NULLIF(l.url_path, ''), d.url_path, '') AS url_path,
		COALESCE(NULLIF(l.description, ''), d.description, '') AS description,
		COALESCE(NULLIF(l.meta_title, ''), d.meta_title, '') AS meta_title,
		COALESCE(NULLIF(l.meta_keywords, ''), d.meta_keywords, '') AS meta_keywords,
		COALESCE(NULLIF(l.meta_description, ''), d.meta_description, '') AS meta_description
	FROM category c
	LEFT JOIN category_text l ON l.category_id = c.id AND l.locale = ?
	LEFT JOIN category_text d ON d.category_id = c.id AND d.locale = 'de'`

func (r categoryRow) category() Category {
	return Category{
		ID: r.ID, ParentID: r.ParentID.Int64, Level: r.Level, Path: r.Path, Position: r.Position,
		IsActive: r.IsActive, IncludeInMenu: r.IncludeInMenu, Name: r.Name, URLKey: r.URLKey, URLPath: r.URLPath,
		Description: r.Description, MetaTitle: r.MetaTitle, MetaKeywords: r.MetaKeywords,
		MetaDescription: r.MetaDescription, ImageKey: r.ImageKey, ProductCount: r.ProductCount,
	}
}

// pathIDs returns the ids of a materialised path "1/4/9", root first.
func pathIDs(path string) []int64 {
	var out []int64
	for _, part := range strings.Split(path, "/") {
		if id, err := strconv.ParseInt(part, 10, 64); err == nil {
			out = append(out, id)
		}
	}
	return out
}

func (s *service) Categories(ctx context.Context, locale i18n.Locale, f CategoryFilter) ([]Category, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	if len(f.IDs) > maxFilterValues {
		return nil, apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", "ids", "max", maxFilterValues).OnField("ids")
	}
	// A search by name is not kept: its texts are many.
	v := cacheView{}
	if f.Name == "" {
		v = s.readCacheView(ctx)
	}
	key := fmt.Sprintf("categories|%s|%t|%v|%q|%d", locale, f.IDs == nil, f.IDs, f.URLPath, f.ParentID)
	out, err := cached(v, key, func() ([]Category, error) { return s.categories(ctx, locale, f) })
	if err != nil || !v.on() {
		return out, err
	}
	return slices.Clone(out), nil
}

// categories reads the active categories f asks for, for Categories.
func (s *service) categories(ctx context.Context, locale i18n.Locale, f CategoryFilter) ([]Category, error) {
	conds, a := []string{"c.is_active", shownInLocale}, []any{locale, locale, locale}
	if f.IDs != nil {
		conds = append(conds, "c.id IN ("+db.InList(len(f.IDs))+")")
		a = append(a, db.Args(f.IDs)...)
	}
	if f.URLPath != "" {
		p := matchable([]string{f.URLPath}, true)
		if len(p) == 0 {
			return []Category{}, nil
		}
		conds = append(conds, "c.id IN (SELECT category_id FROM category_text WHERE locale = ? AND url_path = ?)")
		a = append(a, locale, p[0])
	}
	if f.ParentID != 0 {
		conds = append(conds, "c.parent_id = ?")
		a = append(a, f.ParentID)
	}
	var rows []categoryRow
	if err := s.db.Read().Select(ctx, &rows, categorySelect+` WHERE `+strings.Join(conds, " AND ")+` ORDER BY c.position, c.id`, a...); err != nil {
		return nil, fmt.Errorf("catalog: list categories: %w", err)
	}
	name := strings.ToLower(strings.TrimSpace(f.Name))
	out := make([]Category, 0, len(rows))
	for _, r := range rows {
		if name == "" || strings.Contains(strings.ToLower(r.Name), name) {
			out = append(out, r.category())
		}
	}
	if err := s.fillChildrenCounts(ctx, locale, out); err != nil {
		return nil, err
	}
	return out, nil
}

// fillChildrenCounts sets ChildrenCount (active children, shown in the
// locale's store view) on each category.
func (s *service) fillChildrenCounts(ctx context.Context, locale i18n.Locale, cats []Category) error {
	ids := make([]int64, len(cats))
	for i, c := range cats {
		ids[i] = c.ID
	}
	var counts []struct {
		ParentID int64 `db:"parent_id"`
		N        int   `db:"n"`
	}
	if err := selectByIDs(ctx, s.db.Read(), &counts, `SELECT c.parent_id, COUNT(*) AS n FROM category c
		WHERE c.is_active AND `+shownInLocale+` AND c.parent_id IN (%s) GROUP BY c.parent_id`, []any{locale}, ids); err != nil {
		return fmt.Errorf("catalog: count child categories: %w", err)
	}
	byID := make(map[int64]int, len(counts))
	for _, c := range counts {
		byID[c.ParentID] = c.N
	}
	for i := range cats {
		cats[i].ChildrenCount = byID[cats[i].ID]
	}
	return nil
}

// activeCategory reads a category that the storefront shows; NotFound
// otherwise.
func (s *service) activeCategory(ctx context.Context, locale i18n.Locale, id int64) (categoryRow, error) {
	var row categoryRow
	err := s.db.Read().Get(ctx, &row, categorySelect+` WHERE c.id = ? AND c.is_active AND `+shownInLocale, locale, locale, id, locale)
	if errors.Is(err, sql.ErrNoRows) {
		return row, apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
	}
	if err != nil {
		return row, fmt.Errorf("catalog: get category %d: %w", id, err)
	}
	return row, nil
}

func (s *service) CategoryTree(ctx context.Context, locale i18n.Locale, id int64, depth int) (Category, error) {
	if err := checkLocale(locale); err != nil {
		return Category{}, err
	}
	if depth < 0 || depth > MaxTreeDepth {
		return Category{}, apperr.New(apperr.Invalid, "catalog.input.range", "field", "depth", "min", 0, "max", MaxTreeDepth).OnField("depth")
	}
	top, err := s.activeCategory(ctx, locale, id)
	if err != nil {
		return Category{}, err
	}
	var rows []categoryRow
	if depth > 0 {
		if err := s.db.Read().Select(ctx, &rows, categorySelect+`
			WHERE c.path LIKE ? AND c.level <= ? AND c.is_active AND `+shownInLocale+` ORDER BY c.level, c.position, c.id`,
			locale, locale, top.Path+"/%", top.Level+depth, locale); err != nil {
			return Category{}, fmt.Errorf("catalog: category tree of %d: %w", id, err)
		}
	}
	children := map[int64][]categoryRow{}
	for _, r := range rows {
		children[r.ParentID.Int64] = append(children[r.ParentID.Int64], r)
	}
	var flat []*Category
	var build func(r categoryRow) Category
	build = func(r categoryRow) Category {
		c := r.category()
		for _, child := range children[r.ID] {
			c.Children = append(c.Children, build(child))
		}
		if c.Children == nil {
			c.Children = []Category{}
		}
		return c
	}
	tree := build(top)
	var walk func(c *Category)
	walk = func(c *Category) {
		flat = append(flat, c)
		for i := range c.Children {
			walk(&c.Children[i])
		}
	}
	walk(&tree)
	// Children counts include children below the requested depth, so that
	// the storefront knows which leaves of the tree can open further.
	list := make([]Category, len(flat))
	for i, c := range flat {
		list[i] = Category{ID: c.ID}
	}
	if err := s.fillChildrenCounts(ctx, locale, list); err != nil {
		return Category{}, err
	}
	for i, c := range flat {
		c.ChildrenCount = list[i].ChildrenCount
	}
	return tree, nil
}

func (s *service) Breadcrumbs(ctx context.Context, locale i18n.Locale, id int64) ([]Category, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	v := s.readCacheView(ctx)
	out, err := cached(v, fmt.Sprintf("breadcrumbs|%s|%d", locale, id), func() ([]Category, error) { return s.breadcrumbs(ctx, locale, id) })
	if err != nil || !v.on() {
		return out, err
	}
	return slices.Clone(out), nil
}

// breadcrumbs reads Breadcrumbs' answer.
func (s *service) breadcrumbs(ctx context.Context, locale i18n.Locale, id int64) ([]Category, error) {
	c, err := s.activeCategory(ctx, locale, id)
	if err != nil {
		return nil, err
	}
	ids := pathIDs(c.Path)
	ids = ids[:len(ids)-1]
	out := []Category{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []categoryRow
	if err := s.db.Read().Select(ctx, &rows, categorySelect+` WHERE c.level > 1 AND c.id IN (`+db.InList(len(ids))+`) ORDER BY c.level`,
		append([]any{locale, locale}, db.Args(ids)...)...); err != nil {
		return nil, fmt.Errorf("catalog: breadcrumbs of %d: %w", id, err)
	}
	for _, r := range rows {
		out = append(out, r.category())
	}
	if err := s.fillChildrenCounts(ctx, locale, out); err != nil {
		return nil, err
	}
	return out, nil
}

// categoryNode is a category's place in the tree.
type categoryNode struct {
	ID       int64         `db:"id"`
	ParentID sql.NullInt64 `db:"parent_id"`
	Path     string        `db:"path"`
	Level    int           `db:"level"`
}

func getNode(ctx context.Context, tx db.Handle, id int64) (categoryNode, bool, error) {
	var n categoryNode
	err := tx.Get(ctx, &n, `SELECT id, parent_id, path, level FROM category WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return n, false, nil
	}
	if err != nil {
		return n, false, fmt.Errorf("catalog: get category %d: %w", id, err)
	}
	return n, true, nil
}

// defaultRoot is the root category of the default store view, under which
// categories without a parent go.
func defaultRoot(ctx context.Context, tx db.Handle) (int64, error) {
	var id int64
	err := tx.Get(ctx, &id, `SELECT root_category_id FROM store ORDER BY is_default DESC, sort_order, id LIMIT 1`)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, apperr.New(apperr.Unavailable, "catalog.category.noStore")
	}
	if err != nil {
		return 0, fmt.Errorf("catalog: find the stores' root category: %w", err)
	}
	return id, nil
}

func (s *service) SaveCategory(ctx context.Context, in CategoryInput) (int64, error) {
	v := validator{}
	if err := validateCategoryShape(v, in); err != nil {
		return 0, err
	}
	now := s.now().UTC()
	var id int64
	var affected []int64
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		parentID := in.ParentID
		if parentID == 0 {
			root, err := defaultRoot(ctx, tx)
			if err != nil {
				return err
			}
			parentID = root
		}
		parent, ok, err := getNode(ctx, tx, parentID)
		if err != nil {
			return err
		}
		if !ok {
			return v.fail("catalog.input.unknownCategory", "parentId", "id", in.ParentID)
		}
		var old categoryNode
		if in.ID != 0 {
			if old, ok, err = getNode(ctx, tx, in.ID); err != nil {
				return err
			}
			if !ok {
				return v.fail("catalog.input.unknownCategory", "id", "id", in.ID)
			}
			if !old.ParentID.Valid {
				return v.fail("catalog.category.root", "id")
			}
			if parent.Path == old.Path || strings.HasPrefix(parent.Path, old.Path+"/") {
				return v.fail("catalog.category.cycle", "parentId")
			}
		}
		level := parent.Level + 1
		if in.ID == 0 {
			if err := tx.Get(ctx, &id, `
				INSERT INTO category (parent_id, path, level, position, is_active, include_in_menu, image_key, created_at, updated_at)
				VALUES (?, '', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
				parentID, level, in.Position, in.IsActive, in.IncludeInMenu, strings.TrimSpace(in.ImageKey), now, now); err != nil {
				return fmt.Errorf("catalog: insert category: %w", err)
			}
		} else {
			id = in.ID
		}
		path := parent.Path + "/" + strconv.FormatInt(id, 10)
		if _, err := tx.Exec(ctx, `
			UPDATE category SET parent_id = ?, path = ?, level = ?, position = ?, is_active = ?,
				include_in_menu = ?, image_key = ?, updated_at = ?, version = version + 1
			WHERE id = ?`,
			parentID, path, level, in.Position, in.IsActive, in.IncludeInMenu, strings.TrimSpace(in.ImageKey), now, id); err != nil {
			return fmt.Errorf("catalog: update category %d: %w", id, err)
		}
		moved := in.ID != 0 && old.Path != path
		if moved {
			if _, err := tx.Exec(ctx, `UPDATE category SET path = CAST(? AS TEXT) || substr(path, ?), level = level + ? WHERE path LIKE ?`,
				path, len(old.Path)+1, level-old.Level, old.Path+"/%"); err != nil {
				return fmt.Errorf("catalog: move the subtree of %d: %w", id, err)
			}
		}
		if err := s.writeCategoryTexts(ctx, tx, now, id, parentID, in, in.ID != 0); err != nil {
			return err
		}
		if moved {
			counted := append(pathIDs(old.Path), id)
			if err := updateProductCounts(ctx, tx, counted); err != nil {
				return err
			}
		}
		if in.ID == 0 {
			return nil
		}
		if err := tx.Select(ctx, &affected, `
			SELECT DISTINCT pc.product_id FROM product_category pc JOIN category c ON c.id = pc.category_id
			WHERE c.id = ? OR c.path LIKE ?`, id, path+"/%"); err != nil {
			return fmt.Errorf("catalog: products below category %d: %w", id, err)
		}
		return s.enqueueReindex(ctx, tx, affected, now, false)
	})
	s.invalidateCache()
	if err != nil {
		return 0, err
	}
	s.reindexWithoutQueue(ctx, affected)
	return id, nil
}

// writeCategoryTexts stores the texts of every locale, claims each
// locale's path under the parent's, and moves the paths of the
// descendants along when the category's path changed.
func (s *service) writeCategoryTexts(ctx context.Context, tx db.Handle, now time.Time, id, parentID int64, in CategoryInput, exists bool) error {
	var parentPaths []struct {
		Locale string `db:"locale"`
		Path   string `db:"url_path"`
	}
	if err := tx.Select(ctx, &parentPaths, `SELECT locale, url_path FROM category_text WHERE category_id = ?`, parentID); err != nil {
		return fmt.Errorf("catalog: paths of category %d: %w", parentID, err)
	}
	under := map[string]string{}
	for _, p := range parentPaths {
		under[p.Locale] = p.Path
	}
	var oldPaths map[string]string
	if exists {
		var rows []struct {
			Locale string `db:"locale"`
			Path   string `db:"url_path"`
		}
		if err := tx.Select(ctx, &rows, `SELECT locale, url_path FROM category_text WHERE category_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: paths of category %d: %w", id, err)
		}
		oldPaths = map[string]string{}
		for _, r := range rows {
			oldPaths[r.Locale] = r.Path
		}
		if _, err := tx.Exec(ctx, `DELETE FROM category_text WHERE category_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: clear texts of category %d: %w", id, err)
		}
	}
	rows := make([][]any, 0, len(i18n.Locales))
	for _, l := range i18n.Locales {
		key := Slug(in.URLKey[l])
		if key == "" {
			key = Slug(fill(in.Name, l))
		}
		if key == "" {
			key = "category"
		}
		key, path, err := claimPath(ctx, tx, now, l, CategoryRoute, id, under[string(l)], key)
		if err != nil {
			return err
		}
		rows = append(rows, []any{
			id, l, strings.TrimSpace(in.Name[l]), key, path, s.html.Sanitize(in.Description[l]),
			strings.TrimSpace(in.MetaTitle[l]), strings.TrimSpace(in.MetaKeywords[l]), strings.TrimSpace(in.MetaDescription[l]),
		})
		if exists && oldPaths[string(l)] != path {
			if err := moveDescendantPaths(ctx, tx, now, l, id, path); err != nil {
				return err
			}
		}
	}
	if err := insertRows(ctx, tx, "category_text", []string{
		"category_id", "locale", "name", "url_key", "url_path", "description", "meta_title", "meta_keywords", "meta_description",
	}, rows); err != nil {
		return fmt.Errorf("catalog: texts of category %d: %w", id, err)
	}
	return nil
}

// moveDescendantPaths gives the descendants of a category whose path in
// the locale became path their new paths, top down; their old paths stay
// as redirects.
func moveDescendantPaths(ctx context.Context, tx db.Handle, now time.Time, l i18n.Locale, id int64, path string) error {
	var self string
	if err := tx.Get(ctx, &self, `SELECT path FROM category WHERE id = ?`, id); err != nil {
		return fmt.Errorf("catalog: path of category %d: %w", id, err)
	}
	var rows []struct {
		ID       int64  `db:"id"`
		ParentID int64  `db:"parent_id"`
		Level    int    `db:"level"`
		Key      string `db:"url_key"`
	}
	if err := tx.Select(ctx, &rows, `
		SELECT c.id, c.parent_id, c.level, COALESCE(t.url_key, '') AS url_key
		FROM category c LEFT JOIN category_text t ON t.category_id = c.id AND t.locale = ?
		WHERE c.path LIKE ?`, l, self+"/%"); err != nil {
		return fmt.Errorf("catalog: descendants of category %d: %w", id, err)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Level < rows[j].Level })
	paths := map[int64]string{id: path}
	for _, r := range rows {
		key := r.Key
		if key == "" {
			key = "category"
		}
		key, p, err := claimPath(ctx, tx, now, l, CategoryRoute, r.ID, paths[r.ParentID], key)
		if err != nil {
			return err
		}
		paths[r.ID] = p
		if _, err := tx.Exec(ctx, `UPDATE category_text SET url_key = ?, url_path = ? WHERE category_id = ? AND locale = ?`,
			key, p, r.ID, l); err != nil {
			return fmt.Errorf("catalog: move path of category %d: %w", r.ID, err)
		}
	}
	return nil
}
