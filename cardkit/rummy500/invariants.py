"""Rummy 500's own checks of a state, run at every step by ``cardkit.testing`` and the reliability
benchmark (declared in its ``GameSpec``), and by its property tests."""

from __future__ import annotations

from cardkit.rummy500.cards import CARDS
from cardkit.rummy500.rules import DRAW_PHASE, PLAY_PHASE, Discard, RummyState, _shown

FULL = (1 << 52) - 1
INDEX = {card: i for i, card in enumerate(CARDS)}


def mask(cards_or_ints) -> int:
    m = 0
    for c in cards_or_ints:
        m |= 1 << (c if type(c) is int else INDEX[c])
    return m


def accounted(state: RummyState) -> None:
    """Every one of the 52 cards is in exactly one place."""
    total = len(state.stock) + len(state.pile)
    union = mask(state.stock) | mask(state.pile)
    for h in state.hands:
        total += h.bit_count()
        union |= h
    for m in state.melds:
        total += m.mask.bit_count()
        union |= m.mask
    if not (total == 52 and union == FULL):
        raise AssertionError("a card is missing or in two places")


def check_obligations(state: RummyState, action: object) -> None:
    """Playing ``action`` now keeps the rules of taking from the discard pile: no obligation is left
    over into a draw, no discard while the deepest card taken is unused, and not the top card just
    taken alone."""
    if state.phase == DRAW_PHASE:
        if not (state.must == -1 and state.keep == -1):
            raise AssertionError("an obligation left over into the draw")
    elif type(action) is Discard:
        if state.must != -1:
            raise AssertionError("a discard while the deepest card is unused")
        if action.card == state.keep:
            raise AssertionError("the top card just taken discarded")


def shown_table(state: RummyState) -> None:
    """The table as the views show it, each seat's cards laid off, the cards the table accepts and its runs,
    kept up to date move by move, are the table's."""
    if state.table != tuple(map(_shown, state.melds)):
        raise AssertionError("the table the views show is not the melds on the table")
    laid = [0] * state.num_players
    for meld in state.melds:
        for card, seat, _ in meld.laid_off:
            laid[seat] |= 1 << card
    if state.laid != laid:
        raise AssertionError("the cards each seat laid off, kept for the views, are not those on the table")
    kept = state.accept_mask, state.runs
    state._table_changed()  # gathered again from the melds: what a meld or a lay-off kept up to date must equal it
    gathered = state.accept_mask, state.runs
    state.accept_mask, state.runs = kept  # a check leaves the state as it found it
    if gathered != kept:
        raise AssertionError("the cards the table accepts or its runs, kept move by move, are not the melds'")


def invariants(state: RummyState) -> None:
    """Raises AssertionError saying what is wrong with ``state``: a card missing or in two places, the
    views' table out of date, an obligation left over into the draw, a legal discard while the deepest
    card taken is unused or of the top card just taken alone."""
    accounted(state)
    shown_table(state)
    if state.phase == PLAY_PHASE:
        for action in state.legal_actions():
            check_obligations(state, action)
    else:
        check_obligations(state, None)
