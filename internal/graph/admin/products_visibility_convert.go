package admin

import (
	"paddock/internal/catalog"
	"paddock/internal/graph/admin/model"
)

// visibilityData sets the visibility, the store views switched off and
// the related products of the editor's product.
func visibilityData(d *model.ProductData, in catalog.ProductInput) {
	v := in.Visibility
	if v == 0 {
		v = catalog.VisibleEverywhere
	}
	d.Visibility = int(v)
	d.DisabledStoreViews = nonNilStrings(in.OffStores)
	d.RelatedSkus = nonNilStrings(in.RelatedSKUs)
}

// visibilityInput takes the visibility, the store views switched off and
// the related products of a save.
func visibilityInput(out *catalog.ProductInput, in model.ProductInput) {
	out.Visibility = catalog.Visibility(deref(in.Visibility, 0))
	out.OffStores = in.DisabledStoreViews
	out.RelatedSKUs = in.RelatedSkus
}
