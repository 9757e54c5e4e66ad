// Package mollie is the shop's adapter to Mollie (https://www.mollie.com),
// written against the public documentation of its Payments API v2: a
// Client (payments, payment methods, refunds; bearer API key, a timeout
// per attempt, retries with exponential backoff and jitter for network
// errors, 429 (honouring Retry-After) and 5xx on GETs and on POSTs sent
// with an Idempotency-Key; Mollie's hal+json errors kept as *Error and
// logged with their title and detail, never with the key).
//
// molliefake is a local stand-in for the API and its test-mode hosted
// checkout, for tests and browser journeys (tools/fake-mollie serves it).
package mollie
