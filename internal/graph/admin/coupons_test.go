package admin_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/coupon"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func marketingHandler(t *testing.T, s *desktest.Shop, r *admin.Resolver) http.Handler {
	t.Helper()
	r.Desk, r.Audit = s.Desk, s.Audit
	api := admin.NewHandler(r, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		if p, ok := principals[req.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, req.WithContext(ctx))
	})
}

const couponFields = `id code type amount label { de en } minSubtotal validFrom validUntil usageLimit perCustomerLimit timesUsed
	categoryIds skuPrefix combinable active status ruleId batches { id quantity used prefix csvUrl } codesUsed`

// TestCouponsAPI: the owner creates a 10 % coupon, which a customer's cart
// applies and an order uses; the uses list the order; a batch of codes is
// made and found; bad input answers its fields; the content editor may,
// support may not; a used coupon is switched off, not deleted.
func TestCouponsAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := desktest.Open(t, d)
		staff, err := coupon.NewStaff(coupon.StaffOptions{Coupons: s.Coupons, Audit: s.Audit})
		if err != nil {
			t.Fatal(err)
		}
		h := marketingHandler(t, s, &admin.Resolver{CouponStaff: staff})
		const save = `mutation($id: ID, $in: CouponInput!) { saveCoupon(id: $id, input: $in) { ` + couponFields + ` } }`
		const list = `query($search: String, $status: CouponStatus) { coupons(search: $search, status: $status) { totalCount items { code status } } }`
		ten := map[string]any{"code": "advent10", "type": "PERCENT", "amount": 1000, "label": map[string]any{"de": "Advent", "en": "Advent"},
			"validFrom": "2026-11-20", "validUntil": "2026-12-24", "perCustomerLimit": 1}
		var id string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not list", Query: list, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a club manager may not create", Query: save, Variables: map[string]any{"in": ten}, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "bad input answers its fields", Query: save, Header: as("owner"), Variables: map[string]any{"in": map[string]any{
				"code": "zehn %", "type": "PERCENT", "amount": 1000}}, Code: "BAD_USER_INPUT", Field: "code"},
			{Name: "a last day before the first", Query: save, Header: as("owner"), Variables: map[string]any{"in": map[string]any{
				"code": "X", "type": "FIXED", "amount": 100, "validFrom": "2026-12-02", "validUntil": "2026-12-01"}},
				Code: "BAD_USER_INPUT", Field: "validUntil"},
			{Name: "every bad field at once", Query: save, Header: as("owner"), Variables: map[string]any{"in": map[string]any{
				"code": "OK", "type": "PERCENT", "amount": 0, "usageLimit": -1}}, Code: "BAD_USER_INPUT", Field: "amount", Check: func(t *testing.T, res gqltest.Response) {
				var fields []string
				for _, e := range res.Errors {
					fields = append(fields, e.Extensions["field"].(string))
				}
				if strings.Join(fields, ",") != "amount,usageLimit" {
					t.Errorf("fields %v", res.Errors)
				}
			}},
			{Name: "created", Query: save, Variables: map[string]any{"in": ten}, Header: as("owner"), Data: map[string]any{
				"saveCoupon.code": "ADVENT10", "saveCoupon.type": "PERCENT", "saveCoupon.amount": 1000.0, "saveCoupon.status": "ACTIVE",
				"saveCoupon.validFrom": "2026-11-20", "saveCoupon.validUntil": "2026-12-24", "saveCoupon.label.en": "Advent"},
				Check: func(t *testing.T, res gqltest.Response) { id, _ = gqltest.At(res.Data, "saveCoupon.id").(string) }},
			{Name: "a code is unique in any case", Query: save, Header: as("content"), Variables: map[string]any{"in": map[string]any{
				"code": "Advent10", "type": "FREE_SHIPPING", "amount": 0}}, Code: "BAD_USER_INPUT", Field: "code"},
			{Name: "the content editor lists", Query: list, Variables: map[string]any{"status": "ACTIVE", "search": "adv"}, Header: as("content"),
				Data: map[string]any{"coupons.totalCount": 1.0, "coupons.items.0.code": "ADVENT10"}},
		})
		// A customer's order uses it.
		anna := s.CustomerID(t, "anna@example.de")
		ref := s.CustomerCart(t, anna, ordertest.Item("HAFER-20", 1))
		c, err := s.Carts.ApplyCoupon(s.Ctx, ref, "advent10")
		if err != nil || len(c.AppliedCoupons) != 1 {
			t.Fatalf("applied %+v %v", c.AppliedCoupons, err)
		}
		a := ordertest.Munich
		placed := s.Shop.Place(t, ref, order.PlaceInput{ShippingAddress: &a, BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code})
		var batch string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the uses name the order", Query: `query($id: ID!) { couponUses(id: $id) { code orderNumber customer email discount } }`,
				Variables: map[string]any{"id": id}, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "couponUses.0.orderNumber") != placed.Order.Number || gqltest.At(res.Data, "couponUses.0.code") != "ADVENT10" ||
						gqltest.At(res.Data, "couponUses.0.customer") != "Lena Hofer" || gqltest.At(res.Data, "couponUses.0.discount") != float64(placed.Order.Totals.Discount) ||
						placed.Order.Totals.Discount <= 0 {
						t.Errorf("uses %v %v (order discount %d)", res.Data, res.Errors, placed.Order.Totals.Discount)
					}
				}},
			{Name: "a used coupon is not deleted", Query: `mutation($id: ID!) { deleteCoupon(id: $id) }`, Variables: map[string]any{"id": id},
				Header: as("owner"), Code: "CONFLICT"},
			{Name: "a batch of 50 codes", Query: `mutation($id: ID!) { generateCouponBatch(id: $id, prefix: "adv", quantity: 50) { id prefix quantity used csvUrl } }`,
				Variables: map[string]any{"id": id}, Header: as("content"), Check: func(t *testing.T, res gqltest.Response) {
					batch, _ = gqltest.At(res.Data, "generateCouponBatch.id").(string)
					if gqltest.At(res.Data, "generateCouponBatch.quantity") != 50.0 || gqltest.At(res.Data, "generateCouponBatch.prefix") != "ADV" ||
						gqltest.At(res.Data, "generateCouponBatch.csvUrl") != "/admin/api/coupons/batches/"+batch+".csv" {
						t.Errorf("batch %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "too many codes", Query: `mutation($id: ID!) { generateCouponBatch(id: $id, prefix: "adv", quantity: 5001) { id } }`,
				Variables: map[string]any{"id": id}, Header: as("owner"), Code: "BAD_USER_INPUT", Field: "quantity"},
			{Name: "the batch codes are not in the list", Query: list, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
				items, _ := gqltest.At(res.Data, "coupons.items").([]any)
				for _, it := range items {
					if code := it.(map[string]any)["code"].(string); strings.HasPrefix(code, "ADV-") {
						t.Errorf("a batch code listed: %s", code)
					}
				}
				if len(items) == 0 || gqltest.At(res.Data, "coupons.items.0.code") != "ADVENT10" {
					t.Errorf("list %v %v", res.Data, res.Errors)
				}
			}},
			{Name: "but found by search", Query: list, Variables: map[string]any{"search": "adv-"}, Header: as("owner"),
				Data: map[string]any{"coupons.totalCount": 50.0}},
			{Name: "switched off", Query: `mutation($id: ID!) { setCouponActive(id: $id, active: false) { status active } }`,
				Variables: map[string]any{"id": id}, Header: as("owner"), Data: map[string]any{"setCouponActive.status": "DISABLED"}},
			{Name: "the rule with its batch", Query: `query($id: ID!) { coupon(id: $id) { ` + couponFields + ` } }`, Variables: map[string]any{"id": id},
				Header: as("owner"), Data: map[string]any{"coupon.timesUsed": 1.0, "coupon.batches.0.quantity": 50.0, "coupon.active": false}},
			{Name: "its codes are off with it", Query: list, Variables: map[string]any{"search": "adv-", "status": "DISABLED"}, Header: as("owner"),
				Data: map[string]any{"coupons.totalCount": 50.0}},
			{Name: "none", Query: `{ coupon(id: "999999") { id } }`, Header: as("owner"), Data: map[string]any{"coupon": nil}},
			{Name: "the trail", Query: `{ auditEntries(filter: {objectType: "coupon"}) { items { operation outcome } } }`, Header: as("owner"),
				Check: func(t *testing.T, res gqltest.Response) {
					var ops []string
					for i := range 5 {
						p := "auditEntries.items." + strconv.Itoa(i)
						ops = append(ops, fmt.Sprint(gqltest.At(res.Data, p+".operation"), ":", gqltest.At(res.Data, p+".outcome")))
					}
					want := "coupon.disable:DONE coupon.batch:DONE coupon.create:DONE coupon.create:REFUSED coupon.list:REFUSED"
					if strings.Join(ops, " ") != want {
						t.Errorf("trail %v, want %s", ops, want)
					}
				}},
		})
	})
}
