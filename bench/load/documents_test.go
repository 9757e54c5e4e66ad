package main

import (
	"strings"
	"testing"
)

func TestExtractDocument(t *testing.T) {
	src := "export const OtherDocument = new TypedDocumentString(`\n    query Other { x }\n    `) as unknown as X;\n" +
		"export const GetProductsByQueryDocument = new TypedDocumentString(`\n    query GetProductsByQuery { products { total_count } }\n    `) as unknown as Y;\n"
	doc, ok := extractDocument(src, "GetProductsByQuery")
	if !ok || doc != "\n    query GetProductsByQuery { products { total_count } }\n    " {
		t.Errorf("extracted %q, %v", doc, ok)
	}
	if _, ok := extractDocument(src, "GetRoute"); ok {
		t.Error("found a document that is not there")
	}
}

func TestStorefrontDocumentIsTheGeneratedOne(t *testing.T) {
	doc, source, err := storefrontDocument("../../"+storefrontDocuments, "GetProductsByQuery")
	if err != nil || !strings.Contains(doc, "query GetProductsByQuery(") || !strings.Contains(source, "graphql.ts") {
		t.Errorf("%q from %s: %v", doc, source, err)
	}
	for _, name := range []string{"GetSite", "GetPage"} {
		if doc, _, err := storefrontDocument("../../"+contentDocuments, name); err != nil || !strings.Contains(doc, "query "+name+"(") {
			t.Errorf("content document %s: %q, %v", name, doc, err)
		}
	}
	if _, _, err := storefrontDocument(t.TempDir()+"/missing.ts", "GetProductsByQuery"); err == nil {
		t.Error("a missing file was not reported")
	}
}
