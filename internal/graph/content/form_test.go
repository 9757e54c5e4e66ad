package content_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	cms "paddock/internal/content"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const createFormSubmission = `mutation CreateFormSubmission($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id createdAt } }`

func submission(form int64, honeypot any, values ...string) map[string]any {
	var data []any
	for i := 0; i+1 < len(values); i += 2 {
		data = append(data, map[string]any{"field": values[i], "value": values[i+1]})
	}
	in := map[string]any{"form": form, "submissionData": data}
	if honeypot != nil {
		in["honeypot"] = honeypot
	}
	return map[string]any{"data": in}
}

func TestCreateFormSubmission(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		logo := w.upload("logo")
		ok := w.do(t, "shop_fr", createFormSubmission, submission(w.form, "", "name", "Eva", "email", "eva@example.com", "ok", "true", "logo", logo, "menge", "2"))
		if len(ok.Errors) > 0 || get(ok.Data, "createFormSubmission", "id") != 1.0 || get(ok.Data, "createFormSubmission", "createdAt") != "2026-06-15T10:00:00Z" {
			t.Fatalf("submission: %+v", ok)
		}
		if len(w.outbox.Messages()) != 1 || len(w.outbox.Messages()[0].Attachments) != 1 || w.outbox.Messages()[0].To[0] != "shop@paddock.example" {
			t.Errorf("mail: %+v", w.outbox.Messages())
		}
		type fieldError struct{ field, message string }
		tests := []struct {
			name   string
			store  string
			vars   map[string]any
			errors []fieldError
		}{
			{"required", "shop_de", submission(w.form, nil, "email", "eva@example.com", "ok", "true"),
				[]fieldError{{"name", "Dies ist ein Pflichtfeld."}}},
			{"email", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva(at)example.com", "ok", "true"),
				[]fieldError{{"email", "Please enter a valid email format."}}},
			{"number", "shop_fr", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "menge", "beaucoup"),
				[]fieldError{{"menge", "Veuillez saisir un nombre."}}},
			{"number above max", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "menge", "11"),
				[]fieldError{{"menge", "Please enter a number of at most 10."}}},
			{"select", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "art", "z"),
				[]fieldError{{"art", "Please choose one of the values offered."}}},
			{"checkbox", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "false"),
				[]fieldError{{"ok", "This is a required field."}}},
			{"textarea too long", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "text", strings.Repeat("x", 2001)),
				[]fieldError{{"text", "Please use at most 2000 characters."}}},
			{"a used upload", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "logo", logo),
				[]fieldError{{"logo", "The uploaded file is no longer available. Please upload it again."}}},
			{"unknown field", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "admin", "1"),
				[]fieldError{{"admin", `The field "admin" does not belong to this form.`}}},
			{"several at once", "shop_de", submission(w.form, nil, "email", "x"),
				[]fieldError{{"name", "Dies ist ein Pflichtfeld."}, {"email", "Bitte geben Sie eine gültige E-Mail-Adresse ein."}, {"ok", "Dies ist ein Pflichtfeld."}}},
			{"honeypot", "shop_en", submission(w.form, "I am a bot", "name", "Eva", "email", "eva@example.com", "ok", "true"),
				[]fieldError{{"honeypot", "Invalid input."}}},
			{"unknown form", "shop_en", submission(999, nil, "name", "Eva"), []fieldError{{"form", "This form does not exist."}}},
		}
		for _, tt := range tests {
			res := w.do(t, tt.store, createFormSubmission, tt.vars)
			var got []fieldError
			for _, e := range res.Errors {
				f, _ := e.Extensions["field"].(string)
				got = append(got, fieldError{f, e.Message})
			}
			if fmt.Sprint(sortErrors(got)) != fmt.Sprint(sortErrors(tt.errors)) || res.Data["createFormSubmission"] != nil {
				t.Errorf("%s: %v; want %v", tt.name, got, tt.errors)
			}
		}
		if len(w.outbox.Messages()) != 1 {
			t.Errorf("refused submissions sent mail: %d", len(w.outbox.Messages()))
		}
		w.limiter.Refuse = true
		limited := w.do(t, "shop_en", createFormSubmission, submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true"))
		if limited.Code() != "TOO_MANY_REQUESTS" || limited.Message() != "You have sent a lot of requests in a short time. Please wait a few minutes and try again." ||
			limited.Errors[0].Extensions["retryAfter"] != float64(cms.SubmitRule.Window/time.Second) {
			t.Errorf("rate limit: %+v", limited)
		}
		if res := gqltest.Do(t, w.h, path, gqltest.Request{Query: createFormSubmission, Variables: submission(w.form, nil), GET: true}); len(res.Errors) == 0 {
			t.Errorf("a mutation over GET: %+v", res)
		}

		form := w.do(t, "shop_fr", `query($id: Int!) { Form(id: $id) { id title submitButtonLabel confirmationType confirmationMessage redirect { url } fields { id name blockType label width required } } none: Form(id: 999) { id } }`,
			map[string]any{"id": w.form})
		if get(form.Data, "Form", "title") != "Demande" || get(form.Data, "Form", "submitButtonLabel") != "Senden" || get(form.Data, "Form", "fields", 0, "width") != 100.0 ||
			get(form.Data, "Form", "redirect") != nil || form.Data["none"] != nil {
			t.Errorf("Form: %+v", form)
		}
	})
}
