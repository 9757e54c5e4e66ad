// Package ratelimit counts attempts per key in fixed windows, in the
// database so the count holds across several instances.
//
// Two ways to count, both one atomic statement on either engine, so that
// attempts arriving at once can never pass a limit together:
//
//   - Allow and AllowN count every attempt, refused ones too: for budgets
//     of requests (registrations, forms, uploads).
//   - Reserve takes a unit before an attempt is tried, only while the
//     window has one left, and Release gives it back when the attempt
//     turns out not to count: for limits of failures (wrong passwords,
//     wrong coupon codes, unknown order numbers), whose attempts must be
//     bounded before their work is done, while a success spends nothing.
//     A limit checked first and counted after the work ("peek, work,
//     count") lets every attempt in flight pass; a reservation cannot.
//
// Counting is done on a context that outlives the request: a client that
// hangs up after its attempt began has still spent it.
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
	// Reserve takes one unit of key's budget under rule for an attempt
	// about to be tried, when the current window has one left; a refused
	// reservation takes nothing. However many attempts reserve at once,
	// at most rule.Limit are allowed per window. The unit stays spent
	// unless Release gives it back.
	Reserve(ctx context.Context, rule Rule, key string) (Reservation, error)
	// Release gives back the unit of an allowed reservation, for an
	// attempt that must not count (a sign-in that succeeded); nothing for
	// a refused one, nor once the reservation's window has ended.
	Release(ctx context.Context, r Reservation) error
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

// Reservation is a unit taken by Reserve: its decision, and what Release
// needs to give it back.
type Reservation struct {
	Decision
	Rule Rule
	Key  string
	// Window is the number of the fixed window the unit was taken from.
	Window int64
}

// Limit is a rule and the key it counts, one of the limits of an
// attempt.
type Limit struct {
	Rule Rule
	Key  string
}

// Reservations are the units one attempt took under several limits.
type Reservations []Reservation

// ReserveAll reserves a unit under each limit in turn. When one refuses,
// the units taken before it are given back and the refusal is returned:
// an attempt refused by any limit spends none. Allowed, the reservations
// are returned for Release. A limit already spent is found by reading
// first, where the limiter can (DB), so that a flood of refused attempts
// writes nothing.
func ReserveAll(ctx context.Context, l Limiter, limits ...Limit) (Reservations, Decision, error) {
	if r, ok := l.(spentReader); ok {
		for _, lim := range limits {
			d, err := r.spent(ctx, lim.Rule, lim.Key)
			if err != nil {
				return nil, Decision{}, err
			}
			if !d.Allowed {
				return nil, d, nil
			}
		}
	}
	var taken Reservations
	for _, lim := range limits {
		r, err := l.Reserve(ctx, lim.Rule, lim.Key)
		if err == nil && !r.Allowed {
			err = taken.Release(ctx, l)
			return nil, r.Decision, err
		}
		if err != nil {
			return nil, Decision{}, err
		}
		taken = append(taken, r)
	}
	return taken, Decision{Allowed: true}, nil
}

// spentReader tells by a read whether a key has spent its rule's limit in
// the current window; only a hint, since the count may change at once:
// Reserve decides.
type spentReader interface {
	spent(ctx context.Context, rule Rule, key string) (Decision, error)
}

// Release gives back every unit of rs.
func (rs Reservations) Release(ctx context.Context, l Limiter) error {
	for _, r := range rs {
		if err := l.Release(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// windowOf is the number of the fixed window of rule that holds t, and
// how long after t that window ends.
func windowOf(rule Rule, t time.Time) (int64, time.Duration) {
	n := t.UnixNano() / int64(rule.Window)
	end := (n + 1) * int64(rule.Window)
	return n, time.Duration(end - t.UnixNano())
}
