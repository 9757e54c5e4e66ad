# Paddock. `make run` builds and starts the shop on SQLite with demo data;
# `make test` runs every test. See README.md.

SHELL        := /bin/bash
.SHELLFLAGS  := -eu -o pipefail -c
VERSION      ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS      := -s -w -X main.version=$(VERSION)
BIN          := bin/paddock
GO_PACKAGES   = $(shell go list ./... | grep -v /node_modules/)
WEB_SOURCES  := $(shell find web/src web/public web/index.html web/admin.html web/vite.config.ts web/vite.admin.config.ts web/vite.ssr.config.ts web/package.json web/tsconfig*.json web/budgets.json web/tooling -type f 2>/dev/null)
DATA_DIR     ?= ./data

.PHONY: run build fake-mollie web web-deps e2e-deps generate test test-go test-web test-e2e lint go-lint web-lint web-checks web-budget fmt-check vet staticcheck bench clean

## run: build everything, load the demo shop and start it on http://127.0.0.1:8080
run: build
	PADDOCK_DATA_DIR=$(DATA_DIR) PADDOCK_LOG_FORMAT=text ./$(BIN) seed
	PADDOCK_DATA_DIR=$(DATA_DIR) PADDOCK_LOG_FORMAT=text ./$(BIN) serve

## build: the paddock binary with the storefront embedded
build: web
	go build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/paddock

## fake-mollie: the local stand-in for Mollie's API and hosted checkout the browser journeys pay through
fake-mollie:
	go build -trimpath -o bin/fake-mollie ./tools/fake-mollie

## web: the storefront and the back office, built into web/dist/shop and web/dist/admin
web: web/dist/shop/index.html

web/dist/shop/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build

web-deps: web/node_modules/.package-lock.json
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund

e2e-deps: e2e/node_modules/.package-lock.json
e2e/node_modules/.package-lock.json: e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund

## generate: regenerate the GraphQL code from the schema files
generate:
	cd internal/graph/commerce && go tool gqlgen generate --config gqlgen.yml
	cd internal/graph/content && go tool gqlgen generate --config gqlgen.yml
	cd internal/graph/admin && go tool gqlgen generate --config gqlgen.yml

## test: every test: formatting, vet, lint, Go tests on SQLite and PostgreSQL, web checks and tests, browser journeys;
## each phase's time is printed at the end, also when one fails
PHASES := bin/.test-phases
# The Go checks and tests keep both cores busy; the browser journeys leave
# about one idle, so the web's lint and Vitest run beside them. (Both
# streams side by side from the start, the Go side niced, was measured
# slower: 1,140 s against about 1,000 s, as the niced Go checks got a third
# of a core while the journeys ran.)
test:
	@mkdir -p bin; rm -f $(PHASES); status=0; \
	$(MAKE) --no-print-directory go-lint test-go || status=$$?; \
	[ $$status != 0 ] || $(MAKE) --no-print-directory -j2 --output-sync=target web-checks test-e2e || status=$$?; \
	echo; echo "make test: time per phase"; cat $(PHASES) 2>/dev/null; exit $$status

# timed runs a phase's command and notes its time for make test's summary:
# the wall time and the CPU time (user and system) of its processes, which
# tells a phase that keeps both cores busy from one that waits.
timed = mkdir -p bin; s=$$(date +%s); status=0; ( $(2) ) || status=$$?; \
	times > bin/.times-$$$$; cpu=$$(tail -1 bin/.times-$$$$ | awk '{ split($$1, u, "m"); split($$2, k, "m"); printf "%d", u[1]*60 + u[2] + k[1]*60 + k[2] }'); rm -f bin/.times-$$$$; \
	printf '  %-9s %4d s  (CPU %4d s)%s\n' '$(1)' $$(( $$(date +%s) - s )) "$$cpu" "$$( [ $$status = 0 ] || echo '  (failed)')" >> $(PHASES); \
	exit $$status

lint: go-lint web-lint
go-lint: fmt-check vet staticcheck
web-lint: web-deps e2e-deps
	@$(call timed,web lint,cd web && npm run lint && npm run format:check && npm run typecheck && cd ../e2e && npm run typecheck)
# web-checks: the web's lint, then its tests, then the first-load budget of the built storefront
web-checks:
	@$(MAKE) --no-print-directory web-lint test-web web-budget

## web-budget: every public route's first-load JavaScript and CSS (gzip) within its budget in web/budgets.json
web-budget: web
	@$(call timed,budget,cd web && npx vitest run --config vitest.budget.config.ts)

fmt-check:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' | grep -v node_modules)); \
	if [ -n "$$unformatted" ]; then echo "gofmt wants to change:"; echo "$$unformatted"; exit 1; fi

vet: web
	@$(call timed,go vet,go vet $(GO_PACKAGES))

staticcheck: web
	@$(call timed,staticcheck,go tool staticcheck $(GO_PACKAGES))

## test-go: Go tests with the race detector, every store test on SQLite and on PostgreSQL
# RACE_EXCEPT leaves the race detector out of code that only computes, on
# data one goroutine owns: the SQLite engine (modernc.org's C translated to
# Go, whose every memory access instrumented doubled the Go tests' CPU),
# password hashing (argon2id), PDF writing, and the pixel work of images:
# the demo's rasterizer (internal/platform/demodraw, no shared state), the
# standard library's image codecs and compression and golang.org/x/image's
# scaling (instrumented, they took three fifths of a demo seed's time under
# the race detector). The goroutines that draw and store images in
# parallel, our other code, pgx, Bleve, database/sql, the WebP binding and
# its WebAssembly runtime (wazero) stay instrumented: with wazero or
# gen2brain/webp left out, encoding/json's type cache was reported as raced
# in the media and app tests (they synchronise, the rest here does not).
# -p 4: test processes wait on PostgreSQL and the disk much of the time, so
# four at once keep two cores busy.
RACE_EXCEPT := -gcflags='modernc.org/...=-race=false' -gcflags='golang.org/x/crypto/...=-race=false' -gcflags='github.com/go-pdf/fpdf=-race=false' \
	-gcflags='paddock/internal/platform/demodraw=-race=false' -gcflags='image/...=-race=false' -gcflags='compress/...=-race=false' -gcflags='golang.org/x/image/...=-race=false'
test-go: web
	@$(call timed,go tests,PADDOCK_TEST_REQUIRE_POSTGRES=1 go run ./tools/with-postgres -- go test -race $(RACE_EXCEPT) -p 4 -count=1 -timeout 20m $(GO_PACKAGES))

test-web: web-deps
	@$(call timed,vitest,cd web && npm test)

## test-e2e: browser journeys against the real binary in Chromium
test-e2e: build fake-mollie e2e-deps
	@$(call timed,journeys,cd e2e && { PADDOCK_BIN=$(CURDIR)/$(BIN) FAKE_MOLLIE_BIN=$(CURDIR)/bin/fake-mollie npm test || \
		{ rc=$$?; cat test-results/axe-violations.txt 2>/dev/null; exit $$rc; }; })

## bench: load scenarios and first-load JavaScript against the real binary; figures in bench/results/;
## search relevance (precision@5, recall@20 per locale) and query time on the demo catalogue, both engines;
## the staff's order list at 100,000 orders (p50/p99 per kind of query), both engines;
## a CSV import of 10,000 products (seconds per import), both engines;
## the staff's product list at 10,000 generated products (p50/p99 per kind of query), both engines;
## the back office page editor on pages of 50 to 250 blocks (first paint, ms per key);
## Lighthouse (mobile, simulated throttling) on home, a category, a product, a content page and a club home
## of the demo shop with its full-size pictures: scores, LCP, TBT, CLS, FCP and JavaScript bytes
bench: build e2e-deps
	go run ./tools/with-postgres -- go test -run '^$$' -bench 'Relevance|DemoSearch' -benchtime 20x ./internal/platform/search
	go run ./tools/with-postgres -- go test -run '^$$' -bench 'StaffOrders' -benchtime 20x ./internal/order
	go run ./tools/with-postgres -- go test -run '^$$' -bench 'CatalogImport' -benchtime 1x -timeout 30m ./internal/catalog/csvio
	go run ./tools/with-postgres -- go test -run '^$$' -bench 'StaffProducts' -benchtime 10x -timeout 30m ./internal/catalog/demo
	go run ./bench/load -bin $(BIN)
	cd e2e && PADDOCK_BIN=$(CURDIR)/$(BIN) PADDOCK_E2E_IMAGE_SIZE=full npx vitest run --config vitest.measure.config.ts

clean:
	rm -rf bin web/dist/shop web/dist/admin e2e/test-results
