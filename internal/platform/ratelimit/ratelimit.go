// Package ratelimit counts attempts per key in fixed windows, in the
// database so the count holds across several instances.
package ratelimit

import (
	"context"
	"time"

	"paddock/internal/platform/apperr"
)

// Rule is how many attempts a key may make per window.
type Rule struct {
	// Name groups keys ("form.submit", "newsletter.subscribe").
	Name   string
	Limit  int
	Window time.Duration
}

// Limiter decides whether one more attempt is allowed.
type Limiter interface {
	// Allow records an attempt of key under rule and reports whether it is
	// within the limit. A refused attempt changes nothing else.
	Allow(ctx context.Context, rule Rule, key string) (Decision, error)
	// AllowN records an attempt that costs n units of the rule's limit
	// (bytes of a budget, say) and reports whether the key's units in the
	// window, this one's included, stay within the limit.
	AllowN(ctx context.Context, rule Rule, key string, n int) (Decision, error)
	// Peek reports whether key is within the rule's limit in the current
	// window without counting anything: for rules that count only failed
	// attempts (sign-in), whose next attempt must be refused before it is
	// tried once the failures reach the limit.
	Peek(ctx context.Context, rule Rule, key string) (Decision, error)
}

// Decision is a limiter's answer to one attempt.
type Decision struct {
	Allowed bool
	// RetryAfter is how long until the window that refused the attempt
	// ends; zero when the attempt was allowed.
	RetryAfter time.Duration
}

// Err is nil for an allowed attempt; for a refused one it is a
// RateLimited error with the message key and args, carrying when to try
// again (extensions.retryAfter in GraphQL, the Retry-After header in
// REST).
func (d Decision) Err(key string, args ...any) error {
	if d.Allowed {
		return nil
	}
	return apperr.New(apperr.RateLimited, key, args...).After(d.RetryAfter)
}

// windowOf is the number of the fixed window of rule that holds t, and
// how long after t that window ends.
func windowOf(rule Rule, t time.Time) (int64, time.Duration) {
	n := t.UnixNano() / int64(rule.Window)
	end := (n + 1) * int64(rule.Window)
	return n, time.Duration(end - t.UnixNano())
}
