package order

import (
	"context"
	"fmt"
	"strings"

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

func (s *service) OrderEmailsOf(ctx context.Context, customerID int64) ([]string, error) {
	emails := []string{}
	if err := s.db.Read().Select(ctx, &emails, `SELECT DISTINCT email FROM sales_order WHERE customer_id = ? AND anonymised_at IS NULL ORDER BY email`,
		customerID); err != nil {
		return nil, fmt.Errorf("order: the addresses of %d's orders: %w", customerID, err)
	}
	return emails, nil
}

func (s *service) AnonymiseCustomer(ctx context.Context, customerID int64, email string) (int, error) {
	if err := s.eraseOptionFiles(ctx, customerID); err != nil {
		return 0, err
	}
	var rows []struct {
		ID     int64  `db:"id"`
		Search string `db:"search_text"`
	}
	if err := s.db.Write().Select(ctx, &rows, `SELECT id, search_text FROM sales_order WHERE customer_id = ? AND anonymised_at IS NULL`,
		customerID); err != nil {
		return 0, fmt.Errorf("order: anonymise the orders of %d: %w", customerID, err)
	}
	for _, r := range rows {
		// The search no longer finds the old address (its second line).
		lines := strings.Split(r.Search, "\n")
		if len(lines) > 1 {
			lines[1] = strings.ToLower(email)
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE sales_order SET anonymised_at = ?, email = ?, email_key = ?, search_text = ? WHERE id = ?`,
			s.now().UTC(), email, mail.MailboxKey(email), strings.Join(lines, "\n"), r.ID); err != nil {
			return 0, fmt.Errorf("order: anonymise order %d: %w", r.ID, err)
		}
	}
	return len(rows), nil
}
