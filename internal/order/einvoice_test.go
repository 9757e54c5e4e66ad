package order

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

// sampleEInvoices are the e-invoices of the kinds the shop issues: a
// German business buyer's invoice, an export's, a credit note of a part
// and one of all of it.
func sampleEInvoices(t *testing.T) map[string][]byte {
	t.Helper()
	business := sampleOrder()
	business.BillingAddress.Company, business.BillingAddress.VATID = "Reitstall Hofer GmbH & Co. KG", "DE123456789"
	inv, err := invoiceSheet(business, sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	inv.Number = "RE-2026-000042"

	export := sampleOrder()
	export.BillingAddress = Address{Firstname: "Lena", Lastname: "Hofer", Company: "Stall Hofer AG", VATID: "CHE-123.456.789 MWST",
		Street: []string{"Bahnhofstrasse 1"}, Postcode: "8001", City: "Zürich", CountryCode: "CH"}
	a := export.BillingAddress
	export.ShippingAddress = &a
	export.Items[0].UnitPrice, export.Items[0].RowTotal, export.Items[0].Discount, export.Items[0].TaxRate = 5034, 10068, 840, 0
	export.Items[1].UnitPrice, export.Items[1].RowTotal, export.Items[1].TaxRate = 3729, 3729, 0
	export.Totals = Totals{SubtotalInclTax: 13797, Discount: 840, ShippingInclTax: 1650, GrandTotal: 13797 - 840 + 1650}
	exp, err := invoiceSheet(export, sampleSeller(), samplePayment(), "Kreditkarte", time.Date(2026, 3, 30, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	exp.Number, exp.Payment.Method = "RE-2026-000043", "mollie_methods_creditcard"

	// A French stable buying with its VAT id: an intra-community supply
	// (reverse charge), charged net as the cart did (no VAT lines).
	ic := sampleOrder()
	ic.BillingAddress = Address{Firstname: "Camille", Lastname: "Martin", Company: "Écurie du Lac SARL", VATID: "FR40303265045",
		Street: []string{"12 rue des Haras"}, Postcode: "14000", City: "Caen", CountryCode: "FR"}
	b := ic.BillingAddress
	ic.ShippingAddress = &b
	ic.Items[0].UnitPrice, ic.Items[0].RowTotal, ic.Items[0].Discount, ic.Items[0].TaxRate = 5034, 10068, 840, 0
	ic.Items[1].UnitPrice, ic.Items[1].RowTotal, ic.Items[1].TaxRate = 3729, 3729, 0
	ic.Totals = Totals{SubtotalInclTax: 13797, Discount: 840, ShippingInclTax: 1387, GrandTotal: 13797 - 840 + 1387}
	intra, err := invoiceSheet(ic, sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	intra.Number = "RE-2026-000044"

	returned := ledgerOf(business)
	one := returned.ForUnits(0, 1)
	part, err := creditNoteSheet(inv, nil, business, returned.parts([]money.Piece{one}), one.Amount, "Rücksendung eines Artikels",
		time.Date(2026, 4, 10, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	part.Number = "RK-2026-000001"
	all, err := creditNoteSheet(exp, nil, export, spreadParts(export, exp.Totals.Gross), exp.Totals.Gross, "Widerruf", time.Date(2026, 4, 11, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	all.Number = "RK-2026-000002"
	// A Finnish consumer's order with OSS on: 25.5 % and 14 %.
	oss, err := invoiceSheet(sampleAbroad("FI", "00100", "Helsinki"), sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	oss.Number = "RE-2026-000045"
	out := map[string][]byte{}
	for name, s := range map[string]Sheet{"invoice": inv, "export": exp, "credit-part": part, "credit-all": all, "intra-community": intra, "oss": oss} {
		x, err := renderEInvoice(s)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = x
	}
	return out
}

// The e-invoices carry the business terms of their kind: an export's
// category G with its exemption, a credit note's type 381 and the invoice
// it corrects, a card payment's means.
func TestEInvoiceKinds(t *testing.T) {
	x := sampleEInvoices(t)
	for name, wants := range map[string][]string{
		"invoice": {"<ram:TypeCode>380</ram:TypeCode>", "<ram:ID>" + SpecificationID + "</ram:ID>", `<ram:ID schemeID="VA">DE123456789</ram:ID>`,
			"<ram:CategoryCode>S</ram:CategoryCode>", "<ram:RateApplicablePercent>7</ram:RateApplicablePercent>",
			"<ram:ReasonCode>FC</ram:ReasonCode>", "<ram:GrandTotalAmount>154.65</ram:GrandTotalAmount>",
			"<ram:DuePayableAmount>0.00</ram:DuePayableAmount>", `<udt:DateTimeString format="102">20260401</udt:DateTimeString>`,
			"<ram:Name>Reitstall Hofer GmbH &amp; Co. KG</ram:Name>", "<ram:PersonName>Lena Hofer</ram:PersonName>",
			"<ram:LineOne>Leopoldstraße 12</ram:LineOne>", "<ram:SubjectCode>REG</ram:SubjectCode>"},
		"export": {"<ram:CategoryCode>G</ram:CategoryCode>", "<ram:ExemptionReasonCode>VATEX-EU-G</ram:ExemptionReasonCode>",
			"<ram:SubjectCode>TXD</ram:SubjectCode>", "<ram:TypeCode>48</ram:TypeCode>", "<ram:CountryID>CH</ram:CountryID>",
			"<ram:TaxTotalAmount currencyID=\"EUR\">0.00</ram:TaxTotalAmount>"},
		"intra-community": {"<ram:CategoryCode>K</ram:CategoryCode>", "<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>",
			"<ram:RateApplicablePercent>0</ram:RateApplicablePercent>", `<ram:ID schemeID="VA">FR40303265045</ram:ID>`,
			"<ram:CountryID>FR</ram:CountryID>", "Steuerschuldnerschaft des Leistungsempfängers",
			"<ram:TaxTotalAmount currencyID=\"EUR\">0.00</ram:TaxTotalAmount>"},
		"credit-part": {"<ram:TypeCode>381</ram:TypeCode>", "<ram:IssuerAssignedID>RE-2026-000042</ram:IssuerAssignedID>",
			`<qdt:DateTimeString format="102">20260330</qdt:DateTimeString>`, "<ram:GrandTotalAmount>54.90</ram:GrandTotalAmount>",
			"<ram:DuePayableAmount>54.90</ram:DuePayableAmount>", "<ram:BilledQuantity unitCode=\"H87\">1</ram:BilledQuantity>", "Grund: Rücksendung eines Artikels"},
		"credit-all": {"<ram:TypeCode>381</ram:TypeCode>", "<ram:IssuerAssignedID>RE-2026-000043</ram:IssuerAssignedID>",
			"<ram:CategoryCode>G</ram:CategoryCode>"},
	} {
		for _, want := range wants {
			if !strings.Contains(string(x[name]), want) {
				t.Errorf("%s lacks %s", name, want)
			}
		}
	}
	if strings.Contains(string(x["export"]), "<ram:CategoryCode>S</ram:CategoryCode>") {
		t.Error("an export's e-invoice charges VAT")
	}
	for _, c := range []string{"S", "G"} {
		if strings.Contains(string(x["intra-community"]), "<ram:CategoryCode>"+c+"</ram:CategoryCode>") {
			t.Errorf("an intra-community supply's e-invoice has category %s", c)
		}
	}
	if strings.Contains(string(x["invoice"]), "<ram:IBANID>") {
		t.Error("a payment made online names the shop's account to pay to")
	}
}

// The e-invoices pass the schema of CII D16B and the rules of EN 16931
// (ConnectingEurope's validation artefacts: the XSD and the Schematron's
// XSLT, run on the JDK and Saxon-HE). The artefacts are EUPL-licensed and
// not shipped: set PADDOCK_EN16931_DIR to a checkout of
// github.com/ConnectingEurope/eInvoicing-EN16931, and have java and
// Saxon-HE (PADDOCK_SAXON_JAR, else Debian's libsaxonhe-java).
func TestEInvoicesPassTheEN16931Rules(t *testing.T) {
	dir := os.Getenv("PADDOCK_EN16931_DIR")
	if dir == "" {
		t.Skip("PADDOCK_EN16931_DIR names no checkout of ConnectingEurope/eInvoicing-EN16931")
	}
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("no java")
	}
	saxon := os.Getenv("PADDOCK_SAXON_JAR")
	if saxon == "" {
		saxon = "/usr/share/java/Saxon-HE.jar"
	}
	xsd := filepath.Join(dir, "cii", "schema", "D16B SCRDM (Subset)", "uncoupled clm", "CII", "uncefact", "data", "standard",
		"CrossIndustryInvoice_100pD16B.xsd")
	xslt := filepath.Join(dir, "cii", "xslt", "EN16931-CII-validation.xslt")
	for _, f := range []string{xsd, xslt, saxon} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	tmp := t.TempDir()
	validator := filepath.Join(tmp, "Validate.java")
	if err := os.WriteFile(validator, []byte(`import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import java.io.File;
public class Validate {
  public static void main(String[] a) throws Exception {
    var schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new File(a[0]));
    for (int i = 1; i < a.length; i++) schema.newValidator().validate(new StreamSource(new File(a[i])));
  }
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	var files []string
	for name, x := range sampleEInvoices(t) {
		f := filepath.Join(tmp, name+".xml")
		if err := os.WriteFile(f, x, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if out, err := exec.Command(java, append([]string{validator, xsd}, files...)...).CombinedOutput(); err != nil {
		t.Fatalf("the CII D16B schema refuses them: %v\n%s", err, out)
	}
	failed := regexp.MustCompile(`(?s)<svrl:failed-assert[^>]*flag="fatal"[^>]*id="([^"]+)".*?<svrl:text>(.*?)</svrl:text>`)
	for _, f := range files {
		report := f + ".svrl"
		if out, err := exec.Command(java, "-cp", saxon, "net.sf.saxon.Transform", "-s:"+f, "-xsl:"+xslt, "-o:"+report).CombinedOutput(); err != nil {
			t.Fatalf("schematron on %s: %v\n%s", f, err, out)
		}
		svrl, err := os.ReadFile(report)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(svrl), "fired-rule") {
			t.Fatalf("%s: the rules did not run", f)
		}
		for _, m := range failed.FindAllSubmatch(svrl, -1) {
			t.Errorf("%s breaks %s: %s", filepath.Base(f), m[1], strings.TrimSpace(string(m[2])))
		}
	}
}

// The credit note of part of an export is tax-free like its invoice, and
// its VAT breakdown says so.
func TestCreditNoteOfAnExport(t *testing.T) {
	o := sampleOrder()
	o.Items[0].TaxRate, o.Items[1].TaxRate, o.Totals.Taxes, o.Totals.Tax = 0, 0, nil, 0
	o.ShippingAddress.CountryCode = "NO"
	inv, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	cn, err := creditNoteSheet(inv, nil, o, spreadParts(o, 1234), 1234, "", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if len(cn.VAT) != 1 || cn.VAT[0].Category != CategoryExport || cn.VAT[0].Tax != 0 || cn.Totals.Gross != 1234 || !cn.Export {
		t.Fatalf("credit note %+v", cn.VAT)
	}
	if got := money.Format(cn.Totals.Gross, i18n.German); got != "12,34\u00a0€" {
		t.Errorf("gross %s", got)
	}
}
