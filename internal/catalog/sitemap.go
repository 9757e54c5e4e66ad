package catalog

import (
	"context"
	"fmt"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// visibleCategoryIDs returns the active categories below the stores' roots
// whose ancestors are all active, in id order. The tree is small (hundreds
// of nodes), so it is decided here rather than in SQL.
func (s *service) visibleCategoryIDs(ctx context.Context) ([]int64, map[int64]time.Time, error) {
	var rows []struct {
		ID        int64     `db:"id"`
		Path      string    `db:"path"`
		Level     int       `db:"level"`
		Active    bool      `db:"is_active"`
		UpdatedAt time.Time `db:"updated_at"`
	}
	if err := s.db.Read().Select(ctx, &rows, `SELECT id, path, level, is_active, updated_at FROM category ORDER BY id`); err != nil {
		return nil, nil, fmt.Errorf("catalog: list categories for the sitemap: %w", err)
	}
	active := make(map[int64]bool, len(rows))
	for _, r := range rows {
		active[r.ID] = r.Active
	}
	var ids []int64
	updated := map[int64]time.Time{}
	for _, r := range rows {
		if r.Level < 2 {
			continue // a store's root is the home page
		}
		visible := true
		for _, id := range pathIDs(r.Path) {
			visible = visible && active[id]
		}
		if visible {
			ids = append(ids, r.ID)
			updated[r.ID] = r.UpdatedAt
		}
	}
	return ids, updated, nil
}

const visibleProducts = `FROM product WHERE is_active = TRUE AND visible = TRUE AND parent_id IS NULL`

// SitemapCount counts the visible categories and products.
func (s *service) SitemapCount(ctx context.Context) (int, error) {
	cats, _, err := s.visibleCategoryIDs(ctx)
	if err != nil {
		return 0, err
	}
	var products int
	if err := s.db.Read().Get(ctx, &products, `SELECT COUNT(*) `+visibleProducts); err != nil {
		return 0, fmt.Errorf("catalog: count products for the sitemap: %w", err)
	}
	return len(cats) + products, nil
}

// SitemapEntries lists visible categories, then visible products, each
// with its current path in every locale, from offset on.
func (s *service) SitemapEntries(ctx context.Context, offset, limit int) ([]SitemapEntry, error) {
	if offset < 0 || limit < 1 {
		return []SitemapEntry{}, nil
	}
	cats, updated, err := s.visibleCategoryIDs(ctx)
	if err != nil {
		return nil, err
	}
	out := []SitemapEntry{}
	if offset < len(cats) {
		end := min(len(cats), offset+limit)
		for _, id := range cats[offset:end] {
			out = append(out, SitemapEntry{Type: CategoryRoute, ID: id, UpdatedAt: updated[id]})
		}
	}
	if rest := limit - len(out); rest > 0 {
		var rows []struct {
			ID        int64     `db:"id"`
			UpdatedAt time.Time `db:"updated_at"`
		}
		if err := s.db.Read().Select(ctx, &rows, `SELECT id, updated_at `+visibleProducts+` ORDER BY id LIMIT ? OFFSET ?`,
			rest, max(0, offset-len(cats))); err != nil {
			return nil, fmt.Errorf("catalog: list products for the sitemap: %w", err)
		}
		for _, r := range rows {
			out = append(out, SitemapEntry{Type: ProductRoute, ID: r.ID, UpdatedAt: r.UpdatedAt})
		}
	}
	if err := s.fillSitemapPaths(ctx, out); err != nil {
		return nil, err
	}
	return out, nil
}

// fillSitemapPaths adds the current paths of the entries, in batches.
func (s *service) fillSitemapPaths(ctx context.Context, entries []SitemapEntry) error {
	index := map[RouteType]map[int64]int{CategoryRoute: {}, ProductRoute: {}}
	for i := range entries {
		entries[i].Paths = map[i18n.Locale]string{}
		index[entries[i].Type][entries[i].ID] = i
	}
	for t, byID := range index {
		ids := make([]int64, 0, len(byID))
		for id := range byID {
			ids = append(ids, id)
		}
		// A category's path is left out where its store view switched it off.
		var off map[int64]map[i18n.Locale]bool
		if t == CategoryRoute {
			var err error
			if off, err = s.offIn(ctx, ids); err != nil {
				return err
			}
		}
		// A product's too (product_store_off).
		if t == ProductRoute {
			var err error
			if off, err = productsOffIn(ctx, s.db.Read(), ids); err != nil {
				return err
			}
		}
		for start := 0; start < len(ids); start += 500 {
			batch := ids[start:min(start+500, len(ids))]
			var rows []struct {
				ID     int64  `db:"entity_id"`
				Locale string `db:"locale"`
				Path   string `db:"request_path"`
			}
			if err := s.db.Read().Select(ctx, &rows, `SELECT entity_id, locale, request_path FROM url_rewrite
				WHERE entity_type = ? AND redirect_code = 0 AND entity_id IN (`+db.InList(len(batch))+`)`,
				append([]any{t}, db.Args(batch)...)...); err != nil {
				return fmt.Errorf("catalog: sitemap paths: %w", err)
			}
			for _, r := range rows {
				if l, ok := i18n.Parse(r.Locale); ok && !off[r.ID][l] {
					entries[byID[r.ID]].Paths[l] = r.Path
				}
			}
		}
	}
	return nil
}
