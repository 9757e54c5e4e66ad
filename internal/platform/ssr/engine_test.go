package ssr_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/platform/ssr"
)

// bundle is a small stand-in for the storefront's server renderer with the
// same contract: __paddock.render(input) answers a promise of a string,
// __paddock.tick() runs the next timer.
const bundle = `
var timers = [];
globalThis.setTimeout = function (fn) { timers.push(fn); };
globalThis.__paddock = {
  tick: function () { var fn = timers.shift(); if (!fn) return false; fn(); return true; },
  render: function (input) {
    var req = JSON.parse(input);
    switch (req.kind) {
      case 'fetch':
        var answer = JSON.parse(__goFetch('POST', '/api/echo?x=1', JSON.stringify({ Store: 'shop_de', Cookie: 'paddock_session=s' }), 'hello'));
        return Promise.resolve(answer.status + ' ' + answer.body);
      case 'timer':
        return new Promise(function (resolve) { setTimeout(function () { resolve('after a timer'); }); });
      case 'log':
        console.error('seen');
        __goLog('error', 'from the bundle');
        return Promise.resolve('logged');
      case 'throw':
        return Promise.reject(new Error('broken page'));
      case 'loop':
        for (;;) {}
      case 'never':
        return new Promise(function () {});
      case 'foreign':
        __goFetch('GET', 'https://example.com/', '{}', '');
        return Promise.resolve('fetched');
      case 'garbage':
        var a = [];
        for (var i = 0; i < 2000; i++) a.push({ i: i, s: 'x'.repeat(50) });
        globalThis.kept = (globalThis.kept || []).concat(a.slice(0, 10));
        return Promise.resolve(String(a.length));
    }
    return Promise.resolve('page ' + req.url);
  }
};
`

// echo answers the bundle's fetches: what reached it.
var echo = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	fmt.Fprintf(w, "%s %s?%s store=%s cookie=%q body=%s", r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Get("Store"), r.Header.Get("Cookie"), body)
})

func render(t *testing.T, e *ssr.Engine, input string) (string, error) {
	t.Helper()
	out, err := e.Render(context.Background(), []byte(input))
	return string(out), err
}

func TestRender(t *testing.T) {
	var logs strings.Builder
	var mu sync.Mutex
	logger := slog.New(slog.NewTextHandler(writerFunc(func(p []byte) (int, error) {
		mu.Lock()
		defer mu.Unlock()
		return logs.Write(p)
	}), nil))
	e := ssr.New(ssr.Options{Bundle: bundle, Isolates: 2, API: echo, Logger: logger, Timeout: 300 * time.Millisecond})
	defer e.Close()
	if err := e.Check(context.Background()); err != nil {
		t.Fatal(err)
	}

	if out, err := render(t, e, `{"url":"/de"}`); err != nil || out != "page /de" {
		t.Errorf("a page: %q, %v", out, err)
	}
	// Fetches reach the API in process, without the visitor's cookie.
	if out, err := render(t, e, `{"kind":"fetch"}`); err != nil || out != `200 POST /api/echo?x=1 store=shop_de cookie="" body=hello` {
		t.Errorf("a fetch: %q, %v", out, err)
	}
	if out, err := render(t, e, `{"kind":"timer"}`); err != nil || out != "after a timer" {
		t.Errorf("a timer: %q, %v", out, err)
	}
	if out, err := render(t, e, `{"kind":"log"}`); err != nil || out != "logged" {
		t.Errorf("a log: %q, %v", out, err)
	}
	mu.Lock()
	if !strings.Contains(logs.String(), "from the bundle") {
		t.Errorf("the bundle's log did not arrive: %s", logs.String())
	}
	mu.Unlock()

	// Failures are errors, and the engine goes on rendering.
	for _, c := range []struct{ kind, want string }{
		{"throw", "broken page"},
		{"loop", "stopped after"},
		{"never", "never settled"},
		{"foreign", "only the shop's own paths"},
	} {
		start := time.Now()
		if _, err := render(t, e, `{"kind":"`+c.kind+`"}`); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.kind, err, c.want)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("%s took %s", c.kind, took)
		}
		if out, err := render(t, e, `{"url":"/en"}`); err != nil || out != "page /en" {
			t.Errorf("after %s: %q, %v", c.kind, out, err)
		}
	}

	// A render whose request is cancelled stops.
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	if _, err := e.Render(ctx, []byte(`{"kind":"loop"}`)); err == nil {
		t.Error("a cancelled render went on")
	}
}

func TestBrokenBundle(t *testing.T) {
	for _, b := range []string{"this is not javascript(", "globalThis.x = 1"} {
		e := ssr.New(ssr.Options{Bundle: b, API: echo})
		if err := e.Check(context.Background()); err == nil {
			t.Errorf("%q: no error", b)
		}
		if _, err := e.Render(context.Background(), []byte(`{}`)); err == nil {
			t.Errorf("%q rendered", b)
		}
		e.Close()
	}
}

// TestPoolIsBounded: 64 renders at once share at most the pool's
// isolates; an isolate whose heap grows past the bound, or that rendered
// its share, is replaced, so 10,000 renders leave the heap bounded.
func TestPoolIsBounded(t *testing.T) {
	e := ssr.New(ssr.Options{Bundle: bundle, Isolates: 2, API: echo, MaxHeapBytes: 24 << 20, RendersPerIsolate: 4000})
	defer e.Close()
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := e.Render(context.Background(), []byte(fmt.Sprintf(`{"url":"/p/%d"}`, i)))
			if err == nil && out == nil {
				err = fmt.Errorf("no answer")
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if s := e.Stats(); s.Isolates > 2 || s.Renders != 64 {
		t.Fatalf("64 concurrent renders: %+v, want at most 2 isolates", s)
	}
	for range 10_000 {
		if _, err := e.Render(context.Background(), []byte(`{"kind":"garbage"}`)); err != nil {
			t.Fatal(err)
		}
	}
	s := e.Stats()
	if s.Isolates < 3 {
		t.Errorf("10,000 renders that keep data ran in %d isolates; want them replaced", s.Isolates)
	}
	if heap := e.HeapBytes(); heap > 48<<20 {
		t.Errorf("the idle isolates hold %d bytes of heap, over twice the bound", heap)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
