package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// The back office's side of products (issue 26): the list staff search
// and filter, one product as its editor shows it, the save that refuses
// what changed meanwhile, bulk changes and the stock's history. Every
// method asks access.Require for access.CatalogManage first and records a
// refusal in the audit trail (WithAudit); every write records who changed
// what in the same transaction as the change. A club manager reaches only
// the products whose SKU begins with one of their clubs' prefixes
// (access.Principal.ClubSKUPrefixes); any other product is NotFound to
// them, as an unknown one.

// Auditor keeps the back office's trail (audit.Service.Record).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// WithAudit makes the staff methods record in the trail a.
func WithAudit(a Auditor) ServiceOption { return func(s *service) { s.audit = a } }

// Policy is how the shop runs its catalogue (settings.Catalog): the
// low-stock threshold of products without their own, and the clubs (by
// id) whose managers may set their goods' prices.
type Policy struct {
	LowStockThreshold int
	ClubPrices        []int64
}

// WithPolicy makes the staff methods follow the shop's policy, read
// when they need it; without one DefaultLowStockThreshold applies and no
// club manager sets prices.
func WithPolicy(read func(ctx context.Context) (Policy, error)) ServiceOption {
	return func(s *service) { s.policy = read }
}

// currentPolicy is the shop's policy now.
func (s *service) currentPolicy(ctx context.Context) (Policy, error) {
	if s.policy == nil {
		return Policy{LowStockThreshold: DefaultLowStockThreshold}, nil
	}
	p, err := s.policy(ctx)
	if err != nil {
		return Policy{}, fmt.Errorf("catalog: the shop's policy: %w", err)
	}
	return p, nil
}

// mayPrice reports whether p may set the prices of the product with the
// SKU: anyone but a club manager; a club manager for goods of a club
// whose managers the owner lets set prices.
func (s *service) mayPrice(ctx context.Context, p access.Principal, sku string) (bool, error) {
	if !p.Role.Scoped() {
		return true, nil
	}
	pol, err := s.currentPolicy(ctx)
	if err != nil {
		return false, err
	}
	for i, prefix := range p.ClubSKUPrefixes {
		if prefix != "" && strings.HasPrefix(sku, prefix) && i < len(p.Clubs) && slices.Contains(pol.ClubPrices, p.Clubs[i]) {
			return true, nil
		}
	}
	return false, nil
}

// samePrices reports whether b asks the prices a holds: the price, the
// special price and its days, and each variant's own prices (a new
// variant none of its own).
func samePrices(a, b ProductInput) bool {
	if a.Price != b.Price || !equalMoney(a.SpecialPrice, b.SpecialPrice) || !equalDay(a.SpecialFrom, b.SpecialFrom) || !equalDay(a.SpecialTo, b.SpecialTo) ||
		!sameTiers(a.TierPrices, b.TierPrices) {
		return false
	}
	old := map[string]VariantInput{}
	for _, v := range a.Variants {
		old[v.SKU] = v
	}
	for _, v := range b.Variants {
		o := old[v.SKU]
		if o.Price != v.Price || !equalMoney(o.SpecialPrice, v.SpecialPrice) || !sameTiers(o.TierPrices, v.TierPrices) {
			return false
		}
	}
	return true
}

// DefaultLowStockThreshold is the shop's low-stock threshold for products
// without their own.
const DefaultLowStockThreshold = 5

// Limits of the staff's inputs.
const (
	MaxStaffSearch   = 100
	MaxStaffPageSize = 200
	MaxBulk          = 500
)

// StaffProductQuery selects a page of the products list (parent products:
// a variant is found through its parent). Set fields combine with AND.
type StaffProductQuery struct {
	// Search finds a part of the SKU or of the name in any language, or
	// the EAN, of the product or of one of its variants.
	Search string
	// CategoryID keeps the products in the category or below it.
	CategoryID int64
	// Status is "", "enabled" or "disabled".
	Status string
	// Stock is "", "in", "low" (at or below the product's threshold, not
	// out) or "out" (nothing left of a product sold from stock).
	Stock string
	Type  ProductType
	// Club keeps the goods of a club: the SKUs beginning with its prefix.
	Club string
	// PriceMin and PriceMax bound the regular price (nil: open).
	PriceMin, PriceMax *Money
	// MissingTranslation keeps the products whose texts lack the language
	// (its name, or a description where German has one); "any" for any.
	MissingTranslation string
	MissingImage       bool
	// OffStore keeps the products switched off in the store view with
	// this code ("" for any).
	OffStore string
	// Sort is "sku" (the default), "name", "price", "stock" or "updated".
	Sort     string
	Desc     bool
	Page     int
	PageSize int
}

// StaffProductRow is a product in the list.
type StaffProductRow struct {
	ID           int64       `db:"id"`
	SKU          string      `db:"sku"`
	Name         string      `db:"name"`
	Type         ProductType `db:"type"`
	IsActive     bool        `db:"is_active"`
	Price        Money       `db:"price"`
	SpecialPrice *Money      `db:"-"`
	Stock        int         `db:"stock"`
	Threshold    int         `db:"threshold"`
	Variants     int         `db:"variants"`
	ImageKey     string      `db:"image_key"`
	// Missing are the languages whose texts are incomplete.
	Missing   []i18n.Locale `db:"-"`
	UpdatedAt time.Time     `db:"updated_at"`
	// OffStores are the codes of the store views it is switched off in.
	OffStores []string `db:"-"`
}

// StaffProductList is a page of the list and how many match in all.
type StaffProductList struct {
	Items []StaffProductRow
	Total int
}

// StaffProduct is one product as the editor shows it.
type StaffProduct struct {
	ID int64
	// Revision is what a save names: a save of an older revision is
	// refused as changed meanwhile.
	Revision int64
	Input    ProductInput
	// VariantIDs are the variants' ids by SKU.
	VariantIDs map[string]int64
	CreatedAt  time.Time
	UpdatedAt  time.Time
	// Lowest30Days is the reference price of the current or next
	// reduction from the recorded price history (PAngV § 11); 0 when
	// the product is not reduced.
	Lowest30Days Money
	// Paths are the product's storefront paths by language (none while
	// it is disabled).
	Paths map[i18n.Locale]string
	// Missing are the languages whose texts are incomplete.
	Missing []i18n.Locale
	// Movements are the newest changes of its and its variants' stock.
	Movements []StockMovement
	// MayPrice reports whether the viewer may change its prices.
	MayPrice bool
}

// StockMovement is one change of a product's stock.
type StockMovement struct {
	ProductID int64     `db:"product_id"`
	SKU       string    `db:"sku"`
	At        time.Time `db:"at"`
	Change    int       `db:"change"`
	QtyAfter  int       `db:"qty_after"`
	// Reason is "staff", "order", "cancel", "import" or "bulk".
	Reason    string `db:"reason"`
	Reference string `db:"reference"`
	Actor     string `db:"actor"`
}

// Stock reasons.
const (
	StockByStaff  = "staff"
	StockByOrder  = "order"
	StockByCancel = "cancel"
	StockByImport = "import"
	StockByBulk   = "bulk"
	// StockByReturn is a received return's goods back on the shelf.
	StockByReturn = "return"
)

// StockNote says why stock moves (a StockMovement's reason and
// reference).
type StockNote struct {
	Reason    string
	Reference string
}

// StaffSave is a save from the editor.
type StaffSave struct {
	// ID 0 creates the product; its SKU must be new.
	ID int64
	// Revision is the revision the editor loaded (StaffProduct.Revision).
	Revision int64
	Input    ProductInput
	// StockWas is the stock the editor loaded by SKU (the product's, its
	// variants'): a stock left as it was keeps what orders took meanwhile;
	// a stock changed from a value that changed meanwhile is refused.
	StockWas map[string]int
}

// BulkAction is a change of many products at once.
type BulkAction struct {
	// Kind is "enable", "disable", "category" (add to CategoryID),
	// "moveCategory" (CategoryID instead of their categories), "price"
	// (by Percent hundredths of a per cent or by Amount cents, either
	// negative) or "stock" (every product and variant to Stock).
	Kind       string
	CategoryID int64
	Percent    int
	Amount     Money
	Stock      int
	// Store is the store view code of "storeOff" (switch the products
	// off there) and "storeOn" (on again).
	Store string
}

// StaffProducts is what the back office does with products.
type StaffProducts interface {
	StaffProducts(ctx context.Context, q StaffProductQuery) (StaffProductList, error)
	StaffProduct(ctx context.Context, id int64) (StaffProduct, error)
	StaffSaveProduct(ctx context.Context, in StaffSave) (int64, error)
	StaffDeleteProduct(ctx context.Context, id, revision int64) error
	StaffBulk(ctx context.Context, ids []int64, a BulkAction) (int, error)
	StaffPriceReference(ctx context.Context, id int64, price Money, special *Money, from, to *time.Time) (Money, error)
	// StaffPolicy is the shop's catalogue policy (WithPolicy).
	StaffPolicy(ctx context.Context) (Policy, error)
}

func (s *service) StaffPolicy(ctx context.Context) (Policy, error) {
	if _, err := s.staffRequire(ctx, "product.read", ""); err != nil {
		return Policy{}, err
	}
	return s.currentPolicy(ctx)
}

var _ StaffProducts = (*service)(nil)

// staffRequire returns the principal of ctx when it may manage the
// catalogue, and records a refusal of a signed-in member of staff.
func (s *service) staffRequire(ctx context.Context, op, object string) (access.Principal, error) {
	p, err := access.Require(ctx, access.CatalogManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, object, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// record appends an entry about a product (its SKU) to the trail.
func (s *service) record(ctx context.Context, op, sku string, outcome audit.Outcome, changes ...audit.Change) error {
	if s.audit == nil {
		return apperr.Wrap(errors.New("no audit trail"), "catalog: "+op)
	}
	if err := s.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "product", ObjectID: sku, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("catalog: %s: audit: %w", op, err)
	}
	return nil
}

// ownsSKU reports whether p may reach the product with the SKU.
func ownsSKU(p access.Principal, sku string) bool {
	if !p.Role.Scoped() {
		return true
	}
	for _, prefix := range p.ClubSKUPrefixes {
		if prefix != "" && strings.HasPrefix(sku, prefix) {
			return true
		}
	}
	return false
}

func (s *service) StaffProducts(ctx context.Context, q StaffProductQuery) (StaffProductList, error) {
	p, err := s.staffRequire(ctx, "product.search", "")
	if err != nil {
		return StaffProductList{}, err
	}
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if len([]rune(search)) > MaxStaffSearch {
		f.Add("search", "input.tooLong", "max", MaxStaffSearch)
	}
	if !slices.Contains([]string{"", "enabled", "disabled"}, q.Status) {
		f.Add("status", "catalog.input.invalid", "field", "status")
	}
	if !slices.Contains([]string{"", "in", "low", "out"}, q.Stock) {
		f.Add("stock", "catalog.input.invalid", "field", "stock")
	}
	if !slices.Contains([]ProductType{"", Simple, Configurable, Virtual}, q.Type) {
		f.Add("type", "catalog.input.invalid", "field", "type")
	}
	if !slices.Contains([]string{"", "sku", "name", "price", "stock", "updated"}, q.Sort) {
		f.Add("sort", "catalog.input.invalid", "field", "sort")
	}
	if q.MissingTranslation != "" && q.MissingTranslation != "any" {
		if _, ok := i18n.Parse(q.MissingTranslation); !ok || q.MissingTranslation == string(i18n.German) {
			f.Add("missingTranslation", "catalog.input.invalid", "field", "missingTranslation")
		}
	}
	if q.PageSize == 0 {
		q.PageSize = 50
	}
	if q.Page == 0 {
		q.Page = 1
	}
	if q.PageSize < 1 || q.PageSize > MaxStaffPageSize {
		f.Add("pageSize", "catalog.input.range", "field", "pageSize", "min", 1, "max", MaxStaffPageSize)
	}
	if q.Page < 1 || q.Page > 100_000 {
		f.Add("page", "catalog.input.range", "field", "page", "min", 1, "max", 100_000)
	}
	if err := f.Err(); err != nil {
		return StaffProductList{}, err
	}

	where, args := []string{"p.parent_id IS NULL"}, []any{}
	prefixes := []string{}
	if p.Role.Scoped() {
		prefixes = append(prefixes, p.ClubSKUPrefixes...)
		if len(prefixes) == 0 {
			return StaffProductList{Items: []StaffProductRow{}}, nil
		}
	}
	if len(prefixes) > 0 {
		var ors []string
		for _, prefix := range prefixes {
			ors = append(ors, `p.sku LIKE ? ESCAPE '\'`)
			args = append(args, db.EscapeLike(prefix)+"%")
		}
		where = append(where, "("+strings.Join(ors, " OR ")+")")
	}
	if q.Club != "" {
		where = append(where, `p.sku LIKE ? ESCAPE '\'`)
		args = append(args, db.EscapeLike(q.Club)+"%")
	}
	if search != "" {
		like := "%" + db.EscapeLike(search) + "%"
		where = append(where, `(LOWER(p.sku) LIKE ? ESCAPE '\' OR p.ean = ?
			OR EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id AND (LOWER(v.sku) LIKE ? ESCAPE '\' OR v.ean = ?))
			OR EXISTS (SELECT 1 FROM product_text t WHERE t.product_id = p.id AND LOWER(t.name) LIKE ? ESCAPE '\'))`)
		args = append(args, like, search, like, search, like)
	}
	if q.CategoryID != 0 {
		where = append(where, `EXISTS (SELECT 1 FROM product_category pc JOIN category c ON c.id = pc.category_id
			JOIN category top ON top.id = ? WHERE pc.product_id = p.id AND (c.id = top.id OR c.path LIKE top.path || '/%'))`)
		args = append(args, q.CategoryID)
	}
	switch q.Status {
	case "enabled":
		where = append(where, "p.is_active")
	case "disabled":
		where = append(where, "NOT p.is_active")
	}
	if q.Type != "" {
		where = append(where, "p.type = ?")
		args = append(args, string(q.Type))
	}
	if q.PriceMin != nil {
		where = append(where, "p.price >= ?")
		args = append(args, int64(*q.PriceMin))
	}
	if q.PriceMax != nil {
		where = append(where, "p.price <= ?")
		args = append(args, int64(*q.PriceMax))
	}
	if q.OffStore != "" {
		where = append(where, offStoreCondition)
		args = append(args, q.OffStore)
	}
	if q.MissingImage {
		where = append(where, `NOT EXISTS (SELECT 1 FROM product_image i WHERE i.product_id = p.id)
			AND NOT EXISTS (SELECT 1 FROM product_image i JOIN product v ON v.id = i.product_id WHERE v.parent_id = p.id)`)
	}
	outer := []string{"1 = 1"}
	switch q.Stock {
	case "in":
		outer = append(outer, "(x.type = 'virtual' OR x.stock > x.threshold)")
	case "low":
		outer = append(outer, "x.type <> 'virtual' AND x.stock > 0 AND x.stock <= x.threshold")
	case "out":
		outer = append(outer, "x.type <> 'virtual' AND x.stock <= 0")
	}
	switch q.MissingTranslation {
	case "any":
		outer = append(outer, "(x.missing_en OR x.missing_fr)")
	case "en", "fr":
		outer = append(outer, "x.missing_"+q.MissingTranslation)
	}
	pol, err := s.currentPolicy(ctx)
	if err != nil {
		return StaffProductList{}, err
	}
	// The page's ids come first, from the columns its filters and order
	// need; the rest of a row (its picture, variants, languages) is read
	// for those ids only.
	needStock, needMissing := q.Stock != "" || q.Sort == "stock", q.MissingTranslation != ""
	listArgs := args
	if needStock {
		listArgs = append([]any{pol.LowStockThreshold}, args...)
	}
	from := `FROM (` + staffListRows(needStock, needMissing, false) + ` WHERE ` + strings.Join(where, " AND ") + `) x WHERE ` + strings.Join(outer, " AND ")
	var total int
	h := s.db.Read()
	if err := h.Get(ctx, &total, `SELECT COUNT(*) `+from, listArgs...); err != nil {
		return StaffProductList{}, fmt.Errorf("catalog: count staff products: %w", err)
	}
	order := map[string]string{"": "x.sku", "sku": "x.sku", "name": "LOWER(x.name)", "price": "x.price",
		"stock": "x.stock", "updated": "x.updated_at"}[q.Sort]
	dir := " ASC"
	if q.Desc {
		dir = " DESC"
	}
	var ids []int64
	if err := h.Select(ctx, &ids, `SELECT x.id `+from+` ORDER BY `+order+dir+`, x.id`+dir+` LIMIT ? OFFSET ?`,
		append(listArgs, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return StaffProductList{}, fmt.Errorf("catalog: staff products: %w", err)
	}
	var rows []staffListRow
	if len(ids) > 0 {
		if err := h.Select(ctx, &rows, `SELECT x.* FROM (`+staffListRows(true, true, true)+` WHERE p.id IN (`+db.InList(len(ids))+`)) x`,
			append([]any{pol.LowStockThreshold}, db.Args(ids)...)...); err != nil {
			return StaffProductList{}, fmt.Errorf("catalog: staff products: %w", err)
		}
	}
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	slices.SortFunc(rows, func(a, b staffListRow) int { return at[a.ID] - at[b.ID] })
	out := StaffProductList{Items: make([]StaffProductRow, len(rows)), Total: total}
	for i, r := range rows {
		row := r.StaffProductRow
		row.SpecialPrice = moneyPtr(r.Special)
		row.UpdatedAt = row.UpdatedAt.UTC()
		row.Missing = missingLocales(r.MissingEN, r.MissingFR)
		out.Items[i] = row
	}
	if err := fillOffStores(ctx, h, out.Items); err != nil {
		return StaffProductList{}, err
	}
	return out, nil
}

// missingColumn is true where a language's texts are incomplete: no name,
// or no description where German has one.
// staffListRow is a row of the product list as read.
type staffListRow struct {
	StaffProductRow
	Special   sql.NullInt64 `db:"special_price"`
	MissingEN bool          `db:"missing_en"`
	MissingFR bool          `db:"missing_fr"`
}

// staffListRows selects the product list's rows up to their WHERE: the
// columns every row has, with its stock and threshold (a ? for the shop's
// default threshold) and its missing languages when asked for, and with
// its picture and number of variants when full.
func staffListRows(stock, missing, full bool) string {
	cols := []string{"p.id", "p.sku", "p.type", "p.is_active", "p.price", "p.special_price", "p.updated_at",
		"COALESCE(d.name, '') AS name"}
	if stock {
		cols = append(cols, `CASE WHEN p.type = 'configurable'
				THEN COALESCE((SELECT SUM(v.stock_qty) FROM product v WHERE v.parent_id = p.id AND v.is_active), 0)
				ELSE p.stock_qty END AS stock`, "COALESCE(p.low_stock_threshold, ?) AS threshold")
	}
	joins := `FROM product p
		LEFT JOIN product_text d ON d.product_id = p.id AND d.locale = 'de'`
	if missing {
		cols = append(cols, missingColumn("en")+" AS missing_en", missingColumn("fr")+" AS missing_fr")
		joins += `
		LEFT JOIN product_text en ON en.product_id = p.id AND en.locale = 'en'
		LEFT JOIN product_text fr ON fr.product_id = p.id AND fr.locale = 'fr'`
	}
	if full {
		cols = append(cols, `(SELECT COUNT(*) FROM product v WHERE v.parent_id = p.id AND v.is_active) AS variants`,
			`COALESCE((SELECT i.image_key FROM product_image i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1),
				(SELECT i.image_key FROM product_image i JOIN product v ON v.id = i.product_id
					WHERE v.parent_id = p.id ORDER BY v.position, i.position LIMIT 1), '') AS image_key`)
	}
	return "SELECT " + strings.Join(cols, ", ") + " " + joins
}

func missingColumn(l string) string {
	return `(COALESCE(` + l + `.name, '') = '' OR (COALESCE(` + l + `.description, '') = '' AND COALESCE(d.description, '') <> ''))`
}

func missingLocales(en, fr bool) []i18n.Locale {
	out := []i18n.Locale{}
	if en {
		out = append(out, i18n.English)
	}
	if fr {
		out = append(out, i18n.French)
	}
	return out
}

// missingOf lists the languages whose texts in are incomplete.
func missingOf(in ProductInput) []i18n.Locale {
	gap := func(l i18n.Locale) bool {
		return strings.TrimSpace(in.Name[l]) == "" ||
			strings.TrimSpace(in.Description[l]) == "" && strings.TrimSpace(in.Description[i18n.German]) != ""
	}
	return missingLocales(gap(i18n.English), gap(i18n.French))
}

// staffRow is what the staff methods read of a product before acting.
type staffRow struct {
	ID       int64         `db:"id"`
	SKU      string        `db:"sku"`
	ParentID sql.NullInt64 `db:"parent_id"`
	Revision int64         `db:"revision"`
	Created  time.Time     `db:"created_at"`
	Updated  time.Time     `db:"updated_at"`
	Lowest   int64         `db:"lowest_30_days"`
}

// reachable reads a parent product p may reach; NotFound otherwise.
func (s *service) reachable(ctx context.Context, p access.Principal, id int64, lock bool) (staffRow, error) {
	var r staffRow
	q := `SELECT id, sku, parent_id, revision, created_at, updated_at, lowest_30_days FROM product WHERE id = ?`
	if lock && s.db.Dialect() == db.Postgres {
		q += ` FOR UPDATE`
	}
	h := s.db.Read()
	if lock {
		h = s.db.Write()
	}
	err := h.Get(ctx, &r, q, id)
	if errors.Is(err, sql.ErrNoRows) || err == nil && (r.ParentID.Valid || !ownsSKU(p, r.SKU)) {
		return staffRow{}, apperr.New(apperr.NotFound, "catalog.staff.notFound")
	}
	if err != nil {
		return staffRow{}, fmt.Errorf("catalog: product %d: %w", id, err)
	}
	return r, nil
}

func (s *service) StaffProduct(ctx context.Context, id int64) (StaffProduct, error) {
	p, err := s.staffRequire(ctx, "product.read", strconv.FormatInt(id, 10))
	if err != nil {
		return StaffProduct{}, err
	}
	r, err := s.reachable(ctx, p, id, false)
	if err != nil {
		return StaffProduct{}, err
	}
	ins, err := s.ProductInputs(ctx, []int64{id})
	if err != nil {
		return StaffProduct{}, err
	}
	if len(ins) == 0 {
		return StaffProduct{}, apperr.New(apperr.NotFound, "catalog.staff.notFound")
	}
	out := StaffProduct{
		ID: id, Revision: r.Revision, Input: ins[0], CreatedAt: r.Created.UTC(), UpdatedAt: r.Updated.UTC(),
		Lowest30Days: Money(r.Lowest), Missing: missingOf(ins[0]), VariantIDs: map[string]int64{},
	}
	var variants []struct {
		ID  int64  `db:"id"`
		SKU string `db:"sku"`
	}
	if err := s.db.Read().Select(ctx, &variants, `SELECT id, sku FROM product WHERE parent_id = ?`, id); err != nil {
		return StaffProduct{}, fmt.Errorf("catalog: variants of %d: %w", id, err)
	}
	for _, v := range variants {
		out.VariantIDs[v.SKU] = v.ID
	}
	if out.Paths, err = s.Alternates(ctx, ProductRoute, id); err != nil && apperr.KindOf(err) != apperr.NotFound {
		return StaffProduct{}, err
	}
	if out.Movements, err = s.stockMovements(ctx, id, 50); err != nil {
		return StaffProduct{}, err
	}
	if out.MayPrice, err = s.mayPrice(ctx, p, r.SKU); err != nil {
		return StaffProduct{}, err
	}
	return out, nil
}

// stockMovements are the newest limit changes of the stock of a product
// and its variants.
func (s *service) stockMovements(ctx context.Context, id int64, limit int) ([]StockMovement, error) {
	out := []StockMovement{}
	if err := s.db.Read().Select(ctx, &out, `SELECT m.product_id, p.sku, m.at, m.change, m.qty_after, m.reason, m.reference, m.actor
		FROM product_stock_movement m JOIN product p ON p.id = m.product_id
		WHERE m.product_id = ? OR m.product_id IN (SELECT id FROM product WHERE parent_id = ?)
		ORDER BY m.id DESC LIMIT ?`, id, id, limit); err != nil {
		return nil, fmt.Errorf("catalog: stock movements of %d: %w", id, err)
	}
	for i := range out {
		out[i].At = out[i].At.UTC()
	}
	return out, nil
}

// recordMovements writes the stock changes of a save: for each SKU, from
// what it held (before; absent for a new product) to what the input
// holds.
func (s *service) recordMovements(ctx context.Context, now time.Time, before map[string]int, in []ProductInput, note StockNote, actor string) error {
	type level struct {
		sku string
		qty int
	}
	var levels []level
	for _, p := range in {
		if p.Type == Virtual {
			continue
		}
		if p.Type != Configurable {
			levels = append(levels, level{p.SKU, p.StockQty})
		}
		for _, v := range p.Variants {
			levels = append(levels, level{v.SKU, v.StockQty})
		}
	}
	var skus []string
	for _, l := range levels {
		if l.qty != before[l.sku] {
			skus = append(skus, l.sku)
		}
	}
	if len(skus) == 0 {
		return nil
	}
	ids := map[string]int64{}
	for _, chunk := range db.Chunks(skus, db.MaxInList) {
		var rows []struct {
			ID  int64  `db:"id"`
			SKU string `db:"sku"`
		}
		if err := s.db.Write().Select(ctx, &rows, `SELECT id, sku FROM product WHERE sku IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return fmt.Errorf("catalog: ids for stock movements: %w", err)
		}
		for _, r := range rows {
			ids[r.SKU] = r.ID
		}
	}
	var values [][]any
	for _, l := range levels {
		if l.qty != before[l.sku] {
			values = append(values, []any{ids[l.sku], now, l.qty - before[l.sku], l.qty, note.Reason, note.Reference, actor})
		}
	}
	if err := insertRows(ctx, s.db.Write(), "product_stock_movement", movementColumns, values); err != nil {
		return fmt.Errorf("catalog: record stock movements: %w", err)
	}
	return nil
}

// currentStock reads the stock of SKUs (products and variants).
func (s *service) currentStock(ctx context.Context, skus []string) (map[string]int, error) {
	out := map[string]int{}
	for _, chunk := range db.Chunks(skus, db.MaxInList) {
		var rows []struct {
			SKU string `db:"sku"`
			Qty int    `db:"stock_qty"`
		}
		if err := s.db.Write().Select(ctx, &rows, `SELECT sku, stock_qty FROM product WHERE sku IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
			return nil, fmt.Errorf("catalog: stock of %d products: %w", len(chunk), err)
		}
		for _, r := range rows {
			out[r.SKU] = r.Qty
		}
	}
	return out, nil
}

// skusOf are a product's SKU and its variants'.
func skusOf(in ProductInput) []string {
	out := []string{in.SKU}
	for _, v := range in.Variants {
		out = append(out, v.SKU)
	}
	return out
}

func (s *service) StaffSaveProduct(ctx context.Context, in StaffSave) (int64, error) {
	op := "product.update"
	if in.ID == 0 {
		op = "product.create"
	}
	p, err := s.staffRequire(ctx, op, in.Input.SKU)
	if err != nil {
		return 0, err
	}
	if !ownsSKU(p, in.Input.SKU) {
		if rerr := s.record(ctx, op, in.Input.SKU, audit.Refused); rerr != nil {
			return 0, rerr
		}
		return 0, apperr.New(apperr.Forbidden, "catalog.staff.notYourClub").OnField("sku")
	}
	for i, v := range in.Input.Variants {
		if !ownsSKU(p, v.SKU) {
			return 0, apperr.New(apperr.Forbidden, "catalog.staff.notYourClub").OnField(fmt.Sprintf("variants[%d].sku", i))
		}
	}
	var id int64
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		var before []ProductInput
		if in.ID != 0 {
			r, err := s.reachable(ctx, p, in.ID, true)
			if err != nil {
				return err
			}
			if r.Revision != in.Revision {
				return apperr.New(apperr.Conflict, "catalog.staff.changedMeanwhile")
			}
			if r.SKU != in.Input.SKU {
				return apperr.New(apperr.Invalid, "catalog.staff.skuFixed").OnField("sku")
			}
			if before, err = s.ProductInputs(ctx, []int64{in.ID}); err != nil {
				return err
			}
		} else {
			var n int
			if err := s.db.Write().Get(ctx, &n, `SELECT COUNT(*) FROM product WHERE sku = ?`, in.Input.SKU); err != nil {
				return fmt.Errorf("catalog: sku %s: %w", in.Input.SKU, err)
			}
			if n > 0 {
				return apperr.New(apperr.Conflict, "catalog.input.skuTaken", "sku", in.Input.SKU, "field", "sku").OnField("sku")
			}
		}
		may, err := s.mayPrice(ctx, p, in.Input.SKU)
		if err != nil {
			return err
		}
		if !may && (len(before) == 0 || !samePrices(before[0], in.Input)) {
			if err := s.record(ctx, op, in.Input.SKU, audit.Refused); err != nil {
				return err
			}
			return apperr.New(apperr.Forbidden, "catalog.staff.pricesNotYours").OnField("price")
		}
		stock, err := s.currentStock(ctx, skusOf(in.Input))
		if err != nil {
			return err
		}
		save := in.Input
		save.Variants = slices.Clone(in.Input.Variants)
		if err := keepStock(&save, stock, in.StockWas); err != nil {
			return err
		}
		if id, err = s.SaveProduct(ctx, save); err != nil {
			return err
		}
		if err := s.recordMovements(ctx, s.now().UTC(), stock, []ProductInput{save}, StockNote{Reason: StockByStaff}, p.Name); err != nil {
			return err
		}
		var changes []audit.Change
		if len(before) == 1 {
			changes = productChanges(before[0], save)
		}
		return s.record(ctx, op, save.SKU, audit.Done, changes...)
	})
	return id, err
}

// keepStock settles the stock a save writes: a level the editor left as
// it loaded it keeps what the database holds now (orders may have taken
// some meanwhile); one it changed is written, unless the database no
// longer holds what the editor loaded (Conflict on the field).
func keepStock(in *ProductInput, now, was map[string]int) error {
	settle := func(field, sku string, qty *int) error {
		cur, exists := now[sku]
		if !exists {
			return nil
		}
		loaded, ok := was[sku]
		if !ok {
			loaded = cur
		}
		switch {
		case *qty == loaded:
			*qty = cur
		case cur != loaded:
			return apperr.New(apperr.Conflict, "catalog.staff.stockChangedMeanwhile", "sku", sku, "qty", cur).OnField(field)
		}
		return nil
	}
	if err := settle("stockQty", in.SKU, &in.StockQty); err != nil {
		return err
	}
	for i := range in.Variants {
		if err := settle(fmt.Sprintf("variants[%d].stockQty", i), in.Variants[i].SKU, &in.Variants[i].StockQty); err != nil {
			return err
		}
	}
	return nil
}

// productChanges are the fields of the trail's entry for a save: the
// status, prices, stock and names that changed.
func productChanges(a, b ProductInput) []audit.Change {
	var out []audit.Change
	add := func(field, before, after string) {
		if before != after {
			out = append(out, audit.Change{Field: field, Before: &before, After: &after})
		}
	}
	money := func(m *Money) string {
		if m == nil {
			return ""
		}
		return strconv.FormatInt(int64(*m), 10)
	}
	add("isActive", strconv.FormatBool(a.IsActive), strconv.FormatBool(b.IsActive))
	add("price", money(&a.Price), money(&b.Price))
	add("specialPrice", money(a.SpecialPrice), money(b.SpecialPrice))
	add("tierPrices", TierPricesText(a.TierPrices), TierPricesText(b.TierPrices))
	add("stockQty", strconv.Itoa(a.StockQty), strconv.Itoa(b.StockQty))
	for _, l := range i18n.Locales {
		add("name."+string(l), a.Name[l], b.Name[l])
		add("urlKey."+string(l), a.URLKey[l], b.URLKey[l])
	}
	variants := map[string]VariantInput{}
	for _, v := range a.Variants {
		variants[v.SKU] = v
	}
	for _, v := range b.Variants {
		old := variants[v.SKU]
		add("variants."+v.SKU+".price", money(&old.Price), money(&v.Price))
		add("variants."+v.SKU+".tierPrices", TierPricesText(old.TierPrices), TierPricesText(v.TierPrices))
		add("variants."+v.SKU+".stockQty", strconv.Itoa(old.StockQty), strconv.Itoa(v.StockQty))
		add("variants."+v.SKU+".isActive", strconv.FormatBool(old.IsActive), strconv.FormatBool(v.IsActive))
	}
	return append(out, visibilityChanges(a, b)...)
}

func (s *service) StaffDeleteProduct(ctx context.Context, id, revision int64) error {
	p, err := s.staffRequire(ctx, "product.delete", strconv.FormatInt(id, 10))
	if err != nil {
		return err
	}
	var ids []int64
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		r, err := s.reachable(ctx, p, id, true)
		if err != nil {
			return err
		}
		if r.Revision != revision {
			return apperr.New(apperr.Conflict, "catalog.staff.changedMeanwhile")
		}
		tx := s.db.Write()
		ids = []int64{id}
		if err := tx.Select(ctx, &ids, `SELECT id FROM product WHERE id = ? OR parent_id = ?`, id, id); err != nil {
			return fmt.Errorf("catalog: delete %d: %w", id, err)
		}
		var cats []int64
		if err := tx.Select(ctx, &cats, `SELECT category_id FROM product_category WHERE product_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: delete %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM url_rewrite WHERE entity_type = ? AND entity_id = ?`, string(ProductRoute), id); err != nil {
			return fmt.Errorf("catalog: delete urls of %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM product_upsell WHERE upsell_id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...); err != nil {
			return fmt.Errorf("catalog: delete upsells of %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM product_related WHERE related_id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...); err != nil {
			return fmt.Errorf("catalog: delete related products of %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM product WHERE parent_id = ?`, id); err != nil {
			return fmt.Errorf("catalog: delete variants of %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM product WHERE id = ?`, id); err != nil {
			return fmt.Errorf("catalog: delete %d: %w", id, err)
		}
		if err := updateProductCounts(ctx, tx, cats); err != nil {
			return err
		}
		if err := s.enqueueReindex(ctx, tx, ids, s.now(), false); err != nil {
			return err
		}
		return s.record(ctx, "product.delete", r.SKU, audit.Done)
	})
	s.invalidateCache()
	if err != nil {
		return err
	}
	s.reindexWithoutQueue(ctx, ids)
	return nil
}

func (s *service) StaffBulk(ctx context.Context, ids []int64, a BulkAction) (int, error) {
	p, err := s.staffRequire(ctx, "product.bulk", a.Kind)
	if err != nil {
		return 0, err
	}
	ids = uniqueIDs(ids)
	var f apperr.Fields
	if len(ids) == 0 {
		f.Add("ids", "catalog.input.required", "field", "ids")
	}
	if len(ids) > MaxBulk {
		f.Add("ids", "catalog.input.tooMany", "field", "ids", "max", MaxBulk)
	}
	switch a.Kind {
	case "enable", "disable":
	case "category", "moveCategory":
		if a.CategoryID == 0 {
			f.Add("categoryId", "catalog.input.required", "field", "categoryId")
		}
	case "price":
		if (a.Percent == 0) == (a.Amount == 0) {
			f.Add("percent", "catalog.staff.bulkPrice")
		}
		if a.Percent <= -maxPercent || a.Percent > 10*maxPercent {
			f.Add("percent", "catalog.input.range", "field", "percent", "min", "-99.99", "max", "1000")
		}
	case "stock":
		if a.Stock < 0 || a.Stock > maxStock {
			f.Add("stock", "catalog.input.range", "field", "stock", "min", 0, "max", maxStock)
		}
	case "storeOff", "storeOn":
		if a.Store == "" {
			f.Add("store", "catalog.input.required", "field", "store")
		}
	default:
		f.Add("kind", "catalog.input.invalid", "field", "kind")
	}
	if err := f.Err(); err != nil {
		return 0, err
	}
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		for _, id := range ids {
			r, err := s.reachable(ctx, p, id, true)
			if err != nil {
				return err
			}
			if a.Kind != "price" {
				continue
			}
			if may, err := s.mayPrice(ctx, p, r.SKU); err != nil {
				return err
			} else if !may {
				return apperr.New(apperr.Forbidden, "catalog.staff.pricesNotYours").OnField("percent")
			}
		}
		ins, err := s.ProductInputs(ctx, ids)
		if err != nil {
			return err
		}
		before, err := s.ProductInputs(ctx, ids)
		if err != nil {
			return err
		}
		stock := map[string]int{}
		for i := range ins {
			in := &ins[i]
			stock[in.SKU] = in.StockQty
			for _, v := range in.Variants {
				stock[v.SKU] = v.StockQty
			}
			if !applyBulk(in, a) {
				return apperr.New(apperr.Invalid, "catalog.staff.bulkPriceRange", "sku", in.SKU).OnField("percent")
			}
		}
		if _, err := s.SaveProducts(ctx, ins); err != nil {
			return err
		}
		if a.Kind == "stock" {
			if err := s.recordMovements(ctx, s.now().UTC(), stock, ins, StockNote{Reason: StockByBulk}, p.Name); err != nil {
				return err
			}
		}
		for i := range ins {
			if err := s.record(ctx, "product.bulk."+a.Kind, ins[i].SKU, audit.Done, productChanges(before[i], ins[i])...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return len(ids), nil
}

// applyBulk changes one product's input as the action says; false when a
// price would leave the range a price may have.
func applyBulk(in *ProductInput, a BulkAction) bool {
	switch a.Kind {
	case "enable", "disable":
		in.IsActive = a.Kind == "enable"
	case "storeOff", "storeOn":
		in.OffStores = switchStore(in.OffStores, a.Store, a.Kind == "storeOff")
	case "category":
		if !slices.Contains(in.CategoryIDs, a.CategoryID) {
			in.CategoryIDs = append(in.CategoryIDs, a.CategoryID)
			if in.CategoryPositions != nil {
				in.CategoryPositions = append(in.CategoryPositions, 0)
			}
		}
	case "moveCategory":
		in.CategoryIDs, in.CategoryPositions = []int64{a.CategoryID}, nil
	case "price":
		ok := true
		change := func(m Money) Money {
			if m == 0 {
				return 0 // a variant's 0 is its parent's price
			}
			n := m + a.Amount
			if a.Percent != 0 {
				n = m + Money((int64(m)*int64(a.Percent)+sign(int64(a.Percent))*maxPercent/2)/maxPercent)
			}
			if n <= 0 || n >= MaxPrice {
				ok = false
			}
			return n
		}
		in.Price = change(in.Price)
		in.TierPrices = shiftTiers(in.TierPrices, change)
		for i := range in.Variants {
			in.Variants[i].Price = change(in.Variants[i].Price)
			in.Variants[i].TierPrices = shiftTiers(in.Variants[i].TierPrices, change)
		}
		return ok
	case "stock":
		if in.Type != Configurable && in.Type != Virtual {
			in.StockQty = a.Stock
		}
		for i := range in.Variants {
			in.Variants[i].StockQty = a.Stock
		}
	}
	return true
}

func sign(n int64) int64 {
	if n < 0 {
		return -1
	}
	return 1
}

func (s *service) StaffPriceReference(ctx context.Context, id int64, price Money, special *Money, from, to *time.Time) (Money, error) {
	p, err := s.staffRequire(ctx, "product.read", strconv.FormatInt(id, 10))
	if err != nil {
		return 0, err
	}
	var history []priceSnapshot
	if id != 0 {
		if _, err := s.reachable(ctx, p, id, false); err != nil {
			return 0, err
		}
		var rows []struct {
			At      time.Time     `db:"at"`
			Price   int64         `db:"price"`
			Special sql.NullInt64 `db:"special_price"`
			From    sql.NullTime  `db:"special_from"`
			To      sql.NullTime  `db:"special_to"`
		}
		if err := s.db.Read().Select(ctx, &rows, `SELECT at, price, special_price, special_from, special_to
			FROM product_price_history WHERE product_id = ? ORDER BY at, id`, id); err != nil {
			return 0, fmt.Errorf("catalog: price history of %d: %w", id, err)
		}
		for _, r := range rows {
			history = append(history, priceSnapshot{At: r.At.UTC(), priceSettings: priceSettings{
				Price: Money(r.Price), Special: moneyPtr(r.Special), From: timePtr(r.From), To: timePtr(r.To),
			}})
		}
	}
	now := s.now().UTC()
	cand := priceSettings{Price: price, Special: special, From: dayPtr(from), To: dayPtr(to)}
	if n := len(history); n == 0 || !history[n-1].same(cand) {
		at := now
		if n > 0 && at.Before(history[n-1].At) {
			at = history[n-1].At
		}
		history = append(history, priceSnapshot{At: at, priceSettings: cand})
	}
	return lowest30Days(history, nil), nil
}
