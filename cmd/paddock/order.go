package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

const orderUsage = `usage: paddock order show <number>   the order's status, payment, total, documents and refunds
       paddock order paid <number>   record that the bank transfer of the order arrived
       paddock order refund <number> [--amount 12.34 | --shipping] [--reason text]
                                     give money back (all that is left without --amount, what
                                     is left of the shipping with --shipping): recorded as owed,
                                     then paid through the order's payment provider, or by a
                                     bank transfer you make for an order paid so; paid out, it
                                     gets its credit note and the customer a mail
       paddock order refunds-owed    the refunds still owed across orders (owed, being paid
                                     out, failed), oldest first
       paddock order refund-retry <refund-id>
                                     ask the provider again for a failed or waiting refund
       paddock order refund-paid <refund-id>
                                     record a refund owed as paid by you (the bank transfer
                                     you made): credit note and the customer's mail
       paddock order refund-cancel <refund-id>
                                     drop a refund that is not owed after all
       paddock order ship <number> --tracking X [--carrier dhl] [--title "DHL Paket"]
                          [--item SKU=qty]... [--at 2026-11-20]
                                     record a parcel sent (everything not yet shipped without
                                     --item); the customer gets the "has shipped" mail
       paddock order delivered <shipment-number> [--at 2026-11-22]
                                     record when a parcel arrived (now without --at)
       paddock order packing-slip <shipment-number> [--out slip.pdf]
                                     the parcel's packing slip as a PDF (to stdout without
                                     --out)
       paddock order cancel <number> [--reason text]
                                     cancel an order nothing of which has shipped: stock
                                     back, the customer mailed, all that is left of a paid
                                     order owed back and refunded
`

// orderCommand shows an order or records the money of a bank transfer
// (until the back office exists): the payment is recorded paid as a
// provider's notification would record it, so the order moves to
// processing and the customer gets the "payment received" mail once;
// asked again it says so and changes nothing. It gives money back
// (refund), lists the refunds still owed (refunds-owed) and settles them
// (refund-retry, refund-paid, refund-cancel), records parcels sent
// (ship: order.Staff.Ship, with the customer's "has shipped" mail) and
// when they arrived (delivered), and cancels an order before it ships
// (cancel: order.Staff.Cancel).
func orderCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && args[0] == "refunds-owed" {
		return owedRefundsCommand(ctx, cfg, logger, stdout, stderr)
	}
	if len(args) >= 2 && args[0] == "packing-slip" {
		return packingSlipCommand(ctx, cfg, logger, args[1:], stdout, stderr)
	}
	if len(args) == 2 && strings.HasPrefix(args[0], "refund-") {
		return refundCommand(ctx, cfg, logger, args[0], args[1], stdout, stderr)
	}
	withFlags := map[string]bool{"refund": true, "ship": true, "delivered": true, "cancel": true}
	if len(args) < 2 || (args[0] != "show" && args[0] != "paid" && !withFlags[args[0]]) || (!withFlags[args[0]] && len(args) != 2) {
		fmt.Fprint(stderr, orderUsage)
		return 2
	}
	action, number := args[0], strings.TrimSpace(args[1])
	var (
		refund    order.RefundInput
		ship      shipArgs
		delivered time.Time
		cancel    order.CancelInput
		ok        bool
	)
	switch action {
	case "refund":
		refund, ok = refundInput(number, args[2:], stderr)
	case "ship":
		ship, ok = shipInput(args[2:], stderr)
	case "delivered":
		delivered, ok = deliveredInput(args[2:], stderr)
	case "cancel":
		cancel, ok = cancelInput(number, args[2:], stderr)
	default:
		ok = true
	}
	if !ok {
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "order", action, stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	m := i18n.Messages()
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
		printRefund(stdout, r)
	}
	if action == "ship" {
		o, _, err := staff.Orders.OrderByNumber(ctx, number)
		if err != nil {
			return fail(err)
		}
		in, err := ship.input(o)
		if err != nil {
			return fail(err)
		}
		sh, err := staff.Orders.Ship(ctx, number, in)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, m.T(i18n.English, "order.ship.done", "shipment", sh.Number, "tracking", sh.Tracking))
	}
	if action == "delivered" {
		if err := staff.Orders.Delivered(ctx, number, delivered); err != nil {
			return fail(err)
		}
		shipment := number
		number, _, _ = strings.Cut(shipment, "-")
		fmt.Fprintln(stdout, m.T(i18n.English, "order.delivered.done", "shipment", shipment))
	}
	if action == "cancel" {
		_, r, err := staff.Orders.Cancel(ctx, cancel)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, m.T(i18n.English, "order.cancel.done", "number", number))
		if r != nil {
			printRefund(stdout, *r)
		}
	}
	o, pay, err := staff.Orders.OrderByNumber(ctx, number)
	if err != nil {
		return fail(err)
	}
	printOrder(stdout, o, string(pay.Status))
	printShipments(stdout, o)
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
	shipping := fs.Bool("shipping", false, "give back what is left of the shipping")
	reason := fs.String("reason", "", "why, printed on the credit note")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || (*shipping && *amount != "") {
		fmt.Fprint(stderr, orderUsage)
		return order.RefundInput{}, false
	}
	in := order.RefundInput{Number: number, Shipping: *shipping, Reason: *reason}
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

// printRefund says how far a refund got, and what staff can do about one
// still owed.
func printRefund(stdout io.Writer, r order.Refund) {
	m, amount, id := i18n.Messages(), money.Format(r.Amount, i18n.English), strconv.FormatInt(r.ID, 10)
	switch {
	case r.CreditNote != nil:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.done", "amount", amount, "document", r.CreditNote.Number))
	case r.State == order.RefundPaid:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.paidOut", "amount", amount))
	case r.State == order.RefundCanceled:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.canceled", "amount", amount, "id", id))
	case r.Method == order.ByTransfer:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.owedTransfer", "amount", amount, "id", id))
	case r.State == order.RefundFailed:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.failed", "amount", amount, "id", id, "error", r.LastError))
	case r.State == order.RefundOwed:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.later", "amount", amount))
	default:
		fmt.Fprintln(stdout, m.T(i18n.English, "order.refund.pending", "amount", amount, "status", string(r.Status)))
	}
}

// owedRefundsCommand lists the refunds still owed across orders.
func owedRefundsCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, stdout, stderr io.Writer) int {
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "order", "refunds-owed", stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	refunds, err := staff.Orders.OwedRefunds(ctx)
	if err != nil {
		return fail(err)
	}
	if len(refunds) == 0 {
		fmt.Fprintln(stdout, "no refunds owed")
		return 0
	}
	fmt.Fprintf(stdout, "%-7s %-9s %12s  %-7s %-8s %-8s  %s\n", "refund", "order", "amount", "state", "method", "attempts", "since / last error")
	for _, r := range refunds {
		fmt.Fprintf(stdout, "%-7d %-9s %12s  %-7s %-8s %8d  %s%s\n", r.ID, r.OrderNumber, money.Format(r.Amount, i18n.English), r.State,
			r.Method, r.Attempts, r.CreatedAt.In(berlin()).Format("2006-01-02 15:04"), lastError(r))
	}
	return 0
}

// lastError is a refund's last error as a list shows it.
func lastError(r order.Refund) string {
	if r.LastError == "" {
		return ""
	}
	return " / " + r.LastError
}

// refundCommand settles a refund owed: refund-retry, refund-paid or
// refund-cancel with its id.
func refundCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, verb, arg string, stdout, stderr io.Writer) int {
	id, err := strconv.ParseInt(strings.TrimSpace(arg), 10, 64)
	act := map[string]func(order.Staff, context.Context, int64) (order.Refund, error){
		"refund-retry":  order.Staff.RetryRefund,
		"refund-paid":   order.Staff.RecordRefundPaid,
		"refund-cancel": order.Staff.CancelRefund,
	}[verb]
	if err != nil || id <= 0 || act == nil {
		fmt.Fprint(stderr, orderUsage)
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "order", verb, stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	r, err := act(staff.Orders, ctx, id)
	if err != nil {
		return fail(err)
	}
	printRefund(stdout, r)
	return 0
}

// cancelInput reads cancel's flag: --reason.
func cancelInput(number string, args []string, stderr io.Writer) (order.CancelInput, bool) {
	fs := flag.NewFlagSet("paddock order cancel", flag.ContinueOnError)
	fs.SetOutput(stderr)
	reason := fs.String("reason", "", "why, for the order's history and the customer's mail")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, orderUsage)
		return order.CancelInput{}, false
	}
	return order.CancelInput{Number: number, Reason: *reason}, true
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

// shipArgs are ship's flags.
type shipArgs struct {
	carrier, title, tracking string
	// items are SKUs with quantities, in the order given.
	items []skuQty
	at    time.Time
}

type skuQty struct {
	sku string
	qty int
}

// repeated is a flag given any number of times.
type repeated []string

func (r *repeated) String() string     { return strings.Join(*r, ",") }
func (r *repeated) Set(v string) error { *r = append(*r, v); return nil }

// shipInput reads ship's flags: --tracking (needed), --carrier, --title,
// --item SKU=qty (any number), --at (a day or an RFC 3339 time).
func shipInput(args []string, stderr io.Writer) (shipArgs, bool) {
	fs := flag.NewFlagSet("paddock order ship", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var items repeated
	tracking := fs.String("tracking", "", "the parcel's tracking number")
	carrier := fs.String("carrier", "", "the carrier's code, dhl (the order's shipping carrier when not given)")
	title := fs.String("title", "", "the carrier's name, DHL Paket (the order's shipping method when not given)")
	at := fs.String("at", "", "when it left: 2026-11-20 or 2026-11-20T14:30:00+01:00 (now when not given)")
	fs.Var(&items, "item", "SKU=qty of an item in the parcel, any number of times (everything not yet shipped when not given)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, orderUsage)
		return shipArgs{}, false
	}
	out := shipArgs{carrier: *carrier, title: *title, tracking: *tracking}
	for _, it := range items {
		sku, qty, found := strings.Cut(it, "=")
		n, err := strconv.Atoi(strings.TrimSpace(qty))
		if !found || strings.TrimSpace(sku) == "" || err != nil || n < 1 {
			fmt.Fprintf(stderr, "paddock: --item %q is no SKU=quantity (HOSE-1=2)\n", it)
			return shipArgs{}, false
		}
		out.items = append(out.items, skuQty{sku: strings.TrimSpace(sku), qty: n})
	}
	var ok bool
	if out.at, ok = parseWhen(*at, time.Now()); !ok {
		fmt.Fprintf(stderr, "paddock: --at %q is no day (2026-11-20) or time (2026-11-20T14:30:00+01:00)\n", *at)
		return shipArgs{}, false
	}
	return out, true
}

// input is the parcel for order o: each SKU's quantity goes to the
// order's items of that SKU that are left to ship, in the order's order
// (what none can take stays with the last, which Ship refuses as too
// many).
func (a shipArgs) input(o order.Order) (order.ShipInput, error) {
	in := order.ShipInput{Carrier: a.carrier, Title: a.title, Tracking: a.tracking, ShippedAt: a.at}
	taken := map[int64]int{}
	for _, want := range a.items {
		n, last := want.qty, int64(0)
		for _, it := range o.Items {
			if it.SKU != want.sku || it.IsVirtual {
				continue
			}
			last = it.ID
			left := it.QtyOrdered - it.QtyCanceled - it.QtyShipped - taken[it.ID]
			if k := min(n, left); k > 0 {
				in.Items = append(in.Items, order.ShipmentItem{OrderItemID: it.ID, Qty: k})
				taken[it.ID] += k
				n -= k
			}
		}
		if last == 0 {
			return order.ShipInput{}, apperr.New(apperr.Invalid, "order.ship.unknownSku", "sku", want.sku, "number", o.Number)
		}
		if n > 0 {
			in.Items = append(in.Items, order.ShipmentItem{OrderItemID: last, Qty: n})
		}
	}
	return in, nil
}

// deliveredInput reads delivered's flag --at.
func deliveredInput(args []string, stderr io.Writer) (time.Time, bool) {
	fs := flag.NewFlagSet("paddock order delivered", flag.ContinueOnError)
	fs.SetOutput(stderr)
	at := fs.String("at", "", "when it arrived: 2026-11-22 or 2026-11-22T11:00:00+01:00 (now when not given)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, orderUsage)
		return time.Time{}, false
	}
	t, ok := parseWhen(*at, time.Now())
	if !ok {
		fmt.Fprintf(stderr, "paddock: --at %q is no day (2026-11-22) or time (2026-11-22T11:00:00+01:00)\n", *at)
	}
	return t, ok
}

// parseWhen reads an RFC 3339 time, or a day in Berlin, which is taken
// as its last moment but never later than now (today: now); empty is
// the zero time (now, to the order service).
func parseWhen(s string, now time.Time) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, true
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, true
	}
	day, err := time.ParseInLocation(time.DateOnly, s, berlin())
	if err != nil {
		return time.Time{}, false
	}
	end := day.AddDate(0, 0, 1).Add(-time.Second)
	if end.After(now) && !day.After(now) {
		return now, true
	}
	return end, true
}

func berlin() *time.Location {
	l, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		return time.UTC
	}
	return l
}

// printShipments writes an order's parcels with what they hold.
func printShipments(w io.Writer, o order.Order) {
	sku := map[int64]string{}
	for _, it := range o.Items {
		sku[it.ID] = it.SKU
	}
	for _, sh := range o.Shipments {
		delivered := "not yet delivered"
		if !sh.DeliveredAt.IsZero() {
			delivered = "delivered " + sh.DeliveredAt.In(berlin()).Format("2006-01-02 15:04 MST")
		}
		fmt.Fprintf(w, "shipment  %s, %s (%s) %s, shipped %s, %s\n", sh.Number, sh.Title, sh.Carrier, sh.Tracking,
			sh.ShippedAt.In(berlin()).Format("2006-01-02 15:04 MST"), delivered)
		for _, it := range sh.Items {
			fmt.Fprintf(w, "          %d × %s\n", it.Qty, sku[it.OrderItemID])
		}
	}
}

// printDocuments writes an order's invoices, credit notes and refunds.
func printDocuments(w io.Writer, docs []order.Document, refunds []order.Refund) {
	for _, d := range docs {
		fmt.Fprintf(w, "%-9s %s of %s, %s\n", map[order.DocumentKind]string{order.KindInvoice: "invoice", order.KindCreditNote: "credit"}[d.Kind],
			d.Number, d.Sheet.IssueDate, money.Format(d.Sheet.Totals.Gross, i18n.English))
	}
	for _, r := range refunds {
		ref := r.ProviderRef
		switch {
		case r.Method == order.ByTransfer:
			ref = "by bank transfer"
		case ref == "":
			ref = "not accepted by the provider yet"
		}
		fmt.Fprintf(w, "refund    %d: %s, %s (%s; %d attempts)%s\n", r.ID, money.Format(r.Amount, i18n.English), r.State, ref, r.Attempts, lastError(r))
	}
}

// printOrder writes an order's state for staff.
func printOrder(w io.Writer, o order.Order, paymentStatus string) {
	who := o.Email + " (guest)"
	if o.CustomerID != 0 {
		who = fmt.Sprintf("%s (customer %d)", o.Email, o.CustomerID)
	}
	fmt.Fprintf(w, "order     %s\nstatus    %s (%s)\nplaced    %s\ncustomer  %s\npayment   %s, %s\ntotal     %s\n",
		o.Number, o.Status, o.Status.Label(i18n.English), o.CreatedAt.In(berlin()).Format("2006-01-02 15:04 MST"), who,
		o.PaymentMethod, paymentStatus, money.Format(o.Totals.GrandTotal, i18n.English))
}

// packingSlipCommand writes a shipment's packing slip (order.Staff's
// PackingSlip) to --out, or to stdout.
func packingSlipCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("paddock order packing-slip", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "the file to write the PDF to")
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, orderUsage)
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "order", "packing-slip", stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	pdf, err := staff.Orders.PackingSlip(ctx, args[0])
	if err != nil {
		return fail(err)
	}
	if *out == "" {
		_, err = stdout.Write(pdf)
	} else {
		err = os.WriteFile(*out, pdf, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "paddock:", err)
		return 1
	}
	return 0
}
