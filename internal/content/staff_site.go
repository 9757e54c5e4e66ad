package content

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// SiteStaff is the back office's side of the sites (issue 27, points 4
// and 11): the owner's site settings (access.SettingsManage) and the
// header and footer menus (access.ContentManage; a club manager may not
// change the shop's menus). Every method asks for its permission first
// and records a refusal in the audit trail; every write records who
// changed what with before and after, in the change's transaction.
type SiteStaff interface {
	// StaffSites lists the sites (code, name, address) for either
	// permission.
	StaffSites(ctx context.Context) ([]SiteSettings, error)
	// SiteSettings reads one site's settings; NotFound for an unknown code.
	SiteSettings(ctx context.Context, code string) (SiteSettings, error)
	// SaveSiteSettings changes the shop's name, default language,
	// analytics ids and maintenance notices of a site.
	SaveSiteSettings(ctx context.Context, in SiteSettingsInput) (SiteSettings, error)
	// SiteNavigation is a site's main navigation and footer columns in
	// one language, each link's target checked (Broken). A language
	// without its own menus answers German's with Own false: saving makes
	// them its own.
	SiteNavigation(ctx context.Context, code string, locale i18n.Locale) (StaffNavigation, error)
	// SaveSiteNavigation replaces a language's main navigation and the
	// columns of its footer; the header's other entries and the other
	// footer blocks stay. A link with a target gets its address from it.
	// Version must be the version read: a site saved meanwhile is a
	// Conflict ("content.site.changedMeanwhile") and nothing is written.
	SaveSiteNavigation(ctx context.Context, in StaffNavigationInput) (StaffNavigation, error)
	// NavigationPages are the site's pages a link can point to, in the
	// language, matching search (title or url), at most 50.
	NavigationPages(ctx context.Context, code string, locale i18n.Locale, search string) ([]NavigationPage, error)
}

// SiteSettings are a site's settings as the owner edits them.
type SiteSettings struct {
	Code          string
	BaseURL       string
	Name          string
	DefaultLocale i18n.Locale
	Tracking      Tracking
	// Maintenance is the maintenance notice per language ("" none).
	Maintenance Text
	// Logo is the site's logo from the media library (nil for none).
	Logo      *StaffMedia
	UpdatedAt time.Time
}

// SiteSettingsInput changes a site's settings (SaveSiteSettings).
type SiteSettingsInput struct {
	Code          string
	Name          string
	DefaultLocale i18n.Locale
	Tracking      Tracking
	Maintenance   Text
	// LogoID is a file of the media library; 0 for none.
	LogoID int64
}

// Limits of the site settings.
const (
	MaxSiteName          = 100
	MaxMaintenanceNotice = 500
)

// StaffNavigation is one language's menus of a site as the editor edits
// them.
type StaffNavigation struct {
	SiteCode string
	Locale   i18n.Locale
	Version  int64
	// Own says the language has its own menus (else German's are shown).
	Own     bool
	Items   []StaffNavItem
	Columns []StaffFooterColumn
}

// StaffNavItem is a main navigation entry; Broken marks a target that is
// gone or switched off.
type StaffNavItem struct {
	ID       string
	Label    string
	URL      string
	Target   *LinkTarget
	Broken   bool
	Children []StaffNavItem
}

// StaffFooterColumn is a footer column with its links.
type StaffFooterColumn struct {
	Title string
	Links []StaffLink
}

// StaffLink is a footer link; Broken as for StaffNavItem.
type StaffLink struct {
	Label  string
	URL    string
	NewTab bool
	Target *LinkTarget
	Broken bool
}

// StaffNavigationInput replaces a language's menus (SaveSiteNavigation);
// Broken is ignored.
type StaffNavigationInput struct {
	SiteCode string
	Locale   i18n.Locale
	Version  int64
	Items    []StaffNavItem
	Columns  []StaffFooterColumn
}

// NavigationPage is a page a link can point to.
type NavigationPage struct {
	ID        int64
	Title     string
	URL       string // the storefront's path, /de/…
	Published bool
}

// CatalogTarget is a menu link's category or product as the catalogue
// tells it (catalog.MenuTarget: its path, name, and whether it shows).
type CatalogTarget = catalog.MenuTarget

// CatalogTargets reads the catalogue for the navigation's links: a narrow
// view of the catalogue, wired by the app.
type CatalogTargets interface {
	Categories(ctx context.Context, locale i18n.Locale, ids []int64) (map[int64]CatalogTarget, error)
	Products(ctx context.Context, locale i18n.Locale, skus []string) (map[string]CatalogTarget, error)
}

// Auditor records the back office's writes (audit.Service).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// SiteStaffOptions builds the sites' staff side.
type SiteStaffOptions struct {
	// Content is NewService's service.
	Content Service
	Audit   Auditor
	Catalog CatalogTargets
}

type siteStaff struct {
	s       *service
	audit   Auditor
	catalog CatalogTargets
}

// NewSiteStaff returns the sites' staff side over the content service.
func NewSiteStaff(o SiteStaffOptions) (SiteStaff, error) {
	s, ok := o.Content.(*service)
	if !ok || o.Audit == nil || o.Catalog == nil {
		return nil, errors.New("content: the site staff needs the content service, the audit trail and the catalogue")
	}
	return &siteStaff{s: s, audit: o.Audit, catalog: o.Catalog}, nil
}

// staffRequire asks for perm (and, with unscoped, a role not limited to
// clubs), recording a refusal.
func staffRequire(ctx context.Context, a Auditor, perm access.Permission, unscoped bool, op, objectType, id string) error {
	p, err := access.Require(ctx, perm)
	if err == nil && unscoped && p.Role.Scoped() {
		err = apperr.New(apperr.Forbidden, "admin.forbidden")
	}
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := staffRecord(ctx, a, op, objectType, id, audit.Refused); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	return err
}

func staffRecord(ctx context.Context, a Auditor, op, objectType, id string, outcome audit.Outcome, changes ...audit.Change) error {
	if err := a.Record(ctx, audit.Entry{Operation: op, ObjectType: objectType, ObjectID: id, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("content: %s: audit: %w", op, err)
	}
	return nil
}

// changed is a changed field for the trail (change), or false when it
// did not change.
func changed(field, before, after string) (audit.Change, bool) {
	if before == after {
		return audit.Change{}, false
	}
	return change(field, before, after), true
}

func (st *siteStaff) StaffSites(ctx context.Context) ([]SiteSettings, error) {
	p, err := access.Require(ctx, access.SettingsManage)
	if err != nil {
		if p, err = access.Require(ctx, access.ContentManage); err != nil {
			return nil, err
		}
	}
	_ = p
	var rows []siteRow
	if err := st.s.db.Read().Select(ctx, &rows, "SELECT "+siteRowColumns+" FROM site ORDER BY code"); err != nil {
		return nil, fmt.Errorf("content: list sites: %w", err)
	}
	out := make([]SiteSettings, 0, len(rows))
	for _, r := range rows {
		out = append(out, settingsOf(r, nil))
	}
	return out, nil
}

func settingsOf(r siteRow, notices []siteLocaleRow) SiteSettings {
	set := SiteSettings{Code: r.Code, BaseURL: r.BaseURL, Name: r.Name, DefaultLocale: i18n.Locale(r.Locale), Maintenance: Text{},
		UpdatedAt: r.UpdatedAt.UTC()}
	if r.GA != nil {
		set.Tracking.GoogleAnalyticsID = *r.GA
	}
	if r.Clarity != nil {
		set.Tracking.ClarityID = *r.Clarity
	}
	for _, n := range notices {
		if n.Notice != "" {
			set.Maintenance[i18n.Locale(n.Locale)] = n.Notice
		}
	}
	return set
}

// siteSettings reads a site's settings through h.
func (st *siteStaff) siteSettings(ctx context.Context, h db.Handle, code string) (SiteSettings, int64, error) {
	var row siteRow
	err := h.Get(ctx, &row, "SELECT "+siteRowColumns+" FROM site WHERE code = ?", code)
	if isNoRows(err) {
		return SiteSettings{}, 0, apperr.New(apperr.NotFound, "errors.site.unknown", "site", truncate(code, 64))
	}
	if err != nil {
		return SiteSettings{}, 0, fmt.Errorf("content: get site %s: %w", truncate(code, 64), err)
	}
	var notices []siteLocaleRow
	if err := h.Select(ctx, &notices, "SELECT site_id, locale, navigation, header, footer, maintenance_notice FROM site_locale WHERE site_id = ?",
		row.ID); err != nil {
		return SiteSettings{}, 0, fmt.Errorf("content: get site %s: %w", code, err)
	}
	set := settingsOf(row, notices)
	if row.LogoID != nil {
		var logo staffMediaRow
		err := h.Get(ctx, &logo, "SELECT "+staffMediaColumns+" FROM content_media WHERE id = ?", *row.LogoID)
		if err != nil && !isNoRows(err) {
			return SiteSettings{}, 0, fmt.Errorf("content: get site %s logo: %w", code, err)
		}
		if err == nil {
			m := logo.staff()
			set.Logo = &m
		}
	}
	return set, row.ID, nil
}

func (st *siteStaff) SiteSettings(ctx context.Context, code string) (SiteSettings, error) {
	if err := staffRequire(ctx, st.audit, access.SettingsManage, false, "site.read", "site", code); err != nil {
		return SiteSettings{}, err
	}
	set, _, err := st.siteSettings(ctx, st.s.db.Read(), code)
	return set, err
}

func (st *siteStaff) SaveSiteSettings(ctx context.Context, in SiteSettingsInput) (SiteSettings, error) {
	const op = "site.settings"
	if err := staffRequire(ctx, st.audit, access.SettingsManage, false, op, "site", in.Code); err != nil {
		return SiteSettings{}, err
	}
	c := &checker{}
	c.text("name", &in.Name, MaxSiteName, false)
	locale := string(in.DefaultLocale)
	allowed := make([]string, len(i18n.Locales))
	for i, l := range i18n.Locales {
		allowed[i] = string(l)
	}
	c.choice("defaultLocale", &locale, string(i18n.Default), allowed...)
	in.DefaultLocale = i18n.Locale(locale)
	c.tracking(&in.Tracking)
	notices := Text{}
	for _, l := range i18n.Locales {
		n := in.Maintenance[l]
		c.paragraph("maintenance."+string(l), &n, MaxMaintenanceNotice, false)
		if n != "" {
			notices[l] = n
		}
	}
	for l := range in.Maintenance {
		if _, ok := i18n.Parse(string(l)); !ok {
			c.fail("maintenance", "content.input.locale", "locale", truncate(string(l), 16))
		}
	}
	if !c.ok() {
		return SiteSettings{}, c.err
	}
	var after SiteSettings
	err := st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		before, id, err := st.siteSettings(ctx, tx, in.Code)
		if err != nil {
			return err
		}
		if in.LogoID != 0 {
			var n int
			if err := tx.Get(ctx, &n, "SELECT COUNT(*) FROM content_media WHERE id = ? AND mime_type <> ?", in.LogoID,
				media.DocumentContentType); err != nil {
				return fmt.Errorf("content: save settings of site %s: %w", in.Code, err)
			}
			if n == 0 {
				return apperr.New(apperr.Invalid, "content.media.unknown", "id", in.LogoID).OnField("logo")
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE site SET name = ?, default_locale = ?, google_analytics_id = ?, clarity_id = ?, logo_id = ?, updated_at = ?
			WHERE id = ?`, in.Name, string(in.DefaultLocale), nullString(in.Tracking.GoogleAnalyticsID), nullString(in.Tracking.ClarityID),
			nullID(in.LogoID), st.s.clock(), id); err != nil {
			return fmt.Errorf("content: save settings of site %s: %w", in.Code, err)
		}
		for _, l := range i18n.Locales {
			if before.Maintenance[l] == notices[l] {
				continue
			}
			if _, err := tx.Exec(ctx, `INSERT INTO site_locale (site_id, locale, maintenance_notice) VALUES (?, ?, ?)
				ON CONFLICT (site_id, locale) DO UPDATE SET maintenance_notice = excluded.maintenance_notice`, id, string(l), notices[l]); err != nil {
				return fmt.Errorf("content: save settings of site %s: %w", in.Code, err)
			}
		}
		if after, _, err = st.siteSettings(ctx, tx, in.Code); err != nil {
			return err
		}
		var changes []audit.Change
		add := func(field, b, a string) {
			if ch, ok := changed(field, b, a); ok {
				changes = append(changes, ch)
			}
		}
		add("name", before.Name, after.Name)
		add("default_locale", string(before.DefaultLocale), string(after.DefaultLocale))
		add("google_analytics_id", before.Tracking.GoogleAnalyticsID, after.Tracking.GoogleAnalyticsID)
		add("clarity_id", before.Tracking.ClarityID, after.Tracking.ClarityID)
		logoID := func(m *StaffMedia) string {
			if m == nil {
				return ""
			}
			return strconv.FormatInt(m.ID, 10)
		}
		add("logo_id", logoID(before.Logo), logoID(after.Logo))
		for _, l := range i18n.Locales {
			add("maintenance_notice."+string(l), before.Maintenance[l], after.Maintenance[l])
		}
		return staffRecord(ctx, st.audit, op, "site", in.Code, audit.Done, changes...)
	})
	if err != nil {
		return SiteSettings{}, err
	}
	return after, nil
}

// navigationState is a language's stored menus: its own or German's.
type navigationState struct {
	id      int64
	version int64
	own     bool
	nav     NavigationGroup
	footer  []FooterBlock
}

// navigationOf reads a site's menus in the language through h.
func (st *siteStaff) navigationOf(ctx context.Context, h db.Handle, code string, locale i18n.Locale) (navigationState, error) {
	var row siteRow
	err := h.Get(ctx, &row, "SELECT "+siteRowColumns+" FROM site WHERE code = ?", code)
	if isNoRows(err) {
		return navigationState{}, apperr.New(apperr.NotFound, "errors.site.unknown", "site", truncate(code, 64))
	}
	if err != nil {
		return navigationState{}, fmt.Errorf("content: get site %s: %w", truncate(code, 64), err)
	}
	var texts []siteLocaleRow
	if err := h.Select(ctx, &texts, "SELECT site_id, locale, navigation, header, footer, maintenance_notice FROM site_locale WHERE site_id = ? AND locale IN (?, ?)",
		row.ID, string(locale), string(i18n.German)); err != nil {
		return navigationState{}, fmt.Errorf("content: get site %s: %w", code, err)
	}
	byLocale := map[i18n.Locale]siteLocaleRow{}
	for _, t := range texts {
		byLocale[i18n.Locale(t.Locale)] = t
	}
	state := navigationState{id: row.ID, version: row.Version}
	own := byLocale[locale]
	state.own = (own.Navigation != "" && own.Navigation != "[]") || own.Footer != ""
	src := own
	if !state.own {
		src = byLocale[i18n.German]
	}
	st.s.decodeGroup(ctx, row.ID, "navigation", src.Navigation, &state.nav)
	st.s.decodeGroup(ctx, row.ID, "footer", src.Footer, &state.footer)
	if !state.own && locale == i18n.German {
		state.own = true
	}
	return state, nil
}

func (st *siteStaff) SiteNavigation(ctx context.Context, code string, locale i18n.Locale) (StaffNavigation, error) {
	if err := staffRequire(ctx, st.audit, access.ContentManage, true, "site.navigation.read", "site", code); err != nil {
		return StaffNavigation{}, err
	}
	if _, ok := i18n.Parse(string(locale)); !ok {
		return StaffNavigation{}, apperr.New(apperr.Invalid, "content.input.locale", "field", "locale", "locale", truncate(string(locale), 16)).OnField("locale")
	}
	state, err := st.navigationOf(ctx, st.s.db.Read(), code, locale)
	if err != nil {
		return StaffNavigation{}, err
	}
	return st.staffNavigation(ctx, code, locale, state)
}

// staffNavigation converts stored menus and checks their targets.
func (st *siteStaff) staffNavigation(ctx context.Context, code string, locale i18n.Locale, state navigationState) (StaffNavigation, error) {
	out := StaffNavigation{SiteCode: code, Locale: locale, Version: state.version, Own: state.own, Items: []StaffNavItem{},
		Columns: []StaffFooterColumn{}}
	var conv func([]NavigationItem) []StaffNavItem
	conv = func(items []NavigationItem) []StaffNavItem {
		res := make([]StaffNavItem, 0, len(items))
		for _, it := range items {
			res = append(res, StaffNavItem{ID: it.ID, Label: it.Label, URL: it.URL, Target: it.Target, Children: conv(it.Children)})
		}
		return res
	}
	out.Items = conv(state.nav.Items)
	if b := multiColumns(state.footer); b != nil {
		for _, col := range b.Columns {
			sc := StaffFooterColumn{Title: col.Title, Links: []StaffLink{}}
			for _, l := range col.Links {
				sc.Links = append(sc.Links, StaffLink{Label: l.Label, URL: l.URL, NewTab: l.NewTab, Target: l.Target})
			}
			out.Columns = append(out.Columns, sc)
		}
	}
	res, err := st.resolve(ctx, code, locale, collectTargets(out.Items, out.Columns))
	if err != nil {
		return StaffNavigation{}, err
	}
	var mark func([]StaffNavItem)
	mark = func(items []StaffNavItem) {
		for i := range items {
			if t := items[i].Target; t != nil {
				items[i].Broken = !res[*t].ok
			}
			mark(items[i].Children)
		}
	}
	mark(out.Items)
	for i := range out.Columns {
		for j := range out.Columns[i].Links {
			if t := out.Columns[i].Links[j].Target; t != nil {
				out.Columns[i].Links[j].Broken = !res[*t].ok
			}
		}
	}
	return out, nil
}

// multiColumns returns the footer's first block of columns, or nil.
func multiColumns(footer []FooterBlock) *FooterBlock {
	for i := range footer {
		if footer[i].Kind == FooterMultiColumns {
			return &footer[i]
		}
	}
	return nil
}

func collectTargets(items []StaffNavItem, cols []StaffFooterColumn) []LinkTarget {
	var out []LinkTarget
	var walk func([]StaffNavItem)
	walk = func(items []StaffNavItem) {
		for _, it := range items {
			if it.Target != nil {
				out = append(out, *it.Target)
			}
			walk(it.Children)
		}
	}
	walk(items)
	for _, c := range cols {
		for _, l := range c.Links {
			if l.Target != nil {
				out = append(out, *l.Target)
			}
		}
	}
	return out
}

// resolved is a target's address in a language and whether the
// storefront shows it.
type resolved struct {
	url string
	ok  bool
}

// resolve reads the targets: a category, page or product that is gone or
// switched off is not ok.
func (st *siteStaff) resolve(ctx context.Context, code string, locale i18n.Locale, targets []LinkTarget) (map[LinkTarget]resolved, error) {
	out := map[LinkTarget]resolved{}
	var cats, pages []int64
	var skus []string
	for _, t := range targets {
		switch t.Kind {
		case TargetCategory, TargetPage:
			id, err := strconv.ParseInt(t.ID, 10, 64)
			if err != nil || id <= 0 {
				continue
			}
			if t.Kind == TargetCategory {
				cats = append(cats, id)
			} else {
				pages = append(pages, id)
			}
		case TargetProduct:
			skus = append(skus, t.ID)
		}
	}
	prefix := "/" + string(locale)
	path := func(p string) string {
		if p == "" {
			return prefix
		}
		return prefix + "/" + p
	}
	if len(cats) > 0 {
		found, err := st.catalog.Categories(ctx, locale, cats)
		if err != nil {
			return nil, err
		}
		for id, c := range found {
			out[LinkTarget{Kind: TargetCategory, ID: strconv.FormatInt(id, 10)}] = resolved{url: path(c.Path), ok: c.Active}
		}
	}
	if len(skus) > 0 {
		found, err := st.catalog.Products(ctx, locale, skus)
		if err != nil {
			return nil, err
		}
		for sku, p := range found {
			out[LinkTarget{Kind: TargetProduct, ID: sku}] = resolved{url: path(p.Path), ok: p.Active && p.Path != ""}
		}
	}
	if len(pages) > 0 {
		var rows []struct {
			ID     int64  `db:"id"`
			Status string `db:"status"`
			URL    string `db:"url"`
		}
		if err := st.s.db.Read().Select(ctx, &rows, `SELECT p.id, p.status, l.url FROM page p JOIN page_locale l ON l.page_id = p.id
			WHERE p.site_code = ? AND l.locale = ? AND p.id IN (`+db.InList(len(pages))+`)`,
			append([]any{code, string(locale)}, db.Args(pages)...)...); err != nil {
			return nil, fmt.Errorf("content: the navigation's pages: %w", err)
		}
		for _, r := range rows {
			out[LinkTarget{Kind: TargetPage, ID: strconv.FormatInt(r.ID, 10)}] = resolved{url: path(r.URL), ok: r.Status == string(Published)}
		}
	}
	return out, nil
}

func (st *siteStaff) SaveSiteNavigation(ctx context.Context, in StaffNavigationInput) (StaffNavigation, error) {
	const op = "site.navigation"
	objectID := in.SiteCode + "/" + string(in.Locale)
	if err := staffRequire(ctx, st.audit, access.ContentManage, true, op, "site", objectID); err != nil {
		return StaffNavigation{}, err
	}
	if _, ok := i18n.Parse(string(in.Locale)); !ok {
		return StaffNavigation{}, apperr.New(apperr.Invalid, "content.input.locale", "field", "locale", "locale", truncate(string(in.Locale), 16)).OnField("locale")
	}
	// Targets give their addresses; a target that cannot be found is
	// refused, one switched off is kept (and marked broken).
	c := &checker{}
	checkTarget := func(field string, t *LinkTarget) {
		if t == nil {
			return
		}
		c.choice(field+".target.kind", &t.Kind, "", TargetCategory, TargetPage, TargetProduct)
		t.ID = strings.TrimSpace(t.ID)
		if t.ID == "" || len(t.ID) > 64 || !printable(t.ID, false) {
			c.fail(field+".target.id", "content.input.required")
		}
	}
	var walkCheck func(string, []StaffNavItem)
	walkCheck = func(field string, items []StaffNavItem) {
		for i := range items {
			checkTarget(fmt.Sprintf("%s[%d]", field, i), items[i].Target)
			walkCheck(fmt.Sprintf("%s[%d].children", field, i), items[i].Children)
		}
	}
	walkCheck("items", in.Items)
	for i := range in.Columns {
		for j := range in.Columns[i].Links {
			checkTarget(fmt.Sprintf("columns[%d].links[%d]", i, j), in.Columns[i].Links[j].Target)
		}
	}
	if !c.ok() {
		return StaffNavigation{}, c.err
	}
	res, err := st.resolve(ctx, in.SiteCode, in.Locale, collectTargets(in.Items, in.Columns))
	if err != nil {
		return StaffNavigation{}, err
	}
	var missing string
	address := func(field string, t *LinkTarget, url string) string {
		if t == nil {
			return url
		}
		r, ok := res[*t]
		if !ok {
			if missing == "" {
				missing = field
			}
			return url
		}
		return r.url
	}
	var conv func(string, []StaffNavItem) []NavigationItem
	conv = func(field string, items []StaffNavItem) []NavigationItem {
		out := make([]NavigationItem, 0, len(items))
		for i, it := range items {
			f := fmt.Sprintf("%s[%d]", field, i)
			out = append(out, NavigationItem{ID: it.ID, Label: it.Label, URL: address(f, it.Target, it.URL), Target: it.Target,
				Children: conv(f+".children", it.Children)})
		}
		return out
	}
	items := conv("items", in.Items)
	columns := make([]FooterColumn, 0, len(in.Columns))
	for i, col := range in.Columns {
		fc := FooterColumn{Title: col.Title, Links: []Link{}}
		for j, l := range col.Links {
			fc.Links = append(fc.Links, Link{Label: l.Label, URL: address(fmt.Sprintf("columns[%d].links[%d]", i, j), l.Target, l.URL),
				NewTab: l.NewTab, Target: l.Target})
		}
		columns = append(columns, fc)
	}
	if missing != "" {
		return StaffNavigation{}, apperr.New(apperr.Invalid, "content.navigation.targetGone", "field", missing).OnField(missing + ".target")
	}
	var out StaffNavigation
	err = st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		state, err := st.navigationOf(ctx, tx, in.SiteCode, in.Locale)
		if err != nil {
			return err
		}
		if state.version != in.Version {
			return apperr.New(apperr.Conflict, "content.site.changedMeanwhile", "site", in.SiteCode)
		}
		beforeNav, beforeFooter := state.nav, state.footer
		nav := NavigationGroup{Position: state.nav.Position, HeaderPosition: state.nav.HeaderPosition, Items: items}
		footer := append([]FooterBlock(nil), state.footer...)
		if b := multiColumns(footer); b != nil {
			b.Columns = columns
		} else if len(columns) > 0 {
			footer = append([]FooterBlock{{Kind: FooterMultiColumns, ID: "columns", Columns: columns}}, footer...)
		}
		if len(columns) == 0 {
			kept := footer[:0:0]
			for _, b := range footer {
				if b.Kind != FooterMultiColumns {
					kept = append(kept, b)
				}
			}
			footer = kept
		}
		c := &checker{}
		c.choice("position", &nav.Position, "left", "left", "center", "right")
		c.choice("headerPosition", &nav.HeaderPosition, "inline", "top", "inline")
		c.navItems("items", nav.Items, 1, map[string]bool{})
		c.count("columns", len(columns), 0, 6)
		for j := range columns {
			q := fmt.Sprintf("columns[%d]", j)
			c.text(q+".title", &columns[j].Title, maxShortText, true)
			c.links(q+".links", columns[j].Links)
		}
		c.footer("footer", footer)
		if !c.ok() {
			return c.err
		}
		navJSON, err := encodeJSON(nav)
		if err != nil {
			return err
		}
		footerJSON := ""
		if len(footer) > 0 {
			if footerJSON, err = encodeJSON(footer); err != nil {
				return err
			}
		}
		// A language that showed German's header keeps showing it: its
		// row gets German's header when it is made.
		if _, err := tx.Exec(ctx, `INSERT INTO site_locale (site_id, locale, navigation, header, footer)
			VALUES (?, ?, ?, COALESCE((SELECT header FROM site_locale WHERE site_id = ? AND locale = 'de'), ''), ?)
			ON CONFLICT (site_id, locale) DO UPDATE SET navigation = excluded.navigation, footer = excluded.footer`,
			state.id, string(in.Locale), navJSON, state.id, footerJSON); err != nil {
			return fmt.Errorf("content: save the navigation of site %s: %w", in.SiteCode, err)
		}
		if _, err := tx.Exec(ctx, "UPDATE site SET version = version + 1, updated_at = ? WHERE id = ?", st.s.clock(), state.id); err != nil {
			return fmt.Errorf("content: save the navigation of site %s: %w", in.SiteCode, err)
		}
		after, err := st.navigationOf(ctx, tx, in.SiteCode, in.Locale)
		if err != nil {
			return err
		}
		var changes []audit.Change
		bn, _ := json.Marshal(beforeNav.Items)
		an, _ := json.Marshal(after.nav.Items)
		if ch, ok := changed("navigation", string(bn), string(an)); ok {
			changes = append(changes, ch)
		}
		var bc, ac []FooterColumn
		if b := multiColumns(beforeFooter); b != nil {
			bc = b.Columns
		}
		if b := multiColumns(after.footer); b != nil {
			ac = b.Columns
		}
		bf, _ := json.Marshal(bc)
		af, _ := json.Marshal(ac)
		if ch, ok := changed("footer_columns", string(bf), string(af)); ok {
			changes = append(changes, ch)
		}
		if err := staffRecord(ctx, st.audit, op, "site", objectID, audit.Done, changes...); err != nil {
			return err
		}
		out, err = st.staffNavigation(ctx, in.SiteCode, in.Locale, after)
		return err
	})
	if err != nil {
		return StaffNavigation{}, err
	}
	return out, nil
}

func (st *siteStaff) NavigationPages(ctx context.Context, code string, locale i18n.Locale, search string) ([]NavigationPage, error) {
	if err := staffRequire(ctx, st.audit, access.ContentManage, true, "site.navigation.read", "site", code); err != nil {
		return nil, err
	}
	if _, ok := i18n.Parse(string(locale)); !ok {
		return nil, apperr.New(apperr.Invalid, "content.input.locale", "field", "locale", "locale", truncate(string(locale), 16)).OnField("locale")
	}
	search = strings.ToLower(strings.TrimSpace(search))
	if len(search) > 100 {
		search = search[:100]
	}
	like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(search) + "%"
	var rows []struct {
		ID     int64  `db:"id"`
		Status string `db:"status"`
		Title  string `db:"title"`
		URL    string `db:"url"`
	}
	if err := st.s.db.Read().Select(ctx, &rows, `SELECT p.id, p.status, l.title, l.url FROM page p JOIN page_locale l ON l.page_id = p.id
		WHERE p.site_code = ? AND l.locale = ? AND (LOWER(l.title) LIKE ? ESCAPE '\' OR LOWER(l.url) LIKE ? ESCAPE '\')
		ORDER BY l.url, p.id LIMIT 50`, code, string(locale), like, like); err != nil {
		return nil, fmt.Errorf("content: the navigation's pages: %w", err)
	}
	out := make([]NavigationPage, 0, len(rows))
	for _, r := range rows {
		u := "/" + string(locale)
		if r.URL != "" {
			u += "/" + r.URL
		}
		out = append(out, NavigationPage{ID: r.ID, Title: r.Title, URL: u, Published: r.Status == string(Published)})
	}
	return out, nil
}
