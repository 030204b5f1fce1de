"""Ipso bots, deciding from their view alone.

Every face-down card is replaced in the end, so a final pyramid is made of centre cards: the game
is about putting each card where its row can still ascend.
- Normal (the greedy player) places the centre card that fits best between the face-up cards of a
  row, and spends its Star only when the expected gain of a random unseen card beats the Star's
  sure 3 points.
- Beginner places cards by their number alone (low on the left, high on the right), without
  looking at the cards already in the row, now and then plays without thinking, and always keeps
  its Star.
- Expert searches: it imagines the unseen cards again and again (information-set Monte Carlo
  tree search) and plays the greedy player's game out, over the greedy player's few best moves.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from typing import NamedTuple

from cardkit.core.bots import HeuristicBot, Reason, SampleBot
from cardkit.i18n import Text
from cardkit.ipso.deck import COLOR_OF, STARS_OF
from cardkit.ipso.rules import (
    DISCARD,
    KEEP,
    ROW_OF_SLOT,
    ROWS,
    SPEND,
    SWAPS,
    DiscardDrawn,
    IpsoView,
    KeepStar,
    Replace,
    SpendStar,
    slot_name,
)
from cardkit.ipso.scoring import STAR_CARD_POINTS, row_value


class Fit(NamedTuple):
    """What a row tells of the number that goes at one of its open places."""

    low: int  # the lowest number with which the row can still ascend
    high: int  # and the highest
    ideal: float  # the number that would space the row evenly there, between its face-up neighbours
    known: int  # the row's face-up cards
    colour: int  # their colour when they are all of one, else -1 (mixed, or none face up)


def fit(row: list[int | None], pos: int) -> Fit:
    """What ``row`` (its None entries still open) tells of the number that goes at ``pos``."""
    end = len(row)
    left, left_n, right, right_n = -1, 0, end, 91  # the nearest face-up cards on each side, else the bounds
    known, colour = 0, None
    for i, n in enumerate(row):  # one pass: this runs for every open place in every rollout
        if n is None:
            continue
        known += 1
        colour = COLOR_OF[n] if colour in (None, COLOR_OF[n]) else -1
        if i < pos:
            left, left_n = i, n
        elif i > pos and right == end:
            right, right_n = i, n
    ideal = left_n + (right_n - left_n) * (pos - left) / (right - left)
    return Fit(left_n + pos - left, right_n - (right - pos), ideal, known, -1 if colour is None else colour)


def fitted_value(place: Fit, number: int) -> float:
    """How good ``number`` is at the place ``place`` describes."""
    if not place.low <= number <= place.high:
        return -100.0  # no ascending row can hold it any more
    value = -abs(number - place.ideal) / 3 + STARS_OF[number]
    if place.colour == COLOR_OF[number]:
        value += place.known
    return value


def placement_value(row: list[int | None], pos: int, number: int) -> float:
    """How good ``number`` is at ``pos`` of a row whose None entries are still open."""
    return fitted_value(fit(row, pos), number)


def _row_cells(view: IpsoView, slot: int) -> tuple[list, int]:
    """The slot's row with the slot itself open, and the slot's position in it."""
    row = ROWS[ROW_OF_SLOT[slot]]
    pyramid = view.pyramids[view.seat]
    return [None if s == slot else pyramid[s] for s in row], slot - row[0]


def ranked_placements(view: IpsoView) -> list[tuple[float, Replace]]:
    """The legal replacements, best first by the greedy player's judgement."""
    places: dict[int, Fit] = {}  # a slot's row is read once for both centre cards (this runs in every rollout)
    scored = []
    for action in view.legal:
        place = places.get(action.slot)
        if place is None:
            place = places[action.slot] = fit(*_row_cells(view, action.slot))
        scored.append((fitted_value(place, view.centre[action.centre]), action))
    scored.sort(key=lambda x: -x[0])
    return scored


def expected_star_gain(view: IpsoView) -> float:
    """What the top card of the pile would add to the pyramid, on average, placed at its best."""
    options = swap_options(list(view.pyramids[view.seat]), view.odd_even, view.odd_even_all_rows)
    if view.pile_size == len(view.pile_bottom):  # only the former centre cards are left: the top is known
        return _best_gain(options, view.pile_bottom[-1])[0]
    seen = {c for p in view.pyramids for c in p if c is not None} | set(view.discards) | set(view.pile_bottom)
    unseen = [n for n in range(1, 91) if n not in seen]
    return sum(gain for gain, _ in _best_gains(options, unseen)) / len(unseen)


def greedy_action(view: IpsoView, rng: random.Random):
    """The greedy (Normal) player's move for the seat to move (``view.seat``)."""
    if view.phase == "play":
        best, best_value = None, float("-inf")
        for value, action in ranked_placements(view):
            value += rng.random() * 1e-6  # break ties by seeded chance
            if value > best_value:
                best, best_value = action, value
        return best
    if view.drawn is not None:
        gain, slot = best_swap(list(view.pyramids[view.seat]), view.drawn, view.odd_even, view.odd_even_all_rows)
        return SWAPS[slot] if gain > 0 else DISCARD
    return SPEND if expected_star_gain(view) > STAR_CARD_POINTS else KEEP


def beginner_action(view: IpsoView, rng: random.Random):
    """A beginner: places by number alone, sometimes without thinking, and always keeps the Star."""
    if view.phase != "play":
        return KEEP if view.drawn is None else greedy_action(view, rng)
    if rng.random() < 0.2:
        return view.legal[rng.randrange(len(view.legal))]

    def distance(action: Replace) -> float:
        row = ROWS[ROW_OF_SLOT[action.slot]]
        ideal = (action.slot - row[0] + 1) * 91 / (len(row) + 1)
        return abs(view.centre[action.centre] - ideal) + rng.random() * 1e-6

    return min(view.legal, key=distance)


def swap_options(pyramid: list, odd_even: bool, all_rows: bool = False) -> list[tuple]:
    """For each slot where a new card could make its row score more: the bounds and what it adds.

    Each entry is (slot, low, high, row length, points before, stars of the rest, colour of the
    rest or -1 when mixed, parity of the rest or -1 when mixed); a card n fits when low < n < high.
    """
    options = []
    for row in ROWS:
        cells = [pyramid[s] for s in row]
        before = row_value(cells, odd_even, all_rows)[0]
        for i, slot in enumerate(row):
            rest = cells[:i] + cells[i + 1 :]
            if any(a >= b for a, b in zip(rest, rest[1:])):
                continue  # the rest of the row does not ascend: no card here can save it
            colours = {COLOR_OF[n] for n in rest}
            parities = {n & 1 for n in rest} if odd_even else {-2, -3}
            options.append(
                (
                    slot,
                    cells[i - 1] if i else 0,
                    cells[i + 1] if i + 1 < len(cells) else 91,
                    len(cells),
                    before,
                    sum(STARS_OF[n] for n in rest),
                    colours.pop() if len(colours) == 1 else -1 if colours else -2,
                    parities.pop() if len(parities) == 1 else -1,
                )
            )
    return options


def _best_gains(options: list[tuple], numbers: list[int]) -> list[tuple[int, int]]:
    """For each of ``numbers`` (ascending), (points added, slot) of its best place, (0, 0) if none adds."""
    best = [(0, 0)] * len(numbers)
    for slot, low, high, length, before, stars, rest_colour, rest_parity in options:
        for i in range(bisect_right(numbers, low), bisect_left(numbers, high)):  # the numbers that fit there
            number = numbers[i]
            points = stars + STARS_OF[number] + length * (2 if rest_colour in (COLOR_OF[number], -2) else 1)
            if rest_parity == number & 1 or rest_parity == -2:
                points += length
            if points - before > best[i][0]:
                best[i] = (points - before, slot)
    return best


def _best_gain(options: list[tuple], number: int) -> tuple[int, int]:
    return _best_gains(options, [number])[0]


def best_swap(pyramid: list, number: int, odd_even: bool, all_rows: bool = False) -> tuple[int, int]:
    """(points gained, slot) of the best place for ``number`` in a face-up pyramid."""
    return _best_gain(swap_options(pyramid, odd_even, all_rows), number)


def play_greedy(state, rng: random.Random) -> None:
    """Let the greedy player make every move of every seat until the game ends."""
    while not state.is_over():
        action = greedy_action(state.view(state.to_move()), rng)
        state.play(action)  # greedy_action picks from the view's legal moves
        state.history.append(action)


# Hints state facts the engine checks (tests/test_hints_true.py), each a claim of the Reason:
# ("between", slot, left, right) the nearest face-up numbers left and right of the slot in its row
# (None: the row's start or end); ("ascends", slot, card) with the card there, the row's face-up
# numbers ascend with room for the cards still to come between them; ("open", slot) no other card
# of the row is face up; ("no_fit", card) no face-down place keeps a row ascendable for the card;
# ("lost", slot) the slot's row could not ascend already, whatever goes there;
# ("breaks", slot, card) with the card there, the row's face-up numbers can no longer ascend;
# ("belongs", slot, card) the slot is the place of its row nearest to where the card's number falls
# in an ascending row; ("star_gain", gain, more) a random card from the pile would add ``gain``
# points on average (to one decimal), placed at its best, and whether that is more than the Star's 3;
# ("swap_gain", slot, gain) the swap adds ``gain`` points to the pyramid; ("most", gain) no place adds
# more for the drawn card; ("no_gain", card) no swap of the card adds points.
# A reason compares the move with the one it beat (``rather``: the next best move the judge weighed, or the
# move played, in a review; by default Normal's next choice), by the first thing that tells them apart in
# the move's favour: ("breaks", slot, card) of the other move (its row can no longer ascend);
# ("colour", slot, card) the row's other face-up cards, one at least, are all of the card's colour and
# ("mixed", slot, card) the other move's row holds a face-up card of another colour than its card;
# ("more_stars", card, other) the card has more stars; ("nearer", slot, card, other_slot, other) the card
# is nearer than the other to the number that would space its row evenly there (``ideal``); failing all,
# the judge's play-outs, stated as such (no claim: their figures follow the reason).


def reason(view: IpsoView, action, rather=None) -> Reason:
    """Why ``action`` is a good move rather than ``rather``, as checkable claims (listed above)."""
    judged = rather is not None and rather != action  # the judge weighed both: its play-outs decided
    if not judged:
        rather = normal_next(view, action)
    fact = _fact(view, action)
    than, claims = None, ()
    if isinstance(action, Replace) and isinstance(rather, Replace):
        than, claims = _compare_placements(view, action, rather)
    if than is None and judged and fact.key not in DECIDED:
        than = Text("ipso.hint.than.played_out", other=_move(view, rather))
    if than is None:
        return fact
    return Reason("ipso.hint.compared", {"fact": Text(fact.key, **fact.params), "than": than}, fact.claims + claims)


# The reasons that decide the move against any other by themselves: the Star's average against its sure 3
# points, a swap that adds the most, a discard when no place adds anything.
DECIDED = {"ipso.hint.keep", "ipso.hint.spend", "ipso.hint.swap", "ipso.hint.discard"}


def normal_next(view: IpsoView, action):
    """The move Normal ranks next after ``action`` (None if there is none)."""
    if view.phase == "play":
        return next((a for _, a in ranked_placements(view) if a != action), None)
    return next((a for a in view.legal if a != action), None)


def _move(view: IpsoView, action) -> Text:
    """The other move, as the comparison names it."""
    if isinstance(action, Replace):
        return Text("ipso.hint.other.replace", card=view.centre[action.centre], **slot_name(action.slot))
    if isinstance(action, DiscardDrawn):
        return Text("ipso.hint.other.discard", card=view.drawn)
    if isinstance(action, KeepStar):
        return Text("ipso.hint.other.keep")
    if isinstance(action, SpendStar):
        return Text("ipso.hint.other.spend")
    return Text("ipso.hint.other.swap", card=view.drawn, **slot_name(action.slot))


def ideal(view: IpsoView, slot: int) -> float:
    """The number that would space the slot's row evenly there, between its face-up neighbours."""
    return fit(*_row_cells(view, slot)).ideal


def same_colour(view: IpsoView, slot: int, number: int) -> bool | None:
    """True: the row's other face-up cards (one at least) are all of the number's colour; False: one is of
    another colour; None: none is face up."""
    cells, _ = _row_cells(view, slot)
    up = [n for n in cells if n is not None]
    return all(COLOR_OF[n] == COLOR_OF[number] for n in up) if up else None


def _compare_placements(view: IpsoView, action: Replace, rather: Replace) -> tuple[Text | None, tuple]:
    card, other = view.centre[action.centre], view.centre[rather.centre]
    mine, theirs = _with_card(view, action.slot, card), _with_card(view, rather.slot, other)
    their_row_lives = can_ascend(_row_cells(view, rather.slot)[0])
    names = {"other": other, **{f"other_{k}": v for k, v in slot_name(rather.slot).items()}}
    fine = can_ascend(mine) or not can_ascend(_row_cells(view, action.slot)[0])  # it spoils no live row
    if fine and their_row_lives and not can_ascend(theirs):
        return Text("ipso.hint.than.breaks", **names), (("breaks", rather.slot, other),)
    if not (can_ascend(mine) and can_ascend(theirs)):
        return None, ()
    if same_colour(view, action.slot, card) and same_colour(view, rather.slot, other) is False:
        return Text("ipso.hint.than.colour", card=card, **names), (
            ("colour", action.slot, card),
            ("mixed", rather.slot, other),
        )
    if STARS_OF[card] > STARS_OF[other]:
        stars = {"stars": STARS_OF[card], "other_stars": STARS_OF[other]}
        return Text("ipso.hint.than.stars", card=card, **stars, **names), (("more_stars", card, other),)
    mine_ideal, their_ideal = ideal(view, action.slot), ideal(view, rather.slot)
    if abs(card - mine_ideal) < abs(other - their_ideal):
        where = {"ideal": f"{mine_ideal:.0f}", "other_ideal": f"{their_ideal:.0f}"}
        return Text("ipso.hint.than.nearer", card=card, **where, **names), (
            ("nearer", action.slot, card, rather.slot, other),
        )
    return None, ()


def _fact(view: IpsoView, action) -> Reason:
    """What the move does, as checkable claims (the comparison with another move is added by ``reason``)."""
    if isinstance(action, Replace):
        cells, pos = _row_cells(view, action.slot)
        left = next((n for n in reversed(cells[:pos]) if n is not None), None)
        right = next((n for n in cells[pos + 1 :] if n is not None), None)
        card = view.centre[action.centre]
        where = slot_name(action.slot)
        if not can_ascend(cells[:pos] + [card] + cells[pos + 1 :]):
            if not can_ascend(cells):
                return Reason("ipso.hint.lost_row", {"card": card, **where}, (("lost", action.slot),))
            fits = any(can_ascend(_with_card(view, a.slot, card)) for a in view.legal if view.centre[a.centre] == card)
            if fits:  # a move chosen without thinking (or by a search): say what it costs, no more
                return Reason("ipso.hint.breaks", {"card": card, **where}, (("breaks", action.slot, card),))
            return Reason("ipso.hint.no_fit", {"card": card, **where}, (("no_fit", card),))
        if left is None and right is None:
            if belongs(action.slot, card):
                return Reason(
                    "ipso.hint.open_row",
                    {"card": card, **where},
                    (("open", action.slot), ("belongs", action.slot, card)),
                )
            return Reason("ipso.hint.open_row_any", {"card": card, **where}, (("open", action.slot),))
        return Reason(
            "ipso.hint.place",
            {
                "card": card,
                **where,
                "left": left if left is not None else Text("ipso.hint.start"),
                "right": right if right is not None else Text("ipso.hint.end"),
            },
            (("between", action.slot, left, right), ("ascends", action.slot, card)),
        )
    if isinstance(action, (KeepStar, SpendStar)):
        expected = expected_star_gain(view)
        more = expected > STAR_CARD_POINTS
        key = "ipso.hint.keep" if isinstance(action, KeepStar) else "ipso.hint.spend"
        if more == isinstance(action, KeepStar):  # the search's choice, against the average
            key += "_anyway"
        gain = f"{expected:.1f}"
        return Reason(key, {"gain": gain}, (("star_gain", gain, more),))
    assert view.drawn is not None  # the final round's drawn card: swapped in or discarded
    gains = swap_gains(view)
    best = max(gains.values(), default=0)
    if isinstance(action, DiscardDrawn):
        if best > 0:  # the search's choice, against the points a place would add
            return Reason("ipso.hint.discard_gain", {"card": view.drawn, "gain": best}, (("most", best),))
        return Reason("ipso.hint.discard", {"card": view.drawn}, (("no_gain", view.drawn),))
    points = gains.get(action.slot, 0)
    key = "ipso.hint.swap" if points == best and points > 0 else "ipso.hint.swap_less"
    claims = (("swap_gain", action.slot, points),) + ((("most", points),) if key == "ipso.hint.swap" else ())
    return Reason(key, {"card": view.drawn, "gain": points, **slot_name(action.slot)}, claims)


def swap_gains(view: IpsoView) -> dict[int, int]:
    """The points swapping the drawn card into each slot adds to the pyramid (it changes that slot's row only)."""
    pyramid = [n or 0 for n in view.pyramids[view.seat]]  # in the final round every card is face up
    drawn = view.drawn or 0
    gains = {}
    for slot in range(len(pyramid)):
        row = ROWS[ROW_OF_SLOT[slot]]
        before = [pyramid[s] for s in row]
        after = [drawn if s == slot else pyramid[s] for s in row]
        gains[slot] = (
            row_value(after, view.odd_even, view.odd_even_all_rows)[0]
            - row_value(before, view.odd_even, view.odd_even_all_rows)[0]
        )
    return gains


def can_ascend(cells: list) -> bool:
    """Can a row with these face-up numbers (None: face down) still ascend, each face-down card
    getting a number of its own between its neighbours' (numbers go from 1 to 90)?"""
    known = [(-1, 0)] + [(i, n) for i, n in enumerate(cells) if n is not None] + [(len(cells), 91)]
    return all(b - a >= j - i for (i, a), (j, b) in zip(known, known[1:]))


def _with_card(view: IpsoView, slot: int, number: int) -> list:
    cells, pos = _row_cells(view, slot)
    cells[pos] = number
    return cells


def belongs(slot: int, number: int) -> bool:
    """Is ``slot`` the place of its row nearest to where ``number`` falls in an ascending row?"""
    row = ROWS[ROW_OF_SLOT[slot]]

    def off(s: int) -> float:
        return abs(number - (s - row[0] + 1) * 91 / (len(row) + 1))

    return off(slot) == min(off(s) for s in row)


def reason_beginner(view: IpsoView, action) -> Reason:
    """The beginner's own reasons: a card goes where its number belongs, whatever is already there
    (when it played without thinking, the Normal player's reason for the move is given instead)."""
    if isinstance(action, Replace) and belongs(action.slot, view.centre[action.centre]):
        card = view.centre[action.centre]
        return Reason("ipso.hint.open_row", {"card": card, **slot_name(action.slot)}, (("belongs", action.slot, card),))
    if isinstance(action, KeepStar):
        return Reason("ipso.hint.keep_sure", {})
    return reason(view, action)


def explain(view: IpsoView, action, language: str = "en", rather=None) -> str:
    """Why ``action`` is a good move (rather than ``rather``), in a sentence or two."""
    return reason(view, action, rather).text(language)


def explain_beginner(view: IpsoView, action, language: str = "en") -> str:
    return reason_beginner(view, action).text(language)


def expert_candidates(view: IpsoView) -> list:
    if view.phase == "play":
        return [action for _, action in ranked_placements(view)[:EXPERT_WIDTH]]
    return list(view.legal)


EXPERT_WIDTH = 5  # how many of the greedy player's best placements the expert weighs
EXPERT_SAMPLES = 40


def make(level: str, seed: int = 0):
    """The Ipso bot of ``level`` (beginner, normal or expert)."""
    if level == "beginner":
        return HeuristicBot(beginner_action, explain_beginner, seed)
    if level == "normal":
        return HeuristicBot(greedy_action, explain, seed)
    return SampleBot(EXPERT_SAMPLES, play_greedy, expert_candidates, explain=explain, seed=seed)
