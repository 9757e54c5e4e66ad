package commerce

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// eachError reports every error joined in err as its own GraphQL error
// (one per form field), so a form can show them all at once.
func eachError(ctx context.Context, err error) error {
	joined, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return err
	}
	errs := joined.Unwrap()
	if len(errs) == 0 {
		return err
	}
	for _, e := range errs[1:] {
		graphql.AddError(ctx, e)
	}
	return errs[0]
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
