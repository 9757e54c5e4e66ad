package main

import (
	"errors"
	"os"
	"strings"
)

// storefrontDocuments is where GraphQL Code Generator writes the documents
// the storefront sends (string mode: each operation followed by the
// fragments it spreads).
const storefrontDocuments = "web/src/gql/graphql.ts"

// contentDocuments is where it writes those for the content API.
const contentDocuments = "web/src/gql-content/graphql.ts"

// storefrontDocument returns the document the storefront sends as
// operation name (GetProductsByQuery), read from path (run the tool from
// the repository's top directory, where the generated file is committed).
func storefrontDocument(path, name string) (doc, source string, err error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return "", "", err
	}
	doc, ok := extractDocument(string(raw), name)
	if !ok {
		return "", "", errors.New("no " + name + "Document in " + path)
	}
	return doc, path, nil
}

// extractDocument finds `export const <name>Document = new
// TypedDocumentString(` + "`" + `…` + "`" + `)` in generated TypeScript.
func extractDocument(src, name string) (string, bool) {
	start := "export const " + name + "Document = new TypedDocumentString(`"
	i := strings.Index(src, start)
	if i < 0 {
		return "", false
	}
	rest := src[i+len(start):]
	end := strings.Index(rest, "`")
	if end < 0 {
		return "", false
	}
	return rest[:end], true
}
