"""Shared fixtures, and helpers the tests import."""

import os
import random

import pytest

CHROMIUM = "/usr/bin/chromium"


def _missing(what: str) -> None:
    """Skip a browser test with the reason, except under CI=true where it must run: fail instead."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"{what}, and CI=true requires the browser tests to run")
    pytest.skip(f"browser test skipped: {what} (under CI=true this is a failure)")


@pytest.fixture(scope="session")
def chromium() -> str:
    """The system Chromium's path, for Playwright (its own browser download is not available)."""
    if not os.path.exists(CHROMIUM):
        _missing(f"{CHROMIUM} is not installed")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _missing("the playwright package is not installed")
    return CHROMIUM


@pytest.fixture(scope="session")
def jupyterlab_installed() -> None:
    """JupyterLab 4, which the browser tests serve (``pip install jupyterlab``)."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        _missing("JupyterLab is not installed")


# ------------------------------------------------------------------ two steps (pytest-xdist)
# `make test` runs the suite in two steps: `-m "not serial"` on two workers (`-n 2 --dist loadgroup
# --no-loadscope-reorder`), then `-m serial` in one process. The serial tests are the browser tests whose
# servers count their kernels and cull them after a few seconds (every browser test not in ANY_WORKER), and
# the files in SERIAL_FILES: on two workers under load one of them timed out (docs/benchmarks.md, "The test
# suite"). In the first step a file stays on one worker, so its module and session fixtures (servers,
# venvs, built sites) are made once; whichever worker is free takes the next file, the longest first. A
# plain `pytest` runs everything in one process, as before.
SERIAL = "serial"
SERIAL_FILES = {"test_dashboard_security.py"}  # not browser tests, but servers with a short cull timeout
# Browser tests with no kernel count nor cull to wait for: a page, JupyterLab, marimo, a wheel, the static site,
# and dashboards culling on the default timeout (120 s), which spare a connected page. The rooms' browser tests
# stay serial: two runs failed where they ran beside the other worker's browsers; alone they pass.
ANY_WORKER = {
    "test_lite.py",
    "test_packaging.py",
    "test_board_browser.py",
    "test_layout_browser.py",
    "test_marimo_browser.py",
    "test_review_browser.py",
    "test_themes_browser.py",
    "test_widgets_browser.py",
    "test_input_browser.py",
    "test_records_browser.py",
    "test_solo_browser.py",
}
# Handed out first, the longest first (seconds of a plain run), so that no long file is left for the end.
FIRST = [
    "test_widgets_hidden.py",
    "test_lite.py",
    "test_bots.py",
    "test_packaging.py",
    "test_reliability.py",
    "test_solo_browser.py",
    "test_records_browser.py",
    "test_widgets_browser.py",
    "test_input_browser.py",
    "test_notebooks.py",
    "test_layout_browser.py",
    "test_hints_true.py",
    "test_themes_browser.py",
    "test_tutorials.py",
]


def _group(item: pytest.Item) -> str:
    name = item.path.name
    if name in SERIAL_FILES or (item.get_closest_marker("browser") and name not in ANY_WORKER):
        return SERIAL
    return name


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects by marker, and before xdist's own hook reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if _group(item) == SERIAL:
            item.add_marker(pytest.mark.serial)
    if not getattr(config.option, "loadgroup", False):  # set on xdist's workers under --dist loadgroup
        return
    rank = {name: i for i, name in enumerate(FIRST)}
    for item in items:
        item.add_marker(pytest.mark.xdist_group(_group(item)))
    items.sort(key=lambda item: rank.get(_group(item), len(rank)))  # stable: each file keeps its order


def final_round(seed: int):
    """A House of Suits game played at random until the pile is empty, seat 0 to move."""
    from cardkit.house_of_suits import Game

    state, rng = Game.new({"suits": 4}, seed), random.Random(seed)
    while state.pile or state.to_move() != 0:
        state.apply(rng.choice(state.legal_actions()))
    return state
