package csvio

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/jobs"
)

// JobKind is the job that runs an import staff confirmed; PruneJobKind
// the hourly one that forgets uploads.
const (
	JobKind      = "catalog.import"
	PruneJobKind = "catalog.import.prune"
)

// Keep is how long an upload is kept: one never started goes with its
// file after a day, a finished one's record (without the file) after 30.
const (
	KeepUnstarted = 24 * time.Hour
	KeepFinished  = 30 * 24 * time.Hour
)

// The states of an uploaded file (catalog_import.status).
const (
	StatusChecked = "checked" // no problem: may be imported
	StatusRefused = "refused" // problems: the report lists them
	StatusQueued  = "queued"  // confirmed, waiting for its job
	StatusRunning = "running"
	StatusDone    = "done"
	StatusFailed  = "failed"
)

// Auditor keeps the back office's trail (audit.Service.Record).
type Auditor interface {
	Record(ctx context.Context, e audit.Entry) error
}

// ImportsOptions configure Imports.
type ImportsOptions struct {
	DB      *db.DB
	Jobs    *jobs.Queue
	Catalog Catalog
	Images  Images
	Audit   Auditor
	Logger  *slog.Logger
	Now     func() time.Time
}

// Imports are the back office's imports: a file is uploaded and checked
// (its report kept with it), then, confirmed, imported by a job whose
// progress the app reads.
type Imports struct {
	o ImportsOptions
	// progress holds the running imports' counts of this process, by id:
	// the import's transaction holds SQLite's writer, so there they are not
	// written to the database while it runs (SQLite serves one instance).
	// On PostgreSQL each batch's count is also written to the upload's
	// row, so a poll that reaches another instance sees it too.
	progress sync.Map
}

// NewImports returns the imports and registers their job on o.Jobs.
func NewImports(o ImportsOptions) *Imports {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	s := &Imports{o: o}
	o.Jobs.Handle(JobKind, s.HandleJob)
	o.Jobs.Every(PruneJobKind, time.Hour, func(ctx context.Context, _ json.RawMessage) error { return s.Prune(ctx) })
	return s
}

// Prune deletes uploads never started after KeepUnstarted (their files
// can be large) and finished ones after KeepFinished.
func (s *Imports) Prune(ctx context.Context) error {
	now := s.o.Now().UTC()
	if _, err := s.o.DB.Write().Exec(ctx, `DELETE FROM catalog_import WHERE
		(status IN (?, ?) AND created_at < ?) OR (status IN (?, ?) AND finished_at < ?)`,
		StatusChecked, StatusRefused, now.Add(-KeepUnstarted), StatusDone, StatusFailed, now.Add(-KeepFinished)); err != nil {
		return fmt.Errorf("csvio: prune uploads: %w", err)
	}
	return nil
}

// Upload is an uploaded file as the app shows it.
type Upload struct {
	ID       int64  `db:"id"`
	FileName string `db:"file_name"`
	Status   string `db:"status"`
	Report   Report `db:"-"`
	Done     int    `db:"done"`
	Total    int    `db:"total"`
	// ErrorKey is why a run failed (a message key), "" otherwise.
	ErrorKey string `db:"error_key"`
}

// uploadRow is a catalog_import row without its file.
type uploadRow struct {
	Upload
	StaffID  int64          `db:"staff_id"`
	Staff    string         `db:"staff_name"`
	Prefixes sql.NullString `db:"club_prefixes"`
	RawRep   string         `db:"report"`
}

const uploadColumns = `id, file_name, status, done, total, error_key, staff_id, staff_name, club_prefixes, report`

// require answers the principal of ctx when it may manage the catalogue,
// recording a refusal.
func (s *Imports) require(ctx context.Context, op string, id int64) (access.Principal, error) {
	p, err := access.Require(ctx, access.CatalogManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := s.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

func (s *Imports) record(ctx context.Context, op string, id int64, outcome audit.Outcome, changes ...audit.Change) error {
	objectID := ""
	if id != 0 {
		objectID = strconv.FormatInt(id, 10)
	}
	if err := s.o.Audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "catalog_import", ObjectID: objectID, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("csvio: %s: audit: %w", op, err)
	}
	return nil
}

func change(field, after string) audit.Change { return audit.Change{Field: field, After: &after} }

// prefixesOf are a club manager's SKU prefixes (non-nil), nil for the
// rest.
func prefixesOf(p access.Principal) []string {
	if !p.Role.Scoped() {
		return nil
	}
	return append([]string{}, p.ClubSKUPrefixes...)
}

// Upload checks a file (read with ReadFile) and keeps it with its report:
// a file without problems may then be imported (Start).
func (s *Imports) Upload(ctx context.Context, fileName string, data []byte) (Upload, error) {
	const op = "catalog.import.check"
	p, err := s.require(ctx, op, 0)
	if err != nil {
		return Upload{}, err
	}
	fileName = shorten(fileName, 200)
	prefixes := prefixesOf(p)
	im := NewImporter(Options{Catalog: s.o.Catalog, Images: s.o.Images, ClubSKUPrefixes: prefixes})
	rep, err := im.Check(ctx, data)
	if err != nil {
		return Upload{}, err
	}
	status := StatusChecked
	if !rep.OK() {
		status = StatusRefused
		data = []byte{} // what cannot be imported is not kept
	}
	raw, err := json.Marshal(rep)
	if err != nil {
		return Upload{}, fmt.Errorf("csvio: keep the report: %w", err)
	}
	var scope any
	if prefixes != nil {
		b, _ := json.Marshal(prefixes)
		scope = string(b)
	}
	u := Upload{FileName: fileName, Status: status, Report: rep, Total: rep.Products}
	err = s.o.DB.InTransaction(ctx, func(ctx context.Context) error {
		if err := s.o.DB.Write().Get(ctx, &u.ID, `INSERT INTO catalog_import (staff_id, staff_name, club_prefixes, file_name, file, status, report, total, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, p.StaffID, p.Name, scope, fileName, data, status, string(raw), rep.Products, s.o.Now().UTC()); err != nil {
			return fmt.Errorf("csvio: keep the upload: %w", err)
		}
		return s.record(ctx, op, u.ID, audit.Done, change("file", fileName), change("rows", strconv.Itoa(rep.Rows)),
			change("problems", strconv.Itoa(len(rep.Problems)+rep.More)))
	})
	return u, err
}

// load reads an upload of the member of staff of ctx.
func (s *Imports) load(ctx context.Context, h db.Handle, p access.Principal, id int64) (uploadRow, error) {
	var r uploadRow
	err := h.Get(ctx, &r, `SELECT `+uploadColumns+` FROM catalog_import WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !p.CommandLine && r.StaffID != p.StaffID {
		return r, apperr.New(apperr.NotFound, "csvio.import.notFound")
	}
	if err != nil {
		return r, fmt.Errorf("csvio: load import %d: %w", id, err)
	}
	if err := json.Unmarshal([]byte(r.RawRep), &r.Report); err != nil {
		return r, fmt.Errorf("csvio: read the report of import %d: %w", id, err)
	}
	return r, nil
}

// Get answers an upload with its report and, while it runs, its progress.
func (s *Imports) Get(ctx context.Context, id int64) (Upload, error) {
	p, err := s.require(ctx, "catalog.import.read", id)
	if err != nil {
		return Upload{}, err
	}
	r, err := s.load(ctx, s.o.DB.Read(), p, id)
	if err != nil {
		return Upload{}, err
	}
	u := r.Upload
	if u.Status == StatusRunning {
		if v, ok := s.progress.Load(id); ok {
			u.Done = v.([2]int)[0]
		}
	}
	return u, nil
}

// Start confirms an upload without problems: a job imports it.
func (s *Imports) Start(ctx context.Context, id int64) (Upload, error) {
	const op = "catalog.import.start"
	p, err := s.require(ctx, op, id)
	if err != nil {
		return Upload{}, err
	}
	var u Upload
	err = s.o.DB.InTransaction(ctx, func(ctx context.Context) error {
		tx := s.o.DB.Write()
		r, err := s.load(ctx, tx, p, id)
		if err != nil {
			return err
		}
		switch r.Status {
		case StatusChecked:
		case StatusRefused:
			return apperr.New(apperr.Invalid, "csvio.import.notReady")
		default:
			return apperr.New(apperr.Conflict, "csvio.import.started")
		}
		res, err := tx.Exec(ctx, `UPDATE catalog_import SET status = ? WHERE id = ? AND status = ?`, StatusQueued, id, StatusChecked)
		if err != nil {
			return fmt.Errorf("csvio: start import %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return apperr.New(apperr.Conflict, "csvio.import.started")
		}
		if err := s.o.Jobs.Enqueue(ctx, tx, JobKind, strconv.FormatInt(id, 10), jobPayload{ID: id}, time.Time{}); err != nil {
			return err
		}
		u = r.Upload
		u.Status = StatusQueued
		return s.record(ctx, op, id, audit.Done, change("file", r.FileName), change("products", strconv.Itoa(r.Report.Products)))
	})
	return u, err
}

type jobPayload struct {
	ID int64 `json:"id"`
}

// HandleJob runs a confirmed import: all products or none. A run that
// fails is kept as failed with its reason (the file's problems when the
// catalogue changed since the check); it is not tried again.
func (s *Imports) HandleJob(ctx context.Context, payload json.RawMessage) error {
	var jp jobPayload
	if err := json.Unmarshal(payload, &jp); err != nil {
		return fmt.Errorf("csvio: import job payload: %w", err)
	}
	var r uploadRow
	var file []byte
	err := s.o.DB.Read().Get(ctx, &r, `SELECT `+uploadColumns+` FROM catalog_import WHERE id = ?`, jp.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("csvio: load import %d: %w", jp.ID, err)
	}
	if r.Status != StatusQueued && r.Status != StatusRunning {
		return nil // done already
	}
	if err := s.o.DB.Read().Get(ctx, &file, `SELECT file FROM catalog_import WHERE id = ?`, jp.ID); err != nil {
		return fmt.Errorf("csvio: load the file of import %d: %w", jp.ID, err)
	}
	if _, err := s.o.DB.Write().Exec(ctx, `UPDATE catalog_import SET status = ?, started_at = ?, done = 0 WHERE id = ?`,
		StatusRunning, s.o.Now().UTC(), jp.ID); err != nil {
		return fmt.Errorf("csvio: start import %d: %w", jp.ID, err)
	}
	var prefixes []string
	if r.Prefixes.Valid {
		if err := json.Unmarshal([]byte(r.Prefixes.String), &prefixes); err != nil {
			return fmt.Errorf("csvio: the scope of import %d: %w", jp.ID, err)
		}
		if prefixes == nil {
			prefixes = []string{}
		}
	}
	// The job acts for the member of staff who confirmed the import.
	role := access.Owner
	if prefixes != nil {
		role = access.Club
	}
	ctx = access.With(ctx, access.Principal{StaffID: r.StaffID, Name: r.Staff, Role: role, ClubSKUPrefixes: prefixes})
	im := NewImporter(Options{Catalog: s.o.Catalog, Images: s.o.Images, ClubSKUPrefixes: prefixes, FileName: r.FileName})
	defer s.progress.Delete(jp.ID)
	rep, err := im.Import(ctx, file, func(done, total int) {
		s.progress.Store(jp.ID, [2]int{done, total})
		if s.o.DB.Dialect() == db.Postgres {
			// Outside the import's transaction (ctx carries none here); a
			// lost count is only a poll that shows less.
			if _, err := s.o.DB.Write().Exec(ctx, `UPDATE catalog_import SET done = ? WHERE id = ? AND status = ?`, done, jp.ID, StatusRunning); err != nil {
				s.o.Logger.WarnContext(ctx, "csvio: keep the import's progress", "import", jp.ID, "error", err)
			}
		}
	})
	status, key, done := StatusDone, "", rep.Products
	if err != nil {
		status, done = StatusFailed, 0
		if e, ok := errors.AsType[*apperr.Error](err); ok && e.Kind != apperr.Internal {
			key = e.Key
		} else {
			key = "errors.internal"
			s.o.Logger.ErrorContext(ctx, "csvio: import failed", "import", jp.ID, "error", err)
		}
	}
	raw, merr := json.Marshal(rep)
	if merr != nil {
		return fmt.Errorf("csvio: keep the report: %w", merr)
	}
	if _, err := s.o.DB.Write().Exec(ctx, `UPDATE catalog_import SET status = ?, error_key = ?, done = ?, report = ?, file = ?, finished_at = ? WHERE id = ?`,
		status, key, done, string(raw), []byte{}, s.o.Now().UTC(), jp.ID); err != nil {
		return fmt.Errorf("csvio: finish import %d: %w", jp.ID, err)
	}
	return nil
}
