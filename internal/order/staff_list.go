package order

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// StaffSort is what the staff's order list is sorted by.
type StaffSort string

// The staff's sort fields.
const (
	StaffSortCreatedAt  StaffSort = "created_at"
	StaffSortNumber     StaffSort = "number"
	StaffSortGrandTotal StaffSort = "grand_total"
	StaffSortName       StaffSort = "name"
	StaffSortEmail      StaffSort = "email"
	StaffSortStatus     StaffSort = "status"
)

var staffSortColumns = map[StaffSort]string{
	StaffSortCreatedAt: "o.created_at", StaffSortNumber: "o.increment_id", StaffSortGrandTotal: "o.grand_total",
	StaffSortName: "LOWER(b.lastname), LOWER(b.firstname)", StaffSortEmail: "LOWER(o.email)", StaffSortStatus: "o.status",
}

// MaxStaffSearch bounds the search text of the staff's order list,
// MaxStaffChoices each list of values it filters by.
const (
	MaxStaffSearch  = 100
	MaxStaffChoices = 50
)

// StaffQuery asks for a page of every customer's orders, as staff find
// them. Zero fields do not narrow; the given ones must all hold.
type StaffQuery struct {
	// Search finds a part of the number, the email address, the billing
	// name or an item's SKU, letter case aside.
	Search          string
	Statuses        []Status
	PaymentStatuses []payment.Status
	PaymentMethods  []string
	// From and To bound when the order was placed: From ≤ placed < To.
	From, To time.Time
	// Country is the ISO code of where it ships (the billing address's
	// country for an order without shipping).
	Country string
	// SKUPrefixes keep orders with an item whose SKU begins with one of
	// them: a club's goods (a club manager sees only those orders).
	SKUPrefixes []string
	// CustomerID keeps one customer account's orders (a customer's page).
	CustomerID int64
	// Sort is StaffSortCreatedAt when empty, newest (largest) first
	// unless Ascending; equal values follow the orders' ids.
	Sort      StaffSort
	Ascending bool
	// Page counts from 1; PageSize is at most MaxPageSize (20 when 0).
	Page     int
	PageSize int
}

// StaffRow is an order as the staff's list shows it.
type StaffRow struct {
	ID            int64          `db:"id"`
	Number        string         `db:"increment_id"`
	CreatedAt     time.Time      `db:"created_at"`
	Status        Status         `db:"status"`
	Email         string         `db:"email"`
	Firstname     string         `db:"firstname"`
	Lastname      string         `db:"lastname"`
	Country       string         `db:"country_code"`
	PaymentMethod string         `db:"payment_method"`
	PaymentStatus payment.Status `db:"payment_status"`
	GrandTotal    catalog.Money  `db:"grand_total"`
	Items         int            `db:"items"`
	Locale        string         `db:"locale"`
}

// StaffList is a page of the staff's order list and how many orders
// match in all.
type StaffList struct {
	Rows  []StaffRow
	Total int
}

// staffWhere is the query's condition and its arguments, checked: an
// unknown status, payment status, sort or a search too long is Invalid
// on its field.
func staffWhere(q StaffQuery) (string, []any, error) {
	var f apperr.Fields
	for _, list := range []struct {
		field string
		n     int
	}{{"status", len(q.Statuses)}, {"payment_status", len(q.PaymentStatuses)}, {"payment_method", len(q.PaymentMethods)},
		{"club", len(q.SKUPrefixes)}} {
		if list.n > MaxStaffChoices {
			f.Add(list.field, "order.staff.tooMany", "max", MaxStaffChoices)
		}
	}
	if err := f.Err(); err != nil {
		return "", nil, err
	}
	conds, args := []string{"1 = 1"}, []any{}
	if search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search))); search != "" {
		if len([]rune(search)) > MaxStaffSearch {
			f.Add("search", "input.tooLong", "max", MaxStaffSearch)
		}
		// One column holds what is searched (searchText), a line each, so
		// a search of one line (a search box's) matches within one.
		conds = append(conds, `o.search_text LIKE ? ESCAPE '\'`)
		args = append(args, "%"+db.EscapeLike(search)+"%")
	}
	if len(q.Statuses) > 0 {
		for _, s := range q.Statuses {
			if !slices.Contains([]Status{PendingPayment, Processing, Complete, Canceled, Closed}, s) {
				f.Add("status", "order.staff.unknownStatus")
			}
			args = append(args, string(s))
		}
		conds = append(conds, "o.status IN ("+db.InList(len(q.Statuses))+")")
	}
	if len(q.PaymentStatuses) > 0 {
		for _, s := range q.PaymentStatuses {
			if !s.Valid() {
				f.Add("payment_status", "order.staff.unknownPaymentStatus")
			}
			args = append(args, string(s))
		}
		conds = append(conds, "o.id IN (SELECT p.order_id FROM payment p WHERE p.status IN ("+db.InList(len(q.PaymentStatuses))+"))")
	}
	if len(q.PaymentMethods) > 0 {
		args = append(args, db.Args(q.PaymentMethods)...)
		conds = append(conds, "o.payment_method IN ("+db.InList(len(q.PaymentMethods))+")")
	}
	if !q.From.IsZero() {
		conds, args = append(conds, "o.created_at >= ?"), append(args, q.From.UTC())
	}
	if !q.To.IsZero() {
		conds, args = append(conds, "o.created_at < ?"), append(args, q.To.UTC())
	}
	if c := strings.ToUpper(strings.TrimSpace(q.Country)); c != "" {
		conds, args = append(conds, "o.ship_country = ?"), append(args, c)
	}
	if q.CustomerID != 0 {
		conds, args = append(conds, "o.customer_id = ?"), append(args, q.CustomerID)
	}
	if len(q.SKUPrefixes) > 0 {
		// An item's SKU begins a line of the search text after its mark
		// (searchText), which no email address or name line holds.
		var likes []string
		for _, p := range q.SKUPrefixes {
			likes = append(likes, "o.search_text LIKE ? ESCAPE '\\'")
			args = append(args, "%\n"+skuMark+db.EscapeLike(strings.ToLower(p))+"%")
		}
		conds = append(conds, "("+strings.Join(likes, " OR ")+")")
	}
	if _, ok := staffSortColumns[q.Sort]; !ok && q.Sort != "" {
		f.Add("sort", "order.staff.unknownSort")
	}
	if err := f.Err(); err != nil {
		return "", nil, err
	}
	return strings.Join(conds, " AND "), args, nil
}

// staffFrom joins what the list shows.
const staffFrom = `FROM sales_order o
	JOIN sales_order_address b ON b.order_id = o.id AND b.kind = 'billing'
	LEFT JOIN sales_order_address sa ON sa.order_id = o.id AND sa.kind = 'shipping'
	LEFT JOIN payment p ON p.order_id = o.id`

// StaffOrders is a page of every customer's orders for staff, in two
// statements (the page, the count). Refused with field errors (Invalid)
// for an unknown status, payment status or sort and a search longer
// than MaxStaffSearch.
func (s *service) StaffOrders(ctx context.Context, q StaffQuery) (StaffList, error) {
	where, args, err := staffWhere(q)
	if err != nil {
		return StaffList{}, err
	}
	if q.PageSize <= 0 {
		q.PageSize = 20
	}
	q.PageSize = min(q.PageSize, MaxPageSize)
	q.Page = max(q.Page, 1)
	var out StaffList
	// Every condition is on the order's own row or a subquery, so the
	// count needs no join.
	if err := s.db.Read().Get(ctx, &out.Total, `SELECT COUNT(*) FROM sales_order o WHERE `+where, args...); err != nil {
		return StaffList{}, fmt.Errorf("order: count staff list: %w", err)
	}
	if out.Total == 0 || (q.Page-1)*q.PageSize >= out.Total {
		return out, nil
	}
	dir := " DESC"
	if q.Ascending {
		dir = " ASC"
	}
	order := staffSortColumns[q.Sort]
	if order == "" {
		order = staffSortColumns[StaffSortCreatedAt]
	}
	var sortBy []string
	for _, col := range strings.Split(order, ", ") {
		sortBy = append(sortBy, col+dir)
	}
	sortBy = append(sortBy, "o.id"+dir)
	// The page's ids first, from the orders alone (the billing name joined
	// only to sort by it), so a deep page skips rows without joining them;
	// then what the list shows of those.
	join := ""
	if q.Sort == StaffSortName {
		join = ` JOIN sales_order_address b ON b.order_id = o.id AND b.kind = 'billing'`
	}
	orderBy := strings.Join(sortBy, ", ")
	err = s.db.Read().Select(ctx, &out.Rows, `SELECT o.id, o.increment_id, o.created_at, o.status, o.email, b.firstname, b.lastname,
		COALESCE(sa.country_code, b.country_code) AS country_code, o.payment_method, COALESCE(p.status, '') AS payment_status,
		o.grand_total, o.locale,
		(SELECT COALESCE(SUM(qty_ordered - qty_canceled), 0) FROM sales_order_item si WHERE si.order_id = o.id) AS items
		`+staffFrom+` WHERE o.id IN (SELECT o.id FROM sales_order o`+join+` WHERE `+where+` ORDER BY `+orderBy+` LIMIT ? OFFSET ?)
		ORDER BY `+orderBy, append(args, q.PageSize, (q.Page-1)*q.PageSize)...)
	if err != nil {
		return StaffList{}, fmt.Errorf("order: staff list: %w", err)
	}
	for i := range out.Rows {
		out.Rows[i].CreatedAt = out.Rows[i].CreatedAt.UTC()
	}
	return out, nil
}

// MaxStaffExport bounds how many orders one CSV export holds.
const MaxStaffExport = 50_000

// ExportStaffOrders writes the orders a query matches (all pages, in its
// order, at most MaxStaffExport) as CSV with a header, in English
// column names, amounts in euros with a point, times in Berlin.
func (s *service) ExportStaffOrders(ctx context.Context, q StaffQuery, w io.Writer) error {
	out := csv.NewWriter(w)
	if err := out.Write([]string{"number", "placed_at", "status", "payment_method", "payment_status", "email", "firstname", "lastname",
		"country", "items", "grand_total"}); err != nil {
		return err
	}
	q.PageSize = MaxPageSize
	for q.Page = 1; (q.Page-1)*MaxPageSize < MaxStaffExport; q.Page++ {
		list, err := s.StaffOrders(ctx, q)
		if err != nil {
			return err
		}
		for _, r := range list.Rows {
			if err := out.Write([]string{r.Number, r.CreatedAt.In(berlin).Format("2006-01-02 15:04:05"), string(r.Status), r.PaymentMethod,
				string(r.PaymentStatus), csvSafe(r.Email), csvSafe(r.Firstname), csvSafe(r.Lastname), r.Country, strconv.Itoa(r.Items),
				decimal(r.GrandTotal)}); err != nil {
				return err
			}
		}
		if len(list.Rows) < MaxPageSize {
			break
		}
	}
	out.Flush()
	return out.Error()
}

// csvSafe keeps a value a spreadsheet would run as a formula from
// running (OWASP's CSV injection): a leading =, +, -, @, tab or carriage
// return gets a quote before it.
func csvSafe(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}

// StaffPaymentMethods are the payment methods orders were placed with,
// by code, in order: the choices of the staff list's filter.
func (s *service) StaffPaymentMethods(ctx context.Context) ([]string, error) {
	methods := []string{}
	if err := s.db.Read().Select(ctx, &methods, `SELECT DISTINCT payment_method FROM sales_order ORDER BY payment_method`); err != nil {
		return nil, fmt.Errorf("order: payment methods: %w", err)
	}
	return methods, nil
}

// searchText is what the staff's free-text search looks in (StaffQuery.
// Search), kept with the order: its number, email address, billing name
// and items' SKUs, a line each, lower-cased, the SKUs' after skuMark (a
// club's goods are the lines that begin with it and the club's prefix).
func searchText(number, email, firstname, lastname string, skus []string) string {
	lines := []string{number, email, firstname + " " + lastname}
	for _, sku := range skus {
		lines = append(lines, skuMark+sku)
	}
	return strings.ToLower(strings.Join(lines, "\n"))
}

// skuMark begins the search text's SKU lines: the unit separator, which
// no address or name holds.
const skuMark = "\x1f"

// orderSearchText is o's searchText.
func orderSearchText(o Order) string {
	skus := make([]string, len(o.Items))
	for i, it := range o.Items {
		skus[i] = it.SKU
	}
	return searchText(o.Number, o.Email, o.BillingAddress.Firstname, o.BillingAddress.Lastname, skus)
}
