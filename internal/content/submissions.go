package content

import (
	"context"
	"fmt"
	"math"
	"net/mail"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	pmail "paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
)

// Rate limits per client (IP address).
var (
	// SubmitRule bounds form submissions.
	SubmitRule = ratelimit.Rule{Name: "content.form.submit", Limit: 10, Window: 10 * time.Minute}
	// UploadRule bounds form uploads.
	UploadRule = ratelimit.Rule{Name: "content.form.upload", Limit: 30, Window: 10 * time.Minute}
	// UploadBytesRule bounds the KiB a client uploads per hour: 100 MiB,
	// ten files of the largest size a field allows by default, far more
	// than anyone sends with a form, while the files nobody submits (kept
	// for UploadLifetime) stay at about that much per client.
	UploadBytesRule = ratelimit.Rule{Name: "content.form.upload.kib", Limit: 100 << 10, Window: time.Hour}
)

// Limits of a submission.
const (
	maxSubmissionValues = 100
	maxValueBytes       = 20_000
	maxUploadsPerField  = 10
	maxEmailLength      = 254
)

// FieldErrors is every field a submission got wrong. It unwraps to each
// field's error, so apperr.As finds the first; the GraphQL API reports all
// of them, each with its field name.
type FieldErrors []*apperr.Error

func (e FieldErrors) Error() string {
	parts := make([]string, len(e))
	for i, fe := range e {
		parts[i] = fe.Field + ": " + fe.Error()
	}
	return "content: form fields refused: " + strings.Join(parts, "; ")
}

// Unwrap returns the errors of the fields.
func (e FieldErrors) Unwrap() []error {
	out := make([]error, len(e))
	for i, fe := range e {
		out[i] = fe
	}
	return out
}

// storedValue is one field's value as stored and mailed.
type storedValue struct {
	Field string `json:"field"`
	Value string `json:"value"`
}

// uploadRow is a stored upload.
type uploadRow struct {
	ID           string    `db:"id"`
	FormID       int64     `db:"form_id"`
	FieldName    string    `db:"field_name"`
	BlobKey      string    `db:"blob_key"`
	Filename     string    `db:"filename"`
	ContentType  string    `db:"content_type"`
	Size         int64     `db:"size"`
	SubmissionID *int64    `db:"submission_id"`
	CreatedAt    time.Time `db:"created_at"`
}

func (s *service) CreateFormSubmission(ctx context.Context, in SubmissionInput) (FormSubmission, error) {
	if s.mail == nil || s.limiter == nil {
		return FormSubmission{}, apperr.New(apperr.Unavailable, "errors.unavailable")
	}
	verdict, err := s.limiter.Allow(ctx, SubmitRule, in.Client)
	if err != nil {
		return FormSubmission{}, fmt.Errorf("content: rate limit submission: %w", err)
	}
	if err := verdict.Err("content.form.rateLimited"); err != nil {
		return FormSubmission{}, err
	}
	if in.Honeypot != "" {
		return FormSubmission{}, apperr.New(apperr.Invalid, "content.form.invalid").OnField("honeypot")
	}
	// The shop reads the mail in German; values are checked the same way
	// in every language.
	form, err := s.formForStrangers(ctx, in.FormID)
	if err != nil {
		return FormSubmission{}, err
	}
	values, uploads, fieldErrs := checkSubmission(form, in.Data)
	if len(fieldErrs) > 0 {
		return FormSubmission{}, fieldErrs
	}
	locale := in.Locale
	if _, ok := i18n.Parse(string(locale)); !ok {
		locale = i18n.Default
	}
	var sub FormSubmission
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		now := s.clock()
		files, err := s.claimableUploads(ctx, tx, form, uploads, now)
		if err != nil {
			return err
		}
		data, err := encodeJSON(values)
		if err != nil {
			return err
		}
		sub = FormSubmission{FormID: form.ID, CreatedAt: now}
		if err := tx.Get(ctx, &sub.ID, "INSERT INTO form_submission (form_id, locale, data, created_at) VALUES (?, ?, ?, ?) RETURNING id",
			form.ID, string(locale), data, now); err != nil {
			return fmt.Errorf("content: store submission of form %d: %w", form.ID, err)
		}
		var attachments []pmail.Attachment
		for _, f := range files {
			res, err := tx.Exec(ctx, "UPDATE form_upload SET submission_id = ? WHERE id = ? AND submission_id IS NULL", sub.ID, f.ID)
			if err != nil {
				return fmt.Errorf("content: claim upload: %w", err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				// Another submission claimed it a moment ago.
				return FieldErrors{apperr.New(apperr.Invalid, "content.form.upload").OnField(f.FieldName)}
			}
			attachments = append(attachments, pmail.Attachment{Filename: f.Filename, ContentType: f.ContentType, BlobKey: f.BlobKey})
		}
		msg, err := s.submissionMail(form, values, files, now)
		if err != nil {
			return err
		}
		// The form's recipients, else the shop's address.
		var recipients string
		if err := tx.Get(ctx, &recipients, "SELECT recipients FROM form WHERE id = ?", form.ID); err != nil {
			return fmt.Errorf("content: recipients of form %d: %w", form.ID, err)
		}
		msg.To = formRecipientList(recipients)
		if len(msg.To) == 0 {
			msg.To = []string{s.mail.ShopAddress()}
		}
		msg.Attachments = attachments
		if err := s.mail.Enqueue(ctx, tx, msg); err != nil {
			return fmt.Errorf("content: enqueue submission mail of form %d: %w", form.ID, err)
		}
		return nil
	})
	if err != nil {
		return FormSubmission{}, err
	}
	return sub, nil
}

// checkSubmission checks every value against the form's fields. It returns
// the values to store in the form's order, the upload ids per field, and
// an error for every field that is wrong.
func checkSubmission(form Form, data []SubmissionValue) ([]storedValue, map[string][]string, FieldErrors) {
	var errs FieldErrors
	refuse := func(field, key string, args ...any) {
		errs = append(errs, apperr.New(apperr.Invalid, key, args...).OnField(field))
	}
	if len(data) > maxSubmissionValues {
		refuse("submissionData", "content.form.tooMany", "max", maxSubmissionValues)
		return nil, nil, errs
	}
	fields := map[string]FormField{}
	for _, f := range form.Fields {
		if f.Kind != FieldMessage {
			fields[f.Name] = f
		}
	}
	sent, refused := map[string]string{}, map[string]bool{}
	for _, d := range data {
		f, ok := fields[d.Field]
		switch {
		case !ok:
			refuse(truncate(d.Field, 64), "content.form.unknownField", "field", truncate(d.Field, 64))
			continue
		case len(d.Value) > maxValueBytes || !utf8.ValidString(d.Value) || strings.ContainsRune(d.Value, 0):
			if !refused[f.Name] {
				refuse(f.Name, "content.form.invalid")
			}
			refused[f.Name] = true
			continue
		}
		if _, dup := sent[d.Field]; dup {
			refuse(f.Name, "content.form.duplicateField")
			continue
		}
		sent[d.Field] = d.Value
	}
	var values []storedValue
	uploads := map[string][]string{}
	for _, f := range form.Fields {
		raw, given := sent[f.Name]
		if f.Kind == FieldMessage || refused[f.Name] || (!given && f.Kind != FieldCheckbox && !f.Required) {
			continue
		}
		value, key, args := checkValue(f, raw)
		if key != "" {
			refuse(f.Name, key, args...)
			continue
		}
		if f.Kind == FieldUpload && value != "" {
			uploads[f.Name] = strings.Split(value, ",")
		}
		values = append(values, storedValue{Field: f.Name, Value: value})
	}
	return values, uploads, errs
}

// checkValue checks one field's value and returns it normalised, or the
// message key (and its arguments) of what is wrong.
func checkValue(f FormField, raw string) (string, string, []any) {
	// Invisible format characters (a right-to-left override, zero-width
	// spaces) have no place in a line; longer text keeps all but the
	// bidirectional controls.
	if f.Kind == FieldTextarea {
		raw = i18n.StripBidi(raw)
	} else {
		raw = i18n.StripFormat(raw)
	}
	value := strings.TrimSpace(raw)
	if f.Kind == FieldCheckbox {
		switch value {
		case "", "false":
			if f.Required {
				return "", "content.form.required", nil
			}
			return "false", "", nil
		case "true":
			return "true", "", nil
		}
		return "", "content.form.invalid", nil
	}
	if value == "" {
		if f.Required {
			return "", "content.form.required", nil
		}
		return "", "", nil
	}
	switch f.Kind {
	case FieldText, FieldTextarea:
		limit := f.MaxLength
		if limit == 0 {
			limit = DefaultTextLength
			if f.Kind == FieldTextarea {
				limit = DefaultTextareaLength
			}
		}
		if !printable(value, f.Kind == FieldTextarea) {
			return "", "content.form.invalid", nil
		}
		if utf8.RuneCountInString(value) > limit {
			return "", "content.form.tooLong", []any{"max", limit}
		}
	case FieldEmail:
		if !validEmail(value) {
			return "", "content.form.email", nil
		}
	case FieldNumber:
		n, err := strconv.ParseFloat(value, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return "", "content.form.number", nil
		}
		if f.Min != nil && n < *f.Min {
			return "", "content.form.min", []any{"min", formatNumber(*f.Min)}
		}
		if f.Max != nil && n > *f.Max {
			return "", "content.form.max", []any{"max", formatNumber(*f.Max)}
		}
		value = strconv.FormatFloat(n, 'f', -1, 64)
	case FieldSelect:
		for _, o := range f.Options {
			if o.Value == value {
				return value, "", nil
			}
		}
		return "", "content.form.option", nil
	case FieldUpload:
		ids := strings.Split(value, ",")
		if len(ids) > 1 && !f.MultiFileUpload {
			return "", "content.form.uploadSingle", nil
		}
		if len(ids) > maxUploadsPerField {
			return "", "content.form.tooMany", []any{"max", maxUploadsPerField}
		}
		seen := map[string]bool{}
		for i, id := range ids {
			id = strings.TrimSpace(id)
			if !validUploadID(id) || seen[id] {
				return "", "content.form.upload", nil
			}
			seen[id] = true
			ids[i] = id
		}
		value = strings.Join(ids, ",")
	}
	return value, "", nil
}

// validEmail accepts a plain address (no display name) of at most 254
// characters with a dot in its domain.
func validEmail(s string) bool {
	if len(s) > maxEmailLength || strings.ContainsAny(s, " \t\r\n<>\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}

func formatNumber(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// claimableUploads loads the uploads a submission names and checks each:
// it exists, belongs to this form and field, is unclaimed and younger than
// UploadLifetime.
func (s *service) claimableUploads(ctx context.Context, tx db.Handle, form Form, uploads map[string][]string, now time.Time) ([]uploadRow, error) {
	var ids []string
	for _, f := range form.Fields {
		ids = append(ids, uploads[f.Name]...)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var rows []uploadRow
	if err := tx.Select(ctx, &rows, "SELECT id, form_id, field_name, blob_key, filename, content_type, size, submission_id, created_at FROM form_upload WHERE id IN ("+
		db.InList(len(ids))+")", db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("content: load uploads: %w", err)
	}
	byID := map[string]uploadRow{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	var errs FieldErrors
	var out []uploadRow
	for _, f := range form.Fields {
		for _, id := range uploads[f.Name] {
			r, ok := byID[id]
			if !ok || r.FormID != form.ID || r.FieldName != f.Name || r.SubmissionID != nil || now.Sub(r.CreatedAt) > UploadLifetime {
				errs = append(errs, apperr.New(apperr.Invalid, "content.form.upload").OnField(f.Name))
				break
			}
			out = append(out, r)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

// submissionMail is the mail to the shop, in German: every field's label
// and value, the files attached.
func (s *service) submissionMail(form Form, values []storedValue, files []uploadRow, at time.Time) (pmail.Message, error) {
	t := func(key string, args ...any) string { return i18n.Messages().T(i18n.German, key, args...) }
	byName := map[string]string{}
	for _, v := range values {
		byName[v.Field] = v.Value
	}
	filenames := map[string]string{}
	for _, f := range files {
		filenames[f.ID] = f.Filename
	}
	content := pmail.Content{
		Locale:     i18n.German,
		Title:      t("content.mail.subject", "form", form.Title),
		Paragraphs: []string{t("content.mail.intro", "form", form.Title, "date", at.In(berlin).Format("02.01.2006 15:04"))},
	}
	replyTo := ""
	for _, f := range form.Fields {
		if f.Kind == FieldMessage {
			continue
		}
		v := byName[f.Name]
		shown := v
		switch f.Kind {
		case FieldCheckbox:
			shown = t("content.mail.no")
			if v == "true" {
				shown = t("content.mail.yes")
			}
		case FieldSelect:
			for _, o := range f.Options {
				if o.Value == v {
					shown = o.Label
				}
			}
		case FieldUpload:
			var names []string
			for _, id := range strings.Split(v, ",") {
				if n, ok := filenames[id]; ok {
					names = append(names, n)
				}
			}
			shown = strings.Join(names, ", ")
		case FieldEmail:
			if replyTo == "" && v != "" {
				replyTo = v
			}
		}
		if shown == "" {
			shown = t("content.mail.empty")
		}
		label := f.Label
		if label == "" {
			label = f.Name
		}
		content.Fields = append(content.Fields, pmail.Field{Label: label, Value: shown})
	}
	if len(files) > 0 {
		content.After = []string{t("content.mail.attachments", "count", len(files))}
	}
	r, err := s.layout.Render(content)
	if err != nil {
		return pmail.Message{}, fmt.Errorf("content: render submission mail: %w", err)
	}
	return pmail.Message{ReplyTo: replyTo, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: "form.submission"}, nil
}
