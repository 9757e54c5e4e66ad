package media

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// DeriveJobKind is the job that makes every derivative of a stored image
// ahead of its first request: Put enqueues one per image it stores, so no
// visitor waits for an encoder. Register Library.HandleDeriveJob for it
// where the job worker runs (paddock serve).
const DeriveJobKind = "media.derive"

// DeriveJob is the payload of a DeriveJobKind job.
type DeriveJob struct {
	// Key is the image's key, as Put returned it.
	Key string `json:"key"`
}

// Schedule enqueues the making of key's derivatives, when the library has
// a job queue (Options.Jobs); without one it does nothing and the first
// request of each derivative makes it. One job waits per image at most
// (the key is its dedupe key).
func (l *Library) Schedule(ctx context.Context, key string) error {
	if l.jobs == nil {
		return nil
	}
	if !ValidKey(key) {
		return fmt.Errorf("media: schedule: malformed key %q", key)
	}
	if err := l.jobs.Enqueue(ctx, l.db.Write(), DeriveJobKind, key, DeriveJob{Key: key}, time.Time{}); err != nil {
		return fmt.Errorf("media: schedule %s: %w", key, err)
	}
	return nil
}

// Derive makes every derivative of key that is not in the bucket yet:
// each size as WebP and in the fallback format (JPEG, PNG for transparent
// originals), exactly what the handler would make on a first request, and
// through the same flights, so a request arriving meanwhile shares the
// work. A key whose original is gone is nothing to do.
func (l *Library) Derive(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("media: derive: malformed key %q", key)
	}
	hash, _, _ := strings.Cut(key, ".")
	for _, size := range Sizes() {
		for _, webp := range []bool{true, false} {
			_, err := l.derivative(ctx, size, hash, webp, false)
			if errors.Is(err, errNoOriginal) {
				return nil
			}
			if err != nil {
				return fmt.Errorf("media: derive %s: %w", key, err)
			}
		}
	}
	return nil
}

// HandleDeriveJob is the handler of DeriveJobKind jobs.
func (l *Library) HandleDeriveJob(ctx context.Context, payload json.RawMessage) error {
	var job DeriveJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return fmt.Errorf("media: derive job: decode: %w", err)
	}
	return l.Derive(ctx, job.Key)
}
