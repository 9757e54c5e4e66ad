package admin

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"time"

	"paddock/internal/admin/desk"
	"paddock/internal/catalog"
	"paddock/internal/graph/admin/model"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/settings"
)

func localized(l catalog.Localized) *model.Localized {
	return &model.Localized{De: l[i18n.German], En: l[i18n.English], Fr: l[i18n.French]}
}

func localizedInput(in *model.LocalizedInput) catalog.Localized {
	out := catalog.Localized{}
	if in == nil {
		return out
	}
	for l, s := range map[i18n.Locale]*string{i18n.German: in.De, i18n.English: in.En, i18n.French: in.Fr} {
		if s != nil && *s != "" {
			out[l] = *s
		}
	}
	return out
}

// day is a Berlin day as the API gives it, null for none.
func day(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.In(i18n.Berlin).Format(time.DateOnly)
	return &s
}

// dayInput reads a Berlin day of field; nil for none.
func dayInput(field string, s *string) (*time.Time, error) {
	t, err := berlinDay(field, s, false)
	if err != nil || t.IsZero() {
		return nil, err
	}
	u := t.UTC()
	return &u, nil
}

func cents(m *catalog.Money) *int {
	if m == nil {
		return nil
	}
	n := int(*m)
	return &n
}

func centsInput(n *int) *catalog.Money {
	if n == nil {
		return nil
	}
	m := catalog.Money(*n)
	return &m
}

func productImages(images []catalog.ImageInput) []*model.ProductImage {
	out := make([]*model.ProductImage, len(images))
	for i, im := range images {
		out[i] = &model.ProductImage{Key: im.Key, URL: media.URL(im.Key, "medium"), Width: im.Width, Height: im.Height, Label: localized(im.Label)}
	}
	return out
}

func productData(in catalog.ProductInput, variantIDs map[string]int64) *model.ProductData {
	d := &model.ProductData{
		Type: string(in.Type), Sku: in.SKU, Enabled: in.IsActive, Ean: in.EAN,
		Name: localized(in.Name), URLKey: localized(in.URLKey), Description: localized(in.Description),
		MaterialCare: localized(in.MaterialCare), SizeInfo: localized(in.SizeInfo), ManufacturerInfo: localized(in.ManufacturerInfo),
		MetaTitle: localized(in.MetaTitle), MetaDescription: localized(in.MetaDescription), MetaKeywords: localized(in.MetaKeywords),
		Manufacturer: in.Manufacturer, Color: in.Color, Size: in.Size,
		Price: int(in.Price), SpecialPrice: cents(in.SpecialPrice), SpecialFrom: day(in.SpecialFrom), SpecialTo: day(in.SpecialTo),
		TaxClass: string(in.TaxClass), ContentQuantity: in.ContentQuantity, BaseUnit: string(in.BaseUnit),
		NewFrom: day(in.NewFrom), NewTo: day(in.NewTo), StockQty: in.StockQty, LowStockThreshold: in.LowStockThreshold,
		WeightGrams: in.WeightGrams, Bulky: in.Bulky, DeliveryMinDays: in.DeliveryMinDays, DeliveryMaxDays: in.DeliveryMaxDays,
		RelationCode: in.ProductRelationCode, SizeGuide: in.SizeGuide,
		CategoryIds: make([]string, len(in.CategoryIDs)), UpsellSkus: nonNilStrings(in.UpsellSKUs),
		Images: productImages(in.Images), ConfigurableAttributes: nonNilStrings(in.ConfigurableAttributes),
		Variants: make([]*model.ProductVariant, len(in.Variants)), CustomOptions: make([]*model.ProductCustomOption, len(in.CustomOptions)),
		Safety: &model.ProductSafety{ManufacturerName: in.Safety.ManufacturerName, ManufacturerAddress: in.Safety.ManufacturerAddress,
			ManufacturerCountry: in.Safety.ManufacturerCountry, ManufacturerEmail: in.Safety.ManufacturerEmail, Notes: localized(in.Safety.Notes)},
	}
	for i, id := range in.CategoryIDs {
		d.CategoryIds[i] = strconv.FormatInt(id, 10)
	}
	for i, v := range in.Variants {
		var id *string
		if n, ok := variantIDs[v.SKU]; ok {
			id = ptr(strconv.FormatInt(n, 10))
		}
		d.Variants[i] = &model.ProductVariant{ID: id, Sku: v.SKU, Color: v.Color, Size: v.Size, Price: int(v.Price),
			SpecialPrice: cents(v.SpecialPrice), StockQty: v.StockQty, Enabled: v.IsActive, Ean: v.EAN, WeightGrams: v.WeightGrams,
			Images: productImages(v.Images)}
	}
	for i, o := range in.CustomOptions {
		co := &model.ProductCustomOption{Type: string(o.Type), Title: localized(o.Title), Required: o.Required,
			MaxCharacters: o.MaxCharacters, Price: int(o.Price), PriceType: string(o.PriceType),
			Values: make([]*model.ProductCustomOptionValue, len(o.Values)), FileExtensions: []string{}}
		if o.File != nil {
			co.FileExtensions, co.ImageSizeX, co.ImageSizeY = nonNilStrings(o.File.Extensions), o.File.MaxWidth, o.File.MaxHeight
		}
		for j, v := range o.Values {
			co.Values[j] = &model.ProductCustomOptionValue{Title: localized(v.Title), Price: int(v.Price), PriceType: string(v.PriceType)}
		}
		d.CustomOptions[i] = co
	}
	if m := in.Merchandise; m != nil {
		d.Merchandise = &model.ProductMerchandise{LogoWidthMm: m.LogoWidthMM, LogoPosition: m.LogoPosition, LogoType: m.LogoType,
			SublimationOptions: nonNilStrings(m.SublimationOptions), SublimationPositions: nonNilStrings(m.SublimationPositions)}
	}
	visibilityData(d, in)
	return withTiers(d, in)
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func imageInputs(field string, in []*model.ProductImageInput) ([]catalog.ImageInput, error) {
	out := make([]catalog.ImageInput, len(in))
	for i, im := range in {
		if !media.ValidKey(im.Key) {
			return nil, apperr.New(apperr.Invalid, "catalog.input.invalid", "field", fmt.Sprintf("%s[%d].key", field, i)).
				OnField(fmt.Sprintf("%s[%d].key", field, i))
		}
		out[i] = catalog.ImageInput{Key: im.Key, Width: im.Width, Height: im.Height, Label: localizedInput(im.Label)}
	}
	return out, nil
}

// productInput is the admin API's product as the catalogue saves it;
// absent fields are empty (the editor sends the whole product).
func productInput(in model.ProductInput) (catalog.ProductInput, error) {
	out := catalog.ProductInput{
		Type: catalog.ProductType(in.Type), SKU: in.Sku, IsActive: in.Enabled, EAN: deref(in.Ean, ""),
		Name: localizedInput(in.Name), URLKey: localizedInput(in.URLKey), Description: localizedInput(in.Description),
		MaterialCare: localizedInput(in.MaterialCare), SizeInfo: localizedInput(in.SizeInfo),
		ManufacturerInfo: localizedInput(in.ManufacturerInfo), MetaTitle: localizedInput(in.MetaTitle),
		MetaDescription: localizedInput(in.MetaDescription), MetaKeywords: localizedInput(in.MetaKeywords),
		Manufacturer: deref(in.Manufacturer, ""), Color: deref(in.Color, ""), Size: deref(in.Size, ""),
		Price: catalog.Money(in.Price), SpecialPrice: centsInput(in.SpecialPrice),
		TaxClass: catalog.TaxClass(deref(in.TaxClass, "")), ContentQuantity: deref(in.ContentQuantity, 0),
		BaseUnit: catalog.BaseUnit(deref(in.BaseUnit, "")), StockQty: deref(in.StockQty, 0),
		LowStockThreshold: in.LowStockThreshold, WeightGrams: deref(in.WeightGrams, 0), Bulky: deref(in.Bulky, false),
		DeliveryMinDays: deref(in.DeliveryMinDays, 0), DeliveryMaxDays: deref(in.DeliveryMaxDays, 0),
		ProductRelationCode: deref(in.RelationCode, ""), SizeGuide: deref(in.SizeGuide, ""),
		UpsellSKUs: in.UpsellSkus, ConfigurableAttributes: in.ConfigurableAttributes,
	}
	var err error
	for _, d := range []struct {
		field string
		in    *string
		out   **time.Time
	}{{"specialFrom", in.SpecialFrom, &out.SpecialFrom}, {"specialTo", in.SpecialTo, &out.SpecialTo},
		{"newFrom", in.NewFrom, &out.NewFrom}, {"newTo", in.NewTo, &out.NewTo}} {
		if *d.out, err = dayInput(d.field, d.in); err != nil {
			return out, err
		}
	}
	for i, id := range in.CategoryIds {
		n, err := parseID(fmt.Sprintf("categoryIds[%d]", i), id)
		if err != nil {
			return out, err
		}
		out.CategoryIDs = append(out.CategoryIDs, n)
	}
	if out.Images, err = imageInputs("images", in.Images); err != nil {
		return out, err
	}
	for i, v := range in.Variants {
		vi := catalog.VariantInput{SKU: v.Sku, Color: deref(v.Color, ""), Size: deref(v.Size, ""), Price: catalog.Money(deref(v.Price, 0)),
			SpecialPrice: centsInput(v.SpecialPrice), StockQty: deref(v.StockQty, 0), IsActive: v.Enabled, EAN: deref(v.Ean, ""),
			WeightGrams: deref(v.WeightGrams, 0)}
		if vi.Images, err = imageInputs(fmt.Sprintf("variants[%d].images", i), v.Images); err != nil {
			return out, err
		}
		out.Variants = append(out.Variants, vi)
	}
	for _, o := range in.CustomOptions {
		co := catalog.CustomOptionInput{Type: catalog.OptionType(o.Type), Title: localizedInput(o.Title), Required: deref(o.Required, false),
			MaxCharacters: deref(o.MaxCharacters, 0), Price: catalog.Money(deref(o.Price, 0)), PriceType: catalog.PriceType(deref(o.PriceType, ""))}
		if co.Type == catalog.FileOption {
			co.File = &catalog.FileSettings{Extensions: o.FileExtensions, MaxWidth: deref(o.ImageSizeX, 0), MaxHeight: deref(o.ImageSizeY, 0)}
		}
		for _, v := range o.Values {
			co.Values = append(co.Values, catalog.CustomOptionValueInput{Title: localizedInput(v.Title), Price: catalog.Money(deref(v.Price, 0)),
				PriceType: catalog.PriceType(deref(v.PriceType, ""))})
		}
		out.CustomOptions = append(out.CustomOptions, co)
	}
	if m := in.Merchandise; m != nil {
		out.Merchandise = &catalog.MerchandiseInput{LogoWidthMM: deref(m.LogoWidthMm, 0), LogoPosition: deref(m.LogoPosition, ""),
			LogoType: deref(m.LogoType, ""), SublimationOptions: m.SublimationOptions, SublimationPositions: m.SublimationPositions}
	}
	if s := in.Safety; s != nil {
		out.Safety = catalog.SafetyInput{ManufacturerName: deref(s.ManufacturerName, ""), ManufacturerAddress: deref(s.ManufacturerAddress, ""),
			ManufacturerCountry: deref(s.ManufacturerCountry, ""), ManufacturerEmail: deref(s.ManufacturerEmail, ""), Notes: localizedInput(s.Notes)}
	}
	withTierInputs(&out, in)
	visibilityInput(&out, in)
	return out, nil
}

func productDetail(p catalog.StaffProduct) *model.ProductDetail {
	d := &model.ProductDetail{ID: strconv.FormatInt(p.ID, 10), Revision: int(p.Revision), CreatedAt: stamp(p.CreatedAt),
		UpdatedAt: stamp(p.UpdatedAt), Lowest30Days: int(p.Lowest30Days), Paths: []*model.LocalePath{}, Missing: locales(p.Missing),
		Product: productData(p.Input, p.VariantIDs), Movements: make([]*model.StockMovement, len(p.Movements)), PricesEditable: p.MayPrice}
	for _, l := range i18n.Locales {
		if path, ok := p.Paths[l]; ok {
			d.Paths = append(d.Paths, &model.LocalePath{Locale: string(l), Path: "/" + string(l) + "/" + path})
		}
	}
	for i, m := range p.Movements {
		d.Movements[i] = &model.StockMovement{Sku: m.SKU, At: stamp(m.At), Change: m.Change, QtyAfter: m.QtyAfter,
			Reason: m.Reason, Reference: m.Reference, Actor: m.Actor}
	}
	return d
}

func locales(ls []i18n.Locale) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = string(l)
	}
	return out
}

func productRow(r catalog.StaffProductRow) *model.ProductRow {
	row := &model.ProductRow{ID: strconv.FormatInt(r.ID, 10), Sku: r.SKU, Name: r.Name, Type: string(r.Type), Enabled: r.IsActive,
		Price: int(r.Price), SpecialPrice: cents(r.SpecialPrice), Stock: r.Stock, LowStockThreshold: r.Threshold,
		Variants: r.Variants, Missing: locales(r.Missing), UpdatedAt: stamp(r.UpdatedAt)}
	if r.ImageKey != "" {
		row.ImageURL = ptr(media.URL(r.ImageKey, "small"))
	}
	row.DisabledStoreViews = nonNilStrings(r.OffStores)
	return row
}

func productQuery(search *string, f *model.ProductListFilter, sort *model.ProductSort, ascending *bool, page, pageSize *int) (catalog.StaffProductQuery, error) {
	q := catalog.StaffProductQuery{Search: deref(search, ""), Desc: !deref(ascending, true), Page: deref(page, 1), PageSize: deref(pageSize, 50)}
	if sort != nil {
		q.Sort = map[model.ProductSort]string{model.ProductSortSku: "sku", model.ProductSortName: "name", model.ProductSortPrice: "price",
			model.ProductSortStock: "stock", model.ProductSortUpdated: "updated"}[*sort]
	}
	if f == nil {
		return q, nil
	}
	if f.CategoryID != nil && *f.CategoryID != "" {
		id, err := parseID("filter.categoryId", *f.CategoryID)
		if err != nil {
			return q, err
		}
		q.CategoryID = id
	}
	q.Status, q.Stock, q.Type = deref(f.Status, ""), deref(f.Stock, ""), catalog.ProductType(deref(f.Type, ""))
	q.Club, q.MissingTranslation, q.MissingImage = deref(f.Club, ""), deref(f.MissingTranslation, ""), deref(f.MissingImage, false)
	q.PriceMin, q.PriceMax = centsInput(f.PriceMin), centsInput(f.PriceMax)
	q.OffStore = deref(f.DisabledIn, "")
	return q, nil
}

// productChoices are the editor's choices: the categories in tree order,
// each named by its path ("Reiter › Reithosen"), the select attributes'
// options and the clubs.
func productChoices(cats []catalog.Category, attrs []catalog.Attribute, clubs []desk.Club, threshold int) *model.ProductChoices {
	out := &model.ProductChoices{Categories: []*model.CategoryChoice{}, Attributes: []*model.AttributeChoice{},
		Clubs: []*model.ClubChoice{}, LowStockThreshold: threshold}
	children := map[int64][]catalog.Category{}
	known := map[int64]bool{} // the categories below a store's root
	for _, c := range cats {
		known[c.ID] = c.Level >= 2
	}
	var tops []catalog.Category
	for _, c := range cats {
		if c.Level < 2 {
			continue
		}
		if known[c.ParentID] {
			children[c.ParentID] = append(children[c.ParentID], c)
		} else {
			tops = append(tops, c)
		}
	}
	var walk func(list []catalog.Category, prefix string)
	walk = func(list []catalog.Category, prefix string) {
		slices.SortFunc(list, func(a, b catalog.Category) int {
			return cmp.Or(cmp.Compare(a.Position, b.Position), cmp.Compare(a.ID, b.ID))
		})
		for _, c := range list {
			name := prefix + c.Name
			out.Categories = append(out.Categories, &model.CategoryChoice{ID: strconv.FormatInt(c.ID, 10), Name: c.Name, Path: name, Level: c.Level})
			walk(children[c.ID], name+" › ")
		}
	}
	walk(tops, "")
	for _, a := range attrs {
		if len(a.Options) == 0 && a.InputType != "select" && a.InputType != "multiselect" {
			continue
		}
		ac := &model.AttributeChoice{Code: a.Code, Label: a.Label, Options: make([]*model.AttributeOptionChoice, len(a.Options))}
		for i, o := range a.Options {
			ac.Options[i] = &model.AttributeOptionChoice{Code: o.Code, Label: o.Label, Swatch: o.Swatch}
		}
		out.Attributes = append(out.Attributes, ac)
	}
	for _, c := range clubs {
		out.Clubs = append(out.Clubs, &model.ClubChoice{Prefix: c.SKUPrefix, Name: c.Name})
	}
	return out
}

// catalogSettings is the catalogue's policy with every club to choose from.
func catalogSettings(s desk.ShopSettings) *model.CatalogSettings {
	out := &model.CatalogSettings{LowStockThreshold: s.Catalog.LowStockThreshold, ClubPrices: []string{}, Clubs: []*model.ViewerClub{}}
	for _, id := range s.Catalog.ClubPrices {
		out.ClubPrices = append(out.ClubPrices, strconv.FormatInt(id, 10))
	}
	for _, c := range s.Clubs {
		out.Clubs = append(out.Clubs, &model.ViewerClub{ID: strconv.FormatInt(c.ID, 10), Name: c.Name})
	}
	return out
}

func catalogSettingsOf(in model.CatalogSettingsInput) (settings.Catalog, error) {
	out := settings.Catalog{LowStockThreshold: in.LowStockThreshold, ClubPrices: []int64{}}
	for _, id := range in.ClubPrices {
		n, err := parseID("clubPrices", id)
		if err != nil {
			return out, err
		}
		out.ClubPrices = append(out.ClubPrices, n)
	}
	return out, nil
}
