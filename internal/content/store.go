package content

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// Paging limits of every collection query.
const (
	DefaultLimit = 10
	MaxLimit     = 100
)

type service struct{ db *db.DB }

// NewService returns the content service on d.
func NewService(d *db.DB) Service { return &service{db: d} }

var siteColumns = fieldColumns{"id": "id", "code": "code", "baseUrl": "base_url", "createdAt": "created_at", "updatedAt": "updated_at"}

func (s *service) Sites(ctx context.Context, opts FindOptions) (Page[Site], error) {
	var page Page[Site]
	limit, pageNo, err := paging(opts)
	if err != nil {
		return page, err
	}
	cond, args, err := whereSQL(opts.Where, siteColumns)
	if err != nil {
		return page, err
	}
	order, err := orderBy(opts.Sort, siteColumns, "code")
	if err != nil {
		return page, err
	}
	var total int
	if err := s.db.Read().Get(ctx, &total, "SELECT COUNT(*) FROM site WHERE "+cond, args...); err != nil {
		return page, fmt.Errorf("content: count sites: %w", err)
	}
	docs := []Site{}
	err = s.db.Read().Select(ctx, &docs,
		"SELECT id, code, base_url, created_at, updated_at FROM site WHERE "+cond+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(args, limit, (pageNo-1)*limit)...)
	if err != nil {
		return page, fmt.Errorf("content: list sites: %w", err)
	}
	return Page[Site]{Docs: docs, TotalDocs: total, Limit: limit, Page: pageNo, TotalPages: (total + limit - 1) / limit}, nil
}

func (s *service) SiteByCode(ctx context.Context, code string) (Site, error) {
	var site Site
	err := s.db.Read().Get(ctx, &site, "SELECT id, code, base_url, created_at, updated_at FROM site WHERE code = ?", code)
	if errors.Is(err, sql.ErrNoRows) {
		return site, apperr.New(apperr.NotFound, "errors.site.unknown", "site", truncate(code, 64))
	}
	if err != nil {
		return site, fmt.Errorf("content: get site %s: %w", code, err)
	}
	return site, nil
}

func paging(opts FindOptions) (limit, page int, err error) {
	limit, page = opts.Limit, opts.Page
	if limit == 0 {
		limit = DefaultLimit
	}
	if page == 0 {
		page = 1
	}
	if limit < 1 || limit > MaxLimit {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.pageSize", "max", MaxLimit).OnField("limit")
	}
	if page < 1 {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("page")
	}
	return limit, page, nil
}

// Seed creates the demo shop's site at baseURL. Running it again changes
// nothing, so a site an owner has edited stays as it is.
func Seed(ctx context.Context, d *db.DB, baseURL string) error {
	_, err := d.Write().Exec(ctx,
		"INSERT INTO site (code, base_url) VALUES (?, ?) ON CONFLICT (code) DO NOTHING", "shop", baseURL)
	if err != nil {
		return fmt.Errorf("content: seed site: %w", err)
	}
	return nil
}
