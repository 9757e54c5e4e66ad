package ratelimit_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func allow(t *testing.T, l ratelimit.Limiter, rule ratelimit.Rule, key string) bool {
	t.Helper()
	d, err := l.Allow(context.Background(), rule, key)
	if err != nil {
		t.Fatal(err)
	}
	return d.Allowed
}

func rows(t *testing.T, d *db.DB) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, "SELECT COUNT(*) FROM rate_limit"); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestFixedWindows(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "form.submit", Limit: 3, Window: time.Minute}
		var got []bool
		for range 5 {
			got = append(got, allow(t, l, rule, "192.0.2.1"))
		}
		if want := []bool{true, true, true, false, false}; !equal(got, want) {
			t.Errorf("first window: %v; want %v", got, want)
		}
		// Other keys and other rules have budgets of their own.
		if !allow(t, l, rule, "192.0.2.2") || !allow(t, l, ratelimit.Rule{Name: "newsletter.subscribe", Limit: 1, Window: time.Minute}, "192.0.2.1") {
			t.Error("a different key or rule was refused")
		}
		// Within the window still refused; in the next one allowed again.
		c.add(59 * time.Second)
		if allow(t, l, rule, "192.0.2.1") {
			t.Error("allowed before the window ended")
		}
		c.add(time.Second)
		if !allow(t, l, rule, "192.0.2.1") {
			t.Error("refused in a new window")
		}
	})
}

func equal(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestConcurrentAttemptsAreCountedExactly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 30, 0, time.UTC)}
		// Two limiters: two instances of the shop on one database.
		limiters := []ratelimit.Limiter{ratelimit.NewDB(d, c.now), ratelimit.NewDB(d, c.now)}
		rule := ratelimit.Rule{Name: "helpdesk.submit", Limit: 25, Window: time.Hour}
		const workers, each = 8, 10
		var allowed atomic.Int64
		var wg sync.WaitGroup
		errs := make(chan error, workers*each)
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range each {
					d, err := limiters[w%2].Allow(context.Background(), rule, "198.51.100.7")
					if err != nil {
						errs <- err
						return
					}
					if d.Allowed {
						allowed.Add(1)
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if allowed.Load() != int64(rule.Limit) {
			t.Errorf("%d attempts allowed; want exactly %d", allowed.Load(), rule.Limit)
		}
		var attempts int
		if err := d.Read().Get(context.Background(), &attempts, "SELECT attempts FROM rate_limit WHERE rule = ?", rule.Name); err != nil {
			t.Fatal(err)
		}
		if attempts != workers*each {
			t.Errorf("%d attempts counted; want %d", attempts, workers*each)
		}
	})
}

func TestOldWindowsArePrunedAndKeysHashed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "newsletter.subscribe.email", Limit: 5, Window: time.Minute}
		for _, key := range []string{"anna@example.de", "bob@example.de", "carla@example.de"} {
			allow(t, l, rule, key)
		}
		if n := rows(t, d); n != 3 {
			t.Fatalf("%d rows", n)
		}
		var leaked int
		if err := d.Read().Get(context.Background(), &leaked, "SELECT COUNT(*) FROM rate_limit WHERE key_hash LIKE '%example%'"); err != nil || leaked != 0 {
			t.Errorf("addresses stored in the clear: %d %v", leaked, err)
		}
		c.add(2 * time.Minute)
		allow(t, l, rule, "dora@example.de") // opens a window, clears the ended ones
		if n := rows(t, d); n != 1 {
			t.Errorf("%d rows after pruning; want 1", n)
		}
		c.add(time.Hour)
		if err := l.Prune(context.Background()); err != nil || rows(t, d) != 0 {
			t.Errorf("Prune: %d rows, %v", rows(t, d), err)
		}
	})
}

func TestBadRules(t *testing.T) {
	l := ratelimit.NewDB(dbtest.New(t, db.SQLite), nil)
	for _, rule := range []ratelimit.Rule{
		{Name: "", Limit: 1, Window: time.Minute},
		{Name: "x", Limit: 0, Window: time.Minute},
		{Name: "x", Limit: 1, Window: time.Millisecond},
	} {
		if d, err := l.Allow(context.Background(), rule, "k"); err == nil || d.Allowed {
			t.Errorf("%+v: %v %v", rule, d, err)
		}
	}
	rule := ratelimit.Rule{Name: "x", Limit: 1, Window: time.Minute}
	for _, n := range []int{0, -1, 1<<30 + 1} {
		if d, err := l.AllowN(context.Background(), rule, "k", n); err == nil || d.Allowed {
			t.Errorf("cost %d: %v %v", n, d, err)
		}
	}
}

// A refused attempt says when the window that refused it ends, and the
// error made of it carries that time for the client's Retry-After.
func TestRefusalSaysWhenToRetry(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 20, 500_000_000, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "helpdesk.submit", Limit: 1, Window: time.Minute}
		first, err := l.Allow(context.Background(), rule, "k")
		if err != nil || !first.Allowed || first.RetryAfter != 0 || first.Err("helpdesk.rateLimited") != nil {
			t.Fatalf("first attempt: %+v %v", first, err)
		}
		second, err := l.Allow(context.Background(), rule, "k")
		if err != nil || second.Allowed || second.RetryAfter != 39500*time.Millisecond {
			t.Fatalf("second attempt: %+v %v; want refused for 39.5 s", second, err)
		}
		e := apperr.As(second.Err("helpdesk.rateLimited"))
		if e.Kind != apperr.RateLimited || e.Key != "helpdesk.rateLimited" || e.RetryAfterSeconds() != 40 {
			t.Errorf("error: %+v, %d s", e, e.RetryAfterSeconds())
		}
	})
}

// A budget counts units: what a key spent is summed until it passes the
// limit, and a key that keeps trying after that stays refused without
// its count overflowing.
func TestBudgetsCountUnits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "upload.bytes", Limit: 1000, Window: time.Hour}
		var got []bool
		for _, n := range []int{400, 500, 100, 1} {
			dec, err := l.AllowN(context.Background(), rule, "k", n)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, dec.Allowed)
		}
		if want := []bool{true, true, true, false}; !equal(got, want) {
			t.Errorf("spending 400, 500, 100, 1 of 1000: %v; want %v", got, want)
		}
		for range 4 {
			if dec, err := l.AllowN(context.Background(), rule, "k", 1<<30); err != nil || dec.Allowed {
				t.Fatalf("a huge attempt: %+v %v", dec, err)
			}
		}
		c.add(time.Hour)
		if dec, err := l.AllowN(context.Background(), rule, "k", 1000); err != nil || !dec.Allowed {
			t.Errorf("the next window: %+v %v", dec, err)
		}
	})
}

func TestParseProxies(t *testing.T) {
	for _, bad := range []string{"10.0.0.0/33", "proxy.local", "10.0.0.1/", "fe80::1%eth0", "1.2.3", "10.0.0.0/8;192.0.2.1"} {
		if _, err := ratelimit.ParseProxies(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for _, good := range []string{"", " , ", "10.0.0.0/8", "192.0.2.7, 2001:db8::/32,::ffff:192.0.2.9", "10.1.2.3/8"} {
		if _, err := ratelimit.ParseProxies(good); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
}

func TestClientBehindProxies(t *testing.T) {
	proxies, err := ratelimit.ParseProxies("10.0.0.0/8, 192.0.2.7, 2001:db8:ffff::/48")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, remote string
		forwarded    []string
		want         string
	}{
		{"a direct client's header is not believed", "198.51.100.4:1000", []string{"203.0.113.9"}, "198.51.100.4"},
		{"one proxy", "10.0.0.5:1000", []string{"203.0.113.9"}, "203.0.113.9"},
		{"a forged entry left of the real client", "10.0.0.5:1000", []string{"1.1.1.1, 203.0.113.9"}, "203.0.113.9"},
		{"two proxies", "10.0.0.5:1000", []string{"203.0.113.9, 192.0.2.7"}, "203.0.113.9"},
		{"several headers are one list", "10.0.0.5:1000", []string{"1.1.1.1, 203.0.113.9", "192.0.2.7"}, "203.0.113.9"},
		{"entries with ports", "10.0.0.5:1000", []string{"[2001:db8:1::9]:443, 192.0.2.7:80"}, "2001:db8:1::9"},
		{"a mapped IPv4 address", "[::ffff:10.0.0.5]:1000", []string{"::ffff:203.0.113.9"}, "203.0.113.9"},
		{"only proxies: the furthest one", "10.0.0.5:1000", []string{"10.9.9.9, 192.0.2.7"}, "10.9.9.9"},
		{"garbage stops at the proxy that passed it", "10.0.0.5:1000", []string{"203.0.113.9, unknown, 192.0.2.7"}, "192.0.2.7"},
		{"an overlong entry", "10.0.0.5:1000", []string{strings.Repeat("1", 100)}, "10.0.0.5"},
		{"no header", "10.0.0.5:1000", nil, "10.0.0.5"},
		{"an empty header", "[2001:db8:ffff::1]:1000", []string{""}, "2001:db8:ffff::1"},
		{"no remote address", "", []string{"203.0.113.9"}, ""},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(http.MethodPost, "/graphql", nil)
		r.RemoteAddr = tt.remote
		for _, f := range tt.forwarded {
			r.Header.Add("X-Forwarded-For", f)
		}
		var got ratelimit.Client
		proxies.Middleware(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
			got = ratelimit.ClientFrom(r.Context())
		})).ServeHTTP(httptest.NewRecorder(), r)
		if got.IP != tt.want {
			t.Errorf("%s: client %q, want %q", tt.name, got.IP, tt.want)
		}
	}
}

func TestClientOfARequest(t *testing.T) {
	tests := []struct {
		remote, ip, key string
	}{
		{"192.0.2.1:51234", "192.0.2.1", "192.0.2.1"},
		{"[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"[::ffff:192.0.2.9]:80", "192.0.2.9", "192.0.2.9"},
		{"[fe80::1%eth0]:80", "fe80::1", "fe80::/64"},
		{"192.0.2.1", "192.0.2.1", "192.0.2.1"},
		{"pipe", "", "unknown"},
		{"", "", "unknown"},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(http.MethodPost, "/graphql", nil)
		r.RemoteAddr = tt.remote
		r.Header.Set("X-Forwarded-For", "203.0.113.50") // not trusted
		r.Header.Set("User-Agent", "Mozilla/5.0 "+strings.Repeat("x", 600)+"\xff")
		var got ratelimit.Client
		ratelimit.Proxies{}.Middleware(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
			got = ratelimit.ClientFrom(r.Context())
		})).ServeHTTP(httptest.NewRecorder(), r)
		if got.IP != tt.ip || ratelimit.IPKey(got.IP) != tt.key || len(got.UserAgent) > ratelimit.MaxUserAgent ||
			!strings.HasPrefix(got.UserAgent, "Mozilla/5.0 xxx") {
			t.Errorf("%q: %+v, key %q", tt.remote, got, ratelimit.IPKey(got.IP))
		}
	}
	if c := ratelimit.ClientFrom(context.Background()); c != (ratelimit.Client{}) {
		t.Errorf("empty context: %+v", c)
	}
}

// Reservations arriving at once, on two instances of the shop, are
// decided one after the other: exactly the limit is allowed, however many
// try, and the refused ones take nothing.
func TestConcurrentReservationsNeverPassTheLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 30, 0, time.UTC)}
		limiters := []ratelimit.Limiter{ratelimit.NewDB(d, c.now), ratelimit.NewDB(d, c.now)}
		rule := ratelimit.Rule{Name: "customer.signin.ip", Limit: 10, Window: 15 * time.Minute}
		const attempts = 10 + 20
		var allowed atomic.Int64
		var wg sync.WaitGroup
		errs := make(chan error, attempts)
		start := make(chan struct{})
		for i := range attempts {
			wg.Go(func() {
				<-start
				r, err := limiters[i%2].Reserve(context.Background(), rule, "198.51.100.7")
				if err != nil {
					errs <- err
					return
				}
				if r.Allowed {
					allowed.Add(1)
				} else if r.RetryAfter != 14*time.Minute+30*time.Second {
					errs <- fmt.Errorf("refused with retry after %v", r.RetryAfter)
				}
			})
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if allowed.Load() != int64(rule.Limit) {
			t.Errorf("%d of %d reservations allowed; want exactly %d", allowed.Load(), attempts, rule.Limit)
		}
		var counted int
		if err := d.Read().Get(context.Background(), &counted, "SELECT attempts FROM rate_limit WHERE rule = ?", rule.Name); err != nil {
			t.Fatal(err)
		}
		if counted != rule.Limit {
			t.Errorf("%d units spent; want %d", counted, rule.Limit)
		}
	})
}

// Release gives an allowed reservation's unit back to the window it was
// taken from, so that an attempt that must not count (a successful
// sign-in) leaves room for the next; a refused reservation and one of a
// window that has ended give nothing back.
func TestReleaseGivesAUnitBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "cart.coupon.cart", Limit: 2, Window: 15 * time.Minute}
		reserve := func() ratelimit.Reservation {
			t.Helper()
			r, err := l.Reserve(ctx, rule, "k")
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		first, second, third := reserve(), reserve(), reserve()
		if !first.Allowed || !second.Allowed || third.Allowed || third.RetryAfter != 15*time.Minute {
			t.Fatalf("reservations: %+v %+v %+v", first, second, third)
		}
		if err := l.Release(ctx, third); err != nil {
			t.Fatal(err)
		}
		if r := reserve(); r.Allowed {
			t.Error("releasing a refused reservation gave a unit back")
		}
		if err := l.Release(ctx, second); err != nil {
			t.Fatal(err)
		}
		if r := reserve(); !r.Allowed {
			t.Error("a released unit is not there again")
		}
		// A unit of an ended window is not given to the next one.
		c.add(15 * time.Minute)
		fresh := reserve()
		if err := l.Release(ctx, first); err != nil || !fresh.Allowed {
			t.Fatal(err)
		}
		if r := reserve(); !r.Allowed {
			t.Fatal("the second unit of the new window is refused")
		}
		if r := reserve(); r.Allowed {
			t.Error("a unit of the ended window was given to the new one")
		}
		if _, err := l.Reserve(ctx, ratelimit.Rule{Name: "bad"}, "k"); err == nil {
			t.Error("a bad rule is accepted")
		}
	})
}

// ReserveAll takes a unit of every limit or none: when one refuses, the
// units of those before it are given back.
func TestReserveAllTakesEveryUnitOrNone(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		perCart := ratelimit.Rule{Name: "cart.coupon.cart", Limit: 1, Window: 15 * time.Minute}
		perClient := ratelimit.Rule{Name: "cart.coupon.ip", Limit: 3, Window: 15 * time.Minute}
		spent := func(rule ratelimit.Rule) int {
			var n int
			if err := d.Read().Get(ctx, &n, "SELECT COALESCE(SUM(attempts), 0) FROM rate_limit WHERE rule = ?", rule.Name); err != nil {
				t.Fatal(err)
			}
			return n
		}
		rs, dec, err := ratelimit.ReserveAll(ctx, l, ratelimit.Limit{Rule: perClient, Key: "ip"}, ratelimit.Limit{Rule: perCart, Key: "cart-1"})
		if err != nil || !dec.Allowed || len(rs) != 2 {
			t.Fatalf("first: %+v %+v %v", rs, dec, err)
		}
		rs2, dec, err := ratelimit.ReserveAll(ctx, l, ratelimit.Limit{Rule: perClient, Key: "ip"}, ratelimit.Limit{Rule: perCart, Key: "cart-1"})
		if err != nil || dec.Allowed || rs2 != nil || dec.RetryAfter != 15*time.Minute {
			t.Fatalf("second: %+v %+v %v", rs2, dec, err)
		}
		if spent(perClient) != 1 || spent(perCart) != 1 {
			t.Errorf("a refused attempt spent units: client %d, cart %d", spent(perClient), spent(perCart))
		}
		if err := rs.Release(ctx, l); err != nil {
			t.Fatal(err)
		}
		if spent(perClient) != 0 || spent(perCart) != 0 {
			t.Errorf("released: client %d, cart %d", spent(perClient), spent(perCart))
		}
	})
}

// A client that hangs up after its attempt began has made it: counting
// does not stop with the request's context.
func TestCountsOutliveTheClient(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		l := ratelimit.NewDB(d, c.now)
		rule := ratelimit.Rule{Name: "customer.signin.ip", Limit: 1, Window: 15 * time.Minute}
		gone, cancel := context.WithCancel(context.Background())
		cancel()
		r, err := l.Reserve(gone, rule, "k")
		if err != nil || !r.Allowed {
			t.Fatalf("reserve with the client gone: %+v %v", r, err)
		}
		if r, err := l.Reserve(context.Background(), rule, "k"); err != nil || r.Allowed {
			t.Fatalf("the unit was not spent: %+v %v", r, err)
		}
		if err := l.Release(gone, r); err != nil {
			t.Fatal(err)
		}
		if d, err := l.Allow(gone, rule, "k"); err != nil || !d.Allowed {
			t.Fatalf("allow with the client gone: %+v %v", d, err)
		}
		if rows(t, d) != 1 {
			t.Errorf("%d rows", rows(t, d))
		}
	})
}
