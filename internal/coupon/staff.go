package coupon

import (
	"cmp"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Staff is the back office's side of the coupons (issue 27, point 7).
// Every method asks access.MarketingManage first and records a refusal in
// the audit trail; every write records who changed what with before and
// after, in the same transaction as the change.
//
// A batch (GenerateBatch) is a number of single-use codes made for a
// coupon, its rule: each code is a coupon of its own with the rule's
// conditions and a usage limit of 1, so the cart and the checkout treat
// it as any other code, and every save of the rule carries its
// conditions, labels, categories and switch over to its codes. A batch's
// codes are changed through their rule only; each can be switched off
// alone (a leaked code). A coupon an order used is never deleted (the
// order keeps its code): it is switched off instead.
type Staff interface {
	// StaffCoupons lists the coupons (rules; the codes of batches only
	// when a search finds them) matching the filter, the newest first.
	StaffCoupons(ctx context.Context, f StaffFilter) (StaffPage, error)
	// StaffCoupon is one coupon with every locale's label, its
	// categories and batches; NotFound when there is none.
	StaffCoupon(ctx context.Context, id int64) (StaffCoupon, error)
	// StaffSaveCoupon creates a coupon (id 0) or changes one. Bad input
	// is an Invalid error per field (all of them), nothing saved; a code
	// another coupon has, in any case, is an Invalid error on "code"; a
	// used coupon's code cannot change, nor a batch code's rules.
	StaffSaveCoupon(ctx context.Context, id int64, in Input) (StaffCoupon, error)
	// SetCouponActive switches a coupon (and a rule's batch codes) on or
	// off.
	SetCouponActive(ctx context.Context, id int64, active bool) (StaffCoupon, error)
	// DeleteCoupon deletes a coupon that no order used, a rule with its
	// batches; a used one is a Conflict ("coupon.staff.used").
	DeleteCoupon(ctx context.Context, id int64) error
	// GenerateBatch makes quantity (1 to MaxBatch) new single-use codes
	// for the rule: the prefix (normalised), a hyphen and BatchRandom
	// characters of BatchAlphabet drawn from crypto/rand, each unique
	// among all coupons.
	GenerateBatch(ctx context.Context, ruleID int64, prefix string, quantity int) (Batch, error)
	// BatchCodes is a batch with its codes and whether each was used, in
	// the order made.
	BatchCodes(ctx context.Context, batchID int64) (Batch, []BatchCode, error)
	// CouponUses are the orders that used the coupon (a rule: also its
	// batch codes), the newest first, at most MaxUses.
	CouponUses(ctx context.Context, id int64) ([]CouponUse, error)
}

// Status is where a coupon stands now.
type Status string

// The statuses, in the order they win: a switched-off coupon is Disabled
// whatever else holds.
const (
	StatusDisabled  Status = "disabled"
	StatusExpired   Status = "expired"
	StatusUsedUp    Status = "used_up"
	StatusScheduled Status = "scheduled"
	StatusActive    Status = "active"
)

// StaffFilter narrows StaffCoupons; zero fields do not narrow.
type StaffFilter struct {
	// Search finds codes containing it (batch codes too) and labels.
	Search   string
	Status   Status
	Page     int // from 1
	PageSize int // at most MaxPageSize
}

// StaffPage is one page of coupons with the total.
type StaffPage struct {
	Items      []StaffCoupon
	TotalCount int
}

// StaffCoupon is a coupon as the back office edits it.
type StaffCoupon struct {
	Coupon
	Labels    catalog.Localized
	Status    Status
	CreatedAt time.Time
	UpdatedAt time.Time
	// RuleID is the rule of a batch code, 0 for a rule.
	RuleID   int64
	RuleCode string
	Batches  []Batch
	// CodesUsed counts the uses of a rule's batch codes.
	CodesUsed int
}

// Batch is a batch of single-use codes of a rule.
type Batch struct {
	ID        int64
	RuleID    int64
	RuleCode  string
	Prefix    string
	Quantity  int
	Used      int
	CreatedAt time.Time
}

// BatchCode is one code of a batch.
type BatchCode struct {
	Code   string
	Used   bool
	Active bool
}

// CouponUse is an order's use of a coupon.
type CouponUse struct {
	Code        string
	OrderNumber string
	At          time.Time
	Customer    string // the billing name
	Email       string
	Discount    catalog.Money
}

// Limits of the staff side.
const (
	MaxPageSize = 200
	MaxBatch    = 5000
	MaxUses     = 500
	// BatchRandom is the length of a batch code's random part: 10
	// characters of 32, 50 bits.
	BatchRandom = 10
	// BatchAlphabet has no characters that are read for one another (0
	// and O, 1 and I and L).
	BatchAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
	maxListed     = 5000
)

// maxBatchPrefix leaves room for the hyphen and the random part.
const maxBatchPrefix = MaxCodeLength - 1 - BatchRandom

// Auditor records the back office's writes (audit.Service).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// StaffOptions build the staff side.
type StaffOptions struct {
	// Coupons is NewService's service.
	Coupons Service
	Audit   Auditor
	// Random is where batch codes come from; crypto/rand when nil.
	Random io.Reader
}

type staff struct {
	s      *service
	audit  Auditor
	random io.Reader
}

// NewStaff returns the coupons' staff side over the coupon service.
func NewStaff(o StaffOptions) (Staff, error) {
	s, ok := o.Coupons.(*service)
	if !ok || o.Audit == nil {
		return nil, errors.New("coupon: the staff side needs the coupon service and the audit trail")
	}
	if o.Random == nil {
		o.Random = rand.Reader
	}
	return &staff{s: s, audit: o.Audit, random: o.Random}, nil
}

// require asks for MarketingManage and records a refusal.
func (st *staff) require(ctx context.Context, op string, id int64) error {
	_, err := access.Require(ctx, access.MarketingManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := st.record(ctx, op, id, audit.Refused); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	return err
}

func (st *staff) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := st.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "coupon", ObjectID: objectID, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("coupon: %s: audit: %w", op, err)
	}
	return nil
}

// staffRow is a coupon's own columns with its rule.
type staffRow struct {
	ID               int64          `db:"id"`
	Code             string         `db:"code"`
	Type             string         `db:"type"`
	Amount           int64          `db:"amount"`
	MinSubtotal      int64          `db:"min_subtotal"`
	ValidFrom        sql.NullTime   `db:"valid_from"`
	ValidTo          sql.NullTime   `db:"valid_to"`
	UsageLimit       int            `db:"usage_limit"`
	PerCustomerLimit int            `db:"per_customer_limit"`
	TimesUsed        int            `db:"times_used"`
	SKUPrefix        string         `db:"sku_prefix"`
	Combinable       bool           `db:"combinable"`
	Active           bool           `db:"is_active"`
	CreatedAt        time.Time      `db:"created_at"`
	UpdatedAt        time.Time      `db:"updated_at"`
	RuleID           sql.NullInt64  `db:"rule_id"`
	RuleCode         sql.NullString `db:"rule_code"`
}

const staffSelect = `SELECT c.id, c.code, c.type, c.amount, c.min_subtotal, c.valid_from, c.valid_to, c.usage_limit,
	c.per_customer_limit, c.times_used, c.sku_prefix, c.combinable, c.is_active, c.created_at, c.updated_at,
	b.coupon_id AS rule_id, r.code AS rule_code
	FROM coupon c
	LEFT JOIN coupon_batch_code bc ON bc.coupon_id = c.id
	LEFT JOIN coupon_batch b ON b.id = bc.batch_id
	LEFT JOIN coupon r ON r.id = b.coupon_id`

func (r staffRow) staff(now time.Time) StaffCoupon {
	c := StaffCoupon{Coupon: Coupon{ID: r.ID, Code: r.Code, Type: Type(r.Type), Amount: catalog.Money(r.Amount),
		MinSubtotal: catalog.Money(r.MinSubtotal), UsageLimit: r.UsageLimit, PerCustomerLimit: r.PerCustomerLimit,
		TimesUsed: r.TimesUsed, SKUPrefix: r.SKUPrefix, Combinable: r.Combinable, Active: r.Active, CategoryIDs: []int64{}},
		Labels: catalog.Localized{}, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), RuleID: r.RuleID.Int64,
		RuleCode: r.RuleCode.String, Batches: []Batch{}}
	if r.ValidFrom.Valid {
		t := r.ValidFrom.Time.UTC()
		c.ValidFrom = &t
	}
	if r.ValidTo.Valid {
		t := r.ValidTo.Time.UTC()
		c.ValidTo = &t
	}
	c.Status = StatusOf(c.Coupon, now)
	return c
}

// StatusOf is where a coupon stands at now.
func StatusOf(c Coupon, now time.Time) Status {
	switch {
	case !c.Active:
		return StatusDisabled
	case c.ValidTo != nil && !now.Before(*c.ValidTo):
		return StatusExpired
	case c.UsageLimit > 0 && c.TimesUsed >= c.UsageLimit:
		return StatusUsedUp
	case c.ValidFrom != nil && now.Before(*c.ValidFrom):
		return StatusScheduled
	}
	return StatusActive
}

func (st *staff) StaffCoupons(ctx context.Context, f StaffFilter) (StaffPage, error) {
	if err := st.require(ctx, "coupon.list", 0); err != nil {
		return StaffPage{}, err
	}
	if f.Status != "" && !slices.Contains([]Status{StatusActive, StatusScheduled, StatusExpired, StatusUsedUp, StatusDisabled}, f.Status) {
		return StaffPage{}, apperr.New(apperr.Invalid, "coupon.staff.status").OnField("status")
	}
	f.PageSize = min(cmp.Or(max(f.PageSize, 0), 50), MaxPageSize)
	f.Page = max(f.Page, 1)
	search := strings.ToUpper(strings.TrimSpace(f.Search))
	cond, args := `bc.coupon_id IS NULL`, []any{}
	if search != "" {
		like := "%" + escapeLike(search) + "%"
		cond = `(UPPER(c.code) LIKE ? ESCAPE '\' OR EXISTS (SELECT 1 FROM coupon_label l WHERE l.coupon_id = c.id AND UPPER(l.label) LIKE ? ESCAPE '\'))`
		args = append(args, like, like)
	}
	var rows []staffRow
	if err := st.s.db.Read().Select(ctx, &rows, staffSelect+` WHERE `+cond+` ORDER BY c.id DESC LIMIT `+strconv.Itoa(maxListed), args...); err != nil {
		return StaffPage{}, fmt.Errorf("coupon: staff list: %w", err)
	}
	now := st.s.now().UTC()
	var all []StaffCoupon
	for _, r := range rows {
		c := r.staff(now)
		if f.Status == "" || c.Status == f.Status {
			all = append(all, c)
		}
	}
	page := StaffPage{TotalCount: len(all), Items: []StaffCoupon{}}
	from := (f.Page - 1) * f.PageSize
	if from < len(all) {
		page.Items = all[from:min(from+f.PageSize, len(all))]
	}
	if err := st.fill(ctx, page.Items); err != nil {
		return StaffPage{}, err
	}
	return page, nil
}

// escapeLike escapes LIKE's wildcards with a backslash.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// fill reads the labels, categories and batches of the coupons.
func (st *staff) fill(ctx context.Context, cs []StaffCoupon) error {
	if len(cs) == 0 {
		return nil
	}
	ids := make([]int64, len(cs))
	at := map[int64]int{}
	for i, c := range cs {
		ids[i], at[c.ID] = c.ID, i
	}
	h := st.s.db.Read()
	var labels []struct {
		CouponID int64  `db:"coupon_id"`
		Locale   string `db:"locale"`
		Label    string `db:"label"`
	}
	if err := h.Select(ctx, &labels, `SELECT coupon_id, locale, label FROM coupon_label WHERE coupon_id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...); err != nil {
		return fmt.Errorf("coupon: staff labels: %w", err)
	}
	for _, l := range labels {
		cs[at[l.CouponID]].Labels[i18n.Locale(l.Locale)] = l.Label
	}
	var cats []struct {
		CouponID   int64 `db:"coupon_id"`
		CategoryID int64 `db:"category_id"`
	}
	if err := h.Select(ctx, &cats, `SELECT coupon_id, category_id FROM coupon_category WHERE coupon_id IN (`+db.InList(len(ids))+`)
		ORDER BY coupon_id, category_id`, db.Args(ids)...); err != nil {
		return fmt.Errorf("coupon: staff categories: %w", err)
	}
	for _, c := range cats {
		i := at[c.CouponID]
		cs[i].CategoryIDs = append(cs[i].CategoryIDs, c.CategoryID)
	}
	var batches []batchRow
	if err := h.Select(ctx, &batches, batchSelect+` WHERE b.coupon_id IN (`+db.InList(len(ids))+`) ORDER BY b.id`, db.Args(ids)...); err != nil {
		return fmt.Errorf("coupon: staff batches: %w", err)
	}
	for _, b := range batches {
		i := at[b.RuleID]
		cs[i].Batches = append(cs[i].Batches, b.batch())
		cs[i].CodesUsed += b.Used
	}
	for i := range cs {
		cs[i].Label = cmp.Or(cs[i].Labels[i18n.German], cs[i].Code)
	}
	return nil
}

type batchRow struct {
	ID        int64     `db:"id"`
	RuleID    int64     `db:"coupon_id"`
	RuleCode  string    `db:"rule_code"`
	Prefix    string    `db:"prefix"`
	Quantity  int       `db:"quantity"`
	Used      int       `db:"used"`
	CreatedAt time.Time `db:"created_at"`
}

const batchSelect = `SELECT b.id, b.coupon_id, r.code AS rule_code, b.prefix, b.quantity, b.created_at,
	(SELECT COUNT(*) FROM coupon_batch_code bc JOIN coupon c ON c.id = bc.coupon_id WHERE bc.batch_id = b.id AND c.times_used > 0) AS used
	FROM coupon_batch b JOIN coupon r ON r.id = b.coupon_id`

func (b batchRow) batch() Batch {
	return Batch{ID: b.ID, RuleID: b.RuleID, RuleCode: b.RuleCode, Prefix: b.Prefix, Quantity: b.Quantity, Used: b.Used,
		CreatedAt: b.CreatedAt.UTC()}
}

func (st *staff) StaffCoupon(ctx context.Context, id int64) (StaffCoupon, error) {
	if err := st.require(ctx, "coupon.read", id); err != nil {
		return StaffCoupon{}, err
	}
	return st.one(ctx, id)
}

// one reads a coupon with its labels, categories and batches.
func (st *staff) one(ctx context.Context, id int64) (StaffCoupon, error) {
	var r staffRow
	err := st.s.db.Read().Get(ctx, &r, staffSelect+` WHERE c.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return StaffCoupon{}, apperr.New(apperr.NotFound, "coupon.notFound")
	}
	if err != nil {
		return StaffCoupon{}, fmt.Errorf("coupon: staff coupon %d: %w", id, err)
	}
	cs := []StaffCoupon{r.staff(st.s.now().UTC())}
	if err := st.fill(ctx, cs); err != nil {
		return StaffCoupon{}, err
	}
	return cs[0], nil
}

// check validates a coupon's input, collecting an error per field, and
// returns its code as stored.
func check(in *Input) (string, error) {
	var f apperr.Fields
	code, ok := Normalize(in.Code)
	if !ok {
		f.Add("code", "coupon.input.code", "max", MaxCodeLength)
	}
	switch in.Type {
	case Percent:
		if in.Amount <= 0 || in.Amount > maxPercent {
			f.Add("amount", "coupon.input.percent")
		}
	case Fixed:
		if in.Amount <= 0 || in.Amount >= catalog.MaxPrice {
			f.Add("amount", "coupon.input.amount")
		}
	case FreeShipping:
		in.Amount = 0
	default:
		f.Add("type", "coupon.input.type")
	}
	if in.MinSubtotal < 0 || in.MinSubtotal >= catalog.MaxPrice {
		f.Add("minSubtotal", "coupon.input.amount")
	}
	if in.ValidFrom != nil && in.ValidTo != nil && !in.ValidTo.After(*in.ValidFrom) {
		f.Add("validTo", "coupon.input.validTo")
	}
	if in.UsageLimit < 0 || in.UsageLimit > maxUsageLimits {
		f.Add("usageLimit", "coupon.input.limit")
	}
	if in.PerCustomerLimit < 0 || in.PerCustomerLimit > maxUsageLimits {
		f.Add("perCustomerLimit", "coupon.input.limit")
	}
	if in.SKUPrefix = strings.TrimSpace(in.SKUPrefix); in.SKUPrefix != "" {
		if prefix, ok := Normalize(in.SKUPrefix); !ok || len(prefix) > maxSKUPrefix {
			f.Add("skuPrefix", "coupon.input.skuPrefix")
		} else {
			in.SKUPrefix = prefix
		}
	}
	if len(in.CategoryIDs) > maxCategories {
		f.Add("categoryIds", "coupon.input.tooManyCategories", "max", maxCategories)
	}
	seen := map[int64]bool{}
	for _, id := range in.CategoryIDs {
		if id <= 0 || seen[id] {
			f.Add("categoryIds", "coupon.input.category")
		}
		seen[id] = true
	}
	for _, l := range i18n.Locales {
		label := strings.TrimSpace(in.Label[l])
		if !utf8.ValidString(label) || !apperr.Printable(label, false) || utf8.RuneCountInString(label) > MaxLabel {
			f.Add("label."+string(l), "coupon.input.label", "max", MaxLabel)
		}
	}
	for l := range in.Label {
		if _, ok := i18n.Parse(string(l)); !ok {
			f.Add("label", "coupon.input.label", "max", MaxLabel)
		}
	}
	return code, f.Err()
}

// fields are a coupon's values for the trail.
func (c StaffCoupon) fields() map[string]string {
	out := map[string]string{
		"code": c.Code, "type": string(c.Type), "amount": strconv.FormatInt(int64(c.Amount), 10),
		"min_subtotal": strconv.FormatInt(int64(c.MinSubtotal), 10), "usage_limit": strconv.Itoa(c.UsageLimit),
		"per_customer_limit": strconv.Itoa(c.PerCustomerLimit), "sku_prefix": c.SKUPrefix,
		"combinable": strconv.FormatBool(c.Combinable), "active": strconv.FormatBool(c.Active),
	}
	if c.ValidFrom != nil {
		out["valid_from"] = c.ValidFrom.Format(time.RFC3339)
	}
	if c.ValidTo != nil {
		out["valid_to"] = c.ValidTo.Format(time.RFC3339)
	}
	cats := make([]string, len(c.CategoryIDs))
	for i, id := range c.CategoryIDs {
		cats[i] = strconv.FormatInt(id, 10)
	}
	out["category_ids"] = strings.Join(cats, ",")
	for l, label := range c.Labels {
		out["label."+string(l)] = label
	}
	return out
}

// changes are the fields that differ between before and after.
func changes(before, after map[string]string) []audit.Change {
	keys := map[string]bool{}
	for k := range before {
		keys[k] = true
	}
	for k := range after {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	slices.Sort(sorted)
	var out []audit.Change
	for _, k := range sorted {
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

func (st *staff) StaffSaveCoupon(ctx context.Context, id int64, in Input) (StaffCoupon, error) {
	op := "coupon.update"
	if id == 0 {
		op = "coupon.create"
	}
	if err := st.require(ctx, op, id); err != nil {
		return StaffCoupon{}, err
	}
	code, err := check(&in)
	if err != nil {
		return StaffCoupon{}, err
	}
	now := st.s.now().UTC()
	err = st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		var before StaffCoupon
		if id != 0 {
			var err error
			if before, err = st.one(ctx, id); err != nil {
				return err
			}
			if before.RuleID != 0 {
				return apperr.New(apperr.Conflict, "coupon.staff.batchCode")
			}
			if before.Code != code && before.TimesUsed+before.CodesUsed > 0 {
				return apperr.New(apperr.Invalid, "coupon.staff.usedCode").OnField("code")
			}
		}
		var taken int
		if err := tx.Get(ctx, &taken, `SELECT COUNT(*) FROM coupon WHERE code = ? AND id <> ?`, code, id); err != nil {
			return fmt.Errorf("coupon: code %s taken: %w", code, err)
		}
		if taken > 0 {
			return apperr.New(apperr.Invalid, "coupon.staff.codeTaken").OnField("code")
		}
		var f apperr.Fields
		for _, cat := range in.CategoryIDs {
			var n int
			if err := tx.Get(ctx, &n, `SELECT COUNT(*) FROM category WHERE id = ? AND parent_id IS NOT NULL`, cat); err != nil {
				return fmt.Errorf("coupon: check category %d: %w", cat, err)
			}
			if n == 0 {
				f.Add("categoryIds", "coupon.input.category")
			}
		}
		if err := f.Err(); err != nil {
			return err
		}
		args := []any{string(in.Type), int64(in.Amount), int64(in.MinSubtotal), utcPtr(in.ValidFrom), utcPtr(in.ValidTo),
			in.UsageLimit, in.PerCustomerLimit, in.SKUPrefix, in.Combinable, in.Active, now}
		if id == 0 {
			if err := tx.Get(ctx, &id, `INSERT INTO coupon (type, amount, min_subtotal, valid_from, valid_to, usage_limit,
				per_customer_limit, sku_prefix, combinable, is_active, updated_at, code, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, append(args, code, now)...); err != nil {
				return fmt.Errorf("coupon: create %s: %w", code, err)
			}
		} else if _, err := tx.Exec(ctx, `UPDATE coupon SET type = ?, amount = ?, min_subtotal = ?, valid_from = ?, valid_to = ?,
			usage_limit = ?, per_customer_limit = ?, sku_prefix = ?, combinable = ?, is_active = ?, updated_at = ?, code = ?
			WHERE id = ?`, append(args, code, id)...); err != nil {
			return fmt.Errorf("coupon: update %d: %w", id, err)
		}
		if err := setLabelsAndCategories(ctx, tx, id, in); err != nil {
			return err
		}
		if err := st.syncCodes(ctx, tx, id, now); err != nil {
			return err
		}
		after, err := st.one(ctx, id)
		if err != nil {
			return err
		}
		var b map[string]string
		if before.ID != 0 {
			b = before.fields()
		}
		return st.record(ctx, op, id, audit.Done, changes(b, after.fields())...)
	})
	if err != nil {
		return StaffCoupon{}, err
	}
	return st.one(ctx, id)
}

// setLabelsAndCategories replaces a coupon's labels and categories.
func setLabelsAndCategories(ctx context.Context, tx db.Handle, id int64, in Input) error {
	for _, stmt := range []string{`DELETE FROM coupon_label WHERE coupon_id = ?`, `DELETE FROM coupon_category WHERE coupon_id = ?`} {
		if _, err := tx.Exec(ctx, stmt, id); err != nil {
			return fmt.Errorf("coupon: clear %d: %w", id, err)
		}
	}
	for _, l := range i18n.Locales {
		if label := strings.TrimSpace(in.Label[l]); label != "" {
			if _, err := tx.Exec(ctx, `INSERT INTO coupon_label (coupon_id, locale, label) VALUES (?, ?, ?)`, id, l, label); err != nil {
				return fmt.Errorf("coupon: label of %d: %w", id, err)
			}
		}
	}
	for _, cat := range in.CategoryIDs {
		if _, err := tx.Exec(ctx, `INSERT INTO coupon_category (coupon_id, category_id) VALUES (?, ?)`, id, cat); err != nil {
			return fmt.Errorf("coupon: category of %d: %w", id, err)
		}
	}
	return nil
}

// batchCodesOf selects the ids of a rule's batch codes.
const batchCodesOf = `SELECT bc.coupon_id FROM coupon_batch_code bc JOIN coupon_batch b ON b.id = bc.batch_id WHERE b.coupon_id = ?`

// syncCodes carries a rule's conditions, labels and categories over to
// its batch codes (whose usage limit stays 1).
func (st *staff) syncCodes(ctx context.Context, tx db.Handle, ruleID int64, now time.Time) error {
	stmts := []string{
		`UPDATE coupon SET type = r.type, amount = r.amount, min_subtotal = r.min_subtotal, valid_from = r.valid_from,
			valid_to = r.valid_to, per_customer_limit = r.per_customer_limit, sku_prefix = r.sku_prefix, combinable = r.combinable,
			is_active = r.is_active, updated_at = ? FROM (SELECT * FROM coupon WHERE id = ?) r WHERE coupon.id IN (` + batchCodesOf + `)`,
		`DELETE FROM coupon_label WHERE coupon_id IN (` + batchCodesOf + `)`,
		`INSERT INTO coupon_label (coupon_id, locale, label) SELECT c.coupon_id, l.locale, l.label FROM (` + batchCodesOf + `) c
			JOIN coupon_label l ON l.coupon_id = ?`,
		`DELETE FROM coupon_category WHERE coupon_id IN (` + batchCodesOf + `)`,
		`INSERT INTO coupon_category (coupon_id, category_id) SELECT c.coupon_id, cc.category_id FROM (` + batchCodesOf + `) c
			JOIN coupon_category cc ON cc.coupon_id = ?`,
	}
	argsOf := [][]any{{now, ruleID, ruleID}, {ruleID}, {ruleID, ruleID}, {ruleID}, {ruleID, ruleID}}
	for i, stmt := range stmts {
		if _, err := tx.Exec(ctx, stmt, argsOf[i]...); err != nil {
			return fmt.Errorf("coupon: carry rule %d over to its codes: %w", ruleID, err)
		}
	}
	return nil
}

func (st *staff) SetCouponActive(ctx context.Context, id int64, active bool) (StaffCoupon, error) {
	op := "coupon.disable"
	if active {
		op = "coupon.enable"
	}
	if err := st.require(ctx, op, id); err != nil {
		return StaffCoupon{}, err
	}
	now := st.s.now().UTC()
	err := st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		before, err := st.one(ctx, id)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE coupon SET is_active = ?, updated_at = ? WHERE id = ?`, active, now, id); err != nil {
			return fmt.Errorf("coupon: switch %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `UPDATE coupon SET is_active = ?, updated_at = ? WHERE id IN (`+batchCodesOf+`)`, active, now, id); err != nil {
			return fmt.Errorf("coupon: switch the codes of %d: %w", id, err)
		}
		return st.record(ctx, op, id, audit.Done, changes(map[string]string{"active": strconv.FormatBool(before.Active)},
			map[string]string{"active": strconv.FormatBool(active)})...)
	})
	if err != nil {
		return StaffCoupon{}, err
	}
	return st.one(ctx, id)
}

func (st *staff) DeleteCoupon(ctx context.Context, id int64) error {
	const op = "coupon.delete"
	if err := st.require(ctx, op, id); err != nil {
		return err
	}
	return st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		before, err := st.one(ctx, id)
		if err != nil {
			return err
		}
		var uses int
		if err := tx.Get(ctx, &uses, `SELECT COUNT(*) FROM coupon_use WHERE coupon_id = ? OR coupon_id IN (`+batchCodesOf+`)`, id, id); err != nil {
			return fmt.Errorf("coupon: uses of %d: %w", id, err)
		}
		var referenced int
		if err := tx.Get(ctx, &referenced, `SELECT COUNT(*) FROM coupon c WHERE (c.id = ? OR c.id IN (`+batchCodesOf+`)) AND c.times_used > 0`, id, id); err != nil {
			return fmt.Errorf("coupon: uses of %d: %w", id, err)
		}
		if uses+referenced > 0 {
			return apperr.New(apperr.Conflict, "coupon.staff.used")
		}
		if _, err := tx.Exec(ctx, `DELETE FROM coupon WHERE id IN (`+batchCodesOf+`)`, id); err != nil {
			return fmt.Errorf("coupon: delete the codes of %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM coupon WHERE id = ?`, id); err != nil {
			return fmt.Errorf("coupon: delete %d: %w", id, err)
		}
		changes := changes(before.fields(), nil)
		if n := len(before.Batches); n > 0 {
			changes = append(changes, audit.Change{Field: "batches", Before: ptr(strconv.Itoa(n))})
		}
		return st.record(ctx, op, id, audit.Done, changes...)
	})
}

func ptr(s string) *string { return &s }

// randomCode draws n characters of BatchAlphabet from r, each equally
// likely (bytes beyond the alphabet's largest multiple are drawn again).
func randomCode(r io.Reader, n int) (string, error) {
	const k = len(BatchAlphabet)
	limit := byte(256 / k * k)
	out := make([]byte, 0, n)
	buf := make([]byte, n*2)
	for len(out) < n {
		if _, err := io.ReadFull(r, buf); err != nil {
			return "", fmt.Errorf("coupon: random code: %w", err)
		}
		for _, b := range buf {
			if b < limit && len(out) < n {
				out = append(out, BatchAlphabet[int(b)%k])
			}
		}
	}
	return string(out), nil
}

// maxDraws bounds the rounds GenerateBatch draws new codes for those
// that met existing ones: with 50 random bits, a second round is rare.
const maxDraws = 20

func (st *staff) GenerateBatch(ctx context.Context, ruleID int64, prefix string, quantity int) (Batch, error) {
	const op = "coupon.batch"
	if err := st.require(ctx, op, ruleID); err != nil {
		return Batch{}, err
	}
	var f apperr.Fields
	prefix = strings.TrimSpace(prefix)
	norm, ok := Normalize(prefix)
	if prefix == "" {
		norm, ok = "", true
	}
	if !ok || len(norm) > maxBatchPrefix {
		f.Add("prefix", "coupon.staff.prefix", "max", maxBatchPrefix)
	}
	if quantity < 1 || quantity > MaxBatch {
		f.Add("quantity", "coupon.staff.quantity", "max", MaxBatch)
	}
	if err := f.Err(); err != nil {
		return Batch{}, err
	}
	now := st.s.now().UTC()
	var batchID int64
	err := st.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := st.s.db.Write()
		rule, err := st.one(ctx, ruleID)
		if err != nil {
			return err
		}
		if rule.RuleID != 0 {
			return apperr.New(apperr.Conflict, "coupon.staff.batchCode")
		}
		if err := tx.Get(ctx, &batchID, `INSERT INTO coupon_batch (coupon_id, prefix, quantity, created_at) VALUES (?, ?, ?, ?) RETURNING id`,
			ruleID, norm, quantity, now); err != nil {
			return fmt.Errorf("coupon: batch of %d: %w", ruleID, err)
		}
		lead := ""
		if norm != "" {
			lead = norm + "-"
		}
		made := 0
		for draw := 0; made < quantity; draw++ {
			if draw == maxDraws {
				return errors.New("coupon: batch: could not draw unique codes")
			}
			// Draw what is missing, unique among themselves, then keep
			// those no coupon has.
			want := quantity - made
			drawn := make([]string, 0, want)
			seen := map[string]bool{}
			for tries := 0; len(drawn) < want; tries++ {
				if tries > 4*want+100 {
					return errors.New("coupon: batch: the random source repeats itself")
				}
				r, err := randomCode(st.random, BatchRandom)
				if err != nil {
					return err
				}
				if c := lead + r; !seen[c] {
					seen[c] = true
					drawn = append(drawn, c)
				}
			}
			for chunk := range slices.Chunk(drawn, 200) {
				var taken []string
				if err := tx.Select(ctx, &taken, `SELECT code FROM coupon WHERE code IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
					return fmt.Errorf("coupon: batch codes taken: %w", err)
				}
				fresh := slices.DeleteFunc(slices.Clone(chunk), func(c string) bool { return slices.Contains(taken, c) })
				if len(fresh) == 0 {
					continue
				}
				if err := st.insertCodes(ctx, tx, rule, batchID, fresh, now); err != nil {
					return err
				}
				made += len(fresh)
			}
		}
		return st.record(ctx, op, ruleID, audit.Done,
			audit.Change{Field: "batch", After: ptr(strconv.FormatInt(batchID, 10))},
			audit.Change{Field: "prefix", After: ptr(norm)},
			audit.Change{Field: "quantity", After: ptr(strconv.Itoa(quantity))})
	})
	if err != nil {
		return Batch{}, err
	}
	b, _, err := st.batch(ctx, batchID, false)
	return b, err
}

// insertCodes makes the codes coupons of the batch with the rule's
// conditions, labels and categories, and a usage limit of 1.
func (st *staff) insertCodes(ctx context.Context, tx db.Handle, rule StaffCoupon, batchID int64, codes []string, now time.Time) error {
	var values strings.Builder
	var args []any
	for i, c := range codes {
		if i > 0 {
			values.WriteString(", ")
		}
		values.WriteString("(?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)")
		args = append(args, c, string(rule.Type), int64(rule.Amount), int64(rule.MinSubtotal), utcPtr(rule.ValidFrom), utcPtr(rule.ValidTo),
			rule.PerCustomerLimit, rule.SKUPrefix, rule.Combinable, rule.Active, now, now)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO coupon (code, type, amount, min_subtotal, valid_from, valid_to, usage_limit,
		per_customer_limit, sku_prefix, combinable, is_active, created_at, updated_at) VALUES `+values.String(), args...); err != nil {
		return fmt.Errorf("coupon: batch codes: %w", err)
	}
	in := db.InList(len(codes))
	for _, stmt := range []struct {
		sql  string
		args []any
	}{
		{`INSERT INTO coupon_batch_code (coupon_id, batch_id) SELECT id, ? FROM coupon WHERE code IN (` + in + `)`,
			append([]any{batchID}, db.Args(codes)...)},
		{`INSERT INTO coupon_label (coupon_id, locale, label) SELECT c.id, l.locale, l.label FROM coupon c JOIN coupon_label l
			ON l.coupon_id = ? WHERE c.code IN (` + in + `)`, append([]any{rule.ID}, db.Args(codes)...)},
		{`INSERT INTO coupon_category (coupon_id, category_id) SELECT c.id, cc.category_id FROM coupon c JOIN coupon_category cc
			ON cc.coupon_id = ? WHERE c.code IN (` + in + `)`, append([]any{rule.ID}, db.Args(codes)...)},
	} {
		if _, err := tx.Exec(ctx, stmt.sql, stmt.args...); err != nil {
			return fmt.Errorf("coupon: batch codes' rule: %w", err)
		}
	}
	return nil
}

func (st *staff) BatchCodes(ctx context.Context, batchID int64) (Batch, []BatchCode, error) {
	if err := st.require(ctx, "coupon.batch.export", batchID); err != nil {
		return Batch{}, nil, err
	}
	return st.batch(ctx, batchID, true)
}

// batch reads a batch, with its codes when asked.
func (st *staff) batch(ctx context.Context, batchID int64, withCodes bool) (Batch, []BatchCode, error) {
	var r batchRow
	err := st.s.db.Read().Get(ctx, &r, batchSelect+` WHERE b.id = ?`, batchID)
	if errors.Is(err, sql.ErrNoRows) {
		return Batch{}, nil, apperr.New(apperr.NotFound, "coupon.notFound")
	}
	if err != nil {
		return Batch{}, nil, fmt.Errorf("coupon: batch %d: %w", batchID, err)
	}
	if !withCodes {
		return r.batch(), nil, nil
	}
	var codes []struct {
		Code      string `db:"code"`
		TimesUsed int    `db:"times_used"`
		Active    bool   `db:"is_active"`
	}
	if err := st.s.db.Read().Select(ctx, &codes, `SELECT c.code, c.times_used, c.is_active FROM coupon_batch_code bc
		JOIN coupon c ON c.id = bc.coupon_id WHERE bc.batch_id = ? ORDER BY c.id`, batchID); err != nil {
		return Batch{}, nil, fmt.Errorf("coupon: codes of batch %d: %w", batchID, err)
	}
	out := make([]BatchCode, len(codes))
	for i, c := range codes {
		out[i] = BatchCode{Code: c.Code, Used: c.TimesUsed > 0, Active: c.Active}
	}
	return r.batch(), out, nil
}

func (st *staff) CouponUses(ctx context.Context, id int64) ([]CouponUse, error) {
	if err := st.require(ctx, "coupon.uses", id); err != nil {
		return nil, err
	}
	var rows []struct {
		Code          string         `db:"code"`
		Number        string         `db:"increment_id"`
		At            time.Time      `db:"created_at"`
		Email         string         `db:"email"`
		DiscountLines string         `db:"discount_lines"`
		First         sql.NullString `db:"firstname"`
		Last          sql.NullString `db:"lastname"`
	}
	if err := st.s.db.Read().Select(ctx, &rows, `SELECT c.code, o.increment_id, u.created_at, o.email, o.discount_lines, a.firstname, a.lastname
		FROM coupon_use u JOIN coupon c ON c.id = u.coupon_id JOIN sales_order o ON o.id = u.order_id
		LEFT JOIN sales_order_address a ON a.order_id = o.id AND a.kind = 'billing'
		WHERE u.coupon_id = ? OR u.coupon_id IN (`+batchCodesOf+`)
		ORDER BY u.created_at DESC, u.id DESC LIMIT `+strconv.Itoa(MaxUses), id, id); err != nil {
		return nil, fmt.Errorf("coupon: uses of %d: %w", id, err)
	}
	out := make([]CouponUse, len(rows))
	for i, r := range rows {
		u := CouponUse{Code: r.Code, OrderNumber: r.Number, At: r.At.UTC(), Email: r.Email,
			Customer: strings.TrimSpace(r.First.String + " " + r.Last.String)}
		var lines []struct {
			Code   string        `json:"code"`
			Amount catalog.Money `json:"amount"`
		}
		if err := json.Unmarshal([]byte(r.DiscountLines), &lines); err != nil {
			return nil, fmt.Errorf("coupon: discount lines of order %s: %w", r.Number, err)
		}
		for _, l := range lines {
			if strings.EqualFold(l.Code, r.Code) {
				u.Discount += l.Amount
			}
		}
		out[i] = u
	}
	return out, nil
}
