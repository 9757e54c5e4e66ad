package model

import "paddock/internal/order"

// CustomerOrder is an order as the order service answers it; its items,
// invoices and credit notes resolve when a query asks for them (their
// products' URL keys and the documents are loaded for a whole page at
// once).
type CustomerOrder struct {
	View order.Order `json:"-"`

	ID              string                `json:"id"`
	OrderDate       string                `json:"order_date"`
	Status          string                `json:"status"`
	Number          string                `json:"number"`
	Email           *string               `json:"email,omitempty"`
	Total           *OrderTotal           `json:"total,omitempty"`
	Shipments       []*OrderShipment      `json:"shipments,omitempty"`
	PaymentMethods  []*OrderPaymentMethod `json:"payment_methods,omitempty"`
	ShippingAddress *OrderAddress         `json:"shipping_address,omitempty"`
	BillingAddress  *OrderAddress         `json:"billing_address,omitempty"`
	Carrier         *string               `json:"carrier,omitempty"`
	ShippingMethod  *string               `json:"shipping_method,omitempty"`
	Comments        []*SalesCommentItem   `json:"comments,omitempty"`
	AppliedCoupons  []*AppliedCoupon      `json:"applied_coupons"`
	IsVirtual       bool                  `json:"is_virtual"`
	IncrementID     *string               `json:"increment_id,omitempty"`
	OrderNumber     string                `json:"order_number"`
	CreatedAt       *string               `json:"created_at,omitempty"`
	GrandTotal      *float64              `json:"grand_total,omitempty"`
}
