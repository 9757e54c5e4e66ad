package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/validator/core"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"paddock/internal/platform/apperr"
)

// validationRules are GraphQL's validation rules; outside developer mode
// those that would suggest names ("Did you mean …?") do without, which
// also spares the work of finding the suggestions.
func validationRules(dev bool) *rules.Rules {
	r := rules.NewDefaultRules()
	if dev {
		return r
	}
	for _, swap := range []struct {
		name    string
		without core.Rule
	}{
		{rules.FieldsOnCorrectTypeRule.Name, rules.FieldsOnCorrectTypeRuleWithoutSuggestions},
		{rules.KnownArgumentNamesRule.Name, rules.KnownArgumentNamesRuleWithoutSuggestions},
		{rules.KnownTypeNamesRule.Name, rules.KnownTypeNamesRuleWithoutSuggestions},
		{rules.ScalarLeafsRule.Name, rules.ScalarLeafsRuleWithoutSuggestions},
		{rules.ValuesOfCorrectTypeRule.Name, rules.ValuesOfCorrectTypeRuleWithoutSuggestions},
	} {
		r.RemoveRule(swap.name)
		r.AddRule(swap.without.Name, swap.without.RuleFunc)
	}
	return r
}

// reasons are the translated reasons for the validation rules whose
// errors clients meet most; every other rule gets the general one.
var reasons = map[string]string{
	"FieldsOnCorrectType":                   "errors.query.reason.unknownField",
	"FieldsOnCorrectTypeWithoutSuggestions": "errors.query.reason.unknownField",
	"KnownArgumentNames":                    "errors.query.reason.unknownArgument",
	"KnownArgumentNamesWithoutSuggestions":  "errors.query.reason.unknownArgument",
	"ProvidedRequiredArguments":             "errors.query.reason.missingArgument",
	"KnownTypeNames":                        "errors.query.reason.unknownType",
	"KnownTypeNamesWithoutSuggestions":      "errors.query.reason.unknownType",
	"KnownDirectives":                       "errors.query.reason.unknownDirective",
	"ValuesOfCorrectType":                   "errors.query.reason.wrongValue",
	"ValuesOfCorrectTypeWithoutSuggestions": "errors.query.reason.wrongValue",
	"ScalarLeafs":                           "errors.query.reason.selection",
	"ScalarLeafsWithoutSuggestions":         "errors.query.reason.selection",
	"VariablesInAllowedPosition":            "errors.query.reason.variableType",
	"VariablesAreInputTypes":                "errors.query.reason.variableType",
	"PossibleFragmentSpreads":               "errors.query.reason.fragmentType",
	"FragmentsOnCompositeTypes":             "errors.query.reason.fragmentType",
	"OverlappingFieldsCanBeMerged":          "errors.query.reason.conflict",
	"NoUnusedFragments":                     "errors.query.reason.unusedFragment",
	"NoUnusedVariables":                     "errors.query.reason.unusedVariable",
	"NoUndefinedVariables":                  "errors.query.reason.undefinedVariable",
	"KnownFragmentNames":                    "errors.query.reason.unknownFragment",
	"UniqueArgumentNames":                   "errors.query.reason.duplicate",
	"UniqueDirectivesPerLocation":           "errors.query.reason.duplicate",
	"UniqueFragmentNames":                   "errors.query.reason.duplicate",
	"UniqueInputFieldNames":                 "errors.query.reason.duplicate",
	"UniqueOperationNames":                  "errors.query.reason.duplicate",
	"UniqueVariableNames":                   "errors.query.reason.duplicate",
	"KnownRootType":                         "errors.query.reason.operationType",
	"LoneAnonymousOperation":                "errors.query.reason.anonymous",
	"MaxIntrospectionDepth":                 "errors.query.reason.general",
	"NoFragmentCycles":                      "errors.query.reason.fragmentCycle",
	"SingleFieldSubscriptions":              "errors.query.reason.general",
}

// withoutSchemaNames rewrites a validation error so that it names no
// type, field, argument or enum value of the schema: a translated reason
// and where in the query it is, or for a variable its name. Parse errors
// and other request errors, which only describe the query's text, pass
// unchanged.
func withoutSchemaNames(ctx context.Context, err *gqlerror.Error) *gqlerror.Error {
	var reason *apperr.Error
	var path ast.Path
	switch {
	case err.Rule != "":
		key, ok := reasons[err.Rule]
		if !ok {
			key = "errors.query.reason.general"
		}
		reason = apperr.New(apperr.Invalid, key)
	case len(err.Path) >= 2 && err.Path[0] == ast.PathName("variable"):
		// gqlparser's checks of variable values: the path goes on into the
		// schema's input fields, so only the variable's own name stays.
		name, _ := err.Path[1].(ast.PathName)
		reason = apperr.New(apperr.Invalid, "errors.query.reason.variableValue", "name", "$"+string(name))
		path = err.Path[:2]
	default:
		return err
	}
	out := &gqlerror.Error{
		Message:    apperr.New(apperr.Invalid, "errors.query.invalid", "reason", reason.Message(ctx)).Message(ctx),
		Locations:  err.Locations,
		Path:       path,
		Extensions: map[string]any{"code": errcode.ValidationFailed, "category": apperr.Invalid.Category()},
	}
	return out
}
