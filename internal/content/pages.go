package content

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// pageColumns maps the pages collection's fields to SQL over page p and
// its rows in the chosen locale (l) and the fallback (f).
var pageColumns = fieldColumns{
	"id":          "p.id",
	"slug":        "COALESCE(l.slug, f.slug)",
	"url":         "COALESCE(l.url, f.url)",
	"siteCode":    "p.site_code",
	"title":       "COALESCE(NULLIF(l.title, ''), f.title)",
	"createdAt":   "p.created_at",
	"updatedAt":   "p.updated_at",
	"publishedAt": "p.published_at",
}

type pageRow struct {
	ID          int64      `db:"id"`
	SiteCode    string     `db:"site_code"`
	ParentID    *int64     `db:"parent_id"`
	Status      string     `db:"status"`
	HeaderStyle string     `db:"header_style"`
	Layout      string     `db:"layout"`
	PublishedAt *time.Time `db:"published_at"`
	CreatedAt   time.Time  `db:"created_at"`
	UpdatedAt   time.Time  `db:"updated_at"`
	Listed      bool       `db:"listed"`
}

const pageRowColumns = "p.id, p.site_code, p.parent_id, p.status, p.header_style, p.layout, p.published_at, p.created_at, p.updated_at, p.listed"

const pageLocaleColumns = "title, slug, url, meta, blocks"

func (s *service) Pages(ctx context.Context, opts FindOptions) (Page[ContentPage], error) {
	var page Page[ContentPage]
	q, err := queryOf(opts, pageColumns, "p.id", false)
	if err != nil {
		return page, err
	}
	lc, cond, args := q.lc, q.cond, q.args
	from := ` FROM page p
		LEFT JOIN page_locale l ON l.page_id = p.id AND l.locale = ?
		LEFT JOIN page_locale f ON f.page_id = p.id AND f.locale = ?
		WHERE (l.page_id IS NOT NULL OR f.page_id IS NOT NULL) AND ` + cond
	if !opts.Unrestricted {
		from += " AND p.status = 'published'"
		if !exactURL(opts.Where) {
			// Unlisted pages answer only to their exact url (visibility.go).
			from += " AND p.listed"
		}
	}
	args = append([]any{string(lc.locale), string(lc.fallback)}, args...)
	h := s.db.Read()
	total, rows, err := countAndList[pageRow](ctx, h, q, "pages", pageRowColumns, from, args)
	if err != nil {
		return page, err
	}
	docs, err := s.pages(ctx, h, rows, lc, opts.Unrestricted)
	if err != nil {
		return page, err
	}
	return pageFor(q, docs, total), nil
}

func (s *service) PageByURL(ctx context.Context, siteCode string, locale i18n.Locale, url string) (ContentPage, error) {
	result, err := s.Pages(ctx, FindOptions{Locale: locale, Limit: 1, Where: &Where{Fields: map[string]Condition{
		"siteCode": {Equals: siteCode}, "url": {Equals: url},
	}}})
	if err != nil {
		return ContentPage{}, err
	}
	if len(result.Docs) == 0 {
		return ContentPage{}, apperr.New(apperr.NotFound, "content.page.notFound", "url", truncate(url, 100))
	}
	return result.Docs[0], nil
}

// pages completes page rows: texts in lc, alternates, breadcrumbs, blocks
// with their images and forms.
func (s *service) pages(ctx context.Context, h db.Handle, rows []pageRow, lc localeChoice, unrestricted bool) ([]ContentPage, error) {
	docs := make([]ContentPage, 0, len(rows))
	if len(rows) == 0 {
		return docs, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	texts, err := loadLocaleRows(ctx, h, "page_locale", "page_id", pageLocaleColumns, ids, lc)
	if err != nil {
		return nil, err
	}
	alternates, err := pageURLs(ctx, h, ids)
	if err != nil {
		return nil, err
	}
	crumbs, err := s.ancestors(ctx, h, rows, lc, unrestricted)
	if err != nil {
		return nil, err
	}
	c := &checker{reading: true}
	for _, r := range rows {
		t := texts[r.ID]
		row := lc.chosen(t)
		if row == nil {
			continue
		}
		doc := ContentPage{
			ID: r.ID, SiteCode: r.SiteCode, Title: titleOf(lc, t), Slug: row.Slug, URL: row.URL,
			HeaderStyle: r.HeaderStyle, Layout: r.Layout, Status: PublishStatus(r.Status), Listed: r.Listed,
			CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Meta: lc.metaOf(t),
			Blocks: s.decodeStoredBlocks(ctx, "page", r.ID, lc.blocksOf(t)),
		}
		if r.ParentID != nil {
			doc.ParentID = *r.ParentID
		}
		if r.PublishedAt != nil {
			at := r.PublishedAt.UTC()
			doc.PublishedAt = &at
		}
		for _, l := range i18n.Locales {
			if u, ok := alternates[r.ID][l]; ok {
				doc.Alternates = append(doc.Alternates, Alternate{Locale: l, URL: u})
			} else if u, ok := alternates[r.ID][i18n.German]; ok {
				doc.Alternates = append(doc.Alternates, Alternate{Locale: l, URL: u})
			}
		}
		doc.Breadcrumbs = append(crumbs[r.ID], Breadcrumb{ID: strconv.FormatInt(r.ID, 10), Label: doc.Title, URL: doc.URL})
		docs = append(docs, doc)
	}
	for i := range docs {
		c.meta("meta", &docs[i].Meta)
		c.blocks("blocks", docs[i].Blocks)
	}
	if err := s.resolveRefs(ctx, h, c, lc); err != nil {
		return nil, err
	}
	return docs, nil
}

// titleOf returns the locale's title, or the fallback's when the locale
// has none.
func titleOf(lc localeChoice, rows map[i18n.Locale]*localeRow) string {
	if r := rows[lc.locale]; r != nil && r.Title != "" {
		return r.Title
	}
	if r := rows[lc.fallback]; r != nil {
		return r.Title
	}
	return ""
}

// pageURLs returns every stored url of the pages, per locale.
func pageURLs(ctx context.Context, h db.Handle, ids []int64) (map[int64]map[i18n.Locale]string, error) {
	var rows []struct {
		PageID int64  `db:"page_id"`
		Locale string `db:"locale"`
		URL    string `db:"url"`
	}
	out := map[int64]map[i18n.Locale]string{}
	if len(ids) == 0 {
		return out, nil
	}
	if err := h.Select(ctx, &rows, "SELECT page_id, locale, url FROM page_locale WHERE page_id IN ("+db.InList(len(ids))+")", db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("content: load page urls: %w", err)
	}
	for _, r := range rows {
		if out[r.PageID] == nil {
			out[r.PageID] = map[i18n.Locale]string{}
		}
		out[r.PageID][i18n.Locale(r.Locale)] = r.URL
	}
	return out, nil
}

// ancestors returns each page's trail above it, top first: its published
// ancestors (all of them when unrestricted) with their titles and urls.
func (s *service) ancestors(ctx context.Context, h db.Handle, rows []pageRow, lc localeChoice, unrestricted bool) (map[int64][]Breadcrumb, error) {
	parentOf := map[int64]int64{}
	for _, r := range rows {
		if r.ParentID != nil {
			parentOf[r.ID] = *r.ParentID
		}
	}
	known := map[int64]pageRow{}
	wanted := unique(mapValues(parentOf))
	for depth := 0; len(wanted) > 0 && depth <= maxPageDepth; depth++ {
		var found []pageRow
		if err := h.Select(ctx, &found, "SELECT "+pageRowColumns+" FROM page p WHERE p.id IN ("+db.InList(len(wanted))+")", db.Args(wanted)...); err != nil {
			return nil, fmt.Errorf("content: load parent pages: %w", err)
		}
		wanted = nil
		for _, f := range found {
			known[f.ID] = f
			if f.ParentID != nil {
				if _, seen := known[*f.ParentID]; !seen {
					wanted = append(wanted, *f.ParentID)
				}
			}
		}
	}
	ids := make([]int64, 0, len(known))
	for id := range known {
		ids = append(ids, id)
	}
	texts, err := loadLocaleRows(ctx, h, "page_locale", "page_id", pageLocaleColumns, ids, lc)
	if err != nil {
		return nil, err
	}
	out := map[int64][]Breadcrumb{}
	for _, r := range rows {
		var trail []Breadcrumb
		next, ok := parentOf[r.ID]
		for steps := 0; ok && steps <= maxPageDepth; steps++ {
			p, found := known[next]
			if !found {
				break
			}
			if row := lc.chosen(texts[p.ID]); row != nil && (unrestricted || p.Status == string(Published)) {
				trail = append([]Breadcrumb{{ID: strconv.FormatInt(p.ID, 10), Label: titleOf(lc, texts[p.ID]), URL: row.URL}}, trail...)
			}
			if p.ParentID == nil {
				break
			}
			next = *p.ParentID
		}
		out[r.ID] = trail
	}
	return out, nil
}

func mapValues[K comparable, V any](m map[K]V) []V {
	out := make([]V, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

func (s *service) PagePaths(ctx context.Context, siteCode string) ([]PagePaths, error) {
	var all []struct {
		ID        int64     `db:"id"`
		UpdatedAt time.Time `db:"updated_at"`
		Meta      string    `db:"meta"`
	}
	h := s.db.Read()
	if err := h.Select(ctx, &all, `SELECT p.id, p.updated_at, l.meta FROM page p JOIN page_locale l ON l.page_id = p.id AND l.locale = 'de'
		WHERE p.site_code = ? AND p.status = 'published' AND p.listed ORDER BY p.id`, siteCode); err != nil {
		return nil, fmt.Errorf("content: list page paths: %w", err)
	}
	// Pages that ask search engines to stay away stay out of sitemaps.
	rows := all[:0]
	for _, r := range all {
		var m Meta
		_ = json.Unmarshal([]byte(r.Meta), &m)
		if !strings.Contains(strings.ToLower(m.Robots), "noindex") && !strings.Contains(strings.ToLower(m.Robots), "none") {
			rows = append(rows, r)
		}
	}
	out := make([]PagePaths, 0, len(rows))
	for len(rows) > 0 {
		batch := rows[:min(len(rows), 500)]
		rows = rows[len(batch):]
		ids := make([]int64, len(batch))
		for i, r := range batch {
			ids[i] = r.ID
		}
		urls, err := pageURLs(ctx, h, ids)
		if err != nil {
			return nil, err
		}
		for _, r := range batch {
			p := PagePaths{ID: r.ID, UpdatedAt: r.UpdatedAt.UTC(), URLs: map[i18n.Locale]string{}}
			for _, l := range i18n.Locales {
				if u, ok := urls[r.ID][l]; ok {
					p.URLs[l] = u
				} else if u, ok := urls[r.ID][i18n.German]; ok {
					p.URLs[l] = u
				}
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// pageText is one language of a page ready to store.
type pageText struct {
	title, slug, meta, blocks string
}

// checkPage validates a page to save, normalising it in place (trimmed
// texts, sanitised rich text, block ids filled in), and answers its
// languages ready to store; the checker holds the references still to
// check against the store (checkRefs).
func checkPage(in *PageInput) (*checker, []i18n.Locale, map[i18n.Locale]pageText, error) {
	c := &checker{}
	c.pattern("siteCode", &in.SiteCode, siteCodePattern, "content.input.siteCode", true)
	status := string(in.Status)
	c.choice("status", &status, string(Draft), string(Draft), string(Published))
	in.Status = PublishStatus(status)
	c.choice("headerStyle", &in.HeaderStyle, HeaderDefault, HeaderDefault, HeaderTransparent, HeaderMinimal)
	c.choice("layout", &in.Layout, LayoutDefault, LayoutDefault, LayoutWide, LayoutFull)
	if in.ParentID < 0 || in.ID < 0 {
		c.fail("parentId", "content.input.unknownParent")
	}
	in.Prefix = strings.Trim(strings.TrimSpace(in.Prefix), "/")
	if in.Prefix != "" {
		if in.ParentID != 0 {
			in.Prefix = ""
		}
		segments := strings.Split(in.Prefix, "/")
		if len(segments) > maxPageDepth {
			c.fail("prefix", "content.input.depth", "max", maxPageDepth)
		}
		for i := range segments {
			c.slug("prefix", &segments[i], true)
		}
	}
	locales := sortedLocales(in.Locales)
	c.locales("locales", locales)
	texts := map[i18n.Locale]pageText{}
	for _, l := range locales {
		if !c.ok() {
			break
		}
		t := in.Locales[l]
		field := "locales." + string(l)
		c.text(field+".title", &t.Title, maxShortText, true)
		c.slug(field+".slug", &t.Slug, in.ParentID != 0 || in.Prefix != "")
		c.meta(field+".meta", &t.Meta)
		c.blocks(field+".blocks", t.Blocks)
		if !c.ok() {
			break
		}
		meta, err := encodeJSON(t.Meta)
		if err != nil {
			return nil, nil, nil, err
		}
		blocks, err := EncodeBlocks(t.Blocks)
		if err != nil {
			return nil, nil, nil, err
		}
		texts[l] = pageText{title: t.Title, slug: t.Slug, meta: meta, blocks: string(blocks)}
	}
	if !c.ok() {
		return nil, nil, nil, c.err
	}
	return c, locales, texts, nil
}

func (s *service) SavePage(ctx context.Context, in PageInput) (int64, error) {
	c, locales, texts, err := checkPage(&in)
	if err != nil {
		return 0, err
	}
	id := in.ID
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		id = in.ID // not the id of a row an aborted run inserted
		if err := s.checkRefs(ctx, tx, c); err != nil {
			return err
		}
		var sites int
		if err := tx.Get(ctx, &sites, "SELECT COUNT(*) FROM site WHERE code = ?", in.SiteCode); err != nil {
			return fmt.Errorf("content: save page: %w", err)
		}
		if sites == 0 {
			return apperr.New(apperr.Invalid, "content.input.unknownSite", "field", "siteCode", "site", in.SiteCode).OnField("siteCode")
		}
		parentURLs, err := s.parentURLs(ctx, tx, in, id)
		if err != nil {
			return err
		}
		now := s.clock()
		publishedAt := in.PublishedAt
		if id != 0 {
			var current pageRow
			err := tx.Get(ctx, &current, "SELECT "+pageRowColumns+" FROM page p WHERE p.id = ?", id)
			if isNoRows(err) {
				return apperr.New(apperr.NotFound, "content.page.unknown", "id", id)
			}
			if err != nil {
				return fmt.Errorf("content: load page %d: %w", id, err)
			}
			if publishedAt == nil {
				publishedAt = current.PublishedAt
			}
		}
		if publishedAt == nil && in.Status == Published {
			publishedAt = &now
		}
		if id == 0 {
			if err := tx.Get(ctx, &id, `INSERT INTO page (site_code, parent_id, status, header_style, layout, published_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.SiteCode, nullID(in.ParentID), string(in.Status),
				in.HeaderStyle, in.Layout, publishedAt, now, now); err != nil {
				return fmt.Errorf("content: create page: %w", err)
			}
		} else if _, err := tx.Exec(ctx, `UPDATE page SET site_code = ?, parent_id = ?, status = ?, header_style = ?, layout = ?,
				published_at = ?, updated_at = ? WHERE id = ?`, in.SiteCode, nullID(in.ParentID), string(in.Status),
			in.HeaderStyle, in.Layout, publishedAt, now, id); err != nil {
			return fmt.Errorf("content: update page %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM page_locale WHERE page_id = ?", id); err != nil {
			return fmt.Errorf("content: update page %d: %w", id, err)
		}
		for _, l := range locales {
			t := texts[l]
			parent, ok := parentURLs[l]
			if !ok {
				parent = parentURLs[i18n.German]
			}
			url := joinURL(parent, t.slug)
			if err := claimURL(ctx, tx, in.SiteCode, l, url, id); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `INSERT INTO page_locale (page_id, locale, site_code, title, slug, url, meta, blocks)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, string(l), in.SiteCode, t.title, t.slug, url, t.meta, t.blocks); err != nil {
				return fmt.Errorf("content: save page %d texts: %w", id, err)
			}
		}
		if err := s.moveChildren(ctx, tx, id, in.SiteCode, 1); err != nil {
			return err
		}
		if err := placeForms(ctx, tx, "page_id", id, c); err != nil {
			return err
		}
		return relist(ctx, tx)
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}

// parentURLs checks the parent of a page being saved and returns its url
// per locale; none for a page at the top.
func (s *service) parentURLs(ctx context.Context, tx db.Handle, in PageInput, id int64) (map[i18n.Locale]string, error) {
	out := map[i18n.Locale]string{i18n.German: in.Prefix}
	if in.ParentID == 0 {
		return out, nil
	}
	bad := apperr.New(apperr.Invalid, "content.input.unknownParent", "field", "parentId").OnField("parentId")
	// Walk up from the parent: it must exist on the same site, and the page
	// itself must not be among its ancestors.
	next, depth := in.ParentID, 1
	for next != 0 {
		if next == id || depth > maxPageDepth {
			return nil, bad
		}
		var p pageRow
		err := tx.Get(ctx, &p, "SELECT "+pageRowColumns+" FROM page p WHERE p.id = ?", next)
		if isNoRows(err) {
			return nil, bad
		}
		if err != nil {
			return nil, fmt.Errorf("content: load parent page %d: %w", next, err)
		}
		if p.SiteCode != in.SiteCode {
			return nil, bad
		}
		next = 0
		if p.ParentID != nil {
			next = *p.ParentID
		}
		depth++
	}
	urls, err := pageURLs(ctx, tx, []int64{in.ParentID})
	if err != nil {
		return nil, err
	}
	for l, u := range urls[in.ParentID] {
		out[l] = u
	}
	return out, nil
}

// moveChildren recomputes the urls of a page's descendants after the page
// was saved, since each url starts with its parent's.
func (s *service) moveChildren(ctx context.Context, tx db.Handle, id int64, siteCode string, depth int) error {
	var children []int64
	if err := tx.Select(ctx, &children, "SELECT id FROM page WHERE parent_id = ? ORDER BY id", id); err != nil {
		return fmt.Errorf("content: list child pages of %d: %w", id, err)
	}
	if len(children) == 0 {
		return nil
	}
	if depth > maxPageDepth {
		return apperr.New(apperr.Invalid, "content.input.depth", "field", "parentId", "max", maxPageDepth).OnField("parentId")
	}
	parent, err := pageURLs(ctx, tx, []int64{id})
	if err != nil {
		return err
	}
	for _, child := range children {
		var rows []struct {
			Locale string `db:"locale"`
			Slug   string `db:"slug"`
		}
		if err := tx.Select(ctx, &rows, "SELECT locale, slug FROM page_locale WHERE page_id = ?", child); err != nil {
			return fmt.Errorf("content: load child page %d: %w", child, err)
		}
		if _, err := tx.Exec(ctx, "UPDATE page SET site_code = ? WHERE id = ?", siteCode, child); err != nil {
			return fmt.Errorf("content: move child page %d: %w", child, err)
		}
		for _, r := range rows {
			l := i18n.Locale(r.Locale)
			base, ok := parent[id][l]
			if !ok {
				base = parent[id][i18n.German]
			}
			url := joinURL(base, r.Slug)
			if err := claimURL(ctx, tx, siteCode, l, url, child); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, "UPDATE page_locale SET url = ?, site_code = ? WHERE page_id = ? AND locale = ?", url, siteCode, child, r.Locale); err != nil {
				return fmt.Errorf("content: move child page %d: %w", child, err)
			}
		}
		if err := s.moveChildren(ctx, tx, child, siteCode, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// claimURL refuses a url another page of the site holds in the locale.
func claimURL(ctx context.Context, tx db.Handle, siteCode string, l i18n.Locale, url string, id int64) error {
	var other int64
	err := tx.Get(ctx, &other, "SELECT page_id FROM page_locale WHERE site_code = ? AND locale = ? AND url = ? AND page_id <> ?",
		siteCode, string(l), url, id)
	if isNoRows(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("content: check page url %s: %w", url, err)
	}
	return apperr.New(apperr.Conflict, "content.input.urlTaken", "url", url, "locale", string(l)).OnField("locales." + string(l) + ".slug")
}

// joinURL appends a slug to a parent's url.
func joinURL(parent, slug string) string {
	switch {
	case parent == "":
		return slug
	case slug == "":
		return parent
	}
	return parent + "/" + slug
}

func (s *service) DeletePage(ctx context.Context, id int64) error {
	return s.db.InTx(ctx, func(tx db.Handle) error {
		var children int
		if err := tx.Get(ctx, &children, "SELECT COUNT(*) FROM page WHERE parent_id = ?", id); err != nil {
			return fmt.Errorf("content: delete page %d: %w", id, err)
		}
		if children > 0 {
			return apperr.New(apperr.Conflict, "content.page.hasChildren", "id", id)
		}
		res, err := tx.Exec(ctx, "DELETE FROM page WHERE id = ?", id)
		if err != nil {
			return fmt.Errorf("content: delete page %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return apperr.New(apperr.NotFound, "content.page.unknown", "id", id)
		}
		return nil
	})
}
