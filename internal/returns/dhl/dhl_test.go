package dhl_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"paddock/internal/returns"
	"paddock/internal/returns/dhl"
	"paddock/internal/returns/dhl/dhlfake"
)

func client(t *testing.T, fake *dhlfake.Server, opts dhl.Options) *dhl.Client {
	t.Helper()
	if opts.APIKey == "" {
		opts.APIKey, opts.User, opts.Password = dhlfake.APIKey, dhlfake.User, dhlfake.Password
	}
	if opts.ReceiverID == "" {
		opts.ReceiverID = dhlfake.ReceiverID
	}
	opts.BaseURL = fake.BaseURL()
	c, err := dhl.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var anna = returns.CarrierRequest{Reference: "000000012-R1", OrderNumber: "000000012",
	Sender: returns.CarrierAddress{Name: "Anna Berger", Street: []string{"Leopoldstraße 12a", "Hinterhaus"}, Postcode: "80802",
		City: "München", Country: "DE", Email: "anna@example.de", Phone: "+49 89 123456"}, WeightGrams: 850}

func TestReturnLabelSendsTheOrderWithBothCredentials(t *testing.T) {
	t.Parallel()
	fake := dhlfake.Start(t)
	c := client(t, fake, dhl.Options{LabelType: dhl.Both})
	label, err := c.ReturnLabel(context.Background(), anna)
	if err != nil {
		t.Fatal(err)
	}
	if label.ShipmentNo != "99934000000001" || !bytes.Equal(label.PDF, dhlfake.LabelPDF(label.ShipmentNo)) || !bytes.Equal(label.QR, dhlfake.QR) {
		t.Fatalf("label %q, %d PDF bytes, QR %q", label.ShipmentNo, len(label.PDF), label.QR)
	}
	reqs := fake.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	if r.LabelType != "BOTH" || r.APIKey != dhlfake.APIKey || r.User != dhlfake.User || r.Password != dhlfake.Password {
		t.Errorf("labelType %q, key %q, user %q, password %q", r.LabelType, r.APIKey, r.User, r.Password)
	}
	want := map[string]any{"receiverId": "deu", "customerReference": "000000012-R1", "shipmentReference": "000000012",
		"shipper": map[string]any{"name1": "Anna Berger", "name2": "Hinterhaus", "streetName": "Leopoldstraße", "houseNumber": "12a",
			"postalCode": "80802", "city": "München", "country": "DEU", "email": "anna@example.de", "phone": "+49 89 123456"},
		"itemWeight": map[string]any{"uom": "g", "value": 850.0}}
	if !equalJSON(r.Body, want) {
		t.Errorf("body\n%v\nwant\n%v", r.Body, want)
	}
}

func TestReturnLabelAsksForTheShipmentLabelByDefault(t *testing.T) {
	t.Parallel()
	fake := dhlfake.Start(t)
	c := client(t, fake, dhl.Options{})
	in := anna
	in.WeightGrams = 0
	in.Sender.Company = "Reitstall Berger"
	label, err := c.ReturnLabel(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if label.QR != nil || len(label.PDF) == 0 {
		t.Errorf("QR %q, PDF %d bytes", label.QR, len(label.PDF))
	}
	r := fake.Requests()[0]
	shipper := r.Body["shipper"].(map[string]any)
	if r.LabelType != "SHIPMENT_LABEL" || r.Body["itemWeight"] != nil || shipper["name1"] != "Reitstall Berger" ||
		shipper["name2"] != "Anna Berger" || shipper["name3"] != "Hinterhaus" {
		t.Errorf("labelType %q, weight %v, shipper %v", r.LabelType, r.Body["itemWeight"], shipper)
	}
}

func TestReturnLabelErrorsForStaff(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		fault  *dhlfake.Fault
		opts   dhl.Options
		kind   returns.CarrierErrorKind
		status int
		detail string
	}{
		{name: "wrong key", opts: dhl.Options{APIKey: "other-key-echoed", User: dhlfake.User, Password: dhlfake.Password},
			kind: returns.CarrierAuth, status: 401, detail: "Unauthorized: Invalid API key."},
		{name: "wrong password", opts: dhl.Options{APIKey: dhlfake.APIKey, User: dhlfake.User, Password: "not-the-password"},
			kind: returns.CarrierAuth, status: 401, detail: "Unauthorized: Invalid user credentials."},
		{name: "unknown receiver", opts: dhl.Options{ReceiverID: "xyz"}, kind: returns.CarrierRefused, status: 400, detail: "Bad Request: Unknown receiverId xyz."},
		{name: "server error", fault: &dhlfake.Fault{Status: 500, Title: "Internal Server Error", Detail: "Try again later."},
			kind: returns.CarrierUnavailable, status: 500, detail: "Internal Server Error: Try again later."},
		{name: "echoed secret", fault: &dhlfake.Fault{Status: 422, Title: "Unprocessable", Detail: "key " + dhlfake.APIKey + " pass " + dhlfake.Password},
			kind: returns.CarrierRefused, status: 422, detail: "Unprocessable: key … pass …"},
		{name: "problem without words", fault: &dhlfake.Fault{Status: 503}, kind: returns.CarrierUnavailable, status: 503,
			detail: "HTTP 503 Service Unavailable"},
		{name: "timeout", fault: &dhlfake.Fault{Hang: true}, opts: dhl.Options{Timeout: 50 * time.Millisecond},
			kind: returns.CarrierUnavailable, detail: "no answer within 50ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fake := dhlfake.Start(t)
			fake.Fail(tc.fault)
			c := client(t, fake, tc.opts)
			_, err := c.ReturnLabel(context.Background(), anna)
			var ce *returns.CarrierError
			if !errors.As(err, &ce) {
				t.Fatalf("err %v, want a CarrierError", err)
			}
			if ce.Kind != tc.kind || ce.Status != tc.status || ce.Detail != tc.detail || ce.Carrier != "DHL" {
				t.Errorf("got %+v, want %s %d %q", ce, tc.kind, tc.status, tc.detail)
			}
			for _, secret := range []string{dhlfake.APIKey, dhlfake.Password, "other-key-echoed", "not-the-password"} {
				if strings.Contains(err.Error(), secret) || strings.Contains(ce.Message("de"), secret) {
					t.Errorf("%q leaks %q", err, secret)
				}
			}
		})
	}
}

func TestReturnLabelRefusesACountryDHLDoesNotTake(t *testing.T) {
	t.Parallel()
	fake := dhlfake.Start(t)
	in := anna
	in.Sender.Country = "US"
	_, err := client(t, fake, dhl.Options{}).ReturnLabel(context.Background(), in)
	var ce *returns.CarrierError
	if !errors.As(err, &ce) || ce.Kind != returns.CarrierRefused || len(fake.Requests()) != 0 {
		t.Fatalf("err %v, %d requests", err, len(fake.Requests()))
	}
}

func TestNewNeedsEveryCredential(t *testing.T) {
	t.Parallel()
	for _, o := range []dhl.Options{
		{User: "u", Password: "p", ReceiverID: "deu"},
		{APIKey: "k", Password: "p", ReceiverID: "deu"},
		{APIKey: "k", User: "u", ReceiverID: "deu"},
		{APIKey: "k", User: "u", Password: "p"},
	} {
		if _, err := dhl.New(o); !errors.Is(err, dhl.ErrConfig) {
			t.Errorf("%+v: %v", o, err)
		}
	}
	if _, err := dhl.New(dhl.Options{APIKey: "k", User: "u", Password: "p", ReceiverID: "deu", BaseURL: "ftp://x"}); err == nil {
		t.Error("an ftp URL was taken")
	}
	if _, err := dhl.New(dhl.Options{APIKey: "k", User: "u", Password: "p", ReceiverID: "deu", LabelType: "PNG"}); err == nil {
		t.Error("an unknown label type was taken")
	}
}

// equalJSON compares decoded JSON values.
func equalJSON(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			if !equalJSON(v, y[k]) {
				return false
			}
		}
		return true
	default:
		return a == b
	}
}
