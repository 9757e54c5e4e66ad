package admin

import (
	"encoding/json"
	"strconv"
	"strings"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

func salesEvent(ev content.StaffSalesEvent) *model.SalesEvent {
	out := &model.SalesEvent{ID: strconv.FormatInt(ev.ID, 10), Slug: ev.Slug, Active: ev.Status == content.SalesActive,
		From: stamp(ev.From), To: stamp(ev.To), Repeat: model.SalesRepeat(strings.ToUpper(string(ev.Repeat))),
		Private: ev.IsPrivate, Percent: ev.Percent, AmountOff: int(ev.AmountOff), Skus: nonNil(ev.SKUs), CategoryIds: []string{},
		Texts: []*model.SalesEventText{}, UpdatedAt: stamp(ev.UpdatedAt), Version: ev.Version,
		Countdown: &model.SalesCountdown{State: string(ev.Countdown.State), ServerTime: stamp(ev.Countdown.ServerTime)}}
	if ev.IsPrivate && ev.AccessKey != "" {
		out.AccessKey = ptr(ev.AccessKey)
	}
	if ev.Countdown.StartsAt != nil {
		out.Countdown.StartsAt = ptr(stamp(*ev.Countdown.StartsAt))
	}
	if ev.Countdown.EndsAt != nil {
		out.Countdown.EndsAt = ptr(stamp(*ev.Countdown.EndsAt))
	}
	for _, c := range ev.CategoryIDs {
		out.CategoryIds = append(out.CategoryIds, strconv.FormatInt(c, 10))
	}
	for _, l := range i18n.Locales {
		if t, ok := ev.Texts[l]; ok {
			out.Texts = append(out.Texts, &model.SalesEventText{Locale: string(l), Title: t.Title, MetaTitle: t.MetaTitle,
				MetaDescription: t.MetaDescription, Blocks: string(t.Blocks)})
		}
	}
	return out
}

func salesOverlaps(list []content.SaleOverlap) []*model.SalesEventOverlap {
	out := make([]*model.SalesEventOverlap, 0, len(list))
	for _, o := range list {
		out = append(out, &model.SalesEventOverlap{ID: strconv.FormatInt(o.ID, 10), Slug: o.Slug, Title: o.Title})
	}
	return out
}

func salesEventInput(in model.SalesEventInput) (content.StaffSalesEventInput, error) {
	var f apperr.Fields
	out := content.StaffSalesEventInput{Slug: in.Slug, Status: content.SalesInactive, Repeat: content.Repeat(strings.ToLower(string(in.Repeat))),
		IsPrivate: in.Private, Percent: in.Percent, AmountOff: int64(deref(in.AmountOff, 0)), SKUs: in.Skus,
		Version: deref(in.Version, 0), Texts: map[i18n.Locale]content.StaffSalesTexts{}}
	if in.Active {
		out.Status = content.SalesActive
	}
	if in.ID != nil && *in.ID != "" {
		id, err := parseID("id", *in.ID)
		if err != nil {
			return out, err
		}
		out.ID = id
	}
	var err error
	if out.From, err = optionalTime("from", &in.From); err != nil || out.From.IsZero() {
		f.Add("from", "admin.time.invalid")
	}
	if out.To, err = optionalTime("to", &in.To); err != nil || out.To.IsZero() {
		f.Add("to", "admin.time.invalid")
	}
	for _, c := range in.CategoryIds {
		id, err := strconv.ParseInt(c, 10, 64)
		if err != nil || id < 1 {
			f.Add("categoryIds", "admin.id.invalid")
			continue
		}
		out.CategoryIDs = append(out.CategoryIDs, id)
	}
	for _, t := range in.Texts {
		l, ok := i18n.Parse(t.Locale)
		if !ok {
			f.Add("texts", "content.input.locale", "locale", t.Locale)
			continue
		}
		text := content.StaffSalesTexts{Title: t.Title, MetaTitle: t.MetaTitle, MetaDescription: t.MetaDescription}
		if t.Blocks != nil {
			if !json.Valid([]byte(*t.Blocks)) {
				field := "locales." + string(l) + ".blocks"
				f.Add(field, "content.page.blocksInvalid", "field", field)
				continue
			}
			text.Blocks = json.RawMessage(*t.Blocks)
		}
		out.Texts[l] = text
	}
	return out, f.Err()
}
