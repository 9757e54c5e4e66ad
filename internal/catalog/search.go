package catalog

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// Limits of a product query.
const (
	MaxPageSize     = 100
	MaxSearchText   = 200
	maxFacetFilters = 100
	// maxOffset keeps the offset of absurd page numbers in range; such
	// pages are simply empty.
	maxOffset = 1 << 30
)

// cleanSearchText trims, drops control characters and invalid bytes, and
// cuts the text at MaxSearchText characters rather than refusing it.
func cleanSearchText(text string) string {
	text = strings.ToValidUTF8(text, " ")
	text = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) > MaxSearchText {
		text = strings.TrimSpace(string([]rune(text)[:MaxSearchText]))
	}
	return text
}

func (s *service) Search(ctx context.Context, q ProductQuery) (ProductPage, error) {
	if err := checkLocale(q.Locale); err != nil {
		return ProductPage{}, err
	}
	if q.PageSize < 1 || q.PageSize > MaxPageSize {
		return ProductPage{}, apperr.New(apperr.Invalid, "errors.input.pageSize", "max", MaxPageSize).OnField("pageSize")
	}
	if q.Page < 1 {
		return ProductPage{}, apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("currentPage")
	}
	for _, f := range []struct {
		name string
		n    int
	}{{"categoryIds", len(q.CategoryIDs)}, {"withinCategoryIds", len(q.WithinCategoryIDs)}, {"manufacturers", len(q.Manufacturers)}, {"colors", len(q.Colors)}, {"sizes", len(q.Sizes)}} {
		if f.n > maxFacetFilters {
			return ProductPage{}, apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", f.name, "max", maxFacetFilters).OnField(f.name)
		}
	}
	v := validator{}
	var from, to *int64
	if q.PriceFrom != nil {
		if err := v.price("priceFrom", *q.PriceFrom); err != nil {
			return ProductPage{}, err
		}
		c := int64(*q.PriceFrom)
		from = &c
	}
	if q.PriceTo != nil {
		if *q.PriceTo < 0 {
			return ProductPage{}, v.fail("catalog.input.price", "priceTo")
		}
		c := int64(*q.PriceTo)
		to = &c
	}
	text := cleanSearchText(q.Text)
	sortBy := q.Sort
	if sortBy == "" {
		sortBy = SortPosition
		if text != "" {
			sortBy = SortRelevance
		}
	}
	switch sortBy {
	case SortRelevance, SortPosition, SortName, SortPrice, SortNewest:
	default:
		return ProductPage{}, apperr.New(apperr.Invalid, "errors.input.sort", "sort", truncate(string(q.Sort), 50)).OnField("sort")
	}
	if s.engine == nil {
		return ProductPage{}, apperr.New(apperr.Unavailable, "catalog.search.unavailable")
	}
	offset := maxOffset
	if q.Page-1 < maxOffset/q.PageSize {
		offset = (q.Page - 1) * q.PageSize
	}
	sq := search.Query{
		Locale: q.Locale, Text: text,
		CategoryIDs: q.CategoryIDs, WithinCategoryIDs: q.WithinCategoryIDs,
		ManufacturerIDs: q.Manufacturers, ColorIDs: q.Colors, SizeIDs: q.Sizes,
		PriceFrom: from, PriceTo: to,
		Sort: search.SortField(sortBy), Descending: q.Descending,
		Offset: offset, Limit: q.PageSize, Facets: q.Facets,
	}
	listed := q.WithinCategoryIDs
	if len(listed) == 0 {
		listed = q.CategoryIDs
	}
	if len(listed) > 0 {
		sq.PositionCategory = listed[0]
	}
	res, err := s.engine.Search(ctx, sq)
	if err != nil {
		return ProductPage{}, fmt.Errorf("catalog: search %q: %w", text, err)
	}
	page := ProductPage{Items: []Product{}, Total: res.Total, Page: q.Page, PageSize: q.PageSize, Facets: []Facet{}}
	if len(res.IDs) > 0 {
		if page.Items, err = s.Products(ctx, q.Locale, ProductFilter{IDs: res.IDs}); err != nil {
			return ProductPage{}, err
		}
	}
	if q.Facets {
		if page.Facets, err = s.facets(ctx, q.Locale, listed, len(q.WithinCategoryIDs) > 0, res.Facets); err != nil {
			return ProductPage{}, err
		}
	}
	return page, nil
}

// facets labels the engine's counts in the locale: the categories one
// level below the listing's, then those of manufacturer, colour and size
// that are filters (is_filterable) in their attributes' order (position),
// then price ranges. Values without matches and facets without values are
// left out.
func (s *service) facets(ctx context.Context, locale i18n.Locale, categoryIDs []int64, within bool, counts search.Facets) ([]Facet, error) {
	msg := i18n.Messages()
	out := []Facet{}

	if len(counts.Categories) > 0 {
		values, err := s.categoryFacet(ctx, locale, categoryIDs, within, counts.Categories)
		if err != nil {
			return nil, err
		}
		if len(values) > 0 {
			out = append(out, Facet{AttributeCode: "category_id", Label: msg.T(locale, "catalog.facet.category"), Values: values})
		}
	}

	// The attributes that are filters of the layered navigation
	// (is_filterable), in their order (position).
	attrs, err := s.Attributes(ctx, locale, FacetAttributes)
	if err != nil {
		return nil, err
	}
	labels := map[string]string{}
	var filters []string
	for _, a := range attrs {
		labels[a.Code] = a.Label
		if a.Filterable {
			filters = append(filters, a.Code)
		}
	}
	countsOf := map[string]map[int64]int{AttrManufacturer: counts.Manufacturers, AttrColor: counts.Colors, AttrSize: counts.Sizes}
	var optionIDs []int64
	for _, code := range filters {
		for id, n := range countsOf[code] {
			if n > 0 {
				optionIDs = append(optionIDs, id)
			}
		}
	}
	opts, err := s.options(ctx, s.db.Read(), locale, optionIDs)
	if err != nil {
		return nil, err
	}
	for _, code := range filters {
		f := struct {
			code    string
			counts  map[int64]int
			byLabel bool
		}{code, countsOf[code], code == AttrManufacturer}
		var rows []optionRow
		for id, n := range f.counts {
			if o, ok := opts[id]; ok && n > 0 {
				rows = append(rows, o)
			}
		}
		if len(rows) == 0 {
			continue
		}
		if f.byLabel {
			c := collate.New(language.Make(string(locale)), collate.IgnoreCase)
			sort.SliceStable(rows, func(i, j int) bool {
				return c.CompareString(rows[i].option().Label, rows[j].option().Label) < 0
			})
		} else {
			sortOptions(rows)
		}
		facet := Facet{AttributeCode: f.code, Label: labels[f.code]}
		for _, o := range rows {
			facet.Values = append(facet.Values, FacetValue{Value: strconv.FormatInt(o.ID, 10), Label: o.option().Label, Count: f.counts[o.ID]})
		}
		out = append(out, facet)
	}

	var prices []FacetValue
	buckets := append([]search.PriceBucket(nil), counts.Prices...)
	sort.SliceStable(buckets, func(i, j int) bool { return buckets[i].From < buckets[j].From })
	for _, b := range buckets {
		if b.Count <= 0 {
			continue
		}
		fv := FacetValue{Count: b.Count, Value: euroValue(b.From) + "_*",
			Label: msg.T(locale, "catalog.facet.priceFrom", "from", euroLabel(locale, b.From))}
		if b.To > 0 {
			fv.Value = euroValue(b.From) + "_" + euroValue(b.To)
			fv.Label = msg.T(locale, "catalog.facet.priceRange", "from", euroLabel(locale, b.From), "to", euroLabel(locale, b.To))
		}
		prices = append(prices, fv)
	}
	if len(prices) > 0 {
		out = append(out, Facet{AttributeCode: "price", Label: msg.T(locale, "catalog.facet.price"), Values: prices})
	}
	return out, nil
}

// categoryChoice is a category a listing's category facet may offer.
type categoryChoice struct {
	ID    int64
	Value string
	Label string
}

// categoryFacet offers the subcategories of the listing's category (for a
// leaf: its siblings; without a category: the top categories) in their
// order.
func (s *service) categoryFacet(ctx context.Context, locale i18n.Locale, categoryIDs []int64, within bool, counts map[int64]int) ([]FacetValue, error) {
	var first int64
	if len(categoryIDs) > 0 {
		first = categoryIDs[0]
	}
	key := "category-facet|" + string(locale) + "|" + strconv.FormatInt(first, 10) + "|" + strconv.FormatBool(within)
	choices, err := cached(s.readCacheView(ctx), key, func() ([]categoryChoice, error) {
		return s.categoryChoices(ctx, locale, first, within)
	})
	if err != nil {
		return nil, err
	}
	var values []FacetValue
	for _, c := range choices {
		if n := counts[c.ID]; n > 0 {
			values = append(values, FacetValue{Value: c.Value, Label: c.Label, Count: n})
		}
	}
	return values, nil
}

// categoryChoices lists what the category facet of a listing of category
// first (0: no category) may offer: its subcategories. A category picked as
// a filter without a listing of its own (within false) offers its siblings
// when it has no subcategories; inside a listing's category, a leaf offers
// nothing, since its siblings lie outside.
func (s *service) categoryChoices(ctx context.Context, locale i18n.Locale, first int64, within bool) ([]categoryChoice, error) {
	var parent int64
	if first == 0 {
		root, err := s.defaultRootID(ctx)
		if err != nil {
			return nil, err
		}
		parent = root
	} else {
		var n int
		if err := s.db.Read().Get(ctx, &n, `SELECT COUNT(*) FROM category c WHERE c.parent_id = ? AND c.is_active AND `+shownInLocale,
			first, locale); err != nil {
			return nil, fmt.Errorf("catalog: children of category %d: %w", first, err)
		}
		parent = first
		if n == 0 && within {
			return nil, nil
		}
		if n == 0 {
			node, ok, err := getNode(ctx, s.db.Read(), first)
			if err != nil {
				return nil, err
			}
			if !ok || !node.ParentID.Valid {
				return nil, nil
			}
			parent = node.ParentID.Int64
		}
	}
	var rows []categoryRow
	if err := s.db.Read().Select(ctx, &rows, categorySelect+` WHERE c.parent_id = ? AND c.is_active AND `+shownInLocale+` ORDER BY c.position, c.id`,
		locale, locale, parent, locale); err != nil {
		return nil, fmt.Errorf("catalog: categories to filter by: %w", err)
	}
	choices := make([]categoryChoice, len(rows))
	for i, r := range rows {
		choices[i] = categoryChoice{ID: r.ID, Value: strconv.FormatInt(r.ID, 10), Label: r.Name}
	}
	return choices, nil
}

// defaultRootID is the root category of the default store view (as
// defaultRoot), from the store views the service keeps.
func (s *service) defaultRootID(ctx context.Context) (int64, error) {
	stores, err := s.allStores(ctx)
	if err != nil {
		return 0, err
	}
	if len(stores) == 0 {
		return 0, apperr.New(apperr.Unavailable, "catalog.category.noStore")
	}
	best := stores[0]
	for _, st := range stores[1:] {
		switch {
		case st.IsDefault != best.IsDefault:
			if st.IsDefault {
				best = st
			}
		case st.SortOrder != best.SortOrder:
			if st.SortOrder < best.SortOrder {
				best = st
			}
		case st.ID < best.ID:
			best = st
		}
	}
	return best.RootCategoryID, nil
}

// euroValue writes cents as euros for a filter value: "50", "49.5".
func euroValue(cents int64) string {
	if cents%100 == 0 {
		return strconv.FormatInt(cents/100, 10)
	}
	return strings.TrimRight(strconv.FormatFloat(float64(cents)/100, 'f', 2, 64), "0")
}

// euroLabel writes cents as euros for a reader: "50" or "49,50" (German
// and French), "49.50" (English).
func euroLabel(l i18n.Locale, cents int64) string {
	if cents%100 == 0 {
		return strconv.FormatInt(cents/100, 10)
	}
	s := fmt.Sprintf("%d.%02d", cents/100, cents%100)
	if l != i18n.English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
