package app

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/catalog"
	"paddock/internal/media"
	"paddock/internal/platform/db"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// This file wires the back office's categories and attributes (issue 26,
// points 5 and 6): their staff side, and the upload of a category's
// image.

// categoryStaff builds the categories' staff side over the catalogue and
// the audit trail; a club manager's categories are the subtrees under
// their clubs' shop root categories (the content system's clubs).
func (a *App) categoryStaff() (catalog.CategoryStaff, error) {
	return catalog.NewCategoryStaff(catalog.CategoryStaffOptions{Catalog: a.catalog, Audit: a.audit,
		ClubRoots:  func(ctx context.Context, clubs []int64) ([]int64, error) { return clubRootCategories(ctx, a.db, clubs) },
		ClubOfRoot: func(ctx context.Context, id int64) (string, error) { return clubOfRootCategory(ctx, a.db, id) }})
}

// clubRootCategories reads the shop root categories of the clubs.
func clubRootCategories(ctx context.Context, d *db.DB, clubs []int64) ([]int64, error) {
	if len(clubs) == 0 {
		return nil, nil
	}
	var roots []string
	if err := d.Read().Select(ctx, &roots, `SELECT shop_root_category_id FROM club WHERE id IN (`+db.InList(len(clubs))+`)`,
		db.Args(clubs)...); err != nil {
		return nil, fmt.Errorf("app: the clubs' root categories: %w", err)
	}
	var out []int64
	for _, r := range roots {
		if id, err := strconv.ParseInt(strings.TrimSpace(r), 10, 64); err == nil && id > 0 {
			out = append(out, id)
		}
	}
	return out, nil
}

// clubOfRootCategory names the club whose shop starts at the category, or
// "" when none does.
func clubOfRootCategory(ctx context.Context, d *db.DB, id int64) (string, error) {
	var names []string
	if err := d.Read().Select(ctx, &names, `SELECT name FROM club WHERE shop_root_category_id = ? ORDER BY id LIMIT 1`,
		strconv.FormatInt(id, 10)); err != nil {
		return "", fmt.Errorf("app: the club of root category %d: %w", id, err)
	}
	if len(names) == 0 {
		return "", nil
	}
	return names[0], nil
}

// mountCatalogUploads mounts POST /admin/api/catalog/images: the picture
// in the body (JPEG, PNG, GIF or WebP), re-encoded without its metadata
// and stored by media.Library.Put as the storefront's pictures are, for
// whoever may manage the catalogue. It answers the image's key, which a
// category's save then names, and its small size's address.
func (a *App) mountCatalogUploads(r chi.Router) {
	r.Post("/admin/api/catalog/images", func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		fail := func(err error) { httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err) }
		if _, err := access.Require(ctx, access.CatalogManage); err != nil {
			fail(err)
			return
		}
		req.Body = http.MaxBytesReader(w, req.Body, media.DefaultMaxBytes+1)
		stored, err := a.media.Put(ctx, req.Body)
		if err != nil {
			fail(err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"key": stored.Key, "url": media.URL(stored.Key, "small"),
			"width": stored.Width, "height": stored.Height})
	})
}
