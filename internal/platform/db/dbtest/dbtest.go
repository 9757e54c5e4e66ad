// Package dbtest gives tests a fresh, migrated database on SQLite and on
// PostgreSQL. PostgreSQL comes from PADDOCK_TEST_DATABASE_URL when set, or
// from a throwaway cluster that the package starts on first use and stops in
// Main. With PADDOCK_TEST_REQUIRE_POSTGRES=1 a missing PostgreSQL fails the
// test instead of skipping it; `make test` sets it.
//
// A package that uses dbtest calls Main from its TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/pgcluster"
)

// Each runs fn as a subtest on every engine: "sqlite", then "postgres".
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			fn(t, New(t, dialect))
		})
	}
}

// New returns a fresh, migrated database; it is closed and removed when the
// test ends.
func New(t testing.TB, dialect db.Dialect) *db.DB {
	t.Helper()
	d, _ := open(t, dialect, true)
	return d
}

// NewEmpty returns a fresh database without any migration applied.
func NewEmpty(t testing.TB, dialect db.Dialect) *db.DB {
	t.Helper()
	d, _ := open(t, dialect, false)
	return d
}

// URL returns the URL of a fresh, migrated database, for tests that start
// the whole program; it is removed when the test ends.
func URL(t testing.TB, dialect db.Dialect) string {
	t.Helper()
	_, rawURL := open(t, dialect, true)
	return rawURL
}

func open(t testing.TB, dialect db.Dialect, migrated bool) (*db.DB, string) {
	t.Helper()
	ctx := context.Background()
	var rawURL string
	switch dialect {
	case db.SQLite:
		file := filepath.Join(t.TempDir(), "paddock.db")
		if migrated {
			if err := copyTemplate(file); err != nil {
				t.Fatal(err)
			}
		}
		rawURL = "sqlite:" + file
	case db.Postgres:
		u, err := pg.database(t, migrated)
		if err != nil {
			t.Fatal(err)
		}
		rawURL = u
	default:
		t.Fatalf("dbtest: unknown dialect %q", dialect)
	}
	d, err := db.Open(ctx, rawURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	return d, rawURL
}

// sqliteTemplate is a SQLite database migrated once per test process,
// which every migrated SQLite test database is a copy of: replaying the
// migrations costs far more than copying a file, above all under the race
// detector, which slows the SQL engine's every step.
var sqliteTemplate struct {
	once sync.Once
	dir  string
	file string
	err  error
}

// copyTemplate writes a migrated SQLite database to file; with no file it
// only makes sure the template is there.
func copyTemplate(file string) error {
	sqliteTemplate.once.Do(func() {
		ctx := context.Background()
		sqliteTemplate.dir, sqliteTemplate.err = os.MkdirTemp("", "paddock-dbtest-")
		if sqliteTemplate.err != nil {
			return
		}
		sqliteTemplate.file = filepath.Join(sqliteTemplate.dir, "template.db")
		var d *db.DB
		if d, sqliteTemplate.err = db.Open(ctx, "sqlite:"+sqliteTemplate.file); sqliteTemplate.err != nil {
			return
		}
		if _, sqliteTemplate.err = d.Migrate(ctx); sqliteTemplate.err == nil {
			// Everything into the database file, so the file alone is the
			// whole database.
			_, sqliteTemplate.err = d.Write().Exec(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		}
		sqliteTemplate.err = joinClose(sqliteTemplate.err, d)
	})
	if sqliteTemplate.err != nil {
		return fmt.Errorf("dbtest: migrated SQLite template: %w", sqliteTemplate.err)
	}
	if file == "" {
		return nil
	}
	return copyFile(sqliteTemplate.file, file)
}

// postgres hands out databases on one server per test process.
type postgres struct {
	once     sync.Once
	mu       sync.Mutex // CREATE DATABASE … TEMPLATE needs the template idle
	mainRan  bool
	err      error
	cluster  *pgcluster.Cluster
	adminURL string
	template string
	// seeded are the databases Seeded filled, dropped in Main.
	seeded []string
	admin  *db.DB
}

var pg postgres

func (p *postgres) start(t testing.TB) error {
	p.once.Do(func() {
		ctx := context.Background()
		p.adminURL = os.Getenv("PADDOCK_TEST_DATABASE_URL")
		if p.adminURL == "" {
			if !p.mainRan {
				p.err = fmt.Errorf("dbtest: call dbtest.Main from TestMain so the PostgreSQL cluster is stopped")
				return
			}
			if _, err := pgcluster.FindBinaries(); err != nil {
				p.err = err
				return
			}
			p.cluster, p.err = pgcluster.Start(ctx)
			if p.err != nil {
				return
			}
			p.adminURL = p.cluster.URL()
		}
		p.admin, p.err = db.Open(ctx, p.adminURL)
		if p.err != nil {
			return
		}
		// Migrate once into a template; every test database is a copy.
		p.template = "paddock_tmpl_" + randomName()
		if _, p.err = p.admin.Write().Exec(ctx, "CREATE DATABASE "+p.template); p.err != nil {
			return
		}
		var tmpl *db.DB
		tmpl, p.err = db.Open(ctx, withDatabase(p.adminURL, p.template))
		if p.err != nil {
			return
		}
		_, p.err = tmpl.Migrate(ctx)
		p.err = joinClose(p.err, tmpl)
	})
	if p.err != nil {
		if os.Getenv("PADDOCK_TEST_REQUIRE_POSTGRES") == "1" {
			return p.err
		}
		t.Skipf("PostgreSQL not available: %v", p.err)
	}
	return nil
}

func (p *postgres) database(t testing.TB, migrated bool) (string, error) {
	if err := p.start(t); err != nil {
		return "", err
	}
	if !migrated {
		return p.create(t, "")
	}
	return p.create(t, p.template)
}

// copyOf is a new database copied from the template database.
func (p *postgres) copyOf(t testing.TB, template string) (string, error) {
	if err := p.start(t); err != nil {
		return "", err
	}
	return p.create(t, template)
}

// create makes a database for the test (a copy of template, unless it is
// empty), dropped when the test ends.
func (p *postgres) create(t testing.TB, template string) (string, error) {
	name := "paddock_test_" + randomName()
	stmt := "CREATE DATABASE " + name
	if template != "" {
		stmt += " TEMPLATE " + template
	}
	ctx := context.Background()
	p.mu.Lock()
	_, err := p.admin.Write().Exec(ctx, stmt)
	p.mu.Unlock()
	if err != nil {
		return "", fmt.Errorf("dbtest: create database: %w", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, _ = p.admin.Write().Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return withDatabase(p.adminURL, name), nil
}

// Main runs the package's tests and stops the cluster afterwards.
func Main(m *testing.M) int {
	pg.mainRan = true
	code := m.Run()
	if sqliteTemplate.dir != "" {
		_ = os.RemoveAll(sqliteTemplate.dir)
	}
	if pg.admin != nil {
		for _, name := range append(pg.seeded, pg.template) {
			if name != "" {
				_, _ = pg.admin.Write().Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			}
		}
		_ = pg.admin.Close()
	}
	if pg.cluster != nil {
		if err := pg.cluster.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "dbtest: stop PostgreSQL:", err)
		}
	}
	return code
}

func withDatabase(rawURL, name string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	u.Path = "/" + name
	return u.String()
}

func randomName() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func joinClose(err error, d *db.DB) error {
	if cerr := d.Close(); err == nil {
		return cerr
	}
	return err
}
