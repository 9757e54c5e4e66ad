// Package newsletter is the newsletter sign-up with double opt-in, in
// Magento's shapes: subscribing an address answers UNCONFIRMED and mails a
// signed confirmation link; the link's token confirms the subscription;
// every mail after confirmation carries a signed unsubscribe link. Each
// step (requested, confirmed, unsubscribed) is logged with its time, the
// address, the store, the client's IP address and user agent and the text
// of the consent, as the proof the DSGVO asks for.
//
// Links, both to the storefront's confirmation page:
//
//	{baseURL}/{lang}/newsletter/subscription/success?token=…        confirm (7 days)
//	{baseURL}/{lang}/newsletter/subscription/success?unsubscribe=…  unsubscribe (no expiry)
//
// The page calls confirmNewsletterSubscription(token) or
// unsubscribeFromNewsletter(token) with the parameter's value.
package newsletter

import (
	"context"
	"time"

	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// Status is a subscription's state as Magento's SubscriptionStatusesEnum
// names it.
type Status string

// The statuses.
const (
	NotActive    Status = "NOT_ACTIVE"
	Subscribed   Status = "SUBSCRIBED"
	Unsubscribed Status = "UNSUBSCRIBED"
	Unconfirmed  Status = "UNCONFIRMED"
)

// Origin is where a request came from: the store (its language is the
// language of the mails) and the client, for rate limits and the consent
// log.
type Origin struct {
	Store  storecode.Store
	Client ratelimit.Client
}

// Service is what other packages may ask of the newsletter.
type Service interface {
	// Subscribe asks for email to receive the newsletter and answers
	// Unconfirmed whatever the address, so that the answer tells nobody
	// who subscribed: a new, unconfirmed or unsubscribed address becomes
	// Unconfirmed and gets a confirmation mail; a subscribed one stays
	// subscribed and gets nothing. A malformed address is an Invalid error; too many attempts
	// from one client or for one address a RateLimited one.
	Subscribe(ctx context.Context, email string, from Origin) (Status, error)
	// Confirm turns the subscription a confirmation token names into
	// Subscribed. Confirming again answers Subscribed. A malformed,
	// tampered or expired token is an Invalid error, and so is one issued
	// before the address was unsubscribed.
	Confirm(ctx context.Context, token string, from Origin) (Status, error)
	// Unsubscribe ends the subscription an unsubscribe token names; doing
	// it again answers Unsubscribed. A malformed or tampered token is an
	// Invalid error.
	Unsubscribe(ctx context.Context, token string, from Origin) (Status, error)
	// StatusOf is the subscription state of an address: NotActive for one
	// never signed up, else its current state. It is for the holder of the
	// address (a signed-in customer's own flag), never for strangers.
	StatusOf(ctx context.Context, email string) (Status, error)
	// Withdraw ends the subscription of an address for its signed-in
	// holder (the customer's newsletter switch), logged like an
	// unsubscription by link; an address without one is left as it is.
	Withdraw(ctx context.Context, email string, from Origin) (Status, error)
	// Proof is an address's state with the steps of its double opt-in as
	// logged (requested, confirmed, unsubscribed: when, from which
	// address and browser, with the consent text shown), oldest first:
	// for the holder's data export and for staff; NotActive and no steps
	// for an address never signed up.
	Proof(ctx context.Context, email string) (Proof, error)
	// Erase removes an address's subscription and the log of its
	// consent, for the erasure of its holder's account (GDPR Art. 17),
	// inside ctx's transaction when it holds one; it reports whether
	// there was anything to remove.
	Erase(ctx context.Context, email string) (bool, error)
}

// Proof is the state of an address's subscription and how it came about.
type Proof struct {
	Status Status
	Steps  []ConsentStep
}

// ConsentStep is one logged step of a subscription.
type ConsentStep struct {
	Action    string    `db:"action" json:"action"`
	StoreCode string    `db:"store_code" json:"store_code"`
	Text      string    `db:"consent_text" json:"consent_text"`
	IP        string    `db:"ip" json:"ip"`
	UserAgent string    `db:"user_agent" json:"user_agent"`
	At        time.Time `db:"created_at" json:"at"`
}

// Rate limits of the sign-up.
var (
	// SubscribePerIP bounds sign-ups from one client address.
	SubscribePerIP = ratelimit.Rule{Name: "newsletter.subscribe.ip", Limit: 10, Window: time.Hour}
	// SubscribePerAddress bounds confirmation mails to one address, so
	// that nobody can flood a stranger's inbox through the shop.
	SubscribePerAddress = ratelimit.Rule{Name: "newsletter.subscribe.email", Limit: 5, Window: 24 * time.Hour}
	// TokenPerIP bounds confirmations and unsubscriptions from one client.
	TokenPerIP = ratelimit.Rule{Name: "newsletter.token.ip", Limit: 30, Window: time.Hour}
)

// ConfirmValidity is how long a confirmation link works.
const ConfirmValidity = 7 * 24 * time.Hour

// SuccessPath is the storefront page both links lead to, after /{lang}.
const SuccessPath = "/newsletter/subscription/success"
