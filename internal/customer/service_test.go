package customer_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var key = bytes.Repeat([]byte("k"), 32)

// cheap are argon2id costs that keep the tests quick; the default costs
// are tested where they are the point.
var cheap = customer.HashParams{Memory: 64, Time: 1, Threads: 1}

// start is the fixture's time: on a full hour, so that every rate-limit
// window (15 minutes, an hour) begins with it.
var start = time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// fixture is the customer service on a fresh database with the
// directory seeded, its sessions, newsletter, mail outbox and a
// database-backed rate limiter, all on one fake clock.
type fixture struct {
	d        *db.DB
	svc      customer.Service
	sessions *session.Manager
	news     newsletter.Service
	clock    *clock
	outbox   *mail.Outbox
	limiter  ratelimit.Limiter
	// jobs is the queue of the outbox and of the accounts' jobs, which
	// mails runs.
	jobs *jobs.Queue
}

func setup(t *testing.T, d *db.DB, opts ...func(*customer.Options)) fixture {
	t.Helper()
	ctx := context.Background()
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: start}
	f := fixture{d: d, clock: c, limiter: ratelimit.NewDB(d, c.now), jobs: jobs.New(d, slog.New(slog.DiscardHandler))}
	var err error
	if f.outbox, err = mail.NewOutbox(d, f.jobs, mail.Options{From: "Paddock <shop@paddock.example>", Now: c.now}); err != nil {
		t.Fatal(err)
	}
	f.jobs.Handle(mail.JobKind, f.outbox.HandleJob)
	if f.sessions, err = session.NewManager(d, session.Options{Key: key, Now: c.now}); err != nil {
		t.Fatal(err)
	}
	if f.news, err = newsletter.NewService(d, f.outbox, f.limiter, newsletter.Options{BaseURL: "https://shop.example", Key: key, Now: c.now}); err != nil {
		t.Fatal(err)
	}
	f.svc = f.service(t, opts...)
	return f
}

// service is another customer service on the fixture's database and
// clock, with other options.
func (f fixture) service(t *testing.T, opts ...func(*customer.Options)) customer.Service {
	t.Helper()
	o := customer.Options{BaseURL: "https://shop.example/", Key: key, Hash: cheap, Now: f.clock.now}
	for _, opt := range opts {
		opt(&o)
	}
	svc, err := customer.NewService(customer.Dependencies{
		DB: f.d, Sessions: f.sessions, Mail: f.outbox, Limiter: f.limiter, Newsletter: f.news, Directory: directory.NewService(f.d), Jobs: f.jobs,
	}, o)
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

func from(l i18n.Locale, ip string) customer.Origin {
	return customer.Origin{Store: storecode.Store{Site: "shop", Locale: l}, Client: ratelimit.Client{IP: ip, UserAgent: "Test/1.0"}}
}

var (
	de = from(i18n.German, "192.0.2.1")
	en = from(i18n.English, "192.0.2.2")
	fr = from(i18n.French, "192.0.2.3")
)

// registration is a valid registration of email.
func registration(email string) customer.Registration {
	return customer.Registration{Firstname: "Anna", Lastname: "Berger", Email: email, Password: "Sattel-2026"}
}

// register creates an account and returns it as stored.
func (f fixture) register(t *testing.T, in customer.Registration, o customer.Origin) customer.Customer {
	t.Helper()
	if _, err := f.svc.Register(context.Background(), in, o); err != nil {
		t.Fatalf("register %s: %v", in.Email, err)
	}
	var id int64
	if err := f.d.Read().Get(context.Background(), &id, `SELECT id FROM customer WHERE website = ? AND email_key = ?`,
		o.Store.Site, strings.ToLower(strings.TrimSpace(in.Email))); err != nil {
		t.Fatalf("the account of %s: %v", in.Email, err)
	}
	c, err := f.svc.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// signIn signs in and fails the test when it does not work.
func (f fixture) signIn(t *testing.T, email, password string, via session.Via) customer.SignedIn {
	t.Helper()
	s, err := f.svc.SignIn(context.Background(), email, password, via, de)
	if err != nil {
		t.Fatalf("sign in %s: %v", email, err)
	}
	return s
}

// runJobs runs the jobs that are due until none is left.
func (f fixture) runJobs(t *testing.T) {
	t.Helper()
	for {
		n, err := f.jobs.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

// mails returns every mail written, newest first, once the jobs that
// write mails have run.
func (f fixture) mails(t *testing.T) []mail.Stored {
	t.Helper()
	f.runJobs(t)
	msgs, err := mail.NewMailbox(f.d).List(context.Background(), mail.MaxList)
	if err != nil {
		t.Fatal(err)
	}
	return msgs
}

// mailsTagged returns the mails of a tag, newest first.
func (f fixture) mailsTagged(t *testing.T, tag string) []mail.Stored {
	t.Helper()
	var out []mail.Stored
	for _, m := range f.mails(t) {
		if m.Tag == tag {
			out = append(out, m)
		}
	}
	return out
}

func (f fixture) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(context.Background(), &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

// fieldErrors returns the errors of a collected Fields error (or a single
// error) by field.
func fieldErrors(t *testing.T, err error) map[string]*apperr.Error {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	all := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		all = joined.Unwrap()
	}
	out := map[string]*apperr.Error{}
	for _, e := range all {
		app := apperr.As(e)
		if app.Kind == apperr.Internal {
			t.Fatalf("internal error: %v", e)
		}
		out[app.Field] = app
	}
	return out
}

// wantError fails the test unless err is an apperr of the kind and key.
func wantError(t *testing.T, what string, err error, kind apperr.Kind, key string) *apperr.Error {
	t.Helper()
	e := apperr.As(err)
	if err == nil || e.Kind != kind || e.Key != key {
		t.Fatalf("%s: %v; want %s (%s)", what, err, key, kind.Code())
	}
	return e
}

// sameError reports whether two errors say the same to a client.
func sameError(a, b *apperr.Error) bool {
	return a.Kind == b.Kind && a.Key == b.Key && a.Field == b.Field && a.RetryAfter == b.RetryAfter && fmt.Sprint(a.Args) == fmt.Sprint(b.Args)
}

// translated checks that every locale has the error's message.
func translated(t *testing.T, e *apperr.Error) {
	t.Helper()
	for _, l := range i18n.Locales {
		if !i18n.Messages().Has(l, e.Key) {
			t.Errorf("%s: no %s message for %q", e.Field, l, e.Key)
		}
	}
}

func TestRegistrationReportsEveryFieldAtOnceTranslated(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := i18n.WithLocale(context.Background(), i18n.German)
		_, err := f.svc.Register(ctx, customer.Registration{
			Firstname: " \u200b ", Lastname: strings.Repeat("ü", customer.MaxName+1), Email: "anna(at)example.de",
			Password: "kurz", DateOfBirth: "17.05.1990",
		}, de)
		got := fieldErrors(t, err)
		want := map[string]struct{ key, message string }{
			"firstname":     {"input.required", "Dies ist ein Pflichtfeld."},
			"lastname":      {"input.tooLong", "Bitte verwenden Sie höchstens 100 Zeichen."},
			"email":         {"mail.address.invalid", "Bitte geben Sie eine gültige E-Mail-Adresse ein."},
			"password":      {"customer.password.tooShort", "Das Passwort muss mindestens 8 Zeichen lang sein."},
			"date_of_birth": {"customer.input.dateOfBirth", ""},
		}
		if len(got) != len(want) {
			t.Errorf("fields %v; want %d", got, len(want))
		}
		for field, w := range want {
			e := got[field]
			if e == nil || e.Kind != apperr.Invalid || e.Key != w.key {
				t.Errorf("%s: %+v; want %s", field, e, w.key)
				continue
			}
			translated(t, e)
			if w.message != "" && e.Message(ctx) != w.message {
				t.Errorf("%s: %q; want %q", field, e.Message(ctx), w.message)
			}
		}
		if n := f.count(t, `SELECT COUNT(*) FROM customer`); n != 0 {
			t.Errorf("%d accounts after refused input", n)
		}
		if msgs := f.mails(t); len(msgs) != 0 {
			t.Errorf("mails after refused input: %+v", msgs)
		}

		// Each password rule of SPEC.md section 5, in every language.
		for i, tc := range []struct{ password, key string }{
			{"", "input.required"},
			{"Ab1!", "customer.password.tooShort"},
			{"abcdefgh", "customer.password.classes"},
			{"ABCDEFG1", "customer.password.classes"},
			{"Sattel\x002026", "input.characters"},
			{strings.Repeat("Aa1!", 65), "input.tooLong"},
		} {
			in := registration(fmt.Sprintf("rule-%d@example.de", i))
			in.Password = tc.password
			e := fieldErrors(t, must(f.svc.Register(ctx, in, de)))["password"]
			if e == nil || e.Key != tc.key {
				t.Errorf("password %q: %+v; want %s", tc.password, e, tc.key)
				continue
			}
			translated(t, e)
		}
	})
}

// must returns the error of a call whose other result does not matter.
func must[T any](_ T, err error) error { return err }

func TestRegistrationCreatesAnAccountAndMailsAWelcome(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		in := customer.Registration{Firstname: " Camille ", Lastname: "Müller", Email: "  Camille.Muller@Example.FR ",
			Password: "Étrier-2026", DateOfBirth: "1990-05-17 00:00:00"}
		answer, err := f.svc.Register(ctx, in, fr)
		if err != nil {
			t.Fatal(err)
		}
		want := customer.Customer{ID: answer.ID, Website: "shop", Email: "Camille.Muller@Example.FR", Firstname: "Camille", Lastname: "Müller",
			DateOfBirth: "1990-05-17", Locale: i18n.French, StoreCode: "shop_fr", CreatedAt: start, UpdatedAt: start}
		if answer.ID == 0 || answer != want {
			t.Errorf("answer %+v; want %+v", answer, want)
		}
		stored, err := f.svc.Get(ctx, answer.ID)
		if err != nil || stored != want {
			t.Errorf("stored %+v, %v", stored, err)
		}
		var hash string
		if err := d.Read().Get(ctx, &hash, `SELECT password_hash FROM customer WHERE id = ?`, answer.ID); err != nil ||
			!strings.HasPrefix(hash, "$argon2id$v=19$m=64,t=1,p=1$") || strings.Contains(hash, in.Password) {
			t.Errorf("password kept as %q (%v)", hash, err)
		}
		welcome := f.mailsTagged(t, "customer.welcome")
		if len(welcome) != 1 || welcome[0].To[0] != "Camille.Muller@Example.FR" || welcome[0].Subject != "Bienvenue chez Paddock" ||
			!strings.Contains(welcome[0].Text, "https://shop.example/fr/customer") {
			t.Errorf("welcome mail %+v", welcome)
		}
		// The address signs in whatever its case.
		if s := f.signIn(t, "camille.muller@example.fr", in.Password, session.ViaBearer); s.Customer.ID != answer.ID {
			t.Errorf("signed in as %+v", s.Customer)
		}
		if _, err := f.svc.Get(ctx, answer.ID+1000); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown id: %v", err)
		}
	})
}

func TestATakenAddressAnswersLikeANewOneAndMailsItsOwner(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		owner := f.register(t, registration("lena@example.de"), de)

		// Someone registers the address again, in another case, from
		// another store: the answer is built from their input as for a
		// new address, field for field.
		attempt := customer.Registration{Firstname: "Mallory", Lastname: "Fremd", Email: " LENA@Example.de", Password: "Anders-2026!",
			DateOfBirth: "1980-01-02", IsSubscribed: true}
		fresh := attempt
		fresh.Email = "new@example.de"
		for i := range customer.TakenMailPerAddress.Limit + 2 {
			taken, err := f.svc.Register(ctx, attempt, en)
			if err != nil {
				t.Fatalf("attempt %d: %v", i, err)
			}
			want := customer.Customer{Website: "shop", Email: "LENA@Example.de", Firstname: "Mallory", Lastname: "Fremd",
				DateOfBirth: "1980-01-02", Locale: i18n.English, StoreCode: "shop_en", CreatedAt: start, UpdatedAt: start}
			if taken != want {
				t.Errorf("answer for a taken address %+v; want %+v", taken, want)
			}
		}
		created, err := f.svc.Register(ctx, fresh, en)
		if err != nil {
			t.Fatal(err)
		}
		created.ID, created.Email = 0, "LENA@Example.de"
		want := customer.Customer{Website: "shop", Email: "LENA@Example.de", Firstname: "Mallory", Lastname: "Fremd",
			DateOfBirth: "1980-01-02", Locale: i18n.English, StoreCode: "shop_en", CreatedAt: start, UpdatedAt: start}
		if created != want {
			t.Errorf("a new address answers %+v, a taken one %+v", created, want)
		}

		// Nothing of the account changed, no second one exists, and the
		// attempt did not sign the address up for the newsletter.
		if got, err := f.svc.Get(ctx, owner.ID); err != nil || got != owner {
			t.Errorf("owner after the attempts %+v, %v", got, err)
		}
		if n := f.count(t, `SELECT COUNT(*) FROM customer WHERE email_key = ?`, "lena@example.de"); n != 1 {
			t.Errorf("%d accounts of the address", n)
		}
		if _, err := f.svc.SignIn(ctx, "lena@example.de", attempt.Password, session.ViaBearer, en); apperr.KindOf(err) != apperr.AuthenticationFailed {
			t.Errorf("the attempt's password signs in: %v", err)
		}
		f.signIn(t, "lena@example.de", "Sattel-2026", session.ViaBearer)
		if status, err := f.news.StatusOf(ctx, "lena@example.de"); err != nil || status != newsletter.NotActive {
			t.Errorf("newsletter of the taken address: %s %v", status, err)
		}

		// The owner is told, in their language, at most
		// TakenMailPerAddress times a day; the one registering gets nothing.
		told := f.mailsTagged(t, "customer.register-taken")
		if len(told) != customer.TakenMailPerAddress.Limit {
			t.Fatalf("%d mails to the owner; want %d", len(told), customer.TakenMailPerAddress.Limit)
		}
		if m := told[0]; m.To[0] != "lena@example.de" || m.Subject != "Jemand wollte ein Konto mit Ihrer Adresse anlegen" ||
			!strings.Contains(m.Text, "https://shop.example/de/account/forgot-password") {
			t.Errorf("mail to the owner %+v", m)
		}
		if welcome := f.mailsTagged(t, "customer.welcome"); len(welcome) != 2 {
			t.Errorf("%d welcome mails; want the owner's and the new address's", len(welcome))
		}
		f.clock.add(24 * time.Hour)
		if _, err := f.svc.Register(ctx, attempt, en); err != nil {
			t.Fatal(err)
		}
		if told := f.mailsTagged(t, "customer.register-taken"); len(told) != customer.TakenMailPerAddress.Limit+1 {
			t.Errorf("a day later: %d mails to the owner", len(told))
		}
	})
}

func TestAddressesAreUniquePerWebsite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		shop := f.register(t, registration("rider@example.de"), de)
		club := customer.Origin{Store: storecode.Store{Site: "club", Locale: i18n.German}, Client: de.Client}
		in := registration("Rider@Example.de")
		in.Password = "Verein-2026"
		answer, err := f.svc.Register(ctx, in, club)
		if err != nil || answer.ID == 0 || answer.ID == shop.ID || answer.Website != "club" {
			t.Fatalf("the other website's account: %+v %v", answer, err)
		}
		if s, err := f.svc.SignIn(ctx, "rider@example.de", "Verein-2026", session.ViaCookie, club); err != nil || s.Customer.ID != answer.ID {
			t.Errorf("sign in on the other website: %+v %v", s.Customer, err)
		}
		if _, err := f.svc.SignIn(ctx, "rider@example.de", "Verein-2026", session.ViaCookie, de); apperr.KindOf(err) != apperr.AuthenticationFailed {
			t.Errorf("the other website's password signs in to the shop: %v", err)
		}
	})
}

func TestRegistrationWithNewsletterStartsTheDoubleOptIn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		in := registration("news@example.de")
		in.IsSubscribed = true
		c := f.register(t, in, en)
		if status, err := f.news.StatusOf(ctx, "news@example.de"); err != nil || status != newsletter.Unconfirmed {
			t.Errorf("newsletter after registering: %s %v", status, err)
		}
		// Not subscribed until the link in the mail is followed.
		if ok, err := f.svc.IsSubscribed(ctx, c); err != nil || ok {
			t.Errorf("subscribed before confirming: %v %v", ok, err)
		}
		confirm := f.mailsTagged(t, "newsletter.confirm")
		if len(confirm) != 1 || confirm[0].To[0] != "news@example.de" {
			t.Fatalf("confirmation mails %+v", confirm)
		}
		if _, err := f.news.Confirm(ctx, newsletterToken(t, confirm[0]), newsletter.Origin{Store: en.Store, Client: en.Client}); err != nil {
			t.Fatal(err)
		}
		if ok, err := f.svc.IsSubscribed(ctx, c); err != nil || !ok {
			t.Errorf("not subscribed after confirming: %v %v", ok, err)
		}
	})
}

var newsletterLink = regexp.MustCompile(`/newsletter/subscription/success\?token=([A-Za-z0-9_-]+)`)

func newsletterToken(t *testing.T, m mail.Stored) string {
	t.Helper()
	match := newsletterLink.FindStringSubmatch(m.Text)
	if match == nil {
		t.Fatalf("no confirmation link in %s", m.Text)
	}
	return match[1]
}

func TestRegistrationsAreRateLimitedPerClient(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		for i := range customer.RegisterPerIP.Limit {
			if _, err := f.svc.Register(ctx, registration(fmt.Sprintf("r%d@example.de", i)), de); err != nil {
				t.Fatalf("registration %d: %v", i, err)
			}
		}
		e := wantError(t, "one too many", must(f.svc.Register(ctx, registration("late@example.de"), de)), apperr.RateLimited, "customer.rateLimited")
		if e.RetryAfter <= 0 || e.RetryAfter > time.Hour {
			t.Errorf("retry after %v", e.RetryAfter)
		}
		if _, err := f.svc.Register(ctx, registration("other@example.de"), en); err != nil {
			t.Errorf("another client: %v", err)
		}
		f.clock.add(time.Hour)
		if _, err := f.svc.Register(ctx, registration("late@example.de"), de); err != nil {
			t.Errorf("an hour later: %v", err)
		}
	})
}

func TestTwoRegistrationsOfOneAddressAtOnceMakeOneAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		const n = 6
		var wg sync.WaitGroup
		answers := make([]customer.Customer, n)
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				in := registration("Twice@Example.de")
				answers[i], errs[i] = f.svc.Register(ctx, in, from(i18n.German, fmt.Sprintf("192.0.2.%d", 50+i)))
			}()
		}
		wg.Wait()
		for i := range n {
			answers[i].ID = 0
			if errs[i] != nil || answers[i] != answers[0] {
				t.Errorf("registration %d: %+v %v", i, answers[i], errs[i])
			}
		}
		if c := f.count(t, `SELECT COUNT(*) FROM customer`); c != 1 {
			t.Errorf("%d accounts", c)
		}
		if w, tk := len(f.mailsTagged(t, "customer.welcome")), len(f.mailsTagged(t, "customer.register-taken")); w != 1 || tk != customer.TakenMailPerAddress.Limit {
			t.Errorf("%d welcome and %d taken-address mails", w, tk)
		}
	})
}

func TestSignInBeginsASessionAndFailsAlikeForWrongPasswordsAndUnknownAddresses(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), de)
		for _, via := range []session.Via{session.ViaCookie, session.ViaBearer} {
			s := f.signIn(t, "  ANNA@example.de ", "Sattel-2026", via)
			if s.Customer != c || s.Session.Via != via || s.Session.SubjectID != c.ID || s.Session.Kind != session.Customer ||
				s.Session.IP != "192.0.2.1" || s.Session.UserAgent != "Test/1.0" {
				t.Errorf("via %s: %+v", via, s)
			}
			if got, err := f.sessions.Lookup(ctx, s.Token); err != nil || got.ID != s.Session.ID {
				t.Errorf("via %s: the token names %+v, %v", via, got, err)
			}
		}
		var failures []*apperr.Error
		for _, tc := range []struct{ email, password string }{
			{"anna@example.de", "Sattel-2025"},
			{"anna@example.de", ""},
			{"nobody@example.de", "Sattel-2026"},
			{"", "Sattel-2026"},
			{"anna@example.de", strings.Repeat("x", 5000)},
		} {
			_, err := f.svc.SignIn(ctx, tc.email, tc.password, session.ViaCookie, de)
			failures = append(failures, wantError(t, tc.email+"/"+tc.password, err, apperr.AuthenticationFailed, "customer.signIn.failed"))
		}
		for _, e := range failures[1:] {
			if !sameError(e, failures[0]) {
				t.Errorf("failures differ: %+v and %+v", e, failures[0])
			}
		}
		sessions, err := f.sessions.List(ctx, session.Customer, c.ID)
		if err != nil || len(sessions) != 2 {
			t.Errorf("sessions %+v %v", sessions, err)
		}
	})
}

func TestSignInRehashesAPasswordOfOtherCosts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), de)
		hashOf := func() string {
			var h string
			if err := d.Read().Get(ctx, &h, `SELECT password_hash FROM customer WHERE id = ?`, c.ID); err != nil {
				t.Fatal(err)
			}
			return h
		}
		before := hashOf()
		// The shop's default costs (OWASP's 19 MiB, 2 passes, 1 lane).
		shop := f.service(t, func(o *customer.Options) { o.Hash = customer.HashParams{} })
		if _, err := shop.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, de); err != nil {
			t.Fatal(err)
		}
		after := hashOf()
		if !strings.HasPrefix(after, "$argon2id$v=19$m=19456,t=2,p=1$") {
			t.Errorf("not rehashed with the default costs: %s", after)
		}
		// Signing in again with the same costs keeps the hash; the old
		// costs still read it (and rehash it back).
		if _, err := shop.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, de); err != nil || hashOf() != after {
			t.Errorf("rehashed without a change of costs: %v", err)
		}
		if _, err := shop.SignIn(ctx, "anna@example.de", "Sattel-2025", session.ViaCookie, de); apperr.KindOf(err) != apperr.AuthenticationFailed || hashOf() != after {
			t.Errorf("a wrong password: %v", err)
		}
		f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)
		if h := hashOf(); !strings.HasPrefix(h, "$argon2id$v=19$m=64,t=1,p=1$") || h == before {
			t.Errorf("back to the cheap costs: %s", h)
		}
	})
}

// Failed sign-ins lock one client out of one account first; the account
// locks only after failures from several clients, and then only for
// browsers that have not signed in to it before: the customer's own
// devices are slowed, never blocked, by strangers. A client failing with
// many addresses is locked for all of them. Locks end with their window,
// or, for an account, with a new password.
func TestSignInLocksAClientOfAnAccountFirstAndNeverTheAccountsDevices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.register(t, registration("anna@example.de"), de)
		f.register(t, registration("ben@example.de"), de)
		home := from(i18n.German, "192.0.2.10")
		annasBrowser := must2[customer.SignedIn](t)(f.svc.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, home)).Device
		bensBrowser := must2[customer.SignedIn](t)(f.svc.SignIn(ctx, "ben@example.de", "Sattel-2026", session.ViaCookie, home)).Device
		if annasBrowser == "" || bensBrowser == "" || annasBrowser == bensBrowser {
			t.Fatalf("device cookies %q %q", annasBrowser, bensBrowser)
		}
		withDevice := func(o customer.Origin, device string) customer.Origin { o.Device = device; return o }
		signIn := func(o customer.Origin, password string) error {
			_, err := f.svc.SignIn(ctx, "anna@example.de", password, session.ViaCookie, o)
			return err
		}
		locked := func(what string, err error, retry time.Duration) {
			t.Helper()
			if e := wantError(t, what, err, apperr.RateLimited, "customer.signIn.locked"); e.RetryAfter != retry {
				t.Errorf("%s: retry after %v; want %v", what, e.RetryAfter, retry)
			}
		}

		// A stranger's failures lock the stranger out of the account,
		// even with the right password, and nobody else.
		stranger := from(i18n.German, "198.51.100.1")
		for i := range customer.SignInFailuresPerAccountAndClient.Limit {
			if err := signIn(stranger, "Falsch-2026"); apperr.KindOf(err) != apperr.AuthenticationFailed {
				t.Fatalf("failure %d: %v", i, err)
			}
		}
		for range 3 { // checking the lock counts nothing
			locked("the stranger", signIn(stranger, "Sattel-2026"), 15*time.Minute)
		}
		translated(t, apperr.As(signIn(stranger, "Sattel-2026")))
		if err := signIn(en, "Sattel-2026"); err != nil {
			t.Errorf("another client: %v", err)
		}
		if _, err := f.svc.SignIn(ctx, "ben@example.de", "Sattel-2026", session.ViaCookie, stranger); err != nil {
			t.Errorf("the stranger's client for another account: %v", err)
		}

		// Strangers from several clients lock the account for every
		// browser that has not signed in to it before.
		for c := 2; c <= customer.SignInFailuresPerAccount.Limit/customer.SignInFailuresPerAccountAndClient.Limit; c++ {
			o := from(i18n.German, fmt.Sprintf("198.51.100.%d", c))
			for range customer.SignInFailuresPerAccountAndClient.Limit {
				if err := signIn(o, "Falsch-2026"); apperr.KindOf(err) != apperr.AuthenticationFailed {
					t.Fatalf("client %d: %v", c, err)
				}
			}
		}
		locked("a new client", signIn(fr, "Sattel-2026"), 15*time.Minute)
		locked("the right browser of another account", signIn(withDevice(fr, bensBrowser), "Sattel-2026"), 15*time.Minute)
		forged := annasBrowser[:len(annasBrowser)-2] + "xx"
		locked("a forged device cookie", signIn(withDevice(fr, forged), "Sattel-2026"), 15*time.Minute)

		// Anna's browser signs in wherever it is, the stranger's address
		// too; while the account is locked, it may fail only
		// SignInDeviceLimitWhileLocked times.
		if err := signIn(withDevice(stranger, annasBrowser), "Sattel-2026"); err != nil {
			t.Fatalf("anna's own browser: %v", err)
		}
		for i := range customer.SignInDeviceLimitWhileLocked {
			if err := signIn(withDevice(home, annasBrowser), "Falsch-2026"); apperr.KindOf(err) != apperr.AuthenticationFailed {
				t.Fatalf("anna's own failure %d: %v", i, err)
			}
		}
		locked("anna's browser after its own failures", signIn(withDevice(home, annasBrowser), "Sattel-2026"), 15*time.Minute)

		// A client failing with many addresses is locked for all of them.
		guesser := from(i18n.French, "203.0.113.5")
		for i := range customer.SignInFailuresPerIP.Limit {
			if _, err := f.svc.SignIn(ctx, fmt.Sprintf("guess%d@example.de", i), "wrong", session.ViaCookie, guesser); apperr.KindOf(err) != apperr.AuthenticationFailed {
				t.Fatalf("failure %d: %v", i, err)
			}
		}
		_, err := f.svc.SignIn(ctx, "ben@example.de", "Sattel-2026", session.ViaCookie, guesser)
		locked("the guessing client", err, 15*time.Minute)
		if _, err := f.svc.SignIn(ctx, "ben@example.de", "Sattel-2026", session.ViaCookie, withDevice(guesser, bensBrowser)); err != nil {
			t.Errorf("ben's browser behind the guesser's address: %v", err)
		}

		// Every lock ends with its window, and a success counts nothing.
		f.clock.add(15 * time.Minute)
		if err := signIn(stranger, "Sattel-2026"); err != nil {
			t.Errorf("after the window: %v", err)
		}
		for range customer.SignInFailuresPerAccount.Limit + 1 {
			if err := signIn(fr, "Sattel-2026"); err != nil {
				t.Fatal(err)
			}
		}

		// A new password lifts the account's locks at once, and ends the
		// trust of the browsers that proved the old one.
		for c := 1; c <= customer.SignInFailuresPerAccount.Limit/customer.SignInFailuresPerAccountAndClient.Limit; c++ {
			o := from(i18n.German, fmt.Sprintf("198.51.100.%d", c))
			for range customer.SignInFailuresPerAccountAndClient.Limit {
				_ = signIn(o, "Falsch-2026")
			}
		}
		locked("locked again", signIn(fr, "Sattel-2026"), 15*time.Minute)
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		_, token := f.resetToken(t)
		if err := f.svc.ResetPassword(ctx, "anna@example.de", token, "Zaumzeug-2026", fr); err != nil {
			t.Fatal(err)
		}
		if err := signIn(stranger, "Zaumzeug-2026"); err != nil {
			t.Errorf("after the reset, the stranger's client with the new password: %v", err)
		}
		for c := 1; c <= customer.SignInFailuresPerAccount.Limit/customer.SignInFailuresPerAccountAndClient.Limit; c++ {
			o := from(i18n.German, fmt.Sprintf("198.51.100.%d", c+10))
			for range customer.SignInFailuresPerAccountAndClient.Limit {
				_ = signIn(o, "Falsch-2026")
			}
		}
		locked("a browser that proved the old password", signIn(withDevice(home, annasBrowser), "Zaumzeug-2026"), 15*time.Minute)
	})
}

// second is the second of two values.
func second[A, B any](_ A, b B) B { return b }

// must2 fails the test on an error and answers the value.
func must2[T any](t *testing.T) func(T, error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func TestUpdateChangesNamesDateOfBirthAndTheNewsletter(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), de)
		f.clock.add(time.Minute)
		s := func(v string) *string { return &v }

		got, err := f.svc.Update(ctx, c.ID, customer.Update{Firstname: s(" Anne "), DateOfBirth: s("1990-05-17 00:00:00")}, de)
		if err != nil || got.Firstname != "Anne" || got.Lastname != "Berger" || got.DateOfBirth != "1990-05-17" ||
			!got.UpdatedAt.Equal(start.Add(time.Minute)) || !got.CreatedAt.Equal(start) {
			t.Fatalf("update %+v %v", got, err)
		}
		if stored, _ := f.svc.Get(ctx, c.ID); stored != got {
			t.Errorf("stored %+v; answered %+v", stored, got)
		}

		for _, tc := range []struct {
			name string
			in   customer.Update
			want map[string]string
		}{
			{"empty names", customer.Update{Firstname: s(""), Lastname: s("\t")}, map[string]string{"firstname": "input.required", "lastname": "input.required"}},
			{"a name too long", customer.Update{Lastname: s(strings.Repeat("a", 101))}, map[string]string{"lastname": "input.tooLong"}},
			{"a German date", customer.Update{DateOfBirth: s("17.05.1990")}, map[string]string{"date_of_birth": "customer.input.dateOfBirth"}},
			{"no such day", customer.Update{DateOfBirth: s("1990-02-30")}, map[string]string{"date_of_birth": "customer.input.dateOfBirth"}},
			{"before 1900", customer.Update{DateOfBirth: s("1899-12-31")}, map[string]string{"date_of_birth": "customer.input.dateOfBirth"}},
			{"in the future", customer.Update{DateOfBirth: s("2026-11-25")}, map[string]string{"date_of_birth": "customer.input.dateOfBirth"}},
		} {
			got := fieldErrors(t, must(f.svc.Update(ctx, c.ID, tc.in, de)))
			if len(got) != len(tc.want) {
				t.Errorf("%s: %v", tc.name, got)
			}
			for field, key := range tc.want {
				if got[field] == nil || got[field].Key != key {
					t.Errorf("%s: %s %+v; want %s", tc.name, field, got[field], key)
				}
			}
		}
		if stored, _ := f.svc.Get(ctx, c.ID); stored != got {
			t.Errorf("refused updates changed the account: %+v", stored)
		}
		if got, err := f.svc.Update(ctx, c.ID, customer.Update{DateOfBirth: s("")}, de); err != nil || got.DateOfBirth != "" {
			t.Errorf("clearing the date of birth: %+v %v", got, err)
		}
		if _, err := f.svc.Update(ctx, c.ID+99, customer.Update{Firstname: s("X")}, de); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an account that is gone: %v", err)
		}

		// The newsletter switch: on starts the double opt-in, off ends the
		// subscription, each logged as proof.
		on, off := true, false
		if _, err := f.svc.Update(ctx, c.ID, customer.Update{IsSubscribed: &on}, en); err != nil {
			t.Fatal(err)
		}
		confirm := f.mailsTagged(t, "newsletter.confirm")
		if len(confirm) != 1 || confirm[0].To[0] != "anna@example.de" {
			t.Fatalf("confirmation mails %+v", confirm)
		}
		if ok, _ := f.svc.IsSubscribed(ctx, c); ok {
			t.Error("subscribed before confirming")
		}
		if _, err := f.news.Confirm(ctx, newsletterToken(t, confirm[0]), newsletter.Origin{Store: en.Store, Client: en.Client}); err != nil {
			t.Fatal(err)
		}
		if ok, _ := f.svc.IsSubscribed(ctx, c); !ok {
			t.Error("not subscribed after confirming")
		}
		// Switching it on again sends nothing.
		if _, err := f.svc.Update(ctx, c.ID, customer.Update{IsSubscribed: &on}, en); err != nil || len(f.mailsTagged(t, "newsletter.confirm")) != 1 {
			t.Errorf("on again: %v", err)
		}
		if _, err := f.svc.Update(ctx, c.ID, customer.Update{IsSubscribed: &off}, fr); err != nil {
			t.Fatal(err)
		}
		if ok, _ := f.svc.IsSubscribed(ctx, c); ok {
			t.Error("still subscribed after switching off")
		}
		var log []struct {
			Action string `db:"action"`
			IP     string `db:"ip"`
		}
		if err := d.Read().Select(ctx, &log, `SELECT action, ip FROM newsletter_consent_log ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		if len(log) != 3 || log[0].Action != "requested" || log[1].Action != "confirmed" || log[2].Action != "unsubscribed" || log[2].IP != "192.0.2.3" {
			t.Errorf("consent log %+v", log)
		}
	})
}

func TestChangePasswordEndsTheOtherSessionsAndMails(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), fr)
		here := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)
		there := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaBearer)

		got := fieldErrors(t, must(f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "", "kurz")))
		if got["currentPassword"] == nil || got["currentPassword"].Key != "input.required" ||
			got["newPassword"] == nil || got["newPassword"].Key != "customer.password.tooShort" {
			t.Errorf("bad input: %v", got)
		}
		e := wantError(t, "wrong current password", must(f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "Sattel-2025", "Zaumzeug-2026")),
			apperr.Invalid, "customer.password.wrong")
		if e.Field != "currentPassword" {
			t.Errorf("field %q", e.Field)
		}
		translated(t, e)

		// A reset link asked for before the change ends with it.
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		_, reset := f.resetToken(t)
		if _, err := f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "Sattel-2026", "Zaumzeug-2026"); err != nil {
			t.Fatal(err)
		}
		wantError(t, "a reset link from before the change", f.svc.ResetPassword(ctx, "anna@example.de", reset, "Gebiss-2026", fr),
			apperr.Invalid, "customer.reset.invalid")
		if _, err := f.sessions.Lookup(ctx, here.Token); err != nil {
			t.Errorf("the current session ended: %v", err)
		}
		if _, err := f.sessions.Lookup(ctx, there.Token); !errors.Is(err, session.ErrNoSession) {
			t.Errorf("another session lives on: %v", err)
		}
		changed := f.mailsTagged(t, "customer.password-changed")
		if len(changed) != 1 || changed[0].To[0] != "anna@example.de" || changed[0].Subject != "Votre mot de passe a été modifié" {
			t.Errorf("mails %+v", changed)
		}
		if _, err := f.svc.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, de); apperr.KindOf(err) != apperr.AuthenticationFailed {
			t.Errorf("the old password: %v", err)
		}
		f.signIn(t, "anna@example.de", "Zaumzeug-2026", session.ViaCookie)

		// Wrong current passwords are counted per customer and, past the
		// limit, refused until the window ends.
		for i := 1; i < customer.PasswordFailuresPerCustomer.Limit; i++ {
			if _, err := f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "wrong", "Gebiss-2026"); apperr.KindOf(err) != apperr.Invalid {
				t.Fatalf("failure %d: %v", i, err)
			}
		}
		wantError(t, "locked", must(f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "Zaumzeug-2026", "Gebiss-2026")),
			apperr.RateLimited, "customer.signIn.locked")
		wantError(t, "locked email change", must(f.svc.ChangeEmail(ctx, c.ID, here.Session.ID, "neu@example.de", "Zaumzeug-2026", from(i18n.German, "192.0.2.50"))),
			apperr.RateLimited, "customer.signIn.locked")
		f.clock.add(15 * time.Minute)
		if _, err := f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "Zaumzeug-2026", "Gebiss-2026"); err != nil {
			t.Errorf("after the window: %v", err)
		}
	})
}

var confirmLink = regexp.MustCompile(`https://shop\.example/(de|en|fr)/account/confirm-email\?token=([A-Za-z0-9_-]+)`)

// confirmToken is the token of the newest email-change link mailed to an
// address, with its link's language.
func (f fixture) confirmToken(t *testing.T, to string) (string, string) {
	t.Helper()
	for _, m := range f.mailsTagged(t, "customer.email-confirm") {
		if m.To[0] != to {
			continue
		}
		link := confirmLink.FindStringSubmatch(m.Text)
		if link == nil || !strings.Contains(m.HTML, `href="`+link[0]+`"`) {
			t.Fatalf("no confirmation link in %s", m.Text)
		}
		return link[1], link[2]
	}
	t.Fatalf("no confirmation mail to %s", to)
	return "", ""
}

// An email change needs the password and answers the customer unchanged,
// alike for a free address and one another account has, after the same
// work; the owner of the new address decides: a free address gets a link
// that moves the account, a taken one's owner a note.
func TestChangeEmailIsConfirmedByTheNewAddressAndTellsNobodyWhoHasAnAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), en)
		f.register(t, registration("ben@example.de"), de)
		cleo := f.register(t, registration("cleo@example.de"), en)
		here := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)
		there := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaBearer)
		cleos := f.signIn(t, "cleo@example.de", "Sattel-2026", session.ViaCookie)
		o := from(i18n.German, "192.0.2.50")

		got := fieldErrors(t, must(f.svc.ChangeEmail(ctx, c.ID, here.Session.ID, "kein-mail", "", o)))
		if got["email"] == nil || got["email"].Key != "mail.address.invalid" || got["password"] == nil || got["password"].Key != "input.required" {
			t.Errorf("bad input: %v", got)
		}

		// A taken address (Cleo's request) and a free one (Anna's) answer
		// alike, after the same work.
		type work struct {
			answer     customer.Customer
			statements int64
			job        string
		}
		request := func(who customer.Customer, keep int64, email string) work {
			t.Helper()
			var n atomic.Int64
			answer, err := f.svc.ChangeEmail(db.CountStatements(ctx, &n), who.ID, keep, email, "Sattel-2026", o)
			if err != nil {
				t.Fatal(err)
			}
			var kind string
			if err := d.Read().Get(ctx, &kind, `SELECT kind FROM job ORDER BY id DESC LIMIT 1`); err != nil {
				t.Fatal(err)
			}
			return work{answer, n.Load(), kind}
		}
		free, taken := request(c, here.Session.ID, " Anna@Example.com "), request(cleo, cleos.Session.ID, " BEN@example.de")
		if free.answer != c || taken.answer != cleo || free.statements != taken.statements || free.job != taken.job || free.job != customer.EmailChangeJobKind {
			t.Errorf("a free address: %+v; a taken one: %+v", free, taken)
		}
		// Ben, whose address it is, is told in his language; Cleo's
		// account and Ben's stay as they are.
		if notes := f.mailsTagged(t, "customer.email-taken"); len(notes) != 1 || notes[0].To[0] != "ben@example.de" ||
			notes[0].Subject != "Jemand wollte ein Konto auf Ihre Adresse umstellen" || strings.Contains(notes[0].Text, "cleo") {
			t.Errorf("notes %+v", notes)
		}
		if got, _ := f.svc.Get(ctx, cleo.ID); got.Email != "cleo@example.de" {
			t.Errorf("cleo's account: %+v", got)
		}
		// The new address gets the link, in Anna's language, without
		// anything she wrote; until it is followed nothing changes.
		lang, token := f.confirmToken(t, "Anna@Example.com")
		confirm := f.mailsTagged(t, "customer.email-confirm")[0]
		if lang != "en" || confirm.Subject != "Confirm your new email address" || strings.Contains(confirm.Text, "Berger") ||
			!strings.Contains(confirm.Text, "Hello,") || !strings.Contains(confirm.Text, "24 hours") {
			t.Errorf("confirmation mail %+v", confirm)
		}
		if len(f.mailsTagged(t, "customer.email-changed")) != 0 {
			t.Error("mailed a change that did not happen")
		}
		f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)

		// A made-up or malformed token is refused alike.
		var refusals []*apperr.Error
		for _, bad := range []string{strings.Repeat("A", len(token)), "nonsense"} {
			refusals = append(refusals, wantError(t, bad, must(f.svc.ConfirmEmailChange(ctx, bad, o)), apperr.Invalid, "customer.emailChange.invalid"))
		}
		if !sameError(refusals[0], refusals[1]) || refusals[0].Field != "token" {
			t.Errorf("refusals %+v %+v", refusals[0], refusals[1])
		}
		translated(t, refusals[0])

		// The link moves the account: the session that asked stays, the
		// others end, the old address is told, reset links to it end.
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		_, reset := f.resetToken(t)
		f.clock.add(23 * time.Hour)
		changed, err := f.svc.ConfirmEmailChange(ctx, " "+token+" ", o)
		if err != nil || changed.Email != "Anna@Example.com" || changed.ID != c.ID {
			t.Fatalf("confirm %+v %v", changed, err)
		}
		if _, err := f.sessions.Lookup(ctx, here.Token); err != nil {
			t.Errorf("the session that asked ended: %v", err)
		}
		if _, err := f.sessions.Lookup(ctx, there.Token); !errors.Is(err, session.ErrNoSession) {
			t.Errorf("another session lives on: %v", err)
		}
		told := f.mailsTagged(t, "customer.email-changed")
		if len(told) != 1 || told[0].To[0] != "anna@example.de" || told[0].Subject != "Your email address was changed" ||
			!strings.Contains(told[0].Text, "Anna@Example.com") {
			t.Errorf("mails %+v", told)
		}
		if _, err := f.svc.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, de); apperr.KindOf(err) != apperr.AuthenticationFailed {
			t.Errorf("the old address signs in: %v", err)
		}
		f.signIn(t, "anna@example.com", "Sattel-2026", session.ViaCookie)
		wantError(t, "a reset link to the old address", f.svc.ResetPassword(ctx, "anna@example.com", reset, "Gebiss-2026", fr),
			apperr.Invalid, "customer.reset.invalid")
		wantError(t, "the link again", must(f.svc.ConfirmEmailChange(ctx, token, o)), apperr.Invalid, "customer.emailChange.invalid")
		// The old address is free again.
		if _, err := f.svc.Register(ctx, registration("anna@example.de"), de); err != nil || len(f.mailsTagged(t, "customer.welcome")) != 4 {
			t.Errorf("registering the old address: %v", err)
		}

		// A link lasts EmailChangeValidity; an address taken since cannot
		// be confirmed; a new password ends the links waiting.
		f.clock.add(time.Hour)
		for _, email := range []string{"spaet@example.com", "dora@example.de", "erst@example.com"} {
			if _, err := f.svc.ChangeEmail(ctx, c.ID, here.Session.ID, email, "Sattel-2026", o); err != nil {
				t.Fatal(err)
			}
			_, tok := f.confirmToken(t, email)
			switch email {
			case "spaet@example.com":
				f.clock.add(customer.EmailChangeValidity)
				wantError(t, "an expired link", must(f.svc.ConfirmEmailChange(ctx, tok, o)), apperr.Invalid, "customer.emailChange.invalid")
			case "dora@example.de":
				f.register(t, registration("dora@example.de"), de)
				e := wantError(t, "an address taken since", must(f.svc.ConfirmEmailChange(ctx, tok, o)), apperr.Conflict, "customer.email.taken")
				translated(t, e)
			default:
				if _, err := f.svc.ChangePassword(ctx, c.ID, here.Session.ID, "Sattel-2026", "Gebiss-2026"); err != nil {
					t.Fatal(err)
				}
				wantError(t, "a link from before a new password", must(f.svc.ConfirmEmailChange(ctx, tok, o)), apperr.Invalid, "customer.emailChange.invalid")
			}
		}
		if got, _ := f.svc.Get(ctx, c.ID); got.Email != "Anna@Example.com" {
			t.Errorf("the account moved on: %+v", got)
		}
		if n, err := customer.PruneEmailChanges(ctx, d, f.clock.now()); err != nil || n != 0 {
			t.Errorf("pruned %d %v; the links ended already", n, err)
		}
	})
}

// Email changes are limited per customer, and the mails they send per
// receiving address, links and notes alike.
func TestEmailChangesAreRateLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.register(t, registration("ben@example.de"), de)
		var ids []customer.Customer
		for _, email := range []string{"a@example.de", "b@example.de"} {
			ids = append(ids, f.register(t, registration(email), de))
		}
		for i := range customer.EmailChangePerCustomer.Limit {
			if _, err := f.svc.ChangeEmail(ctx, ids[0].ID, 0, "ben@example.de", "Sattel-2026", de); err != nil {
				t.Fatalf("change %d: %v", i, err)
			}
		}
		wantError(t, "past the customer's limit", must(f.svc.ChangeEmail(ctx, ids[0].ID, 0, "neu@example.de", "Sattel-2026", de)),
			apperr.RateLimited, "customer.rateLimited")
		if _, err := f.svc.ChangeEmail(ctx, ids[1].ID, 0, "ben@example.de", "Sattel-2026", de); err != nil {
			t.Errorf("another customer: %v", err)
		}
		if n := len(f.mailsTagged(t, "customer.email-taken")); n != customer.EmailMailsPerAddress.Limit {
			t.Errorf("%d notes to ben; want %d", n, customer.EmailMailsPerAddress.Limit)
		}
	})
}

var resetLink = regexp.MustCompile(`https://shop\.example/(de|en|fr)/account/reset-password\?token=([A-Za-z0-9_-]+)`)

// resetToken is the token of the newest reset mail, with its link's
// language.
func (f fixture) resetToken(t *testing.T) (string, string) {
	t.Helper()
	mails := f.mailsTagged(t, "customer.reset")
	if len(mails) == 0 {
		t.Fatal("no reset mail")
	}
	m := resetLink.FindStringSubmatch(mails[0].Text)
	if m == nil || !strings.Contains(mails[0].HTML, `href="`+m[0]+`"`) {
		t.Fatalf("no reset link in %s", mails[0].Text)
	}
	return m[1], m[2]
}

func TestPasswordResetBySingleUseLink(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), de)
		sessions := []customer.SignedIn{f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie), f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaBearer)}

		// A request for an address without an account answers the same
		// and mails nothing; a malformed one is refused.
		if err := f.svc.RequestPasswordReset(ctx, "nobody@example.de", en); err != nil {
			t.Fatal(err)
		}
		if len(f.mailsTagged(t, "customer.reset")) != 0 {
			t.Fatal("mailed an address without an account")
		}
		if e := fieldErrors(t, f.svc.RequestPasswordReset(ctx, "kein-mail", en))["email"]; e == nil || e.Key != "mail.address.invalid" {
			t.Errorf("malformed address: %+v", e)
		}

		// Asked for in English, the mail comes in the customer's language.
		if err := f.svc.RequestPasswordReset(ctx, " ANNA@example.de", en); err != nil {
			t.Fatal(err)
		}
		lang, token := f.resetToken(t)
		mails := f.mailsTagged(t, "customer.reset")
		if lang != "de" || mails[0].To[0] != "anna@example.de" || mails[0].Subject != "Passwort zurücksetzen" || !strings.Contains(mails[0].Text, "60 Minuten") {
			t.Errorf("reset mail %+v", mails[0])
		}

		// A wrong address with a valid token, a made-up token and a
		// malformed one get one and the same error.
		var refusals []*apperr.Error
		for _, tc := range []struct{ email, token string }{
			{"ben@example.de", token},
			{"anna@example.de", strings.Repeat("A", len(token))},
			{"anna@example.de", "nonsense"},
		} {
			refusals = append(refusals, wantError(t, tc.email+" "+tc.token, f.svc.ResetPassword(ctx, tc.email, tc.token, "Zaumzeug-2026", en),
				apperr.Invalid, "customer.reset.invalid"))
		}
		for _, e := range refusals {
			if !sameError(e, refusals[0]) || e.Field != "resetPasswordToken" {
				t.Errorf("refusals differ: %+v and %+v", e, refusals[0])
			}
		}
		translated(t, refusals[0])
		if e := fieldErrors(t, f.svc.ResetPassword(ctx, "anna@example.de", token, "zaumzeug", en))["newPassword"]; e == nil || e.Key != "customer.password.classes" {
			t.Errorf("a weak password: %+v", e)
		}

		f.clock.add(59 * time.Minute)
		if err := f.svc.ResetPassword(ctx, "Anna@Example.de", " "+token+" ", "Zaumzeug-2026", en); err != nil {
			t.Fatal(err)
		}
		for i, s := range sessions {
			if _, err := f.sessions.Lookup(ctx, s.Token); !errors.Is(err, session.ErrNoSession) {
				t.Errorf("session %d lives on: %v", i, err)
			}
		}
		if changed := f.mailsTagged(t, "customer.password-changed"); len(changed) != 1 || changed[0].To[0] != "anna@example.de" {
			t.Errorf("password-changed mails %+v", changed)
		}
		if _, err := f.svc.SignIn(ctx, "anna@example.de", "Sattel-2026", session.ViaCookie, de); apperr.KindOf(err) != apperr.AuthenticationFailed {
			t.Errorf("the old password: %v", err)
		}
		f.signIn(t, "anna@example.de", "Zaumzeug-2026", session.ViaCookie)
		// Once only.
		wantError(t, "used twice", f.svc.ResetPassword(ctx, "anna@example.de", token, "Gebiss-2026", en), apperr.Invalid, "customer.reset.invalid")

		// A new request replaces the older link; a link lasts an hour.
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		_, first := f.resetToken(t)
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		lang, second := f.resetToken(t)
		if lang != "de" || first == second {
			t.Errorf("second link %s %s", lang, second)
		}
		wantError(t, "a replaced link", f.svc.ResetPassword(ctx, "anna@example.de", first, "Gebiss-2026", fr), apperr.Invalid, "customer.reset.invalid")
		f.clock.add(time.Hour)
		wantError(t, "an expired link", f.svc.ResetPassword(ctx, "anna@example.de", second, "Gebiss-2026", fr), apperr.Invalid, "customer.reset.invalid")
		f.signIn(t, "anna@example.de", "Zaumzeug-2026", session.ViaCookie)

		// Expired links are pruned.
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Fatal(err)
		}
		f.runJobs(t)
		n, err := customer.PruneResets(ctx, d, f.clock.now().Add(59*time.Minute))
		if err != nil || n != 0 {
			t.Errorf("pruned a live link: %d %v", n, err)
		}
		n, err = customer.PruneResets(ctx, d, f.clock.now().Add(time.Hour))
		if err != nil || n != 1 || f.count(t, `SELECT COUNT(*) FROM customer_password_reset WHERE customer_id = ?`, c.ID) != 0 {
			t.Errorf("pruned %d %v", n, err)
		}
	})
}

func TestPasswordResetsAreRateLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.register(t, registration("anna@example.de"), de)
		// Per address, whoever asks, whether it has an account or not.
		for _, email := range []string{"anna@example.de", "nobody@example.de"} {
			for i := range customer.ResetPerAddress.Limit {
				if err := f.svc.RequestPasswordReset(ctx, email, from(i18n.German, fmt.Sprintf("198.51.100.%d", i))); err != nil {
					t.Fatalf("%s %d: %v", email, i, err)
				}
			}
			wantError(t, email, f.svc.RequestPasswordReset(ctx, strings.ToUpper(email), en), apperr.RateLimited, "customer.rateLimited")
		}
		if n := len(f.mailsTagged(t, "customer.reset")); n != customer.ResetPerAddress.Limit {
			t.Errorf("%d reset mails", n)
		}
		// Per client, requests and resets together.
		for i := range customer.ResetPerIP.Limit {
			if err := f.svc.ResetPassword(ctx, "anna@example.de", strings.Repeat("A", 43), "Zaumzeug-2026", fr); apperr.KindOf(err) != apperr.Invalid {
				t.Fatalf("reset %d: %v", i, err)
			}
		}
		wantError(t, "client", f.svc.RequestPasswordReset(ctx, "other@example.de", fr), apperr.RateLimited, "customer.rateLimited")
		f.clock.add(time.Hour)
		if err := f.svc.RequestPasswordReset(ctx, "anna@example.de", fr); err != nil {
			t.Errorf("an hour later: %v", err)
		}
	})
}

func TestIsEmailAvailableTellsNothingUnlessTurnedOn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.register(t, registration("anna@example.de"), de)
		for _, email := range []string{"anna@example.de", "ANNA@example.de", "nobody@example.de"} {
			if ok, err := f.svc.IsEmailAvailable(ctx, email, de); err != nil || !ok {
				t.Errorf("%s: %v %v", email, ok, err)
			}
		}
		if e := fieldErrors(t, must(f.svc.IsEmailAvailable(ctx, "kein-mail", de)))["email"]; e == nil || e.Key != "mail.address.invalid" {
			t.Errorf("malformed: %+v", e)
		}

		checked := f.service(t, func(o *customer.Options) { o.EmailCheck = true })
		for email, want := range map[string]bool{"anna@example.de": false, " Anna@Example.DE": false, "nobody@example.de": true} {
			if ok, err := checked.IsEmailAvailable(ctx, email, de); err != nil || ok != want {
				t.Errorf("checked %s: %v %v", email, ok, err)
			}
		}
		club := customer.Origin{Store: storecode.Store{Site: "club", Locale: i18n.German}, Client: en.Client}
		if ok, err := checked.IsEmailAvailable(ctx, "anna@example.de", club); err != nil || !ok {
			t.Errorf("on another website: %v %v", ok, err)
		}
		for i := 1; i < customer.EmailCheckPerIP.Limit; i++ {
			if _, err := checked.IsEmailAvailable(ctx, fmt.Sprintf("n%d@example.de", i), club); err != nil {
				t.Fatalf("check %d: %v", i, err)
			}
		}
		wantError(t, "one too many", must(checked.IsEmailAvailable(ctx, "x@example.de", club)), apperr.RateLimited, "customer.rateLimited")
	})
}

// A newsletter subscription moves with the address: it ends for the old
// one and the new one is asked to confirm, since consent is per address.
func TestChangeEmailMovesTheNewsletterSubscription(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		de := from(i18n.German, "192.0.2.60")
		in := registration("reiter@example.de")
		in.IsSubscribed = true
		c := f.register(t, in, de)
		here := f.signIn(t, "reiter@example.de", in.Password, session.ViaCookie)
		if s, _ := f.news.StatusOf(ctx, "reiter@example.de"); s != newsletter.Unconfirmed {
			t.Fatalf("after registering: %s", s)
		}
		if _, err := f.svc.ChangeEmail(ctx, c.ID, here.Session.ID, "neu@example.de", in.Password, de); err != nil {
			t.Fatal(err)
		}
		if s, _ := f.news.StatusOf(ctx, "reiter@example.de"); s != newsletter.Unconfirmed {
			t.Errorf("before the change is confirmed: %s", s)
		}
		if _, err := f.svc.ConfirmEmailChange(ctx, second(f.confirmToken(t, "neu@example.de")), de); err != nil {
			t.Fatal(err)
		}
		if s, _ := f.news.StatusOf(ctx, "reiter@example.de"); s != newsletter.Unsubscribed {
			t.Errorf("the old address: %s", s)
		}
		if s, _ := f.news.StatusOf(ctx, "neu@example.de"); s != newsletter.Unconfirmed {
			t.Errorf("the new address: %s", s)
		}
		confirm := f.mailsTagged(t, "newsletter.confirm")
		if len(confirm) != 2 || confirm[0].To[0] != "neu@example.de" {
			t.Errorf("confirmation mails %+v", confirm)
		}
		// Without a subscription nothing is started for the new address.
		other := f.register(t, registration("ohne@example.de"), de)
		there := f.signIn(t, "ohne@example.de", registration("ohne@example.de").Password, session.ViaCookie)
		if _, err := f.svc.ChangeEmail(ctx, other.ID, there.Session.ID, "ohne-neu@example.de", registration("ohne@example.de").Password, de); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ConfirmEmailChange(ctx, second(f.confirmToken(t, "ohne-neu@example.de")), de); err != nil {
			t.Fatal(err)
		}
		if s, _ := f.news.StatusOf(ctx, "ohne-neu@example.de"); s != newsletter.NotActive {
			t.Errorf("a subscription appeared: %s", s)
		}
	})
}

func TestRemoteShoppingAssistanceIsOffUntilTheCustomerAllowsIt(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		off := f.register(t, registration("ohne@example.de"), de)
		if off.AllowsRemoteAssistance() {
			t.Fatal("allowed without being asked")
		}
		in := registration("mit@example.de")
		in.AllowRemoteAssistance = true
		on, err := f.svc.Register(ctx, in, de)
		if err != nil || !on.RemoteAssistanceAt.Equal(start) {
			t.Fatalf("registered allowing it: %+v %v", on, err)
		}
		if stored, _ := f.svc.Get(ctx, on.ID); stored != on {
			t.Errorf("stored %+v; answered %+v", stored, on)
		}

		yes, no := true, false
		f.clock.add(time.Hour)
		got, err := f.svc.Update(ctx, off.ID, customer.Update{AllowRemoteAssistance: &yes}, de)
		if err != nil || !got.RemoteAssistanceAt.Equal(start.Add(time.Hour)) {
			t.Fatalf("allowed later: %+v %v", got, err)
		}
		f.clock.add(time.Hour)
		// Allowed again, it keeps when it was first allowed; other changes keep it.
		if got, err = f.svc.Update(ctx, off.ID, customer.Update{AllowRemoteAssistance: &yes}, de); err != nil ||
			!got.RemoteAssistanceAt.Equal(start.Add(time.Hour)) {
			t.Errorf("allowed again: %+v %v", got, err)
		}
		name := "Otto"
		if got, err = f.svc.Update(ctx, off.ID, customer.Update{Firstname: &name}, de); err != nil || !got.AllowsRemoteAssistance() {
			t.Errorf("a name change: %+v %v", got, err)
		}
		if got, err = f.svc.Update(ctx, off.ID, customer.Update{AllowRemoteAssistance: &no}, de); err != nil || got.AllowsRemoteAssistance() {
			t.Errorf("withdrawn: %+v %v", got, err)
		}
		if stored, _ := f.svc.Get(ctx, off.ID); stored.AllowsRemoteAssistance() {
			t.Errorf("stored after withdrawing: %+v", stored)
		}
	})
}
