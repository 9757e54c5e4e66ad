package apperr_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

func TestFieldsCollectEveryFieldOnceInOrder(t *testing.T) {
	var f apperr.Fields
	if f.Err() != nil || f.Has("email") {
		t.Fatal("an empty collection has errors")
	}
	f.Add("email", "mail.address.invalid")
	f.Add("password", "input.tooLong", "max", 256)
	f.Add("email", "input.required") // the first error of a field stays
	if !f.Has("email") || !f.Has("password") || f.Has("firstname") {
		t.Errorf("Has: %v %v %v", f.Has("email"), f.Has("password"), f.Has("firstname"))
	}
	err := f.Err()
	joined, ok := err.(interface{ Unwrap() []error })
	if !ok {
		t.Fatalf("not a joined error: %T", err)
	}
	all := joined.Unwrap()
	if len(all) != 2 {
		t.Fatalf("%d errors", len(all))
	}
	for i, want := range []struct{ field, key string }{{"email", "mail.address.invalid"}, {"password", "input.tooLong"}} {
		e := apperr.As(all[i])
		if e.Kind != apperr.Invalid || e.Field != want.field || e.Key != want.key {
			t.Errorf("error %d: %+v", i, e)
		}
	}
	// The first is what a single-error reader (REST) sees.
	if e := apperr.As(err); e.Field != "email" || apperr.KindOf(err) != apperr.Invalid {
		t.Errorf("As: %+v", e)
	}
	ctx := i18n.WithLocale(context.Background(), i18n.English)
	if msg := apperr.As(all[1]).Message(ctx); msg != "Please use at most 256 characters." {
		t.Errorf("message %q", msg)
	}
}

func TestLineCleansAndChecksOneLineOfText(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		max      int
		required bool
		want     string
		key      string
	}{
		{"trimmed", "  Anna \t", 10, true, "Anna", ""},
		{"format characters dropped", "An\u200bna\u202e", 10, true, "Anna", ""},
		{"required and empty", " \u200b ", 10, true, "", "input.required"},
		{"optional and empty", "", 10, false, "", ""},
		{"a line break", "Anna\nBerg", 20, true, "Anna\nBerg", "input.characters"},
		{"a control character", "Anna\x07", 20, true, "Anna\x07", "input.characters"},
		{"a line separator", "Anna\u2028Berg", 20, true, "Anna\u2028Berg", "input.characters"},
		{"invalid UTF-8", "Anna\xff", 20, true, "Anna\xff", "input.characters"},
		{"max counted in characters", strings.Repeat("ü", 10), 10, true, strings.Repeat("ü", 10), ""},
		{"one over max", strings.Repeat("ü", 11), 10, true, strings.Repeat("ü", 11), "input.tooLong"},
	} {
		var f apperr.Fields
		got := f.Line("name", tc.in, tc.max, tc.required)
		if got != tc.want {
			t.Errorf("%s: %q; want %q", tc.name, got, tc.want)
		}
		err := f.Err()
		switch {
		case tc.key == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.key != "" && (apperr.As(err).Key != tc.key || apperr.As(err).Field != "name"):
			t.Errorf("%s: %v; want %s", tc.name, err, tc.key)
		}
	}
}

func TestTelephone(t *testing.T) {
	for in, key := range map[string]string{
		"+49 (0)89 123-456/7": "",
		"089.1234":            "",
		"":                    "",
		"123":                 "input.telephone",
		"0800 CALL-ME":        "input.telephone",
		"+49 89 1234 ext 5":   "input.telephone",
		"\x00 1234":           "input.characters",
	} {
		var f apperr.Fields
		f.Telephone("telephone", in, 30, false)
		if got := apperr.As(f.Err()); key == "" && f.Err() != nil || key != "" && got.Key != key {
			t.Errorf("%q: %v; want %q", in, f.Err(), key)
		}
	}
	var f apperr.Fields
	f.Telephone("telephone", "", 30, true)
	if apperr.As(f.Err()).Key != "input.required" {
		t.Errorf("required: %v", f.Err())
	}
}

func TestPrintable(t *testing.T) {
	if !apperr.Printable("Zeile 1\nZeile 2\tx", true) || apperr.Printable("Zeile 1\nZeile 2", false) ||
		apperr.Printable("a\rb", true) || apperr.Printable("a\u2029b", true) || !apperr.Printable("Grüße, 日本", false) {
		t.Error("Printable")
	}
}

func TestKindsMapToCodesCategoriesAndStatuses(t *testing.T) {
	for _, tc := range []struct {
		kind           apperr.Kind
		code, category string
		status         int
	}{
		{apperr.Internal, "INTERNAL_SERVER_ERROR", "graphql", 500},
		{apperr.Invalid, "BAD_USER_INPUT", "graphql-input", 400},
		{apperr.NotFound, "NOT_FOUND", "graphql-no-such-entity", 404},
		{apperr.Unauthenticated, "UNAUTHENTICATED", "graphql-authorization", 401},
		{apperr.Forbidden, "FORBIDDEN", "graphql", 403},
		{apperr.Conflict, "CONFLICT", "graphql-already-exists", 409},
		{apperr.RateLimited, "TOO_MANY_REQUESTS", "graphql", 429},
		{apperr.Unavailable, "SERVICE_UNAVAILABLE", "graphql", 503},
		{apperr.AuthenticationFailed, "AUTHENTICATION_FAILED", "graphql-authentication", 401},
	} {
		if tc.kind.Code() != tc.code || tc.kind.Category() != tc.category || tc.kind.HTTPStatus() != tc.status {
			t.Errorf("%d: %s %s %d", tc.kind, tc.kind.Code(), tc.kind.Category(), tc.kind.HTTPStatus())
		}
	}
}

func TestWrapKeepsTheCauseForTheLogOnly(t *testing.T) {
	cause := errors.New("pq: password authentication failed for user shop")
	err := fmt.Errorf("outer: %w", apperr.Wrap(cause, "customer: sign in"))
	e := apperr.As(err)
	if e.Kind != apperr.Internal || !errors.Is(err, cause) || !strings.Contains(err.Error(), "customer: sign in") {
		t.Errorf("wrapped %+v", e)
	}
	if msg := e.Message(i18n.WithLocale(context.Background(), i18n.English)); strings.Contains(msg, "pq") || msg != "An error occurred. Please try again." {
		t.Errorf("message %q", msg)
	}
	if plain := apperr.As(cause); plain.Kind != apperr.Internal || plain.Key != "errors.internal" {
		t.Errorf("a plain error: %+v", plain)
	}
	for d, want := range map[time.Duration]int{0: 0, -time.Second: 0, time.Millisecond: 1, time.Second: 1, 1500 * time.Millisecond: 2, time.Minute: 60} {
		if got := apperr.New(apperr.RateLimited, "x").After(d).RetryAfterSeconds(); got != want {
			t.Errorf("RetryAfterSeconds(%v) = %d; want %d", d, got, want)
		}
	}
}
