package order

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
)

// DocumentsPath is where documents are downloaded:
// GET DocumentsPath/{public id} answers the PDF, GET
// DocumentsPath/{public id}/e-invoice the e-invoice's XML; a guest's
// link adds ?token= (DocumentToken).
const DocumentsPath = "/api/orders/documents"

// Document file formats.
const (
	FormatPDF      = "pdf"
	FormatEInvoice = "e-invoice"
)

// DocumentFile is a document's file as it is downloaded.
type DocumentFile struct {
	Filename    string
	ContentType string
	Data        []byte
}

// DocumentAccess is who asks for a document: the session's customer (0
// for none) and a guest's token from a link (empty for none).
type DocumentAccess struct {
	CustomerID int64
	Token      string
	Client     ratelimit.Client
	// Staff is a member of staff whom the back office let through
	// (desk.Desk.DocumentFile): any order's documents.
	Staff bool
}

// DocumentTokensPerIP bounds downloads with a bad token from one client,
// as other tokens in links are bounded.
var DocumentTokensPerIP = ratelimit.Rule{Name: "order.document.token.ip", Limit: 30, Window: 15 * time.Minute}

// Validity of the tokens in document links: a mail's link is good for a
// year (the PDF itself is attached to the mail; the link is a
// convenience), the links a guest's order lookup answers for an hour.
const (
	MailLinkValidity  = 365 * 24 * time.Hour
	GuestLinkValidity = time.Hour
)

// documentRow is a row of sales_document.
type documentRow struct {
	ID       int64         `db:"id"`
	PublicID string        `db:"public_id"`
	OrderID  int64         `db:"order_id"`
	Kind     string        `db:"kind"`
	Number   string        `db:"number"`
	Corrects sql.NullInt64 `db:"corrects_id"`
	RefundID sql.NullInt64 `db:"refund_id"`
	IssuedAt time.Time     `db:"issued_at"`
	Snapshot string        `db:"snapshot"`
	HasXML   bool          `db:"has_xml"`
}

const documentColumns = `id, public_id, order_id, kind, number, corrects_id, refund_id, issued_at, snapshot, e_invoice IS NOT NULL AS has_xml`

func documentOf(r documentRow) (Document, error) {
	d := Document{ID: r.ID, PublicID: r.PublicID, OrderID: r.OrderID, Kind: DocumentKind(r.Kind), Number: r.Number,
		CorrectsID: r.Corrects.Int64, RefundID: r.RefundID.Int64, IssuedAt: r.IssuedAt.UTC(), EInvoice: r.HasXML}
	if err := json.Unmarshal([]byte(r.Snapshot), &d.Sheet); err != nil {
		return Document{}, fmt.Errorf("order: document %s: %w", r.Number, err)
	}
	return d, nil
}

// newPublicID is a document's download id: 128 random bits.
func newPublicID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("order: document id: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// nextDocumentNumber takes the next number of a kind of document of a
// website in the year of issued (Berlin): the sequence's row is held until
// the issuing transaction ends, so numbers have no gaps and follow the
// commits.
func (s *service) nextDocumentNumber(ctx context.Context, website string, kind DocumentKind, issued time.Time) (string, error) {
	year := issued.In(berlin).Year()
	var n int64
	if err := s.db.Write().Get(ctx, &n, `INSERT INTO sales_document_sequence (website, kind, year, n) VALUES (?, ?, ?, 1)
		ON CONFLICT (website, kind, year) DO UPDATE SET n = sales_document_sequence.n + 1 RETURNING n`, website, string(kind), year); err != nil {
		return "", fmt.Errorf("order: next %s number of %s: %w", kind, website, err)
	}
	return formatNumber(kind, year, n), nil
}

// seller reads the shop's legal data for a document.
func (s *service) seller(ctx context.Context) (Party, error) {
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return Party{}, fmt.Errorf("order: the shop's legal data: %w", err)
	}
	p := partyOf(legal)
	return p, checkSeller(p)
}

// issue numbers a sheet and keeps it with its e-invoice, in the caller's
// transaction, which holds the sequence's row to its end: everything the
// document states is fixed here. Its PDF is made from the sheet after
// that transaction, when its mail is sent or it is first downloaded
// (documentPDF), so the PDF's ~12 ms of rendering do not hold the
// sequence's row and, on SQLite, the only writer.
func (s *service) issue(ctx context.Context, o Order, sheet Sheet, correctsID, refundID int64, issued time.Time) (Document, error) {
	number, err := s.nextDocumentNumber(ctx, o.Website, sheet.Kind, issued)
	if err != nil {
		return Document{}, err
	}
	sheet.Number = number
	var xmlData []byte
	if sheet.EInvoice {
		if xmlData, err = renderEInvoice(sheet); err != nil {
			return Document{}, err
		}
	}
	snapshot, err := json.Marshal(sheet)
	if err != nil {
		return Document{}, fmt.Errorf("order: snapshot of %s: %w", number, err)
	}
	publicID, err := newPublicID()
	if err != nil {
		return Document{}, err
	}
	d := Document{PublicID: publicID, OrderID: o.ID, Kind: sheet.Kind, Number: number, CorrectsID: correctsID, RefundID: refundID,
		IssuedAt: issued, Sheet: sheet, EInvoice: xmlData != nil}
	var corrects, refund any
	if correctsID != 0 {
		corrects = correctsID
	}
	if refundID != 0 {
		refund = refundID
	}
	var xmlArg any
	if xmlData != nil {
		xmlArg = xmlData
	}
	if err := s.db.Write().Get(ctx, &d.ID, `INSERT INTO sales_document (public_id, order_id, kind, website, number, corrects_id, refund_id,
		issued_at, grand_total, tax, snapshot, e_invoice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		publicID, o.ID, string(sheet.Kind), o.Website, number, corrects, refund, issued, int64(sheet.Totals.Gross), int64(sheet.Totals.Tax),
		string(snapshot), xmlArg); err != nil {
		return Document{}, fmt.Errorf("order: keep %s: %w", number, err)
	}
	return d, nil
}

// invoiceOf is an order's invoice; found false when it has none.
func (s *service) invoiceOf(ctx context.Context, h db.Handle, orderID int64) (Document, bool, error) {
	var r documentRow
	err := h.Get(ctx, &r, `SELECT `+documentColumns+` FROM sales_document WHERE order_id = ? AND kind = 'invoice'`, orderID)
	if errors.Is(err, sql.ErrNoRows) {
		return Document{}, false, nil
	}
	if err != nil {
		return Document{}, false, fmt.Errorf("order: invoice of %d: %w", orderID, err)
	}
	d, err := documentOf(r)
	return d, err == nil, err
}

// issueInvoice makes the invoice of an order whose payment succeeded, in
// the caller's transaction (which holds the order's row): once; an order
// that has its invoice keeps it.
func (s *service) issueInvoice(ctx context.Context, o Order, pay payment.Payment) (Document, error) {
	if d, ok, err := s.invoiceOf(ctx, s.db.Write(), o.ID); err != nil || ok {
		return d, err
	}
	seller, err := s.seller(ctx)
	if err != nil {
		return Document{}, err
	}
	title := o.PaymentMethod
	if m, ok := s.Payments.Method(o.PaymentMethod, o.Locale); ok {
		title = m.Title
	}
	issued := s.now().UTC()
	sheet, err := invoiceSheet(o, seller, pay, title, issued)
	if err != nil {
		return Document{}, err
	}
	return s.issue(ctx, o, sheet, 0, 0, issued)
}

// DocumentSource is the mail attachment source of documents' files
// (mail.Attachment.Source): the mail carries the document's id, and its
// delivery takes the file then (DocumentAttachment), the PDF made from
// the snapshot if nobody made it yet. NewService registers it on an
// outbox that takes sources (mail.Sources).
const DocumentSource = "order.document"

// documentAttachments are a document's files for a mail, taken when it is
// sent (DocumentSource): the PDF, and the e-invoice when there is one.
func documentAttachments(d Document) []mail.Attachment {
	id := strconv.FormatInt(d.ID, 10)
	atts := []mail.Attachment{{Filename: d.Filename("pdf"), ContentType: "application/pdf", Source: DocumentSource, Ref: FormatPDF + ":" + id}}
	if d.EInvoice {
		atts = append(atts, mail.Attachment{Filename: d.Filename("xml"), ContentType: "application/xml", Source: DocumentSource,
			Ref: FormatEInvoice + ":" + id})
	}
	return atts
}

func (s *service) DocumentAttachment(ctx context.Context, ref string) ([]byte, error) {
	format, rawID, _ := strings.Cut(ref, ":")
	id, err := strconv.ParseInt(rawID, 10, 64)
	if err != nil || id <= 0 {
		return nil, fmt.Errorf("order: document attachment %q: not a document", ref)
	}
	switch format {
	case FormatPDF:
		return s.documentPDF(ctx, id)
	case FormatEInvoice:
		var xmlData []byte
		if err := s.db.Read().Get(ctx, &xmlData, `SELECT e_invoice FROM sales_document WHERE id = ? AND e_invoice IS NOT NULL`, id); err != nil {
			return nil, fmt.Errorf("order: e-invoice of document %d: %w", id, err)
		}
		return xmlData, nil
	}
	return nil, fmt.Errorf("order: document attachment %q: unknown format", ref)
}

// documentPDF is a document's PDF as kept: the first to need it (its
// mail's delivery, a download) makes it from the snapshot and keeps it
// (set once, from NULL: database triggers refuse any other change), and
// every later reader gets those bytes. Several at once in this process
// make it once; across instances the first kept wins. It renders, so
// never inside a transaction.
func (s *service) documentPDF(ctx context.Context, id int64) ([]byte, error) {
	if db.HoldsTransaction(ctx) {
		return nil, fmt.Errorf("order: the PDF of document %d asked inside a transaction, which would hold it while rendering", id)
	}
	kept := func() ([]byte, string, error) {
		var r struct {
			PDF      []byte `db:"pdf"`
			Snapshot string `db:"snapshot"`
		}
		if err := s.db.Read().Get(ctx, &r, `SELECT pdf, snapshot FROM sales_document WHERE id = ?`, id); err != nil {
			return nil, "", fmt.Errorf("order: PDF of document %d: %w", id, err)
		}
		return r.PDF, r.Snapshot, nil
	}
	pdf, snapshot, err := kept()
	if err != nil || pdf != nil {
		return pdf, err
	}
	v, err, _ := s.rendering.Do(strconv.FormatInt(id, 10), func() (any, error) {
		var sheet Sheet
		if err := json.Unmarshal([]byte(snapshot), &sheet); err != nil {
			return nil, fmt.Errorf("order: document %d: %w", id, err)
		}
		made, err := renderPDF(sheet)
		if err != nil {
			return nil, err
		}
		res, err := s.db.Write().Exec(ctx, `UPDATE sales_document SET pdf = ? WHERE id = ? AND pdf IS NULL`, made, id)
		if err != nil {
			return nil, fmt.Errorf("order: keep the PDF of %s: %w", sheet.Number, err)
		}
		if n, err := res.RowsAffected(); err == nil && n == 1 {
			return made, nil
		}
		pdf, _, err := kept() // another instance kept its own first
		return pdf, err
	})
	if err != nil {
		return nil, err
	}
	return v.([]byte), nil
}

// Documents are an order's invoice and credit notes, in the order they
// were issued. The caller has checked that the order may be seen.
func (s *service) Documents(ctx context.Context, orderIDs []int64) (map[int64][]Document, error) {
	out := make(map[int64][]Document, len(orderIDs))
	if len(orderIDs) == 0 {
		return out, nil
	}
	docs, err := s.documentsWhere(ctx, s.db.Read(), `order_id IN (`+db.InList(len(orderIDs))+`)`, db.Args(orderIDs)...)
	if err != nil {
		return nil, err
	}
	for _, d := range docs {
		out[d.OrderID] = append(out[d.OrderID], d)
	}
	return out, nil
}

// documentsWhere are the documents a condition finds, by order and in the
// order they were issued.
func (s *service) documentsWhere(ctx context.Context, h db.Handle, where string, args ...any) ([]Document, error) {
	var rows []documentRow
	if err := h.Select(ctx, &rows, `SELECT `+documentColumns+` FROM sales_document WHERE `+where+` ORDER BY order_id, id`, args...); err != nil {
		return nil, fmt.Errorf("order: documents: %w", err)
	}
	out := make([]Document, len(rows))
	for i, r := range rows {
		d, err := documentOf(r)
		if err != nil {
			return nil, err
		}
		out[i] = d
	}
	return out, nil
}

// DocumentURL is where a document's file is downloaded (format FormatPDF
// or FormatEInvoice). A guest's order (o.CustomerID 0) gets a token valid
// for validity in the link; a customer's link needs the customer's
// session.
func (s *service) DocumentURL(o Order, d Document, format string, validity time.Duration) string {
	u := s.baseURL + DocumentsPath + "/" + url.PathEscape(d.PublicID)
	if format == FormatEInvoice {
		u += "/" + FormatEInvoice
	}
	if o.CustomerID == 0 && len(s.key) > 0 {
		u += "?token=" + signDocumentToken(s.key, o.ID, o.Email, s.now().Add(validity))
	}
	return u
}

// DocumentFile is a document's file for whoever asks: the customer the
// order belongs to (the session's), or a guest with a token of the
// document's order. NotFound alike for an unknown id, another's
// document, a bad or expired token and a missing e-invoice; past
// DocumentTokensPerIP bad tokens RateLimited.
func (s *service) DocumentFile(ctx context.Context, publicID, format string, a DocumentAccess) (DocumentFile, error) {
	if a.Token == "" {
		return s.documentFile(ctx, publicID, format, a)
	}
	// A bad token's unit is taken before the token is checked and given
	// back when it opens the document, so downloads sent at once cannot
	// pass the limit together.
	r, err := s.Limiter.Reserve(ctx, DocumentTokensPerIP, ratelimit.IPKey(a.Client.IP))
	if err != nil {
		return DocumentFile{}, apperr.Wrap(err, "order: rate limit")
	}
	if err := r.Err("order.document.rateLimited"); err != nil {
		return DocumentFile{}, err
	}
	f, err := s.documentFile(ctx, publicID, format, a)
	if apperr.KindOf(err) != apperr.NotFound {
		if lerr := s.Limiter.Release(ctx, r); lerr != nil {
			return DocumentFile{}, apperr.Wrap(lerr, "order: rate limit")
		}
	}
	return f, err
}

func (s *service) documentFile(ctx context.Context, publicID, format string, a DocumentAccess) (DocumentFile, error) {
	if len(publicID) != 22 || (format != FormatPDF && format != FormatEInvoice) {
		return DocumentFile{}, notFound()
	}
	var r struct {
		documentRow
		PDF        []byte        `db:"pdf"`
		XML        []byte        `db:"e_invoice"`
		CustomerID sql.NullInt64 `db:"customer_id"`
		Email      string        `db:"email"`
	}
	err := s.db.Read().Get(ctx, &r, `SELECT d.id, d.public_id, d.order_id, d.kind, d.number, d.corrects_id, d.refund_id, d.issued_at, d.snapshot,
		d.e_invoice IS NOT NULL AS has_xml, d.pdf, d.e_invoice, o.customer_id, o.email
		FROM sales_document d JOIN sales_order o ON o.id = d.order_id WHERE d.public_id = ?`, publicID)
	if errors.Is(err, sql.ErrNoRows) {
		return DocumentFile{}, notFound()
	}
	if err != nil {
		return DocumentFile{}, fmt.Errorf("order: document: %w", err)
	}
	owner := r.CustomerID.Valid && a.CustomerID != 0 && r.CustomerID.Int64 == a.CustomerID
	guest := !r.CustomerID.Valid && a.Token != "" && len(s.key) > 0 && validDocumentToken(s.key, a.Token, r.OrderID, r.Email, s.now())
	if !owner && !guest && !a.Staff {
		return DocumentFile{}, notFound()
	}
	d, err := documentOf(r.documentRow)
	if err != nil {
		return DocumentFile{}, err
	}
	if format == FormatEInvoice {
		if r.XML == nil {
			return DocumentFile{}, notFound()
		}
		return DocumentFile{Filename: d.Filename("xml"), ContentType: "application/xml", Data: r.XML}, nil
	}
	if r.PDF == nil {
		// Issued, its mail not sent yet: made now from the snapshot, as
		// the mail will carry it.
		if r.PDF, err = s.documentPDF(ctx, d.ID); err != nil {
			return DocumentFile{}, err
		}
	}
	return DocumentFile{Filename: d.Filename("pdf"), ContentType: "application/pdf", Data: r.PDF}, nil
}

// A guest's token is base64url (no padding) of: a version byte telling
// what it grants ('d' an order's documents, 'o' the order's page), the
// order's id (8 bytes), its expiry in Unix seconds (8 bytes) and the
// HMAC-SHA256 (32 bytes) over them and the order's email address under
// the key derived for order documents, with a label of its own per
// kind: it grants that, for that order, nothing else, until it expires.
// The address is not in it.
const (
	docTokenVersion   = 'd'
	orderTokenVersion = 'o'
	tokenBytes        = 1 + 8 + 8 + sha256.Size
	docTokenMAC       = "paddock-order-documents-v1"
	orderTokenMAC     = "paddock-guest-order-v1"
)

func tokenMAC(key []byte, label string, orderID, expires int64, email string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(label + "\x00" + strconv.FormatInt(orderID, 10) + "\x00" + strconv.FormatInt(expires, 10) + "\x00" +
		strings.ToLower(email)))
	return m.Sum(nil)
}

// signToken makes a guest's token of a kind (version, label) for an order.
func signToken(key []byte, version byte, label string, orderID int64, email string, expires time.Time) string {
	raw := make([]byte, 0, tokenBytes)
	raw = append(raw, version)
	raw = binary.BigEndian.AppendUint64(raw, uint64(orderID))
	raw = binary.BigEndian.AppendUint64(raw, uint64(expires.Unix()))
	raw = append(raw, tokenMAC(key, label, orderID, expires.Unix(), email)...)
	return base64.RawURLEncoding.EncodeToString(raw)
}

// tokenOrderID is the order a token of the kind names, before its
// signature is checked (validToken).
func tokenOrderID(token string, version byte) (int64, bool) {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return 0, false
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(token)
	if err != nil || len(raw) != tokenBytes || raw[0] != version {
		return 0, false
	}
	return int64(binary.BigEndian.Uint64(raw[1:9])), true
}

// validToken reports, in constant time for its signature, whether token
// is of the kind and was signed for the order and address and has not
// expired at now.
func validToken(key []byte, token string, version byte, label string, orderID int64, email string, now time.Time) bool {
	id, ok := tokenOrderID(token, version)
	if !ok || id != orderID {
		return false
	}
	raw, _ := base64.RawURLEncoding.Strict().DecodeString(token)
	expires := int64(binary.BigEndian.Uint64(raw[9:17]))
	if expires < now.Unix() {
		return false
	}
	return hmac.Equal(raw[17:], tokenMAC(key, label, orderID, expires, email))
}

// signDocumentToken makes a token for an order's documents.
func signDocumentToken(key []byte, orderID int64, email string, expires time.Time) string {
	return signToken(key, docTokenVersion, docTokenMAC, orderID, email, expires)
}

// validDocumentToken reports whether token opens the order's documents.
func validDocumentToken(key []byte, token string, orderID int64, email string, now time.Time) bool {
	return validToken(key, token, docTokenVersion, docTokenMAC, orderID, email, now)
}

// documentParagraph is what a mail says of the document it carries.
func (s *service) documentParagraph(o Order, d Document) string {
	l, m := o.Locale, i18n.Messages()
	p := m.T(l, "order.mail.document.attached."+string(d.Kind), "number", d.Number)
	if d.EInvoice {
		p += " " + m.T(l, "order.mail.document.eInvoice")
	}
	if o.CustomerID != 0 {
		p += " " + m.T(l, "order.mail.document.account")
	}
	return p
}
