package model

// OrderReturnItem is an order item's returnable quantity
// (orderReturnInformation); its product resolves through the request's
// products loader.
type OrderReturnItem struct {
	// The order item, as in CustomerOrder.items (its id is the one to return).
	OrderItem     OrderItemInterface `json:"order_item"`
	QtyOrdered    float64            `json:"qtyOrdered"`
	QtyReturnable float64            `json:"qtyReturnable"`
	// Why this item cannot be returned (INDIVIDUALISED_ITEMS); null when it can.
	Refusal *ReturnRefusal `json:"refusal,omitempty"`
	// ProductID is the product the item links to (a variant's
	// configurable product); 0 once it is deleted.
	ProductID int64 `json:"-"`
}
