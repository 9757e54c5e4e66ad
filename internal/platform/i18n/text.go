package i18n

import (
	"strings"
	"unicode"
)

// StripFormat removes Unicode format characters (category Cf: right-to-left
// overrides and isolates, zero-width spaces and joiners, the byte order
// mark, soft hyphens, …) from a single line a person typed, such as a name
// or a file name. They are invisible, and can make "rechnung\u202Efdp.exe"
// show as "rechnungexe.pdf".
func StripFormat(s string) string {
	if !strings.ContainsFunc(s, isFormat) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isFormat(r) {
			return -1
		}
		return r
	}, s)
}

// StripBidi removes only the bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) from longer text, where the
// other format characters (joiners in emoji, soft hyphens) belong.
func StripBidi(s string) string {
	if !strings.ContainsFunc(s, isBidiControl) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isBidiControl(r) {
			return -1
		}
		return r
	}, s)
}

func isFormat(r rune) bool { return unicode.Is(unicode.Cf, r) }

func isBidiControl(r rune) bool {
	return (r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069')
}
