package commerce_test

import (
	"context"
	"log/slog"
	"net/http"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// assistAsAdmin answers tokens as admin/assist does: a member of staff
// who may impersonate, a customer who allowed it.
type assistAsAdmin struct{}

func (assistAsAdmin) TokenAsAdmin(ctx context.Context, website, email string, _ ratelimit.Client) (string, error) {
	if _, err := access.Require(ctx, access.Impersonate); err != nil {
		return "", err
	}
	if email != "anna@example.de" {
		return "", apperr.New(apperr.Conflict, "assist.notAllowed")
	}
	return "token-of-" + email + "-at-" + website, nil
}

func TestGenerateCustomerTokenAsAdminNeedsAStaffSession(t *testing.T) {
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{Assist: assistAsAdmin{}}})
	api := gqlserver.New(schema, gqlserver.Options{Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(context.Context, storecode.Store) error { return nil }})
	// The app puts the member of staff of the staff session's cookie in
	// the context; here a header stands for it.
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		switch r.Header.Get("X-Test-Staff") {
		case "support":
			ctx = access.With(ctx, access.Principal{StaffID: 7, Name: "Max Support", Role: access.Support})
		case "club":
			ctx = access.With(ctx, access.Principal{StaffID: 8, Name: "Club", Role: access.Club})
		}
		api.ServeHTTP(w, r.WithContext(ctx))
	})
	const op = `mutation AsAdmin($email: String!) { generateCustomerTokenAsAdmin(input: {customer_email: $email}) { customer_token } }`
	anna := map[string]any{"email": "anna@example.de"}
	gqltest.Run(t, h, "/graphql", []gqltest.Scenario{
		{Name: "without a staff session", Store: "shop_en", Query: op, Variables: anna, Code: "UNAUTHENTICATED"},
		{Name: "a role that may not", Store: "shop_en", Query: op, Variables: anna, Header: map[string]string{"X-Test-Staff": "club"},
			Code: "FORBIDDEN"},
		{Name: "a customer who did not allow it", Store: "shop_en", Query: op, Variables: map[string]any{"email": "ben@example.de"},
			Header: map[string]string{"X-Test-Staff": "support"}, Code: "CONFLICT"},
		{Name: "support", Store: "shop_en", Query: op, Variables: anna, Header: map[string]string{"X-Test-Staff": "support"},
			Data: map[string]any{"generateCustomerTokenAsAdmin.customer_token": "token-of-anna@example.de-at-shop"}},
	})
}
