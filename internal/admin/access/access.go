// Package access is who a member of staff is to the back office: the
// roles, what each role may do (Permission), the clubs a club manager is
// limited to, and the Principal that the staff session puts in a request's
// context. Every admin service method asks Require (or Allowed and
// InScope) before it reads or changes anything, so a refusal holds
// whichever screen, API or command asked; hidden buttons are only a
// courtesy on top.
package access

import (
	"context"
	"os/user"
	"slices"

	"paddock/internal/platform/apperr"
)

// Role is what a member of staff does in the shop.
type Role string

// The roles.
const (
	// Owner may do everything, staff and settings included.
	Owner Role = "owner"
	// Support runs orders, returns, withdrawals and customers, and may
	// shop as a customer who allowed it; no settings, no staff.
	Support Role = "support"
	// Content edits the catalogue's and the content system's texts and
	// media (the next back-office issues) and reads orders.
	Content Role = "content"
	// Club manages their own clubs only: those clubs' orders, products
	// and content.
	Club Role = "club"
)

// Roles are every role, the most powerful first.
var Roles = []Role{Owner, Support, Content, Club}

// Valid reports whether r is a known role.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// Permission is one kind of back-office operation.
type Permission string

// The permissions.
const (
	Dashboard         Permission = "dashboard"          // the start page's figures (a club manager's: their clubs')
	StaffManage       Permission = "staff.manage"       // create, disable, reset staff accounts
	SettingsManage    Permission = "settings.manage"    // the shop's settings
	AuditRead         Permission = "audit.read"         // the whole audit trail
	OrdersRead        Permission = "orders.read"        // orders (a club manager's: their clubs')
	OrdersWrite       Permission = "orders.write"       // payment received, ship, deliver, cancel, notes, re-send
	OrdersRefund      Permission = "orders.refund"      // money back
	ReturnsManage     Permission = "returns.manage"     // receive, refund, refuse returns
	WithdrawalsManage Permission = "withdrawals.manage" // the withdrawals list and its flags
	CustomersRead     Permission = "customers.read"     // every customer's data
	CustomersWrite    Permission = "customers.write"    // edit, lock, password-reset mail, GDPR export
	CustomersErase    Permission = "customers.erase"    // GDPR erasure
	Impersonate       Permission = "customers.impersonate"
	MailRead          Permission = "mail.read" // the outbox and re-sending
	CatalogManage     Permission = "catalog.manage"
	ContentManage     Permission = "content.manage"   // pages, clubs, sales events, navigation, forms, media (a club manager's: their clubs')
	MarketingManage   Permission = "marketing.manage" // coupons and shipping rates
	NewsletterManage  Permission = "newsletter.manage"
	HelpdeskManage    Permission = "helpdesk.manage" // the contact form's tickets and the forms' submissions
)

var grants = map[Role][]Permission{
	Owner: {Dashboard, StaffManage, SettingsManage, AuditRead, OrdersRead, OrdersWrite, OrdersRefund, ReturnsManage,
		WithdrawalsManage, CustomersRead, CustomersWrite, CustomersErase, Impersonate, MailRead, CatalogManage, ContentManage,
		MarketingManage, NewsletterManage, HelpdeskManage},
	Support: {Dashboard, OrdersRead, OrdersWrite, OrdersRefund, ReturnsManage, WithdrawalsManage, CustomersRead,
		CustomersWrite, Impersonate, MailRead, NewsletterManage, HelpdeskManage},
	Content: {Dashboard, OrdersRead, CatalogManage, ContentManage, MarketingManage},
	Club:    {Dashboard, OrdersRead, CatalogManage, ContentManage},
}

// Permissions are what a role may do, in a fixed order.
func (r Role) Permissions() []Permission { return slices.Clone(grants[r]) }

// Has reports whether the role grants p.
func (r Role) Has(p Permission) bool { return slices.Contains(grants[r], p) }

// Scoped reports whether the role is limited to its clubs.
func (r Role) Scoped() bool { return r == Club }

// NeedsSecondFactor reports whether staff in the role must have a second
// factor before anything else: the owner, and whoever may give money back
// or see every customer.
func (r Role) NeedsSecondFactor() bool {
	return r == Owner || r.Has(OrdersRefund) || r.Has(CustomersRead)
}

// Principal is the member of staff a request acts for.
type Principal struct {
	StaffID int64
	Email   string
	Name    string
	Role    Role
	// Clubs are the content system's club ids a club manager is limited to.
	Clubs []int64
	// ClubSKUPrefixes are those clubs' SKU prefixes: their goods, and the
	// orders with them; ClubNames their names, in the same order.
	ClubSKUPrefixes []string
	ClubNames       []string
	// IP is the address the request came from, for the audit trail.
	IP string
	// SessionID is the staff session's id (0 for the command line).
	SessionID int64
	// CommandLine marks the server's command line (paddock staff …,
	// paddock order …): a person at the server's shell, who may do
	// everything an owner may; Email is then "cli:<user>".
	CommandLine bool
}

// OSUser is the operating system's user running this process ("unknown"
// when it cannot be told): who a command line's principal is.
func OSUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	return "unknown"
}

// CommandLine returns ctx acting for the server's command line, run by
// the operating system's user (for the audit trail).
func CommandLine(ctx context.Context, user string) context.Context {
	if user == "" {
		user = "unknown"
	}
	return With(ctx, Principal{Email: "cli:" + user, Name: "cli:" + user, Role: Owner, CommandLine: true})
}

// Can reports whether the principal's role grants p.
func (p Principal) Can(perm Permission) bool { return p.Role.Has(perm) }

// InScope reports whether the principal may act on something belonging
// to the clubs given: anyone but a club manager always, a club manager
// when it belongs to one of their clubs.
func (p Principal) InScope(clubs ...int64) bool {
	if !p.Role.Scoped() {
		return true
	}
	for _, c := range clubs {
		if slices.Contains(p.Clubs, c) {
			return true
		}
	}
	return false
}

// Scoped reports whether ctx acts for a club manager, who sees only
// their clubs' part of what they may read.
func Scoped(ctx context.Context) bool {
	p, ok := From(ctx)
	return ok && p.Role.Scoped()
}

type key struct{}

// With returns ctx acting for p.
func With(ctx context.Context, p Principal) context.Context { return context.WithValue(ctx, key{}, p) }

// From returns the principal ctx acts for.
func From(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(key{}).(Principal)
	return p, ok
}

// Require returns the principal of ctx when it may do perm: without one
// an Unauthenticated error, outside its role a Forbidden one
// (admin.forbidden). The caller records the refusal in the audit trail.
func Require(ctx context.Context, perm Permission) (Principal, error) {
	p, ok := From(ctx)
	if !ok {
		return Principal{}, apperr.New(apperr.Unauthenticated, "admin.signInRequired")
	}
	if !p.Can(perm) {
		return p, apperr.New(apperr.Forbidden, "admin.forbidden")
	}
	return p, nil
}
