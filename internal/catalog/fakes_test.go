package catalog_test

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"sync"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/search"
)

// fakeEngine is a small in-memory search.Engine: substring matching on
// names and SKUs, the filters, sorting by id or price, and facet counts.
// It records the last query it was asked.
type fakeEngine struct {
	mu        sync.Mutex
	docs      map[int64]search.Document
	lastQuery search.Query
	// result, when set, is answered instead of searching.
	result *search.Result
	// onIndex, when set, runs as documents are written.
	onIndex func()
}

func newFakeEngine() *fakeEngine { return &fakeEngine{docs: map[int64]search.Document{}} }

func (e *fakeEngine) Index(_ context.Context, docs ...search.Document) error {
	if e.onIndex != nil {
		e.onIndex()
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, d := range docs {
		e.docs[d.ID] = d
	}
	return nil
}

func (e *fakeEngine) Delete(_ context.Context, ids ...int64) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, id := range ids {
		delete(e.docs, id)
	}
	return nil
}

func (e *fakeEngine) Count(context.Context) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.docs), nil
}

func (e *fakeEngine) Close() error { return nil }

func (e *fakeEngine) doc(id int64) (search.Document, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	d, ok := e.docs[id]
	return d, ok
}

func anyOf(want []int64, have ...int64) bool {
	if len(want) == 0 {
		return true
	}
	for _, w := range want {
		for _, h := range have {
			if w == h {
				return true
			}
		}
	}
	return false
}

func (e *fakeEngine) Search(_ context.Context, q search.Query) (search.Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.lastQuery = q
	if e.result != nil {
		return *e.result, nil
	}
	var hits []search.Document
	res := search.Result{Facets: search.Facets{
		Categories: map[int64]int{}, Manufacturers: map[int64]int{}, Colors: map[int64]int{}, Sizes: map[int64]int{},
	}}
	buckets := []search.PriceBucket{{From: 0, To: 5000}, {From: 5000, To: 10000}, {From: 10000, To: 20000}, {From: 20000}}
	for _, d := range e.docs {
		text := strings.ToLower(q.Text)
		if text != "" && !strings.Contains(strings.ToLower(d.Name[q.Locale]), text) && !strings.Contains(strings.ToLower(strings.Join(d.SKUs, " ")), text) {
			continue
		}
		price := (q.PriceFrom == nil || d.Price >= *q.PriceFrom) && (q.PriceTo == nil || d.Price < *q.PriceTo)
		cat, man := anyOf(q.CategoryIDs, d.CategoryIDs...), anyOf(q.ManufacturerIDs, d.ManufacturerID)
		col, size := anyOf(q.ColorIDs, d.ColorIDs...), anyOf(q.SizeIDs, d.SizeIDs...)
		if man && col && size && price {
			for _, c := range d.CategoryIDs {
				res.Facets.Categories[c]++
			}
		}
		if cat && col && size && price && d.ManufacturerID != 0 {
			res.Facets.Manufacturers[d.ManufacturerID]++
		}
		if cat && man && size && price {
			for _, c := range d.ColorIDs {
				res.Facets.Colors[c]++
			}
		}
		if cat && man && col && price {
			for _, c := range d.SizeIDs {
				res.Facets.Sizes[c]++
			}
		}
		if cat && man && col && size {
			for i, b := range buckets {
				if d.Price >= b.From && (b.To == 0 || d.Price < b.To) {
					buckets[i].Count++
				}
			}
		}
		if cat && man && col && size && price {
			hits = append(hits, d)
		}
	}
	res.Facets.Prices = buckets
	sort.Slice(hits, func(i, j int) bool {
		if q.Sort == search.ByPrice && hits[i].Price != hits[j].Price {
			return (hits[i].Price < hits[j].Price) != q.Descending
		}
		return hits[i].ID < hits[j].ID
	})
	res.Total = len(hits)
	for i := q.Offset; i < len(hits) && i < q.Offset+q.Limit; i++ {
		res.IDs = append(res.IDs, hits[i].ID)
	}
	return res, nil
}

// job is what fakeQueue recorded.
type job struct {
	Kind, Key string
	IDs       []int64
	RunAt     time.Time
}

// fakeQueue records the jobs enqueued and writes a row in the transaction
// it is given, so that a test can see the job roll back with it.
type fakeQueue struct {
	mu   sync.Mutex
	jobs []job
}

func (q *fakeQueue) Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error {
	raw, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	var p struct {
		IDs []int64 `json:"ids"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return err
	}
	// The transaction must be usable: a query proves it.
	var one int
	if err := tx.Get(ctx, &one, "SELECT 1"); err != nil {
		return err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.jobs = append(q.jobs, job{Kind: kind, Key: key, IDs: p.IDs, RunAt: runAt})
	return nil
}

func (q *fakeQueue) taken() []job {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := q.jobs
	q.jobs = nil
	return out
}
