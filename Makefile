# Menu Playground. Quick start: `make run`, `make test`.
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)

# What the server needs to build and run.
RUNTIME_PACKAGES := pkg-config libmicrohttpd-dev zlib1g-dev libdeflate-dev libisal-dev libssl-dev libgoogle-perftools-dev libharfbuzz-dev libfreetype-dev fonts-dejavu-core libicu-dev \
	fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libcairo2-dev librsvg2-dev libsqlite3-dev libpq-dev libqrencode-dev
# What `make bench` needs on top.
BENCH_PACKAGES := wrk gcc curl python3 valgrind
# The three browser engines of `make test-browser`: Chromium (Playwright), Firefox ESR (WebDriver
# BiDi) and WebKitGTK (WebKitWebDriver, on an Xvfb display).
BROWSER_PACKAGES := chromium firefox-esr webkit2gtk-driver xvfb zbar-tools
# What scripts/cluster.sh and `make test-cluster` need on top.
CLUSTER_PACKAGES := haproxy curl python3 postgresql jq

.PHONY: all deps build release run test test-unit test-html test-api test-links test-browser test-cluster test-fuzz lint format bench fuzz clean

all: build

deps:
	@scripts/install-deps.sh $(RUNTIME_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product menu-playground

run: release
	.build/release/menu-playground --config Config/playground.json

# Every suite. Warnings fail the build: the code is kept warning-free.
test: deps lint test-unit test-html test-api test-links test-browser test-cluster test-fuzz

test-unit: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# Every rendered page is valid HTML5 (Nu HTML Checker, offline).
test-html: test-unit
	scripts/test-html.sh

# The JSON API against a live server: response validation and schemathesis (PyPI, in .venv).
test-api: deps
	SWIFT=$(SWIFT) scripts/test-api.sh

# Short links survive SIGKILL: 1,000 concurrent creations, the server killed part-way, and every
# link answered 201 redirects after the restart (Tests/links/crash_test.py).
test-links: deps
	SWIFT=$(SWIFT) scripts/test-links-crash.sh

# The pages in Chromium, Firefox and WebKit: frames and flows with and without JavaScript in all
# three; keyboard, axe-core, sharing and docs/screenshots/ in Chromium (Playwright, Selenium and
# axe-playwright-python from PyPI, in .venv).
test-browser: deps
	@scripts/install-deps.sh $(BROWSER_PACKAGES)
	SWIFT=$(SWIFT) scripts/test-browser.sh

# Three replicas behind HAProxy (scripts/cluster.sh) on free ports, loaded with GETs while one is
# killed and another stopped: no GET may fail. Then HAProxy's per-address limits.
test-cluster: deps
	@scripts/install-deps.sh $(CLUSTER_PACKAGES)
	SWIFT=$(SWIFT) scripts/test-cluster.sh

# swift-format, and the module table of docs/design.md held to Package.swift and the code
# (scripts/check-docs.py, whose self-test first proves it catches each kind of drift).
lint:
	python3 scripts/check-docs.py --self-test
	python3 scripts/check-docs.py
	python3 scripts/check-layers.py --self-test
	python3 scripts/check-layers.py
	python3 scripts/compare_crawls.py --self-test
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests bench

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests bench

# Throughput against the C baseline (bench/run.sh: wrk -t2 -c50; the never-seen demo page from
# distinct fresh URLs, 60,000 or more, with the caches on), 1,500 slow clients at once, bursts of
# 100 costly snapshots (bench/overload.sh), then the in-process costs (see BENCHMARKS.md).
bench: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	bench/run.sh
	bench/rss.sh
	bench/cpu.sh / gzip
	bench/cpu.sh demo gzip
	bench/cpu.sh /static/css/playground.css
	bench/slow-clients.sh
	bench/overload.sh
	$(SWIFT) run -c release PipelineBench Config/playground.json
	SWIFT=$(SWIFT) bench/page-instructions.sh
	$(SWIFT) run -c release MenuCoreBench
	$(SWIFT) run -c release SnapshotBench Config/playground.json
	$(SWIFT) run -c release WorstRequests Config/playground.json

# libFuzzer on the token decoder, form parser, API bodies, router and configuration reader
# (scripts/fuzz.sh; FUZZ_TARGETS picks some): the sanitized build, every committed seed and
# regression input replayed, then each target fuzzed for FUZZ_TEST_SECONDS, so that the targets
# are built and run on every `make test` and cannot rot. The fuzzer runtime comes with the Swift
# toolchain, so no package beyond the build's is needed.
FUZZ_TEST_SECONDS ?= 15
test-fuzz: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_TEST_SECONDS) scripts/fuzz.sh

# The soak: the same, each target fuzzed for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
fuzz: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

clean:
	rm -rf .build bench/out
