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

// maxCachedValues bounds the labels and category lists the read cache
// keeps beside the products; when full it starts over.
const maxCachedValues = 1024

// ServiceOption adjusts the service NewService returns.
type ServiceOption func(*service)

// WithReadCache sets how many loaded products the service keeps in memory
// between reads (0 keeps none). Products are kept with everything a page
// shows except what depends on the time: prices, sales and novelty are
// computed from a kept product for the moment they are asked for, as from
// a loaded one. Every save of a product, category or attribute option and
// every reindex (the reindex jobs follow every save, also of other
// processes) empties the cache, and what was read before a save is never
// kept after it.
//
// The default keeps DefaultReadCacheSize products on SQLite, where one
// process serves the shop, and none on PostgreSQL, where several instances
// share the database and one would not learn of another's saves.
func WithReadCache(products int) ServiceOption {
	return func(s *service) {
		s.cache = nil
		if products > 0 {
			s.cache = newReadCache(products)
		}
	}
}

func defaultReadCache(d *db.DB) *readCache {
	if d == nil || d.Dialect() != db.SQLite {
		return nil
	}
	return newReadCache(DefaultReadCacheSize)
}

// readCache keeps loaded products and the labels listings need. A
// generation counts the writes: an entry read at one generation is only
// stored while it is still current, and every write empties the cache and
// starts the next one.
type readCache struct {
	mu       sync.Mutex
	clock    clockBoundary
	hasClock bool
	gen      uint64
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
	c.gen++
	clear(c.products)
	clear(c.values)
}

// lookup returns copies of the kept products of ids, and the ids not
// kept.
func (c *readCache) lookup(locale i18n.Locale, ids []int64) (found []Product, missing []int64) {
	c.mu.Lock()
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

func (c *readCache) value(key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.values[key]
	return v, ok
}

func (c *readCache) keepValue(key string, v any, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.values) >= maxCachedValues {
		clear(c.values)
	}
	c.values[key] = v
}

// cached returns the value kept under key, or loads and keeps it. Values
// are shared: load must return something nobody changes afterwards.
func cached[T any](c *readCache, key string, load func() (T, error)) (T, error) {
	if c == nil {
		return load()
	}
	if v, ok := c.value(key); ok {
		return v.(T), nil
	}
	gen := c.generation()
	v, err := load()
	if err != nil {
		return v, err
	}
	c.keepValue(key, v, gen)
	return v, nil
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
	out.CustomOptions = slices.Clone(p.CustomOptions)
	for i := range out.CustomOptions {
		out.CustomOptions[i].Values = slices.Clone(out.CustomOptions[i].Values)
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
// ids with one query. Products not kept are loaded and kept.
func (s *service) cachedProducts(ctx context.Context, locale i18n.Locale, f ProductFilter, where string, whereArgs []any) ([]Product, error) {
	gen := s.cache.generation()
	idsOnly := f.SKUs == nil && f.URLKeys == nil && f.RelationCode == "" && f.CategoryIDs == nil && f.WithinCategoryIDs == nil
	var ids []int64
	if idsOnly {
		ids = uniqueIDs(f.IDs)
	} else if err := s.db.Read().Select(ctx, &ids, `SELECT p.id FROM product p WHERE `+where+` ORDER BY p.id`, whereArgs...); err != nil {
		return nil, fmt.Errorf("catalog: list products: %w", err)
	}
	found, missing := s.cache.lookup(locale, ids)
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
		s.cache.keep(locale, loaded, gen)
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
func (s *service) optionLabels(ctx context.Context, locale i18n.Locale) (map[int64]optionRow, error) {
	return cached(s.cache, "options|"+string(locale), func() (map[int64]optionRow, error) {
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
// the cache's list of all options when there is a cache, else from the
// database.
func (s *service) options(ctx context.Context, h db.Handle, locale i18n.Locale, ids []int64) (map[int64]optionRow, error) {
	if s.cache == nil {
		return loadOptions(ctx, h, locale, ids)
	}
	all, err := s.optionLabels(ctx, locale)
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
// Bleve index is this process's alone). It costs one small read.
func (s *service) CacheVersion(ctx context.Context) (uint64, bool) {
	var rev int64
	if err := s.db.Read().Get(ctx, &rev, "SELECT n FROM catalog_revision WHERE id = 1"); err != nil {
		if ctx.Err() == nil {
			s.logger.WarnContext(ctx, "catalog: read the revision", "error", err)
		}
		return 0, false
	}
	return uint64(rev)<<32 ^ s.writes.Load(), true
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
	var gen uint64
	if s.cache != nil {
		gen = s.cache.generation()
		if b, ok := s.cache.boundary(); ok && b.gen == gen && !now.Before(b.from) && (b.permanent || now.Before(b.next)) {
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
	if s.cache != nil {
		s.cache.setBoundary(clockBoundary{gen: gen, from: now, next: next, permanent: next.IsZero()})
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
