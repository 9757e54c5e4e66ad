package newsletter

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// Options configure the service.
type Options struct {
	// BaseURL is the shop's public address; links in mails start with it.
	BaseURL string
	// Key is the shop's signing key (package secret); the service derives
	// its own key for tokens from it.
	Key []byte
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Audit keeps the staff side's trail (Staff); the staff side fails
	// without it.
	Audit Auditor
}

type service struct {
	db      *db.DB
	mail    mail.Sender
	limiter ratelimit.Limiter
	layout  *mail.Layout
	key     []byte
	now     func() time.Time
	audit   Auditor
}

// NewService returns the newsletter on d, sending through sender and
// counting attempts with limiter.
func NewService(d *db.DB, sender mail.Sender, limiter ratelimit.Limiter, opts Options) (Service, error) {
	if len(opts.Key) < 32 {
		return nil, errors.New("newsletter: the signing key needs at least 32 bytes")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	base := strings.TrimRight(opts.BaseURL, "/")
	return &service{db: d, mail: sender, limiter: limiter, layout: mail.NewLayout(base),
		key: secret.Derive(opts.Key, "newsletter.token"), now: opts.Now, audit: opts.Audit}, nil
}

// Stored statuses.
const (
	dbUnconfirmed  = "unconfirmed"
	dbSubscribed   = "subscribed"
	dbUnsubscribed = "unsubscribed"
)

// Consent log actions.
const (
	actionRequested    = "requested"
	actionConfirmed    = "confirmed"
	actionUnsubscribed = "unsubscribed"
)

type subscriber struct {
	ID             int64      `db:"id"`
	Email          string     `db:"email"`
	StoreCode      string     `db:"store_code"`
	Locale         string     `db:"locale"`
	Status         string     `db:"status"`
	UnsubscribedAt *time.Time `db:"unsubscribed_at"`
}

func (s *service) Subscribe(ctx context.Context, email string, from Origin) (Status, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if !mail.ValidAddress(email) {
		return "", apperr.New(apperr.Invalid, "mail.address.invalid").OnField("email")
	}
	if err := s.allow(ctx, SubscribePerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return "", err
	}
	if err := s.allow(ctx, SubscribePerAddress, email); err != nil {
		return "", err
	}
	now := s.now().UTC()
	var status Status
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		sub, found, err := s.find(ctx, tx, email)
		if err != nil {
			return err
		}
		if !found {
			if _, err := tx.Exec(ctx, `INSERT INTO newsletter_subscriber (email, store_code, locale, status, requested_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
				email, from.Store.Code(), string(from.Store.Locale), dbUnconfirmed, now, now, now); err != nil {
				return fmt.Errorf("newsletter: add subscriber: %w", err)
			}
			if sub, found, err = s.find(ctx, tx, email); err != nil {
				return err
			} else if !found {
				return errors.New("newsletter: subscriber vanished after insert")
			}
		}
		if sub.Status == dbSubscribed {
			// The same answer as for any other address, so that nobody can
			// tell who subscribed; the subscriber gets nothing new.
			status = Unconfirmed
			return nil
		}
		if _, err := tx.Exec(ctx, `UPDATE newsletter_subscriber SET status = ?, store_code = ?, locale = ?, requested_at = ?, updated_at = ?
			WHERE id = ?`, dbUnconfirmed, from.Store.Code(), string(from.Store.Locale), now, now, sub.ID); err != nil {
			return fmt.Errorf("newsletter: request subscription: %w", err)
		}
		sub.StoreCode, sub.Locale = from.Store.Code(), string(from.Store.Locale)
		if err := s.log(ctx, tx, sub, actionRequested, consentText(from.Store.Locale), from, now); err != nil {
			return err
		}
		if err := s.sendConfirmation(ctx, tx, sub, from.Store.Locale, now); err != nil {
			return err
		}
		status = Unconfirmed
		return nil
	})
	if err != nil {
		return "", err
	}
	return status, nil
}

func (s *service) Confirm(ctx context.Context, raw string, from Origin) (Status, error) {
	t, err := s.checkToken(ctx, raw, kindConfirm, from)
	if err != nil {
		return "", err
	}
	now := s.now().UTC()
	var status Status
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		sub, err := s.byToken(ctx, tx, t)
		if err != nil {
			return err
		}
		switch {
		case sub.Status == dbSubscribed:
			// A link used before, even an expired one: nothing to do.
			status = Subscribed
			return nil
		case time.Unix(t.expires, 0).Before(now):
			return apperr.New(apperr.Invalid, "newsletter.token.expired").OnField("token")
		case sub.Status == dbUnsubscribed && sub.UnsubscribedAt != nil && t.issued().Before(*sub.UnsubscribedAt):
			// An old link must not undo a later unsubscription.
			return apperr.New(apperr.Invalid, "newsletter.token.superseded").OnField("token")
		}
		if _, err := tx.Exec(ctx, `UPDATE newsletter_subscriber SET status = ?, confirmed_at = ?, updated_at = ? WHERE id = ?`,
			dbSubscribed, now, now, sub.ID); err != nil {
			return fmt.Errorf("newsletter: confirm subscription: %w", err)
		}
		locale := subscriberLocale(sub)
		// The consent confirmed is the one given at the request, in the
		// language it was given in.
		if err := s.log(ctx, tx, sub, actionConfirmed, consentText(locale), from, now); err != nil {
			return err
		}
		if err := s.sendWelcome(ctx, tx, sub, locale); err != nil {
			return err
		}
		status = Subscribed
		return nil
	})
	if err != nil {
		return "", err
	}
	return status, nil
}

func (s *service) Unsubscribe(ctx context.Context, raw string, from Origin) (Status, error) {
	t, err := s.checkToken(ctx, raw, kindUnsubscribe, from)
	if err != nil {
		return "", err
	}
	now := s.now().UTC()
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		sub, err := s.byToken(ctx, tx, t)
		if err != nil {
			return err
		}
		if sub.Status == dbUnsubscribed {
			return nil
		}
		if _, err := tx.Exec(ctx, `UPDATE newsletter_subscriber SET status = ?, unsubscribed_at = ?, updated_at = ? WHERE id = ?`,
			dbUnsubscribed, now, now, sub.ID); err != nil {
			return fmt.Errorf("newsletter: unsubscribe: %w", err)
		}
		return s.log(ctx, tx, sub, actionUnsubscribed, i18n.Messages().T(from.Store.Locale, "newsletter.consent.withdrawn"), from, now)
	})
	if err != nil {
		return "", err
	}
	return Unsubscribed, nil
}

func (s *service) StatusOf(ctx context.Context, email string) (Status, error) {
	var status string
	err := s.db.Read().Get(ctx, &status, `SELECT status FROM newsletter_subscriber WHERE email = ?`, strings.ToLower(strings.TrimSpace(email)))
	if errors.Is(err, sql.ErrNoRows) {
		return NotActive, nil
	}
	if err != nil {
		return "", fmt.Errorf("newsletter: status: %w", err)
	}
	switch status {
	case dbSubscribed:
		return Subscribed, nil
	case dbUnconfirmed:
		return Unconfirmed, nil
	default:
		return Unsubscribed, nil
	}
}

func (s *service) Proof(ctx context.Context, email string) (Proof, error) {
	status, err := s.StatusOf(ctx, email)
	if err != nil || status == NotActive {
		return Proof{Status: status}, err
	}
	p := Proof{Status: status}
	if err := s.db.Read().Select(ctx, &p.Steps, `SELECT action, store_code, consent_text, ip, user_agent, created_at
		FROM newsletter_consent_log WHERE email = ? ORDER BY created_at, id`, strings.ToLower(strings.TrimSpace(email))); err != nil {
		return Proof{}, fmt.Errorf("newsletter: proof: %w", err)
	}
	for i := range p.Steps {
		p.Steps[i].At = p.Steps[i].At.UTC()
	}
	return p, nil
}

func (s *service) Withdraw(ctx context.Context, email string, from Origin) (Status, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	now := s.now().UTC()
	status := NotActive
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		sub, found, err := s.find(ctx, tx, email)
		if err != nil || !found {
			return err
		}
		status = Unsubscribed
		if sub.Status == dbUnsubscribed {
			return nil
		}
		if _, err := tx.Exec(ctx, `UPDATE newsletter_subscriber SET status = ?, unsubscribed_at = ?, updated_at = ? WHERE id = ?`,
			dbUnsubscribed, now, now, sub.ID); err != nil {
			return fmt.Errorf("newsletter: withdraw: %w", err)
		}
		return s.log(ctx, tx, sub, actionUnsubscribed, i18n.Messages().T(from.Store.Locale, "newsletter.consent.withdrawnAccount"), from, now)
	})
	if err != nil {
		return "", err
	}
	return status, nil
}

// checkToken reads a token of the wanted kind after counting the attempt.
func (s *service) checkToken(ctx context.Context, raw string, kind byte, from Origin) (token, error) {
	if err := s.allow(ctx, TokenPerIP, ratelimit.IPKey(from.Client.IP)); err != nil {
		return token{}, err
	}
	t, err := parseToken(raw)
	if err != nil || t.kind != kind {
		return token{}, apperr.New(apperr.Invalid, "newsletter.token.invalid").OnField("token")
	}
	return t, nil
}

// byToken loads and locks the subscriber a token names and checks its
// signature against the subscriber's address.
func (s *service) byToken(ctx context.Context, tx db.Handle, t token) (subscriber, error) {
	var sub subscriber
	err := tx.GetForUpdate(ctx, &sub, `SELECT id, email, store_code, locale, status, unsubscribed_at
		FROM newsletter_subscriber WHERE id = ?`, t.id)
	if errors.Is(err, sql.ErrNoRows) {
		return sub, apperr.New(apperr.Invalid, "newsletter.token.invalid").OnField("token")
	}
	if err != nil {
		return sub, fmt.Errorf("newsletter: load subscriber %d: %w", t.id, err)
	}
	if !t.valid(s.key, sub.Email) {
		return sub, apperr.New(apperr.Invalid, "newsletter.token.invalid").OnField("token")
	}
	return sub, nil
}

func (s *service) find(ctx context.Context, tx db.Handle, email string) (subscriber, bool, error) {
	var sub subscriber
	err := tx.GetForUpdate(ctx, &sub, `SELECT id, email, store_code, locale, status, unsubscribed_at
		FROM newsletter_subscriber WHERE email = ?`, email)
	if errors.Is(err, sql.ErrNoRows) {
		return sub, false, nil
	}
	if err != nil {
		return sub, false, fmt.Errorf("newsletter: find subscriber: %w", err)
	}
	return sub, true, nil
}

func (s *service) allow(ctx context.Context, rule ratelimit.Rule, key string) error {
	verdict, err := s.limiter.Allow(ctx, rule, key)
	if err != nil {
		return fmt.Errorf("newsletter: %w", err)
	}
	return verdict.Err("newsletter.rateLimited")
}

// log writes one step of the consent proof.
func (s *service) log(ctx context.Context, tx db.Handle, sub subscriber, action, text string, from Origin, now time.Time) error {
	if _, err := tx.Exec(ctx, `INSERT INTO newsletter_consent_log (subscriber_id, email, store_code, action, consent_text, ip, user_agent, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, sub.ID, sub.Email, from.Store.Code(), action, text,
		from.Client.IP, from.Client.UserAgent, now); err != nil {
		return fmt.Errorf("newsletter: log consent %s: %w", action, err)
	}
	return nil
}

// consentText is the consent a subscriber gives, in the words the sign-up
// shows.
func consentText(l i18n.Locale) string {
	return i18n.Messages().T(l, "newsletter.consent.text")
}

func subscriberLocale(sub subscriber) i18n.Locale {
	if l, ok := i18n.Parse(sub.Locale); ok {
		return l
	}
	return i18n.Default
}

func (s *service) pageURL(l i18n.Locale, param, value string) string {
	return s.layout.ShopURL(l, SuccessPath, url.Values{param: {value}})
}

// unsubscribeURL is the link every mail after the confirmation carries.
func (s *service) unsubscribeURL(sub subscriber, l i18n.Locale) string {
	return s.pageURL(l, "unsubscribe", signToken(s.key, kindUnsubscribe, sub.ID, time.Time{}, sub.Email))
}

func (s *service) sendConfirmation(ctx context.Context, tx db.Handle, sub subscriber, l i18n.Locale, now time.Time) error {
	t := i18n.Messages()
	link := s.pageURL(l, "token", signToken(s.key, kindConfirm, sub.ID, now.Add(ConfirmValidity), sub.Email))
	r, err := s.layout.Render(mail.Content{
		Locale:     l,
		Title:      t.T(l, "newsletter.mail.confirm.subject"),
		Paragraphs: []string{t.T(l, "newsletter.mail.confirm.intro", "email", sub.Email), t.T(l, "newsletter.mail.confirm.consent", "consent", consentText(l))},
		Action:     &mail.Action{Label: t.T(l, "newsletter.mail.confirm.action"), URL: link},
		After:      []string{t.T(l, "newsletter.mail.confirm.validity", "days", int(ConfirmValidity/(24*time.Hour))), t.T(l, "newsletter.mail.confirm.ignore")},
	})
	if err != nil {
		return err
	}
	// The address is not confirmed yet: the mail counts against its
	// inbox's budget, beyond which the sign-up stands without it.
	err = s.mail.Enqueue(ctx, tx, mail.Message{To: []string{sub.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: "newsletter.confirm",
		Unverified: true})
	if errors.Is(err, mail.ErrBudgetSpent) {
		return nil
	}
	return err
}

func (s *service) sendWelcome(ctx context.Context, tx db.Handle, sub subscriber, l i18n.Locale) error {
	t := i18n.Messages()
	unsubscribe := mail.Action{Label: t.T(l, "newsletter.mail.unsubscribe"), URL: s.unsubscribeURL(sub, l)}
	r, err := s.layout.Render(mail.Content{
		Locale:      l,
		Title:       t.T(l, "newsletter.mail.welcome.subject"),
		Paragraphs:  []string{t.T(l, "newsletter.mail.welcome.intro", "email", sub.Email)},
		After:       []string{t.T(l, "newsletter.mail.welcome.unsubscribe")},
		FooterLinks: []mail.Action{unsubscribe},
	})
	if err != nil {
		return err
	}
	return s.mail.Enqueue(ctx, tx, mail.Message{To: []string{sub.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: "newsletter.welcome"})
}

func (s *service) Erase(ctx context.Context, email string) (bool, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	var n int64
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		n = 0
		for _, q := range []string{`DELETE FROM newsletter_consent_log WHERE email = ?`, `DELETE FROM newsletter_subscriber WHERE email = ?`} {
			res, err := s.db.Write().Exec(ctx, q, email)
			if err != nil {
				return fmt.Errorf("newsletter: erase: %w", err)
			}
			m, err := res.RowsAffected()
			if err != nil {
				return fmt.Errorf("newsletter: erase: %w", err)
			}
			n += m
		}
		return nil
	})
	return n > 0, err
}
