package i18n_test

import (
	"context"
	"testing"
	"testing/fstest"

	"paddock/internal/platform/i18n"
)

func TestNegotiate(t *testing.T) {
	tests := []struct {
		header string
		want   i18n.Locale
	}{
		{"", i18n.German},
		{"en-US,en;q=0.9", i18n.English},
		{"fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7", i18n.French},
		{"de-AT", i18n.German},
		{"en-GB", i18n.English},
		{"es-ES, fr;q=0.5", i18n.French},
		{"es-ES", i18n.German},
		{"ja, en;q=0.1", i18n.English},
		{"*", i18n.German},
		{"fr;q=0.2, en;q=0.8", i18n.English},
		{";;;,,,q=", i18n.German},
		{"x-klingon", i18n.German},
		{string(make([]byte, 5000)), i18n.German},
	}
	for _, tt := range tests {
		if got := i18n.Negotiate(tt.header); got != tt.want {
			t.Errorf("Negotiate(%q) = %q; want %q", tt.header, got, tt.want)
		}
	}
}

func TestChoosePrefersTheCookie(t *testing.T) {
	if got := i18n.Choose("fr", "en-US"); got != i18n.French {
		t.Errorf("cookie fr, header en: got %q", got)
	}
	if got := i18n.Choose("xx", "en-US"); got != i18n.English {
		t.Errorf("bad cookie, header en: got %q", got)
	}
	if got := i18n.Choose("DE", ""); got != i18n.German {
		t.Errorf("upper-case cookie: got %q", got)
	}
}

func TestParseAndForms(t *testing.T) {
	if _, ok := i18n.Parse("De"); ok {
		t.Error("Parse accepted De")
	}
	l, ok := i18n.Parse("fr")
	if !ok || l.BCP47() != "fr-FR" || l.POSIX() != "fr_FR" {
		t.Errorf("fr: %v %q %q", ok, l.BCP47(), l.POSIX())
	}
	if i18n.English.POSIX() != "en_US" || i18n.German.BCP47() != "de-DE" {
		t.Error("wrong regional forms")
	}
}

func TestLocaleContext(t *testing.T) {
	ctx := context.Background()
	if i18n.LocaleFrom(ctx) != i18n.German {
		t.Error("empty context is not German")
	}
	if i18n.LocaleFrom(i18n.WithLocale(ctx, i18n.French)) != i18n.French {
		t.Error("locale not carried")
	}
}

func TestCatalogFallbackAndPlaceholders(t *testing.T) {
	fsys := fstest.MapFS{
		"de.json": {Data: []byte(`{"a":{"b":"Hallo {{name}}"},"only":"nur deutsch"}`)},
		"en.json": {Data: []byte(`{"a":{"b":"Hello {{name}}"}}`)},
		"fr.json": {Data: []byte(`{"a":{"b":"Bonjour {{name}}"}}`)},
	}
	c, err := i18n.LoadCatalog(fsys, "{locale}.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := c.T(i18n.French, "a.b", "name", "Anna"); got != "Bonjour Anna" {
		t.Errorf("got %q", got)
	}
	if got := c.T(i18n.English, "only"); got != "nur deutsch" {
		t.Errorf("fallback: got %q", got)
	}
	if got := c.T(i18n.English, "nowhere"); got != "nowhere" {
		t.Errorf("missing key: got %q", got)
	}
	if m := c.Missing(); len(m[i18n.English]) != 1 || m[i18n.English][0] != "only" {
		t.Errorf("Missing = %v", m)
	}
}

func TestServerMessagesAreCompleteInEveryLocale(t *testing.T) {
	for l, keys := range i18n.Messages().Missing() {
		if len(keys) > 0 {
			t.Errorf("server messages missing in %s: %v", l, keys)
		}
	}
}

func FuzzNegotiate(f *testing.F) {
	for _, s := range []string{"de-DE,de;q=0.9", "fr-CH, fr;q=0.9, *;q=0.5", "en;q=abc", ",,;", "zh-Hant-TW"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		if _, ok := i18n.Parse(string(i18n.Negotiate(header))); !ok {
			t.Fatalf("Negotiate(%q) gave an unsupported locale", header)
		}
	})
}

func TestCatalogMergesFilesAndRefusesDuplicates(t *testing.T) {
	files := fstest.MapFS{}
	for _, l := range []string{"de", "en", "fr"} {
		files[l+"/a.json"] = &fstest.MapFile{Data: []byte(`{"a":{"x":"1"}}`)}
		files[l+"/b.json"] = &fstest.MapFile{Data: []byte(`{"b":"2"}`)}
	}
	c, err := i18n.LoadCatalog(files, "{locale}/*.json")
	if err != nil || c.T(i18n.French, "a.x") != "1" || c.T(i18n.French, "b") != "2" {
		t.Fatalf("merge: %v", err)
	}
	files["en/c.json"] = &fstest.MapFile{Data: []byte(`{"a":{"x":"again"}}`)}
	if _, err := i18n.LoadCatalog(files, "{locale}/*.json"); err == nil {
		t.Error("a key defined twice was accepted")
	}
}
