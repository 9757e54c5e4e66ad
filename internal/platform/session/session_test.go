package session_test

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var testKey = []byte("0123456789abcdef0123456789abcdef")

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func newManager(t *testing.T, d *db.DB, c *clock) *session.Manager {
	t.Helper()
	m, err := session.NewManager(d, session.Options{Key: testKey, Now: c.now,
		Lifetimes: session.Lifetimes{Idle: 2 * time.Hour, Absolute: 24 * time.Hour}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSessionsLiveWithinBothLifetimes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := &clock{time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)}
		m := newManager(t, d, c)
		client := ratelimit.Client{IP: "192.0.2.7", UserAgent: "Browser/1.0"}
		token, s, err := m.Create(ctx, session.Customer, 42, session.ViaCookie, client)
		if err != nil {
			t.Fatal(err)
		}
		// Only a keyed hash of the token is kept.
		var stored int
		if err := d.Read().Get(ctx, &stored, `SELECT COUNT(*) FROM auth_session WHERE token_hash = ?`, token); err != nil || stored != 0 {
			t.Fatalf("the token itself is stored (%d, %v)", stored, err)
		}
		got, err := m.Lookup(ctx, token)
		if err != nil || got.ID != s.ID || got.SubjectID != 42 || got.Kind != session.Customer || got.Via != session.ViaCookie || got.IP != "192.0.2.7" {
			t.Fatalf("lookup = %+v, %v", got, err)
		}
		// Used every 90 minutes, it outlives the 2-hour idle lifetime…
		for range 10 {
			c.t = c.t.Add(90 * time.Minute)
			if _, err := m.Lookup(ctx, token); err != nil {
				t.Fatalf("at %s: %v", c.t, err)
			}
		}
		// …but not its 24-hour absolute lifetime.
		c.t = s.CreatedAt.Add(24 * time.Hour)
		if _, err := m.Lookup(ctx, token); !errors.Is(err, session.ErrNoSession) {
			t.Fatalf("after the absolute lifetime: %v", err)
		}
		var left int
		if err := d.Read().Get(ctx, &left, `SELECT COUNT(*) FROM auth_session`); err != nil || left != 0 {
			t.Errorf("an expired session found by lookup stays (%d)", left)
		}

		// Idle too long.
		token, _, _ = m.Create(ctx, session.Customer, 42, session.ViaBearer, client)
		c.t = c.t.Add(2 * time.Hour)
		if _, err := m.Lookup(ctx, token); !errors.Is(err, session.ErrNoSession) {
			t.Fatalf("after the idle lifetime: %v", err)
		}
	})
}

func TestLookupRefusesWhatIsNoToken(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		m := newManager(t, d, &clock{time.Now().UTC()})
		token, _, err := m.Create(ctx, session.Customer, 1, session.ViaCookie, ratelimit.Client{})
		if err != nil {
			t.Fatal(err)
		}
		other, _ := session.NewManager(d, session.Options{Key: []byte("another key of at least 32 bytes!!")})
		for name, lookup := range map[string]func() error{
			"empty":        func() error { _, err := m.Lookup(ctx, ""); return err },
			"malformed":    func() error { _, err := m.Lookup(ctx, "' OR 1=1 --"); return err },
			"unknown":      func() error { _, err := m.Lookup(ctx, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"); return err },
			"other key":    func() error { _, err := other.Lookup(ctx, token); return err },
			"changed char": func() error { _, err := m.Lookup(ctx, changeFirst(token)); return err },
		} {
			if err := lookup(); !errors.Is(err, session.ErrNoSession) {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}

func TestRevokeListAndPrune(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := &clock{time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)}
		m := newManager(t, d, c)
		var tokens []string
		var ids []int64
		for i := range 3 {
			c.t = c.t.Add(time.Minute)
			token, s, err := m.Create(ctx, session.Customer, 7, session.Via([]string{"cookie", "bearer", "cookie"}[i]), ratelimit.Client{})
			if err != nil {
				t.Fatal(err)
			}
			tokens, ids = append(tokens, token), append(ids, s.ID)
		}
		stranger, _, _ := m.Create(ctx, session.Customer, 8, session.ViaCookie, ratelimit.Client{})

		list, err := m.List(ctx, session.Customer, 7)
		if err != nil || len(list) != 3 || list[0].ID != ids[2] {
			t.Fatalf("list = %+v, %v", list, err)
		}
		if err := m.Revoke(ctx, ids[0]); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Lookup(ctx, tokens[0]); !errors.Is(err, session.ErrNoSession) {
			t.Error("a revoked session still answers")
		}
		if err := m.Revoke(ctx, ids[0]); err != nil {
			t.Errorf("revoking again: %v", err)
		}
		// A password change ends every other session of the customer.
		if n, err := m.RevokeAll(ctx, session.Customer, 7, ids[2]); err != nil || n != 1 {
			t.Fatalf("RevokeAll = %d, %v", n, err)
		}
		if _, err := m.Lookup(ctx, tokens[1]); !errors.Is(err, session.ErrNoSession) {
			t.Error("another session survived RevokeAll")
		}
		if _, err := m.Lookup(ctx, tokens[2]); err != nil {
			t.Errorf("the kept session ended: %v", err)
		}
		if _, err := m.Lookup(ctx, stranger); err != nil {
			t.Errorf("another customer's session ended: %v", err)
		}

		c.t = c.t.Add(3 * time.Hour)
		if n, err := m.Prune(ctx); err != nil || n != 2 {
			t.Fatalf("Prune = %d, %v", n, err)
		}
		if list, _ := m.List(ctx, session.Customer, 7); len(list) != 0 {
			t.Errorf("sessions left after pruning: %+v", list)
		}
	})
}

// changeFirst returns token with its first character replaced.
func changeFirst(token string) string {
	if token[0] == 'A' {
		return "B" + token[1:]
	}
	return "A" + token[1:]
}
