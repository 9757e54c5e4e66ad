package order

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// The e-invoice: an EN 16931 invoice in UN/CEFACT Cross Industry Invoice
// syntax (CII D16B), the XML that Factur-X/ZUGFeRD's EN 16931 profile and
// XRechnung's CII syntax carry. Its specification identifier (BT-24) is
// EN 16931's own, urn:cen.eu:en16931:2017, which is also ZUGFeRD 2.x's
// and Factur-X's EN 16931 profile: every German receiving system reads
// it (§14 (1) UStG since 2025 accepts any format that follows EN 16931),
// while XRechnung's identifier would add rules meant for public buyers
// (a Leitweg-ID as buyer reference). It is a file of its own beside the
// PDF, not a hybrid PDF/A-3: fpdf makes no PDF/A.
//
// Fields, by their EN 16931 business terms: BT-1 number, BT-2 issue date,
// BT-3 type (380 invoice, 381 credit note), BT-5 currency EUR, BT-22 notes
// (the export note, a credit note's reason), BT-14 the order number
// (sales order reference), BT-25/26 the corrected invoice of a credit
// note; the seller BT-27 name, BT-30 register number, BT-31 VAT id, BT-32
// tax number, BT-34 email, BT-35 to BT-40 address; the buyer BT-44 name
// (the company), BT-48 VAT id, BT-49 email, BT-50 to BT-55 address, BT-56
// the person; BG-13 the delivery address; BG-14 the delivery period;
// payment BT-81 means (58 SEPA transfer with the shop's BT-84 IBAN, 48
// card, 59 SEPA direct debit, 68 online payment service), BT-83 the
// order number as remittance information, BT-20 terms while something is
// due; BG-21 the shipping as a document level charge per rate (BT-99,
// reason code FC, freight); lines BT-126 position, BT-129/130 quantity in
// pieces (H87), BT-131 net amount, BT-146 net unit price, BT-151 VAT
// category (S standard, G export outside the EU), BT-152 rate, BT-153
// name, BT-155 SKU, BT-160/161 the variant's and options' choices; BG-23
// VAT per category and rate (BT-116 to BT-121; export: VATEX-EU-G); BG-22
// totals BT-106 to BT-115. All amounts come from the document's Sheet, in
// which they add up as EN 16931's rules check (BR-CO-10 to BR-CO-16,
// BR-S-08, BR-G-08).

// SpecificationID is BT-24.
const SpecificationID = "urn:cen.eu:en16931:2017"

// CII namespaces.
const (
	nsRSM = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
	nsRAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
	nsUDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"
	nsQDT = "urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
)

type ciiInvoice struct {
	XMLName     xml.Name       `xml:"rsm:CrossIndustryInvoice"`
	RSM         string         `xml:"xmlns:rsm,attr"`
	RAM         string         `xml:"xmlns:ram,attr"`
	UDT         string         `xml:"xmlns:udt,attr"`
	QDT         string         `xml:"xmlns:qdt,attr"`
	Context     ciiContext     `xml:"rsm:ExchangedDocumentContext"`
	Document    ciiDocument    `xml:"rsm:ExchangedDocument"`
	Transaction ciiTransaction `xml:"rsm:SupplyChainTradeTransaction"`
}

type ciiContext struct {
	Guideline ciiID `xml:"ram:GuidelineSpecifiedDocumentContextParameter"`
}

type ciiID struct {
	ID string `xml:"ram:ID"`
}

type ciiDocument struct {
	ID        string    `xml:"ram:ID"`
	TypeCode  string    `xml:"ram:TypeCode"`
	IssueDate ciiDate   `xml:"ram:IssueDateTime"`
	Notes     []ciiNote `xml:"ram:IncludedNote"`
}

type ciiDate struct {
	Value udtDate `xml:"udt:DateTimeString"`
}

type udtDate struct {
	Format string `xml:"format,attr"`
	Value  string `xml:",chardata"`
}

type qdtDate struct {
	Value qdtDateString `xml:"qdt:DateTimeString"`
}

type qdtDateString struct {
	Format string `xml:"format,attr"`
	Value  string `xml:",chardata"`
}

type ciiNote struct {
	Content     string `xml:"ram:Content"`
	SubjectCode string `xml:"ram:SubjectCode,omitempty"`
}

type ciiTransaction struct {
	Lines      []ciiLine     `xml:"ram:IncludedSupplyChainTradeLineItem"`
	Agreement  ciiAgreement  `xml:"ram:ApplicableHeaderTradeAgreement"`
	Delivery   ciiDelivery   `xml:"ram:ApplicableHeaderTradeDelivery"`
	Settlement ciiSettlement `xml:"ram:ApplicableHeaderTradeSettlement"`
}

type ciiLine struct {
	Document   ciiLineDocument   `xml:"ram:AssociatedDocumentLineDocument"`
	Product    ciiProduct        `xml:"ram:SpecifiedTradeProduct"`
	Agreement  ciiLineAgreement  `xml:"ram:SpecifiedLineTradeAgreement"`
	Delivery   ciiLineDelivery   `xml:"ram:SpecifiedLineTradeDelivery"`
	Settlement ciiLineSettlement `xml:"ram:SpecifiedLineTradeSettlement"`
}

type ciiLineDocument struct {
	LineID string `xml:"ram:LineID"`
}

type ciiProduct struct {
	SellerAssignedID string              `xml:"ram:SellerAssignedID,omitempty"`
	Name             string              `xml:"ram:Name"`
	Characteristics  []ciiCharacteristic `xml:"ram:ApplicableProductCharacteristic"`
}

type ciiCharacteristic struct {
	Description string `xml:"ram:Description"`
	Value       string `xml:"ram:Value"`
}

type ciiLineAgreement struct {
	NetPrice ciiPrice `xml:"ram:NetPriceProductTradePrice"`
}

type ciiPrice struct {
	ChargeAmount string `xml:"ram:ChargeAmount"`
}

type ciiLineDelivery struct {
	BilledQuantity ciiQuantity `xml:"ram:BilledQuantity"`
}

type ciiQuantity struct {
	UnitCode string `xml:"unitCode,attr"`
	Value    string `xml:",chardata"`
}

type ciiLineSettlement struct {
	Tax       ciiTax           `xml:"ram:ApplicableTradeTax"`
	Summation ciiLineSummation `xml:"ram:SpecifiedTradeSettlementLineMonetarySummation"`
}

type ciiLineSummation struct {
	LineTotal string `xml:"ram:LineTotalAmount"`
}

// ciiTax is a trade tax: a line's or charge's category and rate, or a
// VAT breakdown with its amounts.
type ciiTax struct {
	CalculatedAmount    string `xml:"ram:CalculatedAmount,omitempty"`
	TypeCode            string `xml:"ram:TypeCode"`
	ExemptionReason     string `xml:"ram:ExemptionReason,omitempty"`
	BasisAmount         string `xml:"ram:BasisAmount,omitempty"`
	CategoryCode        string `xml:"ram:CategoryCode"`
	ExemptionReasonCode string `xml:"ram:ExemptionReasonCode,omitempty"`
	Rate                string `xml:"ram:RateApplicablePercent"`
}

type ciiAgreement struct {
	Seller      ciiParty       `xml:"ram:SellerTradeParty"`
	Buyer       ciiParty       `xml:"ram:BuyerTradeParty"`
	SellerOrder *ciiReferenced `xml:"ram:SellerOrderReferencedDocument"`
}

type ciiReferenced struct {
	IssuerAssignedID string   `xml:"ram:IssuerAssignedID"`
	IssueDate        *qdtDate `xml:"ram:FormattedIssueDateTime"`
}

type ciiParty struct {
	Name         string            `xml:"ram:Name"`
	Legal        *ciiLegal         `xml:"ram:SpecifiedLegalOrganization"`
	Contact      *ciiContact       `xml:"ram:DefinedTradeContact"`
	Address      ciiAddress        `xml:"ram:PostalTradeAddress"`
	URI          *ciiURI           `xml:"ram:URIUniversalCommunication"`
	Registration []ciiRegistration `xml:"ram:SpecifiedTaxRegistration"`
}

type ciiLegal struct {
	ID string `xml:"ram:ID"`
}

type ciiContact struct {
	PersonName string    `xml:"ram:PersonName,omitempty"`
	Phone      *ciiPhone `xml:"ram:TelephoneUniversalCommunication"`
	Email      *ciiURIID `xml:"ram:EmailURIUniversalCommunication"`
}

type ciiPhone struct {
	Number string `xml:"ram:CompleteNumber"`
}

type ciiURIID struct {
	URIID string `xml:"ram:URIID"`
}

type ciiURI struct {
	URIID ciiSchemeID `xml:"ram:URIID"`
}

type ciiSchemeID struct {
	SchemeID string `xml:"schemeID,attr"`
	Value    string `xml:",chardata"`
}

type ciiRegistration struct {
	ID ciiSchemeID `xml:"ram:ID"`
}

type ciiAddress struct {
	Postcode string `xml:"ram:PostcodeCode,omitempty"`
	LineOne  string `xml:"ram:LineOne,omitempty"`
	LineTwo  string `xml:"ram:LineTwo,omitempty"`
	City     string `xml:"ram:CityName,omitempty"`
	Country  string `xml:"ram:CountryID"`
}

type ciiDelivery struct {
	ShipTo *ciiParty `xml:"ram:ShipToTradeParty"`
}

type ciiSettlement struct {
	PaymentReference string           `xml:"ram:PaymentReference,omitempty"`
	Currency         string           `xml:"ram:InvoiceCurrencyCode"`
	PaymentMeans     *ciiPaymentMeans `xml:"ram:SpecifiedTradeSettlementPaymentMeans"`
	Taxes            []ciiTax         `xml:"ram:ApplicableTradeTax"`
	Period           *ciiPeriod       `xml:"ram:BillingSpecifiedPeriod"`
	Charges          []ciiCharge      `xml:"ram:SpecifiedTradeAllowanceCharge"`
	Terms            *ciiTerms        `xml:"ram:SpecifiedTradePaymentTerms"`
	Summation        ciiSummation     `xml:"ram:SpecifiedTradeSettlementHeaderMonetarySummation"`
	Corrects         *ciiReferenced   `xml:"ram:InvoiceReferencedDocument"`
}

type ciiPaymentMeans struct {
	TypeCode    string      `xml:"ram:TypeCode"`
	Information string      `xml:"ram:Information,omitempty"`
	Account     *ciiAccount `xml:"ram:PayeePartyCreditorFinancialAccount"`
	Institution *ciiBIC     `xml:"ram:PayeeSpecifiedCreditorFinancialInstitution"`
}

type ciiAccount struct {
	IBAN string `xml:"ram:IBANID"`
	Name string `xml:"ram:AccountName,omitempty"`
}

type ciiBIC struct {
	BIC string `xml:"ram:BICID"`
}

type ciiPeriod struct {
	Start ciiDate `xml:"ram:StartDateTime"`
	End   ciiDate `xml:"ram:EndDateTime"`
}

type ciiCharge struct {
	Indicator  ciiIndicator `xml:"ram:ChargeIndicator"`
	Amount     string       `xml:"ram:ActualAmount"`
	ReasonCode string       `xml:"ram:ReasonCode"`
	Reason     string       `xml:"ram:Reason"`
	Tax        ciiTax       `xml:"ram:CategoryTradeTax"`
}

type ciiIndicator struct {
	Indicator bool `xml:"udt:Indicator"`
}

type ciiTerms struct {
	Description string `xml:"ram:Description"`
}

type ciiSummation struct {
	LineTotal      string      `xml:"ram:LineTotalAmount"`
	ChargeTotal    string      `xml:"ram:ChargeTotalAmount"`
	AllowanceTotal string      `xml:"ram:AllowanceTotalAmount"`
	TaxBasisTotal  string      `xml:"ram:TaxBasisTotalAmount"`
	TaxTotal       ciiCurrency `xml:"ram:TaxTotalAmount"`
	GrandTotal     string      `xml:"ram:GrandTotalAmount"`
	Prepaid        string      `xml:"ram:TotalPrepaidAmount"`
	Due            string      `xml:"ram:DuePayableAmount"`
}

type ciiCurrency struct {
	Currency string `xml:"currencyID,attr"`
	Value    string `xml:",chardata"`
}

// decimal writes cents as an amount with two decimals (12.34).
func decimal(v catalog.Money) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// unitPrice writes net / quantity with four decimals, rounded half up.
func unitPrice(net catalog.Money, qty int) string {
	if qty <= 0 {
		qty = 1
	}
	tenThousandths := (int64(net)*100*2 + int64(qty)) / (int64(qty) * 2)
	return fmt.Sprintf("%d.%04d", tenThousandths/10000, tenThousandths%10000)
}

// ciiDay writes a YYYY-MM-DD day as format 102 (YYYYMMDD).
func ciiDay(day string) ciiDate {
	return ciiDate{Value: udtDate{Format: "102", Value: strings.ReplaceAll(day, "-", "")}}
}

// paymentMeansCode is BT-81 for an order's payment method (UNTDID 4461).
func paymentMeansCode(method string) string {
	switch m := strings.ToLower(method); {
	case m == "banktransfer":
		return "58" // SEPA credit transfer
	case strings.Contains(m, "creditcard") || strings.Contains(m, "card"):
		return "48" // bank card
	case strings.Contains(m, "directdebit"):
		return "59" // SEPA direct debit
	}
	return "68" // online payment service
}

// renderEInvoice writes a document's sheet as an EN 16931 CII e-invoice.
func renderEInvoice(s Sheet) ([]byte, error) {
	l, m := s.locale(), i18n.Messages()
	t := func(key string, args ...any) string { return m.T(l, "order.document."+key, args...) }
	inv := ciiInvoice{RSM: nsRSM, RAM: nsRAM, UDT: nsUDT, QDT: nsQDT}
	inv.Context.Guideline.ID = SpecificationID
	inv.Document = ciiDocument{ID: s.Number, TypeCode: "380", IssueDate: ciiDay(s.IssueDate)}
	if s.Kind == KindCreditNote {
		inv.Document.TypeCode = "381"
	}
	if s.Export {
		inv.Document.Notes = append(inv.Document.Notes, ciiNote{Content: t("export"), SubjectCode: "TXD"})
	}
	if s.ReverseCharge {
		inv.Document.Notes = append(inv.Document.Notes, ciiNote{Content: t("reverseCharge"), SubjectCode: "TXD"})
	}
	if s.Kind == KindCreditNote && s.Reason != "" {
		inv.Document.Notes = append(inv.Document.Notes, ciiNote{Content: t("reason", "reason", s.Reason), SubjectCode: "ACD"})
	}
	if p := s.Seller; len(p.ManagingDirectors) > 0 || p.RegisterCourt != "" {
		// The company's legal data (§35a GmbHG), as German e-invoices
		// carry them: subject code REG.
		var parts []string
		if p.RegisterCourt != "" || p.RegisterNumber != "" {
			parts = append(parts, strings.TrimSpace(p.RegisterCourt+", "+p.RegisterNumber))
		}
		if len(p.ManagingDirectors) > 0 {
			parts = append(parts, t("footer.directors", "names", strings.Join(p.ManagingDirectors, ", ")))
		}
		inv.Document.Notes = append(inv.Document.Notes, ciiNote{Content: strings.Join(parts, "; "), SubjectCode: "REG"})
	}

	tr := &inv.Transaction
	for _, ln := range s.Lines {
		line := ciiLine{Document: ciiLineDocument{LineID: strconv.Itoa(ln.Position)},
			Product:   ciiProduct{SellerAssignedID: ln.SKU, Name: ln.Name},
			Agreement: ciiLineAgreement{NetPrice: ciiPrice{ChargeAmount: unitPrice(ln.Net, ln.Quantity)}},
			Delivery:  ciiLineDelivery{BilledQuantity: ciiQuantity{UnitCode: "H87", Value: strconv.Itoa(ln.Quantity)}},
			Settlement: ciiLineSettlement{Tax: ciiTax{TypeCode: "VAT", CategoryCode: ln.Category, Rate: ln.Rate.String()},
				Summation: ciiLineSummation{LineTotal: decimal(ln.Net)}}}
		for _, d := range ln.Details {
			name, value, ok := strings.Cut(d, ": ")
			if !ok {
				name, value = t("col.item"), d
			}
			line.Product.Characteristics = append(line.Product.Characteristics, ciiCharacteristic{Description: name, Value: value})
		}
		tr.Lines = append(tr.Lines, line)
	}

	tr.Agreement.Seller = sellerParty(s.Seller)
	tr.Agreement.Buyer = buyerParty(s.Buyer)
	tr.Agreement.SellerOrder = &ciiReferenced{IssuerAssignedID: s.OrderNumber}
	if s.ShipTo != nil {
		p := buyerParty(*s.ShipTo)
		p.URI, p.Registration = nil, nil
		tr.Delivery.ShipTo = &p
	}

	st := &tr.Settlement
	st.PaymentReference = s.OrderNumber
	st.Currency = s.Currency
	means := &ciiPaymentMeans{TypeCode: paymentMeansCode(s.Payment.Method), Information: s.Payment.Title}
	if means.TypeCode == "58" {
		if b := s.Seller.Bank; b != nil {
			means.Account = &ciiAccount{IBAN: strings.ReplaceAll(b.IBAN, " ", ""), Name: b.Holder}
			if b.BIC != "" {
				means.Institution = &ciiBIC{BIC: b.BIC}
			}
		} else {
			means.TypeCode = "1" // not defined: no account to name
		}
	}
	st.PaymentMeans = means
	for _, v := range s.VAT {
		tax := ciiTax{CalculatedAmount: decimal(v.Tax), TypeCode: "VAT", BasisAmount: decimal(v.Net), CategoryCode: v.Category, Rate: v.Rate.String()}
		switch v.Category {
		case CategoryExport:
			tax.ExemptionReason, tax.ExemptionReasonCode = t("export"), "VATEX-EU-G"
		case CategoryIntraCommunity:
			tax.ExemptionReason, tax.ExemptionReasonCode = t("reverseCharge"), "VATEX-EU-IC"
		}
		st.Taxes = append(st.Taxes, tax)
	}
	st.Period = &ciiPeriod{Start: ciiDay(s.DeliveryFrom), End: ciiDay(s.DeliveryTo)}
	for _, c := range s.Charges {
		st.Charges = append(st.Charges, ciiCharge{Indicator: ciiIndicator{Indicator: true}, Amount: decimal(c.Net), ReasonCode: "FC",
			Reason: t("shipping", "title", c.Title), Tax: ciiTax{TypeCode: "VAT", CategoryCode: c.Category, Rate: c.Rate.String()}})
	}
	if s.Totals.Due > 0 {
		terms := t("authorized", "method", s.Payment.Title)
		if s.Kind == KindCreditNote {
			terms = t("refunded", "amount", decimal(s.Totals.Gross)+" "+s.Currency, "method", s.Payment.Title)
		}
		st.Terms = &ciiTerms{Description: terms}
	}
	tt := s.Totals
	st.Summation = ciiSummation{LineTotal: decimal(tt.LinesNet), ChargeTotal: decimal(tt.ChargesNet), AllowanceTotal: decimal(0),
		TaxBasisTotal: decimal(tt.Net), TaxTotal: ciiCurrency{Currency: s.Currency, Value: decimal(tt.Tax)},
		GrandTotal: decimal(tt.Gross), Prepaid: decimal(tt.Paid), Due: decimal(tt.Due)}
	if c := s.Corrects; c != nil {
		st.Corrects = &ciiReferenced{IssuerAssignedID: c.Number,
			IssueDate: &qdtDate{Value: qdtDateString{Format: "102", Value: strings.ReplaceAll(c.IssueDate, "-", "")}}}
	}

	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(inv); err != nil {
		return nil, fmt.Errorf("order: e-invoice %s: %w", s.Number, err)
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// sellerParty is the seller as the e-invoice names it.
func sellerParty(p Party) ciiParty {
	out := ciiParty{Name: p.Name, Address: ciiAddress{Postcode: p.Postcode, City: p.City, Country: p.Country}}
	if len(p.Street) > 0 {
		out.Address.LineOne = p.Street[0]
	}
	if p.RegisterNumber != "" {
		out.Legal = &ciiLegal{ID: p.RegisterNumber}
	}
	if p.Phone != "" || p.Email != "" {
		out.Contact = &ciiContact{}
		if p.Phone != "" {
			out.Contact.Phone = &ciiPhone{Number: p.Phone}
		}
		if p.Email != "" {
			out.Contact.Email = &ciiURIID{URIID: p.Email}
		}
	}
	if p.Email != "" {
		out.URI = &ciiURI{URIID: ciiSchemeID{SchemeID: "EM", Value: p.Email}}
	}
	if p.VATID != "" {
		out.Registration = append(out.Registration, ciiRegistration{ID: ciiSchemeID{SchemeID: "VA", Value: p.VATID}})
	}
	if p.TaxNumber != "" {
		out.Registration = append(out.Registration, ciiRegistration{ID: ciiSchemeID{SchemeID: "FC", Value: p.TaxNumber}})
	}
	return out
}

// buyerParty is a buyer (or the delivery address) as the e-invoice names
// it.
func buyerParty(p Party) ciiParty {
	out := ciiParty{Name: p.Name, Address: ciiAddress{Postcode: p.Postcode, City: p.City, Country: p.Country}}
	if len(p.Street) > 0 {
		out.Address.LineOne = p.Street[0]
	}
	if len(p.Street) > 1 {
		out.Address.LineTwo = p.Street[1]
	}
	if p.Person != "" {
		out.Contact = &ciiContact{PersonName: p.Person}
	}
	if p.Email != "" {
		out.URI = &ciiURI{URIID: ciiSchemeID{SchemeID: "EM", Value: p.Email}}
	}
	if p.VATID != "" {
		out.Registration = append(out.Registration, ciiRegistration{ID: ciiSchemeID{SchemeID: "VA", Value: p.VATID}})
	}
	return out
}
