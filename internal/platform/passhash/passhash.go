// Package passhash hashes and checks passwords with argon2id (customers'
// and staff's alike): the PHC string, the rules a new password must meet,
// and a Hasher that bounds how many hashes run and wait at once, so a
// flood of sign-ins is refused at once instead of taking the server's
// memory. Its messages keep the keys they had in package customer
// ("customer.busy", "customer.password.…").
package passhash

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"

	"paddock/internal/platform/apperr"
)

// Params are argon2id's costs; the one place they are set.
type Params struct {
	// Memory in KiB, Time in passes over it, Threads in lanes.
	Memory  uint32
	Time    uint32
	Threads uint8
}

// DefaultParams are OWASP's first argon2id setting (19 MiB, 2 passes,
// 1 lane): about 25–40 ms per hash on one core of a small server, so a
// sign-in stays quick while a stolen hash costs a guesser the same per
// try. Hashes of older parameters are replaced at the next sign-in.
var DefaultParams = Params{Memory: 19 * 1024, Time: 2, Threads: 1}

const (
	saltBytes = 16
	keyBytes  = 32
	// Min and Max bound a password's length in
	// characters; Max only keeps hashing input bounded.
	Min = 8
	Max = 256
	// Classes is how many of the four character classes a
	// password must use.
	Classes = 3
)

// Hash returns the PHC string of password under params:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>. It runs at once, taking no
// slot: requests hash through a hasher.
func Hash(password string, p Params) (string, error) {
	salt := make([]byte, saltBytes)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("password: salt: %w", err)
	}
	key := derive(password, salt, p, keyBytes)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

func derive(password string, salt []byte, p Params, n uint32) []byte {
	return argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, n)
}

// Hasher runs the password hashes of requests: at most len(slots) at once,
// so that a burst cannot take Memory each until the server swaps; at most
// queue requests waiting for a slot, and at most perClient of one client
// waiting or hashing, so that a flood is refused at once (errBusy) instead
// of making every sign-in behind it wait, and one client cannot fill the
// queue for everyone. Sign-ins of a browser known to the account (its
// device cookie) wait in a queue of their own, which strangers' floods
// cannot fill. A request whose client hangs up leaves the queue without
// hashing.
type Hasher struct {
	params    Params
	slots     chan struct{}
	queue     int64
	perClient int
	// waiting and waitingKnown count the requests waiting for a slot:
	// all others, and those of known devices.
	waiting      atomic.Int64
	waitingKnown atomic.Int64

	mu sync.Mutex
	// inFlight counts the requests of each client waiting or hashing.
	inFlight map[string]int

	// hashed counts the hashes computed, for tests.
	hashed atomic.Int64
}

// Defaults of the hasher's bounds (NewHasher's queue and perClient).
const (
	// DefaultQueue is how many requests may wait per hashing slot:
	// with a hash of about 30 ms, a waiter is served within a quarter of a
	// second or refused at once.
	DefaultQueue = 8
	// DefaultPerClient is how many requests of one client may wait or
	// hash at once.
	DefaultPerClient = 2
)

// NewHasher returns a hasher of p running at most slots hashes at once
// (one per core when 0), with at most queue requests waiting
// (DefaultQueue per slot when 0) and perClient of one client
// (DefaultPerClient when 0).
func NewHasher(p Params, slots, queue, perClient int) *Hasher {
	if slots < 1 {
		slots = runtime.NumCPU()
	}
	if queue < 1 {
		queue = DefaultQueue * slots
	}
	if perClient < 1 {
		perClient = DefaultPerClient
	}
	return &Hasher{params: p, slots: make(chan struct{}, slots), queue: int64(queue), perClient: perClient, inFlight: map[string]int{}}
}

// busyRetry is when a request refused for a full queue may come again.
const busyRetry = time.Second

// errBusy is the refusal of a request that found the queue full: the
// client should come back in a moment.
func errBusy() error {
	return apperr.New(apperr.RateLimited, "customer.busy").After(busyRetry)
}

// IsBusy reports whether err is errBusy's.
func IsBusy(err error) bool {
	e := apperr.As(err)
	return err != nil && e.Kind == apperr.RateLimited && e.Key == "customer.busy"
}

// acquire takes a hashing slot for a request of client, waiting in the
// queue (the known devices' one when known) while its client waits;
// errBusy when the queue is full or the client has its share in it, ctx's
// error when the client is gone. The slot is given back with release.
func (h *Hasher) acquire(ctx context.Context, client string, known bool) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("password: hash: %w", err)
	}
	h.mu.Lock()
	if h.inFlight[client] >= h.perClient {
		h.mu.Unlock()
		return nil, errBusy()
	}
	h.inFlight[client]++
	h.mu.Unlock()
	leave := func() {
		h.mu.Lock()
		if h.inFlight[client]--; h.inFlight[client] <= 0 {
			delete(h.inFlight, client)
		}
		h.mu.Unlock()
	}
	release = func() { <-h.slots; leave() }
	select {
	case h.slots <- struct{}{}:
		return release, nil
	default:
	}
	waiting := &h.waiting
	if known {
		waiting = &h.waitingKnown
	}
	if waiting.Add(1) > h.queue {
		waiting.Add(-1)
		leave()
		return nil, errBusy()
	}
	defer waiting.Add(-1)
	select {
	case h.slots <- struct{}{}:
		// A slot and the end of the wait may come together; a client
		// that is gone gets no hash.
		if err := ctx.Err(); err != nil {
			release()
			return nil, fmt.Errorf("password: hash: %w", err)
		}
		return release, nil
	case <-ctx.Done():
		leave()
		return nil, fmt.Errorf("password: hash: %w", ctx.Err())
	}
}

// Hash returns the PHC string of password under the hasher's parameters.
func (h *Hasher) Hash(ctx context.Context, client, password string) (string, error) {
	release, err := h.acquire(ctx, client, false)
	if err != nil {
		return "", err
	}
	defer release()
	h.hashed.Add(1)
	return Hash(password, h.params)
}

// Check reports whether password matches the hash, and whether the hash
// was made with other parameters than the hasher's (then it should be
// replaced); known says the client is a device known to the account.
func (h *Hasher) Check(ctx context.Context, client string, known bool, encoded, password string) (ok, stale bool, err error) {
	release, err := h.acquire(ctx, client, known)
	if err != nil {
		return false, false, err
	}
	defer release()
	h.hashed.Add(1)
	return Check(encoded, password, h.params)
}

var errBadHash = errors.New("password: malformed password hash")

// parseHash reads a PHC string of argon2id.
func parseHash(encoded string) (Params, []byte, []byte, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return Params{}, nil, nil, errBadHash
	}
	if parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return Params{}, nil, nil, errBadHash
	}
	var p Params
	// Sscanf ignores what follows the format; the parameters must be
	// written exactly as hashPassword writes them.
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil ||
		fmt.Sprintf("m=%d,t=%d,p=%d", p.Memory, p.Time, p.Threads) != parts[3] ||
		p.Memory < 8 || p.Memory > 1<<22 || p.Time < 1 || p.Time > 16 || p.Threads < 1 {
		return Params{}, nil, nil, errBadHash
	}
	// Decoding skips line breaks; the encoding must be the one written.
	salt, err := base64.RawStdEncoding.Strict().DecodeString(parts[4])
	if err != nil || len(salt) < 8 || base64.RawStdEncoding.EncodeToString(salt) != parts[4] {
		return Params{}, nil, nil, errBadHash
	}
	key, err := base64.RawStdEncoding.Strict().DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 || base64.RawStdEncoding.EncodeToString(key) != parts[5] {
		return Params{}, nil, nil, errBadHash
	}
	return p, salt, key, nil
}

// Check reports whether password matches the hash, in constant
// time, and whether the hash was made with other parameters than want
// (then it should be replaced).
func Check(encoded, password string, want Params) (ok, stale bool, err error) {
	p, salt, key, err := parseHash(encoded)
	if err != nil {
		return false, false, err
	}
	got := derive(password, salt, p, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, p != want, nil
}

// Dummy is a hash of a random password under p.
func Dummy(p Params) string {
	var b [18]byte
	_, _ = rand.Read(b[:])
	h, err := Hash(base64.RawStdEncoding.EncodeToString(b[:]), p)
	if err != nil {
		panic(err)
	}
	return h
}

// CheckRules adds the problems of a new password to f under
// field, as SPEC.md section 5 states them: at least Min
// characters, and 3 of the 4 classes upper case, lower case, digit and
// special character.
func CheckRules(f *apperr.Fields, field, password string) {
	n := utf8.RuneCountInString(password)
	switch {
	case password == "":
		f.Add(field, "input.required")
	case !utf8.ValidString(password) || strings.ContainsRune(password, 0):
		f.Add(field, "input.characters")
	case n < Min:
		f.Add(field, "customer.password.tooShort", "min", Min)
	case n > Max:
		f.Add(field, "input.tooLong", "max", Max)
	case passwordClasses(password) < Classes:
		f.Add(field, "customer.password.classes")
	}
}

// passwordClasses counts the classes a password uses: upper case, lower
// case, digits and anything else (special characters, spaces).
func passwordClasses(password string) int {
	var upper, lower, digit, special bool
	for _, r := range password {
		switch {
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsDigit(r):
			digit = true
		default:
			special = true
		}
	}
	n := 0
	for _, has := range []bool{upper, lower, digit, special} {
		if has {
			n++
		}
	}
	return n
}

// Params are the parameters the hasher hashes with.
func (h *Hasher) Params() Params { return h.params }

// Waiting is how many requests wait for a slot, and WaitingKnown how
// many of known devices; Hashed counts the hashes computed (for tests).
func (h *Hasher) Waiting() int64 { return h.waiting.Load() }

// WaitingKnown is how many requests of known devices wait for a slot.
func (h *Hasher) WaitingKnown() int64 { return h.waitingKnown.Load() }

// Hashed counts the hashes computed.
func (h *Hasher) Hashed() int64 { return h.hashed.Load() }

// HoldSlots takes every slot, as hashes that take long would, and
// returns what gives them back: tests of a flood use it.
func (h *Hasher) HoldSlots() (release func()) {
	for range cap(h.slots) {
		h.slots <- struct{}{}
	}
	return func() {
		for range cap(h.slots) {
			<-h.slots
		}
	}
}
