package newsletter

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"strconv"
	"strings"
	"time"
)

// Kinds of token. The kind is signed, so a confirmation token never works
// as an unsubscribe token or the other way round.
const (
	kindConfirm     byte = 'c'
	kindUnsubscribe byte = 'u'
)

// A token is base64url (no padding) of: kind (1 byte), subscriber id
// (8 bytes), expiry in Unix seconds (8 bytes; 0 for none), and the
// HMAC-SHA256 (32 bytes) over the version, kind, id, expiry and the
// subscriber's address. The address itself is not in the token (links
// end up in logs and browser histories); the server reads it by id.
const (
	tokenBytes    = 1 + 8 + 8 + sha256.Size
	tokenLen      = (tokenBytes*8 + 5) / 6 // 66 characters
	macVersion    = "paddock-newsletter-v1"
	maxTokenInput = 200
)

type token struct {
	kind    byte
	id      int64
	expires int64
	mac     []byte
}

var errBadToken = errors.New("newsletter: malformed token")

// parseToken reads a token's structure; it says nothing about its
// signature.
func parseToken(s string) (token, error) {
	s = strings.TrimSpace(s)
	if len(s) != tokenLen || len(s) > maxTokenInput {
		return token{}, errBadToken
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil || len(raw) != tokenBytes {
		return token{}, errBadToken
	}
	t := token{kind: raw[0], id: int64(binary.BigEndian.Uint64(raw[1:9])), expires: int64(binary.BigEndian.Uint64(raw[9:17])), mac: raw[17:]}
	if t.kind != kindConfirm && t.kind != kindUnsubscribe || t.id <= 0 || t.expires < 0 {
		return token{}, errBadToken
	}
	if t.kind == kindUnsubscribe && t.expires != 0 || t.kind == kindConfirm && t.expires == 0 {
		return token{}, errBadToken
	}
	return t, nil
}

func tokenMAC(key []byte, kind byte, id, expires int64, email string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(macVersion + "\x00" + string(kind) + "\x00" + strconv.FormatInt(id, 10) + "\x00" +
		strconv.FormatInt(expires, 10) + "\x00" + strings.ToLower(email)))
	return m.Sum(nil)
}

// signToken makes a token of kind for a subscriber; a zero expires means
// the token does not expire.
func signToken(key []byte, kind byte, id int64, expires time.Time, email string) string {
	var exp int64
	if !expires.IsZero() {
		exp = expires.Unix()
	}
	raw := make([]byte, 0, tokenBytes)
	raw = append(raw, kind)
	raw = binary.BigEndian.AppendUint64(raw, uint64(id))
	raw = binary.BigEndian.AppendUint64(raw, uint64(exp))
	raw = append(raw, tokenMAC(key, kind, id, exp, email)...)
	return base64.RawURLEncoding.EncodeToString(raw)
}

// valid reports, in constant time, whether t was signed with key for
// email.
func (t token) valid(key []byte, email string) bool {
	return hmac.Equal(t.mac, tokenMAC(key, t.kind, t.id, t.expires, email))
}

// issued is when a confirmation token was made.
func (t token) issued() time.Time {
	return time.Unix(t.expires, 0).UTC().Add(-ConfirmValidity)
}
