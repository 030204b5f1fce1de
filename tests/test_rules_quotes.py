"""Every quote in docs/rules/*.md is its source's own words, character for character.

How a quote is marked. Outside code spans (`…`, which hold the kit's own identifiers and strings):
- « … » (a space inside each guillemet, as French typography has it) quotes a French original the doc
  names: rummy500.md the JoyPip guide (rummy500-joypip-guide.fr.txt), house-of-suits.md
  house-of-suits.fr.txt; ipso.md has no French source, so it may not use « ».
- “ … ” quotes an English text the doc names: the English translation (rummy500-joypip-guide.en.txt,
  house-of-suits.en.txt), the Ipso rulebook (ipso-rulebook.txt) or DECISIONS.md.
- Straight "…" is for the kit's own words (messages, labels, terms), never for a rule text: a straight
  quote whose words, letter case, apostrophes and spacing aside, are a passage of one of the doc's texts
  fails here, so a quote of a text cannot escape the check by its marks.

What "character for character" means. The quote, between its marks, must be a substring of the source
text, apostrophes (’ or '), case, spaces, accents and punctuation included. Only line breaks are read:
- in the doc, a quote may run over a line break of the markdown (prose wrapped in the .md file): markdown
  renders that break, with the next line's indentation, as one space, so it is read as one space;
- in the source, the English translations and DECISIONS.md are hard-wrapped near 100 columns (``WRAPPED``;
  the test checks that their lines are that short and that the other texts' are not): there, a line
  break and the indentation after it are read as one space, as markdown reads them, except before a blank
  line or a list item ("- "), which start a new block. The French originals and the Ipso rulebook have
  one paragraph or list item per line, so each of their line breaks is a break.
No quote may span a break: a passage over two list items (two lines of a French original, such as
« Joueurs » and « 2 joueurs · 3 joueurs · 4 joueurs ») is quoted as two quotes, one per item.
A quote mark left unpaired (or a guillemet without its space) fails too, so no quote goes unchecked.
The tables "Every sentence of the text" list sentences without marks: tests/test_rule_tables.py checks them.
A failure names the doc, the line and the quote.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
TEXTS = RULES / "texts"
# doc -> (its French originals, its English texts); the doc must link to each of them
SOURCES = {
    "ipso.md": ((), ("ipso-rulebook.txt", "DECISIONS.md")),
    "rummy500.md": (("rummy500-joypip-guide.fr.txt",), ("rummy500-joypip-guide.en.txt", "DECISIONS.md")),
    "house-of-suits.md": (("house-of-suits.fr.txt",), ("house-of-suits.en.txt", "DECISIONS.md")),
}
WRAPPED = {"rummy500-joypip-guide.en.txt", "house-of-suits.en.txt", "DECISIONS.md"}
WRAP_WIDTH = 110  # the wrapped texts' lines are at most this long; every other text has a longer line

CODE_SPAN = re.compile(r"`[^`\n]*`")
FRENCH = re.compile(r"« (.+?) »", re.S)
ENGLISH = re.compile(r"“(.+?)”", re.S)
STRAIGHT = re.compile(r'"([^"]+?)"', re.S)


@dataclass(frozen=True)
class Quote:
    doc: str
    line: int
    text: str  # as read: a markdown line break (and the indentation after it) is one space
    mark: str  # "fr", "en" or "straight"

    def __str__(self) -> str:
        return f"docs/rules/{self.doc}:{self.line}: {self.text!r}"


def masked(markdown: str) -> str:
    """The markdown with its code spans blanked (same length, so offsets and lines are kept)."""
    return CODE_SPAN.sub(lambda m: " " * len(m.group()), markdown)


def read_markdown_quote(raw: str) -> str:
    return re.sub(r"[ \t]*\n[ \t]*", " ", raw)


def quotes(doc: str, markdown: str | None = None) -> list[Quote]:
    """Every marked quote of a doc, in order of the text; a quote mark outside a well-formed quote is
    returned as a quote with the mark "unpaired"."""
    text = masked((RULES / doc).read_text(encoding="utf-8") if markdown is None else markdown)
    found = []
    for mark, pattern in (("fr", FRENCH), ("en", ENGLISH), ("straight", STRAIGHT)):
        for m in pattern.finditer(text):
            found.append(
                (m.start(), Quote(doc, text.count("\n", 0, m.start()) + 1, read_markdown_quote(m.group(1)), mark))
            )
        if mark != "straight":
            text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
    for m in re.finditer(r"[«»“”]", text):
        found.append(
            (
                m.start(),
                Quote(
                    doc, text.count("\n", 0, m.start()) + 1, text[m.start() : m.start() + 60].split("\n")[0], "unpaired"
                ),
            )
        )
    return [q for _, q in sorted(found, key=lambda f: f[0])]


def read_source(name: str) -> str:
    """A rule text as a quote is matched against it: in a hard-wrapped text a line break inside a block
    (not before a blank line or a list item) and the next line's indentation read as one space; every
    other line break stays a break (a newline), which no quote can match."""
    text = (TEXTS / name).read_text(encoding="utf-8")
    if name in WRAPPED:
        text = re.sub(r"[ \t]*\n[ \t]*(?=[^\s-]|-[^ ])", " ", text)
    return text


def fold(text: str) -> str:
    return " ".join(text.replace("’", "'").casefold().split())


def check(quote: Quote, french: tuple[str, ...], english: tuple[str, ...]) -> str | None:
    """Why the quote is wrong, or None."""
    if quote.mark == "unpaired":
        return "has a quote mark without its pair (« and » each with one space inside, “ and ”)"
    if quote.mark == "straight":
        if re.search(r"\w", quote.text) and any(
            re.search(rf"(?<!\w){re.escape(fold(quote.text))}(?!\w)", fold(read_source(s))) for s in french + english
        ):
            return "quotes a rule text with straight quotes: mark it « » (French) or “ ” (English)"
        return None
    if not re.search(r"\w", quote.text):
        return "quotes no words"
    sources = french if quote.mark == "fr" else english
    if not sources:
        return "is a French « » quote, but this doc has no French source"
    if any(quote.text in read_source(s) for s in sources):
        return None
    return f"is not, character for character, in {' or '.join(sources)}"


def failures(doc: str, markdown: str | None = None) -> list[str]:
    french, english = SOURCES[doc]
    out = []
    for quote in quotes(doc, markdown):
        why = check(quote, french, english)
        if why:
            out.append(f"{quote} {why}")
    return out


@pytest.mark.parametrize("doc", sorted(SOURCES))
def test_every_quote_of_the_rules_docs_is_character_exact(doc: str) -> None:
    text = (RULES / doc).read_text(encoding="utf-8")
    for source in sum(SOURCES[doc], ()):
        assert f"(texts/{source})" in text, f"docs/rules/{doc} does not link to its source texts/{source}"
    assert any(q.mark != "straight" for q in quotes(doc)), f"docs/rules/{doc} quotes nothing"
    problems = failures(doc)
    assert not problems, "\n".join(problems)


def test_the_hard_wrapped_texts_are_the_ones_read_as_wrapped() -> None:
    for path in sorted(TEXTS.iterdir()):
        longest = max(len(line) for line in path.read_text(encoding="utf-8").splitlines())
        if path.name in WRAPPED:
            assert longest <= WRAP_WIDTH, f"{path.name} is read as hard-wrapped but has a {longest}-character line"
        else:
            assert longest > WRAP_WIDTH, f"{path.name} looks hard-wrapped ({longest} columns): add it to WRAPPED"


def test_a_changed_apostrophe_a_joined_list_or_a_straight_quote_of_a_text_is_caught() -> None:
    exact = "| « Si vous prenez plus d’une carte, la plus basse doit être posée ou ajoutée ce tour-ci » |"
    assert not failures("rummy500.md", exact)
    changed = "Si vous prenez plus d'une carte, la plus basse doit être posée ou ajoutée ce tour-ci"
    assert failures("rummy500.md", exact.replace("’", "'")) == [
        f"docs/rules/rummy500.md:1: {changed!r} is not, character for character, in rummy500-joypip-guide.fr.txt"
    ]
    # two list lines of the original joined into one quote, then quoted as two
    assert failures("rummy500.md", "« Joueurs : 2 joueurs · 3 joueurs · 4 joueurs »")
    assert not failures("rummy500.md", "« Joueurs », « 2 joueurs · 3 joueurs · 4 joueurs »")
    # English: a wrap of the translation reads as a space, in the source and in the doc; list items do not join
    assert not failures("rummy500.md", "“You may take any of them, but together with all the cards\n  lying above it.”")
    assert failures("rummy500.md", "“You may take any of them,  but together with all the cards lying above it.”")
    assert failures("rummy500.md", "“lying above it. - If you take more than one card”")
    assert failures("rummy500.md", "“lying above it. If you take more than one card”")
    # the words the corrected translation took out are no longer a quote
    assert failures("rummy500.md", "“the lowest one (the deepest card taken) must be melded”")
    # a quote of a text in straight quotes, even with another apostrophe or case, must be marked as a quote
    assert failures("rummy500.md", '"si vous prenez plus d\'une carte"')
    assert not failures("rummy500.md", '"two other 7s" and `Meld.of("7S 8S 9S")`')
    assert failures("ipso.md", "« Ipso »")
    assert failures("rummy500.md", "«\u00a0Groupe : 3 ou 4 cartes de même rang.\u00a0»")
    assert failures("rummy500.md", "“Set: 3 or 4 cards of the same rank.")
    assert failures("rummy500.md", "“ ”")
    assert not failures("rummy500.md", "« Si vous prenez plus d’une\n  carte »")
    assert [q.line for q in quotes("ipso.md", "a\n“for any\n  rows”\n\n“Ipso”")] == [2, 5]
