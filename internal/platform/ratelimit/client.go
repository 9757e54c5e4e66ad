package ratelimit

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"unicode/utf8"
)

// Client is who sent a request, as far as the server can tell: what rate
// limits count by, and what a consent record keeps as proof.
type Client struct {
	// IP is the address the connection came from (r.RemoteAddr). Behind a
	// reverse proxy this is the proxy's address: X-Forwarded-For is not
	// trusted, as nothing tells which proxies may set it.
	IP string
	// UserAgent is the User-Agent header, cut to MaxUserAgent bytes.
	UserAgent string
}

// MaxUserAgent bounds the kept User-Agent.
const MaxUserAgent = 512

type clientKey struct{}

// WithClient returns a context carrying c.
func WithClient(ctx context.Context, c Client) context.Context {
	return context.WithValue(ctx, clientKey{}, c)
}

// ClientFrom returns the client in ctx; the zero Client when none is known.
func ClientFrom(ctx context.Context) Client {
	c, _ := ctx.Value(clientKey{}).(Client)
	return c
}

// ClientOf reads the client of a request.
func ClientOf(r *http.Request) Client {
	return Client{IP: RemoteIP(r), UserAgent: cut(r.UserAgent(), MaxUserAgent)}
}

// Middleware puts the request's Client into its context, for resolvers
// that rate-limit or record consent.
func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(WithClient(r.Context(), ClientOf(r))))
	})
}

// RemoteIP returns the IP address of r.RemoteAddr, or "" when it has none
// (a request made in a test without an address).
func RemoteIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(strings.TrimSpace(host))
	if err != nil {
		return ""
	}
	return addr.Unmap().WithZone("").String()
}

// IPKey is the key to rate-limit an address by: an IPv4 address itself,
// an IPv6 address by its /64 network, which one subscriber line usually
// gets whole. An unknown address gives "unknown", so that requests without
// one share a single budget rather than escaping the limit.
func IPKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return "unknown"
	}
	addr = addr.Unmap()
	if addr.Is6() {
		p, _ := addr.Prefix(64)
		return p.String()
	}
	return addr.String()
}

// cut shortens s to at most n bytes without splitting a character, and
// replaces invalid UTF-8.
func cut(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
