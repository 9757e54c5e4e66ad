package db_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"strings"
	"sync"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestParseURL(t *testing.T) {
	tests := []struct {
		raw     string
		dialect db.Dialect
		dsn     string
		wantErr bool
	}{
		{"sqlite:./data/paddock.db", db.SQLite, "./data/paddock.db", false},
		{"sqlite:///var/lib/paddock/shop.db", db.SQLite, "/var/lib/paddock/shop.db", false},
		{"postgres://u:p@localhost:5432/shop", db.Postgres, "postgres://u:p@localhost:5432/shop", false},
		{"postgresql://localhost/shop", db.Postgres, "postgresql://localhost/shop", false},
		{"sqlite:", "", "", true},
		{"mysql://localhost/shop", "", "", true},
		{"", "", "", true},
	}
	for _, tt := range tests {
		dialect, dsn, err := db.ParseURL(tt.raw)
		if (err != nil) != tt.wantErr || dialect != tt.dialect || dsn != tt.dsn {
			t.Errorf("ParseURL(%q) = %q, %q, %v; want %q, %q, error %v", tt.raw, dialect, dsn, err, tt.dialect, tt.dsn, tt.wantErr)
		}
	}
}

func TestRedactHidesPassword(t *testing.T) {
	got := db.Redact("postgres://shop:s3cret@db.internal/paddock")
	if strings.Contains(got, "s3cret") {
		t.Fatalf("Redact left the password in %q", got)
	}
}

func TestMigrationsAreInLockstep(t *testing.T) {
	names := func(d db.Dialect) []string {
		files, err := db.MigrationFiles(d)
		if err != nil {
			t.Fatal(err)
		}
		matches, err := fs.Glob(files, "*.sql")
		if err != nil {
			t.Fatal(err)
		}
		return matches
	}
	lite, pg := names(db.SQLite), names(db.Postgres)
	if strings.Join(lite, ",") != strings.Join(pg, ",") {
		t.Fatalf("migration folders differ:\nsqlite:   %v\npostgres: %v", lite, pg)
	}
	if len(lite) == 0 {
		t.Fatal("no migrations embedded")
	}
}

func TestMigrateUpFromEmptyAndTwice(t *testing.T) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			d := dbtest.NewEmpty(t, dialect)
			ctx := context.Background()
			applied, err := d.Migrate(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if applied == 0 {
				t.Fatal("first Migrate applied nothing")
			}
			again, err := d.Migrate(ctx)
			if err != nil || again != 0 {
				t.Fatalf("second Migrate = %d, %v; want 0, nil", again, err)
			}
			current, latest, err := d.MigrationStatus(ctx)
			if err != nil || current != latest || current == 0 {
				t.Fatalf("MigrationStatus = %d, %d, %v", current, latest, err)
			}
			// The schema is there: the stores table takes a row.
			if _, err := d.Write().Exec(ctx, "INSERT INTO category (path, level) VALUES ('', 0)"); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestInTx(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		count := func() int {
			var n int
			if err := d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM site"); err != nil {
				t.Fatal(err)
			}
			return n
		}

		err := d.InTx(ctx, func(tx db.Handle) error {
			if _, err := tx.Exec(ctx, "INSERT INTO site (code, base_url) VALUES (?, ?)", "shop", "https://a.example"); err != nil {
				return err
			}
			return errors.New("stop")
		})
		if err == nil || err.Error() != "stop" || count() != 0 {
			t.Fatalf("failed transaction: err %v, %d rows; want stop and 0 rows", err, count())
		}

		func() {
			defer func() {
				if recover() == nil {
					t.Fatal("InTx swallowed a panic")
				}
			}()
			_ = d.InTx(ctx, func(tx db.Handle) error {
				_, _ = tx.Exec(ctx, "INSERT INTO site (code, base_url) VALUES (?, ?)", "shop", "https://a.example")
				panic("boom")
			})
		}()
		if count() != 0 {
			t.Fatal("a panicking transaction left a row")
		}

		var id int64
		err = d.InTx(ctx, func(tx db.Handle) error {
			return tx.Get(ctx, &id, "INSERT INTO site (code, base_url) VALUES (?, ?) RETURNING id", "shop", "https://a.example")
		})
		if err != nil || id == 0 || count() != 1 {
			t.Fatalf("commit: id %d, err %v, %d rows", id, err, count())
		}
	})
}

func TestForeignKeysAreEnforced(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		_, err := d.Write().Exec(context.Background(),
			"INSERT INTO store (code, site_code, locale, name, root_category_id) VALUES ('shop_de', 'shop', 'de', 'Deutsch', 4711)")
		if err == nil {
			t.Fatal("a store with a missing root category was accepted")
		}
	})
}

func TestConcurrentWritersDoNotFail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i := 0; i < 40; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs <- d.InTx(ctx, func(tx db.Handle) error {
					var n int
					if err := tx.Get(ctx, &n, "SELECT COUNT(*) FROM category"); err != nil {
						return err
					}
					_, err := tx.Exec(ctx, "INSERT INTO category (path, level, position) VALUES ('', 0, ?)", n)
					return err
				})
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		var n int
		if err := d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM category"); err != nil || n != 40 {
			t.Fatalf("%d rows, %v; want 40", n, err)
		}
	})
}

func TestSQLiteSettings(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	ctx := context.Background()
	checks := []struct{ pragma, want string }{
		{"journal_mode", "wal"},
		{"synchronous", "1"}, // NORMAL
		{"foreign_keys", "1"},
		{"busy_timeout", "10000"},
	}
	for _, c := range checks {
		var got string
		if err := d.Read().Get(ctx, &got, "PRAGMA "+c.pragma); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("PRAGMA %s = %s; want %s", c.pragma, got, c.want)
		}
	}
	if _, err := d.Read().Exec(ctx, "INSERT INTO site (code, base_url) VALUES ('x', 'y')"); err == nil {
		t.Error("the reader pool accepted a write")
	}
}
