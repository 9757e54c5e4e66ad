package admin_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// sitesHandler is the admin API with the sites' staff side of a desktest
// shop whose content system has the site "shop".
func sitesHandler(t *testing.T, d *db.DB) (http.Handler, *desktest.Shop, content.Service) {
	s := desktest.Open(t, d)
	if err := content.Seed(s.Ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	cms := content.NewService(d, content.Options{})
	targets, err := catalog.NewMenuTargets(s.Catalog)
	if err != nil {
		t.Fatal(err)
	}
	sites, err := content.NewSiteStaff(content.SiteStaffOptions{Content: cms, Audit: s.Audit, Catalog: targets})
	if err != nil {
		t.Fatal(err)
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, SiteStaff: sites}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	}), s, cms
}

func siteOf(t *testing.T, cms content.Service, l i18n.Locale) content.Site {
	t.Helper()
	page, err := cms.Sites(context.Background(), content.FindOptions{Locale: l})
	if err != nil || len(page.Docs) != 1 {
		t.Fatalf("sites %+v %v", page, err)
	}
	return page.Docs[0]
}

// TestSiteSettingsAPI: the owner sets the shop's name, default language,
// analytics ids and a maintenance notice in German and English, which
// the content API's site then carries (French falls back to German);
// a wrong language is refused on its field; support and the content
// editor may not read or change the settings, and their refusals are in
// the trail with the owner's change.
func TestSiteSettingsAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s, cms := sitesHandler(t, d)
		do := func(who, query string, vars map[string]any) gqltest.Response {
			t.Helper()
			return gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: query, Variables: vars, Header: as(who)})
		}
		const fields = `code name defaultLocale googleAnalyticsId clarityId maintenance { locale text }`
		res := do("owner", `{ siteSettings(code: "shop") { `+fields+` } }`, nil)
		if len(res.Errors) > 0 || gqltest.At(res.Data, "siteSettings.defaultLocale") != "de" || gqltest.At(res.Data, "siteSettings.name") != "" {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		save := `mutation($in: SiteSettingsInput!) { saveSiteSettings(input: $in) { ` + fields + ` } }`
		in := map[string]any{"code": "shop", "name": " Paddock Reitsport ", "defaultLocale": "en", "googleAnalyticsId": "G-ABC123",
			"clarityId": "", "maintenance": []any{map[string]any{"locale": "de", "text": "Heute ab 22 Uhr Wartung."},
				map[string]any{"locale": "en", "text": "Maintenance tonight from 10 pm."}}}
		res = do("owner", save, map[string]any{"in": in})
		if len(res.Errors) > 0 || gqltest.At(res.Data, "saveSiteSettings.name") != "Paddock Reitsport" ||
			gqltest.At(res.Data, "saveSiteSettings.maintenance.1.locale") != "en" {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		if site := siteOf(t, cms, i18n.English); site.MaintenanceNotice != "Maintenance tonight from 10 pm." || site.Name != "Paddock Reitsport" ||
			site.DefaultLocale != i18n.English || site.Tracking.GoogleAnalyticsID != "G-ABC123" {
			t.Errorf("en site %+v", site)
		}
		if site := siteOf(t, cms, i18n.French); site.MaintenanceNotice != "Heute ab 22 Uhr Wartung." {
			t.Errorf("fr notice %q", site.MaintenanceNotice)
		}
		// A logo from the media library; an unknown file is refused on its field.
		logo, err := cms.SaveMedia(s.Ctx, content.MediaInput{Key: fmt.Sprintf("%064x.png", 5), Width: 300, Height: 80,
			Alt: content.Text{i18n.German: "Paddock"}})
		if err != nil {
			t.Fatal(err)
		}
		in["logoId"] = strconv.FormatInt(logo, 10)
		res = do("owner", save, map[string]any{"in": in})
		if len(res.Errors) > 0 {
			t.Fatal(res.Errors)
		}
		if res := do("owner", `{ siteSettings(code: "shop") { logo { id filename } } }`, nil); gqltest.At(res.Data, "siteSettings.logo.id") != in["logoId"] {
			t.Errorf("logo %+v %v", res.Data, res.Errors)
		}
		if site := siteOf(t, cms, i18n.German); site.Logo == nil || site.Logo.ID != logo {
			t.Errorf("the content API's logo %+v", site.Logo)
		}
		if res := do("owner", save, map[string]any{"in": map[string]any{"code": "shop", "name": "x", "defaultLocale": "de", "googleAnalyticsId": "",
			"clarityId": "", "maintenance": []any{}, "logoId": "999999"}}); res.Code() != "BAD_USER_INPUT" || res.Errors[0].Extensions["field"] != "logo" {
			t.Errorf("unknown logo %+v", res.Errors)
		}
		bad := map[string]any{"code": "shop", "name": "x", "defaultLocale": "xx", "googleAnalyticsId": "", "clarityId": "", "maintenance": []any{}}
		if res := do("owner", save, map[string]any{"in": bad}); res.Code() != "BAD_USER_INPUT" || !strings.Contains(res.Message(), "defaultLocale") &&
			res.Errors[0].Extensions["field"] != "defaultLocale" {
			t.Errorf("bad locale %+v", res.Errors)
		}
		// Ending the notice: English's goes, German's stays.
		in["maintenance"] = []any{map[string]any{"locale": "de", "text": "Heute ab 22 Uhr Wartung."}}
		if res := do("owner", save, map[string]any{"in": in}); len(res.Errors) > 0 {
			t.Fatal(res.Errors)
		}
		if site := siteOf(t, cms, i18n.English); site.MaintenanceNotice != "Heute ab 22 Uhr Wartung." {
			t.Errorf("en notice after removal %q", site.MaintenanceNotice)
		}
		for _, who := range []string{"support", "content", "club"} {
			if res := do(who, save, map[string]any{"in": in}); res.Code() != "FORBIDDEN" {
				t.Errorf("%s saves: %+v", who, res.Errors)
			}
			if res := do(who, `{ siteSettings(code: "shop") { code } }`, nil); res.Code() != "FORBIDDEN" {
				t.Errorf("%s reads: %+v", who, res.Errors)
			}
		}
		trail, err := s.Audit.Of(s.Ctx, "site", "shop", 20)
		if err != nil {
			t.Fatal(err)
		}
		var done, refused int
		for _, r := range trail {
			switch {
			case r.Operation == "site.settings" && r.Outcome == "done":
				done++
			case r.Outcome == "refused":
				refused++
			}
		}
		if done != 3 || refused != 6 {
			t.Errorf("trail: %d done, %d refused: %+v", done, refused, trail)
		}
	})
}

// TestSiteNavigationAPI: the content editor adds menu items linking to a
// category, a product and an outside address in German; the targets give
// the addresses the storefront reads; a save with the old version is a
// conflict; English still shows German's menus until saved; a disabled
// category marks its link broken; a club manager may not touch the
// shop's menus.
func TestSiteNavigationAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s, cms := sitesHandler(t, d)
		do := func(who, query string, vars map[string]any) gqltest.Response {
			t.Helper()
			return gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: query, Variables: vars, Header: as(who)})
		}
		var category struct {
			ID   int64  `db:"id"`
			Path string `db:"url_path"`
		}
		if err := d.Read().Get(s.Ctx, &category, `SELECT c.id, t.url_path FROM category c JOIN category_text t ON t.category_id = c.id
			AND t.locale = 'de' WHERE c.level = 2 AND c.is_active ORDER BY c.id LIMIT 1`); err != nil {
			t.Fatal(err)
		}
		const fields = `code locale version own items { id label url broken target { kind id } children { id label url broken } }
			columns { title links { label url newTab broken target { kind id } } }`
		read := func(who string, l string) gqltest.Response {
			t.Helper()
			return do(who, `query($l: String!) { siteNavigation(code: "shop", locale: $l) { `+fields+` } }`, map[string]any{"l": l})
		}
		res := read("content", "de")
		if len(res.Errors) > 0 || gqltest.At(res.Data, "siteNavigation.own") != true {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		version := gqltest.At(res.Data, "siteNavigation.version")
		target := func(kind, id string) map[string]any { return map[string]any{"kind": kind, "id": id} }
		in := map[string]any{"code": "shop", "locale": "de", "version": version,
			"items": []any{
				map[string]any{"id": "", "label": "Reiter", "url": "", "target": target("category", strconv.FormatInt(category.ID, 10)), "children": []any{
					map[string]any{"id": "", "label": "Reithose", "url": "/falsch", "target": target("product", "HOSE-1"), "children": []any{}},
				}},
				map[string]any{"id": "", "label": "Verband", "url": "https://www.pferd-aktuell.de", "children": []any{}},
			},
			"columns": []any{map[string]any{"title": "Service", "links": []any{
				map[string]any{"label": "Reiter", "url": "", "newTab": false, "target": target("category", strconv.FormatInt(category.ID, 10))},
			}}},
		}
		save := `mutation($in: SiteNavigationInput!) { saveSiteNavigation(input: $in) { ` + fields + ` } }`
		res = do("content", save, map[string]any{"in": in})
		if len(res.Errors) > 0 {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		if got := gqltest.At(res.Data, "saveSiteNavigation.items.0.url"); got != "/de/"+category.Path {
			t.Errorf("category url %v", got)
		}
		if got := gqltest.At(res.Data, "saveSiteNavigation.items.0.children.0.url"); got == "/falsch" || !strings.HasPrefix(got.(string), "/de/") {
			t.Errorf("product url %v", got)
		}
		if got := gqltest.At(res.Data, "saveSiteNavigation.columns.0.links.0.url"); got != "/de/"+category.Path {
			t.Errorf("footer url %v", got)
		}
		site := siteOf(t, cms, i18n.German)
		if len(site.Navigation.Items) != 2 || site.Navigation.Items[1].URL != "https://www.pferd-aktuell.de" || len(site.Footer) != 1 ||
			site.Footer[0].Columns[0].Links[0].URL != "/de/"+category.Path {
			t.Errorf("content API's site %+v", site)
		}
		// The same version again: changed meanwhile.
		if res := do("content", save, map[string]any{"in": in}); res.Code() != "CONFLICT" {
			t.Errorf("stale save %+v", res.Errors)
		}
		// English has no menus of its own: German's are shown.
		if res := read("content", "en"); gqltest.At(res.Data, "siteNavigation.own") != false ||
			gqltest.At(res.Data, "siteNavigation.items.0.label") != "Reiter" {
			t.Errorf("en %+v %v", res.Data, res.Errors)
		}
		// A target that does not exist is refused on its field.
		in["version"] = gqltest.At(res.Data, "saveSiteNavigation.version")
		in["items"] = []any{map[string]any{"id": "", "label": "Weg", "url": "", "target": target("product", "GIBT-ES-NICHT"), "children": []any{}}}
		if res := do("content", save, map[string]any{"in": in}); res.Code() != "BAD_USER_INPUT" {
			t.Errorf("missing target %+v", res.Errors)
		}
		// A disabled category: its links are broken.
		if _, err := d.Write().Exec(s.Ctx, `UPDATE category SET is_active = FALSE WHERE id = ?`, category.ID); err != nil {
			t.Fatal(err)
		}
		res = read("content", "de")
		if gqltest.At(res.Data, "siteNavigation.items.0.broken") != true || gqltest.At(res.Data, "siteNavigation.items.1.broken") != false ||
			gqltest.At(res.Data, "siteNavigation.columns.0.links.0.broken") != true {
			t.Errorf("broken %+v %v", res.Data, res.Errors)
		}
		for _, who := range []string{"club", "support"} {
			if res := read(who, "de"); res.Code() != "FORBIDDEN" {
				t.Errorf("%s reads %+v", who, res.Errors)
			}
			if res := do(who, save, map[string]any{"in": in}); res.Code() != "FORBIDDEN" {
				t.Errorf("%s saves %+v", who, res.Errors)
			}
		}
		trail, err := s.Audit.Of(s.Ctx, "site", "shop/de", 20)
		if err != nil {
			t.Fatal(err)
		}
		if len(trail) == 0 || trail[len(trail)-1].Operation != "site.navigation" || trail[len(trail)-1].Outcome != "done" ||
			len(trail[len(trail)-1].Changes) != 2 {
			t.Errorf("trail %+v", trail)
		}
	})
}
