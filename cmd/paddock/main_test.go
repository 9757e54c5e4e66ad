package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestCommands(t *testing.T) {
	dataDir := t.TempDir()
	tests := []struct {
		name   string
		args   []string
		env    map[string]string
		code   int
		stdout string
		stderr string
		// quiet: a command other than serve writes no log line without -v.
		quiet bool
		// logs: -v writes the structured log lines.
		logs bool
	}{
		{name: "no command", code: 2, stderr: "Usage:"},
		{name: "unknown command", args: []string{"dance"}, code: 2, stderr: `unknown command "dance"`},
		{name: "version", args: []string{"version"}, code: 0, stdout: "paddock dev"},
		{name: "help", args: []string{"help"}, code: 0, stdout: "seed "},
		{name: "flag help", args: []string{"serve", "-h"}, code: 0, stderr: "PADDOCK_LISTEN"},
		{name: "bad configuration", args: []string{"migrate"}, env: map[string]string{"PADDOCK_LISTEN": "nope", "PADDOCK_DATABASE_URL": "mysql://x"}, code: 2,
			stderr: "PADDOCK_LISTEN \"nope\" is not host:port"},
		{name: "stray argument", args: []string{"migrate", "extra"}, code: 2, stderr: `unexpected arguments ["extra"]`},
		{name: "migrate", args: []string{"migrate"}, env: map[string]string{"PADDOCK_DATA_DIR": dataDir}, code: 0, quiet: true},
		{name: "seed", args: []string{"seed", "-data-dir", dataDir, "-image-size", "64"}, code: 0, stderr: "paddock seed: demo data in place", quiet: true},
		{name: "seed again", args: []string{"seed", "-data-dir", dataDir, "-image-size", "64"}, code: 0, stderr: "demo data in place", quiet: true},
		{name: "seed verbose", args: []string{"seed", "-v", "-data-dir", dataDir, "-image-size", "64"}, code: 0, stderr: `"msg":"demo data in place"`, logs: true},
		{name: "mail quiet", args: []string{"mail", "-data-dir", dataDir}, code: 0, quiet: true},
		{name: "no -v for serve", args: []string{"serve", "-v"}, code: 2, stderr: "flag provided but not defined: -v"},
		{name: "image size too small", args: []string{"seed", "-image-size", "8"}, code: 2, stderr: "-image-size must be between 32 and 1200"},
		{name: "negative product count", args: []string{"seed", "-products", "-5"}, code: 2, stderr: "-products must be between"},
		{name: "products flag only for seed", args: []string{"migrate", "-products", "5"}, code: 2, stderr: "flag provided but not defined: -products"},
		{name: "unreachable database", args: []string{"migrate", "-database-url", "postgres://x@127.0.0.1:1/none?connect_timeout=1"}, code: 1, stderr: "paddock migrate failed: ", quiet: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), tt.args, env(tt.env), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stdout.String(), tt.stdout) || !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("exit %d; want %d\nstdout: %s\nstderr: %s", code, tt.code, stdout.String(), stderr.String())
			}
			// A log line, JSON or text, carries its level.
			logged := strings.Contains(stderr.String(), `"level":`) || strings.Contains(stderr.String(), "level=")
			if tt.quiet && logged {
				t.Errorf("log lines without -v:\n%s", stderr.String())
			}
			if tt.logs && !logged {
				t.Errorf("no log lines with -v:\n%s", stderr.String())
			}
		})
	}
	if matches, _ := filepath.Glob(filepath.Join(dataDir, "paddock.db")); len(matches) != 1 {
		t.Error("no database file in the data directory")
	}
}
