package content_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The fuzz targets run on SQLite: each fuzz worker is its own process and
// would otherwise start its own PostgreSQL cluster. TestStrangeFilters
// feeds PostgreSQL the same kinds of input (invalid UTF-8, NUL).

// FuzzFormSubmission sends arbitrary values for the test form's fields
// (and made-up ones): every answer is a stored submission or a refusal
// naming a field, never an internal error.
func FuzzFormSubmission(f *testing.F) {
	fx := newFixture(f, dbtest.New(f, db.SQLite))
	fx.limiter.Limit = 1 << 30
	form := fx.form(f)
	for _, seed := range []struct{ field, value, field2, value2, honeypot string }{
		{"name", "Eva", "email", "eva@example.com", ""},
		{"menge", "1e309", "art", "a", ""},
		{"menge", "-0", "datenschutz", "true", ""},
		{"email", "\"a b\"@example.com", "nachricht", "\r\n", ""},
		{"logo", "0123456789abcdef0123456789abcdef", "bilder", ",,,", ""},
		{"bilder", strings.Repeat("0123456789abcdef0123456789abcdef,", 20), "name", "\xff\xfe", ""},
		{"", "", "field-1", "x", "spam"},
		{"name", strings.Repeat("ü", 5000), "email", "@", ""},
	} {
		f.Add(seed.field, seed.value, seed.field2, seed.value2, seed.honeypot)
	}
	f.Fuzz(func(t *testing.T, field, value, field2, value2, honeypot string) {
		in := content.SubmissionInput{FormID: form, Honeypot: honeypot, Client: "fuzz", Locale: i18n.German, Data: []content.SubmissionValue{
			{Field: field, Value: value}, {Field: field2, Value: value2},
			{Field: "name", Value: "Eva"}, {Field: "email", Value: "eva@example.com"}, {Field: "datenschutz", Value: "true"},
		}}
		sub, err := fx.svc.CreateFormSubmission(context.Background(), in)
		if err == nil {
			if sub.ID == 0 || honeypot != "" {
				t.Fatalf("accepted %+v as %+v", in, sub)
			}
			return
		}
		e := apperr.As(err)
		if e.Kind != apperr.Invalid || e.Field == "" {
			t.Fatalf("%+v: %v", in, err)
		}
	})
}

// FuzzCollectionFilters sends arbitrary where filters and sorts to the
// pages, clubs and sales events: an answer or an Invalid error, never an
// internal one, and never a private club or sale without its pin.
func FuzzCollectionFilters(f *testing.F) {
	fx := newFixture(f, dbtest.New(f, db.SQLite))
	pageTree(f, fx)
	clubSet(f, fx)
	saleSet(f, fx)
	for _, seed := range []struct {
		field, op, value, sort, locale string
		nested                         uint8
	}{
		{"url", "equals", "service/impressum", "", "de", 0},
		{"slug", "like", "%_\\", "-title", "en", 1},
		{"title", "contains", "\x00", "title", "fr", 2},
		{"accessKey", "equals", secretKey, "from", "de", 3},
		{"accessKey", "like", "s3", "accessKey", "de", 0},
		{"visibility", "in", "private", "-slug", "xx", 7},
		{"status", "not_in", "", "name", "de", 0},
		{"password", "equals", "x", "password", "de", 0},
		{"id", "exists", "", "-id", "de", 5},
		{"siteCode", "not_equals", strings.Repeat("x", 600), "", "de", 0},
	} {
		f.Add(seed.field, seed.op, seed.value, seed.sort, seed.locale, seed.nested)
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, field, op, value, sort, locale string, nested uint8) {
		var c content.Condition
		switch op {
		case "equals":
			c.Equals = value
		case "not_equals":
			c.NotEquals = value
		case "in":
			c.In = []any{value, value + "x"}
		case "not_in":
			c.NotIn = []any{value}
		case "like":
			c.Like = &value
		case "contains":
			c.Contains = &value
		case "exists":
			b := value == ""
			c.Exists = &b
		}
		w := &content.Where{Fields: map[string]content.Condition{field: c}}
		for i := 0; i < int(nested%8); i++ {
			if i%2 == 0 {
				w = &content.Where{And: []content.Where{*w}}
			} else {
				w = &content.Where{Or: []content.Where{*w, {Fields: map[string]content.Condition{"id": {Equals: 1}}}}}
			}
		}
		opts := content.FindOptions{Where: w, Sort: sort, Locale: i18n.Locale(locale)}
		check := func(name string, err error) {
			if err != nil && apperr.KindOf(err) != apperr.Invalid {
				t.Fatalf("%s %s %s %q sort %q: %v", name, field, op, value, sort, err)
			}
		}
		_, err := fx.svc.Pages(ctx, opts)
		check("pages", err)
		clubs, err := fx.svc.Clubs(ctx, opts)
		check("clubs", err)
		for _, c := range clubs.Docs {
			if c.Status != content.ClubEnabled || c.Visibility != content.ClubPublic && !(field == "slug" && op == "equals" && value == c.Slug) {
				t.Fatalf("club %s answered for %s %s %q", c.Slug, field, op, value)
			}
		}
		sales, err := fx.svc.SalesEvents(ctx, opts)
		check("sales events", err)
		for _, s := range sales.Docs {
			if s.Settings.IsPrivateSale && !(field == "accessKey" && value == secretKey) || s.AccessKey != "" {
				t.Fatalf("private sale %s answered for %s %s %q", s.Slug, field, op, value)
			}
		}
	})
}

// TestStrangeFilters sends filters PostgreSQL would refuse as SQL
// parameters: they are bad input, never an internal error.
func TestStrangeFilters(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		for _, v := range []string{"a\x00b", "\xff\xfe", "ok"} {
			for _, opts := range []content.FindOptions{
				{Where: where("url", v)},
				{Where: &content.Where{Fields: map[string]content.Condition{"title": {Like: &v}}}},
				{Where: &content.Where{Fields: map[string]content.Condition{"slug": {In: []any{v}}}}},
				{Where: &content.Where{Fields: map[string]content.Condition{"slug": {Equals: "x"}, "accessKey": {Equals: v}}}},
			} {
				_, err := f.svc.Pages(ctx, content.FindOptions{Where: withoutAccessKey(opts.Where)})
				if err != nil && (v == "ok" || apperr.KindOf(err) != apperr.Invalid) {
					t.Errorf("pages %q: %v", v, err)
				}
				_, err = f.svc.SalesEvents(ctx, content.FindOptions{Where: salesWhere(opts.Where)})
				if err != nil && (v == "ok" || apperr.KindOf(err) != apperr.Invalid) {
					t.Errorf("sales events %q: %v", v, err)
				}
			}
		}
	})
}

// withoutAccessKey and salesWhere map a filter to fields each collection
// knows.
func withoutAccessKey(w *content.Where) *content.Where {
	out := &content.Where{Fields: map[string]content.Condition{}}
	for k, c := range w.Fields {
		if k != "accessKey" {
			out.Fields[k] = c
		}
	}
	return out
}

func salesWhere(w *content.Where) *content.Where {
	out := &content.Where{Fields: map[string]content.Condition{}}
	for k, c := range w.Fields {
		if k == "url" {
			k = "slug"
		}
		out.Fields[k] = c
	}
	return out
}
