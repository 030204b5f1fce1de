"""Every quote in every tutorial is the source's own words.

A quote is a markdown blockquote written in a lesson source (``tutorials/lessons/<game>/*.py``): its lines, then a
last line ``> — [file](link)`` naming a file of docs/rules/texts/. The quote (``[…]`` marking words
left out) must be found, whitespace normalised, in that file; French notebooks quote the French
originals (or the Ipso rulebook, which exists only in English), and a quote of an English translation
says so on its source line. Any other blockquote is an error: paraphrase is written as prose.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
TEXTS = ROOT / "docs" / "rules" / "texts"
SOURCE_LINE = re.compile(r"^— \[([^\]]+)\]\(([^)]+)\)(.*)$")
NOTEBOOKS = sorted(TUTORIALS.rglob("*.ipynb"))


def normalise(text: str) -> str:
    return " ".join(text.split())


def blockquotes(markdown: str) -> list[list[str]]:
    """The blockquotes of a markdown text, each as its lines without the leading '>'."""
    quotes: list[list[str]] = []
    current: list[str] | None = None
    for line in markdown.splitlines():
        if line.startswith(">"):
            if current is None:
                current = []
                quotes.append(current)
            current.append(line[1:].strip())
        else:
            current = None
    return quotes


def name(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name


def quotes_of(path: Path) -> list[tuple[str, str, str, str]]:
    """(text, source file, link, rest of the source line) of every quote of a notebook; a blockquote
    without a source line fails here, naming the notebook and its first words."""
    out = []
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for lines in blockquotes(cell.source):
            match = SOURCE_LINE.match(lines[-1])
            body = normalise(" ".join(lines[:-1]))
            assert match, f"{name(path)}: a blockquote names no source: {body[:80]!r}"
            out.append((body, match.group(1), match.group(2), match.group(3)))
    return out


def found(quote: str, source: str) -> bool:
    """Every piece of the quote (split at "[…]") is in the source, in order."""
    at = 0
    for piece in quote.split("[…]"):
        piece = piece.strip()
        at = source.find(piece, at)
        if at < 0:
            return False
        at += len(piece)
    return True


def test_the_rule_texts_ship_with_the_repository() -> None:
    names = {p.name for p in TEXTS.iterdir()}
    assert {
        "ipso-rulebook.txt",
        "rummy500-joypip-guide.fr.txt",
        "rummy500-joypip-guide.en.txt",
        "house-of-suits.fr.txt",
        "house-of-suits.en.txt",
        "DECISIONS.md",
    } <= names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(TUTORIALS)) for p in NOTEBOOKS])
def test_every_quote_is_verbatim_from_the_file_it_names(path: Path) -> None:
    quotes = quotes_of(path)
    assert quotes, f"{name(path)} quotes no rule text"
    french = path.relative_to(TUTORIALS).parts[0] == "fr"
    for text, source, link, rest in quotes:
        where = f"{name(path)}: {text!r}"
        file = TEXTS / source
        assert file.is_file(), f"{where} names {source}, which is not in docs/rules/texts/"
        assert (path.parent / link).resolve() == file.resolve(), f"{where}: the link {link} does not lead to {source}"
        assert found(text, normalise(file.read_text(encoding="utf-8"))), f"{where} is not in {source}"
        if source.endswith(".en.txt"):
            assert not french, f"{where}: a French notebook quotes the French original, not the translation"
            assert "translation" in rest, f"{where}: the quote of a translation must say so"


def test_a_changed_quote_or_a_bare_blockquote_is_caught(tmp_path: Path) -> None:
    sample = "> Set: 3 or 4 cards of the same rank.\n>\n> — [rummy500-joypip-guide.en.txt](x), the English translation"
    body, source, _, _ = quotes_of(_notebook(tmp_path, sample))[0]
    assert found(body, normalise((TEXTS / source).read_text(encoding="utf-8")))
    assert not found(body.replace("3 or 4", "three or four"), normalise((TEXTS / source).read_text(encoding="utf-8")))
    assert found("Set: 3 or 4 cards […] same rank.", normalise((TEXTS / source).read_text(encoding="utf-8")))
    with pytest.raises(AssertionError, match="names no source"):
        quotes_of(_notebook(tmp_path, "> A paraphrase dressed as a quote."))


def _notebook(tmp_path: Path, markdown: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_markdown_cell(markdown))
    path = tmp_path / "sample.ipynb"
    nbformat.write(nb, path)
    return path
