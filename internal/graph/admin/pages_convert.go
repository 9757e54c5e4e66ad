package admin

import (
	"encoding/json"
	"strconv"
	"time"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// pageTime is a time as the admin API answers it: RFC 3339 UTC.
func pageTime(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func pageTimePtr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := pageTime(*t)
	return &s
}

func pageIDPtr(id int64) *string {
	if id == 0 {
		return nil
	}
	s := strconv.FormatInt(id, 10)
	return &s
}

func pageLocales(ls []i18n.Locale) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = string(l)
	}
	return out
}

func contentPageItem(p content.StaffPageItem) *model.ContentPageItem {
	return &model.ContentPageItem{ID: strconv.FormatInt(p.ID, 10), ParentID: pageIDPtr(p.ParentID), SiteCode: p.SiteCode, Title: p.Title,
		URL: p.URL, State: model.ContentPageState(p.State), PublishAt: pageTimePtr(p.PublishAt), PublishedAt: pageTimePtr(p.PublishedAt),
		Changed: p.Changed, SavedAt: pageTime(p.SavedAt), SavedBy: p.SavedBy, MissingLocales: pageLocales(p.Missing)}
}

func contentPageDraft(d content.StaffPageDraft) *model.ContentPageDraft {
	out := &model.ContentPageDraft{ID: strconv.FormatInt(d.ID, 10), Revision: int(d.Revision), State: model.ContentPageState(d.State),
		PublishAt: pageTimePtr(d.PublishAt), PublishedAt: pageTimePtr(d.PublishedAt), Changed: d.Changed, SavedAt: pageTime(d.SavedAt),
		SavedBy: d.SavedBy, Urls: []*model.ContentPageURL{}, MissingLocales: pageLocales(d.Missing), HasChildren: d.HasChildren,
		SiteCode: d.Document.SiteCode, ParentID: pageIDPtr(d.Document.ParentID), Prefix: d.Document.Prefix,
		HeaderStyle: d.Document.HeaderStyle, Layout: d.Document.Layout, Texts: []*model.ContentPageText{}}
	for _, l := range i18n.Locales {
		if u, ok := d.URLs[l]; ok {
			out.Urls = append(out.Urls, &model.ContentPageURL{Locale: string(l), URL: u})
		}
		t, ok := d.Document.Locales[l]
		if !ok {
			continue
		}
		blocks := string(t.Blocks)
		if blocks == "" || blocks == "null" {
			blocks = "[]"
		}
		out.Texts = append(out.Texts, &model.ContentPageText{Locale: string(l), Title: t.Title, Slug: t.Slug, MetaTitle: t.Meta.Title,
			MetaDescription: t.Meta.Description, MetaRobots: t.Meta.Robots, MetaImageID: pageIDPtr(t.Meta.Image.ID), Blocks: blocks})
	}
	return out
}

func pageString(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// pageDocument turns the editor's input into the page document the
// staff side checks.
func pageDocument(in model.ContentPageInput) (content.PageDocument, error) {
	doc := content.PageDocument{SiteCode: in.SiteCode, Prefix: pageString(in.Prefix), HeaderStyle: pageString(in.HeaderStyle),
		Layout: pageString(in.Layout), Locales: map[i18n.Locale]content.PageDocumentText{}}
	if in.ParentID != nil && *in.ParentID != "" {
		id, err := parseID("parentId", *in.ParentID)
		if err != nil {
			return doc, err
		}
		doc.ParentID = id
	}
	for _, t := range in.Texts {
		if t == nil {
			continue
		}
		l, ok := i18n.Parse(t.Locale)
		if !ok || string(l) != t.Locale {
			return doc, apperr.New(apperr.Invalid, "content.input.locale", "field", "locales", "locale", t.Locale).OnField("locales")
		}
		if _, dup := doc.Locales[l]; dup {
			return doc, apperr.New(apperr.Invalid, "content.input.locale", "field", "locales", "locale", t.Locale).OnField("locales")
		}
		field := "locales." + t.Locale + ".blocks"
		if !json.Valid([]byte(t.Blocks)) {
			return doc, apperr.New(apperr.Invalid, "content.page.blocksInvalid", "field", field).OnField(field)
		}
		text := content.PageDocumentText{Title: t.Title, Slug: t.Slug, Blocks: json.RawMessage(t.Blocks),
			Meta: content.Meta{Title: pageString(t.MetaTitle), Description: pageString(t.MetaDescription), Robots: pageString(t.MetaRobots)}}
		if t.MetaImageID != nil && *t.MetaImageID != "" {
			id, err := parseID("locales."+t.Locale+".meta.image", *t.MetaImageID)
			if err != nil {
				return doc, err
			}
			text.Meta.Image = content.Image(id)
		}
		doc.Locales[l] = text
	}
	return doc, nil
}

func pageOptionalID(field string, s *string) (int64, error) {
	if s == nil || *s == "" {
		return 0, nil
	}
	return parseID(field, *s)
}
