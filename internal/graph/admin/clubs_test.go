package admin_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/content"
	"paddock/internal/graph/admin"
	graphcontent "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func clubsHandler(t *testing.T, d *db.DB) http.Handler {
	s := desktest.Open(t, d)
	cont := content.NewService(d, content.Options{Clock: s.Clock.Now})
	clubs, err := content.NewClubStaff(content.ClubStaffOptions{Content: cont, Audit: s.Audit})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id           int64
		slug, prefix string
	}{{7, "rv-lindenhof", "HOSE"}, {8, "rfv-isartal", "SATTEL"}} {
		if _, err := d.Write().Exec(s.Ctx, `INSERT INTO club (id, slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES (?, ?, ?, ?, ?, 'enabled', 'public', '#224466', ?)`, c.id, c.slug, "Verein "+c.slug, c.slug, c.prefix, fmt.Sprint(10+c.id)); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(s.Ctx, `INSERT INTO club_locale (club_id, locale, meta, blocks) VALUES (?, 'de', '{"title":"Startseite"}', '[]')`, c.id); err != nil {
			t.Fatal(err)
		}
	}
	api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, ClubStaff: clubs}, gqlserver.Options{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
			ctx = access.With(ctx, p)
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	})
}

const clubFields = `id slug name listName skuPrefix status visibility logoId bannerColor shopRootCategoryId contactName contactEmail contactPhone restricted`

func clubInput(id, slug, prefix, root, colour string) map[string]any {
	in := map[string]any{"slug": slug, "name": "Reitverein " + slug, "listName": slug, "skuPrefix": prefix, "status": "ENABLED",
		"visibility": "PUBLIC", "bannerColor": colour, "shopRootCategoryId": root, "contactName": "Erika Muster",
		"contactEmail": "vorstand@verein.example", "contactPhone": "+49 89 1234567"}
	if id != "" {
		in["id"] = id
	}
	return in
}

// TestClubSettingsAPI: a club manager reads and changes their own club
// (not its SKU prefix or shop category), never another (NotFound), and
// creates or deletes none; content editors manage every club; support
// none. Refusals and writes are audited; the home page's texts stay.
func TestClubSettingsAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := clubsHandler(t, d)
		save := `mutation($in: ClubSettingsInput!) { saveClubSettings(input: $in) { ` + clubFields + ` } }`
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "support may not", Query: `{ clubSettings { id } }`, Header: as("support"), Code: "FORBIDDEN"},
			{Name: "a club manager sees their club", Query: `{ clubSettings { id slug restricted } }`, Header: as("club"),
				Data: map[string]any{"clubSettings": []any{map[string]any{"id": "7", "slug": "rv-lindenhof", "restricted": true}}}},
			{Name: "the content editor sees both", Query: `{ clubSettings { slug restricted } }`, Header: as("content"),
				Data: map[string]any{"clubSettings.0.slug": "rfv-isartal", "clubSettings.1.slug": "rv-lindenhof", "clubSettings.0.restricted": false}},
			{Name: "another club is not there", Query: `{ clubSetting(id: "8") { slug } }`, Header: as("club"), Data: map[string]any{"clubSetting": nil}},
			{Name: "the club manager changes the banner colour and contact", Query: save, Header: as("club"),
				Variables: map[string]any{"in": clubInput("7", "rv-lindenhof", "HOSE", "17", "#aa3300")},
				Data: map[string]any{"saveClubSettings.bannerColor": "#aa3300", "saveClubSettings.contactEmail": "vorstand@verein.example",
					"saveClubSettings.contactPhone": "+49 89 1234567", "saveClubSettings.skuPrefix": "HOSE"}},
			{Name: "but not the SKU prefix", Query: save, Header: as("club"),
				Variables: map[string]any{"in": clubInput("7", "rv-lindenhof", "ANDERS", "17", "#aa3300")}, Code: "FORBIDDEN", Field: "skuPrefix"},
			{Name: "nor the shop category", Query: save, Header: as("club"),
				Variables: map[string]any{"in": clubInput("7", "rv-lindenhof", "HOSE", "99", "#aa3300")}, Code: "FORBIDDEN", Field: "shopRootCategoryId"},
			{Name: "nor another club", Query: save, Header: as("club"),
				Variables: map[string]any{"in": clubInput("8", "rfv-isartal", "SATTEL", "17", "#000000")}, Code: "NOT_FOUND"},
			{Name: "nor create one", Query: save, Header: as("club"),
				Variables: map[string]any{"in": clubInput("", "neu", "NEU", "5", "#000000")}, Code: "FORBIDDEN"},
			{Name: "nor delete one", Query: `mutation { deleteClub(id: "7") }`, Header: as("club"), Code: "FORBIDDEN"},
			{Name: "a bad colour and email on their fields", Query: save, Header: as("content"),
				Variables: map[string]any{"in": func() map[string]any {
					in := clubInput("8", "rfv-isartal", "SATTEL", "17", "#000000")
					in["contactEmail"] = "kein-at"
					return in
				}()}, Code: "BAD_USER_INPUT", Field: "contactEmail"},
			{Name: "the content editor changes another club's prefix", Query: save, Header: as("content"),
				Variables: map[string]any{"in": clubInput("8", "rfv-isartal", "sattelx", "12", "#000000")},
				Data:      map[string]any{"saveClubSettings.skuPrefix": "SATTELX", "saveClubSettings.shopRootCategoryId": "12"}},
			{Name: "and creates a club", Query: save, Header: as("owner"),
				Variables: map[string]any{"in": clubInput("", "neuer-verein", "NEU", "5", "#123abc")},
				Data:      map[string]any{"saveClubSettings.slug": "neuer-verein", "saveClubSettings.status": "ENABLED"}},
			{Name: "the trail", Query: `{ auditEntries(filter: {objectType: "club"}) { items { operation outcome objectId changes { field before after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					counts := map[string]int{}
					var colour bool
					for _, it := range gqltest.At(res.Data, "auditEntries.items").([]any) {
						m := it.(map[string]any)
						counts[m["operation"].(string)+" "+m["outcome"].(string)]++
						for _, c := range m["changes"].([]any) {
							ch := c.(map[string]any)
							if ch["field"] == "banner_color" && ch["before"] == "#224466" && ch["after"] == "#aa3300" {
								colour = true
							}
						}
					}
					if counts["club.update DONE"] != 2 || counts["club.create DONE"] != 1 || counts["club.update REFUSED"] != 3 ||
						counts["club.create REFUSED"] != 1 || counts["club.delete REFUSED"] != 1 || !colour {
						t.Errorf("trail %v, colour %v (%v)", counts, colour, res.Errors)
					}
				}},
		})
		// The home page's texts stay as they were.
		var meta string
		if err := d.Read().Get(t.Context(), &meta, `SELECT meta FROM club_locale WHERE club_id = 7 AND locale = 'de'`); err != nil || meta != `{"title":"Startseite"}` {
			t.Errorf("the club's texts: %q, %v", meta, err)
		}
	})
}

// TestClubHomeAPI: the club home's blocks and meta per language are saved
// with the settings and read back; a block's field error lands on its
// field; a club manager saves only their own club's home; a save made
// from a stale version is a Conflict; the trail summarises the blocks;
// the public content API answers the new blocks.
func TestClubHomeAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := clubsHandler(t, d)
		public := graphcontent.NewHandler(&graphcontent.Resolver{Content: content.NewService(d, content.Options{})}, gqlserver.Options{})
		save := `mutation($in: ClubSettingsInput!) { saveClubSettings(input: $in) { version texts { locale metaTitle metaDescription blocks } } }`
		read := `{ clubSetting(id: "7") { version texts { locale metaTitle blocks } } }`
		version := func(who string) string {
			res := gqltest.Do(t, h, "/admin/graphql", gqltest.Request{Query: read, Header: as(who)})
			v, _ := gqltest.At(res.Data, "clubSetting.version").(string)
			if v == "" {
				t.Fatalf("no version: %v", res.Errors)
			}
			return v
		}
		home := func(id, slug, prefix, root, v string, texts ...map[string]any) map[string]any {
			in := clubInput(id, slug, prefix, root, "#224466")
			in["version"] = v
			in["texts"] = texts
			return in
		}
		de := map[string]any{"locale": "de", "metaTitle": "Unser Vereinsshop", "metaDescription": "Alles für den RV Lindenhof",
			"blocks": `[{"blockType":"richtext","html":"<p>Willkommen im Vereinsshop</p>"},{"blockType":"anchor","anchorId":"kontakt"}]`}
		en := map[string]any{"locale": "en", "metaTitle": "Our club shop", "blocks": `[{"blockType":"richtext","html":"<p>Welcome</p>"}]`}
		first := version("club")
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "the club manager saves their home in de and en", Query: save, Header: as("club"),
				Variables: map[string]any{"in": home("7", "rv-lindenhof", "HOSE", "17", first, de, en)},
				Check: func(t *testing.T, res gqltest.Response) {
					texts, _ := gqltest.At(res.Data, "saveClubSettings.texts").([]any)
					if len(texts) != 2 || !strings.Contains(fmt.Sprint(texts[0]), "Willkommen im Vereinsshop") ||
						!strings.Contains(fmt.Sprint(texts[1]), "Welcome") || gqltest.At(res.Data, "saveClubSettings.version") == first {
						t.Errorf("saved texts %v (%v)", texts, res.Errors)
					}
				}},
			{Name: "read back", Query: read, Header: as("content"), Check: func(t *testing.T, res gqltest.Response) {
				if gqltest.At(res.Data, "clubSetting.texts.0.metaTitle") != "Unser Vereinsshop" || gqltest.At(res.Data, "clubSetting.texts.1.locale") != "en" ||
					!strings.Contains(fmt.Sprint(gqltest.At(res.Data, "clubSetting.texts.0.blocks")), `"anchorId":"kontakt"`) {
					t.Errorf("read back %v (%v)", res.Data, res.Errors)
				}
			}},
			{Name: "a stale version is a Conflict", Query: save, Header: as("club"),
				Variables: map[string]any{"in": home("7", "rv-lindenhof", "HOSE", "17", first, de)}, Code: "CONFLICT"},
			{Name: "a block's error on its field", Query: save, Header: as("club"),
				Variables: map[string]any{"in": home("7", "rv-lindenhof", "HOSE", "17", "", map[string]any{"locale": "de",
					"blocks": `[{"blockType":"richtext","html":"<p>a</p>"},{"blockType":"anchor","anchorId":""}]`})},
				Code: "BAD_USER_INPUT", Field: "locales.de.blocks[1].anchorId"},
			{Name: "German is required", Query: save, Header: as("club"),
				Variables: map[string]any{"in": home("7", "rv-lindenhof", "HOSE", "17", "", en)}, Code: "BAD_USER_INPUT", Field: "locales.de"},
			{Name: "not another club's home", Query: save, Header: as("club"),
				Variables: map[string]any{"in": home("8", "rfv-isartal", "SATTEL", "18", "", de)}, Code: "NOT_FOUND"},
			{Name: "the trail summarises the blocks", Query: `{ auditEntries(filter: {objectType: "club"}) { items { operation outcome objectId changes { field before after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					var blocks, title bool
					refused := 0
					for _, it := range gqltest.At(res.Data, "auditEntries.items").([]any) {
						m := it.(map[string]any)
						if m["outcome"] == "REFUSED" && m["objectId"] == "8" {
							refused++
						}
						for _, c := range m["changes"].([]any) {
							ch := c.(map[string]any)
							after, _ := ch["after"].(string)
							if ch["field"] == "blocks.de" && strings.HasPrefix(after, "2: richtext, anchor (#") {
								blocks = true
							}
							if ch["field"] == "meta.en.title" && after == "Our club shop" {
								title = true
							}
						}
					}
					if !blocks || !title || refused != 1 {
						t.Errorf("trail: blocks %v, title %v, refused %d (%v)", blocks, title, refused, res.Errors)
					}
				}},
		})
		gqltest.Run(t, public, "/graphql", []gqltest.Scenario{
			{Name: "the storefront's club home", Query: `{ Clubs(where: {slug: {equals: "rv-lindenhof"}}, locale: en) { docs { meta { title } blocks { __typename ... on RichtextBlock { html } } } } }`,
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "Clubs.docs.0.meta.title") != "Our club shop" || gqltest.At(res.Data, "Clubs.docs.0.blocks.0.html") != "<p>Welcome</p>" {
						t.Errorf("club home %v (%v)", res.Data, res.Errors)
					}
				}},
		})
	})
}

// TestClubContactAndBannerLayoutAPI: the club's postal address and banner
// layout are saved with its settings (the address tidied line by line,
// too many lines and an unknown layout refused on their fields; left out
// they are kept), audited, and answered by the content API's Club with
// its contact (the parts not given null) for the storefront.
func TestClubContactAndBannerLayoutAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := clubsHandler(t, d)
		public := graphcontent.NewHandler(&graphcontent.Resolver{Content: content.NewService(d, content.Options{})}, gqlserver.Options{})
		save := `mutation($in: ClubSettingsInput!) { saveClubSettings(input: $in) { contactAddress bannerLayout contactName } }`
		with := func(id, slug, prefix, root string, set map[string]any) map[string]any {
			in := clubInput(id, slug, prefix, root, "#224466")
			for k, v := range set {
				in[k] = v
			}
			return in
		}
		club := func(slug string) string {
			return `{ Clubs(where: {slug: {equals: "` + slug + `"}}) { docs { bannerLayout contact { name email phone address } } } }`
		}
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a new club's layout is the band", Query: `{ clubSetting(id: "8") { bannerLayout contactAddress } }`, Header: as("content"),
				Data: map[string]any{"clubSetting.bannerLayout": "BAND", "clubSetting.contactAddress": ""}},
			{Name: "the club manager saves an address and the centred layout", Query: save, Header: as("club"),
				Variables: map[string]any{"in": with("7", "rv-lindenhof", "HOSE", "17", map[string]any{
					"contactAddress": "  Reitverein Lindenhof e. V.\r\n\r\nLindenweg 3 \n 85540 Haar ", "bannerLayout": "CENTERED"})},
				Data: map[string]any{"saveClubSettings.contactAddress": "Reitverein Lindenhof e. V.\nLindenweg 3\n85540 Haar",
					"saveClubSettings.bannerLayout": "CENTERED"}},
			{Name: "left out, both are kept", Query: save, Header: as("club"),
				Variables: map[string]any{"in": with("7", "rv-lindenhof", "HOSE", "17", map[string]any{"contactName": "Max Muster"})},
				Data: map[string]any{"saveClubSettings.contactAddress": "Reitverein Lindenhof e. V.\nLindenweg 3\n85540 Haar",
					"saveClubSettings.bannerLayout": "CENTERED", "saveClubSettings.contactName": "Max Muster"}},
			{Name: "six lines are too many", Query: save, Header: as("club"),
				Variables: map[string]any{"in": with("7", "rv-lindenhof", "HOSE", "17", map[string]any{"contactAddress": "1\n2\n3\n4\n5\n6"})},
				Code:      "BAD_USER_INPUT", Field: "contactAddress"},
			{Name: "an unknown layout is refused by the schema", Query: save, Header: as("club"),
				Variables: map[string]any{"in": with("7", "rv-lindenhof", "HOSE", "17", map[string]any{"bannerLayout": "WIDE"})},
				Status:    http.StatusUnprocessableEntity, Code: "GRAPHQL_VALIDATION_FAILED"},
			{Name: "the light layout and no contact for the other club", Query: save, Header: as("content"),
				Variables: map[string]any{"in": with("8", "rfv-isartal", "SATTEL", "18", map[string]any{"bannerLayout": "LIGHT",
					"contactName": "", "contactEmail": "", "contactPhone": "", "contactAddress": ""})},
				Data: map[string]any{"saveClubSettings.bannerLayout": "LIGHT", "saveClubSettings.contactAddress": ""}},
			{Name: "the trail", Query: `{ auditEntries(filter: {objectType: "club"}) { items { changes { field before after } } } }`,
				Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
					var address, layout bool
					for _, it := range gqltest.At(res.Data, "auditEntries.items").([]any) {
						for _, c := range it.(map[string]any)["changes"].([]any) {
							ch := c.(map[string]any)
							address = address || ch["field"] == "contact_address" && ch["after"] == "Reitverein Lindenhof e. V.\nLindenweg 3\n85540 Haar"
							layout = layout || ch["field"] == "banner_layout" && ch["before"] == "band" && ch["after"] == "centered"
						}
					}
					if !address || !layout {
						t.Errorf("trail: address %v, layout %v (%v)", address, layout, res.Errors)
					}
				}},
		})
		gqltest.Run(t, public, "/graphql", []gqltest.Scenario{
			{Name: "the storefront reads the contact and layout", Query: club("rv-lindenhof"),
				Data: map[string]any{"Clubs.docs.0.bannerLayout": "centered", "Clubs.docs.0.contact.name": "Max Muster",
					"Clubs.docs.0.contact.email": "vorstand@verein.example", "Clubs.docs.0.contact.phone": "+49 89 1234567",
					"Clubs.docs.0.contact.address": "Reitverein Lindenhof e. V.\nLindenweg 3\n85540 Haar"}},
			{Name: "the parts not given are null", Query: club("rfv-isartal"),
				Data: map[string]any{"Clubs.docs.0.bannerLayout": "light", "Clubs.docs.0.contact.name": nil,
					"Clubs.docs.0.contact.email": nil, "Clubs.docs.0.contact.phone": nil, "Clubs.docs.0.contact.address": nil}},
		})
	})
}
