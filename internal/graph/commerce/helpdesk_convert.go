package commerce

import "github.com/vektah/gqlparser/v2/gqlerror"

// eachError reports every error joined in err as its own GraphQL error
// (one per form field), in their order, so a form can show them all at
// once and a client showing only the first shows the first field's.
func eachError(err error) error {
	joined, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return err
	}
	errs := joined.Unwrap()
	if len(errs) == 0 {
		return err
	}
	list := make(gqlerror.List, len(errs))
	for i, e := range errs {
		list[i] = &gqlerror.Error{Message: e.Error(), Err: e}
	}
	return list
}

// deref is what p points at, or the zero value for nil.
func deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}
