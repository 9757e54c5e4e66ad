package newsletter_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/admin/audit"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type fixture struct {
	d     *db.DB
	svc   newsletter.Service
	queue *jobs.Queue
	clock *clock
	trail audit.Service
}

var key = bytes.Repeat([]byte("k"), 32)

func setup(t *testing.T, d *db.DB) fixture {
	t.Helper()
	c := &clock{t: time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)}
	q := jobs.New(d, slog.New(slog.DiscardHandler))
	outbox, err := mail.NewOutbox(d, q, mail.Options{From: "Paddock <shop@paddock.example>", Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	q.Handle(mail.JobKind, outbox.HandleJob)
	trail, err := audit.NewService(audit.Options{DB: d, Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := newsletter.NewService(d, outbox, ratelimit.NewDB(d, c.now), newsletter.Options{
		BaseURL: "https://shop.example/", Key: key, Now: c.now, Audit: trail,
	})
	if err != nil {
		t.Fatal(err)
	}
	return fixture{d: d, svc: svc, queue: q, clock: c, trail: trail}
}

func origin(l i18n.Locale, ip string) newsletter.Origin {
	return newsletter.Origin{Store: storecode.Store{Site: "shop", Locale: l}, Client: ratelimit.Client{IP: ip, UserAgent: "Mozilla/5.0 (Test)"}}
}

// mails delivers what is due and returns the mailbox, newest first.
func (f fixture) mails(t *testing.T) []mail.Stored {
	t.Helper()
	for {
		n, err := f.queue.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	msgs, err := mail.NewMailbox(f.d).List(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	return msgs
}

var linkPattern = regexp.MustCompile(`https://shop\.example/(de|en|fr)/newsletter/subscription/success\?(token|unsubscribe)=([A-Za-z0-9_-]+)`)

// link finds the newsletter link of a kind in a mail's text.
func link(t *testing.T, m mail.Stored, param string) (lang, token string) {
	t.Helper()
	for _, match := range linkPattern.FindAllStringSubmatch(m.Text, -1) {
		if match[2] == param {
			if !strings.Contains(m.HTML, `href="`+match[0]+`"`) {
				t.Errorf("the HTML body lacks the link %s", match[0])
			}
			return match[1], match[3]
		}
	}
	t.Fatalf("no %s link in:\n%s", param, m.Text)
	return "", ""
}

type logRow struct {
	Action    string    `db:"action"`
	Email     string    `db:"email"`
	StoreCode string    `db:"store_code"`
	Text      string    `db:"consent_text"`
	IP        string    `db:"ip"`
	UserAgent string    `db:"user_agent"`
	CreatedAt time.Time `db:"created_at"`
}

func consentLog(t *testing.T, d *db.DB) []logRow {
	t.Helper()
	var rows []logRow
	if err := d.Read().Select(context.Background(), &rows, `SELECT action, email, store_code, consent_text, ip, user_agent, created_at
		FROM newsletter_consent_log ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestDoubleOptInRoundTrip(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		fr := origin(i18n.French, "192.0.2.10")

		status, err := f.svc.Subscribe(ctx, "  Anna.Muster@Example.DE ", fr)
		if err != nil || status != newsletter.Unconfirmed {
			t.Fatalf("subscribe: %s %v", status, err)
		}
		msgs := f.mails(t)
		if len(msgs) != 1 {
			t.Fatalf("%d mails", len(msgs))
		}
		confirm := msgs[0]
		if confirm.Tag != "newsletter.confirm" || confirm.To[0] != "anna.muster@example.de" || confirm.State != mail.StateSent ||
			confirm.Subject != "Veuillez confirmer votre inscription à la newsletter" ||
			!strings.Contains(confirm.Text, i18n.Messages().T(i18n.French, "newsletter.consent.text")) {
			t.Errorf("confirmation mail %+v", confirm)
		}
		lang, token := link(t, confirm, "token")
		if lang != "fr" {
			t.Errorf("link in %s", lang)
		}

		// Confirmed from another device, in German.
		f.clock.add(time.Hour)
		de := origin(i18n.German, "2001:db8::5")
		if status, err := f.svc.Confirm(ctx, token, de); err != nil || status != newsletter.Subscribed {
			t.Fatalf("confirm: %s %v", status, err)
		}
		// Replaying the link is fine and changes nothing.
		if status, err := f.svc.Confirm(ctx, token, de); err != nil || status != newsletter.Subscribed {
			t.Fatalf("replay: %s %v", status, err)
		}
		// A subscribed address answers as any other (UNCONFIRMED), so the
		// answer tells nobody who subscribed, and gets no new mail.
		if status, err := f.svc.Subscribe(ctx, "anna.muster@example.de", fr); err != nil || status != newsletter.Unconfirmed {
			t.Fatalf("subscribe again: %s %v", status, err)
		}
		msgs = f.mails(t)
		if len(msgs) != 2 || msgs[0].Tag != "newsletter.welcome" || msgs[0].Subject != "Bienvenue dans la newsletter Paddock" {
			t.Fatalf("after confirming: %d mails, newest %+v", len(msgs), msgs[0])
		}
		_, unsubscribe := link(t, msgs[0], "unsubscribe")

		log := consentLog(t, d)
		if len(log) != 2 {
			t.Fatalf("%d consent log rows: %+v", len(log), log)
		}
		if r := log[0]; r.Action != "requested" || r.Email != "anna.muster@example.de" || r.StoreCode != "shop_fr" || r.IP != "192.0.2.10" ||
			r.UserAgent != "Mozilla/5.0 (Test)" || r.Text != i18n.Messages().T(i18n.French, "newsletter.consent.text") ||
			!r.CreatedAt.Equal(time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)) {
			t.Errorf("requested: %+v", r)
		}
		if r := log[1]; r.Action != "confirmed" || r.StoreCode != "shop_de" || r.IP != "2001:db8::5" ||
			r.Text != i18n.Messages().T(i18n.French, "newsletter.consent.text") || !r.CreatedAt.Equal(time.Date(2026, 11, 21, 10, 30, 0, 0, time.UTC)) {
			t.Errorf("confirmed: %+v", r)
		}

		// Unsubscribing with the welcome mail's link, twice.
		for range 2 {
			if status, err := f.svc.Unsubscribe(ctx, unsubscribe, de); err != nil || status != newsletter.Unsubscribed {
				t.Fatalf("unsubscribe: %s %v", status, err)
			}
		}
		log = consentLog(t, d)
		if len(log) != 3 || log[2].Action != "unsubscribed" || log[2].Text != i18n.Messages().T(i18n.German, "newsletter.consent.withdrawn") {
			t.Errorf("after unsubscribing: %+v", log)
		}
		// The old confirmation link must not subscribe the address again.
		_, err = f.svc.Confirm(ctx, token, de)
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != "newsletter.token.superseded" {
			t.Errorf("old link after unsubscribing: %v", err)
		}
		// Signing up again starts a new double opt-in with a new link.
		if status, err := f.svc.Subscribe(ctx, "anna.muster@example.de", de); err != nil || status != newsletter.Unconfirmed {
			t.Fatalf("subscribe after unsubscribing: %s %v", status, err)
		}
		msgs = f.mails(t)
		lang, fresh := link(t, msgs[0], "token")
		if lang != "de" || msgs[0].Subject != "Bitte bestätigen Sie Ihre Newsletter-Anmeldung" {
			t.Errorf("new confirmation: %s %+v", lang, msgs[0])
		}
		if status, err := f.svc.Confirm(ctx, fresh, de); err != nil || status != newsletter.Subscribed {
			t.Errorf("confirm the new link: %s %v", status, err)
		}
	})
}

func TestBadTokens(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		en := origin(i18n.English, "192.0.2.20")
		if _, err := f.svc.Subscribe(ctx, "bob@example.de", en); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Subscribe(ctx, "carla@example.de", en); err != nil {
			t.Fatal(err)
		}
		msgs := f.mails(t)
		_, carla := link(t, msgs[0], "token")
		_, bob := link(t, msgs[1], "token")

		tampered := []byte(bob)
		tampered[20] ^= 0x01
		if tampered[20] == '-' || tampered[20] == '_' || tampered[20] > 'z' {
			tampered[20] = 'A'
		}
		// Bob's id with Carla's signature.
		swapped := bob[:23] + carla[23:]
		tests := []struct {
			name, token, key string
		}{
			{"empty", "", "newsletter.token.invalid"},
			{"garbage", "not-a-token", "newsletter.token.invalid"},
			{"tampered", string(tampered), "newsletter.token.invalid"},
			{"another subscriber's signature", swapped, "newsletter.token.invalid"},
			{"cut short", bob[:len(bob)-1], "newsletter.token.invalid"},
		}
		for _, tt := range tests {
			_, err := f.svc.Confirm(ctx, tt.token, en)
			if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != tt.key || e.Field != "token" {
				t.Errorf("%s: %v", tt.name, err)
			}
		}
		// An unsubscribe link is no confirmation link, and the other way round.
		if _, err := f.svc.Unsubscribe(ctx, bob, en); apperr.As(err).Key != "newsletter.token.invalid" {
			t.Errorf("confirmation token used to unsubscribe: %v", err)
		}

		// Seven days and a second later the link has expired, with a
		// message in every language.
		f.clock.add(newsletter.ConfirmValidity + time.Second)
		want := map[i18n.Locale]string{
			i18n.German:  "Dieser Bestätigungslink ist abgelaufen.",
			i18n.English: "This confirmation link has expired.",
			i18n.French:  "Ce lien de confirmation a expiré.",
		}
		for l, msg := range want {
			_, err := f.svc.Confirm(ctx, bob, origin(l, "192.0.2.20"))
			e := apperr.As(err)
			if e.Kind != apperr.Invalid || e.Key != "newsletter.token.expired" || !strings.HasPrefix(e.Message(i18n.WithLocale(ctx, l)), msg) {
				t.Errorf("%s expired: %v", l, err)
			}
		}
		var status string
		if err := d.Read().Get(ctx, &status, "SELECT status FROM newsletter_subscriber WHERE email = 'bob@example.de'"); err != nil || status != "unconfirmed" {
			t.Errorf("bad tokens changed the subscriber: %s %v", status, err)
		}
		if rows := consentLog(t, d); len(rows) != 2 {
			t.Errorf("bad tokens were logged: %+v", rows)
		}
	})
}

func TestInvalidAddressesAreTranslated(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		want := map[i18n.Locale]string{
			i18n.German:  "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
			i18n.English: "Please enter a valid email format.",
			i18n.French:  "Veuillez saisir une adresse e-mail valide.",
		}
		for _, email := range []string{"", "anna", "anna@example", "anna@example.de\r\nBcc: x@example.de", strings.Repeat("a", 250) + "@example.de", "Anna <anna@example.de>"} {
			for l, msg := range want {
				_, err := f.svc.Subscribe(ctx, email, origin(l, "192.0.2.30"))
				e := apperr.As(err)
				if e.Kind != apperr.Invalid || e.Field != "email" || e.Message(i18n.WithLocale(ctx, l)) != msg {
					t.Errorf("%q in %s: %v", email, l, err)
				}
			}
		}
		var n int
		if err := d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM newsletter_subscriber"); err != nil || n != 0 {
			t.Errorf("%d subscribers after bad input", n)
		}
		if msgs := f.mails(t); len(msgs) != 0 {
			t.Errorf("%d mails after bad input", len(msgs))
		}
	})
}

func TestSubscribeIsRateLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		// One address: a handful of confirmation mails a day, no more.
		var refused error
		for i := range newsletter.SubscribePerAddress.Limit + 1 {
			_, err := f.svc.Subscribe(ctx, "victim@example.de", origin(i18n.German, "192.0.2."+string(rune('1'+i))))
			if i < newsletter.SubscribePerAddress.Limit && err != nil {
				t.Fatalf("attempt %d: %v", i+1, err)
			}
			refused = err
		}
		if e := apperr.As(refused); e.Kind != apperr.RateLimited || e.Message(i18n.WithLocale(ctx, i18n.English)) != "Too many sign-up attempts. Please wait a while and try again." {
			t.Errorf("per address: %v", refused)
		}
		if msgs := f.mails(t); len(msgs) != newsletter.SubscribePerAddress.Limit {
			t.Errorf("%d mails to one address", len(msgs))
		}
		// One client: ten sign-ups an hour.
		for i := range newsletter.SubscribePerIP.Limit {
			if _, err := f.svc.Subscribe(ctx, "kunde"+strings.Repeat("x", i)+"@example.de", origin(i18n.German, "198.51.100.1")); err != nil {
				t.Fatalf("sign-up %d: %v", i+1, err)
			}
		}
		_, err := f.svc.Subscribe(ctx, "one-more@example.de", origin(i18n.German, "198.51.100.1"))
		if apperr.KindOf(err) != apperr.RateLimited {
			t.Errorf("per client: %v", err)
		}
		f.clock.add(newsletter.SubscribePerIP.Window)
		if _, err := f.svc.Subscribe(ctx, "one-more@example.de", origin(i18n.German, "198.51.100.1")); err != nil {
			t.Errorf("next hour: %v", err)
		}
	})
}

func TestConcurrentSignUpsOfOneAddress(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for i := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := f.svc.Subscribe(context.Background(), "same@example.de", origin(i18n.German, "192.0.2."+string(rune('1'+i))))
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil && apperr.KindOf(err) != apperr.RateLimited {
				t.Error(err)
			}
		}
		var n int
		if err := d.Read().Get(context.Background(), &n, "SELECT COUNT(*) FROM newsletter_subscriber"); err != nil || n != 1 {
			t.Errorf("%d subscriber rows, %v", n, err)
		}
	})
}

func TestLinksAreWellFormed(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	f := setup(t, d)
	if _, err := f.svc.Subscribe(context.Background(), "dora@example.de", origin(i18n.English, "192.0.2.40")); err != nil {
		t.Fatal(err)
	}
	m := f.mails(t)[0]
	raw := linkPattern.FindString(m.Text)
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host != "shop.example" || u.Path != "/en"+newsletter.SuccessPath || len(u.Query().Get("token")) != 66 {
		t.Errorf("link %q: %v", raw, err)
	}
	if strings.Contains(raw, "dora") {
		t.Error("the address is in the link")
	}
}

func TestNewServiceNeedsAKey(t *testing.T) {
	_, err := newsletter.NewService(dbtest.New(t, db.SQLite), nil, nil, newsletter.Options{Key: []byte("short")})
	if err == nil || errors.Is(err, context.Canceled) {
		t.Errorf("short key: %v", err)
	}
}

func TestStatusAndWithdrawForTheHolder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		from := origin(i18n.Locale("de"), "192.0.2.9")
		if s, err := f.svc.StatusOf(ctx, "new@example.de"); err != nil || s != newsletter.NotActive {
			t.Fatalf("never signed up: %s, %v", s, err)
		}
		if s, err := f.svc.Withdraw(ctx, "new@example.de", from); err != nil || s != newsletter.NotActive {
			t.Fatalf("withdrawing nothing: %s, %v", s, err)
		}
		if _, err := f.svc.Subscribe(ctx, "Holder@Example.de", from); err != nil {
			t.Fatal(err)
		}
		if s, _ := f.svc.StatusOf(ctx, " holder@example.DE "); s != newsletter.Unconfirmed {
			t.Fatalf("after signing up: %s", s)
		}
		_, token := link(t, f.mails(t)[0], "token")
		if _, err := f.svc.Confirm(ctx, token, from); err != nil {
			t.Fatal(err)
		}
		if s, _ := f.svc.StatusOf(ctx, "holder@example.de"); s != newsletter.Subscribed {
			t.Fatalf("after confirming: %s", s)
		}
		for range 2 {
			if s, err := f.svc.Withdraw(ctx, "HOLDER@example.de", from); err != nil || s != newsletter.Unsubscribed {
				t.Fatalf("withdraw: %s, %v", s, err)
			}
		}
		if s, _ := f.svc.StatusOf(ctx, "holder@example.de"); s != newsletter.Unsubscribed {
			t.Fatalf("after withdrawing: %s", s)
		}
		log := consentLog(t, d)
		if len(log) != 3 || log[2].Action != "unsubscribed" || !strings.Contains(log[2].Text, "Kundenkonto") || log[2].IP != "192.0.2.9" {
			t.Errorf("consent log %+v", log)
		}
		// The proof, for the holder's export and for staff.
		proof, err := f.svc.Proof(ctx, " Holder@example.de")
		if err != nil || proof.Status != newsletter.Unsubscribed || len(proof.Steps) != 3 {
			t.Fatalf("proof %+v %v", proof, err)
		}
		for i, action := range []string{"requested", "confirmed", "unsubscribed"} {
			if st := proof.Steps[i]; st.Action != action || st.IP != "192.0.2.9" || st.Text != log[i].Text || !st.At.Equal(log[i].CreatedAt) || st.StoreCode != log[i].StoreCode {
				t.Errorf("step %d %+v; logged %+v", i, st, log[i])
			}
		}
		if proof, err := f.svc.Proof(ctx, "new@example.de"); err != nil || proof.Status != newsletter.NotActive || len(proof.Steps) != 0 {
			t.Errorf("proof of an address never signed up: %+v %v", proof, err)
		}
	})
}

// Confirmation mails go to addresses nobody has confirmed yet: sub-
// addresses and Gmail's dots make every spelling a new sign-up, but one
// inbox gets mail.RecipientBudget of them a day and no more; the sign-ups
// are answered alike.
func TestConfirmationMailsKeepTheInboxsBudget(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		n := mail.RecipientBudget.Limit + 5
		for i := range n {
			email := fmt.Sprintf("victim+%d@gmail.com", i)
			if i%2 == 1 {
				email = fmt.Sprintf("v.ictim+%d@googlemail.com", i)
			}
			if status, err := f.svc.Subscribe(ctx, email, origin(i18n.German, fmt.Sprintf("203.0.113.%d", i))); err != nil ||
				status != newsletter.Unconfirmed {
				t.Fatalf("sign-up %d: %v %v", i+1, status, err)
			}
		}
		if got := len(f.mails(t)); got != mail.RecipientBudget.Limit {
			t.Errorf("%d confirmation mails to one inbox; want %d", got, mail.RecipientBudget.Limit)
		}
	})
}
