package admin

import (
	"net/url"
	"strconv"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
)

func staffFormOf(f content.StaffForm) *model.StaffForm {
	recipients := f.Recipients
	if recipients == nil {
		recipients = []string{}
	}
	return &model.StaffForm{ID: strconv.FormatInt(f.ID, 10), Code: f.Code, Title: f.Title, Public: f.Public, Definition: f.Definition,
		Recipients: recipients, RetentionDays: f.RetentionDays, SubmissionCount: f.SubmissionCount, UpdatedAt: stamp(f.UpdatedAt)}
}

// SubmissionFileURL is where staff download a submission's file.
func SubmissionFileURL(submissionID int64, fileID string) string {
	return "/admin/api/forms/submissions/" + strconv.FormatInt(submissionID, 10) + "/files/" + url.PathEscape(fileID)
}

func submissionOf(x content.StaffSubmission) *model.FormSubmission {
	out := &model.FormSubmission{ID: strconv.FormatInt(x.ID, 10), FormID: strconv.FormatInt(x.FormID, 10), FormCode: x.FormCode,
		Locale: x.Locale, CreatedAt: stamp(x.CreatedAt), Values: make([]*model.FormSubmissionValue, len(x.Values)),
		Files: make([]*model.FormSubmissionFile, len(x.Files))}
	for i, v := range x.Values {
		out.Values[i] = &model.FormSubmissionValue{Field: v.Field, Label: v.Label, Value: v.Value}
	}
	for i, f := range x.Files {
		out.Files[i] = &model.FormSubmissionFile{ID: f.ID, Field: f.Field, Filename: f.Filename, ContentType: f.ContentType, Size: int(f.Size),
			URL: SubmissionFileURL(x.ID, f.ID)}
	}
	return out
}
