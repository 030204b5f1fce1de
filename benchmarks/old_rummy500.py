"""Rummy 500's Normal and Beginner as they were before they weighed what a discard offers the next player
(issue 27): anchors for ``benchmarks/bots.py`` to pair the new bots with, never a level a user can pick.
Everything but the discard is today's code."""

from __future__ import annotations

import random

from cardkit.core.bots import HeuristicBot
from cardkit.rummy500.bots import (
    DRAW_PHASE,
    KEEP_HIGH,
    Discard,
    LayOff,
    Meld,
    _from_view,
    beginner_move,
    best_put_down,
    explain,
    explain_beginner,
    ranked_draws,
    usefulness,
)
from cardkit.rummy500.cards import POINTS
from cardkit.rummy500.rules import RummyState


def old_normal_move(state: RummyState, rng: random.Random):
    """Normal's move before issue 27: its discard looked at its hand and the table's melds only."""
    legal = state.legal_actions()
    if state.phase == DRAW_PHASE:
        return ranked_draws(state, legal)[0].action
    put_down = best_put_down(state, legal)
    if put_down is not None:
        return put_down
    hand = state.hands[state.mover]
    discards = [a for a in legal if type(a) is Discard]
    return min(discards, key=lambda a: (usefulness(a.card, hand, state) + KEEP_HIGH * POINTS[a.card], a.card))


def old_beginner_move(state: RummyState, rng: random.Random):
    """Beginner's move before issue 27: it threw its highest card, whatever lay on the pile."""
    legal = state.legal_actions()
    if state.phase == DRAW_PHASE or any(type(a) is Meld or type(a) is LayOff for a in legal):
        return beginner_move(state, rng)
    return max((a for a in legal if type(a) is Discard), key=lambda a: (POINTS[a.card], rng.random()))


def old_normal(seed: int) -> HeuristicBot:
    return HeuristicBot(_from_view(old_normal_move), explain, seed)


def old_beginner(seed: int) -> HeuristicBot:
    return HeuristicBot(_from_view(old_beginner_move), explain_beginner, seed)
