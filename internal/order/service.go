package order

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	netmail "net/mail"
	"slices"
	"strings"
	"time"

	"golang.org/x/sync/singleflight"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// Coupons is what orders need of coupons: counting and returning uses.
type Coupons interface {
	RecordUse(ctx context.Context, u coupon.Use) error
	ReleaseUse(ctx context.Context, orderID int64) error
}

// Customers is what orders need of customer accounts: a customer's
// address for the mails, and the address book that addresses typed in the
// checkout go into when the customer asked for it.
type Customers interface {
	Get(ctx context.Context, id int64) (customer.Customer, error)
	CreateAddress(ctx context.Context, customerID int64, in customer.AddressInput) (customer.Address, error)
}

// Dependencies are the services orders use.
type Dependencies struct {
	Customers Customers
	Carts     cart.Orders
	Stock     catalog.Stock
	Coupons   Coupons
	Payments  payment.Service
	Mail      mail.Sender
	// Legal makes the legal documents the confirmation carries
	// (legal_docs.go); the app always gives it, tests of other concerns
	// may leave it out.
	Legal *Legal
	// Limiter counts failed guest order lookups (GuestLookupsPerIP) and
	// bad document tokens (DocumentTokensPerIP).
	Limiter ratelimit.Limiter
	// Seller is the shop's legal data that invoices and credit notes
	// name (settings.Service); the app always gives it, tests of other
	// concerns may leave it out, and then no documents are issued.
	Seller Seller
	// Jobs takes the job that pays a refund owed (RefundPayJobKind), in
	// the transaction that decides it (the jobs queue); the app always
	// gives it. Without it refunds are asked for after the commit and by
	// SyncRefunds only.
	Jobs Jobs
	// Terms are the shop's order limits and bank-transfer caps
	// (settings.Service, limits.go); the app always gives them, tests of
	// other concerns may leave them out, and then their defaults hold.
	Terms Terms
}

// Jobs is what orders need of the jobs queue: enqueueing in the caller's
// transaction.
type Jobs interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
}

// Options adjust the service.
type Options struct {
	// BaseURL is the shop's public address, for links in mails.
	BaseURL string
	// Key signs the tokens of guests' document links (a key derived
	// for order documents from the shop's signing key); without one,
	// guests' links are left out.
	Key []byte
	// Now is the clock of timestamps; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Dependencies
	db      *db.DB
	layout  *mail.Layout
	baseURL string
	key     []byte
	now     func() time.Time
	// rendering makes a document's PDF once however many ask at once.
	rendering singleflight.Group
}

// NewService returns the orders kept in d. When deps.Mail takes
// attachments made when sent (mail.Sources, the outbox), it registers the
// documents' source (DocumentSource) on it.
func NewService(d *db.DB, deps Dependencies, opts Options) (Service, error) {
	if d == nil || deps.Customers == nil || deps.Carts == nil || deps.Stock == nil || deps.Coupons == nil || deps.Payments == nil || deps.Mail == nil || deps.Limiter == nil {
		return nil, errors.New("order: a database, customers, carts, stock, coupons, payments, mail and a rate limiter are needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := &service{Dependencies: deps, db: d, layout: mail.NewLayout(opts.BaseURL), baseURL: strings.TrimRight(opts.BaseURL, "/"),
		key: opts.Key, now: opts.Now}
	if sources, ok := deps.Mail.(mail.Sources); ok {
		sources.Source(DocumentSource, s.DocumentAttachment)
	}
	return s, nil
}

func notFound() error { return apperr.New(apperr.NotFound, "order.notFound") }

// placeRounds bounds how often a placement's transaction is rolled back
// to do what it found it needs before it (outsideWork) and run again.
const placeRounds = 3

// outsideWork is what a placement found it needs and must not do while
// its transaction holds the writer (ask a payment gateway, render the
// legal documents): Place rolls back, does it and runs the placement
// again.
type outsideWork struct {
	what string
	do   func(ctx context.Context) error
}

func (w *outsideWork) Error() string { return "order: place: first " + w.what }

func (s *service) Place(ctx context.Context, ref cart.Ref, in PlaceInput) (Placed, error) {
	given := in
	// The confirmation's legal documents in the store's language, made
	// (or taken from their cache) before the transaction; a cart kept in
	// another language asks for its own (outsideWork).
	legal := map[i18n.Locale][]mail.Attachment{}
	if s.Legal != nil {
		atts, err := s.Legal.Attachments(ctx, ref.Store.Site, ref.Store.Locale)
		if err != nil {
			return Placed{}, err
		}
		legal[ref.Store.Locale] = atts
	}
	var (
		o     Order
		pay   payment.Payment
		again bool
	)
	// place may run more than once (db.InTransaction after a deadlock,
	// the rounds below): it sets what it answers anew each time.
	place := func(ctx context.Context) error {
		again = false
		c, closed, err := s.Carts.Hold(ctx, ref)
		if err != nil {
			return err
		}
		if closed {
			again = true
			o, err = s.byCart(ctx, c.ID)
			return err
		}
		if err := unavailableItem(c); err != nil {
			return err // before anything else the cart's state would make it say
		}
		if in, err = s.fromCart(ctx, c, given); err != nil {
			return err
		}
		if err := s.offered(ctx, c, ref.Store.Locale, in.PaymentMethod); err != nil {
			return err
		}
		if err := s.checkQuantities(ctx, c); err != nil {
			return err
		}
		if o, err = snapshot(c, in, s.now().UTC()); err != nil {
			return err
		}
		if in.ExpectedGrandTotal != 0 && in.ExpectedGrandTotal != o.Totals.GrandTotal {
			return apperr.New(apperr.Conflict, "order.totalChanged")
		}
		atts, ok := legal[o.Locale]
		if s.Legal != nil && !ok {
			site, locale := o.Website, o.Locale
			return &outsideWork{what: "the legal documents in " + string(locale), do: func(ctx context.Context) error {
				atts, err := s.Legal.Attachments(ctx, site, locale)
				legal[locale] = atts
				return err
			}}
		}
		if o.Number, err = s.nextNumber(ctx, o.Website); err != nil {
			return err
		}
		// Counted behind the number's row lock (limits.go).
		if err := s.checkTransferCaps(ctx, o); err != nil {
			return err
		}
		if err := s.Stock.TakeStock(ctx, stockLines(o.Items), catalog.StockNote{Reason: catalog.StockByOrder, Reference: o.Number}); err != nil {
			return err
		}
		if err := s.insert(ctx, &o, c.ID); err != nil {
			return err
		}
		if err := s.Coupons.RecordUse(ctx, coupon.Use{OrderID: o.ID, Codes: o.CouponCodes, CustomerID: o.CustomerID, Email: o.Email}); err != nil {
			return err
		}
		if pay, err = s.Payments.Create(ctx, payment.Input{OrderID: o.ID, OrderNumber: o.Number, Method: o.PaymentMethod, Amount: o.Totals.GrandTotal}); err != nil {
			return err
		}
		if err := s.Carts.Close(ctx, c.ID); err != nil {
			return err
		}
		if err := s.saveAddresses(ctx, c); err != nil {
			return err
		}
		return s.mailPlaced(ctx, o, pay, atts)
	}
	var err error
	for round := 1; ; round++ {
		err = s.db.InTransaction(ctx, place)
		var outside *outsideWork
		if !errors.As(err, &outside) {
			break
		}
		if round == placeRounds {
			// What it needs keeps changing (a price moving the amount the
			// gateway is asked for): let the customer try again.
			unavailable := apperr.New(apperr.Unavailable, "payment.provider.unavailable")
			unavailable.Cause = err
			return Placed{}, unavailable
		}
		if err := outside.do(ctx); err != nil {
			return Placed{}, err
		}
	}
	if err != nil {
		return Placed{}, err
	}
	if again {
		if pay, err = s.Payments.ByOrder(ctx, o.ID); err != nil {
			return Placed{}, err
		}
	}
	if pay, err = s.Payments.Start(ctx, pay.ID, startInput(o)); err != nil {
		return Placed{}, err
	}
	return Placed{Order: o, Payment: pay, Again: again}, nil
}

// fromCart completes the checkout's input with what the checkout set on
// the cart: its email (a customer's account address for a customer's
// cart), addresses and payment method; what the input gives wins.
func (s *service) fromCart(ctx context.Context, c cart.Cart, in PlaceInput) (PlaceInput, error) {
	if strings.TrimSpace(in.Email) == "" {
		in.Email = c.Email
		if in.Email == "" && c.CustomerID != 0 {
			cust, err := s.Customers.Get(ctx, c.CustomerID)
			if err != nil {
				return in, err
			}
			in.Email = cust.Email
		}
	}
	if in.ShippingAddress == nil && c.ShippingAddress != nil {
		a := fromCustomer(c.ShippingAddress.Address)
		in.ShippingAddress = &a
	}
	if in.BillingAddress.Firstname == "" && len(in.BillingAddress.Street) == 0 && c.BillingAddress != nil {
		in.BillingAddress = fromCustomer(c.BillingAddress.Address)
	}
	if in.PaymentMethod == "" && c.SelectedPayment != nil {
		in.PaymentMethod = c.SelectedPayment.Code
	}
	return in, nil
}

// fromCustomer is an order's copy of an address.
func fromCustomer(a customer.Address) Address {
	out := Address{Firstname: a.Firstname, Lastname: a.Lastname, Company: a.Company, Street: slices.Clone(a.Street),
		Postcode: a.Postcode, City: a.City, CountryCode: a.CountryCode, Telephone: a.Telephone, VATID: a.VATID}
	if a.Region != nil {
		out.RegionCode, out.RegionName = a.Region.Code, a.Region.Name
	}
	return out
}

// saveAddresses puts the addresses a customer typed in the checkout and
// asked to keep into the customer's address book. One the book refuses
// (it was checked when set; the book may be full) leaves the order be.
func (s *service) saveAddresses(ctx context.Context, c cart.Cart) error {
	if c.CustomerID == 0 {
		return nil
	}
	for _, a := range []*cart.Address{c.ShippingAddress, c.BillingAddress} {
		if a == nil || !a.SaveInAddressBook || a.CustomerAddressID != 0 || (a == c.BillingAddress && c.BillingSameAsShipping) {
			continue
		}
		x := a.Address
		in := customer.AddressInput{Firstname: &x.Firstname, Lastname: &x.Lastname, Company: &x.Company, Street: x.Street,
			Postcode: &x.Postcode, City: &x.City, CountryCode: &x.CountryCode, Telephone: &x.Telephone, VATID: &x.VATID}
		if x.Region != nil {
			in.Region = &customer.RegionInput{ID: x.Region.ID, Name: x.Region.Name}
		}
		if _, err := s.Customers.CreateAddress(ctx, c.CustomerID, in); err != nil && apperr.KindOf(err) != apperr.Invalid {
			return err
		}
	}
	return nil
}

// snapshot checks a cart and the checkout's input and makes the order
// they place (without its number and ids).
func snapshot(c cart.Cart, in PlaceInput, now time.Time) (Order, error) {
	if len(c.Items) == 0 {
		return Order{}, apperr.New(apperr.Invalid, "order.cart.empty")
	}
	o := Order{CustomerID: c.CustomerID, Website: c.Website, Locale: c.Locale, Status: PendingPayment,
		PaymentMethod: in.PaymentMethod, IsVirtual: c.IsVirtual, VATCountry: c.Totals.VATCountry, CreatedAt: now, UpdatedAt: now}
	email := strings.TrimSpace(in.Email)
	if email == "" {
		email = c.Email
	}
	if a, err := netmail.ParseAddress(email); err != nil || a.Address != email || len(email) > 254 {
		return Order{}, apperr.New(apperr.Invalid, "order.email").OnField("email")
	}
	o.Email = email

	for _, it := range c.Items {
		if !it.Available || len(it.Errors) > 0 {
			return Order{}, apperr.New(apperr.Conflict, "order.cart.itemErrors")
		}
		bought := it.Bought()
		item := Item{ProductID: bought.ID, SKU: bought.SKU, Name: it.Product.Name, QtyOrdered: it.Quantity,
			UnitPrice: it.UnitPrice, RegularUnitPrice: it.RegularUnitPrice, RowTotal: it.RowTotal, Discount: it.Discount,
			TaxRate: it.TaxRate, IsVirtual: bought.Type == catalog.Virtual, Individualised: individualised(it)}
		if it.Variant != nil {
			item.ParentProductID, item.ParentSKU = it.Product.ID, it.Product.SKU
		}
		for _, ch := range it.Configurable {
			item.Variant = append(item.Variant, VariantChoice{Attribute: ch.AttributeCode, Label: ch.Label, Value: ch.ValueLabel})
		}
		for _, op := range it.Options {
			opt := Option{Title: op.Option.Title, Text: op.Text, Surcharge: op.Surcharge}
			if op.Option.Type == catalog.FileOption {
				opt.Text, opt.cartFile = op.FileName, op.FileID
			}
			for _, v := range op.Values {
				opt.Values = append(opt.Values, v.Title)
			}
			item.Options = append(item.Options, opt)
		}
		o.Items = append(o.Items, item)
	}

	t := c.Totals
	o.Totals = Totals{SubtotalInclTax: t.SubtotalInclTax, SubtotalExclTax: t.SubtotalExclTax, Discount: t.Discount,
		ShippingInclTax: t.ShippingInclTax, ShippingExclTax: t.ShippingExclTax, Tax: t.Tax,
		GrandTotal: t.GrandTotal, GrandTotalExclTax: t.GrandTotalExclTax}
	for _, l := range t.Taxes {
		o.Totals.Taxes = append(o.Totals.Taxes, TaxLine{Rate: l.Rate, Amount: l.Amount, Goods: l.Goods, Shipping: l.Shipping})
	}
	for _, l := range t.Discounts {
		o.Totals.Discounts = append(o.Totals.Discounts, DiscountLine{Code: l.Code, Label: l.Label, Amount: l.Amount})
	}
	for _, a := range c.AppliedCoupons {
		o.CouponCodes = append(o.CouponCodes, a.Code)
	}

	if err := checkAddress(in.BillingAddress, "billing_address"); err != nil {
		return Order{}, err
	}
	// Virtual goods carry the VAT of the country they are billed to
	// (cart.Totals.VATCountry): the order is billed where the cart
	// computed it for.
	if c.IsVirtual && c.BillingAddress != nil && !strings.EqualFold(in.BillingAddress.CountryCode, c.BillingAddress.CountryCode) {
		return Order{}, apperr.New(apperr.Invalid, "order.billing.country").OnField("billing_address")
	}
	o.BillingAddress = in.BillingAddress
	if c.Shipping != nil {
		if in.ShippingAddress == nil {
			return Order{}, apperr.New(apperr.Invalid, "order.address.shippingMissing").OnField("shipping_address")
		}
		if err := checkAddress(*in.ShippingAddress, "shipping_address"); err != nil {
			return Order{}, err
		}
		if !c.Shipping.Available {
			return Order{}, apperr.New(apperr.Invalid, "order.shipping.unavailable").OnField("shipping_address")
		}
		if !strings.EqualFold(in.ShippingAddress.CountryCode, c.Shipping.Country) {
			return Order{}, apperr.New(apperr.Invalid, "order.shipping.country").OnField("shipping_address")
		}
		a := *in.ShippingAddress
		o.ShippingAddress = &a
		q := c.Shipping.Quote
		o.ShippingCarrierCode, o.ShippingMethodCode, o.ShippingTitle = q.CarrierCode, q.MethodCode, q.MethodTitle
	}
	if c.Delivery != nil {
		o.DeliveryEarliest, o.DeliveryLatest = c.Delivery.Earliest.Format(time.DateOnly), c.Delivery.Latest.Format(time.DateOnly)
	}
	o.History = []HistoryEntry{{Status: PendingPayment, Comment: "order.history.placed", CreatedAt: now}}
	return o, nil
}

// checkAddress checks that an address names someone and somewhere; the
// checkout checked its fields as the address book does already.
func checkAddress(a Address, field string) error {
	street := ""
	if len(a.Street) > 0 {
		street = a.Street[0]
	}
	for _, v := range []string{a.Firstname, a.Lastname, street, a.Postcode, a.City, a.CountryCode} {
		if strings.TrimSpace(v) == "" {
			return apperr.New(apperr.Invalid, "order.address.incomplete").OnField(field)
		}
	}
	if len(a.Street) > 2 {
		return apperr.New(apperr.Invalid, "order.address.incomplete").OnField(field)
	}
	return nil
}

// stockLines are the quantities an order's items take from stock.
func stockLines(items []Item) []catalog.StockLine {
	lines := make([]catalog.StockLine, 0, len(items))
	for _, it := range items {
		if it.ProductID != 0 && !it.IsVirtual {
			lines = append(lines, catalog.StockLine{ProductID: it.ProductID, Quantity: it.QtyOrdered - it.QtyCanceled})
		}
	}
	return lines
}

func (s *service) ByNumber(ctx context.Context, number string, customerID int64) (Order, error) {
	if customerID == 0 || len(number) != NumberLength {
		return Order{}, notFound()
	}
	o, err := s.load(ctx, s.db.Read(), `increment_id = ?`, number)
	if err != nil {
		return Order{}, err
	}
	if o.CustomerID != customerID {
		return Order{}, notFound()
	}
	return o, nil
}

func (s *service) ByID(ctx context.Context, id int64) (Order, error) {
	if id <= 0 {
		return Order{}, notFound()
	}
	return s.load(ctx, s.db.Read(), `id = ?`, id)
}

func (s *service) ForWithdrawal(ctx context.Context, number string) (Order, error) {
	number = strings.TrimSpace(number)
	if len(number) != NumberLength {
		return Order{}, notFound()
	}
	return s.load(ctx, s.db.Read(), `increment_id = ?`, number)
}

func (s *service) HandlePaymentJob(ctx context.Context, payload json.RawMessage) error {
	var job payment.StatusJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return fmt.Errorf("order: payment job: %w", err)
	}
	if _, err := s.ApplyPayment(ctx, job.PaymentID); err != nil {
		return err
	}
	// A provider notifies a payment's refunds on the payment's webhook
	// (Mollie does): ask about its open ones.
	_, err := s.syncRefunds(ctx, job.PaymentID, s.now())
	return err
}

func (s *service) ApplyPayment(ctx context.Context, paymentID int64) (bool, error) {
	status, err := s.Payments.ProviderStatus(ctx, paymentID)
	if err != nil {
		return false, err
	}
	return s.applyStatus(ctx, paymentID, status)
}

func (s *service) SettleStale(ctx context.Context) (int, error) {
	stale, err := s.Payments.Unsettled(ctx, s.now().Add(-UnsettledAfter), 100)
	if err != nil {
		return 0, err
	}
	changed := 0
	var errs []error
	for _, p := range stale {
		ok, err := s.ApplyPayment(ctx, p.ID)
		if err != nil {
			errs = append(errs, err) // one provider's trouble keeps no other payment waiting
			continue
		}
		if ok {
			changed++
		}
	}
	// Orders whose payment failed and that were not paid by their
	// retry deadline are cancelled.
	n, err := s.settleRetries(ctx)
	return changed + n, errors.Join(append(errs, err)...)
}

// applyStatus records a payment's status and, when it is new, applies it
// to the order, in one transaction.
func (s *service) applyStatus(ctx context.Context, paymentID int64, status payment.Status) (bool, error) {
	changed := false
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		changed = false // a run again after an abort starts afresh
		_, pay, moved, err := s.Payments.Record(ctx, paymentID, status)
		if err != nil || !moved {
			return err
		}
		tx := s.db.Write()
		var row orderRow
		if err := tx.GetForUpdate(ctx, &row, `SELECT `+orderColumns+` FROM sales_order WHERE id = ?`, pay.OrderID); err != nil {
			return fmt.Errorf("order: hold %d: %w", pay.OrderID, err)
		}
		o, err := s.assemble(ctx, tx, row)
		if err != nil {
			return err
		}
		if status.Succeeded() && o.Status == Canceled && o.PaymentMethod == banktransfer.Code {
			// Staff record a transfer of an order that SettleBankTransfers
			// cancelled meanwhile: refused as a whole (the payment keeps
			// its status), so the money is seen to and refunded.
			return apperr.New(apperr.Conflict, "order.paid.canceled", "number", o.Number)
		}
		switch {
		case status.Succeeded() && o.Status == PendingPayment:
			if err := s.setStatus(ctx, &o, Processing, "order.history.paid"); err != nil {
				return err
			}
			changed = true
			var invoice *Document
			if s.Seller != nil {
				d, err := s.issueInvoice(ctx, o, pay)
				if err != nil {
					return err
				}
				invoice = &d
			}
			return s.mailPaid(ctx, o, invoice)
		case status.Unsuccessful() && o.Status == PendingPayment && o.PaymentMethod == banktransfer.Code:
			// A bank transfer that never came: the order is cancelled.
			if err := s.cancel(ctx, &o, "order.history.payment."+string(status)); err != nil {
				return err
			}
			changed = true
			return s.mailCanceledUnpaid(ctx, o)
		case status.Unsuccessful() && o.Status == PendingPayment:
			// A hosted payment that ended without money: the order waits
			// for another attempt until its retry deadline (payagain.go),
			// and one mail offers it ("pay now") and the way to another
			// method.
			h := HistoryEntry{Status: PendingPayment, Comment: "order.history.payment." + string(status), CreatedAt: s.now().UTC()}
			if err := s.addHistory(ctx, o.ID, h); err != nil {
				return err
			}
			o.History = append(o.History, h)
			changed = true
			if pay.GivenUp {
				// The customer is changing the method (giveUp): the
				// order is given up, with no failure to tell.
				return nil
			}
			return s.mailPaymentFailed(ctx, o, pay, status)
		}
		return nil
	})
	return changed, err
}

// cancel cancels an order and returns its stock and coupon uses, once.
func (s *service) cancel(ctx context.Context, o *Order, comment string) error {
	tx := s.db.Write()
	res, err := tx.Exec(ctx, `UPDATE sales_order SET stock_returned = TRUE WHERE id = ? AND NOT stock_returned`, o.ID)
	if err != nil {
		return fmt.Errorf("order: mark %s returned: %w", o.Number, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 1 {
		if err := s.Stock.ReturnStock(ctx, stockLines(o.Items), catalog.StockNote{Reason: catalog.StockByCancel, Reference: o.Number}); err != nil {
			return err
		}
		if err := s.Coupons.ReleaseUse(ctx, o.ID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE sales_order_item SET qty_canceled = qty_ordered WHERE order_id = ?`, o.ID); err != nil {
			return fmt.Errorf("order: cancel items of %s: %w", o.Number, err)
		}
	}
	return s.setStatus(ctx, o, Canceled, comment)
}

func (s *service) ProcessTransaction(ctx context.Context, token string, customerID int64, store storecode.Store) (Transaction, error) {
	pay, err := s.Payments.ByToken(ctx, token)
	if err != nil {
		return Transaction{}, err
	}
	if _, err := s.ApplyPayment(ctx, pay.ID); err != nil {
		return Transaction{}, err
	}
	o, err := s.load(ctx, s.db.Read(), `id = ?`, pay.OrderID)
	if err != nil {
		return Transaction{}, err
	}
	if pay, err = s.Payments.ByOrder(ctx, o.ID); err != nil {
		return Transaction{}, err
	}
	t := Transaction{Status: pay.Status, OrderNumber: o.Number}
	if !pay.Status.Unsuccessful() {
		t.RedirectToSuccessPage = true
		return t, nil
	}
	if awaitsRetry(o, pay) {
		// The order waits for another attempt (PayAgain) or another
		// method (ChangePaymentMethod): the customer chooses.
		t.RetryUntil = retryDeadline(pay.UpdatedAt)
		return t, nil
	}
	t.RedirectToCart = true
	c, err := s.restore(ctx, o.ID, store)
	if err != nil {
		return Transaction{}, err
	}
	if c.CustomerID == 0 || c.CustomerID == customerID {
		t.Cart = &c // a customer's cart id only with the customer's session
	}
	return t, nil
}

func (s *service) RestoreCart(ctx context.Context, ref cart.Ref) (cart.Cart, error) {
	var orderID int64
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		c, closed, err := s.Carts.Hold(ctx, ref)
		if err != nil {
			return err
		}
		if !closed {
			return notFound()
		}
		return s.db.Write().Get(ctx, &orderID, `SELECT id FROM sales_order WHERE cart_id = ?`, c.ID)
	})
	if err != nil {
		if errors.Is(err, errNoRows) {
			return cart.Cart{}, notFound()
		}
		return cart.Cart{}, err
	}
	return s.giveUp(ctx, orderID, ref.Store)
}

// restore gives the order's cart back, once: asked again, it answers the
// cart it gave.
func (s *service) restore(ctx context.Context, orderID int64, store storecode.Store) (cart.Cart, error) {
	var c cart.Cart
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		o, err := s.hold(ctx, `id = ?`, orderID)
		if err != nil {
			return err
		}
		c, err = s.restoreHeld(ctx, o, store)
		return err
	})
	return c, err
}

// restoreHeld is restore for an order held in the caller's transaction.
func (s *service) restoreHeld(ctx context.Context, o Order, store storecode.Store) (cart.Cart, error) {
	if o.Status != PendingPayment && o.Status != Canceled {
		return cart.Cart{}, apperr.New(apperr.Conflict, "order.restore.paid")
	}
	var ids struct {
		Cart     sql.NullInt64 `db:"cart_id"`
		Restored sql.NullInt64 `db:"restored_cart_id"`
	}
	if err := s.db.Write().Get(ctx, &ids, `SELECT cart_id, restored_cart_id FROM sales_order WHERE id = ?`, o.ID); err != nil {
		return cart.Cart{}, fmt.Errorf("order: carts of %s: %w", o.Number, err)
	}
	if !ids.Cart.Valid {
		return cart.Cart{}, notFound()
	}
	c, err := s.Carts.Restore(ctx, ids.Cart.Int64, ids.Restored.Int64, store)
	if err != nil {
		return cart.Cart{}, err
	}
	if _, err := s.db.Write().Exec(ctx, `UPDATE sales_order SET restored_cart_id = ? WHERE id = ?`, c.ID, o.ID); err != nil {
		return cart.Cart{}, fmt.Errorf("order: remember the cart of %s: %w", o.Number, err)
	}
	return c, nil
}

// localeOf is an order's language.
func localeOf(s string) i18n.Locale {
	if l, ok := i18n.Parse(s); ok {
		return l
	}
	return i18n.Default
}

// unavailableItem is why a cart holding an item no longer sold (its
// product disabled or deleted, its variant or an option gone:
// cart.Item.Unavailable) places no order, naming the first such item;
// nil when it holds none.
func unavailableItem(c cart.Cart) error {
	for _, it := range c.Items {
		if it.Unavailable {
			return apperr.New(apperr.Conflict, "order.cart.itemUnavailable", "name", it.Product.Name)
		}
	}
	return nil
}
