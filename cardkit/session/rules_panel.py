"""The rules panel: a game's rules summary, in the table's language, as blocks a board draws."""

from __future__ import annotations

from cardkit import games
from cardkit.i18n import t


def load_rules(game: str, language: str) -> dict:
    """The rules panel: the game's rules summary (its spec's ``rules`` file for the language) as blocks.

    The format: ``# `` starts a heading, ``- `` a list item, other lines are paragraphs (a blank
    line ends one).
    """
    spec = games.spec(game)
    text = (spec.rules.get(language) or spec.rules["en"]).read_text(encoding="utf-8")
    blocks: list[dict] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append({"p": " ".join(paragraph)})
            paragraph.clear()

    for line in text.splitlines():
        line = line.strip()
        if not line:
            flush()
        elif line.startswith("# "):
            flush()
            blocks.append({"h": line[2:]})
        elif line.startswith("- "):
            flush()
            if not blocks or "li" not in blocks[-1]:
                blocks.append({"li": []})
            blocks[-1]["li"].append(line[2:])
        elif blocks and "li" in blocks[-1] and not paragraph:
            blocks[-1]["li"][-1] += " " + line  # a list item going on over several lines
        else:
            paragraph.append(line)
    flush()
    return {"title": t("table.rules_title", language, game=spec.title(language)), "blocks": blocks}
