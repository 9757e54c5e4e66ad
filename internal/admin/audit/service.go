package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/platform/db"
)

// MaxPageSize bounds a page of List.
const MaxPageSize = 200

// Options configure the service.
type Options struct {
	DB *db.DB
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

type service struct {
	db  *db.DB
	now func() time.Time
}

// NewService returns the trail kept in opts.DB.
func NewService(opts Options) (Service, error) {
	if opts.DB == nil {
		return nil, errors.New("audit: the database is required")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{db: opts.DB, now: opts.Now}, nil
}

// change is a Change as kept in the changes column.
type change struct {
	Field  string  `json:"field"`
	Before *string `json:"before"`
	After  *string `json:"after"`
}

func (s *service) Record(ctx context.Context, e Entry) error {
	if e.Operation == "" || (e.Outcome != Done && e.Outcome != Refused) {
		return fmt.Errorf("audit: record: an entry needs an operation and an outcome, got %q %q", e.Operation, e.Outcome)
	}
	p, ok := access.From(ctx)
	if !ok {
		p, _ = access.From(access.CommandLine(ctx, access.OSUser()))
	}
	changes := make([]change, len(e.Changes))
	for i, c := range e.Changes {
		changes[i] = change(c)
	}
	body, err := json.Marshal(changes)
	if err != nil {
		return fmt.Errorf("audit: record: %w", err)
	}
	var staffID *int64
	if p.StaffID != 0 {
		staffID = &p.StaffID
	}
	if _, err := s.db.Write().Exec(ctx, `INSERT INTO admin_audit (at, staff_id, staff_name, actor, ip, operation, object_type, object_id, outcome, changes)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, s.now().UTC(), staffID, p.Name, p.Email, p.IP, e.Operation, e.ObjectType, e.ObjectID,
		string(e.Outcome), string(body)); err != nil {
		return fmt.Errorf("audit: record: %w", err)
	}
	return nil
}

type recordRow struct {
	ID         int64     `db:"id"`
	At         time.Time `db:"at"`
	StaffID    *int64    `db:"staff_id"`
	StaffName  string    `db:"staff_name"`
	Actor      string    `db:"actor"`
	IP         string    `db:"ip"`
	Operation  string    `db:"operation"`
	ObjectType string    `db:"object_type"`
	ObjectID   string    `db:"object_id"`
	Outcome    string    `db:"outcome"`
	Changes    string    `db:"changes"`
}

func (s *service) List(ctx context.Context, f Filter, page, pageSize int) (Page, error) {
	if _, err := access.Require(ctx, access.AuditRead); err != nil {
		return Page{}, err
	}
	return s.list(ctx, f, page, pageSize)
}

func (s *service) Of(ctx context.Context, objectType, objectID string, limit int) ([]Record, error) {
	if objectType == "" || objectID == "" {
		return []Record{}, nil
	}
	p, err := s.list(ctx, Filter{ObjectType: objectType, ObjectID: objectID}, 1, limit)
	return p.Items, err
}

func (s *service) list(ctx context.Context, f Filter, page, pageSize int) (Page, error) {
	page = max(page, 1)
	if pageSize < 1 || pageSize > MaxPageSize {
		pageSize = min(max(pageSize, 1), MaxPageSize)
	}
	var where []string
	var args []any
	if f.StaffID != 0 {
		where, args = append(where, "staff_id = ?"), append(args, f.StaffID)
	}
	if f.ObjectType != "" {
		where, args = append(where, "object_type = ?"), append(args, f.ObjectType)
	}
	if f.ObjectID != "" {
		where, args = append(where, "object_id = ?"), append(args, f.ObjectID)
	}
	if !f.From.IsZero() {
		where, args = append(where, "at >= ?"), append(args, f.From.UTC())
	}
	if !f.To.IsZero() {
		where, args = append(where, "at < ?"), append(args, f.To.UTC())
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	r := s.db.Read()
	out := Page{Items: []Record{}, Page: page, PageSize: pageSize}
	if err := r.Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM admin_audit`+cond, args...); err != nil {
		return Page{}, fmt.Errorf("audit: count: %w", err)
	}
	var rows []recordRow
	if err := r.Select(ctx, &rows, `SELECT id, at, staff_id, staff_name, actor, ip, operation, object_type, object_id, outcome, changes
		FROM admin_audit`+cond+` ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`, append(args, pageSize, (page-1)*pageSize)...); err != nil {
		return Page{}, fmt.Errorf("audit: list: %w", err)
	}
	for _, x := range rows {
		rec := Record{ID: x.ID, At: x.At, StaffName: x.StaffName, Actor: x.Actor, IP: x.IP,
			Entry: Entry{Operation: x.Operation, ObjectType: x.ObjectType, ObjectID: x.ObjectID, Outcome: Outcome(x.Outcome)}}
		if x.StaffID != nil {
			rec.StaffID = *x.StaffID
		}
		var changes []change
		if err := json.Unmarshal([]byte(x.Changes), &changes); err != nil {
			return Page{}, fmt.Errorf("audit: entry %d: %w", x.ID, err)
		}
		for _, c := range changes {
			rec.Changes = append(rec.Changes, Change(c))
		}
		out.Items = append(out.Items, rec)
	}
	return out, nil
}

// Mask hides most of a personal value that an entry need not show in
// full: "maria@example.com" becomes "m***@example.com", "Maria Muster"
// "M***".
func Mask(s string) string {
	if s == "" {
		return ""
	}
	local, domain, isMail := strings.Cut(s, "@")
	first := []rune(local)[:1]
	if isMail {
		return string(first) + "***@" + domain
	}
	return string(first) + "***"
}
