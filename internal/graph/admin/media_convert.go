package admin

import (
	"strconv"
	"time"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/i18n"
)

// This file converts the media library's files (issue 27, point 6).

func localeTexts(t content.Text) []*model.SiteLocaleText {
	out := []*model.SiteLocaleText{}
	for _, l := range i18n.Locales {
		if v := t[l]; v != "" {
			out = append(out, &model.SiteLocaleText{Locale: string(l), Text: v})
		}
	}
	return out
}

func localeTextsInput(in []*model.SiteLocaleTextInput) content.Text {
	out := content.Text{}
	for _, t := range in {
		if t != nil {
			out[i18n.Locale(t.Locale)] = t.Text
		}
	}
	return out
}

func mediaFileModel(m content.StaffMedia) *model.MediaFile {
	out := &model.MediaFile{ID: strconv.FormatInt(m.ID, 10), Filename: m.Filename, MimeType: m.MimeType, Filesize: int(m.Filesize),
		Width: m.Width, Height: m.Height, URL: m.URL("large"), Alt: localeTexts(m.Alt),
		Caption: localeTexts(m.Caption), CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339), UpdatedAt: m.UpdatedAt.UTC().Format(time.RFC3339),
		Uses: []*model.MediaUse{}}
	if !m.IsDocument() {
		thumbnail := m.URL("small")
		out.ThumbnailURL = &thumbnail
	}
	for _, u := range m.Uses {
		use := &model.MediaUse{Kind: u.Kind, ID: u.ID, Label: u.Label, Field: u.Field}
		if u.Locale != "" {
			l := string(u.Locale)
			use.Locale = &l
		}
		out.Uses = append(out.Uses, use)
	}
	return out
}
