# Two commands do all set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: demo test lint docs bench lite clean

# One stamp per extra installed: the dashboard's for `make demo`, the test extra (every extra) for the rest.
$(VENV)/.installed-%: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[$*]'
	touch $@

# The dashboard (a Voila app) on http://127.0.0.1:8866/, served until Ctrl+C.
demo: $(VENV)/.installed-dashboard
	$(VENV)/bin/cardkit dashboard --port 8866

# Lint, format and types (CONTRIBUTING.md, "Lint and types"): each finding as file:line:column and why.
lint: $(VENV)/.installed-test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check --diff .
	$(VENV)/bin/mypy

# The docs site in build/docs; --strict: a warning (a broken link, a name the API reference cannot find) fails.
docs: $(VENV)/.installed-test
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --site-dir build/docs

# The lint, the docs, then the tests in two steps (tests/conftest.py): the bulk on two workers (pytest-xdist),
# then the tests marked serial (browser tests whose servers cull kernels after a few seconds) in one process:
# on two workers one of them timed out under load (docs/benchmarks.md, "The test suite"). Both steps run and
# print their closing line; make fails if either failed. PYTEST_FLAGS go to both. Binder's environment (a
# venv built from binder/, for the serial step's Binder tests) is built meanwhile, at the lowest priority,
# in the first step's idle time; if that build fails, the Binder tests build it again and say why.
PYTEST_FLAGS ?=
TWO_WORKERS := -n 2 --dist loadgroup --no-loadscope-reorder
BINDER_VENV := build/test-binder-venv
test: lint docs
	status=0; \
	rm -rf $(BINDER_VENV); \
	nice -n 19 $(PY) -m benchmarks.reliability.binder $(BINDER_VENV) > build/test-binder.log 2>&1 & binder=$$!; \
	$(PY) -m pytest -m "not serial" $(TWO_WORKERS) $(PYTEST_FLAGS) || status=$$?; \
	wait $$binder; \
	CARDKIT_TEST_BINDER_VENV=$(BINDER_VENV) $(PY) -m pytest -m serial $(PYTEST_FLAGS) || status=$$?; \
	exit $$status

# The static site (JupyterLite, no server) in build/lite/; LITE_FLAGS=--offline vendors Pyodide too.
lite: $(VENV)/.installed-lite
	$(VENV)/bin/cardkit lite build build/lite $(LITE_FLAGS)

bench: $(VENV)/.installed-test
	$(PY) -m benchmarks.engines

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build/lite build/docs $(BINDER_VENV)
