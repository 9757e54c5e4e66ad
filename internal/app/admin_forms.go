package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/content"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// This file wires the back office's forms (issue 27, point 5): the form
// builder's and the submissions' staff side, the download of a
// submission's files and the CSV export (behind the staff session only,
// never a public address), and the hourly job that deletes submissions
// past their form's retention period with their files.

// formStaff builds the forms' staff side and registers its periodic job.
func (a *App) formStaff() content.FormStaff {
	st := content.NewFormStaff(content.FormStaffOptions{DB: a.db, Bucket: a.bucket, Audit: appAudit{a}, Clock: a.now, Logger: a.logger})
	a.jobs.Every(content.FormSubmissionsPruneJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error {
		n, err := st.PruneSubmissions(ctx)
		if n > 0 {
			a.logger.InfoContext(ctx, "content: deleted form submissions past their retention period", "count", n)
		}
		return err
	})
	return st
}

// mountFormFiles mounts a submission's file and a form's submissions as
// CSV.
func (a *App) mountFormFiles(r chi.Router, st content.FormStaff) {
	r.Get("/admin/api/forms/submissions/{id}/files/{file}", a.adminDownload(func(req *http.Request) (adminFile, error) {
		id, _ := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
		f, err := st.SubmissionFile(req.Context(), id, chi.URLParam(req, "file"))
		return adminFile{f.Data, f.ContentType, f.Filename}, err
	}))
	r.Get("/admin/api/forms/{id}/submissions.csv", func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		id, _ := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
		var buf bytes.Buffer
		if err := st.ExportFormSubmissions(ctx, id, &buf); err != nil {
			httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="formular-%d.csv"`, id))
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(buf.Bytes())
	})
}
