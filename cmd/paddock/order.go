package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

const orderUsage = `usage: paddock order show <number>   the order's status, payment and total
       paddock order paid <number>   record that the bank transfer of the order arrived
`

// orderCommand shows an order or records the money of a bank transfer
// (until the back office exists): the payment is recorded paid as a
// provider's notification would record it, so the order moves to
// processing and the customer gets the "payment received" mail once;
// asked again it says so and changes nothing.
func orderCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) != 2 || (args[0] != "show" && args[0] != "paid") {
		fmt.Fprint(stderr, orderUsage)
		return 2
	}
	action, number := args[0], strings.TrimSpace(args[1])
	staff, err := app.OpenStaff(ctx, cfg, logger)
	if err != nil {
		logger.Error("paddock order failed", "error", err)
		return 1
	}
	defer staff.Close()
	ctx = i18n.WithLocale(ctx, i18n.English)
	m := i18n.Messages()
	fail := func(err error) int {
		var e *apperr.Error
		if errors.As(err, &e) && e.Kind != apperr.Internal {
			fmt.Fprintln(stderr, "paddock:", e.Message(ctx))
			return 1
		}
		logger.Error("paddock order "+action+" failed", "error", err)
		return 1
	}
	if action == "paid" {
		o, changed, err := staff.Orders.RecordBankTransfer(ctx, number)
		if err != nil {
			return fail(err)
		}
		if changed {
			fmt.Fprintln(stdout, m.T(i18n.English, "order.paid.recorded", "number", o.Number))
		} else {
			fmt.Fprintln(stdout, m.T(i18n.English, "order.paid.already", "number", o.Number))
		}
	}
	o, pay, err := staff.Orders.OrderByNumber(ctx, number)
	if err != nil {
		return fail(err)
	}
	printOrder(stdout, o, string(pay.Status))
	return 0
}

// printOrder writes an order's state for staff.
func printOrder(w io.Writer, o order.Order, paymentStatus string) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		berlin = time.UTC
	}
	who := o.Email + " (guest)"
	if o.CustomerID != 0 {
		who = fmt.Sprintf("%s (customer %d)", o.Email, o.CustomerID)
	}
	fmt.Fprintf(w, "order     %s\nstatus    %s (%s)\nplaced    %s\ncustomer  %s\npayment   %s, %s\ntotal     %s\n",
		o.Number, o.Status, o.Status.Label(i18n.English), o.CreatedAt.In(berlin).Format("2006-01-02 15:04 MST"), who,
		o.PaymentMethod, paymentStatus, money.Format(o.Totals.GrandTotal, i18n.English))
}
