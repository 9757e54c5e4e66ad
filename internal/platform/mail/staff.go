package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// MaxOutboxSearch bounds the search text of Mailbox.Search.
const MaxOutboxSearch = 100

// OutboxQuery asks for a page of the mails the shop sent or tried to send,
// as staff look through them; zero fields do not narrow.
type OutboxQuery struct {
	// State is queued, sending, sent or failed.
	State string
	// Tag is the kind of mail (order.placed).
	Tag string
	// Search finds a part of a recipient's address or of the subject,
	// letter case aside.
	Search string
	// From and To bound when it was written: From ≤ created < To.
	From, To time.Time
	// Page counts from 1; PageSize is at most 100 (20 when 0).
	Page, PageSize int
}

// Search returns a page of the stored messages matching q, newest first,
// and how many match in all. Invalid on its field for an unknown state
// or a search longer than MaxOutboxSearch.
func (m *Mailbox) Search(ctx context.Context, q OutboxQuery) ([]Stored, int, error) {
	var f apperr.Fields
	conds, args := []string{"1 = 1"}, []any{}
	if q.State != "" {
		switch q.State {
		case StateQueued, StateSending, StateSent, StateFailed:
		default:
			f.Add("state", "mail.outbox.unknownState")
		}
		conds, args = append(conds, "state = ?"), append(args, q.State)
	}
	if tag := strings.TrimSpace(q.Tag); tag != "" {
		conds, args = append(conds, "tag = ?"), append(args, tag)
	}
	if s := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search))); s != "" {
		if len([]rune(s)) > MaxOutboxSearch {
			f.Add("search", "input.tooLong", "max", MaxOutboxSearch)
		}
		like := "%" + db.EscapeLike(s) + "%"
		conds = append(conds, `(LOWER(to_addresses) LIKE ? ESCAPE '\' OR LOWER(subject) LIKE ? ESCAPE '\')`)
		args = append(args, like, like)
	}
	if !q.From.IsZero() {
		conds, args = append(conds, "created_at >= ?"), append(args, q.From.UTC())
	}
	if !q.To.IsZero() {
		conds, args = append(conds, "created_at < ?"), append(args, q.To.UTC())
	}
	if err := f.Err(); err != nil {
		return nil, 0, err
	}
	if q.PageSize <= 0 {
		q.PageSize = 20
	}
	q.PageSize, q.Page = min(q.PageSize, 100), max(q.Page, 1)
	where := strings.Join(conds, " AND ")
	var total int
	if err := m.db.Read().Get(ctx, &total, `SELECT COUNT(*) FROM mail_message WHERE `+where, args...); err != nil {
		return nil, 0, fmt.Errorf("mail: count messages: %w", err)
	}
	var rows []storedRow
	if err := m.db.Read().Select(ctx, &rows, `SELECT `+storedColumns+` FROM mail_message WHERE `+where+`
		ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return nil, 0, fmt.Errorf("mail: search messages: %w", err)
	}
	out := make([]Stored, 0, len(rows))
	for _, r := range rows {
		s, err := r.stored()
		if err != nil {
			return nil, 0, err
		}
		out = append(out, s)
	}
	return out, total, nil
}

// Resend delivers a message whose delivery failed once more, now, through
// the queue (a delivery already waiting for its retry may still run: the
// message is claimed once, so it goes out once). NotFound for an unknown
// message; Conflict ("mail.outbox.notFailed") for one that is not failed.
func (o *Outbox) Resend(ctx context.Context, id int64) error {
	return o.db.InTransaction(ctx, func(ctx context.Context) error {
		var state string
		err := o.db.Write().GetForUpdate(ctx, &state, `SELECT state FROM mail_message WHERE id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "mail.notFound", "id", id)
		}
		if err != nil {
			return fmt.Errorf("mail: resend %d: %w", id, err)
		}
		if state != StateFailed {
			return apperr.New(apperr.Conflict, "mail.outbox.notFailed")
		}
		if err := o.queue.Enqueue(ctx, o.db.Write(), JobKind, strconv.FormatInt(id, 10)+".resend", deliverPayload{ID: id}, time.Time{}); err != nil {
			return fmt.Errorf("mail: resend %d: %w", id, err)
		}
		return nil
	})
}

// Copy sends what message id held once more as a new message: the same
// recipients, subject, bodies, attachments and tag (a confirmation or an
// invoice the customer lost), whatever became of the first. The files
// its sources make (documents) are made again from their source, those it
// carried itself are copied. NotFound for an unknown message; Conflict
// ("mail.outbox.attachmentGone") when a file it carried is gone.
func (o *Outbox) Copy(ctx context.Context, id int64) error {
	return o.db.InTransaction(ctx, func(ctx context.Context) error {
		var row messageRow
		err := o.db.Write().Get(ctx, &row, `SELECT `+rowColumns+` FROM mail_message WHERE id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "mail.notFound", "id", id)
		}
		if err != nil {
			return fmt.Errorf("mail: copy %d: %w", id, err)
		}
		to, err := row.to()
		if err != nil {
			return fmt.Errorf("mail: copy %d: %w", id, err)
		}
		atts, err := row.attachments()
		if err != nil {
			return fmt.Errorf("mail: copy %d: %w", id, err)
		}
		kept, err := readKept(ctx, o.db.Write(), id)
		if err != nil {
			return fmt.Errorf("mail: copy %d: %w", id, err)
		}
		for i := range atts {
			atts[i].Size = 0
			if atts[i].BlobKey != "" || atts[i].Source != "" {
				continue
			}
			data, ok := kept[i]
			if !ok {
				return apperr.New(apperr.Conflict, "mail.outbox.attachmentGone", "name", atts[i].Filename)
			}
			atts[i].Data = data
		}
		return o.Enqueue(ctx, o.db.Write(), Message{To: to, ReplyTo: row.ReplyTo, Subject: row.Subject, Text: row.Text, HTML: row.HTML,
			Attachments: atts, Tag: row.Tag})
	})
}
