// Package i18n knows Paddock's locales (de, en, fr; German first), picks one
// from a cookie or an Accept-Language header, and translates messages from
// JSON catalogs.
package i18n

import (
	"context"
	"strings"

	"golang.org/x/text/language"
)

// Locale is a supported language code: "de", "en" or "fr".
type Locale string

// The supported locales.
const (
	German  Locale = "de"
	English Locale = "en"
	French  Locale = "fr"
)

// Default is the locale used when nothing else decides.
const Default = German

// CookieName is the cookie that remembers a visitor's language choice.
const CookieName = "paddock_locale"

// Locales lists the supported locales, the default first.
var Locales = []Locale{German, English, French}

// regions are the markets each language is shown for (SPEC.md section 1).
var regions = map[Locale]string{German: "DE", English: "US", French: "FR"}

// Parse returns the locale for a code such as "de"; ok is false for any
// other value, including other casings.
func Parse(code string) (Locale, bool) {
	switch l := Locale(code); l {
	case German, English, French:
		return l, true
	}
	return "", false
}

// BCP47 returns the language tag, e.g. "de-DE".
func (l Locale) BCP47() string { return string(l) + "-" + regions[l] }

// POSIX returns the underscore form used by og:locale and Magento, e.g. "de_DE".
func (l Locale) POSIX() string { return string(l) + "_" + regions[l] }

var matcher = language.NewMatcher([]language.Tag{language.German, language.English, language.French})

// Negotiate picks the locale for an Accept-Language header. Languages the
// shop does not speak, malformed headers and empty ones give the default.
func Negotiate(acceptLanguage string) Locale {
	return NegotiateOr(acceptLanguage, Default)
}

// NegotiateOr is Negotiate with another fallback than the default (a
// site's own default language).
func NegotiateOr(acceptLanguage string, fallback Locale) Locale {
	if strings.TrimSpace(acceptLanguage) == "" || len(acceptLanguage) > 1024 {
		return fallback
	}
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return fallback
	}
	_, index, confidence := matcher.Match(tags...)
	if confidence == language.No {
		return fallback
	}
	return Locales[index]
}

// Choose picks the locale from the locale cookie's value if it names a
// supported locale, else from the Accept-Language header, else the default.
func Choose(cookieValue, acceptLanguage string) Locale {
	if l, ok := Parse(cookieValue); ok {
		return l
	}
	return Negotiate(acceptLanguage)
}

type localeKey struct{}

// WithLocale returns a context carrying the locale of the request.
func WithLocale(ctx context.Context, l Locale) context.Context {
	return context.WithValue(ctx, localeKey{}, l)
}

// LocaleFrom returns the request's locale, or the default.
func LocaleFrom(ctx context.Context) Locale {
	if l, ok := ctx.Value(localeKey{}).(Locale); ok {
		return l
	}
	return Default
}
