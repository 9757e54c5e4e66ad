package staff

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// This file holds the passkeys (WebAuthn, github.com/go-webauthn/webauthn):
// a second factor beside the authenticator app, and, once registered, a
// sign-in without a password.
//
// The relying party is the shop's public base URL: its host is the
// relying party id and its origin the one origin accepted. A base URL on a
// loopback address (a shop tried on this machine) names the relying party
// "localhost", as browsers take no IP address for one, and accepts the
// origin http(s)://localhost:<port> beside its own.
//
// A ceremony (registration or sign-in) begun keeps its challenge on the
// server (staff_passkey_challenge), under a keyed hash of a random handle
// that only the browser's HttpOnly cookie holds: it is taken once,
// whatever the outcome, and expires after CeremonyLifetime. The user
// handle of a passkey is the staff id as 8 bytes, never the email.

// CeremonyLifetime is how long a passkey ceremony begun may be finished.
const CeremonyLifetime = 5 * time.Minute

// MaxPasskeyName bounds a passkey's name in characters.
const MaxPasskeyName = 60

// maxPasskeys bounds the passkeys of one account.
const maxPasskeys = 20

// The purposes of a ceremony.
const (
	purposeRegister     = "register"
	purposeSignIn       = "signIn"
	purposeSecondFactor = "secondFactor"
)

// Passkey is a registered passkey as its member sees it.
type Passkey struct {
	ID         int64
	Name       string
	CreatedAt  time.Time
	LastUsedAt *time.Time
	// Synced reports a passkey its provider may copy to other devices
	// (backup eligible).
	Synced bool
}

// Ceremony is a WebAuthn ceremony begun for a browser.
type Ceremony struct {
	// Options are the options for navigator.credentials.create or get
	// (the "publicKey" member and, for a sign-in, "mediation"), as JSON
	// with binary values in base64url.
	Options json.RawMessage
	// Handle is the random handle of the challenge kept on the server,
	// for the browser's HttpOnly cookie only.
	Handle string
}

// relyingParty derives the WebAuthn configuration from the shop's base URL.
func relyingParty(baseURL string) (*webauthn.WebAuthn, error) {
	u, err := url.Parse(strings.TrimSuffix(baseURL, "/"))
	if err != nil || u.Hostname() == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("staff: passkeys need the shop's base URL, not %q", baseURL)
	}
	host := u.Hostname()
	rpID, origins := host, []string{u.Scheme + "://" + u.Host}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		rpID = "localhost"
		local := u.Scheme + "://localhost"
		if p := u.Port(); p != "" {
			local += ":" + p
		}
		origins = append(origins, local)
	}
	w, err := webauthn.New(&webauthn.Config{
		RPID: rpID, RPDisplayName: Issuer, RPOrigins: origins,
		AttestationPreference: protocol.PreferNoAttestation,
	})
	if err != nil {
		return nil, fmt.Errorf("staff: passkeys: %w", err)
	}
	return w, nil
}

// userHandle is the WebAuthn user handle of staff id: its 8 bytes.
func userHandle(id int64) []byte { return binary.BigEndian.AppendUint64(nil, uint64(id)) }

func staffOfHandle(h []byte) (int64, bool) {
	if len(h) != 8 {
		return 0, false
	}
	id := int64(binary.BigEndian.Uint64(h))
	return id, id > 0
}

// passkeyRow is a staff_passkey row.
type passkeyRow struct {
	ID           int64      `db:"id"`
	StaffID      int64      `db:"staff_id"`
	CredentialID string     `db:"credential_id"`
	PublicKey    string     `db:"public_key"`
	SignCount    int64      `db:"sign_count"`
	AAGUID       string     `db:"aaguid"`
	Transports   string     `db:"transports"`
	Flags        int64      `db:"flags"`
	Name         string     `db:"name"`
	CreatedAt    time.Time  `db:"created_at"`
	LastUsedAt   *time.Time `db:"last_used_at"`
}

const passkeyColumns = `id, staff_id, credential_id, public_key, sign_count, aaguid, transports, flags, name, created_at, last_used_at`

var b64 = base64.RawURLEncoding

func (p passkeyRow) passkey() Passkey {
	return Passkey{ID: p.ID, Name: p.Name, CreatedAt: p.CreatedAt, LastUsedAt: p.LastUsedAt,
		Synced: protocol.AuthenticatorFlags(p.Flags).HasBackupEligible()}
}

func (p passkeyRow) credential() (webauthn.Credential, error) {
	id, err1 := b64.DecodeString(p.CredentialID)
	key, err2 := b64.DecodeString(p.PublicKey)
	aaguid, err3 := b64.DecodeString(p.AAGUID)
	if err := errors.Join(err1, err2, err3); err != nil {
		return webauthn.Credential{}, fmt.Errorf("staff: passkey %d: %w", p.ID, err)
	}
	var transports []protocol.AuthenticatorTransport
	for t := range strings.SplitSeq(p.Transports, ",") {
		if t != "" {
			transports = append(transports, protocol.AuthenticatorTransport(t))
		}
	}
	return webauthn.Credential{ID: id, PublicKey: key, Transport: transports,
		Flags:         webauthn.NewCredentialFlags(protocol.AuthenticatorFlags(p.Flags)),
		Authenticator: webauthn.Authenticator{AAGUID: aaguid, SignCount: uint32(p.SignCount)}}, nil
}

// passkeyUser is an account as the WebAuthn library sees it.
type passkeyUser struct {
	r     row
	rows  []passkeyRow
	creds []webauthn.Credential
}

func (u *passkeyUser) WebAuthnID() []byte                         { return userHandle(u.r.ID) }
func (u *passkeyUser) WebAuthnName() string                       { return u.r.Email }
func (u *passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }
func (u *passkeyUser) WebAuthnDisplayName() string {
	if u.r.Name != "" {
		return u.r.Name
	}
	return u.r.Email
}

// rowOf returns the passkey row of credential id.
func (u *passkeyUser) rowOf(id []byte) (passkeyRow, bool) {
	enc := b64.EncodeToString(id)
	for _, p := range u.rows {
		if p.CredentialID == enc {
			return p, true
		}
	}
	return passkeyRow{}, false
}

func (s *service) passkeyRows(ctx context.Context, staffID int64) ([]passkeyRow, error) {
	rows := []passkeyRow{}
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+passkeyColumns+` FROM staff_passkey WHERE staff_id = ? ORDER BY created_at, id`, staffID); err != nil {
		return nil, fmt.Errorf("staff: passkeys: %w", err)
	}
	return rows, nil
}

func (s *service) passkeyUser(ctx context.Context, r row) (*passkeyUser, error) {
	rows, err := s.passkeyRows(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	u := &passkeyUser{r: r, rows: rows}
	for _, p := range rows {
		c, err := p.credential()
		if err != nil {
			return nil, err
		}
		u.creds = append(u.creds, c)
	}
	return u, nil
}

var (
	errCeremonyExpired = apperr.New(apperr.Invalid, "staff.passkey.expired")
	errPasskeyFailed   = apperr.New(apperr.AuthenticationFailed, "staff.passkey.failed")
	errConfirmWrong    = apperr.New(apperr.AuthenticationFailed, "staff.passkey.confirmWrong").OnField("confirm")
)

// saveCeremony keeps a ceremony's session data and returns its handle.
func (s *service) saveCeremony(ctx context.Context, purpose string, staffID int64, data *webauthn.SessionData) (string, error) {
	handle, err := secret.NewToken()
	if err != nil {
		return "", err
	}
	body, err := json.Marshal(data)
	if err != nil {
		return "", err
	}
	now := s.Now().UTC()
	var who *int64
	if staffID > 0 {
		who = &staffID
	}
	w := s.DB.Write()
	if _, err := w.Exec(ctx, `DELETE FROM staff_passkey_challenge WHERE expires_at < ?`, now); err != nil {
		return "", fmt.Errorf("staff: passkey ceremony: %w", err)
	}
	if _, err := w.Exec(ctx, `INSERT INTO staff_passkey_challenge (handle_hash, purpose, staff_id, data, expires_at) VALUES (?, ?, ?, ?, ?)`,
		secret.HashToken(s.ceremony, handle), purpose, who, string(body), now.Add(CeremonyLifetime)); err != nil {
		return "", fmt.Errorf("staff: passkey ceremony: %w", err)
	}
	return handle, nil
}

// takeCeremony takes (and so ends) the ceremony of handle for purpose and
// staffID (0: none); errCeremonyExpired when there is none such, or it
// expired.
func (s *service) takeCeremony(ctx context.Context, handle, purpose string, staffID int64) (webauthn.SessionData, error) {
	if !secret.WellFormedToken(handle) {
		return webauthn.SessionData{}, errCeremonyExpired
	}
	var c struct {
		Purpose string        `db:"purpose"`
		StaffID sql.NullInt64 `db:"staff_id"`
		Data    string        `db:"data"`
		Expires time.Time     `db:"expires_at"`
	}
	err := s.DB.Write().Get(ctx, &c, `DELETE FROM staff_passkey_challenge WHERE handle_hash = ? RETURNING purpose, staff_id, data, expires_at`,
		secret.HashToken(s.ceremony, handle))
	if errors.Is(err, sql.ErrNoRows) {
		return webauthn.SessionData{}, errCeremonyExpired
	}
	if err != nil {
		return webauthn.SessionData{}, fmt.Errorf("staff: passkey ceremony: %w", err)
	}
	if c.Purpose != purpose || c.StaffID.Int64 != staffID || !s.Now().Before(c.Expires) {
		return webauthn.SessionData{}, errCeremonyExpired
	}
	var data webauthn.SessionData
	if err := json.Unmarshal([]byte(c.Data), &data); err != nil {
		return webauthn.SessionData{}, fmt.Errorf("staff: passkey ceremony: %w", err)
	}
	return data, nil
}

func ceremony(options any, handle string) (Ceremony, error) {
	b, err := json.Marshal(options)
	if err != nil {
		return Ceremony{}, fmt.Errorf("staff: passkey options: %w", err)
	}
	return Ceremony{Options: b, Handle: handle}, nil
}

// registrant is the account a registration is for: the pending proof's at
// the stage Enrol, else id's after confirm (its password or a current
// code) is checked.
func (s *service) registrant(ctx context.Context, id int64, proof, confirm string) (row, bool, error) {
	if proof != "" {
		m, err := s.pendingAt(ctx, proof, Enrol)
		if err != nil {
			return row{}, false, err
		}
		r, err := s.byID(ctx, s.DB.Read(), m.ID)
		return r, true, err
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return row{}, false, err
	}
	if !r.canSignIn() {
		return row{}, false, errSessionEnded
	}
	return r, false, nil
}

// checkConfirm checks a recent proof of who asks: a current code of the
// account's authenticator, or its password; limited as sign-ins are.
func (s *service) checkConfirm(ctx context.Context, r row, confirm string) error {
	client := ratelimit.ClientFrom(ctx)
	reserved, err := s.reserve(ctx, ratelimit.Limit{Rule: SignInFailuresPerIP, Key: ratelimit.IPKey(client.IP)},
		ratelimit.Limit{Rule: SignInFailuresPerAccount, Key: fmt.Sprint(r.ID)})
	if err != nil {
		return err
	}
	confirm = strings.TrimSpace(confirm)
	if confirm == "" || len(confirm) > 4*passhash.Max {
		return errConfirmWrong
	}
	if len(confirm) == 6 && strings.Trim(confirm, "0123456789") == "" && r.TOTPAt != nil {
		accepted := false
		err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
			locked, err := s.lockedRow(ctx, r.ID)
			if err != nil {
				return err
			}
			accepted, err = s.takeCode(ctx, locked, confirm)
			return err
		})
		if err != nil {
			return wrap(err, "staff: confirm")
		}
		if !accepted {
			return errConfirmWrong
		}
		return s.release(ctx, reserved)
	}
	ok, _, err := s.hasher.Check(ctx, ratelimit.IPKey(client.IP), false, r.PasswordHash, confirm)
	if passhash.IsBusy(err) {
		return errors.Join(err, s.release(ctx, reserved))
	}
	if err != nil {
		return hashError(err, "staff: confirm")
	}
	if !ok {
		return errConfirmWrong
	}
	return s.release(ctx, reserved)
}

func (s *service) BeginPasskeyRegistration(ctx context.Context, id int64, proof, confirm string) (Ceremony, error) {
	r, enrolling, err := s.registrant(ctx, id, proof, confirm)
	if err != nil {
		return Ceremony{}, err
	}
	if !enrolling {
		if err := s.checkConfirm(ctx, r, confirm); err != nil {
			return Ceremony{}, err
		}
	}
	u, err := s.passkeyUser(ctx, r)
	if err != nil {
		return Ceremony{}, err
	}
	if len(u.creds) >= maxPasskeys {
		return Ceremony{}, apperr.New(apperr.Conflict, "staff.passkey.tooMany", "max", maxPasskeys)
	}
	exclude := make([]protocol.CredentialDescriptor, len(u.creds))
	for i, c := range u.creds {
		exclude[i] = c.Descriptor()
	}
	options, data, err := s.webauthn.BeginRegistration(u,
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementRequired),
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification: protocol.VerificationRequired}),
		webauthn.WithExclusions(exclude),
		webauthn.WithConveyancePreference(protocol.PreferNoAttestation))
	if err != nil {
		return Ceremony{}, fmt.Errorf("staff: begin passkey registration: %w", err)
	}
	handle, err := s.saveCeremony(ctx, purposeRegister, r.ID, data)
	if err != nil {
		return Ceremony{}, err
	}
	return ceremony(options, handle)
}

func (s *service) FinishPasskeyRegistration(ctx context.Context, id int64, proof, handle, name string, response []byte, client ratelimit.Client) (Attempt, Passkey, error) {
	r, enrolling, err := s.registrant(ctx, id, proof, "")
	if err != nil {
		return Attempt{}, Passkey{}, err
	}
	var f apperr.Fields
	name = f.Line("name", name, MaxPasskeyName, false)
	if err := f.Err(); err != nil {
		return Attempt{}, Passkey{}, err
	}
	data, err := s.takeCeremony(ctx, handle, purposeRegister, r.ID)
	if err != nil {
		return Attempt{}, Passkey{}, err
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(response)
	if err != nil {
		return Attempt{}, Passkey{}, invalidPasskey(err)
	}
	u, err := s.passkeyUser(ctx, r)
	if err != nil {
		return Attempt{}, Passkey{}, err
	}
	cred, err := s.webauthn.CreateCredential(u, data, parsed)
	if err != nil {
		return Attempt{}, Passkey{}, invalidPasskey(err)
	}
	if name == "" {
		name = defaultPasskeyName(cred.Transport)
	}
	transports := make([]string, len(cred.Transport))
	for i, t := range cred.Transport {
		transports[i] = string(t)
	}
	now := s.Now().UTC().Truncate(time.Second)
	var pk Passkey
	var m Member
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		locked, err := s.lockedRow(ctx, r.ID)
		if err != nil {
			return err
		}
		if !locked.canSignIn() {
			return errSessionEnded
		}
		w := s.DB.Write()
		var pid int64
		err = w.Get(ctx, &pid, `INSERT INTO staff_passkey (staff_id, credential_id, public_key, sign_count, aaguid, transports, flags, name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
			r.ID, b64.EncodeToString(cred.ID), b64.EncodeToString(cred.PublicKey), int64(cred.Authenticator.SignCount),
			b64.EncodeToString(cred.Authenticator.AAGUID), strings.Join(transports, ","), int64(cred.Flags.ProtocolValue()), name, now)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.Conflict, "staff.passkey.known")
		}
		if err != nil {
			return fmt.Errorf("staff: register passkey: %w", err)
		}
		pk = Passkey{ID: pid, Name: name, CreatedAt: now, Synced: cred.Flags.BackupEligible}
		if _, err := w.Exec(ctx, `UPDATE admin_staff SET updated_at = ? WHERE id = ?`, now, r.ID); err != nil {
			return fmt.Errorf("staff: register passkey: %w", err)
		}
		locked.Passkeys++
		if m, err = s.member(ctx, w, locked); err != nil {
			return err
		}
		if _, ok := access.From(ctx); !ok {
			ctx = access.With(ctx, m.Principal(client, 0))
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: "staff.passkey.register", ObjectType: "staff", ObjectID: fmt.Sprint(r.ID), Outcome: audit.Done,
			Changes: []audit.Change{{Field: "passkey", After: strptr(name)}}})
	})
	if err != nil {
		return Attempt{}, Passkey{}, wrap(err, "staff: register passkey")
	}
	if !enrolling {
		return Attempt{Stage: SignedIn, Member: m}, pk, nil
	}
	a, err := s.open(ctx, m, client, "passkey")
	return a, pk, err
}

// invalidPasskey is a browser's answer that does not register: the
// reason stays in the log.
func invalidPasskey(cause error) error {
	e := apperr.New(apperr.Invalid, "staff.passkey.invalid")
	e.Cause = cause
	return e
}

// defaultPasskeyName is a passkey's name when its member gives none.
func defaultPasskeyName(transports []protocol.AuthenticatorTransport) string {
	for _, t := range transports {
		if t == protocol.Internal || t == protocol.Hybrid {
			return "Passkey"
		}
	}
	if len(transports) > 0 {
		return "Security key"
	}
	return "Passkey"
}

func (s *service) Passkeys(ctx context.Context, id int64) ([]Passkey, error) {
	rows, err := s.passkeyRows(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]Passkey, len(rows))
	for i, p := range rows {
		out[i] = p.passkey()
	}
	return out, nil
}

// ownPasskey runs fn on the locked passkey passkeyID of the account id
// and records op; someone else's passkey is NotFound, as is none.
func (s *service) ownPasskey(ctx context.Context, op string, id, passkeyID int64, fn func(ctx context.Context, p passkeyRow) ([]audit.Change, error)) error {
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var p passkeyRow
		err := s.DB.Write().GetForUpdate(ctx, &p, `SELECT `+passkeyColumns+` FROM staff_passkey WHERE id = ? AND staff_id = ?`, passkeyID, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "staff.passkey.notFound")
		}
		if err != nil {
			return fmt.Errorf("staff: %s: %w", op, err)
		}
		changes, err := fn(ctx, p)
		if err != nil {
			return err
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "staff", ObjectID: fmt.Sprint(id), Outcome: audit.Done, Changes: changes})
	})
}

func (s *service) RenamePasskey(ctx context.Context, id, passkeyID int64, name string) (Passkey, error) {
	var f apperr.Fields
	name = f.Line("name", name, MaxPasskeyName, true)
	if err := f.Err(); err != nil {
		return Passkey{}, err
	}
	var out Passkey
	err := s.ownPasskey(ctx, "staff.passkey.rename", id, passkeyID, func(ctx context.Context, p passkeyRow) ([]audit.Change, error) {
		if _, err := s.DB.Write().Exec(ctx, `UPDATE staff_passkey SET name = ? WHERE id = ?`, name, p.ID); err != nil {
			return nil, fmt.Errorf("staff: rename passkey: %w", err)
		}
		before := p.Name
		p.Name = name
		out = p.passkey()
		return []audit.Change{{Field: "passkey", Before: &before, After: strptr(name)}}, nil
	})
	return out, wrap(err, "staff: rename passkey")
}

func (s *service) RemovePasskey(ctx context.Context, id, passkeyID int64) error {
	err := s.ownPasskey(ctx, "staff.passkey.remove", id, passkeyID, func(ctx context.Context, p passkeyRow) ([]audit.Change, error) {
		r, err := s.lockedRow(ctx, id)
		if err != nil {
			return nil, err
		}
		// The last second factor of a role that needs one stays: the
		// owner resets it instead, and the member enrols again.
		if r.TOTPAt == nil && r.Passkeys == 1 && access.Role(r.Role).NeedsSecondFactor() {
			return nil, apperr.New(apperr.Conflict, "staff.passkey.last")
		}
		if _, err := s.DB.Write().Exec(ctx, `DELETE FROM staff_passkey WHERE id = ?`, p.ID); err != nil {
			return nil, fmt.Errorf("staff: remove passkey: %w", err)
		}
		return []audit.Change{{Field: "passkey", Before: strptr(p.Name)}}, nil
	})
	return wrap(err, "staff: remove passkey")
}

func (s *service) BeginPasskeySignIn(ctx context.Context, proof string) (Ceremony, error) {
	if proof == "" {
		options, data, err := s.webauthn.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
		if err != nil {
			return Ceremony{}, fmt.Errorf("staff: begin passkey sign-in: %w", err)
		}
		handle, err := s.saveCeremony(ctx, purposeSignIn, 0, data)
		if err != nil {
			return Ceremony{}, err
		}
		return ceremony(options, handle)
	}
	m, err := s.pendingAt(ctx, proof, SecondFactor)
	if err != nil {
		return Ceremony{}, err
	}
	r, err := s.byID(ctx, s.DB.Read(), m.ID)
	if err != nil {
		return Ceremony{}, wrap(err, "staff: begin passkey sign-in")
	}
	u, err := s.passkeyUser(ctx, r)
	if err != nil {
		return Ceremony{}, err
	}
	if len(u.creds) == 0 {
		return Ceremony{}, apperr.New(apperr.Conflict, "staff.passkey.none")
	}
	options, data, err := s.webauthn.BeginLogin(u, webauthn.WithUserVerification(protocol.VerificationPreferred))
	if err != nil {
		return Ceremony{}, fmt.Errorf("staff: begin passkey sign-in: %w", err)
	}
	handle, err := s.saveCeremony(ctx, purposeSecondFactor, m.ID, data)
	if err != nil {
		return Ceremony{}, err
	}
	return ceremony(options, handle)
}

func (s *service) FinishPasskeySignIn(ctx context.Context, proof, handle string, response []byte, client ratelimit.Client) (Attempt, error) {
	parsed, perr := protocol.ParseCredentialRequestResponseBytes(response)
	if proof == "" {
		return s.finishPasswordless(ctx, handle, parsed, perr, client)
	}
	m, err := s.pendingAt(ctx, proof, SecondFactor)
	if err != nil {
		return Attempt{}, err
	}
	reserved, err := s.reserve(ctx, ratelimit.Limit{Rule: SecondFactorFailuresPerAccount, Key: fmt.Sprint(m.ID)})
	if err != nil {
		return Attempt{}, err
	}
	data, err := s.takeCeremony(ctx, handle, purposeSecondFactor, m.ID)
	if err != nil {
		return Attempt{}, err
	}
	if perr != nil {
		return Attempt{}, errPasskeyFailed
	}
	r, err := s.byID(ctx, s.DB.Read(), m.ID)
	if err != nil {
		return Attempt{}, wrap(err, "staff: passkey sign-in")
	}
	u, err := s.passkeyUser(ctx, r)
	if err != nil {
		return Attempt{}, err
	}
	cred, err := s.webauthn.ValidateLogin(u, data, parsed)
	if err != nil {
		return Attempt{}, errPasskeyFailed
	}
	if err := s.usePasskey(ctx, u, cred, m, client); err != nil {
		return Attempt{}, err
	}
	if err := s.release(ctx, reserved); err != nil {
		return Attempt{}, err
	}
	return s.open(ctx, m, client, "passkey")
}

// finishPasswordless signs in with a discoverable passkey alone: every
// failure answers the same errSignInFailed.
func (s *service) finishPasswordless(ctx context.Context, handle string, parsed *protocol.ParsedCredentialAssertionData, perr error, client ratelimit.Client) (Attempt, error) {
	limits := []ratelimit.Limit{{Rule: SignInFailuresPerIP, Key: ratelimit.IPKey(client.IP)}}
	var staffID int64
	if perr == nil {
		if id, ok := staffOfHandle(parsed.Response.UserHandle); ok {
			staffID = id
			limits = append(limits, ratelimit.Limit{Rule: SignInFailuresPerAccount, Key: fmt.Sprint(id)})
		}
	}
	reserved, err := s.reserve(ctx, limits...)
	if err != nil {
		return Attempt{}, err
	}
	data, err := s.takeCeremony(ctx, handle, purposeSignIn, 0)
	if err != nil {
		return Attempt{}, err
	}
	if perr != nil || staffID == 0 {
		return Attempt{}, errSignInFailed
	}
	var u *passkeyUser
	var lookup error
	_, cred, err := s.webauthn.ValidatePasskeyLogin(func(_, _ []byte) (webauthn.User, error) {
		r, err := s.byID(ctx, s.DB.Read(), staffID)
		if err != nil {
			lookup = err
			return nil, err
		}
		if !r.canSignIn() {
			return nil, errSignInFailed
		}
		if u, err = s.passkeyUser(ctx, r); err != nil {
			lookup = err
			return nil, err
		}
		return u, nil
	}, data, parsed)
	if lookup != nil && apperr.KindOf(lookup) != apperr.NotFound {
		return Attempt{}, wrap(lookup, "staff: passkey sign-in")
	}
	if err != nil {
		return Attempt{}, errSignInFailed
	}
	m, err := s.member(ctx, s.DB.Read(), u.r)
	if err != nil {
		return Attempt{}, wrap(err, "staff: passkey sign-in")
	}
	if err := s.usePasskey(ctx, u, cred, m, client); err != nil {
		if apperr.KindOf(err) == apperr.AuthenticationFailed {
			return Attempt{}, errSignInFailed
		}
		return Attempt{}, err
	}
	if err := s.release(ctx, reserved); err != nil {
		return Attempt{}, err
	}
	return s.open(ctx, m, client, "passkey")
}

// usePasskey keeps the signature counter and flags of a passkey just
// verified; a counter not above the one kept (unless both are 0, as with
// authenticators that keep none) means a cloned authenticator: refused
// and recorded.
func (s *service) usePasskey(ctx context.Context, u *passkeyUser, cred *webauthn.Credential, m Member, client ratelimit.Client) error {
	p, ok := u.rowOf(cred.ID)
	if !ok {
		return errPasskeyFailed
	}
	ctx = access.With(ctx, m.Principal(client, 0))
	if cred.Authenticator.CloneWarning {
		if err := s.Audit.Record(ctx, audit.Entry{Operation: "staff.passkey.signIn", ObjectType: "staff", ObjectID: fmt.Sprint(m.ID),
			Outcome: audit.Refused, Changes: []audit.Change{{Field: "signCount", Before: strptr(fmt.Sprint(p.SignCount)),
				After: strptr(fmt.Sprint(cred.Authenticator.SignCount))}}}); err != nil {
			return err
		}
		return errPasskeyFailed
	}
	res, err := s.DB.Write().Exec(ctx, `UPDATE staff_passkey SET sign_count = ?, flags = ?, last_used_at = ? WHERE id = ? AND sign_count = ?`,
		int64(cred.Authenticator.SignCount), int64(cred.Flags.ProtocolValue()), s.Now().UTC().Truncate(time.Second), p.ID, p.SignCount)
	if err != nil {
		return fmt.Errorf("staff: passkey sign-in: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		// Used at the same moment elsewhere: one of the two is a copy.
		return errPasskeyFailed
	}
	return nil
}
