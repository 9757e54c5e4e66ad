package order

import (
	"context"
	"fmt"
	"time"

	"paddock/internal/cart"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/storecode"
)

// RetryWindow is how long an order whose hosted payment ended without
// money (failed, canceled, expired) waits for another attempt (the
// customer's "pay now") before it is cancelled and its stock returned:
// until the end of the day (Berlin) RetryWindow after the failure, the day
// the payment-failed mail names.
const RetryWindow = 48 * time.Hour

// retryDeadline is the last moment an order whose payment ended without
// money at failedAt may still be paid: the end of the day, in Berlin,
// RetryWindow later.
func retryDeadline(failedAt time.Time) time.Time {
	d := failedAt.In(berlin).Add(RetryWindow)
	return time.Date(d.Year(), d.Month(), d.Day(), 23, 59, 59, 0, berlin)
}

// awaitsRetry reports whether an order is one whose hosted payment ended
// without money and that waits for another attempt.
func awaitsRetry(o Order, pay payment.Payment) bool {
	return o.Status == PendingPayment && o.PaymentMethod != banktransfer.Code && pay.Status.Unsuccessful()
}

func (s *service) PayAgain(ctx context.Context, token string) (payment.Payment, error) {
	pay, err := s.Payments.ByToken(ctx, token)
	if err != nil {
		return payment.Payment{}, err
	}
	// The status now: a payment paid meanwhile is not paid twice.
	if _, err := s.ApplyPayment(ctx, pay.ID); err != nil {
		return payment.Payment{}, err
	}
	o, err := s.load(ctx, s.db.Read(), `id = ?`, pay.OrderID)
	if err != nil {
		return payment.Payment{}, err
	}
	switch o.Status {
	case PendingPayment:
	case Canceled:
		return payment.Payment{}, apperr.New(apperr.Conflict, "order.payAgain.canceled", "number", o.Number)
	default:
		return payment.Payment{}, apperr.New(apperr.Conflict, "order.payAgain.paid", "number", o.Number)
	}
	if o.PaymentMethod == banktransfer.Code {
		return payment.Payment{}, apperr.New(apperr.Conflict, "order.payAgain.offline", "number", o.Number)
	}
	if pay, err = s.Payments.Retry(ctx, pay.ID); err != nil {
		return payment.Payment{}, err
	}
	return s.Payments.Start(ctx, pay.ID, startInput(o))
}

func (s *service) ChangePaymentMethod(ctx context.Context, token string, customerID int64, store storecode.Store) (*cart.Cart, error) {
	pay, err := s.Payments.ByToken(ctx, token)
	if err != nil {
		return nil, err
	}
	c, err := s.giveUp(ctx, pay.OrderID, store)
	if err != nil {
		return nil, err
	}
	if c.CustomerID != 0 && c.CustomerID != customerID {
		return nil, nil // a customer's cart only with the customer's session
	}
	return &c, nil
}

// giveUp gives up an order waiting for its hosted payment so the customer
// can pay with another method: a payment still open is cancelled at its
// provider first (one its provider cannot cancel keeps the order waiting:
// Conflict "order.restore.paymentOpen", since it may still be paid), then
// the order is cancelled (stock and coupon uses back) and its items come
// back in a cart with the checkout's choices (restore). A cancelled order
// just gives its cart back; a paid one is Conflict.
func (s *service) giveUp(ctx context.Context, orderID int64, store storecode.Store) (cart.Cart, error) {
	pay, err := s.Payments.ByOrder(ctx, orderID)
	if err != nil {
		return cart.Cart{}, err
	}
	if _, err := s.ApplyPayment(ctx, pay.ID); err != nil {
		return cart.Cart{}, err
	}
	if pay, err = s.Payments.ByOrder(ctx, orderID); err != nil {
		return cart.Cart{}, err
	}
	status := pay.Status
	if !status.Final() && !status.Succeeded() && pay.Method != banktransfer.Code {
		if status, err = s.Payments.Cancel(ctx, pay.ID); err != nil {
			return cart.Cart{}, err
		}
	}
	var c cart.Cart
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		o, err := s.hold(ctx, `id = ?`, orderID)
		if err != nil {
			return err
		}
		if o.Status == PendingPayment && o.PaymentMethod != banktransfer.Code {
			if status.Unsuccessful() {
				// Recorded here, without the payment-failed mail: the
				// customer gave the payment up on purpose.
				if _, _, _, err := s.Payments.Record(ctx, pay.ID, status); err != nil {
					return err
				}
			} else if !status.Succeeded() {
				return apperr.New(apperr.Conflict, "order.restore.paymentOpen", "number", o.Number)
			}
			if status.Unsuccessful() {
				if err := s.cancel(ctx, &o, "order.history.methodChanged"); err != nil {
					return err
				}
			}
		}
		c, err = s.restoreHeld(ctx, o, store)
		return err
	})
	return c, err
}

// settleRetries cancels the orders whose hosted payment ended without
// money and that were not paid by their retry deadline, returning their
// stock, and tells their customers. It answers how many it cancelled.
func (s *service) settleRetries(ctx context.Context) (int, error) {
	var ids []int64
	// The deadline is the end of a day after the failure: what failed
	// before the cut-off is past it.
	cutoff := s.now().In(berlin).Add(-RetryWindow)
	cutoff = time.Date(cutoff.Year(), cutoff.Month(), cutoff.Day(), 0, 0, 0, 0, berlin)
	if err := s.db.Read().Select(ctx, &ids, `SELECT o.id FROM sales_order o JOIN payment p ON p.order_id = o.id
		WHERE o.status = ? AND o.payment_method <> ? AND p.status IN (?, ?, ?) AND p.updated_at < ?
		ORDER BY o.id LIMIT ?`, string(PendingPayment), banktransfer.Code,
		string(payment.Failed), string(payment.Canceled), string(payment.Expired), cutoff.UTC(), settleBatch); err != nil {
		return 0, fmt.Errorf("order: retries past their deadline: %w", err)
	}
	n := 0
	for _, id := range ids {
		err := s.db.InTransaction(ctx, func(ctx context.Context) error {
			o, err := s.hold(ctx, `id = ?`, id)
			if err != nil {
				return err
			}
			pay, err := s.Payments.ByOrder(ctx, id)
			if err != nil {
				return err
			}
			if !awaitsRetry(o, pay) || !s.now().After(retryDeadline(pay.UpdatedAt)) {
				return nil // paid or tried again meanwhile
			}
			if err := s.cancel(ctx, &o, "order.history.retryExpired"); err != nil {
				return err
			}
			n++
			return s.mailRetryExpired(ctx, o)
		})
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
