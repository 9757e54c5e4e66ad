package content_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	cms "paddock/internal/content"
	"paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// TestPagePreview: a valid preview link shows the page's draft (never
// what is published), an expired or tampered one does not; the answer is
// never kept (no-store, outside the response cache), never sent as GET,
// and says noindex in its header and its meta.
func TestPagePreview(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := cms.Seed(ctx, d, "https://shop.example"); err != nil {
			t.Fatal(err)
		}
		clock := now
		svc := cms.NewService(d, cms.Options{Clock: func() time.Time { return clock }, PreviewKey: []byte(strings.Repeat("v", 32))})
		trail, err := audit.NewService(audit.Options{DB: d})
		if err != nil {
			t.Fatal(err)
		}
		staff, err := cms.NewPageStaff(cms.PageStaffOptions{Content: svc, Audit: trail})
		if err != nil {
			t.Fatal(err)
		}
		editor := access.With(ctx, access.Principal{StaffID: 1, Email: "redaktion@example.com", Name: "Kim", Role: access.Content})
		doc := func(html string) cms.PageDocument {
			return cms.PageDocument{SiteCode: "shop", Locales: map[i18n.Locale]cms.PageDocumentText{i18n.German: {Title: "Vorschau", Slug: "vorschau",
				Blocks: json.RawMessage(`[{"blockType":"richtext","html":"<p>` + html + `</p>"}]`)}}}
		}
		p, err := staff.CreatePage(editor, doc("Veröffentlicht"))
		if err != nil {
			t.Fatal(err)
		}
		if p, err = staff.PublishPage(editor, p.ID, p.Revision); err != nil {
			t.Fatal(err)
		}
		if _, err := staff.SavePageDraft(editor, p.ID, p.Revision, doc("Entwurf"), false); err != nil {
			t.Fatal(err)
		}
		link, err := staff.PagePreviewLink(editor, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		h := content.NewHandler(&content.Resolver{Content: svc}, gqlserver.Options{Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return clock }})
		const query = `query($t: String!) { PagePreview(token: $t, locale: de) { title meta { robots } blocks { ... on RichtextBlock { html } } } }`
		ask := func(token string, get bool) *httptest.ResponseRecorder {
			t.Helper()
			body, _ := json.Marshal(map[string]any{"query": query, "variables": map[string]any{"t": token}})
			var r *http.Request
			if get {
				v, _ := json.Marshal(map[string]any{"t": token})
				r = httptest.NewRequest(http.MethodGet, "/api/content/graphql?"+url.Values{"query": {query}, "variables": {string(v)}}.Encode(), nil)
			} else {
				r = httptest.NewRequest(http.MethodPost, "/api/content/graphql", strings.NewReader(string(body)))
				r.Header.Set("Content-Type", "application/json")
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			return w
		}
		w := ask(link.Token, false)
		if !strings.Contains(w.Body.String(), "Entwurf") || strings.Contains(w.Body.String(), "Veröffentlicht") ||
			!strings.Contains(w.Body.String(), `"robots":"noindex, nofollow"`) {
			t.Fatalf("preview: %s", w.Body)
		}
		if w.Header().Get("Cache-Control") != "no-store" || w.Header().Get("X-Robots-Tag") != "noindex" {
			t.Fatalf("headers: %v", w.Header())
		}
		if again := ask(link.Token, false); again.Header().Get(gqlserver.CacheHeader) == "hit" {
			t.Fatal("a preview came from the response cache")
		}
		if got := ask(link.Token, true); got.Code != http.StatusMethodNotAllowed {
			t.Fatalf("as GET: %d %s", got.Code, got.Body)
		}
		for _, token := range []string{link.Token[:len(link.Token)-3] + "abc", strings.Replace(link.Token, "p", "p9", 1), "nonsense"} {
			if got := ask(token, false); !strings.Contains(got.Body.String(), `"FORBIDDEN"`) || strings.Contains(got.Body.String(), "Entwurf") {
				t.Fatalf("tampered %q: %s", token, got.Body)
			}
		}
		clock = clock.Add(cms.PreviewTTL + time.Second)
		if got := ask(link.Token, false); !strings.Contains(got.Body.String(), `"FORBIDDEN"`) {
			t.Fatalf("expired: %s", got.Body)
		}
		// The storefront's published page stays what was published.
		page, err := svc.PageByURL(ctx, "shop", i18n.German, "vorschau")
		if err != nil || page.Blocks[0].(*cms.RichtextBlock).HTML != "<p>Veröffentlicht</p>" {
			t.Fatalf("published: %+v %v", page.Blocks, err)
		}
	})
}
