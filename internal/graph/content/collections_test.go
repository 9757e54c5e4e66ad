package content_test

import (
	"fmt"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// FuzzCollectionWhere sends arbitrary filters, sorts and locales through
// GraphQL to every collection: answers or input errors, never an internal
// error. It runs on SQLite; the service's tests feed PostgreSQL strange
// strings.
func FuzzCollectionWhere(f *testing.F) {
	w := newWorld(f, dbtest.New(f, db.SQLite))
	for _, seed := range []struct{ collection, field, op, value, sort string }{
		{"Pages", "url", "equals", "service/datenschutz", "-title"},
		{"Pages", "title", "like", "%\\_", "url"},
		{"Clubs", "visibility", "equals", "private", "listName"},
		{"Clubs", "slug", "in", "sonnenwiese", "-id"},
		{"SalesEvents", "accessKey", "equals", secret, "from"},
		{"SalesEvents", "accessKey", "contains", "priv", "accessKey"},
		{"Sites", "code", "not_in", "\x00", "baseUrl"},
		{"Pages", "id", "exists", "true", ""},
	} {
		f.Add(seed.collection, seed.field, seed.op, seed.value, seed.sort)
	}
	operators := map[string]string{"Pages": "Page_where", "Clubs": "Club_where", "SalesEvents": "SalesEvent_where", "Sites": "Site_where"}
	f.Fuzz(func(t *testing.T, collection, field, op, value, sort string) {
		typ, ok := operators[collection]
		if !ok {
			collection, typ = "Pages", "Page_where"
		}
		var v any = value
		switch op {
		case "in", "not_in":
			v = []any{value}
		case "exists":
			v = value == "true"
		}
		query := fmt.Sprintf(`query($where: %s, $sort: String) { %s(where: $where, sort: $sort) { totalDocs docs { id } } }`, typ, collection)
		res := w.do(t, "shop_de", query, map[string]any{"sort": sort, "where": map[string]any{field: map[string]any{op: v}}})
		if res.Status >= 500 || res.Code() == "INTERNAL_SERVER_ERROR" {
			t.Fatalf("%s %s %s %q sort %q: %d %+v", collection, field, op, value, sort, res.Status, res.Errors)
		}
	})
}
