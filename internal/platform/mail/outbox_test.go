package mail_test

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var discard = slog.New(slog.DiscardHandler)

type env struct {
	d      *db.DB
	queue  *jobs.Queue
	outbox *mail.Outbox
	bucket *blob.Bucket
}

func newEnv(t *testing.T, d *db.DB, opts mail.Options) env {
	t.Helper()
	bucket, err := blob.Open(context.Background(), "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = bucket.Close() })
	q := jobs.New(d, discard)
	opts.Bucket = bucket
	o, err := mail.NewOutbox(d, q, opts)
	if err != nil {
		t.Fatal(err)
	}
	q.Handle(mail.JobKind, o.HandleJob)
	return env{d: d, queue: q, outbox: o, bucket: bucket}
}

func (e env) enqueue(t *testing.T, msg mail.Message) {
	t.Helper()
	if err := e.d.InTx(context.Background(), func(tx db.Handle) error {
		return e.outbox.Enqueue(context.Background(), tx, msg)
	}); err != nil {
		t.Fatal(err)
	}
}

func (e env) run(t *testing.T) {
	t.Helper()
	if _, err := e.queue.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func count(t *testing.T, d *db.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

func message(to string) mail.Message {
	return mail.Message{To: []string{to}, Subject: "Ihre Bestellung bei Paddock", Text: "Hallo Anna,\nvielen Dank.", Tag: "test.order"}
}

func TestEnqueueInRolledBackTransactionSendsNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newEnv(t, d, mail.Options{})
		ctx := context.Background()
		err := d.InTx(ctx, func(tx db.Handle) error {
			if err := e.outbox.Enqueue(ctx, tx, message("anna@example.de")); err != nil {
				t.Fatal(err)
			}
			return errors.New("the order failed")
		})
		if err == nil {
			t.Fatal("the transaction committed")
		}
		e.run(t)
		if n := count(t, d, "SELECT COUNT(*) FROM mail_message"); n != 0 {
			t.Errorf("%d messages after a rollback", n)
		}
		if n := count(t, d, "SELECT COUNT(*) FROM job"); n != 0 {
			t.Errorf("%d jobs after a rollback", n)
		}
	})
}

func TestLocalMailbox(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newEnv(t, d, mail.Options{From: "Paddock Reitsport <shop@paddock.example>"})
		if e.outbox.Transport() != mail.TransportMailbox || e.outbox.ShopAddress() != "Paddock Reitsport <shop@paddock.example>" {
			t.Fatalf("transport %s, shop %s", e.outbox.Transport(), e.outbox.ShopAddress())
		}
		first := message("anna@example.de")
		second := mail.Message{To: []string{"Jürgen Müller <juergen@example.de>", "b@example.de"}, ReplyTo: `"Hof, Sonnenschein" <hof@example.de>`,
			Subject: "Kontaktanfrage KT-7Q4M9X", Text: "Text", HTML: "<p>HTML</p>", Tag: "helpdesk.ticket"}
		e.enqueue(t, first)
		e.enqueue(t, second)
		e.run(t)

		box := mail.NewMailbox(d)
		msgs, err := box.List(context.Background(), 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(msgs) != 2 || msgs[0].Subject != second.Subject || msgs[1].Subject != first.Subject {
			t.Fatalf("not newest first: %+v", msgs)
		}
		got := msgs[0]
		if got.State != mail.StateSent || got.Transport != mail.TransportMailbox || got.SentAt == nil || got.Attempts != 1 ||
			got.From != "Paddock Reitsport <shop@paddock.example>" || strings.Join(got.To, "|") != "Jürgen Müller <juergen@example.de>|b@example.de" ||
			got.ReplyTo != `"Hof, Sonnenschein" <hof@example.de>` || got.HTML != "<p>HTML</p>" || got.Tag != "helpdesk.ticket" ||
			!strings.HasSuffix(got.MessageID, "@paddock.example") {
			t.Errorf("stored %+v", got)
		}
		one, err := box.Get(context.Background(), got.ID)
		if err != nil || one.Subject != got.Subject || one.Text != "Text" {
			t.Errorf("Get: %+v, %v", one, err)
		}
		if _, err := box.Get(context.Background(), got.ID+100); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("Get of a missing mail: %v", err)
		}
		if n := count(t, d, "SELECT COUNT(*) FROM job"); n != 0 {
			t.Errorf("%d jobs left", n)
		}
	})
}

func TestHeadersAreSafeAgainstInjection(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newEnv(t, d, mail.Options{})
		base := message("anna@example.de")
		tests := []struct {
			name  string
			edit  func(*mail.Message)
			field string
		}{
			{"line break in subject", func(m *mail.Message) { m.Subject = "Hallo\r\nBcc: victim@example.de" }, "subject"},
			{"bare LF in subject", func(m *mail.Message) { m.Subject = "Hallo\nBcc: victim@example.de" }, "subject"},
			{"NUL in subject", func(m *mail.Message) { m.Subject = "Hallo\x00" }, "subject"},
			{"unicode line separator in subject", func(m *mail.Message) { m.Subject = "Hallo\u2028Bcc: x@example.de" }, "subject"},
			{"line break in recipient", func(m *mail.Message) { m.To = []string{"anna@example.de\r\nBcc: victim@example.de"} }, "to"},
			{"two recipients in one", func(m *mail.Message) { m.To = []string{"anna@example.de, victim@example.de"} }, "to"},
			{"not an address", func(m *mail.Message) { m.To = []string{"anna"} }, "to"},
			{"line break in reply-to name", func(m *mail.Message) { m.ReplyTo = "\"Anna\r\nBcc: v@example.de\" <anna@example.de>" }, "replyTo"},
			{"line break in attachment name", func(m *mail.Message) {
				m.Attachments = []mail.Attachment{{Filename: "a.pdf\r\nX-Evil: 1", ContentType: "application/pdf", BlobKey: "k"}}
			}, "filename"},
			{"bad content type", func(m *mail.Message) {
				m.Attachments = []mail.Attachment{{Filename: "a.pdf", ContentType: "application/pdf\r\nX-Evil: 1", BlobKey: "k"}}
			}, "contentType"},
		}
		for _, tt := range tests {
			msg := base
			tt.edit(&msg)
			err := d.InTx(context.Background(), func(tx db.Handle) error { return e.outbox.Enqueue(context.Background(), tx, msg) })
			var ae *apperr.Error
			if !errors.As(err, &ae) || ae.Kind != apperr.Invalid || ae.Field != tt.field {
				t.Errorf("%s: %v", tt.name, err)
			}
		}
		for name, msg := range map[string]mail.Message{
			"no recipient": {Subject: "s", Text: "t", Tag: "x"},
			"no subject":   {To: []string{"a@example.de"}, Text: "t", Tag: "x"},
			"no text":      {To: []string{"a@example.de"}, Subject: "s", Tag: "x"},
			"bad tag":      {To: []string{"a@example.de"}, Subject: "s", Text: "t", Tag: "Bad Tag"},
		} {
			if err := d.InTx(context.Background(), func(tx db.Handle) error { return e.outbox.Enqueue(context.Background(), tx, msg) }); err == nil {
				t.Errorf("%s: accepted", name)
			}
		}
		if n := count(t, d, "SELECT COUNT(*) FROM mail_message"); n != 0 {
			t.Errorf("%d refused messages stored", n)
		}
	})
}

func TestNewOutboxRefusesBadSettings(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	q := jobs.New(d, discard)
	for name, opts := range map[string]mail.Options{
		"from with line break": {From: "shop@example.de\r\nBcc: x@example.de"},
		"from not an address":  {From: "Paddock"},
		"bad shop address":     {ShopAddress: "a@b, c@d"},
		"bad SMTP URL":         {SMTPURL: "http://mail.example.de"},
	} {
		if _, err := mail.NewOutbox(d, q, opts); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	o, err := mail.NewOutbox(d, q, mail.Options{})
	if err != nil || o.From() != mail.DefaultFrom || o.ShopAddress() != mail.DefaultFrom {
		t.Errorf("defaults: %v %v", o, err)
	}
}

// part is one leaf of a parsed MIME message.
type part struct {
	contentType string
	format      string // format=flowed
	filename    string
	body        string
}

// parts reads every leaf part of a raw message, decoding transfer
// encodings.
func parts(t *testing.T, data string) (netmail.Header, []part) {
	t.Helper()
	msg, err := netmail.ReadMessage(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var out []part
	var walk func(ct string, h map[string][]string, r io.Reader)
	walk = func(ct string, h map[string][]string, r io.Reader) {
		mt, params, err := mime.ParseMediaType(ct)
		if err != nil {
			t.Fatalf("content type %q: %v", ct, err)
		}
		if strings.HasPrefix(mt, "multipart/") {
			mr := multipart.NewReader(r, params["boundary"])
			for {
				p, err := mr.NextPart()
				if err == io.EOF {
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				walk(p.Header.Get("Content-Type"), p.Header, p)
			}
		}
		body, _ := io.ReadAll(r)
		if strings.EqualFold(first(h["Content-Transfer-Encoding"]), "base64") {
			body, _ = base64.StdEncoding.DecodeString(strings.ReplaceAll(strings.ReplaceAll(string(body), "\r\n", ""), "\n", ""))
		}
		_, dp, _ := mime.ParseMediaType(first(h["Content-Disposition"]))
		out = append(out, part{contentType: mt, format: params["format"], filename: dp["filename"], body: string(body)})
	}
	walk(msg.Header.Get("Content-Type"), msg.Header, msg.Body)
	return msg.Header, out
}

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

func smtpOptions(s *smtpServer, client *tls.Config, scheme, userinfo string) mail.Options {
	return mail.Options{SMTPURL: scheme + "://" + userinfo + "127.0.0.1:" + s.port(), TLSConfig: client,
		From: "Paddock <shop@paddock.example>", Timeout: 20 * time.Second}
}

// written is a text part with what format=flowed must carry whole: short
// hard lines, a lone dot, a paragraph longer than a line, a link longer
// than a line, and lines that need stuffing.
const written = "Hallo,\nbitte um ein Angebot.\n.\nZeile nach einem Punkt\n" +
	"Falls Sie die Zahlung nicht abschließen konnten: Über diesen Link bezahlen Sie die Bestellung oder wählen eine andere Zahlungsart, bis zum 30. November 2026.\n" +
	"https://shop.example/de/checkout/transaction/paddock_test/process?payment_token=qbj5im0wbwKpwFHsThoEEP40ffOH148_39cCrGnJMzI&resume=1 (gültig bis Montag)\n" +
	"From Münster\n> zitiert\n  eingerückt\n-- \nPaddock"

// unflow reads a format=flowed text as RFC 3676 §4.2 says: a line ending
// in a space continues on the next, and a stuffed space is dropped.
func unflow(s string) string {
	var b strings.Builder
	for i, line := range strings.Split(s, "\n") {
		line = strings.TrimPrefix(line, " ")
		b.WriteString(line)
		if (!strings.HasSuffix(line, " ") || line == "-- ") && i < strings.Count(s, "\n") {
			b.WriteString("\n")
		}
	}
	return b.String()
}

func TestSMTPDeliveryWithSTARTTLSAndAuth(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := startSMTP(t, &smtpServer{tls: serverTLS, user: "shop", pass: "s3cret pw"})
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtp", "shop:s3cret%20pw@"))
		ctx := context.Background()
		if err := e.bucket.WriteAll(ctx, "forms/logo.png", []byte("\x89PNG fake logo bytes"), nil); err != nil {
			t.Fatal(err)
		}
		e.enqueue(t, mail.Message{
			To: []string{"Jürgen Müller <juergen@example.de>"}, ReplyTo: "anna@example.de",
			Subject: "Anfrage für Vereinsartikel – Größe M", Text: written, HTML: "<p>Hallo</p>",
			Attachments: []mail.Attachment{{Filename: "Vereinslogo.png", ContentType: "image/png", BlobKey: "forms/logo.png"}},
			Tag:         "form.submission",
		})
		e.run(t)

		got := s.messages()
		if len(got) != 1 {
			t.Fatalf("%d messages delivered", len(got))
		}
		m := got[0]
		if !m.TLS || m.User != "shop" || m.From != "shop@paddock.example" || strings.Join(m.To, ",") != "juergen@example.de" {
			t.Errorf("envelope %+v", m)
		}
		h, ps := parts(t, m.Data)
		subject, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
		to, _ := new(mime.WordDecoder).DecodeHeader(h.Get("To"))
		stored, _ := mail.NewMailbox(d).List(ctx, 1)
		if subject != "Anfrage für Vereinsartikel – Größe M" || !strings.Contains(to, "Jürgen Müller") ||
			h.Get("Reply-To") != "<anna@example.de>" || h.Get("Auto-Submitted") != "auto-generated" ||
			h.Get("Message-Id") != "<"+stored[0].MessageID+">" || h.Get("Date") == "" {
			t.Errorf("headers: subject %q, to %q, %v", subject, to, h)
		}
		var text, html, att part
		for _, p := range ps {
			switch {
			case p.filename != "":
				att = p
			case p.contentType == "text/plain":
				text = p
			case p.contentType == "text/html":
				html = p
			}
		}
		// Flowed: no line longer than 78 characters, and read as the
		// format says, the text as written.
		sent := strings.ReplaceAll(text.body, "\r\n", "\n")
		for _, line := range strings.Split(sent, "\n") {
			if utf8.RuneCountInString(line) > 78 && !strings.Contains(line, "https://") {
				t.Errorf("a line of %d characters: %q", utf8.RuneCountInString(line), line)
			}
		}
		if text.format != "flowed" || unflow(sent) != written {
			t.Errorf("text (format %q) %q, read %q", text.format, sent, unflow(sent))
		}
		if html.body != "<p>Hallo</p>" {
			t.Errorf("html %q", html.body)
		}
		if att.filename != "Vereinslogo.png" || att.contentType != "image/png" || att.body != "\x89PNG fake logo bytes" {
			t.Errorf("attachment %+v", att)
		}
		if stored[0].State != mail.StateSent || stored[0].Transport != mail.TransportSMTP {
			t.Errorf("stored %+v", stored[0])
		}
	})
}

func TestSMTPDeliveryWithImplicitTLS(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := startSMTP(t, &smtpServer{tls: serverTLS, implicit: true})
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtps", ""))
		e.enqueue(t, message("anna@example.de"))
		e.run(t)
		if got := s.messages(); len(got) != 1 || !got[0].TLS {
			t.Fatalf("delivered %+v", got)
		}
	})
}

func TestSMTPWithoutSTARTTLSIsRefusedUnlessAllowed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := startSMTP(t, &smtpServer{}) // offers no STARTTLS
		e := newEnv(t, d, smtpOptions(s, nil, "smtp", ""))
		e.enqueue(t, message("anna@example.de"))
		e.run(t)
		stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
		if len(s.messages()) != 0 || stored[0].State != mail.StateFailed || !strings.Contains(stored[0].LastError, "STARTTLS") {
			t.Fatalf("plain server: %d delivered, stored %+v", len(s.messages()), stored[0])
		}

		// A local relay may be named as one without TLS.
		relay := newEnv(t, d, mail.Options{SMTPURL: "smtp://127.0.0.1:" + s.port() + "?starttls=off"})
		if err := relay.outbox.HandleJob(context.Background(), json.RawMessage(`{"id":`+strconv.FormatInt(stored[0].ID, 10)+`}`)); err != nil {
			t.Fatal(err)
		}
		if got := s.messages(); len(got) != 1 || got[0].TLS {
			t.Errorf("relay: %+v", got)
		}
	})
}

func TestFailedDeliveryIsRetriedByTheQueue(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := &smtpServer{tls: serverTLS}
		s.reject.Store(true)
		startSMTP(t, s)
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtp", ""))
		e.enqueue(t, message("anna@example.de"))
		e.run(t)
		stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
		if stored[0].State != mail.StateFailed || stored[0].Attempts != 1 || !strings.Contains(stored[0].LastError, "rejected by the test") {
			t.Errorf("stored %+v", stored[0])
		}
		if n := count(t, d, "SELECT COUNT(*) FROM job WHERE kind = ? AND dead = FALSE AND attempts = 1 AND last_error <> ''", mail.JobKind); n != 1 {
			t.Errorf("%d jobs waiting for a retry", n)
		}
		// The queue's retry (here: the handler again) delivers once the
		// server takes it.
		s.reject.Store(false)
		if err := e.outbox.HandleJob(context.Background(), json.RawMessage(`{"id":`+strconv.FormatInt(stored[0].ID, 10)+`}`)); err != nil {
			t.Fatal(err)
		}
		again, _ := mail.NewMailbox(d).Get(context.Background(), stored[0].ID)
		if len(s.messages()) != 1 || again.State != mail.StateSent || again.Attempts != 2 || again.LastError != "" {
			t.Errorf("after retry: %d delivered, %+v", len(s.messages()), again)
		}
	})
}

func TestOneDeliveryUnderTwoWorkers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := startSMTP(t, &smtpServer{tls: serverTLS})
		opts := smtpOptions(s, clientTLS, "smtp", "")
		one, two := newEnv(t, d, opts), newEnv(t, d, opts)
		const n = 6
		for i := range n {
			one.enqueue(t, message("kunde"+strconv.Itoa(i)+"@example.de"))
		}
		// Two instances work the same queue at the same time.
		var wg sync.WaitGroup
		for _, e := range []env{one, two} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					if claimed, err := e.queue.RunDue(context.Background()); err != nil || claimed == 0 {
						return
					}
				}
			}()
		}
		wg.Wait()
		seen := map[string]int{}
		for _, m := range s.messages() {
			seen[m.To[0]]++
		}
		if len(seen) != n {
			t.Errorf("%d of %d recipients got mail: %v", len(seen), n, seen)
		}
		for to, c := range seen {
			if c != 1 {
				t.Errorf("%s got %d copies", to, c)
			}
		}
	})
}

func TestAMessageBeingSentIsNotSentAgain(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := startSMTP(t, &smtpServer{tls: serverTLS, dataSeen: make(chan struct{}, 1), hold: make(chan struct{})})
		opts := smtpOptions(s, clientTLS, "smtp", "")
		one, two := newEnv(t, d, opts), newEnv(t, d, opts)
		one.enqueue(t, message("anna@example.de"))
		stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
		payload := json.RawMessage(`{"id":` + strconv.FormatInt(stored[0].ID, 10) + `}`)

		// The first worker is in the middle of the SMTP conversation when
		// the second runs the same message (a duplicate job).
		done := make(chan error, 1)
		go func() { done <- one.outbox.HandleJob(context.Background(), payload) }()
		<-s.dataSeen
		if err := two.outbox.HandleJob(context.Background(), payload); err != nil {
			t.Errorf("second worker: %v", err)
		}
		close(s.hold)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		// And once sent, a job that runs again sends nothing.
		if err := two.outbox.HandleJob(context.Background(), payload); err != nil {
			t.Fatal(err)
		}
		if got := s.messages(); len(got) != 1 {
			t.Errorf("%d deliveries", len(got))
		}
	})
}

func TestAStuckDeliveryIsTakenUpAfterTheLease(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newEnv(t, d, mail.Options{})
		e.enqueue(t, message("anna@example.de"))
		stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
		id := stored[0].ID
		payload := json.RawMessage(`{"id":` + strconv.FormatInt(id, 10) + `}`)
		ctx := context.Background()

		// A worker claimed it a minute ago and is still at it: hands off.
		if _, err := d.Write().Exec(ctx, "UPDATE mail_message SET state = 'sending', sending_since = ? WHERE id = ?", time.Now().UTC().Add(-time.Minute), id); err != nil {
			t.Fatal(err)
		}
		if err := e.outbox.HandleJob(ctx, payload); err != nil {
			t.Fatal(err)
		}
		if got, _ := mail.NewMailbox(d).Get(ctx, id); got.State != mail.StateSending {
			t.Fatalf("taken from a live worker: %+v", got)
		}
		// Its worker died: after the lease another takes it up.
		if _, err := d.Write().Exec(ctx, "UPDATE mail_message SET sending_since = ? WHERE id = ?", time.Now().UTC().Add(-jobs.Lease-time.Minute), id); err != nil {
			t.Fatal(err)
		}
		if err := e.outbox.HandleJob(ctx, payload); err != nil {
			t.Fatal(err)
		}
		if got, _ := mail.NewMailbox(d).Get(ctx, id); got.State != mail.StateSent {
			t.Errorf("not taken up: %+v", got)
		}
	})
}

func TestMissingAttachmentFailsInTheMailboxToo(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newEnv(t, d, mail.Options{})
		msg := message("anna@example.de")
		msg.Attachments = []mail.Attachment{{Filename: "upload.pdf", ContentType: "application/pdf", BlobKey: "forms/missing.pdf"}}
		e.enqueue(t, msg)
		e.run(t)
		stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
		if stored[0].State != mail.StateFailed || !strings.Contains(stored[0].LastError, "missing") {
			t.Errorf("stored %+v", stored[0])
		}
	})
}

func TestBadPayloadIsAnError(t *testing.T) {
	e := newEnv(t, dbtest.New(t, db.SQLite), mail.Options{})
	for _, p := range []string{`{}`, `{"id":-1}`, `[]`, `nonsense`} {
		if err := e.outbox.HandleJob(context.Background(), json.RawMessage(p)); err == nil {
			t.Errorf("%s: no error", p)
		}
	}
	// A message that is gone is nothing to do.
	if err := e.outbox.HandleJob(context.Background(), json.RawMessage(`{"id":999}`)); err != nil {
		t.Errorf("missing message: %v", err)
	}
}

func TestPrintedMailbox(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	e := newEnv(t, d, mail.Options{})
	var out bytes.Buffer
	if err := mail.WriteList(&out, nil); err != nil || out.String() != "The mailbox is empty.\n" {
		t.Errorf("empty: %q %v", out.String(), err)
	}
	msg := message("anna@example.de")
	msg.ReplyTo = "kunde@example.de"
	msg.HTML = "<p>x</p>"
	e.enqueue(t, msg)
	e.run(t)
	stored, _ := mail.NewMailbox(d).List(context.Background(), 10)
	out.Reset()
	if err := mail.WriteList(&out, stored); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "ID") || !strings.Contains(lines[1], "sent (mailbox)") ||
		!strings.Contains(lines[1], "anna@example.de") || !strings.Contains(lines[1], "Ihre Bestellung bei Paddock") {
		t.Errorf("list:\n%s", out.String())
	}
	out.Reset()
	if err := mail.WriteMessage(&out, stored[0]); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"From:        Paddock <shop@localhost>\n", "To:          anna@example.de\n", "Reply-To:    kunde@example.de\n",
		"Subject:     Ihre Bestellung bei Paddock\n", "State:       sent (mailbox)\n", "/dev/mail/", "\n\nHallo Anna,\nvielen Dank.\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("message lacks %q:\n%s", want, out.String())
		}
	}
}

func TestOldMailsArePruned(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
		clock := func() time.Time { return now }
		e := newEnv(t, d, mail.Options{Now: clock})
		ctx := context.Background()
		// Four mails 91 days ago: two sent, one failed for good, one still
		// queued (its job not due); one sent yesterday.
		now = now.AddDate(0, 0, -91)
		for _, to := range []string{"a@example.de", "b@example.de", "c@example.de", "d@example.de"} {
			e.enqueue(t, message(to))
		}
		e.run(t)
		if _, err := d.Write().Exec(ctx, "UPDATE mail_message SET state = ? WHERE to_addresses LIKE ?", mail.StateFailed, "%c@example.de%"); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, "UPDATE mail_message SET state = ? WHERE to_addresses LIKE ?", mail.StateQueued, "%d@example.de%"); err != nil {
			t.Fatal(err)
		}
		now = now.AddDate(0, 0, 90)
		e.enqueue(t, message("e@example.de"))
		// A delivery after the retention prunes on its way, once an hour.
		now = now.AddDate(0, 0, 1)
		e.run(t)
		left := func() string {
			var to []string
			if err := d.Read().Select(ctx, &to, "SELECT to_addresses FROM mail_message ORDER BY id"); err != nil {
				t.Fatal(err)
			}
			return strings.Join(to, " ")
		}
		if got := left(); got != `["d@example.de"] ["e@example.de"]` {
			t.Errorf("left after pruning: %s", got)
		}
		// Nothing more to prune; the mail of yesterday stays until its day.
		if n, err := e.outbox.Prune(ctx); err != nil || n != 0 {
			t.Errorf("second prune: %d, %v", n, err)
		}
		now = now.AddDate(0, 0, 90)
		if n, err := e.outbox.Prune(ctx); err != nil || n != 1 {
			t.Errorf("prune after the last mail's retention: %d, %v", n, err)
		}
	})
}

// Mails to unverified addresses count per inbox: the 21st of a day to
// one inbox (whatever its spelling: case, +tag, Gmail's dots) is not
// stored or sent and answers ErrBudgetSpent; mails to verified
// addresses and to other inboxes are not counted against it, a mail
// rolled back does not count, and the next day's budget is whole again.
func TestRecipientBudgetOfUnverifiedMail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
		e := newEnv(t, d, mail.Options{Now: func() time.Time { return now }})
		ctx := context.Background()
		enqueue := func(msg mail.Message) error {
			return d.InTx(ctx, func(tx db.Handle) error { return e.outbox.Enqueue(ctx, tx, msg) })
		}
		unverified := func(to string) mail.Message {
			m := message(to)
			m.Unverified, m.Tag = true, "test.receipt"
			return m
		}
		// A rolled-back one leaves the budget whole.
		_ = d.InTx(ctx, func(tx db.Handle) error {
			if err := e.outbox.Enqueue(ctx, tx, unverified("victim@gmail.com")); err != nil {
				t.Fatal(err)
			}
			return errors.New("rolled back")
		})
		spellings := []string{"victim@gmail.com", "Victim@GMail.com", "v.i.c.t.i.m+shop@gmail.com", "victim+x@googlemail.com"}
		for i := range mail.RecipientBudget.Limit {
			if err := enqueue(unverified(spellings[i%len(spellings)])); err != nil {
				t.Fatalf("mail %d: %v", i+1, err)
			}
		}
		if err := enqueue(unverified("V.ictim+21@gmail.com")); !errors.Is(err, mail.ErrBudgetSpent) {
			t.Errorf("the 21st mail of the day: %v", err)
		}
		// Mail to a verified address, and to another inbox, still goes.
		if err := enqueue(message("victim@gmail.com")); err != nil {
			t.Errorf("a verified mail: %v", err)
		}
		if err := enqueue(unverified("other@gmail.com")); err != nil {
			t.Errorf("another inbox: %v", err)
		}
		if n := count(t, d, "SELECT COUNT(*) FROM mail_message WHERE tag = 'test.receipt'"); n != mail.RecipientBudget.Limit+1 {
			t.Errorf("%d unverified mails stored", n)
		}
		// A mail to an unverified address has one recipient.
		two := unverified("a@example.de")
		two.To = append(two.To, "b@example.de")
		if err := enqueue(two); err == nil || errors.Is(err, mail.ErrBudgetSpent) {
			t.Errorf("two recipients: %v", err)
		}
		now = now.Add(24 * time.Hour)
		if err := enqueue(unverified("victim@gmail.com")); err != nil {
			t.Errorf("the next day: %v", err)
		}
	})
}

// Staff look through the outbox by state, kind, recipient or subject and
// period, a page at a time, and send a failed mail again.
func TestOutboxSearchAndResend(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		serverTLS, clientTLS := testCA(t)
		s := &smtpServer{tls: serverTLS}
		s.reject.Store(true)
		startSMTP(t, s)
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtp", ""))
		ctx := context.Background()
		e.enqueue(t, message("anna@example.de"))
		e.run(t) // refused: failed
		s.reject.Store(false)
		other := message("Ben@Example.de")
		other.Subject, other.Tag = "Ihr Paket ist unterwegs", "test.shipped"
		e.enqueue(t, other)
		e.run(t)
		box := mail.NewMailbox(d)
		ids := func(list []mail.Stored) []string {
			var out []string
			for _, m := range list {
				out = append(out, m.To[0]+":"+m.State)
			}
			return out
		}
		for _, c := range []struct {
			q     mail.OutboxQuery
			want  string
			total int
		}{
			{mail.OutboxQuery{}, "ben@example.de:sent anna@example.de:failed", 2},
			{mail.OutboxQuery{State: mail.StateFailed}, "anna@example.de:failed", 1},
			{mail.OutboxQuery{Tag: "test.shipped"}, "ben@example.de:sent", 1},
			{mail.OutboxQuery{Search: "BEN@"}, "ben@example.de:sent", 1},
			{mail.OutboxQuery{Search: "paket"}, "ben@example.de:sent", 1},
			{mail.OutboxQuery{Search: "_"}, "", 0},
			{mail.OutboxQuery{PageSize: 1, Page: 2}, "anna@example.de:failed", 2},
			{mail.OutboxQuery{From: time.Now().Add(time.Hour)}, "", 0},
		} {
			list, total, err := box.Search(ctx, c.q)
			if err != nil || total != c.total || strings.ToLower(strings.Join(ids(list), " ")) != c.want {
				t.Errorf("%+v: %v (%d) %v; want %s (%d)", c.q, ids(list), total, err, c.want, c.total)
			}
		}
		if _, _, err := box.Search(ctx, mail.OutboxQuery{State: "lost"}); apperr.As(err).Field != "state" {
			t.Errorf("an unknown state: %v", err)
		}
		failed, _, _ := box.Search(ctx, mail.OutboxQuery{State: mail.StateFailed})
		sent, _, _ := box.Search(ctx, mail.OutboxQuery{State: mail.StateSent})
		if err := e.outbox.Resend(ctx, sent[0].ID); apperr.As(err).Key != "mail.outbox.notFailed" {
			t.Errorf("resending a sent mail: %v", err)
		}
		if err := e.outbox.Resend(ctx, failed[0].ID+1000); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("resending an unknown mail: %v", err)
		}
		if err := e.outbox.Resend(ctx, failed[0].ID); err != nil {
			t.Fatal(err)
		}
		e.run(t)
		got, _ := box.Get(ctx, failed[0].ID)
		if got.State != mail.StateSent || len(s.messages()) != 2 {
			t.Errorf("after resending: %s, %d delivered", got.State, len(s.messages()))
		}
		// The queue's own retry, due later, finds it sent and sends nothing.
		if err := e.outbox.HandleJob(ctx, json.RawMessage(`{"id":`+strconv.FormatInt(got.ID, 10)+`}`)); err != nil || len(s.messages()) != 2 {
			t.Errorf("the late retry: %v, %d delivered", err, len(s.messages()))
		}
	})
}
