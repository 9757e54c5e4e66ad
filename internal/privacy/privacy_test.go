package privacy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/customer"
	"paddock/internal/newsletter"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
	"paddock/internal/privacy"
	"paddock/internal/returns"
	"paddock/internal/review"
	"paddock/internal/wishlist"
	"paddock/internal/withdrawal"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// A customer's export holds everything the shop keeps about the account,
// from every domain, and nothing of another customer's; only staff who
// may change customers get it.
func TestExportGathersEveryDomain(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		shop := ordertest.Open(t, d, ordertest.Options{Mail: mail.Options{From: "Paddock <shop@paddock.example>"}},
			ordertest.Customer("Anna", "Berger"), ordertest.Customer("Ben", "Other"))
		ctx := context.Background()
		anna, ben := shop.CustomerID(t, "anna@example.de"), shop.CustomerID(t, "ben@example.de")
		key := bytes.Repeat([]byte("k"), 32)
		sessions, err := session.NewManager(d, session.Options{Key: key, Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		news, err := newsletter.NewService(d, shop.Outbox, shop.Limiter, newsletter.Options{BaseURL: ordertest.BaseURL, Key: key, Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		rets := returns.NewService(d, returns.Dependencies{Orders: shop.Orders, Mail: shop.Outbox, Seller: ordertest.DemoSeller{}},
			returns.Options{BaseURL: ordertest.BaseURL, Now: shop.Clock.Now})
		withdrawals, err := withdrawal.NewService(withdrawal.Dependencies{DB: d, Orders: shop.Orders, Returns: rets.(withdrawal.Returns),
			Mail: shop.Outbox, Limiter: shop.Limiter, Jobs: shop.Queue, Seller: ordertest.DemoSeller{}},
			withdrawal.Options{BaseURL: ordertest.BaseURL, Key: key, Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		wishlists, err := wishlist.NewService(d, wishlist.Dependencies{Catalog: shop.Catalog, Carts: shop.Carts}, wishlist.Options{Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}

		// Anna's traces in every domain; Ben's order beside them.
		client := ratelimit.Client{IP: "192.0.2.7", UserAgent: "Mozilla/5.0 (Anna)"}
		if _, _, err := sessions.Create(ctx, session.Customer, anna, session.ViaCookie, client); err != nil {
			t.Fatal(err)
		}
		yes := true
		if _, err := shop.Customers.Update(ctx, anna, customer.Update{AllowRemoteAssistance: &yes}, customer.Origin{}); err != nil {
			t.Fatal(err)
		}
		if _, err := news.Subscribe(ctx, "anna@example.de", newsletter.Origin{Store: storecode.Store{Site: "shop", Locale: i18n.German}, Client: client}); err != nil {
			t.Fatal(err)
		}
		in := order.PlaceInput{Email: "anna@example.de", BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code}
		addr := ordertest.Munich
		in.ShippingAddress = &addr
		placed := shop.Place(t, shop.CustomerCart(t, anna, ordertest.Item("HOSE-1", 2)), in)
		shop.RecordTransfer(t, placed.Order.Number)
		shop.Ship(t, placed.Order.Number, order.ShipInput{Tracking: "JJD1"}, shop.Clock.Now().Add(24*time.Hour))
		if _, err := withdrawals.Submit(ctx, withdrawal.Input{Name: "Anna Berger", Email: "anna@example.de", OrderNumber: placed.Order.Number,
			WholeOrder: true}, anna, client, i18n.German); err != nil {
			t.Fatal(err)
		}
		w, err := wishlists.ForCustomer(ctx, anna)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := wishlists.Add(ctx, anna, w.ID, i18n.German, []wishlist.ItemInput{{SKU: "HAFER-20", Quantity: 1}}); err != nil {
			t.Fatal(err)
		}
		other := in
		other.Email = "ben@example.de"
		bens := shop.Place(t, shop.CustomerCart(t, ben, ordertest.Item("HAFER-20", 1)), other)

		trail, err := audit.NewService(audit.Options{DB: d, Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		reviews, err := review.NewService(review.Dependencies{DB: d, Catalog: shop.Catalog, Orders: shop.Orders, Limiter: shop.Limiter, Audit: trail},
			review.Options{Now: shop.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := reviews.Create(ctx, anna, i18n.German, review.Input{SKU: "HOSE-1", Nickname: "Anna", Title: "Passt",
			Text: "Sitzt gut und hält warm.", Rating: 4}); err != nil {
			t.Fatal(err)
		}
		svc := privacy.NewService(privacy.Options{Customers: shop.Customers, Sessions: sessions, Newsletter: news, Orders: shop.Orders,
			Returns: rets, Withdrawals: withdrawals, Wishlists: wishlists, Reviews: reviews, Now: shop.Clock.Now})
		if _, err := svc.Export(ctx, anna); apperr.KindOf(err) != apperr.Unauthenticated {
			t.Errorf("without staff: %v", err)
		}
		content := access.With(ctx, access.Principal{StaffID: 3, Role: access.Content})
		if _, err := svc.Export(content, anna); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a content editor: %v", err)
		}
		support := access.With(ctx, access.Principal{StaffID: 2, Role: access.Support})
		if _, err := svc.Export(support, 999999); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown customer: %v", err)
		}
		e, err := svc.Export(support, anna)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"addresses": 1, "sessions": 1, "orders": 1, "documents": 1, "returns": 1, "withdrawals": 1, "wishlist": 1,
			"reviews": 1}
		for k, n := range want {
			if e.Counts[k] != n {
				t.Errorf("%s: %d, want %d (%v)", k, e.Counts[k], n, e.Counts)
			}
		}
		if e.Account.Email != "anna@example.de" || e.Account.RemoteAssistanceAt == nil || e.Sessions[0].IP != "192.0.2.7" ||
			e.Newsletter.Status != newsletter.Unconfirmed || len(e.Newsletter.Steps) != 1 || e.Newsletter.Steps[0].IP != "192.0.2.7" ||
			e.Orders[0].Number != placed.Order.Number || e.Orders[0].Items[0].SKU != "HOSE-1" || e.Orders[0].Items[0].Quantity != 2 ||
			len(e.Orders[0].Shipments) != 1 || e.Withdrawals[0].OrderNumber != placed.Order.Number || e.Returns[0].OrderID != placed.Order.ID {
			t.Errorf("export %+v", e)
		}
		var buf bytes.Buffer
		if err := privacy.WriteJSON(&buf, e); err != nil {
			t.Fatal(err)
		}
		var back map[string]any
		if err := json.Unmarshal(buf.Bytes(), &back); err != nil || back["account"].(map[string]any)["email"] != "anna@example.de" {
			t.Errorf("JSON %v: %.200s", err, buf.String())
		}
		if strings.Contains(buf.String(), "ben@example.de") || strings.Contains(buf.String(), bens.Order.Number) {
			t.Errorf("the export holds another customer's data:\n%s", buf.String())
		}

		// The readable copy, in the customer's language.
		pdf, err := privacy.WritePDF(e, i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		text, err := pdftest.Text(pdf)
		if err != nil {
			t.Fatal(err)
		}
		text = strings.Join(strings.Fields(text), " ")
		for _, want := range []string{"Auskunft über Ihre gespeicherten Daten", "anna@example.de", "Hilfe durch den Kundenservice erlaubt seit",
			"Newsletter", "angemeldet, noch nicht bestätigt", "Anmeldung", "192.0.2.7", "Bestellung " + placed.Order.Number, "HOSE-1",
			"Sendung", "Rechnung", "Rücksendungen", "Widerrufe", "Wunschliste", "Seite 1 von"} {
			if !strings.Contains(text, want) {
				t.Errorf("the PDF lacks %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, bens.Order.Number) || strings.Contains(text, "privacy.pdf.") {
			t.Errorf("the PDF:\n%s", text)
		}
	})
}
