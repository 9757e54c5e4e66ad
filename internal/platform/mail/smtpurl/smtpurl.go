// Package smtpurl reads the SMTP server setting (PADDOCK_SMTP_URL). It has
// no dependencies so that the configuration can check the value with the
// same rules the mail outbox uses to connect.
//
//	smtp://user:pass@host:587    STARTTLS, required (the default port is 587)
//	smtps://user:pass@host:465   TLS from the first byte (the default port is 465)
//
// A local relay without TLS (a development mail catcher) is reached with
// smtp://host:1025?starttls=off, and a server that may or may not offer
// STARTTLS with ?starttls=opportunistic; neither may carry a password, which
// would then cross the network in the clear.
package smtpurl

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Security is how the connection to the server is protected.
type Security int

// The kinds of protection.
const (
	// StartTLS upgrades a plain connection with STARTTLS and fails when the
	// server does not offer it.
	StartTLS Security = iota
	// StartTLSOpportunistic uses STARTTLS when the server offers it.
	StartTLSOpportunistic
	// NoTLS never encrypts; only for a relay on the same machine or network.
	NoTLS
	// ImplicitTLS speaks TLS from the first byte (smtps://).
	ImplicitTLS
)

// String names the protection for logs.
func (s Security) String() string {
	switch s {
	case StartTLS:
		return "starttls"
	case StartTLSOpportunistic:
		return "starttls-opportunistic"
	case NoTLS:
		return "none"
	case ImplicitTLS:
		return "tls"
	}
	return "unknown"
}

// Settings are the parts of an SMTP URL.
type Settings struct {
	Host     string
	Port     int
	Username string
	Password string
	Security Security
}

// Parse reads an smtp:// or smtps:// URL. Its errors never contain the
// password.
func Parse(raw string) (Settings, error) {
	var s Settings
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return s, errors.New("is empty")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return s, errors.New("is not a URL; use smtp://user:password@host:587 or smtps://user:password@host:465")
	}
	switch u.Scheme {
	case "smtp":
		s.Security, s.Port = StartTLS, 587
	case "smtps":
		s.Security, s.Port = ImplicitTLS, 465
	default:
		return s, fmt.Errorf("has the unsupported scheme %q; use smtp:// (STARTTLS) or smtps:// (TLS)", u.Scheme)
	}
	s.Host = u.Hostname()
	if s.Host == "" {
		return s, errors.New("names no host; use for example smtp://user:password@mail.example.de:587")
	}
	if strings.ContainsAny(s.Host, " \t\r\n") {
		return s, errors.New("has an invalid host")
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return s, errors.New("has an invalid port; use a number from 1 to 65535")
		}
		s.Port = n
	}
	if u.Path != "" && u.Path != "/" || u.Fragment != "" {
		return s, errors.New("must not carry a path or a fragment")
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	q := u.Query()
	for key := range q {
		if key != "starttls" {
			return s, fmt.Errorf("has the unknown parameter %q; only starttls=off or starttls=opportunistic are known", key)
		}
	}
	if q.Has("starttls") {
		if s.Security == ImplicitTLS {
			return s, errors.New("uses smtps://, which is TLS already; starttls applies to smtp:// only")
		}
		switch q.Get("starttls") {
		case "required":
		case "opportunistic":
			s.Security = StartTLSOpportunistic
		case "off":
			s.Security = NoTLS
		default:
			return s, errors.New("has an invalid starttls value; use required, opportunistic or off")
		}
		if s.Security != StartTLS && s.Password != "" {
			return s, errors.New("would send its password without TLS; drop the starttls parameter or the credentials")
		}
	}
	return s, nil
}

// Address is host:port.
func (s Settings) Address() string { return net.JoinHostPort(s.Host, strconv.Itoa(s.Port)) }
