package returns

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// returnRow is a row of sales_return.
type returnRow struct {
	ID            int64         `db:"id"`
	UID           string        `db:"uid"`
	Reference     string        `db:"reference"`
	OrderID       int64         `db:"order_id"`
	CustomerID    sql.NullInt64 `db:"customer_id"`
	Status        string        `db:"status"`
	Comment       string        `db:"comment"`
	RefusalReason string        `db:"refusal_reason"`
	RefundID      sql.NullInt64 `db:"refund_id"`
	WithdrawalID  sql.NullInt64 `db:"withdrawal_id"`
	Locale        string        `db:"locale"`
	Carrier       string        `db:"carrier"`
	CarrierState  string        `db:"carrier_state"`
	ShipmentNo    string        `db:"shipment_no"`
	CarrierError  string        `db:"carrier_error"`
	CreatedAt     time.Time     `db:"created_at"`
	UpdatedAt     time.Time     `db:"updated_at"`
}

const returnColumns = `id, uid, reference, order_id, customer_id, status, comment, refusal_reason, refund_id, withdrawal_id,
	locale, carrier, carrier_state, shipment_no, carrier_error, created_at, updated_at`

func (r returnRow) value() Return {
	return Return{ID: r.ID, UID: r.UID, Reference: r.Reference, OrderID: r.OrderID, CustomerID: r.CustomerID.Int64,
		Status: Status(r.Status), Comment: r.Comment, RefusalReason: r.RefusalReason, RefundID: r.RefundID.Int64,
		WithdrawalID: r.WithdrawalID.Int64, Locale: i18n.Locale(r.Locale), Carrier: r.Carrier, CarrierState: r.CarrierState,
		ShipmentNo: r.ShipmentNo, CarrierError: r.CarrierError, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
		Items: []Item{}}
}

// itemRow is a row of sales_return_item.
type itemRow struct {
	ReturnID    int64  `db:"return_id"`
	OrderItemID int64  `db:"order_item_id"`
	Qty         int    `db:"qty"`
	ReasonCode  string `db:"reason_code"`
	Status      string `db:"status"`
}

// newUID is a return's opaque id: 128 random bits, URL-safe.
func newUID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// insert writes a new return and its items.
func insert(ctx context.Context, h db.Handle, r *Return) error {
	var customer, withdrawal any
	if r.CustomerID != 0 {
		customer = r.CustomerID
	}
	if r.WithdrawalID != 0 {
		withdrawal = r.WithdrawalID
	}
	if err := h.Get(ctx, &r.ID, `INSERT INTO sales_return (uid, reference, order_id, customer_id, status, comment, withdrawal_id,
		locale, carrier, carrier_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		r.UID, r.Reference, r.OrderID, customer, string(r.Status), r.Comment, withdrawal, string(r.Locale), r.Carrier, r.CarrierState,
		r.CreatedAt, r.UpdatedAt); err != nil {
		return fmt.Errorf("returns: insert %s: %w", r.Reference, err)
	}
	for i, it := range r.Items {
		if _, err := h.Exec(ctx, `INSERT INTO sales_return_item (return_id, order_item_id, qty, reason_code, status, position)
			VALUES (?, ?, ?, ?, ?, ?)`, r.ID, it.OrderItemID, it.Qty, it.ReasonCode, string(it.Status), i); err != nil {
			return fmt.Errorf("returns: insert item %d of %s: %w", it.OrderItemID, r.Reference, err)
		}
	}
	return nil
}

// returnedOf is how many of each item of order orderID returns that were
// not refused hold.
func returnedOf(ctx context.Context, h db.Handle, orderID int64) (map[int64]int, error) {
	var rows []struct {
		ID  int64 `db:"order_item_id"`
		Qty int   `db:"qty"`
	}
	if err := h.Select(ctx, &rows, `SELECT i.order_item_id, SUM(i.qty) AS qty FROM sales_return_item i
		JOIN sales_return r ON r.id = i.return_id
		WHERE r.order_id = ? AND r.status <> 'refused' GROUP BY i.order_item_id`, orderID); err != nil {
		return nil, fmt.Errorf("returns: returned of order %d: %w", orderID, err)
	}
	out := make(map[int64]int, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Qty
	}
	return out, nil
}

// load reads returns matching where (on sales_return, aliased r) with
// their items, newest first: one statement per table.
func load(ctx context.Context, h db.Handle, where string, args ...any) ([]Return, error) {
	var rows []returnRow
	if err := h.Select(ctx, &rows, `SELECT `+returnColumns+` FROM sales_return r WHERE `+where+` ORDER BY r.id DESC`, args...); err != nil {
		return nil, fmt.Errorf("returns: load: %w", err)
	}
	if len(rows) == 0 {
		return []Return{}, nil
	}
	out := make([]Return, len(rows))
	at := make(map[int64]*Return, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = r.value()
		at[r.ID] = &out[i]
		ids[i] = r.ID
	}
	var items []itemRow
	if err := h.Select(ctx, &items, `SELECT return_id, order_item_id, qty, reason_code, status FROM sales_return_item
		WHERE return_id IN (`+db.InList(len(ids))+`) ORDER BY return_id, position`, db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("returns: load items: %w", err)
	}
	for _, it := range items {
		r := at[it.ReturnID]
		r.Items = append(r.Items, Item{OrderItemID: it.OrderItemID, Qty: it.Qty, ReasonCode: it.ReasonCode, Status: Status(it.Status)})
	}
	return out, nil
}

// one is the return matching where; NotFound when there is none.
func one(ctx context.Context, h db.Handle, where string, args ...any) (Return, error) {
	rs, err := load(ctx, h, where, args...)
	if err != nil {
		return Return{}, err
	}
	if len(rs) == 0 {
		return Return{}, notFound()
	}
	return rs[0], nil
}

// setStatus moves a return and its items to status.
func setStatus(ctx context.Context, h db.Handle, r *Return, status Status, now time.Time) error {
	if _, err := h.Exec(ctx, `UPDATE sales_return SET status = ?, refusal_reason = ?, updated_at = ? WHERE id = ?`,
		string(status), r.RefusalReason, now, r.ID); err != nil {
		return fmt.Errorf("returns: set %s %s: %w", r.Reference, status, err)
	}
	if _, err := h.Exec(ctx, `UPDATE sales_return_item SET status = ? WHERE return_id = ?`, string(status), r.ID); err != nil {
		return fmt.Errorf("returns: set items of %s %s: %w", r.Reference, status, err)
	}
	r.Status, r.UpdatedAt = status, now
	for i := range r.Items {
		r.Items[i].Status = status
	}
	return nil
}

var errNoRows = sql.ErrNoRows

func isNoRows(err error) bool { return errors.Is(err, errNoRows) }
