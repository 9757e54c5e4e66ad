package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// splitJoined is the field middleware of every API: an error that joins
// several (errors.Join, apperr.Fields' field errors, a form's refused
// fields) is answered as one GraphQL error each, in their order, every one
// with its own extensions.field, so that a form shows all of them at once
// and a client showing only the first shows the first field's. Resolvers
// return what their service answered; none has to remember to split.
func splitJoined(ctx context.Context, next graphql.Resolver) (any, error) {
	res, err := next(ctx)
	if err == nil {
		return res, nil
	}
	return res, splitErrors(err)
}

// splitErrors is err as a gqlerror.List of the errors it joins, nested
// joins flattened; an error that joins nothing is returned as it is.
func splitErrors(err error) error {
	if _, ok := err.(interface{ Unwrap() []error }); !ok {
		return err
	}
	parts := joined(err, nil)
	if len(parts) == 1 {
		return parts[0]
	}
	list := make(gqlerror.List, len(parts))
	for i, e := range parts {
		if g, ok := e.(*gqlerror.Error); ok {
			list[i] = g
			continue
		}
		list[i] = &gqlerror.Error{Message: e.Error(), Err: e}
	}
	return list
}

// joined appends to out the errors err joins, depth first.
func joined(err error, out []error) []error {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return append(out, err)
	}
	for _, e := range j.Unwrap() {
		if e != nil {
			out = joined(e, out)
		}
	}
	return out
}
