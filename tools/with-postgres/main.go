// Command with-postgres runs a command with PADDOCK_TEST_DATABASE_URL set
// to a throwaway PostgreSQL cluster, so that every test package shares one
// server instead of starting its own. If the variable is set already, the
// command runs against that server.
//
//	go run ./tools/with-postgres -- go test ./...
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"paddock/internal/platform/db/pgcluster"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "usage: with-postgres -- <command> [args…]")
		os.Exit(2)
	}
	os.Exit(run(args))
}

func run(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if os.Getenv("PADDOCK_TEST_DATABASE_URL") == "" {
		cluster, err := pgcluster.Start(ctx)
		if err != nil {
			fmt.Fprintln(os.Stderr, "with-postgres:", err)
			return 1
		}
		defer func() {
			if err := cluster.Stop(); err != nil {
				fmt.Fprintln(os.Stderr, "with-postgres: stop:", err)
			}
		}()
		os.Setenv("PADDOCK_TEST_DATABASE_URL", cluster.URL())
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintln(os.Stderr, "with-postgres:", err)
		return 1
	}
	return 0
}
