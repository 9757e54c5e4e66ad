package content_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func club(slug, name string, status content.ClubStatus, visibility content.ClubVisibility) content.ClubInput {
	return content.ClubInput{Name: name, SKUPrefix: strings.ToUpper(slug[:3]), Status: status, Visibility: visibility, Slug: slug,
		BannerColor: "#1F3D6B", ShopRootCategoryID: "28", Locales: map[i18n.Locale]content.ClubTexts{
			i18n.German: {Meta: content.Meta{Title: name + " – Vereinsshop"}, Blocks: []content.Block{&content.ClubHeroBlock{Headline: "Willkommen"}}},
			i18n.French: {Blocks: []content.Block{&content.ClubHeroBlock{Headline: "Bienvenue"}}},
		}}
}

// clubSet saves clubs of every status and visibility.
func clubSet(t testing.TB, f *fixture) {
	t.Helper()
	for _, c := range []content.ClubInput{
		club("alpha", "Reitverein Alpha", content.ClubEnabled, content.ClubPublic),
		club("beta", "Reitverein Beta", content.ClubEnabled, content.ClubPublic),
		club("gamma", "Ponyclub Gamma", content.ClubEnabled, content.ClubUnlisted),
		club("delta", "Ponyclub Delta", content.ClubEnabled, content.ClubPrivate),
		club("epsilon", "Reitverein Epsilon", content.ClubDisabled, content.ClubPublic),
	} {
		if _, err := f.svc.SaveClub(context.Background(), c); err != nil {
			t.Fatalf("%s: %v", c.Slug, err)
		}
	}
}

func slugs(p content.Page[content.Club]) string {
	var out []string
	for _, c := range p.Docs {
		out = append(out, c.Slug)
	}
	return strings.Join(out, " ")
}

func TestClubsAccess(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		clubSet(t, f)
		ctx := context.Background()
		visible := &content.Where{Fields: map[string]content.Condition{
			"status": {Equals: "enabled"}, "visibility": {NotEquals: "private"},
		}}
		tests := []struct {
			name  string
			opts  content.FindOptions
			want  string
			total int
		}{
			{"a list shows enabled public clubs", content.FindOptions{}, "alpha beta", 2},
			{"GetVisibleClubs with limit 0", content.FindOptions{Where: visible, All: true}, "alpha beta", 2},
			{"GetVisibleClubs with a limit", content.FindOptions{Where: visible, Limit: 1}, "alpha", 2},
			{"asking for private clubs lists none", content.FindOptions{Where: where("visibility", "private")}, "", 0},
			{"an unlisted club by its slug", content.FindOptions{Where: where("slug", "gamma")}, "gamma", 1},
			{"a private club by its slug", content.FindOptions{Where: where("slug", "delta")}, "delta", 1},
			{"a pin inside AND counts", content.FindOptions{Where: &content.Where{And: []content.Where{*where("slug", "delta")}}}, "delta", 1},
			{"a pin inside OR does not", content.FindOptions{Where: &content.Where{Or: []content.Where{*where("slug", "delta"), *where("slug", "alpha")}}}, "alpha", 1},
			{"a slug search is no pin", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"slug": {Like: ptr("delta")}}}}, "", 0},
			{"a disabled club never", content.FindOptions{Where: where("slug", "epsilon")}, "", 0},
			{"the admin sees all", content.FindOptions{Unrestricted: true, Sort: "slug"}, "alpha beta delta epsilon gamma", 5},
		}
		for _, tt := range tests {
			page, err := f.svc.Clubs(ctx, tt.opts)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			if got := slugs(page); got != tt.want || page.TotalDocs != tt.total {
				t.Errorf("%s: %q (%d); want %q (%d)", tt.name, got, page.TotalDocs, tt.want, tt.total)
			}
		}
		all, _ := f.svc.Clubs(ctx, content.FindOptions{All: true})
		if all.Limit != 0 || all.Page != 1 || all.TotalPages != 1 || all.HasNextPage() {
			t.Errorf("all: %+v", all)
		}
		if _, err := f.svc.Clubs(ctx, content.FindOptions{Limit: 101}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("limit 101: %v", err)
		}
		if _, err := f.svc.Sites(ctx, content.FindOptions{All: true}); err != nil {
			t.Errorf("other collections ignore All: %v", err)
		}

		c, err := f.svc.ClubBySlug(ctx, i18n.French, "delta")
		if err != nil {
			t.Fatal(err)
		}
		if c.Name != "Ponyclub Delta" || c.ListName != "Ponyclub Delta" || c.SKUPrefix != "DEL" || c.BannerColor != "#1f3d6b" ||
			c.ShopRootCategoryID != "28" || c.Meta.Title != "Ponyclub Delta – Vereinsshop" || len(c.Blocks) != 1 ||
			c.Blocks[0].(*content.ClubHeroBlock).Headline != "Bienvenue" || c.CreatedAt.IsZero() {
			t.Errorf("club in French: %+v", c)
		}
		if _, err := f.svc.ClubBySlug(ctx, i18n.German, "epsilon"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("disabled club: %v", err)
		}
	})
}

func TestClubsAllIsCapped(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	f := newFixture(t, d)
	ctx := context.Background()
	for i := range content.MaxAllLimit + 5 {
		if _, err := d.Write().Exec(ctx, `INSERT INTO club (slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES (?, ?, ?, 'AB', 'enabled', 'public', '#000000', '1')`, fmt.Sprintf("club-%04d", i), "Club", fmt.Sprintf("Club %04d", i)); err != nil {
			t.Fatal(err)
		}
	}
	page, err := f.svc.Clubs(ctx, content.FindOptions{All: true})
	if err != nil || len(page.Docs) != content.MaxAllLimit || page.TotalDocs != content.MaxAllLimit+5 {
		t.Errorf("%d docs of %d, %v", len(page.Docs), page.TotalDocs, err)
	}
}

func TestSaveClub(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		clubSet(t, f)
		ctx := context.Background()
		with := func(fn func(*content.ClubInput)) content.ClubInput {
			in := club("neu", "Neuer Verein", content.ClubEnabled, content.ClubPublic)
			fn(&in)
			return in
		}
		tests := []struct {
			name  string
			in    content.ClubInput
			kind  apperr.Kind
			field string
		}{
			{"no name", with(func(in *content.ClubInput) { in.Name = " " }), apperr.Invalid, "name"},
			{"prefix with a hyphen", with(func(in *content.ClubInput) { in.SKUPrefix = "VK-" }), apperr.Invalid, "skuPrefix"},
			{"unknown status", with(func(in *content.ClubInput) { in.Status = "paused" }), apperr.Invalid, "status"},
			{"no visibility", with(func(in *content.ClubInput) { in.Visibility = "" }), apperr.Invalid, "visibility"},
			{"bad slug", with(func(in *content.ClubInput) { in.Slug = "neu verein" }), apperr.Invalid, "slug"},
			{"bad colour", with(func(in *content.ClubInput) { in.BannerColor = "#12345" }), apperr.Invalid, "bannerColor"},
			{"no category", with(func(in *content.ClubInput) { in.ShopRootCategoryID = "" }), apperr.Invalid, "shopRootCategoryId"},
			{"unknown logo", with(func(in *content.ClubInput) { in.LogoID = 999 }), apperr.Invalid, "image"},
			{"no German", with(func(in *content.ClubInput) { delete(in.Locales, i18n.German) }), apperr.Invalid, "locales.de"},
			{"bad block", with(func(in *content.ClubInput) {
				in.Locales[i18n.German] = content.ClubTexts{Blocks: []content.Block{&content.AnchorBlock{}}}
			}), apperr.Invalid, "locales.de.blocks[0].anchorId"},
			{"slug taken", with(func(in *content.ClubInput) { in.Slug = "alpha" }), apperr.Conflict, "slug"},
			{"unknown id", with(func(in *content.ClubInput) { in.ID = 999 }), apperr.NotFound, ""},
		}
		for _, tt := range tests {
			_, err := f.svc.SaveClub(ctx, tt.in)
			if e := apperr.As(err); err == nil || e.Kind != tt.kind || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want %v on %q", tt.name, err, e.Field, tt.kind, tt.field)
			}
		}
		logo := f.media(t, 5)
		alpha, _ := f.svc.Clubs(ctx, content.FindOptions{Unrestricted: true, Where: where("slug", "alpha")})
		in := club("alpha-neu", "Reitverein Alpha", content.ClubEnabled, content.ClubUnlisted)
		in.ID, in.LogoID, in.ListName = alpha.Docs[0].ID, logo, "Alpha"
		if _, err := f.svc.SaveClub(ctx, in); err != nil {
			t.Fatal(err)
		}
		c, err := f.svc.ClubBySlug(ctx, i18n.English, "alpha-neu")
		if err != nil || c.ID != alpha.Docs[0].ID || c.ListName != "Alpha" || c.Logo == nil || c.Logo.Alt != "Picture 5" || c.Visibility != content.ClubUnlisted {
			t.Errorf("renamed club: %+v, %v", c, err)
		}
		if err := f.svc.DeleteClub(ctx, c.ID); err != nil {
			t.Errorf("delete: %v", err)
		}
		if err := f.svc.DeleteClub(ctx, c.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("delete twice: %v", err)
		}
	})
}
