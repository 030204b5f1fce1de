"""Shared fixtures."""
import os

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
