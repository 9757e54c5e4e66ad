package storefront

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/ssr"
)

// Renderer runs the storefront's server renderer (internal/platform/ssr
// with the bundle of web/src/entry-server.tsx): input and output are the
// JSON that entry-server.tsx reads and answers.
type Renderer interface {
	Render(ctx context.Context, input []byte) ([]byte, error)
	// Recheck reports whether every API read a render made (recorded with
	// ssr.RecordReads) is answered now as it was then.
	Recheck(ctx context.Context, reads []ssr.Read) bool
}

// renderInput is what entry-server.tsx's render reads.
type renderInput struct {
	URL    string `json:"url"`
	Origin string `json:"origin"`
}

// renderOutput is what it answers.
type renderOutput struct {
	Status   int             `json:"status"`
	Redirect string          `json:"redirect"`
	HTML     string          `json:"html"`
	State    json.RawMessage `json:"state"`
	pageHints
}

// render renders the page of r on the server for every visitor alike: the
// request's path and query only, never its cookies. ok false leaves the
// page to the browser (no renderer, or the render failed, which is
// logged).
func (s *Handler) render(r *http.Request) (out renderOutput, ok bool) {
	if s.opts.Renderer == nil {
		return out, false
	}
	target := r.URL.EscapedPath()
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	origin := strings.TrimRight(s.opts.BaseURL, "/")
	if origin == "" {
		origin = "http://localhost"
	}
	in, _ := json.Marshal(renderInput{URL: target, Origin: origin})
	raw, err := s.opts.Renderer.Render(r.Context(), in)
	if err == nil {
		err = json.Unmarshal(raw, &out)
	}
	if err != nil {
		s.opts.Logger.ErrorContext(r.Context(), "storefront: server render failed; the browser renders the page", "path", truncatePath(r.URL.Path), "error", err)
		return renderOutput{}, false
	}
	return out, true
}

// rendered is the part of a render the page carries.
func (o renderOutput) rendered() httpx.Rendered {
	return httpx.Rendered{HTML: o.HTML, State: o.State}
}
