package shipping

import (
	"time"
	_ "time/tzdata" // Berlin's rules on every machine, tz database or not

	"paddock/internal/platform/i18n"
)

// CutOff is the Berlin time of day until which an order counts as placed
// on that working day: later orders, and orders on a weekend or holiday,
// start counting on the next working day.
const CutOff = 14 * time.Hour

// berlin is the shop's time zone.
var berlin = i18n.Berlin

// Day is a calendar day, as the date at 00:00 UTC: arithmetic on days
// never meets a daylight-saving change.
type Day = time.Time

// day returns the calendar day of year, month and day.
func day(y int, m time.Month, d int) Day { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// BerlinDay is the calendar day t falls on in Berlin.
func BerlinDay(t time.Time) Day {
	y, m, d := t.In(berlin).Date()
	return day(y, m, d)
}

// Easter is Easter Sunday of a year in the Gregorian calendar (the
// anonymous Gregorian algorithm, Meeus/Jones/Butcher).
func Easter(year int) Day {
	a := year % 19
	b, c := year/100, year%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	dd := (h+l-7*m+114)%31 + 1
	return day(year, time.Month(month), dd)
}

// Holiday is a public holiday.
type Holiday struct {
	Day  Day
	Name string // German name
}

// Holidays are the public holidays observed in all of Germany in a year,
// in calendar order. Holidays of single states (Epiphany, Corpus Christi,
// Reformation Day…) do not stop the shop's warehouse.
func Holidays(year int) []Holiday {
	easter := Easter(year)
	return []Holiday{
		{day(year, time.January, 1), "Neujahr"},
		{easter.AddDate(0, 0, -2), "Karfreitag"},
		{easter.AddDate(0, 0, 1), "Ostermontag"},
		{day(year, time.May, 1), "Tag der Arbeit"},
		{easter.AddDate(0, 0, 39), "Christi Himmelfahrt"},
		{easter.AddDate(0, 0, 50), "Pfingstmontag"},
		{day(year, time.October, 3), "Tag der Deutschen Einheit"},
		{day(year, time.December, 25), "1. Weihnachtstag"},
		{day(year, time.December, 26), "2. Weihnachtstag"},
	}
}

// IsWorkingDay reports whether d is a working day: Monday to Friday and
// not a nationwide public holiday.
func IsWorkingDay(d Day) bool {
	if wd := d.Weekday(); wd == time.Saturday || wd == time.Sunday {
		return false
	}
	for _, h := range Holidays(d.Year()) {
		if h.Day.Equal(d) {
			return false
		}
	}
	return true
}

// AddWorkingDays is the n-th working day after d (d itself for n ≤ 0).
func AddWorkingDays(d Day, n int) Day {
	for n > 0 {
		d = d.AddDate(0, 0, 1)
		if IsWorkingDay(d) {
			n--
		}
	}
	return d
}

// StartDay is the working day an order placed at t starts counting from:
// its own Berlin day when that is a working day and t is before CutOff,
// else the next working day.
func StartDay(t time.Time) Day {
	d := BerlinDay(t)
	local := t.In(berlin)
	sinceMidnight := time.Duration(local.Hour())*time.Hour + time.Duration(local.Minute())*time.Minute +
		time.Duration(local.Second())*time.Second + time.Duration(local.Nanosecond())
	if IsWorkingDay(d) && sinceMidnight < CutOff {
		return d
	}
	return AddWorkingDays(d, 1)
}

// Window is when an order placed at t arrives: minDays to maxDays working
// days after its StartDay.
func Window(t time.Time, minDays, maxDays int) (earliest, latest Day) {
	start := StartDay(t)
	return AddWorkingDays(start, minDays), AddWorkingDays(start, max(minDays, maxDays))
}
