package wishlist

import (
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
)

// Items whose product is no longer sold. A wish list never loses an item
// by itself: when its product is disabled (catalog.Sellable says no, or
// the catalogue no longer answers it) the item says it is currently
// unavailable; when the product is deleted (its product_id set NULL,
// migration 00070) it says it is no longer available and shows what it
// kept when added: SKU, name and picture. Either way it can be removed,
// and moving it to the cart is refused with the reason.

// Kept is what an item kept of its product when it was added (or its
// options last changed).
type Kept struct {
	SKU         string `db:"sku"`        // what was chosen: the variant's, else the product's
	ParentSKU   string `db:"parent_sku"` // the configurable product's for a variant, else ""
	ProductType string `db:"product_type"`
	ProductName string `db:"product_name"`
	ImageKey    string `db:"image_key"`
}

// keep is what an item of r keeps.
func keep(r resolved) Kept {
	k := Kept{SKU: r.product.SKU, ProductType: string(r.product.Type), ProductName: r.product.Name}
	if len(r.product.Images) > 0 {
		k.ImageKey = r.product.Images[0].Key
	}
	if r.variant != nil {
		k.SKU, k.ParentSKU = r.variant.SKU, r.product.SKU
		if len(r.variant.Images) > 0 {
			k.ImageKey = r.variant.Images[0].Key
		}
	}
	return k
}

// product is the product an item kept (its configurable product for a
// variant), with id.
func (k Kept) product(id int64) catalog.Product {
	p := catalog.Product{ID: id, SKU: k.SKU, Type: catalog.ProductType(k.ProductType), Name: k.ProductName}
	if k.ParentSKU != "" {
		p.SKU = k.ParentSKU
	}
	if p.Type == "" {
		p.Type = catalog.Simple
	}
	if k.ImageKey != "" {
		p.Images = []catalog.Image{{Key: k.ImageKey, Label: k.ProductName}}
	}
	return p
}

// unavailable describes an item whose product is not sold: p when the
// catalogue answered it, else what the item kept.
func (it Item) unavailable(p *catalog.Product) View {
	v := View{Unavailable: apperr.New(apperr.Invalid, "wishlist.item.unavailable")}
	shown := it.Kept.product(it.ProductID)
	if p != nil && p.ID == it.ProductID && it.ProductID != 0 {
		shown = *p
	}
	if it.ProductID == 0 {
		v.Unavailable = apperr.New(apperr.Invalid, "wishlist.item.gone")
	}
	v.Shown = &shown
	return v
}
