"""Scoring Ipso rows and pyramids, with explanations a learner can follow.

``row_value`` is the engine's fast path; ``score_row``/``score_pyramid`` are the teaching API and
use the same function for their points, so a tutorial can never disagree with the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from cardkit.core.game import CardkitError
from cardkit.i18n import t
from cardkit.ipso.deck import COLOR_OF, STARS_OF, Card, card

STAR_CARD_POINTS = 3


def row_value(row: Sequence[int], odd_even: bool = False, all_rows: bool = False) -> tuple[int, int]:
    """(points, stars) of a row of card numbers read left to right; (0, 0) unless strictly ascending.

    ``odd_even``: the variant's 1 point per card for a row of all odd or all even numbers, given to
    rows that score; with ``all_rows`` also to rows that do not (the literal reading).
    """
    prev = 0
    for n in row:
        if n <= prev:
            if all_rows and odd_even and len({m & 1 for m in row}) == 1:
                return len(row), 0  # the variant's bonus alone: no card points, no stars for the tie-break
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
            where = {"row": numbers, "a": self.cards[i - 1].number, "b": self.cards[i].number}
            if not self.odd_even_points:
                return t("ipso.row.discarded", language, **where)
            kind = t("ipso.odd" if self.cards[0].number % 2 else "ipso.even", language)
            return (
                t("ipso.row.discarded_bonus", language, **where)
                + t("ipso.row.odd_even", language, kind=kind, points=self.odd_even_points)
                + t("ipso.row.total", language, points=self.points)
            )
        if self.same_color:
            colour = t(f"ipso.color.{self.cards[0].color.value}", language)
            text = t("ipso.row.same_color", language, row=numbers, color=colour, points=self.card_points)
        else:
            text = t(
                "ipso.row.mixed",
                language,
                row=numbers,
                points=self.card_points,
                colors=len({c.color for c in self.cards}),
            )
        if self.star_points:
            text += t("ipso.row.stars", language, stars=self.star_points)
        if self.odd_even_points:
            kind = t("ipso.odd" if self.cards[0].number % 2 else "ipso.even", language)
            text += t("ipso.row.odd_even", language, kind=kind, points=self.odd_even_points)
        return text + t("ipso.row.total", language, points=self.points)

    def __str__(self) -> str:
        return self.explain()


ROW_LENGTHS = (5, 4, 3, 2)  # a pyramid's rows, bottom to top


def _cards(row: Iterable[int | Card], partial: bool) -> tuple[Card, ...]:
    if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
        raise CardkitError("ipso.teach.not_a_row", got=repr(row))
    cards = []
    for c in row:
        if isinstance(c, Card):
            c = c.number
        if type(c) is not int or not 1 <= c <= 90:
            raise CardkitError("ipso.teach.bad_number", got=repr(c))
        cards.append(card(c))
    lengths = range(1, 6) if partial else ROW_LENGTHS
    if len(cards) not in lengths:
        raise CardkitError("ipso.teach.row_length" if not partial or cards else "ipso.teach.empty_row", n=len(cards))
    _no_card_twice(c.number for c in cards)
    return tuple(cards)


def _no_card_twice(numbers: Iterable[int]) -> None:
    seen = set()
    for n in numbers:
        if n in seen:
            raise CardkitError("ipso.teach.card_twice", number=n)
        seen.add(n)


def score_row(
    row: Iterable[int | Card], *, odd_even: bool = False, odd_even_all_rows: bool = False, partial: bool = False
) -> RowScore:
    """Score one row given left to right as card numbers (1 to 90) or cards.

    A row of a pyramid holds 5, 4, 3 or 2 different cards; ``partial=True`` also scores a row being
    built (1 to 5 cards). ``odd_even``: the variant's bonus for rows that score; with
    ``odd_even_all_rows`` also for rows that do not. Anything else is refused with an explanation.
    """
    cards = _cards(row, partial)
    numbers = [c.number for c in cards]
    points, stars = row_value(numbers, odd_even, odd_even_all_rows)
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


def score_pyramid(
    rows: Iterable[Iterable[int | Card]],
    *,
    star_kept: bool,
    odd_even: bool = False,
    odd_even_all_rows: bool = False,
    partial: bool = False,
) -> PyramidScore:
    """Score a pyramid given as its rows (each left to right); +3 when the Star card was kept.

    The rows are the pyramid's four rows of 5, 4, 3 and 2 cards (the rulebook lists them bottom to
    top), 14 different cards; ``partial=True`` scores a pyramid being built (at most four rows of 1
    to 5 cards). ``.stars`` is the tie-break count: the stars on number cards in valid rows.
    """
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Iterable):
        raise CardkitError("ipso.teach.not_a_pyramid", got=repr(rows))
    scored = tuple(score_row(r, odd_even=odd_even, odd_even_all_rows=odd_even_all_rows, partial=partial) for r in rows)
    lengths = [len(r.cards) for r in scored]
    if (len(lengths) > 4 or not lengths) if partial else sorted(lengths) != sorted(ROW_LENGTHS):
        raise CardkitError("ipso.teach.pyramid_shape", lengths=", ".join(map(str, lengths)) or "0")
    _no_card_twice(c.number for r in scored for c in r.cards)
    star_points = STAR_CARD_POINTS if star_kept else 0
    return PyramidScore(
        scored, bool(star_kept), star_points, sum(r.points for r in scored) + star_points, sum(r.stars for r in scored)
    )
