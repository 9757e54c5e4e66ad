// Package desk is the back office's work on orders, returns and
// withdrawals: the explicit admin methods over the domains' staff sides
// (order.Staff, returns.Staff, withdrawal.Staff), which check no role
// themselves. Every method here asks access.Require for its permission
// first, keeps a club manager to the orders with their clubs' goods (an
// order of another club is NotFound, as if it did not exist, so ids
// cannot be probed), and records in the audit trail every write it makes
// and every refusal. The admin API and the command line call it; nothing
// else reaches the staff sides' writes from a browser.
//
// A write is recorded right after the domain's call committed it: the
// domain calls ask payment providers after their own transactions, which
// must not run inside one of ours (no network call while a write
// transaction is open), so a crash between the two loses the entry, not
// the change.
package desk

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/mail"
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

// Options are the desk's services.
type Options struct {
	Orders      order.Staff
	Returns     returns.Staff
	Withdrawals withdrawal.Staff
	Audit       audit.Service
	// Mailbox finds the mails the shop sent or failed to send; Outbox
	// sends a failed one again.
	Mailbox interface {
		Search(ctx context.Context, q mail.OutboxQuery) ([]mail.Stored, int, error)
	}
	Outbox interface {
		Resend(ctx context.Context, id int64) error
		Copy(ctx context.Context, id int64) error
	}
	// Settings are the shop's settings the owner changes.
	Settings Settings
	// Clubs are every club with its goods' SKU prefix, by name (the order
	// list's club filter).
	Clubs func(ctx context.Context) ([]Club, error)
	// Stock tells the products running out (the start page's).
	Stock catalog.Staff
	// Logos read a club's logo as uploaded by its media key (its bytes
	// and content type; media.Library.Original).
	Logos func(ctx context.Context, key string) ([]byte, string, error)
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

// Desk is the back office's orders, returns and withdrawals.
type Desk struct {
	orders      order.Staff
	returns     returns.Staff
	withdrawals withdrawal.Staff
	audit       audit.Service
	mailbox     interface {
		Search(ctx context.Context, q mail.OutboxQuery) ([]mail.Stored, int, error)
	}
	outbox interface {
		Resend(ctx context.Context, id int64) error
		Copy(ctx context.Context, id int64) error
	}
	settings Settings
	clubs    func(ctx context.Context) ([]Club, error)
	stock    catalog.Staff
	logos    func(ctx context.Context, key string) ([]byte, string, error)
	now      func() time.Time
}

// New returns the desk over opts' services.
func New(opts Options) (*Desk, error) {
	if opts.Orders == nil || opts.Returns == nil || opts.Withdrawals == nil || opts.Audit == nil || opts.Mailbox == nil || opts.Outbox == nil ||
		opts.Settings == nil || opts.Clubs == nil || opts.Stock == nil || opts.Logos == nil {
		return nil, errors.New("desk: orders, returns, withdrawals, the audit trail, the mails, the settings, the clubs, the stock and the logos are required")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Desk{orders: opts.Orders, returns: opts.Returns, withdrawals: opts.Withdrawals, audit: opts.Audit,
		mailbox: opts.Mailbox, outbox: opts.Outbox, settings: opts.Settings, clubs: opts.Clubs, stock: opts.Stock, logos: opts.Logos, now: opts.Now}, nil
}

// require returns the principal when it may do perm; a refusal of a
// signed-in member is recorded with the operation and object.
func (d *Desk) require(ctx context.Context, perm access.Permission, op, objectType, objectID string) (access.Principal, error) {
	p, err := access.Require(ctx, perm)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := d.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: objectType, ObjectID: objectID, Outcome: audit.Refused}); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// done records a write that committed.
func (d *Desk) done(ctx context.Context, op, objectType, objectID string, changes ...audit.Change) error {
	if err := d.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: objectType, ObjectID: objectID, Outcome: audit.Done, Changes: changes}); err != nil {
		return fmt.Errorf("desk: %s: audit: %w", op, err)
	}
	return nil
}

func change(field, before, after string) audit.Change {
	c := audit.Change{Field: field}
	if before != "" {
		c.Before = &before
	}
	if after != "" {
		c.After = &after
	}
	return c
}

// errOrderNotFound is what a club manager hears of another club's order.
func errOrderNotFound() error { return apperr.New(apperr.NotFound, "order.notFound") }

// inScope reports whether the principal may see o: anyone but a club
// manager, and a club manager when an item of o is one of their clubs'.
func inScope(p access.Principal, o order.Order) bool {
	if !p.Role.Scoped() {
		return true
	}
	for _, it := range o.Items {
		if clubItem(p, it.SKU) {
			return true
		}
	}
	return false
}

func clubItem(p access.Principal, sku string) bool {
	for _, prefix := range p.ClubSKUPrefixes {
		if prefix != "" && strings.HasPrefix(sku, prefix) {
			return true
		}
	}
	return false
}

// scoped is what a club manager sees of an order: their clubs' items
// only, the name and the address the parcel goes to, nothing of the
// payment, the email address, the billing address or the other items'
// money.
func scoped(p access.Principal, o order.Order) order.Order {
	if !p.Role.Scoped() {
		return o
	}
	items := make([]order.Item, 0, len(o.Items))
	for _, it := range o.Items {
		if clubItem(p, it.SKU) {
			items = append(items, it)
		}
	}
	o.Items = items
	o.Email = ""
	o.Totals = order.Totals{}
	o.CouponCodes = nil
	ship := o.BillingAddress
	if o.ShippingAddress != nil {
		ship = *o.ShippingAddress
	}
	o.ShippingAddress = &ship
	o.BillingAddress = order.Address{Firstname: ship.Firstname, Lastname: ship.Lastname}
	o.History = nil
	return o
}

// Orders is a page of the orders a query matches; a club manager's are
// kept to their clubs' goods whatever the query asks.
func (d *Desk) Orders(ctx context.Context, q order.StaffQuery) (order.StaffList, error) {
	p, err := d.require(ctx, access.OrdersRead, "order.list", "order", "")
	if err != nil {
		return order.StaffList{}, err
	}
	if q, err = scopeQuery(p, q); err != nil {
		return order.StaffList{}, err
	}
	list, err := d.orders.StaffOrders(ctx, q)
	if err != nil || !p.Role.Scoped() {
		return list, err
	}
	for i := range list.Rows {
		list.Rows[i].Email, list.Rows[i].GrandTotal = "", 0
	}
	return list, nil
}

// scopeQuery keeps a club manager's query to their clubs' goods.
func scopeQuery(p access.Principal, q order.StaffQuery) (order.StaffQuery, error) {
	if !p.Role.Scoped() {
		return q, nil
	}
	if len(p.ClubSKUPrefixes) == 0 {
		return q, apperr.New(apperr.Forbidden, "admin.forbidden")
	}
	if len(q.SKUPrefixes) == 0 {
		q.SKUPrefixes = p.ClubSKUPrefixes
		return q, nil
	}
	for _, want := range q.SKUPrefixes {
		if !slices.Contains(p.ClubSKUPrefixes, want) {
			return q, apperr.New(apperr.Forbidden, "admin.forbidden")
		}
	}
	return q, nil
}

// ExportOrders writes the orders a query matches as CSV; not for club
// managers (the export holds every item and address).
func (d *Desk) ExportOrders(ctx context.Context, q order.StaffQuery, w io.Writer) error {
	p, err := d.require(ctx, access.OrdersRead, "order.export", "order", "")
	if err != nil {
		return err
	}
	if p.Role.Scoped() {
		return d.refuse(ctx, "order.export", "order", "")
	}
	return d.orders.ExportStaffOrders(ctx, q, w)
}

// refuse records and answers a refusal for the scope.
func (d *Desk) refuse(ctx context.Context, op, objectType, objectID string) error {
	err := apperr.New(apperr.Forbidden, "admin.forbidden")
	if rerr := d.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: objectType, ObjectID: objectID, Outcome: audit.Refused}); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

// OrderView is an order with what its page shows beside it.
type OrderView struct {
	Order   order.Order
	Payment payment.Payment
	Refunds []order.Refund
	// Documents are its invoices and credit notes.
	Documents []order.Document
	// Trail are the newest entries of the audit trail about it (none for a
	// club manager).
	Trail []audit.Record
	// Notes are staff's internal notes on it, newest first.
	Notes []order.StaffNote
	// Mails are the newest mails about it (OrderMailsShown at most; none
	// for a role that does not read the outbox).
	Mails []mail.Stored
	// ItemClubs are the clubs whose goods its items are, by item id: their
	// logos are what the items are made with (ClubLogo).
	ItemClubs map[int64]Club
}

// OrderMailsShown is how many of an order's mails its page shows.
const OrderMailsShown = 50

// TrailLength is how many entries of the trail an order's page shows.
const TrailLength = 50

// Order is an order by its number with its payment, refunds and
// documents; a club manager sees it scoped (their items, the recipient)
// without payment, refunds and documents.
func (d *Desk) Order(ctx context.Context, number string) (OrderView, error) {
	p, err := d.require(ctx, access.OrdersRead, "order.view", "order", number)
	if err != nil {
		return OrderView{}, err
	}
	o, pay, err := d.orders.OrderByNumber(ctx, number)
	if err != nil {
		return OrderView{}, err
	}
	if !inScope(p, o) {
		return OrderView{}, errors.Join(errOrderNotFound(), d.refuseQuietly(ctx, "order.view", number))
	}
	clubs, err := d.clubs(ctx)
	if err != nil {
		return OrderView{}, err
	}
	if p.Role.Scoped() {
		o = scoped(p, o)
		return OrderView{Order: o, ItemClubs: itemClubs(o, clubs)}, nil
	}
	v := OrderView{Order: o, Payment: pay, ItemClubs: itemClubs(o, clubs)}
	if v.Refunds, err = d.orders.Refunds(ctx, o.ID); err != nil {
		return OrderView{}, err
	}
	docs, err := d.orders.Documents(ctx, []int64{o.ID})
	if err != nil {
		return OrderView{}, err
	}
	v.Documents = docs[o.ID]
	if v.Trail, err = d.audit.Of(ctx, "order", o.Number, TrailLength); err != nil {
		return OrderView{}, err
	}
	if v.Notes, err = d.orders.StaffNotes(ctx, o.ID); err != nil {
		return OrderView{}, err
	}
	if p.Can(access.MailRead) {
		if v.Mails, _, err = d.mailbox.Search(ctx, mail.OutboxQuery{Search: o.Number, PageSize: OrderMailsShown}); err != nil {
			return OrderView{}, err
		}
	}
	return v, nil
}

// DocumentFile is the file of one of an order's invoices and credit
// notes (format order.FormatPDF or order.FormatEInvoice); not for club
// managers, who see no documents. NotFound for a document that is not
// the order's.
func (d *Desk) DocumentFile(ctx context.Context, number, publicID, format string) (order.DocumentFile, error) {
	p, err := d.require(ctx, access.OrdersRead, "order.document", "order", number)
	if err != nil {
		return order.DocumentFile{}, err
	}
	if p.Role.Scoped() {
		return order.DocumentFile{}, d.refuse(ctx, "order.document", "order", number)
	}
	o, _, err := d.orders.OrderByNumber(ctx, number)
	if err != nil {
		return order.DocumentFile{}, err
	}
	docs, err := d.orders.Documents(ctx, []int64{o.ID})
	if err != nil {
		return order.DocumentFile{}, err
	}
	if !slices.ContainsFunc(docs[o.ID], func(doc order.Document) bool { return doc.PublicID == publicID }) {
		return order.DocumentFile{}, apperr.New(apperr.NotFound, "order.document.notFound")
	}
	return d.orders.DocumentFile(ctx, publicID, format, order.DocumentAccess{Staff: true})
}

// AddNote writes an internal note on an order, signed with the member's
// name.
func (d *Desk) AddNote(ctx context.Context, number, body string) (order.StaffNote, error) {
	if _, err := d.orderFor(ctx, access.OrdersWrite, "order.note", number); err != nil {
		return order.StaffNote{}, err
	}
	p, _ := access.From(ctx)
	author := p.Name
	if author == "" {
		author = p.Email
	}
	n, err := d.orders.AddStaffNote(ctx, number, p.StaffID, author, body)
	if err != nil {
		return order.StaffNote{}, err
	}
	return n, d.done(ctx, "order.note", "order", number, change("note", "", fmt.Sprint(n.ID)))
}

// SendOrderMailAgain sends one of an order's mails (its confirmation, the
// mail that carried its invoice or a credit note) once more as a new
// mail, to whom it went then. NotFound for a mail that is not the
// order's.
func (d *Desk) SendOrderMailAgain(ctx context.Context, number string, mailID int64) error {
	o, err := d.orderFor(ctx, access.OrdersWrite, "order.mailAgain", number)
	if err != nil {
		return err
	}
	if _, err := d.require(ctx, access.MailRead, "order.mailAgain", "order", number); err != nil {
		return err
	}
	mails, _, err := d.mailbox.Search(ctx, mail.OutboxQuery{Search: o.Number, PageSize: OrderMailsShown})
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(mails, func(m mail.Stored) bool { return m.ID == mailID && strings.Contains(m.Subject, o.Number) }) {
		return apperr.New(apperr.NotFound, "mail.notFound", "id", mailID)
	}
	if err := d.outbox.Copy(ctx, mailID); err != nil {
		return err
	}
	return d.done(ctx, "order.mailAgain", "order", number, change("mail", "", fmt.Sprint(mailID)))
}

// refuseQuietly records a refusal answered as NotFound.
func (d *Desk) refuseQuietly(ctx context.Context, op, objectID string) error {
	return d.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "order", ObjectID: objectID, Outcome: audit.Refused})
}

// orderFor loads an order for a write of perm, refusing what the
// principal may not touch.
func (d *Desk) orderFor(ctx context.Context, perm access.Permission, op, number string) (order.Order, error) {
	p, err := d.require(ctx, perm, op, "order", number)
	if err != nil {
		return order.Order{}, err
	}
	o, _, err := d.orders.OrderByNumber(ctx, number)
	if err != nil {
		return order.Order{}, err
	}
	if !inScope(p, o) {
		return order.Order{}, errors.Join(errOrderNotFound(), d.refuseQuietly(ctx, op, number))
	}
	return o, nil
}

// MarkPaid records that an order's bank transfer arrived.
func (d *Desk) MarkPaid(ctx context.Context, number string) (order.Order, error) {
	before, err := d.orderFor(ctx, access.OrdersWrite, "order.markPaid", number)
	if err != nil {
		return order.Order{}, err
	}
	o, changed, err := d.orders.RecordBankTransfer(ctx, number)
	if err != nil || !changed {
		return o, err
	}
	return o, d.done(ctx, "order.markPaid", "order", number, change("status", string(before.Status), string(o.Status)))
}

// Ship records a parcel sent (the customer is mailed).
func (d *Desk) Ship(ctx context.Context, number string, in order.ShipInput) (order.Shipment, error) {
	if _, err := d.orderFor(ctx, access.OrdersWrite, "order.ship", number); err != nil {
		return order.Shipment{}, err
	}
	sh, err := d.orders.Ship(ctx, number, in)
	if err != nil {
		return order.Shipment{}, err
	}
	return sh, d.done(ctx, "order.ship", "order", number, change("shipment", "", sh.Number), change("tracking", "", in.Tracking))
}

// Delivered records when a parcel arrived.
func (d *Desk) Delivered(ctx context.Context, shipmentNumber string, at time.Time) error {
	number, _, _ := strings.Cut(shipmentNumber, "-")
	if _, err := d.orderFor(ctx, access.OrdersWrite, "order.delivered", number); err != nil {
		return err
	}
	if err := d.orders.Delivered(ctx, shipmentNumber, at); err != nil {
		return err
	}
	if at.IsZero() {
		at = d.now()
	}
	return d.done(ctx, "order.delivered", "order", number, change("delivered", "", shipmentNumber+" "+at.UTC().Format(time.RFC3339)))
}

// Cancel cancels an order nothing of which has shipped; a paid one gets
// its money owed back.
func (d *Desk) Cancel(ctx context.Context, in order.CancelInput) (order.Order, *order.Refund, error) {
	before, err := d.orderFor(ctx, access.OrdersWrite, "order.cancel", in.Number)
	if err != nil {
		return order.Order{}, nil, err
	}
	o, refund, err := d.orders.Cancel(ctx, in)
	if err != nil {
		return order.Order{}, nil, err
	}
	return o, refund, d.done(ctx, "order.cancel", "order", in.Number, change("status", string(before.Status), string(o.Status)),
		change("reason", "", in.Reason))
}

// Refund gives money back on an order.
func (d *Desk) Refund(ctx context.Context, in order.RefundInput) (order.Refund, error) {
	if _, err := d.orderFor(ctx, access.OrdersRefund, "order.refund", in.Number); err != nil {
		return order.Refund{}, err
	}
	r, err := d.orders.Refund(ctx, in)
	if err != nil {
		return order.Refund{}, err
	}
	return r, d.done(ctx, "order.refund", "order", in.Number, change("refund", "", fmt.Sprintf("%d: %d.%02d EUR", r.ID, r.Amount/100, r.Amount%100)),
		change("reason", "", in.Reason))
}

// PackingSlip is a shipment's delivery note as a PDF.
func (d *Desk) PackingSlip(ctx context.Context, shipmentNumber string) ([]byte, error) {
	number, _, _ := strings.Cut(shipmentNumber, "-")
	if _, err := d.orderFor(ctx, access.OrdersRead, "order.packingSlip", number); err != nil {
		return nil, err
	}
	return d.orders.PackingSlip(ctx, shipmentNumber)
}

// Figures are the start page's figures: a club manager's of their clubs'
// orders only.
type Figures struct {
	order.StaffFigures
	// FlaggedWithdrawals are withdrawal declarations staff must judge
	// (flagged or unconfirmed), counted up to MaxCounted; nil for a role
	// that does not handle them.
	FlaggedWithdrawals *int
	// OpenReturns are returns requested or received (not refunded or
	// refused yet); nil for a role that does not handle them.
	OpenReturns *int
	// FailedMails are mails that could not be sent; nil for a role that
	// does not read the outbox.
	FailedMails *int
	// LowStock are the products with at most LowStockThreshold left, the
	// fewest first (LowStockShown of them), a club manager's of their
	// clubs' goods; LowStockCount how many there are in all.
	LowStock      []catalog.StockLevel
	LowStockCount int
}

// LowStockThreshold is the stock at which a product counts as running
// out; LowStockShown how many of those the start page lists.
const (
	LowStockThreshold = catalog.DefaultLowStockThreshold
	LowStockShown     = 10
)

// MaxCounted bounds the counts the start page shows ("1000+").
const MaxCounted = 1000

// Dashboard is the start page's figures now.
func (d *Desk) Dashboard(ctx context.Context) (Figures, error) {
	p, err := d.require(ctx, access.Dashboard, "dashboard.view", "", "")
	if err != nil {
		return Figures{}, err
	}
	var prefixes []string
	if p.Role.Scoped() {
		if prefixes = p.ClubSKUPrefixes; len(prefixes) == 0 {
			return Figures{}, apperr.New(apperr.Forbidden, "admin.forbidden")
		}
	}
	f := Figures{}
	if f.StaffFigures, err = d.orders.StaffFigures(ctx, d.now(), prefixes); err != nil {
		return Figures{}, err
	}
	if f.LowStock, f.LowStockCount, err = d.stock.LowStock(ctx, LowStockThreshold, prefixes, LowStockShown); err != nil {
		return Figures{}, err
	}
	if p.Can(access.WithdrawalsManage) {
		list, err := d.withdrawals.List(ctx, withdrawal.ListFilter{Flagged: true, Limit: MaxCounted})
		if err != nil {
			return Figures{}, err
		}
		n := len(list)
		f.FlaggedWithdrawals = &n
	}
	if p.Can(access.ReturnsManage) {
		open, err := d.returns.StaffReturns(ctx, []returns.Status{returns.Requested, returns.Received}, 1, 1)
		if err != nil {
			return Figures{}, err
		}
		f.OpenReturns = &open.Total
	}
	if p.Can(access.MailRead) {
		_, failed, err := d.mailbox.Search(ctx, mail.OutboxQuery{State: mail.StateFailed, PageSize: 1})
		if err != nil {
			return Figures{}, err
		}
		f.FailedMails = &failed
	}
	return f, nil
}

// Withdrawals are the newest withdrawal declarations as the filter says.
func (d *Desk) Withdrawals(ctx context.Context, f withdrawal.ListFilter) ([]withdrawal.Declaration, error) {
	if _, err := d.require(ctx, access.WithdrawalsManage, "withdrawal.list", "withdrawal", ""); err != nil {
		return nil, err
	}
	return d.withdrawals.List(ctx, f)
}

// Returns is a page of the returns in the statuses given (all when
// none), newest first.
func (d *Desk) Returns(ctx context.Context, statuses []returns.Status, page, pageSize int) (returns.StaffList, error) {
	if _, err := d.require(ctx, access.ReturnsManage, "return.list", "return", ""); err != nil {
		return returns.StaffList{}, err
	}
	return d.returns.StaffReturns(ctx, statuses, page, pageSize)
}

// ReturnView is a return with its order and what it gives back.
type ReturnView struct {
	Return returns.Return
	Order  order.Order
	Value  int64
}

// Return is a return by its reference, with its order and value.
func (d *Desk) Return(ctx context.Context, reference string) (ReturnView, error) {
	if _, err := d.require(ctx, access.ReturnsManage, "return.view", "return", reference); err != nil {
		return ReturnView{}, err
	}
	r, o, err := d.returns.ByReference(ctx, reference)
	if err != nil {
		return ReturnView{}, err
	}
	v, err := d.returns.Value(ctx, r, o)
	if err != nil {
		return ReturnView{}, err
	}
	return ReturnView{Return: r, Order: o, Value: int64(v)}, nil
}

// ReceiveReturn records that a return's parcel arrived.
func (d *Desk) ReceiveReturn(ctx context.Context, reference string) (returns.Return, error) {
	return d.returnStep(ctx, "return.receive", reference, func() (returns.Return, error) { return d.returns.Receive(ctx, reference) })
}

// RefuseReturn refuses a return with a reason for the customer.
func (d *Desk) RefuseReturn(ctx context.Context, reference, reason string) (returns.Return, error) {
	return d.returnStep(ctx, "return.refuse", reference, func() (returns.Return, error) { return d.returns.Refuse(ctx, reference, reason) })
}

// RefundReturn gives a received return's items back through its order's
// refund.
func (d *Desk) RefundReturn(ctx context.Context, reference string) (returns.Return, error) {
	return d.returnStep(ctx, "return.refund", reference, func() (returns.Return, error) {
		r, _, err := d.returns.Refund(ctx, reference)
		return r, err
	})
}

func (d *Desk) returnStep(ctx context.Context, op, reference string, step func() (returns.Return, error)) (returns.Return, error) {
	if _, err := d.require(ctx, access.ReturnsManage, op, "return", reference); err != nil {
		return returns.Return{}, err
	}
	before, _, err := d.returns.ByReference(ctx, reference)
	if err != nil {
		return returns.Return{}, err
	}
	r, err := step()
	if err != nil {
		return returns.Return{}, err
	}
	return r, d.done(ctx, op, "return", reference, change("status", string(before.Status), string(r.Status)))
}

// Mails is a page of the mails the shop sent or failed to send, newest
// first, and how many match.
func (d *Desk) Mails(ctx context.Context, q mail.OutboxQuery) ([]mail.Stored, int, error) {
	if _, err := d.require(ctx, access.MailRead, "mail.list", "mail", ""); err != nil {
		return nil, 0, err
	}
	return d.mailbox.Search(ctx, q)
}

// ResendMail sends a failed mail again.
func (d *Desk) ResendMail(ctx context.Context, id int64) error {
	objectID := fmt.Sprint(id)
	if _, err := d.require(ctx, access.MailRead, "mail.resend", "mail", objectID); err != nil {
		return err
	}
	if err := d.outbox.Resend(ctx, id); err != nil {
		return err
	}
	return d.done(ctx, "mail.resend", "mail", objectID, change("state", mail.StateFailed, mail.StateQueued))
}

// itemClubs are the clubs whose goods o's items are, by item id.
func itemClubs(o order.Order, clubs []Club) map[int64]Club {
	out := map[int64]Club{}
	for _, it := range o.Items {
		for _, c := range clubs {
			if c.SKUPrefix != "" && strings.HasPrefix(it.SKU, c.SKUPrefix) {
				out[it.ID] = c
				break
			}
		}
	}
	return out
}

// Logo is a club's logo file.
type Logo struct {
	Data        []byte
	ContentType string
	Filename    string
}

// ClubLogo is a club's logo as it was uploaded, for whoever makes its
// goods of an order: staff who read orders, a club manager their clubs'
// only (another's is NotFound). NotFound for a club without one.
func (d *Desk) ClubLogo(ctx context.Context, clubID int64) (Logo, error) {
	objectID := fmt.Sprint(clubID)
	p, err := d.require(ctx, access.OrdersRead, "club.logo", "club", objectID)
	if err != nil {
		return Logo{}, err
	}
	clubs, err := d.clubs(ctx)
	if err != nil {
		return Logo{}, err
	}
	i := slices.IndexFunc(clubs, func(c Club) bool { return c.ID == clubID })
	if i < 0 || clubs[i].LogoKey == "" || p.Role.Scoped() && !slices.Contains(p.Clubs, clubID) {
		return Logo{}, apperr.New(apperr.NotFound, "admin.club.notFound")
	}
	data, contentType, err := d.logos(ctx, clubs[i].LogoKey)
	if err != nil {
		return Logo{}, err
	}
	ext := ".jpg"
	if contentType == "image/png" {
		ext = ".png"
	}
	return Logo{Data: data, ContentType: contentType, Filename: "logo-" + catalog.Slug(clubs[i].Name) + ext}, nil
}

// MaxResend bounds the mails sent again at once.
const MaxResend = 100

// ResendMails sends failed mails again (a bulk selection), each as
// ResendMail does and recorded, and reports how many; the first it cannot
// send stops it with its error (those before it stay sent). Invalid on
// "ids" for none or more than MaxResend.
func (d *Desk) ResendMails(ctx context.Context, ids []int64) (int, error) {
	if _, err := d.require(ctx, access.MailRead, "mail.resend", "mail", ""); err != nil {
		return 0, err
	}
	if len(ids) == 0 || len(ids) > MaxResend {
		return 0, apperr.New(apperr.Invalid, "admin.mails.selection", "max", MaxResend).OnField("ids")
	}
	for i, id := range ids {
		if err := d.ResendMail(ctx, id); err != nil {
			return i, err
		}
	}
	return len(ids), nil
}
