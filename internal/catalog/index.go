package catalog

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"sort"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// ReindexJobKind is the job that brings products' search documents up to
// date; its payload is {"ids": [...]}.
const ReindexJobKind = "catalog.reindex"

// reindexBatch is how many products one job or one index call handles.
const reindexBatch = 500

// Queue is a table-backed outbox: a job enqueued in a transaction runs at
// runAt or later, once that transaction has committed. key identifies the
// job, so that the same job enqueued twice may run once.
type Queue interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
}

// Indexer keeps the search index in step with the catalogue. The service
// NewService returns implements it; the application registers
// HandleReindexJob for ReindexJobKind and calls EnsureIndex at start-up.
type Indexer interface {
	// Reindex rebuilds the search documents of the products (a variant's
	// id stands for its parent) and removes the ones that are gone,
	// inactive or not visible.
	Reindex(ctx context.Context, ids []int64) error
	// EnsureIndex reindexes every product when the index is empty while
	// active products exist, as after a first start or a lost index.
	EnsureIndex(ctx context.Context) error
	// RebuildIndex reindexes every active product, whatever the index
	// holds: a start that finds the index empty calls it, since a reindex
	// job running meanwhile may have put a few products in.
	RebuildIndex(ctx context.Context) error
	// HandleReindexJob runs a ReindexJobKind job.
	HandleReindexJob(ctx context.Context, payload json.RawMessage) error
}

type reindexPayload struct {
	IDs []int64 `json:"ids"`
}

// jobKey names a reindex job by its ids, and a timed one by its time too.
// A queue lets a pending job absorb a new one of the same key: a pending
// job that reindexes now sees the newest state anyway, but one waiting for
// a sale to start must not absorb a change that should show at once.
func jobKey(ids []int64, runAt time.Time, timed bool) string {
	h := sha256.New()
	var b [8]byte
	for _, id := range ids {
		binary.BigEndian.PutUint64(b[:], uint64(id))
		h.Write(b[:])
	}
	sum := hex.EncodeToString(h.Sum(nil)[:12])
	if timed {
		return "products:" + sum + ":" + strconv.FormatInt(runAt.Unix(), 10)
	}
	return "products:" + sum
}

// enqueueReindex adds reindex jobs for the products, in the transaction
// tx: at runAt when timed, else at once.
func (s *service) enqueueReindex(ctx context.Context, tx db.Handle, ids []int64, runAt time.Time, timed bool) error {
	if s.queue == nil {
		return nil
	}
	for _, chunk := range db.Chunks(uniqueIDs(ids), reindexBatch) {
		if err := s.queue.Enqueue(ctx, tx, ReindexJobKind, jobKey(chunk, runAt, timed), reindexPayload{IDs: chunk}, runAt.UTC()); err != nil {
			return fmt.Errorf("catalog: enqueue reindex: %w", err)
		}
	}
	return nil
}

// enqueuePlan enqueues the reindexing a save needs: now, and when a
// special price starts or ends.
func (s *service) enqueuePlan(ctx context.Context, tx db.Handle, plan savePlan, now time.Time) error {
	if err := s.enqueueReindex(ctx, tx, plan.productIDs, now, false); err != nil {
		return err
	}
	times := make([]time.Time, 0, len(plan.timed))
	for t := range plan.timed {
		times = append(times, t)
	}
	sort.Slice(times, func(i, j int) bool { return times[i].Before(times[j]) })
	for _, t := range times {
		if err := s.enqueueReindex(ctx, tx, plan.timed[t], t, true); err != nil {
			return err
		}
	}
	return nil
}

// reindexWithoutQueue updates the index right after a save when there is
// no queue to do it. The save has committed, so a failure here is logged
// and left to EnsureIndex or the next save, not reported as a failed save.
func (s *service) reindexWithoutQueue(ctx context.Context, ids []int64) {
	if s.queue != nil || s.engine == nil || len(ids) == 0 {
		return
	}
	if err := s.Reindex(ctx, ids); err != nil {
		s.logger.ErrorContext(ctx, "catalog: update the search index after a save", "products", len(ids), "error", err)
	}
}

func (s *service) HandleReindexJob(ctx context.Context, payload json.RawMessage) error {
	var p reindexPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return fmt.Errorf("catalog: reindex job payload: %w", err)
	}
	return s.Reindex(ctx, p.IDs)
}

func (s *service) EnsureIndex(ctx context.Context) error {
	if s.engine == nil {
		return nil
	}
	n, err := s.engine.Count(ctx)
	if err != nil {
		return fmt.Errorf("catalog: count indexed products: %w", err)
	}
	if n > 0 {
		return nil
	}
	return s.RebuildIndex(ctx)
}

func (s *service) RebuildIndex(ctx context.Context) error {
	if s.engine == nil {
		return nil
	}
	var after int64
	for {
		var ids []int64
		if err := s.db.Read().Select(ctx, &ids, `
			SELECT id FROM product WHERE is_active AND visible AND id > ? ORDER BY id LIMIT ?`, after, reindexBatch); err != nil {
			return fmt.Errorf("catalog: list products to index: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		if err := s.Reindex(ctx, ids); err != nil {
			return err
		}
		after = ids[len(ids)-1]
	}
}

func (s *service) Reindex(ctx context.Context, ids []int64) error {
	// A reindex follows every save, also one by another process (paddock
	// seed on a running shop's SQLite file): what was read before it may
	// be outdated. Searches answered while the index is written are
	// outdated once it is, so the cache is emptied again after every batch.
	s.invalidateCache()
	if s.engine == nil {
		return apperr.New(apperr.Unavailable, "catalog.search.unavailable")
	}
	for _, chunk := range db.Chunks(uniqueIDs(ids), reindexBatch) {
		err := s.reindex(ctx, chunk)
		s.invalidateCache()
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *service) reindex(ctx context.Context, ids []int64) error {
	h := s.db.Read()
	var owners []struct {
		ID       int64  `db:"id"`
		ParentID *int64 `db:"parent_id"`
	}
	if err := h.Select(ctx, &owners, `SELECT id, parent_id FROM product WHERE id IN (`+db.InList(len(ids))+`)`, db.Args(ids)...); err != nil {
		return fmt.Errorf("catalog: owners of products to index: %w", err)
	}
	known := map[int64]bool{}
	var targets []int64
	for _, o := range owners {
		known[o.ID] = true
		if o.ParentID != nil {
			targets = append(targets, *o.ParentID)
		} else {
			targets = append(targets, o.ID)
		}
	}
	var gone []int64
	for _, id := range ids {
		if !known[id] {
			gone = append(gone, id)
		}
	}
	targets = uniqueIDs(targets)
	products, err := s.loadProducts(ctx, h, i18n.German,
		`p.is_active AND p.visible AND p.id IN (`+db.InList(len(targets))+`)`, db.Args(targets))
	if err != nil {
		return err
	}
	found := map[int64]bool{}
	for _, p := range products {
		found[p.ID] = true
	}
	for _, id := range targets {
		if !found[id] {
			gone = append(gone, id)
		}
	}
	docs, err := s.documents(ctx, h, products)
	if err != nil {
		return err
	}
	if len(docs) > 0 {
		if err := s.engine.Index(ctx, docs...); err != nil {
			return fmt.Errorf("catalog: index %d products: %w", len(docs), err)
		}
	}
	if len(gone) > 0 {
		if err := s.engine.Delete(ctx, gone...); err != nil {
			return fmt.Errorf("catalog: remove %d products from the index: %w", len(gone), err)
		}
	}
	return nil
}

// documents turns products (loaded in German, with variants) into search
// documents with the texts of every locale.
func (s *service) documents(ctx context.Context, h db.Handle, products []Product) ([]search.Document, error) {
	if len(products) == 0 {
		return nil, nil
	}
	ids := make([]int64, len(products))
	var catIDs []int64
	for i, p := range products {
		ids[i] = p.ID
		catIDs = append(catIDs, p.CategoryIDs...)
	}
	var texts []struct {
		ProductID   int64  `db:"product_id"`
		Locale      string `db:"locale"`
		Name        string `db:"name"`
		Description string `db:"description"`
	}
	if err := selectByIDs(ctx, h, &texts, `SELECT product_id, locale, name, description FROM product_text WHERE product_id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: texts to index: %w", err)
	}
	names := map[int64]Localized{}
	descriptions := map[int64]Localized{}
	for _, t := range texts {
		if names[t.ProductID] == nil {
			names[t.ProductID], descriptions[t.ProductID] = Localized{}, Localized{}
		}
		names[t.ProductID][i18n.Locale(t.Locale)] = t.Name
		descriptions[t.ProductID][i18n.Locale(t.Locale)] = t.Description
	}
	var positions []linkRow
	if err := selectByIDs(ctx, h, &positions, `SELECT product_id, category_id AS target_id, position
		FROM product_category WHERE product_id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: category positions to index: %w", err)
	}
	byProduct := map[int64]map[int64]int{}
	for _, p := range positions {
		if byProduct[p.ProductID] == nil {
			byProduct[p.ProductID] = map[int64]int{}
		}
		byProduct[p.ProductID][p.TargetID] = p.Position
	}

	// Categories count with their ancestors below the store root, so that
	// a listing of a top category finds the products of its subcategories.
	var cats []struct {
		ID   int64  `db:"id"`
		Path string `db:"path"`
	}
	if err := selectByIDs(ctx, h, &cats, `SELECT id, path FROM category WHERE id IN (%s)`, nil, uniqueIDs(catIDs)); err != nil {
		return nil, fmt.Errorf("catalog: categories to index: %w", err)
	}
	ancestry := map[int64][]int64{}
	var allCats []int64
	for _, c := range cats {
		chain := pathIDs(c.Path)
		if len(chain) > 0 {
			chain = chain[1:] // the store root
		}
		ancestry[c.ID] = chain
		allCats = append(allCats, chain...)
	}
	var catTexts []struct {
		ID     int64  `db:"category_id"`
		Locale string `db:"locale"`
		Name   string `db:"name"`
	}
	if err := selectByIDs(ctx, h, &catTexts, `SELECT category_id, locale, name FROM category_text WHERE category_id IN (%s)`, nil, uniqueIDs(allCats)); err != nil {
		return nil, fmt.Errorf("catalog: category names to index: %w", err)
	}
	catNames := map[int64]Localized{}
	for _, t := range catTexts {
		if catNames[t.ID] == nil {
			catNames[t.ID] = Localized{}
		}
		catNames[t.ID][i18n.Locale(t.Locale)] = t.Name
	}

	off, err := productsOffIn(ctx, h, ids)
	if err != nil {
		return nil, err
	}

	now := s.now()
	docs := make([]search.Document, 0, len(products))
	for _, p := range products {
		d := search.Document{
			ID:          p.ID,
			SKUs:        []string{p.SKU},
			Name:        map[i18n.Locale]string{},
			Description: map[i18n.Locale]string{},
			Categories:  map[i18n.Locale][]string{},
			Price:       int64(p.Pricing(now).Final),
			Positions:   byProduct[p.ID],
			InStock:     p.InStock(),
			NewSince:    newSince(p),
			NotListed:   !p.Visibility.InCatalog(),
			NotSearched: !p.Visibility.InSearch(),
		}
		for _, l := range i18n.Locales {
			if off[p.ID][l] {
				d.OffIn = append(d.OffIn, l)
			}
		}
		if d.Positions == nil {
			d.Positions = map[int64]int{}
		}
		if p.Manufacturer != nil {
			d.Manufacturer, d.ManufacturerID = p.Manufacturer.Label, p.Manufacturer.ID
		}
		var chain []int64
		for _, c := range p.CategoryIDs {
			chain = append(chain, ancestry[c]...)
		}
		d.CategoryIDs = uniqueIDs(chain)
		colors, sizes := optionIDs(p.Color), optionIDs(p.Size)
		for _, v := range p.Variants {
			d.SKUs = append(d.SKUs, v.SKU)
			colors = append(colors, optionIDs(v.Color)...)
			sizes = append(sizes, optionIDs(v.Size)...)
		}
		d.ColorIDs, d.SizeIDs = uniqueIDs(colors), uniqueIDs(sizes)
		for _, l := range i18n.Locales {
			d.Name[l] = fill(names[p.ID], l)
			d.Description[l] = s.plainText(fill(descriptions[p.ID], l))
			var cn []string
			for _, c := range d.CategoryIDs {
				if n := fill(catNames[c], l); n != "" {
					cn = append(cn, n)
				}
			}
			d.Categories[l] = cn
		}
		docs = append(docs, d)
	}
	return docs, nil
}

func optionIDs(o *Option) []int64 {
	if o == nil {
		return nil
	}
	return []int64{o.ID}
}

// plainText strips the markup of a rich text, for the index.
func (s *service) plainText(rich string) string {
	// Block ends become spaces so that "<li>Leder</li><li>Wolle</li>"
	// does not index "LederWolle"; inline ends stay, "Wind<em>dicht</em>"
	// is one word.
	spaced := strings.NewReplacer("</p>", " </p>", "</li>", " </li>", "</h3>", " </h3>", "</h4>", " </h4>",
		"</td>", " </td>", "</th>", " </th>", "<br", " <br").Replace(rich)
	return strings.Join(strings.Fields(html.UnescapeString(s.text.Sanitize(spaced))), " ")
}

// unmarkedLead sets products never marked new this far back on the "new"
// order, so that every product with a new-from date counts as newer than
// every product without one, while those keep their order of creation.
const unmarkedLead = 100 * 365 * 24 * time.Hour

// newSince is the time the "new" sort orders a product by: its new-from
// date when it has one, else its creation time moved back by unmarkedLead.
func newSince(p Product) time.Time {
	if p.NewFrom != nil {
		return *p.NewFrom
	}
	return p.CreatedAt.Add(-unmarkedLead)
}
