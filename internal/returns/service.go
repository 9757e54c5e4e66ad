package returns

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"paddock/internal/catalog"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/settings"
)

// Orders is what returns need of orders: a customer's order by its
// number, any order by id (for a withdrawal, for staff) and refunds.
type Orders interface {
	ByNumber(ctx context.Context, number string, customerID int64) (order.Order, error)
	ByID(ctx context.Context, id int64) (order.Order, error)
	Refund(ctx context.Context, in order.RefundInput) (order.Refund, error)
	RefundQuote(ctx context.Context, in order.RefundInput) (order.Refund, error)
	Refunds(ctx context.Context, orderID int64) ([]order.Refund, error)
	Note(ctx context.Context, orderID int64, key string, args map[string]string) error
}

// Seller is the shop's legal data: the return address labels print and
// the mails' foot (settings.Service).
type Seller interface {
	Legal(ctx context.Context) (settings.Legal, error)
}

// Dependencies are the services returns use. Reasons needs none of them;
// everything else needs Orders, Mail and Seller; Jobs is needed with a
// carrier (Options.Carrier).
type Dependencies struct {
	Orders Orders
	Mail   mail.Sender
	Seller Seller
	// Jobs takes the job that asks the carrier for a label
	// (CarrierJobKind) in the requesting transaction.
	Jobs Jobs
	// Stock takes a received return's goods back (catalog.Service); nil:
	// receiving changes no stock.
	Stock Restocker
}

// Restocker puts goods back in stock, recording why (catalog.Stock).
type Restocker interface {
	ReturnStock(ctx context.Context, lines []catalog.StockLine, note catalog.StockNote) error
}

// Options adjust the service.
type Options struct {
	// BaseURL is the shop's public address, for label URLs and links in
	// mails.
	BaseURL string
	// Now is the clock of the return period and timestamps; time.Now
	// when nil.
	Now func() time.Time
	// Carrier makes prepaid return labels (DHL Parcel DE Returns); nil:
	// the reference sheet is the label and the postage the customer's.
	Carrier Carrier
	// Logger receives the carrier's failures, for staff; slog.Default
	// when nil.
	Logger *slog.Logger
}

type service struct {
	Dependencies
	db      *db.DB
	layout  *mail.Layout
	baseURL string
	now     func() time.Time
	carrier Carrier
	logger  *slog.Logger
}

var _ Staff = (*service)(nil)

// NewService returns the returns service on d; it is also the Staff side.
// When deps.Mail takes attachments made when sent (mail.Sources, the
// outbox), it registers the labels' source (LabelSource) on it.
func NewService(d *db.DB, deps Dependencies, opts Options) Service {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := &service{Dependencies: deps, db: d, layout: mail.NewLayout(opts.BaseURL), baseURL: strings.TrimRight(opts.BaseURL, "/"), now: opts.Now,
		carrier: opts.Carrier, logger: opts.logger()}
	if sources, ok := deps.Mail.(mail.Sources); ok {
		sources.Source(LabelSource, s.labelAttachment)
	}
	return s
}

func notFound() error { return apperr.New(apperr.NotFound, "returns.notFound") }

// wired reports what the service lacks for anything beyond reasons.
func (s *service) wired() error {
	if s.Orders == nil || s.Mail == nil || s.Seller == nil {
		return errors.New("returns: orders, mail and the seller are needed")
	}
	if s.carrier != nil && s.Jobs == nil {
		return errors.New("returns: a carrier needs the jobs queue")
	}
	return nil
}

type reasonRow struct {
	Code  string `db:"code"`
	Label string `db:"label"`
}

func (s *service) Reasons(ctx context.Context, locale i18n.Locale) ([]Reason, error) {
	if _, ok := i18n.Parse(string(locale)); !ok {
		return nil, apperr.New(apperr.Invalid, "returns.locale.unknown")
	}
	rows, err := s.reasons(ctx, locale)
	if err != nil {
		return nil, err
	}
	out := make([]Reason, 0, len(rows))
	for _, r := range rows {
		if r.Code != WithdrawalReason {
			out = append(out, Reason(r))
		}
	}
	return out, nil
}

// reasons are every reason, the withdrawal's included, in locale.
func (s *service) reasons(ctx context.Context, locale i18n.Locale) ([]reasonRow, error) {
	var rows []reasonRow
	// The code is the last resort so that a reason never shows up blank.
	err := s.db.Read().Select(ctx, &rows, `
		SELECT r.code, COALESCE(l.label, de.label, r.code) AS label
		FROM return_reason r
		LEFT JOIN return_reason_label l ON l.reason_id = r.id AND l.locale = ?
		LEFT JOIN return_reason_label de ON de.reason_id = r.id AND de.locale = 'de'
		ORDER BY r.position, r.id`, string(locale))
	if err != nil {
		return nil, fmt.Errorf("returns: list reasons: %w", err)
	}
	return rows, nil
}

// reasonLabels are the reasons' labels by code in locale.
func (s *service) reasonLabels(ctx context.Context, locale i18n.Locale) (map[string]string, error) {
	rows, err := s.reasons(ctx, locale)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.Code] = r.Label
	}
	return out, nil
}

func (s *service) Information(ctx context.Context, number string, customerID int64, locale i18n.Locale) (Information, error) {
	if err := s.wired(); err != nil {
		return Information{}, err
	}
	if _, ok := i18n.Parse(string(locale)); !ok {
		return Information{}, apperr.New(apperr.Invalid, "returns.locale.unknown")
	}
	if customerID == 0 {
		return Information{}, apperr.New(apperr.NotFound, "order.notFound")
	}
	o, err := s.Orders.ByNumber(ctx, number, customerID)
	if err != nil {
		return Information{}, err
	}
	returned, err := returnedOf(ctx, s.db.Read(), o.ID)
	if err != nil {
		return Information{}, err
	}
	info := Assess(o, returned, s.now(), locale)
	if s.carrier != nil {
		info.Carrier = s.carrier.Name()
	}
	return info, nil
}

// named fills in the name of a return's carrier while the shop has it.
func (s *service) named(r Return) Return {
	if s.carrier != nil && r.Carrier == s.carrier.Code() {
		r.CarrierName = s.carrier.Name()
	}
	return r
}

// lockSequence holds the order's return sequence to the end of the
// transaction (the upsert locks its row on PostgreSQL; SQLite's one writer
// holds everything), so requests for one order run one after the other:
// what returns hold is read after it.
func lockSequence(ctx context.Context, h db.Handle, orderID int64) error {
	var n int64
	if err := h.Get(ctx, &n, `INSERT INTO sales_return_sequence (order_id, n) VALUES (?, 0)
		ON CONFLICT (order_id) DO UPDATE SET n = sales_return_sequence.n RETURNING n`, orderID); err != nil {
		return fmt.Errorf("returns: hold the sequence of order %d: %w", orderID, err)
	}
	return nil
}

// takeNumber takes the order's next return number under lockSequence's
// hold: a rolled-back request leaves no gap.
func takeNumber(ctx context.Context, h db.Handle, o order.Order) (string, error) {
	var n int64
	if err := h.Get(ctx, &n, `UPDATE sales_return_sequence SET n = n + 1 WHERE order_id = ? RETURNING n`, o.ID); err != nil {
		return "", fmt.Errorf("returns: next number of %s: %w", o.Number, err)
	}
	return o.Number + "-R" + strconv.FormatInt(n, 10), nil
}

// assessLocked holds the order's return sequence (lockSequence) and
// assesses, in locale, what of the order can be returned now: the
// quantities returned are read under the hold. It runs in the caller's
// transaction.
func (s *service) assessLocked(ctx context.Context, o order.Order, locale i18n.Locale) (Information, error) {
	w := s.db.Write()
	if err := lockSequence(ctx, w, o.ID); err != nil {
		return Information{}, err
	}
	returned, err := returnedOf(ctx, w, o.ID)
	if err != nil {
		return Information{}, err
	}
	return Assess(o, returned, s.now(), locale), nil
}

// create makes r (its items, comment, withdrawal and locale set) a new
// requested return of o under assessLocked's hold: a uid, the times, the
// order's next number, the row, the order's history entry and the
// customer's mail, all in the caller's transaction. With a carrier the
// mail waits for its label: the job asking the carrier (CarrierJobKind)
// is enqueued instead, and mails it.
func (s *service) create(ctx context.Context, o order.Order, r *Return) error {
	w := s.db.Write()
	now := s.now().UTC()
	r.UID, r.OrderID, r.CustomerID, r.Status, r.CreatedAt, r.UpdatedAt = newUID(), o.ID, o.CustomerID, Requested, now, now
	if s.carrier != nil {
		r.Carrier, r.CarrierState = s.carrier.Code(), carrierPending
	}
	var err error
	if r.Reference, err = takeNumber(ctx, w, o); err != nil {
		return err
	}
	if err := insert(ctx, w, r); err != nil {
		return err
	}
	if err := s.note(ctx, *r); err != nil {
		return err
	}
	if s.carrier != nil {
		if err := s.checkReturnAddress(ctx); err != nil {
			return err
		}
		return s.Jobs.Enqueue(ctx, w, CarrierJobKind, strconv.FormatInt(r.ID, 10), carrierJob{ReturnID: r.ID}, time.Time{})
	}
	return s.mailRequested(ctx, *r, o)
}

func (s *service) Request(ctx context.Context, in RequestInput) (Return, error) {
	if err := s.wired(); err != nil {
		return Return{}, err
	}
	if _, ok := i18n.Parse(string(in.Locale)); !ok {
		return Return{}, apperr.New(apperr.Invalid, "returns.locale.unknown")
	}
	if in.CustomerID == 0 {
		return Return{}, apperr.New(apperr.NotFound, "order.notFound")
	}
	comment := strings.TrimSpace(i18n.StripFormat(in.Comment))
	var out Return
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		o, err := s.Orders.ByNumber(ctx, in.Number, in.CustomerID)
		if err != nil {
			return err
		}
		info, err := s.assessLocked(ctx, o, in.Locale)
		if err != nil {
			return err
		}
		if info.Refusal != nil {
			return apperr.New(apperr.Conflict, "returns.refusal."+string(info.Refusal.Code))
		}
		labels, err := s.reasonLabels(ctx, in.Locale)
		if err != nil {
			return err
		}
		items, err := checkRequest(info, in.Items, comment, labels)
		if err != nil {
			return err
		}
		out = Return{Items: items, Comment: comment, Locale: in.Locale}
		return s.create(ctx, o, &out)
	})
	if err != nil {
		return Return{}, err
	}
	if s.carrier == nil {
		return out, nil
	}
	// Committed: the carrier is asked now, so the answer already shows
	// the carrier's label (or the reference sheet after its failure). The
	// job enqueued with the return finds it done; while another process
	// asks, the job does it. The return stands whatever happens here.
	// Not the request's cancellation: a customer who leaves the page must
	// not turn the carrier's label into a failure.
	ctx = context.WithoutCancel(ctx)
	if err := s.askCarrier(ctx, out.ID, false); err != nil && !errors.Is(err, errCarrierBusy) {
		s.logger.ErrorContext(ctx, "returns: ask the carrier after the request", "reference", out.Reference, "error", err)
	}
	if r, err := one(ctx, s.db.Read(), `r.id = ?`, out.ID); err == nil {
		out = r
	}
	return s.named(out), nil
}

// checkRequest checks a customer's items against what can be returned
// (info) and the reasons' codes: NotFound for an item the order does not
// have (like an order that is not theirs), else every field error at once.
func checkRequest(info Information, items []RequestItem, comment string, reasons map[string]string) ([]Item, error) {
	var fields apperr.Fields
	if len(items) == 0 {
		fields.Add("items", "returns.request.noItems")
	}
	at := make(map[int64]ItemInformation, len(info.Items))
	for _, x := range info.Items {
		at[x.Item.ID] = x
	}
	seen := map[int64]bool{}
	out := make([]Item, 0, len(items))
	for i, it := range items {
		x, ok := at[it.OrderItemID]
		if !ok {
			return nil, apperr.New(apperr.NotFound, "returns.item.notFound").OnField(fmt.Sprintf("items.%d.order_item_id", i))
		}
		field := func(name string) string { return fmt.Sprintf("items.%d.%s", i, name) }
		if seen[it.OrderItemID] {
			fields.Add(field("order_item_id"), "returns.request.duplicate")
		}
		seen[it.OrderItemID] = true
		switch {
		case math.IsNaN(it.Qty) || it.Qty < 1:
			fields.Add(field("quantity"), "returns.request.incomplete")
		case it.Qty != math.Trunc(it.Qty):
			fields.Add(field("quantity"), "returns.request.whole")
		case x.QtyReturnable == 0:
			fields.Add(field("quantity"), "returns.request.notReturnable")
		case it.Qty > float64(x.QtyReturnable):
			fields.Add(field("quantity"), "returns.request.tooMany", "max", x.QtyReturnable)
		}
		code := strings.TrimSpace(it.ReasonCode)
		switch _, known := reasons[code]; {
		case code == "":
			fields.Add(field("reason"), "returns.request.incomplete")
		case !known || code == WithdrawalReason:
			fields.Add(field("reason"), "returns.request.reasonUnknown")
		}
		if !fields.Has(field("quantity")) {
			out = append(out, Item{OrderItemID: it.OrderItemID, Qty: int(it.Qty), ReasonCode: code, Status: Requested})
		}
	}
	if utf8.RuneCountInString(comment) > MaxComment {
		fields.Add("comment", "returns.request.commentTooLong", "max", MaxComment)
	} else if !apperr.Printable(comment, true) {
		fields.Add("comment", "returns.request.commentInvalid")
	}
	if err := fields.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *service) StartForWithdrawal(ctx context.Context, orderID, withdrawalID int64, items []WithdrawnItem) (WithdrawalReturn, error) {
	if err := s.wired(); err != nil {
		return WithdrawalReturn{}, err
	}
	var out WithdrawalReturn
	err := s.db.InTransaction(ctx, func(ctx context.Context) error {
		out = WithdrawalReturn{} // a run again after an abort starts afresh
		o, err := s.Orders.ByID(ctx, orderID)
		if err != nil {
			return err
		}
		info, err := s.assessLocked(ctx, o, o.Locale)
		if err != nil {
			return err
		}
		if info.Refusal != nil {
			out.Refusal = info.Refusal
			return nil
		}
		chosen, left := withdrawn(info, items)
		out.Refusal = left
		if len(chosen) == 0 {
			return nil
		}
		r := Return{Items: chosen, WithdrawalID: withdrawalID, Locale: o.Locale}
		if err := s.create(ctx, o, &r); err != nil {
			return err
		}
		out.Return = &r
		return nil
	})
	if err != nil {
		return WithdrawalReturn{}, err
	}
	return out, nil
}

// withdrawn are the items a withdrawal returns: those named (every item
// when none are), each at most what is returnable (all of it for a
// quantity of 0 or less), and why items named, or of the whole order,
// were left out or cut (nil when none were): the item's own refusal
// (Individualised), DataUnavailable for an item the order does not have,
// AlreadyFullyReturned for more than is left.
func withdrawn(info Information, named []WithdrawnItem) ([]Item, *Refusal) {
	l := info.Order.Locale
	var left *Refusal
	leave := func(r *Refusal) {
		if left == nil {
			left = r
		}
	}
	if len(named) == 0 {
		for _, x := range info.Items {
			if !x.Item.IsVirtual {
				named = append(named, WithdrawnItem{OrderItemID: x.Item.ID})
			}
		}
	}
	at := make(map[int64]ItemInformation, len(info.Items))
	for _, x := range info.Items {
		at[x.Item.ID] = x
	}
	var out []Item
	seen := map[int64]bool{}
	for _, n := range named {
		x, ok := at[n.OrderItemID]
		switch {
		case !ok:
			leave(refusal(DataUnavailable, l))
			continue
		case seen[n.OrderItemID] || x.Item.IsVirtual:
			continue
		case x.Refusal != nil:
			leave(x.Refusal)
			continue
		}
		seen[n.OrderItemID] = true
		qty := n.Qty
		if qty <= 0 || qty > x.QtyReturnable {
			if qty > x.QtyReturnable {
				leave(refusal(AlreadyFullyReturned, l))
			}
			qty = x.QtyReturnable
		}
		if qty > 0 {
			out = append(out, Item{OrderItemID: x.Item.ID, Qty: qty, ReasonCode: WithdrawalReason, Status: Requested})
		}
	}
	return out, left
}

func (s *service) ForOrders(ctx context.Context, orderIDs []int64) (map[int64][]Return, error) {
	out := make(map[int64][]Return, len(orderIDs))
	if len(orderIDs) == 0 {
		return out, nil
	}
	rs, err := load(ctx, s.db.Read(), `r.order_id IN (`+db.InList(len(orderIDs))+`)`, db.Args(orderIDs)...)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		out[r.OrderID] = append(out[r.OrderID], s.named(r))
	}
	return out, nil
}

func (s *service) Returned(ctx context.Context, orderItemIDs []int64) (map[int64]Returned, error) {
	out := make(map[int64]Returned, len(orderItemIDs))
	for _, id := range orderItemIDs {
		out[id] = Returned{}
	}
	for _, chunk := range db.Chunks(orderItemIDs, db.MaxInList) {
		var rows []struct {
			ID     int64  `db:"order_item_id"`
			Status string `db:"status"`
			Qty    int    `db:"qty"`
		}
		if err := s.db.Read().Select(ctx, &rows, `SELECT i.order_item_id, r.status, SUM(i.qty) AS qty FROM sales_return_item i
			JOIN sales_return r ON r.id = i.return_id
			WHERE i.order_item_id IN (`+db.InList(len(chunk))+`) AND r.status <> 'refused' GROUP BY i.order_item_id, r.status`, db.Args(chunk)...); err != nil {
			return nil, fmt.Errorf("returns: returned items: %w", err)
		}
		for _, r := range rows {
			n := out[r.ID]
			switch Status(r.Status) {
			case Requested:
				n.Requested += r.Qty
			case Received:
				n.Received += r.Qty
			case Refunded:
				n.Refunded += r.Qty
			}
			out[r.ID] = n
		}
	}
	return out, nil
}

func (s *service) LabelURL(r Return) string { return s.baseURL + LabelsPath + "/" + r.UID }

func (s *service) Label(ctx context.Context, uid string, customerID int64) (LabelFile, error) {
	if err := s.wired(); err != nil {
		return LabelFile{}, err
	}
	if customerID == 0 || len(uid) != 22 {
		return LabelFile{}, notFound()
	}
	r, err := one(ctx, s.db.Read(), `r.uid = ? AND r.customer_id = ?`, uid, customerID)
	if err != nil {
		return LabelFile{}, err
	}
	if r, err = s.retryCarrier(ctx, r); err != nil {
		return LabelFile{}, err
	}
	return s.labelFile(ctx, r)
}

// labelFile is a return's label, named in its order's language: the
// carrier's kept label, else the reference sheet.
func (s *service) labelFile(ctx context.Context, r Return) (LabelFile, error) {
	o, err := s.Orders.ByID(ctx, r.OrderID)
	if err != nil {
		return LabelFile{}, err
	}
	if r.CarrierState == carrierLabelled {
		pdf, err := s.carrierPDF(ctx, r.ID)
		if err != nil {
			return LabelFile{}, err
		}
		if len(pdf) > 0 {
			return LabelFile{Filename: labelFilename(r, o.Locale), Data: pdf}, nil
		}
	}
	data, err := s.label(ctx, r, o)
	if err != nil {
		return LabelFile{}, err
	}
	return LabelFile{Filename: labelFilename(r, o.Locale), Data: data}, nil
}

// labelFilename is Retourenschein-<reference>.pdf in the language l.
func labelFilename(r Return, l i18n.Locale) string {
	return i18n.Messages().T(l, "returns.label.filename", "reference", r.Reference) + ".pdf"
}

// note records a return's new status in its order's history.
func (s *service) note(ctx context.Context, r Return) error {
	return s.Orders.Note(ctx, r.OrderID, "order.history.return."+string(r.Status), map[string]string{"reference": r.Reference})
}
