package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/microcosm-cc/bluemonday"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// storesTTL bounds how long a changed store view may go unseen by an
// instance. Store views change rarely and are read on every request.
const storesTTL = 30 * time.Second

type service struct {
	db     *db.DB
	engine search.Engine // nil: no search
	queue  Queue         // nil: the index is updated right after each save
	// audit keeps the staff methods' trail (WithAudit).
	audit  Auditor
	now    func() time.Time
	logger *slog.Logger
	// html sanitises rich texts on save; text strips all markup for the
	// search index. Both are safe for concurrent use once built.
	html *bluemonday.Policy
	text *bluemonday.Policy

	// cache keeps loaded products and labels between reads; nil keeps
	// nothing (WithReadCache).
	cache *readCache
	// followRevision: the cache follows the database's catalog_revision,
	// which other instances' writes move (PostgreSQL; readCacheView).
	followRevision bool
	// beforeKeep, when set (tests), runs between loading products for the
	// read cache and keeping them: where a write may race the read.
	beforeKeep func()
	// writes counts this process's saves and index batches, for
	// CacheVersion beside the database's catalog_revision: the Bleve index
	// lives in this process only.
	writes atomic.Uint64

	mu       sync.Mutex
	stores   []Store
	loadedAt time.Time
}

// NewService returns the catalogue service on d. Products are indexed in
// engine through jobs on queue: every save enqueues a ReindexJobKind job in
// its transaction. A nil engine is allowed where nothing searches (Search
// then answers Unavailable); with a nil queue each save updates the index
// itself once it has committed. Options adjust the rest, such as the read
// cache (WithReadCache).
func NewService(d *db.DB, engine search.Engine, queue Queue, opts ...ServiceOption) Service {
	s := &service{
		db: d, engine: engine, queue: queue, now: time.Now, logger: slog.Default(),
		html: richText(), text: bluemonday.StrictPolicy(), cache: defaultReadCache(d),
		followRevision: d != nil && d.Dialect() == db.Postgres,
	}
	for _, o := range opts {
		o(s)
	}
	return s
}

func (s *service) allStores(ctx context.Context) ([]Store, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stores != nil && s.now().Sub(s.loadedAt) < storesTTL {
		return s.stores, nil
	}
	var stores []Store
	err := s.db.Read().Select(ctx, &stores, `
		SELECT id, code, site_code, locale, name, root_category_id, is_default, sort_order
		FROM store ORDER BY site_code, sort_order, id`)
	if err != nil {
		return nil, fmt.Errorf("catalog: list stores: %w", err)
	}
	if stores == nil {
		stores = []Store{}
	}
	s.stores, s.loadedAt = stores, s.now()
	return stores, nil
}

func (s *service) AvailableStores(ctx context.Context, siteCode string) ([]Store, error) {
	all, err := s.allStores(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Store, 0, len(all))
	for _, st := range all {
		if siteCode == "" || st.SiteCode == siteCode {
			out = append(out, st)
		}
	}
	return out, nil
}

func (s *service) StoreByCode(ctx context.Context, code string) (Store, error) {
	all, err := s.allStores(ctx)
	if err != nil {
		return Store{}, err
	}
	for _, st := range all {
		if st.Code == code {
			return st, nil
		}
	}
	return Store{}, apperr.New(apperr.NotFound, "errors.store.unknown", "store", code)
}

// createStores inserts a root category and the store views that share it,
// unless a store with the first code exists already.
func createStores(ctx context.Context, tx db.Handle, stores []Store) error {
	var existing int64
	err := tx.Get(ctx, &existing, "SELECT id FROM store WHERE code = ?", stores[0].Code)
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("catalog: find store %s: %w", stores[0].Code, err)
	}
	var rootID int64
	if err := tx.Get(ctx, &rootID, "INSERT INTO category (parent_id, path, level, position) VALUES (NULL, '', 1, 0) RETURNING id"); err != nil {
		return fmt.Errorf("catalog: create root category: %w", err)
	}
	if _, err := tx.Exec(ctx, "UPDATE category SET path = ? WHERE id = ?", fmt.Sprint(rootID), rootID); err != nil {
		return fmt.Errorf("catalog: set root category path: %w", err)
	}
	// The root has a name but no url key: the storefront shows it at /{lang}.
	for l, name := range map[i18n.Locale]string{i18n.German: "Sortiment", i18n.English: "Catalog", i18n.French: "Catalogue"} {
		if _, err := tx.Exec(ctx, "INSERT INTO category_text (category_id, locale, name) VALUES (?, ?, ?)", rootID, l, name); err != nil {
			return fmt.Errorf("catalog: name root category: %w", err)
		}
	}
	for _, st := range stores {
		_, err := tx.Exec(ctx, `
			INSERT INTO store (code, site_code, locale, name, root_category_id, is_default, sort_order)
			VALUES (?, ?, ?, ?, ?, ?, ?)`,
			st.Code, st.SiteCode, st.Locale, st.Name, rootID, st.IsDefault, st.SortOrder)
		if err != nil {
			return fmt.Errorf("catalog: create store %s: %w", st.Code, err)
		}
	}
	return nil
}
