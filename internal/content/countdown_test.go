package content_test

import (
	"testing"
	"time"

	"paddock/internal/content"
)

func berlin(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestCountdown(t *testing.T) {
	loc := berlin(t)
	at := func(y int, m time.Month, d, h, min int) time.Time { return time.Date(y, m, d, h, min, 0, 0, loc) }
	// A daily sale 18:00–20:00 Berlin, from a day in winter time; summer
	// time starts on 29 March 2026 and ends on 25 October 2026.
	dailyFrom, dailyTo := at(2026, 3, 27, 18, 0), at(2026, 3, 27, 20, 0)
	// A monthly sale on the 31st, 09:00–21:00.
	monthlyFrom, monthlyTo := at(2026, 1, 31, 9, 0), at(2026, 1, 31, 21, 0)
	// A weekly sale over the autumn change: Saturday 22:00 to Sunday 04:00.
	weeklyFrom, weeklyTo := at(2026, 10, 17, 22, 0), at(2026, 10, 18, 4, 0)
	tests := []struct {
		name        string
		from, to    time.Time
		repeat      content.Repeat
		now         time.Time
		state       content.CountdownState
		start, end  time.Time // zero when none
		wantNoTimes bool
	}{
		{"none: before", at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), content.RepeatNone, at(2026, 4, 30, 12, 0), content.Upcoming, at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), false},
		{"none: at the start", at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), content.RepeatNone, at(2026, 5, 1, 0, 0), content.Running, at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), false},
		{"none: during", at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), content.RepeatNone, at(2026, 5, 20, 8, 0), content.Running, at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), false},
		{"none: at the end it is over", at(2026, 5, 1, 0, 0), at(2026, 5, 31, 0, 0), content.RepeatNone, at(2026, 5, 31, 0, 0), content.Ended, time.Time{}, time.Time{}, true},
		{"daily: before the first", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 3, 27, 9, 0), content.Upcoming, dailyFrom, dailyTo, false},
		{"daily: first window", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 3, 27, 19, 0), content.Running, dailyFrom, dailyTo, false},
		{"daily: between windows", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 3, 27, 21, 0), content.Upcoming, at(2026, 3, 28, 18, 0), at(2026, 3, 28, 20, 0), false},
		{"daily: the day summer time starts", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 3, 29, 17, 0), content.Upcoming, at(2026, 3, 29, 18, 0), at(2026, 3, 29, 20, 0), false},
		{"daily: in summer time, still 18–20 Berlin", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 7, 1, 18, 30), content.Running, at(2026, 7, 1, 18, 0), at(2026, 7, 1, 20, 0), false},
		{"daily: back in winter time", dailyFrom, dailyTo, content.RepeatDaily, at(2026, 10, 25, 20, 0), content.Upcoming, at(2026, 10, 26, 18, 0), at(2026, 10, 26, 20, 0), false},
		{"daily: years later", dailyFrom, dailyTo, content.RepeatDaily, at(2031, 12, 24, 19, 59), content.Running, at(2031, 12, 24, 18, 0), at(2031, 12, 24, 20, 0), false},
		{"weekly: next week", weeklyFrom, weeklyTo, content.RepeatWeekly, at(2026, 10, 20, 12, 0), content.Upcoming, at(2026, 10, 24, 22, 0), at(2026, 10, 25, 4, 0), false},
		{"weekly: over the autumn change, ends 04:00 Berlin", weeklyFrom, weeklyTo, content.RepeatWeekly, at(2026, 10, 25, 3, 30), content.Running, at(2026, 10, 24, 22, 0), at(2026, 10, 25, 4, 0), false},
		{"monthly: February has no 31st", monthlyFrom, monthlyTo, content.RepeatMonthly, at(2026, 2, 10, 0, 0), content.Upcoming, at(2026, 2, 28, 9, 0), at(2026, 2, 28, 21, 0), false},
		{"monthly: on the last day of April", monthlyFrom, monthlyTo, content.RepeatMonthly, at(2026, 4, 30, 12, 0), content.Running, at(2026, 4, 30, 9, 0), at(2026, 4, 30, 21, 0), false},
		{"monthly: back on the 31st in May", monthlyFrom, monthlyTo, content.RepeatMonthly, at(2026, 5, 1, 0, 0), content.Upcoming, at(2026, 5, 31, 9, 0), at(2026, 5, 31, 21, 0), false},
		{"monthly: over the new year", monthlyFrom, monthlyTo, content.RepeatMonthly, at(2026, 12, 31, 22, 0), content.Upcoming, at(2027, 1, 31, 9, 0), at(2027, 1, 31, 21, 0), false},
	}
	for _, tt := range tests {
		cd := content.CountdownAt(tt.from.UTC(), tt.to.UTC(), tt.repeat, tt.now)
		if cd.State != tt.state {
			t.Errorf("%s: state %s; want %s", tt.name, cd.State, tt.state)
			continue
		}
		if !cd.ServerTime.Equal(tt.now) || cd.ServerTime.Location() != time.UTC {
			t.Errorf("%s: server time %v; want %v in UTC", tt.name, cd.ServerTime, tt.now)
		}
		if tt.wantNoTimes {
			if cd.StartsAt != nil || cd.EndsAt != nil {
				t.Errorf("%s: times %v %v; want none", tt.name, cd.StartsAt, cd.EndsAt)
			}
			continue
		}
		if cd.StartsAt == nil || cd.EndsAt == nil || !cd.StartsAt.Equal(tt.start) || !cd.EndsAt.Equal(tt.end) {
			t.Errorf("%s: window %v – %v; want %v – %v", tt.name, cd.StartsAt, cd.EndsAt, tt.start, tt.end)
		}
	}
}
