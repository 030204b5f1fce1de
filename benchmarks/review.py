"""Review time: ``python -m benchmarks.review [--games N] [--workers K] [--game G]``.

The Expert's review (``cardkit.review``, at its full budget) of seat 0 in whole games between Normal
bots, two players: a Rummy 500 hand, an Ipso game and a House of Suits game, N seeded games each
(default 3). Prints the decisions per game and the seconds per review (median and worst) against
the goal: a whole game reviewed in 30 s or less with 2 workers. The machine is shared, so it also
prints the CPU seconds a review took in all (this process and its workers) divided by the workers:
what the wall time comes to when the cores are free.
"""
from __future__ import annotations

import argparse
import resource
import statistics
import time

from cardkit.analysis import review
from cardkit.core.bots import make_bot
from cardkit.core.match import derive_seed
from cardkit.core.record import Record, game_class

GOAL_SECONDS = 30.0
GAMES = ("rummy500", "ipso", "house_of_suits")
TWO_PLAYERS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def normal_game(game: str, seed: int) -> Record:
    """A whole seeded game (a Rummy 500 hand) between two Normal bots."""
    state = game_class(game).new(TWO_PLAYERS[game], seed)
    bots = [make_bot(game, "normal", derive_seed(seed, seat)) for seat in range(2)]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state.record()


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers, once shut down)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    print(f"{'game':15} {'games':>5} {'decisions':>10} {'median s':>9} {'worst s':>8} {'cpu/workers':>12} "
          f"{'goal s':>7}  met")
    for game in args.game or GAMES:
        seconds, decisions, cpu = [], [], []
        for i in range(args.games):
            record = normal_game(game, derive_seed(args.seed, i))
            start, start_cpu = time.perf_counter(), cpu_seconds()
            result = review(record, 0, workers=args.workers, progress=False)
            seconds.append(time.perf_counter() - start)
            cpu.append((cpu_seconds() - start_cpu) / args.workers)
            decisions.append(len(result.decisions))
        worst = max(seconds)
        print(f"{game:15} {args.games:5d} {statistics.mean(decisions):10.1f} {statistics.median(seconds):9.1f} "
              f"{worst:8.1f} {statistics.median(cpu):12.1f} {GOAL_SECONDS:7.0f}  "
              f"{'yes' if worst <= GOAL_SECONDS else 'missed'}")


if __name__ == "__main__":
    main()
