// Package staff is the back office's accounts and their sign-in.
//
// Staff are not customers: their own table (admin_staff), argon2id
// passwords with the customers' parameters (platform/passhash), and their
// own sessions (auth_session rows of kind "staff", kept by a session
// manager of their own: 30 minutes idle, 12 hours at most, in a cookie on
// /admin only).
//
// The flow: `paddock staff create` (or an owner) makes an account and
// gets a one-time invitation link; the invitation sets the name and the
// password. Signing in with email and password then either opens a
// session, or, when the account has a second factor or its role needs one
// (access.Role.NeedsSecondFactor), gives a pending proof of the password
// (5 minutes, signed, never a session) that only the second factor's step
// takes: a code of the authenticator app (TOTP, RFC 6238), or one of ten
// single-use recovery codes; or the enrolment, which shows the
// authenticator's secret as a QR code, takes its first code and hands out
// the recovery codes once. A code is accepted once: the time step it was
// made for is kept. Failures are limited per address and per account
// before they are tried (ratelimit.Reserve), and a wrong email, a wrong
// password, an invitation not taken up and a disabled account all answer
// the same after the same hashing work.
//
// Managing accounts (create, list, disable, reset the second factor, set
// a password) needs access.StaffManage; each such write, and each
// refusal, is recorded in the audit trail.
package staff

import (
	"context"
	"strconv"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// Lifetimes of a staff session: 30 minutes without a request, 12 hours
// at most.
var Lifetimes = session.Lifetimes{Idle: 30 * time.Minute, Absolute: 12 * time.Hour}

// CookieName is the staff session's cookie (on /admin, SameSite=Strict);
// PendingCookieName holds the pending proof of the password between the
// password and the second factor.
const (
	CookieName        = "paddock_staff"
	PendingCookieName = "paddock_staff_pending"
	CookiePath        = "/admin"
)

// PendingLifetime is how long a proven password waits for its second
// factor or enrolment.
const PendingLifetime = 5 * time.Minute

// InviteLifetime is how long an invitation link can be taken up.
const InviteLifetime = 7 * 24 * time.Hour

// RecoveryCodes is how many recovery codes an enrolment hands out.
const RecoveryCodes = 10

// MaxName bounds a staff member's name in characters.
const MaxName = 100

// The limits of failed attempts, counted before they are tried.
var (
	// SignInFailuresPerIP bounds wrong passwords from one address.
	SignInFailuresPerIP = ratelimit.Rule{Name: "staff.signin.ip", Limit: 20, Window: 15 * time.Minute}
	// SignInFailuresPerAccount bounds wrong passwords for one account,
	// from wherever they come.
	SignInFailuresPerAccount = ratelimit.Rule{Name: "staff.signin.account", Limit: 10, Window: 15 * time.Minute}
	// SecondFactorFailuresPerAccount bounds wrong codes for one account:
	// a million codes, five tries per quarter of an hour.
	SecondFactorFailuresPerAccount = ratelimit.Rule{Name: "staff.2fa.account", Limit: 5, Window: 15 * time.Minute}
	// InvitesPerIP bounds tries of invitation tokens from one address.
	InvitesPerIP = ratelimit.Rule{Name: "staff.invite.ip", Limit: 20, Window: time.Hour}
)

// Club is a club a club manager is limited to.
type Club struct {
	ID   int64  `json:"id,string" db:"id"`
	Name string `json:"name" db:"name"`
	// SKUPrefix begins the SKUs of the club's goods.
	SKUPrefix string `json:"-" db:"sku_prefix"`
	// LogoKey is the club's logo in the media library; empty without one.
	LogoKey string `json:"-" db:"logo_key"`
}

// Member is a staff account.
type Member struct {
	ID    int64
	Email string
	Name  string
	Role  access.Role
	Clubs []Club
	// TwoFactor reports a second factor: a confirmed authenticator or a
	// passkey.
	TwoFactor bool
	// TOTP reports a confirmed authenticator app.
	TOTP bool
	// Passkeys counts the registered passkeys.
	Passkeys int
	// Invited reports an invitation not taken up yet (no password).
	Invited   bool
	Disabled  bool
	CreatedAt time.Time
}

// Principal is who m acts as in a request of client, in session sid.
func (m Member) Principal(client ratelimit.Client, sid int64) access.Principal {
	clubs := make([]int64, len(m.Clubs))
	prefixes := make([]string, len(m.Clubs))
	names := make([]string, len(m.Clubs))
	for i, c := range m.Clubs {
		clubs[i], prefixes[i], names[i] = c.ID, c.SKUPrefix, c.Name
	}
	return access.Principal{StaffID: m.ID, Email: m.Email, Name: m.Name, Role: m.Role, Clubs: clubs, ClubSKUPrefixes: prefixes,
		ClubNames: names, IP: client.IP, SessionID: sid}
}

// NewMember is an account to create.
type NewMember struct {
	Email string
	Name  string
	Role  access.Role
	// ClubIDs are a club manager's clubs (at least one); other roles
	// have none.
	ClubIDs []int64
}

// Stage is what a sign-in still needs.
type Stage string

// The stages.
const (
	// SignedIn: the session is open.
	SignedIn Stage = ""
	// SecondFactor: the password is proven; a code is due.
	SecondFactor Stage = "secondFactor"
	// Enrol: the password is proven; the role needs a second factor the
	// account does not have yet.
	Enrol Stage = "enrol"
)

// Attempt is where a sign-in stands.
type Attempt struct {
	Stage  Stage
	Member Member
	// Pending is the signed proof of the password for the stages
	// SecondFactor and Enrol (the pending cookie's value).
	Pending string
	// Token and Session are the new session when Stage is SignedIn.
	Token   string
	Session session.Session
}

// Enrolment is a new authenticator's secret, to be confirmed with its
// first code.
type Enrolment struct {
	// Secret is the base32 secret to type into an app without a camera.
	Secret string
	// URI is the otpauth:// URI the QR code holds.
	URI string
	// QR is the QR code of URI as rows of modules, '1' dark, without a
	// quiet zone.
	QR []string
}

// Service is the staff accounts and their sign-in.
type Service interface {
	// Create makes an account and returns it with the one-time token of
	// its invitation (shown once; only its hash is kept), valid
	// InviteLifetime. Needs access.StaffManage. Invalid fields are
	// reported all at once; an email already in use is a Conflict.
	Create(ctx context.Context, in NewMember) (Member, string, error)
	// List returns every account, by email. Needs access.StaffManage.
	List(ctx context.Context) ([]Member, error)
	// Find returns the account of email. Needs access.StaffManage.
	Find(ctx context.Context, email string) (Member, error)
	// Disable ends the account's sign-ins and sessions. Needs
	// access.StaffManage; nobody disables their own account.
	Disable(ctx context.Context, id int64) error
	// ResetSecondFactor removes the account's authenticator and recovery
	// codes and ends its sessions: it enrols again at its next sign-in.
	// Needs access.StaffManage.
	ResetSecondFactor(ctx context.Context, id int64) error
	// SetPassword gives the account a new password (the password rules
	// apply) and ends its sessions. Needs access.StaffManage: staff
	// passwords are reset by the owner or the command line, never by a
	// mail form.
	SetPassword(ctx context.Context, id int64, password string) error
	// Clubs are the clubs a club manager can be given, by name. Needs
	// access.StaffManage.
	Clubs(ctx context.Context) ([]Club, error)
	// Reinvite ends the account's password and sessions and returns the
	// one-time token of a new invitation, with which its member sets a
	// new password (a forgotten or leaked one). Needs access.StaffManage.
	Reinvite(ctx context.Context, id int64) (string, error)

	// SignIn checks email and password for a client. Wrong credentials,
	// an invitation not taken up and a disabled account all answer the
	// same AuthenticationFailed; too many failures RateLimited with when
	// to retry.
	SignIn(ctx context.Context, email, password string, client ratelimit.Client) (Attempt, error)
	// AcceptInvite takes up an invitation: the name and password are
	// set, the token is spent, and the sign-in goes on as after a
	// password (enrolment when the role needs a second factor).
	AcceptInvite(ctx context.Context, token, name, password string, client ratelimit.Client) (Attempt, error)
	// Pending reads a pending proof (the cookie's value): the account and
	// the stage it is at; Unauthenticated when it is malformed, expired,
	// or the account can no longer sign in.
	Pending(ctx context.Context, pending string) (Member, Stage, error)
	// CheckSecondFactor takes the code of a pending SecondFactor proof: a
	// code of the authenticator (each time step once) or an unused
	// recovery code, and opens the session.
	CheckSecondFactor(ctx context.Context, pending, code string, client ratelimit.Client) (Attempt, error)
	// StartEnrolment gives the account a new authenticator secret to
	// confirm; an account with a confirmed one is a Conflict.
	StartEnrolment(ctx context.Context, id int64) (Enrolment, error)
	// ConfirmEnrolment takes the first code of the secret StartEnrolment
	// gave, confirms it, and returns RecoveryCodes new recovery codes
	// (shown once) with, when open is set, a new session.
	ConfirmEnrolment(ctx context.Context, id int64, code string, open bool, client ratelimit.Client) (Attempt, []string, error)
	// BeginPasskeyRegistration begins the registration of a passkey: for
	// the account of a pending proof at the stage Enrol (proof given), or
	// for the signed-in account id after confirm, its password or a
	// current code of its authenticator, is checked (limited as
	// sign-ins are). The ceremony's handle belongs in the browser's
	// HttpOnly cookie.
	BeginPasskeyRegistration(ctx context.Context, id int64, proof, confirm string) (Ceremony, error)
	// FinishPasskeyRegistration takes the browser's answer (the
	// credential's JSON) to the ceremony of handle for the same account,
	// keeps the passkey under name (a default when empty), records it,
	// and, for an enrolment (proof given), opens the session. A ceremony
	// is taken once, whatever the outcome; expired or unknown is Invalid.
	FinishPasskeyRegistration(ctx context.Context, id int64, proof, handle, name string, response []byte, client ratelimit.Client) (Attempt, Passkey, error)
	// Passkeys are the account's passkeys, oldest first.
	Passkeys(ctx context.Context, id int64) ([]Passkey, error)
	// RenamePasskey renames a passkey of the account id; another
	// account's is NotFound.
	RenamePasskey(ctx context.Context, id, passkeyID int64, name string) (Passkey, error)
	// RemovePasskey removes a passkey of the account id, recorded;
	// another account's is NotFound; the last second factor of a role
	// that needs one is a Conflict.
	RemovePasskey(ctx context.Context, id, passkeyID int64) error
	// BeginPasskeySignIn begins a sign-in with a passkey: as the second
	// factor of a pending proof at the stage SecondFactor, or, without
	// a proof, with a discoverable passkey alone (user verification
	// required).
	BeginPasskeySignIn(ctx context.Context, proof string) (Ceremony, error)
	// FinishPasskeySignIn checks the browser's answer to the ceremony of
	// handle and opens the session. Without a proof every failure answers
	// AuthenticationFailed alike; limited as sign-ins and codes are; a
	// signature counter gone back is refused as a cloned authenticator.
	FinishPasskeySignIn(ctx context.Context, proof, handle string, response []byte, client ratelimit.Client) (Attempt, error)

	// Session returns the member of a live staff session; Unauthenticated
	// when the account is disabled or gone, or its role needs a second
	// factor it no longer has.
	Session(ctx context.Context, s session.Session) (Member, error)
}

// Auditor records what staff did (audit.Service's writing side).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
