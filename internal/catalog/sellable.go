package catalog

// Sellable reports whether p may be bought: put in a cart, kept there
// and ordered. It is the one place that says so for carts and wish lists
// (package cart, package wishlist), which hold products after they were
// added and must tell the shopper when one stops being sold: today a
// product is sellable while it is enabled (a variant needs its own status
// and its configurable product's, which the reads check); a status per
// store view belongs here too. A product this says no to, or one that
// Products no longer answers, shows in a cart or wish list as
// unavailable, never silently dropped.
func Sellable(p Product) bool {
	return p.IsActive
}
