package content_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// TestMediaLibrary: a content editor uploads a picture (the same picture
// again is the same file), gives it alt texts and a caption, finds it by
// name and alt text; the content API's media collection carries them. A
// page's meta image, a text-and-image block in English and the site's
// logo use it: the library names each place, refuses to delete it, and a
// replacement shows everywhere under the same id. An unused file goes; a
// club manager may not change or delete the shop's files, which the
// trail records as refusals beside the editor's changes.
func TestMediaLibrary(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		trail, err := audit.NewService(audit.Options{DB: d})
		if err != nil {
			t.Fatal(err)
		}
		lib, err := content.NewMediaStaff(content.MediaStaffOptions{Content: f.svc, Audit: trail})
		if err != nil {
			t.Fatal(err)
		}
		editor := access.With(context.Background(), access.Principal{StaffID: 3, Email: "content@paddock.example", Role: access.Content})
		club := access.With(context.Background(), access.Principal{StaffID: 4, Email: "club@paddock.example", Role: access.Club, Clubs: []int64{7}})

		helmet, err := lib.UploadMedia(editor, `C:\Bilder\reithelm.png`, pngBytes(t, 40, 30))
		if err != nil {
			t.Fatal(err)
		}
		if helmet.Filename != "reithelm.png" || helmet.MimeType != "image/png" || helmet.Width != 40 || helmet.Filesize <= 0 {
			t.Errorf("uploaded %+v", helmet)
		}
		if again, err := lib.UploadMedia(editor, "kopie.png", pngBytes(t, 40, 30)); err != nil || again.ID != helmet.ID {
			t.Errorf("the same picture again: %+v %v", again, err)
		}
		if _, err := lib.UploadMedia(editor, "kaputt.png", []byte("kein Bild")); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("not a picture: %v", err)
		}
		saved, err := lib.SaveMediaTexts(editor, helmet.ID, content.Text{i18n.German: "Schwarzer Reithelm", i18n.English: " Black riding helmet "},
			content.Text{i18n.German: "Unser Bestseller"})
		if err != nil || saved.Alt[i18n.English] != "Black riding helmet" || saved.Caption[i18n.German] != "Unser Bestseller" {
			t.Fatalf("texts %+v %v", saved, err)
		}
		for _, q := range []string{"REITHELM.png", "riding helmet"} {
			if list, err := lib.StaffMediaList(editor, q, 1, 10); err != nil || list.TotalCount != 1 || list.Items[0].ID != helmet.ID {
				t.Errorf("search %q: %+v %v", q, list, err)
			}
		}
		if list, err := lib.StaffMediaList(editor, "sattel", 1, 10); err != nil || list.TotalCount != 0 {
			t.Errorf("search sattel: %+v %v", list, err)
		}
		all, err := f.svc.AllMedia(context.Background(), content.FindOptions{Locale: i18n.English, Where: where("filename", "reithelm.png")})
		if err != nil || len(all.Docs) != 1 || all.Docs[0].Alt != "Black riding helmet" || all.Docs[0].Caption != "Unser Bestseller" ||
			all.Docs[0].Filesize != helmet.Filesize {
			t.Errorf("content API %+v %v", all, err)
		}

		// Used by a page (meta image in German, a block in English) and the site's logo.
		page := f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, HeaderStyle: content.HeaderDefault,
			Layout: content.LayoutDefault, Locales: map[i18n.Locale]content.PageTexts{
				i18n.German: {Title: "Helme", Slug: "helme", Meta: content.Meta{Image: content.Image(helmet.ID)},
					Blocks: []content.Block{&content.RichtextBlock{HTML: "<p>Helme</p>"}}},
				i18n.English: {Title: "Helmets", Slug: "helmets", Blocks: []content.Block{
					&content.TextImageBlock{Headline: "Helmets", Image: content.Image(helmet.ID), ImagePosition: "left"}}},
			}})
		if _, err := d.Write().Exec(context.Background(), "UPDATE site SET logo_id = ? WHERE code = 'shop'", helmet.ID); err != nil {
			t.Fatal(err)
		}
		item, err := lib.StaffMediaItem(editor, helmet.ID)
		if err != nil {
			t.Fatal(err)
		}
		var places []string
		for _, u := range item.Uses {
			places = append(places, u.Kind+":"+u.Field+":"+string(u.Locale)+":"+u.Label)
		}
		if got := strings.Join(places, " "); got != "site:logo::shop page:meta:de:Helme page:blocks:en:Helmets" {
			t.Errorf("uses %s", got)
		}
		err = lib.DeleteMedia(editor, helmet.ID)
		if apperr.KindOf(err) != apperr.Conflict || !strings.Contains(apperr.As(err).Message(i18n.WithLocale(context.Background(), i18n.English)), "Helme") {
			t.Errorf("delete used: %v", err)
		}

		// Replaced everywhere: the same id, the new picture.
		replaced, err := lib.ReplaceMedia(editor, helmet.ID, "reithelm-neu.png", pngBytes(t, 60, 30))
		if err != nil || replaced.ID != helmet.ID || replaced.Key == helmet.Key || replaced.Width != 60 || replaced.Alt[i18n.German] != "Schwarzer Reithelm" {
			t.Fatalf("replace %+v %v", replaced, err)
		}
		pages, err := f.svc.Pages(context.Background(), content.FindOptions{Where: where("id", page)})
		if err != nil || len(pages.Docs) != 1 || pages.Docs[0].Meta.Image.Media == nil || pages.Docs[0].Meta.Image.Media.Key != replaced.Key {
			t.Errorf("the page's image after the replacement: %+v %v", pages, err)
		}

		// The club manager: reads, but changes nothing of the shop's.
		if _, err := lib.SaveMediaTexts(club, helmet.ID, content.Text{}, content.Text{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("club manager's texts: %v", err)
		}
		if err := lib.DeleteMedia(club, helmet.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("club manager's delete: %v", err)
		}
		if _, err := lib.StaffMediaItem(club, helmet.ID); err != nil {
			t.Errorf("club manager's read: %v", err)
		}

		// An unused file is deleted.
		spare, err := lib.UploadMedia(editor, "ersatz.png", pngBytes(t, 20, 20))
		if err != nil {
			t.Fatal(err)
		}
		if err := lib.DeleteMedia(editor, spare.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := lib.StaffMediaItem(editor, spare.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted: %v", err)
		}

		records, err := trail.List(access.With(context.Background(), access.Principal{StaffID: 1, Role: access.Owner}), audit.Filter{ObjectType: "media"}, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		ops := map[string]int{}
		for _, r := range records.Items {
			ops[r.Operation+"/"+string(r.Outcome)]++
		}
		if ops["media.upload/done"] != 2 || ops["media.texts/done"] != 1 || ops["media.replace/done"] != 1 || ops["media.delete/done"] != 1 ||
			ops["media.texts/refused"] != 1 || ops["media.delete/refused"] != 1 {
			t.Errorf("trail %v", ops)
		}
	})
}
