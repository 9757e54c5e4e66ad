package returns

import (
	"context"
	"fmt"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

type service struct {
	db *db.DB
}

// NewService returns the returns service on d.
func NewService(d *db.DB) Service {
	return &service{db: d}
}

type reasonRow struct {
	Code  string `db:"code"`
	Label string `db:"label"`
}

func (s *service) Reasons(ctx context.Context, locale i18n.Locale) ([]Reason, error) {
	if _, ok := i18n.Parse(string(locale)); !ok {
		return nil, apperr.New(apperr.Invalid, "returns.locale.unknown")
	}
	var rows []reasonRow
	// The code is the last resort so that a reason never shows up blank.
	err := s.db.Read().Select(ctx, &rows, `
		SELECT r.code, COALESCE(l.label, de.label, r.code) AS label
		FROM return_reason r
		LEFT JOIN return_reason_label l ON l.reason_id = r.id AND l.locale = ?
		LEFT JOIN return_reason_label de ON de.reason_id = r.id AND de.locale = 'de'
		ORDER BY r.position, r.id`, string(locale))
	if err != nil {
		return nil, fmt.Errorf("returns: list reasons: %w", err)
	}
	out := make([]Reason, 0, len(rows))
	for _, r := range rows {
		out = append(out, Reason(r))
	}
	return out, nil
}
