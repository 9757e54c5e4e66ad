package commerce_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/newsletter"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/review"
	"paddock/internal/settings"
	"paddock/internal/shipping"
	"paddock/internal/wishlist"
)

// The customer operations as a Magento storefront sends them.
const (
	opSignIn        = `mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`
	opSignOut       = `mutation SignOut { revokeCustomerToken { result } }`
	opRequestReset  = `mutation RequestReset($email: String!) { requestPasswordResetEmail(email: $email) }`
	opResetPassword = `mutation ResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`
	customerFields = `firstname lastname email date_of_birth dob created_at is_subscribed allow_remote_shopping_assistance id default_billing default_shipping
  addresses { id uid firstname lastname company street postcode city country_code country_id region_id
    region { region region_code region_id } telephone vat_id default_billing default_shipping customer_id }`
	opCreateCustomer    = `mutation CreateAccount($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { ` + customerFields + ` } } }`
	opCreateCustomerV1  = `mutation CreateAccountV1($input: CustomerInput!) { createCustomer(input: $input) { customer { ` + customerFields + ` } } }`
	opUpdateCustomer    = `mutation UpdateCustomer($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { ` + customerFields + ` } } }`
	opChangePassword    = `mutation ChangePassword($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email firstname } }`
	opUpdateEmail       = `mutation UpdateEmail($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`
	opConfirmEmail      = `mutation ConfirmEmail($token: String!) { confirmCustomerEmailChange(token: $token) }`
	opIsEmailAvailable  = `query IsEmailAvailable($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`
	opCustomer          = `query GetCustomer { customer { ` + customerFields + ` } }`
	addressFields       = `id uid firstname lastname company street postcode city country_code region { region region_code region_id } region_id telephone vat_id default_billing default_shipping`
	opCreateAddress     = `mutation CreateAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ` + addressFields + ` } }`
	opUpdateAddress     = `mutation UpdateAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ` + addressFields + ` } }`
	opUpdateAddressV2   = `mutation UpdateAddressV2($uid: ID!, $input: CustomerAddressInput) { updateCustomerAddressV2(uid: $uid, input: $input) { ` + addressFields + ` } }`
	opDeleteAddress     = `mutation DeleteAddress($id: Int!) { deleteCustomerAddress(id: $id) }`
	opDeleteAddressV2   = `mutation DeleteAddressV2($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }`
	customerTestPassing = "Sattel-2026"
)

// customerStart is the API's clock at the start: on a full hour, so that
// the rate-limit windows begin with it.
var customerStart = time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// customerAPI is the commerce handler with customer accounts, behind the
// client and session middlewares the app puts in front of /graphql.
type customerAPI struct {
	h        http.Handler
	d        *db.DB
	sessions *session.Manager
	news     newsletter.Service
	clock    *fakeClock
	carts    cart.Service
	catalog  catalog.Service
	// orders, payments and testpay are the orders placed from the carts
	// and their payments (the built-in test provider decides them).
	orders   order.Service
	payments payment.Service
	testpay  *testpay.Provider
	// logs is what the API logged.
	logs *syncBuffer
	// shop is the cart tests' catalogue (newCartAPI).
	shop carttest.Shop
	// wishlists are the customers' wish lists.
	wishlists wishlist.Service
	// returns are the orders' returns.
	returns returns.Service
	// settings are the order limits and bank-transfer caps the carts and
	// orders hold to.
	settings settings.Service
	// jobs is the queue of the outbox and the accounts' jobs, which
	// mailsTagged runs.
	jobs *jobs.Queue
	// assisted are the sessions a test marks as assisted (login as
	// customer), and trail the audit trail their mutations go to.
	assisted *fakeAssisted
	trail    audit.Service
	// reviews are the product reviews, also their moderation.
	reviews review.Service
}

func newCustomerAPI(t testing.TB, d *db.DB, opts ...func(*customer.Options)) *customerAPI {
	t.Helper()
	return newAPIWith(t, d, nil, opts...)
}

// newAPIWith is newCustomerAPI with a payment gateway's methods offered
// first (Mollie's, on a fake), when gateway is not nil.
func newAPIWith(t testing.TB, d *db.DB, gateway payment.Gateway, opts ...func(*customer.Options)) *customerAPI {
	t.Helper()
	ctx := context.Background()
	for _, seed := range []func(context.Context, *db.DB) error{catalog.Seed, directory.Seed} {
		if err := seed(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	key := bytes.Repeat([]byte("s"), 32)
	a := &customerAPI{d: d, clock: &fakeClock{t: customerStart}, logs: &syncBuffer{}}
	logger := slog.New(slog.NewTextHandler(a.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	limiter := ratelimit.NewDB(d, a.clock.now)
	a.jobs = jobs.New(d, logger)
	outbox, err := mail.NewOutbox(d, a.jobs, mail.Options{From: "Paddock <shop@paddock.example>", Now: a.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	a.jobs.Handle(mail.JobKind, outbox.HandleJob)
	if a.sessions, err = session.NewManager(d, session.Options{Key: key, Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	if a.news, err = newsletter.NewService(d, outbox, limiter, newsletter.Options{BaseURL: "https://shop.example", Key: key, Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	o := customer.Options{BaseURL: "https://shop.example", Key: key, Hash: customer.HashParams{Memory: 64, Time: 1, Threads: 1}, Now: a.clock.now}
	for _, opt := range opts {
		opt(&o)
	}
	dir := directory.NewService(d)
	customers, err := customer.NewService(customer.Dependencies{DB: d, Sessions: a.sessions, Mail: outbox, Limiter: limiter,
		Newsletter: a.news, Directory: dir, Jobs: a.jobs}, o)
	if err != nil {
		t.Fatal(err)
	}
	cat := catalog.NewService(d, nil, nil)
	a.catalog = cat
	a.testpay = testpay.New(d, "http://shop.test", a.clock.now)
	registry := payment.NewRegistry()
	if gateway != nil {
		registry.AddGateway(gateway)
	}
	payments, err := payment.NewService(d, registry.
		Add(banktransfer.New(banktransfer.Account{Holder: "Paddock GmbH", IBAN: "DE02120300000000202051"})).
		AddTest(a.testpay), jobs.New(d, nil), payment.Options{BaseURL: "http://shop.test", Now: a.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	a.payments = payments
	a.settings = settings.NewService(d, settings.Options{Now: a.clock.now})
	if a.carts, err = cart.NewService(d, cart.Dependencies{Catalog: cat, Coupons: coupon.NewService(d, a.clock.now),
		Shipping: shipping.NewService(d, a.clock.now), Addresses: customers, Limiter: limiter, Payments: payments, Terms: a.settings},
		cart.Options{Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	if a.orders, err = order.NewService(d, order.Dependencies{Customers: customers, Carts: a.carts, Stock: cat,
		Coupons: coupon.NewService(d, a.clock.now), Payments: payments, Mail: outbox, Limiter: limiter, Seller: documentSeller{}, Terms: a.settings},
		order.Options{BaseURL: "https://shop.example", Key: bytes.Repeat([]byte("d"), 32), Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	if a.wishlists, err = wishlist.NewService(d, wishlist.Dependencies{Catalog: cat, Carts: a.carts}, wishlist.Options{Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	a.returns = returns.NewService(d, returns.Dependencies{Orders: a.orders, Mail: outbox, Seller: documentSeller{}},
		returns.Options{BaseURL: "https://shop.example", Now: a.clock.now})
	a.assisted = &fakeAssisted{by: map[int64]assist.Assist{}}
	if a.trail, err = audit.NewService(audit.Options{DB: d, Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	if a.reviews, err = review.NewService(review.Dependencies{DB: d, Catalog: cat, Orders: a.orders, Limiter: limiter, Audit: a.trail},
		review.Options{Now: a.clock.now}); err != nil {
		t.Fatal(err)
	}
	h := commerce.NewHandler(&commerce.Resolver{Catalog: cat, Directory: dir, Newsletter: a.news, Customers: customers,
		Carts: a.carts, Orders: a.orders, Payments: payments, Wishlists: a.wishlists, Returns: a.returns, Reviews: a.reviews, BaseURL: "https://shop.example", Now: a.clock.now,
		AssistedSessions: a.assisted, Audit: a.trail, Logger: logger},
		gqlserver.Options{Logger: logger, Now: a.clock.now, CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := cat.StoreByCode(ctx, s.Code())
			return err
		}})
	sessions, err := a.sessions.Middleware(session.HTTPOptions{TrustedOrigins: []string{"https://shop.example"}})
	if err != nil {
		t.Fatal(err)
	}
	a.h = ratelimit.Proxies{}.Middleware(sessions(h))
	return a
}

// awaitingTransfers lets one customer and client have n orders awaiting a
// bank transfer, for tests of many such orders (the caps' own tests are
// package order's).
func (a *customerAPI) awaitingTransfers(t testing.TB, n int) {
	t.Helper()
	b := settings.DefaultBankTransfer
	b.OpenOrdersPerEmail, b.OpenOrdersPerClient = n, n
	if err := a.settings.SetBankTransfer(context.Background(), b); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a buffer several goroutines may write to.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// bearer is the header of an API client's token.
func bearer(token string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + token}
}

// browser is the headers of the storefront with a session cookie.
func browser(token string) map[string]string {
	return map[string]string{"Cookie": session.CookieName + "=" + token, "Sec-Fetch-Site": "same-origin"}
}

func (a *customerAPI) do(t testing.TB, store string, header map[string]string, query string, vars map[string]any) gqltest.Response {
	t.Helper()
	h := map[string]string{"Store": store, "User-Agent": "Journey/1.0"}
	for k, v := range header {
		h[k] = v
	}
	return gqltest.Do(t, a.h, "/graphql", gqltest.Request{Query: query, Variables: vars, Header: h})
}

// ok runs an operation and fails the test on errors.
func (a *customerAPI) ok(t testing.TB, store string, header map[string]string, query string, vars map[string]any) map[string]any {
	t.Helper()
	res := a.do(t, store, header, query, vars)
	if len(res.Errors) > 0 || res.Status != http.StatusOK {
		t.Fatalf("%.40s: %d %+v", query, res.Status, res.Errors)
	}
	return res.Data
}

// raw sends a POST and returns the answer as it came.
func (a *customerAPI) raw(t testing.TB, method, store string, header map[string]string, query string, vars map[string]any) *httptest.ResponseRecorder {
	t.Helper()
	var r *http.Request
	if method == http.MethodGet {
		q := url.Values{"query": {query}}
		if vars != nil {
			b, _ := json.Marshal(vars)
			q.Set("variables", string(b))
		}
		r = httptest.NewRequest(http.MethodGet, "http://shop.example/graphql?"+q.Encode(), nil)
	} else {
		b, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		r = httptest.NewRequest(http.MethodPost, "http://shop.example/graphql", bytes.NewReader(b))
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Store", store)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	a.h.ServeHTTP(w, r)
	return w
}

func newAccount(email string) map[string]any {
	return map[string]any{"firstname": "Anna", "lastname": "Berger", "email": email, "password": customerTestPassing}
}

// register creates an account through createCustomerV2.
func (a *customerAPI) register(t testing.TB, store, email string) {
	t.Helper()
	a.ok(t, store, nil, opCreateCustomer, map[string]any{"input": newAccount(email)})
}

// token signs in through generateCustomerToken.
func (a *customerAPI) token(t testing.TB, email, password string) string {
	t.Helper()
	data := a.ok(t, "shop_de", nil, opSignIn, map[string]any{"email": email, "password": password})
	token, _ := gqltest.At(data, "generateCustomerToken.token").(string)
	if token == "" {
		t.Fatalf("no token: %v", data)
	}
	return token
}

// cookie signs a browser in and returns its cookie's token.
func (a *customerAPI) cookie(t testing.TB, email string) string {
	t.Helper()
	var id int64
	if err := a.d.Read().Get(context.Background(), &id, `SELECT id FROM customer WHERE email_key = ?`, strings.ToLower(email)); err != nil {
		t.Fatal(err)
	}
	token, _, err := a.sessions.Create(context.Background(), session.Customer, id, session.ViaCookie, ratelimit.Client{})
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// mailsTagged returns the mails of a tag, newest first.
func (a *customerAPI) mailsTagged(t testing.TB, tag string) []mail.Stored {
	t.Helper()
	// Some mails are written by jobs (a reset request's).
	for {
		n, err := a.jobs.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	all, err := mail.NewMailbox(a.d).List(context.Background(), mail.MaxList)
	if err != nil {
		t.Fatal(err)
	}
	var out []mail.Stored
	for _, m := range all {
		if m.Tag == tag {
			out = append(out, m)
		}
	}
	return out
}

// category wants the first error's Magento category.
func category(want string) func(t *testing.T, res gqltest.Response) {
	return func(t *testing.T, res gqltest.Response) {
		t.Helper()
		if got := res.Errors[0].Extensions["category"]; got != want {
			t.Errorf("category %v; want %s", got, want)
		}
	}
}

// fieldMessages returns every error's message by extensions.field.
func fieldMessages(res gqltest.Response) map[string]string {
	out := map[string]string{}
	for _, e := range res.Errors {
		field, _ := e.Extensions["field"].(string)
		out[field] = e.Message
	}
	return out
}

func TestCustomerTokensThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "anna@example.de")
		token := a.token(t, "Anna@Example.de ", customerTestPassing)
		if s, err := a.sessions.Lookup(context.Background(), token); err != nil || s.Via != session.ViaBearer || s.IP != "192.0.2.1" || s.UserAgent != "Journey/1.0" {
			t.Errorf("session %+v %v", s, err)
		}
		revoked := a.token(t, "anna@example.de", customerTestPassing)
		a.ok(t, "shop_de", bearer(revoked), opSignOut, nil)
		expired := a.token(t, "anna@example.de", customerTestPassing)
		signIn := func(email, password string) map[string]any {
			return map[string]any{"email": email, "password": password}
		}
		const who = `query Who { customer { email firstname } }`
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "bearer", Store: "shop_de", Query: who, Header: bearer(token), Data: map[string]any{"customer.email": "anna@example.de"}},
			{Name: "lower-case scheme", Store: "shop_de", Query: who, Header: map[string]string{"Authorization": "bearer " + token},
				Data: map[string]any{"customer.firstname": "Anna"}},
			{Name: "a bare token without Bearer", Store: "shop_de", Query: who, Header: map[string]string{"Authorization": token},
				Data: map[string]any{"customer.email": "anna@example.de"}},
			{Name: "a GET with a token", Store: "shop_de", Query: who, GET: true, Header: bearer(token), Data: map[string]any{"customer.email": "anna@example.de"}},
			{Name: "no token", Store: "shop_en", Query: who, Code: "UNAUTHENTICATED", Message: "The current customer isn't authorized.",
				Data: map[string]any{"customer": nil}, Check: category("graphql-authorization")},
			{Name: "a revoked token", Store: "shop_en", Query: who, Header: bearer(revoked), Code: "UNAUTHENTICATED",
				Message: "Your session expired. Please sign-in again.", Check: category("graphql-authorization")},
			{Name: "a made-up token, German", Store: "shop_de", Query: who, Header: bearer(strings.Repeat("A", 43)), Code: "UNAUTHENTICATED",
				Message: "Ihre Sitzung ist abgelaufen.", Check: category("graphql-authorization")},
			{Name: "a malformed token, French", Store: "shop_fr", Query: who, Header: map[string]string{"Authorization": "Basic YWxhZGRpbg=="},
				Code: "UNAUTHENTICATED", Message: "Votre session a expiré.", Check: category("graphql-authorization")},
			{Name: "sign-out without a token", Store: "shop_en", Query: opSignOut, Code: "UNAUTHENTICATED", Message: "Please sign in.",
				Check: category("graphql-authorization")},
			{Name: "sign-out twice", Store: "shop_en", Query: opSignOut, Header: bearer(revoked), Code: "UNAUTHENTICATED", Message: "session expired"},
			{Name: "a wrong password", Store: "shop_en", Query: opSignIn, Variables: signIn("anna@example.de", "Sattel-2025"),
				Code: "AUTHENTICATION_FAILED", Message: "The account sign-in was incorrect", Data: map[string]any{"generateCustomerToken": nil},
				Check: category("graphql-authentication")},
			{Name: "an unknown address", Store: "shop_fr", Query: opSignIn, Variables: signIn("nobody@example.de", customerTestPassing),
				Code: "AUTHENTICATION_FAILED", Message: "La connexion est incorrecte", Check: category("graphql-authentication")},
		})

		// A session idle for the idle lifetime has ended.
		a.clock.add(session.DefaultLifetimes.Idle)
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "an expired token", Store: "shop_en", Query: who, Header: bearer(expired), Code: "UNAUTHENTICATED",
				Message: "Your session expired.", Check: category("graphql-authorization")},
		})

		// Too many failures for an address: TOO_MANY_REQUESTS with retryAfter.
		for range customer.SignInFailuresPerAccountAndClient.Limit {
			a.do(t, "shop_de", nil, opSignIn, signIn("anna@example.de", "wrong"))
		}
		res := a.do(t, "shop_en", nil, opSignIn, signIn("anna@example.de", customerTestPassing))
		if res.Code() != "TOO_MANY_REQUESTS" || res.Errors[0].Extensions["retryAfter"] != float64(900) || !strings.Contains(res.Message(), "Too many failed sign-in attempts") {
			t.Errorf("locked: %+v", res.Errors)
		}
	})
}

func TestCreateCustomerThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		input := map[string]any{"firstname": "Camille", "lastname": "Muller", "email": "camille@example.fr", "password": "Étrier-2026",
			"date_of_birth": "1990-05-17", "is_subscribed": true}
		data := a.ok(t, "shop_fr", nil, opCreateCustomer, map[string]any{"input": input})
		want := map[string]any{"firstname": "Camille", "lastname": "Muller", "email": "camille@example.fr", "date_of_birth": "1990-05-17",
			"dob": "1990-05-17", "created_at": "2026-11-24 09:00:00", "is_subscribed": false, "id": nil, "default_billing": nil,
			"default_shipping": nil, "addresses": []any{}}
		for k, v := range want {
			if got := gqltest.At(data, "createCustomerV2.customer."+k); !jsonEqual(got, v) {
				t.Errorf("%s = %#v; want %#v", k, got, v)
			}
		}
		if m := a.mailsTagged(t, "customer.welcome"); len(m) != 1 || m[0].Subject != "Bienvenue chez Paddock" {
			t.Errorf("welcome mails %+v", m)
		}
		if m := a.mailsTagged(t, "newsletter.confirm"); len(m) != 1 || m[0].To[0] != "camille@example.fr" {
			t.Errorf("newsletter confirmation %+v", m)
		}
		a.token(t, "camille@example.fr", "Étrier-2026")

		// The deprecated createCustomer with the deprecated dob.
		data = a.ok(t, "shop_en", nil, opCreateCustomerV1, map[string]any{"input": map[string]any{
			"firstname": "Emily", "lastname": "Clarke", "email": "emily@example.at", "password": "Bridle-2026", "dob": "1985-03-02"}})
		if gqltest.At(data, "createCustomer.customer.date_of_birth") != "1985-03-02" || gqltest.At(data, "createCustomer.customer.email") != "emily@example.at" {
			t.Errorf("createCustomer: %v", data)
		}

		// Every problem at once, each on its field, in the store's language.
		bad := map[string]any{"input": map[string]any{"firstname": "", "lastname": " ", "email": "kein-mail", "password": "kurz", "date_of_birth": "17.05.1990"}}
		for _, tc := range []struct {
			store string
			want  map[string]string
		}{
			{"shop_de", map[string]string{"firstname": "Dies ist ein Pflichtfeld.", "lastname": "Dies ist ein Pflichtfeld.",
				"email": "Bitte geben Sie eine gültige E-Mail-Adresse ein.", "password": "Das Passwort muss mindestens 8 Zeichen lang sein.",
				"date_of_birth": "Ungültiges Datumsformat."}},
			{"shop_en", map[string]string{"firstname": "This is a required field.", "lastname": "This is a required field.",
				"email": "Please enter a valid email format.", "password": "The password must be at least 8 characters.",
				"date_of_birth": "Invalid date format."}},
			{"shop_fr", map[string]string{"firstname": "Ce champ est obligatoire.", "lastname": "Ce champ est obligatoire.",
				"email": "Veuillez saisir une adresse e-mail valide.", "password": "Le mot de passe doit comporter au moins 8 caractères.",
				"date_of_birth": "Format de date invalide."}},
		} {
			res := a.do(t, tc.store, nil, opCreateCustomer, bad)
			got := fieldMessages(res)
			if len(got) != len(tc.want) || gqltest.At(res.Data, "createCustomerV2") != nil {
				t.Errorf("%s: %v", tc.store, got)
			}
			for field, msg := range tc.want {
				if !strings.HasPrefix(got[field], msg) {
					t.Errorf("%s %s: %q; want %q", tc.store, field, got[field], msg)
				}
			}
			var order []any
			for _, e := range res.Errors {
				if e.Extensions["code"] != "BAD_USER_INPUT" || e.Extensions["category"] != "graphql-input" {
					t.Errorf("%s: %+v", tc.store, e)
				}
				order = append(order, e.Extensions["field"])
			}
			// In the form's order, so a client showing only the first error
			// shows the first field's.
			if want := []any{"firstname", "lastname", "email", "password", "date_of_birth"}; !reflect.DeepEqual(order, want) {
				t.Errorf("%s: errors in the order %v; want %v", tc.store, order, want)
			}
		}
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a password without enough classes", Store: "shop_en", Query: opCreateCustomer,
				Variables: map[string]any{"input": map[string]any{"firstname": "A", "lastname": "B", "email": "ab@example.de", "password": "sattelzeug"}},
				Code:      "BAD_USER_INPUT", Field: "password", Message: "The password must meet 3 of 4 criteria"},
			{Name: "no password", Store: "shop_en", Query: opCreateCustomer,
				Variables: map[string]any{"input": map[string]any{"firstname": "A", "lastname": "B", "email": "ab@example.de"}},
				Code:      "BAD_USER_INPUT", Field: "password", Message: "This is a required field."},
		})
	})
}

// jsonEqual compares decoded JSON with a wanted value.
func jsonEqual(got, want any) bool {
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	return bytes.Equal(a, b)
}

func TestUpdateCustomerThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "anna@example.de")
		token := a.token(t, "anna@example.de", customerTestPassing)
		data := a.ok(t, "shop_de", bearer(token), opUpdateCustomer, map[string]any{"input": map[string]any{
			"firstname": "Anne", "date_of_birth": "1990-05-17 00:00:00", "is_subscribed": true}})
		if c := gqltest.At(data, "updateCustomerV2.customer").(map[string]any); c["firstname"] != "Anne" || c["lastname"] != "Berger" ||
			c["date_of_birth"] != "1990-05-17" || c["is_subscribed"] != false || c["allow_remote_shopping_assistance"] != false {
			t.Errorf("updated %v", c)
		}
		// Remote shopping assistance (Magento's LoginAsCustomer): off until allowed, null keeps it.
		for _, step := range []struct {
			allow any
			want  bool
		}{{true, true}, {nil, true}, {false, false}} {
			data := a.ok(t, "shop_de", bearer(token), opUpdateCustomer, map[string]any{"input": map[string]any{"allow_remote_shopping_assistance": step.allow}})
			if got := gqltest.At(data, "updateCustomerV2.customer.allow_remote_shopping_assistance"); got != step.want {
				t.Errorf("allow_remote_shopping_assistance %v: %v", step.allow, got)
			}
		}
		confirm := a.mailsTagged(t, "newsletter.confirm")
		if len(confirm) != 1 {
			t.Fatalf("%d confirmation mails", len(confirm))
		}
		m := newsletterLink.FindStringSubmatch(confirm[0].Text)
		if m == nil {
			t.Fatalf("no link in %s", confirm[0].Text)
		}
		if _, err := a.news.Confirm(context.Background(), m[3], newsletter.Origin{}); err != nil {
			t.Fatal(err)
		}
		if got := gqltest.At(a.ok(t, "shop_de", bearer(token), opCustomer, nil), "customer.is_subscribed"); got != true {
			t.Errorf("is_subscribed after confirming: %v", got)
		}
		data = a.ok(t, "shop_de", bearer(token), opUpdateCustomer, map[string]any{"input": map[string]any{"dob": "", "is_subscribed": false}})
		if c := gqltest.At(data, "updateCustomerV2.customer").(map[string]any); c["date_of_birth"] != nil || c["is_subscribed"] != false || c["firstname"] != "Anne" {
			t.Errorf("cleared %v", c)
		}
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a date of birth in the future, French", Store: "shop_fr", Query: opUpdateCustomer, Header: bearer(token),
				Variables: map[string]any{"input": map[string]any{"date_of_birth": "2030-01-01"}},
				Code:      "BAD_USER_INPUT", Field: "date_of_birth", Message: "Format de date invalide.", Check: category("graphql-input")},
			{Name: "an empty first name", Store: "shop_en", Query: opUpdateCustomer, Header: bearer(token),
				Variables: map[string]any{"input": map[string]any{"firstname": ""}}, Code: "BAD_USER_INPUT", Field: "firstname", Message: "This is a required field."},
			{Name: "no token", Store: "shop_en", Query: opUpdateCustomer, Variables: map[string]any{"input": map[string]any{"firstname": "X"}},
				Code: "UNAUTHENTICATED", Check: category("graphql-authorization")},
		})
		if got := gqltest.At(a.ok(t, "shop_de", bearer(token), opCustomer, nil), "customer.firstname"); got != "Anne" {
			t.Errorf("refused updates changed the name to %v", got)
		}
	})
}

func TestChangePasswordAndEmailThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_en", "anna@example.de")
		a.register(t, "shop_de", "ben@example.de")
		here, there := a.token(t, "anna@example.de", customerTestPassing), a.token(t, "anna@example.de", customerTestPassing)
		browserToken := a.cookie(t, "anna@example.de")
		pw := func(current, next string) map[string]any { return map[string]any{"current": current, "next": next} }
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a wrong current password", Store: "shop_en", Query: opChangePassword, Header: bearer(here), Variables: pw("Sattel-2025", "Zaumzeug-2026"),
				Code: "BAD_USER_INPUT", Field: "currentPassword", Message: "The password you entered is not correct.", Check: category("graphql-input")},
			{Name: "a weak new password, German", Store: "shop_de", Query: opChangePassword, Header: bearer(here), Variables: pw(customerTestPassing, "zaumzeug"),
				Code: "BAD_USER_INPUT", Field: "newPassword", Message: "3 von 4"},
			{Name: "no token", Store: "shop_en", Query: opChangePassword, Variables: pw(customerTestPassing, "Zaumzeug-2026"), Code: "UNAUTHENTICATED"},
		})
		data := a.ok(t, "shop_en", bearer(here), opChangePassword, pw(customerTestPassing, "Zaumzeug-2026"))
		if gqltest.At(data, "changeCustomerPassword.email") != "anna@example.de" {
			t.Errorf("answer %v", data)
		}
		if res := a.do(t, "shop_en", bearer(there), opCustomer, nil); res.Code() != "UNAUTHENTICATED" {
			t.Errorf("another token after the change: %+v", res.Errors)
		}
		if res := a.do(t, "shop_en", browser(browserToken), opCustomer, nil); res.Code() != "UNAUTHENTICATED" {
			t.Errorf("a browser after the change: %+v", res.Errors)
		}
		a.ok(t, "shop_en", bearer(here), opCustomer, nil)
		if m := a.mailsTagged(t, "customer.password-changed"); len(m) != 1 || m[0].To[0] != "anna@example.de" {
			t.Errorf("mails %+v", m)
		}

		there = a.token(t, "anna@example.de", "Zaumzeug-2026")
		email := func(e, p string) map[string]any { return map[string]any{"email": e, "password": p} }
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a wrong password", Store: "shop_fr", Query: opUpdateEmail, Header: bearer(here), Variables: email("anna@example.com", customerTestPassing),
				Code: "BAD_USER_INPUT", Field: "password", Message: "Le mot de passe saisi est incorrect."},
			{Name: "a malformed address", Store: "shop_en", Query: opUpdateEmail, Header: bearer(here), Variables: email("anna", "Zaumzeug-2026"),
				Code: "BAD_USER_INPUT", Field: "email"},
			{Name: "a bad link", Store: "shop_de", Query: opConfirmEmail, Variables: map[string]any{"token": "nonsense"},
				Code: "BAD_USER_INPUT", Field: "token", Message: "Bestätigungslink ist ungültig"},
		})
		// A taken address and a free one answer alike: the customer as
		// they are.
		taken := a.ok(t, "shop_en", bearer(here), opUpdateEmail, email("BEN@example.de", "Zaumzeug-2026"))
		free := a.ok(t, "shop_en", bearer(here), opUpdateEmail, email("anna@example.com", "Zaumzeug-2026"))
		if !reflect.DeepEqual(taken, free) || gqltest.At(free, "updateCustomerEmail.customer.email") != "anna@example.de" {
			t.Errorf("a taken address: %v; a free one: %v", taken, free)
		}
		if m := a.mailsTagged(t, "customer.email-taken"); len(m) != 1 || m[0].To[0] != "ben@example.de" {
			t.Errorf("notes %+v", m)
		}
		confirm := a.mailsTagged(t, "customer.email-confirm")
		link := regexp.MustCompile(`/en/account/confirm-email\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(confirm[0].Text)
		if len(confirm) != 1 || confirm[0].To[0] != "anna@example.com" || link == nil {
			t.Fatalf("confirmation mails %+v", confirm)
		}
		a.ok(t, "shop_en", bearer(there), opCustomer, nil)
		// The link confirms it, whoever follows it.
		data = a.ok(t, "shop_en", nil, opConfirmEmail, map[string]any{"token": link[1]})
		if gqltest.At(data, "confirmCustomerEmailChange") != true {
			t.Errorf("answer %v", data)
		}
		if gqltest.At(a.ok(t, "shop_en", bearer(here), opCustomer, nil), "customer.email") != "anna@example.com" {
			t.Error("the session that asked does not show the new address")
		}
		if res := a.do(t, "shop_en", bearer(there), opCustomer, nil); res.Code() != "UNAUTHENTICATED" {
			t.Errorf("another token after the change: %+v", res.Errors)
		}
		if m := a.mailsTagged(t, "customer.email-changed"); len(m) != 1 || m[0].To[0] != "anna@example.de" || !strings.Contains(m[0].Text, "anna@example.com") {
			t.Errorf("mails %+v", m)
		}
		a.token(t, "anna@example.com", "Zaumzeug-2026")
	})
}

func TestPasswordResetThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "anna@example.de")
		old := a.token(t, "anna@example.de", customerTestPassing)
		for _, email := range []string{"anna@example.de", "nobody@example.de"} {
			if got := gqltest.At(a.ok(t, "shop_fr", nil, opRequestReset, map[string]any{"email": email}), "requestPasswordResetEmail"); got != true {
				t.Errorf("%s: %v", email, got)
			}
		}
		mails := a.mailsTagged(t, "customer.reset")
		if len(mails) != 1 || mails[0].To[0] != "anna@example.de" {
			t.Fatalf("reset mails %+v", mails)
		}
		// Asked for in French, the link leads to the customer's German pages.
		link := regexp.MustCompile(`https://shop\.example/de/account/reset-password\?token=([A-Za-z0-9_-]{43})`).FindStringSubmatch(mails[0].Text)
		if link == nil {
			t.Fatalf("no link in %s", mails[0].Text)
		}
		reset := func(email, token, password string) map[string]any {
			return map[string]any{"email": email, "token": token, "password": password}
		}
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a malformed address", Store: "shop_en", Query: opRequestReset, Variables: map[string]any{"email": "anna"},
				Code: "BAD_USER_INPUT", Field: "email", Message: "Please enter a valid email format."},
			{Name: "another address with the token", Store: "shop_en", Query: opResetPassword, Variables: reset("ben@example.de", link[1], "Zaumzeug-2026"),
				Code: "BAD_USER_INPUT", Field: "resetPasswordToken", Message: "This password reset link is not valid"},
			{Name: "a made-up token", Store: "shop_en", Query: opResetPassword, Variables: reset("anna@example.de", strings.Repeat("A", 43), "Zaumzeug-2026"),
				Code: "BAD_USER_INPUT", Field: "resetPasswordToken", Message: "This password reset link is not valid"},
			{Name: "a weak password", Store: "shop_en", Query: opResetPassword, Variables: reset("anna@example.de", link[1], "zaumzeug"),
				Code: "BAD_USER_INPUT", Field: "newPassword", Message: "3 of 4"},
			{Name: "the reset", Store: "shop_fr", Query: opResetPassword, Variables: reset("Anna@Example.de", link[1], "Zaumzeug-2026"),
				Data: map[string]any{"resetPassword": true}},
			{Name: "the link again", Store: "shop_fr", Query: opResetPassword, Variables: reset("anna@example.de", link[1], "Gebiss-2026"),
				Code: "BAD_USER_INPUT", Field: "resetPasswordToken", Message: "Ce lien"},
			{Name: "the old token", Store: "shop_en", Query: opCustomer, Header: bearer(old), Code: "UNAUTHENTICATED", Message: "session expired"},
		})
		a.token(t, "anna@example.de", "Zaumzeug-2026")
	})
}

func TestIsEmailAvailableThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		for _, check := range []bool{false, true} {
			a := newCustomerAPI(t, d, func(o *customer.Options) { o.EmailCheck = check })
			if !check {
				a.register(t, "shop_de", "anna@example.de")
			}
			gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
				{Name: "taken, check " + strconv.FormatBool(check), Store: "shop_de", Query: opIsEmailAvailable, Variables: map[string]any{"email": "ANNA@example.de"},
					Data: map[string]any{"isEmailAvailable.is_email_available": !check}},
				{Name: "free, check " + strconv.FormatBool(check), Store: "shop_de", Query: opIsEmailAvailable, Variables: map[string]any{"email": "zora@example.de"},
					Data: map[string]any{"isEmailAvailable.is_email_available": true}},
				{Name: "malformed, check " + strconv.FormatBool(check), Store: "shop_en", Query: opIsEmailAvailable, Variables: map[string]any{"email": "zora"},
					Code: "BAD_USER_INPUT", Field: "email", Message: "Please enter a valid email format."},
			})
		}
	})
}

// addressUID is an address's uid as Magento makes it.
func addressUID(id any) string {
	return base64.StdEncoding.EncodeToString([]byte(strconv.Itoa(int(id.(float64)))))
}

func TestCustomerAddressesThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "lena@example.de")
		a.register(t, "shop_de", "mallory@example.de")
		lena, mallory := bearer(a.token(t, "lena@example.de", customerTestPassing)), bearer(a.token(t, "mallory@example.de", customerTestPassing))

		home := gqltest.At(a.ok(t, "shop_de", lena, opCreateAddress, map[string]any{"input": map[string]any{
			"firstname": "Lena", "lastname": "Huber", "street": []string{"Leopoldstraße 12", "Hinterhaus"}, "postcode": "80802", "city": "München",
			"country_code": "DE", "region": map[string]any{"region_code": "DE-BY"}, "telephone": "+49 89 1234567",
		}}), "createCustomerAddress").(map[string]any)
		homeID := home["id"]
		if home["uid"] != addressUID(homeID) || home["default_billing"] != true || home["default_shipping"] != true ||
			gqltest.At(home, "region.region") != "Bayern" || gqltest.At(home, "region.region_code") != "DE-BY" || home["region_id"] != gqltest.At(home, "region.region_id") ||
			!jsonEqual(home["street"], []string{"Leopoldstraße 12", "Hinterhaus"}) || home["country_code"] != "DE" || home["company"] != "" {
			t.Errorf("first address %v", home)
		}
		// The deprecated country_id, a region-less country, default shipping.
		yard := gqltest.At(a.ok(t, "shop_en", lena, opCreateAddress, map[string]any{"input": map[string]any{
			"firstname": "Lena", "lastname": "Huber", "company": "c/o Haras du Rhin", "street": []string{"Rue du Dôme 1"}, "postcode": "67000",
			"city": "Strasbourg", "country_id": "FR", "default_shipping": true,
		}}), "createCustomerAddress").(map[string]any)
		yardID := yard["id"]
		if yard["region"] != nil || yard["default_billing"] != false || yard["default_shipping"] != true || yard["country_code"] != "FR" {
			t.Errorf("second address %v", yard)
		}

		c := gqltest.At(a.ok(t, "shop_en", lena, opCustomer, nil), "customer").(map[string]any)
		addresses := c["addresses"].([]any)
		if len(addresses) != 2 || gqltest.At(addresses, "0.id") != homeID || gqltest.At(addresses, "0.region.region") != "Bavaria" ||
			c["default_billing"] != strconv.Itoa(int(homeID.(float64))) || c["default_shipping"] != strconv.Itoa(int(yardID.(float64))) ||
			gqltest.At(addresses, "1.customer_id") != nil || gqltest.At(addresses, "1.country_id") != "FR" {
			t.Errorf("customer %v", c)
		}

		updated := gqltest.At(a.ok(t, "shop_de", lena, opUpdateAddress, map[string]any{"id": homeID, "input": map[string]any{"city": "München-Schwabing"}}),
			"updateCustomerAddress").(map[string]any)
		if updated["city"] != "München-Schwabing" || updated["postcode"] != "80802" || gqltest.At(updated, "region.region_code") != "DE-BY" {
			t.Errorf("updated by id %v", updated)
		}
		updated = gqltest.At(a.ok(t, "shop_de", lena, opUpdateAddressV2, map[string]any{"uid": addressUID(yardID),
			"input": map[string]any{"default_billing": true, "vat_id": "FR 12 345678901"}}), "updateCustomerAddressV2").(map[string]any)
		if updated["default_billing"] != true || updated["vat_id"] != "FR12345678901" {
			t.Errorf("updated by uid %v", updated)
		}

		before := a.raw(t, http.MethodPost, "shop_de", lena, opCustomer, nil).Body.String()
		other := map[string]any{"city": "Berlin", "postcode": "10115", "default_billing": true}
		otherUID := addressUID(homeID)
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "someone else's id", Store: "shop_en", Query: opUpdateAddress, Header: mallory, Variables: map[string]any{"id": homeID, "input": other},
				Code: "NOT_FOUND", Message: "The address was not found.", Data: map[string]any{"updateCustomerAddress": nil}, Check: category("graphql-no-such-entity")},
			{Name: "someone else's uid", Store: "shop_de", Query: opUpdateAddressV2, Header: mallory, Variables: map[string]any{"uid": otherUID, "input": other},
				Code: "NOT_FOUND", Message: "Die Adresse wurde nicht gefunden."},
			{Name: "deleting someone else's id", Store: "shop_en", Query: opDeleteAddress, Header: mallory, Variables: map[string]any{"id": homeID},
				Code: "NOT_FOUND", Data: map[string]any{"deleteCustomerAddress": nil}},
			{Name: "deleting someone else's uid", Store: "shop_en", Query: opDeleteAddressV2, Header: mallory, Variables: map[string]any{"uid": otherUID},
				Code: "NOT_FOUND"},
			{Name: "a malformed uid", Store: "shop_en", Query: opDeleteAddressV2, Header: lena, Variables: map[string]any{"uid": "<script>"}, Code: "NOT_FOUND"},
			{Name: "a uid of no number", Store: "shop_en", Query: opDeleteAddressV2, Header: lena, Variables: map[string]any{"uid": base64.StdEncoding.EncodeToString([]byte("x1"))},
				Code: "NOT_FOUND"},
			{Name: "an id that does not exist", Store: "shop_en", Query: opUpdateAddress, Header: lena, Variables: map[string]any{"id": 999999, "input": other},
				Code: "NOT_FOUND"},
			{Name: "no token", Store: "shop_en", Query: opDeleteAddress, Variables: map[string]any{"id": homeID}, Code: "UNAUTHENTICATED",
				Check: category("graphql-authorization")},
			{Name: "a postcode of another country", Store: "shop_en", Query: opUpdateAddress, Header: lena, Variables: map[string]any{"id": homeID,
				"input": map[string]any{"postcode": "1010"}}, Code: "BAD_USER_INPUT", Field: "postcode", Message: "Please enter a valid postcode for the chosen country."},
			{Name: "a region of another country, French", Store: "shop_fr", Query: opUpdateAddress, Header: lena, Variables: map[string]any{"id": homeID,
				"input": map[string]any{"region": map[string]any{"region_code": "AT-9"}}}, Code: "BAD_USER_INPUT", Field: "region"},
			{Name: "three street lines", Store: "shop_de", Query: opCreateAddress, Header: lena, Variables: map[string]any{"input": map[string]any{
				"firstname": "Lena", "lastname": "Huber", "street": []string{"a", "b", "c"}, "postcode": "80802", "city": "München", "country_code": "DE"}},
				Code: "BAD_USER_INPUT", Field: "street", Message: "höchstens 2 Zeilen"},
			{Name: "nothing", Store: "shop_en", Query: opCreateAddress, Header: lena, Variables: map[string]any{"input": map[string]any{}},
				Code: "BAD_USER_INPUT", Check: func(t *testing.T, res gqltest.Response) {
					got := fieldMessages(res)
					for _, f := range []string{"firstname", "lastname", "street", "city", "country_code", "postcode"} {
						if got[f] == "" {
							t.Errorf("no error on %s: %v", f, got)
						}
					}
				}},
		})
		if after := a.raw(t, http.MethodPost, "shop_de", lena, opCustomer, nil).Body.String(); after != before {
			t.Errorf("refused changes changed the address book:\n%s\n%s", before, after)
		}

		// Deleting by id and by uid; the default marks move on.
		third := gqltest.At(a.ok(t, "shop_de", lena, opCreateAddress, map[string]any{"input": map[string]any{
			"firstname": "Lena", "lastname": "Huber", "street": []string{"Am Reitplatz 3"}, "postcode": "82049", "city": "Pullach",
			"country_code": "DE", "region": map[string]any{"region": "Bayern"}}}), "createCustomerAddress").(map[string]any)
		if got := a.ok(t, "shop_de", lena, opDeleteAddressV2, map[string]any{"uid": addressUID(yardID)}); got["deleteCustomerAddressV2"] != true {
			t.Errorf("delete by uid %v", got)
		}
		c = gqltest.At(a.ok(t, "shop_de", lena, opCustomer, nil), "customer").(map[string]any)
		thirdID := strconv.Itoa(int(third["id"].(float64)))
		if len(c["addresses"].([]any)) != 2 || c["default_billing"] != thirdID || c["default_shipping"] != thirdID {
			t.Errorf("after deleting the default one: %v", c)
		}
		if got := a.ok(t, "shop_de", lena, opDeleteAddress, map[string]any{"id": homeID}); got["deleteCustomerAddress"] != true {
			t.Errorf("delete by id %v", got)
		}
		if got := gqltest.At(a.ok(t, "shop_de", mallory, opCustomer, nil), "customer.addresses"); !jsonEqual(got, []any{}) {
			t.Errorf("mallory's address book %v", got)
		}
	})
}

func TestCookieAuthenticatedChangesNeedTheSameOrigin(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "anna@example.de")
		token := a.cookie(t, "anna@example.de")
		create := map[string]any{"input": map[string]any{"firstname": "Anna", "lastname": "Berger", "street": []string{"Hauptstraße 1"},
			"postcode": "10115", "city": "Berlin", "country_code": "DE"}}
		with := func(extra map[string]string) map[string]string {
			h := map[string]string{"Cookie": session.CookieName + "=" + token}
			for k, v := range extra {
				h[k] = v
			}
			return h
		}
		for _, tc := range []struct {
			name, method, query string
			header              map[string]string
			refused             bool
		}{
			{"a cross-site mutation", http.MethodPost, opCreateAddress, with(map[string]string{"Sec-Fetch-Site": "cross-site"}), true},
			{"a sibling site's mutation", http.MethodPost, opCreateAddress, with(map[string]string{"Sec-Fetch-Site": "same-site"}), true},
			{"a foreign page in an old browser", http.MethodPost, opCreateAddress, with(map[string]string{"Origin": "https://evil.example"}), true},
			{"a cross-site sign-out", http.MethodPost, opSignOut, with(map[string]string{"Sec-Fetch-Site": "cross-site"}), true},
			{"a cross-site query by POST", http.MethodPost, opCustomer, with(map[string]string{"Sec-Fetch-Site": "cross-site"}), true},
			{"a cross-site query by GET reads only", http.MethodGet, opCustomer, with(map[string]string{"Sec-Fetch-Site": "cross-site"}), false},
			{"the shop's own page", http.MethodPost, opCreateAddress, with(map[string]string{"Sec-Fetch-Site": "same-origin"}), false},
			{"the shop's address in an old browser", http.MethodPost, opCreateAddress, with(map[string]string{"Origin": "https://shop.example"}), false},
			{"an API client from anywhere", http.MethodPost, opCreateAddress, map[string]string{"Authorization": "Bearer " + a.token(t, "anna@example.de", customerTestPassing),
				"Origin": "https://pwa.example", "Sec-Fetch-Site": "cross-site"}, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var vars map[string]any
				if tc.query == opCreateAddress {
					vars = create
				}
				w := a.raw(t, tc.method, "shop_de", tc.header, tc.query, vars)
				body := w.Body.String()
				if tc.refused {
					// Refused, but not signed out: the session is fine.
					if w.Code != http.StatusForbidden || !strings.Contains(body, `"code":"FORBIDDEN"`) || !strings.Contains(body, "anderen Website") ||
						strings.Contains(body, "graphql-authorization") {
						t.Errorf("%d %s", w.Code, body)
					}
					return
				}
				if w.Code != http.StatusOK || strings.Contains(body, `"errors"`) {
					t.Errorf("%d %s", w.Code, body)
				}
			})
		}
		// Only the three allowed mutations added an address, and the
		// browser is still signed in.
		c := a.ok(t, "shop_de", browser(token), opCustomer, nil)
		if n := len(gqltest.At(c, "customer.addresses").([]any)); n != 3 {
			t.Errorf("%d addresses", n)
		}
	})
}

// The enumeration rule: for a known and an unknown address the answers
// of a failed sign-in, a reset request, a registration and the
// availability check are the same bytes (the address itself replaced
// where an answer echoes it).
func TestAnswersDoNotTellWhetherAnAddressHasAnAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		const known = "anna@example.de"
		a.register(t, "shop_de", known)
		registration := func(email string) map[string]any {
			return map[string]any{"input": map[string]any{"firstname": "Mallory", "lastname": "Fremd", "email": email,
				"password": "Anders-2026!", "date_of_birth": "1980-01-02", "is_subscribed": true}}
		}
		a.register(t, "shop_de", "mallory@example.de")
		mallory := bearer(a.token(t, "mallory@example.de", customerTestPassing))
		for _, tc := range []struct {
			name, query, unknown string
			vars                 func(email string) map[string]any
			header               map[string]string
		}{
			{"a failed sign-in", opSignIn, "zora1@example.de", func(e string) map[string]any { return map[string]any{"email": e, "password": "Wrong-2026!"} }, nil},
			{"a reset request", opRequestReset, "zora2@example.de", func(e string) map[string]any { return map[string]any{"email": e} }, nil},
			{"a registration", opCreateCustomer, "zora3@example.de", registration, nil},
			{"a deprecated registration", opCreateCustomerV1, "zora4@example.de", registration, nil},
			{"an availability check", opIsEmailAvailable, "zora5@example.de", func(e string) map[string]any { return map[string]any{"email": e} }, nil},
			{"an email change", opUpdateEmail, "zora6@example.de", func(e string) map[string]any {
				return map[string]any{"email": e, "password": customerTestPassing}
			}, mallory},
		} {
			for _, store := range []string{"shop_de", "shop_fr"} {
				t.Run(tc.name+" "+store, func(t *testing.T) {
					var bodies [2]string
					for i, email := range []string{known, tc.unknown} {
						header := map[string]string{"User-Agent": "Journey/1.0"}
						maps.Copy(header, tc.header)
						w := a.raw(t, http.MethodPost, store, header, tc.query, tc.vars(email))
						bodies[i] = strconv.Itoa(w.Code) + " " + w.Header().Get("Content-Type") + " " + strings.Join(w.Header().Values("Set-Cookie"), ";") +
							" " + strings.ReplaceAll(w.Body.String(), email, "<address>")
					}
					if bodies[0] != bodies[1] {
						t.Errorf("known:   %s\nunknown: %s", bodies[0], bodies[1])
					}
					if strings.Contains(bodies[0], "errors") && tc.query != opSignIn {
						t.Errorf("an error: %s", bodies[0])
					}
				})
				tc.unknown = "x" + tc.unknown // each store asks about another address
			}
		}
		if n := len(a.mailsTagged(t, "customer.register-taken")); n != 3 {
			t.Errorf("%d mails to the known address's owner", n)
		}
		if n := len(a.mailsTagged(t, "customer.email-taken")); n != 2 {
			t.Errorf("%d notes of email changes to the known address's owner", n)
		}
	})
}

func TestCustomerAnswersAreNeverCached(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCustomerAPI(t, d)
		a.register(t, "shop_de", "anna@example.de")
		cookie, token := a.cookie(t, "anna@example.de"), a.token(t, "anna@example.de", customerTestPassing)
		const stores = `query GetAvailableStores { availableStores { store_code } }`
		for _, tc := range []struct {
			name, method, query string
			header              map[string]string
		}{
			{"the customer with the cookie", http.MethodPost, opCustomer, browser(cookie)},
			{"the customer with the cookie by GET", http.MethodGet, opCustomer, browser(cookie)},
			{"the customer with a token", http.MethodPost, opCustomer, bearer(token)},
			{"a cached catalogue read with the cookie", http.MethodPost, stores, browser(cookie)},
			{"a cached catalogue read with a token by GET", http.MethodGet, stores, bearer(token)},
			{"a stale cookie", http.MethodPost, stores, browser(strings.Repeat("A", 43))},
		} {
			t.Run(tc.name, func(t *testing.T) {
				for range 2 {
					w := a.raw(t, tc.method, "shop_de", tc.header, tc.query, nil)
					if w.Header().Get("Cache-Control") != "no-store" || w.Header().Get(gqlserver.CacheHeader) != "" {
						t.Errorf("%d Cache-Control %q, cache %q: %s", w.Code, w.Header().Get("Cache-Control"), w.Header().Get(gqlserver.CacheHeader), w.Body)
					}
				}
			})
		}
		// Without credentials the catalogue read is shared (the cache is on).
		a.raw(t, http.MethodPost, "shop_de", nil, stores, nil)
		if w := a.raw(t, http.MethodPost, "shop_de", nil, stores, nil); w.Header().Get(gqlserver.CacheHeader) != "hit" || w.Header().Get("Cache-Control") == "no-store" {
			t.Errorf("an anonymous catalogue read: cache %q, Cache-Control %q", w.Header().Get(gqlserver.CacheHeader), w.Header().Get("Cache-Control"))
		}
	})
}

func FuzzCustomerInputsThroughGraphQL(f *testing.F) {
	a := newCustomerAPI(f, dbtest.New(f, db.SQLite))
	a.register(f, "shop_de", "anna@example.de")
	token := a.token(f, "anna@example.de", customerTestPassing)
	f.Add("Anna", "anna@example.de", customerTestPassing, "1990-05-17", "80802", "DE", "DE-BY", "MQ==")
	f.Add("", "", "", "", "", "", "", "")
	f.Add("\x00\xff", "a@b", "\u2028", "9999-99-99 99", strings.Repeat("9", 300), "ZZ", strings.Repeat("é", 300), "!!!")
	f.Add("Ünïcødé", " ANNA@EXAMPLE.DE ", strings.Repeat("Aa1!", 300), "1899-12-31", "1234 ab", "NL", "0", "LTk5OTk5OTk5OTk5OTk5OTk5OTk5")
	f.Fuzz(func(t *testing.T, name, email, password, dob, postcode, country, region, uid string) {
		check := func(what string, res gqltest.Response) {
			t.Helper()
			if res.Status >= 500 || res.Code() == "INTERNAL_SERVER_ERROR" {
				t.Fatalf("%s: %d %+v", what, res.Status, res.Errors)
			}
			if len(res.Errors) > 0 && res.Message() == "" {
				t.Fatalf("%s: an error without a message: %+v", what, res.Errors)
			}
		}
		check("register", a.do(t, "shop_en", nil, opCreateCustomer, map[string]any{"input": map[string]any{
			"firstname": name, "lastname": name, "email": email, "password": password, "date_of_birth": dob}}))
		check("sign in", a.do(t, "shop_fr", nil, opSignIn, map[string]any{"email": email, "password": password}))
		check("reset request", a.do(t, "shop_de", nil, opRequestReset, map[string]any{"email": email}))
		check("reset", a.do(t, "shop_de", nil, opResetPassword, map[string]any{"email": email, "token": uid, "password": password}))
		check("availability", a.do(t, "shop_de", nil, opIsEmailAvailable, map[string]any{"email": email}))
		check("update", a.do(t, "shop_de", bearer(token), opUpdateCustomer, map[string]any{"input": map[string]any{"firstname": name, "date_of_birth": dob}}))
		address := map[string]any{"firstname": name, "lastname": name, "street": []string{name, postcode}, "postcode": postcode, "city": name,
			"region": map[string]any{"region_code": region, "region": region}, "telephone": postcode, "vat_id": region}
		// country_code is an enum: a string that is none of its values is
		// refused by validation, which is also an answer to check.
		address["country_code"] = country
		check("create address", a.do(t, "shop_de", bearer(token), opCreateAddress, map[string]any{"input": address}))
		check("update address", a.do(t, "shop_de", bearer(token), opUpdateAddressV2, map[string]any{"uid": uid, "input": address}))
		check("delete address", a.do(t, "shop_de", bearer(token), opDeleteAddressV2, map[string]any{"uid": uid}))
		check("credentials", a.do(t, "shop_de", map[string]string{"Authorization": uid}, opCustomer, nil))
	})
}

// Only an answer every anonymous visitor of a store gets alike may be
// kept by a cache on the way: tokens (RFC 6749 section 5.1), answers about
// an address, mutations and a customer's data say no-store, whoever asks.
func TestAnswersNoCacheMayKeepSayNoStore(t *testing.T) {
	t.Parallel()
	a := newCustomerAPI(t, dbtest.New(t, db.SQLite))
	a.register(t, "shop_de", "anna@example.de")
	token := a.token(t, "anna@example.de", customerTestPassing)
	for _, c := range []struct {
		name, query string
		vars        map[string]any
		header      map[string]string
		noStore     bool
	}{
		{"a token", opSignIn, map[string]any{"email": "anna@example.de", "password": customerTestPassing}, nil, true},
		{"a wrong password", opSignIn, map[string]any{"email": "anna@example.de", "password": "Falsch-2026"}, nil, true},
		{"whether an address is free", opIsEmailAvailable, map[string]any{"email": "anna@example.de"}, nil, true},
		{"a reset request", opRequestReset, map[string]any{"email": "anna@example.de"}, nil, true},
		{"a customer's data", opCustomer, nil, bearer(token), true},
		{"the stores, anonymously", `{ availableStores { store_code } }`, nil, nil, false},
		{"the stores, with a token", `{ availableStores { store_code } }`, nil, bearer(token), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			for i := range 2 { // made, then (where kept) from the cache
				w := a.raw(t, http.MethodPost, "shop_de", c.header, c.query, c.vars)
				if got := w.Header().Get("Cache-Control"); (got == "no-store") != c.noStore {
					t.Errorf("answer %d: Cache-Control %q; want no-store %v", i+1, got, c.noStore)
				}
			}
		})
	}
}
