package content_test

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// urls lists the urls of what a Pages query answers, and checks that its
// total counts the same pages.
func urls(t *testing.T, f *fixture, where *content.Where, unrestricted bool) []string {
	t.Helper()
	res, err := f.svc.Pages(context.Background(), content.FindOptions{Locale: i18n.German, Limit: 100, Where: where, Unrestricted: unrestricted})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range res.Docs {
		out = append(out, p.URL)
	}
	slices.Sort(out)
	if res.TotalDocs != len(out) {
		t.Errorf("%d pages counted, %d answered", res.TotalDocs, len(out))
	}
	return out
}

func str(s string) *string { return &s }

// A page below a club that is not enabled and public, or below a draft,
// is listed nowhere (any Pages query but one for its exact url, by id,
// the sitemap) and answers to its exact url, as a head search engines
// must not index. The demo's private Ponyclub was found this way.
func TestUnlistedPages(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		clubs := map[string]content.ClubInput{
			"rvoffen":    club("rvoffen", "RV Offen", content.ClubEnabled, content.ClubPublic),
			"pcprivat":   club("pcprivat", "Ponyclub Privat", content.ClubEnabled, content.ClubPrivate),
			"rvgelistet": club("rvgelistet", "RV Ungelistet", content.ClubEnabled, content.ClubUnlisted),
			"rvzu":       club("rvzu", "RV Zu", content.ClubDisabled, content.ClubPublic),
		}
		ids := map[string]int64{}
		for slug, in := range clubs {
			id, err := f.svc.SaveClub(ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			ids[slug] = id
			f.savePage(t, content.PageInput{SiteCode: "shop", Prefix: "verein/" + slug, Status: content.Published,
				Locales: texts("de", "Über uns", "ueber-uns", "en", "About us", "about-us")})
		}
		f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, Locales: texts("de", "Service", "service")})
		draft := content.PageInput{SiteCode: "shop", Status: content.Draft, Locales: texts("de", "Geheimprojekt", "geheimprojekt")}
		draft.ID = f.savePage(t, draft)
		team := f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: draft.ID, Status: content.Published, Locales: texts("de", "Team", "team")})
		f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: team, Status: content.Published, Locales: texts("de", "Mitglieder", "mitglieder")})

		listed := []string{"service", "verein/rvoffen/ueber-uns"}
		for name, where := range map[string]*content.Where{
			"everything":            nil,
			"url contains verein/":  {Fields: map[string]content.Condition{"url": {Contains: str("verein/")}}},
			"url like":              {Fields: map[string]content.Condition{"url": {Like: str("e")}}},
			"slug equals ueber-uns": {Fields: map[string]content.Condition{"slug": {Equals: "ueber-uns"}}},
			"url in":                {Fields: map[string]content.Condition{"url": {In: []any{"verein/pcprivat/ueber-uns", "geheimprojekt/team", "service"}}}},
			"url equals, or'ed": {Or: []content.Where{{Fields: map[string]content.Condition{"url": {Equals: "verein/pcprivat/ueber-uns"}}},
				{Fields: map[string]content.Condition{"url": {Equals: "service"}}}}},
			"url not equals": {Fields: map[string]content.Condition{"url": {NotEquals: "x"}}},
		} {
			got := urls(t, f, where, false)
			for _, u := range got {
				if !slices.Contains(listed, u) {
					t.Errorf("%s lists %s", name, u)
				}
			}
		}
		if got := urls(t, f, nil, false); !slices.Equal(got, listed) {
			t.Errorf("listed: %v; want %v", got, listed)
		}
		if got := urls(t, f, nil, true); len(got) != 8 {
			t.Errorf("unrestricted: %v", got)
		}

		// The exact url answers, in any language, also pinned inside an
		// AND group; its head says so.
		for _, u := range []string{"verein/pcprivat/ueber-uns", "verein/rvgelistet/ueber-uns", "verein/rvzu/ueber-uns", "geheimprojekt/team", "geheimprojekt/team/mitglieder"} {
			p, err := f.svc.PageByURL(ctx, "shop", i18n.German, u)
			if err != nil || p.Listed {
				t.Errorf("%s by its url: %+v, %v", u, p.Listed, err)
			}
			byID, _ := f.svc.Pages(ctx, content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"id": {Equals: p.ID}}}})
			if len(byID.Docs) != 0 {
				t.Errorf("%s found by its id %d", u, p.ID)
			}
			pinned := &content.Where{And: []content.Where{{Fields: map[string]content.Condition{"url": {Equals: u}}}}}
			if got := urls(t, f, pinned, false); len(got) != 1 {
				t.Errorf("%s pinned in an AND group: %v", u, got)
			}
		}
		if p, err := f.svc.PageByURL(ctx, "shop", i18n.English, "verein/pcprivat/about-us"); err != nil || p.Listed {
			t.Errorf("English url: %+v %v", p.Listed, err)
		}

		paths, err := f.svc.PagePaths(ctx, "shop")
		if err != nil {
			t.Fatal(err)
		}
		var sitemap []string
		for _, p := range paths {
			sitemap = append(sitemap, p.URLs[i18n.German])
		}
		slices.Sort(sitemap)
		if !slices.Equal(sitemap, listed) {
			t.Errorf("sitemap: %v", sitemap)
		}

		// Opening the club and publishing the draft list their pages; closing
		// them again unlists them.
		open := clubs["pcprivat"]
		open.ID, open.Visibility = ids["pcprivat"], content.ClubPublic
		if _, err := f.svc.SaveClub(ctx, open); err != nil {
			t.Fatal(err)
		}
		draft.Status = content.Published
		f.savePage(t, draft)
		want := []string{"geheimprojekt", "geheimprojekt/team", "geheimprojekt/team/mitglieder", "service", "verein/pcprivat/ueber-uns", "verein/rvoffen/ueber-uns"}
		if got := urls(t, f, nil, false); !slices.Equal(got, want) {
			t.Errorf("after opening: %v", got)
		}
		open.Visibility = content.ClubPrivate
		if _, err := f.svc.SaveClub(ctx, open); err != nil {
			t.Fatal(err)
		}
		draft.Status = content.Draft
		f.savePage(t, draft)
		if got := urls(t, f, nil, false); !slices.Equal(got, listed) {
			t.Errorf("after closing again: %v", got)
		}
	})
}

// A form answers strangers (read, submit, upload) only while something
// published shows it or it is marked public; otherwise exactly as an id
// that does not exist.
func TestFormsAnswerOnlyWhenPublic(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.limiter.Limit = 1000
		ctx := context.Background()
		in := testForm()
		in.Code = "entwurf"
		form, err := f.svc.SaveForm(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		onPage := func(status content.PublishStatus, prefix string, forms ...int64) content.PageInput {
			var blocks []content.Block
			for _, id := range forms {
				blocks = append(blocks, &content.DynamicFormBlock{Form: content.FormRef{ID: id}})
			}
			blocks = append(blocks, &content.RichtextBlock{HTML: "<p>x</p>"})
			return content.PageInput{SiteCode: "shop", Status: status, Prefix: prefix,
				Locales: map[i18n.Locale]content.PageTexts{i18n.German: {Title: "Formular", Slug: "formular", Blocks: blocks}}}
		}
		answers := func() bool {
			t.Helper()
			_, readErr := f.svc.Form(ctx, form, content.FindOptions{Locale: i18n.English})
			_, submitErr := f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Client: "10.0.0.1", Locale: i18n.German,
				Data: []content.SubmissionValue{{Field: "name", Value: "Eva"}, {Field: "email", Value: "eva@example.com"}, {Field: "datenschutz", Value: "true"}}})
			_, uploadErr := f.svc.CreateUpload(ctx, content.UploadInput{FormID: form, Field: "logo", Filename: "a.png", ContentType: "image/png",
				Body: bytes.NewReader(pngBytes(t, 8, 8)), Client: "10.0.0.1"})
			for _, err := range []error{readErr, submitErr, uploadErr} {
				if err != nil {
					e := apperr.As(err)
					if e.Kind != apperr.NotFound || e.Key != "content.form.unknown" {
						t.Fatalf("refused otherwise than as unknown: %v", err)
					}
				}
			}
			if (readErr == nil) != (submitErr == nil) || (readErr == nil) != (uploadErr == nil) {
				t.Fatalf("read %v, submit %v, upload %v", readErr, submitErr, uploadErr)
			}
			return readErr == nil
		}
		if answers() {
			t.Error("a form on nothing answers")
		}
		if _, err := f.svc.Form(ctx, form, content.FindOptions{Unrestricted: true}); err != nil {
			t.Errorf("unrestricted: %v", err)
		}
		page := onPage(content.Draft, "", form)
		page.ID = f.savePage(t, page)
		if answers() {
			t.Error("a form on a draft page answers")
		}
		page.Status = content.Published
		f.savePage(t, page)
		if !answers() {
			t.Error("a form on a published page does not answer")
		}
		// Taken off the page, it is gone again.
		page.Locales[i18n.German].Blocks[0] = &content.RichtextBlock{HTML: "<p>y</p>"}
		f.savePage(t, page)
		if answers() {
			t.Error("a form taken off its page answers")
		}
		// A published page of a private club (unlisted, reachable by its
		// url) shows it to those with the link.
		if _, err := f.svc.SaveClub(ctx, club("pcprivat", "Ponyclub", content.ClubEnabled, content.ClubPrivate)); err != nil {
			t.Fatal(err)
		}
		clubPage := onPage(content.Published, "verein/pcprivat", form)
		clubPage.ID = f.savePage(t, clubPage)
		if !answers() {
			t.Error("a form on a private club's page does not answer")
		}
		if err := f.svc.DeletePage(ctx, clubPage.ID); err != nil {
			t.Fatal(err)
		}
		if answers() {
			t.Error("a form on a deleted page answers")
		}
		// Shown by a club's own blocks: while the club is enabled.
		shown := club("rvform", "RV Formular", content.ClubDisabled, content.ClubPublic)
		shown.Locales[i18n.German] = content.ClubTexts{Blocks: []content.Block{&content.DynamicFormBlock{Form: content.FormRef{ID: form}}}}
		if shown.ID, err = f.svc.SaveClub(ctx, shown); err != nil {
			t.Fatal(err)
		}
		if answers() {
			t.Error("a form of a disabled club answers")
		}
		shown.Status = content.ClubEnabled
		if _, err := f.svc.SaveClub(ctx, shown); err != nil {
			t.Fatal(err)
		}
		if !answers() {
			t.Error("a form of an enabled club does not answer")
		}
		if err := f.svc.DeleteClub(ctx, shown.ID); err != nil {
			t.Fatal(err)
		}
		// Marked public, it answers wherever it is used.
		in.Public = true
		if _, err := f.svc.SaveForm(ctx, in); err != nil {
			t.Fatal(err)
		}
		if !answers() {
			t.Error("a public form does not answer")
		}
		if _, err := f.svc.Form(ctx, 999999, content.FindOptions{}); apperr.As(err).Key != "content.form.unknown" {
			t.Errorf("unknown id: %v", err)
		}
	})
}

// Migration 00011 works out the visibility of what was saved before it:
// pages below a draft or a closed club are unlisted, and the forms shown
// by pages, clubs and sales events are placed.
func TestMigrationKeepsWhatWasSavedVisible(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, migrated *db.DB) {
		ctx := context.Background()
		d := dbtest.NewEmpty(t, migrated.Dialect())
		if _, err := d.MigrateTo(ctx, 10); err != nil {
			t.Fatal(err)
		}
		w := d.Write()
		for _, stmt := range []string{
			`INSERT INTO site (code, base_url) VALUES ('shop', 'https://shop.example')`,
			`INSERT INTO form (id, code, definition) VALUES (7, 'anfrage', '{}'), (8, 'alt', '{}')`,
			`INSERT INTO club (id, slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
				VALUES (1, 'pcprivat', 'Ponyclub', 'Ponyclub', 'PCP', 'enabled', 'private', '#000000', '1'),
				       (2, 'rvoffen', 'RV', 'RV', 'RVO', 'enabled', 'public', '#000000', '1')`,
			`INSERT INTO club_locale (club_id, locale, blocks) VALUES (2, 'de', '[{"blockType":"dynamicForm","id":"f","form":8}]')`,
			`INSERT INTO page (id, site_code, parent_id, status, header_style, layout) VALUES
				(1, 'shop', NULL, 'published', 'default', 'default'), (2, 'shop', NULL, 'draft', 'default', 'default'),
				(3, 'shop', 2, 'published', 'default', 'default'), (4, 'shop', NULL, 'published', 'default', 'default')`,
			`INSERT INTO page_locale (page_id, locale, site_code, title, slug, url, meta, blocks) VALUES
				(1, 'de', 'shop', 'Anfrage', 'anfrage', 'anfrage', '{}', '[{"blockType":"richtext","id":"r","html":"<p>x</p>"},{"blockType":"dynamicForm","id":"f","form":7}]'),
				(2, 'de', 'shop', 'Entwurf', 'entwurf', 'entwurf', '{}', '[]'),
				(3, 'de', 'shop', 'Team', 'team', 'entwurf/team', '{}', '[]'),
				(4, 'de', 'shop', 'Über uns', 'ueber-uns', 'verein/pcprivat/ueber-uns', '{}', '[]')`,
		} {
			if _, err := w.Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		if _, err := d.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var listed []int64
		if err := d.Read().Select(ctx, &listed, "SELECT id FROM page WHERE listed ORDER BY id"); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(listed, []int64{1}) {
			t.Errorf("listed pages %v; want [1]", listed)
		}
		var placed []string
		if err := d.Read().Select(ctx, &placed, `SELECT form_id || ':' || COALESCE(page_id, 0) || ':' || COALESCE(club_id, 0) FROM form_placement ORDER BY form_id`); err != nil {
			t.Fatal(err)
		}
		if strings.Join(placed, " ") != "7:1:0 8:0:2" {
			t.Errorf("placements %v", placed)
		}
	})
}
