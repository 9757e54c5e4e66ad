package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"paddock/internal/app"
	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

const orderUsage = `usage: paddock order show <number>   the order's status, payment, total, documents and refunds
       paddock order paid <number>   record that the bank transfer of the order arrived
       paddock order refund <number> [--amount 12.34] [--reason text]
                                     give money back through the order's payment provider
                                     (all that is left without --amount); paid out, it gets
                                     its credit note and the customer a mail
`

// orderCommand shows an order or records the money of a bank transfer
// (until the back office exists): the payment is recorded paid as a
// provider's notification would record it, so the order moves to
// processing and the customer gets the "payment received" mail once;
// asked again it says so and changes nothing.
func orderCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || (args[0] != "show" && args[0] != "paid" && args[0] != "refund") || (args[0] != "refund" && len(args) != 2) {
		fmt.Fprint(stderr, orderUsage)
		return 2
	}
	action, number := args[0], strings.TrimSpace(args[1])
	var refund order.RefundInput
	if action == "refund" {
		var ok bool
		if refund, ok = refundInput(number, args[2:], stderr); !ok {
			return 2
		}
	}
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
	if action == "refund" {
		r, err := staff.Orders.Refund(ctx, refund)
		if err != nil {
			return fail(err)
		}
		amount := money.Format(r.Amount, i18n.English)
		switch {
		case r.CreditNote != nil:
			fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.done", "amount", amount, "document", r.CreditNote.Number))
		case r.Status == payment.RefundRefunded:
			fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.paidOut", "amount", amount))
		case r.ProviderRef == "":
			fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.later", "amount", amount))
		default:
			fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.pending", "amount", amount, "status", string(r.Status)))
		}
	}
	o, pay, err := staff.Orders.OrderByNumber(ctx, number)
	if err != nil {
		return fail(err)
	}
	printOrder(stdout, o, string(pay.Status))
	docs, err := staff.Orders.Documents(ctx, []int64{o.ID})
	if err != nil {
		return fail(err)
	}
	refunds, err := staff.Orders.Refunds(ctx, o.ID)
	if err != nil {
		return fail(err)
	}
	printDocuments(stdout, docs[o.ID], refunds)
	return 0
}

// refundInput reads refund's flags: --amount in euros (12.34 or 12,34;
// all that is left without it) and --reason.
func refundInput(number string, args []string, stderr io.Writer) (order.RefundInput, bool) {
	fs := flag.NewFlagSet("paddock order refund", flag.ContinueOnError)
	fs.SetOutput(stderr)
	amount := fs.String("amount", "", "the amount in euros, 12.34 (all that is left when not given)")
	reason := fs.String("reason", "", "why, printed on the credit note")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, orderUsage)
		return order.RefundInput{}, false
	}
	in := order.RefundInput{Number: number, Reason: *reason}
	if *amount != "" {
		cents, ok := parseEuros(*amount)
		if !ok {
			fmt.Fprintf(stderr, "paddock: --amount %q is no amount in euros (12.34)\n", *amount)
			return order.RefundInput{}, false
		}
		in.Amount = cents
	}
	return in, true
}

// parseEuros reads a positive amount of euros with at most two decimals
// (a point or a comma) as cents.
func parseEuros(s string) (catalog.Money, bool) {
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), "€"))
	whole, frac, _ := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if whole == "" || len(whole) > 7 || len(frac) > 2 || strings.Trim(whole+frac, "0123456789") != "" {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	euros, err1 := strconv.ParseInt(whole, 10, 64)
	cents, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil || euros*100+cents <= 0 {
		return 0, false
	}
	return catalog.Money(euros*100 + cents), true
}

// printDocuments writes an order's invoices, credit notes and refunds.
func printDocuments(w io.Writer, docs []order.Document, refunds []order.Refund) {
	for _, d := range docs {
		fmt.Fprintf(w, "%-9s %s of %s, %s\n", map[order.DocumentKind]string{order.KindInvoice: "invoice", order.KindCreditNote: "credit"}[d.Kind],
			d.Number, d.Sheet.IssueDate, money.Format(d.Sheet.Totals.Gross, i18n.English))
	}
	for _, r := range refunds {
		ref := r.ProviderRef
		if ref == "" {
			ref = "not answered yet"
		}
		fmt.Fprintf(w, "refund    %s, %s (%s)\n", money.Format(r.Amount, i18n.English), r.Status, ref)
	}
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
