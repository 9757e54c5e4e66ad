package order

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"paddock/internal/platform/apperr"
)

// Note adds an entry to the history of order orderID in the caller's
// transaction (db.InTransaction), with the order's status unchanged: key is
// a message of the order.history catalog, args its arguments (a date
// argument as YYYY-MM-DD), translated when shown as HistoryEntry.Text does.
// Other domains record what they did to an order with it (a return
// requested, received, refunded or refused; a withdrawal declared).
// NotFound for an unknown order; Invalid for a key outside order.history.
func (s *service) Note(ctx context.Context, orderID int64, key string, args map[string]string) error {
	if !strings.HasPrefix(key, "order.history.") {
		return apperr.New(apperr.Invalid, "apperr.invalid")
	}
	var status string
	if err := s.db.Write().Get(ctx, &status, `SELECT status FROM sales_order WHERE id = ?`, orderID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "order.notFound")
		}
		return fmt.Errorf("order: note on %d: %w", orderID, err)
	}
	values := url.Values{}
	for name, v := range args {
		values.Set(name, v)
	}
	return s.addHistory(ctx, orderID, HistoryEntry{Status: Status(status), Comment: historyComment(key, values), CreatedAt: s.now().UTC()})
}
