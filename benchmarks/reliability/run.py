"""Running the parts on a process pool and printing their table: ``python -m benchmarks.reliability``."""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed

from benchmarks.reliability import __doc__ as DESCRIPTION
from benchmarks.reliability.audit import audit_task
from benchmarks.reliability.common import CONFIGS, FULL, GAMES, SEAT_COUNTS, SMALL
from benchmarks.reliability.fuzz import fuzz_engine, fuzz_messages
from benchmarks.reliability.invariants import invariant_task
from benchmarks.reliability.saves import corrupt_saves, hostile_saves
from benchmarks.reliability.sessions import measure_sessions, sessions_table


def tasks(parts: list[str], sizes: dict, workers: int) -> list[tuple[str, str, Callable, tuple]]:
    """(part, label, function, arguments): every unit of work, split over the workers."""
    found = []
    if "invariants" in parts:
        for game in GAMES:
            for config in CONFIGS[game]:
                label = f"{game} " + ",".join(f"{k}={v}" for k, v in config.items())
                chunks = max(workers, sizes["invariants"] // 1000)
                for c in range(chunks):
                    count = sizes["invariants"] // chunks + (c < sizes["invariants"] % chunks)
                    found.append(("invariants", label, invariant_task, (game, config, c, count, chunks)))
    if "audit" in parts:
        for game in GAMES:
            for players in SEAT_COUNTS[game]:
                chunks = max(workers, sizes["audit"] // 100)
                per = -(-sizes["audit"] // chunks)
                for c in range(chunks):
                    found.append(
                        ("audit", f"{game} {players} seats", audit_task, (game, players, c, chunks, per, 2026))
                    )
    if "fuzz" in parts:
        for game in GAMES:
            found.append(("fuzz", f"{game} widget", fuzz_messages, (game, sizes["fuzz"], 1)))
            found.append(("fuzz", f"{game} engine", fuzz_engine, (game, sizes["fuzz"], 2)))
    if "saves" in parts:
        for game in GAMES:
            found.append(("saves", game, corrupt_saves, (game, sizes["flips"])))
    # The longest first, so the two workers finish together.
    order = {"audit": 0, "invariants": 1, "fuzz": 2, "saves": 3}
    return sorted(found, key=lambda x: order[x[0]])


def run(parts: list[str], sizes: dict, workers: int, progress: bool = True) -> dict[tuple[str, str], Counter]:
    results: dict[tuple[str, str], Counter] = {}
    todo = tasks(parts, sizes, workers)
    start = time.perf_counter()

    def done(part: str, label: str, counts: Counter, n: int) -> None:
        results.setdefault((part, label), Counter()).update(counts)
        if progress:
            print(
                f"[{time.perf_counter() - start:7.1f}s] {n}/{len(todo)} {part:10} {label:28} "
                f"{sum(v for k, v in counts.items() if k != 'first violation' and isinstance(v, int)):>9,} counted,"
                f" {counts['violations']} violations",
                flush=True,
            )

    if workers <= 1:
        for n, (part, label, fn, args) in enumerate(todo, 1):
            done(part, label, fn(*args), n)
    else:
        with ProcessPoolExecutor(workers) as pool:
            futures = {pool.submit(fn, *args): (part, label) for part, label, fn, args in todo}
            for n, future in enumerate(as_completed(futures), 1):
                part, label = futures[future]
                done(part, label, future.result(), n)
    return results


COLUMNS = {
    "audit": ("games", "messages scanned", "saved notebooks scanned", "bot views checked", "undos"),
    "fuzz": ("messages fuzzed", "actions fuzzed", "refused with an explanation"),
    "invariants": ("games", "deep games", "steps checked"),
    "saves": (
        "corrupted files tried",
        "refused with a clear error",
        "loaded unchanged (a harmless change)",
        "future versions tried",
        "illegal moves re-signed",
    ),
}
TITLES = {
    "audit": "1. hidden-information audit (widget games)",
    "fuzz": "2. fuzzing (widget messages, engine apply)",
    "invariants": "3. invariants at scale (random and bot games)",
    "saves": "4. corrupted saves",
}


def table(results: dict[tuple[str, str], Counter]) -> str:
    lines = []
    for part, title in TITLES.items():
        rows = [(label, c) for (p, label), c in results.items() if p == part]
        if not rows:
            continue
        columns = COLUMNS[part]
        columns = (*columns, "violations")
        widths = [max(12, len(c) + 2) for c in columns]
        lines += ["", title, f"  {'':28}" + "".join(f"{c:>{w}}" for c, w in zip(columns, widths))]
        total: Counter = Counter()
        for label, counts in sorted(rows, key=lambda r: r[0]):
            lines.append(f"  {label:28}" + "".join(f"{counts[c]:>{w},}" for c, w in zip(columns, widths)))
            total.update({k: v for k, v in counts.items() if isinstance(v, int)})
        lines.append(f"  {'total':28}" + "".join(f"{total[c]:>{w},}" for c, w in zip(columns, widths)))
        for _label, counts in rows:
            if "first violation" in counts:
                lines.append(f"  !! {counts['first violation']}")
    return "\n".join(lines)


def attacks(small: bool) -> list[tuple[str, Counter]]:
    """Every attack of someone who can reach the server or the kernel (issue 17): on the app from its own
    page (in process), on save files, and on a real dashboard server. Each counts what it tried."""
    from benchmarks.reliability import attacks_app, attacks_server

    found = [(f"page: {name}", report) for name, report in attacks_app.run_all(small).items()]
    found.append(("save files: depth, type, size, version", hostile_saves()))
    server = attacks_server.run(seats=4, per_client=2, flood=8, cull=4) if small else attacks_server.run()
    found += [(f"server: {r['attack']}", Counter(r)) for r in server]
    return found


def attacks_table(found: list[tuple[str, Counter]]) -> str:
    """Violations per attack (what each one tried is printed by the attack itself, above)."""
    lines = [f"{'attack':48} {'violations':>10}"]
    for name, counts in found:
        lines.append(f"{name:48} {counts['violations']:>10}")
        if counts["violations"]:
            lines.append(f"  !! {counts.get('first violation')}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.reliability",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--small", action="store_true", help="a quick run (what the test suite does)")
    parser.add_argument(
        "--parts",
        default="audit,fuzz,invariants,saves,sessions,attacks",
        help="comma-separated: audit, fuzz, invariants, saves, sessions, attacks",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--audit-games", type=int, help=f"widget games per game and seat count ({FULL['audit']})")
    parser.add_argument("--fuzz", type=int, help=f"generated messages and actions per game ({FULL['fuzz']:,})")
    parser.add_argument(
        "--invariant-games", type=int, help=f"games per game and configuration ({FULL['invariants']:,})"
    )
    parser.add_argument("--sessions", type=int, default=20, help="concurrent dashboard sessions (20)")
    parser.add_argument("--reloads", type=int, default=200, help="sequential dashboard page loads (200)")
    args = parser.parse_args(argv)
    sizes = dict(SMALL if args.small else FULL)
    for key, value in (("audit", args.audit_games), ("fuzz", args.fuzz), ("invariants", args.invariant_games)):
        if value is not None:
            sizes[key] = value
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    start = time.perf_counter()
    results = run([p for p in parts if p not in ("sessions", "attacks")], sizes, args.workers)
    violations = sum(c["violations"] for c in results.values())
    text = table(results)
    if "sessions" in parts:
        report = measure_sessions(args.sessions, args.reloads, progress=True)
        violations += report["violations"]
        text += "\n" + sessions_table(report)
    if "attacks" in parts:
        found = attacks(args.small)
        violations += sum(counts["violations"] for _, counts in found)
        text += "\n\n" + attacks_table(found)
    print(text)
    print(
        f"\nviolations found: {violations}    runtime: {time.perf_counter() - start:,.0f} s "
        f"on {args.workers} worker{'s' if args.workers > 1 else ''}"
    )
    return 1 if violations else 0
