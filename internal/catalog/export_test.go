package catalog

import "time"

// SetClock replaces the service's clock, for tests that fix "now".
func SetClock(s Service, now func() time.Time) { s.(*service).now = now }

// LowestOf exposes the 30-day computation to the external tests: each
// snapshot is (at, price, special or nil, from or nil, to or nil).
func LowestOf(snapshots ...Snapshot) Money {
	history := make([]priceSnapshot, len(snapshots))
	for i, s := range snapshots {
		history[i] = priceSnapshot{At: s.At, priceSettings: priceSettings{
			Price: s.Price, Special: s.Special, From: dayPtr(s.From), To: dayPtr(s.To),
		}}
	}
	return lowest30Days(history)
}

// Snapshot is a test's price history entry.
type Snapshot struct {
	At      time.Time
	Price   Money
	Special *Money
	From    *time.Time
	To      *time.Time
}
