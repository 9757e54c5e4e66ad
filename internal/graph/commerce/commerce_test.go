package commerce_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/helpdesk"
	"paddock/internal/newsletter"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func api(t *testing.T, d *db.DB, dev bool) http.Handler {
	t.Helper()
	if err := catalog.Seed(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	svc := catalog.NewService(d, nil, nil)
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{Catalog: svc, BaseURL: "https://shop.example"}})
	return gqlserver.New(schema, gqlserver.Options{Dev: dev, Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := svc.StoreByCode(ctx, s.Code())
			return err
		}})
}

func TestTransportsAndLimits(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), false)
	const q = `{ availableStores { store_code } }`

	if res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: q, GET: true}); len(res.Errors) > 0 || res.Data["availableStores"] == nil {
		t.Errorf("GET query: %+v", res)
	}
	if res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `mutation { x }`, GET: true}); len(res.Errors) == 0 || res.Data != nil {
		t.Errorf("GET mutation was not refused: %+v", res)
	}

	introspection := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ __schema { queryType { name } } }`})
	if len(introspection.Errors) == 0 {
		t.Errorf("introspection is on outside dev mode: %+v", introspection)
	}
	typo := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ availableStore { store_code } }`})
	if len(typo.Errors) == 0 || strings.Contains(typo.Message(), "Did you mean") {
		t.Errorf("field suggestions outside dev mode: %+v", typo)
	}

	var aliases strings.Builder
	for i := 0; i < 31; i++ {
		aliases.WriteString(" s" + strings.Repeat("x", i) + ": storeConfig { store_code }")
	}
	res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{" + aliases.String() + " }", Header: map[string]string{"Store": "shop_en"}})
	if res.Code() != "GRAPHQL_VALIDATION_FAILED" || !strings.Contains(res.Message(), "too many aliases") {
		t.Errorf("31 aliases: %+v", res)
	}
	var costly strings.Builder
	for i := 0; i < 25; i++ {
		costly.WriteString(" s" + strings.Repeat("x", i) + ": availableStores { store_code store_name locale root_category_uid timezone is_default_store base_link_url secure_base_link_url website_code store_group_code id base_currency_code }")
	}
	res = gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{" + costly.String() + " }"})
	if res.Code() != "GRAPHQL_VALIDATION_FAILED" || !strings.Contains(res.Message(), "zu aufwendig") {
		t.Errorf("complexity 325: %+v", res)
	}

	big := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{ availableStores { store_code } }" + strings.Repeat(" ", gqlserver.MaxBodyBytes)})
	if big.Status != http.StatusRequestEntityTooLarge || big.Code() != "BAD_USER_INPUT" || !strings.Contains(big.Message(), "256 KB") || big.Data != nil {
		t.Errorf("oversized body: %+v", big)
	}
}

func TestIntrospectionAndSuggestionsInDevMode(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), true)
	res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ __schema { queryType { name } } }`})
	if len(res.Errors) > 0 {
		t.Errorf("introspection in dev mode: %+v", res)
	}
	typo := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ availableStore { store_code } }`})
	if !strings.Contains(typo.Message(), "Did you mean") {
		t.Errorf("no suggestion in dev mode: %+v", typo)
	}
}

func TestAutomaticPersistedQueries(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), false)
	q := `query GetAvailableStores { availableStores { store_code } }`
	sum := sha256.Sum256([]byte(q))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}

	first := gqltest.Do(t, h, "/graphql", gqltest.Request{Extensions: ext, GET: true})
	if first.Code() != "PERSISTED_QUERY_NOT_FOUND" {
		t.Fatalf("unknown hash: %+v", first)
	}
	stored := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: q, Extensions: ext})
	if len(stored.Errors) > 0 {
		t.Fatalf("register: %+v", stored)
	}
	byHash := gqltest.Do(t, h, "/graphql", gqltest.Request{Extensions: ext, GET: true})
	if len(byHash.Errors) > 0 || len(byHash.Data["availableStores"].([]any)) != 3 {
		t.Errorf("by hash over GET: %+v", byHash)
	}
	wrong := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ storeConfig { store_code } }`, Extensions: ext})
	if len(wrong.Errors) == 0 {
		t.Errorf("a query that does not match its hash was accepted: %+v", wrong)
	}
}

// formsAPI is the commerce handler with the newsletter and the helpdesk,
// behind the client middleware the app puts on the GraphQL routes.
type formsAPI struct {
	h     http.Handler
	d     *db.DB
	queue *jobs.Queue
}

func newFormsAPI(t testing.TB, d *db.DB) formsAPI {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	queue := jobs.New(d, logger)
	outbox, err := mail.NewOutbox(d, queue, mail.Options{From: "Paddock <shop@paddock.example>"})
	if err != nil {
		t.Fatal(err)
	}
	queue.Handle(mail.JobKind, outbox.HandleJob)
	limiter := ratelimit.NewDB(d, nil)
	news, err := newsletter.NewService(d, outbox, limiter, newsletter.Options{BaseURL: "https://shop.example", Key: bytes.Repeat([]byte("s"), 32)})
	if err != nil {
		t.Fatal(err)
	}
	cat := catalog.NewService(d, nil, nil)
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{
		Catalog: cat, Newsletter: news, Helpdesk: helpdesk.NewService(d, outbox, limiter, helpdesk.Options{BaseURL: "https://shop.example"}),
		BaseURL: "https://shop.example",
	}})
	h := gqlserver.New(schema, gqlserver.Options{Logger: logger, CheckStore: func(ctx context.Context, s storecode.Store) error {
		_, err := cat.StoreByCode(ctx, s.Code())
		return err
	}})
	return formsAPI{h: ratelimit.Proxies{}.Middleware(h), d: d, queue: queue}
}

func (a formsAPI) do(t testing.TB, store, query string, vars map[string]any) gqltest.Response {
	t.Helper()
	return gqltest.Do(t, a.h, "/graphql", gqltest.Request{Query: query, Variables: vars,
		Header: map[string]string{"Store": store, "User-Agent": "Journey/1.0"}})
}

// lastMail delivers what is due and returns the newest mail.
func (a formsAPI) lastMail(t *testing.T) mail.Stored {
	t.Helper()
	for {
		n, err := a.queue.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	msgs, err := mail.NewMailbox(a.d).List(context.Background(), 1)
	if err != nil || len(msgs) == 0 {
		t.Fatalf("no mail: %v", err)
	}
	return msgs[0]
}

func status(t *testing.T, res gqltest.Response, field string) string {
	t.Helper()
	if len(res.Errors) > 0 {
		t.Fatalf("%s: %+v", field, res.Errors)
	}
	out, _ := res.Data[field].(map[string]any)
	s, _ := out["status"].(string)
	return s
}
