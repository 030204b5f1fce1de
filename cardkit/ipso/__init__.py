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

from cardkit.ipso import scene  # noqa: E402  (the board as a scene; gives State and View a diagram)

Game = IpsoState


def play(seats=("human", "normal"), *, tournament: bool = False, first_player: int = 0, odd_even: bool = False,
         names=None, language: str = "en", seed: int | None = None, bot_delay: float = 0.4,
         hint_level: str = "normal"):
    """Play Ipso in the notebook: returns the play widget.

    ``seats``: one entry per player (2 to 6), "human" or a bot level ("random", "beginner",
    "normal", "expert"); several humans play hot-seat. ``tournament``: 4 games, the direction of
    play changing each game. ``language``: "en" or "fr".
    """
    from cardkit.widgets.play import play as play_widget

    options = {"players": len(seats), "first_player": first_player, "odd_even": odd_even,
               "tournament": tournament}
    return play_widget("ipso", seats, options, names=names, language=language, seed=seed,
                       bot_delay=bot_delay, hint_level=hint_level)

__all__ = [
    "Card", "Color", "DiscardDrawn", "Game", "IpsoMatch", "IpsoState", "IpsoView", "KeepStar", "Options",
    "PyramidScore", "Replace", "RowScore", "SpendStar", "Swap", "card", "play", "scene", "score_pyramid",
    "score_row",
]
