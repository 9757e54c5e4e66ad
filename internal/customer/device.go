package customer

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// DeviceValidity is how long a browser that signed in to an account is
// known as one of the account's devices (the paddock_device cookie, see
// session.DeviceCookieName); every sign-in renews it.
const DeviceValidity = 365 * 24 * time.Hour

// device is what a device cookie says: the account it proved the
// password of, when, and the browser's own random id, which its failures
// are counted by.
type device struct {
	CustomerID int64
	Issued     time.Time
	ID         string
}

// deviceIDBytes is the randomness of a device's id.
const deviceIDBytes = 16

// newDeviceID returns a random device id.
func newDeviceID() (string, error) {
	var b [deviceIDBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("customer: device id: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// signDevice writes a device cookie's value:
// <customer id>.<issued, Unix seconds>.<device id>.<HMAC-SHA256 of the
// three under the shop's device key>.
func (s *service) signDevice(d device) string {
	body := strconv.FormatInt(d.CustomerID, 10) + "." + strconv.FormatInt(d.Issued.Unix(), 10) + "." + d.ID
	return body + "." + s.deviceMAC(body)
}

func (s *service) deviceMAC(body string) string {
	mac := hmac.New(sha256.New, s.deviceKey)
	mac.Write([]byte(body))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// readDevice checks a device cookie's value: signed with the shop's key,
// well-formed and not older than DeviceValidity at now.
func (s *service) readDevice(value string, now time.Time) (device, bool) {
	i := strings.LastIndexByte(value, '.')
	if i < 0 || len(value) > 200 {
		return device{}, false
	}
	body, mac := value[:i], value[i+1:]
	if !hmac.Equal([]byte(mac), []byte(s.deviceMAC(body))) {
		return device{}, false
	}
	parts := strings.Split(body, ".")
	if len(parts) != 3 {
		return device{}, false
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	issued, err2 := strconv.ParseInt(parts[1], 10, 64)
	raw, err3 := base64.RawURLEncoding.Strict().DecodeString(parts[2])
	if err1 != nil || err2 != nil || err3 != nil || len(raw) != deviceIDBytes || id < 1 {
		return device{}, false
	}
	d := device{CustomerID: id, Issued: time.Unix(issued, 0).UTC(), ID: parts[2]}
	if !now.Before(d.Issued.Add(DeviceValidity)) {
		return device{}, false
	}
	return d, true
}

// knownDevice is the device id of a cookie value that names the account
// of r and was issued since its password last changed (a new password,
// chosen perhaps because someone else knew the old one, is proved anew on
// every device); "" for any other.
func (s *service) knownDevice(value string, r row, now time.Time) string {
	if value == "" || r.ID == 0 {
		return ""
	}
	d, ok := s.readDevice(value, now)
	if !ok || d.CustomerID != r.ID || d.Issued.Before(r.PasswordChangedAt.Truncate(time.Second)) {
		return ""
	}
	return d.ID
}
