package mail

import (
	"bytes"
	"fmt"
	"html/template"
	"net/url"
	"regexp"
	"strings"

	"paddock/internal/platform/i18n"
)

// Layout frames every mail the shop writes the same way: the shop's name
// on top, the content, and a footer with the shop's address on the web, as
// plain text and as simple HTML. Everything put into the HTML is escaped by
// html/template; links other than http(s) and mailto are neutralised.
type Layout struct {
	baseURL string
}

// NewLayout returns the layout for a shop answering at baseURL.
func NewLayout(baseURL string) *Layout {
	return &Layout{baseURL: strings.TrimRight(baseURL, "/")}
}

// ShopURL is the one way links into the shop are built, for mails and
// anything else leading a customer back: base/{lang}{path}?{query}, path
// starting with a slash ("/account/reset-password").
func (l *Layout) ShopURL(locale i18n.Locale, path string, query url.Values) string {
	u := l.baseURL + "/" + string(locale) + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	return u
}

// Content is what one mail says, already translated into Locale.
type Content struct {
	Locale i18n.Locale
	// Title is the heading; usually the subject.
	Title string
	// Paragraphs come first; a paragraph may hold line breaks.
	Paragraphs []string
	// Fields are labelled values, such as a form's answers.
	Fields []Field
	// Action is the one link the mail is about (confirm, open), shown as a
	// button in HTML and as a line of its own in text.
	Action *Action
	// After are paragraphs below the action.
	After []string
	// FooterLinks go into the footer, such as the unsubscribe link.
	FooterLinks []Action
	// Sender are lines at the foot that identify the seller in business
	// mails (company, address, managing directors, register, VAT id:
	// §35a GmbHG), from the shop's settings (settings.Legal.FooterLines).
	Sender []string
}

// Field is one labelled value.
type Field struct {
	Label string
	Value string
}

// Action is a labelled link.
type Action struct {
	Label string
	URL   string
}

// Rendered is a mail's subject and bodies, ready for a Message.
type Rendered struct {
	Subject string
	Text    string
	HTML    string
}

// Render lays content out. The subject is Title.
func (l *Layout) Render(c Content) (Rendered, error) {
	msgs := i18n.Messages()
	data := layoutData{
		Content: c,
		Lang:    string(c.Locale),
		Shop:    msgs.T(c.Locale, "mail.layout.shop"),
		Tagline: msgs.T(c.Locale, "mail.layout.tagline"),
		Note:    msgs.T(c.Locale, "mail.layout.automatic"),
		BaseURL: l.baseURL + "/" + string(c.Locale),
	}
	data.FieldRows = fieldRows(c.Fields)
	var html bytes.Buffer
	if err := htmlLayout.Execute(&html, data); err != nil {
		return Rendered{}, fmt.Errorf("mail: render html: %w", err)
	}
	return Rendered{Subject: c.Title, Text: renderText(data), HTML: html.String()}, nil
}

type layoutData struct {
	Content
	Lang, Shop, Tagline, Note, BaseURL string
	FieldRows                          []fieldRow
}

// fieldRow is a Field as the HTML lays it out: its value in runs, with
// a place to break (<wbr>, which copying leaves out, so an IBAN is copied
// whole) every shortValue runes of a longer word. The value's column
// is never wider than its longest run, and the labels break anywhere, so
// no row makes the mail wider than a phone (320 px).
type fieldRow struct {
	Label     string
	ValueRuns []string
}

// shortValue is the most runes of a value's word kept unbroken.
const shortValue = 20

func fieldRows(fields []Field) []fieldRow {
	rows := make([]fieldRow, len(fields))
	for i, f := range fields {
		rows[i] = fieldRow{Label: f.Label, ValueRuns: runs(f.Value, shortValue)}
	}
	return rows
}

// runs cuts s so that no run holds more than n runes without a space or
// a line break.
func runs(s string, n int) []string {
	var out []string
	start, word := 0, 0
	for i, r := range s {
		if r == ' ' || r == '\n' {
			word = 0
			continue
		}
		if word == n {
			out = append(out, s[start:i])
			start, word = i, 0
		}
		word++
	}
	return append(out, s[start:])
}

func renderText(d layoutData) string {
	var b strings.Builder
	b.WriteString(d.Shop + "\n")
	b.WriteString(strings.Repeat("=", max(3, len([]rune(d.Shop)))) + "\n\n")
	if d.Title != "" {
		b.WriteString(d.Title + "\n\n")
	}
	for _, p := range d.Paragraphs {
		b.WriteString(p + "\n\n")
	}
	// French puts a space before the colon.
	colon := ":"
	if d.Locale == i18n.French {
		colon = "\u00a0:"
	}
	for _, f := range d.Fields {
		if strings.Contains(f.Value, "\n") {
			b.WriteString(f.Label + colon + "\n" + indent(f.Value) + "\n")
		} else {
			b.WriteString(f.Label + colon + " " + f.Value + "\n")
		}
	}
	if len(d.Fields) > 0 {
		b.WriteString("\n")
	}
	if d.Action != nil {
		b.WriteString(d.Action.Label + colon + "\n" + d.Action.URL + "\n\n")
	}
	for _, p := range d.After {
		b.WriteString(p + "\n\n")
	}
	b.WriteString("-- \n")
	b.WriteString(d.Shop + " · " + d.Tagline + "\n")
	b.WriteString(d.BaseURL + "\n")
	for _, link := range d.FooterLinks {
		b.WriteString(link.Label + colon + " " + link.URL + "\n")
	}
	for _, line := range d.Sender {
		b.WriteString(line + "\n")
	}
	b.WriteString(d.Note + "\n")
	return b.String()
}

// linkRun is a piece of a paragraph: text, or a web address to link.
type linkRun struct{ Text, URL string }

// webAddress is a link as a paragraph writes it; a sentence's last mark
// after it is not part of it.
var webAddress = regexp.MustCompile(`https?://[^\s<>"]*[^\s<>".,;:!?)»]`)

// links cuts a paragraph into text and the web addresses in it, so that
// the HTML links what the text part writes out (the order's page, "pay
// now"). Only http(s) addresses are linked, and the template escapes
// them as every value.
func links(p string) []linkRun {
	var out []linkRun
	at := 0
	for _, m := range webAddress.FindAllStringIndex(p, -1) {
		if m[0] > at {
			out = append(out, linkRun{Text: p[at:m[0]]})
		}
		out = append(out, linkRun{URL: p[m[0]:m[1]]})
		at = m[1]
	}
	if at < len(p) {
		out = append(out, linkRun{Text: p[at:]})
	}
	return out
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, line := range lines {
		lines[i] = "  " + line
	}
	return strings.Join(lines, "\n")
}

// The HTML is deliberately simple: one column, inline styles (mail clients
// drop style sheets), no images, readable without styles at all. It fits
// a phone of 320 px: the frame's tables are laid out fixed (their width,
// not their content's), and every text may break a word that is wider
// than the column (a URL, a long item line) instead of widening the mail.
var htmlLayout = template.Must(template.New("mail").Funcs(template.FuncMap{"links": links}).Parse(
	`{{define "linked"}}{{range links .}}{{if .URL}}<a href="{{.URL}}" style="color:#1f3d2b;word-break:break-all">{{.URL}}</a>{{else}}{{.Text}}{{end}}{{end}}{{end}}` +
		`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;color:#1f2a24;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="width:100%;table-layout:fixed;background:#f4f1ea">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="width:100%;max-width:600px;table-layout:fixed;background:#ffffff;border-radius:6px">
<tr><td style="padding:16px 20px;background:#1f3d2b;color:#ffffff;border-radius:6px 6px 0 0;font-size:20px;font-weight:bold;overflow-wrap:anywhere">{{.Shop}}</td></tr>
<tr><td style="padding:20px;overflow-wrap:anywhere;word-break:break-word">
{{- if .Title}}
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;overflow-wrap:anywhere">{{.Title}}</h1>
{{- end}}
{{- range .Paragraphs}}
<p style="margin:0 0 16px;white-space:pre-line;overflow-wrap:anywhere">{{template "linked" .}}</p>
{{- end}}
{{- if .Fields}}
<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">
{{- range .FieldRows}}
<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid #e3ded3;font-weight:bold;overflow-wrap:anywhere;word-break:break-word">{{.Label}}</th><td valign="top" style="padding:6px 0;border-bottom:1px solid #e3ded3;white-space:pre-wrap;overflow-wrap:break-word">{{range $i, $run := .ValueRuns}}{{if $i}}<wbr>{{end}}{{$run}}{{end}}</td></tr>
{{- end}}
</table>
{{- end}}
{{- with .Action}}
<p style="margin:24px 0"><a href="{{.URL}}" style="display:inline-block;max-width:100%;box-sizing:border-box;padding:12px 20px;background:#1f3d2b;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">{{.Label}}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6660;word-break:break-all">{{.URL}}</p>
{{- end}}
{{- range .After}}
<p style="margin:0 0 16px;white-space:pre-line;overflow-wrap:anywhere">{{template "linked" .}}</p>
{{- end}}
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e3ded3;font-size:13px;color:#5b6660;overflow-wrap:anywhere;word-break:break-word">
<p style="margin:0 0 6px">{{.Shop}} · {{.Tagline}} · <a href="{{.BaseURL}}" style="color:#1f3d2b">{{.BaseURL}}</a></p>
{{- range .FooterLinks}}
<p style="margin:0 0 6px"><a href="{{.URL}}" style="color:#1f3d2b">{{.Label}}</a></p>
{{- end}}
{{- range .Sender}}
<p style="margin:0 0 6px">{{.}}</p>
{{- end}}
<p style="margin:0">{{.Note}}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`))
