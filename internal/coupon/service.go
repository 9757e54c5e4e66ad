package coupon

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

type service struct {
	db  *db.DB
	now func() time.Time
}

// NewService returns the coupons kept in d; now is the clock of Save's
// timestamps (time.Now when nil).
func NewService(d *db.DB, now func() time.Time) Service {
	if now == nil {
		now = time.Now
	}
	return &service{db: d, now: now}
}

// row is a coupon row with its label in a locale and in German.
type row struct {
	ID               int64        `db:"id"`
	Code             string       `db:"code"`
	Type             string       `db:"type"`
	Amount           int64        `db:"amount"`
	MinSubtotal      int64        `db:"min_subtotal"`
	ValidFrom        sql.NullTime `db:"valid_from"`
	ValidTo          sql.NullTime `db:"valid_to"`
	UsageLimit       int          `db:"usage_limit"`
	PerCustomerLimit int          `db:"per_customer_limit"`
	TimesUsed        int          `db:"times_used"`
	SKUPrefix        string       `db:"sku_prefix"`
	Combinable       bool         `db:"combinable"`
	Active           bool         `db:"is_active"`
	Categories       int          `db:"categories"`
	Label            string       `db:"label"`
	LabelDE          string       `db:"label_de"`
}

const selectCoupons = `
	SELECT c.id, c.code, c.type, c.amount, c.min_subtotal, c.valid_from, c.valid_to, c.usage_limit,
		c.per_customer_limit, c.times_used, c.sku_prefix, c.combinable, c.is_active,
		(SELECT COUNT(*) FROM coupon_category cc WHERE cc.coupon_id = c.id) AS categories,
		COALESCE(l.label, '') AS label, COALESCE(d.label, '') AS label_de
	FROM coupon c
	LEFT JOIN coupon_label l ON l.coupon_id = c.id AND l.locale = ?
	LEFT JOIN coupon_label d ON d.coupon_id = c.id AND d.locale = 'de'`

func (r row) coupon() Coupon {
	c := Coupon{ID: r.ID, Code: r.Code, Type: Type(r.Type), Amount: catalog.Money(r.Amount), MinSubtotal: catalog.Money(r.MinSubtotal),
		UsageLimit: r.UsageLimit, PerCustomerLimit: r.PerCustomerLimit, TimesUsed: r.TimesUsed, SKUPrefix: r.SKUPrefix,
		Combinable: r.Combinable, Active: r.Active, Label: r.Label}
	if c.Label == "" {
		c.Label = r.LabelDE
	}
	if c.Label == "" {
		c.Label = r.Code
	}
	if r.ValidFrom.Valid {
		t := r.ValidFrom.Time.UTC()
		c.ValidFrom = &t
	}
	if r.ValidTo.Valid {
		t := r.ValidTo.Time.UTC()
		c.ValidTo = &t
	}
	return c
}

// load reads the coupons of codes (normalized already) with their
// categories, by code.
func (s *service) load(ctx context.Context, locale i18n.Locale, codes []string) (map[string]Coupon, error) {
	out := map[string]Coupon{}
	if len(codes) == 0 {
		return out, nil
	}
	var rows []row
	if err := s.db.Read().Select(ctx, &rows, selectCoupons+` WHERE c.code IN (`+db.InList(len(codes))+`)`,
		append([]any{locale}, db.Args(codes)...)...); err != nil {
		return nil, fmt.Errorf("coupon: load: %w", err)
	}
	var withCategories []int64
	byID := map[int64]string{}
	for _, r := range rows {
		out[r.Code] = r.coupon()
		byID[r.ID] = r.Code
		if r.Categories > 0 {
			withCategories = append(withCategories, r.ID)
		}
	}
	if len(withCategories) > 0 {
		var links []struct {
			CouponID   int64 `db:"coupon_id"`
			CategoryID int64 `db:"category_id"`
		}
		if err := s.db.Read().Select(ctx, &links, `SELECT coupon_id, category_id FROM coupon_category
			WHERE coupon_id IN (`+db.InList(len(withCategories))+`) ORDER BY coupon_id, category_id`, db.Args(withCategories)...); err != nil {
			return nil, fmt.Errorf("coupon: load categories: %w", err)
		}
		for _, l := range links {
			c := out[byID[l.CouponID]]
			c.CategoryIDs = append(c.CategoryIDs, l.CategoryID)
			out[byID[l.CouponID]] = c
		}
	}
	return out, nil
}

func (s *service) Evaluate(ctx context.Context, locale i18n.Locale, codes []string, c Context) (Result, error) {
	var wanted []string
	for _, raw := range codes {
		if code, ok := Normalize(raw); ok {
			wanted = append(wanted, code)
		}
	}
	found, err := s.load(ctx, locale, wanted)
	if err != nil {
		return Result{}, err
	}
	uses := map[int64]int{}
	var limited []int64
	for _, cp := range found {
		if cp.PerCustomerLimit > 0 {
			limited = append(limited, cp.ID)
		}
	}
	if c.knowsCustomer() && len(limited) > 0 {
		var counts []struct {
			CouponID  int64 `db:"coupon_id"`
			TimesUsed int   `db:"times_used"`
		}
		if err := s.db.Read().Select(ctx, &counts, `SELECT coupon_id, COUNT(*) AS times_used FROM coupon_use
			WHERE coupon_id IN (`+db.InList(len(limited))+`) AND (email_key = ? OR customer_id = ?) GROUP BY coupon_id`,
			append(db.Args(limited), emailKey(c.Email), c.CustomerID)...); err != nil {
			return Result{}, fmt.Errorf("coupon: customer uses: %w", err)
		}
		for _, u := range counts {
			uses[u.CouponID] = u.TimesUsed
		}
	}
	return Apply(codes, found, uses, c), nil
}

func (s *service) Get(ctx context.Context, locale i18n.Locale, code string) (Coupon, error) {
	norm, ok := Normalize(code)
	if !ok {
		return Coupon{}, apperr.New(apperr.NotFound, "coupon.notFound")
	}
	found, err := s.load(ctx, locale, []string{norm})
	if err != nil {
		return Coupon{}, err
	}
	c, ok := found[norm]
	if !ok {
		return Coupon{}, apperr.New(apperr.NotFound, "coupon.notFound")
	}
	return c, nil
}

func (s *service) RecordUse(ctx context.Context, u Use) error {
	if len(u.Codes) == 0 {
		return nil
	}
	if u.OrderID == 0 {
		return errors.New("coupon: record use: no order")
	}
	key := emailKey(u.Email)
	now := s.now().UTC()
	return s.db.InTx(ctx, func(tx db.Handle) error {
		seen := map[string]bool{}
		for _, raw := range u.Codes {
			code, ok := Normalize(raw)
			if !ok {
				return apperr.New(apperr.Conflict, "coupon.usedUp", "code", raw)
			}
			if seen[code] {
				continue
			}
			seen[code] = true
			var c struct {
				ID               int64 `db:"id"`
				UsageLimit       int   `db:"usage_limit"`
				PerCustomerLimit int   `db:"per_customer_limit"`
				TimesUsed        int   `db:"times_used"`
			}
			// The row lock makes concurrent orders count one after another:
			// the second counts the first's use once the first committed.
			err := tx.GetForUpdate(ctx, &c, `SELECT id, usage_limit, per_customer_limit, times_used FROM coupon WHERE code = ?`, code)
			if errors.Is(err, sql.ErrNoRows) {
				return apperr.New(apperr.Conflict, "coupon.usedUp", "code", code)
			}
			if err != nil {
				return fmt.Errorf("coupon: lock %s: %w", code, err)
			}
			if c.UsageLimit > 0 && c.TimesUsed >= c.UsageLimit {
				return apperr.New(apperr.Conflict, "coupon.usedUp", "code", code)
			}
			if c.PerCustomerLimit > 0 {
				var used int
				if err := tx.Get(ctx, &used, `SELECT COUNT(*) FROM coupon_use WHERE coupon_id = ? AND (email_key = ? OR customer_id = ?)`,
					c.ID, key, u.CustomerID); err != nil {
					return fmt.Errorf("coupon: uses of %d: %w", c.ID, err)
				}
				if used >= c.PerCustomerLimit {
					return apperr.New(apperr.Conflict, "coupon.usedUp", "code", code)
				}
			}
			var customer any
			if u.CustomerID != 0 {
				customer = u.CustomerID
			}
			if _, err := tx.Exec(ctx, `INSERT INTO coupon_use (coupon_id, order_id, customer_id, email_key, created_at) VALUES (?, ?, ?, ?, ?)`,
				c.ID, u.OrderID, customer, key, now); err != nil {
				return fmt.Errorf("coupon: use of %d by order %d: %w", c.ID, u.OrderID, err)
			}
			if _, err := tx.Exec(ctx, `UPDATE coupon SET times_used = times_used + 1 WHERE id = ?`, c.ID); err != nil {
				return fmt.Errorf("coupon: count use of %d: %w", c.ID, err)
			}
		}
		return nil
	})
}

func (s *service) ReleaseUse(ctx context.Context, orderID int64) error {
	return s.db.InTx(ctx, func(tx db.Handle) error {
		// The uses go with their rows: a second release finds none.
		var released []int64
		if err := tx.Select(ctx, &released, `DELETE FROM coupon_use WHERE order_id = ? RETURNING coupon_id`, orderID); err != nil {
			return fmt.Errorf("coupon: release uses of order %d: %w", orderID, err)
		}
		for _, id := range released {
			if _, err := tx.Exec(ctx, `UPDATE coupon SET times_used = times_used - 1 WHERE id = ? AND times_used > 0`, id); err != nil {
				return fmt.Errorf("coupon: release use of %d: %w", id, err)
			}
		}
		return nil
	})
}

// emailKey is the mailbox uses are counted by; "" (which no use has) for
// no address.
func emailKey(email string) string {
	if strings.TrimSpace(email) == "" {
		return ""
	}
	return mail.MailboxKey(email)
}

func (s *service) Save(ctx context.Context, in Input) (int64, error) {
	code, err := validate(&in)
	if err != nil {
		return 0, err
	}
	now := s.now().UTC()
	var id int64
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		for i, cat := range in.CategoryIDs {
			var n int
			if err := tx.Get(ctx, &n, `SELECT COUNT(*) FROM category WHERE id = ? AND parent_id IS NOT NULL`, cat); err != nil {
				return fmt.Errorf("coupon: check category %d: %w", cat, err)
			}
			if n == 0 {
				return apperr.New(apperr.Invalid, "coupon.input.category").OnField(fmt.Sprintf("categoryIds[%d]", i))
			}
		}
		if err := tx.Get(ctx, &id, `
			INSERT INTO coupon (code, type, amount, min_subtotal, valid_from, valid_to, usage_limit, per_customer_limit,
				sku_prefix, combinable, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET type = excluded.type, amount = excluded.amount, min_subtotal = excluded.min_subtotal,
				valid_from = excluded.valid_from, valid_to = excluded.valid_to, usage_limit = excluded.usage_limit,
				per_customer_limit = excluded.per_customer_limit, sku_prefix = excluded.sku_prefix,
				combinable = excluded.combinable, is_active = excluded.is_active, updated_at = excluded.updated_at
			RETURNING id`,
			code, string(in.Type), int64(in.Amount), int64(in.MinSubtotal), utcPtr(in.ValidFrom), utcPtr(in.ValidTo),
			in.UsageLimit, in.PerCustomerLimit, in.SKUPrefix, in.Combinable, in.Active, now, now); err != nil {
			return fmt.Errorf("coupon: save %s: %w", code, err)
		}
		for _, stmt := range []string{`DELETE FROM coupon_label WHERE coupon_id = ?`, `DELETE FROM coupon_category WHERE coupon_id = ?`} {
			if _, err := tx.Exec(ctx, stmt, id); err != nil {
				return fmt.Errorf("coupon: clear %s: %w", code, err)
			}
		}
		for _, l := range i18n.Locales {
			if label := strings.TrimSpace(in.Label[l]); label != "" {
				if _, err := tx.Exec(ctx, `INSERT INTO coupon_label (coupon_id, locale, label) VALUES (?, ?, ?)`, id, l, label); err != nil {
					return fmt.Errorf("coupon: label %s: %w", code, err)
				}
			}
		}
		for _, cat := range in.CategoryIDs {
			if _, err := tx.Exec(ctx, `INSERT INTO coupon_category (coupon_id, category_id) VALUES (?, ?)`, id, cat); err != nil {
				return fmt.Errorf("coupon: category of %s: %w", code, err)
			}
		}
		return nil
	})
	return id, err
}

func utcPtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}
