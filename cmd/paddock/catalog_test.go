package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCatalogImportAndExport exports the demo catalogue with paddock
// catalog export, checks a file with a bad row (--dry-run lists it and
// writes nothing, the import refuses it) and imports the fixed file.
func TestCatalogImportAndExport(t *testing.T) {
	dataDir := t.TempDir()
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), args, env(map[string]string{"PADDOCK_DATA_DIR": dataDir}), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, _, errOut := cmd("seed", "-image-size", "32"); code != 0 {
		t.Fatalf("seed: %s", errOut)
	}
	file := filepath.Join(dataDir, "katalog.csv")
	if code, _, errOut := cmd("catalog", "export", file); code != 0 || !strings.Contains(errOut, "exported") {
		t.Fatalf("export: %d %s", code, errOut)
	}
	exported, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(exported, []byte("\ufeffsku,store_view_code,")) {
		t.Fatalf("exported file: %v %.80q", err, exported)
	}
	if code, out, errOut := cmd("catalog", "import", file, "--dry-run"); code != 0 || !strings.Contains(out, "no problems (dry run") {
		t.Fatalf("dry run of the export: %d %s %s", code, out, errOut)
	}
	bad := filepath.Join(dataDir, "neu.csv")
	header := "sku,name,price,categories\n"
	if err := os.WriteFile(bad, []byte(header+"CLI-1,Hose,-5,Sortiment/Reiter\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"catalog", "import", "--dry-run", bad}, {"catalog", "import", bad}} {
		code, out, errOut := cmd(args...)
		if code != 1 || !strings.Contains(out, `row 2, price ("-5"): "price" must be an amount`) {
			t.Errorf("%v: %d\n%s\n%s", args, code, out, errOut)
		}
	}
	if code, out, _ := cmd("catalog", "export", "--sku", "CLI-1"); code != 0 || strings.Contains(out, "CLI-1") {
		t.Errorf("the bad file was written: %s", out)
	}
	if err := os.WriteFile(bad, []byte(header+"CLI-1,Hose,5,Sortiment/Reiter\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := cmd("catalog", "import", bad); code != 0 || !strings.Contains(out, "imported; products: 1, variants: 0, rows: 1") || !strings.Contains(errOut, "products imported: 1 of 1 (100%)") {
		t.Errorf("import: %d\n%s\n%s", code, out, errOut)
	}
	if code, out, _ := cmd("catalog", "export", "--sku", "CLI-1"); code != 0 || !strings.Contains(out, "CLI-1,,Default,simple,Sortiment/Reiter,base,Hose,") {
		t.Errorf("export of the import: %s", out)
	}
	if code, _, errOut := cmd("catalog", "import"); code != 2 || !strings.Contains(errOut, "usage: paddock catalog") {
		t.Errorf("no file: %d %s", code, errOut)
	}
}
