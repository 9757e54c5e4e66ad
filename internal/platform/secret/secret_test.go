package secret_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"sync"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/secret"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestGeneratedKeyIsSharedAndKept(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		// Several instances starting at once agree on one key.
		keys := make([][]byte, 4)
		var wg sync.WaitGroup
		for i := range keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				k, err := secret.Load(ctx, d, "")
				if err != nil {
					t.Error(err)
				}
				keys[i] = k
			}()
		}
		wg.Wait()
		for _, k := range keys[1:] {
			if len(k) != 32 || !bytes.Equal(k, keys[0]) {
				t.Fatalf("keys differ: %x %x", keys[0], k)
			}
		}
		again, err := secret.Load(ctx, d, "")
		if err != nil || !bytes.Equal(again, keys[0]) {
			t.Errorf("a later start got another key: %v", err)
		}
		configured := strings.Repeat("s", 40)
		if k, err := secret.Load(ctx, d, configured); err != nil || string(k) != configured {
			t.Errorf("configured key not used: %v", err)
		}
		if _, err := secret.Load(ctx, d, "short"); err == nil {
			t.Error("a short configured key was accepted")
		}
	})
}

func TestDerive(t *testing.T) {
	master := bytes.Repeat([]byte{7}, 32)
	a, b := secret.Derive(master, "newsletter.token"), secret.Derive(master, "other")
	if len(a) != 32 || bytes.Equal(a, b) || !bytes.Equal(a, secret.Derive(master, "newsletter.token")) {
		t.Errorf("derive: %x %x", a, b)
	}
}

func TestOpaqueTokens(t *testing.T) {
	a, err := secret.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := secret.NewToken()
	if a == b || len(a) != 43 || !secret.WellFormedToken(a) {
		t.Fatalf("tokens %q, %q", a, b)
	}
	for _, bad := range []string{"", "short", a + "x", a[:42] + "=", a[:42] + "+", strings.Repeat("é", 43)} {
		if secret.WellFormedToken(bad) {
			t.Errorf("%q is taken as a token", bad)
		}
	}
	k1, k2 := secret.Derive([]byte("k"), "session"), secret.Derive([]byte("k"), "reset")
	first, again := secret.HashToken(k1, a), secret.HashToken(k1, a)
	if first != again || secret.HashToken(k1, a) == secret.HashToken(k2, a) ||
		secret.HashToken(k1, a) == secret.HashToken(k1, b) || len(secret.HashToken(k1, a)) != 64 {
		t.Error("hashes do not tell tokens and purposes apart")
	}
}
