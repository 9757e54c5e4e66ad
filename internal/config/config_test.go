package config_test

import (
	"errors"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"paddock/internal/config"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

// The shop's identity and bank account are settings in the database now
// (package settings): variables earlier versions read stop the start
// with a pointer to the command that sets them, every one named.
func TestRetiredShopVariablesAreRefused(t *testing.T) {
	_, _, err := config.Load("paddock", nil, env(map[string]string{"PADDOCK_BASE_URL": "https://shop.example",
		"PADDOCK_SHOP_NAME": "Reitsport Muster GmbH", "PADDOCK_BANK_IBAN": "DE89370400440532013000", "PADDOCK_LOG_LEVEL": "loud"}), io.Discard)
	var cerr *config.Error
	if !errors.As(err, &cerr) || len(cerr.Problems) != 3 {
		t.Fatalf("got %v, want three problems", err)
	}
	for _, want := range []string{"PADDOCK_LOG_LEVEL", "PADDOCK_BANK_IBAN is no longer read", "paddock settings legal set --bank-iban",
		"PADDOCK_SHOP_NAME is no longer read", "paddock settings legal set --company"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v lacks %q", err, want)
		}
	}
	for _, row := range config.Settings() {
		if strings.HasPrefix(row[1], "PADDOCK_SHOP_NAME") || strings.HasPrefix(row[1], "PADDOCK_BANK_") || row[1] == "PADDOCK_SHOP_ADDRESS" {
			t.Errorf("%s is still listed as a setting", row[1])
		}
	}
}

func TestDefaults(t *testing.T) {
	cfg, rest, err := config.Load("paddock", nil, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs("data/blobs")
	want := config.Config{
		Listen: "127.0.0.1:8080", DataDir: "./data", DatabaseURL: "sqlite:data/paddock.db",
		BaseURL: "http://127.0.0.1:8080", LogLevel: slog.LevelInfo, LogFormat: "json",
		Search: "bleve", BlobURL: "file://" + abs,
		MailFrom: "Paddock <shop@localhost>", ShopEmail: "Paddock <shop@localhost>",
		// A shop on this machine is the local demo: test payments.
		PaymentTest: true, PaymentTestAuto: true, BaseURLDefault: true, ServerRender: true,
	}
	if !reflect.DeepEqual(cfg, want) || len(rest) != 0 {
		t.Errorf("defaults:\n got %+v\nwant %+v", cfg, want)
	}
}

func TestEnvironmentThenFlags(t *testing.T) {
	cfg, _, err := config.Load("paddock", []string{"-listen", ":9000", "-dev"}, env(map[string]string{
		"PADDOCK_LISTEN":       "127.0.0.1:7000",
		"PADDOCK_DATA_DIR":     "/var/lib/paddock",
		"PADDOCK_DATABASE_URL": "postgres://shop:pw@db:5432/paddock",
		"PADDOCK_BASE_URL":     "https://shop.example.de/",
		"PADDOCK_LOG_LEVEL":    "debug",
	}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Listen != ":9000" || !cfg.Dev || cfg.LogFormat != "text" {
		t.Errorf("flags did not win: %+v", cfg)
	}
	if cfg.DataDir != "/var/lib/paddock" || cfg.DatabaseURL != "postgres://shop:pw@db:5432/paddock" ||
		cfg.BaseURL != "https://shop.example.de" || cfg.LogLevel != slog.LevelDebug {
		t.Errorf("environment not read: %+v", cfg)
	}
}

func TestDefaultBaseURLFollowsListen(t *testing.T) {
	for listen, want := range map[string]string{
		":9090":         "http://127.0.0.1:9090",
		"0.0.0.0:80":    "http://127.0.0.1:80",
		"[::1]:8443":    "http://[::1]:8443",
		"shop.lan:8080": "http://shop.lan:8080",
	} {
		cfg, _, err := config.Load("paddock", []string{"-listen", listen}, env(nil), io.Discard)
		if err != nil || cfg.BaseURL != want {
			t.Errorf("listen %s: base URL %q, %v; want %q", listen, cfg.BaseURL, err, want)
		}
	}
}

func TestEveryWrongValueIsReported(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"PADDOCK_LISTEN": "8080"}, "PADDOCK_LISTEN \"8080\" is not host:port"},
		{map[string]string{"PADDOCK_LISTEN": "127.0.0.1:99999"}, "invalid port"},
		{map[string]string{"PADDOCK_LISTEN": "bad host!:80"}, "invalid host"},
		{map[string]string{"PADDOCK_DATA_DIR": " "}, "PADDOCK_DATA_DIR is empty"},
		{map[string]string{"PADDOCK_DATABASE_URL": "mysql://x/y"}, "unsupported scheme \"mysql\""},
		{map[string]string{"PADDOCK_DATABASE_URL": "sqlite:"}, "names no file"},
		{map[string]string{"PADDOCK_DATABASE_URL": "postgres://"}, "not a valid postgres:// URL"},
		{map[string]string{"PADDOCK_BASE_URL": "shop.example.de"}, "must start with http:// or https://"},
		{map[string]string{"PADDOCK_BASE_URL": "https://"}, "names no host"},
		{map[string]string{"PADDOCK_BASE_URL": "https://shop.example.de/?a=1"}, "must not carry a query"},
		{map[string]string{"PADDOCK_BASE_URL": "https://shop.example.de/shop"}, "must not carry a path"},
		{map[string]string{"PADDOCK_DEV": "yes please"}, "PADDOCK_DEV \"yes please\" is not a boolean"},
		{map[string]string{"PADDOCK_LOG_LEVEL": "loud"}, "PADDOCK_LOG_LEVEL \"loud\" is not a level"},
		{map[string]string{"PADDOCK_LOG_FORMAT": "xml"}, "PADDOCK_LOG_FORMAT \"xml\" is not a format"},
		{map[string]string{"PADDOCK_SEARCH": "solr"}, "PADDOCK_SEARCH \"solr\" is not an engine"},
		{map[string]string{"PADDOCK_SEARCH": "postgres"}, "needs a PostgreSQL database"},
		{map[string]string{"PADDOCK_BLOB_URL": "s3://bucket"}, "PADDOCK_BLOB_URL \"s3://bucket\" is not supported"},
		{map[string]string{"PADDOCK_SMTP_URL": "mail.example.de:587"}, "PADDOCK_SMTP_URL has the unsupported scheme"},
		{map[string]string{"PADDOCK_SMTP_URL": "imap://mail.example.de"}, "PADDOCK_SMTP_URL has the unsupported scheme \"imap\""},
		{map[string]string{"PADDOCK_SMTP_URL": "smtp://"}, "PADDOCK_SMTP_URL names no host"},
		{map[string]string{"PADDOCK_SMTP_URL": "smtp://mail.example.de:0"}, "PADDOCK_SMTP_URL has an invalid port"},
		{map[string]string{"PADDOCK_SMTP_URL": "smtp://mail.example.de/inbox"}, "must not carry a path"},
		{map[string]string{"PADDOCK_SMTP_URL": "smtp://mail.example.de?tls=yes"}, "unknown parameter \"tls\""},
		{map[string]string{"PADDOCK_SMTP_URL": "smtps://mail.example.de?starttls=off"}, "TLS already"},
		{map[string]string{"PADDOCK_SMTP_URL": "smtp://u:hunter2@mail.example.de?starttls=off"}, "would send its password without TLS"},
		{map[string]string{"PADDOCK_MAIL_FROM": "Paddock"}, "PADDOCK_MAIL_FROM \"Paddock\" is not an email address"},
		{map[string]string{"PADDOCK_MAIL_FROM": "shop@example.de\r\nBcc: x@y.de"}, "PADDOCK_MAIL_FROM"},
		{map[string]string{"PADDOCK_SHOP_EMAIL": "a@b, c@d"}, "PADDOCK_SHOP_EMAIL \"a@b, c@d\" is not an email address"},
		{map[string]string{"PADDOCK_SECRET": "short"}, "PADDOCK_SECRET is too short: 5 characters, at least 32"},
		{map[string]string{"PADDOCK_TRUSTED_PROXIES": "10.0.0.0/33"}, "PADDOCK_TRUSTED_PROXIES: \"10.0.0.0/33\" is not a network"},
		{map[string]string{"PADDOCK_TRUSTED_PROXIES": "10.0.0.1, proxy.local"}, "PADDOCK_TRUSTED_PROXIES: \"proxy.local\" is not an IP address"},
	}
	for _, tt := range tests {
		_, _, err := config.Load("paddock", nil, env(tt.env), io.Discard)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: error %v; want it to say %q", tt.env, err, tt.want)
		}
	}

	// Several problems are all reported at once, each on its own line.
	_, _, err := config.Load("paddock", nil, env(map[string]string{"PADDOCK_LISTEN": "x", "PADDOCK_DEV": "maybe"}), io.Discard)
	var cerr *config.Error
	if !errors.As(err, &cerr) || len(cerr.Problems) != 2 || strings.Count(err.Error(), "\n  - ") != 2 {
		t.Errorf("two problems reported as %v", err)
	}
}

func TestTrustedProxies(t *testing.T) {
	cfg, _, err := config.Load("paddock", []string{"-trusted-proxies", " 10.0.0.0/8, 192.0.2.7 ,"}, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	r.RemoteAddr = "10.1.2.3:4711"
	r.Header.Set("X-Forwarded-For", "198.51.100.4, 192.0.2.7")
	if ip := cfg.TrustedProxies.ClientIP(r); ip != "198.51.100.4" {
		t.Errorf("behind the configured proxies: %q", ip)
	}
	cfg, _, _ = config.Load("paddock", nil, env(nil), io.Discard)
	if ip := cfg.TrustedProxies.ClientIP(r); ip != "10.1.2.3" {
		t.Errorf("without trusted proxies: %q", ip)
	}
}

func TestUnknownFlag(t *testing.T) {
	_, _, err := config.Load("paddock", []string{"-colour", "blue"}, env(nil), io.Discard)
	if err == nil || errors.Is(err, flag.ErrHelp) {
		t.Errorf("unknown flag: %v", err)
	}
}

func TestSettingsDocumentEveryVariable(t *testing.T) {
	rows := config.Settings()
	if len(rows) < 8 {
		t.Fatalf("%d settings", len(rows))
	}
	for _, r := range rows {
		if !strings.HasPrefix(r[1], "PADDOCK_") || r[3] == "" {
			t.Errorf("setting %v", r)
		}
	}
}

func TestMailSettings(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want func(config.Config) bool
	}{
		{"smtp with STARTTLS", map[string]string{"PADDOCK_SMTP_URL": " smtp://shop:pw@mail.example.de:587 "},
			func(c config.Config) bool { return c.SMTPURL == "smtp://shop:pw@mail.example.de:587" }},
		{"smtps", map[string]string{"PADDOCK_SMTP_URL": "smtps://mail.example.de"},
			func(c config.Config) bool { return c.SMTPURL == "smtps://mail.example.de" }},
		{"local relay without TLS", map[string]string{"PADDOCK_SMTP_URL": "smtp://127.0.0.1:1025?starttls=off"},
			func(c config.Config) bool { return c.SMTPURL == "smtp://127.0.0.1:1025?starttls=off" }},
		{"shop address follows the sender", map[string]string{"PADDOCK_MAIL_FROM": "Reitsport Paddock <info@paddock.example>"},
			func(c config.Config) bool {
				return c.MailFrom == "Reitsport Paddock <info@paddock.example>" && c.ShopEmail == c.MailFrom
			}},
		{"own shop address", map[string]string{"PADDOCK_SHOP_EMAIL": "service@paddock.example"},
			func(c config.Config) bool {
				return c.ShopEmail == "service@paddock.example" && c.MailFrom == config.DefaultMailFrom
			}},
		{"secret", map[string]string{"PADDOCK_SECRET": strings.Repeat("k", 32)},
			func(c config.Config) bool { return c.Secret == strings.Repeat("k", 32) }},
	}
	for _, tt := range tests {
		cfg, _, err := config.Load("paddock", nil, env(tt.env), io.Discard)
		if err != nil || !tt.want(cfg) {
			t.Errorf("%s: %+v, %v", tt.name, cfg, err)
		}
	}
}

func TestSMTPPasswordIsNotInErrors(t *testing.T) {
	_, _, err := config.Load("paddock", nil, env(map[string]string{"PADDOCK_SMTP_URL": "smtp://shop:hunter2@mail.example.de:99999"}), io.Discard)
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error %v", err)
	}
}

func TestEmailCheckSetting(t *testing.T) {
	cfg, _, err := config.Load("paddock", nil, env(nil), io.Discard)
	if err != nil || cfg.EmailCheck {
		t.Fatalf("default: %v, %v", cfg.EmailCheck, err)
	}
	if cfg, _, err = config.Load("paddock", []string{"-email-check"}, env(nil), io.Discard); err != nil || !cfg.EmailCheck {
		t.Fatalf("-email-check: %v, %v", cfg.EmailCheck, err)
	}
	if cfg, _, err = config.Load("paddock", nil, env(map[string]string{"PADDOCK_SERVER_RENDER": "false"}), io.Discard); err != nil || cfg.ServerRender {
		t.Fatalf("PADDOCK_SERVER_RENDER=false: %v, %v", cfg.ServerRender, err)
	}
	if _, _, err = config.Load("paddock", nil, env(map[string]string{"PADDOCK_SERVER_RENDER": "maybe"}), io.Discard); err == nil ||
		!strings.Contains(err.Error(), "PADDOCK_SERVER_RENDER") {
		t.Fatalf("PADDOCK_SERVER_RENDER=maybe: %v", err)
	}
	if cfg, _, err = config.Load("paddock", nil, env(map[string]string{"PADDOCK_EMAIL_CHECK": "true"}), io.Discard); err != nil || !cfg.EmailCheck {
		t.Fatalf("PADDOCK_EMAIL_CHECK=true: %v, %v", cfg.EmailCheck, err)
	}
	if _, _, err = config.Load("paddock", nil, env(map[string]string{"PADDOCK_EMAIL_CHECK": "sometimes"}), io.Discard); err == nil ||
		!strings.Contains(err.Error(), "PADDOCK_EMAIL_CHECK") {
		t.Errorf("a bad value: %v", err)
	}
}

func TestPaymentSettings(t *testing.T) {
	public := map[string]string{"PADDOCK_BASE_URL": "https://shop.example.de"}
	with := func(more map[string]string) map[string]string {
		m := map[string]string{"PADDOCK_BASE_URL": "https://shop.example.de"}
		for k, v := range more {
			m[k] = v
		}
		return m
	}
	for _, tc := range []struct {
		name    string
		env     map[string]string
		args    []string
		test    bool
		problem string
	}{
		{name: "a public shop has none", env: public},
		{name: "developer mode has it", env: public, args: []string{"-dev"}, test: true},
		{name: "the local demo has it", env: map[string]string{}, test: true},
		{name: "switched on", env: with(map[string]string{"PADDOCK_PAYMENT_TEST": "true"}), test: true},
		{name: "switched off locally", env: map[string]string{"PADDOCK_PAYMENT_TEST": "false"}},
		{name: "a bad switch", env: with(map[string]string{"PADDOCK_PAYMENT_TEST": "maybe"}), problem: "PADDOCK_PAYMENT_TEST"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, _, err := config.Load("paddock", tc.args, env(tc.env), io.Discard)
			if tc.problem != "" {
				if err == nil || !strings.Contains(err.Error(), tc.problem) {
					t.Fatalf("got %v, want a problem with %s", err, tc.problem)
				}
				return
			}
			if err != nil || cfg.PaymentTest != tc.test {
				t.Fatalf("test %v, %v", cfg.PaymentTest, err)
			}
		})
	}
}

// A process not told its base URL takes the one the database keeps; the
// test payments, left to decide, follow it: off for a public shop.
func TestWithBaseURLFollowsTheKeptAddress(t *testing.T) {
	for _, c := range []struct {
		name, paymentTest, base string
		want                    bool
	}{
		{"auto, a public shop", "", "https://reitsport.example", false},
		{"auto, the local demo", "auto", "http://localhost:8080", true},
		{"switched on", "true", "https://reitsport.example", true},
		{"switched off", "false", "http://127.0.0.1:8080", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg, _, err := config.Load("paddock", nil, env(map[string]string{"PADDOCK_PAYMENT_TEST": c.paymentTest}), io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			if !cfg.BaseURLDefault {
				t.Fatal("no base URL given, yet not the default")
			}
			got := cfg.WithBaseURL(c.base)
			if got.BaseURL != c.base || got.BaseURLDefault || got.PaymentTest != c.want {
				t.Errorf("%+v", got)
			}
		})
	}
	cfg, _, err := config.Load("paddock", []string{"-base-url", "https://shop.example.de"}, env(nil), io.Discard)
	if err != nil || cfg.BaseURLDefault {
		t.Errorf("a given base URL counts as the default: %v", err)
	}
}
