package cart_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// logoShirt adds a shirt with an embroidery area (30 characters, 5 €), a
// required thread colour as radio buttons (gold 3 €, silver 10 %), a club
// logo upload (PNG or JPEG up to 400 × 400 pixels, 15 €) and a print
// template (PDF only), and returns its options by German title.
func (f *fixture) logoShirt(t testing.TB) map[string]catalog.CustomOption {
	t.Helper()
	tx := func(de, en, fr string) catalog.Localized {
		return catalog.Localized{i18n.German: de, i18n.English: en, i18n.French: fr}
	}
	in := catalog.ProductInput{Type: catalog.Simple, SKU: "RVL-LOGO-1", IsActive: true, Name: tx("Logo-Shirt", "Logo shirt", "T-shirt logo"),
		Price: 2990, TaxClass: catalog.StandardRate, StockQty: 50, DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{f.shop.Rider},
		CustomOptions: []catalog.CustomOptionInput{
			{Type: catalog.AreaOption, Title: tx("Stickerei", "Embroidery", "Broderie"), MaxCharacters: 30, Price: 500},
			{Type: catalog.RadioOption, Title: tx("Garn", "Thread", "Fil"), Required: true, Values: []catalog.CustomOptionValueInput{
				{Title: tx("Gold", "Gold", "Or"), Price: 300}, {Title: tx("Silber", "Silver", "Argent"), Price: 1000, PriceType: catalog.PercentPrice},
			}},
			{Type: catalog.FileOption, Title: tx("Vereinslogo", "Club logo", "Logo du club"), Price: 1500,
				File: &catalog.FileSettings{Extensions: []string{"png", "jpg"}, MaxWidth: 400, MaxHeight: 400}},
			{Type: catalog.FileOption, Title: tx("Druckvorlage", "Print template", "Modèle"), File: &catalog.FileSettings{Extensions: []string{"pdf"}}},
		}}
	if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
		t.Fatal(err)
	}
	ps, err := f.catalog.Products(f.ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"RVL-LOGO-1"}})
	if err != nil || len(ps) != 1 {
		t.Fatalf("the logo shirt: %d, %v", len(ps), err)
	}
	out := map[string]catalog.CustomOption{}
	for _, o := range ps[0].CustomOptions {
		out[o.Title] = o
	}
	return out
}

// picture is an image of w × h pixels in format png or jpeg; a JPEG
// carries an EXIF segment with a camera's GPS position.
func picture(t testing.TB, format string, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 90, 255})
		}
	}
	var buf bytes.Buffer
	if format == "png" {
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	exif := append([]byte("Exif\x00\x00"), []byte("GPS 48.137154 11.576124 SECRET-CAMERA")...)
	segment := append([]byte{0xFF, 0xE1, byte((len(exif) + 2) >> 8), byte(len(exif) + 2)}, exif...)
	b := buf.Bytes()
	return append(append(append([]byte{}, b[:2]...), segment...), b[2:]...)
}

func (f *fixture) upload(ref cart.Ref, o catalog.CustomOption, name string, data []byte) (cart.OptionFile, error) {
	return f.svc.UploadOptionFile(f.ctx, ref, cart.OptionFileInput{SKU: "RVL-LOGO-1", OptionUID: catalog.CustomOptionUID(o.ID),
		FileName: name, Data: data})
}

func TestAreaRadioAndFileOptionsInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		opts := f.logoShirt(t)
		area, thread, logo := opts["Stickerei"], opts["Garn"], opts["Vereinslogo"]
		silver := catalog.CustomOptionValueUID(thread.ID, thread.Values[1].ID)
		ref := f.guest(t)

		file, err := f.upload(ref, logo, `C:\Users\anna\Vereinslogo Lindenhof.jpg`, picture(t, "jpeg", 300, 200))
		if err != nil {
			t.Fatal(err)
		}
		if !catalog.IsFileToken(file.Token) || file.FileName != "Vereinslogo Lindenhof.jpg" || file.ContentType != "image/jpeg" ||
			file.Width != 300 || file.Height != 200 {
			t.Errorf("upload %+v", file)
		}
		// Re-encoded: the camera's EXIF is gone.
		var kept []byte
		if err := d.Read().Get(f.ctx, &kept, `SELECT data FROM cart_option_file WHERE token = ?`, file.Token); err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(kept, []byte("SECRET-CAMERA")) || bytes.Contains(kept, []byte("Exif")) {
			t.Error("the kept picture still carries its EXIF data")
		}

		in := cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 2, SelectedOptions: []string{silver},
			EnteredOptions: []cart.EnteredOption{{UID: catalog.CustomOptionUID(area.ID), Value: "RV Lindenhof\nseit 1962"},
				{UID: catalog.CustomOptionUID(logo.ID), Value: file.Token}}}
		c := f.add(t, ref, in)
		if len(c.Items) != 1 {
			t.Fatalf("items %+v", c.Items)
		}
		it := c.Items[0]
		// 29.90 + 5.00 (area) + 2.99 (10 % silver) + 15.00 (logo).
		if it.UnitPrice != 5289 || it.RowTotal != 10578 || c.Totals.SubtotalInclTax != 10578 {
			t.Errorf("unit %d, row %d, subtotal %d; want 5289, 10578, 10578", it.UnitPrice, it.RowTotal, c.Totals.SubtotalInclTax)
		}
		var names []string
		for _, o := range it.Options {
			switch o.Option.Type {
			case catalog.FileOption:
				names = append(names, o.FileName)
				if o.Surcharge != 1500 || o.FileID == 0 {
					t.Errorf("file option %+v", o)
				}
			case catalog.AreaOption:
				names = append(names, o.Text)
			case catalog.RadioOption:
				names = append(names, o.Values[0].Title)
			}
		}
		if strings.Join(names, "|") != "RV Lindenhof\nseit 1962|Silber|Vereinslogo Lindenhof.jpg" {
			t.Errorf("the item shows %q", names)
		}
		if !it.Available || len(it.Errors) > 0 {
			t.Errorf("item %+v", it)
		}

		// The token is useless in anybody else's cart, and nothing changes.
		other := f.guest(t)
		_, ues, err := f.svc.AddItems(f.ctx, other, []cart.ItemInput{in})
		if err != nil || len(ues) != 1 || ues[0].Code != cart.InvalidParameterValue || ues[0].Err.Key != "cart.add.fileUnknown" {
			t.Fatalf("another cart's token: %v %+v", err, ues)
		}
		for _, l := range i18n.Locales {
			if msg := i18n.Messages().T(l, ues[0].Err.Key, ues[0].Err.Args...); msg == ues[0].Err.Key || strings.Contains(msg, "{{") {
				t.Errorf("message %q in %s", msg, l)
			}
		}
		if got := f.get(t, other); len(got.Items) != 0 {
			t.Errorf("the other cart holds %+v", got.Items)
		}
		// Nor can the other cart upload to the first: its id is its own.
		if _, err := f.upload(cart.Ref{MaskedID: ref.MaskedID, CustomerID: f.anna, Store: de}, logo, "x.png", picture(t, "png", 20, 20)); apperr.As(err).Kind != apperr.NotFound {
			t.Errorf("upload into a guest cart as a customer: %v", err)
		}

		// A guest cart that merges into the customer's takes its files.
		mine := f.customerCart(t, f.anna)
		merged, err := f.svc.Merge(f.ctx, ref.MaskedID, mine)
		if err != nil {
			t.Fatal(err)
		}
		if len(merged.Items) != 1 || !merged.Items[0].Available {
			t.Fatalf("merged %+v", merged.Items)
		}
		for _, o := range merged.Items[0].Options {
			if o.Option.Type == catalog.FileOption && o.FileName != "Vereinslogo Lindenhof.jpg" {
				t.Errorf("merged file %+v", o)
			}
		}
	})
}

func TestOptionFileAndChoiceRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		opts := f.logoShirt(t)
		area, thread, logo, template := opts["Stickerei"], opts["Garn"], opts["Vereinslogo"], opts["Druckvorlage"]
		gold := catalog.CustomOptionValueUID(thread.ID, thread.Values[0].ID)
		ref := f.guest(t)

		for name, tc := range map[string]struct {
			in   cart.ItemInput
			code cart.UserErrorCode
			key  string
		}{
			"radio required": {cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 1}, cart.RequiredParameterMissing, "cart.add.optionChoose"},
			"two radio values": {cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 1,
				SelectedOptions: []string{gold, catalog.CustomOptionValueUID(thread.ID, thread.Values[1].ID)}}, cart.InvalidParameterValue, "cart.add.optionOne"},
			"area too long": {cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 1, SelectedOptions: []string{gold},
				EnteredOptions: []cart.EnteredOption{{UID: catalog.CustomOptionUID(area.ID), Value: strings.Repeat("ü", 31)}}},
				cart.InvalidParameterValue, "cart.add.optionTooLong"},
			"a made-up token": {cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 1, SelectedOptions: []string{gold},
				EnteredOptions: []cart.EnteredOption{{UID: catalog.CustomOptionUID(logo.ID), Value: catalog.NewFileToken()}}},
				cart.InvalidParameterValue, "cart.add.fileUnknown"},
		} {
			_, ues, err := f.svc.AddItems(f.ctx, ref, []cart.ItemInput{tc.in})
			if err != nil || len(ues) != 1 || ues[0].Code != tc.code || ues[0].Err.Key != tc.key {
				t.Errorf("%s: %v %+v; want %s %s", name, err, ues, tc.code, tc.key)
			}
		}

		pdf := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
		for name, tc := range map[string]struct {
			option catalog.CustomOption
			file   string
			data   []byte
			key    string
		}{
			"a PDF where pictures go":      {logo, "logo.pdf", pdf, "cart.file.type"},
			"a PDF named like a picture":   {logo, "logo.png", pdf, "cart.file.type"},
			"a JPEG named like a PNG":      {logo, "logo.png", picture(t, "jpeg", 50, 50), "cart.file.type"},
			"a GIF":                        {logo, "logo.gif", []byte("GIF89a"), "cart.file.type"},
			"a picture too wide":           {logo, "logo.png", picture(t, "png", 401, 100), "cart.file.dimensions"},
			"a picture where a PDF goes":   {template, "druck.png", picture(t, "png", 50, 50), "cart.file.type"},
			"a PDF with JavaScript":        {template, "druck.pdf", []byte("%PDF-1.4\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n"), "content.upload.pdfActive"},
			"nothing":                      {logo, "logo.png", nil, "cart.file.empty"},
			"more than the limit in bytes": {template, "druck.pdf", append([]byte("%PDF-"), make([]byte, catalog.MaxOptionFileBytes)...), "cart.file.tooLarge"},
		} {
			_, err := f.upload(ref, tc.option, tc.file, tc.data)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Key != tc.key {
				t.Errorf("%s: %v; want %s", name, err, tc.key)
				continue
			}
			for _, l := range i18n.Locales {
				if msg := i18n.Messages().T(l, e.Key, e.Args...); msg == e.Key || strings.Contains(msg, "{{") {
					t.Errorf("%s: message %q in %s", name, msg, l)
				}
			}
		}
		if _, err := f.upload(ref, template, "Druck.PDF", pdf); err != nil {
			t.Errorf("a plain PDF for the PDF option: %v", err)
		}
		// An option that takes no file, and a product that has none.
		if _, err := f.upload(ref, area, "logo.png", picture(t, "png", 20, 20)); apperr.As(err).Kind != apperr.NotFound {
			t.Errorf("a file for the area: %v", err)
		}
		var n int
		if err := d.Read().Get(f.ctx, &n, `SELECT COUNT(*) FROM cart_option_file`); err != nil || n != 1 {
			t.Errorf("%d files kept, %v; want the one PDF", n, err)
		}
	})
}

func TestPruneDeletesOptionFilesNobodyAdded(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		opts := f.logoShirt(t)
		logo, thread := opts["Vereinslogo"], opts["Garn"]
		ref := f.customerCart(t, f.anna)
		used, err := f.upload(ref, logo, "a.png", picture(t, "png", 30, 30))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.upload(ref, logo, "b.png", picture(t, "png", 30, 30)); err != nil {
			t.Fatal(err)
		}
		f.add(t, ref, cart.ItemInput{SKU: "RVL-LOGO-1", Quantity: 1,
			SelectedOptions: []string{catalog.CustomOptionValueUID(thread.ID, thread.Values[0].ID)},
			EnteredOptions:  []cart.EnteredOption{{UID: catalog.CustomOptionUID(logo.ID), Value: used.Token}}})
		guest := f.guest(t)
		if _, err := f.upload(guest, logo, "c.png", picture(t, "png", 30, 30)); err != nil {
			t.Fatal(err)
		}
		f.clock.add(cart.EmptyGuestLifetime + time.Hour)
		if _, err := f.svc.Prune(f.ctx); err != nil {
			t.Fatal(err)
		}
		var left []string
		if err := d.Read().Select(f.ctx, &left, `SELECT file_name FROM cart_option_file ORDER BY file_name`); err != nil {
			t.Fatal(err)
		}
		if strings.Join(left, ",") != "a.png" {
			t.Errorf("files left %v; want the one in the cart", left)
		}
		if c := f.get(t, ref); len(c.Items) != 1 || !c.Items[0].Available {
			t.Errorf("the cart after pruning: %+v", c.Items)
		}
	})
}

// A cart keeps at most MaxOptionFilesPerCart files; one more is refused
// with a translated error and kept nowhere.
func TestACartKeepsAtMostMaxOptionFiles(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		logo := f.logoShirt(t)["Vereinslogo"]
		ref := f.guest(t)
		png := picture(t, "png", 20, 20)
		for i := range cart.MaxOptionFilesPerCart {
			if _, err := f.upload(ref, logo, fmt.Sprintf("logo-%d.png", i), png); err != nil {
				t.Fatalf("file %d: %v", i+1, err)
			}
		}
		_, err := f.upload(ref, logo, "one-more.png", png)
		if e := apperr.As(err); err == nil || e.Kind != apperr.Invalid || e.Key != "cart.file.tooMany" {
			t.Fatalf("one file more: %v; want cart.file.tooMany", err)
		}
		for _, l := range i18n.Locales {
			if msg := i18n.Messages().T(l, "cart.file.tooMany", apperr.As(err).Args...); strings.Contains(msg, "{{") || msg == "cart.file.tooMany" {
				t.Errorf("message %q in %s", msg, l)
			}
		}
		var n int
		if err := d.Read().Get(f.ctx, &n, `SELECT COUNT(*) FROM cart_option_file`); err != nil || n != cart.MaxOptionFilesPerCart {
			t.Errorf("%d files kept, %v; want %d", n, err, cart.MaxOptionFilesPerCart)
		}
		// Another cart is not bound by this one's files.
		if _, err := f.upload(f.guest(t), logo, "other.png", png); err != nil {
			t.Errorf("another cart's first file: %v", err)
		}
	})
}
