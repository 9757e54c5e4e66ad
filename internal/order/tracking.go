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
		lang := "de"
		if l != i18n.German {
			lang = "en"
		}
		return "https://www.dhl.de/" + lang + "/privatkunden/pakete-empfangen/verfolgen.html?piececode=" + n
	},
	"dpd": func(l i18n.Locale, n string) string {
		return "https://tracking.dpd.de/status/" + l.POSIX() + "/parcel/" + n
	},
	"gls": func(l i18n.Locale, n string) string {
		lang := "de"
		if l != i18n.German {
			lang = "en"
		}
		return "https://gls-group.com/DE/" + lang + "/paketverfolgung?match=" + n
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
