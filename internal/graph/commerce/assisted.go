package commerce

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// Assisted tells whether a customer session is an assisted one (login as
// customer) and whose; assist.Service has it.
type Assisted interface {
	Assisted(ctx context.Context, sessionID int64) (assist.Assist, bool, error)
}

// notAudited are the mutations auditAssisted leaves to others: an order
// placed is recorded with its number by assist.Orders.
var notAudited = []string{"placeOrder"}

// MaxAuditedArguments bounds the argument values one entry records.
const MaxAuditedArguments = 40

// auditAssisted is the field middleware that records every mutation that
// succeeded in an assisted customer session in the audit trail, for the
// member of staff who opened it (assist.ActAs) and about the customer:
// operation "assist.<mutation>" (assist.addProductsToCart,
// assist.updateCustomerAddress), object the customer, and as changes
// the customer on whose behalf it was done and the arguments given, each
// masked (audit.Mask) unless it is a product, quantity, coupon, place or
// choice, passwords and tokens left out. One hook for the cart, the
// account, its addresses, the newsletter and the wish list alike. The
// entry follows the mutation's own transaction: a failure to record is
// logged, never the customer's failure, as the change stands.
func (r *Resolver) auditAssisted(ctx context.Context, next graphql.Resolver) (any, error) {
	res, err := next(ctx)
	fc := graphql.GetFieldContext(ctx)
	if err != nil || fc == nil || fc.Object != "Mutation" ||
		slices.Contains(notAudited, fc.Field.Name) || len(graphql.GetFieldErrors(ctx, fc)) > 0 {
		return res, err
	}
	s, ok, serr := session.Current(ctx)
	if serr != nil || !ok || s.Kind != session.Customer {
		return res, nil
	}
	a, ok, aerr := r.AssistedSessions.Assisted(ctx, s.ID)
	if aerr == nil && ok {
		var vars map[string]any
		if graphql.HasOperationContext(ctx) {
			vars = graphql.GetOperationContext(ctx).Variables
		}
		customerID := strconv.FormatInt(a.CustomerID, 10)
		changes := append([]audit.Change{{Field: "on_behalf_of_customer", After: &customerID}},
			argumentChanges(fc.Field.ArgumentMap(vars))...)
		aerr = r.Audit.Record(assist.ActAs(ctx, a, ratelimit.ClientFrom(ctx)), audit.Entry{Operation: "assist." + fc.Field.Name,
			ObjectType: "customer", ObjectID: customerID, Outcome: audit.Done, Changes: changes})
	}
	if aerr != nil && r.Logger != nil {
		r.Logger.ErrorContext(ctx, "assist: record a change made in an assisted session", "mutation", fc.Field.Name, "error", aerr)
	}
	return res, nil
}

// plainArguments are the argument names whose values the trail shows as
// given: what was bought, how many, which coupon, place and choices;
// every other value is masked.
var plainArguments = []string{"sku", "parent_sku", "quantity", "coupon_code", "cart_item_id", "cart_item_uid", "selected_options",
	"country_code", "country_id", "region_id", "postcode", "city", "default_billing", "default_shipping", "is_subscribed", "id", "uid",
	"wishlistId", "wishlistItemIds", "wishlistItemsIds", "wishlist_item_id", "carrier_code", "method_code", "code", "gender", "number",
	"order_number", "reason_code", "qty"}

// argumentChanges are the leaves of a mutation's arguments as changes,
// by their path ("input.cart_items.0.sku"), masked unless plain.
func argumentChanges(args map[string]any) []audit.Change {
	var out []audit.Change
	var walk func(path, name string, v any)
	walk = func(path, name string, v any) {
		lower := strings.ToLower(name)
		if strings.Contains(lower, "password") || strings.Contains(lower, "token") || len(out) >= MaxAuditedArguments {
			return
		}
		switch v := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(join(path, k), k, v[k])
			}
			return
		case []any:
			for i, e := range v {
				walk(join(path, strconv.Itoa(i)), name, e)
			}
			return
		case nil:
			return
		}
		s := fmt.Sprint(v)
		if !slices.Contains(plainArguments, name) {
			s = audit.Mask(s)
		}
		out = append(out, audit.Change{Field: path, After: &s})
	}
	walk("", "", args)
	return out
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
