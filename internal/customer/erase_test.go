package customer_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/newsletter"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/session"
	"paddock/internal/returns"
	"paddock/internal/review"
	"paddock/internal/wishlist"
)

// eraseFixture is a shop that takes orders, with the customer accounts
// wired to its orders, returns, wish lists, sessions and newsletter.
type eraseFixture struct {
	*ordertest.Shop
	svc       customer.Service
	staff     customer.Staff
	sessions  *session.Manager
	news      newsletter.Service
	wishlists wishlist.Service
	reviews   review.Service
	trail     *trail
	anna      int64
}

func setupErase(t *testing.T, d *db.DB) eraseFixture {
	t.Helper()
	shop := ordertest.Open(t, d, ordertest.Options{DocumentKey: ordertest.DocumentKey}, ordertest.Customer("Anna", "Berger"))
	f := eraseFixture{Shop: shop, trail: &trail{}, anna: shop.CustomerID(t, "anna@example.de")}
	var err error
	if f.sessions, err = session.NewManager(d, session.Options{Key: key, Now: shop.Clock.Now}); err != nil {
		t.Fatal(err)
	}
	if f.news, err = newsletter.NewService(d, shop.Outbox, shop.Limiter, newsletter.Options{BaseURL: ordertest.BaseURL, Key: key, Now: shop.Clock.Now}); err != nil {
		t.Fatal(err)
	}
	if f.wishlists, err = wishlist.NewService(d, wishlist.Dependencies{Catalog: shop.Catalog, Carts: shop.Carts}, wishlist.Options{Now: shop.Clock.Now}); err != nil {
		t.Fatal(err)
	}
	if f.reviews, err = review.NewService(review.Dependencies{DB: d, Catalog: shop.Catalog, Orders: shop.Orders, Limiter: shop.Limiter,
		Audit: f.trail}, review.Options{Now: shop.Clock.Now}); err != nil {
		t.Fatal(err)
	}
	rets := returns.NewService(d, returns.Dependencies{Orders: shop.Orders, Mail: shop.Outbox, Seller: ordertest.DemoSeller{}},
		returns.Options{BaseURL: ordertest.BaseURL, Now: shop.Clock.Now})
	if f.svc, err = customer.NewService(customer.Dependencies{DB: d, Sessions: f.sessions, Mail: shop.Outbox, Limiter: shop.Limiter,
		Newsletter: f.news, Directory: directory.NewService(d), Jobs: shop.Queue, Audit: f.trail, Orders: shop.Staff,
		Returns: rets.(returns.Staff), Wishlists: f.wishlists, Reviews: f.reviews, Mails: mail.NewMailbox(d)}, customer.Options{BaseURL: ordertest.BaseURL, Key: key, Hash: cheap, Now: shop.Clock.Now}); err != nil {
		t.Fatal(err)
	}
	f.staff = f.svc.(customer.Staff)
	return f
}

// place places and pays an order of Anna's: it is then processing.
func (f eraseFixture) place(t *testing.T) order.Order {
	t.Helper()
	ref := f.CustomerCart(t, f.anna, f.Shirt(t, 1))
	a := order.Address{Firstname: "Anna", Lastname: "Berger", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München",
		CountryCode: "DE"}
	placed := f.Place(t, ref, order.PlaceInput{ShippingAddress: &a, BillingAddress: a, PaymentMethod: testpay.Code})
	f.PayByTest(t, placed)
	return f.Order(t, placed.Order.ID)
}

func TestStaffErase(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupErase(t, d)
		ctx := i18n.WithLocale(owner, i18n.English)
		o := f.place(t)
		signedIn, err := f.svc.SignIn(context.Background(), "anna@example.de", "Sattel-2026", session.ViaCookie,
			customer.Origin{Store: ordertest.DE})
		if err != nil {
			t.Fatal(err)
		}
		list, err := f.wishlists.ForCustomer(context.Background(), f.anna)
		if err != nil {
			t.Fatal(err)
		}
		shirt := f.Shirt(t, 1)
		if _, userErrors, err := f.wishlists.Add(context.Background(), f.anna, list.ID, i18n.German, []wishlist.ItemInput{{SKU: shirt.SKU,
			ParentSKU: shirt.ParentSKU, Quantity: 1, SelectedOptions: shirt.SelectedOptions}}); err != nil || len(userErrors) > 0 {
			t.Fatal(err, userErrors)
		}
		if _, err := f.news.Subscribe(context.Background(), "anna@example.de", newsletter.Origin{Store: ordertest.DE}); err != nil {
			t.Fatal(err)
		}

		// Only the owner may erase; every refusal is recorded.
		for _, role := range []access.Role{access.Support, access.Content, access.Club} {
			if _, err := f.staff.Erase(as(role), f.anna, true); apperr.KindOf(err) != apperr.Forbidden {
				t.Errorf("erase as %s = %v, want Forbidden", role, err)
			}
			if e := f.trail.last(); e.Operation != "customer.erase" || e.Outcome != audit.Refused {
				t.Errorf("trail after the refusal of %s = %+v", role, e)
			}
		}
		// The order is processing: the dry run names it, the erasure is refused.
		plan, err := f.staff.Erase(ctx, f.anna, true)
		if err != nil || len(plan.Blockers) != 1 || !strings.Contains(plan.Blockers[0], o.Number) || len(plan.Steps) == 0 || len(plan.Kept) == 0 {
			t.Fatalf("dry run = %+v, %v", plan, err)
		}
		if _, err := f.staff.Erase(ctx, f.anna, false); apperr.KindOf(err) != apperr.Conflict || !strings.Contains(err.Error(), "customer.erase.blocked") {
			t.Fatalf("erase with an open order = %v, want Conflict", err)
		}
		f.Ship(t, o.Number, order.ShipInput{Tracking: "JJD0001"}, f.Clock.Now().Add(48*3600e9))
		invoices := f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE order_id = ?`, o.ID)
		if invoices == 0 {
			t.Fatal("the order has no invoice")
		}
		// Anna reviews the shirt she bought.
		if _, err := f.reviews.Create(context.Background(), f.anna, i18n.German, review.Input{SKU: "RVL-TX-1", Nickname: "Anna",
			Title: "Schönes Shirt", Text: "Der Stick ist sauber gearbeitet.", Rating: 5}); err != nil {
			t.Fatal(err)
		}

		// Anna's mails (the order's, the newsletter's) and a mail to
		// someone else whose address only contains hers.
		if err := f.Outbox.Enqueue(context.Background(), d.Write(), mail.Message{Tag: "test.other", To: []string{"joanna@example.de"},
			Subject: "Hallo", Text: "Nicht Anna"}); err != nil {
			t.Fatal(err)
		}
		if err := f.Outbox.Enqueue(context.Background(), d.Write(), mail.Message{Tag: "test.reply", To: []string{"shop@paddock.example"},
			ReplyTo: "Anna Berger <Anna@Example.de>", Subject: "Kontakt", Text: "Anna Berger, Leopoldstraße 12"}); err != nil {
			t.Fatal(err)
		}
		// The order was placed with the address the account had before:
		// its mails go too.
		if _, err := d.Write().Exec(context.Background(), `UPDATE sales_order SET email = 'anna.alt@example.de' WHERE id = ?`, o.ID); err != nil {
			t.Fatal(err)
		}
		if err := f.Outbox.Enqueue(context.Background(), d.Write(), mail.Message{Tag: "test.former", To: []string{"Anna.Alt@example.de"},
			Subject: "Ihre Bestellung", Text: "An die frühere Adresse"}); err != nil {
			t.Fatal(err)
		}
		annasMails := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag <> 'test.other'
			AND (LOWER(to_addresses) LIKE '%anna@example.de%' OR LOWER(reply_to) LIKE '%anna@example.de%'
				OR LOWER(to_addresses) LIKE '%anna.alt@example.de%')`)
		if annasMails < 3 {
			t.Fatalf("%d mails of Anna's before the erasure", annasMails)
		}
		allMails := f.Count(t, `SELECT COUNT(*) FROM mail_message`)

		// A dry run changes nothing.
		before := f.trail.ops()
		plan, err = f.staff.Erase(ctx, f.anna, true)
		if err != nil || len(plan.Blockers) != 0 {
			t.Fatalf("dry run = %+v, %v", plan, err)
		}
		if want := "The stored emails to and from the customer are deleted (" + strconv.Itoa(annasMails) + " emails)."; !slices.Contains(plan.Steps, want) {
			t.Errorf("dry run steps = %q, want %q", plan.Steps, want)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message`); n != allMails {
			t.Errorf("the dry run deleted mails: %d of %d left", n, allMails)
		}
		if c, err := f.svc.Get(context.Background(), f.anna); err != nil || c.Email != "anna@example.de" {
			t.Errorf("after the dry run: %+v, %v", c, err)
		}
		if _, err := f.sessions.Lookup(context.Background(), signedIn.Token); err != nil {
			t.Errorf("the dry run ended the session: %v", err)
		}
		if len(f.trail.ops()) != len(before) {
			t.Errorf("the dry run was recorded: %v", f.trail.ops())
		}

		if _, err := f.staff.Erase(ctx, f.anna, false); err != nil {
			t.Fatal(err)
		}
		c, err := f.svc.Get(context.Background(), f.anna)
		if err != nil || c.Email != customer.ErasedEmail(f.anna) || c.Firstname != customer.ErasedName || c.DateOfBirth != "" ||
			c.AllowsRemoteAssistance() {
			t.Errorf("erased account = %+v, %v", c, err)
		}
		for query, want := range map[string]int{
			`SELECT COUNT(*) FROM customer_address WHERE customer_id = ?`:                                              0,
			`SELECT COUNT(*) FROM wishlist_item WHERE wishlist_id IN (SELECT id FROM wishlist WHERE customer_id = ?)`:  0,
			`SELECT COUNT(*) FROM product_review WHERE customer_id = ?`:                                                0,
			`SELECT COUNT(*) FROM sales_document WHERE order_id IN (SELECT id FROM sales_order WHERE customer_id = ?)`: invoices,
		} {
			if n := f.Count(t, query, f.anna); n != want {
				t.Errorf("%s = %d, want %d", query, n, want)
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag <> 'test.other'
			AND (LOWER(to_addresses || reply_to || subject || text_body || html_body) LIKE '%anna@example.de%'
				OR LOWER(to_addresses) LIKE '%anna.alt@example.de%')`); n != 0 {
			t.Errorf("%d mails of Anna's left", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message`); n != allMails-annasMails {
			t.Errorf("%d mails left, want %d (the others')", n, allMails-annasMails)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_attachment WHERE message_id NOT IN (SELECT id FROM mail_message)`); n != 0 {
			t.Errorf("%d attachments of erased mails left", n)
		}
		if e := f.trail.last(); !slices.ContainsFunc(e.Changes, func(c audit.Change) bool {
			return c.Field == "mails_removed" && c.After != nil && *c.After == strconv.Itoa(annasMails)
		}) {
			t.Errorf("trail of the erasure = %+v", e.Changes)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM newsletter_subscriber WHERE email = ?`, "anna@example.de"); n != 0 {
			t.Errorf("%d newsletter subscriptions left", n)
		}
		if _, err := f.sessions.Lookup(context.Background(), signedIn.Token); err == nil {
			t.Error("the session outlived the erasure")
		}
		kept := f.Order(t, o.ID)
		if kept.AnonymisedAt.IsZero() || kept.Email != customer.ErasedEmail(f.anna) || kept.Number != o.Number ||
			kept.BillingAddress.Lastname != "Berger" || kept.BillingAddress.Street[0] != "Leopoldstraße 12" {
			t.Errorf("order after the erasure = %+v", kept)
		}
		for _, email := range []string{"anna@example.de", customer.ErasedEmail(f.anna)} {
			_, err := f.svc.SignIn(context.Background(), email, "Sattel-2026", session.ViaCookie, customer.Origin{Store: ordertest.DE})
			if e := apperr.As(err); e.Key != "customer.signIn.failed" {
				t.Errorf("sign-in as %s after the erasure = %v", email, err)
			}
		}
		if e := f.trail.last(); e.Operation != "customer.erase" || e.ObjectID == "" {
			t.Errorf("trail = %+v", e)
		}
		if _, err := f.staff.Erase(ctx, f.anna, true); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("erasing again = %v, want Conflict", err)
		}
		if _, err := f.staff.StaffSaveAddress(ctx, f.anna, 0, berlin()); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("an address for an erased account = %v, want Conflict", err)
		}
		if err := f.staff.Unlock(ctx, f.anna); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("unlocking an erased account = %v, want Conflict", err)
		}
	})
}
