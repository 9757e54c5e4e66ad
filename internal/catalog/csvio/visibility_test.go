package csvio_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/catalog/csvio"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// varyVisibility gives the first products of the shop each visibility,
// switches one off in the German and French store views and gives one
// related products, so that the round trip carries them.
func varyVisibility(t *testing.T, s shop) {
	t.Helper()
	ins := s.inputs(t)
	if len(ins) < 5 {
		t.Fatalf("%d products", len(ins))
	}
	ins = ins[:4]
	ins[0].Visibility = catalog.VisibleInCatalog
	ins[1].Visibility = catalog.VisibleInSearch
	ins[2].Visibility = catalog.NotVisibleIndividually
	ins[3].OffStores = []string{"shop_de", "shop_fr"}
	ins[3].RelatedSKUs = []string{ins[1].SKU, ins[0].SKU}
	if _, err := s.svc.SaveProducts(context.Background(), ins); err != nil {
		t.Fatal(err)
	}
}

// The columns of visibility, status per store view and related products
// are Magento's: the export writes them, and an import reads them, also
// switching a product on again in a store view with product_online 1.
func TestVisibilityColumns(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := demoShop(t, d)
		varyVisibility(t, s)
		ins := s.inputs(t)
		file := string(s.export(t))
		for _, want := range []string{
			ins[0].SKU + ",,", `"Catalog"`, `"Search"`, `"Not Visible Individually"`,
			ins[3].SKU + ",shop_de,", ins[1].SKU + "," + ins[0].SKU,
		} {
			if !strings.Contains(file, want) && !strings.Contains(file, strings.Trim(want, `"`)) {
				t.Errorf("the export lacks %q", want)
			}
		}
		if !strings.Contains(strings.SplitN(file, "\n", 2)[0], "related_skus") {
			t.Errorf("header %q", strings.SplitN(file, "\n", 2)[0])
		}
		// On again in French, and a bad visibility reported.
		sku := ins[3].SKU
		csv := "sku,store_view_code,name,price,product_online,visibility,related_skus\n" +
			sku + ",," + ins[3].Name["de"] + ",10.00,1,Catalog,\n" +
			sku + ",shop_fr,,,1,,\n" +
			sku + ",shop_de,,,0,,\n"
		rep, err := s.importer(csvio.Options{}).Check(ctx, []byte(csv))
		if err != nil || !rep.OK() {
			t.Fatalf("check %v %+v", err, rep.Problems)
		}
		if _, err := s.importer(csvio.Options{}).Import(ctx, []byte(csv), nil); err != nil {
			t.Fatal(err)
		}
		got := s.inputs(t)[3]
		if got.Visibility != catalog.VisibleInCatalog || strings.Join(got.OffStores, ",") != "shop_de" || len(got.RelatedSKUs) != 0 {
			t.Errorf("after the import: visibility %d, off %v, related %v", got.Visibility, got.OffStores, got.RelatedSKUs)
		}
		bad := "sku,name,price,visibility\nCSV-VIS,Hose,10.00,Everywhere\n"
		rep, err = s.importer(csvio.Options{}).Check(ctx, []byte(bad))
		if err != nil || rep.OK() || rep.Problems[0].Column != "visibility" || !bytes.Contains([]byte(rep.Problems[0].Key), []byte("csvio.visibility")) {
			t.Errorf("bad visibility: %v %+v", err, rep.Problems)
		}
	})
}
