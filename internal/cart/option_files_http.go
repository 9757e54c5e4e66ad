package cart

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// OptionFilePath is where the storefront posts a file for a file option.
// The cart's id travels in the body, never in the address.
const OptionFilePath = "/api/cart/option-files"

// OptionFileTimeout is how long one upload may take: the largest file
// over a slow line.
const OptionFileTimeout = 2 * time.Minute

// OptionFileRoutes mounts POST OptionFilePath: a multipart body with the
// parts cart (the cart's id as the storefront keeps it), sku (the
// product's), option (the file option's uid) and file, in that order. A
// customer's cart needs the customer's session (the routes go behind the
// session middleware), as every cart operation does. It answers 201 with
// OptionFile; refusals are {error: {message, code}} with a 4xx status in
// the language of the Store header.
func OptionFileRoutes(r chi.Router, svc Service, logger *slog.Logger) {
	r.Post(OptionFilePath, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "private, no-store")
		store, err := storecode.Parse(r.Header.Get(storecode.HeaderName))
		ctx := i18n.WithLocale(r.Context(), store.Locale)
		if err != nil {
			httpx.WriteError(ctx, w, logger, http.StatusBadRequest, err)
			return
		}
		ctx = storecode.With(ctx, store)
		ref := Ref{Store: store}
		if s, ok, err := session.Current(ctx); err != nil {
			httpx.WriteError(ctx, w, logger, 0, err)
			return
		} else if ok && s.Kind == session.Customer {
			ref.CustomerID = s.SubjectID
		}
		const overhead = 64 << 10
		if r.ContentLength > catalog.MaxOptionFileBytes+overhead {
			httpx.WriteError(ctx, w, logger, http.StatusRequestEntityTooLarge,
				apperr.New(apperr.Invalid, "cart.file.tooLarge", "max", catalog.MaxOptionFileBytes>>20).OnField("file"))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, catalog.MaxOptionFileBytes+overhead)
		in, err := readOptionFile(r, &ref)
		if err != nil {
			httpx.WriteError(ctx, w, logger, 0, err)
			return
		}
		out, err := svc.UploadOptionFile(ctx, ref, in)
		if err != nil {
			httpx.WriteError(ctx, w, logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(out)
	})
}

// readOptionFile reads the parts in their order; the file is read whole
// (at most MaxOptionFileBytes, which MaxBytesReader holds to).
func readOptionFile(r *http.Request, ref *Ref) (OptionFileInput, error) {
	var in OptionFileInput
	malformed := apperr.New(apperr.Invalid, "cart.file.malformed")
	mr, err := r.MultipartReader()
	if err != nil {
		return in, malformed
	}
	short := func(p io.Reader) string {
		b, _ := io.ReadAll(io.LimitReader(p, 256))
		return strings.TrimSpace(string(b))
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return in, apperr.New(apperr.Invalid, "cart.file.empty").OnField("file")
		}
		if err != nil {
			if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
				return in, apperr.New(apperr.Invalid, "cart.file.tooLarge", "max", catalog.MaxOptionFileBytes>>20).OnField("file")
			}
			return in, malformed
		}
		switch part.FormName() {
		case "cart":
			ref.MaskedID = short(part)
		case "sku":
			in.SKU = short(part)
		case "option":
			in.OptionUID = short(part)
		case "file":
			if ref.MaskedID == "" || in.SKU == "" || in.OptionUID == "" {
				return in, malformed
			}
			in.FileName = part.FileName()
			data, err := io.ReadAll(io.LimitReader(part, catalog.MaxOptionFileBytes+1))
			if err != nil {
				if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
					return in, apperr.New(apperr.Invalid, "cart.file.tooLarge", "max", catalog.MaxOptionFileBytes>>20).OnField("file")
				}
				return in, malformed
			}
			in.Data = data
			return in, nil
		}
	}
}
