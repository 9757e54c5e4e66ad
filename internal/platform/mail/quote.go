package mail

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"paddock/internal/platform/i18n"
)

// Text that someone typed into a form (a name, an order number, a few
// words) reaches a mail to an address nobody has verified only through
// Quote, Defuse and GreetingName: whoever fills in the form chooses both
// the text and the inbox, so anything the shop repeats verbatim is the
// sender's message signed with the shop's name. Mail clients turn URLs,
// host names and addresses into links in HTML and in plain text alike, so
// escaping the HTML is not enough: such words are defused in the text
// itself.

// MaxGreetingName is the longest name a mail to an unverified address
// greets with; longer ones are someone's message, not a name.
const MaxGreetingName = 40

// Defuse returns s with every URL, host name and mail address in it made
// unrecognisable to the clients that turn such text into links: in each
// word that looks like one, dots, colons, at signs and backslashes are
// bracketed ("evil[.]example", "https[:]//…", "anna[@]example[.]de"), the
// way security notices quote dangerous addresses ("defanging"). Other
// words, line breaks and spacing stay as they are.
func Defuse(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for len(s) > 0 {
		space := strings.IndexFunc(s, unicode.IsSpace)
		if space == 0 {
			_, size := utf8.DecodeRuneInString(s)
			b.WriteString(s[:size])
			s = s[size:]
			continue
		}
		if space < 0 {
			space = len(s)
		}
		word := s[:space]
		s = s[space:]
		if !linkish(word) {
			b.WriteString(word)
			continue
		}
		for _, r := range word {
			switch {
			case isDot(r):
				b.WriteString("[.]")
			case r == ':' || r == '：':
				b.WriteString("[:]")
			case r == '@' || r == '＠' || r == '﹫':
				b.WriteString("[@]")
			case r == '\\' || r == '＼':
				b.WriteString("[\\]")
			default:
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// linkish reports whether a word (no white space) holds something a mail
// client could make a link of: a mail address or anything with an at
// sign, a scheme ("https:", "mailto:", "tel:"), a UNC path, or a host name
// (a label, a dot and a top-level domain of two letters or more, which is
// how Gmail or Outlook recognise "example.com" without a scheme). Dots
// include the ideographic and full-width ones that IDNA reads as dots.
func linkish(word string) bool {
	if strings.ContainsAny(word, "@＠﹫\\＼") {
		return true
	}
	runes := []rune(word)
	for i, r := range runes {
		switch {
		case (r == ':' || r == '：') && i+1 < len(runes) && schemeBefore(runes[:i]):
			return true
		case isDot(r) && i > 0 && labelRune(runes[i-1]) && lettersFrom(runes[i+1:]) >= 2:
			return true
		}
	}
	return false
}

// schemeBefore reports whether the runes before a colon end in a URI
// scheme (RFC 3986: a letter, then letters, digits, "+", "-", "."), at
// the word's start or after punctuation such as "(" or "<".
func schemeBefore(before []rune) bool {
	start := len(before)
	for start > 0 {
		r := before[start-1]
		if r < utf8.RuneSelf && (isASCIIAlnum(r) || r == '+' || r == '-' || r == '.') {
			start--
			continue
		}
		break
	}
	if start == len(before) || !(before[start] >= 'a' && before[start] <= 'z' || before[start] >= 'A' && before[start] <= 'Z') {
		return false
	}
	return start == 0 || !unicode.IsLetter(before[start-1]) && !unicode.IsDigit(before[start-1])
}

func labelRune(r rune) bool { return r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// lettersFrom counts the letters at the start of runes.
func lettersFrom(runes []rune) int {
	n := 0
	for _, r := range runes {
		if !unicode.IsLetter(r) {
			break
		}
		n++
	}
	return n
}

// isDot reports whether r separates labels of a host name: the full stop
// and the dots IDNA maps onto it.
func isDot(r rune) bool {
	return r == '.' || r == '。' || r == '．' || r == '｡' || r == '․' || r == '﹒'
}

// Quote is text someone typed, as a mail to an unverified address may
// repeat it: invisible format characters removed, line breaks kept (at
// most one empty line in a row), at most max characters (cut at a word
// where one is near, ending in "…"), and defused (Defuse). The second
// result reports whether it was cut.
func Quote(s string, max int) (string, bool) {
	s = strings.ReplaceAll(strings.ReplaceAll(i18n.StripFormat(s), "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(s, "\n")
	kept := lines[:0]
	for _, line := range lines {
		line = strings.TrimRightFunc(line, unicode.IsSpace)
		if line == "" && (len(kept) == 0 || kept[len(kept)-1] == "") {
			continue
		}
		kept = append(kept, line)
	}
	s = strings.TrimSpace(strings.Join(kept, "\n"))
	cut := false
	if max > 0 && utf8.RuneCountInString(s) > max {
		runes := []rune(s)[:max-1]
		// Back to the last space when it is near, so no word is halved.
		for i := len(runes) - 1; i > 0 && i >= len(runes)-20; i-- {
			if unicode.IsSpace(runes[i]) {
				runes = runes[:i]
				break
			}
		}
		s, cut = strings.TrimRightFunc(string(runes), unicode.IsSpace)+"…", true
	}
	return Defuse(s), cut
}

// GreetingName is a name typed into a form as a mail to an unverified
// address may greet with it: trimmed, or "" (greet without a name) unless
// it reads as a name: at most MaxGreetingName characters in at most
// maxGreetingWords words of letters, with hyphens, apostrophes and a
// closing dot ("Dr."), nothing a client could make a link of. A sentence,
// a number, a link or an address in the name field is someone's message.
func GreetingName(name string) string {
	words := strings.Fields(i18n.StripFormat(name))
	name = strings.Join(words, " ")
	if name == "" || utf8.RuneCountInString(name) > MaxGreetingName || len(words) > maxGreetingWords {
		return ""
	}
	for _, word := range words {
		if linkish(word) {
			return ""
		}
		for i, r := range word {
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && !strings.ContainsRune("-'’", r) && !(r == '.' && i == len(word)-1) {
				return ""
			}
		}
	}
	return name
}

// maxGreetingWords is the most words a greeting name has ("Maria de la
// Cruz Fernández").
const maxGreetingWords = 5

// Greeting is the line a mail opens with in l: with the name when
// GreetingName keeps it ("Guten Tag Anna,"), else without ("Guten Tag,").
func Greeting(l i18n.Locale, name string) string {
	m := i18n.Messages()
	if n := GreetingName(name); n != "" {
		return m.T(l, "mail.greeting.named", "name", n)
	}
	return m.T(l, "mail.greeting.plain")
}
