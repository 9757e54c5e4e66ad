package commerce

import (
	"context"
	"math"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/session"
	"paddock/internal/withdrawal"
)

// withdrawalInput maps the form's input onto the service's. An item id
// that is no uid reads as 0 and a quantity that is no whole number as 0,
// which the service refuses on the item's field.
func withdrawalInput(in model.WithdrawalInput) withdrawal.Input {
	out := withdrawal.Input{Name: in.Name, Email: in.Email, OrderNumber: in.OrderNumber, WholeOrder: in.WholeOrder, ItemsText: deref(in.ItemsText)}
	for _, it := range in.Items {
		if it == nil {
			continue
		}
		id, _ := catalog.ParseUID(strings.TrimSpace(it.OrderItemID))
		qty := 0
		if it.Quantity == math.Trunc(it.Quantity) && it.Quantity >= 1 && it.Quantity <= math.MaxInt32 {
			qty = int(it.Quantity)
		}
		out.Items = append(out.Items, withdrawal.ItemInput{OrderItemID: id, Qty: qty})
	}
	return out
}

// declaringCustomer is the signed-in customer of the request, 0 for a
// visitor: the withdrawal function serves both.
func declaringCustomer(ctx context.Context) (int64, error) {
	s, ok, err := session.Current(ctx)
	if err != nil || !ok || s.Kind != session.Customer {
		return 0, err
	}
	return s.SubjectID, nil
}

// withdrawalTime is how the API writes a withdrawal's times.
const withdrawalTime = "2006-01-02 15:04:05"

// withdrawalModel is the receipt as the storefront shows it: the
// declarer's answer, the same for anyone but the order's signed-in owner
// whatever the number names.
func withdrawalModel(a withdrawal.Answer) *model.WithdrawalOutput {
	out := &model.WithdrawalOutput{Reference: a.Reference, DeclaredAt: a.DeclaredAt.UTC().Format(withdrawalTime), Email: a.Email,
		AwaitingConfirmation: a.AwaitingConfirmation}
	if a.ReturnReference != "" {
		out.ReturnReference = ptr(a.ReturnReference)
	}
	return out
}

// withdrawalConfirmationModel is a declaration as the page behind its
// confirmation link shows it.
func withdrawalConfirmationModel(p withdrawal.PendingDeclaration) *model.WithdrawalConfirmation {
	out := &model.WithdrawalConfirmation{Reference: p.Reference, OrderNumber: p.OrderNumber, DeclaredAt: p.DeclaredAt.UTC().Format(withdrawalTime),
		WholeOrder: p.WholeOrder, Confirmed: p.Confirmed}
	if p.ItemsText != "" {
		out.ItemsText = ptr(p.ItemsText)
	}
	if p.ReturnReference != "" {
		out.ReturnReference = ptr(p.ReturnReference)
	}
	return out
}
