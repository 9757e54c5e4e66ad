package mail_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/mail"
)

// Files made for a message are kept with it: sent as base64 parts of
// multipart/mixed, again on a retry, and in the local mailbox; a message
// without its data or with too much is refused.
func TestAttachmentsKeptWithTheMessage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		serverTLS, clientTLS := testCA(t)
		s := &smtpServer{tls: serverTLS}
		s.reject.Store(true)
		startSMTP(t, s)
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtp", ""))
		terms := []byte("%PDF-1.3\nAGB \x00\xff binary\n%%EOF\n")
		form := bytes.Repeat([]byte("Muster-Widerrufsformular "), 400)
		if err := e.bucket.WriteAll(ctx, "forms/logo.png", []byte("\x89PNG logo"), nil); err != nil {
			t.Fatal(err)
		}
		msg := message("anna@example.de")
		msg.Attachments = []mail.Attachment{
			{Filename: "AGB.pdf", ContentType: "application/pdf", Data: terms},
			{Filename: "Logo.png", ContentType: "image/png", BlobKey: "forms/logo.png"},
			{Filename: "Muster-Widerrufsformular.pdf", ContentType: "application/pdf", Data: form},
		}
		e.enqueue(t, msg)
		if n := count(t, d, "SELECT COUNT(*) FROM mail_attachment"); n != 2 {
			t.Errorf("%d files kept", n)
		}
		e.run(t) // the server refuses: the retry must have the files
		stored, _ := mail.NewMailbox(d).List(ctx, 1)
		if stored[0].State != mail.StateFailed || len(stored[0].Attachments) != 3 || stored[0].Attachments[0].Size != len(terms) ||
			stored[0].Attachments[1].BlobKey != "forms/logo.png" {
			t.Fatalf("stored %+v", stored[0])
		}
		s.reject.Store(false)
		if err := e.outbox.HandleJob(ctx, json.RawMessage(`{"id":`+strconv.FormatInt(stored[0].ID, 10)+`}`)); err != nil {
			t.Fatal(err)
		}
		got := s.messages()
		if len(got) != 1 {
			t.Fatalf("%d delivered", len(got))
		}
		check := func(name, data string) {
			t.Helper()
			h, ps := parts(t, data)
			if !strings.HasPrefix(h.Get("Content-Type"), "multipart/mixed") {
				t.Errorf("%s: content type %q", name, h.Get("Content-Type"))
			}
			var files []part
			for _, p := range ps {
				if p.filename != "" {
					files = append(files, p)
				}
			}
			if len(files) != 3 || files[0].filename != "AGB.pdf" || files[0].contentType != "application/pdf" || files[0].body != string(terms) ||
				files[1].body != "\x89PNG logo" || files[2].filename != "Muster-Widerrufsformular.pdf" || files[2].body != string(form) {
				t.Errorf("%s: attachments %+v", name, files)
			}
			if !strings.Contains(data, "Content-Transfer-Encoding: base64") {
				t.Errorf("%s: no base64 part", name)
			}
		}
		check("sent", got[0].Data)
		raw, err := e.outbox.Raw(ctx, stored[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		check("raw", string(raw))
		if data, err := mail.NewMailbox(d).AttachmentData(ctx, stored[0].ID, 2); err != nil || !bytes.Equal(data, form) {
			t.Errorf("mailbox file: %d bytes, %v", len(data), err)
		}

		// A copy goes out as a new message with the same files; one whose
		// kept file is gone is refused with nothing sent.
		if err := e.outbox.Copy(ctx, stored[0].ID); err != nil {
			t.Fatal(err)
		}
		e.run(t)
		if got := s.messages(); len(got) != 2 {
			t.Fatalf("%d delivered after the copy", len(got))
		} else {
			check("copy", got[1].Data)
		}
		if err := e.outbox.Copy(ctx, stored[0].ID+1000); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("copy of an unknown mail: %v", err)
		}
		if _, err := d.Write().Exec(ctx, `DELETE FROM mail_attachment WHERE message_id = ? AND position = 0`, stored[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := e.outbox.Copy(ctx, stored[0].ID); apperr.As(err).Key != "mail.outbox.attachmentGone" {
			t.Errorf("copy without its file: %v", err)
		}
		if n := count(t, d, "SELECT COUNT(*) FROM mail_message"); n != 2 {
			t.Errorf("%d messages", n)
		}

		// Refused: no data and no key, both, too much.
		for name, a := range map[string]mail.Attachment{
			"empty": {Filename: "a.pdf", ContentType: "application/pdf"},
			"both":  {Filename: "a.pdf", ContentType: "application/pdf", BlobKey: "forms/logo.png", Data: terms},
			"large": {Filename: "a.pdf", ContentType: "application/pdf", Data: make([]byte, 11<<20)},
		} {
			m := message("anna@example.de")
			m.Attachments = []mail.Attachment{a}
			if err := d.InTx(ctx, func(tx db.Handle) error { return e.outbox.Enqueue(ctx, tx, m) }); err == nil {
				t.Errorf("%s: accepted", name)
			}
		}
		// Pruned with their message.
		if _, err := d.Write().Exec(ctx, `DELETE FROM mail_message`); err != nil {
			t.Fatal(err)
		}
		if n := count(t, d, "SELECT COUNT(*) FROM mail_attachment"); n != 0 {
			t.Errorf("%d files left without their message", n)
		}
	})
}

// A file a source makes is made when its message is first delivered, not
// in the transaction that enqueued it; it is kept then, so a delivery
// tried again sends it as it was without making it again. Raw shows a
// message not sent yet with its file made for the reader. An unregistered
// source or a file the source cannot make is refused or fails the
// delivery.
func TestAttachmentsMadeWhenSent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		serverTLS, clientTLS := testCA(t)
		s := &smtpServer{tls: serverTLS}
		s.reject.Store(true)
		startSMTP(t, s)
		e := newEnv(t, d, smtpOptions(s, clientTLS, "smtp", ""))
		made := map[string]int{}
		e.outbox.Source("test.invoice", func(ctx context.Context, ref string) ([]byte, error) {
			if db.HoldsTransaction(ctx) {
				t.Error("a source ran inside a transaction")
			}
			made[ref]++
			if ref == "missing" {
				return nil, errors.New("no such document")
			}
			return []byte("%PDF-1.7 invoice " + ref + " made " + strconv.Itoa(made[ref])), nil
		})
		msg := message("anna@example.de")
		msg.Attachments = []mail.Attachment{
			{Filename: "Rechnung.pdf", ContentType: "application/pdf", Source: "test.invoice", Ref: "RE-1"},
			{Filename: "AGB.pdf", ContentType: "application/pdf", Data: []byte("%PDF AGB")},
		}
		e.enqueue(t, msg)
		if made["RE-1"] != 0 || count(t, d, "SELECT COUNT(*) FROM mail_attachment") != 1 {
			t.Fatalf("made in the enqueuing transaction: %v", made)
		}
		stored, _ := mail.NewMailbox(d).List(ctx, 1)
		raw, err := e.outbox.Raw(ctx, stored[0].ID)
		if err != nil || !strings.Contains(string(raw), "Rechnung.pdf") {
			t.Fatalf("raw before sending: %v", err)
		}
		e.run(t) // the server refuses: the retry sends what the first made
		s.reject.Store(false)
		if err := e.outbox.HandleJob(ctx, json.RawMessage(`{"id":`+strconv.FormatInt(stored[0].ID, 10)+`}`)); err != nil {
			t.Fatal(err)
		}
		got := s.messages()
		if len(got) != 1 {
			t.Fatalf("%d delivered", len(got))
		}
		_, ps := parts(t, got[0].Data)
		var files []part
		for _, p := range ps {
			if p.filename != "" {
				files = append(files, p)
			}
		}
		// Raw made it once for the reader (not kept), the first delivery
		// once (kept): the retry sent that one.
		if len(files) != 2 || files[0].filename != "Rechnung.pdf" || files[0].body != "%PDF-1.7 invoice RE-1 made 2" || files[1].body != "%PDF AGB" ||
			made["RE-1"] != 2 {
			t.Fatalf("attachments %+v, made %v", files, made)
		}
		if data, err := mail.NewMailbox(d).AttachmentData(ctx, stored[0].ID, 0); err != nil || string(data) != files[0].body {
			t.Errorf("kept file: %q, %v", data, err)
		}

		// A source the outbox does not know is refused at once; one that
		// cannot make its file fails the delivery, to be tried again.
		m := message("anna@example.de")
		m.Attachments = []mail.Attachment{{Filename: "a.pdf", ContentType: "application/pdf", Source: "unknown", Ref: "x"}}
		if err := d.InTx(ctx, func(tx db.Handle) error { return e.outbox.Enqueue(ctx, tx, m) }); err == nil {
			t.Error("an unknown source accepted")
		}
		m.Attachments = []mail.Attachment{{Filename: "a.pdf", ContentType: "application/pdf", Source: "test.invoice", Ref: "missing"}}
		e.enqueue(t, m)
		e.run(t)
		if last, _ := mail.NewMailbox(d).List(ctx, 1); last[0].State != mail.StateFailed || !strings.Contains(last[0].LastError, "no such document") {
			t.Errorf("a file not made: %+v", last[0])
		}
	})
}
