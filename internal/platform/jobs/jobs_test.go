package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func newQueue(d *db.DB, c *clock) *Queue {
	q := New(d, slog.New(slog.DiscardHandler))
	q.now = c.now
	return q
}

func enqueue(t *testing.T, q *Queue, kind, key string, payload any, runAt time.Time) {
	t.Helper()
	if err := q.db.InTx(context.Background(), func(tx db.Handle) error {
		return q.Enqueue(context.Background(), tx, kind, key, payload, runAt)
	}); err != nil {
		t.Fatal(err)
	}
}

func count(t *testing.T, d *db.DB, where string) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, "SELECT COUNT(*) FROM job WHERE "+where); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestEnqueueBelongsToTheTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		q := newQueue(d, &clock{time.Now()})
		ctx := context.Background()
		_ = d.InTx(ctx, func(tx db.Handle) error {
			if err := q.Enqueue(ctx, tx, "mail", "", map[string]string{"to": "a@b.de"}, time.Time{}); err != nil {
				t.Fatal(err)
			}
			return errors.New("roll back")
		})
		if n := count(t, d, "1=1"); n != 0 {
			t.Errorf("%d jobs after a rolled-back transaction", n)
		}
	})
}

// The worker is woken when the job's transaction has committed, not
// before (it would find nothing and sleep a poll interval), and not for a
// job rolled back.
func TestEnqueueWakesTheWorkerAfterTheCommit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		q := newQueue(d, &clock{time.Now()})
		ctx := context.Background()
		woken := func() bool {
			select {
			case <-q.wake:
				return true
			default:
				return false
			}
		}
		err := d.InTransaction(ctx, func(ctx context.Context) error {
			if err := q.Enqueue(ctx, d.Write(), "mail", "", "x", time.Time{}); err != nil {
				return err
			}
			if err := d.InTx(ctx, func(tx db.Handle) error { return q.Enqueue(ctx, tx, "mail", "", "y", time.Time{}) }); err != nil {
				return err
			}
			if woken() {
				t.Error("the worker was woken before the commit")
			}
			return nil
		})
		if err != nil || !woken() {
			t.Fatalf("after the commit: woken false, %v", err)
		}
		_ = d.InTransaction(ctx, func(ctx context.Context) error {
			if err := q.Enqueue(ctx, d.Write(), "mail", "", "z", time.Time{}); err != nil {
				return err
			}
			return errors.New("roll back")
		})
		if woken() || count(t, d, "payload = '\"z\"'") != 0 {
			t.Fatal("a rolled-back job woke the worker or stayed")
		}
	})
}

func TestJobsRunOnceAndDisappear(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		q := newQueue(d, c)
		var got []string
		q.Handle("reindex", func(_ context.Context, p json.RawMessage) error {
			var ids []int
			if err := json.Unmarshal(p, &ids); err != nil {
				return err
			}
			got = append(got, string(p))
			return nil
		})
		enqueue(t, q, "reindex", "", []int{1, 2}, time.Time{})
		enqueue(t, q, "reindex", "", []int{3}, c.t.Add(time.Hour)) // not due yet
		if n, err := q.RunDue(context.Background()); n != 1 || err != nil {
			t.Fatalf("RunDue = %d, %v", n, err)
		}
		if len(got) != 1 || got[0] != "[1,2]" || count(t, d, "1=1") != 1 {
			t.Fatalf("ran %v; %d jobs left", got, count(t, d, "1=1"))
		}
		c.t = c.t.Add(2 * time.Hour)
		if n, _ := q.RunDue(context.Background()); n != 1 || len(got) != 2 || got[1] != "[3]" {
			t.Errorf("scheduled job: %d, %v", n, got)
		}
		if n, _ := q.RunDue(context.Background()); n != 0 {
			t.Errorf("a done job ran again")
		}
	})
}

func TestDedupeKeyOnlyAmongWaitingJobs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Now().UTC()}
		q := newQueue(d, c)
		enqueue(t, q, "price", "product:7", 1, time.Time{})
		enqueue(t, q, "price", "product:7", 2, time.Time{})
		enqueue(t, q, "price", "product:8", 3, time.Time{})
		enqueue(t, q, "other", "product:7", 4, time.Time{})
		if n := count(t, d, "1=1"); n != 3 {
			t.Fatalf("%d jobs; the second product:7 should have been absorbed", n)
		}
		// Once a job runs, a new one with its key is kept: it may see newer state.
		started := make(chan struct{})
		release := make(chan struct{})
		var runs atomic.Int32
		q.Handle("price", func(_ context.Context, p json.RawMessage) error {
			if runs.Add(1) == 1 {
				close(started)
				<-release
			}
			return nil
		})
		q.Handle("other", func(context.Context, json.RawMessage) error { return nil })
		done := make(chan struct{})
		go func() { _, _ = q.RunDue(context.Background()); close(done) }()
		<-started
		enqueue(t, q, "price", "product:7", 5, time.Time{})
		close(release)
		<-done
		if n := count(t, d, "kind = 'price'"); n != 1 {
			t.Errorf("%d price jobs waiting; want the one enqueued while the first ran", n)
		}
	})
}

func TestFailuresRetryWithBackoffThenDie(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		q := newQueue(d, c)
		attempts := 0
		q.Handle("flaky", func(context.Context, json.RawMessage) error {
			attempts++
			if attempts == 1 {
				panic("first time")
			}
			return errors.New("smtp down")
		})
		enqueue(t, q, "flaky", "", nil, time.Time{})
		for i := 1; i <= MaxAttempts; i++ {
			if n, err := q.RunDue(context.Background()); n != 1 || err != nil {
				t.Fatalf("attempt %d: claimed %d, %v", i, n, err)
			}
			// Not due again before its delay.
			if n, _ := q.RunDue(context.Background()); n != 0 {
				t.Fatalf("attempt %d: retried without delay", i)
			}
			c.t = c.t.Add(time.Duration(i*i)*5*time.Second + time.Second)
		}
		if attempts != MaxAttempts || count(t, d, "dead = TRUE AND last_error = 'smtp down'") != 1 {
			t.Errorf("%d attempts; dead jobs %d", attempts, count(t, d, "dead = TRUE"))
		}
		if n, _ := q.RunDue(context.Background()); n != 0 {
			t.Error("a dead job ran")
		}
		stats, err := q.Stats(context.Background())
		if err != nil || stats.Dead != 1 || stats.Waiting != 0 {
			t.Errorf("stats %+v, %v", stats, err)
		}
	})
}

func TestAJobWithoutHandlerIsRetriedNotLost(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	q := newQueue(d, &clock{time.Now().UTC()})
	enqueue(t, q, "unknown", "", nil, time.Time{})
	if n, _ := q.RunDue(context.Background()); n != 1 {
		t.Fatal("not claimed")
	}
	if count(t, d, "dead = FALSE AND last_error LIKE 'no handler%'") != 1 {
		t.Error("job lost or not marked")
	}
}

func TestAnExpiredLeaseIsTakenOver(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Now().UTC()}
		crashed := newQueue(d, c)
		enqueue(t, crashed, "work", "", nil, time.Time{})
		if _, err := crashed.claim(context.Background(), claimBatch); err != nil { // claims, then "crashes"
			t.Fatal(err)
		}
		other := newQueue(d, c)
		ran := 0
		other.Handle("work", func(context.Context, json.RawMessage) error { ran++; return nil })
		if n, _ := other.RunDue(context.Background()); n != 0 {
			t.Fatal("a leased job was taken before its lease ended")
		}
		c.t = c.t.Add(Lease + time.Second)
		if n, _ := other.RunDue(context.Background()); n != 1 || ran != 1 || count(t, d, "1=1") != 0 {
			t.Errorf("take-over: claimed %d, ran %d", n, ran)
		}
	})
}

func TestConcurrentWorkersRunEachJobOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Now().UTC()}
		var mu sync.Mutex
		seen := map[int]int{}
		handler := func(_ context.Context, p json.RawMessage) error {
			var id int
			_ = json.Unmarshal(p, &id)
			mu.Lock()
			seen[id]++
			mu.Unlock()
			return nil
		}
		workers := make([]*Queue, 4)
		for i := range workers {
			workers[i] = newQueue(d, c)
			workers[i].Handle("n", handler)
		}
		for i := 0; i < 100; i++ {
			enqueue(t, workers[0], "n", "", i, time.Time{})
		}
		var wg sync.WaitGroup
		for _, w := range workers {
			wg.Add(1)
			go func(w *Queue) {
				defer wg.Done()
				for {
					n, err := w.RunDue(context.Background())
					if err != nil {
						t.Error(err)
						return
					}
					if n == 0 {
						return
					}
				}
			}(w)
		}
		wg.Wait()
		if len(seen) != 100 {
			t.Fatalf("%d of 100 jobs ran", len(seen))
		}
		for id, n := range seen {
			if n != 1 {
				t.Errorf("job %d ran %d times", id, n)
			}
		}
	})
}

func TestRunWorksThroughKickedJobsUntilCancelled(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	q := New(d, slog.New(slog.DiscardHandler))
	done := make(chan string, 1)
	q.Handle("hello", func(_ context.Context, p json.RawMessage) error { done <- string(p); return nil })
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { q.Run(ctx); close(stopped) }()
	enqueue(t, q, "hello", "", "world", time.Time{})
	select {
	case got := <-done:
		if got != `"world"` {
			t.Errorf("payload %s", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the worker did not run the job")
	}
	cancel()
	<-stopped
}

// Run works on up to Workers jobs at once: jobs that wait (on a
// provider, on rendering) keep no other job waiting. All of them finish,
// each once.
func TestRunWorksOnJobsAtOnce(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	q := New(d, slog.New(slog.DiscardHandler))
	var mu sync.Mutex
	ran := map[string]int{}
	inside := 0
	release := make(chan struct{})
	all := make(chan struct{})
	q.Handle("wait", func(_ context.Context, p json.RawMessage) error {
		mu.Lock()
		ran[string(p)]++
		inside++
		if inside == Workers {
			close(all) // every worker holds a job at once
		}
		mu.Unlock()
		<-release
		return nil
	})
	const jobs = 3 * Workers
	for i := range jobs {
		enqueue(t, q, "wait", "", i, time.Time{})
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { q.Run(ctx); close(stopped) }()
	select {
	case <-all:
	case <-time.After(20 * time.Second):
		t.Fatalf("%d jobs at once; want %d", inside, Workers)
	}
	close(release)
	for deadline := time.Now().Add(20 * time.Second); count(t, d, "1=1") > 0; {
		if time.Now().After(deadline) {
			t.Fatalf("%d jobs left", count(t, d, "1=1"))
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	<-stopped
	mu.Lock()
	defer mu.Unlock()
	if len(ran) != jobs {
		t.Fatalf("%d jobs ran; want %d", len(ran), jobs)
	}
	for p, n := range ran {
		if n != 1 {
			t.Errorf("job %s ran %d times", p, n)
		}
	}
}

func TestEnqueueRefusesBadArguments(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	q := New(d, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	err := d.InTx(ctx, func(tx db.Handle) error {
		if q.Enqueue(ctx, tx, "", "", nil, time.Time{}) == nil {
			t.Error("empty kind accepted")
		}
		if q.Enqueue(ctx, tx, "x", "", func() {}, time.Time{}) == nil {
			t.Error("unencodable payload accepted")
		}
		return nil
	})
	if err != nil || count(t, d, "1=1") != 0 {
		t.Errorf("%v, %d jobs", err, count(t, d, "1=1"))
	}
}

func TestDiscardDueKeepsScheduledAndOtherJobs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Now().UTC()}
		q := newQueue(d, c)
		enqueue(t, q, "reindex", "", 1, time.Time{})
		enqueue(t, q, "reindex", "", 2, time.Time{})
		enqueue(t, q, "reindex", "", 3, c.t.Add(24*time.Hour))
		enqueue(t, q, "mail", "", 4, time.Time{})
		n, err := q.DiscardDue(context.Background(), "reindex")
		if err != nil || n != 2 {
			t.Fatalf("DiscardDue = %d, %v", n, err)
		}
		if count(t, d, "kind = 'reindex'") != 1 || count(t, d, "kind = 'mail'") != 1 {
			t.Error("the wrong jobs went")
		}
	})
}

func TestPeriodicJobsRunAgainAfterTheirInterval(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}
		ctx := context.Background()
		q := newQueue(d, c)
		runs, fail := 0, false
		q.Every("prune", time.Hour, func(context.Context, json.RawMessage) error {
			runs++
			if fail {
				return errors.New("database away")
			}
			return nil
		})
		q.schedulePeriodic(ctx)
		q.schedulePeriodic(ctx) // a second instance starting: still one run waits
		if n := count(t, d, "kind = 'prune'"); n != 1 {
			t.Fatalf("%d prune jobs waiting after two starts", n)
		}
		if n, err := q.RunDue(ctx); n != 1 || err != nil || runs != 1 {
			t.Fatalf("first run: %d, %v, runs %d", n, err, runs)
		}
		if n, _ := q.RunDue(ctx); n != 0 {
			t.Fatal("ran again before its interval")
		}
		if n := count(t, d, "kind = 'prune' AND dead = FALSE"); n != 1 {
			t.Fatalf("%d prune jobs after the first run, want the next one", n)
		}
		c.t = c.t.Add(time.Hour)
		fail = true
		if _, _ = q.RunDue(ctx); runs != 2 {
			t.Fatalf("second run did not happen: runs %d", runs)
		}
		// A failed run is retried like any job, not dropped.
		if n := count(t, d, "kind = 'prune' AND dead = FALSE AND last_error <> ''"); n != 1 {
			t.Errorf("failed periodic run: %d jobs kept for retry", n)
		}
	})
}

// Kinds made to wait (Later) are claimed after every other due job, even
// when they were enqueued first: a customer's mail does not wait behind
// hundreds of image jobs.
func TestLaterKindsWaitBehindTheOthers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
		q := newQueue(d, c)
		q.Later("bulk")
		enqueue(t, q, "bulk", "", []int{1}, time.Time{})
		enqueue(t, q, "bulk", "", []int{2}, time.Time{})
		enqueue(t, q, "mail", "", []int{3}, c.t.Add(time.Second))
		c.t = c.t.Add(time.Minute)
		got, err := q.claim(context.Background(), 1)
		if err != nil || len(got) != 1 || got[0].Kind != "mail" {
			t.Fatalf("first claimed %+v %v, want the mail", got, err)
		}
		if got, _ := q.claim(context.Background(), 5); len(got) != 2 || got[0].Payload != "[1]" {
			t.Errorf("then %+v, want both bulk jobs in their order", got)
		}
	})
}
