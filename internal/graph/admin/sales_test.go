package admin_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
	graphcontent "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// salesShop is the admin API with the sales events' staff side over a
// desktest shop, a catalogue and content system on its clock, the clubs
// 7 (SKU prefix HOSE, root category club7) and 8 (SATTEL, club8).
type salesShop struct {
	h            http.Handler
	s            *desktest.Shop
	catalog      catalog.Service
	club7, club8 int64
	club7Sub     int64
}

func newSalesShop(t *testing.T, d *db.DB) *salesShop {
	s := desktest.Open(t, d)
	cat := catalog.NewService(d, nil, nil, catalog.WithClock(s.Clock.Now), catalog.WithReadCache(64))
	cont := content.NewService(d, content.Options{Clock: s.Clock.Now})
	rules, err := catalog.NewSaleRules(cat)
	if err != nil {
		t.Fatal(err)
	}
	sales, err := content.NewSalesStaff(content.SalesStaffOptions{Content: cont, Rules: rules, Audit: s.Audit})
	if err != nil {
		t.Fatal(err)
	}
	out := &salesShop{s: s, catalog: cat}
	category := func(parent int64, name string) int64 {
		id, err := cat.SaveCategory(s.Ctx, catalog.CategoryInput{ParentID: parent, IsActive: true,
			Name: catalog.Localized{i18n.German: name}})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	out.club7, out.club8 = category(0, "Verein 7"), category(0, "Verein 8")
	out.club7Sub = category(out.club7, "Verein 7 Shirts")
	for _, c := range []struct {
		id     int64
		prefix string
		root   int64
	}{{7, "HOSE", out.club7}, {8, "SATTEL", out.club8}} {
		if _, err := d.Write().Exec(s.Ctx, `INSERT INTO club (id, slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES (?, ?, ?, ?, ?, 'active', 'public', '#224466', ?)`, c.id, "verein-"+strconv.FormatInt(c.id, 10), "Verein", "Verein", c.prefix,
			strconv.FormatInt(c.root, 10)); err != nil {
			t.Fatal(err)
		}
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, SalesStaff: sales}, gqlserver.Options{})
	out.h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	})
	return out
}

// price is what the storefront charges for one piece of sku now.
func (ss *salesShop) price(t *testing.T, sku string) catalog.Pricing {
	t.Helper()
	ps, err := ss.catalog.Products(context.Background(), i18n.German, catalog.ProductFilter{SKUs: []string{sku}})
	if err != nil || len(ps) != 1 {
		t.Fatalf("%s: %v %v", sku, ps, err)
	}
	return ps[0].PricingFor(ss.s.Clock.Now(), 1)
}

const salesEventFields = `id slug active from to repeat private accessKey percent skus categoryIds texts { locale title metaTitle blocks } countdown { state startsAt endsAt }`

func saleInput(slug string, from, to time.Time, percent int, skus []string, cats ...int64) map[string]any {
	ids := []any{}
	for _, c := range cats {
		ids = append(ids, strconv.FormatInt(c, 10))
	}
	list := []any{}
	for _, s := range skus {
		list = append(list, s)
	}
	return map[string]any{"slug": slug, "active": true, "from": from.UTC().Format(time.RFC3339), "to": to.UTC().Format(time.RFC3339),
		"repeat": "NONE", "private": false, "percent": percent, "skus": list, "categoryIds": ids,
		"texts": []any{map[string]any{"locale": "de", "title": "Aktion " + slug, "metaTitle": "", "metaDescription": ""},
			map[string]any{"locale": "en", "title": "Sale " + slug, "metaTitle": "", "metaDescription": ""}}}
}

// TestSalesEventsAPI: a content editor schedules a flash sale; before,
// during and after its window the storefront's price differs (the fake
// clock moves); an overlapping sale is saved with a warning; a club
// manager schedules only their club's goods and sees no other event;
// support may not; refusals and writes are audited.
func TestSalesEventsAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ss := newSalesShop(t, d)
		// After the seed's price history, which the machine's clock dated.
		ss.s.Clock.Set(time.Now().Add(time.Minute).Truncate(time.Second))
		now := ss.s.Clock.Now()
		from, to := now.Add(time.Hour), now.Add(3*time.Hour)
		regular := ss.price(t, "HOSE-1").Final
		var firstID string
		save := `mutation($in: SalesEventInput!) { saveSalesEvent(input: $in) { event { ` + salesEventFields + ` } overlaps { id slug title } } }`
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not", Query: `{ salesEvents { id } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a content editor schedules a flash sale", Query: save, Header: as("content"),
				Variables: map[string]any{"in": saleInput("blitz", from, to, 25, []string{"HOSE-1"}, ss.club8)},
				Data: map[string]any{"saveSalesEvent.event.slug": "blitz", "saveSalesEvent.event.percent": 25.0,
					"saveSalesEvent.event.skus": []any{"HOSE-1"}, "saveSalesEvent.event.categoryIds.0": strconv.FormatInt(ss.club8, 10), "saveSalesEvent.event.countdown.state": "upcoming",
					"saveSalesEvent.event.texts.1.title": "Sale blitz", "saveSalesEvent.overlaps": []any{}},
				Check: func(t *testing.T, res gqltest.Response) {
					firstID, _ = gqltest.At(res.Data, "saveSalesEvent.event.id").(string)
				}},
			{Name: "an overlapping sale is saved with a warning", Query: save, Header: as("owner"),
				Variables: map[string]any{"in": saleInput("doppelt", from.Add(time.Hour), to.Add(time.Hour), 10, []string{"HOSE-1", "HAFER-20"})},
				Data:      map[string]any{"saveSalesEvent.event.slug": "doppelt", "saveSalesEvent.overlaps.0.slug": "blitz", "saveSalesEvent.overlaps.0.title": "Sale blitz"}},
			{Name: "the warning before saving", Query: `query($in: SalesEventInput!) { salesEventOverlaps(input: $in) { slug } }`, Header: as("content"),
				Variables: map[string]any{"in": saleInput("neu", to.Add(-time.Minute), to.Add(time.Hour), 5, []string{"HAFER-20"})},
				Data:      map[string]any{"salesEventOverlaps": []any{map[string]any{"slug": "doppelt"}}}},
			{Name: "no warning for other goods", Query: `query($in: SalesEventInput!) { salesEventOverlaps(input: $in) { slug } }`, Header: as("content"),
				Variables: map[string]any{"in": saleInput("neu", from, to, 5, nil, ss.club7)}, Data: map[string]any{"salesEventOverlaps": []any{}}},
			{Name: "a private sale reduces nothing", Query: save, Header: as("content"),
				Variables: map[string]any{"in": func() map[string]any {
					in := saleInput("heimlich", from, to, 5, []string{"HAFER-20"})
					in["private"] = true
					return in
				}()}, Code: "BAD_USER_INPUT", Field: "percent", Message: "private sale"},
			{Name: "an unknown SKU", Query: save, Header: as("content"),
				Variables: map[string]any{"in": saleInput("falsch", from, to, 5, []string{"GIBTS-NICHT"})},
				Code:      "BAD_USER_INPUT", Field: "skus", Message: "GIBTS-NICHT"},
			{Name: "the end before the start", Query: save, Header: as("content"),
				Variables: map[string]any{"in": saleInput("rueckwaerts", to, from, 5, []string{"HAFER-20"})}, Code: "BAD_USER_INPUT", Field: "to"},
			{Name: "a club manager schedules their club's goods", Query: save, Header: as("club"),
				Variables: map[string]any{"in": saleInput("verein", from, to, 15, []string{"HOSE-1"}, ss.club7Sub)},
				Data:      map[string]any{"saveSalesEvent.event.slug": "verein", "saveSalesEvent.overlaps.0.slug": "blitz"}},
			{Name: "not another club's SKU", Query: save, Header: as("club"),
				Variables: map[string]any{"in": saleInput("fremd", from, to, 15, []string{"HAFER-20"})}, Code: "FORBIDDEN", Field: "skus"},
			{Name: "not another club's category", Query: save, Header: as("club"),
				Variables: map[string]any{"in": saleInput("fremd", from, to, 15, nil, ss.club8)}, Code: "FORBIDDEN"},
			{Name: "a club manager sees only their club's event", Query: `{ salesEvents { slug } }`, Header: as("club"),
				Data: map[string]any{"salesEvents": []any{map[string]any{"slug": "verein"}}}},
			{Name: "the other club sees none", Query: `{ salesEvents { slug } }`, Header: as("other club"),
				Data: map[string]any{"salesEvents": []any{}}},
			{Name: "the content editor sees all three", Query: `{ salesEvents { slug } }`, Header: as("content"),
				Check: func(t *testing.T, res gqltest.Response) {
					if n := len(gqltest.At(res.Data, "salesEvents").([]any)); n != 3 {
						t.Errorf("%d events; want 3: %v", n, res.Data)
					}
				}},
		})
		if firstID == "" {
			t.Fatal("the first sale was not saved")
		}
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "another club's event is not there", Query: `query($id: ID!) { salesEvent(id: $id) { slug } }`, Header: as("club"),
				Variables: map[string]any{"id": firstID}, Data: map[string]any{"salesEvent": nil}},
			{Name: "nor can it be deleted", Query: `mutation($id: ID!) { deleteSalesEvent(id: $id) }`, Header: as("club"),
				Variables: map[string]any{"id": firstID}, Code: "NOT_FOUND"},
			{Name: "the trail records writes and refusals", Query: `{ auditEntries(filter: {objectType: "sales_event"}) { items { operation outcome } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					counts := map[string]int{}
					for _, it := range gqltest.At(res.Data, "auditEntries.items").([]any) {
						m := it.(map[string]any)
						counts[m["operation"].(string)+" "+m["outcome"].(string)]++
					}
					if counts["sales_event.create DONE"] != 3 || counts["sales_event.create REFUSED"] < 2 || counts["sales_event.delete REFUSED"] != 1 {
						t.Errorf("trail %v (%v)", counts, res.Errors)
					}
				}},
		})

		// Before, during and after the window the price differs.
		off := func(p int) catalog.Money { return (regular*catalog.Money(100-p) + 50) / 100 }
		steps := []struct {
			name  string
			at    time.Time
			final catalog.Money
			ref   bool
		}{
			{"before the window", from.Add(-time.Second), regular, false},
			{"in the window: 25 % off, the best of the three sales", from, off(25), true},
			{"in the window, late", to.Add(-time.Second), off(25), true},
			{"after the first window, the overlapping 10 % runs on", to, off(10), false},
			{"after every window", to.Add(time.Hour), regular, false},
		}
		for _, st := range steps {
			ss.s.Clock.Set(st.at)
			pr := ss.price(t, "HOSE-1")
			ref, ok := pr.Reference()
			if pr.Final != st.final || ok != st.ref || (ok && ref != regular) {
				t.Errorf("%s: final %d, reference %d %v; want %d against %d (%v)", st.name, pr.Final, ref, ok, st.final, regular, st.ref)
			}
		}
		// The event goes: its rule ends and the price stays regular.
		ss.s.Clock.Set(from.Add(30 * time.Minute))
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the editor deletes the sale", Query: `mutation($id: ID!) { deleteSalesEvent(id: $id) }`, Header: as("content"),
				Variables: map[string]any{"id": firstID}, Data: map[string]any{"deleteSalesEvent": true}},
		})
		if pr := ss.price(t, "HOSE-1"); pr.Final == off(25) {
			t.Errorf("a deleted sale still reduces: %+v", pr)
		}
	})
}

// TestSalesEventAmountOffAndSplash: a sale by an amount per piece prices
// the storefront (a product the amount would give away keeps its price);
// per cent and amount together are refused; the splash blocks are saved
// per language with the event's version (a stale save is a conflict, a
// block's error lands on its field, a save without blocks keeps them)
// and the content API answers them.
func TestSalesEventAmountOffAndSplash(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ss := newSalesShop(t, d)
		ss.s.Clock.Set(time.Now().Add(time.Minute).Truncate(time.Second))
		now := ss.s.Clock.Now()
		from, to := now.Add(time.Hour), now.Add(3*time.Hour)
		regular := ss.price(t, "HOSE-1").Final
		save := `mutation($in: SalesEventInput!) { saveSalesEvent(input: $in) { event { id version amountOff percent texts { locale blocks } } } }`
		var id string
		var version float64
		amount := func(slug string, cents int, extra map[string]any) map[string]any {
			in := saleInput(slug, from, to, 0, []string{"HOSE-1", "HAFER-20"})
			in["amountOff"] = cents
			for k, v := range extra {
				in[k] = v
			}
			return in
		}
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "per cent and amount together", Query: save, Header: as("content"),
				Variables: map[string]any{"in": amount("beides", 500, map[string]any{"percent": 10})}, Code: "BAD_USER_INPUT", Field: "percent"},
			{Name: "a negative amount", Query: save, Header: as("content"),
				Variables: map[string]any{"in": amount("minus", -5, nil)}, Code: "BAD_USER_INPUT", Field: "amountOff"},
			{Name: "five euros off each piece", Query: save, Header: as("content"),
				Variables: map[string]any{"in": amount("fuenf-euro", int(regular-1), nil)},
				Data:      map[string]any{"saveSalesEvent.event.amountOff": float64(regular - 1), "saveSalesEvent.event.percent": 0.0, "saveSalesEvent.event.version": 1.0},
				Check: func(t *testing.T, res gqltest.Response) {
					id, _ = gqltest.At(res.Data, "saveSalesEvent.event.id").(string)
				}},
		})
		if id == "" {
			t.Fatal("the amount sale was not saved")
		}
		hafer := ss.price(t, "HAFER-20").Final
		ss.s.Clock.Set(from.Add(time.Minute))
		if pr := ss.price(t, "HOSE-1"); pr.Final != 1 {
			t.Errorf("HOSE-1 less all but a cent: final %d; want 1", pr.Final)
		} else if ref, ok := pr.Reference(); !ok || ref != regular {
			t.Errorf("HOSE-1's reduction is stated against %d %v; want %d", ref, ok, regular)
		}
		if pr := ss.price(t, "HAFER-20"); hafer <= regular-1 && pr.Final != hafer {
			t.Errorf("HAFER-20 (%d) would cost nothing or less: final %d; want its regular price", hafer, pr.Final)
		}
		ss.s.Clock.Set(now)

		withBlocks := func(ver any, de, en string) map[string]any {
			in := amount("fuenf-euro", 500, map[string]any{"id": id, "version": ver})
			texts := in["texts"].([]any)
			texts[0].(map[string]any)["blocks"] = de
			if en != "" {
				texts[1].(map[string]any)["blocks"] = en
			}
			return in
		}
		de := `[{"blockType":"richtext","html":"<p>Nur heute</p>"},{"blockType":"anchor","anchorId":"angebote"}]`
		en := `[{"blockType":"richtext","html":"<p>Today only</p>"}]`
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a change without the version is a conflict", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(nil, de, en)}, Code: "CONFLICT"},
			{Name: "the splash blocks per language", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(1, de, en)},
				Data: map[string]any{"saveSalesEvent.event.version": 2.0, "saveSalesEvent.event.amountOff": 500.0,
					"saveSalesEvent.event.texts.1.locale": "en"},
				Check: func(t *testing.T, res gqltest.Response) {
					version, _ = gqltest.At(res.Data, "saveSalesEvent.event.version").(float64)
					if b, _ := gqltest.At(res.Data, "saveSalesEvent.event.texts.0.blocks").(string); !strings.Contains(b, "Nur heute") || !strings.Contains(b, "angebote") {
						t.Errorf("German blocks %q", b)
					}
					if b, _ := gqltest.At(res.Data, "saveSalesEvent.event.texts.1.blocks").(string); !strings.Contains(b, "Today only") {
						t.Errorf("English blocks %q", b)
					}
				}},
			{Name: "the version loaded before is stale", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(1, de, en)}, Code: "CONFLICT", Message: "meanwhile"},
			{Name: "a block's error on its field", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(2, `[{"blockType":"anchor","anchorId":""}]`, "")},
				Code:      "BAD_USER_INPUT", Field: "locales.de.blocks[0].anchorId"},
			{Name: "a countdown naming an unknown event", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(2, `[{"blockType":"countdown","heading":"Gleich","salesEvent":999999}]`, "")},
				Code:      "BAD_USER_INPUT", Field: "locales.de.blocks[0].salesEvent", Message: "999999"},
			{Name: "a countdown without an event", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(2, `[{"blockType":"countdown","heading":"Gleich"}]`, "")},
				Code:      "BAD_USER_INPUT", Field: "locales.de.blocks[0].salesEvent"},
			{Name: "a save without blocks keeps them", Query: save, Header: as("content"),
				Variables: map[string]any{"in": amount("fuenf-euro", 400, map[string]any{"id": id, "version": 2})},
				Check: func(t *testing.T, res gqltest.Response) {
					if b, _ := gqltest.At(res.Data, "saveSalesEvent.event.texts.1.blocks").(string); !strings.Contains(b, "Today only") || res.Errors != nil {
						t.Errorf("kept blocks %q (%v)", b, res.Errors)
					}
				}},
			{Name: "the trail records the blocks", Query: `{ auditEntries(filter: {objectType: "sales_event"}) { items { changes { field after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					found := false
					for _, it := range gqltest.At(res.Data, "auditEntries.items").([]any) {
						for _, c := range it.(map[string]any)["changes"].([]any) {
							ch := c.(map[string]any)
							after, _ := ch["after"].(string)
							found = found || (ch["field"] == "blocks.de" && strings.HasPrefix(after, "2: richtext, anchor (#"))
						}
					}
					if !found {
						t.Errorf("no blocks.de change in the trail: %v", res.Data)
					}
				}},
		})
		if version != 2 {
			t.Errorf("version %v after the blocks; want 2", version)
		}
		countdown := fmt.Sprintf(`[{"blockType":"countdown","heading":"Only a few hours","salesEvent":%s,"hideWhenEnded":true}]`, id)
		gqltest.Run(t, ss.h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a countdown block in English", Query: save, Header: as("content"),
				Variables: map[string]any{"in": withBlocks(3, de, countdown)}, Data: map[string]any{"saveSalesEvent.event.version": 4.0}},
		})
		public := graphcontent.NewHandler(&graphcontent.Resolver{Content: content.NewService(d, content.Options{Clock: ss.s.Clock.Now})}, gqlserver.Options{})
		gqltest.Run(t, public, "/graphql", []gqltest.Scenario{
			{Name: "the storefront's splash", Query: `{ SalesEvents(where: {slug: {equals: "fuenf-euro"}}, locale: en) { docs { blocks { __typename ... on RichtextBlock { html } } } } }`,
				Data: map[string]any{"SalesEvents.docs.0.blocks.0.__typename": "CountdownBlock"}},
			{Name: "the countdown block names the event", Query: `{ SalesEvents(where: {slug: {equals: "fuenf-euro"}}, locale: en) { docs { blocks { ... on CountdownBlock { blockType heading salesEvent hideWhenEnded } } } } }`,
				Data: map[string]any{"SalesEvents.docs.0.blocks.0.blockType": "countdown", "SalesEvents.docs.0.blocks.0.heading": "Only a few hours",
					"SalesEvents.docs.0.blocks.0.salesEvent": float64(mustAtoi(t, id)), "SalesEvents.docs.0.blocks.0.hideWhenEnded": true}},
			{Name: "German keeps its splash", Query: `{ SalesEvents(where: {slug: {equals: "fuenf-euro"}}, locale: de) { docs { blocks { ... on RichtextBlock { html } } } } }`,
				Data: map[string]any{"SalesEvents.docs.0.blocks.0.html": "<p>Nur heute</p>"}},
		})
	})
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
