// Package salewindow computes the windows of a sales event: a window from
// a start to an end, once or repeated every day, week or month at the same
// Berlin wall-clock times. The content system's countdowns and the
// catalogue's sale prices both follow it, so a countdown and a price never
// disagree about when a sale runs.
package salewindow

import (
	"time"
	_ "time/tzdata" // sale windows are Berlin wall-clock times on every machine

	"paddock/internal/platform/i18n"
)

// Repeat says how a window repeats: "none" (or ""), "daily", "weekly",
// "monthly".
type Repeat string

// The repeats.
const (
	None    Repeat = "none"
	Daily   Repeat = "daily"
	Weekly  Repeat = "weekly"
	Monthly Repeat = "monthly"
)

var berlin = i18n.Berlin

// At returns the window that holds now (running true) or else the next
// one (running false); ok is false once no window follows. A window
// includes its start and excludes its end. A repeated sale never ends; one
// whose window is longer than its period (Fits) runs once.
func At(from, to time.Time, repeat Repeat, now time.Time) (start, end time.Time, running, ok bool) {
	now = now.UTC()
	from, to = from.UTC(), to.UTC()
	if now.Before(from) {
		return from, to, false, true
	}
	if !repeats(repeat) || !Fits(from, to, repeat) {
		if now.Before(to) {
			return from, to, true, true
		}
		return time.Time{}, time.Time{}, false, false
	}
	// Start two periods before the estimate, so that rounding and DST never
	// skip the window that holds now; a handful of steps finds it.
	k := max(0, periodsBetween(from, now, repeat)-2)
	for range 8 {
		start, end := nth(from, to, repeat, k)
		if now.Before(start) {
			return start, end, false, true
		}
		if now.Before(end) {
			return start, end, true, true
		}
		k++
	}
	return time.Time{}, time.Time{}, false, false
}

// Between calls fn for every window that overlaps [since, until), in
// order, at most limit of them; fn returns false to stop.
func Between(from, to time.Time, repeat Repeat, since, until time.Time, limit int, fn func(start, end time.Time) bool) {
	at := since
	for range limit {
		start, end, _, ok := At(from, to, repeat, at)
		if !ok || !start.Before(until) {
			return
		}
		if !fn(start, end) {
			return
		}
		at = end
	}
}

// NextChange is the first moment after now at which a window starts or
// ends; zero when none follows.
func NextChange(from, to time.Time, repeat Repeat, now time.Time) time.Time {
	start, end, running, ok := At(from, to, repeat, now)
	switch {
	case !ok:
		return time.Time{}
	case running:
		return end
	case start.After(now):
		return start
	}
	return time.Time{}
}

func repeats(r Repeat) bool { return r == Daily || r == Weekly || r == Monthly }

// Fits reports whether a repeated window is no longer than its period, so
// that windows never overlap: a day, a week, or 28 days (the shortest
// month) of Berlin wall-clock time.
func Fits(from, to time.Time, repeat Repeat) bool {
	length := wall(to).Sub(wall(from))
	switch repeat {
	case Daily:
		return length <= 24*time.Hour
	case Weekly:
		return length <= 7*24*time.Hour
	case Monthly:
		return length <= 28*24*time.Hour
	}
	return true
}

// periodsBetween estimates how many whole periods lie between from and
// now.
func periodsBetween(from, now time.Time, repeat Repeat) int {
	switch repeat {
	case Daily:
		return int(now.Sub(from) / (24 * time.Hour))
	case Weekly:
		return int(now.Sub(from) / (7 * 24 * time.Hour))
	case Monthly:
		f, n := wall(from), wall(now)
		return (n.Year()-f.Year())*12 + int(n.Month()) - int(f.Month())
	}
	return 0
}

// nth returns the k-th window of a repeated sale (the 0th is from, to).
func nth(from, to time.Time, repeat Repeat, k int) (time.Time, time.Time) {
	if k == 0 {
		return from, to
	}
	start := wall(from)
	length := wall(to).Sub(start)
	switch repeat {
	case Daily:
		start = start.AddDate(0, 0, k)
	case Weekly:
		start = start.AddDate(0, 0, 7*k)
	case Monthly:
		first := time.Date(start.Year(), start.Month()+time.Month(k), 1, 0, 0, 0, 0, time.UTC)
		last := first.AddDate(0, 1, -1).Day()
		start = time.Date(first.Year(), first.Month(), min(start.Day(), last),
			start.Hour(), start.Minute(), start.Second(), start.Nanosecond(), time.UTC)
	}
	return unwall(start), unwall(start.Add(length))
}

// wall returns t's Berlin wall-clock reading as a UTC time, so that
// calendar arithmetic on it ignores daylight-saving changes.
func wall(t time.Time) time.Time {
	b := t.In(berlin)
	return time.Date(b.Year(), b.Month(), b.Day(), b.Hour(), b.Minute(), b.Second(), b.Nanosecond(), time.UTC)
}

// unwall turns a Berlin wall-clock reading back into the instant it names
// (a reading the spring change skips names the instant an hour later).
func unwall(w time.Time) time.Time {
	return time.Date(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), w.Nanosecond(), berlin).UTC()
}
