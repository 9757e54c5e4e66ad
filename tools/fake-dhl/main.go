// Command fake-dhl serves dhlfake, the local stand-in for DHL Parcel DE
// Returns (API v1), for manual trials of the shop's prepaid return labels
// without DHL:
//
//	go run ./tools/fake-dhl -addr 127.0.0.1:0
//
// Once listening it prints the variables to start the shop with
// (PADDOCK_DHL_API_KEY, _USER, _PASSWORD, _RETURN_RECEIVER_ID and
// _API_URL) on standard output. It stops on SIGINT or SIGTERM.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"paddock/internal/returns/dhl/dhlfake"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on (port 0: any free port)")
	flag.Parse()
	if err := run(*addr); err != nil {
		fmt.Fprintln(os.Stderr, "fake-dhl:", err)
		os.Exit(1)
	}
}

func run(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: dhlfake.New().Handler(), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	fmt.Printf("PADDOCK_DHL_API_KEY=%s PADDOCK_DHL_USER=%s PADDOCK_DHL_PASSWORD=%q PADDOCK_DHL_RETURN_RECEIVER_ID=%s PADDOCK_DHL_API_URL=http://%s%s\n",
		dhlfake.APIKey, dhlfake.User, dhlfake.Password, dhlfake.ReceiverID, ln.Addr().String(), dhlfake.Path)
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
