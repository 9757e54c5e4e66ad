package withdrawal

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// berlin is where references count their years and receipts tell the time.
var berlin = i18n.Berlin

// nextReference takes the next reference of the Berlin year of at. The
// sequence's row is held until the declaring transaction ends, so
// references have no gaps and follow the commits.
func (s *service) nextReference(ctx context.Context, at time.Time) (string, error) {
	year := at.In(berlin).Year()
	var n int64
	if err := s.DB.Write().Get(ctx, &n, `INSERT INTO withdrawal_sequence (year, n) VALUES (?, 1)
		ON CONFLICT (year) DO UPDATE SET n = withdrawal_sequence.n + 1 RETURNING n`, year); err != nil {
		return "", fmt.Errorf("withdrawal: next reference of %d: %w", year, err)
	}
	return fmt.Sprintf("W-%d-%06d", year, n), nil
}

func (s *service) insert(ctx context.Context, d Declaration) (int64, error) {
	items, err := json.Marshal(itemsOrEmpty(d.Items))
	if err != nil {
		return 0, fmt.Errorf("withdrawal: items of %s: %w", d.Reference, err)
	}
	var id int64
	err = s.DB.Write().Get(ctx, &id, `INSERT INTO withdrawal_declaration (reference, order_id, customer_id, name, email, order_number,
			whole_order, items, items_text, locale, declared_at, flags, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		d.Reference, nullID(d.OrderID), nullID(d.CustomerID), d.Name, d.Email, d.OrderNumber, d.WholeOrder, string(items), d.ItemsText,
		string(d.Locale), d.DeclaredAt, joinFlags(d.Flags), d.CreatedAt)
	if err != nil {
		return 0, fmt.Errorf("withdrawal: store %s: %w", d.Reference, err)
	}
	return id, nil
}

// recordReturn keeps the return a declaration started and its flags.
func (s *service) recordReturn(ctx context.Context, d Declaration) error {
	if _, err := s.DB.Write().Exec(ctx, `UPDATE withdrawal_declaration SET return_id = ?, return_reference = ?, flags = ? WHERE id = ?`,
		nullID(d.ReturnID), d.ReturnReference, joinFlags(d.Flags), d.ID); err != nil {
		return fmt.Errorf("withdrawal: record the return of %s: %w", d.Reference, err)
	}
	return nil
}

type row struct {
	ID              int64         `db:"id"`
	Reference       string        `db:"reference"`
	OrderID         sql.NullInt64 `db:"order_id"`
	CustomerID      sql.NullInt64 `db:"customer_id"`
	Name            string        `db:"name"`
	Email           string        `db:"email"`
	OrderNumber     string        `db:"order_number"`
	WholeOrder      bool          `db:"whole_order"`
	Items           string        `db:"items"`
	ItemsText       string        `db:"items_text"`
	Locale          string        `db:"locale"`
	DeclaredAt      time.Time     `db:"declared_at"`
	Flags           string        `db:"flags"`
	ReturnID        sql.NullInt64 `db:"return_id"`
	ReturnReference string        `db:"return_reference"`
	CreatedAt       time.Time     `db:"created_at"`
}

const columns = `id, reference, order_id, customer_id, name, email, order_number, whole_order, items, items_text, locale,
	declared_at, flags, return_id, return_reference, created_at`

func (r row) declaration() (Declaration, error) {
	d := Declaration{
		ID: r.ID, Reference: r.Reference, OrderID: r.OrderID.Int64, CustomerID: r.CustomerID.Int64, Name: r.Name, Email: r.Email,
		OrderNumber: r.OrderNumber, WholeOrder: r.WholeOrder, ItemsText: r.ItemsText, Locale: i18n.Locale(r.Locale),
		DeclaredAt: r.DeclaredAt.UTC(), ReturnID: r.ReturnID.Int64, ReturnReference: r.ReturnReference, CreatedAt: r.CreatedAt.UTC(),
	}
	if err := json.Unmarshal([]byte(r.Items), &d.Items); err != nil {
		return Declaration{}, fmt.Errorf("withdrawal: items of %s: %w", r.Reference, err)
	}
	for f := range strings.SplitSeq(r.Flags, ",") {
		if f != "" {
			d.Flags = append(d.Flags, Flag(f))
		}
	}
	return d, nil
}

func (s *service) List(ctx context.Context, flagged bool, limit int) ([]Declaration, error) {
	if limit < 1 || limit > 1000 {
		return nil, apperr.New(apperr.Invalid, "withdrawal.list.limit", "max", 1000)
	}
	where := ""
	if flagged {
		where = "WHERE flags <> ''"
	}
	var rows []row
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+columns+` FROM withdrawal_declaration `+where+`
		ORDER BY declared_at DESC, id DESC LIMIT ?`, limit); err != nil {
		return nil, fmt.Errorf("withdrawal: list: %w", err)
	}
	out := make([]Declaration, 0, len(rows))
	for _, r := range rows {
		d, err := r.declaration()
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

func (s *service) ByReference(ctx context.Context, reference string) (Declaration, error) {
	var r row
	err := s.DB.Read().Get(ctx, &r, `SELECT `+columns+` FROM withdrawal_declaration WHERE reference = ?`,
		strings.ToUpper(strings.TrimSpace(reference)))
	if errors.Is(err, sql.ErrNoRows) {
		return Declaration{}, apperr.New(apperr.NotFound, "withdrawal.notFound")
	}
	if err != nil {
		return Declaration{}, fmt.Errorf("withdrawal: read %s: %w", reference, err)
	}
	return r.declaration()
}

func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id > 0} }

func itemsOrEmpty(items []Item) []Item {
	if items == nil {
		return []Item{}
	}
	return items
}

func joinFlags(flags []Flag) string {
	s := make([]string, len(flags))
	for i, f := range flags {
		s[i] = string(f)
	}
	return strings.Join(s, ",")
}
