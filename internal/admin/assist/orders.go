package assist

import (
	"context"
	"log/slog"

	"paddock/internal/admin/audit"
	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// Orders is the orders as the storefront places them, noting an order
// placed in an assisted session: on the order (its history,
// "order.history.assisted" with the staff member's name) and in the
// audit trail ("order.place", for the staff member). Both follow the
// order's own transaction, which asks the payment provider after it: a
// failure to note is logged, never the customer's failure, as the order
// stands.
type Orders struct {
	order.Service
	// Assisted is the lookup of assisted sessions (Service or Sessions).
	Assisted interface {
		Assisted(ctx context.Context, sessionID int64) (Assist, bool, error)
	}
	Audit  audit.Service
	Logger *slog.Logger
}

// Place is order.Service.Place, noted when the session is an assisted one.
func (o Orders) Place(ctx context.Context, ref cart.Ref, in order.PlaceInput) (order.Placed, error) {
	placed, err := o.Service.Place(ctx, ref, in)
	if err != nil || placed.Again {
		return placed, err
	}
	s, ok, err := session.Current(ctx)
	if err != nil || !ok || s.Kind != session.Customer {
		return placed, nil
	}
	a, ok, err := o.Assisted.Assisted(ctx, s.ID)
	if err == nil && ok {
		err = o.note(ctx, a, placed.Order)
	}
	if err != nil && o.Logger != nil {
		o.Logger.ErrorContext(ctx, "assist: note an order placed in an assisted session", "order", placed.Order.Number, "error", err)
	}
	return placed, nil
}

func (o Orders) note(ctx context.Context, a Assist, placed order.Order) error {
	if err := o.Service.Note(ctx, placed.ID, "order.history.assisted", map[string]string{"staff": a.StaffName}); err != nil {
		return err
	}
	return o.Audit.Record(ActAs(ctx, a, ratelimit.ClientFrom(ctx)), audit.Entry{Operation: "order.place", ObjectType: "order",
		ObjectID: placed.Number, Outcome: audit.Done})
}
