package gqlserver

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"paddock/internal/platform/apperr"
)

// Bounds on a document, checked on its parsed form before it is
// validated. Validation compares same-named fields (and their arguments)
// pairwise, so its work grows with the square of what a document holds:
// 9,900 repeats of one field took 12 s of CPU. The storefront's largest
// documents hold about 200 selections, 20 arguments and no directives;
// Magento's PWA Studio operations are of the same size.
const (
	// MaxSelections bounds fields, fragment spreads and inline fragments
	// in all of a document's operations and fragments together.
	MaxSelections = 500
	// MaxArguments bounds the arguments of fields and directives.
	MaxArguments = 200
	// MaxDirectives bounds the directives.
	MaxDirectives = 50
	// MaxVariables bounds the variable definitions.
	MaxVariables = 100
	// MaxFieldPairs bounds the pairs validation compares: fields of one
	// name written at the same place (the same response names from the top
	// of an operation or fragment, through inline fragments), and fragments
	// spread there with everything else there. A document of one field
	// nested 7 × 7 × 7 times (400 selections) makes 60,000 pairs and took
	// 17 ms, 240 fragments spread at one place 28,680 pairs and 50 ms; the
	// storefront's documents make at most a few dozen.
	MaxFieldPairs = 2000
	// maxErrors bounds the errors of one answer.
	maxErrors = 20
)

// Memory of the parsed-document cache and of the persisted queries.
const (
	documentBudget  = 32 << 20
	persistedBudget = 4 << 20
	// maxKeptQuery is the longest query text either cache keeps; longer
	// ones are answered but parsed anew each time (real operations are a
	// few KB).
	maxKeptQuery = 64 << 10
)

// Names of what admission leaves in an operation's stats between parsing
// and the operation's checks.
const (
	pendingDocument  = "PaddockPendingDocument"
	pendingPersisted = "PaddockPendingPersistedQuery"
)

// admission decides what work a request may cause before gqlgen parses
// and validates its document, and what is kept of it afterwards:
//
//   - persisted queries (Apollo's APQ): a hash alone names a query sent
//     before; a query sent with its hash is registered only once its
//     document passed validation and every limit;
//   - a document not already kept is parsed (with a token limit) and
//     refused when it is larger than the bounds above, or when its
//     operation breaks the limits, before validation runs;
//   - a parsed document is kept (documents, bounded by bytes) only after
//     it passed validation and every limit of the operation asked for;
//   - no answer carries more than maxErrors errors.
type admission struct {
	limits    *limits
	postOnly  *postOnly
	documents *sizedLRU[*ast.QueryDocument]
	persisted *sizedLRU[string]
	// noPersisted refuses persisted queries (Options.NoPersistedQueries).
	noPersisted bool
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
	graphql.OperationContextMutator
	graphql.ResponseInterceptor
} = (*admission)(nil)

func newAdmission(l *limits) *admission {
	return &admission{
		limits: l,
		// A parsed document keeps its text and about 250 bytes per node
		// (the storefront's GetPage: 4 KB of text, 220 nodes, 52 KB in
		// all); the text counts four times over for what the lexer makes
		// of it.
		documents: newSizedLRU(documentBudget, 4*maxKeptQuery+256*MaxSelections*4, func(query string, doc *ast.QueryDocument) int {
			return 4*len(query) + 256*nodes(doc)
		}),
		persisted: newSizedLRU(persistedBudget, 2*maxKeptQuery, func(hash, query string) int {
			return len(hash) + len(query)
		}),
	}
}

func (a *admission) ExtensionName() string { return "PaddockAdmission" }

func (a *admission) Validate(schema graphql.ExecutableSchema) error {
	return a.limits.Validate(schema)
}

// known reports whether a request for query (or, without it, for the
// persisted query hash) costs no parsing: its document is kept.
func (a *admission) known(query, hash string) bool {
	if query == "" && hash != "" {
		q, ok := a.persisted.Get(context.Background(), hash)
		if !ok {
			return true // answered PersistedQueryNotFound at once
		}
		query = q
	}
	return a.documents.Has(query)
}

func (a *admission) MutateOperationParameters(ctx context.Context, params *graphql.RawParams) *gqlerror.Error {
	oc := graphql.GetOperationContext(ctx)
	if err := a.persistedQuery(ctx, oc, params); err != nil {
		return err
	}
	if a.documents.Has(params.Query) {
		return nil
	}
	if ctx.Err() != nil {
		return refusal(ctx, apperr.Unavailable, "errors.unavailable")
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: params.Query}, maxTokens)
	if err != nil {
		if gqlErr, ok := err.(*gqlerror.Error); ok {
			errcode.Set(gqlErr, errcode.ParseFailed)
			return gqlErr
		}
		return refusal(ctx, apperr.Invalid, "errors.query.invalid")
	}
	s := sizeOf(doc)
	for _, bound := range []struct {
		count, max int
		key        string
	}{
		{s.selections, MaxSelections, "errors.query.tooManySelections"},
		{s.arguments, MaxArguments, "errors.query.tooManyArguments"},
		{s.directives, MaxDirectives, "errors.query.tooManyDirectives"},
		{s.variables, MaxVariables, "errors.query.tooManyVariables"},
	} {
		if bound.count > bound.max {
			return limitError(ctx, bound.key, "count", bound.count, "max", bound.max)
		}
	}
	if s.pairs > MaxFieldPairs {
		return limitError(ctx, "errors.query.repeatedFields", "count", s.pairs, "max", MaxFieldPairs)
	}
	// The operation's own limits, but for its cost, which needs a valid
	// document; gqlgen reports a missing operation itself.
	if op := operationOf(doc, params.OperationName); op != nil {
		return a.limits.shape(ctx, doc.Fragments, op)
	}
	return nil
}

// persistedQuery resolves a query sent by its hash, and checks a query
// sent with one; its registration waits for the operation's checks.
func (a *admission) persistedQuery(ctx context.Context, oc *graphql.OperationContext, params *graphql.RawParams) *gqlerror.Error {
	raw, ok := params.Extensions["persistedQuery"]
	if !ok || raw == nil {
		return nil
	}
	if a.noPersisted {
		return refusal(ctx, apperr.Invalid, "errors.query.persistedOff")
	}
	ext, _ := raw.(map[string]any)
	hash, _ := ext["sha256Hash"].(string)
	if ext == nil || !validHash(hash) {
		return refusal(ctx, apperr.Invalid, "errors.query.persistedInvalid")
	}
	if v := ext["version"]; v != json.Number("1") && v != float64(1) {
		return refusal(ctx, apperr.Invalid, "errors.query.persistedVersion")
	}
	if params.Query == "" {
		query, ok := a.persisted.Get(ctx, hash)
		if !ok {
			// Apollo's clients look for this message and code, then send
			// the query with its hash.
			err := gqlerror.Errorf("PersistedQueryNotFound")
			errcode.Set(err, "PERSISTED_QUERY_NOT_FOUND")
			return err
		}
		params.Query = query
		return nil
	}
	if sum := sha256.Sum256([]byte(params.Query)); hex.EncodeToString(sum[:]) != hash {
		return refusal(ctx, apperr.Invalid, "errors.query.persistedMismatch")
	}
	oc.Stats.SetExtension(pendingPersisted, hash)
	return nil
}

func validHash(h string) bool {
	if len(h) != 64 {
		return false
	}
	for _, c := range h {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// MutateOperationContext runs after validation: the operation's limits,
// then what passed them is kept.
func (a *admission) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if err := a.limits.MutateOperationContext(ctx, oc); err != nil {
		return err
	}
	if err := a.postOnly.check(ctx, oc); err != nil {
		return err
	}
	if p, ok := oc.Stats.GetExtension(pendingDocument).(*ast.QueryDocument); ok && p == oc.Doc {
		a.documents.Add(ctx, oc.RawQuery, oc.Doc)
	}
	if hash, ok := oc.Stats.GetExtension(pendingPersisted).(string); ok {
		a.persisted.Add(ctx, hash, oc.RawQuery)
	}
	return nil
}

// InterceptResponse keeps the first errors of an answer and says how many
// more there were.
func (a *admission) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	if resp == nil || len(resp.Errors) <= maxErrors {
		return resp
	}
	left := len(resp.Errors) - (maxErrors - 1)
	more := apperr.New(apperr.Invalid, "errors.query.moreErrors", "count", left)
	code := "BAD_USER_INPUT"
	if c, ok := resp.Errors[0].Extensions["code"].(string); ok {
		code = c
	}
	resp.Errors = append(resp.Errors[:maxErrors-1:maxErrors-1], &gqlerror.Error{
		Message:    more.Message(ctx),
		Extensions: map[string]any{"code": code, "category": more.Kind.Category()},
	})
	return resp
}

// documentCache is what gqlgen asks for parsed documents: the kept ones.
// gqlgen adds each document right after validating it, before the
// operation's limits ran; the document waits in the operation's stats
// until admission keeps it.
type documentCache struct{ a *admission }

func (c documentCache) Get(ctx context.Context, query string) (*ast.QueryDocument, bool) {
	return c.a.documents.Get(ctx, query)
}

func (c documentCache) Add(ctx context.Context, _ string, doc *ast.QueryDocument) {
	if oc := graphql.GetOperationContext(ctx); oc != nil {
		oc.Stats.SetExtension(pendingDocument, doc)
	}
}

// refusal is a request-level error of kind with a translated message.
func refusal(ctx context.Context, kind apperr.Kind, key string, args ...any) *gqlerror.Error {
	e := apperr.New(kind, key, args...)
	code := kind.Code()
	if kind == apperr.Invalid {
		code = errcode.ValidationFailed
	}
	return &gqlerror.Error{Message: e.Message(ctx), Extensions: map[string]any{"code": code, "category": kind.Category()}}
}

// operationOf is the operation a request asks for: by name, or the only
// one.
func operationOf(doc *ast.QueryDocument, name string) *ast.OperationDefinition {
	if name != "" {
		return doc.Operations.ForName(name)
	}
	if len(doc.Operations) == 1 {
		return doc.Operations[0]
	}
	return nil
}

// size is what a document holds, counted once per place it is written;
// values counts the values of arguments and variable defaults, with the
// items of lists and objects.
type size struct {
	selections, arguments, directives, variables, values int
	// pairs is the number of pairs of fields written at the same place.
	pairs int
}

func sizeOf(doc *ast.QueryDocument) size {
	var s size
	var value func(*ast.Value)
	value = func(v *ast.Value) {
		if v == nil {
			return
		}
		s.values++
		for _, c := range v.Children {
			value(c.Value)
		}
	}
	arguments := func(list ast.ArgumentList) {
		s.arguments += len(list)
		for _, a := range list {
			value(a.Value)
		}
	}
	directives := func(list ast.DirectiveList) {
		s.directives += len(list)
		for _, d := range list {
			arguments(d.Arguments)
		}
	}
	// at counts what is written at each place (the response names from the
	// definition's top, inline fragments merged into their parent): the
	// fields of each name, the fragments spread ("..."), everything ("*").
	at := map[string]int{}
	var walk func(place string, set ast.SelectionSet)
	walk = func(place string, set ast.SelectionSet) {
		for _, sel := range set {
			s.selections++
			switch x := sel.(type) {
			case *ast.Field:
				key := x.Alias
				if key == "" {
					key = x.Name
				}
				// A field is compared with the fields of its name and the
				// fragments spread at its place before it.
				here := place + "\x00" + key
				s.pairs += at[here] + at[place+"\x00..."]
				at[here]++
				at[place+"\x00*"]++
				arguments(x.Arguments)
				directives(x.Directives)
				walk(here, x.SelectionSet)
			case *ast.InlineFragment:
				directives(x.Directives)
				walk(place, x.SelectionSet)
			case *ast.FragmentSpread:
				// A fragment is compared with everything at its place.
				s.pairs += at[place+"\x00*"]
				at[place+"\x00..."]++
				at[place+"\x00*"]++
				directives(x.Directives)
			}
		}
	}
	for i, op := range doc.Operations {
		s.variables += len(op.VariableDefinitions)
		directives(op.Directives)
		for _, v := range op.VariableDefinitions {
			directives(v.Directives)
			value(v.DefaultValue)
		}
		walk(strconv.Itoa(i), op.SelectionSet)
	}
	for _, f := range doc.Fragments {
		directives(f.Directives)
		walk("#"+f.Name, f.SelectionSet)
	}
	return s
}

// nodes is a measure of a document's parts for its cost in memory.
func nodes(doc *ast.QueryDocument) int {
	s := sizeOf(doc)
	return s.selections + s.arguments + s.directives + s.variables + s.values + len(doc.Operations) + len(doc.Fragments)
}
