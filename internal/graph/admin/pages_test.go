package admin_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// pagesShop is the admin API over the pages' staff side of a content
// system with two clubs, on a clock the test moves.
type pagesShop struct {
	h     http.Handler
	svc   content.Service
	staff content.PageStaff
	now   *time.Time
}

func pagesHandler(t *testing.T, d *db.DB) pagesShop {
	t.Helper()
	ctx := context.Background()
	if err := content.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 6, 15, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	svc := content.NewService(d, content.Options{Clock: clock, PreviewKey: []byte(strings.Repeat("p", 32))})
	trail, err := audit.NewService(audit.Options{DB: d, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	clubs := map[string]int64{}
	for _, slug := range []string{"lindenhof", "banner"} {
		id, err := svc.SaveClub(ctx, content.ClubInput{Name: slug, ListName: slug, SKUPrefix: strings.ToUpper(slug[:3]), Status: content.ClubEnabled,
			Visibility: content.ClubPublic, Slug: slug, BannerColor: "#1F3D6B", ShopRootCategoryID: "28",
			Locales: map[i18n.Locale]content.ClubTexts{i18n.German: {Blocks: []content.Block{&content.ClubHeroBlock{Headline: "Willkommen"}}}}})
		if err != nil {
			t.Fatal(err)
		}
		clubs[slug] = id
	}
	staff, err := content.NewPageStaff(content.PageStaffOptions{Content: svc, Audit: trail})
	if err != nil {
		t.Fatal(err)
	}
	who := map[string]access.Principal{
		"owner":   {StaffID: 901, Email: "owner@paddock.example", Name: "Ines", Role: access.Owner},
		"content": {StaffID: 3, Email: "content@paddock.example", Name: "Kim", Role: access.Content},
		"support": {StaffID: 2, Email: "support@paddock.example", Role: access.Support},
		"club":    {StaffID: 4, Email: "club@paddock.example", Name: "Vereinswart", Role: access.Club, Clubs: []int64{clubs["lindenhof"]}},
	}
	api := admin.NewHandler(&admin.Resolver{Audit: trail, Pages: staff}, gqlserver.Options{})
	return pagesShop{svc: svc, staff: staff, now: &now, h: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := who[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	})}
}

const pageDraftFields = `id revision state publishAt changed savedBy missingLocales prefix parentId urls { locale url } texts { locale title slug blocks metaTitle }`

func pageInput(prefix, title, slug, blocks string) map[string]any {
	return map[string]any{"siteCode": "shop", "prefix": prefix, "texts": []any{
		map[string]any{"locale": "de", "title": title, "slug": slug, "blocks": blocks, "metaTitle": title + " | Paddock"}}}
}

// TestContentPagesAPI: scenarios over the pages' admin API, each on a
// fresh shop: two editors on one page, a club manager refused another
// club's page, a scheduled publication on a fake clock, field errors on a
// block's field, the list's search and completeness, and a preview link.
func TestContentPagesAPI(t *testing.T) {
	const richtext = `[{"blockType":"richtext","html":"<p>Hallo</p>"}]`
	type step = func(t *testing.T, s pagesShop, do func(who, q string, vars map[string]any) gqltest.Response)
	create := func(t *testing.T, do func(who, q string, vars map[string]any) gqltest.Response, who string, in map[string]any) map[string]any {
		t.Helper()
		res := do(who, `mutation($in: ContentPageInput!) { createContentPage(input: $in) { `+pageDraftFields+` } }`, map[string]any{"in": in})
		if len(res.Errors) > 0 {
			t.Fatal(res.Errors)
		}
		return gqltest.At(res.Data, "createContentPage").(map[string]any)
	}
	const save = `mutation($id: ID!, $r: Int!, $in: ContentPageInput!, $k: Boolean) { saveContentPageDraft(id: $id, revision: $r, input: $in, keepVersion: $k) { ` +
		pageDraftFields + ` } }`
	scenarios := []struct {
		name string
		run  step
	}{
		{"two editors: the second is warned with who saved and cannot overwrite", func(t *testing.T, s pagesShop, do func(string, string, map[string]any) gqltest.Response) {
			p := create(t, do, "owner", pageInput("", "Über uns", "ueber-uns", richtext))
			first := do("content", save, map[string]any{"id": p["id"], "r": p["revision"], "in": pageInput("", "Über uns", "ueber-uns",
				`[{"blockType":"richtext","html":"<p>Kim</p>"}]`)})
			if len(first.Errors) > 0 || gqltest.At(first.Data, "saveContentPageDraft.revision") != float64(2) {
				t.Fatalf("first: %+v %v", first.Data, first.Errors)
			}
			second := do("owner", save, map[string]any{"id": p["id"], "r": p["revision"], "in": pageInput("", "Über uns", "ueber-uns", richtext)})
			if second.Code() != "CONFLICT" || !strings.Contains(second.Errors[0].Message, "Kim has saved this page meanwhile") {
				t.Fatalf("second: %+v", second.Errors)
			}
			got := do("owner", `query($id: ID!) { contentPage(id: $id) { `+pageDraftFields+` } }`, map[string]any{"id": p["id"]})
			if !strings.Contains(gqltest.At(got.Data, "contentPage.texts.0.blocks").(string), "Kim") || gqltest.At(got.Data, "contentPage.savedBy") != "Kim" {
				t.Fatalf("overwritten: %+v", got.Data)
			}
		}},
		{"a club manager is refused another club's page and pages outside their club", func(t *testing.T, s pagesShop, do func(string, string, map[string]any) gqltest.Response) {
			mine := create(t, do, "owner", pageInput("verein/lindenhof", "Termine", "termine", richtext))
			theirs := create(t, do, "owner", pageInput("verein/banner", "Termine", "termine", richtext))
			list := do("club", `{ contentPages(siteCode: "shop") { id } }`, nil)
			if items := list.Data["contentPages"].([]any); len(items) != 1 || gqltest.At(list.Data, "contentPages.0.id") != mine["id"] {
				t.Fatalf("list: %+v %v", list.Data, list.Errors)
			}
			if got := do("club", `query($id: ID!) { contentPage(id: $id) { id } }`, map[string]any{"id": theirs["id"]}); len(got.Errors) > 0 ||
				got.Data["contentPage"] != nil {
				t.Fatalf("another's page: %+v %v", got.Data, got.Errors)
			}
			res := do("club", save, map[string]any{"id": theirs["id"], "r": theirs["revision"], "in": pageInput("verein/banner", "X", "x", richtext)})
			if res.Code() != "NOT_FOUND" {
				t.Fatalf("saving another's page: %+v", res.Errors)
			}
			res = do("club", `mutation($id: ID!) { publishContentPage(id: $id, revision: 1) { id } }`, map[string]any{"id": theirs["id"]})
			if res.Code() != "NOT_FOUND" {
				t.Fatalf("publishing another's page: %+v", res.Errors)
			}
			res = do("club", `mutation($in: ContentPageInput!) { createContentPage(input: $in) { id } }`,
				map[string]any{"in": pageInput("", "AGB", "agb", richtext)})
			if res.Code() != "FORBIDDEN" {
				t.Fatalf("a page outside the club: %+v", res.Errors)
			}
			if res := do("support", `{ contentPages(siteCode: "shop") { id } }`, nil); res.Code() != "FORBIDDEN" {
				t.Fatalf("support: %+v", res.Errors)
			}
		}},
		{"scheduled publishing on a fake clock", func(t *testing.T, s pagesShop, do func(string, string, map[string]any) gqltest.Response) {
			p := create(t, do, "content", pageInput("", "Sommerfest", "sommerfest", richtext))
			at := s.now.Add(90 * time.Minute).Format(time.RFC3339)
			res := do("content", `mutation($id: ID!, $r: Int!, $at: String) { scheduleContentPage(id: $id, revision: $r, at: $at) { state publishAt } }`,
				map[string]any{"id": p["id"], "r": p["revision"], "at": at})
			if len(res.Errors) > 0 || gqltest.At(res.Data, "scheduleContentPage.state") != "scheduled" || gqltest.At(res.Data, "scheduleContentPage.publishAt") != at {
				t.Fatalf("schedule: %+v %v", res.Data, res.Errors)
			}
			scheduled := do("content", `{ contentPages(siteCode: "shop", state: scheduled) { id } }`, nil)
			if len(scheduled.Data["contentPages"].([]any)) != 1 {
				t.Fatalf("scheduled list: %+v", scheduled.Data)
			}
			*s.now = s.now.Add(89 * time.Minute)
			if n, _ := content.PublishDuePages(context.Background(), s.staff); n != 0 {
				t.Fatal("published early")
			}
			if _, err := s.svc.PageByURL(context.Background(), "shop", i18n.German, "sommerfest"); err == nil {
				t.Fatal("the storefront shows it early")
			}
			*s.now = s.now.Add(time.Minute)
			if n, err := content.PublishDuePages(context.Background(), s.staff); n != 1 || err != nil {
				t.Fatalf("at its time: %d %v", n, err)
			}
			if _, err := s.svc.PageByURL(context.Background(), "shop", i18n.German, "sommerfest"); err != nil {
				t.Fatalf("the storefront: %v", err)
			}
			got := do("content", `query($id: ID!) { contentPage(id: $id) { state publishAt changed urls { locale url } } }`, map[string]any{"id": p["id"]})
			if gqltest.At(got.Data, "contentPage.state") != "published" || gqltest.At(got.Data, "contentPage.publishAt") != nil ||
				gqltest.At(got.Data, "contentPage.urls.0.url") != "sommerfest" {
				t.Fatalf("after: %+v", got.Data)
			}
		}},
		{"a block's bad field comes back on that field; the list searches and marks missing languages", func(t *testing.T, s pagesShop, do func(string, string, map[string]any) gqltest.Response) {
			p := create(t, do, "content", pageInput("", "Anfahrt", "anfahrt", richtext))
			res := do("content", save, map[string]any{"id": p["id"], "r": p["revision"], "in": pageInput("", "Anfahrt", "anfahrt",
				`[{"blockType":"richtext","html":"<p>a</p>"},{"blockType":"spacer","padding":{"mobile":"huge","tablet":"m","desktop":"m"}}]`)})
			if field, _ := res.Errors[0].Extensions["field"].(string); res.Code() != "BAD_USER_INPUT" || field != "locales.de.blocks[1].padding.mobile" {
				t.Fatalf("field error: %+v", res.Errors)
			}
			list := do("content", `{ contentPages(siteCode: "shop", query: "ANFA") { id title url missingLocales state changed } }`, nil)
			if gqltest.At(list.Data, "contentPages.0.url") != "anfahrt" || len(gqltest.At(list.Data, "contentPages.0.missingLocales").([]any)) != 2 ||
				gqltest.At(list.Data, "contentPages.0.state") != "draft" {
				t.Fatalf("list: %+v %v", list.Data, list.Errors)
			}
			link := do("content", `mutation($id: ID!) { contentPagePreviewLink(id: $id) { token expiresAt } }`, map[string]any{"id": p["id"]})
			token, _ := gqltest.At(link.Data, "contentPagePreviewLink.token").(string)
			if token == "" || gqltest.At(link.Data, "contentPagePreviewLink.expiresAt") != s.now.Add(time.Hour).Format(time.RFC3339) {
				t.Fatalf("link: %+v %v", link.Data, link.Errors)
			}
			if pv, err := s.svc.PreviewPage(context.Background(), token, i18n.German); err != nil || pv.Title != "Anfahrt" {
				t.Fatalf("preview: %+v %v", pv, err)
			}
		}},
		{"versions: an explicit save and a publish are kept, compared and restored", func(t *testing.T, s pagesShop, do func(string, string, map[string]any) gqltest.Response) {
			p := create(t, do, "content", pageInput("", "Eins", "eins", richtext))
			pub := do("content", `mutation($id: ID!, $r: Int!) { publishContentPage(id: $id, revision: $r) { revision state } }`,
				map[string]any{"id": p["id"], "r": p["revision"]})
			if gqltest.At(pub.Data, "publishContentPage.state") != "published" {
				t.Fatalf("publish: %+v %v", pub.Data, pub.Errors)
			}
			res := do("content", save, map[string]any{"id": p["id"], "r": p["revision"], "in": pageInput("", "Zwei", "eins", richtext), "k": true})
			if len(res.Errors) > 0 {
				t.Fatal(res.Errors)
			}
			vs := do("content", `query($id: ID!) { contentPageVersions(id: $id) { id kind savedBy } }`, map[string]any{"id": p["id"]})
			if got := vs.Data["contentPageVersions"].([]any); len(got) != 3 || gqltest.At(vs.Data, "contentPageVersions.1.kind") != "publish" {
				t.Fatalf("versions: %+v", vs.Data)
			}
			cmp := do("content", `query($id: ID!, $from: ID) { contentPageCompare(id: $id, fromId: $from) { path kind before after } }`,
				map[string]any{"id": p["id"], "from": gqltest.At(vs.Data, "contentPageVersions.1.id")})
			if gqltest.At(cmp.Data, "contentPageCompare.0.path") != "de.title" || gqltest.At(cmp.Data, "contentPageCompare.0.after") != "Zwei" {
				t.Fatalf("compare: %+v %v", cmp.Data, cmp.Errors)
			}
			rest := do("content", `mutation($id: ID!, $v: ID!, $r: Int!) { restoreContentPageVersion(id: $id, versionId: $v, revision: $r) { texts { title } changed } }`,
				map[string]any{"id": p["id"], "v": gqltest.At(vs.Data, "contentPageVersions.1.id"), "r": gqltest.At(res.Data, "saveContentPageDraft.revision")})
			if gqltest.At(rest.Data, "restoreContentPageVersion.texts.0.title") != "Eins" {
				t.Fatalf("restore: %+v %v", rest.Data, rest.Errors)
			}
		}},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			dbtest.Each(t, func(t *testing.T, d *db.DB) {
				s := pagesHandler(t, d)
				do := func(who, q string, vars map[string]any) gqltest.Response {
					t.Helper()
					return gqltest.Do(t, s.h, "/admin/graphql", gqltest.Request{Query: q, Variables: vars, Header: as(who)})
				}
				sc.run(t, s, do)
			})
		})
	}
}
