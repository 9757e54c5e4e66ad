package i18n_test

import (
	"encoding/json"
	"os"
	"path/filepath"
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

// TestDateStylesMatchTheWebApp pins one date style per language for the
// server's mails and PDFs and the web app alike: both read
// web/src/lib/date-styles.json (the web's shop-date.test.ts does too), so
// a screen saying "Nov 30, 2026" beside a mail saying "30 November 2026"
// fails one side.
func TestDateStylesMatchTheWebApp(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "web", "src", "lib", "date-styles.json"))
	if err != nil {
		t.Fatal(err)
	}
	var styles struct {
		Day  string            `json:"day"`
		Long map[string]string `json:"long"`
	}
	if err := json.Unmarshal(raw, &styles); err != nil {
		t.Fatal(err)
	}
	day, err := time.ParseInLocation(time.DateOnly, styles.Day, i18n.Berlin)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Locales {
		want, ok := styles.Long[string(l)]
		if !ok {
			t.Fatalf("date-styles.json has no long date for %s", l)
		}
		if got := i18n.FormatDate(l, day); got != want {
			t.Errorf("%s: FormatDate %q, the web app writes %q", l, got, want)
		}
		if got := i18n.FormatISODate(l, styles.Day); got != want {
			t.Errorf("%s: FormatISODate %q, the web app writes %q", l, got, want)
		}
	}
}
