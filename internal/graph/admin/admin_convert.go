package admin

import (
	"context"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/admin/desk"
	"paddock/internal/admin/staff"
	"paddock/internal/customer"
	"paddock/internal/graph/admin/model"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
	"paddock/internal/returns"
	"paddock/internal/settings"
	"paddock/internal/withdrawal"
)

func deref[T any](p *T, zero T) T {
	if p == nil {
		return zero
	}
	return *p
}

func ptr[T any](v T) *T { return &v }

// stamp is a time as the API gives it: RFC 3339 in UTC.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// berlinDay reads a Berlin date (YYYY-MM-DD) of field (desk.BerlinDay).
func berlinDay(field string, s *string, end bool) (time.Time, error) {
	return desk.BerlinDay(field, deref(s, ""), end)
}

func optionalTime(field string, s *string) (time.Time, error) {
	if s == nil || *s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, *s)
	if err != nil {
		return time.Time{}, apperr.New(apperr.Invalid, "admin.time.invalid").OnField(field)
	}
	return t, nil
}

func parseID(field, s string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 1 {
		return 0, apperr.New(apperr.Invalid, "admin.id.invalid").OnField(field)
	}
	return n, nil
}

// nullIfNotFound answers an order that does not exist (or is another
// club's) as null, as Magento's queries of one object do.
func nullIfNotFound(o *model.OrderDetail, err error) (*model.OrderDetail, error) {
	if apperr.KindOf(err) == apperr.NotFound {
		return nil, nil
	}
	return o, err
}

func orderOfShipment(number string) string {
	n, _, _ := strings.Cut(number, "-")
	return n
}

func viewer(p access.Principal) *model.Viewer {
	v := &model.Viewer{ID: strconv.FormatInt(p.StaffID, 10), Email: p.Email, Name: p.Name, Role: model.StaffRole(strings.ToUpper(string(p.Role))),
		Permissions: []string{}, Clubs: []*model.ViewerClub{}}
	for _, perm := range p.Role.Permissions() {
		v.Permissions = append(v.Permissions, string(perm))
	}
	for i, c := range p.Clubs {
		name := ""
		if i < len(p.ClubNames) {
			name = p.ClubNames[i]
		}
		v.Clubs = append(v.Clubs, &model.ViewerClub{ID: strconv.FormatInt(c, 10), Name: name})
	}
	return v
}

func period(now, lastYear order.PeriodFigures) *model.PeriodFigures {
	return &model.PeriodFigures{Orders: now.Orders, GrossCents: int(now.Gross), NetCents: int(now.Net),
		LastYearOrders: lastYear.Orders, LastYearGrossCents: int(lastYear.Gross), LastYearNetCents: int(lastYear.Net)}
}

func dashboard(f desk.Figures) *model.Dashboard {
	d := &model.Dashboard{Today: period(f.Today, f.TodayLastYear), Month: period(f.Month, f.MonthLastYear),
		AwaitingPayment: f.AwaitingPayment, AwaitingShipment: f.AwaitingShipment, FlaggedWithdrawals: f.FlaggedWithdrawals,
		OpenReturns: f.OpenReturns, FailedMails: f.FailedMails,
		RevenuePerDay: make([]*model.DayRevenue, len(f.RevenuePerDay)), LowStock: make([]*model.StockLevel, len(f.LowStock)),
		LowStockCount: f.LowStockCount, LowStockThreshold: f.LowStockThreshold}
	for i, r := range f.RevenuePerDay {
		d.RevenuePerDay[i] = &model.DayRevenue{Date: r.Date, GrossCents: int(r.Gross)}
	}
	for i, l := range f.LowStock {
		d.LowStock[i] = &model.StockLevel{Sku: l.SKU, Name: l.Name, Qty: l.Qty}
	}
	return d
}

func auditFilter(in *model.AuditFilter) (audit.Filter, error) {
	var f audit.Filter
	if in == nil {
		return f, nil
	}
	var err error
	if in.StaffID != nil && *in.StaffID != "" {
		if f.StaffID, err = parseID("staffId", *in.StaffID); err != nil {
			return f, err
		}
	}
	f.ObjectType, f.ObjectID = deref(in.ObjectType, ""), deref(in.ObjectID, "")
	if f.From, err = berlinDay("from", in.From, false); err != nil {
		return f, err
	}
	f.To, err = berlinDay("to", in.To, true)
	return f, err
}

func auditPage(p audit.Page) *model.AuditEntryPage {
	out := &model.AuditEntryPage{Items: make([]*model.AuditEntry, len(p.Items)), TotalCount: p.TotalCount, Page: p.Page, PageSize: p.PageSize}
	for i, e := range p.Items {
		out.Items[i] = auditEntry(e)
	}
	return out
}

func auditEntry(e audit.Record) *model.AuditEntry {
	m := &model.AuditEntry{ID: strconv.FormatInt(e.ID, 10), At: stamp(e.At), Actor: e.Actor, IP: e.IP, Operation: e.Operation,
		ObjectType: e.ObjectType, ObjectID: e.ObjectID, Outcome: model.AuditOutcome(strings.ToUpper(string(e.Outcome))),
		Changes: make([]*model.AuditChange, len(e.Changes))}
	if e.StaffID != 0 {
		m.StaffID, m.StaffName = ptr(strconv.FormatInt(e.StaffID, 10)), ptr(e.StaffName)
	}
	for j, c := range e.Changes {
		m.Changes[j] = &model.AuditChange{Field: c.Field, Before: c.Before, After: c.After}
	}
	return m
}

var sorts = map[model.OrderSort]order.StaffSort{
	model.OrderSortCreatedAt: order.StaffSortCreatedAt, model.OrderSortNumber: order.StaffSortNumber,
	model.OrderSortGrandTotal: order.StaffSortGrandTotal, model.OrderSortName: order.StaffSortName,
	model.OrderSortEmail: order.StaffSortEmail, model.OrderSortStatus: order.StaffSortStatus,
}

func orderFilter(f *model.OrderFilter, sort *model.OrderSort, ascending *bool, page, pageSize *int) (desk.OrderFilter, error) {
	out := desk.OrderFilter{Sort: sorts[deref(sort, model.OrderSortCreatedAt)], Ascending: deref(ascending, false),
		Page: deref(page, 1), PageSize: deref(pageSize, 20)}
	if f == nil {
		return out, nil
	}
	out.Search, out.Country, out.PaymentMethods = deref(f.Search, ""), deref(f.Country, ""), f.PaymentMethods
	out.Statuses, out.PaymentStatuses, out.From, out.To = f.Statuses, f.PaymentStatuses, deref(f.From, ""), deref(f.To, "")
	var err error
	if f.CustomerID != nil && *f.CustomerID != "" {
		if out.CustomerID, err = parseID("customerId", *f.CustomerID); err != nil {
			return out, err
		}
	}
	if f.ClubID != nil && *f.ClubID != "" {
		if out.ClubID, err = parseID("club", *f.ClubID); err != nil {
			return out, err
		}
	}
	return out, nil
}

func orderPage(l order.StaffList, q order.StaffQuery) *model.OrderPage {
	out := &model.OrderPage{Items: make([]*model.OrderRow, len(l.Rows)), TotalCount: l.Total, Page: max(q.Page, 1),
		PageSize: min(max(q.PageSize, 1), order.MaxPageSize)}
	for i, r := range l.Rows {
		out.Items[i] = &model.OrderRow{Number: r.Number, CreatedAt: stamp(r.CreatedAt), Status: string(r.Status), Email: r.Email,
			Name: strings.TrimSpace(r.Firstname + " " + r.Lastname), Country: r.Country, Items: r.Items, GrandTotalCents: int(r.GrandTotal),
			PaymentMethod: r.PaymentMethod, PaymentStatus: string(r.PaymentStatus)}
	}
	return out
}

func (r *Resolver) orderDetail(ctx context.Context, number string) (*model.OrderDetail, error) {
	v, err := r.Desk.Order(ctx, number)
	if err != nil {
		return nil, err
	}
	return orderDetail(v, access.Scoped(ctx), i18n.LocaleFrom(ctx)), nil
}

func address(a order.Address) *model.OrderAddress {
	street := a.Street
	if street == nil {
		street = []string{}
	}
	return &model.OrderAddress{Firstname: a.Firstname, Lastname: a.Lastname, Company: a.Company, Street: street, Postcode: a.Postcode,
		City: a.City, CountryCode: a.CountryCode, Telephone: a.Telephone, VatID: a.VATID}
}

func orderDetail(v desk.OrderView, scoped bool, l i18n.Locale) *model.OrderDetail {
	o := v.Order
	m := &model.OrderDetail{Number: o.Number, CreatedAt: stamp(o.CreatedAt), Status: string(o.Status), Email: o.Email, Locale: string(o.Locale),
		Guest: o.CustomerID == 0, PaymentMethod: o.PaymentMethod, ShippingTitle: o.ShippingTitle, BillingAddress: address(o.BillingAddress),
		Items: []*model.OrderItem{}, History: []*model.OrderHistoryEntry{}, Shipments: []*model.OrderShipment{}, Refunds: []*model.OrderRefund{},
		Documents: []*model.OrderDocument{}, Trail: make([]*model.AuditEntry, len(v.Trail)), Notes: make([]*model.OrderNote, len(v.Notes)),
		Mails: make([]*model.Mail, len(v.Mails))}
	for i, e := range v.Trail {
		m.Trail[i] = auditEntry(e)
	}
	for i, n := range v.Notes {
		m.Notes[i] = &model.OrderNote{ID: strconv.FormatInt(n.ID, 10), Author: n.Author, Body: n.Body, CreatedAt: stamp(n.CreatedAt)}
	}
	for i, ml := range v.Mails {
		m.Mails[i] = mailOf(ml)
	}
	if o.ShippingAddress != nil {
		m.ShippingAddress = address(*o.ShippingAddress)
	}
	for _, it := range o.Items {
		details := it.Details()
		if details == nil {
			details = []string{}
		}
		m.Items = append(m.Items, &model.OrderItem{ID: strconv.FormatInt(it.ID, 10), Sku: it.SKU, Name: it.Name, Details: details,
			QtyOrdered: it.QtyOrdered, QtyCanceled: it.QtyCanceled, QtyShipped: it.QtyShipped, UnitPriceCents: int(it.UnitPrice),
			RowTotalCents: int(it.RowTotal), Individualised: it.Individualised, OptionFiles: optionFiles(o.Number, it)})
		if c, ok := v.ItemClubs[it.ID]; ok {
			m.Items[len(m.Items)-1].Club = &model.OrderItemClub{ID: strconv.FormatInt(c.ID, 10), Name: c.Name, HasLogo: c.LogoKey != ""}
		}
	}
	if scoped {
		m.PaymentMethod = ""
		for _, it := range m.Items {
			it.UnitPriceCents, it.RowTotalCents = 0, 0
		}
	} else {
		t := o.Totals
		m.Totals = &model.OrderTotals{SubtotalCents: int(t.SubtotalInclTax), DiscountCents: int(t.Discount), ShippingCents: int(t.ShippingInclTax),
			TaxCents: int(t.Tax), GrandTotalCents: int(t.GrandTotal), GrandTotalExclTaxCents: int(t.GrandTotalExclTax)}
		if v.Payment.ID != 0 {
			m.Payment = &model.OrderPayment{Method: v.Payment.Method, Status: string(v.Payment.Status), ProviderRef: v.Payment.ProviderRef,
				AmountCents: int(v.Payment.Amount)}
		}
	}
	for _, h := range o.History {
		m.History = append(m.History, &model.OrderHistoryEntry{At: stamp(h.CreatedAt), Status: string(h.Status), Comment: h.Text(l)})
	}
	for _, s := range o.Shipments {
		sh := &model.OrderShipment{Number: s.Number, Carrier: s.Carrier, Title: s.Title, Tracking: s.Tracking, ShippedAt: stamp(s.ShippedAt),
			Items: make([]*model.OrderShipmentItem, len(s.Items))}
		if !s.DeliveredAt.IsZero() {
			sh.DeliveredAt = ptr(stamp(s.DeliveredAt))
		}
		for i, it := range s.Items {
			sh.Items[i] = &model.OrderShipmentItem{ItemID: strconv.FormatInt(it.OrderItemID, 10), Qty: it.Qty}
		}
		m.Shipments = append(m.Shipments, sh)
	}
	for _, rf := range v.Refunds {
		out := &model.OrderRefund{ID: strconv.FormatInt(rf.ID, 10), AmountCents: int(rf.Amount), Reason: rf.Reason, State: string(rf.State),
			Status: string(rf.Status)}
		if rf.CreditNote != nil {
			out.CreditNote = ptr(rf.CreditNote.Number)
		}
		m.Refunds = append(m.Refunds, out)
	}
	for _, d := range v.Documents {
		m.Documents = append(m.Documents, &model.OrderDocument{ID: d.PublicID, Kind: string(d.Kind), Number: d.Number, IssuedAt: stamp(d.IssuedAt),
			GrandTotalCents: int(d.Sheet.Totals.Gross), EInvoice: d.EInvoice})
	}
	return m
}

func shipInput(in model.ShipInput) (order.ShipInput, error) {
	out := order.ShipInput{Carrier: in.Carrier, Title: deref(in.Title, ""), Tracking: in.Tracking}
	for _, it := range in.Items {
		n, err := parseID("items", it.ItemID)
		if err != nil {
			return out, err
		}
		out.Items = append(out.Items, order.ShipmentItem{OrderItemID: n, Qty: it.Qty})
	}
	return out, nil
}

func refundInput(number string, in model.RefundInput) (order.RefundInput, error) {
	out := order.RefundInput{Number: number, Amount: money.Money(deref(in.AmountCents, 0)), Shipping: deref(in.Shipping, false), Reason: in.Reason}
	for _, it := range in.Items {
		n, err := parseID("items", it.ItemID)
		if err != nil {
			return out, err
		}
		out.Items = append(out.Items, order.RefundItem{ItemID: n, Units: it.Units})
	}
	return out, nil
}

func withdrawalOf(d withdrawal.Declaration) *model.Withdrawal {
	w := &model.Withdrawal{Reference: d.Reference, DeclaredAt: stamp(d.DeclaredAt), Name: d.Name, Email: d.Email, OrderNumber: d.OrderNumber,
		WholeOrder: d.WholeOrder, ItemsText: d.ItemsText, Flags: make([]string, len(d.Flags)), Confirmation: string(d.Confirmation)}
	for i, f := range d.Flags {
		w.Flags[i] = string(f)
	}
	if d.ReturnReference != "" {
		w.ReturnReference = ptr(d.ReturnReference)
	}
	return w
}

func returnPage(l returns.StaffList, page, pageSize int) *model.ReturnPage {
	out := &model.ReturnPage{Items: make([]*model.ReturnRow, len(l.Returns)), TotalCount: l.Total, Page: max(page, 1),
		PageSize: min(max(pageSize, 1), returns.MaxStaffPage)}
	for i, r := range l.Returns {
		n := 0
		for _, it := range r.Items {
			n += it.Qty
		}
		number, _, _ := strings.Cut(r.Reference, "-R")
		out.Items[i] = &model.ReturnRow{Reference: r.Reference, OrderNumber: number, Status: string(r.Status), CreatedAt: stamp(r.CreatedAt),
			Items: n, Withdrawal: r.WithdrawalID != 0}
	}
	return out
}

func (r *Resolver) returnDetail(ctx context.Context, reference string) (*model.ReturnDetail, error) {
	v, err := r.Desk.Return(ctx, reference)
	if err != nil {
		return nil, err
	}
	ret := v.Return
	o, err := r.orderDetail(ctx, v.Order.Number)
	if err != nil {
		return nil, err
	}
	m := &model.ReturnDetail{Reference: ret.Reference, Status: string(ret.Status), CreatedAt: stamp(ret.CreatedAt), UpdatedAt: stamp(ret.UpdatedAt),
		Comment: ret.Comment, RefusalReason: ret.RefusalReason, ValueCents: int(v.Value), Carrier: ret.CarrierName,
		Order: o, Items: make([]*model.ReturnItem, len(ret.Items))}
	for i, it := range ret.Items {
		ri := &model.ReturnItem{ItemID: strconv.FormatInt(it.OrderItemID, 10), Qty: it.Qty, Reason: it.ReasonCode}
		for _, oi := range v.Order.Items {
			if oi.ID == it.OrderItemID {
				ri.Sku, ri.Name = oi.SKU, oi.Name
			}
		}
		m.Items[i] = ri
	}
	return m, nil
}

func mailQuery(f *model.MailFilter, page, pageSize int) (mail.OutboxQuery, error) {
	q := mail.OutboxQuery{Page: page, PageSize: pageSize}
	if f == nil {
		return q, nil
	}
	q.State, q.Tag, q.Search = deref(f.State, ""), deref(f.Tag, ""), deref(f.Search, "")
	var err error
	if q.From, err = berlinDay("from", f.From, false); err != nil {
		return q, err
	}
	q.To, err = berlinDay("to", f.To, true)
	return q, err
}

func mailPage(mails []mail.Stored, total int, q mail.OutboxQuery) *model.MailPage {
	size := q.PageSize
	if size <= 0 {
		size = 20
	}
	out := &model.MailPage{Items: make([]*model.Mail, len(mails)), TotalCount: total, Page: max(q.Page, 1), PageSize: min(size, 100)}
	for i, m := range mails {
		out.Items[i] = mailOf(m)
	}
	return out
}

func mailOf(m mail.Stored) *model.Mail {
	to := m.To
	if to == nil {
		to = []string{}
	}
	mm := &model.Mail{ID: strconv.FormatInt(m.ID, 10), Tag: m.Tag, To: to, Subject: m.Subject, State: m.State, Attempts: m.Attempts,
		LastError: m.LastError, CreatedAt: stamp(m.CreatedAt), Text: m.Text, HTML: m.HTML}
	if m.SentAt != nil {
		mm.SentAt = ptr(stamp(*m.SentAt))
	}
	return mm
}

func (r *Resolver) shopSettings(ctx context.Context) (*model.ShopSettings, error) {
	s, err := r.Desk.Settings(ctx)
	if err != nil {
		return nil, err
	}
	l, b := s.Legal, s.BankTransfer
	directors := l.ManagingDirectors
	if directors == nil {
		directors = []string{}
	}
	return &model.ShopSettings{
		Legal: &model.Legal{Company: l.Company, Street: l.Street, Postcode: l.Postcode, City: l.City, Country: l.Country, Email: l.Email,
			Phone: l.Phone, VatID: l.VATID, TaxNumber: l.TaxNumber, RegisterCourt: l.RegisterCourt, RegisterNumber: l.RegisterNumber,
			ManagingDirectors: directors, BankHolder: l.Bank.Holder, BankIban: l.Bank.IBAN, BankBic: l.Bank.BIC, BankName: l.Bank.Name},
		BankTransfer: &model.BankTransfer{ReminderDays: b.ReminderDays, CancelDays: b.CancelDays, OpenOrdersPerEmail: b.OpenOrdersPerEmail,
			OpenValuePerEmailCents: int(b.OpenValuePerEmail), OpenOrdersPerClient: b.OpenOrdersPerClient, OpenValuePerClientCents: int(b.OpenValuePerClient)},
		Catalog: catalogSettings(s),
	}, nil
}

func legalOf(in model.LegalInput) settings.Legal {
	return settings.Legal{Company: in.Company, Street: in.Street, Postcode: in.Postcode, City: in.City, Country: in.Country, Email: in.Email,
		Phone: in.Phone, VATID: in.VatID, TaxNumber: in.TaxNumber, RegisterCourt: in.RegisterCourt, RegisterNumber: in.RegisterNumber,
		ManagingDirectors: in.ManagingDirectors, Bank: settings.Bank{Holder: in.BankHolder, IBAN: in.BankIban, BIC: in.BankBic, Name: in.BankName}}
}

func bankTransferOf(in model.BankTransferInput) settings.BankTransfer {
	return settings.BankTransfer{ReminderDays: in.ReminderDays, CancelDays: in.CancelDays, OpenOrdersPerEmail: in.OpenOrdersPerEmail,
		OpenValuePerEmail: int64(in.OpenValuePerEmailCents), OpenOrdersPerClient: in.OpenOrdersPerClient, OpenValuePerClient: int64(in.OpenValuePerClientCents)}
}

func staffMember(m staff.Member) *model.StaffMember {
	out := &model.StaffMember{ID: strconv.FormatInt(m.ID, 10), Email: m.Email, Name: m.Name, Role: model.StaffRole(strings.ToUpper(string(m.Role))),
		Clubs: make([]*model.ViewerClub, len(m.Clubs)), TwoFactor: m.TwoFactor, Invited: m.Invited, Disabled: m.Disabled, CreatedAt: stamp(m.CreatedAt)}
	for i, c := range m.Clubs {
		out.Clubs[i] = &model.ViewerClub{ID: strconv.FormatInt(c.ID, 10), Name: c.Name}
	}
	return out
}

func staffInput(in model.StaffInput) (staff.NewMember, error) {
	out := staff.NewMember{Email: in.Email, Name: deref(in.Name, ""), Role: access.Role(strings.ToLower(string(in.Role)))}
	for _, c := range in.ClubIds {
		n, err := parseID("clubIds", c)
		if err != nil {
			return out, err
		}
		out.ClubIDs = append(out.ClubIDs, n)
	}
	return out, nil
}

// memberByID is the account of id after a change, from the owner's list.
func (r *Resolver) memberByID(ctx context.Context, id int64) (*model.StaffMember, error) {
	list, err := r.Accounts.List(ctx)
	if err != nil {
		return nil, err
	}
	for _, m := range list {
		if m.ID == id {
			return staffMember(m), nil
		}
	}
	return nil, apperr.New(apperr.NotFound, "staff.notFound")
}

// staffChange runs a change of the account id and answers it as it is now.
func (r *Resolver) staffChange(ctx context.Context, id string, change func(context.Context, int64) error) (*model.StaffMember, error) {
	n, err := parseID("id", id)
	if err != nil {
		return nil, err
	}
	if err := change(ctx, n); err != nil {
		return nil, err
	}
	return r.memberByID(ctx, n)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

var customerSorts = map[model.CustomerSort]customer.StaffSort{
	model.CustomerSortCreatedAt: customer.StaffSortCreatedAt, model.CustomerSortName: customer.StaffSortName,
	model.CustomerSortEmail: customer.StaffSortEmail, model.CustomerSortID: customer.StaffSortID,
}

func customerPage(l customer.StaffCustomerList) *model.CustomerPage {
	out := &model.CustomerPage{Items: make([]*model.CustomerRow, len(l.Items)), TotalCount: l.TotalCount, Page: l.Page, PageSize: l.PageSize}
	for i, c := range l.Items {
		out.Items[i] = &model.CustomerRow{ID: strconv.FormatInt(c.ID, 10), Email: c.Email, Firstname: c.Firstname, Lastname: c.Lastname,
			City: c.City, Locked: c.Locked, Erased: c.Erased, CreatedAt: stamp(c.CreatedAt)}
	}
	return out
}

func (r *Resolver) customerDetail(ctx context.Context, id int64) (*model.CustomerDetail, error) {
	d, err := r.CustomerAccounts.StaffCustomer(ctx, id)
	if err != nil {
		return nil, err
	}
	m := &model.CustomerDetail{ID: strconv.FormatInt(d.ID, 10), Email: d.Email, Firstname: d.Firstname, Lastname: d.Lastname,
		DateOfBirth: d.DateOfBirth, Locale: string(d.Locale), CreatedAt: stamp(d.CreatedAt), Locked: d.Locked(), LockedReason: d.LockedReason,
		Erased: !d.ErasedAt.IsZero(), Addresses: make([]*model.CustomerAddress, len(d.Addresses)),
		Newsletter: &model.NewsletterProof{Status: string(d.Newsletter.Status), Steps: make([]*model.NewsletterStep, len(d.Newsletter.Steps))}}
	if d.Locked() {
		m.LockedAt = ptr(stamp(d.LockedAt))
	}
	if d.AllowsRemoteAssistance() {
		m.RemoteAssistanceSince = ptr(stamp(d.RemoteAssistanceAt))
	}
	for i, a := range d.Addresses {
		street := a.Street
		if street == nil {
			street = []string{}
		}
		m.Addresses[i] = &model.CustomerAddress{ID: strconv.FormatInt(a.ID, 10), Firstname: a.Firstname, Lastname: a.Lastname, Company: a.Company,
			Street: street, Postcode: a.Postcode, City: a.City, CountryCode: a.CountryCode, Telephone: a.Telephone,
			DefaultBilling: a.DefaultBilling, DefaultShipping: a.DefaultShipping, VatID: a.VATID}
		if a.Region != nil {
			m.Addresses[i].Region = a.Region.Name
		}
	}
	for i, st := range d.Newsletter.Steps {
		m.Newsletter.Steps[i] = &model.NewsletterStep{Action: st.Action, At: stamp(st.At), IP: st.IP, Text: st.Text}
	}
	return m, nil
}
