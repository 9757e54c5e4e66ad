package search

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	_ "github.com/blevesearch/bleve/v2/analysis/lang/de" // registers the "de" analyzer
	_ "github.com/blevesearch/bleve/v2/analysis/lang/en" // registers the "en" analyzer
	_ "github.com/blevesearch/bleve/v2/analysis/lang/fr" // registers the "fr" analyzer
	"github.com/blevesearch/bleve/v2/document"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	bsearch "github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"

	"paddock/internal/platform/i18n"
)

// bleveLayout names the index's fields and analysis. An index written with
// another layout is dropped and created empty on open; the catalogue sees
// Count 0 and rebuilds it.
const bleveLayout = "paddock-products-8"

var layoutKey = []byte("paddock.layout")

// The index's fields. Texts are per locale (suffix "_de" …); a locale's
// query reads only its own fields.
const (
	fieldName     = "name_"  // the name, stemmed
	fieldCatText  = "group_" // categories and manufacturer, stemmed
	fieldText     = "text_"  // name, SKUs, manufacturer, categories, description, stemmed
	fieldSKU      = "sku"    // every SKU, lowercased, whole
	fieldMainSKU  = "sku0"   // the product's own SKU, lowercased, whole
	fieldCategory = "cat"    // category ids
	fieldMaker    = "man"    // manufacturer id
	fieldColor    = "col"    // colour ids
	fieldSize     = "size"   // size ids
	fieldPrice    = "price"  // cents, numeric for ranges (doc values: bleve_sort.go)
	fieldShown    = "shown"  // "<locale>/l" where listings show it, "<locale>/s" where searches do
	batchSize     = 500      // documents per Bleve batch
	skuBoost      = 10_000.0 // an exact SKU outranks any text match
	variantBoost  = 5_000.0  // a variant's SKU ranks below the product's own
)

// bleveEngine is the embedded engine: one Bleve index (scorch) in a
// directory or in memory.
type bleveEngine struct {
	index     bleve.Index
	analyzers map[i18n.Locale]analysis.Analyzer
	keyword   analysis.Analyzer
	cache     *queryCache
}

// OpenBleve opens the Bleve index in dir, creating it when missing. An
// index written by another version of the layout is replaced by an empty
// one, so the caller rebuilds it when Count is 0.
func OpenBleve(dir string) (Engine, error) {
	im, err := bleveMapping()
	if err != nil {
		return nil, err
	}
	idx, err := bleve.Open(dir)
	switch {
	case errors.Is(err, bleve.ErrorIndexPathDoesNotExist), errors.Is(err, bleve.ErrorIndexMetaMissing):
		idx, err = createBleve(dir, im)
	case err != nil:
		return nil, fmt.Errorf("search: open index %s: %w", dir, err)
	default:
		layout, lerr := idx.GetInternal(layoutKey)
		if lerr != nil {
			_ = idx.Close()
			return nil, fmt.Errorf("search: read index layout in %s: %w", dir, lerr)
		}
		if string(layout) != bleveLayout {
			if err := idx.Close(); err != nil {
				return nil, fmt.Errorf("search: close outdated index %s: %w", dir, err)
			}
			// Only Bleve's own files are removed, never a directory that
			// merely happens to be configured.
			if err := removeBleve(dir); err != nil {
				return nil, err
			}
			idx, err = createBleve(dir, im)
		}
	}
	if err != nil {
		return nil, err
	}
	return newBleveEngine(idx, im)
}

// NewBleveMemory returns an engine with an index in memory, for tests.
func NewBleveMemory() (Engine, error) {
	im, err := bleveMapping()
	if err != nil {
		return nil, err
	}
	// Scorch without a path keeps its segments in memory: the same index
	// implementation as on disk (NewMemOnly would be the older upsidedown).
	idx, err := bleve.NewUsing("", im, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("search: create memory index: %w", err)
	}
	return newBleveEngine(idx, im)
}

func createBleve(dir string, im *mapping.IndexMappingImpl) (bleve.Index, error) {
	idx, err := bleve.NewUsing(dir, im, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("search: create index %s: %w", dir, err)
	}
	if err := idx.SetInternal(layoutKey, []byte(bleveLayout)); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("search: write index layout in %s: %w", dir, err)
	}
	return idx, nil
}

func removeBleve(dir string) error {
	for _, name := range []string{"index_meta.json", "store"} {
		if err := os.RemoveAll(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("search: remove outdated index %s: %w", dir, err)
		}
	}
	return nil
}

// bleveMapping is the index mapping. Documents are built field by field
// (IndexAdvanced), so it serves to name the analysers and to record them in
// the index's metadata; nothing is mapped dynamically.
func bleveMapping() (*mapping.IndexMappingImpl, error) {
	im := mapping.NewIndexMapping()
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false
	im.DefaultMapping.Dynamic = false
	for _, l := range i18n.Locales {
		text := mapping.NewTextFieldMapping()
		text.Analyzer = string(l)
		text.Store, text.IncludeTermVectors, text.IncludeInAll, text.DocValues = false, false, false, false
		im.DefaultMapping.AddFieldMappingsAt(fieldName+string(l), text)
		im.DefaultMapping.AddFieldMappingsAt(fieldCatText+string(l), text)
		im.DefaultMapping.AddFieldMappingsAt(fieldText+string(l), text)
	}
	if err := im.Validate(); err != nil {
		return nil, fmt.Errorf("search: index mapping: %w", err)
	}
	return im, nil
}

func newBleveEngine(idx bleve.Index, im *mapping.IndexMappingImpl) (*bleveEngine, error) {
	e := &bleveEngine{index: idx, analyzers: map[i18n.Locale]analysis.Analyzer{}, cache: newQueryCache()}
	for _, l := range i18n.Locales {
		a := im.AnalyzerNamed(string(l))
		if a == nil {
			_ = idx.Close()
			return nil, fmt.Errorf("search: no analyzer for %s", l)
		}
		e.analyzers[l] = a
	}
	if e.keyword = im.AnalyzerNamed(keyword.Name); e.keyword == nil {
		_ = idx.Close()
		return nil, errors.New("search: no keyword analyzer")
	}
	return e, nil
}

// docID is a document's Bleve id: zero-padded, so that Bleve's order of ids
// is the numeric order and serves as the stable tie-break.
func docID(id int64) string { return fmt.Sprintf("%019d", id) }

func parseDocID(s string) (int64, error) { return strconv.ParseInt(s, 10, 64) }

// Index adds or replaces documents, in batches.
func (e *bleveEngine) Index(ctx context.Context, docs ...Document) error {
	complete, err := completeAll(docs)
	if err != nil {
		return err
	}
	for start := 0; start < len(complete); start += batchSize {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("search: index: %w", err)
		}
		b := e.index.NewBatch()
		for _, d := range complete[start:min(start+batchSize, len(complete))] {
			if err := b.IndexAdvanced(e.document(d)); err != nil {
				return fmt.Errorf("search: index product %d: %w", d.ID, err)
			}
		}
		err := e.index.Batch(b)
		e.cache.invalidate()
		if err != nil {
			return fmt.Errorf("search: index batch: %w", err)
		}
	}
	return nil
}

// completeAll checks every document before anything is written, so that a
// bad one changes nothing.
func completeAll(docs []Document) ([]Document, error) {
	out := make([]Document, len(docs))
	for i, d := range docs {
		c, err := complete(d)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func (e *bleveEngine) document(d Document) *document.Document {
	doc := document.NewDocument(docID(d.ID))
	const (
		text     = index.IndexField
		filter   = index.IndexField | index.SkipFreqNorm
		sortable = index.IndexField | index.DocValues | index.SkipFreqNorm
	)
	for _, l := range i18n.Locales {
		suffix := string(l)
		a := e.analyzers[l]
		name, group, desc := d.Name[l], d.Manufacturer+"\n"+strings.Join(d.Categories[l], "\n"), d.Description[l]
		if l == i18n.German {
			name, group, desc = withCompoundParts(name), withCompoundParts(group), withCompoundParts(desc)
		}
		doc.AddField(document.NewTextFieldCustom(fieldName+suffix, nil, []byte(name), text, a))
		doc.AddField(document.NewTextFieldCustom(fieldCatText+suffix, nil, []byte(group), text, a))
		all := make([]string, 0, 3+len(d.SKUs))
		all = append(all, name, group)
		all = append(all, d.SKUs...)
		all = append(all, desc)
		doc.AddField(document.NewTextFieldCustom(fieldText+suffix, nil, []byte(strings.Join(all, "\n")), text, a))
		doc.AddField(document.NewTextFieldCustom(fieldSortName+suffix, nil, []byte(SortKey(d.Name[l])), sortable, e.keyword))
	}
	for i, s := range d.SKUs {
		sku := []byte(strings.ToLower(s))
		if i == 0 {
			doc.AddField(document.NewTextFieldCustom(fieldMainSKU, nil, sku, index.IndexField, e.keyword))
		}
		doc.AddField(document.NewTextFieldCustom(fieldSKU, []uint64{uint64(i)}, sku, index.IndexField, e.keyword))
	}
	// Filters read these inverted fields; facets and sorts the doc values.
	addIDs := func(field string, prefix byte, ids []int64) {
		for i, id := range ids {
			doc.AddField(document.NewTextFieldCustom(field, []uint64{uint64(i)}, []byte(strconv.FormatInt(id, 10)), filter, e.keyword))
			doc.AddField(document.NewTextFieldCustom(fieldFacets, nil, facetTerm(prefix, id), sortable, e.keyword))
		}
	}
	addIDs(fieldCategory, prefixCategory, d.CategoryIDs)
	if d.ManufacturerID != 0 {
		addIDs(fieldMaker, prefixMaker, []int64{d.ManufacturerID})
	}
	addIDs(fieldColor, prefixColor, d.ColorIDs)
	addIDs(fieldSize, prefixSize, d.SizeIDs)
	doc.AddField(document.NewTextFieldCustom(fieldFacets, nil, facetTerm(prefixBucket, int64(priceBucket(d.Price))), sortable, e.keyword))
	doc.AddField(document.NewTextFieldCustom(fieldFacets, nil, idTerm(d.ID), sortable, e.keyword))
	doc.AddField(document.NewTextFieldCustom(fieldFacets, nil, stockTerm(d.InStock), sortable, e.keyword))
	for _, t := range shownTerms(d) {
		doc.AddField(document.NewTextFieldCustom(fieldShown, nil, []byte(t), index.IndexField|index.SkipFreqNorm, e.keyword))
	}
	doc.AddField(document.NewNumericFieldWithIndexingOptions(fieldPrice, nil, float64(d.Price), text))
	doc.AddField(document.NewTextFieldCustom(fieldSortPrice, nil, ordered(d.Price), sortable, e.keyword))
	doc.AddField(document.NewTextFieldCustom(fieldNew, nil, ordered(d.NewSince.UnixMilli()), sortable, e.keyword))
	i := 0
	for cat, pos := range d.Positions {
		doc.AddField(document.NewTextFieldCustom(fieldPos, []uint64{uint64(i)}, posTerm(cat, pos), sortable, e.keyword))
		i++
	}
	return doc
}

// Delete removes documents; unknown ids are ignored.
func (e *bleveEngine) Delete(ctx context.Context, ids ...int64) error {
	for start := 0; start < len(ids); start += batchSize {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("search: delete: %w", err)
		}
		b := e.index.NewBatch()
		for _, id := range ids[start:min(start+batchSize, len(ids))] {
			if id > 0 {
				b.Delete(docID(id))
			}
		}
		err := e.index.Batch(b)
		e.cache.invalidate()
		if err != nil {
			return fmt.Errorf("search: delete batch: %w", err)
		}
	}
	return nil
}

// Count is the number of indexed documents.
func (e *bleveEngine) Count(context.Context) (int, error) {
	n, err := e.index.DocCount()
	if err != nil {
		return 0, fmt.Errorf("search: count: %w", err)
	}
	return int(n), nil
}

// Close closes the index.
func (e *bleveEngine) Close() error {
	if err := e.index.Close(); err != nil {
		return fmt.Errorf("search: close index: %w", err)
	}
	return nil
}

// Search answers q from the cache, or runs it: the text query (all words,
// else any word) under the filters, then one facet query per active filter
// for disjunctive counts.
func (e *bleveEngine) Search(ctx context.Context, q Query) (Result, error) {
	q, err := prepare(q)
	if err != nil {
		return Result{}, err
	}
	return e.cache.answer(resultKey(q), e.cache.generation(), func() (Result, error) { return e.search(ctx, q) })
}

// search runs a prepared query on the index.
func (e *bleveEngine) search(ctx context.Context, q Query) (Result, error) {
	terms := e.analyze(q.Locale, q.Text)
	filters := e.filters(q)

	all := true
	text := e.textQuery(q, terms, all)
	res, visitor, err := e.run(ctx, q, text, filters)
	if err != nil {
		return Result{}, err
	}
	if res.Total == 0 && len(terms) > 1 {
		all = false
		text = e.textQuery(q, terms, all)
		if res, visitor, err = e.run(ctx, q, text, filters); err != nil {
			return Result{}, err
		}
	}
	out := Result{IDs: make([]int64, 0, len(res.Hits)), Total: int(res.Total)}
	for _, h := range res.Hits {
		id, err := parseDocID(h.ID)
		if err != nil {
			return Result{}, fmt.Errorf("search: bad document id %q: %w", h.ID, err)
		}
		out.IDs = append(out.IDs, id)
	}
	if !q.Facets {
		return out, nil
	}
	out.Facets = newFacets()
	visitor.facets(&out.Facets)
	// A facet whose filter is active counts as if that filter were not
	// set; only those need a query of their own. Their results are cached
	// until the index changes: a category listing's category facet is the
	// same for every category.
	for k := range facetKinds {
		if !q.active(k) {
			continue
		}
		key := facetKey(q, k, all)
		generation := e.cache.generation()
		if cached, ok := e.cache.facet(key, generation); ok {
			mergeFacet(&out.Facets, cached, k)
			continue
		}
		others := make(map[facetKind]query.Query, len(filters))
		for fk, fq := range filters {
			if fk != k {
				others[fk] = fq
			}
		}
		counter := newDocVisitor(sortID, false, string(q.Locale), 0)
		counter.countFacet(k)
		req := bleve.NewSearchRequestOptions(combine(text, others), 0, 0, false)
		req.Score = bleve.ScoreNone
		req.SortByCustom(bsearch.SortOrder{counter})
		if _, err := e.index.SearchInContext(ctx, req); err != nil {
			return Result{}, fmt.Errorf("search: facet query: %w", err)
		}
		one := newFacets()
		counter.facets(&one)
		e.cache.putFacet(key, one, generation)
		mergeFacet(&out.Facets, one, k)
	}
	return out, nil
}

// run runs the page query; it counts the facets whose filters are not
// active (the others get their own query).
func (e *bleveEngine) run(ctx context.Context, q Query, text query.Query, filters map[facetKind]query.Query) (*bleve.SearchResult, *docVisitor, error) {
	req := bleve.NewSearchRequestOptions(combine(text, filters), q.Limit, q.Offset, false)
	order, visitor := sortOrder(q, text != nil)
	req.SortByCustom(order)
	if text == nil || q.Sort != ByRelevance {
		req.Score = bleve.ScoreNone
	}
	if q.Facets {
		for k := range facetKinds {
			if !q.active(k) {
				visitor.countFacet(k)
			}
		}
	}
	res, err := e.index.SearchInContext(ctx, req)
	if err != nil {
		return nil, nil, fmt.Errorf("search: query: %w", err)
	}
	return res, visitor, nil
}

// combine puts the text query and the filters together. Filters never
// score: with text they filter its matches; without, they are the query.
func combine(text query.Query, filters map[facetKind]query.Query) query.Query {
	var fs []query.Query
	for k := filterShown; k < facetKinds; k++ {
		if f, ok := filters[k]; ok {
			fs = append(fs, f)
		}
	}
	var filter query.Query
	switch len(fs) {
	case 0:
	case 1:
		filter = fs[0]
	default:
		filter = query.NewConjunctionQuery(fs)
	}
	switch {
	case text == nil && filter == nil:
		return query.NewMatchAllQuery()
	case text == nil:
		return filter
	case filter == nil:
		return text
	}
	b := query.NewBooleanQuery([]query.Query{text}, nil, nil)
	b.AddFilter(filter)
	return b
}

// filters returns one query per active filter.
func (e *bleveEngine) filters(q Query) map[facetKind]query.Query {
	out := map[facetKind]query.Query{}
	anyOf := func(k facetKind, field string, ids []int64) {
		if len(ids) == 0 {
			return
		}
		qs := make([]query.Query, len(ids))
		for i, id := range ids {
			t := query.NewTermQuery(strconv.FormatInt(id, 10))
			t.SetField(field)
			qs[i] = t
		}
		if len(qs) == 1 {
			out[k] = qs[0]
			return
		}
		out[k] = query.NewDisjunctionQuery(qs)
	}
	shown := query.NewTermQuery(shownTerm(q.Locale, q.Text != ""))
	shown.SetField(fieldShown)
	out[filterShown] = shown
	anyOf(facetCategory, fieldCategory, q.CategoryIDs)
	anyOf(filterWithin, fieldCategory, q.WithinCategoryIDs)
	anyOf(facetManufacturer, fieldMaker, q.ManufacturerIDs)
	anyOf(facetColor, fieldColor, q.ColorIDs)
	anyOf(facetSize, fieldSize, q.SizeIDs)
	if q.active(facetPrice) {
		var lo, hi *float64
		if q.PriceFrom != nil {
			v := float64(*q.PriceFrom)
			lo = &v
		}
		if q.PriceTo != nil {
			v := float64(*q.PriceTo)
			hi = &v
		}
		incl, excl := true, false
		r := query.NewNumericRangeInclusiveQuery(lo, hi, &incl, &excl)
		r.SetField(fieldPrice)
		out[facetPrice] = r
	}
	return out
}

// term is one word of the query after the locale's analysis.
type term struct {
	stem  string   // as the index holds it
	typed string   // as typed, folded; for prefixes the stemmer would change
	fuzzy int      // edit distance tolerated
	parts []string // a German compound's parts, stemmed; all must match
}

// analyze splits text with the locale's analyser (stop words go, words are
// stemmed), keeping at most MaxWords words.
func (e *bleveEngine) analyze(l i18n.Locale, text string) []term {
	if text == "" {
		return nil
	}
	var out []term
	for _, tok := range e.analyzers[l].Analyze([]byte(text)) {
		if tok.Start < 0 || tok.End > len(text) || tok.Start >= tok.End {
			continue
		}
		typed := fold(text[tok.Start:tok.End])
		if len([]rune(typed)) < 2 || len(tok.Term) == 0 {
			continue
		}
		t := term{stem: string(tok.Term), typed: typed, fuzzy: fuzziness(typed)}
		if l == i18n.German {
			for _, p := range compoundSplit(text[tok.Start:tok.End]) {
				for _, pt := range e.analyzers[l].Analyze([]byte(p)) {
					t.parts = append(t.parts, string(pt.Term))
				}
			}
		}
		out = append(out, t)
		if len(out) == MaxWords {
			break
		}
	}
	return out
}

// textQuery is the query for the text: an exact SKU, or every word (any
// word when all is false) in the locale's fields. A word matches exactly
// (stemmed), with typos, and the last one also as a prefix; exact matches
// and matches in the name weigh more. nil means there is no text.
func (e *bleveEngine) textQuery(q Query, terms []term, all bool) query.Query {
	if q.Text == "" {
		return nil
	}
	sku := strings.ToLower(q.Text)
	mainSKU := query.NewTermQuery(sku)
	mainSKU.SetField(fieldMainSKU)
	mainSKU.SetBoost(skuBoost)
	anySKU := query.NewTermQuery(sku)
	anySKU.SetField(fieldSKU)
	anySKU.SetBoost(variantBoost)
	if len(terms) == 0 {
		return query.NewDisjunctionQuery([]query.Query{mainSKU, anySKU})
	}
	name, group, text := fieldName+string(q.Locale), fieldCatText+string(q.Locale), fieldText+string(q.Locale)
	words := make([]query.Query, len(terms))
	for i, t := range terms {
		var alts []query.Query
		add := func(qq interface {
			query.Query
			SetField(string)
			SetBoost(float64)
		}, field string, boost float64) {
			qq.SetField(field)
			qq.SetBoost(boost)
			alts = append(alts, qq)
		}
		// Where the word stands ranks: the name, then the categories,
		// then the rest (the description).
		add(query.NewTermQuery(t.stem), name, 3)
		add(query.NewTermQuery(t.stem), group, 1.5)
		add(query.NewTermQuery(t.stem), text, 1)
		// A compound typed whole finds products with its parts
		// ("Kinderhelm" the "Kinderreithelm").
		if len(t.parts) > 1 {
			parts := make([]query.Query, len(t.parts))
			for j, p := range t.parts {
				pq := query.NewTermQuery(p)
				pq.SetField(text)
				parts[j] = pq
			}
			c := query.NewConjunctionQuery(parts)
			c.SetBoost(0.5)
			alts = append(alts, c)
		}
		// Typos are looked for in the text field only: it holds the name
		// too, and a second fuzzy expansion on the name would double the
		// cost for a little ranking. The first letter must match, which
		// keeps the expansion small; typos there are rare.
		if t.fuzzy > 0 {
			f := query.NewFuzzyQuery(t.stem)
			f.SetFuzziness(t.fuzzy)
			f.SetPrefix(1)
			add(f, text, 0.3)
		}
		// The last word may be unfinished: as typed (folded), it is a
		// prefix. Its stem is one too unless the stemmer cut more than a
		// letter ("leder" → "led" would find every "led…").
		if i == len(terms)-1 && utf8.RuneCountInString(t.typed) >= 3 {
			add(query.NewPrefixQuery(t.typed), name, 1)
			add(query.NewPrefixQuery(t.typed), text, 0.3)
			if !strings.HasPrefix(t.typed, t.stem) || len(t.stem)+1 >= len(t.typed) {
				if t.stem != t.typed {
					add(query.NewPrefixQuery(t.stem), text, 0.3)
				}
			}
		}
		words[i] = query.NewDisjunctionQuery(alts)
	}
	var textQ query.Query
	switch {
	case len(words) == 1:
		textQ = words[0]
	case all:
		textQ = query.NewConjunctionQuery(words)
	default:
		textQ = query.NewDisjunctionQuery(words)
	}
	return query.NewDisjunctionQuery([]query.Query{mainSKU, anySKU, textQ})
}

// sortOrder is the order of q: the score first for a text search by
// relevance, then the docVisitor, which reads the sort keys and counts the
// facets. Descending reverses the main key; ties go by name (for
// positions) and then by id, always ascending, so pages never overlap.
func sortOrder(q Query, hasText bool) (bsearch.SortOrder, *docVisitor) {
	l := string(q.Locale)
	var v *docVisitor
	switch q.Sort {
	case ByRelevance:
		if hasText {
			v = newDocVisitor(sortRelevance, false, l, 0)
			return bsearch.SortOrder{v}, v
		}
		v = newDocVisitor(sortPosition, false, l, q.PositionCategory)
	case ByPosition:
		v = newDocVisitor(sortPosition, q.Descending, l, q.PositionCategory)
	case ByName:
		v = newDocVisitor(sortName, q.Descending, l, 0)
	case ByPrice:
		v = newDocVisitor(sortPrice, q.Descending, l, 0)
	default: // ByNewest
		v = newDocVisitor(sortNew, q.Descending, l, 0)
	}
	return bsearch.SortOrder{v}, v
}

// shownTerm is the term of fieldShown a query of the locale needs: the
// search's with text, the listing's without.
func shownTerm(l i18n.Locale, searched bool) string {
	if searched {
		return string(l) + "/s"
	}
	return string(l) + "/l"
}

// shownTerms are the terms of fieldShown of a document: for each locale
// whose store view shows it, the listing's and the search's as its
// visibility allows.
func shownTerms(d Document) []string {
	var out []string
	for _, l := range i18n.Locales {
		if slices.Contains(d.OffIn, l) {
			continue
		}
		if !d.NotListed {
			out = append(out, shownTerm(l, false))
		}
		if !d.NotSearched {
			out = append(out, shownTerm(l, true))
		}
	}
	return out
}
