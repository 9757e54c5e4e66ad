package storefront

import (
	"context"
	"testing"

	"paddock/internal/platform/i18n"
)

// redirectingContent is memContent with the former urls of its pages.
type redirectingContent struct {
	*memContent
	former map[string]string // locale + "/" + former url → current url
}

func (r redirectingContent) PageRedirect(_ context.Context, site string, l i18n.Locale, url string) (string, bool, error) {
	to, ok := r.former[string(l)+"/"+url]
	return to, ok && site == "shop", nil
}

func TestContentPageRedirect(t *testing.T) {
	p := NewContentPages(redirectingContent{newMemContent(), map[string]string{"de/wir": "ueber-uns"}}, "https://shop.example", "shop")
	page, found, err := p.ResolvePage(context.Background(), i18n.German, "wir")
	if err != nil || !found || page.RedirectTo != "ueber-uns" {
		t.Fatalf("a former url: %+v %v %v", page, found, err)
	}
	page, found, err = p.ResolvePage(context.Background(), i18n.German, "ueber-uns")
	if err != nil || !found || page.RedirectTo != "" {
		t.Fatalf("the current url: %+v %v %v", page, found, err)
	}
	if _, found, _ := p.ResolvePage(context.Background(), i18n.English, "wir"); found {
		t.Fatal("another language's former url")
	}
	// Below a named route (a club's pages) a former url moves on too.
	r := NewContentPages(redirectingContent{newMemContent(), map[string]string{"de/verein/rv-lindenhof/alt": "verein/rv-lindenhof/trikots"}},
		"https://shop.example", "shop").RoutePages()["verein-code-slug"]
	page, found, err = r.ResolvePage(context.Background(), i18n.German, "verein/rv-lindenhof/alt")
	if err != nil || !found || page.RedirectTo != "verein/rv-lindenhof/trikots" {
		t.Fatalf("a club page's former url: %+v %v %v", page, found, err)
	}
}
