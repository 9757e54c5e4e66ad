package gqlserver

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"paddock/internal/platform/i18n"
)

const recursiveSchema = `
type Query { node: Node }
type Node { id: ID, child: Node, children(first: Int): [Node] }
`

// fakeSchema is the smallest ExecutableSchema the complexity calculator
// needs: a schema and default complexities.
type fakeSchema struct{ schema *ast.Schema }

func (f fakeSchema) Schema() *ast.Schema { return f.schema }
func (f fakeSchema) Complexity(context.Context, string, string, int, map[string]any) (int, bool) {
	return 0, false
}
func (f fakeSchema) Exec(context.Context) graphql.ResponseHandler { return nil }

func nested(depth int) string {
	return strings.Repeat("child { ", depth-1) + "id" + strings.Repeat(" }", depth-1)
}

func check(t *testing.T, query string) string {
	t.Helper()
	return checkWith(t, query, false)
}

func checkWith(t *testing.T, query string, introspection bool) string {
	t.Helper()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: recursiveSchema})
	doc, errs := gqlparser.LoadQueryWithRules(schema, query, nil)
	if errs != nil {
		t.Fatalf("query does not validate: %v", errs)
	}
	l := &limits{maxDepth: MaxDepth, maxComplexity: MaxComplexity, maxAliases: MaxAliases, introspection: introspection}
	_ = l.Validate(fakeSchema{schema})
	ctx := i18n.WithLocale(context.Background(), i18n.English)
	if err := l.MutateOperationContext(ctx, &graphql.OperationContext{Doc: doc, Operation: doc.Operations[0]}); err != nil {
		return err.Message + " " + err.Extensions["code"].(string)
	}
	return ""
}

func TestDepthLimit(t *testing.T) {
	// { node { child … id } }: node is level 1, so 9 nested children reach 10.
	if got := check(t, "{ node { "+nested(9)+" } }"); got != "" {
		t.Errorf("depth 10 refused: %s", got)
	}
	got := check(t, "{ node { "+nested(10)+" } }")
	if !strings.Contains(got, "11 levels") || !strings.Contains(got, "GRAPHQL_VALIDATION_FAILED") {
		t.Errorf("depth 11: %q", got)
	}
	// Fragments do not hide depth.
	got = check(t, "query { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { "+nested(9)+" }")
	if !strings.Contains(got, "too deeply") {
		t.Errorf("depth through fragments: %q", got)
	}
	// Introspection, where it is allowed, does not count.
	if got := checkWith(t, "{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }", true); got != "" {
		t.Errorf("introspection refused: %s", got)
	}
}

func TestAliasAndComplexityLimits(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 31; i++ {
		b.WriteString(" a" + string(rune('a'+i%26)) + strings.Repeat("x", i/26) + ": node { id }")
	}
	if got := check(t, "{"+b.String()+" }"); !strings.Contains(got, "too many aliases: 31") {
		t.Errorf("31 aliases: %q", got)
	}
	var wide strings.Builder
	for i := 0; i < 160; i++ {
		wide.WriteString("node { id child { id } } ")
	}
	// Identical fields merge when executed, but each is still counted.
	if got := check(t, "{ "+wide.String()+"}"); !strings.Contains(got, "too expensive") {
		t.Errorf("480 fields: %q", got)
	}
	deepWide := "{ node { " + strings.Repeat("child { id child { id child { id child { id } } } } ", 1) + "} }"
	if got := check(t, deepWide); got != "" {
		t.Errorf("small query refused: %s", got)
	}
}

func TestFragmentBombIsCheap(t *testing.T) {
	// Each fragment spreads the next one 20 times: 20^6 spreads in all. It
	// must be refused without walking them.
	q := "query { node { ...F0 } }"
	for i := 0; i < 6; i++ {
		spreads := strings.Repeat(" ...F"+string(rune('1'+i)), 20)
		q += " fragment F" + string(rune('0'+i)) + " on Node { id" + spreads + " }"
	}
	q += " fragment F6 on Node { id }"
	// Refused by the capped field count (301), not by gqlgen's calculator,
	// which walks every spread and would report 67 million after 18 s.
	if got := check(t, q); !strings.Contains(got, "complexity 301,") {
		t.Errorf("fragment bomb: %q", got)
	}
}
