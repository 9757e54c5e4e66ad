package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/catalog/csvio"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// maxUploadBytes bounds an upload's request: the file's limit and room
// for the multipart envelope. A larger file is refused as too large.
const maxUploadBytes = csvio.MaxFileBytes + 1<<20

// uploadAnswer is an uploaded file as the admin app reads it: its state,
// the check's report with translated messages, and while it runs its
// progress.
type uploadAnswer struct {
	ID       int64           `json:"id"`
	FileName string          `json:"fileName"`
	Status   string          `json:"status"`
	Rows     int             `json:"rows"`
	Products int             `json:"products"`
	Variants int             `json:"variants"`
	Problems []problemAnswer `json:"problems"`
	More     int             `json:"more"`
	Done     int             `json:"done"`
	Total    int             `json:"total"`
	Error    string          `json:"error,omitempty"`
}

type problemAnswer struct {
	Row     int    `json:"row"`
	Column  string `json:"column"`
	Value   string `json:"value"`
	Message string `json:"message"`
}

// catalogCSVRoutes answers what mounts the catalogue's CSV import
// (upload and check, confirm, progress) and export, behind the staff's
// session. Each operation asks for access.CatalogManage and is audited.
func (a *App) catalogCSVRoutes() (func(chi.Router), error) {
	cat, ok := a.catalog.(csvio.ExportCatalog)
	if !ok {
		return nil, fmt.Errorf("app: the catalogue has no CSV side")
	}
	imports := csvio.NewImports(csvio.ImportsOptions{DB: a.db, Jobs: a.jobs, Catalog: cat, Images: a.media, Audit: a.audit,
		Logger: a.logger, Now: a.now})
	answer := func(w http.ResponseWriter, req *http.Request, u csvio.Upload, err error) {
		ctx := i18n.WithLocale(req.Context(), httpx.RequestLocale(req))
		if err != nil {
			httpx.WriteError(ctx, w, a.logger, 0, err)
			return
		}
		out := uploadAnswer{ID: u.ID, FileName: u.FileName, Status: u.Status, Rows: u.Report.Rows, Products: u.Report.Products,
			Variants: u.Report.Variants, More: u.Report.More, Done: u.Done, Total: u.Total, Problems: []problemAnswer{}}
		for _, p := range u.Report.Problems {
			out.Problems = append(out.Problems, problemAnswer{Row: p.Row, Column: p.Column, Value: p.Value, Message: p.Message(ctx)})
		}
		if u.ErrorKey != "" {
			out.Error = (&apperr.Error{Kind: apperr.Invalid, Key: u.ErrorKey, Args: []any{"count", len(u.Report.Problems) + u.Report.More}}).Message(ctx)
		}
		httpx.WriteJSON(w, http.StatusOK, out)
	}
	idOf := func(req *http.Request) int64 {
		id, _ := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
		return id
	}
	return func(r chi.Router) {
		// A CSV file as multipart form data (field "file"): checked, kept
		// with its report.
		r.Post("/admin/api/catalog/import", func(w http.ResponseWriter, req *http.Request) {
			req.Body = http.MaxBytesReader(w, req.Body, maxUploadBytes)
			name, data, err := uploadedFile(req)
			if err != nil {
				answer(w, req, csvio.Upload{}, err)
				return
			}
			u, err := imports.Upload(req.Context(), name, data)
			answer(w, req, u, err)
		})
		r.Get("/admin/api/catalog/import/{id}", func(w http.ResponseWriter, req *http.Request) {
			u, err := imports.Get(req.Context(), idOf(req))
			answer(w, req, u, err)
		})
		r.Post("/admin/api/catalog/import/{id}/start", func(w http.ResponseWriter, req *http.Request) {
			u, err := imports.Start(req.Context(), idOf(req))
			answer(w, req, u, err)
		})
		// The whole catalogue as CSV, or the products of sku=… (repeated);
		// a club manager's products only.
		r.Get("/admin/api/catalog/export.csv", a.adminDownload(func(req *http.Request) (adminFile, error) {
			ctx := req.Context()
			p, err := access.Require(ctx, access.CatalogManage)
			if err != nil {
				if apperr.KindOf(err) == apperr.Forbidden {
					err = errors.Join(err, a.audit.Record(ctx, audit.Entry{Operation: "catalog.export", ObjectType: "catalog", Outcome: audit.Refused}))
				}
				return adminFile{}, err
			}
			f := csvio.Filter{}
			if skus := req.URL.Query()["sku"]; len(skus) > 0 {
				f.SKUs = skus
			}
			if listed, ok, err := a.listedSKUs(ctx, req.URL.Query()); err != nil {
				return adminFile{}, err
			} else if ok {
				if len(listed) == 0 {
					return adminFile{}, apperr.New(apperr.NotFound, "csvio.export.nothing")
				}
				f.SKUs = listed
			}
			if p.Role.Scoped() {
				f.ClubSKUPrefixes = append([]string{}, p.ClubSKUPrefixes...)
			}
			var buf bytes.Buffer
			n, err := csvio.Export(ctx, cat, &buf, f)
			if err != nil {
				return adminFile{}, err
			}
			count := strconv.Itoa(n)
			if err := a.audit.Record(ctx, audit.Entry{Operation: "catalog.export", ObjectType: "catalog", Outcome: audit.Done,
				Changes: []audit.Change{{Field: "products", After: &count}}}); err != nil {
				return adminFile{}, err
			}
			return adminFile{buf.Bytes(), "text/csv; charset=utf-8", "katalog.csv"}, nil
		}))
	}, nil
}

// uploadedFile reads the "file" part of a multipart upload: its name and
// content, refused when larger than csvio.MaxFileBytes.
func uploadedFile(req *http.Request) (string, []byte, error) {
	mr, err := req.MultipartReader()
	if err != nil {
		return "", nil, apperr.New(apperr.Invalid, "csvio.empty").OnField("file")
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return "", nil, apperr.New(apperr.Invalid, "csvio.empty").OnField("file")
		}
		if err != nil {
			if strings.Contains(err.Error(), "request body too large") {
				return "", nil, apperr.New(apperr.Invalid, "csvio.tooLarge", "max", csvio.MaxFileBytes>>20).OnField("file")
			}
			return "", nil, apperr.New(apperr.Invalid, "csvio.empty").OnField("file")
		}
		if part.FormName() != "file" {
			part.Close()
			continue
		}
		name := part.FileName()
		if _, params, err := mime.ParseMediaType(part.Header.Get("Content-Disposition")); err == nil && params["filename"] != "" {
			name = params["filename"]
		}
		data, err := csvio.ReadFile(part)
		part.Close()
		return name, data, err
	}
}

// listFilters are the products list's filters an export may name (the
// list's own: the admin app links its filtered list's export).
var listFilters = []string{"q", "category", "status", "stock", "type", "club", "priceMin", "priceMax", "missing", "noImage", "offIn"}

// listedSKUs are the SKUs of the products list filtered as q says (prices
// in cents), every page of it; ok is false when q names no filter.
func (a *App) listedSKUs(ctx context.Context, q url.Values) (skus []string, ok bool, err error) {
	for _, name := range listFilters {
		ok = ok || q.Get(name) != ""
	}
	if !ok {
		return nil, false, nil
	}
	cents := func(name string) (*catalog.Money, error) {
		if q.Get(name) == "" {
			return nil, nil
		}
		n, err := strconv.ParseInt(q.Get(name), 10, 64)
		if err != nil {
			return nil, apperr.New(apperr.Invalid, "catalog.input.invalid", "field", name).OnField(name)
		}
		m := catalog.Money(n)
		return &m, nil
	}
	query := catalog.StaffProductQuery{Search: q.Get("q"), Status: q.Get("status"), Stock: q.Get("stock"),
		Type: catalog.ProductType(q.Get("type")), Club: q.Get("club"), MissingTranslation: q.Get("missing"),
		MissingImage: q.Get("noImage") == "1", OffStore: q.Get("offIn"), PageSize: catalog.MaxStaffPageSize}
	if c := q.Get("category"); c != "" {
		if query.CategoryID, err = strconv.ParseInt(c, 10, 64); err != nil {
			return nil, true, apperr.New(apperr.Invalid, "catalog.input.invalid", "field", "category").OnField("category")
		}
	}
	if query.PriceMin, err = cents("priceMin"); err != nil {
		return nil, true, err
	}
	if query.PriceMax, err = cents("priceMax"); err != nil {
		return nil, true, err
	}
	staff := a.catalog.(catalog.StaffProducts)
	for query.Page = 1; ; query.Page++ {
		page, err := staff.StaffProducts(ctx, query)
		if err != nil {
			return nil, true, err
		}
		for _, r := range page.Items {
			skus = append(skus, r.SKU)
		}
		if len(page.Items) < query.PageSize || len(skus) >= page.Total {
			return skus, true, nil
		}
	}
}
