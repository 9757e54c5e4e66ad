package app

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"paddock/internal/admin/desk"
	"paddock/internal/admin/staff"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	admingraph "paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/session"
	"paddock/internal/privacy"
	"paddock/internal/returns"
	"paddock/internal/wishlist"
	"paddock/web"
)

// This file wires the back office: its audit trail, the staff accounts
// with their own sessions, and its routes under /admin.

// wireAdmin builds the audit trail and the staff accounts.
func (a *App) wireAdmin(key []byte) (err error) {
	if a.audit, err = audit.NewService(audit.Options{DB: a.db, Now: a.now}); err != nil {
		return err
	}
	if a.staffSessions, err = session.NewManager(a.db, session.Options{Key: key, Lifetimes: staff.Lifetimes, Now: a.now}); err != nil {
		return err
	}
	a.staff, err = staff.NewService(staff.Options{DB: a.db, Sessions: a.staffSessions, Limiter: a.limiter, Key: key, Audit: a.audit,
		BaseURL: a.cfg.BaseURL, Now: a.now})
	return err
}

// wireAssist builds login as customer, over the customer accounts and the
// audit trail.
func (a *App) wireAssist(key []byte) (err error) {
	customers, ok := a.customer.(assist.Customers)
	if !ok {
		return fmt.Errorf("app: the customer accounts cannot be found by address for login as customer")
	}
	a.assist, err = assist.NewService(assist.Options{DB: a.db, Sessions: a.sessions, Customers: customers,
		Audit: a.audit, BaseURL: a.cfg.BaseURL, Key: key, Now: a.now})
	return err
}

// mountAdmin mounts the back office's APIs: the staff's sign-in and the
// admin GraphQL API over the desk, behind
// the staff's session (its own cookie on /admin, SameSite=Strict, never a
// bearer token) and the guard that puts the signed-in member in the
// context.
func (a *App) mountAdmin(r chi.Router) error {
	sessions, err := a.staffSessions.Middleware(session.HTTPOptions{
		Secure: strings.HasPrefix(a.cfg.BaseURL, "https://"), TrustedOrigins: []string{originOf(a.cfg.BaseURL)}, Logger: a.logger,
		Cookie: session.Cookie{Name: staff.CookieName, Path: staff.CookiePath, Strict: true}, CookieOnly: true,
	})
	if err != nil {
		return err
	}
	orders, ok := a.orders.(order.Staff)
	if !ok {
		return fmt.Errorf("app: the orders have no staff side")
	}
	rets, ok := a.returns.(returns.Staff)
	if !ok {
		return fmt.Errorf("app: the returns have no staff side")
	}
	customers, ok := a.customer.(customer.Staff)
	if !ok {
		return fmt.Errorf("app: the customers have no staff side")
	}
	stock, ok := a.catalog.(catalog.Staff)
	if !ok {
		return fmt.Errorf("app: the catalogue has no staff side")
	}
	exports := privacy.NewService(privacy.Options{Customers: a.customer, Sessions: a.sessions, Newsletter: a.newsletter, Orders: a.orders,
		Returns: a.returns, Withdrawals: a.withdrawals, Wishlists: a.wishlists, Reviews: a.reviews, Now: a.now})
	dk, err := desk.New(desk.Options{Orders: orders, Returns: rets, Withdrawals: a.withdrawals, Audit: a.audit,
		Mailbox: mail.NewMailbox(a.db), Outbox: a.mail, Settings: a.settings, Now: a.now, Stock: stock, Logos: a.media.Original,
		Clubs: func(ctx context.Context) ([]desk.Club, error) {
			clubs, err := staff.ListClubs(ctx, a.db)
			out := make([]desk.Club, len(clubs))
			for i, c := range clubs {
				out[i] = desk.Club{ID: c.ID, Name: c.Name, SKUPrefix: c.SKUPrefix, LogoKey: c.LogoKey}
			}
			return out, err
		}})
	if err != nil {
		return err
	}
	categories, err := a.categoryStaff()
	if err != nil {
		return err
	}
	coupons, rates, err := a.marketingStaff()
	if err != nil {
		return err
	}
	pages, err := a.pageStaff()
	if err != nil {
		return err
	}
	sales, err := a.salesStaff()
	if err != nil {
		return err
	}
	clubs, err := a.clubStaff()
	if err != nil {
		return err
	}
	sites, err := a.siteStaff()
	if err != nil {
		return err
	}
	files, err := a.mediaStaff()
	if err != nil {
		return err
	}
	forms := a.formStaff()
	api := admingraph.NewHandler(&admingraph.Resolver{Desk: dk, Audit: a.audit, Accounts: a.staff,
		CustomerAccounts: customers, Assist: a.assist, AdminURL: a.adminURL, CustomerReturnsOf: a.returns.(returns.Staff),
		CustomerWishlistsOf: a.wishlists.(wishlist.Staff), CatalogStaff: a.catalog.(catalog.StaffProducts), Catalog: a.catalog,
		CategoryStaff: categories, Reviews: a.reviews, CouponStaff: coupons, ShippingStaff: rates, Pages: pages,
		SalesStaff: sales, ClubStaff: clubs, Helpdesk: a.helpdeskStaff(), Newsletter: a.newsletterStaff(), Forms: forms,
		SiteStaff: sites, MediaStaff: files},
		gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, Now: a.now})
	catalogCSV, err := a.catalogCSVRoutes()
	if err != nil {
		return err
	}
	r.Group(func(r chi.Router) {
		r.Use(httpx.Timeout(gqlserver.Timeout), a.cfg.TrustedProxies.Middleware, sessions, staff.Guard(a.staff, a.logger))
		catalogCSV(r)
		r.Route(staff.RoutesPrefix, func(r chi.Router) {
			staff.Routes(r, a.staff, a.logger, strings.HasPrefix(a.cfg.BaseURL, "https://"))
		})
		r.Handle("/admin/graphql", api)
		a.mountCatalogUploads(r)
		a.mountCouponCSV(r, coupons)
		a.mountClubLogoUploads(r, clubs)
		a.mountNewsletterCSV(r)
		a.mountFormFiles(r, forms)
		a.mountMediaUploads(r, files)
		// The order list's filters as CSV (the list's own query
		// parameters: q, status, payment, from, to as Berlin dates).
		r.Get("/admin/api/orders.csv", func(w http.ResponseWriter, req *http.Request) {
			f, err := orderExportFilter(req.URL.Query())
			var q order.StaffQuery
			if err == nil {
				q, err = dk.OrderQuery(req.Context(), f)
			}
			if err == nil {
				var buf bytes.Buffer
				if err = dk.ExportOrders(req.Context(), q, &buf); err == nil {
					w.Header().Set("Content-Type", "text/csv; charset=utf-8")
					w.Header().Set("Content-Disposition", `attachment; filename="bestellungen.csv"`)
					w.Header().Set("Cache-Control", "no-store")
					_, _ = w.Write(buf.Bytes())
					return
				}
			}
			httpx.WriteError(i18n.WithLocale(req.Context(), httpx.RequestLocale(req)), w, a.logger, 0, err)
		})
		// Everything the shop keeps about a customer (GDPR Art. 15 and 20),
		// as JSON or a readable PDF; audited.
		r.Get("/admin/api/customers/{id}/export.{format:json|pdf}", func(w http.ResponseWriter, req *http.Request) {
			ctx := req.Context()
			fail := func(err error) { httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err) }
			id, err := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
			if err != nil || id < 1 {
				fail(apperr.New(apperr.NotFound, "customer.notFound"))
				return
			}
			e, err := exports.Export(ctx, id)
			if err != nil {
				fail(err)
				return
			}
			var buf bytes.Buffer
			format := chi.URLParam(req, "format")
			if format == "pdf" {
				pdf, perr := privacy.WritePDF(e, httpx.RequestLocale(req))
				err = perr
				buf.Write(pdf)
				w.Header().Set("Content-Type", "application/pdf")
			} else {
				err = privacy.WriteJSON(&buf, e)
				w.Header().Set("Content-Type", "application/json")
			}
			if err == nil {
				err = a.audit.Record(ctx, audit.Entry{Operation: "customer.export", ObjectType: "customer", ObjectID: strconv.FormatInt(id, 10),
					Outcome: audit.Done, Changes: []audit.Change{{Field: "format", After: &format}}})
			}
			if err != nil {
				w.Header().Del("Content-Type")
				fail(err)
				return
			}
			w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="kunde-%d.%s"`, id, format))
			w.Header().Set("Cache-Control", "no-store")
			_, _ = w.Write(buf.Bytes())
		})
		// An order's invoice or credit note (pdf or e-invoice), for the
		// browser to download.
		r.Get("/admin/api/orders/{number}/documents/{id}/{format}", a.adminDownload(func(req *http.Request) (adminFile, error) {
			f, err := dk.DocumentFile(req.Context(), chi.URLParam(req, "number"), chi.URLParam(req, "id"), chi.URLParam(req, "format"))
			return adminFile{f.Data, f.ContentType, f.Filename}, err
		}))
		// A club's logo as it was uploaded, for the embroiderer of the
		// club's goods in an order.
		r.Get("/admin/api/clubs/{id}/logo", a.adminDownload(func(req *http.Request) (adminFile, error) {
			id, _ := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
			logo, err := dk.ClubLogo(req.Context(), id)
			return adminFile{logo.Data, logo.ContentType, logo.Filename}, err
		}))
		// A file a customer uploaded for a file option of an ordered
		// item (a club's logo), by the order's number and the file's id.
		r.Get("/admin/api/orders/{number}/option-files/{id}", a.adminDownload(func(req *http.Request) (adminFile, error) {
			id, _ := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
			f, err := dk.OptionFile(req.Context(), chi.URLParam(req, "number"), id)
			return adminFile{f.Data, f.ContentType, f.FileName}, err
		}))
		// A shipment's packing slip.
		r.Get("/admin/api/packing-slip/{shipment}", a.adminDownload(func(req *http.Request) (adminFile, error) {
			shipment := chi.URLParam(req, "shipment")
			pdf, err := dk.PackingSlip(req.Context(), shipment)
			return adminFile{pdf, "application/pdf", "lieferschein-" + shipment + ".pdf"}, err
		}))
	})
	return a.mountAdminApp(r)
}

// adminFile is a file the back office downloads.
type adminFile struct {
	data        []byte
	contentType string
	filename    string
}

// adminDownload answers the file fetch makes as an attachment that no
// cache keeps, or its error in the browser's language.
func (a *App) adminDownload(fetch func(*http.Request) (adminFile, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		f, err := fetch(req)
		if err != nil {
			httpx.WriteError(i18n.WithLocale(req.Context(), httpx.RequestLocale(req)), w, a.logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", f.contentType)
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.filename}))
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(f.data)
	}
}

// mountAdminApp serves the admin app (web/dist/admin) under /admin: its
// hashed assets, and index.html for every page of it, which the app's
// router shows; never indexed by search engines. Paths under the admin's
// APIs that no route took answer a JSON 404, not the app.
func (a *App) mountAdminApp(r chi.Router) error {
	assets, built := web.Admin()
	if !built {
		a.logger.Warn("the admin app is not built; run make web")
		assets = nil
	}
	spa, err := httpx.NewSPA(assets)
	if err != nil {
		return err
	}
	files := chi.NewRouter()
	spa.MountAssets(files)
	r.Handle("/admin/assets/*", http.StripPrefix("/admin", files))
	page := func(w http.ResponseWriter, req *http.Request) {
		p := req.URL.Path
		if strings.HasPrefix(p, "/admin/api/") || strings.HasPrefix(p, "/admin/graphql") {
			httpx.WriteAPIError(w, req, apperr.New(apperr.NotFound, "errors.api.notFound", "path", p))
			return
		}
		w.Header().Set("X-Robots-Tag", "noindex, nofollow")
		if !httpx.IsPage(p) {
			http.StripPrefix("/admin", http.HandlerFunc(spa.ServeFile)).ServeHTTP(w, req)
			return
		}
		lang := i18n.Negotiate(req.Header.Get("Accept-Language"))
		spa.WritePage(w, req, http.StatusOK, lang, func(b *bytes.Buffer) {
			b.WriteString("<title>" + html.EscapeString(i18n.Messages().T(lang, "admin.title")) + "</title>")
		})
	}
	r.Get("/admin", page)
	r.Get("/admin/*", page)
	return nil
}

// orderExportFilter reads the order list's filters from an export's
// query parameters, as the admin app puts them in its address.
func orderExportFilter(v url.Values) (desk.OrderFilter, error) {
	f := desk.OrderFilter{Search: v.Get("q"), From: v.Get("from"), To: v.Get("to"), Country: v.Get("country")}
	for param, dst := range map[string]*[]string{"status": &f.Statuses, "payment": &f.PaymentStatuses, "method": &f.PaymentMethods} {
		if s := v.Get(param); s != "" {
			*dst = []string{s}
		}
	}
	if s := v.Get("club"); s != "" {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id < 1 {
			return f, apperr.New(apperr.NotFound, "admin.club.notFound").OnField("club")
		}
		f.ClubID = id
	}
	return f, nil
}

// adminURL is the address of a back-office page at path ("/invite#…").
func (a *App) adminURL(path string) string {
	return strings.TrimSuffix(a.cfg.BaseURL, "/") + "/admin" + path
}
