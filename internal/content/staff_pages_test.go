package content_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// staffFixture is the content service with its pages' staff side over a
// real audit trail, and principals to act as.
type staffFixture struct {
	*fixture
	staff  content.PageStaff
	trail  audit.Service
	owner  context.Context
	editor context.Context
	// club manages the club "lindenhof" only; the club "banner" is
	// another's.
	club context.Context
}

var previewKey = []byte(strings.Repeat("k", 32))

func newStaffFixture(t *testing.T, d *db.DB) *staffFixture {
	t.Helper()
	f := newFixture(t, d)
	f.svc = content.NewService(d, content.Options{Clock: func() time.Time { return f.now }, PreviewKey: previewKey})
	trail, err := audit.NewService(audit.Options{DB: d})
	if err != nil {
		t.Fatal(err)
	}
	staff, err := content.NewPageStaff(content.PageStaffOptions{Content: f.svc, Audit: trail})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	lindenhof, err := f.svc.SaveClub(ctx, club("lindenhof", "RV Lindenhof", content.ClubEnabled, content.ClubPublic))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SaveClub(ctx, club("banner", "Banner", content.ClubEnabled, content.ClubPublic)); err != nil {
		t.Fatal(err)
	}
	return &staffFixture{fixture: f, staff: staff, trail: trail,
		owner:  access.With(ctx, access.Principal{StaffID: 1, Email: "chefin@example.com", Name: "Chefin", Role: access.Owner}),
		editor: access.With(ctx, access.Principal{StaffID: 2, Email: "redaktion@example.com", Name: "Redakteurin", Role: access.Content}),
		club:   access.With(ctx, access.Principal{StaffID: 3, Email: "wart@example.com", Name: "Vereinswart", Role: access.Club, Clubs: []int64{lindenhof}}),
	}
}

func (f *staffFixture) entries(t *testing.T, op string) []audit.Record {
	t.Helper()
	page, err := f.trail.List(f.owner, audit.Filter{ObjectType: "page"}, 1, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []audit.Record
	for _, r := range page.Items {
		if r.Operation == op {
			out = append(out, r)
		}
	}
	return out
}

// doc is a page document with German texts and a richtext block.
func doc(prefix, title, slug, html string) content.PageDocument {
	return content.PageDocument{SiteCode: "shop", Prefix: prefix, HeaderStyle: "default", Layout: "default",
		Locales: map[i18n.Locale]content.PageDocumentText{i18n.German: {Title: title, Slug: slug,
			Blocks: json.RawMessage(`[{"blockType":"richtext","html":"<p>` + html + `</p>"}]`)}}}
}

func (f *staffFixture) published(t *testing.T, l i18n.Locale, url string) *content.ContentPage {
	t.Helper()
	page, err := f.svc.Pages(context.Background(), content.FindOptions{Locale: l, Where: &content.Where{Fields: map[string]content.Condition{
		"url": {Equals: url}, "siteCode": {Equals: "shop"}}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Docs) == 0 {
		return nil
	}
	return &page.Docs[0]
}

func html(p *content.ContentPage) string {
	if p == nil || len(p.Blocks) == 0 {
		return ""
	}
	if b, ok := p.Blocks[0].(*content.RichtextBlock); ok {
		return b.HTML
	}
	return ""
}

func TestStaffPageDraftPublishAndConflict(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		created, err := f.staff.CreatePage(f.editor, doc("", "Über uns", "ueber-uns", "Erste Fassung"))
		if err != nil {
			t.Fatal(err)
		}
		if created.Revision != 1 || created.State != content.StateDraft || !created.Changed {
			t.Fatalf("created: %+v", created)
		}
		if f.published(t, i18n.German, "ueber-uns") != nil {
			t.Fatal("an unpublished page is shown")
		}
		if got := created.Missing; len(got) != 2 || got[0] != i18n.English || got[1] != i18n.French {
			t.Fatalf("missing languages %v, want en and fr", got)
		}
		if _, err := f.staff.PublishPage(f.editor, created.ID, created.Revision); err != nil {
			t.Fatal(err)
		}
		if got := html(f.published(t, i18n.German, "ueber-uns")); got != "<p>Erste Fassung</p>" {
			t.Fatalf("published %q", got)
		}
		// A draft saved keeps the storefront on what is published.
		a, err := f.staff.StaffPage(f.editor, created.ID)
		if err != nil {
			t.Fatal(err)
		}
		b, err := f.staff.StaffPage(f.owner, created.ID)
		if err != nil {
			t.Fatal(err)
		}
		saved, err := f.staff.SavePageDraft(f.editor, a.ID, a.Revision, doc("", "Über uns", "ueber-uns", "Zweite Fassung"), false)
		if err != nil {
			t.Fatal(err)
		}
		if saved.Revision != a.Revision+1 || !saved.Changed || saved.State != content.StatePublished {
			t.Fatalf("saved: %+v", saved)
		}
		if got := html(f.published(t, i18n.German, "ueber-uns")); got != "<p>Erste Fassung</p>" {
			t.Fatalf("the storefront shows the draft: %q", got)
		}
		// The second editor, still on the revision they loaded, is warned
		// with who saved and cannot overwrite.
		_, err = f.staff.SavePageDraft(f.owner, b.ID, b.Revision, doc("", "Über uns", "ueber-uns", "Fassung der Chefin"), false)
		if ae := apperr.As(err); ae.Kind != apperr.Conflict || ae.Key != "content.page.changedMeanwhile" || !strings.Contains(ae.Message(context.Background()), "Redakteurin") {
			t.Fatalf("stale save: %v", err)
		}
		if _, err := f.staff.PublishPage(f.owner, b.ID, b.Revision); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("stale publish: %v", err)
		}
		again, _ := f.staff.StaffPage(f.owner, created.ID)
		if !strings.Contains(string(again.Document.Locales[i18n.German].Blocks), "Zweite Fassung") || again.SavedBy != "Redakteurin" {
			t.Fatalf("the draft was overwritten: %+v", again)
		}
		// A changed slug keeps the former url as a redirect.
		moved := doc("", "Über uns", "wir", "Zweite Fassung")
		saved, err = f.staff.SavePageDraft(f.owner, again.ID, again.Revision, moved, true)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.PublishPage(f.owner, saved.ID, saved.Revision); err != nil {
			t.Fatal(err)
		}
		if f.published(t, i18n.German, "ueber-uns") != nil || html(f.published(t, i18n.German, "wir")) != "<p>Zweite Fassung</p>" {
			t.Fatal("the new url is not published")
		}
		to, ok, err := f.svc.PageRedirect(context.Background(), "shop", i18n.German, "ueber-uns")
		if err != nil || !ok || to != "wir" {
			t.Fatalf("redirect: %q %v %v", to, ok, err)
		}
		if _, ok, _ := f.svc.PageRedirect(context.Background(), "shop", i18n.German, "wir"); ok {
			t.Fatal("the current url redirects")
		}
		// Every write is in the trail with before and after.
		pub := f.entries(t, "page.publish")
		if len(pub) != 2 {
			t.Fatalf("%d publish entries", len(pub))
		}
		found := false
		for _, c := range pub[0].Changes {
			if c.Field == "de.slug" && c.Before != nil && *c.Before == "ueber-uns" && c.After != nil && *c.After == "wir" {
				found = true
			}
		}
		if !found {
			t.Fatalf("the slug's change is not in the trail: %+v", pub[0].Changes)
		}
		if len(f.entries(t, "page.saveDraft")) != 2 || len(f.entries(t, "page.create")) != 1 {
			t.Fatal("saves are not in the trail")
		}
		// Unpublish takes it off the storefront; the draft stays.
		off, err := f.staff.UnpublishPage(f.editor, created.ID)
		if err != nil || off.State != content.StateDraft || f.published(t, i18n.German, "wir") != nil {
			t.Fatalf("unpublish: %+v %v", off, err)
		}
		if _, ok, _ := f.svc.PageRedirect(context.Background(), "shop", i18n.German, "ueber-uns"); ok {
			t.Fatal("a redirect leads to an unpublished page")
		}
	})
}

func TestStaffPageValidationAndList(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		ctx := f.editor
		parent, err := f.staff.CreatePage(ctx, doc("", "Service", "service", "x"))
		if err != nil {
			t.Fatal(err)
		}
		child := doc("", "Versand", "versand", "y")
		child.ParentID = parent.ID
		en := child.Locales[i18n.German]
		en.Title, en.Slug = "Shipping", "shipping"
		child.Locales[i18n.English] = en
		kid, err := f.staff.CreatePage(ctx, child)
		if err != nil {
			t.Fatal(err)
		}
		tests := []struct {
			name  string
			edit  func(*content.PageDocument)
			field string
		}{
			{"no title", func(d *content.PageDocument) {
				t := d.Locales[i18n.German]
				t.Title = " "
				d.Locales[i18n.German] = t
			}, "locales.de.title"},
			{"a block's bad field", func(d *content.PageDocument) {
				t := d.Locales[i18n.German]
				t.Blocks = json.RawMessage(`[{"blockType":"richtext","html":"<p>a</p>"},{"blockType":"anchor","anchorId":"kein anker!"}]`)
				d.Locales[i18n.German] = t
			}, "locales.de.blocks[1].anchorId"},
			{"an unknown block", func(d *content.PageDocument) {
				t := d.Locales[i18n.German]
				t.Blocks = json.RawMessage(`[{"blockType":"marquee"}]`)
				d.Locales[i18n.German] = t
			}, "locales.de.blocks"},
			{"itself as parent", func(d *content.PageDocument) { d.ParentID = parent.ID; d.Prefix = "" }, "parentId"},
			{"a taken url", func(d *content.PageDocument) {
				t := d.Locales[i18n.German]
				t.Slug = "versand"
				d.ParentID = parent.ID
				d.Locales[i18n.German] = t
			}, "locales.de.slug"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				p, err := f.staff.StaffPage(ctx, parent.ID)
				if err != nil {
					t.Fatal(err)
				}
				in := doc("", "Service", "service", "x")
				tt.edit(&in)
				if tt.name == "a taken url" {
					// the child's slug under the same parent, from another page
					in = doc("", "Anders", "anders", "x")
					tt.edit(&in)
					other, err := f.staff.CreatePage(ctx, doc("", "Anders", "anders", "x"))
					if err != nil {
						t.Fatal(err)
					}
					p = other
				}
				_, err = f.staff.SavePageDraft(ctx, p.ID, p.Revision, in, false)
				if fe := apperr.As(err).Field; fe != tt.field {
					t.Fatalf("field %q (%v), want %q", fe, err, tt.field)
				}
			})
		}
		// A cycle: the parent below its own child.
		p, _ := f.staff.StaffPage(ctx, parent.ID)
		cyc := doc("", "Service", "service", "x")
		cyc.ParentID = kid.ID
		if _, err := f.staff.SavePageDraft(ctx, p.ID, p.Revision, cyc, false); apperr.As(err).Field != "parentId" {
			t.Fatalf("cycle: %v", err)
		}
		if err := f.staff.StaffDeletePage(ctx, parent.ID); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("deleting a page with subpages: %v", err)
		}
		list, err := f.staff.StaffPages(ctx, content.StaffPageFilter{SiteCode: "shop", Query: "SHIPPING"})
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || list[0].ID != kid.ID || list[0].URL != "service/versand" || len(list[0].Missing) != 1 || list[0].Missing[0] != i18n.French {
			t.Fatalf("search: %+v", list)
		}
		if _, err := f.staff.PublishPage(ctx, parent.ID, p.Revision); err != nil {
			t.Fatal(err)
		}
		pub, _ := f.staff.StaffPages(ctx, content.StaffPageFilter{SiteCode: "shop", Status: content.StatePublished})
		drafts, _ := f.staff.StaffPages(ctx, content.StaffPageFilter{SiteCode: "shop", Status: content.StateDraft})
		if len(pub) != 1 || pub[0].ID != parent.ID || len(drafts) != 2 || drafts[1].ID != kid.ID {
			t.Fatalf("by status: %+v %+v", pub, drafts)
		}
		if err := f.staff.StaffDeletePage(ctx, kid.ID); err != nil {
			t.Fatal(err)
		}
		if len(f.entries(t, "page.delete")) != 1 {
			t.Fatal("the delete is not in the trail")
		}
	})
}

func TestStaffPagesClubManager(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		mine, err := f.staff.CreatePage(f.owner, doc("verein/lindenhof", "Über uns", "ueber-uns", "L"))
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := f.staff.CreatePage(f.owner, doc("verein/banner", "Über uns", "ueber-uns", "B"))
		if err != nil {
			t.Fatal(err)
		}
		shop, err := f.staff.CreatePage(f.owner, doc("", "AGB", "agb", "A"))
		if err != nil {
			t.Fatal(err)
		}
		list, err := f.staff.StaffPages(f.club, content.StaffPageFilter{SiteCode: "shop"})
		if err != nil || len(list) != 1 || list[0].ID != mine.ID {
			t.Fatalf("the club manager's list: %+v %v", list, err)
		}
		for _, id := range []int64{theirs.ID, shop.ID} {
			if _, err := f.staff.StaffPage(f.club, id); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("another's page %d: %v", id, err)
			}
			if _, err := f.staff.SavePageDraft(f.club, id, 1, doc("verein/lindenhof", "X", "x", "x"), false); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("saving another's page %d: %v", id, err)
			}
			if _, err := f.staff.PublishPage(f.club, id, 1); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("publishing another's page %d: %v", id, err)
			}
			if err := f.staff.StaffDeletePage(f.club, id); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("deleting another's page %d: %v", id, err)
			}
		}
		if _, err := f.staff.CreatePage(f.club, doc("", "Meins", "meins", "x")); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("a page outside the club: %v", err)
		}
		// Nor can their own page move out of the club.
		if _, err := f.staff.SavePageDraft(f.club, mine.ID, mine.Revision, doc("verein/banner", "Über uns", "uns", "x"), false); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("moving out: %v", err)
		}
		if _, err := f.staff.CreatePage(f.club, doc("verein/lindenhof", "Termine", "termine", "x")); err != nil {
			t.Fatalf("a page of the club: %v", err)
		}
		if len(f.entries(t, "page.read")) == 0 || f.entries(t, "page.read")[0].Outcome != audit.Refused {
			t.Fatal("the refusal is not in the trail")
		}
		// Without the permission at all.
		nobody := access.With(context.Background(), access.Principal{StaffID: 9, Email: "lager@example.com", Role: access.Support})
		if _, err := f.staff.StaffPages(nobody, content.StaffPageFilter{SiteCode: "shop"}); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("the warehouse: %v", err)
		}
	})
}

func TestStaffPageScheduledPublication(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		p, err := f.staff.CreatePage(f.editor, doc("", "Sommer", "sommer", "Bald"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.SchedulePage(f.editor, p.ID, p.Revision, f.now.Add(-time.Minute)); apperr.As(err).Field != "publishAt" {
			t.Fatalf("a time past: %v", err)
		}
		at := f.now.Add(2 * time.Hour)
		s, err := f.staff.SchedulePage(f.editor, p.ID, p.Revision, at)
		if err != nil || s.State != content.StateScheduled || s.PublishAt == nil || !s.PublishAt.Equal(at) {
			t.Fatalf("scheduled: %+v %v", s, err)
		}
		f.now = at.Add(-time.Second)
		if n, err := content.PublishDuePages(context.Background(), f.staff); err != nil || n != 0 {
			t.Fatalf("before its time: %d %v", n, err)
		}
		if f.published(t, i18n.German, "sommer") != nil {
			t.Fatal("published early")
		}
		f.now = at
		if n, err := content.PublishDuePages(context.Background(), f.staff); err != nil || n != 1 {
			t.Fatalf("at its time: %d %v", n, err)
		}
		if html(f.published(t, i18n.German, "sommer")) != "<p>Bald</p>" {
			t.Fatal("not published at its time")
		}
		after, _ := f.staff.StaffPage(f.editor, p.ID)
		if after.State != content.StatePublished || after.PublishAt != nil || after.Changed {
			t.Fatalf("after: %+v", after)
		}
		if e := f.entries(t, "page.publishScheduled"); len(e) != 1 {
			t.Fatalf("%d scheduled publications in the trail", len(e))
		}
		if n, _ := content.PublishDuePages(context.Background(), f.staff); n != 0 {
			t.Fatal("published twice")
		}
	})
}

func TestStaffPageVersions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		p, err := f.staff.CreatePage(f.editor, doc("", "Eins", "eins", "A"))
		if err != nil {
			t.Fatal(err)
		}
		p, err = f.staff.SavePageDraft(f.editor, p.ID, p.Revision, doc("", "Eins", "eins", "B"), false) // autosave: no version
		if err != nil {
			t.Fatal(err)
		}
		two := doc("", "Zwei", "eins", "C")
		p, err = f.staff.SavePageDraft(f.owner, p.ID, p.Revision, two, true)
		if err != nil {
			t.Fatal(err)
		}
		versions, err := f.staff.PageVersions(f.editor, p.ID)
		if err != nil || len(versions) != 2 || versions[0].SavedBy != "Chefin" || versions[1].SavedBy != "Redakteurin" {
			t.Fatalf("versions: %+v %v", versions, err)
		}
		diff, err := f.staff.ComparePageVersions(f.editor, p.ID, versions[1].ID, versions[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		paths := map[string]content.PageDifference{}
		for _, d := range diff {
			paths[d.Path] = d
		}
		if len(diff) != 2 || paths["de.title"].Before != "Eins" || paths["de.title"].After != "Zwei" ||
			!strings.Contains(paths["de.blocks[0]"].After, "C") || paths["de.blocks[0]"].Kind != "changed" {
			t.Fatalf("diff: %+v", diff)
		}
		restored, err := f.staff.RestorePageVersion(f.editor, p.ID, versions[1].ID, p.Revision)
		if err != nil {
			t.Fatal(err)
		}
		if restored.Document.Locales[i18n.German].Title != "Eins" || restored.Revision != p.Revision+1 {
			t.Fatalf("restored: %+v", restored)
		}
		if v, _ := f.staff.PageVersions(f.editor, p.ID); len(v) != 3 || v[0].Kind != "restore" {
			t.Fatalf("after restore: %+v", v)
		}
		if _, err := f.staff.ComparePageVersions(f.editor, p.ID, 999999, 0); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown version: %v", err)
		}
	})
}

func TestPagePreview(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		p, err := f.staff.CreatePage(f.editor, doc("", "Vorschau", "vorschau", "Entwurf"))
		if err != nil {
			t.Fatal(err)
		}
		link, err := f.staff.PagePreviewLink(f.editor, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !link.ExpiresAt.Equal(f.now.Add(content.PreviewTTL)) {
			t.Fatalf("expires %v", link.ExpiresAt)
		}
		ctx := context.Background()
		got, err := f.svc.PreviewPage(ctx, link.Token, i18n.English)
		if err != nil || got.Title != "Vorschau" || html(&got) != "<p>Entwurf</p>" || got.Meta.Robots != "noindex, nofollow" {
			t.Fatalf("preview: %+v %v", got, err)
		}
		// It follows the draft.
		if _, err := f.staff.SavePageDraft(f.editor, p.ID, p.Revision, doc("", "Vorschau", "vorschau", "Neuer"), false); err != nil {
			t.Fatal(err)
		}
		if got, _ := f.svc.PreviewPage(ctx, link.Token, i18n.German); html(&got) != "<p>Neuer</p>" {
			t.Fatalf("preview after a save: %q", html(&got))
		}
		tampered := []string{
			strings.Replace(link.Token, "p", "p1", 1),
			link.Token[:len(link.Token)-2] + "xx",
			"",
			"p1.9999999999.abc",
		}
		for _, tok := range tampered {
			if _, err := f.svc.PreviewPage(ctx, tok, i18n.German); apperr.KindOf(err) != apperr.Forbidden {
				t.Fatalf("token %q: %v", tok, err)
			}
		}
		f.now = f.now.Add(content.PreviewTTL)
		if _, err := f.svc.PreviewPage(ctx, link.Token, i18n.German); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("an expired token: %v", err)
		}
		if _, err := f.staff.PagePreviewLink(f.club, p.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("the club manager's link to another page: %v", err)
		}
	})
}
