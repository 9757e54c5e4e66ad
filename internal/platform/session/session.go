// Package session keeps who is signed in, for browsers and API clients
// alike: an opaque random token (package secret) names a row of
// auth_session, of which only a keyed hash is stored. A session belongs to
// a subject of some kind (a customer; later a member of staff), ends
// after an idle lifetime without use or at an absolute lifetime, whichever
// comes first, and can be revoked one by one or all of a subject's at
// once. Because the rows live in the database, every instance of the shop
// sees the same sessions.
//
// Browsers hold the token in the HttpOnly cookie paddock_session and never
// see it; API clients send it as "Authorization: Bearer <token>" (a bare
// token is taken as a bearer token). The HTTP side (http.go) reads either,
// looks the session up once per request when a handler asks, refuses
// cross-site requests that would change something with the cookie, and
// sets or clears the cookie.
package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// Kind is what a session's subject is.
type Kind string

// The kinds of subject.
const (
	// Customer is a customer account of the shop (package customer).
	Customer Kind = "customer"
	// Staff is a member of staff of the back office (package admin/staff).
	Staff Kind = "staff"
)

// Via is how the client holds the token.
type Via string

// The ways a client holds a token.
const (
	// ViaCookie is a browser holding it in the paddock_session cookie.
	ViaCookie Via = "cookie"
	// ViaBearer is an API client sending it in the Authorization header.
	ViaBearer Via = "bearer"
)

// Session is one signed-in client of a subject.
type Session struct {
	ID        int64     `db:"id"`
	Kind      Kind      `db:"subject_kind"`
	SubjectID int64     `db:"subject_id"`
	Via       Via       `db:"via"`
	IP        string    `db:"ip"`
	UserAgent string    `db:"user_agent"`
	CreatedAt time.Time `db:"created_at"`
	// LastSeenAt is when the session was last used, to TouchEvery.
	LastSeenAt time.Time `db:"last_seen_at"`
	// ExpiresAt is the end of its absolute lifetime.
	ExpiresAt time.Time `db:"expires_at"`
}

// Lifetimes bound how long a session lasts.
type Lifetimes struct {
	// Idle ends a session not used for this long.
	Idle time.Duration
	// Absolute ends a session this long after it began, used or not.
	Absolute time.Duration
}

// DefaultLifetimes keep a customer signed in on their own device for two
// weeks without a visit and three months at most, as shops usually do;
// the customer signs out on shared devices, and every password or email
// change ends the other sessions.
var DefaultLifetimes = Lifetimes{Idle: 14 * 24 * time.Hour, Absolute: 90 * 24 * time.Hour}

// TouchEvery is how stale LastSeenAt may get before a use writes it
// anew: the idle lifetime counts to the minute, without a write on every
// request.
const TouchEvery = 5 * time.Minute

// Options configure a Manager.
type Options struct {
	// Key is the shop's signing key (package secret); token hashes are
	// keyed with a key derived from it.
	Key []byte
	// Lifetimes default to DefaultLifetimes.
	Lifetimes Lifetimes
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

// Manager creates, finds and ends sessions in the database.
type Manager struct {
	db   *db.DB
	key  []byte
	life Lifetimes
	now  func() time.Time
}

// NewManager returns the sessions kept in d.
func NewManager(d *db.DB, opts Options) (*Manager, error) {
	if len(opts.Key) < 32 {
		return nil, errors.New("session: the signing key needs at least 32 bytes")
	}
	if opts.Lifetimes == (Lifetimes{}) {
		opts.Lifetimes = DefaultLifetimes
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Manager{db: d, key: secret.Derive(opts.Key, "session.token"), life: opts.Lifetimes, now: opts.Now}, nil
}

// Lifetimes are the lifetimes the manager gives sessions.
func (m *Manager) Lifetimes() Lifetimes { return m.life }

// Create begins a session of the subject for a client and returns its
// token, which is shown once and never stored. Called with a context
// carrying a transaction (db.InTransaction), it is part of it.
func (m *Manager) Create(ctx context.Context, kind Kind, subject int64, via Via, client ratelimit.Client) (string, Session, error) {
	return m.CreateUntil(ctx, kind, subject, via, client, time.Time{})
}

// CreateUntil is Create for a session that ends at until at the latest,
// before its absolute lifetime would end it (zero: no earlier end): a
// session staff opened as a customer (package admin/assist).
func (m *Manager) CreateUntil(ctx context.Context, kind Kind, subject int64, via Via, client ratelimit.Client, until time.Time) (string, Session, error) {
	token, err := secret.NewToken()
	if err != nil {
		return "", Session{}, err
	}
	now := m.now().UTC()
	end := now.Add(m.life.Absolute)
	if !until.IsZero() && until.Before(end) {
		end = until.UTC()
	}
	s := Session{Kind: kind, SubjectID: subject, Via: via, IP: client.IP, UserAgent: client.UserAgent,
		CreatedAt: now, LastSeenAt: now, ExpiresAt: end}
	err = m.db.Write().Get(ctx, &s.ID, `INSERT INTO auth_session (token_hash, subject_kind, subject_id, via, ip, user_agent, created_at, last_seen_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		secret.HashToken(m.key, token), string(kind), subject, string(via), s.IP, s.UserAgent, now, now, s.ExpiresAt)
	if err != nil {
		return "", Session{}, fmt.Errorf("session: create: %w", err)
	}
	return token, s, nil
}

// ErrNoSession is the answer of Lookup for a token that names no live
// session: malformed, unknown, revoked, idle too long or past its
// absolute lifetime.
var ErrNoSession = errors.New("session: no live session for this token")

const columns = `id, subject_kind, subject_id, via, ip, user_agent, created_at, last_seen_at, expires_at`

// Lookup returns the live session a token names and notes its use
// (at most every TouchEvery). A session found expired is deleted.
func (m *Manager) Lookup(ctx context.Context, token string) (Session, error) {
	if !secret.WellFormedToken(token) {
		return Session{}, ErrNoSession
	}
	var s Session
	err := m.db.Read().Get(ctx, &s, `SELECT `+columns+` FROM auth_session WHERE token_hash = ?`, secret.HashToken(m.key, token))
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, ErrNoSession
	}
	if err != nil {
		return Session{}, fmt.Errorf("session: look up: %w", err)
	}
	now := m.now().UTC()
	if !m.live(s, now) {
		if _, err := m.db.Write().Exec(ctx, `DELETE FROM auth_session WHERE id = ?`, s.ID); err != nil {
			return Session{}, fmt.Errorf("session: delete expired %d: %w", s.ID, err)
		}
		return Session{}, ErrNoSession
	}
	if now.Sub(s.LastSeenAt) >= TouchEvery {
		if _, err := m.db.Write().Exec(ctx, `UPDATE auth_session SET last_seen_at = ? WHERE id = ?`, now, s.ID); err != nil {
			return Session{}, fmt.Errorf("session: touch %d: %w", s.ID, err)
		}
		s.LastSeenAt = now
	}
	return s, nil
}

// live reports whether s is within both of its lifetimes at now.
func (m *Manager) live(s Session, now time.Time) bool {
	return now.Before(s.ExpiresAt) && now.Sub(s.LastSeenAt) < m.life.Idle
}

// Revoke ends one session; ending one that is gone already is no error.
func (m *Manager) Revoke(ctx context.Context, id int64) error {
	if _, err := m.db.Write().Exec(ctx, `DELETE FROM auth_session WHERE id = ?`, id); err != nil {
		return fmt.Errorf("session: revoke %d: %w", id, err)
	}
	return nil
}

// RevokeAll ends every session of a subject except the one with id
// except (0 ends all), and reports how many ended: after a password or
// email change, a reset, or a closed account.
func (m *Manager) RevokeAll(ctx context.Context, kind Kind, subject, except int64) (int, error) {
	res, err := m.db.Write().Exec(ctx, `DELETE FROM auth_session WHERE subject_kind = ? AND subject_id = ? AND id <> ?`,
		string(kind), subject, except)
	if err != nil {
		return 0, fmt.Errorf("session: revoke all of %s %d: %w", kind, subject, err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// List returns the live sessions of a subject, the most recently used
// first.
func (m *Manager) List(ctx context.Context, kind Kind, subject int64) ([]Session, error) {
	var all []Session
	if err := m.db.Read().Select(ctx, &all, `SELECT `+columns+` FROM auth_session WHERE subject_kind = ? AND subject_id = ?
		ORDER BY last_seen_at DESC, id DESC`, string(kind), subject); err != nil {
		return nil, fmt.Errorf("session: list %s %d: %w", kind, subject, err)
	}
	now := m.now().UTC()
	live := all[:0]
	for _, s := range all {
		if m.live(s, now) {
			live = append(live, s)
		}
	}
	return live, nil
}

// PruneJobKind is the periodic job that deletes ended sessions.
const PruneJobKind = "session.prune"

// Prune deletes the sessions past either lifetime and reports how many.
func (m *Manager) Prune(ctx context.Context) (int, error) {
	now := m.now().UTC()
	res, err := m.db.Write().Exec(ctx, `DELETE FROM auth_session WHERE expires_at <= ? OR last_seen_at <= ?`, now, now.Add(-m.life.Idle))
	if err != nil {
		return 0, fmt.Errorf("session: prune: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
