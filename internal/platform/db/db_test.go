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

// Two services, each writing in a transaction of its own when called
// alone, commit and roll back together when a caller runs both in one
// InTransaction; inside it, reads see its writes.
func TestOneTransactionAcrossServices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		// "Stock" takes one off a row it locks; "orders" records an order.
		if _, err := d.Write().Exec(ctx, "CREATE TABLE test_stock (sku TEXT PRIMARY KEY, qty INTEGER NOT NULL)"); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, "CREATE TABLE test_order (id INTEGER PRIMARY KEY, sku TEXT NOT NULL)"); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, "INSERT INTO test_stock (sku, qty) VALUES ('A', 5)"); err != nil {
			t.Fatal(err)
		}
		takeStock := func(ctx context.Context) error {
			return d.InTx(ctx, func(tx db.Handle) error {
				var qty int
				if err := tx.GetForUpdate(ctx, &qty, "SELECT qty FROM test_stock WHERE sku = ?", "A"); err != nil {
					return err
				}
				_, err := tx.Exec(ctx, "UPDATE test_stock SET qty = ? WHERE sku = ?", qty-1, "A")
				return err
			})
		}
		recordOrder := func(ctx context.Context, id int, fail bool) error {
			// A single statement through Write, as services make them.
			if _, err := d.Write().Exec(ctx, "INSERT INTO test_order (id, sku) VALUES (?, ?)", id, "A"); err != nil {
				return err
			}
			if fail {
				return errors.New("payment refused")
			}
			return nil
		}
		state := func() (qty, orders int) {
			if err := d.Read().Get(ctx, &qty, "SELECT qty FROM test_stock"); err != nil {
				t.Fatal(err)
			}
			if err := d.Read().Get(ctx, &orders, "SELECT COUNT(*) FROM test_order"); err != nil {
				t.Fatal(err)
			}
			return qty, orders
		}

		err := d.InTransaction(ctx, func(ctx context.Context) error {
			if err := takeStock(ctx); err != nil {
				return err
			}
			// The reader sees the transaction's own write.
			var qty int
			if err := d.Read().Get(ctx, &qty, "SELECT qty FROM test_stock"); err != nil || qty != 4 {
				t.Errorf("inside: qty %d, %v", qty, err)
			}
			return recordOrder(ctx, 1, true)
		})
		if err == nil || err.Error() != "payment refused" {
			t.Fatalf("err %v", err)
		}
		if qty, orders := state(); qty != 5 || orders != 0 {
			t.Errorf("after a rollback: qty %d, %d orders; want 5 and 0", qty, orders)
		}

		if err := d.InTransaction(ctx, func(ctx context.Context) error {
			if err := takeStock(ctx); err != nil {
				return err
			}
			return recordOrder(ctx, 2, false)
		}); err != nil {
			t.Fatal(err)
		}
		if qty, orders := state(); qty != 4 || orders != 1 {
			t.Errorf("after a commit: qty %d, %d orders; want 4 and 1", qty, orders)
		}

		// Alone, each service still commits its own work.
		if err := takeStock(ctx); err != nil {
			t.Fatal(err)
		}
		if qty, _ := state(); qty != 3 {
			t.Errorf("alone: qty %d", qty)
		}

		// A row lock outside a transaction is a mistake, not a no-op.
		var qty int
		if err := d.Write().GetForUpdate(ctx, &qty, "SELECT qty FROM test_stock WHERE sku = ?", "A"); err == nil {
			t.Error("GetForUpdate outside a transaction")
		}
	})
}

// Transactions that read a row to change it, with GetForUpdate, lose no
// update however many run at once, on both engines.
func TestRowLocksSerialiseChanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, "CREATE TABLE test_counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)"); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, "INSERT INTO test_counter (id, n) VALUES (1, 0)"); err != nil {
			t.Fatal(err)
		}
		const workers, each = 6, 10
		var wg sync.WaitGroup
		errs := make(chan error, workers)
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range each {
					err := d.InTransaction(ctx, func(ctx context.Context) error {
						var n int
						if err := d.Write().GetForUpdate(ctx, &n, "SELECT n FROM test_counter WHERE id = 1"); err != nil {
							return err
						}
						_, err := d.Write().Exec(ctx, "UPDATE test_counter SET n = ? WHERE id = 1", n+1)
						return err
					})
					if err != nil {
						errs <- err
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		var n int
		if err := d.Read().Get(ctx, &n, "SELECT n FROM test_counter WHERE id = 1"); err != nil || n != workers*each {
			t.Errorf("counter %d, %v; want %d", n, err, workers*each)
		}
	})
}

// A hook registered in a transaction runs once, after the outermost
// commit and not before; a rollback or a panic drops it; outside a
// transaction it runs at once.
func TestAfterCommit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var ran []string
		hook := func(name string) func(context.Context) {
			return func(ctx context.Context) {
				if db.HoldsTransaction(ctx) {
					t.Errorf("hook %s runs with a transaction in its context", name)
				}
				ran = append(ran, name)
			}
		}

		d.AfterCommit(ctx, hook("outside"))
		if strings.Join(ran, ",") != "outside" {
			t.Fatalf("outside a transaction: ran %v", ran)
		}

		ran = nil
		err := d.InTransaction(ctx, func(ctx context.Context) error {
			d.AfterCommit(ctx, hook("outer"))
			if err := d.InTransaction(ctx, func(ctx context.Context) error {
				d.AfterCommit(ctx, hook("joined"))
				return nil
			}); err != nil {
				return err
			}
			if err := d.InTx(ctx, func(tx db.Handle) error {
				tx.AfterCommit(ctx, hook("handle"))
				_, err := tx.Exec(ctx, "INSERT INTO site (code, base_url) VALUES (?, ?)", "shop", "https://a.example")
				return err
			}); err != nil {
				return err
			}
			d.Write().AfterCommit(ctx, hook("write"))
			if len(ran) != 0 {
				t.Errorf("hooks ran before the commit: %v", ran)
			}
			return nil
		})
		if err != nil || strings.Join(ran, ",") != "outer,joined,handle,write" {
			t.Fatalf("after a commit: ran %v, %v", ran, err)
		}

		// An InTx of its own registers on its own transaction.
		ran = nil
		if err := d.InTx(ctx, func(tx db.Handle) error {
			tx.AfterCommit(ctx, hook("own"))
			if len(ran) != 0 {
				t.Errorf("hooks ran before the commit: %v", ran)
			}
			return nil
		}); err != nil || strings.Join(ran, ",") != "own" {
			t.Fatalf("InTx: ran %v, %v", ran, err)
		}

		ran = nil
		err = d.InTransaction(ctx, func(ctx context.Context) error {
			d.AfterCommit(ctx, hook("rolled back"))
			return errors.New("stop")
		})
		if err == nil || len(ran) != 0 {
			t.Fatalf("after a rollback: ran %v, %v", ran, err)
		}
		func() {
			defer func() { _ = recover() }()
			_ = d.InTransaction(ctx, func(ctx context.Context) error {
				d.AfterCommit(ctx, hook("panicked"))
				panic("boom")
			})
		}()
		if len(ran) != 0 {
			t.Fatalf("after a panic: ran %v", ran)
		}
	})
}

// Two transactions that lock two rows in opposite orders deadlock on
// PostgreSQL; the one aborted is run again by InTransaction and both
// succeed. What the aborted attempt wrote and registered goes with it:
// its rows and its hook.
func TestInTransactionRunsADeadlockedFunctionAgain(t *testing.T) {
	d := dbtest.New(t, db.Postgres)
	ctx := context.Background()
	for _, q := range []string{
		"CREATE TABLE test_account (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)",
		"CREATE TABLE test_log (id SERIAL PRIMARY KEY, who TEXT NOT NULL, attempt INTEGER NOT NULL)",
		"INSERT INTO test_account (id, n) VALUES (1, 0), (2, 0)",
	} {
		if _, err := d.Write().Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	// Both hold their first row before either asks for its second.
	var holding sync.WaitGroup
	holding.Add(2)
	var mu sync.Mutex
	attempts := map[string]int{}
	hooks := map[string]int{}
	transfer := func(who string, first, second int) error {
		return d.InTransaction(ctx, func(ctx context.Context) error {
			mu.Lock()
			attempts[who]++
			attempt := attempts[who]
			mu.Unlock()
			w := d.Write()
			if _, err := w.Exec(ctx, "INSERT INTO test_log (who, attempt) VALUES (?, ?)", who, attempt); err != nil {
				return err
			}
			d.AfterCommit(ctx, func(context.Context) {
				mu.Lock()
				hooks[who]++
				mu.Unlock()
			})
			if _, err := w.Exec(ctx, "UPDATE test_account SET n = n + 1 WHERE id = ?", first); err != nil {
				return err
			}
			if attempt == 1 {
				holding.Done()
				holding.Wait()
			}
			_, err := w.Exec(ctx, "UPDATE test_account SET n = n + 1 WHERE id = ?", second)
			return err
		})
	}
	errs := make(chan error, 2)
	go func() { errs <- transfer("a", 1, 2) }()
	go func() { errs <- transfer("b", 2, 1) }()
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatalf("a transaction failed: %v", err)
		}
	}
	// The one aborted runs again; on a busy machine its retry can take its
	// first row before the other is granted it and deadlock once more, so
	// it may run more than twice, the other exactly once.
	if min(attempts["a"], attempts["b"]) != 1 || max(attempts["a"], attempts["b"]) < 2 {
		t.Fatalf("attempts %v; want one of them run again, the other once", attempts)
	}
	if hooks["a"] != 1 || hooks["b"] != 1 {
		t.Fatalf("hooks ran %v; want once each", hooks)
	}
	var rows []struct {
		Who     string `db:"who"`
		Attempt int    `db:"attempt"`
	}
	if err := d.Read().Select(ctx, &rows, "SELECT who, attempt FROM test_log ORDER BY who"); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Who != "a" || rows[1].Who != "b" || rows[0].Attempt != attempts["a"] || rows[1].Attempt != attempts["b"] {
		t.Fatalf("log %+v; want one row each, of its last attempt: the aborted attempts' rows gone", rows)
	}
	var sum int
	if err := d.Read().Get(ctx, &sum, "SELECT SUM(n) FROM test_account"); err != nil || sum != 4 {
		t.Fatalf("accounts sum to %d, %v; want 4", sum, err)
	}
}

// A statement's Retryable error that the function replaced by another
// still makes InTransaction try again: on PostgreSQL the transaction was
// aborted either way.
func TestInTransactionSeesAbortsTheFunctionHid(t *testing.T) {
	d := dbtest.New(t, db.Postgres)
	ctx := context.Background()
	tries := 0
	err := d.InTransaction(ctx, func(ctx context.Context) error {
		tries++
		if tries == 1 {
			// What a deadlock answers, raised by the server itself.
			_, err := d.Write().Exec(ctx, `DO $$ BEGIN RAISE EXCEPTION 'deadlock' USING ERRCODE = '40P01'; END $$`)
			if err == nil {
				return errors.New("no error raised")
			}
			return errors.New("something else went wrong")
		}
		return nil
	})
	if err != nil || tries != 2 {
		t.Fatalf("tries %d, %v; want 2 and success", tries, err)
	}

	// Not retryable: run once.
	tries = 0
	err = d.InTransaction(ctx, func(ctx context.Context) error {
		tries++
		_, err := d.Write().Exec(ctx, `DO $$ BEGIN RAISE EXCEPTION 'unique' USING ERRCODE = '23505'; END $$`)
		return err
	})
	if err == nil || tries != 1 {
		t.Fatalf("tries %d, %v; want 1 and the error", tries, err)
	}

	// Always retryable: given up after TransactionAttempts.
	tries = 0
	err = d.InTransaction(ctx, func(ctx context.Context) error {
		tries++
		_, err := d.Write().Exec(ctx, `DO $$ BEGIN RAISE EXCEPTION 'serialization' USING ERRCODE = '40001'; END $$`)
		return err
	})
	if !db.Retryable(err) || tries != db.TransactionAttempts {
		t.Fatalf("tries %d, %v; want %d and the error", tries, err, db.TransactionAttempts)
	}
}

// TestRevisionsMoveOncePerTransaction: on PostgreSQL the catalogue's and
// the content's revisions move once for a transaction however many of its
// statements write (a large import would otherwise step over one version
// of the row per statement), also when a savepoint that moved them rolled
// back, and not at all for a transaction that rolled back.
func TestRevisionsMoveOncePerTransaction(t *testing.T) {
	d := dbtest.New(t, db.Postgres)
	ctx := context.Background()
	revisions := func() (catalog, content int64) {
		t.Helper()
		if err := d.Read().Get(ctx, &catalog, "SELECT n FROM catalog_revision"); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(ctx, &content, "SELECT n FROM content_revision"); err != nil {
			t.Fatal(err)
		}
		return catalog, content
	}
	// Statement triggers fire for statements that change no row too.
	const touchCatalog, touchContent = "UPDATE attribute SET code = code WHERE id < 0", "UPDATE page SET id = id WHERE id < 0"
	run := func(stmts ...string) error {
		return d.InTx(ctx, func(tx db.Handle) error {
			for _, s := range stmts {
				if s == "fail" {
					return errors.New("stop")
				}
				if _, err := tx.Exec(ctx, s); err != nil {
					return err
				}
			}
			return nil
		})
	}
	cat0, con0 := revisions()
	if err := run(touchCatalog, touchCatalog, touchContent, touchCatalog, touchContent); err != nil {
		t.Fatal(err)
	}
	if cat, con := revisions(); cat != cat0+1 || con != con0+1 {
		t.Fatalf("after one transaction of five writes: catalogue %d → %d, content %d → %d; want each to move by one", cat0, cat, con0, con)
	}
	if err := run(touchCatalog); err != nil {
		t.Fatal(err)
	}
	if cat, _ := revisions(); cat != cat0+2 {
		t.Fatalf("a second transaction: catalogue revision %d; want %d", cat, cat0+2)
	}
	if err := run("SAVEPOINT a", touchCatalog, "ROLLBACK TO SAVEPOINT a", touchCatalog); err != nil {
		t.Fatal(err)
	}
	if cat, _ := revisions(); cat != cat0+3 {
		t.Fatalf("after a write behind a rolled back savepoint: catalogue revision %d; want %d", cat, cat0+3)
	}
	if err := run(touchCatalog, touchContent, "fail"); err == nil {
		t.Fatal("the failing transaction committed")
	}
	if cat, con := revisions(); cat != cat0+3 || con != con0+1 {
		t.Fatalf("a rolled back transaction moved the revisions: catalogue %d, content %d", cat, con)
	}
}
