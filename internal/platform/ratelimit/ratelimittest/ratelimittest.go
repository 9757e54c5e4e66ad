// Package ratelimittest is an in-memory ratelimit.Limiter for tests of the
// domains that limit their clients.
package ratelimittest

import (
	"context"
	"sync"

	"paddock/internal/platform/ratelimit"
)

// Limiter counts units per rule and key in memory, in one window that
// never ends: a refused key stays refused, told to come back after the
// rule's window.
type Limiter struct {
	// Limit, when above 0, replaces every rule's own limit.
	Limit int
	// Rules, by rule name, replace Limit and the rule's own limit.
	Rules map[string]int
	// Refuse refuses every attempt.
	Refuse bool

	mu     sync.Mutex
	counts map[string]int
}

var _ ratelimit.Limiter = (*Limiter)(nil)

// Allow counts one unit of key under rule.
func (l *Limiter) Allow(ctx context.Context, rule ratelimit.Rule, key string) (ratelimit.Decision, error) {
	return l.AllowN(ctx, rule, key, 1)
}

// AllowN counts n units of key under rule.
func (l *Limiter) AllowN(_ context.Context, rule ratelimit.Rule, key string, n int) (ratelimit.Decision, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.counts == nil {
		l.counts = map[string]int{}
	}
	l.counts[rule.Name+"|"+key] += n
	if !l.Refuse && l.counts[rule.Name+"|"+key] <= l.limit(rule) {
		return ratelimit.Decision{Allowed: true}, nil
	}
	return ratelimit.Decision{RetryAfter: rule.Window}, nil
}

// Reserve takes one unit of key under rule while it has one left.
func (l *Limiter) Reserve(_ context.Context, rule ratelimit.Rule, key string) (ratelimit.Reservation, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.counts == nil {
		l.counts = map[string]int{}
	}
	r := ratelimit.Reservation{Rule: rule, Key: key}
	if l.Refuse || l.counts[rule.Name+"|"+key] >= l.limit(rule) {
		r.RetryAfter = rule.Window
		return r, nil
	}
	l.counts[rule.Name+"|"+key]++
	r.Allowed = true
	return r, nil
}

// Release gives an allowed reservation's unit back.
func (l *Limiter) Release(_ context.Context, r ratelimit.Reservation) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if r.Allowed && l.counts[r.Rule.Name+"|"+r.Key] > 0 {
		l.counts[r.Rule.Name+"|"+r.Key]--
	}
	return nil
}

// limit is the limit that applies to rule.
func (l *Limiter) limit(rule ratelimit.Rule) int {
	limit := l.Limit
	if limit <= 0 {
		limit = rule.Limit
	}
	if n, ok := l.Rules[rule.Name]; ok {
		limit = n
	}
	return limit
}

// Count is what key has spent under the rule named.
func (l *Limiter) Count(rule, key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.counts[rule+"|"+key]
}
