package customer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// Staff is the back office's side of customer accounts: finding them,
// reading one with its address book, editing it, locking it and erasing
// it. NewService's Service implements it. Every method asks
// access.Require for its permission first and records a refusal in the
// audit trail (Dependencies.Audit); every write records who changed what,
// in the same transaction as the change, with personal values masked
// (audit.Mask) where the entry need not show them.
type Staff interface {
	// SearchCustomers is a page of the accounts whose name, email
	// address, an address book's city or customer number (the id) match
	// q.Search, with how many match in all. CustomersRead.
	SearchCustomers(ctx context.Context, q StaffCustomerQuery) (StaffCustomerList, error)
	// StaffCustomer is one account with its address book, its lock, its
	// consent to remote assistance and its newsletter subscription with
	// the double opt-in's proof. NotFound for an unknown id.
	// CustomersRead.
	StaffCustomer(ctx context.Context, id int64) (StaffCustomerDetail, error)
	// StaffUpdate changes the names, the date of birth and the email
	// address (never the password), checked as the customer's own Update
	// checks them; an address another account of the site has is a
	// Conflict on the email field. The new address takes effect at once
	// (staff changed it on the customer's word): reset and email-change
	// links end, a newsletter subscription moves to it with a new double
	// opt-in, and the old address is mailed, as after the customer's own
	// change. CustomersWrite; audited with before and after.
	StaffUpdate(ctx context.Context, id int64, in StaffCustomerUpdate) (Customer, error)
	// StaffSaveAddress adds (addressID 0) or changes an address of the
	// customer with the address book's own checks. CustomersWrite,
	// audited.
	StaffSaveAddress(ctx context.Context, customerID, addressID int64, in AddressInput) (Address, error)
	// StaffDeleteAddress removes an address of the customer.
	// CustomersWrite, audited.
	StaffDeleteAddress(ctx context.Context, customerID, addressID int64) error
	// SendPasswordReset mails the customer a reset link, the mail
	// RequestPasswordReset sends. CustomersWrite, audited.
	SendPasswordReset(ctx context.Context, id int64) error
	// Lock locks the account: its sessions end, and signing in with the
	// right password answers "customer.signIn.accountLocked" (Magento's
	// "The account is locked"); a wrong one answers as ever. A reason is
	// optional (at most MaxLockReason characters). Locking a locked
	// account changes nothing. CustomersWrite, audited.
	Lock(ctx context.Context, id int64, reason string) error
	// Unlock opens a locked account again; an erased one stays locked
	// (Conflict "customer.staff.erased"). CustomersWrite, audited.
	Unlock(ctx context.Context, id int64) error
	// Erase anonymises an account (GDPR Art. 17), keeping what the law
	// makes the shop keep: the invoices and credit notes, and the orders
	// with the billing name and address printed on them (§147 AO, ten
	// years). The account's row stays, anonymised and locked (its email
	// address becomes ErasedEmail, its names "—", its password none);
	// its addresses, sessions, reset links, wish list items, product reviews, newsletter
	// subscription with its consent log and its consent to remote
	// assistance go; its orders are marked anonymised and carry the
	// erased address. dryRun answers the plan and changes nothing. While
	// an order of the customer is open (pending payment or processing)
	// or a return is open, the plan lists them as Blockers and a real
	// run is a Conflict ("customer.erase.blocked"); an erased account is
	// a Conflict ("customer.staff.erased"). CustomersErase, audited.
	Erase(ctx context.Context, id int64, dryRun bool) (ErasePlan, error)
}

// ErasePlan is what an erasure does, in the language of the request:
// Steps what goes, Kept what stays and why, Blockers what must end
// first.
type ErasePlan struct {
	Steps    []string
	Kept     []string
	Blockers []string
}

// ErasedEmail is the address an erased account and its orders carry.
func ErasedEmail(id int64) string { return fmt.Sprintf("erased-%d@invalid", id) }

// ErasedName is the first and last name of an erased account.
const ErasedName = "—"

// The other domains' records an erasure checks and clears, as narrow as
// it needs them: order.Staff, returns.Staff and wishlist.Service have
// these methods, and review.Service has ErasureReviews'.
type (
	ErasureOrders interface {
		OpenOrdersOf(ctx context.Context, customerID int64) ([]string, error)
		AnonymiseCustomer(ctx context.Context, customerID int64, email string) (int, error)
		OrderEmailsOf(ctx context.Context, customerID int64) ([]string, error)
	}
	ErasureReturns interface {
		OpenReturnsOf(ctx context.Context, customerID int64) ([]string, error)
	}
	ErasureWishlists interface {
		EraseCustomer(ctx context.Context, customerID int64) (int, error)
	}
	ErasureReviews interface {
		EraseCustomerReviews(ctx context.Context, customerID int64) (int, error)
	}
	// ErasureMails is the stored mails (mail.Mailbox).
	ErasureMails interface {
		CountMailsOf(ctx context.Context, addresses []string) (int, error)
		EraseMailsOf(ctx context.Context, addresses []string) (int, error)
	}
)

// MaxLockReason bounds the reason of a lock, in characters.
const MaxLockReason = 500

// MaxStaffSearch bounds the search text of SearchCustomers, in
// characters; MaxStaffPageSize a page.
const (
	MaxStaffSearch   = 100
	MaxStaffPageSize = 100
)

// StaffSort is what SearchCustomers sorts by.
type StaffSort string

// The sort fields.
const (
	StaffSortCreatedAt StaffSort = "created_at"
	StaffSortName      StaffSort = "name"
	StaffSortEmail     StaffSort = "email"
	StaffSortID        StaffSort = "id"
)

var staffSortColumns = map[StaffSort]string{
	StaffSortCreatedAt: "c.created_at", StaffSortName: "LOWER(c.lastname), LOWER(c.firstname)",
	StaffSortEmail: "c.email_key", StaffSortID: "c.id",
}

// StaffCustomerQuery asks for a page of accounts.
type StaffCustomerQuery struct {
	// Search finds a part of the name ("Anna Berger" or a part of
	// either), of the email address or of an address book's city,
	// letter case aside, or the customer number exactly; empty lists
	// every account.
	Search string
	// Sort is StaffSortCreatedAt when empty, the largest first unless
	// Ascending; equal values follow the ids.
	Sort      StaffSort
	Ascending bool
	// Page counts from 1; PageSize is at most MaxStaffPageSize (20 when
	// 0).
	Page     int
	PageSize int
}

// StaffCustomerRow is an account as the staff's list shows it.
type StaffCustomerRow struct {
	Customer
	// City is the default billing address's city, empty without one.
	City   string
	Locked bool
	Erased bool
}

// StaffCustomerList is a page of accounts and how many match in all.
type StaffCustomerList struct {
	Items      []StaffCustomerRow
	TotalCount int
	Page       int
	PageSize   int
}

// StaffCustomerDetail is one account as staff see it.
type StaffCustomerDetail struct {
	Customer
	Addresses []Address
	// LockedAt is when the account was locked (zero while open), and
	// LockedReason what staff gave for it.
	LockedAt     time.Time
	LockedReason string
	// ErasedAt is when the account was erased; zero while it was not.
	ErasedAt time.Time
	// Newsletter is the subscription of the account's address with the
	// steps of its double opt-in.
	Newsletter newsletter.Proof
}

// Locked reports whether the account is locked.
func (d StaffCustomerDetail) Locked() bool { return !d.LockedAt.IsZero() }

// StaffCustomerUpdate changes an account's data; nil fields stay as they
// are.
type StaffCustomerUpdate struct {
	Firstname   *string
	Lastname    *string
	DateOfBirth *string
	Email       *string
}

// Auditor keeps the back office's trail (audit.Service.Record).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// staffRequire returns the principal of ctx when it may do perm, and
// records a refusal of a signed-in member of staff.
func (s *service) staffRequire(ctx context.Context, perm access.Permission, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, perm)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// record appends an entry about customer id to the trail.
func (s *service) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	if s.Audit == nil {
		return apperr.Wrap(errors.New("no audit trail"), "customer: "+op)
	}
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "customer", ObjectID: objectID, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("customer: %s: audit: %w", op, err)
	}
	return nil
}

// change is a changed field for the trail; empty values are none.
func change(field, before, after string) audit.Change {
	c := audit.Change{Field: field}
	if before != "" {
		c.Before = &before
	}
	if after != "" {
		c.After = &after
	}
	return c
}

func (s *service) SearchCustomers(ctx context.Context, q StaffCustomerQuery) (StaffCustomerList, error) {
	if _, err := s.staffRequire(ctx, access.CustomersRead, "customer.search", 0); err != nil {
		return StaffCustomerList{}, err
	}
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if len([]rune(search)) > MaxStaffSearch {
		f.Add("search", "input.tooLong", "max", MaxStaffSearch)
	}
	if q.Sort == "" {
		q.Sort = StaffSortCreatedAt
	}
	order, ok := staffSortColumns[q.Sort]
	if !ok {
		f.Add("sort", "customer.staff.sort")
	}
	if q.Page == 0 {
		q.Page = 1
	}
	if q.PageSize == 0 {
		q.PageSize = 20
	}
	if q.Page < 1 {
		f.Add("page", "customer.staff.page")
	}
	if q.PageSize < 1 || q.PageSize > MaxStaffPageSize {
		f.Add("pageSize", "customer.staff.pageSize", "max", MaxStaffPageSize)
	}
	if err := f.Err(); err != nil {
		return StaffCustomerList{}, err
	}
	where, args := "1 = 1", []any{}
	if search != "" {
		like := "%" + db.EscapeLike(search) + "%"
		where = `(LOWER(c.firstname || ' ' || c.lastname) LIKE ? ESCAPE '\' OR c.email_key LIKE ? ESCAPE '\'
			OR c.id IN (SELECT a.customer_id FROM customer_address a WHERE LOWER(a.city) LIKE ? ESCAPE '\')`
		args = append(args, like, like, like)
		if id, err := strconv.ParseInt(search, 10, 64); err == nil {
			where += ` OR c.id = ?`
			args = append(args, id)
		}
		where += `)`
	}
	out := StaffCustomerList{Page: q.Page, PageSize: q.PageSize}
	if err := s.DB.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM customer c WHERE `+where, args...); err != nil {
		return StaffCustomerList{}, apperr.Wrap(err, "customer: search")
	}
	dir := " DESC"
	if q.Ascending {
		dir = " ASC"
	}
	order = strings.ReplaceAll(order, ",", dir+",") + dir + ", c.id" + dir
	var rows []struct {
		row
		City *string `db:"city"`
	}
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+prefixed("c", customerColumns)+`,
		(SELECT a.city FROM customer_address a WHERE a.customer_id = c.id AND a.is_default_billing) AS city
		FROM customer c WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`,
		append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return StaffCustomerList{}, apperr.Wrap(err, "customer: search")
	}
	out.Items = make([]StaffCustomerRow, len(rows))
	for i, r := range rows {
		out.Items[i] = StaffCustomerRow{Customer: r.customer(), Locked: r.LockedAt != nil, Erased: r.ErasedAt != nil}
		if r.City != nil {
			out.Items[i].City = *r.City
		}
	}
	return out, nil
}

// prefixed qualifies each column of a list with a table's alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, p := range parts {
		parts[i] = alias + "." + strings.TrimSpace(p)
	}
	return strings.Join(parts, ", ")
}

func (s *service) StaffCustomer(ctx context.Context, id int64) (StaffCustomerDetail, error) {
	if _, err := s.staffRequire(ctx, access.CustomersRead, "customer.read", id); err != nil {
		return StaffCustomerDetail{}, err
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return StaffCustomerDetail{}, err
	}
	out := StaffCustomerDetail{Customer: r.customer(), LockedReason: r.LockedReason}
	if r.LockedAt != nil {
		out.LockedAt = r.LockedAt.UTC()
	}
	if r.ErasedAt != nil {
		out.ErasedAt = r.ErasedAt.UTC()
	}
	if out.Addresses, err = s.Addresses(ctx, id); err != nil {
		return StaffCustomerDetail{}, err
	}
	if out.Newsletter, err = s.Newsletter.Proof(ctx, r.Email); err != nil {
		return StaffCustomerDetail{}, apperr.Wrap(err, "customer: newsletter proof")
	}
	return out, nil
}

func (s *service) StaffUpdate(ctx context.Context, id int64, in StaffCustomerUpdate) (Customer, error) {
	p, err := s.staffRequire(ctx, access.CustomersWrite, "customer.update", id)
	if err != nil {
		return Customer{}, err
	}
	var f apperr.Fields
	if in.Firstname != nil {
		*in.Firstname = f.Line("firstname", *in.Firstname, MaxName, true)
	}
	if in.Lastname != nil {
		*in.Lastname = f.Line("lastname", *in.Lastname, MaxName, true)
	}
	if in.DateOfBirth != nil {
		*in.DateOfBirth = checkDateOfBirth(&f, "date_of_birth", *in.DateOfBirth, s.now())
	}
	if in.Email != nil {
		*in.Email = checkEmail(&f, "email", *in.Email)
	}
	if err := f.Err(); err != nil {
		return Customer{}, err
	}
	var out Customer
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		before, err := s.lockRow(ctx, id)
		if err != nil {
			return err
		}
		if before.ErasedAt != nil {
			return apperr.New(apperr.Conflict, "customer.staff.erased")
		}
		r := before
		if in.Firstname != nil {
			r.Firstname = *in.Firstname
		}
		if in.Lastname != nil {
			r.Lastname = *in.Lastname
		}
		if in.DateOfBirth != nil {
			r.DateOfBirth = nil
			if *in.DateOfBirth != "" {
				r.DateOfBirth = in.DateOfBirth
			}
		}
		moved := in.Email != nil && emailKey(*in.Email) != emailKey(before.Email)
		if in.Email != nil {
			r.Email = *in.Email
		}
		r.UpdatedAt = s.now().UTC()
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET firstname = ?, lastname = ?, date_of_birth = ?, email = ?, email_key = ?,
			updated_at = ? WHERE id = ?`, r.Firstname, r.Lastname, r.DateOfBirth, r.Email, emailKey(r.Email), r.UpdatedAt, id); err != nil {
			if isUniqueViolation(err) {
				return apperr.New(apperr.Conflict, "customer.email.taken").OnField("email")
			}
			return fmt.Errorf("customer: staff update %d: %w", id, err)
		}
		if moved {
			// Links mailed to the old address must not act on the new one;
			// a newsletter subscription moves as with the customer's own
			// change (the new address confirms it), and the old address
			// is told.
			if err := s.dropResetLinks(ctx, id); err != nil {
				return err
			}
			c := before.customer()
			from := Origin{Store: storecode.Store{Site: c.Website, Locale: c.Locale}, Client: ratelimit.Client{IP: p.IP}}
			if err := s.moveSubscription(ctx, before.Email, r.Email, from); err != nil {
				return err
			}
			if err := s.mailEmailChanged(ctx, c, r.Email); err != nil {
				return err
			}
		}
		var changes []audit.Change
		for _, c := range []struct{ field, before, after string }{
			{"firstname", before.Firstname, r.Firstname}, {"lastname", before.Lastname, r.Lastname},
			{"date_of_birth", deref(before.DateOfBirth), deref(r.DateOfBirth)}, {"email", before.Email, r.Email},
		} {
			if c.before == c.after {
				continue
			}
			if c.field == "firstname" || c.field == "lastname" {
				// The names themselves are needed to follow the change.
				changes = append(changes, change(c.field, c.before, c.after))
				continue
			}
			changes = append(changes, change(c.field, audit.Mask(c.before), audit.Mask(c.after)))
		}
		out = r.customer()
		return s.record(ctx, "customer.update", id, audit.Done, changes...)
	})
	return out, err
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// lockRow reads the account under its row lock, inside ctx's transaction.
func (s *service) lockRow(ctx context.Context, id int64) (row, error) {
	var r row
	if err := s.DB.Write().GetForUpdate(ctx, &r, `SELECT `+customerColumns+` FROM customer WHERE id = ?`, id); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return row{}, apperr.New(apperr.NotFound, "customer.notFound")
		}
		return row{}, fmt.Errorf("customer: load %d: %w", id, err)
	}
	return r, nil
}

// addressChanges describes an address for the trail: which one, its
// postcode, city, country and default marks; street, names, telephone and
// VAT id are masked.
func addressChanges(before, after *Address) []audit.Change {
	val := func(a *Address, get func(Address) string) string {
		if a == nil {
			return ""
		}
		return get(*a)
	}
	var out []audit.Change
	for _, c := range []struct {
		field string
		get   func(Address) string
		mask  bool
	}{
		{"name", func(a Address) string { return a.Firstname + " " + a.Lastname }, true},
		{"street", func(a Address) string { return strings.Join(a.Street, ", ") }, true},
		{"postcode", func(a Address) string { return a.Postcode }, false},
		{"city", func(a Address) string { return a.City }, false},
		{"country", func(a Address) string { return a.CountryCode }, false},
		{"telephone", func(a Address) string { return a.Telephone }, true},
		{"vat_id", func(a Address) string { return a.VATID }, true},
		{"default_billing", func(a Address) string { return strconv.FormatBool(a.DefaultBilling) }, false},
		{"default_shipping", func(a Address) string { return strconv.FormatBool(a.DefaultShipping) }, false},
	} {
		b, a := val(before, c.get), val(after, c.get)
		if b == a {
			continue
		}
		if c.mask {
			b, a = audit.Mask(b), audit.Mask(a)
		}
		out = append(out, change(c.field, b, a))
	}
	return out
}

func (s *service) StaffSaveAddress(ctx context.Context, customerID, addressID int64, in AddressInput) (Address, error) {
	op := "customer.address.update"
	if addressID == 0 {
		op = "customer.address.create"
	}
	if _, err := s.staffRequire(ctx, access.CustomersWrite, op, customerID); err != nil {
		return Address{}, err
	}
	var out Address
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockRow(ctx, customerID)
		if err != nil {
			return err
		}
		if r.ErasedAt != nil {
			return apperr.New(apperr.Conflict, "customer.staff.erased")
		}
		var before *Address
		if addressID == 0 {
			out, err = s.CreateAddress(ctx, customerID, in)
		} else {
			var old Address
			if old, err = s.address(ctx, customerID, addressID); err != nil {
				return err
			}
			before = &old
			out, err = s.UpdateAddress(ctx, customerID, addressID, in)
		}
		if err != nil {
			return err
		}
		changes := append([]audit.Change{change("address_id", "", strconv.FormatInt(out.ID, 10))}, addressChanges(before, &out)...)
		return s.record(ctx, op, customerID, audit.Done, changes...)
	})
	return out, err
}

func (s *service) StaffDeleteAddress(ctx context.Context, customerID, addressID int64) error {
	const op = "customer.address.delete"
	if _, err := s.staffRequire(ctx, access.CustomersWrite, op, customerID); err != nil {
		return err
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		old, err := s.address(ctx, customerID, addressID)
		if err != nil {
			return err
		}
		if err := s.DeleteAddress(ctx, customerID, addressID); err != nil {
			return err
		}
		changes := append([]audit.Change{change("address_id", strconv.FormatInt(addressID, 10), "")}, addressChanges(&old, nil)...)
		return s.record(ctx, op, customerID, audit.Done, changes...)
	})
}

func (s *service) SendPasswordReset(ctx context.Context, id int64) error {
	const op = "customer.passwordReset"
	p, err := s.staffRequire(ctx, access.CustomersWrite, op, id)
	if err != nil {
		return err
	}
	if s.Jobs == nil {
		return apperr.Wrap(errors.New("no job queue"), "customer: "+op)
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.byID(ctx, s.DB.Write(), id)
		if err != nil {
			return err
		}
		if r.ErasedAt != nil {
			return apperr.New(apperr.Conflict, "customer.staff.erased")
		}
		// The job of a customer's own request: it writes the link and
		// mails it in the customer's language.
		if err := s.Jobs.Enqueue(ctx, s.DB.Write(), ResetJobKind, "", resetRequest{Site: r.Website, Email: r.Email, IP: p.IP},
			time.Time{}); err != nil {
			return apperr.Wrap(err, "customer: "+op)
		}
		return s.record(ctx, op, id, audit.Done, change("email", "", audit.Mask(r.Email)))
	})
}

func (s *service) Lock(ctx context.Context, id int64, reason string) error {
	const op = "customer.lock"
	if _, err := s.staffRequire(ctx, access.CustomersWrite, op, id); err != nil {
		return err
	}
	var f apperr.Fields
	reason = f.Line("reason", reason, MaxLockReason, false)
	if err := f.Err(); err != nil {
		return err
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockRow(ctx, id)
		if err != nil {
			return err
		}
		if r.LockedAt != nil {
			return nil
		}
		now := s.now().UTC()
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET locked_at = ?, locked_reason = ?, updated_at = ? WHERE id = ?`,
			now, reason, now, id); err != nil {
			return fmt.Errorf("customer: lock %d: %w", id, err)
		}
		ended, err := s.Sessions.RevokeAll(ctx, session.Customer, id, 0)
		if err != nil {
			return err
		}
		return s.record(ctx, op, id, audit.Done, change("locked", "false", "true"), change("reason", "", reason),
			change("sessions_ended", "", strconv.Itoa(ended)))
	})
}

func (s *service) Unlock(ctx context.Context, id int64) error {
	const op = "customer.unlock"
	if _, err := s.staffRequire(ctx, access.CustomersWrite, op, id); err != nil {
		return err
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockRow(ctx, id)
		if err != nil {
			return err
		}
		if r.ErasedAt != nil {
			return apperr.New(apperr.Conflict, "customer.staff.erased")
		}
		if r.LockedAt == nil {
			return nil
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET locked_at = NULL, locked_reason = '', updated_at = ? WHERE id = ?`,
			s.now().UTC(), id); err != nil {
			return fmt.Errorf("customer: unlock %d: %w", id, err)
		}
		return s.record(ctx, op, id, audit.Done, change("locked", "true", "false"), change("reason", r.LockedReason, ""))
	})
}

// erasePlan is the plan of erasing r, with what blocks it now.
func (s *service) erasePlan(ctx context.Context, r row) (ErasePlan, error) {
	if s.Orders == nil || s.Returns == nil || s.Wishlists == nil || s.Reviews == nil || s.Mails == nil {
		return ErasePlan{}, apperr.Wrap(errors.New("the orders, returns, wish lists, reviews and mails are not wired"), "customer: erase")
	}
	mailedTo, err := s.mailAddresses(ctx, r)
	if err != nil {
		return ErasePlan{}, err
	}
	mails, err := s.Mails.CountMailsOf(ctx, mailedTo)
	if err != nil {
		return ErasePlan{}, apperr.Wrap(err, "customer: erase")
	}
	orders, err := s.Orders.OpenOrdersOf(ctx, r.ID)
	if err != nil {
		return ErasePlan{}, apperr.Wrap(err, "customer: erase")
	}
	returns, err := s.Returns.OpenReturnsOf(ctx, r.ID)
	if err != nil {
		return ErasePlan{}, apperr.Wrap(err, "customer: erase")
	}
	var addresses int
	if err := s.DB.Write().Get(ctx, &addresses, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ?`, r.ID); err != nil {
		return ErasePlan{}, apperr.Wrap(err, "customer: erase")
	}
	l, t := localeOf(ctx), i18n.Messages().T
	plan := ErasePlan{
		Steps: []string{
			t(l, "customer.erase.step.account", "email", ErasedEmail(r.ID)),
			t(l, "customer.erase.step.addresses", "count", addresses),
			t(l, "customer.erase.step.sessions"),
			t(l, "customer.erase.step.wishlist"),
			t(l, "customer.erase.step.reviews"),
			t(l, "customer.erase.step.newsletter"),
			t(l, "customer.erase.step.mails", "count", mails),
			t(l, "customer.erase.step.remoteAssistance"),
			t(l, "customer.erase.step.orders"),
		},
		Kept: []string{t(l, "customer.erase.kept.documents"), t(l, "customer.erase.kept.orders")},
	}
	for _, n := range orders {
		plan.Blockers = append(plan.Blockers, t(l, "customer.erase.blocker.order", "number", n))
	}
	for _, ref := range returns {
		plan.Blockers = append(plan.Blockers, t(l, "customer.erase.blocker.return", "reference", ref))
	}
	return plan, nil
}

func (s *service) Erase(ctx context.Context, id int64, dryRun bool) (ErasePlan, error) {
	const op = "customer.erase"
	if _, err := s.staffRequire(ctx, access.CustomersErase, op, id); err != nil {
		return ErasePlan{}, err
	}
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return ErasePlan{}, err
	}
	if r.ErasedAt != nil {
		return ErasePlan{}, apperr.New(apperr.Conflict, "customer.staff.erased")
	}
	if dryRun {
		return s.erasePlan(ctx, r)
	}
	var plan ErasePlan
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.lockRow(ctx, id)
		if err != nil {
			return err
		}
		if r.ErasedAt != nil {
			return apperr.New(apperr.Conflict, "customer.staff.erased")
		}
		// Asked again under the account's lock: an order placed since the
		// dry run blocks as well.
		if plan, err = s.erasePlan(ctx, r); err != nil {
			return err
		}
		if len(plan.Blockers) > 0 {
			return apperr.New(apperr.Conflict, "customer.erase.blocked", "blockers", strings.Join(plan.Blockers, ", "))
		}
		now := s.now().UTC()
		erased := ErasedEmail(id)
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer SET email = ?, email_key = ?, firstname = ?, lastname = ?, date_of_birth = NULL,
			password_hash = '', password_changed_at = ?, remote_assistance_at = NULL, locked_at = ?, locked_reason = 'erased', erased_at = ?,
			updated_at = ? WHERE id = ?`, erased, emailKey(erased), ErasedName, ErasedName, now, now, now, now, id); err != nil {
			return fmt.Errorf("customer: erase %d: %w", id, err)
		}
		res, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_address WHERE customer_id = ?`, id)
		if err != nil {
			return fmt.Errorf("customer: erase the addresses of %d: %w", id, err)
		}
		addresses, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("customer: erase the addresses of %d: %w", id, err)
		}
		if err := s.dropResetLinks(ctx, id); err != nil {
			return err
		}
		sessions, err := s.Sessions.RevokeAll(ctx, session.Customer, id, 0)
		if err != nil {
			return err
		}
		items, err := s.Wishlists.EraseCustomer(ctx, id)
		if err != nil {
			return err
		}
		reviews, err := s.Reviews.EraseCustomerReviews(ctx, id)
		if err != nil {
			return err
		}
		subscribed, err := s.Newsletter.Erase(ctx, r.Email)
		if err != nil {
			return err
		}
		// The orders' addresses before they are anonymised: mails went to
		// them too (an address the account had before).
		mailedTo, err := s.mailAddresses(ctx, r)
		if err != nil {
			return err
		}
		orders, err := s.Orders.AnonymiseCustomer(ctx, id, erased)
		if err != nil {
			return err
		}
		mails, err := s.Mails.EraseMailsOf(ctx, mailedTo)
		if err != nil {
			return err
		}
		return s.record(ctx, op, id, audit.Done,
			change("email", audit.Mask(r.Email), erased), change("name", audit.Mask(r.Firstname+" "+r.Lastname), ErasedName),
			change("addresses", strconv.FormatInt(addresses, 10), "0"), change("sessions_ended", "", strconv.Itoa(sessions)),
			change("wishlist_items_removed", "", strconv.Itoa(items)), change("reviews_removed", "", strconv.Itoa(reviews)),
			change("newsletter_removed", "", strconv.FormatBool(subscribed)),
			change("orders_anonymised", "", strconv.Itoa(orders)), change("mails_removed", "", strconv.Itoa(mails)))
	})
	if err != nil {
		return ErasePlan{}, err
	}
	return plan, nil
}

var _ Staff = (*service)(nil)

// mailAddresses are the addresses the shop mailed the customer of r at:
// the account's and those its orders were placed with.
func (s *service) mailAddresses(ctx context.Context, r row) ([]string, error) {
	emails, err := s.Orders.OrderEmailsOf(ctx, r.ID)
	if err != nil {
		return nil, apperr.Wrap(err, "customer: erase")
	}
	return append([]string{r.Email}, emails...), nil
}
