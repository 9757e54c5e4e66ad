package cart

import (
	"context"
	"fmt"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// Items whose product is no longer sold. A cart never drops an item by
// itself: when its product is disabled (catalog.Sellable says no, or the
// catalogue no longer answers it) or deleted, or its chosen variant or
// option went away, the item stays, Unavailable, with a translated reason,
// out of the totals, until the shopper removes it; placing the order is
// refused meanwhile (package order). Deleting a product sets the item's
// product_id NULL (migration 00070), and the item shows what it kept
// when it was added: the SKU, the name and the picture.

// kept is what an item row keeps of its product when added.
type kept struct {
	SKU         string `db:"sku"`
	ParentSKU   string `db:"parent_sku"`
	ProductType string `db:"product_type"`
	ProductName string `db:"product_name"`
	ImageKey    string `db:"image_key"`
}

// keep is what an item of product (bought: its variant, or itself) keeps.
func keep(product, bought catalog.Product) kept {
	k := kept{SKU: bought.SKU, ProductType: string(product.Type), ProductName: product.Name}
	if bought.ID != product.ID {
		k.ParentSKU = product.SKU
	}
	switch {
	case len(bought.Images) > 0:
		k.ImageKey = bought.Images[0].Key
	case len(product.Images) > 0:
		k.ImageKey = product.Images[0].Key
	}
	return k
}

// keptProduct is the product an item kept (its configurable product for
// a variant), with id.
func (k kept) keptProduct(id int64) catalog.Product {
	p := catalog.Product{ID: id, SKU: k.SKU, Type: catalog.ProductType(k.ProductType), Name: k.ProductName}
	if k.ParentSKU != "" {
		p.SKU = k.ParentSKU
		if p.Type == "" {
			p.Type = catalog.Configurable
		}
	}
	if p.Type == "" {
		p.Type = catalog.Simple
	}
	if k.ImageKey != "" {
		p.Images = []catalog.Image{{Key: k.ImageKey, Label: k.ProductName}}
	}
	return p
}

// keptVariant is the variant an item kept, with id; nil for an item of no
// variant.
func (k kept) keptVariant(id int64) *catalog.Product {
	if k.ParentSKU == "" {
		return nil
	}
	v := catalog.Product{ID: id, SKU: k.SKU, Type: catalog.Simple, Name: k.ProductName}
	if k.ImageKey != "" {
		v.Images = []catalog.Image{{Key: k.ImageKey, Label: k.ProductName}}
	}
	return &v
}

// unavailable is the item of a row whose product is not sold: p when the
// catalogue answered it (found), else what the row kept; deleted when the
// row names no product any more.
func unavailable(r itemRow, p catalog.Product, found bool) Item {
	it := Item{ID: r.ID, Quantity: r.Quantity, PriceWhenAdded: catalog.Money(r.AddedPrice), AddedAt: r.CreatedAt.UTC(), Unavailable: true}
	key := "cart.item.unavailable"
	if found {
		it.Product = p
		if r.ParentID.Valid {
			it.Variant = r.keptVariant(r.ProductID)
			for i := range p.Variants {
				if p.Variants[i].ID == r.ProductID {
					it.Variant = &p.Variants[i]
				}
			}
		}
	} else {
		it.Product = r.keptProduct(r.owner())
		it.Variant = r.keptVariant(r.ProductID)
		if r.owner() == 0 {
			key = "cart.item.gone"
		}
	}
	it.Errors = []ItemError{{Code: ItemUndefined, Err: apperr.New(apperr.Invalid, key)}}
	return it
}

// variantUnavailable is the item of a row whose configurable product p is
// sold but whose chosen variant is not (disabled, or deleted: the row
// names none any more).
func variantUnavailable(r itemRow, p catalog.Product) Item {
	it := Item{ID: r.ID, Product: p, Quantity: r.Quantity, PriceWhenAdded: catalog.Money(r.AddedPrice), AddedAt: r.CreatedAt.UTC(),
		Unavailable: true, Variant: r.keptVariant(r.ProductID)}
	for i := range p.Variants {
		if p.Variants[i].ID == r.ProductID && r.ProductID != 0 {
			it.Variant = &p.Variants[i]
		}
	}
	if it.Variant == nil {
		it.Variant = &catalog.Product{ID: r.ProductID, SKU: r.SKU, Type: catalog.Simple, Name: p.Name}
	}
	key := "cart.item.variantUnavailable"
	if r.ProductID == 0 {
		key = "cart.item.variantGone"
	}
	it.Errors = []ItemError{{Code: ItemUndefined, Err: apperr.New(apperr.Invalid, key)}}
	return it
}

// setAside is an unavailable item and its place among a cart's items.
type setAside struct {
	at   int
	item Item
}

// setAsideUnavailable takes the unavailable items out of items, keeping
// their places.
func setAsideUnavailable(items []Item) ([]Item, []setAside) {
	var sold []Item
	var aside []setAside
	for i, it := range items {
		if it.Unavailable {
			aside = append(aside, setAside{at: i, item: it})
			continue
		}
		sold = append(sold, it)
	}
	return sold, aside
}

// putBack puts the items set aside back in their places.
func putBack(sold []Item, aside []setAside) []Item {
	if len(aside) == 0 {
		return sold
	}
	out := make([]Item, 0, len(sold)+len(aside))
	next := 0
	for _, a := range aside {
		for len(out) < a.at && next < len(sold) {
			out = append(out, sold[next])
			next++
		}
		out = append(out, a.item)
	}
	return append(out, sold[next:]...)
}

// sold are the items that may be bought: those coupons are checked
// against.
func sold(items []Item) []Item {
	out, _ := setAsideUnavailable(items)
	return out
}

// insertItem inserts an item row into a cart; a row whose product was
// deleted (product_id 0) goes in with none, as it came.
func insertItem(ctx context.Context, h db.Handle, cartID int64, r itemRow, quantity int, at any) (int64, error) {
	var product, parent any
	if r.ProductID != 0 {
		product = r.ProductID
	}
	if r.ParentID.Valid {
		parent = r.ParentID.Int64
	}
	var id int64
	if err := h.Get(ctx, &id, `INSERT INTO cart_item (cart_id, product_id, parent_product_id, quantity, options, options_key,
		added_price, created_at, updated_at, sku, parent_sku, product_type, product_name, image_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		cartID, product, parent, quantity, r.Options, r.OptionsKey, r.AddedPrice, at, at,
		r.SKU, r.ParentSKU, r.ProductType, r.ProductName, r.ImageKey); err != nil {
		return 0, fmt.Errorf("cart: add item to %d: %w", cartID, err)
	}
	return id, nil
}

// refuseUnavailable is why an unavailable item's quantity cannot change:
// it can only be removed.
func refuseUnavailable(it Item) *UserError {
	return &UserError{Code: NotSalable, Err: apperr.New(apperr.Invalid, "cart.update.unavailable", "name", it.Product.Name)}
}
