package content_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func ptr[T any](v T) *T { return &v }

func seedSites(t *testing.T, d *db.DB) {
	t.Helper()
	ctx := context.Background()
	for _, s := range [][2]string{{"shop", "https://shop.example"}, {"club", "https://club.example"}, {"outlet_50%", "https://outlet.example"}} {
		if _, err := d.Write().Exec(ctx, "INSERT INTO site (code, base_url) VALUES (?, ?)", s[0], s[1]); err != nil {
			t.Fatal(err)
		}
	}
}

func codes(p content.Page[content.Site]) string {
	var out []string
	for _, s := range p.Docs {
		out = append(out, s.Code)
	}
	return fmt.Sprint(out)
}

func TestSitesWhere(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		seedSites(t, d)
		svc := content.NewService(d)
		ctx := context.Background()
		tests := []struct {
			name  string
			where *content.Where
			sort  string
			want  string
		}{
			{"all, by code", nil, "", "[club outlet_50% shop]"},
			{"descending", nil, "-code", "[shop outlet_50% club]"},
			{"equals", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Equals: "https://shop.example"}}}, "", "[shop]"},
			{"not equals", &content.Where{Fields: map[string]content.Condition{"code": {NotEquals: "shop"}}}, "", "[club outlet_50%]"},
			{"in", &content.Where{Fields: map[string]content.Condition{"code": {In: []any{"club", "shop", "nope"}}}}, "", "[club shop]"},
			{"empty in", &content.Where{Fields: map[string]content.Condition{"code": {In: []any{}}}}, "", "[]"},
			{"not in", &content.Where{Fields: map[string]content.Condition{"code": {NotIn: []any{"club"}}}}, "", "[outlet_50% shop]"},
			{"contains, case-insensitive", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Contains: ptr("CLUB")}}}, "", "[club]"},
			{"contains treats % literally", &content.Where{Fields: map[string]content.Condition{"code": {Contains: ptr("50%")}}}, "", "[outlet_50%]"},
			{"contains treats _ literally", &content.Where{Fields: map[string]content.Condition{"code": {Contains: ptr("t_5")}}}, "", "[outlet_50%]"},
			{"like: every word", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Like: ptr("example shop")}}}, "", "[shop]"},
			{"exists", &content.Where{Fields: map[string]content.Condition{"code": {Exists: ptr(false)}}}, "", "[]"},
			{"or", &content.Where{Or: []content.Where{
				{Fields: map[string]content.Condition{"code": {Equals: "shop"}}},
				{Fields: map[string]content.Condition{"code": {Equals: "club"}}},
			}}, "", "[club shop]"},
			{"and with or", &content.Where{
				Fields: map[string]content.Condition{"baseUrl": {Contains: ptr("example")}},
				And: []content.Where{{Or: []content.Where{
					{Fields: map[string]content.Condition{"code": {Equals: "club"}}},
					{Fields: map[string]content.Condition{"code": {Equals: "nope"}}},
				}}},
			}, "", "[club]"},
			{"id equals", &content.Where{Fields: map[string]content.Condition{"id": {Equals: int64(1)}}}, "", "[shop]"},
		}
		for _, tt := range tests {
			page, err := svc.Sites(ctx, content.FindOptions{Where: tt.where, Sort: tt.sort})
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			if got := codes(page); got != tt.want {
				t.Errorf("%s: got %s; want %s", tt.name, got, tt.want)
			}
		}
	})
}

func TestSitesPaging(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		seedSites(t, d)
		svc := content.NewService(d)
		ctx := context.Background()
		page, err := svc.Sites(ctx, content.FindOptions{Limit: 2, Page: 2})
		if err != nil {
			t.Fatal(err)
		}
		if codes(page) != "[shop]" || page.TotalDocs != 3 || page.TotalPages != 2 || page.HasNextPage() || !page.HasPrevPage() {
			t.Errorf("page 2 of 2: %+v", page)
		}
		first, _ := svc.Sites(ctx, content.FindOptions{})
		if first.Limit != content.DefaultLimit || first.Page != 1 || first.HasPrevPage() {
			t.Errorf("defaults: %+v", first)
		}
	})
}

func TestSitesBadInput(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	svc := content.NewService(d)
	ctx := context.Background()
	long := make([]byte, 600)
	for i := range long {
		long[i] = 'a'
	}
	deep := content.Where{Fields: map[string]content.Condition{"code": {Equals: "x"}}}
	for i := 0; i < 6; i++ {
		deep = content.Where{And: []content.Where{deep}}
	}
	many := make([]any, 51)
	for i := range many {
		many[i] = "x"
	}
	tests := []struct {
		name string
		opts content.FindOptions
	}{
		{"limit too big", content.FindOptions{Limit: 101}},
		{"negative limit", content.FindOptions{Limit: -1}},
		{"page zero or less", content.FindOptions{Page: -3}},
		{"unknown sort", content.FindOptions{Sort: "password"}},
		{"unknown field", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"secret": {Equals: "x"}}}}},
		{"no comparison", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {}}}}},
		{"too deep", content.FindOptions{Where: &deep}},
		{"too many values", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {In: many}}}}},
		{"value too long", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {Equals: string(long)}}}}},
	}
	for _, tt := range tests {
		_, err := svc.Sites(ctx, tt.opts)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("%s: error %v; want Invalid", tt.name, err)
		}
	}
}

func TestSeedSiteTwice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := content.Seed(ctx, d, "http://127.0.0.1:8080"); err != nil {
			t.Fatal(err)
		}
		if err := content.Seed(ctx, d, "https://changed.example"); err != nil {
			t.Fatal(err)
		}
		site, err := content.NewService(d).SiteByCode(ctx, "shop")
		if err != nil || site.BaseURL != "http://127.0.0.1:8080" || site.CreatedAt.IsZero() {
			t.Fatalf("site %+v, %v", site, err)
		}
		if _, err := content.NewService(d).SiteByCode(ctx, "nope"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown site: %v", err)
		}
	})
}
