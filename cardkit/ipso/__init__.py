"""Ipso (Gigamic): build ascending rows in a pyramid of 14 cards.

The teaching API: ``card(n)``, ``score_row(row)``, ``score_pyramid(rows, star_kept=...)``; the
engine: ``Game.new(options, seed)`` (see ``rules.py``).
"""

from pathlib import Path

from cardkit import games
from cardkit.ipso import (
    invariants,  # its own checks of a state, for the tests
    scene,  # the board as a scene
    strings,
)
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

Game = IpsoState


def _bots(level: str, seed: int):
    from cardkit.ipso.bots import make  # the bots load when a game first asks for one

    return make(level, seed)


def _phase(view: IpsoView) -> str:
    """The review's phases: by the cards still face down in the seat's own pyramid (14 at the deal)."""
    down = sum(card is None for card in view.pyramids[view.seat])
    return "early" if down >= 10 else "middle" if down >= 5 else "late"


SPEC = games.register(
    games.GameSpec(
        name="ipso",
        state=IpsoState,
        view=IpsoView,
        board=scene.BOARD,
        bots=_bots,
        players=(2, 3, 4, 5, 6),
        form=(
            games.Choice(
                "odd_even",
                "ipso.form.rows",
                ((False, "ipso.form.ascending"), (True, "ipso.form.odd_even")),
                default=False,
            ),
            games.Choice(
                "odd_even_all_rows",
                "ipso.form.odd_even_reading",
                ((False, "ipso.form.scoring_rows"), (True, "ipso.form.all_rows")),
                default=False,
                only_if=(("odd_even", True),),
            ),
            games.Choice(
                "tournament",
                "ipso.form.format",
                ((False, "ipso.form.single"), (True, "ipso.form.tournament")),
                default=False,
            ),
        ),
        rules={lang: Path(__file__).with_name(f"summary.{lang}.txt") for lang in ("en", "fr")},
        strings=strings.CATALOGS,
        invariants=invariants.invariants,
        phase=_phase,
        grades=(2.0, 5.0, 10.0),
        # Few decisions stay in doubt long, so a decision in doubt is weighed on many more deals than by
        # default, as many as a review can afford in its time (docs/review.md, "Stability across the
        # reviewer's seed").
        review_deals=256,
        move_text=scene.move_text,
    )
)


def play(
    seats=("human", "normal"),
    *,
    tournament: bool = False,
    first_player: int = 0,
    odd_even: bool = False,
    odd_even_all_rows: bool = False,
    names=None,
    language: str = "en",
    seed: int | None = None,
    bot_delay: float = 0.4,
    hint_level: str = "expert",
):
    """Play Ipso in the notebook: returns the play widget.

    ``seats``: one entry per player (2 to 6), "human" or a bot level ("random", "beginner",
    "normal", "expert"); several humans play hot-seat. ``tournament``: 4 games, the direction of
    play changing each game. ``odd_even``: the odd/even variant, its bonus for the rows that score;
    with ``odd_even_all_rows`` for every row, scoring or not. ``language``: "en" or "fr".
    """
    from cardkit.widgets.play import play as play_widget

    options = {
        "players": len(seats),
        "first_player": first_player,
        "odd_even": odd_even,
        "odd_even_all_rows": odd_even_all_rows,
        "tournament": tournament,
    }
    return play_widget(
        "ipso", seats, options, names=names, language=language, seed=seed, bot_delay=bot_delay, hint_level=hint_level
    )


__all__ = [
    "Card",
    "Color",
    "DiscardDrawn",
    "Game",
    "SPEC",
    "IpsoMatch",
    "IpsoState",
    "IpsoView",
    "KeepStar",
    "Options",
    "PyramidScore",
    "Replace",
    "RowScore",
    "SpendStar",
    "Swap",
    "card",
    "play",
    "scene",
    "score_pyramid",
    "score_row",
]
