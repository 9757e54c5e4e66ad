// Package ssr runs the storefront's server renderer, a JavaScript bundle
// built from the same route modules and components the browser runs, in
// embedded V8 isolates (rogchap.com/v8go): a pool bounded in number and in
// heap, each isolate with the bundle evaluated once and reused for many
// renders. The bundle reaches the shop's APIs through a fetch that calls
// an http.Handler in process, so a render makes no network round trip.
//
// The bundle defines globalThis.__paddock with render(input) (a promise of
// a string) and tick() (runs the next timer, reporting whether there was
// one); the engine gives it __goFetch and __goLog. Everything else the
// bundle needs of a browser's or Node's globals it brings itself.
package ssr

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	v8 "rogchap.com/v8go"
)

// Options configure an Engine.
type Options struct {
	// Bundle is the server renderer's script.
	Bundle string
	// Isolates bounds how many renders run at once (one per isolate); 0 is 2.
	Isolates int
	// MaxHeapBytes is the heap an isolate may hold after a render before it
	// is replaced by a fresh one; 0 is 96 MiB.
	MaxHeapBytes uint64
	// RendersPerIsolate replaces an isolate after that many renders; 0 is
	// 5,000.
	RendersPerIsolate int
	// Timeout stops a render that runs longer; 0 is 5 s (a render takes
	// tens of milliseconds; on a machine busy with other work, several
	// times that).
	Timeout time.Duration
	// API answers the bundle's fetches (the shop's GraphQL and REST APIs),
	// in process. The requests carry no cookie and no credential.
	API http.Handler
	// Logger receives what the bundle logs as warnings and errors.
	Logger *slog.Logger
}

// Engine renders with a pool of isolates.
type Engine struct {
	opts Options
	// idle holds the isolates not rendering; slots bounds their number.
	idle  chan *worker
	slots chan struct{}
	// Stats.
	created  atomic.Int64
	rendered atomic.Int64
	mu       sync.Mutex
	closed   bool
	// live are the isolates not disposed, with their heap after their last
	// render.
	live map[*worker]uint64
}

// ErrClosed is what Render answers once the engine is closed.
var ErrClosed = errors.New("ssr: engine closed")

// New returns the engine; its isolates start with the renders that need
// them (Check starts one at once).
func New(opts Options) *Engine {
	if opts.Isolates <= 0 {
		opts.Isolates = 2
	}
	if opts.MaxHeapBytes == 0 {
		opts.MaxHeapBytes = 96 << 20
	}
	if opts.RendersPerIsolate <= 0 {
		opts.RendersPerIsolate = 5000
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 5 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Engine{opts: opts, idle: make(chan *worker, opts.Isolates), slots: make(chan struct{}, opts.Isolates), live: map[*worker]uint64{}}
}

// Check starts an isolate with the bundle, which fails when the bundle
// does not evaluate or defines no __paddock, and keeps it for the renders.
func (e *Engine) Check(ctx context.Context) error {
	w, err := e.acquire(ctx)
	if err != nil {
		return err
	}
	e.release(w, nil)
	return nil
}

// Close disposes the idle isolates; renders under way finish and dispose
// theirs.
func (e *Engine) Close() {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
	for {
		select {
		case w := <-e.idle:
			e.mu.Lock()
			delete(e.live, w)
			e.mu.Unlock()
			w.dispose()
		default:
			return
		}
	}
}

// Stats are counters for tests and metrics.
type Stats struct {
	// Isolates is how many isolates were started in all.
	Isolates int64
	// Renders is how many renders ran.
	Renders int64
}

// Stats answers the engine's counters.
func (e *Engine) Stats() Stats {
	return Stats{Isolates: e.created.Load(), Renders: e.rendered.Load()}
}

// HeapBytes is the heap the live isolates held after their last render.
func (e *Engine) HeapBytes() uint64 {
	e.mu.Lock()
	defer e.mu.Unlock()
	var n uint64
	for _, heap := range e.live {
		n += heap
	}
	return n
}

// Render runs the bundle's render with input (JSON the bundle reads) and
// returns its answer. It waits for an isolate while all are busy, as long
// as ctx allows.
func (e *Engine) Render(ctx context.Context, input []byte) ([]byte, error) {
	w, err := e.acquire(ctx)
	if err != nil {
		return nil, err
	}
	out, err := w.render(ctx, input)
	e.rendered.Add(1)
	e.release(w, err)
	return out, err
}

func (e *Engine) acquire(ctx context.Context) (*worker, error) {
	select {
	case w := <-e.idle:
		return w, nil
	default:
	}
	select {
	case w := <-e.idle:
		return w, nil
	case e.slots <- struct{}{}:
		w, err := e.newWorker()
		if err != nil {
			<-e.slots
			return nil, err
		}
		return w, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// release puts an isolate back, or replaces it when a render failed (its
// state is unknown), it has rendered its share, or its heap grew past the
// bound.
func (e *Engine) release(w *worker, renderErr error) {
	heap := w.iso.GetHeapStatistics().UsedHeapSize
	e.mu.Lock()
	closed := e.closed
	retire := closed || renderErr != nil || w.renders >= e.opts.RendersPerIsolate || heap > e.opts.MaxHeapBytes
	if retire {
		delete(e.live, w)
	} else {
		e.live[w] = heap
	}
	e.mu.Unlock()
	if retire {
		w.dispose()
		<-e.slots
		return
	}
	e.idle <- w
}

// worker is an isolate with the bundle evaluated in its one context.
type worker struct {
	e        *Engine
	iso      *v8.Isolate
	ctx      *v8.Context
	renderFn *v8.Function
	tick     *v8.Function
	renders  int
	// reqCtx is the context of the render under way, for its fetches.
	reqCtx context.Context
}

func (e *Engine) newWorker() (*worker, error) {
	iso := v8.NewIsolate()
	w := &worker{e: e, iso: iso}
	global := v8.NewObjectTemplate(iso)
	if err := global.Set("__goFetch", v8.NewFunctionTemplate(iso, w.fetch)); err != nil {
		iso.Dispose()
		return nil, err
	}
	if err := global.Set("__goLog", v8.NewFunctionTemplate(iso, w.log)); err != nil {
		iso.Dispose()
		return nil, err
	}
	w.ctx = v8.NewContext(iso, global)
	if _, err := w.ctx.RunScript(e.opts.Bundle, "ssr.js"); err != nil {
		w.dispose()
		return nil, fmt.Errorf("ssr: evaluate the bundle: %w", jsError(err))
	}
	api, err := w.ctx.RunScript("globalThis.__paddock", "api.js")
	if err != nil || !api.IsObject() {
		w.dispose()
		return nil, errors.New("ssr: the bundle defines no __paddock")
	}
	fn := func(name string) (*v8.Function, error) {
		v, err := api.Object().Get(name)
		if err != nil {
			return nil, err
		}
		f, err := v.AsFunction()
		if err != nil {
			return nil, fmt.Errorf("ssr: __paddock.%s is no function", name)
		}
		return f, nil
	}
	if w.renderFn, err = fn("render"); err != nil {
		w.dispose()
		return nil, err
	}
	if w.tick, err = fn("tick"); err != nil {
		w.dispose()
		return nil, err
	}
	e.created.Add(1)
	e.mu.Lock()
	e.live[w] = 0
	e.mu.Unlock()
	return w, nil
}

func (w *worker) dispose() {
	if w.ctx != nil {
		w.ctx.Close()
		w.ctx = nil
	}
	w.iso.Dispose()
}

// maxTicks bounds the timers one render may run: a render that keeps
// scheduling them (an interval) fails rather than spinning.
const maxTicks = 10_000

func (w *worker) render(ctx context.Context, input []byte) (out []byte, err error) {
	w.renders++
	w.reqCtx = ctx
	defer func() { w.reqCtx = nil }()
	// The timeout and the request's end stop the script; once the render is
	// over they may not (a termination left pending would stop the next).
	var (
		mu       sync.Mutex
		over     bool
		stopped  bool
		finished = make(chan struct{})
	)
	terminate := func() {
		mu.Lock()
		defer mu.Unlock()
		if !over {
			stopped = true
			w.iso.TerminateExecution()
		}
	}
	timer := time.AfterFunc(w.e.opts.Timeout, terminate)
	go func() {
		select {
		case <-ctx.Done():
			terminate()
		case <-finished:
		}
	}()
	defer func() {
		timer.Stop()
		close(finished)
		mu.Lock()
		over = true
		wasStopped := stopped
		mu.Unlock()
		// A render stopped says so, whatever the script was doing; its
		// isolate is replaced (release), as after every error.
		if wasStopped {
			out, err = nil, w.stopped(ctx)
		}
	}()

	arg, err := v8.NewValue(w.iso, string(input))
	if err != nil {
		return nil, err
	}
	defer arg.Release()
	val, err := w.renderFn.Call(v8.Undefined(w.iso), arg)
	if err != nil {
		return nil, fmt.Errorf("ssr: render: %w", jsError(err))
	}
	defer val.Release()
	p, err := val.AsPromise()
	if err != nil {
		return nil, errors.New("ssr: render answered no promise")
	}
	for ticks := 0; ; ticks++ {
		w.ctx.PerformMicrotaskCheckpoint()
		if w.iso.IsExecutionTerminating() {
			return nil, w.stopped(ctx)
		}
		if p.State() != v8.Pending {
			break
		}
		if ticks >= maxTicks {
			return nil, errors.New("ssr: render never settled (too many timers)")
		}
		ran, err := w.tick.Call(v8.Undefined(w.iso))
		if err != nil {
			if w.iso.IsExecutionTerminating() {
				return nil, w.stopped(ctx)
			}
			return nil, fmt.Errorf("ssr: timer: %w", jsError(err))
		}
		more := ran.Boolean()
		ran.Release()
		if !more {
			w.ctx.PerformMicrotaskCheckpoint()
			if p.State() == v8.Pending {
				return nil, errors.New("ssr: render never settled (waits on nothing)")
			}
		}
	}
	result := p.Result()
	defer result.Release()
	if p.State() == v8.Rejected {
		return nil, fmt.Errorf("ssr: render failed: %s", describe(result))
	}
	return []byte(result.String()), nil
}

func (w *worker) stopped(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("ssr: render stopped: %w", err)
	}
	return fmt.Errorf("ssr: render stopped after %s", w.e.opts.Timeout)
}

// fetchAnswer is what __goFetch answers the bundle, as JSON.
type fetchAnswer struct {
	Status  int               `json:"status"`
	Headers map[string]string `json:"headers"`
	Body    string            `json:"body"`
}

// fetch answers __goFetch(method, url, headersJSON, body) from the API
// handler in process.
func (w *worker) fetch(info *v8.FunctionCallbackInfo) *v8.Value {
	args := info.Args()
	defer info.Release()
	if len(args) < 4 {
		return w.throw("__goFetch needs method, url, headers and body")
	}
	method, target, rawHeaders, body := args[0].String(), args[1].String(), args[2].String(), args[3].String()
	if !strings.HasPrefix(target, "/") || strings.HasPrefix(target, "//") {
		return w.throw("__goFetch reaches only the shop's own paths, not " + target)
	}
	ctx := w.reqCtx
	if ctx == nil {
		ctx = context.Background()
	}
	var headers map[string]string
	if rawHeaders != "" {
		if err := json.Unmarshal([]byte(rawHeaders), &headers); err != nil {
			return w.throw("__goFetch: headers are no JSON object")
		}
	}
	rec := serveAPI(ctx, w.e.opts.API, method, target, headers, body)
	if reads := readsOf(ctx); reads != nil {
		reads.add(Read{Method: method, URL: target, Headers: headers, Body: body, Status: rec.Code, Sum: sha256.Sum256(rec.Body.Bytes())})
	}
	ans := fetchAnswer{Status: rec.Code, Headers: map[string]string{}, Body: rec.Body.String()}
	for k := range rec.Header() {
		ans.Headers[strings.ToLower(k)] = rec.Header().Get(k)
	}
	raw, _ := json.Marshal(ans)
	v, err := v8.NewValue(w.iso, string(raw))
	if err != nil {
		return w.throw(err.Error())
	}
	return v
}

func (w *worker) throw(msg string) *v8.Value {
	v, _ := v8.NewValue(w.iso, msg)
	return w.iso.ThrowException(v)
}

// log passes the bundle's warnings and errors on (console.warn/error).
func (w *worker) log(info *v8.FunctionCallbackInfo) *v8.Value {
	args := info.Args()
	defer info.Release()
	if len(args) < 2 {
		return nil
	}
	level, msg := args[0].String(), args[1].String()
	ctx := w.reqCtx
	if ctx == nil {
		ctx = context.Background()
	}
	switch level {
	case "error":
		w.e.opts.Logger.ErrorContext(ctx, "ssr: "+msg)
	case "warn":
		w.e.opts.Logger.WarnContext(ctx, "ssr: "+msg)
	default:
		w.e.opts.Logger.DebugContext(ctx, "ssr: "+msg)
	}
	return nil
}

func jsError(err error) error {
	var je *v8.JSError
	if errors.As(err, &je) {
		if je.StackTrace != "" {
			return errors.New(je.StackTrace)
		}
		return errors.New(je.Message)
	}
	return err
}

func describe(v *v8.Value) string {
	if v.IsObject() {
		if stack, err := v.Object().Get("stack"); err == nil && stack.IsString() {
			defer stack.Release()
			return stack.String()
		}
	}
	return v.DetailString()
}
