package returns

import (
	"context"
	"fmt"
	"strings"
	"time"

	"paddock/internal/admin/access"
)

// CustomerReturn is a return of a customer as the back office lists it.
type CustomerReturn struct {
	Reference   string
	OrderNumber string
	Status      Status
	CreatedAt   time.Time
}

// CustomerReturns are the returns of a customer, newest first, at most
// MaxStaffPage. CustomersRead (access.Require): the customer's page
// shows them to whoever may read the customer.
func (s *service) CustomerReturns(ctx context.Context, customerID int64) ([]CustomerReturn, error) {
	if _, err := access.Require(ctx, access.CustomersRead); err != nil {
		return nil, err
	}
	var rows []struct {
		Reference string    `db:"reference"`
		Status    string    `db:"status"`
		CreatedAt time.Time `db:"created_at"`
	}
	if err := s.db.Read().Select(ctx, &rows, `SELECT reference, status, created_at FROM sales_return WHERE customer_id = ?
		ORDER BY id DESC LIMIT ?`, customerID, MaxStaffPage); err != nil {
		return nil, fmt.Errorf("returns: returns of customer %d: %w", customerID, err)
	}
	out := make([]CustomerReturn, len(rows))
	for i, r := range rows {
		// A reference is the order's number, -R and a count.
		number, _, _ := strings.Cut(r.Reference, "-R")
		out[i] = CustomerReturn{Reference: r.Reference, OrderNumber: number, Status: Status(r.Status), CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}
