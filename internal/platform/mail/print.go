package mail

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"
	_ "time/tzdata" // times are shown in Berlin time on every machine
	"unicode/utf8"

	"paddock/internal/platform/i18n"
)

// berlin is the shop's time zone.
var berlin = i18n.Berlin

// ShowTime formats a stored time for people: Berlin time with its zone.
func ShowTime(t time.Time) string { return t.In(berlin).Format("2006-01-02 15:04:05 MST") }

// WriteList writes one line per message, newest first as given: id, time,
// state, recipients and subject.
func WriteList(w io.Writer, msgs []Stored) error {
	if len(msgs) == 0 {
		_, err := fmt.Fprintln(w, "The mailbox is empty.")
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tDATE\tSTATE\tTO\tSUBJECT")
	for _, m := range msgs {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\n", m.ID, ShowTime(m.CreatedAt), stateLabel(m),
			clip(strings.Join(m.To, ", "), 40), clip(m.Subject, 70))
	}
	return tw.Flush()
}

// WriteMessage writes a message's headers, its text body and the names of
// its attachments.
func WriteMessage(w io.Writer, m Stored) error {
	var b strings.Builder
	header := func(name, value string) {
		if value != "" {
			fmt.Fprintf(&b, "%-12s %s\n", name+":", value)
		}
	}
	header("Message-ID", "<"+m.MessageID+">")
	header("Date", ShowTime(m.CreatedAt))
	header("From", m.From)
	header("To", strings.Join(m.To, ", "))
	header("Reply-To", m.ReplyTo)
	header("Subject", m.Subject)
	header("Tag", m.Tag)
	header("State", stateLabel(m))
	if m.SentAt != nil {
		header("Sent", ShowTime(*m.SentAt))
	}
	if m.LastError != "" {
		header("Last error", m.LastError)
	}
	for _, a := range m.Attachments {
		header("Attachment", a.Filename+" ("+a.ContentType+")")
	}
	if m.HTML != "" {
		header("HTML", fmt.Sprintf("%d bytes (see /dev/mail/%d in developer mode)", len(m.HTML), m.ID))
	}
	b.WriteString("\n")
	b.WriteString(m.Text)
	if !strings.HasSuffix(m.Text, "\n") {
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func stateLabel(m Stored) string {
	if m.State == StateSent && m.Transport != "" {
		return m.State + " (" + m.Transport + ")"
	}
	return m.State
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
