package order

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// OptionFile is a file a customer uploaded for a file option of an
// ordered item (a club's logo), as the order keeps it.
type OptionFile struct {
	ID          int64
	FileName    string
	ContentType string
	Data        []byte
}

// keepOptionFiles copies the cart's files that o's items name into the
// order (in the transaction that inserts it), so that they outlive the
// cart, and names them on the items' options.
func keepOptionFiles(ctx context.Context, tx db.Handle, o *Order) error {
	for i := range o.Items {
		for j := range o.Items[i].Options {
			op := &o.Items[i].Options[j]
			if op.cartFile == 0 {
				continue
			}
			if err := tx.Get(ctx, &op.File, `INSERT INTO sales_order_option_file (order_id, file_name, content_type, size, width, height, data, created_at)
				SELECT ?, file_name, content_type, size, width, height, data, ? FROM cart_option_file WHERE id = ? RETURNING id`,
				o.ID, o.CreatedAt, op.cartFile); err != nil {
				if errors.Is(err, sql.ErrNoRows) {
					return apperr.New(apperr.Conflict, "order.cart.itemErrors")
				}
				return fmt.Errorf("order: keep the file of %s: %w", o.Number, err)
			}
		}
	}
	return nil
}

// OptionFile is a file kept on the order orderID; NotFound when the order
// has no such file (or a customer's erasure deleted it). Callers check
// who may see it.
func (s *service) OptionFile(ctx context.Context, orderID, fileID int64) (OptionFile, error) {
	var f struct {
		ID          int64  `db:"id"`
		FileName    string `db:"file_name"`
		ContentType string `db:"content_type"`
		Data        []byte `db:"data"`
	}
	err := s.db.Read().Get(ctx, &f, `SELECT id, file_name, content_type, data FROM sales_order_option_file WHERE id = ? AND order_id = ?`,
		fileID, orderID)
	if errors.Is(err, sql.ErrNoRows) {
		return OptionFile{}, apperr.New(apperr.NotFound, "order.optionFile.notFound")
	}
	if err != nil {
		return OptionFile{}, fmt.Errorf("order: option file %d: %w", fileID, err)
	}
	return OptionFile{ID: f.ID, FileName: f.FileName, ContentType: f.ContentType, Data: f.Data}, nil
}

// eraseOptionFiles deletes the files a customer uploaded: those kept on
// their orders and those in their carts (a customer's erasure).
func (s *service) eraseOptionFiles(ctx context.Context, customerID int64) error {
	if _, err := s.db.Write().Exec(ctx, `DELETE FROM sales_order_option_file WHERE order_id IN (
		SELECT id FROM sales_order WHERE customer_id = ?)`, customerID); err != nil {
		return fmt.Errorf("order: erase the option files of %d: %w", customerID, err)
	}
	if _, err := s.db.Write().Exec(ctx, `DELETE FROM cart_option_file WHERE cart_id IN (
		SELECT id FROM cart WHERE customer_id = ?)`, customerID); err != nil {
		return fmt.Errorf("order: erase the cart files of %d: %w", customerID, err)
	}
	return nil
}
