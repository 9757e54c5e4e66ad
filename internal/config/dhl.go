package config

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// DHL is the shop's DHL business account that prepaid return labels
// (DHL Parcel DE Returns) are booked on. Without it the return label is
// a reference sheet and the postage the customer's.
type DHL struct {
	// APIKey is the app's key from DHL's developer portal. Never logged.
	APIKey string
	// User and Password are the business customer portal's login. The
	// password is never logged.
	User, Password string
	// ReceiverID is the return receiver set up in the portal (the shop's
	// return address at DHL).
	ReceiverID string
	// APIURL is the Returns API with its version: DHL's (the default),
	// its sandbox or a local fake's.
	APIURL string
	// LabelType is SHIPMENT_LABEL, QR_LABEL or BOTH.
	LabelType string
}

// Enabled reports an account: returns get DHL's prepaid labels.
func (d DHL) Enabled() bool { return d.APIKey != "" }

// DefaultDHLAPIURL is DHL Parcel DE Returns' production API.
const DefaultDHLAPIURL = "https://api-eu.dhl.com/parcel/de/shipping/returns/v1"

// validateDHL checks the DHL account: all four credentials or none. No
// message repeats the key or the password.
func validateDHL(raw rawValues, cfg *Config) []error {
	d := DHL{APIKey: strings.TrimSpace(raw.dhlKey), User: strings.TrimSpace(raw.dhlUser), Password: raw.dhlPassword,
		ReceiverID: strings.TrimSpace(raw.dhlReceiver), APIURL: strings.TrimRight(strings.TrimSpace(raw.dhlURL), "/"),
		LabelType: strings.ToUpper(strings.TrimSpace(raw.dhlLabelType))}
	if d.APIKey == "" && d.User == "" && d.Password == "" && d.ReceiverID == "" {
		if d.APIURL != "" {
			return []error{errors.New("PADDOCK_DHL_API_URL is set but the DHL account is not; set PADDOCK_DHL_API_KEY, PADDOCK_DHL_USER, PADDOCK_DHL_PASSWORD and PADDOCK_DHL_RETURN_RECEIVER_ID too, or unset it")}
		}
		return nil
	}
	var problems []error
	var missing []string
	for _, v := range []struct{ name, value string }{{"PADDOCK_DHL_API_KEY", d.APIKey}, {"PADDOCK_DHL_USER", d.User},
		{"PADDOCK_DHL_PASSWORD", d.Password}, {"PADDOCK_DHL_RETURN_RECEIVER_ID", d.ReceiverID}} {
		if v.value == "" {
			missing = append(missing, v.name)
		}
	}
	if len(missing) > 0 {
		problems = append(problems, fmt.Errorf("the DHL account for return labels is incomplete: %s not set (the API key from developer.dhl.com, the business customer portal's user and password, the return receiver id set up there)", strings.Join(missing, ", ")))
	}
	if d.APIURL == "" {
		d.APIURL = DefaultDHLAPIURL
	} else if u, err := url.Parse(d.APIURL); err != nil || u.Host == "" || u.RawQuery != "" || u.User != nil ||
		(u.Scheme != "https" && !(u.Scheme == "http" && localURL(d.APIURL))) {
		problems = append(problems, fmt.Errorf("PADDOCK_DHL_API_URL %q is not an https URL (plain http only on this machine, for a local fake); the default is %s, DHL's sandbox https://api-sandbox.dhl.com/parcel/de/shipping/returns/v1", raw.dhlURL, DefaultDHLAPIURL))
	}
	switch d.LabelType {
	case "":
		d.LabelType = "SHIPMENT_LABEL"
	case "SHIPMENT_LABEL", "QR_LABEL", "BOTH":
	default:
		problems = append(problems, fmt.Errorf("PADDOCK_DHL_LABEL_TYPE %q is none of SHIPMENT_LABEL, QR_LABEL, BOTH", raw.dhlLabelType))
	}
	cfg.DHL = d
	return problems
}
