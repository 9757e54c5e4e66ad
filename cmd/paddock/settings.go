package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/settings"
)

const settingsUsage = `usage: paddock settings legal show
       paddock settings legal set [flags]     change the shop's legal data (flags not given stay)
       paddock settings payment show
       paddock settings payment set [flags]   change how long goods wait for a bank transfer, and how many
                                              orders (and of what value) may wait per address and client
       paddock settings orders show
       paddock settings orders set [flags]    change how much one order may hold
       paddock settings tax show
       paddock settings tax set [--oss on|off] [--cross-border gross|net]
                                              charge consumers in other EU countries their
                                              country's VAT (One-Stop-Shop), keeping the
                                              gross or the net price

The legal data are the seller as invoices, the order mails' footer, the
legal PDFs, the bank-transfer instructions and the Impressum name it.
Run "paddock settings legal set -h" (payment, orders, tax) for the flags.
`

// legalFlags are the flags of "settings legal set", each bound to its
// field; a flag not given leaves the field as it is.
var legalFlags = []struct {
	name, field, help string
	get               func(*settings.Legal) *string
}{
	{"company", "company", "the company's name with its legal form (Paddock Reitsport GmbH)", func(l *settings.Legal) *string { return &l.Company }},
	{"street", "street", "street and house number", func(l *settings.Legal) *string { return &l.Street }},
	{"postcode", "postcode", "postcode", func(l *settings.Legal) *string { return &l.Postcode }},
	{"city", "city", "city", func(l *settings.Legal) *string { return &l.City }},
	{"country", "country", "country as ISO code (DE)", func(l *settings.Legal) *string { return &l.Country }},
	{"email", "email", "the address customers write to (the Impressum's contact)", func(l *settings.Legal) *string { return &l.Email }},
	{"phone", "phone", "the telephone number customers call", func(l *settings.Legal) *string { return &l.Phone }},
	{"vat-id", "vat_id", "VAT identification number (USt-IdNr.: DE and nine digits)", func(l *settings.Legal) *string { return &l.VATID }},
	{"tax-number", "tax_number", "the tax office's number (Steuernummer), when there is no VAT id", func(l *settings.Legal) *string { return &l.TaxNumber }},
	{"register-court", "register_court", "the register court (Amtsgericht Münster)", func(l *settings.Legal) *string { return &l.RegisterCourt }},
	{"register-number", "register_number", "the register number (HRB 21873)", func(l *settings.Legal) *string { return &l.RegisterNumber }},
	{"bank-holder", "bank.holder", "the bank account's holder, for bank transfer in advance", func(l *settings.Legal) *string { return &l.Bank.Holder }},
	{"bank-iban", "bank.iban", `the account's IBAN; bank transfer is offered only with one ("" removes the account with the other bank flags)`, func(l *settings.Legal) *string { return &l.Bank.IBAN }},
	{"bank-bic", "bank.bic", "the account's BIC", func(l *settings.Legal) *string { return &l.Bank.BIC }},
	{"bank-name", "bank.name", "the bank's name", func(l *settings.Legal) *string { return &l.Bank.Name }},
}

// numberFlag is a flag of "settings payment set" or "settings orders set"
// bound to its field: a whole number, or (euros) an amount in euros kept
// in cents. A flag not given leaves the field as it is.
type numberFlag struct {
	name, field, help string
	euros             bool
	payment           func(b *settings.BankTransfer, n int64)
	orders            func(l *settings.OrderLimits, n int)
}

var paymentFlags = []numberFlag{
	{name: "reminder-days", field: "reminder_days", help: "days after which an unpaid bank-transfer order is reminded (default 3)",
		payment: func(b *settings.BankTransfer, n int64) { b.ReminderDays = int(n) }},
	{name: "cancel-days", field: "cancel_days", help: "days after which an unpaid bank-transfer order is cancelled and its goods released (default 7)",
		payment: func(b *settings.BankTransfer, n int64) { b.CancelDays = int(n) }},
	{name: "open-orders-per-email", field: "open_orders_per_email", help: "orders awaiting a bank transfer one email address may have, the new one included (default 3)",
		payment: func(b *settings.BankTransfer, n int64) { b.OpenOrdersPerEmail = int(n) }},
	{name: "open-value-per-email", field: "open_value_per_email", euros: true, help: "euros those orders of one email address may be worth together (default 5000)",
		payment: func(b *settings.BankTransfer, n int64) { b.OpenValuePerEmail = n }},
	{name: "open-orders-per-client", field: "open_orders_per_client", help: "orders awaiting a bank transfer one client (IP address) may have (default 5)",
		payment: func(b *settings.BankTransfer, n int64) { b.OpenOrdersPerClient = int(n) }},
	{name: "open-value-per-client", field: "open_value_per_client", euros: true, help: "euros those orders of one client may be worth together (default 10000)",
		payment: func(b *settings.BankTransfer, n int64) { b.OpenValuePerClient = n }},
}

var orderFlags = []numberFlag{
	{name: "line-quantity", field: "line_quantity", help: "most of one product an order may hold (default 20)",
		orders: func(l *settings.OrderLimits, n int) { l.LineQuantity = n }},
	{name: "lines", field: "lines", help: "most different products an order may hold (default 50)",
		orders: func(l *settings.OrderLimits, n int) { l.Lines = n }},
	{name: "order-quantity", field: "order_quantity", help: "most items an order may hold in all (default 200)",
		orders: func(l *settings.OrderLimits, n int) { l.OrderQuantity = n }},
}

// applyNumbers puts the given number flags' values into their fields
// through apply; a value that is no number is an Invalid error on its
// field, all of them at once.
func applyNumbers(flags []numberFlag, given map[string]string, apply func(f numberFlag, n int64)) error {
	var bad []error
	for _, f := range flags {
		v, ok := given[f.name]
		if !ok {
			continue
		}
		n, ok := parseNumber(v, f.euros)
		if !ok {
			bad = append(bad, apperr.New(apperr.Invalid, "settings.number").OnField(f.field))
			continue
		}
		apply(f, n)
	}
	return errors.Join(bad...)
}

// flagOf names the flag of an input field in messages.
func flagOf(field string) string {
	switch field {
	case "managing_directors":
		return "--managing-director"
	case "cross_border":
		return "--cross-border"
	}
	for _, f := range legalFlags {
		if f.field == field {
			return "--" + f.name
		}
	}
	for _, f := range append(slices.Clone(paymentFlags), orderFlags...) {
		if f.field == field {
			return "--" + f.name
		}
	}
	return field
}

// parseNumber reads a number flag's value: a whole number, or for euros
// an amount with at most two decimals ("5000", "4999.99", "4999,99") in
// cents. ok is false for anything else; what is out of range the
// settings' own checks name.
func parseNumber(v string, euros bool) (int64, bool) {
	v = strings.TrimSpace(v)
	if !euros {
		n, err := strconv.ParseInt(v, 10, 32)
		return n, err == nil
	}
	whole, frac, _ := strings.Cut(strings.Replace(v, ",", ".", 1), ".")
	if len(frac) > 2 || whole == "" {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || strings.HasPrefix(whole, "+") || n > 1<<40 {
		return 0, false
	}
	return n, true
}

// settingsCommand shows or changes the shop's settings until the admin
// back office has a screen for them. A change is checked as a whole: on
// bad input every problem is named with its flag and nothing is saved.
func settingsCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || (args[0] != "legal" && args[0] != "payment" && args[0] != "orders" && args[0] != "tax") || (args[1] != "show" && args[1] != "set") ||
		(args[1] == "show" && len(args) > 2) {
		fmt.Fprint(stderr, settingsUsage)
		return 2
	}
	group, action := args[0], args[1]
	fs := flag.NewFlagSet("paddock settings "+group+" set", flag.ContinueOnError)
	fs.SetOutput(stderr)
	given := map[string]string{}
	var directors []string
	directorsGiven := false
	if group == "legal" {
		for _, f := range legalFlags {
			fs.Func(f.name, f.help, func(v string) error { given[f.name] = v; return nil })
		}
		fs.Func("managing-director", `a managing director; repeat it for several, "" for none`, func(v string) error {
			directorsGiven = true
			if strings.TrimSpace(v) != "" {
				directors = append(directors, v)
			}
			return nil
		})
	} else if group == "tax" {
		for _, name := range []string{"oss", "cross-border"} {
			help := map[string]string{"oss": "on: consumers in other EU countries pay their country's VAT (One-Stop-Shop); off: German VAT for every sale",
				"cross-border": "gross: the gross price stays the same in every country; net: the net price stays, charged with the destination's VAT"}[name]
			fs.Func(name, help, func(v string) error { given[name] = v; return nil })
		}
	} else {
		numbers := paymentFlags
		if group == "orders" {
			numbers = orderFlags
		}
		for _, f := range numbers {
			fs.Func(f.name, f.help, func(v string) error { given[f.name] = v; return nil })
		}
	}
	if action == "set" {
		if err := fs.Parse(args[2:]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			return 2
		}
		if fs.NArg() > 0 {
			fmt.Fprintf(stderr, "paddock: unexpected arguments %q\n", fs.Args())
			return 2
		}
	}

	d, err := app.Open(ctx, cfg, logger)
	if err != nil {
		logger.Error("paddock settings failed", "error", err)
		return 1
	}
	defer d.Close()
	svc := settings.NewService(d, settings.Options{})
	ctx = i18n.WithLocale(ctx, i18n.English)

	switch group {
	case "tax":
		t, err := svc.Tax(ctx)
		if err == nil && action == "set" {
			if v, ok := given["oss"]; ok {
				switch strings.ToLower(strings.TrimSpace(v)) {
				case "on", "true", "yes":
					t.OSS = true
				case "off", "false", "no":
					t.OSS = false
				default:
					fmt.Fprintf(stderr, "paddock: --oss: give on or off, not %q\npaddock: nothing was changed\n", v)
					return 1
				}
			}
			if v, ok := given["cross-border"]; ok {
				t.CrossBorder = strings.ToLower(strings.TrimSpace(v))
			}
			if err = svc.SetTax(ctx, t); err == nil {
				t, err = svc.Tax(ctx)
			}
		}
		if err != nil {
			return settingsFailed(ctx, logger, err, stderr)
		}
		oss := "off: German VAT for every sale"
		if t.OSS {
			oss = "on: consumers in other EU countries pay their country's VAT"
		}
		fmt.Fprintf(stdout, "OSS (destination VAT)  %s\ncross-border prices    keep the %s price\n", oss, t.CrossBorder)
		return 0
	case "payment":
		b, err := svc.BankTransfer(ctx)
		if err == nil && action == "set" {
			err = applyNumbers(paymentFlags, given, func(f numberFlag, n int64) { f.payment(&b, n) })
			if err == nil {
				err = svc.SetBankTransfer(ctx, b)
			}
			if err == nil {
				b, err = svc.BankTransfer(ctx)
			}
		}
		if err != nil {
			return settingsFailed(ctx, logger, err, stderr)
		}
		printBankTransfer(stdout, b)
		return 0
	case "orders":
		l, err := svc.OrderLimits(ctx)
		if err == nil && action == "set" {
			err = applyNumbers(orderFlags, given, func(f numberFlag, n int64) { f.orders(&l, int(n)) })
			if err == nil {
				err = svc.SetOrderLimits(ctx, l)
			}
			if err == nil {
				l, err = svc.OrderLimits(ctx)
			}
		}
		if err != nil {
			return settingsFailed(ctx, logger, err, stderr)
		}
		fmt.Fprintf(stdout, "of one product       at most %d\ndifferent products   at most %d\nitems in all         at most %d\n",
			l.LineQuantity, l.Lines, l.OrderQuantity)
		return 0
	}

	l, err := svc.Legal(ctx)
	if err == nil && action == "set" {
		for _, f := range legalFlags {
			if v, ok := given[f.name]; ok {
				*f.get(&l) = v
			}
		}
		if directorsGiven {
			l.ManagingDirectors = directors
		}
		if err = svc.SetLegal(ctx, l); err == nil {
			l, err = svc.Legal(ctx)
		}
	}
	if err != nil {
		return settingsFailed(ctx, logger, err, stderr)
	}
	printLegal(stdout, l)
	return 0
}

// printBankTransfer writes the bank-transfer settings for staff.
func printBankTransfer(w io.Writer, b settings.BankTransfer) {
	euros := func(cents int64) string { return money.Format(cents, i18n.English) }
	fmt.Fprintf(w, "bank-transfer reminder  after %d days\nbank-transfer cancel    after %d days\n", b.ReminderDays, b.CancelDays)
	fmt.Fprintf(w, "awaiting per email      at most %d orders, %s together\n", b.OpenOrdersPerEmail, euros(b.OpenValuePerEmail))
	fmt.Fprintf(w, "awaiting per client     at most %d orders, %s together\n", b.OpenOrdersPerClient, euros(b.OpenValuePerClient))
}

// settingsFailed reports refused input field by field, or logs anything
// else.
func settingsFailed(ctx context.Context, logger *slog.Logger, err error, stderr io.Writer) int {
	all := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		all = joined.Unwrap()
	}
	for _, one := range all {
		var e *apperr.Error
		if !errors.As(one, &e) || e.Kind == apperr.Internal {
			logger.Error("paddock settings failed", "error", err)
			return 1
		}
	}
	for _, one := range all {
		e := apperr.As(one)
		fmt.Fprintf(stderr, "paddock: %s: %s\n", flagOf(e.Field), e.Message(ctx))
	}
	fmt.Fprintln(stderr, "paddock: nothing was changed")
	return 1
}

// printLegal writes the legal data for staff.
func printLegal(w io.Writer, l settings.Legal) {
	if !l.IsSet() {
		fmt.Fprintln(w, "No legal data are set yet: invoices, the legal PDFs and the Impressum need them, and bank transfer is not taken without an account.")
		fmt.Fprintln(w, `Set them with: paddock settings legal set --company … --street … --postcode … --city … --country DE --email … --vat-id … (see -h)`)
		return
	}
	none := func(s string) string {
		if s == "" {
			return "–"
		}
		return s
	}
	register := "–"
	if l.RegisterNumber != "" {
		register = l.RegisterCourt + ", " + l.RegisterNumber
	}
	iban := "–"
	if l.Bank.IBAN != "" {
		iban = settings.GroupIBAN(l.Bank.IBAN)
	}
	rows := [][2]string{
		{"company", l.Company}, {"address", strings.Join(l.AddressLines(i18n.English), ", ")}, {"country code", l.Country},
		{"email", l.Email}, {"phone", none(l.Phone)}, {"VAT id", none(l.VATID)}, {"tax number", none(l.TaxNumber)},
		{"register", register}, {"managing directors", none(strings.Join(l.ManagingDirectors, ", "))},
		{"bank holder", none(l.Bank.Holder)}, {"IBAN", iban}, {"BIC", none(l.Bank.BIC)}, {"bank", none(l.Bank.Name)},
	}
	for _, r := range rows {
		fmt.Fprintf(w, "%-19s %s\n", r[0], r[1])
	}
}
