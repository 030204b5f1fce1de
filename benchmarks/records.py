"""Records: ``python -m benchmarks.records [--records N] [--rounds R] [--rooms URL] [--static-page]``.

N kept games (default 10,000) of one player: real finished Ipso deals between Normal bots, each kept under
its own id and date, in a fresh records file or on the Redis server of ``--rooms redis://...`` (where the
benchmark's player's games are deleted at the start and the end). Then R rounds (default 11) of ``list``
then ``summary`` (which lists too), interleaved; prints each round's seconds (wall, and the CPU time of this
process: on Redis the server's work is in the wall time only) and per operation the median with its 95%
interval (order statistics). Goal: the whole list and the summary each in under 1 s, met only when the
interval's upper bound is under it. The figures go to docs/benchmarks.md.

``--static-page``: the static page's start instead (``cardkit.litepage.bridge.Kept``): N different Ipso deals
between Beginner bots, their export as the browser's storage holds it (its size per game), read back R times
(every game replayed and checked); the CPU seconds of each read, by CPython (Pyodide is slower: see
docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.rummy500 import interval  # the 95% interval of a median, from the order statistics
from cardkit.core.bots import make_bot
from cardkit.games import spec
from cardkit.records import open_records
from cardkit.records.store import kept, player_key

GOAL_SECONDS = 1.0
PLAYER = "benchmark-player-0123456789"


def finished(seed: int, level: str = "normal"):
    state = spec("ipso").state.new(None, seed)
    bots = [make_bot("ipso", level, seed + i) for i in range(state.num_players)]
    while not state.is_over():
        state.apply(bots[state.to_move()].choose(state.view(state.to_move())))
    return state.record()


def static_page(records: int, rounds: int) -> None:
    from cardkit.litepage.bridge import PLAYER as VISITOR, Kept

    page = Kept(None)
    for seed in range(records):  # as many deals (an import keeps a deal once: its id is drawn from its record)
        record = finished(seed, "beginner")
        page.records.add(
            VISITOR, kept(record, 0, ["human", "beginner"], ["Ana", "Bot 2 (beginner)"], 1.7e9 + seed), record
        )
    stored = page.records.export(VISITOR)
    size = len(stored.encode())
    print(f"{records} games: {size} bytes stored, {size / records:.0f} bytes a game")
    reads = []
    for round in range(rounds):
        began = time.process_time()
        again = Kept(stored)
        reads.append(time.process_time() - began)
        print(f"round {round + 1}: read back in {reads[-1]:.3f} CPU s")
    assert again.unread is None and again.count() == records, again.unread
    print(f"read back: median {statistics.median(reads):.3f} CPU s ({min(reads):.3f}-{max(reads):.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--rooms", help="a rooms store's address (default: a new SQLite file)")
    parser.add_argument("--static-page", action="store_true", help="the static page's start (its stored games read)")
    args = parser.parse_args()
    if args.static_page:
        static_page(args.records, args.rounds)
        return
    deals = [finished(seed) for seed in range(20)]
    with tempfile.TemporaryDirectory() as folder, open_records(args.rooms or Path(folder) / "rooms.db") as records:
        key = player_key(PLAYER)
        records.delete(PLAYER)  # a run stopped before its end left its games
        items = []
        for i in range(args.records):
            record = deals[i % len(deals)]
            game = kept(record, 0, ["human", "normal"], ["Ana", "Bot 2 (normal)"], 1.7e9 + i, key)
            items.append((dataclasses.replace(game, id=f"{i:032x}"), record))
        records._insert(key, items)
        times: dict[str, list[tuple[float, float]]] = {"list": [], "summary": []}  # (wall, CPU) a round
        for round in range(args.rounds):
            wall, cpu = time.perf_counter(), time.process_time()
            listed = records.list(PLAYER)
            times["list"].append((time.perf_counter() - wall, time.process_time() - cpu))
            wall, cpu = time.perf_counter(), time.process_time()
            lines = records.summary(PLAYER)
            times["summary"].append((time.perf_counter() - wall, time.process_time() - cpu))
            print(
                f"round {round + 1}: list {times['list'][-1][0]:.3f} s ({len(listed)} games), "
                f"summary {times['summary'][-1][0]:.3f} s"
            )
        assert len(listed) == args.records and sum(line.games for line in lines) == args.records
        records.delete(PLAYER)
    for name, rounds in times.items():
        wall, low, high = interval([w for w, _ in rounds])
        cpu, cpu_low, cpu_high = interval([c for _, c in rounds])
        verdict = "met" if high < GOAL_SECONDS else "not met"
        print(
            f"{name}: median {wall:.3f} s (95% {low:.3f}-{high:.3f}), CPU {cpu:.3f} s (95% {cpu_low:.3f}-"
            f"{cpu_high:.3f}) over {args.rounds} rounds; goal under {GOAL_SECONDS:.0f} s: {verdict}"
        )


if __name__ == "__main__":
    main()
