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

Game = HouseOfSuitsState

__all__ = [
    "Card", "Game", "HouseOfSuitsMatch", "HouseOfSuitsState", "HouseOfSuitsView", "MatchOptions", "Options",
    "Place", "PlaceLast", "Role", "SUITS", "SYMBOLS", "ScoreSheet", "SetAside", "Suit", "SuitPoints", "card",
    "card_id", "deck_size", "game_length", "hand_size", "parse_suit", "pile_size", "rank_suits", "score",
    "suits_in_play",
]
