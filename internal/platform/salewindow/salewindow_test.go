package salewindow_test

import (
	"testing"
	"time"

	"paddock/internal/platform/salewindow"
)

func berlin(t *testing.T, s string) time.Time {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	at, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
	if err != nil {
		t.Fatal(err)
	}
	return at.UTC()
}

// A daily window keeps its Berlin wall-clock times across the spring
// change; the next change is the running window's end or the next start.
func TestWindowsAndTheirChanges(t *testing.T) {
	from, to := berlin(t, "2026-03-28 09:00"), berlin(t, "2026-03-28 10:00")
	tests := []struct {
		now      string
		running  bool
		start    string
		next     string
		repeat   salewindow.Repeat
		finished bool
	}{
		{"2026-03-28 08:00", false, "2026-03-28 09:00", "2026-03-28 09:00", salewindow.Daily, false},
		{"2026-03-28 09:30", true, "2026-03-28 09:00", "2026-03-28 10:00", salewindow.Daily, false},
		{"2026-03-29 09:30", true, "2026-03-29 09:00", "2026-03-29 10:00", salewindow.Daily, false}, // summer time
		{"2026-03-29 10:00", false, "2026-03-30 09:00", "2026-03-30 09:00", salewindow.Daily, false},
		{"2026-03-28 10:00", false, "", "", salewindow.None, true},
	}
	for _, tt := range tests {
		now := berlin(t, tt.now)
		start, _, running, ok := salewindow.At(from, to, tt.repeat, now)
		if tt.finished {
			if ok || !salewindow.NextChange(from, to, tt.repeat, now).IsZero() {
				t.Errorf("%s: a single window that ended has no window nor change: %v %v", tt.now, start, ok)
			}
			continue
		}
		if !ok || running != tt.running || !start.Equal(berlin(t, tt.start)) {
			t.Errorf("%s: start %v running %v ok %v; want %s %v", tt.now, start, running, ok, tt.start, tt.running)
		}
		if next := salewindow.NextChange(from, to, tt.repeat, now); !next.Equal(berlin(t, tt.next)) {
			t.Errorf("%s: next change %v; want %s", tt.now, next, tt.next)
		}
	}
	var starts []time.Time
	salewindow.Between(from, to, salewindow.Daily, berlin(t, "2026-03-27 00:00"), berlin(t, "2026-03-31 00:00"), 10, func(s, _ time.Time) bool {
		starts = append(starts, s)
		return true
	})
	if len(starts) != 3 || !starts[2].Equal(berlin(t, "2026-03-30 09:00")) {
		t.Errorf("windows between: %v", starts)
	}
	// A day of wall-clock time: 23 real hours across the spring change.
	if !salewindow.Fits(from, from.Add(23*time.Hour), salewindow.Daily) || salewindow.Fits(from, from.Add(24*time.Hour), salewindow.Daily) {
		t.Error("a daily window is at most a day of Berlin wall-clock time")
	}
}
