package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

// salesEventModel leaves the access key out: it never appears in answers.
func salesEventModel(e cms.SalesEvent) *model.SalesEvent {
	cd := &model.Countdown{State: model.CountdownState(e.Countdown.State), ServerTime: e.Countdown.ServerTime.UTC()}
	if e.Countdown.StartsAt != nil {
		cd.StartsAt = timePtr(*e.Countdown.StartsAt)
	}
	if e.Countdown.EndsAt != nil {
		cd.EndsAt = timePtr(*e.Countdown.EndsAt)
	}
	return &model.SalesEvent{
		ID: int(e.ID), Title: e.Title, Status: model.SalesEventStatus(e.Status), From: e.From.UTC(), To: e.To.UTC(),
		Repeat: model.SalesEventRepeat(e.Repeat), Slug: e.Slug,
		Settings: &model.SalesEventSettings{
			IsPrivateSale: e.Settings.IsPrivateSale, SalesType: model.SalesType(e.Settings.SalesType),
			CategoryID: optional(e.Settings.CategoryID), SingleProductSku: optional(e.Settings.SingleProductSKU),
		},
		Blocks: blocksModel(e.Blocks), Meta: metaModel(e.Meta), Countdown: cd,
		CreatedAt: timePtr(e.CreatedAt), UpdatedAt: timePtr(e.UpdatedAt),
	}
}

func salesEventWhere(w *model.SalesEventWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.SalesEventTextOperator{"slug": w.Slug, "title": w.Title, "accessKey": w.AccessKey} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	for _, sub := range w.And {
		out.And = append(out.And, *salesEventWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *salesEventWhere(sub))
	}
	return out
}
