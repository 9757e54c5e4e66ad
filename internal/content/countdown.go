package content

import (
	"time"
	_ "time/tzdata" // sale windows are Berlin wall-clock times on every machine

	"paddock/internal/platform/i18n"
)

// CountdownState is where a sale stands at a moment.
type CountdownState string

// The countdown states.
const (
	Upcoming CountdownState = "upcoming"
	Running  CountdownState = "running"
	Ended    CountdownState = "ended"
)

// Countdown is a sale's state at ServerTime: the window that runs now
// (StartsAt, EndsAt) or the next one; both nil once no window follows.
type Countdown struct {
	State      CountdownState
	StartsAt   *time.Time
	EndsAt     *time.Time
	ServerTime time.Time
}

// berlin is the shop's time zone: repeated windows keep their wall-clock
// times there, across daylight-saving changes.
var berlin = i18n.Berlin

// CountdownAt decides a sale's state at now. A sale without repeat runs
// from from to to. A repeated sale runs the same window every day, week or
// month from from onwards, at the same Berlin wall-clock times (a monthly
// one on the same day of the month, or the month's last day when it is
// shorter); it never ends. Windows include their start and exclude their
// end.
func CountdownAt(from, to time.Time, repeat Repeat, now time.Time) Countdown {
	now = now.UTC()
	cd := Countdown{State: Ended, ServerTime: now}
	set := func(state CountdownState, start, end time.Time) Countdown {
		start, end = start.UTC(), end.UTC()
		cd.State, cd.StartsAt, cd.EndsAt = state, &start, &end
		return cd
	}
	if now.Before(from) {
		return set(Upcoming, from, to)
	}
	if repeat == RepeatNone || repeat == "" || !windowFits(from, to, repeat) {
		if now.Before(to) {
			return set(Running, from, to)
		}
		return cd
	}
	// Start two periods before the estimate, so that rounding and DST never
	// skip the window that holds now; a handful of steps finds it.
	k := max(0, periodsBetween(from, now, repeat)-2)
	for range 8 {
		start, end := windowAt(from, to, repeat, k)
		if now.Before(start) {
			return set(Upcoming, start, end)
		}
		if now.Before(end) {
			return set(Running, start, end)
		}
		k++
	}
	return cd
}

// windowFits reports whether a repeated window is no longer than its
// period, so that windows never overlap: a day, a week, or 28 days (the
// shortest month) of Berlin wall-clock time.
func windowFits(from, to time.Time, repeat Repeat) bool {
	length := wall(to).Sub(wall(from))
	switch repeat {
	case RepeatDaily:
		return length <= 24*time.Hour
	case RepeatWeekly:
		return length <= 7*24*time.Hour
	case RepeatMonthly:
		return length <= 28*24*time.Hour
	}
	return true
}

// periodsBetween estimates how many whole periods lie between from and
// now.
func periodsBetween(from, now time.Time, repeat Repeat) int {
	switch repeat {
	case RepeatDaily:
		return int(now.Sub(from) / (24 * time.Hour))
	case RepeatWeekly:
		return int(now.Sub(from) / (7 * 24 * time.Hour))
	case RepeatMonthly:
		f, n := wall(from), wall(now)
		return (n.Year()-f.Year())*12 + int(n.Month()) - int(f.Month())
	}
	return 0
}

// windowAt returns the k-th window of a repeated sale (the 0th is from,
// to).
func windowAt(from, to time.Time, repeat Repeat, k int) (time.Time, time.Time) {
	if k == 0 {
		return from, to
	}
	start := wall(from)
	length := wall(to).Sub(start)
	switch repeat {
	case RepeatDaily:
		start = start.AddDate(0, 0, k)
	case RepeatWeekly:
		start = start.AddDate(0, 0, 7*k)
	case RepeatMonthly:
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
