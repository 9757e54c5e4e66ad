package content

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"regexp"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// salesColumns maps the sales events collection's fields to SQL over
// sales_event s and its rows in the chosen locale (l) and the fallback (f).
// The access key is not among them: in a filter it is a credential that
// opens a private sale, never a condition that could probe the secret or
// hide a public sale.
var salesColumns = fieldColumns{
	"id":        "s.id",
	"slug":      "s.slug",
	"title":     "COALESCE(NULLIF(l.title, ''), f.title)",
	"from":      "s.starts_at",
	"to":        "s.ends_at",
	"createdAt": "s.created_at",
	"updatedAt": "s.updated_at",
}

var accessKeyPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{16,128}$`)

type salesRow struct {
	ID               int64     `db:"id"`
	Slug             string    `db:"slug"`
	Status           string    `db:"status"`
	StartsAt         time.Time `db:"starts_at"`
	EndsAt           time.Time `db:"ends_at"`
	Repeat           string    `db:"repeat_mode"`
	IsPrivate        bool      `db:"is_private"`
	AccessKey        *string   `db:"access_key"`
	SalesType        string    `db:"sales_type"`
	CategoryID       *string   `db:"category_id"`
	SingleProductSKU *string   `db:"single_product_sku"`
	CreatedAt        time.Time `db:"created_at"`
	UpdatedAt        time.Time `db:"updated_at"`
}

const salesRowColumns = "s.id, s.slug, s.status, s.starts_at, s.ends_at, s.repeat_mode, s.is_private, s.access_key, s.sales_type, s.category_id, s.single_product_sku, s.created_at, s.updated_at"

func (s *service) SalesEvents(ctx context.Context, opts FindOptions) (Page[SalesEvent], error) {
	var page Page[SalesEvent]
	if err := onlyEquals(opts.Where, "accessKey"); err != nil {
		return page, err
	}
	inner := opts
	inner.Where = withoutField(opts.Where, "accessKey")
	q, err := queryOf(inner, salesColumns, "s.starts_at", false)
	if err != nil {
		return page, err
	}
	lc, cond, args := q.lc, q.cond, q.args
	if !opts.Unrestricted {
		// Active sales only; a private one only when the filter pins both
		// its slug and its key, which the link the shop sends carries.
		cond += " AND s.status = 'active'"
		slug, slugPinned := pinnedEquals(opts.Where, "slug")
		key, keyPinned := pinnedEquals(opts.Where, "accessKey")
		if slugPinned && keyPinned {
			cond += " AND (s.is_private = FALSE OR (s.slug = ? AND s.access_key = ?))"
			args = append(args, slug, key)
		} else {
			cond += " AND s.is_private = FALSE"
		}
	}
	from := ` FROM sales_event s
		LEFT JOIN sales_event_locale l ON l.sales_event_id = s.id AND l.locale = ?
		LEFT JOIN sales_event_locale f ON f.sales_event_id = s.id AND f.locale = ?
		WHERE (l.sales_event_id IS NOT NULL OR f.sales_event_id IS NOT NULL) AND ` + cond
	args = append([]any{string(lc.locale), string(lc.fallback)}, args...)
	h := s.db.Read()
	total, rows, err := countAndList[salesRow](ctx, h, q, "sales events", salesRowColumns, from, args)
	if err != nil {
		return page, err
	}
	docs, err := s.salesEvents(ctx, h, rows, lc, opts.Unrestricted)
	if err != nil {
		return page, err
	}
	return pageFor(q, docs, total), nil
}

func (s *service) SalesEventBySlug(ctx context.Context, locale i18n.Locale, slug, accessKey string) (SalesEvent, error) {
	w := &Where{Fields: map[string]Condition{"slug": {Equals: slug}}}
	if accessKey != "" {
		w.Fields["accessKey"] = Condition{Equals: accessKey}
	}
	result, err := s.SalesEvents(ctx, FindOptions{Locale: locale, Limit: 1, Where: w})
	if err != nil {
		return SalesEvent{}, err
	}
	if len(result.Docs) == 0 {
		return SalesEvent{}, apperr.New(apperr.NotFound, "content.sale.notFound", "slug", truncate(slug, 100))
	}
	return result.Docs[0], nil
}

// onlyEquals refuses any comparison but equals on field anywhere in w: a
// secret may be matched, never probed.
func onlyEquals(w *Where, field string) error {
	if w == nil {
		return nil
	}
	if c, ok := w.Fields[field]; ok {
		if c.NotEquals != nil || c.In != nil || c.NotIn != nil || c.Like != nil || c.Contains != nil || c.Exists != nil {
			return apperr.New(apperr.Invalid, "content.input.equalsOnly", "field", field).OnField("where." + field)
		}
		if v, isText := c.Equals.(string); isText && (len(v) > maxFilterValue || !printable(v, false)) {
			return apperr.New(apperr.Invalid, "content.input.characters", "field", field).OnField("where." + field)
		}
	}
	for _, group := range [][]Where{w.And, w.Or} {
		for i := range group {
			if err := onlyEquals(&group[i], field); err != nil {
				return err
			}
		}
	}
	return nil
}

// withoutField returns a copy of w without the conditions on field.
func withoutField(w *Where, field string) *Where {
	if w == nil {
		return nil
	}
	out := &Where{Fields: make(map[string]Condition, len(w.Fields))}
	for k, c := range w.Fields {
		if k != field {
			out.Fields[k] = c
		}
	}
	for i := range w.And {
		out.And = append(out.And, *withoutField(&w.And[i], field))
	}
	for i := range w.Or {
		out.Or = append(out.Or, *withoutField(&w.Or[i], field))
	}
	return out
}

// salesEvents completes rows: title, blocks and meta in lc, countdown.
func (s *service) salesEvents(ctx context.Context, h db.Handle, rows []salesRow, lc localeChoice, unrestricted bool) ([]SalesEvent, error) {
	docs := make([]SalesEvent, 0, len(rows))
	if len(rows) == 0 {
		return docs, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	texts, err := loadLocaleRows(ctx, h, "sales_event_locale", "sales_event_id", "title, '' AS slug, '' AS url, meta, blocks", ids, lc)
	if err != nil {
		return nil, err
	}
	now := s.clock()
	for _, r := range rows {
		ev := SalesEvent{
			ID: r.ID, Slug: r.Slug, Title: titleOf(lc, texts[r.ID]), Status: SalesEventStatus(r.Status),
			From: r.StartsAt.UTC(), To: r.EndsAt.UTC(), Repeat: Repeat(r.Repeat),
			Settings:  SalesSettings{IsPrivateSale: r.IsPrivate, SalesType: SalesType(r.SalesType)},
			Meta:      lc.metaOf(texts[r.ID]),
			Blocks:    s.decodeStoredBlocks(ctx, "sales event", r.ID, lc.blocksOf(texts[r.ID])),
			CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
		}
		if r.CategoryID != nil {
			ev.Settings.CategoryID = *r.CategoryID
		}
		if r.SingleProductSKU != nil {
			ev.Settings.SingleProductSKU = *r.SingleProductSKU
		}
		if unrestricted && r.AccessKey != nil {
			ev.AccessKey = *r.AccessKey
		}
		ev.Countdown = CountdownAt(ev.From, ev.To, ev.Repeat, now)
		docs = append(docs, ev)
	}
	c := &checker{reading: true}
	for i := range docs {
		c.meta("meta", &docs[i].Meta)
		c.blocks("blocks", docs[i].Blocks)
	}
	if err := s.resolveRefs(ctx, h, c, lc); err != nil {
		return nil, err
	}
	return docs, nil
}

// The earliest and latest times a sale may name.
var (
	earliestSale = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	latestSale   = time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)
)

func (s *service) SaveSalesEvent(ctx context.Context, in SalesEventInput) (int64, error) {
	c := &checker{}
	status, repeat := string(in.Status), string(in.Repeat)
	c.choice("status", &status, "", string(SalesActive), string(SalesInactive))
	c.choice("repeat", &repeat, string(RepeatNone), string(RepeatNone), string(RepeatDaily), string(RepeatWeekly), string(RepeatMonthly))
	c.slug("slug", &in.Slug, true)
	in.From, in.To = in.From.UTC().Truncate(time.Second), in.To.UTC().Truncate(time.Second)
	switch {
	case in.From.Before(earliestSale) || !in.From.Before(latestSale):
		c.fail("from", "content.input.date")
	case in.To.Before(earliestSale) || !in.To.Before(latestSale):
		c.fail("to", "content.input.date")
	case !in.From.Before(in.To):
		c.fail("to", "content.input.dateOrder")
	case !windowFits(in.From, in.To, Repeat(repeat)):
		c.fail("to", "content.input.window", "repeat", repeat)
	}
	kind := string(in.Settings.SalesType)
	c.choice("settings.salesType", &kind, "", string(SalesCategory), string(SalesSingleProduct))
	switch SalesType(kind) {
	case SalesCategory:
		in.Settings.SingleProductSKU = ""
		c.pattern("settings.categoryId", &in.Settings.CategoryID, categoryIDPattern, "content.input.categoryId", true)
	case SalesSingleProduct:
		in.Settings.CategoryID = ""
		c.pattern("settings.singleProductSku", &in.Settings.SingleProductSKU, skuPattern, "content.input.sku", true)
	}
	if in.Settings.IsPrivateSale {
		c.pattern("accessKey", &in.AccessKey, accessKeyPattern, "content.input.accessKey", false)
	} else {
		in.AccessKey = ""
	}
	locales := map[i18n.Locale]ClubTexts{}
	for l, t := range in.Locales {
		locales[l] = ClubTexts{Meta: t.Meta, Blocks: t.Blocks}
	}
	texts := s.checkMetaBlocks(c, locales)
	for l, t := range texts {
		title := in.Locales[l].Title
		c.text("locales."+string(l)+".title", &title, maxShortText, true)
		t.title = title
		texts[l] = t
	}
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
		if id, err = findBySlug(ctx, tx, "sales_event", id, in.Slug, "content.sale.unknown", "content.sale.slugTaken"); err != nil {
			return err
		}
		if in.Settings.IsPrivateSale && in.AccessKey == "" {
			// Keep the key the links sent out carry; a new private sale
			// gets a random one.
			var current *string
			if id != 0 {
				if err := tx.Get(ctx, &current, "SELECT access_key FROM sales_event WHERE id = ?", id); err != nil {
					return fmt.Errorf("content: load sales event %d: %w", id, err)
				}
			}
			if current != nil {
				in.AccessKey = *current
			} else if in.AccessKey, err = newAccessKey(); err != nil {
				return err
			}
		}
		now := s.clock()
		args := []any{in.Slug, status, in.From, in.To, repeat, in.Settings.IsPrivateSale, nullString(in.AccessKey), kind,
			nullString(in.Settings.CategoryID), nullString(in.Settings.SingleProductSKU), now}
		if id == 0 {
			err = tx.Get(ctx, &id, `INSERT INTO sales_event (slug, status, starts_at, ends_at, repeat_mode, is_private, access_key,
				sales_type, category_id, single_product_sku, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
				append(args, now)...)
		} else {
			_, err = tx.Exec(ctx, `UPDATE sales_event SET slug = ?, status = ?, starts_at = ?, ends_at = ?, repeat_mode = ?,
				is_private = ?, access_key = ?, sales_type = ?, category_id = ?, single_product_sku = ?, updated_at = ?,
				version = version + 1 WHERE id = ?`,
				append(args, id)...)
		}
		if err != nil {
			return fmt.Errorf("content: save sales event %s: %w", in.Slug, err)
		}
		if err := replaceTexts(ctx, tx, "sales_event_locale", "sales_event_id", id, texts, true); err != nil {
			return err
		}
		return placeForms(ctx, tx, "sales_event_id", id, c)
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}

// newAccessKey returns 192 random bits, base64url: a private sale's link
// secret.
func newAccessKey() (string, error) {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("content: make access key: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *service) DeleteSalesEvent(ctx context.Context, id int64) error {
	return deleteByID(ctx, s.db, "sales_event", id, "content.sale.unknown")
}
