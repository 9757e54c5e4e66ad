package model

import "paddock/internal/cart"

// Hand-written models for carts: each keeps the domain value it was built
// from, so that what needs more (the customer's address, an item's
// product in its GraphQL shape) resolves only when a query asks for it.

// Cart is a cart as computed by the cart service.
type Cart struct {
	View cart.Cart `json:"-"`

	ID               string                `json:"id"`
	Items            []CartItemInterface   `json:"items,omitempty"`
	AppliedCoupon    *AppliedCoupon        `json:"applied_coupon,omitempty"`
	AppliedCoupons   []*AppliedCoupon      `json:"applied_coupons,omitempty"`
	Prices           *CartPrices           `json:"prices,omitempty"`
	TotalQuantity    float64               `json:"total_quantity"`
	IsVirtual        bool                  `json:"is_virtual"`
	DeliveryWindow   *CartDeliveryWindow   `json:"delivery_window,omitempty"`
	ShippingEstimate *CartShippingEstimate `json:"shipping_estimate,omitempty"`
}

// CartItemFields are the fields every cart item type has.
type CartItemFields struct {
	Item cart.Item `json:"-"`

	ID                  string                        `json:"id"`
	UID                 string                        `json:"uid"`
	Quantity            float64                       `json:"quantity"`
	IsAvailable         bool                          `json:"is_available"`
	Prices              *CartItemPrices               `json:"prices,omitempty"`
	Errors              []*CartItemError              `json:"errors,omitempty"`
	PriceWhenAdded      *Money                        `json:"price_when_added"`
	PriceChanged        bool                          `json:"price_changed"`
	CustomizableOptions []*SelectedCustomizableOption `json:"customizable_options"`
	Unavailable         bool                          `json:"unavailable"`
}

// SimpleCartItem is an item of a simple product.
type SimpleCartItem struct{ CartItemFields }

// VirtualCartItem is an item of a virtual product (a voucher).
type VirtualCartItem struct{ CartItemFields }

// ConfigurableCartItem is an item of a configurable product's variant.
type ConfigurableCartItem struct {
	CartItemFields
	ConfigurableOptions []*SelectedConfigurableOption `json:"configurable_options"`
}

func (SimpleCartItem) IsCartItemInterface()       {}
func (VirtualCartItem) IsCartItemInterface()      {}
func (ConfigurableCartItem) IsCartItemInterface() {}
