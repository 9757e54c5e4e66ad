//go:build unix

package pgcluster

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"strconv"
	"syscall"
)

// account is the user the cluster runs as; nil means the current user.
type account struct{ uid, gid uint32 }

// unprivileged returns "nobody" when running as root, else nil.
func unprivileged() (*account, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("nobody")
	if err != nil {
		return nil, fmt.Errorf("pgcluster: running as root needs the user nobody: %w", err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	return &account{uid: uint32(uid), gid: uint32(gid)}, nil
}

func (a *account) own(dir string) error {
	if a == nil {
		return nil
	}
	if err := os.Chown(dir, int(a.uid), int(a.gid)); err != nil {
		return fmt.Errorf("pgcluster: give %s to nobody: %w", dir, err)
	}
	return nil
}

func (a *account) apply(cmd *exec.Cmd) {
	if a == nil {
		return
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: a.uid, Gid: a.gid}}
}
