package assist

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/customer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
	"paddock/internal/platform/session"
)

// Customers is what assistance asks of customer accounts.
type Customers interface {
	Get(ctx context.Context, id int64) (customer.Customer, error)
	// ByEmail is the account of a website with an address; NotFound
	// when none has it.
	ByEmail(ctx context.Context, website, email string) (customer.Customer, error)
	// IsLocked reports whether staff locked the account.
	IsLocked(ctx context.Context, id int64) (bool, error)
}

// Options are the service's dependencies.
type Options struct {
	DB *db.DB
	// Sessions are the customers' sessions (not the staff's).
	Sessions  *session.Manager
	Customers Customers
	Audit     audit.Service
	// BaseURL is the shop's public address, the links' start.
	BaseURL string
	// Key is the shop's signing key; tokens are hashed with a key
	// derived from it.
	Key []byte
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Options
	key     []byte
	lookups *Sessions
}

// NewService returns login as customer over opts.
func NewService(opts Options) (Service, error) {
	if opts.DB == nil || opts.Sessions == nil || opts.Customers == nil || opts.Audit == nil || opts.BaseURL == "" {
		return nil, errors.New("assist: the database, the sessions, the customers, the audit trail and the base URL are required")
	}
	if len(opts.Key) < 32 {
		return nil, errors.New("assist: the signing key needs at least 32 bytes")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{Options: opts, key: secret.Derive(opts.Key, "admin.assist.token"), lookups: NewSessions(opts.DB, opts.Now)}, nil
}

// ActAs returns ctx acting for the staff member of an assistance, so that
// the audit trail names them for what is done in an assisted session.
func ActAs(ctx context.Context, a Assist, client ratelimit.Client) context.Context {
	return access.With(ctx, access.Principal{StaffID: a.StaffID, Name: a.StaffName, Email: a.StaffEmail, IP: client.IP})
}

// require returns the principal when it may impersonate; a refusal of
// a signed-in member is recorded with the operation and object.
func (s *service) require(ctx context.Context, op, objectID string) (access.Principal, error) {
	p, err := access.Require(ctx, access.Impersonate)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "customer", ObjectID: objectID, Outcome: audit.Refused}); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *service) Start(ctx context.Context, customerID int64) (Link, error) {
	objectID := strconv.FormatInt(customerID, 10)
	p, err := s.require(ctx, "customer.assist.start", objectID)
	if err != nil {
		return Link{}, err
	}
	c, err := s.Customers.Get(ctx, customerID)
	if err != nil {
		return Link{}, err
	}
	if err := s.allowed(ctx, c); err != nil {
		return Link{}, err
	}
	token, err := secret.NewToken()
	if err != nil {
		return Link{}, apperr.Wrap(err, "assist: start")
	}
	now := s.Now().UTC()
	link := Link{URL: s.BaseURL + "/" + string(localeOf(c)) + Path + "#" + token, CustomerID: customerID, ExpiresAt: now.Add(LinkValidity)}
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Write().Exec(ctx, `INSERT INTO admin_assist (token_hash, staff_id, staff_name, staff_email, customer_id, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, secret.HashToken(s.key, token), p.StaffID, p.Name, p.Email, customerID, now, link.ExpiresAt); err != nil {
			return fmt.Errorf("assist: start for customer %d: %w", customerID, err)
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: "customer.assist.start", ObjectType: "customer", ObjectID: objectID, Outcome: audit.Done})
	})
	if err != nil {
		return Link{}, apperr.Wrap(err, "assist: start")
	}
	return link, nil
}

// allowed refuses a customer who has not allowed remote shopping
// assistance, or whose account staff locked, with a Conflict error.
func (s *service) allowed(ctx context.Context, c customer.Customer) error {
	if !c.AllowsRemoteAssistance() {
		return apperr.New(apperr.Conflict, "assist.notAllowed")
	}
	locked, err := s.Customers.IsLocked(ctx, c.ID)
	if err != nil {
		return err
	}
	if locked {
		return apperr.New(apperr.Conflict, "assist.locked")
	}
	return nil
}

func localeOf(c customer.Customer) i18n.Locale {
	if l, ok := i18n.Parse(string(c.Locale)); ok {
		return l
	}
	return i18n.Default
}

func errInvalidLink() error { return apperr.New(apperr.Invalid, "assist.invalidLink") }

func (s *service) Redeem(ctx context.Context, token string, via session.Via, client ratelimit.Client) (string, session.Session, error) {
	if !secret.WellFormedToken(token) {
		return "", session.Session{}, errInvalidLink()
	}
	var (
		sessionToken string
		sess         session.Session
		a            Assist
	)
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		now := s.Now().UTC()
		var row struct {
			ID         int64  `db:"id"`
			StaffID    int64  `db:"staff_id"`
			StaffName  string `db:"staff_name"`
			StaffEmail string `db:"staff_email"`
			CustomerID int64  `db:"customer_id"`
		}
		// One statement takes the link, so two redeeming it at once cannot
		// both succeed.
		err := s.DB.Write().Get(ctx, &row, `UPDATE admin_assist SET used_at = ?
			WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
			RETURNING id, staff_id, staff_name, staff_email, customer_id`, now, secret.HashToken(s.key, token), now)
		if errors.Is(err, sql.ErrNoRows) {
			return errInvalidLink()
		}
		if err != nil {
			return fmt.Errorf("assist: redeem: %w", err)
		}
		c, err := s.Customers.Get(ctx, row.CustomerID)
		if err == nil {
			err = s.allowed(ctx, c)
		}
		if k := apperr.KindOf(err); k == apperr.NotFound || k == apperr.Conflict {
			return errInvalidLink()
		}
		if err != nil {
			return err
		}
		a = Assist{ID: row.ID, StaffID: row.StaffID, StaffName: row.StaffName, StaffEmail: row.StaffEmail, CustomerID: row.CustomerID,
			EndsAt: now.Add(SessionLength)}
		if sessionToken, sess, err = s.Sessions.CreateUntil(ctx, session.Customer, row.CustomerID, via, client, a.EndsAt); err != nil {
			return err
		}
		a.SessionID = sess.ID
		// The row names the session by its id and its start: SQLite may give
		// a later session the id of one deleted.
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_assist SET session_id = ?, used_at = ? WHERE id = ?`, sess.ID, sess.CreatedAt, row.ID); err != nil {
			return fmt.Errorf("assist: redeem %d: %w", row.ID, err)
		}
		return s.Audit.Record(ActAs(ctx, a, client), audit.Entry{Operation: "customer.assist.redeem", ObjectType: "customer",
			ObjectID: strconv.FormatInt(row.CustomerID, 10), Outcome: audit.Done})
	})
	if err != nil {
		// An invalid link leaves the link as it was: the transaction is
		// rolled back.
		if apperr.KindOf(err) == apperr.Invalid {
			return "", session.Session{}, err
		}
		return "", session.Session{}, apperr.Wrap(err, "assist: redeem")
	}
	return sessionToken, sess, nil
}

func (s *service) TokenAsAdmin(ctx context.Context, website, email string, client ratelimit.Client) (string, error) {
	p, err := s.require(ctx, "customer.assist.token", "")
	if err != nil {
		return "", err
	}
	c, err := s.Customers.ByEmail(ctx, website, email)
	if err != nil {
		return "", err
	}
	if err := s.allowed(ctx, c); err != nil {
		return "", err
	}
	token, err := secret.NewToken()
	if err != nil {
		return "", apperr.Wrap(err, "assist: token")
	}
	var sessionToken string
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		now := s.Now().UTC()
		var id int64
		// The row stands for a link used at once: its token is never
		// handed out.
		if err := s.DB.Write().Get(ctx, &id, `INSERT INTO admin_assist (token_hash, staff_id, staff_name, staff_email, customer_id, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, secret.HashToken(s.key, token), p.StaffID, p.Name, p.Email, c.ID, now, now); err != nil {
			return fmt.Errorf("assist: token for customer %d: %w", c.ID, err)
		}
		var sess session.Session
		if sessionToken, sess, err = s.Sessions.CreateUntil(ctx, session.Customer, c.ID, session.ViaBearer, client, now.Add(SessionLength)); err != nil {
			return err
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_assist SET used_at = ?, session_id = ? WHERE id = ?`, sess.CreatedAt, sess.ID, id); err != nil {
			return fmt.Errorf("assist: token %d: %w", id, err)
		}
		return s.Audit.Record(ctx, audit.Entry{Operation: "customer.assist.token", ObjectType: "customer",
			ObjectID: strconv.FormatInt(c.ID, 10), Outcome: audit.Done})
	})
	if err != nil {
		return "", apperr.Wrap(err, "assist: token")
	}
	return sessionToken, nil
}

func (s *service) Assisted(ctx context.Context, sessionID int64) (Assist, bool, error) {
	return s.lookups.Assisted(ctx, sessionID)
}

func (s *service) End(ctx context.Context, sessionID int64) (bool, error) {
	a, ok, err := s.lookups.Assisted(ctx, sessionID)
	if err != nil || !ok {
		return false, err
	}
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Write().Exec(ctx, `UPDATE admin_assist SET ended_at = ? WHERE id = ? AND ended_at IS NULL`, s.Now().UTC(), a.ID); err != nil {
			return fmt.Errorf("assist: end %d: %w", a.ID, err)
		}
		if err := s.Sessions.Revoke(ctx, sessionID); err != nil {
			return err
		}
		client := ratelimit.ClientFrom(ctx)
		return s.Audit.Record(ActAs(ctx, a, client), audit.Entry{Operation: "customer.assist.end", ObjectType: "customer",
			ObjectID: strconv.FormatInt(a.CustomerID, 10), Outcome: audit.Done})
	})
	if err != nil {
		return false, apperr.Wrap(err, "assist: end")
	}
	return true, nil
}

// Sessions finds which customer sessions are assisted ones. It needs
// only the database, so the customer accounts, which Service depends on,
// can ask it (customer.Dependencies.Assistance).
type Sessions struct {
	db  *db.DB
	now func() time.Time
}

// NewSessions returns the lookup of assisted sessions in d; now is the
// clock (time.Now when nil).
func NewSessions(d *db.DB, now func() time.Time) *Sessions {
	if now == nil {
		now = time.Now
	}
	return &Sessions{db: d, now: now}
}

// Assisted returns the assistance of a customer session while it lasts;
// false for a session never assisted, ended or past SessionLength.
func (l *Sessions) Assisted(ctx context.Context, sessionID int64) (Assist, bool, error) {
	if sessionID == 0 {
		return Assist{}, false, nil
	}
	var row struct {
		ID         int64     `db:"id"`
		StaffID    int64     `db:"staff_id"`
		StaffName  string    `db:"staff_name"`
		StaffEmail string    `db:"staff_email"`
		CustomerID int64     `db:"customer_id"`
		ExpiresAt  time.Time `db:"expires_at"`
	}
	// The session must still be there, be the one the link began (its
	// subject and start), and the assistance not ended.
	err := l.db.Read().Get(ctx, &row, `SELECT a.id, a.staff_id, a.staff_name, a.staff_email, a.customer_id, s.expires_at
		FROM admin_assist a JOIN auth_session s ON s.id = a.session_id AND s.subject_kind = ? AND s.subject_id = a.customer_id AND s.created_at = a.used_at
		WHERE a.session_id = ? AND a.ended_at IS NULL ORDER BY a.id DESC LIMIT 1`, string(session.Customer), sessionID)
	if errors.Is(err, sql.ErrNoRows) {
		return Assist{}, false, nil
	}
	if err != nil {
		return Assist{}, false, apperr.Wrap(err, "assist: look up session")
	}
	a := Assist{ID: row.ID, StaffID: row.StaffID, StaffName: row.StaffName, StaffEmail: row.StaffEmail, CustomerID: row.CustomerID,
		SessionID: sessionID, EndsAt: row.ExpiresAt.UTC()}
	if !l.now().Before(a.EndsAt) {
		return Assist{}, false, nil
	}
	return a, true, nil
}

// AssistedBy is Assisted as the customer accounts ask it: the staff
// member's name and the session's end.
func (l *Sessions) AssistedBy(ctx context.Context, sessionID int64) (string, time.Time, bool, error) {
	a, ok, err := l.Assisted(ctx, sessionID)
	return a.StaffName, a.EndsAt, ok, err
}
