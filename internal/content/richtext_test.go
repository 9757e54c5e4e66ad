package content_test

import (
	"strings"
	"testing"

	"paddock/internal/content"
)

func TestSanitizeHTML(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain paragraphs stay", "<p>Hallo <strong>Welt</strong></p>", "<p>Hallo <strong>Welt</strong></p>"},
		{"script goes with its content", `<p>a</p><script>alert(1)</script>`, "<p>a</p>"},
		{"event handler goes", `<p onclick="alert(1)">a</p>`, "<p>a</p>"},
		{"image with onerror goes", `<img src=x onerror="alert(1)">`, ""},
		{"javascript: link loses its href", `<a href="javascript:alert(1)">x</a>`, "x"},
		{"data: link loses its href", `<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`, "x"},
		{"style attribute goes", `<p style="position:fixed">a</p>`, "<p>a</p>"},
		{"style element goes", `<style>body{display:none}</style><p>a</p>`, "<p>a</p>"},
		{"class and id go", `<p class="x" id="y">a</p>`, "<p>a</p>"},
		{"iframe goes", `<iframe src="https://evil.example"></iframe>`, ""},
		{"relative link stays followable", `<a href="/de/service/versand">Versand</a>`, `<a href="/de/service/versand">Versand</a>`},
		{"external link gets nofollow", `<a href="https://example.com">x</a>`, `<a href="https://example.com" rel="nofollow">x</a>`},
		{"new tab gets noopener", `<a href="/de/agb" target="_blank">AGB</a>`, `<a href="/de/agb" target="_blank" rel="noopener">AGB</a>`},
		{"other targets go", `<a href="/de/agb" target="_top">AGB</a>`, `<a href="/de/agb">AGB</a>`},
		{"mailto and tel stay", `<a href="mailto:a@b.example">m</a> <a href="tel:+49251">t</a>`, `<a href="mailto:a@b.example">m</a> <a href="tel:+49251">t</a>`},
		{"tables stay, scope checked", `<table><tr><th scope="col">A</th><th scope="evil">B</th></tr></table>`, `<table><tr><th scope="col">A</th><th>B</th></tr></table>`},
		{"svg with script goes", `<svg><script>alert(1)</script></svg>`, ""},
		{"encoded javascript goes", `<a href="&#106;avascript:alert(1)">x</a>`, "x"},
	}
	for _, tt := range tests {
		if got := content.SanitizeHTML(tt.in); got != tt.want {
			t.Errorf("%s: got %q; want %q", tt.name, got, tt.want)
		}
	}
	for _, bad := range []string{"<script", "onerror", "onclick", "javascript:", "style="} {
		if got := content.SanitizeHTML(`<div onclick=x><a href="javascript:y" style="z">a</a><script>b</script><img onerror=c></div>`); strings.Contains(got, bad) {
			t.Errorf("%q left in %q", bad, got)
		}
	}
}
