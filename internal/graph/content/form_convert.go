package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

func formModel(f *cms.Form) *model.Form {
	if f == nil {
		return nil
	}
	out := &model.Form{
		ID: int(f.ID), Title: f.Title, SubmitButtonLabel: f.SubmitButtonLabel,
		ConfirmationType: model.ConfirmationType(f.ConfirmationType), ConfirmationMessage: optional(f.ConfirmationMessage),
		Fields: make([]*model.FormField, 0, len(f.Fields)),
	}
	if f.ConfirmationType == cms.ConfirmRedirect && f.RedirectURL != "" {
		out.Redirect = &model.FormRedirect{URL: f.RedirectURL}
	}
	for _, fl := range f.Fields {
		field := &model.FormField{
			ID: fl.ID, BlockType: model.FormFieldType(fl.Kind), Name: fl.Name, Label: optional(fl.Label), Width: fl.Width,
			DefaultValue: optional(fl.DefaultValue), Required: fl.Required,
			Options: make([]*model.FormFieldOption, 0, len(fl.Options)), AllowedFiletypes: fl.AllowedFiletypes,
			MultiFileUpload: fl.MultiFileUpload, Min: fl.Min, Max: fl.Max, Message: optional(fl.Message),
		}
		if field.AllowedFiletypes == nil {
			field.AllowedFiletypes = []string{}
		}
		for _, o := range fl.Options {
			field.Options = append(field.Options, &model.FormFieldOption{Label: o.Label, Value: o.Value})
		}
		// The limits the server applies, so the form can check them first.
		switch fl.Kind {
		case cms.FieldUpload:
			size := fl.MaxFileSize
			if size <= 0 {
				size = cms.DefaultMaxUploadBytes
			}
			n := int(min(size, cms.MaxUploadBytes))
			field.MaxFileSize = &n
		case cms.FieldText, cms.FieldTextarea:
			n := fl.MaxLength
			if n == 0 {
				n = cms.DefaultTextLength
				if fl.Kind == cms.FieldTextarea {
					n = cms.DefaultTextareaLength
				}
			}
			field.MaxLength = &n
		}
		out.Fields = append(out.Fields, field)
	}
	return out
}
