package withdrawal

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// resolvePayload names the declaration a JobResolve job looks at.
type resolvePayload struct {
	ID int64 `json:"id"`
}

// HandleResolveJob looks up the order of a declaration made by anyone but
// the order's signed-in owner, after the declarer had their answer: it
// links the declaration to the order with that number and flags what the
// shop must judge (judged at the time of receipt), mails the order's own
// address a single-use link to confirm (at most ConfirmLinksPerOrder a day
// per order, within the address's budget of mails), and sends the shop
// its copy. A declaration looked up already is left alone, so the job may
// run twice.
func (s *service) HandleResolveJob(ctx context.Context, payload json.RawMessage) error {
	var p resolvePayload
	if err := json.Unmarshal(payload, &p); err != nil || p.ID <= 0 {
		return fmt.Errorf("withdrawal: resolve: bad payload %s", payload)
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var r row
		err := s.DB.Write().GetForUpdate(ctx, &r, `SELECT `+columns+` FROM withdrawal_declaration WHERE id = ?`, p.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("withdrawal: resolve %d: %w", p.ID, err)
		}
		d, err := r.declaration()
		if err != nil || d.Confirmation != Pending {
			return err
		}
		o, err := s.Orders.ForWithdrawal(ctx, orderNumber(d.OrderNumber))
		switch {
		case apperr.KindOf(err) == apperr.NotFound:
			d.Flags, d.Confirmation = append(d.Flags, OrderNotFound), NotMailed
		case err != nil:
			return fmt.Errorf("withdrawal: resolve %s: %w", d.Reference, err)
		default:
			d.OrderID = o.ID
			d.Flags = append(d.Flags, flagsOf(o, d, d.DeclaredAt)...)
			if err := s.sendLink(ctx, &d, o); err != nil {
				return err
			}
		}
		if err := s.update(ctx, d); err != nil {
			return err
		}
		return s.mailShop(ctx, d)
	})
}

// sendLink mails the order's address, in the order's language, a new link
// to confirm d, unless the order had ConfirmLinksPerOrder today or the
// address's budget is spent; d records which.
func (s *service) sendLink(ctx context.Context, d *Declaration, o order.Order) error {
	d.Confirmation = NotMailed
	verdict, err := s.Limiter.Allow(ctx, ConfirmLinksPerOrder, strconv.FormatInt(o.ID, 10))
	if err != nil {
		return fmt.Errorf("withdrawal: count the links of %s: %w", d.Reference, err)
	}
	if !verdict.Allowed {
		return nil
	}
	token, err := secret.NewToken()
	if err != nil {
		return err
	}
	now := s.now().UTC().Truncate(time.Second)
	err = s.mailConfirm(ctx, *d, o, token, now)
	if errors.Is(err, mail.ErrBudgetSpent) {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := s.DB.Write().Exec(ctx, `UPDATE withdrawal_declaration SET confirm_token_hash = ?, confirm_expires_at = ? WHERE id = ?`,
		secret.HashToken(s.key, token), now.Add(ConfirmValidity), d.ID); err != nil {
		return fmt.Errorf("withdrawal: keep the link of %s: %w", d.Reference, err)
	}
	d.Confirmation, d.ConfirmSentAt = Mailed, now
	return nil
}

// invalidLink is the one answer for a token that names nothing, a link
// that expired unused, and malformed input alike.
func invalidLink() error { return apperr.New(apperr.NotFound, "withdrawal.confirm.invalid") }

// byToken reads the declaration a link's token names (locked when lock is
// set, inside the caller's transaction), with when its link expires;
// invalidLink when none does or the link expired unused.
func (s *service) byToken(ctx context.Context, token string, lock bool) (Declaration, error) {
	if !secret.WellFormedToken(token) {
		return Declaration{}, invalidLink()
	}
	var r struct {
		row
		Expires sql.NullTime `db:"confirm_expires_at"`
	}
	query := `SELECT ` + columns + `, confirm_expires_at FROM withdrawal_declaration WHERE confirm_token_hash = ?`
	h := s.DB.Read()
	get := h.Get
	if lock {
		get = s.DB.Write().GetForUpdate
	}
	err := get(ctx, &r, query, secret.HashToken(s.key, token))
	if errors.Is(err, sql.ErrNoRows) {
		return Declaration{}, invalidLink()
	}
	if err != nil {
		return Declaration{}, fmt.Errorf("withdrawal: read a confirmation link: %w", err)
	}
	d, err := r.declaration()
	if err != nil {
		return Declaration{}, err
	}
	switch d.Confirmation {
	case Confirmed:
		return d, nil
	case Mailed:
		if r.Expires.Valid && !s.now().After(r.Expires.Time) {
			return d, nil
		}
	}
	return Declaration{}, invalidLink()
}

func (s *service) limitConfirm(ctx context.Context, client ratelimit.Client) error {
	verdict, err := s.Limiter.Allow(ctx, ConfirmPerClient, ratelimit.IPKey(client.IP))
	if err != nil {
		return fmt.Errorf("withdrawal: %w", err)
	}
	return verdict.Err("withdrawal.rateLimited")
}

func (s *service) Pending(ctx context.Context, token string, client ratelimit.Client) (PendingDeclaration, error) {
	if err := s.limitConfirm(ctx, client); err != nil {
		return PendingDeclaration{}, err
	}
	d, err := s.byToken(ctx, token, false)
	if err != nil {
		return PendingDeclaration{}, err
	}
	return pendingOf(d), nil
}

func (s *service) Confirm(ctx context.Context, token string, client ratelimit.Client) (PendingDeclaration, error) {
	if err := s.limitConfirm(ctx, client); err != nil {
		return PendingDeclaration{}, err
	}
	var d Declaration
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if d, err = s.byToken(ctx, token, true); err != nil || d.Confirmation == Confirmed {
			return err
		}
		if d.OrderID == 0 {
			// The order was deleted since the link went out.
			return invalidLink()
		}
		d.Confirmation, d.ConfirmedAt = Confirmed, s.now().UTC().Truncate(time.Second)
		if err := s.Orders.Note(ctx, d.OrderID, "order.history.withdrawal.confirmed", map[string]string{"reference": d.Reference}); err != nil {
			return err
		}
		if err := s.startReturn(ctx, &d); err != nil {
			return err
		}
		if err := s.update(ctx, d); err != nil {
			return err
		}
		return s.mailShop(ctx, d)
	})
	if err != nil {
		return PendingDeclaration{}, err
	}
	return pendingOf(d), nil
}

// pendingOf is d as the confirmation page shows it.
func pendingOf(d Declaration) PendingDeclaration {
	text, _ := mail.Quote(d.ItemsText, MaxQuote)
	return PendingDeclaration{Reference: d.Reference, OrderNumber: orderNumber(d.OrderNumber), DeclaredAt: d.DeclaredAt,
		WholeOrder: d.WholeOrder, ItemsText: text, Confirmed: d.Confirmation == Confirmed, ReturnReference: d.ReturnReference}
}
