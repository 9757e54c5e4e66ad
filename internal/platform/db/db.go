// Package db opens Paddock's database, SQLite or PostgreSQL, behind one code
// path: hand-written SQL with '?' placeholders, rebound for the engine, run
// through sqlx. SQLite gets one writer connection and a pool of readers.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
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

// openTx is a transaction and the database it belongs to.
type openTx struct {
	db *DB
	tx *sqlx.Tx
}

// txIn returns the transaction of d that ctx carries, or nil.
func (d *DB) txIn(ctx context.Context) *sqlx.Tx {
	if t, ok := ctx.Value(txKey{}).(openTx); ok && t.db == d {
		return t.tx
	}
	return nil
}

// InTransactionContext reports whether ctx carries a transaction of d
// (InTransaction), in which every statement made with ctx runs: what is
// read there may be that transaction's own uncommitted writes.
func (d *DB) InTransactionContext(ctx context.Context) bool { return d.txIn(ctx) != nil }

// InTransaction runs fn in one transaction that every domain shares: the
// context fn gets carries it, and every statement made with that context
// through this database (Read, Write, InTx, from any service) runs in it.
// It commits when fn returns nil and rolls everything back otherwise
// (also when fn panics, re-panicking after). Called with a context that
// carries a transaction already, fn joins it: nothing commits until the
// outermost InTransaction returns. An error from a statement ends the
// transaction on PostgreSQL, so inside one, a failed statement's error
// must make fn fail too.
func (d *DB) InTransaction(ctx context.Context, fn func(ctx context.Context) error) (err error) {
	if d.txIn(ctx) != nil {
		return fn(ctx)
	}
	tx, err := d.writer.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := fn(context.WithValue(ctx, txKey{}, openTx{db: d, tx: tx})); err != nil {
		if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
			return errors.Join(err, fmt.Errorf("db: rollback: %w", rbErr))
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", err)
	}
	return nil
}

// InTx runs fn in a transaction with a handle on it: the one ctx carries
// (InTransaction), or a new one that commits when fn returns nil and
// rolls back otherwise.
func (d *DB) InTx(ctx context.Context, fn func(tx Handle) error) error {
	if tx := d.txIn(ctx); tx != nil {
		return fn(Handle{ext: tx, db: d, inTx: true})
	}
	return d.InTransaction(ctx, func(ctx context.Context) error {
		return fn(Handle{ext: d.txIn(ctx), db: d, inTx: true})
	})
}

// Handle runs statements written with '?' placeholders on either engine.
type Handle struct {
	ext sqlx.ExtContext
	// db counts the statements; a Read or Write handle (not inTx) follows
	// a transaction its context carries.
	db   *DB
	inTx bool
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

// on returns what runs a statement made with ctx.
func (h Handle) on(ctx context.Context) sqlx.ExtContext {
	if n, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
		n.Add(1)
	}
	if h.db == nil {
		return h.ext
	}
	h.db.statements.Add(1)
	if !h.inTx {
		if tx := h.db.txIn(ctx); tx != nil {
			return tx
		}
	}
	return h.ext
}

// Get scans the first row into dest; sql.ErrNoRows when there is none.
func (h Handle) Get(ctx context.Context, dest any, query string, args ...any) error {
	ext := h.on(ctx)
	return sqlx.GetContext(ctx, ext, dest, ext.Rebind(query), args...)
}

// GetForUpdate scans the first row into dest and locks it until the
// transaction ends, so that two transactions reading it to change it run
// one after the other: FOR UPDATE on PostgreSQL; on SQLite the writer's
// transaction (BEGIN IMMEDIATE) holds the only write lock already. It
// must run in a transaction.
func (h Handle) GetForUpdate(ctx context.Context, dest any, query string, args ...any) error {
	ext := h.on(ctx)
	if !h.inTx && h.db.txIn(ctx) == nil {
		return errors.New("db: a row lock outside a transaction locks nothing")
	}
	if ext.DriverName() == "pgx" {
		query += " FOR UPDATE"
	}
	return sqlx.GetContext(ctx, ext, dest, ext.Rebind(query), args...)
}

// Select scans every row into dest, a pointer to a slice.
func (h Handle) Select(ctx context.Context, dest any, query string, args ...any) error {
	ext := h.on(ctx)
	return sqlx.SelectContext(ctx, ext, dest, ext.Rebind(query), args...)
}

// Exec runs a statement that returns no rows.
func (h Handle) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	ext := h.on(ctx)
	return ext.ExecContext(ctx, ext.Rebind(query), args...)
}

// Query runs a statement and returns its rows for manual scanning.
func (h Handle) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	ext := h.on(ctx)
	return ext.QueryxContext(ctx, ext.Rebind(query), args...)
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
