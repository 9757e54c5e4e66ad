package app

import (
	"context"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// A club's shop root category is named by the club, so that the category
// staff refuse to delete it; another category is nobody's root.
func TestClubOfRootCategory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `INSERT INTO club (slug, name, list_name, sku_prefix, status, visibility, banner_color, shop_root_category_id)
			VALUES ('rv-lindenhof', 'Reitverein Lindenhof', 'Lindenhof', 'RVL', 'published', 'public', '#123456', '42')`); err != nil {
			t.Fatal(err)
		}
		for id, want := range map[int64]string{42: "Reitverein Lindenhof", 4: "", 420: ""} {
			got, err := clubOfRootCategory(ctx, d, id)
			if err != nil || got != want {
				t.Errorf("category %d: %q, %v; want %q", id, got, err, want)
			}
		}
	})
}
