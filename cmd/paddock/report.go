package main

import (
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"text/tabwriter"

	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/order"
)

const reportUsage = `usage: paddock report oss --quarter 2026-Q4 [--format table|csv]

The One-Stop-Shop return's figures (§18j UStG) for a quarter: per EU
country and VAT rate, the net amount and the VAT of the distance sales to
consumers there, from the invoices issued in the quarter less its credit
notes (each by its own date, in Berlin). Sales in Germany, exports and
intra-community supplies to businesses (reverse charge) are not in it.
Amounts are euros with a decimal point; csv writes country,rate,net,vat.
`

// reportCommand writes a report for the tax return until the back office
// has one: `paddock report oss` (order.Staff.OSSReport).
func reportCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 || args[0] != "oss" {
		fmt.Fprint(stderr, reportUsage)
		return 2
	}
	fs := flag.NewFlagSet("paddock report oss", flag.ContinueOnError)
	fs.SetOutput(stderr)
	quarter := fs.String("quarter", "", "the quarter, as 2026-Q4")
	format := fs.String("format", "table", "table (aligned columns with totals) or csv")
	if err := fs.Parse(args[1:]); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || (*format != "table" && *format != "csv") {
		fmt.Fprint(stderr, reportUsage)
		return 2
	}
	q, err := order.ParseQuarter(*quarter)
	if err != nil {
		fmt.Fprintf(stderr, "paddock: --quarter: give the quarter as 2026-Q4, not %q\n", *quarter)
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "report", "oss", stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	lines, err := staff.Orders.OSSReport(ctx, q)
	if err != nil {
		return fail(err)
	}
	if *format == "csv" {
		w := csv.NewWriter(stdout)
		_ = w.Write([]string{"country", "rate", "net", "vat"})
		for _, l := range lines {
			_ = w.Write([]string{l.Country, l.Rate.String(), euros(l.Net), euros(l.Tax)})
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return fail(err)
		}
		return 0
	}
	printOSS(stdout, q, lines)
	return 0
}

// printOSS writes the report as a table: a line per country and rate,
// then the totals.
func printOSS(w io.Writer, q order.Quarter, lines []order.OSSLine) {
	fmt.Fprintf(w, "OSS %s: distance sales to consumers in other EU countries\n", q)
	if len(lines) == 0 {
		fmt.Fprintln(w, "none")
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "country\trate %\tnet €\tVAT €\t")
	var net, tax catalog.Money
	for _, l := range lines {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", l.Country, l.Rate, euros(l.Net), euros(l.Tax))
		net, tax = net+l.Net, tax+l.Tax
	}
	fmt.Fprintf(tw, "total\t\t%s\t%s\t\n", euros(net), euros(tax))
	_ = tw.Flush()
}

// euros writes cents as euros with a decimal point (-12.30).
func euros(c catalog.Money) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}
