package ratelimit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"paddock/internal/platform/db"
)

// DB is a Limiter that keeps its counts in the rate_limit table: one row
// per rule, key and fixed window, counted up with one upsert, so that
// attempts arriving at once on any number of instances are counted
// exactly. Keys are stored as SHA-256 hashes, so the table never holds an
// address. Rows of past windows are pruned whenever a new window opens.
type DB struct {
	db  *db.DB
	now func() time.Time
}

var _ Limiter = (*DB)(nil)

// NewDB returns the database-backed limiter on d. now is the clock;
// time.Now when nil.
func NewDB(d *db.DB, now func() time.Time) *DB {
	if now == nil {
		now = time.Now
	}
	return &DB{db: d, now: now}
}

// Allow counts one attempt of key under rule and reports whether it is
// within rule.Limit for the current window. Refused attempts count too: a
// client that keeps trying stays refused until the window ends.
func (l *DB) Allow(ctx context.Context, rule Rule, key string) (bool, error) {
	if rule.Name == "" || rule.Limit < 1 || rule.Window < time.Second {
		return false, fmt.Errorf("ratelimit: rule %q: needs a name, a limit of at least 1 and a window of at least a second", rule.Name)
	}
	now := l.now().UTC()
	window := now.UnixNano() / int64(rule.Window)
	// The window's end in whole seconds, rounded up so a row outlives it.
	expires := ((window+1)*int64(rule.Window) + int64(time.Second) - 1) / int64(time.Second)
	sum := sha256.Sum256([]byte(key))
	hash := hex.EncodeToString(sum[:])
	var attempts int
	err := l.db.Write().Get(ctx, &attempts, `
		INSERT INTO rate_limit (rule, key_hash, window_no, attempts, expires_at) VALUES (?, ?, ?, 1, ?)
		ON CONFLICT (rule, key_hash, window_no) DO UPDATE SET attempts = rate_limit.attempts + 1
		RETURNING attempts`, rule.Name, hash, window, expires)
	if err != nil {
		return false, fmt.Errorf("ratelimit: count %s: %w", rule.Name, err)
	}
	if attempts == 1 {
		// A new window opened: the first attempt of a key pays for
		// clearing away the windows that have ended.
		if err := l.Prune(ctx); err != nil {
			return false, err
		}
	}
	return attempts <= rule.Limit, nil
}

// Prune deletes the counts of windows that have ended.
func (l *DB) Prune(ctx context.Context) error {
	if _, err := l.db.Write().Exec(ctx, `DELETE FROM rate_limit WHERE expires_at <= ?`, l.now().UTC().Unix()); err != nil {
		return fmt.Errorf("ratelimit: prune: %w", err)
	}
	return nil
}
