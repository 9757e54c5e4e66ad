// Package helpdesk takes customers' messages from the contact form as
// tickets: each is checked field by field, stored with a short code a
// person can read out ("KT-7Q4M9X"), mailed to the shop (replies go to the
// customer) and confirmed to the customer with the code, both mails in
// the same transaction as the ticket.
package helpdesk

import (
	"context"
	"time"

	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// Channel is where a ticket came from.
type Channel string

// The channels. Only the contact form exists today.
const ContactForm Channel = "contact_form"

// Input is a ticket as the customer wrote it.
type Input struct {
	Name    string
	Email   string
	Subject string
	Message string
	// Telephone is optional.
	Telephone string
	Channel   Channel
	// Honeypot is a form field people never see; it must stay empty.
	Honeypot string
}

// Origin is where a ticket came from: the store (the language of the
// customer's receipt) and the client (for the rate limit).
type Origin struct {
	Store  storecode.Store
	Client ratelimit.Client
}

// Service is what other packages may ask of the helpdesk.
type Service interface {
	// Submit checks, stores and mails a ticket and returns its code. Bad
	// input gives one Invalid error per field (joined, each naming its
	// field) and stores nothing; too many tickets from one client or for
	// one address give a RateLimited error.
	Submit(ctx context.Context, in Input, from Origin) (code string, err error)
}

// Field limits, in characters.
const (
	MaxName      = 100
	MaxSubject   = 200
	MaxMessage   = 5000
	MaxTelephone = 30
)

// Rate limits.
var (
	// SubmitPerIP bounds tickets from one client address.
	SubmitPerIP = ratelimit.Rule{Name: "helpdesk.submit.ip", Limit: 5, Window: 15 * time.Minute}
	// SubmitPerAddress bounds receipts to one address, so that the form
	// cannot be used to flood a stranger's inbox.
	SubmitPerAddress = ratelimit.Rule{Name: "helpdesk.submit.email", Limit: 10, Window: 24 * time.Hour}
)

// CodePrefix starts every ticket code.
const CodePrefix = "KT-"

// codeAlphabet leaves out characters people confuse: 0/O, 1/I/L, and U.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ"

// codeLength is the number of random characters after the prefix: 30^6,
// about 729 million codes.
const codeLength = 6
