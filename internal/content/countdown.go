package content

import (
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/salewindow"
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

// CountdownAt decides a sale's state at now. A sale without repeat runs
// from from to to. A repeated sale runs the same window every day, week or
// month from from onwards, at the same Berlin wall-clock times (a monthly
// one on the same day of the month, or the month's last day when it is
// shorter); it never ends. Windows include their start and exclude their
// end (package salewindow, which the catalogue's sale prices follow too).
func CountdownAt(from, to time.Time, repeat Repeat, now time.Time) Countdown {
	cd := Countdown{State: Ended, ServerTime: now.UTC()}
	start, end, running, ok := salewindow.At(from, to, salewindow.Repeat(repeat), now)
	if !ok {
		return cd
	}
	cd.State, cd.StartsAt, cd.EndsAt = Upcoming, &start, &end
	if running {
		cd.State = Running
	}
	return cd
}

// windowFits reports whether a repeated window is no longer than its
// period (salewindow.Fits).
func windowFits(from, to time.Time, repeat Repeat) bool {
	return salewindow.Fits(from, to, salewindow.Repeat(repeat))
}

// berlin is the shop's time zone.
var berlin = i18n.Berlin
