# Two commands do all set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: demo test bench lite clean

# One stamp per extra installed: the dashboard's for `make demo`, the test extra (every extra) for the rest.
$(VENV)/.installed-%: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[$*]'
	touch $@

# The dashboard (a Voila app) on http://127.0.0.1:8866/, served until Ctrl+C.
demo: $(VENV)/.installed-dashboard
	$(VENV)/bin/cardkit dashboard --port 8866

# One process: on two workers a browser test of concurrent sessions timed out on this busy machine
# (docs/benchmarks.md, "The test suite"). `make test PYTEST_FLAGS='$(TWO_WORKERS)'` runs on two (pytest-xdist;
# tests/conftest.py says how the files are shared out).
PYTEST_FLAGS ?=
TWO_WORKERS := -n 2 --dist loadgroup --no-loadscope-reorder
test: $(VENV)/.installed-test
	$(PY) -m pytest $(PYTEST_FLAGS)

# The static site (JupyterLite, no server) in build/lite/; LITE_FLAGS=--offline vendors Pyodide too.
lite: $(VENV)/.installed-lite
	$(VENV)/bin/cardkit lite build build/lite $(LITE_FLAGS)

bench: $(VENV)/.installed-test
	$(PY) -m benchmarks.engines

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build/lite
