package gqlserver

import (
	"context"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"paddock/internal/platform/apperr"
)

// exchange is what the handler knows of a request's HTTP side beyond
// gqlgen's transports: its method, and the answer's headers and status,
// which checks of the operation may set before the answer is written.
type exchange struct {
	get    bool
	header http.Header
	// status, when set, replaces the status the transport answers with.
	status int
}

type exchangeKey struct{}

func exchangeFrom(ctx context.Context) *exchange {
	ex, _ := ctx.Value(exchangeKey{}).(*exchange)
	return ex
}

// postOnly keeps operations that select credential-carrying fields (a
// cart id in an argument) out of URLs and shared caches: sent as GET they
// are refused with 405 before any resolver runs, since a query string
// ends up in browser histories, proxy logs and caches; every answer to
// them is marked Cache-Control: no-store.
type postOnly struct {
	fields map[string]bool
}

func newPostOnly(fields []string) *postOnly {
	p := &postOnly{fields: map[string]bool{}}
	for _, f := range fields {
		p.fields[f] = true
	}
	return p
}

// check looks at a validated operation's top-level fields.
func (p *postOnly) check(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if p == nil || len(p.fields) == 0 || !p.selects(oc.Doc.Fragments, oc.Operation.SelectionSet, map[string]bool{}) {
		return nil
	}
	ex := exchangeFrom(ctx)
	if ex == nil {
		return nil
	}
	ex.header.Set("Cache-Control", "no-store")
	if !ex.get {
		return nil
	}
	ex.status = http.StatusMethodNotAllowed
	ex.header.Set("Allow", http.MethodPost)
	e := apperr.New(apperr.Invalid, "errors.query.postOnly")
	return &gqlerror.Error{Message: e.Message(ctx), Extensions: map[string]any{"code": "METHOD_NOT_ALLOWED", "category": e.Kind.Category()}}
}

// selects reports whether a selection set names one of the fields at its
// top, through fragments.
func (p *postOnly) selects(fragments ast.FragmentDefinitionList, set ast.SelectionSet, seen map[string]bool) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if p.fields[s.Name] {
				return true
			}
		case *ast.InlineFragment:
			if p.selects(fragments, s.SelectionSet, seen) {
				return true
			}
		case *ast.FragmentSpread:
			if seen[s.Name] {
				continue
			}
			seen[s.Name] = true
			if f := fragments.ForName(s.Name); f != nil && p.selects(fragments, f.SelectionSet, seen) {
				return true
			}
		}
	}
	return false
}
