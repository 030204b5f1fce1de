"""cardkit's guarantees, measured: ``python -m benchmarks.reliability [--small] [--parts ...]``.

Five parts, each a count of what was tried and of what went wrong (every "violations" figure must be 0):

- ``audit``: complete games of every game and seat count played through the play widget's own
  messages (a player clicking the board, asking hints, undoing; bots at the random and normal levels;
  some matches hot-seat). Every message published to the front end, the widget's saved notebook
  state and its static HTML are scanned for a card the seat at the screen has not seen (the scanner of
  ``tests/test_widgets_hidden.py``), and every view a bot or the hint bot receives must be exactly
  ``state.view(seat)`` and equal the view of a re-dealt world (so it holds no hidden card).
- ``fuzz``: hypothesis-generated messages to the widget's handler (malformed, wrong types, out of
  turn, illegal, replayed, huge, unicode) and generated actions to the engines' ``apply``: no crash,
  a refusal changes nothing and is answered once with a clear error in the board's language.
- ``invariants``: random and bot games of every game and configuration with the engine tests'
  checks at every step (every card accounted for, views hiding what they must, refusals agreeing
  with ``legal_actions``, resample consistent), scores equal to their breakdown, exact replay.
- ``saves``: every truncation and every single-bit flip of saved games and matches of every game is
  refused with a clear error or loads to exactly the saved game; an illegal move anywhere refuses the
  whole file; a file from a future format version is refused by its version number.
- ``sessions`` (slow; needs Chromium and the dashboard): concurrent dashboard sessions in separate
  Playwright contexts play separate, correct games; many sequential page loads leave no kernel or
  memory growth behind; the front end cannot execute code in the kernel.

The work runs on a process pool (``--workers``, 2 by default). The checks themselves are the test
suite's (``tests/widget_helpers.py``, ``tests/test_widgets_hidden.py``, ``tests/test_*_properties.py``),
imported here rather than copied; ``tests/test_reliability.py`` runs every part at a small size.
"""
from __future__ import annotations

import argparse
import copy
import json
import logging
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.insert(0, str(ROOT / "tests"))

import pytest  # noqa: E402  (MonkeyPatch: the recording comm of the widget tests)
import test_house_of_suits_properties as hos_props  # noqa: E402
import test_ipso_properties as ipso_props  # noqa: E402
import test_rummy500_properties as r5_props  # noqa: E402
import test_widgets_hidden as hidden  # noqa: E402
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from widget_helpers import command, element, elements, message, record_comms, send  # noqa: E402

from cardkit.core import (  # noqa: E402
    BadSave,
    CardkitError,
    IllegalAction,
    Match,
    action_to_json,
    game_class,
    load_game,
    save_game,
)
from cardkit.core.bots import make_bot  # noqa: E402
from cardkit.core.record import FORMAT_VERSION, dumps, loads  # noqa: E402
from cardkit.i18n import t  # noqa: E402
from cardkit.rummy500.rules import DRAW_PHASE, OVER  # noqa: E402
from cardkit.widgets.play import COMMANDS, PlayWidget  # noqa: E402

GAMES = ("ipso", "rummy500", "house_of_suits")
SEAT_COUNTS = {"ipso": (2, 3, 4, 5, 6), "rummy500": (2, 3, 4), "house_of_suits": (2,)}
CONFIGS = {
    "ipso": [{"players": n} for n in (2, 3, 4, 5, 6)],
    "rummy500": [{"players": n} for n in (2, 3, 4)],
    "house_of_suits": [{"suits": n} for n in (4, 5, 6)],
}
FULL = {"audit": 1000, "fuzz": 10_000, "invariants": 10_000, "flips": 8}
SMALL = {"audit": 3, "fuzz": 150, "invariants": 40, "flips": 1}


class Violation(AssertionError):
    """A broken guarantee: a leak, a crash, a change made by a refused message, a broken invariant."""


def check(condition: Any, what: str) -> None:
    if not condition:
        raise Violation(what)


# ============================================================================ 1. hidden-information audit

class CheckedBot:
    """A bot (or the hint bot) whose every view is checked before it decides.

    The view must be exactly ``state.view(seat)`` of the real game, and equal to the view of a world
    where everything the seat cannot see is dealt afresh: then it carries no hidden card.
    """

    def __init__(self, bot: Any, widget: "AuditedWidget", seed: int) -> None:
        self.bot, self.widget, self.rng = bot, widget, random.Random(seed)

    def _check(self, view: Any) -> None:
        w = self.widget
        try:
            check(view == w._match.current.view(view.seat),
                  f"a bot got something else than the view of seat {view.seat}")
            check(view.resample(self.rng).view(view.seat) == view, f"the view of seat {view.seat} holds hidden cards")
        except Violation as e:
            w.audit_failures.append(str(e))
        w.audit_counts["bot views checked"] += 1

    def choose(self, view: Any) -> Any:
        self._check(view)
        return self.bot.choose(view)

    def hint(self, view: Any, language: str = "en") -> Any:
        self._check(view)
        return self.bot.hint(view, language)


class AuditedWidget(PlayWidget):
    """The play widget, its bots and hint bot wrapped in :class:`CheckedBot`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.audit_failures: list[str] = []
        self.audit_counts: Counter = Counter()
        super().__init__(*args, **kwargs)

    def _make_bot(self, level: str, seed: int):
        return CheckedBot(super()._make_bot(level, seed), self, seed)


class ErrorLog(logging.Handler):
    """The widget's ERROR log records: each one is a bug caught by the handler (a crash)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def audit_options(game: str, players: int, index: int) -> dict:
    if game == "ipso":
        return {"players": players, "tournament": index % 2 == 0, "odd_even": index % 3 == 0,
                "first_player": index % players}
    if game == "house_of_suits":
        six = index % 2 == 1  # the six-game match plays 4, 5 and 6 suits itself
        return {"games": 6, "dealer": index % 2} if six else {"games": 4, "suits": (4, 5, 6)[index % 3], "dealer": 0}
    return {"players": players, "target": (250, 500)[index % 2], "dealer": index % players}


def audit_seats(players: int, index: int) -> tuple[str, ...]:
    """Who sits where in match ``index``: one human at a rotating seat against random or normal bots,
    and every fifth match a hot-seat with two humans."""
    level = "normal" if index % 4 == 3 else "random"
    seats = [level] * players
    seats[index % players] = "human"
    if index % 5 == 4:
        seats[(index + 1) % players] = "human"
    return tuple(seats)


def scan_saved(widget: PlayWidget, scanner: Any) -> int:
    """The widget as a saved notebook carries it: its widget state and its static SVG output."""
    saved = json.dumps(PlayWidget.get_manager_state(widgets=[widget]), ensure_ascii=False)
    html = widget._repr_mimebundle_()[0]["image/svg+xml"]
    scanner.check_text(saved)
    scanner.check_text(html)
    return len(saved.encode()) + len(html.encode())


def audit_match(game: str, players: int, index: int, seed: int, max_steps: int = 40_000) -> Counter:
    """One match through the widget, scanned. Returns the counts (games, messages, bytes, leaks...)."""
    counts: Counter = Counter()
    rng = random.Random(seed)
    patch = pytest.MonkeyPatch()
    errors = ErrorLog()
    logging.getLogger("cardkit.widgets").addHandler(errors)
    sent = record_comms(patch)
    widget = None
    try:
        widget = AuditedWidget(game, audit_seats(players, index), audit_options(game, players, index),
                               seed=seed, bot_delay=0, hint_level=("random", "normal")[index % 4 == 3],
                               language=("en", "fr")[index % 2])
        scanner = hidden.Scanner(widget, sent, game)
        finished: set[int] = set()
        for step in range(max_steps):
            match = widget.match
            state = match.current
            if widget._hidden:
                command(widget, "show")
            elif state.is_over():
                if id(state) not in finished:
                    finished.add(id(state))
                    counts["games"] += 1
                    counts["saved notebooks scanned"] += 1
                    scan_saved(widget, scanner)
                if match.is_over():
                    break
                command(widget, "next_game")
            else:
                play_a_turn(widget, state, rng, counts)
            scanner.raise_failures()
        else:
            raise Violation(f"{game}: the match did not end in {max_steps} steps")
        scanner.raise_failures()
        counts["messages scanned"] += scanner.messages
        counts.update(widget.audit_counts)
        if widget.audit_failures:
            raise Violation(widget.audit_failures[0])
        if errors.records:
            raise Violation(f"the widget caught an error: {errors.records[0].getMessage()}")
    except Exception as e:  # noqa: BLE001 - the scanner's findings, ours, and any crash, all reported
        counts["violations"] += 1
        counts.setdefault("first violation",  # type: ignore[arg-type]
                          f"{game} {players} seats, match {index}: {type(e).__name__}: {e}")
    finally:
        sent.on_publish = None
        if widget is not None:
            widget.layout.close()  # a DOMWidget's Layout outlives it, and would keep every message sent
            widget.close()
        sent.clear()
        logging.getLogger("cardkit.widgets").removeHandler(errors)
        patch.undo()
    return counts


def play_a_turn(widget: PlayWidget, state: Any, rng: random.Random, counts: Counter) -> None:
    """The human on turn clicks: mostly a legal move through the board, sometimes a random element,
    a hint, or an undo (which replays the deal from its seed: what it shows is scanned like the rest)."""
    view = state.view(widget._screen)
    check(view.to_move == widget._screen and view.legal, "a human is on turn once the bots have moved")
    roll = rng.random()
    scene = widget.scene
    if roll < 0.06:
        send(widget, rng.choice([i for i in elements(scene) + scene["choices"] if i.get("send")])["send"])
        counts["random clicks"] += 1
    elif roll < 0.08:
        command(widget, "hint")
        counts["hints"] += 1
    elif roll < 0.10 and any(b["id"] == "undo" and not b["disabled"] for b in scene["buttons"]):
        command(widget, "undo")
        check(not widget.scene["error"], widget.scene["error"])
        counts["undos"] += 1
    else:
        action = rng.choice(view.legal)
        before = len(state.history)
        if any(b["id"] == "clear" for b in scene["buttons"]):
            command(widget, "clear")
        for _ in range(20):
            send(widget, element(widget.scene, hidden.next_click(widget, action))["send"])
            check(not widget.scene["error"], widget.scene["error"])
            if widget.match.current is not state or len(state.history) > before:
                break
        else:
            raise Violation(f"could not play {action} through the board")


def audit_task(game: str, players: int, first: int, stride: int, games: int, base_seed: int) -> Counter:
    """Matches ``first``, ``first + stride``... of this game and seat count until ``games`` games are
    played (the other chunks play the matches in between)."""
    counts: Counter = Counter()
    index = first
    while counts["games"] < games and counts["violations"] == 0:
        counts.update(audit_match(game, players, index, base_seed * 1_000_003 + index))
        counts["matches"] += 1
        index += stride
    return counts


# ============================================================================ 2. fuzzing

INTERNAL = {lang: t("widgets.internal", lang, kind="\0", where="\0").split("\0")[0] for lang in ("en", "fr")}


def json_values(max_leaves: int = 12) -> st.SearchStrategy:
    scalars = (st.none() | st.booleans() | st.integers() | st.integers(-2 ** 70, 2 ** 70)
               | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30)
               | st.sampled_from(["", "\u202e", "é" * 3, "🂡", "\x00", "0", "1", "-1", "1e999", "null"]))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=max_leaves)


HUGE = st.sampled_from(["x" * 100_000, "🂡" * 20_000, 10 ** 400, -(2 ** 200), list(range(5000))])


def widget_snapshot(widget: PlayWidget) -> tuple:
    match = widget.match
    return (id(match), len(match.deals), copy.deepcopy(vars(match.current)), widget._move, widget._screen,
            widget._hidden, widget._pass_to, widget._selection, widget._hint, widget._notice, widget.language,
            len(widget._log), tuple(widget._actors))


def fuzz_widgets(game: str) -> list[PlayWidget]:
    """Widgets in every situation a message can meet: one player against bots (at either seat),
    hot-seat (pass screens), and bots only (nobody's seat)."""
    players = 3 if game != "house_of_suits" else 2
    options = {"players": players} if game != "house_of_suits" else {}
    return [PlayWidget(game, seats, options, seed=i, bot_delay=0, hint_level="random", language=("en", "fr")[i % 2])
            for i, seats in enumerate([("human",) + ("random",) * (players - 1),
                                       ("random",) * (players - 1) + ("human",),
                                       ("human",) * players,
                                       ("random",) * players])]


class Pick(tuple):
    """A placeholder resolved against the widget or game when the message is sent: ``Pick((what, k))``
    is the k-th (modulo) of ``what`` at that moment. Hypothesis's strategies stay independent of the
    game (it replays and shrinks them), and the messages still aim at the live board."""


def pick(what: str) -> st.SearchStrategy:
    return st.integers(0, 2 ** 16).map(lambda k: Pick((what, k)))


def message_strategy(game: str) -> st.SearchStrategy:
    """Messages as a broken, hostile or confused front end could send them."""
    actions = game_class(game).Actions
    ints = st.integers(-3, 60) | st.integers() | st.sampled_from([2 ** 63, -(2 ** 63), 10 ** 30])
    field_value = ints | st.lists(ints, max_size=6) | json_values(4) | HUGE
    action = st.one_of(
        st.builds(lambda cls, values: {"type": cls.__name__, **dict(zip(cls._fields, values))},
                  st.sampled_from(actions), st.lists(field_value, min_size=0, max_size=4)),
        st.builds(lambda cls, extra: {"type": cls.__name__, **{f: 0 for f in cls._fields}, **extra},
                  st.sampled_from(actions), st.dictionaries(st.text(max_size=6), json_values(2), max_size=2)),
        pick("other seat's legal action"), pick("legal action"), json_values(), HUGE)
    moves = st.sampled_from([Pick(("move", 0)), Pick(("move", -1)), Pick(("move", 1)), 0]) | ints | json_values(1)
    seats = st.sampled_from([Pick(("seat", 0)), Pick(("seat", 1)), -1, 99]) | ints | json_values(1)
    names = st.sampled_from(COMMANDS) | st.text(max_size=20) | json_values(1)
    targets = pick("target") | st.text(max_size=40) | json_values(1) | HUGE

    def shaped(kind: str, fields: dict) -> st.SearchStrategy:
        # Each field kept, or one dropped, plus sometimes an extra field.
        return st.builds(lambda b, drop, extra: {"kind": kind, **{k: v for k, v in b.items() if k not in drop},
                                                  **extra},
                         st.fixed_dictionaries(fields), st.sets(st.sampled_from(sorted(fields)), max_size=1),
                         st.just({}) | st.dictionaries(st.text(max_size=6), json_values(1), max_size=1))

    return st.one_of(
        shaped("act", {"move": moves, "seat": seats, "action": action}),
        shaped("select", {"move": moves, "seat": seats, "target": targets}),
        shaped("command", {"move": moves, "seat": seats, "name": names, "value": json_values(2)}),
        st.builds(lambda k, m, s: {"kind": k, "move": m, "seat": s}, json_values(1) | st.text(max_size=10),
                  moves, seats),
        st.builds(lambda p, s: {"aimed": p, "seat": s}, pick("element"), seats),  # a real element, any seat
        pick("replayed"),  # an earlier board's message, sent again
        json_values(), HUGE)


def resolve(value: Any, widget: PlayWidget, old_sends: list[dict]) -> Any:
    """The message a template stands for on the widget's board now."""
    if isinstance(value, Pick):
        what, k = value
        scene = widget.scene
        state = widget.match.current
        if what == "move":
            return scene["move"] + k
        if what == "seat":
            return scene["seat"] if k == 0 else (scene["seat"] + 1) % widget.match.num_players
        if what == "target":
            targets = sorted(widget._targets)
            return targets[k % len(targets)] if targets else "centre:0"
        if what in ("legal action", "other seat's legal action"):
            seat = scene["seat"] if what == "legal action" else (scene["seat"] + 1 + k) % widget.match.num_players
            legal = state.view(seat).legal
            return action_to_json(legal[k % len(legal)]) if legal else {"type": state.Actions[0].__name__}
        if what == "element":
            real = [i["send"] for i in elements(scene) + scene.get("choices", []) + scene["buttons"] if i.get("send")]
            if scene.get("pass") and scene["pass"].get("button"):
                real.append(scene["pass"]["button"]["send"])
            return {**real[k % len(real)], "move": scene["move"]} if real else {"kind": "command"}
        if what == "replayed":
            return old_sends[k % len(old_sends)] if old_sends else {"kind": "act", "move": 0, "seat": 0}
    if isinstance(value, dict):
        if "aimed" in value and set(value) == {"aimed", "seat"}:
            return {**resolve(value["aimed"], widget, old_sends), "seat": resolve(value["seat"], widget, old_sends)}
        return {k: resolve(v, widget, old_sends) for k, v in value.items()}
    return value


def advance(widget: PlayWidget, rng: random.Random) -> None:
    """Move the fuzzed widget on to other positions: a legal move through the board, the next deal."""
    state = widget.match.current
    if widget._hidden:
        command(widget, "show")
    elif state.is_over():
        command(widget, "new_game" if widget.match.is_over() or rng.random() < 0.3 else "next_game")
    elif widget._screen in widget._humans and state.to_move() == widget._screen:
        action = rng.choice(state.legal_actions())
        if widget._selection is not None:
            command(widget, "clear")
        before = len(state.history)
        for _ in range(20):
            if widget.match.current is not state or len(state.history) > before:
                break
            send(widget, element(widget.scene, hidden.next_click(widget, action))["send"])
    else:
        command(widget, "new_game")


def fuzz_messages(game: str, examples: int, seed: int) -> Counter:
    """``examples`` generated messages to the play widget's handler of ``game``."""
    counts: Counter = Counter()
    patch = pytest.MonkeyPatch()
    record_comms(patch)  # no kernel here: a recording comm stands in
    errors = ErrorLog()
    logging.getLogger("cardkit.widgets").addHandler(errors)
    widgets = fuzz_widgets(game)
    old_sends: list[dict] = []
    rng = random.Random(seed)
    failures: list[str] = []

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(st.integers(0, len(widgets) - 1), message_strategy(game))
    def one_message(which: int, template: Any) -> None:
        widget = widgets[which]
        content = resolve(template, widget, old_sends)
        before = widget_snapshot(widget)
        reply, lang = widget.scene["reply"], widget.language
        n_errors = len(errors.records)
        message(widget, content)
        counts["messages fuzzed"] += 1
        scene = widget.scene
        problem = None
        if scene["reply"] != reply + 1:
            problem = "a message was not answered exactly once"
        elif len(errors.records) != n_errors or scene["error"].startswith(INTERNAL[lang]):
            problem = f"the handler crashed: {scene['error']}"
        elif scene["error"]:
            counts["refused with an explanation"] += 1
            if widget_snapshot(widget) != before:
                problem = "a refused message changed the game"
        else:  # accepted: only a well-formed message of the seat at the screen, on the current board
            counts["accepted (well-formed by chance)"] += 1
            if not (isinstance(content, dict) and type(content.get("move")) is int and content["move"] == before[3]
                    and type(content.get("seat")) is int and content["seat"] == before[4]):
                problem = "a malformed, stale or wrong-seat message was accepted"
        if problem:
            failures.append(f"{game}: {problem} ({str(content)[:200]})")
        if isinstance(content, dict) and content.get("kind") in MESSAGE_KINDS:
            old_sends.append(content)
        if rng.random() < 0.15:
            advance(widget, rng)
        del old_sends[:-50]

    try:
        one_message()
    finally:
        for widget in widgets:
            widget.layout.close()
            widget.close()
        logging.getLogger("cardkit.widgets").removeHandler(errors)
        patch.undo()
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts


MESSAGE_KINDS = ("act", "select", "command")


def fuzz_engine(game: str, examples: int, seed: int) -> Counter:
    """``examples`` generated actions (objects and JSON) to ``apply``: refused without change, or legal."""
    counts: Counter = Counter()
    cls = game_class(game)
    configs = CONFIGS[game]
    rng = random.Random(seed)
    positions: list = []
    failures: list[str] = []
    others = [a for g in GAMES if g != game for a in game_class(g).Actions]
    ints = st.integers(-3, 60) | st.integers() | st.sampled_from([2 ** 63, 10 ** 30, -1])
    value = ints | st.lists(ints, max_size=6).map(tuple) | st.booleans() | st.text(max_size=5) | st.none() | \
        st.floats() | st.tuples(st.text(max_size=2))
    candidates = st.one_of(
        st.builds(lambda c, vs: c(*(vs + [0] * len(c._fields))[:len(c._fields)]),
                  st.sampled_from(cls.Actions), st.lists(value, max_size=4)),
        # A legal move with one field nudged: the closest an illegal move gets to a legal one.
        st.tuples(st.just("near"), st.integers(0, 2 ** 16), st.integers(0, 3), st.integers(-2, 2)),
        st.sampled_from(others).map(lambda c: c(*([0] * len(c._fields)))),
        json_values(3).map(lambda v: ("json", v)),
        st.builds(lambda c, vs: ("json", {"type": c.__name__, **dict(zip(c._fields, vs))}),
                  st.sampled_from(cls.Actions), st.lists(json_values(1) | ints, max_size=4)),
        value)

    def position() -> Any:
        if not positions or rng.random() < 0.05:
            state = cls.new(configs[rng.randrange(len(configs))], rng.randrange(10 ** 6))
            for _ in range(rng.randrange(200)):
                if state.is_over():
                    break
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            positions.append(state)
            del positions[:-20]
        return positions[rng.randrange(len(positions))]

    def near(state: Any, k: int, i: int, d: int) -> Any:
        legal = state.legal_actions() or [a(*([0] * len(a._fields))) for a in cls.Actions if a._fields]
        a = legal[k % len(legal)]
        return type(a)(*[(v + d if type(v) is int else v) if j == i else v for j, v in enumerate(a)])

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(candidates, st.none() | st.integers(-1, 6))
    def one_action(candidate: Any, seat: Any) -> None:
        state = position()
        if type(candidate) is tuple and len(candidate) == 4 and candidate[0] == "near":
            candidate = near(state, *candidate[1:])
        legal = state.legal_actions()
        mover = state.to_move()
        before = copy.deepcopy(vars(state))
        try:
            if type(candidate) is tuple and len(candidate) == 2 and candidate[0] == "json":
                action = state.apply_json(candidate[1], seat)
            else:
                action = candidate
                state.apply(candidate, seat)
        except IllegalAction as e:
            counts["refused with an explanation"] += 1
            if vars(state) != before:
                failures.append(f"{game}: refusing {candidate!r} changed the game")
            elif not e.explain("fr") or not str(e):
                failures.append(f"{game}: refusing {candidate!r} gave no explanation")
        except Exception as e:  # noqa: BLE001 - any other exception is a crash
            failures.append(f"{game}: apply({str(candidate)[:80]}) crashed: {type(e).__name__}: {e}")
            positions.remove(state)  # the position may be damaged: do not probe it again
        else:
            counts["accepted (legal by chance)"] += 1
            if action not in legal or seat not in (None, mover):
                failures.append(f"{game}: apply accepted {action!r} for seat {seat}, not a legal move")
        counts["actions fuzzed"] += 1

    one_action()
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts



# ============================================================================ 3. invariants at scale

def r5_probe(state: Any, rng: random.Random) -> None:
    """Rummy 500's refusal probes (those of its property tests): a meld is legal in any card order."""
    listed = set(state.legal_actions())
    before = copy.deepcopy(vars(state))
    found = r5_props.probes(state, rng)
    for action in rng.sample(found, min(20, len(found))):
        normal = r5_props.Meld.of(action.cards) if type(action) is r5_props.Meld else action
        try:
            state._check(action)
        except IllegalAction:
            check(normal not in listed, f"rummy500: {action} refused but legal")
        else:
            check(normal in listed, f"rummy500: {action} accepted but not legal")
    check(vars(state) == before, "rummy500: checking a move changed the game")


def r5_rules(state: Any, action: Any) -> None:
    """The deepest-card obligation and the top-card rule (the property tests' play loop)."""
    if state.phase == DRAW_PHASE:
        check(state.must == -1 and state.keep == -1, "rummy500: an obligation left over into the draw")
    elif type(action).__name__ == "Discard":
        check(state.must == -1, "rummy500: a discard while the deepest card is unused")
        check(action.card != state.keep, "rummy500: the top card just taken discarded")


# Every step of every game: the cheap checks (every card accounted for, the mover's view against the
# real hidden cards). Every step of every tenth game ("deep"): all the engine tests' checks (every
# seat's view, refusals agreeing with legal_actions, resample consistent with the view).
CHEAP: dict[str, Callable[[Any, random.Random], None]] = {
    "ipso": lambda s, rng: ipso_props.check_every_card_accounted_for(s),
    "house_of_suits": lambda s, rng: hos_props.check_every_card_accounted_for(s),
    "rummy500": lambda s, rng: (r5_props.accounted(s), r5_props.check_view(s, s.to_move() if s.to_move() is not None
                                                                            else 0)),
}
DEEP: dict[str, Callable[[Any, random.Random], None]] = {
    "ipso": lambda s, rng: (ipso_props.check_views_hide_face_down_cards(s),
                            ipso_props.check_refusals_agree_with_legal_actions(s, rng)),
    "house_of_suits": lambda s, rng: (hos_props.check_views_hide_what_they_must(s, rng),
                                      hos_props.check_refusals_agree_with_legal_actions(s, rng),
                                      hos_props.check_resample_agrees_with_the_view(s, rng)),
    "rummy500": lambda s, rng: ([r5_props.check_view(s, seat) for seat in range(s.num_players)], r5_probe(s, rng)),
}
SHOWN = {  # the cards a view shows (for the cheap hidden-card check of the mover's view)
    "ipso": lambda v: {c for p in v.pyramids for c in p if c is not None} | set(v.centre) | set(v.discards)
    | set(v.pile_bottom) | ({v.drawn} if v.drawn is not None else set()),
    "house_of_suits": lambda v: hos_props.cards_shown(v),
}


def ipso_hidden(state: Any, seat: int) -> set:
    hidden = {state.pyramids[s][slot] for s, down in enumerate(state.down) for slot in down}
    hidden.update(state.pile[2:] if state.phase != "play" else state.pile)
    if state.drawn and seat != state.to_move():
        hidden.add(state.drawn)
    return hidden


HIDDEN = {"ipso": ipso_hidden, "house_of_suits": hos_props.hidden_from}


def game_options(game: str, config: dict, i: int) -> dict:
    if game == "ipso":
        n = config["players"]
        return {**config, "odd_even": i % 2 == 1, "first_player": i % n, "direction": 1 if i % 3 else -1}
    if game == "house_of_suits":
        return {**config, "dealer": i % 2}
    return {**config, "dealer": i % config["players"]}


def invariant_game(game: str, config: dict, i: int, rng: random.Random) -> tuple[str, int, bool]:
    """Game ``i`` of a configuration, checked at every step. Returns (who played, steps, deep)."""
    player = ("random", "random", "beginner", "normal")[i % 4]
    deep = i % 10 == 0
    state = game_class(game).new(game_options(game, config, i), seed=i)
    bots = None if player == "random" else [make_bot(game, player, i * 10 + s) for s in range(state.num_players)]
    cheap, thorough = CHEAP[game], DEEP[game]
    steps = 0
    while not state.is_over():
        cheap(state, rng)
        seat = state.to_move()
        view = state.view(seat)
        if game in SHOWN:
            check(not SHOWN[game](view) & HIDDEN[game](state, seat), f"{game}: a view shows a hidden card")
        if deep:
            thorough(state, rng)
            check(view.resample(rng).view(seat) == view, f"{game}: a view changes when its hidden cards are re-dealt")
        legal = state.legal_actions()
        check(list(view.legal) == legal, f"{game}: the view's legal moves are not the legal moves")
        action = legal[rng.randrange(len(legal))] if bots is None else bots[seat].choose(view)
        if game == "rummy500":
            r5_rules(state, action)
        state.apply(action)
        steps += 1
        check(steps < 5000, f"{game}: a game did not end")
    cheap(state, rng)
    if game == "ipso":
        ipso_props.check_views_hide_face_down_cards(state)
    elif game == "house_of_suits":
        hos_props.check_views_hide_what_they_must(state, rng)
    else:
        check(state.phase == OVER, "rummy500: over but not in the over phase")
        for seat in range(state.num_players):
            r5_props.check_view(state, seat)
    totals = state.totals()
    for seat, score in enumerate(state.scores()):
        check(score.total == sum(p for _, p in score.parts) == totals[seat], f"{game}: a score is not its breakdown")
    check(vars(state.record().replay()) == vars(state), f"{game}: the record does not replay the game")
    if i % 50 == 0:
        check(vars(load_game(save_game(state))) == vars(state), f"{game}: save and load change the game")
    return player, steps, deep


def invariant_task(game: str, config: dict, first: int, count: int, step: int) -> Counter:
    counts: Counter = Counter()
    rng = random.Random(first * 7 + len(game))
    for i in range(first, first + count * step, step):
        try:
            player, steps, deep = invariant_game(game, config, i, rng)
        except Exception as e:  # noqa: BLE001 - a broken invariant or a crash, reported as text
            counts["violations"] += 1
            counts.setdefault("first violation",  # type: ignore[arg-type]
                              f"{game} {config} game {i}: {type(e).__name__}: {e}")
            continue
        counts["games"] += 1
        counts[f"{player} games"] += 1
        counts["steps checked"] += steps
        counts["deep games"] += deep
    return counts


# ============================================================================ 4. saves

def save_files(game: str, seed: int) -> dict[str, tuple[str, Callable[[str], Any], Callable[[Any], Any]]]:
    """A finished game, a game in progress, a match between deals and a match in its second deal."""
    rng = random.Random(seed)
    config = CONFIGS[game][seed % len(CONFIGS[game])]
    cls = game_class(game)
    finished = cls.new(config, seed)
    finished.play_random(rng)
    going = cls.new(config, seed + 1)
    for _ in range(12):
        going.apply(going.legal_actions()[rng.randrange(len(going.legal_actions()))])
    match = Match(game, {"players": 3} if game != "house_of_suits" else {"games": 6}, seed)
    match.current.play_random(rng)
    match_between = Match.load(match.save())
    match.next_deal()
    for _ in range(7):
        match.apply(match.current.legal_actions()[0])
    game_of = (save_game, load_game, lambda s: vars(s))
    match_of = (lambda m: m.save(), Match.load, lambda m: [vars(d) for d in m.deals])
    return {"finished game": (finished, *game_of), "game in progress": (going, *game_of),
            "match between deals": (match_between, *match_of), "match in a deal": (match, *match_of)}


def corrupt_saves(game: str, flips: int, seed: int = 1) -> Counter:
    """Every truncation and byte flip of each file; a future version; an illegal move re-signed."""
    counts: Counter = Counter()
    failures: list[str] = []
    bits = [1 << b for b in range(8)][:flips] if flips < 8 else [1 << b for b in range(8)]
    if flips == 1:
        bits = [0x20]

    def attempt(what: str, data: bytes | str, load: Callable, same: Callable, expected: Any) -> None:
        counts["corrupted files tried"] += 1
        try:
            loaded = load(data)
        except BadSave as e:
            counts["refused with a clear error"] += 1
            if "cannot be loaded" not in str(e) and "newer cardkit" not in str(e) or not e.explain("fr"):
                failures.append(f"{game} {what}: an unclear refusal: {e}")
        except Exception as e:  # noqa: BLE001 - anything but BadSave is a crash
            failures.append(f"{game} {what}: {type(e).__name__}: {e}")
        else:  # a change JSON ignores (a space turned into a tab or a newline): the very same game
            counts["loaded unchanged (a harmless change)"] += 1
            if same(loaded) != expected:
                failures.append(f"{game} {what}: a corrupted file loaded as another game")

    for name, (thing, save, load, same) in save_files(game, seed).items():
        text = save(thing)
        expected = same(load(text))
        if expected != same(thing):
            failures.append(f"{game} {name}: saving and loading changed it")
        raw = text.encode()
        counts["files saved"] += 1
        counts["bytes"] += len(raw)
        for cut in range(len(raw)):
            attempt(f"{name} cut at {cut}", raw[:cut], load, same, expected)
        for i in range(len(raw)):
            for bit in bits:
                corrupted = bytearray(raw)
                corrupted[i] ^= bit
                attempt(f"{name} byte {i} ^ {bit:#x}", bytes(corrupted), load, same, expected)
        # A file from a newer cardkit is refused by its version number, whatever it holds.
        data = json.loads(text)
        data["version"] = FORMAT_VERSION + 1
        counts["future versions tried"] += 1
        try:
            load(json.dumps(data))
            failures.append(f"{game} {name}: a future version was loaded")
        except BadSave as e:
            if f"format version {FORMAT_VERSION + 1}" not in str(e):
                failures.append(f"{game} {name}: a future version refused without its number: {e}")
        # An illegal move anywhere (with a valid checksum) refuses the whole file: nothing half-loaded.
        kind = "match" if name.startswith("match") else "game"
        payload = loads(text, kind)
        moves = payload["actions"] if kind == "game" else [m for deal in payload["deals"] for m in deal]
        for spot in sorted({0, len(moves) // 2, len(moves) - 1}):
            if not moves:
                break
            original = dict(moves[spot])
            shifted = {k: (v + 1000 if type(v) is int else v) for k, v in original.items()}
            for bad in ({"type": "NoSuchMove"}, {**original, "extra": 1}, *([shifted] if shifted != original else [])):
                moves[spot].clear()
                moves[spot].update(bad)
                counts["illegal moves re-signed"] += 1
                try:
                    load(dumps(kind, payload))
                    failures.append(f"{game} {name}: a file with an illegal move {bad} was loaded")
                except BadSave:
                    pass
                except Exception as e:  # noqa: BLE001
                    failures.append(f"{game} {name}: {type(e).__name__}: {e}")
            moves[spot].clear()
            moves[spot].update(original)
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts


# ============================================================================ 5. dashboard sessions

CULL = 4  # seconds: the measuring server's idle-kernel timeout (the dashboard's default is 120)

# From the page, with the page's own kernel id: a kernel_info_request (allowed, so the channel is
# shown to work) and an execute_request that would write a file. Returns the reply types received.
TRY_EXECUTE = """async ([marker, wait]) => {
  const config = JSON.parse(document.getElementById('jupyter-config-data').textContent);
  const url = `ws://${location.host}${config.baseUrl}api/kernels/${config.kernelId}/channels?session_id=probe`;
  const ws = new WebSocket(url);
  const got = [];
  ws.onmessage = (e) => { try { got.push(JSON.parse(e.data).header.msg_type); } catch (err) { got.push('?'); } };
  await new Promise((ok, no) => { ws.onopen = ok; ws.onerror = () => no(new Error('no websocket')); });
  const send = (type, content) => ws.send(JSON.stringify({
    header: {msg_id: crypto.randomUUID(), msg_type: type, session: 'probe', username: 'probe', version: '5.3',
             date: new Date().toISOString()},
    parent_header: {}, metadata: {}, content, channel: 'shell', buffers: []}));
  send('kernel_info_request', {});
  send('execute_request', {code: `open(${JSON.stringify(marker)}, "w").write("executed")`, silent: false,
                           store_history: false, user_expressions: {}, allow_stdin: false, stop_on_error: true});
  await new Promise((ok) => setTimeout(ok, wait));
  ws.close();
  return got;
}"""


def _rss_mb(pid: int) -> float:
    import psutil
    return psutil.Process(pid).memory_info().rss / 2 ** 20


def _wait_kernels(server: Any, expected: int, seconds: float) -> bool:
    """Whether the server's kernel count reaches ``expected`` within ``seconds`` (the tests' wait)."""
    from test_dashboard_browser import wait_for_kernels
    try:
        wait_for_kernels(server, expected, seconds)
    except AssertionError:
        return False
    return True


def measure_sessions(concurrent: int = 20, reloads: int = 200, progress: bool = True) -> dict:
    """The dashboard served for real (``cardkit dashboard``), driven by headless Chromium."""
    import tempfile

    from playwright.sync_api import sync_playwright
    from test_dashboard_browser import NEXT_CLICK, free_port, kernels, serve, start, stop
    from test_widgets_browser import LAUNCH_ARGS, reply, wait_reply

    report: dict[str, Any] = {"violations": 0, "problems": []}

    def problem(text: str) -> None:
        report["violations"] += 1
        report["problems"].append(text)
        if progress:
            print(f"  !! {text}", flush=True)

    def say(text: str) -> None:
        if progress:
            print(f"[sessions] {text}", flush=True)

    root = Path(tempfile.mkdtemp(prefix="cardkit-sessions-"))
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    server = serve([sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0",
                    f"--cull-idle-timeout={CULL}", "--cull-interval=1"], root, port)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
            _wait_kernels(server, 1, 60)
            base_kernels = kernels(server)
            # ---- concurrent sessions: each its own browser context (cookies, storage), its own game
            start_time = time.perf_counter()
            sessions = []
            for i in range(concurrent):
                context = browser.new_context()
                page = context.new_page()
                page.set_default_timeout(180_000)
                errors: list[str] = []
                page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
                page.goto(url)
                page.wait_for_selector("button.ckd-start")
                page.fill(".ckd-name-1 input", f"Player{i:02d}")
                sessions.append({"context": context, "page": page, "errors": errors, "name": f"Player{i:02d}",
                                 "clicks": 0, "done": False})
            for session in sessions:  # every page started before any is played: all kernels live at once
                start(session["page"])
                session["opening"] = session["page"].evaluate(  # the deal as this player sees it
                    "() => [...document.querySelectorAll('.ck-root .ck-card')].map(c => c.getAttribute('aria-label'))"
                    ".join('|')")
            # The preheated pool refills in the background while pages take its kernels, so the count
            # settles a moment after the last page opened rather than at once.
            settled = _wait_kernels(server, base_kernels + concurrent, 60)
            report["kernels with all sessions open"] = kernels(server)
            if not settled:
                problem(f"{kernels(server)} kernels for {concurrent} sessions (expected {base_kernels + concurrent})")
            say(f"{concurrent} sessions open, {kernels(server)} kernels")
            separate_checks = 0
            while not all(s["done"] for s in sessions):
                for i, session in enumerate(sessions):
                    if session["done"]:
                        continue
                    page = session["page"]
                    target = page.evaluate(NEXT_CLICK, "ipso")
                    if target is None:
                        session["done"] = True
                        sheet = page.locator(".ck-sheet").inner_text()
                        others = [s["name"] for s in sessions if s is not session and s["name"] in sheet]
                        if session["name"] not in sheet or others:
                            problem(f"session {i}: its score sheet does not name its own player alone")
                        rows = page.evaluate("() => [...document.querySelectorAll('.ckd-scores tr')].map("
                                             "(tr) => [...tr.children].map((td) => td.innerText.trim()))")
                        if not rows or rows[1][1:] != rows[-1][1:]:
                            problem(f"session {i}: the scoreboard does not add up: {rows}")
                        continue
                    check_others = session["clicks"] % 3 == 0
                    before_all = [reply(s["page"]) for s in sessions] if check_others else None
                    before = reply(page)
                    page.click(f'.ck-root [data-id="{target}"]')
                    wait_reply(page, before)
                    session["clicks"] += 1
                    if page.locator(".ck-error").count():
                        problem(f"session {i}: an error on the board: {page.locator('.ck-error').inner_text()}")
                    if check_others:
                        after_all = [reply(s["page"]) for s in sessions]
                        changed = [j for j in range(len(sessions)) if j != i and after_all[j] != before_all[j]]
                        separate_checks += 1
                        if changed:
                            problem(f"a click in session {i} changed sessions {changed}")
            report["concurrent sessions"] = concurrent
            report["clicks played"] = sum(s["clicks"] for s in sessions)
            report["separation checks"] = separate_checks
            report["distinct openings"] = len({s["opening"] for s in sessions})
            if report["distinct openings"] != concurrent:  # unseeded deals: a shared game would repeat one
                problem(f"{concurrent} sessions showed only {report['distinct openings']} different deals")
            report["concurrent seconds"] = round(time.perf_counter() - start_time, 1)
            for i, session in enumerate(sessions):
                if session["errors"]:
                    problem(f"session {i}: page errors {session['errors'][:2]}")
            # ---- the front end cannot execute code in the kernel
            marker = root / "executed.txt"
            got = sessions[0]["page"].evaluate(TRY_EXECUTE, [str(marker), 3000])
            report["kernel_info replies (the channel works)"] = got.count("kernel_info_reply")
            report["code executed from the page"] = int(marker.exists()) + got.count("execute_reply") + \
                got.count("execute_input")
            if not report["kernel_info replies (the channel works)"]:
                problem(f"the execution probe got no answer at all ({got}): it proves nothing")
            if report["code executed from the page"]:
                problem("the page could execute code in its kernel")
            for session in sessions:
                session["context"].close()
            if not _wait_kernels(server, base_kernels, CULL + 60):
                problem(f"{kernels(server)} kernels left after the sessions closed (expected {base_kernels})")
            say(f"sessions played and closed in {report['concurrent seconds']} s; probing reloads")
            # ---- sequential page loads: no kernel or memory left behind
            context = browser.new_context()
            page = context.new_page()
            page.set_default_timeout(180_000)
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            page.wait_for_selector("button.ckd-start")
            rss_before = _rss_mb(server.pid)
            start_time = time.perf_counter()
            for n in range(1, reloads + 1):
                page.reload()
                page.wait_for_selector("button.ckd-start")
                if n % 50 == 0:
                    say(f"{n} reloads, {kernels(server)} kernels, server {_rss_mb(server.pid):.0f} MB")
            report["page loads"] = reloads
            report["reload seconds"] = round(time.perf_counter() - start_time, 1)
            context.close()
            report["kernels left after the loads"] = kernels(server) if _wait_kernels(
                server, base_kernels, CULL + 90) else kernels(server)
            if report["kernels left after the loads"] != base_kernels:
                problem(f"{report['kernels left after the loads']} kernels after {reloads} loads "
                        f"(expected {base_kernels})")
            report["server memory before (MB)"] = round(rss_before)
            report["server memory after (MB)"] = round(_rss_mb(server.pid))
            if report["server memory after (MB)"] - rss_before > 100:
                problem(f"the server grew from {rss_before:.0f} to {report['server memory after (MB)']} MB")
            if errors:
                problem(f"page errors during the loads: {errors[:2]}")
            browser.close()
    finally:
        stop(server)
    return report


def sessions_table(report: dict) -> str:
    lines = ["", "5. dashboard sessions (Voila, headless Chromium)"]
    for key, value in report.items():
        if key not in ("violations", "problems"):
            lines.append(f"  {key:44}{value:>12}")
    lines.append(f"  {'violations':44}{report['violations']:>12}")
    lines += [f"  !! {p}" for p in report["problems"][:5]]
    return "\n".join(lines)


# ============================================================================ running it all

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
                    found.append(("audit", f"{game} {players} seats", audit_task,
                                  (game, players, c, chunks, per, 2026)))
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
            print(f"[{time.perf_counter() - start:7.1f}s] {n}/{len(todo)} {part:10} {label:28} "
                  f"{sum(v for k, v in counts.items() if k != 'first violation' and isinstance(v, int)):>9,} counted,"
                  f" {counts['violations']} violations", flush=True)

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
    "saves": ("corrupted files tried", "refused with a clear error", "loaded unchanged (a harmless change)",
              "future versions tried", "illegal moves re-signed"),
}
TITLES = {"audit": "1. hidden-information audit (widget games)", "fuzz": "2. fuzzing (widget messages, engine apply)",
          "invariants": "3. invariants at scale (random and bot games)", "saves": "4. corrupted saves"}


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
        for label, counts in rows:
            if "first violation" in counts:
                lines.append(f"  !! {counts['first violation']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", action="store_true", help="a quick run (what the test suite does)")
    parser.add_argument("--parts", default="audit,fuzz,invariants,saves,sessions",
                        help="comma-separated: audit, fuzz, invariants, saves, sessions")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--audit-games", type=int, help=f"widget games per game and seat count ({FULL['audit']})")
    parser.add_argument("--fuzz", type=int, help=f"generated messages and actions per game ({FULL['fuzz']:,})")
    parser.add_argument("--invariant-games", type=int,
                        help=f"games per game and configuration ({FULL['invariants']:,})")
    parser.add_argument("--sessions", type=int, default=20, help="concurrent dashboard sessions (20)")
    parser.add_argument("--reloads", type=int, default=200, help="sequential dashboard page loads (200)")
    args = parser.parse_args(argv)
    sizes = dict(SMALL if args.small else FULL)
    for key, value in (("audit", args.audit_games), ("fuzz", args.fuzz), ("invariants", args.invariant_games)):
        if value is not None:
            sizes[key] = value
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    start = time.perf_counter()
    results = run([p for p in parts if p != "sessions"], sizes, args.workers)
    violations = sum(c["violations"] for c in results.values())
    text = table(results)
    if "sessions" in parts:
        report = measure_sessions(args.sessions, args.reloads, progress=True)
        violations += report["violations"]
        text += "\n" + sessions_table(report)
    print(text)
    print(f"\nviolations found: {violations}    runtime: {time.perf_counter() - start:,.0f} s "
          f"on {args.workers} worker{'s' if args.workers > 1 else ''}")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
