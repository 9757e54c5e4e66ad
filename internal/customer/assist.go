package customer

import "context"

// ByEmail returns the account of a website ("shop") with an email
// address, for staff (login as customer's generateCustomerTokenAsAdmin,
// package admin/assist, which checks the staff member's role); NotFound
// when none has it. It is no method of Service: no storefront call may
// tell whether an address has an account.
func (s *service) ByEmail(ctx context.Context, website, email string) (Customer, error) {
	r, err := s.byEmail(ctx, s.DB.Read(), website, email)
	if err != nil {
		return Customer{}, err
	}
	return r.customer(), nil
}

// IsLocked reports whether staff locked the account (Staff.Lock; an
// erased account is locked too), for login as customer, which refuses a
// locked account; NotFound when the account is gone.
func (s *service) IsLocked(ctx context.Context, id int64) (bool, error) {
	r, err := s.byID(ctx, s.DB.Read(), id)
	if err != nil {
		return false, err
	}
	return r.LockedAt != nil, nil
}
