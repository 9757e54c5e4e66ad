package customer

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
	"paddock/internal/platform/session"
)

// An email change is confirmed by the owner of the new address, as large
// shops do: the request (with the password) answers the customer
// unchanged, whether or not another account has the address, and a job
// mails either a single-use link to the new address or, when another
// account has it, a note to that account's owner. Nobody learns through
// the answer whether an address has an account, and nobody moves an
// account to an address they cannot read.

// EmailChangeValidity is how long the link of an email change works.
const EmailChangeValidity = 24 * time.Hour

// EmailConfirmPath is the storefront page an email change's link leads
// to, after /{lang}.
const EmailConfirmPath = "/account/confirm-email"

// EmailChangeJobKind is the job of an email change: it mails the link to
// a free address, or the note to the owner of a taken one.
const EmailChangeJobKind = "customer.email-change"

// emailChange is an EmailChangeJobKind job's payload.
type emailChange struct {
	CustomerID int64  `json:"customer_id"`
	Email      string `json:"email"`
	// KeepSession is the session that asked: it stays when the change
	// ends the customer's other sessions.
	KeepSession int64  `json:"keep_session"`
	IP          string `json:"ip"`
}

func (s *service) ChangeEmail(ctx context.Context, id, keepSession int64, email, password string, from Origin) (Customer, error) {
	if err := s.refuseAssisted(ctx, keepSession); err != nil {
		return Customer{}, err
	}
	var f apperr.Fields
	email = checkEmail(&f, "email", email)
	if password == "" {
		f.Add("password", "input.required")
	}
	if err := f.Err(); err != nil {
		return Customer{}, err
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return Customer{}, err
	}
	if err := s.allow(ctx, EmailChangePerCustomer, fmt.Sprintf("customer:%d", id)); err != nil {
		return Customer{}, err
	}
	if err := s.checkCurrentPassword(ctx, r, "password", password); err != nil {
		return Customer{}, err
	}
	if email == r.Email {
		return r.customer(), nil
	}
	if s.Jobs == nil {
		return Customer{}, apperr.Wrap(errors.New("no job queue"), "customer: change email")
	}
	// Whether another account has the address is found out by the job,
	// so that the answer is the same either way.
	if err := s.Jobs.Enqueue(ctx, s.DB.Write(), EmailChangeJobKind, "",
		emailChange{CustomerID: id, Email: email, KeepSession: keepSession, IP: from.Client.IP}, time.Time{}); err != nil {
		return Customer{}, apperr.Wrap(err, "customer: change email")
	}
	return r.customer(), nil
}

// handleEmailChange runs an EmailChangeJobKind job. At most
// EmailMailsPerAddress mails a day go to one address, whichever kind:
// nobody can flood an inbox through the shop.
func (s *service) handleEmailChange(ctx context.Context, payload json.RawMessage) error {
	var req emailChange
	if err := json.Unmarshal(payload, &req); err != nil {
		return fmt.Errorf("customer: email change: %w", err)
	}
	r, err := s.byID(ctx, s.DB.Read(), req.CustomerID)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil // the account is gone
	}
	if err != nil {
		return err
	}
	owner, err := s.byEmail(ctx, s.DB.Read(), r.Website, req.Email)
	if err != nil && apperr.KindOf(err) != apperr.NotFound {
		return err
	}
	taken := err == nil && owner.ID != r.ID
	d, err := s.Limiter.Allow(ctx, EmailMailsPerAddress, emailKey(req.Email))
	if err != nil {
		return fmt.Errorf("customer: count email-change mails: %w", err)
	}
	if !d.Allowed {
		return nil
	}
	if taken {
		return s.DB.InTransaction(ctx, func(ctx context.Context) error {
			return s.mailEmailTaken(ctx, owner.customer())
		})
	}
	token, err := secret.NewToken()
	if err != nil {
		return err
	}
	now := s.now().UTC()
	var keep any
	if req.KeepSession != 0 {
		keep = req.KeepSession
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		// A new request replaces the older ones.
		if _, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_email_change WHERE customer_id = ?`, r.ID); err != nil {
			return fmt.Errorf("customer: drop older email changes: %w", err)
		}
		if _, err := s.DB.Write().Exec(ctx, `INSERT INTO customer_email_change (customer_id, email, token_hash, keep_session_id, ip, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, r.ID, req.Email, secret.HashToken(s.changeKey, token), keep, req.IP, now, now.Add(EmailChangeValidity)); err != nil {
			return fmt.Errorf("customer: store email change: %w", err)
		}
		return s.mailEmailConfirm(ctx, r.customer(), req.Email, token)
	})
}

func (s *service) ConfirmEmailChange(ctx context.Context, token string, from Origin) (Customer, error) {
	if err := s.allow(ctx, EmailConfirmPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return Customer{}, err
	}
	invalid := apperr.New(apperr.Invalid, "customer.emailChange.invalid").OnField("token")
	token = strings.TrimSpace(token)
	if !secret.WellFormedToken(token) {
		return Customer{}, invalid
	}
	now := s.now().UTC()
	var id int64
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var change struct {
			CustomerID  int64         `db:"customer_id"`
			Email       string        `db:"email"`
			KeepSession sql.NullInt64 `db:"keep_session_id"`
			ExpiresAt   time.Time     `db:"expires_at"`
		}
		err := s.DB.Write().GetForUpdate(ctx, &change, `SELECT customer_id, email, keep_session_id, expires_at FROM customer_email_change
			WHERE token_hash = ?`, secret.HashToken(s.changeKey, token))
		if errors.Is(err, sql.ErrNoRows) {
			return invalid
		}
		if err != nil {
			return fmt.Errorf("customer: find email change: %w", err)
		}
		if !now.Before(change.ExpiresAt) {
			return invalid
		}
		r, err := s.byID(ctx, s.DB.Write(), change.CustomerID)
		if err != nil {
			return invalid
		}
		id = r.ID
		// Whoever confirms reads the new address's mail: they may learn
		// that an account has taken it since.
		taken := apperr.New(apperr.Conflict, "customer.email.taken")
		var others []int64
		if err := s.DB.Write().Select(ctx, &others, `SELECT id FROM customer WHERE website = ? AND email_key = ? AND id <> ?`,
			r.Website, emailKey(change.Email), r.ID); err != nil {
			return fmt.Errorf("customer: check address: %w", err)
		}
		if len(others) > 0 {
			return taken
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET email = ?, email_key = ?, updated_at = ? WHERE id = ?`,
			change.Email, emailKey(change.Email), now, r.ID); err != nil {
			if isUniqueViolation(err) {
				return taken
			}
			return fmt.Errorf("customer: set address %d: %w", r.ID, err)
		}
		if _, err := s.Sessions.RevokeAll(ctx, session.Customer, r.ID, change.KeepSession.Int64); err != nil {
			return err
		}
		// A reset link went to the old address, which may be the reason
		// for the change; this link is used up with the others.
		if err := s.dropResetLinks(ctx, r.ID); err != nil {
			return err
		}
		if err := s.moveSubscription(ctx, r.Email, change.Email, from); err != nil {
			return err
		}
		return s.mailEmailChanged(ctx, r.customer(), change.Email)
	})
	if err != nil {
		return Customer{}, err
	}
	return s.Get(ctx, id)
}

// mailEmailConfirm sends the link of an email change to the new address,
// in the customer's language. The address has not shown yet that it is
// the customer's: the mail repeats nothing the customer wrote, the name
// neither.
func (s *service) mailEmailConfirm(ctx context.Context, c Customer, to, token string) error {
	t, l := i18n.Messages(), c.Locale
	return s.send(ctx, to, "customer.email-confirm", mail.Content{
		Locale:     l,
		Title:      t.T(l, "customer.mail.emailConfirm.subject"),
		Paragraphs: []string{mail.Greeting(l, ""), t.T(l, "customer.mail.emailConfirm.intro", "email", to)},
		Action:     &mail.Action{Label: t.T(l, "customer.mail.emailConfirm.action"), URL: s.layout.ShopURL(l, EmailConfirmPath, url.Values{"token": {token}})},
		After: []string{t.T(l, "customer.mail.emailConfirm.validity", "hours", int(EmailChangeValidity.Hours())),
			t.T(l, "customer.mail.emailConfirm.ignore")},
	})
}

// mailEmailTaken tells the owner of an address that someone tried to
// move another account to it, instead of telling that someone that the
// address has an account.
func (s *service) mailEmailTaken(ctx context.Context, owner Customer) error {
	return s.send(ctx, owner.Email, "customer.email-taken",
		s.takenContent(owner, "customer.mail.emailTaken.subject", "customer.mail.emailTaken.intro", "customer.mail.emailTaken.ignore"))
}
