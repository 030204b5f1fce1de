"""Bot strength and speed: ``python -m benchmarks.bots [--games N] [--workers K] [--game G] [--matches M]``.

For every game, two players: Expert vs Normal, Normal vs Beginner and Beginner vs Random, N
seeded games per pairing (default 400), seats swapped from game to game. Prints the stronger
bot's win rate with its 95% (Wilson) interval against the target: a target is met only when the
interval's lower bound reaches it (a win rate above the target by chance is not enough), "missed"
otherwise. Then the Expert's time per decision (each game runs on one core).

``--matches M`` measures the Rummy 500 Expert against Normal in M matches to 500 instead (bots
change seats from match to match, and the deal passes round within a match): the share of matches
won, and the share of the hands of those matches won (a hand of a match is a seeded hand like any
other: the bots play each hand for its own score), each with its 95% interval, and the Expert's time
per decision, both wall-clock and CPU (``time.process_time`` in the worker: what the decision costs
when the machine's cores are shared with other work). ``--games 0`` skips the pairings; ``--pairing normal:old_normal`` (repeatable) plays only those.
Rummy 500 also pairs Normal and Beginner with themselves as they were before they weighed what a
discard offers the next player (``old_normal``, ``old_beginner``: ``benchmarks/old_rummy500.py``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from cardkit.core.arena import arena, wilson
from cardkit.core.bots import make_bot
from cardkit.core.match import Match, derive_seed
from cardkit.games import names

from .old_rummy500 import old_beginner, old_normal

GAMES = names()

PAIRINGS = (("expert", "normal", 0.70), ("normal", "beginner", 0.70), ("beginner", "random", 0.60))
# Rummy 500's bots against themselves before they weighed what a discard offers the next player (issue 27):
# the new bot should win more than half the hands.
OLD_BOTS = {"old_normal": old_normal, "old_beginner": old_beginner}
GAME_PAIRINGS = {"rummy500": (("normal", "old_normal", 0.50), ("beginner", "old_beginner", 0.50))}
TWO_PLAYERS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_match(strong: str, weak: str, strong_seat: int, seed: int, target: int = 500) -> dict:
    """One seeded Rummy 500 match to ``target`` between two bots: who won each hand and the match,
    and the strong bot's time per decision. Picklable, for process pools."""
    match = Match("rummy500", {"players": 2, "target": target}, seed)
    levels = [weak, weak]
    levels[strong_seat] = strong
    bots = [make_bot("rummy500", level, derive_seed(seed, 1000 + i)) for i, level in enumerate(levels)]
    hands, times, cpu = [], [], []
    while True:
        state = match.current
        while not state.is_over():
            seat = state.to_move()
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(state.view(seat))
            if seat == strong_seat:
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            state.apply(action, seat)
        winners = state.winners()
        hands.append(1 / len(winners) if strong_seat in winners else 0.0)
        if match.is_over():
            break
        match.next_deal()
    winners = match.winners()
    return {"hands": hands, "match": 1 / len(winners) if strong_seat in winners else 0.0, "times": times, "cpu": cpu}


def _play_match(args: tuple) -> dict:
    return play_match(*args)


def _summary(results: list[dict], strong: str, weak: str) -> list[str]:
    hands = [h for r in results for h in r["hands"]]
    lines = []
    # The goals: matches, the interval's lower bound >= 75%; hands, >= 65% and the lower bound >= 62%.
    for what, wins, n, rate, bound in (
        ("matches to 500", sum(r["match"] for r in results), len(results), 0, 0.75),
        ("hands", sum(hands), len(hands), 0.65, 0.62),
    ):
        low, high = wilson(wins, n)
        goal = f"won >= {rate:.0%} and lower bound >= {bound:.0%}" if rate else f"lower bound >= {bound:.0%}"
        lines.append(
            f"rummy500 {strong} vs {weak}, {what}: {n} played, {wins:g} won, {wins / n:.2%} "
            f"({low:.1%}-{high:.1%}), goal: {goal}: {'met' if wins / n >= rate and low >= bound else 'missed'}"
        )
    return lines


def matches(
    count: int,
    seed: int,
    workers: int | None,
    seconds: float | None = None,
    strong: str = "expert",
    weak: str = "normal",
) -> None:
    """Print the strong bot's share of matches and of hands against the weak one, and its decision
    times. With ``seconds``, no match starts after that time (the matches under way are finished)."""
    start = time.perf_counter()
    jobs = [(strong, weak, i % 2, derive_seed(seed, i)) for i in range(count)]
    in_flight = workers or os.cpu_count() or 1
    results: list[dict] = []
    with ProcessPoolExecutor(in_flight) as pool:
        pending: set = set()
        while jobs or pending:
            while jobs and len(pending) < in_flight and (seconds is None or time.perf_counter() - start < seconds):
                pending.add(pool.submit(play_match, *jobs.pop(0)))
            if not pending:
                break
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            results += [f.result() for f in done]
            cpu = [t for r in results for t in r["cpu"]]
            print(
                f"  {len(results)} matches, {time.perf_counter() - start:.0f} s: "
                + "; ".join(_summary(results, strong, weak))
                + f"; decision CPU p95 so far {percentile(cpu, 0.95):.3f} s ({len(cpu)} moves)",
                flush=True,
            )
    for line in _summary(results, strong, weak):
        print(line)
    for what in ("times", "cpu"):
        times = [t for r in results for t in r[what]]
        p95 = percentile(times, 0.95)
        print(
            f"{strong} decision {'wall' if what == 'times' else 'CPU'} time (s): {len(times)} moves, "
            f"median {statistics.median(times):.3f}, p95 {p95:.3f}, max {max(times):.3f}  "
            f"p95 <= 1 s: {'yes' if p95 <= 1 else 'NO'}"
        )
    print(f"{time.perf_counter() - start:.0f} s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    parser.add_argument("--matches", type=int, default=0, help="Rummy 500: Expert vs Normal matches to 500")
    parser.add_argument("--seconds", type=float, default=None, help="with --matches: start no match after this")
    parser.add_argument("--pairing", action="append", help="only this pairing, e.g. normal:old_normal (repeatable)")
    args = parser.parse_args(argv)
    if args.matches:
        matches(args.matches, args.seed, args.workers, args.seconds)
    if not args.games:
        return
    print(
        f"{'game':15} {'pairing':20} {'games':>6} {'win rate':>9} {'95% CI':>15} {'target':>7}  {'met':6} "
        f"{'margin':>7} {'seconds':>8}"
    )
    expert_times = {}
    for game in args.game or GAMES:
        for strong, weak, target in PAIRINGS + GAME_PAIRINGS.get(game, ()):
            if args.pairing and f"{strong}:{weak}" not in args.pairing:
                continue
            start = time.perf_counter()
            result = arena(
                game,
                [OLD_BOTS.get(strong, strong), OLD_BOTS.get(weak, weak)],
                args.games,
                seed=args.seed,
                options=TWO_PLAYERS[game],
                workers=args.workers,
                progress=False,
            )
            s = result.standings[0]
            print(
                f"{game:15} {strong + ' vs ' + weak:20} {s.games:6d} {s.win_rate:9.1%} "
                f"{f'{s.low:.1%}-{s.high:.1%}':>15} {target:7.0%}  {'met' if s.low >= target else 'missed':6} "
                f"{s.mean_margin:+7.1f} {time.perf_counter() - start:8.0f}",
                flush=True,
            )
            for problem in result.problems:
                print(f"    problem: {problem}")
            if strong == "expert":
                expert_times[game] = result.decision_times("expert")
    print()
    print(f"{'Expert decision time (s)':27} {'moves':>7} {'median':>7} {'p95':>7} {'max':>7}  p95 <= 1 s")
    for game, times in expert_times.items():
        p95 = percentile(times, 0.95)
        print(
            f"{game:27} {len(times):7d} {statistics.median(times):7.3f} {p95:7.3f} {max(times):7.3f}  "
            f"{'yes' if p95 <= 1 else 'NO'}"
        )


if __name__ == "__main__":
    main()
