package model

import "paddock/internal/wishlist"

// Hand-written models for wish lists: each keeps the domain value it was
// built from, so that its items and their products resolve only when a
// query asks for them.

// Wishlist is a customer's wish list.
type Wishlist struct {
	View wishlist.Wishlist `json:"-"`

	ID          *string `json:"id,omitempty"`
	ItemsCount  *int    `json:"items_count,omitempty"`
	SharingCode *string `json:"sharing_code,omitempty"`
	UpdatedAt   *string `json:"updated_at,omitempty"`
}

// WishlistItemFields are the fields every wish list item type has; Item
// is the item as kept, Described what the catalogue says of it now.
type WishlistItemFields struct {
	Item      wishlist.Item `json:"-"`
	Described wishlist.View `json:"-"`

	ID                  string                        `json:"id"`
	Quantity            float64                       `json:"quantity"`
	Description         *string                       `json:"description,omitempty"`
	AddedAt             string                        `json:"added_at"`
	CustomizableOptions []*SelectedCustomizableOption `json:"customizable_options"`
	PriceWhenAdded      *Money                        `json:"price_when_added,omitempty"`
	PriceNow            *Money                        `json:"price_now,omitempty"`
	PriceChanged        bool                          `json:"price_changed"`
	UnavailableMessage  *string                       `json:"unavailable_message,omitempty"`
}

// SimpleWishlistItem is an item of a simple product.
type SimpleWishlistItem struct{ WishlistItemFields }

// VirtualWishlistItem is an item of a virtual product (a voucher).
type VirtualWishlistItem struct{ WishlistItemFields }

// ConfigurableWishlistItem is an item of a configurable product, with its
// chosen variant or none yet.
type ConfigurableWishlistItem struct {
	WishlistItemFields
	ChildSku            string                        `json:"child_sku"`
	ConfigurableOptions []*SelectedConfigurableOption `json:"configurable_options,omitempty"`
}

func (SimpleWishlistItem) IsWishlistItemInterface()       {}
func (VirtualWishlistItem) IsWishlistItemInterface()      {}
func (ConfigurableWishlistItem) IsWishlistItemInterface() {}
