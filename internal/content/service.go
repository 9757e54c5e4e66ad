package content

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
)

// Paging limits of every collection query.
const (
	DefaultLimit = 10
	MaxLimit     = 100
	// MaxAllLimit caps a query that asks for every match (clubs with
	// limit 0).
	MaxAllLimit = 1000
)

// Options are what the service needs besides the database. Reads and the
// seed's writes need none of them; form submissions need Mail and
// Limiter, uploads Bucket and Limiter.
type Options struct {
	// Bucket keeps uploaded files under form-uploads/.
	Bucket *blob.Bucket
	// Images writes uploaded pictures anew (media.Library.Rewrite).
	Images *media.Library
	// Mail enqueues the mail to the shop in a submission's transaction.
	Mail mail.Sender
	// Limiter counts submissions and uploads per client.
	Limiter ratelimit.Limiter
	// Clock decides countdowns and upload ages; nil is time.Now.
	Clock Clock
	// Logger receives failures that do not fail the request (pruning
	// files); nil discards them.
	Logger *slog.Logger
	// BaseURL is the shop's address, for the mail layout's links.
	BaseURL string
	// PreviewKey signs the links to a page's draft (preview.go): at
	// least 32 bytes, derived from the shop's secret; without it there
	// are no previews.
	PreviewKey []byte
}

type service struct {
	db      *db.DB
	bucket  *blob.Bucket
	images  *media.Library
	mail    mail.Sender
	limiter ratelimit.Limiter
	layout  *mail.Layout
	now     Clock
	log     *slog.Logger
	// previewKey signs preview links (preview.go).
	previewKey []byte
}

// NewService returns the content service on d.
func NewService(d *db.DB, opts Options) Service {
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return &service{db: d, bucket: opts.Bucket, images: opts.Images, mail: opts.Mail, limiter: opts.Limiter, now: opts.Clock, log: opts.Logger,
		layout: mail.NewLayout(opts.BaseURL), previewKey: opts.PreviewKey}
}

func (s *service) CacheVersion(ctx context.Context) (uint64, bool) {
	var n int64
	if err := s.db.Read().Get(ctx, &n, "SELECT n FROM content_revision WHERE id = 1"); err != nil {
		if ctx.Err() == nil {
			s.log.WarnContext(ctx, "content: read the revision", "error", err)
		}
		return 0, false
	}
	return uint64(n), true
}

func (s *service) AnswersChangeAt(context.Context, time.Time) (time.Time, error) {
	return time.Time{}, nil
}

// clock returns the service's time in UTC, to the microsecond both engines
// keep.
func (s *service) clock() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// localeChoice is the language of a read and what fills its gaps.
type localeChoice struct {
	locale, fallback i18n.Locale
	none             bool
}

func choiceOf(opts FindOptions) (localeChoice, error) {
	lc := localeChoice{locale: opts.Locale, fallback: opts.FallbackLocale, none: opts.NoFallback}
	if lc.locale == "" {
		lc.locale = i18n.Default
	}
	if lc.fallback == "" {
		lc.fallback = i18n.Default
	}
	for _, l := range []i18n.Locale{lc.locale, lc.fallback} {
		if _, ok := i18n.Parse(string(l)); !ok {
			return lc, apperr.New(apperr.Invalid, "content.input.locale", "field", "locale", "locale", truncate(string(l), 16)).OnField("locale")
		}
	}
	if lc.none {
		lc.fallback = lc.locale
	}
	return lc, nil
}

// pick returns t in the chosen locale, or in the fallback.
func (lc localeChoice) pick(t Text) string {
	if v := strings.TrimSpace(t[lc.locale]); v != "" {
		return v
	}
	return strings.TrimSpace(t[lc.fallback])
}

func german() localeChoice { return localeChoice{locale: i18n.German, fallback: i18n.German} }

// paging returns the limit and page of a query; all answers up to
// MaxAllLimit at once.
func paging(opts FindOptions, allowAll bool) (limit, page int, err error) {
	if opts.All && allowAll {
		return MaxAllLimit, 1, nil
	}
	limit, page = opts.Limit, opts.Page
	if limit == 0 {
		limit = DefaultLimit
	}
	if page == 0 {
		page = 1
	}
	if limit < 1 || limit > MaxLimit {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.pageSize", "max", MaxLimit).OnField("limit")
	}
	if page < 1 {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("page")
	}
	if page > 100_000 {
		return 0, 0, apperr.New(apperr.Invalid, "content.input.range", "field", "page", "min", 1, "max", 100_000).OnField("page")
	}
	return limit, page, nil
}

// collectionQuery is a collection read checked and turned into SQL: the
// texts' language, the filter, the order and the page.
type collectionQuery struct {
	lc          localeChoice
	cond        string
	args        []any
	order       string
	limit, page int
	all         bool
}

// queryOf checks a collection read (locale, paging, where, sort) against
// the collection's columns; defaultOrder sorts when opts names no sort.
// allowAll lets opts.All answer every document at once.
func queryOf(opts FindOptions, columns fieldColumns, defaultOrder string, allowAll bool) (collectionQuery, error) {
	lc, err := choiceOf(opts)
	if err != nil {
		return collectionQuery{}, err
	}
	limit, page, err := paging(opts, allowAll)
	if err != nil {
		return collectionQuery{}, err
	}
	cond, args, err := whereSQL(opts.Where, columns)
	if err != nil {
		return collectionQuery{}, err
	}
	order, err := orderBy(opts.Sort, columns, defaultOrder)
	if err != nil {
		return collectionQuery{}, err
	}
	return collectionQuery{lc: lc, cond: cond, args: args, order: order, limit: limit, page: page, all: opts.All && allowAll}, nil
}

// window is the SQL that orders and cuts the list, and args with its
// limit and offset added.
func (q collectionQuery) window(args []any) (string, []any) {
	return " ORDER BY " + q.order + " LIMIT ? OFFSET ?", append(args, q.limit, (q.page-1)*q.limit)
}

// countAndList counts the rows of from (" FROM … WHERE …") and reads the
// query's page of them, with columns, into rows of type R; what names the
// collection in errors.
func countAndList[R any](ctx context.Context, h db.Handle, q collectionQuery, what, columns, from string, args []any) (int, []R, error) {
	var total int
	if err := h.Get(ctx, &total, "SELECT COUNT(*)"+from, args...); err != nil {
		return 0, nil, fmt.Errorf("content: count %s: %w", what, err)
	}
	var rows []R
	window, windowArgs := q.window(args)
	if err := h.Select(ctx, &rows, "SELECT "+columns+from+window, windowArgs...); err != nil {
		return 0, nil, fmt.Errorf("content: list %s: %w", what, err)
	}
	return total, rows, nil
}

// pageFor builds the answer of a collection read.
func pageFor[T any](q collectionQuery, docs []T, total int) Page[T] {
	return pageOf(docs, total, q.limit, q.page, q.all)
}

// pageOf builds the answer of a query.
func pageOf[T any](docs []T, total, limit, page int, all bool) Page[T] {
	if all {
		return Page[T]{Docs: docs, TotalDocs: total, Limit: 0, Page: 1, TotalPages: 1}
	}
	return Page[T]{Docs: docs, TotalDocs: total, Limit: limit, Page: page, TotalPages: (total + limit - 1) / limit}
}

// nullString maps "" to NULL.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// nullID maps 0 to NULL.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func encodeJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("content: encode: %w", err)
	}
	return string(b), nil
}

// isNoRows reports whether err means "no such row".
func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// resolveRefs loads the images and forms a read's documents reference and
// fills them in; references to what is gone stay empty.
func (s *service) resolveRefs(ctx context.Context, h db.Handle, c *checker, lc localeChoice) error {
	if len(c.media) > 0 {
		ids := make([]int64, 0, len(c.media))
		for _, r := range c.media {
			ids = append(ids, r.ID)
		}
		found, err := s.loadImages(ctx, h, ids, lc)
		if err != nil {
			return err
		}
		for _, r := range c.media {
			r.Media = found[r.ID]
		}
	}
	if len(c.forms) > 0 {
		ids := make([]int64, 0, len(c.forms))
		for _, r := range c.forms {
			ids = append(ids, r.ID)
		}
		found, err := s.loadForms(ctx, h, ids, lc)
		if err != nil {
			return err
		}
		for _, r := range c.forms {
			if f, ok := found[r.ID]; ok {
				r.Form = &f
			}
		}
	}
	return nil
}

// checkRefs refuses a write whose images or forms do not exist.
func (s *service) checkRefs(ctx context.Context, h db.Handle, c *checker) error {
	if len(c.media) > 0 {
		ids := make([]int64, 0, len(c.media))
		for _, r := range c.media {
			ids = append(ids, r.ID)
		}
		found, err := s.loadMedia(ctx, h, ids, german())
		if err != nil {
			return err
		}
		for _, r := range c.media {
			if m := found[r.ID]; m != nil && m.IsDocument() {
				return apperr.New(apperr.Invalid, "content.input.notAnImage", "id", r.ID).OnField("image")
			}
			if found[r.ID] == nil {
				return apperr.New(apperr.Invalid, "content.input.unknownMedia", "field", "image", "id", r.ID).OnField("image")
			}
		}
	}
	if len(c.forms) > 0 {
		for _, r := range c.forms {
			var n int
			if err := h.Get(ctx, &n, "SELECT COUNT(*) FROM form WHERE id = ?", r.ID); err != nil {
				return fmt.Errorf("content: check form %d: %w", r.ID, err)
			}
			if n == 0 {
				return apperr.New(apperr.Invalid, "content.input.unknownForm", "field", "form", "id", r.ID).OnField("form")
			}
		}
	}
	for _, r := range c.sales {
		var n int
		if err := h.Get(ctx, &n, "SELECT COUNT(*) FROM sales_event WHERE id = ?", r.id); err != nil {
			return fmt.Errorf("content: check sales event %d: %w", r.id, err)
		}
		if n == 0 {
			return apperr.New(apperr.Invalid, "sales.countdown.unknownEvent", "field", r.field, "id", r.id).OnField(r.field)
		}
	}
	return nil
}

// localeRow is one language's texts of a document, as stored.
type localeRow struct {
	DocID  int64  `db:"doc_id"`
	Locale string `db:"locale"`
	Title  string `db:"title"`
	Slug   string `db:"slug"`
	URL    string `db:"url"`
	Meta   string `db:"meta"`
	Blocks string `db:"blocks"`
}

// chosen picks the row of the chosen locale, else the fallback's.
func (lc localeChoice) chosen(rows map[i18n.Locale]*localeRow) *localeRow {
	if r := rows[lc.locale]; r != nil {
		return r
	}
	return rows[lc.fallback]
}

// blocksOf decodes the blocks of the chosen locale, falling back to the
// fallback's when the locale has none of its own.
func (lc localeChoice) blocksOf(rows map[i18n.Locale]*localeRow) string {
	if r := rows[lc.locale]; r != nil && r.Blocks != "" && r.Blocks != "[]" {
		return r.Blocks
	}
	if r := rows[lc.fallback]; r != nil {
		return r.Blocks
	}
	return "[]"
}

// metaOf decodes meta per field: a field the locale leaves empty is taken
// from the fallback.
func (lc localeChoice) metaOf(rows map[i18n.Locale]*localeRow) Meta {
	var own, fb Meta
	if r := rows[lc.locale]; r != nil {
		_ = json.Unmarshal([]byte(r.Meta), &own)
	}
	if r := rows[lc.fallback]; r != nil && lc.fallback != lc.locale {
		_ = json.Unmarshal([]byte(r.Meta), &fb)
	}
	if own.Title == "" {
		own.Title = fb.Title
	}
	if own.Description == "" {
		own.Description = fb.Description
	}
	if own.Image.ID == 0 {
		own.Image = fb.Image
	}
	if own.Robots == "" {
		own.Robots = fb.Robots
	}
	return own
}

// decodeStoredBlocks reads stored blocks; a damaged document is logged and
// shown as no blocks rather than failing the page.
func (s *service) decodeStoredBlocks(ctx context.Context, what string, id int64, data string) []Block {
	if data == "" {
		return []Block{}
	}
	blocks, err := DecodeBlocks([]byte(data), false)
	if err != nil {
		s.log.ErrorContext(ctx, "content: stored blocks cannot be read", "document", what, "id", id, "error", err)
		return []Block{}
	}
	return blocks
}

// loadLocaleRows reads the rows of the chosen locales of some documents
// from table, whose id column is idColumn; columns lists the localeRow
// columns the table has (others are selected as ”).
func loadLocaleRows(ctx context.Context, h db.Handle, table, idColumn, columns string, ids []int64, lc localeChoice) (map[int64]map[i18n.Locale]*localeRow, error) {
	out := map[int64]map[i18n.Locale]*localeRow{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []localeRow
	query := "SELECT " + idColumn + " AS doc_id, locale, " + columns + " FROM " + table +
		" WHERE " + idColumn + " IN (" + db.InList(len(ids)) + ") AND locale IN (?, ?)"
	if err := h.Select(ctx, &rows, query, append(db.Args(ids), string(lc.locale), string(lc.fallback))...); err != nil {
		return nil, fmt.Errorf("content: load %s: %w", table, err)
	}
	for i := range rows {
		r := &rows[i]
		if out[r.DocID] == nil {
			out[r.DocID] = map[i18n.Locale]*localeRow{}
		}
		out[r.DocID][i18n.Locale(r.Locale)] = r
	}
	return out, nil
}

// sortedLocales returns the keys of a per-locale map: the known locales in
// their order, then any unknown ones (which validation refuses).
func sortedLocales[T any](m map[i18n.Locale]T) []i18n.Locale {
	var out []i18n.Locale
	for _, l := range i18n.Locales {
		if _, ok := m[l]; ok {
			out = append(out, l)
		}
	}
	for l := range m {
		if _, ok := i18n.Parse(string(l)); !ok {
			out = append(out, l)
		}
	}
	return out
}
