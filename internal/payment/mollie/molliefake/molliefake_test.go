package molliefake_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"paddock/internal/payment/mollie"
	"paddock/internal/payment/mollie/molliefake"
)

// TestHostedCheckout walks the test-mode page: it offers every outcome,
// Continue sets the status, calls the webhook with the id and sends the
// browser to the redirect URL.
func TestHostedCheckout(t *testing.T) {
	var mu sync.Mutex
	var hooks []string
	shop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hooks = append(hooks, r.URL.Path+" "+r.PostFormValue("id"))
		mu.Unlock()
	}))
	defer shop.Close()
	fake := molliefake.New(molliefake.Options{})
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c, err := mollie.NewClient(mollie.ClientOptions{APIKey: "test_abcdefghijkl", BaseURL: srv.URL + "/v2"})
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(1000), Description: "Order 1",
		RedirectURL: shop.URL + "/back", WebhookURL: shop.URL + "/hook"}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(p.CheckoutURL())
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	for _, label := range []string{"Paid", "Authorized", "Failed", "Canceled", "Expired", "Open", "Continue"} {
		if !strings.Contains(string(page), label) {
			t.Errorf("the page lacks %s", label)
		}
	}
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err = noFollow.PostForm(p.CheckoutURL(), url.Values{"final_state": {"paid"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != shop.URL+"/back" {
		t.Errorf("answer %d to %s", res.StatusCode, res.Header.Get("Location"))
	}
	if got, _ := fake.Payment(p.ID); got.Status != "paid" {
		t.Errorf("status %s", got.Status)
	}
	if len(hooks) != 1 || hooks[0] != "/hook "+p.ID {
		t.Errorf("webhooks %v", hooks)
	}
	// The control endpoint drives a payment from outside.
	p2, _ := c.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(500), Description: "Order 2",
		RedirectURL: shop.URL + "/back", WebhookURL: shop.URL + "/hook"}, "")
	res, err = http.Post(srv.URL+"/_fake/payments/"+p2.ID+"?status=expired", "", nil)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("control: %v %v", res, err)
	}
	res.Body.Close()
	if got, _ := c.GetPayment(context.Background(), p2.ID); got.Status != "expired" || len(hooks) != 2 {
		t.Errorf("controlled: %s, hooks %v", got.Status, hooks)
	}
}

// TestLiveModeRefusesALoopbackWebhook is what Mollie says to a live
// payment whose webhook it cannot reach.
func TestLiveModeRefusesALoopbackWebhook(t *testing.T) {
	srv := httptest.NewServer(molliefake.New(molliefake.Options{}))
	defer srv.Close()
	c, _ := mollie.NewClient(mollie.ClientOptions{APIKey: "live_abcdefghijkl", BaseURL: srv.URL + "/v2"})
	_, err := c.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(1000), Description: "x",
		RedirectURL: "http://127.0.0.1/back", WebhookURL: "http://127.0.0.1:8080/api/payment/mollie/webhook"}, "")
	if e, ok := err.(*mollie.Error); !ok || e.Status != 422 || e.Field != "webhookUrl" {
		t.Errorf("%v", err)
	}
}
