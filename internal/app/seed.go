package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"time"

	gcblob "gocloud.dev/blob"
	"gocloud.dev/gcerrors"

	"paddock/internal/admin/staff"
	"paddock/internal/blocks"
	"paddock/internal/catalog"
	"paddock/internal/catalog/demo"
	"paddock/internal/config"
	"paddock/internal/content"
	contentdemo "paddock/internal/content/demo"
	"paddock/internal/coupon"
	coupondemo "paddock/internal/coupon/demo"
	"paddock/internal/customer"
	customerdemo "paddock/internal/customer/demo"
	"paddock/internal/directory"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/secret"
	"paddock/internal/returns"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// SeedOptions choose what Seed loads besides the demo shop.
type SeedOptions struct {
	// Products adds this many generated products for benchmarks.
	Products int
	// Progress receives progress lines of the generator; nil for none.
	Progress io.Writer
	// ImageSize draws the demo images this many pixels wide and high
	// instead of full size; tests use it to save time.
	ImageSize int
	// Again puts the demo's catalogue, content, coupons and shipping
	// rates back as the demo has them, over what staff changed. Without it
	// a shop that holds them already (demoInPlace) keeps them as they are.
	Again bool
}

// demoSeededSetting marks (in shop_setting) that the demo data was seeded.
const demoSeededSetting = "demo.seeded"

// demoInPlace reports whether the shop holds its demo data already (or a
// catalogue of its own): then a second seed, as every make run does,
// leaves the products, pages, coupons and rates as staff changed them.
func demoInPlace(ctx context.Context, d *db.DB) (bool, error) {
	var n int
	err := d.Read().Get(ctx, &n, `SELECT (SELECT COUNT(*) FROM shop_setting WHERE name = ?) + (SELECT COUNT(*) FROM (SELECT 1 FROM product LIMIT 1) p)`, demoSeededSetting)
	if err != nil {
		return false, fmt.Errorf("is the demo in place: %w", err)
	}
	return n > 0, nil
}

// Seed fills the database with the demo shop: store views, site, countries,
// return reasons, CMS blocks, the demo customers, the demo seller's legal
// data (settings.Demo, where the shop has none) and the demo catalogue
// with its images.
// Running it twice is safe. Search indexing and the images' derivatives
// are left to the jobs that the catalogue and the media library enqueue,
// which paddock serve works through.
func Seed(ctx context.Context, cfg config.Config, logger *slog.Logger, opts SeedOptions) error {
	d, err := Open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer d.Close()
	if cfg, err = publicBaseURL(ctx, d, cfg, logger, false); err != nil {
		return err
	}
	bucket, err := blob.Open(ctx, cfg.BlobURL)
	if err != nil {
		return fmt.Errorf("open files at %s: %w", cfg.BlobURL, err)
	}
	defer bucket.Close()

	inPlace, err := demoInPlace(ctx, d)
	if err != nil {
		return err
	}
	demoData := !inPlace || opts.Again
	// The shop's structure: each changes nothing when run again.
	for _, seed := range []func(context.Context, *db.DB) error{catalog.Seed, directory.Seed, returns.Seed, blocks.Seed} {
		if err := seed(ctx, d); err != nil {
			return err
		}
	}
	if demoData {
		if err := shipping.Seed(ctx, d); err != nil {
			return err
		}
	}
	if err := content.Seed(ctx, d, cfg.BaseURL); err != nil {
		return err
	}
	if err := customer.Seed(ctx, d, customerdemo.Accounts()); err != nil {
		return fmt.Errorf("demo customers: %w", err)
	}
	// The demo seller, unless the shop set its own.
	if err := settings.SeedDemo(ctx, settings.NewService(d, settings.Options{})); err != nil {
		return err
	}
	// No engine: the catalogue enqueues reindex jobs in the same
	// transactions as its saves. The image library enqueues a job per
	// picture that makes its derivatives: seeding stays as fast as
	// drawing, and paddock serve makes them in the background before
	// visitors ask (a derivative asked for sooner is made then).
	queue := jobs.New(d, logger)
	cat := catalog.NewService(d, nil, queue)
	images := imageStore{lib: media.NewLibrary(bucket, media.Options{Logger: logger, Jobs: queue, DB: d}), bucket: bucket}
	now := time.Now()
	if demoData {
		if err := demoSeed(ctx, cat, images, now, opts.ImageSize); err != nil {
			return fmt.Errorf("demo catalogue: %w", err)
		}
		if err := demoContent(ctx, d, cat, images, now, opts.ImageSize, logger); err != nil {
			return fmt.Errorf("demo content: %w", err)
		}
		if err := demoCoupons(ctx, d, cat); err != nil {
			return fmt.Errorf("demo coupons: %w", err)
		}
		if _, err := d.Write().Exec(ctx, `INSERT INTO shop_setting (name, value, revision, updated_at) VALUES (?, ?, 1, ?)
			ON CONFLICT (name) DO UPDATE SET value = excluded.value, revision = shop_setting.revision + 1, updated_at = excluded.updated_at`,
			demoSeededSetting, now.UTC().Format(time.RFC3339), now.UTC()); err != nil {
			return fmt.Errorf("mark the demo seeded: %w", err)
		}
	} else {
		logger.InfoContext(ctx, "demo catalogue, content, coupons and shipping rates in place: left as staff changed them (paddock seed -again puts them back)")
	}
	// The demo's staff (README.md), after the clubs they manage.
	key, err := secret.Load(ctx, d, cfg.Secret)
	if err != nil {
		return fmt.Errorf("signing key: %w", err)
	}
	if err := staff.Seed(ctx, d, key, staff.DemoAccounts()); err != nil {
		return fmt.Errorf("demo staff: %w", err)
	}
	if opts.Products > 0 {
		if err := demoGenerate(ctx, cat, images, opts.Products, now, opts.Progress); err != nil {
			return fmt.Errorf("generate %d products: %w", opts.Products, err)
		}
	}
	logger.InfoContext(ctx, "demo data in place", "database", d.Dialect(), "generated_products", opts.Products)
	return nil
}

func demoSeed(ctx context.Context, c catalog.Service, images imageStore, now time.Time, imageSize int) error {
	if imageSize > 0 {
		return demo.SeedSmall(ctx, c, images, now, imageSize)
	}
	return demo.Seed(ctx, c, images, now)
}

// demoContent seeds the demo content (pages, clubs, sales, the site's
// groups) after the demo catalogue it points at.
func demoContent(ctx context.Context, d *db.DB, c catalog.Service, images imageStore, now time.Time, imageSize int, logger *slog.Logger) error {
	svc := content.NewService(d, content.Options{Clock: func() time.Time { return now }, Logger: logger})
	return contentdemo.Seed(ctx, svc, c, images, contentdemo.Options{Now: now, ImageSize: imageSize})
}

// demoCoupons saves the demo coupons, the feed coupon limited to the
// demo's feed category and everything below it.
func demoCoupons(ctx context.Context, d *db.DB, c catalog.Service) error {
	var feed []int64
	found, err := c.Categories(ctx, i18n.German, catalog.CategoryFilter{URLPath: "stall/futter"})
	if err != nil {
		return err
	}
	if len(found) == 1 {
		tree, err := c.CategoryTree(ctx, i18n.German, found[0].ID, catalog.MaxTreeDepth)
		if err != nil {
			return err
		}
		var walk func(catalog.Category)
		walk = func(cat catalog.Category) {
			feed = append(feed, cat.ID)
			for _, child := range cat.Children {
				walk(child)
			}
		}
		walk(tree)
	}
	coupons := coupon.NewService(d, time.Now)
	for _, in := range coupondemo.Coupons(feed) {
		if _, err := coupons.Save(ctx, in); err != nil {
			return fmt.Errorf("%s: %w", in.Code, err)
		}
	}
	return nil
}

func demoGenerate(ctx context.Context, c catalog.Service, images imageStore, n int, now time.Time, progress io.Writer) error {
	return demo.Generate(ctx, c, images, n, now, progress)
}

// imageStore adapts the media library to the demo catalogue, and keeps its
// memo of drawings beside the images, so a second seed does not draw again.
type imageStore struct {
	lib    *media.Library
	bucket *blob.Bucket
}

var _ demo.DrawingMemo = imageStore{}

func (s imageStore) Put(ctx context.Context, r io.Reader) (string, int, int, error) {
	stored, err := s.lib.Put(ctx, r)
	return stored.Key, stored.Width, stored.Height, err
}

// drawing is a memo entry.
type drawing struct {
	Key    string `json:"key"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

func drawingBlob(name string) string { return "demo-drawings/" + name + ".json" }

func (s imageStore) Recall(ctx context.Context, name string) (string, int, int, bool, error) {
	data, err := s.bucket.ReadAll(ctx, drawingBlob(name))
	if gcerrors.Code(err) == gcerrors.NotFound {
		return "", 0, 0, false, nil
	}
	if err != nil {
		return "", 0, 0, false, err
	}
	var d drawing
	if err := json.Unmarshal(data, &d); err != nil {
		return "", 0, 0, false, nil // a damaged entry: draw again
	}
	ok, err := s.lib.Has(ctx, d.Key)
	if err != nil || !ok {
		return "", 0, 0, false, err
	}
	// A drawing recalled is not put again, and no job is enqueued for it:
	// the bucket that kept the drawing keeps the derivatives made from it
	// too, and one missing is made on its first request. (A job per
	// recalled picture made a second seed write hundreds of rows.)
	return d.Key, d.Width, d.Height, true, nil
}

func (s imageStore) Remember(ctx context.Context, name, key string, width, height int) error {
	data, err := json.Marshal(drawing{Key: key, Width: width, Height: height})
	if err != nil {
		return fmt.Errorf("encode drawing memo: %w", err)
	}
	return s.bucket.WriteAll(ctx, drawingBlob(name), data, &gcblob.WriterOptions{ContentType: "application/json"})
}
