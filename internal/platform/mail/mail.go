// Package mail sends mail through the table-backed outbox: a message is
// enqueued in the caller's transaction and delivered by a worker, over SMTP
// when configured, otherwise into a local mailbox a developer can read
// (`paddock mail`, or /dev/mail in developer mode). A crash loses nothing
// and several instances never send one message twice.
package mail

import (
	"context"

	"paddock/internal/platform/db"
)

// Message is one mail ready to send: texts already translated and rendered.
type Message struct {
	// To holds the recipients' addresses; at least one.
	To []string
	// ReplyTo is optional (a customer's address on mails to the shop).
	ReplyTo string
	Subject string
	// Text is the plain-text body; always set.
	Text string
	// HTML is an optional HTML body, sent as the alternative to Text.
	HTML string
	// Attachments are files from blob storage, by key, made for the
	// message (Data), which the outbox keeps with it, or made when it is
	// sent (Source).
	Attachments []Attachment
	// Tag names the kind of mail for logs and the mailbox view, for example
	// "newsletter.confirm" or "form.submission".
	Tag string
	// Unverified marks a mail to an address nobody has shown to be theirs,
	// sent because someone filled in a form (a receipt, a welcome, a
	// confirmation link): it has one recipient, counts against that
	// inbox's RecipientBudget, and beyond it is not sent (ErrBudgetSpent).
	// Such a mail quotes typed text only through Quote, Defuse and
	// GreetingName.
	Unverified bool
}

// Attachment is a file that goes with a message: one kept in blob storage
// (BlobKey), one made for the message (Data, such as the order
// confirmation's PDFs), which the outbox stores with the message
// (mail_attachment) so that a delivery tried again sends it as it was, or
// one made when the message is first sent (Source and Ref: an invoice's
// PDF, rendered after the transaction that enqueued the mail), which the
// outbox then stores with it the same way. Either way it is sent
// base64-encoded in a multipart/mixed message.
type Attachment struct {
	Filename    string
	ContentType string
	BlobKey     string `json:",omitempty"`
	// Source names the Outbox.Source that makes the file from Ref when
	// the message is sent; rendering it there keeps it out of the
	// transaction that enqueues the message.
	Source string `json:",omitempty"`
	Ref    string `json:",omitempty"`
	// Data is the file itself when BlobKey is empty; not in the
	// attachments' JSON, stored in mail_attachment by position.
	Data []byte `json:"-"`
	// Size is the file's size in bytes for Data (set by the outbox).
	Size int `json:",omitempty"`
}

// Sources is a Sender that takes attachments made when their message is
// sent (Attachment.Source): the Outbox.
type Sources interface {
	Source(name string, fn SourceFunc)
}

// Sender enqueues mail. Enqueue runs inside tx, so the mail goes out only
// if the caller's change commits.
type Sender interface {
	Enqueue(ctx context.Context, tx db.Handle, msg Message) error
	// ShopAddress is where mail for the shop goes (form submissions,
	// helpdesk tickets).
	ShopAddress() string
}
