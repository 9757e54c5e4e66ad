package content_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func formStaffCtx(t *testing.T, d *db.DB, email string, role access.Role) context.Context {
	t.Helper()
	var id int64
	if err := d.Write().Get(context.Background(), &id, `INSERT INTO admin_staff (email, name, role, created_at, updated_at)
		VALUES (?, '', ?, ?, ?) RETURNING id`, email, string(role), fixedNow, fixedNow); err != nil {
		t.Fatal(err)
	}
	return i18n.WithLocale(access.With(context.Background(), access.Principal{StaffID: id, Email: email, Role: role}), i18n.English)
}

// staffDefinition is the JSON the builder sends: a required name, an
// email, an upload of pictures.
func staffDefinition(t *testing.T, extraField bool) string {
	t.Helper()
	fields := []content.FormFieldInput{
		{Kind: content.FieldText, Name: "name", Label: text("Name", "Name"), Required: true, MaxLength: 80},
		{Kind: content.FieldEmail, Name: "email", Label: text("E-Mail", "Email"), Required: true},
		{Kind: content.FieldUpload, Name: "bild", Label: text("Bild", "Picture"), AllowedFiletypes: []string{"image/png"}, MaxFileSize: 100_000},
	}
	if extraField {
		fields = append(fields, content.FormFieldInput{Kind: content.FieldNumber, Name: "menge", Label: text("Menge", ""), Required: true,
			Min: fp(1), Max: fp(5)})
	}
	b, err := json.Marshal(map[string]any{"title": text("Bildanfrage", "Picture request"), "submitButtonLabel": text("Senden", "Send"),
		"confirmationType": "message", "confirmationMessage": text("<p>Danke</p>", "<p>Thanks</p>"), "fields": fields})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// formStaffFixture is the content fixture with the forms' staff side and
// its audit trail.
func formStaffFixture(t *testing.T, d *db.DB) (*fixture, content.FormStaff, audit.Service) {
	t.Helper()
	f := newFixture(t, d)
	trail, err := audit.NewService(audit.Options{DB: d})
	if err != nil {
		t.Fatal(err)
	}
	return f, content.NewFormStaff(content.FormStaffOptions{DB: d, Bucket: f.bucket, Audit: trail, Clock: func() time.Time { return f.now }}), trail
}

func TestFormBuilderAndSubmissions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f, st, trail := formStaffFixture(t, d)
		editor := formStaffCtx(t, d, "redaktion@paddock.example", access.Content)
		support := formStaffCtx(t, d, "support@paddock.example", access.Support)
		club := formStaffCtx(t, d, "verein@paddock.example", access.Club)

		// The builder: a content editor creates a form; support and a club
		// manager may not; a bad field is named.
		in := content.StaffFormInput{Code: "bildanfrage", Public: true, Definition: staffDefinition(t, false),
			Recipients: []string{"bilder@paddock.example"}}
		for who, ctx := range map[string]context.Context{"support": support, "club": club} {
			if _, err := st.SaveStaffForm(ctx, 0, in); apperr.KindOf(err) != apperr.Forbidden {
				t.Errorf("%s saved a form: %v", who, err)
			}
		}
		bad := in
		bad.Recipients = []string{"nicht-gültig"}
		if _, err := st.SaveStaffForm(editor, 0, bad); apperr.As(err).Field != "recipients[0]" {
			t.Errorf("bad recipient: %v", err)
		}
		bad = in
		bad.Definition = strings.Replace(in.Definition, `"name":"name"`, `"name":"na me"`, 1)
		if _, err := st.SaveStaffForm(editor, 0, bad); apperr.KindOf(err) != apperr.Invalid || !strings.HasPrefix(apperr.As(err).Field, "fields[0]") {
			t.Errorf("bad field name: %v", err)
		}
		id, err := st.SaveStaffForm(editor, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := st.StaffForm(editor, id)
		if err != nil || got.RetentionDays != content.DefaultFormRetentionDays || got.Recipients[0] != "bilder@paddock.example" ||
			got.Title != "Bildanfrage" || !strings.Contains(got.Definition, `"bild"`) {
			t.Fatalf("form %+v %v", got, err)
		}
		if _, err := st.SaveStaffForm(editor, 0, in); apperr.As(err).Field != "code" {
			t.Errorf("a taken code: %v", err)
		}
		// A required field added, a shorter retention.
		in.Definition, in.RetentionDays = staffDefinition(t, true), 30
		if again, err := st.SaveStaffForm(editor, id, in); err != nil || again != id {
			t.Fatalf("update %d %v", again, err)
		}
		// The storefront's submission: the new field is required; the mail
		// goes to the form's recipients.
		submit := func(name string, withMenge bool, file []byte) int64 {
			t.Helper()
			values := []content.SubmissionValue{{Field: "name", Value: name}, {Field: "email", Value: "eva@example.com"}}
			if withMenge {
				values = append(values, content.SubmissionValue{Field: "menge", Value: "2"})
			}
			if file != nil {
				values = append(values, content.SubmissionValue{Field: "bild", Value: f.upload(t, id, "bild", "foto.png", file)})
			}
			sub, err := f.svc.CreateFormSubmission(context.Background(), content.SubmissionInput{FormID: id, Data: values, Client: "10.0.0.9",
				Locale: i18n.German})
			if err != nil {
				if withMenge {
					t.Fatal(err)
				}
				return 0
			}
			return sub.ID
		}
		if submit("Eva", false, nil) != 0 {
			t.Fatal("the new required field was not required")
		}
		old := submit("=Eva Alt", true, pngBytes(t, 8, 8))
		msgs := f.outbox.Messages()
		if len(msgs) != 1 || msgs[0].To[0] != "bilder@paddock.example" {
			t.Fatalf("submission mail %+v", msgs)
		}
		f.now = f.now.Add(20 * 24 * time.Hour)
		recent := submit("Bea Neu", true, pngBytes(t, 9, 9))

		// Submissions: support lists, searches, views and downloads; an
		// editor may not.
		if _, err := st.FormSubmissions(editor, id, content.SubmissionQuery{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("an editor read submissions: %v", err)
		}
		page, err := st.FormSubmissions(support, id, content.SubmissionQuery{Search: "bea"})
		if err != nil || page.TotalCount != 1 || page.Items[0].ID != recent || page.Items[0].Values[0].Label != "Name" ||
			page.Items[0].Values[0].Value != "Bea Neu" || len(page.Items[0].Files) != 1 {
			t.Fatalf("search %+v %v", page, err)
		}
		oldSub, err := st.FormSubmission(support, old)
		if err != nil || len(oldSub.Files) != 1 || oldSub.Files[0].Filename != "foto.png" {
			t.Fatalf("one %+v %v", oldSub, err)
		}
		file, err := st.SubmissionFile(support, old, oldSub.Files[0].ID)
		if err != nil || len(file.Data) == 0 || file.ContentType != "image/png" {
			t.Fatalf("file %+v %v", file.SubmissionFileInfo, err)
		}
		if _, err := st.SubmissionFile(support, recent, oldSub.Files[0].ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another submission's file: %v", err)
		}
		// The export: a column per field, formulas defused.
		var buf bytes.Buffer
		if err := st.ExportFormSubmissions(support, id, &buf); err != nil {
			t.Fatal(err)
		}
		records, err := csv.NewReader(&buf).ReadAll()
		if err != nil || len(records) != 3 || strings.Join(records[0], ",") != "id,submitted_at,language,name,email,bild,menge" ||
			records[1][3] != "'=Eva Alt" || records[1][5] != "foto.png" || records[2][0] != strconv.FormatInt(recent, 10) {
			t.Fatalf("export %q %v", records, err)
		}

		// Retention: after 30 days the old one goes with its file, the
		// recent one stays.
		f.now = f.now.Add(12 * 24 * time.Hour) // old: 32 days, recent: 12
		n, err := st.PruneSubmissions(context.Background())
		if err != nil || n != 1 {
			t.Fatalf("pruned %d %v", n, err)
		}
		if _, err := st.FormSubmission(support, old); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("the old submission stayed: %v", err)
		}
		if _, err := f.bucket.Attributes(context.Background(), "form-uploads/"+oldSub.Files[0].ID); err == nil {
			t.Errorf("the old file stayed")
		}
		var blobs int
		iter := f.bucket.List(nil)
		for {
			obj, err := iter.Next(context.Background())
			if err != nil {
				break
			}
			if strings.Contains(obj.Key, "form-uploads/") {
				blobs++
			}
		}
		if blobs != 1 {
			t.Errorf("%d files left; want the recent one's", blobs)
		}
		if _, err := st.FormSubmission(support, recent); err != nil {
			t.Errorf("the recent one went: %v", err)
		}
		// Deleting by hand takes the file too, and is audited.
		if err := st.DeleteFormSubmission(support, recent); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteFormSubmission(support, recent); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted twice: %v", err)
		}
		blobs = 0
		iter = f.bucket.List(nil)
		for {
			obj, err := iter.Next(context.Background())
			if err != nil {
				break
			}
			if strings.Contains(obj.Key, "form-uploads/") {
				blobs++
			}
		}
		if blobs != 0 {
			t.Errorf("%d files left after deleting", blobs)
		}
		entries, err := trail.Of(context.Background(), "form_submission", strconv.FormatInt(recent, 10), 5)
		if err != nil || len(entries) != 1 || entries[0].Operation != "form.submission.delete" {
			t.Errorf("trail %+v %v", entries, err)
		}
		forms, err := st.StaffForms(support)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range forms {
			if x.ID == id && (x.SubmissionCount != 0 || x.RetentionDays != 30) {
				t.Errorf("list %+v", x)
			}
		}
	})
}

// refusalsOf lists a refusal's field errors as field → message in ctx's
// language.
func refusalsOf(ctx context.Context, err error) map[string]string {
	out := map[string]string{}
	var walk func(error)
	walk = func(err error) {
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
			return
		}
		if e := apperr.As(err); e.Field != "" {
			out[e.Field] = e.Message(ctx)
		}
	}
	walk(err)
	return out
}

// TestFormBuilderWidthsDefaultsAndNamedRefusals: the builder saves each
// field's width and default value, which the content service answers; a
// refused definition names every refused input at once, the way the
// builder shows it, in the editor's language, keyed by its path.
func TestFormBuilderWidthsDefaultsAndNamedRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f, st, _ := formStaffFixture(t, d)
		editor := formStaffCtx(t, d, "redaktion@paddock.example", access.Content) // English
		german := i18n.WithLocale(editor, i18n.German)
		definition := func(fields ...content.FormFieldInput) string {
			b, err := json.Marshal(map[string]any{"title": text("Anmeldung", ""), "submitButtonLabel": text("Senden", ""),
				"confirmationType": "message", "confirmationMessage": text("<p>Danke</p>", ""), "fields": fields})
			if err != nil {
				t.Fatal(err)
			}
			return string(b)
		}
		fields := []content.FormFieldInput{
			{Kind: content.FieldText, Name: "verein", Label: text("Verein", "Club"), Width: 50, DefaultValue: "RFV Hufschlag"},
			{Kind: content.FieldSelect, Name: "groesse", Label: text("Größe", "Size"), Width: 50, DefaultValue: "m",
				Options: []content.FieldOptionInput{{Label: text("S", ""), Value: "s"}, {Label: text("M", ""), Value: "m"}}},
			{Kind: content.FieldCheckbox, Name: "news", Label: text("Newsletter", ""), DefaultValue: "true"},
			{Kind: content.FieldNumber, Name: "menge", Label: text("Menge", ""), Width: 33, DefaultValue: "2", Min: fp(1)},
		}
		id, err := st.SaveStaffForm(editor, 0, content.StaffFormInput{Code: "anmeldung", Public: true, Definition: definition(fields...)})
		if err != nil {
			t.Fatal(err)
		}
		form, err := f.svc.Form(context.Background(), id, content.FindOptions{Locale: i18n.English, FallbackLocale: i18n.German})
		if err != nil {
			t.Fatal(err)
		}
		want := []struct {
			width int
			value string
		}{{50, "RFV Hufschlag"}, {50, "m"}, {100, "true"}, {33, "2"}}
		for i, w := range want {
			if got := form.Fields[i]; got.Width != w.width || got.DefaultValue != w.value {
				t.Errorf("field %d: width %d, default %q; want %d, %q", i, got.Width, got.DefaultValue, w.width, w.value)
			}
		}
		if form.Fields[0].Label != "Club" {
			t.Errorf("label %q", form.Fields[0].Label)
		}
		saved, err := st.StaffForm(editor, id)
		if err != nil || !strings.Contains(saved.Definition, `"width":50`) || !strings.Contains(saved.Definition, `"defaultValue":"RFV Hufschlag"`) {
			t.Fatalf("stored %s %v", saved.Definition, err)
		}

		// Every refused input at once, named in the editor's language,
		// keyed by its path.
		bad := []content.FormFieldInput{
			{Kind: content.FieldText, Label: text("Ihr Name", "Your name")},
			{Kind: content.FieldSelect, Name: "groesse", DefaultValue: "xl", Width: 40,
				Options: []content.FieldOptionInput{{Label: text("S", ""), Value: "s"}, {Label: text("M", ""), Value: "s"}}},
			{Kind: content.FieldEmail, Name: "mail", Label: text("E-Mail-Adresse", ""), DefaultValue: "keine Adresse"},
			{Kind: content.FieldNumber},
		}
		in := content.StaffFormInput{Code: "anmeldung-2", Definition: definition(bad...), RetentionDays: 4000, Recipients: []string{"a@b.example", "kaputt"}}
		_, err = st.SaveStaffForm(editor, 0, in)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("refused %v", err)
		}
		wantEN := map[string]string{
			"fields[0].name":             `"Field 1 (Your name): Name" is required.`,
			"fields[1].label.de":         `"Field 2 (groesse): Label (German)" is required.`,
			"fields[1].width":            `"Field 2 (groesse): Width" must be one of these values: 25, 33, 50, 66, 75, 100.`,
			"fields[1].options[1].value": `"s" appears more than once in "Field 2 (groesse): Value of choice 2".`,
			"fields[1].defaultValue":     `Field 2 (groesse): Default value: The default value does not suit this field.`,
			"fields[2].defaultValue":     `Field 3 (E-Mail-Adresse): Default value: The default value does not suit this field.`,
			"fields[3].name":             `"Field 4 (Number): Name" is required.`,
			"fields[3].label.de":         `"Field 4 (Number): Label (German)" is required.`,
			"retentionDays":              `"Keep submissions (days)" must be between 1 and 3650.`,
			"recipients[1]":              `Notify, address 2: `,
		}
		got := refusalsOf(editor, err)
		for field, msg := range wantEN {
			if !strings.HasPrefix(got[field], msg) {
				t.Errorf("%s: %q; want %q", field, got[field], msg)
			}
		}
		if len(got) != len(wantEN) {
			t.Errorf("%d refusals %v; want %d", len(got), got, len(wantEN))
		}
		// The first is what a reader of one error sees.
		if apperr.As(err).Field != "fields[0].name" {
			t.Errorf("first %q", apperr.As(err).Field)
		}
		_, err = st.SaveStaffForm(german, 0, in)
		de := refusalsOf(german, err)
		for field, msg := range map[string]string{
			"fields[0].name":         "„Feld 1 (Ihr Name): Name“ muss ausgefüllt sein.",
			"fields[1].label.de":     "„Feld 2 (groesse): Beschriftung (Deutsch)“ muss ausgefüllt sein.",
			"fields[2].defaultValue": "Feld 3 (E-Mail-Adresse): Vorgabewert: Der Vorgabewert passt nicht zu diesem Feld.",
		} {
			if de[field] != msg {
				t.Errorf("de %s: %q; want %q", field, de[field], msg)
			}
		}
		fr := i18n.WithLocale(editor, i18n.French)
		_, err = st.SaveStaffForm(fr, 0, in)
		if msg := refusalsOf(fr, err)["fields[0].name"]; msg != "«\u00a0Champ 1 (Ihr Name)\u202f: Nom\u00a0» est obligatoire." {
			t.Errorf("fr %q", msg)
		}
		// Nothing of the refused form was stored.
		if forms, err := st.StaffForms(editor); err != nil || len(forms) != 1 {
			t.Errorf("forms %+v %v", forms, err)
		}
	})
}
