package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"paddock/internal/admin/staff"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

// Staff is the shop's services for the command line's staff commands
// (paddock order …) until the back office exists: everything an order's
// payment touches (orders, payments, carts, stock, coupons, mail), without
// the search index, so it runs beside paddock serve on the same data.
type Staff struct {
	app *App
	// Orders is the orders' staff side.
	Orders order.Staff
	// Withdrawals are the withdrawal declarations' staff side.
	Withdrawals withdrawal.Staff
	// Returns are the returns' staff side.
	Returns returns.Staff
	// Accounts are the back office's staff accounts.
	Accounts staff.Service
}

// AdminURL is the address of the back office's page at path ("/invite").
func (s *Staff) AdminURL(path string) string { return s.app.adminURL(path) }

// OpenStaff opens the database (migrating it) and wires the services
// Staff holds. Close releases them. Mail is enqueued in the outbox, which
// the running shop's workers deliver.
func OpenStaff(ctx context.Context, cfg config.Config, logger *slog.Logger) (*Staff, error) {
	a := &App{cfg: cfg, logger: logger, now: time.Now}
	var err error
	if a.db, err = Open(ctx, cfg, logger); err != nil {
		return nil, err
	}
	if a.cfg, err = publicBaseURL(ctx, a.db, cfg, logger, false); err != nil {
		return nil, errors.Join(err, a.Close())
	}
	a.wireServices() // the catalogue without a search engine: stock only
	if err := a.wireMail(ctx); err != nil {
		return nil, errors.Join(err, a.Close())
	}
	staff, ok := a.orders.(order.Staff)
	if !ok {
		return nil, errors.Join(fmt.Errorf("app: the orders have no staff side"), a.Close())
	}
	returnsStaff, ok := a.returns.(returns.Staff)
	if !ok {
		return nil, errors.Join(fmt.Errorf("app: the returns have no staff side"), a.Close())
	}
	return &Staff{app: a, Orders: staff, Withdrawals: a.withdrawals, Returns: returnsStaff, Accounts: a.staff}, nil
}

// Close releases the database.
func (s *Staff) Close() error { return s.app.Close() }
