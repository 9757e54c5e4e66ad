// Command signinflood measures what a flood of sign-ins does to a real
// customer's sign-in (issue 23, points 1 and 6): it seeds a fresh SQLite
// data directory, starts `paddock serve` behind a trusted proxy (this
// program, naming clients in X-Forwarded-For), signs a demo customer in
// once from her own address (her browser keeps what the answer sets, the
// device cookie included), then floods POST /api/auth/sign-in with wrong
// passwords for her address from -addresses client addresses, -c at a
// time, each client hanging up after -abandon, for -d. Meanwhile she signs
// in with the right password every -every from her own address. It
// reports her sign-ins' answers and times, the flood's answers, the
// attempts the server counted (rate_limit, by rule), its CPU time and
// peak memory, and the ERROR lines it logged.
//
//	go build -o /tmp/paddock ./cmd/paddock
//	go run ./bench/signinflood -bin /tmp/paddock -d 20s -c 64 -abandon 300ms
//
// Any build of paddock can be measured, so a change is compared with the
// build before it on the same machine.
package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "modernc.org/sqlite"

	"paddock/internal/customer"
	customerdemo "paddock/internal/customer/demo"
)

func main() {
	bin := flag.String("bin", "bin/paddock", "paddock binary to start")
	duration := flag.Duration("d", 20*time.Second, "how long the flood lasts")
	conns := flag.Int("c", 64, "flood requests at once")
	abandon := flag.Duration("abandon", 300*time.Millisecond, "a flood's client hangs up after this")
	addresses := flag.Int("addresses", 1, "client addresses the flood comes from")
	every := flag.Duration("every", time.Second, "how often the real customer signs in during the flood")
	device := flag.Bool("device", true, "the real customer's browser keeps its cookies (the device cookie) from her first sign-in")
	flag.Parse()
	if err := run(*bin, *duration, *conns, *abandon, *addresses, *every, *device); err != nil {
		fmt.Fprintln(os.Stderr, "signinflood:", err)
		os.Exit(1)
	}
}

// The real customer: a demo customer of paddock seed.
var lena = customerdemo.Accounts()[0]

const realAddress = "192.0.2.50"

func run(bin string, duration time.Duration, conns int, abandon time.Duration, addresses int, every time.Duration, device bool) error {
	dir, err := os.MkdirTemp("", "signinflood-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	listen, err := freeAddress()
	if err != nil {
		return err
	}
	env := append(os.Environ(), "PADDOCK_DATA_DIR="+dir, "PADDOCK_LISTEN="+listen, "PADDOCK_TRUSTED_PROXIES=127.0.0.1",
		"PADDOCK_LOG_FORMAT=json", "PADDOCK_LOG_LEVEL=info", "PADDOCK_BASE_URL=http://"+listen)
	seed := exec.Command(bin, "seed", "-image-size", "32")
	seed.Env, seed.Stderr = env, os.Stderr
	if err := seed.Run(); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	logs, err := os.Create(filepath.Join(dir, "serve.log"))
	if err != nil {
		return err
	}
	serve := exec.Command(bin, "serve")
	serve.Env, serve.Stdout, serve.Stderr = env, logs, logs
	if err := serve.Start(); err != nil {
		return err
	}
	defer func() { _ = serve.Process.Signal(syscall.SIGTERM); _ = serve.Wait() }()
	base := "http://" + listen
	if err := waitReady(base); err != nil {
		return err
	}

	jar, _ := cookiejar.New(nil)
	realClient := &http.Client{Timeout: 5 * time.Minute}
	if device {
		realClient.Jar = jar
	}
	lastReal = realClient
	first, status, err := signIn(context.Background(), realClient, base, lena.Email, lena.Password, realAddress)
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("the first sign-in: %d %v", status, err)
	}
	fmt.Printf("the real customer's first sign-in: %d in %.0f ms (device cookie kept: %v)\n", status, ms(first), device)

	cpu0, _ := cpuTime(serve.Process.Pid)
	ctx, stop := context.WithTimeout(context.Background(), duration)
	defer stop()
	var flood struct {
		sent, abandoned atomic.Int64
		mu              sync.Mutex
		statuses        map[int]int
	}
	flood.statuses = map[int]int{}
	floodClient := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
	var wg sync.WaitGroup
	for w := range conns {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				rctx, cancel := context.WithTimeout(ctx, abandon)
				from := fmt.Sprintf("198.51.%d.%d", (w*31+i)%addresses/250, (w*31+i)%addresses%250+1)
				_, status, err := signIn(rctx, floodClient, base, lena.Email, "Falsch-"+strconv.Itoa(i), from)
				cancel()
				if ctx.Err() != nil {
					return
				}
				flood.sent.Add(1)
				if err != nil {
					flood.abandoned.Add(1)
					continue
				}
				flood.mu.Lock()
				flood.statuses[status]++
				flood.mu.Unlock()
			}
		})
	}
	type answer struct {
		at      time.Duration
		took    time.Duration
		status  int
		problem string
	}
	var answers []answer
	var amu sync.Mutex
	start := time.Now()
	var real sync.WaitGroup
	tick := time.NewTicker(every)
	for done := false; !done; {
		select {
		case <-ctx.Done():
			done = true
		case <-tick.C:
			real.Go(func() {
				at := time.Since(start)
				took, status, err := signIn(context.Background(), realClient, base, lena.Email, lena.Password, realAddress)
				a := answer{at: at, took: took, status: status}
				if err != nil {
					a.problem = err.Error()
				}
				amu.Lock()
				answers = append(answers, a)
				amu.Unlock()
			})
		}
	}
	tick.Stop()
	wg.Wait()
	floodCPU, _ := cpuTime(serve.Process.Pid)
	real.Wait()
	after, afterStatus, err := signIn(context.Background(), realClient, base, lena.Email, lena.Password, realAddress)
	if err != nil {
		return fmt.Errorf("the sign-in after the flood: %w", err)
	}
	cpu1, _ := cpuTime(serve.Process.Pid)

	slices.SortFunc(answers, func(a, b answer) int { return int(a.at - b.at) })
	fmt.Printf("flood: %d requests in %s from %d address(es), %d at once, each client hanging up after %s: %d abandoned, answered %v\n",
		flood.sent.Load(), duration, addresses, conns, abandon, flood.abandoned.Load(), flood.statuses)
	var took []time.Duration
	statuses := map[int]int{}
	for _, a := range answers {
		took = append(took, a.took)
		statuses[a.status]++
		if a.problem != "" {
			statuses[-1]++
		}
	}
	slices.Sort(took)
	if len(took) > 0 {
		fmt.Printf("the real customer's sign-ins during the flood: %d, answered %v; p50 %.0f ms, max %.0f ms\n",
			len(took), statuses, ms(took[len(took)/2]), ms(took[len(took)-1]))
	}
	refusals.Range(func(k, _ any) bool { fmt.Printf("  she was told: %q\n", k); return true })
	fmt.Printf("her sign-in right after the flood: %d in %.0f ms\n", afterStatus, ms(after))
	fmt.Printf("server CPU during the flood: %.1f s; until her last sign-in: %.1f s\n", (floodCPU - cpu0).Seconds(), (cpu1 - cpu0).Seconds())
	if rss, err := procStatus(serve.Process.Pid, "VmHWM:"); err == nil {
		fmt.Printf("server peak RSS: %.0f MiB\n", float64(rss)/1024)
	}
	if counted, err := countedAttempts(filepath.Join(dir, "paddock.db")); err == nil {
		fmt.Printf("failed sign-ins counted: %v\n", counted)
	} else {
		fmt.Println("counted attempts:", err)
	}
	_ = logs.Sync()
	errorLines, first5 := errorsLogged(filepath.Join(dir, "serve.log"))
	fmt.Printf("ERROR lines logged: %d %s\n", errorLines, first5)
	return nil
}

// signIn posts a sign-in as the storefront does, from the client address
// from, and answers how long it took and its status.
func signIn(ctx context.Context, c *http.Client, base, email, password, from string) (time.Duration, int, error) {
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+customer.SignInPath, bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Store", "shop_de")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("X-Forwarded-For", from)
	t0 := time.Now()
	res, err := c.Do(req)
	if err != nil {
		return time.Since(t0), 0, err
	}
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
	_ = res.Body.Close()
	if res.StatusCode >= 400 && c == lastReal {
		var e struct {
			Error struct{ Message string } `json:"error"`
		}
		_ = json.Unmarshal(raw, &e)
		refusals.Store(e.Error.Message, true)
	}
	return time.Since(t0), res.StatusCode, nil
}

// countedAttempts sums the server's counts of failed sign-ins by rule.
func countedAttempts(path string) (map[string]int, error) {
	d, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	defer d.Close()
	rows, err := d.Query(`SELECT rule, SUM(attempts) FROM rate_limit WHERE rule LIKE 'customer.signin.%' GROUP BY rule`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var rule string
		var n int
		if err := rows.Scan(&rule, &n); err != nil {
			return nil, err
		}
		out[rule] = n
	}
	return out, rows.Err()
}

// errorsLogged counts the server's ERROR lines and shows the first
// messages.
func errorsLogged(path string) (int, string) {
	f, err := os.Open(path)
	if err != nil {
		return 0, ""
	}
	defer f.Close()
	n := 0
	var msgs []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var line struct {
			Level string `json:"level"`
			Msg   string `json:"msg"`
			Error string `json:"error"`
		}
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Level == "ERROR" {
			n++
			msg := line.Msg
			if line.Error != "" {
				msg += ": " + line.Error
			}
			if len(msgs) < 3 && !slices.Contains(msgs, msg) {
				msgs = append(msgs, msg)
			}
		}
	}
	if len(msgs) == 0 {
		return n, ""
	}
	return n, "(" + strings.Join(msgs, "; ") + ")"
}

// lastReal is the real customer's client, whose refusals are kept.
var lastReal *http.Client

// refusals are the messages of the real customer's refused sign-ins.
var refusals sync.Map

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func freeAddress() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func waitReady(base string) error {
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		res, err := http.Get(base + "/readyz")
		if err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	return errors.New("the server never got ready")
}

// cpuTime is a process's user and system CPU time (/proc/<pid>/stat).
func cpuTime(pid int) (time.Duration, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	fields := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	if len(fields) < 13 {
		return 0, errors.New("short /proc stat")
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100, nil
}

// procStatus reads a kB value of /proc/<pid>/status.
func procStatus(pid int, key string) (int64, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, key); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, errors.New(key + " not found")
}
