package mail

import (
	"bytes"
	"fmt"
	"html/template"
	"net/url"
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
	var html bytes.Buffer
	if err := htmlLayout.Execute(&html, data); err != nil {
		return Rendered{}, fmt.Errorf("mail: render html: %w", err)
	}
	return Rendered{Subject: c.Title, Text: renderText(data), HTML: html.String()}, nil
}

type layoutData struct {
	Content
	Lang, Shop, Tagline, Note, BaseURL string
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

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, line := range lines {
		lines[i] = "  " + line
	}
	return strings.Join(lines, "\n")
}

// The HTML is deliberately simple: one column, inline styles (mail clients
// drop style sheets), no images, readable without styles at all.
var htmlLayout = template.Must(template.New("mail").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;color:#1f2a24;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1ea">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 28px;background:#1f3d2b;color:#ffffff;border-radius:6px 6px 0 0;font-size:20px;font-weight:bold">{{.Shop}}</td></tr>
<tr><td style="padding:28px">
{{- if .Title}}
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">{{.Title}}</h1>
{{- end}}
{{- range .Paragraphs}}
<p style="margin:0 0 16px;white-space:pre-line">{{.}}</p>
{{- end}}
{{- if .Fields}}
<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">
{{- range .Fields}}
<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid #e3ded3;font-weight:bold;white-space:nowrap">{{.Label}}</th><td style="padding:6px 0;border-bottom:1px solid #e3ded3;white-space:pre-wrap">{{.Value}}</td></tr>
{{- end}}
</table>
{{- end}}
{{- with .Action}}
<p style="margin:24px 0"><a href="{{.URL}}" style="display:inline-block;padding:12px 20px;background:#1f3d2b;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">{{.Label}}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6660;word-break:break-all">{{.URL}}</p>
{{- end}}
{{- range .After}}
<p style="margin:0 0 16px;white-space:pre-line">{{.}}</p>
{{- end}}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3ded3;font-size:13px;color:#5b6660">
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
