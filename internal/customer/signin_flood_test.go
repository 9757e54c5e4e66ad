package customer_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/customer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// eventually waits until cond holds: for goroutines to reach a state,
// never to measure how long they take.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// spent is what a key has spent under a rule in the current window.
func (f fixture) spent(t *testing.T, rule ratelimit.Rule, key string) int {
	t.Helper()
	sum := sha256.Sum256([]byte(key))
	var n int
	if err := f.d.Read().Get(context.Background(), &n, `SELECT COALESCE(SUM(attempts), 0) FROM rate_limit WHERE rule = ? AND key_hash = ? AND window_no = ?`,
		rule.Name, hex.EncodeToString(sum[:]), f.clock.now().UnixNano()/int64(rule.Window)); err != nil {
		t.Fatal(err)
	}
	return n
}

// A flood of sign-ins whose clients hang up, and wrong ones sent at once
// from another client, while every hash takes long: a client past its
// limit or its share of the queue, and anyone who finds the queue full,
// is refused at once without spending anything; an attempt whose client
// hangs up while it waits counts and costs no hash; the customer's own
// browser waits in a queue strangers cannot fill and is served, neither
// refused nor left behind.
func TestASignInFloodLeavesTheCustomersBrowserServed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d, func(o *customer.Options) { o.HashSlots, o.HashQueue = 1, 2*customer.DefaultHashPerClient })
		f.register(t, registration("anna@example.de"), de)
		flooder, wrong, stranger := from(i18n.German, "203.0.113.66"), from(i18n.German, "203.0.113.77"), from(i18n.German, "192.0.2.99")
		annas := from(i18n.German, "192.0.2.50")
		annas.Device = must2[customer.SignedIn](t)(f.svc.SignIn(context.Background(), "anna@example.de", "Sattel-2026", session.ViaCookie, annas)).Device
		hashedBefore := customer.Hashed(f.svc)
		release := customer.HoldHashSlots(f.svc)

		// The flood: more than its client's limit, every one abandoned.
		const flood = 40
		ctx, hangUp := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		var answered atomic.Int64
		kinds := make(chan error, flood)
		for i := range flood {
			wg.Go(func() {
				_, err := f.svc.SignIn(ctx, fmt.Sprintf("guess%d@example.de", i), "Falsch-2026", session.ViaCookie, flooder)
				answered.Add(1)
				kinds <- err
			})
		}
		eventually(t, "the flood is refused or waits", func() bool {
			return answered.Load() == flood-customer.DefaultHashPerClient && customer.HashWaiting(f.svc) == customer.DefaultHashPerClient
		})
		// Wrong passwords at once from another client fill the queue.
		const wrongs = 20
		var wrongAnswers sync.Map
		for i := range wrongs {
			wg.Go(func() {
				_, err := f.svc.SignIn(context.Background(), fmt.Sprintf("ben%d@example.de", i), "Falsch-2026", session.ViaCookie, wrong)
				wrongAnswers.Store(i, err)
			})
		}
		eventually(t, "the wrong ones are refused or wait", func() bool {
			n := 0
			wrongAnswers.Range(func(any, any) bool { n++; return true })
			return n == wrongs-customer.DefaultHashPerClient && customer.HashWaiting(f.svc) == 2*customer.DefaultHashPerClient
		})
		// A full queue refuses anyone else at once, the right password too,
		// and spends nothing.
		_, err := f.svc.SignIn(context.Background(), "anna@example.de", "Sattel-2026", session.ViaCookie, stranger)
		if e := wantError(t, "a full queue", err, apperr.RateLimited, "customer.busy"); e.RetryAfter != time.Second {
			t.Errorf("retry after %v", e.RetryAfter)
		}
		translated(t, apperr.As(err))
		// Anna's browser waits in its own queue, behind the flood's address too.
		var signed customer.SignedIn
		var annasErr error
		annas.Client = flooder.Client
		wg.Go(func() {
			signed, annasErr = f.svc.SignIn(context.Background(), "anna@example.de", "Sattel-2026", session.ViaCookie, annas)
		})
		eventually(t, "anna's browser waits its turn", func() bool { return customer.HashWaitingKnown(f.svc) == 1 })
		hangUp()
		eventually(t, "the flood's waiters leave", func() bool { return customer.HashWaiting(f.svc) == customer.DefaultHashPerClient })
		release()
		wg.Wait()
		close(kinds)
		if annasErr != nil || signed.Token == "" {
			t.Fatalf("anna's browser: %v", annasErr)
		}

		count := map[string]int{}
		for err := range kinds {
			switch {
			case errors.Is(err, context.Canceled):
				count["abandoned"]++
			case apperr.KindOf(err) == apperr.RateLimited:
				count[apperr.As(err).Key]++
			default:
				t.Errorf("a flood's sign-in: %v", err)
			}
		}
		// Past its share of the queue each was refused at once, for the
		// queue or, while units were taken, for its client's limit.
		if count["abandoned"] != customer.DefaultHashPerClient ||
			count["customer.busy"]+count["customer.signIn.locked"] != flood-customer.DefaultHashPerClient {
			t.Errorf("the flood's answers: %v", count)
		}
		failed, refused := 0, 0
		wrongAnswers.Range(func(_, v any) bool {
			switch e := apperr.As(v.(error)); {
			case e.Kind == apperr.AuthenticationFailed:
				failed++
			case e.Key == "customer.busy":
				refused++
			default:
				t.Errorf("a wrong sign-in: %v", v)
			}
			return true
		})
		if failed != customer.DefaultHashPerClient || refused != wrongs-customer.DefaultHashPerClient {
			t.Errorf("wrong passwords: %d failed, %d refused", failed, refused)
		}
		if n := customer.Hashed(f.svc) - hashedBefore; n != customer.DefaultHashPerClient+1 {
			t.Errorf("%d hashes; want the two wrong ones that waited and anna's, none for the abandoned", n)
		}
		// What was tried or abandoned counts; what was refused at once does not.
		for _, c := range []struct {
			who  customer.Origin
			want int
		}{{flooder, customer.DefaultHashPerClient}, {wrong, customer.DefaultHashPerClient}, {stranger, 0}} {
			if n := f.spent(t, customer.SignInFailuresPerIP, ratelimit.IPKey(c.who.Client.IP)); n != c.want {
				t.Errorf("%s spent %d; want %d", c.who.Client.IP, n, c.want)
			}
		}
	})
}

// The account-wide lock holds when failures from many clients come at
// once: at most its limit are tried.
func TestTheAccountLockHoldsAgainstManyClientsAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d, func(o *customer.Options) { o.HashQueue = 1000 })
		f.register(t, registration("anna@example.de"), de)
		n := customer.SignInFailuresPerAccount.Limit + 20
		kinds := make([]apperr.Kind, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			wg.Go(func() {
				<-start
				_, err := f.svc.SignIn(context.Background(), "anna@example.de", "Falsch-2026", session.ViaCookie, from(i18n.German, fmt.Sprintf("198.51.100.%d", i)))
				kinds[i] = apperr.KindOf(err)
			})
		}
		close(start)
		wg.Wait()
		tried, refused := 0, 0
		for _, k := range kinds {
			switch k {
			case apperr.AuthenticationFailed:
				tried++
			case apperr.RateLimited:
				refused++
			}
		}
		if tried > customer.SignInFailuresPerAccount.Limit || tried+refused != n {
			t.Errorf("%d at once from as many clients: %d tried, %d refused; want at most %d tried", n, tried, refused, customer.SignInFailuresPerAccount.Limit)
		}
	})
}

// A reset request answers after the same work whether or not an account
// has the address: the same statements, one job of the same kind with the
// same fields. Only the job finds out, and mails the account's owner.
func TestAResetRequestDoesTheSameWorkForAnyAddress(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		f.register(t, registration("anna@example.de"), de)
		f.runJobs(t)
		type work struct {
			statements int64
			kind       string
			fields     []string
		}
		request := func(email, ip string) work {
			t.Helper()
			var n atomic.Int64
			if err := f.svc.RequestPasswordReset(db.CountStatements(context.Background(), &n), email, from(i18n.English, ip)); err != nil {
				t.Fatal(err)
			}
			var job struct {
				Kind    string `db:"kind"`
				Payload string `db:"payload"`
			}
			if err := d.Read().Get(context.Background(), &job, `SELECT kind, payload FROM job ORDER BY id DESC LIMIT 1`); err != nil {
				t.Fatal(err)
			}
			var payload map[string]any
			if err := json.Unmarshal([]byte(job.Payload), &payload); err != nil {
				t.Fatal(err)
			}
			return work{statements: n.Load(), kind: job.Kind, fields: slices.Sorted(maps.Keys(payload))}
		}
		known, unknown := request("anna@example.de", "198.51.100.1"), request("nobody@example.de", "198.51.100.2")
		if known.statements != unknown.statements || known.kind != unknown.kind || !slices.Equal(known.fields, unknown.fields) ||
			known.kind != customer.ResetJobKind {
			t.Errorf("an account's address: %+v; an unknown one: %+v", known, unknown)
		}
		if mails := f.mailsTagged(t, "customer.reset"); len(mails) != 1 || mails[0].To[0] != "anna@example.de" {
			t.Errorf("reset mails %+v", mails)
		}
	})
}
