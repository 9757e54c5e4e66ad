package content_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func fp(v float64) *float64 { return &v }

func text(de, en string) content.Text {
	t := content.Text{i18n.German: de}
	if en != "" {
		t[i18n.English] = en
	}
	return t
}

// testForm has a field of every kind.
func testForm() content.FormInput {
	return content.FormInput{
		Code: "anfrage", Title: text("Anfrage", "Enquiry"), SubmitButtonLabel: text("Senden", "Send"),
		ConfirmationType: content.ConfirmMessage, ConfirmationMessage: text(`<p onclick="x">Danke!</p>`, "<p>Thanks!</p>"),
		Fields: []content.FormFieldInput{
			{Kind: content.FieldMessage, Message: text("<p>Hinweis<script>x</script></p>", "")},
			{Kind: content.FieldText, Name: "name", Label: text("Name", "Name"), Required: true, Width: 50},
			{Kind: content.FieldTextarea, Name: "nachricht", Label: text("Nachricht", ""), MaxLength: 20},
			{Kind: content.FieldEmail, Name: "email", Label: text("E-Mail", "Email"), Required: true},
			{Kind: content.FieldNumber, Name: "menge", Label: text("Menge", "Quantity"), Min: fp(1), Max: fp(10)},
			{Kind: content.FieldSelect, Name: "art", Label: text("Art", "Kind"), Options: []content.FieldOptionInput{
				{Value: "a", Label: text("Erste", "First")}, {Value: "b", Label: text("Zweite", "")},
			}},
			{Kind: content.FieldCheckbox, Name: "datenschutz", Label: text("Datenschutz", "Privacy"), Required: true},
			{Kind: content.FieldCheckbox, Name: "newsletter", Label: text("Newsletter", "")},
			{Kind: content.FieldUpload, Name: "logo", Label: text("Logo", ""), AllowedFiletypes: []string{"image/png", ".PDF"}, MaxFileSize: 1000},
			{Kind: content.FieldUpload, Name: "bilder", Label: text("Bilder", ""), AllowedFiletypes: []string{".jpg", "image/png"}, MultiFileUpload: true},
		},
	}
}

func pngBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	img.Set(0, 0, color.White)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// form saves the test form and shows it on a published page, so that
// strangers may read and submit it.
func (f *fixture) form(t testing.TB) int64 {
	t.Helper()
	id, err := f.svc.SaveForm(context.Background(), testForm())
	if err != nil {
		t.Fatal(err)
	}
	f.savePage(t, content.PageInput{SiteCode: "shop", Status: content.Published, Locales: map[i18n.Locale]content.PageTexts{
		i18n.German: {Title: "Anfrage", Slug: "anfrage", Blocks: []content.Block{&content.DynamicFormBlock{Form: content.FormRef{ID: id}}}},
	}})
	return id
}

func (f *fixture) upload(t *testing.T, form int64, field, filename string, data []byte) string {
	t.Helper()
	u, err := f.svc.CreateUpload(context.Background(), content.UploadInput{FormID: form, Field: field, Filename: filename,
		ContentType: "image/png", Body: bytes.NewReader(data), Client: "10.0.0.1"})
	if err != nil {
		t.Fatalf("upload %s: %v", filename, err)
	}
	return u.ID
}

func TestSaveAndReadForm(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		id := f.form(t)
		if again, err := f.svc.SaveForm(ctx, testForm()); err != nil || again != id {
			t.Errorf("saving again: %d, %v; want the same form %d", again, err, id)
		}
		form, err := f.svc.Form(ctx, id, content.FindOptions{Locale: i18n.English})
		if err != nil {
			t.Fatal(err)
		}
		if form.Title != "Enquiry" || form.SubmitButtonLabel != "Send" || form.ConfirmationMessage != "<p>Thanks!</p>" || len(form.Fields) != 10 {
			t.Errorf("form: %+v", form)
		}
		msg := form.Fields[0]
		if msg.Kind != content.FieldMessage || msg.Name != "field-1" || msg.ID != "field-1" || msg.Message != "<p>Hinweis</p>" || msg.Required {
			t.Errorf("message field: %+v", msg)
		}
		sel := form.Fields[5]
		if sel.Label != "Kind" || len(sel.Options) != 2 || sel.Options[1].Label != "Zweite" || sel.Options[0].Value != "a" {
			t.Errorf("select in English, German filling gaps: %+v", sel)
		}
		if up := form.Fields[8]; strings.Join(up.AllowedFiletypes, ",") != "image/png,.pdf" || up.MaxFileSize != 1000 || up.Width != 100 {
			t.Errorf("upload field: %+v", up)
		}
		de, err := f.svc.FormByCode(ctx, "anfrage", content.FindOptions{})
		if err != nil || de.ID != id || de.ConfirmationMessage != "<p>Danke!</p>" || de.Fields[2].Label != "Nachricht" {
			t.Errorf("German by code: %+v, %v", de, err)
		}
		if _, err := f.svc.Form(ctx, 999, content.FindOptions{}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown form: %v", err)
		}

		with := func(fn func(*content.FormInput)) content.FormInput {
			in := testForm()
			fn(&in)
			return in
		}
		field := func(i int, fn func(*content.FormFieldInput)) content.FormInput {
			return with(func(in *content.FormInput) { fn(&in.Fields[i]) })
		}
		tests := []struct {
			name  string
			in    content.FormInput
			field string
		}{
			{"no code", with(func(in *content.FormInput) { in.Code = "" }), "code"},
			{"no German title", with(func(in *content.FormInput) { in.Title = text("", "Enquiry") }), "title.de"},
			{"no fields", with(func(in *content.FormInput) { in.Fields = nil }), "fields"},
			{"no confirmation", with(func(in *content.FormInput) { in.ConfirmationMessage = nil }), "confirmationMessage.de"},
			{"redirect without url", with(func(in *content.FormInput) { in.ConfirmationType = content.ConfirmRedirect }), "redirect.url"},
			{"redirect to javascript", with(func(in *content.FormInput) {
				in.ConfirmationType, in.RedirectURL = content.ConfirmRedirect, "javascript:alert(1)"
			}), "redirect.url"},
			{"unknown kind", field(1, func(f *content.FormFieldInput) { f.Kind = "date" }), "fields[1].blockType"},
			{"bad name", field(1, func(f *content.FormFieldInput) { f.Name = "na me" }), "fields[1].name"},
			{"same name twice", field(2, func(f *content.FormFieldInput) { f.Name = "name" }), "fields[2].name"},
			{"no label", field(1, func(f *content.FormFieldInput) { f.Label = nil }), "fields[1].label.de"},
			{"odd width", field(1, func(f *content.FormFieldInput) { f.Width = 40 }), "fields[1].width"},
			{"huge maxLength", field(2, func(f *content.FormFieldInput) { f.MaxLength = 100_000 }), "fields[2].maxLength"},
			{"min above max", field(4, func(f *content.FormFieldInput) { f.Min = fp(11) }), "fields[4].max"},
			{"NaN bound", field(4, func(f *content.FormFieldInput) { f.Max = fp(math.NaN()) }), "fields[4].max"},
			{"select without options", field(5, func(f *content.FormFieldInput) { f.Options = nil }), "fields[5].options"},
			{"option twice", field(5, func(f *content.FormFieldInput) { f.Options[1].Value = "a" }), "fields[5].options[1].value"},
			{"upload without types", field(8, func(f *content.FormFieldInput) { f.AllowedFiletypes = nil }), "fields[8].allowedFiletypes"},
			{"SVG uploads", field(8, func(f *content.FormFieldInput) { f.AllowedFiletypes = []string{"image/svg+xml"} }), "fields[8].allowedFiletypes[0]"},
			{"files above 20 MB", field(8, func(f *content.FormFieldInput) { f.MaxFileSize = 21 << 20 }), "fields[8].maxFileSize"},
			{"a message without text", field(0, func(f *content.FormFieldInput) { f.Message = nil }), "fields[0].message.de"},
			{"a default that is no option", field(5, func(f *content.FormFieldInput) { f.DefaultValue = "c" }), "fields[5].defaultValue"},
			{"a checkbox default", field(6, func(f *content.FormFieldInput) { f.DefaultValue = "ja" }), "fields[6].defaultValue"},
			{"a number default out of range", field(4, func(f *content.FormFieldInput) { f.DefaultValue = "12" }), "fields[4].defaultValue"},
		}
		for _, tt := range tests {
			_, err := f.svc.SaveForm(ctx, tt.in)
			if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %q", tt.name, err, e.Field, tt.field)
			}
		}
	})
}

// fieldErrors returns "field:key" of every refused field, sorted.
func fieldErrors(err error) string {
	var fe content.FieldErrors
	if !errors.As(err, &fe) {
		if err == nil {
			return "<nil>"
		}
		e := apperr.As(err)
		return e.Field + ":" + e.Key
	}
	var out []string
	for _, e := range fe {
		out = append(out, e.Field+":"+e.Key)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func TestFormSubmission(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.limiter.Limit = 1000 // this test is about the values, not the rate
		ctx := context.Background()
		form := f.form(t)
		valid := map[string]string{"name": "Eva", "email": "eva@example.com", "datenschutz": "true"}
		submit := func(values map[string]string, extra ...content.SubmissionValue) error {
			in := content.SubmissionInput{FormID: form, Client: "10.0.0.1", Locale: i18n.English}
			for k, v := range values {
				in.Data = append(in.Data, content.SubmissionValue{Field: k, Value: v})
			}
			in.Data = append(in.Data, extra...)
			_, err := f.svc.CreateFormSubmission(ctx, in)
			return err
		}
		plus := func(k, v string) map[string]string {
			out := map[string]string{}
			for a, b := range valid {
				out[a] = b
			}
			if v == "\x00delete" {
				delete(out, k)
			} else {
				out[k] = v
			}
			return out
		}
		tests := []struct {
			name   string
			values map[string]string
			extra  []content.SubmissionValue
			want   string
		}{
			{"nothing given", map[string]string{}, nil, "datenschutz:content.form.required email:content.form.required name:content.form.required"},
			{"blank required text", plus("name", "   "), nil, "name:content.form.required"},
			{"required text of invisible characters only", plus("name", "\u200B\u202E\uFEFF"), nil, "name:content.form.required"},
			{"unknown field", valid, []content.SubmissionValue{{Field: "admin", Value: "1"}}, "admin:content.form.unknownField"},
			{"a message field takes no value", valid, []content.SubmissionValue{{Field: "field-1", Value: "x"}}, "field-1:content.form.unknownField"},
			{"a field twice", valid, []content.SubmissionValue{{Field: "name", Value: "Max"}}, "name:content.form.duplicateField"},
			{"bad email", plus("email", "eva@"), nil, "email:content.form.email"},
			{"email with a name", plus("email", "Eva <eva@example.com>"), nil, "email:content.form.email"},
			{"email without a dot in the domain", plus("email", "eva@localhost"), nil, "email:content.form.email"},
			{"email too long", plus("email", strings.Repeat("a", 250)+"@example.com"), nil, "email:content.form.email"},
			{"not a number", plus("menge", "zwei"), nil, "menge:content.form.number"},
			{"NaN", plus("menge", "NaN"), nil, "menge:content.form.number"},
			{"below min", plus("menge", "0.5"), nil, "menge:content.form.min"},
			{"above max", plus("menge", "11"), nil, "menge:content.form.max"},
			{"not an option", plus("art", "c"), nil, "art:content.form.option"},
			{"an option's label is no value", plus("art", "Erste"), nil, "art:content.form.option"},
			{"checkbox not true or false", plus("newsletter", "yes"), nil, "newsletter:content.form.invalid"},
			{"required checkbox false", plus("datenschutz", "false"), nil, "datenschutz:content.form.required"},
			{"required checkbox missing", plus("datenschutz", "\x00delete"), nil, "datenschutz:content.form.required"},
			{"text over maxLength", plus("nachricht", strings.Repeat("ä", 21)), nil, "nachricht:content.form.tooLong"},
			{"text over the default 200", plus("name", strings.Repeat("a", 201)), nil, "name:content.form.tooLong"},
			{"line break in a one-line text", plus("name", "Eva\nAdmin"), nil, "name:content.form.invalid"},
			{"NUL byte", plus("name", "Eva\x00"), nil, "name:content.form.invalid"},
			{"invalid UTF-8", plus("name", "Eva\xff"), nil, "name:content.form.invalid"},
			{"unknown upload", plus("logo", "0123456789abcdef0123456789abcdef"), nil, "logo:content.form.upload"},
			{"not an upload id", plus("logo", "../etc/passwd"), nil, "logo:content.form.upload"},
			{"two files in a single upload field", plus("logo", "0123456789abcdef0123456789abcdef,0123456789abcdef0123456789abcdee"), nil, "logo:content.form.uploadSingle"},
		}
		for _, tt := range tests {
			if got := fieldErrors(submit(tt.values, tt.extra...)); got != tt.want {
				t.Errorf("%s: %s; want %s", tt.name, got, tt.want)
			}
		}
		if n := len(f.outbox.Messages()); n != 0 {
			t.Errorf("refused submissions sent %d mails", n)
		}

		// Uploads: one for the logo, two for the pictures; a wrong field's
		// upload, an old one and a used one are refused.
		logo := f.upload(t, form, "logo", "logo.png", pngBytes(t, 16, 16))
		pic1 := f.upload(t, form, "bilder", "eins.png", pngBytes(t, 20, 20))
		pic2 := f.upload(t, form, "bilder", "zwei.png", pngBytes(t, 24, 24))
		if got := fieldErrors(submit(plus("logo", pic1))); got != "logo:content.form.upload" {
			t.Errorf("an upload of another field: %s", got)
		}
		// Invisible format characters go: all of them from single lines,
		// the bidirectional controls from longer text.
		values := plus("logo", logo)
		values["name"] = "E\u202Eva\u200B"
		values["email"] = "eva@exam\u200Dple.com"
		values["bilder"] = pic1 + ", " + pic2
		values["nachricht"] = "Zwei\n\u2067Zeilen\u2069"
		values["art"] = "b\uFEFF"
		values["menge"] = "3.50"
		values["newsletter"] = ""
		in := content.SubmissionInput{FormID: form, Client: "10.0.0.1", Locale: i18n.French}
		for k, v := range values {
			in.Data = append(in.Data, content.SubmissionValue{Field: k, Value: v})
		}
		sub, err := f.svc.CreateFormSubmission(ctx, in)
		if err != nil || sub.ID == 0 || sub.FormID != form || !sub.CreatedAt.Equal(fixedNow) {
			t.Fatalf("submission: %+v, %v", sub, err)
		}
		var stored struct {
			Locale string `db:"locale"`
			Data   string `db:"data"`
		}
		if err := d.Read().Get(ctx, &stored, "SELECT locale, data FROM form_submission WHERE id = ?", sub.ID); err != nil {
			t.Fatal(err)
		}
		want := `[{"field":"name","value":"Eva"},{"field":"nachricht","value":"Zwei\nZeilen"},{"field":"email","value":"eva@example.com"},` +
			`{"field":"menge","value":"3.5"},{"field":"art","value":"b"},{"field":"datenschutz","value":"true"},{"field":"newsletter","value":"false"},` +
			`{"field":"logo","value":"` + logo + `"},{"field":"bilder","value":"` + pic1 + "," + pic2 + `"}]`
		if stored.Locale != "fr" || stored.Data != want {
			t.Errorf("stored %s %s;\nwant %s", stored.Locale, stored.Data, want)
		}
		if len(f.outbox.Messages()) != 1 {
			t.Fatalf("%d mails", len(f.outbox.Messages()))
		}
		m := f.outbox.Messages()[0]
		if m.To[0] != "shop@paddock.example" || m.ReplyTo != "eva@example.com" || m.Tag != "form.submission" ||
			m.Subject != "Neue Anfrage über das Formular „Anfrage“" || len(m.Attachments) != 3 ||
			m.Attachments[0].Filename != "logo.png" || m.Attachments[0].ContentType != "image/png" || !strings.HasPrefix(m.Attachments[0].BlobKey, "form-uploads/") {
			t.Errorf("mail %+v", m)
		}
		for _, line := range []string{"Name: Eva", "E-Mail: eva@example.com", "Menge: 3.5", "Art: Zweite", "Datenschutz: Ja",
			"Newsletter: Nein", "Logo: logo.png", "Bilder: eins.png, zwei.png", "Zwei", "Zeilen", "15.06.2026 12:00"} {
			if !strings.Contains(m.Text, line) {
				t.Errorf("mail text lacks %q:\n%s", line, m.Text)
			}
		}
		if !strings.Contains(m.HTML, "Zweite") {
			t.Errorf("mail HTML lacks the values")
		}
		var jobs int
		if err := d.Read().Get(ctx, &jobs, "SELECT COUNT(*) FROM job WHERE kind = 'test.mail'"); err != nil || jobs != 1 {
			t.Errorf("mail not enqueued in the transaction: %d, %v", jobs, err)
		}
		if got := fieldErrors(submit(plus("logo", logo))); got != "logo:content.form.upload" {
			t.Errorf("a used upload: %s", got)
		}
		// An upload nobody submits is gone after an hour, not a day.
		old := f.upload(t, form, "logo", "alt.png", pngBytes(t, 16, 16))
		f.now = fixedNow.Add(59 * time.Minute)
		if n, err := f.svc.PruneUploads(ctx); err != nil || n != 0 {
			t.Errorf("pruned %d after 59 minutes, %v", n, err)
		}
		f.now = fixedNow.Add(61 * time.Minute)
		if got := fieldErrors(submit(plus("logo", old))); got != "logo:content.form.upload" {
			t.Errorf("an upload older than an hour: %s", got)
		}
		if n, err := f.svc.PruneUploads(ctx); err != nil || n != 1 {
			t.Errorf("pruned %d, %v", n, err)
		}
		if ok, _ := f.bucket.Exists(ctx, "form-uploads/"+old); ok {
			t.Error("a pruned upload's file is still there")
		}
		if ok, _ := f.bucket.Exists(ctx, "form-uploads/"+logo); !ok {
			t.Error("a submitted upload's file was pruned")
		}
		f.now = fixedNow

		// A mail that cannot be enqueued rolls the submission back.
		fresh := f.upload(t, form, "logo", "neu.png", pngBytes(t, 16, 16))
		f.outbox.Fail = errors.New("outbox down")
		if err := submit(plus("logo", fresh)); apperr.KindOf(err) != apperr.Internal {
			t.Errorf("failing mail: %v", err)
		}
		f.outbox.Fail = nil
		var n int
		_ = d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM form_submission")
		if n != 1 {
			t.Errorf("%d submissions after a failed mail", n)
		}
		if err := submit(plus("logo", fresh)); err != nil {
			t.Errorf("the upload is free again after the rollback: %v", err)
		}
	})
}

func TestFormSubmissionSpamAndLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		form := f.form(t)
		data := []content.SubmissionValue{{Field: "name", Value: "Eva"}, {Field: "email", Value: "eva@example.com"}, {Field: "datenschutz", Value: "true"}}
		_, err := f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Data: data, Honeypot: "http://spam.example", Client: "10.0.0.2"})
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != "honeypot" || e.Message(i18n.WithLocale(ctx, i18n.English)) != "Invalid input." {
			t.Errorf("honeypot: %v", err)
		}
		_, err = f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: 999, Data: data, Client: "10.0.0.2"})
		if e := apperr.As(err); e.Kind != apperr.NotFound || e.Field != "form" {
			t.Errorf("unknown form: %v", err)
		}
		f.limiter.Limit = 3
		var codes []string
		for range 5 {
			_, err := f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Data: data, Client: "10.0.0.3"})
			codes = append(codes, apperr.KindOf(err).Code())
			if err == nil {
				codes[len(codes)-1] = "ok"
			}
		}
		if got := strings.Join(codes, " "); got != "ok ok ok TOO_MANY_REQUESTS TOO_MANY_REQUESTS" {
			t.Errorf("rate limit: %s", got)
		}
		if _, err := f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Data: data, Client: "10.0.0.4"}); err != nil {
			t.Errorf("another client: %v", err)
		}
		bare := content.NewService(d, content.Options{})
		if _, err := bare.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Data: data}); apperr.KindOf(err) != apperr.Unavailable {
			t.Errorf("without mail: %v", err)
		}
	})
}
