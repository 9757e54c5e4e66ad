package content_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// TestAllMedia: the media collection answers Payload's upload fields
// (filename, mimeType, filesize, sizes, thumbnailURL; a PDF its address
// and no sizes) with the alt text
// in the requested language, German filling a gap, filters by filename
// and mimeType, and Media by id (null for none); the site answers the
// owner's name, default language and maintenance notice.
func TestAllMedia(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		if _, err := d.Write().Exec(context.Background(), `UPDATE content_media SET filename = 'koppel.jpg', filesize = 2048,
			caption = '{"de":"Am Abend"}'`); err != nil {
			t.Fatal(err)
		}
		res := w.do(t, "shop_fr", `{ allMedia(where: { filename: { equals: "koppel.jpg" }, mimeType: { contains: "image" } }) {
			totalDocs docs { id alt caption filename mimeType filesize width thumbnailURL sizes { small { url } } } } }`, nil)
		if len(res.Errors) > 0 || get(res.Data, "allMedia", "totalDocs") != float64(1) ||
			get(res.Data, "allMedia", "docs", 0, "filename") != "koppel.jpg" || get(res.Data, "allMedia", "docs", 0, "filesize") != float64(2048) ||
			get(res.Data, "allMedia", "docs", 0, "alt") != "Koppel" || get(res.Data, "allMedia", "docs", 0, "caption") != "Am Abend" ||
			get(res.Data, "allMedia", "docs", 0, "thumbnailURL") != get(res.Data, "allMedia", "docs", 0, "sizes", "small", "url") {
			t.Fatalf("%+v %v", res.Data, res.Errors)
		}
		id := get(res.Data, "allMedia", "docs", 0, "id")
		res = w.do(t, "shop_en", `query($id: Int!) { Media(id: $id) { alt mimeType } }`, map[string]any{"id": id})
		if len(res.Errors) > 0 || get(res.Data, "Media", "alt") != "Paddock" || get(res.Data, "Media", "mimeType") != "image/jpeg" {
			t.Errorf("%+v %v", res.Data, res.Errors)
		}
		res = w.do(t, "shop_en", `{ Media(id: 999999) { id } }`, nil)
		if len(res.Errors) > 0 || res.Data["Media"] != nil {
			t.Errorf("unknown %+v %v", res.Data, res.Errors)
		}
		// A PDF of the library: its one address, no pixels, no sizes.
		var pdf int64
		if err := d.Write().Get(context.Background(), &pdf, `INSERT INTO content_media (blob_key, width, height, mime_type, filename, filesize)
			VALUES ('`+strings.Repeat("ab", 32)+`.pdf', 0, 0, 'application/pdf', 'Preise 2027.pdf', 99) RETURNING id`); err != nil {
			t.Fatal(err)
		}
		res = w.do(t, "shop_de", `{ allMedia(where: { mimeType: { equals: "application/pdf" } }) {
			totalDocs docs { id url filename filesize mimeType width height thumbnailURL sizes { small { url } } } } }`, nil)
		doc := func(field string) any { return get(res.Data, "allMedia", "docs", 0, field) }
		if len(res.Errors) > 0 || get(res.Data, "allMedia", "totalDocs") != float64(1) || doc("id") != float64(pdf) ||
			doc("url") != fmt.Sprintf("/media/documents/%d/Preise%%202027.pdf", pdf) || doc("filesize") != float64(99) ||
			doc("mimeType") != "application/pdf" || doc("width") != nil || doc("height") != nil || doc("thumbnailURL") != nil || doc("sizes") != nil {
			t.Errorf("a PDF %+v %v", res.Data, res.Errors)
		}
		res = w.do(t, "shop_de", `{ allMedia(where: { filename: { equals: "sattel.jpg" } }) { totalDocs } }`, nil)
		if get(res.Data, "allMedia", "totalDocs") != float64(0) {
			t.Errorf("filtered %+v %v", res.Data, res.Errors)
		}
		if _, err := d.Write().Exec(context.Background(), `UPDATE site SET name = 'Paddock Reitsport', default_locale = 'en'`); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(context.Background(), `INSERT INTO site_locale (site_id, locale, maintenance_notice)
			SELECT id, 'de', 'Wartung heute Nacht' FROM site WHERE TRUE ON CONFLICT (site_id, locale) DO UPDATE SET maintenance_notice = excluded.maintenance_notice`); err != nil {
			t.Fatal(err)
		}
		res = w.do(t, "shop_fr", `{ Sites { docs { name defaultLocale maintenanceNotice } } }`, nil)
		if len(res.Errors) > 0 || get(res.Data, "Sites", "docs", 0, "name") != "Paddock Reitsport" ||
			get(res.Data, "Sites", "docs", 0, "defaultLocale") != "en" || get(res.Data, "Sites", "docs", 0, "maintenanceNotice") != "Wartung heute Nacht" {
			t.Errorf("site %+v %v", res.Data, res.Errors)
		}
	})
}
