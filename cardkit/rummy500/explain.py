"""Explanations built from i18n keys, readable in every language.

An explanation often holds smaller explanations (the ways to use a card, the reason a meld is
refused). ``Text`` keeps them as keys and parameters until someone reads them, so the same refusal
reads well in English and in French. Cards appear as "7♠", which every language reads.
"""
from __future__ import annotations

from typing import Any

from cardkit.core import CardkitError, IllegalAction
from cardkit.i18n import t


def render(value: Any, language: str) -> Any:
    if isinstance(value, Text):
        return value.render(language)
    return value


class Text:
    """The text of an i18n key with parameters that may themselves be Texts."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params

    def render(self, language: str = "en") -> str:
        return t(self.key, language, **{k: render(v, language) for k, v in self.params.items()})

    def __format__(self, spec: str) -> str:
        return format(self.render("en"), spec)

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        return f"Text({self.key!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.params) == (other.key, other.params)

    __hash__ = None  # type: ignore[assignment]


class Joined(Text):
    """Several Texts (or plain strings) read one after the other, separated by ``sep``'s text, the
    last two by ``last``'s (", " then " or ": "5-6, 6-8 or 8-9")."""

    def __init__(self, items: list, sep: str = "rummy500.sep.semicolon", last: str | None = None) -> None:
        super().__init__(sep)
        self.items = list(items)
        self.last = last or sep

    def render(self, language: str = "en") -> str:
        parts = [str(render(i, language)) for i in self.items]
        if len(parts) < 2:
            return "".join(parts)
        return t(self.key, language).join(parts[:-1]) + t(self.last, language) + parts[-1]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.key, self.last, self.items) == (other.key, other.last, other.items)


class Refusal(IllegalAction):
    """An illegal move of Rummy 500; ``explain(language)`` reads its nested explanations too."""

    def explain(self, language: str = "en") -> str:
        return t(self.key, language, **{k: render(v, language) for k, v in self.params.items()})


class BadCards(CardkitError):
    """Cards the teaching API cannot work with (not a meld, a card twice...); a ValueError."""

    def explain(self, language: str = "en") -> str:
        return t(self.key, language, **{k: render(v, language) for k, v in self.params.items()})
