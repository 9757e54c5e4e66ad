package content_test

import (
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const getContentBySlugOrURL = `query GetContentBySlugOrUrl($url: String!, $siteCode: String!, $salesEventWhere: SalesEvent_where!, $locale: LocaleInputType) {
  Pages(where: { url: { equals: $url }, siteCode: { equals: $siteCode } }, limit: 1, locale: $locale, fallbackLocale: de) { docs { id title url } }
  SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) { docs { id slug title } } }`

const getSalesEventBySlug = `query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {
  SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {
    docs { id title slug status from to repeat settings { isPrivateSale salesType categoryId singleProductSku }
      countdown { state startsAt endsAt serverTime } meta { title } blocks { __typename } } } }`

func TestGetContentAndSalesEvents(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		both := func(url string, where map[string]any) (any, any) {
			res := w.do(t, "shop_de", getContentBySlugOrURL, map[string]any{"url": url, "siteCode": "shop", "salesEventWhere": where, "locale": "de"})
			if len(res.Errors) > 0 {
				t.Fatalf("%s: %+v", url, res.Errors)
			}
			return get(res.Data, "Pages", "docs", 0, "title"), get(res.Data, "SalesEvents", "docs", 0, "slug")
		}
		slug := func(s string) map[string]any { return map[string]any{"slug": map[string]any{"equals": s}} }
		withKey := func(s, key string) map[string]any {
			w := slug(s)
			w["accessKey"] = map[string]any{"equals": key}
			return w
		}
		for _, tt := range []struct {
			name      string
			url       string
			where     map[string]any
			page, ev  any
			wantError bool
		}{
			{"a page", "service/datenschutz", slug("service/datenschutz"), "Datenschutz", nil, false},
			{"a sale", "jetzt", slug("jetzt"), nil, "jetzt", false},
			{"a private sale without its key", "geheim", slug("geheim"), nil, nil, false},
			{"a private sale with a wrong key", "geheim", withKey("geheim", "wrong-key-1234567890"), nil, nil, false},
			{"a private sale with its key", "geheim", withKey("geheim", secret), nil, "geheim", false},
			{"a key does not hide a public sale", "jetzt", withKey("jetzt", "whatever-key-12345"), nil, "jetzt", false},
			{"a key of null", "jetzt", map[string]any{"slug": map[string]any{"equals": "jetzt"}, "accessKey": map[string]any{"equals": nil}}, nil, "jetzt", false},
			{"nothing", "nichts", slug("nichts"), nil, nil, false},
		} {
			page, ev := both(tt.url, tt.where)
			if page != tt.page || ev != tt.ev {
				t.Errorf("%s: page %v, sale %v; want %v, %v", tt.name, page, ev, tt.page, tt.ev)
			}
		}
		probe := w.do(t, "shop_de", getContentBySlugOrURL, map[string]any{"url": "x", "siteCode": "shop", "locale": "de",
			"salesEventWhere": map[string]any{"slug": map[string]any{"equals": "geheim"}, "accessKey": map[string]any{"like": "priv"}}})
		if probe.Code() != "BAD_USER_INPUT" || get(probe.Errors[0].Extensions, "field") != "where.accessKey" {
			t.Errorf("probing the key: %+v", probe)
		}
		if res := w.do(t, "shop_de", `{ SalesEvents { docs { accessKey } } }`, nil); res.Code() != "GRAPHQL_VALIDATION_FAILED" {
			t.Errorf("the key is answerable: %+v", res)
		}

		sales := func(where map[string]any, locale string) map[string]any {
			res := w.do(t, "shop_"+locale, getSalesEventBySlug, map[string]any{"where": where, "locale": locale})
			if len(res.Errors) > 0 {
				t.Fatal(res.Errors)
			}
			doc, _ := get(res.Data, "SalesEvents", "docs", 0).(map[string]any)
			return doc
		}
		running := sales(slug("jetzt"), "en")
		if running["title"] != "Aktion jetzt" || running["from"] != "2026-06-14T10:00:00Z" || running["repeat"] != "none" ||
			get(running, "countdown", "state") != "running" || get(running, "countdown", "endsAt") != "2026-06-18T10:00:00Z" ||
			get(running, "countdown", "serverTime") != "2026-06-15T10:00:00Z" || get(running, "settings", "categoryId") != "12" ||
			get(running, "settings", "singleProductSku") != nil || get(running, "blocks", 0, "__typename") != "TeaserBlock" {
			t.Errorf("running sale: %v", running)
		}
		soon := sales(slug("bald"), "fr")
		if get(soon, "countdown", "state") != "upcoming" || get(soon, "countdown", "startsAt") != "2026-06-17T10:00:00Z" {
			t.Errorf("upcoming sale: %v", soon)
		}
		if private := sales(withKey("geheim", secret), "de"); get(private, "settings", "isPrivateSale") != true {
			t.Errorf("private sale with key: %v", private)
		}
		if private := sales(slug("geheim"), "de"); private != nil {
			t.Errorf("private sale without key: %v", private)
		}
	})
}
