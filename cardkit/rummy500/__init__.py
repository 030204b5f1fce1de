"""Rummy 500 as played on JoyPip: sets and runs, a spread discard pile, matches to 500 or 250.

The teaching API: ``cards(text)``, ``meld_kind(cards)``, ``meld_points(cards)``, ``card_points(card)``
and ``can_take(pile, index, hand, table)``; the engine: ``Game.new(options, seed)`` plays one hand
(see ``rules.py``), ``cardkit.core.Match("rummy500", ...)`` a match.
"""

from pathlib import Path

from cardkit import games
from cardkit.rummy500 import (
    invariants,  # its own checks of a state, for the tests
    scene,  # the board as a scene
    strings,
)
from cardkit.rummy500.cards import CARDS, Card, Suit, cards, ids
from cardkit.rummy500.rules import (
    Discard,
    Draw,
    EndHand,
    LaidOff,
    LayOff,
    MatchOptions,
    Meld,
    Options,
    RummyMatch,
    RummyState,
    RummyView,
    TableMeld,
    Take,
)
from cardkit.rummy500.teaching import (
    FriendlyWay,
    MeldKind,
    TakeCheck,
    can_take,
    card_points,
    meld_kind,
    meld_points,
)

Game = RummyState


def _bots(level: str, seed: int):
    from cardkit.rummy500.bots import make  # the bots load when a game first asks for one

    return make(level, seed)


def _phase(view: RummyView) -> str:
    """The review's phases: by the cards left in the stock (25 at a two-player deal)."""
    return "early" if view.stock_size >= 17 else "middle" if view.stock_size >= 9 else "late"


SPEC = games.register(
    games.GameSpec(
        name="rummy500",
        state=RummyState,
        view=RummyView,
        board=scene.BOARD,
        bots=_bots,
        players=(2, 3, 4),
        form=(
            games.Choice(
                "target",
                "rummy500.form.target",
                ((500, "rummy500.form.points"), (250, "rummy500.form.points")),
                default=500,
            ),
        ),
        rules={lang: Path(__file__).with_name(f"summary.{lang}.txt") for lang in ("en", "fr")},
        strings=strings.CATALOGS,
        invariants=invariants.invariants,
        phase=_phase,
        grades=(5.0, 15.0, 30.0),
        # A play-out is dear (a hand of likely deals): a decision in doubt is weighed on a few more deals than
        # by default, what a hand's review can afford in its time (docs/review.md).
        review_deals=6,
        move_text=scene.move_text,
    )
)


def play(
    seats=("human", "normal"),
    *,
    target: int = 500,
    dealer: int = 0,
    turn_limit: int = 0,
    names=None,
    language: str = "en",
    seed: int | None = None,
    bot_delay: float = 0.4,
    hint_level: str = "expert",
):
    """Play Rummy 500 in the notebook: returns the play widget.

    ``seats``: one entry per player (2 to 4), "human" or a bot level ("random", "beginner",
    "normal", "expert"); several humans play hot-seat. The match is played to ``target`` points
    (500 or 250). ``language``: "en" or "fr".
    """
    from cardkit.widgets.play import play as play_widget

    options = {"players": len(seats), "dealer": dealer, "target": target, "turn_limit": turn_limit}
    return play_widget(
        "rummy500",
        seats,
        options,
        names=names,
        language=language,
        seed=seed,
        bot_delay=bot_delay,
        hint_level=hint_level,
    )


__all__ = [
    "CARDS",
    "Card",
    "Discard",
    "Draw",
    "EndHand",
    "FriendlyWay",
    "Game",
    "LaidOff",
    "LayOff",
    "MatchOptions",
    "Meld",
    "MeldKind",
    "Options",
    "SPEC",
    "RummyMatch",
    "RummyState",
    "RummyView",
    "Suit",
    "TableMeld",
    "Take",
    "TakeCheck",
    "can_take",
    "card_points",
    "cards",
    "ids",
    "meld_kind",
    "meld_points",
    "play",
    "scene",
]
