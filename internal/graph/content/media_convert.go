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
	width, height := m.Width, m.Height
	return &model.Media{
		ID: int(m.ID), Alt: optional(m.Alt), URL: m.URL("medium"), Width: &width, Height: &height,
		MimeType: optional(m.MimeType),
		Sizes:    &model.MediaSizes{Small: size("small"), Medium: size("medium"), Large: size("large"), Xlarge: size("xlarge")},
	}
}

func refModel(r cms.MediaRef) *model.Media { return mediaModel(r.Media) }
