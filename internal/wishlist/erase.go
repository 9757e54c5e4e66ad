package wishlist

import (
	"context"
	"fmt"
)

func (s *service) EraseCustomer(ctx context.Context, customerID int64) (int, error) {
	res, err := s.db.Write().Exec(ctx, `DELETE FROM wishlist_item WHERE wishlist_id IN (SELECT id FROM wishlist WHERE customer_id = ?)`, customerID)
	if err != nil {
		return 0, fmt.Errorf("wishlist: erase the list of %d: %w", customerID, err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
