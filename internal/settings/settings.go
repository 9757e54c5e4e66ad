// Package settings is the shop's settings kept in the database, one place
// that every part of the shop reads instead of copies taken at start:
//
//   - Legal: who sells (company, address, contact, register, VAT id or
//     tax number, managing directors) and the account customers pay to by
//     bank transfer. Invoices and credit notes, the legal PDFs of the order
//     confirmation, the order mails' footer, the bank-transfer instructions
//     and the Impressum (§5 DDG, the content's LegalNotice block) all show
//     these values, so they never disagree.
//   - BankTransfer: when an unpaid bank-transfer order is reminded and
//     when it is cancelled, giving its stock back (3 and 7 days by
//     default), and how many such orders, and of what value, one email
//     address and one client may have waiting at once.
//   - OrderLimits: how much one order may hold (per line, lines, in all).
//   - Tax: whether consumers in other member states pay their country's
//     VAT (the EU One-Stop-Shop, "OSS: destination VAT") and, if so,
//     whether the gross or the net price stays the same across borders.
//
// Each group is one row of shop_setting (its value as JSON and a revision
// counting its writes). Set checks the whole input and saves nothing when
// anything is wrong, answering every problem at once as translated
// apperr field errors. Reads are cheap: outside a transaction a group is
// answered from memory for at most MaxAge after it was read (this
// process's writes clear it at once; another instance's or process's,
// such as `paddock settings legal set` beside `paddock serve`, show after
// at most MaxAge); inside a transaction (an order being placed, an
// invoice being numbered) it is read from the database, so what is
// written there is what was set. Writes move content_revision (a trigger),
// so the content API's response cache and the legal PDFs follow at once.
//
// Until the admin back office exists, the settings are set with
// `paddock settings legal set …`, `paddock settings payment set …`,
// `paddock settings orders set …` and `paddock settings tax set …`;
// `paddock seed` stores the demo's values (Demo) where none are set.
package settings

import (
	"context"
	"slices"
	"strings"
	"time"

	"paddock/internal/platform/i18n"
)

// Legal is the seller's identity as invoices (§14 UStG), the Impressum
// (§5 DDG) and business mails (§35a GmbHG) name it.
type Legal struct {
	Company  string `json:"company"`
	Street   string `json:"street"`
	Postcode string `json:"postcode"`
	City     string `json:"city"`
	// Country is an ISO 3166-1 alpha-2 code (DE).
	Country string `json:"country"`
	// Email and Phone are how customers reach the shop quickly (§5 DDG).
	Email string `json:"email"`
	Phone string `json:"phone"`
	// VATID is the VAT identification number (USt-IdNr.: DE and nine
	// digits), TaxNumber the tax office's number (Steuernummer); an
	// invoice needs one of them (§14 (4) Nr. 2 UStG).
	VATID     string `json:"vat_id"`
	TaxNumber string `json:"tax_number"`
	// RegisterCourt and RegisterNumber are the commercial register's
	// entry (Amtsgericht Münster, HRB 21873); both or neither.
	RegisterCourt  string `json:"register_court"`
	RegisterNumber string `json:"register_number"`
	// ManagingDirectors represent the company (Geschäftsführer).
	ManagingDirectors []string `json:"managing_directors"`
	// Bank is the account customers pay to by bank transfer; bank
	// transfer is offered only while it has an IBAN.
	Bank Bank `json:"bank"`
}

// Bank is a bank account: its holder, IBAN (stored without spaces), BIC
// and the bank's name.
type Bank struct {
	Holder string `json:"holder"`
	IBAN   string `json:"iban"`
	BIC    string `json:"bic"`
	Name   string `json:"name"`
}

// BankTransfer is the life cycle of an order paid by bank transfer in
// advance, whose goods are held for it while the money is on its way: a
// reminder mail ReminderDays after it was placed while the money has not
// arrived, and its cancellation (stock and coupons returned) after
// CancelDays. And how much may wait at once, so that nobody holds the
// shop's stock with orders they never pay: at most OpenOrdersPerEmail
// orders awaiting a transfer, together at most OpenValuePerEmail (cents,
// gross), per email address (its mailbox: mail.MailboxKey), and
// OpenOrdersPerClient and OpenValuePerClient per client (its IP address,
// IPv6 by /64), the order being placed included. An order worth more than
// the smaller value cap alone is not offered bank transfer at all.
type BankTransfer struct {
	ReminderDays        int   `json:"reminder_days"`
	CancelDays          int   `json:"cancel_days"`
	OpenOrdersPerEmail  int   `json:"open_orders_per_email"`
	OpenValuePerEmail   int64 `json:"open_value_per_email"`
	OpenOrdersPerClient int   `json:"open_orders_per_client"`
	OpenValuePerClient  int64 `json:"open_value_per_client"`
}

// DefaultBankTransfer is the life cycle until one is set, and what a
// group stored before a field existed reads for it. A SEPA transfer
// arrives the next working day (instant ones at once), so a week (a
// reminder after three days) leaves a customer time over a weekend and a
// holiday while holding goods half as long as the 14 days before (issue
// 23: one unpaid order held 100 products for 14 days). Three orders and
// 5,000 € per address cover a rider who orders again before paying and a
// saddle, the catalogue's dearest goods; a client (one household, a
// stable's network, a mobile operator's shared address) may have five
// and 10,000 €.
var DefaultBankTransfer = BankTransfer{ReminderDays: 3, CancelDays: 7, OpenOrdersPerEmail: 3, OpenValuePerEmail: 500_000,
	OpenOrdersPerClient: 5, OpenValuePerClient: 1_000_000}

// ReminderAfter and CancelAfter are the days as durations.
func (b BankTransfer) ReminderAfter() time.Duration {
	return time.Duration(b.ReminderDays) * 24 * time.Hour
}

// CancelAfter is CancelDays as a duration.
func (b BankTransfer) CancelAfter() time.Duration {
	return time.Duration(b.CancelDays) * 24 * time.Hour
}

// MaxValue is the most one order may be worth to be paid by bank
// transfer: the smaller of the two value caps.
func (b BankTransfer) MaxValue() int64 { return min(b.OpenValuePerEmail, b.OpenValuePerClient) }

// OrderLimits bound what one order holds, whatever it is paid with, so
// that no one takes a product's whole stock in one go: at most
// LineQuantity of one product (a line), Lines different lines, and
// OrderQuantity items in all. Carts refuse more, and placing an order
// checks again.
type OrderLimits struct {
	LineQuantity  int `json:"line_quantity"`
	Lines         int `json:"lines"`
	OrderQuantity int `json:"order_quantity"`
}

// DefaultOrderLimits are the limits until some are set: 20 of one product
// (feed for a stable of horses for a month, a club's shirts of one size),
// 50 different products and 200 items in all; more is a business's order,
// which the shop takes by arrangement.
var DefaultOrderLimits = OrderLimits{LineQuantity: 20, Lines: 50, OrderQuantity: 200}

// Tax is how VAT follows the goods to consumers in other member states of
// the EU (vat.Destination). With OSS off every sale carries the seller's
// VAT (Germany's 19 % and 7 %), as a shop below the 10,000 € threshold of
// EU-wide distance sales does. With OSS on (the shop is registered for the
// One-Stop-Shop, §18j UStG) a consumer's goods sent to another member
// state carry that state's rates, standard or reduced by the product's
// tax class, and the shipping the goods' mix of them; the OSS report
// (`paddock report oss`) sums them for the quarterly return. Sales to
// businesses with a VAT id (reverse charge) and outside the EU (export)
// are charged net either way.
type Tax struct {
	OSS bool `json:"oss"`
	// CrossBorder is what stays the same when another state's rate
	// applies (Magento's and Shopware's cross-border trade setting):
	// CrossBorderGross, the catalogue's gross price (the shopper pays the
	// same everywhere, the VAT in it differs), or CrossBorderNet, the net
	// price (the catalogue's gross less German VAT), which is then charged
	// with the destination's VAT. Shipping prices stay gross in both.
	CrossBorder string `json:"cross_border"`
}

// The cross-border trade modes.
const (
	CrossBorderGross = "gross"
	CrossBorderNet   = "net"
)

// NetConstant reports cross-border trade keeping the net price.
func (t Tax) NetConstant() bool { return t.CrossBorder == CrossBorderNet }

// DefaultTax holds until one is set: German VAT for every sale, the gross
// price kept once OSS is switched on.
var DefaultTax = Tax{OSS: false, CrossBorder: CrossBorderGross}

// Limits of the legal data's fields, in characters.
const (
	MaxCompany      = 200
	MaxStreet       = 200
	MaxPostcode     = 20
	MaxCity         = 100
	MaxEmail        = 254
	MaxPhone        = 40
	MaxTaxNumber    = 30
	MaxRegister     = 100
	MaxDirector     = 100
	MaxDirectors    = 10
	MaxBankHolder   = 140 // SEPA's creditor name
	MaxBankName     = 100
	MinReminderDays = 1
	MaxCancelDays   = 90
	// MaxOpenOrders bounds the orders awaiting a transfer a setting may
	// allow; MaxOpenValue their value (cents): a million euros.
	MaxOpenOrders = 100
	MaxOpenValue  = 100_000_000
	// MaxLineQuantity and MaxLines are the most an order's limits may
	// allow, what a cart can hold at all (cart.MaxQuantity,
	// cart.MaxItems); MaxOrderQuantity is their product.
	MaxLineQuantity  = 999
	MaxLines         = 100
	MaxOrderQuantity = MaxLineQuantity * MaxLines
)

// Catalog is how the back office runs the catalogue: the stock at or
// below which a product without its own threshold counts as running out,
// and the clubs (the content system's ids) whose managers may set their
// goods' prices; without it a club manager edits their goods but not
// what they cost.
type Catalog struct {
	LowStockThreshold int     `json:"low_stock_threshold"`
	ClubPrices        []int64 `json:"club_prices"`
}

// DefaultCatalog is the policy until one is set: 5 left is running out;
// no club's managers set prices.
var DefaultCatalog = Catalog{LowStockThreshold: 5, ClubPrices: []int64{}}

// Limits of Catalog.
const (
	MaxLowStockThreshold = 100_000
	MaxClubs             = 1000
)

// Service is the shop's settings.
type Service interface {
	// Legal is the seller's legal data; the zero Legal (IsSet false) when
	// none were set. See the package comment for how fresh a read is.
	Legal(ctx context.Context) (Legal, error)
	// FreshLegal is Legal read from the database whatever this process
	// keeps (and kept for later Legal reads): for answers kept under
	// content_revision, which a settings write moves, so that nothing
	// older than the revision is kept under it (the content API's
	// LegalNotice block).
	FreshLegal(ctx context.Context) (Legal, error)
	// SetLegal checks l as a whole and stores it, normalised (trimmed;
	// IBAN, BIC, VAT id and country in upper case without spaces).
	// Invalid field errors (field paths company, street, postcode, city,
	// country, email, phone, vat_id, tax_number, register_court,
	// register_number, managing_directors, bank.holder, bank.iban,
	// bank.bic, bank.name), all at once, and nothing saved, when anything
	// is wrong: a required field missing (company, street, postcode, city,
	// country, email, and the VAT id or the tax number), a malformed
	// value, an IBAN whose check digits do not match, a VAT id that is not
	// an EU format (a German one: DE, nine digits, its check digit), one of
	// the register's two fields without the other, a bank account without
	// holder or IBAN, a text too long.
	SetLegal(ctx context.Context, l Legal) error
	// BankTransfer is the bank-transfer life cycle; DefaultBankTransfer
	// until one was set.
	BankTransfer(ctx context.Context) (BankTransfer, error)
	// SetBankTransfer checks and stores the life cycle and the caps:
	// Invalid field errors, all at once, and nothing saved, on
	// reminder_days (at least MinReminderDays), cancel_days (after the
	// reminder, at most MaxCancelDays), open_orders_per_email and
	// open_orders_per_client (1 to MaxOpenOrders), open_value_per_email
	// and open_value_per_client (1 € to MaxOpenValue).
	SetBankTransfer(ctx context.Context, b BankTransfer) error
	// OrderLimits are the limits of one order; DefaultOrderLimits until
	// some were set.
	OrderLimits(ctx context.Context) (OrderLimits, error)
	// SetOrderLimits checks and stores them: Invalid field errors, all at
	// once, and nothing saved, on line_quantity (1 to MaxLineQuantity),
	// lines (1 to MaxLines) or order_quantity (from line_quantity to
	// MaxOrderQuantity).
	SetOrderLimits(ctx context.Context, l OrderLimits) error
	// Tax is how VAT follows the goods across borders; DefaultTax until
	// one was set.
	Tax(ctx context.Context) (Tax, error)
	// SetTax checks and stores it: an Invalid field error on cross_border
	// (CrossBorderGross or CrossBorderNet), and nothing saved, else.
	SetTax(ctx context.Context, t Tax) error
	// Catalog is the back office's catalogue policy; DefaultCatalog until
	// one was set.
	Catalog(ctx context.Context) (Catalog, error)
	// SetCatalog checks and stores it (club ids sorted, once each): an
	// Invalid field error on low_stock_threshold (0 to
	// MaxLowStockThreshold) or club_prices (at most MaxClubs ids above 0),
	// and nothing saved, else.
	SetCatalog(ctx context.Context, c Catalog) error
}

// IsSet reports whether legal data were stored.
func (l Legal) IsSet() bool { return l.Company != "" }

// HasBank reports an account customers can transfer to.
func (l Legal) HasBank() bool { return l.Bank.IBAN != "" && l.Bank.Holder != "" }

// AddressLines are the postal address as written on a letter in locale:
// street, postcode and city, the country by its name.
func (l Legal) AddressLines(locale i18n.Locale) []string {
	lines := make([]string, 0, 3)
	if l.Street != "" {
		lines = append(lines, l.Street)
	}
	if pc := strings.TrimSpace(l.Postcode + " " + l.City); pc != "" {
		lines = append(lines, pc)
	}
	if l.Country != "" {
		lines = append(lines, i18n.CountryName(locale, l.Country))
	}
	return lines
}

// clone copies l, so that what a caller changes stays its own.
func (l Legal) clone() Legal {
	l.ManagingDirectors = slices.Clone(l.ManagingDirectors)
	return l
}

// GroupIBAN writes an IBAN in groups of four, as it is printed.
func GroupIBAN(iban string) string {
	compact := strings.ToUpper(strings.ReplaceAll(iban, " ", ""))
	var b strings.Builder
	for i, r := range compact {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}
