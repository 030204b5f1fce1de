"""Ipso's own checks of a state, run at every step by ``cardkit.testing`` and the reliability
benchmark (declared in its ``GameSpec``), and by its property tests."""

from __future__ import annotations

from cardkit.ipso.rules import IpsoState

ALL_NUMBERS = list(range(1, 91))


def number_cards_in_play(state: IpsoState) -> list[int]:
    cards = [c for p in state.pyramids for c in p] + state.centre + state.pile + state.discards
    return cards + [state.drawn] if state.drawn else cards


def check_every_card_accounted_for(state: IpsoState) -> None:
    """The 90 number cards are each in exactly one place; the 6 Star cards are on a pyramid, spent,
    or in the box."""
    if sorted(number_cards_in_play(state)) != ALL_NUMBERS:
        raise AssertionError("a number card is missing or in two places")
    spent = state.star.count(False)
    if state.star.count(True) + spent + (6 - state.num_players) != 6:
        raise AssertionError("a Star card is missing")


def invariants(state: IpsoState) -> None:
    """Raises AssertionError saying what is wrong with ``state``."""
    check_every_card_accounted_for(state)
