"""Builds the tutorial notebooks (English in tutorials/<game>/, French in tutorials/fr/<game>/).

Every number the text states is computed here by the engine when the notebook is written (an
f-string), and every number a code cell shows is computed when it runs: nothing is typed in.
``tests/test_tutorials.py`` rebuilds the sources and compares them with the committed notebooks, so
a text that no longer matches the engine fails the tests; it also re-executes them and compares
the outputs.

    .venv/bin/python tutorials/build.py            # write the sources and execute them (outputs saved)
    .venv/bin/python tutorials/build.py --check    # only check that the committed sources are current
    .venv/bin/python tutorials/build.py puzzles    # write only the tutorials whose path holds "puzzles"

In a code cell, «English¦Français» is replaced by the text of the notebook's language.
"""
from __future__ import annotations

import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
LANGS = ("en", "fr")
KERNEL = "python3"
WIDGET = "application/vnd.jupyter.widget-view+json"
_PAIR = re.compile(r"«(.*?)¦(.*?)»", re.S)

sys.path.insert(0, str(HERE))
from lessons import NOTEBOOKS  # noqa: E402


def path_of(game: str, name: str, lang: str) -> Path:
    return HERE / game / f"{name}.ipynb" if lang == "en" else HERE / "fr" / game / f"{name}.ipynb"


def pick(text: str, lang: str) -> str:
    return _PAIR.sub(lambda m: m.group(1) if lang == "en" else m.group(2), text)


_HIGH = re.compile(r" ([;:!?»])")


def french_typography(text: str) -> str:
    """A non-breaking space before ; : ! ? and inside « », as French prose is printed (the kit's strings
    do the same). Quoted lines ("> ...") keep the source's own spacing: a quote is verbatim."""
    return "\n".join(line if line.startswith(">") else
                     _HIGH.sub("\u00a0\\1", line).replace("« ", "«\u00a0") for line in text.split("\n"))


def sources() -> dict[Path, list[tuple[str, str]]]:
    """Every tutorial's cells as (cell type, source), by path, in both languages."""
    out = {}
    for game, name, cells in NOTEBOOKS:
        for lang in LANGS:
            built = []
            for kind, content in cells:
                text = content[lang] if isinstance(content, dict) else pick(content, lang)
                text = text.strip("\n").replace("@LANG@", lang)
                built.append((kind, french_typography(text) if kind == "md" and lang == "fr" else text))
            out[path_of(game, name, lang)] = built
    return out


def notebook(cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": {"name": KERNEL, "display_name": "Python 3", "language": "python"},
                   "language_info": {"name": "python"}}
    for i, (kind, text) in enumerate(cells):
        cell = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        cell.id = f"c{i:02d}"
        nb.cells.append(cell)
    return nb


def execute(nb: nbformat.NotebookNode, where: Path) -> nbformat.NotebookNode:
    """Run a notebook in one fresh kernel (the venv's python3), outputs kept in place."""
    from nbclient import NotebookClient

    NotebookClient(nb, kernel_name=KERNEL, timeout=120, record_timing=False, store_widget_state=False,
                   resources={"metadata": {"path": str(where)}}).execute()
    nb.metadata = {"kernelspec": {"name": KERNEL, "display_name": "Python 3", "language": "python"},
                   "language_info": {"name": "python"}}
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            # A live widget's model id changes on every run and no widget state is saved: the
            # committed notebook keeps the static SVG/HTML (re-running the cell brings the widget back).
            output.get("data", {}).pop(WIDGET, None)
    return nb


def write_all(only: list[str] = ()) -> None:
    """Write and execute the tutorials (only those whose path holds one of the words in ``only``, if any)."""
    built = {path: cells for path, cells in sources().items() if not only or any(w in str(path) for w in only)}

    def one(item):
        path, cells = item
        path.parent.mkdir(parents=True, exist_ok=True)
        nb = execute(notebook(cells), path.parent)
        nbformat.write(nb, path)
        return path

    with ThreadPoolExecutor(2) as pool:
        for path in pool.map(one, built.items()):
            print("wrote", path.relative_to(HERE.parent))


def stale() -> list[Path]:
    """The committed tutorials whose sources differ from what this script builds now."""
    bad = []
    for path, cells in sources().items():
        if not path.exists():
            bad.append(path)
            continue
        nb = nbformat.read(path, as_version=4)
        if [(c.cell_type if c.cell_type == "code" else "md", c.source) for c in nb.cells] != cells:
            bad.append(path)
    return bad


if __name__ == "__main__":
    if "--check" in sys.argv:
        bad = stale()
        print("\n".join(str(p) for p in bad) or "all tutorials are current")
        sys.exit(1 if bad else 0)
    write_all(sys.argv[1:])
