// Package ratelimit counts attempts per key in fixed windows, in the
// database so the count holds across several instances.
package ratelimit

import (
	"context"
	"time"
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
	Allow(ctx context.Context, rule Rule, key string) (bool, error)
}
