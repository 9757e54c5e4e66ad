package catalog

import (
	"cmp"
	"context"
	"fmt"
	"paddock/internal/admin/access"
	"slices"
	"strings"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// StockLine is a quantity of one product (a simple product or a
// configurable product's variant) that an order takes from stock or gives
// back.
type StockLine struct {
	ProductID int64
	Quantity  int
}

// Stock is what orders do to the catalogue's stock. Both methods run
// inside the caller's transaction (db.InTransaction), so the stock moves
// with the order or not at all; called without one they run in their own. Writes to product move catalog_revision (its
// triggers), so caches of answers built from the catalogue see the change.
type Stock interface {
	// TakeStock takes the quantities from stock, all of them or none:
	// each product's row is held (in id order, so that two orders never
	// wait on each other) and decremented only while enough is left, so
	// concurrent orders never take more than there is, on both engines.
	// Virtual products have no stock and are left alone. A product with
	// too little left is a Conflict error "catalog.stock.insufficient"
	// naming its SKU, which fails the caller's transaction.
	//
	// Each product's change is recorded with note (the order's number) in
	// its stock's history, which the back office shows.
	TakeStock(ctx context.Context, lines []StockLine, note StockNote) error
	// ReturnStock gives the quantities back (an order cancelled). Products
	// deleted meanwhile are skipped.
	ReturnStock(ctx context.Context, lines []StockLine, note StockNote) error
}

// movementColumns are the columns of a product_stock_movement row.
var movementColumns = []string{"product_id", "at", "change", "qty_after", "reason", "reference", "actor"}

// StockJobKey is the dedupe key of the reindex job of no products that
// empties the read cache after a stock change commits (stockMoved).
const StockJobKey = "stock"

// stockLines sums quantities by product and orders them by id.
func stockLines(lines []StockLine) []StockLine {
	sum := map[int64]int{}
	for _, l := range lines {
		if l.Quantity > 0 {
			sum[l.ProductID] += l.Quantity
		}
	}
	out := make([]StockLine, 0, len(sum))
	for id, q := range sum {
		out = append(out, StockLine{ProductID: id, Quantity: q})
	}
	slices.SortFunc(out, func(a, b StockLine) int { return cmp.Compare(a.ProductID, b.ProductID) })
	return out
}

type stockRow struct {
	ID    int64  `db:"id"`
	SKU   string `db:"sku"`
	Type  string `db:"type"`
	Stock int    `db:"stock_qty"`
}

// lockStock holds the rows of the lines' products in id order and returns
// them by id.
func (s *service) lockStock(ctx context.Context, tx db.Handle, lines []StockLine) (map[int64]stockRow, error) {
	ids := make([]int64, len(lines))
	for i, l := range lines {
		ids[i] = l.ProductID
	}
	in, args := db.InList(len(ids)), db.Args(ids)
	var rows []stockRow
	lock := ""
	if s.db.Dialect() == db.Postgres {
		lock = " FOR UPDATE"
	}
	if err := tx.Select(ctx, &rows, `SELECT id, sku, type, stock_qty FROM product WHERE id IN (`+in+`) ORDER BY id`+lock, args...); err != nil {
		return nil, fmt.Errorf("catalog: hold stock: %w", err)
	}
	byID := make(map[int64]stockRow, len(rows))
	for _, r := range rows {
		byID[r.ID] = r
	}
	return byID, nil
}

func (s *service) TakeStock(ctx context.Context, lines []StockLine, note StockNote) error {
	lines = stockLines(lines)
	if len(lines) == 0 {
		return nil
	}
	return s.db.InTx(ctx, func(tx db.Handle) error { return s.takeStock(ctx, tx, lines, note) })
}

func (s *service) takeStock(ctx context.Context, tx db.Handle, lines []StockLine, note StockNote) error {
	rows, err := s.lockStock(ctx, tx, lines)
	if err != nil {
		return err
	}
	var emptied []int64
	var moves [][]any
	for _, l := range lines {
		r, ok := rows[l.ProductID]
		if !ok {
			return apperr.New(apperr.Conflict, "catalog.stock.gone")
		}
		if r.Type == string(Virtual) {
			continue
		}
		res, err := tx.Exec(ctx, `UPDATE product SET stock_qty = stock_qty - ? WHERE id = ? AND stock_qty >= ?`, l.Quantity, l.ProductID, l.Quantity)
		if err != nil {
			return fmt.Errorf("catalog: take stock of %d: %w", l.ProductID, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("catalog: take stock of %d: %w", l.ProductID, err)
		} else if n == 0 {
			return apperr.New(apperr.Conflict, "catalog.stock.insufficient", "sku", r.SKU)
		}
		if r.Stock == l.Quantity {
			emptied = append(emptied, l.ProductID)
		}
		moves = append(moves, []any{l.ProductID, s.now().UTC(), -l.Quantity, r.Stock - l.Quantity, note.Reason, note.Reference, staffActor(ctx)})
	}
	if err := insertRows(ctx, tx, "product_stock_movement", movementColumns, moves); err != nil {
		return fmt.Errorf("catalog: record stock taken: %w", err)
	}
	return s.stockMoved(ctx, tx, emptied)
}

func (s *service) ReturnStock(ctx context.Context, lines []StockLine, note StockNote) error {
	lines = stockLines(lines)
	if len(lines) == 0 {
		return nil
	}
	return s.db.InTx(ctx, func(tx db.Handle) error { return s.returnStock(ctx, tx, lines, note) })
}

func (s *service) returnStock(ctx context.Context, tx db.Handle, lines []StockLine, note StockNote) error {
	rows, err := s.lockStock(ctx, tx, lines)
	if err != nil {
		return err
	}
	var refilled []int64
	var moves [][]any
	for _, l := range lines {
		r, ok := rows[l.ProductID]
		if !ok || r.Type == string(Virtual) {
			continue
		}
		if _, err := tx.Exec(ctx, `UPDATE product SET stock_qty = stock_qty + ? WHERE id = ?`, l.Quantity, l.ProductID); err != nil {
			return fmt.Errorf("catalog: return stock of %d: %w", l.ProductID, err)
		}
		if r.Stock <= 0 {
			refilled = append(refilled, l.ProductID)
		}
		moves = append(moves, []any{l.ProductID, s.now().UTC(), l.Quantity, r.Stock + l.Quantity, note.Reason, note.Reference, staffActor(ctx)})
	}
	if err := insertRows(ctx, tx, "product_stock_movement", movementColumns, moves); err != nil {
		return fmt.Errorf("catalog: record stock returned: %w", err)
	}
	return s.stockMoved(ctx, tx, refilled)
}

// stockMoved empties this process's read cache and reindexes the products
// whose being in stock changed (the search index filters and shows it),
// with their configurable parents. A read outside the transaction while it
// is open still finds the stock before it and may keep it: on PostgreSQL
// the cache forgets it when the revision moves with the commit; on SQLite,
// where the cache follows no revision, a reindex job of no products (one
// waiting at a time, StockJobKey) empties the cache once the transaction
// has committed, as every reindex does.
func (s *service) stockMoved(ctx context.Context, tx db.Handle, changed []int64) error {
	s.invalidateCache()
	if s.cache != nil && !s.followRevision && s.queue != nil {
		if err := s.queue.Enqueue(ctx, tx, ReindexJobKind, StockJobKey, reindexPayload{}, s.now().UTC()); err != nil {
			return fmt.Errorf("catalog: enqueue the cache's refresh after a stock change: %w", err)
		}
	}
	if len(changed) == 0 {
		return nil
	}
	in, args := db.InList(len(changed)), db.Args(changed)
	var parents []int64
	if err := tx.Select(ctx, &parents, `SELECT DISTINCT parent_id FROM product WHERE parent_id IS NOT NULL AND id IN (`+in+`)`, args...); err != nil {
		return fmt.Errorf("catalog: parents of %v: %w", changed, err)
	}
	if err := s.enqueueReindex(ctx, tx, append(changed, parents...), s.now(), false); err != nil {
		return err
	}
	return nil
}

// StockLevel is what is left of a product that is sold from stock.
type StockLevel struct {
	ProductID int64  `db:"id"`
	SKU       string `db:"sku"`
	// Name is the product's (a variant's: its parent's) German name.
	Name string `db:"name"`
	Qty  int    `db:"stock_qty"`
}

// LowStock are the active products sold from stock (simple products and
// variants; virtual products have none) with at most their own low-stock
// threshold left, or threshold for those without one,
// the fewest first, limit at most, and how many there are in all; kept
// to the SKUs that begin with one of skuPrefixes when there are any (a
// club's goods).
func (s *service) LowStock(ctx context.Context, threshold int, skuPrefixes []string, limit int) ([]StockLevel, int, error) {
	// A product's own threshold, where it has one, overrides the shop's.
	where := `p.type = ? AND p.is_active AND p.stock_qty <= COALESCE(p.low_stock_threshold, ?)`
	args := []any{string(Simple), threshold}
	if len(skuPrefixes) > 0 {
		var ors []string
		for _, prefix := range skuPrefixes {
			ors = append(ors, `p.sku LIKE ? ESCAPE '\'`)
			args = append(args, db.EscapeLike(prefix)+"%")
		}
		where += ` AND (` + strings.Join(ors, " OR ") + `)`
	}
	var total int
	if err := s.db.Read().Get(ctx, &total, `SELECT COUNT(*) FROM product p WHERE `+where, args...); err != nil {
		return nil, 0, fmt.Errorf("catalog: low stock: %w", err)
	}
	levels := []StockLevel{}
	if err := s.db.Read().Select(ctx, &levels, `SELECT p.id, p.sku, COALESCE(NULLIF(t.name, ''), pt.name, '') AS name, p.stock_qty
		FROM product p
		LEFT JOIN product_text t ON t.product_id = p.id AND t.locale = 'de'
		LEFT JOIN product_text pt ON pt.product_id = p.parent_id AND pt.locale = 'de'
		WHERE `+where+` ORDER BY p.stock_qty, p.sku LIMIT ?`, append(args, limit)...); err != nil {
		return nil, 0, fmt.Errorf("catalog: low stock: %w", err)
	}
	return levels, total, nil
}

// Staff is what the back office reads of the catalogue.
type Staff interface {
	// LowStock are the products running out (service.LowStock).
	LowStock(ctx context.Context, threshold int, skuPrefixes []string, limit int) ([]StockLevel, int, error)
	// ProductInputs reads stored products as the inputs that save them
	// unchanged (product_inputs.go).
	ProductInputs(ctx context.Context, ids []int64) ([]ProductInput, error)
}

var _ Staff = (*service)(nil)

// staffActor is the name of the member of staff acting, "" for anyone
// else (a customer's order, a job).
func staffActor(ctx context.Context) string {
	if p, ok := access.From(ctx); ok {
		return p.Name
	}
	return ""
}
