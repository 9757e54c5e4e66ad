package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// CategoryStaff is the back office's side of the category tree and of the
// attributes the storefront filters by (issue 26, points 5 and 6). Every
// method asks access.CatalogManage first and records a refusal in the
// audit trail; every write records who changed what with before and
// after, in the same transaction as the change. A club manager
// (access.Principal.Clubs) sees and changes only the subtrees under their
// clubs' shop root categories (the content system's
// club.shop_root_category_id), never moves or deletes such a root, and
// reads the attributes without changing them: they are the whole shop's.
type CategoryStaff interface {
	// StaffCategories is the whole tree, disabled categories included,
	// root first and then by level and position, with every locale's
	// texts and each category's version (a club manager's: their
	// subtrees only).
	StaffCategories(ctx context.Context) ([]StaffCategory, error)
	// StaffCategory is one category; NotFound outside the tree or the
	// club manager's scope.
	StaffCategory(ctx context.Context, id int64) (StaffCategory, error)
	// StaffSaveCategory creates a category (ID 0, under ParentID, last
	// among its siblings) or changes one's texts, url keys, SEO texts,
	// image and flags, where the category stays. A changed url key keeps
	// the old path, and those of the subtree, as 301s. Version must be the
	// version read: a category saved meanwhile is a Conflict
	// ("catalog.changedMeanwhile") and nothing is written.
	StaffSaveCategory(ctx context.Context, in StaffCategoryInput) (StaffCategory, error)
	// MoveCategory puts the category at position (0 first) among the
	// children of parentID, which may be its own parent (a reorder) or
	// another (a move: every path of the subtree in every locale stays a
	// 301 to the new one). The siblings on both sides are numbered anew.
	MoveCategory(ctx context.Context, id, version, parentID int64, position int) (StaffCategory, error)
	// DeleteCategory removes a category without subcategories (a
	// Conflict otherwise); its products leave it, its paths answer 404.
	DeleteCategory(ctx context.Context, id, version int64) error
	// CategoryProducts are the products directly in the category, by
	// their position there.
	CategoryProducts(ctx context.Context, id int64) ([]CategoryProduct, error)
	// SetCategoryProductPositions orders the category's products as
	// productIDs gives them (every product of the category, once).
	SetCategoryProductPositions(ctx context.Context, id int64, productIDs []int64) ([]CategoryProduct, error)
	// StoreViews are the store views a category can be switched off in.
	StoreViews(ctx context.Context) ([]Store, error)

	// StaffAttributes are the select attributes with their options and
	// every locale's labels, by position.
	StaffAttributes(ctx context.Context) ([]StaffAttribute, error)
	// SaveAttributeFilter sets whether the attribute is a filter of the
	// storefront's layered navigation, and its place among the filters.
	// Only attributes the search index counts (FacetAttributes) can be.
	SaveAttributeFilter(ctx context.Context, code string, filterable bool, position int) (StaffAttribute, error)
	// StaffSaveAttributeOption adds (ID 0) or changes an option: its
	// code, its labels (German required), its swatch (#abc or #aabbcc, or
	// none) and its position.
	StaffSaveAttributeOption(ctx context.Context, code string, in StaffOptionInput) (StaffAttribute, error)
	// DeleteAttributeOption removes an option no product uses (a
	// Conflict otherwise).
	DeleteAttributeOption(ctx context.Context, code string, optionID int64) (StaffAttribute, error)
}

// CategoryTexts are a category's texts in one locale as stored (empty
// where the storefront falls back to German).
type CategoryTexts struct {
	Name            string
	URLKey          string
	URLPath         string
	Description     string
	MetaTitle       string
	MetaKeywords    string
	MetaDescription string
}

// StaffCategory is a category as the back office edits it.
type StaffCategory struct {
	ID            int64
	ParentID      int64 // 0 for a store root
	Level         int
	Position      int
	IsActive      bool
	IncludeInMenu bool
	ImageKey      string
	// ProductCount counts the active, visible products in it or below.
	ProductCount int
	// DirectProducts counts the products directly in it.
	DirectProducts int
	Version        int64
	UpdatedAt      time.Time
	Texts          map[i18n.Locale]CategoryTexts
	// OffStores are the codes of the store views it is switched off in
	// (sorted); it shows in the others while IsActive.
	OffStores []string
	// Editable says the principal may change it; Fixed that it cannot be
	// moved or deleted by them (a store root, or a club manager's club
	// root).
	Editable bool
	Fixed    bool
}

// StaffCategoryInput creates or changes a category (StaffSaveCategory).
type StaffCategoryInput struct {
	ID       int64
	Version  int64
	ParentID int64 // a new category's parent; 0 the stores' root
	IsActive bool
	// IncludeInMenu shows the category in the storefront's menu.
	IncludeInMenu   bool
	ImageKey        string
	Name            Localized
	URLKey          Localized
	Description     Localized
	MetaTitle       Localized
	MetaKeywords    Localized
	MetaDescription Localized
	// OffStores, when not nil, are the codes of the store views the
	// category is switched off in; nil leaves them as they are.
	OffStores []string
}

// CategoryProduct is a product directly in a category.
type CategoryProduct struct {
	ID       int64
	SKU      string
	Name     string // German
	Position int
	IsActive bool
}

// MaxCategoryProducts bounds the products SetCategoryProductPositions
// orders in one call.
const MaxCategoryProducts = 5000

// CategoryAuditor records the back office's writes (audit.Service).
type CategoryAuditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// CategoryStaffOptions builds the categories' staff side.
type CategoryStaffOptions struct {
	// Catalog is NewService's service.
	Catalog Service
	Audit   CategoryAuditor
	// ClubRoots are the shop root categories of the clubs given (the
	// content system's clubs), for a club manager's scope.
	ClubRoots func(ctx context.Context, clubs []int64) ([]int64, error)
	// ClubOfRoot names the club whose shop starts at the category ("" for
	// none): such a category is never deleted.
	ClubOfRoot func(ctx context.Context, categoryID int64) (string, error)
}

type categoryStaff struct {
	s          *service
	audit      CategoryAuditor
	clubRoots  func(ctx context.Context, clubs []int64) ([]int64, error)
	clubOfRoot func(ctx context.Context, categoryID int64) (string, error)
}

// NewCategoryStaff returns the categories' and attributes' staff side over
// the catalogue service.
func NewCategoryStaff(o CategoryStaffOptions) (CategoryStaff, error) {
	s, ok := o.Catalog.(*service)
	if !ok || o.Audit == nil {
		return nil, errors.New("catalog: the category staff needs the catalogue service and the audit trail")
	}
	return &categoryStaff{s: s, audit: o.Audit, clubRoots: o.ClubRoots, clubOfRoot: o.ClubOfRoot}, nil
}

// require asks for CatalogManage and records a refusal.
func (c *categoryStaff) require(ctx context.Context, op, objectType string, id string) (access.Principal, error) {
	p, err := access.Require(ctx, access.CatalogManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := c.record(ctx, op, objectType, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// errOutOfScope ends a transaction that met a category outside the club
// manager's scope; the refusal is recorded after the rollback.
var errOutOfScope = errors.New("catalog: outside the principal's categories")

// refuse records a refusal for the principal's scope and answers it.
func (c *categoryStaff) refuse(ctx context.Context, op, objectType, id string) error {
	err := apperr.New(apperr.Forbidden, "admin.forbidden")
	if rerr := c.record(ctx, op, objectType, id, audit.Refused); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

func (c *categoryStaff) record(ctx context.Context, op, objectType, id string, outcome audit.Outcome, changes ...audit.Change) error {
	if err := c.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: objectType, ObjectID: id, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("catalog: %s: audit: %w", op, err)
	}
	return nil
}

// auditChange is a changed field for the trail; empty values are none.
func auditChange(field, before, after string) audit.Change {
	ch := audit.Change{Field: field}
	if before != "" {
		ch.Before = &before
	}
	if after != "" {
		ch.After = &after
	}
	return ch
}

// categoryScope is what a principal may change: everything, or the
// subtrees under some paths.
type categoryScope struct {
	all   bool
	roots []string // materialised paths of the club roots
}

// scopeOf reads the principal's scope.
func (c *categoryStaff) scopeOf(ctx context.Context, p access.Principal) (categoryScope, error) {
	if !p.Role.Scoped() {
		return categoryScope{all: true}, nil
	}
	if c.clubRoots == nil || len(p.Clubs) == 0 {
		return categoryScope{}, nil
	}
	ids, err := c.clubRoots(ctx, p.Clubs)
	if err != nil {
		return categoryScope{}, fmt.Errorf("catalog: the clubs' categories: %w", err)
	}
	var paths []string
	if len(ids) > 0 {
		if err := selectByIDs(ctx, c.s.db.Read(), &paths, `SELECT path FROM category WHERE level > 1 AND id IN (%s)`, nil, ids); err != nil {
			return categoryScope{}, fmt.Errorf("catalog: the clubs' categories: %w", err)
		}
	}
	return categoryScope{roots: paths}, nil
}

// holds reports whether the scope may change the category at path.
func (sc categoryScope) holds(path string) bool {
	if sc.all {
		return true
	}
	for _, r := range sc.roots {
		if path == r || strings.HasPrefix(path, r+"/") {
			return true
		}
	}
	return false
}

// fixed reports whether the category at path may not be moved or deleted
// in the scope: a store root, or a club manager's club root.
func (sc categoryScope) fixed(path string, level int) bool {
	return level <= 1 || !sc.all && slices.Contains(sc.roots, path)
}

// staffCategoryRow is a category's own columns.
type staffCategoryRow struct {
	ID             int64         `db:"id"`
	ParentID       sql.NullInt64 `db:"parent_id"`
	Path           string        `db:"path"`
	Level          int           `db:"level"`
	Position       int           `db:"position"`
	IsActive       bool          `db:"is_active"`
	IncludeInMenu  bool          `db:"include_in_menu"`
	ImageKey       string        `db:"image_key"`
	ProductCount   int           `db:"product_count"`
	DirectProducts int           `db:"direct_products"`
	Version        int64         `db:"version"`
	UpdatedAt      time.Time     `db:"updated_at"`
}

const staffCategorySelect = `SELECT c.id, c.parent_id, c.path, c.level, c.position, c.is_active, c.include_in_menu,
	c.image_key, c.product_count, c.version, c.updated_at,
	(SELECT COUNT(*) FROM product_category pc WHERE pc.category_id = c.id) AS direct_products
	FROM category c`

// categoryTextRow is a category's texts in one locale.
type categoryTextRow struct {
	CategoryID      int64  `db:"category_id"`
	Locale          string `db:"locale"`
	Name            string `db:"name"`
	URLKey          string `db:"url_key"`
	URLPath         string `db:"url_path"`
	Description     string `db:"description"`
	MetaTitle       string `db:"meta_title"`
	MetaKeywords    string `db:"meta_keywords"`
	MetaDescription string `db:"meta_description"`
}

// loadStaffCategories reads the categories the condition selects with
// their texts, in tree order, marking what the scope may change.
func (c *categoryStaff) loadStaffCategories(ctx context.Context, sc categoryScope, cond string, args ...any) ([]StaffCategory, error) {
	h := c.s.db.Read()
	var rows []staffCategoryRow
	if err := h.Select(ctx, &rows, staffCategorySelect+` WHERE `+cond+` ORDER BY c.level, c.position, c.id`, args...); err != nil {
		return nil, fmt.Errorf("catalog: staff categories: %w", err)
	}
	out := make([]StaffCategory, 0, len(rows))
	ids := make([]int64, 0, len(rows))
	at := map[int64]int{}
	for _, r := range rows {
		if !sc.holds(r.Path) {
			continue
		}
		at[r.ID] = len(out)
		ids = append(ids, r.ID)
		out = append(out, StaffCategory{
			ID: r.ID, ParentID: r.ParentID.Int64, Level: r.Level, Position: r.Position, IsActive: r.IsActive,
			IncludeInMenu: r.IncludeInMenu, ImageKey: r.ImageKey, ProductCount: r.ProductCount, DirectProducts: r.DirectProducts,
			Version: r.Version, UpdatedAt: r.UpdatedAt.UTC(), Texts: map[i18n.Locale]CategoryTexts{}, OffStores: []string{},
			Editable: true, Fixed: sc.fixed(r.Path, r.Level),
		})
	}
	if len(ids) == 0 {
		return out, nil
	}
	var texts []categoryTextRow
	if err := selectByIDs(ctx, h, &texts, `SELECT category_id, locale, name, url_key, url_path, description, meta_title,
		meta_keywords, meta_description FROM category_text WHERE category_id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: staff category texts: %w", err)
	}
	var off []struct {
		ID   int64  `db:"category_id"`
		Code string `db:"code"`
	}
	if err := selectByIDs(ctx, h, &off, `SELECT o.category_id, st.code FROM category_store_off o JOIN store st ON st.id = o.store_id
		WHERE o.category_id IN (%s) ORDER BY st.code`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: store views of categories: %w", err)
	}
	for _, o := range off {
		out[at[o.ID]].OffStores = append(out[at[o.ID]].OffStores, o.Code)
	}
	for _, t := range texts {
		l, ok := i18n.Parse(t.Locale)
		if !ok {
			continue
		}
		out[at[t.CategoryID]].Texts[l] = CategoryTexts{Name: t.Name, URLKey: t.URLKey, URLPath: t.URLPath, Description: t.Description,
			MetaTitle: t.MetaTitle, MetaKeywords: t.MetaKeywords, MetaDescription: t.MetaDescription}
	}
	return out, nil
}

func (c *categoryStaff) StaffCategories(ctx context.Context) ([]StaffCategory, error) {
	p, err := c.require(ctx, "category.list", "category", "")
	if err != nil {
		return nil, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return nil, err
	}
	return c.loadStaffCategories(ctx, sc, "1 = 1")
}

func (c *categoryStaff) StaffCategory(ctx context.Context, id int64) (StaffCategory, error) {
	p, err := c.require(ctx, "category.read", "category", strconv.FormatInt(id, 10))
	if err != nil {
		return StaffCategory{}, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return StaffCategory{}, err
	}
	return c.one(ctx, sc, id)
}

// one reads a category in the scope; NotFound otherwise.
func (c *categoryStaff) one(ctx context.Context, sc categoryScope, id int64) (StaffCategory, error) {
	cats, err := c.loadStaffCategories(ctx, sc, "c.id = ?", id)
	if err != nil {
		return StaffCategory{}, err
	}
	if len(cats) == 0 {
		return StaffCategory{}, apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
	}
	return cats[0], nil
}

// lockCategory reads the category for a change inside a transaction,
// checks the scope and the version read, and answers its row and texts.
func (c *categoryStaff) lockCategory(ctx context.Context, sc categoryScope, op string, id, version int64) (staffCategoryRow, error) {
	var r staffCategoryRow
	err := c.s.db.Write().GetForUpdate(ctx, &r, `SELECT c.id, c.parent_id, c.path, c.level, c.position, c.is_active, c.include_in_menu,
		c.image_key, c.product_count, c.version, c.updated_at, 0 AS direct_products FROM category c WHERE c.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
	}
	if err != nil {
		return r, fmt.Errorf("catalog: lock category %d: %w", id, err)
	}
	if !sc.holds(r.Path) {
		if sc.all {
			return r, apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
		}
		return r, errOutOfScope
	}
	if version != r.Version {
		return r, apperr.New(apperr.Conflict, "catalog.changedMeanwhile")
	}
	return r, nil
}

// texts reads a category's stored texts by locale.
func (c *categoryStaff) texts(ctx context.Context, id int64) (map[i18n.Locale]CategoryTexts, error) {
	var rows []categoryTextRow
	if err := c.s.db.Read().Select(ctx, &rows, `SELECT category_id, locale, name, url_key, url_path, description, meta_title,
		meta_keywords, meta_description FROM category_text WHERE category_id = ?`, id); err != nil {
		return nil, fmt.Errorf("catalog: texts of category %d: %w", id, err)
	}
	out := map[i18n.Locale]CategoryTexts{}
	for _, t := range rows {
		if l, ok := i18n.Parse(t.Locale); ok {
			out[l] = CategoryTexts{Name: t.Name, URLKey: t.URLKey, URLPath: t.URLPath, Description: t.Description,
				MetaTitle: t.MetaTitle, MetaKeywords: t.MetaKeywords, MetaDescription: t.MetaDescription}
		}
	}
	return out, nil
}

// inputOf is the CategoryInput that saves the category as it is.
func inputOf(r staffCategoryRow, texts map[i18n.Locale]CategoryTexts) CategoryInput {
	in := CategoryInput{ID: r.ID, ParentID: r.ParentID.Int64, Position: r.Position, IsActive: r.IsActive, IncludeInMenu: r.IncludeInMenu,
		ImageKey: r.ImageKey, Name: Localized{}, URLKey: Localized{}, Description: Localized{}, MetaTitle: Localized{},
		MetaKeywords: Localized{}, MetaDescription: Localized{}}
	for l, t := range texts {
		in.Name[l], in.URLKey[l], in.Description[l] = t.Name, t.URLKey, t.Description
		in.MetaTitle[l], in.MetaKeywords[l], in.MetaDescription[l] = t.MetaTitle, t.MetaKeywords, t.MetaDescription
	}
	return in
}

// textChanges lists the texts that differ between two states, per locale.
func textChanges(before, after map[i18n.Locale]CategoryTexts) []audit.Change {
	var out []audit.Change
	for _, l := range i18n.Locales {
		b, a := before[l], after[l]
		for _, f := range []struct{ name, b, a string }{
			{"name", b.Name, a.Name}, {"url_path", b.URLPath, a.URLPath}, {"description", b.Description, a.Description},
			{"meta_title", b.MetaTitle, a.MetaTitle}, {"meta_keywords", b.MetaKeywords, a.MetaKeywords},
			{"meta_description", b.MetaDescription, a.MetaDescription},
		} {
			if f.b != f.a {
				out = append(out, auditChange(f.name+"."+string(l), truncate(f.b, 200), truncate(f.a, 200)))
			}
		}
	}
	return out
}

// flagChanges lists the category's own columns that differ.
func flagChanges(before staffCategoryRow, after StaffCategory) []audit.Change {
	var out []audit.Change
	if before.IsActive != after.IsActive {
		out = append(out, auditChange("is_active", strconv.FormatBool(before.IsActive), strconv.FormatBool(after.IsActive)))
	}
	if before.IncludeInMenu != after.IncludeInMenu {
		out = append(out, auditChange("include_in_menu", strconv.FormatBool(before.IncludeInMenu), strconv.FormatBool(after.IncludeInMenu)))
	}
	if before.ImageKey != after.ImageKey {
		out = append(out, auditChange("image_key", before.ImageKey, after.ImageKey))
	}
	return out
}

func (c *categoryStaff) StaffSaveCategory(ctx context.Context, in StaffCategoryInput) (StaffCategory, error) {
	op := "category.save"
	if in.ID == 0 {
		op = "category.create"
	}
	p, err := c.require(ctx, op, "category", idString(in.ID))
	if err != nil {
		return StaffCategory{}, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return StaffCategory{}, err
	}
	base := CategoryInput{ID: in.ID, ParentID: in.ParentID, IsActive: in.IsActive, IncludeInMenu: in.IncludeInMenu,
		ImageKey: strings.TrimSpace(in.ImageKey), Name: in.Name, URLKey: in.URLKey, Description: in.Description, MetaTitle: in.MetaTitle,
		MetaKeywords: in.MetaKeywords, MetaDescription: in.MetaDescription}
	if err := validateCategoryShape(validator{}, base); err != nil {
		return StaffCategory{}, err
	}
	offStores, err := c.storeIDs(ctx, in.OffStores)
	if err != nil {
		return StaffCategory{}, err
	}
	var id int64
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		save := base
		var before staffCategoryRow
		var beforeTexts map[i18n.Locale]CategoryTexts
		if in.ID != 0 {
			r, err := c.lockCategory(ctx, sc, op, in.ID, in.Version)
			if err != nil {
				return err
			}
			if !r.ParentID.Valid {
				return validator{}.fail("catalog.category.root", "id")
			}
			before = r
			if beforeTexts, err = c.texts(ctx, in.ID); err != nil {
				return err
			}
			save.ParentID, save.Position = r.ParentID.Int64, r.Position
		} else {
			parent := in.ParentID
			if parent == 0 {
				root, err := defaultRoot(ctx, c.s.db.Write())
				if err != nil {
					return err
				}
				parent = root
			}
			node, ok, err := getNode(ctx, c.s.db.Write(), parent)
			if err != nil {
				return err
			}
			if !ok {
				return validator{}.fail("catalog.input.unknownCategory", "parentId", "id", in.ParentID)
			}
			if !sc.holds(node.Path) {
				return errOutOfScope
			}
			var last sql.NullInt64
			if err := c.s.db.Write().Get(ctx, &last, `SELECT MAX(position) FROM category WHERE parent_id = ?`, parent); err != nil {
				return fmt.Errorf("catalog: last position under %d: %w", parent, err)
			}
			save.ParentID, save.Position = parent, int(last.Int64)+1
		}
		saved, err := c.s.SaveCategory(ctx, save)
		if err != nil {
			return err
		}
		id = saved
		var beforeOff []string
		if in.ID != 0 {
			if err := c.s.db.Write().Select(ctx, &beforeOff, `SELECT st.code FROM category_store_off o JOIN store st ON st.id = o.store_id
				WHERE o.category_id = ? ORDER BY st.code`, id); err != nil {
				return fmt.Errorf("catalog: store views of category %d: %w", id, err)
			}
		}
		if offStores != nil {
			if _, err := c.s.db.Write().Exec(ctx, `DELETE FROM category_store_off WHERE category_id = ?`, id); err != nil {
				return fmt.Errorf("catalog: store views of category %d: %w", id, err)
			}
			for _, st := range offStores {
				if _, err := c.s.db.Write().Exec(ctx, `INSERT INTO category_store_off (category_id, store_id) VALUES (?, ?)`, id, st); err != nil {
					return fmt.Errorf("catalog: store views of category %d: %w", id, err)
				}
			}
		}
		after, err := c.one(ctx, categoryScope{all: true}, id)
		if err != nil {
			return err
		}
		changes := append(flagChanges(before, after), textChanges(beforeTexts, after.Texts)...)
		if b, a := strings.Join(beforeOff, ","), strings.Join(after.OffStores, ","); b != a {
			changes = append(changes, auditChange("off_stores", b, a))
		}
		if in.ID == 0 {
			changes = append([]audit.Change{auditChange("parent_id", "", strconv.FormatInt(after.ParentID, 10))}, changes...)
		}
		return c.record(ctx, op, "category", strconv.FormatInt(id, 10), audit.Done, changes...)
	})
	c.s.invalidateCache()
	if errors.Is(err, errOutOfScope) {
		err = c.refuse(ctx, op, "category", idString(in.ID))
	}
	if err != nil {
		return StaffCategory{}, err
	}
	return c.one(ctx, sc, id)
}

func (c *categoryStaff) MoveCategory(ctx context.Context, id, version, parentID int64, position int) (StaffCategory, error) {
	const op = "category.move"
	p, err := c.require(ctx, op, "category", idString(id))
	if err != nil {
		return StaffCategory{}, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return StaffCategory{}, err
	}
	if err := (validator{}).between("position", position, 0, 1_000_000); err != nil {
		return StaffCategory{}, err
	}
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, err := c.lockCategory(ctx, sc, op, id, version)
		if err != nil {
			return err
		}
		if sc.fixed(r.Path, r.Level) {
			if !r.ParentID.Valid {
				return validator{}.fail("catalog.category.root", "id")
			}
			return errOutOfScope
		}
		parent, ok, err := getNode(ctx, c.s.db.Write(), parentID)
		if err != nil {
			return err
		}
		if !ok {
			return validator{}.fail("catalog.input.unknownCategory", "parentId", "id", parentID)
		}
		if !sc.holds(parent.Path) {
			return errOutOfScope
		}
		if parent.Path == r.Path || strings.HasPrefix(parent.Path, r.Path+"/") {
			return validator{}.fail("catalog.category.cycle", "parentId")
		}
		oldParent := r.ParentID.Int64
		beforeTexts, err := c.texts(ctx, id)
		if err != nil {
			return err
		}
		if oldParent != parentID {
			in := inputOf(r, beforeTexts)
			in.ParentID = parentID
			if _, err := c.s.SaveCategory(ctx, in); err != nil {
				return err
			}
		} else if _, err := c.s.db.Write().Exec(ctx, `UPDATE category SET version = version + 1, updated_at = ? WHERE id = ?`,
			c.s.now().UTC(), id); err != nil {
			return fmt.Errorf("catalog: reorder category %d: %w", id, err)
		}
		if err := c.renumber(ctx, parentID, id, position); err != nil {
			return err
		}
		if oldParent != parentID {
			if err := c.renumber(ctx, oldParent, 0, 0); err != nil {
				return err
			}
		}
		after, err := c.one(ctx, categoryScope{all: true}, id)
		if err != nil {
			return err
		}
		changes := []audit.Change{
			auditChange("parent_id", strconv.FormatInt(oldParent, 10), strconv.FormatInt(parentID, 10)),
			auditChange("position", strconv.Itoa(r.Position), strconv.Itoa(after.Position)),
		}
		changes = append(changes, textChanges(beforeTexts, after.Texts)...)
		return c.record(ctx, op, "category", strconv.FormatInt(id, 10), audit.Done, changes...)
	})
	c.s.invalidateCache()
	if errors.Is(err, errOutOfScope) {
		err = c.refuse(ctx, op, "category", idString(id))
	}
	if err != nil {
		return StaffCategory{}, err
	}
	return c.one(ctx, sc, id)
}

// renumber numbers the children of parent 0, 1, 2… in their order,
// putting the child id (when not 0) at index at.
func (c *categoryStaff) renumber(ctx context.Context, parent, id int64, at int) error {
	w := c.s.db.Write()
	var ids []int64
	if err := w.Select(ctx, &ids, `SELECT id FROM category WHERE parent_id = ? ORDER BY position, id`, parent); err != nil {
		return fmt.Errorf("catalog: children of %d: %w", parent, err)
	}
	if id != 0 {
		ids = slices.DeleteFunc(ids, func(x int64) bool { return x == id })
		at = min(max(at, 0), len(ids))
		ids = slices.Insert(ids, at, id)
	}
	var current []struct {
		ID       int64 `db:"id"`
		Position int   `db:"position"`
	}
	if err := w.Select(ctx, &current, `SELECT id, position FROM category WHERE parent_id = ?`, parent); err != nil {
		return fmt.Errorf("catalog: positions under %d: %w", parent, err)
	}
	was := map[int64]int{}
	for _, r := range current {
		was[r.ID] = r.Position
	}
	for i, child := range ids {
		if was[child] == i {
			continue
		}
		if _, err := w.Exec(ctx, `UPDATE category SET position = ? WHERE id = ?`, i, child); err != nil {
			return fmt.Errorf("catalog: position of category %d: %w", child, err)
		}
	}
	return nil
}

func (c *categoryStaff) DeleteCategory(ctx context.Context, id, version int64) error {
	const op = "category.delete"
	p, err := c.require(ctx, op, "category", idString(id))
	if err != nil {
		return err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return err
	}
	if c.clubOfRoot != nil {
		club, err := c.clubOfRoot(ctx, id)
		if err != nil {
			return err
		}
		if club != "" {
			return apperr.New(apperr.Conflict, "catalog.category.clubRoot", "club", club)
		}
	}
	var affected []int64
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		affected = nil // a run again after an abort starts afresh
		w := c.s.db.Write()
		r, err := c.lockCategory(ctx, sc, op, id, version)
		if err != nil {
			return err
		}
		if sc.fixed(r.Path, r.Level) {
			if !r.ParentID.Valid {
				return validator{}.fail("catalog.category.root", "id")
			}
			return errOutOfScope
		}
		var children int
		if err := w.Get(ctx, &children, `SELECT COUNT(*) FROM category WHERE parent_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: children of %d: %w", id, err)
		}
		if children > 0 {
			return apperr.New(apperr.Conflict, "catalog.category.hasChildren", "count", children)
		}
		texts, err := c.texts(ctx, id)
		if err != nil {
			return err
		}
		if err := w.Select(ctx, &affected, `SELECT product_id FROM product_category WHERE category_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: products of category %d: %w", id, err)
		}
		if _, err := w.Exec(ctx, `DELETE FROM url_rewrite WHERE entity_type = ? AND entity_id = ?`, CategoryRoute, id); err != nil {
			return fmt.Errorf("catalog: paths of category %d: %w", id, err)
		}
		if _, err := w.Exec(ctx, `DELETE FROM category WHERE id = ?`, id); err != nil {
			return fmt.Errorf("catalog: delete category %d: %w", id, err)
		}
		if err := updateProductCounts(ctx, w, pathIDs(r.Path)[:len(pathIDs(r.Path))-1]); err != nil {
			return err
		}
		if err := c.renumber(ctx, r.ParentID.Int64, 0, 0); err != nil {
			return err
		}
		if err := c.s.enqueueReindex(ctx, w, affected, c.s.now(), false); err != nil {
			return err
		}
		changes := []audit.Change{auditChange("parent_id", strconv.FormatInt(r.ParentID.Int64, 10), ""),
			auditChange("products", strconv.Itoa(len(affected)), "")}
		for _, l := range i18n.Locales {
			changes = append(changes, auditChange("name."+string(l), texts[l].Name, ""), auditChange("url_path."+string(l), texts[l].URLPath, ""))
		}
		return c.record(ctx, op, "category", strconv.FormatInt(id, 10), audit.Done, changes...)
	})
	c.s.invalidateCache()
	if errors.Is(err, errOutOfScope) {
		err = c.refuse(ctx, op, "category", idString(id))
	}
	if err != nil {
		return err
	}
	c.s.reindexWithoutQueue(ctx, affected)
	return nil
}

func (c *categoryStaff) CategoryProducts(ctx context.Context, id int64) ([]CategoryProduct, error) {
	p, err := c.require(ctx, "category.products", "category", idString(id))
	if err != nil {
		return nil, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return nil, err
	}
	if _, err := c.one(ctx, sc, id); err != nil {
		return nil, err
	}
	return c.products(ctx, id)
}

func (c *categoryStaff) products(ctx context.Context, id int64) ([]CategoryProduct, error) {
	var rows []struct {
		ID       int64  `db:"id"`
		SKU      string `db:"sku"`
		Name     string `db:"name"`
		Position int    `db:"position"`
		IsActive bool   `db:"is_active"`
	}
	if err := c.s.db.Read().Select(ctx, &rows, `SELECT p.id, p.sku, COALESCE(t.name, '') AS name, pc.position, p.is_active
		FROM product_category pc JOIN product p ON p.id = pc.product_id
		LEFT JOIN product_text t ON t.product_id = p.id AND t.locale = 'de'
		WHERE pc.category_id = ? ORDER BY pc.position, p.id`, id); err != nil {
		return nil, fmt.Errorf("catalog: products of category %d: %w", id, err)
	}
	out := make([]CategoryProduct, len(rows))
	for i, r := range rows {
		out[i] = CategoryProduct{ID: r.ID, SKU: r.SKU, Name: r.Name, Position: r.Position, IsActive: r.IsActive}
	}
	return out, nil
}

func (c *categoryStaff) SetCategoryProductPositions(ctx context.Context, id int64, productIDs []int64) ([]CategoryProduct, error) {
	const op = "category.productPositions"
	p, err := c.require(ctx, op, "category", idString(id))
	if err != nil {
		return nil, err
	}
	sc, err := c.scopeOf(ctx, p)
	if err != nil {
		return nil, err
	}
	if len(productIDs) > MaxCategoryProducts {
		return nil, apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", "productIds", "max", MaxCategoryProducts).OnField("productIds")
	}
	var moved []int64
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		moved = nil // a run again after an abort starts afresh
		w := c.s.db.Write()
		var r staffCategoryRow
		err := w.GetForUpdate(ctx, &r, `SELECT c.id, c.parent_id, c.path, c.level, c.position, c.is_active, c.include_in_menu,
			c.image_key, c.product_count, c.version, c.updated_at, 0 AS direct_products FROM category c WHERE c.id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) || err == nil && !sc.holds(r.Path) && sc.all {
			return apperr.New(apperr.NotFound, "catalog.category.notFound", "id", id)
		}
		if err != nil {
			return fmt.Errorf("catalog: lock category %d: %w", id, err)
		}
		if !sc.holds(r.Path) {
			return errOutOfScope
		}
		current, err := c.products(ctx, id)
		if err != nil {
			return err
		}
		was := map[int64]int{}
		for _, cp := range current {
			was[cp.ID] = cp.Position
		}
		seen := map[int64]bool{}
		for _, pid := range productIDs {
			if _, ok := was[pid]; !ok || seen[pid] {
				return apperr.New(apperr.Invalid, "catalog.category.productPositions").OnField("productIds")
			}
			seen[pid] = true
		}
		if len(seen) != len(was) {
			return apperr.New(apperr.Invalid, "catalog.category.productPositions").OnField("productIds")
		}
		var before, after []string
		for _, cp := range current {
			before = append(before, cp.SKU)
		}
		sku := map[int64]string{}
		for _, cp := range current {
			sku[cp.ID] = cp.SKU
		}
		for i, pid := range productIDs {
			after = append(after, sku[pid])
			if was[pid] == i {
				continue
			}
			if _, err := w.Exec(ctx, `UPDATE product_category SET position = ? WHERE category_id = ? AND product_id = ?`, i, id, pid); err != nil {
				return fmt.Errorf("catalog: position of product %d in %d: %w", pid, id, err)
			}
			moved = append(moved, pid)
		}
		if len(moved) == 0 {
			return nil
		}
		if err := c.s.enqueueReindex(ctx, w, moved, c.s.now(), false); err != nil {
			return err
		}
		return c.record(ctx, op, "category", strconv.FormatInt(id, 10), audit.Done,
			auditChange("products", truncate(strings.Join(before, ", "), 2000), truncate(strings.Join(after, ", "), 2000)))
	})
	c.s.invalidateCache()
	if errors.Is(err, errOutOfScope) {
		err = c.refuse(ctx, op, "category", idString(id))
	}
	if err != nil {
		return nil, err
	}
	c.s.reindexWithoutQueue(ctx, moved)
	return c.products(ctx, id)
}

func (c *categoryStaff) StoreViews(ctx context.Context) ([]Store, error) {
	if _, err := c.require(ctx, "category.storeViews", "category", ""); err != nil {
		return nil, err
	}
	return c.s.allStores(ctx)
}

// storeIDs resolves store view codes to their ids; nil for nil (nothing
// to change), an Invalid error on offStores for an unknown code.
func (c *categoryStaff) storeIDs(ctx context.Context, codes []string) ([]int64, error) {
	if codes == nil {
		return nil, nil
	}
	stores, err := c.s.allStores(ctx)
	if err != nil {
		return nil, err
	}
	out := []int64{}
	for _, code := range codes {
		i := slices.IndexFunc(stores, func(st Store) bool { return st.Code == code })
		if i < 0 {
			return nil, validator{}.fail("catalog.input.unknownStore", "offStores", "value", truncate(code, 32))
		}
		if !slices.Contains(out, stores[i].ID) {
			out = append(out, stores[i].ID)
		}
	}
	return out, nil
}

// idString is an id for the trail, empty for none.
func idString(id int64) string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(id, 10)
}
