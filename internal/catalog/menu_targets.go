package catalog

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// MenuTarget is a category or product a menu links to: its path under
// the language (without /{lang}/; "" for a root category), its name, and
// whether the storefront shows it.
type MenuTarget struct {
	Path   string
	Name   string
	Active bool
}

// MenuTargets is the catalogue as the content system's menus see it
// (MenuTargets, issue 27 point 4).
type MenuTargets interface {
	Categories(ctx context.Context, l i18n.Locale, ids []int64) (map[int64]MenuTarget, error)
	Products(ctx context.Context, l i18n.Locale, skus []string) (map[string]MenuTarget, error)
}

// NewMenuTargets returns the catalogue's MenuTargets.
func NewMenuTargets(svc Service) (MenuTargets, error) {
	s, ok := svc.(*service)
	if !ok {
		return nil, errors.New("catalog: the menu targets need the catalogue service")
	}
	return catalogTargets{d: s.db}, nil
}

// catalogTargets is the catalogue as the menus' links see it: a
// category's path and whether it and every category above it are active,
// a product's url key and whether it is active and sold on its own.
type catalogTargets struct{ d *db.DB }

func (c catalogTargets) Categories(ctx context.Context, l i18n.Locale, ids []int64) (map[int64]MenuTarget, error) {
	var rows []struct {
		ID      int64  `db:"id"`
		Path    string `db:"path"`
		Active  bool   `db:"is_active"`
		Level   int    `db:"level"`
		URLPath string `db:"url_path"`
		Name    string `db:"name"`
	}
	if err := c.d.Read().Select(ctx, &rows, `SELECT c.id, c.path, c.is_active, c.level,
			COALESCE(NULLIF(t.url_path, ''), d.url_path, '') AS url_path, COALESCE(NULLIF(t.name, ''), d.name, '') AS name
		FROM category c LEFT JOIN category_text t ON t.category_id = c.id AND t.locale = ?
		LEFT JOIN category_text d ON d.category_id = c.id AND d.locale = 'de'
		WHERE c.id IN (`+db.InList(len(ids))+`)`, append([]any{string(l)}, db.Args(ids)...)...); err != nil {
		return nil, fmt.Errorf("catalog: the menus' categories: %w", err)
	}
	// A category shows only while every category above it is active.
	var above []int64
	for _, r := range rows {
		for _, p := range strings.Split(r.Path, "/") {
			if id, err := strconv.ParseInt(p, 10, 64); err == nil && id != r.ID {
				above = append(above, id)
			}
		}
	}
	inactive := map[int64]bool{}
	if len(above) > 0 {
		var off []int64
		if err := c.d.Read().Select(ctx, &off, `SELECT id FROM category WHERE NOT is_active AND id IN (`+db.InList(len(above))+`)`,
			db.Args(above)...); err != nil {
			return nil, fmt.Errorf("catalog: the menus' categories: %w", err)
		}
		for _, id := range off {
			inactive[id] = true
		}
	}
	out := make(map[int64]MenuTarget, len(rows))
	for _, r := range rows {
		active := r.Active
		for _, p := range strings.Split(r.Path, "/") {
			if id, err := strconv.ParseInt(p, 10, 64); err == nil && inactive[id] {
				active = false
			}
		}
		path := r.URLPath
		if r.Level <= 1 {
			path = ""
		}
		out[r.ID] = MenuTarget{Path: path, Name: r.Name, Active: active}
	}
	return out, nil
}

func (c catalogTargets) Products(ctx context.Context, l i18n.Locale, skus []string) (map[string]MenuTarget, error) {
	var rows []struct {
		SKU    string `db:"sku"`
		Active bool   `db:"is_active"`
		Child  bool   `db:"child"`
		URLKey string `db:"url_key"`
		Name   string `db:"name"`
	}
	if err := c.d.Read().Select(ctx, &rows, `SELECT p.sku, p.is_active, p.parent_id IS NOT NULL AS child,
			COALESCE(NULLIF(t.url_key, ''), d.url_key, '') AS url_key, COALESCE(NULLIF(t.name, ''), d.name, '') AS name
		FROM product p LEFT JOIN product_text t ON t.product_id = p.id AND t.locale = ?
		LEFT JOIN product_text d ON d.product_id = p.id AND d.locale = 'de'
		WHERE p.sku IN (`+db.InList(len(skus))+`)`, append([]any{string(l)}, db.Args(skus)...)...); err != nil {
		return nil, fmt.Errorf("catalog: the menus' products: %w", err)
	}
	out := make(map[string]MenuTarget, len(rows))
	for _, r := range rows {
		out[r.SKU] = MenuTarget{Path: r.URLKey, Name: r.Name, Active: r.Active && !r.Child}
	}
	return out, nil
}
