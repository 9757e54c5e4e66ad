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

// maxUnits is where a key's count stops growing, within the column's 32
// bits on PostgreSQL however often a refused client tries again.
const maxUnits = 1 << 30

// Allow counts one attempt of key under rule and reports whether it is
// within rule.Limit for the current window. Refused attempts count too: a
// client that keeps trying stays refused until the window ends.
func (l *DB) Allow(ctx context.Context, rule Rule, key string) (Decision, error) {
	return l.AllowN(ctx, rule, key, 1)
}

// Peek reports whether key has spent less than rule.Limit in the current
// window, so that one more attempt would be within it; it counts nothing.
func (l *DB) Peek(ctx context.Context, rule Rule, key string) (Decision, error) {
	if rule.Name == "" || rule.Limit < 1 || rule.Window < time.Second {
		return Decision{}, fmt.Errorf("ratelimit: rule %q: needs a name, a limit of at least 1 and a window of at least a second", rule.Name)
	}
	window, left := windowOf(rule, l.now().UTC())
	sum := sha256.Sum256([]byte(key))
	var attempts []int64
	if err := l.db.Read().Select(ctx, &attempts, `SELECT attempts FROM rate_limit WHERE rule = ? AND key_hash = ? AND window_no = ?`,
		rule.Name, hex.EncodeToString(sum[:]), window); err != nil {
		return Decision{}, fmt.Errorf("ratelimit: peek %s: %w", rule.Name, err)
	}
	if len(attempts) == 0 || attempts[0] < int64(rule.Limit) {
		return Decision{Allowed: true}, nil
	}
	return Decision{RetryAfter: left}, nil
}

// AllowN counts an attempt costing n units; refused ones count too.
func (l *DB) AllowN(ctx context.Context, rule Rule, key string, n int) (Decision, error) {
	d, opened, err := count(ctx, l.db.Write(), l.now(), rule, key, n)
	if err == nil && opened {
		// A new window opened: the first attempt of a key pays for
		// clearing away the windows that have ended.
		err = l.Prune(ctx)
	}
	return d, err
}

// CountIn counts an attempt of key costing n units under rule at now as
// DB.AllowN does, with its statements run on h: inside the caller's
// transaction (a db.Handle from InTx), so that the count commits or rolls
// back with the work it limits, such as a mail enqueued in that
// transaction. Its table is DB's; it leaves pruning to DB, whose deletes
// across keys would only make concurrent transactions wait on each other.
func CountIn(ctx context.Context, h db.Handle, now time.Time, rule Rule, key string, n int) (Decision, error) {
	d, _, err := count(ctx, h, now, rule, key, n)
	return d, err
}

// count counts an attempt on h and reports whether it opened the key's
// window.
func count(ctx context.Context, h db.Handle, now time.Time, rule Rule, key string, n int) (Decision, bool, error) {
	if rule.Name == "" || rule.Limit < 1 || rule.Window < time.Second {
		return Decision{}, false, fmt.Errorf("ratelimit: rule %q: needs a name, a limit of at least 1 and a window of at least a second", rule.Name)
	}
	if n < 1 || n > maxUnits {
		return Decision{}, false, fmt.Errorf("ratelimit: rule %q: an attempt costs 1 to %d, not %d", rule.Name, maxUnits, n)
	}
	now = now.UTC()
	window, left := windowOf(rule, now)
	// The window's end in whole seconds, rounded up so a row outlives it.
	expires := ((window+1)*int64(rule.Window) + int64(time.Second) - 1) / int64(time.Second)
	sum := sha256.Sum256([]byte(key))
	hash := hex.EncodeToString(sum[:])
	var attempts int64
	err := h.Get(ctx, &attempts, `
		INSERT INTO rate_limit (rule, key_hash, window_no, attempts, expires_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (rule, key_hash, window_no) DO UPDATE SET attempts =
			CASE WHEN rate_limit.attempts > ? - excluded.attempts THEN ? ELSE rate_limit.attempts + excluded.attempts END
		RETURNING attempts`, rule.Name, hash, window, n, expires, maxUnits, maxUnits)
	if err != nil {
		return Decision{}, false, fmt.Errorf("ratelimit: count %s: %w", rule.Name, err)
	}
	opened := attempts == int64(n)
	if attempts <= int64(rule.Limit) {
		return Decision{Allowed: true}, opened, nil
	}
	return Decision{RetryAfter: left}, opened, nil
}

// Prune deletes the counts of windows that have ended.
func (l *DB) Prune(ctx context.Context) error {
	if _, err := l.db.Write().Exec(ctx, `DELETE FROM rate_limit WHERE expires_at <= ?`, l.now().UTC().Unix()); err != nil {
		return fmt.Errorf("ratelimit: prune: %w", err)
	}
	return nil
}
