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

// withdrawalModel is the receipt as the storefront shows it.
func withdrawalModel(d withdrawal.Declaration) *model.WithdrawalOutput {
	out := &model.WithdrawalOutput{Reference: d.Reference, DeclaredAt: d.DeclaredAt.UTC().Format("2006-01-02 15:04:05"), Email: d.Email}
	if d.ReturnReference != "" {
		out.ReturnReference = ptr(d.ReturnReference)
	}
	return out
}
