"""Grades and phases: how the review names what a decision gave up, and when in the game it was taken."""

from __future__ import annotations

from collections.abc import Sequence

from cardkit import i18n
from cardkit.i18n import t

GRADES = ("good", "inaccuracy", "mistake", "blunder")
# Points given up from which a move is an inaccuracy, a mistake, a blunder, for a game that declares
# none (the kit's own games declare theirs in their GameSpec: docs/review.md).
DEFAULT_GRADES = (2.0, 5.0, 10.0)


def grade_of(loss: float, thresholds: Sequence[float]) -> str:
    """The grade of a decision that gave up ``loss`` points, by the game's thresholds (inaccuracy,
    mistake, blunder)."""
    for grade, threshold in zip(reversed(GRADES), reversed(thresholds)):
        if loss >= threshold:
            return grade
    return GRADES[0]


def phase_name(phase: str, language: str) -> str:
    """A phase of the game ("early", "middle", "late", or a game's own) in ``language``."""
    key = f"review.phase.{phase}"
    return t(key, language) if key in i18n.catalog("en") else phase
