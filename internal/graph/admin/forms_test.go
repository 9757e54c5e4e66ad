package admin_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
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
		s := desktest.Open(t, d)
		staffRows(t, s, "owner", "support", "content")
		forms := content.NewFormStaff(content.FormStaffOptions{DB: d, Audit: s.Audit, Clock: s.Clock.Now})
		api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Forms: forms}, gqlserver.Options{})
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
				ctx = access.With(ctx, p)
			}
			api.ServeHTTP(w, r.WithContext(ctx))
		})
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

func formsParseID(s string) (int64, error) {
	var n int64
	err := json.Unmarshal([]byte(s), &n)
	return n, err
}
