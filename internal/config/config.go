// Package config reads Paddock's configuration from PADDOCK_* environment
// variables and command-line flags, and validates it before anything starts.
package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/mail"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"paddock/internal/platform/mail/smtpurl"
	"paddock/internal/platform/ratelimit"
)

// Config is the validated configuration of one paddock process.
type Config struct {
	// Listen is the TCP address the HTTP server binds, host:port.
	Listen string
	// DataDir holds the SQLite database, blobs and the local mailbox.
	DataDir string
	// DatabaseURL selects the engine: "sqlite:<file>" or "postgres://…".
	DatabaseURL string
	// BaseURL is the public address customers use, without a trailing slash.
	// Canonical links, hreflang alternates and mails are built from it.
	BaseURL string
	// BaseURLDefault reports that no flag or variable gave BaseURL, which
	// is then http://<listen>: a process takes the address kept in the
	// database instead, where there is one (paddock serve records the
	// address it is given, `paddock site -base-url` changes it), so that
	// a staff command run without the server's environment links
	// customers to the shop, not to this machine.
	BaseURLDefault bool
	// Dev enables developer conveniences such as GraphQL introspection.
	Dev bool
	// ServerRender renders the storefront's pages on the server (issue 28);
	// off, the browser renders them from the page's shell.
	ServerRender bool
	// LogLevel is the minimum level written to the log.
	LogLevel slog.Level
	// LogFormat is "json" or "text".
	LogFormat string
	// MetricsToken, when set, must be sent as a bearer token to read /metrics.
	MetricsToken string
	// Search is the product search engine: "bleve" (embedded, one
	// instance) or "postgres" (full-text search in the database, for
	// several instances).
	Search string
	// BlobURL is where files (product images, uploads) are kept:
	// file:///dir (default <data-dir>/blobs).
	BlobURL string
	// SMTPURL is the mail server (smtp://user:pass@host:587 with
	// STARTTLS, smtps://… with TLS); empty keeps mail in the local
	// mailbox (`paddock mail`).
	SMTPURL string
	// MailFrom is the sender of the shop's mails.
	MailFrom string
	// ShopEmail receives form submissions and helpdesk tickets; MailFrom
	// by default.
	ShopEmail string
	// Secret is the signing key of links in mails; empty means a key
	// generated once and kept in the database.
	Secret string
	// TrustedProxies are the reverse proxies in front of the shop whose
	// X-Forwarded-For header names the client that rate limits count and
	// consent records keep; none by default.
	TrustedProxies ratelimit.Proxies
	// EmailCheck makes isEmailAvailable tell whether an account has an
	// address (Magento 2.4.7's "Enable Guest Checkout Login"); off, it
	// answers true for every address, so nobody can test addresses.
	EmailCheck bool
	// PaymentTest enables the built-in test payment provider (its hosted
	// page under /payment/test/, labelled as a test): by default only in
	// developer mode and for a shop whose base URL is on this machine
	// (the local demo), never for a public shop.
	PaymentTest bool
	// PaymentTestAuto reports that PADDOCK_PAYMENT_TEST is auto:
	// PaymentTest follows the base URL (WithBaseURL).
	PaymentTestAuto bool
	// Mollie is the Mollie account online payments go through; off
	// without an API key.
	Mollie Mollie
	// DHL is the DHL business account prepaid return labels are booked
	// on; off without its credentials (the reference sheet is the label).
	DHL DHL
}

// retired are variables earlier versions read whose values are settings
// in the database now (package settings): a process started with one
// refuses to start rather than ignore what the operator meant.
var retired = map[string]string{
	"PADDOCK_SHOP_NAME":    "--company",
	"PADDOCK_SHOP_ADDRESS": "--street, --postcode, --city, --country",
	"PADDOCK_BANK_HOLDER":  "--bank-holder",
	"PADDOCK_BANK_IBAN":    "--bank-iban",
	"PADDOCK_BANK_BIC":     "--bank-bic",
	"PADDOCK_BANK_NAME":    "--bank-name",
}

// Defaults used when neither a flag nor an environment variable sets a value.
const (
	DefaultListen    = "127.0.0.1:8080"
	DefaultDataDir   = "./data"
	DefaultLogFormat = "json"
	DefaultMailFrom  = "Paddock <shop@localhost>"
)

// setting describes one configuration value: its flag, its environment
// variable, its default and a one-line help text for flags and the README.
type setting struct {
	flag, env, def, help string
	target               *string
}

// textFlag keeps a flag's raw text for validation; the dev flag also works
// bare ("-dev"), as boolean flags do.
type textFlag struct {
	target *string
	isBool bool
}

func (f textFlag) String() string {
	if f.target == nil {
		return ""
	}
	return *f.target
}

func (f textFlag) Set(v string) error { *f.target = v; return nil }

func (f textFlag) IsBoolFlag() bool { return f.isBool }

// rawValues holds the configuration as text before validation.
type rawValues struct {
	listen, dataDir, dbURL, baseURL, dev, logLevel, logFormat, metricsToken, search, blobURL string
	smtpURL, mailFrom, shopEmail, secret, trustedProxies, emailCheck, paymentTest, ssr       string
	mollieKey, mollieProfile, mollieURL                                                      string
	dhlKey, dhlUser, dhlPassword, dhlReceiver, dhlURL, dhlLabelType                          string
}

// settingsFor binds every setting to its field in raw. It is the one list of
// what can be configured; Load and Settings both read it.
func settingsFor(raw *rawValues) []setting {
	return []setting{
		{"listen", "PADDOCK_LISTEN", DefaultListen, "address the HTTP server listens on (host:port)", &raw.listen},
		{"data-dir", "PADDOCK_DATA_DIR", DefaultDataDir, "directory for the SQLite database, files and the local mailbox", &raw.dataDir},
		{"database-url", "PADDOCK_DATABASE_URL", "", "database: sqlite:<file> (default <data-dir>/paddock.db) or postgres://user:pass@host/db", &raw.dbURL},
		{"base-url", "PADDOCK_BASE_URL", "", "public base URL customers use (default http://<listen>)", &raw.baseURL},
		{"dev", "PADDOCK_DEV", "false", "developer mode: GraphQL introspection, text logs", &raw.dev},
		{"log-level", "PADDOCK_LOG_LEVEL", "info", "log level: debug, info, warn or error", &raw.logLevel},
		{"log-format", "PADDOCK_LOG_FORMAT", "", "log format: json or text (default json, text in dev mode)", &raw.logFormat},
		{"metrics-token", "PADDOCK_METRICS_TOKEN", "", "bearer token required to read /metrics (empty: open)", &raw.metricsToken},
		{"search", "PADDOCK_SEARCH", "bleve", "product search: bleve (embedded, one instance) or postgres (several instances; needs PostgreSQL)", &raw.search},
		{"blob-url", "PADDOCK_BLOB_URL", "", "where files are kept: file:///dir (default <data-dir>/blobs)", &raw.blobURL},
		{"smtp-url", "PADDOCK_SMTP_URL", "", "mail server: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS); empty keeps mail in the local mailbox (paddock mail)", &raw.smtpURL},
		{"mail-from", "PADDOCK_MAIL_FROM", DefaultMailFrom, "sender of the shop's mails", &raw.mailFrom},
		{"shop-email", "PADDOCK_SHOP_EMAIL", "", "where form submissions, helpdesk tickets and copies of order confirmations go (default the sender address)", &raw.shopEmail},
		{"trusted-proxies", "PADDOCK_TRUSTED_PROXIES", "", "reverse proxies whose X-Forwarded-For names the client, as IP addresses and networks: 10.0.0.0/8, 192.0.2.7 (empty: the connection's address is the client)", &raw.trustedProxies},
		{"secret", "PADDOCK_SECRET", "", "signing key for links in mails, at least 32 characters (empty: generated once and kept in the database)", &raw.secret},
		{"payment-test", "PADDOCK_PAYMENT_TEST", "auto", "the built-in test payment provider, which takes no money: auto (on in developer mode and when the base URL is on this machine), true or false", &raw.paymentTest},
		{"mollie-api-key", "PADDOCK_MOLLIE_API_KEY", "", "Mollie API key: test_… (test mode) or live_… (real money); empty: no Mollie methods", &raw.mollieKey},
		{"mollie-profile-id", "PADDOCK_MOLLIE_PROFILE_ID", "", "Mollie profile id (pfl_…), told to storefronts by storeConfig.mollie", &raw.mollieProfile},
		{"mollie-api-url", "PADDOCK_MOLLIE_API_URL", "", "Mollie's API with its version (default https://api.mollie.com/v2; tests point it at the local fake)", &raw.mollieURL},
		{"dhl-api-key", "PADDOCK_DHL_API_KEY", "", "DHL Parcel DE Returns: the API key (developer.dhl.com); with the three below, returns get DHL's prepaid labels; empty: the return label is a reference sheet and the postage the customer's", &raw.dhlKey},
		{"dhl-user", "PADDOCK_DHL_USER", "", "DHL business customer portal user, for return labels", &raw.dhlUser},
		{"dhl-password", "PADDOCK_DHL_PASSWORD", "", "DHL business customer portal password, for return labels", &raw.dhlPassword},
		{"dhl-return-receiver-id", "PADDOCK_DHL_RETURN_RECEIVER_ID", "", "DHL return receiver id (the shop's return address, set up in the business customer portal)", &raw.dhlReceiver},
		{"dhl-api-url", "PADDOCK_DHL_API_URL", "", "DHL Parcel DE Returns API with its version (default https://api-eu.dhl.com/parcel/de/shipping/returns/v1; the sandbox https://api-sandbox.dhl.com/parcel/de/shipping/returns/v1)", &raw.dhlURL},
		{"dhl-label-type", "PADDOCK_DHL_LABEL_TYPE", "SHIPMENT_LABEL", "DHL return label: SHIPMENT_LABEL (a PDF to print), QR_LABEL or BOTH", &raw.dhlLabelType},
		{"server-render", "PADDOCK_SERVER_RENDER", "true", "render the storefront's pages on the server, in the embedded JavaScript engine; off, browsers render them from the page's shell", &raw.ssr},
		{"email-check", "PADDOCK_EMAIL_CHECK", "false", "let isEmailAvailable tell whether an account has an address (Magento 2.4.7's guest checkout login); off, it answers true for every address so that nobody can test addresses", &raw.emailCheck},
	}
}

// Load builds a Config from defaults, then the environment, then flags, and
// validates the result. getenv is os.LookupEnv in production; tests pass
// their own. Every wrong value is reported, each with its own message. The
// arguments left after the flags are returned. commandFlags registers the
// flags of one command (seed's -products) on the same set.
func Load(name string, args []string, getenv func(string) (string, bool), output io.Writer, commandFlags ...func(*flag.FlagSet)) (Config, []string, error) {
	var raw rawValues
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(output)
	for _, register := range commandFlags {
		register(fs)
	}
	for _, s := range settingsFor(&raw) {
		value := s.def
		if v, ok := getenv(s.env); ok {
			value = v
		}
		*s.target = value
		fs.Var(textFlag{target: s.target, isBool: s.target == &raw.dev || s.target == &raw.emailCheck || s.target == &raw.ssr}, s.flag, fmt.Sprintf("%s (env %s)", s.help, s.env))
	}
	if err := fs.Parse(args); err != nil {
		return Config{}, nil, err
	}

	cfg, err := validate(raw)
	var gone []error
	for _, env := range slices.Sorted(maps.Keys(retired)) {
		if _, set := getenv(env); set {
			gone = append(gone, fmt.Errorf("%s is no longer read: the shop's legal data and bank account are settings in the database now; unset it and set them with paddock settings legal set %s", env, retired[env]))
		}
	}
	if len(gone) > 0 {
		var problems []error
		if cerr, ok := err.(*Error); ok {
			problems = cerr.Problems
		}
		err = &Error{Problems: append(problems, gone...)}
	}
	return cfg, fs.Args(), err
}

// Settings lists every configuration value as flag name, environment
// variable, default and help text, for documentation.
func Settings() [][4]string {
	var rows [][4]string
	for _, s := range settingsFor(&rawValues{}) {
		rows = append(rows, [4]string{s.flag, s.env, s.def, s.help})
	}
	return rows
}

func validate(raw rawValues) (Config, error) {
	var problems []error
	listen, dataDir, dbURL, baseURL, dev, logLevel, logFormat := raw.listen, raw.dataDir, raw.dbURL, raw.baseURL, raw.dev, raw.logLevel, raw.logFormat
	cfg := Config{Listen: strings.TrimSpace(listen), DataDir: strings.TrimSpace(dataDir), MetricsToken: raw.metricsToken}

	if host, port, err := net.SplitHostPort(cfg.Listen); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_LISTEN %q is not host:port, for example 127.0.0.1:8080", listen))
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		problems = append(problems, fmt.Errorf("PADDOCK_LISTEN %q has an invalid port; use a number from 0 to 65535", listen))
	} else if host != "" && net.ParseIP(host) == nil && !validHostname(host) {
		problems = append(problems, fmt.Errorf("PADDOCK_LISTEN %q has an invalid host; use an IP address, a host name or nothing (all interfaces)", listen))
	}

	if cfg.DataDir == "" {
		problems = append(problems, errors.New("PADDOCK_DATA_DIR is empty; name a directory, for example ./data"))
	}

	cfg.DatabaseURL = strings.TrimSpace(dbURL)
	if cfg.DatabaseURL == "" && cfg.DataDir != "" {
		cfg.DatabaseURL = "sqlite:" + filepath.Join(cfg.DataDir, "paddock.db")
	} else if err := checkDatabaseURL(cfg.DatabaseURL); err != nil {
		problems = append(problems, err)
	}

	cfg.BaseURL = strings.TrimRight(strings.TrimSpace(baseURL), "/")
	if cfg.BaseURL == "" {
		cfg.BaseURL = "http://" + defaultPublicHost(cfg.Listen)
		cfg.BaseURLDefault = true
	} else if err := checkBaseURL(cfg.BaseURL); err != nil {
		problems = append(problems, err)
	}

	if b, err := strconv.ParseBool(strings.TrimSpace(dev)); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_DEV %q is not a boolean; use true or false", dev))
	} else {
		cfg.Dev = b
	}
	if b, err := strconv.ParseBool(strings.TrimSpace(raw.ssr)); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_SERVER_RENDER %q is not a boolean; use true or false", raw.ssr))
	} else {
		cfg.ServerRender = b
	}
	if b, err := strconv.ParseBool(strings.TrimSpace(raw.emailCheck)); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_EMAIL_CHECK %q is not a boolean; use true or false", raw.emailCheck))
	} else {
		cfg.EmailCheck = b
	}

	if err := cfg.LogLevel.UnmarshalText([]byte(strings.TrimSpace(logLevel))); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_LOG_LEVEL %q is not a level; use debug, info, warn or error", logLevel))
	}

	switch f := strings.TrimSpace(logFormat); f {
	case "":
		cfg.LogFormat = DefaultLogFormat
		if cfg.Dev {
			cfg.LogFormat = "text"
		}
	case "json", "text":
		cfg.LogFormat = f
	default:
		problems = append(problems, fmt.Errorf("PADDOCK_LOG_FORMAT %q is not a format; use json or text", logFormat))
	}

	switch cfg.Search = strings.TrimSpace(raw.search); cfg.Search {
	case "bleve":
	case "postgres":
		if !strings.HasPrefix(cfg.DatabaseURL, "postgres") {
			problems = append(problems, errors.New("PADDOCK_SEARCH=postgres needs a PostgreSQL database (PADDOCK_DATABASE_URL=postgres://…)"))
		}
	default:
		problems = append(problems, fmt.Errorf("PADDOCK_SEARCH %q is not an engine; use bleve or postgres", raw.search))
	}

	cfg.BlobURL = strings.TrimSpace(raw.blobURL)
	if cfg.BlobURL == "" && cfg.DataDir != "" {
		abs, err := filepath.Abs(filepath.Join(cfg.DataDir, "blobs"))
		if err == nil {
			cfg.BlobURL = "file://" + filepath.ToSlash(abs)
		}
	} else if !strings.HasPrefix(cfg.BlobURL, "file:///") {
		problems = append(problems, fmt.Errorf("PADDOCK_BLOB_URL %q is not supported; use file:///absolute/dir", raw.blobURL))
	}

	problems = append(problems, validateMail(raw, &cfg)...)
	problems = append(problems, validatePayment(raw, &cfg)...)
	problems = append(problems, validateMollie(raw, &cfg)...)
	problems = append(problems, validateDHL(raw, &cfg)...)

	if proxies, err := ratelimit.ParseProxies(raw.trustedProxies); err != nil {
		problems = append(problems, fmt.Errorf("PADDOCK_TRUSTED_PROXIES: %s; list IP addresses and networks, for example 10.0.0.0/8, 192.0.2.7", err))
	} else {
		cfg.TrustedProxies = proxies
	}

	if len(problems) > 0 {
		return cfg, &Error{Problems: problems}
	}
	return cfg, nil
}

// validateMail checks the mail settings and the signing key.
func validateMail(raw rawValues, cfg *Config) []error {
	var problems []error
	if cfg.SMTPURL = strings.TrimSpace(raw.smtpURL); cfg.SMTPURL != "" {
		if _, err := smtpurl.Parse(cfg.SMTPURL); err != nil {
			problems = append(problems, fmt.Errorf("PADDOCK_SMTP_URL %s", err))
		}
	}
	address := func(env, value string) (string, error) {
		value = strings.TrimSpace(value)
		a, err := mail.ParseAddress(value)
		if err != nil || strings.ContainsAny(value, "\r\n") || strings.ContainsAny(a.Address, " <>") {
			return "", fmt.Errorf("%s %q is not an email address; use for example \"Paddock <shop@example.de>\" or shop@example.de", env, value)
		}
		return value, nil
	}
	var err error
	if cfg.MailFrom, err = address("PADDOCK_MAIL_FROM", raw.mailFrom); err != nil {
		problems = append(problems, err)
	}
	if strings.TrimSpace(raw.shopEmail) == "" {
		cfg.ShopEmail = cfg.MailFrom
	} else if cfg.ShopEmail, err = address("PADDOCK_SHOP_EMAIL", raw.shopEmail); err != nil {
		problems = append(problems, err)
	}
	cfg.Secret = raw.secret
	if cfg.Secret != "" && len(cfg.Secret) < MinSecretLength {
		problems = append(problems, fmt.Errorf("PADDOCK_SECRET is too short: %d characters, at least %d are needed (for example from openssl rand -base64 48)", len(cfg.Secret), MinSecretLength))
	}
	return problems
}

// validatePayment decides the payment methods' settings.
func validatePayment(raw rawValues, cfg *Config) []error {
	var problems []error
	switch v := strings.TrimSpace(strings.ToLower(raw.paymentTest)); v {
	case "", "auto":
		cfg.PaymentTestAuto = true
		cfg.PaymentTest = cfg.Dev || localURL(cfg.BaseURL)
	default:
		b, err := strconv.ParseBool(v)
		if err != nil {
			problems = append(problems, fmt.Errorf("PADDOCK_PAYMENT_TEST %q is not auto, true or false", raw.paymentTest))
		}
		cfg.PaymentTest = b
	}
	return problems
}

// WithBaseURL is the configuration with the public address the database
// keeps (see BaseURLDefault) and what follows from it: the test payment
// provider, when left to decide by itself, is on only for an address on
// this machine.
func (c Config) WithBaseURL(base string) Config {
	c.BaseURL, c.BaseURLDefault = base, false
	if c.PaymentTestAuto {
		c.PaymentTest = c.Dev || localURL(base)
	}
	return c
}

// localURL reports whether a base URL names this machine.
func localURL(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// MinSecretLength is the shortest PADDOCK_SECRET accepted.
const MinSecretLength = 32

// Error lists every problem found in the configuration.
type Error struct{ Problems []error }

func (e *Error) Error() string {
	lines := make([]string, 0, len(e.Problems)+1)
	lines = append(lines, "invalid configuration:")
	for _, p := range e.Problems {
		lines = append(lines, "  - "+p.Error())
	}
	return strings.Join(lines, "\n")
}

func checkDatabaseURL(raw string) error {
	switch {
	case strings.HasPrefix(raw, "sqlite:"):
		if strings.TrimPrefix(strings.TrimPrefix(raw, "sqlite:"), "//") == "" {
			return fmt.Errorf("PADDOCK_DATABASE_URL %q names no file; use sqlite:<file>, for example sqlite:./data/paddock.db", raw)
		}
		return nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			return fmt.Errorf("PADDOCK_DATABASE_URL is not a valid postgres:// URL; use postgres://user:password@host:5432/database")
		}
		return nil
	default:
		scheme, _, _ := strings.Cut(raw, ":")
		return fmt.Errorf("PADDOCK_DATABASE_URL has the unsupported scheme %q; use sqlite:<file> or postgres://…", scheme)
	}
}

func checkBaseURL(raw string) error {
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return fmt.Errorf("PADDOCK_BASE_URL %q is not a URL; use for example https://shop.example.de", raw)
	case u.Scheme != "http" && u.Scheme != "https":
		return fmt.Errorf("PADDOCK_BASE_URL %q must start with http:// or https://", raw)
	case u.Host == "":
		return fmt.Errorf("PADDOCK_BASE_URL %q names no host; use for example https://shop.example.de", raw)
	case u.RawQuery != "" || u.Fragment != "" || u.User != nil:
		return fmt.Errorf("PADDOCK_BASE_URL %q must not carry a query, a fragment or credentials", raw)
	case u.Path != "":
		return fmt.Errorf("PADDOCK_BASE_URL %q must not carry a path; the shop answers at the root of its host", raw)
	}
	return nil
}

func defaultPublicHost(listen string) string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return listen
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}

func validHostname(h string) bool {
	if len(h) > 253 {
		return false
	}
	for _, label := range strings.Split(h, ".") {
		if label == "" || len(label) > 63 {
			return false
		}
		for i, r := range label {
			ok := r == '-' && i > 0 && i < len(label)-1 || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
			if !ok {
				return false
			}
		}
	}
	return true
}
