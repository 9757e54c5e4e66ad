// Package privacy answers a customer's right of access and to data
// portability (Art. 15 and 20 GDPR) for staff: Export gathers everything
// the shop keeps about one customer account from the domains that keep it
// (the account and its consents, the address book, the sessions, the
// newsletter with its double opt-in proof, orders with their items,
// addresses, shipments and documents, returns, withdrawal declarations,
// the wish list, the product reviews) into one document, written as JSON by WriteJSON. Each
// domain is reached through the narrow interface this package declares;
// nothing is read past them.
package privacy

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/customer"
	"paddock/internal/newsletter"
	"paddock/internal/order"
	"paddock/internal/platform/session"
	"paddock/internal/returns"
	"paddock/internal/review"
	"paddock/internal/wishlist"
	"paddock/internal/withdrawal"
)

// The domains an export reads, as narrow as it needs them.
type (
	// Customers is the account and its address book.
	Customers interface {
		Get(ctx context.Context, id int64) (customer.Customer, error)
		Addresses(ctx context.Context, customerID int64) ([]customer.Address, error)
	}
	// Sessions are the account's signed-in clients.
	Sessions interface {
		List(ctx context.Context, kind session.Kind, subject int64) ([]session.Session, error)
	}
	// Newsletter is the subscription of the account's address.
	Newsletter interface {
		Proof(ctx context.Context, email string) (newsletter.Proof, error)
	}
	// Orders are the account's orders and their documents.
	Orders interface {
		List(ctx context.Context, in order.ListInput) (order.List, error)
		Documents(ctx context.Context, orderIDs []int64) (map[int64][]order.Document, error)
	}
	// Returns are the returns of orders.
	Returns interface {
		ForOrders(ctx context.Context, orderIDs []int64) (map[int64][]returns.Return, error)
	}
	// Withdrawals are the declarations of the account or its orders.
	Withdrawals interface {
		ForCustomer(ctx context.Context, customerID int64, orderIDs []int64) ([]withdrawal.Declaration, error)
	}
	// Wishlists is the account's wish list.
	Wishlists interface {
		ForCustomer(ctx context.Context, customerID int64) (wishlist.Wishlist, error)
		Items(ctx context.Context, customerID, wishlistID int64, page, size int) ([]wishlist.Item, error)
	}
	// Reviews are the account's product reviews in every status.
	Reviews interface {
		ForCustomer(ctx context.Context, customerID int64, page, size int) (review.Page, error)
	}
)

// Options are the domains and the clock.
type Options struct {
	Customers   Customers
	Sessions    Sessions
	Newsletter  Newsletter
	Orders      Orders
	Returns     Returns
	Withdrawals Withdrawals
	Wishlists   Wishlists
	Reviews     Reviews
	Now         func() time.Time
}

// Service exports customers' data.
type Service struct{ o Options }

// NewService returns the export over the domains given.
func NewService(o Options) *Service {
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Service{o: o}
}

// Export is everything the shop keeps about one customer account.
type Export struct {
	ExportedAt  time.Time          `json:"exported_at"`
	Account     Account            `json:"account"`
	Addresses   []customer.Address `json:"addresses"`
	Sessions    []Session          `json:"sessions"`
	Newsletter  newsletter.Proof   `json:"newsletter"`
	Orders      []Order            `json:"orders"`
	Withdrawals []Withdrawal       `json:"withdrawals"`
	Wishlist    []wishlist.Item    `json:"wishlist"`
	Reviews     []Review           `json:"reviews"`
	Returns     []returns.Return   `json:"returns"`
	Documents   []Document         `json:"documents"`
	Counts      map[string]int     `json:"counts"`
}

// Account is the account's own data and consents.
type Account struct {
	ID                 int64      `json:"id"`
	Email              string     `json:"email"`
	Firstname          string     `json:"firstname"`
	Lastname           string     `json:"lastname"`
	DateOfBirth        string     `json:"date_of_birth,omitempty"`
	Language           string     `json:"language"`
	Store              string     `json:"store"`
	CreatedAt          time.Time  `json:"created_at"`
	UpdatedAt          time.Time  `json:"updated_at"`
	RemoteAssistanceAt *time.Time `json:"remote_shopping_assistance_allowed_at"`
}

// Review is a product review the account wrote.
type Review struct {
	ProductID int64      `json:"product_id"`
	Nickname  string     `json:"nickname"`
	Title     string     `json:"title"`
	Text      string     `json:"text"`
	Rating    int        `json:"rating"`
	Status    string     `json:"status"`
	Language  string     `json:"language"`
	WrittenAt time.Time  `json:"written_at"`
	ShopReply string     `json:"shop_reply,omitempty"`
	RepliedAt *time.Time `json:"replied_at,omitempty"`
}

// Session is a signed-in client of the account.
type Session struct {
	Via        string    `json:"via"`
	IP         string    `json:"ip"`
	UserAgent  string    `json:"user_agent"`
	CreatedAt  time.Time `json:"created_at"`
	LastSeenAt time.Time `json:"last_seen_at"`
}

// Order is an order as its customer placed it.
type Order struct {
	Number          string           `json:"number"`
	PlacedAt        time.Time        `json:"placed_at"`
	Status          string           `json:"status"`
	Email           string           `json:"email"`
	PaymentMethod   string           `json:"payment_method"`
	GrandTotalCents int64            `json:"grand_total_cents"`
	BillingAddress  order.Address    `json:"billing_address"`
	ShippingAddress *order.Address   `json:"shipping_address,omitempty"`
	Items           []OrderItem      `json:"items"`
	Shipments       []order.Shipment `json:"shipments"`
}

// OrderItem is an item of an order.
type OrderItem struct {
	SKU        string   `json:"sku"`
	Name       string   `json:"name"`
	Choices    []string `json:"choices,omitempty"`
	Quantity   int      `json:"quantity"`
	Canceled   int      `json:"canceled"`
	Shipped    int      `json:"shipped"`
	UnitCents  int64    `json:"unit_price_cents"`
	TotalCents int64    `json:"row_total_cents"`
}

// Withdrawal is a withdrawal declaration.
type Withdrawal struct {
	Reference   string    `json:"reference"`
	OrderNumber string    `json:"order_number"`
	Name        string    `json:"name"`
	Email       string    `json:"email"`
	WholeOrder  bool      `json:"whole_order"`
	Items       string    `json:"items,omitempty"`
	DeclaredAt  time.Time `json:"declared_at"`
}

// Document is an invoice or credit note of an order.
type Document struct {
	Kind        string    `json:"kind"`
	Number      string    `json:"number"`
	OrderNumber string    `json:"order_number"`
	IssuedAt    time.Time `json:"issued_at"`
}

// Export gathers the customer's data; it needs access.CustomersWrite
// (support and owner). NotFound for an unknown account.
func (s *Service) Export(ctx context.Context, customerID int64) (Export, error) {
	if _, err := access.Require(ctx, access.CustomersWrite); err != nil {
		return Export{}, err
	}
	c, err := s.o.Customers.Get(ctx, customerID)
	if err != nil {
		return Export{}, err
	}
	out := Export{ExportedAt: s.o.Now().UTC(), Account: Account{ID: c.ID, Email: c.Email, Firstname: c.Firstname, Lastname: c.Lastname,
		DateOfBirth: c.DateOfBirth, Language: string(c.Locale), Store: c.StoreCode, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}}
	if c.AllowsRemoteAssistance() {
		at := c.RemoteAssistanceAt
		out.Account.RemoteAssistanceAt = &at
	}
	if out.Addresses, err = s.o.Customers.Addresses(ctx, customerID); err != nil {
		return Export{}, fmt.Errorf("privacy: addresses: %w", err)
	}
	sessions, err := s.o.Sessions.List(ctx, session.Customer, customerID)
	if err != nil {
		return Export{}, fmt.Errorf("privacy: sessions: %w", err)
	}
	for _, ss := range sessions {
		out.Sessions = append(out.Sessions, Session{Via: string(ss.Via), IP: ss.IP, UserAgent: ss.UserAgent,
			CreatedAt: ss.CreatedAt.UTC(), LastSeenAt: ss.LastSeenAt.UTC()})
	}
	if out.Newsletter, err = s.o.Newsletter.Proof(ctx, c.Email); err != nil {
		return Export{}, fmt.Errorf("privacy: newsletter: %w", err)
	}
	var ids []int64
	numbers := map[int64]string{}
	for page := 1; ; page++ {
		list, err := s.o.Orders.List(ctx, order.ListInput{CustomerID: customerID, Ascending: true, Page: page, PageSize: order.MaxPageSize})
		if err != nil {
			return Export{}, fmt.Errorf("privacy: orders: %w", err)
		}
		for _, o := range list.Orders {
			ids, numbers[o.ID] = append(ids, o.ID), o.Number
			out.Orders = append(out.Orders, orderOf(o))
		}
		if len(list.Orders) < order.MaxPageSize || len(out.Orders) >= list.Total {
			break
		}
	}
	if len(ids) > 0 {
		docs, err := s.o.Orders.Documents(ctx, ids)
		if err != nil {
			return Export{}, fmt.Errorf("privacy: documents: %w", err)
		}
		rets, err := s.o.Returns.ForOrders(ctx, ids)
		if err != nil {
			return Export{}, fmt.Errorf("privacy: returns: %w", err)
		}
		for _, id := range ids {
			for _, d := range docs[id] {
				out.Documents = append(out.Documents, Document{Kind: string(d.Kind), Number: d.Number, OrderNumber: numbers[id], IssuedAt: d.IssuedAt.UTC()})
			}
			out.Returns = append(out.Returns, rets[id]...)
		}
	}
	decls, err := s.o.Withdrawals.ForCustomer(ctx, customerID, ids)
	if err != nil {
		return Export{}, fmt.Errorf("privacy: withdrawals: %w", err)
	}
	for _, d := range decls {
		out.Withdrawals = append(out.Withdrawals, Withdrawal{Reference: d.Reference, OrderNumber: d.OrderNumber, Name: d.Name, Email: d.Email,
			WholeOrder: d.WholeOrder, Items: d.ItemsText, DeclaredAt: d.DeclaredAt.UTC()})
	}
	w, err := s.o.Wishlists.ForCustomer(ctx, customerID)
	if err != nil {
		return Export{}, fmt.Errorf("privacy: wish list: %w", err)
	}
	if w.ID != 0 {
		for page := 1; ; page++ {
			items, err := s.o.Wishlists.Items(ctx, customerID, w.ID, page, 100)
			if err != nil {
				return Export{}, fmt.Errorf("privacy: wish list items: %w", err)
			}
			out.Wishlist = append(out.Wishlist, items...)
			if len(items) < 100 {
				break
			}
		}
	}
	for page := 1; ; page++ {
		reviews, err := s.o.Reviews.ForCustomer(ctx, customerID, page, review.MaxPageSize)
		if err != nil {
			return Export{}, fmt.Errorf("privacy: reviews: %w", err)
		}
		for _, r := range reviews.Items {
			x := Review{ProductID: r.ProductID, Nickname: r.Nickname, Title: r.Title, Text: r.Text, Rating: r.Rating, Status: string(r.Status),
				Language: string(r.Locale), WrittenAt: r.CreatedAt.UTC(), ShopReply: r.Reply}
			if !r.RepliedAt.IsZero() {
				at := r.RepliedAt.UTC()
				x.RepliedAt = &at
			}
			out.Reviews = append(out.Reviews, x)
		}
		if page >= reviews.TotalPages() {
			break
		}
	}
	out.Counts = map[string]int{"addresses": len(out.Addresses), "sessions": len(out.Sessions), "orders": len(out.Orders),
		"documents": len(out.Documents), "returns": len(out.Returns), "withdrawals": len(out.Withdrawals), "wishlist": len(out.Wishlist),
		"reviews": len(out.Reviews)}
	return out, nil
}

func orderOf(o order.Order) Order {
	out := Order{Number: o.Number, PlacedAt: o.CreatedAt.UTC(), Status: string(o.Status), Email: o.Email, PaymentMethod: o.PaymentMethod,
		GrandTotalCents: int64(o.Totals.GrandTotal), BillingAddress: o.BillingAddress, ShippingAddress: o.ShippingAddress,
		Shipments: slices.Clone(o.Shipments)}
	for _, it := range o.Items {
		out.Items = append(out.Items, OrderItem{SKU: it.SKU, Name: it.Name, Choices: it.Details(), Quantity: it.QtyOrdered, Canceled: it.QtyCanceled,
			Shipped: it.QtyShipped, UnitCents: int64(it.UnitPrice), TotalCents: int64(it.RowTotal)})
	}
	return out
}

// WriteJSON writes an export as indented JSON.
func WriteJSON(w io.Writer, e Export) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(e)
}
