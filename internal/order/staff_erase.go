package order

import (
	"context"
	"fmt"

	"paddock/internal/platform/mail"
)

func (s *service) OpenOrdersOf(ctx context.Context, customerID int64) ([]string, error) {
	var numbers []string
	if err := s.db.Read().Select(ctx, &numbers, `SELECT increment_id FROM sales_order WHERE customer_id = ? AND status IN (?, ?) ORDER BY id`,
		customerID, string(PendingPayment), string(Processing)); err != nil {
		return nil, fmt.Errorf("order: open orders of %d: %w", customerID, err)
	}
	return numbers, nil
}

func (s *service) AnonymiseCustomer(ctx context.Context, customerID int64, email string) (int, error) {
	res, err := s.db.Write().Exec(ctx, `UPDATE sales_order SET anonymised_at = ?, email = ?, email_key = ? WHERE customer_id = ? AND anonymised_at IS NULL`,
		s.now().UTC(), email, mail.MailboxKey(email), customerID)
	if err != nil {
		return 0, fmt.Errorf("order: anonymise the orders of %d: %w", customerID, err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
