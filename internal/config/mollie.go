package config

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// Mollie is the Mollie account online payments go through.
type Mollie struct {
	// APIKey is the bearer key: test_… or live_…; empty turns Mollie off.
	// Never logged.
	APIKey string
	// ProfileID is the website profile (pfl_…), which storefronts are
	// told (storeConfig.mollie.profile_id).
	ProfileID string
	// APIURL is Mollie's API with its version; the local fake's in tests.
	APIURL string
}

// Enabled reports an account: Mollie's methods are offered.
func (m Mollie) Enabled() bool { return m.APIKey != "" }

// LiveMode reports a live key: payments move real money.
func (m Mollie) LiveMode() bool { return strings.HasPrefix(m.APIKey, "live_") }

// DefaultMollieAPIURL is Mollie's API.
const DefaultMollieAPIURL = "https://api.mollie.com/v2"

var (
	mollieKey     = regexp.MustCompile(`^(test|live)_[A-Za-z0-9]{8,}$`)
	mollieProfile = regexp.MustCompile(`^pfl_[A-Za-z0-9]{4,}$`)
)

// validateMollie checks the Mollie account. The key is never repeated in
// a message.
func validateMollie(raw rawValues, cfg *Config) []error {
	var problems []error
	m := Mollie{APIKey: strings.TrimSpace(raw.mollieKey), ProfileID: strings.TrimSpace(raw.mollieProfile),
		APIURL: strings.TrimRight(strings.TrimSpace(raw.mollieURL), "/")}
	if m.APIKey == "" {
		if m.ProfileID != "" || m.APIURL != "" {
			problems = append(problems, errors.New("PADDOCK_MOLLIE_PROFILE_ID or PADDOCK_MOLLIE_API_URL is set but PADDOCK_MOLLIE_API_KEY is empty; set the API key too, or unset them"))
		}
		return problems
	}
	if !mollieKey.MatchString(m.APIKey) {
		problems = append(problems, errors.New("PADDOCK_MOLLIE_API_KEY is not a Mollie API key: it must start with test_ (test mode) or live_ (live mode) followed by letters and digits; copy it from Mollie's dashboard (Developers, API keys)"))
	}
	if m.ProfileID != "" && !mollieProfile.MatchString(m.ProfileID) {
		problems = append(problems, fmt.Errorf("PADDOCK_MOLLIE_PROFILE_ID %q is not a profile id; it starts with pfl_ (Mollie's dashboard, Settings, Website profiles)", m.ProfileID))
	}
	if m.APIURL == "" {
		m.APIURL = DefaultMollieAPIURL
	} else if u, err := url.Parse(m.APIURL); err != nil || u.Host == "" || u.RawQuery != "" || u.User != nil ||
		(u.Scheme != "https" && !(u.Scheme == "http" && localURL(m.APIURL))) {
		problems = append(problems, fmt.Errorf("PADDOCK_MOLLIE_API_URL %q is not an https URL (plain http only on this machine, for the local fake); the default is %s", raw.mollieURL, DefaultMollieAPIURL))
	}
	if m.LiveMode() && localURL(cfg.BaseURL) {
		problems = append(problems, errors.New("PADDOCK_MOLLIE_API_KEY is a live key, but PADDOCK_BASE_URL is on this machine: Mollie cannot send customers back to it or call its webhook; use a test_ key here, or the shop's public address"))
	}
	cfg.Mollie = m
	return problems
}
