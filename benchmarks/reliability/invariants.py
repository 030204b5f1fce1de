"""3. Invariants at scale: random and bot games of every game and configuration, checked at every step.

At every step of every game: the game's own invariants (its spec's ``invariants``: every card
accounted for, and Rummy 500's deepest-card obligation and top-card rule), and the mover's view lists
exactly the legal moves and holds no card its seat cannot see (it equals the view of a world where
everything hidden from it is dealt afresh). At
every step of every tenth game ("deep"), all the conformance checks of ``cardkit.testing``: every
legal move accepted by ``apply`` and agreeing with ``play``, other moves refused without a change,
every seat's view. Each finished game: scores equal to their breakdown, exact replay from its
record, and (every fiftieth game) its save file loading to exactly the same game.
"""

from __future__ import annotations

import random
from collections import Counter

from cardkit.core import game_class
from cardkit.core.bots import make_bot
from cardkit.testing import (
    check,
    check_finished,
    check_invariants,
    check_position,
    check_replay,
    check_scores,
    check_view_hides_what_its_seat_cannot_see,
    check_views,
)


def game_options(game: str, config: dict, i: int) -> dict:
    if game == "ipso":
        n = config["players"]
        return {**config, "odd_even": i % 2 == 1, "first_player": i % n, "direction": 1 if i % 3 else -1}
    if game == "house_of_suits":
        return {**config, "dealer": i % 2}
    if game == "rummy500":
        return {**config, "dealer": i % config["players"]}
    return dict(config)


def invariant_game(game: str, config: dict, i: int, rng: random.Random) -> tuple[str, int, bool]:
    """Game ``i`` of a configuration, checked at every step. Returns (who played, steps, deep)."""
    player = ("random", "random", "beginner", "normal")[i % 4]
    deep = i % 10 == 0
    state = game_class(game).new(game_options(game, config, i), seed=i)
    bots = None if player == "random" else [make_bot(game, player, i * 10 + s) for s in range(state.num_players)]
    steps = 0
    while not state.is_over():
        check_invariants(state)
        seat = state.to_move()
        view = state.view(seat)
        legal = state.legal_actions()
        check(list(view.legal) == legal, f"{game}: the view's legal moves are not the legal moves")
        check_view_hides_what_its_seat_cannot_see(view, rng)
        if deep:
            check_position(state, rng)
        action = legal[rng.randrange(len(legal))] if bots is None else bots[seat].choose(view)
        state.apply(action)
        steps += 1
        check(steps < 5000, f"{game}: a game did not end")
    check_invariants(state)
    check_views(state, rng)
    if i % 50 == 0:
        check_finished(state)  # scores, replay, and the save file
    else:
        check_scores(state)
        check_replay(state)
    return player, steps, deep


def invariant_task(game: str, config: dict, first: int, count: int, step: int) -> Counter:
    counts: Counter = Counter()
    rng = random.Random(first * 7 + len(game))
    for i in range(first, first + count * step, step):
        try:
            player, steps, deep = invariant_game(game, config, i, rng)
        except Exception as e:  # noqa: BLE001 - a broken invariant or a crash, reported as text
            counts["violations"] += 1
            counts.setdefault(
                "first violation",  # type: ignore[arg-type]
                f"{game} {config} game {i}: {type(e).__name__}: {e}",
            )
            continue
        counts["games"] += 1
        counts[f"{player} games"] += 1
        counts["steps checked"] += steps
        counts["deep games"] += deep
    return counts
