package returns_test

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/order/ordertest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/returns"
	"paddock/internal/returns/dhl"
	"paddock/internal/returns/dhl/dhlfake"
)

// logBuffer is a log sink safe for the jobs' goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// carrierFixture is the returns service of a shop with DHL (the fake)
// as its carrier, its job registered and its log kept.
type carrierFixture struct {
	*fixture
	fake *dhlfake.Server
	log  *logBuffer
}

func newCarrierFixture(t *testing.T, d *db.DB, timeout time.Duration) *carrierFixture {
	t.Helper()
	f := newFixture(t, d)
	fake := dhlfake.Start(t)
	client, err := dhl.New(dhl.Options{APIKey: dhlfake.APIKey, User: dhlfake.User, Password: dhlfake.Password,
		ReceiverID: dhlfake.ReceiverID, BaseURL: fake.BaseURL(), Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	log := &logBuffer{}
	f.svc = returns.NewService(d, returns.Dependencies{Orders: f.Orders, Mail: f.Outbox, Seller: ordertest.DemoSeller{}, Jobs: f.Queue},
		returns.Options{BaseURL: ordertest.BaseURL, Now: f.Clock.Now, Carrier: client, Logger: slog.New(slog.NewTextHandler(log, nil))})
	f.rstaff = f.svc.(returns.Staff)
	f.Queue.Handle(returns.CarrierJobKind, f.svc.HandleCarrierJob)
	return &carrierFixture{fixture: f, fake: fake, log: log}
}

// confirmation is the one return confirmation mailed, and its label.
func (f *carrierFixture) confirmation(t *testing.T) (mail.Stored, []byte) {
	t.Helper()
	msgs := f.Mails(t, returns.TagRequested)
	if len(msgs) != 1 {
		t.Fatalf("%d confirmations, want 1", len(msgs))
	}
	data, err := mail.NewMailbox(f.DB).AttachmentData(f.Ctx, msgs[0].ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	return msgs[0], data
}

// With DHL configured, a return gets DHL's label right after its commit:
// the answer carries the shipment number, the download and the mail's
// attachment are DHL's PDF, the mail says the postage is the shop's, and
// the job enqueued with the return asks DHL no second time.
func TestCarrierLabelIsKeptAndServed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newCarrierFixture(t, d, 0)
		o := f.delivered(t, item("HOSE-1", 1))
		if info, err := f.svc.Information(f.Ctx, o.Number, f.anna, i18n.German); err != nil || info.Carrier != "DHL" {
			t.Fatalf("information names carrier %q, %v", info.Carrier, err)
		}
		r, err := f.request(o, ask(o.Items[0].ID, 1, "too_small"))
		if err != nil {
			t.Fatal(err)
		}
		if r.ShipmentNo != "99934000000001" || r.Carrier != "dhl" || r.CarrierName != "DHL" || r.CarrierState != "labelled" || !r.PrepaidLabel() {
			t.Fatalf("return %+v", r)
		}
		want := dhlfake.LabelPDF(r.ShipmentNo)
		file, err := f.svc.Label(f.Ctx, r.UID, f.anna)
		if err != nil || !bytes.Equal(file.Data, want) || file.Filename != "Retourenschein-"+r.Reference+".pdf" {
			t.Fatalf("label %q %d bytes, %v", file.Filename, len(file.Data), err)
		}
		m, attached := f.confirmation(t)
		if !bytes.Equal(attached, want) {
			t.Errorf("the mail attached %d other bytes", len(attached))
		}
		for _, s := range []string{"DHL-Retourenetikett hängt an: Das Porto übernehmen wir", "Sendungsnummer: " + r.ShipmentNo, "du zahlst nichts"} {
			if !strings.Contains(m.Text, s) {
				t.Errorf("mail lacks %q:\n%s", s, m.Text)
			}
		}
		if strings.Contains(m.Text, "trägst du") {
			t.Errorf("the mail says the postage is the customer's:\n%s", m.Text)
		}
		reqs := f.fake.Requests()
		if len(reqs) != 1 {
			t.Fatalf("DHL asked %d times", len(reqs))
		}
		if body := reqs[0].Body; body["customerReference"] != r.Reference || body["shipmentReference"] != o.Number {
			t.Errorf("body %v", body)
		}
		byOrder, err := f.svc.ForOrders(f.Ctx, []int64{o.ID})
		if err != nil || len(byOrder[o.ID]) != 1 || byOrder[o.ID][0].ShipmentNo != r.ShipmentNo || byOrder[o.ID][0].CarrierName != "DHL" {
			t.Fatalf("returns of the order %+v, %v", byOrder, err)
		}
	})
}

// When DHL fails (a server error, no answer in time) the return stands,
// the reference sheet is its label and the mail says the postage is the
// customer's; staff find the failure in the log and on the return,
// without credentials or the customer's data; the next download asks DHL
// again and then serves DHL's label, without a second mail.
func TestCarrierFailureFallsBackToTheReferenceSheet(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fault   dhlfake.Fault
		timeout time.Duration
		logged  string
	}{
		{"server error", dhlfake.Fault{Status: 500, Title: "Internal Server Error", Detail: "Backend down"}, 0, "HTTP 500"},
		{"timeout", dhlfake.Fault{Hang: true}, 100 * time.Millisecond, "no answer within 100ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dbtest.Each(t, func(t *testing.T, d *db.DB) {
				f := newCarrierFixture(t, d, tc.timeout)
				o := f.delivered(t, item("HOSE-1", 1))
				fault := tc.fault
				f.fake.Fail(&fault)
				r, err := f.request(o, ask(o.Items[0].ID, 1, "too_small"))
				if err != nil {
					t.Fatal(err)
				}
				if r.ShipmentNo != "" || r.CarrierState != "failed" || r.PrepaidLabel() || !strings.Contains(r.CarrierError, "DHL") {
					t.Fatalf("return %+v", r)
				}
				m, attached := f.confirmation(t)
				if !strings.Contains(m.Text, "Das Porto der Rücksendung trägst du") || strings.Contains(m.Text, "übernehmen wir") {
					t.Errorf("mail text:\n%s", m.Text)
				}
				if !bytes.HasPrefix(attached, []byte("%PDF-")) || bytes.Contains(attached, []byte("dhlfake")) {
					t.Errorf("the mail attached no reference sheet")
				}
				log := f.log.String()
				if !strings.Contains(log, r.Reference) || !strings.Contains(log, tc.logged) {
					t.Errorf("the log lacks the failure:\n%s", log)
				}
				for _, secret := range []string{dhlfake.APIKey, dhlfake.Password, o.Email, "Leopoldstraße", "Berger"} {
					if strings.Contains(log, secret) || strings.Contains(r.CarrierError, secret) {
						t.Errorf("%q leaked:\n%s\n%s", secret, log, r.CarrierError)
					}
				}
				// DHL is back: the download asks again and serves its label.
				f.fake.Fail(nil)
				file, err := f.svc.Label(f.Ctx, r.UID, f.anna)
				if err != nil {
					t.Fatal(err)
				}
				again, _, err := f.rstaff.ByReference(f.Ctx, r.Reference)
				if err != nil || again.ShipmentNo == "" || !bytes.Equal(file.Data, dhlfake.LabelPDF(again.ShipmentNo)) || again.CarrierError != "" {
					t.Fatalf("after the retry %+v, %d bytes, %v", again, len(file.Data), err)
				}
				if n := len(f.Mails(t, returns.TagRequested)); n != 1 {
					t.Errorf("%d confirmations after the retry", n)
				}
			})
		})
	}
}

// A withdrawal's return is started inside the withdrawal's transaction:
// DHL is asked by the job after the commit, and the confirmation waits
// for its label.
func TestCarrierLabelOfAWithdrawalComesFromTheJob(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newCarrierFixture(t, d, 0)
		o := f.delivered(t, item("HOSE-1", 1))
		out, err := f.svc.StartForWithdrawal(f.Ctx, o.ID, 7, nil)
		if err != nil || out.Return == nil {
			t.Fatalf("%+v, %v", out, err)
		}
		if len(f.fake.Requests()) != 0 {
			t.Fatal("DHL was asked inside the transaction")
		}
		m, attached := f.confirmation(t)
		again, _, err := f.rstaff.ByReference(f.Ctx, out.Return.Reference)
		if err != nil || again.ShipmentNo == "" || !bytes.Equal(attached, dhlfake.LabelPDF(again.ShipmentNo)) ||
			!strings.Contains(m.Text, again.ShipmentNo) {
			t.Fatalf("%+v, %v:\n%s", again, err, m.Text)
		}
	})
}

// Without a carrier (the demo) nothing changes: the reference sheet, and
// the mail says who pays the postage.
func TestWithoutCarrierTheMailSaysThePostageIsTheCustomers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 1))
		if info, err := f.svc.Information(f.Ctx, o.Number, f.anna, i18n.German); err != nil || info.Carrier != "" {
			t.Fatalf("information names carrier %q, %v", info.Carrier, err)
		}
		r, err := f.request(o, ask(o.Items[0].ID, 1, "too_small"))
		if err != nil || r.Carrier != "" || r.CarrierState != "" || r.PrepaidLabel() {
			t.Fatalf("%+v, %v", r, err)
		}
		msgs := f.Mails(t, returns.TagRequested)
		if len(msgs) != 1 || !strings.Contains(msgs[0].Text, "Das Porto der Rücksendung trägst du") {
			t.Fatalf("%d mails: %v", len(msgs), msgs)
		}
	})
}
