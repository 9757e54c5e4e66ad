package demo

import (
	"fmt"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// t3 is a text in German, English and French.
type t3 struct{ de, en, fr string }

func (t t3) loc() catalog.Localized {
	return catalog.Localized{i18n.German: t.de, i18n.English: t.en, i18n.French: frenchTypography(t.fr)}
}

// frenchTypography puts the non-breaking spaces French wants before : ; ! ?
// and inside « », and the typographic apostrophe, so the texts can be
// written with plain spaces.
func frenchTypography(s string) string {
	return strings.NewReplacer(
		" :", "\u00a0:", " ;", "\u00a0;", " !", "\u00a0!", " ?", "\u00a0?",
		"« ", "«\u00a0", " »", "\u00a0»", "'", "’",
	).Replace(s)
}

// get returns the text in l.
func (t t3) get(l i18n.Locale) string {
	switch l {
	case i18n.English:
		return t.en
	case i18n.French:
		return t.fr
	default:
		return t.de
	}
}

// each builds a text from a function of the locale.
func each(f func(l i18n.Locale) string) t3 {
	return t3{f(i18n.German), f(i18n.English), f(i18n.French)}
}

// fill replaces {name} placeholders in every language; values are t3 or a
// plain string used as is in all three.
func (t t3) fill(args ...any) t3 {
	return each(func(l i18n.Locale) string {
		s := t.get(l)
		for i := 0; i+1 < len(args); i += 2 {
			var v string
			switch a := args[i+1].(type) {
			case t3:
				v = a.get(l)
			case string:
				v = a
			default:
				v = fmt.Sprint(a)
			}
			s = strings.ReplaceAll(s, "{"+args[i].(string)+"}", v)
		}
		return s
	})
}

// join concatenates texts per language with sep between them, skipping
// empty parts.
func join(sep string, parts ...t3) t3 {
	return each(func(l i18n.Locale) string {
		var out []string
		for _, p := range parts {
			if s := p.get(l); s != "" {
				out = append(out, s)
			}
		}
		return strings.Join(out, sep)
	})
}

// para wraps each non-empty text in a paragraph.
func para(parts ...t3) t3 {
	return each(func(l i18n.Locale) string {
		var b strings.Builder
		for _, p := range parts {
			if s := p.get(l); s != "" {
				b.WriteString("<p>" + s + "</p>")
			}
		}
		return b.String()
	})
}

// labelled is a paragraph that starts with a bold label: "Material: …".
// French puts a non-breaking space before the colon.
func labelled(label, text t3) t3 {
	return each(func(l i18n.Locale) string {
		if text.get(l) == "" {
			return ""
		}
		colon := ":"
		if l == i18n.French {
			colon = "\u00a0:"
		}
		return "<p><strong>" + label.get(l) + colon + "</strong> " + text.get(l) + "</p>"
	})
}

// listOf joins words as a list: "Schwarz, Navy und Beige",
// "black, navy and beige", "noir, marine et beige".
func listOf(words []t3) t3 {
	return each(func(l i18n.Locale) string {
		and := map[i18n.Locale]string{i18n.German: " und ", i18n.English: " and ", i18n.French: " et "}[l]
		var ws []string
		for _, w := range words {
			ws = append(ws, w.get(l))
		}
		switch len(ws) {
		case 0:
			return ""
		case 1:
			return ws[0]
		}
		return strings.Join(ws[:len(ws)-1], ", ") + and + ws[len(ws)-1]
	})
}

// percent writes a share the way each language does: "65 %" in German and
// French (with a non-breaking space), "65%" in English.
func percent(l i18n.Locale, n int) string {
	if l == i18n.English {
		return fmt.Sprintf("%d%%", n)
	}
	return fmt.Sprintf("%d\u00a0%%", n)
}

// celsius writes a washing temperature.
func celsius(n int) string { return fmt.Sprintf("%d\u00a0°C", n) }
