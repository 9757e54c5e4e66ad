package demo

// Related products and store views of the demo shop (issue 26): the first
// rain rug offers the first halter and lead rope as related products
// ("Passend dazu"), both planned, and so saved, before it; the last fly
// mask family's last product is not sold in the French store view.

// relatedDemo names the product that gets related products, by family,
// and the families whose first products it relates to.
var relatedDemo = struct {
	family  string
	related []string
}{family: "turnout", related: []string{"halters", "ropes"}}

// offInFrenchDemo is the family whose last product is switched off in
// the French store view.
const offInFrenchDemo = "fly"

// frenchStoreView is the demo's French store view.
const frenchStoreView = "shop_fr"

// planVisibility adds the related products and the store view switched
// off to the planned products b holds.
func planVisibility(b *builder) {
	at := map[string]int{}
	for i, p := range b.out {
		at[p.in.SKU] = i
	}
	if skus := b.byFamily[relatedDemo.family]; len(skus) > 0 {
		var related []string
		for _, f := range relatedDemo.related {
			if r := b.byFamily[f]; len(r) > 0 && at[r[0]] < at[skus[0]] {
				related = append(related, r[0])
			}
		}
		b.out[at[skus[0]]].in.RelatedSKUs = related
	}
	if skus := b.byFamily[offInFrenchDemo]; len(skus) > 0 {
		b.out[at[skus[len(skus)-1]]].in.OffStores = []string{frenchStoreView}
	}
}
