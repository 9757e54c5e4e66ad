package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

func mediaModel(m *cms.Media) *model.Media {
	if m == nil {
		return nil
	}
	size := func(name string) *model.MediaSize {
		w := m.SizeWidth(name)
		return &model.MediaSize{URL: m.URL(name), Width: &w}
	}
	filesize := int(m.Filesize)
	if m.IsDocument() {
		return &model.Media{ID: int(m.ID), Alt: optional(m.Alt), URL: m.URL(""), MimeType: optional(m.MimeType),
			Caption: optional(m.Caption), Filename: optional(m.Filename), Filesize: &filesize,
			CreatedAt: timePtr(m.CreatedAt), UpdatedAt: timePtr(m.UpdatedAt)}
	}
	width, height := m.Width, m.Height
	return &model.Media{
		ID: int(m.ID), Alt: optional(m.Alt), URL: m.URL("medium"), Width: &width, Height: &height,
		MimeType: optional(m.MimeType),
		Sizes:    &model.MediaSizes{Small: size("small"), Medium: size("medium"), Large: size("large"), Xlarge: size("xlarge")},
		Caption:  optional(m.Caption), Filename: optional(m.Filename), Filesize: &filesize, ThumbnailURL: optional(m.URL("small")),
		CreatedAt: timePtr(m.CreatedAt), UpdatedAt: timePtr(m.UpdatedAt),
	}
}

func refModel(r cms.MediaRef) *model.Media { return mediaModel(r.Media) }

// mediaWhere converts the media collection's filter.
func mediaWhere(w *model.MediaWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.MediaTextOperator{"filename": w.Filename, "mimeType": w.MimeType} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	for _, sub := range w.And {
		out.And = append(out.And, *mediaWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *mediaWhere(sub))
	}
	return out
}
