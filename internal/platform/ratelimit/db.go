package ratelimit

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"paddock/internal/platform/db"
)

// DB is a Limiter that keeps its counts in the rate_limit table: one row
// per rule, key and fixed window, counted up with one upsert, so that
// attempts arriving at once on any number of instances are counted
// exactly. Keys are stored as SHA-256 hashes, so the table never holds an
// address. Rows of past windows are pruned whenever a new window opens.
// Every statement runs on a context without the caller's cancellation
// (context.WithoutCancel): an attempt whose client hung up has been made
// all the same, and its count must not be lost.
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

// AllowN counts an attempt costing n units; refused ones count too.
func (l *DB) AllowN(ctx context.Context, rule Rule, key string, n int) (Decision, error) {
	ctx = context.WithoutCancel(ctx)
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
	if err := checkRule(rule); err != nil {
		return Decision{}, false, err
	}
	if n < 1 || n > maxUnits {
		return Decision{}, false, fmt.Errorf("ratelimit: rule %q: an attempt costs 1 to %d, not %d", rule.Name, maxUnits, n)
	}
	window, left := windowOf(rule, now.UTC())
	var attempts int64
	err := h.Get(ctx, &attempts, `
		INSERT INTO rate_limit (rule, key_hash, window_no, attempts, expires_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (rule, key_hash, window_no) DO UPDATE SET attempts =
			CASE WHEN rate_limit.attempts > ? - excluded.attempts THEN ? ELSE rate_limit.attempts + excluded.attempts END
		RETURNING attempts`, rule.Name, keyHash(key), window, n, expiresAt(rule, window), maxUnits, maxUnits)
	if err != nil {
		return Decision{}, false, fmt.Errorf("ratelimit: count %s: %w", rule.Name, err)
	}
	opened := attempts == int64(n)
	if attempts <= int64(rule.Limit) {
		return Decision{Allowed: true}, opened, nil
	}
	return Decision{RetryAfter: left}, opened, nil
}

// Reserve takes one unit of key under rule when the current window has
// one left: one upsert whose update applies only below the limit, so
// reservations arriving at once on any number of instances are decided
// one after the other by the row's lock. A refused reservation returns
// no row and takes nothing. A key whose limit is spent is refused by a
// read first, which on SQLite does not queue for the one writer.
func (l *DB) Reserve(ctx context.Context, rule Rule, key string) (Reservation, error) {
	if err := checkRule(rule); err != nil {
		return Reservation{}, err
	}
	ctx = context.WithoutCancel(ctx)
	window, left := windowOf(rule, l.now().UTC())
	r := Reservation{Rule: rule, Key: key, Window: window}
	if d, err := l.spentIn(ctx, rule, key, window, left); err != nil || !d.Allowed {
		r.Decision = d
		return r, err
	}
	var attempts int64
	err := l.db.Write().Get(ctx, &attempts, `
		INSERT INTO rate_limit (rule, key_hash, window_no, attempts, expires_at) VALUES (?, ?, ?, 1, ?)
		ON CONFLICT (rule, key_hash, window_no) DO UPDATE SET attempts = rate_limit.attempts + 1
			WHERE rate_limit.attempts < ?
		RETURNING attempts`, rule.Name, keyHash(key), window, expiresAt(rule, window), rule.Limit)
	if errors.Is(err, sql.ErrNoRows) {
		r.RetryAfter = left
		return r, nil
	}
	if err != nil {
		return Reservation{}, fmt.Errorf("ratelimit: reserve %s: %w", rule.Name, err)
	}
	if attempts == 1 {
		if err := l.Prune(ctx); err != nil {
			return Reservation{}, err
		}
	}
	r.Allowed = true
	return r, nil
}

// spent reports, by a read, whether key has spent rule's limit in the
// current window.
func (l *DB) spent(ctx context.Context, rule Rule, key string) (Decision, error) {
	if err := checkRule(rule); err != nil {
		return Decision{}, err
	}
	window, left := windowOf(rule, l.now().UTC())
	return l.spentIn(context.WithoutCancel(ctx), rule, key, window, left)
}

func (l *DB) spentIn(ctx context.Context, rule Rule, key string, window int64, left time.Duration) (Decision, error) {
	var attempts []int64
	if err := l.db.Read().Select(ctx, &attempts, `SELECT attempts FROM rate_limit WHERE rule = ? AND key_hash = ? AND window_no = ?`,
		rule.Name, keyHash(key), window); err != nil {
		return Decision{}, fmt.Errorf("ratelimit: read %s: %w", rule.Name, err)
	}
	if len(attempts) > 0 && attempts[0] >= int64(rule.Limit) {
		return Decision{RetryAfter: left}, nil
	}
	return Decision{Allowed: true}, nil
}

// Release gives an allowed reservation's unit back to its window.
func (l *DB) Release(ctx context.Context, r Reservation) error {
	if !r.Allowed {
		return nil
	}
	if _, err := l.db.Write().Exec(context.WithoutCancel(ctx), `UPDATE rate_limit SET attempts = attempts - 1
		WHERE rule = ? AND key_hash = ? AND window_no = ? AND attempts > 0`, r.Rule.Name, keyHash(r.Key), r.Window); err != nil {
		return fmt.Errorf("ratelimit: release %s: %w", r.Rule.Name, err)
	}
	return nil
}

func checkRule(rule Rule) error {
	if rule.Name == "" || rule.Limit < 1 || rule.Window < time.Second {
		return fmt.Errorf("ratelimit: rule %q: needs a name, a limit of at least 1 and a window of at least a second", rule.Name)
	}
	return nil
}

// keyHash is what the table keeps of a key.
func keyHash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// expiresAt is the end of a rule's window in whole seconds, rounded up so
// that its row outlives it.
func expiresAt(rule Rule, window int64) int64 {
	return ((window+1)*int64(rule.Window) + int64(time.Second) - 1) / int64(time.Second)
}

// Prune deletes the counts of windows that have ended.
func (l *DB) Prune(ctx context.Context) error {
	if _, err := l.db.Write().Exec(context.WithoutCancel(ctx), `DELETE FROM rate_limit WHERE expires_at <= ?`, l.now().UTC().Unix()); err != nil {
		return fmt.Errorf("ratelimit: prune: %w", err)
	}
	return nil
}
