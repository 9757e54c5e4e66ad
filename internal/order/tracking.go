package order

import (
	"net/url"
	"strings"

	"paddock/internal/platform/i18n"
)

// trackingPages are the carriers' public tracking pages by carrier code,
// for an escaped tracking number, in the reader's language where the
// carrier has one.
var trackingPages = map[string]func(l i18n.Locale, number string) string{
	"dhl": func(l i18n.Locale, n string) string {
		return "https://www.dhl.de/" + germanOrEnglish(l) + "/privatkunden/pakete-empfangen/verfolgen.html?piececode=" + n
	},
	"dpd": func(l i18n.Locale, n string) string {
		return "https://tracking.dpd.de/status/" + l.POSIX() + "/parcel/" + n
	},
	"gls": func(l i18n.Locale, n string) string {
		return "https://gls-group.com/DE/" + germanOrEnglish(l) + "/paketverfolgung?match=" + n
	},
	"hermes": func(_ i18n.Locale, n string) string {
		return "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#" + n
	},
	"ups": func(l i18n.Locale, n string) string {
		return "https://www.ups.com/track?loc=" + l.POSIX() + "&tracknum=" + n
	},
}

// TrackingURL is where a parcel of a carrier (its code: dhl, dpd, gls,
// hermes, ups) can be followed, in l where the carrier offers it; "" for
// a carrier without a known tracking page or without a number.
func TrackingURL(carrier, number string, l i18n.Locale) string {
	page, ok := trackingPages[strings.ToLower(strings.TrimSpace(carrier))]
	number = strings.TrimSpace(number)
	if !ok || number == "" {
		return ""
	}
	return page(l, url.QueryEscape(number))
}

// germanOrEnglish is the language of a carrier's page that has German and
// English only: de for German readers, en for the others.
func germanOrEnglish(l i18n.Locale) string {
	if l == i18n.German {
		return "de"
	}
	return "en"
}
