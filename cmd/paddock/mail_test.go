package main

import (
	"bytes"
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/db"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
)

func TestMailCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	cfg, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	run1 := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"mail", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := run1(); code != 0 || out != "The mailbox is empty.\n" {
		t.Errorf("empty mailbox: %d %q", code, out)
	}

	// Two mails through the outbox into the local mailbox.
	d, err := app.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	q := jobs.New(d, slog.New(slog.DiscardHandler))
	outbox, err := mail.NewOutbox(d, q, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	q.Handle(mail.JobKind, outbox.HandleJob)
	for _, subject := range []string{"Bitte bestätigen Sie Ihre Newsletter-Anmeldung", "Ihre Anfrage KT-7Q4M9X ist bei uns eingegangen"} {
		if err := d.InTx(ctx, func(tx db.Handle) error {
			return outbox.Enqueue(ctx, tx, mail.Message{To: []string{"anna@example.de"}, Subject: subject,
				Text: "Hallo Anna,\nhttps://shop.example/de/newsletter/subscription/success?token=abc", HTML: "<p>Hallo Anna</p>",
				Tag: "newsletter.confirm"})
		}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := q.RunDue(ctx); err != nil {
		t.Fatal(err)
	}
	msgs, err := mail.NewMailbox(d).List(ctx, 10)
	_ = d.Close()
	if err != nil || len(msgs) != 2 {
		t.Fatalf("%d mails, %v", len(msgs), err)
	}

	code, out, _ := run1()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || !strings.HasPrefix(lines[0], "ID") ||
		!strings.Contains(lines[1], "Ihre Anfrage KT-7Q4M9X") || !strings.Contains(lines[2], "Newsletter-Anmeldung") ||
		!strings.Contains(lines[1], "sent (mailbox)") {
		t.Errorf("list (%d):\n%s", code, out)
	}
	code, out, _ = run1(strconv.FormatInt(msgs[1].ID, 10))
	for _, want := range []string{"From:        Paddock <shop@localhost>\n", "To:          anna@example.de\n",
		"Subject:     Bitte bestätigen Sie Ihre Newsletter-Anmeldung\n", "\n\nHallo Anna,\nhttps://shop.example/de/newsletter/subscription/success?token=abc\n"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("one mail (%d) lacks %q:\n%s", code, want, out)
		}
	}

	// The HTML body alone, for a browser to lay out.
	if code, out, _ = run1(strconv.FormatInt(msgs[1].ID, 10), "-html"); code != 0 || out != "<p>Hallo Anna</p>" {
		t.Errorf("mail -html (%d): %q", code, out)
	}

	for _, tt := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"999"}, 1, "there is no mail with the id 999"},
		{[]string{"abc"}, 2, `"abc" is not a mail id`},
		{[]string{"-3"}, 2, "flag provided but not defined"},
		{[]string{"1", "2"}, 2, `unexpected arguments ["2"]`},
	} {
		if code, _, stderr := run1(tt.args...); code != tt.code || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("mail %v: %d %q", tt.args, code, stderr)
		}
	}
}
