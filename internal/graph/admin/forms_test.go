package admin_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
	graphcontent "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail/mailtest"
	"paddock/internal/platform/ratelimit/ratelimittest"
)

// TestForms: the owner builds a form (a content editor may too, support
// may not, a club manager may not); support reads its submissions and
// deletes one; a content editor may not read them.
func TestForms(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := formsHandler(t, d, "owner", "support", "content")
		def, _ := json.Marshal(map[string]any{"title": map[string]string{"de": "Rückruf"}, "submitButtonLabel": map[string]string{"de": "Senden"},
			"confirmationType": "message", "confirmationMessage": map[string]string{"de": "<p>Danke</p>"},
			"fields": []map[string]any{{"blockType": "text", "name": "telefon", "label": map[string]string{"de": "Telefon"}, "required": true}}})
		const save = `mutation($id: ID, $input: StaffFormInput!) { saveStaffForm(id: $id, input: $input) { id code title retentionDays recipients public } }`
		input := map[string]any{"code": "rueckruf", "public": true, "definition": string(def), "recipients": []string{}, "retentionDays": 0}
		var id string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not build", Query: save, Variables: map[string]any{"input": input}, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a club manager may not build", Query: save, Variables: map[string]any{"input": input}, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "unreadable definition", Query: save, Variables: map[string]any{"input": map[string]any{"code": "x", "public": false,
				"definition": "{", "recipients": []string{}, "retentionDays": 0}}, Header: as("content"), Code: "BAD_USER_INPUT", Field: "definition"},
			{Name: "a retention too long", Query: save, Variables: map[string]any{"input": map[string]any{"code": "rueckruf", "public": true,
				"definition": string(def), "recipients": []string{}, "retentionDays": 4000}}, Header: as("content"), Code: "BAD_USER_INPUT",
				Field: "retentionDays"},
			{Name: "a content editor builds it", Query: save, Variables: map[string]any{"input": input}, Header: as("content"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "saveStaffForm.title") != "Rückruf" || gqltest.At(res.Data, "saveStaffForm.retentionDays") != 180.0 {
						t.Fatalf("saved %v %v", res.Data, res.Errors)
					}
					id, _ = gqltest.At(res.Data, "saveStaffForm.id").(string)
				}},
		})
		n, err := formsParseID(id)
		if err != nil {
			t.Fatal(err)
		}
		svc := content.NewService(d, content.Options{Mail: &mailtest.Outbox{}, Limiter: &ratelimittest.Limiter{}})
		if _, err := svc.CreateFormSubmission(context.Background(), content.SubmissionInput{FormID: n, Client: "10.1.1.1", Locale: i18n.German,
			Data: []content.SubmissionValue{{Field: "telefon", Value: "030 1234"}}}); err != nil {
			t.Fatal(err)
		}
		const subs = `query($id: ID!) { formSubmissions(formId: $id) { totalCount items { id values { label value } files { id } } } }`
		var subID string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a content editor may not read submissions", Query: subs, Variables: map[string]any{"id": id}, Header: as("content"),
				Code: "FORBIDDEN"},
			{Name: "support reads them", Query: subs, Variables: map[string]any{"id": id}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "formSubmissions.totalCount") != 1.0 ||
						gqltest.At(res.Data, "formSubmissions.items.0.values.0.label") != "Telefon" ||
						gqltest.At(res.Data, "formSubmissions.items.0.values.0.value") != "030 1234" {
						t.Fatalf("submissions %v %v", res.Data, res.Errors)
					}
					subID, _ = gqltest.At(res.Data, "formSubmissions.items.0.id").(string)
				}},
			{Name: "support sees the forms", Query: `{ staffForms { code submissionCount } }`, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if len(res.Errors) > 0 {
						t.Fatalf("%v", res.Errors)
					}
				}},
		})
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support deletes it", Query: `mutation($id: ID!) { deleteFormSubmission(id: $id) }`, Variables: map[string]any{"id": subID},
				Header: as("support"), Data: map[string]any{"deleteFormSubmission": true}},
			{Name: "gone", Query: `query($id: ID!) { formSubmission(id: $id) { id } }`, Variables: map[string]any{"id": subID},
				Header: as("support"), Code: "NOT_FOUND"},
		})
	})
}

// TestFormWidthsDefaultsAndRefusalsAPI: the builder's widths and default
// values are saved through the admin API and answered by the content API;
// a refused form answers one error per refused input, each keyed by its
// path and naming the input the way the builder shows it, in the
// editor's language.
func TestFormWidthsDefaultsAndRefusalsAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := formsHandler(t, d, "owner", "content")
		public := graphcontent.NewHandler(&graphcontent.Resolver{Content: content.NewService(d, content.Options{})}, gqlserver.Options{})
		definition := func(fields ...map[string]any) string {
			b, _ := json.Marshal(map[string]any{"title": map[string]string{"de": "Sammelbestellung"}, "submitButtonLabel": map[string]string{"de": "Senden"},
				"confirmationType": "message", "confirmationMessage": map[string]string{"de": "<p>Danke</p>"}, "fields": fields})
			return string(b)
		}
		label := func(de string) map[string]string { return map[string]string{"de": de} }
		good := definition(
			map[string]any{"blockType": "text", "name": "verein", "label": label("Verein"), "width": 50, "defaultValue": "RFV Hufschlag"},
			map[string]any{"blockType": "email", "name": "mail", "label": label("E-Mail"), "width": 50, "required": true},
			map[string]any{"blockType": "select", "name": "farbe", "label": label("Farbe"), "defaultValue": "blau",
				"options": []map[string]any{{"value": "rot", "label": label("Rot")}, {"value": "blau", "label": label("Blau")}}},
			map[string]any{"blockType": "checkbox", "name": "news", "label": label("Newsletter"), "defaultValue": "true"},
		)
		const save = `mutation($id: ID, $input: StaffFormInput!) { saveStaffForm(id: $id, input: $input) { id definition } }`
		var id string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "widths and defaults saved", Query: save, Header: as("content"),
				Variables: map[string]any{"input": map[string]any{"code": "sammel", "public": true, "definition": good, "recipients": []string{}, "retentionDays": 0}},
				Check: func(t *testing.T, res gqltest.Response) {
					def, _ := gqltest.At(res.Data, "saveStaffForm.definition").(string)
					if !strings.Contains(def, `"width":50,"defaultValue":"RFV Hufschlag"`) || !strings.Contains(def, `"defaultValue":"blau"`) {
						t.Fatalf("saved %v %v", res.Data, res.Errors)
					}
					id, _ = gqltest.At(res.Data, "saveStaffForm.id").(string)
				}},
		})
		n, err := formsParseID(id)
		if err != nil {
			t.Fatal(err)
		}
		gqltest.Run(t, public, "/graphql", []gqltest.Scenario{
			{Name: "the content API answers them", Query: `query($id: Int!) { Form(id: $id) { fields { name width defaultValue } } }`,
				Variables: map[string]any{"id": n}, Data: map[string]any{
					"Form.fields.0.width": 50.0, "Form.fields.0.defaultValue": "RFV Hufschlag",
					"Form.fields.1.width": 50.0, "Form.fields.1.defaultValue": nil,
					"Form.fields.2.width": 100.0, "Form.fields.2.defaultValue": "blau",
					"Form.fields.3.defaultValue": "true",
				}},
		})
		bad := definition(
			map[string]any{"blockType": "text", "label": label("Ihr Name"), "width": 40},
			map[string]any{"blockType": "select", "name": "farbe", "label": label("Farbe"), "defaultValue": "gelb",
				"options": []map[string]any{{"value": "rot", "label": label("Rot")}}},
		)
		refused := func(lang string, want map[string]string) gqltest.Scenario {
			header := as("content")
			header["Accept-Language"] = lang
			return gqltest.Scenario{Name: "every refusal named in " + lang, Query: save, Header: header, Code: "BAD_USER_INPUT", Field: "fields[0].name",
				Variables: map[string]any{"id": id, "input": map[string]any{"code": "sammel", "public": true, "definition": bad, "recipients": []string{},
					"retentionDays": 0}},
				Check: func(t *testing.T, res gqltest.Response) {
					got := map[string]string{}
					for _, e := range res.Errors {
						field, _ := e.Extensions["field"].(string)
						got[field] = e.Message
						if e.Extensions["code"] != "BAD_USER_INPUT" {
							t.Errorf("%s: code %v", field, e.Extensions["code"])
						}
					}
					if len(got) != len(want) {
						t.Errorf("errors %v; want %v", got, want)
					}
					for field, msg := range want {
						if got[field] != msg {
							t.Errorf("%s: %q; want %q", field, got[field], msg)
						}
					}
				}}
		}
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			refused("de", map[string]string{
				"fields[0].name":         "„Feld 1 (Ihr Name): Name“ muss ausgefüllt sein.",
				"fields[0].width":        "„Feld 1 (Ihr Name): Breite“ muss einer dieser Werte sein: 25, 33, 50, 66, 75, 100.",
				"fields[1].defaultValue": "Feld 2 (Farbe): Vorgabewert: Der Vorgabewert passt nicht zu diesem Feld.",
			}),
			refused("en", map[string]string{
				"fields[0].name":         `"Field 1 (Ihr Name): Name" is required.`,
				"fields[0].width":        `"Field 1 (Ihr Name): Width" must be one of these values: 25, 33, 50, 66, 75, 100.`,
				"fields[1].defaultValue": "Field 2 (Farbe): Default value: The default value does not suit this field.",
			}),
		})
	})
}

// formsHandler is the admin API with the forms' staff side, the staff
// named by X-Test-Staff.
func formsHandler(t *testing.T, d *db.DB, staff ...string) http.Handler {
	t.Helper()
	s := desktest.Open(t, d)
	staffRows(t, s, staff...)
	forms := content.NewFormStaff(content.FormStaffOptions{DB: d, Audit: s.Audit, Clock: s.Clock.Now})
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Forms: forms}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	})
}

func formsParseID(s string) (int64, error) {
	var n int64
	err := json.Unmarshal([]byte(s), &n)
	return n, err
}
