// Package customer is the shop's customer accounts: registration, sign-in
// with a session (package session), personal data, the password and its
// reset by mail, the email address, the newsletter flag and the address
// book, in the shapes of Magento 2.4's CustomerGraphQl.
//
// Accounts are unique per website (the site code of the Store header) and
// address, whatever its case. Passwords are kept as argon2id hashes
// (password.go). Nothing a stranger can ask tells whether an address has
// an account: a failed sign-in says the same for a wrong password and an
// unknown address (and costs the same hashing time), a reset request
// always answers as if a mail went out, registering a taken address
// answers like any registration and mails the address's owner instead,
// and IsEmailAvailable answers true unless the shop turns the check on
// (Options.EmailCheck, Magento 2.4.7's "Enable Guest Checkout Login").
// Failed sign-ins, reset requests and registrations are rate-limited per
// client and per address; a locked address unlocks when its window ends.
//
// Mails (welcome, reset link, password changed, email changed, a
// registration attempt on a taken address) go through the outbox in the
// customer's language, in the same transaction as the change.
package customer

import (
	"context"
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// Customer is an account.
type Customer struct {
	ID int64
	// Website is the site the account belongs to ("shop").
	Website string
	Email   string
	// Firstname and Lastname are required; DateOfBirth is YYYY-MM-DD or
	// empty.
	Firstname   string
	Lastname    string
	DateOfBirth string
	// Locale and StoreCode are where the customer registered: the
	// language of their mails.
	Locale    i18n.Locale
	StoreCode string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Address is an entry of a customer's address book.
type Address struct {
	ID         int64
	CustomerID int64
	Firstname  string
	Lastname   string
	// Company is the company or the "address addition, c/o" line above
	// the street, as SPEC.md labels it.
	Company string
	// Street holds the street and house number, then, when given, a
	// second line (building, floor, Packstation).
	Street      []string
	Postcode    string
	City        string
	CountryCode string
	// Region is the chosen region of a country with a region list, or
	// for one without, the region the customer typed (Name only).
	Region    *Region
	Telephone string
	VATID     string
	// DefaultBilling and DefaultShipping mark the customer's default
	// addresses: at most one of each.
	DefaultBilling  bool
	DefaultShipping bool
}

// Region is a region of the directory, as an address names it.
type Region struct {
	ID   int64
	Code string
	Name string
}

// Registration is what a new customer enters.
type Registration struct {
	Firstname   string
	Lastname    string
	Email       string
	Password    string
	DateOfBirth string
	// IsSubscribed starts the newsletter's double opt-in.
	IsSubscribed bool
}

// Update changes personal data; nil fields stay as they are.
type Update struct {
	Firstname   *string
	Lastname    *string
	DateOfBirth *string
	// IsSubscribed true starts the double opt-in (the flag reads false
	// until the mailed link is followed); false ends the subscription.
	IsSubscribed *bool
}

// AddressInput is an address to add, or the changes to one: on an update
// nil fields stay as they are.
type AddressInput struct {
	Firstname   *string
	Lastname    *string
	Company     *string
	Street      []string
	Postcode    *string
	City        *string
	CountryCode *string
	// Region names the region by id, code or name (Magento's
	// CustomerAddressRegionInput); nil keeps it, an empty one clears it.
	Region          *RegionInput
	Telephone       *string
	VATID           *string
	DefaultBilling  *bool
	DefaultShipping *bool
}

// RegionInput names a region of the address's country by any of its id,
// its code ("DE-BY") or its name.
type RegionInput struct {
	ID   int64
	Code string
	Name string
}

// Origin is where a request came from: the store (the website of the
// account, the language of mails) and the client, for rate limits.
type Origin struct {
	Store  storecode.Store
	Client ratelimit.Client
}

// SignedIn is the outcome of a sign-in: the customer, the new session and
// its token, to be handed to the client once (a cookie for browsers, the
// answer of generateCustomerToken for API clients).
type SignedIn struct {
	Customer Customer
	Session  session.Session
	Token    string
}

// Service is what other packages may ask of customer accounts. Methods
// taking a customer id act for that signed-in customer (the caller got it
// from session.Require); addresses of someone else answer NotFound.
type Service interface {
	// Register creates an account and mails a welcome. Bad input gives
	// one Invalid error per field. A taken address answers exactly as a
	// new one would (the customer built from the input, never stored) and
	// mails the address's owner instead. Too many registrations from one
	// client give a RateLimited error.
	Register(ctx context.Context, in Registration, from Origin) (Customer, error)
	// SignIn checks an address and password and begins a session held
	// via cookie or bearer token. A wrong password and an unknown address
	// give the same AuthenticationFailed error after the same hashing
	// work; too many failures for the client or the address give a
	// RateLimited error until the window ends.
	SignIn(ctx context.Context, email, password string, via session.Via, from Origin) (SignedIn, error)
	// Get returns a customer by id; NotFound when the account is gone.
	Get(ctx context.Context, id int64) (Customer, error)
	// IsSubscribed reports whether the customer's address receives the
	// newsletter (confirmed double opt-in).
	IsSubscribed(ctx context.Context, c Customer) (bool, error)
	// Update changes personal data and the newsletter flag.
	Update(ctx context.Context, id int64, in Update, from Origin) (Customer, error)
	// ChangePassword checks the current password (failures are
	// rate-limited), sets the new one, ends every other session of the
	// customer but keepSession and any reset link, and mails the
	// customer.
	ChangePassword(ctx context.Context, id, keepSession int64, current, next string) (Customer, error)
	// ChangeEmail checks the password, moves the account to the new
	// address (Conflict when another account has it), ends every other
	// session but keepSession, and mails the old address. A newsletter
	// subscription of the old address moves along: it ends there and the
	// new address gets the double opt-in's confirmation mail.
	ChangeEmail(ctx context.Context, id, keepSession int64, email, password string, from Origin) (Customer, error)
	// IsEmailAvailable answers true for any well-formed address unless
	// the shop turned the check on; then whether no account has it.
	IsEmailAvailable(ctx context.Context, email string, from Origin) (bool, error)
	// RequestPasswordReset mails a reset link (valid ResetValidity, used
	// once) in the customer's language when an account has the address,
	// and answers the same either way. A malformed address is an Invalid error; too many requests a
	// RateLimited one.
	RequestPasswordReset(ctx context.Context, email string, from Origin) error
	// ResetPassword sets a new password with a token from a reset link
	// and the account's address, ends every session of the customer and
	// mails them. A wrong, used or expired token, or one of another
	// address, is one Invalid error that says which of them nobody.
	ResetPassword(ctx context.Context, email, token, password string, from Origin) error

	// Addresses lists a customer's address book, the defaults first.
	Addresses(ctx context.Context, customerID int64) ([]Address, error)
	// AddressesOf lists the address books of several customers at once.
	AddressesOf(ctx context.Context, customerIDs []int64) (map[int64][]Address, error)
	// CreateAddress adds an address; the first one becomes the default
	// billing and shipping address.
	CreateAddress(ctx context.Context, customerID int64, in AddressInput) (Address, error)
	// UpdateAddress changes an address of the customer.
	UpdateAddress(ctx context.Context, customerID, addressID int64, in AddressInput) (Address, error)
	// DeleteAddress removes an address of the customer; when it was a
	// default, the newest remaining address takes its place.
	DeleteAddress(ctx context.Context, customerID, addressID int64) error
	// CheckAddress checks an address as the address book would take a new
	// one (every problem at once, each on its field) and answers it
	// cleaned, its region looked up; nothing is saved. The checkout checks
	// the addresses of a cart with it.
	CheckAddress(ctx context.Context, in AddressInput) (Address, error)
}

// Limits of what a customer enters, in characters.
const (
	MaxName        = 100
	MaxEmail       = 254
	MaxStreetLine  = 100
	MaxStreetLines = 2
	MaxCity        = 100
	MaxCompany     = 100
	MaxPostcode    = 10
	MaxTelephone   = 30
	MaxVATID       = 20
	MaxRegion      = 100
	// MaxAddresses bounds an address book.
	MaxAddresses = 50
)

// ResetValidity is how long a password-reset link works.
const ResetValidity = time.Hour

// ResetPath is the storefront page the reset link leads to, after /{lang}.
const ResetPath = "/account/reset-password"

// Rate limits.
var (
	// SignInFailuresPerIP bounds failed sign-ins from one client.
	SignInFailuresPerIP = ratelimit.Rule{Name: "customer.signin.ip", Limit: 30, Window: 15 * time.Minute}
	// SignInFailuresPerAddress locks an address after failed sign-ins
	// until the window ends, whoever tries.
	SignInFailuresPerAddress = ratelimit.Rule{Name: "customer.signin.email", Limit: 10, Window: 15 * time.Minute}
	// RegisterPerIP bounds registrations from one client.
	RegisterPerIP = ratelimit.Rule{Name: "customer.register.ip", Limit: 20, Window: time.Hour}
	// TakenMailPerAddress bounds the mails to the owner of a taken address.
	TakenMailPerAddress = ratelimit.Rule{Name: "customer.register.taken", Limit: 3, Window: 24 * time.Hour}
	// ResetPerIP bounds reset requests and resets from one client.
	ResetPerIP = ratelimit.Rule{Name: "customer.reset.ip", Limit: 20, Window: time.Hour}
	// ResetPerAddress bounds reset mails to one address.
	ResetPerAddress = ratelimit.Rule{Name: "customer.reset.email", Limit: 5, Window: time.Hour}
	// PasswordFailuresPerCustomer bounds wrong current passwords of a
	// signed-in customer (password and email changes).
	PasswordFailuresPerCustomer = ratelimit.Rule{Name: "customer.password.check", Limit: 10, Window: 15 * time.Minute}
	// EmailCheckPerIP bounds isEmailAvailable when the shop turns it on.
	EmailCheckPerIP = ratelimit.Rule{Name: "customer.emailcheck.ip", Limit: 30, Window: time.Hour}
)

// localeOf is the language of the request in ctx, for names of
// countries and regions.
func localeOf(ctx context.Context) i18n.Locale { return i18n.LocaleFrom(ctx) }
