package order

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/vat"
)

// The One-Stop-Shop return (§18j UStG): a shop registered for OSS
// (settings.Tax.OSS) declares each quarter, per member state and rate,
// the net amount and VAT of its distance sales to consumers there. They
// are read from the documents issued in the quarter, as they were issued:
// invoices add, credit notes (their refunds) take off, each in the
// quarter of its own date (Art. 61 of Regulation 282/2011: corrections go
// into the return of the period they are made in). A document counts
// when it charges another member state's VAT than the seller's
// (Sheet.VATCountry); sales at home, exports and intra-community
// supplies to businesses (reverse charge) are not OSS sales.

// Quarter is a calendar quarter, as the OSS return is filed.
type Quarter struct {
	Year int
	Q    int // 1 to 4
}

// ParseQuarter reads a quarter written as 2026-Q4 (q in either case);
// Invalid "order.oss.quarter" for anything else.
func ParseQuarter(s string) (Quarter, error) {
	year, q, ok := strings.Cut(strings.ToUpper(strings.TrimSpace(s)), "-Q")
	y, err1 := strconv.Atoi(year)
	n, err2 := strconv.Atoi(q)
	if !ok || err1 != nil || err2 != nil || len(year) != 4 || y < 2021 || y > 9999 || n < 1 || n > 4 || len(q) != 1 {
		return Quarter{}, apperr.New(apperr.Invalid, "order.oss.quarter").OnField("quarter")
	}
	return Quarter{Year: y, Q: n}, nil
}

// String is the quarter as ParseQuarter reads it.
func (q Quarter) String() string { return fmt.Sprintf("%d-Q%d", q.Year, q.Q) }

// days are the quarter's first day and the day after its last
// (YYYY-MM-DD, the documents' dates in Berlin).
func (q Quarter) days() (from, to string) {
	start := time.Date(q.Year, time.Month(3*(q.Q-1)+1), 1, 0, 0, 0, 0, berlin)
	return start.Format(time.DateOnly), start.AddDate(0, 3, 0).Format(time.DateOnly)
}

// OSSLine is one line of the OSS return: what the quarter's documents
// charged at one rate of one member state, net and VAT, credit notes
// taken off.
type OSSLine struct {
	Country string
	Rate    vat.Rate
	Net     catalog.Money
	Tax     catalog.Money
}

// ossBatch is how many documents the report reads at once, so that a
// busy quarter is not held in memory whole.
const ossBatch = 500

func (s *service) OSSReport(ctx context.Context, q Quarter) ([]OSSLine, error) {
	from, to := q.days()
	first, err := time.ParseInLocation(time.DateOnly, from, berlin)
	if err != nil {
		return nil, err
	}
	last, err := time.ParseInLocation(time.DateOnly, to, berlin)
	if err != nil {
		return nil, err
	}
	type key struct {
		country string
		rate    vat.Rate
	}
	sums := map[key]*OSSLine{}
	after := int64(0)
	for {
		var rows []documentRow
		// The date a document carries is its issue day in Berlin; the
		// instants around it only narrow the search.
		if err := s.db.Read().Select(ctx, &rows, `SELECT `+documentColumns+` FROM sales_document
			WHERE issued_at >= ? AND issued_at < ? AND id > ? ORDER BY id LIMIT ?`,
			first.UTC(), last.UTC(), after, ossBatch); err != nil {
			return nil, fmt.Errorf("order: oss report %s: %w", q, err)
		}
		for _, r := range rows {
			after = r.ID
			d, err := documentOf(r)
			if err != nil {
				return nil, err
			}
			sh := d.Sheet
			if sh.IssueDate < from || sh.IssueDate >= to || sh.Export || sh.ReverseCharge ||
				sh.VATCountry == "" || strings.EqualFold(sh.VATCountry, sh.Seller.Country) {
				continue
			}
			sign := catalog.Money(1)
			if d.Kind == KindCreditNote {
				sign = -1
			}
			for _, v := range sh.VAT {
				if v.Category != CategoryStandard {
					continue
				}
				k := key{sh.VATCountry, v.Rate}
				if sums[k] == nil {
					sums[k] = &OSSLine{Country: k.country, Rate: k.rate}
				}
				sums[k].Net += sign * v.Net
				sums[k].Tax += sign * v.Tax
			}
		}
		if len(rows) < ossBatch {
			break
		}
	}
	out := make([]OSSLine, 0, len(sums))
	for _, l := range sums {
		out = append(out, *l)
	}
	slices.SortFunc(out, func(a, b OSSLine) int {
		if c := cmp.Compare(a.Country, b.Country); c != 0 {
			return c
		}
		return cmp.Compare(b.Rate, a.Rate)
	})
	return out, nil
}
