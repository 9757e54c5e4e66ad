package access_test

import (
	"context"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/platform/apperr"
)

func TestRolesGrantWhatEachDoes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		role access.Role
		perm access.Permission
		want bool
	}{
		{access.Owner, access.StaffManage, true},
		{access.Owner, access.CustomersErase, true},
		{access.Support, access.OrdersRefund, true},
		{access.Support, access.Impersonate, true},
		{access.Support, access.StaffManage, false},
		{access.Support, access.SettingsManage, false},
		{access.Content, access.OrdersRead, true},
		{access.Content, access.OrdersWrite, false},
		{access.Content, access.CustomersRead, false},
		{access.Club, access.OrdersRead, true},
		{access.Club, access.OrdersRefund, false},
		{access.Club, access.CustomersRead, false},
		{access.Club, access.AuditRead, false},
		{access.Content, access.MarketingManage, true},
		{access.Content, access.NewsletterManage, false},
		{access.Content, access.HelpdeskManage, false},
		{access.Support, access.HelpdeskManage, true},
		{access.Support, access.NewsletterManage, true},
		{access.Support, access.MarketingManage, false},
		{access.Club, access.ContentManage, true},
		{access.Club, access.MarketingManage, false},
		{access.Club, access.HelpdeskManage, false},
		{access.Role("root"), access.Dashboard, false},
	}
	for _, c := range cases {
		if got := c.role.Has(c.perm); got != c.want {
			t.Errorf("%s has %s = %v, want %v", c.role, c.perm, got, c.want)
		}
	}
	for _, r := range []access.Role{access.Owner, access.Support} {
		if !r.NeedsSecondFactor() {
			t.Errorf("%s must need a second factor", r)
		}
	}
	for _, r := range []access.Role{access.Content, access.Club} {
		if r.NeedsSecondFactor() {
			t.Errorf("%s needs no second factor", r)
		}
	}
}

func TestAClubManagerActsOnlyForTheirClubs(t *testing.T) {
	t.Parallel()
	club := access.Principal{Role: access.Club, Clubs: []int64{3, 7}}
	if !club.InScope(7) || !club.InScope(1, 3) || club.InScope(4) || club.InScope() {
		t.Error("a club manager's scope is their clubs only")
	}
	if support := (access.Principal{Role: access.Support}); !support.InScope(4) || !support.InScope() {
		t.Error("support is not limited to clubs")
	}
}

func TestRequire(t *testing.T) {
	t.Parallel()
	if _, err := access.Require(context.Background(), access.Dashboard); apperr.KindOf(err) != apperr.Unauthenticated {
		t.Errorf("no principal: %v, want unauthenticated", err)
	}
	ctx := access.With(context.Background(), access.Principal{StaffID: 1, Role: access.Content})
	if _, err := access.Require(ctx, access.OrdersRefund); apperr.KindOf(err) != apperr.Forbidden {
		t.Errorf("content refunding: %v, want forbidden", err)
	}
	if p, err := access.Require(ctx, access.OrdersRead); err != nil || p.StaffID != 1 {
		t.Errorf("content reading orders: %v %v", p, err)
	}
}
