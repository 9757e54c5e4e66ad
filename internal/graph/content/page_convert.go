package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

func metaModel(m cms.Meta) *model.Meta {
	return &model.Meta{Title: optional(m.Title), Description: optional(m.Description), Image: refModel(m.Image), Robots: optional(m.Robots)}
}

func pageModel(p cms.ContentPage) *model.Page {
	out := &model.Page{
		ID: int(p.ID), Title: p.Title, Slug: p.Slug, URL: p.URL, SiteCode: p.SiteCode,
		HeaderStyle: model.HeaderStyle(p.HeaderStyle), Layout: model.PageLayout(p.Layout),
		Alternates:  make([]*model.ContentAlternate, 0, len(p.Alternates)),
		Breadcrumbs: make([]*model.Breadcrumb, 0, len(p.Breadcrumbs)),
		Blocks:      blocksModel(p.Blocks), Meta: metaModel(p.Meta), Status: model.PublishStatus(p.Status),
		CreatedAt: timePtr(p.CreatedAt), UpdatedAt: timePtr(p.UpdatedAt),
	}
	if p.PublishedAt != nil {
		out.PublishedAt = timePtr(*p.PublishedAt)
	}
	for _, a := range p.Alternates {
		out.Alternates = append(out.Alternates, &model.ContentAlternate{Locale: model.LocaleInputType(a.Locale), URL: a.URL})
	}
	for _, b := range p.Breadcrumbs {
		out.Breadcrumbs = append(out.Breadcrumbs, &model.Breadcrumb{ID: b.ID, Label: b.Label, URL: b.URL})
	}
	return out
}

func pageWhere(w *model.PageWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.PageTextOperator{"slug": w.Slug, "url": w.URL, "siteCode": w.SiteCode, "title": w.Title} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	for _, sub := range w.And {
		out.And = append(out.And, *pageWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *pageWhere(sub))
	}
	return out
}
