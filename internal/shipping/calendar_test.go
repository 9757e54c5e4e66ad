package shipping_test

import (
	"testing"
	"time"

	"paddock/internal/shipping"
)

func TestEaster(t *testing.T) {
	for year, want := range map[int]string{
		2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2028: "2028-04-16",
		2038: "2038-04-25", 2285: "2285-03-22", 2000: "2000-04-23", 1818: "1818-03-22",
	} {
		if got := shipping.Easter(year).Format(time.DateOnly); got != want {
			t.Errorf("Easter %d = %s; want %s", year, got, want)
		}
	}
}

func TestHolidays(t *testing.T) {
	var got []string
	for _, h := range shipping.Holidays(2026) {
		got = append(got, h.Day.Format(time.DateOnly)+" "+h.Name)
	}
	want := []string{
		"2026-01-01 Neujahr", "2026-04-03 Karfreitag", "2026-04-06 Ostermontag", "2026-05-01 Tag der Arbeit",
		"2026-05-14 Christi Himmelfahrt", "2026-05-25 Pfingstmontag", "2026-10-03 Tag der Deutschen Einheit",
		"2026-12-25 1. Weihnachtstag", "2026-12-26 2. Weihnachtstag",
	}
	if len(got) != len(want) {
		t.Fatalf("holidays %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("holiday %d: %s; want %s", i, got[i], want[i])
		}
	}
}

// The delivery window across weekends, holidays, the Berlin cut-off and
// daylight-saving changes. Times are UTC; Berlin is UTC+1 in winter and
// UTC+2 in summer.
func TestWindow(t *testing.T) {
	at := func(s string) time.Time {
		t.Helper()
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	tests := []struct {
		name             string
		at               string
		min, max         int
		start, from, til string
	}{
		{"a Monday morning", "2026-11-23T09:00:00Z", 2, 4, "2026-11-23", "2026-11-25", "2026-11-27"},
		{"just before the cut-off (13:59 Berlin)", "2026-11-23T12:59:59Z", 2, 4, "2026-11-23", "2026-11-25", "2026-11-27"},
		{"at the cut-off (14:00 Berlin)", "2026-11-23T13:00:00Z", 2, 4, "2026-11-24", "2026-11-26", "2026-11-30"},
		{"a Friday afternoon waits for Monday", "2026-11-27T15:00:00Z", 2, 4, "2026-11-30", "2026-12-02", "2026-12-04"},
		{"a Saturday", "2026-11-28T08:00:00Z", 2, 4, "2026-11-30", "2026-12-02", "2026-12-04"},
		{"late on a Sunday in UTC is Monday in Berlin", "2026-11-29T23:30:00Z", 1, 2, "2026-11-30", "2026-12-01", "2026-12-02"},
		{"over Christmas", "2026-12-23T10:00:00Z", 2, 4, "2026-12-23", "2026-12-28", "2026-12-30"},
		{"on Christmas Eve's afternoon, past Christmas", "2026-12-24T14:00:00Z", 1, 2, "2026-12-28", "2026-12-29", "2026-12-30"},
		{"over New Year", "2026-12-30T09:00:00Z", 2, 3, "2026-12-30", "2027-01-04", "2027-01-05"},
		{"over Easter 2026", "2026-04-02T08:00:00Z", 1, 3, "2026-04-02", "2026-04-07", "2026-04-09"},
		{"on Good Friday", "2026-04-03T08:00:00Z", 0, 1, "2026-04-07", "2026-04-07", "2026-04-08"},
		{"Ascension Day", "2026-05-13T08:00:00Z", 1, 2, "2026-05-13", "2026-05-15", "2026-05-18"},
		{"Whit Monday and the Day of German Unity", "2026-05-22T08:00:00Z", 1, 1, "2026-05-22", "2026-05-26", "2026-05-26"},
		{"the Day of German Unity on a Saturday", "2026-10-02T08:00:00Z", 1, 2, "2026-10-02", "2026-10-05", "2026-10-06"},
		{"summer time: 13:30 Berlin is 11:30 UTC", "2026-07-01T11:30:00Z", 2, 4, "2026-07-01", "2026-07-03", "2026-07-07"},
		{"summer time: 14:30 Berlin is 12:30 UTC", "2026-07-01T12:30:00Z", 2, 4, "2026-07-02", "2026-07-06", "2026-07-08"},
		{"the night summer time begins", "2026-03-29T01:30:00Z", 2, 4, "2026-03-30", "2026-04-01", "2026-04-07"},
		{"the night summer time ends (Berlin 02:30 twice)", "2026-10-25T00:30:00Z", 1, 3, "2026-10-26", "2026-10-27", "2026-10-29"},
		{"the Friday after summer time ends, 13:00 Berlin", "2026-10-30T12:00:00Z", 1, 1, "2026-10-30", "2026-11-02", "2026-11-02"},
		{"made to order: three weeks", "2026-11-23T09:00:00Z", 14, 21, "2026-11-23", "2026-12-11", "2026-12-22"},
		{"max below min counts as min", "2026-11-23T09:00:00Z", 3, 1, "2026-11-23", "2026-11-26", "2026-11-26"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now := at(tt.at)
			if got := shipping.StartDay(now).Format(time.DateOnly); got != tt.start {
				t.Errorf("start %s; want %s", got, tt.start)
			}
			from, til := shipping.Window(now, tt.min, tt.max)
			if from.Format(time.DateOnly) != tt.from || til.Format(time.DateOnly) != tt.til {
				t.Errorf("window %s–%s; want %s–%s", from.Format(time.DateOnly), til.Format(time.DateOnly), tt.from, tt.til)
			}
		})
	}
}

func TestIsWorkingDay(t *testing.T) {
	for d, want := range map[string]bool{
		"2026-11-24": true, "2026-11-28": false, "2026-11-29": false, "2026-12-24": true, "2026-12-25": false,
		"2026-10-03": false, "2027-05-06": false, "2027-05-17": false, "2027-05-18": true,
	} {
		day, _ := time.Parse(time.DateOnly, d)
		if got := shipping.IsWorkingDay(day); got != want {
			t.Errorf("IsWorkingDay(%s) = %v; want %v", d, got, want)
		}
	}
}
