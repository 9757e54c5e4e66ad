package staff

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
	qrcode "github.com/skip2/go-qrcode"
)

// This file holds the second factor's pieces: the authenticator's secret
// (sealed at rest), its codes (RFC 6238: 6 digits, 30 s steps, SHA-1, as
// every authenticator app reads an otpauth URI without parameters), the
// recovery codes, and the pending proof of a password.

// Issuer names the shop in the authenticator app.
const Issuer = "Paddock"

const (
	period = 30
	// skew is how many steps before and after the current one a code
	// may be for: a phone's clock a little off, a code typed as it
	// changed.
	skew = 1
)

var totpOptions = totp.ValidateOpts{Period: period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// newEnrolment makes an authenticator secret for email.
func newEnrolment(email string) (Enrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: Issuer, AccountName: email, Period: period, SecretSize: 20,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return Enrolment{}, fmt.Errorf("staff: new secret: %w", err)
	}
	e := Enrolment{Secret: key.Secret(), URI: otpauthURI(email, key.Secret())}
	if e.QR, err = qrRows(e.URI); err != nil {
		return Enrolment{}, err
	}
	return e, nil
}

// otpauthURI is the key URI authenticator apps read.
func otpauthURI(email, secret string) string {
	v := url.Values{}
	v.Set("secret", secret)
	v.Set("issuer", Issuer)
	return "otpauth://totp/" + url.PathEscape(Issuer+":"+email) + "?" + v.Encode()
}

// qrRows draws s as a QR code: rows of modules, '1' dark, no quiet zone.
func qrRows(s string) ([]string, error) {
	q, err := qrcode.New(s, qrcode.Medium)
	if err != nil {
		return nil, fmt.Errorf("staff: QR code: %w", err)
	}
	q.DisableBorder = true
	bitmap := q.Bitmap()
	rows := make([]string, len(bitmap))
	for i, row := range bitmap {
		var b strings.Builder
		for _, dark := range row {
			if dark {
				b.WriteByte('1')
			} else {
				b.WriteByte('0')
			}
		}
		rows[i] = b.String()
	}
	return rows, nil
}

// matchCode returns the time step code was made for with secret, within
// skew of now's, when it is later than last (a step already used does not
// count again); ok is false otherwise.
func matchCode(secret, code string, now time.Time, last int64) (step int64, ok bool) {
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" {
		return 0, false
	}
	current := now.Unix() / period
	for d := int64(-skew); d <= skew; d++ {
		s := current + d
		if s <= last {
			continue
		}
		want, err := totp.GenerateCodeCustom(secret, time.Unix(s*period, 0).UTC(), totpOptions)
		if err == nil && hmac.Equal([]byte(want), []byte(code)) {
			return s, true
		}
	}
	return 0, false
}

// Code returns the authenticator's code of secret at t: what the app
// shows (the demo's README and tests use it).
func Code(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOptions)
}

// sealer keeps authenticator secrets encrypted at rest (AES-256-GCM
// under a key derived from the shop's signing key): a copy of the
// database alone does not give the codes.
type sealer struct{ aead cipher.AEAD }

func newSealer(key []byte) (sealer, error) {
	block, err := aes.NewCipher(key[:32])
	if err != nil {
		return sealer{}, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return sealer{}, err
	}
	return sealer{aead: aead}, nil
}

func (s sealer) seal(plain string) string {
	nonce := make([]byte, s.aead.NonceSize())
	_, _ = rand.Read(nonce)
	return base64.RawStdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(plain), nil))
}

func (s sealer) open(sealed string) (string, error) {
	b, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(b) < s.aead.NonceSize() {
		return "", errors.New("staff: malformed sealed secret")
	}
	plain, err := s.aead.Open(nil, b[:s.aead.NonceSize()], b[s.aead.NonceSize():], nil)
	if err != nil {
		return "", fmt.Errorf("staff: open secret: %w", err)
	}
	return string(plain), nil
}

// recoveryAlphabet leaves out letters and digits read alike (0/o, 1/l/i).
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// newRecoveryCode returns a code "xxxxx-xxxxx" (about 49 bits).
func newRecoveryCode() string {
	b := make([]byte, 10)
	_, _ = rand.Read(b)
	var out strings.Builder
	for i, c := range b {
		if i == 5 {
			out.WriteByte('-')
		}
		out.WriteByte(recoveryAlphabet[int(c)%len(recoveryAlphabet)])
	}
	return out.String()
}

// normalRecoveryCode is a typed recovery code as it is kept: lower case,
// without spaces, with its dash; "" when it cannot be one.
func normalRecoveryCode(code string) string {
	c := strings.ToLower(strings.Join(strings.Fields(code), ""))
	c = strings.ReplaceAll(c, "-", "")
	if len(c) != 10 || strings.Trim(c, recoveryAlphabet) != "" {
		return ""
	}
	return c[:5] + "-" + c[5:]
}

// pending is the signed proof of a password: "<id>.<stage>.<expires>.<mac>".
type pending struct{ key []byte }

func (p pending) make(id int64, stage Stage, expires time.Time) string {
	body := strconv.FormatInt(id, 10) + "." + string(stage) + "." + strconv.FormatInt(expires.Unix(), 10)
	return body + "." + p.mac(body)
}

func (p pending) mac(body string) string {
	m := hmac.New(sha256.New, p.key)
	m.Write([]byte(body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// read returns the account and stage of a proof still valid at now.
func (p pending) read(s string, now time.Time) (int64, Stage, bool) {
	if len(s) > 200 {
		return 0, "", false
	}
	i := strings.LastIndexByte(s, '.')
	if i < 0 || !hmac.Equal([]byte(p.mac(s[:i])), []byte(s[i+1:])) {
		return 0, "", false
	}
	parts := strings.Split(s[:i], ".")
	if len(parts) != 3 {
		return 0, "", false
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	exp, err2 := strconv.ParseInt(parts[2], 10, 64)
	stage := Stage(parts[1])
	if err1 != nil || err2 != nil || (stage != SecondFactor && stage != Enrol) || now.Unix() >= exp {
		return 0, "", false
	}
	return id, stage, true
}
