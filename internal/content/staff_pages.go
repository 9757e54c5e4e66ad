package content

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// PageStaff is the back office's side of the pages (issue 27, point 1).
// Every method asks access.ContentManage first and records a refusal in
// the audit trail; every write records who changed what with before and
// after, in the change's transaction. A club manager sees and changes only
// the pages of their clubs (urls under verein/{club slug}/); another
// club's page is NotFound to them, and they create pages only there.
//
// An editor works on a draft (page_draft), apart from the published texts
// the content API answers from: saving it never changes what the
// storefront shows; publishing (now, or at a scheduled time by
// PublishDuePages) copies it there. Each save names the revision it was
// made from; a draft saved meanwhile by someone else is a Conflict
// (content.page.changedMeanwhile, naming them) and nothing is written.
type PageStaff interface {
	// StaffPages lists a site's pages with their state and which
	// languages lack a title or blocks; Query matches titles and slugs
	// in any language.
	StaffPages(ctx context.Context, f StaffPageFilter) ([]StaffPageItem, error)
	// StaffPage is one page's draft as the editor loads it.
	StaffPage(ctx context.Context, id int64) (StaffPageDraft, error)
	// CreatePage creates an unpublished page from a document.
	CreatePage(ctx context.Context, doc PageDocument) (StaffPageDraft, error)
	// SavePageDraft saves the draft made from revision; keepVersion adds
	// it to the history (an explicit save; autosaves do not).
	SavePageDraft(ctx context.Context, id, revision int64, doc PageDocument, keepVersion bool) (StaffPageDraft, error)
	// PublishPage publishes the draft of revision now: the storefront
	// shows it from then on; a changed url keeps the former one as a 301.
	PublishPage(ctx context.Context, id, revision int64) (StaffPageDraft, error)
	// SchedulePage publishes the draft of revision at (in the future);
	// a zero at cancels a scheduled publication.
	SchedulePage(ctx context.Context, id, revision int64, at time.Time) (StaffPageDraft, error)
	// UnpublishPage takes the page off the storefront; its draft stays.
	UnpublishPage(ctx context.Context, id int64) (StaffPageDraft, error)
	// StaffDeletePage deletes a page without subpages.
	StaffDeletePage(ctx context.Context, id int64) error
	// PageVersions are the page's kept versions, the newest first.
	PageVersions(ctx context.Context, id int64) ([]PageVersion, error)
	// ComparePageVersions lists what differs from version a to version b
	// (0 for the current draft), field by field and block by block.
	ComparePageVersions(ctx context.Context, id, a, b int64) ([]PageDifference, error)
	// RestorePageVersion makes a version the draft (from revision).
	RestorePageVersion(ctx context.Context, id, versionID, revision int64) (StaffPageDraft, error)
	// PageSites are the codes of the sites pages belong to.
	PageSites(ctx context.Context) ([]string, error)
	// PagePreviewLink signs a link to the page's draft valid for
	// PreviewTTL.
	PagePreviewLink(ctx context.Context, id int64) (PreviewLink, error)
}

// StaffPageFilter narrows StaffPages.
type StaffPageFilter struct {
	SiteCode string
	Query    string
	// Status is draft, published or scheduled; empty is all.
	Status string
}

// The states a page is listed in.
const (
	StateDraft     = "draft"
	StatePublished = "published"
	StateScheduled = "scheduled"
)

// StaffPageItem is a page in the back office's list.
type StaffPageItem struct {
	ID       int64
	ParentID int64
	SiteCode string
	// Title and URL are the draft's German ones.
	Title string
	URL   string
	// State is draft, published or scheduled.
	State       string
	PublishAt   *time.Time
	PublishedAt *time.Time
	// Changed says the draft differs from what is published.
	Changed bool
	SavedAt time.Time
	SavedBy string
	// Missing are the languages without a title or without blocks.
	Missing []i18n.Locale
}

// PageDocument is a page as the editor edits it: every language as
// stored, blocks as the block input JSON (blocks.go, EncodeBlocks).
type PageDocument struct {
	SiteCode    string                           `json:"siteCode"`
	ParentID    int64                            `json:"parentId,omitempty"`
	Prefix      string                           `json:"prefix,omitempty"`
	HeaderStyle string                           `json:"headerStyle"`
	Layout      string                           `json:"layout"`
	Locales     map[i18n.Locale]PageDocumentText `json:"locales"`
}

// PageDocumentText is a page's document in one language.
type PageDocumentText struct {
	Title  string          `json:"title"`
	Slug   string          `json:"slug"`
	Meta   Meta            `json:"meta"`
	Blocks json.RawMessage `json:"blocks"`
}

// StaffPageDraft is one page as the editor loads it.
type StaffPageDraft struct {
	ID       int64
	Revision int64
	Document PageDocument
	State    string
	// PublishAt is a scheduled publication's time.
	PublishAt   *time.Time
	PublishedAt *time.Time
	Changed     bool
	SavedAt     time.Time
	SavedBy     string
	// URLs are the published urls per language (none before the first
	// publication).
	URLs    map[i18n.Locale]string
	Missing []i18n.Locale
	// HasChildren says the page cannot be deleted.
	HasChildren bool
}

// PageVersion is a kept version of a page.
type PageVersion struct {
	ID      int64
	Kind    string // save, publish or restore
	SavedAt time.Time
	SavedBy string
}

// PageDifference is one field or block that differs between two
// versions: Path names it ("de.title", "en.blocks[2]"), Before and After
// are its values as text (empty when missing on that side).
type PageDifference struct {
	Path   string
	Kind   string // changed, added or removed
	Before string
	After  string
}

// PreviewLink is a signed link to a page's draft.
type PreviewLink struct {
	Token     string
	ExpiresAt time.Time
}

// PageAuditor records the back office's writes (audit.Service).
type PageAuditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// PageStaffOptions builds the pages' staff side.
type PageStaffOptions struct {
	// Content is NewService's service.
	Content Service
	Audit   PageAuditor
}

type pageStaff struct {
	s     *service
	audit PageAuditor
}

// NewPageStaff returns the pages' staff side over the content service.
func NewPageStaff(o PageStaffOptions) (PageStaff, error) {
	s, ok := o.Content.(*service)
	if !ok || o.Audit == nil {
		return nil, errors.New("content: the page staff needs the content service and the audit trail")
	}
	return &pageStaff{s: s, audit: o.Audit}, nil
}

// errOutOfScope ends a transaction that met a page outside the club
// manager's clubs.
var errOutOfScope = errors.New("content: outside the principal's clubs")

func (ps *pageStaff) require(ctx context.Context, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, access.ContentManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := ps.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (ps *pageStaff) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := ps.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "page", ObjectID: objectID, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("content: %s: audit: %w", op, err)
	}
	return nil
}

// outOfScope answers a page outside the club manager's clubs: NotFound,
// recorded as a refusal.
func (ps *pageStaff) outOfScope(ctx context.Context, op string, id int64) error {
	err := apperr.New(apperr.NotFound, "content.page.unknown", "id", id)
	if id == 0 {
		err = apperr.New(apperr.Forbidden, "content.page.outsideClubs").OnField("parentId")
	}
	if rerr := ps.record(ctx, op, id, audit.Refused); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

// change is a field's change for the trail; empty values are none.
func change(field, before, after string) audit.Change {
	ch := audit.Change{Field: field}
	if before != "" {
		ch.Before = &before
	}
	if after != "" {
		ch.After = &after
	}
	return ch
}

// pageScope is which pages a principal may touch: all, or those under
// some url prefixes (verein/{slug}/).
type pageScope struct {
	all      bool
	prefixes []string
}

// requireScope is require and then scopeOf: the member of staff allowed
// op, and the pages they reach.
func (ps *pageStaff) requireScope(ctx context.Context, op string, id int64) (access.Principal, pageScope, error) {
	p, err := ps.require(ctx, op, id)
	if err != nil {
		return p, pageScope{}, err
	}
	sc, err := ps.scopeOf(ctx, p)
	return p, sc, err
}

func (ps *pageStaff) scopeOf(ctx context.Context, p access.Principal) (pageScope, error) {
	if !p.Role.Scoped() {
		return pageScope{all: true}, nil
	}
	if len(p.Clubs) == 0 {
		return pageScope{}, nil
	}
	var slugs []string
	if err := ps.s.db.Read().Select(ctx, &slugs, "SELECT slug FROM club WHERE id IN ("+db.InList(len(p.Clubs))+") ORDER BY slug",
		db.Args(p.Clubs)...); err != nil {
		return pageScope{}, fmt.Errorf("content: the principal's clubs: %w", err)
	}
	sc := pageScope{}
	for _, s := range slugs {
		sc.prefixes = append(sc.prefixes, clubPagesPrefix+s+"/")
	}
	return sc, nil
}

// holds reports whether a page at the German url is in scope.
func (sc pageScope) holds(url string) bool {
	if sc.all {
		return true
	}
	for _, p := range sc.prefixes {
		if strings.HasPrefix(url+"/", p) {
			return true
		}
	}
	return false
}

// staffPageRow is a page with its draft, when it has one.
type staffPageRow struct {
	pageRow
	Revision          *int64     `db:"revision"`
	PublishedRevision *int64     `db:"published_revision"`
	Document          *string    `db:"document"`
	PublishAt         *time.Time `db:"publish_at"`
	SavedAt           *time.Time `db:"saved_at"`
	SavedBy           *string    `db:"saved_by"`
}

const staffPageColumns = pageRowColumns + ", d.revision, d.published_revision, d.document, d.publish_at, d.saved_at, d.saved_by"

// publishedText is a page's stored language.
type publishedText struct {
	PageID int64  `db:"page_id"`
	Locale string `db:"locale"`
	Title  string `db:"title"`
	Slug   string `db:"slug"`
	URL    string `db:"url"`
	Meta   string `db:"meta"`
	Blocks string `db:"blocks"`
}

// loaded is a page's row, its stored languages and its document (the
// draft's, or the published texts' without one).
type loaded struct {
	row   staffPageRow
	texts map[i18n.Locale]publishedText
	doc   PageDocument
}

// germanURL is where the page is published, or else where its draft
// puts it.
func (l loaded) germanURL() string {
	if t, ok := l.texts[i18n.German]; ok {
		return t.URL
	}
	return ""
}

func (ps *pageStaff) load(ctx context.Context, h db.Handle, cond string, args ...any) ([]loaded, error) {
	var rows []staffPageRow
	if err := h.Select(ctx, &rows, "SELECT "+staffPageColumns+" FROM page p LEFT JOIN page_draft d ON d.page_id = p.id WHERE "+cond+" ORDER BY p.id",
		args...); err != nil {
		return nil, fmt.Errorf("content: load staff pages: %w", err)
	}
	out := make([]loaded, 0, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	texts := map[int64]map[i18n.Locale]publishedText{}
	for _, chunk := range db.Chunks(ids, 500) {
		var ts []publishedText
		if err := h.Select(ctx, &ts, "SELECT page_id, locale, title, slug, url, meta, blocks FROM page_locale WHERE page_id IN ("+
			db.InList(len(chunk))+")", db.Args(chunk)...); err != nil {
			return nil, fmt.Errorf("content: load staff page texts: %w", err)
		}
		for _, t := range ts {
			if texts[t.PageID] == nil {
				texts[t.PageID] = map[i18n.Locale]publishedText{}
			}
			texts[t.PageID][i18n.Locale(t.Locale)] = t
		}
	}
	for _, r := range rows {
		l := loaded{row: r, texts: texts[r.ID]}
		if r.Document != nil {
			if err := json.Unmarshal([]byte(*r.Document), &l.doc); err != nil {
				return nil, fmt.Errorf("content: page %d draft: %w", r.ID, err)
			}
		} else {
			l.doc = publishedDocument(r.pageRow, l.texts)
		}
		out = append(out, l)
	}
	return out, nil
}

// publishedDocument is the document of a page's stored texts.
func publishedDocument(r pageRow, texts map[i18n.Locale]publishedText) PageDocument {
	doc := PageDocument{SiteCode: r.SiteCode, HeaderStyle: r.HeaderStyle, Layout: r.Layout, Locales: map[i18n.Locale]PageDocumentText{}}
	if r.ParentID != nil {
		doc.ParentID = *r.ParentID
	} else if de, ok := texts[i18n.German]; ok {
		doc.Prefix = strings.Trim(strings.TrimSuffix(de.URL, de.Slug), "/")
	}
	for l, t := range texts {
		var m Meta
		_ = json.Unmarshal([]byte(t.Meta), &m)
		doc.Locales[l] = PageDocumentText{Title: t.Title, Slug: t.Slug, Meta: m, Blocks: json.RawMessage(t.Blocks)}
	}
	return doc
}

// missing are the languages of doc without a title or blocks.
func missing(doc PageDocument) []i18n.Locale {
	var out []i18n.Locale
	for _, l := range i18n.Locales {
		t, ok := doc.Locales[l]
		if !ok || strings.TrimSpace(t.Title) == "" || len(t.Blocks) == 0 || string(t.Blocks) == "[]" || string(t.Blocks) == "null" {
			out = append(out, l)
		}
	}
	return out
}

func (l loaded) state() string {
	switch {
	case l.row.PublishAt != nil:
		return StateScheduled
	case l.row.Status == string(Published):
		return StatePublished
	}
	return StateDraft
}

func (l loaded) changed() bool {
	if l.row.Revision == nil {
		return false
	}
	return l.row.PublishedRevision == nil || *l.row.PublishedRevision != *l.row.Revision || l.row.Status != string(Published)
}

// docURL is the German url a document puts its page at.
func docURL(ctx context.Context, h db.Handle, doc PageDocument) (string, error) {
	slug := ""
	if t, ok := doc.Locales[i18n.German]; ok {
		slug = strings.TrimSpace(t.Slug)
	}
	if doc.ParentID == 0 {
		return joinURL(strings.Trim(strings.TrimSpace(doc.Prefix), "/"), slug), nil
	}
	var parent []string
	if err := h.Select(ctx, &parent, "SELECT url FROM page_locale WHERE page_id = ? AND locale = 'de'", doc.ParentID); err != nil {
		return "", fmt.Errorf("content: parent page url: %w", err)
	}
	if len(parent) == 0 {
		return slug, nil
	}
	return joinURL(parent[0], slug), nil
}

func (ps *pageStaff) StaffPages(ctx context.Context, f StaffPageFilter) ([]StaffPageItem, error) {
	_, sc, err := ps.requireScope(ctx, "page.list", 0)
	if err != nil {
		return nil, err
	}
	all, err := ps.load(ctx, ps.s.db.Read(), "p.site_code = ?", strings.TrimSpace(f.SiteCode))
	if err != nil {
		return nil, err
	}
	q := strings.ToLower(strings.TrimSpace(f.Query))
	out := []StaffPageItem{}
	for _, l := range all {
		if !sc.holds(l.germanURL()) {
			continue
		}
		if f.Status != "" && l.state() != f.Status {
			continue
		}
		if q != "" && !l.matches(q) {
			continue
		}
		item := StaffPageItem{ID: l.row.ID, SiteCode: l.row.SiteCode, State: l.state(), PublishAt: utc(l.row.PublishAt),
			PublishedAt: utc(l.row.PublishedAt), Changed: l.changed(), SavedAt: l.row.UpdatedAt.UTC(), Missing: missing(l.doc)}
		if l.row.ParentID != nil {
			item.ParentID = *l.row.ParentID
		}
		if l.row.SavedAt != nil {
			item.SavedAt = l.row.SavedAt.UTC()
		}
		if l.row.SavedBy != nil {
			item.SavedBy = *l.row.SavedBy
		}
		item.Title = l.doc.Locales[i18n.German].Title
		item.URL = l.germanURL()
		out = append(out, item)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].URL < out[j].URL })
	return out, nil
}

func (l loaded) matches(q string) bool {
	for _, t := range l.doc.Locales {
		if strings.Contains(strings.ToLower(t.Title), q) || strings.Contains(strings.ToLower(t.Slug), q) {
			return true
		}
	}
	for _, t := range l.texts {
		if strings.Contains(strings.ToLower(t.Title), q) || strings.Contains(strings.ToLower(t.URL), q) {
			return true
		}
	}
	return false
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func (ps *pageStaff) StaffPage(ctx context.Context, id int64) (StaffPageDraft, error) {
	_, sc, err := ps.requireScope(ctx, "page.read", id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	d, err := ps.one(ctx, ps.s.db.Read(), sc, id)
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, "page.read", id)
	}
	return d, err
}

// one reads a page as the editor loads it.
func (ps *pageStaff) one(ctx context.Context, h db.Handle, sc pageScope, id int64) (StaffPageDraft, error) {
	l, err := ps.lookup(ctx, h, sc, id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.draftOf(ctx, h, l)
}

func (ps *pageStaff) lookup(ctx context.Context, h db.Handle, sc pageScope, id int64) (loaded, error) {
	found, err := ps.load(ctx, h, "p.id = ?", id)
	if err != nil {
		return loaded{}, err
	}
	if len(found) == 0 {
		return loaded{}, apperr.New(apperr.NotFound, "content.page.unknown", "id", id)
	}
	if !sc.holds(found[0].germanURL()) {
		return loaded{}, errOutOfScope
	}
	return found[0], nil
}

func (ps *pageStaff) draftOf(ctx context.Context, h db.Handle, l loaded) (StaffPageDraft, error) {
	d := StaffPageDraft{ID: l.row.ID, Document: l.doc, State: l.state(), PublishAt: utc(l.row.PublishAt),
		PublishedAt: utc(l.row.PublishedAt), Changed: l.changed(), SavedAt: l.row.UpdatedAt.UTC(), URLs: map[i18n.Locale]string{},
		Missing: missing(l.doc)}
	if l.row.Revision != nil {
		d.Revision = *l.row.Revision
	}
	if l.row.SavedAt != nil {
		d.SavedAt = l.row.SavedAt.UTC()
	}
	if l.row.SavedBy != nil {
		d.SavedBy = *l.row.SavedBy
	}
	if l.row.Status == string(Published) {
		for loc, t := range l.texts {
			d.URLs[loc] = t.URL
		}
	}
	var children int
	if err := h.Get(ctx, &children, "SELECT COUNT(*) FROM page WHERE parent_id = ?", l.row.ID); err != nil {
		return d, fmt.Errorf("content: count subpages of %d: %w", l.row.ID, err)
	}
	d.HasChildren = children > 0
	return d, nil
}

// inputOf turns a document into the input SavePage checks and stores.
func inputOf(id int64, doc PageDocument, status PublishStatus) (PageInput, error) {
	in := PageInput{ID: id, SiteCode: doc.SiteCode, ParentID: doc.ParentID, Prefix: doc.Prefix, Status: status,
		HeaderStyle: doc.HeaderStyle, Layout: doc.Layout, Locales: map[i18n.Locale]PageTexts{}}
	for l, t := range doc.Locales {
		blocks := []Block{}
		if len(t.Blocks) > 0 && string(t.Blocks) != "null" {
			var err error
			if blocks, err = DecodeBlocks(t.Blocks, true); err != nil {
				field := "locales." + string(l) + ".blocks"
				return in, apperr.New(apperr.Invalid, "content.page.blocksInvalid", "field", field).OnField(field)
			}
		}
		in.Locales[l] = PageTexts{Title: t.Title, Slug: t.Slug, Meta: t.Meta, Blocks: blocks}
	}
	return in, nil
}

// normalised checks a document as a page to publish and answers it as
// checked (trimmed, rich text sanitised, block ids filled in).
func (ps *pageStaff) normalised(ctx context.Context, h db.Handle, id int64, doc PageDocument) (PageDocument, error) {
	in, err := inputOf(id, doc, Draft)
	if err != nil {
		return doc, err
	}
	c, locales, texts, err := checkPage(&in)
	if err != nil {
		return doc, err
	}
	if err := ps.s.checkRefs(ctx, h, c); err != nil {
		return doc, err
	}
	var sites int
	if err := h.Get(ctx, &sites, "SELECT COUNT(*) FROM site WHERE code = ?", in.SiteCode); err != nil {
		return doc, fmt.Errorf("content: check page site: %w", err)
	}
	if sites == 0 {
		return doc, apperr.New(apperr.Invalid, "content.input.unknownSite", "field", "siteCode", "site", in.SiteCode).OnField("siteCode")
	}
	parentURLs, err := ps.s.parentURLs(ctx, h, in, id)
	if err != nil {
		return doc, err
	}
	out := PageDocument{SiteCode: in.SiteCode, ParentID: in.ParentID, Prefix: in.Prefix, HeaderStyle: in.HeaderStyle, Layout: in.Layout,
		Locales: map[i18n.Locale]PageDocumentText{}}
	for _, l := range locales {
		t := texts[l]
		parent, ok := parentURLs[l]
		if !ok {
			parent = parentURLs[i18n.German]
		}
		if err := claimURL(ctx, h, in.SiteCode, l, joinURL(parent, t.slug), id); err != nil {
			return doc, err
		}
		out.Locales[l] = PageDocumentText{Title: in.Locales[l].Title, Slug: t.slug, Meta: in.Locales[l].Meta, Blocks: json.RawMessage(t.blocks)}
	}
	return out, nil
}

func (ps *pageStaff) CreatePage(ctx context.Context, doc PageDocument) (StaffPageDraft, error) {
	const op = "page.create"
	p, sc, err := ps.requireScope(ctx, op, 0)
	if err != nil {
		return StaffPageDraft{}, err
	}
	var id int64
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := ps.s.db.Write()
		norm, err := ps.normalised(ctx, h, 0, doc)
		if err != nil {
			return err
		}
		url, err := docURL(ctx, h, norm)
		if err != nil {
			return err
		}
		if !sc.holds(url) {
			return errOutOfScope
		}
		in, err := inputOf(0, norm, Draft)
		if err != nil {
			return err
		}
		if id, err = ps.s.SavePage(ctx, in); err != nil {
			return err
		}
		if err := ps.writeDraft(ctx, h, id, 0, norm, p, true, "save"); err != nil {
			return err
		}
		return ps.record(ctx, op, id, audit.Done, change("url", "", url), change("title", "", norm.Locales[i18n.German].Title))
	})
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, op, 0)
	}
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.one(ctx, ps.s.db.Read(), pageScope{all: true}, id)
}

// staffName is how drafts and versions name who saved them.
func staffName(p access.Principal) string {
	if p.Name != "" {
		return p.Name
	}
	return p.Email
}

// writeDraft stores doc as the page's draft, revision after current, and
// keeps a version of kind when keep.
func (ps *pageStaff) writeDraft(ctx context.Context, h db.Handle, id, current int64, doc PageDocument, p access.Principal, keep bool, kind string) error {
	body, err := json.Marshal(doc)
	if err != nil {
		return fmt.Errorf("content: encode page %d draft: %w", id, err)
	}
	now := ps.s.clock()
	if current == 0 {
		if _, err := h.Exec(ctx, `INSERT INTO page_draft (page_id, revision, document, saved_at, saved_by) VALUES (?, 1, ?, ?, ?)`,
			id, string(body), now, staffName(p)); err != nil {
			return fmt.Errorf("content: save page %d draft: %w", id, err)
		}
	} else if _, err := h.Exec(ctx, `UPDATE page_draft SET revision = ?, document = ?, saved_at = ?, saved_by = ? WHERE page_id = ?`,
		current+1, string(body), now, staffName(p), id); err != nil {
		return fmt.Errorf("content: save page %d draft: %w", id, err)
	}
	if keep {
		return ps.keepVersion(ctx, h, id, kind, string(body), p)
	}
	return nil
}

func (ps *pageStaff) keepVersion(ctx context.Context, h db.Handle, id int64, kind, body string, p access.Principal) error {
	if _, err := h.Exec(ctx, `INSERT INTO page_version (page_id, kind, document, saved_at, saved_by) VALUES (?, ?, ?, ?, ?)`,
		id, kind, body, ps.s.clock(), staffName(p)); err != nil {
		return fmt.Errorf("content: keep page %d version: %w", id, err)
	}
	return nil
}

// lockDraft reads the page for a change from revision: NotFound outside
// the scope, a Conflict naming who saved meanwhile when the draft moved
// on. A page without a draft row gets one from its published texts.
func (ps *pageStaff) lockDraft(ctx context.Context, h db.Handle, sc pageScope, id, revision int64) (loaded, int64, error) {
	var locked int64
	if err := h.GetForUpdate(ctx, &locked, "SELECT id FROM page WHERE id = ?", id); err != nil && !isNoRows(err) {
		return loaded{}, 0, fmt.Errorf("content: lock page %d: %w", id, err)
	}
	l, err := ps.lookup(ctx, h, sc, id)
	if err != nil {
		return l, 0, err
	}
	current := int64(0)
	if l.row.Revision != nil {
		current = *l.row.Revision
	}
	if revision != current {
		who := ""
		if l.row.SavedBy != nil {
			who = *l.row.SavedBy
		}
		at := ""
		if l.row.SavedAt != nil {
			at = l.row.SavedAt.UTC().Format(time.RFC3339)
		}
		return l, 0, apperr.New(apperr.Conflict, "content.page.changedMeanwhile", "name", who, "at", at, "revision", current)
	}
	return l, current, nil
}

// docChanges lists a document's changed fields for the trail.
func docChanges(before, after PageDocument) []audit.Change {
	var out []audit.Change
	for _, d := range compareDocuments(before, after) {
		out = append(out, change(d.Path, shorten(d.Before), shorten(d.After)))
		if len(out) == 40 {
			break
		}
	}
	return out
}

func shorten(s string) string {
	if len(s) > 300 {
		return truncate(s, 300) + "…"
	}
	return s
}

func (ps *pageStaff) SavePageDraft(ctx context.Context, id, revision int64, doc PageDocument, keepVersion bool) (StaffPageDraft, error) {
	return ps.replaceDraft(ctx, "page.saveDraft", id, revision, keepVersion, "save",
		func(ctx context.Context, h db.Handle, l loaded) (PageDocument, []audit.Change, error) {
			norm, err := ps.normalised(ctx, h, id, doc)
			if err != nil {
				return PageDocument{}, nil, err
			}
			return norm, docChanges(l.doc, norm), nil
		})
}

// replaceDraft is what saving and restoring a draft share: the page's
// permission and scope, its draft locked at the revision the editor
// loaded, the new document (from next, with the trail's changes) kept
// inside the principal's clubs, written (a version kept when keep) and
// recorded as op; the draft as it now is.
func (ps *pageStaff) replaceDraft(ctx context.Context, op string, id, revision int64, keep bool, kind string,
	next func(ctx context.Context, h db.Handle, l loaded) (PageDocument, []audit.Change, error)) (StaffPageDraft, error) {
	p, sc, err := ps.requireScope(ctx, op, id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := ps.s.db.Write()
		l, current, err := ps.lockDraft(ctx, h, sc, id, revision)
		if err != nil {
			return err
		}
		doc, changes, err := next(ctx, h, l)
		if err != nil {
			return err
		}
		url, err := docURL(ctx, h, doc)
		if err != nil {
			return err
		}
		if !sc.holds(url) {
			return apperr.New(apperr.Forbidden, "content.page.outsideClubs").OnField("parentId")
		}
		if err := ps.writeDraft(ctx, h, id, current, doc, p, keep, kind); err != nil {
			return err
		}
		return ps.record(ctx, op, id, audit.Done, changes...)
	})
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, op, id)
	}
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.one(ctx, ps.s.db.Read(), sc, id)
}

func (ps *pageStaff) PublishPage(ctx context.Context, id, revision int64) (StaffPageDraft, error) {
	const op = "page.publish"
	p, sc, err := ps.requireScope(ctx, op, id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		l, current, err := ps.lockDraft(ctx, ps.s.db.Write(), sc, id, revision)
		if err != nil {
			return err
		}
		return ps.publish(ctx, l, current, p, op)
	})
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, op, id)
	}
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.one(ctx, ps.s.db.Read(), sc, id)
}

// publish copies the draft of a locked page to its published texts,
// keeping changed urls (the page's and its subpages') as redirects.
func (ps *pageStaff) publish(ctx context.Context, l loaded, current int64, p access.Principal, op string) error {
	h := ps.s.db.Write()
	id := l.row.ID
	before, err := subtreeURLs(ctx, h, id)
	if err != nil {
		return err
	}
	in, err := inputOf(id, l.doc, Published)
	if err != nil {
		return err
	}
	if _, err := ps.s.SavePage(ctx, in); err != nil {
		return err
	}
	after, err := subtreeURLs(ctx, h, id)
	if err != nil {
		return err
	}
	now := ps.s.clock()
	if l.row.Status == string(Published) {
		for key, old := range before {
			if cur, ok := after[key]; ok && cur != old {
				if _, err := h.Exec(ctx, `DELETE FROM page_redirect WHERE site_code = ? AND locale = ? AND url = ?`,
					l.doc.SiteCode, string(key.locale), old); err != nil {
					return fmt.Errorf("content: keep page %d redirect: %w", id, err)
				}
				if _, err := h.Exec(ctx, `INSERT INTO page_redirect (site_code, locale, url, page_id, created_at) VALUES (?, ?, ?, ?, ?)`,
					l.doc.SiteCode, string(key.locale), old, key.page, now); err != nil {
					return fmt.Errorf("content: keep page %d redirect: %w", id, err)
				}
			}
		}
	}
	// A url a page holds now is no redirect.
	if _, err := h.Exec(ctx, `DELETE FROM page_redirect WHERE EXISTS (SELECT 1 FROM page_locale l
		WHERE l.site_code = page_redirect.site_code AND l.locale = page_redirect.locale AND l.url = page_redirect.url)`); err != nil {
		return fmt.Errorf("content: prune page redirects: %w", err)
	}
	body, err := json.Marshal(l.doc)
	if err != nil {
		return fmt.Errorf("content: encode page %d: %w", id, err)
	}
	if current == 0 {
		if _, err := h.Exec(ctx, `INSERT INTO page_draft (page_id, revision, published_revision, document, saved_at, saved_by) VALUES (?, 1, 1, ?, ?, ?)`,
			id, string(body), now, staffName(p)); err != nil {
			return fmt.Errorf("content: publish page %d: %w", id, err)
		}
	} else if _, err := h.Exec(ctx, `UPDATE page_draft SET published_revision = revision, publish_at = NULL WHERE page_id = ?`, id); err != nil {
		return fmt.Errorf("content: publish page %d: %w", id, err)
	}
	if err := ps.keepVersion(ctx, h, id, "publish", string(body), p); err != nil {
		return err
	}
	published := publishedDocument(l.row.pageRow, l.texts)
	if l.row.Status != string(Published) {
		published = PageDocument{}
	}
	changes := append([]audit.Change{change("status", l.row.Status, string(Published))}, docChanges(published, l.doc)...)
	return ps.record(ctx, op, id, audit.Done, changes...)
}

type urlKey struct {
	page   int64
	locale i18n.Locale
}

// subtreeURLs are the urls of a page and its subpages per language.
func subtreeURLs(ctx context.Context, h db.Handle, id int64) (map[urlKey]string, error) {
	out := map[urlKey]string{}
	ids := []int64{id}
	for depth := 0; len(ids) > 0 && depth <= maxPageDepth+1; depth++ {
		urls, err := pageURLs(ctx, h, ids)
		if err != nil {
			return nil, err
		}
		for p, m := range urls {
			for l, u := range m {
				out[urlKey{p, l}] = u
			}
		}
		var next []int64
		if err := h.Select(ctx, &next, "SELECT id FROM page WHERE parent_id IN ("+db.InList(len(ids))+")", db.Args(ids)...); err != nil {
			return nil, fmt.Errorf("content: subpages of %d: %w", id, err)
		}
		ids = next
	}
	return out, nil
}

func (ps *pageStaff) SchedulePage(ctx context.Context, id, revision int64, at time.Time) (StaffPageDraft, error) {
	const op = "page.schedule"
	p, sc, err := ps.requireScope(ctx, op, id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	if !at.IsZero() && !at.After(ps.s.clock()) {
		return StaffPageDraft{}, apperr.New(apperr.Invalid, "content.page.scheduleInPast").OnField("publishAt")
	}
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := ps.s.db.Write()
		l, current, err := ps.lockDraft(ctx, h, sc, id, revision)
		if err != nil {
			return err
		}
		// What is scheduled must be publishable.
		if _, err := ps.normalised(ctx, h, id, l.doc); err != nil {
			return err
		}
		if current == 0 {
			if err := ps.writeDraft(ctx, h, id, 0, l.doc, p, false, ""); err != nil {
				return err
			}
		}
		var when any
		after := ""
		if !at.IsZero() {
			t := at.UTC().Truncate(time.Microsecond)
			when, after = t, t.Format(time.RFC3339)
		}
		if _, err := h.Exec(ctx, "UPDATE page_draft SET publish_at = ? WHERE page_id = ?", when, id); err != nil {
			return fmt.Errorf("content: schedule page %d: %w", id, err)
		}
		before := ""
		if l.row.PublishAt != nil {
			before = l.row.PublishAt.UTC().Format(time.RFC3339)
		}
		return ps.record(ctx, op, id, audit.Done, change("publish_at", before, after))
	})
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, op, id)
	}
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.one(ctx, ps.s.db.Read(), sc, id)
}

// PublishDueJobKind is the periodic job that publishes scheduled drafts.
const PublishDueJobKind = "content.publishDuePages"

// PublishDueEvery is how often scheduled publications are looked for.
const PublishDueEvery = time.Minute

// PublishDuePages publishes every draft whose scheduled time has come
// (by the service's clock), each in its own transaction, recorded in the
// audit trail for the command line's scheduler; it answers how many.
func PublishDuePages(ctx context.Context, staff PageStaff) (int, error) {
	ps, ok := staff.(*pageStaff)
	if !ok {
		return 0, errors.New("content: publish due pages: not the page staff")
	}
	var due []int64
	if err := ps.s.db.Read().Select(ctx, &due, "SELECT page_id FROM page_draft WHERE publish_at IS NOT NULL AND publish_at <= ? ORDER BY publish_at, page_id",
		ps.s.clock()); err != nil {
		return 0, fmt.Errorf("content: due pages: %w", err)
	}
	ctx = access.CommandLine(ctx, "scheduler")
	p, _ := access.From(ctx)
	n := 0
	for _, id := range due {
		err := ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
			found, err := ps.load(ctx, ps.s.db.Write(), "p.id = ? AND d.publish_at IS NOT NULL AND d.publish_at <= ?", id, ps.s.clock())
			if err != nil || len(found) == 0 {
				return err
			}
			return ps.publish(ctx, found[0], *found[0].row.Revision, p, "page.publishScheduled")
		})
		if err != nil {
			// A draft that no longer validates (a form or image gone)
			// stays scheduled and shows in the trail; the others go on.
			ps.s.log.WarnContext(ctx, "content: publish a scheduled page", "page", id, "error", err)
			continue
		}
		n++
	}
	return n, nil
}

func (ps *pageStaff) UnpublishPage(ctx context.Context, id int64) (StaffPageDraft, error) {
	const op = "page.unpublish"
	_, sc, err := ps.requireScope(ctx, op, id)
	if err != nil {
		return StaffPageDraft{}, err
	}
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := ps.s.db.Write()
		l, err := ps.lookup(ctx, h, sc, id)
		if err != nil {
			return err
		}
		if _, err := h.Exec(ctx, "UPDATE page SET status = ?, updated_at = ? WHERE id = ?", string(Draft), ps.s.clock(), id); err != nil {
			return fmt.Errorf("content: unpublish page %d: %w", id, err)
		}
		if _, err := h.Exec(ctx, "UPDATE page_draft SET publish_at = NULL WHERE page_id = ?", id); err != nil {
			return fmt.Errorf("content: unpublish page %d: %w", id, err)
		}
		if err := relist(ctx, h); err != nil {
			return err
		}
		return ps.record(ctx, op, id, audit.Done, change("status", l.row.Status, string(Draft)))
	})
	if errors.Is(err, errOutOfScope) {
		return StaffPageDraft{}, ps.outOfScope(ctx, op, id)
	}
	if err != nil {
		return StaffPageDraft{}, err
	}
	return ps.one(ctx, ps.s.db.Read(), sc, id)
}

func (ps *pageStaff) StaffDeletePage(ctx context.Context, id int64) error {
	const op = "page.delete"
	_, sc, err := ps.requireScope(ctx, op, id)
	if err != nil {
		return err
	}
	err = ps.s.db.InTransaction(ctx, func(ctx context.Context) error {
		l, err := ps.lookup(ctx, ps.s.db.Write(), sc, id)
		if err != nil {
			return err
		}
		if err := ps.s.DeletePage(ctx, id); err != nil {
			return err
		}
		return ps.record(ctx, op, id, audit.Done, change("url", l.germanURL(), ""), change("title", l.doc.Locales[i18n.German].Title, ""))
	})
	if errors.Is(err, errOutOfScope) {
		return ps.outOfScope(ctx, op, id)
	}
	return err
}

func (ps *pageStaff) PageVersions(ctx context.Context, id int64) ([]PageVersion, error) {
	_, sc, err := ps.requireScope(ctx, "page.versions", id)
	if err != nil {
		return nil, err
	}
	h := ps.s.db.Read()
	if _, err := ps.lookup(ctx, h, sc, id); err != nil {
		if errors.Is(err, errOutOfScope) {
			return nil, ps.outOfScope(ctx, "page.versions", id)
		}
		return nil, err
	}
	var rows []struct {
		ID      int64     `db:"id"`
		Kind    string    `db:"kind"`
		SavedAt time.Time `db:"saved_at"`
		SavedBy string    `db:"saved_by"`
	}
	if err := h.Select(ctx, &rows, "SELECT id, kind, saved_at, saved_by FROM page_version WHERE page_id = ? ORDER BY id DESC LIMIT 200", id); err != nil {
		return nil, fmt.Errorf("content: page %d versions: %w", id, err)
	}
	out := make([]PageVersion, len(rows))
	for i, r := range rows {
		out[i] = PageVersion{ID: r.ID, Kind: r.Kind, SavedAt: r.SavedAt.UTC(), SavedBy: r.SavedBy}
	}
	return out, nil
}

// version reads a kept version's document; 0 is the current draft's.
func (ps *pageStaff) version(ctx context.Context, h db.Handle, l loaded, versionID int64) (PageDocument, error) {
	if versionID == 0 {
		return l.doc, nil
	}
	var body []string
	if err := h.Select(ctx, &body, "SELECT document FROM page_version WHERE id = ? AND page_id = ?", versionID, l.row.ID); err != nil {
		return PageDocument{}, fmt.Errorf("content: page version %d: %w", versionID, err)
	}
	if len(body) == 0 {
		return PageDocument{}, apperr.New(apperr.NotFound, "content.page.versionUnknown", "id", versionID)
	}
	var doc PageDocument
	if err := json.Unmarshal([]byte(body[0]), &doc); err != nil {
		return PageDocument{}, fmt.Errorf("content: page version %d: %w", versionID, err)
	}
	return doc, nil
}

func (ps *pageStaff) ComparePageVersions(ctx context.Context, id, a, b int64) ([]PageDifference, error) {
	_, sc, err := ps.requireScope(ctx, "page.versions", id)
	if err != nil {
		return nil, err
	}
	h := ps.s.db.Read()
	l, err := ps.lookup(ctx, h, sc, id)
	if errors.Is(err, errOutOfScope) {
		return nil, ps.outOfScope(ctx, "page.versions", id)
	}
	if err != nil {
		return nil, err
	}
	before, err := ps.version(ctx, h, l, a)
	if err != nil {
		return nil, err
	}
	after, err := ps.version(ctx, h, l, b)
	if err != nil {
		return nil, err
	}
	return compareDocuments(before, after), nil
}

// compareDocuments lists what differs from a to b: the page's fields,
// each language's title, slug and meta, and its blocks one by one
// (matched by their ids: moved, added, removed or changed).
func compareDocuments(a, b PageDocument) []PageDifference {
	var out []PageDifference
	field := func(path, x, y string) {
		switch {
		case x == y:
		case x == "":
			out = append(out, PageDifference{Path: path, Kind: "added", After: y})
		case y == "":
			out = append(out, PageDifference{Path: path, Kind: "removed", Before: x})
		default:
			out = append(out, PageDifference{Path: path, Kind: "changed", Before: x, After: y})
		}
	}
	id := func(n int64) string {
		if n == 0 {
			return ""
		}
		return strconv.FormatInt(n, 10)
	}
	field("siteCode", a.SiteCode, b.SiteCode)
	field("parentId", id(a.ParentID), id(b.ParentID))
	field("prefix", a.Prefix, b.Prefix)
	field("headerStyle", a.HeaderStyle, b.HeaderStyle)
	field("layout", a.Layout, b.Layout)
	for _, l := range i18n.Locales {
		x, y := a.Locales[l], b.Locales[l]
		p := string(l) + "."
		field(p+"title", x.Title, y.Title)
		field(p+"slug", x.Slug, y.Slug)
		field(p+"meta.title", x.Meta.Title, y.Meta.Title)
		field(p+"meta.description", x.Meta.Description, y.Meta.Description)
		field(p+"meta.robots", x.Meta.Robots, y.Meta.Robots)
		field(p+"meta.image", id(x.Meta.Image.ID), id(y.Meta.Image.ID))
		xb, yb := rawBlocks(x.Blocks), rawBlocks(y.Blocks)
		for i := 0; i < max(len(xb), len(yb)); i++ {
			path := fmt.Sprintf("%sblocks[%d]", p, i)
			var bx, by string
			if i < len(xb) {
				bx = xb[i]
			}
			if i < len(yb) {
				by = yb[i]
			}
			field(path, bx, by)
		}
	}
	return out
}

// rawBlocks are a document's blocks, each as compact JSON.
func rawBlocks(data json.RawMessage) []string {
	var raws []json.RawMessage
	if len(data) == 0 || json.Unmarshal(data, &raws) != nil {
		return nil
	}
	out := make([]string, len(raws))
	for i, r := range raws {
		var v any
		if json.Unmarshal(r, &v) == nil {
			if b, err := json.Marshal(v); err == nil {
				out[i] = string(b)
				continue
			}
		}
		out[i] = string(r)
	}
	return out
}

func (ps *pageStaff) RestorePageVersion(ctx context.Context, id, versionID, revision int64) (StaffPageDraft, error) {
	return ps.replaceDraft(ctx, "page.restore", id, revision, true, "restore",
		func(ctx context.Context, h db.Handle, l loaded) (PageDocument, []audit.Change, error) {
			doc, err := ps.version(ctx, h, l, versionID)
			if err != nil {
				return PageDocument{}, nil, err
			}
			return doc, append([]audit.Change{change("version", "", strconv.FormatInt(versionID, 10))}, docChanges(l.doc, doc)...), nil
		})
}

// PageRedirect answers the url a former url of a page on the site now
// leads to in the locale (ok false when it is none): the storefront
// answers it with a 301. Only published pages are redirected to.
func (s *service) PageRedirect(ctx context.Context, siteCode string, locale i18n.Locale, url string) (string, bool, error) {
	var to []string
	if err := s.db.Read().Select(ctx, &to, `SELECT l.url FROM page_redirect r
		JOIN page p ON p.id = r.page_id AND p.status = 'published'
		JOIN page_locale l ON l.page_id = r.page_id AND l.locale = r.locale
		WHERE r.site_code = ? AND r.locale = ? AND r.url = ?`, siteCode, string(locale), strings.Trim(url, "/")); err != nil {
		return "", false, fmt.Errorf("content: page redirect: %w", err)
	}
	if len(to) == 0 {
		return "", false, nil
	}
	return to[0], true, nil
}

func (ps *pageStaff) PageSites(ctx context.Context) ([]string, error) {
	if _, err := ps.require(ctx, "page.list", 0); err != nil {
		return nil, err
	}
	var codes []string
	if err := ps.s.db.Read().Select(ctx, &codes, "SELECT code FROM site ORDER BY id"); err != nil {
		return nil, fmt.Errorf("content: list sites: %w", err)
	}
	return codes, nil
}
