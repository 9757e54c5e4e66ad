package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"

	"paddock/internal/config"
)

// commandLogger is the logger of one command. serve writes the structured
// log lines an operator's collector reads; the other commands are a
// person's tools at a terminal, quiet but for their failures (one plain
// line each), unless -v asks for the structured log as serve writes it.
func commandLogger(command string, verbose bool, cfg config.Config, stderr io.Writer) *slog.Logger {
	if command == "serve" || verbose {
		return newLogger(cfg, stderr)
	}
	return slog.New(&terminalHandler{w: stderr, mu: &sync.Mutex{}})
}

// terminalHandler writes errors only, each as one line a person reads:
// the message, then the attributes' values ("paddock seed failed: open
// database: …"). Everything below error stays out; -v shows it.
type terminalHandler struct {
	w     io.Writer
	mu    *sync.Mutex
	attrs []slog.Attr
}

// Enabled implements slog.Handler: errors only.
func (h *terminalHandler) Enabled(_ context.Context, level slog.Level) bool {
	return level >= slog.LevelError
}

// Handle implements slog.Handler.
func (h *terminalHandler) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString(r.Message)
	write := func(a slog.Attr) bool {
		if a.Key == "version" {
			return true
		}
		if a.Key == "error" {
			fmt.Fprintf(&b, ": %v", a.Value.Any())
		} else {
			fmt.Fprintf(&b, " %s=%v", a.Key, a.Value.Any())
		}
		return true
	}
	for _, a := range h.attrs {
		write(a)
	}
	r.Attrs(write)
	b.WriteByte('\n')
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := io.WriteString(h.w, b.String())
	return err
}

// WithAttrs implements slog.Handler.
func (h *terminalHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return &terminalHandler{w: h.w, mu: h.mu, attrs: append(append([]slog.Attr(nil), h.attrs...), attrs...)}
}

// WithGroup implements slog.Handler; a terminal line has no groups.
func (h *terminalHandler) WithGroup(string) slog.Handler { return h }
