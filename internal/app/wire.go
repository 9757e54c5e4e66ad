// Package app wires Paddock together with plain constructors: database,
// files, search, background jobs, domain services, both GraphQL APIs, the
// storefront and the HTTP server.
package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"sync/atomic"
	"time"

	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"paddock/internal/admin/staff"
	"paddock/internal/blocks"
	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/helpdesk"
	"paddock/internal/media"
	"paddock/internal/newsletter"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/mollie"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/search"
	"paddock/internal/platform/secret"
	"paddock/internal/platform/session"
	"paddock/internal/platform/ssr"
	"paddock/internal/returns"
	"paddock/internal/returns/dhl"
	"paddock/internal/review"
	"paddock/internal/settings"
	"paddock/internal/shipping"
	"paddock/internal/wishlist"
	"paddock/internal/withdrawal"
)

// App is a wired Paddock: open database, files, search index, services and
// HTTP handler.
type App struct {
	cfg    config.Config
	logger *slog.Logger
	now    func() time.Time

	db     *db.DB
	bucket *blob.Bucket
	engine search.Engine
	// renderer renders the storefront's pages on the server; nil when off.
	renderer *ssr.Engine
	jobs     *jobs.Queue

	catalog   catalog.Service
	content   content.Service
	directory directory.Service
	returns   returns.Service
	blocks    blocks.Service
	media     *media.Library
	settings  settings.Service

	mail       *mail.Outbox
	limiter    ratelimit.Limiter
	newsletter newsletter.Service
	helpdesk   helpdesk.Service
	sessions   *session.Manager
	// The back office: its trail, and the staff with their own sessions.
	audit         audit.Service
	staffSessions *session.Manager
	staff         staff.Service
	// assist is login as customer (remote shopping assistance).
	assist   assist.Service
	customer customer.Service
	coupons  coupon.Service
	shipping shipping.Service
	carts    cart.Service
	payments payment.Service
	// facts are what content pages say of the checkout: the methods it
	// offers and its order button.
	facts     *shopFacts
	testpay   *testpay.Provider // nil unless the test provider is enabled
	orders    order.Service
	wishlists wishlist.Service
	// reviews are the product reviews, also their moderation (Staff).
	reviews interface {
		review.Service
		review.Staff
	}
	// withdrawals is the withdrawal function (§356a BGB), also its Staff.
	withdrawals interface {
		withdrawal.Service
		withdrawal.Staff
	}

	handler http.Handler
	// draining is set when shutdown begins, so /readyz turns away new
	// traffic while requests in flight finish.
	draining atomic.Bool
}

// New opens the database (applying pending migrations), the file bucket and
// the search index, and builds the handler. Close releases what it opened.
func New(ctx context.Context, cfg config.Config, logger *slog.Logger) (*App, error) {
	a := &App{cfg: cfg, logger: logger, now: time.Now}
	if err := a.open(ctx); err != nil {
		return nil, errors.Join(err, a.Close())
	}
	return a, nil
}

func (a *App) open(ctx context.Context) (err error) {
	if a.db, err = Open(ctx, a.cfg, a.logger); err != nil {
		return err
	}
	if a.cfg, err = publicBaseURL(ctx, a.db, a.cfg, a.logger, true); err != nil {
		return err
	}
	if a.bucket, err = blob.Open(ctx, a.cfg.BlobURL); err != nil {
		return fmt.Errorf("open files at %s: %w", a.cfg.BlobURL, err)
	}
	if a.engine, err = openSearch(a.cfg, a.db); err != nil {
		return err
	}
	a.wireServices()
	if err = a.wireMail(ctx); err != nil {
		return err
	}
	if err = a.wireContent(ctx); err != nil {
		return err
	}
	a.handler, err = a.routes()
	return err
}

// wireServices builds the domain services on the open resources.
func (a *App) wireServices() {
	a.jobs = jobs.New(a.db, a.logger)
	a.catalog = catalog.NewService(a.db, a.engine, a.jobs, catalog.WithAudit(later{a}), catalog.WithPolicy(a.catalogPolicy))
	a.jobs.Handle(catalog.ReindexJobKind, a.catalog.HandleReindexJob)
	a.directory = directory.NewService(a.db)
	a.blocks = blocks.NewService(a.db)
	a.media = media.NewLibrary(a.bucket, media.Options{Logger: a.logger, Jobs: a.jobs, DB: a.db})
	a.jobs.Handle(media.DeriveJobKind, a.media.HandleDeriveJob)
	a.jobs.Later(media.DeriveJobKind) // hundreds after a seed: behind customers' mails and payments
	a.settings = settings.NewService(a.db, settings.Options{Now: a.now})
}

func openSearch(cfg config.Config, d *db.DB) (search.Engine, error) {
	if cfg.Search == "postgres" {
		return search.OpenPostgres(d)
	}
	dir := filepath.Join(cfg.DataDir, "search", "products.bleve")
	engine, err := search.OpenBleve(dir)
	if err != nil {
		return nil, fmt.Errorf("open search index %s (is another paddock serve running on this data directory?): %w", dir, err)
	}
	return engine, nil
}

// Open connects to the configured database and migrates it.
func Open(ctx context.Context, cfg config.Config, logger *slog.Logger) (*db.DB, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", db.Redact(cfg.DatabaseURL), err)
	}
	applied, err := d.Migrate(ctx)
	if err != nil {
		_ = d.Close()
		return nil, err
	}
	if applied > 0 {
		logger.InfoContext(ctx, "database migrated", "dialect", d.Dialect(), "applied", applied)
	}
	return d, nil
}

// Close releases the search index, the file bucket and the database.
func (a *App) Close() error {
	var errs []error
	if a.engine != nil {
		errs = append(errs, a.engine.Close())
	}
	if a.renderer != nil {
		a.renderer.Close()
	}
	if a.bucket != nil {
		errs = append(errs, a.bucket.Close())
	}
	if a.db != nil {
		errs = append(errs, a.db.Close())
	}
	return errors.Join(errs...)
}

// wireMail builds the mail outbox (its delivery job registered on the
// queue), the rate limiter, and the newsletter and helpdesk services.
func (a *App) wireMail(ctx context.Context) error {
	outbox, err := mail.NewOutbox(a.db, a.jobs, mail.Options{
		SMTPURL: a.cfg.SMTPURL, From: a.cfg.MailFrom, ShopAddress: a.cfg.ShopEmail,
		Bucket: a.bucket, Logger: a.logger, Now: a.now,
	})
	if err != nil {
		return err
	}
	a.mail = outbox
	a.jobs.Handle(mail.JobKind, outbox.HandleJob)
	a.limiter = ratelimit.NewDB(a.db, a.now)

	key, err := secret.Load(ctx, a.db, a.cfg.Secret)
	if err != nil {
		return fmt.Errorf("signing key: %w", err)
	}
	if a.newsletter, err = newsletter.NewService(a.db, outbox, a.limiter, newsletter.Options{
		BaseURL: a.cfg.BaseURL, Key: key, Now: a.now, Audit: appAudit{a},
	}); err != nil {
		return err
	}
	a.helpdesk = helpdesk.NewService(a.db, outbox, a.limiter, helpdesk.Options{BaseURL: a.cfg.BaseURL, Now: a.now})
	if err := a.wireCustomers(key); err != nil {
		return err
	}
	if err := a.wireAdmin(key); err != nil {
		return err
	}
	if err := a.wireAssist(key); err != nil {
		return err
	}
	if err := a.wirePayments(); err != nil {
		return err
	}
	if err := a.wireCarts(); err != nil {
		return err
	}
	if err := a.wireOrders(key); err != nil {
		return err
	}
	withdrawals, err := withdrawal.NewService(withdrawal.Dependencies{
		DB: a.db, Orders: a.orders, Returns: a.returns, Mail: a.mail, Limiter: a.limiter, Jobs: a.jobs, Seller: a.settings,
	}, withdrawal.Options{BaseURL: a.cfg.BaseURL, Key: key, Now: a.now})
	if err != nil {
		return err
	}
	a.withdrawals = withdrawals
	a.jobs.Handle(withdrawal.JobResolve, withdrawals.HandleResolveJob)
	if a.wishlists, err = wishlist.NewService(a.db, wishlist.Dependencies{Catalog: a.catalog, Carts: a.carts}, wishlist.Options{Now: a.now}); err != nil {
		return err
	}
	reviews, err := review.NewService(review.Dependencies{DB: a.db, Catalog: a.catalog, Orders: a.orders, Limiter: a.limiter, Audit: a.audit},
		review.Options{Now: a.now})
	if err != nil {
		return err
	}
	a.reviews = reviews.(interface {
		review.Service
		review.Staff
	})
	a.logger.InfoContext(ctx, "mail: ready", "transport", outbox.Transport())
	return nil
}

// wireCustomers builds the sessions and customer accounts, and the
// periodic jobs that delete what has expired of them.
func (a *App) wireCustomers(key []byte) (err error) {
	if a.sessions, err = session.NewManager(a.db, session.Options{Key: key, Now: a.now}); err != nil {
		return err
	}
	if a.customer, err = customer.NewService(customer.Dependencies{
		DB: a.db, Sessions: a.sessions, Mail: a.mail, Limiter: a.limiter, Newsletter: a.newsletter, Directory: a.directory, Jobs: a.jobs,
		Audit: later{a}, Orders: later{a}, Returns: later{a}, Wishlists: later{a}, Reviews: later{a}, Mails: mail.NewMailbox(a.db),
		Assistance: assist.NewSessions(a.db, a.now),
	}, customer.Options{BaseURL: a.cfg.BaseURL, Key: key, EmailCheck: a.cfg.EmailCheck, Now: a.now}); err != nil {
		return err
	}
	a.jobs.Every(session.PruneJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error {
		_, err := a.sessions.Prune(ctx)
		return err
	})
	a.jobs.Every(customer.PruneJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error {
		if _, err := customer.PruneResets(ctx, a.db, a.now()); err != nil {
			return err
		}
		_, err := customer.PruneEmailChanges(ctx, a.db, a.now())
		return err
	})
	return nil
}

// catalogPolicy is the shop's catalogue policy as the catalogue's staff
// side follows it (settings.Catalog).
func (a *App) catalogPolicy(ctx context.Context) (catalog.Policy, error) {
	c, err := a.settings.Catalog(ctx)
	return catalog.Policy{LowStockThreshold: c.LowStockThreshold, ClubPrices: c.ClubPrices}, err
}

// later is what the customer accounts need of services built after them
// (the audit trail in wireAdmin, the orders, returns and wish lists),
// reached when a call asks.
type later struct{ a *App }

func (l later) Record(ctx context.Context, e audit.Entry) error { return l.a.audit.Record(ctx, e) }
func (l later) OpenOrdersOf(ctx context.Context, id int64) ([]string, error) {
	return l.a.orders.(order.Staff).OpenOrdersOf(ctx, id)
}
func (l later) AnonymiseCustomer(ctx context.Context, id int64, email string) (int, error) {
	return l.a.orders.(order.Staff).AnonymiseCustomer(ctx, id, email)
}
func (l later) OrderEmailsOf(ctx context.Context, id int64) ([]string, error) {
	return l.a.orders.(order.Staff).OrderEmailsOf(ctx, id)
}
func (l later) OpenReturnsOf(ctx context.Context, id int64) ([]string, error) {
	return l.a.returns.(returns.Staff).OpenReturnsOf(ctx, id)
}
func (l later) EraseCustomer(ctx context.Context, id int64) (int, error) {
	return l.a.wishlists.EraseCustomer(ctx, id)
}
func (l later) EraseCustomerReviews(ctx context.Context, id int64) (int, error) {
	return l.a.reviews.EraseCustomerReviews(ctx, id)
}

// wireCarts builds the coupons, the shipping rates and the carts on them,
// and the periodic job that deletes abandoned guest carts.
func (a *App) wireCarts() (err error) {
	a.coupons = coupon.NewService(a.db, a.now)
	a.shipping = shipping.NewService(a.db, a.now)
	if a.carts, err = cart.NewService(a.db, cart.Dependencies{
		Catalog: a.catalog, Coupons: a.coupons, Shipping: a.shipping, Addresses: a.customer, Limiter: a.limiter,
		Payments: a.payments, Terms: a.settings, Images: a.media, CheckPDF: content.CheckPDF,
	}, cart.Options{Now: a.now}); err != nil {
		return err
	}
	a.jobs.Every(cart.PruneJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error {
		_, err := a.carts.Prune(ctx)
		return err
	})
	return nil
}

// wirePayments builds the payment methods the configuration enables (bank
// transfer to the account the shop's settings name when asked, taking
// payments only while they name one; the test provider where enabled) and
// the payments, which the carts offer and the orders take.
func (a *App) wirePayments() (err error) {
	registry := payment.NewRegistry()
	if m := a.cfg.Mollie; m.Enabled() {
		gateway, err := a.mollieGateway()
		if err != nil {
			return err
		}
		registry.AddGateway(gateway)
	}
	registry.Add(banktransfer.NewFunc(func(ctx context.Context) (banktransfer.Account, error) {
		l, err := a.settings.Legal(ctx)
		return banktransfer.Account{Holder: l.Bank.Holder, IBAN: l.Bank.IBAN, BIC: l.Bank.BIC, BankName: l.Bank.Name}, err
	}))
	if a.cfg.PaymentTest {
		a.testpay = testpay.New(a.db, a.cfg.BaseURL, a.now)
		registry.AddTest(a.testpay)
	}
	if a.payments, err = payment.NewService(a.db, registry, a.jobs, payment.Options{BaseURL: a.cfg.BaseURL, Limiter: a.limiter, Now: a.now}); err != nil {
		return err
	}
	a.facts, err = newShopFacts(a.payments)
	return err
}

// mollieGateway is Mollie with the configured account. Mollie is given
// the webhook URL when it can reach it (mollie.WebhooksReachable): for a
// base URL on this machine only the local fake can.
func (a *App) mollieGateway() (*mollie.Gateway, error) {
	m := a.cfg.Mollie
	client, err := mollie.NewClient(mollie.ClientOptions{APIKey: m.APIKey, BaseURL: m.APIURL, Logger: a.logger})
	if err != nil {
		return nil, err
	}
	webhooks := mollie.WebhooksReachable(a.cfg.BaseURL, m.APIURL)
	if !webhooks {
		a.logger.Warn("mollie: the base URL is on this machine, so Mollie is not given a webhook URL; payments settle when customers return and by asking Mollie every 10 minutes")
	}
	return mollie.NewGateway(mollie.GatewayOptions{Client: client, ProfileID: m.ProfileID, Webhooks: webhooks, Logger: a.logger, Now: a.now})
}

// wireOrders builds the orders on the carts and the payments, and
// registers the job that applies providers' notifications, the one that
// settles payments nobody told the shop about and the bank-transfer life
// cycle.
func (a *App) wireOrders(key []byte) (err error) {
	if a.orders, err = order.NewService(a.db, order.Dependencies{
		Customers: a.customer, Carts: a.carts, Stock: a.catalog, Coupons: a.coupons, Payments: a.payments, Mail: a.mail,
		Limiter: a.limiter,
		// The legal pages the confirmation attaches, read from the content
		// (a reader of its own: the content service is built after mail).
		// Their facts are filled in as the storefront shows them.
		Legal: order.NewLegal(factPages{Service: content.NewService(a.db, content.Options{Logger: a.logger, BaseURL: a.cfg.BaseURL}), facts: a.facts}, a.settings),
		// The seller that documents and mails name, and the order limits
		// and bank-transfer caps placing holds to: the shop's settings.
		Seller: a.settings, Terms: a.settings,
		// Refunds owed are paid through a job enqueued with them.
		Jobs: a.jobs,
	}, order.Options{BaseURL: a.cfg.BaseURL, Key: secret.Derive(key, "order.documents"), Now: a.now}); err != nil {
		return err
	}
	a.jobs.Handle(payment.StatusJobKind, a.orders.HandlePaymentJob)
	a.jobs.Handle(order.RefundPayJobKind, a.orders.HandleRefundJob)
	// Returns of the orders: the rules, requests, labels and their mails;
	// with a DHL account, DHL's prepaid return labels (asked after the
	// request's commit, by its job for a withdrawal's return).
	var carrier returns.Carrier
	if d := a.cfg.DHL; d.Enabled() {
		client, err := dhl.New(dhl.Options{APIKey: d.APIKey, User: d.User, Password: d.Password, ReceiverID: d.ReceiverID,
			BaseURL: d.APIURL, LabelType: d.LabelType})
		if err != nil {
			return err
		}
		carrier = client
	}
	a.returns = returns.NewService(a.db, returns.Dependencies{Orders: a.orders, Mail: a.mail, Seller: a.settings, Jobs: a.jobs, Stock: a.catalog},
		returns.Options{BaseURL: a.cfg.BaseURL, Now: a.now, Carrier: carrier, Logger: a.logger})
	a.jobs.Handle(returns.CarrierJobKind, a.returns.HandleCarrierJob)
	// Refunds the provider pays out later (or could not be asked for):
	// followed until they are refunded, failed or canceled.
	a.jobs.Every(order.RefundSyncJobKind, order.RefundSyncEvery, func(ctx context.Context, _ json.RawMessage) error {
		_, err := a.orders.SyncRefunds(ctx)
		return err
	})
	a.jobs.Every(order.StaleJobKind, 10*time.Minute, func(ctx context.Context, _ json.RawMessage) error {
		_, err := a.orders.SettleStale(ctx)
		return err
	})
	// Bank transfers still awaited: reminded, then cancelled, after the
	// days the shop's settings name (read at every run).
	a.jobs.Every(order.BankTransferJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error {
		terms, err := a.settings.BankTransfer(ctx)
		if err != nil {
			return err
		}
		_, err = a.orders.SettleBankTransfers(ctx, terms)
		return err
	})
	return nil
}

// wireContent builds the content service once mail and rate limits exist:
// form submissions mail the shop and count per client, uploads go to the
// file bucket.
func (a *App) wireContent(ctx context.Context) error {
	key, err := secret.Load(ctx, a.db, a.cfg.Secret)
	if err != nil {
		return fmt.Errorf("signing key: %w", err)
	}
	a.content = content.NewService(a.db, content.Options{
		Bucket: a.bucket, Images: a.media, Mail: a.mail, Limiter: a.limiter, Clock: a.now, Logger: a.logger, BaseURL: a.cfg.BaseURL,
		PreviewKey: contentPreviewKey(key),
	})
	return a.wirePages()
}
