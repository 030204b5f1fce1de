"""Builds the tutorial notebooks (English in tutorials/<game>/, French in tutorials/fr/<game>/).

Each lesson is one source, ``tutorials/lessons/<game>/<name>.py``, in jupytext's percent format:
Python that a linter reads, whose comments hold the markdown. Both languages come from it:

* ``# %% tags=["build"]``: Python run here, first, and written into no notebook. It asks the engine for
  the numbers the text states (and checks what the text claims), so that none is typed in.
* ``# %% [markdown] lang="en"`` or ``lang="fr"``: the markdown of one language, each line commented.
  ``{expression}`` is filled in from the build cells' names (with an optional ``:format``, as in an
  f-string; ``{{`` and ``}}`` are braces). French text gets its non-breaking spaces here.
* ``# %%``: a code cell, the same in both languages. ``«English¦Français»`` becomes the notebook's
  language; it sits inside a string or a comment, so the cell stays Python. An UPPER_CASE name that
  the build cells define stands for its value, written into the notebook as a Python literal.
* ``for="NAMES in ITERABLE"`` on consecutive cells: the block is written once for each item (the
  puzzles, as many as ``cardkit/<game>/puzzles.json`` holds), with NAMES bound to it.
* ``# %% include="../puzzles.py"``: the cells of another file written in here, for what several
  lessons share (every game's puzzles lesson is its rule quote between ``puzzles-head.py`` and
  ``puzzles.py``).

The percent format is read here rather than with jupytext: the build needs only the cell markers
and four metadata keys, which a few lines read, and jupytext would be one more dependency for
every build and test run. The sources stay jupytext files (jupytext 1.19 reads the same cells and
metadata), so an editor can open them as notebooks.

A quote of a rule text is a blockquote of the source's exact words (its lines on lines of their own,
``[…]`` where words are left out), closed by ``> — [file](link)`` naming a file of docs/rules/texts/;
``tests/test_quotes.py`` finds each one in its file. French notebooks quote the French originals (and
the Ipso rulebook, which exists only in English, in English); English ones quote the rulebook or the
English translations, which the source line marks as translations. Anything else, a paraphrase or the
kit's own translation (``*Traduction du kit :*``), is prose. A decision of the kit's, where a text is
silent, names its doc and the reading it did not take: ``**The kit's decision** ([DECISIONS.md](…)):
… *The other reading:* …`` (``**Décision du kit** (…) : … *L'autre lecture :* …``).

Every number a code cell shows is computed when it runs. ``tests/test_tutorials.py`` rebuilds the
sources and compares them with the committed notebooks, so a text that no longer matches the engine
fails the tests; it also re-executes them and compares the outputs.

    .venv/bin/python tutorials/build.py            # write the sources and execute them (outputs saved)
    .venv/bin/python tutorials/build.py --check    # only check that the committed sources are current
    .venv/bin/python tutorials/build.py puzzles    # write only the tutorials whose path holds "puzzles"
"""

from __future__ import annotations

import ast
import io
import itertools
import json
import re
import string
import sys
import tokenize
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import nbformat

HERE = Path(__file__).resolve().parent
LESSONS = HERE / "lessons"
LANGS = ("en", "fr")
KERNEL = "python3"
WIDGET = "application/vnd.jupyter.widget-view+json"
_PAIR = re.compile(r"«(.*?)¦(.*?)»", re.DOTALL)
_MARKER = re.compile(r"# %%( \[markdown\])?((?: \w+=(?:\"[^\"]*\"|\[[^\]]*\]))*)")
_METADATA = re.compile(r" (\w+)=(\"[^\"]*\"|\[[^\]]*\])")


class Cell(NamedTuple):
    kind: str  # "md" or "code"
    metadata: dict
    line: int  # where its text starts in the source, for tracebacks
    lines: list[str]

    @property
    def text(self) -> str:
        if self.kind == "code":
            return "\n".join(self.lines)
        return "\n".join(line[2:] if line.startswith("# ") else line[1:] for line in self.lines)


def read_cells(source: Path) -> list[Cell]:
    """The cells of a percent-format file, without the blank lines around them."""
    cells: list[Cell] = []
    for number, line in enumerate(source.read_text(encoding="utf-8").split("\n"), 1):
        if line.startswith("# %%"):
            marker = _MARKER.fullmatch(line)
            if not marker:
                raise ValueError(f"{source}:{number}: a cell marker this build cannot read: {line!r}")
            metadata = {key: json.loads(value) for key, value in _METADATA.findall(marker[2])}
            cells.append(Cell("md" if marker[1] else "code", metadata, number, []))
        elif cells:
            cells[-1].lines.append(line)
        elif line and not line.startswith("#"):  # a comment may say what the file is before its first cell
            raise ValueError(f"{source}:{number}: text before the first cell")
    out = []
    for kind, metadata, marker_line, lines in cells:
        if "include" in metadata:  # a part several lessons share, written in here
            out.extend(read_cells(source.parent / metadata["include"]))
            continue
        first = next((i for i, line in enumerate(lines) if line), len(lines))
        last = next((i for i in range(len(lines), 0, -1) if lines[i - 1]), 0)
        if kind == "md" and not all(line.startswith("#") for line in lines[first:last]):
            raise ValueError(f"{source}:{marker_line}: a markdown line that is not a comment")
        out.append(Cell(kind, metadata, marker_line + 1 + first, lines[first:last]))
    return out


def pick(text: str, lang: str) -> str:
    """Each «English¦Français» pair as its language; the French half with French typography, so what a
    code cell prints reads as the prose does ("le joueur 1 a l'A♥ ; le joueur 2…")."""
    return _PAIR.sub(lambda m: m.group(1) if lang == "en" else _french_spaces(m.group(2)), text)


def _french_spaces(text: str) -> str:
    return _HIGH.sub("\u00a0\\1", text).replace("« ", "«\u00a0")


_HIGH = re.compile(r" ([;:!?»])")


def french_typography(text: str) -> str:
    """A non-breaking space before ; : ! ? and inside « », as French prose is printed (the kit's strings
    do the same). Quoted lines ("> ...") keep the source's own spacing: a quote is verbatim."""
    return "\n".join(line if line.startswith(">") else _french_spaces(line) for line in text.split("\n"))


def fill(markdown: str, names: dict) -> str:
    """``{expression}`` and ``{expression:format}`` replaced by their values, as an f-string would."""
    out = []
    for text, field, spec, conversion in string.Formatter().parse(markdown):
        out.append(text)
        if field is not None:
            value = eval(field, names)  # the lesson's own expression, as an f-string would run it
            if conversion:
                value = {"r": repr, "s": str, "a": ascii}[conversion](value)
            out.append(format(value, spec))
    return "".join(out)


def literal(name: str, value: object) -> str:
    """``value`` as Python source; strings in double quotes, as the lessons write theirs."""
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, str) else repr(value)
    try:
        same = ast.literal_eval(text) == value
    except (ValueError, SyntaxError):
        same = False
    if not same:
        raise ValueError(f"{name} is not a Python literal, so a code cell cannot show it: {text[:80]}")
    return text


def with_values(code: str, names: dict) -> str:
    """The code with each UPPER_CASE name of ``names`` replaced by its value."""
    lines = code.split("\n")
    found = [
        token
        for token in tokenize.generate_tokens(io.StringIO(code).readline)
        if token.type == tokenize.NAME and token.string.isupper() and token.string in names
    ]
    for token in reversed(found):  # from the end, so that earlier columns stay where they are
        (row, start), (_, end) = token.start, token.end
        lines[row - 1] = lines[row - 1][:start] + literal(token.string, names[token.string]) + lines[row - 1][end:]
    return "\n".join(lines)


def scopes(loop: str | None, names: dict) -> list[dict]:
    """The names a block is written with: once as they are, or once per item of its ``for``."""
    if loop is None:
        return [names]
    target = ast.parse(f"for {loop}: pass").body[0].target
    bound = [node.id for node in ast.walk(target) if isinstance(node, ast.Name)]
    items = eval(f"[({', '.join(bound)},) for {loop}]", names)
    return [{**names, **dict(zip(bound, item))} for item in items]


def render(source: Path) -> dict[str, list[tuple[str, str]]]:
    """A lesson's notebook cells as (cell type, source), by language."""
    cells = read_cells(source)
    names: dict = {}
    for cell in cells:
        if "build" in cell.metadata.get("tags", ()):
            # the blank lines keep a traceback's line numbers those of the source
            exec(compile("\n" * (cell.line - 1) + cell.text, str(source), "exec"), names)  # noqa: S102
    shown = [cell for cell in cells if "build" not in cell.metadata.get("tags", ())]
    out: dict[str, list[tuple[str, str]]] = {lang: [] for lang in LANGS}
    for loop, block in itertools.groupby(shown, key=lambda cell: cell.metadata.get("for")):
        block = list(block)
        for scope in scopes(loop, names):
            for lang in LANGS:
                for cell in block:
                    if cell.kind == "code":
                        out[lang].append(("code", pick(with_values(cell.text, scope), lang)))
                    elif cell.metadata.get("lang", lang) == lang:
                        text = fill(cell.text, scope)
                        out[lang].append(("md", french_typography(text) if lang == "fr" else text))
    return out


def path_of(game: str, name: str, lang: str) -> Path:
    return HERE / game / f"{name}.ipynb" if lang == "en" else HERE / "fr" / game / f"{name}.ipynb"


def lessons() -> list[Path]:
    return sorted(LESSONS.glob("*/*.py"))


def sources() -> dict[Path, list[tuple[str, str]]]:
    """Every tutorial's cells as (cell type, source), by path, in both languages."""
    out = {}
    for lesson in lessons():
        for lang, cells in render(lesson).items():
            out[path_of(lesson.parent.name, lesson.stem, lang)] = cells
    return out


def notebook(cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"name": KERNEL, "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"},
    }
    for i, (kind, text) in enumerate(cells):
        cell = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        cell.id = f"c{i:02d}"
        nb.cells.append(cell)
    return nb


def execute(nb: nbformat.NotebookNode, where: Path) -> nbformat.NotebookNode:
    """Run a notebook in one fresh kernel (the venv's python3), outputs kept in place."""
    from nbclient import NotebookClient

    NotebookClient(
        nb,
        kernel_name=KERNEL,
        timeout=120,
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(where)}},
    ).execute()
    nb.metadata = {
        "kernelspec": {"name": KERNEL, "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"},
    }
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
