package catalog

import (
	"crypto/rand"
	"encoding/base64"
	"slices"
	"strings"
)

// OptionFileExtensions are the file name extensions a file option may
// accept: pictures (which the upload re-encodes) and PDF documents.
var OptionFileExtensions = []string{"png", "jpg", "jpeg", "webp", "pdf"}

// MaxOptionFileBytes bounds every file uploaded for a file option.
const MaxOptionFileBytes = 5 << 20

// MaxAreaText bounds an area option's text where the option sets no
// limit.
const MaxAreaText = maxMaxCharacters

// JoinExtensions is the stored form of a file option's extensions, as
// Magento's file_extension names them: "png, jpg".
func JoinExtensions(exts []string) string { return strings.Join(exts, ", ") }

// SplitExtensions reads what JoinExtensions wrote (commas or spaces
// between, dots and case ignored), each once.
func SplitExtensions(s string) []string {
	var out []string
	for _, e := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		e = strings.ToLower(strings.TrimPrefix(e, "."))
		if e != "" && !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// Accepts reports whether the file option's settings take a file with
// the extension ext (with or without its dot, any case); jpg and jpeg are
// one.
func (f FileSettings) Accepts(ext string) bool {
	ext = strings.ToLower(strings.TrimPrefix(ext, "."))
	for _, e := range f.Extensions {
		if e == ext || (e == "jpg" && ext == "jpeg") || (e == "jpeg" && ext == "jpg") {
			return true
		}
	}
	return false
}

// fileSettings are a stored file option's settings; nil for the other
// types.
func fileSettings(t OptionType, exts string, x, y int) *FileSettings {
	if t != FileOption {
		return nil
	}
	return &FileSettings{Extensions: SplitExtensions(exts), MaxWidth: x, MaxHeight: y}
}

// IsFileToken reports whether s has the form of an upload's token (see
// NewFileToken): "f_" and 32 characters of base64url.
func IsFileToken(s string) bool {
	if len(s) != 2+fileTokenChars || !strings.HasPrefix(s, "f_") {
		return false
	}
	for _, r := range s[2:] {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

const fileTokenChars = 32

// NewFileToken is a fresh opaque token for an uploaded file: 24 random
// bytes, base64url, after "f_".
func NewFileToken() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b) // crypto/rand never fails on supported systems
	return "f_" + base64.RawURLEncoding.EncodeToString(b)
}
