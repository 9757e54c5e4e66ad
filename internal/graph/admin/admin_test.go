package admin_test

import (
	"net/http"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/admin/staff"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/session"
)

// principals the test's requests act for, by the X-Test-Staff header (the
// staff session's guard puts them in the context in the shop).
var principals = map[string]access.Principal{
	"owner":   {StaffID: 901, Email: "owner@paddock.example", Name: "Ines", Role: access.Owner},
	"support": {StaffID: 2, Email: "support@paddock.example", Role: access.Support},
	"content": {StaffID: 3, Email: "content@paddock.example", Role: access.Content},
	"club": {StaffID: 4, Email: "club@paddock.example", Role: access.Club, Clubs: []int64{7}, ClubNames: []string{"RV Lindenhof"},
		ClubSKUPrefixes: []string{"HOSE"}},
	"other club": {StaffID: 5, Email: "other@paddock.example", Role: access.Club, Clubs: []int64{8}, ClubSKUPrefixes: []string{"SATTEL"}},
}

func handler(t *testing.T, d *db.DB) (http.Handler, *desktest.Shop) {
	s := desktest.Open(t, d)
	sessions, err := session.NewManager(d, session.Options{Key: key, Lifetimes: staff.Lifetimes, Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	accounts, err := staff.NewService(staff.Options{DB: d, Sessions: sessions, Limiter: s.Limiter, Key: key, Audit: s.Audit,
		Hash: passhash.Params{Memory: 64, Time: 1, Threads: 1}, BaseURL: "https://shop.example", Now: s.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Accounts: accounts,
		AdminURL: func(p string) string { return "https://shop.example/admin" + p }}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	}), s
}

var key = []byte("0123456789abcdef0123456789abcdef")

func as(who string) map[string]string {
	return map[string]string{"X-Test-Staff": who, "Accept-Language": "en"}
}

func TestTheAdminAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, s := handler(t, d)
		mixed := s.Place(t, "HOSE-1", "HAFER-20")
		feed := s.Place(t, "HAFER-20")
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "nobody signed in", Query: `{ viewer { email } }`, Header: map[string]string{"Accept-Language": "en"},
				Code: "UNAUTHENTICATED", Message: "Please sign in to the back office."},
			{Name: "nobody signed in, in German", Query: `{ orders { totalCount } }`, Header: map[string]string{"Accept-Language": "de"},
				Code: "UNAUTHENTICATED", Message: "Bitte melden Sie sich im Verwaltungsbereich an."},
			{Name: "the viewer", Query: `{ viewer { email name role permissions clubs { id name } } }`, Header: as("club"),
				Data: map[string]any{"viewer": map[string]any{"email": "club@paddock.example", "name": "", "role": "CLUB",
					"permissions": []any{"dashboard", "orders.read", "catalog.manage", "content.manage"},
					"clubs":       []any{map[string]any{"id": "7", "name": "RV Lindenhof"}}}}},
			{Name: "every order for support", Query: `{ orders(sort: NUMBER, ascending: true) { totalCount items { number email items } } }`,
				Header: as("support"), Data: map[string]any{"orders": map[string]any{"totalCount": 2.0, "items": []any{
					map[string]any{"number": mixed.Number, "email": "lena@example.de", "items": 2.0},
					map[string]any{"number": feed.Number, "email": "lena@example.de", "items": 1.0}}}}},
			{Name: "the club's orders only", Query: `{ orders { totalCount items { number email grandTotalCents } } }`, Header: as("club"),
				Data: map[string]any{"orders": map[string]any{"totalCount": 1.0, "items": []any{
					map[string]any{"number": mixed.Number, "email": "", "grandTotalCents": 0.0}}}}},
			{Name: "another club's order is not there", Query: `query($n: String!) { order(number: $n) { number } }`,
				Variables: map[string]any{"n": mixed.Number}, Header: as("other club"), Data: map[string]any{"order": nil}},
			{Name: "an unknown order is null", Query: `{ order(number: "999999999") { number } }`, Header: as("owner"),
				Data: map[string]any{"order": nil}},
			{Name: "a bad date", Query: `{ orders(filter: {from: "27.11.2026"}) { totalCount } }`, Header: as("owner"),
				Code: "BAD_USER_INPUT", Field: "from", Message: "Enter a date as YYYY-MM-DD."},
			{Name: "the audit trail is the owner's", Query: `{ auditEntries { totalCount } }`, Header: as("support"),
				Code: "FORBIDDEN", Message: "Your role does not allow this."},
			{Name: "a content editor pays nothing", Query: `mutation($n: String!) { markOrderPaid(number: $n) { status } }`,
				Variables: map[string]any{"n": feed.Number}, Header: as("content"), Code: "FORBIDDEN"},
			{Name: "support records the transfer", Query: `mutation($n: String!) { markOrderPaid(number: $n) { status payment { status } history { status } } }`,
				Variables: map[string]any{"n": feed.Number}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "markOrderPaid.status") != string(order.Processing) || gqltest.At(res.Data, "markOrderPaid.payment.status") != "paid" {
						t.Errorf("after the transfer: %v", res.Data)
					}
				}},
			{Name: "support ships it", Query: `mutation($n: String!) { shipOrder(number: $n, input: {carrier: "dhl", title: "DHL Paket", tracking: "00340434161094042557"}) { status shipments { number tracking } } }`,
				Variables: map[string]any{"n": feed.Number}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "shipOrder.status") != string(order.Complete) || gqltest.At(res.Data, "shipOrder.shipments.0.tracking") != "00340434161094042557" {
						t.Errorf("after shipping: %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "the trail shows both, newest first", Query: `{ auditEntries(filter: {staffId: "2"}) { totalCount items { operation outcome objectId actor changes { field before after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "auditEntries.totalCount") != 2.0 || gqltest.At(res.Data, "auditEntries.items.0.operation") != "order.ship" ||
						gqltest.At(res.Data, "auditEntries.items.1.changes.0.after") != "processing" {
						t.Errorf("trail %v", res.Data)
					}
				}},
			{Name: "the dashboard", Query: `{ dashboard { today { orders grossCents } awaitingPayment awaitingShipment flaggedWithdrawals revenuePerDay { date } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "dashboard.today.orders") != 2.0 || gqltest.At(res.Data, "dashboard.awaitingPayment") != 1.0 ||
						gqltest.At(res.Data, "dashboard.flaggedWithdrawals") != 0.0 || len(gqltest.At(res.Data, "dashboard.revenuePerDay").([]any)) != 30 {
						t.Errorf("dashboard %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "a club manager's dashboard has no withdrawals", Query: `{ dashboard { flaggedWithdrawals awaitingPayment } }`, Header: as("club"),
				Data: map[string]any{"dashboard": map[string]any{"flaggedWithdrawals": nil, "awaitingPayment": 1.0}}},
		})
		// Returns: listed, received, refunded; each step in the answer.
		ro, ret := s.Returned(t, "HAFER-20")
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "open returns", Query: `{ returns(statuses: ["requested", "received"]) { totalCount items { reference orderNumber status items } } }`,
				Header: as("support"), Data: map[string]any{"returns": map[string]any{"totalCount": 1.0, "items": []any{
					map[string]any{"reference": ret.Reference, "orderNumber": ro.Number, "status": "requested", "items": 1.0}}}}},
			{Name: "a club manager handles no returns", Query: `{ returns { totalCount } }`, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "receive", Query: `mutation($r: String!) { receiveReturn(reference: $r) { status valueCents items { sku qty } order { number } } }`,
				Variables: map[string]any{"r": ret.Reference}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "receiveReturn.status") != "received" || gqltest.At(res.Data, "receiveReturn.items.0.sku") != "HAFER-20" ||
						gqltest.At(res.Data, "receiveReturn.valueCents").(float64) <= 0 || gqltest.At(res.Data, "receiveReturn.order.number") != ro.Number {
						t.Errorf("received %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "refund", Query: `mutation($r: String!) { refundReturn(reference: $r) { status order { refunds { amountCents } } } }`,
				Variables: map[string]any{"r": ret.Reference}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "refundReturn.status") != "refunded" || len(gqltest.At(res.Data, "refundReturn.order.refunds").([]any)) != 1 {
						t.Errorf("refunded %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "refused after refunding: its state says no", Query: `mutation($r: String!) { refuseReturn(reference: $r, reason: "x") { status } }`,
				Variables: map[string]any{"r": ret.Reference}, Header: as("support"), Code: "CONFLICT"},
			{Name: "an unknown return is null", Query: `{ return(reference: "999999999-R1") { status } }`, Header: as("owner"),
				Data: map[string]any{"return": nil}},
			{Name: "the mails sent", Query: `{ mails(filter: {search: "lena@example.de"}) { totalCount items { to subject state } } }`, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if n, _ := gqltest.At(res.Data, "mails.totalCount").(float64); n < 2 {
						t.Errorf("mails %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "a sent mail is not sent again", Query: `mutation { resendMail(id: "1") }`, Header: as("support"), Code: "CONFLICT"},
			{Name: "a content editor reads no mails", Query: `{ mails { totalCount } }`, Header: as("content"), Code: "FORBIDDEN"},
			{Name: "the dashboard's counts", Query: `{ dashboard { openReturns failedMails } }`, Header: as("support"),
				Data: map[string]any{"dashboard": map[string]any{"openReturns": 0.0, "failedMails": 0.0}}},
		})
		// The settings: the owner's only; a wrong IBAN named on its field.
		legal := map[string]any{"company": "Paddock Reitsport GmbH", "street": "Hafenweg 26", "postcode": "48155", "city": "Münster", "country": "DE",
			"email": "service@paddock.example", "phone": "+49 251 123456", "vatId": "DE123456788", "taxNumber": "", "registerCourt": "",
			"registerNumber": "", "managingDirectors": []any{"Ines Inhaberin"}, "bankHolder": "Paddock Reitsport GmbH",
			"bankIban": "DE00 0000", "bankBic": "", "bankName": ""}
		save := `mutation($in: LegalInput!) { saveLegal(input: $in) { legal { phone bankIban } } }`
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support reads no settings", Query: `{ settings { legal { company } } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a wrong IBAN", Query: save, Variables: map[string]any{"in": legal}, Header: as("owner"), Code: "BAD_USER_INPUT", Field: "bank.iban"},
			{Name: "the bank-transfer days", Query: `mutation { saveBankTransfer(input: {reminderDays: 2, cancelDays: 6, openOrdersPerEmail: 3, openValuePerEmailCents: 500000, openOrdersPerClient: 5, openValuePerClientCents: 1000000}) { bankTransfer { cancelDays } } }`,
				Header: as("owner"), Data: map[string]any{"saveBankTransfer": map[string]any{"bankTransfer": map[string]any{"cancelDays": 6.0}}}},
		})

		// Staff accounts: the owner's.
		var invited string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support manages no staff", Query: `{ staff { email } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a club manager needs a club", Query: `mutation { inviteStaff(input: {email: "c@paddock.example", role: CLUB}) { link } }`,
				Header: as("owner"), Code: "BAD_USER_INPUT", Field: "clubs"},
			{Name: "the owner invites", Query: `mutation { inviteStaff(input: {email: "New@Paddock.example", name: "Nele", role: SUPPORT}) { link member { id email invited role } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					link, _ := gqltest.At(res.Data, "inviteStaff.link").(string)
					if !strings.HasPrefix(link, "https://shop.example/admin/invite#") || gqltest.At(res.Data, "inviteStaff.member.email") != "new@paddock.example" ||
						gqltest.At(res.Data, "inviteStaff.member.invited") != true {
						t.Errorf("invitation %v %v", res.Data, res.Errors)
					}
					invited, _ = gqltest.At(res.Data, "inviteStaff.member.id").(string)
				}},
		})
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the owner disables", Query: `mutation($id: ID!) { disableStaff(id: $id) { disabled } }`, Variables: map[string]any{"id": invited},
				Header: as("owner"), Data: map[string]any{"disableStaff": map[string]any{"disabled": true}}},
			{Name: "the list", Query: `{ staff { email disabled } }`, Header: as("owner"),
				Data: map[string]any{"staff": []any{map[string]any{"email": "new@paddock.example", "disabled": true}}}},
		})

		// No persisted queries.
		res := gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: `{ viewer { email } }`, Header: as("owner"),
			Extensions: map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": "0000000000000000000000000000000000000000000000000000000000000000"}}})
		if res.Message() != "This API takes no persisted queries: send the query itself." {
			t.Errorf("a persisted query: %+v", res)
		}
	})
}
