package db

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// Migrations are kept in one folder per dialect, in lockstep: the same
// version numbers and names in both (a test checks this).
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// MigrationFiles returns the embedded migrations of a dialect.
func MigrationFiles(d Dialect) (fs.FS, error) {
	return fs.Sub(migrations, "migrations/"+string(d))
}

func (d *DB) provider() (*goose.Provider, error) {
	files, err := MigrationFiles(d.dialect)
	if err != nil {
		return nil, err
	}
	var opts []goose.ProviderOption
	dialect := goose.DialectSQLite3
	if d.dialect == Postgres {
		dialect = goose.DialectPostgres
		// Several instances may start at once; one migrates, the others wait.
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return nil, err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	return goose.NewProvider(dialect, d.writer.DB, files, opts...)
}

// Migrate applies every pending migration and returns how many it applied.
func (d *DB) Migrate(ctx context.Context) (int, error) {
	p, err := d.provider()
	if err != nil {
		return 0, fmt.Errorf("db: migrations: %w", err)
	}
	results, err := p.Up(ctx)
	if err != nil {
		return len(results), fmt.Errorf("db: migrate %s: %w", d.dialect, err)
	}
	return len(results), nil
}

// MigrateTo applies the pending migrations up to version, for tests of
// what a migration does to data written before it.
func (d *DB) MigrateTo(ctx context.Context, version int64) (int, error) {
	p, err := d.provider()
	if err != nil {
		return 0, fmt.Errorf("db: migrations: %w", err)
	}
	results, err := p.UpTo(ctx, version)
	if err != nil {
		return len(results), fmt.Errorf("db: migrate %s to %d: %w", d.dialect, version, err)
	}
	return len(results), nil
}

// MigrationStatus reports the current and the newest known schema version.
func (d *DB) MigrationStatus(ctx context.Context) (current, latest int64, err error) {
	p, err := d.provider()
	if err != nil {
		return 0, 0, fmt.Errorf("db: migrations: %w", err)
	}
	current, err = p.GetDBVersion(ctx)
	if err != nil {
		return 0, 0, fmt.Errorf("db: schema version: %w", err)
	}
	sources := p.ListSources()
	if len(sources) > 0 {
		latest = sources[len(sources)-1].Version
	}
	return current, latest, nil
}
