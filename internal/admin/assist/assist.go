// Package assist is login as customer (issue 25, point 10), as Magento
// 2.4's LoginAsCustomer does it: a member of staff with
// access.Impersonate opens the storefront as a customer who allowed
// remote shopping assistance (customer.Customer.AllowsRemoteAssistance).
//
// The flow: Start (the back office) checks the permission and the
// customer's consent and stores a single-use link, of which only a keyed
// hash of its token is kept (table admin_assist); the link leads to the
// storefront's page <base>/<lang>/account/assist#<token> (the token in
// the fragment, so it never reaches a server's logs), valid LinkValidity.
// That page posts the token to POST /api/auth/assist (Redeem), which
// begins a customer session that ends SessionLength later at the latest
// (session.Manager.CreateUntil) and notes it on the row. While it lasts,
// Assisted names the staff member for the storefront's banner and for
// the customer's account, which refuses password and email changes in
// it (customer.Dependencies.Assistance); End (DELETE /api/auth/assist,
// the banner's end button) ends the session and the row.
//
// Start, Redeem and End are recorded in the audit trail: Start for the
// staff member of the request, Redeem and End as the staff member who
// started the assistance (ActAs), so everything done in an assisted
// session carries the staff member's name; an order placed in one is
// noted on the order and recorded too (Orders, around order.Service).
package assist

import (
	"context"
	"time"

	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// LinkValidity is how long a link Start made can be redeemed.
const LinkValidity = 60 * time.Second

// SessionLength is how long an assisted session lasts at most.
const SessionLength = 30 * time.Minute

// Path is the storefront page a link leads to, after /{lang}.
const Path = "/account/assist"

// APIPath is the storefront's REST call: POST redeems a token, GET tells
// whether the session is an assisted one, DELETE ends it.
const APIPath = "/api/auth/assist"

// Link is what Start hands the member of staff: the storefront address
// to open in a new tab, with the token in its fragment.
type Link struct {
	URL        string
	CustomerID int64
	ExpiresAt  time.Time
}

// Assist is a redeemed link: who opened the shop as which customer, in
// which session, until when.
type Assist struct {
	ID         int64
	StaffID    int64
	StaffName  string
	StaffEmail string
	CustomerID int64
	SessionID  int64
	// EndsAt is when the session ends at the latest.
	EndsAt time.Time
}

// Service is login as customer.
type Service interface {
	// Start makes a single-use link valid LinkValidity that opens the
	// shop as the customer. It needs access.Impersonate (a refusal is
	// recorded); a customer who has not allowed remote shopping
	// assistance is a Conflict error (assist.notAllowed), as is a locked
	// account (assist.locked); one that does not exist NotFound. Recorded as "customer.assist.start".
	Start(ctx context.Context, customerID int64) (Link, error)
	// Redeem uses a link's token once, within LinkValidity, and begins a
	// customer session for the client held via via, which ends
	// SessionLength later at the latest. A token unknown, used or
	// expired, or a customer who withdrew the consent or was locked
	// since, is one
	// Invalid error (assist.invalidLink). Recorded as
	// "customer.assist.redeem" for the staff member.
	Redeem(ctx context.Context, token string, via session.Via, client ratelimit.Client) (string, session.Session, error)
	// Assisted returns the assistance of a live customer session; false
	// for any other session.
	Assisted(ctx context.Context, sessionID int64) (Assist, bool, error)
	// TokenAsAdmin is Magento's generateCustomerTokenAsAdmin: for a member
	// of staff with access.Impersonate (a refusal is recorded), it begins
	// at once an assisted customer session held by bearer token, for the
	// account of website with the address email, which ends SessionLength
	// later at the latest, and answers its token. No account with the
	// address is NotFound; a customer who has not allowed remote shopping
	// assistance a Conflict error (assist.notAllowed), a locked account
	// too (assist.locked). Recorded as
	// "customer.assist.token".
	TokenAsAdmin(ctx context.Context, website, email string, client ratelimit.Client) (string, error)
	// End ends an assisted session and its assistance; a session not
	// assisted is left alone and answers false. Recorded as
	// "customer.assist.end".
	End(ctx context.Context, sessionID int64) (bool, error)
}
