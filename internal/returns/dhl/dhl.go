// Package dhl is the returns domain's carrier for DHL Parcel DE Returns
// (API v1, Post & Paket Deutschland): it books a return shipment from
// the customer to the shop's return receiver and answers its label
// (PDF), its shipment number and, when asked, the QR code of the
// label-free return (returns.Carrier).
//
// One call: POST {base}/orders?labelType=SHIPMENT_LABEL|QR_LABEL|BOTH
// with the API key in the dhl-api-key header and the business customer
// portal's user and password as HTTP Basic. The body names the return
// receiver (receiverId, set up in the business customer portal for the
// shop's return address), the return's reference (customerReference,
// printed on the label), the order's number (shipmentReference) and the
// shipper (name1–3, streetName, houseNumber, postalCode, city, country
// as ISO 3166-1 alpha-3, email, phone); itemWeight {uom, value} when the
// weight is known. DHL answers shipmentNo, label {b64, fileFormat} and
// qrLabel {b64, fileFormat}; errors as problem JSON (status, title,
// detail), which become a *returns.CarrierError for staff.
//
// The package was written from DHL's published description without a
// connection to DHL; dhlfake (test code) answers as the description
// says. The credentials never reach a log line or an error.
package dhl

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/returns"
)

// The API's addresses, with the version.
const (
	DefaultBaseURL = "https://api-eu.dhl.com/parcel/de/shipping/returns/v1"
	SandboxBaseURL = "https://api-sandbox.dhl.com/parcel/de/shipping/returns/v1"
)

// Code is the carrier's code, stored with each label.
const Code = "dhl"

// The label types DHL makes.
const (
	ShipmentLabel = "SHIPMENT_LABEL"
	QRLabel       = "QR_LABEL"
	Both          = "BOTH"
)

// Options configure a Client.
type Options struct {
	// APIKey is the app's key from DHL's developer portal (dhl-api-key).
	APIKey string
	// User and Password are the business customer portal's (HTTP Basic).
	User, Password string
	// ReceiverID is the return receiver of the shop's account (its return
	// address at DHL).
	ReceiverID string
	// BaseURL is the API with its version (DefaultBaseURL when empty;
	// SandboxBaseURL for DHL's sandbox, a fake's in tests).
	BaseURL string
	// LabelType is SHIPMENT_LABEL (default), QR_LABEL or BOTH.
	LabelType string
	// HTTP is the HTTP client (a plain one when nil); Timeout bounds the
	// call (15 s when zero).
	HTTP    *http.Client
	Timeout time.Duration
}

// Client books DHL return labels; it is a returns.Carrier.
type Client struct {
	opts Options
	base string
	http *http.Client
}

var _ returns.Carrier = (*Client)(nil)

// ErrConfig is an incomplete or malformed configuration.
var ErrConfig = errors.New("dhl: the API key, the user, the password and the return receiver id are all needed")

// New returns a client with opts.
func New(opts Options) (*Client, error) {
	if strings.TrimSpace(opts.APIKey) == "" || opts.User == "" || opts.Password == "" || strings.TrimSpace(opts.ReceiverID) == "" {
		return nil, ErrConfig
	}
	base := strings.TrimRight(opts.BaseURL, "/")
	if base == "" {
		base = DefaultBaseURL
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil {
		return nil, fmt.Errorf("dhl: the API URL %q is not an http(s) URL", opts.BaseURL)
	}
	switch opts.LabelType {
	case "":
		opts.LabelType = ShipmentLabel
	case ShipmentLabel, QRLabel, Both:
	default:
		return nil, fmt.Errorf("dhl: label type %q is none of SHIPMENT_LABEL, QR_LABEL, BOTH", opts.LabelType)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 15 * time.Second
	}
	c := &Client{opts: opts, base: base, http: opts.HTTP}
	if c.http == nil {
		c.http = &http.Client{}
	}
	return c, nil
}

// Code is "dhl".
func (c *Client) Code() string { return Code }

// Name is "DHL".
func (c *Client) Name() string { return "DHL" }

// Order is the body of POST /orders.
type Order struct {
	ReceiverID        string  `json:"receiverId"`
	CustomerReference string  `json:"customerReference,omitempty"`
	ShipmentReference string  `json:"shipmentReference,omitempty"`
	Shipper           Shipper `json:"shipper"`
	ItemWeight        *Weight `json:"itemWeight,omitempty"`
}

// Shipper is the return's sender.
type Shipper struct {
	Name1       string `json:"name1"`
	Name2       string `json:"name2,omitempty"`
	Name3       string `json:"name3,omitempty"`
	StreetName  string `json:"streetName"`
	HouseNumber string `json:"houseNumber"`
	PostalCode  string `json:"postalCode"`
	City        string `json:"city"`
	// Country is ISO 3166-1 alpha-3 (DEU).
	Country string `json:"country"`
	Email   string `json:"email,omitempty"`
	Phone   string `json:"phone,omitempty"`
}

// Weight is a weight in a unit (g or kg).
type Weight struct {
	UOM   string  `json:"uom"`
	Value float64 `json:"value"`
}

// Document is a label as DHL answers it.
type Document struct {
	B64        string `json:"b64"`
	FileFormat string `json:"fileFormat,omitempty"`
}

// Confirmation is DHL's answer to an order.
type Confirmation struct {
	ShipmentNo              string    `json:"shipmentNo"`
	InternationalShipmentNo string    `json:"internationalShipmentNo,omitempty"`
	Label                   *Document `json:"label,omitempty"`
	QRLabel                 *Document `json:"qrLabel,omitempty"`
	RoutingCode             string    `json:"routingCode,omitempty"`
}

// Problem is DHL's problem JSON (RFC 7807).
type Problem struct {
	Status int    `json:"status"`
	Title  string `json:"title"`
	Detail string `json:"detail"`
}

// Limits of the shipper's fields (DHL's: 35 characters a name line and a
// street, 10 a house number and postal code, 35 the city, 80 the email).
const (
	maxName   = 35
	maxStreet = 35
	maxHouse  = 10
	maxPostal = 10
	maxCity   = 35
	maxEmail  = 80
	maxRef    = 30
)

// alpha3 are the ISO 3166-1 alpha-3 codes of the countries a return
// comes from (SPEC.md section 9: Germany; its neighbours for the day the
// rule widens).
var alpha3 = map[string]string{"DE": "DEU", "AT": "AUT", "CH": "CHE", "FR": "FRA", "NL": "NLD", "BE": "BEL", "LU": "LUX",
	"DK": "DNK", "PL": "POL", "CZ": "CZE", "IT": "ITA", "ES": "ESP"}

// houseNumber splits "Leopoldstraße 12a" into street and house number.
var houseNumber = regexp.MustCompile(`^(.*?)[\s,]+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$`)

// splitStreet is a street line's name and house number ("" when it
// carries none).
func splitStreet(line string) (string, string) {
	line = strings.TrimSpace(line)
	if m := houseNumber.FindStringSubmatch(line); m != nil {
		return strings.TrimSpace(m[1]), strings.ReplaceAll(m[2], " ", "")
	}
	return line, ""
}

// cut shortens s to n characters.
func cut(s string, n int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// order is the body for a return.
func (c *Client) order(r returns.CarrierRequest) (Order, error) {
	a := r.Sender
	country, ok := alpha3[strings.ToUpper(a.Country)]
	if !ok {
		return Order{}, &returns.CarrierError{Carrier: c.Name(), Kind: returns.CarrierRefused,
			Detail: fmt.Sprintf("no DHL return from the country %q", a.Country)}
	}
	var street, house string
	if len(a.Street) > 0 {
		street, house = splitStreet(a.Street[0])
	}
	s := Shipper{Name1: cut(a.Name, maxName), StreetName: cut(street, maxStreet), HouseNumber: cut(house, maxHouse),
		PostalCode: cut(a.Postcode, maxPostal), City: cut(a.City, maxCity), Country: country, Phone: cut(a.Phone, 20)}
	if utf8.RuneCountInString(a.Email) <= maxEmail {
		s.Email = a.Email
	}
	if a.Company != "" {
		s.Name1, s.Name2 = cut(a.Company, maxName), cut(a.Name, maxName)
	}
	if len(a.Street) > 1 {
		if s.Name2 == "" {
			s.Name2 = cut(a.Street[1], maxName)
		} else {
			s.Name3 = cut(a.Street[1], maxName)
		}
	}
	o := Order{ReceiverID: c.opts.ReceiverID, CustomerReference: cut(r.Reference, maxRef),
		ShipmentReference: cut(r.OrderNumber, maxRef), Shipper: s}
	if r.WeightGrams > 0 {
		o.ItemWeight = &Weight{UOM: "g", Value: float64(r.WeightGrams)}
	}
	return o, nil
}

// ReturnLabel books a return label at DHL (see the package doc).
func (c *Client) ReturnLabel(ctx context.Context, r returns.CarrierRequest) (returns.CarrierLabel, error) {
	body, err := c.order(r)
	if err != nil {
		return returns.CarrierLabel{}, err
	}
	var conf Confirmation
	if err := c.post(ctx, body, &conf); err != nil {
		return returns.CarrierLabel{}, err
	}
	out := returns.CarrierLabel{ShipmentNo: strings.TrimSpace(conf.ShipmentNo)}
	bad := func(what string) error {
		return &returns.CarrierError{Carrier: c.Name(), Kind: returns.CarrierUnavailable, Status: http.StatusOK, Detail: what}
	}
	if out.ShipmentNo == "" || len(out.ShipmentNo) > 64 {
		return returns.CarrierLabel{}, bad("the answer has no shipment number")
	}
	if c.opts.LabelType != QRLabel {
		if conf.Label == nil || conf.Label.B64 == "" {
			return returns.CarrierLabel{}, bad("the answer has no label")
		}
		if out.PDF, err = base64.StdEncoding.DecodeString(conf.Label.B64); err != nil || !bytes.HasPrefix(out.PDF, []byte("%PDF-")) {
			return returns.CarrierLabel{}, bad("the label is not a base64 PDF")
		}
	}
	if conf.QRLabel != nil && conf.QRLabel.B64 != "" {
		if out.QR, err = base64.StdEncoding.DecodeString(conf.QRLabel.B64); err != nil {
			return returns.CarrierLabel{}, bad("the QR code is not base64")
		}
	}
	return out, nil
}

// maxAnswer bounds what is read of an answer (labels are some 100 KB).
const maxAnswer = 8 << 20

// post sends body to /orders and reads the answer into out; DHL's
// problems and failures to reach it are *returns.CarrierError.
func (c *Client) post(ctx context.Context, body Order, out *Confirmation) error {
	raw, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("dhl: encode the order: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/orders?labelType="+url.QueryEscape(c.opts.LabelType), bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("dhl: request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("dhl-api-key", c.opts.APIKey)
	req.SetBasicAuth(c.opts.User, c.opts.Password)
	res, err := c.http.Do(req)
	if err != nil {
		// The url.Error names the URL, which holds no credentials (they
		// travel in headers); its cause says timeout or refused.
		detail := "no answer"
		var ue *url.Error
		if errors.As(err, &ue) {
			detail = ue.Err.Error()
		}
		if ctx.Err() != nil {
			detail = "no answer within " + c.opts.Timeout.String()
		}
		return &returns.CarrierError{Carrier: c.Name(), Kind: returns.CarrierUnavailable, Detail: detail}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return &returns.CarrierError{Carrier: c.Name(), Kind: returns.CarrierUnavailable, Status: res.StatusCode, Detail: "the answer broke off"}
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return c.problem(res.StatusCode, data)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return &returns.CarrierError{Carrier: c.Name(), Kind: returns.CarrierUnavailable, Status: res.StatusCode, Detail: "the answer is not JSON"}
	}
	return nil
}

// problem maps a failed answer: 401 and 403 to CarrierAuth, other 4xx to
// CarrierRefused, the rest (5xx, 429) to CarrierUnavailable, with DHL's
// title and detail when it sent problem JSON. The detail is cut and
// stripped of anything like the shop's credentials, in case DHL echoes
// them.
func (c *Client) problem(status int, data []byte) error {
	var p Problem
	_ = json.Unmarshal(data, &p)
	kind := returns.CarrierUnavailable
	switch {
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		kind = returns.CarrierAuth
	case status == http.StatusTooManyRequests || status >= 500:
	case status >= 400:
		kind = returns.CarrierRefused
	}
	detail := strings.TrimSpace(strings.Trim(strings.TrimSpace(p.Title)+": "+strings.TrimSpace(p.Detail), ": "))
	if detail == "" {
		detail = "HTTP " + strconv.Itoa(status) + " " + http.StatusText(status)
	}
	for _, secret := range []string{c.opts.APIKey, c.opts.Password} {
		if secret != "" {
			detail = strings.ReplaceAll(detail, secret, "…")
		}
	}
	return &returns.CarrierError{Carrier: c.Name(), Kind: kind, Status: status, Detail: cut(strings.Map(printable, detail), 500)}
}

// printable drops control characters from DHL's words before they reach
// a log line.
func printable(r rune) rune {
	if r < 0x20 || r == 0x7f {
		return -1
	}
	return r
}
