package config_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"paddock/internal/config"
)

func TestDHLSettings(t *testing.T) {
	t.Parallel()
	account := map[string]string{"PADDOCK_DHL_API_KEY": "dhl-app-key-123", "PADDOCK_DHL_USER": "2222222222_01",
		"PADDOCK_DHL_PASSWORD": "portal secret pass", "PADDOCK_DHL_RETURN_RECEIVER_ID": "deu"}
	with := func(extra map[string]string) map[string]string {
		out := map[string]string{}
		for k, v := range account {
			out[k] = v
		}
		for k, v := range extra {
			if v == "" {
				delete(out, k)
			} else {
				out[k] = v
			}
		}
		return out
	}
	full := config.DHL{APIKey: "dhl-app-key-123", User: "2222222222_01", Password: "portal secret pass", ReceiverID: "deu",
		APIURL: config.DefaultDHLAPIURL, LabelType: "SHIPMENT_LABEL"}
	sandbox := full
	sandbox.APIURL, sandbox.LabelType = "https://api-sandbox.dhl.com/parcel/de/shipping/returns/v1", "BOTH"
	for _, c := range []struct {
		name string
		env  map[string]string
		want config.DHL
		errs []string
	}{
		{name: "off (the demo)", env: map[string]string{}},
		{name: "account", env: account, want: full},
		{name: "sandbox", env: with(map[string]string{"PADDOCK_DHL_API_URL": "https://api-sandbox.dhl.com/parcel/de/shipping/returns/v1/", "PADDOCK_DHL_LABEL_TYPE": "both"}), want: sandbox},
		{name: "password missing", env: with(map[string]string{"PADDOCK_DHL_PASSWORD": ""}), errs: []string{"incomplete: PADDOCK_DHL_PASSWORD not set"}},
		{name: "plain http elsewhere", env: with(map[string]string{"PADDOCK_DHL_API_URL": "http://dhl.example/v1"}), errs: []string{`PADDOCK_DHL_API_URL "http://dhl.example/v1" is not an https URL`}},
		{name: "label type", env: with(map[string]string{"PADDOCK_DHL_LABEL_TYPE": "PNG"}), errs: []string{`PADDOCK_DHL_LABEL_TYPE "PNG"`}},
		{name: "URL alone", env: map[string]string{"PADDOCK_DHL_API_URL": "https://api-sandbox.dhl.com/x"}, errs: []string{"the DHL account is not"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cfg, _, err := config.Load("paddock", nil, env(c.env), io.Discard)
			if len(c.errs) > 0 {
				var cerr *config.Error
				if !errors.As(err, &cerr) || len(cerr.Problems) != len(c.errs) {
					t.Fatalf("got %v, want %d problems", err, len(c.errs))
				}
				for _, want := range c.errs {
					if !strings.Contains(err.Error(), want) {
						t.Errorf("%v lacks %q", err, want)
					}
				}
				if strings.Contains(err.Error(), "dhl-app-key-123") || strings.Contains(err.Error(), "portal secret pass") {
					t.Errorf("the message repeats a credential: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.DHL != c.want || cfg.DHL.Enabled() != (c.want.APIKey != "") {
				t.Errorf("got %+v", cfg.DHL)
			}
		})
	}
}
