package admin

import (
	"strconv"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/admin/model"
	"paddock/internal/media"
	"paddock/internal/platform/i18n"
)

// catalogCategory is a category for the admin API.
func catalogCategory(c catalog.StaffCategory) *model.CatalogCategory {
	out := &model.CatalogCategory{ID: strconv.FormatInt(c.ID, 10), Level: c.Level, Position: c.Position, IsActive: c.IsActive,
		IncludeInMenu: c.IncludeInMenu, ImageKey: c.ImageKey, ProductCount: c.ProductCount, DirectProducts: c.DirectProducts,
		Version: int(c.Version), UpdatedAt: c.UpdatedAt.UTC().Format(time.RFC3339), Editable: c.Editable, Fixed: c.Fixed,
		Texts: []*model.CatalogCategoryText{}, MissingLocales: []string{}, DisabledStoreViews: append([]string{}, c.OffStores...)}
	if c.ParentID != 0 {
		p := strconv.FormatInt(c.ParentID, 10)
		out.ParentID = &p
	}
	if media.ValidKey(c.ImageKey) {
		u := media.URL(c.ImageKey, "small")
		out.ImageURL = &u
	}
	for _, l := range i18n.Locales {
		t := c.Texts[l]
		out.Texts = append(out.Texts, &model.CatalogCategoryText{Locale: string(l), Name: t.Name, URLKey: t.URLKey, URLPath: t.URLPath,
			Description: t.Description, MetaTitle: t.MetaTitle, MetaKeywords: t.MetaKeywords, MetaDescription: t.MetaDescription})
		if t.Name == "" {
			out.MissingLocales = append(out.MissingLocales, string(l))
		}
	}
	return out
}

// catalogCategoryInput is the staff input of a category form.
func catalogCategoryInput(id, version, parentID int64, in model.CatalogCategoryInput) catalog.StaffCategoryInput {
	out := catalog.StaffCategoryInput{ID: id, Version: version, ParentID: parentID, IsActive: in.IsActive, IncludeInMenu: in.IncludeInMenu,
		ImageKey: deref(in.ImageKey, ""), Name: catalog.Localized{}, URLKey: catalog.Localized{}, Description: catalog.Localized{},
		MetaTitle: catalog.Localized{}, MetaKeywords: catalog.Localized{}, MetaDescription: catalog.Localized{}}
	if in.DisabledStoreViews != nil {
		out.OffStores = append([]string{}, in.DisabledStoreViews...)
	}
	for _, t := range in.Texts {
		if t == nil {
			continue
		}
		// An unknown language is left to the catalogue's check.
		l := i18n.Locale(t.Locale)
		set := func(m catalog.Localized, s *string) {
			if s != nil && *s != "" {
				m[l] = *s
			}
		}
		set(out.Name, t.Name)
		set(out.URLKey, t.URLKey)
		set(out.Description, t.Description)
		set(out.MetaTitle, t.MetaTitle)
		set(out.MetaKeywords, t.MetaKeywords)
		set(out.MetaDescription, t.MetaDescription)
	}
	return out
}

func catalogCategoryProducts(ps []catalog.CategoryProduct) []*model.CatalogCategoryProduct {
	out := make([]*model.CatalogCategoryProduct, len(ps))
	for i, p := range ps {
		out[i] = &model.CatalogCategoryProduct{ID: strconv.FormatInt(p.ID, 10), Sku: p.SKU, Name: p.Name, Position: p.Position, IsActive: p.IsActive}
	}
	return out
}

func catalogLabels(m map[i18n.Locale]string) []*model.CatalogLabel {
	out := []*model.CatalogLabel{}
	for _, l := range i18n.Locales {
		if s := m[l]; s != "" {
			out = append(out, &model.CatalogLabel{Locale: string(l), Label: s})
		}
	}
	return out
}

func catalogAttribute(a catalog.StaffAttribute) *model.CatalogAttribute {
	out := &model.CatalogAttribute{ID: strconv.FormatInt(a.ID, 10), Code: a.Code, InputType: a.InputType, Filterable: a.Filterable,
		Position: a.Position, Facetable: a.Facetable, Labels: catalogLabels(a.Labels), Options: []*model.CatalogAttributeOption{}}
	for _, o := range a.Options {
		out.Options = append(out.Options, &model.CatalogAttributeOption{ID: strconv.FormatInt(o.ID, 10), Code: o.Code, Swatch: o.Swatch,
			Position: o.Position, Labels: catalogLabels(o.Labels), Products: o.Products})
	}
	return out
}
