package catalog

import (
	"strings"
	"unicode"

	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/text/unicode/norm"

	"paddock/internal/platform/i18n"
)

// maxURLKey bounds a url key, so that a category five levels deep still
// has a path Route accepts (MaxRoutePath).
const maxURLKey = 100

// spelled returns how German, French and Scandinavian shops write a letter
// in URLs, when that is not just the letter without its accent.
func spelled(r rune) (string, bool) {
	switch r {
	case 'ä', 'Ä', 'æ', 'Æ':
		return "ae", true
	case 'ö', 'Ö', 'œ', 'Œ':
		return "oe", true
	case 'ü', 'Ü':
		return "ue", true
	case 'ß', 'ẞ':
		return "ss", true
	case 'ø', 'Ø':
		return "o", true
	case 'ł', 'Ł':
		return "l", true
	case 'đ', 'Đ':
		return "d", true
	case 'þ', 'Þ':
		return "th", true
	}
	return "", false
}

// Slug turns a name into a url key: lower-case ASCII letters and digits
// joined by single hyphens, umlauts spelt out (ä → ae, ß → ss) and other
// accents dropped (é → e). It may return "" for names without letters or
// digits.
func Slug(name string) string {
	var spelt strings.Builder
	spelt.Grow(len(name))
	for _, r := range name {
		if alt, ok := spelled(r); ok {
			spelt.WriteString(alt)
		} else {
			spelt.WriteRune(r)
		}
	}
	s := norm.NFKD.String(spelt.String())
	var b strings.Builder
	b.Grow(len(s))
	hyphen := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
			hyphen = false
		case r >= 'A' && r <= 'Z':
			b.WriteRune(unicode.ToLower(r))
			hyphen = false
		case unicode.Is(unicode.Mn, r):
			// a combining accent of the letter before it
		default:
			if !hyphen && b.Len() > 0 {
				b.WriteByte('-')
				hyphen = true
			}
		}
		if b.Len() >= maxURLKey {
			break
		}
	}
	out := b.String()
	if len(out) > maxURLKey {
		out = out[:maxURLKey]
	}
	return strings.Trim(out, "-")
}

// richText is the HTML allowed in descriptions, care and size texts: a few
// structural elements, links that do not pass on ranking, and tables for
// size charts. Scripts, styles, event handlers and everything else go.
func richText() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "strong", "em", "ul", "ol", "li", "h3", "h4",
		"table", "thead", "tbody", "tr", "th", "td")
	p.AllowAttrs("href").OnElements("a")
	p.AllowStandardURLs()
	p.AllowRelativeURLs(true)
	p.RequireNoFollowOnLinks(true)
	return p
}

// fill returns the text in l, or the German text when l has none.
func fill(texts Localized, l i18n.Locale) string {
	if s := strings.TrimSpace(texts[l]); s != "" {
		return texts[l]
	}
	return texts[i18n.German]
}

// orGerman returns s, or de when s is empty.
func orGerman(s, de string) string {
	if s != "" {
		return s
	}
	return de
}
