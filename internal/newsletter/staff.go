package newsletter

import (
	"context"
	"database/sql"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/csvsafe"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Auditor keeps the back office's trail (audit.Service.Record).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// MaxStaffSearch bounds the search text, in characters; MaxStaffPageSize
// a page; MaxStaffExport an export.
const (
	MaxStaffSearch   = 100
	MaxStaffPageSize = 100
	MaxStaffExport   = 100_000
)

// StaffQuery asks for subscribers, the newest first.
type StaffQuery struct {
	// Search finds a part of the email address, letter case aside.
	Search string
	// Status narrows to Unconfirmed (pending), Subscribed (confirmed) or
	// Unsubscribed; empty lists every one.
	Status Status
	// Page counts from 1; PageSize is at most MaxStaffPageSize (20 when
	// 0). An export ignores both.
	Page     int
	PageSize int
}

// StaffSubscriber is a subscription as the back office shows it, with the
// steps of its double opt-in as logged, oldest first.
type StaffSubscriber struct {
	ID        int64
	Email     string
	StoreCode string
	Locale    string
	Status    Status
	// RequestedAt is when the address last asked to subscribe;
	// ConfirmedAt when it last confirmed, UnsubscribedAt when it left
	// (zero for none).
	RequestedAt    time.Time
	ConfirmedAt    time.Time
	UnsubscribedAt time.Time
	Steps          []ConsentStep
}

// LastStep is the latest logged step of action ("requested",
// "confirmed", "unsubscribed"), and whether there is one.
func (s StaffSubscriber) LastStep(action string) (ConsentStep, bool) {
	for i := len(s.Steps) - 1; i >= 0; i-- {
		if s.Steps[i].Action == action {
			return s.Steps[i], true
		}
	}
	return ConsentStep{}, false
}

// StaffPage is a page of subscribers and how many match in all.
type StaffPage struct {
	Items      []StaffSubscriber
	TotalCount int
	Page       int
	PageSize   int
}

// Staff is the back office's newsletter. Every method needs
// access.NewsletterManage; a refusal is recorded in the audit trail, and
// every write and export with what it did.
type Staff interface {
	// StaffSubscribers is a page of subscribers. Invalid for a page, a
	// page size or a search out of range and an unknown status.
	StaffSubscribers(ctx context.Context, q StaffQuery) (StaffPage, error)
	// StaffSubscriber is one subscriber; NotFound
	// ("newsletter.staff.notFound") for an unknown id.
	StaffSubscriber(ctx context.Context, id int64) (StaffSubscriber, error)
	// StaffUnsubscribe ends a subscription on its holder's word (a mail,
	// a call), logged as a step of the proof with the member of staff
	// named; an unsubscribed one stays as it is. NotFound
	// ("newsletter.staff.notFound") for an unknown id.
	StaffUnsubscribe(ctx context.Context, id int64) error
	// ExportSubscribers writes the subscribers q finds (every page) as
	// CSV with the proof's columns; the status column is each one's
	// current status, so an unsubscribed address never reads subscribed.
	// Values a spreadsheet would run are defused (csvsafe).
	ExportSubscribers(ctx context.Context, q StaffQuery, w io.Writer) error
}

// Valid statuses of the staff's filter.
func staffStatus(s Status) (string, bool) {
	switch s {
	case Unconfirmed:
		return dbUnconfirmed, true
	case Subscribed:
		return dbSubscribed, true
	case Unsubscribed:
		return dbUnsubscribed, true
	}
	return "", false
}

func statusOf(db string) Status {
	switch db {
	case dbSubscribed:
		return Subscribed
	case dbUnconfirmed:
		return Unconfirmed
	}
	return Unsubscribed
}

func (s *service) require(ctx context.Context, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, access.NewsletterManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *service) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	if s.audit == nil {
		return apperr.Wrap(errors.New("no audit trail"), "newsletter: "+op)
	}
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "newsletter_subscriber", ObjectID: objectID, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("newsletter: %s: audit: %w", op, err)
	}
	return nil
}

// where is the condition of q on the subscriber table s, with its
// arguments, after checking q.
func (q *StaffQuery) where(paged bool) (string, []any, error) {
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if utf8.RuneCountInString(search) > MaxStaffSearch {
		f.Add("search", "input.tooLong", "max", MaxStaffSearch)
	}
	status, ok := staffStatus(q.Status)
	if q.Status != "" && !ok {
		f.Add("status", "newsletter.staff.status")
	}
	if paged {
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
	}
	if err := f.Err(); err != nil {
		return "", nil, err
	}
	where, args := "1 = 1", []any{}
	if status != "" {
		where += ` AND s.status = ?`
		args = append(args, status)
	}
	if search != "" {
		where += ` AND s.email LIKE ? ESCAPE '\'`
		args = append(args, "%"+db.EscapeLike(search)+"%")
	}
	return where, args, nil
}

type staffRow struct {
	ID             int64      `db:"id"`
	Email          string     `db:"email"`
	StoreCode      string     `db:"store_code"`
	Locale         string     `db:"locale"`
	Status         string     `db:"status"`
	RequestedAt    time.Time  `db:"requested_at"`
	ConfirmedAt    *time.Time `db:"confirmed_at"`
	UnsubscribedAt *time.Time `db:"unsubscribed_at"`
}

const staffSelect = `SELECT s.id, s.email, s.store_code, s.locale, s.status, s.requested_at, s.confirmed_at, s.unsubscribed_at
	FROM newsletter_subscriber s`

// subscribers turns rows into subscribers with their logged steps.
func (s *service) subscribers(ctx context.Context, rows []staffRow) ([]StaffSubscriber, error) {
	out := make([]StaffSubscriber, len(rows))
	ids := make([]int64, len(rows))
	byID := map[int64]int{}
	for i, r := range rows {
		out[i] = StaffSubscriber{ID: r.ID, Email: r.Email, StoreCode: r.StoreCode, Locale: r.Locale, Status: statusOf(r.Status),
			RequestedAt: r.RequestedAt.UTC(), Steps: []ConsentStep{}}
		if r.ConfirmedAt != nil {
			out[i].ConfirmedAt = r.ConfirmedAt.UTC()
		}
		if r.UnsubscribedAt != nil {
			out[i].UnsubscribedAt = r.UnsubscribedAt.UTC()
		}
		ids[i] = r.ID
		byID[r.ID] = i
	}
	for _, chunk := range db.Chunks(ids, 500) {
		var steps []struct {
			SubscriberID int64 `db:"subscriber_id"`
			ConsentStep
		}
		if err := s.db.Read().Select(ctx, &steps, `SELECT subscriber_id, action, store_code, consent_text, ip, user_agent, created_at
			FROM newsletter_consent_log WHERE subscriber_id IN (`+db.InList(len(chunk))+`) ORDER BY created_at, id`, db.Args(chunk)...); err != nil {
			return nil, apperr.Wrap(err, "newsletter: proof")
		}
		for _, st := range steps {
			st.At = st.At.UTC()
			i := byID[st.SubscriberID]
			out[i].Steps = append(out[i].Steps, st.ConsentStep)
		}
	}
	return out, nil
}

func (s *service) StaffSubscribers(ctx context.Context, q StaffQuery) (StaffPage, error) {
	if _, err := s.require(ctx, "newsletter.list", 0); err != nil {
		return StaffPage{}, err
	}
	where, args, err := q.where(true)
	if err != nil {
		return StaffPage{}, err
	}
	out := StaffPage{Page: q.Page, PageSize: q.PageSize}
	if err := s.db.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM newsletter_subscriber s WHERE `+where, args...); err != nil {
		return StaffPage{}, apperr.Wrap(err, "newsletter: list")
	}
	var rows []staffRow
	if err := s.db.Read().Select(ctx, &rows, staffSelect+` WHERE `+where+` ORDER BY s.requested_at DESC, s.id DESC LIMIT ? OFFSET ?`,
		append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return StaffPage{}, apperr.Wrap(err, "newsletter: list")
	}
	if out.Items, err = s.subscribers(ctx, rows); err != nil {
		return StaffPage{}, err
	}
	return out, nil
}

func (s *service) StaffSubscriber(ctx context.Context, id int64) (StaffSubscriber, error) {
	if _, err := s.require(ctx, "newsletter.read", id); err != nil {
		return StaffSubscriber{}, err
	}
	var rows []staffRow
	if err := s.db.Read().Select(ctx, &rows, staffSelect+` WHERE s.id = ?`, id); err != nil {
		return StaffSubscriber{}, apperr.Wrap(err, "newsletter: subscriber")
	}
	if len(rows) == 0 {
		return StaffSubscriber{}, apperr.New(apperr.NotFound, "newsletter.staff.notFound")
	}
	subs, err := s.subscribers(ctx, rows)
	if err != nil {
		return StaffSubscriber{}, err
	}
	return subs[0], nil
}

func (s *service) StaffUnsubscribe(ctx context.Context, id int64) error {
	p, err := s.require(ctx, "newsletter.unsubscribe", id)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		var sub subscriber
		err := s.db.Write().GetForUpdate(ctx, &sub, `SELECT id, email, store_code, locale, status, unsubscribed_at
			FROM newsletter_subscriber WHERE id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "newsletter.staff.notFound")
		}
		if err != nil {
			return fmt.Errorf("newsletter: staff unsubscribe: %w", err)
		}
		if sub.Status == dbUnsubscribed {
			return nil
		}
		if _, err := s.db.Write().Exec(ctx, `UPDATE newsletter_subscriber SET status = ?, unsubscribed_at = ?, updated_at = ? WHERE id = ?`,
			dbUnsubscribed, now, now, sub.ID); err != nil {
			return fmt.Errorf("newsletter: staff unsubscribe: %w", err)
		}
		// The proof names who ended it: the member of staff, from the
		// back office's address, in the shop's language.
		who := p.Email
		text := i18n.Messages().T(i18n.Default, "newsletter.consent.withdrawnStaff", "staff", who)
		if _, err := s.db.Write().Exec(ctx, `INSERT INTO newsletter_consent_log (subscriber_id, email, store_code, action, consent_text, ip,
			user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, sub.ID, sub.Email, sub.StoreCode, actionUnsubscribed, text, p.IP,
			"back office", now); err != nil {
			return fmt.Errorf("newsletter: staff unsubscribe: log: %w", err)
		}
		before, after := string(statusOf(sub.Status)), string(Unsubscribed)
		return s.record(ctx, "newsletter.unsubscribe", id, audit.Done, audit.Change{Field: "status", Before: &before, After: &after})
	})
}

// ExportColumns are the CSV export's columns.
var ExportColumns = []string{"email", "status", "store", "language", "requested_at", "requested_ip", "requested_user_agent",
	"requested_text", "confirmed_at", "confirmed_ip", "confirmed_user_agent", "confirmed_text", "unsubscribed_at"}

func (s *service) ExportSubscribers(ctx context.Context, q StaffQuery, w io.Writer) error {
	if _, err := s.require(ctx, "newsletter.export", 0); err != nil {
		return err
	}
	where, args, err := q.where(false)
	if err != nil {
		return err
	}
	var rows []staffRow
	if err := s.db.Read().Select(ctx, &rows, staffSelect+` WHERE `+where+` ORDER BY s.requested_at, s.id LIMIT ?`,
		append(args, MaxStaffExport)...); err != nil {
		return apperr.Wrap(err, "newsletter: export")
	}
	subs, err := s.subscribers(ctx, rows)
	if err != nil {
		return err
	}
	stamp := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	}
	out := csv.NewWriter(w)
	if err := out.Write(ExportColumns); err != nil {
		return err
	}
	for _, sub := range subs {
		req, _ := sub.LastStep(actionRequested)
		conf, _ := sub.LastStep(actionConfirmed)
		if sub.Status == Unconfirmed {
			// A confirmation from before an unsubscription is no consent
			// to what is pending now.
			conf = ConsentStep{}
		}
		unsubscribed := ""
		if sub.Status == Unsubscribed {
			unsubscribed = stamp(sub.UnsubscribedAt)
		}
		if err := out.Write(csvsafe.Row(sub.Email, exportStatus(sub.Status), sub.StoreCode, sub.Locale, stamp(req.At), req.IP, req.UserAgent,
			req.Text, stamp(conf.At), conf.IP, conf.UserAgent, conf.Text, unsubscribed)); err != nil {
			return err
		}
	}
	out.Flush()
	if err := out.Error(); err != nil {
		return err
	}
	status := string(q.Status)
	count := strconv.Itoa(len(subs))
	return s.record(ctx, "newsletter.export", 0, audit.Done, audit.Change{Field: "status", After: &status},
		audit.Change{Field: "rows", After: &count})
}

// exportStatus names a status in the export: pending, confirmed or
// unsubscribed.
func exportStatus(st Status) string {
	switch st {
	case Subscribed:
		return "confirmed"
	case Unconfirmed:
		return "pending"
	}
	return "unsubscribed"
}
