package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strconv"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/mail"
)

// mailCommand lists the stored mails, newest first, or shows the one whose
// id is the only argument; -html after the id prints its HTML body alone
// (what a browser test lays out, as a mail client would). The flag comes
// after the id because the command's own flags end at the first argument.
func mailCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	var id int64
	html := len(args) == 2 && args[1] == "-html"
	if html {
		args = args[:1]
	}
	switch len(args) {
	case 0:
	case 1:
		n, err := strconv.ParseInt(args[0], 10, 64)
		if err != nil || n <= 0 {
			fmt.Fprintf(stderr, "paddock: %q is not a mail id; run paddock mail for the list\n", args[0])
			return 2
		}
		id = n
	default:
		fmt.Fprintf(stderr, "paddock: unexpected arguments %q; use paddock mail, paddock mail <id> or paddock mail <id> -html\n", args[1:])
		return 2
	}
	d, err := app.Open(ctx, cfg, logger)
	if err != nil {
		logger.Error("paddock mail failed", "error", err)
		return 1
	}
	defer d.Close()
	box := mail.NewMailbox(d)
	if id == 0 {
		msgs, err := box.List(ctx, 100)
		if err == nil {
			err = mail.WriteList(stdout, msgs)
		}
		if err != nil {
			logger.Error("paddock mail failed", "error", err)
			return 1
		}
		return 0
	}
	msg, err := box.Get(ctx, id)
	if apperr.KindOf(err) == apperr.NotFound {
		fmt.Fprintf(stderr, "paddock: there is no mail with the id %d\n", id)
		return 1
	}
	switch {
	case err == nil && html:
		_, err = io.WriteString(stdout, msg.HTML)
	case err == nil:
		err = mail.WriteMessage(stdout, msg)
	}
	if err != nil {
		logger.Error("paddock mail failed", "error", err)
		return 1
	}
	return 0
}
