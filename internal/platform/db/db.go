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
}

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

// Read returns a handle on the reader pool for queries outside a transaction.
func (d *DB) Read() Handle { return Handle{ext: d.reader} }

// Write returns a handle on the writer for single statements.
func (d *DB) Write() Handle { return Handle{ext: d.writer} }

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

// InTx runs fn in a transaction on the writer. It commits when fn returns
// nil and rolls back otherwise (also when fn panics, re-panicking after).
func (d *DB) InTx(ctx context.Context, fn func(tx Handle) error) (err error) {
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
	if err := fn(Handle{ext: tx}); err != nil {
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

// Handle runs statements written with '?' placeholders on either engine.
type Handle struct{ ext sqlx.ExtContext }

// Get scans the first row into dest; sql.ErrNoRows when there is none.
func (h Handle) Get(ctx context.Context, dest any, query string, args ...any) error {
	return sqlx.GetContext(ctx, h.ext, dest, h.ext.Rebind(query), args...)
}

// Select scans every row into dest, a pointer to a slice.
func (h Handle) Select(ctx context.Context, dest any, query string, args ...any) error {
	return sqlx.SelectContext(ctx, h.ext, dest, h.ext.Rebind(query), args...)
}

// Exec runs a statement that returns no rows.
func (h Handle) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return h.ext.ExecContext(ctx, h.ext.Rebind(query), args...)
}

// Query runs a statement and returns its rows for manual scanning.
func (h Handle) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	return h.ext.QueryxContext(ctx, h.ext.Rebind(query), args...)
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
