"""A simple Ipso player that decides from its view alone.

Every face-down card is replaced in the end, so a final pyramid is made of centre cards: the game
is about putting each card where its row can still ascend. The greedy player places the centre
card that fits best between the face-up cards of a row, and spends its Star only when the
expected gain of a random unseen card beats the Star's sure 3 points.
"""
from __future__ import annotations

import random

from cardkit.ipso.deck import COLOR_OF, STARS_OF
from cardkit.ipso.rules import DISCARD, KEEP, ROW_OF_SLOT, ROWS, SPEND, SWAPS, IpsoView
from cardkit.ipso.scoring import STAR_CARD_POINTS, row_value


def placement_value(row: list[int | None], pos: int, number: int) -> float:
    """How good ``number`` is at ``pos`` of a row whose None entries are still open."""
    known = [(i, n) for i, n in enumerate(row) if n is not None]
    left = max(((i, n) for i, n in known if i < pos), default=(-1, 0))
    right = min(((i, n) for i, n in known if i > pos), default=(len(row), 91))
    if not left[1] + (pos - left[0]) <= number <= right[1] - (right[0] - pos):
        return -100.0  # no ascending row can hold it any more
    ideal = left[1] + (right[1] - left[1]) * (pos - left[0]) / (right[0] - left[0])
    value = -abs(number - ideal) / 3 + STARS_OF[number]
    if known and all(COLOR_OF[n] == COLOR_OF[number] for _, n in known):
        value += len(known)
    return value


def greedy_action(view: IpsoView, rng: random.Random):
    """The greedy player's move for the seat to move (``view.seat``)."""
    pyramid = list(view.pyramids[view.seat])
    if view.phase == "play":
        best, best_value = None, float("-inf")
        for action in view.legal:
            row = ROWS[ROW_OF_SLOT[action.slot]]
            cells = [None if s == action.slot else pyramid[s] for s in row]
            value = placement_value(cells, action.slot - row[0], view.centre[action.centre])
            value += rng.random() * 1e-6  # break ties by seeded chance
            if value > best_value:
                best, best_value = action, value
        return best
    if view.drawn is not None:
        gain, slot = best_swap(pyramid, view.drawn, view.odd_even)
        return SWAPS[slot] if gain > 0 else DISCARD
    seen = {c for p in view.pyramids for c in p if c is not None} | set(view.discards)
    unseen = [n for n in range(1, 91) if n not in seen]
    expected = sum(best_swap(pyramid, n, view.odd_even)[0] for n in unseen) / len(unseen)
    return SPEND if expected > STAR_CARD_POINTS else KEEP


def best_swap(pyramid: list, number: int, odd_even: bool) -> tuple[int, int]:
    """(points gained, slot) of the best place for ``number`` in a face-up pyramid."""
    best = (0, 0)
    for row in ROWS:
        cells = [pyramid[s] for s in row]
        before = row_value(cells, odd_even)[0]
        for i, slot in enumerate(row):
            gain = row_value(cells[:i] + [number] + cells[i + 1:], odd_even)[0] - before
            if gain > best[0]:
                best = (gain, slot)
    return best


def play_greedy(state, rng: random.Random) -> None:
    """Let the greedy player make every move of every seat until the game ends."""
    while not state.is_over():
        state.apply(greedy_action(state.view(state.to_move()), rng))

