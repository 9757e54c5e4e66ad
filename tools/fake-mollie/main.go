// Command fake-mollie serves molliefake, the local stand-in for Mollie's
// Payments API v2 and its test-mode hosted checkout, for browser journeys
// and manual trials of the shop's Mollie checkout without Mollie:
//
//	go run ./tools/fake-mollie -addr 127.0.0.1:0
//
// Once listening it prints one line, FAKE_MOLLIE_URL=http://host:port, on
// standard output; start the shop with PADDOCK_MOLLIE_API_KEY=test_…,
// PADDOCK_MOLLIE_PROFILE_ID=pfl_… and PADDOCK_MOLLIE_API_URL=<that URL>/v2.
// It stops on SIGINT or SIGTERM. Its log goes to standard error.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"paddock/internal/payment/mollie/molliefake"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on (port 0: any free port)")
	key := flag.String("api-key", "", "the one API key accepted (default: any test_ or live_ key)")
	flag.Parse()
	if err := run(*addr, *key); err != nil {
		fmt.Fprintln(os.Stderr, "fake-mollie:", err)
		os.Exit(1)
	}
}

func run(addr, key string) error {
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           molliefake.New(molliefake.Options{APIKey: key, Logger: logger}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	fmt.Printf("FAKE_MOLLIE_URL=http://%s\n", ln.Addr().String())
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
