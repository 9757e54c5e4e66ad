package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"paddock/internal/platform/db"
)

// mailsOf returns the ids of the stored messages that went to one of the
// addresses or name one of them as the address to reply to (a contact
// form's mail to the shop), compared as MailboxKey compares them.
func (m *Mailbox) mailsOf(ctx context.Context, addresses []string) ([]int64, error) {
	keys := map[string]bool{}
	for _, a := range addresses {
		if a = strings.TrimSpace(a); a != "" {
			keys[MailboxKey(a)] = true
		}
	}
	var out []int64
	seen := map[int64]bool{}
	for _, a := range addresses {
		a = strings.ToLower(strings.TrimSpace(a))
		if a == "" {
			continue
		}
		// The LIKE finds the candidates; the parsed addresses decide, so
		// that "ann@example.de" does not take "joann@example.de"'s mails.
		var rows []struct {
			ID      int64  `db:"id"`
			To      string `db:"to_addresses"`
			ReplyTo string `db:"reply_to"`
		}
		like := "%" + db.EscapeLike(a) + "%"
		if err := m.db.Write().Select(ctx, &rows, `SELECT id, to_addresses, reply_to FROM mail_message
			WHERE LOWER(to_addresses) LIKE ? ESCAPE '\' OR LOWER(reply_to) LIKE ? ESCAPE '\' ORDER BY id`, like, like); err != nil {
			return nil, fmt.Errorf("mail: find the mails of an address: %w", err)
		}
		for _, r := range rows {
			if seen[r.ID] {
				continue
			}
			var to []string
			if err := json.Unmarshal([]byte(r.To), &to); err != nil {
				return nil, fmt.Errorf("mail: recipients of message %d: %w", r.ID, err)
			}
			for _, raw := range append(to, r.ReplyTo) {
				if p, ok := parseHeaderAddress(strings.TrimSpace(raw)); ok && keys[MailboxKey(p.Address)] {
					seen[r.ID] = true
					out = append(out, r.ID)
					break
				}
			}
		}
	}
	return out, nil
}

// CountMailsOf is how many stored messages EraseMailsOf would delete.
func (m *Mailbox) CountMailsOf(ctx context.Context, addresses []string) (int, error) {
	ids, err := m.mailsOf(ctx, addresses)
	return len(ids), err
}

// EraseMailsOf deletes the stored messages to or from the addresses
// (GDPR erasure: their recipients, names, bodies and attachments), queued
// ones included: their delivery jobs then find nothing to send. It runs
// in ctx's transaction, and reports how many went.
func (m *Mailbox) EraseMailsOf(ctx context.Context, addresses []string) (int, error) {
	ids, err := m.mailsOf(ctx, addresses)
	if err != nil {
		return 0, err
	}
	for _, chunk := range db.Chunks(ids, db.MaxInList) {
		// The attachments first: ON DELETE CASCADE holds only where
		// foreign keys are enforced.
		if _, err := m.db.Write().Exec(ctx, `DELETE FROM mail_attachment WHERE message_id IN (`+db.InList(len(chunk))+`)`,
			db.Args(chunk)...); err != nil {
			return 0, fmt.Errorf("mail: erase attachments: %w", err)
		}
		if _, err := m.db.Write().Exec(ctx, `DELETE FROM mail_message WHERE id IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return 0, fmt.Errorf("mail: erase mails: %w", err)
		}
	}
	return len(ids), nil
}
