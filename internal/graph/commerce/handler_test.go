package commerce_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"paddock/internal/graph/commerce"
)

// What the response cache may keep is listed on purpose: catalogue reads
// only, each a query field of the schema. A field about a customer, a cart
// or an order added here would serve one customer's answer to another.
func TestCachedFields(t *testing.T) {
	want := []string{"availableStores", "categories", "categoryList", "customAttributeMetadata", "products", "route", "storeConfig"}
	got := slices.Sorted(slices.Values(commerce.CachedFields))
	if !slices.Equal(got, want) {
		t.Errorf("cached fields %v; want %v", got, want)
	}
	query := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{}}).Schema().Query
	for _, f := range got {
		if query.Fields.ForName(f) == nil {
			t.Errorf("%s is no query field", f)
		}
	}
}

// The cart operations are listed on purpose too: each names a cart or
// answers a cart's id, so none is cached and none may be sent as GET.
// Every field of the schema that takes or answers a cart is among them.
func TestCartFields(t *testing.T) {
	want := []string{"addProductsToCart", "addWishlistItemsToCart", "applyCouponToCart", "cart", "checkoutOrder", "createEmptyCart", "createGuestCart", "customerCart",
		"mergeCarts", "mollieProcessTransaction", "mollieRestoreCart", "placeOrder", "removeCouponFromCart", "removeCouponsFromCart", "removeItemFromCart", "setBillingAddressOnCart",
		"setGuestEmailOnCart", "setPaymentMethodOnCart", "setShippingAddressesOnCart", "setShippingMethodsOnCart", "updateCartItems"}
	got := slices.Sorted(slices.Values(commerce.CartFields))
	if !slices.Equal(got, want) {
		t.Errorf("cart fields %v; want %v", got, want)
	}
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{}}).Schema()
	for _, f := range got {
		if slices.Contains(commerce.CachedFields, f) {
			t.Errorf("%s is cached", f)
		}
		if schema.Query.Fields.ForName(f) == nil && schema.Mutation.Fields.ForName(f) == nil {
			t.Errorf("%s is no field of the schema", f)
		}
	}
	for _, def := range []*ast.Definition{schema.Query, schema.Mutation} {
		for _, f := range def.Fields {
			cartish := strings.Contains(strings.ToLower(f.Type.Name()), "cart")
			for _, a := range f.Arguments {
				cartish = cartish || strings.Contains(strings.ToLower(a.Name), "cart") ||
					(a.Type.Name() != "" && schema.Types[a.Type.Name()] != nil && schema.Types[a.Type.Name()].Fields.ForName("cart_id") != nil)
			}
			if cartish && !slices.Contains(got, f.Name) && !strings.HasPrefix(f.Name, "__") {
				t.Errorf("%s takes or answers a cart but is not among the cart fields", f.Name)
			}
		}
	}
}
