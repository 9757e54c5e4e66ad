package withdrawal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
	"paddock/internal/returns"
	"paddock/internal/shipping"
)

// Dependencies are the services withdrawals use.
type Dependencies struct {
	DB      *db.DB
	Orders  Orders
	Returns Returns
	Mail    mail.Sender
	Limiter ratelimit.Limiter
	// Jobs takes the job that looks up a visitor's order (JobResolve,
	// handled by HandleResolveJob).
	Jobs Jobs
	// Seller names the shop at the receipt's foot (settings.Service).
	Seller Seller
}

// Options adjust the service.
type Options struct {
	// BaseURL is the shop's public address, for the mails' links.
	BaseURL string
	// Key is the shop's signing key (secret.Load), from which the key of
	// the confirmation links' hashes is derived.
	Key []byte
	// Now is the clock of the receipt; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Dependencies
	layout *mail.Layout
	key    []byte
	now    func() time.Time
}

// NewService returns the withdrawal function on its dependencies; it
// implements Service and Staff, and handles JobResolve (HandleResolveJob).
func NewService(deps Dependencies, opts Options) (interface {
	Service
	Staff
	HandleResolveJob(ctx context.Context, payload json.RawMessage) error
}, error) {
	if deps.DB == nil || deps.Orders == nil || deps.Returns == nil || deps.Mail == nil || deps.Limiter == nil || deps.Jobs == nil ||
		deps.Seller == nil {
		return nil, errors.New("withdrawal: every dependency is needed")
	}
	if len(opts.Key) < 32 {
		return nil, errors.New("withdrawal: a signing key of at least 32 bytes is needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{Dependencies: deps, layout: mail.NewLayout(opts.BaseURL), key: secret.Derive(opts.Key, "withdrawal.confirm"),
		now: opts.Now}, nil
}

// checked is an Input after the checks that need no order: trimmed, line
// breaks normalised.
type checked struct {
	Input
	// lookup is the order number as orders are numbered (000000012), when
	// the typed one can be read as one.
	lookup string
}

func (s *service) Submit(ctx context.Context, in Input, customerID int64, client ratelimit.Client, locale i18n.Locale) (Declaration, error) {
	if _, ok := i18n.Parse(string(locale)); !ok {
		locale = i18n.Default
	}
	c, err := check(in)
	if err != nil {
		return Declaration{}, err
	}
	// Counted before the transaction: a declaration that fails later
	// (items that are not the order's) still counts.
	verdict, err := s.Limiter.Allow(ctx, SubmitPerClient, ratelimit.IPKey(client.IP))
	if err != nil {
		return Declaration{}, fmt.Errorf("withdrawal: %w", err)
	}
	if err := verdict.Err("withdrawal.rateLimited"); err != nil {
		return Declaration{}, err
	}
	// The receipt's time, to the second it shows.
	now := s.now().UTC().Truncate(time.Second)
	var d Declaration
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		var err error
		d, err = s.declare(ctx, c, customerID, locale, now)
		return err
	})
	if err != nil {
		return Declaration{}, err
	}
	return d, nil
}

// declare stores the declaration and enqueues its receipt, inside the
// caller's transaction; for the order's signed-in owner it starts the
// return and mails the shop at once, for anyone else it leaves both to the
// job that looks the order up (JobResolve).
func (s *service) declare(ctx context.Context, c checked, customerID int64, locale i18n.Locale, now time.Time) (Declaration, error) {
	o, owned, err := s.ownOrder(ctx, c, customerID)
	if err != nil {
		return Declaration{}, err
	}
	if !owned && !c.WholeOrder && len(c.Items) > 0 {
		// Items are offered only from the signed-in customer's own
		// orders. For any other number the answer is this one, whether
		// an order has it, or the items, or neither: nobody learns of a
		// stranger's order.
		return Declaration{}, apperr.New(apperr.Invalid, "withdrawal.input.itemsOwnOrderOnly").OnField("items")
	}
	d := Declaration{
		CustomerID: customerID, Name: c.Name, Email: c.Email, OrderNumber: c.OrderNumber, WholeOrder: c.WholeOrder,
		ItemsText: c.ItemsText, Locale: locale, DeclaredAt: now, CreatedAt: now, Confirmation: Pending,
	}
	if owned {
		d.OrderID, d.Confirmation, d.ConfirmedAt = o.ID, ByOwner, now
		if d.Items, err = namedItems(o, c); err != nil {
			return Declaration{}, err
		}
		d.Flags = append(d.Flags, flagsOf(o, d, now)...)
	}
	if d.Reference, err = s.nextReference(ctx, now); err != nil {
		return Declaration{}, err
	}
	if d.ID, err = s.insert(ctx, d); err != nil {
		return Declaration{}, err
	}
	if owned {
		if err := s.Orders.Note(ctx, d.OrderID, "order.history.withdrawal.declared", map[string]string{"reference": d.Reference}); err != nil {
			return Declaration{}, err
		}
		if err := s.startReturn(ctx, &d); err != nil {
			return Declaration{}, err
		}
	} else if err := s.Jobs.Enqueue(ctx, s.DB.Write(), JobResolve, d.Reference, resolvePayload{ID: d.ID}, time.Time{}); err != nil {
		return Declaration{}, fmt.Errorf("withdrawal: enqueue the look-up of %s: %w", d.Reference, err)
	}
	if err := s.mailReceipt(ctx, d); err != nil {
		return Declaration{}, err
	}
	if owned {
		if err := s.mailShop(ctx, d); err != nil {
			return Declaration{}, err
		}
	}
	return d, nil
}

// ownOrder is the order the declaration names when it is the signed-in
// customer's own, found by its number among theirs.
func (s *service) ownOrder(ctx context.Context, c checked, customerID int64) (order.Order, bool, error) {
	if customerID <= 0 || c.lookup == "" {
		return order.Order{}, false, nil
	}
	o, err := s.Orders.ByNumber(ctx, c.lookup, customerID)
	switch {
	case err == nil:
		return o, true, nil
	case apperr.KindOf(err) == apperr.NotFound:
		return order.Order{}, false, nil
	default:
		return order.Order{}, false, fmt.Errorf("withdrawal: find order: %w", err)
	}
}

// namedItems checks the items named against the order: each an item of
// it, once, 1 to the ordered quantity. A whole order names none.
func namedItems(o order.Order, c checked) ([]Item, error) {
	if c.WholeOrder {
		return nil, nil
	}
	var f apperr.Fields
	items := make([]Item, 0, len(c.Items))
	seen := map[int64]bool{}
	for i, in := range c.Items {
		field := fmt.Sprintf("items[%d].quantity", i)
		idx := slices.IndexFunc(o.Items, func(it order.Item) bool { return it.ID == in.OrderItemID })
		switch {
		case idx < 0 || seen[in.OrderItemID]:
			f.Add(fmt.Sprintf("items[%d].order_item_id", i), "withdrawal.input.item")
			continue
		case in.Qty < 1 || in.Qty > o.Items[idx].QtyOrdered:
			f.Add(field, "withdrawal.input.quantity", "max", o.Items[idx].QtyOrdered)
			continue
		}
		seen[in.OrderItemID] = true
		it := o.Items[idx]
		items = append(items, Item{OrderItemID: it.ID, SKU: it.SKU, Name: itemName(it), Qty: in.Qty})
	}
	return items, f.Err()
}

// itemName is an item's name with its chosen variant, as the receipt
// names it.
func itemName(it order.Item) string {
	var details []string
	for _, v := range it.Variant {
		details = append(details, v.Label+": "+v.Value)
	}
	if len(details) == 0 {
		return it.Name
	}
	return it.Name + " (" + strings.Join(details, ", ") + ")"
}

// flagsOf are what the shop must judge of a declaration on an order
// found: the period and excluded items.
func flagsOf(o order.Order, d Declaration, now time.Time) []Flag {
	var flags []Flag
	if delivered, ok := o.DeliveredAt(); ok && now.After(PeriodEnd(delivered)) {
		flags = append(flags, OutsidePeriod)
	}
	for _, it := range o.Items {
		named := d.WholeOrder || slices.ContainsFunc(d.Items, func(n Item) bool { return n.OrderItemID == it.ID })
		if named && it.Individualised {
			flags = append(flags, ExcludedItems)
			break
		}
	}
	return flags
}

// PeriodEnd is the last moment to withdraw from goods delivered at
// delivered: the end of the 14th day after the day of delivery in Berlin
// (§187 (1), §188 (1) BGB), or of the next working day when that is a
// Saturday, Sunday or nationwide public holiday (§193 BGB). Before the
// goods are delivered the period has not begun, so it cannot have ended.
func PeriodEnd(delivered time.Time) time.Time {
	last := shipping.BerlinDay(delivered).AddDate(0, 0, Period)
	for !shipping.IsWorkingDay(last) {
		last = last.AddDate(0, 0, 1)
	}
	return time.Date(last.Year(), last.Month(), last.Day()+1, 0, 0, 0, 0, berlin).Add(-time.Nanosecond)
}

// startReturn starts the return of the items named (every item for the
// whole order) and keeps it on the declaration, or flags its refusal.
func (s *service) startReturn(ctx context.Context, d *Declaration) error {
	items := make([]returns.WithdrawnItem, 0, len(d.Items))
	for _, it := range d.Items {
		items = append(items, returns.WithdrawnItem{OrderItemID: it.OrderItemID, Qty: it.Qty})
	}
	if !d.WholeOrder && len(items) == 0 {
		// Named only in words: staff read them and start the return.
		return nil
	}
	started, err := s.Returns.StartForWithdrawal(ctx, d.OrderID, d.ID, items)
	if err != nil {
		return fmt.Errorf("withdrawal: start the return of %s: %w", d.Reference, err)
	}
	if started.Return != nil {
		d.ReturnID, d.ReturnReference = started.Return.ID, started.Return.Reference
	}
	if started.Refusal != nil {
		d.Flags = append(d.Flags, ReturnRefused(started.Refusal.Code))
	}
	return s.update(ctx, *d)
}

// check validates what needs no order, every field at once.
func check(in Input) (checked, error) {
	var f apperr.Fields
	c := checked{Input: Input{WholeOrder: in.WholeOrder, Items: in.Items}}
	c.Name = f.Line("name", in.Name, MaxName, true)
	c.Email = strings.TrimSpace(i18n.StripFormat(in.Email))
	switch {
	case c.Email == "":
		f.Add("email", "input.required")
	case utf8.RuneCountInString(c.Email) > MaxEmail || !mail.ValidAddress(c.Email):
		f.Add("email", "mail.address.invalid")
	}
	c.OrderNumber = f.Line("order_number", in.OrderNumber, MaxOrderNumber, true)
	c.lookup = orderNumber(c.OrderNumber)
	c.ItemsText = strings.TrimSpace(i18n.StripBidi(strings.ReplaceAll(strings.ReplaceAll(in.ItemsText, "\r\n", "\n"), "\r", "\n")))
	switch {
	case c.ItemsText == "":
	case !utf8.ValidString(c.ItemsText) || !apperr.Printable(c.ItemsText, true):
		f.Add("items_text", "input.characters")
	case utf8.RuneCountInString(c.ItemsText) > MaxItemsText:
		f.Add("items_text", "input.tooLong", "max", MaxItemsText)
	}
	if c.WholeOrder {
		c.Items = nil
	} else if len(c.Items) == 0 && c.ItemsText == "" && !f.Has("items_text") {
		f.Add("items", "withdrawal.input.itemsRequired")
	}
	if len(c.Items) > 200 {
		f.Add("items", "withdrawal.input.tooManyItems", "max", 200)
	}
	return c, f.Err()
}

// orderNumber reads a typed order number as orders are numbered: the
// digits, a leading "#" and spaces aside, padded with zeros to nine
// (12 and #000000012 find 000000012); "" when it cannot be one.
func orderNumber(typed string) string {
	n := strings.TrimPrefix(strings.ReplaceAll(typed, " ", ""), "#")
	if n == "" || len(n) > order.NumberLength {
		return ""
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return ""
		}
	}
	return strings.Repeat("0", order.NumberLength-len(n)) + n
}
