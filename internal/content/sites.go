package content

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

var siteColumns = fieldColumns{"id": "id", "code": "code", "baseUrl": "base_url", "createdAt": "created_at", "updatedAt": "updated_at"}

var siteCodePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,31}$`)

type siteRow struct {
	ID        int64     `db:"id"`
	Code      string    `db:"code"`
	BaseURL   string    `db:"base_url"`
	LogoID    *int64    `db:"logo_id"`
	GA        *string   `db:"google_analytics_id"`
	Clarity   *string   `db:"clarity_id"`
	Name      string    `db:"name"`
	Locale    string    `db:"default_locale"`
	Version   int64     `db:"version"`
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
}

const siteRowColumns = "id, code, base_url, logo_id, google_analytics_id, clarity_id, name, default_locale, version, created_at, updated_at"

func (s *service) Sites(ctx context.Context, opts FindOptions) (Page[Site], error) {
	var page Page[Site]
	q, err := queryOf(opts, siteColumns, "code", false)
	if err != nil {
		return page, err
	}
	lc, cond, args := q.lc, q.cond, q.args
	total, rows, err := countAndList[siteRow](ctx, s.db.Read(), q, "sites", siteRowColumns, " FROM site WHERE "+cond, args)
	if err != nil {
		return page, err
	}
	docs, err := s.sites(ctx, rows, lc)
	if err != nil {
		return page, err
	}
	return pageFor(q, docs, total), nil
}

func (s *service) SiteByCode(ctx context.Context, code string) (Site, error) {
	var row siteRow
	err := s.db.Read().Get(ctx, &row, "SELECT "+siteRowColumns+" FROM site WHERE code = ?", code)
	if isNoRows(err) {
		return Site{}, apperr.New(apperr.NotFound, "errors.site.unknown", "site", truncate(code, 64))
	}
	if err != nil {
		return Site{}, fmt.Errorf("content: get site %s: %w", truncate(code, 64), err)
	}
	// Only the row: every content request checks its Store header's site
	// here, and none of them needs the groups from this call.
	site := Site{ID: row.ID, Code: row.Code, BaseURL: row.BaseURL, Name: row.Name, DefaultLocale: i18n.Locale(row.Locale),
		CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC()}
	if row.GA != nil {
		site.Tracking.GoogleAnalyticsID = *row.GA
	}
	if row.Clarity != nil {
		site.Tracking.ClarityID = *row.Clarity
	}
	return site, nil
}

type siteLocaleRow struct {
	SiteID     int64  `db:"site_id"`
	Locale     string `db:"locale"`
	Navigation string `db:"navigation"`
	Header     string `db:"header"`
	Footer     string `db:"footer"`
	Notice     string `db:"maintenance_notice"`
}

// sites completes site rows with their groups in lc, their logo and
// tracking ids.
func (s *service) sites(ctx context.Context, rows []siteRow, lc localeChoice) ([]Site, error) {
	docs := make([]Site, 0, len(rows))
	if len(rows) == 0 {
		return docs, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var texts []siteLocaleRow
	if err := s.db.Read().Select(ctx, &texts, "SELECT site_id, locale, navigation, header, footer, maintenance_notice FROM site_locale WHERE site_id IN ("+
		db.InList(len(ids))+") AND locale IN (?, ?)", append(db.Args(ids), string(lc.locale), string(lc.fallback))...); err != nil {
		return nil, fmt.Errorf("content: load site groups: %w", err)
	}
	bySite := map[int64]map[i18n.Locale]siteLocaleRow{}
	for _, t := range texts {
		if bySite[t.SiteID] == nil {
			bySite[t.SiteID] = map[i18n.Locale]siteLocaleRow{}
		}
		bySite[t.SiteID][i18n.Locale(t.Locale)] = t
	}
	// group picks a group's document: the locale's own, else the fallback's.
	group := func(site int64, get func(siteLocaleRow) string) string {
		if v := get(bySite[site][lc.locale]); v != "" && v != "[]" {
			return v
		}
		return get(bySite[site][lc.fallback])
	}
	c := &checker{reading: true}
	logos := make([]MediaRef, len(rows))
	for i, r := range rows {
		site := Site{ID: r.ID, Code: r.Code, BaseURL: r.BaseURL, Name: r.Name, DefaultLocale: i18n.Locale(r.Locale),
			CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Header: []HeaderEntry{}, Footer: []FooterBlock{},
			MaintenanceNotice: group(r.ID, func(t siteLocaleRow) string { return t.Notice })}
		if r.GA != nil {
			site.Tracking.GoogleAnalyticsID = *r.GA
		}
		if r.Clarity != nil {
			site.Tracking.ClarityID = *r.Clarity
		}
		s.decodeGroup(ctx, r.ID, "navigation", group(r.ID, func(t siteLocaleRow) string { return t.Navigation }), &site.Navigation)
		s.decodeGroup(ctx, r.ID, "header", group(r.ID, func(t siteLocaleRow) string { return t.Header }), &site.Header)
		s.decodeGroup(ctx, r.ID, "footer", group(r.ID, func(t siteLocaleRow) string { return t.Footer }), &site.Footer)
		c.navigation("navigation", &site.Navigation)
		c.header("header", site.Header)
		c.footer("footer", site.Footer)
		for j := range site.Header {
			if site.Header[j].Kind == MainNavigation {
				site.Header[j].Items = site.Navigation.Items
			}
		}
		if r.LogoID != nil {
			logos[i] = MediaRef{ID: *r.LogoID}
			c.mediaRef("logo", &logos[i])
		}
		docs = append(docs, site)
	}
	if err := s.resolveRefs(ctx, s.db.Read(), c, lc); err != nil {
		return nil, err
	}
	for i := range docs {
		docs[i].Logo = logos[i].Media
	}
	return docs, nil
}

// decodeGroup reads a stored group; a damaged one is logged and left empty.
func (s *service) decodeGroup(ctx context.Context, site int64, name, data string, into any) {
	if data == "" {
		return
	}
	if err := json.Unmarshal([]byte(data), into); err != nil {
		s.log.ErrorContext(ctx, "content: stored site group cannot be read", "site", site, "group", name, "error", err)
	}
}

func (s *service) SaveSite(ctx context.Context, in SiteInput) (int64, error) {
	c := &checker{}
	c.pattern("code", &in.Code, siteCodePattern, "content.input.siteCode", true)
	in.BaseURL = c.baseURL(in.BaseURL)
	c.tracking(&in.Tracking)
	logo := MediaRef{ID: in.LogoID}
	c.mediaRef("logo", &logo)
	locales := sortedLocales(in.Locales)
	if len(locales) > 0 {
		c.locales("locales", locales)
	}
	type encoded struct{ navigation, header, footer string }
	groups := map[i18n.Locale]encoded{}
	for _, l := range locales {
		t := in.Locales[l]
		field := "locales." + string(l)
		c.navigation(field+".navigation", &t.Navigation)
		c.header(field+".header", t.Header)
		c.footer(field+".footer", t.Footer)
		if !c.ok() {
			break
		}
		// An empty group is stored as nothing, so that reads fall back to
		// German's.
		var e encoded
		var err error
		if len(t.Navigation.Items) > 0 {
			if e.navigation, err = encodeJSON(t.Navigation); err != nil {
				return 0, err
			}
		}
		if len(t.Header) > 0 {
			if e.header, err = encodeJSON(t.Header); err != nil {
				return 0, err
			}
		}
		if len(t.Footer) > 0 {
			if e.footer, err = encodeJSON(t.Footer); err != nil {
				return 0, err
			}
		}
		groups[l] = e
	}
	if !c.ok() {
		return 0, c.err
	}
	var id int64
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		if err := s.checkRefs(ctx, tx, c); err != nil {
			return err
		}
		now := s.clock()
		if err := tx.Get(ctx, &id, `INSERT INTO site (code, base_url, logo_id, google_analytics_id, clarity_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET base_url = excluded.base_url, logo_id = excluded.logo_id,
				google_analytics_id = excluded.google_analytics_id, clarity_id = excluded.clarity_id, updated_at = excluded.updated_at,
				version = site.version + 1
			RETURNING id`, in.Code, in.BaseURL, nullID(in.LogoID), nullString(in.Tracking.GoogleAnalyticsID),
			nullString(in.Tracking.ClarityID), now, now); err != nil {
			return fmt.Errorf("content: save site %s: %w", in.Code, err)
		}
		// The groups are replaced; the maintenance notices (site
		// settings) stay as the owner set them.
		if _, err := tx.Exec(ctx, "UPDATE site_locale SET navigation = '', header = '', footer = '' WHERE site_id = ?", id); err != nil {
			return fmt.Errorf("content: save site %s: %w", in.Code, err)
		}
		for _, l := range locales {
			g := groups[l]
			if _, err := tx.Exec(ctx, `INSERT INTO site_locale (site_id, locale, navigation, header, footer) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (site_id, locale) DO UPDATE SET navigation = excluded.navigation, header = excluded.header, footer = excluded.footer`,
				id, string(l), g.navigation, g.header, g.footer); err != nil {
				return fmt.Errorf("content: save site %s texts: %w", in.Code, err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM site_locale WHERE site_id = ? AND navigation = '' AND header = '' AND footer = ''
			AND maintenance_notice = ''`, id); err != nil {
			return fmt.Errorf("content: save site %s: %w", in.Code, err)
		}
		return nil
	})
	return id, err
}

func (s *service) SetSiteTracking(ctx context.Context, code string, t Tracking) error {
	c := &checker{}
	c.tracking(&t)
	if !c.ok() {
		return c.err
	}
	res, err := s.db.Write().Exec(ctx, "UPDATE site SET google_analytics_id = ?, clarity_id = ?, updated_at = ? WHERE code = ?",
		nullString(t.GoogleAnalyticsID), nullString(t.ClarityID), s.clock(), code)
	if err != nil {
		return fmt.Errorf("content: set tracking of site %s: %w", code, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("content: set tracking of site %s: %w", code, err)
	} else if n == 0 {
		return apperr.New(apperr.NotFound, "errors.site.unknown", "site", truncate(code, 64))
	}
	return nil
}

// baseURL checks a site's public address and returns it cleaned (no
// trailing slash).
func (c *checker) baseURL(raw string) string {
	base := strings.TrimSuffix(strings.TrimSpace(raw), "/")
	if u, err := url.Parse(base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.RawQuery != "" || u.Fragment != "" || len(base) > 200 || !printable(base, false) {
		c.fail("baseUrl", "content.input.baseUrl")
	}
	return base
}

func (s *service) SetSiteBaseURL(ctx context.Context, code, baseURL string) error {
	c := &checker{}
	c.pattern("code", &code, siteCodePattern, "content.input.siteCode", true)
	baseURL = c.baseURL(baseURL)
	if !c.ok() {
		return c.err
	}
	now := s.clock()
	if _, err := s.db.Write().Exec(ctx, `INSERT INTO site (code, base_url, created_at, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (code) DO UPDATE SET base_url = excluded.base_url, updated_at = excluded.updated_at`, code, baseURL, now, now); err != nil {
		return fmt.Errorf("content: set the address of site %s: %w", code, err)
	}
	return nil
}

// Seed creates the demo shop's site at baseURL. Running it again changes
// nothing, so a site an owner has edited stays as it is.
func Seed(ctx context.Context, d *db.DB, baseURL string) error {
	_, err := d.Write().Exec(ctx,
		"INSERT INTO site (code, base_url) VALUES (?, ?) ON CONFLICT (code) DO NOTHING", "shop", baseURL)
	if err != nil {
		return fmt.Errorf("content: seed site: %w", err)
	}
	return nil
}
