package commerce

import (
	"context"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// paging checks Magento's pageSize and currentPage.
func paging(pageSize, currentPage *int) (size, page int, err error) {
	size, page = 20, 1
	if pageSize != nil {
		size = *pageSize
	}
	if currentPage != nil {
		page = *currentPage
	}
	if size < 1 || size > catalog.MaxPageSize {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.pageSize", "max", catalog.MaxPageSize).OnField("pageSize")
	}
	if page < 1 {
		return 0, 0, apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("currentPage")
	}
	return size, page, nil
}

func pageInfo(total, size, page int) *model.SearchResultPageInfo {
	pages := int(math.Ceil(float64(total) / float64(size)))
	return &model.SearchResultPageInfo{CurrentPage: ptr(page), PageSize: ptr(size), TotalPages: ptr(pages)}
}

// selects reports whether the current field's selection asks for a field.
func selects(ctx context.Context, name string) bool {
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name == name {
			return true
		}
	}
	return false
}

// selectsVariants reports whether the current field's selection asks a
// configurable product for its variants, in the fields named by path
// ("items" for a product list). Fragments count whatever their type: only
// a configurable product has variants.
func selectsVariants(ctx context.Context, path ...string) bool {
	return selectsAt(ctx, "variants", path...)
}

// selectsAt reports whether the current field's selection asks for name
// in the fields named by path, fragments included whatever their type.
func selectsAt(ctx context.Context, name string, path ...string) bool {
	oc := graphql.GetOperationContext(ctx)
	var find func(set []graphql.CollectedField, path []string) bool
	find = func(set []graphql.CollectedField, path []string) bool {
		for _, f := range set {
			if len(path) == 0 {
				if f.Name == name {
					return true
				}
				continue
			}
			if f.Name == path[0] && find(graphql.CollectFields(oc, f.Selections, nil), path[1:]) {
				return true
			}
		}
		return false
	}
	return find(graphql.CollectFieldsCtx(ctx, nil), path)
}

// childrenDepth is how many levels of children the current field's
// selection asks for (items { children { children … } }).
func childrenDepth(ctx context.Context) int {
	oc := graphql.GetOperationContext(ctx)
	var depth func(set []graphql.CollectedField, level int) int
	depth = func(set []graphql.CollectedField, level int) int {
		deepest := level
		for _, f := range set {
			if f.Name == "children" || f.Name == "items" {
				next := level
				if f.Name == "children" {
					next++
				}
				sub := graphql.CollectFields(oc, f.Selections, nil)
				deepest = max(deepest, depth(sub, next))
			}
		}
		return deepest
	}
	return min(depth(graphql.CollectFieldsCtx(ctx, nil), 0), catalog.MaxTreeDepth)
}

// categoryFilter turns Magento's category filters into the catalogue's.
// Filters that cannot match (a malformed uid) give ok false.
func (r *Resolver) categoryFilter(ctx context.Context, in *model.CategoryFilterInput) (catalog.CategoryFilter, bool, error) {
	var f catalog.CategoryFilter
	if in == nil {
		// No filter: the store's root category, as Magento answers.
		store, err := r.Catalog.StoreByCode(ctx, storecode.From(ctx).Code())
		if err != nil {
			return f, false, err
		}
		f.IDs = []int64{store.RootCategoryID}
		return f, true, nil
	}
	uids, err := parseIDs(in.CategoryUID, true)
	if err != nil {
		return f, false, err
	}
	ids, err := parseIDs(in.Ids, false)
	if err != nil {
		return f, false, err
	}
	f.IDs = append(uids, ids...)
	parents, err := parseIDs(in.ParentID, false)
	if err != nil {
		return f, false, err
	}
	parentUIDs, err := parseIDs(in.ParentCategoryUID, true)
	if err != nil {
		return f, false, err
	}
	parents = append(parents, parentUIDs...)
	if len(parents) > 1 {
		return f, false, apperr.New(apperr.Invalid, "commerce.filter.oneParent").OnField("parent_id")
	}
	if len(parents) == 1 {
		f.ParentID = parents[0]
	}
	if paths := filterStrings(in.URLPath); len(paths) > 0 {
		if len(paths) > 1 {
			return f, false, apperr.New(apperr.Invalid, "commerce.filter.onePath").OnField("url_path")
		}
		f.URLPath = strings.Trim(paths[0], "/")
	}
	if keys := filterStrings(in.URLKey); len(keys) > 0 {
		// A url key is the last part of a path; a top category's path is its key.
		f.URLPath = strings.Trim(keys[0], "/")
	}
	if in.Name != nil && in.Name.Match != nil {
		f.Name = *in.Name.Match
	}
	for _, id := range f.IDs {
		if id < 0 {
			return f, false, nil
		}
	}
	return f, true, nil
}

// categories answers Magento's categories and categoryList queries, with
// the children the query asks for.
func (r *Resolver) categories(ctx context.Context, filters *model.CategoryFilterInput) ([]*model.CategoryTree, error) {
	f, ok, err := r.categoryFilter(ctx, filters)
	if err != nil || !ok {
		return []*model.CategoryTree{}, err
	}
	locale := i18n.LocaleFrom(ctx)
	found, err := r.Catalog.Categories(ctx, locale, f)
	if err != nil {
		return nil, err
	}
	depth := childrenDepth(ctx)
	out := make([]*model.CategoryTree, 0, len(found))
	for _, c := range found {
		if depth > 0 {
			if c, err = r.Catalog.CategoryTree(ctx, locale, c.ID, depth); err != nil {
				return nil, err
			}
		}
		out = append(out, r.categoryModel(ctx, c))
	}
	return out, nil
}

// products answers Magento's products query: exact lookups by SKU, url key
// or relation code from the database, everything else from the search
// engine with facets.
func (r *Resolver) products(ctx context.Context, search *string, filter *model.ProductAttributeFilterInput, pageSize, currentPage *int, sort *model.ProductAttributeSortInput) (*model.Products, error) {
	size, page, err := paging(pageSize, currentPage)
	if err != nil {
		return nil, err
	}
	locale := i18n.LocaleFrom(ctx)
	now := r.Now()
	if filter == nil {
		filter = &model.ProductAttributeFilterInput{}
	}
	text := ""
	if search != nil {
		text = *search
	}
	if filter.Name != nil && filter.Name.Match != nil {
		text = strings.TrimSpace(text + " " + *filter.Name.Match)
	}
	out := &model.Products{Items: []model.ProductInterface{}, Aggregations: []*model.Aggregation{}}

	variants := selectsVariants(ctx, "items")
	exact := filter.Sku != nil || filter.URLKey != nil || filter.ProductRelationCode != nil
	if exact && text == "" {
		f := catalog.ProductFilter{SKUs: filterStrings(filter.Sku), URLKeys: filterStrings(filter.URLKey)}
		if codes := filterStrings(filter.ProductRelationCode); len(codes) > 0 {
			f.RelationCode = codes[0]
		}
		if f.CategoryIDs, f.WithinCategoryIDs, err = r.productCategoryIDs(ctx, filter); err != nil {
			return nil, err
		}
		items, err := r.Catalog.Products(ctx, locale, f)
		if err != nil {
			return nil, err
		}
		out.TotalCount = ptr(len(items))
		out.PageInfo = pageInfo(len(items), size, page)
		from := min((page-1)*size, len(items))
		r.loadForPage(ctx, items[from:min(from+size, len(items))])
		for _, p := range items[from:min(from+size, len(items))] {
			out.Items = append(out.Items, r.productModel(ctx, p, now, variants))
		}
		out.SortFields = r.sortFields(ctx, false)
		return out, nil
	}

	q := catalog.ProductQuery{Locale: locale, Text: text, Page: page, PageSize: size, Facets: selects(ctx, "aggregations")}
	if q.CategoryIDs, q.WithinCategoryIDs, err = r.productCategoryIDs(ctx, filter); err != nil {
		return nil, err
	}
	for _, a := range []struct {
		in  *model.FilterEqualTypeInput
		out *[]int64
	}{{filter.Manufacturer, &q.Manufacturers}, {filter.Color, &q.Colors}, {filter.Size, &q.Sizes}} {
		if *a.out, err = parseIDs(a.in, false); err != nil {
			return nil, err
		}
	}
	if filter.Price != nil {
		if q.PriceFrom, err = cents(filter.Price.From, "filter.price.from"); err != nil {
			return nil, err
		}
		if q.PriceTo, err = cents(filter.Price.To, "filter.price.to"); err != nil {
			return nil, err
		}
	}
	if sort != nil {
		for _, s := range []struct {
			dir   *model.SortEnum
			field catalog.SortField
		}{{sort.Relevance, catalog.SortRelevance}, {sort.Position, catalog.SortPosition}, {sort.Name, catalog.SortName}, {sort.Price, catalog.SortPrice}, {sort.New, catalog.SortNewest}} {
			if s.dir != nil {
				q.Sort, q.Descending = s.field, *s.dir == model.SortEnumDesc
				break
			}
		}
	}
	result, err := r.Catalog.Search(ctx, q)
	if err != nil {
		return nil, err
	}
	out.TotalCount = ptr(result.Total)
	out.PageInfo = pageInfo(result.Total, size, page)
	r.loadForPage(ctx, result.Items)
	for _, p := range result.Items {
		out.Items = append(out.Items, r.productModel(ctx, p, now, variants))
	}
	for i, f := range result.Facets {
		agg := &model.Aggregation{AttributeCode: f.AttributeCode, Label: ptr(f.Label), Count: ptr(len(f.Values)), Position: ptr(i)}
		for _, v := range f.Values {
			agg.Options = append(agg.Options, &model.AggregationOption{Label: ptr(v.Label), Value: v.Value, Count: ptr(v.Count)})
		}
		out.Aggregations = append(out.Aggregations, agg)
	}
	out.SortFields = r.sortFields(ctx, text != "")
	return out, nil
}

// productCategoryIDs reads the category filters. category_id is the
// filter a customer picks; category_uid and category_url_path name the
// listing's own category. Values of one field are alternatives; the two
// groups must both hold, so picking a subcategory narrows a category page.
func (r *Resolver) productCategoryIDs(ctx context.Context, filter *model.ProductAttributeFilterInput) (picked, within []int64, err error) {
	if picked, err = parseIDs(filter.CategoryID, false); err != nil {
		return nil, nil, err
	}
	if within, err = parseIDs(filter.CategoryUID, true); err != nil {
		return nil, nil, err
	}
	for _, path := range filterStrings(filter.CategoryURLPath) {
		cats, err := r.Catalog.Categories(ctx, i18n.LocaleFrom(ctx), catalog.CategoryFilter{URLPath: strings.Trim(path, "/")})
		if err != nil {
			return nil, nil, err
		}
		if len(cats) == 0 {
			within = append(within, -1) // matches nothing, as an unknown category does
		}
		for _, c := range cats {
			within = append(within, c.ID)
		}
	}
	// The store's root category holds every product of the store, as in
	// Magento: asking for it restricts nothing.
	if len(picked) > 0 || len(within) > 0 {
		store, err := r.Catalog.StoreByCode(ctx, storecode.From(ctx).Code())
		if err != nil {
			return nil, nil, err
		}
		if slices.Contains(picked, store.RootCategoryID) {
			picked = nil
		}
		if slices.Contains(within, store.RootCategoryID) {
			within = nil
		}
	}
	return picked, within, nil
}

// cents reads a euro amount of a price filter.
func cents(v *string, field string) (*catalog.Money, error) {
	if v == nil || strings.TrimSpace(*v) == "" || strings.TrimSpace(*v) == "*" {
		return nil, nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(*v), 64)
	if err != nil || f < 0 || f > float64(catalog.MaxPrice)/100 || math.IsNaN(f) {
		return nil, apperr.New(apperr.Invalid, "commerce.filter.price").OnField(field)
	}
	m := catalog.Money(math.Round(f * 100))
	return &m, nil
}

// sortFields lists the orders a listing offers, labelled in the locale.
func (r *Resolver) sortFields(ctx context.Context, searching bool) *model.SortFields {
	locale := i18n.LocaleFrom(ctx)
	msgs := i18n.Messages()
	def := "position"
	values := []string{"position", "name", "price", "new"}
	if searching {
		def = "relevance"
		values = append([]string{"relevance"}, values...)
	}
	out := &model.SortFields{Default: ptr(def)}
	for _, v := range values {
		out.Options = append(out.Options, &model.SortField{Value: ptr(v), Label: ptr(msgs.T(locale, "commerce.sort."+v))})
	}
	return out
}

// route answers what a storefront path leads to; unknown and malformed
// paths answer null, as Magento does.
func (r *Resolver) route(ctx context.Context, url string) (model.RoutableInterface, error) {
	locale := i18n.LocaleFrom(ctx)
	rt, err := r.Catalog.Route(ctx, locale, strings.Trim(url, "/"))
	if k := apperr.KindOf(err); k == apperr.NotFound || k == apperr.Invalid {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	redirect := 0
	if rt.RedirectCode == 301 {
		redirect = 301
	}
	switch rt.Type {
	case catalog.CategoryRoute:
		cats, err := r.Catalog.Categories(ctx, locale, catalog.CategoryFilter{IDs: []int64{rt.EntityID}})
		if err != nil || len(cats) == 0 {
			return nil, err
		}
		m := r.categoryModel(ctx, cats[0])
		m.RelativeURL, m.RedirectCode = ptr(rt.RelativeURL), redirect
		return m, nil
	case catalog.ProductRoute:
		items, err := r.Catalog.Products(ctx, locale, catalog.ProductFilter{IDs: []int64{rt.EntityID}})
		if err != nil || len(items) == 0 {
			return nil, err
		}
		m := r.productModel(ctx, items[0], r.Now(), selectsVariants(ctx))
		switch p := m.(type) {
		case *model.SimpleProduct:
			p.RelativeURL, p.RedirectCode = ptr(rt.RelativeURL), redirect
		case *model.VirtualProduct:
			p.RelativeURL, p.RedirectCode = ptr(rt.RelativeURL), redirect
		case *model.ConfigurableProduct:
			p.RelativeURL, p.RedirectCode = ptr(rt.RelativeURL), redirect
		}
		return m.(model.RoutableInterface), nil
	}
	return nil, nil
}

// productCategories resolves a product's categories.
func (r *Resolver) productCategories(ctx context.Context, p catalog.Product) ([]model.CategoryInterface, error) {
	out := []model.CategoryInterface{}
	if len(p.CategoryIDs) == 0 {
		return out, nil
	}
	cats, err := loadersFrom(ctx, r).categories.LoadAll(ctx, p.CategoryIDs)
	if err != nil {
		return nil, err
	}
	for _, c := range cats {
		if c != nil {
			out = append(out, r.categoryModel(ctx, *c))
		}
	}
	return out, nil
}

// upsells resolves a product's upsell products, in their order.
func (r *Resolver) upsells(ctx context.Context, p catalog.Product) ([]model.ProductInterface, error) {
	out := []model.ProductInterface{}
	if len(p.UpsellIDs) == 0 {
		return out, nil
	}
	items, err := loadersFrom(ctx, r).products.LoadAll(ctx, p.UpsellIDs)
	if err != nil {
		return nil, err
	}
	now, variants := r.Now(), selectsVariants(ctx)
	for _, u := range items {
		if u != nil {
			out = append(out, r.productModel(ctx, *u, now, variants))
		}
	}
	return out, nil
}

// productAlternates resolves a product's path in every locale; a variant
// has its parent's. Products of a listing are loaded together.
func (r *Resolver) productAlternates(ctx context.Context, p catalog.Product) ([]*model.LocalizedURL, error) {
	paths, err := loadersFrom(ctx, r).productAlternates.Load(ctx, productRouteID(p))
	if err != nil {
		return nil, err
	}
	if paths == nil {
		return nil, apperr.New(apperr.NotFound, "catalog.route.unknownEntity", "id", productRouteID(p))
	}
	return localizedURLs(paths), nil
}

// alternates resolves an entity's path in every locale.
func (r *Resolver) alternates(ctx context.Context, t catalog.RouteType, id int64) ([]*model.LocalizedURL, error) {
	paths, err := r.Catalog.Alternates(ctx, t, id)
	if apperr.KindOf(err) == apperr.NotFound && t == catalog.CategoryRoute {
		// The root category has no path of its own.
		return []*model.LocalizedURL{}, nil
	}
	if err != nil {
		return nil, err
	}
	return localizedURLs(paths), nil
}

func productRouteID(p catalog.Product) int64 {
	if p.ParentID != 0 {
		return p.ParentID
	}
	return p.ID
}

// breadcrumbs resolves a category's ancestors below the root.
func (r *Resolver) breadcrumbs(ctx context.Context, c catalog.Category) ([]*model.Breadcrumb, error) {
	trail, err := r.Catalog.Breadcrumbs(ctx, i18n.LocaleFrom(ctx), c.ID)
	if err != nil {
		return nil, err
	}
	out := make([]*model.Breadcrumb, 0, len(trail))
	for _, b := range trail {
		out = append(out, &model.Breadcrumb{
			CategoryUID: catalog.UID(b.ID), CategoryID: ptr(int(b.ID)), CategoryName: ptr(b.Name),
			CategoryLevel: ptr(b.Level), CategoryURLKey: ptr(b.URLKey), CategoryURLPath: ptr(b.URLPath),
		})
	}
	return out, nil
}

// attributeMetadata answers customAttributeMetadata for product attributes.
func (r *Resolver) attributeMetadata(ctx context.Context, in []*model.AttributeInput) (*model.CustomAttributeMetadata, error) {
	var codes []string
	for _, a := range in {
		if a != nil && a.AttributeCode != nil {
			codes = append(codes, *a.AttributeCode)
		}
	}
	if len(codes) > 100 {
		return nil, apperr.New(apperr.Invalid, "commerce.filter.tooManyAttributes", "max", 100)
	}
	out := &model.CustomAttributeMetadata{Items: []*model.Attribute{}}
	if len(in) > 0 && len(codes) == 0 {
		return out, nil
	}
	attrs, err := r.Catalog.Attributes(ctx, i18n.LocaleFrom(ctx), codes)
	if err != nil {
		return nil, err
	}
	// In the order asked, as Magento answers.
	slices.SortStableFunc(attrs, func(a, b catalog.Attribute) int {
		return slices.Index(codes, a.Code) - slices.Index(codes, b.Code)
	})
	for _, a := range attrs {
		m := &model.Attribute{
			AttributeCode: ptr(a.Code), AttributeType: ptr(attributeType(a.InputType)), EntityType: ptr("catalog_product"),
			InputType: ptr(a.InputType), Label: ptr(a.Label), AttributeOptions: []*model.AttributeOption{},
		}
		for _, o := range a.Options {
			opt := &model.AttributeOption{Label: ptr(o.Label), Value: ptr(strconv.FormatInt(o.ID, 10))}
			if o.Swatch != "" {
				opt.Swatch = ptr(o.Swatch)
			}
			m.AttributeOptions = append(m.AttributeOptions, opt)
		}
		out.Items = append(out.Items, m)
	}
	return out, nil
}

func attributeType(input string) string {
	switch input {
	case "select", "multiselect":
		return "Int"
	case "boolean":
		return "Boolean"
	case "price":
		return "Float"
	}
	return "String"
}
