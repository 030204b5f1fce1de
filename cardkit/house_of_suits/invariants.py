"""House of Suits' own checks of a state, run at every step by ``cardkit.testing`` and the
reliability benchmark (declared in its ``GameSpec``), and by its property tests."""

from __future__ import annotations

from cardkit.house_of_suits.deck import deck_size
from cardkit.house_of_suits.rules import HouseOfSuitsState


def cards_in_play(state: HouseOfSuitsState) -> list[int]:
    return (
        state.hands[0]
        + state.hands[1]
        + state.pile
        + state.market
        + state.invest[0]
        + state.invest[1]
        + [c for c in state.aside if c >= 0]
    )


def check_every_card_accounted_for(state: HouseOfSuitsState) -> None:
    """Every card of the suits in play is in exactly one place (a hand, the pile, the market, an
    investment, set aside)."""
    if sorted(cards_in_play(state)) != list(range(deck_size(state.options.suits))):
        raise AssertionError("a card is missing or in two places")


def invariants(state: HouseOfSuitsState) -> None:
    """Raises AssertionError saying what is wrong with ``state``."""
    check_every_card_accounted_for(state)
