package staff_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/admin/staff"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

var (
	key   = []byte("0123456789abcdef0123456789abcdef")
	cheap = passhash.Params{Memory: 64, Time: 1, Threads: 1}
	start = time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
)

const password = "Stall-Tor-2026"

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// recorder keeps the entries the service records, with who acted.
type recorder struct {
	mu      sync.Mutex
	entries []recorded
}

type recorded struct {
	audit.Entry
	Actor string
}

func (r *recorder) Record(ctx context.Context, e audit.Entry) error {
	p, _ := access.From(ctx)
	r.mu.Lock()
	r.entries = append(r.entries, recorded{Entry: e, Actor: p.Email})
	r.mu.Unlock()
	return nil
}

func (r *recorder) ops() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, e := range r.entries {
		out = append(out, e.Operation+":"+string(e.Outcome))
	}
	return out
}

type fixture struct {
	d        *db.DB
	clock    *clock
	sessions *session.Manager
	audit    *recorder
	svc      staff.Service
	cli      context.Context
}

func setup(t *testing.T, d *db.DB) fixture {
	t.Helper()
	c := &clock{t: start}
	sessions, err := session.NewManager(d, session.Options{Key: key, Lifetimes: staff.Lifetimes, Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	svc, err := staff.NewService(staff.Options{DB: d, Sessions: sessions, Limiter: ratelimit.NewDB(d, c.now), Key: key, Audit: rec, Hash: cheap,
		BaseURL: baseURL, Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	return fixture{d: d, clock: c, sessions: sessions, audit: rec, svc: svc, cli: access.CommandLine(context.Background(), "root")}
}

var client = ratelimit.Client{IP: "203.0.113.7", UserAgent: "test"}

// invited creates an account and takes up its invitation.
func (f fixture) invited(t *testing.T, email string, role access.Role, clubs ...int64) staff.Attempt {
	t.Helper()
	_, token, err := f.svc.Create(f.cli, staff.NewMember{Email: email, Role: role, ClubIDs: clubs})
	if err != nil {
		t.Fatal(err)
	}
	a, err := f.svc.AcceptInvite(context.Background(), token, "Anna Admin", password, client)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// enrolled is an owner with a confirmed authenticator, and its secret.
func (f fixture) enrolled(t *testing.T, email string) (staff.Member, string, []string) {
	t.Helper()
	a := f.invited(t, email, access.Owner)
	if a.Stage != staff.Enrol {
		t.Fatalf("an owner's first sign-in: stage %q, want enrol", a.Stage)
	}
	e, err := f.svc.StartEnrolment(context.Background(), a.Member.ID)
	if err != nil {
		t.Fatal(err)
	}
	code, _ := staff.Code(e.Secret, f.clock.now())
	done, codes, err := f.svc.ConfirmEnrolment(context.Background(), a.Member.ID, code, true, client)
	if err != nil {
		t.Fatal(err)
	}
	if done.Token == "" || !done.Member.TwoFactor || len(codes) != staff.RecoveryCodes {
		t.Fatalf("enrolment: %+v, %d codes", done, len(codes))
	}
	return done.Member, e.Secret, codes
}

func wantKind(t *testing.T, err error, kind apperr.Kind, key string) {
	t.Helper()
	e := apperr.As(err)
	if err == nil || e.Kind != kind || (key != "" && e.Key != key) {
		t.Fatalf("error %v (%v %q), want %v %q", err, e.Kind, e.Key, kind, key)
	}
}

func TestAnOwnerEnrolsThenSignsInWithACodeOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		m, secret, _ := f.enrolled(t, "Owner@Paddock.example")
		if m.Email != "owner@paddock.example" || m.Name != "Anna Admin" {
			t.Fatalf("member %+v", m)
		}
		f.clock.add(2 * time.Minute)
		a, err := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if err != nil || a.Stage != staff.SecondFactor || a.Token != "" || a.Pending == "" {
			t.Fatalf("sign-in: %+v, %v", a, err)
		}
		code, _ := staff.Code(secret, f.clock.now())
		done, err := f.svc.CheckSecondFactor(ctx, a.Pending, code, client)
		if err != nil || done.Token == "" {
			t.Fatalf("second factor: %+v, %v", done, err)
		}
		// The same code again, in the same time step: refused.
		again, _ := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		_, err = f.svc.CheckSecondFactor(ctx, again.Pending, code, client)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.code.wrong")
		// The session is the member's.
		s, err := f.sessions.Lookup(ctx, done.Token)
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.Session(ctx, s)
		if err != nil || got.ID != m.ID || got.Role != access.Owner {
			t.Fatalf("session's member: %+v, %v", got, err)
		}
	})
}

func TestAPendingProofIsNoSessionAndExpires(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		_, secret, _ := f.enrolled(t, "owner@paddock.example")
		a, _ := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if _, err := f.sessions.Lookup(ctx, a.Pending); err == nil {
			t.Fatal("a pending proof opened a session")
		}
		// Tampered: refused.
		_, err := f.svc.CheckSecondFactor(ctx, strings.Replace(a.Pending, "secondFactor", "enrol", 1), "000000", client)
		wantKind(t, err, apperr.Unauthenticated, "staff.pending.expired")
		// An enrolment cannot be started with a proof of the second
		// factor's stage.
		if _, stage, err := f.svc.Pending(ctx, a.Pending); err != nil || stage != staff.SecondFactor {
			t.Fatalf("pending: %q %v", stage, err)
		}
		f.clock.add(staff.PendingLifetime)
		code, _ := staff.Code(secret, f.clock.now())
		_, err = f.svc.CheckSecondFactor(ctx, a.Pending, code, client)
		wantKind(t, err, apperr.Unauthenticated, "staff.pending.expired")
	})
}

func TestRecoveryCodesWorkOnceEach(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		_, _, codes := f.enrolled(t, "owner@paddock.example")
		a, _ := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if _, err := f.svc.CheckSecondFactor(ctx, a.Pending, " "+strings.ToUpper(codes[3])+" ", client); err != nil {
			t.Fatalf("recovery code: %v", err)
		}
		a, _ = f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		_, err := f.svc.CheckSecondFactor(ctx, a.Pending, codes[3], client)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.code.wrong")
		if _, err := f.svc.CheckSecondFactor(ctx, a.Pending, codes[4], client); err != nil {
			t.Fatalf("another recovery code: %v", err)
		}
	})
}

func TestWrongCodesAreLimitedPerAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		_, secret, _ := f.enrolled(t, "owner@paddock.example")
		a, _ := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		for range staff.SecondFactorFailuresPerAccount.Limit {
			_, err := f.svc.CheckSecondFactor(ctx, a.Pending, "999999x", client)
			wantKind(t, err, apperr.AuthenticationFailed, "")
		}
		code, _ := staff.Code(secret, f.clock.now())
		_, err := f.svc.CheckSecondFactor(ctx, a.Pending, code, client)
		wantKind(t, err, apperr.RateLimited, "staff.rateLimited")
		if apperr.As(err).RetryAfter <= 0 {
			t.Error("no Retry-After")
		}
	})
}

func TestSignInFailuresLookTheSameAndAreLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		f.enrolled(t, "owner@paddock.example")
		_, token, err := f.svc.Create(f.cli, staff.NewMember{Email: "new@paddock.example", Role: access.Content})
		if err != nil || token == "" {
			t.Fatal(err)
		}
		off := f.invited(t, "gone@paddock.example", access.Content)
		if err := f.svc.Disable(f.cli, off.Member.ID); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct{ email, password string }{
			{"owner@paddock.example", "wrong-Password-1"},
			{"nobody@paddock.example", password},
			{"new@paddock.example", ""},        // invited, no password yet
			{"gone@paddock.example", password}, // disabled
			{strings.Repeat("x", 300), password},
		} {
			_, err := f.svc.SignIn(ctx, tc.email, tc.password, client)
			wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		}
		// The account's limit holds from any address.
		for i := range staff.SignInFailuresPerAccount.Limit - 1 {
			_, err := f.svc.SignIn(ctx, "owner@paddock.example", "wrong", ratelimit.Client{IP: "198.51.100." + string(rune('1'+i))})
			wantKind(t, err, apperr.AuthenticationFailed, "")
		}
		_, err = f.svc.SignIn(ctx, "owner@paddock.example", password, ratelimit.Client{IP: "192.0.2.1"})
		wantKind(t, err, apperr.RateLimited, "staff.rateLimited")
		f.clock.add(staff.SignInFailuresPerAccount.Window)
		if _, err := f.svc.SignIn(ctx, "owner@paddock.example", password, client); err != nil {
			t.Fatalf("after the window: %v", err)
		}
	})
}

func TestARoleWithoutSecondFactorSignsInAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		var club int64
		if err := d.Write().Get(context.Background(), &club, `INSERT INTO club (slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES ('rv', 'RV Musterstadt', 'RV', 'RV-', 'published', 'public', '#000', '1') RETURNING id`); err != nil {
			t.Fatal(err)
		}
		a := f.invited(t, "club@paddock.example", access.Club, club)
		if a.Stage != staff.SignedIn || a.Token == "" {
			t.Fatalf("club manager: %+v", a)
		}
		if len(a.Member.Clubs) != 1 || a.Member.Clubs[0].Name != "RV Musterstadt" {
			t.Fatalf("clubs %+v", a.Member.Clubs)
		}
		p := a.Member.Principal(client, a.Session.ID)
		if !p.InScope(club) || p.InScope(club+1) {
			t.Fatalf("scope of %+v", p)
		}
	})
}

func TestStaffSessionsEndIdleAbsoluteAndOnChanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		open := func() string {
			a := f.invited(t, "s"+strings.ReplaceAll(f.clock.now().Format("150405"), ":", "")+"@paddock.example", access.Content)
			return a.Token
		}
		idle := open()
		f.clock.add(29 * time.Minute)
		if _, err := f.sessions.Lookup(ctx, idle); err != nil {
			t.Fatalf("29 minutes idle: %v", err)
		}
		f.clock.add(31 * time.Minute)
		if _, err := f.sessions.Lookup(ctx, idle); err == nil {
			t.Fatal("a session idle for 31 minutes lives")
		}
		busy := open()
		for range 12 * 4 {
			f.clock.add(15 * time.Minute)
			if _, err := f.sessions.Lookup(ctx, busy); err != nil {
				break
			}
		}
		if _, err := f.sessions.Lookup(ctx, busy); err == nil {
			t.Fatal("a session used every 15 minutes lives past 12 hours")
		}
		// Disabling and resetting the second factor end the sessions.
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		a, _ := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		_ = a
		var tokens int
		if err := d.Read().Get(ctx, &tokens, `SELECT COUNT(*) FROM auth_session WHERE subject_kind = 'staff' AND subject_id = ?`, m.ID); err != nil || tokens == 0 {
			t.Fatalf("sessions before: %d %v", tokens, err)
		}
		if err := f.svc.ResetSecondFactor(f.cli, m.ID); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(ctx, &tokens, `SELECT COUNT(*) FROM auth_session WHERE subject_kind = 'staff' AND subject_id = ?`, m.ID); err != nil || tokens != 0 {
			t.Fatalf("sessions after the reset: %d %v", tokens, err)
		}
		again, err := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if err != nil || again.Stage != staff.Enrol {
			t.Fatalf("after the reset: %+v %v", again, err)
		}
	})
}

func TestManagingStaffNeedsTheRightAndIsAudited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		support := access.With(context.Background(), access.Principal{StaffID: 9, Email: "s@paddock.example", Role: access.Support})
		_, _, err := f.svc.Create(support, staff.NewMember{Email: "x@paddock.example", Role: access.Owner})
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		_, err = f.svc.List(context.Background())
		wantKind(t, err, apperr.Unauthenticated, "")
		_, _, err = f.svc.Create(f.cli, staff.NewMember{Email: "not an address", Role: "king", ClubIDs: []int64{1}})
		if fe := apperr.As(err); fe.Kind != apperr.Invalid {
			t.Fatalf("invalid input: %v", err)
		}
		a := f.invited(t, "x@paddock.example", access.Content)
		_, _, err = f.svc.Create(f.cli, staff.NewMember{Email: "X@paddock.example", Role: access.Content})
		wantKind(t, err, apperr.Conflict, "staff.emailTaken")
		if err := f.svc.SetPassword(f.cli, a.Member.ID, "short"); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("weak password: %v", err)
		}
		if err := f.svc.SetPassword(f.cli, a.Member.ID, "Neues-Passwort-7"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.SignIn(context.Background(), "x@paddock.example", "Neues-Passwort-7", client); err != nil {
			t.Fatalf("new password: %v", err)
		}
		self := access.With(context.Background(), a.Member.Principal(client, 0))
		self = access.With(self, access.Principal{StaffID: a.Member.ID, Role: access.Owner})
		wantKind(t, f.svc.Disable(self, a.Member.ID), apperr.Conflict, "staff.disable.self")
		got := strings.Join(f.audit.ops(), " ")
		for _, want := range []string{"staff.create:refused", "staff.create:done", "staff.acceptInvite:done", "staff.setPassword:done", "staff.signIn:done"} {
			if !strings.Contains(got, want) {
				t.Errorf("audit %q lacks %q", got, want)
			}
		}
		if f.audit.entries[1].Actor != "cli:root" {
			t.Errorf("actor %q", f.audit.entries[1].Actor)
		}
	})
}

func TestInvitationsAreSingleUseAndExpire(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		_, token, _ := f.svc.Create(f.cli, staff.NewMember{Email: "a@paddock.example", Role: access.Content})
		if _, err := f.svc.AcceptInvite(ctx, token, "A", password, client); err != nil {
			t.Fatal(err)
		}
		_, err := f.svc.AcceptInvite(ctx, token, "B", password, client)
		wantKind(t, err, apperr.NotFound, "staff.invite.invalid")
		_, late, _ := f.svc.Create(f.cli, staff.NewMember{Email: "b@paddock.example", Role: access.Content})
		f.clock.add(staff.InviteLifetime)
		_, err = f.svc.AcceptInvite(ctx, late, "B", password, client)
		wantKind(t, err, apperr.NotFound, "staff.invite.invalid")
		_, err = f.svc.AcceptInvite(ctx, "garbage", "B", password, client)
		wantKind(t, err, apperr.NotFound, "staff.invite.invalid")
	})
}

// The demo's staff sign in with the passwords and authenticator secrets
// README.md documents; seeding again changes nothing.
func TestTheDemoStaffSignInAsDocumented(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		var club int64
		if err := d.Write().Get(ctx, &club, `INSERT INTO club (slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES ('rv-lindenhof', 'Reitverein Lindenhof e. V.', 'Lindenhof', 'RVL', 'published', 'public', '#000', '1') RETURNING id`); err != nil {
			t.Fatal(err)
		}
		accounts := staff.DemoAccounts()
		for range 2 {
			if err := staff.Seed(ctx, d, key, accounts); err != nil {
				t.Fatal(err)
			}
		}
		for _, a := range accounts {
			at, err := f.svc.SignIn(ctx, a.Email, a.Password, client)
			if err != nil {
				t.Fatalf("%s: %v", a.Email, err)
			}
			if a.TOTPSecret != "" {
				code, _ := staff.Code(a.TOTPSecret, f.clock.now())
				if at.Stage != staff.SecondFactor {
					t.Fatalf("%s: stage %q", a.Email, at.Stage)
				}
				if at, err = f.svc.CheckSecondFactor(ctx, at.Pending, code, client); err != nil {
					t.Fatalf("%s: code: %v", a.Email, err)
				}
			}
			if at.Token == "" || at.Member.Role != a.Role {
				t.Fatalf("%s: %+v", a.Email, at)
			}
			if a.Role == access.Club && (len(at.Member.Clubs) != 1 || at.Member.Clubs[0].ID != club) {
				t.Fatalf("club manager's clubs %+v", at.Member.Clubs)
			}
		}
	})
}
