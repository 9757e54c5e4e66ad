package content

import (
	"context"
	"fmt"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

var clubColumns = fieldColumns{
	"id":         "c.id",
	"slug":       "c.slug",
	"name":       "c.name",
	"listName":   "c.list_name",
	"status":     "c.status",
	"visibility": "c.visibility",
	"createdAt":  "c.created_at",
	"updatedAt":  "c.updated_at",
}

type clubRow struct {
	ID                 int64     `db:"id"`
	Slug               string    `db:"slug"`
	Name               string    `db:"name"`
	ListName           string    `db:"list_name"`
	SKUPrefix          string    `db:"sku_prefix"`
	Status             string    `db:"status"`
	Visibility         string    `db:"visibility"`
	LogoID             *int64    `db:"logo_id"`
	BannerColor        string    `db:"banner_color"`
	ShopRootCategoryID string    `db:"shop_root_category_id"`
	BannerLayout       string    `db:"banner_layout"`
	ContactName        string    `db:"contact_name"`
	ContactEmail       string    `db:"contact_email"`
	ContactPhone       string    `db:"contact_phone"`
	ContactAddress     string    `db:"contact_address"`
	CreatedAt          time.Time `db:"created_at"`
	UpdatedAt          time.Time `db:"updated_at"`
}

const clubRowColumns = "c.id, c.slug, c.name, c.list_name, c.sku_prefix, c.status, c.visibility, c.logo_id, c.banner_color, c.shop_root_category_id, c.banner_layout, c.contact_name, c.contact_email, c.contact_phone, c.contact_address, c.created_at, c.updated_at"

const metaBlocksColumns = "'' AS title, '' AS slug, '' AS url, meta, blocks"

func (s *service) Clubs(ctx context.Context, opts FindOptions) (Page[Club], error) {
	var page Page[Club]
	q, err := queryOf(opts, clubColumns, "c.list_name", true)
	if err != nil {
		return page, err
	}
	lc, cond, args := q.lc, q.cond, q.args
	if !opts.Unrestricted {
		// Lists show enabled public clubs; a link (the slug pinned) opens
		// an enabled club of any visibility.
		if _, pinned := pinnedEquals(opts.Where, "slug"); pinned {
			cond += " AND c.status = 'enabled'"
		} else {
			cond += " AND c.status = 'enabled' AND c.visibility = 'public'"
		}
	}
	h := s.db.Read()
	total, rows, err := countAndList[clubRow](ctx, h, q, "clubs", clubRowColumns, " FROM club c WHERE "+cond, args)
	if err != nil {
		return page, err
	}
	docs, err := s.clubs(ctx, h, rows, lc)
	if err != nil {
		return page, err
	}
	return pageFor(q, docs, total), nil
}

func (s *service) ClubBySlug(ctx context.Context, locale i18n.Locale, slug string) (Club, error) {
	result, err := s.Clubs(ctx, FindOptions{Locale: locale, Limit: 1, Where: &Where{Fields: map[string]Condition{"slug": {Equals: slug}}}})
	if err != nil {
		return Club{}, err
	}
	if len(result.Docs) == 0 {
		return Club{}, apperr.New(apperr.NotFound, "content.club.notFound", "slug", truncate(slug, 100))
	}
	return result.Docs[0], nil
}

// clubs completes club rows: blocks and meta in lc, logo, images and
// forms.
func (s *service) clubs(ctx context.Context, h db.Handle, rows []clubRow, lc localeChoice) ([]Club, error) {
	docs := make([]Club, 0, len(rows))
	if len(rows) == 0 {
		return docs, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	texts, err := loadLocaleRows(ctx, h, "club_locale", "club_id", metaBlocksColumns, ids, lc)
	if err != nil {
		return nil, err
	}
	logos := make([]MediaRef, len(rows))
	for i, r := range rows {
		docs = append(docs, Club{
			ID: r.ID, Slug: r.Slug, Name: r.Name, ListName: r.ListName, SKUPrefix: r.SKUPrefix,
			Status: ClubStatus(r.Status), Visibility: ClubVisibility(r.Visibility), BannerColor: r.BannerColor,
			ShopRootCategoryID: r.ShopRootCategoryID, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
			BannerLayout: ClubBannerLayout(r.BannerLayout),
			Contact:      ClubContact{Name: r.ContactName, Email: r.ContactEmail, Phone: r.ContactPhone, Address: r.ContactAddress},
			Meta:         lc.metaOf(texts[r.ID]),
			Blocks:       s.decodeStoredBlocks(ctx, "club", r.ID, lc.blocksOf(texts[r.ID])),
		})
		if r.LogoID != nil {
			logos[i] = MediaRef{ID: *r.LogoID}
		}
	}
	c := &checker{reading: true}
	for i := range docs {
		c.mediaRef("logo", &logos[i])
		c.meta("meta", &docs[i].Meta)
		c.blocks("blocks", docs[i].Blocks)
	}
	if err := s.resolveRefs(ctx, h, c, lc); err != nil {
		return nil, err
	}
	for i := range docs {
		docs[i].Logo = logos[i].Media
	}
	return docs, nil
}

// docText is one language of a document's meta and blocks, ready to store.
type docText struct {
	title, meta, blocks string
}

func (s *service) SaveClub(ctx context.Context, in ClubInput) (int64, error) {
	c := &checker{}
	c.text("name", &in.Name, maxShortText, true)
	c.text("listName", &in.ListName, maxShortText, false)
	if in.ListName == "" {
		in.ListName = in.Name
	}
	in.SKUPrefix = strings.ToUpper(strings.TrimSpace(in.SKUPrefix))
	c.pattern("skuPrefix", &in.SKUPrefix, skuPrefixPattern, "content.input.skuPrefix", true)
	status, visibility := string(in.Status), string(in.Visibility)
	c.choice("status", &status, "", string(ClubEnabled), string(ClubDisabled))
	c.choice("visibility", &visibility, "", string(ClubPublic), string(ClubUnlisted), string(ClubPrivate))
	c.slug("slug", &in.Slug, true)
	logo := MediaRef{ID: in.LogoID}
	c.mediaRef("logo", &logo)
	c.colour("bannerColor", &in.BannerColor, true)
	c.pattern("shopRootCategoryId", &in.ShopRootCategoryID, categoryIDPattern, "content.input.categoryId", true)
	texts := s.checkMetaBlocks(c, in.Locales)
	if !c.ok() {
		return 0, c.err
	}
	id := in.ID
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		id = in.ID // not the id of a row an aborted run inserted
		if err := s.checkRefs(ctx, tx, c); err != nil {
			return err
		}
		var err error
		if id, err = findBySlug(ctx, tx, "club", id, in.Slug, "content.club.unknown", "content.club.slugTaken"); err != nil {
			return err
		}
		now := s.clock()
		if id == 0 {
			err = tx.Get(ctx, &id, `INSERT INTO club (slug, name, list_name, sku_prefix, status, visibility, logo_id, banner_color,
				shop_root_category_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
				in.Slug, in.Name, in.ListName, in.SKUPrefix, status, visibility, nullID(in.LogoID), in.BannerColor,
				in.ShopRootCategoryID, now, now)
		} else {
			_, err = tx.Exec(ctx, `UPDATE club SET slug = ?, name = ?, list_name = ?, sku_prefix = ?, status = ?, visibility = ?,
				logo_id = ?, banner_color = ?, shop_root_category_id = ?, updated_at = ? WHERE id = ?`,
				in.Slug, in.Name, in.ListName, in.SKUPrefix, status, visibility, nullID(in.LogoID), in.BannerColor,
				in.ShopRootCategoryID, now, id)
		}
		if err != nil {
			return fmt.Errorf("content: save club %s: %w", in.Slug, err)
		}
		if err := replaceTexts(ctx, tx, "club_locale", "club_id", id, texts, false); err != nil {
			return err
		}
		if err := placeForms(ctx, tx, "club_id", id, c); err != nil {
			return err
		}
		// The club's pages follow its visibility.
		return relist(ctx, tx)
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}

// checkMetaBlocks checks a document's languages with their meta and blocks
// (and titles, for sales events) and encodes them.
func (s *service) checkMetaBlocks(c *checker, locales map[i18n.Locale]ClubTexts) map[i18n.Locale]docText {
	list := sortedLocales(locales)
	c.locales("locales", list)
	out := map[i18n.Locale]docText{}
	for _, l := range list {
		if !c.ok() {
			return nil
		}
		t := locales[l]
		field := "locales." + string(l)
		c.meta(field+".meta", &t.Meta)
		c.blocks(field+".blocks", t.Blocks)
		if !c.ok() {
			return nil
		}
		meta, err := encodeJSON(t.Meta)
		if err != nil {
			c.fail(field+".meta", "content.input.characters")
			return nil
		}
		blocks, err := EncodeBlocks(t.Blocks)
		if err != nil {
			c.fail(field+".blocks", "content.input.required")
			return nil
		}
		out[l] = docText{meta: meta, blocks: string(blocks)}
	}
	return out
}

// findBySlug checks the id a save applies to: id when set (which must
// exist), 0 for a new document. Another document holding the slug is a
// Conflict.
func findBySlug(ctx context.Context, tx db.Handle, table string, id int64, slug, unknownKey, takenKey string) (int64, error) {
	if id != 0 {
		var n int
		if err := tx.Get(ctx, &n, "SELECT COUNT(*) FROM "+table+" WHERE id = ?", id); err != nil {
			return 0, fmt.Errorf("content: find %s %d: %w", table, id, err)
		}
		if n == 0 {
			return 0, apperr.New(apperr.NotFound, unknownKey, "id", id)
		}
	}
	var other int64
	err := tx.Get(ctx, &other, "SELECT id FROM "+table+" WHERE slug = ?", slug)
	switch {
	case isNoRows(err):
		return id, nil
	case err != nil:
		return 0, fmt.Errorf("content: find %s %s: %w", table, slug, err)
	case other == id:
		return id, nil
	}
	return 0, apperr.New(apperr.Conflict, takenKey, "slug", slug).OnField("slug")
}

// replaceTexts stores a document's languages, replacing what it had.
func replaceTexts(ctx context.Context, tx db.Handle, table, idColumn string, id int64, texts map[i18n.Locale]docText, withTitle bool) error {
	if _, err := tx.Exec(ctx, "DELETE FROM "+table+" WHERE "+idColumn+" = ?", id); err != nil {
		return fmt.Errorf("content: save %s %d: %w", table, id, err)
	}
	for _, l := range i18n.Locales {
		t, ok := texts[l]
		if !ok {
			continue
		}
		var err error
		if withTitle {
			_, err = tx.Exec(ctx, "INSERT INTO "+table+" ("+idColumn+", locale, title, meta, blocks) VALUES (?, ?, ?, ?, ?)",
				id, string(l), t.title, t.meta, t.blocks)
		} else {
			_, err = tx.Exec(ctx, "INSERT INTO "+table+" ("+idColumn+", locale, meta, blocks) VALUES (?, ?, ?, ?)",
				id, string(l), t.meta, t.blocks)
		}
		if err != nil {
			return fmt.Errorf("content: save %s %d: %w", table, id, err)
		}
	}
	return nil
}

func (s *service) DeleteClub(ctx context.Context, id int64) error {
	return deleteByID(ctx, s.db, "club", id, "content.club.unknown")
}

func deleteByID(ctx context.Context, d *db.DB, table string, id int64, unknownKey string) error {
	res, err := d.Write().Exec(ctx, "DELETE FROM "+table+" WHERE id = ?", id)
	if err != nil {
		return fmt.Errorf("content: delete %s %d: %w", table, id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.New(apperr.NotFound, unknownKey, "id", id)
	}
	return nil
}

// pinnedEquals returns the value an equals condition on field holds in
// the conjunctive part of w (its fields and its AND groups, not its OR
// groups): a filter that pins one document.
func pinnedEquals(w *Where, field string) (any, bool) {
	if w == nil {
		return nil, false
	}
	if c, ok := w.Fields[field]; ok && c.Equals != nil {
		return c.Equals, true
	}
	for i := range w.And {
		if v, ok := pinnedEquals(&w.And[i], field); ok {
			return v, true
		}
	}
	return nil, false
}
