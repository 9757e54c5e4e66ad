package settings

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"paddock/internal/platform/db"
)

// The groups, by their row in shop_setting.
const (
	groupLegal        = "legal"
	groupBankTransfer = "bank_transfer"
	groupOrderLimits  = "order_limits"
	groupTax          = "tax"
	groupCatalog      = "catalog"
)

// DefaultMaxAge is how long a group read outside a transaction is answered
// from memory before it is read again.
const DefaultMaxAge = time.Second

// Options adjust the service.
type Options struct {
	// MaxAge bounds how long another instance's write may go unseen by
	// reads outside a transaction; DefaultMaxAge when 0.
	MaxAge time.Duration
	// Now is the clock of the memory's ages and of updated_at; time.Now
	// when nil.
	Now func() time.Time
}

type service struct {
	db     *db.DB
	now    func() time.Time
	maxAge time.Duration

	mu sync.Mutex
	// kept are the groups read outside transactions, by name; gen moves
	// with every write of this process, so a read that began before a
	// write keeps nothing after it.
	kept map[string]kept
	gen  uint64
}

type kept struct {
	revision int64
	value    any
	read     time.Time
}

// NewService returns the settings kept in d.
func NewService(d *db.DB, opts Options) Service {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.MaxAge <= 0 {
		opts.MaxAge = DefaultMaxAge
	}
	return &service{db: d, now: opts.Now, maxAge: opts.MaxAge, kept: map[string]kept{}}
}

func (s *service) Legal(ctx context.Context) (Legal, error) {
	l, _, err := load(ctx, s, groupLegal, Legal{}, false)
	return l.clone(), err
}

func (s *service) FreshLegal(ctx context.Context) (Legal, error) {
	l, _, err := load(ctx, s, groupLegal, Legal{}, true)
	return l.clone(), err
}

func (s *service) SetLegal(ctx context.Context, l Legal) error {
	checked, err := checkLegal(l)
	if err != nil {
		return err
	}
	return s.store(ctx, groupLegal, checked)
}

func (s *service) BankTransfer(ctx context.Context) (BankTransfer, error) {
	b, _, err := load(ctx, s, groupBankTransfer, DefaultBankTransfer, false)
	if err != nil {
		return DefaultBankTransfer, err
	}
	return b, nil
}

func (s *service) SetBankTransfer(ctx context.Context, b BankTransfer) error {
	if err := checkBankTransfer(b); err != nil {
		return err
	}
	return s.store(ctx, groupBankTransfer, b)
}

func (s *service) OrderLimits(ctx context.Context) (OrderLimits, error) {
	l, _, err := load(ctx, s, groupOrderLimits, DefaultOrderLimits, false)
	if err != nil {
		return DefaultOrderLimits, err
	}
	return l, nil
}

func (s *service) SetOrderLimits(ctx context.Context, l OrderLimits) error {
	if err := checkOrderLimits(l); err != nil {
		return err
	}
	return s.store(ctx, groupOrderLimits, l)
}

func (s *service) Tax(ctx context.Context) (Tax, error) {
	t, _, err := load(ctx, s, groupTax, DefaultTax, false)
	if err != nil {
		return DefaultTax, err
	}
	return t, nil
}

func (s *service) SetTax(ctx context.Context, t Tax) error {
	if err := checkTax(t); err != nil {
		return err
	}
	return s.store(ctx, groupTax, t)
}

func (s *service) Catalog(ctx context.Context) (Catalog, error) {
	c, _, err := load(ctx, s, groupCatalog, DefaultCatalog, false)
	if err != nil {
		return DefaultCatalog, err
	}
	return c, nil
}

func (s *service) SetCatalog(ctx context.Context, c Catalog) error {
	if err := checkCatalog(c); err != nil {
		return err
	}
	c.ClubPrices = slices.Compact(slices.Sorted(slices.Values(c.ClubPrices)))
	return s.store(ctx, groupCatalog, c)
}

// load answers a group: from memory when read outside a transaction less
// than maxAge ago (unless fresh), else from its row (decoded anew only when
// its revision moved) onto defaults, so that a field the stored value
// lacks (one added since it was set) keeps its default. ok is false when
// the group was never set, and value is defaults.
func load[T any](ctx context.Context, s *service, name string, defaults T, fresh bool) (value T, ok bool, err error) {
	inTx := s.db.InTransactionContext(ctx)
	s.mu.Lock()
	k, have := s.kept[name]
	gen := s.gen
	s.mu.Unlock()
	now := s.now()
	if have && !inTx && !fresh && now.Sub(k.read) < s.maxAge {
		v, _ := k.value.(T)
		return v, k.revision > 0, nil
	}

	var row struct {
		Value    string `db:"value"`
		Revision int64  `db:"revision"`
	}
	err = s.db.Read().Get(ctx, &row, `SELECT value, revision FROM shop_setting WHERE name = ?`, name)
	value = defaults
	switch {
	case errors.Is(err, sql.ErrNoRows):
		row.Revision = 0
	case err != nil:
		return value, false, fmt.Errorf("settings: read %s: %w", name, err)
	case have && k.revision == row.Revision:
		value, _ = k.value.(T)
	default:
		if err := json.Unmarshal([]byte(row.Value), &value); err != nil {
			return value, false, fmt.Errorf("settings: decode %s: %w", name, err)
		}
	}
	if !inTx {
		// What a transaction reads may be its own uncommitted write: it is
		// never kept.
		s.mu.Lock()
		if s.gen == gen {
			s.kept[name] = kept{revision: row.Revision, value: value, read: now}
		}
		s.mu.Unlock()
	}
	return value, row.Revision > 0, nil
}

// store writes a group (joining the caller's transaction) and forgets
// what this process kept of it.
func (s *service) store(ctx context.Context, name string, value any) error {
	raw, err := json.Marshal(value)
	if err != nil {
		return fmt.Errorf("settings: encode %s: %w", name, err)
	}
	now := s.now().UTC()
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		_, err := tx.Exec(ctx, `INSERT INTO shop_setting (name, value, revision, updated_at) VALUES (?, ?, 1, ?)
			ON CONFLICT (name) DO UPDATE SET value = excluded.value, revision = shop_setting.revision + 1, updated_at = excluded.updated_at`,
			name, string(raw), now)
		return err
	})
	s.mu.Lock()
	s.gen++
	delete(s.kept, name)
	s.mu.Unlock()
	if err != nil {
		return fmt.Errorf("settings: store %s: %w", name, err)
	}
	return nil
}
