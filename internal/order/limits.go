package order

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"paddock/internal/cart"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/settings"
)

// What one order may hold, and how much may wait for a bank transfer
// (issue 23, point 5: one anonymous order of 100 lines took 3,462 units
// and held them for 14 days unpaid). The carts refuse more as it is added
// (cart.Service.AddItems, UpdateItems); placing checks again, with the
// settings as they are in the order's transaction, and decides.

// Terms are the shop's settings placing is held to (settings.Service).
type Terms interface {
	OrderLimits(ctx context.Context) (settings.OrderLimits, error)
	BankTransfer(ctx context.Context) (settings.BankTransfer, error)
}

// terms are the order limits and the bank-transfer settings now; their
// defaults without Terms.
func (s *service) terms(ctx context.Context) (settings.OrderLimits, settings.BankTransfer, error) {
	if s.Terms == nil {
		return settings.DefaultOrderLimits, settings.DefaultBankTransfer, nil
	}
	limits, err := s.Terms.OrderLimits(ctx)
	if err != nil {
		return limits, settings.BankTransfer{}, err
	}
	transfer, err := s.Terms.BankTransfer(ctx)
	return limits, transfer, err
}

// checkQuantities refuses a cart that holds more than one order may:
// more different products (lines), more items in all, or more of one
// product than a line may hold. It runs in the placing transaction on the
// cart as held, before the cart's own item errors are looked at, so that
// the customer reads which limit it is.
func (s *service) checkQuantities(ctx context.Context, c cart.Cart) error {
	limits, _, err := s.terms(ctx)
	if err != nil {
		return err
	}
	total := 0
	for _, it := range c.Items {
		total += it.Quantity
	}
	switch {
	case len(c.Items) > limits.Lines:
		return apperr.New(apperr.Invalid, "order.limits.lines", "max", limits.Lines)
	case total > limits.OrderQuantity:
		return apperr.New(apperr.Invalid, "order.limits.quantity", "max", limits.OrderQuantity)
	}
	for _, it := range c.Items {
		if it.Quantity > limits.LineQuantity {
			return apperr.New(apperr.Invalid, "order.limits.lineQuantity", "name", it.Product.Name, "max", limits.LineQuantity)
		}
	}
	return nil
}

// checkTransferCaps refuses an order paid by bank transfer that would make
// its address's or its client's orders awaiting a transfer more, or worth
// more, than the settings allow, and one worth more than that alone. It
// runs in the placing transaction after the order's number was drawn: the
// website's order_sequence row, held from there to the commit, makes the
// website's placements count one after another, so that placements at
// once cannot pass a cap together (each counts the committed orders of
// those before it).
func (s *service) checkTransferCaps(ctx context.Context, o Order) error {
	if o.PaymentMethod != banktransfer.Code {
		return nil
	}
	_, transfer, err := s.terms(ctx)
	if err != nil {
		return err
	}
	if int64(o.Totals.GrandTotal) > transfer.MaxValue() {
		return apperr.New(apperr.Invalid, "order.bankTransfer.value", "amount", money.Format(transfer.MaxValue(), i18n.LocaleFrom(ctx))).
			OnField("payment_method")
	}
	caps := []struct {
		column string
		key    any
		orders int
		value  int64
	}{
		{"email_key", mail.MailboxKey(o.Email), transfer.OpenOrdersPerEmail, transfer.OpenValuePerEmail},
		{"client_key", clientKey(ctx), transfer.OpenOrdersPerClient, transfer.OpenValuePerClient},
	}
	for _, c := range caps {
		if c.key == nil {
			continue // no client known: staff's commands, jobs
		}
		var open struct {
			Orders int   `db:"orders"`
			Value  int64 `db:"value"`
		}
		// The literal status and method let SQLite use the partial index.
		if err := s.db.Write().Get(ctx, &open, `SELECT COUNT(*) AS orders, COALESCE(SUM(grand_total), 0) AS value FROM sales_order
			WHERE website = ? AND `+c.column+` = ? AND status = '`+string(PendingPayment)+`' AND payment_method = '`+banktransfer.Code+`'`,
			o.Website, c.key); err != nil {
			return fmt.Errorf("order: orders awaiting a transfer: %w", err)
		}
		if open.Orders+1 > c.orders || open.Value+int64(o.Totals.GrandTotal) > c.value {
			return apperr.New(apperr.Invalid, "order.bankTransfer.limit").OnField("payment_method")
		}
	}
	return nil
}

// transferDeadline is the day an order awaiting a bank transfer is
// cancelled after, with the life cycle's settings now (in the placing
// transaction: as set then).
func (s *service) transferDeadline(ctx context.Context, o Order) (time.Time, error) {
	_, transfer, err := s.terms(ctx)
	if err != nil {
		return time.Time{}, err
	}
	return o.CreatedAt.Add(transfer.CancelAfter()).In(berlin), nil
}

// clientKey is what orders awaiting their payment are counted by per
// client: a hash of the client's address (IPv6 by its /64, as rate limits
// count), never the address itself, kept only while the order awaits its
// payment (setStatus forgets it); nil when no client is known (staff's
// commands, jobs).
func clientKey(ctx context.Context) any {
	ip := ratelimit.ClientFrom(ctx).IP
	if ip == "" {
		return nil
	}
	sum := sha256.Sum256([]byte("order.client\x00" + ratelimit.IPKey(ip)))
	return hex.EncodeToString(sum[:])
}
