package order

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// StaffNote is an internal note staff wrote on an order: for staff only,
// never shown to the customer nor in a mail or document.
type StaffNote struct {
	ID int64 `db:"id"`
	// StaffID and Author are who wrote it, the name as it was then.
	StaffID   int64     `db:"staff_id"`
	Author    string    `db:"author"`
	Body      string    `db:"body"`
	CreatedAt time.Time `db:"created_at"`
}

// MaxStaffNote bounds a note, in characters.
const MaxStaffNote = 2000

// AddStaffNote writes an internal note on the order with number by the
// member of staff staffID named author: the text trimmed, free of
// Unicode format characters, of several lines if need be. NotFound for an
// unknown order; Invalid on field "note" for a note that is empty or
// longer than MaxStaffNote.
func (s *service) AddStaffNote(ctx context.Context, number string, staffID int64, author, body string) (StaffNote, error) {
	body = strings.TrimSpace(i18n.StripFormat(strings.ReplaceAll(body, "\r\n", "\n")))
	switch {
	case body == "":
		return StaffNote{}, apperr.New(apperr.Invalid, "order.note.empty").OnField("note")
	case utf8.RuneCountInString(body) > MaxStaffNote, !utf8.ValidString(body):
		return StaffNote{}, apperr.New(apperr.Invalid, "order.note.tooLong", "max", MaxStaffNote).OnField("note")
	}
	var orderID int64
	if len(number) != NumberLength {
		return StaffNote{}, notFound()
	}
	err := s.db.Read().Get(ctx, &orderID, `SELECT id FROM sales_order WHERE increment_id = ?`, number)
	if errors.Is(err, sql.ErrNoRows) {
		return StaffNote{}, notFound()
	}
	if err != nil {
		return StaffNote{}, fmt.Errorf("order: note on %s: %w", number, err)
	}
	n := StaffNote{StaffID: staffID, Author: author, Body: body, CreatedAt: s.now().UTC().Truncate(time.Second)}
	if err := s.db.Write().Get(ctx, &n.ID, `INSERT INTO sales_order_note (order_id, staff_id, author, body, created_at) VALUES (?, ?, ?, ?, ?)
		RETURNING id`, orderID, staffID, author, body, n.CreatedAt); err != nil {
		return StaffNote{}, fmt.Errorf("order: note on %s: %w", number, err)
	}
	return n, nil
}

// StaffNotes are an order's internal notes, newest first.
func (s *service) StaffNotes(ctx context.Context, orderID int64) ([]StaffNote, error) {
	var notes []StaffNote
	if err := s.db.Read().Select(ctx, &notes, `SELECT id, staff_id, author, body, created_at FROM sales_order_note
		WHERE order_id = ? ORDER BY id DESC`, orderID); err != nil {
		return nil, fmt.Errorf("order: notes of %d: %w", orderID, err)
	}
	return notes, nil
}
