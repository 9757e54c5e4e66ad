package customer

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"paddock/internal/directory"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
	"paddock/internal/platform/session"
)

// Options configure the service.
type Options struct {
	// BaseURL is the shop's public address; links in mails start with it.
	BaseURL string
	// Key is the shop's signing key (package secret); reset tokens are
	// hashed with a key derived from it.
	Key []byte
	// EmailCheck turns isEmailAvailable into a real check of whether an
	// account has the address (Magento 2.4.7's "Enable Guest Checkout
	// Login"); off, it answers true for every well-formed address, so
	// nobody can test addresses through it.
	EmailCheck bool
	// Hash are the argon2id costs; DefaultHashParams when zero.
	Hash HashParams
	// HashSlots is how many password hashes run at once (each takes
	// Hash.Memory); as many as the machine has cores when 0. HashQueue is
	// how many requests may wait for a slot, and HashPerClient how many
	// of one client may wait or hash, before the next is refused at once
	// with a RateLimited error; DefaultHashQueue per slot and
	// DefaultHashPerClient when 0.
	HashSlots, HashQueue, HashPerClient int
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

// Dependencies are the services customer accounts use.
type Dependencies struct {
	DB         *db.DB
	Sessions   *session.Manager
	Mail       mail.Sender
	Limiter    ratelimit.Limiter
	Newsletter newsletter.Service
	Directory  directory.Service
	// Jobs runs what must not show in an answer whether an address has an
	// account: NewService registers the handlers of ResetJobKind and
	// EmailChangeJobKind on it.
	Jobs *jobs.Queue
	// Audit is the back office's trail, which the Staff methods record
	// their writes and refusals in.
	Audit Auditor
	// Orders, Returns, Wishlists and Reviews are what other domains keep
	// of a customer, which Staff.Erase checks and clears.
	Orders    ErasureOrders
	Returns   ErasureReturns
	Wishlists ErasureWishlists
	Reviews   ErasureReviews
	// Mails are the stored mails (mail.Mailbox), whose copies to and from
	// the customer Staff.Erase deletes.
	Mails ErasureMails
	// Assistance tells the sessions staff opened as the customer (package
	// admin/assist), in which the password and the email address cannot
	// be changed; none when nil.
	Assistance Assistance
}

// Assistance tells whether staff opened a customer session as the
// customer (login as customer), who, and until when.
type Assistance interface {
	AssistedBy(ctx context.Context, sessionID int64) (staffName string, endsAt time.Time, ok bool, err error)
}

// refuseAssisted refuses, with a Forbidden error, a password or email
// change in a session staff opened as the customer.
func (s *service) refuseAssisted(ctx context.Context, sessionID int64) error {
	if s.Assistance == nil || sessionID == 0 {
		return nil
	}
	_, _, assisted, err := s.Assistance.AssistedBy(ctx, sessionID)
	if err != nil {
		return apperr.Wrap(err, "customer: assisted session")
	}
	if assisted {
		return apperr.New(apperr.Forbidden, "assist.refused")
	}
	return nil
}

type service struct {
	Dependencies
	layout     *mail.Layout
	resetKey   []byte
	changeKey  []byte
	deviceKey  []byte
	emailCheck bool
	hasher     *passhash.Hasher
	now        func() time.Time
	// dummy is a hash of a random password, checked when an address has
	// no account, so that the answer takes as long as for a wrong one.
	dummy func() string
}

// NewService returns customer accounts on deps.
func NewService(deps Dependencies, opts Options) (Service, error) {
	if len(opts.Key) < 32 {
		return nil, errors.New("customer: the signing key needs at least 32 bytes")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Hash == (HashParams{}) {
		opts.Hash = DefaultHashParams
	}
	base := strings.TrimRight(opts.BaseURL, "/")
	s := &service{Dependencies: deps, layout: mail.NewLayout(base),
		resetKey: secret.Derive(opts.Key, "customer.reset"), changeKey: secret.Derive(opts.Key, "customer.email"), deviceKey: secret.Derive(opts.Key, "customer.device"), emailCheck: opts.EmailCheck,
		hasher: passhash.NewHasher(opts.Hash, opts.HashSlots, opts.HashQueue, opts.HashPerClient), now: opts.Now,
		dummy: sync.OnceValue(func() string { return passhash.Dummy(opts.Hash) })}
	if deps.Jobs != nil {
		deps.Jobs.Handle(ResetJobKind, s.handleResetRequest)
		deps.Jobs.Handle(EmailChangeJobKind, s.handleEmailChange)
	}
	return s, nil
}

// row is a customer as stored.
type row struct {
	ID           int64   `db:"id"`
	Website      string  `db:"website"`
	Email        string  `db:"email"`
	Firstname    string  `db:"firstname"`
	Lastname     string  `db:"lastname"`
	DateOfBirth  *string `db:"date_of_birth"`
	Locale       string  `db:"locale"`
	StoreCode    string  `db:"store_code"`
	PasswordHash string  `db:"password_hash"`
	// PasswordChangedAt starts the account's counts of failed sign-ins
	// anew (see accountKey) and ends the trust of its devices.
	PasswordChangedAt  time.Time  `db:"password_changed_at"`
	RemoteAssistanceAt *time.Time `db:"remote_assistance_at"`
	CreatedAt          time.Time  `db:"created_at"`
	UpdatedAt          time.Time  `db:"updated_at"`
	// LockedAt is when staff locked the account (Staff.Lock), and
	// LockedReason why; ErasedAt when it was erased (Staff.Erase).
	LockedAt     *time.Time `db:"locked_at"`
	LockedReason string     `db:"locked_reason"`
	ErasedAt     *time.Time `db:"erased_at"`
}

const customerColumns = `id, website, email, firstname, lastname, date_of_birth, locale, store_code, password_hash, password_changed_at,
	remote_assistance_at, created_at, updated_at, locked_at, locked_reason, erased_at`

func (r row) customer() Customer {
	c := Customer{ID: r.ID, Website: r.Website, Email: r.Email, Firstname: r.Firstname, Lastname: r.Lastname,
		StoreCode: r.StoreCode, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	if r.DateOfBirth != nil {
		c.DateOfBirth = *r.DateOfBirth
	}
	if r.RemoteAssistanceAt != nil {
		c.RemoteAssistanceAt = r.RemoteAssistanceAt.UTC()
	}
	c.Locale = i18n.Default
	if l, ok := i18n.Parse(r.Locale); ok {
		c.Locale = l
	}
	return c
}

// emailKey is the address as accounts are told apart: trimmed, in lower
// case.
func emailKey(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// checkEmail adds the problem of an address to f and returns it cleaned.
func checkEmail(f *apperr.Fields, field, email string) string {
	email = strings.TrimSpace(i18n.StripFormat(email))
	switch {
	case email == "":
		f.Add(field, "input.required")
	case len(email) > MaxEmail || !mail.ValidAddress(email):
		f.Add(field, "mail.address.invalid")
	}
	return email
}

// checkDateOfBirth adds the problem of a date of birth (YYYY-MM-DD, a real
// day between 1900 and today) to f and returns it cleaned; empty is none.
func checkDateOfBirth(f *apperr.Fields, field, value string, now time.Time) string {
	value = strings.TrimSpace(value)
	if value == "" {
		return ""
	}
	// Magento clients send "1990-05-17" or "1990-05-17 00:00:00".
	value, _, _ = strings.Cut(value, " ")
	d, err := time.Parse(time.DateOnly, value)
	if err != nil || d.Year() < 1900 || d.After(now) {
		f.Add(field, "customer.input.dateOfBirth")
		return value
	}
	return d.Format(time.DateOnly)
}

func (s *service) allow(ctx context.Context, rule ratelimit.Rule, key string) error {
	d, err := s.Limiter.Allow(ctx, rule, key)
	if err != nil {
		return apperr.Wrap(err, "customer: rate limit")
	}
	return d.Err("customer.rateLimited")
}

// reserve takes a unit of every limit for an attempt about to be tried,
// before its work; refused by any, it answers a RateLimited error with the
// message key and takes none. The units stay spent, so that a failure (and
// an attempt whose client hung up) counts, unless the attempt succeeds and
// they are released.
func (s *service) reserve(ctx context.Context, msgKey string, limits ...ratelimit.Limit) (ratelimit.Reservations, error) {
	rs, d, err := ratelimit.ReserveAll(ctx, s.Limiter, limits...)
	if err != nil {
		return nil, apperr.Wrap(err, "customer: rate limit")
	}
	return rs, d.Err(msgKey)
}

// release gives back the units of an attempt that must not count.
func (s *service) release(ctx context.Context, rs ratelimit.Reservations) error {
	if err := rs.Release(ctx, s.Limiter); err != nil {
		return apperr.Wrap(err, "customer: rate limit")
	}
	return nil
}

func (s *service) Register(ctx context.Context, in Registration, from Origin) (Customer, error) {
	var f apperr.Fields
	in.Firstname = f.Line("firstname", in.Firstname, MaxName, true)
	in.Lastname = f.Line("lastname", in.Lastname, MaxName, true)
	in.Email = checkEmail(&f, "email", in.Email)
	passhash.CheckRules(&f, "password", in.Password)
	in.DateOfBirth = checkDateOfBirth(&f, "date_of_birth", in.DateOfBirth, s.now())
	if err := f.Err(); err != nil {
		return Customer{}, err
	}
	if err := s.allow(ctx, RegisterPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return Customer{}, err
	}
	hash, err := s.hasher.Hash(ctx, ratelimit.IPKey(from.Client.IP), in.Password)
	if err != nil {
		return Customer{}, hashError(err, "customer: register")
	}
	now := s.now().UTC().Truncate(time.Second)
	// What the answer shows, for a new account and a taken address alike.
	answer := Customer{Website: from.Store.Site, Email: in.Email, Firstname: in.Firstname, Lastname: in.Lastname,
		DateOfBirth: in.DateOfBirth, Locale: from.Store.Locale, StoreCode: from.Store.Code(), CreatedAt: now, UpdatedAt: now}
	var dob any
	if in.DateOfBirth != "" {
		dob = in.DateOfBirth
	}
	var assistance *time.Time
	if in.AllowRemoteAssistance {
		assistance, answer.RemoteAssistanceAt = &now, now
	}
	var taken *row
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		taken = nil // a run again after an abort starts afresh
		var ids []int64
		if err := s.DB.Write().Select(ctx, &ids, `INSERT INTO customer (website, email, email_key, firstname, lastname, date_of_birth,
			locale, store_code, password_hash, password_changed_at, remote_assistance_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (website, email_key) DO NOTHING RETURNING id`,
			answer.Website, in.Email, emailKey(in.Email), in.Firstname, in.Lastname, dob, string(answer.Locale), answer.StoreCode,
			hash, now, assistance, now, now); err != nil {
			return fmt.Errorf("customer: insert: %w", err)
		}
		if len(ids) == 0 {
			owner, err := s.byEmail(ctx, s.DB.Write(), answer.Website, in.Email)
			if err != nil {
				return err
			}
			taken = &owner
			return s.mailTaken(ctx, owner.customer())
		}
		answer.ID = ids[0]
		if err := s.mailWelcome(ctx, answer); err != nil {
			return err
		}
		if in.IsSubscribed {
			// Too many newsletter sign-ups from this client leave the
			// account made and the flag off.
			if _, err := s.Newsletter.Subscribe(ctx, in.Email, from.newsletter()); err != nil && apperr.KindOf(err) != apperr.RateLimited {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Customer{}, err
	}
	if taken != nil {
		answer.ID = 0
	}
	return answer, nil
}

func (s *service) byEmail(ctx context.Context, h db.Handle, website, email string) (row, error) {
	var r row
	err := h.Get(ctx, &r, `SELECT `+customerColumns+` FROM customer WHERE website = ? AND email_key = ?`, website, emailKey(email))
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, apperr.New(apperr.NotFound, "customer.notFound")
	}
	if err != nil {
		return row{}, fmt.Errorf("customer: find by address: %w", err)
	}
	return r, nil
}

func (s *service) byID(ctx context.Context, h db.Handle, id int64) (row, error) {
	var r row
	err := h.Get(ctx, &r, `SELECT `+customerColumns+` FROM customer WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, apperr.New(apperr.NotFound, "customer.notFound")
	}
	if err != nil {
		return row{}, fmt.Errorf("customer: get %d: %w", id, err)
	}
	return r, nil
}

func (s *service) SignIn(ctx context.Context, email, password string, via session.Via, from Origin) (SignedIn, error) {
	if err := ctx.Err(); err != nil {
		// The client is gone before anything was tried.
		return SignedIn{}, fmt.Errorf("customer: sign in: %w", err)
	}
	key := emailKey(i18n.StripFormat(email))
	malformed := len(password) > 4*MaxPassword || key == "" || len(key) > MaxEmail
	var r row
	found := false
	if !malformed {
		var err error
		r, err = s.byEmail(ctx, s.DB.Read(), from.Store.Site, key)
		if err != nil && apperr.KindOf(err) != apperr.NotFound {
			return SignedIn{}, apperr.Wrap(err, "customer: sign in")
		}
		// An erased account has no password: nothing opens it.
		found = err == nil && r.PasswordHash != ""
	}
	now := s.now().UTC()
	deviceID := s.knownDevice(from.Device, r, now)
	// The attempt is counted as a failure before it is tried, so that
	// attempts sent at once cannot pass the limits together and one whose
	// client hangs up still counts; a success gives the units back.
	reserved, hashClient, err := s.reserveSignIn(ctx, accountKey(r, found, key), deviceID, from)
	if err != nil {
		return SignedIn{}, err
	}
	failed := apperr.New(apperr.AuthenticationFailed, "customer.signIn.failed")
	if malformed {
		return SignedIn{}, failed
	}
	encoded := r.PasswordHash
	if !found {
		// The same hashing work as for a wrong password.
		encoded = s.dummy()
	}
	// A full queue refuses the attempt at once, before it is tried: it
	// does not count, or a flood could spend the customer's own budget.
	// One whose client hangs up while it waits counts.
	ok, stale, err := s.hasher.Check(ctx, hashClient, deviceID != "", encoded, password)
	if passhash.IsBusy(err) {
		if rerr := s.release(ctx, reserved); rerr != nil {
			return SignedIn{}, rerr
		}
		return SignedIn{}, err
	}
	if err != nil {
		return SignedIn{}, hashError(err, "customer: check password")
	}
	if !found || !ok {
		return SignedIn{}, failed
	}
	if err := s.release(ctx, reserved); err != nil {
		return SignedIn{}, err
	}
	if r.LockedAt != nil {
		// Said only to whoever knows the password, so it tells a stranger
		// nothing about the address.
		return SignedIn{}, apperr.New(apperr.AuthenticationFailed, "customer.signIn.accountLocked")
	}
	var rehash string
	if stale {
		// Hashed before the transaction, which must not wait for it; a
		// full queue leaves the old hash for the next sign-in.
		if rehash, err = s.hasher.Hash(ctx, hashClient, password); err != nil && !passhash.IsBusy(err) {
			return SignedIn{}, hashError(err, "customer: rehash")
		}
	}
	// The browser is the account's device from now on; a known one keeps
	// its id, and with it its count of failures.
	if deviceID == "" {
		if deviceID, err = newDeviceID(); err != nil {
			return SignedIn{}, apperr.Wrap(err, "customer: sign in")
		}
	}
	issued := now.Truncate(time.Second)
	var out SignedIn
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if rehash != "" {
			if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET password_hash = ? WHERE id = ?`, rehash, r.ID); err != nil {
				return fmt.Errorf("customer: rehash: %w", err)
			}
		}
		token, sess, err := s.Sessions.Create(ctx, session.Customer, r.ID, via, from.Client)
		if err != nil {
			return err
		}
		out = SignedIn{Customer: r.customer(), Session: sess, Token: token,
			Device: s.signDevice(device{CustomerID: r.ID, Issued: issued, ID: deviceID}), DeviceExpires: issued.Add(DeviceValidity)}
		return nil
	})
	if err != nil {
		return SignedIn{}, apperr.Wrap(err, "customer: sign in")
	}
	return out, nil
}

// accountKey is what failed sign-ins of an account are counted by: the
// account and the time its password last changed, so that a new password
// (a reset, a change) starts every count of the account anew and lifts
// its locks; for an address without an account, the address.
func accountKey(r row, found bool, email string) string {
	if !found {
		return "address:" + email
	}
	return fmt.Sprintf("customer:%d:%d", r.ID, r.PasswordChangedAt.UnixMicro())
}

// reserveSignIn takes the units of a sign-in attempt, or answers the lock
// that refuses it. A browser that has signed in to the account before
// (deviceID) is counted by itself alone: neither a stranger's failures
// from its address nor the account-wide lock can block it, which only
// lowers its budget to SignInDeviceLimitWhileLocked. Any other client is
// counted per client, per account and client, and per account, and the
// account-wide lock refuses it. It answers the key the attempt's hash is
// queued by: the device, or the client.
func (s *service) reserveSignIn(ctx context.Context, account, deviceID string, from Origin) (ratelimit.Reservations, string, error) {
	ipKey := ratelimit.IPKey(from.Client.IP)
	if deviceID == "" {
		rs, err := s.reserve(ctx, "customer.signIn.locked",
			ratelimit.Limit{Rule: SignInFailuresPerIP, Key: ipKey},
			ratelimit.Limit{Rule: SignInFailuresPerAccountAndClient, Key: account + "|" + ipKey},
			ratelimit.Limit{Rule: SignInFailuresPerAccount, Key: account})
		return rs, ipKey, err
	}
	var rs ratelimit.Reservations
	whole, err := s.Limiter.Reserve(ctx, SignInFailuresPerAccount, account)
	if err != nil {
		return nil, "", apperr.Wrap(err, "customer: rate limit")
	}
	own := SignInFailuresPerDevice
	if whole.Allowed {
		rs = append(rs, whole)
	} else {
		own.Limit = SignInDeviceLimitWhileLocked
	}
	more, err := s.reserve(ctx, "customer.signIn.locked", ratelimit.Limit{Rule: own, Key: account + "|device:" + deviceID})
	if err != nil {
		if rerr := s.release(ctx, rs); rerr != nil {
			return nil, "", rerr
		}
		return nil, "", err
	}
	return append(rs, more...), "device:" + deviceID, nil
}

// newsletter is the origin of a request as the newsletter takes it.
func (o Origin) newsletter() newsletter.Origin {
	return newsletter.Origin{Store: o.Store, Client: o.Client}
}

// clientKey is the client of the request in ctx, as its hashes are
// bounded, for the calls of a signed-in customer that take no Origin.
func clientKey(ctx context.Context) string { return ratelimit.IPKey(ratelimit.ClientFrom(ctx).IP) }

// hashError passes on the refusal of a full queue and the end of a
// client's request as they are, and wraps anything else as Internal.
func hashError(err error, op string) error {
	if passhash.IsBusy(err) || errors.Is(err, context.Canceled) {
		return err
	}
	return apperr.Wrap(err, op)
}

func (s *service) Get(ctx context.Context, id int64) (Customer, error) {
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return Customer{}, err
	}
	return r.customer(), nil
}

func (s *service) IsSubscribed(ctx context.Context, c Customer) (bool, error) {
	status, err := s.Newsletter.StatusOf(ctx, c.Email)
	if err != nil {
		return false, apperr.Wrap(err, "customer: newsletter status")
	}
	return status == newsletter.Subscribed, nil
}

func (s *service) Update(ctx context.Context, id int64, in Update, from Origin) (Customer, error) {
	var f apperr.Fields
	if in.Firstname != nil {
		*in.Firstname = f.Line("firstname", *in.Firstname, MaxName, true)
	}
	if in.Lastname != nil {
		*in.Lastname = f.Line("lastname", *in.Lastname, MaxName, true)
	}
	if in.DateOfBirth != nil {
		*in.DateOfBirth = checkDateOfBirth(&f, "date_of_birth", *in.DateOfBirth, s.now())
	}
	if err := f.Err(); err != nil {
		return Customer{}, err
	}
	var out Customer
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var r row
		if err := s.DB.Write().GetForUpdate(ctx, &r, `SELECT `+customerColumns+` FROM customer WHERE id = ?`, id); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return apperr.New(apperr.NotFound, "customer.notFound")
			}
			return fmt.Errorf("customer: load %d: %w", id, err)
		}
		if in.Firstname != nil {
			r.Firstname = *in.Firstname
		}
		if in.Lastname != nil {
			r.Lastname = *in.Lastname
		}
		if in.DateOfBirth != nil {
			r.DateOfBirth = nil
			if *in.DateOfBirth != "" {
				r.DateOfBirth = in.DateOfBirth
			}
		}
		r.UpdatedAt = s.now().UTC()
		if in.AllowRemoteAssistance != nil && *in.AllowRemoteAssistance != (r.RemoteAssistanceAt != nil) {
			r.RemoteAssistanceAt = nil
			if *in.AllowRemoteAssistance {
				at := r.UpdatedAt.Truncate(time.Second)
				r.RemoteAssistanceAt = &at
			}
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET firstname = ?, lastname = ?, date_of_birth = ?, remote_assistance_at = ?,
			updated_at = ? WHERE id = ?`, r.Firstname, r.Lastname, r.DateOfBirth, r.RemoteAssistanceAt, r.UpdatedAt, id); err != nil {
			return fmt.Errorf("customer: update %d: %w", id, err)
		}
		if in.IsSubscribed != nil {
			if err := s.setSubscription(ctx, r.Email, *in.IsSubscribed, from); err != nil {
				return err
			}
		}
		out = r.customer()
		return nil
	})
	return out, err
}

// setSubscription starts the double opt-in for an address not subscribed
// yet, or ends the subscription.
func (s *service) setSubscription(ctx context.Context, email string, subscribe bool, from Origin) error {
	status, err := s.Newsletter.StatusOf(ctx, email)
	if err != nil {
		return apperr.Wrap(err, "customer: newsletter status")
	}
	switch {
	case subscribe && status != newsletter.Subscribed:
		_, err = s.Newsletter.Subscribe(ctx, email, from.newsletter())
	case !subscribe && (status == newsletter.Subscribed || status == newsletter.Unconfirmed):
		_, err = s.Newsletter.Withdraw(ctx, email, from.newsletter())
	}
	return err
}

// moveSubscription ends a subscription (or one waiting for confirmation)
// of the old address and asks the new address to confirm: consent is
// given per address, so the new one needs its own double opt-in.
func (s *service) moveSubscription(ctx context.Context, old, next string, from Origin) error {
	status, err := s.Newsletter.StatusOf(ctx, old)
	if err != nil {
		return apperr.Wrap(err, "customer: newsletter status")
	}
	if status != newsletter.Subscribed && status != newsletter.Unconfirmed {
		return nil
	}
	if _, err := s.Newsletter.Withdraw(ctx, old, from.newsletter()); err != nil {
		return err
	}
	if _, err := s.Newsletter.Subscribe(ctx, next, from.newsletter()); err != nil && apperr.KindOf(err) != apperr.RateLimited {
		return err
	}
	return nil
}

// checkCurrentPassword compares a signed-in customer's entry with their
// password; wrong entries are counted and, past the limit, refused.
func (s *service) checkCurrentPassword(ctx context.Context, r row, field, password string) error {
	reserved, err := s.reserve(ctx, "customer.signIn.locked",
		ratelimit.Limit{Rule: PasswordFailuresPerCustomer, Key: fmt.Sprintf("customer:%d", r.ID)})
	if err != nil {
		return err
	}
	ok, _, err := s.hasher.Check(ctx, clientKey(ctx), false, r.PasswordHash, password)
	if passhash.IsBusy(err) || (err == nil && ok) {
		// Refused before it was tried, or right: neither counts.
		if rerr := s.release(ctx, reserved); rerr != nil {
			return rerr
		}
		return err
	}
	if err != nil {
		return hashError(err, "customer: check password")
	}
	return apperr.New(apperr.Invalid, "customer.password.wrong").OnField(field)
}

func (s *service) ChangePassword(ctx context.Context, id, keepSession int64, current, next string) (Customer, error) {
	if err := s.refuseAssisted(ctx, keepSession); err != nil {
		return Customer{}, err
	}
	var f apperr.Fields
	if current == "" {
		f.Add("currentPassword", "input.required")
	}
	passhash.CheckRules(&f, "newPassword", next)
	if err := f.Err(); err != nil {
		return Customer{}, err
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return Customer{}, err
	}
	if err := s.checkCurrentPassword(ctx, r, "currentPassword", current); err != nil {
		return Customer{}, err
	}
	hash, err := s.hasher.Hash(ctx, clientKey(ctx), next)
	if err != nil {
		return Customer{}, hashError(err, "customer: change password")
	}
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		now := s.now().UTC()
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?`,
			hash, now, now, id); err != nil {
			return fmt.Errorf("customer: set password %d: %w", id, err)
		}
		if _, err := s.Sessions.RevokeAll(ctx, session.Customer, id, keepSession); err != nil {
			return err
		}
		if err := s.dropResetLinks(ctx, id); err != nil {
			return err
		}
		return s.mailPasswordChanged(ctx, r.customer())
	})
	if err != nil {
		return Customer{}, err
	}
	return s.Get(ctx, id)
}

// isUniqueViolation reports whether err is a unique constraint failing on
// either engine.
func isUniqueViolation(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}

func (s *service) IsEmailAvailable(ctx context.Context, email string, from Origin) (bool, error) {
	var f apperr.Fields
	email = checkEmail(&f, "email", email)
	if err := f.Err(); err != nil {
		return false, err
	}
	if !s.emailCheck {
		return true, nil
	}
	if err := s.allow(ctx, EmailCheckPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return false, err
	}
	_, err := s.byEmail(ctx, s.DB.Read(), from.Store.Site, email)
	switch apperr.KindOf(err) {
	case apperr.NotFound:
		return true, nil
	case apperr.Internal:
		if err != nil {
			return false, apperr.Wrap(err, "customer: email available")
		}
	}
	return false, nil
}

func (s *service) RequestPasswordReset(ctx context.Context, email string, from Origin) error {
	var f apperr.Fields
	email = checkEmail(&f, "email", email)
	if err := f.Err(); err != nil {
		return err
	}
	if err := s.allow(ctx, ResetPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return err
	}
	if err := s.allow(ctx, ResetPerAddress, emailKey(email)); err != nil {
		return err
	}
	if s.Jobs == nil {
		return apperr.Wrap(errors.New("no job queue"), "customer: reset request")
	}
	// Whether an account has the address is found out by a job, so that
	// the answer does the same work either way: looking it up here, and
	// writing and mailing a link only for an account, took half as long
	// for an unknown address.
	if err := s.Jobs.Enqueue(ctx, s.DB.Write(), ResetJobKind, "", resetRequest{Site: from.Store.Site, Email: email, IP: from.Client.IP},
		time.Time{}); err != nil {
		return apperr.Wrap(err, "customer: reset request")
	}
	return nil
}

// ResetJobKind is the job of a password-reset request: it mails a reset
// link when an account has the address, and does nothing otherwise.
const ResetJobKind = "customer.reset-request"

// resetRequest is a ResetJobKind job's payload.
type resetRequest struct {
	Site  string `json:"site"`
	Email string `json:"email"`
	// IP is the requesting client's, kept with the link.
	IP string `json:"ip"`
}

// handleResetRequest runs a ResetJobKind job: a new link replaces the
// account's older ones and goes out in the customer's language, not the
// language of whoever asked.
func (s *service) handleResetRequest(ctx context.Context, payload json.RawMessage) error {
	var req resetRequest
	if err := json.Unmarshal(payload, &req); err != nil {
		return fmt.Errorf("customer: reset request: %w", err)
	}
	r, err := s.byEmail(ctx, s.DB.Read(), req.Site, req.Email)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil
	}
	if err != nil {
		return err
	}
	if r.ErasedAt != nil {
		// An erased account has no address to mail and no password to set.
		return nil
	}
	token, err := secret.NewToken()
	if err != nil {
		return err
	}
	now := s.now().UTC()
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_password_reset WHERE customer_id = ?`, r.ID); err != nil {
			return fmt.Errorf("customer: drop old reset links: %w", err)
		}
		if _, err := s.DB.Write().Exec(ctx, `INSERT INTO customer_password_reset (customer_id, token_hash, ip, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, r.ID, secret.HashToken(s.resetKey, token), req.IP, now, now.Add(ResetValidity)); err != nil {
			return fmt.Errorf("customer: store reset link: %w", err)
		}
		return s.mailReset(ctx, r.customer(), token)
	})
}

func (s *service) ResetPassword(ctx context.Context, email, token, password string, from Origin) error {
	var f apperr.Fields
	email = checkEmail(&f, "email", email)
	passhash.CheckRules(&f, "newPassword", password)
	if err := f.Err(); err != nil {
		return err
	}
	if err := s.allow(ctx, ResetPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return err
	}
	invalid := apperr.New(apperr.Invalid, "customer.reset.invalid").OnField("resetPasswordToken")
	token = strings.TrimSpace(token)
	if !secret.WellFormedToken(token) {
		return invalid
	}
	now := s.now().UTC()
	// A token that opens nothing costs no hash; the transaction checks
	// it again under its lock.
	var live int
	if err := s.DB.Read().Get(ctx, &live, `SELECT COUNT(*) FROM customer_password_reset WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
		secret.HashToken(s.resetKey, token), now); err != nil {
		return apperr.Wrap(err, "customer: find reset link")
	}
	if live == 0 {
		return invalid
	}
	hash, err := s.hasher.Hash(ctx, ratelimit.IPKey(from.Client.IP), password)
	if err != nil {
		return hashError(err, "customer: reset password")
	}
	var who Customer
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var reset struct {
			ID         int64      `db:"id"`
			CustomerID int64      `db:"customer_id"`
			ExpiresAt  time.Time  `db:"expires_at"`
			UsedAt     *time.Time `db:"used_at"`
		}
		err := s.DB.Write().GetForUpdate(ctx, &reset, `SELECT id, customer_id, expires_at, used_at FROM customer_password_reset WHERE token_hash = ?`,
			secret.HashToken(s.resetKey, token))
		if errors.Is(err, sql.ErrNoRows) {
			return invalid
		}
		if err != nil {
			return fmt.Errorf("customer: find reset link: %w", err)
		}
		if reset.UsedAt != nil || !now.Before(reset.ExpiresAt) {
			return invalid
		}
		r, err := s.byID(ctx, s.DB.Write(), reset.CustomerID)
		if err != nil || emailKey(r.Email) != emailKey(email) || r.Website != from.Store.Site {
			return invalid
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?`,
			hash, now, now, r.ID); err != nil {
			return fmt.Errorf("customer: set password %d: %w", r.ID, err)
		}
		if err := s.dropResetLinks(ctx, r.ID); err != nil {
			return err
		}
		if _, err := s.Sessions.RevokeAll(ctx, session.Customer, r.ID, 0); err != nil {
			return err
		}
		who = r.customer()
		return s.mailPasswordChanged(ctx, who)
	})
	return err
}

// dropResetLinks ends the customer's reset links and the links of email
// changes waiting for confirmation: after a reset, a password change or
// an email change. Whoever knew the old password must not finish what
// they started with it.
func (s *service) dropResetLinks(ctx context.Context, customerID int64) error {
	if _, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_password_reset WHERE customer_id = ?`, customerID); err != nil {
		return fmt.Errorf("customer: drop reset links of %d: %w", customerID, err)
	}
	if _, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_email_change WHERE customer_id = ?`, customerID); err != nil {
		return fmt.Errorf("customer: drop email-change links of %d: %w", customerID, err)
	}
	return nil
}

// PruneJobKind is the periodic job that deletes expired reset links and
// email-change links (PruneResets, PruneEmailChanges).
const PruneJobKind = "customer.prune"

// PruneResets deletes the password-reset links that expired before now
// and reports how many.
func PruneResets(ctx context.Context, d *db.DB, now time.Time) (int, error) {
	res, err := d.Write().Exec(ctx, `DELETE FROM customer_password_reset WHERE expires_at <= ?`, now.UTC())
	if err != nil {
		return 0, fmt.Errorf("customer: prune reset links: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// PruneEmailChanges deletes the email-change links that expired before
// now and reports how many.
func PruneEmailChanges(ctx context.Context, d *db.DB, now time.Time) (int, error) {
	res, err := d.Write().Exec(ctx, `DELETE FROM customer_email_change WHERE expires_at <= ?`, now.UTC())
	if err != nil {
		return 0, fmt.Errorf("customer: prune email-change links: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
