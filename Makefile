# Strobe — make targets. `make` (or `make help`) lists them.
SWIFT ?= swift
CONFIG ?= debug
# The release `strobe` links the Swift runtime and Foundation statically: no dynamic symbol
# lookup for them at start-up, about 3 ms less a process (docs/performance.md §Static Swift
# runtime). Every target that builds release uses it, so they share one build. A toolchain
# without the static runtime (no lib/swift_static beside its bin/) builds with the shared one.
# Looked up once per make run (`:=`), not at every use of RELEASE_BUILD.
ifeq ($(origin SWIFT_STATIC),undefined)
SWIFT_STATIC := $(shell bin=$$(readlink -f "$$(command -v $(SWIFT))" 2>/dev/null); \
  [ -n "$$bin" ] && [ -e "$${bin%/*}/../lib/swift_static/linux/libswiftCore.a" ] \
  && echo --static-swift-stdlib)
endif
RELEASE_BUILD = $(SWIFT) build -c release $(SWIFT_STATIC)
PREFIX ?= /usr/local
OUT ?= demo-out
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# librsvg2-dev, libpango1.0-dev, libpoppler-glib-dev and libzip-dev also install librsvg2-2,
# libpangocairo-1.0-0, libpoppler-glib8 and libzip4, which strobe does not link but opens
# when a command first needs them (docs/performance.md, "Lazy libraries"); libpango1.0-dev
# also brings GLib's and Pango's own headers, which StubABITests compiles against.
# libgif-dev and libwebp-dev likewise bring libgif7, libwebp7, libwebpmux3 and libwebpdemux2
# (GIF and animated WebP, written and read back for --verify, opened on first use); ffmpeg
# encodes MP4/WebM and reads APNG and video back (docs/animated-output.md).
# What building and `make demo` need (the demo verifies its stills through librsvg and
# poppler, and plays its animated SVG only when Chromium happens to be installed).
BUILD_APT_PACKAGES := pkg-config libcairo2-dev librsvg2-dev libpango1.0-dev \
  libpoppler-glib-dev libdeflate-dev zlib1g-dev libjpeg62-turbo-dev libzip-dev \
  fonts-dejavu-core libssl3 libgif-dev libwebp-dev
# Everything, for the tests and the other targets: the checking tools, Chromium, ffmpeg.
APT_PACKAGES := $(BUILD_APT_PACKAGES) librsvg2-bin poppler-utils chromium groff-base \
  python3-venv ffmpeg

.DEFAULT_GOAL := help
.PHONY: help deps deps-build build test demo install lint format cli-docs bench clean docs docs-check man docs-images
.PHONY: plugin-options schema
.PHONY: fuzz fuzz-build soak lottie-venv lottie-corpus test-lottie-conformance

# The Python environment of the Lottie reference players (rlottie, thorvg, python-lottie),
# created by `make lottie-venv`; never the system Python. Versions pinned for comparable runs.
LOTTIE_VENV ?= .venv-lottie
LOTTIE_PYTHON := $(LOTTIE_VENV)/bin/python
LOTTIE_PIP_PACKAGES := rlottie-python==1.3.8 thorvg-python==1.1.3 pillow==13.0.0 lottie==0.7.2

help: ## Show this list of targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  \033[1m%-10s\033[0m %s\n", $$1, $$2}' $(MAKEFILE_LIST)

deps: ## Install the C libraries, fonts and checking tools (apt-get, only what is missing)
	@missing=""; \
	for cmd in rsvg-convert pdftoppm chromium groff ffmpeg; do command -v $$cmd >/dev/null 2>&1 || missing="yes"; done; \
	python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing="yes"; \
	$(call check_build_deps); \
	$(call install_if_missing,$(APT_PACKAGES))

deps-build: ## Install only what building strobe and `make demo` need
	@missing=""; \
	$(call check_build_deps); \
	$(call install_if_missing,$(BUILD_APT_PACKAGES))

# Sets `missing` when a library, header or font of BUILD_APT_PACKAGES is absent.
define check_build_deps
command -v pkg-config >/dev/null 2>&1 || missing="yes"; \
	for pc in cairo librsvg-2.0 pangocairo gobject-2.0 poppler-glib libdeflate zlib libjpeg libzip libwebpmux libwebpdemux; do \
	  pkg-config --exists $$pc 2>/dev/null || missing="yes"; \
	done; \
	[ -f /usr/include/gif_lib.h ] || missing="yes"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="yes"; \
	ldconfig -p 2>/dev/null | grep -q 'libcrypto\.so\.3 ' || missing="yes"
endef

# Installs $(1) with apt-get when `missing` is set.
define install_if_missing
if [ -n "$$missing" ]; then \
	  echo "Installing: $(1)"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(1); \
	else echo "deps: everything is installed"; fi
endef

build: deps ## Build the package (CONFIG=debug|release)
	$(SWIFT) build -c $(CONFIG)

test: deps ## Run every test (unit, golden, round-trip, CLI)
	$(SWIFT) test

demo: deps-build ## Render the built-in demo to demo-out/ (stills, animated SVG, APNG), verify it
	$(RELEASE_BUILD) --product strobe
	$$($(RELEASE_BUILD) --show-bin-path)/strobe demo --out $(OUT)

install: deps ## Install strobe, its man page and bash/zsh/fish completions under $(PREFIX)
	$(RELEASE_BUILD) --product strobe
	@bin=$$($(RELEASE_BUILD) --show-bin-path)/strobe; \
	share=$(DESTDIR)$(PREFIX)/share; set -e; \
	install -d $(DESTDIR)$(PREFIX)/bin $$share/man/man1 $$share/bash-completion/completions \
	  $$share/zsh/site-functions $$share/fish/vendor_completions.d; \
	install -m 755 $$bin $(DESTDIR)$(PREFIX)/bin/strobe; \
	install -m 644 docs/strobe.1 $$share/man/man1/strobe.1; \
	$$bin completions bash > $$share/bash-completion/completions/strobe; \
	$$bin completions zsh > $$share/zsh/site-functions/_strobe; \
	$$bin completions fish > $$share/fish/vendor_completions.d/strobe.fish; \
	chmod 644 $$share/bash-completion/completions/strobe $$share/zsh/site-functions/_strobe \
	  $$share/fish/vendor_completions.d/strobe.fish; \
	echo "Installed $(DESTDIR)$(PREFIX)/bin/strobe, man page and completions under $$share"

lint: ## Check formatting with swift-format (strict)
	$(SWIFT) format lint --strict -r Package.swift Sources Tests

format: ## Reformat the sources in place with swift-format
	$(SWIFT) format format -i -r Package.swift Sources Tests

cli-docs: build ## Regenerate docs/cli.md from the CLI's own help text
	scripts/cli-docs.sh $$($(SWIFT) build --show-bin-path)/strobe

man: build ## Regenerate docs/strobe.1 (the man page) from the command table
	$$($(SWIFT) build --show-bin-path)/strobe man > docs/strobe.1

plugin-options: ## Regenerate the strobe-render plugin's option table from strobe render's command table
	STROBE_WRITE_GENERATED=1 $(SWIFT) test --filter RenderOptionTableTests

schema: ## Regenerate the layer objects of docs/strobe-scene.schema.json from the property tables
	STROBE_WRITE_GENERATED=1 $(SWIFT) test --filter SceneSchemaGenerationTests

docs-images: build ## Render docs/images/*.png from docs/examples/ and docs/demo.svg from the demo
	scripts/docs-images.sh $$($(SWIFT) build --show-bin-path)/strobe

bench: deps lottie-venv ## Build release and run the benchmarks (BENCH_ARGS="--filter render --format tsv")
	$(RELEASE_BUILD) --product strobe
	$(RELEASE_BUILD) --product strobe-bench
	STROBE_LOTTIE_PYTHON=$(CURDIR)/$(LOTTIE_PYTHON) \
	  $$($(RELEASE_BUILD) --show-bin-path)/strobe-bench $(BENCH_ARGS)

docs-check: ## Fail on a docs citation (docs/<file>.md §section) or link that does not resolve
	$(SWIFT) test --filter DocCitationTests

DOCC ?= docc
DOCS_MODULES ?= Strobe
DOCS_DIR ?= .build-docs
docs: deps docs-check ## Build the DocC archive of the Strobe API (.build-docs/Strobe.doccarchive); fails on DocC warnings
	@mkdir -p $(DOCS_DIR)/graphs
	$(SWIFT) build --scratch-path $(DOCS_DIR)/scratch --target Strobe \
	  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS_DIR)/graphs
	@for m in $(DOCS_MODULES); do \
	  rm -rf $(DOCS_DIR)/$$m-graphs $(DOCS_DIR)/$$m.doccarchive && mkdir -p $(DOCS_DIR)/$$m-graphs && \
	  cp $(DOCS_DIR)/graphs/$$m.symbols.json $(DOCS_DIR)/$$m-graphs/ && \
	  cp $(DOCS_DIR)/graphs/$$m@*.symbols.json $(DOCS_DIR)/$$m-graphs/ 2>/dev/null; \
	  catalog=""; [ -d Sources/$$m/$$m.docc ] && catalog=Sources/$$m/$$m.docc; \
	  echo "docc convert $$m"; \
	  $(DOCC) convert $$catalog --additional-symbol-graph-dir $(DOCS_DIR)/$$m-graphs \
	    --warnings-as-errors --output-path $(DOCS_DIR)/$$m.doccarchive --fallback-display-name $$m \
	    --fallback-bundle-identifier org.strobe.$$m || exit 1; \
	done
	@echo "Archives: $(foreach m,$(DOCS_MODULES),$(DOCS_DIR)/$(m).doccarchive)"

FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzSceneLoader FuzzPathData FuzzColor FuzzTransform FuzzEvaluate \
  FuzzLottieImport FuzzRender
# Seeds copied into a target's scratch corpus at run time (never committed there); the
# shared Lottie corpus is used when ../shared/corpus/lottie exists.
FUZZ_SEEDS_FuzzLottieImport = Fixtures/lottie/*.json Fixtures/lottie/dotlottie/*.lottie \
  $(shell [ -d ../shared/corpus/lottie ] && find ../shared/corpus/lottie -name '*.json')
FUZZ_SEEDS_FuzzRender = Fixtures/scenes/*.json Fixtures/cli/*.json Fixtures/demo.json
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_FLAGS = --scratch-path $(FUZZ_SCRATCH) --sanitize=fuzzer -Xswiftc -parse-as-library \
  -Xswiftc -DSTROBE_LIBFUZZER

fuzz-build: deps ## Build the libFuzzer targets (own scratch path .build-fuzz)
	for t in $(FUZZ_TARGETS); do $(SWIFT) build $(FUZZ_FLAGS) --product $$t || exit 1; done

fuzz: fuzz-build ## Run each fuzz target for FUZZ_SECONDS (default 60); crashes go to .build-fuzz/artifacts
	@mkdir -p $(FUZZ_SCRATCH)/artifacts
	@bin=$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path); status=0; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_SCRATCH)/corpus/$$t; \
	  case $$t in \
	    FuzzLottieImport) seeds="$(FUZZ_SEEDS_FuzzLottieImport)";; \
	    FuzzRender) seeds="$(FUZZ_SEEDS_FuzzRender)";; \
	    *) seeds="";; \
	  esac; \
	  for f in $$seeds; do [ -f "$$f" ] && cp "$$f" $(FUZZ_SCRATCH)/corpus/$$t/; done; \
	  [ -d ../shared/corpus/lottie ] || [ $$t != FuzzLottieImport ] || \
	    echo "(../shared/corpus/lottie not found: seeding from Fixtures/lottie only)"; \
	  echo "== $$t ($(FUZZ_SECONDS) s)"; \
	  SWIFT_BACKTRACE=enable=no $$bin/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_SCRATCH)/artifacts/$$t- \
	    $(FUZZ_SCRATCH)/corpus/$$t $$([ -d Fixtures/fuzz/$$t ] && echo Fixtures/fuzz/$$t) \
	    || status=1; \
	done; exit $$status

soak: deps ## Export 10,000 frames in one process and check that memory stays flat
	STROBE_SOAK_FRAMES=10000 $(SWIFT) test --filter SoakTests

clean: ## Remove build products and demo output
	rm -rf .build $(OUT)

lottie-venv: $(LOTTIE_VENV)/.installed ## Create .venv-lottie/ with the Lottie reference players (PyPI)

$(LOTTIE_VENV)/.installed: Makefile
	@$(MAKE) --no-print-directory deps
	python3 -m venv $(LOTTIE_VENV)
	$(LOTTIE_PYTHON) -m pip install -q --disable-pip-version-check $(LOTTIE_PIP_PACKAGES)
	@touch $@

test-lottie-conformance: deps lottie-venv ## Compare Fixtures/lottie with rlottie (from .venv-lottie)
	$(SWIFT) build --product strobe
	$(LOTTIE_PYTHON) scripts/lottie-conformance.py $$($(SWIFT) build --show-bin-path)/strobe

LOTTIE_CORPUS_ARGS ?=
lottie-corpus: deps lottie-venv ## Compare ../shared/corpus/lottie with rlottie and thorvg (LOTTIE_CORPUS_ARGS="--files Tests/")
	$(RELEASE_BUILD) --product strobe
	$(LOTTIE_PYTHON) scripts/lottie-corpus.py \
	  --strobe $$($(RELEASE_BUILD) --show-bin-path)/strobe $(LOTTIE_CORPUS_ARGS)
