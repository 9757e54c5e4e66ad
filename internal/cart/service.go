package cart

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
)

type service struct {
	Dependencies
	db  *db.DB
	now func() time.Time
}

// Options adjust a cart service.
type Options struct {
	// Now is the clock of prices, coupons, delivery windows and
	// timestamps; time.Now when nil.
	Now func() time.Time
}

// NewService returns the carts kept in d.
func NewService(d *db.DB, deps Dependencies, opts Options) (Service, error) {
	if deps.Catalog == nil || deps.Coupons == nil || deps.Shipping == nil || deps.Limiter == nil {
		return nil, errors.New("cart: the catalogue, coupons, shipping and a rate limiter are needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{Dependencies: deps, db: d, now: opts.Now}, nil
}

// notFound is the one answer for every cart a caller may not reach.
func notFound() error { return apperr.New(apperr.NotFound, "cart.notFound") }

// newMaskedID is a new cart id: 24 random bytes in base64url.
func newMaskedID() (string, error) {
	var b [24]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("cart: random id: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// wellFormed reports whether s can be a cart id at all.
func wellFormed(s string) bool {
	if len(s) != MaskedIDLength {
		return false
	}
	for _, r := range s {
		if (r < 'A' || r > 'Z') && (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' && r != '_' {
			return false
		}
	}
	return true
}

// reachable reports whether the caller of ref may use the cart of row: a
// customer's cart only that customer, a guest cart only a guest (a
// signed-in customer takes one over with Merge). Every operation on a
// cart finds it through here (find, Hold), so the rule holds for all.
func reachable(row cartRow, ref Ref) bool {
	if !row.Active || row.Website != ref.Store.Site {
		return false
	}
	if row.CustomerID.Valid {
		return ref.CustomerID != 0 && row.CustomerID.Int64 == ref.CustomerID
	}
	return ref.CustomerID == 0
}

// limits are the shop's order limits now (outside a transaction from the
// settings' memory, inside it from their row); their defaults without
// Terms.
func (s *service) limits(ctx context.Context) (settings.OrderLimits, error) {
	if s.Terms == nil {
		return settings.DefaultOrderLimits, nil
	}
	return s.Terms.OrderLimits(ctx)
}

// couponContext is what coupons are checked against for a cart: its lines
// at now, its customer and the address its order would go to as far as it
// is known (a customer's account address, a guest's once the checkout set
// it), whose mailbox a coupon's uses per customer are counted by.
func (s *service) couponContext(ctx context.Context, row cartRow, items []Item, now time.Time) (coupon.Context, error) {
	c := coupon.Context{Now: now, CustomerID: row.CustomerID.Int64, Email: row.Email, Lines: couponLines(items)}
	if row.CustomerID.Valid && s.Addresses != nil {
		cust, err := s.Addresses.Get(ctx, row.CustomerID.Int64)
		if err != nil {
			return coupon.Context{}, err
		}
		c.Email = cust.Email
	}
	return c, nil
}

// find reads the cart ref names and checks the caller may use it.
func (s *service) find(ctx context.Context, h db.Handle, ref Ref, lock bool) (cartRow, error) {
	if !wellFormed(ref.MaskedID) {
		return cartRow{}, notFound()
	}
	var row cartRow
	get := h.Get
	if lock {
		get = h.GetForUpdate
	}
	err := get(ctx, &row, `SELECT `+cartColumns+` FROM cart WHERE masked_id = ?`, ref.MaskedID)
	if errors.Is(err, sql.ErrNoRows) {
		return cartRow{}, notFound()
	}
	if err != nil {
		return cartRow{}, fmt.Errorf("cart: find: %w", err)
	}
	if !reachable(row, ref) {
		return cartRow{}, notFound()
	}
	return row, nil
}

func (s *service) items(ctx context.Context, h db.Handle, cartID int64) ([]itemRow, error) {
	var rows []itemRow
	if err := h.Select(ctx, &rows, `SELECT `+itemColumns+` FROM cart_item WHERE cart_id = ? ORDER BY id`, cartID); err != nil {
		return nil, fmt.Errorf("cart: items of %d: %w", cartID, err)
	}
	return rows, nil
}

// products loads the catalogue entries of items (and of ids more) that
// products lacks, in one call, into it.
func (s *service) products(ctx context.Context, locale i18n.Locale, rows []itemRow, more []int64, into map[int64]catalog.Product) error {
	var ids []int64
	for _, r := range rows {
		if _, ok := into[r.owner()]; !ok && r.owner() != 0 {
			ids = append(ids, r.owner())
		}
	}
	for _, id := range more {
		if _, ok := into[id]; !ok {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	slices.Sort(ids)
	found, err := s.Catalog.Products(ctx, locale, catalog.ProductFilter{IDs: slices.Compact(ids)})
	if err != nil {
		return err
	}
	for _, p := range found {
		into[p.ID] = p
	}
	return nil
}

func (s *service) Get(ctx context.Context, ref Ref) (Cart, error) {
	row, err := s.find(ctx, s.db.Read(), ref, false)
	if err != nil {
		return Cart{}, err
	}
	return s.load(ctx, ref.Store.Locale, row)
}

// load computes the cart of a row.
func (s *service) load(ctx context.Context, locale i18n.Locale, row cartRow) (Cart, error) {
	rows, err := s.items(ctx, s.db.Read(), row.ID)
	if err != nil {
		return Cart{}, err
	}
	products := map[int64]catalog.Product{}
	if err := s.products(ctx, locale, rows, nil, products); err != nil {
		return Cart{}, err
	}
	return s.compute(ctx, locale, row, rows, products)
}

func (s *service) CreateGuest(ctx context.Context, store storecode.Store) (Cart, error) {
	if ip := ratelimit.ClientFrom(ctx).IP; ip != "" {
		d, err := s.Limiter.Allow(ctx, CreatePerClient, ratelimit.IPKey(ip))
		if err != nil {
			return Cart{}, err
		}
		if err := d.Err("cart.tooManyCarts"); err != nil {
			return Cart{}, err
		}
	}
	row, err := s.insert(ctx, s.db.Write(), 0, store)
	if err != nil {
		return Cart{}, err
	}
	return s.compute(ctx, store.Locale, row, nil, nil)
}

// insert creates an empty cart; for a customer who has an active cart
// already, nothing is created and ok is false.
func (s *service) insert(ctx context.Context, h db.Handle, customerID int64, store storecode.Store) (cartRow, error) {
	now := s.now().UTC()
	var owner any
	if customerID != 0 {
		owner = customerID
	}
	for attempt := 0; ; attempt++ {
		masked, err := newMaskedID()
		if err != nil {
			return cartRow{}, err
		}
		row := cartRow{MaskedID: masked, CustomerID: sql.NullInt64{Int64: customerID, Valid: customerID != 0}, Website: store.Site,
			Locale: string(store.Locale), Active: true, CreatedAt: now, UpdatedAt: now}
		err = h.Get(ctx, &row.ID, `INSERT INTO cart (masked_id, customer_id, website, locale, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (masked_id) DO NOTHING RETURNING id`, masked, owner, store.Site, string(store.Locale), now, now)
		switch {
		case err == nil:
			return row, nil
		case errors.Is(err, sql.ErrNoRows) && attempt < 3:
			continue // 192 random bits met another cart's: try new ones
		default:
			return cartRow{}, fmt.Errorf("cart: create: %w", err)
		}
	}
}

func (s *service) ForCustomer(ctx context.Context, customerID int64, store storecode.Store) (Cart, error) {
	row, err := s.customerRow(ctx, customerID, store)
	if err != nil {
		return Cart{}, err
	}
	return s.load(ctx, store.Locale, row)
}

// customerRow returns the customer's active cart, creating it when there
// is none (two requests at once create one: the other's insert loses on
// the unique index and reads the winner's).
func (s *service) customerRow(ctx context.Context, customerID int64, store storecode.Store) (cartRow, error) {
	if customerID == 0 {
		return cartRow{}, notFound()
	}
	read := func() (cartRow, error) {
		var row cartRow
		err := s.db.Read().Get(ctx, &row, `SELECT `+cartColumns+` FROM cart WHERE customer_id = ? AND is_active`, customerID)
		return row, err
	}
	row, err := read()
	for attempt := 0; errors.Is(err, sql.ErrNoRows) && attempt < 3; attempt++ {
		masked, merr := newMaskedID()
		if merr != nil {
			return cartRow{}, merr
		}
		now := s.now().UTC()
		if _, err := s.db.Write().Exec(ctx, `INSERT INTO cart (masked_id, customer_id, website, locale, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, masked, customerID, store.Site, string(store.Locale), now, now); err != nil {
			return cartRow{}, fmt.Errorf("cart: create for customer %d: %w", customerID, err)
		}
		row, err = read()
	}
	if err != nil {
		return cartRow{}, fmt.Errorf("cart: of customer %d: %w", customerID, err)
	}
	if row.Website != store.Site {
		return cartRow{}, notFound()
	}
	return row, nil
}

// change is one change of a cart: the state a change function works on.
type change struct {
	tx       db.Handle
	row      cartRow
	rows     []itemRow
	products map[int64]catalog.Product
	now      time.Time
	// codes are the coupon codes after the change.
	codes []string
	// limits are what one order may hold.
	limits settings.OrderLimits
}

// write runs fn on the cart ref names within a transaction that holds the
// cart's row: the catalogue is read before (for the items there were and
// the products more wants), the items again once the row is held, and
// after fn the coupons that no longer apply are dropped and the cart is
// marked changed. It answers the cart as changed.
func (s *service) write(ctx context.Context, ref Ref, more func(ctx context.Context, products map[int64]catalog.Product) error,
	fn func(ctx context.Context, c *change) error) (Cart, error) {
	locale := ref.Store.Locale
	row, err := s.find(ctx, s.db.Read(), ref, false)
	if err != nil {
		return Cart{}, err
	}
	// The limits as the settings' memory has them: placing the order
	// checks again with what is set then.
	limits, err := s.limits(ctx)
	if err != nil {
		return Cart{}, err
	}
	before, err := s.items(ctx, s.db.Read(), row.ID)
	if err != nil {
		return Cart{}, err
	}
	products := map[int64]catalog.Product{}
	if err := s.products(ctx, locale, before, nil, products); err != nil {
		return Cart{}, err
	}
	if more != nil {
		if err := more(ctx, products); err != nil {
			return Cart{}, err
		}
	}
	var c *change
	err = s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := s.db.Write()
		row, err := s.find(ctx, h, ref, true)
		if err != nil {
			return err
		}
		rows, err := s.items(ctx, h, row.ID)
		if err != nil {
			return err
		}
		if err := s.products(ctx, locale, rows, nil, products); err != nil {
			return err
		}
		c = &change{tx: h, row: row, rows: rows, products: products, now: s.now(), codes: row.codes(), limits: limits}
		if err := fn(ctx, c); err != nil {
			return err
		}
		return s.finish(ctx, locale, c)
	})
	if err != nil {
		return Cart{}, err
	}
	return s.compute(ctx, locale, c.row, c.rows, c.products)
}

// finish drops the coupon codes that no longer apply and marks the cart
// changed, in the language of the change.
func (s *service) finish(ctx context.Context, locale i18n.Locale, c *change) error {
	if len(c.codes) > 0 {
		items := sold(priceAll(c.rows, c.products, c.now))
		var kept []string
		if len(items) > 0 {
			cc, err := s.couponContext(ctx, c.row, items, c.now)
			if err != nil {
				return err
			}
			res, err := s.Coupons.Evaluate(ctx, locale, c.codes, cc)
			if err != nil {
				return err
			}
			for _, d := range res.Applied {
				kept = append(kept, d.Code)
			}
		}
		c.codes = kept
	}
	c.row.CouponCodes = strings.Join(c.codes, ",")
	c.row.Locale = string(locale)
	c.row.UpdatedAt = c.now.UTC()
	if _, err := c.tx.Exec(ctx, `UPDATE cart SET coupon_codes = ?, locale = ?, updated_at = ? WHERE id = ?`,
		c.row.CouponCodes, c.row.Locale, c.row.UpdatedAt, c.row.ID); err != nil {
		return fmt.Errorf("cart: mark %d changed: %w", c.row.ID, err)
	}
	return nil
}

// held is how many of a product (by the id of what is bought) the cart's
// items hold, but the item skip.
func (c *change) held(productID, skip int64) int {
	n := 0
	for _, r := range c.rows {
		if r.ProductID == productID && r.ID != skip {
			n += r.Quantity
		}
	}
	return n
}

// quantity is how many items the cart's lines hold in all, but the item
// skip.
func (c *change) quantity(skip int64) int {
	n := 0
	for _, r := range c.rows {
		if r.ID != skip {
			n += r.Quantity
		}
	}
	return n
}

// overLimits is why a line may not hold quantity in a cart whose other
// lines (but the item skip) stay: more of the product than a line may
// hold, or more items in all than an order may; nil when it may.
func (c *change) overLimits(name string, quantity int, skip int64) *UserError {
	switch {
	case quantity > c.limits.LineQuantity:
		return &UserError{Code: InvalidParameterValue,
			Err: apperr.New(apperr.Invalid, "cart.add.maxQuantity", "name", name, "max", c.limits.LineQuantity)}
	case c.quantity(skip)+quantity > c.limits.OrderQuantity:
		return &UserError{Code: InvalidParameterValue,
			Err: apperr.New(apperr.Invalid, "cart.add.orderQuantity", "max", c.limits.OrderQuantity)}
	}
	return nil
}

// unitPrice is the price of one of an item row now.
func (c *change) unitPrice(r itemRow) catalog.Money {
	it, _ := price(r, c.products, c.now)
	return it.UnitPrice
}

func (s *service) AddItems(ctx context.Context, ref Ref, items []ItemInput) (Cart, []UserError, error) {
	if len(items) == 0 || len(items) > MaxItemsPerRequest {
		return Cart{}, nil, apperr.New(apperr.Invalid, "cart.add.count", "max", MaxItemsPerRequest)
	}
	bySKU := map[string]catalog.Product{}
	var userErrors []UserError
	more := func(ctx context.Context, products map[int64]catalog.Product) error {
		var skus []string
		for _, in := range items {
			for _, sku := range []string{in.SKU, in.ParentSKU} {
				if sku = strings.TrimSpace(sku); sku != "" && len(sku) <= 64 {
					skus = append(skus, sku)
				}
			}
		}
		if len(skus) == 0 {
			return nil
		}
		found, err := s.Catalog.Products(ctx, ref.Store.Locale, catalog.ProductFilter{SKUs: skus})
		if err != nil {
			return err
		}
		var parents []int64
		for _, p := range found {
			bySKU[p.SKU] = p
			if p.ParentID != 0 {
				parents = append(parents, p.ParentID)
			} else {
				products[p.ID] = p
			}
		}
		return s.products(ctx, ref.Store.Locale, nil, parents, products)
	}
	cart, err := s.write(ctx, ref, more, func(ctx context.Context, c *change) error {
		userErrors = nil
		for i, in := range items {
			r, ue := resolve(in, bySKU, c.products)
			if ue == nil {
				var err error
				if ue, err = c.checkFiles(ctx, r); err != nil {
					return err
				}
			}
			if ue == nil {
				var err error
				if ue, err = c.add(ctx, r); err != nil {
					return err // on PostgreSQL a failed statement ends the transaction
				}
			}
			if ue != nil {
				ue.Index = i
				userErrors = append(userErrors, *ue)
			}
		}
		return nil
	})
	if err != nil {
		return Cart{}, nil, err
	}
	return cart, userErrors, nil
}

// add puts a resolved item into the cart, or says why not; a database
// failure is an error.
func (c *change) add(ctx context.Context, r resolved) (*UserError, error) {
	bought := r.bought()
	if bought.Type != catalog.Virtual {
		held := c.held(bought.ID, 0)
		switch {
		case bought.StockQty <= 0:
			return &UserError{Code: NotSalable, Err: apperr.New(apperr.Invalid, "cart.add.outOfStock", "name", r.product.Name)}, nil
		case held+r.quantity > bought.StockQty:
			return &UserError{Code: InsufficientStock, Available: max(bought.StockQty-held, 0),
				Err: apperr.New(apperr.Invalid, "cart.add.insufficientStock", "name", r.product.Name, "count", bought.StockQty)}, nil
		}
	}
	options, key := catalog.EncodeOptions(r.options)
	row := itemRow{ProductID: bought.ID, Quantity: r.quantity, Options: options, OptionsKey: key, CreatedAt: c.now.UTC(),
		kept: keep(r.product, bought)}
	if r.variant != nil {
		row.ParentID = sql.NullInt64{Int64: r.product.ID, Valid: true}
	}
	row.AddedPrice = int64(c.unitPrice(row))
	for i, existing := range c.rows {
		if existing.ProductID != row.ProductID || existing.OptionsKey != key {
			continue
		}
		quantity := existing.Quantity + r.quantity
		row.Quantity = quantity // the unit price of the quantity the item comes to (tier prices)
		row.AddedPrice = int64(c.unitPrice(row))
		if quantity > MaxQuantity {
			return &UserError{Code: InvalidParameterValue, Err: apperr.New(apperr.Invalid, "cart.add.quantity", "max", MaxQuantity)}, nil
		}
		if ue := c.overLimits(r.product.Name, quantity, existing.ID); ue != nil {
			return ue, nil
		}
		if _, err := c.tx.Exec(ctx, `UPDATE cart_item SET quantity = ?, added_price = ?, updated_at = ? WHERE id = ?`,
			quantity, row.AddedPrice, c.now.UTC(), existing.ID); err != nil {
			return nil, fmt.Errorf("cart: add to item %d: %w", existing.ID, err)
		}
		c.rows[i].Quantity, c.rows[i].AddedPrice = quantity, row.AddedPrice
		return nil, nil
	}
	if len(c.rows) >= min(c.limits.Lines, MaxItems) {
		return &UserError{Code: Undefined, Err: apperr.New(apperr.Invalid, "cart.full", "max", min(c.limits.Lines, MaxItems))}, nil
	}
	if ue := c.overLimits(r.product.Name, r.quantity, 0); ue != nil {
		return ue, nil
	}
	id, err := insertItem(ctx, c.tx, c.row.ID, row, row.Quantity, row.CreatedAt)
	if err != nil {
		return nil, err
	}
	row.ID = id
	c.rows = append(c.rows, row)
	return nil, nil
}

func (s *service) UpdateItems(ctx context.Context, ref Ref, updates []ItemUpdate) (Cart, []UserError, error) {
	if len(updates) == 0 || len(updates) > MaxItemsPerRequest {
		return Cart{}, nil, apperr.New(apperr.Invalid, "cart.update.count", "max", MaxItemsPerRequest)
	}
	var userErrors []UserError
	cart, err := s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		userErrors = nil
		for i, u := range updates {
			ue, err := c.update(ctx, u)
			if err != nil {
				return err
			}
			if ue != nil {
				ue.Index = i
				userErrors = append(userErrors, *ue)
			}
		}
		return nil
	})
	if err != nil {
		return Cart{}, nil, err
	}
	return cart, userErrors, nil
}

// update sets one item's quantity; a database failure is an error, a
// refused update a user error.
func (c *change) update(ctx context.Context, u ItemUpdate) (*UserError, error) {
	at := slices.IndexFunc(c.rows, func(r itemRow) bool { return r.ID == u.ItemID })
	if at < 0 {
		return &UserError{Code: CouldNotFindCartItem, Err: apperr.New(apperr.Invalid, "cart.itemNotFound")}, nil
	}
	r := c.rows[at]
	if u.Quantity <= 0 {
		if _, err := c.tx.Exec(ctx, `DELETE FROM cart_item WHERE id = ?`, r.ID); err != nil {
			return nil, fmt.Errorf("cart: remove item %d: %w", r.ID, err)
		}
		c.rows = slices.Delete(c.rows, at, at+1)
		return nil, nil
	}
	quantity, ok := WholeQuantity(u.Quantity)
	if !ok {
		return &UserError{Code: InvalidParameterValue, Err: apperr.New(apperr.Invalid, "cart.add.quantity", "max", MaxQuantity)}, nil
	}
	next := r
	next.Quantity = quantity // priced at the new quantity: a tier price may apply
	it, ok := price(next, c.products, c.now)
	if !ok {
		return refuseUnavailable(it), nil // no longer sold: it can only be removed
	}
	bought := it.Bought()
	if bought.Type != catalog.Virtual && c.held(bought.ID, r.ID)+quantity > bought.StockQty {
		if bought.StockQty <= 0 {
			return &UserError{Code: NotSalable, Err: apperr.New(apperr.Invalid, "cart.add.outOfStock", "name", it.Product.Name)}, nil
		}
		return &UserError{Code: InsufficientStock, Available: max(bought.StockQty-c.held(bought.ID, r.ID), 0),
			Err: apperr.New(apperr.Invalid, "cart.add.insufficientStock", "name", it.Product.Name, "count", bought.StockQty)}, nil
	}
	if ue := c.overLimits(it.Product.Name, quantity, r.ID); ue != nil && quantity > r.Quantity {
		return ue, nil // less is always allowed, to come back within the limits
	}
	// The customer sees the item's price now: it is the price seen.
	if _, err := c.tx.Exec(ctx, `UPDATE cart_item SET quantity = ?, added_price = ?, updated_at = ? WHERE id = ?`,
		quantity, int64(it.UnitPrice), c.now.UTC(), r.ID); err != nil {
		return nil, fmt.Errorf("cart: update item %d: %w", r.ID, err)
	}
	c.rows[at].Quantity, c.rows[at].AddedPrice = quantity, int64(it.UnitPrice)
	return nil, nil
}

func (s *service) RemoveItem(ctx context.Context, ref Ref, itemID int64) (Cart, error) {
	return s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		at := slices.IndexFunc(c.rows, func(r itemRow) bool { return r.ID == itemID })
		if at < 0 {
			return apperr.New(apperr.NotFound, "cart.itemNotFound")
		}
		if _, err := c.tx.Exec(ctx, `DELETE FROM cart_item WHERE id = ?`, itemID); err != nil {
			return fmt.Errorf("cart: remove item %d: %w", itemID, err)
		}
		c.rows = slices.Delete(c.rows, at, at+1)
		return nil
	})
}

func (s *service) ApplyCoupon(ctx context.Context, ref Ref, code string) (Cart, error) {
	row, err := s.find(ctx, s.db.Read(), ref, false)
	if err != nil {
		return Cart{}, err
	}
	// Failed tries count against the cart and the client: a unit of each
	// is taken before the code is looked at and given back unless the
	// code was wrong, so tries sent at once cannot pass the limits
	// together; once either is spent no code is even looked at until the
	// window ends.
	limits := []ratelimit.Limit{{Rule: CouponFailuresPerCart, Key: fmt.Sprint(row.ID)}}
	if ip := ratelimit.ClientFrom(ctx).IP; ip != "" {
		limits = append(limits, ratelimit.Limit{Rule: CouponFailuresPerClient, Key: ratelimit.IPKey(ip)})
	}
	reserved, d, err := ratelimit.ReserveAll(ctx, s.Limiter, limits...)
	if err != nil {
		return Cart{}, err
	}
	if err := d.Err("cart.coupon.tooMany"); err != nil {
		return Cart{}, err
	}
	wrong := apperr.New(apperr.Invalid, "cart.coupon.invalid")
	norm, ok := coupon.Normalize(code)
	cart := Cart{}
	if ok {
		cart, err = s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
			if slices.Contains(c.codes, norm) {
				return nil // applied already
			}
			items := sold(priceAll(c.rows, c.products, c.now))
			if len(items) == 0 {
				return wrong
			}
			cc, err := s.couponContext(ctx, c.row, items, c.now)
			if err != nil {
				return err
			}
			res, err := s.Coupons.Evaluate(ctx, ref.Store.Locale, append(slices.Clone(c.codes), norm), cc)
			if err != nil {
				return err
			}
			for _, r := range res.Rejected {
				if r.Code != norm {
					continue
				}
				if r.Reason == coupon.NotCombinable {
					return apperr.New(apperr.Invalid, "cart.coupon.notCombinable")
				}
				return wrong
			}
			c.codes = append(c.codes, norm)
			return nil
		})
	}
	if ok && !errors.Is(err, wrong) {
		// Only a wrong code counts.
		if rerr := reserved.Release(ctx, s.Limiter); rerr != nil {
			return Cart{}, rerr
		}
		return cart, err
	}
	return Cart{}, wrong
}

func (s *service) RemoveCoupons(ctx context.Context, ref Ref, codes []string) (Cart, error) {
	return s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		if len(codes) == 0 {
			c.codes = nil
			return nil
		}
		c.codes = slices.DeleteFunc(c.codes, func(have string) bool {
			return slices.ContainsFunc(codes, func(remove string) bool {
				norm, _ := coupon.Normalize(remove)
				return norm == have
			})
		})
		return nil
	})
}

func (s *service) Merge(ctx context.Context, source string, ref Ref) (Cart, error) {
	if ref.CustomerID == 0 {
		return Cart{}, notFound()
	}
	if ref.MaskedID == "" {
		dest, err := s.customerRow(ctx, ref.CustomerID, ref.Store)
		if err != nil {
			return Cart{}, err
		}
		ref.MaskedID = dest.MaskedID
	}
	if source == ref.MaskedID {
		return Cart{}, apperr.New(apperr.Invalid, "cart.merge.same")
	}
	// The source must be a guest cart: anyone holding its id may take
	// its items, as anyone may use it.
	sourceRef := Ref{MaskedID: source, Store: ref.Store}
	from, err := s.find(ctx, s.db.Read(), sourceRef, false)
	if err != nil {
		return Cart{}, err
	}
	fromRows, err := s.items(ctx, s.db.Read(), from.ID)
	if err != nil {
		return Cart{}, err
	}
	more := func(ctx context.Context, products map[int64]catalog.Product) error {
		return s.products(ctx, ref.Store.Locale, fromRows, nil, products)
	}
	return s.write(ctx, ref, more, func(ctx context.Context, c *change) error {
		from, err := s.find(ctx, c.tx, sourceRef, true)
		if err != nil {
			return err
		}
		fromRows, err := s.items(ctx, c.tx, from.ID)
		if err != nil {
			return err
		}
		if err := s.products(ctx, ref.Store.Locale, fromRows, nil, c.products); err != nil {
			return err
		}
		for _, r := range fromRows {
			// An item no longer sold comes along too, still saying so.
			at := slices.IndexFunc(c.rows, func(have itemRow) bool {
				return r.ProductID != 0 && have.ProductID == r.ProductID && have.OptionsKey == r.OptionsKey
			})
			have := 0
			if at >= 0 {
				have = c.rows[at].Quantity
			}
			// As much as the limits let in: a line up to its most, all the
			// lines up to an order's.
			quantity := min(have+r.Quantity, c.limits.LineQuantity, MaxQuantity, have+max(c.limits.OrderQuantity-c.quantity(0), 0))
			switch {
			case at >= 0 && quantity > have:
				if _, err := c.tx.Exec(ctx, `UPDATE cart_item SET quantity = ?, updated_at = ? WHERE id = ?`,
					quantity, c.now.UTC(), c.rows[at].ID); err != nil {
					return fmt.Errorf("cart: merge into item %d: %w", c.rows[at].ID, err)
				}
				c.rows[at].Quantity = quantity
			case at < 0 && quantity > 0 && len(c.rows) < min(c.limits.Lines, MaxItems):
				if _, err := c.tx.Exec(ctx, `UPDATE cart_item SET cart_id = ?, quantity = ?, updated_at = ? WHERE id = ?`,
					c.row.ID, quantity, c.now.UTC(), r.ID); err != nil {
					return fmt.Errorf("cart: move item %d: %w", r.ID, err)
				}
				r.Quantity = quantity
				c.rows = append(c.rows, r)
			}
		}
		if len(c.codes) == 0 {
			c.codes = from.codes()
		}
		if err := c.moveFiles(ctx, from.ID); err != nil {
			return err
		}
		if _, err := c.tx.Exec(ctx, `DELETE FROM cart WHERE id = ?`, from.ID); err != nil {
			return fmt.Errorf("cart: delete merged cart %d: %w", from.ID, err)
		}
		slices.SortFunc(c.rows, func(a, b itemRow) int { return int(a.ID - b.ID) })
		return nil
	})
}

func (s *service) Prune(ctx context.Context) (int, error) {
	if err := s.pruneFiles(ctx); err != nil {
		return 0, err
	}
	now := s.now().UTC()
	res, err := s.db.Write().Exec(ctx, `DELETE FROM cart WHERE customer_id IS NULL AND is_active AND (updated_at < ?
		OR (updated_at < ? AND NOT EXISTS (SELECT 1 FROM cart_item i WHERE i.cart_id = cart.id)))`,
		now.Add(-GuestLifetime), now.Add(-EmptyGuestLifetime))
	if err != nil {
		return 0, fmt.Errorf("cart: prune: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
