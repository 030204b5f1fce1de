"""Who sits at a table: each seat a person ("human") or a bot level, and the names shown for them.

The local table, a room's store and the dashboard's form check seats and names here, with the same
words, so a name refused at one screen is refused at every other.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from cardkit import i18n
from cardkit.core.bots import LEVELS
from cardkit.core.bounds import short
from cardkit.core.game import CardkitError
from cardkit.i18n import t

HUMAN = "human"
NAME_LENGTH = 20
SEATS_NAMED = 12  # the bots' names a person may not take: "Bot 1 (...)" to "Bot 12 (...)", more than any table seats
# Characters that draw nothing though they are letters (Hangul and braille fillers): removed from names
# with the format and control characters (U+200B and the like), so "A\u200bna" is "Ana".
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


class BadSeats(CardkitError):
    """Seats or names that cannot be used; nothing was changed."""


def check_seats(seats: Any) -> list[str]:
    """The seats as a list, each "human" or a bot level; anything else is refused, naming it."""
    if isinstance(seats, str) or not isinstance(seats, (list, tuple)):
        raise BadSeats("seats.bad_seats", levels=", ".join(LEVELS), seat=short(seats))
    for level in seats:
        if level != HUMAN and level not in LEVELS:
            raise BadSeats("seats.bad_seats", levels=", ".join(LEVELS), seat=short(level))
    return list(seats)


def bot_name(seat: int, level: str, language: str) -> str:
    """A bot's name on the board: "Bot 2 (normal)" in ``language``."""
    return t("seats.bot_name", language, n=seat + 1, level=t(f"seats.level.{level}", language))


def normal_name(name: str) -> str:
    """A name as it reads: NFKC (the same letters typed differently are one name), invisible characters
    removed (format and control characters such as U+200B, blank fillers), whitespace collapsed."""
    text = unicodedata.normalize("NFKC", name)
    kept = "".join(
        " " if c.isspace() else c
        for c in text
        if c.isspace() or (unicodedata.category(c)[0] != "C" and c not in BLANK_LETTERS)
    )
    return " ".join(kept.split())


def check_name(name: Any, seat: int, others: Sequence[str | None] = (), person: bool = True) -> str:
    """Seat ``seat``'s name as it will be shown (:func:`normal_name`), refused when it is not a text, is
    empty or longer than ``NAME_LENGTH`` once normalised, or is another seat's name (``others``), ignoring
    case; a person's name (``person``) is refused too when it reads as a bot's ("Bot 3 (normal)", in any
    language), so nobody at the table can pass for a bot."""
    if not isinstance(name, str):
        raise BadSeats("seats.empty_name", n=seat + 1)
    name = normal_name(name[: 10 * NAME_LENGTH])  # a huge text is cut before it is normalised
    if not name:
        raise BadSeats("seats.empty_name", n=seat + 1)
    if len(name) > NAME_LENGTH:
        raise BadSeats("seats.long_name", n=seat + 1, limit=NAME_LENGTH)
    if any(other is not None and other.casefold() == name.casefold() for other in others):
        raise BadSeats("seats.same_name", name=name)
    if person and name.casefold() in _bot_names():
        raise BadSeats("seats.bot_label", name=name, n=seat + 1)
    return name


def _bot_names() -> set[str]:
    """Every name a bot gets on a board, in every language (casefolded)."""
    return {
        normal_name(bot_name(seat, level, language)).casefold()
        for language in i18n.languages()
        for level in LEVELS
        for seat in range(SEATS_NAMED)
    }


def check_names(names: Sequence[str], seats: Sequence[str] | None = None) -> list[str]:
    """Every seat's name as it will be shown (:func:`check_name`, each against the seats before it); with
    ``seats``, only a person's seat is refused a bot's name."""
    cleaned: list[str] = []
    for seat, name in enumerate(names):
        cleaned.append(check_name(name, seat, cleaned, person=seats is None or seats[seat] == HUMAN))
    return cleaned
