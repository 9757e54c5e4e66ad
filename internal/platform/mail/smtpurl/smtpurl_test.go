package smtpurl_test

import (
	"strings"
	"testing"

	"paddock/internal/platform/mail/smtpurl"
)

func TestParse(t *testing.T) {
	tests := []struct {
		raw  string
		want smtpurl.Settings
	}{
		{"smtp://mail.example.de", smtpurl.Settings{Host: "mail.example.de", Port: 587, Security: smtpurl.StartTLS}},
		{"smtp://shop%40example.de:p%40ss@mail.example.de:2525", smtpurl.Settings{Host: "mail.example.de", Port: 2525, Username: "shop@example.de", Password: "p@ss", Security: smtpurl.StartTLS}},
		{"smtps://u:p@mail.example.de", smtpurl.Settings{Host: "mail.example.de", Port: 465, Username: "u", Password: "p", Security: smtpurl.ImplicitTLS}},
		{"smtp://[::1]:1025?starttls=off", smtpurl.Settings{Host: "::1", Port: 1025, Security: smtpurl.NoTLS}},
		{"smtp://relay.lan?starttls=opportunistic", smtpurl.Settings{Host: "relay.lan", Port: 587, Security: smtpurl.StartTLSOpportunistic}},
		{"smtp://u:p@relay.lan?starttls=required", smtpurl.Settings{Host: "relay.lan", Port: 587, Username: "u", Password: "p", Security: smtpurl.StartTLS}},
		{"smtp://relay.lan/", smtpurl.Settings{Host: "relay.lan", Port: 587, Security: smtpurl.StartTLS}},
	}
	for _, tt := range tests {
		got, err := smtpurl.Parse(tt.raw)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.raw, got, err, tt.want)
		}
	}
	if a := (smtpurl.Settings{Host: "::1", Port: 25}).Address(); a != "[::1]:25" {
		t.Errorf("address %s", a)
	}
}

func TestParseRefuses(t *testing.T) {
	tests := map[string]string{
		"":                                             "is empty",
		"http://mail.example.de":                       "unsupported scheme \"http\"",
		"smtp://":                                      "names no host",
		"smtp://mail.example.de:0":                     "invalid port",
		"smtp://mail.example.de:70000":                 "invalid port",
		"smtp://mail.example.de:abc":                   "not a URL",
		"smtp://mail.example.de/x":                     "must not carry a path",
		"smtp://mail.example.de#x":                     "must not carry a path or a fragment",
		"smtp://mail.example.de?foo=1":                 "unknown parameter \"foo\"",
		"smtp://mail.example.de?starttls=maybe":        "invalid starttls value",
		"smtps://mail.example.de?starttls=off":         "TLS already",
		"smtp://u:secret@mail.example.de?starttls=off": "password without TLS",
		"smtp://u:secret@mail.example.de?starttls=opportunistic": "password without TLS",
	}
	for raw, want := range tests {
		_, err := smtpurl.Parse(raw)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Parse(%q): %v; want %q", raw, err, want)
		}
	}
}
