package review

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
)

// Dependencies are the services reviews use.
type Dependencies struct {
	DB      *db.DB
	Catalog Catalog
	Orders  Orders
	Limiter ratelimit.Limiter
	// Audit keeps the back office's trail (audit.Service.Record).
	Audit interface {
		Record(ctx context.Context, e audit.Entry) error
	}
}

// Options adjust the service.
type Options struct {
	// Now is the clock of timestamps; time.Now when nil.
	Now func() time.Time
}

type service struct {
	Dependencies
	now func() time.Time
}

// NewService returns the reviews kept in deps.DB; the answer is a Staff
// too.
func NewService(deps Dependencies, opts Options) (Service, error) {
	if deps.DB == nil || deps.Catalog == nil || deps.Orders == nil || deps.Limiter == nil || deps.Audit == nil {
		return nil, errors.New("review: the database, the catalogue, the orders, a limiter and the audit trail are needed")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &service{Dependencies: deps, now: opts.Now}, nil
}

var (
	_ Service = (*service)(nil)
	_ Staff   = (*service)(nil)
)

type reviewRow struct {
	ID               int64        `db:"id"`
	ProductID        int64        `db:"product_id"`
	CustomerID       int64        `db:"customer_id"`
	Locale           string       `db:"locale"`
	Nickname         string       `db:"nickname"`
	Title            string       `db:"title"`
	Text             string       `db:"text"`
	Rating           int          `db:"rating"`
	Status           string       `db:"status"`
	VerifiedPurchase bool         `db:"verified_purchase"`
	Reply            string       `db:"reply"`
	RepliedBy        string       `db:"replied_by"`
	RepliedAt        sql.NullTime `db:"replied_at"`
	ModeratedBy      string       `db:"moderated_by"`
	ModeratedAt      sql.NullTime `db:"moderated_at"`
	CreatedAt        time.Time    `db:"created_at"`
}

const columns = `r.id, r.product_id, r.customer_id, r.locale, r.nickname, r.title, r.text, r.rating, r.status, r.verified_purchase,
	r.reply, r.replied_by, r.replied_at, r.moderated_by, r.moderated_at, r.created_at`

func (r reviewRow) review() Review {
	out := Review{ID: r.ID, ProductID: r.ProductID, CustomerID: r.CustomerID, Locale: i18n.Locale(r.Locale), Nickname: r.Nickname,
		Title: r.Title, Text: r.Text, Rating: r.Rating, Status: Status(r.Status), VerifiedPurchase: r.VerifiedPurchase,
		Reply: r.Reply, RepliedBy: r.RepliedBy, ModeratedBy: r.ModeratedBy, CreatedAt: r.CreatedAt.UTC()}
	if r.RepliedAt.Valid {
		out.RepliedAt = r.RepliedAt.Time.UTC()
	}
	if r.ModeratedAt.Valid {
		out.ModeratedAt = r.ModeratedAt.Time.UTC()
	}
	return out
}

// clean is a text as kept: trimmed, its line ends made \n, without
// control characters other than new lines (and tabs) nor formatting
// characters that could hide what it says.
func clean(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(i18n.StripFormat(s))
}

// oneLine is a single-line text as kept (nickname, title).
func oneLine(s string) string { return strings.Join(strings.Fields(clean(s)), " ") }

// product resolves sku to the product the storefront shows: a variant's
// configurable product.
func (s *service) product(ctx context.Context, locale i18n.Locale, sku string) (int64, error) {
	sku = strings.TrimSpace(sku)
	if sku == "" {
		return 0, apperr.New(apperr.NotFound, "review.productNotFound").OnField("sku")
	}
	found, err := s.Catalog.Products(ctx, locale, catalog.ProductFilter{SKUs: []string{sku}})
	if err != nil {
		return 0, fmt.Errorf("review: product %q: %w", sku, err)
	}
	for _, p := range found {
		if p.SKU != sku {
			continue
		}
		if p.ParentID != 0 {
			return p.ParentID, nil
		}
		return p.ID, nil
	}
	return 0, apperr.New(apperr.NotFound, "review.productNotFound").OnField("sku")
}

func (s *service) Create(ctx context.Context, customerID int64, locale i18n.Locale, in Input) (Review, error) {
	if customerID <= 0 {
		return Review{}, apperr.New(apperr.Unauthenticated, "review.signInRequired")
	}
	in.Nickname, in.Title, in.Text = oneLine(in.Nickname), oneLine(in.Title), clean(in.Text)
	var f apperr.Fields
	checkText(&f, "nickname", in.Nickname, 1, MaxNickname)
	checkText(&f, "summary", in.Title, 1, MaxTitle)
	checkText(&f, "text", in.Text, MinText, MaxText)
	if in.Rating < 1 || in.Rating > 5 {
		f.Add("ratings", "review.ratingRequired")
	}
	if err := f.Err(); err != nil {
		return Review{}, err
	}
	productID, err := s.product(ctx, locale, in.SKU)
	if err != nil {
		return Review{}, err
	}
	verdict, err := s.Limiter.Allow(ctx, CreatePerCustomer, fmt.Sprintf("customer:%d", customerID))
	if err != nil {
		return Review{}, fmt.Errorf("review: %w", err)
	}
	if err := verdict.Err("review.rateLimited"); err != nil {
		return Review{}, err
	}
	bought, err := s.Orders.Purchased(ctx, customerID, productID)
	if err != nil {
		return Review{}, fmt.Errorf("review: %w", err)
	}
	if !bought {
		return Review{}, apperr.New(apperr.Forbidden, "review.notPurchased")
	}
	now := s.now().UTC()
	var out Review
	err = s.DB.InTx(ctx, func(tx db.Handle) error {
		res, err := tx.Exec(ctx, `INSERT INTO product_review (product_id, customer_id, locale, nickname, title, text, rating, status,
			verified_purchase, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (product_id, customer_id) DO NOTHING`,
			productID, customerID, string(locale), in.Nickname, in.Title, in.Text, in.Rating, string(Pending), true, now, now)
		if err != nil {
			return fmt.Errorf("review: write: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("review: write: %w", err)
		} else if n == 0 {
			return apperr.New(apperr.Conflict, "review.already")
		}
		var row reviewRow
		if err := tx.Get(ctx, &row, `SELECT `+columns+` FROM product_review r WHERE r.product_id = ? AND r.customer_id = ?`,
			productID, customerID); err != nil {
			return fmt.Errorf("review: read back: %w", err)
		}
		out = row.review()
		return nil
	})
	if err != nil {
		return Review{}, err
	}
	return out, nil
}

func checkText(f *apperr.Fields, field, v string, min, max int) {
	n := utf8.RuneCountInString(v)
	switch {
	case n == 0:
		f.Add(field, "input.required")
	case n < min:
		f.Add(field, "review.tooShort", "min", min)
	case n > max:
		f.Add(field, "input.tooLong", "max", max)
	}
}

func (s *service) Eligible(ctx context.Context, customerID int64, locale i18n.Locale, sku string) (Eligibility, error) {
	productID, err := s.product(ctx, locale, sku)
	if err != nil {
		return "", err
	}
	var n int
	if err := s.DB.Read().Get(ctx, &n, `SELECT COUNT(*) FROM product_review WHERE product_id = ? AND customer_id = ?`,
		productID, customerID); err != nil {
		return "", fmt.Errorf("review: eligible: %w", err)
	}
	if n > 0 {
		return AlreadyReviewed, nil
	}
	bought, err := s.Orders.Purchased(ctx, customerID, productID)
	if err != nil {
		return "", fmt.Errorf("review: %w", err)
	}
	if !bought {
		return NotPurchased, nil
	}
	return CanReview, nil
}

func checkPage(page, size int) error {
	if page < 1 {
		return apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("currentPage")
	}
	if size < 1 || size > MaxPageSize {
		return apperr.New(apperr.Invalid, "errors.input.pageSize", "max", MaxPageSize).OnField("pageSize")
	}
	return nil
}

// page reads a page of the reviews where names, newest first.
func (s *service) page(ctx context.Context, where string, args []any, page, size int) (Page, error) {
	if err := checkPage(page, size); err != nil {
		return Page{}, err
	}
	out := Page{Page: page, PageSize: size, Items: []Review{}}
	if err := s.DB.Read().Get(ctx, &out.TotalCount, `SELECT COUNT(*) FROM product_review r WHERE `+where, args...); err != nil {
		return Page{}, fmt.Errorf("review: count: %w", err)
	}
	if out.TotalCount == 0 {
		return out, nil
	}
	var rows []reviewRow
	if err := s.DB.Read().Select(ctx, &rows, `SELECT `+columns+` FROM product_review r WHERE `+where+`
		ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`, append(args, size, (page-1)*size)...); err != nil {
		return Page{}, fmt.Errorf("review: page: %w", err)
	}
	for _, r := range rows {
		out.Items = append(out.Items, r.review())
	}
	return out, nil
}

func (s *service) ForProduct(ctx context.Context, productID int64, page, size int) (Page, error) {
	return s.page(ctx, `r.product_id = ? AND r.status = ?`, []any{productID, string(Approved)}, page, size)
}

func (s *service) ForCustomer(ctx context.Context, customerID int64, page, size int) (Page, error) {
	return s.page(ctx, `r.customer_id = ?`, []any{customerID}, page, size)
}

func (s *service) Summaries(ctx context.Context, productIDs []int64) (map[int64]Summary, error) {
	out := make(map[int64]Summary, len(productIDs))
	if len(productIDs) == 0 {
		return out, nil
	}
	for _, id := range productIDs {
		out[id] = Summary{}
	}
	var rows []struct {
		ProductID int64 `db:"product_id"`
		Count     int   `db:"n"`
		Sum       int64 `db:"total"`
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(productIDs)), ", ")
	args := []any{string(Approved)}
	for _, id := range productIDs {
		args = append(args, id)
	}
	if err := s.DB.Read().Select(ctx, &rows, `SELECT product_id, COUNT(*) AS n, SUM(rating) AS total FROM product_review
		WHERE status = ? AND product_id IN (`+marks+`) GROUP BY product_id`, args...); err != nil {
		return nil, fmt.Errorf("review: summaries: %w", err)
	}
	for _, r := range rows {
		if r.Count > 0 {
			out[r.ProductID] = Summary{Count: r.Count, Average: float64(r.Sum) / float64(r.Count)}
		}
	}
	return out, nil
}

func (s *service) EraseCustomerReviews(ctx context.Context, customerID int64) (int, error) {
	res, err := s.DB.Write().Exec(ctx, `DELETE FROM product_review WHERE customer_id = ?`, customerID)
	if err != nil {
		return 0, fmt.Errorf("review: erase the reviews of %d: %w", customerID, err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
