package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/settings"
)

const settingsUsage = `usage: paddock settings legal show
       paddock settings legal set [flags]     change the shop's legal data (flags not given stay)
       paddock settings payment show
       paddock settings payment set [flags]   change the bank-transfer reminder and cancel days

The legal data are the seller as invoices, the order mails' footer, the
legal PDFs, the bank-transfer instructions and the Impressum name it.
Run "paddock settings legal set -h" for its flags.
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

// flagOf names the flag of an input field in messages.
func flagOf(field string) string {
	switch field {
	case "managing_directors":
		return "--managing-director"
	case "reminder_days":
		return "--reminder-days"
	case "cancel_days":
		return "--cancel-days"
	}
	for _, f := range legalFlags {
		if f.field == field {
			return "--" + f.name
		}
	}
	return field
}

// settingsCommand shows or changes the shop's settings until the admin
// back office has a screen for them. A change is checked as a whole: on
// bad input every problem is named with its flag and nothing is saved.
func settingsCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || (args[0] != "legal" && args[0] != "payment") || (args[1] != "show" && args[1] != "set") ||
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
	var reminder, cancel int
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
	} else {
		fs.IntVar(&reminder, "reminder-days", 0, "days after which an unpaid bank-transfer order is reminded (default 7)")
		fs.IntVar(&cancel, "cancel-days", 0, "days after which an unpaid bank-transfer order is cancelled (default 14)")
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

	if group == "payment" {
		b, err := svc.BankTransfer(ctx)
		if err == nil && action == "set" {
			if reminder != 0 {
				b.ReminderDays = reminder
			}
			if cancel != 0 {
				b.CancelDays = cancel
			}
			if err = svc.SetBankTransfer(ctx, b); err == nil {
				b, err = svc.BankTransfer(ctx)
			}
		}
		if err != nil {
			return settingsFailed(ctx, logger, err, stderr)
		}
		fmt.Fprintf(stdout, "bank-transfer reminder  after %d days\nbank-transfer cancel    after %d days\n", b.ReminderDays, b.CancelDays)
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
