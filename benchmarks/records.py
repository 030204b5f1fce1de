"""Records: ``python -m benchmarks.records [--records N] [--rounds R] [--rooms URL] [--static-page]``.

N kept games (default 10,000) of one player: real finished Ipso deals between Normal bots, each kept under
its own id and date, in a fresh records file or on the Redis server of ``--rooms redis://...`` (where the
benchmark's player's games are deleted at the start and the end). Then R rounds (default 5) of ``list``
then ``summary`` (which lists too), interleaved; prints each round's seconds and the medians against the
goal: the whole list and the summary each in under 1 s. The figures go to docs/benchmarks.md.

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
    parser.add_argument("--rounds", type=int, default=5)
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
        lists, summaries = [], []
        for round in range(args.rounds):
            began = time.perf_counter()
            listed = records.list(PLAYER)
            lists.append(time.perf_counter() - began)
            began = time.perf_counter()
            lines = records.summary(PLAYER)
            summaries.append(time.perf_counter() - began)
            print(f"round {round + 1}: list {lists[-1]:.3f} s ({len(listed)} games), summary {summaries[-1]:.3f} s")
        assert len(listed) == args.records and sum(line.games for line in lines) == args.records
        records.delete(PLAYER)
    for name, times in (("list", lists), ("summary", summaries)):
        median = statistics.median(times)
        verdict = "meets" if median < GOAL_SECONDS else "misses"
        print(f"{name}: median {median:.3f} s over {args.rounds} rounds, {verdict} the goal of {GOAL_SECONDS:.0f} s")


if __name__ == "__main__":
    main()
