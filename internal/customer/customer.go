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
// client and per address or account; a lock ends with its window, an
// account's also with a new password, and the account-wide lock of failed
// sign-ins never blocks a browser that has signed in to the account
// before (device.go). Every request that hashes waits for a slot only
// while its client waits, and a full queue refuses it at once.
//
// An email change is confirmed by a link mailed to the new address
// (email.go); updateCustomerEmail answers alike for a free address and one
// another account has, whose owner is mailed instead.
//
// Mails (welcome, reset link, password changed, email change to confirm,
// email changed, a registration or email change attempt on a taken
// address) go through the outbox in the customer's language, in the same
// transaction as the change.
//
// Staff (staff.go) is the back office's side: finding accounts, reading
// and editing one, sending its reset mail, locking it (a locked account
// cannot sign in, and its sessions end) and erasing it under GDPR Art. 17
// with what the law makes the shop keep left in place. Each of its
// methods asks for its permission (package access) and records its
// writes and refusals in the audit trail.
package customer

import (
	"context"
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/passhash"
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
	// RemoteAssistanceAt is when the customer allowed staff to open the
	// shop as them (remote shopping assistance, Magento's
	// allow_remote_shopping_assistance, UTC); zero while not allowed.
	RemoteAssistanceAt time.Time
	CreatedAt          time.Time
	UpdatedAt          time.Time
}

// AllowsRemoteAssistance reports whether staff may open the shop as the
// customer.
func (c Customer) AllowsRemoteAssistance() bool { return !c.RemoteAssistanceAt.IsZero() }

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
	// AllowRemoteAssistance lets staff open the shop as the customer.
	AllowRemoteAssistance bool
}

// Update changes personal data; nil fields stay as they are.
type Update struct {
	Firstname   *string
	Lastname    *string
	DateOfBirth *string
	// IsSubscribed true starts the double opt-in (the flag reads false
	// until the mailed link is followed); false ends the subscription.
	IsSubscribed *bool
	// AllowRemoteAssistance allows or withdraws remote shopping
	// assistance.
	AllowRemoteAssistance *bool
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
	// Device is the browser's paddock_device cookie as it came, if any
	// (session.Device): a browser that has signed in to the account before
	// is not blocked by the account-wide lock of failed sign-ins.
	Device string
}

// SignedIn is the outcome of a sign-in: the customer, the new session and
// its token, to be handed to the client once (a cookie for browsers, the
// answer of generateCustomerToken for API clients).
type SignedIn struct {
	Customer Customer
	Session  session.Session
	Token    string
	// Device is the paddock_device cookie's new value, kept until
	// DeviceExpires, which names the browser as one of the account's
	// devices (session.SetDevice).
	Device        string
	DeviceExpires time.Time
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
	// work. Each attempt counts as a failure before it is tried, and a
	// success (or a refusal for a full queue of hashes) gives it back: too many for the client, for the account from
	// the client, or for the account from several clients (unless the
	// browser has signed in to it before, from.Device) give a RateLimited
	// error until the window ends or the password changes. A full queue
	// of hashes is a RateLimited error at once (a known device has a
	// queue of its own); a client gone while its attempt waits is ctx's
	// error, the attempt counts, and no hash is computed for it.
	SignIn(ctx context.Context, email, password string, via session.Via, from Origin) (SignedIn, error)
	// Get returns a customer by id; NotFound when the account is gone.
	Get(ctx context.Context, id int64) (Customer, error)
	// IsSubscribed reports whether the customer's address receives the
	// newsletter (confirmed double opt-in).
	IsSubscribed(ctx context.Context, c Customer) (bool, error)
	// Update changes personal data and the newsletter flag.
	Update(ctx context.Context, id int64, in Update, from Origin) (Customer, error)
	// ChangePassword (Forbidden in a session staff opened as the
	// customer, Dependencies.Assistance) checks the current password (failures are
	// rate-limited), sets the new one, ends every other session of the
	// customer but keepSession and any reset link, and mails the
	// customer.
	ChangePassword(ctx context.Context, id, keepSession int64, current, next string) (Customer, error)
	// ChangeEmail (Forbidden in a session staff opened as the customer)
	// checks the password (failures are rate-limited) and
	// asks the owner of the new address to confirm the change: a job
	// (EmailChangeJobKind) mails a link (valid EmailChangeValidity, used
	// once) to a free address, or a note to the owner of an address
	// another account has. The answer is the customer unchanged either
	// way, so it never tells whether an address has an account. Too many
	// requests of a customer give a RateLimited error.
	ChangeEmail(ctx context.Context, id, keepSession int64, email, password string, from Origin) (Customer, error)
	// ConfirmEmailChange moves the account to the address of a change's
	// link: every session of the customer but the one that asked ends,
	// reset links end, the old address is mailed, and a newsletter
	// subscription moves along (it ends at the old address, and the new
	// one gets the double opt-in's confirmation mail). A wrong, used or
	// expired token is one Invalid error; an address another account has
	// taken since a Conflict one.
	ConfirmEmailChange(ctx context.Context, token string, from Origin) (Customer, error)
	// IsEmailAvailable answers true for any well-formed address unless
	// the shop turned the check on; then whether no account has it.
	IsEmailAvailable(ctx context.Context, email string, from Origin) (bool, error)
	// RequestPasswordReset mails a reset link (valid ResetValidity, used
	// once) in the customer's language when an account has the address:
	// a job (ResetJobKind) finds out, so that the answer does the same
	// work either way. A malformed address is an Invalid error; too many
	// requests a RateLimited one.
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

// SignInDeviceLimitWhileLocked is SignInFailuresPerDevice's limit while
// the account is locked: the lock slows the account's own devices, and
// never blocks them.
const SignInDeviceLimitWhileLocked = 3

// Rate limits.
var (
	// SignInFailuresPerIP bounds failed sign-ins from one client,
	// whatever the addresses.
	SignInFailuresPerIP = ratelimit.Rule{Name: "customer.signin.ip", Limit: 30, Window: 15 * time.Minute}
	// SignInFailuresPerAccountAndClient locks one client out of one
	// account after failed sign-ins, until the window ends: the lock a
	// stranger's guesses run into first, which leaves the account open to
	// every other client.
	SignInFailuresPerAccountAndClient = ratelimit.Rule{Name: "customer.signin.account-ip", Limit: 10, Window: 15 * time.Minute}
	// SignInFailuresPerAccount locks an account, after failures from
	// several clients, for every browser that has not signed in to it
	// before (see Origin.Device); a password reset lifts it.
	SignInFailuresPerAccount = ratelimit.Rule{Name: "customer.signin.account", Limit: 30, Window: 15 * time.Minute}
	// SignInFailuresPerDevice bounds the failed sign-ins of a browser that
	// has signed in to the account before, which only it counts.
	SignInFailuresPerDevice = ratelimit.Rule{Name: "customer.signin.device", Limit: 10, Window: 15 * time.Minute}
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
	// EmailChangePerCustomer bounds a customer's email changes.
	EmailChangePerCustomer = ratelimit.Rule{Name: "customer.email.change", Limit: 5, Window: time.Hour}
	// EmailMailsPerAddress bounds the mails email changes send to one
	// address: links to confirm it and notes to its owner alike.
	EmailMailsPerAddress = ratelimit.Rule{Name: "customer.email.mail", Limit: 3, Window: 24 * time.Hour}
	// EmailConfirmPerIP bounds the confirmations of email changes from
	// one client.
	EmailConfirmPerIP = ratelimit.Rule{Name: "customer.email.confirm.ip", Limit: 20, Window: time.Hour}
	// EmailCheckPerIP bounds isEmailAvailable when the shop turns it on.
	EmailCheckPerIP = ratelimit.Rule{Name: "customer.emailcheck.ip", Limit: 30, Window: time.Hour}
)

// localeOf is the language of the request in ctx, for names of
// countries and regions.
func localeOf(ctx context.Context) i18n.Locale { return i18n.LocaleFrom(ctx) }

// HashParams are argon2id's costs (package password's).
type HashParams = passhash.Params

// DefaultHashParams are the costs of customers' passwords.
var DefaultHashParams = passhash.DefaultParams

// The bounds of a password and of the hasher, package password's.
const (
	MinPassword          = passhash.Min
	MaxPassword          = passhash.Max
	DefaultHashPerClient = passhash.DefaultPerClient
	PasswordClasses      = passhash.Classes
)
