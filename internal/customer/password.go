package customer

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

// HashParams are argon2id's costs; the one place they are set.
type HashParams struct {
	// Memory in KiB, Time in passes over it, Threads in lanes.
	Memory  uint32
	Time    uint32
	Threads uint8
}

// DefaultHashParams are OWASP's first argon2id setting (19 MiB, 2 passes,
// 1 lane): about 25–40 ms per hash on one core of a small server, so a
// sign-in stays quick while a stolen hash costs a guesser the same per
// try. Hashes of older parameters are replaced at the next sign-in.
var DefaultHashParams = HashParams{Memory: 19 * 1024, Time: 2, Threads: 1}

const (
	saltBytes = 16
	keyBytes  = 32
	// MinPassword and MaxPassword bound a password's length in
	// characters; MaxPassword only keeps hashing input bounded.
	MinPassword = 8
	MaxPassword = 256
	// PasswordClasses is how many of the four character classes a
	// password must use.
	PasswordClasses = 3
)

// hashPassword returns the PHC string of password under params:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>. It runs at once, taking no
// slot: requests hash through a hasher.
func hashPassword(password string, p HashParams) (string, error) {
	salt := make([]byte, saltBytes)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("customer: salt: %w", err)
	}
	key := derive(password, salt, p, keyBytes)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

func derive(password string, salt []byte, p HashParams, n uint32) []byte {
	return argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, n)
}

// hasher runs the password hashes of requests: at most len(slots) at once,
// so that a burst cannot take Memory each until the server swaps; at most
// queue requests waiting for a slot, and at most perClient of one client
// waiting or hashing, so that a flood is refused at once (errBusy) instead
// of making every sign-in behind it wait, and one client cannot fill the
// queue for everyone. Sign-ins of a browser known to the account (its
// device cookie) wait in a queue of their own, which strangers' floods
// cannot fill. A request whose client hangs up leaves the queue without
// hashing.
type hasher struct {
	params    HashParams
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

// Defaults of the hasher's bounds (Options.HashQueue, HashPerClient).
const (
	// DefaultHashQueue is how many requests may wait per hashing slot:
	// with a hash of about 30 ms, a waiter is served within a quarter of a
	// second or refused at once.
	DefaultHashQueue = 8
	// DefaultHashPerClient is how many requests of one client may wait or
	// hash at once.
	DefaultHashPerClient = 2
)

func newHasher(p HashParams, slots, queue, perClient int) *hasher {
	if slots < 1 {
		slots = runtime.NumCPU()
	}
	if queue < 1 {
		queue = DefaultHashQueue * slots
	}
	if perClient < 1 {
		perClient = DefaultHashPerClient
	}
	return &hasher{params: p, slots: make(chan struct{}, slots), queue: int64(queue), perClient: perClient, inFlight: map[string]int{}}
}

// busyRetry is when a request refused for a full queue may come again.
const busyRetry = time.Second

// errBusy is the refusal of a request that found the queue full: the
// client should come back in a moment.
func errBusy() error {
	return apperr.New(apperr.RateLimited, "customer.busy").After(busyRetry)
}

// isBusy reports whether err is errBusy's.
func isBusy(err error) bool {
	e := apperr.As(err)
	return err != nil && e.Kind == apperr.RateLimited && e.Key == "customer.busy"
}

// acquire takes a hashing slot for a request of client, waiting in the
// queue (the known devices' one when known) while its client waits;
// errBusy when the queue is full or the client has its share in it, ctx's
// error when the client is gone. The slot is given back with release.
func (h *hasher) acquire(ctx context.Context, client string, known bool) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("customer: hash: %w", err)
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
			return nil, fmt.Errorf("customer: hash: %w", err)
		}
		return release, nil
	case <-ctx.Done():
		leave()
		return nil, fmt.Errorf("customer: hash: %w", ctx.Err())
	}
}

// hash returns the PHC string of password under the hasher's parameters.
func (h *hasher) hash(ctx context.Context, client, password string) (string, error) {
	release, err := h.acquire(ctx, client, false)
	if err != nil {
		return "", err
	}
	defer release()
	h.hashed.Add(1)
	return hashPassword(password, h.params)
}

// check reports whether password matches the hash, and whether the hash
// was made with other parameters than the hasher's (then it should be
// replaced); known says the client is a device known to the account.
func (h *hasher) check(ctx context.Context, client string, known bool, encoded, password string) (ok, stale bool, err error) {
	release, err := h.acquire(ctx, client, known)
	if err != nil {
		return false, false, err
	}
	defer release()
	h.hashed.Add(1)
	return checkPassword(encoded, password, h.params)
}

var errBadHash = errors.New("customer: malformed password hash")

// parseHash reads a PHC string of argon2id.
func parseHash(encoded string) (HashParams, []byte, []byte, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return HashParams{}, nil, nil, errBadHash
	}
	if parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return HashParams{}, nil, nil, errBadHash
	}
	var p HashParams
	// Sscanf ignores what follows the format; the parameters must be
	// written exactly as hashPassword writes them.
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil ||
		fmt.Sprintf("m=%d,t=%d,p=%d", p.Memory, p.Time, p.Threads) != parts[3] ||
		p.Memory < 8 || p.Memory > 1<<22 || p.Time < 1 || p.Time > 16 || p.Threads < 1 {
		return HashParams{}, nil, nil, errBadHash
	}
	// Decoding skips line breaks; the encoding must be the one written.
	salt, err := base64.RawStdEncoding.Strict().DecodeString(parts[4])
	if err != nil || len(salt) < 8 || base64.RawStdEncoding.EncodeToString(salt) != parts[4] {
		return HashParams{}, nil, nil, errBadHash
	}
	key, err := base64.RawStdEncoding.Strict().DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 || base64.RawStdEncoding.EncodeToString(key) != parts[5] {
		return HashParams{}, nil, nil, errBadHash
	}
	return p, salt, key, nil
}

// checkPassword reports whether password matches the hash, in constant
// time, and whether the hash was made with other parameters than want
// (then it should be replaced).
func checkPassword(encoded, password string, want HashParams) (ok, stale bool, err error) {
	p, salt, key, err := parseHash(encoded)
	if err != nil {
		return false, false, err
	}
	got := derive(password, salt, p, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, p != want, nil
}

// dummyHash is a hash of a random password under p.
func dummyHash(p HashParams) string {
	var b [18]byte
	_, _ = rand.Read(b[:])
	h, err := hashPassword(base64.RawStdEncoding.EncodeToString(b[:]), p)
	if err != nil {
		panic(err)
	}
	return h
}

// checkPasswordRules adds the problems of a new password to f under
// field, as SPEC.md section 5 states them: at least MinPassword
// characters, and 3 of the 4 classes upper case, lower case, digit and
// special character.
func checkPasswordRules(f *apperr.Fields, field, password string) {
	n := utf8.RuneCountInString(password)
	switch {
	case password == "":
		f.Add(field, "input.required")
	case !utf8.ValidString(password) || strings.ContainsRune(password, 0):
		f.Add(field, "input.characters")
	case n < MinPassword:
		f.Add(field, "customer.password.tooShort", "min", MinPassword)
	case n > MaxPassword:
		f.Add(field, "input.tooLong", "max", MaxPassword)
	case passwordClasses(password) < PasswordClasses:
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
