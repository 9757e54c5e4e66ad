package content

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/salewindow"
)

// SalesStaff is the back office's side of the sales events (issue 27,
// point 3): the events with their windows, the goods they reduce and the
// reduction, which the catalogue keeps as the event's sale rule
// (catalog.SaleRules) and prices the storefront by. Every method asks
// access.ContentManage and records a refusal; every write records who
// changed what with before and after, in the transaction of the change
// (the event and its rule are written together). A club manager sees and
// changes only the events whose goods all belong to their clubs: SKUs
// with their clubs' prefixes, categories under their clubs' shop root
// categories; another event is NotFound to them.
type SalesStaff interface {
	StaffSalesEvents(ctx context.Context) ([]StaffSalesEvent, error)
	StaffSalesEvent(ctx context.Context, id int64) (StaffSalesEvent, error)
	// StaffSaveSalesEvent creates (ID 0) or changes an event and its
	// rule. Events that reduce some of the same goods at an overlapping
	// time are answered as a warning, never refused.
	StaffSaveSalesEvent(ctx context.Context, in StaffSalesEventInput) (StaffSalesEvent, []SaleOverlap, error)
	// StaffSaleOverlaps are the warnings a save of in would give.
	StaffSaleOverlaps(ctx context.Context, in StaffSalesEventInput) ([]SaleOverlap, error)
	// StaffDeleteSalesEvent removes an event; its rule ends (the prices
	// it charged stay in the catalogue's record).
	StaffDeleteSalesEvent(ctx context.Context, id int64) error
}

// StaffSalesEvent is an event as the back office edits it.
type StaffSalesEvent struct {
	ID        int64
	Slug      string
	Status    SalesEventStatus
	From, To  time.Time
	Repeat    Repeat
	IsPrivate bool
	AccessKey string
	// Percent is the reduction in whole per cent, AmountOff the one in
	// cents per piece (at most one of them set, both 0 for none); SKUs
	// and CategoryIDs the goods (also where the sale's page leads: its
	// first category, else its first product).
	Percent     int
	AmountOff   int64
	SKUs        []string
	CategoryIDs []int64
	Texts       map[i18n.Locale]StaffSalesTexts
	Countdown   Countdown
	UpdatedAt   time.Time
	// Version counts the event's saves; a save names the one it loaded.
	Version int
}

// StaffSalesTexts are an event's texts in one language with its splash
// blocks as the block input JSON (the page editor's). In an input, nil
// Blocks keep the stored ones.
type StaffSalesTexts struct {
	Title           string
	MetaTitle       string
	MetaDescription string
	Blocks          json.RawMessage
}

// StaffSalesEventInput creates or changes an event.
type StaffSalesEventInput struct {
	ID          int64
	Slug        string
	Status      SalesEventStatus
	From, To    time.Time
	Repeat      Repeat
	IsPrivate   bool
	Percent     int
	AmountOff   int64
	SKUs        []string
	CategoryIDs []int64
	Texts       map[i18n.Locale]StaffSalesTexts
	// Version is the one the editor loaded (changing an event); another
	// is a Conflict.
	Version int
}

// SaleOverlap names an event that reduces some of the same goods at an
// overlapping time.
type SaleOverlap struct {
	ID    int64
	Slug  string
	Title string
}

// SalesStaffOptions builds the sales events' staff side.
type SalesStaffOptions struct {
	Content Service
	Rules   catalog.SaleRules
	Audit   interface {
		Record(ctx context.Context, e audit.Entry) error
	}
}

type salesStaff struct {
	s     *service
	rules catalog.SaleRules
	audit interface {
		Record(ctx context.Context, e audit.Entry) error
	}
}

// NewSalesStaff returns the sales events' staff side.
func NewSalesStaff(o SalesStaffOptions) (SalesStaff, error) {
	s, ok := o.Content.(*service)
	if !ok || o.Rules == nil || o.Audit == nil {
		return nil, errors.New("content: the sales staff needs the content service, the catalogue's sale rules and the audit trail")
	}
	return &salesStaff{s: s, rules: o.Rules, audit: o.Audit}, nil
}

func (st *salesStaff) record(ctx context.Context, op, id string, outcome audit.Outcome, changes ...audit.Change) error {
	if err := st.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "sales_event", ObjectID: id, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("content: %s: audit: %w", op, err)
	}
	return nil
}

func (st *salesStaff) require(ctx context.Context, op, id string) (access.Principal, error) {
	p, err := access.Require(ctx, access.ContentManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := st.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// salesScope is what a principal may touch.
type salesScope struct {
	all      bool
	prefixes []string
	roots    []int64
}

func (st *salesStaff) scopeOf(ctx context.Context, p access.Principal) (salesScope, error) {
	if !p.Role.Scoped() {
		return salesScope{all: true}, nil
	}
	sc := salesScope{prefixes: p.ClubSKUPrefixes}
	if len(p.Clubs) == 0 {
		return sc, nil
	}
	var roots []string
	if err := st.s.db.Read().Select(ctx, &roots, `SELECT shop_root_category_id FROM club WHERE id IN (`+db.InList(len(p.Clubs))+`)`,
		db.Args(p.Clubs)...); err != nil {
		return sc, fmt.Errorf("content: the clubs' root categories: %w", err)
	}
	for _, r := range roots {
		if id, err := strconv.ParseInt(strings.TrimSpace(r), 10, 64); err == nil && id > 0 {
			sc.roots = append(sc.roots, id)
		}
	}
	return sc, nil
}

// holds reports whether every good of skus and categories belongs to the
// scope; nothing at all belongs only to the unrestricted.
func (st *salesStaff) holds(ctx context.Context, sc salesScope, skus []string, cats []int64) (bool, error) {
	if sc.all {
		return true, nil
	}
	if len(skus)+len(cats) == 0 {
		return false, nil
	}
	for _, sku := range skus {
		if !slices.ContainsFunc(sc.prefixes, func(p string) bool { return p != "" && strings.HasPrefix(sku, p) }) {
			return false, nil
		}
	}
	if len(cats) == 0 {
		return true, nil
	}
	if len(sc.roots) == 0 {
		return false, nil
	}
	return st.rules.CategoriesWithin(ctx, cats, sc.roots)
}

// eventRow is an event's own columns.
type eventRow struct {
	ID        int64     `db:"id"`
	Slug      string    `db:"slug"`
	Status    string    `db:"status"`
	StartsAt  time.Time `db:"starts_at"`
	EndsAt    time.Time `db:"ends_at"`
	Repeat    string    `db:"repeat_mode"`
	IsPrivate bool      `db:"is_private"`
	AccessKey *string   `db:"access_key"`
	SalesType string    `db:"sales_type"`
	Category  *string   `db:"category_id"`
	SKU       *string   `db:"single_product_sku"`
	UpdatedAt time.Time `db:"updated_at"`
	Version   int       `db:"version"`
}

const eventColumns = `id, slug, status, starts_at, ends_at, repeat_mode, is_private, access_key, sales_type, category_id, single_product_sku, updated_at, version`

type eventText struct {
	EventID int64  `db:"sales_event_id"`
	Locale  string `db:"locale"`
	Title   string `db:"title"`
	Meta    string `db:"meta"`
	Blocks  string `db:"blocks"`
}

// load reads events (all for ids nil) with their texts and rules.
func (st *salesStaff) load(ctx context.Context, ids []int64) ([]StaffSalesEvent, error) {
	h := st.s.db.Read()
	var rows []eventRow
	var err error
	if ids == nil {
		err = h.Select(ctx, &rows, `SELECT `+eventColumns+` FROM sales_event ORDER BY starts_at DESC, id DESC`)
	} else if len(ids) > 0 {
		err = h.Select(ctx, &rows, `SELECT `+eventColumns+` FROM sales_event WHERE id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...)
	}
	if err != nil {
		return nil, fmt.Errorf("content: load sales events: %w", err)
	}
	out := make([]StaffSalesEvent, 0, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	all := make([]int64, len(rows))
	for i, r := range rows {
		all[i] = r.ID
	}
	var texts []eventText
	if err := h.Select(ctx, &texts, `SELECT sales_event_id, locale, title, meta, blocks FROM sales_event_locale
		WHERE sales_event_id IN (`+db.InList(len(all))+`)`, db.Args(all)...); err != nil {
		return nil, fmt.Errorf("content: load sales event texts: %w", err)
	}
	rules, err := st.rules.SaleRules(ctx, all)
	if err != nil {
		return nil, err
	}
	now := st.s.clock()
	byID := map[int64]int{}
	for _, r := range rows {
		ev := StaffSalesEvent{ID: r.ID, Slug: r.Slug, Status: SalesEventStatus(r.Status), From: r.StartsAt.UTC(), To: r.EndsAt.UTC(),
			Repeat: Repeat(r.Repeat), IsPrivate: r.IsPrivate, SKUs: []string{}, CategoryIDs: []int64{},
			Texts: map[i18n.Locale]StaffSalesTexts{}, UpdatedAt: r.UpdatedAt.UTC(), Version: r.Version}
		if r.AccessKey != nil && r.IsPrivate {
			ev.AccessKey = *r.AccessKey
		}
		if rule, ok := rules[r.ID]; ok {
			ev.Percent, ev.AmountOff, ev.SKUs, ev.CategoryIDs = rule.Percent, int64(rule.AmountOff), rule.SKUs, rule.CategoryIDs
		} else if SalesType(r.SalesType) == SalesCategory && r.Category != nil {
			if id, err := strconv.ParseInt(*r.Category, 10, 64); err == nil {
				ev.CategoryIDs = []int64{id}
			}
		} else if r.SKU != nil {
			ev.SKUs = []string{*r.SKU}
		}
		ev.Countdown = CountdownAt(ev.From, ev.To, ev.Repeat, now)
		byID[r.ID] = len(out)
		out = append(out, ev)
	}
	for _, t := range texts {
		i, ok := byID[t.EventID]
		if !ok {
			continue
		}
		var meta Meta
		_ = json.Unmarshal([]byte(t.Meta), &meta)
		blocks := json.RawMessage(t.Blocks)
		if !json.Valid(blocks) || string(blocks) == "null" {
			blocks = json.RawMessage("[]")
		}
		out[i].Texts[i18n.Locale(t.Locale)] = StaffSalesTexts{Title: t.Title, MetaTitle: meta.Title, MetaDescription: meta.Description, Blocks: blocks}
	}
	return out, nil
}

func (st *salesStaff) StaffSalesEvents(ctx context.Context) ([]StaffSalesEvent, error) {
	p, err := st.require(ctx, "sales_event.list", "")
	if err != nil {
		return nil, err
	}
	sc, err := st.scopeOf(ctx, p)
	if err != nil {
		return nil, err
	}
	all, err := st.load(ctx, nil)
	if err != nil {
		return nil, err
	}
	out := all[:0:0]
	for _, ev := range all {
		ok, err := st.holds(ctx, sc, ev.SKUs, ev.CategoryIDs)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, ev)
		}
	}
	return out, nil
}

// one reads an event the principal may touch; NotFound otherwise (a
// club manager's refusal is recorded).
func (st *salesStaff) one(ctx context.Context, op string, id int64, sc salesScope) (StaffSalesEvent, error) {
	list, err := st.load(ctx, []int64{id})
	if err != nil {
		return StaffSalesEvent{}, err
	}
	notFound := apperr.New(apperr.NotFound, "content.sale.unknown", "id", id)
	if len(list) == 0 {
		return StaffSalesEvent{}, notFound
	}
	ok, err := st.holds(ctx, sc, list[0].SKUs, list[0].CategoryIDs)
	if err != nil {
		return StaffSalesEvent{}, err
	}
	if !ok {
		if rerr := st.record(ctx, op, strconv.FormatInt(id, 10), audit.Refused); rerr != nil {
			return StaffSalesEvent{}, errors.Join(notFound, rerr)
		}
		return StaffSalesEvent{}, notFound
	}
	return list[0], nil
}

func (st *salesStaff) StaffSalesEvent(ctx context.Context, id int64) (StaffSalesEvent, error) {
	p, err := st.require(ctx, "sales_event.read", strconv.FormatInt(id, 10))
	if err != nil {
		return StaffSalesEvent{}, err
	}
	sc, err := st.scopeOf(ctx, p)
	if err != nil {
		return StaffSalesEvent{}, err
	}
	return st.one(ctx, "sales_event.read", id, sc)
}

// ruleOf is the catalogue's rule of an input; nil for no reduction.
func ruleOf(in StaffSalesEventInput) *catalog.SaleRule {
	if (in.Percent == 0 && in.AmountOff == 0) || in.Status != SalesActive || in.IsPrivate {
		return nil
	}
	return &catalog.SaleRule{Percent: in.Percent, AmountOff: catalog.Money(in.AmountOff), From: in.From, To: in.To, Repeat: salewindow.Repeat(in.Repeat),
		SKUs: in.SKUs, CategoryIDs: in.CategoryIDs}
}

// cleanGoods trims and deduplicates the goods.
func cleanGoods(in *StaffSalesEventInput) {
	skus := []string{}
	for _, s := range in.SKUs {
		if s = strings.TrimSpace(s); s != "" && !slices.Contains(skus, s) {
			skus = append(skus, s)
		}
	}
	cats := []int64{}
	for _, c := range in.CategoryIDs {
		if !slices.Contains(cats, c) {
			cats = append(cats, c)
		}
	}
	in.SKUs, in.CategoryIDs = skus, cats
}

func (st *salesStaff) StaffSaleOverlaps(ctx context.Context, in StaffSalesEventInput) ([]SaleOverlap, error) {
	if _, err := st.require(ctx, "sales_event.check", strconv.FormatInt(in.ID, 10)); err != nil {
		return nil, err
	}
	cleanGoods(&in)
	return st.overlaps(ctx, in)
}

func (st *salesStaff) overlaps(ctx context.Context, in StaffSalesEventInput) ([]SaleOverlap, error) {
	out := []SaleOverlap{}
	rule := ruleOf(in)
	if rule == nil {
		return out, nil
	}
	ids, err := st.rules.SaleOverlaps(ctx, in.ID, *rule)
	if err != nil || len(ids) == 0 {
		return out, err
	}
	events, err := st.load(ctx, ids)
	if err != nil {
		return nil, err
	}
	lang := i18n.LocaleFrom(ctx)
	for _, ev := range events {
		title := ev.Texts[lang].Title
		if title == "" {
			title = ev.Texts[i18n.German].Title
		}
		out = append(out, SaleOverlap{ID: ev.ID, Slug: ev.Slug, Title: title})
	}
	return out, nil
}

// maxSaleAmountOff is the largest amount off in cents (the catalogue's).
const maxSaleAmountOff = 10_000_000

// checkStaffInput checks what the content service does not: the
// reduction and the goods.
func checkStaffInput(in StaffSalesEventInput) error {
	var f apperr.Fields
	switch {
	case in.Percent != 0 && in.AmountOff != 0:
		f.Add("percent", "sales.percentOrAmount")
	case in.Percent < 0 || in.Percent > 99:
		f.Add("percent", "sales.percent", "max", 99)
	case in.AmountOff < 0 || in.AmountOff > maxSaleAmountOff:
		f.Add("amountOff", "sales.amountOff", "max", maxSaleAmountOff/100)
	case in.Percent > 0 && in.IsPrivate:
		f.Add("percent", "sales.privateReduction")
	case in.AmountOff > 0 && in.IsPrivate:
		f.Add("amountOff", "sales.privateReduction")
	}
	if len(in.SKUs)+len(in.CategoryIDs) == 0 {
		f.Add("skus", "sales.scope.empty")
	}
	if len(in.SKUs)+len(in.CategoryIDs) > 500 {
		f.Add("skus", "sales.scope.tooMany", "max", 500)
	}
	for _, sku := range in.SKUs {
		if !skuPattern.MatchString(sku) {
			f.Add("skus", "sales.sku.unknown", "sku", truncate(sku, 64))
		}
	}
	return f.Err()
}

func (st *salesStaff) StaffSaveSalesEvent(ctx context.Context, in StaffSalesEventInput) (StaffSalesEvent, []SaleOverlap, error) {
	op := "sales_event.update"
	if in.ID == 0 {
		op = "sales_event.create"
	}
	idText := strconv.FormatInt(in.ID, 10)
	p, err := st.require(ctx, op, idText)
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	sc, err := st.scopeOf(ctx, p)
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	cleanGoods(&in)
	if err := checkStaffInput(in); err != nil {
		return StaffSalesEvent{}, nil, err
	}
	var before StaffSalesEvent
	if in.ID != 0 {
		if before, err = st.one(ctx, op, in.ID, sc); err != nil {
			return StaffSalesEvent{}, nil, err
		}
	}
	ok, err := st.holds(ctx, sc, in.SKUs, in.CategoryIDs)
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	if !ok {
		err := apperr.New(apperr.Forbidden, "sales.notYourGoods").OnField("skus")
		if rerr := st.record(ctx, op, idText, audit.Refused); rerr != nil {
			return StaffSalesEvent{}, nil, errors.Join(err, rerr)
		}
		return StaffSalesEvent{}, nil, err
	}
	var saved int64
	err = st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		save := SalesEventInput{ID: in.ID, Status: in.Status, From: in.From, To: in.To, Repeat: in.Repeat, Slug: in.Slug,
			Settings: SalesSettings{IsPrivateSale: in.IsPrivate}, Locales: map[i18n.Locale]SalesEventTexts{}}
		// The sale's page leads to its first category, else its first
		// product.
		if len(in.CategoryIDs) > 0 {
			save.Settings.SalesType, save.Settings.CategoryID = SalesCategory, strconv.FormatInt(in.CategoryIDs[0], 10)
		} else if len(in.SKUs) > 0 {
			save.Settings.SalesType, save.Settings.SingleProductSKU = SalesSingleProduct, in.SKUs[0]
		}
		if in.ID != 0 {
			// The row is held while the version is compared.
			if _, err := st.s.db.Write().Exec(ctx, `UPDATE sales_event SET version = version WHERE id = ?`, in.ID); err != nil {
				return fmt.Errorf("content: lock sales event %d: %w", in.ID, err)
			}
			var current int
			if err := st.s.db.Write().Get(ctx, &current, `SELECT version FROM sales_event WHERE id = ?`, in.ID); err != nil {
				return fmt.Errorf("content: sales event version: %w", err)
			}
			if current != in.Version {
				return apperr.New(apperr.Conflict, "sales.changedMeanwhile")
			}
		}
		blocks, err := st.storedBlocks(ctx, in.ID)
		if err != nil {
			return err
		}
		for l, t := range in.Texts {
			if t.Blocks != nil {
				sent, err := DecodeBlocks(t.Blocks, true)
				if err != nil {
					field := "locales." + string(l) + ".blocks"
					return apperr.New(apperr.Invalid, "content.page.blocksInvalid", "field", field).OnField(field)
				}
				blocks[l] = sent
			}
		}
		for l, t := range in.Texts {
			if t.Title == "" && t.MetaTitle == "" && t.MetaDescription == "" && len(blocks[l]) == 0 && l != i18n.German {
				continue // no texts of its own: the storefront falls back to German
			}
			bl := blocks[l]
			if bl == nil {
				bl = []Block{}
			}
			save.Locales[l] = SalesEventTexts{Title: t.Title, Meta: Meta{Title: t.MetaTitle, Description: t.MetaDescription}, Blocks: bl}
		}
		// A language whose texts were not sent keeps its own blocks under
		// the German title (which the storefront would show anyway).
		for l, bl := range blocks {
			if _, ok := save.Locales[l]; !ok && len(bl) > 0 {
				save.Locales[l] = SalesEventTexts{Title: in.Texts[i18n.German].Title, Blocks: bl}
			}
		}
		id, err := st.s.SaveSalesEvent(ctx, save)
		if err != nil {
			return err
		}
		saved = id
		in.ID = id
		if err := st.rules.SetSaleRule(ctx, id, ruleOf(in)); err != nil {
			return err
		}
		return st.record(ctx, op, strconv.FormatInt(id, 10), audit.Done, saleChanges(before, in)...)
	})
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	list, err := st.load(ctx, []int64{saved})
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	if len(list) == 0 {
		return StaffSalesEvent{}, nil, apperr.New(apperr.NotFound, "content.sale.unknown", "id", saved)
	}
	warnings, err := st.overlaps(ctx, in)
	if err != nil {
		return StaffSalesEvent{}, nil, err
	}
	return list[0], warnings, nil
}

// storedBlocks reads an event's splash blocks per language, kept as they
// are by a save of the event form.
func (st *salesStaff) storedBlocks(ctx context.Context, id int64) (map[i18n.Locale][]Block, error) {
	out := map[i18n.Locale][]Block{}
	if id == 0 {
		return out, nil
	}
	var rows []eventText
	if err := st.s.db.Read().Select(ctx, &rows, `SELECT sales_event_id, locale, title, meta, blocks FROM sales_event_locale WHERE sales_event_id = ?`, id); err != nil {
		return nil, fmt.Errorf("content: load sales event blocks: %w", err)
	}
	for _, r := range rows {
		out[i18n.Locale(r.Locale)] = st.s.decodeStoredBlocks(ctx, "sales event", id, r.Blocks)
	}
	return out, nil
}

func (st *salesStaff) StaffDeleteSalesEvent(ctx context.Context, id int64) error {
	op, idText := "sales_event.delete", strconv.FormatInt(id, 10)
	p, err := st.require(ctx, op, idText)
	if err != nil {
		return err
	}
	sc, err := st.scopeOf(ctx, p)
	if err != nil {
		return err
	}
	before, err := st.one(ctx, op, id, sc)
	if err != nil {
		return err
	}
	return st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		if err := st.s.DeleteSalesEvent(ctx, id); err != nil {
			return err
		}
		if err := st.rules.SetSaleRule(ctx, id, nil); err != nil {
			return err
		}
		return st.record(ctx, op, idText, audit.Done, saleChanges(before, StaffSalesEventInput{})...)
	})
}

// saleChanges are the audit trail's changed fields.
func saleChanges(b StaffSalesEvent, a StaffSalesEventInput) []audit.Change {
	var out []audit.Change
	add := func(field, before, after string) {
		if before == after {
			return
		}
		ch := audit.Change{Field: field}
		if before != "" {
			ch.Before = &before
		}
		if after != "" {
			ch.After = &after
		}
		out = append(out, ch)
	}
	ts := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	}
	pct := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	amount := func(n int64) string {
		if n == 0 {
			return ""
		}
		return strconv.FormatInt(n, 10)
	}
	cats := func(ids []int64) string {
		s := make([]string, len(ids))
		for i, id := range ids {
			s[i] = strconv.FormatInt(id, 10)
		}
		return strings.Join(s, ",")
	}
	add("slug", b.Slug, a.Slug)
	add("status", string(b.Status), string(a.Status))
	add("from", ts(b.From), ts(a.From))
	add("to", ts(b.To), ts(a.To))
	add("repeat", string(b.Repeat), string(a.Repeat))
	add("private", boolText(b.IsPrivate, b.ID != 0), boolText(a.IsPrivate, a.Slug != ""))
	add("percent", pct(b.Percent), pct(a.Percent))
	add("amountOff", amount(b.AmountOff), amount(a.AmountOff))
	add("skus", strings.Join(b.SKUs, ","), strings.Join(a.SKUs, ","))
	add("categories", cats(b.CategoryIDs), cats(a.CategoryIDs))
	for _, l := range i18n.Locales {
		add("title."+string(l), b.Texts[l].Title, a.Texts[l].Title)
		if a.Texts[l].Blocks != nil || a.Slug == "" {
			add("blocks."+string(l), blockSummary(b.Texts[l].Blocks), blockSummary(a.Texts[l].Blocks))
		}
	}
	return out
}

func boolText(v, present bool) string {
	if !present {
		return ""
	}
	return strconv.FormatBool(v)
}
