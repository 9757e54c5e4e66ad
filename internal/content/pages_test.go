package content_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// pageTree saves the service section: a parent, a page in three languages
// with translated slugs, one with the same slug everywhere, one in German
// only, a draft and the home page.
func pageTree(t testing.TB, f *fixture) map[string]int64 {
	t.Helper()
	img := f.media(t, 1)
	ids := map[string]int64{}
	ids["home"] = f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, HeaderStyle: content.HeaderTransparent,
		Layout: content.LayoutFull, Locales: texts("de", "Startseite", "", "en", "Home", "", "fr", "Accueil", "")})
	ids["service"] = f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published,
		Locales: texts("de", "Service", "service", "en", "Customer service", "service", "fr", "Service client", "service")})
	imprint := texts("de", "Impressum", "impressum", "en", "Legal notice", "legal-notice", "fr", "Mentions légales", "mentions-legales")
	de := imprint[i18n.German]
	de.Meta = content.Meta{Title: "Impressum | Paddock", Description: "Anbieter", Image: content.Image(img), Robots: "noindex, follow"}
	de.Blocks = []content.Block{&content.TextImageBlock{Headline: "Wer wir sind", Image: content.Image(img), HTML: "<p>Wir</p>"}}
	imprint[i18n.German] = de
	en := imprint[i18n.English]
	en.Meta = content.Meta{Title: "Legal notice | Paddock"}
	imprint[i18n.English] = en
	ids["impressum"] = f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: ids["service"], Status: content.Published, Locales: imprint})
	ids["datenschutz"] = f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: ids["service"], Status: content.Published,
		Locales: texts("de", "Datenschutz", "datenschutz", "en", "Privacy policy", "datenschutz", "fr", "Confidentialité", "datenschutz")})
	ids["nurdeutsch"] = f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: ids["service"], Status: content.Published,
		Locales: texts("de", "Nur auf Deutsch", "nur-deutsch")})
	ids["entwurf"] = f.savePage(t, content.PageInput{SiteCode: "shop", ParentID: ids["service"], Status: content.Draft,
		Locales: texts("de", "Entwurf", "entwurf", "en", "Draft", "draft")})
	return ids
}

func TestPagesRead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ids := pageTree(t, f)
		ctx := context.Background()
		byURL := func(url string, opts content.FindOptions) []content.ContentPage {
			t.Helper()
			opts.Where = &content.Where{Fields: map[string]content.Condition{"url": {Equals: url}, "siteCode": {Equals: "shop"}}}
			page, err := f.svc.Pages(ctx, opts)
			if err != nil {
				t.Fatalf("%s: %v", url, err)
			}
			return page.Docs
		}
		tests := []struct {
			name  string
			url   string
			opts  content.FindOptions
			title string // "" when no page is answered
		}{
			{"home in German", "", content.FindOptions{Locale: i18n.German}, "Startseite"},
			{"home in French", "", content.FindOptions{Locale: i18n.French}, "Accueil"},
			{"a translated slug", "service/legal-notice", content.FindOptions{Locale: i18n.English}, "Legal notice"},
			{"the German slug is not the English url", "service/impressum", content.FindOptions{Locale: i18n.English}, ""},
			{"the same slug in every language", "service/datenschutz", content.FindOptions{Locale: i18n.French}, "Confidentialité"},
			{"German fills a missing language", "service/nur-deutsch", content.FindOptions{Locale: i18n.French}, "Nur auf Deutsch"},
			{"no fallback shows nothing missing", "service/nur-deutsch", content.FindOptions{Locale: i18n.French, NoFallback: true}, ""},
			{"a draft is never answered", "service/entwurf", content.FindOptions{Locale: i18n.German}, ""},
			{"nor in another language", "service/draft", content.FindOptions{Locale: i18n.English}, ""},
			{"the admin sees drafts", "service/draft", content.FindOptions{Locale: i18n.English, Unrestricted: true}, "Draft"},
			{"an unknown url", "service/nichts", content.FindOptions{}, ""},
		}
		for _, tt := range tests {
			docs := byURL(tt.url, tt.opts)
			got := ""
			if len(docs) == 1 {
				got = docs[0].Title
			}
			if len(docs) > 1 || got != tt.title {
				t.Errorf("%s: %d pages, title %q; want %q", tt.name, len(docs), got, tt.title)
			}
		}

		imprint := byURL("service/legal-notice", content.FindOptions{Locale: i18n.English})[0]
		if imprint.ID != ids["impressum"] || imprint.Slug != "legal-notice" || imprint.SiteCode != "shop" ||
			imprint.HeaderStyle != content.HeaderDefault || imprint.Layout != content.LayoutDefault ||
			imprint.Status != content.Published || imprint.PublishedAt == nil || !imprint.PublishedAt.Equal(fixedNow) {
			t.Errorf("imprint: %+v", imprint)
		}
		if got := fmt.Sprint(imprint.Alternates); got != "[{de service/impressum} {en service/legal-notice} {fr service/mentions-legales}]" {
			t.Errorf("alternates %s", got)
		}
		if got := fmt.Sprint(imprint.Breadcrumbs); got != fmt.Sprintf("[{%d Customer service service} {%d Legal notice service/legal-notice}]", ids["service"], ids["impressum"]) {
			t.Errorf("breadcrumbs %s", got)
		}
		// Meta falls back per field: English has its own title only.
		if imprint.Meta.Title != "Legal notice | Paddock" || imprint.Meta.Description != "Anbieter" || imprint.Meta.Robots != "noindex, follow" ||
			imprint.Meta.Image.Media == nil || imprint.Meta.Image.Media.Alt != "Picture 1" {
			t.Errorf("meta %+v", imprint.Meta)
		}
		// English has its own blocks; French falls back to German's, whose
		// image has no French alt text and shows the German one.
		if len(imprint.Blocks) != 1 || imprint.Blocks[0].Type() != content.RichtextType {
			t.Errorf("English blocks %+v", imprint.Blocks)
		}
		fr := byURL("service/mentions-legales", content.FindOptions{Locale: i18n.French})[0]
		if len(fr.Blocks) != 1 || fr.Blocks[0].Type() != content.RichtextType {
			t.Errorf("French blocks %+v", fr.Blocks)
		}
		de := byURL("service/impressum", content.FindOptions{Locale: i18n.German})[0]
		ti, ok := de.Blocks[0].(*content.TextImageBlock)
		if !ok || ti.Image.Media == nil || ti.Image.Media.Alt != "Bild 1" || ti.Image.Media.Width != 1200 || ti.ID != "textImage-1" {
			t.Errorf("German blocks %+v", de.Blocks)
		}
		onlyDE := byURL("service/nur-deutsch", content.FindOptions{Locale: i18n.English})[0]
		if got := fmt.Sprint(onlyDE.Alternates); got != "[{de service/nur-deutsch} {en service/nur-deutsch} {fr service/nur-deutsch}]" {
			t.Errorf("alternates of a German page: %s", got)
		}

		if _, err := f.svc.PageByURL(ctx, "shop", i18n.English, "service/legal-notice"); err != nil {
			t.Errorf("page by url: %v", err)
		}
		if _, err := f.svc.PageByURL(ctx, "shop", i18n.German, "service/entwurf"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("draft by url: %v", err)
		}
		all, err := f.svc.Pages(ctx, content.FindOptions{Sort: "-title", Locale: i18n.German, Limit: 2})
		if err != nil || all.TotalDocs != 5 || all.TotalPages != 3 || all.Docs[0].Title != "Startseite" || all.Docs[1].Title != "Service" {
			t.Errorf("sorted list: %+v, %v", all, err)
		}
	})
}

func TestSavePageRefusesBadInput(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ids := pageTree(t, f)
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, "INSERT INTO site (code, base_url) VALUES ('club', 'https://club.example')"); err != nil {
			t.Fatal(err)
		}
		clubPage := f.savePage(t, content.PageInput{SiteCode: "club", Status: content.Published, Locales: texts("de", "Verein", "verein")})
		page := func(blocks ...content.Block) content.PageInput {
			return content.PageInput{SiteCode: "shop", ParentID: ids["service"], Status: content.Published,
				Locales: map[i18n.Locale]content.PageTexts{i18n.German: {Title: "Neu", Slug: "neu", Blocks: blocks}}}
		}
		with := func(fn func(*content.PageInput)) content.PageInput {
			in := page()
			fn(&in)
			return in
		}
		long := strings.Repeat("x", 201)
		tests := []struct {
			name  string
			in    content.PageInput
			kind  apperr.Kind
			field string
		}{
			{"no German", with(func(in *content.PageInput) {
				in.Locales = map[i18n.Locale]content.PageTexts{i18n.English: {Title: "New", Slug: "new"}}
			}), apperr.Invalid, "locales.de"},
			{"unknown language", with(func(in *content.PageInput) { in.Locales["es"] = content.PageTexts{Title: "Nuevo", Slug: "nuevo"} }), apperr.Invalid, "locales"},
			{"no title", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Slug: "neu"} }), apperr.Invalid, "locales.de.title"},
			{"title too long", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Title: long, Slug: "neu"} }), apperr.Invalid, "locales.de.title"},
			{"control character", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Title: "a\x00b", Slug: "neu"} }), apperr.Invalid, "locales.de.title"},
			{"slug with capitals", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Title: "Neu", Slug: "Neu"} }), apperr.Invalid, "locales.de.slug"},
			{"slug with a slash", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Title: "Neu", Slug: "a/b"} }), apperr.Invalid, "locales.de.slug"},
			{"a child needs a slug", with(func(in *content.PageInput) { in.Locales[i18n.German] = content.PageTexts{Title: "Neu"} }), apperr.Invalid, "locales.de.slug"},
			{"unknown status", with(func(in *content.PageInput) { in.Status = "archived" }), apperr.Invalid, "status"},
			{"unknown layout", with(func(in *content.PageInput) { in.Layout = "narrow" }), apperr.Invalid, "layout"},
			{"unknown header style", with(func(in *content.PageInput) { in.HeaderStyle = "huge" }), apperr.Invalid, "headerStyle"},
			{"unknown site", with(func(in *content.PageInput) { in.SiteCode = "nope"; in.ParentID = 0 }), apperr.Invalid, "siteCode"},
			{"unknown parent", with(func(in *content.PageInput) { in.ParentID = 9999 }), apperr.Invalid, "parentId"},
			{"parent of another site", with(func(in *content.PageInput) { in.ParentID = clubPage }), apperr.Invalid, "parentId"},
			{"below itself", with(func(in *content.PageInput) {
				in.ID = ids["service"]
				in.ParentID = ids["impressum"]
			}), apperr.Invalid, "parentId"},
			{"url taken", with(func(in *content.PageInput) {
				in.Locales[i18n.German] = content.PageTexts{Title: "Neu", Slug: "impressum"}
			}), apperr.Conflict, "locales.de.slug"},
			{"url taken in English", with(func(in *content.PageInput) {
				in.Locales[i18n.English] = content.PageTexts{Title: "New", Slug: "legal-notice"}
			}), apperr.Conflict, "locales.en.slug"},
			{"unknown page id", with(func(in *content.PageInput) { in.ID = 9999 }), apperr.NotFound, ""},
			{"unknown robots", with(func(in *content.PageInput) {
				in.Locales[i18n.German] = content.PageTexts{Title: "Neu", Slug: "neu", Meta: content.Meta{Robots: "index, everything"}}
			}), apperr.Invalid, "locales.de.meta.robots"},
			{"unknown meta image", with(func(in *content.PageInput) {
				in.Locales[i18n.German] = content.PageTexts{Title: "Neu", Slug: "neu", Meta: content.Meta{Image: content.Image(777)}}
			}), apperr.Invalid, "image"},
			{"nil block", page(nil), apperr.Invalid, "locales.de.blocks[0]"},
			{"hero with two items", page(&content.TeaserBlock{Layout: "hero", Items: []content.TeaserItem{{Headline: "a"}, {Headline: "b"}}}), apperr.Invalid, "locales.de.blocks[0].items"},
			{"teaser without headline", page(&content.TeaserBlock{Layout: "cards", Items: []content.TeaserItem{{Headline: "a"}, {}}}), apperr.Invalid, "locales.de.blocks[0].items[1].headline"},
			{"unknown theme", page(&content.TeaserBlock{Items: []content.TeaserItem{{Headline: "a", Theme: "neon"}}}), apperr.Invalid, "locales.de.blocks[0].items[0].theme"},
			{"javascript link", page(&content.TeaserBlock{Items: []content.TeaserItem{{Headline: "a", Link: &content.Link{URL: "javascript:alert(1)"}}}}), apperr.Invalid, "locales.de.blocks[0].items[0].link.url"},
			{"protocol-relative link", page(&content.TextImageBlock{Link: &content.Link{URL: "//evil.example/x"}}), apperr.Invalid, "locales.de.blocks[0].link.url"},
			{"link with a space", page(&content.DirectLinksBlock{Links: []content.DirectLink{{Label: "a", URL: "/de/a b"}}}), apperr.Invalid, "locales.de.blocks[0].links[0].url"},
			{"intro without headline", page(&content.IntroBlock{}), apperr.Invalid, "locales.de.blocks[0].headline"},
			{"empty rich text", page(&content.RichtextBlock{HTML: "<script>x</script>"}), apperr.Invalid, "locales.de.blocks[0].html"},
			{"rich text too long", page(&content.RichtextBlock{HTML: strings.Repeat("<p>x</p>", 20_000)}), apperr.Invalid, "locales.de.blocks[0].html"},
			{"accordeon without items", page(&content.AccordeonBlock{}), apperr.Invalid, "locales.de.blocks[0].items"},
			{"duplicate accordeon ids", page(&content.AccordeonBlock{Items: []content.AccordeonItem{{ID: "a", Title: "A", HTML: "a"}, {ID: "a", Title: "B", HTML: "b"}}}), apperr.Invalid, "locales.de.blocks[0].items[1].id"},
			{"five columns", page(&content.ColumnsBlock{Columns: make([]content.Column, 5)}), apperr.Invalid, "locales.de.blocks[0].columns"},
			{"unknown column width", page(&content.ColumnsBlock{Columns: []content.Column{{Width: "most"}}}), apperr.Invalid, "locales.de.blocks[0].columns[0].width"},
			{"catalog without kind", page(&content.CatalogBlock{}), apperr.Invalid, "locales.de.blocks[0].type"},
			{"category catalog without ids", page(&content.CatalogBlock{Kind: "category"}), apperr.Invalid, "locales.de.blocks[0].categoryIds"},
			{"category id not a number", page(&content.CatalogBlock{Kind: "category", CategoryIDs: []string{"12a"}}), apperr.Invalid, "locales.de.blocks[0].categoryIds[0]"},
			{"bad sku", page(&content.CatalogBlock{Kind: "products", ProductSKUs: []string{"A B"}}), apperr.Invalid, "locales.de.blocks[0].productSkus[0]"},
			{"sku twice", page(&content.CatalogBlock{Kind: "products", ProductSKUs: []string{"A", "A"}}), apperr.Invalid, "locales.de.blocks[0].productSkus[1]"},
			{"catalog limit", page(&content.CatalogBlock{Kind: "products", ProductSKUs: []string{"A"}, Limit: 25}), apperr.Invalid, "locales.de.blocks[0].limit"},
			{"newsletter without list", page(&content.StaticFormBlock{}), apperr.Invalid, "locales.de.blocks[0].mailingList"},
			{"form without form", page(&content.DynamicFormBlock{}), apperr.Invalid, "locales.de.blocks[0].form"},
			{"unknown form", page(&content.DynamicFormBlock{Form: content.FormRef{ID: 4242}}), apperr.Invalid, "form"},
			{"spacer colour", page(&content.SpacerBlock{BackgroundColor: "red"}), apperr.Invalid, "locales.de.blocks[0].backgroundColor"},
			{"spacer size", page(&content.SpacerBlock{Padding: content.ResponsiveSpacing{Mobile: "xxl"}}), apperr.Invalid, "locales.de.blocks[0].padding.mobile"},
			{"anchor id", page(&content.AnchorBlock{AnchorID: "1 2"}), apperr.Invalid, "locales.de.blocks[0].anchorId"},
			{"clubs limit", page(&content.ClubsBlock{Limit: -1}), apperr.Invalid, "locales.de.blocks[0].limit"},
			{"stepper without steps", page(&content.ContentStepperBlock{}), apperr.Invalid, "locales.de.blocks[0].steps"},
			{"unknown image", page(&content.ClubHeroBlock{Image: content.Image(999)}), apperr.Invalid, "image"},
			{"duplicate block ids", page(&content.AnchorBlock{BlockBase: content.BlockBase{ID: "x"}, AnchorID: "a"},
				&content.AnchorBlock{BlockBase: content.BlockBase{ID: "x"}, AnchorID: "b"}), apperr.Invalid, "locales.de.blocks[1].id"},
			{"bad block id", page(&content.AnchorBlock{BlockBase: content.BlockBase{ID: "a b"}, AnchorID: "a"}), apperr.Invalid, "locales.de.blocks[0].id"},
		}
		count := func() (n int) {
			if err := d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM page_locale"); err != nil {
				t.Fatal(err)
			}
			return n
		}
		before := count()
		for _, tt := range tests {
			_, err := f.svc.SavePage(ctx, tt.in)
			e := apperr.As(err)
			if err == nil || e.Kind != tt.kind || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want %v on %q", tt.name, err, e.Field, tt.kind, tt.field)
			}
			if e.Kind != apperr.Internal && strings.HasPrefix(e.Message(ctx), "content.") {
				t.Errorf("%s: message %q is not translated", tt.name, e.Message(ctx))
			}
		}
		if after := count(); after != before {
			t.Errorf("refused saves changed the pages: %d rows, before %d", after, before)
		}
	})
}

func TestSavePageMovesChildrenAndUpserts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ids := pageTree(t, f)
		ctx := context.Background()
		// Renaming the parent moves every page below it, in each language.
		f.savePage(t, content.PageInput{ID: ids["service"], SiteCode: "shop", Status: content.Published,
			Locales: texts("de", "Hilfe", "hilfe", "en", "Help", "help")})
		for _, c := range []struct {
			locale i18n.Locale
			url    string
			id     int64
		}{
			{i18n.German, "hilfe/impressum", ids["impressum"]},
			{i18n.English, "help/legal-notice", ids["impressum"]},
			// French lost its own text of the parent: the German url fills in.
			{i18n.French, "hilfe/mentions-legales", ids["impressum"]},
			{i18n.French, "hilfe/nur-deutsch", ids["nurdeutsch"]},
		} {
			p, err := f.svc.PageByURL(ctx, "shop", c.locale, c.url)
			if err != nil || p.ID != c.id {
				t.Errorf("%s %s: %+v, %v", c.locale, c.url, p.ID, err)
			}
		}
		// An update replaces the languages and keeps the first publication.
		f.savePage(t, content.PageInput{ID: ids["impressum"], SiteCode: "shop", ParentID: ids["service"], Status: content.Published,
			Locales: texts("de", "Impressum neu", "impressum")})
		p, err := f.svc.PageByURL(ctx, "shop", i18n.English, "hilfe/impressum")
		if err != nil || p.Title != "Impressum neu" || p.PublishedAt == nil || !p.PublishedAt.Equal(fixedNow) {
			t.Errorf("after update: %+v, %v", p, err)
		}
		// A page with a prefix and no parent.
		club := f.savePage(t, content.PageInput{SiteCode: "shop", Prefix: "verein/rv-test", Status: content.Published,
			Locales: texts("de", "Über uns", "ueber-uns")})
		if p, err := f.svc.PageByURL(ctx, "shop", i18n.French, "verein/rv-test/ueber-uns"); err != nil || p.ID != club || len(p.Breadcrumbs) != 1 {
			t.Errorf("prefixed page: %+v, %v", p, err)
		}
		if _, err := f.svc.SavePage(ctx, content.PageInput{SiteCode: "shop", Prefix: "Verein/x", Locales: texts("de", "X", "x")}); apperr.As(err).Field != "prefix" {
			t.Errorf("bad prefix: %v", err)
		}
	})
}

func TestDeletePageAndPaths(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ids := pageTree(t, f)
		ctx := context.Background()
		paths, err := f.svc.PagePaths(ctx, "shop")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range paths {
			got = append(got, p.URLs[i18n.German]+"|"+p.URLs[i18n.English]+"|"+p.URLs[i18n.French])
		}
		// The imprint says noindex and the draft is not published.
		if want := "[|| service|service|service service/datenschutz|service/datenschutz|service/datenschutz service/nur-deutsch|service/nur-deutsch|service/nur-deutsch]"; fmt.Sprint(got) != want {
			t.Errorf("paths %v; want %s", got, want)
		}
		if err := f.svc.DeletePage(ctx, ids["service"]); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("delete a parent: %v", err)
		}
		if err := f.svc.DeletePage(ctx, ids["datenschutz"]); err != nil {
			t.Errorf("delete: %v", err)
		}
		if err := f.svc.DeletePage(ctx, ids["datenschutz"]); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("delete twice: %v", err)
		}
		if _, err := f.svc.PageByURL(ctx, "shop", i18n.German, "service/datenschutz"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted page: %v", err)
		}
	})
}

// TestStoredContentIsSanitisedOnRead writes documents around the service,
// as a restored backup or a bug might, and reads them safely all the same.
func TestStoredContentIsSanitisedOnRead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		id := f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, Locales: texts("de", "Roh", "roh")})
		blocks := `{"blockType":"richtext","id":"r","html":"<p onclick=\"x()\">a</p><script>alert(1)</script>"},
			{"blockType":"textImage","id":"t","html":"<a href=\"javascript:alert(1)\">b</a>","link":{"url":"javascript:alert(2)"},"imagePosition":"left"}`
		raw := "[" + blocks + `, {"blockType":"unknown","id":"u"}]`
		if _, err := d.Write().Exec(ctx, "UPDATE page_locale SET blocks = ? WHERE page_id = ?", raw, id); err != nil {
			t.Fatal(err)
		}
		p, err := f.svc.PageByURL(ctx, "shop", i18n.German, "roh")
		if err != nil {
			t.Fatal(err)
		}
		// A document with an unknown block cannot be trusted at all.
		if len(p.Blocks) != 0 {
			t.Errorf("damaged document: %+v", p.Blocks)
		}
		raw = "[" + blocks + "]"
		if _, err := d.Write().Exec(ctx, "UPDATE page_locale SET blocks = ? WHERE page_id = ?", raw, id); err != nil {
			t.Fatal(err)
		}
		p, err = f.svc.PageByURL(ctx, "shop", i18n.German, "roh")
		if err != nil || len(p.Blocks) != 2 {
			t.Fatalf("%+v, %v", p, err)
		}
		if html := p.Blocks[0].(*content.RichtextBlock).HTML; html != "<p>a</p>" {
			t.Errorf("rich text %q", html)
		}
		ti := p.Blocks[1].(*content.TextImageBlock)
		if ti.HTML != "b" || ti.Link != nil {
			t.Errorf("text image %q, link %+v", ti.HTML, ti.Link)
		}
	})
}

func TestBlocksRoundTrip(t *testing.T) {
	blocks := []content.Block{
		&content.TeaserBlock{Layout: "cards", Items: []content.TeaserItem{{Headline: "a", Image: content.Image(3), Link: &content.Link{URL: "/de", NewTab: true}}, {Headline: "b"}}},
		&content.IntroBlock{Headline: "h", Alignment: "center"},
		&content.AccordeonBlock{Items: []content.AccordeonItem{{ID: "q", Title: "t", HTML: "<p>x</p>"}}},
		&content.ColumnsBlock{Columns: []content.Column{{Width: "half"}}},
		&content.RichtextBlock{HTML: "<p>r</p>"},
		&content.DirectLinksBlock{Links: []content.DirectLink{{Label: "l", URL: "#a"}}},
		&content.TextImageBlock{ImagePosition: "right"},
		&content.CatalogBlock{Kind: "products", Layout: "list", ProductSKUs: []string{"A-1"}, Limit: 3},
		&content.StaticFormBlock{FormType: "newsletter", MailingList: "news"},
		&content.DynamicFormBlock{Form: content.FormRef{ID: 7}},
		&content.SpacerBlock{BackgroundColor: "#aabbcc", DarkMode: true, Padding: content.ResponsiveSpacing{Mobile: "s", Tablet: "m", Desktop: "l"}},
		&content.AnchorBlock{AnchorID: "faq"},
		&content.ClubsBlock{Limit: 3},
		&content.ClubHeroBlock{Headline: "c", Image: content.Image(4)},
		&content.ContentStepperBlock{Steps: []content.ContentStep{{Title: "s"}}},
	}
	data, err := content.EncodeBlocks(blocks)
	if err != nil {
		t.Fatal(err)
	}
	back, err := content.DecodeBlocks(data, true)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := content.EncodeBlocks(back)
	if string(again) != string(data) || len(back) != 15 {
		t.Errorf("round trip changed the blocks:\n%s\n%s", data, again)
	}
	for i, b := range back {
		if b.Type() != blocks[i].Type() || b.Base().Kind != b.Type() {
			t.Errorf("block %d: %s, kind %s", i, b.Type(), b.Base().Kind)
		}
	}
	if !strings.Contains(string(data), `"image":3`) || !strings.Contains(string(data), `"form":7`) {
		t.Errorf("references are not ids: %s", data)
	}
	for _, bad := range []string{`{}`, `[{"blockType":"marquee"}]`, `[{"blockType":"anchor","anchorId":"a","onclick":"x"}]`, `[1]`} {
		if _, err := content.DecodeBlocks([]byte(bad), true); err == nil {
			t.Errorf("decoded %s", bad)
		}
	}
}

func TestMediaSizes(t *testing.T) {
	m := content.Media{Key: mediaKey(9), Width: 1200, Height: 600}
	for size, want := range map[string]int{"small": 240, "medium": 480, "large": 960, "xlarge": 1200} {
		if got := m.SizeWidth(size); got != want {
			t.Errorf("%s: %d; want %d", size, got, want)
		}
	}
	tall := content.Media{Key: mediaKey(9), Width: 300, Height: 900}
	if got := tall.SizeWidth("small"); got != 80 {
		t.Errorf("tall small: %d", got)
	}
	if !strings.HasPrefix(m.URL("large"), "/media/large/") || strings.HasSuffix(m.URL("large"), ".png") {
		t.Errorf("url %s", m.URL("large"))
	}
	_ = time.Second
}
