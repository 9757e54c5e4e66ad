package mail_test

import (
	"strings"
	"testing"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

// Every URL, host name and address a mail client would make a link of
// comes out defused; ordinary words, numbers and punctuation stay.
func TestDefuse(t *testing.T) {
	for in, want := range map[string]string{
		"https://evil.example/login?x=1":   "https[:]//evil[.]example/login?x=1",
		"Bitte evil.example besuchen.":     "Bitte evil[.]example besuchen.",
		"www.evil.example":                 "www[.]evil[.]example",
		"(evil.com)":                       "(evil[.]com)",
		"Mail an boss@evil.example bitte":  "Mail an boss[@]evil[.]example bitte",
		"mailto:boss@evil.example":         "mailto[:]boss[@]evil[.]example",
		"tel:+4930123456":                  "tel[:]+4930123456",
		"javascript:alert(1)":              "javascript[:]alert(1)",
		"evil。example":                     "evil[.]example",
		"evil．example":                     "evil[.]example",
		`\\evil\share`:                     `[\][\]evil[\]share`,
		"пример.рф":                        "пример[.]рф",
		"Zeile 1\nhttp://a.b.example\n\nx": "Zeile 1\nhttp[:]//a[.]b[.]example\n\nx",
		// Not links: stay as typed.
		"Die Reithose, Größe 38. Passt nicht.": "Die Reithose, Größe 38. Passt nicht.",
		"z.B. 1.5 kg um 14:03 Uhr":             "z.B. 1.5 kg um 14:03 Uhr",
		"Bestellung #000000012":                "Bestellung #000000012",
		"Hinweis: bitte":                       "Hinweis: bitte",
	} {
		if got := mail.Defuse(in); got != want {
			t.Errorf("Defuse(%q) = %q; want %q", in, got, want)
		}
	}
}

func TestQuote(t *testing.T) {
	got, cut := mail.Quote("  Die Reithose\r\n\r\n\r\n\r\npasst nicht.\u200b Siehe https://evil.example  ", 100)
	if got != "Die Reithose\n\npasst nicht. Siehe https[:]//evil[.]example" || cut {
		t.Errorf("quote %q %v", got, cut)
	}
	long := strings.Repeat("Wort ", 100) + "evil.example"
	got, cut = mail.Quote(long, 50)
	if !cut || len([]rune(got)) > 50 || !strings.HasSuffix(got, "Wort…") || strings.Contains(got, "evil") {
		t.Errorf("long quote %q %v", got, cut)
	}
	// Cut inside a URL: what is left is defused all the same.
	got, _ = mail.Quote("x https://evil.example/"+strings.Repeat("a", 100), 40)
	if strings.Contains(got, "://") || strings.Contains(got, "evil.example") {
		t.Errorf("cut URL %q", got)
	}
}

// A mail to an unverified address greets by name only when the name is a
// plausible name: short, no digits, nothing that could become a link.
func TestGreeting(t *testing.T) {
	for name, want := range map[string]string{
		"Anna":                    "Guten Tag Anna,",
		"  Anna   Maria  Berger ": "Guten Tag Anna Maria Berger,",
		"Jean-Luc O'Neill":        "Guten Tag Jean-Luc O'Neill,",
		"":                        "Guten Tag,",
		"Visit evil.example":      "Guten Tag,",
		"https://evil.example":    "Guten Tag,",
		"boss@evil.example":       "Guten Tag,",
		"Call 0900 123456":        "Guten Tag,",
		"Ihr Konto wurde gesperrt, melden Sie sich sofort": "Guten Tag,",
		"Achtung! Konto gesperrt":                          "Guten Tag,",
		"Ihr Konto ist jetzt leider gesperrt":              "Guten Tag,",
		"Dr. Anna Müller":                                  "Guten Tag Dr. Anna Müller,",
		"Maria de la Cruz Fernández":                       "Guten Tag Maria de la Cruz Fernández,",
		`Müller, Anna "Reiterhof"`:                         "Guten Tag,",
	} {
		if got := mail.Greeting(i18n.German, name); got != want {
			t.Errorf("Greeting(%q) = %q; want %q", name, got, want)
		}
	}
	if got := mail.Greeting(i18n.French, "Anna"); got != "Bonjour Anna," {
		t.Errorf("French %q", got)
	}
	if got := mail.Greeting(i18n.English, "x.example"); got != "Hello," {
		t.Errorf("English %q", got)
	}
}
