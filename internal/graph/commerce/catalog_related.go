package commerce

import (
	"context"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
)

// related resolves a product's related products (Magento's
// related_products), in their order; the catalogue leaves out those the
// store view does not show.
func (r *Resolver) related(ctx context.Context, p catalog.Product) ([]model.ProductInterface, error) {
	out := []model.ProductInterface{}
	if len(p.RelatedIDs) == 0 {
		return out, nil
	}
	items, err := loadersFrom(ctx, r).products.LoadAll(ctx, p.RelatedIDs)
	if err != nil {
		return nil, err
	}
	now, variants := r.Now(), selectsVariants(ctx)
	for _, u := range items {
		if u != nil {
			out = append(out, r.productModel(ctx, *u, now, variants))
		}
	}
	return out, nil
}
