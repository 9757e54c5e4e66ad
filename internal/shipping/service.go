package shipping

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

type service struct {
	db  *db.DB
	now func() time.Time

	mu       sync.Mutex
	rates    map[string][]rateRow // by country
	titles   map[string]map[i18n.Locale]string
	loadedAt time.Time
	// rev is the shipping_revision the rates were read at, checkedAt
	// when it was last compared with the database's.
	rev       int64
	checkedAt time.Time
}

// NewService returns the shipping methods kept in d; now is the clock of
// the rates' cache (time.Now when nil).
func NewService(d *db.DB, now func() time.Time) Service {
	if now == nil {
		now = time.Now
	}
	return &service{db: d, now: now}
}

// rateRow is a rate with its method.
type rateRow struct {
	MethodID       int64  `db:"method_id"`
	CarrierCode    string `db:"carrier_code"`
	CarrierTitle   string `db:"carrier_title"`
	MethodCode     string `db:"method_code"`
	SortOrder      int    `db:"sort_order"`
	Country        string `db:"country_code"`
	Price          int64  `db:"price"`
	FreeFrom       int64  `db:"free_from"`
	BulkySurcharge int64  `db:"bulky_surcharge"`
	ExtraMinDays   int    `db:"extra_min_days"`
	ExtraMaxDays   int    `db:"extra_max_days"`
	Export         bool   `db:"export"`
}

// load returns every active rate by country and the methods' titles.
// They are kept for at most ratesTTL, and compared every revisionCheck
// with shipping_revision, which every write of the rates moves in its
// transaction (from any process): a change made elsewhere is charged here
// within revisionCheck, one made here at once (the write drops the cache
// when it commits).
func (s *service) load(ctx context.Context) (map[string][]rateRow, map[string]map[i18n.Locale]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	if s.rates != nil && now.Sub(s.loadedAt) < ratesTTL {
		if now.Sub(s.checkedAt) < revisionCheck {
			return s.rates, s.titles, nil
		}
		rev, err := s.revision(ctx)
		if err != nil {
			return nil, nil, err
		}
		if rev == s.rev {
			s.checkedAt = now
			return s.rates, s.titles, nil
		}
	}
	rev, err := s.revision(ctx)
	if err != nil {
		return nil, nil, err
	}
	var rows []rateRow
	if err := s.db.Read().Select(ctx, &rows, `
		SELECT m.id AS method_id, m.carrier_code, m.carrier_title, m.method_code, m.sort_order,
			r.country_code, r.price, r.free_from, r.bulky_surcharge, r.extra_min_days, r.extra_max_days, r.export
		FROM shipping_rate r JOIN shipping_method m ON m.id = r.method_id
		WHERE m.is_active AND r.is_active ORDER BY m.sort_order, m.id, r.country_code`); err != nil {
		return nil, nil, fmt.Errorf("shipping: load rates: %w", err)
	}
	var titles []struct {
		MethodID int64  `db:"method_id"`
		Locale   string `db:"locale"`
		Title    string `db:"title"`
	}
	if err := s.db.Read().Select(ctx, &titles, `SELECT method_id, locale, title FROM shipping_method_title`); err != nil {
		return nil, nil, fmt.Errorf("shipping: load titles: %w", err)
	}
	byMethod := map[int64]string{}
	rates := map[string][]rateRow{}
	for _, r := range rows {
		rates[r.Country] = append(rates[r.Country], r)
		byMethod[r.MethodID] = r.CarrierCode + "_" + r.MethodCode
	}
	names := map[string]map[i18n.Locale]string{}
	for _, t := range titles {
		key := byMethod[t.MethodID]
		if names[key] == nil {
			names[key] = map[i18n.Locale]string{}
		}
		names[key][i18n.Locale(t.Locale)] = t.Title
	}
	s.rates, s.titles, s.loadedAt, s.rev, s.checkedAt = rates, names, now, rev, now
	return rates, names, nil
}

// revision reads shipping_revision.
func (s *service) revision(ctx context.Context) (int64, error) {
	var rev int64
	if err := s.db.Read().Get(ctx, &rev, `SELECT n FROM shipping_revision WHERE id = 1`); err != nil {
		return 0, fmt.Errorf("shipping: read the revision: %w", err)
	}
	return rev, nil
}

func (s *service) Quotes(ctx context.Context, locale i18n.Locale, p Parcel) ([]Quote, error) {
	rates, titles, err := s.load(ctx)
	if err != nil {
		return nil, err
	}
	var out []Quote
	for _, r := range rates[strings.ToUpper(p.Country)] {
		q := Quote{CarrierCode: r.CarrierCode, CarrierTitle: r.CarrierTitle, MethodCode: r.MethodCode,
			Base: catalog.Money(r.Price), FreeFrom: catalog.Money(r.FreeFrom), ExtraMinDays: r.ExtraMinDays,
			ExtraMaxDays: r.ExtraMaxDays, Export: r.Export}
		names := titles[r.CarrierCode+"_"+r.MethodCode]
		q.MethodTitle = cmp.Or(names[locale], names[i18n.German], r.MethodCode)
		q.Free = q.FreeFrom > 0 && p.Goods >= q.FreeFrom
		if !q.Free {
			q.Amount = q.Base
		}
		if p.Bulky {
			q.BulkySurcharge = catalog.Money(r.BulkySurcharge)
			q.Amount += q.BulkySurcharge
		}
		out = append(out, q)
	}
	slices.SortStableFunc(out, func(a, b Quote) int { return cmp.Compare(a.Amount, b.Amount) })
	return out, nil
}

func (s *service) Export(ctx context.Context, country string) (bool, error) {
	rates, _, err := s.load(ctx)
	if err != nil {
		return false, err
	}
	for _, r := range rates[strings.ToUpper(country)] {
		if r.Export {
			return true, nil
		}
	}
	return false, nil
}

func (s *service) Countries(ctx context.Context) ([]string, error) {
	rates, _, err := s.load(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(rates))
	for c := range rates {
		out = append(out, c)
	}
	slices.Sort(out)
	return out, nil
}

func (s *service) SaveMethod(ctx context.Context, in MethodInput) error {
	if err := validateMethod(&in); err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx db.Handle) error {
		var id int64
		if err := tx.Get(ctx, &id, `
			INSERT INTO shipping_method (carrier_code, carrier_title, method_code, sort_order, is_active) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (carrier_code, method_code) DO UPDATE SET carrier_title = excluded.carrier_title,
				sort_order = excluded.sort_order, is_active = excluded.is_active
			RETURNING id`, in.CarrierCode, in.CarrierTitle, in.MethodCode, in.SortOrder, in.Active); err != nil {
			return fmt.Errorf("shipping: save method %s_%s: %w", in.CarrierCode, in.MethodCode, err)
		}
		for _, stmt := range []string{`DELETE FROM shipping_method_title WHERE method_id = ?`, `DELETE FROM shipping_rate WHERE method_id = ?`} {
			if _, err := tx.Exec(ctx, stmt, id); err != nil {
				return fmt.Errorf("shipping: clear method %d: %w", id, err)
			}
		}
		for _, l := range i18n.Locales {
			if t := strings.TrimSpace(in.Title[l]); t != "" {
				if _, err := tx.Exec(ctx, `INSERT INTO shipping_method_title (method_id, locale, title) VALUES (?, ?, ?)`, id, l, t); err != nil {
					return fmt.Errorf("shipping: title of method %d: %w", id, err)
				}
			}
		}
		for _, r := range in.Rates {
			if _, err := tx.Exec(ctx, `INSERT INTO shipping_rate (method_id, country_code, price, free_from, bulky_surcharge,
				extra_min_days, extra_max_days, export) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				id, r.Country, int64(r.Price), int64(r.FreeFrom), int64(r.BulkySurcharge), r.ExtraMinDays, r.ExtraMaxDays, r.Export); err != nil {
				return fmt.Errorf("shipping: rate of method %d to %s: %w", id, r.Country, err)
			}
		}
		return s.moveRevision(ctx, tx)
	})
}

// validateMethod checks a method's input and normalises its codes.
func validateMethod(in *MethodInput) error {
	invalid := func(field string) error {
		return apperr.New(apperr.Invalid, "shipping.input.invalid", "field", field).OnField(field)
	}
	in.CarrierCode, in.MethodCode = strings.ToLower(strings.TrimSpace(in.CarrierCode)), strings.ToLower(strings.TrimSpace(in.MethodCode))
	if !codeLike(in.CarrierCode) {
		return invalid("carrierCode")
	}
	if !codeLike(in.MethodCode) {
		return invalid("methodCode")
	}
	in.CarrierTitle = strings.TrimSpace(in.CarrierTitle)
	if in.CarrierTitle == "" || len(in.CarrierTitle) > 100 || !apperr.Printable(in.CarrierTitle, false) {
		return invalid("carrierTitle")
	}
	if strings.TrimSpace(in.Title[i18n.German]) == "" {
		return invalid("title.de")
	}
	for l, t := range in.Title {
		if _, ok := i18n.Parse(string(l)); !ok || len(t) > 100 || !apperr.Printable(t, false) {
			return invalid("title")
		}
	}
	seen := map[string]bool{}
	for i, r := range in.Rates {
		field := func(name string) error { return invalid(fmt.Sprintf("rates[%d].%s", i, name)) }
		r.Country = strings.ToUpper(strings.TrimSpace(r.Country))
		if len(r.Country) != 2 || r.Country[0] < 'A' || r.Country[0] > 'Z' || r.Country[1] < 'A' || r.Country[1] > 'Z' || seen[r.Country] {
			return field("country")
		}
		seen[r.Country] = true
		for _, m := range []struct {
			name  string
			value catalog.Money
		}{{"price", r.Price}, {"freeFrom", r.FreeFrom}, {"bulkySurcharge", r.BulkySurcharge}} {
			if m.value < 0 || m.value >= catalog.MaxPrice {
				return field(m.name)
			}
		}
		if r.ExtraMinDays < 0 || r.ExtraMaxDays < r.ExtraMinDays || r.ExtraMaxDays > 60 {
			return field("extraMaxDays")
		}
		in.Rates[i] = r
	}
	return nil
}

// codeLike reports whether s is 1–32 lower-case letters, digits or '_'.
func codeLike(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_' {
			return false
		}
	}
	return true
}
