package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"paddock/internal/config"
	"paddock/internal/platform/i18n"
	"paddock/internal/withdrawal"
)

const withdrawalUsage = `usage: paddock withdrawal list [--flagged | --unconfirmed] [--limit 50]
                                     the newest withdrawal declarations (§356a BGB) with where
                                     each stands; only those staff must look at with --flagged
                                     (flags or not confirmed), only those the order's owner has
                                     not confirmed with --unconfirmed
       paddock withdrawal show <reference>
                                     a declaration as received (W-2026-000001): its content,
                                     the date and time of receipt, the order, the return, flags
`

// withdrawalCommand lists and shows the withdrawal declarations for the
// shop's staff until the back office exists: what was declared, when it
// was received, and what the shop must judge (flags).
func withdrawalCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "list" && args[0] != "show") || (args[0] == "show" && len(args) != 2) {
		fmt.Fprint(stderr, withdrawalUsage)
		return 2
	}
	fs := flag.NewFlagSet("paddock withdrawal list", flag.ContinueOnError)
	fs.SetOutput(stderr)
	flagged := fs.Bool("flagged", false, "only declarations staff must look at (flagged or unconfirmed)")
	unconfirmed := fs.Bool("unconfirmed", false, "only declarations the order's owner has not confirmed")
	limit := fs.Int("limit", 50, "at most this many (1 to 1000)")
	if args[0] == "list" {
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 {
			if err == nil {
				fmt.Fprint(stderr, withdrawalUsage)
			}
			return 2
		}
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "withdrawal", args[0], stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	if args[0] == "show" {
		d, err := staff.Withdrawals.ByReference(ctx, args[1])
		if err != nil {
			return fail(err)
		}
		printDeclaration(stdout, d)
		return 0
	}
	list, err := staff.Withdrawals.List(ctx, withdrawal.ListFilter{Flagged: *flagged, Unconfirmed: *unconfirmed, Limit: *limit})
	if err != nil {
		return fail(err)
	}
	if len(list) == 0 {
		fmt.Fprintln(stdout, "no withdrawal declarations")
		return 0
	}
	for _, d := range list {
		flags := make([]string, len(d.Flags))
		for i, f := range d.Flags {
			flags[i] = string(f)
		}
		fmt.Fprintf(stdout, "%s  %s  order %-9s  %-10s  %s <%s>  %s\n", d.Reference, withdrawal.ReceivedAt(d.DeclaredAt, i18n.English),
			d.OrderNumber, d.Confirmation, d.Name, d.Email, strings.Join(flags, ","))
	}
	return 0
}

// printDeclaration writes a declaration as staff read it.
func printDeclaration(w io.Writer, d withdrawal.Declaration) {
	out := labelled{w}
	line := out.line
	line("reference", d.Reference)
	line("received", withdrawal.ReceivedAt(d.DeclaredAt, i18n.English)+", "+d.DeclaredAt.UTC().Format("2006-01-02 15:04:05")+" UTC")
	line("name", d.Name)
	line("email", d.Email)
	order := d.OrderNumber + " (typed; not found)"
	switch {
	case d.OrderID > 0:
		order = d.OrderNumber + " (found)"
	case d.Confirmation == withdrawal.Pending:
		order = d.OrderNumber + " (typed; being looked up)"
	}
	line("order", order)
	who := "a visitor"
	if d.CustomerID > 0 {
		who = fmt.Sprintf("customer %d, signed in", d.CustomerID)
	}
	line("declared", who+", in "+string(d.Locale))
	line("status", string(d.Confirmation)+": "+withdrawal.ConfirmationText(d, i18n.English))
	switch {
	case d.WholeOrder:
		line("withdraws", "the whole order")
	case len(d.Items) > 0:
		items := make([]string, len(d.Items))
		for i, it := range d.Items {
			items[i] = fmt.Sprintf("%d × %s (%s)", it.Qty, it.Name, it.SKU)
		}
		out.lines("withdraws", items)
	}
	if d.ItemsText != "" {
		out.lines("in words", strings.Split(d.ItemsText, "\n"))
	}
	ret := "none"
	if d.ReturnReference != "" {
		ret = d.ReturnReference
	}
	line("return", ret)
	if len(d.Flags) == 0 {
		line("flags", "none")
	}
	flags := make([]string, len(d.Flags))
	for i, f := range d.Flags {
		flags[i] = string(f) + ": " + withdrawal.FlagText(f, i18n.English)
	}
	out.lines("flags", flags)
}
