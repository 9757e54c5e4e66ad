package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	netmail "net/mail"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	gomail "github.com/wneessen/go-mail"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail/smtpurl"
	"paddock/internal/platform/ratelimit"
)

// JobKind is the kind of the job that delivers one message.
const JobKind = "mail.deliver"

// DefaultFrom is the sender when none is configured.
const DefaultFrom = "Paddock <shop@localhost>"

// Limits of one message. Real mails are far smaller; the limits keep a
// mistake from filling the outbox.
const (
	maxRecipients   = 50
	maxSubjectRunes = 500
	maxTextBytes    = 1 << 20
	maxHTMLBytes    = 2 << 20
	maxAttachments  = 20
	// maxAttachmentBytes bounds the files a message carries itself
	// (Attachment.Data), together.
	maxAttachmentBytes = 10 << 20
	maxFilenameRunes   = 200
	maxTagLen          = 64
	// DefaultTimeout bounds one SMTP conversation; well below the job
	// lease, so that a slow server never lets a second worker start.
	DefaultTimeout = 60 * time.Second
	// Retention is how long a sent or failed mail is kept. Mails carry
	// names, addresses and what customers wrote; they stay long enough to
	// answer "did my mail go out?" and are then deleted (DSGVO Art. 5(1)(e)).
	// Submissions and tickets keep their own records.
	Retention = 90 * 24 * time.Hour
	// pruneEvery is how often deliveries look for mails past Retention.
	pruneEvery = time.Hour
)

// RecipientBudget bounds the mails to unverified addresses (Message.
// Unverified) that one inbox (MailboxKey) gets, whatever form caused them
// and from however many clients or instances: a flood of forms naming a
// stranger's address cannot make the shop spam them. Counted in the
// rate_limit table in the enqueuing transaction, so a mail that is rolled
// back does not count.
var RecipientBudget = ratelimit.Rule{Name: "mail.recipient", Limit: 20, Window: 24 * time.Hour}

// ErrBudgetSpent is what Enqueue answers for a mail to an unverified
// address whose inbox has had RecipientBudget's mails of the day: nothing
// was stored or sent. The caller's work stands without the mail (the
// caller's answer must not tell, or the budget would say which addresses
// get mail); see errors.Is.
var ErrBudgetSpent = errors.New("mail: the recipient's budget of mails to unverified addresses is spent")

// Transports a sent message went through.
const (
	TransportSMTP    = "smtp"
	TransportMailbox = "mailbox"
)

// States of a message.
const (
	StateQueued  = "queued"
	StateSending = "sending"
	StateSent    = "sent"
	StateFailed  = "failed"
)

// Options configure an Outbox.
type Options struct {
	// SMTPURL is the SMTP server (see package smtpurl); empty delivers into
	// the local mailbox in the database.
	SMTPURL string
	// From is the sender of every mail; DefaultFrom when empty.
	From string
	// ShopAddress receives mail for the shop; From when empty.
	ShopAddress string
	// Bucket holds attachments; nil allows none.
	Bucket *blob.Bucket
	// Logger receives a line per delivery.
	Logger *slog.Logger
	// TLSConfig replaces the TLS settings of SMTP connections (a private
	// certificate authority); nil uses the system's roots.
	TLSConfig *tls.Config
	// Timeout bounds one SMTP conversation; DefaultTimeout when zero.
	Timeout time.Duration
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

// Outbox is the Sender that keeps messages in mail_message and delivers
// them through the jobs queue.
type Outbox struct {
	db      *db.DB
	queue   *jobs.Queue
	bucket  *blob.Bucket
	logger  *slog.Logger
	now     func() time.Time
	from    string
	domain  string
	shop    string
	smtp    *smtpurl.Settings
	tls     *tls.Config
	timeout time.Duration
	// prunedAt is when this process last pruned (Unix nanoseconds).
	prunedAt atomic.Int64

	sourcesMu sync.RWMutex
	sources   map[string]SourceFunc
}

// SourceFunc makes the file of an attachment from its Ref when its
// message is sent (Attachment.Source). It runs outside any transaction,
// may render, and must answer the same file every time for a ref (the
// outbox keeps the first it gets).
type SourceFunc func(ctx context.Context, ref string) ([]byte, error)

// Source registers what makes the attachments of a source name; every
// process that enqueues or delivers such mail registers it.
func (o *Outbox) Source(name string, fn SourceFunc) {
	o.sourcesMu.Lock()
	defer o.sourcesMu.Unlock()
	if o.sources == nil {
		o.sources = map[string]SourceFunc{}
	}
	o.sources[name] = fn
}

func (o *Outbox) source(name string) SourceFunc {
	o.sourcesMu.RLock()
	defer o.sourcesMu.RUnlock()
	return o.sources[name]
}

var _ Sender = (*Outbox)(nil)

// NewOutbox returns the outbox on d. Register HandleJob for JobKind on the
// queue's workers.
func NewOutbox(d *db.DB, queue *jobs.Queue, opts Options) (*Outbox, error) {
	o := &Outbox{db: d, queue: queue, bucket: opts.Bucket, logger: opts.Logger, now: opts.Now,
		tls: opts.TLSConfig, timeout: opts.Timeout}
	if o.logger == nil {
		o.logger = slog.New(slog.DiscardHandler)
	}
	if o.now == nil {
		o.now = time.Now
	}
	if o.timeout <= 0 {
		o.timeout = DefaultTimeout
	}
	from := opts.From
	if strings.TrimSpace(from) == "" {
		from = DefaultFrom
	}
	a, ok := parseHeaderAddress(strings.TrimSpace(from))
	if !ok {
		return nil, fmt.Errorf("mail: sender address %q is not valid", from)
	}
	o.from = formatAddress(a)
	o.domain = a.Address[strings.LastIndexByte(a.Address, '@')+1:]
	shop := opts.ShopAddress
	if strings.TrimSpace(shop) == "" {
		shop = o.from
	}
	s, ok := parseHeaderAddress(strings.TrimSpace(shop))
	if !ok {
		return nil, fmt.Errorf("mail: shop address %q is not valid", shop)
	}
	o.shop = formatAddress(s)
	if opts.SMTPURL != "" {
		settings, err := smtpurl.Parse(opts.SMTPURL)
		if err != nil {
			return nil, fmt.Errorf("mail: SMTP URL %s", err)
		}
		o.smtp = &settings
	}
	return o, nil
}

// ShopAddress is where mail for the shop goes.
func (o *Outbox) ShopAddress() string { return o.shop }

// From is the sender of every mail.
func (o *Outbox) From() string { return o.from }

// Transport names where messages go: "smtp" or "mailbox".
func (o *Outbox) Transport() string {
	if o.smtp != nil {
		return TransportSMTP
	}
	return TransportMailbox
}

type deliverPayload struct {
	ID int64 `json:"id"`
}

// Enqueue checks msg, stores it and enqueues its delivery, all inside tx.
// An address or header that could not be sent safely is an Invalid error;
// an Unverified message beyond its recipient's budget is ErrBudgetSpent,
// with nothing stored.
func (o *Outbox) Enqueue(ctx context.Context, tx db.Handle, msg Message) error {
	row, err := o.prepare(msg)
	if err != nil {
		return err
	}
	if msg.Unverified {
		if len(msg.To) != 1 {
			return fmt.Errorf("mail: %s: a mail to an unverified address has one recipient, not %d", msg.Tag, len(msg.To))
		}
		// prepare has read the address already.
		to, _ := parseHeaderAddress(strings.TrimSpace(msg.To[0]))
		d, err := ratelimit.CountIn(ctx, tx, o.now(), RecipientBudget, MailboxKey(to.Address), 1)
		if err != nil {
			return fmt.Errorf("mail: count %s against the recipient's budget: %w", msg.Tag, err)
		}
		if !d.Allowed {
			// No address in the log: the tag tells which form is used.
			o.logger.WarnContext(ctx, "mail: recipient budget spent, not sent", "tag", msg.Tag)
			return ErrBudgetSpent
		}
	}
	var id int64
	err = tx.Get(ctx, &id, `
		INSERT INTO mail_message (message_id, tag, from_address, to_addresses, reply_to, subject, text_body,
			html_body, attachments, state, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		row.MessageID, row.Tag, row.From, row.ToJSON, row.ReplyTo, row.Subject, row.Text, row.HTML,
		row.AttachmentsJSON, StateQueued, row.CreatedAt)
	if err != nil {
		return fmt.Errorf("mail: store message %q: %w", row.Tag, err)
	}
	for i, a := range msg.Attachments {
		if a.BlobKey != "" || a.Source != "" {
			continue
		}
		if _, err := tx.Exec(ctx, `INSERT INTO mail_attachment (message_id, position, data) VALUES (?, ?, ?)`, id, i, a.Data); err != nil {
			return fmt.Errorf("mail: store attachment %d of message %q: %w", i, row.Tag, err)
		}
	}
	if err := o.queue.Enqueue(ctx, tx, JobKind, strconv.FormatInt(id, 10), deliverPayload{ID: id}, time.Time{}); err != nil {
		return fmt.Errorf("mail: enqueue delivery of message %d: %w", id, err)
	}
	return nil
}

func invalidHeader(field string) error {
	return apperr.New(apperr.Invalid, "mail.header.invalid", "field", field).OnField(field)
}

// prepare checks a message and turns it into the row to store.
func (o *Outbox) prepare(msg Message) (messageRow, error) {
	row := messageRow{From: o.from, Tag: msg.Tag, CreatedAt: o.now().UTC()}
	if len(msg.Tag) > maxTagLen || !plainTag(msg.Tag) {
		return row, fmt.Errorf("mail: tag %q: use up to %d lower-case letters, digits, dots, hyphens and underscores", msg.Tag, maxTagLen)
	}
	if len(msg.To) == 0 || len(msg.To) > maxRecipients {
		return row, fmt.Errorf("mail: %s: %d recipients; 1 to %d are allowed", msg.Tag, len(msg.To), maxRecipients)
	}
	to := make([]string, 0, len(msg.To))
	for _, raw := range msg.To {
		a, ok := parseHeaderAddress(strings.TrimSpace(raw))
		if !ok {
			return row, apperr.New(apperr.Invalid, "mail.address.invalid").OnField("to")
		}
		to = append(to, formatAddress(a))
	}
	if msg.ReplyTo != "" {
		a, ok := parseHeaderAddress(strings.TrimSpace(msg.ReplyTo))
		if !ok {
			return row, apperr.New(apperr.Invalid, "mail.address.invalid").OnField("replyTo")
		}
		row.ReplyTo = formatAddress(a)
	}
	row.Subject = strings.TrimSpace(msg.Subject)
	if row.Subject == "" {
		return row, fmt.Errorf("mail: %s: the subject is empty", msg.Tag)
	}
	if !headerSafe(row.Subject) || utf8.RuneCountInString(row.Subject) > maxSubjectRunes {
		return row, invalidHeader("subject")
	}
	if strings.TrimSpace(msg.Text) == "" {
		return row, fmt.Errorf("mail: %s: the text body is empty", msg.Tag)
	}
	if !utf8.ValidString(msg.Text) || !utf8.ValidString(msg.HTML) || len(msg.Text) > maxTextBytes || len(msg.HTML) > maxHTMLBytes {
		return row, fmt.Errorf("mail: %s: the body is not UTF-8 or larger than allowed", msg.Tag)
	}
	row.Text, row.HTML = msg.Text, msg.HTML
	if len(msg.Attachments) > maxAttachments {
		return row, fmt.Errorf("mail: %s: %d attachments; at most %d are allowed", msg.Tag, len(msg.Attachments), maxAttachments)
	}
	atts := make([]Attachment, 0, len(msg.Attachments))
	inline := 0
	for _, a := range msg.Attachments {
		name := strings.TrimSpace(a.Filename)
		if name == "" || utf8.RuneCountInString(name) > maxFilenameRunes || !headerSafe(name) || strings.ContainsAny(name, `/\"`) {
			return row, invalidHeader("filename")
		}
		ct := a.ContentType
		if ct == "" {
			ct = "application/octet-stream"
		}
		if mt, _, err := mime.ParseMediaType(ct); err != nil || !headerSafe(ct) || mt == "" {
			return row, invalidHeader("contentType")
		}
		if a.Source != "" {
			// Made when sent: kept with it then.
			if len(a.Data) > 0 || a.BlobKey != "" {
				return row, fmt.Errorf("mail: %s: attachment %q has a source and a blob key or data", msg.Tag, name)
			}
			if o.source(a.Source) == nil {
				return row, fmt.Errorf("mail: %s: attachment %q: no source %q is registered", msg.Tag, name, a.Source)
			}
			if len(a.Ref) > maxFilenameRunes || !headerSafe(a.Ref) {
				return row, fmt.Errorf("mail: %s: attachment %q has no valid ref", msg.Tag, name)
			}
			atts = append(atts, Attachment{Filename: name, ContentType: ct, Source: a.Source, Ref: a.Ref})
			continue
		}
		if a.BlobKey == "" {
			// Made for the message: kept with it.
			if len(a.Data) == 0 {
				return row, fmt.Errorf("mail: %s: attachment %q has neither a blob key nor data", msg.Tag, name)
			}
			if inline += len(a.Data); inline > maxAttachmentBytes {
				return row, fmt.Errorf("mail: %s: the attachments' data exceed %d bytes", msg.Tag, maxAttachmentBytes)
			}
			atts = append(atts, Attachment{Filename: name, ContentType: ct, Size: len(a.Data)})
			continue
		}
		if len(a.Data) > 0 {
			return row, fmt.Errorf("mail: %s: attachment %q has both a blob key and data", msg.Tag, name)
		}
		if o.bucket == nil {
			return row, fmt.Errorf("mail: %s: attachments need a file bucket", msg.Tag)
		}
		if len(a.BlobKey) > 1024 || !headerSafe(a.BlobKey) {
			return row, fmt.Errorf("mail: %s: attachment %q has no valid blob key", msg.Tag, name)
		}
		atts = append(atts, Attachment{Filename: name, ContentType: ct, BlobKey: a.BlobKey})
	}
	toJSON, _ := json.Marshal(to)
	attJSON, _ := json.Marshal(atts)
	row.ToJSON, row.AttachmentsJSON = string(toJSON), string(attJSON)
	var b [16]byte
	_, _ = rand.Read(b[:])
	row.MessageID = hex.EncodeToString(b[:]) + "@" + o.domain
	return row, nil
}

func plainTag(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// messageRow is a stored message as the outbox reads and writes it.
type messageRow struct {
	ID              int64     `db:"id"`
	MessageID       string    `db:"message_id"`
	Tag             string    `db:"tag"`
	From            string    `db:"from_address"`
	ToJSON          string    `db:"to_addresses"`
	ReplyTo         string    `db:"reply_to"`
	Subject         string    `db:"subject"`
	Text            string    `db:"text_body"`
	HTML            string    `db:"html_body"`
	AttachmentsJSON string    `db:"attachments"`
	CreatedAt       time.Time `db:"created_at"`
}

const rowColumns = `id, message_id, tag, from_address, to_addresses, reply_to, subject, text_body, html_body, attachments, created_at`

// HandleJob delivers the message a job names. Only one worker at a time
// can claim a message; a message sent already is left alone, so a job that
// runs twice sends once. A message whose sender died mid-delivery is taken
// up again after the job lease (jobs.Lease): then, and only then, a mail
// may go out twice, as the server may have accepted it before the crash.
func (o *Outbox) HandleJob(ctx context.Context, payload json.RawMessage) error {
	var p deliverPayload
	if err := json.Unmarshal(payload, &p); err != nil || p.ID <= 0 {
		return fmt.Errorf("mail: deliver: bad payload %s", payload)
	}
	row, claimed, err := o.claim(ctx, p.ID)
	if err != nil || !claimed {
		return err
	}
	transport := o.Transport()
	var kept map[int][]byte
	if kept, err = o.made(ctx, row, true); err == nil {
		if o.smtp != nil {
			err = o.sendSMTP(ctx, row, kept)
		} else {
			err = o.checkAttachments(ctx, row, kept)
		}
	}
	if err != nil {
		msg := err.Error()
		if len(msg) > 2000 {
			msg = msg[:2000]
		}
		// The context may be ending (shutdown); the mark must still land.
		if _, uerr := o.db.Write().Exec(context.WithoutCancel(ctx), `UPDATE mail_message SET state = ?, last_error = ?
			WHERE id = ? AND state = ?`, StateFailed, msg, row.ID, StateSending); uerr != nil {
			err = errors.Join(err, uerr)
		}
		return fmt.Errorf("mail: deliver message %d (%s) over %s: %w", row.ID, row.Tag, transport, err)
	}
	if _, err := o.db.Write().Exec(context.WithoutCancel(ctx), `UPDATE mail_message SET state = ?, transport = ?, sent_at = ?, last_error = ''
		WHERE id = ? AND state = ?`, StateSent, transport, o.now().UTC(), row.ID, StateSending); err != nil {
		// Sent, but not marked: a retry would send again, so do not return
		// an error that the queue would retry.
		o.logger.ErrorContext(ctx, "mail: mark message sent", "id", row.ID, "error", err)
		return nil
	}
	o.logger.InfoContext(ctx, "mail: delivered", "id", row.ID, "tag", row.Tag, "transport", transport)
	if now := o.now(); now.UnixNano()-o.prunedAt.Load() >= int64(pruneEvery) {
		o.prunedAt.Store(now.UnixNano())
		if n, err := o.Prune(ctx); err != nil {
			o.logger.WarnContext(ctx, "mail: prune old mails", "error", err)
		} else if n > 0 {
			o.logger.InfoContext(ctx, "mail: pruned old mails", "count", n)
		}
	}
	return nil
}

// Prune deletes the mails sent or failed more than Retention ago, with the
// local mailbox's copies, and reports how many went. Deliveries call it
// once an hour; mails still queued or being sent are never touched.
func (o *Outbox) Prune(ctx context.Context) (int64, error) {
	res, err := o.db.Write().Exec(ctx, "DELETE FROM mail_message WHERE created_at < ? AND state IN (?, ?)",
		o.now().UTC().Add(-Retention), StateSent, StateFailed)
	if err != nil {
		return 0, fmt.Errorf("mail: prune: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("mail: prune: %w", err)
	}
	return n, nil
}

// claim moves a message from queued or failed (or sending with a lapsed
// lease) to sending, and reports whether this worker got it.
func (o *Outbox) claim(ctx context.Context, id int64) (messageRow, bool, error) {
	now := o.now().UTC()
	var row messageRow
	err := o.db.Write().Get(ctx, &row, `
		UPDATE mail_message SET state = ?, sending_since = ?, attempts = attempts + 1
		WHERE id = ? AND (state IN (?, ?) OR (state = ? AND sending_since < ?))
		RETURNING `+rowColumns,
		StateSending, now, id, StateQueued, StateFailed, StateSending, now.Add(-jobs.Lease))
	if errors.Is(err, sql.ErrNoRows) {
		// Sent already, being sent by another worker, or gone.
		return row, false, nil
	}
	if err != nil {
		return row, false, fmt.Errorf("mail: claim message %d: %w", id, err)
	}
	return row, true, nil
}

// checkAttachments makes the local mailbox fail as SMTP would when an
// attachment's file is missing.
func (o *Outbox) checkAttachments(ctx context.Context, row messageRow, kept map[int][]byte) error {
	atts, err := row.attachments()
	if err != nil {
		return err
	}
	for i, a := range atts {
		if a.BlobKey == "" {
			if _, ok := kept[i]; !ok {
				return fmt.Errorf("attachment %s: its data is missing", a.Filename)
			}
			continue
		}
		if o.bucket == nil {
			return errors.New("attachments need a file bucket")
		}
		ok, err := o.bucket.Exists(ctx, a.BlobKey)
		if err != nil {
			return fmt.Errorf("attachment %s: %w", a.Filename, err)
		}
		if !ok {
			return fmt.Errorf("attachment %s: file %s is missing", a.Filename, a.BlobKey)
		}
	}
	return nil
}

// keptAttachments reads the files a message carries itself, by position.
func (o *Outbox) keptAttachments(ctx context.Context, id int64) (map[int][]byte, error) {
	return readKept(ctx, o.db.Write(), id)
}

// made reads the files a message carries itself, by position, with those
// its sources make (Attachment.Source) that it does not carry yet: made
// now and, with keep, kept with it (the first kept wins when two
// deliveries make one at once), so that every delivery sends the same.
func (o *Outbox) made(ctx context.Context, row messageRow, keep bool) (map[int][]byte, error) {
	atts, err := row.attachments()
	if err != nil {
		return nil, err
	}
	kept, err := o.keptAttachments(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	for i, a := range atts {
		if a.Source == "" {
			continue
		}
		if _, ok := kept[i]; ok {
			continue
		}
		fn := o.source(a.Source)
		if fn == nil {
			return nil, fmt.Errorf("attachment %s: no source %q is registered in this process", a.Filename, a.Source)
		}
		data, err := fn(ctx, a.Ref)
		if err != nil {
			return nil, fmt.Errorf("attachment %s from %s: %w", a.Filename, a.Source, err)
		}
		if len(data) == 0 || len(data) > maxAttachmentBytes {
			return nil, fmt.Errorf("attachment %s from %s: %d bytes", a.Filename, a.Source, len(data))
		}
		if !keep {
			kept[i] = data
			continue
		}
		res, err := o.db.Write().Exec(ctx, `INSERT INTO mail_attachment (message_id, position, data) VALUES (?, ?, ?)
			ON CONFLICT (message_id, position) DO NOTHING`, row.ID, i, data)
		if err != nil {
			return nil, fmt.Errorf("attachment %s: keep: %w", a.Filename, err)
		}
		if n, err := res.RowsAffected(); err == nil && n == 1 {
			kept[i] = data
			continue
		}
		// Another delivery kept its own first: send that one.
		if err := o.db.Write().Get(ctx, &data, `SELECT data FROM mail_attachment WHERE message_id = ? AND position = ?`, row.ID, i); err != nil {
			return nil, fmt.Errorf("attachment %s: %w", a.Filename, err)
		}
		kept[i] = data
	}
	return kept, nil
}

func readKept(ctx context.Context, h db.Handle, id int64) (map[int][]byte, error) {
	var rows []struct {
		Position int    `db:"position"`
		Data     []byte `db:"data"`
	}
	if err := h.Select(ctx, &rows, `SELECT position, data FROM mail_attachment WHERE message_id = ? ORDER BY position`, id); err != nil {
		return nil, fmt.Errorf("read attachments of message %d: %w", id, err)
	}
	out := make(map[int][]byte, len(rows))
	for _, r := range rows {
		out[r.Position] = r.Data
	}
	return out, nil
}

func (r messageRow) attachments() ([]Attachment, error) {
	var atts []Attachment
	if err := json.Unmarshal([]byte(r.AttachmentsJSON), &atts); err != nil {
		return nil, fmt.Errorf("read attachments: %w", err)
	}
	return atts, nil
}

func (r messageRow) to() ([]string, error) {
	var to []string
	if err := json.Unmarshal([]byte(r.ToJSON), &to); err != nil {
		return nil, fmt.Errorf("read recipients: %w", err)
	}
	return to, nil
}

// build turns a stored message into go-mail's message.
func (o *Outbox) build(ctx context.Context, row messageRow, kept map[int][]byte) (*gomail.Msg, error) {
	m := gomail.NewMsg()
	if err := m.From(row.From); err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	to, err := row.to()
	if err != nil {
		return nil, err
	}
	if err := m.To(to...); err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	if row.ReplyTo != "" {
		if err := m.ReplyTo(row.ReplyTo); err != nil {
			return nil, fmt.Errorf("reply-to: %w", err)
		}
	}
	m.Subject(row.Subject)
	m.SetMessageIDWithValue(row.MessageID)
	m.SetDateWithValue(row.CreatedAt)
	m.SetGenHeader("Auto-Submitted", "auto-generated")
	// Sent flowed (RFC 3676): lines of readable length that a phone's
	// mail app joins again to its width. What is kept is the text as
	// written.
	m.SetBodyString(gomail.TypeTextPlain+"; format=flowed", flowed(row.Text))
	if row.HTML != "" {
		m.AddAlternativeString(gomail.TypeTextHTML, row.HTML)
	}
	atts, err := row.attachments()
	if err != nil {
		return nil, err
	}
	if kept == nil && len(atts) > 0 {
		// Raw of a message not sent yet makes them for the reader
		// without keeping them; a delivery has them at hand.
		if kept, err = o.made(ctx, row, false); err != nil {
			return nil, err
		}
	}
	for i, a := range atts {
		data, ok := kept[i]
		if a.BlobKey != "" {
			if o.bucket == nil {
				return nil, errors.New("attachments need a file bucket")
			}
			if data, err = o.bucket.ReadAll(ctx, a.BlobKey); err != nil {
				return nil, fmt.Errorf("attachment %s: %w", a.Filename, err)
			}
		} else if !ok {
			return nil, fmt.Errorf("attachment %s: its data is missing", a.Filename)
		}
		if err := m.AttachReader(a.Filename, bytes.NewReader(data), gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return nil, fmt.Errorf("attachment %s: %w", a.Filename, err)
		}
	}
	return m, nil
}

// Raw is a stored message as it goes out over SMTP (RFC 5322, its
// attachments base64-encoded parts of multipart/mixed): for the local
// mailbox's readers and tests. NotFound when there is no such message.
func (o *Outbox) Raw(ctx context.Context, id int64) ([]byte, error) {
	var row messageRow
	err := o.db.Read().Get(ctx, &row, `SELECT `+rowColumns+` FROM mail_message WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, "mail.notFound", "id", id)
	}
	if err != nil {
		return nil, fmt.Errorf("mail: get message %d: %w", id, err)
	}
	m, err := o.build(ctx, row, nil)
	if err != nil {
		return nil, fmt.Errorf("mail: build message %d: %w", id, err)
	}
	var b bytes.Buffer
	if _, err := m.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("mail: write message %d: %w", id, err)
	}
	return b.Bytes(), nil
}

func (o *Outbox) sendSMTP(ctx context.Context, row messageRow, kept map[int][]byte) error {
	m, err := o.build(ctx, row, kept)
	if err != nil {
		return err
	}
	s := o.smtp
	opts := []gomail.Option{gomail.WithPort(s.Port), gomail.WithTimeout(o.timeout)}
	switch s.Security {
	case smtpurl.ImplicitTLS:
		opts = append(opts, gomail.WithSSL())
	case smtpurl.StartTLS:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case smtpurl.StartTLSOpportunistic:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	case smtpurl.NoTLS:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	}
	if o.tls != nil {
		cfg := o.tls.Clone()
		if cfg.ServerName == "" {
			cfg.ServerName = s.Host
		}
		opts = append(opts, gomail.WithTLSConfig(cfg))
	}
	if s.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.Username), gomail.WithPassword(s.Password))
	}
	client, err := gomail.NewClient(s.Host, opts...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	if err := client.DialAndSendWithContext(ctx, m); err != nil {
		return fmt.Errorf("smtp %s: %w", s.Address(), err)
	}
	return nil
}

// formatAddress writes an address for a header and for people: the bare
// address, or the name (quoted when it needs to be) and the address in
// angle brackets. Names stay in UTF-8 (RFC 6532); go-mail encodes them on
// the wire.
func formatAddress(a *netmail.Address) string {
	if a.Name == "" {
		return a.Address
	}
	name := a.Name
	for _, r := range name {
		if !(r == ' ' || r >= utf8.RuneSelf || isASCIIAlnum(r) || strings.ContainsRune(atextSpecials, r)) {
			name = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(name) + `"`
			break
		}
	}
	return name + " <" + a.Address + ">"
}
