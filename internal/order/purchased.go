package order

import (
	"context"
	"fmt"
)

func (s *service) Purchased(ctx context.Context, customerID, productID int64) (bool, error) {
	if customerID <= 0 || productID <= 0 {
		return false, nil
	}
	var n int
	// An item of the product itself or of one of its variants, not
	// cancelled whole, in an order that was paid (or is to be paid on
	// account): processing, complete, or closed (refunded afterwards).
	if err := s.db.Read().Get(ctx, &n, `SELECT COUNT(*) FROM sales_order o JOIN sales_order_item i ON i.order_id = o.id
		WHERE o.customer_id = ? AND o.status IN (?, ?, ?) AND (i.product_id = ? OR i.parent_product_id = ?)
		AND i.qty_ordered > i.qty_canceled`,
		customerID, string(Processing), string(Complete), string(Closed), productID, productID); err != nil {
		return false, fmt.Errorf("order: has %d bought %d: %w", customerID, productID, err)
	}
	return n > 0, nil
}
