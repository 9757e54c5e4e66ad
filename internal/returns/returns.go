// Package returns is the commerce back end's returns domain: the reasons a
// customer picks for each returned item, whether an order's items can be
// returned (SPEC.md section 4's seven refusals, section 9's 30 days and
// Germany-only rule), return requests with their references, labels and
// confirmation mails, and the returns a withdrawal declaration starts.
package returns

import (
	"context"
	"time"

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

// RefusalCode is why an order, or an item of it, cannot be returned
// (SPEC.md section 4).
type RefusalCode string

// The refusals, in the order they are checked.
const (
	StatusNotReturnable  RefusalCode = "ORDER_STATUS_NOT_RETURNABLE"
	DataUnavailable      RefusalCode = "RETURN_DATA_UNAVAILABLE"
	AlreadyFullyReturned RefusalCode = "ALREADY_FULLY_RETURNED"
	NotGermany           RefusalCode = "DESTINATION_NOT_GERMANY"
	NotFullyShipped      RefusalCode = "NOT_FULLY_SHIPPED"
	Individualised       RefusalCode = "INDIVIDUALISED_ITEMS"
	PeriodExpired        RefusalCode = "RETURN_PERIOD_EXPIRED"
)

// Refusal is a refusal with its reason in the reader's language.
type Refusal struct {
	Code    RefusalCode
	Message string
}

// Status is a return's state.
type Status string

// The statuses a return takes.
const (
	Requested Status = "requested"
	Received  Status = "received"
	Refunded  Status = "refunded"
	Refused   Status = "refused"
)

// Return is a return request of an order's items.
type Return struct {
	ID int64
	// UID is the return's opaque id (URLs of its label).
	UID string
	// Reference is what the customer quotes and the label carries
	// (000000012-R1).
	Reference string
	OrderID   int64
	Status    Status
	Items     []Item
	Comment   string
	// WithdrawalID is the withdrawal declaration that started it; 0 for
	// a return the customer asked for.
	WithdrawalID int64
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// Item is an order item returned, how many, and why.
type Item struct {
	OrderItemID int64
	Qty         int
	ReasonCode  string
}

// WithdrawnItem is an order item a withdrawal names, and how many.
type WithdrawnItem struct {
	OrderItemID int64
	Qty         int
}

// WithdrawalReturn is what a withdrawal started: the return (nil when
// nothing named could be returned) and why items were left out (nil when
// none were).
type WithdrawalReturn struct {
	Return  *Return
	Refusal *Refusal
}

// Service is what other packages may ask of the returns domain.
type Service interface {
	// Reasons lists the return reasons in their display order.
	Reasons(ctx context.Context, locale i18n.Locale) ([]Reason, error)
}
