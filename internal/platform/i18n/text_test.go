package i18n_test

import (
	"testing"

	"paddock/internal/platform/i18n"
)

func TestStripFormat(t *testing.T) {
	for in, want := range map[string]string{
		"rechnung\u202Efdp.exe": "rechnungfdp.exe",
		"Eva\u200B Muster":      "Eva Muster",
		"\uFEFFanna@example.de": "anna@example.de",
		"Reit\u00ADhose":        "Reithose",
		"\u2067abc\u2069":       "abc",
		"Müller-Lüdenscheidt":   "Müller-Lüdenscheidt",
	} {
		if got := i18n.StripFormat(in); got != want {
			t.Errorf("StripFormat(%q) = %q; want %q", in, got, want)
		}
	}
	// Longer text keeps joiners and soft hyphens, loses bidi controls.
	if got := i18n.StripBidi("Familie \U0001F469\u200D\U0001F467 \u202Egeheim\u202C Reit\u00ADhose"); got != "Familie \U0001F469\u200D\U0001F467 geheim Reit\u00ADhose" {
		t.Errorf("StripBidi: %q", got)
	}
}
