package catalog

import (
	"database/sql"
	"time"
)

// uniqueIDs returns the ids without duplicates or zeros, in first-seen
// order.
func uniqueIDs(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := make([]int64, 0, len(ids))
	for _, id := range ids {
		if id != 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// nullID is a nullable id column: 0 is stored as NULL.
func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }

// nullInt is an optional number for a nullable column.
func nullInt(n *int) sql.NullInt64 {
	if n == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(*n), Valid: true}
}

// nullTime stores a time as UTC, nil as NULL.
func nullTime(t *time.Time) sql.NullTime {
	if t == nil {
		return sql.NullTime{}
	}
	return sql.NullTime{Time: t.UTC(), Valid: true}
}

// timePtr reads a nullable time column as UTC.
func timePtr(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

// nullMoney stores an optional amount.
func nullMoney(m *Money) sql.NullInt64 {
	if m == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(*m), Valid: true}
}

// moneyPtr reads an optional amount.
func moneyPtr(v sql.NullInt64) *Money {
	if !v.Valid {
		return nil
	}
	m := Money(v.Int64)
	return &m
}
