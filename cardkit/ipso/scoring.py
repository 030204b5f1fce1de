"""Scoring Ipso rows and pyramids, with explanations a learner can follow.

``row_value`` is the engine's fast path; ``score_row``/``score_pyramid`` are the teaching API and
use the same function for their points, so a tutorial can never disagree with the engine.
"""
from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence

from cardkit.i18n import t
from cardkit.ipso.deck import COLOR_OF, STARS_OF, Card, card

STAR_CARD_POINTS = 3


def row_value(row: Sequence[int], odd_even: bool = False) -> tuple[int, int]:
    """(points, stars) of a row of card numbers read left to right; (0, 0) unless strictly ascending."""
    prev = 0
    for n in row:
        if n <= prev:
            return 0, 0
        prev = n
    stars = 0
    for n in row:
        stars += STARS_OF[n]
    colour = COLOR_OF[row[0]]
    points = stars + len(row) * (2 if all(COLOR_OF[n] == colour for n in row) else 1)
    if odd_even:
        parity = row[0] & 1
        if all(n & 1 == parity for n in row):
            points += len(row)
    return points, stars


class RowScore(NamedTuple):
    """A scored row. ``str()`` explains the points in English; ``explain("fr")`` in French."""

    cards: tuple[Card, ...]
    valid: bool
    same_color: bool
    card_points: int
    star_points: int
    odd_even_points: int
    points: int

    @property
    def stars(self) -> int:
        """The stars this row counts for the tie-break (0 when the row is discarded)."""
        return self.star_points

    def explain(self, language: str = "en") -> str:
        numbers = " ".join(str(c.number) for c in self.cards)
        if not self.valid:
            i = next(i for i in range(1, len(self.cards)) if self.cards[i].number <= self.cards[i - 1].number)
            return t("ipso.row.discarded", language, row=numbers,
                     a=self.cards[i - 1].number, b=self.cards[i].number)
        if self.same_color:
            colour = t(f"ipso.color.{self.cards[0].color.value}", language)
            text = t("ipso.row.same_color", language, row=numbers, color=colour, points=self.card_points)
        else:
            text = t("ipso.row.mixed", language, row=numbers, points=self.card_points,
                     colors=len({c.color for c in self.cards}))
        if self.star_points:
            text += t("ipso.row.stars", language, stars=self.star_points)
        if self.odd_even_points:
            kind = t("ipso.odd" if self.cards[0].number % 2 else "ipso.even", language)
            text += t("ipso.row.odd_even", language, kind=kind, points=self.odd_even_points)
        return text + t("ipso.row.total", language, points=self.points)

    def __str__(self) -> str:
        return self.explain()


def _cards(row: Iterable[int | Card]) -> tuple[Card, ...]:
    cards = tuple(c if isinstance(c, Card) else card(c) for c in row)
    if not cards:
        raise ValueError("a row needs at least one card")
    return cards


def score_row(row: Iterable[int | Card], *, odd_even: bool = False) -> RowScore:
    """Score one row given left to right as card numbers or cards."""
    cards = _cards(row)
    numbers = [c.number for c in cards]
    points, stars = row_value(numbers, odd_even)
    valid = all(a < b for a, b in zip(numbers, numbers[1:]))
    same = len({c.color for c in cards}) == 1
    card_points = len(cards) * (2 if same else 1) if valid else 0
    odd_even_points = points - card_points - stars
    return RowScore(cards, valid, same, card_points, stars, odd_even_points, points)


class PyramidScore(NamedTuple):
    rows: tuple[RowScore, ...]
    star_kept: bool
    star_points: int
    total: int
    stars: int

    def explain(self, language: str = "en") -> str:
        lines = [r.explain(language) for r in self.rows]
        lines.append(t("ipso.star_kept" if self.star_kept else "ipso.star_spent", language))
        lines.append(t("ipso.pyramid.total", language, total=self.total, stars=self.stars))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def score_pyramid(rows: Iterable[Iterable[int | Card]], *, star_kept: bool,
                  odd_even: bool = False) -> PyramidScore:
    """Score a pyramid given as its rows (each left to right); +3 when the Star card was kept.

    ``.stars`` is the tie-break count: the stars on number cards in valid rows.
    """
    scored = tuple(score_row(r, odd_even=odd_even) for r in rows)
    star_points = STAR_CARD_POINTS if star_kept else 0
    return PyramidScore(scored, bool(star_kept), star_points,
                        sum(r.points for r in scored) + star_points, sum(r.stars for r in scored))
