package content_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
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
			if list, err := lib.StaffMediaList(editor, q, "", 1, 10); err != nil || list.TotalCount != 1 || list.Items[0].ID != helmet.ID {
				t.Errorf("search %q: %+v %v", q, list, err)
			}
		}
		if list, err := lib.StaffMediaList(editor, "sattel", "", 1, 10); err != nil || list.TotalCount != 0 {
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

// TestMediaLibraryPDFs: a PDF is uploaded as form uploads are checked (a
// file that only claims to be a PDF, a picture called .pdf, a PDF that
// runs a script or carries a web page are refused as there), stored once,
// listed by kind, answered by the content API and served at its public
// address (inline, its name encoded, revalidated). A page's link names
// where it is used; it is replaced only by a PDF (a picture only by a
// picture) under the same address, and no image field takes it.
func TestMediaLibraryPDFs(t *testing.T) {
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
		en := i18n.WithLocale(context.Background(), i18n.English)
		plain := []byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction [2 0 R /Fit] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")

		doc, err := lib.UploadMedia(editor, "Größentabelle 2027.pdf", plain)
		if err != nil {
			t.Fatal(err)
		}
		wantURL := "/media/documents/" + strconv.FormatInt(doc.ID, 10) + "/Gr%C3%B6%C3%9Fentabelle%202027.pdf"
		if doc.MimeType != "application/pdf" || doc.Filename != "Größentabelle 2027.pdf" || doc.Filesize != int64(len(plain)) ||
			doc.Width != 0 || !doc.IsDocument() || doc.URL("small") != wantURL {
			t.Errorf("uploaded %+v %s", doc, doc.URL("small"))
		}
		if again, err := lib.UploadMedia(editor, "kopie.pdf", plain); err != nil || again.ID != doc.ID {
			t.Errorf("the same PDF again: %+v %v", again, err)
		}
		for _, tt := range []struct {
			name, filename string
			data           []byte
			key            string
		}{
			{"a web page called .pdf", "preise.pdf", []byte("<html><script>alert(1)</script></html>"), "content.upload.type"},
			{"a picture called .pdf", "preise.pdf", pngBytes(t, 20, 20), "content.upload.disguised"},
			{"a PDF called .png", "preise.png", plain, "content.upload.disguised"},
			{"a PDF that runs a script", "preise.pdf",
				[]byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
				"content.upload.pdfActive"},
			{"a PDF with a web page appended", "preise.pdf", append(append([]byte{}, plain...), "<script>alert(1)</script>"...), "content.upload.pdfBroken"},
		} {
			_, err := lib.UploadMedia(editor, tt.filename, tt.data)
			if e := apperr.As(err); err == nil || e.Kind != apperr.Invalid || e.Key != tt.key || e.Field != "file" {
				t.Errorf("%s: %v", tt.name, err)
			}
		}
		picture, err := lib.UploadMedia(editor, "bild.png", pngBytes(t, 30, 30))
		if err != nil {
			t.Fatal(err)
		}
		for kind, want := range map[content.MediaKind]int64{content.MediaDocuments: doc.ID, content.MediaImages: picture.ID} {
			if list, err := lib.StaffMediaList(editor, "", kind, 1, 10); err != nil || list.TotalCount != 1 || list.Items[0].ID != want {
				t.Errorf("kind %s: %+v %v", kind, list, err)
			}
		}
		if _, err := lib.StaffMediaList(editor, "", "video", 1, 10); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("kind video: %v", err)
		}
		all, err := f.svc.AllMedia(context.Background(), content.FindOptions{Where: where("mimeType", "application/pdf")})
		if err != nil || len(all.Docs) != 1 || all.Docs[0].ID != doc.ID || all.Docs[0].URL("medium") != wantURL || all.Docs[0].Filesize != doc.Filesize {
			t.Errorf("content API %+v %v", all, err)
		}

		// No image field takes it.
		_, err = f.svc.SavePage(context.Background(), content.PageInput{SiteCode: "shop", Status: content.Published, HeaderStyle: content.HeaderDefault,
			Layout: content.LayoutDefault, Locales: map[i18n.Locale]content.PageTexts{i18n.German: {Title: "Bild", Slug: "bild-pdf",
				Meta: content.Meta{Image: content.Image(doc.ID)}, Blocks: []content.Block{&content.RichtextBlock{HTML: "<p>x</p>"}}}}})
		if e := apperr.As(err); err == nil || e.Key != "content.input.notAnImage" {
			t.Errorf("a PDF as meta image: %v", err)
		}

		// A page links it: where it is used, not deleted.
		f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, HeaderStyle: content.HeaderDefault,
			Layout: content.LayoutDefault, Locales: map[i18n.Locale]content.PageTexts{i18n.German: {Title: "Größen", Slug: "groessen",
				Blocks: []content.Block{&content.RichtextBlock{HTML: `<p><a href="` + wantURL + `">Größentabelle</a></p>`}}}}})
		item, err := lib.StaffMediaItem(editor, doc.ID)
		if err != nil || len(item.Uses) != 1 || item.Uses[0].Kind != "page" || item.Uses[0].Field != "blocks" || item.Uses[0].Label != "Größen" {
			t.Errorf("uses %+v %v", item.Uses, err)
		}
		if err := lib.DeleteMedia(editor, doc.ID); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("delete a linked PDF: %v", err)
		}

		// Served at its address.
		handler, err := content.NewDocumentHandler(f.svc, nil)
		if err != nil {
			t.Fatal(err)
		}
		get := func(method, target, inm string) *httptest.ResponseRecorder {
			r := httptest.NewRequestWithContext(en, method, target, nil)
			if inm != "" {
				r.Header.Set("If-None-Match", inm)
			}
			w := httptest.NewRecorder()
			handler.ServeHTTP(w, r)
			return w
		}
		w := get(http.MethodGet, wantURL, "")
		if w.Code != http.StatusOK || w.Body.String() != string(plain) || w.Header().Get("Content-Type") != "application/pdf" ||
			w.Header().Get("Content-Disposition") != "inline; filename*=utf-8''Gr%C3%B6%C3%9Fentabelle%202027.pdf" ||
			w.Header().Get("X-Content-Type-Options") != "nosniff" || w.Header().Get("Cache-Control") != "public, no-cache" {
			t.Errorf("GET %d %v", w.Code, w.Header())
		}
		etag := w.Header().Get("ETag")
		if w := get(http.MethodGet, wantURL, etag); w.Code != http.StatusNotModified {
			t.Errorf("revalidation %d", w.Code)
		}
		if w := get(http.MethodHead, "/media/documents/"+strconv.FormatInt(doc.ID, 10)+"/other-name.pdf", ""); w.Code != http.StatusOK ||
			w.Body.Len() != 0 || w.Header().Get("Content-Length") != strconv.Itoa(len(plain)) {
			t.Errorf("HEAD %d %d %v", w.Code, w.Body.Len(), w.Header())
		}
		for _, target := range []string{"/media/documents/" + strconv.FormatInt(picture.ID, 10) + "/bild.png", "/media/documents/999999/x.pdf",
			"/media/documents/0" + strconv.FormatInt(doc.ID, 10) + "/x.pdf", "/media/documents/x/y.pdf"} {
			if w := get(http.MethodGet, target, ""); w.Code != http.StatusNotFound {
				t.Errorf("GET %s: %d", target, w.Code)
			}
		}

		// Replaced by a PDF only, under the same address; a picture by a picture only.
		if _, err := lib.ReplaceMedia(editor, doc.ID, "bild.png", pngBytes(t, 40, 40)); apperr.As(err).Key != "content.media.replacePDF" {
			t.Errorf("a PDF replaced by a picture: %v", err)
		}
		if _, err := lib.ReplaceMedia(editor, picture.ID, "preise.pdf", plain); apperr.As(err).Key != "content.media.replaceImage" {
			t.Errorf("a picture replaced by a PDF: %v", err)
		}
		second := bytes.Replace(plain, []byte("/Fit"), []byte("/FitH"), 1)
		replaced, err := lib.ReplaceMedia(editor, doc.ID, "Größentabelle 2028.pdf", second)
		if err != nil || replaced.ID != doc.ID || replaced.Key == doc.Key || replaced.Filesize != int64(len(second)) {
			t.Fatalf("replace %+v %v", replaced, err)
		}
		if w := get(http.MethodGet, wantURL, etag); w.Code != http.StatusOK || w.Body.String() != string(second) || w.Header().Get("ETag") == etag {
			t.Errorf("after the replacement %d %q", w.Code, w.Body.String())
		}
	})
}
