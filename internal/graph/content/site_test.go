package content_test

import (
	"strings"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const getSite = `query GetSite($baseUrl: String!, $locale: LocaleInputType) {
  Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {
    totalDocs
    docs { id code baseUrl logo { url alt width height }
      navigationGroup { position headerPosition items { id label url children { id label url children { id label url } } } }
      headerGroup { entries { __typename
        ... on Announcement { id blockType background copy shippingPromise link { label url newTab } }
        ... on MainNavigation { id blockType mainNavigationItems { id label url children { id label url } } }
        ... on ActionNavigation { id blockType actionNavigationItems { id label url icon } } } }
      footerGroup { blocks { __typename
        ... on FooterMultiColumns { id blockType columns { title links { label url newTab } } }
        ... on FooterIcons { id blockType title items { icon label url } }
        ... on FooterLinkList { id blockType links { label url newTab } } } }
      tracking { googleAnalyticsId clarityId } } } }`

func TestGetSite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		res := w.do(t, "shop_fr", getSite, map[string]any{"baseUrl": "https://shop.example", "locale": "fr"})
		if len(res.Errors) > 0 {
			t.Fatal(res.Errors)
		}
		site := get(res.Data, "Sites", "docs", 0)
		checks := []struct {
			path []any
			want any
		}{
			{[]any{"code"}, "shop"},
			{[]any{"logo", "alt"}, "Koppel"},
			{[]any{"logo", "width"}, 1600.0},
			{[]any{"navigationGroup", "position"}, "left"},
			{[]any{"navigationGroup", "items", 0, "children", 0, "url"}, "/de/reiter/helme"},
			{[]any{"headerGroup", "entries", 0, "__typename"}, "Announcement"},
			{[]any{"headerGroup", "entries", 0, "blockType"}, "announcement"},
			{[]any{"headerGroup", "entries", 0, "copy"}, "30 Tage Rückgaberecht"},
			{[]any{"headerGroup", "entries", 0, "shippingPromise"}, true},
			{[]any{"headerGroup", "entries", 1, "mainNavigationItems", 0, "label"}, "Reiter"},
			{[]any{"headerGroup", "entries", 2, "actionNavigationItems", 0, "icon"}, "cart"},
			{[]any{"footerGroup", "blocks", 0, "columns", 0, "links", 0, "url"}, "/de/service/kontakt"},
			{[]any{"footerGroup", "blocks", 1, "__typename"}, "FooterIcons"},
			{[]any{"footerGroup", "blocks", 2, "links", 0, "newTab"}, false},
			{[]any{"tracking", "googleAnalyticsId"}, "G-TEST123"},
			{[]any{"tracking", "clarityId"}, nil},
		}
		for _, c := range checks {
			if got := get(site, c.path...); got != c.want {
				t.Errorf("%v: %v; want %v", c.path, got, c.want)
			}
		}
		none := w.do(t, "shop_de", getSite, map[string]any{"baseUrl": "https://other.example"})
		if get(none.Data, "Sites", "totalDocs") != 0.0 {
			t.Errorf("another base URL: %+v", none)
		}
	})
}

func TestSites(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := api(t, d)
		tests := []struct {
			name, query string
			vars        map[string]any
			want        string
			total       float64
		}{
			{"all", `{ Sites { docs { code } totalDocs } }`, nil, "club shop", 2},
			{"by base URL, as GetSite asks", `query GetSite($baseUrl: String!, $locale: LocaleInputType) { Sites(where: { baseUrl: { equals: $baseUrl } }, locale: $locale, fallbackLocale: de) { docs { id code baseUrl } totalDocs } }`,
				map[string]any{"baseUrl": "https://shop.example", "locale": "fr"}, "shop", 1},
			{"or", `{ Sites(where: { OR: [{ code: { equals: "club" } }, { code: { equals: "nope" } }] }) { docs { code } totalDocs } }`, nil, "club", 1},
			{"like", `{ Sites(where: { baseUrl: { like: "verein example" } }) { docs { code } totalDocs } }`, nil, "club", 1},
			{"not in", `{ Sites(where: { code: { not_in: ["club"] } }) { docs { code } totalDocs } }`, nil, "shop", 1},
			{"sorted, paged", `{ Sites(sort: "-code", limit: 1, page: 2) { docs { code } totalDocs } }`, nil, "club", 2},
			{"nothing", `{ Sites(where: { code: { equals: "none" } }) { docs { code } totalDocs } }`, nil, "", 0},
		}
		for _, tt := range tests {
			res := gqltest.Do(t, h, path, gqltest.Request{Query: tt.query, Variables: tt.vars})
			if len(res.Errors) > 0 {
				t.Errorf("%s: %+v", tt.name, res.Errors)
				continue
			}
			sites := res.Data["Sites"].(map[string]any)
			var codes []string
			for _, doc := range sites["docs"].([]any) {
				codes = append(codes, doc.(map[string]any)["code"].(string))
			}
			if strings.Join(codes, " ") != tt.want || sites["totalDocs"] != tt.total {
				t.Errorf("%s: %v, total %v; want %s, %v", tt.name, codes, sites["totalDocs"], tt.want, tt.total)
			}
		}
	})
}

func TestSitesPagingFields(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite))
	res := gqltest.Do(t, h, path, gqltest.Request{Query: `{ Sites(limit: 1) { totalDocs limit page totalPages pagingCounter hasNextPage hasPrevPage nextPage prevPage docs { createdAt } } }`})
	s := res.Data["Sites"].(map[string]any)
	if s["totalPages"] != 2.0 || s["hasNextPage"] != true || s["hasPrevPage"] != false || s["nextPage"] != 2.0 || s["prevPage"] != nil || s["pagingCounter"] != 1.0 {
		t.Errorf("paging %v", s)
	}
	created := s["docs"].([]any)[0].(map[string]any)["createdAt"].(string)
	if !strings.HasSuffix(created, "Z") {
		t.Errorf("createdAt %q is not UTC", created)
	}
}

func TestSiteByID(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := api(t, d)
		res := gqltest.Do(t, h, path, gqltest.Request{Query: `{ Site(id: 1) { code } none: Site(id: 999) { code } }`})
		if len(res.Errors) > 0 || res.Data["Site"].(map[string]any)["code"] != "shop" || res.Data["none"] != nil {
			t.Errorf("%+v", res)
		}
	})
}

func TestSitesBadInput(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite))
	tests := []struct {
		name, query, lang, code, message string
	}{
		{"limit above 100", `{ Sites(limit: 101) { totalDocs } }`, "de", "BAD_USER_INPUT", "Die Seitengröße muss zwischen 1 und 100 liegen."},
		{"limit zero", `{ Sites(limit: 0) { totalDocs } }`, "en", "BAD_USER_INPUT", "The page size must be between 1 and 100."},
		{"page zero", `{ Sites(page: 0) { totalDocs } }`, "fr", "BAD_USER_INPUT", "Le numéro de page doit être supérieur ou égal à 1."},
		{"unknown sort", `{ Sites(sort: "password") { totalDocs } }`, "en", "BAD_USER_INPUT", `Cannot sort by "password".`},
		{"empty operator", `{ Sites(where: { code: {} }) { totalDocs } }`, "en", "BAD_USER_INPUT", `The filter on "code" needs exactly one comparison.`},
		{"unknown locale", `{ Sites(locale: es) { totalDocs } }`, "en", "GRAPHQL_VALIDATION_FAILED", ""},
		{"wrong type", `{ Sites(limit: "ten") { totalDocs } }`, "en", "GRAPHQL_VALIDATION_FAILED", ""},
	}
	for _, tt := range tests {
		res := gqltest.Do(t, h, path, gqltest.Request{Query: tt.query, Header: map[string]string{"Store": "shop_" + tt.lang}})
		if res.Code() != tt.code || tt.message != "" && res.Message() != tt.message {
			t.Errorf("%s: %s %q; want %s %q", tt.name, res.Code(), res.Message(), tt.code, tt.message)
		}
		if sites, _ := res.Data["Sites"].(map[string]any); sites != nil {
			t.Errorf("%s: data %v", tt.name, sites)
		}
	}
	unknown := gqltest.Do(t, h, path, gqltest.Request{Query: `{ Sites { totalDocs } }`, Header: map[string]string{"Store": "outlet_de"}})
	if unknown.Status != 400 || unknown.Code() != "NOT_FOUND" || unknown.Message() != "Die Website „outlet“ gibt es nicht." {
		t.Errorf("unknown site: %+v", unknown)
	}
}
