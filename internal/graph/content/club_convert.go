package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

func clubModel(c cms.Club) *model.Club {
	return &model.Club{
		ID: int(c.ID), Name: c.Name, ListName: c.ListName, SkuPrefix: c.SKUPrefix,
		Status: model.ClubStatus(c.Status), Visibility: model.ClubVisibility(c.Visibility), Slug: c.Slug,
		Logo: mediaModel(c.Logo), BannerColor: c.BannerColor,
		BannerLayout: model.ClubBannerLayout(c.BannerLayout), Contact: clubContactModel(c.Contact), ShopRootCategoryID: c.ShopRootCategoryID,
		Blocks: blocksModel(c.Blocks), Meta: metaModel(c.Meta), CreatedAt: timePtr(c.CreatedAt), UpdatedAt: timePtr(c.UpdatedAt),
	}
}

func clubContactModel(c cms.ClubContact) *model.ClubContact {
	part := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	return &model.ClubContact{Name: part(c.Name), Email: part(c.Email), Phone: part(c.Phone), Address: part(c.Address)}
}

func clubWhere(w *model.ClubWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.ClubTextOperator{"slug": w.Slug, "name": w.Name} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	if c := w.Status; c != nil {
		out.Fields["status"] = enumCondition(c.Equals, c.NotEquals, c.In, c.NotIn)
	}
	if c := w.Visibility; c != nil {
		out.Fields["visibility"] = enumCondition(c.Equals, c.NotEquals, c.In, c.NotIn)
	}
	for _, sub := range w.And {
		out.And = append(out.And, *clubWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *clubWhere(sub))
	}
	return out
}
