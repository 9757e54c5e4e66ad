package catalog

import (
	"context"
	"time"

	"paddock/internal/platform/i18n"
)

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
	return lowest30Days(history, nil)
}

// Snapshot is a test's price history entry.
type Snapshot struct {
	At      time.Time
	Price   Money
	Special *Money
	From    *time.Time
	To      *time.Time
}

// ProductsRacing reads products as Products does and runs during once,
// between loading them and keeping them in the read cache: a write racing
// the read.
func ProductsRacing(ctx context.Context, s Service, locale i18n.Locale, f ProductFilter, during func()) ([]Product, error) {
	svc := s.(*service)
	svc.beforeKeep = func() {
		svc.beforeKeep = nil // once: reads during it keep as always
		during()
	}
	defer func() { svc.beforeKeep = nil }()
	return svc.Products(ctx, locale, f)
}
