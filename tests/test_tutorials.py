"""The tutorials (tutorials/<game>/ in English, tutorials/fr/<game>/ in French).

Their sources are rebuilt by tutorials/build.py from one Python source per lesson
(tutorials/lessons/<game>/<name>.py), whose markdown numbers are computed by the engine: a committed
text that no longer matches the engine fails here. Every notebook is executed once
with nbclient in the venv's python3 kernel (two at a time); the same run checks that it raises no
error and that its committed outputs are current.
"""

from __future__ import annotations

import ast
import copy
import importlib.util
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
import pytest

from cardkit.ipso import score_pyramid

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"


def _load_build():
    spec = importlib.util.spec_from_file_location("tutorials_build", TUTORIALS / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()
SOURCES = build.sources()
PATHS = sorted(SOURCES)
IDS = [str(p.relative_to(TUTORIALS)) for p in PATHS]


def test_every_tutorial_is_in_english_and_in_french() -> None:
    english = {p.relative_to(TUTORIALS) for p in TUTORIALS.glob("*/*.ipynb") if p.parts[-2] != "fr"}
    french = {p.relative_to(TUTORIALS / "fr") for p in (TUTORIALS / "fr").glob("*/*.ipynb")}
    assert english and english == french
    assert {p.relative_to(TUTORIALS) for p in TUTORIALS.rglob("*.ipynb")} == {p.relative_to(TUTORIALS) for p in PATHS}


def test_every_lesson_source_is_python_and_gives_both_notebooks() -> None:
    lessons = build.lessons()
    assert len(lessons) * 2 == len(PATHS)
    for lesson in lessons:
        ast.parse(lesson.read_text(encoding="utf-8"), str(lesson))  # «en¦fr» pairs only in strings and comments
        for lang in build.LANGS:
            assert build.path_of(lesson.parent.name, lesson.stem, lang) in SOURCES


SAMPLE = """# %% tags=["build"]
TOTAL = 2 + 3
ROWS = [1, 2]

# %% [markdown] lang="en"
# # Total: {TOTAL}
#
# Rows: {len(ROWS)}

# %% [markdown] lang="fr"
# # Total : {TOTAL}

# %%
LANG = "«en¦fr»"
rows = ROWS  # «the rows¦les rangées»
print(f"«{len(rows)} rows¦{len(rows)} rangées»")

# %% [markdown] lang="en" for="AT, ROW in enumerate(ROWS)"
# ## Row {AT + 1}: {ROW:03d}

# %% [markdown] lang="fr" for="AT, ROW in enumerate(ROWS)"
# ## Rangée {AT + 1} : {ROW}

# %% for="AT, ROW in enumerate(ROWS)"
print(ROW)
"""


def test_a_lesson_source_gives_each_language_its_cells(tmp_path: Path) -> None:
    source = tmp_path / "lesson.py"
    source.write_text(SAMPLE, encoding="utf-8")
    cells = build.render(source)
    assert cells["en"] == [
        ("md", "# Total: 5\n\nRows: 2"),
        ("code", 'LANG = "en"\nrows = [1, 2]  # the rows\nprint(f"{len(rows)} rows")'),
        ("md", "## Row 1: 001"),
        ("code", "print(1)"),
        ("md", "## Row 2: 002"),
        ("code", "print(2)"),
    ]
    assert cells["fr"] == [
        ("md", "# Total\u00a0: 5"),
        ("code", 'LANG = "fr"\nrows = [1, 2]  # les rangées\nprint(f"{len(rows)} rangées")'),
        ("md", "## Rangée 1\u00a0: 1"),
        ("code", "print(1)"),
        ("md", "## Rangée 2\u00a0: 2"),
        ("code", "print(2)"),
    ]
    # a code cell can show only what a Python literal writes
    unwritable = SAMPLE.replace("ROWS = [1, 2]", "ROWS = [1, 2]\nOPEN = open").replace("rows = ROWS", "rows = OPEN")
    source.write_text(unwritable, encoding="utf-8")
    with pytest.raises(ValueError, match="OPEN is not a Python literal"):
        build.render(source)


def test_committed_sources_match_the_engine_computed_sources() -> None:
    """The markdown numbers are filled in from engine results: rebuilding must give the committed text."""
    assert build.stale() == []


def test_every_stated_sum_adds_up_and_the_rulebook_example_is_the_engines() -> None:
    sums = 0
    for path, cells in SOURCES.items():
        for kind, text in cells:
            if kind != "md":
                continue
            for terms, total in re.findall(r"(\d+(?: \+ \d+)+) = (\d+)", text):
                assert sum(map(int, terms.split(" + "))) == int(total), (path, terms, total)
                sums += 1
    assert sums
    example = [[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]]
    ipso = "\n".join(t for _, t in SOURCES[TUTORIALS / "ipso" / "4-scoring.ipynb"])
    assert f"= {score_pyramid(example, star_kept=True).total}" in ipso


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_each_tutorial_ends_with_try_it_cells_and_an_engine_checked_quiz(path: Path) -> None:
    cells = SOURCES[path]
    code = [text for kind, text in cells if kind == "code"]
    assert any("quiz(" in text and "expected=" in text for text in code[-2:])
    headings = [text.splitlines()[0] for kind, text in cells if kind == "md"]
    assert headings[-2:] in (["## Try it", "## Quiz"], ["## À vous", "## Quiz"])


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_an_option_a_tutorial_names_is_run_by_one_of_its_code_cells(path: Path) -> None:
    # `odd_even_all_rows=True` in the text, run nowhere, once showed options the engine refuses
    code = "\n".join(text for kind, text in SOURCES[path] if kind == "code")
    for kind, text in SOURCES[path]:
        for name, value in re.findall(r"`(\w+)=(True|False|\d+)`", text) if kind == "md" else ():
            assert f'"{name}": {value}' in code or f"{name}={value}" in code, (path.name, f"{name}={value}")


def test_a_tutorial_prints_sentences_not_python_values() -> None:
    # "hand 3D 4C | table ['7C 7H 7D'] ->", "('K♥', 10)", "Totals: [9, 15]": what a learner cannot read
    debug = re.compile(r"->|\['|\('|: [\[(]-?\d|\(True/False\)")
    printed = [
        (path.relative_to(TUTORIALS), line)
        for path in PATHS
        for cell in nbformat.read(path, as_version=4).cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        if output.get("output_type") == "stream"
        for line in output["text"].splitlines()
        if debug.search(line)
    ]
    assert printed == []


@pytest.mark.parametrize("path", [p for p in PATHS if p.relative_to(TUTORIALS).parts[0] == "fr"])
def test_a_french_quiz_asks_vrai_ou_faux(path: Path) -> None:
    code = "\n".join(text for kind, text in SOURCES[path] if kind == "code")
    assert "True/False" not in code and "(True ou False)" not in code


DECISION = {
    "en": ("**The kit's decision** (", "*The other reading:*"),
    "fr": ("**Décision du kit** (", "*L'autre lecture\u00a0:*"),
}


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_every_decision_names_its_doc_and_the_other_reading(path: Path) -> None:
    decision, other = DECISION["fr" if path.relative_to(TUTORIALS).parts[0] == "fr" else "en"]
    for kind, text in SOURCES[path]:
        if kind == "md":
            assert text.count(decision) == text.count(other), text[:80]


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_every_relative_link_leads_to_a_file(path: Path) -> None:
    for kind, text in SOURCES[path]:
        for link in re.findall(r"\]\(([^)]+)\)", text) if kind == "md" else ():
            if "://" not in link:
                assert (path.parent / link.split("#")[0]).resolve().is_file(), (path.name, link)


def _normalise(nb) -> list:
    """The outputs that a reader sees, without what changes from run to run."""
    out = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        first = len(out)
        for o in cell.outputs:
            if o.output_type == "stream":
                # how a print reaches the notebook in chunks depends on timing: join consecutive chunks
                if len(out) > first and out[-1][:2] == ("stream", o.name):
                    out[-1] = ("stream", o.name, out[-1][2] + o.text)
                else:
                    out.append(("stream", o.name, o.text))
            elif o.output_type in ("execute_result", "display_data"):
                data = {k: v for k, v in o.data.items() if k != build.WIDGET}
                out.append(
                    (
                        o.output_type,
                        {
                            k: re.sub(r"0x[0-9a-f]+", "0x…", v if isinstance(v, str) else str(v))
                            for k, v in data.items()
                        },
                    )
                )
            else:
                out.append((o.output_type, o.get("ename"), o.get("evalue")))
    return out


@pytest.fixture(scope="module")
def executed() -> dict:
    def run(path: Path):
        nb = nbformat.read(path, as_version=4)
        fresh = copy.deepcopy(nb)
        for cell in fresh.cells:
            if cell.cell_type == "code":
                cell.outputs = []
        return path, nb, build.execute(fresh, path.parent)

    with ThreadPoolExecutor(2) as pool:
        return {path: (saved, fresh) for path, saved, fresh in pool.map(run, PATHS)}


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_tutorial_runs_and_its_committed_outputs_are_current(executed, path: Path) -> None:
    saved, fresh = executed[path]
    errors = [o for o in _normalise(fresh) if o[0] == "error"]
    assert not errors
    assert _normalise(saved) == _normalise(fresh), f"{path.name}: re-run tutorials/build.py to refresh its outputs"
    outputs = [o for c in saved.cells if c.cell_type == "code" for o in c.outputs]
    assert any(o.get("data", {}).get("image/svg+xml", "").startswith("<svg") for o in outputs), (
        "no static diagram saved"
    )
    text = path.read_text(encoding="utf-8")
    assert str(ROOT) not in text and "/tmp/" not in text


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_every_board_survives_a_sanitizing_viewer(path: Path) -> None:
    """GitHub and nbviewer sanitize HTML: converted with nbconvert's --sanitize-html, every saved board
    is still drawn (as an SVG image), and no SVG was escaped into text."""
    from nbconvert import HTMLExporter

    nb = nbformat.read(path, as_version=4)
    boards = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if "image/svg+xml" in o.get("data", {})]
    assert boards
    page, _ = HTMLExporter(sanitize_html=True).from_notebook_node(nb)
    drawn = re.findall(r'data-mime-type="image/svg\+xml"[^>]*>\s*<img [^>]*src="data:image/svg\+xml;base64,', page)
    assert len(drawn) == len(boards)
    assert "&lt;svg" not in page


def test_the_rules_docs_link_each_rule_to_an_existing_tutorial_section() -> None:
    links = 0
    for doc in (ROOT / "docs" / "rules").glob("*.md"):
        for section, target in re.findall(
            r"\[[^\]§]*§ ([^\]]+)\]\(\.\./\.\./(tutorials/[^)]+\.ipynb)\)", doc.read_text(encoding="utf-8")
        ):
            nb = nbformat.read(ROOT / target, as_version=4)
            headings = [
                line[3:]
                for c in nb.cells
                if c.cell_type == "markdown"
                for line in c.source.splitlines()
                if line.startswith("## ")
            ]
            assert any(h.startswith(section) for h in headings), (doc.name, section, target)
            links += 1
    assert links >= 60
