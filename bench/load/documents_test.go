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

func TestStorefrontDocumentFallsBackToTheCopy(t *testing.T) {
	doc, source, err := storefrontDocument(t.TempDir()+"/missing.ts", "GetProductsByQuery")
	if err != nil || doc != productsByQuery || !strings.Contains(source, "copy") {
		t.Errorf("fallback: %q, %v", source, err)
	}
	if !strings.Contains(productsByQuery, "query GetProductsByQuery(") || !strings.Contains(productsByQuery, "aggregations @include(if: $withAggregations)") {
		t.Error("the copy is not the storefront's listing query")
	}
}
