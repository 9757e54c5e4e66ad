package customer

import (
	"context"
	"errors"
	"net/url"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

// Pages of the storefront the mails lead to, after /{lang}.
const (
	accountPath  = "/account"
	customerPath = "/customer"
	forgotPath   = "/account/forgot-password"
)

// contactPaths are the storefront's contact route in each language
// (web/src/config/routes.json; app tests hold them to it).
var contactPaths = map[i18n.Locale]string{
	i18n.German:  "/service/kontakt",
	i18n.English: "/service/contact",
	i18n.French:  "/service/contact",
}

// ContactPath is the contact page in locale, after /{lang}.
func ContactPath(l i18n.Locale) string {
	if p, ok := contactPaths[l]; ok {
		return p
	}
	return contactPaths[i18n.Default]
}

// send renders content and enqueues it to one address in the caller's
// transaction (ctx).
func (s *service) send(ctx context.Context, to, tag string, c mail.Content) error {
	r, err := s.layout.Render(c)
	if err != nil {
		return err
	}
	return s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{to}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: tag})
}

// sendUnverified is send for a mail that someone's form sends to an
// address nobody has shown to be theirs (a registration names any
// address): counted against the inbox's mail.RecipientBudget, and not
// sent beyond it, the caller's work standing all the same.
func (s *service) sendUnverified(ctx context.Context, to, tag string, c mail.Content) error {
	r, err := s.layout.Render(c)
	if err != nil {
		return err
	}
	err = s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{to}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: tag,
		Unverified: true})
	if errors.Is(err, mail.ErrBudgetSpent) {
		return nil
	}
	return err
}

// mailWelcome greets a new account. Whoever registers chooses the address
// and the name, so the welcome names no more than a plausible first name
// (mail.Greeting) and the recipient's own address.
func (s *service) mailWelcome(ctx context.Context, c Customer) error {
	t, l := i18n.Messages(), c.Locale
	return s.sendUnverified(ctx, c.Email, "customer.welcome", mail.Content{
		Locale:     l,
		Title:      t.T(l, "customer.mail.welcome.subject"),
		Paragraphs: []string{mail.Greeting(l, c.Firstname), t.T(l, "customer.mail.welcome.intro", "email", c.Email)},
		Action:     &mail.Action{Label: t.T(l, "customer.mail.welcome.action"), URL: s.layout.ShopURL(l, customerPath, nil)},
		After:      []string{t.T(l, "customer.mail.welcome.after")},
	})
}

// mailTaken tells the owner of an address that somebody tried to register
// it, instead of telling the person registering that it is taken. A few
// such mails a day per address at most, so nobody can flood an inbox
// through the shop.
func (s *service) mailTaken(ctx context.Context, owner Customer) error {
	d, err := s.Limiter.Allow(ctx, TakenMailPerAddress, emailKey(owner.Email))
	if err != nil {
		return apperr.Wrap(err, "customer: count taken-address mails")
	}
	if !d.Allowed {
		return nil
	}
	return s.sendUnverified(ctx, owner.Email, "customer.register-taken",
		s.takenContent(owner, "customer.mail.taken.subject", "customer.mail.taken.intro", "customer.mail.taken.ignore"))
}

// takenContent is the note to an address's owner that someone tried to
// use the address for another account (a registration, an email change),
// told to them instead of to that someone: the subject, the opening and
// the closing line by their keys, the way to the account and to a new
// password alike.
func (s *service) takenContent(owner Customer, subject, intro, ignore string) mail.Content {
	t, l := i18n.Messages(), owner.Locale
	return mail.Content{
		Locale:     l,
		Title:      t.T(l, subject),
		Paragraphs: []string{mail.Greeting(l, owner.Firstname), t.T(l, intro, "email", owner.Email)},
		Action:     &mail.Action{Label: t.T(l, "customer.mail.taken.action"), URL: s.layout.ShopURL(l, accountPath, nil)},
		After:      []string{t.T(l, "customer.mail.taken.forgot", "link", s.layout.ShopURL(l, forgotPath, nil)), t.T(l, ignore)},
	}
}

func (s *service) mailReset(ctx context.Context, c Customer, token string) error {
	t, l := i18n.Messages(), c.Locale
	return s.send(ctx, c.Email, "customer.reset", mail.Content{
		Locale:     l,
		Title:      t.T(l, "customer.mail.reset.subject"),
		Paragraphs: []string{mail.Greeting(l, c.Firstname), t.T(l, "customer.mail.reset.intro")},
		Action:     &mail.Action{Label: t.T(l, "customer.mail.reset.action"), URL: s.layout.ShopURL(l, ResetPath, url.Values{"token": {token}})},
		After:      []string{t.T(l, "customer.mail.reset.validity", "minutes", int(ResetValidity.Minutes())), t.T(l, "customer.mail.reset.ignore")},
	})
}

func (s *service) mailPasswordChanged(ctx context.Context, c Customer) error {
	t, l := i18n.Messages(), c.Locale
	return s.send(ctx, c.Email, "customer.password-changed", mail.Content{
		Locale:     l,
		Title:      t.T(l, "customer.mail.passwordChanged.subject"),
		Paragraphs: []string{mail.Greeting(l, c.Firstname), t.T(l, "customer.mail.passwordChanged.intro")},
		After:      []string{t.T(l, "customer.mail.notYou", "link", s.layout.ShopURL(l, ContactPath(l), nil))},
	})
}

// mailEmailChanged goes to the old address, whose owner may not have
// asked for the change.
func (s *service) mailEmailChanged(ctx context.Context, c Customer, newEmail string) error {
	t, l := i18n.Messages(), c.Locale
	return s.send(ctx, c.Email, "customer.email-changed", mail.Content{
		Locale:     l,
		Title:      t.T(l, "customer.mail.emailChanged.subject"),
		Paragraphs: []string{mail.Greeting(l, c.Firstname), t.T(l, "customer.mail.emailChanged.intro", "old", c.Email, "new", newEmail)},
		After:      []string{t.T(l, "customer.mail.notYou", "link", s.layout.ShopURL(l, ContactPath(l), nil))},
	})
}
