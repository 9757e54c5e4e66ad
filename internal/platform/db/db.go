// Package db opens Paddock's database, SQLite or PostgreSQL, behind one code
// path: hand-written SQL with '?' placeholders, rebound for the engine, run
// through sqlx. SQLite gets one writer connection and a pool of readers.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/jmoiron/sqlx"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names a database engine.
type Dialect string

// The supported engines.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

func init() {
	// sqlx does not know modernc's driver name; it uses '?' like sqlite3.
	sqlx.BindDriver("sqlite", sqlx.QUESTION)
}

// DB is an open database. Reads go to Read, writes to Write or InTx.
type DB struct {
	dialect Dialect
	writer  *sqlx.DB
	reader  *sqlx.DB
	// statements counts the statements run through the handles, for the
	// metrics (Statements).
	statements atomic.Int64
}

// Statements is how many statements the handles of d have run since it
// was opened.
func (d *DB) Statements() int64 { return d.statements.Load() }

// ParseURL splits a database URL into its dialect and the driver's DSN.
// "sqlite:<file>" (also "sqlite://<file>") selects SQLite; "postgres://" or
// "postgresql://" selects PostgreSQL.
func ParseURL(raw string) (Dialect, string, error) {
	switch {
	case strings.HasPrefix(raw, "sqlite:"):
		path := strings.TrimPrefix(strings.TrimPrefix(raw, "sqlite:"), "//")
		if path == "" {
			return "", "", errors.New("db: sqlite URL names no file")
		}
		return SQLite, path, nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		if _, err := url.Parse(raw); err != nil {
			return "", "", fmt.Errorf("db: parse postgres URL: %w", err)
		}
		return Postgres, raw, nil
	default:
		return "", "", fmt.Errorf("db: unsupported database URL %q", Redact(raw))
	}
}

// Open connects to the database the URL names. For SQLite the file's
// directory is created if missing.
func Open(ctx context.Context, rawURL string) (*DB, error) {
	dialect, dsn, err := ParseURL(rawURL)
	if err != nil {
		return nil, err
	}
	var d *DB
	switch dialect {
	case SQLite:
		d, err = openSQLite(dsn)
	case Postgres:
		d, err = openPostgres(dsn)
	}
	if err != nil {
		return nil, err
	}
	if err := d.Ping(ctx); err != nil {
		_ = d.Close()
		return nil, fmt.Errorf("db: connect to %s: %w", dialect, err)
	}
	return d, nil
}

func openSQLite(path string) (*DB, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("db: create directory for %s: %w", path, err)
		}
	}
	// Times are written as "2006-01-02 15:04:05.999999999-07:00"; stores
	// pass UTC, so comparing them as text in SQL orders them correctly.
	pragmas := "_time_format=sqlite&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)"
	// The writer starts transactions with BEGIN IMMEDIATE so that two
	// writers never both hold a read lock and then deadlock on upgrade.
	writer, err := sqlx.Open("sqlite", "file:"+path+"?"+pragmas+"&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("db: open sqlite writer: %w", err)
	}
	writer.SetMaxOpenConns(1)
	writer.SetMaxIdleConns(1)
	writer.SetConnMaxLifetime(0)

	reader, err := sqlx.Open("sqlite", "file:"+path+"?"+pragmas+"&_pragma=query_only(1)")
	if err != nil {
		_ = writer.Close()
		return nil, fmt.Errorf("db: open sqlite readers: %w", err)
	}
	readers := max(4, 2*runtime.NumCPU())
	reader.SetMaxOpenConns(readers)
	reader.SetMaxIdleConns(readers)
	reader.SetConnMaxIdleTime(5 * time.Minute)
	return &DB{dialect: SQLite, writer: writer, reader: reader}, nil
}

func openPostgres(dsn string) (*DB, error) {
	pool, err := sqlx.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("db: open postgres: %w", err)
	}
	pool.SetMaxOpenConns(max(8, 4*runtime.NumCPU()))
	pool.SetMaxIdleConns(max(4, 2*runtime.NumCPU()))
	pool.SetConnMaxIdleTime(5 * time.Minute)
	return &DB{dialect: Postgres, writer: pool, reader: pool}, nil
}

// Dialect reports the engine.
func (d *DB) Dialect() Dialect { return d.dialect }

// Read returns a handle on the reader pool for queries. Called with a
// context that carries a transaction of this database (InTransaction), it
// reads in that transaction instead, so a caller sees its own writes.
func (d *DB) Read() Handle { return Handle{ext: d.reader, db: d} }

// Write returns a handle on the writer for single statements; with a
// context that carries a transaction of this database, they run in it.
func (d *DB) Write() Handle { return Handle{ext: d.writer, db: d} }

// Ping checks that the database answers, on the writer and on the readers.
func (d *DB) Ping(ctx context.Context) error {
	if err := d.writer.PingContext(ctx); err != nil {
		return err
	}
	if d.reader != d.writer {
		return d.reader.PingContext(ctx)
	}
	return nil
}

// Close closes every connection.
func (d *DB) Close() error {
	err := d.writer.Close()
	if d.reader != d.writer {
		err = errors.Join(err, d.reader.Close())
	}
	return err
}

// txKey carries the open transaction in a context.
type txKey struct{}

// txState is an open transaction: the database it belongs to, its
// handle, what runs once it has committed (AfterCommit) and whether a
// statement in it was aborted for a reason a new attempt may not meet
// (Retryable).
type txState struct {
	db *DB
	tx *sqlx.Tx

	mu        sync.Mutex
	hooks     []func(context.Context)
	retryable error
}

// stateIn returns the transaction of d that ctx carries, or nil.
func (d *DB) stateIn(ctx context.Context) *txState {
	if t, ok := ctx.Value(txKey{}).(*txState); ok && t.db == d {
		return t
	}
	return nil
}

// txIn returns the transaction of d that ctx carries, or nil.
func (d *DB) txIn(ctx context.Context) *sqlx.Tx {
	if t := d.stateIn(ctx); t != nil {
		return t.tx
	}
	return nil
}

// InTransactionContext reports whether ctx carries a transaction of d
// (InTransaction), in which every statement made with ctx runs: what is
// read there may be that transaction's own uncommitted writes.
func (d *DB) InTransactionContext(ctx context.Context) bool { return d.txIn(ctx) != nil }

// HoldsTransaction reports whether ctx carries a transaction of any
// database: code that calls over the network or renders documents checks
// it to refuse running while a writer is held (see InTransaction).
func HoldsTransaction(ctx context.Context) bool {
	_, ok := ctx.Value(txKey{}).(*txState)
	return ok
}

// Transaction retries: how often InTransaction runs a function whose
// transaction PostgreSQL aborted for a deadlock or a serialization failure
// (Retryable), and the backoff before the next attempt, doubled each time
// and fully jittered (0 to 5, 10, 20 ms).
const (
	TransactionAttempts = 4
	retryBackoff        = 5 * time.Millisecond
)

// InTransaction runs fn in one transaction that every domain shares: the
// context fn gets carries it, and every statement made with that context
// through this database (Read, Write, InTx, from any service) runs in it.
// It commits when fn returns nil and rolls everything back otherwise
// (also when fn panics, re-panicking after). Called with a context that
// carries a transaction already, fn joins it: nothing commits until the
// outermost InTransaction returns. An error from a statement ends the
// transaction on PostgreSQL, so inside one, a failed statement's error
// must make fn fail too.
//
// The outermost InTransaction runs fn again, in a new transaction, when
// PostgreSQL aborted the last one for a deadlock or a serialization
// failure (Retryable: from a statement, even one whose error fn replaced,
// or from the commit), up to TransactionAttempts times with a short
// jittered pause, so every writing service survives them. So fn may run
// more than once: what it hands to its caller through variables outside
// it must be set anew by each run (reset flags and slices at its start,
// never append to what an earlier run left), and it must do nothing
// outside the database that a rerun would repeat. What an aborted run
// enqueued (jobs, mail) and registered (AfterCommit) goes with it.
// Network calls and rendering belong before the transaction or after it
// (AfterCommit, jobs), never inside: on SQLite it holds the only writer.
func (d *DB) InTransaction(ctx context.Context, fn func(ctx context.Context) error) error {
	if d.txIn(ctx) != nil {
		return fn(ctx)
	}
	for attempt := 1; ; attempt++ {
		hooks, err := d.attempt(ctx, fn)
		if err == nil {
			for _, h := range hooks {
				h(ctx)
			}
			return nil
		}
		if !Retryable(err) || attempt >= TransactionAttempts {
			return err
		}
		pause := time.Duration(rand.Int64N(int64(retryBackoff << (attempt - 1))))
		select {
		case <-ctx.Done():
			return err
		case <-time.After(pause):
		}
	}
}

// attempt runs fn in a new transaction and answers the hooks to run now
// that it committed; a statement aborted as Retryable makes the answer
// retryable whatever fn made of it.
func (d *DB) attempt(ctx context.Context, fn func(ctx context.Context) error) (hooks []func(context.Context), err error) {
	tx, err := d.writer.BeginTxx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("db: begin: %w", err)
	}
	st := &txState{db: d, tx: tx}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := fn(context.WithValue(ctx, txKey{}, st)); err != nil {
		if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
			err = errors.Join(err, fmt.Errorf("db: rollback: %w", rbErr))
		}
		if seen := st.aborted(); seen != nil && !Retryable(err) {
			err = errors.Join(err, seen)
		}
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		// A transaction aborted by a statement whose error fn swallowed
		// fails to commit: what aborted it decides whether to try again.
		return nil, errors.Join(fmt.Errorf("db: commit: %w", err), st.aborted())
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.hooks, nil
}

// aborted is the first Retryable error a statement of the transaction
// met, or nil.
func (t *txState) aborted() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.retryable
}

// note remembers a statement's Retryable error and answers err.
func (t *txState) note(err error) error {
	if t != nil && err != nil && Retryable(err) {
		t.mu.Lock()
		if t.retryable == nil {
			t.retryable = err
		}
		t.mu.Unlock()
	}
	return err
}

// AfterCommit runs fn once the transaction ctx carries has committed:
// registered inside InTransaction (at any depth), fn runs after the
// outermost commit, in the order registered, with the context that
// InTransaction was given (which carries no transaction), before it
// returns; when the transaction rolls back (also an attempt that is run
// again, see InTransaction) fn is dropped with it. Outside a transaction
// fn runs at once. It is for in-process follow-ups (waking a worker,
// forgetting a cache) and for work that may be lost in a crash between the
// commit and fn: what must happen is a job enqueued in the transaction
// (jobs.Queue.Enqueue), whose workers the queue wakes through this hook.
func (d *DB) AfterCommit(ctx context.Context, fn func(context.Context)) {
	d.stateIn(ctx).after(ctx, fn)
}

// after registers fn on the transaction t, or runs it at once without one.
func (t *txState) after(ctx context.Context, fn func(context.Context)) {
	if t == nil {
		fn(ctx)
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.hooks = append(t.hooks, fn)
}

// InTx runs fn in a transaction with a handle on it: the one ctx carries
// (InTransaction), or a new one that commits when fn returns nil and
// rolls back otherwise; as InTransaction, a new one runs fn again after a
// Retryable abort.
func (d *DB) InTx(ctx context.Context, fn func(tx Handle) error) error {
	if st := d.stateIn(ctx); st != nil {
		return fn(Handle{ext: st.tx, db: d, st: st})
	}
	return d.InTransaction(ctx, func(ctx context.Context) error {
		st := d.stateIn(ctx)
		return fn(Handle{ext: st.tx, db: d, st: st})
	})
}

// Handle runs statements written with '?' placeholders on either engine.
type Handle struct {
	ext sqlx.ExtContext
	// db counts the statements; a Read or Write handle (st nil) follows
	// a transaction its context carries. st is the transaction of a
	// handle InTx gave.
	db *DB
	st *txState
}

// AfterCommit runs fn once the handle's transaction has committed (see
// DB.AfterCommit): a handle InTx gave registers on its own transaction,
// a Read or Write handle on the one ctx carries; without either fn runs
// at once.
func (h Handle) AfterCommit(ctx context.Context, fn func(context.Context)) {
	st := h.st
	if st == nil && h.db != nil {
		st = h.db.stateIn(ctx)
	}
	st.after(ctx, fn)
}

// counterKey carries a statement counter in a context.
type counterKey struct{}

// CountStatements returns a context in which every statement run through
// a Handle adds one to n: how tests and load scenarios see how many
// statements a request costs (a page of 24 products must not cost 24
// times what one costs).
func CountStatements(ctx context.Context, n *atomic.Int64) context.Context {
	return context.WithValue(ctx, counterKey{}, n)
}

// on returns what runs a statement made with ctx, and its transaction
// (nil for none).
func (h Handle) on(ctx context.Context) (sqlx.ExtContext, *txState) {
	if n, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
		n.Add(1)
	}
	if h.db == nil {
		return h.ext, nil
	}
	h.db.statements.Add(1)
	if h.st != nil {
		return h.ext, h.st
	}
	if st := h.db.stateIn(ctx); st != nil {
		return st.tx, st
	}
	return h.ext, nil
}

// Get scans the first row into dest; sql.ErrNoRows when there is none.
func (h Handle) Get(ctx context.Context, dest any, query string, args ...any) error {
	ext, st := h.on(ctx)
	return st.note(sqlx.GetContext(ctx, ext, dest, ext.Rebind(query), args...))
}

// GetForUpdate scans the first row into dest and locks it until the
// transaction ends, so that two transactions reading it to change it run
// one after the other: FOR UPDATE on PostgreSQL; on SQLite the writer's
// transaction (BEGIN IMMEDIATE) holds the only write lock already. It
// must run in a transaction.
func (h Handle) GetForUpdate(ctx context.Context, dest any, query string, args ...any) error {
	ext, st := h.on(ctx)
	if st == nil {
		return errors.New("db: a row lock outside a transaction locks nothing")
	}
	if ext.DriverName() == "pgx" {
		query += " FOR UPDATE"
	}
	return st.note(sqlx.GetContext(ctx, ext, dest, ext.Rebind(query), args...))
}

// Select scans every row into dest, a pointer to a slice.
func (h Handle) Select(ctx context.Context, dest any, query string, args ...any) error {
	ext, st := h.on(ctx)
	return st.note(sqlx.SelectContext(ctx, ext, dest, ext.Rebind(query), args...))
}

// Exec runs a statement that returns no rows.
func (h Handle) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	ext, st := h.on(ctx)
	res, err := ext.ExecContext(ctx, ext.Rebind(query), args...)
	return res, st.note(err)
}

// Query runs a statement and returns its rows for manual scanning.
func (h Handle) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	ext, st := h.on(ctx)
	rows, err := ext.QueryxContext(ctx, ext.Rebind(query), args...)
	return rows, st.note(err)
}

// Redact hides the password in a database URL, for messages and logs.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}
