package commerce

import (
	"context"
	"slices"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
	"paddock/internal/returns"
)

// returnStatusModel is a return's status in Adobe Commerce's enum.
func returnStatusModel(s returns.Status) model.ReturnStatus {
	switch s {
	case returns.Received:
		return model.ReturnStatusReceived
	case returns.Refunded:
		return model.ReturnStatusProcessedAndClosed
	case returns.Refused:
		return model.ReturnStatusRejected
	default:
		return model.ReturnStatusPending
	}
}

// returnItemStatusModel is a returned item's status in Adobe Commerce's
// enum (which has no refunded: a refunded item was received).
func returnItemStatusModel(s returns.Status) model.ReturnItemStatus {
	switch s {
	case returns.Received, returns.Refunded:
		return model.ReturnItemStatusReceived
	case returns.Refused:
		return model.ReturnItemStatusRejected
	default:
		return model.ReturnItemStatusPending
	}
}

func refusalModel(r *returns.Refusal) *model.ReturnRefusal {
	if r == nil {
		return nil
	}
	return &model.ReturnRefusal{Code: model.ReturnRefusalCode(r.Code), Message: r.Message}
}

// orderItemsByID are an order's items by id, as the API shows them
// (without product URL keys, which returns do not ask for).
func orderItemsByID(o order.Order) map[int64]model.OrderItemInterface {
	out := make(map[int64]model.OrderItemInterface, len(o.Items))
	for _, it := range o.Items {
		out[it.ID] = orderItemModel(it, "")
	}
	return out
}

// returnModel is a return in Adobe Commerce's Return shape with Paddock's
// label URL; reasons are the reasons' labels by code in the reader's
// language.
func (r *Resolver) returnModel(o order.Order, ret returns.Return, items map[int64]model.OrderItemInterface, reasons map[string]string) *model.Return {
	out := &model.Return{UID: ret.UID, Number: ret.Reference, CreatedAt: ret.CreatedAt.UTC().Format(orderDateLayout),
		Status: returnStatusModel(ret.Status), Items: []*model.ReturnItem{}, Comments: []*model.ReturnComment{}, LabelURL: r.Returns.LabelURL(ret),
		PrepaidLabel: ret.PrepaidLabel(), Shipping: returnShippingModel(ret)}
	for _, it := range ret.Items {
		accepted := 0.0
		if ret.Status == returns.Received || ret.Status == returns.Refunded {
			accepted = float64(it.Qty)
		}
		label := reasons[it.ReasonCode]
		if label == "" {
			label = it.ReasonCode
		}
		out.Items = append(out.Items, &model.ReturnItem{UID: ret.UID + "-" + catalog.UID(it.OrderItemID), OrderItem: items[it.OrderItemID],
			RequestQuantity: float64(it.Qty), Quantity: accepted, Status: returnItemStatusModel(it.Status),
			Reason: &model.ReturnReason{Code: it.ReasonCode, Label: label}})
	}
	if ret.Comment != "" {
		name := o.BillingAddress.Firstname + " " + o.BillingAddress.Lastname
		out.Comments = append(out.Comments, &model.ReturnComment{UID: ret.UID + "-comment", AuthorName: name,
			CreatedAt: out.CreatedAt, Text: ret.Comment})
	}
	return out
}

// returnShippingModel is a return's shipping: the carrier's tracking once
// its prepaid label is booked, none before (the reference sheet's parcel
// is the customer's to track).
func returnShippingModel(ret returns.Return) *model.ReturnShipping {
	out := &model.ReturnShipping{Tracking: []*model.ReturnShippingTracking{}}
	if ret.PrepaidLabel() {
		name := ret.CarrierName
		if name == "" {
			name = strings.ToUpper(ret.Carrier)
		}
		out.Tracking = append(out.Tracking, &model.ReturnShippingTracking{UID: ret.UID + "-tracking",
			Carrier: &model.ReturnShippingCarrier{UID: ret.Carrier, Label: name}, TrackingNumber: ret.ShipmentNo})
	}
	return out
}

// reasonLabels are the return reasons' labels by code in the reader's
// language, the withdrawal's included, read once a request.
func (r *Resolver) reasonLabels(ctx context.Context) (map[string]string, error) {
	return loadersFrom(ctx, r).reasons.Load(ctx, i18n.LocaleFrom(ctx))
}

// returnInformationModel is orderReturnInformation's answer.
func returnInformationModel(info returns.Information) *model.OrderReturnInformation {
	out := &model.OrderReturnInformation{IsReturnable: info.Returnable, Refusal: refusalModel(info.Refusal), Items: []*model.OrderReturnItem{}}
	if info.ReturnableUntil != "" {
		out.ReturnableUntil = ptr(info.ReturnableUntil)
	}
	if info.Carrier != "" {
		out.PrepaidLabelCarrier = ptr(info.Carrier)
	}
	for _, x := range info.Items {
		out.Items = append(out.Items, &model.OrderReturnItem{OrderItem: orderItemModel(x.Item, ""), QtyOrdered: float64(x.Item.QtyOrdered),
			QtyReturnable: float64(x.QtyReturnable), Refusal: refusalModel(x.Refusal), ProductID: itemProductID(x.Item)})
	}
	return out
}

// loadOrderReturns loads, in one call each, the returns of a page of
// orders and the returned quantities of their items when the query asks
// for them, so that each order's resolvers find them loaded: a page
// costs the same number of statements whatever its size (errors are left
// to the resolvers, which load again).
func (r *Resolver) loadOrderReturns(ctx context.Context, orders []order.Order) {
	if len(orders) == 0 {
		return
	}
	l := loadersFrom(ctx, r)
	// Returns feed returns, items_eligible_for_return, available_actions
	// (RETURN) and items' quantity_refunded.
	if selectsAnywhere(ctx, "returns") || selectsAnywhere(ctx, "items_eligible_for_return") ||
		selectsAnywhere(ctx, "available_actions") || selectsAnywhere(ctx, "quantity_refunded") {
		ids := make([]int64, len(orders))
		for i, o := range orders {
			ids[i] = o.ID
		}
		preload(ctx, l.returns, l.fetchReturns, ids)
	}
	if selectsAnywhere(ctx, "quantity_returned") || selectsAnywhere(ctx, "quantity_return_requested") ||
		selectsAnywhere(ctx, "quantity_return_received") || selectsAnywhere(ctx, "quantity_return_refunded") {
		var ids []int64
		for _, o := range orders {
			for _, it := range o.Items {
				ids = append(ids, it.ID)
			}
		}
		if len(ids) > 0 {
			preload(ctx, l.returned, l.fetchReturned, slices.Compact(slices.Sorted(slices.Values(ids))))
		}
	}
}

// quantityReturned is how many of an order item returns hold where of
// tells (Magento's quantity_returned: what arrived; Paddock's requested,
// received, refunded apart). The item was answered to a reader allowed
// to see it.
func (r *Resolver) quantityReturned(ctx context.Context, itemUID string, of func(returns.Returned) int) (*float64, error) {
	id, ok := catalog.ParseUID(itemUID)
	if !ok {
		return ptr(0.0), nil
	}
	n, err := loadersFrom(ctx, r).returned.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	return ptr(float64(of(n))), nil
}

// The parts of returns.Returned the item fields answer.
func returnedArrived(n returns.Returned) int { return n.Arrived() }
func returnRequested(n returns.Returned) int { return n.Requested }
func returnReceived(n returns.Returned) int  { return n.Received }
func returnRefunded(n returns.Returned) int  { return n.Refunded }

// ownOrder reports whether o is the session's customer's order: returns
// are a customer's, so a guest's order (guestOrder, checkoutOrder) shows
// none rather than an error.
func ownOrder(ctx context.Context, o order.Order) (bool, error) {
	s, ok, err := session.Current(ctx)
	if err != nil || !ok {
		return false, err
	}
	return s.Kind == session.Customer && o.CustomerID != 0 && o.CustomerID == s.SubjectID, nil
}
