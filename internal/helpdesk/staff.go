package helpdesk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

// Status is where a ticket stands.
type Status string

// The statuses: new as the contact form made it, open while the shop
// works on it (or the customer answered), answered once the shop replied,
// closed when done.
const (
	StatusNew      Status = "new"
	StatusOpen     Status = "open"
	StatusAnswered Status = "answered"
	StatusClosed   Status = "closed"
)

// Statuses are every status, in the order the back office lists them.
var Statuses = []Status{StatusNew, StatusOpen, StatusAnswered, StatusClosed}

// Valid reports whether s is a known status.
func (s Status) Valid() bool {
	for _, x := range Statuses {
		if s == x {
			return true
		}
	}
	return false
}

// MessageKind is what a message of a ticket's conversation is.
type MessageKind string

// The kinds: a reply staff mailed to the customer, the customer's answer
// (by mail to the shop, pasted by staff: inbound mail is not read by the
// shop), and an internal note, never mailed.
const (
	KindReply    MessageKind = "reply"
	KindCustomer MessageKind = "customer"
	KindNote     MessageKind = "note"
)

// MaxStaffMessage bounds a reply, a pasted answer or a note, in
// characters; MaxStaffSearch the search text; MaxStaffPageSize a page.
const (
	MaxStaffMessage  = 10_000
	MaxStaffSearch   = 100
	MaxStaffPageSize = 100
)

// StaffQuery asks for a page of tickets, the newest first.
type StaffQuery struct {
	// Search finds a part of the code, the name, the email address or
	// the subject, letter case aside.
	Search string
	// Status narrows to one status; empty lists every one.
	Status Status
	// AssigneeID narrows to the tickets of one member of staff;
	// Unassigned to those of nobody.
	AssigneeID int64
	Unassigned bool
	// Page counts from 1; PageSize is at most MaxStaffPageSize (20 when
	// 0).
	Page     int
	PageSize int
}

// Ticket is a ticket as the back office shows it.
type Ticket struct {
	ID        int64
	Code      string
	Channel   Channel
	Status    Status
	StoreCode string
	Locale    i18n.Locale
	Name      string
	Email     string
	Telephone string
	Subject   string
	// Message is the customer's first message, from the form.
	Message   string
	CreatedAt time.Time
	UpdatedAt time.Time
	// AssigneeID is the member of staff the ticket is assigned to (0 for
	// nobody), AssigneeName their name.
	AssigneeID   int64
	AssigneeName string
}

// Message is one message of a ticket's conversation after the first.
type Message struct {
	ID   int64
	Kind MessageKind
	Body string
	// StaffName is who wrote (reply, note) or pasted (customer) it.
	StaffName string
	CreatedAt time.Time
}

// TicketDetail is one ticket with its conversation, the oldest first.
type TicketDetail struct {
	Ticket
	Messages []Message
}

// TicketPage is a page of tickets and how many match in all.
type TicketPage struct {
	Items      []Ticket
	TotalCount int
	Page       int
	PageSize   int
}

// Assignee is a member of staff a ticket can be assigned to: an active
// account whose role may manage the helpdesk.
type Assignee struct {
	ID    int64  `db:"id"`
	Name  string `db:"name"`
	Email string `db:"email"`
}

// Staff is the back office's helpdesk. Every method needs
// access.HelpdeskManage; a refusal is recorded in the audit trail, and
// every write with what it changed, in the write's transaction.
type Staff interface {
	// StaffTickets is a page of tickets. Invalid for a page, a page size
	// or a search out of range and an unknown status.
	StaffTickets(ctx context.Context, q StaffQuery) (TicketPage, error)
	// StaffTicket is one ticket with its conversation; NotFound
	// ("helpdesk.staff.notFound") for an unknown id.
	StaffTicket(ctx context.Context, id int64) (TicketDetail, error)
	// Reply mails body to the customer through the shop's outbox, in the
	// ticket's language, with the ticket's code in the subject (so the
	// customer's answer names it), keeps it as a reply and marks the
	// ticket answered, all in one transaction.
	Reply(ctx context.Context, id int64, body string) error
	// AddCustomerMessage keeps the customer's answer that reached the
	// shop's mailbox, pasted by staff, and opens the ticket again.
	AddCustomerMessage(ctx context.Context, id int64, body string) error
	// AddNote keeps an internal note; it is never mailed.
	AddNote(ctx context.Context, id int64, body string) error
	// Assign gives the ticket to the member of staff (one of Assignees;
	// Invalid "helpdesk.staff.assignee" otherwise), or to nobody for 0.
	Assign(ctx context.Context, id int64, staffID int64) error
	// SetStatus sets the ticket's status.
	SetStatus(ctx context.Context, id int64, status Status) error
	// Assignees are the members of staff tickets can be assigned to, by
	// name.
	Assignees(ctx context.Context) ([]Assignee, error)
	// CountNew is how many tickets are new.
	CountNew(ctx context.Context) (int, error)
}

func staffNotFound() error { return apperr.New(apperr.NotFound, "helpdesk.staff.notFound") }

// require returns the principal of ctx when it may manage the helpdesk,
// recording a refusal of a signed-in member of staff.
func (s *service) require(ctx context.Context, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, access.HelpdeskManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *service) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	if s.audit == nil {
		return apperr.Wrap(errors.New("no audit trail"), "helpdesk: "+op)
	}
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "helpdesk_ticket", ObjectID: objectID, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("helpdesk: %s: audit: %w", op, err)
	}
	return nil
}

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

type ticketRow struct {
	ID           int64          `db:"id"`
	Code         string         `db:"code"`
	Channel      string         `db:"channel"`
	Status       string         `db:"status"`
	StoreCode    string         `db:"store_code"`
	Locale       string         `db:"locale"`
	Name         string         `db:"name"`
	Email        string         `db:"email"`
	Telephone    string         `db:"telephone"`
	Subject      string         `db:"subject"`
	Message      string         `db:"message"`
	CreatedAt    time.Time      `db:"created_at"`
	UpdatedAt    *time.Time     `db:"updated_at"`
	AssigneeID   sql.NullInt64  `db:"assignee_id"`
	AssigneeName sql.NullString `db:"assignee_name"`
}

func (r ticketRow) ticket() Ticket {
	t := Ticket{ID: r.ID, Code: r.Code, Channel: Channel(r.Channel), Status: Status(r.Status), StoreCode: r.StoreCode,
		Locale: i18n.Locale(r.Locale), Name: r.Name, Email: r.Email, Telephone: r.Telephone, Subject: r.Subject, Message: r.Message,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.CreatedAt.UTC(), AssigneeID: r.AssigneeID.Int64}
	if r.UpdatedAt != nil {
		t.UpdatedAt = r.UpdatedAt.UTC()
	}
	if r.AssigneeName.Valid {
		t.AssigneeName = r.AssigneeName.String
	}
	return t
}

const ticketSelect = `SELECT t.id, t.code, t.channel, t.status, t.store_code, t.locale, t.name, t.email, t.telephone, t.subject,
	t.message, t.created_at, t.updated_at, t.assignee_id, CASE WHEN a.name = '' THEN a.email ELSE a.name END AS assignee_name
	FROM helpdesk_ticket t LEFT JOIN admin_staff a ON a.id = t.assignee_id`

func (s *service) StaffTickets(ctx context.Context, q StaffQuery) (TicketPage, error) {
	if _, err := s.require(ctx, "helpdesk.list", 0); err != nil {
		return TicketPage{}, err
	}
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if utf8.RuneCountInString(search) > MaxStaffSearch {
		f.Add("search", "input.tooLong", "max", MaxStaffSearch)
	}
	if q.Status != "" && !q.Status.Valid() {
		f.Add("status", "helpdesk.staff.status")
	}
	if q.Page == 0 {
		q.Page = 1
	}
	if q.PageSize == 0 {
		q.PageSize = 20
	}
	if q.Page < 1 {
		f.Add("page", "errors.input.currentPage")
	}
	if q.PageSize < 1 || q.PageSize > MaxStaffPageSize {
		f.Add("pageSize", "errors.input.pageSize", "max", MaxStaffPageSize)
	}
	if err := f.Err(); err != nil {
		return TicketPage{}, err
	}
	where, args := "1 = 1", []any{}
	if q.Status != "" {
		where += ` AND t.status = ?`
		args = append(args, string(q.Status))
	}
	switch {
	case q.Unassigned:
		where += ` AND t.assignee_id IS NULL`
	case q.AssigneeID != 0:
		where += ` AND t.assignee_id = ?`
		args = append(args, q.AssigneeID)
	}
	if search != "" {
		like := "%" + db.EscapeLike(search) + "%"
		where += ` AND (LOWER(t.code) LIKE ? ESCAPE '\' OR LOWER(t.name) LIKE ? ESCAPE '\' OR LOWER(t.email) LIKE ? ESCAPE '\'
			OR LOWER(t.subject) LIKE ? ESCAPE '\')`
		args = append(args, like, like, like, like)
	}
	out := TicketPage{Page: q.Page, PageSize: q.PageSize, Items: []Ticket{}}
	if err := s.db.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM helpdesk_ticket t WHERE `+where, args...); err != nil {
		return TicketPage{}, apperr.Wrap(err, "helpdesk: list")
	}
	var rows []ticketRow
	if err := s.db.Read().Select(ctx, &rows, ticketSelect+` WHERE `+where+` ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
		append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return TicketPage{}, apperr.Wrap(err, "helpdesk: list")
	}
	for _, r := range rows {
		out.Items = append(out.Items, r.ticket())
	}
	return out, nil
}

func (s *service) loadTicket(ctx context.Context, h db.Handle, id int64) (Ticket, error) {
	var r ticketRow
	err := h.Get(ctx, &r, ticketSelect+` WHERE t.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return Ticket{}, staffNotFound()
	}
	if err != nil {
		return Ticket{}, apperr.Wrap(err, "helpdesk: ticket")
	}
	return r.ticket(), nil
}

func (s *service) StaffTicket(ctx context.Context, id int64) (TicketDetail, error) {
	if _, err := s.require(ctx, "helpdesk.read", id); err != nil {
		return TicketDetail{}, err
	}
	t, err := s.loadTicket(ctx, s.db.Read(), id)
	if err != nil {
		return TicketDetail{}, err
	}
	var rows []struct {
		ID        int64     `db:"id"`
		Kind      string    `db:"kind"`
		Body      string    `db:"body"`
		StaffName string    `db:"staff_name"`
		CreatedAt time.Time `db:"created_at"`
	}
	if err := s.db.Read().Select(ctx, &rows, `SELECT id, kind, body, staff_name, created_at FROM helpdesk_message
		WHERE ticket_id = ? ORDER BY id`, id); err != nil {
		return TicketDetail{}, apperr.Wrap(err, "helpdesk: messages")
	}
	out := TicketDetail{Ticket: t, Messages: make([]Message, len(rows))}
	for i, r := range rows {
		out.Messages[i] = Message{ID: r.ID, Kind: MessageKind(r.Kind), Body: r.Body, StaffName: r.StaffName, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

// checkBody trims a message staff wrote or pasted and checks it.
func checkBody(body string) (string, error) {
	var f apperr.Fields
	body = strings.TrimSpace(i18n.StripBidi(strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\r", "\n")))
	switch {
	case body == "":
		f.Add("body", "input.required")
	case !utf8.ValidString(body) || !apperr.Printable(body, true):
		f.Add("body", "input.characters")
	case utf8.RuneCountInString(body) > MaxStaffMessage:
		f.Add("body", "input.tooLong", "max", MaxStaffMessage)
	}
	return body, f.Err()
}

// staffName is how a message names the member of staff: their name, else
// their address.
func staffName(p access.Principal) string {
	if p.Name != "" {
		return p.Name
	}
	return p.Email
}

// addMessage keeps a message of kind on the ticket and moves it to
// status (none for ""), with the trail's entry, in one transaction; mail
// is called inside it with the ticket as it was.
func (s *service) addMessage(ctx context.Context, op string, id int64, kind MessageKind, body string, status Status,
	mail func(ctx context.Context, t Ticket) error) error {
	p, err := s.require(ctx, op, id)
	if err != nil {
		return err
	}
	if body, err = checkBody(body); err != nil {
		return err
	}
	now := s.now().UTC()
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		t, err := s.loadTicket(ctx, s.db.Write(), id)
		if err != nil {
			return err
		}
		var staffID any
		if p.StaffID != 0 {
			staffID = p.StaffID
		}
		if _, err := s.db.Write().Exec(ctx, `INSERT INTO helpdesk_message (ticket_id, kind, body, staff_id, staff_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, id, string(kind), body, staffID, staffName(p), now); err != nil {
			return fmt.Errorf("helpdesk: %s: %w", op, err)
		}
		next := t.Status
		if status != "" {
			next = status
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE helpdesk_ticket SET status = ?, updated_at = ? WHERE id = ?`,
			string(next), now, id); err != nil {
			return fmt.Errorf("helpdesk: %s: %w", op, err)
		}
		if mail != nil {
			if err := mail(ctx, t); err != nil {
				return err
			}
		}
		changes := []audit.Change{change(string(kind), "", strconv.Itoa(utf8.RuneCountInString(body))+" characters")}
		if next != t.Status {
			changes = append(changes, change("status", string(t.Status), string(next)))
		}
		return s.record(ctx, op, id, audit.Done, changes...)
	})
}

func (s *service) Reply(ctx context.Context, id int64, body string) error {
	return s.addMessage(ctx, "helpdesk.reply", id, KindReply, body, StatusAnswered, func(ctx context.Context, t Ticket) error {
		text, _ := checkBody(body)
		return s.mailReply(ctx, t, text)
	})
}

func (s *service) AddCustomerMessage(ctx context.Context, id int64, body string) error {
	return s.addMessage(ctx, "helpdesk.customerMessage", id, KindCustomer, body, StatusOpen, nil)
}

func (s *service) AddNote(ctx context.Context, id int64, body string) error {
	return s.addMessage(ctx, "helpdesk.note", id, KindNote, body, "", nil)
}

// ReplySubject is the subject of a reply to a ticket in l: the ticket's
// subject and its code in brackets, which the customer's answer keeps.
func ReplySubject(l i18n.Locale, code, subject string) string {
	return i18n.Messages().T(l, "helpdesk.mail.reply.subject", "code", code, "subject", subject)
}

// mailReply mails staff's reply to the customer in the ticket's
// language; an answer to it goes to the shop's address.
func (s *service) mailReply(ctx context.Context, t Ticket, body string) error {
	l, ok := i18n.Parse(string(t.Locale))
	if !ok {
		l = i18n.Default
	}
	m := i18n.Messages()
	r, err := s.layout.Render(mail.Content{
		Locale:     l,
		Title:      ReplySubject(l, t.Code, t.Subject),
		Paragraphs: append([]string{mail.Greeting(l, t.Name)}, strings.Split(body, "\n\n")...),
		Fields:     []mail.Field{{Label: m.T(l, "helpdesk.mail.field.code"), Value: t.Code}},
		After:      []string{m.T(l, "helpdesk.mail.reply.after", "code", t.Code)},
	})
	if err != nil {
		return err
	}
	return s.mail.Enqueue(ctx, s.db.Write(), mail.Message{To: []string{t.Email}, ReplyTo: s.mail.ShopAddress(), Subject: r.Subject,
		Text: r.Text, HTML: r.HTML, Tag: "helpdesk.reply"})
}

func (s *service) Assign(ctx context.Context, id int64, staffID int64) error {
	if _, err := s.require(ctx, "helpdesk.assign", id); err != nil {
		return err
	}
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		t, err := s.loadTicket(ctx, s.db.Write(), id)
		if err != nil {
			return err
		}
		var to any
		after := ""
		if staffID != 0 {
			people, err := s.assignees(ctx)
			if err != nil {
				return err
			}
			for _, a := range people {
				if a.ID == staffID {
					to, after = staffID, a.Email
				}
			}
			if to == nil {
				return apperr.New(apperr.Invalid, "helpdesk.staff.assignee").OnField("assignee")
			}
		}
		if t.AssigneeID == staffID {
			return nil
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE helpdesk_ticket SET assignee_id = ?, updated_at = ? WHERE id = ?`,
			to, s.now().UTC(), id); err != nil {
			return fmt.Errorf("helpdesk: assign: %w", err)
		}
		before := ""
		if t.AssigneeID != 0 {
			before = strconv.FormatInt(t.AssigneeID, 10)
		}
		if after != "" {
			after = strconv.FormatInt(staffID, 10)
		}
		return s.record(ctx, "helpdesk.assign", id, audit.Done, change("assignee", before, after))
	})
}

func (s *service) SetStatus(ctx context.Context, id int64, status Status) error {
	if _, err := s.require(ctx, "helpdesk.status", id); err != nil {
		return err
	}
	if !status.Valid() {
		return apperr.New(apperr.Invalid, "helpdesk.staff.status").OnField("status")
	}
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		t, err := s.loadTicket(ctx, s.db.Write(), id)
		if err != nil {
			return err
		}
		if t.Status == status {
			return nil
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE helpdesk_ticket SET status = ?, updated_at = ? WHERE id = ?`,
			string(status), s.now().UTC(), id); err != nil {
			return fmt.Errorf("helpdesk: status: %w", err)
		}
		return s.record(ctx, "helpdesk.status", id, audit.Done, change("status", string(t.Status), string(status)))
	})
}

func (s *service) Assignees(ctx context.Context) ([]Assignee, error) {
	if _, err := s.require(ctx, "helpdesk.assignees", 0); err != nil {
		return nil, err
	}
	return s.assignees(ctx)
}

// assignees are the active staff whose role may manage the helpdesk.
func (s *service) assignees(ctx context.Context) ([]Assignee, error) {
	var roles []any
	for _, r := range access.Roles {
		if r.Has(access.HelpdeskManage) {
			roles = append(roles, string(r))
		}
	}
	out := []Assignee{}
	if len(roles) == 0 {
		return out, nil
	}
	if err := s.db.Read().Select(ctx, &out, `SELECT id, name, email FROM admin_staff WHERE disabled_at IS NULL
		AND role IN (`+db.InList(len(roles))+`) ORDER BY LOWER(CASE WHEN name = '' THEN email ELSE name END), id`, roles...); err != nil {
		return nil, apperr.Wrap(err, "helpdesk: assignees")
	}
	return out, nil
}

func (s *service) CountNew(ctx context.Context) (int, error) {
	if _, err := s.require(ctx, "helpdesk.count", 0); err != nil {
		return 0, err
	}
	var n int
	if err := s.db.Read().Get(ctx, &n, `SELECT COUNT(*) FROM helpdesk_ticket WHERE status = ?`, string(StatusNew)); err != nil {
		return 0, apperr.Wrap(err, "helpdesk: count")
	}
	return n, nil
}
