package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"

	"paddock/internal/admin/access"
	"paddock/internal/admin/staff"
	"paddock/internal/config"
)

const staffUsage = `usage: paddock staff create --email <address> --role owner|support|content|club [--name <name>] [--club <id>,...]
                                     makes a back-office account and prints its one-time
                                     invitation link (valid 7 days): the link sets the password,
                                     then the owner and support enrol an authenticator app
       paddock staff list            every account: email, role, name, clubs, second factor, state
       paddock staff disable --email <address>
                                     ends the account's sign-ins and sessions
       paddock staff reset-2fa --email <address>
                                     removes the authenticator and recovery codes (a lost phone);
                                     the member enrols again at the next sign-in
       paddock staff password --email <address>
                                     ends the password and sessions and prints a new one-time link
                                     that sets a new password (staff passwords are never reset by mail)
`

// staffCommand manages the back office's accounts from the server's
// shell: the first owner comes from here.
func staffCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	verbs := []string{"create", "list", "disable", "reset-2fa", "password"}
	if len(args) == 0 || !contains(verbs, args[0]) {
		fmt.Fprint(stderr, staffUsage)
		return 2
	}
	verb := args[0]
	fs := flag.NewFlagSet("paddock staff "+verb, flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "the account's email address")
	role := fs.String("role", "", "owner, support, content or club (create)")
	name := fs.String("name", "", "the member's name (create; the invitation asks for it too)")
	clubs := fs.String("club", "", "a club manager's clubs: their ids, separated by commas (create)")
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 || (verb != "list" && *email == "") {
		if err == nil {
			fmt.Fprint(stderr, staffUsage)
		}
		return 2
	}
	var clubIDs []int64
	for _, c := range strings.Split(*clubs, ",") {
		if c = strings.TrimSpace(c); c == "" {
			continue
		}
		id, err := strconv.ParseInt(c, 10, 64)
		if err != nil || id < 1 {
			fmt.Fprintf(stderr, "paddock: -club takes club ids (numbers), not %q\n", c)
			return 2
		}
		clubIDs = append(clubIDs, id)
	}
	services, ctx, fail, ok := openStaff(ctx, cfg, logger, "staff", verb, stderr)
	if !ok {
		return 1
	}
	defer services.Close()
	accounts := services.Accounts
	switch verb {
	case "create":
		m, token, err := accounts.Create(ctx, staff.NewMember{Email: *email, Name: *name, Role: access.Role(*role), ClubIDs: clubIDs})
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "created %s (%s)\ninvitation, valid 7 days, once: %s\n", m.Email, m.Role, services.AdminURL("/invite#"+token))
		return 0
	case "list":
		list, err := accounts.List(ctx)
		if err != nil {
			return fail(err)
		}
		if len(list) == 0 {
			fmt.Fprintln(stdout, "no staff accounts")
		}
		for _, m := range list {
			fmt.Fprintf(stdout, "%-32s %-8s %-24s %-6s %-9s %s\n", m.Email, m.Role, m.Name, twoFactor(m), state(m), clubNames(m))
		}
		return 0
	}
	m, err := accounts.Find(ctx, *email)
	if err != nil {
		return fail(err)
	}
	switch verb {
	case "disable":
		err = accounts.Disable(ctx, m.ID)
	case "reset-2fa":
		err = accounts.ResetSecondFactor(ctx, m.ID)
	case "password":
		var token string
		if token, err = accounts.Reinvite(ctx, m.ID); err == nil {
			fmt.Fprintf(stdout, "link to set a new password, valid 7 days, once: %s\n", services.AdminURL("/invite#"+token))
		}
	}
	if err != nil {
		return fail(err)
	}
	if verb != "password" {
		fmt.Fprintf(stdout, "%s: %s done; the account's sessions have ended\n", m.Email, verb)
	}
	return 0
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func twoFactor(m staff.Member) string {
	if m.TwoFactor {
		return "2fa"
	}
	return "-"
}

func state(m staff.Member) string {
	switch {
	case m.Disabled:
		return "disabled"
	case m.Invited:
		return "invited"
	}
	return "active"
}

func clubNames(m staff.Member) string {
	names := make([]string, len(m.Clubs))
	for i, c := range m.Clubs {
		names[i] = fmt.Sprintf("%s (%d)", c.Name, c.ID)
	}
	return strings.Join(names, ", ")
}
