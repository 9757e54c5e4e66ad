package wishlist

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// Dependencies are the services wish lists use.
type Dependencies struct {
	Catalog Catalog
	Carts   Carts
}

// Options adjust a wish list service.
type Options struct {
	// Now is the clock of prices and timestamps; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Dependencies
	db  *db.DB
	now func() time.Time
}

// NewService returns the wish lists kept in d.
func NewService(d *db.DB, deps Dependencies, opts Options) (Service, error) {
	if d == nil || deps.Catalog == nil || deps.Carts == nil {
		return nil, errors.New("wishlist: the database, the catalogue and the carts are needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{Dependencies: deps, db: d, now: opts.Now}, nil
}

// notFound is the one answer for every wish list a caller may not reach.
func notFound() error { return apperr.New(apperr.NotFound, "wishlist.notFound") }

// wishlistRow is a row of the wishlist table, with its items counted.
type wishlistRow struct {
	ID         int64     `db:"id"`
	CustomerID int64     `db:"customer_id"`
	CreatedAt  time.Time `db:"created_at"`
	UpdatedAt  time.Time `db:"updated_at"`
	ItemsCount int       `db:"items_count"`
}

func (r wishlistRow) wishlist() Wishlist {
	return Wishlist{ID: r.ID, CustomerID: r.CustomerID, ItemsCount: r.ItemsCount, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

// itemRow is a row of the wishlist_item table.
type itemRow struct {
	ID          int64         `db:"id"`
	WishlistID  int64         `db:"wishlist_id"`
	ProductID   int64         `db:"product_id"`
	ParentID    sql.NullInt64 `db:"parent_product_id"`
	Quantity    int           `db:"quantity"`
	Options     string        `db:"options"`
	OptionsKey  string        `db:"options_key"`
	Description string        `db:"description"`
	AddedPrice  int64         `db:"added_price"`
	AddedAt     time.Time     `db:"added_at"`
	Kept
}

// itemColumns are an item row's columns (over wishlist_item i);
// product_id is 0 once the product was deleted.
const itemColumns = `i.id, i.wishlist_id, COALESCE(i.product_id, 0) AS product_id, i.parent_product_id, i.quantity, i.options,
	i.options_key, i.description, i.added_price, i.added_at, i.sku, i.parent_sku, i.product_type, i.product_name, i.image_key`

// item is the row as Item: the catalogue entry it is read by (the
// configurable product of a variant) and the variant.
func (r itemRow) item() Item {
	it := Item{ID: r.ID, WishlistID: r.WishlistID, ProductID: r.ProductID, Options: catalog.DecodeOptions(r.Options), Quantity: r.Quantity,
		Description: r.Description, PriceWhenAdded: catalog.Money(r.AddedPrice), AddedAt: r.AddedAt.UTC(), Kept: r.Kept}
	if r.ParentID.Valid {
		it.ProductID, it.VariantID = r.ParentID.Int64, r.ProductID
	}
	return it
}

// ensure returns the id of the customer's wish list, making it when there
// is none: two at once make one, the other's insert giving way on the
// unique customer_id.
func (s *service) ensure(ctx context.Context, h db.Handle, customerID int64) (int64, error) {
	var id int64
	err := h.Get(ctx, &id, `SELECT id FROM wishlist WHERE customer_id = ?`, customerID)
	if errors.Is(err, sql.ErrNoRows) {
		now := s.now().UTC()
		if _, err = h.Exec(ctx, `INSERT INTO wishlist (customer_id, created_at, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (customer_id) DO NOTHING`, customerID, now, now); err != nil {
			return 0, fmt.Errorf("wishlist: make for customer %d: %w", customerID, err)
		}
		err = h.Get(ctx, &id, `SELECT id FROM wishlist WHERE customer_id = ?`, customerID)
	}
	if err != nil {
		return 0, fmt.Errorf("wishlist: of customer %d: %w", customerID, err)
	}
	return id, nil
}

// get reads the customer's wish list by id (0: their own, made on first
// use).
func (s *service) get(ctx context.Context, customerID, wishlistID int64) (Wishlist, error) {
	if customerID <= 0 || wishlistID < 0 {
		return Wishlist{}, notFound()
	}
	if wishlistID == 0 {
		id, err := s.ensure(ctx, s.db.Write(), customerID)
		if err != nil {
			return Wishlist{}, err
		}
		wishlistID = id
	}
	var row wishlistRow
	err := s.db.Read().Get(ctx, &row, `SELECT w.id, w.customer_id, w.created_at, w.updated_at,
		(SELECT COUNT(*) FROM wishlist_item i WHERE i.wishlist_id = w.id) AS items_count
		FROM wishlist w WHERE w.id = ? AND w.customer_id = ?`, wishlistID, customerID)
	if errors.Is(err, sql.ErrNoRows) {
		return Wishlist{}, notFound()
	}
	if err != nil {
		return Wishlist{}, fmt.Errorf("wishlist: get %d: %w", wishlistID, err)
	}
	return row.wishlist(), nil
}

func (s *service) ForCustomer(ctx context.Context, customerID int64) (Wishlist, error) {
	return s.get(ctx, customerID, 0)
}

func (s *service) Get(ctx context.Context, customerID, wishlistID int64) (Wishlist, error) {
	return s.get(ctx, customerID, wishlistID)
}

func (s *service) Items(ctx context.Context, customerID, wishlistID int64, page, size int) ([]Item, error) {
	if page < 1 {
		return nil, apperr.New(apperr.Invalid, "wishlist.page").OnField("currentPage")
	}
	if size < 1 || size > MaxPageSize {
		return nil, apperr.New(apperr.Invalid, "wishlist.pageSize", "max", MaxPageSize).OnField("pageSize")
	}
	var rows []itemRow
	// The join checks the owner: another's wish list has no items here.
	if err := s.db.Read().Select(ctx, &rows, `SELECT `+itemColumns+`
		FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
		WHERE w.id = ? AND w.customer_id = ? ORDER BY i.added_at DESC, i.id DESC LIMIT ? OFFSET ?`,
		wishlistID, customerID, size, (page-1)*size); err != nil {
		return nil, fmt.Errorf("wishlist: items of %d: %w", wishlistID, err)
	}
	out := make([]Item, len(rows))
	for i, r := range rows {
		out[i] = r.item()
	}
	return out, nil
}

// change is one change of a wish list: the state a change function works
// on, within the transaction that holds the wish list's row.
type change struct {
	tx      db.Handle
	id      int64
	rows    []itemRow
	now     time.Time
	changed bool
}

// write runs fn on the customer's wish list within a transaction that
// holds its row, marks it changed when fn changed it, and answers it as
// changed.
func (s *service) write(ctx context.Context, customerID, wishlistID int64, fn func(ctx context.Context, c *change) error) (Wishlist, error) {
	if customerID <= 0 || wishlistID < 0 {
		return Wishlist{}, notFound()
	}
	var id int64
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		h := s.db.Write()
		id = wishlistID
		if id == 0 {
			var err error
			if id, err = s.ensure(ctx, h, customerID); err != nil {
				return err
			}
		}
		var held int64
		err := h.GetForUpdate(ctx, &held, `SELECT id FROM wishlist WHERE id = ? AND customer_id = ?`, id, customerID)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound()
		}
		if err != nil {
			return fmt.Errorf("wishlist: hold %d: %w", id, err)
		}
		c := &change{tx: h, id: id, now: s.now().UTC()}
		if err := h.Select(ctx, &c.rows, `SELECT `+itemColumns+` FROM wishlist_item i WHERE i.wishlist_id = ? ORDER BY i.id`, id); err != nil {
			return fmt.Errorf("wishlist: items of %d: %w", id, err)
		}
		if err := fn(ctx, c); err != nil {
			return err
		}
		if !c.changed {
			return nil
		}
		if _, err := h.Exec(ctx, `UPDATE wishlist SET updated_at = ? WHERE id = ?`, c.now, id); err != nil {
			return fmt.Errorf("wishlist: mark %d changed: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return Wishlist{}, err
	}
	return s.get(ctx, customerID, id)
}

// products reads the catalogue entries of ids (visible products, with
// their variants) by id; missing ones are no longer sold.
func (s *service) products(ctx context.Context, locale i18n.Locale, ids []int64, into map[int64]catalog.Product) error {
	var want []int64
	for _, id := range ids {
		if _, ok := into[id]; !ok && id != 0 {
			want = append(want, id)
		}
	}
	if len(want) == 0 {
		return nil
	}
	found, err := s.Catalog.Products(ctx, locale, catalog.ProductFilter{IDs: slices.Compact(slices.Sorted(slices.Values(want)))})
	if err != nil {
		return fmt.Errorf("wishlist: products: %w", err)
	}
	for _, p := range found {
		into[p.ID] = p
	}
	return nil
}

// bySKU reads the products items name by SKU (variants too) and the
// configurable products of the variants among them.
func (s *service) bySKU(ctx context.Context, locale i18n.Locale, items []ItemInput) (map[string]catalog.Product, map[int64]catalog.Product, error) {
	bySKU, byID := map[string]catalog.Product{}, map[int64]catalog.Product{}
	var skus []string
	for _, in := range items {
		for _, sku := range []string{in.SKU, in.ParentSKU} {
			if sku = strings.TrimSpace(sku); sku != "" && len(sku) <= 64 {
				skus = append(skus, sku)
			}
		}
	}
	if len(skus) == 0 {
		return bySKU, byID, nil
	}
	found, err := s.Catalog.Products(ctx, locale, catalog.ProductFilter{SKUs: skus})
	if err != nil {
		return nil, nil, fmt.Errorf("wishlist: products by SKU: %w", err)
	}
	var parents []int64
	for _, p := range found {
		bySKU[p.SKU] = p
		if p.ParentID != 0 {
			parents = append(parents, p.ParentID)
		} else {
			byID[p.ID] = p
		}
	}
	return bySKU, byID, s.products(ctx, locale, parents, byID)
}

func (s *service) Add(ctx context.Context, customerID, wishlistID int64, locale i18n.Locale, items []ItemInput) (Wishlist, []UserError, error) {
	if len(items) == 0 || len(items) > MaxItemsPerRequest {
		return Wishlist{}, nil, apperr.New(apperr.Invalid, "wishlist.add.count", "max", MaxItemsPerRequest)
	}
	if _, err := s.get(ctx, customerID, wishlistID); err != nil {
		return Wishlist{}, nil, err // before reading the catalogue for a stranger
	}
	bySKU, byID, err := s.bySKU(ctx, locale, items)
	if err != nil {
		return Wishlist{}, nil, err
	}
	var userErrors []UserError
	w, err := s.write(ctx, customerID, wishlistID, func(ctx context.Context, c *change) error {
		userErrors = nil
		for i, in := range items {
			ue, err := c.addInput(ctx, in, bySKU, byID)
			if err != nil {
				return err // on PostgreSQL a failed statement ends the transaction
			}
			if ue != nil {
				ue.Index = i
				userErrors = append(userErrors, *ue)
			}
		}
		return nil
	})
	if err != nil {
		return Wishlist{}, nil, err
	}
	return w, userErrors, nil
}

// addInput checks one input and adds it, or says why not.
func (c *change) addInput(ctx context.Context, in ItemInput, bySKU map[string]catalog.Product, byID map[int64]catalog.Product) (*UserError, error) {
	quantity, ok := cart.WholeQuantity(in.Quantity)
	if !ok {
		return userError(Undefined, "wishlist.quantity", "max", MaxQuantity), nil
	}
	r, ue := find(in.SKU, in.ParentSKU, bySKU, byID)
	if ue == nil {
		r, ue = choose(r, in.SelectedOptions, in.EnteredOptions)
	}
	if ue != nil {
		return ue, nil
	}
	return c.add(ctx, r, quantity)
}

// unitPrice is the unit price of a resolved item now.
func (c *change) unitPrice(r resolved) catalog.Money {
	it := Item{ProductID: r.product.ID, Options: r.options}
	if r.variant != nil {
		it.VariantID = r.variant.ID
	}
	return it.Describe(&r.product, c.now).UnitPrice
}

// add puts a resolved item into the wish list: onto the item of the same
// product and options when there is one.
func (c *change) add(ctx context.Context, r resolved, quantity int) (*UserError, error) {
	options, key := catalog.EncodeOptions(r.options)
	price := int64(c.unitPrice(r))
	for i, existing := range c.rows {
		if existing.ProductID == 0 || existing.ProductID != r.chosenID() || existing.OptionsKey != key {
			continue
		}
		sum := existing.Quantity + quantity
		if sum > MaxQuantity {
			return userError(Undefined, "wishlist.quantity", "max", MaxQuantity), nil
		}
		if _, err := c.tx.Exec(ctx, `UPDATE wishlist_item SET quantity = ?, added_price = ? WHERE id = ?`, sum, price, existing.ID); err != nil {
			return nil, fmt.Errorf("wishlist: add to item %d: %w", existing.ID, err)
		}
		c.rows[i].Quantity, c.rows[i].AddedPrice = sum, price
		c.changed = true
		return nil, nil
	}
	if len(c.rows) >= MaxItems {
		return userError(Undefined, "wishlist.full", "max", MaxItems), nil
	}
	row := itemRow{WishlistID: c.id, ProductID: r.chosenID(), Quantity: quantity, Options: options, OptionsKey: key,
		AddedPrice: price, AddedAt: c.now, Kept: keep(r)}
	var parent any
	if r.variant != nil {
		row.ParentID = sql.NullInt64{Int64: r.product.ID, Valid: true}
		parent = r.product.ID
	}
	if err := c.tx.Get(ctx, &row.ID, `INSERT INTO wishlist_item (wishlist_id, product_id, parent_product_id, quantity, options, options_key,
		added_price, added_at, sku, parent_sku, product_type, product_name, image_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		c.id, row.ProductID, parent, row.Quantity, row.Options, row.OptionsKey, row.AddedPrice, row.AddedAt,
		row.SKU, row.ParentSKU, row.ProductType, row.ProductName, row.ImageKey); err != nil {
		return nil, fmt.Errorf("wishlist: add item to %d: %w", c.id, err)
	}
	c.rows = append(c.rows, row)
	c.changed = true
	return nil, nil
}

// at is the place of an item among the rows, -1 when the wish list has
// none of that id.
func (c *change) at(itemID int64) int {
	return slices.IndexFunc(c.rows, func(r itemRow) bool { return r.ID == itemID })
}

// remove deletes the item at i.
func (c *change) remove(ctx context.Context, i int) error {
	if _, err := c.tx.Exec(ctx, `DELETE FROM wishlist_item WHERE id = ?`, c.rows[i].ID); err != nil {
		return fmt.Errorf("wishlist: remove item %d: %w", c.rows[i].ID, err)
	}
	c.rows = slices.Delete(c.rows, i, i+1)
	c.changed = true
	return nil
}

func (s *service) Update(ctx context.Context, customerID, wishlistID int64, locale i18n.Locale, updates []ItemUpdate) (Wishlist, []UserError, error) {
	if len(updates) == 0 || len(updates) > MaxItemsPerRequest {
		return Wishlist{}, nil, apperr.New(apperr.Invalid, "wishlist.update.count", "max", MaxItemsPerRequest)
	}
	w, err := s.get(ctx, customerID, wishlistID)
	if err != nil {
		return Wishlist{}, nil, err
	}
	// The products of the items whose options change, read before the
	// transaction.
	products := map[int64]catalog.Product{}
	var ids []int64
	if slices.ContainsFunc(updates, func(u ItemUpdate) bool { return u.Options != nil }) {
		all, err := s.Items(ctx, customerID, w.ID, 1, MaxPageSize)
		if err != nil {
			return Wishlist{}, nil, err
		}
		for _, u := range updates {
			if at := slices.IndexFunc(all, func(it Item) bool { return it.ID == u.ItemID }); at >= 0 && u.Options != nil {
				ids = append(ids, all[at].ProductID)
			}
		}
		if err := s.products(ctx, locale, ids, products); err != nil {
			return Wishlist{}, nil, err
		}
	}
	var userErrors []UserError
	w, err = s.write(ctx, customerID, w.ID, func(ctx context.Context, c *change) error {
		userErrors = nil
		for i, u := range updates {
			ue, err := c.update(ctx, u, products)
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
		return Wishlist{}, nil, err
	}
	return w, userErrors, nil
}

// update makes one update, checking all of it before changing anything.
func (c *change) update(ctx context.Context, u ItemUpdate, products map[int64]catalog.Product) (*UserError, error) {
	i := c.at(u.ItemID)
	if i < 0 {
		return userError(ProductNotFound, "wishlist.itemNotFound"), nil
	}
	row := c.rows[i]
	if u.Quantity != nil {
		q, ok := cart.WholeQuantity(*u.Quantity)
		if !ok {
			return userError(Undefined, "wishlist.quantity", "max", MaxQuantity), nil
		}
		row.Quantity = q
	}
	if u.Description != nil {
		d := strings.TrimSpace(i18n.StripFormat(*u.Description))
		switch {
		case !utf8.ValidString(d) || !apperr.Printable(d, true):
			return userError(Undefined, "wishlist.description.characters"), nil
		case utf8.RuneCountInString(d) > MaxDescription:
			return userError(Undefined, "wishlist.description.tooLong", "max", MaxDescription), nil
		}
		row.Description = d
	}
	if u.Options != nil {
		it := row.item()
		p, ok := products[it.ProductID]
		if !ok {
			return userError(ProductNotFound, "wishlist.update.productGone"), nil
		}
		r := resolved{product: p}
		picksVariant := slices.ContainsFunc(u.Options.SelectedOptions, func(uid string) bool {
			ref, ok := catalog.ParseOptionUID(strings.TrimSpace(uid))
			return ok && ref.Attribute != ""
		})
		if v := it.Describe(&p, c.now).Variant; v != nil && !picksVariant {
			r.variant = v
		}
		r, ue := choose(r, u.Options.SelectedOptions, u.Options.EnteredOptions)
		if ue != nil {
			return ue, nil
		}
		row.Options, row.OptionsKey = catalog.EncodeOptions(r.options)
		row.ProductID, row.ParentID, row.Kept = r.chosenID(), sql.NullInt64{}, keep(r)
		if r.variant != nil {
			row.ParentID = sql.NullInt64{Int64: r.product.ID, Valid: true}
		}
		row.AddedPrice = int64(c.unitPrice(r))
		// The same product and options as another item: one item.
		if j := slices.IndexFunc(c.rows, func(o itemRow) bool {
			return o.ID != row.ID && o.ProductID != 0 && o.ProductID == row.ProductID && o.OptionsKey == row.OptionsKey
		}); j >= 0 {
			sum := c.rows[j].Quantity + row.Quantity
			if sum > MaxQuantity {
				return userError(Undefined, "wishlist.quantity", "max", MaxQuantity), nil
			}
			if _, err := c.tx.Exec(ctx, `UPDATE wishlist_item SET quantity = ?, added_price = ? WHERE id = ?`, sum, row.AddedPrice, c.rows[j].ID); err != nil {
				return nil, fmt.Errorf("wishlist: merge into item %d: %w", c.rows[j].ID, err)
			}
			c.rows[j].Quantity, c.rows[j].AddedPrice = sum, row.AddedPrice
			return nil, c.remove(ctx, i)
		}
	}
	var parent any
	if row.ParentID.Valid {
		parent = row.ParentID.Int64
	}
	var product any
	if row.ProductID != 0 {
		product = row.ProductID // a deleted product's item keeps naming none
	}
	if _, err := c.tx.Exec(ctx, `UPDATE wishlist_item SET product_id = ?, parent_product_id = ?, quantity = ?, options = ?, options_key = ?,
		description = ?, added_price = ?, sku = ?, parent_sku = ?, product_type = ?, product_name = ?, image_key = ? WHERE id = ?`,
		product, parent, row.Quantity, row.Options, row.OptionsKey, row.Description, row.AddedPrice,
		row.SKU, row.ParentSKU, row.ProductType, row.ProductName, row.ImageKey, row.ID); err != nil {
		return nil, fmt.Errorf("wishlist: update item %d: %w", row.ID, err)
	}
	c.rows[i] = row
	c.changed = true
	return nil, nil
}

func (s *service) Remove(ctx context.Context, customerID, wishlistID int64, itemIDs []int64) (Wishlist, []UserError, error) {
	if len(itemIDs) == 0 || len(itemIDs) > MaxItemsPerRequest {
		return Wishlist{}, nil, apperr.New(apperr.Invalid, "wishlist.remove.count", "max", MaxItemsPerRequest)
	}
	var userErrors []UserError
	w, err := s.write(ctx, customerID, wishlistID, func(ctx context.Context, c *change) error {
		userErrors = nil
		for n, id := range itemIDs {
			i := c.at(id)
			if i < 0 {
				ue := userError(ProductNotFound, "wishlist.itemNotFound")
				ue.Index = n
				userErrors = append(userErrors, *ue)
				continue
			}
			if err := c.remove(ctx, i); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Wishlist{}, nil, err
	}
	return w, userErrors, nil
}

func (s *service) Clear(ctx context.Context, customerID, wishlistID int64) (Wishlist, error) {
	return s.write(ctx, customerID, wishlistID, func(ctx context.Context, c *change) error {
		if len(c.rows) == 0 {
			return nil
		}
		if _, err := c.tx.Exec(ctx, `DELETE FROM wishlist_item WHERE wishlist_id = ?`, c.id); err != nil {
			return fmt.Errorf("wishlist: clear %d: %w", c.id, err)
		}
		c.rows, c.changed = nil, true
		return nil
	})
}

func (s *service) MoveToCart(ctx context.Context, customerID, wishlistID int64, store storecode.Store, itemIDs []int64) (Wishlist, []CartError, error) {
	if len(itemIDs) > MaxItemsPerRequest {
		return Wishlist{}, nil, apperr.New(apperr.Invalid, "wishlist.cart.count", "max", MaxItemsPerRequest)
	}
	w, err := s.get(ctx, customerID, wishlistID)
	if err != nil {
		return Wishlist{}, nil, err
	}
	// The catalogue is read before the transaction, for the items there
	// are now; an item added meanwhile is read within it.
	before, err := s.Items(ctx, customerID, w.ID, 1, MaxItems)
	if err != nil {
		return Wishlist{}, nil, err
	}
	products := map[int64]catalog.Product{}
	ids := make([]int64, len(before))
	for i, it := range before {
		ids[i] = it.ProductID
	}
	if err := s.products(ctx, store.Locale, ids, products); err != nil {
		return Wishlist{}, nil, err
	}
	var cartErrors []CartError
	w, err = s.write(ctx, customerID, w.ID, func(ctx context.Context, c *change) error {
		cartErrors = nil
		// The items to move, in the order named (all, oldest first).
		var moving []Item
		if len(itemIDs) == 0 {
			for _, r := range c.rows {
				moving = append(moving, r.item())
			}
		}
		for _, id := range itemIDs {
			i := c.at(id)
			if i < 0 {
				cartErrors = append(cartErrors, CartError{Code: CartUndefined, ItemID: id, Err: apperr.New(apperr.Invalid, "wishlist.itemNotFound")})
				continue
			}
			if !slices.ContainsFunc(moving, func(it Item) bool { return it.ID == id }) {
				moving = append(moving, c.rows[i].item())
			}
		}
		more := make([]int64, len(moving))
		for i, it := range moving {
			more[i] = it.ProductID
		}
		if err := s.products(ctx, store.Locale, more, products); err != nil {
			return err
		}
		var inputs []cart.ItemInput
		var sent []Item
		for _, it := range moving {
			var p *catalog.Product
			if found, ok := products[it.ProductID]; ok {
				p = &found
			}
			in, ce := cartInput(it, it.Describe(p, c.now))
			if ce != nil {
				cartErrors = append(cartErrors, *ce)
				continue
			}
			inputs, sent = append(inputs, in), append(sent, it)
		}
		if len(inputs) == 0 {
			return nil
		}
		theirs, err := s.Carts.ForCustomer(ctx, customerID, store)
		if err != nil {
			return err
		}
		ref := cart.Ref{MaskedID: theirs.MaskedID, CustomerID: customerID, Store: store}
		refused := map[int]cart.UserError{}
		for from := 0; from < len(inputs); from += cart.MaxItemsPerRequest {
			to := min(from+cart.MaxItemsPerRequest, len(inputs))
			_, ues, err := s.Carts.AddItems(ctx, ref, inputs[from:to])
			if err != nil {
				return err
			}
			for _, ue := range ues {
				refused[from+ue.Index] = ue
			}
		}
		for n, it := range sent {
			if ue, ok := refused[n]; ok {
				cartErrors = append(cartErrors, CartError{Code: cartErrorCode(ue.Code), ItemID: it.ID, Err: ue.Err})
				continue
			}
			if err := c.remove(ctx, c.at(it.ID)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Wishlist{}, nil, err
	}
	return w, cartErrors, nil
}
