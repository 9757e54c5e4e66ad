package order

import (
	"context"
	"errors"
	"fmt"
	"time"

	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/settings"
)

// BankTransferJobKind is the periodic job that runs SettleBankTransfers
// with the shop's settings.
const BankTransferJobKind = "order.bank-transfers"

// BankTransferRun is what one SettleBankTransfers did.
type BankTransferRun struct {
	Reminded int
	Canceled int
}

// settleBatch bounds the orders one statement of SettleBankTransfers
// reads; a run goes on until none is left.
const settleBatch = 100

// awaiting lists orders paid by bank transfer still waiting for the money,
// placed at or before placedBy (and, for reminders, not reminded yet),
// oldest first.
func (s *service) awaiting(ctx context.Context, placedBy time.Time, unremindedOnly bool, after int64) ([]awaitingOrder, error) {
	q := `SELECT o.id, p.id AS payment_id, o.created_at FROM sales_order o JOIN payment p ON p.order_id = o.id
		WHERE o.status = ? AND o.payment_method = ? AND o.created_at <= ? AND o.id > ?`
	if unremindedOnly {
		q += ` AND o.payment_reminded_at IS NULL`
	}
	var out []awaitingOrder
	err := s.db.Read().Select(ctx, &out, q+` ORDER BY o.id LIMIT ?`, string(PendingPayment), banktransfer.Code, placedBy.UTC(), after, settleBatch)
	if err != nil {
		return nil, fmt.Errorf("order: awaited bank transfers: %w", err)
	}
	return out, nil
}

type awaitingOrder struct {
	ID        int64     `db:"id"`
	PaymentID int64     `db:"payment_id"`
	CreatedAt time.Time `db:"created_at"`
}

func (s *service) SettleBankTransfers(ctx context.Context, terms settings.BankTransfer) (BankTransferRun, error) {
	var run BankTransferRun
	if terms.ReminderDays <= 0 || terms.CancelDays <= terms.ReminderDays {
		return run, fmt.Errorf("order: bank-transfer terms %+v: the cancellation must come after the reminder", terms)
	}
	now := s.now().UTC()
	var errs []error

	// Cancel first: an order past the cancel days is cancelled whether or
	// not it was reminded (the job may not have run in between), through
	// the path a provider's expired payment takes: the payment recorded
	// expired under its row lock, the order cancelled with its stock and
	// coupon uses returned once, the customer mailed once.
	for after := int64(0); ; {
		due, err := s.awaiting(ctx, now.Add(-terms.CancelAfter()), false, after)
		if err != nil {
			return run, errors.Join(append(errs, err)...)
		}
		for _, o := range due {
			after = o.ID
			changed, err := s.applyStatus(ctx, o.PaymentID, payment.Expired)
			if err != nil {
				errs = append(errs, err) // one order's trouble keeps no other waiting
				continue
			}
			if changed {
				run.Canceled++
			}
		}
		if len(due) < settleBatch {
			break
		}
	}

	for after := int64(0); ; {
		due, err := s.awaiting(ctx, now.Add(-terms.ReminderAfter()), true, after)
		if err != nil {
			return run, errors.Join(append(errs, err)...)
		}
		for _, o := range due {
			after = o.ID
			sent, err := s.remind(ctx, o.ID, o.CreatedAt.Add(terms.CancelAfter()), now)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if sent {
				run.Reminded++
			}
		}
		if len(due) < settleBatch {
			break
		}
	}
	return run, errors.Join(errs...)
}

// remind sends an awaited bank transfer's reminder once: the order is
// marked reminded in the transaction that enqueues the mail, only while
// it is still pending and not reminded, so a concurrent run (another
// instance) or a run again finds nothing to do.
func (s *service) remind(ctx context.Context, orderID int64, cancelOn, now time.Time) (bool, error) {
	sent := false
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		sent = false // a run again after an abort starts afresh
		tx := s.db.Write()
		res, err := tx.Exec(ctx, `UPDATE sales_order SET payment_reminded_at = ? WHERE id = ? AND status = ? AND payment_method = ?
			AND payment_reminded_at IS NULL`, now, orderID, string(PendingPayment), banktransfer.Code)
		if err != nil {
			return fmt.Errorf("order: mark %d reminded: %w", orderID, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		o, err := s.load(ctx, tx, `id = ?`, orderID)
		if err != nil {
			return err
		}
		sent = true
		return s.mailPaymentReminder(ctx, o, cancelOn)
	})
	return sent, err
}
