package staff

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
	"paddock/internal/platform/session"
)

// MaxEmail bounds an email address in bytes.
const MaxEmail = 254

// Options configure the service.
type Options struct {
	DB *db.DB
	// Sessions keep the staff's sessions (a manager of Lifetimes).
	Sessions *session.Manager
	Limiter  ratelimit.Limiter
	// Key is the shop's signing key (package secret).
	Key   []byte
	Audit Auditor
	// Hash are the argon2id costs; passhash.DefaultParams when zero.
	Hash passhash.Params
	// BaseURL is the shop's public base URL: the passkeys' relying party.
	BaseURL string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Options
	hasher  *passhash.Hasher
	dummy   func() string
	sealer  sealer
	pending pending
	invite  []byte
	// recovery keys the hashes of recovery codes.
	recovery []byte
	// ceremony keys the hashes of passkey ceremonies' handles.
	ceremony []byte
	webauthn *webauthn.WebAuthn
}

// NewService returns the staff accounts kept in opts.DB.
func NewService(opts Options) (Service, error) {
	if opts.DB == nil || opts.Sessions == nil || opts.Limiter == nil || opts.Audit == nil {
		return nil, errors.New("staff: the database, sessions, limiter and audit trail are required")
	}
	if len(opts.Key) < 32 {
		return nil, errors.New("staff: the signing key needs at least 32 bytes")
	}
	if opts.Hash == (passhash.Params{}) {
		opts.Hash = passhash.DefaultParams
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	seal, err := newSealer(secret.Derive(opts.Key, "staff.totp"))
	if err != nil {
		return nil, err
	}
	rp, err := relyingParty(opts.BaseURL)
	if err != nil {
		return nil, err
	}
	return &service{Options: opts, webauthn: rp, ceremony: secret.Derive(opts.Key, "staff.passkey"), hasher: passhash.NewHasher(opts.Hash, 0, 0, 0),
		dummy:  sync.OnceValue(func() string { return passhash.Dummy(opts.Hash) }),
		sealer: seal, pending: pending{key: secret.Derive(opts.Key, "staff.pending")},
		invite: secret.Derive(opts.Key, "staff.invite"), recovery: secret.Derive(opts.Key, "staff.recovery")}, nil
}

// row is an admin_staff row.
type row struct {
	ID           int64      `db:"id"`
	Email        string     `db:"email"`
	Name         string     `db:"name"`
	Role         string     `db:"role"`
	PasswordHash string     `db:"password_hash"`
	TOTPSecret   string     `db:"totp_secret"`
	TOTPAt       *time.Time `db:"totp_confirmed_at"`
	TOTPLastStep int64      `db:"totp_last_step"`
	DisabledAt   *time.Time `db:"disabled_at"`
	CreatedAt    time.Time  `db:"created_at"`
	// Passkeys counts the account's passkeys.
	Passkeys int `db:"passkeys"`
}

const columns = `id, email, name, role, password_hash, totp_secret, totp_confirmed_at, totp_last_step, disabled_at, created_at,
	(SELECT COUNT(*) FROM staff_passkey p WHERE p.staff_id = admin_staff.id) AS passkeys`

// hasSecondFactor reports a confirmed authenticator or a passkey.
func (r row) hasSecondFactor() bool { return r.TOTPAt != nil || r.Passkeys > 0 }

func (r row) member(clubs []Club) Member {
	return Member{ID: r.ID, Email: r.Email, Name: r.Name, Role: access.Role(r.Role), Clubs: clubs, TwoFactor: r.hasSecondFactor(),
		TOTP: r.TOTPAt != nil, Passkeys: r.Passkeys,
		Invited: r.PasswordHash == "", Disabled: r.DisabledAt != nil, CreatedAt: r.CreatedAt}
}

// canSignIn reports whether the account may sign in at all.
func (r row) canSignIn() bool { return r.DisabledAt == nil && r.PasswordHash != "" }

func (s *service) byID(ctx context.Context, h db.Handle, id int64) (row, error) {
	var r row
	err := h.Get(ctx, &r, `SELECT `+columns+` FROM admin_staff WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, apperr.New(apperr.NotFound, "staff.notFound")
	}
	if err != nil {
		return row{}, fmt.Errorf("staff: load: %w", err)
	}
	return r, nil
}

func (s *service) clubs(ctx context.Context, h db.Handle, id int64) ([]Club, error) {
	clubs := []Club{}
	if err := h.Select(ctx, &clubs, `SELECT c.id, c.name, c.sku_prefix FROM admin_staff_club sc JOIN club c ON c.id = sc.club_id
		WHERE sc.staff_id = ? ORDER BY c.name, c.id`, id); err != nil {
		return nil, fmt.Errorf("staff: clubs: %w", err)
	}
	return clubs, nil
}

func (s *service) member(ctx context.Context, h db.Handle, r row) (Member, error) {
	clubs, err := s.clubs(ctx, h, r.ID)
	if err != nil {
		return Member{}, err
	}
	return r.member(clubs), nil
}

// manage returns the principal of ctx when it may manage staff; a refusal
// is recorded.
func (s *service) manage(ctx context.Context, op, objectID string) (access.Principal, error) {
	p, err := access.Require(ctx, access.StaffManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "staff", ObjectID: objectID, Outcome: audit.Refused}); rerr != nil {
			return p, rerr
		}
	}
	return p, err
}

func strptr(s string) *string { return &s }

func (s *service) Create(ctx context.Context, in NewMember) (Member, string, error) {
	if _, err := s.manage(ctx, "staff.create", ""); err != nil {
		return Member{}, "", err
	}
	var f apperr.Fields
	email := strings.ToLower(strings.TrimSpace(i18n.StripFormat(in.Email)))
	switch {
	case email == "":
		f.Add("email", "input.required")
	case len(email) > MaxEmail || !mail.ValidAddress(email):
		f.Add("email", "mail.address.invalid")
	}
	name := f.Line("name", in.Name, MaxName, false)
	if !in.Role.Valid() {
		f.Add("role", "staff.role.invalid")
	}
	clubs := slices.Compact(slices.Sorted(slices.Values(in.ClubIDs)))
	switch {
	case in.Role == access.Club && len(clubs) == 0:
		f.Add("clubs", "staff.clubs.required")
	case in.Role != access.Club && len(clubs) > 0:
		f.Add("clubs", "staff.clubs.onlyClubManagers")
	}
	if err := f.Err(); err != nil {
		return Member{}, "", err
	}
	token, err := secret.NewToken()
	if err != nil {
		return Member{}, "", wrap(err, "staff: create")
	}
	now := s.Now().UTC().Truncate(time.Second)
	var m Member
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		w := s.DB.Write()
		var id int64
		err := w.Get(ctx, &id, `INSERT INTO admin_staff (email, name, role, invite_hash, invite_expires_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
			email, name, string(in.Role), secret.HashToken(s.invite, token), now.Add(InviteLifetime), now, now)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.Conflict, "staff.emailTaken").OnField("email")
		}
		if err != nil {
			return fmt.Errorf("staff: create: %w", err)
		}
		for _, c := range clubs {
			var found int64
			if err := w.Get(ctx, &found, `SELECT id FROM club WHERE id = ?`, c); errors.Is(err, sql.ErrNoRows) {
				return apperr.New(apperr.Invalid, "staff.clubs.unknown").OnField("clubs")
			} else if err != nil {
				return fmt.Errorf("staff: create: %w", err)
			}
			if _, err := w.Exec(ctx, `INSERT INTO admin_staff_club (staff_id, club_id) VALUES (?, ?)`, id, c); err != nil {
				return fmt.Errorf("staff: create: %w", err)
			}
		}
		r, err := s.byID(ctx, w, id)
		if err != nil {
			return err
		}
		if m, err = s.member(ctx, w, r); err != nil {
			return err
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: "staff.create", ObjectType: "staff", ObjectID: fmt.Sprint(id), Outcome: audit.Done,
			Changes: []audit.Change{{Field: "email", After: strptr(email)}, {Field: "role", After: strptr(string(in.Role))}}})
	})
	if err != nil {
		return Member{}, "", err
	}
	return m, token, nil
}

func (s *service) List(ctx context.Context) ([]Member, error) {
	if _, err := s.manage(ctx, "staff.list", ""); err != nil {
		return nil, err
	}
	var rows []row
	r := s.DB.Read()
	if err := r.Select(ctx, &rows, `SELECT `+columns+` FROM admin_staff ORDER BY email`); err != nil {
		return nil, wrap(err, "staff: list")
	}
	out := make([]Member, 0, len(rows))
	for _, x := range rows {
		m, err := s.member(ctx, r, x)
		if err != nil {
			return nil, wrap(err, "staff: list")
		}
		out = append(out, m)
	}
	return out, nil
}

func (s *service) Clubs(ctx context.Context) ([]Club, error) {
	if _, err := s.manage(ctx, "staff.clubs", ""); err != nil {
		return nil, err
	}
	return ListClubs(ctx, s.DB)
}

// ListClubs are every club of the content system with its goods' SKU
// prefix, by name, for whoever checked the member may see them.
func ListClubs(ctx context.Context, d *db.DB) ([]Club, error) {
	clubs := []Club{}
	if err := d.Read().Select(ctx, &clubs, `SELECT c.id, c.name, c.sku_prefix, COALESCE(m.blob_key, '') AS logo_key
		FROM club c LEFT JOIN content_media m ON m.id = c.logo_id ORDER BY c.name, c.id`); err != nil {
		return nil, wrap(err, "staff: clubs")
	}
	return clubs, nil
}

func (s *service) Find(ctx context.Context, email string) (Member, error) {
	if _, err := s.manage(ctx, "staff.find", ""); err != nil {
		return Member{}, err
	}
	var x row
	err := s.DB.Read().Get(ctx, &x, `SELECT `+columns+` FROM admin_staff WHERE email = ?`, strings.ToLower(strings.TrimSpace(email)))
	if errors.Is(err, sql.ErrNoRows) {
		return Member{}, apperr.New(apperr.NotFound, "staff.notFound")
	}
	if err != nil {
		return Member{}, wrap(err, "staff: find")
	}
	m, err := s.member(ctx, s.DB.Read(), x)
	return m, wrap(err, "staff: find")
}

// change runs fn on the locked account id for an operation that needs
// access.StaffManage, records it with the changes fn returns, and ends
// the account's sessions.
func (s *service) change(ctx context.Context, op string, id int64, fn func(ctx context.Context, r row, now time.Time) ([]audit.Change, error)) error {
	p, err := s.manage(ctx, op, fmt.Sprint(id))
	if err != nil {
		return err
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		w := s.DB.Write()
		var r row
		err := w.GetForUpdate(ctx, &r, `SELECT `+columns+` FROM admin_staff WHERE id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "staff.notFound")
		}
		if err != nil {
			return fmt.Errorf("staff: %s: %w", op, err)
		}
		if op == "staff.disable" && p.StaffID == id {
			return apperr.New(apperr.Conflict, "staff.disable.self")
		}
		now := s.Now().UTC().Truncate(time.Second)
		changes, err := fn(ctx, r, now)
		if err != nil {
			return err
		}
		if _, err := w.Exec(ctx, `UPDATE admin_staff SET updated_at = ? WHERE id = ?`, now, id); err != nil {
			return fmt.Errorf("staff: %s: %w", op, err)
		}
		if _, err := s.Sessions.RevokeAll(ctx, session.Staff, id, 0); err != nil {
			return fmt.Errorf("staff: %s: end sessions: %w", op, err)
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "staff", ObjectID: fmt.Sprint(id), Outcome: audit.Done, Changes: changes})
	})
}

func (s *service) Disable(ctx context.Context, id int64) error {
	return s.change(ctx, "staff.disable", id, func(ctx context.Context, r row, now time.Time) ([]audit.Change, error) {
		if r.DisabledAt != nil {
			return nil, nil
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_staff SET disabled_at = ?, invite_hash = NULL WHERE id = ?`, now, r.ID); err != nil {
			return nil, fmt.Errorf("staff: disable: %w", err)
		}
		if err := s.removePasskeys(ctx, r.ID); err != nil {
			return nil, fmt.Errorf("staff: disable: %w", err)
		}
		return []audit.Change{{Field: "disabled", Before: strptr("false"), After: strptr("true")}}, nil
	})
}

func (s *service) ResetSecondFactor(ctx context.Context, id int64) error {
	return s.change(ctx, "staff.resetSecondFactor", id, func(ctx context.Context, r row, _ time.Time) ([]audit.Change, error) {
		w := s.DB.Write()
		if _, err := w.Exec(ctx, `UPDATE admin_staff SET totp_secret = '', totp_confirmed_at = NULL, totp_last_step = 0 WHERE id = ?`, r.ID); err != nil {
			return nil, fmt.Errorf("staff: reset second factor: %w", err)
		}
		if _, err := w.Exec(ctx, `DELETE FROM admin_staff_recovery WHERE staff_id = ?`, r.ID); err != nil {
			return nil, fmt.Errorf("staff: reset second factor: %w", err)
		}
		if err := s.removePasskeys(ctx, r.ID); err != nil {
			return nil, fmt.Errorf("staff: reset second factor: %w", err)
		}
		return []audit.Change{{Field: "twoFactor", Before: strptr(fmt.Sprint(r.hasSecondFactor())), After: strptr("false")},
			{Field: "passkeys", Before: strptr(fmt.Sprint(r.Passkeys)), After: strptr("0")}}, nil
	})
}

func (s *service) SetPassword(ctx context.Context, id int64, password string) error {
	var f apperr.Fields
	passhash.CheckRules(&f, "password", password)
	if err := f.Err(); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(ctx, clientKey(ctx), password)
	if err != nil {
		return hashError(err, "staff: set password")
	}
	return s.change(ctx, "staff.setPassword", id, func(ctx context.Context, r row, _ time.Time) ([]audit.Change, error) {
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_staff SET password_hash = ?, invite_hash = NULL WHERE id = ?`, hash, r.ID); err != nil {
			return nil, fmt.Errorf("staff: set password: %w", err)
		}
		return []audit.Change{{Field: "password", After: strptr("(changed)")}}, nil
	})
}

func (s *service) Reinvite(ctx context.Context, id int64) (string, error) {
	token, err := secret.NewToken()
	if err != nil {
		return "", wrap(err, "staff: reinvite")
	}
	err = s.change(ctx, "staff.reinvite", id, func(ctx context.Context, r row, now time.Time) ([]audit.Change, error) {
		if r.DisabledAt != nil {
			return nil, apperr.New(apperr.Conflict, "staff.disabled")
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_staff SET password_hash = '', invite_hash = ?, invite_expires_at = ? WHERE id = ?`,
			secret.HashToken(s.invite, token), now.Add(InviteLifetime), r.ID); err != nil {
			return nil, fmt.Errorf("staff: reinvite: %w", err)
		}
		return []audit.Change{{Field: "password", After: strptr("(reset)")}}, nil
	})
	if err != nil {
		return "", err
	}
	return token, nil
}

// clientKey is the client of the request in ctx, as hashes are bounded.
func clientKey(ctx context.Context) string { return ratelimit.IPKey(ratelimit.ClientFrom(ctx).IP) }

// hashError passes on a full queue's refusal and a client gone as they
// are, and wraps anything else.
func hashError(err error, op string) error {
	if passhash.IsBusy(err) || errors.Is(err, context.Canceled) {
		return err
	}
	return wrap(err, op)
}

// reserve takes a unit of every limit before an attempt; refused by any,
// it answers RateLimited with when to retry.
func (s *service) reserve(ctx context.Context, limits ...ratelimit.Limit) (ratelimit.Reservations, error) {
	rs, d, err := ratelimit.ReserveAll(ctx, s.Limiter, limits...)
	if err != nil {
		return nil, wrap(err, "staff: rate limit")
	}
	return rs, d.Err("staff.rateLimited")
}

func (s *service) release(ctx context.Context, rs ratelimit.Reservations) error {
	return wrap(rs.Release(ctx, s.Limiter), "staff: rate limit")
}

var errSignInFailed = apperr.New(apperr.AuthenticationFailed, "staff.signIn.failed")

func (s *service) SignIn(ctx context.Context, email, password string, client ratelimit.Client) (Attempt, error) {
	key := strings.ToLower(strings.TrimSpace(i18n.StripFormat(email)))
	malformed := key == "" || len(key) > MaxEmail || len(password) > 4*passhash.Max
	var r row
	found := false
	if !malformed {
		err := s.DB.Read().Get(ctx, &r, `SELECT `+columns+` FROM admin_staff WHERE email = ?`, key)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return Attempt{}, wrap(err, "staff: sign in")
		}
		found = err == nil
	}
	ipKey := ratelimit.IPKey(client.IP)
	account := "unknown:" + key
	if found {
		account = fmt.Sprint(r.ID)
	}
	reserved, err := s.reserve(ctx, ratelimit.Limit{Rule: SignInFailuresPerIP, Key: ipKey},
		ratelimit.Limit{Rule: SignInFailuresPerAccount, Key: account})
	if err != nil {
		return Attempt{}, err
	}
	if malformed {
		return Attempt{}, errSignInFailed
	}
	encoded := r.PasswordHash
	if !found || !r.canSignIn() {
		// The same hashing work as for a wrong password.
		encoded = s.dummy()
	}
	ok, _, err := s.hasher.Check(ctx, ipKey, false, encoded, password)
	if passhash.IsBusy(err) {
		return Attempt{}, errors.Join(err, s.release(ctx, reserved))
	}
	if err != nil {
		return Attempt{}, hashError(err, "staff: check password")
	}
	if !found || !ok || !r.canSignIn() {
		return Attempt{}, errSignInFailed
	}
	if err := s.release(ctx, reserved); err != nil {
		return Attempt{}, err
	}
	return s.afterPassword(ctx, r, client)
}

// afterPassword goes on from a proven password: the second factor, the
// enrolment, or the session.
func (s *service) afterPassword(ctx context.Context, r row, client ratelimit.Client) (Attempt, error) {
	m, err := s.member(ctx, s.DB.Read(), r)
	if err != nil {
		return Attempt{}, wrap(err, "staff: sign in")
	}
	expires := s.Now().Add(PendingLifetime)
	switch {
	case m.TwoFactor:
		return Attempt{Stage: SecondFactor, Member: m, Pending: s.pending.make(m.ID, SecondFactor, expires)}, nil
	case m.Role.NeedsSecondFactor():
		return Attempt{Stage: Enrol, Member: m, Pending: s.pending.make(m.ID, Enrol, expires)}, nil
	}
	return s.open(ctx, m, client, "password")
}

// removePasskeys removes the account's passkeys and its ceremonies begun.
func (s *service) removePasskeys(ctx context.Context, id int64) error {
	w := s.DB.Write()
	if _, err := w.Exec(ctx, `DELETE FROM staff_passkey WHERE staff_id = ?`, id); err != nil {
		return err
	}
	_, err := w.Exec(ctx, `DELETE FROM staff_passkey_challenge WHERE staff_id = ?`, id)
	return err
}

// open begins a session of m, recorded as a sign-in by method (password,
// totp, recovery, passkey).
func (s *service) open(ctx context.Context, m Member, client ratelimit.Client, method string) (Attempt, error) {
	a := Attempt{Stage: SignedIn, Member: m}
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if a.Token, a.Session, err = s.Sessions.Create(ctx, session.Staff, m.ID, session.ViaCookie, client); err != nil {
			return err
		}
		ctx = access.With(ctx, m.Principal(client, a.Session.ID))
		return s.Audit.Record(ctx, audit.Entry{Operation: "staff.signIn", ObjectType: "staff", ObjectID: fmt.Sprint(m.ID), Outcome: audit.Done,
			Changes: []audit.Change{{Field: "method", After: strptr(method)}}})
	})
	if err != nil {
		return Attempt{}, wrap(err, "staff: open session")
	}
	return a, nil
}

func (s *service) AcceptInvite(ctx context.Context, token, name, password string, client ratelimit.Client) (Attempt, error) {
	if _, err := s.reserve(ctx, ratelimit.Limit{Rule: InvitesPerIP, Key: ratelimit.IPKey(client.IP)}); err != nil {
		return Attempt{}, err
	}
	var f apperr.Fields
	name = f.Line("name", name, MaxName, true)
	passhash.CheckRules(&f, "password", password)
	if err := f.Err(); err != nil {
		return Attempt{}, err
	}
	invalid := apperr.New(apperr.NotFound, "staff.invite.invalid")
	if !secret.WellFormedToken(token) {
		return Attempt{}, invalid
	}
	hash, err := s.hasher.Hash(ctx, ratelimit.IPKey(client.IP), password)
	if err != nil {
		return Attempt{}, hashError(err, "staff: invitation")
	}
	var r row
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		w := s.DB.Write()
		err := w.GetForUpdate(ctx, &r, `SELECT `+columns+` FROM admin_staff WHERE invite_hash = ? AND invite_expires_at > ? AND disabled_at IS NULL`,
			secret.HashToken(s.invite, token), s.Now().UTC())
		if errors.Is(err, sql.ErrNoRows) {
			return invalid
		}
		if err != nil {
			return fmt.Errorf("staff: invitation: %w", err)
		}
		if _, err := w.Exec(ctx, `UPDATE admin_staff SET name = ?, password_hash = ?, invite_hash = NULL, invite_expires_at = NULL, updated_at = ?
			WHERE id = ?`, name, hash, s.Now().UTC().Truncate(time.Second), r.ID); err != nil {
			return fmt.Errorf("staff: invitation: %w", err)
		}
		r.Name, r.PasswordHash = name, hash
		m, err := s.member(ctx, w, r)
		if err != nil {
			return err
		}
		ctx = access.With(ctx, m.Principal(client, 0))
		return s.Audit.Record(ctx, audit.Entry{Operation: "staff.acceptInvite", ObjectType: "staff", ObjectID: fmt.Sprint(r.ID), Outcome: audit.Done,
			Changes: []audit.Change{{Field: "name", After: strptr(name)}, {Field: "password", After: strptr("(set)")}}})
	})
	if err != nil {
		return Attempt{}, wrap(err, "staff: invitation")
	}
	return s.afterPassword(ctx, r, client)
}

var errPendingExpired = apperr.New(apperr.Unauthenticated, "staff.pending.expired")

// pendingAt is the member of a pending proof at stage want; a proof at
// another stage is expired, as a lapsed one is.
func (s *service) pendingAt(ctx context.Context, proof string, want Stage) (Member, error) {
	m, stage, err := s.Pending(ctx, proof)
	if err != nil {
		return Member{}, err
	}
	if stage != want {
		return Member{}, errPendingExpired
	}
	return m, nil
}

func (s *service) Pending(ctx context.Context, proof string) (Member, Stage, error) {
	id, stage, ok := s.pending.read(proof, s.Now())
	if !ok {
		return Member{}, "", errPendingExpired
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if apperr.KindOf(err) == apperr.NotFound || (err == nil && !r.canSignIn()) {
		return Member{}, "", errPendingExpired
	}
	if err != nil {
		return Member{}, "", wrap(err, "staff: pending")
	}
	m, err := s.member(ctx, s.DB.Read(), r)
	if err != nil {
		return Member{}, "", wrap(err, "staff: pending")
	}
	// A proof of an enrolment since finished, or of a second factor since
	// reset, no longer fits the account.
	if (stage == SecondFactor) != m.TwoFactor {
		return Member{}, "", errPendingExpired
	}
	return m, stage, nil
}

var errWrongCode = apperr.New(apperr.AuthenticationFailed, "staff.code.wrong").OnField("code")

func (s *service) CheckSecondFactor(ctx context.Context, proof, code string, client ratelimit.Client) (Attempt, error) {
	m, err := s.pendingAt(ctx, proof, SecondFactor)
	if err != nil {
		return Attempt{}, err
	}
	reserved, err := s.reserve(ctx, ratelimit.Limit{Rule: SecondFactorFailuresPerAccount, Key: fmt.Sprint(m.ID)})
	if err != nil {
		return Attempt{}, err
	}
	code = strings.TrimSpace(code)
	accepted, method := false, "totp"
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		w := s.DB.Write()
		r, err := s.lockedRow(ctx, m.ID)
		if err != nil {
			return err
		}
		if rc := normalRecoveryCode(code); rc != "" {
			res, err := w.Exec(ctx, `UPDATE admin_staff_recovery SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL`,
				s.Now().UTC(), m.ID, secret.HashToken(s.recovery, rc))
			if err != nil {
				return fmt.Errorf("staff: recovery code: %w", err)
			}
			n, _ := res.RowsAffected()
			accepted, method = n == 1, "recovery"
			return nil
		}
		if r.TOTPAt == nil {
			// Passkeys only: no code fits.
			return nil
		}
		accepted, err = s.takeCode(ctx, r, code)
		return err
	})
	if err != nil {
		return Attempt{}, wrap(err, "staff: second factor")
	}
	if !accepted {
		return Attempt{}, errWrongCode
	}
	if err := s.release(ctx, reserved); err != nil {
		return Attempt{}, err
	}
	return s.open(ctx, m, client, method)
}

// takeCode accepts an authenticator's code for r, read under its row lock
// in ctx's transaction, once: its time step is kept, so neither it nor an
// older code is accepted again (RFC 6238 §5.2).
func (s *service) takeCode(ctx context.Context, r row, code string) (bool, error) {
	plain, err := s.sealer.open(r.TOTPSecret)
	if err != nil {
		return false, err
	}
	step, ok := matchCode(plain, code, s.Now(), r.TOTPLastStep)
	if !ok {
		return false, nil
	}
	if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_staff SET totp_last_step = ? WHERE id = ?`, step, r.ID); err != nil {
		return false, err
	}
	return true, nil
}

func (s *service) lockedRow(ctx context.Context, id int64) (row, error) {
	var r row
	err := s.DB.Write().GetForUpdate(ctx, &r, `SELECT `+columns+` FROM admin_staff WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, apperr.New(apperr.NotFound, "staff.notFound")
	}
	if err != nil {
		return row{}, fmt.Errorf("staff: load: %w", err)
	}
	return r, nil
}

func (s *service) StartEnrolment(ctx context.Context, id int64) (Enrolment, error) {
	var e Enrolment
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockedRow(ctx, id)
		if err != nil {
			return err
		}
		if r.TOTPAt != nil {
			return apperr.New(apperr.Conflict, "staff.enrol.done")
		}
		if e, err = newEnrolment(r.Email); err != nil {
			return err
		}
		_, err = s.DB.Write().Exec(ctx, `UPDATE admin_staff SET totp_secret = ?, totp_last_step = 0 WHERE id = ?`, s.sealer.seal(e.Secret), id)
		return err
	})
	if err != nil {
		return Enrolment{}, wrap(err, "staff: enrol")
	}
	return e, nil
}

func (s *service) ConfirmEnrolment(ctx context.Context, id int64, code string, open bool, client ratelimit.Client) (Attempt, []string, error) {
	reserved, err := s.reserve(ctx, ratelimit.Limit{Rule: SecondFactorFailuresPerAccount, Key: fmt.Sprint(id)})
	if err != nil {
		return Attempt{}, nil, err
	}
	codes := make([]string, RecoveryCodes)
	for i := range codes {
		codes[i] = newRecoveryCode()
	}
	var m Member
	accepted := false
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockedRow(ctx, id)
		if err != nil {
			return err
		}
		if r.TOTPAt != nil {
			return apperr.New(apperr.Conflict, "staff.enrol.done")
		}
		if r.TOTPSecret == "" {
			return apperr.New(apperr.Conflict, "staff.enrol.notStarted")
		}
		plain, err := s.sealer.open(r.TOTPSecret)
		if err != nil {
			return err
		}
		step, ok := matchCode(plain, strings.TrimSpace(code), s.Now(), 0)
		if !ok {
			return nil
		}
		accepted = true
		w := s.DB.Write()
		now := s.Now().UTC().Truncate(time.Second)
		if _, err := w.Exec(ctx, `UPDATE admin_staff SET totp_confirmed_at = ?, totp_last_step = ?, updated_at = ? WHERE id = ?`, now, step, now, id); err != nil {
			return fmt.Errorf("staff: enrol: %w", err)
		}
		if _, err := w.Exec(ctx, `DELETE FROM admin_staff_recovery WHERE staff_id = ?`, id); err != nil {
			return fmt.Errorf("staff: enrol: %w", err)
		}
		for _, c := range codes {
			if _, err := w.Exec(ctx, `INSERT INTO admin_staff_recovery (staff_id, code_hash) VALUES (?, ?)`, id, secret.HashToken(s.recovery, c)); err != nil {
				return fmt.Errorf("staff: enrol: %w", err)
			}
		}
		r.TOTPAt = &now
		if m, err = s.member(ctx, w, r); err != nil {
			return err
		}
		ctx = access.With(ctx, m.Principal(client, 0))
		return s.Audit.Record(ctx, audit.Entry{Operation: "staff.enrol", ObjectType: "staff", ObjectID: fmt.Sprint(id), Outcome: audit.Done,
			Changes: []audit.Change{{Field: "twoFactor", Before: strptr("false"), After: strptr("true")}}})
	})
	if err != nil {
		return Attempt{}, nil, wrap(err, "staff: enrol")
	}
	if !accepted {
		return Attempt{}, nil, errWrongCode
	}
	if err := s.release(ctx, reserved); err != nil {
		return Attempt{}, nil, err
	}
	if !open {
		return Attempt{Stage: SignedIn, Member: m}, codes, nil
	}
	a, err := s.open(ctx, m, client, "totp")
	return a, codes, err
}

var errSessionEnded = apperr.New(apperr.Unauthenticated, "admin.signInRequired")

func (s *service) Session(ctx context.Context, sess session.Session) (Member, error) {
	if sess.Kind != session.Staff {
		return Member{}, errSessionEnded
	}
	r, err := s.byID(ctx, s.DB.Read(), sess.SubjectID)
	if apperr.KindOf(err) == apperr.NotFound {
		return Member{}, errSessionEnded
	}
	if err != nil {
		return Member{}, wrap(err, "staff: session")
	}
	if !r.canSignIn() || (!r.hasSecondFactor() && access.Role(r.Role).NeedsSecondFactor()) {
		return Member{}, errSessionEnded
	}
	return s.member(ctx, s.DB.Read(), r)
}

// wrap names op in err for the log, keeping the apperr.Error inside (a
// person's message) what it is; nil stays nil.
func wrap(err error, op string) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", op, err)
}
