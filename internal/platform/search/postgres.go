package search

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// pgConfigs are the text search configurations of the locales.
var pgConfigs = map[i18n.Locale]string{
	i18n.German:  "german",
	i18n.English: "english",
	i18n.French:  "french",
}

const (
	// pgBatch is how many products one INSERT carries (three rows each).
	pgBatch = 300
	// pgFuzzyAlternatives bounds the words one typo may stand for.
	pgFuzzyAlternatives = 8
	// pgSimilarity is the trigram similarity a vocabulary word needs to be
	// considered for a typo; lower than pg_trgm's 0.3 so that one wrong
	// letter in a short word ("Trnse") still finds it. The edit distance
	// decides in the end.
	pgSimilarity = "0.2"
	// pgWeights are ts_rank's weights of D, C, B and A.
	pgWeights = "{0.02, 0.1, 0.4, 1.0}"
)

// pgEngine searches with PostgreSQL full-text search in the tables of
// migration 00004: every instance of the shop sees the same index. Each
// instance keeps the results it computed (queryCache) for the database's
// catalog_revision, which triggers move on every write to the index
// (migrations 00012 and 00019), whichever instance makes it.
type pgEngine struct {
	db    *db.DB
	cache *queryCache
}

// OpenPostgres returns the engine on PostgreSQL's full-text search. It
// needs a PostgreSQL database with the search and catalogue revision
// migrations applied.
func OpenPostgres(d *db.DB) (Engine, error) {
	if d == nil || d.Dialect() != db.Postgres {
		return nil, errors.New("search: the PostgreSQL engine needs a PostgreSQL database")
	}
	var n int
	if err := d.Read().Get(context.Background(), &n,
		"SELECT count(*) FROM search_word WHERE false UNION ALL SELECT count(*) FROM catalog_revision WHERE false"); err != nil {
		return nil, fmt.Errorf("search: check search tables: %w", err)
	}
	return &pgEngine{db: d, cache: newQueryCache()}, nil
}

// Close does nothing: the database belongs to the caller.
func (e *pgEngine) Close() error { return nil }

// Count is the number of indexed products (a product switched off in
// some store views lacks their locales' rows).
func (e *pgEngine) Count(ctx context.Context) (int, error) {
	var n int
	if err := e.db.Read().Get(ctx, &n, "SELECT count(DISTINCT product_id) FROM search_document"); err != nil {
		return 0, fmt.Errorf("search: count: %w", err)
	}
	return n, nil
}

// Delete removes documents; unknown ids are ignored.
func (e *pgEngine) Delete(ctx context.Context, ids ...int64) error {
	for start := 0; start < len(ids); start += pgBatch {
		chunk := ids[start:min(start+pgBatch, len(ids))]
		if _, err := e.db.Write().Exec(ctx, "DELETE FROM search_document WHERE product_id = ANY(?::bigint[])", chunk); err != nil {
			return fmt.Errorf("search: delete: %w", err)
		}
	}
	return nil
}

// pgRow is one search_document row as jsonb_to_recordset reads it.
type pgRow struct {
	ID       int64            `json:"id"`
	Locale   string           `json:"locale"`
	Config   string           `json:"cfg"`
	A        string           `json:"a"`
	B        string           `json:"b"`
	C        string           `json:"c"`
	SKUs     []string         `json:"skus"`
	NameKey  string           `json:"name_key"`
	Cats     []int64          `json:"cats"`
	Maker    int64            `json:"man"`
	Colors   []int64          `json:"cols"`
	Sizes    []int64          `json:"sizes"`
	Price    int64            `json:"price"`
	InStock  bool             `json:"stock"`
	Listed   bool             `json:"listed"`
	Searched bool             `json:"searched"`
	New      time.Time        `json:"new"`
	Position map[string]int64 `json:"pos"`
}

type pgWord struct {
	Locale string `json:"locale"`
	Word   string `json:"word"`
}

// Index adds or replaces documents: per batch, the old rows go and the new
// ones come in one transaction, with the vocabulary for typos.
func (e *pgEngine) Index(ctx context.Context, docs ...Document) error {
	complete, err := completeAll(docs)
	if err != nil {
		return err
	}
	for start := 0; start < len(complete); start += pgBatch {
		chunk := complete[start:min(start+pgBatch, len(complete))]
		ids := make([]int64, len(chunk))
		var rows []pgRow
		vocabulary := map[pgWord]bool{}
		for i, d := range chunk {
			ids[i] = d.ID
			skus := make([]string, len(d.SKUs))
			for j, s := range d.SKUs {
				skus[j] = strings.ToLower(s)
			}
			pos := make(map[string]int64, len(d.Positions))
			for cat, p := range d.Positions {
				pos[strconv.FormatInt(cat, 10)] = int64(p)
			}
			for _, l := range i18n.Locales {
				if slices.Contains(d.OffIn, l) {
					continue // its store view switched the product off
				}
				row := pgRow{
					ID: d.ID, Locale: string(l), Config: pgConfigs[l],
					A:       pgWords(l, d.Name[l], strings.Join(d.SKUs, " ")),
					B:       pgWords(l, d.Manufacturer, strings.Join(d.Categories[l], " ")),
					C:       pgWords(l, d.Description[l]),
					SKUs:    skus,
					NameKey: SortKey(d.Name[l]),
					Cats:    nonNil(d.CategoryIDs), Maker: d.ManufacturerID,
					Colors: nonNil(d.ColorIDs), Sizes: nonNil(d.SizeIDs),
					Price: d.Price, InStock: d.InStock, New: d.NewSince, Position: pos,
					Listed: !d.NotListed, Searched: !d.NotSearched,
				}
				rows = append(rows, row)
				for _, text := range []string{d.Name[l], d.Manufacturer, strings.Join(d.Categories[l], " "), d.Description[l]} {
					for _, w := range vocabularyWords(l, text) {
						vocabulary[pgWord{Locale: string(l), Word: w}] = true
					}
				}
			}
		}
		words := make([]pgWord, 0, len(vocabulary))
		for w := range vocabulary {
			words = append(words, w)
		}
		rowsJSON, err := json.Marshal(rows)
		if err != nil {
			return fmt.Errorf("search: encode documents: %w", err)
		}
		wordsJSON, err := json.Marshal(words)
		if err != nil {
			return fmt.Errorf("search: encode vocabulary: %w", err)
		}
		err = e.db.InTx(ctx, func(tx db.Handle) error {
			// Index writes take turns, across instances too: a rebuild and
			// a reindex job writing the same product at once would
			// otherwise both insert it, or deadlock on each other's rows.
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(?)", pgIndexLock); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, "DELETE FROM search_document WHERE product_id = ANY(?::bigint[])", ids); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `
INSERT INTO search_document (product_id, locale, document, skus, name_key, category_ids, manufacturer_id,
                             color_ids, size_ids, price, in_stock, new_since, positions, in_catalog, in_search)
SELECT r.id, r.locale,
       setweight(to_tsvector(r.cfg::regconfig, r.a), 'A') ||
       setweight(to_tsvector(r.cfg::regconfig, r.b), 'B') ||
       setweight(to_tsvector(r.cfg::regconfig, r.c), 'C'),
       r.skus, r.name_key, r.cats, r.man, r.cols, r.sizes, r.price, r.stock, r.new, r.pos, r.listed, r.searched
FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, locale text, cfg text, a text, b text, c text, skus text[],
     name_key text, cats bigint[], man bigint, cols bigint[], sizes bigint[], price bigint, stock boolean,
     new timestamptz, pos jsonb, listed boolean, searched boolean)`, string(rowsJSON)); err != nil {
				return err
			}
			// Words stay when their products go: a stale word costs one
			// alternative that matches nothing, and sparing the count
			// keeps indexing one statement.
			_, err := tx.Exec(ctx, `
INSERT INTO search_word (locale, word)
SELECT DISTINCT r.locale, r.word FROM jsonb_to_recordset(?::jsonb) AS r(locale text, word text)
ON CONFLICT DO NOTHING`, string(wordsJSON))
			return err
		})
		if err != nil {
			return fmt.Errorf("search: index: %w", err)
		}
	}
	return nil
}

// pgIndexLock is the advisory lock key of index writes ("paddock search"
// in ASCII, shortened to fit a bigint).
const pgIndexLock int64 = 0x7061646473726368

// pgWords is texts split the way queries are: PostgreSQL's own parser
// would read "RH-1001" as "rh" and the number "-1001", which the query
// word "1001" never matches. German words are folded (PostgreSQL's German
// stemmer knows ä but not ae) and followed by the parts of compounds.
func pgWords(l i18n.Locale, texts ...string) string {
	var all []string
	for _, t := range texts {
		ws := words(t, 1<<30)
		if l == i18n.German {
			var parts []string
			for i, w := range ws {
				ws[i] = germanFold(w)
				parts = append(parts, compoundParts(w)...)
			}
			ws = append(ws, parts...)
		}
		all = append(all, ws...)
	}
	return strings.Join(all, " ")
}

// pgQueryWords is the words of a query as pgWords indexes them.
func pgQueryWords(l i18n.Locale, text string) []string {
	ws := words(text, MaxWords)
	if l == i18n.German {
		for i, w := range ws {
			ws[i] = germanFold(w)
		}
	}
	return ws
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// vocabularyWords are the words of text a typo may stand for: three to 40
// letters, no digits (numbers are never fuzzy); German ones folded as
// pgWords indexes them, with the parts of compounds.
func vocabularyWords(l i18n.Locale, text string) []string {
	var out []string
	for _, w := range strings.Fields(pgWords(l, text)) {
		n := utf8.RuneCountInString(w)
		if n < 3 || n > 40 || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			continue
		}
		out = append(out, w)
	}
	return out
}

// sqlPart is a piece of SQL with its arguments, in order.
type sqlPart struct {
	sql  string
	args []any
}

func (p *sqlPart) add(sql string, args ...any) {
	p.sql += sql
	p.args = append(p.args, args...)
}

// pgText is the text condition of a query and what ranks its matches.
type pgText struct {
	match sqlPart // WHERE condition
	rank  sqlPart // ORDER BY expressions for relevance
}

// Search answers q from the cache when it holds q's result for the
// index's current revision, else runs it and keeps the result for the
// revision read before.
func (e *pgEngine) Search(ctx context.Context, q Query) (Result, error) {
	q, err := prepare(q)
	if err != nil {
		return Result{}, err
	}
	rev, shared, err := e.revision(ctx)
	if err != nil {
		return Result{}, fmt.Errorf("search: query: %w", err)
	}
	if !shared {
		return e.search(ctx, q, rev, false)
	}
	e.cache.moveTo(rev)
	return e.cache.answer(resultKey(q), rev, func() (Result, error) { return e.search(ctx, q, rev, true) })
}

// revision reads catalog_revision: the state of the index that what is
// read next belongs to. shared is false inside a transaction that has
// written (the caller's): what it reads may be its own uncommitted writes,
// which no other search may be answered with, nor may it be answered from
// before them.
func (e *pgEngine) revision(ctx context.Context) (rev uint64, shared bool, err error) {
	var row struct {
		N     int64 `db:"n"`
		Clean bool  `db:"clean"`
	}
	if err := e.db.Read().Get(ctx, &row,
		"SELECT n, pg_current_xact_id_if_assigned() IS NULL AS clean FROM catalog_revision WHERE id = 1"); err != nil {
		return 0, false, fmt.Errorf("read the revision: %w", err)
	}
	return uint64(row.N), row.Clean, nil
}

// search runs q: the page (all words, else any word), then the facets,
// from the cache when keep is set and it holds them for revision rev.
// Only a search with typo-tolerant words needs a transaction, for the
// similarity threshold; page and facets are separate statements either
// way, which under read committed may see different states, but a write
// between them moves the revision, so such a result is never kept beyond
// the revision read before it.
func (e *pgEngine) search(ctx context.Context, q Query, rev uint64, keep bool) (Result, error) {
	ws := pgQueryWords(q.Locale, q.Text)
	// The edit distance a word tolerates is reckoned as typed: folding
	// shortens "Reithsoe" to "reithso", but the typo is as far from
	// "Reithose" as before.
	limits := map[string]int{}
	var fuzzy []string
	for i, w := range words(q.Text, MaxWords) {
		if n := fuzziness(w); n > 0 && limits[ws[i]] == 0 {
			limits[ws[i]] = n
			fuzzy = append(fuzzy, ws[i])
		}
	}
	var out Result
	run := func(h db.Handle) error {
		alternatives, err := e.typoAlternatives(ctx, h, q.Locale, fuzzy, limits)
		if err != nil {
			return err
		}
		all := true
		text := pgTextQuery(q, ws, alternatives, all)
		if out, err = e.page(ctx, h, q, text); err != nil {
			return err
		}
		if out.Total == 0 && len(ws) > 1 {
			all = false
			text = pgTextQuery(q, ws, alternatives, all)
			if out, err = e.page(ctx, h, q, text); err != nil {
				return err
			}
		}
		if !q.Facets {
			return nil
		}
		key := facetKey(q, facetKinds, all)
		if keep {
			if cached, ok := e.cache.facet(key, rev); ok {
				out.Facets = cloneFacets(cached)
				return nil
			}
		}
		if out.Facets, err = e.facets(ctx, h, q, text); err != nil {
			return err
		}
		if keep {
			e.cache.putFacet(key, cloneFacets(out.Facets), rev)
		}
		return nil
	}
	var err error
	if len(fuzzy) == 0 {
		err = run(e.db.Read())
	} else {
		err = e.db.InTx(ctx, run)
	}
	if err != nil {
		return Result{}, fmt.Errorf("search: query: %w", err)
	}
	return out, nil
}

// typoAlternatives finds, per query word that tolerates typos (fuzzy), the
// vocabulary words within its edit distance (limits), closest first. It
// runs in a transaction, whose similarity threshold it sets.
func (e *pgEngine) typoAlternatives(ctx context.Context, tx db.Handle, l i18n.Locale, fuzzy []string, limits map[string]int) (map[string][]string, error) {
	out := map[string][]string{}
	if len(fuzzy) == 0 {
		return out, nil
	}
	if _, err := tx.Exec(ctx, "SELECT set_config('pg_trgm.similarity_threshold', ?, true)", pgSimilarity); err != nil {
		return nil, err
	}
	var pairs []struct {
		Typed string `db:"typed"`
		Word  string `db:"word"`
	}
	err := tx.Select(ctx, &pairs, `
SELECT q.w AS typed, v.word
FROM unnest(?::text[]) AS q(w)
JOIN search_word v ON v.locale = ? AND v.word % q.w
WHERE length(v.word) BETWEEN length(q.w) - 2 AND length(q.w) + 2 AND v.word <> q.w`, fuzzy, string(l))
	if err != nil {
		return nil, err
	}
	type candidate struct {
		word     string
		distance int
	}
	found := map[string][]candidate{}
	for _, p := range pairs {
		limit := limits[p.Typed]
		if d := levenshtein(p.Typed, p.Word, limit); d <= limit {
			found[p.Typed] = append(found[p.Typed], candidate{p.Word, d})
		}
	}
	for typed, cs := range found {
		slices.SortFunc(cs, func(a, b candidate) int {
			if a.distance != b.distance {
				return a.distance - b.distance
			}
			return strings.Compare(a.word, b.word)
		})
		for _, c := range cs[:min(len(cs), pgFuzzyAlternatives)] {
			out[typed] = append(out[typed], c.word)
		}
	}
	return out, nil
}

// pgTextQuery builds the text condition: an exact SKU, or every word
// (any word when all is false), each as typed (stemmed by the locale's
// configuration), as one of its typo alternatives and, for the last word,
// as a prefix. Matches of the words as typed rank above typo matches.
func pgTextQuery(q Query, ws []string, alternatives map[string][]string, all bool) pgText {
	var t pgText
	if q.Text == "" {
		return t
	}
	sku := strings.ToLower(q.Text)
	cfg := pgConfigs[q.Locale]
	quote := func(w string) string { return "'" + w + "'" } // words hold letters and digits only
	var full, exact, whole []string
	for i, w := range ws {
		typed := []string{quote(w)}
		whole = append(whole, quote(w))
		if i == len(ws)-1 && utf8.RuneCountInString(w) >= 3 {
			typed = append(typed, quote(w)+":*")
		}
		// A German compound typed whole finds products with its parts
		// ("Kinderhelm" the "Kinderreithelm").
		if q.Locale == i18n.German {
			if parts := compoundSplit(w); len(parts) > 1 {
				quoted := make([]string, len(parts))
				for j, p := range parts {
					quoted[j] = quote(p)
				}
				typed = append(typed, "("+strings.Join(quoted, " & ")+")")
			}
		}
		alts := slices.Clone(typed)
		for _, a := range alternatives[w] {
			alts = append(alts, quote(a))
		}
		full = append(full, "("+strings.Join(alts, " | ")+")")
		exact = append(exact, "("+strings.Join(typed, " | ")+")")
	}
	op := " & "
	if !all {
		op = " | "
	}
	skuRank := "CASE WHEN skus[1] = ? THEN 2 WHEN skus @> ARRAY[?]::text[] THEN 1 ELSE 0 END DESC"
	if len(ws) == 0 {
		t.match.add("skus @> ARRAY[?]::text[]", sku)
		t.rank.add(skuRank, sku, sku)
		return t
	}
	fullQ, exactQ, wholeQ := strings.Join(full, op), strings.Join(exact, op), strings.Join(whole, op)
	t.match.add("(document @@ to_tsquery(?::regconfig, ?) OR skus @> ARRAY[?]::text[])", cfg, fullQ, sku)
	t.rank.add(skuRank, sku, sku)
	// Sold-out products after available ones; then where the words stand:
	// the name (A), the categories and manufacturer (B), the description
	// (C), weighed further apart than ts_rank's default.
	t.rank.add(", in_stock DESC")
	// Whole words as typed weigh most, then with the last as a prefix and
	// compounds by their parts, then typos.
	t.rank.add(", 2 * ts_rank(?::real[], document, to_tsquery(?::regconfig, ?)) + 4 * ts_rank(?::real[], document, to_tsquery(?::regconfig, ?)) + ts_rank(?::real[], document, to_tsquery(?::regconfig, ?)) DESC",
		pgWeights, cfg, wholeQ, pgWeights, cfg, exactQ, pgWeights, cfg, fullQ)
	return t
}

// filterSQL is the condition of every active filter except skip's.
func filterSQL(q Query, skip facetKind) sqlPart {
	var p sqlPart
	if skip != facetCategory && q.active(facetCategory) {
		p.add(" AND category_ids && ?::bigint[]", q.CategoryIDs)
	}
	if skip != facetManufacturer && q.active(facetManufacturer) {
		p.add(" AND manufacturer_id = ANY(?::bigint[])", q.ManufacturerIDs)
	}
	if skip != facetColor && q.active(facetColor) {
		p.add(" AND color_ids && ?::bigint[]", q.ColorIDs)
	}
	if skip != facetSize && q.active(facetSize) {
		p.add(" AND size_ids && ?::bigint[]", q.SizeIDs)
	}
	if skip != facetPrice {
		if q.PriceFrom != nil {
			p.add(" AND price >= ?", *q.PriceFrom)
		}
		if q.PriceTo != nil {
			p.add(" AND price < ?", *q.PriceTo)
		}
	}
	return p
}

// base is the WHERE clause of what every count and facet is taken from:
// the locale, the text and the listing's own category. The facets'
// statement reads it once; each facet then applies the other filters.
func base(q Query, text pgText) sqlPart {
	var p sqlPart
	p.add("locale = ?", string(q.Locale))
	// Searches find the products visible in search, listings those
	// visible in the catalog (Magento's visibility).
	if q.Text != "" {
		p.add(" AND in_search")
	} else {
		p.add(" AND in_catalog")
	}
	if text.match.sql != "" {
		p.add(" AND ")
		p.add(text.match.sql, text.match.args...)
	}
	if len(q.WithinCategoryIDs) > 0 {
		p.add(" AND category_ids && ?::bigint[]", q.WithinCategoryIDs)
	}
	return p
}

// orderSQL is the ORDER BY of q, with the same keys as Bleve's: Descending
// reverses the main key, ties go by name (positions) and then by id.
func orderSQL(q Query, text pgText) sqlPart {
	var p sqlPart
	dir := func(desc bool) string {
		if desc {
			return " DESC"
		}
		return " ASC"
	}
	position := func(desc bool) {
		if q.PositionCategory != 0 {
			p.add("(positions ->> ?)::bigint"+dir(desc)+" NULLS LAST, name_key ASC, product_id ASC", strconv.FormatInt(q.PositionCategory, 10))
			return
		}
		p.add("name_key" + dir(desc) + ", product_id ASC")
	}
	switch q.Sort {
	case ByRelevance:
		if text.rank.sql != "" {
			p.add(text.rank.sql, text.rank.args...)
			p.add(", product_id ASC")
			return p
		}
		position(false)
	case ByPosition:
		position(q.Descending)
	case ByName:
		p.add("name_key" + dir(q.Descending) + ", product_id ASC")
	case ByPrice:
		p.add("price" + dir(q.Descending) + ", product_id ASC")
	default: // ByNewest: descending is newest first
		p.add("new_since" + dir(q.Descending) + ", product_id ASC")
	}
	return p
}

func (e *pgEngine) page(ctx context.Context, tx db.Handle, q Query, text pgText) (Result, error) {
	where := base(q, text)
	filters := filterSQL(q, facetKinds)
	order := orderSQL(q, text)
	var stmt sqlPart
	stmt.add("SELECT product_id, count(*) OVER () AS total FROM search_document WHERE ")
	stmt.add(where.sql, where.args...)
	stmt.add(filters.sql, filters.args...)
	stmt.add(" ORDER BY ")
	stmt.add(order.sql, order.args...)
	stmt.add(" LIMIT ? OFFSET ?", q.Limit, q.Offset)
	var rows []struct {
		ID    int64 `db:"product_id"`
		Total int   `db:"total"`
	}
	if err := tx.Select(ctx, &rows, stmt.sql, stmt.args...); err != nil {
		return Result{}, err
	}
	out := Result{IDs: make([]int64, len(rows))}
	for i, r := range rows {
		out.IDs[i] = r.ID
		out.Total = r.Total
	}
	if len(rows) == 0 && (q.Limit == 0 || q.Offset > 0) {
		// An empty page says nothing about the total.
		var count sqlPart
		count.add("SELECT count(*) FROM search_document WHERE ")
		count.add(where.sql, where.args...)
		count.add(filters.sql, filters.args...)
		if err := tx.Get(ctx, &out.Total, count.sql, count.args...); err != nil {
			return Result{}, err
		}
	}
	return out, nil
}

// pgPriceBucket is the SQL of priceBucket.
func pgPriceBucket() string {
	var b strings.Builder
	b.WriteString("CASE")
	for i := len(priceEdges) - 1; i > 0; i-- {
		fmt.Fprintf(&b, " WHEN price >= %d THEN %d", priceEdges[i], i)
	}
	b.WriteString(" ELSE 0 END")
	return b.String()
}

// facets counts every facet in one statement over base's matches (the
// text's within the listing's category); each facet applies every other
// filter and leaves out its own.
func (e *pgEngine) facets(ctx context.Context, tx db.Handle, q Query, text pgText) (Facets, error) {
	where := base(q, text)
	var stmt sqlPart
	stmt.add("WITH m AS MATERIALIZED (SELECT category_ids, manufacturer_id, color_ids, size_ids, price FROM search_document WHERE ")
	stmt.add(where.sql, where.args...)
	stmt.add(")\n")
	branches := []struct {
		kind facetKind
		sql  string
	}{
		{facetCategory, "SELECT 0 AS kind, v AS value, count(*) AS n FROM m CROSS JOIN LATERAL unnest(m.category_ids) AS v WHERE true"},
		{facetManufacturer, "SELECT 1, manufacturer_id, count(*) FROM m WHERE manufacturer_id <> 0"},
		{facetColor, "SELECT 2, v, count(*) FROM m CROSS JOIN LATERAL unnest(m.color_ids) AS v WHERE true"},
		{facetSize, "SELECT 3, v, count(*) FROM m CROSS JOIN LATERAL unnest(m.size_ids) AS v WHERE true"},
		{facetPrice, "SELECT 4, " + pgPriceBucket() + ", count(*) FROM m WHERE true"},
	}
	for i, b := range branches {
		if i > 0 {
			stmt.add("\nUNION ALL\n")
		}
		f := filterSQL(q, b.kind)
		stmt.add(b.sql)
		stmt.add(f.sql, f.args...)
		stmt.add(" GROUP BY 2")
	}
	var rows []struct {
		Kind  facetKind `db:"kind"`
		Value int64     `db:"value"`
		N     int       `db:"n"`
	}
	if err := tx.Select(ctx, &rows, stmt.sql, stmt.args...); err != nil {
		return Facets{}, err
	}
	f := newFacets()
	prices := map[int]int{}
	for _, r := range rows {
		switch r.Kind {
		case facetCategory:
			f.Categories[r.Value] = r.N
		case facetManufacturer:
			f.Manufacturers[r.Value] = r.N
		case facetColor:
			f.Colors[r.Value] = r.N
		case facetSize:
			f.Sizes[r.Value] = r.N
		case facetPrice:
			prices[int(r.Value)] = r.N
		}
	}
	f.Prices = priceBuckets(prices)
	return f, nil
}
