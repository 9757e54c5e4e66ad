package httpx_test

import (
	"testing"

	"paddock/internal/platform/httpx"
)

func TestLocalPath(t *testing.T) {
	for in, want := range map[string]string{
		"": "/", "/": "/", "/de/search": "/de/search", "de/search/": "/de/search", "//evil.example": "/evil.example",
		"/\\evil.example": "/%5Cevil.example", "/\t/evil": "/%09/evil", "/de/../../x": "/x", "/de/größe": "/de/gr%C3%B6%C3%9Fe",
	} {
		if got := httpx.LocalPath(in); got != want {
			t.Errorf("LocalPath(%q) = %q; want %q", in, got, want)
		}
	}
}
