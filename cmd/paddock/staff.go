package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"paddock/internal/admin/access"
	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// This file holds what the staff's commands (order, return, withdrawal)
// share until the back office exists: opening the staff's services,
// telling a failure, parsing a verb's flags, and printing a record as
// labelled lines.

// openStaff opens the staff's services for `paddock <command> <verb>`
// with the context in English, and fail, which tells a failure and gives
// the exit code 1: a person's error (translated) on stderr, anything else
// logged. ok is false, the failure logged, when they cannot be opened;
// the caller closes the services.
func openStaff(ctx context.Context, cfg config.Config, logger *slog.Logger, command, verb string,
	stderr io.Writer) (staff *app.Staff, english context.Context, fail func(error) int, ok bool) {
	staff, err := app.OpenStaff(ctx, cfg, logger)
	if err != nil {
		logger.Error("paddock "+command+" failed", "error", err)
		return nil, nil, nil, false
	}
	// What the command does is the command line's in the audit trail.
	english = access.CommandLine(i18n.WithLocale(ctx, i18n.English), access.OSUser())
	fail = func(err error) int {
		var e *apperr.Error
		if errors.As(err, &e) && e.Kind != apperr.Internal {
			fmt.Fprintln(stderr, "paddock:", e.Message(english))
			return 1
		}
		logger.Error("paddock "+command+" "+verb+" failed", "error", err)
		return 1
	}
	return staff, english, fail, true
}

// labelled writes a record as staff read it: one value a line after its
// label, labels in a column ten wide.
type labelled struct{ w io.Writer }

// line writes a value after its label.
func (l labelled) line(label, value string) { fmt.Fprintf(l.w, "%-10s%s\n", label, value) }

// lines writes values one a line, the label before the first only.
func (l labelled) lines(label string, values []string) {
	for i, v := range values {
		if i > 0 {
			label = ""
		}
		l.line(label, v)
	}
}
