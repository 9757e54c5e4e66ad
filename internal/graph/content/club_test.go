package content_test

import (
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const clubSummary = `id name listName slug skuPrefix bannerColor shopRootCategoryId logo { url alt width height }`

func TestClubs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		getClub := `query GetClub($slug: String!, $locale: LocaleInputType) {
  Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {
    docs { ` + clubSummary + ` status visibility meta { title robots } blocks { __typename ... on ClubHeroBlock { headline image { alt } } } } } }`
		for _, tt := range []struct{ slug, want string }{
			{"lindenhof", "lindenhof"}, {"heimlich", "heimlich"}, {"sonnenwiese", "sonnenwiese"}, {"pause", ""}, {"nope", ""},
		} {
			res := w.do(t, "shop_en", getClub, map[string]any{"slug": tt.slug, "locale": "en"})
			got, _ := get(res.Data, "Clubs", "docs", 0, "slug").(string)
			if len(res.Errors) > 0 || got != tt.want {
				t.Errorf("GetClub %s: %q, %+v", tt.slug, got, res.Errors)
			}
		}
		club := w.do(t, "shop_en", getClub, map[string]any{"slug": "sonnenwiese", "locale": "en"})
		if doc := get(club.Data, "Clubs", "docs", 0); get(doc, "visibility") != "private" || get(doc, "skuPrefix") != "RVSO" ||
			get(doc, "shopRootCategoryId") != "28" || get(doc, "blocks", 0, "__typename") != "ClubHeroBlock" || get(doc, "blocks", 0, "image", "alt") != "Paddock" {
			t.Errorf("club: %v", doc)
		}

		visible := `query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {
  Clubs(where: { status: { equals: enabled }, visibility: { not_equals: private } }, limit: $limit, locale: $locale, fallbackLocale: de) {
    totalDocs limit totalPages hasNextPage docs { ` + clubSummary + ` } } }`
		for _, tt := range []struct {
			limit any
			want  string
			total float64
		}{{0, "Isartal Lindenhof", 2}, {1, "Isartal", 2}, {nil, "Isartal Lindenhof", 2}} {
			vars := map[string]any{"locale": "de"}
			if tt.limit != nil {
				vars["limit"] = tt.limit
			}
			res := w.do(t, "shop_de", visible, vars)
			var names []string
			for _, doc := range get(res.Data, "Clubs", "docs").([]any) {
				names = append(names, get(doc, "listName").(string))
			}
			if len(res.Errors) > 0 || strings.Join(names, " ") != tt.want || get(res.Data, "Clubs", "totalDocs") != tt.total {
				t.Errorf("limit %v: %v (%v), %+v", tt.limit, names, get(res.Data, "Clubs", "totalDocs"), res.Errors)
			}
			if tt.limit == 0 && (get(res.Data, "Clubs", "limit") != 0.0 || get(res.Data, "Clubs", "hasNextPage") != false) {
				t.Errorf("limit 0 paging: %v", res.Data)
			}
		}
		for _, q := range []string{`{ Clubs(limit: 101) { totalDocs } }`, `{ Clubs(limit: -1) { totalDocs } }`} {
			if res := w.do(t, "shop_de", q, nil); res.Code() != "BAD_USER_INPUT" {
				t.Errorf("%s: %+v", q, res)
			}
		}
	})
}
