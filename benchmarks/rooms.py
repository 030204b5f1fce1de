"""Rooms (issue 16): the store's throughput and its share of a click's latency, SQLite and Redis.

    python -m benchmarks.rooms [--parts sqlite,redis,watch,browser,rooms] [--writers 8] [--seconds 5]
                               [--rounds 40] [--redis URL] [--redis-fsync always|everysec]
                               [--latency-moves 60] [--rooms 20] [--room-moves 10] [--pace 3] [--limit 1800]

``sqlite`` and ``redis``: actions committed per second by ``--writers`` processes at once, each
playing its own room of Ipso (two people's seats, one deal: every action is a person's, checked by
the engine and committed with the move counter's compare-and-set), then by one writer alone for
comparison, with the writers' CPU time per action. Each action is the whole round trip a kernel
makes: read the room, the seat's view, the move, the commit. The Redis part starts its own ``redis-server`` (persistence on, every write
on disk before it is answered: ``appendfsync always``; ``--redis-fsync everysec`` to compare) unless
``--redis`` names one.

``watch``: the store's share of a click reaching another screen -- from just before one kernel's
``act`` to another process's ``watch`` returning (SQLite polls every 25 ms, Redis publishes), and to
that process having read its seat's new view; ``--rounds`` clicks at a player's pace.

``browser`` and ``rooms`` (``benchmarks/rooms_browser.py``), through ``cardkit dashboard`` and headless
Chromium, each person a browser context of their own with their own page and kernel, with SQLite and
with a redis-server of their own (``--redis`` does not apply): ``browser``, the time from one player's
click to the other browser's board showing the move, ``--latency-moves`` moves of two people, one at a
time; ``rooms``, ``--rooms`` rooms of 2, 3 and 4 people playing at once, ``--room-moves`` rounds at a
player's pace (a move every ``--pace`` seconds in each room) and as many with all the rooms' moves at
the same instant, the same times, then the kernels' memory and the store's. A browser part fails with
a message after ``--limit`` seconds. Figures are printed, never asserted; a part is added to
``PARTS`` (name -> function of the parsed arguments).
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import random
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from cardkit.rooms import open_store


def _writer(
    url: str, seconds: float, start: multiprocessing.synchronize.Event, seed: int, results: multiprocessing.Queue
) -> None:
    """Play rooms for ``seconds`` after ``start`` is set; put the number of actions committed."""
    rng = random.Random(seed)
    with open_store(url) as store:
        _play(store, rng, time.monotonic() + 60, moves=1)  # warm: the games imported, the store connected
        results.put("ready")
        start.wait()
        done, deadline, cpu = 0, time.monotonic() + seconds, time.process_time()
        while time.monotonic() < deadline:
            done += _play(store, rng, deadline)
    results.put((done, time.process_time() - cpu))


def _play(store, rng: random.Random, deadline: float, moves: int = 10**9) -> int:
    """A room played by random moves until its end, ``deadline`` or ``moves``; the actions committed."""
    room = store.create("ipso", {"tournament": False}, ["human", "human"])
    tokens = [store.join(room.code, 0, "Ana"), store.join(room.code, 1, "Bo")]
    room = store.start(room.code, tokens[0])
    done = 0
    while room.status == "playing" and time.monotonic() < deadline and done < moves:
        token = tokens[room.to_move]
        legal = store.view(room.code, token).legal
        room = store.act(room.code, token, legal[rng.randrange(len(legal))], move=room.moves)
        done += 1
    return done


def throughput(url: str, writers: int, seconds: float) -> tuple[float, float]:
    """Actions committed per second by ``writers`` processes, each on its own rooms, and the writers'
    CPU time per action in ms (the kernels' share of the work, whatever else the machine runs)."""
    context = multiprocessing.get_context("fork")
    start, results = context.Event(), context.Queue()
    processes = [context.Process(target=_writer, args=(url, seconds, start, seed, results)) for seed in range(writers)]
    for process in processes:
        process.start()
    for _ in processes:
        results.get()  # every writer is ready
    began = time.monotonic()
    start.set()
    counts = [results.get() for _ in processes]
    elapsed = time.monotonic() - began
    for process in processes:
        process.join()
    total = sum(done for done, _ in counts)
    return total / elapsed, 1000 * sum(cpu for _, cpu in counts) / max(1, total)


def report(name: str, url: str, args: argparse.Namespace) -> None:
    for writers in (args.writers, 1):
        rate, cpu = throughput(url, writers, args.seconds)
        print(
            f"{name}: {rate:,.0f} actions/s committed by {writers} concurrent "
            f"{'writer' if writers == 1 else 'writers'} ({cpu:.2f} ms of writer CPU per action)"
        )


def sqlite_part(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", f"sqlite:///{folder}/rooms.db", args)


def redis_part(args: argparse.Namespace) -> None:
    with _redis(args) as url:
        if url:
            report(f"Redis (appendfsync {args.redis_fsync})" if not args.redis else "Redis", url, args)


@contextlib.contextmanager
def _redis(args: argparse.Namespace) -> Iterator[str]:
    """The Redis URL to measure: ``--redis``, or a redis-server of its own (stopped after); "" if none."""
    if args.redis:
        yield args.redis
        return
    server = shutil.which("redis-server")
    if server is None:
        print("Redis: skipped, redis-server is not installed (apt-get install redis-server, or --redis URL)")
        yield ""
        return
    with tempfile.TemporaryDirectory() as folder, socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        s.close()
        process = subprocess.Popen(
            [
                server,
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                folder,
                "--appendonly",
                "yes",
                "--appendfsync",
                args.redis_fsync,
                "--save",
                "",
                "--logfile",
                str(Path(folder, "redis.log")),
            ]
        )
        try:
            _wait_for(port)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            process.terminate()
            process.wait(10)


def _wait_for(port: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.02)
    raise RuntimeError("redis-server did not start")


def _watcher(url: str, code: str, token: str, rounds: int, results: multiprocessing.Queue) -> None:
    """Another kernel: wait for each change, then read its seat's new view; put the times it woke and read."""
    with open_store(url) as store:
        since = store.public(code).moves
        results.put("ready")
        for _ in range(rounds):
            since = store.watch(code, since, 10)
            woke = time.time()
            store.view(code, token)
            results.put((woke, time.time()))


def notification(url: str, rounds: int) -> tuple[list[float], list[float]]:
    """Click -> another process knows (its ``watch`` returns), and click -> it has read its new view, in ms."""
    context = multiprocessing.get_context("fork")
    rng = random.Random(0)
    with open_store(url) as store:
        room = store.create("house_of_suits", {}, ["human", "human"])
        tokens = [store.join(room.code, 0, "Ana"), store.join(room.code, 1, "Bo")]
        room = store.start(room.code, tokens[0])
        results = context.Queue()
        watcher = context.Process(target=_watcher, args=(url, room.code, tokens[1], rounds, results))
        watcher.start()
        results.get()
        woke, read = [], []
        for _ in range(rounds):
            time.sleep(0.05 + 0.05 * rng.random())  # at a player's pace, not back to back
            if room.status != "playing" or room.deal_over:
                room = store.next_deal(room.code, tokens[0]) if room.deal_over and room.status == "playing" else room
            token = tokens[room.to_move]
            legal = store.view(room.code, token).legal
            clicked = time.time()
            room = store.act(room.code, token, legal[rng.randrange(len(legal))])
            at, done = results.get()
            woke.append(1000 * (at - clicked))
            read.append(1000 * (done - clicked))
        watcher.join()
    return woke, read


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def watch_part(args: argparse.Namespace) -> None:
    """The store's share of a click reaching another screen: SQLite polls, Redis notifies."""

    def show(name: str, url: str) -> None:
        woke, read = notification(url, args.rounds)
        print(
            f"{name}: click -> the other kernel wakes {statistics.median(woke):.1f} ms (median; p95 {p95(woke):.1f}), "
            f"-> has read its new view {statistics.median(read):.1f} ms (p95 {p95(read):.1f})"
        )

    with tempfile.TemporaryDirectory() as folder:
        show("SQLite watch", f"sqlite:///{folder}/rooms.db")
    with _redis(args) as url:
        if url:
            show(f"Redis watch (appendfsync {args.redis_fsync})", url)


def _stores(args: argparse.Namespace) -> list[str]:
    """The stores the dashboard parts measure: SQLite, and Redis when redis-server is installed."""
    if shutil.which("redis-server") is None:
        print("Redis (dashboard): skipped, redis-server is not installed (apt-get install redis-server)")
        return ["sqlite"]
    return ["sqlite", "redis"]


def browser_part(args: argparse.Namespace) -> None:
    """Click -> the other browser's board, two people in their own browsers, one move at a time."""
    from benchmarks.rooms_browser import describe, measure_latency

    for store in _stores(args):
        print(describe(measure_latency(store, args.latency_moves, args.limit)), flush=True)


def at_once_part(args: argparse.Namespace) -> None:
    """``--rooms`` rooms of 2 to 4 people, each in their own browser, playing at once."""
    from benchmarks.rooms_browser import describe, measure_rooms

    for store in _stores(args):
        print(describe(measure_rooms(store, args.rooms, args.room_moves, args.pace, args.limit)), flush=True)


# The parts, in the order they run.
PARTS: dict[str, Callable[[argparse.Namespace], None]] = {
    "sqlite": sqlite_part,
    "redis": redis_part,
    "watch": watch_part,
    "browser": browser_part,
    "rooms": at_once_part,
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, from: {', '.join(PARTS)}")
    parser.add_argument("--writers", type=int, default=8, help="concurrent writers (processes)")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long each throughput run lasts")
    parser.add_argument("--rounds", type=int, default=40, help="clicks timed by the watch part")
    parser.add_argument("--redis", default="", help="a Redis URL to measure instead of starting redis-server")
    parser.add_argument(
        "--redis-fsync",
        default="always",
        choices=("always", "everysec"),
        help="the started redis-server's appendfsync: every write on disk, or once a second",
    )
    parser.add_argument("--latency-moves", type=int, default=60, help="moves timed by the browser part")
    parser.add_argument("--rooms", type=int, default=20, help="rooms playing at once in the rooms part")
    parser.add_argument("--room-moves", type=int, default=10, help="rounds of moves in each room (rooms part)")
    parser.add_argument("--pace", type=float, default=3.0, help="seconds between two moves of a room (rooms part)")
    parser.add_argument("--limit", type=float, default=1800, help="seconds a browser part may take before it fails")
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        parser.error(f"unknown part {unknown[0]!r}: choose from {', '.join(PARTS)}")
    for part in parts:
        PARTS[part](args)


if __name__ == "__main__":
    main()
