package searchtest

import (
	"context"
	"sync"
	"testing"

	"paddock/internal/platform/search"
)

// testConcurrentWrites indexes the same documents from several goroutines
// at once, as a full rebuild and a reindex job may: every write succeeds
// and each product is in the index once.
func testConcurrentWrites(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2 {
				// Alternate the order, so writers meet each other's rows.
				batch := append([]search.Document(nil), docs...)
				if (w+i)%2 == 1 {
					for a, b := 0, len(batch)-1; a < b; a, b = a+1, b-1 {
						batch[a], batch[b] = batch[b], batch[a]
					}
				}
				if err := e.Index(ctx, batch...); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("concurrent index: %v", err)
	}
	if n, err := e.Count(ctx); err != nil || n != len(docs) {
		t.Errorf("count after concurrent writes: %d, %v; want %d", n, err, len(docs))
	}
}
