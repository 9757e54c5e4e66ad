package ratelimit

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"unicode/utf8"
)

// Client is who sent a request, as far as the server can tell: what rate
// limits count by, and what a consent record keeps as proof.
type Client struct {
	// IP is the address the connection came from (r.RemoteAddr), or,
	// when that is a trusted reverse proxy (Proxies), the address the
	// proxies' X-Forwarded-For names as the client.
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

// Proxies are the reverse proxies (a load balancer, a CDN) whose
// X-Forwarded-For header the shop believes. Behind them the client is the
// nearest address in that header that is not one of them: each proxy
// appends the address it was reached from, so the entries further left
// were written by someone the shop cannot trust. The zero Proxies trusts
// no one, and every client is the connection's address.
type Proxies struct {
	nets []netip.Prefix
}

// ParseProxies reads a comma-separated list of IP addresses and networks
// in CIDR notation ("10.0.0.0/8, 192.0.2.7, 2001:db8::/32"); an empty list
// trusts no one.
func ParseProxies(list string) (Proxies, error) {
	var p Proxies
	for _, part := range strings.Split(list, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if strings.Contains(part, "/") {
			prefix, err := netip.ParsePrefix(part)
			if err != nil {
				return Proxies{}, fmt.Errorf("%q is not a network such as 10.0.0.0/8", part)
			}
			p.nets = append(p.nets, prefix.Masked())
			continue
		}
		addr, err := netip.ParseAddr(part)
		if err != nil || addr.Zone() != "" {
			return Proxies{}, fmt.Errorf("%q is not an IP address", part)
		}
		addr = addr.Unmap()
		p.nets = append(p.nets, netip.PrefixFrom(addr, addr.BitLen()))
	}
	return p, nil
}

func (p Proxies) trusts(addr netip.Addr) bool {
	addr = addr.Unmap()
	for _, n := range p.nets {
		if n.Contains(addr) {
			return true
		}
	}
	return false
}

// ClientIP is the address of the client that sent r: the connection's,
// unless that is a trusted proxy; then the rightmost X-Forwarded-For entry
// that is not a trusted proxy. A malformed entry ends the walk at the
// proxy that passed it on. "" when the connection has no address (a test).
func (p Proxies) ClientIP(r *http.Request) string {
	addr, ok := remoteAddr(r)
	if !ok {
		return ""
	}
	if !p.trusts(addr) {
		return addr.String()
	}
	var hops []string
	for _, h := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(h, ",")...)
	}
	client := addr
	for i := len(hops) - 1; i >= 0; i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			break
		}
		client = hop
		if !p.trusts(hop) {
			break
		}
	}
	return client.WithZone("").String()
}

// Internal reports whether r comes from inside: its client (as ClientIP
// names it) is a loopback address or one of the trusted proxies'
// networks, not someone outside for whom a proxy passed it on.
func (p Proxies) Internal(r *http.Request) bool {
	addr, err := netip.ParseAddr(p.ClientIP(r))
	if err != nil {
		return false
	}
	return addr.Unmap().IsLoopback() || p.trusts(addr)
}

// parseHop reads one X-Forwarded-For entry: an address, perhaps with a
// port ("192.0.2.1:4711", "[2001:db8::1]:443").
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if len(s) > 64 {
		return netip.Addr{}, false
	}
	if addr, err := netip.ParseAddr(s); err == nil {
		return addr.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

// ClientOf reads the client of a request.
func (p Proxies) ClientOf(r *http.Request) Client {
	return Client{IP: p.ClientIP(r), UserAgent: cut(r.UserAgent(), MaxUserAgent)}
}

// Middleware puts the request's Client into its context, for resolvers
// and handlers that rate-limit or record consent.
func (p Proxies) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(WithClient(r.Context(), p.ClientOf(r))))
	})
}

// RemoteIP returns the IP address of r.RemoteAddr, or "" when it has none
// (a request made in a test without an address).
func RemoteIP(r *http.Request) string {
	if addr, ok := remoteAddr(r); ok {
		return addr.String()
	}
	return ""
}

// remoteAddr is the address of r.RemoteAddr, unmapped and without a zone.
func remoteAddr(r *http.Request) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(strings.TrimSpace(host))
	if err != nil {
		return netip.Addr{}, false
	}
	return addr.Unmap().WithZone(""), true
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
