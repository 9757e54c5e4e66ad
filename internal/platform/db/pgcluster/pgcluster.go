// Package pgcluster starts a throwaway PostgreSQL cluster for tests: initdb
// into a temporary directory, pg_ctl start on a free loopback port, pg_ctl
// stop and removal afterwards. initdb refuses to run as root, so when the
// caller is root the cluster runs as the unprivileged user "nobody".
package pgcluster

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

// Cluster is a running throwaway PostgreSQL server.
type Cluster struct {
	dir  string
	bin  string
	port int
	as   *account
}

// FindBinaries returns the directory holding initdb and pg_ctl: $PG_BIN if
// set, else the newest /usr/lib/postgresql/*/bin.
func FindBinaries() (string, error) {
	if dir := os.Getenv("PG_BIN"); dir != "" {
		return dir, nil
	}
	if path, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(path), nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(matches) == 0 {
		return "", errors.New("pgcluster: no PostgreSQL binaries (initdb) found; install postgresql or set PG_BIN")
	}
	sort.Slice(matches, func(i, j int) bool { return version(matches[i]) > version(matches[j]) })
	return filepath.Dir(matches[0]), nil
}

func version(initdbPath string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(initdbPath))))
	return n
}

// Start creates and starts a cluster. Stop it with Stop.
func Start(ctx context.Context) (*Cluster, error) {
	bin, err := FindBinaries()
	if err != nil {
		return nil, err
	}
	as, err := unprivileged()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "paddock-pg-")
	if err != nil {
		return nil, fmt.Errorf("pgcluster: temp dir: %w", err)
	}
	c := &Cluster{dir: dir, bin: bin, as: as}
	if err := as.own(dir); err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	data := filepath.Join(dir, "data")
	if err := c.run(ctx, "initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"); err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	// A port can be taken between choosing and binding; try a few.
	for attempt := 0; attempt < 5; attempt++ {
		c.port, err = freePort()
		if err != nil {
			break
		}
		opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -p %d -c unix_socket_directories='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300", c.port)
		err = c.run(ctx, "pg_ctl", "-D", data, "-l", filepath.Join(dir, "server.log"), "-o", opts, "-w", "-t", "60", "start")
		if err == nil {
			return c, nil
		}
	}
	_ = os.RemoveAll(dir)
	return nil, err
}

// URL is the connection URL of the cluster's "postgres" database.
func (c *Cluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
}

// Stop shuts the server down immediately and removes its files.
func (c *Cluster) Stop() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err := c.run(ctx, "pg_ctl", "-D", filepath.Join(c.dir, "data"), "-m", "immediate", "-w", "stop")
	return errors.Join(err, os.RemoveAll(c.dir))
}

func (c *Cluster) run(ctx context.Context, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, name), args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Dir = c.dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	c.as.apply(cmd)
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("pgcluster: %s: %w\n%s", name, err, out.String())
	}
	return nil
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgcluster: free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
