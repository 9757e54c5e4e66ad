// Package gqltest sends GraphQL requests to a handler in tests and decodes
// the answers.
package gqltest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Response is a decoded GraphQL answer with its HTTP status.
type Response struct {
	Status int
	Data   map[string]any
	Errors []struct {
		Message    string         `json:"message"`
		Path       []any          `json:"path"`
		Extensions map[string]any `json:"extensions"`
	}
}

// Code returns the first error's extensions.code, or "".
func (r Response) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	code, _ := r.Errors[0].Extensions["code"].(string)
	return code
}

// Message returns the first error's message, or "".
func (r Response) Message() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Message
}

// Request is one GraphQL request.
type Request struct {
	Query      string
	Variables  map[string]any
	Extensions map[string]any
	Header     map[string]string
	// GET sends the request as a GET with URL parameters.
	GET bool
}

// Do sends req to h and decodes the answer; it fails the test when the
// answer is not JSON.
func Do(t testing.TB, h http.Handler, path string, req Request) Response {
	t.Helper()
	var r *http.Request
	if req.GET {
		q := url.Values{}
		if req.Query != "" {
			q.Set("query", req.Query)
		}
		if req.Variables != nil {
			b, _ := json.Marshal(req.Variables)
			q.Set("variables", string(b))
		}
		if req.Extensions != nil {
			b, _ := json.Marshal(req.Extensions)
			q.Set("extensions", string(b))
		}
		r = httptest.NewRequest(http.MethodGet, path+"?"+q.Encode(), nil)
	} else {
		body := map[string]any{"query": req.Query}
		if req.Variables != nil {
			body["variables"] = req.Variables
		}
		if req.Extensions != nil {
			body["extensions"] = req.Extensions
		}
		b, _ := json.Marshal(body)
		r = httptest.NewRequest(http.MethodPost, path, bytes.NewReader(b))
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Accept", "application/json")
	for k, v := range req.Header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	out := Response{Status: w.Code}
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s: answer is not JSON (%d): %s", path, w.Code, w.Body.String())
	}
	return out
}
