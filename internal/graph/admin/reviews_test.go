package admin_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/review"
)

// TestReviewModeration: the queue lists pending reviews first with their
// product; the owner approves one with a reply and rejects another, each
// audited; support may not; a club manager sees and moderates only their
// clubs' products; the dashboard counts what waits.
func TestReviewModeration(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := desktest.Open(t, d)
		reviews, err := review.NewService(review.Dependencies{DB: d, Catalog: s.Catalog, Orders: s.Orders, Limiter: s.Limiter, Audit: s.Audit},
			review.Options{Now: s.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Reviews: reviews.(review.Staff)}, gqlserver.Options{})
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
				ctx = access.With(ctx, p)
			}
			api.ServeHTTP(w, r.WithContext(ctx))
		})
		// Anna bought breeches (a club's) and oats, and reviews both.
		anna := s.CustomerID(t, "anna@example.de")
		a := ordertest.Munich
		o := s.Shop.Place(t, s.CustomerCart(t, anna, ordertest.Item("HOSE-1", 1), ordertest.Item("HAFER-20", 1)),
			order.PlaceInput{ShippingAddress: &a, BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code}).Order
		s.RecordTransfer(t, o.Number)
		hose, err := reviews.Create(s.Ctx, anna, i18n.German, review.Input{SKU: "HOSE-1", Nickname: "Anna", Title: "Passt",
			Text: "Sitzt gut und hält warm.", Rating: 4})
		if err != nil {
			t.Fatal(err)
		}
		oats, err := reviews.Create(s.Ctx, anna, i18n.German, review.Input{SKU: "HAFER-20", Nickname: "Anna", Title: "Staubig",
			Text: "Der Hafer war leider sehr staubig.", Rating: 2})
		if err != nil {
			t.Fatal(err)
		}
		hoseID, oatsID := strconv.FormatInt(hose.ID, 10), strconv.FormatInt(oats.ID, 10)
		const list = `query($status: ReviewStatus, $search: String) { reviews(status: $status, search: $search) { totalCount items { id status productSku productName rating verifiedPurchase reply repliedBy } } }`
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not moderate", Query: list, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "the queue", Query: list, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
				if gqltest.At(res.Data, "reviews.totalCount") != 2.0 || gqltest.At(res.Data, "reviews.items.0.status") != "PENDING" ||
					gqltest.At(res.Data, "reviews.items.0.verifiedPurchase") != true {
					t.Errorf("queue %v %v", res.Data, res.Errors)
				}
			}},
			{Name: "found by name", Query: list, Variables: map[string]any{"search": "reithose"}, Header: as("owner"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "reviews.totalCount") != 1.0 || gqltest.At(res.Data, "reviews.items.0.productSku") != "HOSE-1" {
						t.Errorf("search %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "the dashboard counts what waits", Query: `{ dashboard { pendingReviews } }`, Header: as("owner"),
				Data: map[string]any{"dashboard": map[string]any{"pendingReviews": 2.0}}},
			{Name: "support's dashboard has no reviews", Query: `{ dashboard { pendingReviews } }`, Header: as("support"),
				Data: map[string]any{"dashboard": map[string]any{"pendingReviews": nil}}},
			{Name: "the club manager sees their club's only", Query: list, Header: as("club"), Check: func(t *testing.T, res gqltest.Response) {
				if gqltest.At(res.Data, "reviews.totalCount") != 1.0 || gqltest.At(res.Data, "reviews.items.0.id") != hoseID {
					t.Errorf("club queue %v %v", res.Data, res.Errors)
				}
			}},
			{Name: "another club's review is not found", Query: `mutation($id: ID!) { rejectReview(id: $id) { status } }`,
				Variables: map[string]any{"id": oatsID}, Header: as("club"), Code: "NOT_FOUND"},
			{Name: "approved with a reply", Query: `mutation($id: ID!) { approveReview(id: $id, reply: "Danke, Anna!") { status reply repliedBy moderatedBy } }`,
				Variables: map[string]any{"id": hoseID}, Header: as("owner"), Data: map[string]any{"approveReview": map[string]any{
					"status": "APPROVED", "reply": "Danke, Anna!", "repliedBy": "Ines", "moderatedBy": "Ines"}}},
			{Name: "rejected", Query: `mutation($id: ID!) { rejectReview(id: $id) { status } }`,
				Variables: map[string]any{"id": oatsID}, Header: as("owner"), Data: map[string]any{"rejectReview": map[string]any{"status": "REJECTED"}}},
			{Name: "a reply too long", Query: `mutation($id: ID!, $r: String!) { replyToReview(id: $id, reply: $r) { reply } }`,
				Variables: map[string]any{"id": hoseID, "r": strings.Repeat("x", review.MaxReply+1)}, Header: as("owner"), Code: "BAD_USER_INPUT"},
			{Name: "the trail", Query: `{ auditEntries(filter: {objectType: "review"}) { totalCount items { operation outcome } } }`, Header: as("owner"),
				Check: func(t *testing.T, res gqltest.Response) {
					// Support's refused list, the club's refused rejection is a NotFound (not recorded), the approval and the rejection.
					if gqltest.At(res.Data, "auditEntries.items.0.operation") != "review.reject" ||
						gqltest.At(res.Data, "auditEntries.items.1.operation") != "review.approve" {
						t.Errorf("trail %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "pending first, then the rest", Query: list, Variables: map[string]any{"status": "APPROVED"}, Header: as("owner"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "reviews.totalCount") != 1.0 || gqltest.At(res.Data, "reviews.items.0.repliedBy") != "Ines" {
						t.Errorf("approved %v %v", res.Data, res.Errors)
					}
				}},
		})
	})
}
