"""The Rummy 500 Expert's choices judged by a player who sees the other hand.

``python -m benchmarks.expert_regret judge N SEED FILE`` plays Normal against Normal (2 players, seeded
hands) and keeps N positions where seat 0 has a choice, each with every legal move's value as an *oracle*
weighs it: the true hands of both seats, only the stock's order shuffled, ``JUDGE_DEALS`` times, the hand
played out the Normal way (the Expert's own play-outs, and the real opponent's play). The file is a pickle:
trusted input only (written by this command).

``python -m benchmarks.expert_regret choose FILE SETTINGS OUT`` lets the Expert as it is in the source tree
on ``PYTHONPATH`` (SETTINGS: a JSON object of ``cardkit.rummy500.bots`` constants to change, ``'{}'`` for
none) choose in each position and prints its mean *regret*: the best legal move's value less its choice's,
in points (the oracle's knowledge of the other hand is part of every regret; what tells two Experts apart is
the difference). OUT keeps each position's regret; ``--paired A B`` prints B's mean regret less A's with its
95% interval, position by position (the same positions and judge for both, so that difference holds no
judge's luck). Thousands of decisions in minutes where a strength run needs hours: a guide for choosing,
the matches against Normal (``benchmarks.bots --matches``) the measure.
"""

from __future__ import annotations

import json
import pickle
import random
import statistics
import sys
import time

import cardkit.rummy500.bots as rummy_bots
from cardkit.core.bots import margin
from cardkit.core.match import derive_seed
from cardkit.rummy500 import Game
from cardkit.rummy500.rules import RummyState

from .bots import percentile
from .expert_ab import change, gain

JUDGE_DEALS = 400
KEPT = 0.3  # the share of seat 0's decisions kept, so that positions come from many hands


def positions(count: int, seed: int) -> list[RummyState]:
    """``count`` positions of Normal-against-Normal hands where seat 0 has more than one legal move."""
    kept: list[RummyState] = []
    hand = 0
    while len(kept) < count:
        state = Game.new({"players": 2}, seed=derive_seed(seed, hand))
        rng = random.Random(derive_seed(seed, 10_000 + hand))
        hand += 1
        while not state.is_over() and len(kept) < count:
            seat = state.to_move()
            if seat == 0 and len(state.legal_actions()) > 1 and rng.random() < KEPT:
                kept.append(state.clone())
            state.apply(rummy_bots.normal_move(state, rng), seat)
    return kept


def judge(state: RummyState, seed: int) -> dict:
    """Each legal move's mean final margin for seat 0, both hands known, on the same shuffled stocks."""
    rng = random.Random(seed)
    moves = list(dict.fromkeys(state.legal_actions()))
    sums = [0.0] * len(moves)
    for _ in range(JUDGE_DEALS):
        world = state.clone()
        rng.shuffle(world.stock)
        dice = rng.random()
        for i, move in enumerate(moves):
            played = world.clone()
            played.play(move)
            rummy_bots.play_normal(played, random.Random(dice))
            sums[i] += margin(played, 0)
    return {move: total / JUDGE_DEALS for move, total in zip(moves, sums)}


def paired(first: str, second: str) -> None:
    with open(first) as a, open(second) as b:
        pairs = list(zip(json.load(a), json.load(b), strict=True))
    changed = sum(x != y for x, y in pairs)
    print(
        f"mean regret {statistics.mean(y for _, y in pairs):.3f} against {statistics.mean(x for x, _ in pairs):.3f}: "
        f"{gain([y - x for x, y in pairs])} points a decision, {changed} of {len(pairs)} positions changed"
    )


def main(argv: list[str]) -> None:
    command = argv[0]
    if command == "--paired":
        return paired(argv[1], argv[2])
    if command == "judge":
        count, seed, path = int(argv[1]), int(argv[2]), argv[3]
        start = time.process_time()
        judged = [
            (state, judge(state, derive_seed(seed, 20_000 + i))) for i, state in enumerate(positions(count, seed))
        ]
        with open(path, "wb") as out:
            pickle.dump(judged, out)
        print(f"{len(judged)} positions judged in {time.process_time() - start:.0f} s of CPU")
        return
    if command != "choose":
        raise SystemExit(__doc__)
    path, settings, out_path = argv[1], json.loads(argv[2]), argv[3]
    change(settings)
    with open(path, "rb") as f:
        judged = pickle.load(f)  # noqa: S301  # written by ``judge`` above
    regrets, cpu = [], []
    for i, (state, values) in enumerate(judged):
        expert = rummy_bots.make("expert", seed=i)
        start = time.process_time()
        move = expert.choose(state.view(0))
        cpu.append(time.process_time() - start)
        regrets.append(max(values.values()) - values[move])
    with open(out_path, "w") as out:
        json.dump(regrets, out)
    error = statistics.stdev(regrets) / len(regrets) ** 0.5
    print(
        f"{json.dumps(settings)}: {len(regrets)} positions, mean regret {statistics.mean(regrets):.3f} points "
        f"(standard error {error:.3f}), the best move in {sum(r == 0 for r in regrets)}; CPU per decision median "
        f"{statistics.median(cpu):.3f} s, p95 {percentile(cpu, 0.95):.3f} s"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
