package newsletter

import (
	"bytes"
	"encoding/base64"
	"testing"
	"time"
)

var testKey = bytes.Repeat([]byte{42}, 32)

func TestTokenRoundTripAndTampering(t *testing.T) {
	exp := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	raw := signToken(testKey, kindConfirm, 17, exp, "Anna@Example.de")
	if len(raw) != tokenLen {
		t.Fatalf("token of %d characters; want %d", len(raw), tokenLen)
	}
	tok, err := parseToken(raw)
	if err != nil || tok.kind != kindConfirm || tok.id != 17 || tok.expires != exp.Unix() || !tok.valid(testKey, "anna@example.de") {
		t.Fatalf("round trip: %+v %v", tok, err)
	}
	if !tok.issued().Equal(exp.Add(-ConfirmValidity)) {
		t.Errorf("issued %v", tok.issued())
	}
	if tok.valid(testKey, "bob@example.de") || tok.valid(bytes.Repeat([]byte{1}, 32), "anna@example.de") {
		t.Error("valid for another address or key")
	}
	// Every changed byte breaks the signature or the structure.
	b, _ := base64.RawURLEncoding.DecodeString(raw)
	for i := range b {
		changed := bytes.Clone(b)
		changed[i] ^= 0x01
		tt, err := parseToken(base64.RawURLEncoding.EncodeToString(changed))
		if err == nil && tt.valid(testKey, "anna@example.de") {
			t.Errorf("byte %d changed and still valid", i)
		}
	}
	unsub := signToken(testKey, kindUnsubscribe, 17, time.Time{}, "anna@example.de")
	if tok, err := parseToken(unsub); err != nil || tok.kind != kindUnsubscribe || tok.expires != 0 || !tok.valid(testKey, "anna@example.de") {
		t.Errorf("unsubscribe token: %+v %v", tok, err)
	}
}

func TestParseTokenRefusesMalformed(t *testing.T) {
	good := signToken(testKey, kindConfirm, 5, time.Unix(2_000_000_000, 0), "a@b.de")
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	withKind := func(k byte) string { c := bytes.Clone(raw); c[0] = k; return base64.RawURLEncoding.EncodeToString(c) }
	withID := func(id byte) string {
		c := bytes.Clone(raw)
		copy(c[1:9], []byte{id, 0, 0, 0, 0, 0, 0, 0})
		return base64.RawURLEncoding.EncodeToString(c)
	}
	for name, s := range map[string]string{
		"empty":          "",
		"short":          good[:40],
		"long":           good + "A",
		"padding":        good[:len(good)-2] + "==",
		"standard b64":   "+" + good[1:],
		"not base64":     "!" + good[1:],
		"unknown kind":   withKind('x'),
		"negative id":    withID(0x80),
		"unsub with exp": withKind(kindUnsubscribe),
		"huge":           string(bytes.Repeat([]byte{'A'}, 10000)),
	} {
		if _, err := parseToken(s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func FuzzParseToken(f *testing.F) {
	f.Add(signToken(testKey, kindConfirm, 1, time.Unix(2_000_000_000, 0), "a@b.de"))
	f.Add(signToken(testKey, kindUnsubscribe, 99, time.Time{}, "x@y.fr"))
	f.Add("")
	f.Add("Y2F0")
	f.Fuzz(func(t *testing.T, s string) {
		tok, err := parseToken(s)
		if err != nil {
			return
		}
		if tok.id <= 0 || tok.kind != kindConfirm && tok.kind != kindUnsubscribe || len(tok.mac) != 32 {
			t.Fatalf("accepted a bad token: %+v", tok)
		}
		// Only tokens signed with the key are valid; the fuzzer cannot
		// forge one.
		if tok.valid(testKey, "a@b.de") && s != signToken(testKey, tok.kind, tok.id, time.Unix(tok.expires, 0), "a@b.de") &&
			s != signToken(testKey, tok.kind, tok.id, time.Time{}, "a@b.de") {
			t.Fatalf("forged token %q", s)
		}
	})
}
