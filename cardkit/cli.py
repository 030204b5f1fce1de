"""The ``cardkit`` command."""
from __future__ import annotations

import argparse
import csv
import json
import random
import sys

from cardkit import games, i18n
from cardkit.core import CardkitError, Match


def play_ipso(args: argparse.Namespace) -> None:
    from cardkit.ipso.bots import play_greedy
    from cardkit.ipso.text import game_text

    options = {"players": args.players, "odd_even": args.odd_even, "tournament": args.tournament}
    match = Match("ipso", options, seed=args.seed)
    rng = random.Random(args.seed)
    for index in range(4 if args.tournament else 1):
        if index:
            match.next_deal()
        state = match.current
        if args.bots == "greedy":
            play_greedy(state, rng)
        else:
            state.play_random(rng)
        direction = "clockwise" if state.options.direction == 1 else "anticlockwise"
        print(f"=== Ipso, {match.rules.deal_label(index)} ({direction}), seed {args.seed} ===\n")
        print(game_text(state, args.language))
        print()
    if args.tournament:
        print("Tournament totals: " + ", ".join(f"Player {s + 1}: {t}" for s, t in enumerate(match.totals())))
        print("Tournament winner: " + " and ".join(f"Player {s + 1}" for s in match.winners()))


def run_dashboard(args: argparse.Namespace) -> None:
    """Serve the dashboard with Voila, configured for real use, until Ctrl+C."""
    import os
    import tempfile
    from pathlib import Path

    from cardkit.dashboard import BOT_DELAY_VARIABLE, SEED_VARIABLE, notebook_text

    notebook = Path(__file__).resolve().parent.parent / "notebooks" / "dashboard.ipynb"
    if not notebook.exists():  # cardkit installed without its source tree: the packaged copy
        notebook = Path(tempfile.mkdtemp(prefix="cardkit-")) / "dashboard.ipynb"
        notebook.write_text(notebook_text(), encoding="utf-8")
    if args.bot_delay is not None:
        os.environ[BOT_DELAY_VARIABLE] = str(args.bot_delay)  # the kernels inherit the server's environment
    if args.seed is not None:
        os.environ[SEED_VARIABLE] = str(args.seed)
    # Voila looks for page templates in the Jupyter data directories: the dashboard's own
    # (cardkit/jupyter/voila/templates/cardkit) comes first.
    templates = str(Path(__file__).resolve().parent / "jupyter")
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [templates, os.environ.get("JUPYTER_PATH")]))
    argv = dashboard_arguments(notebook, args.port, args.ip, args.cull_idle_timeout, args.cull_interval,
                               preheat=not args.no_preheat)
    print(f"cardkit dashboard: http://{args.ip}:{args.port}/  (Ctrl+C to stop)", flush=True)
    from voila.app import Voila

    Voila.launch_instance(argv=argv)


def dashboard_arguments(notebook, port: int = 8866, ip: str = "127.0.0.1", cull_idle_timeout: int = 120,
                        cull_interval: int = 30, preheat: bool = True) -> list[str]:
    """Voila's command line for the dashboard.

    Voila 0.5 shuts a kernel down on page unload with a request its own server refuses (403, no
    _xsrf), so every reload or closed tab would leave a kernel running: idle kernels with no page
    connected are culled instead (a page left open keeps its kernel, however long its player
    thinks). A preheated kernel has already run the notebook when the page is requested, halving
    the wait for the form; the kernel manager (``cardkit/dashboard_kernels.py``) keeps the culler
    off a preheated kernel whose page is still connecting. The page is Voila's lab template less
    the stylesheets it fetches from a CDN (``cardkit/jupyter/voila/templates/cardkit``; found through
    ``JUPYTER_PATH``, which ``cardkit dashboard`` sets).
    """
    return [str(notebook), "--no-browser", f"--port={port}", f"--Voila.ip={ip}", "--VoilaConfiguration.template=cardkit",
            f"--MappingKernelManager.cull_idle_timeout={cull_idle_timeout}",
            f"--MappingKernelManager.cull_interval={cull_interval}",
            f"--VoilaConfiguration.preheat_kernel={preheat}",
            "--VoilaConfiguration.multi_kernel_manager_class=cardkit.dashboard_kernels.DashboardKernelManager"]


def parse_options(pairs: list[str]) -> dict:
    """``key=value`` pairs as game options; values are read as JSON when they can be (3, true)."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"cardkit: an option is written key=value, not {pair!r}")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def run_arena(args: argparse.Namespace) -> None:
    from cardkit.core.arena import arena

    result = arena(args.game, args.bots.split(","), args.games, seed=args.seed,
                   options=parse_options(args.option), workers=args.workers, progress=not args.quiet)
    print(result.table())


def run_simulate(args: argparse.Namespace) -> None:
    from cardkit.core.arena import arena, to_rows

    result = arena(args.game, args.bots.split(","), args.games, seed=args.seed,
                   options=parse_options(args.option), workers=args.workers, progress=False)
    rows = to_rows(result)
    out = open(args.output, "w", newline="") if args.output else sys.stdout
    try:
        if args.format == "json":
            json.dump(rows, out, indent=1)
            out.write("\n")
        else:
            writer = csv.DictWriter(out, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    finally:
        if out is not sys.stdout:
            out.close()


def add_match_arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("game", choices=games.names())
    command.add_argument("--bots", default="normal,normal",
                         help="one bot level per seat, comma-separated: random, beginner, normal, expert")
    command.add_argument("--games", type=int, default=100)
    command.add_argument("--seed", type=int, default=0)
    command.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    command.add_argument("-o", "--option", action="append", default=[], metavar="KEY=VALUE",
                         help="a game option, e.g. -o players=3 or -o suits=6 (repeatable)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardkit", description="Teach, play and explore card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="watch bots play a seeded game in the terminal")
    games = play.add_subparsers(dest="game", required=True)
    ipso = games.add_parser("ipso", help="Ipso: ascending rows in a pyramid")
    ipso.add_argument("--players", type=int, default=2, help="2 to 6 (default 2)")
    ipso.add_argument("--seed", type=int, default=1)
    ipso.add_argument("--odd-even", action="store_true", help="the odd and even rows variant")
    ipso.add_argument("--tournament", action="store_true", help="4 games, the direction changing each game")
    ipso.add_argument("--bots", choices=("greedy", "random"), default="greedy",
                      help="who plays every seat: the greedy player (default) or uniformly random moves")
    ipso.add_argument("--language", choices=i18n.languages(), default="en")
    ipso.set_defaults(run=play_ipso)

    arena_command = commands.add_parser("arena", help="bots play many seeded games; prints a results table")
    add_match_arguments(arena_command)
    arena_command.add_argument("--quiet", action="store_true", help="no progress bar")
    arena_command.set_defaults(run=run_arena)

    simulate = commands.add_parser("simulate", help="bots play many seeded games; one row per seat per game")
    add_match_arguments(simulate)
    simulate.add_argument("--format", choices=("json", "csv"), default="json")
    simulate.add_argument("--output", help="a file to write (default: standard output)")
    simulate.set_defaults(run=run_simulate)

    dashboard = commands.add_parser("dashboard", help="serve the dashboard (a Voila app) on http://127.0.0.1:8866/")
    dashboard.add_argument("--port", type=int, default=8866)
    dashboard.add_argument("--ip", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    dashboard.add_argument("--bot-delay", type=float, default=None, metavar="SECONDS",
                           help="the bots' pause between moves (default 0.4; 0 for tests and benchmarks)")
    dashboard.add_argument("--seed", type=int, default=None, help="reproducible deals (tests, demonstrations)")
    dashboard.add_argument("--cull-idle-timeout", type=int, default=120, metavar="SECONDS",
                           help="shut down a kernel idle this long with no page connected (default 120)")
    dashboard.add_argument("--cull-interval", type=int, default=30, metavar="SECONDS",
                           help="how often idle kernels are looked for (default 30)")
    dashboard.add_argument("--no-preheat", action="store_true", help="start each page's kernel on request")
    dashboard.set_defaults(run=run_dashboard)

    args = parser.parse_args(argv)
    try:
        args.run(args)
    except CardkitError as e:
        print(f"cardkit: {e.explain(getattr(args, 'language', 'en'))}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"cardkit: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
