package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"paddock/internal/app"
	"paddock/internal/catalog/csvio"
	"paddock/internal/config"
)

const catalogUsage = `usage: paddock catalog import <file.csv> [--dry-run] [--images DIR]
                                     check a CSV file in Magento 2.4's product columns
                                     (README: "Catalogue CSV") and, unless --dry-run, save
                                     its products all or none; every problem is listed by
                                     row and column first. Image file names are looked up
                                     in DIR; URLs are downloaded
       paddock catalog export [file.csv] [--sku SKU]...
                                     the whole catalogue (or the products named) as CSV, to
                                     stdout without a file
`

// catalogCommand imports and exports the catalogue as CSV (csvio).
func catalogCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "import" && args[0] != "export") {
		fmt.Fprint(stderr, catalogUsage)
		return 2
	}
	verb := args[0]
	fs := flag.NewFlagSet("paddock catalog "+verb, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, catalogUsage) }
	dryRun := fs.Bool("dry-run", false, "check the file and list its problems; write nothing")
	images := fs.String("images", "", "the folder image file names of the file are in")
	var skus stringList
	fs.Var(&skus, "sku", "export only this product (repeatable)")
	// Flags may follow the file: parse what comes after each argument.
	var files []string
	rest := args[1:]
	for {
		if err := fs.Parse(rest); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if verb == "import" && len(files) != 1 || verb == "export" && len(files) > 1 {
		fmt.Fprint(stderr, catalogUsage)
		return 2
	}
	staff, ctx, fail, ok := openStaff(ctx, cfg, logger, "catalog", verb, stderr)
	if !ok {
		return 1
	}
	defer staff.Close()
	csv, err := staff.CatalogCSV(ctx)
	if err != nil {
		return fail(err)
	}
	if verb == "export" {
		return catalogExport(ctx, csv, files, skus, stdout, stderr, fail)
	}
	f, err := os.Open(files[0])
	if err != nil {
		fmt.Fprintln(stderr, "paddock:", err)
		return 1
	}
	data, err := csvio.ReadFile(f)
	f.Close()
	if err != nil {
		return fail(err)
	}
	name := files[0]
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	im := csvio.NewImporter(csvio.Options{Catalog: csv.Catalog, Images: csv.Images, ImagesDir: *images, FileName: name})
	var rep csvio.Report
	if *dryRun {
		rep, err = im.Check(ctx, data)
	} else {
		bar := newProgressBar(stderr)
		rep, err = im.Import(ctx, data, bar.show)
		bar.end()
	}
	if len(rep.Problems) > 0 {
		for _, p := range rep.Problems {
			where := fmt.Sprintf("row %d", p.Row)
			if p.Column != "" {
				where += ", " + p.Column
			}
			if p.Value != "" {
				where += fmt.Sprintf(" (%q)", p.Value)
			}
			fmt.Fprintf(stdout, "%s: %s\n", where, p.Message(ctx))
		}
		if rep.More > 0 {
			fmt.Fprintf(stdout, "more problems: %d\n", rep.More)
		}
	}
	if err != nil {
		return fail(err)
	}
	if !rep.OK() {
		fmt.Fprintf(stdout, "nothing was imported; problems: %d, rows: %d\n", len(rep.Problems)+rep.More, rep.Rows)
		return 1
	}
	if *dryRun {
		fmt.Fprintf(stdout, "no problems (dry run, nothing written); products: %d, variants: %d, rows: %d\n", rep.Products, rep.Variants, rep.Rows)
	} else {
		fmt.Fprintf(stdout, "imported; products: %d, variants: %d, rows: %d\n", rep.Products, rep.Variants, rep.Rows)
	}
	return 0
}

// catalogExport writes the catalogue (or the products of skus) to the
// file, or to stdout without one.
func catalogExport(ctx context.Context, csv app.CatalogCSV, files []string, skus stringList, stdout, stderr io.Writer, fail func(error) int) int {
	f := csvio.Filter{}
	if len(skus) > 0 {
		f.SKUs = skus
	}
	var buf bytes.Buffer
	n, err := csvio.Export(ctx, csv.Catalog, &buf, f)
	if err != nil {
		return fail(err)
	}
	if len(files) == 0 {
		_, err = stdout.Write(buf.Bytes())
	} else {
		err = os.WriteFile(files[0], buf.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "paddock:", err)
		return 1
	}
	if len(files) > 0 {
		fmt.Fprintf(stderr, "exported %d products to %s\n", n, files[0])
	}
	return 0
}

// stringList is a repeatable flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// progressBar shows an import's progress on a terminal: one line
// rewritten with \r; elsewhere a line at each tenth.
type progressBar struct {
	w        io.Writer
	terminal bool
	last     int
	shown    bool
}

func newProgressBar(w io.Writer) *progressBar {
	terminal := false
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			terminal = true
		}
	}
	return &progressBar{w: w, terminal: terminal, last: -1}
}

func (b *progressBar) show(done, total int) {
	if total <= 0 {
		return
	}
	pct := done * 100 / total
	if b.terminal {
		const width = 30
		fill := done * width / total
		fmt.Fprintf(b.w, "\r[%s%s] %3d%% %d/%d", strings.Repeat("#", fill), strings.Repeat("-", width-fill), pct, done, total)
		b.shown = true
		return
	}
	if pct/10 != b.last/10 || done == total {
		b.last = pct
		fmt.Fprintf(b.w, "products imported: %d of %d (%d%%)\n", done, total, pct)
	}
}

func (b *progressBar) end() {
	if b.terminal && b.shown {
		fmt.Fprintln(b.w)
	}
}
