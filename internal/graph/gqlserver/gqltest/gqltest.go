// Package gqltest sends GraphQL requests to a handler in tests and decodes
// the answers.
package gqltest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strconv"
	"strings"
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

// Scenario is one request to a GraphQL API and what it must answer, a row
// of an API test table (PocketBase's ApiScenario).
type Scenario struct {
	Name string
	// Store is the Store header; none is sent when empty (the API's
	// default store).
	Store     string
	Query     string
	Variables map[string]any
	// Header holds further headers: Accept-Language, a session cookie,
	// Authorization.
	Header map[string]string
	GET    bool
	// Status is the wanted HTTP status; 200 when 0.
	Status int
	// Code, Field and Message are what the first error must carry:
	// extensions.code, extensions.field, and a part of its message. With
	// all three empty, the answer must have no error.
	Code, Field, Message string
	// Data are wanted values at paths into data ("products.items.0.sku");
	// a nil value wants null or nothing there.
	Data map[string]any
	// Check makes further checks of the answer.
	Check func(t *testing.T, res Response)
}

// Run sends each scenario to h at path in a subtest of its name and checks
// what it answers.
func Run(t *testing.T, h http.Handler, path string, scenarios []Scenario) {
	t.Helper()
	for _, s := range scenarios {
		t.Run(s.Name, func(t *testing.T) {
			header := map[string]string{}
			for k, v := range s.Header {
				header[k] = v
			}
			if s.Store != "" {
				header["Store"] = s.Store
			}
			res := Do(t, h, path, Request{Query: s.Query, Variables: s.Variables, Header: header, GET: s.GET})
			want := s.Status
			if want == 0 {
				want = http.StatusOK
			}
			if res.Status != want {
				t.Errorf("status %d; want %d (%+v)", res.Status, want, res.Errors)
			}
			switch {
			case s.Code == "" && s.Field == "" && s.Message == "":
				if len(res.Errors) > 0 {
					t.Errorf("errors: %+v", res.Errors)
				}
			case len(res.Errors) == 0:
				t.Errorf("no error; want code %q field %q message %q", s.Code, s.Field, s.Message)
			default:
				first := res.Errors[0]
				field, _ := first.Extensions["field"].(string)
				if s.Code != "" && res.Code() != s.Code {
					t.Errorf("code %q; want %q (%s)", res.Code(), s.Code, first.Message)
				}
				if s.Field != "" && field != s.Field {
					t.Errorf("field %q; want %q (%s)", field, s.Field, first.Message)
				}
				if !strings.Contains(first.Message, s.Message) {
					t.Errorf("message %q; want it to contain %q", first.Message, s.Message)
				}
			}
			for p, v := range s.Data {
				if got := At(res.Data, p); !reflect.DeepEqual(got, v) {
					t.Errorf("data %s = %#v; want %#v", p, got, v)
				}
			}
			if s.Check != nil {
				s.Check(t, res)
			}
		})
	}
}

// At is the value at a dotted path into decoded JSON ("items.0.sku"), or
// nil when there is none.
func At(v any, path string) any {
	for _, key := range strings.Split(path, ".") {
		switch node := v.(type) {
		case map[string]any:
			v = node[key]
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 || i >= len(node) {
				return nil
			}
			v = node[i]
		default:
			return nil
		}
	}
	return v
}
