package blocks_test

import (
	"context"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"paddock/internal/blocks"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func seedIdentifiers() []string {
	return []string{
		"product-return-note", "delivery-note", "size-guide-riding-wear",
		"size-guide-horse", "vat-shipping-note", "footer-payment-methods",
	}
}

func localized(de, en, fr string) map[i18n.Locale]string {
	out := map[i18n.Locale]string{}
	for l, s := range map[i18n.Locale]string{i18n.German: de, i18n.English: en, i18n.French: fr} {
		if s != "" {
			out[l] = s
		}
	}
	return out
}

func identifiers(bs []blocks.Block) []string {
	out := make([]string, 0, len(bs))
	for _, b := range bs {
		out = append(out, b.Identifier)
	}
	return out
}

func mustSave(t *testing.T, svc blocks.Service, in blocks.BlockInput) {
	t.Helper()
	if err := svc.Save(context.Background(), in); err != nil {
		t.Fatalf("Save(%s): %v", in.Identifier, err)
	}
}

func one(t *testing.T, svc blocks.Service, l i18n.Locale, identifier string) blocks.Block {
	t.Helper()
	got, err := svc.Blocks(context.Background(), l, []string{identifier})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Fatalf("Blocks(%s, %s) = %v; want one block", l, identifier, got)
	}
	return got[0]
}

// snapshot is every stored block text, for checking that something changed
// nothing.
func snapshot(t *testing.T, d *db.DB) []string {
	t.Helper()
	var rows []string
	err := d.Read().Select(context.Background(), &rows, `
		SELECT b.identifier || '|' || CASE WHEN b.is_active THEN 'on' ELSE 'off' END || '|' || c.locale || '|' || c.title || '|' || c.content
		FROM cms_block b JOIN cms_block_content c ON c.block_id = b.id
		ORDER BY b.identifier, c.locale`)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestSeed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := blocks.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		svc := blocks.NewService(d)
		// An edited seed block survives the next seed.
		mustSave(t, svc, blocks.BlockInput{
			Identifier: "delivery-note", Active: true,
			Title:   localized("Versand", "", ""),
			Content: localized("<p>Lieferung in 1–3 Werktagen.</p>", "", ""),
		})
		before := snapshot(t, d)
		if err := blocks.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		if after := snapshot(t, d); !slices.Equal(before, after) {
			t.Errorf("the second seed changed the blocks:\nbefore %q\nafter  %q", before, after)
		}
		if got := one(t, svc, i18n.English, "delivery-note"); got.Title != "Versand" {
			t.Errorf("edited delivery-note after reseeding: %+v", got)
		}

		tests := []struct {
			locale     i18n.Locale
			identifier string
			contains   []string
		}{
			{i18n.German, "product-return-note", []string{"30 Tagen", "kostenlos"}},
			{i18n.English, "product-return-note", []string{"30 days", "free of charge"}},
			{i18n.French, "product-return-note", []string{"30 jours", "gratuit"}},
			{i18n.German, "vat-shipping-note", []string{`<a href="/de/service/versand">Versandkosten</a>`, "inkl. gesetzlicher Mehrwertsteuer"}},
			{i18n.English, "vat-shipping-note", []string{`<a href="/en/service/shipping">shipping</a>`}},
			{i18n.French, "vat-shipping-note", []string{`<a href="/fr/service/livraison">frais de livraison</a>`}},
			{i18n.German, "size-guide-riding-wear", []string{"<table>", `<th scope="row">34</th>`, `<th scope="row">48</th>`, "Innenbeinlänge"}},
			{i18n.French, "size-guide-riding-wear", []string{"Tour de hanches", `<th scope="row">40</th>`}},
			{i18n.German, "size-guide-horse", []string{"Pony", "Cob", "Warmblut (Full)", "XFull", "155–165"}},
			{i18n.English, "size-guide-horse", []string{"Height at the withers"}},
			{i18n.French, "footer-payment-methods", []string{"avec\u202f: {{paymentMethods}}."}},
		}
		for _, tt := range tests {
			b := one(t, svc, tt.locale, tt.identifier)
			for _, want := range tt.contains {
				if !strings.Contains(b.Content, want) {
					t.Errorf("%s %s lacks %q", tt.locale, tt.identifier, want)
				}
			}
		}
	})
}

// TestSeedContentIsAlreadyClean checks that every seed text is fully
// translated and that the sanitiser leaves it exactly as written: the seed
// uses only markup the policy allows.
func TestSeedContentIsAlreadyClean(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := blocks.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		svc := blocks.NewService(d)
		var stored []struct {
			Identifier string `db:"identifier"`
			Locale     string `db:"locale"`
			Title      string `db:"title"`
			Content    string `db:"content"`
		}
		if err := d.Read().Select(ctx, &stored, `
			SELECT b.identifier, c.locale, c.title, c.content
			FROM cms_block b JOIN cms_block_content c ON c.block_id = b.id`); err != nil {
			t.Fatal(err)
		}
		if len(stored) != 3*len(seedIdentifiers()) {
			t.Fatalf("%d stored texts; want all %d blocks in 3 locales", len(stored), len(seedIdentifiers()))
		}
		for _, s := range stored {
			if s.Title == "" || s.Content == "" {
				t.Errorf("%s %s is empty", s.Identifier, s.Locale)
			}
			// Saving the stored text again must not change it.
			mustSave(t, svc, blocks.BlockInput{
				Identifier: "probe", Active: true,
				Title: localized("Probe", "", ""), Content: localized(s.Content, "", ""),
			})
			if again := one(t, svc, i18n.German, "probe"); again.Content != s.Content {
				t.Errorf("%s %s changes when sanitised:\n%s\n---\n%s", s.Identifier, s.Locale, s.Content, again.Content)
			}
		}
		got, err := svc.Blocks(ctx, i18n.French, seedIdentifiers())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(identifiers(got), seedIdentifiers()) {
			t.Errorf("seeded blocks %v; want %v", identifiers(got), seedIdentifiers())
		}
		// Each locale has its own texts, not copies of the German ones.
		de, _ := svc.Blocks(ctx, i18n.German, seedIdentifiers())
		en, _ := svc.Blocks(ctx, i18n.English, seedIdentifiers())
		for i := range de {
			if de[i].Title == en[i].Title || de[i].Content == en[i].Content || de[i].Content == got[i].Content {
				t.Errorf("%s is not translated", de[i].Identifier)
			}
		}
	})
}

func TestBlocksOrderUnknownAndInactive(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc := blocks.NewService(d)
		for _, id := range []string{"alpha", "beta", "gamma"} {
			mustSave(t, svc, blocks.BlockInput{Identifier: id, Active: true, Title: localized("Titel "+id, "", "")})
		}
		mustSave(t, svc, blocks.BlockInput{Identifier: "hidden", Active: false, Title: localized("Versteckt", "", "")})
		tests := []struct {
			ask  []string
			want []string
		}{
			{[]string{"gamma", "alpha", "beta"}, []string{"gamma", "alpha", "beta"}},
			{[]string{"beta", "missing", "alpha"}, []string{"beta", "alpha"}},
			{[]string{"alpha", "alpha", "gamma", "alpha"}, []string{"alpha", "gamma"}},
			{[]string{"hidden", "beta"}, []string{"beta"}},
			{[]string{"Alpha", " alpha", "alpha ", ""}, []string{}},
			{[]string{"\xff\xfe", "al\x00pha", "alpha'; DROP TABLE cms_block; --", "gamma"}, []string{"gamma"}},
			{[]string{}, []string{}},
			{nil, []string{}},
		}
		for _, tt := range tests {
			got, err := svc.Blocks(context.Background(), i18n.German, tt.ask)
			if err != nil {
				t.Errorf("Blocks(%q): %v", tt.ask, err)
				continue
			}
			if got == nil || !slices.Equal(identifiers(got), tt.want) {
				t.Errorf("Blocks(%q) = %q; want %q", tt.ask, identifiers(got), tt.want)
			}
		}
		// Deactivating a block hides it; activating shows it again.
		mustSave(t, svc, blocks.BlockInput{Identifier: "beta", Active: false, Title: localized("Titel beta", "", "")})
		if got, _ := svc.Blocks(context.Background(), i18n.German, []string{"beta"}); len(got) != 0 {
			t.Errorf("inactive beta served: %v", got)
		}
		mustSave(t, svc, blocks.BlockInput{Identifier: "beta", Active: true, Title: localized("Titel beta", "", "")})
		if got := one(t, svc, i18n.German, "beta"); got.Title != "Titel beta" {
			t.Errorf("reactivated beta: %+v", got)
		}
	})
}

func TestGermanFallbackPerField(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc := blocks.NewService(d)
		mustSave(t, svc, blocks.BlockInput{
			Identifier: "care",
			Active:     true,
			Title:      localized("Pflege", "Care", ""),
			// English has no content, French only content; the French
			// content is nothing but a script, so nothing is left of it.
			Content: localized("<p>Bei 30 °C waschen.</p>", "", "<script>alert(1)</script>"),
		})
		tests := []struct {
			locale         i18n.Locale
			title, content string
		}{
			{i18n.German, "Pflege", "<p>Bei 30 °C waschen.</p>"},
			{i18n.English, "Care", "<p>Bei 30 °C waschen.</p>"},
			{i18n.French, "Pflege", "<p>Bei 30 °C waschen.</p>"},
		}
		for _, tt := range tests {
			if got := one(t, svc, tt.locale, "care"); got.Title != tt.title || got.Content != tt.content {
				t.Errorf("%s: %+v; want title %q, content %q", tt.locale, got, tt.title, tt.content)
			}
		}
		// Saving replaces every text: a translation left out falls back.
		mustSave(t, svc, blocks.BlockInput{
			Identifier: "care", Active: true,
			Title:   localized("Pflegehinweise", "", "Entretien"),
			Content: localized("<p>Handwäsche.</p>", "", "<p>Lavage à la main.</p>"),
		})
		if got := one(t, svc, i18n.English, "care"); got.Title != "Pflegehinweise" || got.Content != "<p>Handwäsche.</p>" {
			t.Errorf("English after the replacement: %+v", got)
		}
		if got := one(t, svc, i18n.French, "care"); got.Title != "Entretien" || got.Content != "<p>Lavage à la main.</p>" {
			t.Errorf("French after the replacement: %+v", got)
		}
	})
}

func TestSanitiser(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc := blocks.NewService(d)
		tests := []struct {
			name, in, want string
		}{
			{"script removed", `<p>Hallo<script>alert(1)</script></p>`, `<p>Hallo</p>`},
			{"onerror removed", `<p>Bild<img src="x.png" onerror="alert(1)"></p>`, `<p>Bild</p>`},
			{"event handler removed", `<strong onmouseover="alert(1)">fett</strong>`, `<strong>fett</strong>`},
			{"style attribute removed", `<p style="color:red">rot</p>`, `<p>rot</p>`},
			{"style element removed", `<style>p{display:none}</style><p>sichtbar</p>`, `<p>sichtbar</p>`},
			{"javascript URL removed", `<a href="javascript:alert(1)">klick</a>`, `klick`},
			{"javascript URL in capitals removed", `<a href="JaVaScRiPt:alert(1)">klick</a>`, `klick`},
			{"javascript URL as entities removed", `<a href="&#106;avascript:alert(1)">klick</a>`, `klick`},
			{"data URL removed", `<a href="data:text/html;base64,PHNjcmlwdD4=">klick</a>`, `klick`},
			{"iframe removed", `<iframe src="https://example.org"></iframe><p>nach</p>`, `<p>nach</p>`},
			{"unknown tags unwrapped", `<div class="x"><span>Text</span></div>`, `Text`},
			{"relative link kept, followed", `<a href="/de/service/versand">Versand</a>`, `<a href="/de/service/versand">Versand</a>`},
			{"external link gets nofollow", `<a href="https://example.org/groessen">Größen</a>`, `<a href="https://example.org/groessen" rel="nofollow">Größen</a>`},
			{"protocol-relative link gets nofollow", `<a href="//example.org/">x</a>`, `<a href="//example.org/" rel="nofollow">x</a>`},
			{"mailto kept", `<a href="mailto:service@example.org">Mail</a>`, `<a href="mailto:service@example.org">Mail</a>`},
			{"link attributes beyond href dropped", `<a href="/de" target="_blank" title="t">x</a>`, `<a href="/de">x</a>`},
			{"text markup kept",
				`<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br>n</p><ul><li>u</li></ul><ol><li>o</li></ol>`,
				`<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br>n</p><ul><li>u</li></ul><ol><li>o</li></ol>`},
			{"table markup kept",
				`<table><caption>K</caption><thead><tr><th scope="col">Größe</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">36</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>`,
				`<table><caption>K</caption><thead><tr><th scope="col">Größe</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">36</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>`},
			{"bad table attributes dropped", `<table><tr><th scope="evil" colspan="0">x</th><td colspan="1000">y</td></tr></table>`, `<table><tr><th>x</th><td>y</td></tr></table>`},
			{"text escaped", `<p>5 < 6 & "gut"</p>`, `<p>5 &lt; 6 &amp; &#34;gut&#34;</p>`},
		}
		for _, tt := range tests {
			mustSave(t, svc, blocks.BlockInput{Identifier: "probe", Active: true, Title: localized("Probe", "", ""), Content: localized(tt.in, "", "")})
			if got := one(t, svc, i18n.German, "probe").Content; got != tt.want {
				t.Errorf("%s: %q became %q; want %q", tt.name, tt.in, got, tt.want)
			}
		}
	})
}

func TestBlocksBadInput(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := blocks.NewService(d)
		mustSave(t, svc, blocks.BlockInput{Identifier: "alpha", Active: true, Title: localized("Alpha", "", "")})
		many := make([]string, blocks.MaxIdentifiers+1)
		for i := range many {
			many[i] = "alpha"
		}
		long := strings.Repeat("a", blocks.MaxIdentifierLength+1)
		tests := []struct {
			name   string
			locale i18n.Locale
			ask    []string
		}{
			{"too many identifiers", i18n.German, many},
			{"too long identifier", i18n.German, []string{"alpha", long}},
			{"too long in characters", i18n.German, []string{strings.Repeat("ä", blocks.MaxIdentifierLength+1)}},
			{"unknown locale", "es", []string{"alpha"}},
			{"empty locale", "", []string{"alpha"}},
		}
		for _, tt := range tests {
			if _, err := svc.Blocks(ctx, tt.locale, tt.ask); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%s: %v; want Invalid", tt.name, err)
			}
		}
		// The limits themselves are allowed.
		if got, err := svc.Blocks(ctx, i18n.German, many[:blocks.MaxIdentifiers]); err != nil || len(got) != 1 {
			t.Errorf("%d identifiers: %v, %v", blocks.MaxIdentifiers, got, err)
		}
		if got, err := svc.Blocks(ctx, i18n.German, []string{long[:blocks.MaxIdentifierLength]}); err != nil || len(got) != 0 {
			t.Errorf("identifier of %d characters: %v, %v", blocks.MaxIdentifierLength, got, err)
		}
	})
}

func TestSaveRefusesBadInput(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := blocks.NewService(d)
		mustSave(t, svc, blocks.BlockInput{Identifier: "kept", Active: true,
			Title: localized("Bleibt", "Stays", "Reste"), Content: localized("<p>Inhalt</p>", "", "")})
		valid := func(change func(*blocks.BlockInput)) blocks.BlockInput {
			in := blocks.BlockInput{Identifier: "kept", Active: false,
				Title: localized("Neu", "New", "Nouveau"), Content: localized("<p>neu</p>", "<p>new</p>", "<p>nouveau</p>")}
			change(&in)
			return in
		}
		tests := []struct {
			name string
			in   blocks.BlockInput
		}{
			{"empty identifier", valid(func(in *blocks.BlockInput) { in.Identifier = "" })},
			{"upper-case identifier", valid(func(in *blocks.BlockInput) { in.Identifier = "Kept" })},
			{"identifier with space", valid(func(in *blocks.BlockInput) { in.Identifier = "kept note" })},
			{"identifier starting with a hyphen", valid(func(in *blocks.BlockInput) { in.Identifier = "-kept" })},
			{"identifier with umlaut", valid(func(in *blocks.BlockInput) { in.Identifier = "größen" })},
			{"identifier too long", valid(func(in *blocks.BlockInput) { in.Identifier = strings.Repeat("k", blocks.MaxIdentifierLength+1) })},
			{"no German title", valid(func(in *blocks.BlockInput) { in.Title = localized("", "New", "Nouveau") })},
			{"blank German title", valid(func(in *blocks.BlockInput) { in.Title = localized(" \t ", "New", "") })},
			{"no titles at all", valid(func(in *blocks.BlockInput) { in.Title = nil })},
			{"title too long", valid(func(in *blocks.BlockInput) { in.Title[i18n.French] = strings.Repeat("é", blocks.MaxTitleLength+1) })},
			{"content too long", valid(func(in *blocks.BlockInput) { in.Content[i18n.English] = strings.Repeat("x", blocks.MaxContentLength+1) })},
			{"unknown locale", valid(func(in *blocks.BlockInput) { in.Content["es"] = "<p>nuevo</p>" })},
			{"invalid UTF-8 in title", valid(func(in *blocks.BlockInput) { in.Title[i18n.German] = "Neu\xff" })},
			{"NUL in content", valid(func(in *blocks.BlockInput) { in.Content[i18n.German] = "<p>a\x00b</p>" })},
			{"invalid UTF-8 in content", valid(func(in *blocks.BlockInput) { in.Content[i18n.English] = "<p>\xc3\x28</p>" })},
			{"line break in title", valid(func(in *blocks.BlockInput) { in.Title[i18n.German] = "Neu\nZeile" })},
		}
		for _, tt := range tests {
			before := snapshot(t, d)
			if err := svc.Save(ctx, tt.in); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%s: %v; want Invalid", tt.name, err)
			}
			if after := snapshot(t, d); !slices.Equal(before, after) {
				t.Errorf("%s changed the blocks: %q", tt.name, after)
			}
		}
		// The limits themselves are allowed, and the valid input saves.
		mustSave(t, svc, valid(func(in *blocks.BlockInput) {
			in.Title[i18n.French] = strings.Repeat("é", blocks.MaxTitleLength)
			in.Content[i18n.English] = "<p>" + strings.Repeat("x", blocks.MaxContentLength-7) + "</p>"
		}))
		mustSave(t, svc, valid(func(in *blocks.BlockInput) { in.Identifier = strings.Repeat("k", blocks.MaxIdentifierLength) }))
		if got, _ := svc.Blocks(ctx, i18n.German, []string{"kept"}); len(got) != 0 {
			t.Errorf("kept was saved inactive but is served: %v", got)
		}
	})
}

func TestErrorMessagesAreTranslated(t *testing.T) {
	keys := []string{
		"blocks.locale.unknown", "blocks.identifiers.tooMany", "blocks.identifier.tooLong", "blocks.identifier.invalid",
		"blocks.title.required", "blocks.title.tooLong", "blocks.content.tooLong", "blocks.text.invalid",
	}
	for _, key := range keys {
		for _, l := range i18n.Locales {
			if !i18n.Messages().Has(l, key) {
				t.Errorf("%s has no %s", l, key)
			}
		}
	}
}

// FuzzSave checks that whatever is saved, Save either refuses it with an
// Invalid error or stores content made only of the allowed elements and
// attributes, with no URL outside the allowed schemes.
func FuzzSave(f *testing.F) {
	for _, s := range []string{
		`<p onclick="x()">a</p>`, `<a href="javascript:alert(1)">x</a>`, `<a href=" jav&#x09;ascript:alert(1)">x</a>`,
		`<svg><script>alert(1)</script></svg>`, `<table><tr><td style="x" colspan="3">1</td></tr></table>`,
		`<<p>>`, `<a href="/de/x" rel="follow">x</a>`, "\xff<p>", `<math><mi xlink:href="javascript:1">x</mi></math>`,
	} {
		f.Add("probe", s)
	}
	d := dbtest.New(f, db.SQLite)
	svc := blocks.NewService(d)
	allowed := map[string][]string{
		"p": nil, "br": nil, "strong": nil, "em": nil, "ul": nil, "ol": nil, "li": nil, "h2": nil, "h3": nil, "h4": nil,
		"table": nil, "caption": nil, "thead": nil, "tbody": nil, "tfoot": nil, "tr": nil,
		"th": {"colspan", "rowspan", "scope"}, "td": {"colspan", "rowspan"}, "a": {"href", "rel"},
	}
	f.Fuzz(func(t *testing.T, identifier, content string) {
		ctx := context.Background()
		err := svc.Save(ctx, blocks.BlockInput{Identifier: identifier, Active: true, Title: localized("Probe", "", ""), Content: localized(content, "", "")})
		if err != nil {
			if apperr.KindOf(err) != apperr.Invalid {
				t.Fatalf("Save(%q, %q): %v; want success or Invalid", identifier, content, err)
			}
			return
		}
		got, err := svc.Blocks(ctx, i18n.German, []string{identifier})
		if err != nil || len(got) != 1 {
			t.Fatalf("saved %q but Blocks gives %v, %v", identifier, got, err)
		}
		z := html.NewTokenizer(strings.NewReader(got[0].Content))
		for z.Next() != html.ErrorToken {
			tok := z.Token()
			if tok.Type != html.StartTagToken && tok.Type != html.SelfClosingTagToken {
				continue
			}
			attrs, ok := allowed[tok.Data]
			if !ok {
				t.Fatalf("element %q survived in %q", tok.Data, got[0].Content)
			}
			for _, a := range tok.Attr {
				if !slices.Contains(attrs, a.Key) {
					t.Fatalf("attribute %s on %s survived in %q", a.Key, tok.Data, got[0].Content)
				}
				if a.Key == "href" {
					u, err := url.Parse(a.Val)
					if err != nil || !slices.Contains([]string{"", "http", "https", "mailto", "tel"}, u.Scheme) {
						t.Fatalf("link %q survived in %q", a.Val, got[0].Content)
					}
				}
			}
		}
	})
}
