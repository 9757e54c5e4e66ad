package catalog

import (
	"context"
	"fmt"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// A category may be switched off in some store views (category_store_off,
// the back office's CategoryStaff): the storefront's reads of a store
// view's language then leave it out as they leave out an inactive one
// (lists, trees, breadcrumbs, the category facet), and its path, and those
// of its subtree, answer 404 there and leave that language's alternates
// and sitemap. Each store view has its own language, so the language of a
// read names the store view.

// shownInLocale is the condition that the category c is not switched off
// in the store view of the locale bound to its placeholder.
const shownInLocale = `NOT EXISTS (SELECT 1 FROM category_store_off o JOIN store st ON st.id = o.store_id
	WHERE o.category_id = c.id AND st.locale = ?)`

// offIn answers, for each of the categories given, the locales whose store
// view switched it or one of its ancestors off.
func (s *service) offIn(ctx context.Context, ids []int64) (map[int64]map[i18n.Locale]bool, error) {
	out := map[int64]map[i18n.Locale]bool{}
	for _, chunk := range db.Chunks(uniqueIDs(ids), db.MaxInList) {
		var rows []struct {
			ID     int64  `db:"id"`
			Locale string `db:"locale"`
		}
		if err := s.db.Read().Select(ctx, &rows, `SELECT DISTINCT c.id, st.locale FROM category c
			JOIN category a ON a.id = c.id OR c.path LIKE (a.path || '/%')
			JOIN category_store_off o ON o.category_id = a.id
			JOIN store st ON st.id = o.store_id
			WHERE c.id IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return nil, fmt.Errorf("catalog: store views that hide categories: %w", err)
		}
		for _, r := range rows {
			if l, ok := i18n.Parse(r.Locale); ok {
				if out[r.ID] == nil {
					out[r.ID] = map[i18n.Locale]bool{}
				}
				out[r.ID][l] = true
			}
		}
	}
	return out, nil
}
