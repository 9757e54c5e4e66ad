package apperr

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"paddock/internal/platform/i18n"
)

// Fields collects the errors of one input field by field, so that a form
// shows every problem at once: each is an Invalid error on its field
// (extensions.field in GraphQL), the first per field kept.
type Fields struct {
	errs []*Error
}

// Add records that field is wrong, with a message key and name/value
// args; a field that has an error already keeps its first one.
func (f *Fields) Add(field, key string, args ...any) {
	if f.Has(field) {
		return
	}
	f.errs = append(f.errs, New(Invalid, key, args...).OnField(field))
}

// Has reports whether field has an error.
func (f *Fields) Has(field string) bool {
	for _, e := range f.errs {
		if e.Field == field {
			return true
		}
	}
	return false
}

// Err is nil when no field was wrong, else every error joined
// (errors.Join), in the order they were added.
func (f *Fields) Err() error {
	if len(f.errs) == 0 {
		return nil
	}
	all := make([]error, len(f.errs))
	for i, e := range f.errs {
		all[i] = e
	}
	return errors.Join(all...)
}

// Line checks a single-line text a person typed: invisible format
// characters (right-to-left overrides, zero-width spaces) are dropped and
// the ends trimmed, then it must be there when required, hold no control
// characters and have at most max characters. It returns the cleaned
// text.
func (f *Fields) Line(field, value string, max int, required bool) string {
	value = strings.TrimSpace(i18n.StripFormat(value))
	switch {
	case value == "":
		if required {
			f.Add(field, "input.required")
		}
	case !utf8.ValidString(value) || !Printable(value, false):
		f.Add(field, "input.characters")
	case utf8.RuneCountInString(value) > max:
		f.Add(field, "input.tooLong", "max", max)
	}
	return value
}

// Telephone checks an optional telephone number: digits, spaces and
// + - / ( ) . with at least four digits, at most max characters. It
// returns the cleaned number.
func (f *Fields) Telephone(field, value string, max int, required bool) string {
	value = f.Line(field, value, max, required)
	if value != "" && !f.Has(field) && !telephone(value) {
		f.Add(field, "input.telephone")
	}
	return value
}

// Printable refuses control characters (line breaks and tabs are allowed
// in multi-line text) and the line and paragraph separators, which would
// break a mail header.
func Printable(s string, multiline bool) bool {
	for _, r := range s {
		if multiline && (r == '\n' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\uFFFD' {
			return false
		}
	}
	return true
}

func telephone(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune(" +-/().", r):
		default:
			return false
		}
	}
	return digits >= 4
}
