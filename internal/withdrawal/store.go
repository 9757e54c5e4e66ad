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
	"paddock/internal/platform/db"
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
			whole_order, items, items_text, locale, declared_at, flags, confirmation, confirmed_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		d.Reference, nullID(d.OrderID), nullID(d.CustomerID), d.Name, d.Email, d.OrderNumber, d.WholeOrder, string(items), d.ItemsText,
		string(d.Locale), d.DeclaredAt, joinFlags(d.Flags), string(d.Confirmation), nullTime(d.ConfirmedAt), d.CreatedAt)
	if err != nil {
		return 0, fmt.Errorf("withdrawal: store %s: %w", d.Reference, err)
	}
	return id, nil
}

// update keeps what happened to a declaration after it was stored: the
// order found, its flags, the return it started and where its
// confirmation stands.
func (s *service) update(ctx context.Context, d Declaration) error {
	if _, err := s.DB.Write().Exec(ctx, `UPDATE withdrawal_declaration SET order_id = ?, flags = ?, return_id = ?, return_reference = ?,
			confirmation = ?, confirm_sent_at = ?, confirmed_at = ? WHERE id = ?`,
		nullID(d.OrderID), joinFlags(d.Flags), nullID(d.ReturnID), d.ReturnReference, string(d.Confirmation),
		nullTime(d.ConfirmSentAt), nullTime(d.ConfirmedAt), d.ID); err != nil {
		return fmt.Errorf("withdrawal: update %s: %w", d.Reference, err)
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
	Confirmation    string        `db:"confirmation"`
	ConfirmSentAt   sql.NullTime  `db:"confirm_sent_at"`
	ConfirmedAt     sql.NullTime  `db:"confirmed_at"`
	CreatedAt       time.Time     `db:"created_at"`
}

const columns = `id, reference, order_id, customer_id, name, email, order_number, whole_order, items, items_text, locale,
	declared_at, flags, return_id, return_reference, confirmation, confirm_sent_at, confirmed_at, created_at`

func (r row) declaration() (Declaration, error) {
	d := Declaration{
		ID: r.ID, Reference: r.Reference, OrderID: r.OrderID.Int64, CustomerID: r.CustomerID.Int64, Name: r.Name, Email: r.Email,
		OrderNumber: r.OrderNumber, WholeOrder: r.WholeOrder, ItemsText: r.ItemsText, Locale: i18n.Locale(r.Locale),
		DeclaredAt: r.DeclaredAt.UTC(), ReturnID: r.ReturnID.Int64, ReturnReference: r.ReturnReference, CreatedAt: r.CreatedAt.UTC(),
		Confirmation: Confirmation(r.Confirmation),
	}
	if r.ConfirmSentAt.Valid {
		d.ConfirmSentAt = r.ConfirmSentAt.Time.UTC()
	}
	if r.ConfirmedAt.Valid {
		d.ConfirmedAt = r.ConfirmedAt.Time.UTC()
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

// unconfirmed is the condition of Confirmation.Unconfirmed in SQL.
const unconfirmed = `confirmation IN ('pending', 'mailed', 'not_mailed')`

func (s *service) List(ctx context.Context, filter ListFilter) ([]Declaration, error) {
	if filter.Limit < 1 || filter.Limit > 1000 {
		return nil, apperr.New(apperr.Invalid, "withdrawal.list.limit", "max", 1000)
	}
	where := ""
	switch {
	case filter.Unconfirmed:
		where = "WHERE " + unconfirmed
	case filter.Flagged:
		where = "WHERE flags <> '' OR " + unconfirmed
	}
	var rows []row
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+columns+` FROM withdrawal_declaration `+where+`
		ORDER BY declared_at DESC, id DESC LIMIT ?`, filter.Limit); err != nil {
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

func (s *service) ForCustomer(ctx context.Context, customerID int64, orderIDs []int64) ([]Declaration, error) {
	where, args := "customer_id = ?", []any{customerID}
	if len(orderIDs) > 0 {
		where += " OR order_id IN (" + db.InList(len(orderIDs)) + ")"
		args = append(args, db.Args(orderIDs)...)
	}
	var rows []row
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+columns+` FROM withdrawal_declaration WHERE `+where+`
		ORDER BY declared_at, id`, args...); err != nil {
		return nil, fmt.Errorf("withdrawal: for customer %d: %w", customerID, err)
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

func nullTime(t time.Time) sql.NullTime { return sql.NullTime{Time: t.UTC(), Valid: !t.IsZero()} }

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
