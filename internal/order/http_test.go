package order_test

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// The download routes answer the owner's session and a guest's token
// with the file as an attachment that nobody keeps, anything else with
// the same 404, and write no token into the access log.
func TestDocumentRoutes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		annas := f.placeFor(t, f.anna, 1)
		if _, _, err := staff.RecordBankTransfer(f.Ctx, annas.Number); err != nil {
			t.Fatal(err)
		}
		annaInv := f.documents(t, annas)[0]
		in := input("")
		in.BillingAddress.Company, in.BillingAddress.VATID = "Reitstall Hofer GmbH", "DE123456789"
		guest := f.payOrder(t, in, item("HOSE-1", 1))
		guestInv := f.documents(t, guest)[0]
		link := f.svc.DocumentURL(guest, guestInv, order.FormatPDF, order.GuestLinkValidity)
		token := tokenOf(t, link)

		sessions, err := session.NewManager(d, session.Options{Key: bytes.Repeat([]byte("s"), 32), Now: f.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		annaToken, _, err := sessions.Create(f.Ctx, session.Customer, f.anna, session.ViaBearer, ratelimit.Client{IP: "192.0.2.1"})
		if err != nil {
			t.Fatal(err)
		}
		mw, err := sessions.Middleware(session.HTTPOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var logged bytes.Buffer
		r := chi.NewRouter()
		r.Use(httpx.AccessLog(slog.New(slog.NewTextHandler(&logged, nil))), ratelimit.Proxies{}.Middleware, mw)
		order.DocumentRoutes(r, f.svc, slog.New(slog.NewTextHandler(&logged, nil)))

		for _, c := range []struct {
			name, path, bearer string
			status             int
			filename, kind     string
		}{
			{"the owner's PDF", order.DocumentsPath + "/" + annaInv.PublicID, annaToken, 200, "Rechnung-" + annaInv.Number + ".pdf", "application/pdf"},
			{"the owner without a session", order.DocumentsPath + "/" + annaInv.PublicID, "", 404, "", ""},
			{"the owner's with a guest's token", order.DocumentsPath + "/" + annaInv.PublicID + "?token=" + token, "", 404, "", ""},
			{"a guest's with a customer's session", order.DocumentsPath + "/" + guestInv.PublicID, annaToken, 404, "", ""},
			{"the guest's PDF", order.DocumentsPath + "/" + guestInv.PublicID + "?token=" + token, "", 200, "Rechnung-" + guestInv.Number + ".pdf", "application/pdf"},
			{"the guest's e-invoice", order.DocumentsPath + "/" + guestInv.PublicID + "/e-invoice?token=" + token, "", 200, "Rechnung-" + guestInv.Number + ".xml", "application/xml"},
			{"the owner's missing e-invoice", order.DocumentsPath + "/" + annaInv.PublicID + "/e-invoice", annaToken, 404, "", ""},
			{"a changed token", order.DocumentsPath + "/" + guestInv.PublicID + "?token=" + token[:len(token)-2] + "AA", "", 404, "", ""},
			{"an unknown id", order.DocumentsPath + "/nothing-to-see-here", annaToken, 404, "", ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				rec := pdftest.Download(t, r, c.path, c.bearer, c.status)
				if c.status != 200 {
					return
				}
				h := rec.Result().Header
				if c.bearer == "" && h.Get("Cache-Control") != "private, no-store" {
					t.Errorf("a guest's file: Cache-Control %q", h.Get("Cache-Control"))
				}
				if err := pdftest.Attachment(h, c.filename, c.kind); err != nil || rec.Body.Len() == 0 {
					t.Errorf("headers %v: %v", h, err)
				}
			})
		}
		if strings.Contains(logged.String(), token) || strings.Contains(logged.String(), annaToken) {
			t.Errorf("a token in the log:\n%s", logged.String())
		}
	})
}
