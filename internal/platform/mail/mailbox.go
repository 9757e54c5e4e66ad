package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// Stored is a message as the outbox keeps it.
type Stored struct {
	ID          int64
	MessageID   string
	Tag         string
	From        string
	To          []string
	ReplyTo     string
	Subject     string
	Text        string
	HTML        string
	Attachments []Attachment
	// State is queued, sending, sent or failed.
	State string
	// Transport is smtp or mailbox once sent, else empty.
	Transport string
	Attempts  int
	LastError string
	CreatedAt time.Time
	SentAt    *time.Time
}

// Mailbox reads the stored messages: the local mailbox when no SMTP server
// is configured, the outbox's record otherwise.
type Mailbox struct {
	db *db.DB
}

// NewMailbox returns the mailbox on d.
func NewMailbox(d *db.DB) *Mailbox { return &Mailbox{db: d} }

// MaxList is the most messages List returns.
const MaxList = 500

type storedRow struct {
	messageRow
	State     string     `db:"state"`
	Transport string     `db:"transport"`
	Attempts  int        `db:"attempts"`
	LastError string     `db:"last_error"`
	SentAt    *time.Time `db:"sent_at"`
}

const storedColumns = rowColumns + `, state, transport, attempts, last_error, sent_at`

// List returns up to limit messages (at most MaxList), newest first.
func (m *Mailbox) List(ctx context.Context, limit int) ([]Stored, error) {
	if limit <= 0 || limit > MaxList {
		limit = MaxList
	}
	var rows []storedRow
	if err := m.db.Read().Select(ctx, &rows, `SELECT `+storedColumns+` FROM mail_message
		ORDER BY created_at DESC, id DESC LIMIT ?`, limit); err != nil {
		return nil, fmt.Errorf("mail: list messages: %w", err)
	}
	out := make([]Stored, 0, len(rows))
	for _, r := range rows {
		s, err := r.stored()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// Get returns one message; a NotFound error when there is none.
func (m *Mailbox) Get(ctx context.Context, id int64) (Stored, error) {
	var r storedRow
	err := m.db.Read().Get(ctx, &r, `SELECT `+storedColumns+` FROM mail_message WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return Stored{}, apperr.New(apperr.NotFound, "mail.notFound", "id", id)
	}
	if err != nil {
		return Stored{}, fmt.Errorf("mail: get message %d: %w", id, err)
	}
	return r.stored()
}

// AttachmentData is the file a message carries itself at position (its
// place in Attachments); NotFound when there is none.
func (m *Mailbox) AttachmentData(ctx context.Context, id int64, position int) ([]byte, error) {
	kept, err := readKept(ctx, m.db.Read(), id)
	if err != nil {
		return nil, fmt.Errorf("mail: %w", err)
	}
	data, ok := kept[position]
	if !ok {
		return nil, apperr.New(apperr.NotFound, "mail.notFound", "id", id)
	}
	return data, nil
}

func (r storedRow) stored() (Stored, error) {
	to, err := r.to()
	if err != nil {
		return Stored{}, fmt.Errorf("mail: message %d: %w", r.ID, err)
	}
	atts, err := r.attachments()
	if err != nil {
		return Stored{}, fmt.Errorf("mail: message %d: %w", r.ID, err)
	}
	s := Stored{
		ID: r.ID, MessageID: r.MessageID, Tag: r.Tag, From: r.From, To: to, ReplyTo: r.ReplyTo,
		Subject: r.Subject, Text: r.Text, HTML: r.HTML, Attachments: atts, State: r.State,
		Transport: r.Transport, Attempts: r.Attempts, LastError: r.LastError, CreatedAt: r.CreatedAt.UTC(),
	}
	if r.SentAt != nil {
		t := r.SentAt.UTC()
		s.SentAt = &t
	}
	return s, nil
}
