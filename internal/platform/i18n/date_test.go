package i18n_test

import (
	"testing"
	"time"

	"paddock/internal/platform/i18n"
)

func TestFormatDate(t *testing.T) {
	day := time.Date(2026, time.March, 7, 15, 0, 0, 0, time.UTC)
	for l, want := range map[i18n.Locale]string{i18n.German: "7. März 2026", i18n.English: "7 March 2026", i18n.French: "7 mars 2026"} {
		if got := i18n.FormatDate(l, day); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
	if got := i18n.FormatISODate(i18n.French, "2026-08-31"); got != "31 août 2026" {
		t.Errorf("ISO day in French: %q", got)
	}
	if got := i18n.FormatISODate(i18n.German, "soon"); got != "soon" {
		t.Errorf("not a day: %q", got)
	}
}

func TestCountryName(t *testing.T) {
	for _, c := range []struct {
		l          i18n.Locale
		code, want string
	}{{i18n.German, "CH", "Schweiz"}, {i18n.English, "DE", "Germany"}, {i18n.French, "AT", "Autriche"}, {i18n.German, "XX", "XX"}, {i18n.English, "nope", "nope"}} {
		if got := i18n.CountryName(c.l, c.code); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.l, c.code, got, c.want)
		}
	}
}
