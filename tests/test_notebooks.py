"""The exploration notebooks run from top to bottom and draw their plots.

Each notebook is executed in a fresh kernel with its "parameters" cell replaced by small sizes, so
the whole analysis runs quickly; the saved notebooks hold the outputs of the full-size run, made with the
bots of today (each prints their digest last).
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from cardkit.testing import bots_digest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

SMALL = {
    "ipso-keep-or-spend-the-star.ipynb": "GAMES = 12\nPLAYERS = 2\nRESAMPLES = 4\nSEED = 1\n",
    "rummy500-when-deep-takes-pay.ipynb": "HANDS = 6\nWORLDS = 2\nPLAYERS = 2\nSEED = 1\n",
    "house-of-suits-set-aside-and-market.ipynb": "DEALS = 12\nSUIT_COUNTS = (4, 5, 6)\nSEED = 1\n",
    "house-of-suits-learning-agent.ipynb": "TRAIN_MATCHES = 6\nEVALUATE_AT = (0, 6)\nEVAL_MATCHES = 4\nSEED = 1\n",
    "records-a-class-results.ipynb": "STUDENTS = 2\nGAMES = 3\nSEED = 1\n",  # no Expert student: its games take the time
}


# Notebooks in notebooks/ that are not explorations: the dashboard is a Voila app, tested in
# tests/test_dashboard.py.
NOT_EXPLORATIONS = {"dashboard.ipynb"}


def test_every_notebook_is_covered() -> None:
    assert sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name not in NOT_EXPLORATIONS) == sorted(SMALL)


def parameters_cell(nb) -> nbformat.NotebookNode:
    tagged = [c for c in nb.cells if "parameters" in c.get("metadata", {}).get("tags", [])]
    assert len(tagged) == 1, "a notebook needs exactly one cell tagged 'parameters'"
    assert tagged[0].cell_type == "code"
    return tagged[0]


@pytest.mark.parametrize("name", sorted(SMALL))
def test_notebook_runs_with_small_sizes(name: str) -> None:
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    cell = parameters_cell(nb)
    # Every size the notebook defines is overridden, so a renamed parameter cannot slip through.
    defined = {
        line.split("=")[0].strip()
        for line in cell.source.splitlines()
        if "=" in line and not line.lstrip().startswith("#")
    }
    small = SMALL[name]
    assert defined == {line.split("=")[0].strip() for line in small.splitlines()}
    cell.source = small
    for c in nb.cells:
        if c.cell_type == "code":
            c.outputs = []
    NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors
    images = [
        o
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
        if o.output_type in ("display_data", "execute_result") and "image/png" in o.get("data", {})
    ]
    assert images, f"{name} drew no plot"


@pytest.mark.parametrize("name", sorted(SMALL))
def test_saved_outputs_are_clean(name: str) -> None:
    """The committed notebook holds the full run's outputs, with no error and no local path."""
    text = (NOTEBOOKS / name).read_text(encoding="utf-8")
    nb = nbformat.reads(text, as_version=4)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert outputs, f"{name} was saved without its outputs"
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("image/png" in o.get("data", {}) for o in outputs)
    home = str(Path.home())
    for marker in (NOTEBOOKS.parent.as_posix(), "/tmp/", *([home] if len(home) > 1 else [])):
        assert marker not in text, f"{name} mentions the local path {marker}"


@pytest.mark.parametrize("name", sorted(SMALL))
def test_saved_figures_were_made_with_the_bots_of_today(name: str) -> None:
    """The saved outputs (quoted in docs/explorations.md) end with the digest of the bots they were made with
    (``bots: <game> <digest>``, cardkit.testing.bots_digest): a bot whose play changed since means other
    figures. Run the notebook again (docs/explorations.md says how) and rewrite what quotes it."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    printed = [
        line.split()
        for c in nb.cells
        if c.cell_type == "code"
        # A cell's printed text, whole: the kernel may send one line in several parts.
        for line in "".join(o.text for o in c.outputs if o.output_type == "stream").splitlines()
        if line.startswith("bots: ")
    ]
    assert printed, f"{name} was saved without the line saying which bots made it"
    for _, game, saved in printed:
        assert saved == bots_digest(game), f"{name} was run with other {game} bots: run it again"
