package commerce_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/assist"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/review"
)

// reviewJourney is a customer who reviews the breeches she bought: refused
// before the purchase and a second time, pending until the shop approves
// it (with a reply), then shown on the product with its count and
// average, which the answer cache follows (catalog_revision).
func reviewJourney() journey {
	const (
		email    = "jana.kraus@example.de"
		password = "Longe-2026"
	)
	vars := func(v map[string]any) func(*journeyState) map[string]any {
		return func(*journeyState) map[string]any { return v }
	}
	rating := func(stars string) []any {
		return []any{map[string]any{"id": review.RatingUID(), "value_id": stars}}
	}
	input := func(summary string, ratings []any) func(*journeyState) map[string]any {
		return vars(map[string]any{"input": map[string]any{"sku": "HOSE-1", "nickname": "Jana K.", "summary": summary,
			"text": "Sitzt wie angegossen, auch nach drei Stunden im Sattel.", "ratings": ratings}})
	}
	owner := access.With(context.Background(), access.Principal{StaffID: 1, Email: "inhaberin@paddock.example", Name: "Inhaberin", Role: access.Owner})
	return journey{name: "reviews", api: func(t testing.TB, d *db.DB) *customerAPI { return newCartAPI(t, d) }, steps: []step{
		{op: "GetReviewsStoreConfig", check: want(map[string]any{"storeConfig.product_reviews_enabled": "1",
			"storeConfig.allow_guests_to_write_product_reviews": "0"})},
		{op: "GetReviewRatingsMetadata", check: want(map[string]any{"productReviewRatingsMetadata.items.0.id": "MQ==",
			"productReviewRatingsMetadata.items.0.name": "Bewertung", "productReviewRatingsMetadata.items.0.values.3.value": "4",
			"productReviewRatingsMetadata.items.0.values.3.value_id": "NA=="})},
		{op: "CreateProductReview", vars: input("Passt", rating("NA==")), code: "UNAUTHENTICATED"},
		{op: "CreateAccount", vars: vars(map[string]any{"email": email, "firstname": "Jana", "lastname": "Kraus", "password": password, "is_subscribed": false})},
		{op: "signIn", vars: vars(map[string]any{"email": email, "password": password}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
		}},
		// Not bought: refused.
		{op: "CreateProductReview", signedIn: true, vars: input("Passt", rating("NA==")), code: "FORBIDDEN"},
		// Bought and paid.
		{op: "AddNewCustomerAddressToAddressBook", signedIn: true, vars: vars(map[string]any{"address": map[string]any{"firstname": "Jana",
			"lastname": "Kraus", "street": []any{"Domkloster 4"}, "city": "Köln", "postcode": "50667", "country_code": "DE", "telephone": "+49 221 123456"}}),
			check: keep("address", "createCustomerAddress.id")},
		{op: "GetCustomerCartAfterSignIn", signedIn: true, check: keep("cart", "customerCart.id")},
		{op: "AddProductToCart", signedIn: true, vars: cartVars(map[string]any{"product": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
			check: want(map[string]any{"addProductsToCart.user_errors": []any{}})},
		{op: "SetCustomerAddressOnCart", signedIn: true, vars: func(j *journeyState) map[string]any {
			return map[string]any{"cartId": j.kept["cart"], "addressId": j.kept["address"]}
		}},
		{op: "SetShippingMethod", signedIn: true, vars: cartVars(map[string]any{"shippingMethod": map[string]any{"carrier_code": "dhl", "method_code": "paket"}})},
		{op: "setDefaultBillingAddress", signedIn: true, vars: cartVars(nil)},
		{op: "setPaymentMethodOnCart", signedIn: true, vars: cartVars(map[string]any{"paymentMethod": map[string]any{"code": "banktransfer"}})},
		{op: "PlaceOrderV2", signedIn: true, vars: cartVars(nil), check: func(t *testing.T, j *journeyState, data map[string]any) {
			number, _ := gqltest.At(data, "placeOrder.orderV2.number").(string)
			// Waiting for the transfer is no purchase yet: the shop records it.
			if _, _, err := j.api.orders.(order.Staff).RecordBankTransfer(context.Background(), number); err != nil {
				t.Fatal(err)
			}
		}},
		// Each wrong field named.
		{op: "CreateProductReview", signedIn: true, vars: input(" ", rating("Ng==")), code: "BAD_USER_INPUT", fields: []string{"summary", "ratings"}},
		{op: "CreateProductReview", signedIn: true, vars: input("Passt perfekt", rating("NA==")), check: want(map[string]any{
			"createProductReview.review.nickname": "Jana K.", "createProductReview.review.summary": "Passt perfekt",
			"createProductReview.review.average_rating": 80.0, "createProductReview.review.ratings_breakdown.0.name": "Bewertung",
			"createProductReview.review.ratings_breakdown.0.value": "4", "createProductReview.review.product.sku": "HOSE-1"})},
		// Twice: refused.
		{op: "CreateProductReview", signedIn: true, vars: input("Nochmal", rating("NQ==")), code: "CONFLICT"},
		// Pending: not shown; then the shop approves it.
		{op: "GetProductReviews", vars: vars(map[string]any{"sku": "HOSE-1"}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"products.items.0.review_count": 0.0, "products.items.0.rating_summary": 0.0,
				"products.items.0.reviews.items": []any{}})(t, j, data)
			staff := j.api.reviews.(review.Staff)
			pending, err := staff.StaffList(owner, review.StaffQuery{Status: review.Pending})
			if err != nil || len(pending.Items) != 1 {
				t.Fatalf("pending = %+v, %v", pending, err)
			}
			reply := "Vielen Dank, Jana!"
			if err := staff.Approve(owner, pending.Items[0].ID, &reply); err != nil {
				t.Fatal(err)
			}
		}},
		// The same question again: the answer cache followed the approval.
		{op: "GetProductReviews", vars: vars(map[string]any{"sku": "HOSE-1"}), check: want(map[string]any{
			"products.items.0.review_count": 1.0, "products.items.0.rating_summary": 80.0,
			"products.items.0.reviews.items.0.summary": "Passt perfekt", "products.items.0.reviews.items.0.nickname": "Jana K.",
			"products.items.0.reviews.items.0.average_rating": 80.0, "products.items.0.reviews.page_info.total_pages": 1.0,
			"products.items.0.reviews.page_info.page_size": 20.0})},
		{op: "GetCustomerReviews", signedIn: true, check: want(map[string]any{"customer.reviews.items.0.product.sku": "HOSE-1",
			"customer.reviews.items.0.summary": "Passt perfekt", "customer.reviews.page_info.current_page": 1.0})},
		{op: "GetCustomerReviews", code: "UNAUTHENTICATED"},
	}}
}

// TestReviewPaddockFields covers Paddock's additions: whether the customer
// may review a product, the verified-purchase mark, the status and the
// shop's reply; and a review written in an assisted session is refused.
func TestReviewPaddockFields(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		const eligibility = `query($sku: String!) { productReviewEligibility(sku: $sku) }`
		const write = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { verified_purchase status shop_reply { text } } } }`
		const shown = `query { products(filter: { sku: { eq: "HOSE-1" } }) { items { reviews { items { verified_purchase status shop_reply { text created_at } } } } } }`
		if data := a.ok(t, "shop_de", nil, eligibility, map[string]any{"sku": "HOSE-1"}); at(data, "productReviewEligibility") != "SIGN_IN_REQUIRED" {
			t.Errorf("eligibility of a visitor = %v", data)
		}
		header := a.signedIn(t, "lea@example.de")
		if data := a.ok(t, "shop_de", header, eligibility, map[string]any{"sku": "HOSE-1"}); at(data, "productReviewEligibility") != "NOT_PURCHASED" {
			t.Errorf("eligibility before buying = %v", data)
		}
		number, _ := at(a.place(t, "shop_de", header, a.readyCart(t, header, "banktransfer")), "order", "order_number").(string)
		if _, _, err := a.orders.(order.Staff).RecordBankTransfer(context.Background(), number); err != nil {
			t.Fatal(err)
		}
		if data := a.ok(t, "shop_de", header, eligibility, map[string]any{"sku": "HOSE-1"}); at(data, "productReviewEligibility") != "CAN_REVIEW" {
			t.Errorf("eligibility after buying = %v", data)
		}
		if res := a.do(t, "shop_de", header, eligibility, map[string]any{"sku": "NIX-1"}); res.Code() != "NOT_FOUND" {
			t.Errorf("eligibility of an unknown SKU = %+v", res.Errors)
		}
		input := map[string]any{"input": map[string]any{"sku": "HOSE-1", "nickname": "Lea", "summary": "Gut",
			"text": "Gute Reithose für jeden Tag.", "ratings": []any{map[string]any{"id": review.RatingUID(), "value_id": review.RatingValueUID(5)}}}}
		// Staff signed in as the customer (login as customer) may not write it.
		s, err := a.sessions.Lookup(context.Background(), strings.TrimPrefix(header["Authorization"], "Bearer "))
		if err != nil {
			t.Fatal(err)
		}
		a.assisted.mark(s.ID, assist.Assist{ID: 1, StaffID: 42, StaffName: "Susi Support", CustomerID: s.SubjectID, SessionID: s.ID})
		if res := a.do(t, "shop_de", header, write, input); res.Code() != "FORBIDDEN" {
			t.Errorf("written in an assisted session: %+v", res.Errors)
		}
		a.assisted.mu.Lock()
		delete(a.assisted.by, s.ID)
		a.assisted.mu.Unlock()
		data := a.ok(t, "shop_de", header, write, input)
		if at(data, "createProductReview", "review", "verified_purchase") != true || at(data, "createProductReview", "review", "status") != "PENDING" ||
			at(data, "createProductReview", "review", "shop_reply") != nil {
			t.Errorf("written = %v", data)
		}
		if data := a.ok(t, "shop_de", header, eligibility, map[string]any{"sku": "HOSE-1"}); at(data, "productReviewEligibility") != "ALREADY_REVIEWED" {
			t.Errorf("eligibility after reviewing = %v", data)
		}
		owner := access.With(context.Background(), access.Principal{StaffID: 1, Email: "inhaberin@paddock.example", Role: access.Owner})
		staff := a.reviews.(review.Staff)
		pending, err := staff.StaffList(owner, review.StaffQuery{})
		if err != nil || len(pending.Items) != 1 {
			t.Fatal(pending, err)
		}
		reply := "Danke!"
		if err := staff.Approve(owner, pending.Items[0].ID, &reply); err != nil {
			t.Fatal(err)
		}
		data = a.ok(t, "shop_en", nil, shown, nil)
		item := list(data, "products", "items")[0]
		if r := list(item, "reviews", "items"); len(r) != 1 || at(r[0], "verified_purchase") != true || at(r[0], "status") != "APPROVED" ||
			at(r[0], "shop_reply", "text") != "Danke!" || at(r[0], "shop_reply", "created_at") == nil {
			t.Errorf("shown = %v", data)
		}
	})
}
