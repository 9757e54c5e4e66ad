package mail_test

import (
	"testing"

	"paddock/internal/platform/mail"
)

func TestMailboxKey(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"jana@example.de", "jana@example.de"},
		{" Jana.Berger@Example.DE ", "jana.berger@example.de"},
		// Sub-addressing at every provider: the tag goes, from the first +.
		{"jana+shop@example.de", "jana@example.de"},
		{"jana+a+b@example.de", "jana@example.de"},
		{"JANA+Willkommen@EXAMPLE.de", "jana@example.de"},
		// A local part that begins with + is all tag: kept as it is.
		{"+49151@example.de", "+49151@example.de"},
		// Dots only for Gmail, which ignores them; googlemail.com is gmail.com.
		{"jana.berger@example.de", "jana.berger@example.de"},
		{"jana.berger@gmail.com", "janaberger@gmail.com"},
		{"J.a.n.a.Berger+probe@GoogleMail.com", "janaberger@gmail.com"},
		{"jana.berger@googlemail.com", "janaberger@gmail.com"},
		{"jana.berger@mail.gmail.com", "jana.berger@mail.gmail.com"},
		{"jana@gmail.com.", "jana@gmail.com"},
		// Only ASCII is folded (so the migration's SQL agrees).
		{"Jörg@Example.de", "jörg@example.de"},
		{"ÄNNE@example.de", "Änne@example.de"},
		// Not an address: compared as it is, folded.
		{"Kein-At", "kein-at"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := mail.MailboxKey(tt.in); got != tt.want {
			t.Errorf("MailboxKey(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
	// Addresses of one mailbox share a key; others do not.
	if mail.MailboxKey("a.b+x@gmail.com") != mail.MailboxKey("AB@googlemail.com") {
		t.Error("one Gmail mailbox has two keys")
	}
	if mail.MailboxKey("a.b@example.de") == mail.MailboxKey("ab@example.de") {
		t.Error("dots dropped outside Gmail")
	}
}
