package content

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Limits of form definitions.
const (
	maxFormFields = 50
	maxOptions    = 100
	// DefaultTextLength and DefaultTextareaLength bound text and textarea
	// values whose field sets no maxLength.
	DefaultTextLength     = 200
	DefaultTextareaLength = 2000
	maxFieldLength        = 10_000
)

var fieldNamePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// formDefinition is a form as stored: its texts in every locale.
type formDefinition struct {
	Title               Text             `json:"title"`
	SubmitButtonLabel   Text             `json:"submitButtonLabel"`
	ConfirmationType    ConfirmationType `json:"confirmationType"`
	ConfirmationMessage Text             `json:"confirmationMessage,omitempty"`
	RedirectURL         string           `json:"redirectUrl,omitempty"`
	Fields              []FormFieldInput `json:"fields"`
}

type formRow struct {
	ID         int64  `db:"id"`
	Code       string `db:"code"`
	Definition string `db:"definition"`
}

func (s *service) Form(ctx context.Context, id int64, opts FindOptions) (Form, error) {
	lc, err := choiceOf(opts)
	if err != nil {
		return Form{}, err
	}
	h := s.db.Read()
	forms, err := s.loadForms(ctx, h, []int64{id}, lc)
	if err != nil {
		return Form{}, err
	}
	f, ok := forms[id]
	if ok && !opts.Unrestricted {
		if ok, err = publicForm(ctx, h, id); err != nil {
			return Form{}, err
		}
	}
	if !ok {
		return Form{}, apperr.New(apperr.NotFound, "content.form.unknown").OnField("form")
	}
	return f, nil
}

// formForStrangers loads a form a stranger submits or uploads for, in
// German; NotFound unless it exists and is public.
func (s *service) formForStrangers(ctx context.Context, id int64) (Form, error) {
	return s.Form(ctx, id, FindOptions{Locale: i18n.German, FallbackLocale: i18n.German})
}

func (s *service) FormByCode(ctx context.Context, code string, opts FindOptions) (Form, error) {
	var id int64
	err := s.db.Read().Get(ctx, &id, "SELECT id FROM form WHERE code = ?", code)
	if isNoRows(err) {
		return Form{}, apperr.New(apperr.NotFound, "content.form.unknown").OnField("form")
	}
	if err != nil {
		return Form{}, fmt.Errorf("content: find form %s: %w", truncate(code, 64), err)
	}
	return s.Form(ctx, id, opts)
}

// loadForms returns the forms with ids in lc.
func (s *service) loadForms(ctx context.Context, h db.Handle, ids []int64, lc localeChoice) (map[int64]Form, error) {
	out := map[int64]Form{}
	ids = unique(ids)
	if len(ids) == 0 {
		return out, nil
	}
	var rows []formRow
	if err := h.Select(ctx, &rows, "SELECT id, code, definition FROM form WHERE id IN ("+db.InList(len(ids))+")", db.Args(ids)...); err != nil {
		return nil, fmt.Errorf("content: load forms: %w", err)
	}
	for _, r := range rows {
		var def formDefinition
		if err := json.Unmarshal([]byte(r.Definition), &def); err != nil {
			s.log.ErrorContext(ctx, "content: stored form cannot be read", "form", r.ID, "error", err)
			continue
		}
		out[r.ID] = def.in(r.ID, r.Code, lc)
	}
	return out, nil
}

// in returns the definition in lc, rich text sanitised.
func (d formDefinition) in(id int64, code string, lc localeChoice) Form {
	f := Form{
		ID: id, Code: code, Title: lc.pick(d.Title), SubmitButtonLabel: lc.pick(d.SubmitButtonLabel),
		ConfirmationType: d.ConfirmationType, ConfirmationMessage: SanitizeHTML(lc.pick(d.ConfirmationMessage)),
		Fields: make([]FormField, 0, len(d.Fields)),
	}
	if d.ConfirmationType == ConfirmRedirect && safeURL(d.RedirectURL) {
		f.RedirectURL = d.RedirectURL
	}
	for _, in := range d.Fields {
		field := FormField{
			ID: in.ID, Kind: in.Kind, Name: in.Name, Label: lc.pick(in.Label), Width: in.Width,
			DefaultValue: in.DefaultValue, Required: in.Required, AllowedFiletypes: in.AllowedFiletypes,
			MultiFileUpload: in.MultiFileUpload, MaxFileSize: in.MaxFileSize, MaxLength: in.MaxLength,
			Min: in.Min, Max: in.Max, Message: SanitizeHTML(lc.pick(in.Message)),
		}
		for _, o := range in.Options {
			field.Options = append(field.Options, FieldOption{Label: lc.pick(o.Label), Value: o.Value})
		}
		f.Fields = append(f.Fields, field)
	}
	return f
}

func (s *service) SaveForm(ctx context.Context, in FormInput) (int64, error) {
	def, err := checkFormInput(&in)
	if err != nil {
		return 0, err
	}
	data, err := encodeJSON(def)
	if err != nil {
		return 0, err
	}
	now := s.clock()
	var id int64
	err = s.db.Write().Get(ctx, &id, `INSERT INTO form (code, definition, public, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (code) DO UPDATE SET definition = excluded.definition, public = excluded.public, updated_at = excluded.updated_at
		RETURNING id`, in.Code, data, in.Public, now, now)
	if err != nil {
		return 0, fmt.Errorf("content: save form %s: %w", in.Code, err)
	}
	return id, nil
}

// checkFormInput checks a form's definition (its code trimmed in place)
// and answers it as stored; a refused definition answers every refused
// input at once (the first per input), joined.
func checkFormInput(in *FormInput) (formDefinition, error) {
	c := &checker{all: true}
	c.pattern("code", &in.Code, codePattern, "content.input.code", true)
	def := formDefinition{
		Title:             c.texts("title", in.Title, maxShortText, true),
		SubmitButtonLabel: c.texts("submitButtonLabel", in.SubmitButtonLabel, 60, true),
	}
	kind := string(in.ConfirmationType)
	c.choice("confirmationType", &kind, string(ConfirmMessage), string(ConfirmMessage), string(ConfirmRedirect))
	def.ConfirmationType = ConfirmationType(kind)
	switch def.ConfirmationType {
	case ConfirmMessage:
		def.ConfirmationMessage = c.richTexts("confirmationMessage", in.ConfirmationMessage, true)
	case ConfirmRedirect:
		def.RedirectURL = in.RedirectURL
		c.url("redirect.url", &def.RedirectURL, true)
	}
	c.count("fields", len(in.Fields), 1, maxFormFields)
	ids, names := map[string]bool{}, map[string]bool{}
	for i, f := range in.Fields {
		if i == maxFormFields {
			break
		}
		def.Fields = append(def.Fields, c.formField(fmt.Sprintf("fields[%d]", i), i, f, ids, names))
	}
	if err := c.refusals(); err != nil {
		return formDefinition{}, err
	}
	return def, nil
}

// texts checks a text in several locales; German is required when the
// text is.
func (c *checker) texts(field string, t Text, max int, required bool) Text {
	out := Text{}
	for _, l := range sortedLocales(t) {
		if _, ok := i18n.Parse(string(l)); !ok {
			c.fail(field, "content.input.locale", "locale", truncate(string(l), 16))
			continue
		}
		v := t[l]
		c.text(field+"."+string(l), &v, max, false)
		if v != "" {
			out[l] = v
		}
	}
	if required && out[i18n.German] == "" {
		c.fail(field+".de", "content.input.required")
	}
	return out
}

// richTexts sanitises a rich text in several locales.
func (c *checker) richTexts(field string, t Text, required bool) Text {
	out := Text{}
	for _, l := range sortedLocales(t) {
		if _, ok := i18n.Parse(string(l)); !ok {
			c.fail(field, "content.input.locale", "locale", truncate(string(l), 16))
			continue
		}
		v := t[l]
		c.html(field+"."+string(l), &v, false)
		if v != "" {
			out[l] = v
		}
	}
	if required && out[i18n.German] == "" {
		c.fail(field+".de", "content.input.required")
	}
	return out
}

// knownFiletypes maps each accepted upload type to its extensions: the
// types whose content the upload check can recognise.
var knownFiletypes = map[string][]string{
	"application/pdf": {".pdf"},
	"image/png":       {".png"},
	"image/jpeg":      {".jpg", ".jpeg"},
	"image/webp":      {".webp"},
	"image/gif":       {".gif"},
}

// knownFiletype reports whether a field's allowed type (MIME type or
// extension) is one the upload check recognises.
func knownFiletype(t string) bool {
	if _, ok := knownFiletypes[t]; ok {
		return true
	}
	for _, exts := range knownFiletypes {
		for _, e := range exts {
			if t == e {
				return true
			}
		}
	}
	return false
}

// KnownFiletypes lists the MIME types and extensions an upload field may
// allow, for messages and the admin.
func KnownFiletypes() []string {
	return []string{"application/pdf", ".pdf", "image/png", ".png", "image/jpeg", ".jpg", ".jpeg", "image/webp", ".webp", "image/gif", ".gif"}
}

// formField checks one field of a definition; attributes its kind does
// not use are dropped.
func (c *checker) formField(path string, i int, f FormFieldInput, ids, names map[string]bool) FormFieldInput {
	kind := string(f.Kind)
	c.choice(path+".blockType", &kind, "", string(FieldText), string(FieldTextarea), string(FieldEmail), string(FieldSelect),
		string(FieldNumber), string(FieldCheckbox), string(FieldUpload), string(FieldMessage))
	f.Kind = FieldKind(kind)
	c.id(path+".id", &f.ID, fmt.Sprintf("field-%d", i+1), ids)
	if f.Kind == FieldMessage && strings.TrimSpace(f.Name) == "" {
		f.Name = f.ID
	}
	c.pattern(path+".name", &f.Name, fieldNamePattern, "content.input.fieldName", true)
	if names[f.Name] {
		c.fail(path+".name", "content.input.duplicate", "value", f.Name)
	}
	names[f.Name] = true
	f.Label = c.texts(path+".label", f.Label, maxShortText, f.Kind != FieldMessage)
	if f.Width == 0 {
		f.Width = 100
	}
	switch f.Width {
	case 25, 33, 50, 66, 75, 100:
	default:
		c.fail(path+".width", "content.input.choice", "allowed", "25, 33, 50, 66, 75, 100")
	}
	out := FormFieldInput{ID: f.ID, Kind: f.Kind, Name: f.Name, Label: f.Label, Width: f.Width, Required: f.Required}
	if f.Kind == FieldMessage {
		out.Required = false
		out.Label = nil
		out.Message = c.richTexts(path+".message", f.Message, true)
		return out
	}
	out.DefaultValue = strings.TrimSpace(f.DefaultValue)
	c.paragraph(path+".defaultValue", &out.DefaultValue, maxShortText, false)
	switch f.Kind {
	case FieldText, FieldTextarea:
		c.between(path+".maxLength", f.MaxLength, 0, maxFieldLength)
		out.MaxLength = f.MaxLength
	case FieldSelect:
		c.count(path+".options", len(f.Options), 1, maxOptions)
		values := map[string]bool{}
		for j, o := range f.Options {
			p := fmt.Sprintf("%s.options[%d]", path, j)
			label := c.texts(p+".label", o.Label, maxShortText, true)
			c.text(p+".value", &o.Value, maxShortText, true)
			if values[o.Value] {
				c.fail(p+".value", "content.input.duplicate", "value", o.Value)
			}
			values[o.Value] = true
			out.Options = append(out.Options, FieldOptionInput{Label: label, Value: o.Value})
		}
	case FieldNumber:
		for _, b := range []struct {
			name string
			v    *float64
		}{{"min", f.Min}, {"max", f.Max}} {
			if b.v != nil && (math.IsNaN(*b.v) || math.IsInf(*b.v, 0)) {
				c.fail(path+"."+b.name, "content.input.number")
			}
		}
		if f.Min != nil && f.Max != nil && *f.Min > *f.Max {
			c.fail(path+".max", "content.input.minMax")
		}
		out.Min, out.Max = f.Min, f.Max
	case FieldUpload:
		c.count(path+".allowedFiletypes", len(f.AllowedFiletypes), 1, 10)
		for j, t := range f.AllowedFiletypes {
			t = strings.ToLower(strings.TrimSpace(t))
			if !knownFiletype(t) {
				c.fail(fmt.Sprintf("%s.allowedFiletypes[%d]", path, j), "content.input.filetype",
					"value", truncate(t, 64), "allowed", strings.Join(KnownFiletypes(), ", "))
			}
			out.AllowedFiletypes = append(out.AllowedFiletypes, t)
		}
		if f.MaxFileSize != 0 {
			if f.MaxFileSize < 1 || f.MaxFileSize > MaxUploadBytes {
				c.fail(path+".maxFileSize", "content.input.range", "min", 1, "max", strconv.Itoa(MaxUploadBytes))
			}
		}
		out.MaxFileSize = f.MaxFileSize
		out.MultiFileUpload = f.MultiFileUpload
		out.DefaultValue = ""
	}
	// A default must be a value the field accepts.
	if out.DefaultValue != "" {
		probe := FormField{Kind: out.Kind, Name: out.Name, MaxLength: out.MaxLength, Min: out.Min, Max: out.Max}
		for _, o := range out.Options {
			probe.Options = append(probe.Options, FieldOption{Value: o.Value})
		}
		if _, key, _ := checkValue(probe, out.DefaultValue); key != "" {
			c.fail(path+".defaultValue", "content.input.defaultValue")
		}
	}
	return out
}
