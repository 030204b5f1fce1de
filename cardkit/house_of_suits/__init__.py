"""House of Suits: place one card in the market and one in your investment, turn by turn.

The teaching API: ``rank_suits(totals)``, ``score(market, investments)``, ``card(n)``,
``card_id(suit, value)``; the engine: ``Game.new({"suits": 4, "dealer": 0}, seed)`` (see
``rules.py``). In the teaching API a suit is named by a :class:`Suit`, its English name
("spades"), its French name ("pique") or its symbol ("♠").
"""

from pathlib import Path

from cardkit import games
from cardkit.house_of_suits import (
    invariants,  # its own checks of a state, for the tests
    scene,  # the board as a scene
    strings,
)
from cardkit.house_of_suits.deck import (
    SUITS,
    SYMBOLS,
    Card,
    Suit,
    card,
    card_id,
    deck_size,
    hand_size,
    parse_suit,
    pile_size,
    suits_in_play,
)
from cardkit.house_of_suits.rules import (
    HouseOfSuitsMatch,
    HouseOfSuitsState,
    HouseOfSuitsView,
    MatchOptions,
    Options,
    Place,
    PlaceLast,
    SetAside,
    game_length,
)
from cardkit.house_of_suits.scoring import Role, ScoreSheet, SuitPoints, rank_suits, score

Game = HouseOfSuitsState


def _bots(level: str, seed: int):
    from cardkit.house_of_suits.bots import make  # the bots load when a game first asks for one

    return make(level, seed)


def _phase(view: HouseOfSuitsView) -> str:
    """The review's phases: the set-aside and the first half of the draw pile, the second half, then
    the last cards in hand once the pile is empty."""
    if view.phase == "set_aside" or view.pile_size > pile_size(view.suits) // 2:
        return "early"
    return "middle" if view.pile_size else "late"


SPEC = games.register(
    games.GameSpec(
        name="house_of_suits",
        state=HouseOfSuitsState,
        view=HouseOfSuitsView,
        board=scene.BOARD,
        bots=_bots,
        players=(2,),
        form=(
            games.Choice(
                "games",
                "house_of_suits.form.games",
                ((4, "house_of_suits.form.four"), (6, "house_of_suits.form.six")),
                default=4,
            ),
            # The six-game match sets its own suit counts (4, 4, 5, 5, 6, 6).
            games.Choice(
                "suits",
                "house_of_suits.form.suits",
                tuple((n, "house_of_suits.form.suit_count") for n in (4, 5, 6)),
                default=4,
                only_if=(("games", 4),),
            ),
        ),
        rules={lang: Path(__file__).with_name(f"summary.{lang}.txt") for lang in ("en", "fr")},
        strings=strings.CATALOGS,
        invariants=invariants.invariants,
        phase=_phase,
        grades=(2.0, 4.0, 8.0),
        # A deal's outcome differs between two moves far more than the grade lines are apart, and a play-out
        # is cheap: a decision in doubt is weighed on many more deals than by default, as many as a review
        # can afford in its time (docs/review.md, "Stability across the reviewer's seed").
        review_deals=128,
        move_text=scene.move_text,
    )
)


def play(
    seats=("human", "normal"),
    *,
    games: int = 4,
    suits: int = 4,
    dealer: int = 0,
    names=None,
    language: str = "en",
    seed: int | None = None,
    bot_delay: float = 0.4,
    hint_level: str = "expert",
):
    """Play House of Suits in the notebook: returns the play widget.

    ``seats``: the two players, each "human" or a bot level ("random", "beginner", "normal",
    "expert"); two humans play hot-seat. A match is ``games=4`` games of ``suits`` suits, or
    ``games=6``: two games each with 4, 5 and 6 suits. ``language``: "en" or "fr".
    """
    from cardkit.widgets.play import play as play_widget

    options = {"games": games, "suits": suits, "dealer": dealer}
    return play_widget(
        "house_of_suits",
        seats,
        options,
        names=names,
        language=language,
        seed=seed,
        bot_delay=bot_delay,
        hint_level=hint_level,
    )


__all__ = [
    "Card",
    "Game",
    "HouseOfSuitsMatch",
    "HouseOfSuitsState",
    "HouseOfSuitsView",
    "MatchOptions",
    "Options",
    "Place",
    "PlaceLast",
    "Role",
    "SPEC",
    "SUITS",
    "SYMBOLS",
    "ScoreSheet",
    "SetAside",
    "Suit",
    "SuitPoints",
    "card",
    "card_id",
    "deck_size",
    "game_length",
    "hand_size",
    "parse_suit",
    "pile_size",
    "play",
    "rank_suits",
    "scene",
    "score",
    "suits_in_play",
]
