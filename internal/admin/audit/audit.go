// Package audit is the back office's trail: every write through the back
// office or a staff command of the command line, and every refusal of
// one, appended with who (the access.Principal in the context, or the
// command line), when, from which address, what (operation and object)
// and the changed fields before and after. The table is append-only on
// both engines: triggers refuse UPDATE and DELETE, as for invoices.
package audit

import (
	"context"
	"time"
)

// Outcome is how an operation ended.
type Outcome string

// The outcomes.
const (
	// Done is an operation carried out.
	Done Outcome = "done"
	// Refused is an operation refused for the role or scope of who asked.
	Refused Outcome = "refused"
)

// Change is one field an operation changed. Personal data not needed to
// follow the change is masked by the caller (Mask).
type Change struct {
	Field  string
	Before *string
	After  *string
}

// Entry is one operation to record. Who, when and from where come from
// the context (access.From) and the clock.
type Entry struct {
	// Operation names what was done, "<object>.<verb>": "staff.create",
	// "order.ship", "customer.lock".
	Operation string
	// ObjectType and ObjectID name what it was done to ("order",
	// "100000123"); empty for operations on nothing in particular.
	ObjectType string
	ObjectID   string
	Outcome    Outcome
	Changes    []Change
}

// Record is an entry as kept.
type Record struct {
	ID int64
	At time.Time
	// StaffID is 0 for the command line without a staff account.
	StaffID   int64
	StaffName string
	// Actor is how the entry names who acted: the staff member's email,
	// or "cli:<user>" for the command line.
	Actor string
	IP    string
	Entry
}

// Filter narrows a listing; zero fields do not narrow.
type Filter struct {
	StaffID    int64
	ObjectType string
	ObjectID   string
	From, To   time.Time
}

// Page is one page of a listing, the newest first, with the total.
type Page struct {
	Items      []Record
	TotalCount int
	Page       int
	PageSize   int
}

// Service records and lists the trail.
type Service interface {
	// Record appends e for the principal of ctx (the command line when
	// there is none), inside ctx's transaction when it holds one, so an
	// entry is kept exactly when the change it describes is.
	Record(ctx context.Context, e Entry) error
	// List returns page (from 1) of the entries matching f, pageSize at
	// most 200. It needs access.AuditRead.
	List(ctx context.Context, f Filter, page, pageSize int) (Page, error)
	// Of returns the newest entries about one object (at most limit, up
	// to MaxPageSize), for its own page: the caller has checked that the
	// reader may see the object (an order's page shows its entries to
	// whoever may read the order).
	Of(ctx context.Context, objectType, objectID string, limit int) ([]Record, error)
}
