package returns

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Carrier is the seam a parcel carrier's prepaid return labels plug into,
// as payment providers plug into payment.Provider: the returns domain
// asks it for a label once a return has committed, never inside a
// transaction, and keeps what it answers. Carriers live in sub-packages
// (dhl); the shop configures at most one. Without one, the reference
// sheet (label.go) is the label and the postage is the customer's.
type Carrier interface {
	// Code is the carrier's stable code, stored with each label ("dhl").
	Code() string
	// Name is the carrier's name as customers read it ("DHL").
	Name() string
	// ReturnLabel books a return shipment from the sender to the shop's
	// return receiver (the carrier's own configuration: DHL's receiver
	// id names the shop's return address at DHL) and answers its label.
	// A refusal or an outage is a *CarrierError; nothing is booked then.
	ReturnLabel(ctx context.Context, r CarrierRequest) (CarrierLabel, error)
}

// CarrierRequest is what a carrier needs for a return label.
type CarrierRequest struct {
	// Reference is the return's reference (000000012-R1), printed on the
	// label; OrderNumber the order's, kept in the carrier's overview.
	Reference   string
	OrderNumber string
	// Sender is the order's shipping address, where the parcel comes
	// from, with the order's email address.
	Sender CarrierAddress
	// WeightGrams is the parcel's weight when known; 0 when not.
	WeightGrams int
}

// CarrierAddress is a return's sender.
type CarrierAddress struct {
	Name    string
	Company string
	// Street is the address lines as the customer typed them (street and
	// house number in the first).
	Street   []string
	Postcode string
	City     string
	// Country is ISO 3166-1 alpha-2.
	Country string
	Email   string
	Phone   string
}

// CarrierLabel is a carrier's answer: the booked shipment and its label.
type CarrierLabel struct {
	// ShipmentNo is the carrier's shipment (tracking) number.
	ShipmentNo string
	// PDF is the label to print.
	PDF []byte
	// QR is the label-free option's QR code (an image to show at the
	// counter) when the carrier gave one; nil otherwise.
	QR []byte
}

// CarrierErrorKind is what went wrong with a carrier.
type CarrierErrorKind string

// The kinds of carrier errors.
const (
	// CarrierUnavailable: the carrier could not be reached, timed out or
	// answered a server error; asking again later may work.
	CarrierUnavailable CarrierErrorKind = "unavailable"
	// CarrierAuth: the shop's credentials were refused (401, 403).
	CarrierAuth CarrierErrorKind = "auth"
	// CarrierRefused: the carrier refused the request (400, 422, …), e.g.
	// an address it cannot read or an unknown receiver id.
	CarrierRefused CarrierErrorKind = "refused"
)

// CarrierError is a carrier's failure, for staff: what kind, the HTTP
// status (0 for no answer) and the carrier's own words (its problem
// JSON's title and detail). It never holds the shop's credentials.
type CarrierError struct {
	Carrier string
	Kind    CarrierErrorKind
	Status  int
	Detail  string
}

func (e *CarrierError) Error() string {
	s := fmt.Sprintf("returns: %s label: %s", e.Carrier, e.Kind)
	if e.Status != 0 {
		s += " (HTTP " + strconv.Itoa(e.Status) + ")"
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Message is the error for staff in locale (returns.carrier.<kind>).
func (e *CarrierError) Message(l i18n.Locale) string {
	return i18n.Messages().T(l, "returns.carrier."+string(e.Kind), "carrier", e.Carrier,
		"status", strconv.Itoa(e.Status), "detail", e.Detail)
}

// The states of a return's carrier label (sales_return.carrier_state);
// "" when no carrier was configured when it was requested.
const (
	// carrierPending: the carrier has not been asked yet.
	carrierPending = "pending"
	// carrierAsking: one process asks the carrier now (claimed at
	// carrier_claimed_at); stale after carrierClaim.
	carrierAsking = "asking"
	// carrierLabelled: the carrier's label and shipment number are kept.
	carrierLabelled = "labelled"
	// carrierFailed: the carrier failed; the reference sheet is served
	// and the next download asks again.
	carrierFailed = "failed"
)

// carrierClaim is how long one process's claim to ask the carrier holds:
// longer than a client's timeout with its attempts, so two processes
// never book two labels; a process that died leaves it to the next.
const carrierClaim = 2 * time.Minute

// CarrierJobKind is the job that asks the carrier for a return's label
// and then mails the confirmation, enqueued in the requesting
// transaction when the shop has a carrier (a withdrawal's return is
// started inside the withdrawal's transaction, so the call has to wait
// for a job). Request does the same right after its commit, so the
// customer's success page already shows the carrier's label; the job
// then finds it done.
const CarrierJobKind = "returns.carrier_label"

type carrierJob struct {
	ReturnID int64 `json:"return_id"`
}

// errCarrierBusy is a claim another process holds: the job tries again.
var errCarrierBusy = errors.New("returns: another process asks the carrier for this label")

// Jobs is what returns need of the jobs queue: enqueueing in the
// caller's transaction.
type Jobs interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
}

// HandleCarrierJob asks the carrier for the label of the job's return,
// unless another process does or it is done, and mails the confirmation.
func (s *service) HandleCarrierJob(ctx context.Context, payload json.RawMessage) error {
	var j carrierJob
	if err := json.Unmarshal(payload, &j); err != nil || j.ReturnID <= 0 {
		return fmt.Errorf("returns: carrier job %s: not a return", payload)
	}
	// errCarrierBusy too: the job queue tries again later, when the other
	// process has finished or its claim has gone stale.
	return s.askCarrier(ctx, j.ReturnID, false)
}

// askCarrier claims a return's label (pending, or failed when retry, or
// a stale claim), asks the carrier with no transaction open, keeps the
// label or the failure, and mails the confirmation when it has not gone
// out yet. errCarrierBusy when another process holds a fresh claim; nil
// when there is nothing to do (no carrier, labelled, failed without
// retry). A carrier's failure is no error here: it is logged and kept
// for staff, and the reference sheet is the label.
func (s *service) askCarrier(ctx context.Context, id int64, retry bool) error {
	if s.carrier == nil {
		return nil
	}
	if db.HoldsTransaction(ctx) {
		return fmt.Errorf("returns: the carrier asked inside a transaction for return %d", id)
	}
	now := s.now().UTC()
	states := []any{carrierPending}
	if retry {
		states = append(states, carrierFailed)
	}
	res, err := s.db.Write().Exec(ctx, `UPDATE sales_return SET carrier_state = ?, carrier_claimed_at = ?, carrier = ?
		WHERE id = ? AND (carrier_state IN (`+db.InList(len(states))+`) OR (carrier_state = ? AND carrier_claimed_at < ?))`,
		append(append([]any{carrierAsking, now, s.carrier.Code(), id}, states...), carrierAsking, now.Add(-carrierClaim))...)
	if err != nil {
		return fmt.Errorf("returns: claim the carrier label of return %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		var state string
		if err := s.db.Read().Get(ctx, &state, `SELECT carrier_state FROM sales_return WHERE id = ?`, id); err != nil {
			return fmt.Errorf("returns: carrier state of return %d: %w", id, err)
		}
		if state == carrierAsking {
			return errCarrierBusy
		}
		return nil
	}
	r, err := one(ctx, s.db.Read(), `r.id = ?`, id)
	if err != nil {
		return err
	}
	o, err := s.Orders.ByID(ctx, r.OrderID)
	if err != nil {
		return err
	}
	label, cerr := s.carrier.ReturnLabel(ctx, carrierRequest(r, o))
	if cerr != nil {
		// For staff: which return, which carrier and the carrier's words;
		// never the customer's address or the shop's credentials.
		s.logger.WarnContext(ctx, "returns: the carrier's return label failed; the reference sheet is the label until a download asks again",
			"reference", r.Reference, "carrier", s.carrier.Code(), "error", cerr.Error())
	}
	return s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := s.db.Write()
		if cerr == nil {
			_, err = w.Exec(ctx, `UPDATE sales_return SET carrier_state = ?, shipment_no = ?, carrier_label = ?, carrier_qr = ?,
				carrier_error = '', updated_at = ? WHERE id = ? AND carrier_state = ?`,
				carrierLabelled, label.ShipmentNo, label.PDF, nilIfEmpty(label.QR), now, id, carrierAsking)
		} else {
			_, err = w.Exec(ctx, `UPDATE sales_return SET carrier_state = ?, carrier_error = ?, updated_at = ? WHERE id = ? AND carrier_state = ?`,
				carrierFailed, staffError(s.carrier.Code(), cerr), now, id, carrierAsking)
		}
		if err != nil {
			return fmt.Errorf("returns: keep the carrier label of %s: %w", r.Reference, err)
		}
		res, err := w.Exec(ctx, `UPDATE sales_return SET carrier_mailed = TRUE WHERE id = ? AND carrier_mailed = FALSE`, id)
		if err != nil {
			return fmt.Errorf("returns: mark the confirmation of %s: %w", r.Reference, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		r, err := one(ctx, w, `r.id = ?`, id)
		if err != nil {
			return err
		}
		return s.mailRequested(ctx, r, o)
	})
}

// staffError is what staff read of a carrier's failure (English, as the
// logs are; the command line shows it translated from its kind).
func staffError(carrier string, err error) string {
	var ce *CarrierError
	if !errors.As(err, &ce) {
		ce = &CarrierError{Carrier: carrier, Kind: CarrierUnavailable, Detail: err.Error()}
	}
	msg := ce.Message(i18n.English)
	if len(msg) > 1000 {
		msg = msg[:1000]
	}
	return msg
}

func nilIfEmpty(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

// carrierRequest is what the carrier is told of a return: the order's
// shipping address (its billing address for an order without one) as
// the sender, with the order's email address.
func carrierRequest(r Return, o order.Order) CarrierRequest {
	a := o.BillingAddress
	if o.ShippingAddress != nil {
		a = *o.ShippingAddress
	}
	return CarrierRequest{Reference: r.Reference, OrderNumber: o.Number,
		Sender: CarrierAddress{Name: strings.TrimSpace(a.Firstname + " " + a.Lastname), Company: a.Company, Street: a.Street,
			Postcode: a.Postcode, City: a.City, Country: a.CountryCode, Email: o.Email, Phone: a.Telephone}}
}

// carrierPDF is a return's kept carrier label; nil when it has none.
func (s *service) carrierPDF(ctx context.Context, id int64) ([]byte, error) {
	var pdf []byte
	if err := s.db.Read().Get(ctx, &pdf, `SELECT carrier_label FROM sales_return WHERE id = ? AND carrier_state = ?`, id, carrierLabelled); err != nil {
		if isNoRows(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("returns: carrier label of return %d: %w", id, err)
	}
	return pdf, nil
}

// retryCarrier asks the carrier again for a return whose label failed
// (or whose claim went stale), before its label is served: a download
// is the later attempt. The carrier's failure leaves the reference
// sheet; only the database's errors are answered.
func (s *service) retryCarrier(ctx context.Context, r Return) (Return, error) {
	if s.carrier == nil || (r.CarrierState != carrierFailed && r.CarrierState != carrierAsking) {
		return r, nil
	}
	if err := s.askCarrier(ctx, r.ID, true); err != nil && !errors.Is(err, errCarrierBusy) {
		return r, err
	}
	return one(ctx, s.db.Read(), `r.id = ?`, r.ID)
}

// logger is the service's logger.
func (o Options) logger() *slog.Logger {
	if o.Logger == nil {
		return slog.Default()
	}
	return o.Logger
}
