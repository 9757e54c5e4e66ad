package config_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"paddock/internal/config"
)

func TestMollieSettings(t *testing.T) {
	const key = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"
	cases := []struct {
		name string
		env  map[string]string
		want config.Mollie
		live bool
		errs []string
	}{
		{name: "off", env: map[string]string{}},
		{name: "test key", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": key, "PADDOCK_MOLLIE_PROFILE_ID": "pfl_QkEhN94Ba"},
			want: config.Mollie{APIKey: key, ProfileID: "pfl_QkEhN94Ba", APIURL: config.DefaultMollieAPIURL}},
		{name: "local fake", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": key, "PADDOCK_MOLLIE_API_URL": "http://127.0.0.1:41234/v2/"},
			want: config.Mollie{APIKey: key, APIURL: "http://127.0.0.1:41234/v2"}},
		{name: "live key on a public shop", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": "live_abcdefghijklmnop", "PADDOCK_BASE_URL": "https://shop.example"},
			want: config.Mollie{APIKey: "live_abcdefghijklmnop", APIURL: config.DefaultMollieAPIURL}, live: true},
		{name: "neither test nor live", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": "sk_live_secretsecret"},
			errs: []string{"PADDOCK_MOLLIE_API_KEY is not a Mollie API key: it must start with test_ (test mode) or live_ (live mode)"}},
		{name: "live key on this machine", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": "live_abcdefghijklmnop"},
			errs: []string{"live key, but PADDOCK_BASE_URL is on this machine"}},
		{name: "bad profile and URL", env: map[string]string{"PADDOCK_MOLLIE_API_KEY": key, "PADDOCK_MOLLIE_PROFILE_ID": "profile", "PADDOCK_MOLLIE_API_URL": "http://mollie.example/v2"},
			errs: []string{`PADDOCK_MOLLIE_PROFILE_ID "profile"`, `PADDOCK_MOLLIE_API_URL "http://mollie.example/v2" is not an https URL`}},
		{name: "profile without key", env: map[string]string{"PADDOCK_MOLLIE_PROFILE_ID": "pfl_QkEhN94Ba"},
			errs: []string{"PADDOCK_MOLLIE_API_KEY is empty"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
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
				if strings.Contains(err.Error(), "secretsecret") || strings.Contains(err.Error(), "abcdefghijklmnop") {
					t.Errorf("the message repeats the key: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Mollie != c.want || cfg.Mollie.Enabled() != (c.want.APIKey != "") || cfg.Mollie.LiveMode() != c.live {
				t.Errorf("got %+v", cfg.Mollie)
			}
		})
	}
}
