package csvio_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/catalog/csvio"
	"paddock/internal/catalog/demo"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var testNow = time.Date(2026, 3, 18, 10, 30, 0, 0, time.UTC)

// shop is a catalogue with the demo shop in it, its media library and
// what an import and an export need of it.
type shop struct {
	d   *db.DB
	svc catalog.Service
	cat csvio.ExportCatalog
	lib *media.Library
}

type mediaStore struct{ lib *media.Library }

func (m mediaStore) Put(ctx context.Context, r io.Reader) (string, int, int, error) {
	s, err := m.lib.Put(ctx, r)
	return s.Key, s.Width, s.Height, err
}

// demoShop seeds the demo catalogue (small images) into d.
func demoShop(t testing.TB, d *db.DB) shop {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	bucket, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	lib := media.NewLibrary(bucket, media.Options{})
	svc := catalog.NewService(d, nil, nil)
	if err := demo.SeedSmall(ctx, svc, mediaStore{lib}, testNow, 32); err != nil {
		t.Fatalf("seed: %v", err)
	}
	return shop{d: d, svc: svc, cat: svc.(csvio.ExportCatalog), lib: lib}
}

func (s shop) export(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := csvio.Export(context.Background(), s.cat, &buf, csvio.Filter{}); err != nil {
		t.Fatalf("export: %v", err)
	}
	return buf.Bytes()
}

func (s shop) inputs(t testing.TB) []catalog.ProductInput {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	if err := s.d.Read().Select(ctx, &ids, `SELECT id FROM product WHERE parent_id IS NULL ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	ins, err := s.cat.ProductInputs(ctx, ids)
	if err != nil {
		t.Fatal(err)
	}
	return ins
}

func (s shop) importer(opts csvio.Options) *csvio.Importer {
	opts.Catalog, opts.Images = s.cat, s.lib
	return csvio.NewImporter(opts)
}

// counts counts the rows of the catalogue's tables.
func counts(t testing.TB, d *db.DB) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"product", "product_text", "product_image", "product_image_label", "product_category", "product_upsell", "product_multiselect", "product_custom_option", "product_custom_option_value", "category", "product_price_history", "product_tier_price"} {
		var n int
		if err := d.Read().Get(context.Background(), &n, `SELECT COUNT(*) FROM `+table); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		out[table] = n
	}
	return out
}

// TestRoundTrip exports the demo catalogue, imports the file into the same
// shop and exports again: the products read back exactly as before,
// the second file is the first, and no row was added.
func TestRoundTrip(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := demoShop(t, d)
		withTiers(t, s)
		varyVisibility(t, s)
		before, rows := s.inputs(t), counts(t, d)
		file := s.export(t)
		if !bytes.Contains(file, []byte("tier_prices=")) {
			t.Fatal("the export holds no tier prices")
		}
		rep, err := s.importer(csvio.Options{}).Check(ctx, file)
		if err != nil || !rep.OK() {
			t.Fatalf("check: %v, %+v", err, rep.Problems)
		}
		if rep.Products != len(before) {
			t.Fatalf("the file holds %d products, the shop %d", rep.Products, len(before))
		}
		var heard []int
		if _, err := s.importer(csvio.Options{BatchSize: 50}).Import(ctx, file, func(done, total int) {
			if total != len(before) {
				t.Errorf("progress of %d, want %d", total, len(before))
			}
			heard = append(heard, done)
		}); err != nil {
			t.Fatalf("import: %v", err)
		}
		if len(heard) < 3 || heard[len(heard)-1] != len(before) {
			t.Errorf("progress %v", heard)
		}
		after := s.inputs(t)
		if len(after) != len(before) {
			t.Fatalf("%d products after, %d before", len(after), len(before))
		}
		for i := range before {
			if !reflect.DeepEqual(before[i], after[i]) {
				t.Errorf("%s changed:\nbefore %+v\nafter  %+v", before[i].SKU, before[i], after[i])
			}
		}
		for table, n := range counts(t, d) {
			if table != "product_price_history" && rows[table] != n {
				t.Errorf("%s: %d rows after, %d before", table, n, rows[table])
			}
		}
		if again := s.export(t); !bytes.Equal(again, file) {
			t.Errorf("the second export differs from the first")
		}
	})
}

// withTiers makes sure the shop has tier prices on a simple product, on
// a configurable one and on one of its variants (own ones), so that the
// round trip carries each kind.
func withTiers(t *testing.T, s shop) {
	t.Helper()
	var simple, configurable bool
	var changed []catalog.ProductInput
	for _, in := range s.inputs(t) {
		switch {
		case !simple && in.Type == catalog.Simple && in.Price > 1000:
			simple = true
			in.TierPrices = []catalog.TierPrice{{Quantity: 5, Price: in.Price - 100}, {Quantity: 10, Percent: 10}}
			changed = append(changed, in)
		case !configurable && in.Type == catalog.Configurable && len(in.Variants) > 1 && in.Price > 1000:
			configurable = true
			in.TierPrices = []catalog.TierPrice{{Quantity: 3, Percent: 5}}
			regular := in.Variants[1].Price
			if regular == 0 {
				regular = in.Price
			}
			in.Variants[1].TierPrices = []catalog.TierPrice{{Quantity: 4, Price: regular - 1}}
			changed = append(changed, in)
		}
	}
	if !simple || !configurable {
		t.Fatal("the demo shop has no simple or configurable product to give tiers")
	}
	if _, err := s.svc.SaveProducts(context.Background(), changed); err != nil {
		t.Fatal(err)
	}
}

// header is a small file's header.
const header = "sku,store_view_code,product_type,categories,name,price,tax_class_name,qty,base_image,additional_attributes\n"

// goodRow is a row that imports.
const goodRow = "CSV-GOOD,,simple,Sortiment/Reiter,Gute Hose,49.90,Taxable Goods,5,,\n"

// TestCheckReportsEveryBadRowAndWritesNothing checks files with one bad
// row each: the report names the row, column and problem, the good row
// passes, and neither a check nor the refused import writes anything.
func TestCheckReportsEveryBadRowAndWritesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := demoShop(t, d)
		rows := counts(t, d)
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "not-an-image.jpg"), []byte("text"), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name   string
			row    string
			column string
			key    string
		}{
			{"unknown category", "CSV-BAD,,simple,Sortiment/Gibt es nicht,Hose,10.00,,1,,\n", "categories", "csvio.unknownCategory"},
			{"duplicate SKU", "CSV-GOOD,,simple,,Zweite Hose,10.00,,1,,\n", "sku", "csvio.duplicateSku"},
			{"negative price", "CSV-BAD,,simple,,Hose,-10.00,,1,,\n", "price", "catalog.input.price"},
			{"unreadable price", "CSV-BAD,,simple,,Hose,zehn,,1,,\n", "price", "csvio.amount"},
			{"bad tax class", "CSV-BAD,,simple,,Hose,10.00,Luxury Goods,1,,\n", "tax_class_name", "csvio.taxClass"},
			{"missing required translation", "CSV-BAD,,simple,,,10.00,,1,,\n", "name", "catalog.input.required"},
			{"broken image file", "CSV-BAD,,simple,,Hose,10.00,,1,fehlt.jpg,\n", "base_image", "csvio.image.missing"},
			{"image that is none", "CSV-BAD,,simple,,Hose,10.00,,1,not-an-image.jpg,\n", "base_image", "csvio.image.notImage"},
			{"unknown media key", "CSV-BAD,,simple,,Hose,10.00,,1," + strings.Repeat("ab", 32) + ".jpg,\n", "base_image", "csvio.image.unknownKey"},
			{"unknown store view", "CSV-GOOD,shop_xx,,,Trousers,,,,,\n", "store_view_code", "csvio.store"},
			{"unknown option", "CSV-BAD,,simple,,Hose,10.00,,1,,manufacturer=gibtsnicht\n", "additional_attributes", "catalog.input.unknownOption"},
			{"product type", "CSV-BAD,,bundle,,Hose,10.00,,1,,\n", "product_type", "csvio.productType"},
			{"unreadable tier prices", "CSV-BAD,,simple,,Hose,10.00,,1,,tier_prices=5-9.90\n", "additional_attributes", "csvio.tierPrices"},
			{"tier price above the price", "CSV-BAD,,simple,,Hose,10.00,,1,,tier_prices=5:12.00|10:10%\n", "additional_attributes", "catalog.tier.price"},
			{"tier at 1 piece", "CSV-BAD,,simple,,Hose,10.00,,1,,tier_prices=1:9.00\n", "additional_attributes", "catalog.tier.quantity"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				file := []byte(header + goodRow + tc.row)
				im := s.importer(csvio.Options{ImagesDir: dir})
				rep, err := im.Check(ctx, file)
				if err != nil {
					t.Fatalf("check: %v", err)
				}
				if len(rep.Problems) != 1 {
					t.Fatalf("problems %+v, want one", rep.Problems)
				}
				p := rep.Problems[0]
				if p.Row != 3 || p.Column != tc.column || p.Key != tc.key {
					t.Errorf("problem %+v, want row 3, %s, %s", p, tc.column, tc.key)
				}
				for _, l := range i18n.Locales {
					msg := p.Message(i18n.WithLocale(ctx, l))
					if msg == "" || strings.Contains(msg, "{{") || strings.HasPrefix(msg, "csvio.") || strings.HasPrefix(msg, "catalog.") {
						t.Errorf("%s message %q", l, msg)
					}
				}
				if _, err := im.Import(ctx, file, nil); apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Key != "csvio.problems" {
					t.Errorf("import of a bad file: %v", err)
				}
			})
		}
		for _, tc := range []struct {
			name string
			file []byte
			key  string
		}{
			{"wrong encoding", []byte(header + "CSV-BAD,,simple,,Gr\xf6\xdfe Hose,10.00,,1,,\n"), "csvio.encoding"},
			{"50 MB", append([]byte(header), bytes.Repeat([]byte{'x'}, csvio.MaxFileBytes)...), "csvio.tooLarge"},
			{"broken gzip", append([]byte{0x1f, 0x8b, 8, 0}, bytes.Repeat([]byte{'x'}, 64)...), "csvio.archive"},
			{"no sku column", []byte("name,price\nHose,10.00\n"), "csvio.noSku"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				im := s.importer(csvio.Options{})
				for i, run := range []func() error{
					func() error { _, err := im.Check(ctx, tc.file); return err },
					func() error { _, err := im.Import(ctx, tc.file, nil); return err },
					func() error { _, err := csvio.ReadFile(bytes.NewReader(tc.file)); return err },
				} {
					uploadOnly := tc.key == "csvio.tooLarge" || tc.key == "csvio.archive"
					if uploadOnly && i < 2 {
						continue // the limit and the unpacking are ReadFile's: the file as uploaded
					}
					err := run()
					if !uploadOnly && err == nil {
						continue // ReadFile reads any encoding
					}
					if e := apperr.As(err); e.Kind != apperr.Invalid || e.Key != tc.key {
						t.Errorf("got %v, want %s", err, tc.key)
					}
				}
			})
		}
		if got := counts(t, d); !reflect.DeepEqual(got, rows) {
			t.Errorf("rows changed: %v, before %v", got, rows)
		}
		ps, err := s.svc.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"CSV-GOOD", "CSV-BAD"}})
		if err != nil || len(ps) != 0 {
			t.Errorf("products written: %d, %v", len(ps), err)
		}
	})
}

// TestImportVariantsTranslationsAndImages imports a configurable product
// with variants, translations, an image file and an image URL, in batches
// of one with an upsell of a later batch.
func TestImportVariantsTranslationsAndImages(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := demoShop(t, d)
		dir := t.TempDir()
		pic := pngBytes(t, 64, 48)
		if err := os.WriteFile(filepath.Join(dir, "hose.png"), pic, 0o600); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/bild.png" {
				http.NotFound(w, r)
				return
			}
			_, _ = w.Write(pngBytes(t, 40, 40))
		}))
		defer srv.Close()
		file := "sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,qty,base_image,base_image_label,additional_images,upsell_skus,configurable_variations,configurable_variation_labels,additional_attributes,custom_options\n" +
			`CSV-JACKE,,configurable,"Default Category/Reiter/Reitbekleidung",Jacke,"<p>Warm, leicht</p>",99.00,79.00,2026-03-01,0,hose.png,Vorne,` + srv.URL + `/bild.png,CSV-MUETZE,"sku=CSV-JACKE-S,size=s|sku=CSV-JACKE-M,size=m",size=Größe,"material_care=Waschen\, 30 °C,manufacturer_info=Info","name=Gravur,type=field,required=0,price=5.00,price_type=fixed,max_characters=20"` + "\n" +
			"CSV-JACKE-S,,simple,,Jacke S,,99.00,,,3,,,,,,,,\n" +
			"CSV-JACKE-M,,simple,,Jacke M,,109.00,,,0,,,,,,,,\n" +
			"CSV-JACKE,shop_en,,,Jacket,<p>Warm</p>,,,,,,Front,,,,,material_care=Wash at 30 °C,name=Engraving\n" +
			"CSV-JACKE,shop_fr,,,Veste,,,,,,,,,,,,,\n" +
			"CSV-MUETZE,,simple,Sortiment/reiter,Mütze,,19.90,,,10,,,,,,,color=Dunkelgrün,\n"
		var heard []int
		rep, err := s.importer(csvio.Options{ImagesDir: dir, AllowPrivateURLs: true, BatchSize: 1}).Import(ctx, []byte(file), func(done, _ int) { heard = append(heard, done) })
		if err != nil {
			t.Fatalf("import: %v %+v", err, rep.Problems)
		}
		if rep.Products != 2 || rep.Variants != 2 || !reflect.DeepEqual(heard, []int{0, 1, 2}) {
			t.Errorf("report %+v, progress %v", rep, heard)
		}
		ps, err := s.svc.Products(ctx, i18n.French, catalog.ProductFilter{SKUs: []string{"CSV-JACKE"}})
		if err != nil || len(ps) != 1 {
			t.Fatalf("products: %v %d", err, len(ps))
		}
		p := ps[0]
		if p.Name != "Veste" || len(p.Variants) != 2 || len(p.Images) != 2 || len(p.UpsellIDs) != 1 || len(p.CustomOptions) != 1 {
			t.Errorf("product %+v", p)
		}
		ins, err := s.cat.ProductInputs(ctx, []int64{p.ID})
		if err != nil {
			t.Fatal(err)
		}
		in := ins[0]
		cap, err := s.svc.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"CSV-MUETZE"}})
		if err != nil || len(cap) != 1 || cap[0].Color == nil || cap[0].Color.Code != "dunkelgruen" {
			t.Errorf("a colour by its label (as Magento writes it): %+v %v", cap, err)
		}
		if in.Name[i18n.English] != "Jacket" || in.MaterialCare[i18n.German] != "Waschen, 30 °C" || in.Images[0].Label[i18n.English] != "Front" ||
			in.Images[0].Width != 64 || in.Variants[1].Price != 10900 || in.Variants[0].Price != 0 || in.CustomOptions[0].Title[i18n.English] != "Engraving" ||
			*in.SpecialPrice != 7900 || in.Description[i18n.German] != "<p>Warm, leicht</p>" {
			t.Errorf("input %+v", in)
		}
	})
}

// TestClubManagerImportsOnlyTheirSKUs refuses, row by row, SKUs without
// the club's prefix.
func TestClubManagerImportsOnlyTheirSKUs(t *testing.T) {
	s := demoShop(t, dbtest.New(t, db.SQLite))
	file := header + "RVH-1,,simple,,Vereinsshirt,20.00,,1,,\n" + goodRow
	rep, err := s.importer(csvio.Options{ClubSKUPrefixes: []string{"RVH-"}}).Check(context.Background(), []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) != 1 || rep.Problems[0].Row != 3 || rep.Problems[0].Key != "csvio.clubScope" {
		t.Errorf("problems %+v", rep.Problems)
	}
}

// TestExportDefusesFormulas keeps a spreadsheet from running a name as a
// formula, and the import reads it back as it was.
func TestExportDefusesFormulas(t *testing.T) {
	ctx := context.Background()
	s := demoShop(t, dbtest.New(t, db.SQLite))
	file := header + "CSV-FORMEL,,simple,Sortiment/Reiter,\"=HYPERLINK(\"\"x\"\")\",10.00,,1,,\n"
	if _, err := s.importer(csvio.Options{}).Import(ctx, []byte(file), nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := csvio.Export(ctx, s.cat, &buf, csvio.Filter{SKUs: []string{"CSV-FORMEL"}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `'=HYPERLINK(""x"")`) {
		t.Errorf("export %s", buf.String())
	}
	if _, err := s.importer(csvio.Options{}).Import(ctx, buf.Bytes(), nil); err != nil {
		t.Fatal(err)
	}
	ps, err := s.svc.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"CSV-FORMEL"}})
	if err != nil || len(ps) != 1 || ps[0].Name != `=HYPERLINK("x")` {
		t.Errorf("%+v %v", ps, err)
	}
}

func pngBytes(t testing.TB, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			img.Set(x, y, color.RGBA{uint8(x * 4), uint8(y * 4), 90, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var _ = errors.New
