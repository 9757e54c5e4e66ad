package order

import (
	"context"
	"fmt"
	"time"

	"paddock/internal/catalog"
)

// The back office's start page: how many orders came in and what they
// are worth, today and this month against the same days a year before,
// what waits for staff, and the revenue of the last 30 days.

// StaffFigures are the start page's figures of orders. Revenue counts
// every order placed in a period except cancelled ones, at its gross
// grand total and its net one (without VAT), by Berlin days.
type StaffFigures struct {
	Today, Month                 PeriodFigures
	TodayLastYear, MonthLastYear PeriodFigures
	// AwaitingPayment are orders pending payment; AwaitingShipment paid
	// ones not shipped in full (processing).
	AwaitingPayment, AwaitingShipment int
	// RevenuePerDay are the last FigureDays days, oldest first, today
	// last, days without orders included.
	RevenuePerDay []DayRevenue
}

// PeriodFigures are a period's orders and revenue.
type PeriodFigures struct {
	Orders     int
	Gross, Net catalog.Money
}

// DayRevenue is a Berlin day's gross revenue.
type DayRevenue struct {
	Date  string // YYYY-MM-DD
	Gross catalog.Money
}

// FigureDays is how many days the revenue chart shows.
const FigureDays = 30

// StaffFigures are the start page's figures at now, of the orders with
// an item whose SKU begins with one of skuPrefixes when there are any (a
// club manager's clubs).
func (s *service) StaffFigures(ctx context.Context, now time.Time, skuPrefixes []string) (StaffFigures, error) {
	local := now.In(berlin)
	day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, berlin)
	month := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, berlin)
	yearAgo := func(t time.Time) time.Time { return t.AddDate(-1, 0, 0) }
	var out StaffFigures
	var err error
	for _, p := range []struct {
		dst      *PeriodFigures
		from, to time.Time
	}{
		{&out.Today, day, day.AddDate(0, 0, 1)},
		{&out.Month, month, month.AddDate(0, 1, 0)},
		{&out.TodayLastYear, yearAgo(day), yearAgo(now)},
		{&out.MonthLastYear, yearAgo(month), yearAgo(now)},
	} {
		if *p.dst, err = s.period(ctx, p.from, p.to, skuPrefixes); err != nil {
			return StaffFigures{}, err
		}
	}
	for _, c := range []struct {
		dst    *int
		status Status
	}{{&out.AwaitingPayment, PendingPayment}, {&out.AwaitingShipment, Processing}} {
		where, args, err := staffWhere(StaffQuery{Statuses: []Status{c.status}, SKUPrefixes: skuPrefixes})
		if err != nil {
			return StaffFigures{}, err
		}
		if err := s.db.Read().Get(ctx, c.dst, `SELECT COUNT(*) FROM sales_order o WHERE `+where, args...); err != nil {
			return StaffFigures{}, fmt.Errorf("order: figures: %w", err)
		}
	}
	first := day.AddDate(0, 0, -(FigureDays - 1))
	where, args, err := staffWhere(StaffQuery{Statuses: revenueStatuses, From: first, To: day.AddDate(0, 0, 1), SKUPrefixes: skuPrefixes})
	if err != nil {
		return StaffFigures{}, err
	}
	var rows []struct {
		CreatedAt time.Time     `db:"created_at"`
		Gross     catalog.Money `db:"grand_total"`
	}
	if err := s.db.Read().Select(ctx, &rows, `SELECT o.created_at, o.grand_total FROM sales_order o WHERE `+where, args...); err != nil {
		return StaffFigures{}, fmt.Errorf("order: revenue per day: %w", err)
	}
	index := map[string]int{}
	for i := range FigureDays {
		d := first.AddDate(0, 0, i).Format(time.DateOnly)
		index[d] = i
		out.RevenuePerDay = append(out.RevenuePerDay, DayRevenue{Date: d})
	}
	for _, r := range rows {
		if i, ok := index[r.CreatedAt.In(berlin).Format(time.DateOnly)]; ok {
			out.RevenuePerDay[i].Gross += r.Gross
		}
	}
	return out, nil
}

// revenueStatuses are the orders revenue counts: all but cancelled ones.
var revenueStatuses = []Status{PendingPayment, Processing, Complete, Closed}

func (s *service) period(ctx context.Context, from, to time.Time, skuPrefixes []string) (PeriodFigures, error) {
	where, args, err := staffWhere(StaffQuery{Statuses: revenueStatuses, From: from, To: to, SKUPrefixes: skuPrefixes})
	if err != nil {
		return PeriodFigures{}, err
	}
	var p struct {
		Orders int           `db:"orders"`
		Gross  catalog.Money `db:"gross"`
		Net    catalog.Money `db:"net"`
	}
	if err := s.db.Read().Get(ctx, &p, `SELECT COUNT(*) AS orders, COALESCE(SUM(o.grand_total), 0) AS gross,
		COALESCE(SUM(o.grand_total_excl_tax), 0) AS net FROM sales_order o WHERE `+where, args...); err != nil {
		return PeriodFigures{}, fmt.Errorf("order: figures: %w", err)
	}
	return PeriodFigures{Orders: p.Orders, Gross: p.Gross, Net: p.Net}, nil
}
