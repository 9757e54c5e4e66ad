package i18n

import (
	"strconv"
	"time"
	_ "time/tzdata" // the shop's time zone on every machine

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// monthNames are the months in each locale, January first.
var monthNames = map[Locale][12]string{
	German:  {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	English: {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	French:  {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
}

// FormatDate writes a calendar day as people of the locale write it in a
// letter: "27. November 2026", "27 November 2026", "27 novembre 2026".
func FormatDate(l Locale, t time.Time) string {
	names, ok := monthNames[l]
	if !ok {
		names = monthNames[Default]
	}
	day, month, year := strconv.Itoa(t.Day()), names[t.Month()-1], strconv.Itoa(t.Year())
	if l == German || !ok {
		return day + ". " + month + " " + year
	}
	return day + " " + month + " " + year
}

// FormatISODate is FormatDate of a "2006-01-02" day; anything else is
// answered as it is.
func FormatISODate(l Locale, day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return FormatDate(l, t)
}

// CountryName is CLDR's name of an ISO 3166-1 alpha-2 country in the
// locale's language ("Schweiz", "Switzerland", "Suisse"); the code itself
// when CLDR does not know it.
func CountryName(l Locale, code string) string {
	region, err := language.ParseRegion(code)
	if err != nil {
		return code
	}
	if name := display.Regions(language.Make(string(l))).Name(region); name != "" {
		return name
	}
	return code
}

// Berlin is the shop's time zone (DESIGN.md section 5: times are stored in
// UTC and shown, and days counted, in Europe/Berlin). The zone database is
// embedded, so it is there on every machine.
var Berlin = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		panic(err) // embedded by time/tzdata
	}
	return loc
}()
