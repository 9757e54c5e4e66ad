package shipping

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Staff is the back office's side of the shipping rates (issue 27, point
// 8). Every method asks access.MarketingManage first and records a
// refusal in the audit trail; every write records who changed what with
// before and after, in the same transaction as the change, and moves
// shipping_revision there, so that every process's cache of the rates
// (load) drops them: this process's at once, the others' at their next
// check of the revision (revisionCheck).
type Staff interface {
	// StaffMethods are the shipping methods with their titles and their
	// rates to every country, switched-off ones included, and the
	// countries the shop's addresses know (what a rate can be added for).
	StaffMethods(ctx context.Context) (StaffShipping, error)
	// StaffSaveRate sets a method's rate to a country, adding the country
	// when the method has no rate there (it must be one the addresses
	// know). Bad input is an Invalid error per field, nothing saved.
	StaffSaveRate(ctx context.Context, methodID int64, in StaffRateInput) (StaffMethod, error)
}

// StaffShipping is what the back office edits.
type StaffShipping struct {
	Methods []StaffMethod
	// Countries are the ISO codes the addresses know, sorted.
	Countries []string
}

// StaffMethod is a method with its rates, by country.
type StaffMethod struct {
	ID           int64
	CarrierCode  string
	CarrierTitle string
	MethodCode   string
	Title        catalog.Localized
	Active       bool
	Rates        []StaffRate
}

// StaffRate is a method's rate to a country.
type StaffRate struct {
	RateInput
	Active bool
}

// StaffRateInput sets a rate (Export is kept from the country's other
// rates or false for a new one: it is the country's, not the rate's).
type StaffRateInput struct {
	Country        string
	Price          catalog.Money
	FreeFrom       catalog.Money
	BulkySurcharge catalog.Money
	ExtraMinDays   int
	ExtraMaxDays   int
	Active         bool
}

// Auditor records the back office's writes (audit.Service).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

type staff struct {
	s     *service
	audit Auditor
}

// NewStaff returns the rates' staff side over the shipping service (the
// same the cart asks, so that its cache drops a change at once).
func NewStaff(svc Service, trail Auditor) (Staff, error) {
	s, ok := svc.(*service)
	if !ok || trail == nil {
		return nil, errors.New("shipping: the staff side needs the shipping service and the audit trail")
	}
	return &staff{s: s, audit: trail}, nil
}

func (st *staff) require(ctx context.Context, op, id string) error {
	_, err := access.Require(ctx, access.MarketingManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := st.record(ctx, op, id, audit.Refused); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	return err
}

func (st *staff) record(ctx context.Context, op, id string, outcome audit.Outcome, changes ...audit.Change) error {
	if err := st.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "shipping_rate", ObjectID: id, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("shipping: %s: audit: %w", op, err)
	}
	return nil
}

type staffRateRow struct {
	MethodID       int64  `db:"method_id"`
	Country        string `db:"country_code"`
	Price          int64  `db:"price"`
	FreeFrom       int64  `db:"free_from"`
	BulkySurcharge int64  `db:"bulky_surcharge"`
	ExtraMinDays   int    `db:"extra_min_days"`
	ExtraMaxDays   int    `db:"extra_max_days"`
	Export         bool   `db:"export"`
	Active         bool   `db:"is_active"`
}

func (r staffRateRow) rate() StaffRate {
	return StaffRate{RateInput: RateInput{Country: r.Country, Price: catalog.Money(r.Price), FreeFrom: catalog.Money(r.FreeFrom),
		BulkySurcharge: catalog.Money(r.BulkySurcharge), ExtraMinDays: r.ExtraMinDays, ExtraMaxDays: r.ExtraMaxDays, Export: r.Export},
		Active: r.Active}
}

func (st *staff) StaffMethods(ctx context.Context) (StaffShipping, error) {
	if err := st.require(ctx, "shipping.list", ""); err != nil {
		return StaffShipping{}, err
	}
	methods, err := st.methods(ctx, 0)
	if err != nil {
		return StaffShipping{}, err
	}
	out := StaffShipping{Methods: methods, Countries: []string{}}
	if err := st.s.db.Read().Select(ctx, &out.Countries, `SELECT code FROM directory_country ORDER BY code`); err != nil {
		return StaffShipping{}, fmt.Errorf("shipping: the directory's countries: %w", err)
	}
	return out, nil
}

// methods reads the methods (one when id is not 0) with their titles and
// rates.
func (st *staff) methods(ctx context.Context, id int64) ([]StaffMethod, error) {
	h := st.s.db.Read()
	var ms []struct {
		ID           int64  `db:"id"`
		CarrierCode  string `db:"carrier_code"`
		CarrierTitle string `db:"carrier_title"`
		MethodCode   string `db:"method_code"`
		Active       bool   `db:"is_active"`
	}
	if err := h.Select(ctx, &ms, `SELECT id, carrier_code, carrier_title, method_code, is_active FROM shipping_method
		WHERE ? = 0 OR id = ? ORDER BY sort_order, id`, id, id); err != nil {
		return nil, fmt.Errorf("shipping: staff methods: %w", err)
	}
	if id != 0 && len(ms) == 0 {
		return nil, apperr.New(apperr.NotFound, "shipping.staff.notFound")
	}
	var titles []struct {
		MethodID int64  `db:"method_id"`
		Locale   string `db:"locale"`
		Title    string `db:"title"`
	}
	if err := h.Select(ctx, &titles, `SELECT method_id, locale, title FROM shipping_method_title WHERE ? = 0 OR method_id = ?`, id, id); err != nil {
		return nil, fmt.Errorf("shipping: staff titles: %w", err)
	}
	var rates []staffRateRow
	if err := h.Select(ctx, &rates, `SELECT method_id, country_code, price, free_from, bulky_surcharge, extra_min_days, extra_max_days,
		export, is_active FROM shipping_rate WHERE ? = 0 OR method_id = ? ORDER BY method_id, country_code`, id, id); err != nil {
		return nil, fmt.Errorf("shipping: staff rates: %w", err)
	}
	out := make([]StaffMethod, len(ms))
	at := map[int64]int{}
	for i, m := range ms {
		out[i] = StaffMethod{ID: m.ID, CarrierCode: m.CarrierCode, CarrierTitle: m.CarrierTitle, MethodCode: m.MethodCode,
			Active: m.Active, Title: catalog.Localized{}, Rates: []StaffRate{}}
		at[m.ID] = i
	}
	for _, t := range titles {
		if i, ok := at[t.MethodID]; ok {
			out[i].Title[i18n.Locale(t.Locale)] = t.Title
		}
	}
	for _, r := range rates {
		if i, ok := at[r.MethodID]; ok {
			out[i].Rates = append(out[i].Rates, r.rate())
		}
	}
	return out, nil
}

// checkRate validates a rate's input, every field's error at once.
func checkRate(in *StaffRateInput) error {
	var f apperr.Fields
	in.Country = strings.ToUpper(strings.TrimSpace(in.Country))
	if len(in.Country) != 2 || in.Country[0] < 'A' || in.Country[0] > 'Z' || in.Country[1] < 'A' || in.Country[1] > 'Z' {
		f.Add("country", "shipping.staff.country")
	}
	for _, m := range []struct {
		name  string
		value catalog.Money
	}{{"price", in.Price}, {"freeFrom", in.FreeFrom}, {"bulkySurcharge", in.BulkySurcharge}} {
		if m.value < 0 || m.value >= catalog.MaxPrice {
			f.Add(m.name, "shipping.staff.amount")
		}
	}
	if in.ExtraMinDays < 0 || in.ExtraMinDays > MaxExtraDays {
		f.Add("extraMinDays", "shipping.staff.days", "max", MaxExtraDays)
	}
	if in.ExtraMaxDays < 0 || in.ExtraMaxDays > MaxExtraDays {
		f.Add("extraMaxDays", "shipping.staff.days", "max", MaxExtraDays)
	} else if in.ExtraMaxDays < in.ExtraMinDays {
		f.Add("extraMaxDays", "shipping.staff.daysOrder")
	}
	return f.Err()
}

// MaxExtraDays bounds a rate's extra working days.
const MaxExtraDays = 60

func (st *staff) StaffSaveRate(ctx context.Context, methodID int64, in StaffRateInput) (StaffMethod, error) {
	op, id := "shipping_rate.update", strconv.FormatInt(methodID, 10)+"/"+strings.ToUpper(strings.TrimSpace(in.Country))
	if err := st.require(ctx, op, id); err != nil {
		return StaffMethod{}, err
	}
	if err := checkRate(&in); err != nil {
		return StaffMethod{}, err
	}
	id = strconv.FormatInt(methodID, 10) + "/" + in.Country
	err := st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := st.s.db.Write()
		var method int
		if err := w.Get(ctx, &method, `SELECT COUNT(*) FROM shipping_method WHERE id = ?`, methodID); err != nil {
			return fmt.Errorf("shipping: method %d: %w", methodID, err)
		}
		if method == 0 {
			return apperr.New(apperr.NotFound, "shipping.staff.notFound")
		}
		var before staffRateRow
		err := w.Get(ctx, &before, `SELECT method_id, country_code, price, free_from, bulky_surcharge, extra_min_days, extra_max_days,
			export, is_active FROM shipping_rate WHERE method_id = ? AND country_code = ?`, methodID, in.Country)
		added := errors.Is(err, sql.ErrNoRows)
		if err != nil && !added {
			return fmt.Errorf("shipping: rate %s: %w", id, err)
		}
		export := before.Export
		if added {
			op = "shipping_rate.create"
			var known int
			if err := w.Get(ctx, &known, `SELECT COUNT(*) FROM directory_country WHERE code = ?`, in.Country); err != nil {
				return fmt.Errorf("shipping: country %s: %w", in.Country, err)
			}
			if known == 0 {
				return apperr.New(apperr.Invalid, "shipping.staff.country").OnField("country")
			}
			// A country outside the EU is an export whichever method goes
			// there: the new rate follows the country's others.
			var others []bool
			if err := w.Select(ctx, &others, `SELECT export FROM shipping_rate WHERE country_code = ? LIMIT 1`, in.Country); err != nil {
				return fmt.Errorf("shipping: country %s: %w", in.Country, err)
			}
			export = len(others) > 0 && others[0]
		}
		if _, err := w.Exec(ctx, `INSERT INTO shipping_rate (method_id, country_code, price, free_from, bulky_surcharge, extra_min_days,
			extra_max_days, export, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (method_id, country_code) DO UPDATE SET price = excluded.price, free_from = excluded.free_from,
				bulky_surcharge = excluded.bulky_surcharge, extra_min_days = excluded.extra_min_days,
				extra_max_days = excluded.extra_max_days, is_active = excluded.is_active`,
			methodID, in.Country, int64(in.Price), int64(in.FreeFrom), int64(in.BulkySurcharge), in.ExtraMinDays, in.ExtraMaxDays,
			export, in.Active); err != nil {
			return fmt.Errorf("shipping: save rate %s: %w", id, err)
		}
		if err := st.s.moveRevision(ctx, w); err != nil {
			return err
		}
		after := staffRateRow{MethodID: methodID, Country: in.Country, Price: int64(in.Price), FreeFrom: int64(in.FreeFrom),
			BulkySurcharge: int64(in.BulkySurcharge), ExtraMinDays: in.ExtraMinDays, ExtraMaxDays: in.ExtraMaxDays, Export: export, Active: in.Active}
		var b map[string]string
		if !added {
			b = before.fields()
		}
		return st.record(ctx, op, id, audit.Done, diff(b, after.fields())...)
	})
	if err != nil {
		return StaffMethod{}, err
	}
	ms, err := st.methods(ctx, methodID)
	if err != nil {
		return StaffMethod{}, err
	}
	return ms[0], nil
}

// fields are a rate's values for the trail.
func (r staffRateRow) fields() map[string]string {
	return map[string]string{
		"price": strconv.FormatInt(r.Price, 10), "free_from": strconv.FormatInt(r.FreeFrom, 10),
		"bulky_surcharge": strconv.FormatInt(r.BulkySurcharge, 10), "extra_min_days": strconv.Itoa(r.ExtraMinDays),
		"extra_max_days": strconv.Itoa(r.ExtraMaxDays), "active": strconv.FormatBool(r.Active),
	}
}

// diff lists the fields that differ, in a fixed order.
func diff(before, after map[string]string) []audit.Change {
	var out []audit.Change
	for _, k := range []string{"price", "free_from", "bulky_surcharge", "extra_min_days", "extra_max_days", "active"} {
		b, a := before[k], after[k]
		if b == a {
			continue
		}
		ch := audit.Change{Field: k}
		if b != "" {
			ch.Before = &b
		}
		if a != "" {
			ch.After = &a
		}
		out = append(out, ch)
	}
	return out
}

// moveRevision moves shipping_revision in the write's transaction and
// drops this process's cache once it committed.
func (s *service) moveRevision(ctx context.Context, w db.Handle) error {
	if _, err := w.Exec(ctx, `UPDATE shipping_revision SET n = n + 1 WHERE id = 1`); err != nil {
		return fmt.Errorf("shipping: move the revision: %w", err)
	}
	w.AfterCommit(ctx, func(context.Context) { s.forget() })
	return nil
}

// forget drops the cached rates.
func (s *service) forget() {
	s.mu.Lock()
	s.rates = nil
	s.mu.Unlock()
}
