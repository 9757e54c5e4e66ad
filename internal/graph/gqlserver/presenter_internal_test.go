package gqlserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"paddock/internal/platform/apperr"
)

// A request its client gave up on is no error of ours: it is logged at
// debug level, while anything unexpected is logged as an error. Both
// answer the generic internal error.
func TestPresenterLogsCancelledRequestsQuietly(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		name  string
		ctx   context.Context
		err   error
		level string
	}{
		{"client went away", cancelled, fmt.Errorf("catalog: search: %w", context.Canceled), "level=DEBUG"},
		{"client went away, a service wrapped it", cancelled, apperr.Wrap(fmt.Errorf("customer: count failure: %w", context.Canceled), "customer: sign in"), "level=DEBUG"},
		{"a service's internal error", context.Background(), apperr.Wrap(errors.New("disk on fire"), "catalog: save"), "level=ERROR"},
		{"cancelled, but the request is alive", context.Background(), context.Canceled, "level=ERROR"},
		{"unexpected", context.Background(), errors.New("disk on fire"), "level=ERROR"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var log bytes.Buffer
			logger := slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))
			got := presenter(logger, false)(c.ctx, c.err)
			if got.Extensions["code"] != "INTERNAL_SERVER_ERROR" {
				t.Errorf("code: %v", got.Extensions["code"])
			}
			if strings.Contains(got.Message, "disk") || strings.Contains(got.Message, "catalog") {
				t.Errorf("cause shown to the client: %q", got.Message)
			}
			if !strings.Contains(log.String(), c.level) || strings.Count(log.String(), "\n") != 1 {
				t.Errorf("log: %q; want one line at %s", log.String(), c.level)
			}
		})
	}
}
