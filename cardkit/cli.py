"""The ``cardkit`` command."""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import os
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

from cardkit import __version__, games, i18n
from cardkit.core import CardkitError, Match
from cardkit.core.bots import make_bot
from cardkit.i18n import t
from cardkit.scene import default_names, static_scene
from cardkit.scene.text import scene_text

EN = {
    "cli.seed": "seed {seed}",
    "cli.match": "Match",
    "cli.totals": "{match} totals: {totals}",
    "cli.winner": "{match} winner: {names}",
    "cli.shared_win": "{match} winners (shared): {names}",
    "cli.points": "{name}: {points}",
}
FR = {
    "cli.seed": "graine {seed}",
    "cli.match": "Match",
    "cli.totals": "{match}, totaux : {totals}",
    "cli.winner": "{match}, gagnant : {names}",
    "cli.shared_win": "{match}, victoire partagée : {names}",
    "cli.points": "{name} : {points}",
}
CATALOGS = {"en": EN, "fr": FR}
i18n.add_catalogs(CATALOGS)

# ``cardkit play ipso --bots greedy`` named Ipso's normal bot before every game had bot levels.
LEVEL_ALIASES = {"greedy": "normal"}


def is_switch(choice: games.Choice) -> bool:
    """A yes/no question of the form, asked on the command line as ``--odd-even`` / ``--no-odd-even``."""
    return all(isinstance(value, bool) for value, _ in choice.values)


def form_flag(choice: games.Choice) -> str:
    return "--" + choice.option.replace("_", "-")


def match_options(spec: games.GameSpec, args: argparse.Namespace) -> dict:
    """The match options: the form's answers (its defaults unless a flag says otherwise), then the
    ``-o key=value`` pairs. A default the form would hide (a question the other answers make moot) is
    left to the game; an answer given explicitly is passed on, for the game to accept or refuse."""
    given = {c.option: getattr(args, c.option) for c in spec.form if getattr(args, c.option, None) is not None}
    if getattr(args, "players", None) is not None:
        given["players"] = args.players
    given.update(parse_options(args.option))
    chosen = {c.option: c.default for c in spec.form} | given
    hidden = {c.option for c in spec.form if not c.shown(chosen)}
    return {key: value for key, value in chosen.items() if key in given or key not in hidden}


def seat_levels(text: str, players: int) -> list[str]:
    """``normal`` for every seat, or one level per seat: ``expert,normal,random``."""
    levels = [LEVEL_ALIASES.get(level.strip(), level.strip()) for level in text.split(",")]
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise ValueError(f"--bots names {len(levels)} levels for {players} players: give one, or one per seat")
    return levels


def play_game(args: argparse.Namespace) -> None:
    """Bots play a seeded match; each deal is printed at its end (with its moves if asked), then the
    match's totals when it had several deals."""
    spec, lang = games.spec(args.game), args.language
    match = Match(spec.name, match_options(spec, args), seed=args.seed)
    players = match.num_players
    levels = seat_levels(args.bots, players)
    bots = [make_bot(spec.name, level, args.seed + seat) for seat, level in enumerate(levels)]
    names = default_names(players, lang)
    while True:
        index, state = len(match.deals) - 1, match.current
        deal = t(f"{spec.name}.deal", lang, n=index + 1)
        deal = deal[:1].lower() + deal[1:]  # mid-sentence: "Ipso, game 2"
        print(f"=== {spec.title(lang)}, {deal}, {t('cli.seed', lang, seed=args.seed)} ===\n")
        while not state.is_over():
            seat = state.to_move()
            assert seat is not None  # the game goes on
            view = state.view(seat)  # a bot decides from its own view, like a player
            action = bots[seat].choose(view)
            match.apply(action, seat)
            if args.moves:
                print(spec.board.describe(action, seat, view, state.view(seat))(lang, names))
        if args.moves:
            print()
        caption = spec.board.match_title(match.rules.options, index, state.options, lang)
        print(scene_text(static_scene(spec.board, state.view(0), lang, names, caption), names, lang))
        print()
        if match.is_over():
            break
        match.next_deal()
    if len(match.deals) > 1:
        try:
            word = t(f"{spec.name}.match", lang)  # what the game calls its match ("Tournament")
        except KeyError:
            word = t("cli.match", lang)
        totals = ", ".join(t("cli.points", lang, name=names[s], points=p) for s, p in enumerate(match.totals()))
        winners = match.winners()
        who = t("scene.and", lang).join(names[s] for s in winners)
        print(t("cli.totals", lang, match=word, totals=totals))
        print(t("cli.winner" if len(winners) == 1 else "cli.shared_win", lang, match=word, names=who))


# Where the dashboard notebook sits in a source checkout; an installed cardkit writes its packaged copy
# to a temporary folder instead, removed when the server stops.
SOURCE_NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "dashboard.ipynb"
# The dashboard's Voila page template, in a Jupyter data directory of its own (also installed as
# share/jupyter/voila/templates/cardkit, where a plain `voila` and jupyter-server find it).
TEMPLATES = Path(__file__).resolve().parent / "jupyter"
DASHBOARD_EXTRA = 'pip install "cardkit[dashboard]"'


def dashboard_missing() -> str | None:
    """What ``cardkit dashboard`` lacks in this environment, in one sentence (None: nothing)."""
    missing = [
        name
        for module, name in (("voila", "Voila"), ("ipykernel", "ipykernel"))
        if importlib.util.find_spec(module) is None
    ]
    if not missing:
        return None
    return f"cardkit dashboard needs {' and '.join(missing)}, which the dashboard extra installs: {DASHBOARD_EXTRA}"


# Sized for the machine the dashboard is served from in docs/reliability.md (2 cores, 24 GiB): a kernel
# with a game under way holds about 58 MB, so 20 pages are about 1.2 GB, and the cores, not the memory,
# are what a 21st visitor would slow down.
MAX_SESSIONS = 20
# Pages one address may hold: a full Ipso table (six) from one home's address, each page's kernel let go when
# it closes (or culled). A class behind one address, or a reverse proxy, needs more (or 0: no limit).
SESSIONS_PER_CLIENT = 6
WEBSOCKETS_PER_KERNEL = 4  # a page holds one; a reconnect briefly two
KERNEL_MEMORY = 1024  # MB of address space per kernel: one maps ~230 MB (two malloc arenas) to hold ~60 MB
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
IOPUB_TIMEOUT = 60  # seconds Voila waits for the app's output when it runs the notebook


def run_dashboard(args: argparse.Namespace) -> None:
    """Serve the dashboard with Voila, configured for real use, until Ctrl+C."""
    from cardkit.dashboard import BOT_DELAY_VARIABLE, ROOMS_VARIABLE, SEED_VARIABLE, SESSIONS_VARIABLE, notebook_text

    missing = dashboard_missing()
    if missing:
        raise SystemExit(f"cardkit: {missing}")
    if args.bot_delay is not None:
        os.environ[BOT_DELAY_VARIABLE] = str(args.bot_delay)  # the kernels inherit the server's environment
    if args.seed is not None:
        os.environ[SEED_VARIABLE] = str(args.seed)
    if args.rooms is not None:
        from cardkit.rooms import open_store

        open_store(args.rooms).close()  # a bad address or an unreachable Redis is said now, not in a page
        os.environ[ROOMS_VARIABLE] = args.rooms
    # Voila looks for page templates in the Jupyter data directories: this cardkit's own copy comes first.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    from cardkit.dashboard.server import DashboardVoila

    with ExitStack() as cleanup:
        if args.seed is not None:
            # Each session claims the next number here and deals from the seed and its number: no two
            # visitors get the same cards, and a run with the same seed deals them again in the same order.
            sessions = cleanup.enter_context(tempfile.TemporaryDirectory(prefix="cardkit-sessions-"))
            os.environ[SESSIONS_VARIABLE] = sessions
        notebook = SOURCE_NOTEBOOK
        if not notebook.exists():  # cardkit installed without its source tree: the packaged copy
            notebook = Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="cardkit-"))) / "dashboard.ipynb"
            notebook.write_text(notebook_text(), encoding="utf-8")
        argv = dashboard_arguments(
            notebook,
            args.port,
            args.ip,
            args.cull_idle_timeout,
            args.cull_interval,
            preheat=not args.no_preheat,
            max_sessions=args.max_sessions,
            sessions_per_client=args.max_sessions_per_client,
            kernel_memory=args.kernel_memory,
            allowed_hosts=args.allowed_hosts,
            token=args.token,
        )
        print(f"cardkit dashboard: http://{args.ip}:{args.port}/  (Ctrl+C to stop)", flush=True)
        DashboardVoila.launch_instance(argv=argv)


def dashboard_arguments(
    notebook,
    port: int = 8866,
    ip: str = "127.0.0.1",
    cull_idle_timeout: int = 120,
    cull_interval: int = 30,
    preheat: bool = True,
    max_sessions: int = MAX_SESSIONS,
    sessions_per_client: int = SESSIONS_PER_CLIENT,
    kernel_memory: int = KERNEL_MEMORY,
    allowed_hosts: str | None = None,
    token: str | None = None,
) -> list[str]:
    """Voila's command line for the dashboard.

    Voila 0.5 shuts a kernel down on page unload with a request its own server refuses (403, no
    _xsrf); the dashboard's server honours it for the page's own address instead, and idle kernels
    with no page connected are culled as well (a page left open keeps its kernel, however long its
    player thinks). A preheated kernel has already run the notebook when the page is requested, halving
    the wait for the form; the kernel manager (``cardkit/dashboard/kernels.py``) keeps the culler
    off a preheated kernel whose page is still connecting. The page is Voila's lab template less
    the stylesheets it fetches from a CDN (``cardkit/jupyter/voila/templates/cardkit``, installed in
    share/jupyter/voila/templates; ``cardkit dashboard`` puts this copy first on ``JUPYTER_PATH``).
    Binder's route (jupyter-server's /voila/render/) gets the same settings from binder/'s config files.

    The server (``cardkit/dashboard/server.py``) serves at most ``max_sessions`` pages at once and
    ``sessions_per_client`` to one address (with four websockets per kernel and per page), answers only to ``allowed_hosts`` (comma-separated; default the loopback names and ``ip``), and
    lets the page send its kernel the widget protocol only; each kernel gets ``kernel_memory`` MB of
    address space (0: no limit). A ``token`` makes visitors log in with it (Voila's own login). These
    guards are ``cardkit dashboard``'s: on Binder's route, Binder's own proxy and token stand in front.
    """
    hosts = [h.strip() for h in allowed_hosts.split(",") if h.strip()] if allowed_hosts else list(LOOPBACK_NAMES)
    if not allowed_hosts and ip not in ("", "0.0.0.0", "::") and ip not in hosts:
        hosts.append(ip)
    argv = [
        str(notebook),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        "--VoilaConfiguration.template=cardkit",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle_timeout}",
        f"--MappingKernelManager.cull_interval={cull_interval}",
        f"--VoilaConfiguration.preheat_kernel={preheat}",
        "--VoilaConfiguration.multi_kernel_manager_class=cardkit.dashboard.kernels.DashboardKernelManager",
        f"--DashboardKernelManager.memory_limit={kernel_memory}",
        "--DashboardKernelManager.cull_silent=True",
        f"--DashboardVoila.max_sessions={max_sessions}",
        f"--DashboardVoila.max_sessions_per_client={sessions_per_client}",
        f"--DashboardVoila.max_websockets_per_kernel={WEBSOCKETS_PER_KERNEL}",
        f"--DashboardVoila.max_websockets_per_client={WEBSOCKETS_PER_KERNEL * sessions_per_client}",
        # Voila renders a page once the notebook's output has arrived, waiting 4 s by default: on a busy
        # machine a kernel preheated during a game took longer, and its page came without the app.
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
    ]
    argv += [f"--DashboardVoila.allowed_hosts={host}" for host in hosts]  # a list: one flag per item
    if token:
        argv.append(f"--Voila.token={token}")
    return argv


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

    result = arena(
        args.game,
        args.bots.split(","),
        args.games,
        seed=args.seed,
        options=parse_options(args.option),
        workers=args.workers,
        progress=not args.quiet,
    )
    print(result.table())


def run_simulate(args: argparse.Namespace) -> None:
    from cardkit.core.arena import arena, to_rows

    result = arena(
        args.game,
        args.bots.split(","),
        args.games,
        seed=args.seed,
        options=parse_options(args.option),
        workers=args.workers,
        progress=False,
    )
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


# How ``cardkit review`` writes a review: format name -> (review, language) -> text.
REVIEW_FORMATS = {
    "text": lambda review, language: review.to_text(language),
    "json": lambda review, language: json.dumps(review.to_json(), ensure_ascii=False, indent=1),
}


def run_review(args: argparse.Namespace) -> None:
    from cardkit.coach.analysis import review

    result = review(
        Path(args.file),
        args.seat,
        args.level,
        language=args.language,
        workers=args.workers,
        progress=not args.quiet,
        seed=args.seed,
        samples=args.samples,
    )
    if args.format == "html":  # the page replays the game as the seat saw it: it needs the record too
        from cardkit.coach.html import read_record, review_html

        text = review_html(result, read_record(args.file))
    else:
        text = REVIEW_FORMATS[args.format](result, args.language)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)


def run_lite(args: argparse.Namespace) -> None:
    from cardkit.lite import LiteError, build

    try:
        build(Path(args.dir), offline=args.offline, cache=args.cache, source=args.source)
    except LiteError as e:
        raise SystemExit(f"cardkit: {e}") from None


def add_match_arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("game", choices=games.names())
    command.add_argument(
        "--bots",
        default="normal,normal",
        help="one bot level per seat, comma-separated: random, beginner, normal, expert",
    )
    command.add_argument("--games", type=int, default=100)
    command.add_argument("--seed", type=int, default=0)
    command.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    command.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. -o players=3 or -o suits=6 (repeatable)",
    )


def add_play_command(commands: argparse._SubParsersAction, spec: games.GameSpec) -> None:
    """``cardkit play <game>``: its options come from the game's form and match options."""
    command = commands.add_parser(spec.name, help=f"{spec.title()}: {spec.about()}")
    command.add_argument("--seed", type=int, default=1)
    if "players" in spec.match_option_names():
        command.add_argument(
            "--players", type=int, default=None, help=f"{', '.join(map(str, spec.players))} (default {spec.players[0]})"
        )
    taken = {"seed", "players", "bots", "language", "moves", "option"}
    for choice in spec.form:
        if choice.option in taken:  # still reachable as -o option=value
            continue
        if is_switch(choice):
            yes = next(label for value, label in choice.values if value)
            command.add_argument(
                form_flag(choice),
                dest=choice.option,
                action=argparse.BooleanOptionalAction,
                default=None,
                help=f"{t(yes, n=True)} (default {'on' if choice.default else 'off'})",
            )
        else:
            answers = "; ".join(f"{value}: {t(label, n=value)}" for value, label in choice.values)
            command.add_argument(
                form_flag(choice),
                dest=choice.option,
                type=type(choice.default),
                default=None,
                choices=[value for value, _ in choice.values],
                help=f"{t(choice.label)} ({answers}; default {choice.default})",
            )
    command.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=f"a match option ({', '.join(spec.match_option_names())}), repeatable",
    )
    command.add_argument(
        "--bots",
        default="normal",
        help="the bot at every seat, or one per seat comma-separated: random, beginner, "
        "normal (also called greedy), expert (default normal)",
    )
    command.add_argument("--moves", action="store_true", help="print every move as it is played")
    command.add_argument("--language", choices=i18n.languages(), default="en")
    command.set_defaults(run=play_game)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardkit", description="Teach, play and explore card games.")
    parser.add_argument("--version", action="version", version=f"cardkit {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="watch bots play a seeded game in the terminal")
    game_commands = play.add_subparsers(dest="game", required=True)
    for name in games.names():
        add_play_command(game_commands, games.spec(name))

    arena_command = commands.add_parser("arena", help="bots play many seeded games; prints a results table")
    add_match_arguments(arena_command)
    arena_command.add_argument("--quiet", action="store_true", help="no progress bar")
    arena_command.set_defaults(run=run_arena)

    simulate = commands.add_parser("simulate", help="bots play many seeded games; one row per seat per game")
    add_match_arguments(simulate)
    simulate.add_argument("--format", choices=("json", "csv"), default="json")
    simulate.add_argument("--output", help="a file to write (default: standard output)")
    simulate.set_defaults(run=run_simulate)

    review_command = commands.add_parser(
        "review",
        help="the Expert's review of one player's moves in a saved game or match",
        description="Weigh every move of one seat in a saved game (or match) from that seat's view, as the "
        "Expert sees it: the points each move gave up, the better move and why (docs/review.md).",
    )
    review_command.add_argument("file", metavar="GAME.json", help="a save file (a game or a match)")
    review_command.add_argument(
        "--seat", type=int, required=True, help="the seat to review, counting from 0 (player 1 is seat 0)"
    )
    review_command.add_argument(
        "--format",
        choices=(*REVIEW_FORMATS, "html"),
        default="text",
        help="text, json, or html: a self-contained page with the boards and a chart",
    )
    review_command.add_argument("--level", default="expert", help="the bot that judges (default expert)")
    review_command.add_argument("--language", choices=i18n.languages(), default="en")
    review_command.add_argument(
        "--workers", type=int, default=None, help="processes weighing moves (default: one per core, at most 4)"
    )
    review_command.add_argument("--seed", type=int, default=0, help="the seed of the imagined deals (default 0)")
    review_command.add_argument(
        "--samples", type=int, default=None, help="imagined deals per move (default: the Expert's own number)"
    )
    review_command.add_argument("--output", help="a file to write (default: standard output)")
    review_command.add_argument("--quiet", action="store_true", help="no progress bar")
    review_command.set_defaults(run=run_review)

    lite = commands.add_parser("lite", help="the static site: JupyterLite, Python in the browser, no server")
    lite_commands = lite.add_subparsers(dest="lite_command", required=True)
    lite_build = lite_commands.add_parser(
        "build", help="build the site (tutorials, explorations, a play notebook per game) in DIR"
    )
    lite_build.add_argument(
        "dir", metavar="DIR", help="the folder to write (publish it as it is, e.g. on GitHub Pages)"
    )
    lite_build.add_argument(
        "--offline",
        action="store_true",
        help="vendor Pyodide and every wheel: the site then loads nothing from another host",
    )
    lite_build.add_argument(
        "--cache",
        type=Path,
        default=None,
        help="where downloads are kept between builds (default ~/.cache/cardkit/lite)",
    )
    lite_build.add_argument(
        "--source",
        type=Path,
        default=None,
        help="the cardkit checkout to build from (default: the one this cardkit runs from)",
    )
    lite_build.set_defaults(run=run_lite)

    dashboard = commands.add_parser(
        "dashboard",
        help="serve the dashboard (a Voila app) on http://127.0.0.1:8866/",
        description="Serve the dashboard (a Voila app). It has no login: anyone who reaches the port can play "
        "(each visitor gets a kernel, up to --max-sessions). Served beyond this machine (--ip), put "
        "it behind one: --token, a reverse proxy with a login, or JupyterHub; and name the host "
        "visitors use with --allowed-hosts.",
    )
    dashboard.add_argument("--port", type=int, default=8866)
    dashboard.add_argument("--ip", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    dashboard.add_argument(
        "--bot-delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help="the bots' pause between moves (default 0.4; 0 for tests and benchmarks)",
    )
    dashboard.add_argument(
        "--seed",
        type=int,
        default=None,
        help="reproducible deals (tests, demonstrations): the n-th session of a run deals "
        "what the n-th session of any run with this seed dealt; no two sessions get "
        "the same cards",
    )
    dashboard.add_argument(
        "--rooms",
        default=None,
        metavar="URL",
        help="where rooms (games with friends, and every game against bots, so a reload resumes "
        "it) are kept: sqlite:///path/to/rooms.db (default: rooms.db in the user's data "
        "directory) or redis://host:port/db for several servers behind one address",
    )
    dashboard.add_argument(
        "--cull-idle-timeout",
        type=int,
        default=120,
        metavar="SECONDS",
        help="shut down a kernel idle this long with no page connected (default 120)",
    )
    dashboard.add_argument(
        "--cull-interval",
        type=int,
        default=30,
        metavar="SECONDS",
        help="how often idle kernels are looked for (default 30)",
    )
    dashboard.add_argument("--no-preheat", action="store_true", help="start each page's kernel on request")
    dashboard.add_argument(
        "--max-sessions",
        type=int,
        default=MAX_SESSIONS,
        metavar="N",
        help=f"pages playing at once (each holds a kernel of ~58 MB); beyond it a visitor is told "
        f"the table is full, to try again in a minute (default {MAX_SESSIONS}; 0: no limit)",
    )
    dashboard.add_argument(
        "--max-sessions-per-client",
        type=int,
        default=SESSIONS_PER_CLIENT,
        metavar="N",
        help=f"pages one address may hold at once (default {SESSIONS_PER_CLIENT}); a class behind "
        f"one address, or a reverse proxy in front, needs more, or 0: no limit",
    )
    dashboard.add_argument(
        "--kernel-memory",
        type=int,
        default=KERNEL_MEMORY,
        metavar="MB",
        help=f"address space each kernel may use (default {KERNEL_MEMORY}; 0: no limit)",
    )
    dashboard.add_argument(
        "--allowed-hosts",
        default=None,
        metavar="NAME,...",
        help="the host names visitors use in the URL, comma-separated (default: localhost, "
        "127.0.0.1, ::1 and --ip); a request for any other name gets 403 (DNS rebinding)",
    )
    dashboard.add_argument(
        "--token",
        default=None,
        help="visitors must give this token (?token=... once, then a cookie); without it "
        "anyone who reaches the port can play",
    )
    dashboard.set_defaults(run=run_dashboard)

    from cardkit.records.shell import add_command as add_records_command

    add_records_command(commands)

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
