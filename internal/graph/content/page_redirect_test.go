package content_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	cms "paddock/internal/content"
	"paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// TestPageRedirectAPI: a published page whose slug changed answers its
// former url's PageRedirect with its url now, in that language only; the
// current url, an unknown one and another site's answer null; once the
// page is unpublished its former url leads nowhere.
func TestPageRedirectAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := cms.Seed(ctx, d, "https://shop.example"); err != nil {
			t.Fatal(err)
		}
		svc := cms.NewService(d, cms.Options{Clock: func() time.Time { return now }})
		trail, err := audit.NewService(audit.Options{DB: d})
		if err != nil {
			t.Fatal(err)
		}
		staff, err := cms.NewPageStaff(cms.PageStaffOptions{Content: svc, Audit: trail})
		if err != nil {
			t.Fatal(err)
		}
		editor := access.With(ctx, access.Principal{StaffID: 1, Email: "redaktion@example.com", Name: "Kim", Role: access.Content})
		doc := func(slug string) cms.PageDocument {
			return cms.PageDocument{SiteCode: "shop", Locales: map[i18n.Locale]cms.PageDocumentText{i18n.German: {Title: "Umzug", Slug: slug,
				Blocks: json.RawMessage(`[{"blockType":"richtext","html":"<p>Umzug</p>"}]`)}}}
		}
		p, err := staff.CreatePage(editor, doc("alter-umzug"))
		if err != nil {
			t.Fatal(err)
		}
		if p, err = staff.PublishPage(editor, p.ID, p.Revision); err != nil {
			t.Fatal(err)
		}
		if p, err = staff.SavePageDraft(editor, p.ID, p.Revision, doc("neuer-umzug"), false); err != nil {
			t.Fatal(err)
		}
		if p, err = staff.PublishPage(editor, p.ID, p.Revision); err != nil {
			t.Fatal(err)
		}
		h := content.NewHandler(&content.Resolver{Content: svc}, gqlserver.Options{Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }})
		ask := func(site, url, locale string) string {
			return `{ PageRedirect(site: "` + site + `", url: "` + url + `", locale: ` + locale + `) { url } }`
		}
		gqltest.Run(t, h, "/api/content/graphql", []gqltest.Scenario{
			{Name: "the former url leads to the page", Query: ask("shop", "alter-umzug", "de"), Data: map[string]any{"PageRedirect.url": "neuer-umzug"}},
			{Name: "slashes around it too", Query: ask("shop", "/alter-umzug/", "de"), Data: map[string]any{"PageRedirect.url": "neuer-umzug"}},
			{Name: "the current url is no redirect", Query: ask("shop", "neuer-umzug", "de"), Data: map[string]any{"PageRedirect": nil}},
			{Name: "nor in another language", Query: ask("shop", "alter-umzug", "en"), Data: map[string]any{"PageRedirect": nil}},
			{Name: "nor on another site", Query: ask("anderer", "alter-umzug", "de"), Data: map[string]any{"PageRedirect": nil}},
			{Name: "nor an unknown url", Query: ask("shop", "gibt-es-nicht", "de"), Data: map[string]any{"PageRedirect": nil}},
		})
		if _, err := staff.UnpublishPage(editor, p.ID); err != nil {
			t.Fatal(err)
		}
		gqltest.Run(t, h, "/api/content/graphql", []gqltest.Scenario{
			{Name: "an unpublished page is no target", Query: ask("shop", "alter-umzug", "de"), Data: map[string]any{"PageRedirect": nil}},
		})
	})
}
