package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/returns"
)

const returnUsage = `usage: paddock return show <reference>
                                     a return (000000012-R1): its order, status, items and reasons
       paddock return receive <reference>
                                     the parcel arrived (the customer is mailed)
       paddock return refuse <reference> [--reason text]
                                     refuse a requested or received return (its items become
                                     returnable again; the customer is mailed with the reason)
       paddock return refund <reference>
                                     give a received return's value back through the order's
                                     refund (unit price × quantity less the items' discount)
       paddock return label <reference> <file.pdf>
                                     write the return's label
`

// returnCommand is the staff's side of returns until the back office
// exists: show, receive, refuse, refund, and the label.
func returnCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 {
		fmt.Fprint(stderr, returnUsage)
		return 2
	}
	verb, reference := args[0], args[1]
	fs := flag.NewFlagSet("paddock return "+verb, flag.ContinueOnError)
	fs.SetOutput(stderr)
	reason := fs.String("reason", "", "why the return is refused, for the customer (refuse)")
	var file string
	switch verb {
	case "show", "receive", "refund":
		if len(args) != 2 {
			fmt.Fprint(stderr, returnUsage)
			return 2
		}
	case "refuse":
		if err := fs.Parse(args[2:]); err != nil || fs.NArg() > 0 {
			if err == nil {
				fmt.Fprint(stderr, returnUsage)
			}
			return 2
		}
	case "label":
		if len(args) != 3 {
			fmt.Fprint(stderr, returnUsage)
			return 2
		}
		file = args[2]
	default:
		fmt.Fprint(stderr, returnUsage)
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "return", verb, stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	switch verb {
	case "receive":
		if _, err := staff.Returns.Receive(ctx, reference); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "return %s received; the customer is mailed\n", reference)
	case "refuse":
		if _, err := staff.Returns.Refuse(ctx, reference, *reason); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "return %s refused; the customer is mailed\n", reference)
	case "refund":
		_, refund, err := staff.Returns.Refund(ctx, reference)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "return %s refunded: %s (refund %d, %s); the customer is mailed\n", reference,
			money.Format(refund.Amount, i18n.English), refund.ID, refund.State)
		printRefund(stdout, refund)
	case "label":
		label, err := staff.Returns.LabelOf(ctx, reference)
		if err != nil {
			return fail(err)
		}
		if err := os.WriteFile(file, label.Data, 0o600); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", file, len(label.Data))
		return 0
	}
	r, o, err := staff.Returns.ByReference(ctx, reference)
	if err != nil {
		return fail(err)
	}
	value, err := staff.Returns.Value(ctx, r, o)
	if err != nil {
		return fail(err)
	}
	printReturn(stdout, r, o, value)
	return 0
}

// printReturn writes a return as staff read it.
func printReturn(w io.Writer, r returns.Return, o order.Order, value catalog.Money) {
	out := labelled{w}
	line := out.line
	line("return", r.Reference)
	line("order", o.Number+" ("+o.Email+")")
	line("status", string(r.Status))
	line("asked", r.CreatedAt.UTC().Format("2006-01-02 15:04:05")+" UTC, in "+string(r.Locale))
	if r.WithdrawalID != 0 {
		line("started", fmt.Sprintf("by withdrawal declaration %d", r.WithdrawalID))
	}
	switch {
	case r.PrepaidLabel():
		line("label", fmt.Sprintf("%s return label, shipment %s (postage paid by the shop)", strings.ToUpper(r.Carrier), r.ShipmentNo))
	case r.Carrier != "":
		line("label", fmt.Sprintf("reference sheet: the %s label is %s", strings.ToUpper(r.Carrier), r.CarrierState))
		if r.CarrierError != "" {
			line("carrier", r.CarrierError+" (paddock return label "+r.Reference+" asks again)")
		}
	default:
		line("label", "reference sheet (no carrier: the postage is the customer's)")
	}
	items := make(map[int64]order.Item, len(o.Items))
	for _, it := range o.Items {
		items[it.ID] = it
	}
	described := make([]string, len(r.Items))
	for i, it := range r.Items {
		oi := items[it.OrderItemID]
		described[i] = fmt.Sprintf("%d × %s (%s), %s", it.Qty, oi.Name, oi.SKU, it.ReasonCode)
	}
	out.lines("items", described)
	line("value", money.Format(value, i18n.English))
	if r.Comment != "" {
		line("comment", r.Comment)
	}
	if r.RefusalReason != "" {
		line("refused", r.RefusalReason)
	}
	switch {
	case r.RefundID != 0:
		line("refund", fmt.Sprintf("%d", r.RefundID))
	case r.Status == returns.Refunded:
		line("refund", "none recorded: the refund was interrupted; check paddock order show "+o.Number)
	}
}
