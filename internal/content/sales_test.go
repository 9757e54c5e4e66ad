package content_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func sale(slug string, from, to time.Time) content.SalesEventInput {
	return content.SalesEventInput{Status: content.SalesActive, From: from, To: to, Repeat: content.RepeatNone, Slug: slug,
		Settings: content.SalesSettings{SalesType: content.SalesCategory, CategoryID: "12"},
		Locales: map[i18n.Locale]content.SalesEventTexts{
			i18n.German:  {Title: "Aktion " + slug, Blocks: []content.Block{&content.RichtextBlock{HTML: "<p>Sale</p>"}}},
			i18n.English: {Title: "Sale " + slug},
		}}
}

const secretKey = "s3cret-key-0123456789"

// saleSet saves a running, an upcoming, an ended, an inactive and a private
// sale around fixedNow.
func saleSet(t testing.TB, f *fixture) {
	t.Helper()
	day := 24 * time.Hour
	private := sale("geheim", fixedNow.Add(-day), fixedNow.Add(day))
	private.Settings.IsPrivateSale, private.AccessKey = true, secretKey
	inactive := sale("pause", fixedNow.Add(-day), fixedNow.Add(day))
	inactive.Status = content.SalesInactive
	product := sale("einzeln", fixedNow.Add(2*day), fixedNow.Add(9*day))
	product.Settings = content.SalesSettings{SalesType: content.SalesSingleProduct, SingleProductSKU: "ST-LE-TRAINING", CategoryID: "ignored"}
	for _, in := range []content.SalesEventInput{
		sale("jetzt", fixedNow.Add(-day), fixedNow.Add(30*day)),
		product,
		sale("vorbei", fixedNow.Add(-9*day), fixedNow.Add(-day)),
		inactive,
		private,
	} {
		if _, err := f.svc.SaveSalesEvent(context.Background(), in); err != nil {
			t.Fatalf("%s: %v", in.Slug, err)
		}
	}
}

func TestSalesEventsAccess(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		saleSet(t, f)
		ctx := context.Background()
		pin := func(slug, key string) *content.Where {
			w := where("slug", slug)
			if key != "" {
				w.Fields["accessKey"] = content.Condition{Equals: key}
			}
			return w
		}
		tests := []struct {
			name string
			opts content.FindOptions
			want string
		}{
			{"active public sales, by start", content.FindOptions{}, "vorbei jetzt einzeln"},
			{"an inactive sale never", content.FindOptions{Where: where("slug", "pause")}, ""},
			{"a private sale not in lists", content.FindOptions{Sort: "-from"}, "einzeln jetzt vorbei"},
			{"a private sale not by slug alone", content.FindOptions{Where: pin("geheim", "")}, ""},
			{"nor with a wrong key", content.FindOptions{Where: pin("geheim", "wrong-key-0123456789")}, ""},
			{"by slug and key", content.FindOptions{Where: pin("geheim", secretKey)}, "geheim"},
			{"the key alone opens nothing", content.FindOptions{Where: where("accessKey", secretKey)}, "vorbei jetzt einzeln"},
			{"a key does not hide a public sale", content.FindOptions{Where: pin("jetzt", "some-other-key-12345")}, "jetzt"},
			{"a key inside OR is no pin", content.FindOptions{Where: &content.Where{Or: []content.Where{*pin("geheim", secretKey)}}}, ""},
			{"title filter", content.FindOptions{Locale: i18n.English, Where: &content.Where{Fields: map[string]content.Condition{"title": {Like: ptr("sale JETZT")}}}}, "jetzt"},
		}
		for _, tt := range tests {
			page, err := f.svc.SalesEvents(ctx, tt.opts)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			var got []string
			for _, e := range page.Docs {
				got = append(got, e.Slug)
				if e.AccessKey != "" {
					t.Errorf("%s: the access key of %s was answered", tt.name, e.Slug)
				}
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("%s: %q; want %q", tt.name, strings.Join(got, " "), tt.want)
			}
		}
		for _, bad := range []content.Condition{{Like: ptr("s3c")}, {Contains: ptr("s")}, {Exists: ptr(true)}, {In: []any{secretKey}}, {NotEquals: "x"}} {
			_, err := f.svc.SalesEvents(ctx, content.FindOptions{Where: &content.Where{And: []content.Where{{Fields: map[string]content.Condition{"slug": {Equals: "geheim"}, "accessKey": bad}}}}})
			if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != "where.accessKey" {
				t.Errorf("probing the key with %+v: %v", bad, err)
			}
		}
		if _, err := f.svc.SalesEvents(ctx, content.FindOptions{Sort: "accessKey"}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("sorting by the key: %v", err)
		}

		ev, err := f.svc.SalesEventBySlug(ctx, i18n.French, "geheim", secretKey)
		if err != nil || ev.Title != "Aktion geheim" || !ev.Settings.IsPrivateSale || ev.AccessKey != "" || ev.Countdown.State != content.Running {
			t.Errorf("private sale: %+v, %v", ev, err)
		}
		if _, err := f.svc.SalesEventBySlug(ctx, i18n.French, "geheim", ""); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("private sale without key: %v", err)
		}
		single, err := f.svc.SalesEventBySlug(ctx, i18n.English, "einzeln", "")
		if err != nil || single.Title != "Sale einzeln" || single.Settings.CategoryID != "" || single.Settings.SingleProductSKU != "ST-LE-TRAINING" ||
			single.Countdown.State != content.Upcoming || !single.Countdown.StartsAt.Equal(fixedNow.Add(48*time.Hour)) ||
			!single.Countdown.ServerTime.Equal(fixedNow) || len(single.Blocks) != 1 {
			t.Errorf("upcoming sale: %+v, %v", single, err)
		}
		ended, _ := f.svc.SalesEventBySlug(ctx, i18n.German, "vorbei", "")
		if ended.Countdown.State != content.Ended || ended.Countdown.StartsAt != nil {
			t.Errorf("ended sale: %+v", ended.Countdown)
		}
		admin, _ := f.svc.SalesEvents(ctx, content.FindOptions{Unrestricted: true, Where: where("slug", "geheim")})
		if len(admin.Docs) != 1 || admin.Docs[0].AccessKey != secretKey {
			t.Errorf("the admin reads the key: %+v", admin.Docs)
		}
	})
}

func TestSaveSalesEvent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		saleSet(t, f)
		ctx := context.Background()
		day := 24 * time.Hour
		with := func(fn func(*content.SalesEventInput)) content.SalesEventInput {
			in := sale("neu", fixedNow, fixedNow.Add(day))
			fn(&in)
			return in
		}
		tests := []struct {
			name  string
			in    content.SalesEventInput
			kind  apperr.Kind
			field string
		}{
			{"end before start", with(func(in *content.SalesEventInput) { in.To = in.From.Add(-time.Hour) }), apperr.Invalid, "to"},
			{"end at start", with(func(in *content.SalesEventInput) { in.To = in.From }), apperr.Invalid, "to"},
			{"no start", with(func(in *content.SalesEventInput) { in.From = time.Time{} }), apperr.Invalid, "from"},
			{"year 3000", with(func(in *content.SalesEventInput) { in.To = time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC) }), apperr.Invalid, "to"},
			{"a daily window of 25 hours", with(func(in *content.SalesEventInput) { in.Repeat, in.To = content.RepeatDaily, in.From.Add(25*time.Hour) }), apperr.Invalid, "to"},
			{"a weekly window of 8 days", with(func(in *content.SalesEventInput) { in.Repeat, in.To = content.RepeatWeekly, in.From.Add(8*day) }), apperr.Invalid, "to"},
			{"a monthly window of 29 days", with(func(in *content.SalesEventInput) { in.Repeat, in.To = content.RepeatMonthly, in.From.Add(29*day) }), apperr.Invalid, "to"},
			{"unknown repeat", with(func(in *content.SalesEventInput) { in.Repeat = "yearly" }), apperr.Invalid, "repeat"},
			{"unknown status", with(func(in *content.SalesEventInput) { in.Status = "" }), apperr.Invalid, "status"},
			{"category sale without category", with(func(in *content.SalesEventInput) { in.Settings.CategoryID = "" }), apperr.Invalid, "settings.categoryId"},
			{"product sale without SKU", with(func(in *content.SalesEventInput) { in.Settings.SalesType = content.SalesSingleProduct }), apperr.Invalid, "settings.singleProductSku"},
			{"unknown type", with(func(in *content.SalesEventInput) { in.Settings.SalesType = "everything" }), apperr.Invalid, "settings.salesType"},
			{"short key", with(func(in *content.SalesEventInput) { in.Settings.IsPrivateSale, in.AccessKey = true, "short" }), apperr.Invalid, "accessKey"},
			{"no title", with(func(in *content.SalesEventInput) { in.Locales[i18n.English] = content.SalesEventTexts{} }), apperr.Invalid, "locales.en.title"},
			{"no German", with(func(in *content.SalesEventInput) { delete(in.Locales, i18n.German) }), apperr.Invalid, "locales.de"},
			{"slug taken", with(func(in *content.SalesEventInput) { in.Slug = "jetzt" }), apperr.Conflict, "slug"},
		}
		for _, tt := range tests {
			_, err := f.svc.SaveSalesEvent(ctx, tt.in)
			if e := apperr.As(err); err == nil || e.Kind != tt.kind || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want %v on %q", tt.name, err, e.Field, tt.kind, tt.field)
			}
		}
		// A private sale without a key gets one, and keeps it when saved
		// again without one.
		in := with(func(in *content.SalesEventInput) { in.Settings.IsPrivateSale = true })
		id, err := f.svc.SaveSalesEvent(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		key := func() string {
			page, _ := f.svc.SalesEvents(ctx, content.FindOptions{Unrestricted: true, Where: where("id", id)})
			return page.Docs[0].AccessKey
		}
		first := key()
		if len(first) < 32 {
			t.Errorf("generated key %q", first)
		}
		in.ID = id
		if _, err := f.svc.SaveSalesEvent(ctx, in); err != nil || key() != first {
			t.Errorf("saved again: key %q, %v", key(), err)
		}
		in.Settings.IsPrivateSale = false
		if _, err := f.svc.SaveSalesEvent(ctx, in); err != nil || key() != "" {
			t.Errorf("made public: key %q, %v", key(), err)
		}
		if err := f.svc.DeleteSalesEvent(ctx, id); err != nil {
			t.Error(err)
		}
	})
}
