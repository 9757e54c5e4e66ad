package i18n_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"
)

// frenchTypography names what a French text gets wrong: a narrow no-break
// space (U+202F) before : ; ! ?, « » with no-break spaces inside, ’ as the
// apostrophe. Placeholders, tags, addresses and a command line's quoted
// argument are left out of the check.
// web/src/locales/catalogs.test.ts holds the same rules for the web's
// catalogs.
func frenchTypography(s string) []string {
	s = frenchIgnored.ReplaceAllString(s, "x")
	var wrong []string
	for _, r := range frenchRules {
		if r.re.MatchString(s) {
			wrong = append(wrong, r.name)
		}
	}
	return wrong
}

var (
	frenchIgnored = regexp.MustCompile(`--\w+ "[^"]*"|\{\{[^}]*\}\}|\{[^}]*\}|<[^>]*>|https?://\S+`)
	frenchRules   = []struct {
		name string
		re   *regexp.Regexp
	}{
		{"no narrow no-break space before ; ! ?", regexp.MustCompile(`[^\x{202F}][;!?]`)},
		{"no narrow no-break space before :", regexp.MustCompile(`[^\x{202F}]:(\s|$)`)},
		{"straight apostrophe", regexp.MustCompile(`'`)},
		{"straight quotes", regexp.MustCompile(`"`)},
		{"« without a no-break space after it", regexp.MustCompile(`«[^\x{00A0}\x{202F}]`)},
		{"» without a no-break space before it", regexp.MustCompile(`[^\x{00A0}\x{202F}]»`)},
	}
)

// The server's French messages (mails, PDFs, errors) follow French
// typography.
func TestFrenchMessagesFollowFrenchTypography(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("messages", "fr", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no French messages: %v", err)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var tree any
		if err := json.Unmarshal(raw, &tree); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		texts := map[string]string{}
		flatten("", tree, texts)
		keys := make([]string, 0, len(texts))
		for k := range texts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if wrong := frenchTypography(texts[k]); len(wrong) > 0 {
				t.Errorf("%s %s: %v in %q", filepath.Base(f), k, wrong, texts[k])
			}
		}
	}
}

func TestFrenchTypographyRules(t *testing.T) {
	for s, ok := range map[string]bool{
		"Motif\u202f: {{reason}}":            true,
		"Motif : {{reason}}":                 false,
		"Motif: x":                           false,
		"Vraiment\u202f?":                    true,
		"Vraiment ?":                         false,
		"l’article":                          true,
		"l'article":                          false,
		"«\u00a0{{name}}\u00a0»":             true,
		"« {{name}} »":                       false,
		`le "panier"`:                        false,
		"voir https://shop.example/?a=1":     true,
		"à 9:30 <a href='x'>lien</a>\u202f!": true,
	} {
		if got := len(frenchTypography(s)) == 0; got != ok {
			t.Errorf("%q: right %v, want %v", s, got, ok)
		}
	}
}

func flatten(prefix string, v any, out map[string]string) {
	switch v := v.(type) {
	case map[string]any:
		for k, child := range v {
			flatten(prefix+"."+k, child, out)
		}
	case []any:
		for _, child := range v {
			flatten(prefix, child, out)
		}
	case string:
		out[prefix] = v
	}
}
