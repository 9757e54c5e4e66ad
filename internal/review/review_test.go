package review_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/review"
)

type fixture struct {
	*ordertest.Shop
	svc   review.Service
	staff review.Staff
	trail audit.Service
	anna  int64
	ben   int64
}

func setup(t *testing.T, d *db.DB) fixture {
	t.Helper()
	shop := ordertest.Open(t, d, ordertest.Options{}, ordertest.Customer("Anna", "Berger"), ordertest.Customer("Ben", "Roth"))
	trail, err := audit.NewService(audit.Options{DB: d, Now: shop.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := review.NewService(review.Dependencies{DB: d, Catalog: shop.Catalog, Orders: shop.Orders, Limiter: shop.Limiter, Audit: trail},
		review.Options{Now: shop.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return fixture{Shop: shop, svc: svc, staff: svc.(review.Staff), trail: trail,
		anna: shop.CustomerID(t, "anna@example.de"), ben: shop.CustomerID(t, "ben@example.de")}
}

// buy places an order of the customer for sku, paid when paid.
func (f fixture) buy(t *testing.T, customerID int64, sku string, paid bool) order.Order {
	t.Helper()
	ref := f.CustomerCart(t, customerID, ordertest.Item(sku, 1))
	a := order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München",
		CountryCode: "DE"}
	placed := f.Place(t, ref, order.PlaceInput{ShippingAddress: &a, BillingAddress: a, PaymentMethod: testpay.Code})
	if paid {
		f.PayByTest(t, placed)
	}
	return f.Order(t, placed.Order.ID)
}

func staffAs(p access.Principal) context.Context {
	return i18n.WithLocale(access.With(context.Background(), p), i18n.English)
}

var (
	owner   = staffAs(access.Principal{StaffID: 1, Email: "inhaberin@paddock.example", Name: "Inhaberin", Role: access.Owner})
	support = staffAs(access.Principal{StaffID: 2, Email: "support@paddock.example", Role: access.Support})
	// hoseClub manages the club goods whose SKUs start with HOSE.
	hoseClub = staffAs(access.Principal{StaffID: 3, Email: "club@paddock.example", Role: access.Club, Clubs: []int64{7},
		ClubSKUPrefixes: []string{"HOSE"}})
)

func good(sku string, rating int) review.Input {
	return review.Input{SKU: sku, Nickname: "Anna B.", Title: "Sitzt gut", Text: "Bequem im Sattel, auch nach Stunden.", Rating: rating}
}

func message(err error, l i18n.Locale) string {
	return apperr.As(err).Message(i18n.WithLocale(context.Background(), l))
}

func TestNoReviewWithoutAPurchase(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		// Never bought: refused, translated.
		_, err := f.svc.Create(ctx, f.anna, i18n.German, good("HOSE-1", 5))
		if apperr.KindOf(err) != apperr.Forbidden || !strings.Contains(message(err, i18n.German), "gekauft") ||
			!strings.Contains(message(err, i18n.English), "bought") || !strings.Contains(message(err, i18n.French), "acheté") {
			t.Fatalf("create without a purchase = %v (%q), want Forbidden review.notPurchased", err, message(err, i18n.German))
		}
		if e, err := f.svc.Eligible(ctx, f.anna, i18n.German, "HOSE-1"); err != nil || e != review.NotPurchased {
			t.Errorf("eligible without a purchase = %v, %v", e, err)
		}
		// An order waiting for its payment is no purchase.
		f.buy(t, f.anna, "HOSE-1", false)
		if _, err := f.svc.Create(ctx, f.anna, i18n.German, good("HOSE-1", 5)); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("create with an unpaid order = %v, want Forbidden", err)
		}
		// Another customer's purchase is not Anna's.
		f.buy(t, f.ben, "HAFER-20", true)
		if _, err := f.svc.Create(ctx, f.anna, i18n.German, good("HAFER-20", 5)); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("create with another's order = %v, want Forbidden", err)
		}
		// A SKU the shop does not sell.
		if _, err := f.svc.Create(ctx, f.anna, i18n.German, good("NIX-1", 5)); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("create of an unknown SKU = %v, want NotFound", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM product_review`); n != 0 {
			t.Errorf("%d reviews written, want none", n)
		}
	})
}

func TestOneReviewPerProductAndCustomer(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.buy(t, f.anna, "JACKE-1-NAVY-M", true)
		if e, err := f.svc.Eligible(ctx, f.anna, i18n.German, "JACKE-1"); err != nil || e != review.CanReview {
			t.Fatalf("eligible after buying a variant = %v, %v", e, err)
		}
		// Bad fields: each named, nothing written.
		_, err := f.svc.Create(ctx, f.anna, i18n.German, review.Input{SKU: "JACKE-1", Nickname: " ", Title: "", Text: "kurz", Rating: 0})
		var named []string
		if joined, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range joined.Unwrap() {
				named = append(named, apperr.As(e).Field)
			}
		}
		for _, field := range []string{"nickname", "summary", "text", "ratings"} {
			if !slices.Contains(named, field) {
				t.Errorf("bad fields = %v, want %s named", err, field)
			}
		}
		// A variant's SKU reviews its configurable product.
		r, err := f.svc.Create(ctx, f.anna, i18n.German, good("JACKE-1-NAVY-M", 4))
		if err != nil {
			t.Fatal(err)
		}
		jacket := f.Count(t, `SELECT id FROM product WHERE sku = 'JACKE-1'`)
		if r.ProductID != int64(jacket) || r.Status != review.Pending || !r.VerifiedPurchase || r.Rating != 4 || r.Nickname != "Anna B." {
			t.Errorf("review = %+v, want a pending verified review of the jacket (%d)", r, jacket)
		}
		// Twice: refused, through the product or the other variant alike.
		for _, sku := range []string{"JACKE-1", "JACKE-1-BLACK-M"} {
			_, err := f.svc.Create(ctx, f.anna, i18n.English, good(sku, 1))
			if apperr.KindOf(err) != apperr.Conflict || !strings.Contains(message(err, i18n.English), "already reviewed") {
				t.Errorf("second review through %s = %v, want Conflict review.already", sku, err)
			}
		}
		if e, err := f.svc.Eligible(ctx, f.anna, i18n.German, "JACKE-1"); err != nil || e != review.AlreadyReviewed {
			t.Errorf("eligible after reviewing = %v, %v", e, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM product_review`); n != 1 {
			t.Errorf("%d reviews, want 1", n)
		}
		own, err := f.svc.ForCustomer(ctx, f.anna, 1, 20)
		if err != nil || own.TotalCount != 1 || own.Items[0].Status != review.Pending {
			t.Errorf("Anna's own reviews = %+v, %v", own, err)
		}
	})
}

func TestModeration(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.buy(t, f.anna, "HOSE-1", true)
		f.buy(t, f.ben, "HOSE-1", true)
		hose := int64(f.Count(t, `SELECT id FROM product WHERE sku = 'HOSE-1'`))
		revision := func() int { return f.Count(t, `SELECT n FROM catalog_revision WHERE id = 1`) }
		before := revision()
		annas, err := f.svc.Create(ctx, f.anna, i18n.German, good("HOSE-1", 5))
		if err != nil {
			t.Fatal(err)
		}
		in := good("HOSE-1", 2)
		in.Nickname, in.Title = "Ben", "Zu eng"
		bens, err := f.svc.Create(ctx, f.ben, i18n.German, in)
		if err != nil {
			t.Fatal(err)
		}
		if revision() != before {
			t.Error("a pending review moved the catalogue's revision")
		}
		// Pending: shown nowhere in the storefront.
		shown, err := f.svc.ForProduct(ctx, hose, 1, 20)
		if err != nil || shown.TotalCount != 0 || len(shown.Items) != 0 {
			t.Fatalf("shown while pending = %+v, %v", shown, err)
		}
		sums, err := f.svc.Summaries(ctx, []int64{hose})
		if err != nil || sums[hose] != (review.Summary{}) {
			t.Fatalf("summary while pending = %+v, %v", sums, err)
		}

		// Support may not moderate; the refusal is recorded.
		if err := f.staff.Approve(support, annas.ID, nil); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("approve as support = %v, want Forbidden", err)
		}
		// The owner sees both, pending first.
		list, err := f.staff.StaffList(owner, review.StaffQuery{Locale: i18n.German})
		if err != nil || list.TotalCount != 2 || list.Items[0].ProductSKU != "HOSE-1" || list.Items[0].ProductName != "Reithose Klassik" {
			t.Fatalf("staff list = %+v, %v", list, err)
		}
		if n, err := f.staff.PendingCount(owner); err != nil || n != 2 {
			t.Errorf("pending = %d, %v", n, err)
		}
		// Approved with a reply: shown with it, and the cache's revision moves.
		reply := "Danke für Ihre Bewertung!"
		if err := f.staff.Approve(owner, annas.ID, &reply); err != nil {
			t.Fatal(err)
		}
		if revision() == before {
			t.Error("approving did not move the catalogue's revision")
		}
		if err := f.staff.Reject(owner, bens.ID); err != nil {
			t.Fatal(err)
		}
		shown, err = f.svc.ForProduct(ctx, hose, 1, 20)
		if err != nil || shown.TotalCount != 1 || shown.Items[0].ID != annas.ID || shown.Items[0].Reply != reply ||
			shown.Items[0].RepliedBy != "Inhaberin" || shown.Items[0].RepliedAt.IsZero() || shown.Items[0].Status != review.Approved {
			t.Fatalf("shown after moderation = %+v, %v", shown, err)
		}
		sums, err = f.svc.Summaries(ctx, []int64{hose, 999999})
		if err != nil || sums[hose] != (review.Summary{Count: 1, Average: 5}) || sums[hose].Percent() != 100 || sums[999999].Count != 0 {
			t.Errorf("summary = %+v, %v", sums, err)
		}
		// Rejected: not shown, kept for the record and filtered by status.
		rejected, err := f.staff.StaffList(owner, review.StaffQuery{Status: review.Rejected, Search: "reithose"})
		if err != nil || rejected.TotalCount != 1 || rejected.Items[0].ID != bens.ID {
			t.Errorf("rejected = %+v, %v", rejected, err)
		}
		// The trail holds the approval with its reply and the refusal.
		records, err := f.trail.List(owner, audit.Filter{ObjectType: "review"}, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		var ops []string
		for _, r := range records.Items {
			ops = append(ops, r.Operation+":"+string(r.Outcome))
		}
		joined := strings.Join(ops, " ")
		if !strings.Contains(joined, "review.approve:done") || !strings.Contains(joined, "review.reject:done") ||
			!strings.Contains(joined, "review.approve:refused") {
			t.Errorf("trail = %v", ops)
		}
		// A reply removed.
		if err := f.staff.Reply(owner, annas.ID, ""); err != nil {
			t.Fatal(err)
		}
		if shown, _ := f.svc.ForProduct(ctx, hose, 1, 20); shown.Items[0].Reply != "" || !shown.Items[0].RepliedAt.IsZero() {
			t.Errorf("after the reply was removed = %+v", shown.Items[0])
		}
		// Erasing Anna deletes her review.
		if n, err := f.svc.EraseCustomerReviews(ctx, f.anna); err != nil || n != 1 {
			t.Errorf("erase = %d, %v", n, err)
		}
		if shown, _ := f.svc.ForProduct(ctx, hose, 1, 20); shown.TotalCount != 0 {
			t.Errorf("shown after erasure = %+v", shown)
		}
	})
}

func TestClubManagerScope(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.buy(t, f.anna, "HOSE-1", true)
		f.buy(t, f.anna, "HAFER-20", true)
		hose, err := f.svc.Create(ctx, f.anna, i18n.German, good("HOSE-1", 5))
		if err != nil {
			t.Fatal(err)
		}
		hafer, err := f.svc.Create(ctx, f.anna, i18n.German, good("HAFER-20", 3))
		if err != nil {
			t.Fatal(err)
		}
		list, err := f.staff.StaffList(hoseClub, review.StaffQuery{})
		if err != nil || list.TotalCount != 1 || list.Items[0].ID != hose.ID {
			t.Fatalf("club list = %+v, %v", list, err)
		}
		if n, err := f.staff.PendingCount(hoseClub); err != nil || n != 1 {
			t.Errorf("club pending = %d, %v", n, err)
		}
		// Another club's review is not found, alike an unknown one.
		if err := f.staff.Approve(hoseClub, hafer.ID, nil); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("approve another's = %v, want NotFound", err)
		}
		if _, err := f.staff.StaffReview(hoseClub, hafer.ID, i18n.German); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("read another's = %v, want NotFound", err)
		}
		if err := f.staff.Approve(hoseClub, hose.ID, nil); err != nil {
			t.Errorf("approve own club's = %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM product_review WHERE status = 'approved'`); n != 1 {
			t.Errorf("%d approved, want 1", n)
		}
	})
}
