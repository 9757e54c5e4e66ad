package gqlserver

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"paddock/internal/platform/apperr"
)

// Every error a resolver's error joins, nested joins too, is answered as
// an error of its own with its field; one that joins nothing stays one.
func TestJoinedErrorsAreSplitForEveryResolver(t *testing.T) {
	first := apperr.New(apperr.Invalid, "input.required").OnField("firstname")
	second := apperr.New(apperr.Invalid, "input.required").OnField("lastname")
	third := apperr.New(apperr.Invalid, "input.required").OnField("email")
	present := presenter(slog.New(slog.DiscardHandler), false)
	for _, c := range []struct {
		name   string
		err    error
		fields []string
	}{
		{"one error", first, []string{"firstname"}},
		{"joined", errors.Join(first, second), []string{"firstname", "lastname"}},
		{"nested joins", errors.Join(first, errors.Join(second, third)), []string{"firstname", "lastname", "email"}},
		{"a join of one", errors.Join(first), []string{"firstname"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := splitJoined(context.Background(), func(context.Context) (any, error) { return nil, c.err })
			var got []string
			list, ok := err.(gqlerror.List)
			if !ok {
				list = gqlerror.List{present(context.Background(), err)}
			}
			for _, e := range list {
				f, _ := present(context.Background(), e).Extensions["field"].(string)
				got = append(got, f)
			}
			if len(got) != len(c.fields) {
				t.Fatalf("fields %q; want %q", got, c.fields)
			}
			for i := range got {
				if got[i] != c.fields[i] {
					t.Errorf("fields %q; want %q", got, c.fields)
				}
			}
		})
	}
	if res, err := splitJoined(context.Background(), func(context.Context) (any, error) { return 42, nil }); res != 42 || err != nil {
		t.Errorf("an answer without error: %v %v", res, err)
	}
}
