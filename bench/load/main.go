// Command load runs Paddock's load scenarios against the real binary: it
// starts `paddock serve` on a fresh SQLite database with the demo data (or
// uses -url), drives each scenario with -c concurrent connections for -d,
// and reports requests per second, latency percentiles and the server's
// peak resident memory (VmHWM).
//
//	go run ./bench/load -bin bin/paddock -c 32 -d 10s
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Scenario is one kind of request to measure.
type Scenario struct {
	Name    string
	Method  string
	Path    string
	Body    string
	Headers map[string]string
}

var scenarios = []Scenario{
	{
		Name: "storefront-home-de", Method: http.MethodGet, Path: "/de",
		Headers: map[string]string{"Accept-Encoding": "gzip", "Accept": "text/html"},
	},
	{
		Name: "graphql-available-stores", Method: http.MethodPost, Path: "/graphql",
		Body:    `{"query":"query GetAvailableStores { availableStores { store_code store_name locale root_category_uid is_default_store } }"}`,
		Headers: map[string]string{"Content-Type": "application/json", "Accept": "application/json", "Store": "shop_de", "Accept-Encoding": "gzip"},
	},
}

// Result is what one scenario measured.
type Result struct {
	Scenario    string  `json:"scenario"`
	Connections int     `json:"connections"`
	Seconds     float64 `json:"seconds"`
	Requests    int     `json:"requests"`
	Errors      int     `json:"errors"`
	RPS         float64 `json:"requests_per_second"`
	P50ms       float64 `json:"p50_ms"`
	P90ms       float64 `json:"p90_ms"`
	P99ms       float64 `json:"p99_ms"`
	MaxMs       float64 `json:"max_ms"`
}

func main() {
	bin := flag.String("bin", "bin/paddock", "paddock binary to start")
	target := flag.String("url", "", "measure a running server at this base URL instead of starting one")
	conns := flag.Int("c", 32, "concurrent connections")
	duration := flag.Duration("d", 10*time.Second, "measuring time per scenario")
	warmup := flag.Duration("warmup", 2*time.Second, "warm-up time per scenario, not measured")
	only := flag.String("scenario", "", "run only scenarios whose name contains this")
	out := flag.String("out", "bench/results", "directory for the JSON results")
	flag.Parse()

	base, pid, stop := *target, 0, func() {}
	if base == "" {
		var err error
		base, pid, stop, err = startServer(*bin)
		if err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			os.Exit(1)
		}
	}
	defer stop()

	var results []Result
	for _, sc := range scenarios {
		if *only != "" && !strings.Contains(sc.Name, *only) {
			continue
		}
		drive(base, sc, *conns, *warmup)
		r := drive(base, sc, *conns, *duration)
		results = append(results, r)
		fmt.Printf("%-28s c=%d  %8.0f req/s  p50 %6.2f ms  p90 %6.2f ms  p99 %6.2f ms  max %7.2f ms  errors %d/%d\n",
			r.Scenario, r.Connections, r.RPS, r.P50ms, r.P90ms, r.P99ms, r.MaxMs, r.Errors, r.Requests)
	}
	report := map[string]any{"time": time.Now().UTC(), "base_url": base, "results": results}
	if pid != 0 {
		if rss, err := peakRSS(pid); err == nil {
			report["server_peak_rss_kb"] = rss
			fmt.Printf("server peak RSS (VmHWM): %.1f MiB\n", float64(rss)/1024)
		}
	}
	if err := os.MkdirAll(*out, 0o755); err == nil {
		name := filepath.Join(*out, "load-"+time.Now().UTC().Format("20060102-150405")+".json")
		b, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(name, b, 0o644); err == nil {
			fmt.Println("results written to", name)
		}
	}
}

// drive runs sc with conns workers for d and measures every request.
func drive(base string, sc Scenario, conns int, d time.Duration) Result {
	client := &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns: conns, MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns,
			DisableCompression: true, // the scenario's own Accept-Encoding decides
		},
	}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	latencies := make([][]time.Duration, conns)
	errs := make([]int, conns)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for ctx.Err() == nil {
				req, _ := http.NewRequest(sc.Method, base+sc.Path, bodyOf(sc))
				for k, v := range sc.Headers {
					req.Header.Set(k, v)
				}
				t0 := time.Now()
				res, err := client.Do(req)
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					_ = res.Body.Close()
				}
				if ctx.Err() != nil {
					return // cut off by the end of the run, not measured
				}
				latencies[w] = append(latencies[w], time.Since(t0))
				if err != nil || res.StatusCode >= 400 {
					errs[w]++
				}
			}
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	client.CloseIdleConnections()

	var all []time.Duration
	errors := 0
	for w := range latencies {
		all = append(all, latencies[w]...)
		errors += errs[w]
	}
	slices.Sort(all)
	pct := func(p float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[min(len(all)-1, int(p*float64(len(all))))].Microseconds()) / 1000
	}
	return Result{
		Scenario: sc.Name, Connections: conns, Seconds: elapsed, Requests: len(all), Errors: errors,
		RPS: float64(len(all)) / elapsed, P50ms: pct(0.50), P90ms: pct(0.90), P99ms: pct(0.99), MaxMs: pct(1),
	}
}

func bodyOf(sc Scenario) io.Reader {
	if sc.Body == "" {
		return nil
	}
	return bytes.NewReader([]byte(sc.Body))
}

// startServer seeds a fresh data directory and starts paddock serve on a
// free port; stop ends it with SIGTERM.
func startServer(bin string) (base string, pid int, stop func(), err error) {
	dir, err := os.MkdirTemp("", "paddock-bench-")
	if err != nil {
		return "", 0, nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", 0, nil, err
	}
	addr := l.Addr().String()
	_ = l.Close()
	env := append(os.Environ(), "PADDOCK_DATA_DIR="+dir, "PADDOCK_LISTEN="+addr, "PADDOCK_LOG_LEVEL=error")
	seed := exec.Command(bin, "seed")
	seed.Env, seed.Stderr = env, os.Stderr
	if err := seed.Run(); err != nil {
		return "", 0, nil, fmt.Errorf("seed: %w", err)
	}
	serve := exec.Command(bin, "serve")
	serve.Env, serve.Stderr = env, os.Stderr
	if err := serve.Start(); err != nil {
		return "", 0, nil, err
	}
	base = "http://" + addr
	stop = func() {
		_ = serve.Process.Signal(syscall.SIGTERM)
		_ = serve.Wait()
		_ = os.RemoveAll(dir)
	}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(base + "/readyz"); err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return base, serve.Process.Pid, stop, nil
			}
		}
	}
	stop()
	return "", 0, nil, fmt.Errorf("paddock did not become ready at %s", base)
}

// peakRSS reads the high-water mark of a process's resident memory in KiB.
func peakRSS(pid int) (int, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			var kb int
			_, err := fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:")), "%d", &kb)
			return kb, err
		}
	}
	return 0, fmt.Errorf("no VmHWM for pid %d", pid)
}
