package returns

import (
	"context"
	"fmt"
)

func (s *service) OpenReturnsOf(ctx context.Context, customerID int64) ([]string, error) {
	var refs []string
	if err := s.db.Read().Select(ctx, &refs, `SELECT reference FROM sales_return WHERE customer_id = ? AND status IN (?, ?) ORDER BY id`,
		customerID, string(Requested), string(Received)); err != nil {
		return nil, fmt.Errorf("returns: open returns of %d: %w", customerID, err)
	}
	return refs, nil
}
