package order

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/vat"
)

var errNoRows = sql.ErrNoRows

// orderRow is a row of sales_order.
type orderRow struct {
	ID                int64         `db:"id"`
	Number            string        `db:"increment_id"`
	CartID            sql.NullInt64 `db:"cart_id"`
	CustomerID        sql.NullInt64 `db:"customer_id"`
	Email             string        `db:"email"`
	Website           string        `db:"website"`
	Locale            string        `db:"locale"`
	Status            string        `db:"status"`
	PaymentMethod     string        `db:"payment_method"`
	ShippingCarrier   string        `db:"shipping_carrier_code"`
	ShippingMethod    string        `db:"shipping_method_code"`
	ShippingTitle     string        `db:"shipping_title"`
	ShippingInclTax   int64         `db:"shipping_incl_tax"`
	ShippingExclTax   int64         `db:"shipping_excl_tax"`
	SubtotalInclTax   int64         `db:"subtotal_incl_tax"`
	SubtotalExclTax   int64         `db:"subtotal_excl_tax"`
	Discount          int64         `db:"discount"`
	Tax               int64         `db:"tax"`
	GrandTotal        int64         `db:"grand_total"`
	GrandTotalExclTax int64         `db:"grand_total_excl_tax"`
	TaxLines          string        `db:"tax_lines"`
	DiscountLines     string        `db:"discount_lines"`
	CouponCodes       string        `db:"coupon_codes"`
	IsVirtual         bool          `db:"is_virtual"`
	VATCountry        string        `db:"vat_country"`
	DeliveryEarliest  string        `db:"delivery_earliest"`
	DeliveryLatest    string        `db:"delivery_latest"`
	RestoredCartID    sql.NullInt64 `db:"restored_cart_id"`
	CreatedAt         time.Time     `db:"created_at"`
	UpdatedAt         time.Time     `db:"updated_at"`
	AnonymisedAt      *time.Time    `db:"anonymised_at"`
}

const orderColumns = `id, increment_id, cart_id, customer_id, email, website, locale, status, payment_method,
	shipping_carrier_code, shipping_method_code, shipping_title, shipping_incl_tax, shipping_excl_tax,
	subtotal_incl_tax, subtotal_excl_tax, discount, tax, grand_total, grand_total_excl_tax, tax_lines, discount_lines,
	coupon_codes, is_virtual, vat_country, delivery_earliest, delivery_latest, restored_cart_id, created_at, updated_at, anonymised_at`

type itemRow struct {
	OrderID          int64         `db:"order_id"`
	ID               int64         `db:"id"`
	ProductID        sql.NullInt64 `db:"product_id"`
	ParentProductID  sql.NullInt64 `db:"parent_product_id"`
	SKU              string        `db:"sku"`
	ParentSKU        string        `db:"parent_sku"`
	Name             string        `db:"name"`
	Variant          string        `db:"variant"`
	Options          string        `db:"options"`
	QtyOrdered       int           `db:"qty_ordered"`
	QtyCanceled      int           `db:"qty_canceled"`
	QtyShipped       int           `db:"qty_shipped"`
	Individualised   bool          `db:"individualised"`
	UnitPrice        int64         `db:"unit_price"`
	RegularUnitPrice int64         `db:"regular_unit_price"`
	RowTotal         int64         `db:"row_total"`
	Discount         int64         `db:"discount"`
	TaxRate          vat.Rate      `db:"tax_rate"`
	IsVirtual        bool          `db:"is_virtual"`
}

const itemColumns = `id, product_id, parent_product_id, sku, parent_sku, name, variant, options, qty_ordered, qty_canceled,
	qty_shipped, individualised, unit_price, regular_unit_price, row_total, discount, tax_rate, is_virtual`

type addressRow struct {
	OrderID     int64  `db:"order_id"`
	Kind        string `db:"kind"`
	Firstname   string `db:"firstname"`
	Lastname    string `db:"lastname"`
	Company     string `db:"company"`
	Street1     string `db:"street_line1"`
	Street2     string `db:"street_line2"`
	Postcode    string `db:"postcode"`
	City        string `db:"city"`
	CountryCode string `db:"country_code"`
	RegionCode  string `db:"region_code"`
	RegionName  string `db:"region_name"`
	Telephone   string `db:"telephone"`
	VATID       string `db:"vat_id"`
}

type historyRow struct {
	OrderID   int64     `db:"order_id"`
	Status    string    `db:"status"`
	Comment   string    `db:"comment"`
	CreatedAt time.Time `db:"created_at"`
}

// nextNumber takes the website's next order number. The sequence's row
// is held until the order's transaction ends, so numbers follow the
// order in which orders commit and a rolled-back placement leaves no gap.
func (s *service) nextNumber(ctx context.Context, website string) (string, error) {
	var n int64
	if err := s.db.Write().Get(ctx, &n, `INSERT INTO order_sequence (website, n) VALUES (?, 1)
		ON CONFLICT (website) DO UPDATE SET n = order_sequence.n + 1 RETURNING n`, website); err != nil {
		return "", fmt.Errorf("order: next number of %s: %w", website, err)
	}
	return fmt.Sprintf("%0*d", NumberLength, n), nil
}

func encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return "[]"
	}
	return string(b)
}

// insert writes a new order with its items, addresses and history.
func (s *service) insert(ctx context.Context, o *Order, cartID int64) error {
	tx := s.db.Write()
	var customer any
	if o.CustomerID != 0 {
		customer = o.CustomerID
	}
	t := o.Totals
	if err := tx.Get(ctx, &o.ID, `INSERT INTO sales_order (increment_id, cart_id, customer_id, email, email_key, client_key, website, locale, status,
		payment_method, shipping_carrier_code, shipping_method_code, shipping_title, shipping_incl_tax, shipping_excl_tax,
		subtotal_incl_tax, subtotal_excl_tax, discount, tax, grand_total, grand_total_excl_tax, tax_lines, discount_lines,
		coupon_codes, is_virtual, vat_country, ship_country, delivery_earliest, delivery_latest, created_at, updated_at, search_text)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		o.Number, cartID, customer, o.Email, mail.MailboxKey(o.Email), clientKey(ctx), o.Website, string(o.Locale), string(o.Status),
		o.PaymentMethod, o.ShippingCarrierCode, o.ShippingMethodCode, o.ShippingTitle, int64(t.ShippingInclTax), int64(t.ShippingExclTax),
		int64(t.SubtotalInclTax), int64(t.SubtotalExclTax), int64(t.Discount), int64(t.Tax), int64(t.GrandTotal), int64(t.GrandTotalExclTax),
		encode(t.Taxes), encode(t.Discounts), strings.Join(o.CouponCodes, ","), o.IsVirtual, o.VATCountry, shipCountry(o), o.DeliveryEarliest, o.DeliveryLatest,
		o.CreatedAt, o.UpdatedAt, orderSearchText(*o)); err != nil {
		return fmt.Errorf("order: insert %s: %w", o.Number, err)
	}
	if err := keepOptionFiles(ctx, tx, o); err != nil {
		return err
	}
	for i := range o.Items {
		it := &o.Items[i]
		var parent any
		if it.ParentProductID != 0 {
			parent = it.ParentProductID
		}
		if err := tx.Get(ctx, &it.ID, `INSERT INTO sales_order_item (order_id, product_id, parent_product_id, sku, parent_sku, name,
			variant, options, qty_ordered, unit_price, regular_unit_price, row_total, discount, tax_rate, is_virtual, individualised, position)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			o.ID, it.ProductID, parent, it.SKU, it.ParentSKU, it.Name, encode(it.Variant), encode(it.Options), it.QtyOrdered,
			int64(it.UnitPrice), int64(it.RegularUnitPrice), int64(it.RowTotal), int64(it.Discount), it.TaxRate, it.IsVirtual,
			it.Individualised, i); err != nil {
			return fmt.Errorf("order: insert item %s of %s: %w", it.SKU, o.Number, err)
		}
	}
	addresses := []struct {
		kind string
		a    *Address
	}{{"billing", &o.BillingAddress}, {"shipping", o.ShippingAddress}}
	for _, x := range addresses {
		if x.a == nil {
			continue
		}
		a := x.a
		street := append(append([]string{}, a.Street...), "", "")
		if _, err := tx.Exec(ctx, `INSERT INTO sales_order_address (order_id, kind, firstname, lastname, company, street_line1,
			street_line2, postcode, city, country_code, region_code, region_name, telephone, vat_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			o.ID, x.kind, a.Firstname, a.Lastname, a.Company, street[0], street[1], a.Postcode, a.City,
			strings.ToUpper(a.CountryCode), a.RegionCode, a.RegionName, a.Telephone, a.VATID); err != nil {
			return fmt.Errorf("order: insert %s address of %s: %w", x.kind, o.Number, err)
		}
	}
	for _, h := range o.History {
		if err := s.addHistory(ctx, o.ID, h); err != nil {
			return err
		}
	}
	return nil
}

func (s *service) addHistory(ctx context.Context, orderID int64, h HistoryEntry) error {
	if _, err := s.db.Write().Exec(ctx, `INSERT INTO sales_order_status_history (order_id, status, comment, created_at) VALUES (?, ?, ?, ?)`,
		orderID, string(h.Status), h.Comment, h.CreatedAt.UTC()); err != nil {
		return fmt.Errorf("order: history of %d: %w", orderID, err)
	}
	return nil
}

// setStatus moves an order to a status with a history entry.
func (s *service) setStatus(ctx context.Context, o *Order, status Status, comment string) error {
	now := s.now().UTC()
	// The client's key counts orders awaiting their payment only
	// (limits.go): an order that moves on forgets it.
	if _, err := s.db.Write().Exec(ctx, `UPDATE sales_order SET status = ?, updated_at = ?, client_key = NULL WHERE id = ?`,
		string(status), now, o.ID); err != nil {
		return fmt.Errorf("order: set %s to %s: %w", o.Number, status, err)
	}
	h := HistoryEntry{Status: status, Comment: comment, CreatedAt: now}
	o.Status, o.UpdatedAt = status, now
	o.History = append(o.History, h)
	return s.addHistory(ctx, o.ID, h)
}

// load reads one order with everything it holds.
func (s *service) load(ctx context.Context, h db.Handle, where string, args ...any) (Order, error) {
	var row orderRow
	err := h.Get(ctx, &row, `SELECT `+orderColumns+` FROM sales_order WHERE `+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, notFound()
	}
	if err != nil {
		return Order{}, fmt.Errorf("order: read: %w", err)
	}
	return s.assemble(ctx, h, row)
}

// byCart is the order placed from a cart.
func (s *service) byCart(ctx context.Context, cartID int64) (Order, error) {
	return s.load(ctx, s.db.Write(), `cart_id = ?`, cartID)
}

func (s *service) assemble(ctx context.Context, h db.Handle, row orderRow) (Order, error) {
	all, err := s.assembleAll(ctx, h, []orderRow{row})
	if err != nil {
		return Order{}, err
	}
	return all[0], nil
}

// assembleAll makes orders of their rows with their items, addresses,
// history and shipments: four statements for any number of orders (a page
// of a customer's orders), in the rows' order.
func (s *service) assembleAll(ctx context.Context, h db.Handle, rows []orderRow) ([]Order, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	out := make([]Order, len(rows))
	at := make(map[int64]*Order, len(rows))
	ids := make([]int64, len(rows))
	for i, row := range rows {
		o, err := orderOf(row)
		if err != nil {
			return nil, err
		}
		out[i], ids[i] = o, row.ID
		at[row.ID] = &out[i]
	}
	in := db.InList(len(ids))
	var items []itemRow
	if err := h.Select(ctx, &items, `SELECT order_id, `+itemColumns+` FROM sales_order_item WHERE order_id IN (`+in+`) ORDER BY order_id, position`,
		db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("order: items: %w", err)
	}
	for _, r := range items {
		it := Item{ID: r.ID, ProductID: r.ProductID.Int64, ParentProductID: r.ParentProductID.Int64, SKU: r.SKU, ParentSKU: r.ParentSKU,
			Name: r.Name, QtyOrdered: r.QtyOrdered, QtyCanceled: r.QtyCanceled, QtyShipped: r.QtyShipped,
			Individualised: r.Individualised, UnitPrice: catalog.Money(r.UnitPrice),
			RegularUnitPrice: catalog.Money(r.RegularUnitPrice), RowTotal: catalog.Money(r.RowTotal), Discount: catalog.Money(r.Discount),
			TaxRate: r.TaxRate, IsVirtual: r.IsVirtual}
		if err := json.Unmarshal([]byte(r.Variant), &it.Variant); err != nil {
			return nil, fmt.Errorf("order: variant of item %d: %w", r.ID, err)
		}
		if err := json.Unmarshal([]byte(r.Options), &it.Options); err != nil {
			return nil, fmt.Errorf("order: options of item %d: %w", r.ID, err)
		}
		o := at[r.OrderID]
		o.Items = append(o.Items, it)
	}
	var addresses []addressRow
	if err := h.Select(ctx, &addresses, `SELECT order_id, kind, firstname, lastname, company, street_line1, street_line2, postcode, city,
		country_code, region_code, region_name, telephone, vat_id FROM sales_order_address WHERE order_id IN (`+in+`)`, db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("order: addresses: %w", err)
	}
	for _, r := range addresses {
		a := Address{Firstname: r.Firstname, Lastname: r.Lastname, Company: r.Company, Street: []string{r.Street1}, Postcode: r.Postcode,
			City: r.City, CountryCode: r.CountryCode, RegionCode: r.RegionCode, RegionName: r.RegionName, Telephone: r.Telephone, VATID: r.VATID}
		if r.Street2 != "" {
			a.Street = append(a.Street, r.Street2)
		}
		o := at[r.OrderID]
		if r.Kind == "shipping" {
			o.ShippingAddress = &a
		} else {
			o.BillingAddress = a
		}
	}
	var history []historyRow
	if err := h.Select(ctx, &history, `SELECT order_id, status, comment, created_at FROM sales_order_status_history
		WHERE order_id IN (`+in+`) ORDER BY order_id, id`, db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("order: history: %w", err)
	}
	for _, r := range history {
		o := at[r.OrderID]
		o.History = append(o.History, HistoryEntry{Status: Status(r.Status), Comment: r.Comment, CreatedAt: r.CreatedAt.UTC()})
	}
	if err := loadShipments(ctx, h, at, in, ids); err != nil {
		return nil, err
	}
	return out, nil
}

// orderOf is an order's own row, without its items, addresses and history.
func orderOf(row orderRow) (Order, error) {
	o := Order{ID: row.ID, Number: row.Number, CustomerID: row.CustomerID.Int64, Email: row.Email, Website: row.Website,
		Locale: localeOf(row.Locale), Status: Status(row.Status), PaymentMethod: row.PaymentMethod,
		ShippingCarrierCode: row.ShippingCarrier, ShippingMethodCode: row.ShippingMethod, ShippingTitle: row.ShippingTitle,
		IsVirtual: row.IsVirtual, VATCountry: row.VATCountry, DeliveryEarliest: row.DeliveryEarliest, DeliveryLatest: row.DeliveryLatest,
		CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC(),
		Totals: Totals{SubtotalInclTax: catalog.Money(row.SubtotalInclTax), SubtotalExclTax: catalog.Money(row.SubtotalExclTax),
			Discount: catalog.Money(row.Discount), ShippingInclTax: catalog.Money(row.ShippingInclTax), ShippingExclTax: catalog.Money(row.ShippingExclTax),
			Tax: catalog.Money(row.Tax), GrandTotal: catalog.Money(row.GrandTotal), GrandTotalExclTax: catalog.Money(row.GrandTotalExclTax)}}
	if row.AnonymisedAt != nil {
		o.AnonymisedAt = row.AnonymisedAt.UTC()
	}
	if row.CouponCodes != "" {
		o.CouponCodes = strings.Split(row.CouponCodes, ",")
	}
	if err := json.Unmarshal([]byte(row.TaxLines), &o.Totals.Taxes); err != nil {
		return Order{}, fmt.Errorf("order: tax lines of %s: %w", row.Number, err)
	}
	if err := json.Unmarshal([]byte(row.DiscountLines), &o.Totals.Discounts); err != nil {
		return Order{}, fmt.Errorf("order: discount lines of %s: %w", row.Number, err)
	}
	return o, nil
}

// shipCountry is where an order goes: its shipping address's country,
// else its billing address's (an order without shipping).
func shipCountry(o *Order) string {
	if o.ShippingAddress != nil {
		return strings.ToUpper(o.ShippingAddress.CountryCode)
	}
	return strings.ToUpper(o.BillingAddress.CountryCode)
}
