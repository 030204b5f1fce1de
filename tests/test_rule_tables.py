"""Each docs/rules/<game>.md lists every sentence of its rule text, in order, with the tutorial section
that teaches it and the tests that check it.

The sentences of a text (``sentences``): each line, whitespace collapsed, a leading list dash removed,
is cut after each ".", "!" or "?" followed by a space; a run of capitalised words heading a sentence
("LE PAQUET Le jeu se joue…") is split off as an item of its own. Every item is a row of the table
"Every sentence of the text": its number, its words, then either a link to a tutorial section whose
quotes (in the notebook of the text's language) contain the sentence, or "not a rule (why)"; then the
tests. A sentence missing, changed or moved, a section that does not quote it or a test that does not
exist fails here, naming the doc and the sentence.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TEXTS = ROOT / "docs" / "rules" / "texts"
# doc, the text it lists, the language of that text's notebooks (the Ipso rulebook is English only)
DOCS = [
    ("ipso.md", "ipso-rulebook.txt", "en"),
    ("rummy500.md", "rummy500-joypip-guide.fr.txt", "fr"),
    ("house-of-suits.md", "house-of-suits.fr.txt", "fr"),
]
TABLE = "## Every sentence of the text"
ROW = re.compile(r"^\| (\d+) \| (.+?) \| (.+?) \| (.+?) \|$")
LINK = re.compile(r"^\[([^\]§]+) § ([^\]]+)\]\(\.\./\.\./(tutorials/([^/]+)/([^)]+\.ipynb))\)$")
HEADING_RUN = re.compile(r"^((?:[A-ZÀ-Ý'’]{2,}(?: :)? )+)(?=[A-ZÀ-Ý](?:[a-zà-ÿ]| [a-zà-ÿ]))")
ALL_TESTS = {
    m
    for p in (ROOT / "tests").glob("test_*.py")
    for m in re.findall(r"^def (test_\w+)", p.read_text(encoding="utf-8"), re.M)
}


def sentences(text: str) -> list[str]:
    """The text's sentences, in order (the method is the module's docstring)."""
    out = []
    for line in text.splitlines():
        line = " ".join(line.split())
        if line.startswith("- "):
            line = line[2:]
        for sentence in re.split(r"(?<=[.!?])\s+", line):
            heading = HEADING_RUN.match(sentence)
            if heading:
                out.append(heading.group(1).strip())
                sentence = sentence[heading.end() :]
            if sentence:
                out.append(sentence)
    return out


def table(doc: Path) -> list[tuple[int, str, str, str]]:
    text = doc.read_text(encoding="utf-8")
    assert TABLE in text, f"{doc.name} has no section {TABLE!r}"
    rows = []
    for line in text.split(TABLE, 1)[1].split("\n## ", 1)[0].splitlines():
        match = ROW.match(line)
        if match:
            rows.append((int(match.group(1)), match.group(2), match.group(3), match.group(4)))
    return rows


@cache
def markdown_cells(path: Path) -> tuple[str, ...]:
    return tuple(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown")


def section_quotes(path: Path, heading: str) -> str | None:
    """The quotes (blockquote lines, whitespace collapsed) of the section of a notebook whose heading
    starts with ``heading``; None when there is no such section."""
    cells = markdown_cells(path)
    inside, quoted, seen = False, [], False
    for source in cells:
        for line in source.splitlines():
            if line.startswith("## "):
                inside = line[3:].startswith(heading)
                seen = seen or inside
            elif inside and line.startswith(">"):
                quoted.append(line[1:].strip())
    return " ".join(" ".join(quoted).split()) if seen else None


def french_twin(path: Path, heading: str) -> tuple[Path, str]:
    """The French notebook and section at the same place as an English one (the notebooks are built
    from the same cells)."""
    twin = ROOT / "tutorials" / "fr" / path.relative_to(ROOT / "tutorials")
    english = [c.splitlines()[0][3:] for c in markdown_cells(path) if c.startswith("## ")]
    french = [c.splitlines()[0][3:] for c in markdown_cells(twin) if c.startswith("## ")]
    index = next(i for i, h in enumerate(english) if h.startswith(heading))
    return twin, french[index]


@pytest.mark.parametrize("doc, source, lang", DOCS, ids=[d[0] for d in DOCS])
def test_every_sentence_of_the_text_is_listed_and_taught_or_marked_not_a_rule(doc: str, source: str, lang: str) -> None:
    rows = table(ROOT / "docs" / "rules" / doc)
    expected = sentences((TEXTS / source).read_text(encoding="utf-8"))
    listed = [sentence for _, sentence, _, _ in rows]
    for i, sentence in enumerate(expected, 1):
        assert i <= len(listed) and listed[i - 1] == sentence, (
            f"{doc}: sentence {i} of {source} is missing or changed: {sentence!r}"
        )
    assert len(listed) == len(expected), f"{doc}: rows after the last sentence of {source}: {listed[len(expected) :]}"
    assert [n for n, *_ in rows] == list(range(1, len(rows) + 1)), f"{doc}: the rows are not numbered 1, 2, 3…"
    for n, sentence, where, tests in rows:
        if where.startswith("not a rule ("):
            assert tests == "—", f"{doc}: sentence {n} is not a rule but names tests"
            continue
        link = LINK.match(where)
        assert link, f"{doc}: sentence {n} has no tutorial section (nor 'not a rule (why)'): {sentence!r}"
        path = ROOT / link.group(3)
        assert path.is_file(), f"{doc}: sentence {n}: no notebook {link.group(3)}"
        heading = link.group(2)
        if lang == "fr":
            path, heading = french_twin(path, heading)
        quoted = section_quotes(path, heading)
        assert quoted is not None, f"{doc}: sentence {n}: {path.name} has no section {heading!r}"
        assert sentence in quoted, (
            f"{doc}: sentence {n} is not quoted in {path.relative_to(ROOT)} § {heading}: {sentence!r}"
        )
        names = [t.strip(" `") for t in tests.split(",")]
        unknown = [t for t in names if t not in ALL_TESTS]
        assert names and not unknown, f"{doc}: sentence {n} names tests that do not exist: {unknown or tests}"


def test_the_sentence_splitter_is_deterministic_and_splits_headings_run_into_the_text() -> None:
    assert sentences("LE PAQUET Le jeu se joue. Il a 60 cartes !\n- Still tied? Play again!") == [
        "LE PAQUET",
        "Le jeu se joue.",
        "Il a 60 cartes !",
        "Still tied?",
        "Play again!",
    ]
    assert sentences("LE POOL : COULEURS GAGNANTES À la fin, révélez.") == [
        "LE POOL : COULEURS GAGNANTES",
        "À la fin, révélez.",
    ]
    assert sentences("IMPORTANT: You may only replace. OR") == ["IMPORTANT: You may only replace.", "OR"]
