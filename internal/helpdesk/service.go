package helpdesk

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
)

// Options configure the service.
type Options struct {
	// BaseURL is the shop's public address, for the mails' footer.
	BaseURL string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Audit keeps the staff side's trail (Staff); the staff side fails
	// without it.
	Audit Auditor
}

// Auditor keeps the back office's trail (audit.Service.Record).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

type service struct {
	db      *db.DB
	mail    mail.Sender
	limiter ratelimit.Limiter
	layout  *mail.Layout
	now     func() time.Time
	audit   Auditor
	// codes draws ticket codes; tests replace it to force a collision.
	codes func() string
}

// NewService returns the helpdesk on d, mailing through sender and
// counting tickets with limiter.
func NewService(d *db.DB, sender mail.Sender, limiter ratelimit.Limiter, opts Options) Service {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{db: d, mail: sender, limiter: limiter, layout: mail.NewLayout(opts.BaseURL), now: opts.Now, codes: newCode,
		audit: opts.Audit}
}

// ticket is an Input after checking: trimmed, line breaks normalised.
type ticket Input

func (s *service) Submit(ctx context.Context, in Input, from Origin) (string, error) {
	if in.Honeypot != "" {
		return "", apperr.New(apperr.Invalid, "helpdesk.spam")
	}
	t, err := check(in)
	if err != nil {
		return "", err
	}
	for _, limit := range []struct {
		rule ratelimit.Rule
		key  string
	}{{SubmitPerIP, ratelimit.IPKey(from.Client.IP)}, {SubmitPerAddress, strings.ToLower(t.Email)}} {
		verdict, err := s.limiter.Allow(ctx, limit.rule, limit.key)
		if err != nil {
			return "", fmt.Errorf("helpdesk: %w", err)
		}
		if err := verdict.Err("helpdesk.rateLimited"); err != nil {
			return "", err
		}
	}
	now := s.now().UTC()
	var code string
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		var err error
		if code, err = s.store(ctx, tx, t, from, now); err != nil {
			return err
		}
		if err := s.mailShop(ctx, tx, t, code, from); err != nil {
			return err
		}
		return s.mailReceipt(ctx, tx, t, code, from.Store.Locale)
	})
	if err != nil {
		return "", err
	}
	return code, nil
}

// store inserts the ticket under a fresh code; a code taken already (one
// in hundreds of millions) is drawn again.
func (s *service) store(ctx context.Context, tx db.Handle, t ticket, from Origin, now time.Time) (string, error) {
	for range 8 {
		code := s.codes()
		var id int64
		err := tx.Get(ctx, &id, `INSERT INTO helpdesk_ticket (code, channel, status, store_code, locale, name, email, telephone, subject, message,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING RETURNING id`,
			code, string(t.Channel), string(StatusNew), from.Store.Code(), string(from.Store.Locale), t.Name, t.Email, t.Telephone, t.Subject, t.Message, now, now)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("helpdesk: store ticket: %w", err)
		}
		return code, nil
	}
	return "", errors.New("helpdesk: no free ticket code after 8 draws")
}

func newCode() string {
	b := make([]byte, 0, len(CodePrefix)+codeLength)
	b = append(b, CodePrefix...)
	var buf [1]byte
	for len(b) < cap(b) {
		_, _ = rand.Read(buf[:])
		// Rejection sampling keeps every character equally likely.
		if int(buf[0]) >= 256/len(codeAlphabet)*len(codeAlphabet) {
			continue
		}
		b = append(b, codeAlphabet[int(buf[0])%len(codeAlphabet)])
	}
	return string(b)
}

// mailShop sends the ticket to the shop, in German, the shop's language;
// a reply goes to the customer.
func (s *service) mailShop(ctx context.Context, tx db.Handle, t ticket, code string, from Origin) error {
	l := i18n.Default
	m := i18n.Messages()
	fields := []mail.Field{
		{Label: m.T(l, "helpdesk.mail.field.code"), Value: code},
		{Label: m.T(l, "helpdesk.mail.field.name"), Value: t.Name},
		{Label: m.T(l, "helpdesk.mail.field.email"), Value: t.Email},
	}
	if t.Telephone != "" {
		fields = append(fields, mail.Field{Label: m.T(l, "helpdesk.mail.field.telephone"), Value: t.Telephone})
	}
	fields = append(fields,
		mail.Field{Label: m.T(l, "helpdesk.mail.field.store"), Value: from.Store.Code()},
		mail.Field{Label: m.T(l, "helpdesk.mail.field.channel"), Value: m.T(l, "helpdesk.channel."+string(t.Channel))},
		mail.Field{Label: m.T(l, "helpdesk.mail.field.subject"), Value: t.Subject},
		mail.Field{Label: m.T(l, "helpdesk.mail.field.message"), Value: t.Message},
	)
	r, err := s.layout.Render(mail.Content{
		Locale:     l,
		Title:      m.T(l, "helpdesk.mail.shop.subject", "code", code, "subject", t.Subject),
		Paragraphs: []string{m.T(l, "helpdesk.mail.shop.intro", "name", t.Name)},
		Fields:     fields,
	})
	if err != nil {
		return err
	}
	return s.mail.Enqueue(ctx, tx, mail.Message{
		To: []string{s.mail.ShopAddress()}, ReplyTo: replyTo(t), Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: "helpdesk.ticket",
	})
}

// replyTo is the customer's address with their name, quoted so that any
// name (commas, brackets) reads as one display name.
func replyTo(t ticket) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(t.Name) + `" <` + t.Email + ">"
}

// mailReceipt confirms the ticket to the customer in their language. It
// goes to an address nobody has verified, so it quotes nothing the form's
// sender wrote (not the subject, not the message, a name only as a
// plausible greeting: mail.Greeting), only the code, and counts against
// the inbox's mail.RecipientBudget; beyond that the ticket stands without
// a receipt.
func (s *service) mailReceipt(ctx context.Context, tx db.Handle, t ticket, code string, l i18n.Locale) error {
	m := i18n.Messages()
	r, err := s.layout.Render(mail.Content{
		Locale: l,
		Title:  m.T(l, "helpdesk.mail.receipt.subject", "code", code),
		Paragraphs: []string{
			mail.Greeting(l, t.Name),
			m.T(l, "helpdesk.mail.receipt.intro", "code", code),
		},
		Fields: []mail.Field{{Label: m.T(l, "helpdesk.mail.field.code"), Value: code}},
		After:  []string{m.T(l, "helpdesk.mail.receipt.reply")},
	})
	if err != nil {
		return err
	}
	err = s.mail.Enqueue(ctx, tx, mail.Message{To: []string{t.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: "helpdesk.receipt",
		Unverified: true})
	if errors.Is(err, mail.ErrBudgetSpent) {
		return nil
	}
	return err
}

// check validates every field and returns all problems at once, each an
// Invalid error naming its field.
func check(in Input) (ticket, error) {
	// Invisible format characters (right-to-left overrides, zero-width
	// spaces) go from the lines, the bidirectional controls also from the
	// message.
	var f apperr.Fields
	t := ticket{
		Name:    f.Line("name", in.Name, MaxName, true),
		Email:   strings.TrimSpace(i18n.StripFormat(in.Email)),
		Message: strings.TrimSpace(i18n.StripBidi(strings.ReplaceAll(strings.ReplaceAll(in.Message, "\r\n", "\n"), "\r", "\n"))),
		Channel: in.Channel,
	}
	switch {
	case t.Email == "":
		f.Add("email", "input.required")
	case !mail.ValidAddress(t.Email):
		f.Add("email", "mail.address.invalid")
	}
	t.Subject = f.Line("subject", in.Subject, MaxSubject, true)
	switch {
	case t.Message == "":
		f.Add("message", "input.required")
	case !utf8.ValidString(t.Message) || !apperr.Printable(t.Message, true):
		f.Add("message", "input.characters")
	case utf8.RuneCountInString(t.Message) > MaxMessage:
		f.Add("message", "input.tooLong", "max", MaxMessage)
	}
	t.Telephone = f.Telephone("telephone", in.Telephone, MaxTelephone, false)
	if t.Channel != ContactForm {
		f.Add("channel", "helpdesk.input.channel")
	}
	return t, f.Err()
}
