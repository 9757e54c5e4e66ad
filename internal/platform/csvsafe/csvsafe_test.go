package csvsafe_test

import (
	"testing"

	"paddock/internal/platform/csvsafe"
)

func TestDefuse(t *testing.T) {
	for in, want := range map[string]string{
		"":                    "",
		"anna@example.de":     "anna@example.de",
		"=HYPERLINK(\"x\")":   "'=HYPERLINK(\"x\")",
		"+49 30 1234":         "'+49 30 1234",
		"-1":                  "'-1",
		"@SUM(A1)":            "'@SUM(A1)",
		"\tcmd":               "'\tcmd",
		"\rcmd":               "'\rcmd",
		"a=b":                 "a=b",
		"2026-11-21 14:00:00": "2026-11-21 14:00:00",
	} {
		if got := csvsafe.Defuse(in); got != want {
			t.Errorf("Defuse(%q) = %q; want %q", in, got, want)
		}
	}
	if got := csvsafe.Row("=1", "ok"); got[0] != "'=1" || got[1] != "ok" {
		t.Errorf("Row %q", got)
	}
}
