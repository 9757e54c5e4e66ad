package review

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// StaffQuery asks for a page of reviews in the back office.
type StaffQuery struct {
	// Status narrows to one status; empty lists every one, pending first.
	Status Status
	// Search finds a part of the product's SKU or of its name in Locale,
	// letter case aside; empty finds every review.
	Search string
	Locale i18n.Locale
	// Page counts from 1; PageSize is at most MaxStaffPageSize (20 when
	// 0).
	Page     int
	PageSize int
}

// MaxStaffPageSize bounds a page of StaffList; MaxStaffSearch its search
// text, in characters.
const (
	MaxStaffPageSize = 100
	MaxStaffSearch   = 100
)

// StaffReview is a review as the back office shows it, with its
// product's SKU and name (in the language asked for).
type StaffReview struct {
	Review
	ProductSKU  string
	ProductName string
}

// StaffPage is a page of reviews and how many match in all.
type StaffPage struct {
	Items      []StaffReview
	TotalCount int
	Page       int
	PageSize   int
}

// Staff is the back office's moderation of reviews. Every method needs
// access.CatalogManage; a club manager reaches only reviews of products
// whose SKU starts with one of their clubs' prefixes (another review is
// NotFound, "review.notFound", like an unknown one). Refusals and every
// change are recorded in the audit trail, a change in its own
// transaction.
type Staff interface {
	// StaffList is a page of reviews: pending first, then newest first.
	// Invalid for a page, a page size or a search out of range and an
	// unknown status.
	StaffList(ctx context.Context, q StaffQuery) (StaffPage, error)
	// StaffReview is one review.
	StaffReview(ctx context.Context, id int64, locale i18n.Locale) (StaffReview, error)
	// Approve makes the review shown; with reply not nil it sets the
	// shop's reply in the same change.
	Approve(ctx context.Context, id int64, reply *string) error
	// Reject hides the review (it stays for the record).
	Reject(ctx context.Context, id int64) error
	// Reply sets the shop's reply (at most MaxReply characters); an empty
	// one removes it.
	Reply(ctx context.Context, id int64, text string) error
	// PendingCount is how many reviews wait for moderation.
	PendingCount(ctx context.Context) (int, error)
}

func notFound() error { return apperr.New(apperr.NotFound, "review.notFound") }

// require returns the principal of ctx when it may manage the catalogue,
// recording a refusal of a signed-in member of staff.
func (s *service) require(ctx context.Context, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, access.CatalogManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *service) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "review", ObjectID: objectID, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("review: %s: audit: %w", op, err)
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

// scope is the condition that keeps a club manager to their clubs'
// products (on p, the product table), with its arguments; none for
// anyone else. A club manager without prefixes sees nothing.
func scope(p access.Principal) (string, []any) {
	if !p.Role.Scoped() {
		return "", nil
	}
	var parts []string
	var args []any
	for _, prefix := range p.ClubSKUPrefixes {
		if prefix == "" {
			continue
		}
		parts = append(parts, `p.sku LIKE ? ESCAPE '\'`)
		args = append(args, db.EscapeLike(prefix)+"%")
	}
	if len(parts) == 0 {
		return " AND 1 = 0", nil
	}
	return " AND (" + strings.Join(parts, " OR ") + ")", args
}

type staffRow struct {
	reviewRow
	SKU  string         `db:"sku"`
	Name sql.NullString `db:"name"`
}

func (r staffRow) staff() StaffReview {
	return StaffReview{Review: r.review(), ProductSKU: r.SKU, ProductName: r.Name.String}
}

const staffFrom = ` FROM product_review r JOIN product p ON p.id = r.product_id
	LEFT JOIN product_text t ON t.product_id = r.product_id AND t.locale = ?`

func (s *service) StaffList(ctx context.Context, q StaffQuery) (StaffPage, error) {
	p, err := s.require(ctx, "review.list", 0)
	if err != nil {
		return StaffPage{}, err
	}
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if utf8.RuneCountInString(search) > MaxStaffSearch {
		f.Add("search", "input.tooLong", "max", MaxStaffSearch)
	}
	if q.Status != "" && !q.Status.Valid() {
		f.Add("status", "review.staff.status")
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
		return StaffPage{}, err
	}
	if q.Locale == "" {
		q.Locale = i18n.German
	}
	where, args := "1 = 1", []any{string(q.Locale)}
	if q.Status != "" {
		where += ` AND r.status = ?`
		args = append(args, string(q.Status))
	}
	if search != "" {
		like := "%" + db.EscapeLike(search) + "%"
		where += ` AND (LOWER(p.sku) LIKE ? ESCAPE '\' OR LOWER(COALESCE(t.name, '')) LIKE ? ESCAPE '\')`
		args = append(args, like, like)
	}
	sc, scArgs := scope(p)
	where += sc
	args = append(args, scArgs...)
	out := StaffPage{Page: q.Page, PageSize: q.PageSize, Items: []StaffReview{}}
	if err := s.DB.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*)`+staffFrom+` WHERE `+where, args...); err != nil {
		return StaffPage{}, apperr.Wrap(err, "review: staff list")
	}
	var rows []staffRow
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+columns+`, p.sku, t.name`+staffFrom+` WHERE `+where+`
		ORDER BY CASE WHEN r.status = 'pending' THEN 0 ELSE 1 END, r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
		append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return StaffPage{}, apperr.Wrap(err, "review: staff list")
	}
	for _, r := range rows {
		out.Items = append(out.Items, r.staff())
	}
	return out, nil
}

// get reads review id within what p may reach, through h (locking it
// inside a transaction when lock).
func (s *service) get(ctx context.Context, h db.Handle, p access.Principal, id int64, locale i18n.Locale, lock bool) (StaffReview, error) {
	sc, scArgs := scope(p)
	args := append([]any{string(locale), id}, scArgs...)
	q := `SELECT ` + columns + `, p.sku, t.name` + staffFrom + ` WHERE r.id = ?` + sc
	var row staffRow
	var err error
	if lock {
		// Locks the review's row only (FOR UPDATE OF r on PostgreSQL is
		// not needed: the joined rows are only read).
		var held int64
		if err = h.GetForUpdate(ctx, &held, `SELECT id FROM product_review WHERE id = ?`, id); err == nil {
			err = h.Get(ctx, &row, q, args...)
		}
	} else {
		err = h.Get(ctx, &row, q, args...)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return StaffReview{}, notFound()
	}
	if err != nil {
		return StaffReview{}, fmt.Errorf("review: get %d: %w", id, err)
	}
	return row.staff(), nil
}

func (s *service) StaffReview(ctx context.Context, id int64, locale i18n.Locale) (StaffReview, error) {
	p, err := s.require(ctx, "review.read", id)
	if err != nil {
		return StaffReview{}, err
	}
	if locale == "" {
		locale = i18n.German
	}
	return s.get(ctx, s.DB.Read(), p, id, locale, false)
}

// actor names the principal in the review's record.
func actor(p access.Principal) string {
	if p.Name != "" {
		return p.Name
	}
	return p.Email
}

// moderate changes review id in one transaction with its audit entry:
// status to the new one unless empty, reply to *reply unless nil.
func (s *service) moderate(ctx context.Context, op string, id int64, status Status, reply *string) error {
	p, err := s.require(ctx, op, id)
	if err != nil {
		return err
	}
	if reply != nil {
		r := clean(*reply)
		if utf8.RuneCountInString(r) > MaxReply {
			return apperr.New(apperr.Invalid, "input.tooLong", "max", MaxReply).OnField("reply")
		}
		reply = &r
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		h := s.DB.Write()
		before, err := s.get(ctx, h, p, id, i18n.German, true)
		if err != nil {
			return err
		}
		now := s.now().UTC()
		var changes []audit.Change
		if status != "" && status != before.Status {
			if _, err := h.Exec(ctx, `UPDATE product_review SET status = ?, moderated_by = ?, moderated_at = ?, updated_at = ? WHERE id = ?`,
				string(status), actor(p), now, now, id); err != nil {
				return fmt.Errorf("review: %s %d: %w", op, id, err)
			}
			changes = append(changes, change("status", string(before.Status), string(status)))
		}
		if reply != nil && *reply != before.Reply {
			var at any
			by := ""
			if *reply != "" {
				at, by = now, actor(p)
			}
			if _, err := h.Exec(ctx, `UPDATE product_review SET reply = ?, replied_by = ?, replied_at = ?, updated_at = ? WHERE id = ?`,
				*reply, by, at, now, id); err != nil {
				return fmt.Errorf("review: %s %d: %w", op, id, err)
			}
			changes = append(changes, change("reply", before.Reply, *reply))
		}
		changes = append(changes, change("product", "", before.ProductSKU))
		return s.record(ctx, op, id, audit.Done, changes...)
	})
}

func (s *service) Approve(ctx context.Context, id int64, reply *string) error {
	return s.moderate(ctx, "review.approve", id, Approved, reply)
}

func (s *service) Reject(ctx context.Context, id int64) error {
	return s.moderate(ctx, "review.reject", id, Rejected, nil)
}

func (s *service) Reply(ctx context.Context, id int64, text string) error {
	return s.moderate(ctx, "review.reply", id, "", &text)
}

func (s *service) PendingCount(ctx context.Context) (int, error) {
	p, err := s.require(ctx, "review.list", 0)
	if err != nil {
		return 0, err
	}
	sc, args := scope(p)
	var n int
	if err := s.DB.Read().Get(ctx, &n, `SELECT COUNT(*) FROM product_review r JOIN product p ON p.id = r.product_id
		WHERE r.status = 'pending'`+sc, args...); err != nil {
		return 0, apperr.Wrap(err, "review: pending count")
	}
	return n, nil
}
