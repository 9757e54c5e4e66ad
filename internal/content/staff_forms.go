package content

import (
	"context"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/csvsafe"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	pmail "paddock/internal/platform/mail"
)

// The back office's forms (issue 27, point 5): the form builder (access.
// ContentManage; a club manager's role is limited to their clubs, and
// forms belong to no club, so it may not) and the submissions
// (access.HelpdeskManage): their list with search, one with its values
// and files (downloaded by staff only, through the back office), the CSV
// export, deletion with the files, and the deletion after each form's
// retention period (PruneSubmissions, a periodic job).

// DefaultFormRetentionDays is how long submissions are kept unless the
// form says otherwise; MaxFormRetentionDays the longest a form may.
const (
	DefaultFormRetentionDays = 180
	MaxFormRetentionDays     = 3650
	maxFormRecipients        = 10
	// FormSubmissionsPruneJobKind is the periodic job that deletes the
	// submissions past their form's retention period.
	FormSubmissionsPruneJobKind = "content.form-submissions.prune"
)

// FormStaff is the back office's side of the forms. Every method asks
// access.Require itself; refusals and writes go into the audit trail.
type FormStaff interface {
	// StaffForms lists every form by code with its submissions' count.
	// ContentManage or HelpdeskManage.
	StaffForms(ctx context.Context) ([]StaffFormRow, error)
	// StaffForm is one form as stored: its definition in every language
	// (JSON, the stored shape), recipients and retention. ContentManage
	// or HelpdeskManage; NotFound "content.form.unknown".
	StaffForm(ctx context.Context, id int64) (StaffForm, error)
	// SaveStaffForm creates (id 0) or changes a form, checked as the
	// content system checks every form. ContentManage, audited.
	SaveStaffForm(ctx context.Context, id int64, in StaffFormInput) (int64, error)
	// FormSubmissions is a page of a form's submissions, the newest
	// first; search finds a part of any value. HelpdeskManage.
	FormSubmissions(ctx context.Context, formID int64, q SubmissionQuery) (SubmissionPage, error)
	// FormSubmission is one submission with its values and files.
	// HelpdeskManage; NotFound "content.formStaff.submissionNotFound".
	FormSubmission(ctx context.Context, id int64) (StaffSubmission, error)
	// SubmissionFile is a file of a submission, for staff to download.
	// HelpdeskManage.
	SubmissionFile(ctx context.Context, submissionID int64, uploadID string) (SubmissionFileData, error)
	// DeleteFormSubmission deletes a submission and its files.
	// HelpdeskManage, audited.
	DeleteFormSubmission(ctx context.Context, id int64) error
	// ExportFormSubmissions writes a form's submissions as CSV: one
	// column per field (files by name), formulas defused. HelpdeskManage,
	// audited.
	ExportFormSubmissions(ctx context.Context, formID int64, w io.Writer) error
	// PruneSubmissions deletes the submissions older than their form's
	// retention period, with their files, and answers how many. The
	// periodic job's; it asks no permission.
	PruneSubmissions(ctx context.Context) (int, error)
}

// StaffFormRow is a form in the back office's list.
type StaffFormRow struct {
	ID              int64
	Code            string
	Title           string
	Public          bool
	RetentionDays   int
	SubmissionCount int
	UpdatedAt       time.Time
}

// StaffForm is a form as the builder edits it.
type StaffForm struct {
	StaffFormRow
	// Definition is the form's JSON as stored: title,
	// submitButtonLabel, confirmationType, confirmationMessage and
	// redirectUrl, fields (FormFieldInput's JSON), texts per language.
	Definition string
	Recipients []string
}

// StaffFormInput is a form as the builder saves it.
type StaffFormInput struct {
	Code          string
	Public        bool
	Definition    string
	Recipients    []string
	RetentionDays int
}

// SubmissionQuery asks for a page of submissions.
type SubmissionQuery struct {
	Search   string
	Page     int
	PageSize int
}

// SubmissionValueShown is a field's value as staff read it.
type SubmissionValueShown struct {
	Field string
	Label string
	Value string
}

// SubmissionFileInfo is an uploaded file of a submission.
type SubmissionFileInfo struct {
	ID          string
	Field       string
	Filename    string
	ContentType string
	Size        int64
}

// SubmissionFileData is a file's content.
type SubmissionFileData struct {
	SubmissionFileInfo
	Data []byte
}

// StaffSubmission is a submission as staff read it.
type StaffSubmission struct {
	ID        int64
	FormID    int64
	FormCode  string
	Locale    string
	CreatedAt time.Time
	Values    []SubmissionValueShown
	Files     []SubmissionFileInfo
}

// SubmissionPage is a page of submissions and how many match.
type SubmissionPage struct {
	Items      []StaffSubmission
	TotalCount int
	Page       int
	PageSize   int
}

// FormStaffOptions are what the forms' staff side works with.
type FormStaffOptions struct {
	DB *db.DB
	// Bucket keeps the uploads (form-uploads/…).
	Bucket *blob.Bucket
	Audit  interface {
		Record(ctx context.Context, e audit.Entry) error
	}
	Clock  func() time.Time
	Logger *slog.Logger
}

type formStaff struct {
	FormStaffOptions
}

// NewFormStaff returns the forms' staff side.
func NewFormStaff(opts FormStaffOptions) FormStaff {
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return &formStaff{opts}
}

func (s *formStaff) now() time.Time { return s.Clock().UTC().Truncate(time.Microsecond) }

// formRequire asks for one of perms (the first the principal has), and
// keeps club managers off the builder.
func (s *formStaff) formRequire(ctx context.Context, op string, id int64, perms ...access.Permission) (access.Principal, error) {
	var p access.Principal
	var err error
	for _, perm := range perms {
		if p, err = access.Require(ctx, perm); err == nil {
			if perm == access.ContentManage && p.Role.Scoped() {
				err = apperr.New(apperr.Forbidden, "admin.forbidden")
				continue
			}
			return p, nil
		}
	}
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.formRecord(ctx, op, "form", id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *formStaff) formRecord(ctx context.Context, op, object string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	if s.Audit == nil {
		return apperr.Wrap(errors.New("no audit trail"), "content: "+op)
	}
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: object, ObjectID: objectID, Outcome: outcome,
		Changes: changes}); err != nil {
		return fmt.Errorf("content: %s: audit: %w", op, err)
	}
	return nil
}

type staffFormDBRow struct {
	ID            int64     `db:"id"`
	Code          string    `db:"code"`
	Definition    string    `db:"definition"`
	Public        bool      `db:"public"`
	Recipients    string    `db:"recipients"`
	RetentionDays int       `db:"retention_days"`
	UpdatedAt     time.Time `db:"updated_at"`
	Count         int       `db:"submissions"`
}

func (r staffFormDBRow) row() StaffFormRow {
	var def formDefinition
	_ = json.Unmarshal([]byte(r.Definition), &def)
	title := def.Title[i18n.German]
	return StaffFormRow{ID: r.ID, Code: r.Code, Title: title, Public: r.Public, RetentionDays: r.RetentionDays,
		SubmissionCount: r.Count, UpdatedAt: r.UpdatedAt.UTC()}
}

const staffFormSelect = `SELECT f.id, f.code, f.definition, f.public, f.recipients, f.retention_days, f.updated_at,
	(SELECT COUNT(*) FROM form_submission s WHERE s.form_id = f.id) AS submissions FROM form f`

func (s *formStaff) StaffForms(ctx context.Context) ([]StaffFormRow, error) {
	if _, err := s.formRequire(ctx, "form.list", 0, access.ContentManage, access.HelpdeskManage); err != nil {
		return nil, err
	}
	var rows []staffFormDBRow
	if err := s.DB.Read().Select(ctx, &rows, staffFormSelect+` ORDER BY f.code`); err != nil {
		return nil, apperr.Wrap(err, "content: staff forms")
	}
	out := make([]StaffFormRow, len(rows))
	for i, r := range rows {
		out[i] = r.row()
	}
	return out, nil
}

func (s *formStaff) load(ctx context.Context, h db.Handle, id int64) (staffFormDBRow, error) {
	var r staffFormDBRow
	err := h.Get(ctx, &r, staffFormSelect+` WHERE f.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.New(apperr.NotFound, "content.form.unknown").OnField("form")
	}
	if err != nil {
		return r, apperr.Wrap(err, "content: staff form")
	}
	return r, nil
}

func formRecipientList(s string) []string {
	out := []string{}
	for _, r := range strings.Split(s, ",") {
		if r = strings.TrimSpace(r); r != "" {
			out = append(out, r)
		}
	}
	return out
}

func (s *formStaff) StaffForm(ctx context.Context, id int64) (StaffForm, error) {
	if _, err := s.formRequire(ctx, "form.read", id, access.ContentManage, access.HelpdeskManage); err != nil {
		return StaffForm{}, err
	}
	r, err := s.load(ctx, s.DB.Read(), id)
	if err != nil {
		return StaffForm{}, err
	}
	return StaffForm{StaffFormRow: r.row(), Definition: r.Definition, Recipients: formRecipientList(r.Recipients)}, nil
}

func (s *formStaff) SaveStaffForm(ctx context.Context, id int64, in StaffFormInput) (int64, error) {
	if _, err := s.formRequire(ctx, "form.save", id, access.ContentManage); err != nil {
		return 0, err
	}
	var def formDefinition
	if err := json.Unmarshal([]byte(in.Definition), &def); err != nil {
		return 0, apperr.New(apperr.Invalid, "content.formStaff.definition").OnField("definition")
	}
	fi := FormInput{Code: in.Code, Public: in.Public, Title: def.Title, SubmitButtonLabel: def.SubmitButtonLabel,
		ConfirmationType: def.ConfirmationType, ConfirmationMessage: def.ConfirmationMessage, RedirectURL: def.RedirectURL,
		Fields: def.Fields}
	// Every refused input at once: the definition's and the settings'.
	checked, err := checkFormInput(&fi)
	var f apperr.Fields
	if in.RetentionDays == 0 {
		in.RetentionDays = DefaultFormRetentionDays
	}
	if in.RetentionDays < 1 || in.RetentionDays > MaxFormRetentionDays {
		f.Add("retentionDays", "content.input.range", "min", 1, "max", strconv.Itoa(MaxFormRetentionDays))
	}
	var recipients []string
	for i, r := range in.Recipients {
		r = strings.TrimSpace(i18n.StripFormat(r))
		if r == "" {
			continue
		}
		if !pmail.ValidAddress(r) || strings.Contains(r, ",") {
			f.Add(fmt.Sprintf("recipients[%d]", i), "mail.address.invalid")
		}
		recipients = append(recipients, r)
	}
	if len(recipients) > maxFormRecipients {
		f.Add("recipients", "content.input.count", "min", 0, "max", maxFormRecipients)
	}
	if err := errors.Join(err, f.Err()); err != nil {
		return 0, nameFormRefusals(i18n.LocaleFrom(ctx), def.Fields, err)
	}
	data, err := encodeJSON(checked)
	if err != nil {
		return 0, err
	}
	now := s.now()
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		before := ""
		op := "form.create"
		if id != 0 {
			op = "form.update"
			r, err := s.load(ctx, s.DB.Write(), id)
			if err != nil {
				return err
			}
			before = r.Definition
			if _, err := s.DB.Write().Exec(ctx, `UPDATE form SET code = ?, definition = ?, public = ?, recipients = ?, retention_days = ?,
				updated_at = ? WHERE id = ?`, fi.Code, data, fi.Public, strings.Join(recipients, ","), in.RetentionDays, now, id); err != nil {
				if formUniqueViolation(err) {
					return apperr.New(apperr.Conflict, "content.formStaff.codeTaken").OnField("code")
				}
				return fmt.Errorf("content: save form %d: %w", id, err)
			}
		} else {
			err := s.DB.Write().Get(ctx, &id, `INSERT INTO form (code, definition, public, recipients, retention_days, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, fi.Code, data, fi.Public, strings.Join(recipients, ","), in.RetentionDays, now, now)
			if err != nil {
				if formUniqueViolation(err) {
					return apperr.New(apperr.Conflict, "content.formStaff.codeTaken").OnField("code")
				}
				return fmt.Errorf("content: create form: %w", err)
			}
		}
		after := string(data)
		days := strconv.Itoa(in.RetentionDays)
		rec := strings.Join(recipients, ",")
		changes := []audit.Change{{Field: "definition", After: &after}, {Field: "retentionDays", After: &days}, {Field: "recipients", After: &rec}}
		if before != "" {
			changes[0].Before = &before
		}
		return s.formRecord(ctx, op, "form", id, audit.Done, changes...)
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}

func formUniqueViolation(err error) bool {
	m := strings.ToLower(err.Error())
	return strings.Contains(m, "unique") || strings.Contains(m, "duplicate key")
}

type submissionDBRow struct {
	ID        int64     `db:"id"`
	FormID    int64     `db:"form_id"`
	Code      string    `db:"code"`
	Locale    string    `db:"locale"`
	Data      string    `db:"data"`
	CreatedAt time.Time `db:"created_at"`
}

// shown reads a submission with its form's labels (German) and files.
func (s *formStaff) shown(ctx context.Context, rows []submissionDBRow) ([]StaffSubmission, error) {
	out := make([]StaffSubmission, len(rows))
	defs := map[int64]formDefinition{}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	files := map[int64][]SubmissionFileInfo{}
	for _, chunk := range db.Chunks(ids, 500) {
		var ups []uploadRow
		if err := s.DB.Read().Select(ctx, &ups, `SELECT id, form_id, field_name, blob_key, filename, content_type, size, submission_id,
			created_at FROM form_upload WHERE submission_id IN (`+db.InList(len(chunk))+`) ORDER BY created_at, id`, db.Args(chunk)...); err != nil {
			return nil, apperr.Wrap(err, "content: submission files")
		}
		for _, u := range ups {
			files[*u.SubmissionID] = append(files[*u.SubmissionID], SubmissionFileInfo{ID: u.ID, Field: u.FieldName, Filename: u.Filename,
				ContentType: u.ContentType, Size: u.Size})
		}
	}
	for i, r := range rows {
		def, ok := defs[r.FormID]
		if !ok {
			var d string
			if err := s.DB.Read().Get(ctx, &d, `SELECT definition FROM form WHERE id = ?`, r.FormID); err != nil {
				return nil, apperr.Wrap(err, "content: submission form")
			}
			_ = json.Unmarshal([]byte(d), &def)
			defs[r.FormID] = def
		}
		var values []storedValue
		_ = json.Unmarshal([]byte(r.Data), &values)
		labels := map[string]FormFieldInput{}
		for _, f := range def.Fields {
			labels[f.Name] = f
		}
		sub := StaffSubmission{ID: r.ID, FormID: r.FormID, FormCode: r.Code, Locale: r.Locale, CreatedAt: r.CreatedAt.UTC(),
			Values: []SubmissionValueShown{}, Files: files[r.ID]}
		if sub.Files == nil {
			sub.Files = []SubmissionFileInfo{}
		}
		names := map[string]string{}
		for _, f := range sub.Files {
			names[f.ID] = f.Filename
		}
		for _, v := range values {
			f := labels[v.Field]
			label := f.Label[i18n.German]
			if label == "" {
				label = v.Field
			}
			value := v.Value
			if f.Kind == FieldUpload {
				var shown []string
				for _, id := range strings.Split(v.Value, ",") {
					if n, ok := names[id]; ok {
						shown = append(shown, n)
					}
				}
				value = strings.Join(shown, ", ")
			}
			sub.Values = append(sub.Values, SubmissionValueShown{Field: v.Field, Label: label, Value: value})
		}
		out[i] = sub
	}
	return out, nil
}

const submissionSelect = `SELECT s.id, s.form_id, f.code, s.locale, s.data, s.created_at FROM form_submission s JOIN form f ON f.id = s.form_id`

func (s *formStaff) FormSubmissions(ctx context.Context, formID int64, q SubmissionQuery) (SubmissionPage, error) {
	if _, err := s.formRequire(ctx, "form.submissions", formID, access.HelpdeskManage); err != nil {
		return SubmissionPage{}, err
	}
	var f apperr.Fields
	search := strings.ToLower(strings.TrimSpace(i18n.StripFormat(q.Search)))
	if utf8.RuneCountInString(search) > 100 {
		f.Add("search", "input.tooLong", "max", 100)
	}
	if q.Page == 0 {
		q.Page = 1
	}
	if q.PageSize == 0 {
		q.PageSize = 20
	}
	if q.Page < 1 {
		f.Add("page", "errors.input.currentPage")
	}
	if q.PageSize < 1 || q.PageSize > 100 {
		f.Add("pageSize", "errors.input.pageSize", "max", 100)
	}
	if err := f.Err(); err != nil {
		return SubmissionPage{}, err
	}
	if _, err := s.load(ctx, s.DB.Read(), formID); err != nil {
		return SubmissionPage{}, err
	}
	where, args := `s.form_id = ?`, []any{formID}
	if search != "" {
		where += ` AND LOWER(s.data) LIKE ? ESCAPE '\'`
		args = append(args, "%"+db.EscapeLike(search)+"%")
	}
	out := SubmissionPage{Page: q.Page, PageSize: q.PageSize}
	if err := s.DB.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM form_submission s WHERE `+where, args...); err != nil {
		return SubmissionPage{}, apperr.Wrap(err, "content: submissions")
	}
	var rows []submissionDBRow
	if err := s.DB.Read().Select(ctx, &rows, submissionSelect+` WHERE `+where+` ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
		append(args, q.PageSize, (q.Page-1)*q.PageSize)...); err != nil {
		return SubmissionPage{}, apperr.Wrap(err, "content: submissions")
	}
	var err error
	if out.Items, err = s.shown(ctx, rows); err != nil {
		return SubmissionPage{}, err
	}
	return out, nil
}

func (s *formStaff) submission(ctx context.Context, id int64) (StaffSubmission, error) {
	var rows []submissionDBRow
	if err := s.DB.Read().Select(ctx, &rows, submissionSelect+` WHERE s.id = ?`, id); err != nil {
		return StaffSubmission{}, apperr.Wrap(err, "content: submission")
	}
	if len(rows) == 0 {
		return StaffSubmission{}, apperr.New(apperr.NotFound, "content.formStaff.submissionNotFound")
	}
	subs, err := s.shown(ctx, rows)
	if err != nil {
		return StaffSubmission{}, err
	}
	return subs[0], nil
}

func (s *formStaff) FormSubmission(ctx context.Context, id int64) (StaffSubmission, error) {
	if _, err := s.formRequire(ctx, "form.submission", id, access.HelpdeskManage); err != nil {
		return StaffSubmission{}, err
	}
	return s.submission(ctx, id)
}

func (s *formStaff) SubmissionFile(ctx context.Context, submissionID int64, uploadID string) (SubmissionFileData, error) {
	if _, err := s.formRequire(ctx, "form.file", submissionID, access.HelpdeskManage); err != nil {
		return SubmissionFileData{}, err
	}
	var u uploadRow
	err := s.DB.Read().Get(ctx, &u, `SELECT id, form_id, field_name, blob_key, filename, content_type, size, submission_id, created_at
		FROM form_upload WHERE id = ? AND submission_id = ?`, uploadID, submissionID)
	if errors.Is(err, sql.ErrNoRows) || s.Bucket == nil {
		return SubmissionFileData{}, apperr.New(apperr.NotFound, "content.formStaff.fileNotFound")
	}
	if err != nil {
		return SubmissionFileData{}, apperr.Wrap(err, "content: submission file")
	}
	data, err := s.Bucket.ReadAll(ctx, u.BlobKey)
	if err != nil {
		return SubmissionFileData{}, apperr.Wrap(err, "content: read submission file")
	}
	return SubmissionFileData{SubmissionFileInfo: SubmissionFileInfo{ID: u.ID, Field: u.FieldName, Filename: u.Filename,
		ContentType: u.ContentType, Size: u.Size}, Data: data}, nil
}

// deleteSubmission deletes a submission's row and its uploads' rows in
// the caller's transaction and answers the files' keys, which the caller
// deletes after the commit (a file left behind is only an unreferenced
// file, never a row pointing at nothing).
func (s *formStaff) deleteSubmission(ctx context.Context, id int64) ([]string, error) {
	var keys []string
	if err := s.DB.Write().Select(ctx, &keys, `SELECT blob_key FROM form_upload WHERE submission_id = ?`, id); err != nil {
		return nil, fmt.Errorf("content: delete submission %d: %w", id, err)
	}
	if _, err := s.DB.Write().Exec(ctx, `DELETE FROM form_upload WHERE submission_id = ?`, id); err != nil {
		return nil, fmt.Errorf("content: delete submission %d: %w", id, err)
	}
	res, err := s.DB.Write().Exec(ctx, `DELETE FROM form_submission WHERE id = ?`, id)
	if err != nil {
		return nil, fmt.Errorf("content: delete submission %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, apperr.New(apperr.NotFound, "content.formStaff.submissionNotFound")
	}
	return keys, nil
}

func (s *formStaff) removeFiles(ctx context.Context, keys []string) {
	if s.Bucket == nil {
		return
	}
	for _, k := range keys {
		if err := s.Bucket.Delete(ctx, k); err != nil {
			s.Logger.ErrorContext(ctx, "content: remove a submission's file", "key", k, "error", err)
		}
	}
}

func (s *formStaff) DeleteFormSubmission(ctx context.Context, id int64) error {
	if _, err := s.formRequire(ctx, "form.submission.delete", id, access.HelpdeskManage); err != nil {
		return err
	}
	var keys []string
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		if keys, err = s.deleteSubmission(ctx, id); err != nil {
			return err
		}
		n := strconv.Itoa(len(keys))
		return s.formRecord(ctx, "form.submission.delete", "form_submission", id, audit.Done, audit.Change{Field: "files", Before: &n})
	})
	if err != nil {
		return err
	}
	s.removeFiles(ctx, keys)
	return nil
}

func (s *formStaff) ExportFormSubmissions(ctx context.Context, formID int64, w io.Writer) error {
	if _, err := s.formRequire(ctx, "form.export", formID, access.HelpdeskManage); err != nil {
		return err
	}
	r, err := s.load(ctx, s.DB.Read(), formID)
	if err != nil {
		return err
	}
	var def formDefinition
	_ = json.Unmarshal([]byte(r.Definition), &def)
	var rows []submissionDBRow
	if err := s.DB.Read().Select(ctx, &rows, submissionSelect+` WHERE s.form_id = ? ORDER BY s.created_at, s.id LIMIT 100000`,
		formID); err != nil {
		return apperr.Wrap(err, "content: export submissions")
	}
	subs, err := s.shown(ctx, rows)
	if err != nil {
		return err
	}
	header := []string{"id", "submitted_at", "language"}
	var names []string
	for _, f := range def.Fields {
		if f.Kind != FieldMessage {
			header = append(header, f.Name)
			names = append(names, f.Name)
		}
	}
	out := csv.NewWriter(w)
	if err := out.Write(csvsafe.Row(header...)); err != nil {
		return err
	}
	for _, sub := range subs {
		byField := map[string]string{}
		for _, v := range sub.Values {
			byField[v.Field] = v.Value
		}
		line := []string{strconv.FormatInt(sub.ID, 10), sub.CreatedAt.Format(time.RFC3339), sub.Locale}
		for _, n := range names {
			line = append(line, byField[n])
		}
		if err := out.Write(csvsafe.Row(line...)); err != nil {
			return err
		}
	}
	out.Flush()
	if err := out.Error(); err != nil {
		return err
	}
	count := strconv.Itoa(len(subs))
	return s.formRecord(ctx, "form.export", "form", formID, audit.Done, audit.Change{Field: "rows", After: &count})
}

func (s *formStaff) PruneSubmissions(ctx context.Context) (int, error) {
	now := s.now()
	var due []struct {
		ID        int64     `db:"id"`
		CreatedAt time.Time `db:"created_at"`
		Days      int       `db:"retention_days"`
	}
	// Candidates: older than the shortest period any form may have; each
	// is checked against its own form's.
	if err := s.DB.Read().Select(ctx, &due, `SELECT s.id, s.created_at, f.retention_days FROM form_submission s JOIN form f ON f.id = s.form_id
		WHERE s.created_at < ? ORDER BY s.created_at LIMIT 1000`, now.Add(-24*time.Hour)); err != nil {
		return 0, fmt.Errorf("content: prune submissions: %w", err)
	}
	pruned := 0
	for _, d := range due {
		if !d.CreatedAt.Before(now.AddDate(0, 0, -d.Days)) {
			continue
		}
		var keys []string
		err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
			var err error
			keys, err = s.deleteSubmission(ctx, d.ID)
			return err
		})
		if apperr.KindOf(err) == apperr.NotFound {
			continue
		}
		if err != nil {
			return pruned, err
		}
		s.removeFiles(ctx, keys)
		pruned++
	}
	return pruned, nil
}
