// Command paddock runs the Paddock shop: storefront, both back ends and
// their APIs in one process.
//
//	paddock serve     start the shop (migrates the database first)
//	paddock migrate   apply database migrations and exit
//	paddock seed      load the demo shop (safe to run twice; -again puts it back)
//	paddock mail      list the local mailbox; paddock mail <id> shows one mail (-html: its HTML)
//	paddock site      show the site's settings; -ga and -clarity set its analytics ids
//	paddock order     show an order; record a bank transfer's money; refunds
//	                  and the refunds still owed
//	paddock withdrawal list and show withdrawal declarations (§356a BGB)
//	paddock return    show, receive, refuse and refund returns
//	paddock staff     the back office's accounts: create (with an invitation
//	                  link), list, disable, reset-2fa, password
//	paddock catalog   import a CSV file of products (--dry-run: check only),
//	                  export the catalogue as CSV
//	paddock version   print the version
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"paddock/internal/app"
	"paddock/internal/catalog/demo"
	"paddock/internal/config"
	"paddock/internal/platform/httpx"
)

// version is set at build time: -ldflags "-X main.version=…".
var version = "dev"

const usage = `Paddock: the shop for riders, horses and riding clubs.

Usage:
  paddock <command> [flags]

Commands:
  serve     start the shop (applies pending migrations first)
  migrate   apply pending database migrations and exit
  seed      load the demo shop in de, en and fr (safe to run twice: a
            second run leaves what staff changed; -again puts the demo's
            catalogue, content, coupons and shipping rates back);
            -products N also generates N products for benchmarks;
            -image-size N draws the demo images smaller, and quicker
  mail      list the mails the shop wrote, newest first (the local mailbox
            when no SMTP server is configured); mail <id> shows one
  site      show the site's base URL and analytics ids; -ga G-… and
            -clarity … set the ids ("" turns a service off); the storefront
            loads them only for visitors who allow them
  order     show <number>: an order's status, payment, total, invoices,
            credit notes and refunds;
            paid <number>: record that the bank transfer of an order arrived
            (the order moves to processing, the customer is mailed once);
            refund <number> [--amount 12.34 | --shipping] [--reason text]: give
            money back, owed until the order's payment provider (or your own
            bank transfer) pays it (a credit note once paid out);
            refunds-owed: the refunds still owed across orders;
            refund-retry|refund-paid|refund-cancel <refund-id>: ask the
            provider again, record one you paid yourself, drop one
  withdrawal list [--flagged]: the newest withdrawal declarations (§356a
            BGB), only those staff must judge with --flagged (late, excluded
            items, order not found, return refused); show <reference>: one
            as received, with the date and time of its receipt
  return    show <reference>: a return with its order, items and reasons;
            receive <reference>: its parcel arrived; refuse <reference>
            [--reason text]: refuse it (its items become returnable again);
            refund <reference>: give its items' value back through the
            order's refund; label <reference> <file.pdf>: write its label;
            each change mails the customer
  staff     create --email <address> --role owner|support|content|club
            [--club <ids>]: a back-office account and its one-time invitation
            link; list; disable, reset-2fa (a lost authenticator), password
            (a new link that sets a new password) --email <address>
  settings  legal show|set: the shop's legal data and bank account, which
            invoices, mails, the legal PDFs and the Impressum name;
            payment show|set: the bank-transfer reminder and cancel days;
            orders show|set: how much one order may hold;
            tax show|set: VAT for consumers in other EU countries (OSS on or
            off, keeping the gross or the net price across borders)
  report    oss --quarter 2026-Q4 [--format table|csv]: the One-Stop-Shop
            return's figures, net and VAT per EU country and rate of the
            quarter's invoices less its credit notes
  catalog   import <file.csv> [--dry-run] [--images DIR]: check a product CSV
            (Magento 2.4's columns) row by row and save it all or nothing,
            with a progress bar; export [file.csv] [--sku SKU]...: the
            catalogue as CSV
  version   print the version and exit

Every flag can also be set as a PADDOCK_* environment variable;
run "paddock <command> -h" for the list. Commands other than serve write
only their output and failures; -v (before the command's arguments) adds
the log lines serve writes.
`

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.LookupEnv, os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, getenv func(string) (string, bool), stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	command, rest := args[0], args[1:]
	switch command {
	case "version", "-version", "--version":
		fmt.Fprintf(stdout, "paddock %s (%s, %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "serve", "migrate", "seed", "mail", "site", "order", "settings", "withdrawal", "return", "report", "staff", "catalog":
	default:
		fmt.Fprintf(stderr, "paddock: unknown command %q\n\n%s", command, usage)
		return 2
	}

	var products, imageSize int
	var again bool
	var site siteFlags
	var verbose bool
	var commandFlags []func(*flag.FlagSet)
	if command != "serve" {
		commandFlags = append(commandFlags, func(fs *flag.FlagSet) {
			fs.BoolVar(&verbose, "v", false, "write the log (as serve does, in the -log-format) besides the command's output; without it only failures show")
		})
	}
	if command == "site" {
		commandFlags = append(commandFlags, site.register)
	}
	if command == "seed" {
		commandFlags = append(commandFlags, func(fs *flag.FlagSet) {
			fs.IntVar(&products, "products", 0, "also generate this many products for benchmarks (10000, 100000)")
			fs.IntVar(&imageSize, "image-size", demo.ImageSize, "draw the demo images this many pixels wide and high (32 to 1200; smaller is quicker)")
			fs.BoolVar(&again, "again", false, "put the demo's catalogue, content, coupons and shipping rates back over what staff changed (without it a second seed leaves them)")
		})
	}
	cfg, extra, err := config.Load("paddock "+command, rest, getenv, stderr, commandFlags...)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "paddock:", err)
		return 2
	}
	if products < 0 || products > 1_000_000 {
		fmt.Fprintln(stderr, "paddock: -products must be between 0 and 1000000")
		return 2
	}
	if command == "seed" && (imageSize < 32 || imageSize > demo.ImageSize) {
		fmt.Fprintf(stderr, "paddock: -image-size must be between 32 and %d\n", demo.ImageSize)
		return 2
	}
	logger := commandLogger(command, verbose, cfg, stderr)
	if command == "mail" {
		return mailCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "order" {
		return orderCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "return" {
		return returnCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "withdrawal" {
		return withdrawalCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "settings" {
		return settingsCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "report" {
		return reportCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "staff" {
		return staffCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if command == "catalog" {
		return catalogCommand(ctx, cfg, logger, extra, stdout, stderr)
	}
	if len(extra) > 0 {
		fmt.Fprintf(stderr, "paddock: unexpected arguments %q\n", extra)
		return 2
	}
	if command == "site" {
		return siteCommand(ctx, cfg, logger, site, stdout, stderr)
	}

	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	switch command {
	case "serve":
		err = serve(ctx, cfg, logger)
	case "migrate":
		var d interface{ Close() error }
		d, err = app.Open(ctx, cfg, logger)
		if err == nil {
			err = d.Close()
		}
	case "seed":
		err = app.Seed(ctx, cfg, logger, app.SeedOptions{Products: products, Progress: stderr, ImageSize: imageSize, Again: again})
		if err == nil && !verbose {
			// The one line a person at the terminal waits for; -v logs it.
			fmt.Fprintln(stderr, "paddock seed: demo data in place")
		}
	}
	if err != nil {
		logger.Error("paddock "+command+" failed", "error", err)
		return 1
	}
	return 0
}

func serve(ctx context.Context, cfg config.Config, logger *slog.Logger) error {
	a, err := app.New(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer a.Close()
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Listen, err)
	}
	return a.Serve(ctx, ln)
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	var h slog.Handler = slog.NewJSONHandler(w, opts)
	if cfg.LogFormat == "text" {
		h = slog.NewTextHandler(w, opts)
	}
	return slog.New(httpx.LogHandler{Handler: h}).With("version", version)
}
