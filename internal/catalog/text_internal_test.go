package catalog

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func FuzzSlug(f *testing.F) {
	for _, s := range []string{"Reithose Größe 38", "Œuvre", "\xff\xfe", "---", "a--b", "日本", "ÄÖÜ ß"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		s := Slug(name)
		if len(s) > maxURLKey || strings.HasPrefix(s, "-") || strings.HasSuffix(s, "-") || strings.Contains(s, "--") {
			t.Fatalf("Slug(%q) = %q", name, s)
		}
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				t.Fatalf("Slug(%q) = %q holds %q", name, s, r)
			}
		}
		if Slug(s) != s {
			t.Fatalf("Slug is not stable on %q", s)
		}
	})
}

func FuzzCleanSearchText(f *testing.F) {
	for _, s := range []string{"  Reithose\x00 ", strings.Repeat("ä", 300), "\xff\xfe", "a\tb\nc", "\u200b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c := cleanSearchText(text)
		if !utf8.ValidString(c) || utf8.RuneCountInString(c) > MaxSearchText || c != strings.TrimSpace(c) {
			t.Fatalf("cleanSearchText(%q) = %q", text, c)
		}
		if strings.IndexFunc(c, unicode.IsControl) >= 0 {
			t.Fatalf("cleanSearchText(%q) = %q keeps a control character", text, c)
		}
	})
}
