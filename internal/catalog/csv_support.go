package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"paddock/internal/platform/db"
)

// This file holds what the catalogue's CSV import and export
// (internal/catalog/csvio) need beyond Service: every product checked as
// SaveProducts would check it without writing, the whole category tree
// with its German names, and many batches saved all or none.

// Bulk is the catalogue's side of a CSV import: the service answers it
// (NewService's value holds it).
type Bulk interface {
	// CheckProducts checks ins as SaveProducts would, with the same rules
	// and without writing: the answer holds, by input, its first problem
	// (an *apperr.Error naming the field, as "variants[2].price" or
	// "name.de") or nil. Upsells may name any product of ins. The error is
	// for a failed read.
	CheckProducts(ctx context.Context, ins []ProductInput) ([]error, error)
	// SaveProductBatches saves the batches (each at most MaxBatch
	// products) in one transaction, joining the one ctx carries: all of
	// them or none. Upsells may name products of later batches. Each
	// change of stock is recorded with note (StockByImport and the file's
	// name) and the member of staff of ctx. done, when set, hears after
	// each batch how many products are saved so far (it may hear a count
	// again when PostgreSQL makes the transaction run again).
	SaveProductBatches(ctx context.Context, batches [][]ProductInput, note StockNote, done func(saved int)) error
	// CategoryNodes lists every category, active or not, store roots
	// included (Level 1), with its German name and URL key.
	CategoryNodes(ctx context.Context) ([]CategoryNode, error)
}

// MaxBatch is the most products one SaveProducts call takes.
const MaxBatch = maxBatch

// CategoryNode is a category of the tree as an import names it.
type CategoryNode struct {
	ID       int64  `db:"id"`
	ParentID int64  `db:"parent_id"`
	Level    int    `db:"level"`
	Position int    `db:"position"`
	Name     string `db:"name"`
	URLKey   string `db:"url_key"`
}

var _ Bulk = (*service)(nil)

func (s *service) CheckProducts(ctx context.Context, given []ProductInput) ([]error, error) {
	ins := make([]ProductInput, len(given))
	copy(ins, given)
	problems := make([]error, len(ins))
	batch := map[string]int{}
	variantSKUs := map[string]bool{}
	for i := range ins {
		v := validator{}
		if err := validateProductShape(v, &ins[i]); err != nil {
			problems[i] = err
			continue
		}
		if _, dup := batch[ins[i].SKU]; dup || variantSKUs[ins[i].SKU] {
			problems[i] = v.fail("catalog.input.duplicate", "sku", "value", ins[i].SKU)
			continue
		}
		batch[ins[i].SKU] = i
		for j, vi := range ins[i].Variants {
			if _, dup := batch[vi.SKU]; dup || variantSKUs[vi.SKU] {
				problems[i] = v.fail("catalog.input.duplicate", fmt.Sprintf("variants[%d].sku", j), "value", vi.SKU)
				break
			}
			variantSKUs[vi.SKU] = true
		}
	}
	var ok []ProductInput
	for i := range ins {
		if problems[i] == nil {
			ok = append(ok, ins[i])
		}
	}
	refs, err := loadRefs(ctx, s.db.Read(), ok)
	if err != nil {
		return nil, err
	}
	refs.batch = batch
	for i := range ins {
		if problems[i] == nil {
			problems[i] = refs.check(validator{}, &ins[i])
		}
	}
	return problems, nil
}

func (s *service) SaveProductBatches(ctx context.Context, batches [][]ProductInput, note StockNote, done func(saved int)) error {
	actor := staffActor(ctx)
	all := map[string]bool{}
	for _, b := range batches {
		if len(b) > maxBatch {
			return validator{}.fail("catalog.input.tooMany", "products", "max", maxBatch)
		}
		for _, in := range b {
			all[in.SKU] = true
		}
	}
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		saved := map[string]bool{}
		// An upsell or related product that names a product of a later
		// batch waits: the product is saved first without it and again
		// once its upsells and related products exist.
		var again []ProductInput
		n := 0
		for i, b := range batches {
			for _, in := range b {
				saved[in.SKU] = true
			}
			batch := make([]ProductInput, len(b))
			for j, in := range b {
				batch[j] = in
				if waitsForLater(in, all, saved) {
					batch[j].UpsellSKUs = savedOnly(in.UpsellSKUs, all, saved)
					batch[j].RelatedSKUs = savedOnly(in.RelatedSKUs, all, saved)
					again = append(again, in)
				}
			}
			var skus []string
			for _, in := range b {
				skus = append(skus, skusOf(in)...)
			}
			stock, err := s.currentStock(ctx, skus)
			if err != nil {
				return err
			}
			if _, err := s.saveProducts(ctx, batch, validator{prefix: fmt.Sprintf("batches[%d]", i)}); err != nil {
				return err
			}
			if err := s.recordMovements(ctx, s.now().UTC(), stock, b, note, actor); err != nil {
				return err
			}
			n += len(b)
			if done != nil {
				done(n)
			}
		}
		for start := 0; start < len(again); start += maxBatch {
			if _, err := s.saveProducts(ctx, again[start:min(start+maxBatch, len(again))], validator{prefix: "upsells"}); err != nil {
				return err
			}
		}
		return nil
	})
	s.invalidateCache()
	return err
}

// savedOnly keeps the upsells that exist already: those not in the import
// or saved by it so far.
func savedOnly(skus []string, all, saved map[string]bool) []string {
	out := make([]string, 0, len(skus))
	for _, sku := range skus {
		if !all[sku] || saved[sku] {
			out = append(out, sku)
		}
	}
	return out
}

func (s *service) CategoryNodes(ctx context.Context) ([]CategoryNode, error) {
	var rows []struct {
		CategoryNode
		Parent sql.NullInt64 `db:"parent"`
	}
	err := s.db.Read().Select(ctx, &rows, `
		SELECT c.id, c.parent_id AS parent, c.level, c.position,
			COALESCE(d.name, '') AS name, COALESCE(d.url_key, '') AS url_key
		FROM category c LEFT JOIN category_text d ON d.category_id = c.id AND d.locale = 'de'
		ORDER BY c.level, c.position, c.id`)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("catalog: list categories for an import: %w", err)
	}
	out := make([]CategoryNode, len(rows))
	for i, r := range rows {
		out[i] = r.CategoryNode
		out[i].ParentID = r.Parent.Int64
	}
	return out, nil
}

// Export is what the CSV export reads: the products as the inputs that
// save them, and their ids page by page.
type Export interface {
	ProductInputs(ctx context.Context, ids []int64) ([]ProductInput, error)
	// ProductIDsAfter lists up to limit ids of products that are no
	// variant, above after, in order; with skus, only those products'.
	ProductIDsAfter(ctx context.Context, after int64, limit int, skus []string) ([]int64, error)
}

var _ Export = (*service)(nil)

func (s *service) ProductIDsAfter(ctx context.Context, after int64, limit int, skus []string) ([]int64, error) {
	ids := []int64{}
	q := `SELECT id FROM product WHERE parent_id IS NULL AND id > ?`
	args := []any{after}
	if skus != nil {
		if len(skus) == 0 {
			return ids, nil
		}
		if len(skus) > db.MaxInList {
			return nil, validator{}.fail("catalog.input.tooMany", "skus", "max", db.MaxInList)
		}
		q += ` AND sku IN (` + db.InList(len(skus)) + `)`
		args = append(args, db.Args(skus)...)
	}
	q += ` ORDER BY id LIMIT ?`
	args = append(args, limit)
	if err := s.db.Read().Select(ctx, &ids, q, args...); err != nil {
		return nil, fmt.Errorf("catalog: list products to export: %w", err)
	}
	return ids, nil
}
