package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/salewindow"
)

// SaleRule is the reduction of a sales event of the content system (issue
// 27): while a window of the event runs (From to To, repeated as Repeat
// says, package salewindow), the products named by SKU (a configurable
// product's SKU covers its variants) and those in the categories named
// (their subcategories included) cost Percent per cent less than their
// regular price, rounded half up to the cent, or AmountOff less per piece
// (exactly one of the two is set). A sale price is never below 0,01 €: a
// product whose price the reduction would bring to zero or below keeps
// its regular price (the amount was meant for dearer goods of the same
// scope; a shop does not give goods away by a flash sale). The customer
// pays the lowest of regular, special, tier and sale price.
type SaleRule struct {
	Percent     int
	AmountOff   Money
	From, To    time.Time
	Repeat      salewindow.Repeat
	SKUs        []string
	CategoryIDs []int64
}

// Limits of a sale rule.
const (
	maxSalePercent = 99
	maxSaleScope   = 500
	// maxSaleAmount is the largest amount off, 100 000 €.
	maxSaleAmount Money = 10_000_000
)

// SaleRules is the catalogue's side of the sales events: the content
// system's staff side sets an event's rule when it saves the event, in its
// transaction (the context's). The catalogue keeps every rule it was given
// as a version (catalog_sale): a change closes the current version and
// starts a new one, a removal only closes it, so the sale prices charged
// in the past keep counting for the 30-day lowest price. Every method asks
// access.ContentManage; the caller checks a club manager's scope
// (ClubCategoriesHold).
type SaleRules interface {
	// SetSaleRule makes rule the event's reduction from now on; nil
	// removes it. An unchanged rule writes nothing. Unknown SKUs or
	// categories are Invalid on the fields skus and categoryIds.
	SetSaleRule(ctx context.Context, eventID int64, rule *SaleRule) error
	// SaleRules are the current rules of the events given (those without
	// a rule are missing).
	SaleRules(ctx context.Context, eventIDs []int64) (map[int64]SaleRule, error)
	// SaleOverlaps names the other events whose current rules reduce some
	// of the same goods (the same SKU, a category within another or the
	// category of a SKU's product) in a window that overlaps one of rule's
	// within the next year.
	SaleOverlaps(ctx context.Context, eventID int64, rule SaleRule) ([]int64, error)
	// CategoriesWithin reports whether every category in ids lies in the
	// subtree of one of roots (a club manager's shop root categories).
	CategoriesWithin(ctx context.Context, ids, roots []int64) (bool, error)
}

// NewSaleRules returns the sale rules over the catalogue service.
func NewSaleRules(svc Service) (SaleRules, error) {
	s, ok := svc.(*service)
	if !ok {
		return nil, errors.New("catalog: the sale rules need the catalogue service")
	}
	return s, nil
}

var saleSKUPattern = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// saleVersion is one version of an event's rule as a product carries it.
type saleVersion struct {
	ID         int64
	EventID    int64
	Percent    int
	AmountOff  Money
	From, To   time.Time
	Repeat     salewindow.Repeat
	ValidFrom  time.Time
	ValidUntil *time.Time
}

// valid reports whether the version was the event's rule at t.
func (v saleVersion) valid(t time.Time) bool {
	return !t.Before(v.ValidFrom) && (v.ValidUntil == nil || t.Before(*v.ValidUntil))
}

// runningAt returns the start of the version's window that runs at t; ok
// is false when none runs or the version was not in force at t.
func (v saleVersion) runningAt(t time.Time) (start time.Time, ok bool) {
	if !v.valid(t) {
		return time.Time{}, false
	}
	start, _, running, ok := salewindow.At(v.From, v.To, v.Repeat, t)
	return start, ok && running
}

// price is regular reduced by the version: less its per cent, rounded
// half up to the cent, or less its amount. ok is false when that leaves
// less than a cent (the product keeps its regular price).
func (v saleVersion) price(regular Money) (Money, bool) {
	p := regular - v.AmountOff
	if v.AmountOff == 0 {
		p = Money((int64(regular)*int64(100-v.Percent) + 50) / 100)
	}
	return p, p >= 1
}

// sameReduction reports whether two versions reduce by the same.
func (v saleVersion) sameReduction(w saleVersion) bool {
	return v.Percent == w.Percent && v.AmountOff == w.AmountOff
}

// saleAt is the lowest sale price of regular at t and the moment that
// reduction began: its window's start, or when the event's rule changed
// to it, followed back through the versions of the same event and
// reduction that ran it without a break. A version that would bring the
// price below a cent does not reduce it.
func saleAt(sales []saleVersion, regular Money, t time.Time) (price Money, began time.Time, ok bool) {
	for _, v := range sales {
		start, running := v.runningAt(t)
		if !running {
			continue
		}
		p, reduces := v.price(regular)
		if !reduces || (ok && p >= price) {
			continue
		}
		price, began, ok = p, start, true
		if v.ValidFrom.After(began) {
			began = v.ValidFrom
			for moved := true; moved; {
				moved = false
				for _, w := range sales {
					if w.EventID != v.EventID || !w.sameReduction(v) || w.ID == v.ID {
						continue
					}
					before := began.Add(-time.Microsecond)
					if s, r := w.runningAt(before); r {
						began, moved = s, true
						if w.ValidFrom.After(s) {
							began = w.ValidFrom
						}
						break
					}
				}
			}
		}
	}
	return price, began, ok
}

// chargedAt is what a piece cost at t by history and sales; ok is false
// before the product had a price.
func chargedAt(history []priceSnapshot, sales []saleVersion, t time.Time) (Money, bool) {
	i := sort.Search(len(history), func(i int) bool { return history[i].At.After(t) }) - 1
	if i < 0 {
		return 0, false
	}
	p := history[i].final(t)
	if sp, _, ok := saleAt(sales, history[i].Price, t); ok && sp < p {
		p = sp
	}
	return p, true
}

// lowestBetween is the lowest price charged in [since, began); ok is false
// when the product had no price then. The price is constant between
// snapshots, special price days, sale windows and rule versions, so its
// lowest value is found at one of them.
func lowestBetween(history []priceSnapshot, sales []saleVersion, since, began time.Time) (Money, bool) {
	moments := []time.Time{since}
	inRange := func(t time.Time) {
		if t.After(since) && t.Before(began) {
			moments = append(moments, t)
		}
	}
	for _, h := range history {
		inRange(h.At)
		if h.From != nil {
			inRange(dayStart(*h.From))
		}
		if h.To != nil {
			inRange(nextDayStart(*h.To))
		}
	}
	for _, v := range sales {
		inRange(v.ValidFrom)
		if v.ValidUntil != nil {
			inRange(*v.ValidUntil)
		}
		salewindow.Between(v.From, v.To, v.Repeat, since, began, 64, func(start, end time.Time) bool {
			inRange(start)
			inRange(end)
			return true
		})
	}
	lowest, found := Money(0), false
	for _, t := range moments {
		if p, ok := chargedAt(history, sales, t); ok && (!found || p < lowest) {
			lowest, found = p, true
		}
	}
	return lowest, found
}

// saleRow is a version of a rule as stored, with the product it reaches.
type saleRow struct {
	ProductID  int64        `db:"product_id"`
	ID         int64        `db:"id"`
	EventID    int64        `db:"event_id"`
	Percent    int          `db:"percent"`
	AmountOff  int64        `db:"amount_off"`
	StartsAt   time.Time    `db:"starts_at"`
	EndsAt     time.Time    `db:"ends_at"`
	Repeat     string       `db:"repeat_mode"`
	ValidFrom  time.Time    `db:"valid_from"`
	ValidUntil sql.NullTime `db:"valid_until"`
}

func (r saleRow) version() saleVersion {
	return saleVersion{ID: r.ID, EventID: r.EventID, Percent: r.Percent, AmountOff: Money(r.AmountOff), From: r.StartsAt.UTC(), To: r.EndsAt.UTC(),
		Repeat: salewindow.Repeat(r.Repeat), ValidFrom: r.ValidFrom.UTC(), ValidUntil: timePtr(r.ValidUntil)}
}

// loadSales reads the sale versions that reach the products ids (by their
// own or their parent's SKU, or a category of their own or their parent's
// subtree) and, for those reached, their price history.
func loadSales(ctx context.Context, h db.Handle, ids []int64) (map[int64][]saleVersion, map[int64][]priceSnapshot, error) {
	sales, history := map[int64][]saleVersion{}, map[int64][]priceSnapshot{}
	var rows []saleRow
	if err := selectByIDs(ctx, h, &rows, `SELECT DISTINCT p.id AS product_id, s.id, s.event_id, s.percent, s.amount_off, s.starts_at, s.ends_at,
			s.repeat_mode, s.valid_from, s.valid_until
		FROM catalog_sale s
		JOIN catalog_sale_scope sc ON sc.sale_id = s.id
		JOIN product p ON (sc.sku <> '' AND (p.sku = sc.sku OR EXISTS (SELECT 1 FROM product pp WHERE pp.id = p.parent_id AND pp.sku = sc.sku)))
			OR (sc.category_id IS NOT NULL AND EXISTS (SELECT 1 FROM product_category pc
				JOIN category c ON c.id = pc.category_id JOIN category r ON r.id = sc.category_id
				WHERE pc.product_id = COALESCE(p.parent_id, p.id) AND (c.path = r.path OR c.path LIKE r.path || '/%%')))
		WHERE p.id IN (%s) ORDER BY p.id, s.id`, nil, ids); err != nil {
		return nil, nil, fmt.Errorf("catalog: load sales: %w", err)
	}
	var reached []int64
	for _, r := range rows {
		if len(sales[r.ProductID]) == 0 {
			reached = append(reached, r.ProductID)
		}
		sales[r.ProductID] = append(sales[r.ProductID], r.version())
	}
	if len(reached) == 0 {
		return sales, history, nil
	}
	var snaps []struct {
		ProductID int64         `db:"product_id"`
		At        time.Time     `db:"at"`
		Price     int64         `db:"price"`
		Special   sql.NullInt64 `db:"special_price"`
		From      sql.NullTime  `db:"special_from"`
		To        sql.NullTime  `db:"special_to"`
	}
	if err := selectByIDs(ctx, h, &snaps, `SELECT product_id, at, price, special_price, special_from, special_to
		FROM product_price_history WHERE product_id IN (%s) ORDER BY product_id, at, id`, nil, reached); err != nil {
		return nil, nil, fmt.Errorf("catalog: load price history: %w", err)
	}
	for _, r := range snaps {
		history[r.ProductID] = append(history[r.ProductID], priceSnapshot{At: r.At.UTC(), priceSettings: priceSettings{
			Price: Money(r.Price), Special: moneyPtr(r.Special), From: timePtr(r.From), To: timePtr(r.To),
		}})
	}
	return sales, history, nil
}

// nextSaleChange is the first moment after now at which a window of a rule
// in force starts or ends; zero when none does.
func (s *service) nextSaleChange(ctx context.Context, now time.Time) (time.Time, error) {
	var rows []saleRow
	if err := s.db.Read().Select(ctx, &rows, `SELECT 0 AS product_id, id, event_id, percent, amount_off, starts_at, ends_at, repeat_mode, valid_from, valid_until
		FROM catalog_sale WHERE valid_until IS NULL OR valid_until > ?`, now.UTC()); err != nil {
		return time.Time{}, fmt.Errorf("catalog: next sale change: %w", err)
	}
	var next time.Time
	for _, r := range rows {
		v := r.version()
		at := salewindow.NextChange(v.From, v.To, v.Repeat, now)
		if v.ValidUntil != nil && (at.IsZero() || v.ValidUntil.Before(at)) {
			at = *v.ValidUntil
		}
		if !at.IsZero() && (next.IsZero() || at.Before(next)) {
			next = at
		}
	}
	return next, nil
}

// checkSaleRule normalises and checks a rule.
func checkSaleRule(r *SaleRule) error {
	var f apperr.Fields
	fail := f.Add
	switch {
	case r.Percent != 0 && r.AmountOff != 0:
		fail("percent", "sales.percentOrAmount")
	case r.AmountOff != 0:
		if r.AmountOff < 1 || r.AmountOff > maxSaleAmount {
			fail("amountOff", "sales.amountOff", "max", int64(maxSaleAmount/100))
		}
	case r.Percent < 1 || r.Percent > maxSalePercent:
		fail("percent", "sales.percent", "max", maxSalePercent)
	}
	r.From, r.To = r.From.UTC().Truncate(time.Second), r.To.UTC().Truncate(time.Second)
	if !r.From.Before(r.To) {
		fail("to", "sales.dateOrder")
	}
	if r.Repeat == "" {
		r.Repeat = salewindow.None
	}
	switch r.Repeat {
	case salewindow.None, salewindow.Daily, salewindow.Weekly, salewindow.Monthly:
	default:
		fail("repeat", "sales.repeat")
	}
	skus := make([]string, 0, len(r.SKUs))
	for _, sku := range r.SKUs {
		sku = strings.TrimSpace(sku)
		if sku == "" || slices.Contains(skus, sku) {
			continue
		}
		if !saleSKUPattern.MatchString(sku) {
			fail("skus", "sales.sku.unknown", "sku", truncateText(sku, 64))
			break
		}
		skus = append(skus, sku)
	}
	r.SKUs = skus
	cats := make([]int64, 0, len(r.CategoryIDs))
	for _, id := range r.CategoryIDs {
		if !slices.Contains(cats, id) {
			cats = append(cats, id)
		}
	}
	r.CategoryIDs = cats
	switch {
	case len(skus)+len(cats) == 0:
		fail("skus", "sales.scope.empty")
	case len(skus)+len(cats) > maxSaleScope:
		fail("skus", "sales.scope.tooMany", "max", maxSaleScope)
	}
	return f.Err()
}

func truncateText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// storedRule reads an event's current version; ok false when it has none.
func storedRule(ctx context.Context, h db.Handle, eventID int64) (id int64, rule SaleRule, ok bool, err error) {
	rules, ids, err := storedRules(ctx, h, []int64{eventID}, 0)
	if err != nil {
		return 0, rule, false, err
	}
	rule, ok = rules[eventID]
	return ids[eventID], rule, ok, nil
}

// storedRules reads the current versions of the events given, or of every
// event but except when events is nil.
func storedRules(ctx context.Context, h db.Handle, events []int64, except int64) (map[int64]SaleRule, map[int64]int64, error) {
	var rows []saleRow
	q := `SELECT 0 AS product_id, id, event_id, percent, amount_off, starts_at, ends_at, repeat_mode, valid_from, valid_until
		FROM catalog_sale WHERE valid_until IS NULL`
	var err error
	if events != nil {
		err = selectByIDs(ctx, h, &rows, q+` AND event_id IN (%s)`, nil, events)
	} else {
		err = h.Select(ctx, &rows, q+` AND event_id <> ?`, except)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("catalog: load sale rules: %w", err)
	}
	rules, ids := map[int64]SaleRule{}, map[int64]int64{}
	var saleIDs []int64
	byID := map[int64]int64{}
	for _, r := range rows {
		rules[r.EventID] = SaleRule{Percent: r.Percent, AmountOff: Money(r.AmountOff), From: r.StartsAt.UTC(), To: r.EndsAt.UTC(), Repeat: salewindow.Repeat(r.Repeat),
			SKUs: []string{}, CategoryIDs: []int64{}}
		ids[r.EventID] = r.ID
		byID[r.ID] = r.EventID
		saleIDs = append(saleIDs, r.ID)
	}
	var scopes []struct {
		SaleID   int64         `db:"sale_id"`
		SKU      string        `db:"sku"`
		Category sql.NullInt64 `db:"category_id"`
	}
	if err := selectByIDs(ctx, h, &scopes, `SELECT sale_id, sku, category_id FROM catalog_sale_scope WHERE sale_id IN (%s)
		ORDER BY sale_id, sku, category_id`, nil, saleIDs); err != nil {
		return nil, nil, fmt.Errorf("catalog: load sale scopes: %w", err)
	}
	for _, sc := range scopes {
		ev := byID[sc.SaleID]
		r := rules[ev]
		if sc.Category.Valid {
			r.CategoryIDs = append(r.CategoryIDs, sc.Category.Int64)
		} else {
			r.SKUs = append(r.SKUs, sc.SKU)
		}
		rules[ev] = r
	}
	return rules, ids, nil
}

func sameRule(a, b SaleRule) bool {
	sa, sb := slices.Clone(a.SKUs), slices.Clone(b.SKUs)
	slices.Sort(sa)
	slices.Sort(sb)
	ca, cb := slices.Clone(a.CategoryIDs), slices.Clone(b.CategoryIDs)
	slices.Sort(ca)
	slices.Sort(cb)
	return a.Percent == b.Percent && a.AmountOff == b.AmountOff && a.From.Equal(b.From) && a.To.Equal(b.To) && a.Repeat == b.Repeat &&
		slices.Equal(sa, sb) && slices.Equal(ca, cb)
}

func (s *service) SetSaleRule(ctx context.Context, eventID int64, rule *SaleRule) error {
	if _, err := access.Require(ctx, access.ContentManage); err != nil {
		return err
	}
	if rule != nil {
		r := *rule
		r.SKUs, r.CategoryIDs = slices.Clone(r.SKUs), slices.Clone(r.CategoryIDs)
		if err := checkSaleRule(&r); err != nil {
			return err
		}
		rule = &r
	}
	changed := false
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		changed = false
		_, current, has, err := storedRule(ctx, tx, eventID)
		if err != nil {
			return err
		}
		if (!has && rule == nil) || (has && rule != nil && sameRule(current, *rule)) {
			return nil
		}
		if rule != nil {
			if err := checkSaleScope(ctx, tx, *rule); err != nil {
				return err
			}
		}
		changed = true
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := tx.Exec(ctx, `UPDATE catalog_sale SET valid_until = ? WHERE event_id = ? AND valid_until IS NULL`, now, eventID); err != nil {
			return fmt.Errorf("catalog: close sale rule of %d: %w", eventID, err)
		}
		if rule == nil {
			return nil
		}
		var id int64
		if err := tx.Get(ctx, &id, `INSERT INTO catalog_sale (event_id, percent, amount_off, starts_at, ends_at, repeat_mode, valid_from)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, eventID, rule.Percent, int64(rule.AmountOff), rule.From, rule.To, string(rule.Repeat), now); err != nil {
			return fmt.Errorf("catalog: save sale rule of %d: %w", eventID, err)
		}
		var rows [][]any
		for _, sku := range rule.SKUs {
			rows = append(rows, []any{id, sku, nil})
		}
		for _, c := range rule.CategoryIDs {
			rows = append(rows, []any{id, "", c})
		}
		return insertRows(ctx, tx, "catalog_sale_scope", []string{"sale_id", "sku", "category_id"}, rows)
	})
	if err != nil {
		return err
	}
	if changed {
		if s.db.InTransactionContext(ctx) {
			s.db.AfterCommit(ctx, func(context.Context) { s.invalidateCache() })
		} else {
			s.invalidateCache()
		}
	}
	return nil
}

// checkSaleScope refuses SKUs and categories the catalogue does not have.
func checkSaleScope(ctx context.Context, h db.Handle, r SaleRule) error {
	if len(r.SKUs) > 0 {
		var found []string
		if err := h.Select(ctx, &found, `SELECT sku FROM product WHERE sku IN (`+db.InList(len(r.SKUs))+`)`, db.Args(r.SKUs)...); err != nil {
			return fmt.Errorf("catalog: check sale skus: %w", err)
		}
		for _, sku := range r.SKUs {
			if !slices.Contains(found, sku) {
				return apperr.New(apperr.Invalid, "sales.sku.unknown", "sku", sku).OnField("skus")
			}
		}
	}
	if len(r.CategoryIDs) > 0 {
		var found []int64
		if err := selectByIDs(ctx, h, &found, `SELECT id FROM category WHERE level > 1 AND id IN (%s)`, nil, r.CategoryIDs); err != nil {
			return fmt.Errorf("catalog: check sale categories: %w", err)
		}
		for _, c := range r.CategoryIDs {
			if !slices.Contains(found, c) {
				return apperr.New(apperr.Invalid, "sales.category.unknown", "id", c).OnField("categoryIds")
			}
		}
	}
	return nil
}

func (s *service) SaleRules(ctx context.Context, eventIDs []int64) (map[int64]SaleRule, error) {
	if _, err := access.Require(ctx, access.ContentManage); err != nil {
		return nil, err
	}
	rules, _, err := storedRules(ctx, s.db.Read(), eventIDs, 0)
	if len(eventIDs) == 0 {
		return map[int64]SaleRule{}, err
	}
	return rules, err
}

func (s *service) CategoriesWithin(ctx context.Context, ids, roots []int64) (bool, error) {
	if _, err := access.Require(ctx, access.ContentManage); err != nil {
		return false, err
	}
	if len(ids) == 0 {
		return true, nil
	}
	paths, err := s.categoryPaths(ctx, s.db.Read(), append(slices.Clone(ids), roots...))
	if err != nil {
		return false, err
	}
	for _, id := range ids {
		p, ok := paths[id]
		if !ok || !slices.ContainsFunc(roots, func(r int64) bool { rp, ok := paths[r]; return ok && pathWithin(p, rp) }) {
			return false, nil
		}
	}
	return true, nil
}

// pathWithin reports whether the category at path lies in the subtree at
// root.
func pathWithin(path, root string) bool { return path == root || strings.HasPrefix(path, root+"/") }

func (s *service) categoryPaths(ctx context.Context, h db.Handle, ids []int64) (map[int64]string, error) {
	var rows []struct {
		ID   int64  `db:"id"`
		Path string `db:"path"`
	}
	if err := selectByIDs(ctx, h, &rows, `SELECT id, path FROM category WHERE id IN (%s)`, nil, uniqueIDs(ids)); err != nil {
		return nil, fmt.Errorf("catalog: category paths: %w", err)
	}
	out := make(map[int64]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Path
	}
	return out, nil
}

// saleReach is what a rule reduces, for the overlap check: its SKUs, its
// categories' paths and the paths of its SKUs' products' categories.
type saleReach struct {
	skus     []string
	cats     []string
	skuPaths []string
}

func (a saleReach) meets(b saleReach) bool {
	for _, sku := range a.skus {
		if slices.Contains(b.skus, sku) {
			return true
		}
	}
	for _, p := range a.cats {
		for _, q := range b.cats {
			if pathWithin(p, q) || pathWithin(q, p) {
				return true
			}
		}
		for _, q := range b.skuPaths {
			if pathWithin(q, p) {
				return true
			}
		}
	}
	for _, q := range b.cats {
		for _, p := range a.skuPaths {
			if pathWithin(p, q) {
				return true
			}
		}
	}
	return false
}

func (s *service) reachOf(ctx context.Context, h db.Handle, r SaleRule) (saleReach, error) {
	out := saleReach{skus: r.SKUs}
	paths, err := s.categoryPaths(ctx, h, r.CategoryIDs)
	if err != nil {
		return out, err
	}
	for _, id := range r.CategoryIDs {
		if p, ok := paths[id]; ok {
			out.cats = append(out.cats, p)
		}
	}
	if len(r.SKUs) > 0 {
		if err := h.Select(ctx, &out.skuPaths, `SELECT DISTINCT c.path FROM product p
			JOIN product_category pc ON pc.product_id = COALESCE(p.parent_id, p.id) JOIN category c ON c.id = pc.category_id
			WHERE p.sku IN (`+db.InList(len(r.SKUs))+`)`, db.Args(r.SKUs)...); err != nil {
			return out, fmt.Errorf("catalog: sale sku categories: %w", err)
		}
	}
	return out, nil
}

// overlapHorizon is how far ahead two sales' windows are compared.
const overlapHorizon = 366 * 24 * time.Hour

// windowsOverlap reports whether a window of a and one of b overlap
// between now and a year on.
func windowsOverlap(a, b SaleRule, now time.Time) bool {
	until := now.Add(overlapHorizon)
	type span struct{ start, end time.Time }
	collect := func(r SaleRule) []span {
		var out []span
		salewindow.Between(r.From, r.To, r.Repeat, now, until, 400, func(start, end time.Time) bool {
			out = append(out, span{start, end})
			return true
		})
		return out
	}
	wa, wb := collect(a), collect(b)
	i, j := 0, 0
	for i < len(wa) && j < len(wb) {
		if wa[i].start.Before(wb[j].end) && wb[j].start.Before(wa[i].end) {
			return true
		}
		if wa[i].end.Before(wb[j].end) {
			i++
		} else {
			j++
		}
	}
	return false
}

func (s *service) SaleOverlaps(ctx context.Context, eventID int64, rule SaleRule) ([]int64, error) {
	if _, err := access.Require(ctx, access.ContentManage); err != nil {
		return nil, err
	}
	r := rule
	r.SKUs, r.CategoryIDs = slices.Clone(rule.SKUs), slices.Clone(rule.CategoryIDs)
	if err := checkSaleRule(&r); err != nil {
		return nil, nil //nolint:nilerr // an invalid rule overlaps nothing; its save says why
	}
	h := s.db.Read()
	others, _, err := storedRules(ctx, h, nil, eventID)
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	var candidates []int64
	for ev, o := range others {
		if windowsOverlap(r, o, now) {
			candidates = append(candidates, ev)
		}
	}
	if len(candidates) == 0 {
		return []int64{}, nil
	}
	mine, err := s.reachOf(ctx, h, r)
	if err != nil {
		return nil, err
	}
	out := []int64{}
	for _, ev := range candidates {
		theirs, err := s.reachOf(ctx, h, others[ev])
		if err != nil {
			return nil, err
		}
		if mine.meets(theirs) {
			out = append(out, ev)
		}
	}
	slices.Sort(out)
	return out, nil
}

// WithClock sets the clock the service prices and saves by (time.Now
// without it): a server run with a set clock, and tests.
func WithClock(now func() time.Time) ServiceOption { return func(s *service) { s.now = now } }
