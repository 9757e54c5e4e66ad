package content

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// The form builder's refusals name each input the way staff know it
// ("Feld 2 (E-Mail): Name"), in the editor's language, instead of the
// checker's path ("fields[1].name"); the path stays the error's field, so
// the builder shows the message on that input.

var (
	// formFieldPath is a path into a form field: its index and the rest.
	formFieldPath = regexp.MustCompile(`^fields\[(\d+)\](?:\.(.+))?$`)
	// listItemPath is an entry of a list: options[0].label, recipients[2].
	listItemPath = regexp.MustCompile(`^(\w+)\[(\d+)\](?:\.(\w+))?$`)
)

// listItemNames are the message keys (below content.formStaff.name.) of
// a list entry's parts.
var listItemNames = map[string]string{
	"options.value":    "optionValue",
	"options.label":    "optionLabel",
	"allowedFiletypes": "filetype",
	"recipients":       "recipient",
}

// nameFormRefusals answers err (an Invalid error or several joined) with
// each field error's message naming its input in l; the field keys stay.
func nameFormRefusals(l i18n.Locale, fields []FormFieldInput, err error) error {
	var parts []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		parts = flattenJoined(j.Unwrap(), nil)
	} else {
		parts = []error{err}
	}
	out := make([]error, 0, len(parts))
	for _, p := range parts {
		var e *apperr.Error
		if !errors.As(p, &e) || e.Field == "" || e.Kind != apperr.Invalid {
			out = append(out, p)
			continue
		}
		out = append(out, namedRefusal(l, fields, e))
	}
	if len(out) == 1 {
		return out[0]
	}
	return errors.Join(out...)
}

func flattenJoined(errs []error, out []error) []error {
	for _, e := range errs {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			out = flattenJoined(j.Unwrap(), out)
		} else if e != nil {
			out = append(out, e)
		}
	}
	return out
}

// namedRefusal is e with its input named in l: in its message's {{field}},
// or before a message that names no input.
func namedRefusal(l i18n.Locale, fields []FormFieldInput, e *apperr.Error) *apperr.Error {
	name := formInputName(l, fields, e.Field)
	args := make([]any, 0, len(e.Args)+2)
	named := false
	for i := 0; i+1 < len(e.Args); i += 2 {
		if e.Args[i] == "field" {
			args = append(args, "field", name)
			named = true
			continue
		}
		args = append(args, e.Args[i], e.Args[i+1])
	}
	if !named {
		args = append(args, "field", name)
	}
	const marker = "\x00"
	msgs := i18n.Messages()
	if strings.Contains(msgs.T(l, e.Key, "field", marker), marker) {
		return &apperr.Error{Kind: e.Kind, Key: e.Key, Args: args, Field: e.Field, Cause: e.Cause}
	}
	return &apperr.Error{Kind: e.Kind, Key: "content.formStaff.refusedAt", Field: e.Field, Cause: e,
		Args: []any{"field", name, "message", msgs.T(l, e.Key, args...)}}
}

// formInputName names a path of the builder's input in l: "Titel
// (Englisch)", "Feld 2 (E-Mail): Beschriftung der Auswahl 1 (Englisch)";
// a path it does not know is answered as it is.
func formInputName(l i18n.Locale, fields []FormFieldInput, path string) string {
	m := formFieldPath.FindStringSubmatch(path)
	if m == nil {
		return inputPartName(l, path)
	}
	i, err := strconv.Atoi(m[1])
	if err != nil || i >= len(fields) {
		return path
	}
	msgs := i18n.Messages()
	f := fields[i]
	label := strings.TrimSpace(f.Label[l])
	if label == "" {
		label = strings.TrimSpace(f.Label[i18n.German])
	}
	if label == "" {
		label = strings.TrimSpace(f.Name)
	}
	if label == "" {
		kind := "content.formStaff.kind." + string(f.Kind)
		if !msgs.Has(l, kind) {
			kind = "content.formStaff.kind.field"
		}
		label = msgs.T(l, kind)
	}
	whole := msgs.T(l, "content.formStaff.name.field", "n", i+1, "label", truncate(label, 60))
	if m[2] == "" {
		return whole
	}
	return msgs.T(l, "content.formStaff.name.part", "whole", whole, "part", inputPartName(l, m[2]))
}

// inputPartName names an input of the form or of one of its fields in l:
// "code", "label.en", "options[0].value", "recipients[1]".
func inputPartName(l i18n.Locale, path string) string {
	msgs := i18n.Messages()
	p, language := path, ""
	if i := strings.LastIndexByte(p, '.'); i > 0 {
		if loc, ok := i18n.Parse(p[i+1:]); ok {
			p, language = p[:i], string(loc)
		}
	}
	var name string
	if m := listItemPath.FindStringSubmatch(p); m != nil {
		key, ok := listItemNames[strings.TrimSuffix(m[1]+"."+m[3], ".")]
		if !ok {
			return path
		}
		n, _ := strconv.Atoi(m[2])
		name = msgs.T(l, "content.formStaff.name."+key, "n", n+1)
	} else {
		key := "content.formStaff.name." + strings.ReplaceAll(p, ".", "_")
		if !msgs.Has(l, key) {
			return path
		}
		name = msgs.T(l, key)
	}
	if language != "" {
		name = msgs.T(l, "content.formStaff.name.inLanguage", "name", name,
			"language", msgs.T(l, "content.formStaff.name.language_"+language))
	}
	return name
}
