package catalog

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// DefaultReadCacheSize is how many loaded products (one per product and
// locale) a service keeps by default where it may keep any (see
// WithReadCache): the pages and searches a shop's visitors ask for most.
const DefaultReadCacheSize = 4096

// maxCachedValues bounds the labels, category lists, alternates and the
// ids of url keys the read cache keeps beside the products; when full it
// drops one at random for each it keeps.
const maxCachedValues = 8192

// ServiceOption adjusts the service NewService returns.
type ServiceOption func(*service)

// WithReadCache sets how many loaded products the service keeps in memory
// between reads (0 keeps none). Products are kept with everything a page
// shows except what depends on the time: prices, sales and novelty are
// computed from a kept product for the moment they are asked for, as from
// a loaded one. What was read before a write is never kept after it:
//
//   - On SQLite, where one process serves the shop, every save of a
//     product, category or attribute option and every reindex (the reindex
//     jobs follow every save, also of other processes) empties the cache.
//   - On PostgreSQL, where several instances share the database, the cache
//     also follows the catalogue's revision (catalog_revision, which
//     triggers move on every write to the catalogue's tables from any
//     process or instance): a read first reads the revision (once per
//     WithReadScope, else each time) and the cache forgets everything when
//     it differs from the revision the cache holds.
//
// On both, a read inside a transaction of the catalogue's database
// (db.InTransaction) neither reads from the cache nor fills it: it may see
// that transaction's own uncommitted writes. The default keeps
// DefaultReadCacheSize products.
func WithReadCache(products int) ServiceOption {
	return func(s *service) {
		s.cache = nil
		if products > 0 {
			s.cache = newReadCache(products)
		}
	}
}

func defaultReadCache(d *db.DB) *readCache {
	if d == nil {
		return nil
	}
	return newReadCache(DefaultReadCacheSize)
}

// readCache keeps loaded products and the labels listings need. A
// generation counts the states of the catalogue the cache has held: an
// entry read at one generation is only stored, and only found, while it is
// still current. Every write of this process (invalidate) and every move to
// another database revision (moveTo) empties the cache and starts the next
// generation.
type readCache struct {
	mu       sync.Mutex
	clock    clockBoundary
	hasClock bool
	gen      uint64
	// rev is the database revision (catalog_revision) the cache holds, on
	// a service that follows it.
	rev      uint64
	max      int
	products map[productKey]Product
	values   map[string]any
}

type productKey struct {
	locale i18n.Locale
	id     int64
}

func newReadCache(max int) *readCache {
	return &readCache{max: max, products: map[productKey]Product{}, values: map[string]any{}}
}

// generation is the state of the catalogue what is read next belongs to;
// take it before reading.
func (c *readCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// invalidate forgets everything; call it once a write has committed (or
// failed).
func (c *readCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.next()
}

// next starts the next generation with nothing kept; c.mu is held.
func (c *readCache) next() {
	c.gen++
	clear(c.products)
	clear(c.values)
}

// moveTo makes rev, the database revision read before reading, the one
// the cache holds, forgetting everything when it differs from the one it
// held, and returns the generation what is read next belongs to. Usually
// rev is newer; an older one is a read that took its revision before a
// write another read has seen already, or a database restored from a
// backup, whose revision may climb back to numbers the cache has seen with
// other data: starting over in both cases keeps the rule that everything
// kept was read after its revision was, at the cost of a few misses right
// after a write (as the PostgreSQL search engine's cache does).
func (c *readCache) moveTo(rev uint64) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if rev != c.rev {
		c.rev = rev
		c.next()
	}
	return c.gen
}

// lookup returns copies of the kept products of ids, and the ids not
// kept; at another generation than gen nothing is kept.
func (c *readCache) lookup(locale i18n.Locale, ids []int64, gen uint64) (found []Product, missing []int64) {
	c.mu.Lock()
	if gen != c.gen {
		c.mu.Unlock()
		return nil, ids
	}
	for _, id := range ids {
		if p, ok := c.products[productKey{locale, id}]; ok {
			found = append(found, p)
		} else {
			missing = append(missing, id)
		}
	}
	c.mu.Unlock()
	for i := range found {
		found[i] = found[i].clone()
	}
	return found, missing
}

// keep stores copies of products read at generation gen, unless the
// catalogue changed since. When full it drops products at random.
func (c *readCache) keep(locale i18n.Locale, products []Product, gen uint64) {
	copies := make([]Product, len(products))
	for i, p := range products {
		copies[i] = p.clone()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	for _, p := range copies {
		key := productKey{locale, p.ID}
		if _, ok := c.products[key]; !ok {
			for victim := range c.products {
				if len(c.products) < c.max {
					break
				}
				delete(c.products, victim)
			}
		}
		c.products[key] = p
	}
}

func (c *readCache) value(key string, gen uint64) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.values[key]
	return v, ok && gen == c.gen
}

func (c *readCache) keepValue(key string, v any, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if _, ok := c.values[key]; !ok && len(c.values) >= maxCachedValues {
		for victim := range c.values {
			delete(c.values, victim)
			break
		}
	}
	c.values[key] = v
}

// cacheView is the read cache as one read may use it: gen is the
// generation the read belongs to, taken before reading, and the read finds
// and keeps entries of that generation only. The zero view reads past the
// cache.
type cacheView struct {
	c   *readCache
	gen uint64
}

// on reports whether the view uses the cache.
func (v cacheView) on() bool { return v.c != nil }

// readCacheView returns the view of the read cache a read with ctx may
// use: none without a cache, and none inside a transaction of the
// catalogue's database, whose reads may see its own uncommitted writes
// (which must not be kept, and which the transaction's next reads must
// see). A service on PostgreSQL first moves the cache to the catalogue's
// revision (revision); when that cannot be read, the read goes past the
// cache.
func (s *service) readCacheView(ctx context.Context) cacheView {
	if s.cache == nil || s.db.InTransactionContext(ctx) {
		return cacheView{}
	}
	if !s.followRevision {
		return cacheView{c: s.cache, gen: s.cache.generation()}
	}
	rev, err := s.revision(ctx)
	if err != nil {
		if ctx.Err() == nil {
			s.logger.WarnContext(ctx, "catalog: read cache passed by", "error", err)
		}
		return cacheView{}
	}
	return cacheView{c: s.cache, gen: s.cache.moveTo(rev)}
}

// readScopeKey carries a *readScope in a context.
type readScopeKey struct{}

// readScope is the catalogue's revision as one request reads it: once, at
// the first read that asks for it.
type readScope struct {
	once sync.Once
	db   *db.DB // whose revision rev is
	rev  uint64
	err  error
}

// WithReadScope returns ctx carrying a read scope: the catalogue's reads
// with it (and with contexts made from it) read the catalogue's revision,
// against which the read cache is checked on PostgreSQL, at most once, when
// the first of them asks, instead of once each. Give one to every request:
// it then sees every catalogue write committed before its first catalogue
// read (and its own writes), and costs one small statement for the
// revision, not one per read. Without a scope (commands, jobs) each read
// reads the revision itself.
func WithReadScope(ctx context.Context) context.Context {
	return context.WithValue(ctx, readScopeKey{}, &readScope{})
}

// revision returns the catalogue's revision: the scope's when ctx carries
// one (read now when it has none yet), else read now.
func (s *service) revision(ctx context.Context) (uint64, error) {
	if sc, ok := ctx.Value(readScopeKey{}).(*readScope); ok {
		sc.once.Do(func() {
			sc.db = s.db
			sc.rev, sc.err = s.readRevision(ctx)
		})
		if sc.db == s.db {
			return sc.rev, sc.err
		}
	}
	return s.readRevision(ctx)
}

// offerRevision gives the scope of ctx rev, read from the database just
// now, unless it has one already.
func (s *service) offerRevision(ctx context.Context, rev uint64) {
	if sc, ok := ctx.Value(readScopeKey{}).(*readScope); ok {
		sc.once.Do(func() { sc.db, sc.rev = s.db, rev })
	}
}

// readRevision reads catalog_revision, which triggers move on every write
// to the catalogue's tables from any process or instance.
func (s *service) readRevision(ctx context.Context) (uint64, error) {
	var rev int64
	if err := s.db.Read().Get(ctx, &rev, "SELECT n FROM catalog_revision WHERE id = 1"); err != nil {
		return 0, fmt.Errorf("catalog: read the revision: %w", err)
	}
	return uint64(rev), nil
}

// cached returns the value kept under key, or loads and keeps it. Values
// are shared: load must return something nobody changes afterwards.
func cached[T any](v cacheView, key string, load func() (T, error)) (T, error) {
	if !v.on() {
		return load()
	}
	if kept, ok := v.c.value(key, v.gen); ok {
		return kept.(T), nil
	}
	out, err := load()
	if err != nil {
		return out, err
	}
	v.c.keepValue(key, out, v.gen)
	return out, nil
}

// invalidateCache empties the read cache after a write and moves
// CacheVersion on.
func (s *service) invalidateCache() {
	s.writes.Add(1)
	if s.cache != nil {
		s.cache.invalidate()
	}
}

// clone returns a copy of p that shares nothing a caller could change.
func (p Product) clone() Product {
	out := p
	out.Manufacturer, out.Color, out.Size = cloneOption(p.Manufacturer), cloneOption(p.Color), cloneOption(p.Size)
	out.SpecialPrice = clonePtr(p.SpecialPrice)
	out.SpecialFrom, out.SpecialTo = clonePtr(p.SpecialFrom), clonePtr(p.SpecialTo)
	out.NewFrom, out.NewTo = clonePtr(p.NewFrom), clonePtr(p.NewTo)
	out.Images = slices.Clone(p.Images)
	out.CategoryIDs = slices.Clone(p.CategoryIDs)
	out.UpsellIDs = slices.Clone(p.UpsellIDs)
	out.RelatedIDs = slices.Clone(p.RelatedIDs)
	out.CustomOptions = slices.Clone(p.CustomOptions)
	for i := range out.CustomOptions {
		out.CustomOptions[i].Values = slices.Clone(out.CustomOptions[i].Values)
		for j := range out.CustomOptions[i].Values {
			out.CustomOptions[i].Values[j].Requires = slices.Clone(out.CustomOptions[i].Values[j].Requires)
		}
	}
	if p.ConfigurableOptions != nil {
		out.ConfigurableOptions = make([]ConfigurableOption, len(p.ConfigurableOptions))
		for i, o := range p.ConfigurableOptions {
			o.Values = slices.Clone(o.Values)
			out.ConfigurableOptions[i] = o
		}
	}
	if p.Variants != nil {
		out.Variants = make([]Product, len(p.Variants))
		for i, v := range p.Variants {
			out.Variants[i] = v.clone()
		}
	}
	if p.Merchandise != nil {
		m := *p.Merchandise
		m.LogoPosition, m.LogoType = cloneOption(m.LogoPosition), cloneOption(m.LogoType)
		m.SublimationOptions = slices.Clone(m.SublimationOptions)
		m.SublimationPositions = slices.Clone(m.SublimationPositions)
		out.Merchandise = &m
	}
	return out
}

func cloneOption(o *Option) *Option { return clonePtr(o) }

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// cachedProducts answers Products from the cache where it can: a filter of
// ids alone needs no query for the products kept; other filters find the
// ids with one query, which is kept too for the few ids a product page's
// url key, SKUs or relation code find (not for a category's). Products
// not kept are loaded and kept.
func (s *service) cachedProducts(ctx context.Context, v cacheView, locale i18n.Locale, f ProductFilter, where string, whereArgs []any) ([]Product, error) {
	idsOnly := f.SKUs == nil && f.URLKeys == nil && f.RelationCode == "" && f.CategoryIDs == nil && f.WithinCategoryIDs == nil
	var ids []int64
	find := func() ([]int64, error) {
		var ids []int64
		if err := s.db.Read().Select(ctx, &ids, `SELECT p.id FROM product p WHERE `+where+` ORDER BY p.id`, whereArgs...); err != nil {
			return nil, fmt.Errorf("catalog: list products: %w", err)
		}
		return ids, nil
	}
	var err error
	switch {
	case idsOnly:
		ids = uniqueIDs(f.IDs)
	case f.CategoryIDs == nil && f.WithinCategoryIDs == nil:
		ids, err = cached(v, fmt.Sprintf("product-ids|%s|%#v", where, whereArgs), find)
		ids = slices.Clone(ids)
	default:
		ids, err = find()
	}
	if err != nil {
		return nil, err
	}
	found, missing := v.c.lookup(locale, ids, v.gen)
	if idsOnly {
		// Kept products are the current ones; the filter shows active,
		// visible products only (a variant is kept when found by SKU).
		found = slices.DeleteFunc(found, func(p Product) bool { return !p.IsActive || !p.Visible })
	}
	for _, chunk := range db.Chunks(missing, db.MaxInList) {
		loaded, err := s.loadProducts(ctx, s.db.Read(), locale, where+` AND p.id IN (`+db.InList(len(chunk))+`)`,
			append(slices.Clone(whereArgs), db.Args(chunk)...))
		if err != nil {
			return nil, err
		}
		if s.beforeKeep != nil {
			s.beforeKeep()
		}
		v.c.keep(locale, loaded, v.gen)
		found = append(found, loaded...)
	}
	if found == nil {
		found = []Product{}
	}
	slices.SortFunc(found, func(a, b Product) int { return cmp.Compare(a.ID, b.ID) })
	return found, nil
}

// cloneAttributes copies attributes kept in the cache for a caller.
func cloneAttributes(attrs []Attribute) []Attribute {
	out := slices.Clone(attrs)
	for i := range out {
		out[i].Options = slices.Clone(out[i].Options)
	}
	return out
}

// optionLabels returns every attribute option labelled in locale, kept in
// the cache; nobody may change the map.
func (s *service) optionLabels(ctx context.Context, v cacheView, locale i18n.Locale) (map[int64]optionRow, error) {
	return cached(v, "options|"+string(locale), func() (map[int64]optionRow, error) {
		var rows []optionRow
		if err := s.db.Read().Select(ctx, &rows, optionSelect, locale); err != nil {
			return nil, fmt.Errorf("catalog: load options: %w", err)
		}
		out := make(map[int64]optionRow, len(rows))
		for _, r := range rows {
			out[r.ID] = r
		}
		return out, nil
	})
}

// options returns the options with the given ids labelled in locale: from
// the cache's list of all options when the read may use the cache, else
// from the database.
func (s *service) options(ctx context.Context, h db.Handle, locale i18n.Locale, ids []int64) (map[int64]optionRow, error) {
	v := s.readCacheView(ctx)
	if !v.on() {
		return loadOptions(ctx, h, locale, ids)
	}
	all, err := s.optionLabels(ctx, v, locale)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]optionRow, len(ids))
	for _, id := range ids {
		if o, ok := all[id]; ok {
			out[id] = o
		}
	}
	return out, nil
}

// CacheVersion is the catalogue's revision, which triggers move on every
// write to its tables from any process or instance (catalog_revision),
// combined with this process's own count of writes and index batches (the
// Bleve index is this process's alone). It costs one small read, which
// the read scope of ctx (WithReadScope) takes as its revision when it has
// none yet: it is read before the answer is made.
func (s *service) CacheVersion(ctx context.Context) (uint64, bool) {
	rev, err := s.readRevision(ctx)
	if err != nil {
		if ctx.Err() == nil {
			s.logger.WarnContext(ctx, "catalog: cache version", "error", err)
		}
		return 0, false
	}
	s.offerRevision(ctx, rev)
	return rev<<32 ^ s.writes.Load(), true
}

// clockBoundary is the next clock boundary as last computed: valid while
// the catalogue is at generation gen and the clock before next.
type clockBoundary struct {
	gen       uint64
	from      time.Time
	next      time.Time
	permanent bool // no boundary after from
}

func (s *service) AnswersChangeAt(ctx context.Context, now time.Time) (time.Time, error) {
	v := s.readCacheView(ctx)
	if v.on() {
		if b, ok := v.c.boundary(); ok && b.gen == v.gen && !now.Before(b.from) && (b.permanent || now.Before(b.next)) {
			return b.next, nil
		}
	}
	var next time.Time
	for _, col := range []string{"special_from", "special_to", "new_from", "new_to"} {
		var at []time.Time
		// ORDER BY … LIMIT 1 rather than MIN() keeps the column's type for
		// the SQLite driver.
		if err := s.db.Read().Select(ctx, &at, `SELECT `+col+` FROM product WHERE `+col+` > ? ORDER BY `+col+` LIMIT 1`, now.UTC()); err != nil {
			return time.Time{}, fmt.Errorf("catalog: next %s: %w", col, err)
		}
		if len(at) == 1 && (next.IsZero() || at[0].Before(next)) {
			next = at[0]
		}
	}
	sale, err := s.nextSaleChange(ctx, now)
	if err != nil {
		return time.Time{}, err
	}
	if !sale.IsZero() && (next.IsZero() || sale.Before(next)) {
		next = sale
	}
	if v.on() {
		v.c.setBoundary(clockBoundary{gen: v.gen, from: now, next: next, permanent: next.IsZero()})
	}
	return next, nil
}

func (c *readCache) boundary() (clockBoundary, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.clock, c.hasClock
}

func (c *readCache) setBoundary(b clockBoundary) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b.gen == c.gen {
		c.clock, c.hasClock = b, true
	}
}
