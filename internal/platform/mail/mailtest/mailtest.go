// Package mailtest is an in-memory mail.Sender for tests of the domains
// that write mail.
package mailtest

import (
	"context"
	"sync"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/mail"
)

// Outbox records the mails enqueued.
type Outbox struct {
	// Shop is ShopAddress; shop@paddock.example when empty.
	Shop string
	// Fail, when set, is what Enqueue answers, recording nothing.
	Fail error
	// Mark, when set, makes Enqueue also write a job of this kind in the
	// caller's transaction, so that a test sees whether the mail would
	// have committed with the work it belongs to.
	Mark string

	mu   sync.Mutex
	msgs []mail.Message
}

var _ mail.Sender = (*Outbox)(nil)

// Enqueue records msg.
func (o *Outbox) Enqueue(ctx context.Context, tx db.Handle, msg mail.Message) error {
	if o.Fail != nil {
		return o.Fail
	}
	if o.Mark != "" {
		if _, err := tx.Exec(ctx, "INSERT INTO job (kind, payload, run_at) VALUES (?, ?, ?)", o.Mark, msg.Subject, time.Now().UTC()); err != nil {
			return err
		}
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.msgs = append(o.msgs, msg)
	return nil
}

// ShopAddress is where mail for the shop goes.
func (o *Outbox) ShopAddress() string {
	if o.Shop == "" {
		return "shop@paddock.example"
	}
	return o.Shop
}

// Messages returns the mails enqueued, oldest first.
func (o *Outbox) Messages() []mail.Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]mail.Message(nil), o.msgs...)
}
