"""Ipso's 90 number cards: colour by the number modulo 5, stars on fixed ranges."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

NUMBERS = range(1, 91)


class Color(str, Enum):
    """The five colours. Each has its own shape too, so colour is never the only clue."""

    magenta = "magenta"
    yellow = "yellow"
    green = "green"
    blue = "blue"
    orange = "orange"

    @property
    def shape(self) -> str:
        return SHAPES[self]

    def __str__(self) -> str:
        return self.value


SHAPES = {Color.magenta: "●", Color.yellow: "▲", Color.green: "■", Color.blue: "◆", Color.orange: "✚"}

# number % 5 -> colour (1 magenta, 2 yellow, 3 green, 4 blue, 0 orange)
_BY_REMAINDER = (Color.orange, Color.magenta, Color.yellow, Color.green, Color.blue)

ONE_STAR = (range(6, 11), range(26, 31), range(61, 66), range(81, 86))
TWO_STARS = (range(16, 21), range(36, 41), range(51, 56), range(71, 76))

# Flat tables indexed by number (index 0 unused): the engine's hot path reads these.
COLOR_OF = (0,) + tuple(n % 5 for n in NUMBERS)
STARS_OF = (0,) + tuple(
    1 if any(n in r for r in ONE_STAR) else 2 if any(n in r for r in TWO_STARS) else 0 for n in NUMBERS
)


class Card(NamedTuple):
    number: int
    color: Color
    stars: int

    def __str__(self) -> str:
        return f"{self.number}{self.color.shape}{'★' * self.stars}"


def card(n: int) -> Card:
    """The number card ``n`` (1 to 90) with its colour and stars."""
    if type(n) is not int or not 1 <= n <= 90:
        raise ValueError(f"Ipso's number cards go from 1 to 90, not {n!r}")
    return Card(n, _BY_REMAINDER[n % 5], STARS_OF[n])
