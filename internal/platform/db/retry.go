package db

import (
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// Retryable reports whether err is PostgreSQL aborting a transaction that
// may well succeed when run again: a deadlock (40P01), where two
// transactions took the same rows' locks in different orders, or a
// serialization failure (40001). The transaction was rolled back; the
// caller may run all of it again.
func Retryable(err error) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && (pg.Code == "40P01" || pg.Code == "40001")
}
