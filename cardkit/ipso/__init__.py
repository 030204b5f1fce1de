"""Ipso (Gigamic): build ascending rows in a pyramid of 14 cards.

The teaching API: ``card(n)``, ``score_row(row)``, ``score_pyramid(rows, star_kept=...)``; the
engine: ``Game.new(options, seed)`` (see ``rules.py``).
"""
from cardkit import i18n
from cardkit.ipso import strings
from cardkit.ipso.deck import Card, Color, card
from cardkit.ipso.rules import (
    DiscardDrawn,
    IpsoMatch,
    IpsoState,
    IpsoView,
    KeepStar,
    Options,
    Replace,
    SpendStar,
    Swap,
)
from cardkit.ipso.scoring import PyramidScore, RowScore, score_pyramid, score_row

i18n.add("en", strings.EN)
i18n.add("fr", strings.FR)

Game = IpsoState

__all__ = [
    "Card", "Color", "DiscardDrawn", "Game", "IpsoMatch", "IpsoState", "IpsoView", "KeepStar", "Options",
    "PyramidScore", "Replace", "RowScore", "SpendStar", "Swap", "card", "score_pyramid", "score_row",
]
