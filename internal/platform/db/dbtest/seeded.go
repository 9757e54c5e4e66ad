package dbtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"paddock/internal/platform/db"
)

// seededTemplates are the databases Seeded made once per test process, by
// engine and name.
var seededTemplates struct {
	mu   sync.Mutex
	made map[string]*seededTemplate
}

// seededTemplate is one seeded database every copy is made from: a file
// (SQLite) or a database (PostgreSQL).
type seededTemplate struct {
	once sync.Once
	// file or database is the template; err is why there is none.
	file, database string
	err            error
}

// Seeded returns the URL of a fresh database holding what seed put into a
// migrated one: seed runs once per test process for each engine and name
// (it gets the URL of the database to fill and must close what it opens),
// and every call gets its own copy, removed when the test ends. Tests of
// a package that all start from the same data (the demo shop) pay for
// seeding it once instead of once each.
func Seeded(t testing.TB, dialect db.Dialect, name string, seed func(ctx context.Context, rawURL string) error) string {
	t.Helper()
	if strings.Trim(name, "abcdefghijklmnopqrstuvwxyz0123456789_") != "" || name == "" {
		t.Fatalf("dbtest: seeded template name %q: use lower-case letters, digits and _", name)
	}
	key := string(dialect) + "/" + name
	seededTemplates.mu.Lock()
	if seededTemplates.made == nil {
		seededTemplates.made = map[string]*seededTemplate{}
	}
	tmpl, ok := seededTemplates.made[key]
	if !ok {
		tmpl = &seededTemplate{}
		seededTemplates.made[key] = tmpl
	}
	seededTemplates.mu.Unlock()
	tmpl.once.Do(func() { tmpl.err = tmpl.make(t, dialect, name, seed) })
	if tmpl.err != nil {
		t.Fatalf("dbtest: seed %s: %v", key, tmpl.err)
	}
	switch dialect {
	case db.SQLite:
		file := filepath.Join(t.TempDir(), "paddock.db")
		if err := copyFile(tmpl.file, file); err != nil {
			t.Fatal(err)
		}
		return "sqlite:" + file
	default:
		u, err := pg.copyOf(t, tmpl.database)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
}

// make seeds the template of the engine.
func (s *seededTemplate) make(t testing.TB, dialect db.Dialect, name string, seed func(context.Context, string) error) error {
	ctx := context.Background()
	switch dialect {
	case db.SQLite:
		if err := copyTemplate(""); err != nil {
			return err
		}
		s.file = filepath.Join(sqliteTemplate.dir, "seeded_"+name+".db")
		if err := copyFile(sqliteTemplate.file, s.file); err != nil {
			return err
		}
		if err := seed(ctx, "sqlite:"+s.file); err != nil {
			return err
		}
		// Everything into the file, so the file alone is the database.
		d, err := db.Open(ctx, "sqlite:"+s.file)
		if err != nil {
			return err
		}
		_, err = d.Write().Exec(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		return joinClose(err, d)
	default:
		if err := pg.start(t); err != nil {
			return err
		}
		s.database = "paddock_seeded_" + name + "_" + randomName()
		ctx := context.Background()
		pg.mu.Lock()
		_, err := pg.admin.Write().Exec(ctx, "CREATE DATABASE "+s.database+" TEMPLATE "+pg.template)
		pg.mu.Unlock()
		if err != nil {
			return fmt.Errorf("create %s: %w", s.database, err)
		}
		pg.mu.Lock()
		pg.seeded = append(pg.seeded, s.database)
		pg.mu.Unlock()
		return seed(ctx, withDatabase(pg.adminURL, s.database))
	}
}

// copyFile copies a SQLite database file.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return fmt.Errorf("dbtest: read %s: %w", from, err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		return fmt.Errorf("dbtest: write %s: %w", to, err)
	}
	return nil
}
