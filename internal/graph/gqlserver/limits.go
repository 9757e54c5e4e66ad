package gqlserver

import (
	"context"
	"strings"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"paddock/internal/platform/apperr"
)

// limits refuses operations that are nested too deeply, cost too much or
// use too many aliases, and introspection unless it is allowed, before any
// resolver runs.
type limits struct {
	schema                              graphql.ExecutableSchema
	maxDepth, maxComplexity, maxAliases int
	// introspection allows __schema and __type (developer mode).
	introspection bool
}

func (l *limits) Validate(schema graphql.ExecutableSchema) error {
	l.schema = schema
	return nil
}

// MutateOperationContext checks a validated operation: its shape, then
// its cost.
func (l *limits) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if err := l.shape(ctx, oc.Doc.Fragments, oc.Operation); err != nil {
		return err
	}
	if c := complexity.Calculate(ctx, l.schema, oc.Operation, oc.Variables); c > l.maxComplexity {
		return limitError(ctx, "errors.query.tooComplex", "complexity", c, "max", l.maxComplexity)
	}
	return nil
}

// shape checks what can be told of an operation without the schema, so
// also before validation: depth, aliases, the number of fields it
// executes and introspection.
func (l *limits) shape(ctx context.Context, fragments ast.FragmentDefinitionList, op *ast.OperationDefinition) *gqlerror.Error {
	walk := &walker{fragments: fragments, memo: map[string]measure{}, capAt: max(l.maxAliases, l.maxComplexity) + 1}
	m := walk.measure(op.SelectionSet)
	if m.introspects && !l.introspection {
		return limitError(ctx, "errors.query.introspectionDisabled")
	}
	if m.depth > l.maxDepth {
		return limitError(ctx, "errors.query.tooDeep", "depth", m.depth, "max", l.maxDepth)
	}
	if m.aliases > l.maxAliases {
		return limitError(ctx, "errors.query.tooManyAliases", "count", m.aliases, "max", l.maxAliases)
	}
	// Every field costs at least 1. Refusing on the field count first keeps
	// gqlgen's calculator, which walks every fragment spread anew, away from
	// documents whose spreads multiply.
	if m.fields > l.maxComplexity {
		return limitError(ctx, "errors.query.tooComplex", "complexity", m.fields, "max", l.maxComplexity)
	}
	return nil
}

func limitError(ctx context.Context, key string, args ...any) *gqlerror.Error {
	e := apperr.New(apperr.Invalid, key, args...)
	return &gqlerror.Error{
		Message:    e.Message(ctx),
		Extensions: map[string]any{"code": "GRAPHQL_VALIDATION_FAILED", "category": e.Kind.Category()},
	}
}

// measure is the depth of a selection set, the aliases and fields it
// executes (a fragment spread twice counts twice), and whether it asks
// for the schema (__schema, __type).
type measure struct {
	depth, aliases, fields int
	introspects            bool
}

// walker measures selection sets, following fragments. Each fragment is
// measured once, so a document that spreads fragments into each other many
// times costs no more than one that spreads each once. Introspection fields
// do not count: they are only on in developer mode, and tools nest them
// deeply by design.
type walker struct {
	fragments ast.FragmentDefinitionList
	memo      map[string]measure
	capAt     int // counts are capped here, so sums cannot overflow
}

func (w *walker) measure(set ast.SelectionSet) measure {
	var m measure
	for _, sel := range set {
		var inner measure
		switch s := sel.(type) {
		case *ast.Field:
			if strings.HasPrefix(s.Name, "__") {
				m.introspects = m.introspects || s.Name == "__schema" || s.Name == "__type"
				continue
			}
			inner = w.measure(s.SelectionSet)
			inner.depth++
			inner.fields++
			if s.Alias != "" && s.Alias != s.Name {
				inner.aliases++
			}
		case *ast.InlineFragment:
			inner = w.measure(s.SelectionSet)
		case *ast.FragmentSpread:
			inner = w.fragment(s.Name)
		}
		m.depth = max(m.depth, inner.depth)
		m.introspects = m.introspects || inner.introspects
		m.aliases = min(w.capAt, m.aliases+inner.aliases)
		m.fields = min(w.capAt, m.fields+inner.fields)
	}
	return m
}

func (w *walker) fragment(name string) measure {
	if m, ok := w.memo[name]; ok {
		return m
	}
	// Validation has refused cycles already; the placeholder guards anyway.
	w.memo[name] = measure{}
	var m measure
	if f := w.fragments.ForName(name); f != nil {
		m = w.measure(f.SelectionSet)
	}
	w.memo[name] = m
	return m
}
