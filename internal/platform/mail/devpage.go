package mail

import (
	"encoding/json"
	"html/template"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
)

// DevPath is where the developer-mode mailbox pages live.
const DevPath = "/dev/mail"

// devCSP lets the page's own inline styles and the mails' inline styles
// (in a sandboxed srcdoc frame, which inherits the policy) work; no script
// runs anywhere.
const devCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; " +
	"frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// DevHandler serves the mailbox for developers, to mount only in developer
// mode:
//
//	/dev/mail        the newest messages
//	/dev/mail/{id}   one message: headers, text (links clickable) and the
//	                 HTML body in a sandboxed frame
//	/dev/mail.json   the newest 50 messages with their text, for scripts
//	                 and browser tests
func (m *Mailbox) DevHandler(logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", devCSP)
		w.Header().Set("Cache-Control", "no-store")
		rest := strings.TrimPrefix(r.URL.Path, DevPath)
		switch {
		case rest == "" || rest == "/":
			msgs, err := m.List(r.Context(), 200)
			if err != nil {
				logger.ErrorContext(r.Context(), "dev mail: list", "error", err)
				http.Error(w, "the mailbox cannot be read", http.StatusInternalServerError)
				return
			}
			render(w, logger, r, devList, devListData{Messages: msgs})
		case rest == ".json":
			m.serveJSON(w, r, logger)
		case strings.HasPrefix(rest, "/"):
			id, err := strconv.ParseInt(rest[1:], 10, 64)
			if err != nil || id <= 0 {
				http.NotFound(w, r)
				return
			}
			msg, err := m.Get(r.Context(), id)
			if apperr.KindOf(err) == apperr.NotFound {
				http.NotFound(w, r)
				return
			}
			if err != nil {
				logger.ErrorContext(r.Context(), "dev mail: get", "id", id, "error", err)
				http.Error(w, "the message cannot be read", http.StatusInternalServerError)
				return
			}
			render(w, logger, r, devMessage, devMessageData{Stored: msg, TextParts: linkParts(msg.Text)})
		default:
			http.NotFound(w, r)
		}
	})
}

type devJSON struct {
	ID        int64     `json:"id"`
	CreatedAt time.Time `json:"createdAt"`
	Tag       string    `json:"tag"`
	To        []string  `json:"to"`
	ReplyTo   string    `json:"replyTo,omitempty"`
	Subject   string    `json:"subject"`
	Text      string    `json:"text"`
	State     string    `json:"state"`
	Transport string    `json:"transport,omitempty"`
}

func (m *Mailbox) serveJSON(w http.ResponseWriter, r *http.Request, logger *slog.Logger) {
	msgs, err := m.List(r.Context(), 50)
	if err != nil {
		logger.ErrorContext(r.Context(), "dev mail: list", "error", err)
		http.Error(w, "the mailbox cannot be read", http.StatusInternalServerError)
		return
	}
	out := make([]devJSON, 0, len(msgs))
	for _, s := range msgs {
		out = append(out, devJSON{ID: s.ID, CreatedAt: s.CreatedAt, Tag: s.Tag, To: s.To, ReplyTo: s.ReplyTo,
			Subject: s.Subject, Text: s.Text, State: s.State, Transport: s.Transport})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func render(w http.ResponseWriter, logger *slog.Logger, r *http.Request, t *template.Template, data any) {
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		logger.ErrorContext(r.Context(), "dev mail: render", "error", err)
		http.Error(w, "the page cannot be shown", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write([]byte(b.String()))
}

// textPart is a run of a text body: plain text, or a link.
type textPart struct {
	Text string
	URL  string
}

var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// linkParts splits text so that its http(s) links can be shown clickable.
func linkParts(text string) []textPart {
	var parts []textPart
	last := 0
	for _, loc := range linkPattern.FindAllStringIndex(text, -1) {
		if loc[0] > last {
			parts = append(parts, textPart{Text: text[last:loc[0]]})
		}
		u := text[loc[0]:loc[1]]
		parts = append(parts, textPart{Text: u, URL: u})
		last = loc[1]
	}
	if last < len(text) {
		parts = append(parts, textPart{Text: text[last:]})
	}
	return parts
}

type devListData struct{ Messages []Stored }

type devMessageData struct {
	Stored
	TextParts []textPart
}

var devFuncs = template.FuncMap{"time": ShowTime, "join": strings.Join}

const devStyle = `<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1f2a24;background:#faf8f4}
h1{font-size:22px}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:12px}
iframe{width:100%;height:640px;border:1px solid #ddd;background:#fff}
.state-failed{color:#a40000}.muted{color:#667}
</style>`

var devList = template.Must(template.New("list").Funcs(devFuncs).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Paddock</title>` + devStyle + `</head>
<body>
<h1>Mailbox</h1>
<p class="muted">Developer mode only. Newest first; also on the command line: <code>paddock mail</code>.</p>
{{- if .Messages}}
<table>
<thead><tr><th>ID</th><th>Date</th><th>State</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
{{- range .Messages}}
<tr><td>{{.ID}}</td><td>{{time .CreatedAt}}</td><td class="state-{{.State}}">{{.State}}{{if .Transport}} ({{.Transport}}){{end}}</td><td>{{join .To ", "}}</td><td><a href="/dev/mail/{{.ID}}">{{.Subject}}</a></td></tr>
{{- end}}
</tbody>
</table>
{{- else}}
<p>The mailbox is empty.</p>
{{- end}}
</body></html>
`))

var devMessage = template.Must(template.New("message").Funcs(devFuncs).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Subject}} · Mailbox · Paddock</title>` + devStyle + `</head>
<body>
<p><a href="/dev/mail">← Mailbox</a></p>
<h1>{{.Subject}}</h1>
<table>
<tr><th>Message-ID</th><td>&lt;{{.MessageID}}&gt;</td></tr>
<tr><th>Date</th><td>{{time .CreatedAt}}</td></tr>
<tr><th>From</th><td>{{.From}}</td></tr>
<tr><th>To</th><td>{{join .To ", "}}</td></tr>
{{- if .ReplyTo}}<tr><th>Reply-To</th><td>{{.ReplyTo}}</td></tr>{{end}}
<tr><th>Tag</th><td>{{.Tag}}</td></tr>
<tr><th>State</th><td class="state-{{.State}}">{{.State}}{{if .Transport}} ({{.Transport}}){{end}}{{if .LastError}}: {{.LastError}}{{end}}</td></tr>
{{- range .Attachments}}<tr><th>Attachment</th><td>{{.Filename}} ({{.ContentType}})</td></tr>{{end}}
</table>
<h2>Text</h2>
<pre>{{range .TextParts}}{{if .URL}}<a href="{{.URL}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{end}}</pre>
{{- if .HTML}}
<h2>HTML</h2>
<iframe sandbox="" referrerpolicy="no-referrer" title="HTML body" srcdoc="{{.HTML}}"></iframe>
{{- end}}
</body></html>
`))
