package commerce_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

const opSubmitWithdrawal = `mutation SubmitWithdrawal($input: WithdrawalInput!) {
  submitWithdrawal(input: $input) { reference declared_at email return_reference awaiting_confirmation } }`

const opWithdrawalConfirmation = `query WithdrawalConfirmation($token: String!) {
  withdrawalConfirmation(token: $token) { reference order_number declared_at whole_order items_text confirmed return_reference } }`

const opConfirmWithdrawal = `mutation ConfirmWithdrawal($token: String!) {
  confirmWithdrawal(token: $token) { reference order_number confirmed return_reference } }`

// withdrawalAPI is the commerce handler with the withdrawal function on
// the orders of a, behind the same client and session middlewares, and
// the queue whose jobs look up visitors' orders and deliver the mail.
func withdrawalAPI(t *testing.T, a *customerAPI) (http.Handler, *jobs.Queue) {
	t.Helper()
	queue := jobs.New(a.d, nil)
	outbox, err := mail.NewOutbox(a.d, queue, mail.Options{From: "Paddock <shop@paddock.example>", ShopAddress: "service@paddock.example",
		Now: a.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	// The queue delivers the order's mails too: their documents are made
	// when sent.
	outbox.Source(order.DocumentSource, a.orders.DocumentAttachment)
	rets := returns.NewService(a.d, returns.Dependencies{Orders: a.orders, Mail: outbox, Seller: documentSeller{}},
		returns.Options{BaseURL: "https://shop.example", Now: a.clock.now})
	w, err := withdrawal.NewService(withdrawal.Dependencies{DB: a.d, Orders: a.orders, Returns: rets, Mail: outbox,
		Limiter: ratelimit.NewDB(a.d, a.clock.now), Jobs: queue, Seller: documentSeller{}},
		withdrawal.Options{BaseURL: "https://shop.example", Key: bytes.Repeat([]byte("w"), 32), Now: a.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	queue.Handle(withdrawal.JobResolve, w.HandleResolveJob)
	queue.Handle(mail.JobKind, outbox.HandleJob)
	h := commerce.NewHandler(&commerce.Resolver{Catalog: a.catalog, Orders: a.orders, Withdrawals: w, BaseURL: "https://shop.example", Now: a.clock.now},
		gqlserver.Options{Now: a.clock.now, CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := a.catalog.StoreByCode(ctx, s.Code())
			return err
		}})
	sessions, err := a.sessions.Middleware(session.HTTPOptions{TrustedOrigins: []string{"https://shop.example"}})
	if err != nil {
		t.Fatal(err)
	}
	return ratelimit.Proxies{}.Middleware(sessions(h)), queue
}

// shipped pays and ships every item of an order placed through the API.
func (a *customerAPI) shipped(t *testing.T, number string) order.Order {
	t.Helper()
	staff := a.orders.(order.Staff)
	if _, _, err := staff.RecordBankTransfer(context.Background(), number); err != nil {
		t.Fatal(err)
	}
	a.clock.add(time.Hour)
	if _, err := staff.Ship(context.Background(), number, order.ShipInput{Tracking: "JJD0001"}); err != nil {
		t.Fatal(err)
	}
	o, _, err := staff.OrderByNumber(context.Background(), number)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// The withdrawal function for a visitor and for a signed-in customer
// through the API: the receipt's reference, time and address; the return
// started at once for the signed-in owner, and for a visitor only once
// the link mailed to the order's address confirms it; field errors per
// field; never over GET, never cached.
func TestWithdrawalThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		h, queue := withdrawalAPI(t, a)
		do := func(store string, header map[string]string, input map[string]any) gqltest.Response {
			t.Helper()
			hd := map[string]string{"Store": store, "User-Agent": "Journey/1.0"}
			for k, v := range header {
				hd[k] = v
			}
			return gqltest.Do(t, h, "/graphql", gqltest.Request{Query: opSubmitWithdrawal, Variables: map[string]any{"input": input}, Header: hd})
		}

		guests := at(a.place(t, "shop_de", nil, a.readyCart(t, nil, "banktransfer")), "order", "order_number").(string)
		a.shipped(t, guests)
		res := do("shop_de", nil, map[string]any{"name": "Lena Huber", "email": "LENA@example.de", "order_number": guests, "whole_order": true})
		out, _ := res.Data["submitWithdrawal"].(map[string]any)
		if len(res.Errors) > 0 || out["reference"] != "W-2026-000001" || out["email"] != "LENA@example.de" ||
			!regexp.MustCompile(`^2026-11-24 \d\d:\d\d:\d\d$`).MatchString(out["declared_at"].(string)) ||
			out["return_reference"] != nil || out["awaiting_confirmation"] != true {
			t.Fatalf("guest: %+v", res)
		}
		// The job mails the order's address a link; its page shows the
		// declaration, and confirming starts the return, once.
		if _, err := queue.RunDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		var text string
		if err := d.Read().Get(context.Background(), &text, `SELECT text_body FROM mail_message WHERE tag = ?`, withdrawal.TagConfirm); err != nil {
			t.Fatal(err)
		}
		token := regexp.MustCompile(`token=([A-Za-z0-9_-]{43})`).FindStringSubmatch(text)[1]
		tokenDo := func(query string) gqltest.Response {
			return gqltest.Do(t, h, "/graphql", gqltest.Request{Query: query, Variables: map[string]any{"token": token},
				Header: map[string]string{"Store": "shop_de", "User-Agent": "Journey/1.0"}})
		}
		res = tokenDo(opWithdrawalConfirmation)
		if got := res.Data["withdrawalConfirmation"].(map[string]any); len(res.Errors) > 0 || got["order_number"] != guests || got["whole_order"] != true ||
			got["confirmed"] != false || got["reference"] != "W-2026-000001" {
			t.Fatalf("pending: %+v", res)
		}
		for range 2 {
			res = tokenDo(opConfirmWithdrawal)
			got, _ := res.Data["confirmWithdrawal"].(map[string]any)
			if len(res.Errors) > 0 || got["confirmed"] != true || !regexp.MustCompile(`^`+guests+`-R1$`).MatchString(got["return_reference"].(string)) {
				t.Fatalf("confirmed: %+v", res)
			}
		}
		res = gqltest.Do(t, h, "/graphql", gqltest.Request{Query: opConfirmWithdrawal, Variables: map[string]any{"token": "made-up"},
			Header: map[string]string{"Store": "shop_en"}})
		if len(res.Errors) != 1 || res.Errors[0].Extensions["code"] != "NOT_FOUND" || res.Errors[0].Message != "This link is invalid or has expired. Your withdrawal stays on record with us; we will check it and get in touch with you." {
			t.Errorf("a made-up token: %+v", res)
		}

		anna := a.signedIn(t, "anna@example.de")
		annas := at(a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 2})),
			"order", "order_number").(string)
		o := a.shipped(t, annas)
		// Signed in, the order is found by its number whatever email the
		// receipt goes to; the items are named by CustomerOrder.items' ids.
		res = do("shop_en", anna, map[string]any{"name": "Anna", "email": "anna@elsewhere.example", "order_number": annas, "whole_order": false,
			"items": []any{map[string]any{"order_item_id": catalog.UID(o.Items[0].ID), "quantity": 1}}})
		out, _ = res.Data["submitWithdrawal"].(map[string]any)
		if len(res.Errors) > 0 || out["reference"] != "W-2026-000002" || out["return_reference"] == nil || out["awaiting_confirmation"] != false {
			t.Fatalf("customer: %+v", res)
		}
		// The same as a visitor: kept and received, awaiting the order's
		// address, no return.
		res = do("shop_en", nil, map[string]any{"name": "Anna", "email": "anna@elsewhere.example", "order_number": annas, "whole_order": true})
		out, _ = res.Data["submitWithdrawal"].(map[string]any)
		if len(res.Errors) > 0 || out["reference"] != "W-2026-000003" || out["return_reference"] != nil || out["awaiting_confirmation"] != true {
			t.Fatalf("visitor with a customer's number: %+v", res)
		}
		// A visitor naming items: one answer, whatever the order.
		res = do("shop_en", nil, map[string]any{"name": "Anna", "email": "anna@example.de", "order_number": annas, "whole_order": false,
			"items": []any{map[string]any{"order_item_id": catalog.UID(o.Items[0].ID), "quantity": 1}}})
		if len(res.Errors) != 1 || res.Errors[0].Extensions["field"] != "items" {
			t.Errorf("a visitor's items: %+v", res)
		}

		// Every bad field is its own translated error; nothing is kept.
		res = do("shop_en", anna, map[string]any{"name": "", "email": "anna@", "order_number": annas, "whole_order": false,
			"items": []any{map[string]any{"order_item_id": "bm9uZQ", "quantity": 1.5}}})
		fields := map[string]string{}
		for _, e := range res.Errors {
			f, _ := e.Extensions["field"].(string)
			fields[f] = e.Message
			if e.Extensions["code"] != "BAD_USER_INPUT" {
				t.Errorf("error %+v", e)
			}
		}
		if fields["name"] != "This is a required field." || fields["email"] != "Please enter a valid email format." || len(fields) != 2 ||
			res.Data["submitWithdrawal"] != nil {
			t.Errorf("bad input: %+v", res.Errors)
		}
		res = do("shop_fr", anna, map[string]any{"name": "Anna", "email": "anna@example.de", "order_number": annas, "whole_order": false,
			"items": []any{map[string]any{"order_item_id": "bm9uZQ", "quantity": 1.5}, map[string]any{"order_item_id": catalog.UID(o.Items[0].ID), "quantity": 3}}})
		fields = map[string]string{}
		for _, e := range res.Errors {
			f, _ := e.Extensions["field"].(string)
			fields[f] = e.Message
		}
		if fields["items[0].order_item_id"] != "Cet article ne fait pas partie de la commande." ||
			fields["items[1].quantity"] != "Veuillez indiquer une quantité de 1 à 2." {
			t.Errorf("bad items: %+v", res.Errors)
		}
		var n int
		if err := d.Read().Get(context.Background(), &n, `SELECT COUNT(*) FROM withdrawal_declaration`); err != nil || n != 3 {
			t.Errorf("%d declarations, %v", n, err)
		}

		// Never as GET; the answer is for nobody's cache.
		if get := a.rawOn(t, h, http.MethodGet, opSubmitWithdrawal, map[string]any{"input": map[string]any{"name": "A", "email": "a@example.de",
			"order_number": "1", "whole_order": true}}); get.Code == http.StatusOK {
			t.Errorf("GET answered %d %s", get.Code, get.Body)
		}
		for _, op := range []string{opWithdrawalConfirmation, opConfirmWithdrawal} {
			if get := a.rawOn(t, h, http.MethodGet, op, map[string]any{"token": token}); get.Code == http.StatusOK {
				t.Errorf("GET answered %d %s", get.Code, get.Body)
			}
		}
		if post := a.rawOn(t, h, http.MethodPost, opSubmitWithdrawal, map[string]any{"input": map[string]any{"name": "A", "email": "a@example.de",
			"order_number": "1", "whole_order": true}}); post.Code != http.StatusOK || post.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("POST answered %d %v", post.Code, post.Header())
		}
	})
}

// rawOn sends an operation to h as the storefront would, by method.
func (a *customerAPI) rawOn(t *testing.T, h http.Handler, method, query string, vars map[string]any) *httptest.ResponseRecorder {
	t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		t.Fatal(err)
	}
	var r *http.Request
	if method == http.MethodGet {
		v, _ := json.Marshal(vars)
		r = httptest.NewRequest(method, "/graphql?"+url.Values{"query": {query}, "variables": {string(v)}}.Encode(), nil)
	} else {
		r = httptest.NewRequest(method, "/graphql", bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Store", "shop_de")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}
