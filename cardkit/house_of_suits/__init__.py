"""House of Suits: place one card in the market and one in your investment, turn by turn.

The teaching API: ``rank_suits(totals)``, ``score(market, investments)``, ``card(n)``,
``card_id(suit, value)``; the engine: ``Game.new({"suits": 4, "dealer": 0}, seed)`` (see
``rules.py``). In the teaching API a suit is named by a :class:`Suit`, its English name
("spades"), its French name ("pique") or its symbol ("♠").
"""
from cardkit import i18n
from cardkit.house_of_suits import strings
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

i18n.add("en", strings.EN)
i18n.add("fr", strings.FR)

from cardkit.house_of_suits import scene  # noqa: E402  (the board as a scene; gives State and View a diagram)

Game = HouseOfSuitsState


def play(seats=("human", "normal"), *, games: int = 4, suits: int = 4, dealer: int = 0, names=None,
         language: str = "en", seed: int | None = None, bot_delay: float = 0.4, hint_level: str = "normal"):
    """Play House of Suits in the notebook: returns the play widget.

    ``seats``: the two players, each "human" or a bot level ("random", "beginner", "normal",
    "expert"); two humans play hot-seat. A match is ``games=4`` games of ``suits`` suits, or
    ``games=6``: two games each with 4, 5 and 6 suits. ``language``: "en" or "fr".
    """
    from cardkit.widgets.play import play as play_widget

    options = {"games": games, "suits": suits, "dealer": dealer}
    return play_widget("house_of_suits", seats, options, names=names, language=language, seed=seed,
                       bot_delay=bot_delay, hint_level=hint_level)

__all__ = [
    "Card", "Game", "HouseOfSuitsMatch", "HouseOfSuitsState", "HouseOfSuitsView", "MatchOptions", "Options",
    "Place", "PlaceLast", "Role", "SUITS", "SYMBOLS", "ScoreSheet", "SetAside", "Suit", "SuitPoints", "card",
    "card_id", "deck_size", "game_length", "hand_size", "parse_suit", "pile_size", "play", "rank_suits", "scene",
    "score", "suits_in_play",
]
