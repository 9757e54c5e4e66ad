// Package dhlfake is a local stand-in for DHL Parcel DE Returns (API v1),
// for tests and manual trials (tools/fake-dhl); product code never
// imports it. It answers POST
// /orders as DHL describes it: it checks the dhl-api-key header, HTTP
// Basic and the body's required fields (problem JSON 401 and 400
// otherwise), and answers a shipment number, a small PDF label and, for
// labelType QR_LABEL or BOTH, a QR image. Tests read the requests it
// took (Requests) and inject faults (Fail: a status with problem JSON;
// Hang: no answer until the client gives up).
//
// The API lives under /parcel/de/shipping/returns/v1 of the server's
// address (BaseURL).
package dhlfake

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Path is where the API lives on the fake's address.
const Path = "/parcel/de/shipping/returns/v1"

// The credentials the fake takes unless a test sets others.
const (
	APIKey     = "fake-dhl-api-key-0123456789"
	User       = "2222222222_01"
	Password   = "fake-portal-pass-word!"
	ReceiverID = "deu"
)

// Request is a request the fake took.
type Request struct {
	LabelType string
	APIKey    string
	User      string
	Password  string
	// Body is the JSON body as decoded.
	Body map[string]any
}

// Fault is a failure the next requests answer.
type Fault struct {
	// Status and Title, Detail: the problem JSON answered.
	Status        int
	Title, Detail string
	// Hang answers nothing until the client gives up.
	Hang bool
}

// Server is the fake.
type Server struct {
	mu       sync.Mutex
	requests []Request
	fault    *Fault
	next     int
	srv      *httptest.Server
	// Key, User, Password and Receiver are what it accepts.
	Key, User, Password, Receiver string
}

// New is a fake taking the package's credentials, to serve yourself
// (tools/fake-dhl); Start serves one for a test.
func New() *Server {
	return &Server{Key: APIKey, User: User, Password: Password, Receiver: ReceiverID, next: 1}
}

// Handler serves the API under Path.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+Path+"/orders", s.orders)
	return mux
}

// Start starts a fake that t closes.
func Start(t testing.TB) *Server {
	s := New()
	s.srv = httptest.NewServer(s.Handler())
	t.Cleanup(s.srv.Close)
	return s
}

// BaseURL is the API's address with its version (of a fake Start
// started).
func (s *Server) BaseURL() string { return s.srv.URL + Path }

// Fail makes the next requests fail with f; nil ends it.
func (s *Server) Fail(f *Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fault = f
}

// Requests are the requests taken, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// LabelPDF is the label the fake answers for a shipment number.
func LabelPDF(shipmentNo string) []byte {
	return []byte("%PDF-1.4\n% dhlfake return label " + shipmentNo + "\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
}

// QR is the label-free return's image the fake answers.
var QR = []byte("\x89PNG\r\n\x1a\nfake-qr")

func problem(w http.ResponseWriter, status int, title, detail string) {
	w.Header().Set("Content-Type", "application/problem+json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"status": status, "title": title, "detail": detail})
}

func (s *Server) orders(w http.ResponseWriter, r *http.Request) {
	user, pass, _ := r.BasicAuth()
	req := Request{LabelType: r.URL.Query().Get("labelType"), APIKey: r.Header.Get("dhl-api-key"), User: user, Password: pass}
	raw, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	_ = json.Unmarshal(raw, &req.Body)
	s.mu.Lock()
	s.requests = append(s.requests, req)
	fault := s.fault
	n := s.next
	s.mu.Unlock()
	if fault != nil && fault.Hang {
		<-r.Context().Done()
		return
	}
	if fault != nil {
		problem(w, fault.Status, fault.Title, fault.Detail)
		return
	}
	if req.APIKey != s.Key {
		problem(w, http.StatusUnauthorized, "Unauthorized", "Invalid API key.")
		return
	}
	if user != s.User || pass != s.Password {
		problem(w, http.StatusUnauthorized, "Unauthorized", "Invalid user credentials.")
		return
	}
	switch req.LabelType {
	case "SHIPMENT_LABEL", "QR_LABEL", "BOTH":
	default:
		problem(w, http.StatusBadRequest, "Bad Request", "labelType must be SHIPMENT_LABEL, QR_LABEL or BOTH.")
		return
	}
	if req.Body["receiverId"] != s.Receiver {
		problem(w, http.StatusBadRequest, "Bad Request", fmt.Sprintf("Unknown receiverId %v.", req.Body["receiverId"]))
		return
	}
	shipper, _ := req.Body["shipper"].(map[string]any)
	for _, f := range []string{"name1", "streetName", "houseNumber", "postalCode", "city", "country"} {
		if v, _ := shipper[f].(string); strings.TrimSpace(v) == "" {
			problem(w, http.StatusBadRequest, "Bad Request", "shipper."+f+" is required.")
			return
		}
	}
	if c, _ := shipper["country"].(string); len(c) != 3 {
		problem(w, http.StatusBadRequest, "Bad Request", "shipper.country must be ISO 3166-1 alpha-3.")
		return
	}
	s.mu.Lock()
	s.next++
	s.mu.Unlock()
	no := fmt.Sprintf("99934%09d", n)
	out := map[string]any{"shipmentNo": no, "routingCode": "40327653113+99000933090010",
		"sstatus": map[string]any{"title": "ok", "statusCode": 201}}
	if req.LabelType != "QR_LABEL" {
		out["label"] = map[string]any{"b64": base64.StdEncoding.EncodeToString(LabelPDF(no)), "fileFormat": "PDF"}
	}
	if req.LabelType != "SHIPMENT_LABEL" {
		out["qrLabel"] = map[string]any{"b64": base64.StdEncoding.EncodeToString(QR), "fileFormat": "PNG"}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(out)
}
