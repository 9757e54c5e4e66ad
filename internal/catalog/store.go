package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// storesTTL bounds how long a changed store view may go unseen by an
// instance. Store views change rarely and are read on every request.
const storesTTL = 30 * time.Second

type service struct {
	db  *db.DB
	now func() time.Time

	mu       sync.Mutex
	stores   []Store
	loadedAt time.Time
}

// NewService returns the catalogue service on d.
func NewService(d *db.DB) Service {
	return &service{db: d, now: time.Now}
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
	if err := tx.Get(ctx, &rootID, "INSERT INTO category (parent_id, path, level, position) VALUES (NULL, '', 0, 0) RETURNING id"); err != nil {
		return fmt.Errorf("catalog: create root category: %w", err)
	}
	if _, err := tx.Exec(ctx, "UPDATE category SET path = ? WHERE id = ?", fmt.Sprint(rootID), rootID); err != nil {
		return fmt.Errorf("catalog: set root category path: %w", err)
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
