# Rifa — one Makefile for the whole product. `make help` lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

BUILD_DIR    := build/release
SERVER_BIN   := $(BUILD_DIR)/rifa-server
WEB_DIST     := web/dist/index.html
JOBS         ?= $(shell nproc)
SUDO         := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

# Debian 12 packages (ARCHITECTURE §2): toolchain, server libraries, test tools.
APT_PACKAGES := g++ cmake ninja-build pkg-config make git clang-format \
  libboost-dev nlohmann-json3-dev libsqlite3-dev libpq-dev libsodium-dev libssl-dev \
  libcurl4-openssl-dev libgtest-dev postgresql chromium libvips-dev liburing-dev libjemalloc-dev \
  libdeflate-dev prometheus-cpp-dev libtesseract-dev tesseract-ocr-spa tesseract-ocr-eng
BENCH_PACKAGES := wrk nginx-light sqlite3 linux-perf strace
# The failover test in `make test` (e2e/api/failover.spec.ts) runs deploy/nginx.conf.
APT_PACKAGES += nginx-light

WEB_SOURCES  := $(shell find web/src web/public web/scripts -type f 2>/dev/null) web/index.html \
  web/vite.config.ts web/package.json web/tsconfig.json web/tsconfig.app.json
SERVER_SOURCES := $(shell find server/src server/migrations server/cmake -type f 2>/dev/null) \
  server/CMakeLists.txt server/CMakePresets.json api/openapi.yaml

.PHONY: help run build deps test sanitize bench-build dev bench fmt lint clean

help: ## this list
	@echo "Rifa — make targets:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | awk -F'\t' '{printf "  make %-10s %s\n", $$1, $$2}'
	@echo "Configuration: environment variables, see README.md or '$(SERVER_BIN) --help'."

run: build ## install what is missing, build, start the server on http://localhost:$${PORT:-8080}
	@mkdir -p "$${DATA_DIR:-./data}"
	exec $(SERVER_BIN)

build: deps $(SERVER_BIN) $(WEB_DIST) ## build the web app (production) and the server (Release)

deps: .cache/apt.stamp web/node_modules/.package-lock.json e2e/node_modules/.package-lock.json ## install apt and npm dependencies

.cache/apt.stamp: Makefile
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update -qq -o Acquire::Retries=5 && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq -o Acquire::Retries=5 $$missing; \
	fi; \
	command -v node >/dev/null || { DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs npm; }
	@mkdir -p .cache && touch $@

web/node_modules/.package-lock.json: web/package-lock.json
	scripts/npm-ci.sh web
	@touch $@

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	scripts/npm-ci.sh e2e
	@touch $@

$(BUILD_DIR)/build.ninja: server/CMakeLists.txt server/CMakePresets.json | .cache/apt.stamp
	cd server && cmake --preset release >/dev/null

$(SERVER_BIN): $(BUILD_DIR)/build.ninja $(SERVER_SOURCES)
	cd server && cmake --build --preset release -j $(JOBS) --target rifa-server
	@touch $@

$(WEB_DIST): web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build

test: build ## run every test: C++ unit, both databases, API, web and browser tests
	scripts/test.sh

sanitize: deps ## the C++ tests built with ASan+UBSan (preset debug), on SQLite and PostgreSQL
	scripts/sanitize.sh

bench-build: deps ## compile the benchmarks' load clients (bench/CMakeLists.txt) without running them
	cmake -S bench -B build/bench-clients -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build build/bench-clients -j $(JOBS)

dev: build ## server on :8080 plus Vite with hot reload on :5173 (proxied to the server; SITE_URL is Vite's origin)
	@trap 'kill 0' EXIT; PORT=$${PORT:-8080} SITE_URL=$${SITE_URL:-http://localhost:5173} $(SERVER_BIN) & \
	cd web && RIFA_API=http://127.0.0.1:$${PORT:-8080} npm run dev

bench: build ## load tests with wrk against nginx and Node baselines (bench/RESULTS.md)
	@missing=$$(for p in $(BENCH_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	[ -z "$$missing" ] || { $(SUDO) apt-get update -qq -o Acquire::Retries=5 && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq -o Acquire::Retries=5 $$missing; }
	bench/run.sh

fmt: deps ## format C++ (clang-format) and TypeScript (prettier)
	find server -name '*.cpp' -o -name '*.hpp' | xargs clang-format -i
	cd web && npm run fmt
	cd e2e && ../web/node_modules/.bin/prettier --write .

lint: deps ## the contract (OpenAPI 3.1, Redocly), SQL placement, feature boundaries, clang-format check, eslint, TypeScript
	cd e2e && npm run --silent contract:lint
	node scripts/check-sql.mjs
	node scripts/check-includes.mjs
	find server -name '*.cpp' -o -name '*.hpp' | xargs clang-format --dry-run --Werror
	cd web && npm run lint
	cd e2e && npm run typecheck

clean: ## remove build output (keeps ./data)
	rm -rf build web/dist .cache
