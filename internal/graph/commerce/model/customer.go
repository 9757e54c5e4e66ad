package model

import "paddock/internal/customer"

// Customer is a customer account; its address book, default addresses
// and newsletter flag resolve from Account when a query asks for them.
type Customer struct {
	CreatedAt   *string `json:"created_at,omitempty"`
	Firstname   *string `json:"firstname,omitempty"`
	Lastname    *string `json:"lastname,omitempty"`
	Email       *string `json:"email,omitempty"`
	Dob         *string `json:"dob,omitempty"`
	DateOfBirth *string `json:"date_of_birth,omitempty"`
	// ID is deprecated in Magento and always null here: the session
	// names the customer.
	ID *int `json:"id,omitempty"`
	// AllowRemoteShoppingAssistance is Magento's LoginAsCustomer consent.
	AllowRemoteShoppingAssistance bool `json:"allow_remote_shopping_assistance"`
	// Account is the account the fields above show.
	Account customer.Customer `json:"-"`
}
