package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"paddock/internal/order"
)

// paddock order ship records a parcel and mails the customer; delivered
// records its arrival; refusals say why, exit 1 and change nothing;
// malformed flags are usage errors (exit 2).
func TestOrderShipCommand(t *testing.T) {
	shop := openOrderShop(t)
	ctx, d, bank, cmd := shop.ctx, shop.d, shop.bank, shop.cmd
	state := func() string {
		var n, mails int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM sales_shipment`); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(ctx, &mails, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, order.TagShipped); err != nil {
			t.Fatal(err)
		}
		return strings.Repeat("s", n) + "/" + strings.Repeat("m", mails)
	}
	if code, _, errOut := cmd("ship", bank, "--tracking", "JJD1"); code != 1 || !strings.Contains(errOut, "has not been paid yet") {
		t.Errorf("an unpaid order: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("paid", bank); code != 0 {
		t.Fatalf("paid: %d %q", code, errOut)
	}
	tomorrow := time.Now().In(berlin()).AddDate(0, 0, 2).Format(time.DateOnly)
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"ship", bank}, 1, "Please enter the tracking number"},
		{[]string{"ship", bank, "--tracking", "JJD 1"}, 1, "Please enter the tracking number"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--item", "HOSE-1=2"}, 1, "Only 1 of HOSE-1 are left to ship"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--item", "NOPE-1=1"}, 1, "has no item NOPE-1 to ship"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--at", tomorrow}, 1, "cannot be in the future"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--at", "2020-01-01"}, 1, "cannot be before the order was placed"},
		{[]string{"ship", "999999999", "--tracking", "JJD1"}, 1, "Could not find this order"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--item", "HOSE-1"}, 2, "is no SKU=quantity"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--item", "HOSE-1=0"}, 2, "is no SKU=quantity"},
		{[]string{"ship", bank, "--tracking", "JJD1", "--at", "next week"}, 2, "is no day"},
		{[]string{"ship", bank, "--tracking", "JJD1", "surplus"}, 2, "usage: paddock order"},
		{[]string{"ship"}, 2, "usage: paddock order"},
	} {
		if code, out, errOut := cmd(c.args...); code != c.code || !strings.Contains(errOut, c.err) || (code != 0 && out != "") {
			t.Errorf("%v: %d %q %q", c.args, code, out, errOut)
		}
		if s := state(); s != "/" {
			t.Errorf("%v changed something: %s", c.args, s)
		}
	}
	today := time.Now().In(berlin()).Format(time.DateOnly)
	code, out, errOut := cmd("ship", bank, "--tracking", "JJD0001", "--carrier", "dhl", "--title", "DHL Paket", "--item", "HOSE-1=1", "--at", today)
	if code != 0 || !strings.Contains(out, "Shipment "+bank+"-1 recorded with tracking number JJD0001") ||
		!strings.Contains(out, "status    complete (Shipped)") || !strings.Contains(out, "shipment  "+bank+"-1, DHL Paket (dhl) JJD0001, shipped "+today) ||
		!strings.Contains(out, "          1 × HOSE-1\n") || !strings.Contains(out, "not yet delivered") || state() != "s/m" {
		t.Fatalf("ship: %d %q %q %s", code, out, errOut, state())
	}
	if code, _, errOut := cmd("ship", bank, "--tracking", "JJD0002"); code != 1 || !strings.Contains(errOut, "has been shipped already") || state() != "s/m" {
		t.Errorf("ship again: %d %q", code, errOut)
	}
	// The parcel's packing slip, to stdout or a file.
	if code, out, errOut := cmd("packing-slip", bank+"-1"); code != 0 || !strings.HasPrefix(out, "%PDF-") || errOut != "" {
		t.Errorf("packing slip to stdout: %d %.20q %q", code, out, errOut)
	}
	file := filepath.Join(t.TempDir(), "slip.pdf")
	if code, out, errOut := cmd("packing-slip", bank+"-1", "--out", file); code != 0 || out != "" || errOut != "" {
		t.Errorf("packing slip to a file: %d %q %q", code, out, errOut)
	}
	if data, err := os.ReadFile(file); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("the file: %.20q %v", data, err)
	}
	if code, out, errOut := cmd("packing-slip", bank+"-9"); code != 1 || out != "" || !strings.Contains(errOut, "Could not find this shipment") {
		t.Errorf("an unknown shipment's slip: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cmd("packing-slip", bank+"-1", "surplus"); code != 2 || !strings.Contains(errOut, "usage: paddock order") {
		t.Errorf("packing slip with surplus arguments: %d %q", code, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"delivered", bank + "-2"}, 1, "Could not find this shipment"},
		{[]string{"delivered", bank + "-1", "--at", "2020-01-01"}, 1, "cannot be before the parcel was shipped"},
		{[]string{"delivered", bank + "-1", "--at", tomorrow}, 1, "cannot be in the future"},
		{[]string{"delivered", bank + "-1", "--at", "soon"}, 2, "is no day"},
		{[]string{"delivered"}, 2, "usage: paddock order"},
	} {
		if code, _, errOut := cmd(c.args...); code != c.code || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: %d %q", c.args, code, errOut)
		}
	}
	if code, out, errOut := cmd("delivered", bank+"-1"); code != 0 || !strings.Contains(out, "Delivery of shipment "+bank+"-1 recorded.") ||
		!strings.Contains(out, "delivered "+today) {
		t.Errorf("delivered: %d %q %q", code, out, errOut)
	}
	if code, out, _ := cmd("show", bank); code != 0 || !strings.Contains(out, "shipment  "+bank+"-1") || !strings.Contains(out, "delivered "+today) {
		t.Errorf("show: %d %q", code, out)
	}
}
