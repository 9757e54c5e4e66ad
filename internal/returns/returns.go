// Package returns is the commerce back end's returns domain. For now it
// holds the return reasons a customer picks for each returned item; the
// return process itself follows.
package returns

import (
	"context"

	"paddock/internal/platform/i18n"
)

// Reason is a reason for returning an item.
type Reason struct {
	// Code is stable, lower snake case, and stored with each return.
	Code string
	// Label is the reason in the requested locale, German where none is
	// stored.
	Label string
}

// Service is what other packages may ask of the returns domain.
type Service interface {
	// Reasons lists the return reasons in their display order.
	Reasons(ctx context.Context, locale i18n.Locale) ([]Reason, error)
}
