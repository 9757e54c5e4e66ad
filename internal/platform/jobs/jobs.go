// Package jobs is Paddock's outbox of background work. A job is enqueued in
// the same transaction as the change that causes it, so a crash loses
// nothing; workers claim due jobs with a lease, so several instances never
// run one job at the same time, and a job whose worker died is taken up
// again when its lease ends. Handlers must be idempotent: a job can run
// more than once (after a crash between its work and its deletion).
package jobs

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"paddock/internal/platform/db"
)

// Handler does the work of one job kind.
type Handler func(ctx context.Context, payload json.RawMessage) error

// Settings of the queue.
const (
	// Lease is how long a claimed job is reserved for its worker.
	Lease = 5 * time.Minute
	// MaxAttempts is how often a failing job is tried before it is kept as
	// dead for a person to look at.
	MaxAttempts = 10
	// PollInterval is how often an idle worker looks for due jobs.
	PollInterval = time.Second
	// Workers is how many jobs Run works on at once: a job waiting on a
	// provider's answer or rendering a PDF keeps none of the others
	// waiting (on SQLite their transactions still take turns on the
	// writer, each for as long as its own statements).
	Workers    = 8
	claimBatch = 16
	maxKindLen = 64
	maxKeyLen  = 200
)

// Queue enqueues jobs and runs registered handlers.
type Queue struct {
	db       *db.DB
	logger   *slog.Logger
	now      func() time.Time
	worker   string
	mu       sync.RWMutex
	handlers map[string]Handler
	// periodic are the kinds registered with Every and how often they run.
	periodic map[string]time.Duration
	// later are the kinds registered with Later: claimed after every
	// other due job.
	later []string
	wake  chan struct{}
}

// Later makes jobs of kind wait behind every other due job: bulk work (an
// image's derivatives, hundreds of them after a seed or an upload) must
// not keep a customer's mail or a payment's status waiting. Call it
// before Run.
func (q *Queue) Later(kind string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.later = append(q.later, kind)
}

// New returns a queue on d.
func New(d *db.DB, logger *slog.Logger) *Queue {
	if logger == nil {
		logger = slog.Default()
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	return &Queue{db: d, logger: logger, now: time.Now, worker: hex.EncodeToString(b[:]),
		handlers: map[string]Handler{}, periodic: map[string]time.Duration{}, wake: make(chan struct{}, 1)}
}

// Handle registers the handler of a kind.
func (q *Queue) Handle(kind string, h Handler) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.handlers[kind] = h
}

// Enqueue adds a job inside the caller's transaction tx. With a non-empty
// key, a job of the same kind and key that has not started yet absorbs
// this one (it will see the same or newer state). A zero runAt means now.
// This process's worker is woken once the transaction has committed
// (db.Handle.AfterCommit), when the job can be seen; a rolled-back
// transaction takes the job and the wake-up with it.
func (q *Queue) Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error {
	if kind == "" || len(kind) > maxKindLen || len(key) > maxKeyLen {
		return fmt.Errorf("jobs: enqueue: bad kind %q or key of %d bytes", kind, len(key))
	}
	raw, err := json.Marshal(payload)
	if err != nil {
		return fmt.Errorf("jobs: enqueue %s: encode payload: %w", kind, err)
	}
	if runAt.IsZero() {
		runAt = q.now()
	}
	var dedupe any
	if key != "" {
		dedupe = key
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO job (kind, dedupe_key, payload, run_at, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND locked_until IS NULL AND dead = FALSE
		DO NOTHING`, kind, dedupe, string(raw), runAt.UTC(), q.now().UTC())
	if err != nil {
		return fmt.Errorf("jobs: enqueue %s: %w", kind, err)
	}
	tx.AfterCommit(ctx, func(context.Context) { q.Kick() })
	return nil
}

// Kick wakes the worker of this process to look for due jobs now.
func (q *Queue) Kick() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// periodicKey is the dedupe key of the next run of a periodic job, so
// that several instances keep one waiting run between them.
const periodicKey = "every"

// Every registers h as the handler of a kind that runs every interval,
// such as pruning what has expired: Run schedules its first run at once,
// and each successful run schedules the next one interval later. Across
// instances one run waits at a time (a dedupe key); a failed run is tried
// again like any job. h must be idempotent.
func (q *Queue) Every(kind string, interval time.Duration, h Handler) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.periodic[kind] = interval
	q.handlers[kind] = func(ctx context.Context, payload json.RawMessage) error {
		if err := h(ctx, payload); err != nil {
			return err
		}
		return q.Enqueue(ctx, q.db.Write(), kind, periodicKey, struct{}{}, q.now().Add(interval))
	}
}

// schedulePeriodic makes sure a run of every periodic kind is waiting.
func (q *Queue) schedulePeriodic(ctx context.Context) {
	q.mu.RLock()
	kinds := make([]string, 0, len(q.periodic))
	for kind := range q.periodic {
		kinds = append(kinds, kind)
	}
	q.mu.RUnlock()
	for _, kind := range kinds {
		if err := q.Enqueue(ctx, q.db.Write(), kind, periodicKey, struct{}{}, time.Time{}); err != nil && ctx.Err() == nil {
			q.logger.ErrorContext(ctx, "jobs: schedule periodic job", "kind", kind, "error", err)
		}
	}
}

// Run works through due jobs until ctx ends, up to Workers at once: it
// claims as many due jobs as workers are free and starts each on its own,
// claiming more as they finish. When ctx ends it waits for the jobs
// running (their contexts end too).
func (q *Queue) Run(ctx context.Context) {
	q.schedulePeriodic(ctx)
	free := make(chan struct{}, Workers)
	for range Workers {
		free <- struct{}{}
	}
	var running sync.WaitGroup
	defer running.Wait()
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-q.wake:
		}
		for ctx.Err() == nil {
			// One free worker at least, then every other free one.
			select {
			case <-ctx.Done():
				return
			case <-free:
			}
			n := 1
			for taken := true; taken && n < Workers; {
				select {
				case <-free:
					n++
				default:
					taken = false
				}
			}
			due, err := q.claim(ctx, n)
			if err != nil && ctx.Err() == nil {
				q.logger.ErrorContext(ctx, "jobs: claim", "error", err)
			}
			for range n - len(due) {
				free <- struct{}{}
			}
			for _, j := range due {
				running.Add(1)
				go func() {
					defer running.Done()
					q.run(ctx, j)
					free <- struct{}{}
				}()
			}
			if len(due) < n || err != nil {
				break // nothing more is due now
			}
		}
		timer.Reset(PollInterval)
	}
}

type claimed struct {
	ID       int64          `db:"id"`
	Kind     string         `db:"kind"`
	Key      sql.NullString `db:"dedupe_key"`
	Payload  string         `db:"payload"`
	Attempts int            `db:"attempts"`
}

// RunDue claims the jobs due now (a batch), runs them and returns how many
// it claimed.
func (q *Queue) RunDue(ctx context.Context) (int, error) {
	jobs, err := q.claim(ctx, claimBatch)
	if err != nil {
		return 0, err
	}
	for _, j := range jobs {
		q.run(ctx, j)
	}
	return len(jobs), nil
}

// claim leases up to limit due jobs to this worker.
func (q *Queue) claim(ctx context.Context, limit int) ([]claimed, error) {
	now := q.now().UTC()
	lock := ""
	if q.db.Dialect() == db.Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	q.mu.RLock()
	later := q.later
	q.mu.RUnlock()
	order := "run_at, id"
	args := []any{now.Add(Lease), q.worker, now, now}
	if len(later) > 0 {
		order = "CASE WHEN kind IN (?" + strings.Repeat(", ?", len(later)-1) + ") THEN 1 ELSE 0 END, " + order
		for _, k := range later {
			args = append(args, k)
		}
	}
	args = append(args, limit)
	var out []claimed
	err := q.db.InTx(ctx, func(tx db.Handle) error {
		return tx.Select(ctx, &out, `
			UPDATE job SET locked_until = ?, locked_by = ?, attempts = attempts + 1
			WHERE id IN (
				SELECT id FROM job
				WHERE dead = FALSE AND run_at <= ? AND (locked_until IS NULL OR locked_until < ?)
				ORDER BY `+order+` LIMIT ?`+lock+`)
			RETURNING id, kind, dedupe_key, payload, attempts`,
			args...)
	})
	if err != nil {
		return nil, fmt.Errorf("jobs: claim: %w", err)
	}
	return out, nil
}

func (q *Queue) run(ctx context.Context, j claimed) {
	q.mu.RLock()
	h := q.handlers[j.Kind]
	q.mu.RUnlock()
	err := errors.New("no handler for this kind in this process")
	if h != nil {
		err = safely(ctx, h, json.RawMessage(j.Payload))
	}
	if err == nil {
		if _, derr := q.db.Write().Exec(ctx, "DELETE FROM job WHERE id = ? AND locked_by = ?", j.ID, q.worker); derr != nil {
			q.logger.ErrorContext(ctx, "jobs: delete done job", "id", j.ID, "kind", j.Kind, "error", derr)
		}
		return
	}
	if ctx.Err() != nil {
		return // shutting down: the lease runs out and another worker retries
	}
	q.fail(ctx, j, err)
}

// fail releases a failed job for a later attempt with growing delays, or
// keeps it as dead after MaxAttempts.
func (q *Queue) fail(ctx context.Context, j claimed, cause error) {
	msg := cause.Error()
	if len(msg) > 2000 {
		msg = msg[:2000]
	}
	dead := j.Attempts >= MaxAttempts
	delay := time.Duration(j.Attempts*j.Attempts) * 5 * time.Second
	level := slog.LevelWarn
	if dead {
		level = slog.LevelError
	}
	q.logger.Log(ctx, level, "jobs: job failed", "id", j.ID, "kind", j.Kind, "attempt", j.Attempts, "dead", dead, "error", msg)
	err := q.db.InTx(ctx, func(tx db.Handle) error {
		if !dead && j.Key.Valid {
			// A newer job with the same key waiting to start covers this one.
			var newer int
			if err := tx.Get(ctx, &newer, `SELECT COUNT(*) FROM job WHERE kind = ? AND dedupe_key = ? AND id <> ?
				AND locked_until IS NULL AND dead = FALSE`, j.Kind, j.Key.String, j.ID); err != nil {
				return err
			}
			if newer > 0 {
				_, err := tx.Exec(ctx, "DELETE FROM job WHERE id = ?", j.ID)
				return err
			}
		}
		_, err := tx.Exec(ctx, `UPDATE job SET locked_until = NULL, locked_by = NULL, last_error = ?, dead = ?, run_at = ?
			WHERE id = ? AND locked_by = ?`, msg, dead, q.now().UTC().Add(delay), j.ID, q.worker)
		return err
	})
	if err != nil {
		q.logger.ErrorContext(ctx, "jobs: release failed job", "id", j.ID, "error", err)
	}
}

func safely(ctx context.Context, h Handler, payload json.RawMessage) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return h(ctx, payload)
}

// DiscardDue deletes the jobs of a kind that are due and not started, for
// callers about to do their work wholesale (a full reindex covers every
// reindex job enqueued before it starts). Scheduled jobs stay.
func (q *Queue) DiscardDue(ctx context.Context, kind string) (int, error) {
	res, err := q.db.Write().Exec(ctx, `DELETE FROM job WHERE kind = ? AND run_at <= ? AND locked_until IS NULL AND dead = FALSE`,
		kind, q.now().UTC())
	if err != nil {
		return 0, fmt.Errorf("jobs: discard %s: %w", kind, err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// Stats counts jobs waiting (due or scheduled) and dead ones.
type Stats struct {
	Waiting int `db:"waiting"`
	Dead    int `db:"dead"`
}

// Stats reports the queue's size.
func (q *Queue) Stats(ctx context.Context) (Stats, error) {
	var s Stats
	err := q.db.Read().Get(ctx, &s, `SELECT
		COALESCE(SUM(CASE WHEN dead THEN 0 ELSE 1 END), 0) AS waiting,
		COALESCE(SUM(CASE WHEN dead THEN 1 ELSE 0 END), 0) AS dead FROM job`)
	if err != nil {
		return s, fmt.Errorf("jobs: stats: %w", err)
	}
	return s, nil
}
