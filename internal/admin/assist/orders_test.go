package assist_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/assist"
	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/session"
)

// placing is an order service that places order 41 and keeps its notes.
type placing struct {
	order.Service
	notes []string
}

func (p *placing) Place(context.Context, cart.Ref, order.PlaceInput) (order.Placed, error) {
	return order.Placed{Order: order.Order{ID: 41, Number: "000000041"}}, nil
}

func (p *placing) Note(_ context.Context, orderID int64, key string, args map[string]string) error {
	p.notes = append(p.notes, key+" "+args["staff"])
	return nil
}

func TestAnOrderPlacedInAnAssistedSessionIsNotedAndAudited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		l, _ := f.svc.Start(access.With(context.Background(), support), 1)
		assisted, _, err := f.svc.Redeem(context.Background(), tokenOf(t, l), session.ViaCookie, client)
		if err != nil {
			t.Fatal(err)
		}
		own, _, _ := f.sessions.Create(context.Background(), session.Customer, 1, session.ViaCookie, client)
		places := &placing{}
		orders := assist.Orders{Service: places, Assisted: f.svc, Audit: f.audit}
		mw, err := f.sessions.Middleware(session.HTTPOptions{})
		if err != nil {
			t.Fatal(err)
		}
		place := func(token string) {
			h := mw(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if _, err := orders.Place(r.Context(), cart.Ref{}, order.PlaceInput{}); err != nil {
					t.Fatal(err)
				}
			}))
			req := httptest.NewRequest(http.MethodPost, "/graphql", nil)
			req.Header.Set("Authorization", "Bearer "+token)
			h.ServeHTTP(httptest.NewRecorder(), req)
		}
		place(own)
		if len(places.notes) != 0 {
			t.Fatalf("the customer's own order noted: %v", places.notes)
		}
		place(assisted)
		if len(places.notes) != 1 || places.notes[0] != "order.history.assisted Max Support" {
			t.Fatalf("notes %v", places.notes)
		}
		trail := f.trail(t)
		if trail[0].Operation != "order.place" || trail[0].ObjectID != "000000041" || trail[0].StaffName != "Max Support" {
			t.Fatalf("trail %+v", trail[0])
		}
	})
}
