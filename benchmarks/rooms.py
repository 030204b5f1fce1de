"""Rooms (issue 16): the store's throughput, SQLite and Redis.

    python -m benchmarks.rooms [--parts sqlite,redis] [--writers 8] [--seconds 5] [--redis URL]
                               [--redis-fsync always|everysec]

``sqlite`` and ``redis``: actions committed per second by ``--writers`` processes at once, each
playing its own room of Ipso (two people's seats, one deal: every action is a person's, checked by
the engine and committed with the move counter's compare-and-set), then by one writer alone for
comparison, with the writers' CPU time per action. Each action is the whole round trip a kernel makes: read the room, the seat's view,
the move, the commit. The Redis part starts its own ``redis-server`` (persistence on, every write
on disk before it is answered: ``appendfsync always``; ``--redis-fsync everysec`` to compare) unless
``--redis`` names one. Figures are
printed, never asserted; a part is added to ``PARTS`` (name -> function of the parsed arguments).
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable

from cardkit.rooms import open_store


def _writer(url: str, seconds: float, start: "multiprocessing.synchronize.Event", seed: int,
            results: "multiprocessing.Queue") -> None:
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


def _play(store, rng: random.Random, deadline: float, moves: int = 10 ** 9) -> int:
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
        print(f"{name}: {rate:,.0f} actions/s committed by {writers} concurrent "
              f"{'writer' if writers == 1 else 'writers'} ({cpu:.2f} ms of writer CPU per action)")


def sqlite_part(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", f"sqlite:///{folder}/rooms.db", args)


def redis_part(args: argparse.Namespace) -> None:
    if args.redis:
        report("Redis", args.redis, args)
        return
    server = shutil.which("redis-server")
    if server is None:
        print("Redis: skipped, redis-server is not installed (apt-get install redis-server, or --redis URL)")
        return
    with tempfile.TemporaryDirectory() as folder, socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        s.close()
        process = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--dir", folder,
                                    "--appendonly", "yes", "--appendfsync", args.redis_fsync, "--save", "",
                                    "--logfile", str(Path(folder, "redis.log"))])
        try:
            _wait_for(port)
            report(f"Redis (appendfsync {args.redis_fsync})", f"redis://127.0.0.1:{port}/0", args)
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


# The parts, in the order they run; the browser latency and the 20-room load are added here too.
PARTS: dict[str, Callable[[argparse.Namespace], None]] = {
    "sqlite": sqlite_part,
    "redis": redis_part,
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, from: {', '.join(PARTS)}")
    parser.add_argument("--writers", type=int, default=8, help="concurrent writers (processes)")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long each throughput run lasts")
    parser.add_argument("--redis", default="", help="a Redis URL to measure instead of starting redis-server")
    parser.add_argument("--redis-fsync", default="always", choices=("always", "everysec"),
                        help="the started redis-server's appendfsync: every write on disk, or once a second")
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        parser.error(f"unknown part {unknown[0]!r}: choose from {', '.join(PARTS)}")
    for part in parts:
        PARTS[part](args)


if __name__ == "__main__":
    main()
